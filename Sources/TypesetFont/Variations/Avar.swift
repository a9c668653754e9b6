// avar: https://learn.microsoft.com/en-us/typography/opentype/spec/avar

/// The `avar` table: a piecewise-linear map per axis that bends the default normalization
/// (version 1), then deltas that move each axis by the others (version 2).
///
/// Each axis has a segment map of (from, to) pairs in F2Dot14; between two pairs a normalized
/// value is mapped linearly. The specification requires the pairs -1→-1, 0→0 and 1→1 and
/// increasing `from` values; a map that breaks this is still applied the way HarfBuzz applies
/// it (values outside the first and last pair move with them; an empty map is the identity).
///
/// Version 2 adds an item variation store and an axis index map after the segment maps: once
/// every axis has been through its segment map and rounded to F2Dot14, each axis gets the delta
/// of its row (the map's entry for its index; without a map, row `index` of the first subtable)
/// at those coordinates, rounded half away from zero, and is clamped to -1...1
/// (``applyVariations(_:)``, as HarfBuzz computes it).
public struct AxisVariationsTable: Sendable {
    /// One (from, to) pair, F2Dot14 values.
    public struct Mapping: Sendable, Hashable {
        public let from: Int16
        public let to: Int16
    }

    /// The segment map of each axis, in `fvar` order (an axis the table leaves out maps as the
    /// identity).
    public let segmentMaps: [[Mapping]]
    /// Version 2: the axis index map (`nil`: axis `i` uses row `i` of the first subtable).
    public let axisIndexMap: DeltaSetIndexMap?
    /// Version 2: the deltas (`nil` in version 1, or when the offset is 0).
    public let variationStore: ItemVariationStore?

    /// Parses the table for a font of `axisCount` axes.
    public init(_ table: TableData, axisCount: Int) throws(FontError) {
        let major = try table.u16(0)
        guard major == 1 || major == 2 else {
            throw table.error(.unsupportedFormat, at: 0, "avar major version \(major) is not 1 or 2")
        }
        let stored = Int(try table.u16(6))
        let count = min(stored, axisCount)
        var maps: [[Mapping]] = []
        maps.reserveCapacity(count)
        var offset = 8
        // Every stored map is walked (version 2's offsets follow the last one); those past the
        // font's axes are not kept.
        for index in 0..<stored {
            let pairs = Int(try table.u16(offset))
            offset += 2
            guard table.contains(offset, pairs * 4) else {
                throw table.error(.truncated, at: offset, "\(pairs) axis value maps run past the end of the table")
            }
            if index < count {
                var map: [Mapping] = []
                map.reserveCapacity(pairs)
                for pair in 0..<pairs {
                    map.append(Mapping(from: Int16(bitPattern: table.u16Unchecked(offset + pair * 4)),
                                       to: Int16(bitPattern: table.u16Unchecked(offset + pair * 4 + 2))))
                }
                maps.append(map)
            }
            offset += pairs * 4
        }
        segmentMaps = maps
        if major == 2 {
            let mapOffset = Int(try table.u32(offset))
            let storeOffset = Int(try table.u32(offset + 4))
            axisIndexMap = mapOffset == 0 ? nil : try DeltaSetIndexMap(table.slice(from: mapOffset))
            variationStore = storeOffset == 0 ? nil : try ItemVariationStore(table.slice(from: storeOffset))
        } else {
            axisIndexMap = nil
            variationStore = nil
        }
    }

    /// Version 2: F2Dot14 `coordinates` (every axis through its segment map, `fvar` order) moved
    /// by the variation store's deltas at those coordinates, each rounded half away from zero
    /// (HarfBuzz's `roundf`) and the result clamped to -1...1. Version 1: `coordinates` unchanged.
    public func applyVariations(_ coordinates: [Int16]) -> [Int16] {
        guard let store = variationStore else { return coordinates }
        let scalars = store.scalars(for: coordinates)
        return coordinates.enumerated().map { axis, value in
            let (outer, inner) = axisIndexMap?.index(of: axis) ?? (0, axis)
            let delta = store.delta(outer: outer, inner: inner, scalars: scalars)
            guard delta.isFinite else { return value }
            let step = Int(delta.rounded(.toNearestOrAwayFromZero).clamped(to: -65536...65536))
            return Int16(min(max(Int(value) + step, -16384), 16384))
        }
    }

    /// Maps a default-normalized 16.16 value of axis `axis` through its segment map, in 16.16.
    public func map(_ value: Int32, axis: Int) -> Int32 {
        guard axis < segmentMaps.count else { return value }
        let map = segmentMaps[axis]
        guard let first = map.first, let last = map.last else { return value }
        let v = Int(value)
        @inline(__always) func fixed(_ f2dot14: Int16) -> Int { Int(f2dot14) << 2 }
        if map.count == 1 || v <= fixed(first.from) { return clamp16(v - fixed(first.from) + fixed(first.to)) }
        if v >= fixed(last.from) { return clamp16(v - fixed(last.from) + fixed(last.to)) }
        for j in 1..<map.count {
            let fromB = fixed(map[j].from)
            if v == fromB { return clamp16(fixed(map[j].to)) }
            if v < fromB {
                let fromA = fixed(map[j - 1].from), toA = fixed(map[j - 1].to), toB = fixed(map[j].to)
                guard fromB > fromA else { return clamp16(toB) }
                return clamp16(toA + FixedPoint.mulDiv(v - fromA, toB - toA, fromB - fromA))
            }
        }
        return clamp16(v - fixed(last.from) + fixed(last.to))
    }

    private func clamp16(_ v: Int) -> Int32 { Int32(min(max(v, -0x10000), 0x10000)) }
}

/// FreeType's fixed-point helpers: rounding halves away from zero on the magnitudes.
enum FixedPoint {
    /// `a * b / c`, rounded (FT_MulDiv); 0 when `c` is 0.
    @inline(__always)
    static func mulDiv(_ a: Int, _ b: Int, _ c: Int) -> Int {
        guard c != 0 else { return 0 }
        let negative = ((a < 0) != (b < 0)) != (c < 0)
        let (ma, mb, mc) = (a.magnitude, b.magnitude, c.magnitude)
        let (product, overflow) = ma.multipliedReportingOverflow(by: mb)
        let q: UInt
        if overflow {
            q = UInt(Double(ma) * Double(mb) / Double(mc))
        } else {
            q = (product &+ mc / 2) / mc
        }
        let r = Int(truncatingIfNeeded: min(q, UInt(Int.max)))
        return negative ? -r : r
    }

    /// `a * b / 65536`, rounded (FT_MulFix).
    @inline(__always)
    static func mulFix(_ a: Int, _ b: Int) -> Int {
        let negative = (a < 0) != (b < 0)
        let (product, overflow) = a.magnitude.multipliedReportingOverflow(by: b.magnitude)
        let r = overflow ? Int.max >> 16 : Int(truncatingIfNeeded: (product &+ 0x8000) >> 16)
        return negative ? -r : r
    }

    /// `a * 65536 / b`, rounded (FT_DivFix); the largest 32-bit value when `b` is 0.
    @inline(__always)
    static func divFix(_ a: Int, _ b: Int) -> Int {
        guard b != 0 else { return 0x7FFF_FFFF }
        let negative = (a < 0) != (b < 0)
        let (ma, mb) = (a.magnitude, b.magnitude)
        let q = ((ma << 16) &+ mb / 2) / mb
        let r = Int(truncatingIfNeeded: min(q, UInt(Int32.max)))
        return negative ? -r : r
    }

    /// A 16.16 value rounded to an integer, halves up (FT_fixedToInt).
    @inline(__always)
    static func fixedToInt(_ a: Int) -> Int { (a &+ 0x8000) >> 16 }

    /// A 16.16 value rounded to 1/64, halves up, in 64ths (FT_fixedToFdot6).
    @inline(__always)
    static func fixedToSixtyFourths(_ a: Int) -> Int { (a &+ 0x200) >> 10 }
}
