// Unicode scripts -> OpenType script tags.
// https://learn.microsoft.com/en-us/typography/opentype/spec/scripttags (the registry)
// The choice and order are the registry's and HarfBuzz's (hb_ot_tags_from_script_and_language),
// checked against fontTools' `ot_tags_from_script` and HarfBuzz in ScriptTests.

import TypesetFont

extension UnicodeScript {
    /// The OpenType script tags to look for in a font's GSUB/GPOS script list for text in this
    /// script, most preferred first.
    ///
    /// - Most tags are the ISO 15924 code in lower case (`Latn` → `latn`, `Arab` → `arab`,
    ///   `Hani` → `hani`); scripts the registry doesn't list yet get the same form, as in
    ///   HarfBuzz and fontTools.
    /// - Hiragana and Katakana share `kana`; Lao, Yi, N'Ko and Vai have padded tags (`lao `,
    ///   `yi  `, `nko `, `vai `); ``math`` (`Zmth`) is `math`.
    /// - The Indic scripts and Myanmar have a second version of their shaping model with its own
    ///   tag, tried first: `dev2` then `deva`, `bng2`/`beng`, `gjr2`/`gujr`, `gur2`/`guru`,
    ///   `knd2`/`knda`, `mlm2`/`mlym`, `ory2`/`orya`, `tml2`/`taml`, `tel2`/`telu`, and
    ///   `mym2`/`mymr`. (HarfBuzz also tries an unregistered `dev3`, `bng3`, ... first; the
    ///   registry has no such tags and they're left out here: `ShapePlan` looks for them in
    ///   the font before the `dev2`-style tag, and a font with one is shaped by the USE.)
    /// - ``common``, ``inherited`` and ``unknown`` have none: `[]`.
    ///
    /// The fallbacks when a font has none of these — its `DFLT` script, then `dflt`, then
    /// `latn` (as HarfBuzz does) — are the caller's job, as is choosing between the two
    /// versions of an Indic script's shaping by the tag that was found.
    public var openTypeTags: [Tag] {
        if isSpecial { return [] }
        if let tags = Self.openTypeExceptions[rawValue] { return tags }
        return [Tag(rawValue: rawValue | 0x2000_0000)]  // lower-case the first letter: `Latn` -> `latn`
    }

    /// Scripts whose tags aren't just the lower-cased ISO 15924 code.
    private static let openTypeExceptions: [UInt32: [Tag]] = [
        UnicodeScript.hiragana.rawValue: [Tag("kana")],
        UnicodeScript.katakana.rawValue: [Tag("kana")],
        UnicodeScript(rawValue: 0x4872_6B74).rawValue: [Tag("kana")],  // Hrkt, Katakana or Hiragana
        UnicodeScript.lao.rawValue: [Tag("lao ")],
        UnicodeScript.yi.rawValue: [Tag("yi  ")],
        UnicodeScript.nko.rawValue: [Tag("nko ")],
        UnicodeScript.vai.rawValue: [Tag("vai ")],
        UnicodeScript.math.rawValue: [Tag("math")],
        UnicodeScript.bengali.rawValue: [Tag("bng2"), Tag("beng")],
        UnicodeScript.devanagari.rawValue: [Tag("dev2"), Tag("deva")],
        UnicodeScript.gujarati.rawValue: [Tag("gjr2"), Tag("gujr")],
        UnicodeScript.gurmukhi.rawValue: [Tag("gur2"), Tag("guru")],
        UnicodeScript.kannada.rawValue: [Tag("knd2"), Tag("knda")],
        UnicodeScript.malayalam.rawValue: [Tag("mlm2"), Tag("mlym")],
        UnicodeScript.oriya.rawValue: [Tag("ory2"), Tag("orya")],
        UnicodeScript.tamil.rawValue: [Tag("tml2"), Tag("taml")],
        UnicodeScript.telugu.rawValue: [Tag("tel2"), Tag("telu")],
        UnicodeScript.myanmar.rawValue: [Tag("mym2"), Tag("mymr")],
    ]
}
