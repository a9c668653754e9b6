/// Insets that make Auto Layout's top mean the cap line and its bottom mean the baseline
/// (`alignmentRectInsets` of a label that hugs one line of text), pixel exact (seed 002).
public struct CapHeightInsets: Sendable, Hashable, Codable {
    /// From the top of the label to the cap line, points (a whole number of pixels).
    public var top: Double
    /// From the baseline to the bottom of the label, points (a whole number of pixels).
    public var bottom: Double

    /// Creates insets.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// Seed 002's pixel-exact insets for a label with `metrics` on `grid`:
    ///
    ///     top    = (ceil(lineHeight * s) - ceil(-descender * s) - round(capHeight * s)) / s
    ///     bottom = ceil(-descender * s) / s
    ///
    /// The label is ceil(lineHeight) pixels tall, the baseline sits ceil(-descender) pixels above
    /// its bottom (the descender takes precedence), and the visible cap line is round(capHeight)
    /// pixels above the baseline ("Cap Height Alignment for iOS Auto Layout", seed 002).
    public static func pixelExact(_ metrics: ScaledMetrics, grid: PixelGrid) -> CapHeightInsets {
        let descent = grid.ceilPixels(-metrics.descender)
        let top = (grid.ceilPixels(metrics.lineHeight) - descent - grid.roundPixels(metrics.capHeight)) / grid.scale
        return CapHeightInsets(top: top, bottom: descent / grid.scale)
    }

    /// Seed 002's first approximation, accurate to +-1 pt: top = ascender - capHeight, bottom = |descender|.
    public static func approximate(_ metrics: ScaledMetrics) -> CapHeightInsets {
        CapHeightInsets(top: metrics.ascender - metrics.capHeight, bottom: -metrics.descender)
    }
}
