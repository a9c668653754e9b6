// Initial reordering of Indic syllables, before the basic features: consonant positions from the
// font, dotted circles in broken clusters, and in each syllable the base consonant, reph,
// pre-base matras to the front, post-base parts after the base, and the masks that say which
// glyph takes `rphf`, `half`, `blwf`, `abvf`, `pstf` and `pref`. Documentation/Shaping.md,
// "Indic".
// https://learn.microsoft.com/en-us/typography/script-development/devanagari#reorder-characters

import TypesetFont

/// Initial reordering, the pause before the basic features: each base consonant's position
/// from the font, dotted circles in broken clusters, then every syllable reordered around its
/// base consonant and given the masks of the features that apply to its parts.
enum IndicInitialReordering {
    typealias Category = IndicCategory
    typealias Position = IndicPosition

    /// Initial reordering: consonant positions from the font, dotted circles in broken
    /// clusters, then each syllable reordered and masked. Returns the glyph of an inserted
    /// dotted circle (the lookups starting at it must be known), if any.
    static func apply(_ buffer: inout GlyphBuffer, plan: IndicPlan, face: ShapingFont, hasBroken: Bool) -> GlyphID? {
        updateConsonantPositions(&buffer, plan: plan, face: face)
        let circle = hasBroken ? insertDottedCircles(&buffer, face: face) : nil
        var start = 0
        while start < buffer.count {
            let end = IndicSyllables.end(of: start, in: buffer.infos)
            let kind = IndicSyllableKind(rawValue: buffer.infos[start].syllable & 0x0F) ?? .nonIndic
            switch kind {
            case .consonant, .vowel, .standalone, .broken:
                reorder(&buffer, start, end, plan: plan, face: face)
            case .symbol, .nonIndic:
                break
            }
            start = end
        }
        return circle
    }

    /// Each base consonant's position from the font (``IndicPlan/consonantPosition(of:face:)``).
    static func updateConsonantPositions(_ buffer: inout GlyphBuffer, plan: IndicPlan, face: ShapingFont) {
        guard plan.viramaGlyph != nil else { return }
        for index in 0..<buffer.count where buffer.infos[index].shaperPosition == Position.baseConsonant.rawValue {
            let consonant = buffer.infos[index].glyph
            buffer.infos[index].shaperPosition = plan.knownConsonantPositions[consonant] ?? plan.consonantPosition(of: consonant, face: face)
        }
    }

    /// A dotted circle at the start of each broken cluster (after a leading repha), when the
    /// font has one. Returns its glyph.
    static func insertDottedCircles(_ buffer: inout GlyphBuffer, face: ShapingFont) -> GlyphID? {
        guard let glyph = face.characterMap.glyph(for: 0x25CC), glyph != .notdef else { return nil }
        let input = buffer.infos
        var output: [GlyphInfo] = []
        output.reserveCapacity(input.count + 4)
        var lastSyllable: UInt8 = 0
        var index = 0
        while index < input.count {
            let syllable = input[index].syllable
            guard syllable != lastSyllable, syllable & 0x0F == IndicSyllableKind.broken.rawValue else {
                output.append(input[index])
                index += 1
                continue
            }
            lastSyllable = syllable
            var circle = GlyphInfo(codepoint: 0x25CC, cluster: input[index].cluster)
            circle.glyph = glyph
            circle.mask = input[index].mask
            circle.syllable = syllable
            circle.category = .control
            circle.shaperCategory = Category.dottedCircle.rawValue
            circle.shaperPosition = Position.end.rawValue
            while index < input.count, input[index].syllable == syllable, input[index].shaperCategory == Category.repha.rawValue {
                output.append(input[index])
                index += 1
            }
            output.append(circle)
        }
        buffer.infos = output
        return glyph
    }

    /// Reorders the syllable `start..<end` (consonant and vowel syllables, standalone and broken
    /// clusters, which go through the same rules: vowels and placeholders count as consonants).
    static func reorder(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int, plan: IndicPlan, face: ShapingFont) {
        guard start < end, end <= buffer.count else { return }
        let rules = plan.rules
        // Kannada: RA, virama, ZWJ behaves as RA, ZWJ, virama (legacy usage).
        if rules.script == .kannada, start + 3 <= end, IndicShaper.isOne(of: Category.ra.bit, buffer.infos[start]),
           IndicShaper.isOne(of: Category.halant.bit, buffer.infos[start + 1]),
           IndicShaper.isOne(of: Category.zeroWidthJoiner.bit, buffer.infos[start + 2]) {
            buffer.mergeClusters(start + 1, start + 3)
            buffer.infos.swapAt(start + 1, start + 2)
        }

        // 1. The base consonant: from the end, the first consonant with no below-base or
        // post-base form (post-base forms must follow below-base ones), else the first one; an
        // initial RA + virama that forms a reph is left out.
        var base = end
        var hasReph = false
        var limit = start
        let zeroContext = plan.zeroContext
        if plan.masks.reph != 0, start + 3 <= end,
           (rules.rephMode == .implicit && !IndicShaper.isJoiner(buffer.infos[start + 2]))
            || (rules.rephMode == .explicit && IndicShaper.has(buffer.infos[start + 2], .zeroWidthJoiner)) {
            let pair = GlyphSequenceProbe(buffer.infos[start].glyph, buffer.infos[start + 1].glyph)
            let triple = GlyphSequenceProbe(buffer.infos[start].glyph, buffer.infos[start + 1].glyph, buffer.infos[start + 2].glyph)
            if face.wouldSubstitute(lookups: plan.reph, pair, zeroContext: zeroContext)
                || (rules.rephMode == .explicit && face.wouldSubstitute(lookups: plan.reph, triple, zeroContext: zeroContext)) {
                limit += 2
                while limit < end, IndicShaper.isJoiner(buffer.infos[limit]) { limit += 1 }
                base = start
                hasReph = true
            }
        } else if rules.rephMode == .logicalRepha, IndicShaper.has(buffer.infos[start], .repha) {
            limit += 1
            while limit < end, IndicShaper.isJoiner(buffer.infos[limit]) { limit += 1 }
            base = start
            hasReph = true
        }
        var index = end
        var seenBelow = false
        repeat {
            index -= 1
            let info = buffer.infos[index]
            if IndicShaper.isConsonant(info) {
                let place = IndicShaper.position(info)
                if place != Position.belowConsonant.rawValue, place != Position.postConsonant.rawValue || seenBelow {
                    base = index
                    break
                }
                if place == Position.belowConsonant.rawValue { seenBelow = true }
                base = index
            } else if start < index, IndicShaper.has(info, .zeroWidthJoiner), IndicShaper.has(buffer.infos[index - 1], .halant) {
                // ZWJ after a virama asks for a half form: the search stops.
                break
            }
        } while index > limit
        // A reph needs another consonant: alone, RA is the base.
        if hasReph, base == start, limit - base <= 2 { hasReph = false }

        // 2-3. Split matras were decomposed and marks put in canonical order by normalization.
        // Positions: before the base at most pre-base, the base, the reph.
        for k in start..<base { buffer.infos[k].shaperPosition = min(Position.preConsonant.rawValue, buffer.infos[k].shaperPosition) }
        if base < end { buffer.infos[base].shaperPosition = Position.baseConsonant.rawValue }
        if hasReph { buffer.infos[start].shaperPosition = Position.raToBecomeReph.rawValue }

        // Old-spec fonts: the first virama after the base moves after the last consonant
        // (Kannada: not past another virama).
        if plan.isOldSpec, base + 1 < end {
            let disallowDoubleHalants = rules.script == .kannada
            for k in (base + 1)..<end where IndicShaper.has(buffer.infos[k], .halant) {
                var j = end - 1
                while j > k {
                    if IndicShaper.isConsonant(buffer.infos[j]) || (disallowDoubleHalants && IndicShaper.has(buffer.infos[j], .halant)) { break }
                    j -= 1
                }
                if !IndicShaper.has(buffer.infos[j], .halant), j > k { IndicShaper.move(&buffer, from: k, to: j) }
                break
            }
        }

        // Joiners, nuktas, register shifters, medials and viramas move with the character
        // before them (a virama not with a pre-base matra).
        let followers = Category.joiners | Category.nukta.bit | Category.registerShifter.bit | Category.consonantMedial.bit
            | Category.halant.bit
        var lastPosition = Position.start.rawValue
        for k in start..<end {
            let category = buffer.infos[k].shaperCategory
            if category < 32, (UInt32(1) << UInt32(category)) & followers != 0 {
                buffer.infos[k].shaperPosition = lastPosition
                if category == Category.halant.rawValue, lastPosition == Position.preMatra.rawValue {
                    var j = k
                    while j > start {
                        if buffer.infos[j - 1].shaperPosition != Position.preMatra.rawValue {
                            buffer.infos[k].shaperPosition = buffer.infos[j - 1].shaperPosition
                            break
                        }
                        j -= 1
                    }
                }
            } else if buffer.infos[k].shaperPosition != Position.syllableModifier.rawValue {
                if category == Category.postMatra.rawValue, k > start, IndicShaper.has(buffer.infos[k - 1], .syllableModifier) {
                    buffer.infos[k - 1].shaperPosition = buffer.infos[k].shaperPosition
                }
                lastPosition = buffer.infos[k].shaperPosition
            }
        }
        // A post-base consonant takes what comes between it and the consonant or matra before.
        if base + 1 < end {
            var last = base
            for k in (base + 1)..<end {
                if IndicShaper.isConsonant(buffer.infos[k]) {
                    if last + 1 < k {
                        for j in (last + 1)..<k where buffer.infos[j].shaperPosition < Position.syllableModifier.rawValue {
                            buffer.infos[j].shaperPosition = buffer.infos[k].shaperPosition
                        }
                    }
                    last = k
                } else if buffer.infos[k].shaperCategory < 32, (UInt32(1) << UInt32(buffer.infos[k].shaperCategory)) & Category.matras != 0 {
                    last = k
                }
            }
        }

        sortByPosition(&buffer, start, end, plan: plan)
        base = end
        for k in start..<end where buffer.infos[k].shaperPosition == Position.baseConsonant.rawValue {
            base = k
            break
        }

        // Masks: the reph; half (and below-base, new spec) forms before the base; below-,
        // above- and post-base forms after it.
        let masks = plan.masks
        var k = start
        while k < end, buffer.infos[k].shaperPosition == Position.raToBecomeReph.rawValue {
            buffer.infos[k].mask |= masks.reph
            k += 1
        }
        var preMask = masks.half
        if !plan.isOldSpec, rules.belowFormsBeforeBase { preMask |= masks.belowBase }
        for j in start..<base { buffer.infos[j].mask |= preMask }
        let postMask = masks.belowBase | masks.aboveBase | masks.postBase
        if base + 1 < end {
            for j in (base + 1)..<end { buffer.infos[j].mask |= postMask }
        }
        // Old-spec Devanagari: RA + virama before the base takes `blwf` too (eyelash RA comes
        // from RA, virama, ZWJ).
        if plan.isOldSpec, rules.script == .devanagari, base > start + 1 {
            for j in start..<(base - 1) where IndicShaper.has(buffer.infos[j], .ra) && IndicShaper.has(buffer.infos[j + 1], .halant)
                && (j + 2 == base || !IndicShaper.has(buffer.infos[j + 2], .zeroWidthJoiner)) {
                buffer.infos[j].mask |= masks.belowBase
                buffer.infos[j + 1].mask |= masks.belowBase
            }
        }
        // The first virama + RA (or other pair) after the base that `pref` would form.
        if masks.preBase != 0, base + 2 < end {
            for j in (base + 1)..<(end - 1) {
                let pair = GlyphSequenceProbe(buffer.infos[j].glyph, buffer.infos[j + 1].glyph)
                if face.wouldSubstitute(lookups: plan.preBase, pair, zeroContext: zeroContext) {
                    buffer.infos[j].mask |= masks.preBase
                    buffer.infos[j + 1].mask |= masks.preBase
                    break
                }
            }
        }
        // ZWNJ after the base: no half forms back to the consonant before it.
        if base + 1 < end {
            for j in (base + 1)..<end where IndicShaper.isJoiner(buffer.infos[j]) {
                let nonJoiner = IndicShaper.has(buffer.infos[j], .zeroWidthNonJoiner)
                var back = j
                repeat {
                    back -= 1
                    if nonJoiner { buffer.infos[back].mask &= ~masks.half }
                } while back > start && !IndicShaper.isConsonant(buffer.infos[back])
            }
        }
    }

    /// Sorts `start..<end` by position (stably), flips runs of pre-base matras back into their
    /// order, and merges the clusters of what moved across the base.
    static func sortByPosition(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int, plan: IndicPlan) {
        let count = end - start
        guard count > 1 else { return }
        let syllable = buffer.infos[start].syllable
        // The original offset of each glyph, kept in `syllable` while sorting.
        let tracks = count <= 127
        for k in start..<end { buffer.infos[k].syllable = tracks ? UInt8(k - start) : 0 }
        if count <= 48 {
            // Insertion sort: stable, no allocation.
            for i in (start + 1)..<end {
                let item = buffer.infos[i]
                var j = i
                while j > start, buffer.infos[j - 1].shaperPosition > item.shaperPosition {
                    buffer.infos[j] = buffer.infos[j - 1]
                    j -= 1
                }
                buffer.infos[j] = item
            }
        } else {
            let sorted = buffer.infos[start..<end].enumerated().sorted {
                ($0.element.shaperPosition, $0.offset) < ($1.element.shaperPosition, $1.offset)
            }.map(\.element)
            buffer.infos.replaceSubrange(start..<end, with: sorted)
        }
        // The base, and the pre-base matras before it.
        var base = end
        var firstLeftMatra = end, lastLeftMatra = end
        for k in start..<end {
            let place = buffer.infos[k].shaperPosition
            if place == Position.baseConsonant.rawValue {
                base = k
                break
            }
            if place == Position.preMatra.rawValue {
                if firstLeftMatra == end { firstLeftMatra = k }
                lastLeftMatra = k
            }
        }
        // Several pre-base matras: in reverse order, each keeping the marks after it.
        if firstLeftMatra < lastLeftMatra {
            buffer.reverse(firstLeftMatra, lastLeftMatra + 1)
            var runStart = firstLeftMatra
            for k in firstLeftMatra...lastLeftMatra
            where buffer.infos[k].shaperCategory < 32 && (UInt32(1) << UInt32(buffer.infos[k].shaperCategory)) & Category.matras != 0 {
                buffer.reverse(runStart, k + 1)
                runStart = k + 1
            }
        }
        // Clusters: what moved across glyphs at or after the base merges with them (old spec:
        // everything from the base on).
        if plan.isOldSpec || !tracks {
            buffer.mergeClusters(base, end)
        } else if base < end {
            for k in base..<end where buffer.infos[k].syllable != 255 {
                var low = k, high = k
                var j = start + Int(buffer.infos[k].syllable)
                var steps = 0
                while j != k, j >= start, j < end, steps <= count {
                    low = min(low, j)
                    high = max(high, j)
                    let next = start + Int(buffer.infos[j].syllable)
                    buffer.infos[j].syllable = 255
                    j = next
                    steps += 1
                }
                buffer.mergeClusters(max(base, low), high + 1)
            }
        }
        for k in start..<end { buffer.infos[k].syllable = syllable }
    }
}
