// GSUB lookup type 2: multiple substitution (one glyph replaced by a sequence), format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub#lookuptype-2-multiple-substitution-subtable

/// A multiple substitution subtable: one glyph replaced by zero or more glyphs.
public struct MultipleSubstitution: Sendable {
    /// The glyphs substituted.
    public let coverage: CoverageTable
    let table: TableData
    let sequenceOffsets: PackedUInt16Array

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        let format = try table.u16(0)
        guard format == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "multiple substitution format \(format) is not 1")
        }
        self.table = table
        coverage = try table.coverage(offset16At: 2)
        sequenceOffsets = try PackedUInt16Array(table, at: 6, count: Int(try table.u16(4)))
    }

    /// The sequence that replaces `glyph`, or `nil` when the subtable does not cover it.
    public func sequence(for glyph: GlyphID) throws(FontError) -> GlyphArray? {
        guard let index = coverage.index(of: glyph), index < sequenceOffsets.count else { return nil }
        let sequence = try table.slice(from: Int(sequenceOffsets[index]))
        return try GlyphArray(sequence, at: 2, count: Int(try sequence.u16(0)))
    }
}
