// Thai and Lao: SARA AM (U+0E33, Lao U+0EB3) decomposed into NIKHAHIT and SARA AA, the NIKHAHIT
// moved in front of the above-base marks before it, as HarfBuzz's Thai shaper does before
// normalization (Documentation/Shaping.md, "Thai and Lao"). Fonts then position NIKHAHIT and the
// tone marks with their own mark lookups.
// https://learn.microsoft.com/en-us/typography/script-development/thai
// The Unicode Standard, chapter 16.1 (SARA AM: "the nikhahit is rendered above ... the
// preceding consonant, with tone marks above it").

/// The Thai shaper's preprocessing of the characters.
enum ThaiShaper {
    /// SARA AM's two parts: (NIKHAHIT, SARA AA), Thai or Lao.
    static func parts(of scalar: UInt32) -> (UInt32, UInt32)? {
        switch scalar {
        case 0x0E33: return (0x0E4D, 0x0E32)
        case 0x0EB3: return (0x0ECD, 0x0EB2)
        default: return nil
        }
    }

    /// The marks drawn above the base that NIKHAHIT goes in front of: Thai MAI HAN-AKAT, the
    /// above vowels SARA I to SARA UEE, MAITAIKHU to YAMAKKAN; Lao MAI KAN, the above vowels,
    /// MAI KON, the tone marks to NIGGAHITA and YAMAKKAN.
    static func isAboveBaseMark(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0E31, 0x0E34...0x0E37, 0x0E47...0x0E4E: return true
        case 0x0EB1, 0x0EB4...0x0EB7, 0x0EBB, 0x0EC8...0x0ECE: return true
        default: return false
        }
    }

    /// Decomposes every SARA AM of `buffer` and moves its NIKHAHIT in front of the above-base
    /// marks before it; the clusters from there (or, with no such mark, from the character
    /// before) through SARA AA become one.
    static func preprocess(_ buffer: inout GlyphBuffer) {
        guard buffer.infos.contains(where: { parts(of: $0.codepoint) != nil }) else { return }
        let input = buffer.infos
        var output: [GlyphInfo] = []
        output.reserveCapacity(input.count + 4)
        for info in input {
            guard let (nikhahit, aa) = parts(of: info.codepoint) else {
                output.append(info)
                continue
            }
            var mark = info
            mark.codepoint = nikhahit
            mark.setUnicodeProperties()
            mark.characterFlags |= CharacterFlags.continuation
            var vowel = info
            vowel.codepoint = aa
            vowel.setUnicodeProperties()
            output.append(mark)
            output.append(vowel)
            let end = output.count
            var start = end - 2
            while start > 0, isAboveBaseMark(output[start - 1].codepoint) { start -= 1 }
            if start + 2 < end {
                // NIKHAHIT before the above-base marks, one cluster from the first of them.
                let moved = output.remove(at: end - 2)
                output.insert(moved, at: start)
                merge(&output, start, end)
            } else if start > 0 {
                // NIKHAHIT is a mark now: it joins the cluster before it.
                merge(&output, start - 1, end)
            }
        }
        buffer.infos = output
    }

    static func merge(_ infos: inout [GlyphInfo], _ start: Int, _ end: Int) {
        guard end - start > 1, start >= 0, end <= infos.count else { return }
        var cluster = Int.max
        for k in start..<end { cluster = min(cluster, infos[k].cluster) }
        for k in start..<end { infos[k].cluster = cluster }
    }
}

extension ThaiShaper: ScriptShaping {
    static func preprocessText(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) { preprocess(&buffer) }
}
