// The Hebrew shaper: points in HarfBuzz's order (a vowel before sheva or hiriq followed by meteg
// or a mark below keeps meteg next to it), and, for fonts that do not position marks with
// `mark`, letters with points drawn as Unicode's Hebrew presentation forms.
// As HarfBuzz's Hebrew shaper (Documentation/Shaping.md, "Hebrew").
// https://learn.microsoft.com/en-us/typography/script-development/hebrew
// Unicode chapter 9.1 (Hebrew), Alphabetic Presentation Forms U+FB1D–U+FB4F.

enum HebrewShaper {
    /// The composite of `first` and the mark `second`: the canonical composition, else (for
    /// fonts without mark positioning) the presentation form of the pair.
    static func compose(_ first: UInt32, _ second: UInt32, hasMarkPositioning: Bool) -> UInt32? {
        if let composite = UnicodeProperties.compose(first, second) { return composite }
        guard !hasMarkPositioning else { return nil }
        switch (second, first) {
        case (0x05B4, 0x05D9): return 0xFB1D // yod with hiriq
        case (0x05B7, 0x05F2): return 0xFB1F // yiddish double yod with patah
        case (0x05B7, 0x05D0): return 0xFB2E // alef with patah
        case (0x05B8, 0x05D0): return 0xFB2F // alef with qamats
        case (0x05B9, 0x05D5): return 0xFB4B // vav with holam
        case (0x05BC, 0x05D0...0x05EA): return dageshForm(first)
        case (0x05BC, 0xFB2A): return 0xFB2C // shin with shin dot, then dagesh
        case (0x05BC, 0xFB2B): return 0xFB2D // shin with sin dot, then dagesh
        case (0x05BF, 0x05D1): return 0xFB4C // bet with rafe
        case (0x05BF, 0x05DB): return 0xFB4D // kaf with rafe
        case (0x05BF, 0x05E4): return 0xFB4E // pe with rafe
        case (0x05C1, 0x05E9): return 0xFB2A // shin with shin dot
        case (0x05C1, 0xFB49): return 0xFB2C // shin with dagesh, then shin dot
        case (0x05C2, 0x05E9): return 0xFB2B // shin with sin dot
        case (0x05C2, 0xFB49): return 0xFB2D // shin with dagesh, then sin dot
        default: return nil
        }
    }

    /// The letter with dagesh (U+FB30 + the letter's offset from alef), for the letters that
    /// have one: not het, final mem, final nun, ayin or final tsadi.
    static func dageshForm(_ letter: UInt32) -> UInt32? {
        switch letter {
        case 0x05D7, 0x05DD, 0x05DF, 0x05E2, 0x05E5: nil
        default: 0xFB30 &+ (letter &- 0x05D0)
        }
    }

    /// Within the sorted marks `start..<end`: patah or qamats, then sheva or hiriq, then meteg
    /// or a mark below: the last two swap (the first such place only), one cluster.
    static func reorderMarks(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int) {
        guard end - start >= 3 else { return }
        for i in (start + 2)..<end {
            let c0 = buffer.infos[i - 2].combiningClass, c1 = buffer.infos[i - 1].combiningClass, c2 = buffer.infos[i].combiningClass
            // Modified classes: patah 20, qamats 21, sheva 22, hiriq 23, meteg 25, below 220.
            if (c0 == 20 || c0 == 21), (c1 == 22 || c1 == 23), (c2 == 25 || c2 == 220) {
                buffer.mergeClusters(i - 1, i + 1)
                buffer.infos.swapAt(i - 1, i)
                return
            }
        }
    }
}

/// Hebrew keeps the legacy `kern` table; its mark reordering and compositions are above.
extension HebrewShaper: ScriptShaping {
    static var usesKernTable: Bool { true }
}
