import TypesetSupport
/// Swift source text helpers for the generators: identifiers, literals, indentation.
enum SwiftSource {
    /// Swift's reserved words (declarations, statements, expressions and types, The Swift
    /// Programming Language, "Lexical Structure > Keywords and Punctuation"), escaped with
    /// backticks when a token name is one of them.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_",
    ]

    /// Names the generated types use for their own members; a style with one of these names
    /// gets the suffix `Style`.
    static let reservedMembers: Set<String> = ["all", "fontFiles", "init", "self", "Type", "Protocol", "style", "font",
                                               "tokenPaths", "registerFonts"]

    /// A lowerCamelCase identifier from a token name path: words split at anything that is not
    /// a letter or digit, the first word lowercased at its start, the others capitalised
    /// (`["typography", "body-large"]` -> `typographyBodyLarge`). Non-ASCII letters are kept as
    /// they are when Swift accepts them in identifiers; a leading digit gets a `_` before it.
    static func identifier(_ components: [String]) -> String {
        var words: [String] = []
        for component in components {
            var word = ""
            for scalar in component.unicodeScalars {
                if isIdentifierScalar(scalar) {
                    word.unicodeScalars.append(scalar)
                } else if !word.isEmpty {
                    words.append(word)
                    word = ""
                }
            }
            if !word.isEmpty { words.append(word) }
        }
        var name = ""
        for (index, word) in words.enumerated() {
            guard let first = word.first else { continue }
            if index == 0 {
                // Lowercase a leading capital unless the word is all capitals (an acronym like "H1" stays "h1").
                name += first.lowercased() + word.dropFirst()
            } else {
                name += first.uppercased() + word.dropFirst()
            }
        }
        if name.isEmpty { name = "style" }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return name
    }

    /// Letters and digits that Swift accepts in identifiers (ASCII, and alphabetic scalars above
    /// U+007F: a conservative subset of the grammar's ranges). `_` separates words like `-`.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case 0x00...0x7F: return false
        default:
            let properties = scalar.properties
            return properties.isAlphabetic && !properties.isWhitespace
        }
    }

    /// `name` with backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Unique identifiers for `paths`, in order: each path without the leading components every
    /// path shares (`typography.body` -> `body` when all tokens are under `typography`; the last
    /// component always stays), camel-cased; a reserved member name gets `Style` appended;
    /// repeats get 2, 3, ... in document order, so the result depends only on the file.
    static func identifiers(for paths: [[String]]) -> [String] {
        var common = 0
        if let first = paths.first, paths.count > 1 {
            let shortest = paths.map(\.count).min() ?? 0
            while common < shortest - 1, paths.allSatisfy({ $0[common] == first[common] }) { common += 1 }
        } else if let first = paths.first {
            common = max(0, first.count - 1)
        }
        var used: Set<String> = []
        var names: [String] = []
        for path in paths {
            var base = identifier(Array(path.dropFirst(common)))
            if reservedMembers.contains(base) { base += "Style" }
            var name = base
            var counter = 2
            while used.contains(name) {
                name = base + String(counter)
                counter += 1
            }
            used.insert(name)
            names.append(name)
        }
        return names
    }

    /// A string literal.
    static func string(_ text: String) -> String { QuotedText.swift(text) }

    /// Text for a doc comment: one line, C0 controls and DEL as spaces, and the other characters
    /// ``TerminalText`` escapes (C1 controls, bidirectional formatting characters, U+2028 and
    /// U+2029) written as `\u{202E}`, so a name cannot reorder or split the comment it is in.
    static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += " "
            } else if TerminalText.isEscaped(scalar) {
                out += TerminalText.escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A floating-point literal: the shortest text that reads back as the same `Double` (Swift's
    /// own `description`), whole numbers without `.0`. The caller makes sure `value` is finite.
    static func number(_ value: Double) -> String { NumberText.shortest(value) }

    /// An optional number literal.
    static func number(_ value: Double?) -> String {
        value.map { number($0) } ?? "nil"
    }
}
