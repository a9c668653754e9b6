import Foundation
import Testing
import Typeset
import TypesetShaping

/// A line that ends inside shaped text (a ligature, or glyphs shaped in each other's context)
/// is shaped again on each side of the break, so its width and glyphs are those of the line's
/// text shaped on its own — what Pango does, and what an iPhone draws for that line.
@Suite struct ReshapingTests {
    static func inter() throws -> FontStack {
        FontStack(try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
    }

    /// Inter's `calt` draws "->" as one arrow; UAX #14 allows a break after the hyphen.
    @Test func breakInsideALigatureReshapesBothSides() throws {
        let typesetter = Typesetter(stack: try Self.inter(), pointSize: 20)
        let text = "aaaa->bbbb"
        let whole = typesetter.shapedGlyphs(text)
        #expect(whole.count == 9)  // the arrow is one glyph for "->"
        let layout = typesetter.layout(text, width: 80)
        let lines = LayoutTests.lines(layout, text)
        #expect(lines == ["aaaa-", ">bbbb"])
        for (line, laid) in zip(lines, layout.lines) {
            let alone = typesetter.shapedGlyphs(line)
            let width = alone.reduce(0) { $0 + $1.advance }
            #expect(abs(laid.width - width) < 1e-9, "\(line): \(laid.width) vs \(width)")
            #expect(laid.glyphs.map(\.glyph) == alone.map(\.glyph), "\(line)")
        }
        // Without the break, the arrow stays.
        let unbroken = typesetter.layout(text, width: 300)
        #expect(unbroken.lines.count == 1 && unbroken.lines[0].glyphs.map(\.glyph) == whole.map(\.glyph))
    }

    /// Every line of the paragraph corpus in every fixture font is as wide as its text shaped
    /// alone (the engine reshapes only where it must, so this checks it finds every such place).
    @Test(arguments: ["Fixtures/fonts/Inter-Regular-subset.otf", "Fixtures/fonts/Lato-Regular-subset.ttf",
                      "Fixtures/fonts/DejaVuSans-subset.ttf"])
    func linesAreAsWideAsTheirTextShapedAlone(_ font: String) throws {
        let stack = FontStack(try ShapingFont(contentsOfFile: StyleRepo.path(font)),
                              fallbacks: [try ShapingFont(contentsOfFile: LayoutTests.noto, index: 1)])
        let typesetter = Typesetter(stack: stack, pointSize: 17, lineHeight: 24)
        var checked = 0
        for name in ["en", "de", "fr", "mixed"] {
            let text = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8)
            for width in [120.0, 200, 320] {
                let layout = typesetter.layout(text, width: width)
                for (line, laid) in zip(LayoutTests.lines(layout, text), layout.lines) where !laid.isTruncated {
                    let alone = typesetter.shapedGlyphs(line).reduce(0) { $0 + $1.advance }
                    #expect(abs(laid.width - alone) < 1e-6, "\(font) \(name) \(width): '\(line)' \(laid.width) vs \(alone)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    /// The Hindi, Bengali and Tamil paragraphs (Indic shaper: syllables, reordering, conjuncts
    /// across the run) in their Noto Sans fixtures: every line as wide as its text shaped alone.
    @Test(arguments: [("hi", "Fixtures/fonts/NotoSansDevanagari-Regular-subset.ttf"), ("bn", "Fixtures/fonts/NotoSansBengali-Regular-subset.ttf"),
                      ("ta", "Fixtures/fonts/NotoSansTamil-Regular-subset.ttf")])
    func indicLinesAreAsWideAsTheirTextShapedAlone(_ name: String, _ font: String) throws {
        let typesetter = Typesetter(stack: FontStack(try ShapingFont(contentsOfFile: StyleRepo.path(font))), pointSize: 17, lineHeight: 24)
        let text = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        var checked = 0
        for width in [90.0, 120, 200, 320] {
            let layout = typesetter.layout(text, width: width)
            for (line, laid) in zip(LayoutTests.lines(layout, text), layout.lines) where !laid.isTruncated {
                let alone = typesetter.shapedGlyphs(line).reduce(0) { $0 + $1.advance }
                #expect(abs(laid.width - alone) < 1e-6, "\(name) \(width): '\(line)' \(laid.width) vs \(alone)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// The mixed right-to-left and left-to-right paragraphs (Arabic and Hebrew with English
    /// words, numbers, addresses and brackets; English with Arabic and Hebrew names) in the
    /// stacks the Pango comparison uses: every line as wide as its text shaped alone in the
    /// paragraph's direction (runs split by embedding level and font, each shaped in its own
    /// direction, Arabic joined up to the line's end).
    @Test(arguments: [("ar-mixed", ["NotoSansArabic", "DejaVuSans"], BidiParagraph.Direction.rightToLeft),
                      ("he-mixed", ["NotoSansHebrew", "DejaVuSans"], .rightToLeft),
                      ("en-rtl", ["DejaVuSans", "NotoSansArabic", "NotoSansHebrew"], .leftToRight)])
    func mixedDirectionLinesAreAsWideAsTheirTextShapedAlone(_ name: String, _ fonts: [String], _ direction: BidiParagraph.Direction) throws {
        let faces = try fonts.map { stem in
            try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/\(stem)\(stem.hasPrefix("Noto") ? "-Regular" : "")-subset.ttf"))
        }
        let stack = FontStack(faces[0], fallbacks: Array(faces.dropFirst()))
        let typesetter = Typesetter(stack: stack, pointSize: 17, lineHeight: 24, paragraphDirection: direction)
        let text = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(name).txt"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        var checked = 0
        for width in [90.0, 120, 200, 320] {
            let layout = typesetter.layout(text, width: width)
            for (line, laid) in zip(LayoutTests.lines(layout, text), layout.lines) where !laid.isTruncated {
                let alone = typesetter.shapedGlyphs(line).reduce(0) { $0 + $1.advance }
                #expect(abs(laid.width - alone) < 1e-6, "\(name) \(width): '\(line)' \(laid.width) vs \(alone)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }
}

/// Carets stand between graphemes, never inside one, and inside ligatures.
@Suite struct CaretTests {
    @Test func caretsSplitLigaturesAndKeepMarksWithTheirBase() throws {
        let lato = FontStack(try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/Lato-Regular-subset.ttf")))
        let typesetter = Typesetter(stack: lato, pointSize: 20)
        // "office": o, ffi (one glyph, three letters), c, e.
        let line = try #require(typesetter.layout("office", width: 0).lines.first)
        #expect(line.glyphs.count == 4)
        #expect(line.carets.map(\.offset) == [0, 1, 2, 3, 4, 5, 6])
        let xs = line.carets.map(\.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(abs(xs[6] - line.width) < 1e-9)
        // Inside the ffi ligature, at its ligature carets or equal thirds of it.
        let ligature = line.glyphs[1]
        #expect(xs[2] > ligature.x && xs[3] < ligature.x + ligature.advance)
        // A decomposed accent stays with its letter: no caret between them.
        let accented = try #require(typesetter.layout("e\u{0301}a", width: 0).lines.first)
        #expect(accented.carets.map(\.offset) == [0, 2, 3])
    }
}
