// The classes of characters the paragraph engine decides on by code point, without a property
// table: controls, cluster continuations (font fallback), characters that may start right-to-left
// text, hard breaks and hanging white space (UAX #14), cursive scripts and word separators
// (CSS Text 3, letter and word spacing).

import TypesetUnicode

/// Character classes the engine tests per character, each a few comparisons.
enum CharacterClass {
    /// Characters that take no space and get no glyph: C0/C1 controls other than tab, and the
    /// line and paragraph separators.
    @inline(__always)
    static func isControl(_ value: UInt32) -> Bool {
        (value < 0x20 && value != 0x09) || (value >= 0x7F && value < 0xA0) || value == 0x2028 || value == 0x2029
    }

    /// Whether `value` joins the cluster before it for font fallback (it must come from the same
    /// font as its base): marks, joiners, variation selectors, emoji modifiers and tags.
    @inline(__always)
    static func continuesCluster(_ value: UInt32) -> Bool {
        if value < 0x300 { return false }
        if UnicodeProperties.isDefaultIgnorable(value) || (value >= 0x1F3FB && value <= 0x1F3FF) { return true }
        return UnicodeProperties.generalCategory(value).isMark
    }

    /// Characters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan,
    /// Mandaic and their presentation forms, the right-to-left blocks of the supplementary
    /// planes) and the controls that start right-to-left embeddings, overrides and isolates.
    @inline(__always)
    static func mayBeRightToLeft(_ value: UInt32) -> Bool {
        if value < 0x0590 { return false }
        if value <= 0x08FF { return true }
        // Indic, Thai, Lao, Khmer, Myanmar, ... out in one comparison.
        if value < 0x200F { return false }
        return (value >= 0xFB1D && value <= 0xFDFF) || (value >= 0xFE70 && value <= 0xFEFF)
            || (value >= 0x10800 && value <= 0x10FFF) || (value >= 0x1E800 && value <= 0x1EFFF)
            || value == 0x200F || value == 0x202B || value == 0x202E || value == 0x2067 || value == 0x2068
    }

    /// Mandatory breaks (UAX #14 BK, CR, LF, NL): LF, CR, VT, FF, NEL, U+2028, U+2029.
    @inline(__always)
    static func isHardBreak(_ scalar: UInt32) -> Bool {
        scalar == 0x0A || scalar == 0x0D || scalar == 0x0B || scalar == 0x0C || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// White space that hangs at the end of a line, and hard-break characters.
    @inline(__always)
    static func hangs(_ scalar: UInt32) -> Bool {
        // Printable ASCII other than the space (most of any text) first: one comparison.
        if scalar &- 0x21 < 0x5E { return false }
        return scalar == 0x20 || scalar == 0x09 || scalar == 0x3000 || scalar == 0x1680 || (scalar >= 0x2000 && scalar <= 0x200A && scalar != 0x2007)
            || scalar == 0x205F || isHardBreak(scalar)
    }

    /// Whether the character at `index` belongs to a cursive script (CSS Text 3's list: Arabic,
    /// Hanifi Rohingya, Mandaic, Mongolian, N'Ko, Phags-pa, Syriac), by its own Script property.
    static func isCursive(_ index: Int, in scalars: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        guard index >= 0, index < scalars.count else { return false }
        return cursiveScripts.contains(UnicodeScript.of(scalars[index].value))
    }

    /// The cursive scripts of CSS Text 3 ("Tracking and cursive scripts").
    static let cursiveScripts: [UnicodeScript] = ["Arab", "Rohg", "Mand", "Mong", "Nkoo", "Phag", "Syrc"].compactMap(UnicodeScript.init(iso15924:))

    /// Whether `value` is one of CSS's word-separator characters, which `word-spacing` widens:
    /// space, no-break space, Ethiopic word space, Aegean word separators, Ugaritic word divider,
    /// Phoenician word separator (CSS Text 3, "word-spacing").
    @inline(__always)
    static func isWordSeparator(_ value: UInt32) -> Bool {
        value == 0x20 || value == 0xA0 || value == 0x1361 || value == 0x10100 || value == 0x10101 || value == 0x1039F || value == 0x1091F
    }
}
