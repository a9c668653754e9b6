// Sequence context (GSUB lookup type 5, GPOS lookup type 7): formats 1 (glyphs), 2 (classes)
// and 3 (coverages).
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#sequence-context-format-1-simple-glyph-contexts

/// A contextual rule: an input sequence after the first glyph (glyph ids in format 1, classes
/// in format 2) and the lookups to apply once it matches.
public struct SequenceRule: Sendable {
    /// The input after the first glyph: glyph ids (format 1) or classes (format 2).
    public let input: PackedUInt16Array
    /// The lookups to apply, in order.
    public let lookupRecords: SequenceLookupRecords

    init(_ table: TableData) throws(FontError) {
        let glyphCount = Int(try table.u16(0))
        let lookupCount = Int(try table.u16(2))
        let inputCount = max(glyphCount - 1, 0)
        input = try PackedUInt16Array(table, at: 4, count: inputCount)
        lookupRecords = try SequenceLookupRecords(table, at: 4 + inputCount * 2, count: lookupCount)
    }
}

/// The rules that share a first glyph (format 1) or a first class (format 2), tried in order.
public struct SequenceRuleSet: Sendable {
    let rules: OffsetArray

    /// The number of rules.
    public var count: Int { rules.count }

    /// Rule `index`.
    public func rule(at index: Int) throws(FontError) -> SequenceRule {
        try SequenceRule(try rules.table(at: index, "rule"))
    }
}

/// A sequence context subtable (contextual substitution or positioning).
public struct SequenceContext: Sendable, LayoutSubtableReadable {
    /// 1 (glyph sequences), 2 (class sequences) or 3 (coverage sequence).
    public let format: Int
    /// Formats 1 and 2: the glyphs that can start a match.
    public let coverage: CoverageTable?
    /// Format 2: the classes of the input glyphs.
    public let classes: ClassDefinitionTable
    /// Format 3: one coverage per input glyph.
    public let inputCoverages: CoverageList?
    /// Format 3: the lookups to apply.
    public let lookupRecords: SequenceLookupRecords?
    /// Formats 1 and 2: the rule set offsets.
    let ruleSets: OffsetArray

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        format = Int(try table.u16(0))
        switch format {
        case 1, 2:
            coverage = try table.coverage(offset16At: 2)
            classes = format == 2 ? try table.classDefinition(offset16At: 4) : .empty
            ruleSets = try OffsetArray(table, countAt: format == 1 ? 4 : 6)
            inputCoverages = nil
            lookupRecords = nil
        case 3:
            let glyphCount = Int(try table.u16(2))
            let lookupCount = Int(try table.u16(4))
            coverage = nil
            classes = .empty
            ruleSets = OffsetArray(empty: table)
            inputCoverages = try CoverageList(table, offsetsAt: 6, count: glyphCount)
            lookupRecords = try SequenceLookupRecords(table, at: 6 + glyphCount * 2, count: lookupCount)
        default:
            throw table.error(.unsupportedFormat, at: 0, "sequence context format \(format) is not 1, 2 or 3")
        }
    }

    /// The number of rule sets (formats 1 and 2).
    public var ruleSetCount: Int { ruleSets.count }

    /// Rule set `index` (a coverage index in format 1, a class in format 2); empty when the
    /// subtable has none there.
    public func ruleSet(at index: Int) throws(FontError) -> SequenceRuleSet {
        SequenceRuleSet(rules: try ruleSets.array(at: index, nullable: true))
    }
}
