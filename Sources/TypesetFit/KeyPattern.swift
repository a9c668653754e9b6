/// A pattern over string keys, as shell globs write them: `*` any run of characters (dots
/// included), `?` one character, `[abc]` / `[a-z]` / `[!abc]` one character of a set; anything
/// else stands for itself. `settings.*` matches `settings.title` and `settings.privacy.footer`.
public struct KeyPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    let elements: [Element]

    enum Element: Sendable, Hashable {
        case character(Character)
        case any
        case anyRun
        case set([ClosedRange<Character>], negated: Bool)
    }

    /// A pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        var elements: [Element] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*":
                if elements.last != .anyRun { elements.append(.anyRun) }
            case "?":
                elements.append(.any)
            case "[":
                // A set up to the next "]" (a "]" first in the set stands for itself); with no
                // closing bracket, "[" is a character.
                var end = index + 1
                if end < characters.count, characters[end] == "!" { end += 1 }
                if end < characters.count, characters[end] == "]" { end += 1 }
                while end < characters.count, characters[end] != "]" { end += 1 }
                guard end < characters.count else {
                    elements.append(.character("["))
                    break
                }
                var body = Array(characters[(index + 1)..<end])
                let negated = body.first == "!"
                if negated { body.removeFirst() }
                var ranges: [ClosedRange<Character>] = []
                var k = 0
                while k < body.count {
                    if k + 2 < body.count, body[k + 1] == "-", body[k] <= body[k + 2] {
                        ranges.append(body[k]...body[k + 2])
                        k += 3
                    } else {
                        ranges.append(body[k]...body[k])
                        k += 1
                    }
                }
                elements.append(.set(ranges, negated: negated))
                index = end
            default:
                elements.append(.character(character))
            }
            index += 1
        }
        self.elements = elements
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// What is wrong with a pattern, and where: the 0-based index of the Unicode scalar it starts at.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The index in the pattern's Unicode scalars of the character at fault.
        public var scalarOffset: Int
        /// What is wrong.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// The first problem with `pattern` as a glob, or `nil` when it has none: a `[` that opens a
    /// set no `]` closes (``init(_:)`` would read it as a plain `[`, silently matching other keys
    /// than meant; `[[]` is a literal `[`), and a range written backwards (`[z-a]`). Sets follow
    /// POSIX shell globs (IEEE Std 1003.1, "Pattern Matching Notation"): `!` first negates, a `]`
    /// first (after the `!`) stands for itself.
    public static func problem(in pattern: String) -> Problem? {
        let characters = Array(pattern)
        var scalarOffsets: [Int] = []
        scalarOffsets.reserveCapacity(characters.count)
        var offset = 0
        for character in characters {
            scalarOffsets.append(offset)
            offset += character.unicodeScalars.count
        }
        var index = 0
        while index < characters.count {
            guard characters[index] == "[" else {
                index += 1
                continue
            }
            var end = index + 1
            if end < characters.count, characters[end] == "!" { end += 1 }
            let bodyStart = end
            if end < characters.count, characters[end] == "]" { end += 1 }
            while end < characters.count, characters[end] != "]" { end += 1 }
            guard end < characters.count else {
                return Problem(scalarOffset: scalarOffsets[index],
                               message: "unclosed \"[\" in the key pattern \"\(pattern)\": a set needs a closing \"]\" (\"[[]\" matches a \"[\")")
            }
            var k = bodyStart
            while k < end {
                if k + 2 < end, characters[k + 1] == "-" {
                    if characters[k] > characters[k + 2] {
                        return Problem(scalarOffset: scalarOffsets[k],
                                       message: "the range \"\(characters[k])-\(characters[k + 2])\" in the key pattern \"\(pattern)\" is backwards (write \"\(characters[k + 2])-\(characters[k])\")")
                    }
                    k += 3
                } else {
                    k += 1
                }
            }
            index = end + 1
        }
        return nil
    }

    /// Whether `key` matches the whole pattern.
    public func matches(_ key: String) -> Bool {
        let text = Array(key)
        // Iterative matching with one backtrack point for the last `*` (linear in practice,
        // never recursive).
        var t = 0, p = 0
        var starP = -1, starT = 0
        while t < text.count {
            if p < elements.count {
                switch elements[p] {
                case .anyRun:
                    starP = p
                    starT = t
                    p += 1
                    continue
                case .any:
                    t += 1
                    p += 1
                    continue
                case .character(let c) where c == text[t]:
                    t += 1
                    p += 1
                    continue
                case .set(let ranges, let negated) where ranges.contains(where: { $0.contains(text[t]) }) != negated:
                    t += 1
                    p += 1
                    continue
                default:
                    break
                }
            }
            guard starP >= 0 else { return false }
            p = starP + 1
            starT += 1
            t = starT
        }
        while p < elements.count, elements[p] == .anyRun { p += 1 }
        return p == elements.count
    }
}
