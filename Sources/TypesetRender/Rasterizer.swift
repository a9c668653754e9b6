import TypesetFont

/// An anti-aliased coverage rasterizer by signed-area accumulation.
///
/// ## Method
/// Every line segment (curves are flattened first, see ``Flattening``) is cut at the borders of
/// the pixels (cells) it crosses, and each piece adds to its cell, as in FreeType's smooth
/// rasterizer, its signed vertical extent (the cell's *cover*) and that extent times the sum of
/// its two horizontal positions in the cell (the cell's *area*). Both go into one accumulation
/// buffer of 32-bit integers, one per pixel, as a difference pair: `area − 512·cover` into the
/// cell and `−area` into its right neighbour. Sweeping a row from left to right, the running sum
/// of the buffer is then exactly FreeType's `area − 512·(covers through the cell)` (FreeType's
/// sign: its y axis points up): minus the signed accumulated area `A` of each pixel, the
/// integral of the winding number over the pixel. Downward segments count positive, upward
/// negative, so the sign depends on contour direction and is irrelevant to the result.
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
/// The object keeps its buffer between glyphs and only grows it, so rasterizing many glyphs
/// does not allocate per glyph (``render(into:)-(GrayBitmap)`` also reuses the target bitmap's
/// storage). The buffer is dense (`width + 2` integers a row, rounded up to a multiple of eight:
/// the two extra columns receive edges on the right border and their right neighbours), so an
/// edge piece costs two additions and no bookkeeping, and the sweep runs eight pixels at a time
/// (prefix sums in SIMD registers), zeroing the buffer as it reads it. The edge walk itself runs
/// on a ``CellGrid``, the buffer's layout copied into registers. A rasterizer is not
/// thread-safe: use one per thread.
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
        // The accumulation buffer: `height` rows of `stride` (`width + 2` rounded up to a
        // multiple of 8) integers whose running sum along a row is each pixel's accumulated area
        // (see the type's documentation). Zero between pictures.
        var stride = 8
        var cells: UnsafeMutablePointer<Int32>
        var capacity: Int
        // Whether cells of the current grid may be non-zero (edges added since the last sweep).
        var dirty = false
        var start = Point(x: 0, y: 0)
        var current = Point(x: 0, y: 0)
        var open = false
        var flattening = CurveFlattening.freeType
        /// Reused by the one-call glyph path for the elements of outlines recorded in 26.6 (CFF).
        var verbs: UnsafeMutablePointer<UInt8>
        var verbCapacity: Int
        /// Reused by the one-call glyph path for TrueType points scaled to 26.6 (x, y pairs).
        var scaled: UnsafeMutablePointer<Int>
        var scaledCapacity: Int
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
    /// The cells as one value, for the edge walk.
    var grid: CellGrid {
        @inline(__always) get {
            CellGrid(cells: state.pointee.cells, stride: state.pointee.stride, height: state.pointee.height)
        }
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
    /// Storage for `count` integers kept between glyphs (grown, never shrunk; contents undefined).
    func scaledStorage(count: Int) -> UnsafeMutablePointer<Int> {
        Self.grow(&state.pointee.scaled, &state.pointee.scaledCapacity, to: count)
        return state.pointee.scaled
    }

    /// The capacity of ``scaledStorage(count:)``'s storage.
    var scaledCapacity: Int { state.pointee.scaledCapacity }

    /// Storage for at least `count` element codes kept between glyphs (grown, never shrunk;
    /// contents undefined), and its capacity.
    func verbStorage(count: Int) -> (UnsafeMutablePointer<UInt8>, Int) {
        Self.grow(&state.pointee.verbs, &state.pointee.verbCapacity, to: count)
        return (state.pointee.verbs, state.pointee.verbCapacity)
    }

    /// Replaces `storage` (of `capacity` elements) by a zeroed one of at least `count` elements
    /// (and at least twice the old capacity) when it is smaller.
    private static func grow<T: FixedWidthInteger>(_ storage: inout UnsafeMutablePointer<T>, _ capacity: inout Int, to count: Int) {
        guard count > capacity else { return }
        storage.deallocate()
        let n = max(count, capacity * 2)
        storage = .allocate(capacity: n)
        storage.initialize(repeating: 0, count: n)
        capacity = n
    }

    /// A rasterizer with an empty 0 × 0 grid.
    public init() {
        let capacity = 64
        let cells = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        cells.initialize(repeating: 0, count: capacity)
        let scaledCapacity = 256
        let scaled = UnsafeMutablePointer<Int>.allocate(capacity: scaledCapacity)
        scaled.initialize(repeating: 0, count: scaledCapacity)
        let verbCapacity = 256
        let verbs = UnsafeMutablePointer<UInt8>.allocate(capacity: verbCapacity)
        verbs.initialize(repeating: 0, count: verbCapacity)
        state = .allocate(capacity: 1)
        state.initialize(to: State(cells: cells, capacity: capacity, verbs: verbs, verbCapacity: verbCapacity,
                                   scaled: scaled, scaledCapacity: scaledCapacity))
    }

    deinit {
        state.pointee.cells.deallocate()
        state.pointee.scaled.deallocate()
        state.pointee.verbs.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Starts a new picture on a `width × height` grid (negative sizes count as 0). Only
    /// grows storage when the grid is larger than any before.
    public func reset(width: Int, height: Int) {
        clear()
        let w = max(0, width), h = max(0, height)
        precondition(w < Int(Int32.max) - 64, "Rasterizer grid too large")
        // Two columns right of the grid, rounded up to whole blocks of eight for the sweep.
        let newStride = (w + 2 + 7) & ~7
        let (cellsNeeded, overflow) = newStride.multipliedReportingOverflow(by: h)
        precondition(!overflow, "Rasterizer grid too large")
        if cellsNeeded > capacity {
            cells.deallocate()
            capacity = max(cellsNeeded, capacity * 2)
            cells = .allocate(capacity: capacity)
            cells.initialize(repeating: 0, count: capacity)
        }
        self.width = w
        self.height = h
        stride = newStride
        state.pointee.dirty = true
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
        grid.quad(startX, startY, endX, endY, fy(p0.y), fx(p1.x), fy(p1.y), fy(p2.y))
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
        grid.cubic(fx(p0.x), fx(p0.y), fx(p3.x), fx(p3.y), fy(p0.y), fx(p1.x), fy(p1.y), fx(p2.x), fy(p2.y), fy(p3.y))
    }

    // MARK: Grid input (1/256 px, y down)

    /// Whether points given in 1/256 px straight to the ``grid`` (``CellGrid/edge(_:_:_:_:)``,
    /// ``CellGrid/quad(_:_:_:_:_:_:_:_:)``, ``CellGrid/cubic(_:_:_:_:_:_:_:_:_:_:)``) add what the
    /// pixel-based calls add for the same points: curves are flattened as FreeType does, the grid
    /// is small enough for the integer curve flattening, and the points lie in `0...256·width` ×
    /// `0...256·height`.
    @inline(__always)
    func acceptsGrid(xMin: Int, yMin: Int, xMax: Int, yMax: Int) -> Bool {
        guard case .freeType = flattening else { return false }
        return width < Self.integerCurveLimit && height < Self.integerCurveLimit
            && xMin >= 0 && yMin >= 0 && xMax <= width << 8 && yMax <= height << 8
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
    /// cell border it crosses, at the points FreeType computes (see ``CellGrid/walk(_:_:_:_:_:)``).
    /// A piece from (`fx1`, `fy1`) to (`fx2`, `fy2`) inside a cell (1/256 px from the cell's
    /// corner) adds `d = ±(fy2 − fy1)` to the cell's cover and `d·(fx1 + fx2)` to its area:
    /// exactly the sums of FreeType's cells, stored as a difference pair (``CellGrid/add(_:_:_:_:)``)
    /// that the sweep in ``render(into:rowBytes:)`` turns into coverage (in units of
    /// 1/131072 px², a pixel's accumulated area is `512·(cover through it) − area`).
    @inline(__always)
    private func accumulate(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        // In 1/256 px; coordinates are in [0, width] × [0, height] here.
        let x0 = Self.roundedPosition(xa), y0 = Self.roundedPosition(ya)
        let x1 = Self.roundedPosition(xb), y1 = Self.roundedPosition(yb)
        if y1 > y0 {
            let grid = self.grid
            if dir < 0 { grid.edge(x1, y1, x0, y0) } else { grid.edge(x0, y0, x1, y1) }
        }
    }

    /// A position in the grid (pixels, `0 ≤ v < 2⁴²`) in 1/256 px, rounded half up (truncation is
    /// flooring here; its range check is a well-predicted branch, shorter in latency than
    /// ``CellGrid/floor(_:)``).
    @inline(__always)
    private static func roundedPosition(_ v: Double) -> Int {
        Int(v * 256 + 0.5)
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
    /// Each row's running sum gives every pixel FreeType's `area − 512·(cover through it)` (minus
    /// its accumulated area, FreeType's sign), as FreeType's sweep does; eight pixels at a time, the sums inside a vector computed by
    /// two shifted additions and the last lane carried to the next. The buffer is zeroed as
    /// it is read.
    public func render(into out: UnsafeMutableBufferPointer<UInt8>, rowBytes: Int) {
        close()
        guard width > 0, height > 0, rowBytes >= width, let base = out.baseAddress,
              out.count >= rowBytes * (height - 1) + width else {
            clear()
            return
        }
        let w = width, stride = self.stride, cells = self.cells
        // Rows without padding after them may be written in whole blocks of eight: the bytes past
        // a row's end land in the rows after it, which are written later. Only blocks that would
        // pass the picture's last byte are stored byte by byte.
        let blockEnd = (w &+ 7) & ~7, pictureEnd = w &* height
        for row in 0..<height {
            let dst = base + row &* rowBytes
            let line = cells + row &* stride
            let spills = rowBytes == w && row &* w &+ blockEnd <= pictureEnd
            var x = 0
            var carry = SIMD4<Int32>(repeating: 0)
            while x < w {
                // Eight accumulators (inside the row's stride, a multiple of 8), read and zeroed.
                let p = UnsafeMutableRawPointer(line + x)
                let low = p.loadUnaligned(as: SIMD4<Int32>.self)
                let high = p.loadUnaligned(fromByteOffset: 16, as: SIMD4<Int32>.self)
                p.storeBytes(of: SIMD8<Int32>(repeating: 0), as: SIMD8<Int32>.self)
                let sumsLow = Self.runningSums(low, carry)
                let sumsHigh = Self.runningSums(high, SIMD4(repeating: sumsLow[3]))
                carry = SIMD4(repeating: sumsHigh[3])
                let bytes = Self.coverage(SIMD8(lowHalf: sumsLow, highHalf: sumsHigh))
                let left = w &- x
                if left >= 8 || spills {
                    UnsafeMutableRawPointer(dst + x).storeBytes(of: bytes, as: SIMD8<UInt8>.self)
                } else {
                    // The row's last pixels: 4, 2 and 1 bytes as the count's bits say.
                    var word = unsafeBitCast(bytes, to: UInt64.self)
                    var q = UnsafeMutableRawPointer(dst + x)
                    if left & 4 != 0 {
                        q.storeBytes(of: UInt32(truncatingIfNeeded: word), as: UInt32.self)
                        word &>>= 32; q += 4
                    }
                    if left & 2 != 0 {
                        q.storeBytes(of: UInt16(truncatingIfNeeded: word), as: UInt16.self)
                        word &>>= 16; q += 2
                    }
                    if left & 1 != 0 { q.storeBytes(of: UInt8(truncatingIfNeeded: word), as: UInt8.self) }
                }
                x &+= 8
            }
            // The two columns right of the grid, when the last block stopped short of them.
            line[w] = 0
            line[w &+ 1] = 0
        }
        state.pointee.dirty = false
    }

    /// Running sums of four accumulators, plus `carry` (the sum before them in every lane):
    /// lanes shifted up by one inside 64-bit halves and added, then the second lane's sum added
    /// to the upper half.
    @inline(__always)
    private static func runningSums(_ v: SIMD4<Int32>, _ carry: SIMD4<Int32>) -> SIMD4<Int32> {
        var sums = v
        sums &+= unsafeBitCast(unsafeBitCast(v, to: SIMD2<UInt64>.self) &<< 32, to: SIMD4<Int32>.self)
        sums &+= SIMD4(lowHalf: SIMD2(repeating: 0), highHalf: SIMD2(repeating: sums[1]))
        return sums &+ carry
    }

    /// FreeType's conversion of accumulated areas to coverage bytes. The buffer holds FreeType's
    /// sign (its y axis points up: `v = −A`, in 1/131072 px²): `⌊v / 512⌋` when `v ≥ 0`, else
    /// `⌈−v / 512⌉ − 1` (the one's complement of `⌊v / 512⌋`), capped at 255 by the two saturating
    /// narrowings (32 → 16 → 8 bits) the clamps below compile to.
    @inline(__always)
    static func coverage(_ v: SIMD8<Int32>) -> SIMD8<UInt8> {
        let m = (v ^ (v &>> 31)) &>> 9
        let halves = SIMD8<Int16>(truncatingIfNeeded: pointwiseMax(pointwiseMin(m, SIMD8(repeating: 32767)), SIMD8(repeating: -32768)))
        return SIMD8<UInt8>(truncatingIfNeeded: pointwiseMax(pointwiseMin(halves, SIMD8(repeating: 255)), SIMD8(repeating: 0)))
    }

    /// A new bitmap holding the coverage; clears the buffer.
    public func makeBitmap() -> GrayBitmap {
        var bitmap = GrayBitmap(width: width, height: height)
        render(into: &bitmap)
        return bitmap
    }

    /// Discards accumulated edges.
    public func clear() {
        if state.pointee.dirty {
            cells.update(repeating: 0, count: stride * height)
            state.pointee.dirty = false
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
