import Testing
@testable import TypesetTokens
@testable import TypesetSupport

/// Parses and returns the error, or records an issue if parsing succeeded.
private func syntaxError(_ text: String, depth: Int = 256) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), depth: depth)
}

private func syntaxError(_ bytes: [UInt8], depth: Int = 256) -> JSONSyntaxError? {
    do {
        _ = try JSONParser(maximumDepth: depth).parse(bytes)
        Issue.record("expected a syntax error")
        return nil
    } catch {
        return error
    }
}

@Suite struct TokensJSONParserTests {
    @Test func positionsOfValuesAndKeys() throws {
        let text = "{\n  \"a\": [1, \"é😀\", true],\n\t\"b\": {\"c\": null}\n}"
        let document = try JSONParser().parse(text)
        #expect(document.root.position.description == "1:1")
        let members = try #require(document.root.members)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyPosition.description == "2:3")
        #expect(members[0].value.position.description == "2:8")
        let items = try #require(members[0].value.arrayValue)
        #expect(items.map(\.position.description) == ["2:9", "2:12", "2:18"])
        #expect(items[1].stringValue == "é😀")
        #expect(members[1].keyPosition.description == "3:2")
        let inner = try #require(members[1].value.members)
        #expect(inner[0].keyPosition.description == "3:8")
        #expect(inner[0].value.position.description == "3:13")
        #expect(inner[0].value.value == .null)
        // Byte offset of "true": counts UTF-8 bytes (é = 2, 😀 = 4).
        #expect(items[2].position.offset == 2 + 17 + 4)
    }

    @Test func lineEndingsCRLFAndCR() throws {
        let document = try JSONParser().parse("{\r\n\"a\": 1,\r\"b\": 2}")
        let members = try #require(document.root.members)
        #expect(members[0].keyPosition.description == "2:1")
        #expect(members[1].keyPosition.description == "3:1")
    }

    @Test func keyOrderAndDuplicates() throws {
        let document = try JSONParser().parse(#"{"z": 1, "a": 2, "z": 3}"#)
        #expect(document.root.members?.map(\.key) == ["z", "a", "z"])
        #expect(document.root["z"]?.value.numberValue == 3)
        #expect(document.duplicateKeys == [JSONDuplicateKey(key: "z", first: SourcePosition(line: 1, column: 2, offset: 1),
                                                            duplicate: SourcePosition(line: 1, column: 18, offset: 17))])
    }

    @Test func unicodeEscapes() throws {
        let document = try JSONParser().parse(#"["\u00e9", "\uD83D\uDE00", "\u0000", "a\"\\\/\b\f\n\r\tb", "\u20AC"]"#)
        let strings = try #require(document.root.arrayValue).compactMap(\.stringValue)
        #expect(strings == ["é", "😀", "\u{0}", "a\"\\/\u{8}\u{C}\n\r\tb", "€"])
    }

    @Test func numbers() throws {
        let document = try JSONParser().parse("[0, -0, 1.5e3, 1E-2, -12.25, 0.1, 12345678901234567890, 2e+2]")
        let numbers = try #require(document.root.arrayValue).compactMap(\.numberValue)
        #expect(numbers == [0, -0, 1500, 0.01, -12.25, 0.1, 12345678901234567890, 200])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(document.root.members == [])
        #expect(document.root.position.description == "1:1")
    }

    @Test(arguments: [
        // (input, kind, line:column)
        (#"{"a": "abc"#, JSONSyntaxError.Kind.unterminatedString, "1:7"),
        (#"["a\x"]"#, .invalidEscape, "1:4"),
        ("[1, 2,]", .trailingComma, "1:6"),
        ("{\"a\": 1,\n}", .trailingComma, "1:8"),
        ("[\"a\tb\"]", .controlCharacter, "1:4"),
        ("[\n  \"a\nb\"]", .controlCharacter, "2:5"),
        ("[01]", .invalidNumber, "1:2"),
        ("[1.]", .invalidNumber, "1:2"),
        ("[-]", .invalidNumber, "1:2"),
        ("[1e]", .invalidNumber, "1:2"),
        ("[.5]", .unexpectedCharacter, "1:2"),
        ("[+1]", .unexpectedCharacter, "1:2"),
        ("[1e400]", .numberOutOfRange, "1:2"),
        ("[tru]", .unexpectedCharacter, "1:2"),
        ("[NaN]", .unexpectedCharacter, "1:2"),
        ("{} x", .trailingContent, "1:4"),
        ("", .unexpectedEndOfFile, "1:1"),
        ("[", .unexpectedEndOfFile, "1:2"),
        ("{\"a\" 1}", .unexpectedCharacter, "1:6"),
        ("{'a': 1}", .unexpectedCharacter, "1:2"),
        ("[1 2]", .unexpectedCharacter, "1:4"),
        ("{\"a\": 1 // c\n}", .unexpectedCharacter, "1:9"),
        (#"["\uD800"]"#, .invalidUnicodeEscape, "1:3"),
        (#"["\uDC00"]"#, .invalidUnicodeEscape, "1:3"),
        (#"["\uD800\u0041"]"#, .invalidUnicodeEscape, "1:9"),
        (#"["\u12G4"]"#, .invalidUnicodeEscape, "1:3"),
    ])
    func syntaxErrors(input: String, kind: JSONSyntaxError.Kind, position: String) {
        guard let error = syntaxError(input) else { return }
        #expect(error.kind == kind, "\(input): \(error)")
        #expect(error.position.description == position, "\(input): \(error)")
    }

    @Test func syntaxErrorMessages() {
        #expect(syntaxError("[1, 2,]")?.message == "trailing comma before ']'; expected another value")
        #expect(syntaxError(#"["a\x"]"#)?.message == #"invalid escape '\x' in string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#)
        #expect(syntaxError("[01]")?.message == "invalid number '01': leading zeros are not allowed")
        #expect(syntaxError("[1.]")?.message == "invalid number '1.': expected a digit after the decimal point")
        #expect(syntaxError(#"{"a": "abc"#)?.message == "unterminated string; expected a closing '\"' before the end of the file")
        #expect(syntaxError("[\"a\tb\"]")?.message == "control character in string: tab (U+0009); expected '\\t'")
        #expect(syntaxError("{} x")?.message == "unexpected 'x' after the top-level value; expected the end of the file")
    }

    @Test func invalidUTF8() {
        // 0xFF never occurs in UTF-8; C0 80 is an overlong NUL; ED A0 80 encodes a surrogate.
        for bytes: [UInt8] in [[0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]] {
            let error = syntaxError(bytes)
            #expect(error?.kind == .invalidUTF8)
            #expect(error?.position.description == "1:3")
        }
        // A truncated sequence at the end of the file.
        #expect(syntaxError([0x5B, 0x22, 0xE2, 0x82])?.kind == .invalidUTF8)
    }

    @Test func nestingLimit() throws {
        let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        _ = try JSONParser().parse(ok)
        let deep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        let error = syntaxError(deep)
        #expect(error?.kind == .nestingTooDeep)
        #expect(error?.position.description == "1:257")
        #expect(error?.message == "arrays and objects nested deeper than 256 levels; expected at most 256")
        // Far deeper input fails the same way, without exhausting the stack.
        #expect(syntaxError(String(repeating: "{\"a\":", count: 200_000))?.kind == .nestingTooDeep)
        #expect(syntaxError(String(repeating: "[", count: 10), depth: 5)?.position.description == "1:6")
    }

    @Test func largeInputIsLinear() throws {
        // 20 000 tokens: a quadratic parser would take minutes; this is a correctness check on size only.
        var text = "{"
        for i in 0..<20_000 { text += "\"t\(i)\": {\"$value\": \"\(String(repeating: "x", count: 20))\"}," }
        text += "\"end\": 0}"
        let document = try JSONParser().parse(text)
        #expect(document.root.members?.count == 20_001)
    }
}
