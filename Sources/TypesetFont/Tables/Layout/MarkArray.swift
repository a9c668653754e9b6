// GPOS mark arrays and anchor matrices (BaseArray, Mark2Array, LigatureAttach), shared by
// lookup types 4, 5 and 6.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#mark-array-table

/// A MarkArray: the class and anchor of each mark, by mark coverage index.
public struct MarkArray: Sendable {
    let table: TableData
    /// The number of mark records.
    public let count: Int

    init(_ table: TableData) throws(FontError) {
        self.table = table
        count = Int(try table.u16(0))
        guard table.contains(2, count * 4) else {
            throw table.error(.truncated, at: 0, "\(count) mark records run past the end of the table")
        }
    }

    /// The class and anchor of mark `index`, or `nil` when the index is past the array or the
    /// record has no anchor.
    public func mark(at index: Int) throws(FontError) -> (markClass: Int, anchor: Anchor)? {
        guard index >= 0, index < count else { return nil }
        let markClass = Int(table.u16Unchecked(2 + index * 4))
        guard let anchor = try Anchor.optional(table, offset: Int(table.u16Unchecked(4 + index * 4))) else { return nil }
        return (markClass, anchor)
    }
}

/// A matrix of anchor offsets: `rows` records of `columns` (the mark class count) offsets,
/// relative to the start of `table` (BaseArray, Mark2Array, LigatureAttach).
public struct AnchorMatrix: Sendable {
    let table: TableData
    /// The number of rows (bases, marks, or ligature components).
    public let rows: Int
    /// The number of columns (mark classes).
    public let columns: Int

    init(_ table: TableData, columns: Int) throws(FontError) {
        self.table = table
        rows = Int(try table.u16(0))
        self.columns = columns
        guard table.contains(2, rows * columns * 2) else {
            throw table.error(.truncated, at: 0, "\(rows) × \(columns) anchor offsets run past the end of the table")
        }
    }

    /// The anchor at `row` for mark class `column`, or `nil` when absent (offset 0 or out of range).
    public func anchor(row: Int, column: Int) throws(FontError) -> Anchor? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return try Anchor.optional(table, offset: Int(table.u16Unchecked(2 + (row * columns + column) * 2)))
    }
}

/// The shared layout of the mark attachment subtables (types 4, 5 and 6): format 1, the mark
/// coverage, the coverage of what the marks attach to (bases, ligatures or marks), the mark
/// class count, the MarkArray, and what they attach to (a BaseArray or Mark2Array anchor
/// matrix, or a LigatureArray) as `Targets`.
struct MarkAttachment<Targets: Sendable>: Sendable {
    let markCoverage: CoverageTable
    let targetCoverage: CoverageTable
    let classCount: Int
    let marks: MarkArray
    let targets: Targets

    /// Reads the subtable; `readTargets` reads the targets' table given the mark class count.
    init(_ table: TableData, kind: String, readTargets: (TableData, Int) throws(FontError) -> Targets) throws(FontError) {
        let format = try table.u16(0)
        guard format == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "\(kind) positioning format \(format) is not 1")
        }
        markCoverage = try table.coverage(offset16At: 2)
        targetCoverage = try table.coverage(offset16At: 4)
        classCount = Int(try table.u16(6))
        marks = try MarkArray(try table.subtable(offset16At: 8))
        targets = try readTargets(try table.subtable(offset16At: 10), classCount)
    }
}

extension MarkAttachment where Targets == AnchorMatrix {
    /// A subtable whose targets are one anchor matrix, a row per target and a column per mark
    /// class (mark-to-base, mark-to-mark).
    init(_ table: TableData, kind: String) throws(FontError) {
        try self.init(table, kind: kind) { targets, classCount throws(FontError) in
            try AnchorMatrix(targets, columns: classCount)
        }
    }
}
