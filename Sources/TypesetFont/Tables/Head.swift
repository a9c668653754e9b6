// head: https://learn.microsoft.com/en-us/typography/opentype/spec/head

/// The `head` table: global facts about the face.
public struct HeadTable: Sendable, Hashable {
    /// Font units per em (16 ... 16384).
    public let unitsPerEm: Int
    /// The union of all glyph bounding boxes, in font units.
    public let xMin: Int, yMin: Int, xMax: Int, yMax: Int
    /// Mac style bits (bold = 1, italic = 2).
    public let macStyle: UInt16
    /// Flags.
    public let flags: UInt16
    /// Smallest readable size in pixels.
    public let lowestRecPPEM: Int
    /// 0 for short `loca` offsets, 1 for long.
    public let indexToLocFormat: Int
    /// The font revision, 16.16 fixed.
    public let fontRevision: Double

    /// Parses the table.
    public init(_ table: TableData) throws(FontError) {
        guard try table.u32(12) == 0x5F0F_3CF5 else {
            throw table.error(.invalidValue, at: 12, "magic number is not 0x5F0F3CF5")
        }
        fontRevision = try table.fixed(4)
        flags = try table.u16(16)
        let upem = Int(try table.u16(18))
        guard (16...16384).contains(upem) else {
            throw table.error(.invalidValue, at: 18, "unitsPerEm \(upem) is outside 16...16384")
        }
        unitsPerEm = upem
        xMin = Int(try table.i16(36))
        yMin = Int(try table.i16(38))
        xMax = Int(try table.i16(40))
        yMax = Int(try table.i16(42))
        macStyle = try table.u16(44)
        lowestRecPPEM = Int(try table.u16(46))
        let format = Int(try table.i16(50))
        guard format == 0 || format == 1 else {
            throw table.error(.invalidValue, at: 50, "indexToLocFormat \(format) is neither 0 nor 1")
        }
        indexToLocFormat = format
    }
}
