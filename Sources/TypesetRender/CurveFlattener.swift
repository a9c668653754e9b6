import TypesetFont

/// Curves into chords for a ``Rasterizer``: FreeType's subdivision (`gray_render_conic`,
/// `gray_render_cubic` in `ftgrays.c`) in integers for curves whose points all lie in the grid,
/// in `Double` for others (``Flattening``), or by a tolerance (``CurveFlattening``); a curve
/// wholly on one outer side of the grid becomes its chord. The chords go to an
/// ``EdgeAccumulator``.
struct CurveFlattener {
    /// Where the chords go.
    let edges: EdgeAccumulator
    let flattening: CurveFlattening

    /// Adds the quadratic Bézier from `p0` to `point` as chords.
    func quad(_ p0: Point, _ control: Point, _ point: Point) {
        if case .freeType = flattening {
            let w = Double(edges.width), h = Double(edges.height)
            @inline(__always) func inside(_ p: Point) -> Bool { p.x >= 0 && p.x <= w && p.y >= 0 && p.y <= h }
            // The usual case, a glyph in its own bitmap (false for NaN): integers throughout.
            if inside(p0) && inside(control) && inside(point) && edges.width < Self.integerCurveLimit && edges.height < Self.integerCurveLimit {
                quadInside(p0, control, point)
                return
            }
        }
        if isOutside(p0, control, point) {
            edges.addLine(p0, point)
        } else {
            var last = p0
            let n: Int
            switch flattening {
            case .freeType: n = Flattening.freeTypeQuadSegments(p0, control, point)
            case .tolerance(let t): n = Flattening.quadSegments(p0, control, point, tolerance: t)
            }
            Flattening.quad(p0, control, point, segments: n) { p in
                edges.addLine(last, p)
                last = p
            }
        }
    }

    /// Adds the cubic Bézier from `p0` to `point` as chords.
    func cubic(_ p0: Point, _ control1: Point, _ control2: Point, _ point: Point) {
        if case .freeType = flattening {
            let w = Double(edges.width), h = Double(edges.height)
            @inline(__always) func inside(_ p: Point) -> Bool { p.x >= 0 && p.x <= w && p.y >= 0 && p.y <= h }
            // The usual case, a glyph in its own bitmap (false for NaN): integers throughout.
            if inside(p0) && inside(control1) && inside(control2) && inside(point) {
                cubicInside(p0, control1, control2, point)
                return
            }
        }
        if isOutside(p0, control1, control2, point) {
            edges.addLine(p0, point)
        } else {
            var last = p0
            switch flattening {
            case .freeType:
                let c = EdgeAccumulator.clampCoordinate
                let q0 = Point(x: c(p0.x), y: c(p0.y)), q1 = Point(x: c(control1.x), y: c(control1.y))
                let q2 = Point(x: c(control2.x), y: c(control2.y)), q3 = Point(x: c(point.x), y: c(point.y))
                if q0.x.isFinite && q0.y.isFinite && q1.x.isFinite && q1.y.isFinite
                    && q2.x.isFinite && q2.y.isFinite && q3.x.isFinite && q3.y.isFinite {
                    Flattening.freeTypeCubic(q0, q1, q2, q3, height: Double(edges.height)) { p in
                        edges.addLine(last, p)
                        last = p
                    }
                    edges.addLine(last, point)  // the exact end (chords end on the 1/256 grid)
                } else {
                    edges.addLine(p0, point)  // skipped: not finite
                }
            case .tolerance(let t):
                Flattening.cubic(p0, control1, control2, point, tolerance: t) { p in
                    edges.addLine(last, p)
                    last = p
                }
            }
        }
    }

    /// Grids at least this many pixels wide or high flatten quadratics in `Double`: below it the
    /// fixed-point forward differences of ``quadInside(_:_:_:)`` cannot overflow.
    static let integerCurveLimit = 1 << 20

    /// A quadratic whose points all lie in the grid, flattened as FreeType's smooth rasterizer
    /// does (`gray_render_conic`) straight into the cells: in 1/256 px with y up, with
    /// `A = p0 − 2p1 + p2`, a curve whose largest coordinate of `A` is at most 64 (¼ px) is one
    /// chord; otherwise it is cut into 2ˢ uniform chords, `s` the number of times `A` must be
    /// quartered (shifted right by 2) to reach 64 or less, capped at 8 (``Flattening/maxSegments``).
    /// The chord ends are the exact curve points at `t = i/2ˢ`, rounded down, computed by
    /// forward differences in 32.32 fixed point (exact: every term is a multiple of 2⁻³²).
    @inline(__always)
    private func quadInside(_ p0: Point, _ p1: Point, _ p2: Point) {
        let h = Double(edges.height)
        @inline(__always) func fx(_ v: Double) -> Int { EdgeAccumulator.roundedPosition(v) }
        @inline(__always) func fy(_ v: Double) -> Int { EdgeAccumulator.roundedPosition(h - v) }  // y up, as FreeType
        let startX = fx(p0.x), startY = fx(p0.y)
        let endX = fx(p2.x), endY = fx(p2.y)  // as every edge rounds its ends
        edges.grid.quad(startX, startY, endX, endY, fy(p0.y), fx(p1.x), fy(p1.y), fy(p2.y))
    }

    /// ``Flattening/freeTypeCubic(_:_:_:_:height:_:)`` for a cubic whose points all lie in the
    /// grid, with its chords (on the 1/256 px grid already) accumulated in integers directly.
    /// Bisected points stay in the grid: they are rounded-down averages of points in it.
    @inline(__always)
    private func cubicInside(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let h = Double(edges.height)
        @inline(__always) func fx(_ v: Double) -> Int { EdgeAccumulator.roundedPosition(v) }
        @inline(__always) func fy(_ v: Double) -> Int { EdgeAccumulator.roundedPosition(h - v) }  // y up, as FreeType
        // The ends as every edge rounds them.
        edges.grid.cubic(fx(p0.x), fx(p0.y), fx(p3.x), fx(p3.y), fy(p0.y), fx(p1.x), fy(p1.y), fx(p2.x), fy(p2.y), fy(p3.y))
    }

    /// A curve whose control points all lie on one outer side of the grid contributes exactly
    /// what its chord does (only the net vertical crossing of each row matters there).
    @inline(__always)
    private func isOutside(_ a: Point, _ b: Point, _ c: Point, _ d: Point? = nil) -> Bool {
        let w = Double(edges.width), h = Double(edges.height)
        let dd = d ?? c
        let minX = min(min(a.x, b.x), min(c.x, dd.x)), maxX = max(max(a.x, b.x), max(c.x, dd.x))
        let minY = min(min(a.y, b.y), min(c.y, dd.y)), maxY = max(max(a.y, b.y), max(c.y, dd.y))
        return maxY <= 0 || minY >= h || maxX <= 0 || minX >= w
    }
}
