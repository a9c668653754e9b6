import Foundation
import TypesetTestSupport
import Typeset

/// Paths inside the repository for the style tests, found from this file's location.
enum StyleRepo {
    static let root = Repository.root

    static func path(_ relative: String) -> String { Repository.path(relative) }
}

/// A small deterministic PRNG (SplitMix64) for seeded property tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Relative-or-absolute closeness for floating-point comparisons.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// The system font style at a size and line height.
func systemStyle(_ size: Double, _ lineHeight: LineHeight = .font) -> TextStyle {
    TextStyle(font: .system(), pointSize: size, lineHeight: lineHeight)
}
