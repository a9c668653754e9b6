import Foundation
import Testing
import TypesetFont
import TypesetShaping
import TypesetTestSupport

/// HarfBuzz's in-house shaping tests (Fixtures/conformance/harfbuzz/in-house) for the default,
/// Hangul, Arabic, Hebrew, Thai, Indic, Khmer and Myanmar (and Zawgyi) shapers (Latin, Greek, Cyrillic, CJK, emoji, spaces, default
/// ignorables, features, kerning, mark attachment, ligature ids, context matching, Arabic
/// joining and mark order, Hebrew points), the Indic, Khmer and Myanmar shapers and the Universal
/// Shaping Engine (Tibetan, Sinhala, Javanese, Marchen, Tai Tham, Balinese, ..., the joining
/// scripts Mongolian, Phags-pa, Adlam, N'Ko, vowel-letter spoofing, Indic fonts with
/// `knd3`-style tags: `ScriptShaper.universal`), read from the case list that
/// Scripts/inhouse_cases.py writes (glyph ids, parsed options, the script HarfBuzz guessed).
/// See `leftOut` for the cases not run.
@Suite("HarfBuzz in-house conformance (default, Hangul, Arabic, Hebrew, Thai, Indic, Khmer, Myanmar and USE shapers)")
struct InHouseConformanceTests {
    struct InHouseCase: Sendable, CustomStringConvertible {
        let file: String, line: Int, font: String, options: [String: String], script: String?, codepoints: [UInt32], expected: String
        var before: [UInt32] = [], after: [UInt32] = []
        var description: String { "\(file):\(line)" }
    }

    /// The shapers whose cases run.
    static let shapers: Set<String> = ["default", "hangul", "arabic", "hebrew", "thai", "indic", "khmer", "myanmar", "myanmar_zawgyi",
                                       "use"]

    /// Why a case is not run. (Cases HarfBuzz itself does not run with the `ot` backends are
    /// not read at all: their reason is the `skip` of inhouse-cases.json, e.g. the three
    /// use-syllable.tests lines that ask for FreeType's font functions.)
    static func leftOut(_ test: InHouseCase) -> String? {
        if test.options["direction"] == "ttb" || test.options["direction"] == "btt" { return "vertical text is not laid out" }
        if test.options["shaper"] == "fallback" { return "HarfBuzz's fallback shaper (no OpenType Layout)" }
        if (test.options["serialize"] ?? "").contains("show-flags") { return "glyph flags in the output (--show-flags: unsafe-to-concat) are not produced" }
        if test.options["unsupported"] != nil { return "an hb-shape option uharfbuzz cannot give either" }
        if test.options["cluster_level"].map({ $0 != "0" }) ?? false { return "cluster levels 1-3 (only HarfBuzz's default, monotone graphemes, is implemented)" }
        switch test.file {
        case "arabic-fallback-shaping.tests":
            return "HarfBuzz's Arabic fallback shaping (fonts without GSUB forms: presentation forms from Unicode's Arabic Presentation Forms blocks, fallback ligatures) is not implemented"
        case "mark-attachment.tests" where [2, 4, 5].contains(test.line):
            return "a mark after the second glyph of a multiple substitution that a ligature then takes in (or stops at): HarfBuzz attaches it to the ligature's last component (lines 2, 4) or to the component of the first glyph of the sequence (line 5); Typeset attaches it to the next component or not at all. Not reproduced yet"
        case "fallback-positioning.tests":
            return "HarfBuzz's fallback mark positioning for fonts without GPOS (from glyph extents and combining classes) is not implemented"
        case "harfbust.tests":
            return "an adversarial font whose GSUB structures overlap: HarfBuzz's sanitizer rewrites bad offsets in memory (neutering) and drops the ligature; Typeset reads the bytes as they are"
        case "indic-decompose.tests":
            return "the font has no hhea or hmtx table (HarfBuzz gives every glyph half an em); Typeset's FontFace requires hhea, as the OpenType specification does"
        case "collections.tests" where test.font.hasSuffix(".dfont"):
            return "Mac resource-fork font suitcases (dfont) are not read"
        default:
            return nil
        }
    }

    static let all: [InHouseCase] = {
        let path = Repository.path("Tests/TypesetShapingTests/Expectations/inhouse-cases.json")
        guard let data = FileManager.default.contents(atPath: path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let cases = root["cases"] as? [[String: Any]] else { return [] }
        return cases.compactMap { item in
            guard shapers.contains(item["shaper"] as? String ?? ""), item["result"] as? String == "match",
                  let file = item["file"] as? String, let line = item["line"] as? Int, let font = item["font"] as? String,
                  let expected = item["expected_ids"] as? String, let unicodes = item["unicodes"] as? [Int] else { return nil }
            var options: [String: String] = [:]
            for (key, value) in (item["parsed"] as? [String: Any]) ?? [:] {
                if let list = value as? [Any] {
                    if !list.isEmpty { options[key] = list.map { "\($0)" }.joined(separator: ",") }
                } else {
                    options[key] = "\(value)"
                }
            }
            let parsed = item["parsed"] as? [String: Any] ?? [:]
            return InHouseCase(file: file, line: line, font: "Fixtures/conformance/harfbuzz/in-house/tests/" + font, options: options,
                               script: item["script"] as? String, codepoints: unicodes.map { UInt32($0) }, expected: expected,
                               before: ((parsed["before"] as? [Int]) ?? []).map { UInt32($0) },
                               after: ((parsed["after"] as? [Int]) ?? []).map { UInt32($0) })
        }
    }()

    static let runnable = all.filter { leftOut($0) == nil }

    /// Every case of the Universal Shaping Engine's files that HarfBuzz runs with the `ot`
    /// backends runs here: none is left out.
    @Test func universalFilesRunInFull() {
        let files = ["use.tests", "use-syllable.tests", "use-javanese.tests", "use-marchen.tests", "use-indic3.tests",
                     "use-vowel-letter-spoofing.tests", "tibetan-contractions-1.tests", "tibetan-contractions-2.tests",
                     "tibetan-vowels.tests", "sinhala.tests"]
        for file in files {
            let read = InHouseConformanceTests.all.filter { $0.file == file }
            let run = InHouseConformanceTests.runnable.filter { $0.file == file }
            #expect(!read.isEmpty, "\(file)")
            #expect(run.count == read.count, "\(file): \(run.count) of \(read.count) run")
        }
        #expect(InHouseConformanceTests.runnable.filter { files.contains($0.file) }.count == 350)
    }

    @Test func casesAreRead() {
        #expect(InHouseConformanceTests.all.count >= 100)
        #expect(InHouseConformanceTests.runnable.count >= 60)
    }

    /// The OpenType script tags for an ISO 15924 code (hb-shape's `--script`, or the script
    /// HarfBuzz guessed).
    static func scriptTag(_ iso: String?) -> [TypesetFont.Tag] {
        // HarfBuzz's private script for Zawgyi-encoded Myanmar: tag `qaag` (no font has it).
        if iso == "Qaag" { return ["qaag"] }
        return iso.flatMap { UnicodeScript(iso15924: $0) }?.openTypeTags ?? []
    }

    @Test(arguments: InHouseConformanceTests.runnable)
    func shapesAsHarfBuzz(_ test: InHouseCase) {
        let index = Int(test.options["face_index"] ?? "0") ?? 0
        guard let face = ConformanceRunner.face(Repository.path(test.font), index: index, variations: test.options["variations"] ?? "") else {
            Issue.record("\(test): font not readable")
            return
        }
        var features: [FeatureSetting] = []
        if let list = test.options["features"], case .success(let parsed) = FeatureSetting.parseList(list) { features = parsed }
        let script = test.options["script"] ?? test.script
        // hb-shape's --direction, else the script's (HarfBuzz's guess).
        let guessed = script.flatMap { UnicodeScript(iso15924: $0)?.horizontalDirection } ?? .leftToRight
        let direction: TextDirection = test.options["direction"].map { $0 == "rtl" ? .rightToLeft : .leftToRight } ?? guessed
        let languages = test.options["language"].map { OpenTypeLanguage.tags(forBCP47: $0) } ?? []
        let plan = ShapePlan(face: face, scriptTags: InHouseConformanceTests.scriptTag(script), languageTags: languages,
                             direction: direction, features: features)
        var buffer = GlyphBuffer()
        buffer.isStartOfText = (test.options["flags"] ?? "").contains("bot")
        for (position, scalar) in test.codepoints.enumerated() { buffer.add(scalar, cluster: position) }
        buffer.precedingContext = test.before
        buffer.followingContext = test.after
        OpenTypeShaper.shape(&buffer, face: face, plan: plan)
        let serialize = test.options["serialize"] ?? ""
        let got = ConformanceRunner.serialize(buffer, clusters: !serialize.contains("no-clusters"),
                                              positions: !serialize.contains("no-positions"), advances: true)
        #expect(got == test.expected, "\(test) \(test.options)")
    }

    /// Emoji clusters: 3,825 emoji sequences (ZWJ sequences, modifiers, flags, keycaps, tags)
    /// shaped with a font that maps everything to one glyph: the clusters must be HarfBuzz's.
    @Test func emojiClusters() {
        let cases = ConformanceCase.load("Fixtures/conformance/harfbuzz/in-house/tests").filter { $0.file == "emoji-clusters.tests" }
        #expect(cases.count == 3825)
        var failures = 0
        for test in cases {
            let got = ConformanceRunner.run(test)
            if got != test.expected {
                failures += 1
                if failures <= 5 { Issue.record("\(test): \(got) != \(test.expected)") }
            }
        }
        #expect(failures == 0)
    }
}
