// Item variation stores and delta-set index maps:
// https://learn.microsoft.com/en-us/typography/opentype/spec/otvarcommonformats

/// An item variation store (`HVAR`, `VVAR`, `MVAR`, `GDEF`, `CFF2` keep their deltas in one):
/// a list of regions of the design space and rows of deltas, one per region a row uses.
///
/// The store is read in place; ``scalars(for:)`` evaluates every region once for an instance,
/// and ``delta(outer:inner:scalars:)`` then sums one row. Reads never trap: an index outside the
/// store, or a row cut short by the table's end, gives a delta of 0.
public struct ItemVariationStore: Sendable {
    let table: TableData
    /// Offset of the region list.
    let regionListOffset: Int
    /// Axes per region record, and regions in the list.
    public let regionAxisCount: Int
    public let regionCount: Int
    /// Offsets of the item variation data subtables (0 for a null offset).
    let dataOffsets: [Int]

    /// Parses the store that starts at the beginning of `table`.
    public init(_ table: TableData) throws(FontError) {
        let format = try table.u16(0)
        guard format == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "item variation store format \(format) is not 1")
        }
        regionListOffset = Int(try table.u32(2))
        let dataCount = Int(try table.u16(6))
        guard table.contains(8, dataCount * 4) else {
            throw table.error(.truncated, at: 8, "\(dataCount) item variation data offsets run past the end")
        }
        dataOffsets = (0..<dataCount).map { Int(table.u32Unchecked(8 + $0 * 4)) }
        if regionListOffset != 0 {
            regionAxisCount = Int(try table.u16(regionListOffset))
            let count = Int(try table.u16(regionListOffset + 2))
            // Regions past the table's end are never evaluated.
            let size = max(regionAxisCount * 6, 1)
            regionCount = min(count, max(0, (table.length - regionListOffset - 4) / size))
        } else {
            regionAxisCount = 0
            regionCount = 0
        }
        self.table = table
    }

    /// The number of item variation data subtables (the outer index's range).
    public var dataCount: Int { dataOffsets.count }

    /// The scalar of every region at normalized `coordinates` (F2Dot14, `fvar` order), as the
    /// specification defines it: the product over the region's axes of each axis's tent
    /// (1 at the peak, falling linearly to 0 at the start and end; axes whose peak is 0 and
    /// malformed tents count as 1).
    public func scalars(for coordinates: [Int16]) -> [Double] {
        var scalars = [Double](repeating: 0, count: regionCount)
        for region in 0..<regionCount {
            let base = regionListOffset + 4 + region * regionAxisCount * 6
            var scalar = 1.0
            for axis in 0..<regionAxisCount {
                let at = base + axis * 6
                let start = Int(Int16(bitPattern: table.u16Unchecked(at)))
                let peak = Int(Int16(bitPattern: table.u16Unchecked(at + 2)))
                let end = Int(Int16(bitPattern: table.u16Unchecked(at + 4)))
                let coordinate = axis < coordinates.count ? Int(coordinates[axis]) : 0
                scalar *= ItemVariationStore.axisScalar(coordinate: coordinate, start: start, peak: peak, end: end)
                if scalar == 0 { break }
            }
            scalars[region] = scalar
        }
        return scalars
    }

    /// One axis's factor of a region scalar (the specification's algorithm, as HarfBuzz
    /// evaluates it).
    @inline(__always)
    static func axisScalar(coordinate: Int, start: Int, peak: Int, end: Int) -> Double {
        if peak == 0 || coordinate == peak { return 1 }
        if coordinate == 0 { return 0 }
        if start > peak || peak > end { return 1 }
        if start < 0 && end > 0 { return 1 }
        if coordinate <= start || coordinate >= end { return 0 }
        if coordinate < peak { return Double(coordinate - start) / Double(peak - start) }
        return Double(end - coordinate) / Double(end - peak)
    }

    /// The region indexes of item variation data subtable `data` (empty when it is cut short).
    func regionIndexes(ofData data: Int) -> [Int] {
        guard data >= 0, data < dataOffsets.count, dataOffsets[data] != 0 else { return [] }
        let at = dataOffsets[data]
        guard table.contains(at, 6) else { return [] }
        let count = Int(table.u16Unchecked(at + 4))
        guard table.contains(at + 6, count * 2) else { return [] }
        return (0..<count).map { Int(table.u16Unchecked(at + 6 + $0 * 2)) }
    }

    /// The scalar of region `region` at `coordinates` in 16.16, as FreeType computes CFF2's blend
    /// vector (`cff_blend_build_vector`: FT_DivFix per axis, FT_MulFix for the product); 0 for
    /// a region outside the list.
    func fixedScalar(ofRegion region: Int, coordinates: [Int16]) -> Int {
        guard region >= 0, region < regionCount else { return 0 }
        let base = regionListOffset + 4 + region * regionAxisCount * 6
        var scalar = 0x10000
        for axis in 0..<regionAxisCount {
            let at = base + axis * 6
            let start = Int(Int16(bitPattern: table.u16Unchecked(at))) << 2
            let peak = Int(Int16(bitPattern: table.u16Unchecked(at + 2))) << 2
            let end = Int(Int16(bitPattern: table.u16Unchecked(at + 4))) << 2
            let coordinate = axis < coordinates.count ? Int(coordinates[axis]) << 2 : 0
            let factor: Int
            if start > peak || peak > end { factor = 0x10000 }
            else if start < 0 && end > 0 && peak != 0 { factor = 0x10000 }
            else if peak == 0 { factor = 0x10000 }
            else if coordinate < start || coordinate > end { factor = 0 }
            else if coordinate == peak { factor = 0x10000 }
            else if coordinate < peak { factor = FixedPoint.divFix(coordinate - start, peak - start) }
            else { factor = FixedPoint.divFix(end - coordinate, end - peak) }
            scalar = FixedPoint.mulFix(scalar, factor)
        }
        return scalar
    }

    /// The delta of row `inner` of subtable `outer`: its deltas weighted by the scalars of
    /// their regions (from ``scalars(for:)``) and summed; 0 for an index outside the store.
    public func delta(outer: Int, inner: Int, scalars: [Double]) -> Double {
        guard outer >= 0, outer < dataOffsets.count, dataOffsets[outer] != 0 else { return 0 }
        let data = dataOffsets[outer]
        guard table.contains(data, 6) else { return 0 }
        let itemCount = Int(table.u16Unchecked(data))
        let wordField = Int(table.u16Unchecked(data + 2))
        let regionIndexCount = Int(table.u16Unchecked(data + 4))
        guard inner >= 0, inner < itemCount, table.contains(data + 6, regionIndexCount * 2) else { return 0 }
        let longWords = wordField & 0x8000 != 0
        let wordCount = min(wordField & 0x7FFF, regionIndexCount)
        let wordSize = longWords ? 4 : 2, shortSize = longWords ? 2 : 1
        let rowSize = wordCount * wordSize + (regionIndexCount - wordCount) * shortSize
        let row = data + 6 + regionIndexCount * 2 + inner * rowSize
        guard table.contains(row, rowSize) else { return 0 }
        var sum = 0.0
        var cursor = row
        for k in 0..<regionIndexCount {
            let value: Int
            if k < wordCount {
                value = longWords ? Int(Int32(bitPattern: table.u32Unchecked(cursor))) : Int(Int16(bitPattern: table.u16Unchecked(cursor)))
                cursor += wordSize
            } else {
                value = longWords ? Int(Int16(bitPattern: table.u16Unchecked(cursor))) : Int(Int8(bitPattern: table.u8Unchecked(cursor)))
                cursor += shortSize
            }
            let region = Int(table.u16Unchecked(data + 6 + k * 2))
            guard region < scalars.count, value != 0 else { continue }
            sum += scalars[region] * Double(value)
        }
        return sum
    }
}

/// A delta-set index map: glyph (or item) number to an (outer, inner) index of an item
/// variation store. Numbers past the map use its last entry.
public struct DeltaSetIndexMap: Sendable {
    let table: TableData
    let dataOffset: Int
    public let mapCount: Int
    let entrySize: Int
    let innerBits: Int

    /// Parses the map that starts at the beginning of `table`.
    public init(_ table: TableData) throws(FontError) {
        let format = try table.u8(0)
        let entryFormat = Int(try table.u8(1))
        switch format {
        case 0:
            mapCount = Int(try table.u16(2))
            dataOffset = 4
        case 1:
            mapCount = Int(try table.u32(2))
            dataOffset = 6
        default:
            throw table.error(.unsupportedFormat, at: 0, "delta-set index map format \(format) is not 0 or 1")
        }
        entrySize = ((entryFormat & 0x30) >> 4) + 1
        innerBits = (entryFormat & 0x0F) + 1
        self.table = table
    }

    /// The (outer, inner) index of item `index`; `nil` when the map is empty or cut short.
    public func index(of item: Int) -> (outer: Int, inner: Int)? {
        guard mapCount > 0 else { return nil }
        let i = min(item, mapCount - 1)
        let at = dataOffset + i * entrySize
        guard table.contains(at, entrySize) else { return nil }
        var entry = 0
        for byte in 0..<entrySize { entry = entry << 8 | Int(table.u8Unchecked(at + byte)) }
        return (entry >> innerBits, entry & ((1 << innerBits) - 1))
    }
}
