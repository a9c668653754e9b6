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

    /// Random strings over letters of several scripts, Common and Inherited characters with and
    /// without Script_Extensions (Arabic comma and digits, Devanagari danda, ideographic comma,
    /// prolonged sound mark), brackets and marks: wherever the shortcut answers, itemizing gives
    /// one run of that script.
    @Test func shortcutAgreesOnRandomStrings() {
        let pool: [Unicode.Scalar] = ["a", "b", " ", "(", ")", "[", "]", "1", ",", "\u{0301}", "\u{060C}", "\u{061F}", "\u{0640}",
                                      "\u{0660}", "\u{06F1}", "\u{0627}", "\u{0628}", "\u{0780}", "\u{0964}", "\u{0915}", "\u{0995}",
                                      "\u{09E6}", "\u{3001}", "\u{30FC}", "\u{4E2D}", "\u{3042}", "\u{30A2}", "\u{05D0}", "\u{200C}",
                                      "\u{FD3E}", "\u{FD3F}", "\u{0E01}", "\u{0363}", "\u{1CD0}"]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        var taken = 0
        for _ in 0..<20_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let length = 1 + Int(seed >> 60)
            var scalars: [Unicode.Scalar] = []
            for k in 0..<length {
                let pick = Int((seed >> UInt64(4 * (k % 12) + 4)) & 0xFFFF) % pool.count
                scalars.append(pool[(pick + k * 7) % pool.count])
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let single = scalars.withUnsafeBufferPointer { ScriptRuns.singleScript($0, range: 0..<scalars.count) }
            guard let single else { continue }
            taken += 1
            let runs = ScriptRuns.runs(of: text)
            #expect(runs.count == 1 && runs.first?.script == single, "\(scalars.map { String($0.value, radix: 16) })")
        }
        #expect(taken > 1_000)
    }

    /// Paragraphs in one script take the shortcut, brackets and all (the Hebrew one has
    /// parentheses, the Arabic one its comma and Arabic-Indic digits with Script_Extensions).
    @Test func shortcutTakesLatinAndCJKParagraphs() {
        let taken = ScriptShortcutTests.texts.filter { text in
            let scalars = Array(text.unicodeScalars)
            return scalars.withUnsafeBufferPointer { ScriptRuns.singleScript($0, range: 0..<scalars.count) } != nil
        }
        #expect(taken.count >= 10)
        for name in ["he", "ar"] {
            let text = (try? String(contentsOfFile: Repository.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8)) ?? ""
            let scalars = Array(text.unicodeScalars)
            #expect(scalars.withUnsafeBufferPointer { ScriptRuns.singleScript($0, range: 0..<scalars.count) } != nil, "\(name)")
        }
    }
}
