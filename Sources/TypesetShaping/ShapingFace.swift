// A face prepared for shaping: the tables shaping reads, parsed once.
// https://learn.microsoft.com/en-us/typography/opentype/spec/ttochap1

import TypesetFont

/// A font face with the tables OpenType shaping reads (`cmap`, `hmtx`, `GDEF`, `GSUB`, `GPOS`,
/// `kern`), each parsed once; lookups are decoded once too, so shaping a run only walks them.
///
/// A layout table whose header cannot be read is reported by the initializer; a lookup or
/// subtable that cannot be read later is skipped when shaping, as HarfBuzz's sanitizer drops it.
public struct ShapingFace: Sendable {
    /// The face.
    public let face: FontFace
    /// Unicode to glyph.
    public let characterMap: CharacterMap
    /// Unicode variation sequences (`cmap` format 14).
    public let variationSequences: VariationSequences
    /// Advance widths.
    public let horizontalMetrics: HorizontalMetrics
    /// Glyph classes, mark attachment classes and mark glyph sets.
    public let definitions: GlyphDefinitionTable?
    /// The substitution table.
    public let substitutions: LayoutTable?
    /// The positioning table.
    public let positionings: LayoutTable?
    /// The legacy `kern` table (applied when `GPOS` has no `kern` feature).
    public let kernTable: KernTable?
    /// Font units per em.
    public let unitsPerEm: Int
    /// The decoded lookups of `GSUB` and `GPOS`, by lookup index (`nil`: unreadable).
    let substitutionLookups: [DecodedLookup?]
    let positioningLookups: [DecodedLookup?]
    /// Whether `GPOS` has a `kern` feature in any script.
    let gposHasKern: Bool

    /// Reads the tables shaping needs.
    public init(face: FontFace) throws(FontError) {
        self.face = face
        characterMap = try face.characterMap()
        variationSequences = (try? face.variationSequences()) ?? .empty
        horizontalMetrics = try face.horizontalMetrics()
        definitions = try face.glyphDefinitions()
        substitutions = try face.substitutions()
        positionings = try face.positionings()
        kernTable = try face.kernTable()
        unitsPerEm = face.unitsPerEm
        substitutionLookups = substitutions.map { DecodedLookup.all(in: $0, isSubstitution: true) } ?? []
        positioningLookups = positionings.map { DecodedLookup.all(in: $0, isSubstitution: false) } ?? []
        var kern = false
        if let positionings {
            for index in 0..<positionings.features.count where positionings.features.tag(at: index) == "kern" {
                kern = true
                break
            }
        }
        gposHasKern = kern
    }

    /// Whether `GDEF` classifies glyphs (otherwise classes come from Unicode general categories).
    var hasGlyphClasses: Bool { definitions?.hasGlyphClasses ?? false }

    /// The glyph properties `GDEF` gives `glyph` (class bits, and the mark attachment class in
    /// the high byte for marks).
    @inline(__always)
    func glyphProperties(_ glyph: GlyphID) -> UInt16 {
        guard let definitions else { return 0 }
        switch definitions.glyphClass(of: glyph) {
        case .base: return GlyphProperties.base
        case .ligature: return GlyphProperties.ligature
        case .mark:
            return GlyphProperties.mark | UInt16(truncatingIfNeeded: definitions.markAttachmentClass(of: glyph) & 0xFF) << 8
        default: return 0
        }
    }
}

/// A lookup with its subtables decoded.
struct DecodedLookup: Sendable {
    enum Subtables: Sendable {
        case substitution([SubstitutionSubtable])
        case positioning([PositioningSubtable])
    }
    let flags: LookupFlags
    let markFilteringSet: Int?
    let subtables: Subtables
    /// GSUB type 8: applied from the end of the run backwards.
    let isReverse: Bool

    /// The lookup properties the matching rules compare with glyph properties: the flags, and
    /// the mark filtering set in the high 16 bits.
    var properties: UInt32 { UInt32(flags.rawValue) | UInt32(truncatingIfNeeded: markFilteringSet ?? 0) << 16 }

    static func all(in table: LayoutTable, isSubstitution: Bool) -> [DecodedLookup?] {
        var lookups: [DecodedLookup?] = []
        lookups.reserveCapacity(table.lookups.count)
        for index in 0..<table.lookups.count {
            guard let lookup = try? table.lookups.lookup(at: index) else {
                lookups.append(nil)
                continue
            }
            if isSubstitution {
                var subtables: [SubstitutionSubtable] = []
                for position in 0..<lookup.subtableCount {
                    if let subtable = try? lookup.substitution(at: position) { subtables.append(subtable) }
                }
                let reverse = subtables.first.map { if case .reverseChainSingle = $0 { true } else { false } } ?? false
                lookups.append(DecodedLookup(flags: lookup.flags, markFilteringSet: lookup.markFilteringSet,
                                             subtables: .substitution(subtables), isReverse: reverse))
            } else {
                var subtables: [PositioningSubtable] = []
                for position in 0..<lookup.subtableCount {
                    if let subtable = try? lookup.positioning(at: position) { subtables.append(subtable) }
                }
                lookups.append(DecodedLookup(flags: lookup.flags, markFilteringSet: lookup.markFilteringSet,
                                             subtables: .positioning(subtables), isReverse: false))
            }
        }
        return lookups
    }
}
