// GSUB — Glyph Substitution table: the header (see LayoutTable.swift) and its subtables by
// lookup type; type 7 (extension) is followed by `Lookup.subtable(at:extensionType:)`.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub

/// A `GSUB` subtable, decoded by its lookup type.
public enum SubstitutionSubtable: Sendable {
    /// Lookup types 1 to 4: single, multiple, alternate and ligature substitution.
    case single(SingleSubstitution), multiple(MultipleSubstitution), alternate(AlternateSubstitution), ligature(LigatureSubstitution)
    /// Lookup types 5 and 6: contextual and chained contextual substitution.
    case context(SequenceContext), chainedContext(ChainedSequenceContext)
    /// Lookup type 8: reverse chaining contextual single substitution.
    case reverseChainSingle(ReverseChainSingleSubstitution)

    /// The extension lookup type in `GSUB`.
    public static let extensionType = 7

    /// The reader of each lookup type.
    static let readers: [Int: SubtableReader<SubstitutionSubtable>] = [
        1: reading(single), 2: reading(multiple), 3: reading(alternate), 4: reading(ligature),
        5: reading(context), 6: reading(chainedContext), 8: reading(reverseChainSingle),
    ]

    /// Decodes `subtable` by its type.
    public init(_ subtable: LookupSubtable) throws(FontError) {
        self = try subtable.decoded(by: SubstitutionSubtable.readers, in: "GSUB", lastType: 8)
    }
}

extension Lookup {
    /// Substitution subtable `index` of this `GSUB` lookup, decoded.
    public func substitution(at index: Int) throws(FontError) -> SubstitutionSubtable {
        try SubstitutionSubtable(try subtable(at: index, extensionType: SubstitutionSubtable.extensionType))
    }
}
