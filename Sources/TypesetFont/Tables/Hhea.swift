// hhea: https://learn.microsoft.com/en-us/typography/opentype/spec/hhea

/// The `hhea` table: horizontal line metrics.
public struct HheaTable: Sendable, Hashable {
    /// Distance from the baseline to the top of the line, font units.
    public let ascender: Int
    /// Distance from the baseline to the bottom of the line, font units (negative below).
    public let descender: Int
    /// Extra space between lines (line gap), font units.
    public let lineGap: Int
    /// Largest advance width.
    public let advanceWidthMax: Int
    /// Caret slope rise and run (vertical caret: rise 1, run 0).
    public let caretSlopeRise: Int, caretSlopeRun: Int
    /// The number of full entries in `hmtx`.
    public let numberOfHMetrics: Int

    /// Parses the table.
    public init(_ table: TableData) throws(FontError) {
        ascender = Int(try table.i16(4))
        descender = Int(try table.i16(6))
        lineGap = Int(try table.i16(8))
        advanceWidthMax = Int(try table.u16(10))
        caretSlopeRise = Int(try table.i16(18))
        caretSlopeRun = Int(try table.i16(20))
        numberOfHMetrics = Int(try table.u16(34))
    }

    /// `base` with other line metrics (an instance whose `hhea` follows OS/2's).
    init(varying base: HheaTable, ascender: Int, descender: Int, lineGap: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        advanceWidthMax = base.advanceWidthMax
        caretSlopeRise = base.caretSlopeRise
        caretSlopeRun = base.caretSlopeRun
        numberOfHMetrics = base.numberOfHMetrics
    }
}
