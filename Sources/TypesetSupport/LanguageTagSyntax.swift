// The syntax of BCP 47 language tags, for checking the tags a style guide and the catalogues name.
// https://www.rfc-editor.org/rfc/rfc5646#section-2.1 (RFC 5646, "Tags for Identifying Languages":
// the ABNF of `Language-Tag`, `langtag`, `privateuse` and `grandfathered`).

/// Whether a string is a well-formed BCP 47 language tag (RFC 5646, section 2.1).
///
/// Well-formed means the tag follows the grammar: a language subtag (2–3 letters with up to three
/// 3-letter extended language subtags, or 4–8 letters), then optionally a script (4 letters), a
/// region (2 letters or 3 digits), variants (5–8 letters or digits, or a digit and 3 more),
/// extensions (a singleton other than `x` and subtags of 2–8 characters) and a private use
/// part (`x` and subtags of 1–8 characters); or a private use tag alone (`x-whatever`); or one of
/// the grandfathered tags the RFC lists. Case does not matter. Whether the subtags are registered
/// (valid, in the RFC's terms) is not checked: `qq` is well-formed.
public enum LanguageTagSyntax {
    /// The grandfathered tags of RFC 5646 (irregular and regular), lower-cased.
    static let grandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo", "i-navajo",
        "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
        "art-lojban", "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
    ]

    /// What makes `tag` ill-formed, as a phrase for a message (`"the subtag \"toolongsubtag\" is
    /// longer than 8 characters"`); `nil` when the tag is well-formed.
    public static func problem(_ tag: String) -> String? {
        if tag.isEmpty { return "it is empty" }
        if let bad = tag.unicodeScalars.first(where: { !isLetter($0) && !isDigit($0) && $0 != "-" }) {
            return "\(describe(bad)) is not a letter, digit or '-'"
        }
        let lower = tag.lowercased()
        if grandfathered.contains(lower) { return nil }
        let subtags = lower.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if subtags.contains(where: \.isEmpty) { return "it has an empty subtag" }
        if let long = subtags.first(where: { $0.count > 8 }) { return "the subtag \"\(long)\" is longer than 8 characters" }
        var index = 0
        // A private use tag: x-abc.
        if subtags[0] == "x" { return privateUse(subtags, from: 0) }
        // Language: 2-3 letters (+ up to three 3-letter extlangs), or 4-8 letters.
        let language = subtags[0]
        guard language.count >= 2, language.allSatisfy(\.isASCIILetter) else {
            return "the language subtag \"\(language)\" is not 2 to 8 letters"
        }
        index = 1
        if language.count <= 3 {
            var extensions = 0
            while index < subtags.count, extensions < 3, subtags[index].count == 3, subtags[index].allSatisfy(\.isASCIILetter) {
                index += 1
                extensions += 1
            }
        }
        // Script: 4 letters.
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(\.isASCIILetter) { index += 1 }
        // Region: 2 letters or 3 digits.
        if index < subtags.count {
            let s = subtags[index]
            if (s.count == 2 && s.allSatisfy(\.isASCIILetter)) || (s.count == 3 && s.allSatisfy(\.isASCIIDigit)) { index += 1 }
        }
        // Variants: 5-8 alphanumerics, or a digit and 3 alphanumerics.
        while index < subtags.count {
            let s = subtags[index]
            let isVariant = (s.count >= 5 && s.count <= 8) || (s.count == 4 && s.first?.isASCIIDigit == true)
            guard isVariant else { break }
            index += 1
        }
        // Extensions: a singleton other than x, then subtags of 2-8.
        while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {
            let singleton = subtags[index]
            index += 1
            var count = 0
            while index < subtags.count, subtags[index].count >= 2 {
                index += 1
                count += 1
            }
            if count == 0 { return "the extension \"\(singleton)\" has no subtags of 2 to 8 characters after it" }
        }
        if index < subtags.count, subtags[index] == "x" { return privateUse(subtags, from: index) }
        if index < subtags.count { return "the subtag \"\(subtags[index])\" is out of place" }
        return nil
    }

    /// The private use part `x-...` starting at `start`: at least one subtag of 1-8 characters.
    static func privateUse(_ subtags: [String], from start: Int) -> String? {
        start + 1 < subtags.count ? nil : "the private use part \"x\" has no subtags after it"
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.value >= 0x21 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
