import Foundation
import Testing
import TypesetFont
import TypesetShaping
import TypesetTestSupport

/// Shaping at instances of variable fonts against HarfBuzz (Scripts/expectations_variations.py,
/// aspect `instance-shaping`): the instance's advances, and `GPOS` kerning and anchors with
/// `GDEF`'s variation deltas.
@Suite struct VariationShapingTests {
    @Test func glyphsEqualHarfBuzzAtInstances() throws {
        // TYPESET_EXPECTATIONS: CI's live run (Scripts/check_live.sh) against Debian's full Inter.var.ttf.
        let directory = ProcessInfo.processInfo.environment["TYPESET_EXPECTATIONS"]
            ?? Repository.path("Tests/TypesetFontTests/Expectations")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".instance-shaping.tsv") }.sorted()
        #expect(!names.isEmpty)
        var checked = 0
        for name in names {
            let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
            let lines = text.split(separator: "\n")
            guard let header = lines.first, header.hasPrefix("# font="),
                  let fontField = header.dropFirst(7).split(separator: " ").first else { continue }
            let base = try FontFace(contentsOfFile: Repository.path(String(fontField)))
            var fonts: [Substring: ShapingFont] = [:]
            for line in lines where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 4, case .success(let settings) = VariationSetting.parseList(String(fields[0])) else {
                    Issue.record("\(name): malformed row \(line.prefix(60))")
                    continue
                }
                let font = try fonts[fields[0]] ?? ShapingFont(face: base.instance(settings))
                fonts[fields[0]] = font
                // HarfBuzz's script (ISO 15924): its OpenType tag is the lower-cased code for
                // the sample's scripts (Latin, Greek, Cyrillic, Han, Hangul; Hiragana and
                // Katakana share kana); "-" (digits and symbols only: no script) shapes as DFLT.
                let iso = fields[3].lowercased()
                let tag = iso == "-" ? "DFLT" : (iso == "hira" || iso == "kana" ? "kana" : iso)
                let plan = ShapePlan(face: font, scriptTags: [Tag(tag)], direction: .leftToRight)
                var buffer = GlyphBuffer()
                buffer.add(String(fields[1]), clusterStart: 0)
                OpenTypeShaper.shape(&buffer, face: font, plan: plan)
                let got = zip(buffer.infos, buffer.positions).map { info, position in
                    "\(info.glyph.rawValue),\(info.cluster),\(position.xAdvance),\(position.xOffset),\(position.yOffset)"
                }.joined(separator: ";")
                #expect(got == String(fields[2]), "\(name) \(fields[0]) '\(fields[1])'")
                checked += 1
            }
        }
        // 5 Latin texts and the 9 lines of the multilingual sample at every location (at least
        // the full font's 6 in the live run).
        #expect(checked >= 6 * 14)
    }
}
