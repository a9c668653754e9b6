// GSUB lookup type 2: multiple substitution (one glyph replaced by a sequence), format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub#lookuptype-2-multiple-substitution-subtable

/// A multiple substitution subtable: one glyph replaced by zero or more glyphs.
public struct MultipleSubstitution: Sendable, LayoutSubtableReadable {
    /// One Sequence offset per covered glyph.
    let sequences: CoveredRecords

    /// The glyphs substituted.
    public var coverage: CoverageTable { sequences.coverage }

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        sequences = try CoveredRecords(table, kind: "multiple substitution")
    }

    /// The sequence that replaces `glyph`, or `nil` when the subtable does not cover it.
    public func sequence(for glyph: GlyphID) throws(FontError) -> GlyphArray? {
        try sequences.glyphs(for: glyph)
    }
}
