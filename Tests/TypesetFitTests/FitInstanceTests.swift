import Testing
import TypesetFont
import Typeset
import TypesetCatalog
@testable import TypesetFit
@testable import TypesetShaping
import TypesetSupport
import TypesetTestSupport

/// A rule set in a variable font: its fonts are made once at each instance its categories select
/// (``ResolvedRule/styledFonts(scale:categories:)``), and each is the instance a style alone makes.
@Suite struct FitInstanceTests {
    @Test func eachInstanceIsMadeOnceForTheCategoriesThatSelectIt() throws {
        let font = try ShapingFont(contentsOfFile: Repository.path("Fixtures/fonts/synthetic/Variable-wght-wdth-opsz.ttf"))
        // Large Title: opsz follows the point size up to the axis's 48 (AX2 and above share it).
        let style = TextStyle(font: StyleFont(font), pointSize: 34, dynamicType: .largeTitle, variations: [VariationSetting("wght", 650)])
        let rule = ResolvedRule(rule: FitRule(keys: KeyPattern("*"), style: .inline(InlineStyle(size: 34)), widths: [200],
                                              location: TypesetSupport.SourceLocation(file: "l", line: 1, column: 1)),
                                stack: FontStack(font), style: style, name: "variable")
        let categories = ContentSizeCategory.allCases
        let fonts = rule.styledFonts(scale: 3, categories: categories)
        let tables = fonts.map { ObjectIdentifier($0.stack.primary.tables) }
        let settings = fonts.map(\.instanceSettings)
        #expect(Set(settings).count > 1 && Set(settings).count < categories.count)
        for i in fonts.indices {
            for j in fonts.indices {
                #expect((tables[i] == tables[j]) == (settings[i] == settings[j]), "\(categories[i]) \(categories[j])")
            }
        }
        for (category, styled) in zip(categories, fonts) {
            let alone = StyledFonts(rule.style.resolved(scale: 3, category: category), stack: rule.stack)
            #expect(styled.style.pointSize == alone.style.pointSize, "\(category)")
            #expect(styled.stack.primary.fingerprint == alone.stack.primary.fingerprint, "\(category)")
            #expect(styled.stack.primary.face.variationSettings == styled.style.variations, "\(category)")
            #expect(styled.agreement == .agrees, "\(category)")
        }
    }
}
