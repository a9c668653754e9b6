/// The accumulation buffer of a ``Rasterizer`` as one value: where it is and how it is laid out,
/// copied into registers once per glyph so that the edge walk reads no object state.
///
/// Coordinates are in 1/256 px with y down, inside the grid (`0 ≤ x ≤ 256·width`,
/// `0 ≤ y ≤ 256·height`); every edge is cut at the cell borders it crosses exactly where
/// FreeType's smooth rasterizer cuts it, and each piece adds FreeType's cover and area to its
/// cell (see ``add(_:_:_:_:)``).
struct CellGrid {
    /// `height` rows of `stride` accumulators (see ``Rasterizer``'s storage).
    let cells: UnsafeMutablePointer<Int32>
    let stride: Int
    let height: Int

    /// Adds a piece of an edge to cell `ex` of `row`: `d` to its cover, `a` to its area.
    @inline(__always)
    func deposit(_ row: Int, _ ex: Int, _ d: Int, _ a: Int) {
        Self.add(cells + row &* stride, ex, d, a)
    }

    /// Adds `d` to the cover and `a` to the area of cell `ex` of a row (`line`, its first
    /// accumulator), as the pair the sweep's running sum undoes: `a − 512·d` into the cell and
    /// `−a` into its right neighbour, so the running sum reaches `area − 512·(covers through the
    /// cell)` at the cell (FreeType's sign: its y axis points up) and drops the area after it.
    @inline(__always)
    static func add(_ line: UnsafeMutablePointer<Int32>, _ ex: Int, _ d: Int, _ a: Int) {
        let cell = line + ex
        cell[0] &+= Int32(truncatingIfNeeded: a &- (d &<< 9))
        cell[1] &-= Int32(truncatingIfNeeded: a)
    }

    /// An edge from (`x0`, `y0`) to (`x1`, `y1`), either direction. An edge inside one cell (the
    /// usual case for the short chords of small glyphs) is handled here; others walk their
    /// cells in ``walk(_:_:_:_:_:)``.
    @inline(__always)
    func edge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let down = y1 > y0
        let xa = down ? x0 : x1, ya = down ? y0 : y1
        let xb = down ? x1 : x0, yb = down ? y1 : y0
        let sign = down ? 1 : -1
        let ex = xa >> 8, ey = ya >> 8
        let eyLast = (yb &- 1) >> 8
        if ex == xb >> 8 && eyLast < height {
            if ey == eyLast {
                let d = sign &* (yb &- ya)
                deposit(ey, ex, d, d &* ((xa & 255) &+ (xb & 255)))
                return
            }
            if ey &+ 1 == eyLast {
                // One column, two rows (short chords of small glyphs): where the edge crosses
                // the row border, as ``walk(_:_:_:_:_:)`` computes it.
                let border = eyLast << 8
                let nx = min(max(xa &+ Self.floorDivide((border &- ya) &* (xb &- xa) &- 1, yb &- ya), min(xa, xb)), max(xa, xb))
                let d0 = sign &* (border &- ya), d1 = sign &* (yb &- border)
                deposit(ey, ex, d0, d0 &* ((xa & 255) &+ (nx & 255)))
                deposit(eyLast, ex, d1, d1 &* ((nx & 255) &+ (xb & 255)))
                return
            }
        } else if ey == eyLast && eyLast < height {
            let exb = xb >> 8
            if exb == ex &+ 1 || exb == ex &- 1 {
                // One row, two columns (flat chords): where the edge crosses the column border,
                // as ``segment(_:_:_:_:_:_:_:_:_:_:)`` computes it.
                let fya = ya & 255, fyb = yb &- (ey << 8)
                let border = max(ex, exb) << 8
                let ny = min(max(fya &+ Self.floorDivide((border &- xa) &* (yb &- ya), xb &- xa) &+ 1, fya), fyb)
                let right = exb > ex
                let d0 = sign &* (ny &- fya), d1 = sign &* (fyb &- ny)
                let line = cells + ey &* stride
                Self.add(line, ex, d0, d0 &* ((xa & 255) &+ (right ? 256 : 0)))
                Self.add(line, exb, d1, d1 &* ((right ? 0 : 256) &+ (xb & 255)))
                return
            }
        }
        walk(xa, ya, xb, yb, sign)
    }

    /// An edge from (`x0`, `y0`) down to (`x1`, `y1`) (`y0 < y1`), counted with `sign`, cut at
    /// every cell border it crosses.
    ///
    /// In FreeType's frame (y up, from the cell's lower left corner) a crossing is rounded up
    /// to 1/256 px and lowered by one unit, as its reciprocal division does; here, x at a row
    /// border is `⌈x⌉ − 1/256` and y at a column border `⌊y⌋ + 1/256`.
    func walk(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int) {
        // The layout as locals, so that stores through the cell pointers are not taken to change
        // it (the struct itself is passed by address): rows are stepped by adding pointers.
        let stride = self.stride
        let dy = y1 &- y0
        var row = y0 >> 8
        let lastRow = min((y1 &- 1) >> 8, height &- 1)
        if row > lastRow { return }
        var line = cells + row &* stride
        let dx = x1 &- x0
        if dx == 0 {
            // Vertical: one column, the same split in every row.
            let ex = x0 >> 8
            let f2 = 2 &* (x0 & 255)
            var fy = y0 & 255
            while true {
                let bottom = row == lastRow ? y1 &- (row << 8) : 256
                let d = sign &* (bottom &- fy)
                Self.add(line, ex, d, d &* f2)
                if row == lastRow { return }
                row &+= 1
                line += stride
                fy = 0
            }
        }
        if row == lastRow {
            Self.segment(line, x0, y0 & 255, x1, y1 &- (row << 8), sign, x0, y0 &- (row << 8), dx, dy)
            return
        }
        let xLow = min(x0, x1), xHigh = max(x0, x1)
        var cx = x0, fy = y0 & 255
        // Where the edge leaves each row: x0 + ⌊((bottom − y0)·dx − 1) / dy⌋, stepped from row to
        // row in integers (quotient q, remainder r in [0, dy)), so two divisions serve the edge.
        let n0 = (((row &+ 1) << 8) &- y0) &* dx &- 1
        var q = Self.floorDivide(n0, dy)
        var r = n0 &- q &* dy
        var stepQ = 0, stepR = 0
        if row &+ 1 < lastRow {
            let step = dx &* 256
            stepQ = Self.floorDivide(step, dy)
            stepR = step &- stepQ &* dy
        }
        while true {
            if row == lastRow {
                let top = row << 8
                Self.segment(line, cx, fy, x1, y1 &- top, sign, x0, y0 &- top, dx, dy)
                return
            }
            let nx = min(max(x0 &+ q, xLow), xHigh)
            let ex = cx >> 8
            if ex == nx >> 8 {
                // The row's piece stays in one cell (steep edges): no border crossing.
                let d = sign &* (256 &- fy)
                Self.add(line, ex, d, d &* ((cx & 255) &+ (nx & 255)))
            } else {
                let top = row << 8
                Self.segment(line, cx, fy, nx, 256, sign, x0, y0 &- top, dx, dy)
            }
            q &+= stepQ
            r &+= stepR
            if r >= dy {
                q &+= 1
                r &-= dy
            }
            cx = nx
            fy = 0
            row &+= 1
            line += stride
        }
    }

    /// One row's part of an edge (`line`, the row's accumulators), from (`xa`, `fya`)
    /// to (`xb`, `fyb`) (x in 1/256 px from the grid's left, y in 1/256 px from the row's top,
    /// `fya ≤ fyb ≤ 256`). Border crossings are computed on the whole edge, through (`ox`, `oy`)
    /// with slope `dy / dx`.
    private static func segment(
        _ line: UnsafeMutablePointer<Int32>,
        _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int, _ sign: Int,
        _ ox: Int, _ oy: Int, _ dx: Int, _ dy: Int
    ) {
        let exa = xa >> 8, exb = xb >> 8
        @inline(__always) func piece(_ ex: Int, _ fx1: Int, _ fx2: Int, _ dy: Int) {
            let d = sign &* dy
            add(line, ex, d, d &* (fx1 &+ fx2))
        }
        if exa == exb {
            piece(exa, xa & 255, xb & 255, fyb &- fya)
            return
        }
        var y = fya
        if xb > xa {
            var fx = xa & 255
            var ex = exa
            while ex < exb {
                let border = (ex &+ 1) << 8
                let ny = min(max(oy &+ floorDivide((border &- ox) &* dy, dx) &+ 1, y), fyb)
                piece(ex, fx, 256, ny &- y)
                y = ny
                fx = 0
                ex &+= 1
            }
            piece(exb, 0, xb & 255, fyb &- y)
        } else {
            var fx = xa & 255
            var ex = exa
            while ex > exb {
                let border = ex << 8
                let ny = min(max(oy &+ floorDivide((border &- ox) &* dy, dx) &+ 1, y), fyb)
                piece(ex, fx, 0, ny &- y)
                y = ny
                fx = 256
                ex &-= 1
            }
            piece(exb, 256, xb & 255, fyb &- y)
        }
    }

    /// `⌊n / d⌋` for `d ≠ 0` and `|n|, |d| < 2⁵²`, through a correctly rounded `Double` division
    /// (faster than an integer one; exact here, since a quotient that is not an integer is at
    /// least `1/|d|` away from one).
    @inline(__always)
    static func floorDivide(_ n: Int, _ d: Int) -> Int {
        floor(Double(n) / Double(d))
    }

    /// `⌊v⌋` for `|v| < 2⁵¹` without a range check: ``nearest(_:)``, which is one too large when
    /// `v` was rounded up. Out of that range the result is meaningless but nothing traps (callers
    /// only pass values inside the grid).
    @inline(__always)
    static func floor(_ v: Double) -> Int {
        let nearest = nearest(v)
        return Double(nearest) > v ? nearest &- 1 : nearest
    }

    /// The integer nearest to `v` (ties to even) for `|v| < 2⁵¹`, without a range check: adding
    /// 1.5·2⁵² leaves it in the low bits of the sum (exact for whole numbers). Out of that range
    /// the result is meaningless but nothing traps.
    @inline(__always)
    static func nearest(_ v: Double) -> Int {
        Int(truncatingIfNeeded: (v + 6_755_399_441_055_744.0).bitPattern) &- 0x4338_0000_0000_0000
    }

    // MARK: Curves inside the grid

    /// A quadratic flattened as FreeType's smooth rasterizer does (`gray_render_conic`): in
    /// 1/256 px with y up, with `A = p0 − 2p1 + p2`, a curve whose largest coordinate of `A` is
    /// at most 64 (¼ px) is one chord; otherwise it is cut into 2ˢ uniform chords, `s` the number
    /// of times `A` must be quartered (shifted right by 2) to reach 64 or less, capped at 8
    /// (``Flattening/maxSegments``). The chord ends are the exact curve points at `t = i/2ˢ`,
    /// rounded down, computed by forward differences in 32.32 fixed point (exact: every term is
    /// a multiple of 2⁻³²).
    ///
    /// The ends (`startX`, `startY`) and (`endX`, `endY`) are given with y down, for the edges;
    /// the curve's y coordinates `y0`, `y1`, `y2` with y up from the grid's bottom (as FreeType
    /// flattens), and the control's `x1`. The grid must be below 2²⁰ px a side.
    @inline(__always)
    func quad(_ startX: Int, _ startY: Int, _ endX: Int, _ endY: Int,
              _ y0: Int, _ x1: Int, _ y1: Int, _ y2: Int) {
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
        let top = height << 8
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
    /// grid, with its chords (on the 1/256 px grid already) accumulated directly. Bisected points
    /// stay in the grid: they are rounded-down averages of points in it. Arguments as for
    /// ``quad(_:_:_:_:_:_:_:_:)``: ends with y down, the curve's y coordinates with y up.
    @inline(__always)
    func cubic(_ startX: Int, _ startY: Int, _ endX: Int, _ endY: Int, _ y0: Int,
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
}
