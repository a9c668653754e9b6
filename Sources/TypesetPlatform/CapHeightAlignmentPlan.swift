import TypesetFontMetrics
import TypesetStyle
/// The Cap Height Alignment for iOS Auto Layout article for a styled label: how far its cap line and its last baseline are from its top and
/// bottom, in whole pixels, so that Auto Layout can align a title's cap height (or its baseline)
/// with an image's edge.
///
/// For a label at the font's own line height this is the formula of "Cap-height alignment" (Typography.md) exactly:
///
///     top    = (ceil(lineHeight * s) - ceil(-descender * s) - round(capHeight * s)) / s
///     bottom = ceil(-descender * s) / s
///
/// With an exact line height L (``LineHeightTechnique/exact``) the line box is L tall and the
/// glyphs sit `below = lineGap + |descender| + shift` above its bottom, shift being the centring
/// offset's visual lift (L - font.lineHeight) / 2 (0 where UIKit ignores a negative offset). The
/// same rounding rules give
///
///     top    = (ceil(L * s) - ceil(below * s) - round(capHeight * s)) / s
///     bottom = ceil(below * s) / s
///
/// which reduces to that formula when L = font.lineHeight and the line gap is 0. The generalisation
/// (rounding the distance below the baseline up, as that formula does for the descender) is
/// Typeset's, checked against UILabel renderings by the Apple CI's snapshot tests, not here.
/// The bottom inset is exact for the last line when the label's height is a whole number of
/// pixels (n * L on the grid).
public struct CapHeightAlignmentPlan: Sendable, Hashable {
    /// From the label's top to its first line's cap line, and from its last baseline to its bottom.
    public let insets: CapHeightInsets

    /// The plan for `resolved` with `technique` on `platform`.
    public init(_ resolved: ResolvedStyle, technique: LineHeightTechnique, platform: PlatformVersion) {
        let grid = resolved.grid
        let m = resolved.metrics
        let box: Double
        var below = m.leading - m.descender
        switch technique {
        case .exact:
            box = resolved.lineHeight
            below += platform.baselineOffsetBehaviour.centringShift(lineHeight: resolved.lineHeight, fontLineHeight: m.lineHeight)
        case .lineSpacing:
            box = m.lineHeight
        }
        let belowPixels = grid.ceilPixels(below)
        let top = (grid.ceilPixels(box) - belowPixels - grid.roundPixels(m.capHeight)) / grid.scale
        insets = CapHeightInsets(top: top, bottom: belowPixels / grid.scale)
    }

    /// The Cap Height Alignment for iOS Auto Layout article's plan for a platform font alone (a label styled in Interface Builder, no
    /// ``TextStyle``): its metrics in points, as `UIFont` reports them, at display scale `scale`.
    public init(fontMetrics: ScaledMetrics, scale: Double) {
        insets = CapHeightInsets.pixelExact(fontMetrics, grid: PixelGrid(scale: scale))
    }

    /// `alignmentRectInsets` for a label: the top moves to the cap line when `capHeight` is set,
    /// the bottom to the last baseline when `baseline` is set; 0 otherwise.
    public func alignmentRectInsets(capHeight: Bool, baseline: Bool) -> VerticalInsets {
        VerticalInsets(top: capHeight ? insets.top : 0, bottom: baseline ? insets.bottom : 0)
    }
}
