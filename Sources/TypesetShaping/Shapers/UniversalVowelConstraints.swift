// Vowel-letter spoofing: an independent vowel followed by a vowel sign that together look like
// another independent vowel (Devanagari A + sign AA reads as AA) gets a dotted circle before
// the sign, so the sequence shows as broken. The sequences are Microsoft's list for the USE
// (IndicShapingInvalidCluster.txt, 2019-11-08), as HarfBuzz applies it before normalization.
// https://learn.microsoft.com/en-us/typography/script-development/use#invalid-clusters

import TypesetFont

enum UniversalVowelConstraints {
    /// The prohibited sequences by first character: each tail completes one (a dotted circle
    /// goes before the tail's last character).
    static let sequences: [UInt32: [[UInt32]]] = {
        var table: [UInt32: [[UInt32]]] = [:]
        func add(_ first: UInt32, _ seconds: [UInt32]) { for second in seconds { table[first, default: []].append([second]) } }
        // Devanagari
        add(0x0905, [0x093A, 0x093B, 0x093E, 0x0945, 0x0946, 0x0949, 0x094A, 0x094B, 0x094C, 0x094F, 0x0956, 0x0957])
        add(0x0906, [0x093A, 0x0945, 0x0946, 0x0947, 0x0948])
        add(0x0909, [0x0941])
        add(0x090F, [0x0945, 0x0946, 0x0947])
        table[0x0930, default: []].append([0x094D, 0x0907])
        // Bengali
        add(0x0985, [0x09BE]); add(0x098B, [0x09C3]); add(0x098C, [0x09E2])
        // Gurmukhi
        add(0x0A05, [0x0A3E, 0x0A48, 0x0A4C]); add(0x0A72, [0x0A3F, 0x0A40, 0x0A47]); add(0x0A73, [0x0A41, 0x0A42, 0x0A4B])
        // Gujarati
        add(0x0A85, [0x0ABE, 0x0AC5, 0x0AC7, 0x0AC8, 0x0AC9, 0x0ACB, 0x0ACC]); add(0x0AC5, [0x0ABE])
        // Oriya
        add(0x0B05, [0x0B3E]); add(0x0B0F, [0x0B57]); add(0x0B13, [0x0B57])
        // Tamil
        add(0x0B85, [0x0BC2])
        // Telugu
        add(0x0C12, [0x0C4C, 0x0C55]); add(0x0C3F, [0x0C55]); add(0x0C46, [0x0C55]); add(0x0C4A, [0x0C55])
        // Kannada
        add(0x0C89, [0x0CBE]); add(0x0C8B, [0x0CBE]); add(0x0C92, [0x0CCC])
        // Malayalam
        add(0x0D07, [0x0D57]); add(0x0D09, [0x0D57]); add(0x0D0E, [0x0D46]); add(0x0D12, [0x0D3E, 0x0D57])
        // Sinhala
        add(0x0D85, [0x0DCF, 0x0DD0, 0x0DD1]); add(0x0D8B, [0x0DDF]); add(0x0D8F, [0x0DDF]); add(0x0D94, [0x0DDF])
        add(0x0D8D, [0x0DD8]); add(0x0D91, [0x0DCA, 0x0DD9, 0x0DDA, 0x0DDC, 0x0DDD, 0x0DDE])
        // Brahmi
        add(0x11005, [0x11038]); add(0x1100B, [0x1103E]); add(0x1100F, [0x11042])
        // Khojki
        add(0x11200, [0x1122C, 0x11231, 0x11233]); add(0x11206, [0x1122C]); add(0x1122C, [0x11230, 0x11231])
        add(0x11240, [0x1122E])
        // Khudawadi
        add(0x112B0, [0x112E0, 0x112E5, 0x112E6, 0x112E7, 0x112E8])
        // Tirhuta
        add(0x11481, [0x114B0]); add(0x1148B, [0x114BA]); add(0x1148D, [0x114BA]); add(0x114AA, [0x114B5, 0x114B6])
        // Modi
        add(0x11600, [0x11639, 0x1163A]); add(0x11601, [0x11639, 0x1163A])
        // Takri
        add(0x11680, [0x116AD, 0x116B4, 0x116B5]); add(0x11686, [0x116B2])
        return table
    }()

    /// Inserts the dotted circles into a run of the script `scriptTag` (only that script's
    /// sequences apply, as HarfBuzz reads the buffer's script). The circle copies the
    /// character it precedes (cluster, properties) but does not continue a grapheme.
    static func apply(_ buffer: inout GlyphBuffer, scriptTag: Tag?) {
        guard let scriptTag, buffer.count > 1 else { return }
        let table = sequences
        guard buffer.infos.contains(where: { table[$0.codepoint] != nil }) else { return }
        var output: [GlyphInfo] = []
        output.reserveCapacity(buffer.count + 2)
        var index = 0
        let count = buffer.count
        while index < count {
            let info = buffer.infos[index]
            var matched = 0
            if index + 1 < count, let tails = table[info.codepoint],
               UnicodeScript.of(info.codepoint).openTypeTags.contains(scriptTag) {
                for tail in tails where index + tail.count < count {
                    var equal = true
                    for (offset, scalar) in tail.enumerated() where buffer.infos[index + 1 + offset].codepoint != scalar {
                        equal = false
                        break
                    }
                    if equal {
                        matched = tail.count
                        break
                    }
                }
            }
            guard matched > 0 else {
                output.append(info)
                index += 1
                continue
            }
            // The sequence up to its last character, the circle, the last character.
            for k in index..<(index + matched) { output.append(buffer.infos[k]) }
            let last = buffer.infos[index + matched]
            var circle = last
            circle.codepoint = 0x25CC
            circle.characterFlags &= ~CharacterFlags.continuation
            output.append(circle)
            output.append(last)
            index += matched + 1
        }
        buffer.infos = output
    }
}
