// hmtx: https://learn.microsoft.com/en-us/typography/opentype/spec/hmtx

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
    /// Every glyph's advance at a variable face's instance (`nil`: read `hmtx`).
    let variedAdvances: VariedAdvances?

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
        variedAdvances = nil
    }

    /// `base` with the advances of an instance (one per glyph; others are ignored).
    init(_ base: HorizontalMetrics, advances: VariedAdvances) {
        table = base.table
        glyphCount = base.glyphCount
        numberOfHMetrics = base.numberOfHMetrics
        bearingCount = base.bearingCount
        variedAdvances = advances.count == base.glyphCount ? advances : nil
    }

    /// The advance width of `glyph`, in font units.
    @inline(__always)
    public func advance(of glyph: GlyphID) -> Int {
        let index = glyph.index
        guard index < glyphCount else { return 0 }
        if let variedAdvances { return Int(variedAdvances.values[index]) }
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
    ///
    /// At an instance of a variable face the advances are the instance's (computed when the
    /// instance was made: the same lookup cost as a static face's).
    public func horizontalMetrics() throws(FontError) -> HorizontalMetrics {
        let metrics = try HorizontalMetrics(directory.requiredTable("hmtx"), numberOfHMetrics: hhea.numberOfHMetrics, glyphCount: numGlyphs)
        guard let advances = variation?.advances else { return metrics }
        return HorizontalMetrics(metrics, advances: advances)
    }
}

/// The advances of an instance, one per glyph, read through a pointer (the array's bounds are
/// checked against the glyph count once, when it is made).
final class VariedAdvances: @unchecked Sendable {
    // @unchecked: written once in init, read only afterwards.
    let values: UnsafeMutablePointer<Int32>
    let count: Int

    init(_ advances: [Int32]) {
        count = advances.count
        values = .allocate(capacity: max(count, 1))
        values.initialize(repeating: 0, count: max(count, 1))
        advances.withUnsafeBufferPointer { if let base = $0.baseAddress { values.update(from: base, count: count) } }
    }

    deinit { values.deallocate() }
}
