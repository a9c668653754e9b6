// GSUB lookup type 3: alternate substitution (one glyph replaced by one of a set), format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub#lookuptype-3-alternate-substitution-subtable

/// An alternate substitution subtable: each covered glyph has a set of alternates; the feature
/// value chooses one (1 = the first).
public struct AlternateSubstitution: Sendable {
    /// The glyphs that have alternates.
    public let coverage: CoverageTable
    let table: TableData
    let setOffsets: PackedUInt16Array

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        let format = try table.u16(0)
        guard format == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "alternate substitution format \(format) is not 1")
        }
        self.table = table
        coverage = try table.coverage(offset16At: 2)
        setOffsets = try PackedUInt16Array(table, at: 6, count: Int(try table.u16(4)))
    }

    /// The alternates of `glyph`, or `nil` when the subtable does not cover it.
    public func alternates(for glyph: GlyphID) throws(FontError) -> GlyphArray? {
        guard let index = coverage.index(of: glyph), index < setOffsets.count else { return nil }
        let set = try table.slice(from: Int(setOffsets[index]))
        return try GlyphArray(set, at: 2, count: Int(try set.u16(0)))
    }
}
