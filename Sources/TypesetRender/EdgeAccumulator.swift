import TypesetFont

/// Straight edges into a ``Rasterizer``'s accumulation buffer, as FreeType's smooth rasterizer
/// adds them (`gray_render_line` in `ftgrays.c`): clipped to the grid (parts left of it become
/// vertical edges on the left border, parts above, below or right of it are dropped, non-finite
/// ones skipped), rounded to 1/256 px and walked across the cells by a ``CellGrid``.
struct EdgeAccumulator {
    /// The accumulation buffer.
    let grid: CellGrid
    /// The grid size in pixels.
    let width: Int, height: Int

    /// A coordinate clamped to ±``Rasterizer/coordinateLimit`` pixels.
    @inline(__always)
    static func clampCoordinate(_ v: Double) -> Double {
        min(max(v, -Rasterizer.coordinateLimit), Rasterizer.coordinateLimit)
    }

    /// Adds the edge from `p` to `q`, clipped to the grid.
    @inline(__always)
    func addLine(_ p: Point, _ q: Point) {
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
    /// that the sweep (``CoverageSweep``) turns into coverage (in units of
    /// 1/131072 px², a pixel's accumulated area is `512·(cover through it) − area`).
    @inline(__always)
    private func accumulate(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        // In 1/256 px; coordinates are in [0, width] × [0, height] here.
        let x0 = Self.roundedPosition(xa), y0 = Self.roundedPosition(ya)
        let x1 = Self.roundedPosition(xb), y1 = Self.roundedPosition(yb)
        if y1 > y0 {
            if dir < 0 { grid.edge(x1, y1, x0, y0) } else { grid.edge(x0, y0, x1, y1) }
        }
    }

    /// A position in the grid (pixels, `0 ≤ v < 2⁴²`) in 1/256 px, rounded half up (truncation is
    /// flooring here; its range check is a well-predicted branch, shorter in latency than
    /// ``CellGrid/floor(_:)``).
    @inline(__always)
    static func roundedPosition(_ v: Double) -> Int {
        Int(v * 256 + 0.5)
    }
}
