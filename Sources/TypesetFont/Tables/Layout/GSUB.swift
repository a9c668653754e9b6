// GSUB — Glyph Substitution table: the header (see LayoutTable.swift) and its subtables by
// lookup type; type 7 (extension) is followed by `Lookup.subtable(at:extensionType:)`.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub

/// A `GSUB` subtable, decoded by its lookup type.
public enum SubstitutionSubtable: Sendable {
    /// Type 1.
    case single(SingleSubstitution)
    /// Type 2.
    case multiple(MultipleSubstitution)
    /// Type 3.
    case alternate(AlternateSubstitution)
    /// Type 4.
    case ligature(LigatureSubstitution)
    /// Type 5.
    case context(SequenceContext)
    /// Type 6.
    case chainedContext(ChainedSequenceContext)
    /// Type 8.
    case reverseChainSingle(ReverseChainSingleSubstitution)

    /// The extension lookup type in `GSUB`.
    public static let extensionType = 7

    /// Decodes `subtable` by its type.
    public init(_ subtable: LookupSubtable) throws(FontError) {
        let table = subtable.table
        switch subtable.type {
        case 1: self = .single(try SingleSubstitution(table))
        case 2: self = .multiple(try MultipleSubstitution(table))
        case 3: self = .alternate(try AlternateSubstitution(table))
        case 4: self = .ligature(try LigatureSubstitution(table))
        case 5: self = .context(try SequenceContext(table))
        case 6: self = .chainedContext(try ChainedSequenceContext(table))
        case 8: self = .reverseChainSingle(try ReverseChainSingleSubstitution(table))
        default:
            throw table.error(.unsupportedFormat, at: 0, "GSUB lookup type \(subtable.type) is not 1 to 8")
        }
    }
}

extension Lookup {
    /// Substitution subtable `index` of this `GSUB` lookup, decoded.
    public func substitution(at index: Int) throws(FontError) -> SubstitutionSubtable {
        try SubstitutionSubtable(try subtable(at: index, extensionType: SubstitutionSubtable.extensionType))
    }
}
