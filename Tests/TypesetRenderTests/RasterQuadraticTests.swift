import Testing
import TypesetFont
@testable import TypesetRender

/// Quadratics inside the grid are flattened in integers, FreeType's way (`gray_render_conic`):
/// 2ˢ uniform chords whose ends are the exact curve points rounded down in 1/256 px, y up.
/// These tests compute those points independently, from the Bernstein form in exact integer
/// arithmetic, and check that drawing them as lines gives byte-identical coverage.
@Suite("Rasterizer quadratics")
struct RasterQuadraticTests {
    /// FreeType's chord count for a quadratic with second difference `a` (1/256 px): 1 when
    /// `|a| ≤ 64` (¼ px), else quarter `|a|` until it is at most 64, doubling the count.
    static func chordCount(_ ax: Int, _ ay: Int) -> Int {
        var d = max(abs(ax), abs(ay))
        if d <= 64 { return 1 }
        var n = 1
        repeat { d /= 4; n *= 2 } while d > 64 && n < 256
        return n
    }

    /// `⌊v / d⌋` for `d > 0`.
    static func floorDiv(_ v: Int, _ d: Int) -> Int { v >= 0 ? v / d : -((-v + d - 1) / d) }

    /// The chord ends (device pixels, y down) of the quadratic `p0`, `p1`, `p2` (device pixels
    /// on the 1/256 grid) in a grid `height` pixels high.
    static func chordEnds(_ p0: Point, _ p1: Point, _ p2: Point, height: Int) -> [Point] {
        func ix(_ v: Double) -> Int { Int((v * 256).rounded()) }
        func iy(_ v: Double) -> Int { Int(((Double(height) - v) * 256).rounded()) }
        let x = [ix(p0.x), ix(p1.x), ix(p2.x)], y = [iy(p0.y), iy(p1.y), iy(p2.y)]
        let n = chordCount(x[0] - 2 * x[1] + x[2], y[0] - 2 * y[1] + y[2])
        var out: [Point] = []
        for i in 1...n {
            if i == n { out.append(p2); break }
            // P(i/n)·n² = (n−i)²·P0 + 2i(n−i)·P1 + i²·P2, exactly.
            let w0 = (n - i) * (n - i), w1 = 2 * i * (n - i), w2 = i * i
            let fx = floorDiv(w0 * x[0] + w1 * x[1] + w2 * x[2], n * n)
            let fy = floorDiv(w0 * y[0] + w1 * y[1] + w2 * y[2], n * n)
            out.append(Point(x: Double(fx) / 256, y: Double(height) - Double(fy) / 256))
        }
        return out
    }

    @Test("Quadratic chords are FreeType's exact points rounded down", arguments: [
        // (start, control, end) in pixels on the 1/64 grid, as 26.6 outlines give them.
        (Point(x: 1, y: 30), Point(x: 2.015625, y: 1.5), Point(x: 30.984375, y: 29.25)),
        (Point(x: 15.5, y: 2), Point(x: 31, y: 2.046875), Point(x: 31, y: 16.5)),
        (Point(x: 3.25, y: 16), Point(x: 3.28125, y: 16.5), Point(x: 3.75, y: 17.125)),
        (Point(x: 30, y: 31), Point(x: 0.5, y: 0.5), Point(x: 31.5, y: 1)),
        (Point(x: 0, y: 0), Point(x: 32, y: 32), Point(x: 0, y: 32)),
    ])
    func chords(_ curve: (Point, Point, Point)) {
        let (p0, p1, p2) = curve
        let size = 32
        let r = Rasterizer()
        r.reset(width: size, height: size)
        r.move(to: p0)
        r.quad(to: p2, control: p1)
        r.line(to: Point(x: p0.x, y: p2.y))
        let ours = r.makeBitmap()
        r.reset(width: size, height: size)
        r.move(to: p0)
        let ends = Self.chordEnds(p0, p1, p2, height: size)
        for p in ends { r.line(to: p) }
        r.line(to: Point(x: p0.x, y: p2.y))
        let expected = r.makeBitmap()
        #expect(ends.count > 1 || curve.0.x == 3.25, "the cases mostly need several chords")
        #expect(ours.pixels == expected.pixels)
        #expect(ours.pixels.contains { $0 > 0 })
    }
}
