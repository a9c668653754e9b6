/// A representative sample of English running text, as character weights, for measuring the
/// average width of a character.
///
/// Composition (our own, per 1000 characters):
/// - 180 spaces: English words average about 4.7 letters, so about one character in 5.7 is a space;
/// - 18 punctuation marks: 10 commas, 8 full stops;
/// - 25 capitals and 777 lowercase letters, both distributed by the English letter frequencies
///   published by Robert Lewand (*Cryptological Mathematics*, 2000; the table in Wikipedia's
///   "Letter frequency" article): e 12.702%, t 9.056%, a 8.167%, o 7.507%, i 6.966%, n 6.749%, ...
///
/// Scripts/expectations_style.py restates these weights to compute the same averages from
/// fontTools' advances; a Swift test compares the two.
public enum LetterFrequency {
    /// Lewand's relative frequencies of a ... z, percent.
    public static let english: [Double] = [
        8.167, 1.492, 2.782, 4.253, 12.702, 2.228, 2.015, 6.094, 6.966, 0.153, 0.772, 4.025, 2.406,
        6.749, 7.507, 1.929, 0.095, 5.987, 6.327, 9.056, 2.758, 0.978, 2.360, 0.150, 1.974, 0.074,
    ]

    /// (scalar, weight) pairs of the sample; the weights sum to 1000.
    public static let sample: [(scalar: UInt32, weight: Double)] = {
        let total = english.reduce(0, +)
        var pairs: [(UInt32, Double)] = [(0x20, 180), (0x2C, 10), (0x2E, 8)]
        for (i, percent) in english.enumerated() {
            pairs.append((0x61 + UInt32(i), 777 * percent / total))
        }
        for (i, percent) in english.enumerated() {
            pairs.append((0x41 + UInt32(i), 25 * percent / total))
        }
        return pairs
    }()

    /// The weighted average advance of the sample, in em; characters the font does not map are
    /// left out (the remaining weights are renormalised). `nil` when none is mapped.
    public static func averageAdvance(_ advances: CharacterAdvances) -> Double? {
        var sum = 0.0, weights = 0.0
        for (scalar, weight) in sample {
            guard let advance = advances.advance(of: scalar) else { continue }
            sum += weight * Double(advance)
            weights += weight
        }
        guard weights > 0 else { return nil }
        return sum / weights / Double(advances.unitsPerEm)
    }
}
