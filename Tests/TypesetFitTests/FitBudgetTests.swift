import Testing
import Typeset
import TypesetCatalog
import TypesetFit
import TypesetTestSupport
import TypesetTokens

/// Budgets round-trip: a text cut to its budget fits at every checked size, one character more
/// fails at the largest; the XLIFF copy carries them as maxwidth.
@Suite struct FitBudgetTests {
    @Test func aTextCutToItsBudgetFitsAndOneMoreCharacterDoesNot() throws {
        let rules = try FitEngineTests.rules()
        let strings = FitEngineTests.strings(rules)
        let engine = FitEngine(rules: rules)
        let budgets = engine.budgets(strings, workers: 2)
        #expect(budgets.count == strings.count)
        var cut = 0
        for (string, budget) in zip(strings, budgets) {
            let budget = try #require(budget)
            let rule = try #require(rules[string.rule])
            let clusters = Array(string.text)
            #expect(budget.characters == clusters.count && budget.category == .AX5)
            func findings(_ text: String) -> [Finding] {
                var copy = string
                copy.text = text
                return engine.run([copy], workers: 1).findings
            }
            let fitting = String(clusters.prefix(budget.maxCharacters))
            #expect(findings(fitting).isEmpty, "\(string.source.key) \(string.locale) cut to \(budget.maxCharacters) characters")
            // The budget is the cut text's width on one line at the largest size.
            let typesetter = Typesetter(stack: rule.stack, style: rule.style.resolved(scale: 3, category: .AX5), language: string.language)
            let oneLine = typesetter.layout(fitting, width: 1e7)
            #expect(abs(oneLine.lines.map(\.width).reduce(0, +) - budget.maxWidth) < 1e-6)
            if budget.fits {
                #expect(findings(string.text).isEmpty)
            } else {
                cut += 1
                let longer = findings(String(clusters.prefix(budget.maxCharacters + 1)))
                #expect(longer.contains { $0.category == .AX5 }, "\(string.source.key) \(string.locale): one more character still fits")
                #expect(budget.textWidth > budget.maxWidth)
            }
        }
        #expect(cut >= 3)
    }

    @Test func xliffCopiesCarryMaxwidthInPixels() throws {
        let path = Repository.path("Tests/TypesetFitTests/Fixtures/xliff/export/de.xcloc/Localized Contents/de.xliff")
        let bytes = try #require(try? FileSystemReader.read(path))
        let annotated = try BudgetAnnotation.xliff(bytes: bytes, file: path) { key, variant, locale in
            guard locale == "de", key != "Cancel" else { return nil }
            return BudgetAnnotation.UnitBudget(maxWidth: Double(key.count) + 0.75 + (variant == nil ? 0 : 100),
                                               fontFamily: key == "Settings" ? "Inter \"Display\"" : nil, pointSize: 37.666)
        }.get()
        let text = String(decoding: annotated, as: UTF8.self)
        #expect(text.contains("<trans-unit maxwidth=\"13\" size-unit=\"pixel\" id=\"Notifications\" xml:space=\"preserve\">"))
        #expect(text.contains("<trans-unit maxwidth=\"113\" size-unit=\"pixel\" id=\"%lld days ago|==|plural.one\""))
        #expect(text.contains("<trans-unit id=\"Cancel\" xml:space=\"preserve\">"))
        #expect(text.contains("<trans-unit maxwidth=\"8\" size-unit=\"pixel\" font=\"Inter &quot;Display&quot;;37.66\" id=\"Settings\""))
        // Nothing else changed: the copy reads as the same strings.
        let before = Catalog.read(bytes: bytes, path: path, format: .xliff).strings.map { "\($0.key) \($0.locale) \($0.variant ?? "") \($0.text)" }
        let after = Catalog.read(bytes: annotated, path: path, format: .xliff).strings.map { "\($0.key) \($0.locale) \($0.variant ?? "") \($0.text)" }
        #expect(before == after && !before.isEmpty)
        let removed = text.replacingOccurrences(of: #" maxwidth="\d+" size-unit="pixel"( font="[^"]*")?"#, with: "", options: .regularExpression)
        #expect(Array(removed.utf8) == bytes)
    }

    @Test func xcstringsCopiesCarryTheBudgetInComments() throws {
        let source = #"{"sourceLanguage" : "en", "strings" : {"A" : {"comment" : "Shown on \"Save\"", "localizations" : {}}, "B" : {}}}"#
        let annotated = try BudgetAnnotation.xcstrings(bytes: Array(source.utf8), file: "L.xcstrings") { key in "budget \(key): 120 pt" }.get()
        let text = String(decoding: annotated, as: UTF8.self)
        #expect(text.contains(#""comment" : "Shown on \"Save\"\nbudget A: 120 pt""#))
        #expect(text.contains("\"B\" : {\n      \"comment\" : \"budget B: 120 pt\"}"))
        let read = Catalog.read(bytes: annotated, path: "L.xcstrings", format: .xcstrings)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        #expect(read.strings.map(\.key) == ["A", "B"])
    }
}

import Foundation

enum FileSystemReader {
    static func read(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
}
