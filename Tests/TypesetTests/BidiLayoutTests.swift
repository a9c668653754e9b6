import Testing
import Typeset
import TypesetShaping

/// Lines with right-to-left text: broken in logical order, shown in visual order (UAX #9 L1-L2),
/// right-to-left runs shaped right to left, natural alignment, carets, pictures.
@Suite struct BidiLayoutTests {
    static func stack() throws -> FontStack {
        FontStack(try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf")),
                  fallbacks: [try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf")),
                              try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"))])
    }

    /// A Hebrew word inside an English sentence: its letters right to left, the rest as written.
    @Test func hebrewInsideALeftToRightParagraph() throws {
        let typesetter = Typesetter(stack: try Self.stack(), pointSize: 17)
        // "Hello " 0-5, שלום 6-9, " world" 10-15.
        let line = try #require(typesetter.layout("Hello שלום world", width: 0).lines.first)
        #expect(!line.isRightToLeft && line.x == 0)
        #expect(line.glyphs.map(\.cluster) == [0, 1, 2, 3, 4, 5, 9, 8, 7, 6, 10, 11, 12, 13, 14, 15])
        let xs = line.glyphs.map(\.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(abs(xs.last! + line.glyphs.last!.advance - line.width) < 1e-9)
        // The Hebrew letters come from the Hebrew font, the rest from DejaVu Sans.
        #expect(line.glyphs.filter { (6..<10).contains($0.cluster) }.allSatisfy { $0.font == 1 })
        // Carets: a Hebrew letter's caret on its right edge; the word starts at its right end.
        let caret = { (offset: Int) in line.carets.first { $0.offset == offset }?.x ?? .nan }
        let shin = try #require(line.glyphs.first { $0.cluster == 6 })
        #expect(abs(caret(6) - (shin.x + shin.advance)) < 1e-9)
        #expect(caret(7) < caret(6) && caret(8) < caret(7) && caret(9) < caret(8))
        #expect(line.carets.map(\.offset) == Array(0...16))
    }

    /// A Hebrew paragraph: base level 1, the English word and the number kept left to right and
    /// placed to the left of the Hebrew, the line right-aligned (natural alignment).
    @Test func rightToLeftParagraphIsRightAligned() throws {
        let typesetter = Typesetter(stack: try Self.stack(), pointSize: 17)
        // שלום 0-3, " " 4, world 5-9, " " 10, 123 11-13 (W7: the digits follow "world", so L).
        let layout = typesetter.layout("שלום world 123", width: 300)
        let line = try #require(layout.lines.first)
        #expect(line.isRightToLeft)
        #expect(line.glyphs.map(\.cluster) == [5, 6, 7, 8, 9, 10, 11, 12, 13, 4, 3, 2, 1, 0])
        #expect(line.runs == [BidiRun(range: 5..<14, level: 2), BidiRun(range: 0..<5, level: 1)])
        #expect(abs(line.x - (300 - line.width)) < 1e-9)
        // The end of the line (after the last logical character) is at its left end.
        #expect(line.carets.last?.offset == 14 && line.carets.last?.x == 0)
        // Explicit alignment wins over the direction.
        let left = Typesetter(stack: try Self.stack(), pointSize: 17, alignment: .left).layout("שלום world 123", width: 300)
        #expect(left.lines.first?.x == 0)
    }

    /// Breaking works in logical order: the first line holds the first words; reordering does
    /// not change a line's width, and measuring equals laying out.
    @Test func linesBreakInLogicalOrder() throws {
        let typesetter = Typesetter(stack: try Self.stack(), pointSize: 17)
        let text = "אני אוהב לקרוא ספרים בערב, במיוחד ספרי היסטוריה ומדע."
        let layout = typesetter.layout(text, width: 120)
        #expect(layout.lines.count > 2)
        let scalars = Array(text.unicodeScalars)
        for line in layout.lines {
            #expect(line.isRightToLeft)
            let clusters = line.glyphs.map(\.cluster)
            // Every glyph's cluster is in the line's range; shown right to left.
            #expect(clusters.allSatisfy { line.range.contains($0) })
            #expect(clusters == clusters.sorted(by: >))
            let width = line.glyphs.reduce(0) { $0 + $1.advance }
            #expect(abs(width - line.width) < 1e-9)
            #expect(line.x >= 0 && line.x <= 120)
        }
        #expect(layout.lines.first?.range.lowerBound == 0)
        #expect(String(String.UnicodeScalarView(scalars[layout.lines[0].range])).hasPrefix("אני"))
        let measured = typesetter.measure(text, width: 120)
        #expect(measured.lineCount == layout.lines.count && measured.height == layout.height)
    }

    /// Brackets in a right-to-left run are drawn mirrored (Bidi_Mirroring_Glyph): the glyph of
    /// "(" shows ")".
    @Test func bracketsAreMirroredInRightToLeftRuns() throws {
        let typesetter = Typesetter(stack: try Self.stack(), pointSize: 17)
        let line = try #require(typesetter.layout("שלום (עולם)", width: 0).lines.first)
        let dejaVu = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))
        let open = try #require(line.glyphs.first { $0.cluster == 5 })
        let font = try #require(open.font == 0 ? dejaVu : nil)
        #expect(open.glyph == font.characterMap.glyph(for: 0x29))
    }

    /// Without right-to-left characters nothing changes: glyphs in logical order.
    @Test func leftToRightTextIsUnchanged() throws {
        let typesetter = Typesetter(stack: try Self.stack(), pointSize: 17)
        let line = try #require(typesetter.layout("Hello (world) 123", width: 0).lines.first)
        #expect(line.glyphs.map(\.cluster) == Array(0..<17) && !line.isRightToLeft)
        #expect(line.runs == [BidiRun(range: 0..<17, level: 0)])
    }
}
