// maxp: https://learn.microsoft.com/en-us/typography/opentype/spec/maxp

/// The `maxp` table: the number of glyphs (and, for TrueType, the outline limits).
public struct MaxpTable: Sendable, Hashable {
    /// The number of glyphs in the face.
    public let numGlyphs: Int
    /// Largest number of components at the top level of a composite glyph (TrueType only).
    public let maxComponentElements: Int
    /// Largest nesting depth of composite glyphs (TrueType only).
    public let maxComponentDepth: Int

    /// Parses the table (version 0.5 for CFF faces, 1.0 for TrueType).
    public init(_ table: TableData) throws(FontError) {
        let version = try table.u32(0)
        numGlyphs = Int(try table.u16(4))
        if version == 0x0001_0000 && table.contains(28, 4) {
            maxComponentElements = Int(try table.u16(28))
            maxComponentDepth = Int(try table.u16(30))
        } else {
            maxComponentElements = 0
            maxComponentDepth = 0
        }
    }
}
