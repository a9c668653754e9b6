import Typeset
import TypesetFont

/// Where a font-unit outline lands in device space, as FreeType places an unhinted glyph.
///
/// FreeType scales outline points with a 16.16 fixed-point factor
/// `FT_DivFix(pixelsPerEm · 64, unitsPerEm)` and stores them as 26.6 integers (1/64 px), rounded
/// half away from zero (`FT_MulFix`), before the smooth rasterizer sees them; the origin shift
/// (`FT_Set_Transform`'s delta) is itself in 26.6 units. With ``roundsTo26Dot6`` this placement
/// does the same, so an outline decoded by Typeset is rasterized from the very points FreeType
/// rasterizes (up to FreeType's own rounding of CFF charstring arithmetic and of the implied
/// on-curve points between two TrueType off-curve points, which it computes from the rounded
/// neighbours): curve subdivision, which depends on the points to 1/256 px, then agrees.
public struct GlyphPlacement: Sendable, Hashable {
    /// Font units per em.
    public let unitsPerEm: Double
    /// Pixels per em (point size × display scale).
    public let pixelsPerEm: Double
    /// The pen position on the baseline in device pixels (y down); may be fractional.
    public var origin: Point
    /// Whether scaled points are rounded to 1/64 px (FreeType's 26.6 outline) before the origin
    /// is added.
    public var roundsTo26Dot6: Bool
    /// Font units to 1/64 px: FreeType's 16.16 scale, divided by 65536.
    let unitsTo26Dot6: Double
    /// Font units to pixels (exact).
    let unitsToPixels: Double

    /// A placement for glyphs of a font with `unitsPerEm` drawn at `pixelsPerEm`, pen at `origin`.
    public init(unitsPerEm: Double, pixelsPerEm: Double, origin: Point = Point(x: 0, y: 0), roundsTo26Dot6: Bool = true) {
        self.unitsPerEm = unitsPerEm
        self.pixelsPerEm = pixelsPerEm
        self.origin = origin
        self.roundsTo26Dot6 = roundsTo26Dot6
        let upm = (unitsPerEm.isFinite && unitsPerEm >= 1) ? unitsPerEm.rounded() : 1000
        let size26 = (pixelsPerEm.isFinite && pixelsPerEm > 0) ? min((pixelsPerEm * 64).rounded(), 1e9) : 0
        // FT_DivFix(size26, upm) = (size26 · 2^16 + upm / 2) / upm, truncated.
        let fixed = ((size26 * 65536 + (upm / 2).rounded(.down)) / upm).rounded(.down)
        unitsTo26Dot6 = fixed / 65536
        unitsToPixels = (unitsPerEm.isFinite && unitsPerEm > 0 && pixelsPerEm.isFinite) ? pixelsPerEm / unitsPerEm : 0
    }

    /// The device point (pixels, y down) of a font-unit point (y up).
    @inline(__always)
    public func apply(_ p: Point) -> Point {
        if roundsTo26Dot6 {
            return Point(x: origin.x + Self.round26(p.x * unitsTo26Dot6), y: origin.y - Self.round26(p.y * unitsTo26Dot6))
        }
        return Point(x: origin.x + p.x * unitsToPixels, y: origin.y - p.y * unitsToPixels)
    }

    /// `v` (1/64 px) rounded half away from zero, in pixels; non-finite or huge values pass through.
    @inline(__always)
    static func round26(_ v: Double) -> Double {
        guard abs(v) < 1e15 else { return v / 64 }
        return Double(ScaledOutlineRecorder.round(v)) / 64
    }

    /// The device-space control box of a font-unit control box.
    public func deviceBox(_ box: Bounds) -> Bounds {
        let a = apply(Point(x: box.xMin, y: box.yMin)), b = apply(Point(x: box.xMax, y: box.yMax))
        return Bounds(xMin: min(a.x, b.x), yMin: min(a.y, b.y), xMax: max(a.x, b.x), yMax: max(a.y, b.y))
    }
}

/// An ``OutlineSink`` that places font-unit points with a ``GlyphPlacement`` and forwards them.
///
/// With 26.6 rounding it also reproduces how FreeType finds the on-curve point implied between
/// two consecutive TrueType off-curve points: from the two *rounded* control points, halved
/// and rounded down (`FT_Outline_Decompose`), rather than from the exact midpoint in font
/// units. A quadratic whose end lies exactly halfway between its control and the next
/// quadratic's control is taken to end on such an implied point; to see the next control, the
/// sink holds each quadratic back until the next element arrives. (A stored on-curve point that
/// lies exactly there is then taken for an implied one, which FreeType rounds on its own;
/// ``Rasterizer/rasterize(glyph:outliner:placement:into:)`` reads the glyph's flags instead.)
public struct PlacingSink<Base: OutlineSink>: OutlineSink {
    /// The receiver of device-space segments.
    public var base: Base
    /// The placement applied to every point.
    public var placement: GlyphPlacement
    private var pending: (control: Point, end: Point)? = nil

    /// Wraps `base`.
    public init(base: Base, placement: GlyphPlacement) {
        self.base = base
        self.placement = placement
    }

    @inline(__always)
    private mutating func flush() {
        if let (c, p) = pending {
            base.quad(to: placement.apply(p), control: placement.apply(c))
            pending = nil
        }
    }

    public mutating func move(to point: Point) { flush(); base.move(to: placement.apply(point)) }
    public mutating func line(to point: Point) { flush(); base.line(to: placement.apply(point)) }
    public mutating func quad(to point: Point, control: Point) {
        guard placement.roundsTo26Dot6 else {
            base.quad(to: placement.apply(point), control: placement.apply(control))
            return
        }
        if let (c, p) = pending {
            if p.x == (c.x + control.x) * 0.5 && p.y == (c.y + control.y) * 0.5 {
                base.quad(to: placement.impliedOnCurve(c, control), control: placement.apply(c))
            } else {
                base.quad(to: placement.apply(p), control: placement.apply(c))
            }
        }
        pending = (control, point)
    }
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        flush()
        base.cubic(to: placement.apply(point), control1: placement.apply(control1), control2: placement.apply(control2))
    }
    public mutating func close() { flush(); base.close() }
}

extension GlyphPlacement {
    /// The on-curve point FreeType implies between off-curve points `a` and `b` (font units):
    /// the sum of their rounded 26.6 coordinates halved and rounded down, in FreeType's y-up
    /// frame (whose offset from the glyph origin is a whole number of 1/64 px).
    @inline(__always)
    func impliedOnCurve(_ a: Point, _ b: Point) -> Point {
        func r(_ v: Double) -> Double {
            guard abs(v) < 1e15 else { return v }
            return Double(ScaledOutlineRecorder.round(v))
        }
        let x = ((r(a.x * unitsTo26Dot6) + r(b.x * unitsTo26Dot6)) * 0.5).rounded(.down)
        let y = ((r(a.y * unitsTo26Dot6) + r(b.y * unitsTo26Dot6)) * 0.5).rounded(.down)
        return Point(x: origin.x + x / 64, y: origin.y - y / 64)
    }
}

/// A glyph's coverage mask and where it sits relative to the whole pixel of its pen position.
public struct RenderedGlyph: Sendable, Hashable {
    /// Coverage, 0…255.
    public var mask: GrayBitmap
    /// The mask's left column and top row relative to the pen's pixel (the pixel whose top-left
    /// corner is the pen position rounded down; the baseline is that pixel's top edge).
    public var offset: (x: Int, y: Int) { (rect.x, rect.y) }
    /// The mask's rectangle relative to the pen's pixel.
    public var rect: PixelRect
}

/// Rasterizes the glyphs of a ``FontStack`` at one size, with a cache keyed by font, glyph and
/// horizontal subpixel phase.
///
/// Glyphs are placed as FreeType places unhinted glyphs (``GlyphPlacement`` with 26.6 rounding)
/// and rasterized by ``Rasterizer``. Baselines sit on whole pixels (UIKit puts them there, see
/// ``PixelGrid``); horizontal pen positions keep `subpixelPhases` phases per pixel (4 by default,
/// so a glyph is at most 1/8 px from its exact position; 64 gives FreeType's 26.6 precision).
/// Not thread-safe: use one renderer per thread.
public final class GlyphRenderer {
    /// The fonts.
    public let stack: FontStack
    /// Pixels per em for every font of the stack.
    public let pixelsPerEm: Double
    /// Horizontal phases per pixel (1…64).
    public let subpixelPhases: Int
    /// Glyphs whose outline could not be decoded (drawn as nothing), counted once per key.
    public private(set) var failures = 0

    private var outliners: [GlyphOutliner?]
    private let rasterizer = Rasterizer()
    private var cache: [Key: RenderedGlyph] = [:]

    private struct Key: Hashable {
        var font: Int
        var glyph: GlyphID
        var phase: Int
    }

    /// A renderer for `stack` at `pixelsPerEm`.
    public init(stack: FontStack, pixelsPerEm: Double, subpixelPhases: Int = 4) {
        self.stack = stack
        self.pixelsPerEm = pixelsPerEm
        self.subpixelPhases = min(max(subpixelPhases, 1), 64)
        outliners = stack.fonts.map { font -> GlyphOutliner? in
            // Variable fonts: deltas to 1/64 unit, as FreeType keeps them for a scaled outline.
            var outliner = try? font.face.outliner()
            outliner?.roundsVariationDeltas = false
            return outliner
        }
    }

    /// The pen's whole pixel and phase index for an x position in pixels.
    public func split(_ x: Double) -> (pixel: Int, phase: Int) {
        guard x.isFinite, abs(x) < 1e9 else { return (0, 0) }
        let n = Double(subpixelPhases)
        let steps = (x * n).rounded(.toNearestOrAwayFromZero)
        let pixel = (steps / n).rounded(.down)
        return (Int(pixel), Int(steps - pixel * n))
    }

    /// The coverage of `glyph` of font `font` with the pen at phase `phase` (of
    /// ``subpixelPhases``) right of a pixel's top-left corner; `nil` for an empty glyph.
    public func render(font: Int, glyph: GlyphID, phase: Int) -> RenderedGlyph? {
        let key = Key(font: font, glyph: glyph, phase: phase)
        if let hit = cache[key] { return hit.rect.isEmpty ? nil : hit }
        var result = RenderedGlyph(mask: GrayBitmap(width: 0, height: 0), rect: PixelRect(x: 0, y: 0, width: 0, height: 0))
        if font >= 0, font < outliners.count, var outliner = outliners[font] {
            // Moved out while in use, so its point storage stays uniquely referenced (a copy
            // would make the decoder allocate fresh storage for every glyph).
            outliners[font] = nil
            let placement = GlyphPlacement(unitsPerEm: stack.fonts[font].unitsPerEm, pixelsPerEm: pixelsPerEm,
                                           origin: Point(x: Double(phase) / Double(subpixelPhases), y: 0))
            do {
                if let rect = try rasterizer.rasterize(glyph: glyph, outliner: &outliner, placement: placement, into: &result.mask) {
                    result.rect = rect
                }
            } catch {
                failures += 1
                result = RenderedGlyph(mask: GrayBitmap(width: 0, height: 0), rect: PixelRect(x: 0, y: 0, width: 0, height: 0))
            }
            outliners[font] = outliner
        }
        cache[key] = result
        return result.rect.isEmpty ? nil : result
    }

    /// Draws `glyph` with its pen at device x `penX` (pixels, fractional) on the baseline at the
    /// top edge of row `baseline` into `mask`, combining coverage source-over (`a + b − ab`).
    public func draw(font: Int, glyph: GlyphID, penX: Double, baseline: Int, into mask: inout GrayBitmap) {
        let (pixel, phase) = split(penX)
        guard let g = render(font: font, glyph: glyph, phase: phase) else { return }
        mask.accumulate(g.mask, x: pixel + g.rect.x, y: baseline + g.rect.y)
    }
}

extension GrayBitmap {
    /// Combines `other`, placed with its top-left pixel at (`x`, `y`), into this mask as coverage
    /// union: `a + b − a·b/255` (source-over of coverage); parts outside are clipped.
    public mutating func accumulate(_ other: GrayBitmap, x: Int, y: Int) {
        let r = PixelRect(x: x, y: y, width: other.width, height: other.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { dst in
            other.pixels.withUnsafeBufferPointer { src in
                for row in r.y..<(r.y + r.height) {
                    let s = (row - y) * other.width - x
                    let d = row * w
                    for col in r.x..<(r.x + r.width) {
                        let b = Int(src[s + col])
                        if b == 0 { continue }
                        let a = Int(dst[d + col])
                        dst[d + col] = UInt8(a + b - Color.div255(a * b))
                    }
                }
            }
        }
    }
}

extension Rasterizer {
    /// Rasterizes a font-unit outline placed by `placement` (see ``GlyphPlacement``) into
    /// `bitmap`, sized like FreeType's glyph bitmap from the placed control box; returns the
    /// bitmap's rectangle in device pixels.
    @discardableResult
    public func rasterize<E: Error>(
        placement: GlyphPlacement, controlBox: Bounds, into bitmap: inout GrayBitmap,
        outline: (inout PlacingSink<Rasterizer>) throws(E) -> Void
    ) throws(E) -> PixelRect {
        var rect = PixelRect.enclosing(placement.deviceBox(controlBox))
        if rect.width > 8192 || rect.height > 8192 { rect = PixelRect(x: rect.x, y: rect.y, width: 0, height: 0) }
        reset(width: rect.width, height: rect.height)
        var moved = placement
        moved.origin = Point(x: placement.origin.x - Double(rect.x), y: placement.origin.y - Double(rect.y))
        var sink = PlacingSink(base: self, placement: moved)
        do {
            try outline(&sink)
        } catch {
            clear()
            throw error
        }
        render(into: &bitmap)
        return rect
    }
}

extension Rasterizer {
    /// Decodes `glyph` with `outliner`, places it with `placement` and rasterizes it into
    /// `bitmap` in one go, as FreeType's `FT_Load_Glyph(NO_HINTING | RENDER)` does: the fastest
    /// way from a font to a glyph bitmap. Returns the bitmap's rectangle in device pixels, or
    /// `nil` (and a 0 × 0 bitmap) for a glyph without contours.
    ///
    /// The bitmap is the one ``rasterize(placement:controlBox:into:outline:)`` gives for the
    /// outline's control box, without the ``PlacingSink`` round trip: with 26.6 rounding, the
    /// points are scaled straight from the decoder (TrueType) or as the charstring runs (CFF,
    /// once) and reach the rasterizer as integers when the origin lies on its
    /// 1/256 px grid. For TrueType, the on-curve points implied between two off-curve points
    /// are computed from the rounded neighbours exactly where the glyph implies them (as
    /// FreeType's `FT_Outline_Decompose` does) rather than inferred from positions, so a stored
    /// on-curve point that happens to lie halfway between its neighbours is rounded on its own,
    /// as FreeType rounds it, and a contour without on-curve points starts at the midpoint of
    /// its rounded ends, as FreeType starts it.
    ///
    /// - Throws: ``FontError`` when the glyph cannot be decoded (the rasterizer is left empty).
    @discardableResult
    public func rasterize(glyph: GlyphID, outliner: inout GlyphOutliner, placement: GlyphPlacement,
                          into bitmap: inout GrayBitmap) throws(FontError) -> PixelRect? {
        if placement.roundsTo26Dot6 {
            let result: PlacedResult?
            switch outliner.format {
            case .trueType:
                result = try outliner.withTrueTypePoints(of: glyph) { view in
                    rasterizeTrueType(view, placement: placement, into: &bitmap)
                }
            case .cff:
                result = try rasterizeRecorded(glyph, outliner: &outliner, placement: placement, into: &bitmap)
            }
            switch result {
            case .drawn(let rect)?: return rect
            case .noContours?: return nil
            case .outOfRange?, nil: break  // the general path below
            }
        }
        guard let box = try outliner.controlBox(of: glyph) else {
            reset(width: 0, height: 0)
            render(into: &bitmap)
            return nil
        }
        // The glyph stays decoded from its control box: replayed, not decoded a second time.
        return rasterize(placement: placement, controlBox: box, into: &bitmap) { sink in
            outliner.sendDecoded(to: &sink)
        }
    }

    /// What ``rasterizePlaced(_:placement:into:)`` did.
    private enum PlacedResult {
        /// Rasterized into the bitmap, whose rectangle this is.
        case drawn(PixelRect)
        /// No contours: the bitmap is 0 × 0.
        case noContours
        /// A scaled coordinate is too large for 26.6 integers: nothing done.
        case outOfRange
    }

    /// ``rasterizePlaced(_:placement:into:)`` for TrueType points, scaled to 26.6 once, in one
    /// pass that also finds their control box in integers (the same box: scaling and rounding
    /// keep the order of coordinates).
    private func rasterizeTrueType(_ view: TrueTypePointsView, placement: GlyphPlacement,
                                   into bitmap: inout GrayBitmap) -> PlacedResult {
        let points = view.points
        let n = points.count
        let (slots, overflow) = n.multipliedReportingOverflow(by: 2)
        guard n > 0, !overflow else {
            reset(width: 0, height: 0)
            render(into: &bitmap)
            return .noContours
        }
        let scaled = scaledStorage(count: slots)
        let u = placement.unitsTo26Dot6
        if view.integral, let result = rasterizeIntegral(view, scaled: scaled, placement: placement, into: &bitmap) {
            return result
        }
        var xMin = Int.max, yMin = Int.max, xMax = Int.min, yMax = Int.min
        for i in 0..<n {
            let p = points[i]
            let sx = p.x * u, sy = p.y * u
            // As GlyphPlacement rounds: half away from zero below 10¹⁵ (false for NaN).
            guard abs(sx) < 1e15 && abs(sy) < 1e15 else { return .outOfRange }
            let x = ScaledOutlineRecorder.round(sx), y = ScaledOutlineRecorder.round(sy)
            scaled[2 &* i] = x
            scaled[2 &* i &+ 1] = y
            xMin = min(xMin, x); xMax = max(xMax, x)
            yMin = min(yMin, y); yMax = max(yMax, y)
        }
        return drawScaled(ScaledTrueTypeSource(view: view, scaled: scaled),
                          xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax, placement: placement, into: &bitmap)
    }

    /// ``rasterizeTrueType(_:placement:into:)`` for whole-number coordinates, scaled as FreeType
    /// scales them: `FT_MulFix(coordinate, scale)` with the 16.16 scale, `(c·s + 2¹⁵ − [c·s < 0]) >> 16`,
    /// which is ``GlyphPlacement``'s rounding of `c·s / 2¹⁶` half away from zero, in integers.
    /// Two passes: the extremes of the unscaled coordinates first (which bound every product, so
    /// none can overflow), then the scaled points. Returns `nil` when a product could reach
    /// 2⁶², leaving such glyphs to the `Double` path.
    @inline(__always)
    private func rasterizeIntegral(_ view: TrueTypePointsView, scaled: UnsafeMutablePointer<Int>,
                                   placement: GlyphPlacement, into bitmap: inout GrayBitmap) -> PlacedResult? {
        let points = view.points
        let n = points.count
        var xMin = Int.max, yMin = Int.max, xMax = Int.min, yMax = Int.min
        for i in 0..<n {
            let p = points[i]
            let x = CellGrid.nearest(p.x), y = CellGrid.nearest(p.y)  // exact for whole numbers
            scaled[2 &* i] = x
            scaled[2 &* i &+ 1] = y
            xMin = min(xMin, x); xMax = max(xMax, x)
            yMin = min(yMin, y); yMax = max(yMax, y)
        }
        // The decoder's coordinates are far below 2³¹ (16-bit deltas, at most 2²⁰ points, whole
        // offsets); `largest` is checked anyway, so the conversions above were exact.
        let scale = placement.unitsTo26Dot6 * 65536  // a whole number (FreeType's 16.16 scale)
        let largest = max(max(0 &- xMin, xMax), max(0 &- yMin, yMax))
        guard largest < 1 << 31, scale >= 0, scale < 0x1p31 else { return nil }  // false for NaN
        let s = Int(scale)
        @inline(__always) func mulFix(_ c: Int) -> Int {
            let product = c &* s
            return (product &+ 0x8000 &+ (product >> 63)) >> 16
        }
        for i in 0..<(2 &* n) { scaled[i] = mulFix(scaled[i]) }
        return drawScaled(ScaledTrueTypeSource(view: view, scaled: scaled),
                          xMin: mulFix(xMin), yMin: mulFix(yMin), xMax: mulFix(xMax), yMax: mulFix(yMax),
                          placement: placement, into: &bitmap)
    }

    /// Decodes `glyph` (CFF: its charstring run once) straight into 26.6 points, placed as
    /// ``GlyphPlacement`` places them (with 26.6 rounding), their control box found on the way,
    /// and rasterizes them into `bitmap`, sized by that box. When a scaled coordinate is too large
    /// for the integer path the caller takes the general one, which treats such coordinates as
    /// ``GlyphPlacement`` does.
    private func rasterizeRecorded(_ glyph: GlyphID, outliner: inout GlyphOutliner, placement: GlyphPlacement,
                                   into bitmap: inout GrayBitmap) throws(FontError) -> PlacedResult {
        var verbCount = 0, coordinateCount = 0
        // A second run when the kept storage was too small (it is then grown to fit).
        for _ in 0..<2 {
            let (verbs, verbCapacity) = verbStorage(count: verbCount)
            let coordinates = scaledStorage(count: coordinateCount)
            var recorder = ScaledOutlineRecorder(
                factor: placement.unitsTo26Dot6, verbs: verbs, verbCapacity: verbCapacity,
                coordinates: coordinates, coordinateCapacity: scaledCapacity)
            do {
                try outliner.outline(glyph: glyph, into: &recorder)
            } catch {
                clear()
                throw error
            }
            if recorder.overflowed {
                verbCount = recorder.verbCount
                coordinateCount = recorder.coordinateCount
                continue
            }
            if recorder.outOfRange { return .outOfRange }
            guard recorder.xMin <= recorder.xMax else {
                reset(width: 0, height: 0)
                render(into: &bitmap)
                return .noContours
            }
            return drawScaled(RecordedSource(recorder: recorder),
                              xMin: recorder.xMin, yMin: recorder.yMin, xMax: recorder.xMax, yMax: recorder.yMax,
                              placement: placement, into: &bitmap)
        }
        return .outOfRange  // not reached: the second run has the storage the first asked for
    }

    /// Rasterizes an outline in 26.6 units whose control box is `xMin…xMax` × `yMin…yMax` (26.6,
    /// y up) into `bitmap`, sized like FreeType's glyph bitmap: the pixel rectangle enclosing the
    /// box placed at the placement's origin. When that origin lies on the rasterizer's 1/256 px
    /// grid (whole pixels and phases of 1/2ⁿ px), every device point does, and the rasterizer
    /// takes the points as integers; the corners of the control box bound all points.
    private func drawScaled<Source: ScaledOutlineSource>(
        _ source: Source, xMin: Int, yMin: Int, xMax: Int, yMax: Int,
        placement: GlyphPlacement, into bitmap: inout GrayBitmap
    ) -> PlacedResult {
        let originX = placement.origin.x, originY = placement.origin.y
        if let (rect, gx, gy) = Self.gridRect(originX: originX, originY: originY, xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax) {
            reset(width: rect.width, height: rect.height)
            if !rect.isEmpty {
                // The box's corners bound all points; the grid takes them as integers.
                let x = gx &- (rect.x << 8), y = gy &- (rect.y << 8)
                if acceptsGrid(xMin: x &+ 4 &* xMin, yMin: y &- 4 &* yMax, xMax: x &+ 4 &* xMax, yMax: y &- 4 &* yMin) {
                    var target = GridContours(rasterizer: self, x: x, y: y)
                    source.send(to: &target)
                } else {
                    var target = DeviceContours(rasterizer: self, x: originX - Double(rect.x), y: originY - Double(rect.y))
                    source.send(to: &target)
                }
            }
            render(into: &bitmap)
            return .drawn(rect)
        }
        // An origin off the 1/256 px grid, or a box too large for a picture (which then comes out
        // empty): the rectangle from `Double`s, the points placed as `Double`s.
        let box = Bounds(xMin: originX + Double(xMin) / 64, yMin: originY - Double(yMax) / 64,
                         xMax: originX + Double(xMax) / 64, yMax: originY - Double(yMin) / 64)
        var rect = PixelRect.enclosing(box)
        if rect.width > 8192 || rect.height > 8192 { rect = PixelRect(x: rect.x, y: rect.y, width: 0, height: 0) }
        reset(width: rect.width, height: rect.height)
        if !rect.isEmpty {
            var target = DeviceContours(rasterizer: self, x: originX - Double(rect.x), y: originY - Double(rect.y))
            source.send(to: &target)
        }
        render(into: &bitmap)
        return .drawn(rect)
    }

    /// The usual case of ``drawScaled(_:xMin:yMin:xMax:yMax:placement:into:)``: an origin on the
    /// rasterizer's 1/256 px grid (whole pixels and phases of 1/2ⁿ px) and a box of sane size. The
    /// bitmap's rectangle (the one `PixelRect.enclosing` gives for the placed box, at most 8192 px
    /// a side) and the origin in 1/256 px (`gx`, `gy`) then come from integers. `nil` otherwise.
    @inline(__always)
    private static func gridRect(originX: Double, originY: Double, xMin: Int, yMin: Int, xMax: Int, yMax: Int)
        -> (rect: PixelRect, gx: Int, gy: Int)? {
        let gx = originX * 256, gy = originY * 256
        guard abs(gx) < 0x1p40 && abs(gy) < 0x1p40 && gx == Double(Int(gx)) && gy == Double(Int(gy)) else { return nil }
        let limit = 1 << 32  // 2²⁴ px in 1/256 px, `PixelRect.enclosing`'s limit
        let left = Int(gx) &+ 4 &* xMin, right = Int(gx) &+ 4 &* xMax
        let top = Int(gy) &- 4 &* yMax, bottom = Int(gy) &- 4 &* yMin
        guard max(abs(left), abs(right)) <= limit && max(abs(top), abs(bottom)) <= limit else { return nil }
        let x0 = left >> 8, y0 = top >> 8
        let rect = PixelRect(x: x0, y: y0, width: ((right &+ 255) >> 8) &- x0, height: ((bottom &+ 255) >> 8) &- y0)
        guard rect.width <= 8192 && rect.height <= 8192 else { return nil }
        return (rect, Int(gx), Int(gy))
    }
}

/// An outline that can send itself, in 26.6 units, to a contour target.
private protocol ScaledOutlineSource {
    /// Sends every contour to `target`.
    func send<T: ContourTarget26Dot6>(to target: inout T)
}

/// The points of a TrueType glyph, already scaled to 26.6 (`scaled`: x, y pairs), decomposed as
/// FreeType's `FT_Outline_Decompose` does.
private struct ScaledTrueTypeSource: ScaledOutlineSource {
    let view: TrueTypePointsView
    let scaled: UnsafeMutablePointer<Int>

    @inline(__always)
    func send<T: ContourTarget26Dot6>(to target: inout T) {
        var start = 0
        for end in view.contourEnds {
            decomposeContour(start, end, &target)
            start = end &+ 1
        }
    }

    /// One contour (points `start...end`) as lines and quadratics, with FreeType's implied
    /// on-curve points: the 26.6 sum of the two off-curve neighbours halved and rounded down.
    @inline(__always)
    private func decomposeContour<T: ContourTarget26Dot6>(_ start: Int, _ end: Int, _ target: inout T) {
        let flags = view.flags, scaled = self.scaled
        var firstOn = start
        while firstOn <= end && flags[firstOn] & 1 == 0 { firstOn &+= 1 }
        let startX: Int, startY: Int
        if firstOn > end {
            // No on-curve point: start between the last and the first point.
            startX = (scaled[2 &* end] &+ scaled[2 &* start]) >> 1
            startY = (scaled[2 &* end &+ 1] &+ scaled[2 &* start &+ 1]) >> 1
        } else {
            startX = scaled[2 &* firstOn]
            startY = scaled[2 &* firstOn &+ 1]
        }
        target.move(startX, startY)
        var pending = false
        var cx = 0, cy = 0
        @inline(__always) func visit(_ i: Int) {
            let x = scaled[2 &* i], y = scaled[2 &* i &+ 1]
            if flags[i] & 1 != 0 {
                if pending {
                    target.quad(cx, cy, x, y)
                    pending = false
                } else {
                    target.line(x, y)
                }
            } else {
                if pending { target.quad(cx, cy, (cx &+ x) >> 1, (cy &+ y) >> 1) }
                cx = x; cy = y
                pending = true
            }
        }
        if firstOn > end {
            var i = start
            while i <= end { visit(i); i &+= 1 }
        } else {
            var i = firstOn &+ 1
            while i <= end { visit(i); i &+= 1 }
            i = start
            while i < firstOn { visit(i); i &+= 1 }
        }
        if pending { target.quad(cx, cy, startX, startY) }
        target.close()
    }
}

/// An outline recorded in 26.6 units (CFF), replayed.
private struct RecordedSource: ScaledOutlineSource {
    let recorder: ScaledOutlineRecorder

    @inline(__always)
    func send<T: ContourTarget26Dot6>(to target: inout T) {
        recorder.forEach { verb, c in
            switch verb {
            case .move: target.move(c[0], c[1])
            case .line: target.line(c[0], c[1])
            case .quad: target.quad(c[0], c[1], c[2], c[3])
            case .cubic: target.cubic(c[0], c[1], c[2], c[3], c[4], c[5])
            case .close: target.close()
            }
        }
        target.close()
    }
}

/// A receiver of contours in 26.6 units (y up), with straight closing segments implied.
private protocol ContourTarget26Dot6 {
    mutating func move(_ x: Int, _ y: Int)
    mutating func line(_ x: Int, _ y: Int)
    mutating func quad(_ cx: Int, _ cy: Int, _ x: Int, _ y: Int)
    mutating func cubic(_ c1x: Int, _ c1y: Int, _ c2x: Int, _ c2y: Int, _ x: Int, _ y: Int)
    /// Closes the open contour, if any.
    mutating func close()
}

/// Sends 26.6 points to a rasterizer as device points (pixels, y down), placed as
/// ``GlyphPlacement/apply(_:)`` places them: `origin.x + x / 64`, `origin.y − y / 64`.
private struct DeviceContours: ContourTarget26Dot6 {
    let rasterizer: Rasterizer
    /// The origin in the rasterizer's grid, in pixels.
    let x: Double, y: Double

    @inline(__always) func device(_ px: Int, _ py: Int) -> Point {
        Point(x: x + Double(px) / 64, y: y - Double(py) / 64)
    }
    @inline(__always) mutating func move(_ x: Int, _ y: Int) { rasterizer.move(to: device(x, y)) }
    @inline(__always) mutating func line(_ x: Int, _ y: Int) { rasterizer.line(to: device(x, y)) }
    @inline(__always) mutating func quad(_ cx: Int, _ cy: Int, _ x: Int, _ y: Int) {
        rasterizer.quad(to: device(x, y), control: device(cx, cy))
    }
    @inline(__always) mutating func cubic(_ c1x: Int, _ c1y: Int, _ c2x: Int, _ c2y: Int, _ x: Int, _ y: Int) {
        rasterizer.cubic(to: device(x, y), control1: device(c1x, c1y), control2: device(c2x, c2y))
    }
    @inline(__always) mutating func close() { rasterizer.close() }
}

/// Sends 26.6 points to a rasterizer on its 1/256 px grid (y down), for an origin on that grid:
/// the same edges ``DeviceContours`` adds, whose device points are then exact multiples of 1/256.
private struct GridContours: ContourTarget26Dot6 {
    /// The rasterizer's cells.
    let grid: CellGrid
    /// The origin in the rasterizer's grid, in 1/256 px.
    let x: Int, y: Int
    /// The grid's height in 1/256 px (curves are flattened with y up from the bottom).
    let top: Int
    private var startX = 0, startY = 0, currentX = 0, currentY = 0
    private var open = false

    init(rasterizer: Rasterizer, x: Int, y: Int) {
        self.grid = rasterizer.grid
        self.x = x
        self.y = y
        self.top = rasterizer.height << 8
    }

    @inline(__always) mutating func move(_ px: Int, _ py: Int) {
        close()
        startX = x &+ 4 &* px; startY = y &- 4 &* py
        currentX = startX; currentY = startY
        open = true
    }
    @inline(__always) mutating func line(_ px: Int, _ py: Int) {
        let gx = x &+ 4 &* px, gy = y &- 4 &* py
        grid.edge(currentX, currentY, gx, gy)
        currentX = gx; currentY = gy
    }
    @inline(__always) mutating func quad(_ cx: Int, _ cy: Int, _ px: Int, _ py: Int) {
        let gx = x &+ 4 &* px, gy = y &- 4 &* py
        grid.quad(currentX, currentY, gx, gy, top &- currentY, x &+ 4 &* cx, top &- (y &- 4 &* cy), top &- gy)
        currentX = gx; currentY = gy
    }
    @inline(__always) mutating func cubic(_ c1x: Int, _ c1y: Int, _ c2x: Int, _ c2y: Int, _ px: Int, _ py: Int) {
        let gx = x &+ 4 &* px, gy = y &- 4 &* py
        grid.cubic(currentX, currentY, gx, gy, top &- currentY, x &+ 4 &* c1x, top &- (y &- 4 &* c1y),
                   x &+ 4 &* c2x, top &- (y &- 4 &* c2y), top &- gy)
        currentX = gx; currentY = gy
    }
    @inline(__always) mutating func close() {
        if open {
            grid.edge(currentX, currentY, startX, startY)
            currentX = startX; currentY = startY
            open = false
        }
    }
}
