// The one table of script shapers: which shaper a run's script gets (HarfBuzz's choice by
// script and by the `GSUB` script the font has), and which type implements each. A new shaper
// is one file (its ``ScriptShaping`` type) and one row in each switch below.

import TypesetFont

extension ShapePlan {
    /// The script shaper for a run.
    public enum ScriptShaper: Sendable, Hashable {
        /// Scripts without a shaper of their own (Latin, Greek, Cyrillic, CJK, ...).
        case standard
        /// Hangul: syllable composition and jamo features.
        case hangul
        /// Arabic and Syriac: joining forms, positional features in stages, mark reordering.
        case arabic
        /// Hebrew: point reordering, presentation forms for fonts without mark positioning.
        case hebrew
        /// The Universal Shaping Engine (Tibetan, Sinhala, Javanese, Balinese, Tai Tham, ...; and
        /// with the Arabic joining forms Mongolian, N'Ko, Phags-pa, Adlam, ...): clusters,
        /// per-cluster features, repha and pre-base reordering, dotted circles.
        case universal
        /// Thai and Lao: SARA AM decomposed, its NIKHAHIT in front of the marks above the base.
        case thai
        /// Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam:
        /// syllables, reordering, the basic and presentation features per syllable.
        case indic
        /// Khmer: syllables, split vowels decomposed, Coeng Ro and pre-base vowels reordered,
        /// per-syllable feature masks.
        case khmer
        /// Myanmar (fonts with a `mym2` script): syllables, kinzi, medial Ra and pre-base
        /// vowels reordered, basic features one at a time.
        case myanmar
        /// Myanmar in the Zawgyi encoding (HarfBuzz's private script `Qaag`, tag `qaag`): no normalization,
        /// no mark advances zeroed, no script features.
        case zawgyi

        /// The type that implements the shaper, handed to `visitor` (the one place a shaper
        /// is turned into its implementation).
        func accept<Visitor: ScriptShaperVisitor>(_ visitor: inout Visitor) -> Visitor.Result {
            switch self {
            case .standard: visitor.visit(DefaultShaper.self)
            case .hangul: visitor.visit(HangulShaper.self)
            case .arabic: visitor.visit(ArabicShaper.self)
            case .hebrew: visitor.visit(HebrewShaper.self)
            case .universal: visitor.visit(UniversalShaper.self)
            case .thai: visitor.visit(ThaiShaper.self)
            case .indic: visitor.visit(IndicShaper.self)
            case .khmer: visitor.visit(KhmerShaper.self)
            case .myanmar: visitor.visit(MyanmarShaper.self)
            case .zawgyi: visitor.visit(ZawgyiShaper.self)
            }
        }

        /// The implementing type (for planning; shaping goes through ``accept(_:)``).
        var implementation: any ScriptShaping.Type {
            struct Implementation: ScriptShaperVisitor {
                func visit<Shaper: ScriptShaping>(_ shaper: Shaper.Type) -> any ScriptShaping.Type { shaper }
            }
            var visitor = Implementation()
            return accept(&visitor)
        }

        /// Whether `tag` is an Indic script's third-version tag (`dev3`, `bng3`, ...), which
        /// HarfBuzz looks for before the second version and shapes with the USE.
        static func isThirdVersionIndic(_ tag: Tag) -> Bool {
            tag.rawValue & 0xFF == 0x33 && IndicScriptRules(scriptTag: Tag(rawValue: (tag.rawValue & ~0xFF) | 0x32)) != nil
        }

        /// The shaper HarfBuzz picks for the run's script (the first of `scriptTags`) and the
        /// `GSUB` script chosen for it: Syriac takes the Arabic shaper unless the font has
        /// only a `DFLT` script for it.
        init(scriptTags: [Tag], substitutionScript: Tag?) {
            switch scriptTags.first {
            case "hang": self = .hangul
            case "arab": self = .arabic
            case "syrc": self = substitutionScript == "DFLT" ? .standard : .arabic
            case "hebr": self = .hebrew
            case "thai", "lao ": self = .thai
            // An Indic font with a third-version tag (`dev3`, ...) is shaped by the USE, any other
            // by the Indic shaper (HarfBuzz's choice by the `GSUB` script found).
            case let tag? where IndicScriptRules(scriptTag: tag) != nil:
                if substitutionScript.map({ ScriptShaper.isThirdVersionIndic($0) }) == true {
                    self = .universal
                } else {
                    self = substitutionScript == "DFLT" || substitutionScript == "latn" ? .standard : .indic
                }
            case "khmr": self = .khmer
            // Only the `mym2` script gets the Myanmar shaper: fonts made for the older `mymr`
            // (or with no Myanmar script) get the default one, as in HarfBuzz.
            case "mym2": self = substitutionScript == "DFLT" || substitutionScript == "latn" || substitutionScript == "mymr" ? .standard : .myanmar
            case "qaag": self = .zawgyi
            case let tag? where UniversalShaper.scriptTags.contains(tag):
                self = substitutionScript == "DFLT" || substitutionScript == "latn" ? .standard : .universal
            default: self = .standard
            }
        }
    }
}
