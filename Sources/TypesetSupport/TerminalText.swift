/// Text from a file shown in a terminal or written into generated source: the characters that can
/// reorder, hide or split what is printed around them escaped as `\u{202E}`, so that a name read
/// from a file shows what it holds ("Trojan Source", CVE-2021-42574).
///
/// Escaped: the C0 controls and DEL, the C1 controls (U+0080–U+009F), the bidirectional
/// formatting characters of UAX #9 (embeddings and overrides U+202A–U+202E, isolates
/// U+2066–U+2069, the marks U+200E, U+200F and U+061C) and the line and paragraph separators
/// U+2028 and U+2029 (which some editors and terminals show as line breaks).
public enum TerminalText {
    /// Whether `scalar` is one of the escaped characters.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `scalar` as Swift writes it in a string literal: `\u{202E}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// One line of text: every escaped character, line feeds included, written as `\u{…}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// Lines of text for a terminal: line feeds and tabs kept, every other escaped character
    /// (carriage returns included) written as `\u{…}`.
    public static func lines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isEscaped($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) && scalar != "\n" && scalar != "\t" { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
