// Chained sequence context (GSUB lookup type 6, GPOS lookup type 8): formats 1 (glyphs),
// 2 (classes) and 3 (coverages), with backtrack and lookahead sequences.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#chained-sequence-context-format-1-simple-glyph-contexts

/// A chained contextual rule: backtrack (nearest first), input after the first glyph and
/// lookahead, as glyph ids (format 1) or classes (format 2), and the lookups to apply.
public struct ChainedSequenceRule: Sendable {
    /// The glyphs (classes) before the input, nearest first.
    public let backtrack: PackedUInt16Array
    /// The input after the first glyph.
    public let input: PackedUInt16Array
    /// The glyphs (classes) after the input.
    public let lookahead: PackedUInt16Array
    /// The lookups to apply, in order.
    public let lookupRecords: SequenceLookupRecords

    init(_ table: TableData) throws(FontError) {
        var arrays = CountedArrays(table, at: 0)
        backtrack = try arrays.values()
        // The input count includes the first glyph, which is not stored.
        input = try arrays.values(omitting: 1)
        lookahead = try arrays.values()
        lookupRecords = try arrays.lookupRecords()
    }
}

/// The chained rules that share a first glyph (format 1) or a first input class (format 2).
public struct ChainedSequenceRuleSet: Sendable {
    let rules: OffsetArray

    /// The number of rules.
    public var count: Int { rules.count }

    /// Rule `index`.
    public func rule(at index: Int) throws(FontError) -> ChainedSequenceRule {
        try ChainedSequenceRule(try rules.table(at: index, "chained rule"))
    }
}

/// A chained sequence context subtable (chained contextual substitution or positioning).
public struct ChainedSequenceContext: Sendable, LayoutSubtableReadable {
    /// 1 (glyph sequences), 2 (class sequences) or 3 (coverage sequences).
    public let format: Int
    /// Formats 1 and 2: the glyphs that can start the input.
    public let coverage: CoverageTable?
    /// Format 2: classes of the backtrack, input and lookahead glyphs.
    public let backtrackClasses: ClassDefinitionTable, inputClasses: ClassDefinitionTable, lookaheadClasses: ClassDefinitionTable
    /// Format 3: coverages of the backtrack (nearest first), input and lookahead glyphs.
    public let backtrackCoverages: CoverageList?, inputCoverages: CoverageList?, lookaheadCoverages: CoverageList?
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
            if format == 2 {
                backtrackClasses = try table.classDefinition(offset16At: 4)
                inputClasses = try table.classDefinition(offset16At: 6)
                lookaheadClasses = try table.classDefinition(offset16At: 8)
            } else {
                backtrackClasses = .empty
                inputClasses = .empty
                lookaheadClasses = .empty
            }
            ruleSets = try OffsetArray(table, countAt: format == 1 ? 4 : 10)
            backtrackCoverages = nil
            inputCoverages = nil
            lookaheadCoverages = nil
            lookupRecords = nil
        case 3:
            coverage = nil
            backtrackClasses = .empty
            inputClasses = .empty
            lookaheadClasses = .empty
            ruleSets = OffsetArray(empty: table)
            var arrays = CountedArrays(table, at: 2)
            backtrackCoverages = try arrays.coverages()
            inputCoverages = try arrays.coverages()
            lookaheadCoverages = try arrays.coverages()
            lookupRecords = try arrays.lookupRecords()
        default:
            throw table.error(.unsupportedFormat, at: 0, "chained sequence context format \(format) is not 1, 2 or 3")
        }
    }

    /// The number of rule sets (formats 1 and 2).
    public var ruleSetCount: Int { ruleSets.count }

    /// Rule set `index` (a coverage index in format 1, an input class in format 2); empty when
    /// the subtable has none there.
    public func ruleSet(at index: Int) throws(FontError) -> ChainedSequenceRuleSet {
        ChainedSequenceRuleSet(rules: try ruleSets.array(at: index, nullable: true))
    }
}
