import Foundation
import Testing
import TypesetFont
import TypesetTestSupport
@testable import TypesetShaping
@testable import TypesetUnicode

/// Script, Script_Extensions, OpenType script tags and script runs, against ICU 72 (Unicode 15.0),
/// fontTools and HarfBuzz: Expectations/scripts.json, written by Scripts/expectations_script.py.
@Suite("Unicode scripts")
struct ScriptTests {
    static let expectationsPath = Repository.path("Tests/TypesetShapingTests/Expectations/scripts.json")

    struct Expectations {
        /// (first, last, Script, Script_Extensions) from ICU.
        var ranges: [(UInt32, UInt32, UnicodeScript, [UnicodeScript])] = []
        /// ISO code -> (fontTools tags, HarfBuzz tags).
        var tags: [String: (fontTools: [String], harfbuzz: [String])] = [:]
        /// (text, ICU's runs as (start, end, script), note: "same" where the rules agree with ICU).
        var runs: [(text: String, icu: [ScriptRun], note: String)] = []
    }

    static func script(_ code: String) throws -> UnicodeScript { try #require(UnicodeScript(iso15924: code)) }

    static func load() throws -> Expectations {
        let data = try Data(contentsOf: URL(fileURLWithPath: expectationsPath))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["unicodeVersion"] as? String == UnicodeScript.unicodeVersion)
        var result = Expectations()
        for case let row as [Any] in try #require(root["ranges"] as? [Any]) {
            let first = try #require(row[0] as? Int), last = try #require(row[1] as? Int)
            let sc = try script(try #require(row[2] as? String))
            let scx = try (try #require(row[3] as? String)).split(separator: " ").map { try script(String($0)) }
            result.ranges.append((UInt32(first), UInt32(last), sc, scx))
        }
        for (code, value) in try #require(root["openTypeTags"] as? [String: [String: [String]]]) {
            result.tags[code] = (try #require(value["fontTools"]), try #require(value["harfbuzz"]))
        }
        for case let entry as [String: Any] in try #require(root["runs"] as? [Any]) {
            let runs = try (try #require(entry["icu"] as? [[Any]])).map { run in
                ScriptRun(range: try #require(run[0] as? Int)..<(try #require(run[1] as? Int)),
                          script: try script(try #require(run[2] as? String)))
            }
            result.runs.append((try #require(entry["text"] as? String), runs, try #require(entry["note"] as? String)))
        }
        return result
    }

    // MARK: Script and Script_Extensions

    @Test func sampleCodePoints() {
        #expect(UnicodeScript.of(0x41) == .latin)
        #expect(UnicodeScript.of("é") == .latin)
        #expect(UnicodeScript.of(0x20) == .common)
        #expect(UnicodeScript.of(0x0301) == .inherited)
        #expect(UnicodeScript.of(0x4E2D) == .han)
        #expect(UnicodeScript.of(0x3042) == .hiragana)
        #expect(UnicodeScript.of(0x30A2) == .katakana)
        #expect(UnicodeScript.of(0x0627) == .arabic)
        #expect(UnicodeScript.of(0x0915) == .devanagari)
        #expect(UnicodeScript.of(0x0995) == .bengali)
        #expect(UnicodeScript.of(0x0416) == .cyrillic)
        #expect(UnicodeScript.of(0xAC00) == .hangul)
        #expect(UnicodeScript.of(0x1F600) == .common)
        #expect(UnicodeScript.of(0xE0100) == .inherited)
        #expect(UnicodeScript.of(0x323AF) == .han)  // CJK Extension H, new in 15.0
        #expect(UnicodeScript.of(0xE000) == .unknown)
        #expect(UnicodeScript.of(0x10FFFF) == .unknown)
        #expect(UnicodeScript.of(0x110000) == .unknown)
        #expect(UnicodeScript.of(UInt32.max) == .unknown)
        #expect(Array(UnicodeScript.extensions(of: 0x3001)) == [.bopomofo, .hangul, .han, .hiragana, .katakana, .yi])
        #expect(UnicodeScript.extensions(of: 0x0964).contains(.bengali))
        #expect(UnicodeScript.extensions(of: 0x0964).contains(.devanagari))
        #expect(!UnicodeScript.extensions(of: 0x0964).contains(.latin))
        #expect(Array(UnicodeScript.extensions(of: 0x09E6)) == [.bengali, .chakma, .sylotiNagri])
        #expect(Array(UnicodeScript.extensions(of: 0x41)) == [.latin])
        #expect(Array(UnicodeScript.extensions(of: 0x20)) == [.common])
        #expect(Array(UnicodeScript.extensions(of: 0x110000)) == [.unknown])
    }

    @Test func isoCodes() {
        #expect(UnicodeScript.latin.iso15924 == "Latn")
        #expect(UnicodeScript(iso15924: "latn") == .latin)
        #expect(UnicodeScript(iso15924: "HANI") == .han)
        #expect(UnicodeScript(iso15924: "Zmth") == .math)
        #expect(UnicodeScript(iso15924: "Lat") == nil)
        #expect(UnicodeScript(iso15924: "Latin") == nil)
        #expect(UnicodeScript(iso15924: "La1n") == nil)
        #expect(UnicodeScript.math.description == "Zmth")
        #expect(UnicodeScript.common.isSpecial && UnicodeScript.unknown.isSpecial && !UnicodeScript.latin.isSpecial)
    }

    /// Every code point U+0000...U+10FFFF (and a few above): Script and Script_Extensions equal ICU 72's.
    @Test func everyCodePointMatchesICU() throws {
        let expectations = try Self.load()
        var next: UInt32 = 0
        var checked = 0
        var mismatches = 0
        for (first, last, sc, scx) in expectations.ranges {
            #expect(first == next, "ranges must tile the code space")
            for value in first...last {
                let extensions = UnicodeScript.extensions(of: value)
                if UnicodeScript.of(value) != sc || !extensions.elementsEqual(scx) {
                    mismatches += 1
                    if mismatches <= 20 {
                        Issue.record("U+\(String(value, radix: 16, uppercase: true)): \(UnicodeScript.of(value)) \(Array(extensions)), ICU \(sc) \(scx)")
                    }
                }
                checked += 1
            }
            next = last &+ 1
        }
        #expect(next == 0x110000)
        #expect(checked == 0x110000)
        #expect(mismatches == 0)
        let scripts = Set(expectations.ranges.map(\.2))
        #expect(Set(UnicodeScript.allValues) == scripts)
        #expect(UnicodeScript.allValues.count == 164)
    }

    // MARK: OpenType script tags

    @Test func openTypeTagsMatchFontToolsAndHarfBuzz() throws {
        let expectations = try Self.load()
        #expect(expectations.tags.count == 165)  // the 164 Script values and Zmth
        for (code, reference) in expectations.tags {
            let script = try Self.script(code)
            let ours = script.openTypeTags.map(\.description)
            if script.isSpecial {
                #expect(ours.isEmpty)
                #expect(reference.fontTools == ["DFLT"])  // fontTools' fallback, the caller's job here
                continue
            }
            #expect(ours == reference.fontTools, "\(code)")
            // HarfBuzz also tries unregistered `dev3`-style tags first.
            #expect(ours == reference.harfbuzz.filter { !$0.hasSuffix("3") }, "\(code)")
        }
        #expect(UnicodeScript.devanagari.openTypeTags == [Tag("dev2"), Tag("deva")])
        #expect(UnicodeScript.myanmar.openTypeTags == [Tag("mym2"), Tag("mymr")])
        #expect(UnicodeScript.hiragana.openTypeTags == [Tag("kana")])
        #expect(UnicodeScript.katakana.openTypeTags == [Tag("kana")])
        #expect(UnicodeScript.han.openTypeTags == [Tag("hani")])
        #expect(UnicodeScript.math.openTypeTags == [Tag("math")])
        #expect(UnicodeScript.lao.openTypeTags == [Tag("lao ")])
        #expect(UnicodeScript.latin.openTypeTags == [Tag("latn")])
    }

    // MARK: Script runs

    static func runs(_ text: String) -> [ScriptRun] { ScriptRuns.runs(of: text) }

    static func run(_ start: Int, _ end: Int, _ script: UnicodeScript) -> ScriptRun {
        ScriptRun(range: start..<end, script: script)
    }

    /// Where the rules agree with ICU's run iterator, the runs are ICU 72's.
    @Test func runsMatchICU() throws {
        let expectations = try Self.load()
        let same = expectations.runs.filter { $0.note == "same" }
        #expect(same.count >= 20)
        for entry in same {
            #expect(Self.runs(entry.text) == entry.icu, "\(entry.text)")
        }
    }

    /// Where the rules deliberately differ from ICU (Script_Extensions, Unknown, brackets from
    /// BidiBrackets.txt only), the runs are these; ICU's are in the expectations for comparison.
    @Test func runsWhereTheRulesDifferFromICU() throws {
        let expectations = try Self.load()
        let expected: [String: [ScriptRun]] = [
            "abc、漢字": [Self.run(0, 3, .latin), Self.run(3, 6, .han)],
            "\u{11103}\u{11104} \u{09E6}\u{09E7}": [Self.run(0, 5, .chakma)],
            "\u{0661}\u{0662} \u{078B}\u{07A8}\u{0788}\u{07AC}\u{0780}\u{07A8}": [Self.run(0, 9, .thaana)],
            "a\u{E000}b": [Self.run(0, 3, .latin)],
            "abc「漢字」": [Self.run(0, 3, .latin), Self.run(3, 7, .han)],
            "中文“abc”中文": [Self.run(0, 3, .han), Self.run(3, 7, .latin), Self.run(7, 9, .han)],
        ]
        let different = expectations.runs.filter { $0.note != "same" }
        #expect(different.count == expected.count)
        for entry in different {
            let runs = try #require(expected[entry.text], "no expectation for \(entry.text)")
            #expect(Self.runs(entry.text) == runs, "\(entry.text)")
            #expect(runs != entry.icu, "\(entry.text): now the same as ICU")
        }
    }

    @Test func mixedStrings() {
        // "Hello 世界 (テスト)": the closing parenthesis matches the opening one, in the Han run.
        #expect(Self.runs("Hello 世界 (テスト)") == [
            Self.run(0, 6, .latin), Self.run(6, 10, .han), Self.run(10, 13, .katakana), Self.run(13, 14, .han),
        ])
        #expect(Self.runs("English (中文) text") == [Self.run(0, 9, .latin), Self.run(9, 11, .han), Self.run(11, 17, .latin)])
        // Latin, Arabic and digits.
        #expect(Self.runs("Total 42 ريال 17") == [Self.run(0, 9, .latin), Self.run(9, 16, .arabic)])
        // Combining marks take the script of their base: Cyrillic и + U+0301.
        #expect(Self.runs("ми\u{0301}р and") == [Self.run(0, 5, .cyrillic), Self.run(5, 8, .latin)])
        // The danda (Common, extensions include Bengali) stays in the Bengali run.
        #expect(Self.runs("বাংলা। abc") == [Self.run(0, 7, .bengali), Self.run(7, 10, .latin)])
        // Only Common: one Common run. Empty text: none.
        #expect(Self.runs("123 !?") == [Self.run(0, 6, .common)])
        #expect(Self.runs("").isEmpty)
        // Inherited and Common at the start take the first real script.
        #expect(Self.runs("\u{0301}1 абв") == [Self.run(0, 6, .cyrillic)])
        // Katakana-Hiragana prolonged sound mark (Common, extensions Hira/Kana) stays with Katakana.
        #expect(Self.runs("カー") == [Self.run(0, 2, .katakana)])
        // A run of Common characters with extensions after Latin text that no real script follows stays Latin.
        #expect(Self.runs("abc、。") == [Self.run(0, 5, .latin)])
        // The pending boundary is dropped when the run's own script comes back.
        #expect(Self.runs("abc、def 漢") == [Self.run(0, 8, .latin), Self.run(8, 9, .han)])
        // Brackets opened before a Script_Extensions boundary move with it.
        #expect(Self.runs("abc、(漢字)") == [Self.run(0, 3, .latin), Self.run(3, 8, .han)])
    }

    @Test func deepBracketNesting() {
        // More than 32 open brackets: the oldest are dropped, the innermost still match.
        let text = "a" + String(repeating: "(", count: 40) + "中" + String(repeating: ")", count: 40)
        let runs = Self.runs(text)
        #expect(runs.first == Self.run(0, 41, .latin))
        #expect(runs.count == 3)
        #expect(runs.last?.script == .latin)
        #expect(runs.last?.range.upperBound == 82)
    }

    /// The buffer entry point reads stretches of the run's own script and of plain Common
    /// characters in a loop of its own; it must find the runs the character-by-character state
    /// finds, on the expectations' strings, the paragraphs and random strings mixing scripts,
    /// Script_Extensions, brackets and marks.
    @Test func bufferEntryPointAgreesWithCharacterByCharacter() throws {
        var texts = try Self.load().runs.map { $0.text }
        texts += ["Hello 世界 (テスト)", "English (中文) text", "abc、def 漢", "abc、(漢字)", "abc、。", "カー", "中文“abc”中文",
                  "a" + String(repeating: "(", count: 40) + "中" + String(repeating: ")", count: 40)]
        for name in ["en", "zh", "ja", "mixed", "ar", "he", "hi", "bn", "th", "km", "my"] {
            texts.append((try? String(contentsOfFile: Repository.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8)) ?? "")
        }
        let pool: [Unicode.Scalar] = ["a", " ", "(", ")", "「", "」", "1", "\u{0301}", "\u{060C}", "\u{0660}", "\u{0627}", "\u{0780}",
                                      "\u{0964}", "\u{0995}", "\u{09E6}", "\u{3001}", "\u{3002}", "\u{30FC}", "\u{4E2D}", "\u{6587}",
                                      "\u{3042}", "\u{30A2}", "\u{E000}", "\u{FF0C}", "\u{201C}", "\u{0410}", "\u{11103}"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<(1 + Int(seed % 16)) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                text.unicodeScalars.append(pool[Int(seed >> 33) % pool.count])
            }
            texts.append(text)
        }
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            var runs: [ScriptRun] = []
            scalars.withUnsafeBufferPointer { ScriptRuns.append($0, range: 0..<scalars.count, to: &runs) }
            #expect(runs == Self.runs(text), "\(scalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func bufferAndCollectionEntryPoints() {
        let scalars = Array("xx Hello 世界 yy".unicodeScalars)
        var runs: [ScriptRun] = []
        scalars.withUnsafeBufferPointer { ScriptRuns.append($0, range: 3..<11, to: &runs) }
        #expect(runs == [Self.run(3, 9, .latin), Self.run(9, 11, .han)])
        runs.removeAll()
        scalars.withUnsafeBufferPointer { ScriptRuns.append($0, range: 5..<5, to: &runs) }
        #expect(runs.isEmpty)

        let text = "Hello 世界"
        var pieces: [(String, UnicodeScript)] = []
        ScriptRuns.forEach(in: text.unicodeScalars) { range, script in
            pieces.append((String(text.unicodeScalars[range]), script))
        }
        #expect(pieces.map(\.0) == ["Hello ", "世界"])
        #expect(pieces.map(\.1) == [.latin, .han])
    }
}
