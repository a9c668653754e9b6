// GSUB lookup type 1: single substitution, formats 1 (delta) and 2 (substitute array).
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub#lookuptype-1-single-substitution-subtable

/// A single substitution subtable: one glyph replaced by another.
public struct SingleSubstitution: Sendable, LayoutSubtableReadable {
    /// 1 (delta) or 2 (array).
    public let format: Int
    /// The glyphs substituted.
    public let coverage: CoverageTable
    let delta: Int
    let substitutes: GlyphArray?

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        format = Int(try table.u16(0))
        coverage = try table.coverage(offset16At: 2)
        switch format {
        case 1:
            delta = Int(try table.i16(4))
            substitutes = nil
        case 2:
            delta = 0
            substitutes = try GlyphArray(table, at: 6, count: Int(try table.u16(4)))
        default:
            throw table.error(.unsupportedFormat, at: 0, "single substitution format \(format) is not 1 or 2")
        }
    }

    /// The glyph that replaces `glyph`, or `nil` when the subtable does not cover it (or, in
    /// format 2, its coverage index has no substitute).
    public func substitute(for glyph: GlyphID) -> GlyphID? {
        guard let index = coverage.index(of: glyph) else { return nil }
        guard let substitutes else {
            // Addition modulo 65536, as the specification says.
            return GlyphID(truncatingIfNeeded: glyph.index &+ delta)
        }
        return index < substitutes.count ? substitutes[index] : nil
    }
}
