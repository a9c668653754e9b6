import Foundation
import Testing
import TypesetShaping
import TypesetTestSupport

/// The shortcut layout takes for text in one script gives the runs itemizing would.
@Suite("Single-script shortcut")
struct ScriptShortcutTests {
    static let texts: [String] = {
        var texts = ["Hello, world.", "Größe: 12 cm (ca.)", "Привет, мир!", "中文（测试）", "abc、漢字", "a\u{0301}b", "123 456", "(x)",
                     "שלום (עולם)", "(12) مرحبا [نص]", "「日本」", "(Hello) мир", "Ελληνικά (κείμενο) «x»", "((a)"]
        for name in ["en", "de", "fr", "zh", "ja", "mixed", "ar", "he", "th", "lo", "km", "my"] {
            if let text = try? String(contentsOfFile: Repository.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8) {
                texts.append(text)
            }
        }
        if let sample = try? String(contentsOfFile: Repository.path("Fixtures/text/multilingual.txt"), encoding: .utf8) {
            texts += sample.split(separator: "\n").map(String.init)
        }
        return texts
    }()

    @Test(arguments: ScriptShortcutTests.texts)
    func shortcutAgreesWithItemizing(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        let single = scalars.withUnsafeBufferPointer { ScriptRuns.singleScript($0, range: 0..<scalars.count) }
        guard let single else { return }
        let runs = ScriptRuns.runs(of: text)
        #expect(runs.count == 1 && runs.first?.script == single && runs.first?.range == 0..<scalars.count, "\(text)")
    }

    /// Paragraphs in one script take the shortcut, brackets and all (the Hebrew one has
    /// parentheses; the Arabic one does not take it: its comma and digits have Script_Extensions).
    @Test func shortcutTakesLatinAndCJKParagraphs() {
        let taken = ScriptShortcutTests.texts.filter { text in
            let scalars = Array(text.unicodeScalars)
            return scalars.withUnsafeBufferPointer { ScriptRuns.singleScript($0, range: 0..<scalars.count) } != nil
        }
        #expect(taken.count >= 10)
        for name in ["he"] {
            let text = (try? String(contentsOfFile: Repository.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8)) ?? ""
            let scalars = Array(text.unicodeScalars)
            #expect(scalars.withUnsafeBufferPointer { ScriptRuns.singleScript($0, range: 0..<scalars.count) } != nil, "\(name)")
        }
    }
}
