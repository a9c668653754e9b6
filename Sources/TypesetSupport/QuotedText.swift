/// Text quoted or escaped for the formats Typeset writes.
public enum QuotedText {
    /// A JSON string: quotes, backslashes and control characters escaped (RFC 8259, section 7), and
    /// DEL, the C1 controls, bidirectional formatting characters and U+2028/U+2029 written as
    /// `\u` escapes too (``TerminalText``), so a reader of the file sees them.
    public static func json(_ text: String) -> String {
        quoted(text) { value in
            let hex = String(value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// A Swift string literal: quotes, backslashes, control characters and DEL escaped, and the C1
    /// controls, bidirectional formatting characters and U+2028/U+2029 written as `\u{202e}`
    /// (``TerminalText``), so the literal in the source shows what it holds and means the same.
    public static func swift(_ text: String) -> String {
        quoted(text) { "\\u{" + String($0, radix: 16) + "}" }
    }

    /// Text for HTML content and attribute values: `&`, `<`, `>` and `"` escaped.
    public static func html(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text for XML (SVG): `&`, `<`, `>`, `"` and `'` escaped, characters XML 1.0 does not allow removed.
    public static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let v = scalar.value
                let allowed = v == 0x9 || v == 0xA || v == 0xD || (v >= 0x20 && v <= 0xD7FF)
                    || (v >= 0xE000 && v <= 0xFFFD) || v >= 0x10000
                if allowed { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// `text` in double quotes with `"`, `\`, newline, return and tab escaped, and the other
    /// characters ``TerminalText`` escapes written by `control`.
    static func quoted(_ text: String, control: (UInt32) -> String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if TerminalText.isEscaped(scalar) {
                    out += control(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
