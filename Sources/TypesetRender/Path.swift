import TypesetFont

// MARK: - Affine transform

/// A 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Rendering uses it to map font units (y up) to device pixels (y down, origin at the
/// top-left of the bitmap).
public struct Affine: Sendable, Hashable {
    /// Horizontal scale (x contribution to x').
    public var a: Double
    /// Vertical shear (x contribution to y').
    public var b: Double
    /// Horizontal shear (y contribution to x').
    public var c: Double
    /// Vertical scale (y contribution to y').
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`x`, `y`).
    public static func translation(x: Double, y: Double) -> Affine {
        Affine(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public static func scale(x sx: Double, y sy: Double) -> Affine {
        Affine(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A uniform scale by `s`.
    public static func scale(_ s: Double) -> Affine { scale(x: s, y: s) }

    /// The transform from font units (y up) to device pixels (y down) for a glyph drawn at
    /// `pixelsPerEm`, with its origin (pen position on the baseline) at device point
    /// `origin`. The origin may be fractional: that is the subpixel position.
    ///
    /// `x' = x · s + origin.x`, `y' = origin.y − y · s`, with `s = pixelsPerEm / unitsPerEm`.
    public static func fontToPixels(unitsPerEm: Double, pixelsPerEm: Double, origin: Point) -> Affine {
        let s = unitsPerEm > 0 ? pixelsPerEm / unitsPerEm : 0
        return Affine(a: s, b: 0, c: 0, d: -s, tx: origin.x, ty: origin.y)
    }

    /// `self` followed by `other` (apply `self` first).
    public func then(_ other: Affine) -> Affine {
        Affine(
            a: other.a * a + other.c * b,
            b: other.b * a + other.d * b,
            c: other.a * c + other.c * d,
            d: other.b * c + other.d * d,
            tx: other.a * tx + other.c * ty + other.tx,
            ty: other.b * tx + other.d * ty + other.ty
        )
    }

    /// `self` followed by a translation.
    public func translated(x: Double, y: Double) -> Affine { then(.translation(x: x, y: y)) }

    /// Applies the transform to a point.
    @inlinable
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}

// MARK: - Render path

/// A path in device space (pixels, y down), as the rasterizer and the SVG writer consume it.
///
/// It is an ``OutlineSink`` that stores what it receives as is; wrap it in a
/// ``TransformingSink`` to fill it from a font outline in font units.
public struct RenderPath: OutlineSink, Sendable, Hashable {
    /// The elements in drawing order, in device pixels.
    public var elements: [PathElement] = []

    /// An empty path.
    public init() {}

    /// A device-space copy of a font-unit glyph path.
    public init(_ glyph: GlyphPath, transform: Affine) {
        elements.reserveCapacity(glyph.elements.count)
        for element in glyph.elements {
            switch element {
            case .move(let p): elements.append(.move(transform.apply(p)))
            case .line(let p): elements.append(.line(transform.apply(p)))
            case .quad(let c, let p): elements.append(.quad(transform.apply(c), transform.apply(p)))
            case .cubic(let c1, let c2, let p):
                elements.append(.cubic(transform.apply(c1), transform.apply(c2), transform.apply(p)))
            case .close: elements.append(.close)
            }
        }
    }

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func quad(to point: Point, control: Point) { elements.append(.quad(control, point)) }
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1, control2, point))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends a closed axis-aligned rectangle (clockwise on screen).
    public mutating func addRect(x: Double, y: Double, width: Double, height: Double) {
        move(to: Point(x: x, y: y))
        line(to: Point(x: x + width, y: y))
        line(to: Point(x: x + width, y: y + height))
        line(to: Point(x: x, y: y + height))
        close()
    }

    /// Appends a closed circle made of four cubic arcs (clockwise on screen when
    /// `clockwise`, else counter-clockwise). The cubic arc constant is 0.5522847498.
    public mutating func addCircle(center: Point, radius r: Double, clockwise: Bool = true) {
        let k = 0.5522847498 * r
        let s: Double = clockwise ? 1 : -1
        let cx = center.x, cy = center.y
        move(to: Point(x: cx + r, y: cy))
        cubic(to: Point(x: cx, y: cy + s * r), control1: Point(x: cx + r, y: cy + s * k), control2: Point(x: cx + k, y: cy + s * r))
        cubic(to: Point(x: cx - r, y: cy), control1: Point(x: cx - k, y: cy + s * r), control2: Point(x: cx - r, y: cy + s * k))
        cubic(to: Point(x: cx, y: cy - s * r), control1: Point(x: cx - r, y: cy - s * k), control2: Point(x: cx - k, y: cy - s * r))
        cubic(to: Point(x: cx + r, y: cy), control1: Point(x: cx + k, y: cy - s * r), control2: Point(x: cx + r, y: cy - s * k))
        close()
    }

    /// Sends every element to `sink`.
    public func replay<Sink: OutlineSink>(into sink: inout Sink) {
        for element in elements {
            switch element {
            case .move(let p): sink.move(to: p)
            case .line(let p): sink.line(to: p)
            case .quad(let c, let p): sink.quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): sink.cubic(to: p, control1: c1, control2: c2)
            case .close: sink.close()
            }
        }
    }
}

extension GlyphPath {
    /// Sends every element to `sink` (font units unless the sink transforms).
    public func replay<Sink: OutlineSink>(into sink: inout Sink) {
        for element in elements {
            switch element {
            case .move(let p): sink.move(to: p)
            case .line(let p): sink.line(to: p)
            case .quad(let c, let p): sink.quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): sink.cubic(to: p, control1: c1, control2: c2)
            case .close: sink.close()
            }
        }
    }
}

// MARK: - Transforming sink

/// An ``OutlineSink`` that applies an ``Affine`` to every point and forwards the segment
/// to `base`: a glyph goes from the font decoder into a rasterizer (or a ``RenderPath``)
/// in device space without an intermediate path.
public struct TransformingSink<Base: OutlineSink>: OutlineSink {
    /// The receiver of the transformed segments.
    public var base: Base
    /// The transform applied to each point.
    public var transform: Affine

    /// Wraps `base`, mapping points through `transform`.
    public init(base: Base, transform: Affine) {
        self.base = base
        self.transform = transform
    }

    public mutating func move(to point: Point) { base.move(to: transform.apply(point)) }
    public mutating func line(to point: Point) { base.line(to: transform.apply(point)) }
    public mutating func quad(to point: Point, control: Point) {
        base.quad(to: transform.apply(point), control: transform.apply(control))
    }
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        base.cubic(to: transform.apply(point), control1: transform.apply(control1), control2: transform.apply(control2))
    }
    public mutating func close() { base.close() }
}

// MARK: - Flattening

/// How curves are split into straight chords before rasterizing.
public enum CurveFlattening: Sendable, Hashable {
    /// The subdivision FreeType's smooth rasterizer uses, so coverage matches FreeType's:
    /// a quadratic is cut into 2ᵏ uniform chords, the smallest power of two for which the
    /// largest coordinate of its second difference `p0 − 2p1 + p2`, divided by 4ᵏ, is at most
    /// ¼ px (so chords deviate by at most 1/16 px); a cubic is bisected until, for each
    /// piece, both control points lie within ⅙ px (per coordinate) of the chord's trisection
    /// points, computed in FreeType's integer 1/256 px units. Quadratics are capped at
    /// ``Flattening/maxSegments`` chords, cubics at 2^``Flattening/maxCubicDepth``.
    case freeType
    /// Uniform chords deviating from the curve by at most this many pixels.
    case tolerance(Double)
}

/// Subdivision of Bézier curves into straight segments.
///
/// The number of segments is chosen from the curve's second differences so that the
/// chords deviate from the curve by at most `tolerance` (device pixels), and is capped at
/// ``maxSegments`` per curve so that hostile control points cannot make the work explode.
public enum Flattening {
    /// The most segments one curve is split into.
    public static let maxSegments = 256

    /// Segments for a quadratic with end points `p0`, `p2` and control `p1`.
    ///
    /// The chord of a parameter interval `h` deviates by at most `|p0 − 2p1 + p2|·h²/4`.
    @inlinable
    public static func quadSegments(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        return count(sqrt: dd / (4 * max(tolerance, 1e-6)))
    }

    /// Segments for a cubic from `p0` to `p3` with controls `p1`, `p2`.
    ///
    /// `|B''| ≤ 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|)` and a chord of parameter
    /// interval `h` deviates by at most `max|B''|·h²/8`.
    @inlinable
    public static func cubicSegments(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let m = max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
        return count(sqrt: 0.75 * m / max(tolerance, 1e-6))
    }

    @inlinable
    static func count(sqrt value: Double) -> Int {
        // Comparisons are false for NaN, so a NaN curve gets one segment.
        let n = value.squareRoot().rounded(.up)
        if n > Double(maxSegments) { return maxSegments }
        if n >= 1 { return Int(n) }
        return 1
    }

    /// Chords for a quadratic under FreeType's rule (see ``CurveFlattening/freeType``).
    @inlinable
    public static func freeTypeQuadSegments(_ p0: Point, _ p1: Point, _ p2: Point) -> Int {
        let dd = max(abs(p0.x - 2 * p1.x + p2.x), abs(p0.y - 2 * p1.y + p2.y))
        // In 1/256 px units, as FreeType measures after upscaling 26.6 coordinates.
        guard dd * 256 > 64 else { return 1 }  // also false for NaN
        var d = Int(min(dd * 256, 1e12))
        var n = 1
        repeat {
            d >>= 2
            n <<= 1
        } while d > 64 && n < maxSegments
        return n
    }

    /// Calls `line` with the end point of each chord of a quadratic (not `p0`), with `n` uniform chords.
    @inlinable
    public static func quad(_ p0: Point, _ p1: Point, _ p2: Point, segments n: Int, _ line: (Point) -> Void) {
        if n > 1 {
            let step = 1 / Double(n)
            for i in 1..<n {
                let t = Double(i) * step, u = 1 - t
                let w0 = u * u, w1 = 2 * u * t, w2 = t * t
                line(Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y))
            }
        }
        line(p2)
    }

    /// Deepest bisection of a cubic under ``CurveFlattening/freeType`` (at most 2¹⁰ chords).
    public static let maxCubicDepth = 10

    /// Calls `line` with the end point of each chord of a cubic (not `p0`), bisecting as
    /// FreeType's smooth rasterizer does (see ``CurveFlattening/freeType``).
    ///
    /// FreeType works in integer 1/256 px units with y up from the bottom of the bitmap and
    /// rounds each de Casteljau midpoint down; whether a piece is split again depends on those
    /// rounded values, so this does the same, in the frame where y up is `height − y`.
    /// Coordinates must be finite and within ±10⁹ (the rasterizer clamps them).
    @inlinable
    public static func freeTypeCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, height: Double, _ line: (Point) -> Void) {
        // Round half away from zero, without a libm call (|v · 256| < 2⁵²).
        @inline(__always) func round(_ t: Double) -> Int { Int(t >= 0 ? t + 0.5 : t - 0.5) }
        @inline(__always) func fx(_ v: Double) -> Int { round(v * 256) }
        @inline(__always) func fy(_ v: Double) -> Int { round((height - v) * 256) }
        let capacity = 2 * (3 * maxCubicDepth + 4)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { arcs in
            // Points are stored end first: arc[0] = end, arc[1] = control 2, arc[2] = control 1,
            // arc[3] = start; x at 2i, y at 2i + 1. A split writes the half nearer the end to
            // arc[0...3] and the half nearer the start to arc[3...6]; the latter is drawn first.
            arcs[0] = fx(p3.x); arcs[1] = fy(p3.y)
            arcs[2] = fx(p2.x); arcs[3] = fy(p2.y)
            arcs[4] = fx(p1.x); arcs[5] = fy(p1.y)
            arcs[6] = fx(p0.x); arcs[7] = fy(p0.y)
            var base = 0  // index of arc[0]'s x; depth = base / 6
            while true {
                let a0x = arcs[base], a0y = arcs[base + 1], a1x = arcs[base + 2], a1y = arcs[base + 3]
                let a2x = arcs[base + 4], a2y = arcs[base + 5], a3x = arcs[base + 6], a3y = arcs[base + 7]
                let curved = abs(2 * a0x - 3 * a1x + a3x) > 128 || abs(2 * a0y - 3 * a1y + a3y) > 128
                    || abs(a0x - 3 * a2x + 2 * a3x) > 128 || abs(a0y - 3 * a2y + 2 * a3y) > 128
                if curved && base / 6 < maxCubicDepth {
                    for k in 0..<2 {
                        let b0 = arcs[base + k], b1 = arcs[base + 2 + k], b2 = arcs[base + 4 + k], b3 = arcs[base + 6 + k]
                        let s01 = b0 + b1, s12 = b1 + b2, s23 = b2 + b3
                        let s012 = s01 + s12, s123 = s12 + s23
                        arcs[base + 12 + k] = b3
                        arcs[base + 10 + k] = s23 >> 1
                        arcs[base + 8 + k] = s123 >> 2
                        arcs[base + 6 + k] = (s012 + s123) >> 3
                        arcs[base + 4 + k] = s012 >> 2
                        arcs[base + 2 + k] = s01 >> 1
                    }
                    base += 6
                    continue
                }
                line(Point(x: Double(a0x) / 256, y: height - Double(a0y) / 256))
                if base == 0 { return }
                base -= 6
            }
        }
    }

    /// Calls `line` with the end point of each chord of a quadratic (not `p0`).
    @inlinable
    public static func quad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, _ line: (Point) -> Void) {
        quad(p0, p1, p2, segments: quadSegments(p0, p1, p2, tolerance: tolerance), line)
    }

    /// Calls `line` with the end point of each chord of a cubic (not `p0`).
    @inlinable
    public static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, _ line: (Point) -> Void) {
        let n = cubicSegments(p0, p1, p2, p3, tolerance: tolerance)
        if n > 1 {
            let step = 1 / Double(n)
            for i in 1..<n {
                let t = Double(i) * step, u = 1 - t
                let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                line(Point(
                    x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                    y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y))
            }
        }
        line(p3)
    }
}
