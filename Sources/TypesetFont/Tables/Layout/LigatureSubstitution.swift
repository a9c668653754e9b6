// GSUB lookup type 4: ligature substitution, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub#lookuptype-4-ligature-substitution-subtable

/// One ligature: the glyph that replaces a first glyph followed by `components`.
public struct Ligature: Sendable {
    /// The ligature glyph.
    public let glyph: GlyphID
    /// The components after the first (the first is the covered glyph).
    public let components: GlyphArray
}

/// A ligature substitution subtable: sequences of glyphs replaced by one glyph, tried in the
/// order the font lists them for each first glyph.
public struct LigatureSubstitution: Sendable, LayoutSubtableReadable {
    /// One LigatureSet offset per covered glyph.
    let sets: CoveredRecords

    /// The first glyphs of the ligatures.
    public var coverage: CoverageTable { sets.coverage }

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        sets = try CoveredRecords(table, kind: "ligature substitution")
    }

    /// The ligatures that start with `glyph` (empty when the subtable does not cover it).
    public func ligatures(startingWith glyph: GlyphID) throws(FontError) -> LigatureSet {
        LigatureSet(ligatures: try sets.records.array(at: sets.index(of: glyph) ?? -1, nullable: false))
    }
}

/// The ligatures that share a first glyph.
public struct LigatureSet: Sendable {
    let ligatures: OffsetArray

    /// The number of ligatures.
    public var count: Int { ligatures.count }

    /// Ligature `index`.
    public func ligature(at index: Int) throws(FontError) -> Ligature {
        let ligature = try ligatures.table(at: index, "ligature")
        let glyph = GlyphID(try ligature.u16(0))
        let componentCount = Int(try ligature.u16(2))
        // The count includes the first component, which is not stored.
        return Ligature(glyph: glyph, components: try GlyphArray(ligature, at: 4, count: max(componentCount - 1, 0)))
    }
}
