// post: https://learn.microsoft.com/en-us/typography/opentype/spec/post

/// The `post` table: italic angle, underline metrics, fixed pitch.
public struct PostTable: Sendable, Hashable {
    /// Table version (1.0, 2.0, 2.5, 3.0).
    public let version: Double
    /// Italic angle in degrees counter-clockwise from vertical (negative for a right lean).
    public let italicAngle: Double
    /// Underline position, font units (top of the underline, negative below the baseline).
    public let underlinePosition: Int
    /// Underline thickness, font units.
    public let underlineThickness: Int
    /// Whether the font is monospaced.
    public let isFixedPitch: Bool

    /// Parses the table header.
    public init(_ table: TableData) throws(FontError) {
        version = try table.fixed(0)
        italicAngle = try table.fixed(4)
        underlinePosition = Int(try table.i16(8))
        underlineThickness = Int(try table.i16(10))
        isFixedPitch = try table.u32(12) != 0
    }

    /// `base` at an instance: the italic angle replaced (when given), the underline moved by
    /// the deltas.
    init(varying base: PostTable, italicAngle: Double?, underlinePosition: Int, underlineThickness: Int) {
        version = base.version
        self.italicAngle = italicAngle ?? base.italicAngle
        self.underlinePosition = base.underlinePosition &+ underlinePosition
        self.underlineThickness = base.underlineThickness &+ underlineThickness
        isFixedPitch = base.isFixedPitch
    }
}
