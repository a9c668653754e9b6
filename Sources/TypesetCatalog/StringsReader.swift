import TypesetSupport

/// One `"key" = "value";` entry of a `.strings` file.
struct StringsEntry: Sendable, Hashable {
    var key: String
    var value: String
    var keyLocation: SourceLocation
    var valueLocation: SourceLocation
}

/// Reads `.strings` files: the old-style property list string table Apple's `genstrings` and
/// Xcode write.
///
/// - Entries are `"key" = "value";`; a key alone (`"key";`) has itself as its value. Keys and
///   values are quoted, or unquoted runs of letters, digits and `_ $ + / : . -`.
/// - Comments: `/* ... */` and `// ...` to the end of the line.
/// - Escapes in quoted strings: `\n \t \r \" \' \\ \a \b \f \v`, `\UXXXX` / `\uXXXX` (up to four
///   hex digits, UTF-16 surrogate pairs joined), octal `\NNN`; any other escaped character stands
///   for itself.
/// - Encodings: UTF-8 (with or without byte order mark), UTF-16 with byte order mark.
/// - A file that is an XML property list (a dictionary of strings) is read as one too.
///
/// The first syntax error stops the file; entries before it are kept. A key repeated in one file
/// is reported as a warning; the last value wins, as `NSBundle` keeps, in the place of the first.
enum StringsReader {
    /// The entries of the file, and its diagnostics.
    static func read(bytes: [UInt8], file: String) -> (entries: [StringsEntry], diagnostics: [Diagnostic]) {
        let text: SourceText
        switch SourceText.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let e):
            return ([], [Diagnostic(.error, at: SourceLocation(file: file, line: e.line, column: e.column), e.message)])
        }
        var probe = Cursor(text.scalars)
        while let c = probe.current, isXMLSpace(c) { probe.advance() }
        if probe.current == "<" { return readPlist(text, file: file) }

        var entries: [StringsEntry] = []
        var indexOfKey: [String: Int] = [:]
        var firstLocation: [String: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        var cursor = Cursor(text.scalars)
        do throws(ReadFailure) {
            while true {
                try skipSpaceAndComments(&cursor, file: file)
                guard !cursor.atEnd else { break }
                let keyLocation = cursor.location(file)
                guard let key = try readString(&cursor, file: file, what: "a key") else {
                    throw ReadFailure(location: keyLocation, message: "unexpected \(describe(cursor.current)); expected a quoted key")
                }
                try skipSpaceAndComments(&cursor, file: file)
                var value = key
                var valueLocation = keyLocation
                if cursor.current == "=" {
                    cursor.advance()
                    try skipSpaceAndComments(&cursor, file: file)
                    valueLocation = cursor.location(file)
                    guard let v = try readString(&cursor, file: file, what: "a value") else {
                        throw ReadFailure(location: valueLocation, message: "unexpected \(describe(cursor.current)) after = for key \"\(key)\"; expected a quoted value")
                    }
                    value = v
                    try skipSpaceAndComments(&cursor, file: file)
                }
                guard cursor.current == ";" else {
                    throw ReadFailure(location: cursor.location(file), message: "unexpected \(describe(cursor.current)) after the entry \"\(key)\"; expected ;")
                }
                cursor.advance()
                let entry = StringsEntry(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation)
                if let index = indexOfKey[key] {
                    let first = firstLocation[key] ?? entries[index].keyLocation
                    diagnostics.append(Diagnostic(.warning, at: keyLocation, "duplicate key \"\(key)\" (first at \(first.line):\(first.column)); the last value is used"))
                    entries[index] = entry
                } else {
                    indexOfKey[key] = entries.count
                    firstLocation[key] = keyLocation
                    entries.append(entry)
                }
            }
        } catch {
            diagnostics.append(error.diagnostic)
        }
        return (entries, diagnostics)
    }

    private static func readPlist(_ text: SourceText, file: String) -> (entries: [StringsEntry], diagnostics: [Diagnostic]) {
        switch PropertyListReader.read(text, file: file) {
        case .failure(let f): return ([], [f.diagnostic])
        case .success(let plist):
            guard case .dictionary(let items) = plist.kind else {
                return ([], [Diagnostic(.error, at: plist.location, "a strings property list holds \(plist.kindDescription); expected a dictionary")])
            }
            var entries: [StringsEntry] = []
            var indexOfKey: [String: Int] = [:]
            var diagnostics: [Diagnostic] = []
            for item in items {
                guard let value = item.value.string else {
                    diagnostics.append(Diagnostic(.error, at: item.value.location, "key \"\(item.key)\" holds \(item.value.kindDescription); expected a string"))
                    continue
                }
                let entry = StringsEntry(key: item.key, value: value, keyLocation: item.keyLocation, valueLocation: item.value.location)
                if let index = indexOfKey[item.key] {
                    entries[index] = entry
                } else {
                    indexOfKey[item.key] = entries.count
                    entries.append(entry)
                }
            }
            return (entries, diagnostics)
        }
    }

    private static func describe(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "end of file" }
        if scalar == "\n" || scalar == "\r" { return "end of line" }
        return "\"\(Character(scalar))\""
    }

    private static func isUnquoted(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
        default: return false
        }
    }

    private static func skipSpaceAndComments(_ cursor: inout Cursor, file: String) throws(ReadFailure) {
        while let c = cursor.current {
            if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" || c == "\u{0C}" || c == "\u{0B}" {
                cursor.advance()
            } else if cursor.startsWith("/*") {
                let start = cursor.location(file)
                cursor.advance(by: 2)
                while !cursor.startsWith("*/") {
                    guard !cursor.atEnd else { throw ReadFailure(location: start, message: "unterminated comment; expected */") }
                    cursor.advance()
                }
                cursor.advance(by: 2)
            } else if cursor.startsWith("//") {
                while let c = cursor.current, c != "\n", c != "\r" { cursor.advance() }
            } else {
                return
            }
        }
    }

    /// A quoted or unquoted string at the cursor, or nil when none starts there.
    private static func readString(_ cursor: inout Cursor, file: String, what: String) throws(ReadFailure) -> String? {
        guard let first = cursor.current else { return nil }
        if first != "\"" {
            guard isUnquoted(first), !cursor.startsWith("//"), !cursor.startsWith("/*") else { return nil }
            var s = ""
            while let c = cursor.current, isUnquoted(c), !cursor.startsWith("//"), !cursor.startsWith("/*") {
                s.unicodeScalars.append(c)
                cursor.advance()
            }
            return s
        }
        let start = cursor.location(file)
        cursor.advance()
        var result = ""
        var pendingHigh: UInt32?
        func append(_ unit: UInt32) {
            if let high = pendingHigh {
                pendingHigh = nil
                if (0xDC00...0xDFFF).contains(unit) {
                    let value = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                    if let s = Unicode.Scalar(value) { result.unicodeScalars.append(s) }
                    return
                }
                result.unicodeScalars.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(unit) { pendingHigh = unit; return }
            result.unicodeScalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
        }
        while true {
            guard let c = cursor.current else {
                throw ReadFailure(location: start, message: "unterminated string (\(what)); expected a closing \"")
            }
            if c == "\"" { cursor.advance(); break }
            if c != "\\" {
                append(c.value)
                cursor.advance()
                continue
            }
            let escapeLocation = cursor.location(file)
            cursor.advance()
            guard let e = cursor.current else { throw ReadFailure(location: escapeLocation, message: "unterminated string (\(what)) after \\") }
            cursor.advance()
            switch e {
            case "n": append(0x0A)
            case "t": append(0x09)
            case "r": append(0x0D)
            case "a": append(0x07)
            case "b": append(0x08)
            case "f": append(0x0C)
            case "v": append(0x0B)
            case "U", "u":
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let c = cursor.current, let d = hexValue(c) {
                    value = value << 4 | d
                    digits += 1
                    cursor.advance()
                }
                guard digits > 0 else {
                    throw ReadFailure(location: escapeLocation, message: "\\\(Character(e)) without hex digits; expected \\UXXXX")
                }
                append(value)
            case "0"..."7":
                var value = e.value - 0x30
                var digits = 1
                while digits < 3, let c = cursor.current, ("0"..."7").contains(c) {
                    value = value << 3 | (c.value - 0x30)
                    digits += 1
                    cursor.advance()
                }
                append(value)
            default:
                append(e.value)
            }
        }
        if pendingHigh != nil { result.unicodeScalars.append("\u{FFFD}") }
        return result
    }
}
