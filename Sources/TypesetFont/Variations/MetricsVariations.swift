// HVAR: https://learn.microsoft.com/en-us/typography/opentype/spec/hvar
// MVAR: https://learn.microsoft.com/en-us/typography/opentype/spec/mvar

/// The `HVAR` table: advance width (and side bearing) deltas per glyph, kept in an item
/// variation store and reached through optional delta-set index maps.
public struct HorizontalMetricsVariations: Sendable {
    /// The deltas.
    public let store: ItemVariationStore
    /// Glyph to store index for advances (`nil`: the glyph id is the inner index, outer 0).
    public let advanceMap: DeltaSetIndexMap?
    /// Glyph to store index for left side bearings (`nil`: side bearings do not vary here).
    public let leftSideBearingMap: DeltaSetIndexMap?

    /// Parses the table.
    public init(_ table: TableData) throws(FontError) {
        let major = try table.u16(0)
        guard major == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "HVAR major version \(major) is not 1")
        }
        let storeOffset = Int(try table.u32(4))
        let advanceOffset = Int(try table.u32(8))
        let lsbOffset = Int(try table.u32(12))
        store = try ItemVariationStore(table.slice(from: storeOffset))
        advanceMap = advanceOffset == 0 ? nil : try DeltaSetIndexMap(table.slice(from: advanceOffset))
        leftSideBearingMap = lsbOffset == 0 ? nil : try DeltaSetIndexMap(table.slice(from: lsbOffset))
    }

    /// The advance delta of `glyph` for region scalars `scalars` (unrounded).
    public func advanceDelta(of glyph: Int, scalars: [Double]) -> Double {
        if let advanceMap {
            guard let (outer, inner) = advanceMap.index(of: glyph) else { return 0 }
            return store.delta(outer: outer, inner: inner, scalars: scalars)
        }
        return store.delta(outer: 0, inner: glyph, scalars: scalars)
    }

    /// The left side bearing delta of `glyph` (unrounded), or `nil` without a side bearing map.
    public func leftSideBearingDelta(of glyph: Int, scalars: [Double]) -> Double? {
        guard let leftSideBearingMap else { return nil }
        guard let (outer, inner) = leftSideBearingMap.index(of: glyph) else { return 0 }
        return store.delta(outer: outer, inner: inner, scalars: scalars)
    }
}

/// The `MVAR` table: deltas for font-wide metrics, by value tag.
///
/// The tags read here and the fields they vary: `hasc`, `hdsc`, `hlgp` (OS/2 typographic
/// ascender, descender, line gap), `hcla`, `hcld` (OS/2 Windows ascent and descent), `cpht`,
/// `xhgt` (OS/2 cap height and x-height), `stro`, `strs` (OS/2 strikeout position and size),
/// `undo`, `unds` (post underline position and thickness). `hhea`'s ascender, descender and
/// line gap have no tag and do not vary (fontTools' instancer leaves them too).
public struct MetricsVariations: Sendable {
    /// The deltas.
    public let store: ItemVariationStore
    /// Each value tag with its (outer, inner) index into the store.
    public let records: [(tag: Tag, outer: Int, inner: Int)]

    /// Parses the table.
    public init(_ table: TableData) throws(FontError) {
        let major = try table.u16(0)
        guard major == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "MVAR major version \(major) is not 1")
        }
        let recordSize = Int(try table.u16(6))
        let count = Int(try table.u16(8))
        let storeOffset = Int(try table.u16(10))
        guard recordSize >= 8 else {
            throw table.error(.invalidValue, at: 6, "value records of \(recordSize) bytes (8 needed)")
        }
        guard table.contains(12, count * recordSize) else {
            throw table.error(.truncated, at: 12, "\(count) value records run past the end of the table")
        }
        records = (0..<count).map { index in
            let at = 12 + index * recordSize
            return (Tag(rawValue: table.u32Unchecked(at)), Int(table.u16Unchecked(at + 4)), Int(table.u16Unchecked(at + 6)))
        }
        // A table without records may have no store: an empty one stands in.
        store = storeOffset == 0 && count == 0
            ? try ItemVariationStore(TableData(data: FontData([0, 1, 0, 0, 0, 0, 0, 0]), tag: table.tag, start: 0, length: 8))
            : try ItemVariationStore(table.slice(from: storeOffset))
    }

    /// The delta of value `tag` (unrounded), 0 when the table has no such record.
    public func delta(for tag: Tag, scalars: [Double]) -> Double {
        guard let record = records.first(where: { $0.tag == tag }) else { return 0 }
        return store.delta(outer: record.outer, inner: record.inner, scalars: scalars)
    }
}
