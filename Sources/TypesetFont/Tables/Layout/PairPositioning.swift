// GPOS lookup type 2: pair adjustment, formats 1 (glyph pairs) and 2 (class pairs).
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-2-pair-adjustment-positioning-subtable
// (Sources/TypesetFont/Tables/GPOS.swift keeps the precomputed kern-only fast path.)

/// The adjustments of a pair: one value record for each glyph.
public struct PairValue: Sendable, Hashable {
    public let first: ValueRecord
    public let second: ValueRecord
}

/// A pair adjustment subtable.
public struct PairPositioning: Sendable, LayoutSubtableReadable {
    /// 1 or 2.
    public let format: Int
    /// The first glyphs of the pairs.
    public let coverage: CoverageTable
    /// Layout of the first and second glyph's value records.
    public let valueFormat1: ValueFormat, valueFormat2: ValueFormat
    /// Format 2: classes of the first and second glyphs, and their counts.
    public let classes1: ClassDefinitionTable, classes2: ClassDefinitionTable
    public let class1Count: Int, class2Count: Int
    let table: TableData
    let pairSetOffsets: PackedUInt16Array

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        self.table = table
        format = Int(try table.u16(0))
        coverage = try table.coverage(offset16At: 2)
        valueFormat1 = ValueFormat(rawValue: try table.u16(4))
        valueFormat2 = ValueFormat(rawValue: try table.u16(6))
        switch format {
        case 1:
            pairSetOffsets = try PackedUInt16Array(table, at: 10, count: Int(try table.u16(8)))
            classes1 = .empty
            classes2 = .empty
            class1Count = 0
            class2Count = 0
        case 2:
            pairSetOffsets = .empty(table)
            classes1 = try table.classDefinition(offset16At: 8)
            classes2 = try table.classDefinition(offset16At: 10)
            class1Count = Int(try table.u16(12))
            class2Count = Int(try table.u16(14))
            let recordSize = valueFormat1.size + valueFormat2.size
            guard table.contains(16, class1Count * class2Count * recordSize) else {
                throw table.error(.truncated, at: 12, "\(class1Count) × \(class2Count) class records run past the end of the table")
            }
        default:
            throw table.error(.unsupportedFormat, at: 0, "pair positioning format \(format) is not 1 or 2")
        }
    }

    /// The adjustments when `second` follows `first`, or `nil` when the subtable has no entry
    /// for the pair (format 1: `second` not in `first`'s pair set; format 2: a class at or past
    /// its count).
    public func value(first: GlyphID, second: GlyphID) throws(FontError) -> PairValue? {
        guard let index = coverage.index(of: first) else { return nil }
        let recordSize = valueFormat1.size + valueFormat2.size
        if format == 1 {
            guard index < pairSetOffsets.count else { return nil }
            let set = try table.slice(from: Int(pairSetOffsets[index]))
            let count = Int(try set.u16(0))
            let stride = 2 + recordSize
            guard set.contains(2, count * stride) else {
                throw set.error(.truncated, at: 0, "\(count) pair value records run past the end of the table")
            }
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                let glyph = set.u16Unchecked(2 + middle * stride)
                if glyph < second.rawValue { low = middle + 1 } else if glyph > second.rawValue { high = middle } else {
                    let record = 2 + middle * stride + 2
                    return PairValue(first: try ValueRecord(set, at: record, format: valueFormat1),
                                     second: try ValueRecord(set, at: record + valueFormat1.size, format: valueFormat2))
                }
            }
            return nil
        }
        return try value(class1: classes1.classOf(first), class2: classes2.classOf(second))
    }

    /// Format 2: the adjustments for a pair of classes, or `nil` when a class is at or past its
    /// count (or the subtable is format 1).
    public func value(class1: Int, class2: Int) throws(FontError) -> PairValue? {
        guard format == 2, class1 >= 0, class2 >= 0, class1 < class1Count, class2 < class2Count else { return nil }
        let record = 16 + (class1 * class2Count + class2) * (valueFormat1.size + valueFormat2.size)
        return PairValue(first: try ValueRecord(table, at: record, format: valueFormat1),
                         second: try ValueRecord(table, at: record + valueFormat1.size, format: valueFormat2))
    }

    /// Format 1: the second glyphs listed for `first`, in order (for tests and tools).
    public func secondGlyphs(first: GlyphID) throws(FontError) -> [GlyphID] {
        guard format == 1, let index = coverage.index(of: first), index < pairSetOffsets.count else { return [] }
        let set = try table.slice(from: Int(pairSetOffsets[index]))
        let count = Int(try set.u16(0))
        let stride = 2 + valueFormat1.size + valueFormat2.size
        guard set.contains(2, count * stride) else {
            throw set.error(.truncated, at: 0, "\(count) pair value records run past the end of the table")
        }
        return (0..<count).map { GlyphID(set.u16Unchecked(2 + $0 * stride)) }
    }
}
