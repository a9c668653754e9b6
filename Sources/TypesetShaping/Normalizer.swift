// Characters to glyphs against what the font has: canonical decomposition where the font lacks
// a precomposed letter, mark reordering by combining class, recomposition where it has one,
// space and hyphen fallbacks. As HarfBuzz's "composed diacritics" normalization (UAX #15 forms
// chosen per font rather than NFC or NFD). Rules: Documentation/Shaping.md.
// https://www.unicode.org/reports/tr15/

import TypesetFont

/// The space a missing space character is drawn as: the font's space glyph, with this width.
enum SpaceFallback {
    /// 1...16: one n-th of an em.
    static let fourEighteenthsEm: UInt8 = 17
    static let figure: UInt8 = 18
    static let punctuation: UInt8 = 19
    static let narrow: UInt8 = 20
    /// The space glyph with its own advance (no-break space).
    static let space: UInt8 = 21

    /// The fallback kind of `scalar`, 0 when it is not a space with a fallback.
    static func kind(of scalar: UInt32) -> UInt8 {
        switch scalar {
        case 0x00A0: space
        case 0x2000, 0x2002: 2
        case 0x2001, 0x2003, 0x3000: 1
        case 0x2004: 3
        case 0x2005: 4
        case 0x2006: 6
        case 0x2007: figure
        case 0x2008: punctuation
        case 0x2009: 5
        case 0x200A: 16
        case 0x202F: narrow
        case 0x205F: fourEighteenthsEm
        default: 0
        }
    }
}

/// Normalization as `Shaper` asks for it: whether decomposed sequences are recomposed and
/// clusters with marks fully decomposed first ("composed diacritics"; without it a character
/// is decomposed only when the font lacks it, the Hangul shaper's mode), whether a character
/// the font has is kept without trying its decomposition first (HarfBuzz's short circuit; the
/// syllabic shapers decompose whatever the font can draw decomposed), its decompositions,
/// compositions and mark reordering.
struct Normalizer<Shaper: ScriptShaping> {
    let face: ShapingFont
    var composes: Bool { Shaper.composes }
    var shortCircuits: Bool { Shaper.shortCircuits }
    /// Whether the plan positions marks with `mark` (the Hebrew shaper's compositions).
    var hasMarkPositioning = true

    @inline(__always)
    func glyph(_ scalar: UInt32) -> GlyphID? { face.tables.glyph(for: scalar) }

    /// Maps and normalizes `buffer` in place.
    func run(_ buffer: inout GlyphBuffer) {
        // Most runs: no marks, every character in the font; mapped where they are.
        let total = buffer.count
        var simple = true
        let tables = face.tables
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            for position in 0..<total {
                // Without short cuts, a character with a decomposition goes the long way.
                if !shortCircuits, decomposition(of: infos[position].codepoint) != nil {
                    simple = false
                    return
                }
                if position + 1 < total, infos[position + 1].isUnicodeMark {
                    simple = false
                    return
                }
                guard let mapped = tables.glyph(for: infos[position].codepoint) else {
                    simple = false
                    return
                }
                infos[position].glyph = mapped
            }
        }
        if simple { return }
        let input = buffer.infos
        var output: [GlyphInfo] = []
        output.reserveCapacity(input.count + 4)
        var allSimple = true
        var start = 0
        // Round 1: decompose. A character followed by marks starts a cluster that is
        // decomposed as far as the font allows; other characters keep their precomposed glyph
        // when the font has one.
        while start < input.count {
            var end = start + 1
            while end < input.count, input[end].isUnicodeMark { end += 1 }
            if end - start == 1 || !composes {
                if end - start > 1 { allSimple = false }
                // Several characters here only when the shaper does not compose (Hangul, Zawgyi).
                let shortest = end - start > 1 || shortCircuits
                for position in start..<end { decomposeCharacter(input[position], shortest: shortest, into: &output) }
            } else {
                allSimple = false
                if input[start..<end].contains(where: { UnicodeProperties.isVariationSelector($0.codepoint) }) {
                    variationSelectorCluster(input[start..<end], into: &output)
                } else {
                    for position in start..<end { decomposeCharacter(input[position], shortest: false, into: &output) }
                }
            }
            start = end
        }
        buffer.infos = output
        guard !allSimple else { return }
        // Round 2: marks in canonical order (stable sort by combining class).
        var position = 0
        while position < buffer.count {
            guard buffer.infos[position].combiningClass != 0 else {
                position += 1
                continue
            }
            var end = position + 1
            while end < buffer.count, buffer.infos[end].combiningClass != 0 { end += 1 }
            if end - position <= 32 {
                sortMarks(&buffer, position, end)
                Shaper.reorderMarks(&buffer, position, end)
            }
            position = end
        }
        // A combining grapheme joiner that kept no marks out of order is skipped like any
        // default ignorable.
        if buffer.count > 2 {
            for index in 1..<(buffer.count - 1) where buffer.infos[index].codepoint == 0x034F {
                let next = buffer.infos[index + 1].combiningClass
                if next == 0 || buffer.infos[index - 1].combiningClass <= next {
                    buffer.infos[index].characterFlags &= ~CharacterFlags.hidden
                }
            }
        }
        // Round 3: recompose a mark with its starter when the font has the composite.
        guard composes, buffer.count > 1 else { return }
        var composed: [GlyphInfo] = [buffer.infos[0]]
        composed.reserveCapacity(buffer.count)
        var starter = 0
        for read in 1..<buffer.count {
            let current = buffer.infos[read]
            if current.isUnicodeMark,
               starter == composed.count - 1 || composed[composed.count - 1].combiningClass < current.combiningClass,
               let composite = compose(composed[starter].codepoint, current.codepoint),
               let compositeGlyph = glyph(composite) {
                // The starter's cluster takes in everything up to this mark.
                var cluster = current.cluster
                for k in starter..<composed.count { cluster = min(cluster, composed[k].cluster) }
                for k in starter..<composed.count { composed[k].cluster = cluster }
                composed[starter].codepoint = composite
                composed[starter].glyph = compositeGlyph
                composed[starter].setUnicodeProperties()
                continue
            }
            composed.append(current)
            if current.combiningClass == 0 { starter = composed.count - 1 }
        }
        buffer.infos = composed
    }

    /// The composite of a starter and a mark, as the shaper composes.
    @inline(__always)
    func compose(_ first: UInt32, _ second: UInt32) -> UInt32? {
        Shaper.compose(first, second, hasMarkPositioning: hasMarkPositioning)
    }

    func sortMarks(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int) {
        for i in (start + 1)..<end {
            var j = i
            while j > start, buffer.infos[j - 1].combiningClass > buffer.infos[i].combiningClass { j -= 1 }
            guard j != i else { continue }
            buffer.mergeClusters(j, i + 1)
            let moved = buffer.infos[i]
            for k in stride(from: i, to: j, by: -1) { buffer.infos[k] = buffer.infos[k - 1] }
            buffer.infos[j] = moved
        }
    }

    /// One character, decomposed when needed (or always, when not `shortest`) and mapped.
    func decomposeCharacter(_ info: GlyphInfo, shortest: Bool, into output: inout [GlyphInfo]) {
        let scalar = info.codepoint
        if shortest, let mapped = glyph(scalar) {
            var kept = info
            kept.glyph = mapped
            output.append(kept)
            return
        }
        if decompose(info, scalar, shortest: shortest, into: &output) > 0 { return }
        var kept = info
        if !shortest, let mapped = glyph(scalar) {
            kept.glyph = mapped
        } else if info.category == .spaceSeparator, case let kind = SpaceFallback.kind(of: scalar), kind != 0, let space = glyph(0x20) {
            kept.glyph = space
            kept.spaceFallback = kind
        } else if scalar == 0x2011, let hyphen = glyph(0x2010) {
            kept.glyph = hyphen
        } else {
            kept.glyph = .notdef
        }
        output.append(kept)
    }

    /// The two parts `scalar` decomposes into for this shaper (Khmer splits its vowels too; the
    /// Indic shaper keeps Devanagari RRA, Bengali RRA and RHA, Tamil AU composed).
    @inline(__always)
    func decomposition(of scalar: UInt32) -> (UInt32, UInt32)? {
        Shaper.decompose(scalar)
    }

    /// Writes the decomposition of `scalar` (the parts the font has) and returns how many glyphs
    /// it wrote; 0 when it cannot be drawn that way.
    func decompose(_ info: GlyphInfo, _ scalar: UInt32, shortest: Bool, depth: Int = 0, into output: inout [GlyphInfo]) -> Int {
        guard depth < 8, let (first, second) = decomposition(of: scalar) else { return 0 }
        var secondGlyph: GlyphID = .notdef
        if second != 0 {
            guard let mapped = glyph(second) else { return 0 }
            secondGlyph = mapped
        }
        let firstGlyph = glyph(first)
        func emit(_ scalar: UInt32, _ glyph: GlyphID) {
            var part = info
            part.codepoint = scalar
            part.glyph = glyph
            part.setUnicodeProperties()
            output.append(part)
        }
        if shortest, let firstGlyph {
            emit(first, firstGlyph)
            if second != 0 { emit(second, secondGlyph); return 2 }
            return 1
        }
        let written = decompose(info, first, shortest: shortest, depth: depth + 1, into: &output)
        if written > 0 {
            if second != 0 { emit(second, secondGlyph); return written + 1 }
            return written
        }
        if let firstGlyph {
            emit(first, firstGlyph)
            if second != 0 { emit(second, secondGlyph); return 2 }
            return 1
        }
        return 0
    }

    /// A cluster with a variation selector: no decomposition. A character followed by a
    /// selector takes the variation sequence's glyph when the font lists the sequence (the
    /// selector goes); otherwise both go to GSUB as they are.
    func variationSelectorCluster(_ cluster: ArraySlice<GlyphInfo>, into output: inout [GlyphInfo]) {
        var position = cluster.startIndex
        while position < cluster.endIndex {
            var info = cluster[position]
            let next = position + 1
            if next < cluster.endIndex, UnicodeProperties.isVariationSelector(cluster[next].codepoint),
               let variant = face.variationSequences.glyph(for: info.codepoint, selector: cluster[next].codepoint) {
                switch variant {
                case .useDefault: info.glyph = glyph(info.codepoint) ?? .notdef
                case .glyph(let glyph): info.glyph = glyph
                }
                info.cluster = min(info.cluster, cluster[next].cluster)
                output.append(info)
                position = next + 1
                // Any further selectors go through as they are.
                while position < cluster.endIndex, UnicodeProperties.isVariationSelector(cluster[position].codepoint) {
                    var selector = cluster[position]
                    selector.glyph = glyph(selector.codepoint) ?? .notdef
                    selector.characterFlags |= CharacterFlags.variationSelector
                    output.append(selector)
                    position += 1
                }
                continue
            }
            info.glyph = glyph(info.codepoint) ?? .notdef
            if UnicodeProperties.isVariationSelector(info.codepoint) { info.characterFlags |= CharacterFlags.variationSelector }
            output.append(info)
            position += 1
        }
    }
}
