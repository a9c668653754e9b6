// References between design tokens: a value that is a whole `{group.token}` string stands for
// the value of the token at that dotted path (Design Tokens Format Module, "Aliases / References":
// https://tr.designtokens.org/format/#aliases-references).

import TypesetSupport

/// The reference syntax `{group.token}`: the path a value refers to, and the text of a chain of
/// references for messages.
enum TokenReference {
    /// The dotted path inside `{...}` when the whole string is a reference, else `nil`.
    static func path(_ node: JSONNode) -> String? {
        guard case .string(let text) = node.value else { return nil }
        return path(text)
    }

    /// The dotted path inside `{...}` when the whole text is a reference, else `nil`.
    static func path(_ text: String) -> String? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// `{a} → {b} → {c}`; a long chain shows its first and last six names around how many are left out.
    static func chain(_ names: [String]) -> String {
        let shown = names.count <= 14 ? names : Array(names.prefix(6)) + ["… \(names.count - 12) more …"] + Array(names.suffix(6))
        return shown.enumerated().map { index, name in
            names.count > 14 && index == 6 ? name : "{\(name)}"
        }.joined(separator: " → ")
    }
}
