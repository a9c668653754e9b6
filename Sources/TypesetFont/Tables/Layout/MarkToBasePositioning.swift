// GPOS lookup type 4: mark-to-base attachment, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-4-mark-to-base-attachment-positioning-subtable

/// A mark-to-base subtable: each mark class attaches to an anchor of each base.
public struct MarkToBasePositioning: Sendable {
    /// The marks.
    public let markCoverage: CoverageTable
    /// The bases.
    public let baseCoverage: CoverageTable
    /// The number of mark classes.
    public let markClassCount: Int
    /// The marks' classes and anchors.
    public let marks: MarkArray
    /// The bases' anchors, by base coverage index and mark class.
    public let bases: AnchorMatrix

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        let header = try MarkAttachmentHeader(table, kind: "mark-to-base")
        markCoverage = header.markCoverage
        baseCoverage = header.targetCoverage
        markClassCount = header.classCount
        marks = header.marks
        bases = try AnchorMatrix(header.targets, columns: header.classCount)
    }
}
