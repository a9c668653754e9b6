/// The `hmtx` table: each glyph's advance width and left side bearing, in font units.
///
/// The first `hhea.numberOfHMetrics` glyphs have a full entry; later glyphs repeat the last
/// advance and have only a left side bearing. Glyph ids at or above the face's glyph count have
/// advance and side bearing 0. Lookups read the table directly (no copy) and never fail: a left
/// side bearing array cut short by the table's end reads as 0.
public struct HorizontalMetrics: Sendable {
    /// The number of glyphs (from `maxp`).
    public let glyphCount: Int
    /// The number of full (advance, side bearing) entries actually used: `hhea.numberOfHMetrics`
    /// clamped to the glyph count.
    public let numberOfHMetrics: Int
    let table: TableData
    /// How many left side bearings follow the full entries inside the table.
    let bearingCount: Int

    /// Reads the table for a face with `glyphCount` glyphs and `numberOfHMetrics` full entries.
    ///
    /// - Throws: ``FontError`` when `numberOfHMetrics` is 0 for a face with glyphs, or the full
    ///   entries run past the end of the table.
    public init(_ table: TableData, numberOfHMetrics: Int, glyphCount: Int) throws(FontError) {
        let count = min(numberOfHMetrics, glyphCount)
        guard count > 0 || glyphCount == 0 else {
            throw table.error(.invalidValue, at: 0, "hhea.numberOfHMetrics is 0 for a face with \(glyphCount) glyphs")
        }
        guard table.contains(0, count * 4) else {
            throw table.error(.truncated, at: 0, "\(count) horizontal metrics need \(count * 4) bytes; the table has \(table.length)")
        }
        self.table = table
        self.glyphCount = glyphCount
        self.numberOfHMetrics = count
        bearingCount = min(glyphCount - count, (table.length - count * 4) / 2)
    }

    /// The advance width of `glyph`, in font units.
    @inline(__always)
    public func advance(of glyph: GlyphID) -> Int {
        let index = glyph.index
        guard index < glyphCount else { return 0 }
        return Int(table.u16Unchecked(min(index, numberOfHMetrics - 1) * 4))
    }

    /// The left side bearing of `glyph`, in font units.
    public func leftSideBearing(of glyph: GlyphID) -> Int {
        let index = glyph.index
        guard index < glyphCount else { return 0 }
        if index < numberOfHMetrics {
            return Int(Int16(bitPattern: table.u16Unchecked(index * 4 + 2)))
        }
        let extra = index - numberOfHMetrics
        guard extra < bearingCount else { return 0 }
        return Int(Int16(bitPattern: table.u16Unchecked(numberOfHMetrics * 4 + extra * 2)))
    }
}

extension FontFace {
    /// The `hmtx` table, checked against `hhea` and `maxp`.
    ///
    /// - Throws: ``FontError`` when `hmtx` is missing or shorter than its full entries.
    public func horizontalMetrics() throws(FontError) -> HorizontalMetrics {
        try HorizontalMetrics(directory.requiredTable("hmtx"), numberOfHMetrics: hhea.numberOfHMetrics, glyphCount: numGlyphs)
    }
}
