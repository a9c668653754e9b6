import Foundation
import Testing
import TypesetFont
@testable import TypesetRender

@Suite("Rasterizer")
struct RasterizerTests {
    /// Largest difference (in levels of 255) from exact coverage for shapes whose corners are
    /// not on the 1/256 px grid: as FreeType does, the rasterizer rounds end points to 1/256 px
    /// and cell-border crossings to its 1/256 px rule (each worth up to about half a level on a
    /// pixel), on top of the one level of FreeType's byte quantization.
    static let offGridTolerance = 2.0

    /// Exact per-pixel overlap of an axis-aligned rectangle.
    func rectangleExpectation(x0: Double, y0: Double, x1: Double, y1: Double, width: Int, height: Int) -> [Double] {
        var out = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            let oy = max(0, min(y1, Double(y + 1)) - max(y0, Double(y)))
            for x in 0..<width {
                let ox = max(0, min(x1, Double(x + 1)) - max(x0, Double(x)))
                out[y * width + x] = ox * oy * 255
            }
        }
        return out
    }

    @Test("Rectangles at fractional offsets cover each pixel by their exact overlap")
    func fractionalRectangles() {
        let r = Rasterizer()
        let cases: [(Double, Double, Double, Double)] = [
            (1, 1, 5, 4), (0.25, 0.5, 3.75, 2.125), (2.3, 1.7, 2.9, 6.2), (0.1, 0.1, 0.2, 0.2),
            (1.5, 0.75, 7.33, 5.01), (3.999, 2.001, 8.5, 9.75),
        ]
        for (x0, y0, x1, y1) in cases {
            for clockwise in [true, false] {
                r.reset(width: 10, height: 10)
                let pts = clockwise
                    ? [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
                    : [Point(x: x0, y: y0), Point(x: x0, y: y1), Point(x: x1, y: y1), Point(x: x1, y: y0)]
                let bitmap = r.polygon(pts, width: 10, height: 10)
                let expected = rectangleExpectation(x0: x0, y0: y0, x1: x1, y1: y1, width: 10, height: 10)
                // Coverage bytes are quantized as FreeType does (⌊256·A⌋ capped at 255, or
                // ⌈256·A⌉ − 1 for the other orientation), within one level of 255·A; corners
                // such as 0.1 px are rounded to 1/256 px first.
                #expect(maxDifference(bitmap, expected) <= Self.offGridTolerance, "rect \(x0) \(y0) \(x1) \(y1) cw=\(clockwise)")
            }
        }
    }

    @Test("Triangles and slanted polygons match exact pixel areas")
    func triangles() {
        let r = Rasterizer()
        let shapes: [[Point]] = [
            [Point(x: 0.5, y: 0.5), Point(x: 9.3, y: 2.2), Point(x: 4.1, y: 8.7)],
            [Point(x: 1.2, y: 7.9), Point(x: 8.8, y: 7.1), Point(x: 5.05, y: 0.3)],
            [Point(x: 0, y: 0), Point(x: 10, y: 0.4), Point(x: 0.4, y: 10)],  // long shallow edges across many cells
            [Point(x: 2.5, y: 1), Point(x: 7.25, y: 3.5), Point(x: 6, y: 9), Point(x: 1.1, y: 6.6)],  // convex quad
            [Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 5, y: 5), Point(x: 9, y: 9), Point(x: 1, y: 9)],  // concave
        ]
        for shape in shapes {
            for points in [shape, shape.reversed()] {
                let bitmap = r.polygon(points, width: 11, height: 11)
                let expected = ExactCoverage.bitmap(points, width: 11, height: 11)
                #expect(maxDifference(bitmap, expected) <= Self.offGridTolerance, "\(points)")
            }
        }
    }

    @Test("A circle of cubics covers pi r^2 within the flattening bound", arguments: [CurveFlattening.freeType, .tolerance(0.1), .tolerance(0.01)])
    func circle(flattening: CurveFlattening) {
        let r = Rasterizer()
        r.flattening = flattening
        // Largest chord deviation: FreeType's rule keeps cubic control points within 1/6 px of
        // the chord's trisection points, so the curve is within 3/4 · 1/6 = 1/8 px of it.
        let deviation: Double
        switch flattening {
        case .freeType: deviation = 0.125
        case .tolerance(let t): deviation = t
        }
        for (radius, cx, cy) in [(20.0, 25.3, 24.8), (4.0, 5.5, 5.25), (45.0, 50.0, 50.0)] {
            let size = Int((cx + radius).rounded(.up)) + 2
            r.reset(width: size, height: size)
            var path = RenderPath()
            path.addCircle(center: Point(x: cx, y: cy), radius: radius)
            r.fill(path)
            let area = r.makeBitmap().coveredArea
            let exact = Double.pi * radius * radius
            // The four-cubic circle deviates from the true one by < 0.03 % of r (area error
            // < 0.06 %); chords lie inside the convex curve and cut at most `deviation` deep
            // along the perimeter; 8-bit quantization moves each edge pixel by < 1/255.
            let quantization = 2 * 2 * Double.pi * radius / 255
            let lower = exact * (1 - 0.0006) - deviation * 2 * Double.pi * radius - quantization
            let upper = exact * (1 + 0.0006) + quantization
            #expect(area > lower && area < upper, "r=\(radius): \(area) vs \(exact)")
        }
    }

    @Test("Overlapping same-direction contours cover 1, not 2; opposite contours make a hole")
    func nonZeroWinding() {
        let r = Rasterizer()
        func square(_ x: Double, _ y: Double, _ s: Double, clockwise: Bool, into path: inout RenderPath) {
            let pts = [Point(x: x, y: y), Point(x: x + s, y: y), Point(x: x + s, y: y + s), Point(x: x, y: y + s)]
            let ordered = clockwise ? pts : pts.reversed()
            path.move(to: ordered[0])
            for p in ordered.dropFirst() { path.line(to: p) }
            path.close()
        }
        // Same direction: union.
        var same = RenderPath()
        square(1, 1, 6, clockwise: true, into: &same)
        square(4, 4, 6, clockwise: true, into: &same)
        r.reset(width: 12, height: 12)
        r.fill(same)
        let union = r.makeBitmap()
        #expect(union[5, 5] == 255)  // inside both: winding 2 → full, not 2×
        #expect(union[2, 2] == 255 && union[8, 8] == 255)
        #expect(union[8, 2] == 0 && union[2, 8] == 0)
        #expect(abs(union.coveredArea - (36 + 36 - 9)) < 0.1)

        // Opposite direction: a hole where they overlap.
        var opposite = RenderPath()
        square(1, 1, 6, clockwise: true, into: &opposite)
        square(4, 4, 6, clockwise: false, into: &opposite)
        r.reset(width: 12, height: 12)
        r.fill(opposite)
        let xor = r.makeBitmap()
        #expect(xor[5, 5] == 0)
        #expect(xor[2, 2] == 255 && xor[8, 8] == 255)

        // A ring: outer clockwise, inner counter-clockwise at half-pixel offsets.
        var ring = RenderPath()
        square(0.5, 0.5, 9, clockwise: true, into: &ring)
        square(3.5, 3.5, 3, clockwise: false, into: &ring)
        r.reset(width: 10, height: 10)
        r.fill(ring)
        let ringBitmap = r.makeBitmap()
        #expect(ringBitmap[5, 5] == 0)
        #expect(ringBitmap[3, 5] == 128 || ringBitmap[3, 5] == 127)
        #expect(abs(ringBitmap.coveredArea - (81 - 9)) < 0.1)

        // Triple overlap of same-direction contours still saturates at 1.
        var triple = RenderPath()
        for _ in 0..<3 { square(2.25, 2.25, 4, clockwise: true, into: &triple) }
        r.reset(width: 8, height: 8)
        r.fill(triple)
        let t = r.makeBitmap()
        #expect(t[4, 4] == 255)
        // The edge pixel is 0.75 covered with winding 3. Exact non-zero coverage would be 0.75
        // (191); accumulated area gives min(3 · 0.75, 1) = 1, which is what FreeType's smooth
        // rasterizer outputs too (documented on `Rasterizer`).
        #expect(t[2, 4] == 255)
    }

    @Test("Edges outside the grid are clipped exactly")
    func clipping() {
        let r = Rasterizer()
        // Extends past every border: columns 0-2 full, column 3 half, rows all full.
        let wide = r.polygon([Point(x: -50, y: -5), Point(x: 3.5, y: -5), Point(x: 3.5, y: 30), Point(x: -50, y: 30)], width: 10, height: 10)
        #expect(maxDifference(wide, rectangleExpectation(x0: 0, y0: 0, x1: 3.5, y1: 10, width: 10, height: 10)) <= 1.01)
        // Past the right and bottom borders.
        let corner = r.polygon([Point(x: 6.25, y: 7.5), Point(x: 40, y: 7.5), Point(x: 40, y: 40), Point(x: 6.25, y: 40)], width: 10, height: 10)
        #expect(maxDifference(corner, rectangleExpectation(x0: 6.25, y0: 7.5, x1: 10, y1: 10, width: 10, height: 10)) <= 1.01)
        // Entirely left, above, right, below: nothing.
        for (dx, dy) in [(-30.0, 0.0), (0.0, -30.0), (30.0, 0.0), (0.0, 30.0)] {
            let away = r.polygon([Point(x: 2 + dx, y: 2 + dy), Point(x: 8 + dx, y: 3 + dy), Point(x: 5 + dx, y: 8 + dy)], width: 10, height: 10)
            #expect(away.pixels.allSatisfy { $0 == 0 }, "offset \(dx) \(dy)")
        }
        // A slanted triangle crossing the left and right borders matches exact areas.
        let slanted = [Point(x: -4, y: 1), Point(x: 14, y: 3.3), Point(x: 3, y: 9.6)]
        let bitmap = r.polygon(slanted, width: 10, height: 10)
        #expect(maxDifference(bitmap, ExactCoverage.bitmap(slanted, width: 10, height: 10)) <= Self.offGridTolerance)
        // A curve with control points far outside still clips.
        r.reset(width: 10, height: 10)
        r.move(to: Point(x: -20, y: 5))
        r.quad(to: Point(x: 30, y: 5), control: Point(x: 5, y: -40))
        r.close()
        let lens = r.makeBitmap()
        #expect(lens[5, 2] == 255 && lens[5, 8] == 0)
    }

    @Test("Hostile coordinates neither trap nor hang")
    func hostileInput() {
        let r = Rasterizer()
        r.reset(width: 16, height: 16)
        let bad: [Double] = [.nan, .infinity, -.infinity, 1e30, -1e30, 1e300, -1e300, .greatestFiniteMagnitude, 5]
        for x in bad {
            for y in bad {
                r.move(to: Point(x: 3, y: 3))
                r.line(to: Point(x: x, y: y))
                r.quad(to: Point(x: 8, y: 9), control: Point(x: y, y: x))
                r.cubic(to: Point(x: 2, y: 12), control1: Point(x: x, y: 1), control2: Point(x: 1, y: y))
                r.close()
            }
        }
        let junk = r.makeBitmap()
        #expect(junk.width == 16 && junk.height == 16)

        // A million tiny segments forming a valid zig-zag polygon.
        r.reset(width: 64, height: 64)
        r.move(to: Point(x: 1, y: 1))
        let n = 1_000_000
        for i in 0..<n {
            let t = Double(i) / Double(n)
            r.line(to: Point(x: 1 + 62 * t, y: i % 2 == 0 ? 1 : 1.5))
        }
        r.line(to: Point(x: 63, y: 63))
        r.line(to: Point(x: 1, y: 63))
        r.close()
        let zigzag = r.makeBitmap()
        #expect(zigzag[30, 30] == 255)

        // Huge but finite curves are flattened into a bounded number of chords.
        #expect(Flattening.cubicSegments(Point(x: 0, y: 0), Point(x: 1e30, y: -1e30), Point(x: -1e30, y: 1e30), Point(x: 1, y: 1), tolerance: 0.1) == Flattening.maxSegments)
        #expect(Flattening.quadSegments(Point(x: .nan, y: 0), Point(x: 0, y: 0), Point(x: 1, y: 1), tolerance: 0.1) == 1)

        // Degenerate grids.
        r.reset(width: 0, height: 0)
        r.line(to: Point(x: 5, y: 5))
        #expect(r.makeBitmap().pixels.isEmpty)
        r.reset(width: -3, height: 7)
        #expect(r.makeBitmap().width == 0)
    }

    @Test("Scratch storage is reused and cleared between glyphs")
    func reuse() {
        let r = Rasterizer()
        let tri = [Point(x: 0.5, y: 0.5), Point(x: 9.3, y: 2.2), Point(x: 4.1, y: 8.7)]
        let first = r.polygon(tri, width: 11, height: 11)
        // Big grid, then the small one again: same answer.
        _ = r.polygon([Point(x: 0, y: 0), Point(x: 300, y: 10), Point(x: 20, y: 200)], width: 300, height: 200)
        #expect(r.polygon(tri, width: 11, height: 11) == first)
        // Accumulated but never rendered: reset must clear it.
        r.reset(width: 11, height: 11)
        r.fill({ var p = RenderPath(); p.addRect(x: 0, y: 0, width: 11, height: 11); return p }())
        #expect(r.polygon(tri, width: 11, height: 11) == first)
        // Rendering into an existing bitmap of the right size reuses it.
        var bitmap = GrayBitmap(width: 11, height: 11, value: 77)
        r.reset(width: 11, height: 11)
        var p = RenderPath()
        p.move(to: tri[0]); p.line(to: tri[1]); p.line(to: tri[2]); p.close()
        r.fill(p)
        r.render(into: &bitmap)
        #expect(bitmap == first)
    }

    @Test("Wide grids and padded rows: every block of eight, every partial last block, padding untouched",
          arguments: [200, 203, 204, 206, 207])
    func wideAndPadded(width: Int) {
        let r = Rasterizer()
        // Several rectangles across a wide grid (the sweep reads eight accumulators at a time and
        // stores a partial last block as 4, 2 and 1 bytes): every pixel, inside and outside,
        // must come out as the exact overlap.
        let height = 7
        let rects: [(Double, Double, Double, Double)] = [(0.5, 0.25, 63.75, 6.5), (64.0, 1.0, 64.5, 5.0),
                                                         (70.2, 0.5, Double(width) - 9.1, 6.75),
                                                         (Double(width) - 3.4, 2.0, Double(width), 4.5)]
        var path = RenderPath()
        for (x0, y0, x1, y1) in rects { path.addRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
        r.reset(width: width, height: height)
        r.fill(path)
        let bitmap = r.makeBitmap()
        var expected = [Double](repeating: 0, count: width * height)
        for (x0, y0, x1, y1) in rects {
            let e = rectangleExpectation(x0: x0, y0: y0, x1: x1, y1: y1, width: width, height: height)
            for i in expected.indices { expected[i] += e[i] }
        }
        #expect(maxDifference(bitmap, expected) <= Self.offGridTolerance)
        // The same picture into rows with padding: the same bytes, the padding left alone.
        let rowBytes = width + 13
        var padded = [UInt8](repeating: 0xAB, count: rowBytes * height)
        r.reset(width: width, height: height)
        r.fill(path)
        padded.withUnsafeMutableBufferPointer { r.render(into: $0, rowBytes: rowBytes) }
        for y in 0..<height {
            #expect(Array(padded[(y * rowBytes)..<(y * rowBytes + width)]) == Array(bitmap.pixels[(y * width)..<((y + 1) * width)]), "row \(y)")
            #expect(padded[(y * rowBytes + width)..<((y + 1) * rowBytes)].allSatisfy { $0 == 0xAB }, "padding of row \(y)")
        }
        // The buffer was zeroed by the sweep: an empty picture on the same grid is empty.
        r.reset(width: width, height: height)
        #expect(r.makeBitmap().pixels.allSatisfy { $0 == 0 })
    }

    @Test("Narrow unpadded rows written in whole blocks: exact pixels, nothing past the picture",
          arguments: [1, 2, 3, 5, 7, 8, 9, 15])
    func narrowUnpadded(width: Int) {
        // Rows without padding are stored eight bytes at a time, spilling into the rows after
        // them (written later); blocks that would pass the picture's end are stored byte by byte.
        let r = Rasterizer()
        for height in 1...4 {
            let x0 = 0.25, x1 = Double(width) - 0.5, y0 = 0.5, y1 = Double(height) - 0.25
            var path = RenderPath()
            path.addRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            let expected = rectangleExpectation(x0: x0, y0: y0, x1: x1, y1: y1, width: width, height: height)
            var buffer = [UInt8](repeating: 0xAB, count: width * height + 16)
            r.reset(width: width, height: height)
            r.fill(path)
            buffer.withUnsafeMutableBufferPointer { r.render(into: $0, rowBytes: width) }
            var picture = GrayBitmap(width: width, height: height)
            picture.pixels = Array(buffer[0..<(width * height)])
            #expect(maxDifference(picture, expected) <= Self.offGridTolerance, "\(width) × \(height)")
            #expect(buffer[(width * height)...].allSatisfy { $0 == 0xAB }, "bytes after the \(width) × \(height) picture")
        }
    }

    @Test("A glyph goes from font units through the transforming sink with a subpixel origin")
    func fontUnitsSink() {
        // A 1000-unit em, the box (100,0)-(600,700) at 20 px per em with origin (2.25, 16.5):
        // x: 2.25 + 2 = 4.25 … 2.25 + 12 = 14.25; y: 16.5 − 14 = 2.5 … 16.5.
        var glyph = GlyphPath()
        glyph.move(to: Point(x: 100, y: 0)); glyph.line(to: Point(x: 100, y: 700))
        glyph.line(to: Point(x: 600, y: 700)); glyph.line(to: Point(x: 600, y: 0)); glyph.close()
        let t = Affine.fontToPixels(unitsPerEm: 1000, pixelsPerEm: 20, origin: Point(x: 2.25, y: 16.5))
        let r = Rasterizer()
        r.reset(width: 20, height: 20)
        var sink = TransformingSink(base: r, transform: t)
        glyph.replay(into: &sink)
        let direct = r.makeBitmap()
        let expected = rectangleExpectation(x0: 4.25, y0: 2.5, x1: 14.25, y1: 16.5, width: 20, height: 20)
        #expect(maxDifference(direct, expected) <= 1.01)
        r.reset(width: 20, height: 20)
        r.fill(glyph, transform: t)
        #expect(r.makeBitmap() == direct)
        let box = RenderPath(glyph, transform: t).controlBox
        #expect(box.map(PixelRect.enclosing) == PixelRect(x: 4, y: 2, width: 11, height: 15))
    }
}

@Suite("Glyph rasterization helper")
struct RenderGlyphHelperTests {
    @Test("The bitmap encloses the transformed control box and matches a manual fill")
    func glyphHelper() {
        // An 'L'-like shape in a 1000-unit em at 24 px, origin (0.4, 0) (subpixel x).
        var glyph = GlyphPath()
        glyph.move(to: Point(x: 80, y: -10)); glyph.line(to: Point(x: 80, y: 700)); glyph.line(to: Point(x: 180, y: 700))
        glyph.line(to: Point(x: 180, y: 90)); glyph.cubic(to: Point(x: 520, y: -10), control1: Point(x: 300, y: 90), control2: Point(x: 520, y: 60))
        glyph.close()
        let t = Affine.fontToPixels(unitsPerEm: 1000, pixelsPerEm: 24, origin: Point(x: 0.4, y: 0))
        let r = Rasterizer()
        var bitmap = GrayBitmap(width: 0, height: 0)
        let rect = r.rasterize(glyph, transform: t, into: &bitmap)
        // x: 0.4 + 1.92 = 2.32 … 0.4 + 12.48 = 12.88 → 2..<13; y: −16.8 … 0.24 → −17..<1.
        #expect(rect == PixelRect(x: 2, y: -17, width: 11, height: 18))
        #expect(bitmap.width == 11 && bitmap.height == 18)
        r.reset(width: 11, height: 18)
        r.fill(glyph, transform: t.translated(x: -2, y: 17))
        #expect(r.makeBitmap() == bitmap)
        #expect(bitmap[0, 5] > 0 && bitmap[0, 5] < 255)  // the stem's left edge at x = 2.32
        // Empty path and errors from the outline source.
        #expect(r.rasterize(GlyphPath(), transform: t, into: &bitmap).isEmpty && bitmap.pixels.isEmpty)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try r.rasterize(controlBox: Bounds(xMin: 0, yMin: 0, xMax: 10, yMax: 10), transform: t, into: &bitmap) { (_: inout TransformingSink<Rasterizer>) throws(Stop) in throw Stop() }
        }
    }
}
