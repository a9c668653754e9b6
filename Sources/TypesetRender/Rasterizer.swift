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
    /// Straight edges into the cells, for the current grid.
    var edges: EdgeAccumulator {
        @inline(__always) get { EdgeAccumulator(grid: grid, width: width, height: height) }
    }
    /// Curves into chords into the cells, for the current grid.
    private var flattener: CurveFlattener {
        @inline(__always) get { CurveFlattener(edges: edges, flattening: flattening) }
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
        edges.addLine(current, point)
        current = point
    }

    /// A quadratic Bézier edge to `point`.
    public func quad(to point: Point, control: Point) {
        flattener.quad(current, control, point)
        current = point
    }

    /// A cubic Bézier edge to `point`.
    public func cubic(to point: Point, control1: Point, control2: Point) {
        flattener.cubic(current, control1, control2, point)
        current = point
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
        return width < CurveFlattener.integerCurveLimit && height < CurveFlattener.integerCurveLimit
            && xMin >= 0 && yMin >= 0 && xMax <= width << 8 && yMax <= height << 8
    }

    /// Closes the current contour with a straight edge back to its start.
    public func close() {
        if open {
            edges.addLine(current, start)
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
    /// The sweep is ``CoverageSweep``'s: FreeType's, eight pixels at a time, zeroing the buffer
    /// as it reads it.
    public func render(into out: UnsafeMutableBufferPointer<UInt8>, rowBytes: Int) {
        close()
        guard width > 0, height > 0, rowBytes >= width, let base = out.baseAddress,
              out.count >= rowBytes * (height - 1) + width else {
            clear()
            return
        }
        CoverageSweep.sweep(grid, width: width, into: base, rowBytes: rowBytes)
        state.pointee.dirty = false
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
    /// glyph to the sink (for example `outliner.outline(glyph:into:)`), so nothing is stored in
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
