/// The pseudolocales of Xcode and Android: the source-language strings transformed to look like a
/// translation that is longer, accented, bounded or right to left, so a layout can be checked
/// before any translation exists.
///
/// Every transform leaves format specifiers (`%@`, `%1$s`, `%lld`, `%%`, `%#@name@`) intact, so
/// ``FormatString/substitute(_:arguments:)`` still fills them. The rules and their sources are in
/// Documentation/Catalogs.md, "Pseudolocales".
public enum Pseudolocale: String, Sendable, Hashable, CaseIterable {
    /// Xcode's Double-Length Pseudolanguage: the text twice, separated by a space.
    case double
    /// Xcode's Accented Pseudolanguage: ASCII letters replaced by accented look-alikes.
    case accented
    /// Xcode's Bounded String Pseudolanguage: the text between `[#` and `#]`.
    case bounded
    /// Xcode's Right-to-Left Pseudolanguage: the source text in a right-to-left paragraph.
    case rtl
    /// Android's English (XA): accented, expanded with words from "one two three ...", in [ ].
    case enXA = "en-XA"
    /// Android's AR (XB): every word forced right to left (RLM RLO word PDF RLM).
    case arXB = "ar-XB"

    /// Whether the paragraph reads right to left.
    public var isRightToLeft: Bool { self == .rtl || self == .arXB }

    /// The locale whose plural rules, fonts and line breaking apply (`en` for all but `ar-XB`,
    /// which Android gives Arabic's locale data).
    public var baseLocale: String { self == .arXB ? "ar" : "en" }

    /// `text` (a source-language string with its format specifiers) transformed.
    public func transform(_ text: String) -> String {
        switch self {
        case .double: return Pseudolocale.doubled(text)
        case .accented:
            return Pseudolocale.mapText(text) { piece in
                String(String.UnicodeScalarView(piece.unicodeScalars.map { Pseudolocale.xcodeAccent[$0] ?? $0 }))
            }
        case .bounded: return "[# " + text + " #]"
        case .rtl: return "\u{200F}" + text
        case .enXA: return Pseudolocale.androidAccented(text)
        case .arXB: return Pseudolocale.androidBidi(text)
        }
    }

    // MARK: - Xcode

    /// The text, a space and the text again; in the repeat, each argument specifier names the
    /// argument it took in the first copy by position, so the argument list is unchanged.
    private static func doubled(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var repeatText = String.UnicodeScalarView()
        var cursor = 0
        var sequential = 0
        for spec in FormatString.specifiers(in: text) {
            repeatText.append(contentsOf: scalars[cursor..<spec.range.lowerBound])
            cursor = spec.range.upperBound
            if case .argument = spec.kind {
                let position: Int
                if let p = spec.position { position = p } else { sequential += 1; position = sequential }
                var written = spec.text
                if spec.position == nil {
                    written = "%\(position)$" + written.dropFirst()
                }
                repeatText.append(contentsOf: written.unicodeScalars)
            } else {
                repeatText.append(contentsOf: spec.text.unicodeScalars)
            }
        }
        repeatText.append(contentsOf: scalars[cursor...])
        return text + " " + String(repeatText)
    }

    /// Applies `transform` to the text between specifiers.
    private static func mapText(_ text: String, _ transform: (Substring) -> String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = ""
        var cursor = 0
        for spec in FormatString.specifiers(in: text) {
            out += transform(Substring(String(String.UnicodeScalarView(scalars[cursor..<spec.range.lowerBound]))))
            out += spec.text
            cursor = spec.range.upperBound
        }
        out += transform(Substring(String(String.UnicodeScalarView(scalars[cursor...]))))
        return out
    }

    // MARK: - Android (AOSP aapt2 Pseudolocalizer, as Documentation/Catalogs.md describes it)

    /// AOSP's accent table: each ASCII letter (and `! ? $`) to a look-alike. `F` has none, and
    /// `q`, `v`, `Q` become other ASCII letters, as in AOSP.
    static let accent: [Unicode.Scalar: Unicode.Scalar] = [
        "a": "\u{E5}", "b": "\u{253}", "c": "\u{E7}", "d": "\u{F0}", "e": "\u{E9}", "f": "\u{192}", "g": "\u{11D}",
        "h": "\u{125}", "i": "\u{EE}", "j": "\u{135}", "k": "\u{137}", "l": "\u{13C}", "m": "\u{1E3F}", "n": "\u{F1}",
        "o": "\u{F6}", "p": "\u{FE}", "q": "Q", "r": "\u{155}", "s": "\u{161}", "t": "\u{163}", "u": "\u{FB}",
        "v": "V", "w": "\u{175}", "x": "\u{445}", "y": "\u{FD}", "z": "\u{17E}",
        "A": "\u{C5}", "B": "\u{3B2}", "C": "\u{C7}", "D": "\u{D0}", "E": "\u{C9}", "G": "\u{11C}", "H": "\u{124}",
        "I": "\u{CE}", "J": "\u{134}", "K": "\u{136}", "L": "\u{13B}", "M": "\u{1E3E}", "N": "\u{D1}", "O": "\u{D6}",
        "P": "\u{DE}", "Q": "q", "R": "\u{154}", "S": "\u{160}", "T": "\u{162}", "U": "\u{DB}", "V": "\u{3BD}",
        "W": "\u{174}", "X": "\u{D7}", "Y": "\u{DD}", "Z": "\u{17D}", "!": "\u{A1}", "?": "\u{BF}", "$": "\u{20AC}",
    ]

    /// The accent table for Xcode's accented pseudolanguage (Apple does not publish its table): AOSP's,
    /// with accented letters where AOSP leaves a letter plain or swaps its case (`F q v Q V`).
    static let xcodeAccent: [Unicode.Scalar: Unicode.Scalar] = accent.merging(
        ["F": "\u{191}", "q": "\u{2A0}", "v": "\u{1E7D}", "Q": "\u{1EA}", "V": "\u{1E7C}"]) { _, new in new }

    /// The words AOSP expands text with, as AOSP spells them.
    static let expansionWords: [Character] = Array(
        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fiveteen sixteen seventeen nineteen twenty")

    /// At least `length` characters of the expansion words, cut after a whole word as AOSP cuts
    /// them; longer lengths repeat the words after a space.
    static func expansion(_ length: Int) -> String {
        var result = ""
        var remaining = max(0, length)
        let words = expansionWords
        while true {
            if words.count < remaining {
                result += String(words) + " "
                remaining -= words.count + 1
                continue
            }
            var extra = 0
            var index = remaining + 1
            while index < words.count {
                extra += 1
                if words[index] == " " { break }
                index += 1
            }
            result += String(words[0..<min(words.count, remaining + extra)])
            return result
        }
    }

    private static func androidAccented(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = "["
        var length = 0
        var words = 0
        var lastSpace = true
        func plain(_ range: Range<Int>) {
            var i = range.lowerBound
            while i < range.upperBound {
                let scalar = scalars[i]
                i += 1
                // Markup left in the text (from CDATA) passes through uncounted, as AOSP skips
                // `<...>` tags and `&...;` entities.
                if scalar == "<" {
                    out.unicodeScalars.append(scalar)
                    while i < range.upperBound {
                        let c = scalars[i]
                        i += 1
                        out.unicodeScalars.append(c)
                        if c == ">" { break }
                    }
                    continue
                }
                if scalar == "&" {
                    var j = i
                    while j < range.upperBound, j - i < 10, scalars[j] == "#" || scalars[j].properties.isASCIIHexDigit
                            || ("a"..."z").contains(scalars[j]) || ("A"..."Z").contains(scalars[j]) { j += 1 }
                    if j < range.upperBound, scalars[j] == ";", j > i {
                        out.unicodeScalars.append(contentsOf: scalars[(i - 1)...j])
                        i = j + 1
                        continue
                    }
                }
                if let mapped = accent[scalar] {
                    out.unicodeScalars.append(mapped)
                } else {
                    let space = scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
                    if lastSpace && !space { words += 1 }
                    lastSpace = space
                    out.unicodeScalars.append(scalar)
                }
                length += String(scalar).utf8.count  // aapt2 counts UTF-8 bytes
            }
        }
        var cursor = 0
        for spec in FormatString.specifiers(in: text) {
            plain(cursor..<spec.range.lowerBound)
            if case .percent = spec.kind { out += spec.text } else { out += "\u{BB}" + spec.text + "\u{AB}" }
            cursor = spec.range.upperBound
        }
        plain(cursor..<scalars.count)
        if length > 0 {
            out += " " + expansion(words > 3 ? length : length / 2)
        }
        return out + "]"
    }

    private static func androidBidi(_ text: String) -> String {
        let open = "\u{200F}\u{202E}", close = "\u{202C}\u{200F}"
        var out = ""
        var lastSpace = true
        for scalar in text.unicodeScalars {
            let space = scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
            if lastSpace && !space { out += open } else if !lastSpace && space { out += close }
            lastSpace = space
            out.unicodeScalars.append(scalar)
        }
        if !lastSpace { out += close }
        return out
    }
}

extension Pseudolocale {
    /// The pseudolocale's strings: each string of `sourceLocale`, transformed, its locale set to
    /// the pseudolocale's name (`en-XA`); strings marked not to translate keep their text, as they
    /// do in every locale. Variants are the source's (an English `plural.one`/`plural.other` stays
    /// two forms in `ar-XB`).
    public func strings(from strings: [CatalogString], sourceLocale: String) -> [CatalogString] {
        strings.compactMap { string in
            guard string.locale == sourceLocale else { return nil }
            var result = string
            result.locale = rawValue
            if string.shouldTranslate { result.text = transform(string.text) }
            return result
        }
    }
}
