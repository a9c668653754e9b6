// The OpenType Layout tables of a face: GDEF, GSUB and GPOS.
// https://learn.microsoft.com/en-us/typography/opentype/spec/ttochap1

extension FontFace {
    /// The face's `GDEF` table, or `nil` when it has none.
    public func glyphDefinitions() throws(FontError) -> GlyphDefinitionTable? {
        guard let table = try table("GDEF") else { return nil }
        return try GlyphDefinitionTable(table)
    }

    /// The face's `GSUB` table (its script, feature and lookup lists), or `nil` when it has none.
    public func substitutions() throws(FontError) -> LayoutTable? {
        guard let table = try table("GSUB") else { return nil }
        return try LayoutTable(table)
    }

    /// The face's `GPOS` table (its script, feature and lookup lists), or `nil` when it has none.
    public func positionings() throws(FontError) -> LayoutTable? {
        guard let table = try table("GPOS") else { return nil }
        return try LayoutTable(table)
    }
}
