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
