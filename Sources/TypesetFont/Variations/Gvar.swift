// gvar: https://learn.microsoft.com/en-us/typography/opentype/spec/gvar
// Tuple variation store: https://learn.microsoft.com/en-us/typography/opentype/spec/otvarcommonformats

/// The `gvar` table read for one instance: each glyph's tuple variations, turned into point
/// deltas with FreeType's fixed-point arithmetic so that outlines equal FreeType's unhinted,
/// unscaled ones point for point.
///
/// - A tuple's scalar is computed in 16.16 from the normalized coordinates (F2Dot14 values
///   widened to 16.16) with FT_MulDiv's rounding; non-intermediate tuples span 0 to the peak.
/// - Each delta times the scalar is a 16.16 value; untouched points of a tuple that lists only
///   some points get inferred deltas (IUP: interpolated between, or shifted with, the nearest
///   touched points of their contour, in 16.16 with FT_MulFix/FT_DivFix).
/// - The tuples' deltas are summed, and each point moves by the sum rounded half up.
/// - Four phantom points follow the outline's points (left and right side bearing points,
///   top and bottom); their x deltas give the advance when `HVAR` is absent and move the
///   outline's origin when `HVAR` has no left side bearing map.
///
/// Reads are checked against the table: a tuple whose data is cut short or malformed is skipped
/// (as FreeType skips it); a header that does not fit is an error.
///
/// A plain value (no references, so decoding a glyph counts none): its memory and the table's
/// bytes are kept alive by the ``GlyphVariationTable`` it came from.
struct GlyphVariationReader: @unchecked Sendable {
    // @unchecked: the pointers are to memory written once by the owning GlyphVariationTable.
    let table: RawTable
    let axisCount: Int
    let sharedTupleCount: Int
    let sharedTuplesOffset: Int
    let glyphCount: Int
    let longOffsets: Bool
    let dataArrayOffset: Int
    /// The instance's normalized coordinates in 16.16 (F2Dot14 times 4), `fvar` order
    /// (`axisCount` of them).
    let coordinates: UnsafeMutablePointer<Int>
    /// The scalar of each shared tuple as a peak without an intermediate region (computed
    /// once per instance; most tuples are such).
    let sharedScalars: UnsafeMutablePointer<Int>

    static let embeddedPeak: UInt16 = 0x8000
    static let intermediateRegion: UInt16 = 0x4000
    static let privatePoints: UInt16 = 0x2000
    static let tupleIndexMask: UInt16 = 0x0FFF
    static let sharedPointNumbers: UInt16 = 0x8000
    static let countMask: UInt16 = 0x0FFF

    /// The byte range of `glyph`'s variation data, or `nil` when it has none.
    func range(of glyph: Int) -> Range<Int>? {
        guard glyph >= 0, glyph < glyphCount else { return nil }
        let start: Int, end: Int
        if longOffsets {
            start = Int(table.u32(20 + glyph * 4)); end = Int(table.u32(24 + glyph * 4))
        } else {
            start = Int(table.u16(20 + glyph * 2)) * 2; end = Int(table.u16(22 + glyph * 2)) * 2
        }
        guard end > start else { return nil }
        let (lower, overflow) = dataArrayOffset.addingReportingOverflow(start)
        guard !overflow, lower + (end - start) <= table.length else { return nil }
        return lower..<(lower + end - start)
    }

    /// Adds to `scratch.sumX`/`sumY` (16.16) the deltas of `glyph`'s tuples for its
    /// `scratch.count` points (the outline's points, then the four phantom points), whose
    /// original positions are `scratch.orgX`/`orgY` (16.16) and whose contours end at
    /// `scratch.ends` (phantom points belong to none). Returns whether any tuple applied.
    func accumulate(glyph: Int, into scratch: inout GlyphVariationScratch) -> Bool {
        guard let range = range(of: glyph), range.count >= 4 else { return false }
        let base = range.lowerBound, limit = range.upperBound
        let tupleField = table.u16(base)
        let tupleCount = Int(tupleField & GlyphVariationReader.countMask)
        var dataOffset = base &+ Int(table.u16(base &+ 2))
        guard dataOffset <= limit else { return false }
        let n = scratch.count
        let storage = scratch.storage
        var sharedValid = true
        var sharedAll = false
        scratch.sharedCount = 0
        if tupleField & GlyphVariationReader.sharedPointNumbers != 0 {
            var cursor = dataOffset
            switch readPoints(&cursor, limit, n, into: storage.sharedPoints) {
            case .some(let count) where count < 0: sharedAll = true
            case .some(let count): scratch.sharedCount = count
            case .none: sharedValid = false
            }
            dataOffset = cursor
        }
        var applied = false
        var header = base &+ 4
        for _ in 0..<tupleCount {
            guard header &+ 4 <= limit else { break }
            let dataSize = Int(table.u16(header))
            let index = table.u16(header &+ 2)
            header &+= 4
            var peakAt: Int
            if index & GlyphVariationReader.embeddedPeak != 0 {
                peakAt = header
                header &+= axisCount &* 2
            } else {
                let shared = Int(index & GlyphVariationReader.tupleIndexMask)
                guard shared < sharedTupleCount else { return applied }
                peakAt = sharedTuplesOffset &+ shared &* axisCount &* 2
            }
            var startAt = -1, endAt = -1
            if index & GlyphVariationReader.intermediateRegion != 0 {
                startAt = header
                endAt = header &+ axisCount &* 2
                header &+= axisCount &* 4
            }
            guard header <= limit else { break }
            let tupleData = dataOffset
            dataOffset &+= dataSize
            let apply = startAt < 0 && index & GlyphVariationReader.embeddedPeak == 0
                ? sharedScalars[Int(index & GlyphVariationReader.tupleIndexMask)]
                : scalar(peakAt: peakAt, startAt: startAt, endAt: endAt)
            guard apply != 0, dataOffset <= limit else { continue }
            var cursor = tupleData
            let all: Bool
            let usesPrivate = index & GlyphVariationReader.privatePoints != 0
            var pointCount: Int
            if usesPrivate {
                guard let count = readPoints(&cursor, dataOffset, n, into: storage.privatePoints) else { continue }
                all = count < 0
                pointCount = all ? n : count
                scratch.privateCount = max(count, 0)
            } else {
                guard sharedValid else { continue }
                all = sharedAll
                pointCount = all ? n : scratch.sharedCount
            }
            guard readDeltas(&cursor, dataOffset, pointCount, into: storage.deltasX),
                  readDeltas(&cursor, dataOffset, pointCount, into: storage.deltasY) else { continue }
            scratch.deltaCount = pointCount
            applied = true
            if all {
                scratch.applyAll(apply: apply)
            } else {
                scratch.applyExplicit(usePrivate: usesPrivate, apply: apply)
            }
        }
        return applied
    }

    /// The tuple's scalar in 16.16, as FreeType's `ft_var_apply_tuple` computes it.
    func scalar(peakAt: Int, startAt: Int, endAt: Int) -> Int {
        var apply = 0x10000
        for axis in 0..<axisCount {
            let peak = Int(table.i16(peakAt + axis * 2)) << 2
            let coordinate = coordinates[axis]
            if peak == 0 || peak == coordinate { continue }
            if startAt < 0 {
                if (peak > coordinate && coordinate > 0) || (peak < coordinate && coordinate < 0) {
                    apply = FixedPoint.mulDiv(apply, coordinate, peak)
                } else {
                    return 0
                }
            } else {
                let start = Int(table.i16(startAt + axis * 2)) << 2
                let end = Int(table.i16(endAt + axis * 2)) << 2
                if coordinate <= start || coordinate >= end { return 0 }
                if coordinate < peak {
                    apply = FixedPoint.mulDiv(apply, coordinate - start, peak - start)
                } else {
                    apply = FixedPoint.mulDiv(apply, end - coordinate, end - peak)
                }
            }
        }
        return apply
    }

    /// Reads packed point numbers into `points`: -1 for "all points", else how many (at most
    /// `size`); `nil` when malformed (more points than `size`, or data past `limit`).
    private func readPoints(_ cursor: inout Int, _ limit: Int, _ size: Int, into points: UnsafeMutablePointer<Int>) -> Int? {
        guard cursor < limit else { return nil }
        var count = Int(table.u8(cursor)); cursor &+= 1
        if count == 0 { return -1 }
        if count & 0x80 != 0 {
            guard cursor < limit else { return nil }
            count = (count & 0x7F) << 8 | Int(table.u8(cursor)); cursor &+= 1
        }
        guard count <= size else { return nil }
        var point = 0
        var filled = 0
        while filled < count {
            guard cursor < limit else { return nil }
            let control = Int(table.u8(cursor)); cursor &+= 1
            let run = (control & 0x7F) &+ 1
            let words = control & 0x80 != 0
            guard cursor &+ run &* (words ? 2 : 1) <= limit else { return nil }
            for _ in 0..<run {
                if words {
                    point = (point &+ Int(table.u16(cursor))) & 0xFFFF; cursor &+= 2
                } else {
                    point = (point &+ Int(table.u8(cursor))) & 0xFFFF; cursor &+= 1
                }
                if filled < count {
                    points[filled] = point
                    filled &+= 1
                }
            }
        }
        return count
    }

    /// Reads `count` packed deltas into `deltas` (room for `count`); `false` when malformed.
    private func readDeltas(_ cursor: inout Int, _ limit: Int, _ count: Int, into deltas: UnsafeMutablePointer<Int>) -> Bool {
        var filled = 0
        while filled < count {
            guard cursor < limit else { return false }
            let control = Int(table.u8(cursor)); cursor &+= 1
            let run = (control & 0x3F) &+ 1
            guard filled &+ run <= count else { return false }
            if control & 0x80 != 0 {
                (deltas + filled).update(repeating: 0, count: run)
            } else if control & 0x40 != 0 {
                guard cursor &+ run &* 2 <= limit else { return false }
                for k in 0..<run { deltas[filled &+ k] = Int(table.i16(cursor &+ k &* 2)) }
                cursor &+= run &* 2
            } else {
                guard cursor &+ run <= limit else { return false }
                for k in 0..<run { deltas[filled &+ k] = Int(Int8(bitPattern: table.u8(cursor &+ k))) }
                cursor &+= run
            }
            filled &+= run
        }
        return true
    }
}

/// The `gvar` table at one instance: owns the memory of its ``GlyphVariationReader`` (the
/// coordinates and shared tuple scalars) and keeps the font's bytes alive.
final class GlyphVariationTable: @unchecked Sendable {
    // @unchecked: immutable after init.
    let window: TableData
    let reader: GlyphVariationReader
    /// The reader in memory of its own, for a decoder that keeps a pointer to it rather than a
    /// copy (``GlyfReader``: one word, so a static face's decoder is no larger).
    let pointer: UnsafeMutablePointer<GlyphVariationReader>

    init(_ window: TableData, coordinates: [Int16]) throws(FontError) {
        let major = try window.u16(0)
        guard major == 1 else {
            throw window.error(.unsupportedFormat, at: 0, "gvar major version \(major) is not 1")
        }
        let axisCount = Int(try window.u16(4))
        let sharedTupleCount = Int(try window.u16(6))
        let sharedTuplesOffset = Int(try window.u32(8))
        let glyphCount = Int(try window.u16(12))
        let longOffsets = try window.u16(14) & 1 != 0
        let dataArrayOffset = Int(try window.u32(16))
        guard window.contains(20, (glyphCount + 1) * (longOffsets ? 4 : 2)) else {
            throw window.error(.truncated, at: 20, "\(glyphCount + 1) glyph variation data offsets run past the end")
        }
        guard sharedTupleCount == 0 || window.contains(sharedTuplesOffset, sharedTupleCount * axisCount * 2) else {
            throw window.error(.truncated, at: sharedTuplesOffset, "\(sharedTupleCount) shared tuples run past the end")
        }
        let raw = try RawTable(window)
        let widened = UnsafeMutablePointer<Int>.allocate(capacity: max(axisCount, 1))
        widened.initialize(repeating: 0, count: max(axisCount, 1))
        for axis in 0..<min(axisCount, coordinates.count) { widened[axis] = Int(coordinates[axis]) << 2 }
        let shared = UnsafeMutablePointer<Int>.allocate(capacity: max(sharedTupleCount, 1))
        shared.initialize(repeating: 0, count: max(sharedTupleCount, 1))
        let reader = GlyphVariationReader(table: raw, axisCount: axisCount, sharedTupleCount: sharedTupleCount,
                                          sharedTuplesOffset: sharedTuplesOffset, glyphCount: glyphCount, longOffsets: longOffsets,
                                          dataArrayOffset: dataArrayOffset, coordinates: widened, sharedScalars: shared)
        for tuple in 0..<sharedTupleCount {
            shared[tuple] = reader.scalar(peakAt: sharedTuplesOffset + tuple * axisCount * 2, startAt: -1, endAt: -1)
        }
        self.window = window
        self.reader = reader
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: reader)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
        reader.coordinates.deallocate()
        reader.sharedScalars.deallocate()
    }
}

/// What the `glyf` decoder varies at an instance: the glyph variations (a reader inside a
/// ``GlyphVariationTable``) and `HVAR`'s left side bearing deltas. Made and kept alive by
/// ``GlyphInstanceContextBox``; the decoder holds a pointer to it.
struct GlyphInstanceContext: @unchecked Sendable {
    // @unchecked: pointers to immutable memory owned by the box.
    let variations: UnsafePointer<GlyphVariationReader>?
    let sideBearingDeltas: UnsafePointer<Int32>?
    let sideBearingCount: Int
}

/// Owns a ``GlyphInstanceContext`` and what it points into.
final class GlyphInstanceContextBox: @unchecked Sendable {
    // @unchecked: immutable after init.
    let variations: GlyphVariationTable?
    let instance: VariationInstance
    let pointer: UnsafeMutablePointer<GlyphInstanceContext>

    init(variations: GlyphVariationTable?, instance: VariationInstance) {
        self.variations = variations
        self.instance = instance
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: GlyphInstanceContext(variations: variations.map { UnsafePointer($0.pointer) },
                                                    sideBearingDeltas: instance.sideBearingDeltas.map { UnsafePointer($0.values) },
                                                    sideBearingCount: instance.sideBearingDeltas?.count ?? 0))
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}

/// Reusable storage for applying one glyph's variations (see ``GlyphVariationReader``): per
/// point, the original position, the summed deltas, one tuple's output and whether the tuple
/// touched it; the tuple's point numbers and deltas; the glyph's contour ends. All in 16.16.
///
/// The memory only grows and is owned by one scratch value: ``reset(count:)`` makes a fresh
/// storage when a copy of the scratch (a copied outliner) shares it, as
/// ``TrueTypePointBuffer`` does.
struct GlyphVariationScratch: Sendable {
    /// No memory until a varied glyph needs it (static faces never allocate any).
    var storage = GlyphVariationStorage.none
    /// Points (outline then phantom) of the glyph being varied.
    var count = 0
    var endCount = 0
    var sharedCount = 0, privateCount = 0
    var deltaCount = 0
    /// Whether a simple glyph's points keep their deltas to 1/64 font unit rather than whole
    /// units (see ``GlyphOutliner/roundsVariationDeltas``).
    var keepsFractions = false
    /// The rounded offset deltas of the components of the composite glyphs being decoded, a
    /// stack (a composite inside a composite pushes its own above its parent's).
    var componentDeltas: [Int] = []

    var orgX: UnsafeMutablePointer<Int> { storage.orgX }
    var orgY: UnsafeMutablePointer<Int> { storage.orgY }
    var sumX: UnsafeMutablePointer<Int> { storage.sumX }
    var sumY: UnsafeMutablePointer<Int> { storage.sumY }

    /// Prepares for `count` points with zero deltas and no contours (the caller fills `orgX`,
    /// `orgY` and, with ``appendEnd(_:)``, the contour ends).
    @inline(__always)
    mutating func reset(count: Int) {
        if !isKnownUniquelyReferenced(&storage) || storage.capacity < count {
            storage = GlyphVariationStorage(capacity: max(count, storage.capacity * 2, 64))
        }
        self.count = count
        endCount = 0
        storage.sumX.update(repeating: 0, count: count)
        storage.sumY.update(repeating: 0, count: count)
    }

    /// Adds the end of the next contour (at most `count` contours, each ending after the last).
    @inline(__always)
    mutating func appendEnd(_ end: Int) {
        guard endCount < count else { return }
        storage.ends[endCount] = end
        endCount &+= 1
    }

    /// Adds one tuple's deltas (`deltaCount` of them, in `deltasX`/`deltasY`) for every point.
    @inline(__always)
    mutating func applyAll(apply: Int) {
        let dx = storage.deltasX, dy = storage.deltasY, sx = storage.sumX, sy = storage.sumY
        for j in 0..<min(count, deltaCount) {
            sx[j] &+= dx[j] &* apply
            sy[j] &+= dy[j] &* apply
        }
    }

    /// Adds one tuple's deltas for the listed points (private or shared numbers), inferring the
    /// others' (IUP) in the outline's contours; phantom points that are not listed get none.
    mutating func applyExplicit(usePrivate: Bool, apply: Int) {
        let n = count
        let st = storage
        let orgX = st.orgX, orgY = st.orgY, outX = st.outX, outY = st.outY, touched = st.touched
        outX.update(from: orgX, count: n)
        outY.update(from: orgY, count: n)
        touched.update(repeating: false, count: n)
        let listed = usePrivate ? st.privatePoints : st.sharedPoints
        let listedCount = min(usePrivate ? privateCount : sharedCount, deltaCount)
        let dx = st.deltasX, dy = st.deltasY
        for j in 0..<listedCount {
            let index = listed[j]
            guard index < n else { continue }
            touched[index] = true
            outX[index] &+= dx[j] &* apply
            outY[index] &+= dy[j] &* apply
        }
        interpolateUntouched()
        let sumX = st.sumX, sumY = st.sumY
        for j in 0..<n {
            sumX[j] &+= outX[j] &- orgX[j]
            sumY[j] &+= outY[j] &- orgY[j]
        }
    }

    /// FreeType's `tt_interpolate_deltas`: per contour, points between two touched points are
    /// interpolated (or take the nearer one's delta outside their span); a contour with one
    /// touched point shifts with it. Contour ends increase and stay below `count` (the decoder
    /// checked them).
    private func interpolateUntouched() {
        let st = storage
        let touched = st.touched, ends = st.ends
        var point = 0
        for c in 0..<endCount {
            let end = ends[c]
            let first = point
            while point <= end && !touched[point] { point &+= 1 }
            if point <= end {
                let firstDelta = point
                var current = point
                point &+= 1
                while point <= end {
                    if touched[point] {
                        interpolate(current &+ 1, point &- 1, current, point)
                        current = point
                    }
                    point &+= 1
                }
                if current == firstDelta {
                    shift(first, end, current)
                } else {
                    interpolate(current &+ 1, end, current, firstDelta)
                    if firstDelta > first { interpolate(first, firstDelta &- 1, current, firstDelta) }
                }
            }
            point = end &+ 1
        }
    }

    @inline(__always)
    private func shift(_ p1: Int, _ p2: Int, _ reference: Int) {
        let st = storage
        let dx = st.outX[reference] &- st.orgX[reference], dy = st.outY[reference] &- st.orgY[reference]
        guard dx != 0 || dy != 0 else { return }
        var p = p1
        while p <= p2 {
            if p != reference {
                st.outX[p] &+= dx
                st.outY[p] &+= dy
            }
            p &+= 1
        }
    }

    @inline(__always)
    private func interpolate(_ p1: Int, _ p2: Int, _ ref1: Int, _ ref2: Int) {
        guard p1 <= p2 else { return }
        GlyphVariationScratch.interpolateAxis(p1, p2, ref1, ref2, storage.orgX, storage.outX)
        GlyphVariationScratch.interpolateAxis(p1, p2, ref1, ref2, storage.orgY, storage.outY)
    }

    @inline(__always)
    private static func interpolateAxis(_ p1: Int, _ p2: Int, _ r1: Int, _ r2: Int,
                                        _ org: UnsafeMutablePointer<Int>, _ out: UnsafeMutablePointer<Int>) {
        var ref1 = r1, ref2 = r2
        if org[ref1] > org[ref2] { swap(&ref1, &ref2) }
        let in1 = org[ref1], in2 = org[ref2], out1 = out[ref1], out2 = out[ref2]
        let d1 = out1 &- in1, d2 = out2 &- in2
        guard in1 != in2 || out1 == out2 else { return }
        let scale = in1 != in2 ? FixedPoint.divFix(out2 &- out1, in2 &- in1) : 0
        var p = p1
        while p <= p2 {
            let value = org[p]
            if value <= in1 { out[p] = value &+ d1 }
            else if value >= in2 { out[p] = value &+ d2 }
            else { out[p] = out1 &+ FixedPoint.mulFix(value &- in1, scale) }
            p &+= 1
        }
    }
}

/// The memory of a ``GlyphVariationScratch``: room for `capacity` points in every array.
final class GlyphVariationStorage: @unchecked Sendable {
    // @unchecked: written only through the one scratch value that references it (see above).
    let capacity: Int
    let orgX, orgY, sumX, sumY, outX, outY, deltasX, deltasY, sharedPoints, privatePoints, ends: UnsafeMutablePointer<Int>
    let touched: UnsafeMutablePointer<Bool>

    /// The storage of a scratch that has not been used: shared, so ``GlyphVariationScratch/reset(count:)``
    /// always replaces it.
    static let none = GlyphVariationStorage(capacity: 0)

    init(capacity: Int) {
        self.capacity = max(capacity, 8)
        func make() -> UnsafeMutablePointer<Int> {
            let pointer = UnsafeMutablePointer<Int>.allocate(capacity: max(capacity, 8))
            pointer.initialize(repeating: 0, count: max(capacity, 8))
            return pointer
        }
        orgX = make(); orgY = make(); sumX = make(); sumY = make(); outX = make(); outY = make()
        deltasX = make(); deltasY = make(); sharedPoints = make(); privatePoints = make(); ends = make()
        touched = .allocate(capacity: max(capacity, 8))
        touched.initialize(repeating: false, count: max(capacity, 8))
    }

    deinit {
        for pointer in [orgX, orgY, sumX, sumY, outX, outY, deltasX, deltasY, sharedPoints, privatePoints, ends] {
            pointer.deallocate()
        }
        touched.deallocate()
    }
}
