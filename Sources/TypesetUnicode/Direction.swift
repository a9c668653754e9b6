// Text direction of a run, as HarfBuzz's buffer carries it, and the direction each script is
// written in horizontally.
// https://learn.microsoft.com/en-us/typography/opentype/spec/ttochap1#text-processing-with-opentype-layout-fonts
// https://www.unicode.org/reports/tr24/ (scripts), UAX #9 (the Bidi_Class behind the list)

import TypesetFont

/// The direction a run of glyphs is laid out in.
public enum TextDirection: Sendable, Hashable {
    /// Left to right (Latin, Cyrillic, CJK set horizontally, ...).
    case leftToRight
    /// Right to left (Arabic, Hebrew, ...).
    case rightToLeft

    /// Whether glyphs run right to left.
    public var isBackward: Bool { self == .rightToLeft }

    /// The direction text in the script with OpenType tag `scriptTag` is written in: right to
    /// left for the scripts HarfBuzz lists as such (Arabic, Hebrew, Syriac, Thaana, N'Ko,
    /// Adlam, Samaritan, Mandaic, ...); `nil` for Old Hungarian, Old Italic, Runic and Tifinagh,
    /// written either way; left to right otherwise.
    public static func horizontal(ofScriptTag scriptTag: Tag) -> TextDirection? {
        if TextDirection.rightToLeftScriptTags.contains(scriptTag) { return .rightToLeft }
        if ["hung", "ital", "runr", "tfng"].contains(scriptTag) { return nil }
        return .leftToRight
    }

    static let rightToLeftScriptTags: Set<Tag> = [
        "arab", "hebr", "syrc", "thaa", "cprt", "khar", "phnx", "nko ", "lydi", "avst", "armi", "phli", "prti", "sarb", "orkh",
        "samr", "mand", "merc", "mero", "mani", "mend", "nbat", "narb", "palm", "phlp", "hatr", "adlm", "rohg", "sogo", "sogd",
        "elym", "chrs", "yezi", "ougr", "gara",
    ]
}

extension UnicodeScript {
    /// The direction the script is written in horizontally (``TextDirection/horizontal(ofScriptTag:)``);
    /// `nil` for scripts written either way. ``common``, ``inherited`` and ``unknown`` are left
    /// to right.
    public var horizontalDirection: TextDirection? {
        guard let tag = openTypeTags.last else { return .leftToRight }
        return TextDirection.horizontal(ofScriptTag: tag)
    }
}
