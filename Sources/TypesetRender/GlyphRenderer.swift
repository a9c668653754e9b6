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
            let result: ScaledGlyphRasterizer.PlacedResult?
            switch outliner.format {
            case .trueType:
                result = try outliner.withTrueTypePoints(of: glyph) { view in
                    ScaledGlyphRasterizer(rasterizer: self).rasterizeTrueType(view, placement: placement, into: &bitmap)
                }
            case .cff:
                result = try ScaledGlyphRasterizer(rasterizer: self).rasterizeRecorded(glyph, outliner: &outliner, placement: placement,
                                                                                      into: &bitmap)
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
}
