import Foundation
import Testing
import TypesetFont
import TypesetShaping
import TypesetTestSupport

/// HarfBuzz's in-house shaping tests (Fixtures/conformance/harfbuzz/in-house) for the default
/// and Hangul shapers (Latin, Greek, Cyrillic, CJK, emoji, spaces, default ignorables, features, kerning,
/// mark attachment, ligature ids, context matching), read from the case list that
/// Scripts/inhouse_cases.py writes (glyph ids, parsed options, the script HarfBuzz guessed).
/// Cases for the complex shapers (Arabic, Indic, USE, Thai, Hebrew, Myanmar) belong to
/// the complex-scripts work and are counted, not run; see `leftOut` for the others.
@Suite("HarfBuzz in-house conformance (default and Hangul shapers)")
struct InHouseConformanceTests {
    struct InHouseCase: Sendable, CustomStringConvertible {
        let file: String, line: Int, font: String, options: [String: String], script: String?, codepoints: [UInt32], expected: String
        var description: String { "\(file):\(line)" }
    }

    /// Why a default-shaper case is not run.
    static func leftOut(_ test: InHouseCase) -> String? {
        if test.options["direction"] == "ttb" || test.options["direction"] == "btt" { return "vertical text is not laid out" }
        if test.options["shaper"] == "fallback" { return "HarfBuzz's fallback shaper (no OpenType Layout)" }
        if test.options["unsupported"] != nil { return "an hb-shape option uharfbuzz cannot give either" }
        if test.options["before"] != nil || test.options["after"] != nil { return "pre- and post-context (--unicodes-before/after) is not passed to the shaper yet" }
        if test.options["cluster_level"].map({ $0 != "0" }) ?? false { return "cluster levels 1-3 (only HarfBuzz's default, monotone graphemes, is implemented)" }
        switch test.file {
        case "fallback-positioning.tests":
            return "HarfBuzz's fallback mark positioning for fonts without GPOS (from glyph extents and combining classes) is not implemented"
        case "harfbust.tests":
            return "an adversarial font whose GSUB structures overlap: HarfBuzz's sanitizer rewrites bad offsets in memory (neutering) and drops the ligature; Typeset reads the bytes as they are"
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
            guard ["default", "hangul"].contains(item["shaper"] as? String ?? ""), item["result"] as? String == "match",
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
            return InHouseCase(file: file, line: line, font: "Fixtures/conformance/harfbuzz/in-house/tests/" + font, options: options,
                               script: item["script"] as? String, codepoints: unicodes.map { UInt32($0) }, expected: expected)
        }
    }()

    static let runnable = all.filter { leftOut($0) == nil }

    @Test func casesAreRead() {
        #expect(InHouseConformanceTests.all.count >= 100)
        #expect(InHouseConformanceTests.runnable.count >= 60)
    }

    /// The OpenType script tags for an ISO 15924 code (hb-shape's `--script`, or the script
    /// HarfBuzz guessed).
    static func scriptTag(_ iso: String?) -> [TypesetFont.Tag] {
        iso.flatMap { UnicodeScript(iso15924: $0) }?.openTypeTags ?? []
    }

    @Test(arguments: InHouseConformanceTests.runnable)
    func shapesAsHarfBuzz(_ test: InHouseCase) {
        let index = Int(test.options["face_index"] ?? "0") ?? 0
        guard let face = ConformanceRunner.face(Repository.path(test.font), index: index) else {
            Issue.record("\(test): font not readable")
            return
        }
        var features: [FeatureSetting] = []
        if let list = test.options["features"], case .success(let parsed) = FeatureSetting.parseList(list) { features = parsed }
        let direction: TextDirection = test.options["direction"] == "rtl" ? .rightToLeft : .leftToRight
        let script = test.options["script"] ?? test.script
        let languages = test.options["language"].map { OpenTypeLanguage.tags(forBCP47: $0) } ?? []
        let plan = ShapePlan(face: face, scriptTags: InHouseConformanceTests.scriptTag(script), languageTags: languages,
                             direction: direction, features: features)
        var buffer = GlyphBuffer()
        buffer.isStartOfText = (test.options["flags"] ?? "").contains("bot")
        for (position, scalar) in test.codepoints.enumerated() { buffer.add(scalar, cluster: position) }
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
