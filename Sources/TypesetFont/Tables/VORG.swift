// VORG: https://learn.microsoft.com/en-us/typography/opentype/spec/vorg

/// The `VORG` table (CFF and CFF2 fonts): the y coordinate of each glyph's vertical origin, a
/// default and the glyphs that differ from it, sorted by glyph id.
public struct VerticalOriginTable: Sendable {
    /// The origin of glyphs without a record.
    public let defaultOrigin: Int
    /// The number of records.
    public let recordCount: Int
    let table: TableData

    /// Parses the table.
    public init(_ table: TableData) throws(FontError) {
        let major = try table.u16(0)
        guard major == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "VORG major version \(major) is not 1")
        }
        defaultOrigin = Int(try table.i16(4))
        let count = Int(try table.u16(6))
        // Records past the table's end are not read.
        recordCount = min(count, max(0, (table.length - 8) / 4))
        self.table = table
    }

    /// The vertical origin's y of `glyph`, font units (binary search over the records).
    public func origin(of glyph: GlyphID) -> Int {
        let id = Int(glyph.rawValue)
        var low = 0, high = recordCount
        while low < high {
            let mid = (low + high) >> 1
            let at = 8 + mid * 4
            let recordGlyph = Int(table.u16Unchecked(at))
            if recordGlyph == id { return Int(Int16(bitPattern: table.u16Unchecked(at + 2))) }
            if recordGlyph < id { low = mid + 1 } else { high = mid }
        }
        return defaultOrigin
    }
}

/// Each glyph's vertical origin at a face's instance: `VORG`'s, plus `VVAR`'s vertical origin
/// delta (rounded) when the face is an instance of a variable font whose `VVAR` maps them.
public struct VerticalOrigins: Sendable {
    /// The static table.
    public let table: VerticalOriginTable
    let variation: VerticalVariationInstance?

    /// The vertical origin's y of `glyph`, font units.
    public func origin(of glyph: GlyphID) -> Int {
        table.origin(of: glyph) + (variation?.delta(.verticalOrigin, of: glyph.index) ?? 0)
    }
}
