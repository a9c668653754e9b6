import Foundation
import Testing
import Typeset
import TypesetLayout
import TypesetShaping

/// The web layout model (``WebTypesetter``) against headless Chromium on the paragraph corpus
/// (Tests/TypesetTests/Expectations/web-layout.json, written by Scripts/expectations_web_layout.py):
/// every paragraph of Fixtures/text/paragraphs in its fonts (and two in Lato), at 13, 16 and 17 px,
/// in 120, 200, 320 and 480 px, with `line-height` in px, as the number 1.4 and `normal`.
/// Where Typeset's line starts equal Chromium's, every line top, baseline and the block height
/// equal Chromium's to 1/64 px (one exception in `differingHeights`); the paragraphs whose lines
/// break elsewhere are in `differingLines`, with how many layouts and the first difference seen.
@Suite struct WebLayoutTests {
    struct Case {
        var key: String
        var paragraph: String
        var lang: String
        var font: String
        var fallbacks: [String]
        var size: Double
        var width: Double
        var lineHeight: String
        var starts: [Int]
        var tops: [Double]?
        var baselines: [Double]?
        var height: Double
    }

    /// Paragraphs (and primary font) some of whose layouts break lines where Chromium does not,
    /// with how many layouts and why (the first line that differs in each, measured). In every
    /// one of them the line tops, baselines and block height still follow from the lines: the
    /// vertical model is checked on every layout whose line starts agree.
    static let differingLines: [String: (count: Int, reason: String)] = [
        "fr DejaVuSans-subset.ttf": (12, asciiTable + ": \"choisissent !\" (a space before \"!\") is one piece under UAX #14 LB13; Chromium breaks before the \"!\""),
        "he-mixed NotoSansHebrew-Regular-subset.ttf": (15, asciiTable + ": \"03-555-1234\" is one piece under UAX #14 LB25; Chromium breaks after \"03-\""),
        "mixed DejaVuSans-subset.ttf": (30, asciiTable + ": Typeset breaks after \"https://\" (UAX #14 allows a break after SY before a letter), Chromium keeps the scheme with what follows"),
        "mixed Lato-Regular-subset.ttf": (30, asciiTable + ": as for the paragraph in DejaVu Sans"),
        "ar-mixed NotoSansArabic-Regular-subset.ttf": (30, asciiTable + ": Typeset breaks after \"https://\", Chromium does not"),
        "zh NotoSansCJK-Regular-subset.ttc": (9, newerUAX14 + ": LB19a lets Chromium break between an ideograph and \u{201C} (\"，而|“标题”\"); Typeset's rule keeps a quotation mark with what precedes it"),
        "en-rtl DejaVuSans-subset.ttf": (33, newerUAX14 + ": LB21a no longer holds a Hebrew letter and hyphen (\"ל-\") with what follows; Typeset's rule does"),
        "km NotoSansKhmer-Regular-subset.ttf": (33, dictionaries + ": Chromium's Khmer word list breaks before ប្រទេស where Typeset's does not"),
        "lo NotoSansLao-Regular-subset.ttf": (3, dictionaries + ": Chromium's Lao word list breaks after ເປັນພາສາ where Typeset's breaks after ເປັນ"),
        "ar NotoSansArabic-Regular-subset.ttf": (3, "in 120 px at 13 px, Chromium's line 20 holds \"و١٢ \" after \"لغة \", Typeset's does not (not yet explained)"),
    ]
    /// Layouts whose lines agree with Chromium's but whose height differs, with the reason.
    static let differingHeights: [String: String] = [
        "mixed Lato-Regular-subset.ttf 17 1.4 480": "the block is 1/64 px taller in Chromium (119 px; 5 lines of 23.796875 px are 118.984375): with the Noto Sans CJK fallback on a Lato line, Chromium's line boxes at line-height 1.4 differ from the computed line height by 1/64 px (not yet explained)",
    ]
    static let asciiTable = "Chromium breaks between these ASCII characters where UAX #14 does not (Blink's own break rules for ASCII; to be checked pair by pair)"
    static let newerUAX14 = "Chromium breaks as the Unicode 15.1 revision of UAX #14 allows, Typeset's rules are the earlier ones (to be checked against the rule tables)"
    static let dictionaries = "Chromium's word boundaries in this paragraph differ from those of the ICU dictionaries Typeset's are generated from (not yet traced to a version)"

    static func cases() throws -> [Case] {
        let data = try Data(contentsOf: URL(fileURLWithPath: StyleRepo.path("Tests/TypesetTests/Expectations/web-layout.json")))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let layouts = try #require(root["layouts"] as? [[String: Any]])
        return try layouts.map { row in
            let font = try #require(row["font"] as? String)
            let paragraph = try #require(row["paragraph"] as? String)
            let size = try #require(row["size"] as? Double)
            let width = try #require(row["width"] as? Double)
            let lineHeight = try #require(row["lineHeight"] as? String)
            let name = (font as NSString).lastPathComponent
            return Case(key: "\(paragraph) \(name) \(Int(size)) \(lineHeight) \(Int(width))", paragraph: paragraph,
                        lang: try #require(row["lang"] as? String), font: font,
                        fallbacks: try #require(row["fallbacks"] as? [String]), size: size, width: width, lineHeight: lineHeight,
                        starts: try #require(row["starts"] as? [Int]), tops: row["tops"] as? [Double],
                        baselines: row["baselines"] as? [Double], height: try #require(row["height"] as? Double))
        }
    }

    static func font(_ spec: String) throws -> ShapingFont {
        let parts = spec.split(separator: ":")
        return try ShapingFont(contentsOfFile: StyleRepo.path(String(parts[0])), index: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }

    static func typesetter(_ c: Case) throws -> WebTypesetter {
        let stack = FontStack(try font(c.font), fallbacks: try c.fallbacks.map(font))
        let lineHeight = try #require(CSSLineHeight(css: c.lineHeight))
        return WebTypesetter(Typesetter(stack: stack, pointSize: c.size, language: c.lang), lineHeight: lineHeight)
    }

    @Test func corpusEqualsChromium() throws {
        let cases = try Self.cases()
        #expect(cases.count == 720)
        var texts: [String: String] = [:]
        var equal = 0, compared = 0, positioned = 0
        var differing: [String: Int] = [:]
        var vertical = 0
        for c in cases {
            let text: String
            if let known = texts[c.paragraph] { text = known } else {
                text = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(c.paragraph).txt"), encoding: .utf8)
                    .trimmingCharacters(in: .newlines)
                texts[c.paragraph] = text
            }
            let layout = try Self.typesetter(c).layout(text, width: c.width)
            compared += 1
            let group = "\(c.paragraph) \((c.font.split(separator: ":")[0] as Substring).split(separator: "/").last ?? "")"
            guard layout.lines.map(\.consumed.lowerBound) == c.starts else {
                differing[group, default: 0] += 1
                continue
            }
            // The lines agree: the vertical model must too.
            vertical += 1
            var same = abs(layout.height - c.height) < 1.0 / 128
            if let tops = c.tops, let baselines = c.baselines {
                positioned += 1
                same = same && tops.count == layout.lines.count
                    && zip(tops, layout.lines).allSatisfy { abs($0 - $1.top) < 1.0 / 128 }
                    && zip(baselines, layout.lines).allSatisfy { abs($0 - $1.baseline) < 1.0 / 128 }
            }
            if same {
                equal += 1
            } else if Self.differingHeights[c.key] == nil {
                Issue.record("""
                    \(c.key): Chromium starts \(c.starts) tops \(c.tops ?? []) baselines \(c.baselines ?? []) height \(c.height); \
                    Typeset starts \(layout.lines.map(\.consumed.lowerBound)) tops \(layout.lines.map(\.top)) \
                    baselines \(layout.lines.map(\.baseline)) height \(layout.height)
                    """)
            }
        }
        print("web-layout: \(equal)/\(compared) layouts equal Chromium's (\(positioned) with line tops and baselines); "
              + "\(vertical) have Chromium's line starts, \(equal) of them its tops, baselines and height; "
              + "\(differing.values.reduce(0, +)) break lines elsewhere (\(differing.count) paragraphs, each with its reason)")
        #expect(differing.mapValues { $0 } == Self.differingLines.mapValues(\.count))
        #expect(vertical - equal == Self.differingHeights.count)
    }

    /// Facts measured in Chromium that the corpus rests on, checked on the model directly.
    @Test func blinkRounding() throws {
        let dejavu = try Self.font("Fixtures/fonts/DejaVuSans-subset.ttf")
        // Ascent and descent rounded to whole px: 12.07 + 3.07 at 13 px -> 12 + 3, half-leading 2.
        let at13 = WebTypesetter(Typesetter(stack: FontStack(dejavu), pointSize: 13), lineHeight: .px(19))
        #expect(at13.strut.ascent == 14 && at13.strut.descent == 5)
        // Half-leading floored: 1.5 x 17 = 25.5, ascent 16 + descent 4, leading 5.5 -> 2 above.
        let at17 = WebTypesetter(Typesetter(stack: FontStack(dejavu), pointSize: 17), lineHeight: .number(1.5))
        #expect(at17.strut.ascent == 18 && at17.strut.descent == 7.5)
        // 140% of 17 px in LayoutUnits.
        #expect(CSSLineHeight.percent(140).computed(fontSize: 17) == 23.796875)
        #expect(CSSLineHeight(css: "140%") == .percent(140) && CSSLineHeight(css: "24px") == .px(24)
                && CSSLineHeight(css: "normal") == .normal && CSSLineHeight(css: "1.4") == .number(1.4) && CSSLineHeight(css: "x") == nil)
        // Lato's line spacing from its typo metrics.
        let lato = WebFontMetrics(try Self.font("Fixtures/fonts/Lato-Regular-subset.ttf"), fontSize: 16)
        #expect(lato.lineSpacing == 20 || lato.lineSpacing == 19)
    }
}
