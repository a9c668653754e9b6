// GPOS value records: placement and advance adjustments, sized by a value format.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#value-record
// Device and variation-index tables (the last four fields) are skipped by their size here; the
// shaper adds VariationIndex deltas at an instance of a variable face (LayoutVariations).

/// Which fields a value record holds.
public struct ValueFormat: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let xPlacement = ValueFormat(rawValue: 0x0001)
    public static let yPlacement = ValueFormat(rawValue: 0x0002)
    public static let xAdvance = ValueFormat(rawValue: 0x0004)
    public static let yAdvance = ValueFormat(rawValue: 0x0008)
    public static let xPlacementDevice = ValueFormat(rawValue: 0x0010)
    public static let yPlacementDevice = ValueFormat(rawValue: 0x0020)
    public static let xAdvanceDevice = ValueFormat(rawValue: 0x0040)
    public static let yAdvanceDevice = ValueFormat(rawValue: 0x0080)

    /// The size of a record in bytes (two per field set among the eight defined bits).
    public var size: Int { (rawValue & 0xFF).nonzeroBitCount * 2 }
}

/// A positioning adjustment in font units (device tables not applied).
public struct ValueRecord: Sendable, Hashable {
    public var xPlacement = 0, yPlacement = 0, xAdvance = 0, yAdvance = 0

    public init(xPlacement: Int = 0, yPlacement: Int = 0, xAdvance: Int = 0, yAdvance: Int = 0) {
        self.xPlacement = xPlacement
        self.yPlacement = yPlacement
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
    }

    /// Reads a record of `format` at `offset` of `table`.
    init(_ table: TableData, at offset: Int, format: ValueFormat) throws(FontError) {
        guard table.contains(offset, format.size) else {
            throw table.error(.truncated, at: offset, "value record of \(format.size) bytes runs past the end of the table")
        }
        var position = offset
        func next() -> Int {
            defer { position += 2 }
            return Int(Int16(bitPattern: table.u16Unchecked(position)))
        }
        if format.contains(.xPlacement) { xPlacement = next() }
        if format.contains(.yPlacement) { yPlacement = next() }
        if format.contains(.xAdvance) { xAdvance = next() }
        if format.contains(.yAdvance) { yAdvance = next() }
    }

    /// Whether every field is zero.
    public var isZero: Bool { xPlacement == 0 && yPlacement == 0 && xAdvance == 0 && yAdvance == 0 }
}
