// GPOS lookup type 5: mark-to-ligature attachment, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-5-mark-to-ligature-attachment-positioning-subtable

/// A mark-to-ligature subtable: each mark class attaches to an anchor of one component of a
/// ligature.
public struct MarkToLigaturePositioning: Sendable, LayoutSubtableReadable {
    /// The targets are the LigatureArray: one LigatureAttach offset per covered ligature.
    let attachment: MarkAttachment<OffsetArray>

    /// The marks.
    public var markCoverage: CoverageTable { attachment.markCoverage }
    /// The ligatures.
    public var ligatureCoverage: CoverageTable { attachment.targetCoverage }
    /// The number of mark classes.
    public var markClassCount: Int { attachment.classCount }
    /// The marks' classes and anchors.
    public var marks: MarkArray { attachment.marks }

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        attachment = try MarkAttachment(table, kind: "mark-to-ligature") { ligatures, _ throws(FontError) in
            try OffsetArray(ligatures, countAt: 0)
        }
    }

    /// The number of ligatures in the ligature array.
    public var ligatureCount: Int { attachment.targets.count }

    /// The anchors of ligature `index` (by ligature coverage index): one row per component.
    public func components(ofLigature index: Int) throws(FontError) -> AnchorMatrix? {
        guard index >= 0, index < ligatureCount else { return nil }
        return try AnchorMatrix(try attachment.targets.table(at: index, "ligature"), columns: markClassCount)
    }
}
