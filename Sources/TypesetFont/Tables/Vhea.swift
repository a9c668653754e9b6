// vhea: https://learn.microsoft.com/en-us/typography/opentype/spec/vhea

/// The `vhea` table: vertical line metrics and the number of full `vmtx` entries.
public struct VheaTable: Sendable, Hashable {
    /// Version 1.0 `ascent` / 1.1 `vertTypoAscender`: from the vertical centre line to the
    /// line's right edge (font units).
    public let ascender: Int
    /// Version 1.0 `descent` / 1.1 `vertTypoDescender`: to the line's left edge (negative).
    public let descender: Int
    /// Version 1.1 `vertTypoLineGap` (0 in version 1.0, where the field is reserved).
    public let lineGap: Int
    /// Largest advance height.
    public let advanceHeightMax: Int
    /// The number of full (advance height, top side bearing) entries in `vmtx`.
    public let numberOfVMetrics: Int

    /// Parses the table.
    public init(_ table: TableData) throws(FontError) {
        ascender = Int(try table.i16(4))
        descender = Int(try table.i16(6))
        lineGap = Int(try table.i16(8))
        advanceHeightMax = Int(try table.u16(10))
        numberOfVMetrics = Int(try table.u16(34))
    }
}
