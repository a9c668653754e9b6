// Reusable point storage for TrueType glyphs, filled by the `glyf` decoder (Tables/Glyf.swift)
// and replayed as path segments to any sink.

/// Reusable storage for the points of a TrueType glyph: points, flags (bit 0 = on curve) and
/// the index of the last point of every contour. The arrays only grow; `pointCount` and
/// `contourCount` say how much of them the current glyph uses.
///
/// Emission is `@inlinable` so that clients in other modules specialize it for their own sink
/// type: segments then reach the sink through direct (usually inlined) calls rather than
/// protocol witnesses.
@usableFromInline
struct TrueTypePointBuffer: Sendable {
    /// The storage, shared between copies of the buffer until one of them writes.
    @usableFromInline var storage: TrueTypePointStorage
    @usableFromInline var pointCount = 0
    @usableFromInline var contourCount = 0
    /// Whether every coordinate is a whole number of font units: no component was scaled or
    /// rotated (offsets and the side-bearing shift are whole numbers).
    @usableFromInline var integral = true

    @usableFromInline init() {
        storage = TrueTypePointStorage(pointCapacity: 256, contourCapacity: 32)
    }

    /// Empties the buffer and makes its storage its own, ready to be written.
    @inline(__always)
    mutating func removeAll() {
        pointCount = 0
        contourCount = 0
        integral = true
        if !isKnownUniquelyReferenced(&storage) {
            storage = TrueTypePointStorage(pointCapacity: storage.pointCapacity, contourCapacity: storage.contourCapacity)
        }
    }

    /// Grows the storage to hold at least the given numbers of points and contours, keeping
    /// the points and contours already there. Call only after ``removeAll()`` (the storage is
    /// then owned by this buffer alone).
    @inline(__always)
    mutating func reserve(points needed: Int, contours neededContours: Int) {
        if needed > storage.pointCapacity || neededContours > storage.contourCapacity {
            grow(points: needed, contours: neededContours)
        }
    }

    @inline(never)
    private mutating func grow(points needed: Int, contours neededContours: Int) {
        let grown = TrueTypePointStorage(pointCapacity: max(needed, storage.pointCapacity * 2),
                                         contourCapacity: max(neededContours, storage.contourCapacity * 2))
        grown.points.update(from: storage.points, count: pointCount)
        grown.flags.update(from: storage.flags, count: pointCount)
        grown.contourEnds.update(from: storage.contourEnds, count: contourCount)
        storage = grown
    }

    /// The control box of all points, or `nil` when there are none.
    var controlBox: Bounds? {
        guard pointCount > 0 else { return nil }
        let points = storage.points
        let first = points[0]
        var xMin = first.x, xMax = first.x, yMin = first.y, yMax = first.y
        for i in 1..<max(pointCount, 1) {
            let p = points[i]
            xMin = min(xMin, p.x); xMax = max(xMax, p.x)
            yMin = min(yMin, p.y); yMax = max(yMax, p.y)
        }
        return Bounds(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax)
    }

    /// Lends the points, flags and contour ends to `body` (see ``TrueTypePointsView``).
    @inlinable
    func withView<R>(_ body: (TrueTypePointsView) -> R) -> R {
        let view = TrueTypePointsView(points: UnsafeBufferPointer(start: storage.points, count: pointCount),
                                      flags: UnsafeBufferPointer(start: storage.flags, count: pointCount),
                                      contourEnds: UnsafeBufferPointer(start: storage.contourEnds, count: contourCount),
                                      integral: integral)
        return withExtendedLifetime(storage) { body(view) }
    }

    /// A copy of the points, their on-curve flags and the contour ends.
    var trueTypePoints: TrueTypePoints {
        TrueTypePoints(points: Array(UnsafeBufferPointer(start: storage.points, count: pointCount)),
                       onCurve: UnsafeBufferPointer(start: storage.flags, count: pointCount).map { $0 & 1 != 0 },
                       contourEnds: Array(UnsafeBufferPointer(start: storage.contourEnds, count: contourCount)))
    }

    /// Sends the contours to `sink`: each contour starts at its first on-curve point (or, when
    /// it has none, at the midpoint of its last and first points), implied on-curve points are
    /// inserted between consecutive off-curve points, and the final straight segment back to the
    /// start is left to `close()`.
    ///
    /// Every contour end is below `pointCount` and the ends increase (checked while decoding),
    /// so the unchecked buffer reads stay inside the points decoded.
    @inlinable
    func emit<S: OutlineSink>(into sink: inout S) {
        let points = storage.points, flags = storage.flags, ends = storage.contourEnds
        var start = 0
        for c in 0..<contourCount {
            let end = ends[c]
            emitContour(points, flags, start, end, &sink)
            start = end &+ 1
        }
        withExtendedLifetime(storage) {}
    }

    @inlinable @inline(__always)
    func emitContour<S: OutlineSink>(_ points: UnsafeMutablePointer<Point>, _ flags: UnsafeMutablePointer<UInt8>,
                                     _ start: Int, _ end: Int, _ sink: inout S) {
        var first = start
        while first <= end && flags[first] & 1 == 0 { first &+= 1 }
        if first > end {
            // No on-curve point at all: start between the last and the first point.
            let startPoint = midpoint(points[end], points[start])
            sink.move(to: startPoint)
            var control = points[start]
            var i = start &+ 1
            while i <= end {
                let p = points[i]
                sink.quad(to: midpoint(control, p), control: control)
                control = p
                i &+= 1
            }
            sink.quad(to: startPoint, control: control)
            sink.close()
            return
        }
        let startPoint = points[first]
        sink.move(to: startPoint)
        var pending = false
        var control = startPoint
        // The points after the start, wrapping around to the contour's beginning; then back
        // to the start point, whose straight segment is left to `close()`.
        @inline(__always) func visit(_ i: Int) {
            let p = points[i]
            if flags[i] & 1 != 0 {
                if pending {
                    sink.quad(to: p, control: control)
                    pending = false
                } else {
                    sink.line(to: p)
                }
            } else {
                if pending { sink.quad(to: midpoint(control, p), control: control) }
                control = p
                pending = true
            }
        }
        var i = first &+ 1
        while i <= end {
            visit(i)
            i &+= 1
        }
        i = start
        while i < first {
            visit(i)
            i &+= 1
        }
        if pending { sink.quad(to: startPoint, control: control) }
        sink.close()
    }
}

@inlinable @inline(__always)
func midpoint(_ a: Point, _ b: Point) -> Point {
    Point(x: (a.x + b.x) * 0.5, y: (a.y + b.y) * 0.5)
}

/// The memory of a ``TrueTypePointBuffer``: points, flags and contour ends with room for
/// `pointCapacity` points and `contourCapacity` contours.
///
/// Its fields never change (growing makes a new storage), and its memory is written only by a
/// buffer that holds the sole reference to it (``TrueTypePointBuffer/removeAll()`` makes a
/// fresh storage otherwise), as `Array` does: copies of a buffer, even on other threads, never
/// see each other's writes.
@usableFromInline
final class TrueTypePointStorage: @unchecked Sendable {
    @usableFromInline let points: UnsafeMutablePointer<Point>
    @usableFromInline let flags: UnsafeMutablePointer<UInt8>
    @usableFromInline let contourEnds: UnsafeMutablePointer<Int>
    let pointCapacity: Int
    let contourCapacity: Int

    init(pointCapacity: Int, contourCapacity: Int) {
        self.pointCapacity = max(pointCapacity, 1)
        self.contourCapacity = max(contourCapacity, 1)
        points = .allocate(capacity: self.pointCapacity)
        points.initialize(repeating: Point(x: 0, y: 0), count: self.pointCapacity)
        flags = .allocate(capacity: self.pointCapacity)
        flags.initialize(repeating: 0, count: self.pointCapacity)
        contourEnds = .allocate(capacity: self.contourCapacity)
        contourEnds.initialize(repeating: 0, count: self.contourCapacity)
    }

    deinit {
        points.deallocate()
        flags.deallocate()
        contourEnds.deallocate()
    }
}
