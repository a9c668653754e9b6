// GPOS lookup type 5: mark-to-ligature attachment, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-5-mark-to-ligature-attachment-positioning-subtable

/// A mark-to-ligature subtable: each mark class attaches to an anchor of one component of a
/// ligature.
public struct MarkToLigaturePositioning: Sendable {
    /// The marks.
    public let markCoverage: CoverageTable
    /// The ligatures.
    public let ligatureCoverage: CoverageTable
    /// The number of mark classes.
    public let markClassCount: Int
    /// The marks' classes and anchors.
    public let marks: MarkArray
    let ligatureArray: TableData
    let ligatureOffsets: PackedUInt16Array

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        let header = try MarkAttachmentHeader(table, kind: "mark-to-ligature")
        markCoverage = header.markCoverage
        ligatureCoverage = header.targetCoverage
        markClassCount = header.classCount
        marks = header.marks
        ligatureArray = header.targets
        ligatureOffsets = try PackedUInt16Array(header.targets, at: 2, count: Int(try header.targets.u16(0)))
    }

    /// The number of ligatures in the ligature array.
    public var ligatureCount: Int { ligatureOffsets.count }

    /// The anchors of ligature `index` (by ligature coverage index): one row per component.
    public func components(ofLigature index: Int) throws(FontError) -> AnchorMatrix? {
        guard index >= 0, index < ligatureOffsets.count else { return nil }
        return try AnchorMatrix(try ligatureArray.slice(from: Int(ligatureOffsets[index])), columns: markClassCount)
    }
}
