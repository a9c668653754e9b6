// GPOS lookup type 6: mark-to-mark attachment, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-6-mark-to-mark-attachment-positioning-subtable

/// A mark-to-mark subtable: a mark (mark1) attaches to an anchor of a preceding mark (mark2).
public struct MarkToMarkPositioning: Sendable {
    /// The attaching marks.
    public let mark1Coverage: CoverageTable
    /// The marks attached to.
    public let mark2Coverage: CoverageTable
    /// The number of mark classes.
    public let markClassCount: Int
    /// The attaching marks' classes and anchors.
    public let marks: MarkArray
    /// The anchors of the marks attached to, by mark2 coverage index and mark class.
    public let mark2Anchors: AnchorMatrix

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        let header = try MarkAttachmentHeader(table, kind: "mark-to-mark")
        mark1Coverage = header.markCoverage
        mark2Coverage = header.targetCoverage
        markClassCount = header.classCount
        marks = header.marks
        mark2Anchors = try AnchorMatrix(header.targets, columns: header.classCount)
    }
}
