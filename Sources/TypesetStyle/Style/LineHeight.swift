/// A line height as a design spec writes it.
///
/// Resolved to points by ``resolve(pointSize:fontLineHeight:tableLeading:scalePoints:)``.
public enum LineHeight: Sendable, Hashable {
    /// A fixed height in points (Sketch, Figma "px", CSS `px`). Scales with Dynamic Type by the
    /// UIFontMetrics model when the style follows a text style.
    case points(Double)
    /// A multiple of the point size (CSS unitless `line-height`, "1.5").
    case multipleOfSize(Double)
    /// A percentage of the point size (Figma "150%").
    case percentOfSize(Double)
    /// A multiple of the font's own line height (UIKit `NSParagraphStyle.lineHeightMultiple`).
    case multipleOfFontLineHeight(Double)
    /// The font's own line height (`UIFont.lineHeight` = ascender - descender + leading); Figma "Auto".
    case font
    /// The leading of the style's Dynamic Type text style at the category (HIG table); the
    /// font's own line height when the style follows no text style.
    case dynamicTypeLeading

    /// The line height in points.
    /// - Parameters:
    ///   - pointSize: the resolved point size.
    ///   - fontLineHeight: `UIFont.lineHeight` at that size.
    ///   - tableLeading: the Dynamic Type table's leading for the style and category, if any.
    ///   - scalePoints: how a fixed point value scales with Dynamic Type (identity without).
    public func resolve(pointSize: Double, fontLineHeight: Double, tableLeading: Double?,
                        scalePoints: (Double) -> Double = { $0 }) -> Double {
        switch self {
        case .points(let value): scalePoints(value)
        case .multipleOfSize(let m): m * pointSize
        case .percentOfSize(let p): p / 100 * pointSize
        case .multipleOfFontLineHeight(let m): m * fontLineHeight
        case .font: fontLineHeight
        case .dynamicTypeLeading: tableLeading ?? fontLineHeight
        }
    }
}
