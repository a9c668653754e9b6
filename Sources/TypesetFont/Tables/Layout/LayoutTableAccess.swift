// Fast access to layout tables for shaping: whole class definitions expanded per glyph, and a
// ligature's first component read without decoding the ligature.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#class-definition-table
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub#lookuptype-4-ligature-substitution-subtable

extension ClassDefinitionTable {
    /// The class of every glyph below `glyphCount`, one entry per glyph (0 when unlisted).
    public func classes(glyphCount: Int) -> [UInt16] {
        let count = max(glyphCount, 0)
        var classes = [UInt16](repeating: 0, count: count)
        guard count > 0, let base = data?.storage.base.baseAddress else { return classes }
        classes.withUnsafeMutableBufferPointer { raw.fill($0, glyphCount: count, base) }
        return classes
    }
}

extension LigatureSet {
    /// The number of components of ligature `index` (the covered first glyph included), or 0
    /// when the ligature cannot be read.
    public func componentCount(at index: Int) -> Int {
        guard index >= 0, index < count else { return 0 }
        let table = ligatures.table, offset = ligatures.offset(index)
        guard table.contains(offset, 4) else { return 0 }
        return Int(table.u16Unchecked(offset + 2))
    }

    /// The second glyph of ligature `index` (its first stored component), or `nil` when it has
    /// none or cannot be read.
    public func firstComponent(at index: Int) -> GlyphID? {
        guard index >= 0, index < count else { return nil }
        let table = ligatures.table, offset = ligatures.offset(index)
        guard table.contains(offset, 6), table.u16Unchecked(offset + 2) > 1 else { return nil }
        return GlyphID(table.u16Unchecked(offset + 4))
    }
}
