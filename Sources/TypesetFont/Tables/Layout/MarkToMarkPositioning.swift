// GPOS lookup type 6: mark-to-mark attachment, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-6-mark-to-mark-attachment-positioning-subtable

/// A mark-to-mark subtable: a mark (mark1) attaches to an anchor of a preceding mark (mark2).
public struct MarkToMarkPositioning: Sendable, LayoutSubtableReadable {
    let attachment: MarkAttachment<AnchorMatrix>

    /// The attaching marks.
    public var mark1Coverage: CoverageTable { attachment.markCoverage }
    /// The marks attached to.
    public var mark2Coverage: CoverageTable { attachment.targetCoverage }
    /// The number of mark classes.
    public var markClassCount: Int { attachment.classCount }
    /// The attaching marks' classes and anchors.
    public var marks: MarkArray { attachment.marks }
    /// The anchors of the marks attached to, by mark2 coverage index and mark class.
    public var mark2Anchors: AnchorMatrix { attachment.targets }

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        attachment = try MarkAttachment(table, kind: "mark-to-mark")
    }
}
