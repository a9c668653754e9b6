// GPOS anchor tables, formats 1 (coordinates), 2 (coordinates + contour point) and 3
// (coordinates + device tables).
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#anchor-tables
// The contour point of format 2 is reported but not resolved against the outline (HarfBuzz
// resolves it only with hinting), and format 3's device tables are not applied.

/// An attachment point in font units.
public struct Anchor: Sendable, Hashable {
    public let x: Int, y: Int
    /// Format 2's contour point index, or `nil`.
    public let contourPoint: Int?

    /// Reads the anchor table at the start of `table`.
    init(_ table: TableData) throws(FontError) {
        let format = try table.u16(0)
        guard (1...3).contains(format) else {
            throw table.error(.unsupportedFormat, at: 0, "anchor format \(format) is not 1, 2 or 3")
        }
        x = Int(try table.i16(2))
        y = Int(try table.i16(4))
        contourPoint = format == 2 ? Int(try table.u16(6)) : nil
    }

    /// The anchor at a 16-bit `offset` from `table`, or `nil` when the offset is 0.
    static func optional(_ table: TableData, offset: Int) throws(FontError) -> Anchor? {
        offset == 0 ? nil : try Anchor(try table.slice(from: offset))
    }
}
