import Foundation
import Testing
import Typeset
import TypesetLayout
import TypesetShaping

/// CSS `overflow-wrap`, `word-break` and `line-break` in the web layout model against headless
/// Chromium (Scripts/expectations_web_layout.py):
/// - the break corpus (Tests/TypesetTests/Expectations/web-breaks.json): the paragraphs of
///   Fixtures/text/web-breaks with every value other than the initial one, at 13, 16 and 17 px,
///   in 120, 200, 320 and 480 px, `line-height` in px and `normal`;
/// - the break rules (web-break-rules.json): Chromium's opportunities around each character whose
///   break `line-break` may change, and in each pair of line break classes under `word-break`.
@Suite struct WebBreakTests {
    /// The values of the break corpus, with the paragraph and font.
    static func group(_ c: WebLayoutTests.Case) -> String {
        "\(c.paragraph) overflow-wrap:\(c.overflowWrap.rawValue) word-break:\(c.wordBreak.rawValue) line-break:\(c.lineBreak.rawValue)"
    }

    @Test func breakCorpusEqualsChromium() throws {
        let cases = try WebLayoutTests.cases("web-breaks.json")
        #expect(cases.count == 504)
        var texts: [String: String] = [:]
        var equal: [String: Int] = [:], total: [String: Int] = [:], differing: [String: [String]] = [:]
        for c in cases {
            let text: String
            if let known = texts[c.paragraph] { text = known } else {
                text = try WebLayoutTests.text(c.paragraph)
                texts[c.paragraph] = text
            }
            let layout = try WebLayoutTests.typesetter(c).layout(text, width: c.width)
            let group = Self.group(c)
            total[group, default: 0] += 1
            var same = layout.lines.map(\.consumed.lowerBound) == c.starts && abs(layout.height - c.height) < 1.0 / 128
            if same, let tops = c.tops, let baselines = c.baselines {
                same = tops.count == layout.lines.count
                    && zip(tops, layout.lines).allSatisfy { abs($0 - $1.top) < 1.0 / 128 }
                    && zip(baselines, layout.lines).allSatisfy { abs($0 - $1.baseline) < 1.0 / 128 }
            }
            if same {
                equal[group, default: 0] += 1
            } else {
                differing[group, default: []].append("\(c.key): Chromium \(c.starts) height \(c.height); Typeset \(layout.lines.map(\.consumed.lowerBound)) height \(layout.height)")
            }
        }
        for group in total.keys.sorted() {
            print("web-breaks: \(group): \(equal[group] ?? 0)/\(total[group] ?? 0) layouts equal Chromium's")
        }
        for (group, list) in differing.sorted(by: { $0.key < $1.key }) {
            for line in list.prefix(3) { print("web-breaks: differs: \(group): \(line)") }
        }
        #expect(differing.mapValues(\.count) == Self.differing.mapValues(\.count))
        // Every differing layout's first differing line starts, in Chromium or in Typeset, in a
        // word with a slash (the URL or the path): the reason in `differing`.
        for c in cases where differing[Self.group(c)] != nil {
            let text = try WebLayoutTests.text(c.paragraph)
            let ours = try WebLayoutTests.typesetter(c).layout(text, width: c.width).lines.map(\.consumed.lowerBound)
            guard let index = (0..<min(ours.count, c.starts.count)).first(where: { ours[$0] != c.starts[$0] }) else { continue }
            let scalars = Array(text.unicodeScalars)
            func word(at offset: Int) -> String {
                var start = min(offset, scalars.count), end = start
                while start > 0, scalars[start - 1] != " " { start -= 1 }
                while end < scalars.count, scalars[end] != " " { end += 1 }
                return String(String.UnicodeScalarView(scalars[start..<end]))
            }
            #expect(word(at: ours[index]).contains("/") || word(at: c.starts[index]).contains("/"),
                    "\(c.key): first difference at \(c.starts[index]) (Chromium) / \(ours[index]) (Typeset) is not at a slash")
        }
    }

    static let slash = "Blink's own break rules for ASCII (WebLayoutTests.asciiTable): no break after \"/\" before a letter (\"https://example.com/typeset\", \"/usr/share\"), where UAX #14 has one, and a break before \"/\" after a space, where LB13 has none"
    /// Groups of the break corpus with layouts that differ from Chromium's, how many and why.
    static let differing: [String: (count: Int, reason: String)] = [
        "web-breaks/en overflow-wrap:normal word-break:normal line-break:auto": (24, slash),
        "web-breaks/en overflow-wrap:break-word word-break:normal line-break:auto": (24, slash),
        "web-breaks/en overflow-wrap:anywhere word-break:normal line-break:auto": (24, slash),
        "web-breaks/en overflow-wrap:normal word-break:break-all line-break:auto": (2, slash + " (\"like /usr\" at 16 px in 320 px)"),
        "web-breaks/en overflow-wrap:break-word word-break:break-all line-break:auto": (2, slash + " (\"like /usr\" at 16 px in 320 px)"),
        "web-breaks/en overflow-wrap:anywhere word-break:break-all line-break:auto": (2, slash + " (\"like /usr\" at 16 px in 320 px)"),
    ]

    static func rules() throws -> (characters: [Int], pairs: [(String, String)], rows: [[String: Any]]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: StyleRepo.path("Tests/TypesetTests/Expectations/web-break-rules.json")))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var rows = try #require(root["layouts"] as? [[String: Any]])
        let head = rows.removeFirst()
        let characters = try #require(head["characters"] as? [Int])
        let pairs = try #require(head["pairs"] as? [[String]]).map { ($0[0], $0[1]) }
        return (characters, pairs, rows)
    }

    static func web(lang: String, wordBreak: CSSWordBreak = .normal, lineBreak: CSSLineBreak = .auto) throws -> WebTypesetter {
        let font = try WebLayoutTests.font("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:0")
        return WebTypesetter(Typesetter(stack: FontStack(font), pointSize: 16, language: lang), lineHeight: .normal,
                             wordBreak: wordBreak, lineBreak: lineBreak)
    }

    /// `line-break`: for each language (ja, zh, ko, en) and value, whether a line may end before
    /// and after each character X in "漢X漢". Where Typeset's UAX #14 rules and Chromium agree
    /// for X under `strict` (the rules as UAX #14 states them, Typeset's default), they agree
    /// under `auto`, `normal` and `loose` too.
    @Test func lineBreakRulesEqualChromium() throws {
        let (characters, _, rows) = try Self.rules()
        #expect(characters.count > 400)
        var strictFlags: [String: [String]] = [:]
        var typesetStrict: [String: [String]] = [:]
        var flagsOf: [String: [String]] = [:]
        for row in rows where row["kind"] as? String == "line-break" {
            let lang = try #require(row["lang"] as? String)
            let value = try #require((row["lineBreak"] as? String).flatMap(CSSLineBreak.init(rawValue:)))
            let chromium = try #require(row["breaks"] as? [String])
            let web = try Self.web(lang: lang, lineBreak: value)
            let ours = characters.map { cp -> String in
                let offsets = Set(web.breakOpportunities(in: "漢" + String(Character(Unicode.Scalar(UInt32(cp))!)) + "漢").map(\.offset))
                return (offsets.contains(1) ? "b" : "-") + (offsets.contains(2) ? "a" : "-")
            }
            flagsOf["\(lang) \(value.rawValue)"] = chromium
            if value == .strict { strictFlags[lang] = chromium; typesetStrict[lang] = ours }
            flagsOf["typeset \(lang) \(value.rawValue)"] = ours
        }
        var agreeing = 0, compared = 0, baseDiffering = 0
        for lang in ["ja", "zh", "ko", "en"] {
            let chromiumStrict = try #require(strictFlags[lang]), oursStrict = try #require(typesetStrict[lang])
            for value in CSSLineBreak.allCases {
                let chromium = try #require(flagsOf["\(lang) \(value.rawValue)"]), ours = try #require(flagsOf["typeset \(lang) \(value.rawValue)"])
                for index in characters.indices {
                    guard chromiumStrict[index] == oursStrict[index] else {
                        if value == .strict { baseDiffering += 1 }
                        continue
                    }
                    compared += 1
                    if chromium[index] == ours[index] { agreeing += 1 } else {
                        Issue.record("line-break: \(value.rawValue) in \(lang) around U+\(String(characters[index], radix: 16, uppercase: true)): Chromium \(chromium[index]), Typeset \(ours[index])")
                    }
                }
            }
        }
        print("web-break-rules: line-break: \(agreeing)/\(compared) (character, language, value) equal Chromium's; \(baseDiffering) (character, language) already differ under strict")
        #expect(compared > 5000)
    }

    /// `word-break`: for each pair of characters of PAIR_CLASSES, whether a line may break between
    /// them. Where Typeset and Chromium agree under `normal` in a language, they agree under
    /// `break-all` and `keep-all` too.
    @Test func wordBreakRulesEqualChromium() throws {
        let (_, pairs, rows) = try Self.rules()
        var chromium: [String: [Character]] = [:]
        for row in rows where row["kind"] as? String == "word-break" {
            let lang = try #require(row["lang"] as? String), value = try #require(row["wordBreak"] as? String)
            chromium["\(lang) \(value)"] = Array(try #require(row["breaks"] as? String))
        }
        func ours(_ lang: String, _ value: CSSWordBreak) throws -> [Character] {
            let web = try Self.web(lang: lang, wordBreak: value)
            return pairs.flatMap { first in pairs.map { second -> Character in
                web.breakOpportunities(in: first.1 + second.1).contains { $0.offset == first.1.unicodeScalars.count && !$0.isMandatory } ? "1" : "0"
            } }
        }
        var agreeing = 0, compared = 0
        for (lang, value) in [("en", CSSWordBreak.breakAll), ("ja", .breakAll), ("ja", .keepAll), ("ko", .keepAll)] {
            let baseLang = lang == "ko" ? "ja" : lang
            let chromiumNormal = try #require(chromium["\(baseLang) normal"]), oursNormal = try ours(baseLang, .normal)
            let chromiumValue = try #require(chromium["\(lang) \(value.rawValue)"]), oursValue = try ours(lang, value)
            for index in chromiumNormal.indices where chromiumNormal[index] == oursNormal[index] {
                compared += 1
                if chromiumValue[index] == oursValue[index] { agreeing += 1 } else {
                    let pair = "\(pairs[index / pairs.count].0) \(pairs[index % pairs.count].0)"
                    Issue.record("word-break: \(value.rawValue) in \(lang), \(pair): Chromium \(chromiumValue[index]), Typeset \(oursValue[index])")
                }
            }
        }
        print("web-break-rules: word-break: \(agreeing)/\(compared) class pairs equal Chromium's")
        #expect(compared > 5000)
    }
}
