import Foundation
import Testing
import Typeset

/// Advances and kerning against HarfBuzz (Scripts/expectations_shaping.py): every glyph of the
/// multilingual sample in every fixture font, to 1/1000 pt at 17 pt.
@Suite struct ShapingTests {
    static var directory: String {
        ProcessInfo.processInfo.environment["TYPESET_SHAPING_EXPECTATIONS"] ?? StyleRepo.path("Tests/TypesetTests/Expectations")
    }

    @Test func advancesAndKerningMatchHarfBuzz() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory)
            .filter { $0.hasPrefix("shaping-") && $0.hasSuffix(".tsv") }.sorted()
        #expect(files.count >= 5)
        var checked = 0, kerned = 0, emoji = 0
        for name in files {
            let text = try String(contentsOfFile: Self.directory + "/" + name, encoding: .utf8)
            var fontPath = "", faceIndex = 0, sample = "Fixtures/text/multilingual.txt"
            var expected: [Int: [(glyph: Int, cluster: Int, advance: Int)]] = [:]
            var shapedText: [Int: String] = [:]
            for row in text.split(separator: "\n") {
                if row.hasPrefix("text\t") {
                    let parts = row.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
                    if parts.count == 3, let number = Int(parts[1]) { shapedText[number] = String(parts[2]) }
                    continue
                }
                if row.hasPrefix("# font=") {
                    for field in row.dropFirst(2).split(separator: " ") {
                        if field.hasPrefix("font=") { fontPath = StyleRepo.path(String(field.dropFirst(5))) }
                        if field.hasPrefix("index=") { faceIndex = Int(field.dropFirst(6)) ?? 0 }
                        if field.hasPrefix("sample=") { sample = String(field.dropFirst(7)) }
                    }
                    continue
                }
                if row.hasPrefix("#") { continue }
                let f = row.split(separator: "\t").compactMap { Int($0) }
                try #require(f.count == 4, "\(name): \(row)")
                expected[f[0], default: []].append((f[1], f[2], f[3]))
            }
            let lines = try String(contentsOfFile: StyleRepo.path(sample), encoding: .utf8)
                .trimmingCharacters(in: .newlines)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let font = try ShapingFont(contentsOfFile: fontPath, index: faceIndex)
            let stack = FontStack(font)
            let size = 17.0
            for (number, original) in lines.enumerated() {
                let line = try #require(shapedText[number], "\(name) has no text for line \(number)")
                // Only precomposed letters the font lacks are dropped (see the script), never most of a line.
                #expect(line.unicodeScalars.count * 10 >= original.unicodeScalars.count * 8, "\(name) line \(number)")
                let reference = try #require(expected[number], "\(name) has no line \(number)")
                let scalars = Array(line.unicodeScalars)
                // HarfBuzz deletes a default-ignorable character (U+FE0F after an emoji) that it
                // does not draw as a zero-width space; Typeset keeps a glyph with no advance in
                // its cluster. Such glyphs must have no advance and are left out of the pairing.
                let theirClusters = Set(reference.map(\.cluster))
                func deletedByHarfBuzz(_ g: ShapedGlyph) -> Bool {
                    g.cluster < scalars.count && Shaper.isDefaultIgnorable(scalars[g.cluster].value) && !theirClusters.contains(g.cluster)
                }
                var glyphs = Shaper.shape(line, stack: stack, options: ShapingOptions(pointSize: size))
                var unkerned = Shaper.shape(line, stack: stack, options: ShapingOptions(pointSize: size, kerning: false))
                for g in glyphs where deletedByHarfBuzz(g) { #expect(g.advance == 0, "\(name) line \(number) cluster \(g.cluster)") }
                glyphs.removeAll(where: deletedByHarfBuzz)
                unkerned.removeAll(where: deletedByHarfBuzz)
                #expect(glyphs.count == reference.count, "\(name) line \(number): \(glyphs.count) glyphs vs HarfBuzz \(reference.count)")
                for (ours, (theirs, plain)) in zip(glyphs, zip(reference, unkerned)) {
                    let theirAdvance = Double(theirs.advance) * size / font.unitsPerEm
                    #expect(ours.cluster == theirs.cluster, "\(name) line \(number)")
                    #expect(ours.glyph.index == theirs.glyph || Shaper.isDefaultIgnorable(line.unicodeScalars[line.unicodeScalars.index(line.unicodeScalars.startIndex, offsetBy: ours.cluster)].value),
                            "\(name) line \(number) cluster \(ours.cluster): glyph \(ours.glyph) vs HarfBuzz \(theirs.glyph)")
                    #expect(abs(ours.advance - theirAdvance) < 0.001,
                            "\(name) line \(number) cluster \(ours.cluster): \(ours.advance) vs HarfBuzz \(theirAdvance)")
                    if abs(plain.advance - ours.advance) > 1e-9 { kerned += 1 }
                    if sample.hasSuffix("emoji.txt"), ours.glyph != 0, ours.advance > 17 { emoji += 1 }
                    checked += 1
                }
            }
        }
        #expect(checked > 2000)
        // Emoji presentation: every emoji of the sample is a glyph of the emoji font, wider than an em.
        #expect(emoji >= 26)
        // The sample has kerning pairs: a comparison without kerning would not be a test of it.
        #expect(kerned > 50)
    }

    @Test func letterSpacingIsAddedAfterEveryGlyph() throws {
        let font = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf"))
        let stack = FontStack(font)
        let plain = Shaper.shape("Tracking", stack: stack, options: ShapingOptions(pointSize: 20))
        let tracked = Shaper.shape("Tracking", stack: stack, options: ShapingOptions(pointSize: 20, letterSpacing: 1.5))
        for (a, b) in zip(plain, tracked) { #expect(abs(b.advance - a.advance - 1.5) < 1e-12) }
    }

    @Test func fallbackFontMeasuresChineseText() throws {
        let latin = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))
        let cjk = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc"), index: 1)
        let alone = Shaper.shape("行高 A", stack: FontStack(latin), options: ShapingOptions(pointSize: 10))
        let stacked = Shaper.shape("行高 A", stack: FontStack(latin, fallbacks: [cjk]), options: ShapingOptions(pointSize: 10))
        #expect(alone[0].glyph == 0)  // .notdef without a fallback
        #expect(stacked[0].font == 1 && stacked[1].font == 1 && stacked[2].font == 0)
        #expect(stacked[0].advance == 10)  // full-width ideograph: 1000/1000 em
    }
}
