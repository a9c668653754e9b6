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
        let directory = Repository.path("Tests/TypesetFontTests/Expectations")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".instance-shaping.tsv") }.sorted()
        #expect(names.count >= 2)
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
                guard fields.count == 3, case .success(let settings) = VariationSetting.parseList(String(fields[0])) else { continue }
                let font = try fonts[fields[0]] ?? ShapingFont(face: base.instance(settings))
                fonts[fields[0]] = font
                let plan = ShapePlan(face: font, scriptTags: ["latn"], direction: .leftToRight)
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
        #expect(checked >= 40)
    }
}
