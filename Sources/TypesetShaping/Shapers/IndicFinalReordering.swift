// Final reordering of an Indic syllable, after the basic features: pre-base matras moved next to
// the main consonant past the half forms, the reph moved to its script's place, pre-base
// reordering forms moved before the base, `init` on a word-initial matra.
// Documentation/Shaping.md, "Indic".
// https://learn.microsoft.com/en-us/typography/script-development/devanagari#final-reordering

import TypesetFont

/// Final reordering, the pause after the basic features: in every syllable, pre-base matras
/// moved next to the main consonant past the half forms, the reph moved to its script's place,
/// pre-base reordering forms moved before the base, and `init` on a word-initial matra.
enum IndicFinalReordering {
    typealias Category = IndicCategory
    typealias Position = IndicPosition

    /// Final reordering of every syllable of `buffer`.
    static func apply(_ buffer: inout GlyphBuffer, plan: IndicPlan) {
        var start = 0
        while start < buffer.count {
            let end = IndicSyllables.end(of: start, in: buffer.infos)
            reorder(&buffer, start, end, plan: plan)
            start = end
        }
    }

    static func reorder(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int, plan: IndicPlan) {
        guard start < end, end <= buffer.count else { return }
        let rules = plan.rules, masks = plan.masks
        let separateMatras = rules.script == .malayalam || rules.script == .tamil
        // A virama that a ligature split back out (ligated, then multiplied) is a virama again.
        if let virama = plan.viramaGlyph {
            for k in start..<end where buffer.infos[k].glyph == virama && buffer.infos[k].isLigated && buffer.infos[k].isMultiplied {
                buffer.infos[k].shaperCategory = Category.halant.rawValue
                buffer.infos[k].properties &= ~(GlyphProperties.ligated | GlyphProperties.multiplied)
            }
        }

        // The base again: the first glyph at or after the base position; an unformed `pref`
        // candidate or (Malayalam) an unformed below-base form is the base instead.
        var tryPreBase = masks.preBase != 0
        var base = start
        while base < end {
            guard buffer.infos[base].shaperPosition >= Position.baseConsonant.rawValue else {
                base += 1
                continue
            }
            if tryPreBase, base + 1 < end {
                for k in (base + 1)..<end where buffer.infos[k].mask & masks.preBase != 0 {
                    let info = buffer.infos[k]
                    if !(info.isSubstituted && info.isLigated && !info.isMultiplied) {
                        base = k
                        while base < end, IndicShaper.isHalant(buffer.infos[base]) { base += 1 }
                        if base < end { buffer.infos[base].shaperPosition = Position.baseConsonant.rawValue }
                        tryPreBase = false
                    }
                    break
                }
                if base == end { break }
            }
            if rules.script == .malayalam {
                var k = base + 1
                while k < end {
                    while k < end, IndicShaper.isJoiner(buffer.infos[k]) { k += 1 }
                    if k == end || !IndicShaper.isHalant(buffer.infos[k]) { break }
                    k += 1
                    while k < end, IndicShaper.isJoiner(buffer.infos[k]) { k += 1 }
                    if k < end, IndicShaper.isConsonant(buffer.infos[k]), buffer.infos[k].shaperPosition == Position.belowConsonant.rawValue {
                        base = k
                        buffer.infos[base].shaperPosition = Position.baseConsonant.rawValue
                    }
                    k += 1
                }
            }
            if start < base, buffer.infos[base].shaperPosition > Position.baseConsonant.rawValue { base -= 1 }
            break
        }
        if base == end, start < base, IndicShaper.isOne(of: Category.zeroWidthJoiner.bit, buffer.infos[base - 1]) { base -= 1 }
        if base < end {
            while start < base, IndicShaper.isOne(of: Category.nukta.bit | Category.halant.bit, buffer.infos[base]) { base -= 1 }
        }

        // Pre-base matras: after the last virama before the main consonant (not one followed
        // by ZWJ), so they sit next to the consonant the half forms join (Malayalam and Tamil
        // have no half forms: right before the main consonant).
        let matraOrHalant = Category.matras | Category.halant.bit
        if start + 1 < end, start < base {
            var newPosition = base == end ? base - 2 : base - 1
            if !separateMatras {
                while true {
                    while newPosition > start, !IndicShaper.isOne(of: matraOrHalant, buffer.infos[newPosition]) { newPosition -= 1 }
                    if IndicShaper.isHalant(buffer.infos[newPosition]), buffer.infos[newPosition].shaperPosition != Position.preMatra.rawValue {
                        if newPosition + 1 < end, IndicShaper.has(buffer.infos[newPosition + 1], .zeroWidthJoiner), newPosition > start {
                            newPosition -= 1
                            continue
                        }
                    } else {
                        newPosition = start
                    }
                    break
                }
            }
            if start < newPosition, buffer.infos[newPosition].shaperPosition != Position.preMatra.rawValue {
                var k = newPosition
                while k > start {
                    if buffer.infos[k - 1].shaperPosition == Position.preMatra.rawValue {
                        let old = k - 1
                        if old < base, base <= newPosition { base -= 1 }
                        IndicShaper.move(&buffer, from: old, to: newPosition)
                        buffer.mergeClusters(newPosition, min(end, base + 1))
                        newPosition -= 1
                    }
                    k -= 1
                }
            } else {
                for k in start..<base where buffer.infos[k].shaperPosition == Position.preMatra.rawValue {
                    buffer.mergeClusters(k, min(end, base + 1))
                    break
                }
            }
        }

        // The reph: moved when RA + virama ligated into it (a repha character: when it did
        // not), to its script's place.
        let first = buffer.infos[start]
        if start + 1 < end, first.shaperPosition == Position.raToBecomeReph.rawValue,
           IndicShaper.has(first, .repha) != (first.isLigated && !first.isMultiplied) {
            let target = rephTarget(buffer, start, end, base: base, rules: rules)
            buffer.mergeClusters(start, target + 1)
            IndicShaper.move(&buffer, from: start, to: target)
            if start < base, base <= target { base -= 1 }
        }

        // Pre-base reordering forms (`pref` that formed): before the base, after the last
        // virama before it (Malayalam and Tamil: right before the base).
        if tryPreBase, base + 1 < end {
            for k in (base + 1)..<end where buffer.infos[k].mask & masks.preBase != 0 {
                let info = buffer.infos[k]
                if info.isLigated, !info.isMultiplied {
                    var newPosition = base
                    if !separateMatras {
                        while newPosition > start, !IndicShaper.isOne(of: matraOrHalant, buffer.infos[newPosition - 1]) { newPosition -= 1 }
                    }
                    if newPosition > start, IndicShaper.isHalant(buffer.infos[newPosition - 1]) {
                        if newPosition < end, IndicShaper.isJoiner(buffer.infos[newPosition]) { newPosition += 1 }
                    }
                    buffer.mergeClusters(newPosition, k + 1)
                    IndicShaper.move(&buffer, from: k, to: newPosition)
                    if newPosition <= base, base < k { base += 1 }
                }
                break
            }
        }

        // `init` on a pre-base matra that starts a word.
        if buffer.infos[start].shaperPosition == Position.preMatra.rawValue {
            if start == 0 || !continuesWord(buffer.infos[start - 1].category) {
                buffer.infos[start].mask |= masks.initial
            } else {
                buffer.unsafeToBreak(start - 1, start + 1)
            }
        }
    }

    /// Where the reph goes (the reph is at `start`).
    static func rephTarget(_ buffer: GlyphBuffer, _ start: Int, _ end: Int, base: Int, rules: IndicScriptRules) -> Int {
        // After the first explicit virama between the reph and the main consonant (and a
        // joiner after it).
        func afterExplicitHalant() -> Int? {
            var position = start + 1
            while position < base, !IndicShaper.isHalant(buffer.infos[position]) { position += 1 }
            guard position < base, IndicShaper.isHalant(buffer.infos[position]) else { return nil }
            if position + 1 < base, IndicShaper.isJoiner(buffer.infos[position + 1]) { position += 1 }
            return position
        }
        if rules.rephPosition != .afterPost {
            if let position = afterExplicitHalant() { return position }
            if rules.rephPosition == .afterMain {
                var position = base
                while position + 1 < end, buffer.infos[position + 1].shaperPosition <= Position.afterMain.rawValue { position += 1 }
                if position < end { return position }
            }
            if rules.rephPosition == .afterSub {
                var position = base
                while position + 1 < end {
                    let place = buffer.infos[position + 1].shaperPosition
                    if place == Position.postConsonant.rawValue || place == Position.afterPost.rawValue
                        || place == Position.syllableModifier.rawValue { break }
                    position += 1
                }
                if position < end { return position }
            }
        }
        if let position = afterExplicitHalant() { return position }
        // The end of the syllable, before syllable modifiers; before a final virama that
        // follows a matra, so the reph meets the matra.
        var position = end - 1
        while position > start, buffer.infos[position].shaperPosition == Position.syllableModifier.rawValue { position -= 1 }
        if IndicShaper.isHalant(buffer.infos[position]) {
            var k = base + 1
            while k < position {
                if buffer.infos[k].shaperCategory < 32, (UInt32(1) << UInt32(buffer.infos[k].shaperCategory)) & Category.matras != 0 {
                    position -= 1
                }
                k += 1
            }
        }
        return position
    }

    /// Whether a character of this category before a pre-base matra continues the word (a
    /// letter, mark, format character, private use or unassigned code point): then `init`
    /// does not apply.
    @inline(__always)
    static func continuesWord(_ category: UnicodeGeneralCategory) -> Bool {
        switch category {
        case .format, .unassigned, .privateUse, .surrogate, .lowercaseLetter, .modifierLetter, .otherLetter, .titlecaseLetter,
             .uppercaseLetter, .spacingMark, .enclosingMark, .nonspacingMark:
            return true
        default:
            return false
        }
    }
}
