import Testing
import TypesetFont
@testable import TypesetRender

@Suite("Paths, transforms and flattening")
struct RenderPathTests {
    @Test("Affine composition and the font-to-pixel transform")
    func affine() {
        let t = Affine.fontToPixels(unitsPerEm: 2048, pixelsPerEm: 32, origin: Point(x: 10.5, y: 40.25))
        let p = t.apply(Point(x: 1024, y: 1434))  // half an em across, 0.7 em up
        #expect(p.x == 26.5)
        #expect(abs(p.y - (40.25 - 1434.0 / 64)) < 1e-12)
        let composed = Affine.scale(2).then(.translation(x: 3, y: -1))
        #expect(composed.apply(Point(x: 1, y: 1)) == Point(x: 5, y: 1))
        #expect(Affine.scale(x: 2, y: 3).translated(x: 1, y: 1).apply(Point(x: 1, y: 1)) == Point(x: 3, y: 4))
        #expect(Affine.identity.then(t) == t)
        #expect(Affine.fontToPixels(unitsPerEm: 0, pixelsPerEm: 12, origin: Point(x: 1, y: 2)).apply(Point(x: 99, y: 99)) == Point(x: 1, y: 2))
    }

    /// Distance from `p` to the segment a–b.
    func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        let t = len2 == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
        let qx = a.x + t * dx - p.x, qy = a.y + t * dy - p.y
        return (qx * qx + qy * qy).squareRoot()
    }

    @Test("Tolerance flattening keeps every chord within the tolerance of the curve", arguments: [0.1, 0.01, 0.5])
    func tolerance(tol: Double) {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53) * 60
        }
        for _ in 0..<200 {
            let p0 = Point(x: random(), y: random()), p1 = Point(x: random(), y: random())
            let p2 = Point(x: random(), y: random()), p3 = Point(x: random(), y: random())
            var chords = [p0]
            Flattening.cubic(p0, p1, p2, p3, tolerance: tol) { chords.append($0) }
            let n = chords.count - 1
            #expect(n >= 1 && n <= Flattening.maxSegments)
            // Chord i spans parameters [i/n, (i+1)/n]; sample the curve inside each.
            for i in 0..<n {
                for k in 1..<8 {
                    let t = (Double(i) + Double(k) / 8) / Double(n), u = 1 - t
                    let c = Point(
                        x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                        y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
                    #expect(distance(c, chords[i], chords[i + 1]) <= tol * 1.0001)
                }
            }
            var q = [p0]
            Flattening.quad(p0, p1, p2, tolerance: tol) { q.append($0) }
            for i in 0..<(q.count - 1) {
                let t = (Double(i) + 0.5) / Double(q.count - 1), u = 1 - t
                let c = Point(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
                #expect(distance(c, q[i], q[i + 1]) <= tol * 1.0001)
            }
        }
    }

    @Test("FreeType's rules: conic chord count is a power of two; cubic chords end at the curve's end")
    func freeTypeRules() {
        // |p0 − 2p1 + p2| = 0.25 px → one chord; just above → two; 4× more → four.
        #expect(Flattening.freeTypeQuadSegments(Point(x: 0, y: 0), Point(x: 1, y: -0.125), Point(x: 2, y: 0)) == 1)
        #expect(Flattening.freeTypeQuadSegments(Point(x: 0, y: 0), Point(x: 1, y: -0.13), Point(x: 2, y: 0)) == 2)
        #expect(Flattening.freeTypeQuadSegments(Point(x: 0, y: 0), Point(x: 1, y: -2), Point(x: 2, y: 0)) == 4)
        var last = Point(x: 0, y: 0), count = 0
        Flattening.freeTypeCubic(Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 0), height: 20) { last = $0; count += 1 }
        #expect(last == Point(x: 10, y: 0))
        #expect(count > 4 && count <= 1 << Flattening.maxCubicDepth)
        // A straight cubic is not split.
        count = 0
        Flattening.freeTypeCubic(Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 3, y: 3), height: 5) { _ in count += 1 }
        #expect(count == 1)
    }

    @Test("RenderPath replays, transforms and reports its control box")
    func renderPath() {
        var glyph = GlyphPath()
        glyph.move(to: Point(x: 0, y: 0)); glyph.quad(to: Point(x: 100, y: 0), control: Point(x: 50, y: 200)); glyph.close()
        let path = RenderPath(glyph, transform: .fontToPixels(unitsPerEm: 100, pixelsPerEm: 10, origin: Point(x: 5, y: 30)))
        #expect(path.elements == [.move(Point(x: 5, y: 30)), .quad(Point(x: 10, y: 10), Point(x: 15, y: 30)), .close])
        #expect(path.controlBox == Bounds(xMin: 5, yMin: 10, xMax: 15, yMax: 30))
        var copy = RenderPath()
        path.replay(into: &copy)
        #expect(copy == path)
        var sink = TransformingSink(base: RenderPath(), transform: .fontToPixels(unitsPerEm: 100, pixelsPerEm: 10, origin: Point(x: 5, y: 30)))
        glyph.replay(into: &sink)
        #expect(sink.base == path)
    }
}
