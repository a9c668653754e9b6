import TypesetSupport

/// A small HTML builder: escaped text, deterministic attribute order, no dependencies.
struct HTML {
    private(set) var text = ""

    static func escape(_ string: String) -> String { QuotedText.html(string) }

    mutating func raw(_ html: String) { text += html }

    mutating func line(_ html: String) { text += html + "\n" }

    /// `<tag attributes>escaped content</tag>`.
    mutating func element(_ tag: String, _ attributes: [(String, String)] = [], _ content: String) {
        text += open(tag, attributes) + HTML.escape(content) + "</\(tag)>\n"
    }

    func open(_ tag: String, _ attributes: [(String, String)] = []) -> String {
        "<\(tag)" + attributes.map { " \($0.0)=\"\(HTML.escape($0.1))\"" }.joined() + ">"
    }
}

/// Numbers as the page shows them: up to 3 decimals, no trailing zeros; the exact value goes in
/// a `data-value` attribute so tests and scripts can read it back.
func shown(_ value: Double) -> String {
    guard value.isFinite else { return "—" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return "\(rounded)"
}

/// The exact value of a number, as Swift prints a Double (round-trips).
func exact(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }
