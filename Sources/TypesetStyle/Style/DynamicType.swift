/// A Dynamic Type text style (UIKit `UIFont.TextStyle`) and Apple's size and leading for it.
///
/// Sizes and leadings, in points, per content size category: Apple Human Interface Guidelines,
/// Typography > Specifications (iOS, iPadOS), as tabulated in Documentation/Typography.md. `headline` has the
/// `body` numbers in semibold.
public enum DynamicTypeStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// (size, leading) for xS ... AX5 (HIG > Typography > Specifications).
    private var table: [(size: Double, leading: Double)] {
        switch self {
        case .largeTitle:
            [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
        case .title1:
            [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
        case .title2:
            [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]
        case .title3:
            [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
        case .headline, .body:
            [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .callout:
            [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]
        case .subheadline:
            [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        case .footnote:
            [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .caption1:
            [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
        case .caption2:
            [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]
        }
    }

    /// The system font's point size for this style at `category` (HIG table).
    public func pointSize(at category: ContentSizeCategory) -> Double { table[category.ordinal].size }

    /// The leading (line height, points) for this style at `category` (HIG table).
    public func leading(at category: ContentSizeCategory) -> Double { table[category.ordinal].leading }

    /// The system font weight of the style (`headline` is semibold, the others regular).
    public var weight: SystemFontWeight { self == .headline ? .semibold : .regular }

    /// Whether Practical Typography's body-text rules (line spacing 120-145%) apply to this style.
    public var isBodyText: Bool {
        switch self {
        case .body, .callout, .subheadline, .footnote, .caption1, .caption2: true
        case .largeTitle, .title1, .title2, .title3, .headline: false
        }
    }
}

/// Scaling of custom values with a Dynamic Type text style, modelling `UIFontMetrics`.
///
/// `UIFontMetrics(forTextStyle:).scaledValue(for:)` and `scaledFont(for:)` do not scale by the
/// ratio of point sizes. Two measurements (Documentation/Typography.md, "Dynamic Type"): `scaledValue(for: 17)` at Medium is
/// 16.333 on a 3x device, and `scaledFont(for: 17 pt)` at AX5 is 48 pt (body style). The model
///
///     scaled = round_to_pixel(value * leading(style, category) / leading(style, .L))
///
/// fits both (17 * 21/22 = 16.227 -> 16.333 at 3x; 17 * 62/22 = 47.909 -> 48 at 3x). It is a
/// documented model, not a published formula. At the default category (`L`) UIFontMetrics
/// returns values unchanged, and so does the model (no rounding).
public enum DynamicType {
    /// `value` scaled with `style` from the default category to `category` on `grid` (the model above).
    public static func scaledValue(_ value: Double, style: DynamicTypeStyle, category: ContentSizeCategory,
                                   grid: PixelGrid) -> Double {
        if category == .default { return value }
        let factor = style.leading(at: category) / style.leading(at: .default)
        return grid.round(value * factor)
    }

    /// A font size scaled like `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`:
    /// the model above, then capped at `maximumPointSize` when given (UIKit's documented cap).
    public static func scaledPointSize(_ pointSize: Double, style: DynamicTypeStyle, category: ContentSizeCategory,
                                       grid: PixelGrid, maximumPointSize: Double? = nil) -> Double {
        let scaled = scaledValue(pointSize, style: style, category: category, grid: grid)
        if let maximumPointSize, maximumPointSize > 0, scaled > maximumPointSize { return maximumPointSize }
        return scaled
    }
}
