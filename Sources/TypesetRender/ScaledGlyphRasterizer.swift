import Typeset
import TypesetFont

/// A glyph from the decoder straight to the cells: points scaled to 26.6 once, as FreeType
/// scales them for `FT_Load_Glyph(NO_HINTING | RENDER)` (TrueType points as the decoder gives
/// them, decomposed as `FT_Outline_Decompose` does; CFF charstrings recorded as they run), the
/// bitmap sized from their control box in integers, and the points given to the rasterizer's
/// 1/256 px grid as integers when the origin lies on it. The path behind
/// ``Rasterizer/rasterize(glyph:outliner:placement:into:)``.
struct ScaledGlyphRasterizer {
    /// Where the glyph is drawn (its scratch storage holds the scaled points).
    let rasterizer: Rasterizer

    /// What ``rasterizeTrueType(_:placement:into:)`` and ``rasterizeRecorded(_:outliner:placement:into:)`` did.
    enum PlacedResult {
        /// Rasterized into the bitmap, whose rectangle this is.
        case drawn(PixelRect)
        /// No contours: the bitmap is 0 × 0.
        case noContours
        /// A scaled coordinate is too large for 26.6 integers: nothing done.
        case outOfRange
    }

    /// TrueType points placed by `placement` and rasterized into `bitmap`: scaled to 26.6 once, in one
    /// pass that also finds their control box in integers (the same box: scaling and rounding
    /// keep the order of coordinates).
    func rasterizeTrueType(_ view: TrueTypePointsView, placement: GlyphPlacement,
                           into bitmap: inout GrayBitmap) -> PlacedResult {
        let points = view.points
        let n = points.count
        let (slots, overflow) = n.multipliedReportingOverflow(by: 2)
        guard n > 0, !overflow else {
            rasterizer.reset(width: 0, height: 0)
            rasterizer.render(into: &bitmap)
            return .noContours
        }
        let scaled = rasterizer.scaledStorage(count: slots)
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
    func rasterizeRecorded(_ glyph: GlyphID, outliner: inout GlyphOutliner, placement: GlyphPlacement,
                           into bitmap: inout GrayBitmap) throws(FontError) -> PlacedResult {
        var verbCount = 0, coordinateCount = 0
        // A second run when the kept storage was too small (it is then grown to fit).
        for _ in 0..<2 {
            let (verbs, verbCapacity) = rasterizer.verbStorage(count: verbCount)
            let coordinates = rasterizer.scaledStorage(count: coordinateCount)
            var recorder = ScaledOutlineRecorder(
                factor: placement.unitsTo26Dot6, verbs: verbs, verbCapacity: verbCapacity,
                coordinates: coordinates, coordinateCapacity: rasterizer.scaledCapacity)
            do {
                try outliner.outline(glyph: glyph, into: &recorder)
            } catch {
                rasterizer.clear()
                throw error
            }
            if recorder.overflowed {
                verbCount = recorder.verbCount
                coordinateCount = recorder.coordinateCount
                continue
            }
            if recorder.outOfRange { return .outOfRange }
            guard recorder.xMin <= recorder.xMax else {
                rasterizer.reset(width: 0, height: 0)
                rasterizer.render(into: &bitmap)
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
            rasterizer.reset(width: rect.width, height: rect.height)
            if !rect.isEmpty {
                // The box's corners bound all points; the grid takes them as integers.
                let x = gx &- (rect.x << 8), y = gy &- (rect.y << 8)
                if rasterizer.acceptsGrid(xMin: x &+ 4 &* xMin, yMin: y &- 4 &* yMax, xMax: x &+ 4 &* xMax, yMax: y &- 4 &* yMin) {
                    var target = GridContours(rasterizer: rasterizer, x: x, y: y)
                    source.send(to: &target)
                } else {
                    var target = DeviceContours(rasterizer: rasterizer, x: originX - Double(rect.x), y: originY - Double(rect.y))
                    source.send(to: &target)
                }
            }
            rasterizer.render(into: &bitmap)
            return .drawn(rect)
        }
        // An origin off the 1/256 px grid, or a box too large for a picture (which then comes out
        // empty): the rectangle from `Double`s, the points placed as `Double`s.
        let box = Bounds(xMin: originX + Double(xMin) / 64, yMin: originY - Double(yMax) / 64,
                         xMax: originX + Double(xMax) / 64, yMax: originY - Double(yMin) / 64)
        var rect = PixelRect.enclosing(box)
        if rect.width > 8192 || rect.height > 8192 { rect = PixelRect(x: rect.x, y: rect.y, width: 0, height: 0) }
        rasterizer.reset(width: rect.width, height: rect.height)
        if !rect.isEmpty {
            var target = DeviceContours(rasterizer: rasterizer, x: originX - Double(rect.x), y: originY - Double(rect.y))
            source.send(to: &target)
        }
        rasterizer.render(into: &bitmap)
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
fileprivate protocol ScaledOutlineSource {
    /// Sends every contour to `target`.
    func send<T: ContourTarget26Dot6>(to target: inout T)
}

/// The points of a TrueType glyph, already scaled to 26.6 (`scaled`: x, y pairs), decomposed as
/// FreeType's `FT_Outline_Decompose` does.
fileprivate struct ScaledTrueTypeSource: ScaledOutlineSource {
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
fileprivate struct RecordedSource: ScaledOutlineSource {
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
fileprivate protocol ContourTarget26Dot6 {
    mutating func move(_ x: Int, _ y: Int)
    mutating func line(_ x: Int, _ y: Int)
    mutating func quad(_ cx: Int, _ cy: Int, _ x: Int, _ y: Int)
    mutating func cubic(_ c1x: Int, _ c1y: Int, _ c2x: Int, _ c2y: Int, _ x: Int, _ y: Int)
    /// Closes the open contour, if any.
    mutating func close()
}

/// Sends 26.6 points to a rasterizer as device points (pixels, y down), placed as
/// ``GlyphPlacement/apply(_:)`` places them: `origin.x + x / 64`, `origin.y − y / 64`.
fileprivate struct DeviceContours: ContourTarget26Dot6 {
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
fileprivate struct GridContours: ContourTarget26Dot6 {
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
