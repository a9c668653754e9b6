/// One format specifier in a catalogue string.
public struct FormatSpecifier: Sendable, Hashable {
    /// What the specifier stands for.
    public enum Kind: Sendable, Hashable {
        /// An argument: `%@`, `%d`, `%1$s`, `%.2f`, `%lld` ...
        case argument
        /// `%%`: a percent sign.
        case percent
        /// `%n` (Java and Android): a line break.
        case lineBreak
        /// `%#@name@` or `%2$#@name@` (`.stringsdict` and `.xcstrings`): a variable that the
        /// catalogue's plural rules replace before formatting.
        case variable(String)
    }

    /// The kind.
    public var kind: Kind
    /// The specifier as written.
    public var text: String
    /// Its range in the string, in Unicode scalar offsets.
    public var range: Range<Int>
    /// The explicit 1-based argument position (`%2$@` → 2), or nil.
    public var position: Int?
    /// The conversion character (`@`, `d`, `s`, `f`, ...), or nil for `%%`, `%n` and variables.
    public var conversion: Character?
    /// The length modifier (`l`, `ll`, `h`, `hh`, `q`, `L`, `z`, `t`, `j`) or "".
    public var lengthModifier: String
    /// The flags (`-`, `+`, space, `#`, `0`, `'`, `,`, `(`) as written.
    public var flags: String
    /// The minimum field width, or nil (also nil for `*`).
    public var width: Int?
}

/// A specifier that could not be read, or an argument that is missing.
public struct FormatProblem: Sendable, Hashable, CustomStringConvertible {
    /// The Unicode scalar offset of the `%` concerned.
    public var offset: Int
    /// What is wrong.
    public var message: String

    /// `offset: message`.
    public var description: String { "\(offset): \(message)" }
}

/// printf-style format strings as Foundation (`String(format:)`, `NSString`) and Java/Android
/// (`String.format`, `getString(id, args)`) write them.
///
/// Grammar read: `%` [position `N$`] [flags `-+ #0',(`] [width `N` or `*`] [`.` precision `N` or
/// `*`] [length `hh h ll l q L z t j`] conversion (`@ d D i u U x X o O f F e E g G a A c C s S p`,
/// and Java's `b B h H`); `%%`; Java's `%n`; `.stringsdict`/`.xcstrings` variables `%#@name@`.
/// Anything else after `%` is reported and left as written. Nothing here traps: widths and positions
/// are capped at 9,999.
public enum FormatString {
    private static let conversions: Set<Unicode.Scalar> = ["@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E",
                                                           "g", "G", "a", "A", "c", "C", "s", "S", "p", "b", "B", "h", "H"]
    private static let flagScalars: Set<Unicode.Scalar> = ["-", "+", " ", "#", "0", "'", ",", "("]

    /// Every specifier in `text`, in order, and what could not be read.
    public static func parse(_ text: String) -> (specifiers: [FormatSpecifier], problems: [FormatProblem]) {
        let s = Array(text.unicodeScalars)
        var specifiers: [FormatSpecifier] = []
        var problems: [FormatProblem] = []
        var i = 0
        while i < s.count {
            guard s[i] == "%" else { i += 1; continue }
            let start = i
            if let spec = readSpecifier(s, at: start) {
                specifiers.append(spec)
                i = spec.range.upperBound
            } else {
                let next = start + 1 < s.count ? "\"%\(Character(s[start + 1]))\"" : "a % at the end"
                problems.append(FormatProblem(offset: start, message: "unknown format specifier \(next); expected a conversion such as %@, %d, %s or %%"))
                i = start + 1
            }
        }
        return (specifiers, problems)
    }

    /// The specifiers of `text` (unreadable ones left out).
    public static func specifiers(in text: String) -> [FormatSpecifier] { parse(text).specifiers }

    /// `text` with every `%#@name@` (or `%N$#@name@`) variable named `name` replaced by `replacement`.
    public static func replaceVariable(_ name: String, in text: String, with replacement: String) -> String {
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var cursor = 0
        for spec in specifiers(in: text) {
            guard case .variable(let found) = spec.kind, found == name else { continue }
            out.append(contentsOf: s[cursor..<spec.range.lowerBound])
            out.append(contentsOf: replacement.unicodeScalars)
            cursor = spec.range.upperBound
        }
        out.append(contentsOf: s[cursor...])
        return String(out)
    }

    /// The names of the `%#@name@` variables in `text`, each once, in order.
    public static func substitutionNames(in text: String) -> [String] {
        var names: [String] = []
        for spec in specifiers(in: text) {
            if case .variable(let name) = spec.kind, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `text` with its argument specifiers replaced by `arguments` (the n-th non-positional
    /// specifier takes `arguments[n]`, `%N$…` takes `arguments[N-1]`), `%%` by `%` and `%n` by a
    /// line break. Arguments are inserted as written (no number formatting), padded with spaces
    /// (or zeros with the `0` flag) to the specifier's width. A specifier without an argument, an
    /// unreadable one and a `%#@name@` variable stay as written.
    public static func substitute(_ text: String, arguments: [String]) -> String {
        substituteReporting(text, arguments: arguments).text
    }

    /// ``substitute(_:arguments:)`` with the problems found: unreadable specifiers, missing
    /// arguments and variables left in the text.
    public static func substituteReporting(_ text: String, arguments: [String]) -> (text: String, problems: [FormatProblem]) {
        let s = Array(text.unicodeScalars)
        let (specifiers, parseProblems) = parse(text)
        var problems = parseProblems
        var out = String.UnicodeScalarView()
        var cursor = 0
        var sequential = 0
        for spec in specifiers {
            out.append(contentsOf: s[cursor..<spec.range.lowerBound])
            cursor = spec.range.upperBound
            switch spec.kind {
            case .percent: out.append("%")
            case .lineBreak: out.append("\n")
            case .variable(let name):
                problems.append(FormatProblem(offset: spec.range.lowerBound, message: "variable %#@\(name)@ is not expanded; expected the catalogue's plural forms to replace it"))
                out.append(contentsOf: spec.text.unicodeScalars)
            case .argument:
                let index: Int
                if let position = spec.position { index = position - 1 } else { index = sequential; sequential += 1 }
                guard index >= 0, index < arguments.count else {
                    problems.append(FormatProblem(offset: spec.range.lowerBound, message: "no argument for \(spec.text) (argument \(index + 1); \(arguments.count) given)"))
                    out.append(contentsOf: spec.text.unicodeScalars)
                    continue
                }
                var value = arguments[index]
                if let width = spec.width {
                    let missing = width - value.count
                    if missing > 0 {
                        if spec.flags.contains("-") {
                            value += String(repeating: " ", count: missing)
                        } else if spec.flags.contains("0") {
                            let negative = value.hasPrefix("-")
                            let digits = negative ? String(value.dropFirst()) : value
                            value = (negative ? "-" : "") + String(repeating: "0", count: missing) + digits
                        } else {
                            value = String(repeating: " ", count: missing) + value
                        }
                    }
                }
                out.append(contentsOf: value.unicodeScalars)
            }
        }
        out.append(contentsOf: s[cursor...])
        return (String(out), problems)
    }

    /// A decimal number of at most 4 digits at `i`, or nil; advances `i` past all its digits.
    private static func number(_ s: [Unicode.Scalar], _ i: inout Int) -> Int? {
        var value = 0
        var digits = 0
        while i < s.count, ("0"..."9").contains(s[i]) {
            if digits < 4 { value = value * 10 + Int(s[i].value - 0x30) }
            digits += 1
            i += 1
        }
        return digits == 0 ? nil : value
    }

    private static func readSpecifier(_ s: [Unicode.Scalar], at start: Int) -> FormatSpecifier? {
        var i = start + 1
        guard i < s.count else { return nil }
        func make(_ kind: FormatSpecifier.Kind, end: Int, position: Int? = nil, conversion: Character? = nil,
                  length: String = "", flags: String = "", width: Int? = nil) -> FormatSpecifier {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: s[start..<end])
            return FormatSpecifier(kind: kind, text: String(text), range: start..<end, position: position,
                                   conversion: conversion, lengthModifier: length, flags: flags, width: width)
        }
        if s[i] == "%" { return make(.percent, end: i + 1) }
        if s[i] == "n" { return make(.lineBreak, end: i + 1) }
        // `%#@name@`, or with a position, `%2$#@name@`.
        var variableStart = i
        var probeVariable = i
        if let n = number(s, &probeVariable), n >= 1, probeVariable < s.count, s[probeVariable] == "$" { variableStart = probeVariable + 1 }
        if variableStart < s.count, s[variableStart] == "#", variableStart + 1 < s.count, s[variableStart + 1] == "@" {
            var j = variableStart + 2
            var name = ""
            while j < s.count, s[j] != "@", s[j] != "%", !s[j].properties.isWhitespace {
                name.unicodeScalars.append(s[j])
                j += 1
            }
            if j < s.count, s[j] == "@", !name.isEmpty { return make(.variable(name), end: j + 1) }
            // Not a variable: fall through and read `%#@` as an object with the # flag.
        }
        var position: Int?
        var probe = i
        if let n = number(s, &probe), probe < s.count, s[probe] == "$" {
            guard n >= 1 else { return nil }
            position = n
            i = probe + 1
        }
        var flags = ""
        while i < s.count, flagScalars.contains(s[i]) {
            flags.unicodeScalars.append(s[i])
            i += 1
        }
        var width: Int?
        if i < s.count, s[i] == "*" { i += 1 } else { width = number(s, &i) }
        if i < s.count, s[i] == "." {
            i += 1
            if i < s.count, s[i] == "*" { i += 1 } else { _ = number(s, &i) }
        }
        var length = ""
        for candidate in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let scalars = Array(candidate.unicodeScalars)
            if i + scalars.count <= s.count, Array(s[i..<(i + scalars.count)]) == scalars {
                length = candidate
                i += scalars.count
                break
            }
        }
        guard i < s.count, conversions.contains(s[i]) else { return nil }
        return make(.argument, end: i + 1, position: position, conversion: Character(s[i]), length: length, flags: flags, width: width)
    }
}
