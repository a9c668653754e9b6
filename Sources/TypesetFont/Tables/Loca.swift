// loca: https://learn.microsoft.com/en-us/typography/opentype/spec/loca

/// The `loca` table: where each glyph's data starts and ends in `glyf`.
///
/// Short offsets (`head.indexToLocFormat` 0) are stored halved as 16-bit values; long
/// offsets are 32-bit byte offsets. There are `numGlyphs + 1` entries; glyph `g` occupies
/// `offset(g) ..< offset(g + 1)`, and an empty range means an empty glyph (such as a space).
public struct LocaTable: Sendable {
    /// The raw table.
    public let table: TableData
    /// Whether offsets are 32-bit (`indexToLocFormat` 1).
    public let isLong: Bool
    /// The number of glyphs the table describes.
    public let glyphCount: Int

    /// Checks that the table holds `numGlyphs + 1` offsets of the given size.
    public init(_ table: TableData, isLong: Bool, numGlyphs: Int) throws(FontError) {
        let entrySize = isLong ? 4 : 2
        guard table.contains(0, (numGlyphs + 1) * entrySize) else {
            throw table.error(.truncated, at: 0,
                              "\(numGlyphs + 1) \(isLong ? "long" : "short") offsets need \((numGlyphs + 1) * entrySize) bytes, table has \(table.length)")
        }
        self.table = table
        self.isLong = isLong
        self.glyphCount = numGlyphs
    }

    /// The byte range of `glyph` inside `glyf`, or `nil` for an empty glyph.
    ///
    /// - Throws: `outOfRange` for a glyph id past `numGlyphs`; `invalidValue` when the
    ///   offsets decrease.
    @inline(__always)
    public func range(of glyph: GlyphID) throws(FontError) -> Range<Int>? {
        let g = glyph.index
        guard g < glyphCount else {
            throw table.error(.outOfRange, at: 0, "glyph \(g) is outside the \(glyphCount) glyphs of the face")
        }
        let start: Int, end: Int
        if isLong {
            start = Int(table.u32Unchecked(g &* 4))
            end = Int(table.u32Unchecked(g &* 4 &+ 4))
        } else {
            start = Int(table.u16Unchecked(g &* 2)) &* 2
            end = Int(table.u16Unchecked(g &* 2 &+ 2)) &* 2
        }
        if end == start { return nil }
        guard end > start else {
            throw table.error(.invalidValue, at: g * (isLong ? 4 : 2),
                              "offsets of glyph \(g) decrease (\(start) to \(end))")
        }
        return start..<end
    }
}
