import Testing
@testable import TypesetFont

/// ``ScaledOutlineRecorder``: the outline as a ``GlyphPath`` would hold it, every coordinate scaled
/// to 26.6 and rounded half away from zero, with its control box, its storage limits and its
/// range check.
@Suite("Outlines recorded in 26.6")
struct ScaledOutlineTests {
    /// The recorded elements, decoded back into verbs and points.
    static func elements(_ r: ScaledOutlineRecorder) -> [(ScaledOutlineRecorder.Verb, [Int])] {
        var out: [(ScaledOutlineRecorder.Verb, [Int])] = []
        r.forEach { verb, c in
            let n = [ScaledOutlineRecorder.Verb.move: 2, .line: 2, .quad: 4, .cubic: 6, .close: 0][verb] ?? 0
            out.append((verb, (0..<n).map { c[$0] }))
        }
        return out
    }

    /// `v` in 1/64 px, rounded half away from zero.
    static func round26(_ v: Double, _ factor: Double) -> Int {
        let s = v * factor
        return Int(s >= 0 ? s + 0.5 : s - 0.5)
    }

    @Test("Same elements as the path, scaled and rounded; the path's control box, scaled",
          arguments: ["Fixtures/fonts/Inter-Regular-subset.otf", "Fixtures/fonts/DejaVuSans-subset.ttf", "Fixtures/fonts/OutlineTest-CFF.otf"])
    func matchesPath(file: String) throws {
        let face = try FontFace(data: FontData(contentsOfFile: Repo.path(file)))
        var outliner = try face.outliner()
        let verbs = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
        let coordinates = UnsafeMutablePointer<Int>.allocate(capacity: 16384)
        defer { verbs.deallocate(); coordinates.deallocate() }
        var checked = 0
        for factor in [0.75 * 64 / 1000 * 12, 64.0 * 96 / 2048, 0.3] {
            for glyph in GlyphID(0)..<GlyphID(truncatingIfNeeded: min(face.numGlyphs, 200)) {
                let path = try outliner.path(for: glyph)
                var r = ScaledOutlineRecorder(factor: factor, verbs: verbs, verbCapacity: 4096,
                                              coordinates: coordinates, coordinateCapacity: 16384)
                try outliner.outline(glyph: glyph, into: &r)
                #expect(!r.overflowed && !r.outOfRange)
                let recorded = Self.elements(r)
                #expect(recorded.count == path.elements.count, "glyph \(glyph)")
                for (element, (verb, c)) in zip(path.elements, recorded) {
                    let expected: (ScaledOutlineRecorder.Verb, [Point])
                    switch element {
                    case .move(let p): expected = (.move, [p])
                    case .line(let p): expected = (.line, [p])
                    case .quad(let c, let p): expected = (.quad, [c, p])
                    case .cubic(let c1, let c2, let p): expected = (.cubic, [c1, c2, p])
                    case .close: expected = (.close, [])
                    }
                    #expect(verb == expected.0 && c == expected.1.flatMap { [Self.round26($0.x, factor), Self.round26($0.y, factor)] },
                            "glyph \(glyph): \(verb) \(c) vs \(element)")
                }
                if let box = path.controlBox {
                    #expect([r.xMin, r.yMin, r.xMax, r.yMax] == [box.xMin, box.yMin, box.xMax, box.yMax].map { Self.round26($0, factor) })
                    checked += 1
                } else {
                    #expect(r.xMin > r.xMax)
                }
            }
        }
        #expect(checked >= 15)
    }

    @Test("Storage too small: nothing written past it, and the counts it needs")
    func overflow() throws {
        let face = try FontFace(data: FontData(contentsOfFile: Repo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
        var outliner = try face.outliner()
        // Guard slots after the small capacities must stay untouched.
        let verbs = UnsafeMutablePointer<UInt8>.allocate(capacity: 8)
        let coordinates = UnsafeMutablePointer<Int>.allocate(capacity: 8)
        defer { verbs.deallocate(); coordinates.deallocate() }
        let big = UnsafeMutablePointer<Int>.allocate(capacity: 16384), bigVerbs = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
        defer { big.deallocate(); bigVerbs.deallocate() }
        var overflowed = 0
        for glyph in GlyphID(1)..<GlyphID(truncatingIfNeeded: min(face.numGlyphs, 60)) {
            verbs.initialize(repeating: 0xAB, count: 8)
            coordinates.initialize(repeating: -7, count: 8)
            var small = ScaledOutlineRecorder(factor: 1, verbs: verbs, verbCapacity: 3, coordinates: coordinates, coordinateCapacity: 5)
            try outliner.outline(glyph: glyph, into: &small)
            var full = ScaledOutlineRecorder(factor: 1, verbs: bigVerbs, verbCapacity: 4096, coordinates: big, coordinateCapacity: 16384)
            try outliner.outline(glyph: glyph, into: &full)
            #expect(small.verbCount == full.verbCount && small.coordinateCount == full.coordinateCount)
            #expect(small.overflowed == (full.verbCount > 3 || full.coordinateCount > 5))
            #expect((3..<8).allSatisfy { verbs[$0] == 0xAB } && (4..<8).allSatisfy { coordinates[$0] == -7 })
            if small.overflowed { overflowed += 1 }
        }
        #expect(overflowed > 20)
    }

    @Test("Scaled coordinates beyond 10¹⁵ or not a number are out of range")
    func outOfRange() throws {
        let face = try FontFace(data: FontData(contentsOfFile: Repo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
        var outliner = try face.outliner()
        let verbs = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096), coordinates = UnsafeMutablePointer<Int>.allocate(capacity: 16384)
        defer { verbs.deallocate(); coordinates.deallocate() }
        var glyph = GlyphID(1)
        while try outliner.controlBox(of: glyph) == nil { glyph = glyph.advanced(by: 1) }
        for (factor, expected) in [(1e9, false), (1e14, true), (Double.nan, true), (Double.infinity, true)] {
            var r = ScaledOutlineRecorder(factor: factor, verbs: verbs, verbCapacity: 4096, coordinates: coordinates, coordinateCapacity: 16384)
            try outliner.outline(glyph: glyph, into: &r)
            #expect(r.outOfRange == expected, "factor \(factor)")
        }
    }
}
