import TypesetFontMetrics
/// Insets that make Auto Layout's top mean the cap line and its bottom mean the baseline
/// (`alignmentRectInsets` of a label that hugs one line of text), pixel exact (Typography.md, "Cap-height alignment").
public struct CapHeightInsets: Sendable, Hashable {
    /// From the top of the label to the cap line, points (a whole number of pixels).
    public var top: Double
    /// From the baseline to the bottom of the label, points (a whole number of pixels).
    public var bottom: Double

    /// Creates insets.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// The Cap Height Alignment for iOS Auto Layout article's pixel-exact insets for a one-line label with `metrics` on `grid`:
    ///
    ///     baseline = ceil(lineHeight * s) - ceil((lineHeight - ascender) * s)   (pixels from the top)
    ///     top      = (baseline - round(capHeight * s)) / s
    ///     bottom   = ceil((lineHeight - ascender) * s) / s
    ///
    /// The label is ceil(lineHeight) pixels tall and its baseline is placed by the one baseline
    /// rule (``PixelGrid/baselinePixels(boxBottom:depth:)``): the depth below it, `-descender` plus the
    /// font's leading, rounded up. The visible cap line is round(capHeight) pixels above the
    /// baseline. For a font without leading (the system fonts) this is the formula of "Cap-height alignment" (Typography.md),
    /// `top = (ceil(lineHeight*s) - ceil(-descender*s) - round(capHeight*s)) / s`,
    /// `bottom = ceil(-descender*s) / s` ("Cap Height Alignment for iOS Auto Layout"); the label's
    /// snapped first line (``LineGeometry/snappedFirstLine(_:)`` of the `lineSpacing` model) has
    /// the same cap line and baseline.
    public static func pixelExact(_ metrics: ScaledMetrics, grid: PixelGrid) -> CapHeightInsets {
        let depth = metrics.lineHeight - metrics.ascender
        let baseline = grid.baselinePixels(boxBottom: metrics.lineHeight, depth: depth)
        return CapHeightInsets(top: (baseline - grid.roundPixels(metrics.capHeight)) / grid.scale,
                               bottom: grid.ceilPixels(depth) / grid.scale)
    }

    /// The Cap Height Alignment for iOS Auto Layout article's first approximation, accurate to +-1 pt: top = ascender - capHeight, bottom = |descender|.
    public static func approximate(_ metrics: ScaledMetrics) -> CapHeightInsets {
        CapHeightInsets(top: metrics.ascender - metrics.capHeight, bottom: -metrics.descender)
    }
}
