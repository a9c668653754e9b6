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
        self.init(table, offsets: try PackedUInt16Array(table, at: offset, count: count))
    }

    init(_ table: TableData, offsets: PackedUInt16Array) {
        self.table = table
        self.offsets = offsets
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

/// A 16-bit count followed by that many records of `width` 16-bit offsets from the start of
/// `table`, read in place: the lookup list, the rule sets of a context subtable and the rules of
/// a rule set, the ligatures of a ligature set, the ligature attachments of GPOS type 5, and
/// (after a coverage offset, see ``CoveredRecords``) the records of GSUB types 2-4 and GPOS
/// type 3.
struct OffsetArray: Sendable {
    let table: TableData
    let offsets: PackedUInt16Array
    /// The number of offsets in a record.
    let width: Int

    /// The count at `position` of `table` and the records after it.
    init(_ table: TableData, countAt position: Int, width: Int = 1) throws(FontError) {
        self.table = table
        self.width = width
        offsets = try PackedUInt16Array(table, at: position &+ 2, count: Int(try table.u16(position)) &* width)
    }

    /// No records.
    init(empty table: TableData) {
        self.table = table
        offsets = .empty(table)
        width = 1
    }

    /// The number of records.
    var count: Int { offsets.count / width }

    /// Offset `slot` of record `index` (0 when there is no such record).
    func offset(_ index: Int, slot: Int = 0) -> Int {
        guard index >= 0, index < count else { return 0 }
        return Int(offsets[index &* width &+ slot])
    }

    /// The table that record `index` points to; a typed error names the records `kind` when
    /// there is no record `index`.
    func table(at index: Int, _ kind: String) throws(FontError) -> TableData {
        guard index >= 0, index < count else {
            throw table.error(.outOfRange, at: 0, "\(kind) index \(index) is not below \(count)")
        }
        return try table.slice(from: offset(index))
    }

    /// The count-prefixed offset array that record `index` points to; empty when there is no
    /// record `index` or, with `nullable`, when its offset is 0.
    func array(at index: Int, nullable: Bool) throws(FontError) -> OffsetArray {
        guard index >= 0, index < count, !nullable || offset(index) != 0 else { return OffsetArray(empty: table) }
        return try OffsetArray(try table.slice(from: offset(index)), countAt: 0)
    }
}

/// The start of the format 1 subtables that hold one record of offsets per covered glyph:
/// format, coverage offset, record count, records (GSUB types 2, 3 and 4; GPOS type 3).
struct CoveredRecords: Sendable {
    /// The glyphs that have records.
    let coverage: CoverageTable
    let records: OffsetArray

    /// Reads the header; `kind` names the subtable in the error for a format other than 1.
    init(_ table: TableData, kind: String, width: Int = 1) throws(FontError) {
        let format = try table.u16(0)
        guard format == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "\(kind) format \(format) is not 1")
        }
        coverage = try table.coverage(offset16At: 2)
        records = try OffsetArray(table, countAt: 4, width: width)
    }

    /// The record index of `glyph`, or `nil` when the coverage does not list it or it has no record.
    func index(of glyph: GlyphID) -> Int? {
        guard let index = coverage.index(of: glyph), index < records.count else { return nil }
        return index
    }

    /// The count-prefixed glyph array that `glyph`'s record points to (a Sequence or an
    /// AlternateSet), or `nil` when `glyph` has no record.
    func glyphs(for glyph: GlyphID) throws(FontError) -> GlyphArray? {
        guard let index = index(of: glyph) else { return nil }
        let array = try records.table(at: index, "record")
        return try GlyphArray(array, at: 2, count: Int(try array.u16(0)))
    }
}

/// Count-prefixed arrays stored one after another, read in order: the backtrack, input and
/// lookahead sequences and lookup records of a chained rule, the coverage lists of chained
/// context format 3 and of reverse chaining.
struct CountedArrays {
    let table: TableData
    /// Where the next array's count is.
    var position: Int

    init(_ table: TableData, at position: Int) {
        self.table = table
        self.position = position
    }

    /// The next array: its count less `omitting` (not below 0) records of `width` values.
    mutating func values(omitting: Int = 0, width: Int = 1) throws(FontError) -> PackedUInt16Array {
        let count = max(Int(try table.u16(position)) &- omitting, 0) &* width
        let values = try PackedUInt16Array(table, at: position &+ 2, count: count)
        position = position &+ 2 &+ count &* 2
        return values
    }

    /// The next array, as coverage offsets.
    mutating func coverages() throws(FontError) -> CoverageList {
        CoverageList(table, offsets: try values())
    }

    /// The next array, as sequence lookup records.
    mutating func lookupRecords() throws(FontError) -> SequenceLookupRecords {
        SequenceLookupRecords(try values(width: 2))
    }
}
