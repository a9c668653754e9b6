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
/// Points are rounded to 1/256 px, FreeType's resolution; curves whose control points all lie in
/// the grid are flattened from there in integers with FreeType's subdivision rules (quadratics
/// by fixed-point forward differences, cubics by bisection), others in `Double` (see
/// ``CurveFlattening/freeType``). Each chord is cut at cell borders in integers, the crossings
/// stepped from row to row by quotient and remainder, and accumulation is in 32-bit integers,
/// FreeType's cover and area sums: the chords, and therefore the coverage, are FreeType's.
///
/// ## Fill rule and quantization
/// A pixel's coverage is `min(|A|, 1)`, stored as a byte the way FreeType stores it:
/// `⌊256·|A|⌋` capped at 255 for one contour orientation and `⌈256·|A|⌉ − 1` for the other
/// (FreeType takes the one's complement of negative areas), within one level of `255·|A|`.
/// On the committed FreeType 2.13.2 references (same 26.6 outlines, 12/24/96 px, subpixel
/// origins) 99.97 % of the pixels of cubic (CFF) and of quadratic (TrueType) outlines are
/// identical and none differs by more than 1 level (curves inside the grid are flattened in
/// FreeType's integers; curves reaching outside it, in `Double`). This is
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
/// reuses the target bitmap's storage). Each row remembers the first and last cell an edge
/// touched; rendering sweeps and clears only those cells, skipping runs of cells without
/// edges eight at a time, and fills the rest of the row as spans. A rasterizer is not thread-safe: use
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
    public var flattening: CurveFlattening {
        get { state.pointee.flattening }
        set { state.pointee.flattening = newValue }
    }

    // All mutable state lives behind one pointer: stored properties of a class would be
    // checked for exclusive access at run time on every edge; memory behind a pointer is not.
    private struct State {
        var width = 0
        var height = 0
        // Accumulation cells: `height` rows of `stride` 32-bit integers, `width + 2` rounded up
        // to a multiple of 8 (the extra columns receive the spill of edges on or beyond the
        // right border and let the sweep read whole groups of eight). Zero between pictures.
        var stride = 8
        var cells: UnsafeMutablePointer<Int32>
        var capacity: Int
        // Per row, the first and last column holding an edge (`first > last`: none); only
        // those cells are swept and cleared.
        var spans: UnsafeMutablePointer<RowSpan>
        var spanCapacity: Int
        var start = Point(x: 0, y: 0)
        var current = Point(x: 0, y: 0)
        var open = false
        var flattening = CurveFlattening.freeType
        /// Reused by the one-call glyph path for outlines decoded as paths (CFF).
        var scratchPath = GlyphPath()
    }

    private struct RowSpan {
        var first: Int32
        var last: Int32
        static let empty = RowSpan(first: .max, last: -1)
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
    private var cells: UnsafeMutablePointer<Int32> {
        get { state.pointee.cells }
        set { state.pointee.cells = newValue }
    }
    private var capacity: Int {
        get { state.pointee.capacity }
        set { state.pointee.capacity = newValue }
    }
    private var spans: UnsafeMutablePointer<RowSpan> {
        get { state.pointee.spans }
        set { state.pointee.spans = newValue }
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
    /// A path kept for reuse by the one-call glyph path (see ``rasterize(glyph:outliner:placement:into:)``).
    var scratchPath: GlyphPath {
        get { state.pointee.scratchPath }
        set { state.pointee.scratchPath = newValue }
    }

    /// A rasterizer with an empty 0 × 0 grid.
    public init() {
        let capacity = 64
        let cells = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        cells.initialize(repeating: 0, count: capacity)
        let spanCapacity = 16
        let spans = UnsafeMutablePointer<RowSpan>.allocate(capacity: spanCapacity)
        spans.initialize(repeating: .empty, count: spanCapacity)
        state = .allocate(capacity: 1)
        state.initialize(to: State(cells: cells, capacity: capacity, spans: spans, spanCapacity: spanCapacity))
    }

    deinit {
        state.pointee.cells.deallocate()
        state.pointee.spans.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Starts a new picture on a `width × height` grid (negative sizes count as 0). Only
    /// grows storage when the grid is larger than any before.
    public func reset(width: Int, height: Int) {
        clear()
        let w = max(0, width), h = max(0, height)
        let newStride = (w + 2 + 7) & ~7
        let (cellsNeeded, overflow) = newStride.multipliedReportingOverflow(by: h)
        precondition(!overflow && w < Int(Int32.max) - 8, "Rasterizer grid too large")
        if cellsNeeded > capacity {
            cells.deallocate()
            capacity = max(cellsNeeded, capacity * 2)
            cells = .allocate(capacity: capacity)
            cells.initialize(repeating: 0, count: capacity)
        }
        if h > state.pointee.spanCapacity {
            spans.deallocate()
            let n = max(h, state.pointee.spanCapacity * 2)
            spans = .allocate(capacity: n)
            spans.initialize(repeating: .empty, count: n)
            state.pointee.spanCapacity = n
        }
        self.width = w
        self.height = h
        stride = newStride
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
        if case .freeType = flattening {
            let w = Double(width), h = Double(height)
            @inline(__always) func inside(_ p: Point) -> Bool { p.x >= 0 && p.x <= w && p.y >= 0 && p.y <= h }
            // The usual case, a glyph in its own bitmap (false for NaN): integers throughout.
            if inside(p0) && inside(control) && inside(point) && width < Self.integerCurveLimit && height < Self.integerCurveLimit {
                quadInside(p0, control, point)
                current = point
                return
            }
        }
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
        if case .freeType = flattening {
            let w = Double(width), h = Double(height)
            @inline(__always) func inside(_ p: Point) -> Bool { p.x >= 0 && p.x <= w && p.y >= 0 && p.y <= h }
            // The usual case, a glyph in its own bitmap (false for NaN): integers throughout.
            if inside(p0) && inside(control1) && inside(control2) && inside(point) {
                cubicInside(p0, control1, control2, point)
                current = point
                return
            }
        }
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

    /// Grids at least this many pixels wide or high flatten quadratics in `Double`: below it the
    /// fixed-point forward differences of ``quadInside(_:_:_:)`` cannot overflow.
    private static let integerCurveLimit = 1 << 20

    /// A quadratic whose points all lie in the grid, flattened as FreeType's smooth rasterizer
    /// does (`gray_render_conic`) straight into the cells: in 1/256 px with y up, with
    /// `A = p0 − 2p1 + p2`, a curve whose largest coordinate of `A` is at most 64 (¼ px) is one
    /// chord; otherwise it is cut into 2ˢ uniform chords, `s` the number of times `A` must be
    /// quartered (shifted right by 2) to reach 64 or less, capped at 8 (``Flattening/maxSegments``).
    /// The chord ends are the exact curve points at `t = i/2ˢ`, rounded down, computed by
    /// forward differences in 32.32 fixed point (exact: every term is a multiple of 2⁻³²).
    @inline(__always)
    private func quadInside(_ p0: Point, _ p1: Point, _ p2: Point) {
        let h = Double(height)
        @inline(__always) func fx(_ v: Double) -> Int { Self.roundedPosition(v) }
        @inline(__always) func fy(_ v: Double) -> Int { Self.roundedPosition(h - v) }  // y up, as FreeType
        let startX = fx(p0.x), startY = fx(p0.y)
        let endX = fx(p2.x), endY = fx(p2.y)  // as every edge rounds its ends
        quadInside(startX, startY, endX, endY, fy(p0.y), fx(p1.x), fy(p1.y), fy(p2.y))
    }

    /// ``quadInside(_:_:_:)`` in 1/256 px: the ends (`startX`, `startY`) and (`endX`, `endY`)
    /// with y down, for the edges; the curve's y coordinates `y0`, `y1`, `y2` with y up from the
    /// grid's bottom (as FreeType flattens), and the control's `x1`.
    @inline(__always)
    private func quadInside(_ startX: Int, _ startY: Int, _ endX: Int, _ endY: Int,
                            _ y0: Int, _ x1: Int, _ y1: Int, _ y2: Int) {
        let top = height << 8
        let x0 = startX, x2 = endX
        let bx = x1 &- x0, by = y1 &- y0
        let ax = x2 &- x1 &- bx, ay = y2 &- y1 &- by
        var d = max(abs(ax), abs(ay))
        if d <= 64 {
            edge(startX, startY, endX, endY)
            return
        }
        var shift = 0
        repeat {
            d >>= 2
            shift += 1
        } while d > 64 && shift < 8
        // |coordinates| < 2²⁸ (grid below 2²⁰ px): every product below stays under 2⁶².
        var qx = (bx &<< (33 - shift)) &+ (ax &<< (32 - 2 * shift))
        var qy = (by &<< (33 - shift)) &+ (ay &<< (32 - 2 * shift))
        let rx = ax &<< (33 - 2 * shift), ry = ay &<< (33 - 2 * shift)
        var px = x0 &<< 32, py = y0 &<< 32
        var lastX = startX, lastY = startY
        for _ in 1..<(1 << shift) {
            px &+= qx; py &+= qy
            qx &+= rx; qy &+= ry
            let x = px >> 32, y = top &- (py >> 32)
            edge(lastX, lastY, x, y)
            lastX = x; lastY = y
        }
        edge(lastX, lastY, endX, endY)  // the last step lands on p2 exactly
    }

    /// ``Flattening/freeTypeCubic(_:_:_:_:height:_:)`` for a cubic whose points all lie in the
    /// grid, with its chords (on the 1/256 px grid already) accumulated in integers directly.
    /// Bisected points stay in the grid: they are rounded-down averages of points in it.
    @inline(__always)
    private func cubicInside(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let h = Double(height)
        @inline(__always) func fx(_ v: Double) -> Int { Self.roundedPosition(v) }
        @inline(__always) func fy(_ v: Double) -> Int { Self.roundedPosition(h - v) }  // y up, as FreeType
        // The ends as every edge rounds them.
        cubicInside(fx(p0.x), fx(p0.y), fx(p3.x), fx(p3.y), fy(p0.y), fx(p1.x), fy(p1.y), fx(p2.x), fy(p2.y), fy(p3.y))
    }

    /// ``cubicInside(_:_:_:_:)`` in 1/256 px: the ends (`startX`, `startY`) and (`endX`, `endY`)
    /// with y down, for the edges; the curve's y coordinates `y0`…`y3` with y up from the grid's
    /// bottom (as FreeType flattens), and the controls' `x1`, `x2`.
    @inline(__always)
    private func cubicInside(_ startX: Int, _ startY: Int, _ endX: Int, _ endY: Int, _ y0: Int,
                             _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int, _ y3: Int) {
        let top = height << 8
        var lastX = startX, lastY = startY
        let maxDepth = Flattening.maxCubicDepth
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (3 * 10 + 4)) { buffer in
            guard let arcs = buffer.baseAddress, buffer.count >= 2 * (3 * maxDepth + 4) else { return }
            // Points end first: arc[0] = end, arc[1] = control 2, arc[2] = control 1,
            // arc[3] = start; x at 2i, y at 2i + 1 (see Flattening.freeTypeCubic).
            arcs[0] = endX; arcs[1] = y3
            arcs[2] = x2; arcs[3] = y2
            arcs[4] = x1; arcs[5] = y1
            arcs[6] = startX; arcs[7] = y0
            var base = 0
            var depth = 0
            while true {
                let a = arcs + base
                let a0x = a[0], a0y = a[1], a1x = a[2], a1y = a[3]
                let a2x = a[4], a2y = a[5], a3x = a[6], a3y = a[7]
                // |t| > 128 as the unsigned comparison t + 128 > 256 (no overflow check, no abs).
                @inline(__always) func far(_ t: Int) -> Bool { UInt(bitPattern: t &+ 128) > 256 }
                let curved = far(2 &* a0x &- 3 &* a1x &+ a3x) || far(2 &* a0y &- 3 &* a1y &+ a3y)
                    || far(a0x &- 3 &* a2x &+ 2 &* a3x) || far(a0y &- 3 &* a2y &+ 2 &* a3y)
                if curved && depth < maxDepth {
                    a[12] = a3x; a[13] = a3y
                    let s01x = a0x &+ a1x, s12x = a1x &+ a2x, s23x = a2x &+ a3x
                    let s01y = a0y &+ a1y, s12y = a1y &+ a2y, s23y = a2y &+ a3y
                    let s012x = s01x &+ s12x, s123x = s12x &+ s23x
                    let s012y = s01y &+ s12y, s123y = s12y &+ s23y
                    a[10] = s23x >> 1; a[11] = s23y >> 1
                    a[8] = s123x >> 2; a[9] = s123y >> 2
                    a[6] = (s012x &+ s123x) >> 3; a[7] = (s012y &+ s123y) >> 3
                    a[4] = s012x >> 2; a[5] = s012y >> 2
                    a[2] = s01x >> 1; a[3] = s01y >> 1
                    base &+= 6
                    depth &+= 1
                    continue
                }
                if depth == 0 {
                    edge(lastX, lastY, endX, endY)
                    return
                }
                let x = a0x, y = top &- a0y
                edge(lastX, lastY, x, y)
                lastX = x; lastY = y
                base &-= 6
                depth &-= 1
            }
        }
    }

    // MARK: Grid input (1/256 px, y down)

    /// Whether points given in 1/256 px through ``gridLine(_:_:_:_:)``,
    /// ``gridQuad(_:_:_:_:_:_:)`` and ``gridCubic(_:_:_:_:_:_:_:_:)`` are accepted (and then add
    /// what the pixel-based calls add): curves are flattened as FreeType does, the grid is small
    /// enough for the integer curve flattening, and the points lie in `0...256·width` ×
    /// `0...256·height`.
    @inline(__always)
    func acceptsGrid(xMin: Int, yMin: Int, xMax: Int, yMax: Int) -> Bool {
        guard case .freeType = flattening else { return false }
        return width < Self.integerCurveLimit && height < Self.integerCurveLimit
            && xMin >= 0 && yMin >= 0 && xMax <= width << 8 && yMax <= height << 8
    }

    /// A straight edge between two points in 1/256 px (y down) inside the grid (see
    /// ``acceptsGrid(xMin:yMin:xMax:yMax:)``): what ``line(to:)`` adds for the same points
    /// given in pixels, when those are exact multiples of 1/256.
    @inline(__always)
    func gridLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        edge(x0, y0, x1, y1)
    }

    /// A quadratic from (`x0`, `y0`) with control (`x1`, `y1`) to (`x2`, `y2`), in 1/256 px
    /// (y down) inside the grid (see ``acceptsGrid(xMin:yMin:xMax:yMax:)``): what
    /// ``quad(to:control:)`` adds for the same points given in pixels, when those are exact
    /// multiples of 1/256.
    @inline(__always)
    func gridQuad(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int) {
        let top = height << 8
        quadInside(x0, y0, x2, y2, top &- y0, x1, top &- y1, top &- y2)
    }

    /// A cubic from (`x0`, `y0`) with controls (`x1`, `y1`), (`x2`, `y2`) to (`x3`, `y3`), in
    /// 1/256 px (y down) inside the grid (see ``acceptsGrid(xMin:yMin:xMax:yMax:)``): what
    /// ``cubic(to:control1:control2:)`` adds for the same points given in pixels, when those are
    /// exact multiples of 1/256.
    @inline(__always)
    func gridCubic(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int, _ x3: Int, _ y3: Int) {
        let top = height << 8
        cubicInside(x0, y0, x3, y3, top &- y0, x1, top &- y1, x2, top &- y2, top &- y3)
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
    ///
    /// End points are rounded to 1/256 px, FreeType's resolution, and the edge is cut at every
    /// cell border it crosses, at the points FreeType computes: in FreeType's frame (y up, from
    /// the cell's lower left corner) the crossing is rounded up to 1/256 px and lowered by one
    /// unit, as its reciprocal division does; here, x at a row border is `⌈x⌉ − 1/256` and y at a
    /// column border `⌊y⌋ + 1/256`. A piece from (`fx1`, `fy1`) to (`fx2`, `fy2`) inside cell `x` of a row (1/256 px
    /// from the cell's corner) changes the row's accumulated area, in units of 1/131072 px², by
    /// `d·(512 − fx1 − fx2)` at `x` and by `d·(fx1 + fx2)` from `x + 1` on, with `d = ±(fy2 − fy1)`:
    /// the cell stores these differences, and the sweep in ``render(into:rowBytes:)`` sums them.
    /// These are exactly the cover and area sums of FreeType's cells.
    @inline(__always)
    private func accumulate(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        // In 1/256 px; coordinates are in [0, width] × [0, height] here.
        let x0 = Self.roundedPosition(xa), y0 = Self.roundedPosition(ya)
        let x1 = Self.roundedPosition(xb), y1 = Self.roundedPosition(yb)
        if y1 > y0 { accumulate(x0, y0, x1, y1, dir < 0 ? -1 : 1) }
    }

    /// An edge between two points of the grid in 1/256 px (`0 ≤ x ≤ 256·width`,
    /// `0 ≤ y ≤ 256·height`), either direction.
    @inline(__always)
    private func edge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y1 > y0 {
            accumulate(x0, y0, x1, y1, 1)
        } else if y1 < y0 {
            accumulate(x1, y1, x0, y0, -1)
        }
    }

    /// ``accumulate(_:_:_:_:_:)-(Double,Double,Double,Double,Double)`` in 1/256 px, `y0 < y1`.
    private func accumulate(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int) {
        let cells = self.cells, stride = self.stride, spans = self.spans
        let dy = y1 &- y0
        let ex = x0 >> 8, ey = y0 >> 8
        let eyLast = (y1 &- 1) >> 8
        if ex == x1 >> 8 && eyLast < height {
            // One column and at most two rows: the common cases at small sizes.
            @inline(__always) func cell(_ row: Int, _ fx1: Int, _ fx2: Int, _ d: Int) {
                let line = cells + row &* stride
                let a = d &* (fx1 &+ fx2)
                line[ex] &+= Int32(truncatingIfNeeded: d &* 512 &- a)
                line[ex &+ 1] &+= Int32(truncatingIfNeeded: a)
                Self.touch(spans + row, ex, ex &+ 1)
            }
            if ey == eyLast {
                cell(ey, x0 & 255, x1 & 255, sign &* dy)
                return
            }
            if ey &+ 1 == eyLast {
                // Where the edge crosses the row border, as the general walk below computes it.
                let border = (ey &+ 1) << 8
                let nx = min(max(x0 &+ Self.floorDivide((border &- y0) &* (x1 &- x0) &- 1, dy), min(x0, x1)), max(x0, x1))
                cell(ey, x0 & 255, nx & 255, sign &* (border &- y0))
                cell(eyLast, nx & 255, x1 & 255, sign &* (y1 &- border))
                return
            }
        }
        var row = y0 >> 8
        let lastRow = min((y1 &- 1) >> 8, height &- 1)
        if row > lastRow { return }
        let dx = x1 &- x0
        if dx == 0 {
            // Vertical: one column, the same split in every row.
            let ex = x0 >> 8
            let f2 = 2 &* (x0 & 255)
            var fy = y0 & 255
            while true {
                let bottom = row == lastRow ? y1 &- (row << 8) : 256
                let d = sign &* (bottom &- fy)
                let line = cells + row &* stride
                line[ex] &+= Int32(truncatingIfNeeded: d &* (512 &- f2))
                line[ex &+ 1] &+= Int32(truncatingIfNeeded: d &* f2)
                Self.touch(spans + row, ex, ex &+ 1)
                if row == lastRow { return }
                row &+= 1
                fy = 0
            }
        }
        let xLow = min(x0, x1), xHigh = max(x0, x1)
        var cx = x0, cy = y0
        // Where the edge leaves each row: x0 + ⌊((bottom − y0)·dx − 1) / dy⌋, stepped from row to
        // row in integers (quotient q, remainder r in [0, dy)), so two divisions serve the edge.
        var q = 0, r = 0, stepQ = 0, stepR = 0
        if row < lastRow {
            let n0 = (((row &+ 1) << 8) &- y0) &* dx &- 1
            q = Self.floorDivide(n0, dy)
            r = n0 &- q &* dy
            if row &+ 1 < lastRow {
                let step = dx &* 256
                stepQ = Self.floorDivide(step, dy)
                stepR = step &- stepQ &* dy
            }
        }
        while true {
            let top = row << 8
            if row == lastRow {
                rowSegment(cells + row &* stride, spans + row, cx, cy &- top, x1, y1 &- top, sign, x0, y0 &- top, dx, dy)
                return
            }
            let nx = min(max(x0 &+ q, xLow), xHigh)
            rowSegment(cells + row &* stride, spans + row, cx, cy &- top, nx, 256, sign, x0, y0 &- top, dx, dy)
            q &+= stepQ
            r &+= stepR
            if r >= dy {
                q &+= 1
                r &-= dy
            }
            cx = nx; cy = top &+ 256
            row &+= 1
        }
    }

    /// `⌊n / d⌋` for `d ≠ 0` and `|n|, |d| < 2⁵²`, through a correctly rounded `Double` division
    /// (faster than an integer one; exact here, since a quotient that is not an integer is at
    /// least `1/|d|` away from one).
    @inline(__always)
    private static func floorDivide(_ n: Int, _ d: Int) -> Int {
        floor(Double(n) / Double(d))
    }

    /// `⌊v⌋` for `|v| < 2⁵¹` without a range check: adding 1.5·2⁵² leaves the nearest integer in
    /// the low bits of the sum, which is one too large when `v` was rounded up. Out of that range
    /// the result is meaningless but nothing traps (callers only pass values inside the grid).
    @inline(__always)
    private static func floor(_ v: Double) -> Int {
        let magic = 6_755_399_441_055_744.0  // 1.5 · 2⁵²
        let nearest = Int(truncatingIfNeeded: (v + magic).bitPattern) &- 0x4338_0000_0000_0000
        return Double(nearest) > v ? nearest &- 1 : nearest
    }

    /// A position in the grid (pixels, `0 ≤ v < 2⁴²`) in 1/256 px, rounded half up (truncation is
    /// flooring here; its range check is a well-predicted branch, shorter in latency than
    /// ``floor(_:)``).
    @inline(__always)
    private static func roundedPosition(_ v: Double) -> Int {
        Int(v * 256 + 0.5)
    }

    @inline(__always)
    private static func touch(_ span: UnsafeMutablePointer<RowSpan>, _ a: Int, _ b: Int) {
        let a = Int32(truncatingIfNeeded: a), b = Int32(truncatingIfNeeded: b)
        if a < span.pointee.first { span.pointee.first = a }
        if b > span.pointee.last { span.pointee.last = b }
    }

    /// One row's part of an edge, from (`xa`, `fya`) to (`xb`, `fyb`) (x in 1/256 px from the
    /// grid's left, y in 1/256 px from the row's top, `fya ≤ fyb ≤ 256`). Border crossings are
    /// computed on the whole edge, through (`ox`, `oy`) with slope `yPerX`.
    @inline(__always)
    private func rowSegment(
        _ line: UnsafeMutablePointer<Int32>, _ span: UnsafeMutablePointer<RowSpan>,
        _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int, _ sign: Int,
        _ ox: Int, _ oy: Int, _ dx: Int, _ dy: Int
    ) {
        let exa = xa >> 8, exb = xb >> 8
        @inline(__always) func piece(_ ex: Int, _ fx1: Int, _ fx2: Int, _ dy: Int) {
            let d = sign &* dy
            let a = d &* (fx1 &+ fx2)
            line[ex] &+= Int32(truncatingIfNeeded: d &* 512 &- a)
            line[ex &+ 1] &+= Int32(truncatingIfNeeded: a)
        }
        if exa == exb {
            piece(exa, xa & 255, xb & 255, fyb &- fya)
            Self.touch(span, exa, exa &+ 1)
            return
        }
        var y = fya
        if xb > xa {
            Self.touch(span, exa, exb &+ 1)
            var fx = xa & 255
            var ex = exa
            while ex < exb {
                let border = (ex &+ 1) << 8
                let ny = min(max(oy &+ Self.floorDivide((border &- ox) &* dy, dx) &+ 1, y), fyb)
                piece(ex, fx, 256, ny &- y)
                y = ny
                fx = 0
                ex &+= 1
            }
            piece(exb, 0, xb & 255, fyb &- y)
        } else {
            Self.touch(span, exb, exa &+ 1)
            var fx = xa & 255
            var ex = exa
            while ex > exb {
                let border = ex << 8
                let ny = min(max(oy &+ Self.floorDivide((border &- ox) &* dy, dx) &+ 1, y), fyb)
                piece(ex, fx, 0, ny &- y)
                y = ny
                fx = 256
                ex &-= 1
            }
            piece(exb, 256, xb & 255, fyb &- y)
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
    ///
    /// Each row is swept only between the first and last cell holding an edge: bytes left of
    /// them are 0 (cleared in one pass for the whole picture when rows are contiguous) and right
    /// of them the row's final coverage (0 for closed outlines), written as spans; inside, groups
    /// of eight cells without edges are written as one word, and the others are summed without
    /// per-cell branches.
    public func render(into out: UnsafeMutableBufferPointer<UInt8>, rowBytes: Int) {
        close()
        guard width > 0, height > 0, rowBytes >= width, let base = out.baseAddress,
              out.count >= rowBytes * (height - 1) + width else {
            clear()
            return
        }
        let w = width, stride = self.stride, spans = self.spans
        // Bytes left of a row's first edge are 0: clear everything at once when the rows are
        // contiguous (one call instead of one or two per row), else row by row.
        let contiguous = rowBytes == w
        if contiguous { base.update(repeating: 0, count: w * height) }
        for row in 0..<height {
            let dst = base + row * rowBytes
            let span = spans[row]
            if span.first > span.last {
                if !contiguous { dst.update(repeating: 0, count: w) }
                continue
            }
            spans[row] = .empty
            let line = cells + row * stride
            let first = Int(span.first), last = Int(span.last)  // 0 ≤ first ≤ last < stride
            if first > 0 && !contiguous { dst.update(repeating: 0, count: min(first, w)) }
            var acc: Int32 = 0
            var value: UInt8 = 0
            var x = first
            let end = min(last + 1, w)
            // Most cells hold no edge: the coverage stays what it was. Test cells eight at a
            // time as four 64-bit words and write the current value; only groups with edges
            // update the running sum.
            while x + 8 <= end {
                let raw = UnsafeRawPointer(line + x)
                let bits = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if bits == 0 {
                    UnsafeMutableRawPointer(dst + x).storeBytes(of: UInt64(value) &* 0x0101_0101_0101_0101, as: UInt64.self)
                } else {
                    // Without branches: most cells of such a group hold an edge.
                    for k in x..<(x + 8) {
                        acc &+= line[k]
                        dst[k] = Self.quantize(acc)
                    }
                    let zero = UnsafeMutableRawPointer(line + x)
                    zero.storeBytes(of: 0, as: UInt64.self)
                    zero.storeBytes(of: 0, toByteOffset: 8, as: UInt64.self)
                    zero.storeBytes(of: 0, toByteOffset: 16, as: UInt64.self)
                    zero.storeBytes(of: 0, toByteOffset: 24, as: UInt64.self)
                    value = Self.quantize(acc)
                }
                x += 8
            }
            // The rest, cell by cell without branches (at small sizes, usually the whole row).
            while x < end {
                acc &+= line[x]
                line[x] = 0
                dst[x] = Self.quantize(acc)
                x &+= 1
            }
            value = Self.quantize(acc)
            // Spill cells right of the grid.
            while x <= last {
                line[x] = 0
                x += 1
            }
            if end < w && (value != 0 || !contiguous) { (dst + end).update(repeating: value, count: w - end) }
        }
    }

    /// FreeType's conversion of an accumulated area `A` (in 1/131072 px²; FreeType's sign is
    /// the opposite, its y axis points up) to a coverage byte: with `v = −A / 512`, `⌊v⌋` when
    /// `v ≥ 0`, else `⌈−v⌉ − 1` (the one's complement of `⌊v⌋`), capped at 255.
    @inline(__always)
    static func quantize(_ acc: Int32) -> UInt8 {
        let v = 0 &- acc
        let m = (v ^ (v >> 31)) >> 9
        return m > 255 ? 255 : UInt8(truncatingIfNeeded: m)
    }

    /// A new bitmap holding the coverage; clears the buffer.
    public func makeBitmap() -> GrayBitmap {
        var bitmap = GrayBitmap(width: width, height: height)
        render(into: &bitmap)
        return bitmap
    }

    /// Discards accumulated edges.
    public func clear() {
        let stride = self.stride, spans = self.spans
        for row in 0..<height {
            let span = spans[row]
            if span.first <= span.last {
                (cells + row * stride + Int(span.first)).update(repeating: 0, count: Int(span.last - span.first) + 1)
                spans[row] = .empty
            }
        }
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
