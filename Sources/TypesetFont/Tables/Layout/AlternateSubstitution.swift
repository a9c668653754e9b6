// GSUB lookup type 3: alternate substitution (one glyph replaced by one of a set), format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub#lookuptype-3-alternate-substitution-subtable

/// An alternate substitution subtable: each covered glyph has a set of alternates; the feature
/// value chooses one (1 = the first).
public struct AlternateSubstitution: Sendable, LayoutSubtableReadable {
    /// One AlternateSet offset per covered glyph.
    let sets: CoveredRecords

    /// The glyphs that have alternates.
    public var coverage: CoverageTable { sets.coverage }

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        sets = try CoveredRecords(table, kind: "alternate substitution")
    }

    /// The alternates of `glyph`, or `nil` when the subtable does not cover it.
    public func alternates(for glyph: GlyphID) throws(FontError) -> GlyphArray? {
        try sets.glyphs(for: glyph)
    }
}
