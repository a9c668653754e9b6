// GPOS lookup type 3: cursive attachment, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-3-cursive-attachment-positioning-subtable

/// A cursive attachment subtable: entry and exit anchors per glyph.
public struct CursivePositioning: Sendable, LayoutSubtableReadable {
    /// One EntryExitRecord (entry and exit anchor offsets) per covered glyph.
    let records: CoveredRecords

    /// The glyphs with entry/exit records.
    public var coverage: CoverageTable { records.coverage }

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        records = try CoveredRecords(table, kind: "cursive positioning", width: 2)
    }

    /// The entry and exit anchors of `glyph` (each `nil` when absent), or `nil` when the
    /// subtable does not cover it.
    public func anchors(for glyph: GlyphID) throws(FontError) -> (entry: Anchor?, exit: Anchor?)? {
        guard let index = records.index(of: glyph) else { return nil }
        let offsets = records.records
        return (try Anchor.optional(offsets.table, offset: offsets.offset(index)),
                try Anchor.optional(offsets.table, offset: offsets.offset(index, slot: 1)))
    }
}
