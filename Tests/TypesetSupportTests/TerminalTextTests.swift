import Testing
@testable import TypesetSupport

/// Bidirectional formatting characters, separators and controls from files never reach a
/// terminal, a Swift literal or a JSON string as they are ("Trojan Source", CVE-2021-42574).
@Suite struct TerminalTextTests {
    /// Every character UAX #9 lists as an explicit formatting character, the separators and the
    /// C0 and C1 controls.
    static let hostile: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C,
                                    0x2028, 0x2029, 0x00, 0x1B, 0x0D, 0x7F, 0x80, 0x85, 0x9B, 0x9F]

    @Test func everyHostileCharacterIsEscapedOnOneLine() throws {
        for value in TerminalTextTests.hostile {
            let scalar = try #require(Unicode.Scalar(value))
            let text = "key." + String(Character(scalar)) + "name"
            let escaped = TerminalText.escaped(text)
            #expect(escaped == "key.\\u{\(String(value, radix: 16, uppercase: true))}name")
            #expect(!escaped.unicodeScalars.contains { $0 == scalar })
        }
        #expect(TerminalText.escaped("plain café 東京 مرحبا") == "plain café 東京 مرحبا")
        #expect(TerminalText.escaped("a\nb") == "a\\u{A}b")
    }

    @Test func linesKeepLineFeedsAndTabsOnly() {
        #expect(TerminalText.lines("a\tb\nc\u{202E}d\re") == "a\tb\nc\\u{202E}d\\u{D}e")
        #expect(TerminalText.lines("nothing to escape\n") == "nothing to escape\n")
    }

    /// The Swift literal holds no hostile character and reads back (by an independent decoder of
    /// `\u{…}` escapes) as the text.
    @Test func swiftLiteralsEscapeAndMeanTheSame() throws {
        for value in TerminalTextTests.hostile {
            let scalar = try #require(Unicode.Scalar(value))
            let text = "type.\u{202E}evil\u{2028}" + String(Character(scalar)) + "\"\\"
            let literal = QuotedText.swift(text)
            #expect(!literal.unicodeScalars.contains { TerminalText.isEscaped($0) }, "\(value)")
            #expect(Self.decodeSwiftLiteral(literal) == text, "\(value)")
        }
    }

    @Test func jsonStringsEscapeBidiAndSeparators() {
        #expect(QuotedText.json("a\u{202E}b\u{2028}c\u{85}") == "\"a\\u202eb\\u2028c\\u0085\"")
    }

    /// Decodes a Swift string literal with `\"`, `\\`, `\n`, `\r`, `\t` and `\u{…}` escapes.
    static func decodeSwiftLiteral(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.first == "\"", scalars.last == "\"", scalars.count >= 2 else { return nil }
        scalars = Array(scalars[1..<(scalars.count - 1)])
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\" else { out.append(scalar); continue }
            guard index < scalars.count else { return nil }
            let kind = scalars[index]
            index += 1
            switch kind {
            case "\"": out.append("\"")
            case "\\": out.append("\\")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "u":
                guard index < scalars.count, scalars[index] == "{", let close = scalars[index...].firstIndex(of: "}") else { return nil }
                let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                out.append(decoded)
                index = close + 1
            default: return nil
            }
        }
        return String(out)
    }
}
