// GPOS lookup type 1: single adjustment, formats 1 (one value) and 2 (value per glyph).
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-1-single-adjustment-positioning-subtable

/// A single adjustment subtable.
public struct SinglePositioning: Sendable, LayoutSubtableReadable {
    /// 1 or 2.
    public let format: Int
    /// The glyphs adjusted.
    public let coverage: CoverageTable
    /// The layout of the value records.
    public let valueFormat: ValueFormat
    let table: TableData
    let valueCount: Int

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        self.table = table
        format = Int(try table.u16(0))
        coverage = try table.coverage(offset16At: 2)
        valueFormat = ValueFormat(rawValue: try table.u16(4))
        switch format {
        case 1:
            valueCount = 1
            _ = try ValueRecord(table, at: 6, format: valueFormat)
        case 2:
            valueCount = Int(try table.u16(6))
            guard table.contains(8, valueCount * valueFormat.size) else {
                throw table.error(.truncated, at: 6, "\(valueCount) value records run past the end of the table")
            }
        default:
            throw table.error(.unsupportedFormat, at: 0, "single positioning format \(format) is not 1 or 2")
        }
    }

    /// The adjustment of `glyph`, or `nil` when the subtable does not cover it.
    public func value(for glyph: GlyphID) -> ValueRecord? {
        guard let index = coverage.index(of: glyph) else { return nil }
        if format == 1 { return try? ValueRecord(table, at: 6, format: valueFormat) }
        guard index < valueCount else { return nil }
        return try? ValueRecord(table, at: 8 + index * valueFormat.size, format: valueFormat)
    }
}
