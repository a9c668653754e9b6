// GPOS lookup type 3: cursive attachment, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-3-cursive-attachment-positioning-subtable

/// A cursive attachment subtable: entry and exit anchors per glyph.
public struct CursivePositioning: Sendable {
    /// The glyphs with entry/exit records.
    public let coverage: CoverageTable
    let table: TableData
    let count: Int

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        let format = try table.u16(0)
        guard format == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "cursive positioning format \(format) is not 1")
        }
        self.table = table
        coverage = try table.coverage(offset16At: 2)
        count = Int(try table.u16(4))
        guard table.contains(6, count * 4) else {
            throw table.error(.truncated, at: 4, "\(count) entry/exit records run past the end of the table")
        }
    }

    /// The entry and exit anchors of `glyph` (each `nil` when absent), or `nil` when the
    /// subtable does not cover it.
    public func anchors(for glyph: GlyphID) throws(FontError) -> (entry: Anchor?, exit: Anchor?)? {
        guard let index = coverage.index(of: glyph), index < count else { return nil }
        let entry = try Anchor.optional(table, offset: Int(table.u16Unchecked(6 + index * 4)))
        let exit = try Anchor.optional(table, offset: Int(table.u16Unchecked(8 + index * 4)))
        return (entry, exit)
    }
}
