import Testing
import Typeset
import TypesetFont
import TypesetShaping
@testable import TypesetRender

/// The one-call glyph path, ``Rasterizer/rasterize(glyph:outliner:placement:into:)`` (decode,
/// place and rasterize without an intermediate path), against FreeType's bitmaps and against the
/// general path (control box, then the outline through a ``PlacingSink``).
@Suite("Glyph load + render in one call")
struct RenderGlyphLoadTests {
    static let directory = RenderDecoderRasterTests.directory
    static let files = RenderDecoderRasterTests.files

    /// Whether TrueType `glyph` has a contour without on-curve points, or a stored on-curve
    /// point exactly halfway between two off-curve neighbours: the only outlines on which the
    /// two paths may differ (the general path cannot tell such a point from an implied one and
    /// computes it as FreeType computes implied points; FreeType, and the one-call path, round
    /// it on its own; and it starts an all-off-curve contour at the rounded midpoint in font
    /// units rather than at the midpoint of the rounded points).
    static func hasAmbiguousPoint(_ outliner: inout GlyphOutliner, _ glyph: GlyphID) throws -> Bool {
        guard let t = try outliner.trueTypePoints(of: glyph) else { return false }
        var start = 0
        for end in t.contourEnds {
            let n = end - start + 1
            if !t.onCurve[start...end].contains(true) { return true }
            for k in 0..<n {
                let i = start + k, prev = start + (k + n - 1) % n, next = start + (k + 1) % n
                guard t.onCurve[i], !t.onCurve[prev], !t.onCurve[next] else { continue }
                let a = t.points[prev], b = t.points[next], p = t.points[i]
                if p.x == (a.x + b.x) * 0.5 && p.y == (a.y + b.y) * 0.5 { return true }
            }
            start = end + 1
        }
        return false
    }

    /// Every glyph of the sample at FreeType's sizes and origins: FreeType's bitmap rectangle;
    /// the general path's bitmap exactly, except on the outlines of ``hasAmbiguousPoint(_:_:)``,
    /// where the one-call path must be at least as close to FreeType's bitmap (and, over the
    /// file, strictly closer when any such glyph renders differently).
    @Test("Same bitmaps as the general path, closer to FreeType where they differ", arguments: files)
    func matchesGeneralPathAndFreeType(file: String) throws {
        let (fontPath, index, variations, glyphs) = try DecoderRasterReference.load(Self.directory + "/" + file)
        #expect(glyphs.count >= (variations.isEmpty ? 300 : 150))
        let face = try FontFace(data: FontData(contentsOfFile: RenderRepo.path(fontPath)), index: index).instance(variations)
        var outliner = try face.outliner(), general = try face.outliner()
        outliner.roundsVariationDeltas = false  // as the renderers draw variable fonts
        general.roundsVariationDeltas = false
        let upm = Double(face.head.unitsPerEm)
        let r = Rasterizer()
        var fused = GrayBitmap(width: 0, height: 0), reference = GrayBitmap(width: 0, height: 0)
        var identical = 0, differing = 0, fusedError = 0, generalError = 0
        for g in glyphs {
            let origin = Point(x: Double(g.dx) / 64, y: -Double(g.dy) / 64)
            let placement = GlyphPlacement(unitsPerEm: upm, pixelsPerEm: Double(g.pixels), origin: origin)
            let rect = try r.rasterize(glyph: g.glyph, outliner: &outliner, placement: placement, into: &fused)
            guard let box = try general.controlBox(of: g.glyph) else {
                #expect(rect == nil && fused.width == 0 && fused.height == 0, "glyph \(g.glyph): empty outline, one-call path drew \(String(describing: rect))")
                continue
            }
            let generalRect = try r.rasterize(placement: placement, controlBox: box, into: &reference) { sink throws(FontError) in
                try general.outline(glyph: g.glyph, into: &sink)
            }
            #expect(rect == generalRect, "glyph \(g.glyph) at \(g.pixels) px: rect \(String(describing: rect)) vs \(generalRect)")
            #expect(RenderDecoderRasterTests.close(rect, PixelRect(x: g.left, y: -g.top, width: g.width, height: g.rows), loose: !variations.isEmpty),
                    "glyph \(g.glyph) at \(g.pixels) px: FreeType's rect differs")
            if fused == reference {
                identical += 1
                continue
            }
            differing += 1
            #expect(try Self.hasAmbiguousPoint(&general, g.glyph), "glyph \(g.glyph) at \(g.pixels) px (\(g.dx),\(g.dy)): paths differ")
            guard fused.pixels.count == g.bitmap.count, reference.pixels.count == g.bitmap.count else { continue }
            let a = zip(fused.pixels, g.bitmap).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            let b = zip(reference.pixels, g.bitmap).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            #expect(a <= b, "glyph \(g.glyph) at \(g.pixels) px (\(g.dx),\(g.dy)): one-call path \(a) levels from FreeType, general path \(b)")
            fusedError += a
            generalError += b
        }
        if face.outlineFormat == .cff { #expect(differing == 0) }
        // Origins off the rasterizer's 1/256 px grid (thirds of a pixel) take the points as
        // `Double` rather than integers: the same bitmaps as the general path there too.
        var offGrid = 0
        for g in glyphs where g.dx == 0 && g.dy == 0 {
            let placement = GlyphPlacement(unitsPerEm: upm, pixelsPerEm: Double(g.pixels), origin: Point(x: 1.0 / 3, y: 2.0 / 3))
            let rect = try r.rasterize(glyph: g.glyph, outliner: &outliner, placement: placement, into: &fused)
            guard let box = try general.controlBox(of: g.glyph) else { continue }
            let generalRect = try r.rasterize(placement: placement, controlBox: box, into: &reference) { sink throws(FontError) in
                try general.outline(glyph: g.glyph, into: &sink)
            }
            #expect(rect == generalRect)
            if fused != reference {
                offGrid += 1
                #expect(try Self.hasAmbiguousPoint(&general, g.glyph), "glyph \(g.glyph) at \(g.pixels) px off the grid: paths differ")
            }
        }
        if face.outlineFormat == .cff { #expect(offGrid == 0) }
        if differing > 0 { #expect(fusedError < generalError) }
        print("\(file): \(identical) bitmaps identical to the general path, \(differing) differ (summed |difference| from FreeType: one-call \(fusedError), general \(generalError))")
    }

    /// Sizes and origins far outside the usual (zero, negative, non-finite, huge) neither trap
    /// nor change the result: the same rectangle and bitmap as the general path (whose 26.6
    /// rounding the one-call path falls back on when the integers would not hold).
    @Test("Hostile sizes and origins: same as the general path", arguments: ["Fixtures/fonts/DejaVuSans-subset.ttf", "Fixtures/fonts/Inter-Regular-subset.otf"])
    func hostilePlacements(font: String) throws {
        let face = try FontFace(data: FontData(contentsOfFile: RenderRepo.path(font)))
        var outliner = try face.outliner(), general = try face.outliner()
        outliner.roundsVariationDeltas = false  // as the renderers draw variable fonts
        general.roundsVariationDeltas = false
        let r = Rasterizer()
        var a = GrayBitmap(width: 0, height: 0), b = GrayBitmap(width: 0, height: 0)
        let sizes: [Double] = [0, -3, .nan, .infinity, 1e7, 1e12, 700]
        var drawn = 0, drawnDifferently = 0
        let origins = [Point(x: 1e300, y: 0), Point(x: -0.5, y: .nan), Point(x: 0.25, y: 1e12), Point(x: -1e15, y: 3.5),
                       Point(x: 0.5, y: 10), Point(x: 1.0 / 3, y: 0)]
        for size in sizes {
            for origin in origins {
                for roundsTo26Dot6 in [true, false] {
                    let placement = GlyphPlacement(unitsPerEm: Double(face.head.unitsPerEm), pixelsPerEm: size, origin: origin, roundsTo26Dot6: roundsTo26Dot6)
                    for glyph in GlyphID(0)..<GlyphID(12) {
                        let rect = try r.rasterize(glyph: glyph, outliner: &outliner, placement: placement, into: &a)
                        guard let box = try general.controlBox(of: glyph) else {
                            #expect(rect == nil)
                            continue
                        }
                        let generalRect = try r.rasterize(placement: placement, controlBox: box, into: &b) { sink throws(FontError) in
                            try general.outline(glyph: glyph, into: &sink)
                        }
                        #expect(rect == generalRect, "glyph \(glyph) at \(size) px, origin \(origin)")
                        if a != b {
                            drawnDifferently += 1
                            #expect(try roundsTo26Dot6 && Self.hasAmbiguousPoint(&general, glyph), "glyph \(glyph) at \(size) px, origin \(origin)")
                        }
                        if !(rect?.isEmpty ?? true) { drawn += 1 }
                    }
                }
            }
        }
        #expect(drawn >= 20)  // the sane origins at 700 px
        print("\(font): \(drawn) glyphs drawn, \(drawnDifferently) differently from the general path")
    }

    /// Whole-number points are scaled in integers (FreeType's `FT_MulFix`), transformed
    /// composites in `Double`: both give the general path's rectangle and bitmap, at sizes whose
    /// 16.16 scale is not a round number and origins on and off the 1/256 px grid.
    @Test("Integer and Double scaling: same as the general path, composites included")
    func integerScaling() throws {
        let face = try FontFace(data: FontData(contentsOfFile: RenderRepo.path("Fixtures/fonts/OutlineTest-TrueType.ttf")))
        var outliner = try face.outliner(), general = try face.outliner()
        outliner.roundsVariationDeltas = false  // as the renderers draw variable fonts
        general.roundsVariationDeltas = false
        let r = Rasterizer()
        var a = GrayBitmap(width: 0, height: 0), b = GrayBitmap(width: 0, height: 0)
        var integral = 0, transformed = 0
        for size in [7.0, 13.0, 37.5, 101.0] {
            for origin in [Point(x: 0, y: 0), Point(x: 0.75, y: -0.25), Point(x: 1.0 / 3, y: 0)] {
                let placement = GlyphPlacement(unitsPerEm: Double(face.head.unitsPerEm), pixelsPerEm: size, origin: origin)
                for glyph in GlyphID(0)..<GlyphID(truncatingIfNeeded: face.numGlyphs) where try !Self.hasAmbiguousPoint(&general, glyph) {
                    let rect = try r.rasterize(glyph: glyph, outliner: &outliner, placement: placement, into: &a)
                    guard let box = try general.controlBox(of: glyph) else { continue }
                    let generalRect = try r.rasterize(placement: placement, controlBox: box, into: &b) { sink throws(FontError) in
                        try general.outline(glyph: glyph, into: &sink)
                    }
                    #expect(rect == generalRect && a == b, "glyph \(glyph) at \(size) px, origin \(origin)")
                    if try outliner.withTrueTypePoints(of: glyph, { $0.integral }) == true { integral += 1 } else { transformed += 1 }
                }
            }
        }
        #expect(integral > 0 && transformed > 0)
    }

    /// A CFF outline larger than the storage a new rasterizer keeps (it is recorded again into
    /// grown storage) comes out as on the general path, and so do the glyphs after it.
    @Test("CFF outlines larger than the kept storage: same as the general path")
    func largeRecordedOutlines() throws {
        let face = try FontFace(data: FontData(contentsOfFile: RenderRepo.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc")), index: 0)
        var outliner = try face.outliner(), general = try face.outliner()
        outliner.roundsVariationDeltas = false  // as the renderers draw variable fonts
        general.roundsVariationDeltas = false
        // The glyphs with the most points first.
        var sized: [(glyph: GlyphID, points: Int)] = []
        for glyph in GlyphID(1)..<GlyphID(truncatingIfNeeded: face.numGlyphs) {
            var counter = PointCounter()
            try general.outline(glyph: glyph, into: &counter)
            sized.append((glyph, counter.points))
        }
        sized = sized.filter { $0.points > 0 }.sorted { $0.points > $1.points }
        #expect(2 * sized[0].points > 256)  // more coordinates than a new rasterizer keeps
        var a = GrayBitmap(width: 0, height: 0), b = GrayBitmap(width: 0, height: 0)
        for fresh in [true, false] {
            let r = Rasterizer()
            for (glyph, _) in fresh ? Array(sized.prefix(3)) : Array(sized.reversed().prefix(20)) + Array(sized.prefix(3)) {
                let placement = GlyphPlacement(unitsPerEm: Double(face.head.unitsPerEm), pixelsPerEm: 31, origin: Point(x: 0.25, y: 0))
                let rect = try r.rasterize(glyph: glyph, outliner: &outliner, placement: placement, into: &a)
                let box = try #require(try general.controlBox(of: glyph))
                let generalRect = try Rasterizer().rasterize(placement: placement, controlBox: box, into: &b) { sink throws(FontError) in
                    try general.outline(glyph: glyph, into: &sink)
                }
                #expect(rect == generalRect && a == b && a.pixels.contains { $0 > 0 }, "glyph \(glyph)")
            }
        }
    }

    /// Counts the points of an outline.
    struct PointCounter: OutlineSink {
        var points = 0
        mutating func move(to point: Point) { points += 1 }
        mutating func line(to point: Point) { points += 1 }
        mutating func quad(to point: Point, control: Point) { points += 2 }
        mutating func cubic(to point: Point, control1: Point, control2: Point) { points += 3 }
        mutating func close() {}
    }

    /// A rasterizer set to flatten curves to a tolerance keeps doing so on the one-call path.
    @Test("Tolerance flattening: same as the general path", arguments: ["Fixtures/fonts/DejaVuSans-subset.ttf", "Fixtures/fonts/Inter-Regular-subset.otf"])
    func toleranceFlattening(font: String) throws {
        let face = try FontFace(data: FontData(contentsOfFile: RenderRepo.path(font)))
        var outliner = try face.outliner(), general = try face.outliner()
        outliner.roundsVariationDeltas = false  // as the renderers draw variable fonts
        general.roundsVariationDeltas = false
        let r = Rasterizer()
        r.flattening = .tolerance(0.02)
        var a = GrayBitmap(width: 0, height: 0), b = GrayBitmap(width: 0, height: 0)
        var compared = 0
        for glyph in GlyphID(1)..<GlyphID(truncatingIfNeeded: min(face.numGlyphs, 80)) where try !Self.hasAmbiguousPoint(&general, glyph) {
            let placement = GlyphPlacement(unitsPerEm: Double(face.head.unitsPerEm), pixelsPerEm: 40, origin: Point(x: 0.5, y: 0))
            let rect = try r.rasterize(glyph: glyph, outliner: &outliner, placement: placement, into: &a)
            guard let box = try general.controlBox(of: glyph) else { continue }
            let generalRect = try r.rasterize(placement: placement, controlBox: box, into: &b) { sink throws(FontError) in
                try general.outline(glyph: glyph, into: &sink)
            }
            #expect(rect == generalRect && a == b, "glyph \(glyph)")
            compared += 1
        }
        #expect(compared >= 40)
    }

    /// The one-call path through ``GlyphRenderer`` gives the same masks as rasterizing directly.
    @Test("GlyphRenderer renders through the one-call path")
    func rendererUsesOneCallPath() throws {
        let font = try ShapingFont(contentsOfFile: RenderRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))
        let renderer = GlyphRenderer(stack: FontStack(font), pixelsPerEm: 17, subpixelPhases: 4)
        var outliner = try font.face.outliner()
        let r = Rasterizer()
        var bitmap = GrayBitmap(width: 0, height: 0)
        var drawn = 0
        for glyph in GlyphID(1)..<GlyphID(truncatingIfNeeded: min(font.face.numGlyphs, 120)) {
            for phase in 0..<4 {
                let placement = GlyphPlacement(unitsPerEm: font.unitsPerEm, pixelsPerEm: 17, origin: Point(x: Double(phase) / 4, y: 0))
                let rect = try r.rasterize(glyph: glyph, outliner: &outliner, placement: placement, into: &bitmap)
                let rendered = renderer.render(font: 0, glyph: glyph, phase: phase)
                if let rect, !rect.isEmpty {
                    #expect(rendered?.rect == rect && rendered?.mask == bitmap, "glyph \(glyph) phase \(phase)")
                    drawn += 1
                } else {
                    #expect(rendered == nil, "glyph \(glyph) phase \(phase)")
                }
            }
        }
        #expect(drawn > 100)
        #expect(renderer.failures == 0)
    }
}
