// BCP 47 language tags -> OpenType language system tags.
// https://learn.microsoft.com/en-us/typography/opentype/spec/languagetags (the registry)
// The mapping is HarfBuzz 6.0's (hb_ot_tags_from_script_and_language), recovered by probing it:
// Scripts/generate_language_tags.py writes LanguageTags.swift and the expectations that
// LanguageTagTests compares with.

import TypesetFont

/// How a rule of one primary language matches (see `LanguageTagTables.primary`).
enum LanguageRuleKind: Sendable {
    /// The tag is the rule's text or continues it with `-` (`zh-hant` matches `zh-hant-tw`).
    case prefix
    /// The rule's subtag appears anywhere after the primary language subtag (`hk` in `zh-yue-hk`).
    case subtag
}

/// OpenType language systems for BCP 47 language tags.
public enum OpenTypeLanguage {
    /// The OpenType language system tags for a BCP 47 language tag (`"de-CH"`, `"zh-Hant-HK"`,
    /// `"sr_Latn"`), most specific first, as HarfBuzz 6.0 chooses them: `["DEU "]`, `["ZHH "]`,
    /// `["SRB "]`. Letter case doesn't matter and `_` counts as `-`; the tag ends at the first
    /// character that is not an ASCII letter, digit, `-` or `_` (so `"de.UTF-8"` is `"de"`).
    ///
    /// The rules, in order (HarfBuzz's, recovered by Scripts/generate_language_tags.py):
    /// 1. In tags of at least seven characters (before any singleton subtag such as `-u-` or
    ///    `-x-`), some subtags decide wherever they appear after the first one: `polyton`
    ///    (`PGR `), `fonipa` (`IPPH`), `fonnapa` (`APPH`), `arevmda` (`HYE `), `provenc` (`PRO `),
    ///    `geok` (`KGE `), `syre`, `syrj`, `syrn` (`SYRE`, `SYRJ`, `SYRN`).
    /// 2. A few grandfathered tags as a whole: `i-navajo`, `art-lojban`, `zh-min-nan`, `no-nyn`, ...
    /// 3. Rules of the primary language: the Chinese languages by script and region
    ///    (`zh-Hant-HK` → `ZHH `, `zh-MO` → `ZHTM`, `ZHH `, `zh-Hant` → `ZHT `, `zh-Hans` → `ZHS `,
    ///    `zh-TW` → `ZHT `; the longest prefix first, then the region anywhere after the primary
    ///    subtag), `ro-MD` → `MOL `, `ROM `, `mnw-TH` → `MONT`, `ga-Latg` → `IRT `.
    /// 4. The primary language subtag — or a three-letter extended language subtag after it
    ///    (`zh-yue` is `yue`) — looked up in the table generated from HarfBuzz (2- and 3-letter
    ///    ISO 639 codes, some of which map to no tag). Region, script and variant subtags
    ///    otherwise don't matter: `pt-BR` and `pt-PT` are both `PTG `, `de-CH` is `DEU `.
    /// 5. A three-letter primary language subtag the table doesn't list is used upper-cased as
    ///    its tag (`"xyz"` → `XYZ `): OpenType's tags are mostly ISO 639-3 codes upper-cased, and
    ///    a font that has no such language system just doesn't match it. Not after an extended
    ///    language subtag.
    ///
    /// Returns `[]` when nothing applies (unknown two-letter or longer codes, languages the
    /// registry deliberately maps to no tag, private-use tags starting with `x-`, the empty
    /// string): the caller then uses the font's default language system. HarfBuzz's private-use
    /// overrides (`-x-hbot...`, `-x-hbsc...`) are not supported.
    public static func tags(forBCP47 tag: String) -> [Tag] {
        var text: [UInt8] = []
        text.reserveCapacity(tag.utf8.count)
        scan: for byte in tag.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): text.append(byte | 0x20)
            case UInt8(ascii: "_"): text.append(UInt8(ascii: "-"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): text.append(byte)
            default: break scan  // HarfBuzz's canonical form ends at the first other character
            }
        }
        return tags(canonical: text)
    }

    /// The minimum length (before any singleton) for rule 1.
    static let anywhereMinimum = 7

    /// Rules 1-5 on a canonical (lower-case, `-`) tag.
    static func tags(canonical s: [UInt8]) -> [Tag] {
        let dash = UInt8(ascii: "-")
        if s.isEmpty || (s.count >= 2 && s[0] == UInt8(ascii: "x") && s[1] == dash) { return [] }
        // Subtags are looked for before the first singleton (`-u-`, `-x-`, ...).
        var limit = s.count
        if s.count >= 3 {
            for index in 1..<(s.count - 1) where s[index - 1] == dash && s[index + 1] == dash {
                limit = index - 1
                break
            }
        }
        // 1. Subtags anywhere.
        if limit >= anywhereMinimum {
            for rule in LanguageTagTables.anywhere where subtagMatches(s, limit: limit, rule.subtag) {
                return rule.tags
            }
        }
        // 2. Whole tags.
        let string = String(decoding: s, as: UTF8.self)
        if let tags = LanguageTagTables.exact[string] { return tags }
        // 3. Rules of the primary language.
        let firstDash = s.firstIndex(of: dash)
        let primary = String(decoding: s[..<(firstDash ?? s.count)], as: UTF8.self)
        if let rules = LanguageTagTables.primary[primary] {
            for rule in rules {
                switch rule.kind {
                case .prefix:
                    let prefix = Array(rule.text.utf8)
                    if s.count >= prefix.count, s.starts(with: prefix), s.count == prefix.count || s[prefix.count] == dash {
                        return rule.tags
                    }
                case .subtag:
                    if firstDash != nil, subtagMatches(s, limit: limit, rule.text) { return rule.tags }
                }
            }
        }
        // 4. The table, by the primary or the extended language subtag.
        var key = s[..<(firstDash ?? s.count)]
        var extended = false
        if let firstDash, limit >= 6 {
            let start = firstDash + 1
            let end = s[start...].firstIndex(of: dash) ?? s.count
            if end - start == 3, isLetter(s[start]) {
                key = s[start..<end]
                extended = true
            }
        }
        if let tags = lookup(key) { return tags }
        // 5. An unlisted three-letter code, upper-cased.
        if !extended, key.count == 3, key.allSatisfy(isLetter) {
            let k = Array(key)
            return [Tag(rawValue: UInt32(k[0] & ~0x20) << 24 | UInt32(k[1] & ~0x20) << 16 | UInt32(k[2] & ~0x20) << 8 | 0x20)]
        }
        return []
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `-subtag` occurs in `s` at an index before `limit`, followed by the end or a
    /// character that is not a letter or digit.
    static func subtagMatches(_ s: [UInt8], limit: Int, _ subtag: String) -> Bool {
        let needle = [UInt8(ascii: "-")] + Array(subtag.utf8)
        var start = 0
        while start + needle.count <= s.count {
            guard let found = firstIndex(of: needle, in: s, from: start), found < limit else { return false }
            let after = found + needle.count
            if after >= s.count || !isAlphanumeric(s[after]) { return true }
            start = after
        }
        return false
    }

    private static func firstIndex(of needle: [UInt8], in s: [UInt8], from start: Int) -> Int? {
        guard needle.count <= s.count else { return nil }
        var index = start
        while index + needle.count <= s.count {
            if s[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Binary search of the table for a two- or three-letter key; nil if it isn't listed.
    static func lookup(_ key: ArraySlice<UInt8>) -> [Tag]? {
        guard key.count == 2 || key.count == 3 else { return nil }
        let k0 = key[key.startIndex], k1 = key[key.startIndex + 1]
        let k2 = key.count == 3 ? key[key.startIndex + 2] : UInt8(ascii: " ")
        let keys = LanguageTagTables.keys.utf8Start
        var low = 0, high = LanguageTagTables.count
        while low < high {
            let middle = (low + high) / 2
            let p = keys + middle &* 3
            let order: Int
            if p[0] != k0 { order = p[0] < k0 ? -1 : 1 } else if p[1] != k1 { order = p[1] < k1 ? -1 : 1 } else if p[2] != k2 {
                order = p[2] < k2 ? -1 : 1
            } else {
                order = 0
            }
            if order < 0 {
                low = middle + 1
            } else if order > 0 {
                high = middle
            } else {
                let v = LanguageTagTables.values.utf8Start + middle &* 3
                let offset = Int(v[0] &- 0x30) << 6 | Int(v[1] &- 0x30)
                let count = Int(v[2] &- 0x30)
                let pool = LanguageTagTables.tags.utf8Start
                return (0..<count).map { i in
                    let t = pool + (offset &+ i) &* 4
                    return Tag(rawValue: UInt32(t[0]) << 24 | UInt32(t[1]) << 16 | UInt32(t[2]) << 8 | UInt32(t[3]))
                }
            }
        }
        return nil
    }
}
