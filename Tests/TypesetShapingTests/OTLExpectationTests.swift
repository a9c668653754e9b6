import Foundation
import Testing
import TypesetFont
import TypesetShaping
import TypesetTestSupport

/// Every line of Fixtures/text/otl-sample.txt (ligatures, contextual alternates, localized
/// forms, stacked and decomposed marks, Vietnamese, Greek, Cyrillic, CJK, ignorables, spaces)
/// shaped with every fixture face and HarfBuzz's default features, and the Arabic, Persian,
/// Urdu and Hebrew sample sentences shaped right to left with Noto Sans Arabic and Hebrew, and
/// the Thai, Lao, Khmer, Myanmar, Hindi, Bengali and Tamil samples through their shapers:
/// glyph ids, clusters, advances and offsets equal HarfBuzz's (Scripts/expectations_otl.py). CI runs the same
/// comparison on the full Debian fonts through `TYPESET_OTL_EXPECTATIONS`.
@Suite("OpenType Layout against HarfBuzz (default features)")
struct OTLExpectationTests {
    struct Line: Sendable, CustomStringConvertible {
        let file: String, font: String, faceIndex: Int, number: Int, text: String, start: Int, script: String, direction: String
        /// The ISO 15924 script HarfBuzz guessed (the Indic scripts' two OpenType tags come from it).
        let iso: String?
        let glyphs: [[Int]]
        var description: String { "\(file) line \(number): \(text)" }
    }

    static let directory = ProcessInfo.processInfo.environment["TYPESET_OTL_EXPECTATIONS"]
        ?? Repository.path("Tests/TypesetShapingTests/Expectations/otl")

    static let lines: [Line] = {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        var lines: [Line] = []
        for name in names {
            guard let data = FileManager.default.contents(atPath: directory + "/" + name),
                  let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let font = root["font"] as? String, let index = root["index"] as? Int else { continue }
            let entries = ((root["lines"] as? [[String: Any]]) ?? []) + ((root["runs"] as? [[String: Any]]) ?? [])
            for (number, entry) in entries.enumerated() {
                guard let text = entry["text"] as? String, let glyphs = entry["glyphs"] as? [[Int]] else { continue }
                lines.append(Line(file: name, font: Repository.path(font), faceIndex: index, number: number, text: text,
                                  start: entry["start"] as? Int ?? 0,
                                  script: entry["ot_script"] as? String ?? "DFLT", direction: entry["direction"] as? String ?? "ltr",
                                  iso: entry["script"] as? String, glyphs: glyphs))
            }
        }
        return lines
    }()

    @Test func everyFaceAndLineIsRead() {
        #expect(OTLExpectationTests.lines.count >= 150)
    }

    @Test(arguments: OTLExpectationTests.lines)
    func glyphsEqualHarfBuzz(_ line: Line) {
        guard let face = ConformanceRunner.face(line.font, index: line.faceIndex) else {
            Issue.record("\(line): font not readable")
            return
        }
        let direction: TextDirection = line.direction == "rtl" ? .rightToLeft : .leftToRight
        // The Indic scripts and Myanmar: the new-specification tag, then the old one (`dev2`, `deva`).
        let indicTags = line.iso.flatMap { UnicodeScript(iso15924: $0) }?.openTypeTags ?? []
        let tags = indicTags.count > 1 ? indicTags : [TypesetFont.Tag(line.script)]
        let plan = ShapePlan(face: face, scriptTags: tags, direction: direction)
        var buffer = GlyphBuffer()
        buffer.add(line.text, clusterStart: line.start)
        OpenTypeShaper.shape(&buffer, face: face, plan: plan)
        let got = zip(buffer.infos, buffer.positions).map { info, position in
            [Int(info.glyph.rawValue), info.cluster, Int(position.xAdvance), Int(position.yAdvance), Int(position.xOffset), Int(position.yOffset)]
        }
        #expect(got == line.glyphs, "\(line)")
    }
}
