import Testing
@testable import TypesetFont

/// Every element a sink receives, as a ``PathElement``. Declared in this test module, so
/// `outline(glyph:into:)` reaches it the way it reaches any caller's sink: the glyph decoded
/// in TypesetFont, replayed by code compiled here.
private struct ElementSink: OutlineSink {
    var elements: [PathElement] = []
    mutating func move(to point: Point) { elements.append(.move(point)) }
    mutating func line(to point: Point) { elements.append(.line(point)) }
    mutating func quad(to point: Point, control: Point) { elements.append(.quad(control, point)) }
    mutating func cubic(to point: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1, control2, point))
    }
    mutating func close() { elements.append(.close) }
}

/// ``CFFPathBuffer``: a charstring run once into the outliner's buffer and replayed to a caller's
/// sink gives exactly what the charstring sends when run straight into a path.
@Suite("CFF outlines replayed to any sink")
struct CFFPathBufferTests {
    static let fonts = [("Fixtures/fonts/Inter-Regular-subset.otf", 0), ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 0),
                        ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 1), ("Fixtures/fonts/OutlineTest-CFF.otf", 0)]

    @Test("Every glyph: the replayed elements equal the path run straight from the charstring",
          arguments: fonts)
    func replayEqualsDirectRun(file: String, index: Int) throws {
        let face = try FontFace(data: FontData(contentsOfFile: Repo.path(file)), index: index)
        #expect(face.outlineFormat == .cff)
        var outliner = try face.outliner()
        var largest = 0
        for glyph in GlyphID(0)..<GlyphID(truncatingIfNeeded: face.numGlyphs) {
            var direct = GlyphPath()
            try outliner.outline(glyph: glyph, into: &direct)
            var sink = ElementSink()
            try outliner.outline(glyph: glyph, into: &sink)
            #expect(sink.elements == direct.elements, "glyph \(glyph)")
            #expect(try outliner.controlBox(of: glyph) == direct.controlBox, "glyph \(glyph)")
            largest = max(largest, direct.elements.count)
        }
        // The buffer starts with room for one element and grows by doubling from 64: the CJK
        // glyphs make it grow more than once on the way.
        if file.contains("CJK") { #expect(largest > 64) }
    }

    /// Inter's subset with `glyph`'s charstring overwritten by: move, line, then a call of a
    /// global subroutine that does not exist.
    static func brokenInter() throws -> (FontFace, GlyphID) {
        let path = Repo.path("Fixtures/fonts/Inter-Regular-subset.otf")
        var bytes = try FontData(contentsOfFile: path).bytes(in: 0..<FontData(contentsOfFile: path).count)
        let face = try FontFace(data: FontData(bytes))
        let table = try face.directory.requiredTable("CFF ")
        let cff = try CFFTable(table)
        let program: [UInt8] = [139, 139, 21, 149, 149, 5, 28, 0x7F, 0xFF, 29]
        var chosen: GlyphID?
        for glyph in 1..<cff.glyphCount {
            let range = try cff.charStrings.range(of: glyph, in: table)
            if range.count >= program.count {
                for (k, byte) in program.enumerated() { bytes[table.start + range.lowerBound + k] = byte }
                chosen = GlyphID(truncatingIfNeeded: glyph)
                break
            }
        }
        let glyph = try #require(chosen)
        return (try FontFace(data: FontData(bytes)), glyph)
    }

    @Test("A charstring that fails sends nothing to the caller's sink, and the next glyph is whole")
    func failureSendsNothing() throws {
        let (face, broken) = try Self.brokenInter()
        var outliner = try face.outliner()
        // The charstring draws a move and a line before it fails: a path keeps what it held
        // before, and a caller's sink sees nothing.
        var direct = GlyphPath()
        direct.close()
        #expect(throws: FontError.self) { try outliner.outline(glyph: broken, into: &direct) }
        #expect(direct.elements == [.close])
        var sink = ElementSink()
        do {
            try outliner.outline(glyph: broken, into: &sink)
            Issue.record("glyph \(broken) should fail")
        } catch {
            #expect(error.table == "CFF ")
            #expect(error.reason == .invalidValue)
            #expect(error.detail.contains("global subroutine"))
        }
        #expect(sink.elements.isEmpty)
        #expect(throws: FontError.self) { try outliner.controlBox(of: broken) }
        // The buffer is ready for the next glyph.
        let other: GlyphID = broken == 1 ? 2 : 1
        var expected = GlyphPath()
        try outliner.outline(glyph: other, into: &expected)
        var after = ElementSink()
        try outliner.outline(glyph: other, into: &after)
        #expect(!after.elements.isEmpty && after.elements == expected.elements)
    }

    @Test("Copies of an outliner do not see each other's glyphs")
    func copiesAreIndependent() throws {
        let face = try FontFace(data: FontData(contentsOfFile: Repo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
        var first = try face.outliner()
        var a = ElementSink()
        try first.outline(glyph: 1, into: &a)
        var second = first
        var b = ElementSink()
        try second.outline(glyph: 2, into: &b)
        var c = ElementSink()
        first.cffPath.emit(into: &c)
        #expect(c.elements == a.elements)
        #expect(a.elements != b.elements)
    }
}
