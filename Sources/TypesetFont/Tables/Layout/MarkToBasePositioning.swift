// GPOS lookup type 4: mark-to-base attachment, format 1.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos#lookup-type-4-mark-to-base-attachment-positioning-subtable

/// A mark-to-base subtable: each mark class attaches to an anchor of each base.
public struct MarkToBasePositioning: Sendable, LayoutSubtableReadable {
    let attachment: MarkAttachment<AnchorMatrix>

    /// The marks.
    public var markCoverage: CoverageTable { attachment.markCoverage }
    /// The bases.
    public var baseCoverage: CoverageTable { attachment.targetCoverage }
    /// The number of mark classes.
    public var markClassCount: Int { attachment.classCount }
    /// The marks' classes and anchors.
    public var marks: MarkArray { attachment.marks }
    /// The bases' anchors, by base coverage index and mark class.
    public var bases: AnchorMatrix { attachment.targets }

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        attachment = try MarkAttachment(table, kind: "mark-to-base")
    }
}
