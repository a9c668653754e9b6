import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

@Suite struct StyleLintTests {
    func rules(_ style: TextStyle, scale: Double = 3, category: ContentSizeCategory = .L) -> Set<StyleLintRule> {
        Set(style.resolved(scale: scale, category: category).lint.map(\.rule))
    }

    @Test func cleanBodyStyleHasNoFindings() {
        #expect(rules(systemStyle(17, .points(22))).isEmpty)   // 129%, 44 px at 2x, 66 px at 3x
        #expect(rules(TextStyle.system(.body)).isEmpty)
    }

    @Test func lineHeightBelowTheFontsClips() {
        #expect(rules(systemStyle(17, .points(20))).contains(.lineHeightClips))      // 20 < 20.287109375
        #expect(!rules(systemStyle(17, .points(21))).contains(.lineHeightClips))
    }

    @Test func bodyLineSpacingRange() {
        #expect(rules(systemStyle(17, .points(26))).contains(.bodyLineSpacing))      // 153%
        #expect(rules(systemStyle(16, .points(19))).contains(.bodyLineSpacing))      // 118.75%
        #expect(!rules(systemStyle(16, .points(20))).contains(.bodyLineSpacing))     // 125%
        // Headings are not body text: 28/30 is tight but allowed.
        #expect(!rules(systemStyle(28, .points(30))).contains(.bodyLineSpacing))
        var title = systemStyle(17, .points(30))
        title.dynamicType = .title3
        #expect(!rules(title).contains(.bodyLineSpacing))
    }

    @Test func baselinesOffThePixelGrid() {
        #expect(rules(systemStyle(17, .points(22.5))).contains(.baselinesOffPixelGrid))   // 67.5 px at 3x
        #expect(rules(systemStyle(17, .points(22.25))).contains(.baselinesOffPixelGrid))  // 44.5 px at 2x
        #expect(rules(systemStyle(17, .points(22 + 2.0 / 3))).contains(.baselinesOffPixelGrid))  // 68 px at 3x, 45.33 at 2x
        let message = systemStyle(17, .points(22.5)).resolved().lint.first { $0.rule == .baselinesOffPixelGrid }?.message ?? ""
        #expect(message.contains("3x") && !message.contains("2x"))
        #expect(!rules(systemStyle(17, .points(23))).contains(.baselinesOffPixelGrid))
        #expect(rules(systemStyle(17)).contains(.baselinesOffPixelGrid))                  // 20.287109375 pt
    }

    @Test func measureOutsidePracticalTypographysRange() {
        var style = systemStyle(17, .points(22))
        style.measure = 44
        #expect(rules(style).contains(.measureOutOfRange))
        style.measure = 91
        #expect(rules(style).contains(.measureOutOfRange))
        style.measure = 45
        #expect(!rules(style).contains(.measureOutOfRange))
        style.measure = 90
        #expect(!rules(style).contains(.measureOutOfRange))
    }

    @Test func letterSpacingNotRepresentable() {
        var style = systemStyle(17, .points(22))
        style.letterSpacing = .points(.nan)
        #expect(rules(style).contains(.letterSpacingNotRepresentable))
        // Average SF character at 17 pt is 672 / 87 = 7.72 pt wide; -8 pt of kern runs backwards.
        style.letterSpacing = .points(-8)
        #expect(rules(style).contains(.letterSpacingNotRepresentable))
        style.letterSpacing = .percentOfSize(-2)
        #expect(!rules(style).contains(.letterSpacingNotRepresentable))
        let finding = systemStyle(17, .points(20)).resolved().lint.first { $0.rule == .lineHeightClips }
        #expect(finding?.severity == .warning)
        #expect(finding?.message.contains("20.287") == true)
    }
}
