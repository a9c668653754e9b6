import Foundation
import Testing
import Typeset
import TypesetFont
import TypesetShaping

/// Advances and kerning against HarfBuzz (Scripts/expectations_shaping.py): every glyph of the
/// multilingual sample in every fixture font, to 1/1000 pt at 17 pt, with the substitution and
/// mark features off and only `kern` on, as the script shapes it; the typesetter's shaping with
/// every default feature is compared in TypesetShapingTests (OTLExpectationTests).
@Suite struct ShapingTests {
    /// The features the expectations were shaped without (Scripts/expectations_shaping.py, OFF).
    static let off: [FeatureSetting] = ["liga", "clig", "calt", "ccmp", "locl", "rlig", "mark", "mkmk", "curs", "dist", "rclt",
                                        "abvm", "blwm", "dlig", "hlig", "frac", "numr", "dnom", "subs", "sups", "case", "c2sc",
                                        "smcp", "vert", "vrt2"].map { FeatureSetting(Tag($0), value: 0) }

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
                // HarfBuzz shaped each line as one run in the script it guessed (the first strong
                // one); the typesetter splits runs by script, which changes nothing here but the
                // language system kerning comes from, so the lines are shaped as that script.
                let script = line.unicodeScalars.lazy.map { UnicodeScript.of($0) }.first { !$0.isSpecial } ?? .latin
                let glyphs = Typesetter(stack: stack, pointSize: size, features: ShapingTests.off, script: script).shapedGlyphs(line)
                let unkerned = Typesetter(stack: stack, pointSize: size, kerning: false, features: ShapingTests.off, script: script)
                    .shapedGlyphs(line)
                #expect(glyphs.count == reference.count, "\(name) line \(number): \(glyphs.count) glyphs vs HarfBuzz \(reference.count)")
                for (ours, (theirs, plain)) in zip(glyphs, zip(reference, unkerned)) {
                    let theirAdvance = Double(theirs.advance) * size / font.unitsPerEm
                    #expect(ours.cluster == theirs.cluster, "\(name) line \(number)")
                    #expect(ours.glyph.index == theirs.glyph, "\(name) line \(number) cluster \(ours.cluster): glyph \(ours.glyph) vs HarfBuzz \(theirs.glyph)")
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

    @Test func letterSpacingIsAddedAfterEveryCluster() throws {
        let font = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf"))
        let stack = FontStack(font)
        let plain = Typesetter(stack: stack, pointSize: 20).shapedGlyphs("Tracking")
        let tracked = Typesetter(stack: stack, pointSize: 20, letterSpacing: 1.5).shapedGlyphs("Tracking")
        #expect(plain.count == 8)
        for (a, b) in zip(plain, tracked) { #expect(abs(b.advance - a.advance - 1.5) < 1e-12) }
    }

    /// UIKit's `.kern` keeps ligatures and spaces glyph clusters, so a ligature gets the letter
    /// spacing once (Documentation/Shaping.md, "Letter spacing").
    @Test func letterSpacingKeepsLigatures() throws {
        let font = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/Lato-Regular-subset.ttf"))
        let plain = Typesetter(stack: FontStack(font), pointSize: 20).shapedGlyphs("office")
        let tracked = Typesetter(stack: FontStack(font), pointSize: 20, letterSpacing: 2).shapedGlyphs("office")
        #expect(plain.count == 4 && tracked.count == 4)  // o, ffi, c, e
        let total = { (glyphs: [PositionedGlyph]) in glyphs.reduce(0) { $0 + $1.advance } }
        #expect(abs(total(tracked) - total(plain) - 4 * 2) < 1e-9)
    }

    @Test func fallbackFontMeasuresChineseText() throws {
        let latin = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))
        let cjk = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc"), index: 1)
        let alone = Typesetter(stack: FontStack(latin), pointSize: 10).shapedGlyphs("行高 A")
        let stacked = Typesetter(stack: FontStack(latin, fallbacks: [cjk]), pointSize: 10).shapedGlyphs("行高 A")
        #expect(alone[0].glyph == 0)  // .notdef without a fallback
        #expect(stacked[0].font == 1 && stacked[1].font == 1 && stacked[2].font == 0)
        #expect(stacked[0].advance == 10)  // full-width ideograph: 1000/1000 em
    }
}
