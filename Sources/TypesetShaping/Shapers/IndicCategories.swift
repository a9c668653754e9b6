// The Indic shaper's character classes and per-script rules: the category the syllable grammar
// reads, the position initial reordering sorts by, and each script's reph, below-base and
// old-spec behaviour. Documentation/Shaping.md, "Indic".
// https://learn.microsoft.com/en-us/typography/script-development/devanagari#shaping-engine
// (and the Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada and Malayalam pages)

import TypesetFont

/// The class of a character in the Indic syllable grammar (from Indic_Syllabic_Category, with
/// the adjustments listed in Scripts/generate_indic_tables.py).
enum IndicCategory: UInt8 {
    /// Anything else.
    case other = 0
    /// A consonant (C).
    case consonant = 1
    /// An independent vowel (V).
    case vowel = 2
    /// Nukta (N).
    case nukta = 3
    /// Virama, halant (H).
    case halant = 4
    case zeroWidthNonJoiner = 5
    case zeroWidthJoiner = 6
    /// A dependent vowel, matra (M).
    case matra = 7
    /// A syllable modifier: bindu, visarga (SM).
    case syllableModifier = 8
    /// A Vedic or cantillation sign (A).
    case vedicSign = 9
    /// A placeholder that carries marks: digits, NBSP, dashes (PLACEHOLDER).
    case placeholder = 10
    /// U+25CC DOTTED CIRCLE.
    case dottedCircle = 11
    /// Register shifter (RS).
    case registerShifter = 12
    /// A matra after the base in a syllable modifier's place (MPst; none in the Indic blocks).
    case postMatra = 13
    /// A repha encoded as its own character (Malayalam dot reph).
    case repha = 14
    /// The letter RA of the script.
    case ra = 15
    /// A medial consonant (CM).
    case consonantMedial = 16
    /// A sign that takes marks like avagraha (Symbol).
    case symbol = 17
    /// A consonant with stacker (CS).
    case consonantWithStacker = 18
    /// A syllable modifier after the base (SMPst; none in the Indic blocks).
    case postSyllableModifier = 19

    /// The bit of this category in a category set.
    @inline(__always) var bit: UInt32 { 1 << UInt32(rawValue) }

    /// Categories treated as consonants: vowels and placeholders too, so that vowel syllables
    /// and standalone clusters go through the consonant syllable's rules.
    static let consonants: UInt32 = IndicCategory.consonant.bit | IndicCategory.consonantWithStacker.bit | IndicCategory.ra.bit
        | IndicCategory.consonantMedial.bit | IndicCategory.vowel.bit | IndicCategory.placeholder.bit | IndicCategory.dottedCircle.bit
    static let joiners: UInt32 = IndicCategory.zeroWidthJoiner.bit | IndicCategory.zeroWidthNonJoiner.bit
    static let matras: UInt32 = IndicCategory.matra.bit | IndicCategory.postMatra.bit
}

/// Where initial reordering puts a character in its syllable, in sort order.
enum IndicPosition: UInt8 {
    case start = 0
    case raToBecomeReph = 1
    case preMatra = 2
    case preConsonant = 3
    case baseConsonant = 4
    case afterMain = 5
    case aboveConsonant = 6
    case beforeSub = 7
    case belowConsonant = 8
    case afterSub = 9
    case beforePost = 10
    case postConsonant = 11
    case afterPost = 12
    case syllableModifier = 13
    case end = 14
}

/// The category and position of a code point.
@inline(__always)
func indicProperties(_ scalar: UInt32) -> (category: UInt8, position: UInt8) {
    guard scalar < IndicTables.limit else { return (0, IndicPosition.end.rawValue) }
    let index = Int(UnicodeProperties.stageLookup(scalar, shift: IndicTables.shift, stage1: IndicTables.stage1, stage2: IndicTables.stage2))
    guard index < IndicTables.pairs.count else { return (0, IndicPosition.end.rawValue) }
    return IndicTables.pairs[index]
}

/// Each script's rules (the script development specifications, as HarfBuzz applies them).
struct IndicScriptRules: Sendable {
    /// Where a reph goes in final reordering.
    enum RephPosition: Sendable { case afterMain, beforeSub, afterSub, beforePost, afterPost }
    /// How a reph is written: RA + virama, RA + virama + ZWJ, or a repha character.
    enum RephMode: Sendable { case implicit, explicit, logicalRepha }

    /// The script's virama.
    var virama: UInt32
    var rephPosition: RephPosition
    var rephMode: RephMode
    /// Whether `blwf` applies before the base too (not in Telugu and Kannada).
    var belowFormsBeforeBase: Bool
    var script: Script

    /// The nine scripts of the Indic shaper.
    enum Script: Sendable, Hashable { case devanagari, bengali, gurmukhi, gujarati, oriya, tamil, telugu, kannada, malayalam }

    /// The rules for a run's script tag (new-spec `dev2` or old-spec `deva`, ...), `nil` for
    /// scripts the Indic shaper does not take.
    init?(scriptTag: Tag) {
        switch scriptTag {
        case "dev2", "deva": self.init(0x094D, .beforePost, .implicit, true, .devanagari)
        case "bng2", "beng": self.init(0x09CD, .afterSub, .implicit, true, .bengali)
        case "gur2", "guru": self.init(0x0A4D, .beforeSub, .implicit, true, .gurmukhi)
        case "gjr2", "gujr": self.init(0x0ACD, .beforePost, .implicit, true, .gujarati)
        case "ory2", "orya": self.init(0x0B4D, .afterMain, .implicit, true, .oriya)
        case "tml2", "taml": self.init(0x0BCD, .afterPost, .implicit, true, .tamil)
        case "tel2", "telu": self.init(0x0C4D, .afterPost, .explicit, false, .telugu)
        case "knd2", "knda": self.init(0x0CCD, .afterPost, .implicit, false, .kannada)
        case "mlm2", "mlym": self.init(0x0D4D, .afterMain, .logicalRepha, true, .malayalam)
        default: return nil
        }
    }

    private init(_ virama: UInt32, _ rephPosition: RephPosition, _ rephMode: RephMode, _ belowFormsBeforeBase: Bool, _ script: Script) {
        self.virama = virama
        self.rephPosition = rephPosition
        self.rephMode = rephMode
        self.belowFormsBeforeBase = belowFormsBeforeBase
        self.script = script
    }
}
