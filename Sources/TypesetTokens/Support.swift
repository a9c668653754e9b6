#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Font weight keywords of the DTCG format's `fontWeight` type (Design Tokens Format Module,
/// "Font weight": a number in [1, 1000] or one of these names; the 2025.10 draft lists the same
/// table as CSS Fonts' common weight names plus 950 for extra-black/ultra-black).
enum WeightNames {
    static let dtcg: [(name: String, weight: Int)] = [
        ("thin", 100), ("hairline", 100),
        ("extra-light", 200), ("ultra-light", 200),
        ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400),
        ("medium", 500),
        ("semi-bold", 600), ("demi-bold", 600),
        ("bold", 700),
        ("extra-bold", 800), ("ultra-bold", 800),
        ("black", 900), ("heavy", 900),
        ("extra-black", 950), ("ultra-black", 950),
    ]

    static func dtcgWeight(_ name: String) -> Int? {
        dtcg.first { $0.name == name }?.weight
    }

    static var dtcgList: String { dtcg.map(\.name).joined(separator: ", ") }

    /// Tokens Studio / Figma style names ("Semi Bold", "SemiBold", "Bold Italic"), compared with
    /// case, spaces, hyphens and underscores removed. Returns the weight and whether the name
    /// asks for italic.
    static func studioWeight(_ text: String) -> (weight: Int, italic: Bool)? {
        var key = String(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" }.map(Character.init))
        var italic = false
        for suffix in ["italic", "oblique"] where key.hasSuffix(suffix) {
            italic = true
            key.removeLast(suffix.count)
        }
        if key.isEmpty { return italic ? (400, true) : nil }
        if let number = Int(key), (1...1000).contains(number) { return (number, italic) }
        let table: [String: Int] = [
            "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
            "regular": 400, "normal": 400, "book": 400, "roman": 400, "medium": 500,
            "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
            "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
        ]
        guard let weight = table[key] else { return nil }
        return (weight, italic)
    }

    static let studioList = "Thin, Hairline, Extra Light, Ultra Light, Light, Regular, Normal, Book, Medium, Semi Bold, Demi Bold, Bold, Extra Bold, Ultra Bold, Black, Heavy, Extra Black, Ultra Black (each optionally followed by Italic), or a number 1...1000"
}

/// The closest candidate by edit distance (case-insensitive), if it is close enough to be a likely typo.
func nearest(_ word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    guard target.count <= 64 else { return nil }
    var best: (distance: Int, name: String)? = nil
    for candidate in candidates {
        let c = Array(candidate.lowercased().unicodeScalars)
        guard c.count <= 128 else { continue }
        var previous = Array(0...c.count)
        var current = [Int](repeating: 0, count: c.count + 1)
        for i in 1...max(target.count, 1) where !target.isEmpty {
            current[0] = i
            for j in 1...max(c.count, 1) where !c.isEmpty {
                let cost = target[i - 1] == c[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        let distance = target.isEmpty ? c.count : previous[c.count]
        if distance < (best?.distance ?? Int.max) { best = (distance, candidate) }
    }
    guard let best, best.distance <= max(2, target.count / 3) else { return nil }
    return best.name
}
