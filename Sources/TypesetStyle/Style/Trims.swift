import TypesetFontMetrics
/// Capsize-style trims: how far to pull the text frame in so that its top is the cap line and
/// its bottom the baseline (CSS `text-box: trim-both cap alphabetic`).
///
/// Capsize (seek-oss/capsize) writes, in em:
///
///     offset         = (lineHeightNormal - L) / 2 / size
///     capHeightTrim  = -((ascent - capHeight + lineGap / 2) / upm - offset)
///     baselineTrim   = -((|descent| + lineGap / 2) / upm - offset)
///
/// with lineHeightNormal = (ascent + |descent| + lineGap) / upm * size. The values here are the
/// same numbers multiplied by the point size, in points; they are negative margins (a trim of
/// -5 pulls the edge in by 5 pt).
public struct CapsizeTrims: Sendable, Hashable {
    /// Margin to add above the first line so the frame starts at the cap line, points.
    public var capTop: Double
    /// Margin to add below the last line so the frame ends at the baseline, points.
    public var baseline: Double

    /// Creates trims.
    public init(capTop: Double, baseline: Double) {
        self.capTop = capTop
        self.baseline = baseline
    }

    /// The trims for `metrics` at line height `lineHeight` (points).
    public init(metrics: ScaledMetrics, lineHeight: Double) {
        let offset = (metrics.lineHeight - lineHeight) / 2
        capTop = -((metrics.ascender - metrics.capHeight + metrics.leading / 2) - offset)
        baseline = -((-metrics.descender + metrics.leading / 2) - offset)
    }
}
