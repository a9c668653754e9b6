// What the Indic shaper plans once per face and script: the basic and presentation features and
// their masks, the stages it reorders after, the lookups it asks "would this substitute?", and
// whether the font follows the old or the new specification. Documentation/Shaping.md, "Indic".
// https://learn.microsoft.com/en-us/typography/script-development/devanagari#features

import TypesetFont

/// The Indic shaper's part of a ``ShapePlan``.
struct IndicPlan: Sendable {
    /// The basic shaping features, applied one stage each after initial reordering, and
    /// whether each is global (the others are set per glyph by reordering).
    static let basicFeatures: [(Tag, Bool)] = [
        ("nukt", true), ("akhn", true), ("rphf", false), ("rkrf", true), ("pref", false), ("blwf", false), ("abvf", false),
        ("half", false), ("pstf", false), ("vatu", true), ("cjct", true),
    ]
    /// The presentation features, applied together after final reordering.
    static let presentationFeatures: [(Tag, Bool)] = [
        ("init", false), ("pres", true), ("abvs", true), ("blws", true), ("psts", true), ("haln", true),
    ]

    /// Masks of the features reordering sets per glyph (0 when the font lacks the feature).
    struct Masks: Sendable {
        var reph: UInt32, preBase: UInt32, belowBase: UInt32, aboveBase: UInt32, half: UInt32, postBase: UInt32, initial: UInt32
    }

    let rules: IndicScriptRules
    /// The font's script is the old specification's (`deva`, not `dev2`; or no `GSUB`).
    let isOldSpec: Bool
    /// Whether "would substitute" ignores chained rules with context (new specification, not
    /// Malayalam).
    let zeroContext: Bool
    let masks: Masks
    /// The lookups of `rphf`, `pref`, `blwf`, `pstf` and `vatu`.
    let reph: [Int], preBase: [Int], belowBase: [Int], postBase: [Int], vattu: [Int]
    /// The virama's glyph, when the font maps it.
    let viramaGlyph: GlyphID?
    /// The positions ``consonantPosition(of:face:)`` gives the glyphs `cmap` maps the script's
    /// consonants, vowels and placeholders to, worked out once.
    let knownConsonantPositions: [GlyphID: UInt8]

    init(face: ShapingFont, rules: IndicScriptRules, substitutionScript: Tag?, masks: Masks, reph: [Int], preBase: [Int], belowBase: [Int], postBase: [Int], vattu: [Int]) {
        self.rules = rules
        isOldSpec = (substitutionScript?.rawValue ?? 0) & 0xFF != 0x32  // the tag does not end in "2"
        zeroContext = !isOldSpec && rules.script != .malayalam
        self.masks = masks
        self.reph = reph
        self.preBase = preBase
        self.belowBase = belowBase
        self.postBase = postBase
        self.vattu = vattu
        viramaGlyph = face.characterMap.glyph(for: rules.virama).flatMap { $0 == .notdef ? nil : $0 }
        var known: [GlyphID: UInt8] = [:]
        if viramaGlyph != nil {
            let block = rules.virama & ~0x7F
            let others: [UInt32] = [0x00A0, 0x00D7, 0x002D, 0x25CC] + Array(0x0030...0x0039) + Array(0x2010...0x2014)
            for scalar in Array(block..<(block + 0x80)) + others
            where indicProperties(scalar).position == IndicPosition.baseConsonant.rawValue {
                guard let glyph = face.characterMap.glyph(for: scalar), known[glyph] == nil else { continue }
                known[glyph] = IndicPlan.consonantPosition(of: glyph, virama: viramaGlyph, face: face, zeroContext: zeroContext,
                                                           below: [belowBase, vattu], after: [postBase, preBase])
            }
        }
        knownConsonantPositions = known
    }

    /// A consonant's position from the font: below the base when `blwf` or `vatu` would form
    /// it with the virama (either order, for fonts that kept old-spec lookups), after the base
    /// when `pstf` or `pref` would.
    func consonantPosition(of consonant: GlyphID, face: ShapingFont) -> UInt8 {
        IndicPlan.consonantPosition(of: consonant, virama: viramaGlyph, face: face, zeroContext: zeroContext,
                                    below: [belowBase, vattu], after: [postBase, preBase])
    }

    static func consonantPosition(of consonant: GlyphID, virama: GlyphID?, face: ShapingFont, zeroContext: Bool,
                                  below: [[Int]], after: [[Int]]) -> UInt8 {
        guard let virama else { return IndicPosition.baseConsonant.rawValue }
        func forms(_ lookups: [Int]) -> Bool {
            guard !lookups.isEmpty else { return false }
            return face.wouldSubstitute(lookups: lookups, GlyphSequenceProbe(virama, consonant), zeroContext: zeroContext)
                || face.wouldSubstitute(lookups: lookups, GlyphSequenceProbe(consonant, virama), zeroContext: zeroContext)
        }
        if below.contains(where: forms) { return IndicPosition.belowConsonant.rawValue }
        if after.contains(where: forms) { return IndicPosition.postConsonant.rawValue }
        return IndicPosition.baseConsonant.rawValue
    }
}
