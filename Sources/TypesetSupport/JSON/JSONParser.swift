/// A strict RFC 8259 JSON parser that records where every value and key is.
///
/// - Positions: 1-based line and column; columns count Unicode scalars (see ``SourcePosition``).
/// - Objects keep key order; repeated keys are kept and listed in ``JSONDocument/duplicateKeys``.
/// - Strict: no comments, no trailing commas, no single quotes, no leading zeros, no `NaN`,
///   no lone surrogates, no raw control characters (U+0000 ... U+001F) in strings, valid UTF-8 only.
///   A leading UTF-8 byte order mark is skipped (RFC 8259 §8.1 allows ignoring it).
/// - Iterative: nesting uses an explicit stack limited to ``maximumDepth``, so no input can
///   exhaust the call stack. Work is linear in the input size.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted (the top-level container is depth 1).
    public var maximumDepth: Int

    /// A parser.
    public init(maximumDepth: Int = 256) {
        self.maximumDepth = max(1, maximumDepth)
    }

    /// Parses UTF-8 bytes.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        var scanner = Scanner(bytes: bytes, maximumDepth: maximumDepth)
        return try scanner.parseDocument()
    }

    /// Parses a string.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try parse(Array(text.utf8))
    }
}

/// An open array or object.
private struct Frame {
    var isArray: Bool
    var start: SourcePosition
    var items: [JSONNode] = []
    var members: [JSONMember] = []
    /// The key whose value is being parsed (objects).
    var key = ""
    var keyPosition = SourcePosition(line: 0, column: 0, offset: 0)
    var seen: [String: SourcePosition] = [:]
}

private struct Scanner {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0
    var line = 1
    var column = 1
    var duplicates: [JSONDuplicateKey] = []

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    var position: SourcePosition { SourcePosition(line: line, column: column, offset: index) }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Advances over one ASCII byte on the current line.
    mutating func advanceASCII() {
        index += 1
        column += 1
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                advanceASCII()
            case 0x0A:
                index += 1; line += 1; column = 1
            case 0x0D:
                index += 1; line += 1; column = 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            default:
                return
            }
        }
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
        var stack: [Frame] = []
        var result: JSONNode
        parsing: while true {
            // Expect a value.
            skipWhitespace()
            let start = position
            guard let byte = peek else {
                throw JSONSyntaxError(.unexpectedEndOfFile, at: start, "unexpected end of file; expected a value")
            }
            var value: JSONNode
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < maximumDepth else {
                    throw JSONSyntaxError(.nestingTooDeep, at: start,
                                          "arrays and objects nested deeper than \(maximumDepth) levels; expected at most \(maximumDepth)")
                }
                advanceASCII()
                skipWhitespace()
                if byte == UInt8(ascii: "[") {
                    if peek == UInt8(ascii: "]") {
                        advanceASCII()
                        value = JSONNode(.array([]), at: start)
                    } else {
                        stack.append(Frame(isArray: true, start: start))
                        continue parsing
                    }
                } else {
                    if peek == UInt8(ascii: "}") {
                        advanceASCII()
                        value = JSONNode(.object([]), at: start)
                    } else {
                        let (key, keyPosition) = try parseKey(afterComma: false)
                        stack.append(Frame(isArray: false, start: start, key: key, keyPosition: keyPosition))
                        continue parsing
                    }
                }
            default:
                value = try parseScalar(byte)
            }
            // Attach the value to its container; close containers as long as they end here.
            // Frames are mutated in place (never copied out) so appends stay amortised O(1).
            while true {
                guard !stack.isEmpty else {
                    result = value
                    break parsing
                }
                let top = stack.count - 1
                skipWhitespace()
                let separatorPosition = position
                let next = peek
                if stack[top].isArray {
                    stack[top].items.append(value)
                    if next == UInt8(ascii: ",") {
                        advanceASCII()
                        skipWhitespace()
                        if peek == UInt8(ascii: "]") {
                            throw JSONSyntaxError(.trailingComma, at: separatorPosition, "trailing comma before ']'; expected another value")
                        }
                        continue parsing
                    } else if next == UInt8(ascii: "]") {
                        advanceASCII()
                        let frame = stack.removeLast()
                        value = JSONNode(.array(frame.items), at: frame.start)
                    } else {
                        throw unexpected(next, at: separatorPosition, expected: "',' or ']' after an array item")
                    }
                } else {
                    let key = stack[top].key, keyPosition = stack[top].keyPosition
                    if let first = stack[top].seen[key] {
                        duplicates.append(JSONDuplicateKey(key: key, first: first, duplicate: keyPosition))
                    } else {
                        stack[top].seen[key] = keyPosition
                    }
                    stack[top].members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
                    if next == UInt8(ascii: ",") {
                        advanceASCII()
                        skipWhitespace()
                        if peek == UInt8(ascii: "}") {
                            throw JSONSyntaxError(.trailingComma, at: separatorPosition, "trailing comma before '}'; expected another key")
                        }
                        let (nextKey, nextKeyPosition) = try parseKey(afterComma: true)
                        stack[top].key = nextKey
                        stack[top].keyPosition = nextKeyPosition
                        continue parsing
                    } else if next == UInt8(ascii: "}") {
                        advanceASCII()
                        let frame = stack.removeLast()
                        value = JSONNode(.object(frame.members), at: frame.start)
                    } else {
                        throw unexpected(next, at: separatorPosition, expected: "',' or '}' after an object member")
                    }
                }
            }
        }
        skipWhitespace()
        if let byte = peek {
            throw JSONSyntaxError(.trailingContent, at: position,
                                  "unexpected \(describe(byte)) after the top-level value; expected the end of the file")
        }
        return JSONDocument(root: result, duplicateKeys: duplicates)
    }

    /// Parses `"key"` `:` with whitespace, leaving the scanner before the value.
    mutating func parseKey(afterComma: Bool) throws(JSONSyntaxError) -> (String, SourcePosition) {
        skipWhitespace()
        let keyPosition = position
        guard peek == UInt8(ascii: "\"") else {
            throw unexpected(peek, at: keyPosition, expected: afterComma ? "a key string after ','" : "a key string or '}'")
        }
        let key = try parseString()
        skipWhitespace()
        let colonPosition = position
        guard peek == UInt8(ascii: ":") else {
            throw unexpected(peek, at: colonPosition, expected: "':' after the key \"\(key)\"")
        }
        advanceASCII()
        return (key, keyPosition)
    }

    func describe(_ byte: UInt8) -> String {
        // Not ''' : JSON has no single-quoted strings, which is why one is found where it is.
        if byte == UInt8(ascii: "'") { return "\"'\" (JSON strings take double quotes)" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "character U+\(hex(UInt32(byte), digits: 4))" }
        return "byte 0x\(hex(UInt32(byte), digits: 2))"
    }

    func unexpected(_ byte: UInt8?, at position: SourcePosition, expected: String) -> JSONSyntaxError {
        guard let byte else {
            return JSONSyntaxError(.unexpectedEndOfFile, at: position, "unexpected end of file; expected \(expected)")
        }
        return JSONSyntaxError(.unexpectedCharacter, at: position, "unexpected \(describe(byte)); expected \(expected)")
    }

    // MARK: Scalars

    mutating func parseScalar(_ byte: UInt8) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        switch byte {
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"):
            try literal("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try literal("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try literal("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "]"):
            throw JSONSyntaxError(.unexpectedCharacter, at: start, "unexpected ']'; expected a value")
        default:
            throw unexpected(byte, at: start, expected: "a value (object, array, string, number, true, false or null)")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let start = position
        let count = word.utf8CodeUnitCount
        var matches = index + count <= bytes.count
        if matches {
            word.withUTF8Buffer { expected in
                for k in 0..<count where bytes[index + k] != expected[k] { matches = false; break }
            }
        }
        guard matches else {
            // Name the word found (its letters, at most 20) and the literal its first letter suggests.
            var end = index
            while end < bytes.count, end - index < 20,
                  (bytes[end] >= 0x41 && bytes[end] <= 0x5A) || (bytes[end] >= 0x61 && bytes[end] <= 0x7A) { end += 1 }
            let found = String(decoding: bytes[index..<end], as: UTF8.self)
            throw JSONSyntaxError(.unexpectedCharacter, at: start, "invalid literal '\(found)'; expected '\(word)'")
        }
        index += count
        column += count
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode {
        let start = position
        let begin = index
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        func invalid(_ scanner: Scanner, _ why: String) -> JSONSyntaxError {
            // Show the run of number-like characters so the message names what was found.
            var end = scanner.index
            while end < scanner.bytes.count, end - begin < 40 {
                let b = scanner.bytes[end]
                guard (b >= 0x30 && b <= 0x39) || b == 0x2E || b == 0x2D || b == 0x2B || b == 0x65 || b == 0x45 else { break }
                end += 1
            }
            let text = String(decoding: scanner.bytes[begin..<end], as: UTF8.self)
            return JSONSyntaxError(.invalidNumber, at: start, "invalid number '\(text)': \(why)")
        }
        if peek == UInt8(ascii: "-") { advanceASCII() }
        if peek == UInt8(ascii: "0") {
            advanceASCII()
            if isDigit(peek) { throw invalid(self, "leading zeros are not allowed") }
        } else if isDigit(peek) {
            while isDigit(peek) { advanceASCII() }
        } else {
            throw invalid(self, "expected a digit after '-'")
        }
        if peek == UInt8(ascii: ".") {
            advanceASCII()
            guard isDigit(peek) else { throw invalid(self, "expected a digit after the decimal point") }
            while isDigit(peek) { advanceASCII() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advanceASCII()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advanceASCII() }
            guard isDigit(peek) else { throw invalid(self, "expected a digit in the exponent") }
            while isDigit(peek) { advanceASCII() }
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw JSONSyntaxError(.numberOutOfRange, at: start, "number '\(text)' is too large; expected a value within ±1.8e308")
        }
        return JSONNode(.number(number, text: text), at: start)
    }

    /// Parses a string starting at its opening quote; leaves the scanner after the closing quote.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position
        advanceASCII() // opening quote
        var buffer: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError(.unterminatedString, at: start, "unterminated string; expected a closing '\"' before the end of the file")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string: String
                if buffer.isEmpty {
                    string = String(decoding: bytes[runStart..<index], as: UTF8.self)
                } else {
                    buffer.append(contentsOf: bytes[runStart..<index])
                    string = String(decoding: buffer, as: UTF8.self)
                }
                advanceASCII()
                return string
            } else if byte == UInt8(ascii: "\\") {
                buffer.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &buffer)
                runStart = index
            } else if byte < 0x20 {
                let name: String
                switch byte {
                case 0x0A: name = "line feed (U+000A); a string cannot span lines, expected '\\n' or a closing '\"'"
                case 0x0D: name = "carriage return (U+000D); a string cannot span lines, expected '\\r' or a closing '\"'"
                case 0x09: name = "tab (U+0009); expected '\\t'"
                default: name = "U+\(hex(UInt32(byte), digits: 4)); expected the escape '\\u\(hex(UInt32(byte), digits: 4))'"
                }
                throw JSONSyntaxError(.controlCharacter, at: position, "control character in string: \(name)")
            } else if byte < 0x80 {
                advanceASCII()
            } else {
                try skipUTF8Sequence()
            }
        }
    }

    /// Checks one multi-byte UTF-8 sequence (RFC 3629: no overlongs, no surrogates, at most U+10FFFF).
    mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default:
            throw JSONSyntaxError(.invalidUTF8, at: position, "invalid UTF-8 byte 0x\(hex(UInt32(lead), digits: 2)); expected UTF-8 text")
        }
        for k in 1..<length {
            let i = index + k
            let ok = i < bytes.count && (k == 1 ? (bytes[i] >= lower && bytes[i] <= upper) : (bytes[i] & 0xC0 == 0x80))
            guard ok else {
                throw JSONSyntaxError(.invalidUTF8, at: position,
                                      "invalid UTF-8 sequence starting with byte 0x\(hex(UInt32(lead), digits: 2)); expected UTF-8 text")
            }
        }
        index += length
        column += 1
    }

    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = position
        advanceASCII() // backslash
        guard let byte = peek else {
            throw JSONSyntaxError(.unterminatedString, at: escapeStart, "unterminated escape at the end of the file; expected a character after '\\'")
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            advanceASCII()
            let first = try hex4(escapeStart)
            var scalarValue = first
            if first >= 0xD800 && first <= 0xDBFF {
                // A high surrogate must be followed by an escaped low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart,
                                          "unpaired high surrogate '\\u\(hex(first, digits: 4))'; expected a following low surrogate '\\uDC00' ... '\\uDFFF'")
                }
                let secondStart = position
                advanceASCII(); advanceASCII()
                let second = try hex4(secondStart)
                guard second >= 0xDC00 && second <= 0xDFFF else {
                    throw JSONSyntaxError(.invalidUnicodeEscape, at: secondStart,
                                          "'\\u\(hex(second, digits: 4))' after the high surrogate '\\u\(hex(first, digits: 4))'; expected a low surrogate '\\uDC00' ... '\\uDFFF'")
                }
                scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            } else if first >= 0xDC00 && first <= 0xDFFF {
                throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart,
                                      "unpaired low surrogate '\\u\(hex(first, digits: 4))'; expected a high surrogate '\\uD800' ... '\\uDBFF' before it")
            }
            // Every value outside the surrogate range up to U+10FFFF is a scalar.
            let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
            buffer.append(contentsOf: String(Character(scalar)).utf8)
            return
        default:
            let found: String
            if byte >= 0x21 && byte < 0x7F {
                found = "'\\\(Character(Unicode.Scalar(byte)))'"
            } else {
                found = "'\\' followed by \(describe(byte))"
            }
            throw JSONSyntaxError(.invalidEscape, at: escapeStart,
                                  "invalid escape \(found) in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        advanceASCII()
    }

    /// Reads four hex digits.
    mutating func hex4(_ escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek else {
                throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart, "incomplete '\\u' escape at the end of the file; expected four hex digits")
            }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart,
                                      "invalid '\\u' escape: found \(describe(byte)); expected four hex digits")
            }
            value = value << 4 | digit
            advanceASCII()
        }
        return value
    }
}

/// Upper-case hexadecimal with at least `digits` digits.
func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
