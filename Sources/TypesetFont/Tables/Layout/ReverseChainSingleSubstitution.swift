// GSUB lookup type 8: reverse chaining contextual single substitution, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub#lookuptype-8-reverse-chaining-contextual-single-substitution-subtable

/// A reverse chaining single substitution subtable: applied from the end of the text backwards;
/// a covered glyph with matching backtrack and lookahead coverages is replaced by the substitute
/// at its coverage index.
public struct ReverseChainSingleSubstitution: Sendable, LayoutSubtableReadable {
    /// The glyphs substituted.
    public let coverage: CoverageTable
    /// Backtrack coverages, nearest glyph first.
    public let backtrack: CoverageList
    /// Lookahead coverages, nearest glyph first.
    public let lookahead: CoverageList
    /// The substitutes, by coverage index.
    public let substitutes: GlyphArray

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        let format = try table.u16(0)
        guard format == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "reverse chaining substitution format \(format) is not 1")
        }
        coverage = try table.coverage(offset16At: 2)
        var arrays = CountedArrays(table, at: 4)
        backtrack = try arrays.coverages()
        lookahead = try arrays.coverages()
        substitutes = GlyphArray(try arrays.values())
    }
}
