/// The `glyf` table: TrueType glyph outlines (quadratic B-splines), located through `loca`.
///
/// A simple glyph is a list of contours made of on-curve and off-curve points; between two
/// consecutive off-curve points lies an implied on-curve point at their midpoint. A composite
/// glyph places other glyphs with an offset and an optional 2x2 transform.
///
/// Composite offsets follow FreeType's default: an offset is scaled by the component's
/// transform only when `SCALED_COMPONENT_OFFSET` is set (and then by the lengths of the matrix
/// columns, as FreeType does); otherwise, including when `UNSCALED_COMPONENT_OFFSET` is set or
/// neither flag is, it is applied unscaled after the transform. Point matching (arguments that
/// are point numbers rather than offsets) is supported: the component is moved so that its point
/// `arg2` lands on point `arg1` of the glyph built so far. `USE_MY_METRICS` only affects metrics
/// and is ignored here; instructions are skipped.
///
/// Like FreeType, a glyph whose header `xMin` differs from its `hmtx` left side bearing is moved
/// horizontally by `lsb - xMin`: the origin is the phantom point `xMin - lsb`, so the left side
/// bearing, not the stored coordinates, decides where the outline sits.
public struct GlyfTable: Sendable {
    /// The raw `glyf` table.
    public let table: TableData
    /// The glyph locations.
    public let loca: LocaTable
    /// The `hmtx` table, for the left side bearings, and the number of its full metrics.
    let hmtx: TableData?
    let numberOfHMetrics: Int

    /// Largest nesting of composite glyphs followed (FreeType and the specification expect
    /// far less; deeper nesting is treated as a reference cycle).
    public static let maxComponentDepth = 16
    /// Largest number of component references followed for one glyph, all levels together.
    public static let maxComponentCount = 4096
    /// Largest number of points accumulated for one glyph.
    public static let maxPointCount = 1 << 20

    /// Creates the table from its `glyf` and `loca` windows.
    public init(glyf: TableData, loca: LocaTable, hmtx: TableData? = nil, numberOfHMetrics: Int = 0) {
        self.table = glyf
        self.loca = loca
        self.hmtx = hmtx
        self.numberOfHMetrics = numberOfHMetrics
    }

    /// The left side bearing of `glyph` from `hmtx`, or `nil` when it is not available.
    func leftSideBearing(_ glyph: GlyphID) -> Int? {
        guard let hmtx, numberOfHMetrics > 0 else { return nil }
        let g = Int(glyph)
        let offset = g < numberOfHMetrics ? g * 4 + 2 : numberOfHMetrics * 4 + (g - numberOfHMetrics) * 2
        guard hmtx.contains(offset, 2) else { return nil }
        return Int(Int16(bitPattern: hmtx.u16Unchecked(offset)))
    }

    // Simple glyph flags.
    @usableFromInline static let onCurve: UInt8 = 0x01
    @usableFromInline static let xShort: UInt8 = 0x02
    @usableFromInline static let yShort: UInt8 = 0x04
    @usableFromInline static let repeatFlag: UInt8 = 0x08
    @usableFromInline static let xSame: UInt8 = 0x10
    @usableFromInline static let ySame: UInt8 = 0x20

    // Composite flags.
    static let argsAreWords: UInt16 = 0x0001
    static let argsAreXYValues: UInt16 = 0x0002
    static let haveScale: UInt16 = 0x0008
    static let moreComponents: UInt16 = 0x0020
    static let haveXYScale: UInt16 = 0x0040
    static let haveTwoByTwo: UInt16 = 0x0080
    static let scaledComponentOffset: UInt16 = 0x0800

    /// Appends the points of `glyph` (components flattened and transformed) to `buffer`.
    func appendPoints(of glyph: GlyphID, to buffer: inout TrueTypePointBuffer) throws(FontError) {
        var budget = GlyfTable.maxComponentCount
        try appendPoints(of: glyph, to: &buffer, depth: 0, budget: &budget)
        // Place the outline by the left side bearing (FreeType's phantom point pp1).
        guard buffer.pointCount > 0, let lsb = leftSideBearing(glyph),
              let range = try loca.range(of: glyph), table.contains(range.lowerBound + 2, 2) else { return }
        let xMin = Int(Int16(bitPattern: table.u16Unchecked(range.lowerBound + 2)))
        if lsb != xMin {
            let dx = Double(lsb - xMin)
            for i in 0..<buffer.pointCount { buffer.points[i].x += dx }
        }
    }

    private func appendPoints(of glyph: GlyphID, to buffer: inout TrueTypePointBuffer,
                              depth: Int, budget: inout Int) throws(FontError) {
        guard let range = try loca.range(of: glyph) else { return }
        guard range.upperBound <= table.length else {
            throw table.error(.truncated, at: range.lowerBound,
                              "glyph \(glyph) ends at \(range.upperBound), past the \(table.length)-byte table")
        }
        let data = try table.slice(from: range.lowerBound, length: range.count)
        let contourCount = Int(try data.i16(0))
        if contourCount >= 0 {
            try appendSimple(data, contourCount: contourCount, glyph: glyph, to: &buffer)
        } else {
            try appendComposite(data, glyph: glyph, to: &buffer, depth: depth, budget: &budget)
        }
    }

    private func appendSimple(_ data: TableData, contourCount: Int, glyph: GlyphID,
                              to buffer: inout TrueTypePointBuffer) throws(FontError) {
        if contourCount == 0 { return }
        let endsOffset = 10
        guard data.contains(endsOffset, contourCount * 2 + 2) else {
            throw data.error(.truncated, at: endsOffset, "glyph \(glyph): \(contourCount) contour ends do not fit")
        }
        guard let fileBase = data.data.storage.base.baseAddress else {
            throw data.error(.truncated, at: 0, "empty font data")
        }
        let bytes = fileBase + data.start
        @inline(__always) func u8(_ at: Int) -> UInt8 { bytes.load(fromByteOffset: at, as: UInt8.self) }
        @inline(__always) func i16(_ at: Int) -> Int16 {
            Int16(bitPattern: UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt16.self)))
        }

        let base = buffer.pointCount
        let lastEnd = Int(UInt16(bitPattern: i16(endsOffset &+ (contourCount &- 1) &* 2)))
        let pointCount = lastEnd &+ 1
        guard base + pointCount <= GlyfTable.maxPointCount else {
            throw data.error(.limitExceeded, at: 0, "glyph \(glyph): more than \(GlyfTable.maxPointCount) points")
        }
        buffer.reserve(points: base &+ pointCount, contours: buffer.contourCount &+ contourCount)
        let length = data.length
        try buffer.contourEnds.withUnsafeMutableBufferPointer { (ends) throws(FontError) in
            var previous = -1
            let first = buffer.contourCount
            for i in 0..<contourCount {
                let end = Int(UInt16(bitPattern: i16(endsOffset &+ i &* 2)))
                guard end > previous else {
                    throw data.error(.invalidValue, at: endsOffset + i * 2,
                                     "glyph \(glyph): contour end \(end) does not follow \(previous)")
                }
                previous = end
                ends[first &+ i] = base &+ end
            }
        }
        buffer.contourCount &+= contourCount
        let instructionLengthOffset = endsOffset &+ contourCount &* 2
        let instructionLength = Int(UInt16(bitPattern: i16(instructionLengthOffset)))
        var cursor = instructionLengthOffset &+ 2 &+ instructionLength

        // Flags, with repeats, and the sizes of the coordinate arrays that follow.
        var xBytes = 0, yBytes = 0
        try buffer.flags.withUnsafeMutableBufferPointer { (flags) throws(FontError) in
            var i = base
            let stop = base &+ pointCount
            while i < stop {
                guard cursor < length else {
                    throw data.error(.truncated, at: cursor, "glyph \(glyph): flags end early")
                }
                let flag = u8(cursor)
                cursor &+= 1
                if flag & GlyfTable.repeatFlag == 0 {
                    // The common case: one point, no repeat count.
                    xBytes &+= flag & GlyfTable.xShort != 0 ? 1 : (flag & GlyfTable.xSame != 0 ? 0 : 2)
                    yBytes &+= flag & GlyfTable.yShort != 0 ? 1 : (flag & GlyfTable.ySame != 0 ? 0 : 2)
                    flags[i] = flag
                    i &+= 1
                    continue
                }
                var repeats = 1
                do {
                    guard cursor < length else {
                        throw data.error(.truncated, at: cursor, "glyph \(glyph): flag repeat count missing")
                    }
                    repeats = min(Int(u8(cursor)) &+ 1, stop &- i)
                    cursor &+= 1
                }
                let xSize = flag & GlyfTable.xShort != 0 ? 1 : (flag & GlyfTable.xSame != 0 ? 0 : 2)
                let ySize = flag & GlyfTable.yShort != 0 ? 1 : (flag & GlyfTable.ySame != 0 ? 0 : 2)
                xBytes &+= xSize &* repeats
                yBytes &+= ySize &* repeats
                for _ in 0..<repeats {
                    flags[i] = flag
                    i &+= 1
                }
            }
        }
        guard data.contains(cursor, xBytes &+ yBytes) else {
            throw data.error(.truncated, at: cursor, "glyph \(glyph): coordinates need \(xBytes + yBytes) bytes")
        }

        // Coordinates: deltas, the x array then the y array.
        buffer.flags.withUnsafeBufferPointer { flags in
            buffer.points.withUnsafeMutableBufferPointer { points in
                var xCursor = cursor
                var yCursor = cursor &+ xBytes
                var x: Int32 = 0, y: Int32 = 0
                for i in base..<(base &+ pointCount) {
                    let flag = flags[i]
                    if flag & GlyfTable.xShort != 0 {
                        let dx = Int32(u8(xCursor))
                        x &+= flag & GlyfTable.xSame != 0 ? dx : -dx
                        xCursor &+= 1
                    } else if flag & GlyfTable.xSame == 0 {
                        x &+= Int32(i16(xCursor))
                        xCursor &+= 2
                    }
                    if flag & GlyfTable.yShort != 0 {
                        let dy = Int32(u8(yCursor))
                        y &+= flag & GlyfTable.ySame != 0 ? dy : -dy
                        yCursor &+= 1
                    } else if flag & GlyfTable.ySame == 0 {
                        y &+= Int32(i16(yCursor))
                        yCursor &+= 2
                    }
                    points[i] = Point(x: Double(x), y: Double(y))
                }
            }
        }
        buffer.pointCount = base &+ pointCount
    }

    private func appendComposite(_ data: TableData, glyph: GlyphID, to buffer: inout TrueTypePointBuffer,
                                 depth: Int, budget: inout Int) throws(FontError) {
        guard depth < GlyfTable.maxComponentDepth else {
            throw data.error(.limitExceeded, at: 0,
                             "glyph \(glyph): composite nesting deeper than \(GlyfTable.maxComponentDepth) (a reference cycle?)")
        }
        let glyphStart = buffer.pointCount
        var offset = 10
        while true {
            budget -= 1
            guard budget >= 0 else {
                throw data.error(.limitExceeded, at: offset,
                                 "glyph \(glyph): more than \(GlyfTable.maxComponentCount) component references")
            }
            let flags = try data.u16(offset)
            let component = try data.u16(offset + 2)
            offset += 4
            let arg1: Int, arg2: Int
            let areXY = flags & GlyfTable.argsAreXYValues != 0
            if flags & GlyfTable.argsAreWords != 0 {
                arg1 = areXY ? Int(try data.i16(offset)) : Int(try data.u16(offset))
                arg2 = areXY ? Int(try data.i16(offset + 2)) : Int(try data.u16(offset + 2))
                offset += 4
            } else {
                arg1 = areXY ? Int(try data.i8(offset)) : Int(try data.u8(offset))
                arg2 = areXY ? Int(try data.i8(offset + 1)) : Int(try data.u8(offset + 1))
                offset += 2
            }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            var transformed = true
            if flags & GlyfTable.haveScale != 0 {
                a = Double(try data.i16(offset)) / 16384
                d = a
                offset += 2
            } else if flags & GlyfTable.haveXYScale != 0 {
                a = Double(try data.i16(offset)) / 16384
                d = Double(try data.i16(offset + 2)) / 16384
                offset += 4
            } else if flags & GlyfTable.haveTwoByTwo != 0 {
                a = Double(try data.i16(offset)) / 16384
                b = Double(try data.i16(offset + 2)) / 16384
                c = Double(try data.i16(offset + 4)) / 16384
                d = Double(try data.i16(offset + 6)) / 16384
                offset += 8
            } else {
                transformed = false
            }

            let componentStart = buffer.pointCount
            try appendPoints(of: component, to: &buffer, depth: depth + 1, budget: &budget)
            let componentEnd = buffer.pointCount

            if transformed {
                for i in componentStart..<componentEnd {
                    let p = buffer.points[i]
                    buffer.points[i] = Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
                }
            }
            var dx: Double, dy: Double
            if areXY {
                dx = Double(arg1)
                dy = Double(arg2)
                if transformed && flags & GlyfTable.scaledComponentOffset != 0 {
                    dx *= (a * a + c * c).squareRoot()
                    dy *= (b * b + d * d).squareRoot()
                }
            } else {
                let parent = glyphStart + arg1
                let child = componentStart + arg2
                guard parent < componentStart, child < componentEnd else {
                    throw data.error(.invalidValue, at: offset,
                                     "glyph \(glyph): matching points \(arg1)/\(arg2) do not exist")
                }
                dx = buffer.points[parent].x - buffer.points[child].x
                dy = buffer.points[parent].y - buffer.points[child].y
            }
            if dx != 0 || dy != 0 {
                for i in componentStart..<componentEnd {
                    buffer.points[i].x += dx
                    buffer.points[i].y += dy
                }
            }
            if flags & GlyfTable.moreComponents == 0 { break }
        }
    }
}

/// Reusable storage for the points of a TrueType glyph: points, flags (bit 0 = on curve) and
/// the index of the last point of every contour. The arrays only grow; `pointCount` and
/// `contourCount` say how much of them the current glyph uses.
struct TrueTypePointBuffer: Sendable {
    var points: [Point] = []
    var flags: [UInt8] = []
    var contourEnds: [Int] = []
    var pointCount = 0
    var contourCount = 0

    mutating func removeAll() {
        pointCount = 0
        contourCount = 0
    }

    /// Grows the storage to hold at least the given numbers of points and contours.
    @inline(__always)
    mutating func reserve(points needed: Int, contours neededContours: Int) {
        if points.count < needed {
            let extra = max(needed - points.count, points.count)
            points.append(contentsOf: repeatElement(Point(x: 0, y: 0), count: extra))
            flags.append(contentsOf: repeatElement(0, count: extra))
        }
        if contourEnds.count < neededContours {
            contourEnds.append(contentsOf: repeatElement(0, count: max(neededContours - contourEnds.count, contourEnds.count)))
        }
    }

    /// The control box of all points, or `nil` when there are none.
    var controlBox: Bounds? {
        guard pointCount > 0 else { return nil }
        return points.withUnsafeBufferPointer { points in
            let first = points[0]
            var xMin = first.x, xMax = first.x, yMin = first.y, yMax = first.y
            for i in 1..<max(pointCount, 1) {
                let p = points[i]
                xMin = min(xMin, p.x); xMax = max(xMax, p.x)
                yMin = min(yMin, p.y); yMax = max(yMax, p.y)
            }
            return Bounds(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax)
        }
    }

    /// Sends the contours to `sink`: each contour starts at its first on-curve point (or, when
    /// it has none, at the midpoint of its last and first points), implied on-curve points are
    /// inserted between consecutive off-curve points, and the final straight segment back to the
    /// start is left to `close()`.
    func emit<S: OutlineSink>(into sink: inout S) {
        points.withUnsafeBufferPointer { points in
            flags.withUnsafeBufferPointer { flags in
                contourEnds.withUnsafeBufferPointer { ends in
                    var start = 0
                    for c in 0..<contourCount {
                        let end = ends[c]
                        emitContour(points, flags, start, end, &sink)
                        start = end &+ 1
                    }
                }
            }
        }
    }

    @inline(__always)
    private func emitContour<S: OutlineSink>(_ points: UnsafeBufferPointer<Point>, _ flags: UnsafeBufferPointer<UInt8>,
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
        let count = end &- start &+ 1
        var i = first
        for _ in 1..<count &+ 1 {
            i = i == end ? start : i &+ 1
            let p = points[i]
            if flags[i] & 1 != 0 {
                if pending {
                    sink.quad(to: p, control: control)
                    pending = false
                } else if i != first {
                    sink.line(to: p)
                }
            } else {
                if pending { sink.quad(to: midpoint(control, p), control: control) }
                control = p
                pending = true
            }
        }
        sink.close()
    }
}

@inline(__always)
func midpoint(_ a: Point, _ b: Point) -> Point {
    Point(x: (a.x + b.x) * 0.5, y: (a.y + b.y) * 0.5)
}
