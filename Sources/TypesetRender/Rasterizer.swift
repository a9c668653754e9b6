import TypesetFont

/// An anti-aliased coverage rasterizer by signed-area accumulation.
///
/// ## Method
/// Every line segment (curves are flattened first, see ``Flattening``) adds, to each cell it
/// crosses, the signed *change* in coverage that it causes along its row: within the cell,
/// the area of the part of the cell to the right of the edge; in the following cell, the
/// remainder of the edge's vertical extent. A prefix sum along each row then turns these
/// differences into the signed accumulated area `A` of each pixel: the integral of the
/// winding number over the pixel. Downward segments count positive, upward negative, so
/// the sign depends on contour direction and is irrelevant to the result.
///
/// Accumulation is in `Float`, geometry in `Double`; curves are flattened with FreeType's
/// subdivision rules by default (``CurveFlattening/freeType``), so the chords, and therefore
/// the coverage, are FreeType's.
///
/// ## Fill rule and quantization
/// A pixel's coverage is `min(|A|, 1)`, stored as a byte the way FreeType stores it:
/// `⌊256·|A|⌋` capped at 255 for one contour orientation and `⌈256·|A|⌉ − 1` for the other
/// (FreeType takes the one's complement of negative areas), within one level of `255·|A|`.
/// On the committed FreeType 2.13.2 references (same 26.6 outlines, 12/24/96 px, subpixel
/// origins) 95–97 % of pixels are identical and none differs by more than 2 levels. This is
/// exactly the rule of FreeType's smooth
/// rasterizer (`ftgrays.c`, non-zero mode: `coverage = |area|`, clamped to full) and agrees
/// with the true non-zero rule everywhere a pixel sees only one winding number besides
/// zero: in particular inside overlapping same-direction contours (winding 2 → coverage 1)
/// and inside holes made by opposite contours (winding 0). It differs from exact non-zero
/// coverage only in pixels crossed by edges of *overlapping* contours, where regions of
/// different non-zero windings, or a winding above 1 and 0, share the pixel: there the
/// accumulated area averages windings before taking the magnitude (half +1 and half −1 gives
/// 0 instead of 1; three-quarters at winding 3 gives 1 instead of 0.75, so edges of stacked
/// overlapping contours come out darker). FreeType has the same behaviour (its 4× oversampling
/// for outlines flagged `FT_OUTLINE_OVERLAP` is not reproduced), and matching FreeType is the
/// goal.
///
/// ## Clipping and hostile input
/// The target is a `width × height` pixel grid with device coordinates in pixels (y down,
/// (0, 0) the top-left corner of the top-left pixel). Parts of the outline above or below
/// the grid are dropped; parts left of it become vertical edges on the left border (they
/// still cover the pixels to their right); parts right of it are dropped. Segments with a
/// NaN or infinite coordinate are skipped, coordinates beyond ±``coordinateLimit`` are
/// clamped, each curve is flattened into a bounded number of chords (``Flattening/maxSegments``,
/// 2^``Flattening/maxCubicDepth``) and the work per line is bounded by the grid size, so no
/// input traps or hangs.
///
/// ## Storage
/// The object keeps its accumulation buffer between glyphs and only grows it, so
/// rasterizing many glyphs does not allocate per glyph (``render(into:)-(GrayBitmap)`` also
/// reuses the target bitmap's storage); rendering reads and clears the buffer in one pass,
/// skipping runs of cells without edges four at a time. A rasterizer is not thread-safe: use
/// one per thread.
///
/// It conforms to ``OutlineSink`` in *device* space; wrap it in a ``TransformingSink`` to
/// feed it font-unit outlines directly.
public final class Rasterizer: OutlineSink {
    /// Coordinates are clamped to ±this many pixels before any arithmetic.
    public static let coordinateLimit: Double = 1e9

    /// How curves become chords: by default as FreeType does, so coverage matches
    /// FreeType's (about 1/16 px deviation for quadratics); `.tolerance(0.1)` bounds the
    /// deviation explicitly.
    public var flattening: CurveFlattening = .freeType

    // All mutable state lives behind one pointer: stored properties of a class would be
    // checked for exclusive access at run time on every edge; memory behind a pointer is not.
    private struct State {
        var width = 0
        var height = 0
        // Accumulation cells: `height` rows of `stride` floats, `width + 2` rounded up to a
        // multiple of 4 (the extra columns receive the spill of edges on or beyond the right
        // border and let the sweep read whole groups of four).
        var stride = 4
        var cells: UnsafeMutablePointer<Float>
        var capacity: Int
        var dirty = false  // the grid may hold accumulated edges
        var start = Point(x: 0, y: 0)
        var current = Point(x: 0, y: 0)
        var open = false
    }

    private let state: UnsafeMutablePointer<State>

    /// The grid width in pixels.
    public private(set) var width: Int {
        get { state.pointee.width }
        set { state.pointee.width = newValue }
    }
    /// The grid height in pixels.
    public private(set) var height: Int {
        get { state.pointee.height }
        set { state.pointee.height = newValue }
    }
    private var stride: Int {
        get { state.pointee.stride }
        set { state.pointee.stride = newValue }
    }
    private var cells: UnsafeMutablePointer<Float> {
        get { state.pointee.cells }
        set { state.pointee.cells = newValue }
    }
    private var capacity: Int {
        get { state.pointee.capacity }
        set { state.pointee.capacity = newValue }
    }
    private var dirty: Bool {
        get { state.pointee.dirty }
        set { state.pointee.dirty = newValue }
    }
    private var start: Point {
        get { state.pointee.start }
        set { state.pointee.start = newValue }
    }
    private var current: Point {
        get { state.pointee.current }
        set { state.pointee.current = newValue }
    }
    private var open: Bool {
        get { state.pointee.open }
        set { state.pointee.open = newValue }
    }

    /// A rasterizer with an empty 0 × 0 grid.
    public init() {
        let capacity = 64
        let cells = UnsafeMutablePointer<Float>.allocate(capacity: capacity)
        cells.initialize(repeating: 0, count: capacity)
        state = .allocate(capacity: 1)
        state.initialize(to: State(cells: cells, capacity: capacity))
    }

    deinit {
        state.pointee.cells.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Starts a new picture on a `width × height` grid (negative sizes count as 0). Only
    /// grows storage when the grid is larger than any before.
    public func reset(width: Int, height: Int) {
        let w = max(0, width), h = max(0, height)
        let (cellsNeeded, overflow) = ((w + 2 + 3) & ~3).multipliedReportingOverflow(by: h)
        precondition(!overflow, "Rasterizer grid too large")
        if cellsNeeded > capacity {
            cells.deallocate()
            capacity = max(cellsNeeded, capacity * 2)
            cells = .allocate(capacity: capacity)
            cells.initialize(repeating: 0, count: capacity)
        } else if dirty {
            cells.update(repeating: 0, count: stride * self.height)
        }
        self.width = w
        self.height = h
        stride = (w + 2 + 3) & ~3
        dirty = true  // until rendered or cleared
        open = false
    }

    // MARK: Outline input (device pixels, y down)

    /// Starts a contour at `point`, closing the previous one if it is open.
    public func move(to point: Point) {
        if open { close() }
        start = point
        current = point
        open = true
    }

    /// A straight edge to `point`.
    public func line(to point: Point) {
        addLine(current, point)
        current = point
    }

    /// A quadratic Bézier edge to `point`.
    public func quad(to point: Point, control: Point) {
        let p0 = current
        if isOutside(p0, control, point) {
            addLine(p0, point)
        } else {
            var last = p0
            let n: Int
            switch flattening {
            case .freeType: n = Flattening.freeTypeQuadSegments(p0, control, point)
            case .tolerance(let t): n = Flattening.quadSegments(p0, control, point, tolerance: t)
            }
            Flattening.quad(p0, control, point, segments: n) { p in
                addLine(last, p)
                last = p
            }
        }
        current = point
    }

    /// A cubic Bézier edge to `point`.
    public func cubic(to point: Point, control1: Point, control2: Point) {
        let p0 = current
        if isOutside(p0, control1, control2, point) {
            addLine(p0, point)
        } else {
            var last = p0
            switch flattening {
            case .freeType:
                let c = Self.clampCoordinate
                let q0 = Point(x: c(p0.x), y: c(p0.y)), q1 = Point(x: c(control1.x), y: c(control1.y))
                let q2 = Point(x: c(control2.x), y: c(control2.y)), q3 = Point(x: c(point.x), y: c(point.y))
                if q0.x.isFinite && q0.y.isFinite && q1.x.isFinite && q1.y.isFinite
                    && q2.x.isFinite && q2.y.isFinite && q3.x.isFinite && q3.y.isFinite {
                    Flattening.freeTypeCubic(q0, q1, q2, q3, height: Double(height)) { p in
                        addLine(last, p)
                        last = p
                    }
                    addLine(last, point)  // the exact end (chords end on the 1/256 grid)
                } else {
                    addLine(p0, point)  // skipped: not finite
                }
            case .tolerance(let t):
                Flattening.cubic(p0, control1, control2, point, tolerance: t) { p in
                    addLine(last, p)
                    last = p
                }
            }
        }
        current = point
    }

    /// Closes the current contour with a straight edge back to its start.
    public func close() {
        if open {
            addLine(current, start)
            current = start
            open = false
        }
    }

    /// Adds every contour of a device-space path.
    public func fill(_ path: RenderPath) {
        var me = self
        path.replay(into: &me)
        close()
    }

    /// Adds every contour of a font-unit glyph path mapped through `transform`.
    public func fill(_ path: GlyphPath, transform: Affine) {
        var sink = TransformingSink(base: self, transform: transform)
        path.replay(into: &sink)
        close()
    }

    /// A curve whose control points all lie on one outer side of the grid contributes exactly
    /// what its chord does (only the net vertical crossing of each row matters there).
    @inline(__always)
    private func isOutside(_ a: Point, _ b: Point, _ c: Point, _ d: Point? = nil) -> Bool {
        let w = Double(width), h = Double(height)
        let dd = d ?? c
        let minX = min(min(a.x, b.x), min(c.x, dd.x)), maxX = max(max(a.x, b.x), max(c.x, dd.x))
        let minY = min(min(a.y, b.y), min(c.y, dd.y)), maxY = max(max(a.y, b.y), max(c.y, dd.y))
        return maxY <= 0 || minY >= h || maxX <= 0 || minX >= w
    }

    // MARK: Edge accumulation

    /// `⌈v⌉` for `0 ≤ v < 2⁶²` without a libm call.
    @inline(__always)
    private static func ceilNonNegative(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) < v ? i + 1 : i
    }

    @inline(__always)
    private static func clampCoordinate(_ v: Double) -> Double {
        min(max(v, -coordinateLimit), coordinateLimit)
    }

    /// Adds the edge from `p` to `q`, clipped to the grid.
    @inline(__always)
    private func addLine(_ p: Point, _ q: Point) {
        // Fast path: both ends inside the grid, the usual case for a glyph in its own bitmap
        // (comparisons with NaN are false, so NaN takes the careful path).
        let w = Double(width), h = Double(height)
        if p.x >= 0 && p.x <= w && q.x >= 0 && q.x <= w && p.y >= 0 && p.y <= h && q.y >= 0 && q.y <= h {
            let dy = q.y - p.y
            if dy > 1e-9 {
                accumulate(p.x, p.y, q.x, q.y, 1)
            } else if dy < -1e-9 {
                accumulate(q.x, q.y, p.x, p.y, -1)
            }
            return
        }
        addClippedLine(p, q)
    }

    /// ``addLine(_:_:)`` for edges that may leave the grid or hold non-finite coordinates.
    private func addClippedLine(_ p: Point, _ q: Point) {
        guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { return }
        var x0 = Self.clampCoordinate(p.x), y0 = Self.clampCoordinate(p.y)
        var x1 = Self.clampCoordinate(q.x), y1 = Self.clampCoordinate(q.y)
        // Edges this flat cover nothing measurable (and would make slopes overflow).
        if abs(y1 - y0) < 1e-9 { return }
        var dir: Double = 1
        if y0 > y1 {
            swap(&x0, &x1); swap(&y0, &y1)
            dir = -1
        }
        let h = Double(height), w = Double(width)
        if y1 <= 0 || y0 >= h || width == 0 { return }
        // Clip vertically.
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < 0 { x0 += (0 - y0) * dxdy; y0 = 0 }
        if y1 > h { x1 = x0 + (h - y0) * dxdy; y1 = h }
        if !(y1 > y0) { return }
        // Clip horizontally: split at x = 0 and x = w.
        if x0 >= w && x1 >= w { return }
        if x0 <= 0 && x1 <= 0 {
            accumulate(0, y0, 0, y1, dir)
            return
        }
        if x0 >= 0 && x0 <= w && x1 >= 0 && x1 <= w {
            accumulate(x0, y0, x1, y1, dir)
            return
        }
        // Split points (by y) where the edge crosses the borders, in order along the edge.
        let dydx = (y1 - y0) / (x1 - x0)  // x0 != x1 here
        var ys: (Double, Double) = (y1, y1)
        var count = 0
        if (x0 < 0) != (x1 < 0) {
            ys.0 = min(max(y0 + (0 - x0) * dydx, y0), y1)
            count = 1
        }
        if (x0 < w) != (x1 < w) {
            let y = min(max(y0 + (w - x0) * dydx, y0), y1)
            if count == 0 { ys.0 = y } else { ys.1 = y }
            count += 1
        }
        if count == 2 && ys.1 < ys.0 { ys = (ys.1, ys.0) }
        var ya = y0
        for k in 0...count {
            let yb = k == count ? y1 : (k == 0 ? ys.0 : ys.1)
            if yb > ya {
                let xa = x0 + (ya - y0) * dxdy, xb = x0 + (yb - y0) * dxdy
                let mid = (xa + xb) * 0.5
                if mid <= 0 {
                    accumulate(0, ya, 0, yb, dir)
                } else if mid < w {
                    accumulate(min(max(xa, 0), w), ya, min(max(xb, 0), w), yb, dir)
                }
            }
            ya = yb
        }
    }

    /// Accumulates an edge lying inside the grid (`0 ≤ x ≤ width`, `0 ≤ ya < yb ≤ height`).
    @inline(__always)
    private func accumulate(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        let w = Double(width)
        var dxdy = (xb - xa) / (yb - ya)
        var xa = xa
        if !dxdy.isFinite {
            xa = (xa + xb) * 0.5
            dxdy = 0
        }
        let rowStart = max(0, Int(ya))
        let rowEnd = min(height, Self.ceilNonNegative(yb))
        if rowStart >= rowEnd { return }
        let cells = self.cells
        let stride = self.stride
        var xTop = xa
        for row in rowStart..<rowEnd {
            let top = max(ya, Double(row)), bottom = min(yb, Double(row + 1))
            let xBottom = min(max(xa + (bottom - ya) * dxdy, 0), w)
            let d = dir * (bottom - top)
            let x0 = min(xTop, xBottom), x1 = max(xTop, xBottom)
            let line = cells + row * stride
            let i0 = Int(x0)
            if x1 <= Double(i0 + 1) {
                // Within one cell: the part of the cell right of the edge, then the rest.
                let xm = (x0 + x1) * 0.5 - Double(i0)
                line[i0] += Float(d * (1 - xm))
                line[i0 + 1] += Float(d * xm)
            } else {
                // Across cells: with F(X) the area right of the edge between x0 and X (per
                // unit of height), F = (X − x0)² / 2s up to x1 (s = x1 − x0) and s/2 + (X − x1)
                // beyond. Cell j's share is F(j+1) − F(j); the cells store the differences of
                // consecutive shares, which are the constant 1/s between the end cells.
                let span = x1 - x0
                let inv = 1 / span, halfInv = 0.5 * inv
                let i1 = min(Self.ceilNonNegative(x1) - 1, width)  // > i0
                let e0 = Double(i0 + 1) - x0
                let first = e0 * e0 * halfInv
                line[i0] += Float(d * first)
                var previous = first
                if i1 > i0 + 1 {
                    let second = (2 * e0 + 1) * halfInv
                    line[i0 + 1] += Float(d * (second - first))
                    if i1 > i0 + 2 {
                        let step = Float(d * inv)
                        for j in (i0 + 2)..<i1 { line[j] += step }
                    }
                    previous = second + Double(i1 - i0 - 2) * inv
                }
                let e1 = Double(i1) - x0
                let last = span * 0.5 + (Double(i1 + 1) - x1) - e1 * e1 * halfInv
                line[i1] += Float(d * (last - previous))
                line[i1 + 1] += Float(d * (1 - last))
            }
            xTop = xBottom
        }
    }

    // MARK: Output

    /// Writes the coverage of every pixel (0 = empty, 255 = fully covered) into `bitmap`,
    /// resizing it to the grid when its size differs, and clears the accumulation buffer.
    /// Closes an open contour first.
    public func render(into bitmap: inout GrayBitmap) {
        close()
        if bitmap.width != width || bitmap.height != height {
            bitmap.resize(width: width, height: height)
        }
        bitmap.pixels.withUnsafeMutableBufferPointer { out in
            render(into: out, rowBytes: width)
        }
    }

    /// Writes coverage into `out` (rows `rowBytes` apart; `out` must hold `rowBytes ×
    /// (height − 1) + width` bytes, else nothing is written) and clears the buffer.
    public func render(into out: UnsafeMutableBufferPointer<UInt8>, rowBytes: Int) {
        close()
        guard width > 0, height > 0, rowBytes >= width, let base = out.baseAddress,
              out.count >= rowBytes * (height - 1) + width else {
            clear()
            return
        }
        let w = width, stride = self.stride
        for row in 0..<height {
            let line = cells + row * stride
            let dst = base + row * rowBytes
            var acc: Float = 0
            var value: UInt8 = 0
            var x = 0
            // Most cells hold no edge: the coverage stays what it was. Test cells eight at a
            // time as four 64-bit words (a −0.0 merely takes the slow path) and write the
            // current value; only groups with edges update the running sum.
            while x + 8 <= w {
                let raw = UnsafeRawPointer(line + x)
                let bits = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if bits == 0 {
                    UnsafeMutableRawPointer(dst + x).storeBytes(of: UInt64(value) &* 0x0101_0101_0101_0101, as: UInt64.self)
                } else {
                    for k in x..<(x + 8) {
                        let c = line[k]
                        if c != 0 {
                            line[k] = 0
                            acc += c
                            value = Self.quantize(acc)
                        }
                        dst[k] = value
                    }
                }
                x += 8
            }
            while x < w {
                let c = line[x]
                if c != 0 {
                    line[x] = 0
                    acc += c
                    value = Self.quantize(acc)
                }
                dst[x] = value
                x += 1
            }
            while x < stride {  // spill cells right of the grid
                line[x] = 0
                x += 1
            }
        }
        dirty = false
    }

    /// FreeType's conversion of an accumulated area `A` to a coverage byte: with
    /// `v = −256 · A` (FreeType's orientation), `⌊v⌋` when `v ≥ 0`, else `⌈−v⌉ − 1`, capped at
    /// 255. A NaN (impossible by construction) gives 255 rather than trapping.
    @inline(__always)
    static func quantize(_ acc: Float) -> UInt8 {
        let v = acc * -256
        let m = v.magnitude
        guard m < 256 else { return 255 }
        var t = Int32(m)
        if v < 0 && Float(t) == m { t -= 1 }
        return UInt8(truncatingIfNeeded: max(t, 0))
    }

    /// A new bitmap holding the coverage; clears the buffer.
    public func makeBitmap() -> GrayBitmap {
        var bitmap = GrayBitmap(width: width, height: height)
        render(into: &bitmap)
        return bitmap
    }

    /// Discards accumulated edges.
    public func clear() {
        if dirty { cells.update(repeating: 0, count: stride * height) }
        dirty = false
        open = false
    }

    // MARK: Glyphs

    /// Rasterizes a font-unit outline whose control box is `controlBox` (font units, y up)
    /// through `transform` (typically ``Affine/fontToPixels(unitsPerEm:pixelsPerEm:origin:)``,
    /// whose origin carries the subpixel position) into `bitmap`, sized like FreeType's glyph
    /// bitmaps: the pixel rectangle enclosing the transformed control box. `outline` sends the
    /// glyph to the sink (for example `face.outline(glyph:into:)`), so nothing is stored in
    /// between. Returns the bitmap's rectangle in device pixels: its `x` is FreeType's
    /// `bitmap_left` and `−y` its `bitmap_top` when the origin is (0, 0).
    @discardableResult
    public func rasterize<E: Error>(
        controlBox: Bounds, transform: Affine, into bitmap: inout GrayBitmap,
        outline: (inout TransformingSink<Rasterizer>) throws(E) -> Void
    ) throws(E) -> PixelRect {
        let c0 = transform.apply(Point(x: controlBox.xMin, y: controlBox.yMin))
        let c1 = transform.apply(Point(x: controlBox.xMax, y: controlBox.yMin))
        let c2 = transform.apply(Point(x: controlBox.xMin, y: controlBox.yMax))
        let c3 = transform.apply(Point(x: controlBox.xMax, y: controlBox.yMax))
        let box = Bounds(
            xMin: min(min(c0.x, c1.x), min(c2.x, c3.x)), yMin: min(min(c0.y, c1.y), min(c2.y, c3.y)),
            xMax: max(max(c0.x, c1.x), max(c2.x, c3.x)), yMax: max(max(c0.y, c1.y), max(c2.y, c3.y)))
        // Limit absurd boxes: a glyph bitmap beyond 8192 px a side is refused (empty).
        var rect = PixelRect.enclosing(box)
        if rect.width > 8192 || rect.height > 8192 { rect = PixelRect(x: rect.x, y: rect.y, width: 0, height: 0) }
        reset(width: rect.width, height: rect.height)
        var sink = TransformingSink(base: self, transform: transform.translated(x: Double(-rect.x), y: Double(-rect.y)))
        do {
            try outline(&sink)
        } catch {
            clear()
            throw error
        }
        render(into: &bitmap)
        return rect
    }

    /// Rasterizes a font-unit glyph path through `transform` into `bitmap` (see
    /// ``rasterize(controlBox:transform:into:outline:)``); an empty path gives a 0 × 0 bitmap.
    @discardableResult
    public func rasterize(_ path: GlyphPath, transform: Affine, into bitmap: inout GrayBitmap) -> PixelRect {
        guard let box = path.controlBox else {
            reset(width: 0, height: 0)
            render(into: &bitmap)
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        return rasterize(controlBox: box, transform: transform, into: &bitmap) { (sink: inout TransformingSink<Rasterizer>) in
            path.replay(into: &sink)
        }
    }
}
