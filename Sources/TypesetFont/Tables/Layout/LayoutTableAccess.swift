// Fast access to layout tables for shaping: whole class definitions expanded per glyph.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#class-definition-table

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
