// Matching sequences at the current glyph, and the rules of contextual lookups: sequence context
// (GSUB 5, GPOS 7) and chained sequence context (GSUB 6, GPOS 8), whose lookups are applied at
// the matched glyphs. Shared by the GSUB and GPOS appliers (ligatures and reverse chaining
// match sequences too).
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#sequence-context-format-1-simple-glyph-contexts
// Rules as HarfBuzz applies them: Documentation/Shaping.md.

import TypesetFont

/// Matches input, backtrack and lookahead sequences at the current glyph of a
/// ``LookupContext`` (skipping what the lookup skips, keeping marks on their ligature
/// component), and applies contextual and chained contextual rules: the first rule that
/// matches applies its lookups at the matched glyphs, with the table's applier.
enum ContextMatcher {
    /// Matches the input of a ligature or contextual rule: the current glyph, then `count - 1`
    /// glyphs matching `sequence`, with the rules that keep marks on the ligature component they
    /// belong to. Returns the glyphs' positions, the end of the match and the number of
    /// ligature components they hold.
    ///
    /// The positions are left in `c.buffer.matchPositions[slot]`, one list per nesting depth.
    static func matchInput(_ sequence: GlyphSequence, count: Int, _ c: inout LookupContext) -> (slot: Int, end: Int, components: Int)? {
        let skipping = c.inputSkipping()
        let slot = min(max(LookupContext.maximumNesting - c.nestingLeft, 0), c.buffer.matchPositions.count - 1)
        c.buffer.matchPositions[slot].removeAll(keepingCapacity: true)
        c.buffer.matchPositions[slot].append(c.index)
        let first = c.buffer.infos[c.index]
        let firstID = first.ligatureID, firstComponent = first.ligatureComponent
        var components = first.ligatureComponentCount
        var baseMaySkip: Bool? = nil
        var position = c.index
        for item in 0..<(count - 1) {
            let (found, _) = c.next(from: position, skipping, sequence, item: item, remaining: count - 1 - item)
            guard let found else { return nil }
            position = found
            let info = c.buffer.infos[found]
            let thisID = info.ligatureID, thisComponent = info.ligatureComponent
            if firstID != 0, firstComponent != 0 {
                // Attached to a component of an earlier ligature: every glyph must be attached
                // to that same component, unless that ligature is one the lookup skips.
                if firstID != thisID || firstComponent != thisComponent {
                    if baseMaySkip == nil {
                        var scan = c.index
                        var found = false
                        while scan > 0, c.buffer.infos[scan - 1].ligatureID == firstID {
                            scan -= 1
                            if c.buffer.infos[scan].ligatureComponent == 0 {
                                found = true
                                break
                            }
                        }
                        baseMaySkip = found && c.maySkip(c.buffer.infos[scan], skipping) == .yes
                    }
                    if baseMaySkip == false { return nil }
                }
            } else if thisID != 0, thisComponent != 0, thisID != firstID {
                // Not attached: no glyph may be attached to another ligature's component.
                return nil
            }
            components += info.ligatureComponentCount
            c.buffer.matchPositions[slot].append(found)
        }
        return (slot, position + 1, components)
    }

    /// Matches `count` glyphs before the current one against `sequence` (nearest first);
    /// returns where the match starts.
    static func matchBacktrack(_ sequence: GlyphSequence, count: Int, _ c: LookupContext) -> Int? {
        let skipping = c.contextSkipping(inSyllable: c.isPositioning || c.isReversePass || c.buffer.count == c.passStartCount)
        var position = c.index
        for item in 0..<count {
            let (found, _) = c.previous(from: position, skipping, sequence, item: item, remaining: count - item)
            guard let found else { return nil }
            position = found
        }
        return position
    }

    /// Matches `count` glyphs after `after` against `sequence`; returns the end of the match.
    static func matchLookahead(_ sequence: GlyphSequence, count: Int, after: Int, _ c: LookupContext) -> Int? {
        // Held to the syllable whatever the input's length (HarfBuzz's cluster.tests Sinhala
        // case: a lookahead after a two-glyph input does not reach the next syllable).
        let skipping = c.contextSkipping(inSyllable: true)
        var position = after
        for item in 0..<count {
            let (found, _) = c.next(from: position, skipping, sequence, item: item, remaining: count - item)
            guard let found else { return nil }
            position = found
        }
        return position + 1
    }

    // MARK: Contextual rules

    /// Sequence context (GSUB 5, GPOS 7) and chained sequence context (GSUB 6, GPOS 8) at the
    /// current glyph, `glyph`, which the subtable's coverage lists at `coverageIndex`.
    static func apply<Table: SubtableApplier>(_ context: CompiledContext, _ start: Int, _ glyph: GlyphID, _ coverageIndex: Int,
                                              _ c: inout LookupContext, _ table: Table) -> Bool {
        let layout = c.layout
        guard context.format != 3 else {
            // The first input coverage was the subtable's.
            return applyRule(input: .coverages(context.input.offset &+ 1), inputCount: context.input.count - 1,
                             backtrack: .coverages(context.backtrack.offset), backtrackCount: context.backtrack.count,
                             lookahead: .coverages(context.lookahead.offset), lookaheadCount: context.lookahead.count,
                             records: context.records, &c, table)
        }
        let byClass = context.format == 2
        let setIndex = byClass ? layout.classOf(glyph, in: context.inputClasses) : coverageIndex
        // The rule set: a null offset (or none) is empty; one not inside the table is skipped.
        guard setIndex < context.ruleSets.count else { return false }
        let setOffset = layout.int(context.ruleSets.offset &+ setIndex &* 2)
        guard setOffset != 0, let set = layout.countedArray(at: start &+ setOffset) else { return false }
        let setStart = set.offset &- 2
        for position in 0..<set.count {
            var rule = setStart &+ layout.int(set.offset &+ position &* 2)
            // A rule that does not lie inside the table is skipped.
            if context.isChained {
                // Backtrack, input (its count includes the first glyph), lookahead, lookups.
                guard let backtrack = layout.countedArray(at: rule) else { continue }
                rule = backtrack.offset &+ backtrack.count &* 2
                guard layout.contains(rule, 2) else { continue }
                let inputCount = max(layout.int(rule) - 1, 0)
                guard layout.contains(rule &+ 2, inputCount &* 2) else { continue }
                let input = rule &+ 2
                rule = input &+ inputCount &* 2
                guard let lookahead = layout.countedArray(at: rule) else { continue }
                rule = lookahead.offset &+ lookahead.count &* 2
                guard layout.contains(rule, 2) else { continue }
                let records = RawArray(offset: rule &+ 2, count: layout.int(rule))
                guard layout.contains(records.offset, records.count &* 4) else { continue }
                let applied: Bool
                if byClass {
                    applied = applyRule(input: .classes(context.inputClasses, input), inputCount: inputCount,
                                        backtrack: .classes(context.backtrackClasses, backtrack.offset), backtrackCount: backtrack.count,
                                        lookahead: .classes(context.lookaheadClasses, lookahead.offset), lookaheadCount: lookahead.count,
                                        records: records, &c, table)
                } else {
                    applied = applyRule(input: .glyphs(input), inputCount: inputCount, backtrack: .glyphs(backtrack.offset),
                                        backtrackCount: backtrack.count, lookahead: .glyphs(lookahead.offset),
                                        lookaheadCount: lookahead.count, records: records, &c, table)
                }
                if applied { return true }
            } else {
                // Input count (the first glyph included), lookup count, input, lookups.
                guard layout.contains(rule, 4) else { continue }
                let inputCount = max(layout.int(rule) - 1, 0)
                let records = RawArray(offset: rule &+ 4 &+ inputCount &* 2, count: layout.int(rule &+ 2))
                guard layout.contains(rule &+ 4, inputCount &* 2), layout.contains(records.offset, records.count &* 4) else { continue }
                let input: GlyphSequence = byClass ? .classes(context.inputClasses, rule &+ 4) : .glyphs(rule &+ 4)
                if applyRule(input: input, inputCount: inputCount, backtrack: .any, backtrackCount: 0, lookahead: .any, lookaheadCount: 0,
                             records: records, &c, table) {
                    return true
                }
            }
        }
        return false
    }

    /// Matches one rule at the current glyph (input after the first glyph, then lookahead, then
    /// backtrack) and, when it matches, applies its lookups (`records`, in the font).
    static func applyRule<Table: SubtableApplier>(input: GlyphSequence, inputCount: Int, backtrack: GlyphSequence, backtrackCount: Int,
                                                  lookahead: GlyphSequence, lookaheadCount: Int, records: RawArray,
                                                  _ c: inout LookupContext, _ table: Table) -> Bool {
        let count = inputCount + 1
        guard count <= LookupContext.maximumContextLength else { return false }
        if inputCount == 0 {
            // The input is the current glyph alone: the context is matched first (the same
            // outcome, as matching is free of effects, and a failing rule costs less).
            var start = c.index, end = c.index + 1
            if lookaheadCount > 0 {
                guard let lookaheadEnd = matchLookahead(lookahead, count: lookaheadCount, after: c.index, c) else { return false }
                end = lookaheadEnd
            }
            if backtrackCount > 0 {
                guard let backtrackStart = matchBacktrack(backtrack, count: backtrackCount, c) else { return false }
                start = backtrackStart
            }
            guard let match = matchInput(input, count: 1, &c) else { return false }
            c.buffer.unsafeToBreak(start, end)
            applyLookups(slot: match.slot, end: match.end, records: records, &c, table)
            return true
        }
        guard let match = matchInput(input, count: count, &c) else { return false }
        var start = c.index, end = match.end
        if lookaheadCount > 0 {
            guard let lookaheadEnd = matchLookahead(lookahead, count: lookaheadCount, after: match.end - 1, c) else { return false }
            end = lookaheadEnd
        }
        if backtrackCount > 0 {
            guard let backtrackStart = matchBacktrack(backtrack, count: backtrackCount, c) else { return false }
            start = backtrackStart
        }
        c.buffer.unsafeToBreak(start, end)
        applyLookups(slot: match.slot, end: match.end, records: records, &c, table)
        return true
    }

    /// Applies a rule's lookups at its matched positions, following the buffer as nested
    /// lookups add or remove glyphs, and moves past the match.
    static func applyLookups<Table: SubtableApplier>(slot: Int, end matchEnd: Int, records: RawArray, _ c: inout LookupContext,
                                                     _ table: Table) {
        let layout = c.layout
        var positions = c.buffer.matchPositions[slot]
        c.buffer.matchPositions[slot] = []
        defer { c.buffer.matchPositions[slot] = positions }
        var count = positions.count
        var end = matchEnd
        for record in 0..<records.count {
            let item = layout.int(records.offset &+ record &* 4)
            let lookupIndex = layout.int(records.offset &+ record &* 4 &+ 2)
            guard item < count else { continue }
            let originalLength = c.buffer.count
            guard positions[item] < originalLength else { continue }
            guard c.operationsLeft > 0 else { break }
            c.index = positions[item]
            guard c.recurse(lookupIndex, table) else { continue }
            var delta = c.buffer.count - originalLength
            guard delta != 0 else { continue }
            end += delta
            if end < positions[item] {
                delta += positions[item] - end
                end = positions[item]
            }
            var next = item + 1
            if delta > 0 {
                guard delta + count <= LookupContext.maximumContextLength else { break }
            } else {
                delta = max(delta, next - count)
                next -= delta
            }
            // Move the positions from `next` on by `delta` (the ones between are set below).
            if delta > 0 {
                positions.append(contentsOf: repeatElement(0, count: delta))
                var move = count - 1
                while move >= next {
                    positions[move + delta] = positions[move]
                    move -= 1
                }
            } else if delta < 0 {
                for move in next..<count { positions[move + delta] = positions[move] }
                positions.removeLast(-delta)
            }
            next += delta
            count += delta
            if item + 1 < next {
                for fill in (item + 1)..<next { positions[fill] = positions[fill - 1] + 1 }
            }
            while next < count {
                positions[next] += delta
                next += 1
            }
        }
        c.index = end
    }
}
