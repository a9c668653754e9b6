import Foundation
import Testing
import Typeset
import TypesetShaping

/// A full layout holds its glyphs and carets once: every line is a range of the layout's one
/// glyph store and one caret store (``LineSlice``). These tests check that the lines read from
/// the stores are the lines the engine means: each line's glyphs are those of its text, its pen
/// positions added up from the line's start, its carets at its clusters, and a layout kept
/// while the same buffers lay out more text stays as it was.
@Suite struct LineStoreTests {
    static let fonts = ["Fixtures/fonts/Inter-Regular-subset.otf", "Fixtures/fonts/Lato-Regular-subset.ttf",
                        "Fixtures/fonts/DejaVuSans-subset.ttf"]

    static func typesetter(_ font: String) throws -> Typesetter {
        let stack = FontStack(try ShapingFont(contentsOfFile: StyleRepo.path(font)),
                              fallbacks: [try ShapingFont(contentsOfFile: LayoutTests.noto, index: 1)])
        return Typesetter(stack: stack, pointSize: 17, lineHeight: 24)
    }

    static func paragraphs() throws -> [String] {
        try ["en", "de", "fr", "zh", "ja", "mixed"].map {
            try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\($0).txt"), encoding: .utf8)
        }
    }

    /// The address of the array a slice is a range of.
    static func address<T>(_ slice: LineSlice<T>) -> UnsafeRawPointer? {
        slice.store.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test(arguments: fonts)
    func linesAreRangesOfOneStore(_ font: String) throws {
        let typesetter = try Self.typesetter(font)
        var buffers = LayoutBuffers()
        var lines = 0, shared = 0
        for text in try Self.paragraphs() {
            for width in [90.0, 200, 320] {
                for maxLines in [0, 3] {
                    let layout = typesetter.layout(text, width: width, maxLines: maxLines, buffers: &buffers)
                    let fresh = typesetter.layout(text, width: width, maxLines: maxLines)
                    #expect(layout == fresh, "\(text.prefix(12)) in \(width)")
                    let stores = Set(layout.lines.filter { !$0.glyphs.isEmpty }.compactMap { Self.address($0.glyphs) })
                    #expect(stores.count <= 1, "one glyph store for the whole layout")
                    #expect(Set(layout.lines.compactMap { Self.address($0.carets) }).count <= 1, "one caret store")
                    for line in layout.lines {
                        lines += 1
                        if !line.glyphs.isEmpty, line.glyphs.storeRange.count < line.glyphs.store.count { shared += 1 }
                        // Pen positions added up from the line's start, in the order shown.
                        var pen = 0.0
                        for glyph in line.glyphs {
                            #expect(glyph.x == pen)
                            pen += glyph.advance
                        }
                        // The line's glyphs are its text's: clusters inside the line (the
                        // ellipsis of a cut line stands at its end), and as wide as the line
                        // (a cut line's width counts its ellipsis).
                        #expect(line.glyphs.allSatisfy { line.range.contains($0.cluster) || (line.isTruncated && $0.cluster == line.range.upperBound) })
                        #expect(abs(pen - line.width) < 1e-9, "\(line.range): \(pen) vs \(line.width)")
                        // Carets in order of offset, from the line's start to its end.
                        let offsets = line.carets.map(\.offset)
                        #expect(offsets.first == line.range.lowerBound || line.range.isEmpty)
                        #expect(offsets.last == line.range.upperBound)
                        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
                        // Left to right, each cluster's caret at its first glyph's pen position.
                        if !line.isRightToLeft {
                            for caret in line.carets.dropLast() {
                                if let glyph = line.glyphs.first(where: { $0.cluster == caret.offset }) { #expect(caret.x == glyph.x) }
                            }
                        }
                    }
                }
            }
        }
        // Most lines show the paragraph's glyphs in place (the store is the paragraph's).
        #expect(lines > 200 && shared * 2 > lines)
    }

    /// Carets are found the first time a line's are read, for all the lines at once: read from
    /// many tasks at the same time they come out the same, and equal to those of the layout
    /// laid out again and read on one thread.
    @Test func caretsReadConcurrentlyAgree() async throws {
        let typesetter = try Self.typesetter(Self.fonts[1])
        let text = try Self.paragraphs()[0]
        let layout = typesetter.layout(text, width: 200)
        let expected = typesetter.layout(text, width: 200).lines.map { Array($0.carets) }
        #expect(expected.count > 3 && expected.allSatisfy { !$0.isEmpty })
        let results = await withTaskGroup(of: [[Caret]].self) { group in
            for index in 0..<8 {
                group.addTask {
                    // Each task starts at another line, so the first read races.
                    let order = layout.lines.indices.map { ($0 + index) % layout.lines.count }
                    var carets = [[Caret]](repeating: [], count: layout.lines.count)
                    for line in order { carets[line] = Array(layout.lines[line].carets) }
                    return carets
                }
            }
            var all: [[[Caret]]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
        // Lines without glyphs have no carets.
        var buffers = LayoutBuffers()
        #expect(typesetter.layoutLines(text, width: 200, buffers: &buffers).lines.allSatisfy { $0.carets.isEmpty })
    }

    /// A line of a right-to-left paragraph, a line cut with an ellipsis and a line whose end was
    /// shaped again have glyphs of their own in the same store.
    @Test func linesWithTheirOwnGlyphsShareTheStore() throws {
        let typesetter = try Self.typesetter("Fixtures/fonts/Inter-Regular-subset.otf")
        let arrows = typesetter.layout("aaaa->bbbb cccc dddd eeee", width: 80, maxLines: 2)
        #expect(arrows.lines.count == 2 && arrows.lines[1].isTruncated)
        #expect(Set(arrows.lines.compactMap { Self.address($0.glyphs) }).count == 1)
        #expect(arrows.lines[0].glyphs.map(\.glyph) == typesetter.shapedGlyphs("aaaa-").map(\.glyph))
        #expect(arrows.lines[1].glyphs.last?.glyph == typesetter.shapedGlyphs("…").last?.glyph)
    }

    /// The store is handed to the layout: laying more text out with the same buffers leaves a
    /// layout that was kept as it was.
    @Test func keptLayoutsOutliveTheirBuffers() throws {
        let typesetter = try Self.typesetter("Fixtures/fonts/DejaVuSans-subset.ttf")
        let texts = try Self.paragraphs()
        var buffers = LayoutBuffers()
        let kept = texts.map { typesetter.layout($0, width: 200, buffers: &buffers) }
        for (text, layout) in zip(texts, kept) {
            #expect(layout == typesetter.layout(text, width: 200))
            #expect(layout.lines.allSatisfy { !$0.glyphs.isEmpty || $0.range.isEmpty })
        }
    }

    @Test func slicesCompareByElements() {
        let store = [Caret(offset: 0, x: 0), Caret(offset: 1, x: 5), Caret(offset: 2, x: 9)]
        let slice = LineCarets(store: store, range: 1..<3)
        #expect(slice == LineCarets([Caret(offset: 1, x: 5), Caret(offset: 2, x: 9)]))
        #expect(slice.hashValue == LineCarets(Array(store[1...])).hashValue)
        #expect(slice.count == 2 && slice[0].offset == 1 && slice.last?.offset == 2)
        #expect(LineCarets(store: store, range: 2..<9).count == 1)
        #expect(slice.withUnsafeBufferPointer { $0.map(\.x) } == [5, 9])
    }
}
