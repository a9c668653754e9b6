// Arrays of 16-bit values inside OpenType layout tables (glyph arrays, class and index arrays,
// offset arrays), read in place.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2

/// A run of big-endian 16-bit values inside a table, read in place (no copy).
///
/// The whole run is checked to lie inside the table when the view is made, so element reads
/// never fail and never trap.
public struct PackedUInt16Array: RandomAccessCollection, Sendable {
    /// The table the values live in.
    let table: TableData
    /// Offset of the first value in `table`.
    let offset: Int
    public let count: Int

    /// The `count` values at `offset` of `table`; throws when they run past the table's end.
    init(_ table: TableData, at offset: Int, count: Int) throws(FontError) {
        guard count >= 0, table.contains(offset, count &* 2) else {
            throw table.error(.truncated, at: offset, "array of \(count) 16-bit values runs past the end of the table")
        }
        self.table = table
        self.offset = offset
        self.count = count
    }

    /// An empty array.
    static func empty(_ table: TableData) -> PackedUInt16Array {
        // Zero elements always fit.
        (try? PackedUInt16Array(table, at: 0, count: 0)) ?? PackedUInt16Array(unchecked: table)
    }

    private init(unchecked table: TableData) {
        self.table = table
        offset = 0
        count = 0
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> UInt16 {
        guard position >= 0, position < count else { return 0 }
        return table.u16Unchecked(offset &+ position &* 2)
    }
}

/// A run of glyph ids inside a table, read in place.
public struct GlyphArray: RandomAccessCollection, Sendable {
    let values: PackedUInt16Array

    init(_ table: TableData, at offset: Int, count: Int) throws(FontError) {
        values = try PackedUInt16Array(table, at: offset, count: count)
    }

    init(_ values: PackedUInt16Array) { self.values = values }

    public var startIndex: Int { 0 }
    public var endIndex: Int { values.count }
    public subscript(position: Int) -> GlyphID { GlyphID(values[position]) }
}

extension TableData {
    /// The table that a 16-bit offset at `position` (relative to this table) points to.
    func subtable(offset16At position: Int) throws(FontError) -> TableData {
        try slice(from: Int(try u16(position)))
    }

    /// The coverage table that a 16-bit offset at `position` points to.
    func coverage(offset16At position: Int) throws(FontError) -> CoverageTable {
        try CoverageTable(self, at: Int(try u16(position)))
    }

    /// The class definition that a 16-bit offset at `position` points to (every glyph in class 0
    /// when the offset is 0).
    func classDefinition(offset16At position: Int) throws(FontError) -> ClassDefinitionTable {
        try ClassDefinitionTable.optional(self, at: Int(try u16(position)))
    }
}

/// A list of coverage tables by 16-bit offsets (the backtrack, input and lookahead coverages of
/// chained context format 3 and reverse chaining), read when asked for.
public struct CoverageList: RandomAccessCollection, Sendable {
    let table: TableData
    let offsets: PackedUInt16Array

    init(_ table: TableData, offsetsAt offset: Int, count: Int) throws(FontError) {
        self.table = table
        offsets = try PackedUInt16Array(table, at: offset, count: count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count }

    /// The coverage at `position`, or a typed error when its offset is bad.
    public func coverage(at position: Int) throws(FontError) -> CoverageTable {
        try CoverageTable(table, at: Int(offsets[position]))
    }

    /// The coverage at `position`, or `nil` when it cannot be read.
    public subscript(position: Int) -> CoverageTable? { try? coverage(at: position) }
}
