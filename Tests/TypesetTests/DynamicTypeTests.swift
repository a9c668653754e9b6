import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

@Suite struct DynamicTypeTests {
    @Test func categoriesAndNames() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases.map(\.ordinal) == Array(0..<12))
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(name: category.rawValue) == category)
            #expect(ContentSizeCategory(name: category.uiKitName) == category)
        }
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.AX1.isAccessibilityCategory && !ContentSizeCategory.xxxL.isAccessibilityCategory)
        #expect(ContentSizeCategory.default == .L)
    }

    /// Spot values typed from the HIG table, and the system style resolving to the table in every category.
    @Test func tableRoundTripsForEveryStyleAndCategory() {
        #expect(DynamicTypeStyle.allCases.count == 11)
        #expect(DynamicTypeStyle.largeTitle.pointSize(at: .AX5) == 60 && DynamicTypeStyle.largeTitle.leading(at: .AX5) == 70)
        #expect(DynamicTypeStyle.caption2.pointSize(at: .xS) == 11 && DynamicTypeStyle.caption2.leading(at: .xS) == 13)
        #expect(DynamicTypeStyle.body.pointSize(at: .L) == 17 && DynamicTypeStyle.body.leading(at: .L) == 22)
        #expect(DynamicTypeStyle.subheadline.leading(at: .xxxL) == 28 && DynamicTypeStyle.title2.leading(at: .L) == 28)
        #expect(DynamicTypeStyle.footnote.pointSize(at: .AX3) == 33 && DynamicTypeStyle.callout.leading(at: .AX5) == 60)
        for style in DynamicTypeStyle.allCases {
            var previous = (size: 0.0, leading: 0.0)
            for category in ContentSizeCategory.allCases {
                let size = style.pointSize(at: category), leading = style.leading(at: category)
                #expect(size >= previous.size && leading >= previous.leading, "\(style) \(category) grows")
                #expect(leading > size, "\(style) \(category) leading exceeds size")
                previous = (size, leading)
                for scale in [1.0, 2.0, 3.0] {
                    let r = TextStyle.system(style).resolved(scale: scale, category: category)
                    #expect(r.pointSize == size && r.lineHeight == leading, "\(style) \(category) @\(scale)x")
                }
            }
            #expect(style.pointSize(at: .L) == TextStyle.system(style).pointSize)
        }
        for category in ContentSizeCategory.allCases {
            #expect(DynamicTypeStyle.headline.pointSize(at: category) == DynamicTypeStyle.body.pointSize(at: category))
            #expect(DynamicTypeStyle.headline.leading(at: category) == DynamicTypeStyle.body.leading(at: category))
        }
        #expect(DynamicTypeStyle.headline.weight == .semibold && DynamicTypeStyle.body.weight == .regular)
    }

    /// The two measured UIFontMetrics data points (Documentation/Typography.md): 16.333 at M and 48 at AX5 for 17 (body, 3x).
    @Test func uiFontMetricsModel() {
        // 17 * 21 / 22 = 16.2272... -> 48.68 px -> 49 px = 16.333...
        #expect(DynamicType.scaledValue(17, style: .body, category: .M, grid: .x3) == 49.0 / 3)
        #expect(abs(DynamicType.scaledValue(17, style: .body, category: .M, grid: .x3) - 16.333) < 0.001)
        // 17 * 62 / 22 = 47.909 -> 143.73 px -> 144 px = 48.
        #expect(DynamicType.scaledPointSize(17, style: .body, category: .AX5, grid: .x3) == 48)
        #expect(DynamicType.scaledValue(17.3, style: .body, category: .L, grid: .x3) == 17.3)  // identity at L
        #expect(DynamicType.scaledPointSize(17, style: .body, category: .AX5, grid: .x3, maximumPointSize: 30) == 30)
        // A custom font following body: size and fixed line height both scale by the model.
        let style = TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24), dynamicType: .body)
        let ax5 = style.resolved(scale: 3, category: .AX5)
        #expect(ax5.pointSize == 48)
        #expect(ax5.lineHeight == (24.0 * 62 / 22 * 3).rounded() / 3)  // 67.636 -> 203 px
        let m = style.resolved(scale: 3, category: .M)
        #expect(m.pointSize == 49.0 / 3 && m.lineHeight == (24.0 * 21 / 22 * 3).rounded() / 3)
    }

    @Test func maximumPointSizeIsHonoured() {
        var style = TextStyle(font: .system(), pointSize: 17, lineHeight: .points(24), dynamicType: .body, maximumPointSize: 24)
        let r = style.resolved(scale: 3, category: .AX5)
        #expect(r.pointSize == 24)
        // The fixed line height shrinks by the cap factor 24 / 48 so the 17/24 proportion holds.
        #expect(close(r.lineHeight, (24.0 * 62 / 22 * 3).rounded() / 3 * 0.5))
        #expect(style.resolved(category: .xS).pointSize < 17)
        style.maximumPointSize = 100
        #expect(style.resolved(scale: 3, category: .AX5).pointSize == 48)
        var table = TextStyle.system(.body)
        table.maximumPointSize = 30
        let capped = table.resolved(category: .AX5)
        #expect(capped.pointSize == 30 && close(capped.lineHeight, 62 * 30 / 53))
        #expect(table.resolved(category: .L).pointSize == 17)
    }

    /// Relative letter spacing follows the size; the kern is recomputed per category.
    @Test func relativeLetterSpacingFollowsSize() {
        let style = TextStyle(font: .system(), pointSize: 17, letterSpacing: .percentOfSize(1), dynamicType: .body)
        #expect(style.resolved(category: .AX5).kern == 0.48)
        let fixed = TextStyle(font: .system(), pointSize: 17, letterSpacing: .points(0.5), dynamicType: .body)
        #expect(fixed.resolved(category: .AX5).kern == 0.5)
        #expect(fixed.resolved().lint.contains { $0.rule == .letterSpacingDoesNotScale })
        #expect(!style.resolved().lint.contains { $0.rule == .letterSpacingDoesNotScale })
    }
}
