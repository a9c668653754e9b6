// GPOS — Glyph Positioning table: its subtables by lookup type; type 9 (extension) is followed
// by `Lookup.subtable(at:extensionType:)`. The header is LayoutTable.swift.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gpos

/// A `GPOS` subtable, decoded by its lookup type.
public enum PositioningSubtable: Sendable {
    /// Lookup types 1 to 3: single adjustment, pair adjustment and cursive attachment.
    case single(SinglePositioning), pair(PairPositioning), cursive(CursivePositioning)
    /// Lookup types 4 to 6: mark-to-base, mark-to-ligature and mark-to-mark attachment.
    case markToBase(MarkToBasePositioning), markToLigature(MarkToLigaturePositioning), markToMark(MarkToMarkPositioning)
    /// Lookup types 7 and 8: contextual and chained contextual positioning.
    case context(SequenceContext), chainedContext(ChainedSequenceContext)

    /// The extension lookup type in `GPOS`.
    public static let extensionType = 9

    /// The reader of each lookup type.
    static let readers: [Int: SubtableReader<PositioningSubtable>] = [
        1: reading(single), 2: reading(pair), 3: reading(cursive), 4: reading(markToBase), 5: reading(markToLigature),
        6: reading(markToMark), 7: reading(context), 8: reading(chainedContext),
    ]

    /// Decodes `subtable` by its type.
    public init(_ subtable: LookupSubtable) throws(FontError) {
        self = try subtable.decoded(by: PositioningSubtable.readers, in: "GPOS", lastType: 9)
    }
}

extension Lookup {
    /// Positioning subtable `index` of this `GPOS` lookup, decoded.
    public func positioning(at index: Int) throws(FontError) -> PositioningSubtable {
        try PositioningSubtable(try subtable(at: index, extensionType: PositioningSubtable.extensionType))
    }
}
