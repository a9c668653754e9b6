// glyf: https://learn.microsoft.com/en-us/typography/opentype/spec/glyf

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
}

/// A window onto one table's bytes through a raw pointer, for the decoding loops.
///
/// It holds no reference to the font bytes: whoever makes one keeps the ``TableData`` it came
/// from (and so its ``FontData``) alive while using it. Callers check every offset against
/// `length` before reading.
struct RawTable: @unchecked Sendable {
    // @unchecked: the pointer is to immutable font bytes, kept alive by the owner (see above).
    let bytes: UnsafeRawPointer
    let length: Int
    /// Absolute offset of the first byte in the file, for errors.
    let start: Int
    let tag: Tag

    init(_ table: TableData) throws(FontError) {
        guard let base = table.data.storage.base.baseAddress else {
            throw table.error(.truncated, at: 0, "empty font data")
        }
        bytes = base + table.start
        length = table.length
        start = table.start
        tag = table.tag
    }

    @inline(__always)
    func u8(_ offset: Int) -> UInt8 { bytes.load(fromByteOffset: offset, as: UInt8.self) }

    @inline(__always)
    func u16(_ offset: Int) -> UInt16 {
        UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always)
    func i16(_ offset: Int) -> Int16 { Int16(bitPattern: u16(offset)) }

    @inline(__always)
    func u32(_ offset: Int) -> UInt32 {
        UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// An error at a relative offset in this table (as ``TableData/error(_:at:_:)``).
    @inline(never)
    func error(_ reason: FontError.Reason, at offset: Int, _ detail: String) -> FontError {
        let (absolute, overflow) = start.addingReportingOverflow(offset)
        return FontError(reason, table: tag, offset: overflow || offset < 0 ? start : absolute, detail)
    }
}

/// Decodes TrueType glyphs from the `glyf`, `loca` and `hmtx` bytes through raw pointers: every
/// glyph's byte range is checked against its table once, and each read inside it against the
/// glyph's length, so the loops neither copy table windows nor retain the font bytes.
///
/// Like ``RawTable`` it does not keep the font bytes alive; ``GlyphOutliner`` stores it next to
/// the ``GlyfTable`` it was made from.
struct GlyfReader: @unchecked Sendable {
    // @unchecked: its pointers are to immutable memory (font bytes, an instance's side bearing
    // deltas) kept alive by the GlyphOutliner that holds the reader.
    let glyf: RawTable
    let loca: RawTable
    let locaIsLong: Bool
    let glyphCount: Int
    let hmtx: RawTable?
    let numberOfHMetrics: Int
    /// What an instance of a variable face varies (`nil` for a static face): one word, so a
    /// static face's decoder stays as small as it was. Whoever makes the reader keeps the
    /// ``GlyphInstanceContext`` alive.
    let instanceContext: UnsafePointer<GlyphInstanceContext>?

    init(_ table: GlyfTable, instance: UnsafePointer<GlyphInstanceContext>? = nil) throws(FontError) {
        glyf = try RawTable(table.table)
        loca = try RawTable(table.loca.table)
        locaIsLong = table.loca.isLong
        glyphCount = table.loca.glyphCount
        hmtx = try table.hmtx.map { (hmtx) throws(FontError) in try RawTable(hmtx) }
        numberOfHMetrics = table.numberOfHMetrics
        instanceContext = instance
    }

    /// The instance's glyph variations (`nil` for a static face or the default instance).
    @inline(__always)
    var variations: UnsafePointer<GlyphVariationReader>? { instanceContext?.pointee.variations }

    /// Whether side bearings vary through `HVAR` (then gvar's pp1 deltas are not applied).
    @inline(__always)
    var sideBearingsVary: Bool { instanceContext?.pointee.sideBearingDeltas != nil }

    /// The byte range of `glyph` in `glyf` (empty for a glyph without outline), checked to lie
    /// inside the table.
    @inline(__always)
    func range(of glyph: GlyphID) throws(FontError) -> Range<Int> {
        let g = glyph.index
        guard g < glyphCount else { throw glyphOutOfRange(g) }
        // LocaTable's initializer checked that all numGlyphs + 1 offsets are present.
        let start: Int, end: Int
        if locaIsLong {
            start = Int(loca.u32(g &* 4))
            end = Int(loca.u32(g &* 4 &+ 4))
        } else {
            start = Int(loca.u16(g &* 2)) &* 2
            end = Int(loca.u16(g &* 2 &+ 2)) &* 2
        }
        guard end >= start else { throw offsetsDecrease(g, start, end) }
        guard end <= glyf.length else { throw glyphPastTable(glyph, start, end) }
        return start..<end
    }

    @inline(never)
    private func glyphOutOfRange(_ g: Int) -> FontError {
        loca.error(.outOfRange, at: 0, "glyph \(g) is outside the \(glyphCount) glyphs of the face")
    }

    @inline(never)
    private func offsetsDecrease(_ g: Int, _ start: Int, _ end: Int) -> FontError {
        loca.error(.invalidValue, at: g * (locaIsLong ? 4 : 2), "offsets of glyph \(g) decrease (\(start) to \(end))")
    }

    @inline(never)
    private func glyphPastTable(_ glyph: GlyphID, _ start: Int, _ end: Int) -> FontError {
        glyf.error(.truncated, at: start, "glyph \(glyph) ends at \(end), past the \(glyf.length)-byte table")
    }

    @inline(never)
    private func truncated(_ glyph: GlyphID, at offset: Int, _ what: StaticString) -> FontError {
        glyf.error(.truncated, at: offset, "glyph \(glyph): \(what)")
    }

    /// The left side bearing of `glyph` from `hmtx`, or `nil` when it is not available.
    @inline(__always)
    func leftSideBearing(_ glyph: GlyphID) -> Int? {
        guard let hmtx, numberOfHMetrics > 0 else { return nil }
        let g = glyph.index
        let offset = g < numberOfHMetrics ? g &* 4 &+ 2 : numberOfHMetrics &* 4 &+ (g &- numberOfHMetrics) &* 2
        guard offset >= 0, offset <= hmtx.length &- 2 else { return nil }
        return Int(hmtx.i16(offset))
    }

    /// Replaces the contents of `buffer` by the points of `glyph` (components flattened and
    /// transformed), placed by the left side bearing as FreeType does.
    /// `scratch` is reusable storage for the glyph variations of an instance (untouched for a
    /// static face).
    func loadPoints(of glyph: GlyphID, into buffer: inout TrueTypePointBuffer,
                    scratch: inout GlyphVariationScratch) throws(FontError) {
        // Every write to the buffer's storage follows this (which makes the storage unique).
        buffer.removeAll()
        let range = try self.range(of: glyph)
        if range.isEmpty { return }
        let first = 0
        var budget = GlyfTable.maxComponentCount
        // The variation delta of phantom point pp1, in 1/64 font units.
        let originShift = try appendPoints(of: glyph, in: range, to: &buffer, depth: 0, budget: &budget, scratch: &scratch)
        // Place the outline by the left side bearing (FreeType's phantom point pp1, moved by
        // its variation delta at an instance). A glyph with points has a full 10-byte header,
        // so xMin is inside its range.
        guard buffer.pointCount > first, var lsb = leftSideBearing(glyph), range.count >= 4 else { return }
        if let context = instanceContext, let deltas = context.pointee.sideBearingDeltas, glyph.index < context.pointee.sideBearingCount {
            lsb &+= Int(deltas[glyph.index])
        }
        let xMin = Int(glyf.i16(range.lowerBound &+ 2))
        if lsb != xMin || originShift != 0 {
            let dx = originShift == 0 ? Double(lsb &- xMin) : Double((lsb &- xMin) &* 64 &- originShift) / 64
            let points = buffer.storage.points
            for i in first..<buffer.pointCount { points[i].x += dx }
        }
    }

    /// Appends the points of `glyph`; returns the x delta of its phantom point pp1 at the
    /// instance in 1/64 font units (0 for a static face), which moves the origin of a top-level
    /// glyph.
    private func appendPoints(of glyph: GlyphID, in range: Range<Int>, to buffer: inout TrueTypePointBuffer,
                              depth: Int, budget: inout Int, scratch: inout GlyphVariationScratch) throws(FontError) -> Int {
        guard range.count >= 2 else { throw truncated(glyph, at: range.lowerBound, "no contour count") }
        let contourCount = Int(glyf.i16(range.lowerBound))
        if contourCount > 0 {
            let base = buffer.pointCount, firstContour = buffer.contourCount
            try appendSimple(range, contourCount: contourCount, glyph: glyph, to: &buffer)
            if let variations {
                return applyVariations(variations, glyph: glyph, points: base..<buffer.pointCount,
                                       contours: firstContour..<buffer.contourCount, to: &buffer, scratch: &scratch)
            }
        } else if contourCount < 0 {
            return try appendComposite(range, glyph: glyph, to: &buffer, depth: depth, budget: &budget, scratch: &scratch)
        }
        return 0
    }

    /// Moves the points of simple glyph `glyph` (just appended, `points` of `buffer`) by its
    /// variation deltas, rounded to whole font units (FreeType's unscaled outline) or, when the
    /// scratch keeps fractions, to 1/64 unit (FreeType's "unrounded" points for scaled outlines);
    /// returns the x delta of its phantom point pp1 in 1/64 units, rounded the same way (0 when
    /// the side bearing varies through `HVAR` instead, as FreeType does).
    @inline(never)
    private func applyVariations(_ variations: UnsafePointer<GlyphVariationReader>, glyph: GlyphID, points: Range<Int>, contours: Range<Int>,
                                 to buffer: inout TrueTypePointBuffer, scratch: inout GlyphVariationScratch) -> Int {
        let n = points.count
        scratch.reset(count: n &+ 4)
        let storage = buffer.storage
        defer { withExtendedLifetime(storage) {} }
        let stored = storage.points
        for i in 0..<n {
            let p = stored[points.lowerBound &+ i]
            scratch.orgX[i] = Int(p.x) &<< 16
            scratch.orgY[i] = Int(p.y) &<< 16
        }
        for i in n..<(n &+ 4) { scratch.orgX[i] = 0; scratch.orgY[i] = 0 }
        for c in contours { scratch.appendEnd(storage.contourEnds[c] &- points.lowerBound) }
        guard variations.pointee.accumulate(glyph: glyph.index, into: &scratch) else { return 0 }
        if scratch.keepsFractions {
            for i in 0..<n {
                stored[points.lowerBound &+ i].x += Double(FixedPoint.fixedToSixtyFourths(scratch.sumX[i])) / 64
                stored[points.lowerBound &+ i].y += Double(FixedPoint.fixedToSixtyFourths(scratch.sumY[i])) / 64
            }
            buffer.integral = false
            return sideBearingsVary ? 0 : FixedPoint.fixedToSixtyFourths(scratch.sumX[n])
        }
        for i in 0..<n {
            let dx = FixedPoint.fixedToInt(scratch.sumX[i]), dy = FixedPoint.fixedToInt(scratch.sumY[i])
            stored[points.lowerBound &+ i].x += Double(dx)
            stored[points.lowerBound &+ i].y += Double(dy)
        }
        return sideBearingsVary ? 0 : FixedPoint.fixedToInt(scratch.sumX[n]) &* 64
    }

    private func appendSimple(_ range: Range<Int>, contourCount: Int, glyph: GlyphID,
                              to buffer: inout TrueTypePointBuffer) throws(FontError) {
        // Offsets below are relative to the glyph; `length` bounds every read.
        let glyphStart = range.lowerBound
        let length = range.count
        let p = glyf.bytes + glyphStart
        @inline(__always) func u8(_ at: Int) -> UInt8 { p.load(fromByteOffset: at, as: UInt8.self) }
        @inline(__always) func u16(_ at: Int) -> UInt16 {
            UInt16(bigEndian: p.loadUnaligned(fromByteOffset: at, as: UInt16.self))
        }

        let endsOffset = 10
        guard endsOffset &+ contourCount &* 2 &+ 2 <= length else {
            throw glyf.error(.truncated, at: glyphStart &+ endsOffset,
                             "glyph \(glyph): \(contourCount) contour ends do not fit")
        }
        let base = buffer.pointCount
        let pointCount = Int(u16(endsOffset &+ (contourCount &- 1) &* 2)) &+ 1
        guard base &+ pointCount <= GlyfTable.maxPointCount else {
            throw glyf.error(.limitExceeded, at: glyphStart,
                             "glyph \(glyph): more than \(GlyfTable.maxPointCount) points")
        }
        buffer.reserve(points: base &+ pointCount, contours: buffer.contourCount &+ contourCount)
        let firstContour = buffer.contourCount
        let storage = buffer.storage
        let ends = storage.contourEnds + firstContour
        var previous = -1
        for i in 0..<contourCount {
            let end = Int(u16(endsOffset &+ i &* 2))
            guard end > previous else {
                throw glyf.error(.invalidValue, at: glyphStart &+ endsOffset &+ i &* 2,
                                 "glyph \(glyph): contour end \(end) does not follow \(previous)")
            }
            previous = end
            ends[i] = base &+ end
        }
        let instructionLengthOffset = endsOffset &+ contourCount &* 2
        let instructionLength = Int(u16(instructionLengthOffset))
        let flagsStart = instructionLengthOffset &+ 2 &+ instructionLength
        let stop = base &+ pointCount

        // The loops below read without checks when the glyf table holds, from where they
        // start, the most bytes they can read (two per point: a flag with its repeat count, or
        // a 16-bit coordinate); they may then read past the glyph's end into the table, which
        // is found after the loop and reported as truncation. Otherwise every read is checked.
        let available = glyf.length &- glyphStart
        let maxRead = pointCount &* 2
        let flags = storage.flags + base, points = storage.points + base
        let ok: Int
        readAll: do {
            let xStart = flagsStart <= available &- maxRead
                ? GlyfReader.readFlags(p, flagsStart, length, checked: false, flags, pointCount)
                : GlyfReader.readFlags(p, flagsStart, length, checked: true, flags, pointCount)
            guard xStart >= 0, xStart <= length else { ok = xStart < 0 ? xStart : -1 &- length; break readAll }
            let yStart = xStart <= available &- maxRead
                ? GlyfReader.readDeltas(p, xStart, length, checked: false, isX: true, flags, points, pointCount)
                : GlyfReader.readDeltas(p, xStart, length, checked: true, isX: true, flags, points, pointCount)
            guard yStart >= 0, yStart <= length else { ok = yStart < 0 ? yStart : -1 &- length; break readAll }
            let end = yStart <= available &- maxRead
                ? GlyfReader.readDeltas(p, yStart, length, checked: false, isX: false, flags, points, pointCount)
                : GlyfReader.readDeltas(p, yStart, length, checked: true, isX: false, flags, points, pointCount)
            ok = end >= 0 && end <= length ? end : (end < 0 ? end : -1 &- length)
        }
        withExtendedLifetime(storage) {}
        if ok < 0 {
            throw truncated(glyph, at: glyphStart &+ (-1 &- ok), "flags or coordinates end early")
        }
        buffer.contourCount = firstContour &+ contourCount
        buffer.pointCount = stop
    }

    /// Reads `count` flags (with repeats) from `start` into `flags`; returns the offset after
    /// them, or `-1 - offset` where a checked read would pass `length`. Unchecked, it needs
    /// `2 * count` readable bytes from `start`.
    @inline(__always)
    private static func readFlags(_ p: UnsafeRawPointer, _ start: Int, _ length: Int, checked: Bool,
                                  _ flags: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        var cursor = start
        var i = 0
        while i < count {
            if checked && cursor >= length { return -1 &- cursor }
            let flag = p.load(fromByteOffset: cursor, as: UInt8.self)
            cursor &+= 1
            flags[i] = flag
            i &+= 1
            if flag & GlyfTable.repeatFlag != 0 {
                if checked && cursor >= length { return -1 &- cursor }
                var repeats = min(Int(p.load(fromByteOffset: cursor, as: UInt8.self)), count &- i)
                cursor &+= 1
                while repeats > 0 {
                    flags[i] = flag
                    i &+= 1
                    repeats &-= 1
                }
            }
        }
        return cursor
    }

    /// Reads the x (or y) deltas of `count` points from `start`, storing the running sums in
    /// `points`; returns the offset after them, or `-1 - offset` where a checked read would pass
    /// `length`. A short delta is one unsigned byte whose sign is the "same" bit; otherwise the
    /// "same" bit means no delta, and its absence a signed 16-bit delta. Unchecked, it needs
    /// `2 * count` readable bytes from `start`.
    @inline(__always)
    private static func readDeltas(_ p: UnsafeRawPointer, _ start: Int, _ length: Int, checked: Bool, isX: Bool,
                                   _ flags: UnsafeMutablePointer<UInt8>, _ points: UnsafeMutablePointer<Point>,
                                   _ count: Int) -> Int {
        let short = isX ? GlyfTable.xShort : GlyfTable.yShort
        let same = isX ? GlyfTable.xSame : GlyfTable.ySame
        var cursor = start
        var value = 0
        var i = 0
        let shortDeltas = glyfShortDeltas.pointer
        while i < count {
            let flag = flags[i]
            if !checked {
                // One branch, on the rarer 16-bit case; short and "same" deltas are selected
                // without branching (the byte at the cursor is readable either way).
                if flag & (short | same) == 0 {
                    value &+= Int(Int16(bitPattern: UInt16(bigEndian: p.loadUnaligned(fromByteOffset: cursor, as: UInt16.self))))
                    cursor &+= 2
                } else {
                    let byte = Int(p.load(fromByteOffset: cursor, as: UInt8.self))
                    let entry = shortDeltas[Int(flag)] &>> (isX ? 0 : 16)
                    value &+= Int(Int8(truncatingIfNeeded: entry)) &* byte
                    cursor &+= Int(entry &>> 8 & 1)
                }
            } else if flag & short != 0 {
                if checked && cursor >= length { return -1 &- cursor }
                let delta = Int(p.load(fromByteOffset: cursor, as: UInt8.self))
                value &+= flag & same != 0 ? delta : 0 &- delta
                cursor &+= 1
            } else if flag & same == 0 {
                if checked && cursor &+ 1 >= length { return -1 &- cursor }
                value &+= Int(Int16(bitPattern: UInt16(bigEndian: p.loadUnaligned(fromByteOffset: cursor, as: UInt16.self))))
                cursor &+= 2
            }
            if isX { points[i].x = Double(value) } else { points[i].y = Double(value) }
            i &+= 1
        }
        return cursor
    }

    private func appendComposite(_ range: Range<Int>, glyph: GlyphID, to buffer: inout TrueTypePointBuffer,
                                 depth: Int, budget: inout Int, scratch: inout GlyphVariationScratch) throws(FontError) -> Int {
        let glyphStart = range.lowerBound
        guard depth < GlyfTable.maxComponentDepth else {
            throw glyf.error(.limitExceeded, at: glyphStart,
                             "glyph \(glyph): composite nesting deeper than \(GlyfTable.maxComponentDepth) (a reference cycle?)")
        }
        let length = range.count
        let p = glyf.bytes + glyphStart
        func need(_ offset: Int, _ size: Int) throws(FontError) {
            guard offset &+ size <= length else {
                throw glyf.error(.truncated, at: glyphStart &+ offset,
                                 "glyph \(glyph): needs \(size) bytes at offset \(offset) of its \(length) bytes")
            }
        }
        @inline(__always) func u8(_ at: Int) -> UInt8 { p.load(fromByteOffset: at, as: UInt8.self) }
        @inline(__always) func u16(_ at: Int) -> UInt16 {
            UInt16(bigEndian: p.loadUnaligned(fromByteOffset: at, as: UInt16.self))
        }
        @inline(__always) func f2dot14(_ at: Int) -> Double { Double(Int16(bitPattern: u16(at))) / 16384 }

        let glyphPoints = buffer.pointCount
        // At an instance: the components' offsets move by the glyph's deltas (one "point" per
        // component, then the four phantom points), rounded as FreeType rounds them. They are
        // kept on the scratch's stack while the components are decoded.
        var deltasBase = 0, deltasCount = 0, originShift = 0
        if let variations {
            (deltasBase, deltasCount, originShift) = pushComponentDeltas(variations, glyph: glyph, p, length, &scratch)
        }
        defer { if deltasCount > 0 { scratch.componentDeltas.removeSubrange(deltasBase...) } }
        var componentIndex = 0
        var offset = 10
        while true {
            budget -= 1
            guard budget >= 0 else {
                throw glyf.error(.limitExceeded, at: glyphStart &+ offset,
                                 "glyph \(glyph): more than \(GlyfTable.maxComponentCount) component references")
            }
            try need(offset, 4)
            let flags = u16(offset)
            let component = GlyphID(u16(offset &+ 2))
            offset &+= 4
            let arg1: Int, arg2: Int
            let areXY = flags & GlyfTable.argsAreXYValues != 0
            if flags & GlyfTable.argsAreWords != 0 {
                try need(offset, 4)
                let a = u16(offset), b = u16(offset &+ 2)
                arg1 = areXY ? Int(Int16(bitPattern: a)) : Int(a)
                arg2 = areXY ? Int(Int16(bitPattern: b)) : Int(b)
                offset &+= 4
            } else {
                try need(offset, 2)
                let a = u8(offset), b = u8(offset &+ 1)
                arg1 = areXY ? Int(Int8(bitPattern: a)) : Int(a)
                arg2 = areXY ? Int(Int8(bitPattern: b)) : Int(b)
                offset &+= 2
            }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            var transformed = true
            if flags & GlyfTable.haveScale != 0 {
                try need(offset, 2)
                a = f2dot14(offset)
                d = a
                offset &+= 2
            } else if flags & GlyfTable.haveXYScale != 0 {
                try need(offset, 4)
                a = f2dot14(offset)
                d = f2dot14(offset &+ 2)
                offset &+= 4
            } else if flags & GlyfTable.haveTwoByTwo != 0 {
                try need(offset, 8)
                a = f2dot14(offset)
                b = f2dot14(offset &+ 2)
                c = f2dot14(offset &+ 4)
                d = f2dot14(offset &+ 6)
                offset &+= 8
            } else {
                transformed = false
            }

            let componentStart = buffer.pointCount
            let componentRange = try self.range(of: component)
            if !componentRange.isEmpty {
                _ = try appendPoints(of: component, in: componentRange, to: &buffer, depth: depth &+ 1, budget: &budget,
                                     scratch: &scratch)
            }
            let componentEnd = buffer.pointCount

            var dx = 0.0, dy = 0.0
            if areXY {
                var x = arg1, y = arg2
                if componentIndex < deltasCount {
                    // FreeType stores the varied offset back as a 16-bit value.
                    let at = deltasBase &+ componentIndex &* 2
                    x = Int(Int16(truncatingIfNeeded: x &+ scratch.componentDeltas[at]))
                    y = Int(Int16(truncatingIfNeeded: y &+ scratch.componentDeltas[at &+ 1]))
                }
                dx = Double(x)
                dy = Double(y)
                if transformed && flags & GlyfTable.scaledComponentOffset != 0 {
                    dx *= (a * a + c * c).squareRoot()
                    dy *= (b * b + d * d).squareRoot()
                }
            } else {
                let parent = glyphPoints &+ arg1
                let child = componentStart &+ arg2
                guard parent < componentStart, child < componentEnd else {
                    throw glyf.error(.invalidValue, at: glyphStart &+ offset,
                                     "glyph \(glyph): matching points \(arg1)/\(arg2) do not exist")
                }
            }
            if componentEnd > componentStart {
                let storage = buffer.storage
                defer { withExtendedLifetime(storage) {} }
                let points = storage.points
                do {
                    if transformed {
                        buffer.integral = false
                        for i in componentStart..<componentEnd {
                            let p = points[i]
                            points[i] = Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
                        }
                    }
                    if !areXY {
                        // Checked above: both points exist.
                        let parent = points[glyphPoints &+ arg1], child = points[componentStart &+ arg2]
                        dx = parent.x - child.x
                        dy = parent.y - child.y
                    }
                    if dx != 0 || dy != 0 {
                        for i in componentStart..<componentEnd {
                            points[i].x += dx
                            points[i].y += dy
                        }
                    }
                }
            }
            componentIndex &+= 1
            if flags & GlyfTable.moreComponents == 0 { break }
        }
        return originShift
    }

    /// Computes the offset deltas of the components of composite `glyph` (at `p`, `length`
    /// bytes) and pushes them on the scratch's stack: returns where they start, how many
    /// components have them (0: none) and the rounded x delta of phantom point pp1 (0 when side
    /// bearings vary through `HVAR`).
    @inline(never)
    private func pushComponentDeltas(_ variations: UnsafePointer<GlyphVariationReader>, glyph: GlyphID, _ p: UnsafeRawPointer,
                                     _ length: Int, _ scratch: inout GlyphVariationScratch) -> (Int, Int, Int) {
        let base = scratch.componentDeltas.count
        let k = componentCount(p, length)
        scratch.reset(count: k &+ 4)
        _ = componentArguments(p, length, x: scratch.orgX, y: scratch.orgY, capacity: k)
        for i in k..<(k &+ 4) { scratch.orgX[i] = 0; scratch.orgY[i] = 0 }
        guard variations.pointee.accumulate(glyph: glyph.index, into: &scratch) else { return (base, 0, 0) }
        for i in 0..<k {
            scratch.componentDeltas.append(FixedPoint.fixedToInt(scratch.sumX[i]))
            scratch.componentDeltas.append(FixedPoint.fixedToInt(scratch.sumY[i]))
        }
        // Composite offsets and pp1 are whole font units even for scaled outlines (FreeType).
        return (base, k, sideBearingsVary ? 0 : FixedPoint.fixedToInt(scratch.sumX[k]) &* 64)
    }

    /// The number of components of the composite glyph at `p` that fit in its `length` bytes.
    private func componentCount(_ p: UnsafeRawPointer, _ length: Int) -> Int {
        componentArguments(p, length, x: nil, y: nil, capacity: GlyfTable.maxComponentCount)
    }

    /// Writes the two arguments (offsets or point numbers) of each component of the composite
    /// glyph at `p`, in order, as 16.16 values to `x` and `y` (when given, room for `capacity`);
    /// returns how many components there are. Stops at the first component that does not fit
    /// in `length` bytes (the decoding loop reports it).
    private func componentArguments(_ p: UnsafeRawPointer, _ length: Int, x: UnsafeMutablePointer<Int>?,
                                    y: UnsafeMutablePointer<Int>?, capacity: Int) -> Int {
        @inline(__always) func u16(_ at: Int) -> UInt16 { UInt16(bigEndian: p.loadUnaligned(fromByteOffset: at, as: UInt16.self)) }
        var count = 0
        var offset = 10
        while count < capacity, offset &+ 4 <= length {
            let flags = u16(offset)
            offset &+= 4
            let areXY = flags & GlyfTable.argsAreXYValues != 0
            let a: Int, b: Int
            if flags & GlyfTable.argsAreWords != 0 {
                guard offset &+ 4 <= length else { break }
                let wa = u16(offset), wb = u16(offset &+ 2)
                (a, b) = areXY ? (Int(Int16(bitPattern: wa)), Int(Int16(bitPattern: wb))) : (Int(wa), Int(wb))
                offset &+= 4
            } else {
                guard offset &+ 2 <= length else { break }
                let ba = p.load(fromByteOffset: offset, as: UInt8.self), bb = p.load(fromByteOffset: offset &+ 1, as: UInt8.self)
                (a, b) = areXY ? (Int(Int8(bitPattern: ba)), Int(Int8(bitPattern: bb))) : (Int(ba), Int(bb))
                offset &+= 2
            }
            x?[count] = a &<< 16
            y?[count] = b &<< 16
            count &+= 1
            if flags & GlyfTable.haveScale != 0 { offset &+= 2 }
            else if flags & GlyfTable.haveXYScale != 0 { offset &+= 4 }
            else if flags & GlyfTable.haveTwoByTwo != 0 { offset &+= 8 }
            if flags & GlyfTable.moreComponents == 0 { break }
        }
        return count
    }

    /// The x deltas (16.16, summed over the tuples) of phantom points pp1 and pp2 of `glyph`
    /// at the instance: the advance's variation when `HVAR` is absent.
    func phantomDeltas(of glyph: GlyphID, scratch: inout GlyphVariationScratch) -> (left: Int, right: Int) {
        guard let variations, let range = try? self.range(of: glyph) else { return (0, 0) }
        let p = glyf.bytes + range.lowerBound
        let contourCount = range.count >= 10 ? Int(glyf.i16(range.lowerBound)) : 0
        let n: Int
        if contourCount > 0 {
            let at = 10 &+ (contourCount &- 1) &* 2
            guard at &+ 2 <= range.count else { return (0, 0) }
            n = Int(UInt16(bigEndian: p.loadUnaligned(fromByteOffset: at, as: UInt16.self))) &+ 1
        } else if contourCount < 0 {
            n = componentCount(p, range.count)
        } else {
            n = 0
        }
        // Phantom points belong to no contour, so no inferred delta reaches them: the outline's
        // own positions do not matter here.
        scratch.reset(count: n &+ 4)
        for i in 0..<(n &+ 4) { scratch.orgX[i] = 0; scratch.orgY[i] = 0 }
        guard variations.pointee.accumulate(glyph: glyph.index, into: &scratch) else { return (0, 0) }
        return (scratch.sumX[n], scratch.sumX[n &+ 1])
    }
}

/// For every flag byte, how a point whose coordinate is not a 16-bit delta reads it: the x
/// entry in bits 0–15 and the y entry in bits 16–31, each a multiplier for the byte at the
/// cursor in its low 8 bits (+1 for a short positive delta, -1 for a short negative one, 0 for
/// "same" without a byte) and, in bit 8, whether that byte is consumed.
private let glyfShortDeltas = GlyfShortDeltaTable()

private final class GlyfShortDeltaTable: @unchecked Sendable {
    // @unchecked: the memory is written once, in init, and only read afterwards.
    let pointer: UnsafeMutablePointer<UInt32>

    init() {
        pointer = .allocate(capacity: 256)
        for flag in 0..<256 {
            func entry(short: Int, same: Int) -> UInt32 {
                guard flag & short != 0 else { return 0 }  // "same" (no byte) or a 16-bit delta
                let multiplier: UInt32 = flag & same != 0 ? 1 : 0xFF  // +1 or -1 as a byte
                return multiplier | 0x100
            }
            pointer[flag] = entry(short: 0x02, same: 0x10) | entry(short: 0x04, same: 0x20) << 16
        }
    }
}
