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
public struct LigatureSubstitution: Sendable {
    /// The first glyphs of the ligatures.
    public let coverage: CoverageTable
    let table: TableData
    let setOffsets: PackedUInt16Array

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        let format = try table.u16(0)
        guard format == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "ligature substitution format \(format) is not 1")
        }
        self.table = table
        coverage = try table.coverage(offset16At: 2)
        setOffsets = try PackedUInt16Array(table, at: 6, count: Int(try table.u16(4)))
    }

    /// The ligatures that start with `glyph` (empty when the subtable does not cover it).
    public func ligatures(startingWith glyph: GlyphID) throws(FontError) -> LigatureSet {
        guard let index = coverage.index(of: glyph), index < setOffsets.count else { return LigatureSet(table: table, offsets: .empty(table)) }
        let set = try table.slice(from: Int(setOffsets[index]))
        return LigatureSet(table: set, offsets: try PackedUInt16Array(set, at: 2, count: Int(try set.u16(0))))
    }
}

/// The ligatures that share a first glyph.
public struct LigatureSet: Sendable {
    let table: TableData
    let offsets: PackedUInt16Array

    /// The number of ligatures.
    public var count: Int { offsets.count }

    /// Ligature `index`.
    public func ligature(at index: Int) throws(FontError) -> Ligature {
        guard index >= 0, index < count else {
            throw table.error(.outOfRange, at: 0, "ligature index \(index) is not below \(count)")
        }
        let ligature = try table.slice(from: Int(offsets[index]))
        let glyph = GlyphID(try ligature.u16(0))
        let componentCount = Int(try ligature.u16(2))
        // The count includes the first component, which is not stored.
        return Ligature(glyph: glyph, components: try GlyphArray(ligature, at: 4, count: max(componentCount - 1, 0)))
    }
}
