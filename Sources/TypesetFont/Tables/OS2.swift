// OS/2: https://learn.microsoft.com/en-us/typography/opentype/spec/os2

/// The `OS/2` table (versions 0 to 5): weight, width, typographic metrics, cap height, x-height.
public struct OS2Table: Sendable, Hashable {
    /// Table version, 0 ... 5.
    public let version: Int
    /// Average advance of lowercase letters (weighted in version 0-2, all glyphs after).
    public let xAvgCharWidth: Int
    /// Weight class, 1 ... 1000 (400 regular, 700 bold).
    public let weightClass: Int
    /// Width class, 1 ... 9 (5 normal).
    public let widthClass: Int
    /// Embedding permissions.
    public let fsType: UInt16
    /// Selection flags (bit 0 italic, 5 bold, 6 regular, 7 USE_TYPO_METRICS, 9 oblique).
    public let fsSelection: UInt16
    /// Typographic ascender, font units (absent in very short version 0 tables: 0).
    public let typoAscender: Int
    /// Typographic descender, font units (negative below the baseline).
    public let typoDescender: Int
    /// Typographic line gap, font units.
    public let typoLineGap: Int
    /// Windows clipping ascent, font units.
    public let winAscent: Int
    /// Windows clipping descent, font units (positive below the baseline).
    public let winDescent: Int
    /// x-height (version 2 and later; 0 when absent).
    public let xHeight: Int
    /// Cap height (version 2 and later; 0 when absent).
    public let capHeight: Int
    /// Strikeout stroke thickness, font units.
    public let strikeoutSize: Int
    /// Strikeout position above the baseline, font units.
    public let strikeoutPosition: Int
    /// Four-character vendor id.
    public let vendorID: Tag

    /// Whether fsSelection bit 7 (USE_TYPO_METRICS) is set.
    public var useTypoMetrics: Bool { fsSelection & 0x80 != 0 }

    /// Parses the table.
    public init(_ table: TableData) throws(FontError) {
        let version = Int(try table.u16(0))
        guard version <= 5 else {
            throw table.error(.unsupportedFormat, at: 0, "OS/2 version \(version) is newer than 5")
        }
        self.version = version
        xAvgCharWidth = Int(try table.i16(2))
        weightClass = Int(try table.u16(4))
        widthClass = Int(try table.u16(6))
        fsType = try table.u16(8)
        strikeoutSize = Int(try table.i16(26))
        strikeoutPosition = Int(try table.i16(28))
        vendorID = try table.tag(58)
        fsSelection = try table.u16(62)
        // Version 0 tables from old Apple fonts may stop after usLastCharIndex (68 bytes).
        if table.contains(68, 10) {
            typoAscender = Int(try table.i16(68))
            typoDescender = Int(try table.i16(70))
            typoLineGap = Int(try table.i16(72))
            winAscent = Int(try table.u16(74))
            winDescent = Int(try table.u16(76))
        } else {
            typoAscender = 0; typoDescender = 0; typoLineGap = 0; winAscent = 0; winDescent = 0
        }
        if version >= 2 {
            xHeight = Int(try table.i16(86))
            capHeight = Int(try table.i16(88))
        } else {
            xHeight = 0
            capHeight = 0
        }
    }

    /// `base` at an instance: the weight and width classes replaced (when given), the other
    /// values moved by the deltas (`MVAR`).
    init(varying base: OS2Table, weightClass: Int?, widthClass: Int?, typoAscender: Int, typoDescender: Int, typoLineGap: Int,
         winAscent: Int, winDescent: Int, xHeight: Int, capHeight: Int, strikeoutSize: Int, strikeoutPosition: Int) {
        version = base.version
        xAvgCharWidth = base.xAvgCharWidth
        self.weightClass = weightClass ?? base.weightClass
        self.widthClass = widthClass ?? base.widthClass
        fsType = base.fsType
        fsSelection = base.fsSelection
        vendorID = base.vendorID
        self.typoAscender = base.typoAscender &+ typoAscender
        self.typoDescender = base.typoDescender &+ typoDescender
        self.typoLineGap = base.typoLineGap &+ typoLineGap
        self.winAscent = base.winAscent &+ winAscent
        self.winDescent = base.winDescent &+ winDescent
        // The version 2 fields stay 0 in older tables, which have none to vary.
        self.xHeight = base.version >= 2 ? base.xHeight &+ xHeight : base.xHeight
        self.capHeight = base.version >= 2 ? base.capHeight &+ capHeight : base.capHeight
        self.strikeoutSize = base.strikeoutSize &+ strikeoutSize
        self.strikeoutPosition = base.strikeoutPosition &+ strikeoutPosition
    }
}
