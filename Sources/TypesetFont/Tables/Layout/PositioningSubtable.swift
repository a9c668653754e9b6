// GPOS — Glyph Positioning table: its subtables by lookup type; type 9 (extension) is followed
// by `Lookup.subtable(at:extensionType:)`. The header is LayoutTable.swift.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos

/// A `GPOS` subtable, decoded by its lookup type.
public enum PositioningSubtable: Sendable {
    /// Type 1.
    case single(SinglePositioning)
    /// Type 2.
    case pair(PairPositioning)
    /// Type 3.
    case cursive(CursivePositioning)
    /// Type 4.
    case markToBase(MarkToBasePositioning)
    /// Type 5.
    case markToLigature(MarkToLigaturePositioning)
    /// Type 6.
    case markToMark(MarkToMarkPositioning)
    /// Type 7.
    case context(SequenceContext)
    /// Type 8.
    case chainedContext(ChainedSequenceContext)

    /// The extension lookup type in `GPOS`.
    public static let extensionType = 9

    /// Decodes `subtable` by its type.
    public init(_ subtable: LookupSubtable) throws(FontError) {
        let table = subtable.table
        switch subtable.type {
        case 1: self = .single(try SinglePositioning(table))
        case 2: self = .pair(try PairPositioning(table))
        case 3: self = .cursive(try CursivePositioning(table))
        case 4: self = .markToBase(try MarkToBasePositioning(table))
        case 5: self = .markToLigature(try MarkToLigaturePositioning(table))
        case 6: self = .markToMark(try MarkToMarkPositioning(table))
        case 7: self = .context(try SequenceContext(table))
        case 8: self = .chainedContext(try ChainedSequenceContext(table))
        default:
            throw table.error(.unsupportedFormat, at: 0, "GPOS lookup type \(subtable.type) is not 1 to 9")
        }
    }
}

extension Lookup {
    /// Positioning subtable `index` of this `GPOS` lookup, decoded.
    public func positioning(at index: Int) throws(FontError) -> PositioningSubtable {
        try PositioningSubtable(try subtable(at: index, extensionType: PositioningSubtable.extensionType))
    }
}
