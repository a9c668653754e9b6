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
        var position = 0
        let backtrackCount = Int(try table.u16(position))
        backtrack = try PackedUInt16Array(table, at: position + 2, count: backtrackCount)
        position += 2 + backtrackCount * 2
        let inputCount = max(Int(try table.u16(position)) - 1, 0)
        input = try PackedUInt16Array(table, at: position + 2, count: inputCount)
        position += 2 + inputCount * 2
        let lookaheadCount = Int(try table.u16(position))
        lookahead = try PackedUInt16Array(table, at: position + 2, count: lookaheadCount)
        position += 2 + lookaheadCount * 2
        lookupRecords = try SequenceLookupRecords(table, at: position + 2, count: Int(try table.u16(position)))
    }
}

/// The chained rules that share a first glyph (format 1) or a first input class (format 2).
public struct ChainedSequenceRuleSet: Sendable {
    let table: TableData
    let offsets: PackedUInt16Array

    init(_ table: TableData) throws(FontError) {
        self.table = table
        offsets = try PackedUInt16Array(table, at: 2, count: Int(try table.u16(0)))
    }

    init(empty table: TableData) {
        self.table = table
        offsets = .empty(table)
    }

    /// The number of rules.
    public var count: Int { offsets.count }

    /// Rule `index`.
    public func rule(at index: Int) throws(FontError) -> ChainedSequenceRule {
        guard index >= 0, index < count else {
            throw table.error(.outOfRange, at: 0, "chained rule index \(index) is not below \(count)")
        }
        return try ChainedSequenceRule(try table.slice(from: Int(offsets[index])))
    }
}

/// A chained sequence context subtable (chained contextual substitution or positioning).
public struct ChainedSequenceContext: Sendable {
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
    let table: TableData
    let ruleSetOffsets: PackedUInt16Array

    /// Reads the subtable.
    public init(_ table: TableData) throws(FontError) {
        self.table = table
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
            let countAt = format == 1 ? 4 : 10
            ruleSetOffsets = try PackedUInt16Array(table, at: countAt + 2, count: Int(try table.u16(countAt)))
            backtrackCoverages = nil
            inputCoverages = nil
            lookaheadCoverages = nil
            lookupRecords = nil
        case 3:
            coverage = nil
            backtrackClasses = .empty
            inputClasses = .empty
            lookaheadClasses = .empty
            ruleSetOffsets = .empty(table)
            var position = 2
            let backtrackCount = Int(try table.u16(position))
            backtrackCoverages = try CoverageList(table, offsetsAt: position + 2, count: backtrackCount)
            position += 2 + backtrackCount * 2
            let inputCount = Int(try table.u16(position))
            inputCoverages = try CoverageList(table, offsetsAt: position + 2, count: inputCount)
            position += 2 + inputCount * 2
            let lookaheadCount = Int(try table.u16(position))
            lookaheadCoverages = try CoverageList(table, offsetsAt: position + 2, count: lookaheadCount)
            position += 2 + lookaheadCount * 2
            lookupRecords = try SequenceLookupRecords(table, at: position + 2, count: Int(try table.u16(position)))
        default:
            throw table.error(.unsupportedFormat, at: 0, "chained sequence context format \(format) is not 1, 2 or 3")
        }
    }

    /// The number of rule sets (formats 1 and 2).
    public var ruleSetCount: Int { ruleSetOffsets.count }

    /// Rule set `index` (a coverage index in format 1, an input class in format 2); empty when
    /// the subtable has none there.
    public func ruleSet(at index: Int) throws(FontError) -> ChainedSequenceRuleSet {
        guard index >= 0, index < ruleSetOffsets.count, ruleSetOffsets[index] != 0 else { return ChainedSequenceRuleSet(empty: table) }
        return try ChainedSequenceRuleSet(try table.slice(from: Int(ruleSetOffsets[index])))
    }
}
