// vmtx: https://learn.microsoft.com/en-us/typography/opentype/spec/vmtx

/// The `vmtx` table: each glyph's advance height and top side bearing, in font units, with
/// `VVAR`'s deltas at a variable face's instance.
///
/// The first `vhea.numberOfVMetrics` glyphs have a full entry; later glyphs repeat the last
/// advance and have only a top side bearing. Glyph ids at or above the face's glyph count have
/// advance and side bearing 0. Lookups read the table directly (no copy) and never fail: a side
/// bearing array cut short by the table's end reads as 0.
///
/// At an instance, advance heights are the instance's (computed once, when the instance was
/// made: the same lookup cost as a static face's); side bearing deltas, when `VVAR` maps them,
/// are summed per lookup from region scalars computed once.
public struct VerticalMetrics: Sendable {
    /// The number of glyphs (from `maxp`).
    public let glyphCount: Int
    /// The number of full entries used: `vhea.numberOfVMetrics` clamped to the glyph count.
    public let numberOfVMetrics: Int
    let table: TableData
    /// How many top side bearings follow the full entries inside the table.
    let bearingCount: Int
    /// The instance's `VVAR` deltas (`nil`: a static face, or a default instance).
    let variation: VerticalVariationInstance?

    /// Reads the table for a face with `glyphCount` glyphs and `numberOfVMetrics` full entries.
    ///
    /// - Throws: ``FontError`` when `numberOfVMetrics` is 0 for a face with glyphs, or the full
    ///   entries run past the end of the table.
    public init(_ table: TableData, numberOfVMetrics: Int, glyphCount: Int) throws(FontError) {
        try self.init(table, numberOfVMetrics: numberOfVMetrics, glyphCount: glyphCount, variation: nil)
    }

    init(_ table: TableData, numberOfVMetrics: Int, glyphCount: Int, variation: VerticalVariationInstance?) throws(FontError) {
        let count = min(numberOfVMetrics, glyphCount)
        guard count > 0 || glyphCount == 0 else {
            throw table.error(.invalidValue, at: 0, "vhea.numberOfVMetrics is 0 for a face with \(glyphCount) glyphs")
        }
        guard table.contains(0, count * 4) else {
            throw table.error(.truncated, at: 0, "\(count) vertical metrics need \(count * 4) bytes; the table has \(table.length)")
        }
        self.table = table
        self.glyphCount = glyphCount
        self.numberOfVMetrics = count
        bearingCount = min(glyphCount - count, (table.length - count * 4) / 2)
        self.variation = variation.flatMap { $0.advances.count == glyphCount ? $0 : nil }
    }

    /// The advance height of `glyph`, in font units (the instance's, with `VVAR`'s delta).
    @inline(__always)
    public func advanceHeight(of glyph: GlyphID) -> Int {
        let index = glyph.index
        guard index < glyphCount else { return 0 }
        if let variation { return Int(variation.advances.values[index]) }
        return Int(table.u16Unchecked(min(index, numberOfVMetrics - 1) * 4))
    }

    /// The top side bearing of `glyph`, in font units: `vmtx`'s, plus `VVAR`'s top side bearing
    /// delta (rounded) at an instance whose `VVAR` maps them.
    public func topSideBearing(of glyph: GlyphID) -> Int {
        let index = glyph.index
        guard index < glyphCount else { return 0 }
        let stored: Int
        if index < numberOfVMetrics {
            stored = Int(Int16(bitPattern: table.u16Unchecked(index * 4 + 2)))
        } else {
            let extra = index - numberOfVMetrics
            stored = extra < bearingCount ? Int(Int16(bitPattern: table.u16Unchecked(numberOfVMetrics * 4 + extra * 2))) : 0
        }
        return stored + topSideBearingDelta(of: glyph)
    }

    /// `VVAR`'s top side bearing delta of `glyph` at the instance, rounded (0 for a static face
    /// or a `VVAR` without a top side bearing map).
    public func topSideBearingDelta(of glyph: GlyphID) -> Int {
        guard let variation, glyph.index < glyphCount else { return 0 }
        return variation.delta(.topSideBearing, of: glyph.index)
    }

    /// `VVAR`'s bottom side bearing delta of `glyph` at the instance, rounded (0 for a static
    /// face or a `VVAR` without a bottom side bearing map). `vmtx` stores no bottom side
    /// bearing: it is the advance height less the top side bearing and the glyph's height.
    public func bottomSideBearingDelta(of glyph: GlyphID) -> Int {
        guard let variation, glyph.index < glyphCount else { return 0 }
        return variation.delta(.bottomSideBearing, of: glyph.index)
    }
}

extension FontFace {
    /// The `vhea` table, or `nil` when the face has none.
    public func verticalHeader() throws(FontError) -> VheaTable? {
        try directory.table("vhea").map { (table) throws(FontError) in try VheaTable(table) }
    }

    /// The `vmtx` table checked against `vhea` and `maxp`, or `nil` when the face has no
    /// `vhea` or no `vmtx` (a face without vertical metrics).
    ///
    /// At an instance of a variable face with `VVAR`, advance heights and side bearings are
    /// the instance's.
    ///
    /// - Throws: ``FontError`` when `vhea` is malformed or `vmtx` is shorter than its full entries.
    public func verticalMetrics() throws(FontError) -> VerticalMetrics? {
        guard let header = try verticalHeader(), let vmtx = try directory.table("vmtx") else { return nil }
        return try VerticalMetrics(vmtx, numberOfVMetrics: header.numberOfVMetrics, glyphCount: numGlyphs,
                                   variation: variation?.vertical)
    }

    /// Each glyph's vertical origin (`VORG`, CFF and CFF2 faces), or `nil` when the face has no
    /// `VORG`. At an instance of a variable face with `VVAR`, the origins are the instance's.
    public func verticalOrigins() throws(FontError) -> VerticalOrigins? {
        guard let table = try directory.table("VORG") else { return nil }
        return VerticalOrigins(table: try VerticalOriginTable(table), variation: variation?.vertical)
    }
}
