// Independent vowels followed by a vowel sign that together look like another vowel letter
// (Devanagari A + AA looks like AA): a dotted circle goes before the sign, so the sequence shows
// as broken rather than spoofing the other letter. The sequences are Microsoft's list of invalid
// Indic clusters (the Universal Shaping Engine specification; HarfBuzz publishes it as
// ms-use/IndicShapingInvalidCluster.txt, and Unicode 16 as DoNotEmit.txt's Indic_Vowel_Letter
// entries), for the nine scripts of the Indic shaper. Documentation/Shaping.md, "Indic".
// https://learn.microsoft.com/en-us/typography/script-development/use#invalid-clusters

/// The vowel-letter constraints of the Indic shaper's preprocessing.
enum IndicVowelConstraints {
    /// Whether `first` followed by `second` is a sequence that gets a dotted circle before
    /// `second`.
    static func isConstrained(_ first: UInt32, _ second: UInt32) -> Bool {
        switch (first, second) {
        // Devanagari
        case (0x0905, 0x093A), (0x0905, 0x093B), (0x0905, 0x093E), (0x0905, 0x0945), (0x0905, 0x0946), (0x0905, 0x0949),
             (0x0905, 0x094A), (0x0905, 0x094B), (0x0905, 0x094C), (0x0905, 0x094F), (0x0905, 0x0956), (0x0905, 0x0957),
             (0x0906, 0x093A), (0x0906, 0x0945), (0x0906, 0x0946), (0x0906, 0x0947), (0x0906, 0x0948),
             (0x0909, 0x0941), (0x090F, 0x0945), (0x090F, 0x0946), (0x090F, 0x0947): return true
        // Bengali
        case (0x0985, 0x09BE), (0x098B, 0x09C3), (0x098C, 0x09E2): return true
        // Gurmukhi
        case (0x0A05, 0x0A3E), (0x0A05, 0x0A48), (0x0A05, 0x0A4C), (0x0A72, 0x0A3F), (0x0A72, 0x0A40), (0x0A72, 0x0A47),
             (0x0A73, 0x0A41), (0x0A73, 0x0A42), (0x0A73, 0x0A4B): return true
        // Gujarati
        case (0x0A85, 0x0ABE), (0x0A85, 0x0AC5), (0x0A85, 0x0AC7), (0x0A85, 0x0AC8), (0x0A85, 0x0AC9), (0x0A85, 0x0ACB),
             (0x0A85, 0x0ACC), (0x0AC5, 0x0ABE): return true
        // Oriya
        case (0x0B05, 0x0B3E), (0x0B0F, 0x0B57), (0x0B13, 0x0B57): return true
        // Tamil
        case (0x0B85, 0x0BC2): return true
        // Telugu
        case (0x0C12, 0x0C4C), (0x0C12, 0x0C55), (0x0C3F, 0x0C55), (0x0C46, 0x0C55), (0x0C4A, 0x0C55): return true
        // Kannada
        case (0x0C89, 0x0CBE), (0x0C8B, 0x0CBE), (0x0C92, 0x0CCC): return true
        // Malayalam
        case (0x0D07, 0x0D57), (0x0D09, 0x0D57), (0x0D0E, 0x0D46), (0x0D12, 0x0D3E), (0x0D12, 0x0D57): return true
        default: return false
        }
    }

    /// Inserts the dotted circles into `buffer` (characters, before normalization). The circle
    /// copies the character it goes before (cluster, mask, Unicode properties) but does not
    /// continue the grapheme before it.
    static func apply(_ buffer: inout GlyphBuffer) {
        let count = buffer.count
        guard count > 1 else { return }
        // Most text has none: look before copying anything.
        var first: Int? = nil
        var index = 0
        while index + 1 < count {
            if matchLength(buffer.infos, at: index) != nil {
                first = index
                break
            }
            index += 1
        }
        guard let first else { return }
        var output: [GlyphInfo] = Array(buffer.infos[0..<first])
        output.reserveCapacity(count + 4)
        index = first
        while index < count {
            if index + 1 < count, let length = matchLength(buffer.infos, at: index) {
                // Everything but the last character of the sequence, the circle, then the last.
                for k in index..<(index + length - 1) { output.append(buffer.infos[k]) }
                let last = buffer.infos[index + length - 1]
                var circle = last
                circle.codepoint = 0x25CC
                circle.characterFlags &= ~CharacterFlags.continuation
                output.append(circle)
                output.append(last)
                index += length
            } else {
                output.append(buffer.infos[index])
                index += 1
            }
        }
        buffer.infos = output
    }

    /// The length of the constrained sequence starting at `index` (2, or 3 for Devanagari RA,
    /// virama, I), `nil` when none starts there.
    @inline(__always)
    static func matchLength(_ infos: [GlyphInfo], at index: Int) -> Int? {
        let first = infos[index].codepoint, second = infos[index + 1].codepoint
        if first == 0x0930, second == 0x094D, index + 2 < infos.count, infos[index + 2].codepoint == 0x0907 { return 3 }
        return isConstrained(first, second) ? 2 : nil
    }
}
