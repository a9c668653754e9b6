import Testing
import Typeset
import TypesetCatalog
import TypesetFit
import TypesetTestSupport
import TypesetTokens

/// The same strings give the same findings from an `.xcstrings` file and from the XLIFF Xcode
/// exports for it (XLIFF 1.2 in `.xcloc` bundles, and XLIFF 2.0): the committed pair in
/// Fixtures/xliff (Scripts/make_xliff_fixtures.py writes the XLIFF side from the catalogue).
@Suite struct FitXLIFFTests {
    static let folder = Repository.path("Tests/TypesetFitTests/Fixtures/xliff")

    /// key, locale, variant, category, width, lines and height of every finding, and the strings checked.
    static func findings(_ paths: [String]) throws -> (findings: [String], strings: [String], diagnostics: [Diagnostic]) {
        let (layout, layoutDiagnostics) = FitLayout.read(file: Repository.path("Examples/Catalog/layout.json"))
        #expect(layoutDiagnostics.isEmpty)
        let (rules, ruleDiagnostics) = try #require(layout).resolve(styleGuide: nil)
        #expect(ruleDiagnostics.isEmpty)
        let read = Catalog.read(paths: paths)
        let input = FitInput(layout: try #require(layout), pseudolocales: [.enXA])
        let strings = input.strings(from: read.strings).strings
        let result = FitEngine(rules: rules).run(strings, workers: 2)
        let described = result.findings.map {
            "\($0.key) \($0.locale) \($0.variant ?? "-") \($0.category.rawValue) \($0.width) \($0.lineCount) \($0.height)"
        }
        return (described.sorted(), strings.map { "\($0.source.key)|\($0.locale)|\($0.source.variant ?? "-")|\($0.text)" }.sorted(), read.diagnostics)
    }

    @Test func xclocAndXLIFF2GiveTheCatalogueFindings() throws {
        let catalogue = try Self.findings([Self.folder + "/Localizable.xcstrings"])
        #expect(catalogue.diagnostics.isEmpty)
        #expect(catalogue.findings.count > 20)
        #expect(Set(catalogue.findings.map { $0.split(separator: " ")[1] }).count > 3, "findings in several locales")
        let xcloc = try Self.findings([Self.folder + "/export"])
        #expect(xcloc.diagnostics.isEmpty, "\(xcloc.diagnostics)")
        #expect(xcloc.strings == catalogue.strings)
        #expect(xcloc.findings == catalogue.findings)
        let xliff2 = try Self.findings([Self.folder + "/xliff20"])
        #expect(xliff2.diagnostics.isEmpty, "\(xliff2.diagnostics)")
        #expect(xliff2.strings == catalogue.strings)
        #expect(xliff2.findings == catalogue.findings)
        // One bundle, given directly: its own locale and the source language.
        let one = try Self.findings([Self.folder + "/export/de.xcloc"])
        #expect(Set(one.strings.map { $0.split(separator: "|")[1] }) == ["de", "en", "en-XA"])
    }

    @Test func positionsAreTheTargetsContent() throws {
        let path = Self.folder + "/export/ru.xcloc/Localized Contents/ru.xliff"
        let read = Catalog.read(paths: [path])
        let few = try #require(read.strings.first { $0.key == "%lld days ago" && $0.locale == "ru" && $0.variant == "plural.few" })
        #expect(few.text == "%lld дня назад" && few.state == "translated")
        // Line 20 of the file: 8 spaces, <target state="translated"> (27 characters), then the text at column 36.
        #expect(few.location == SourceLocation(file: path, line: 20, column: 36))
        #expect(!read.strings.contains { $0.locale == "en" && $0.variant == "plural.few" })
    }
}
