// GSUB lookups applied to the buffer: single, multiple, alternate, ligature, contextual,
// chained contextual and reverse chaining substitution.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub

import TypesetFont

extension LayoutApplier {
    /// Applies one `GSUB` subtable at the current glyph, `glyph`, which its coverage lists at
    /// `coverageIndex`.
    mutating func applySubstitution(_ subtable: UnsafePointer<CompiledSubtable>, _ glyph: GlyphID, _ coverageIndex: Int) -> Bool {
        switch subtable.pointee.body {
        case .singleDelta(let delta):
            // Addition modulo 65536, as the specification says.
            replaceGlyph(GlyphID(truncatingIfNeeded: glyph.index &+ delta))
            return true
        case .singleArray(let substitutes):
            guard coverageIndex < substitutes.count else { return false }
            replaceGlyph(GlyphID(layout.u16(substitutes.offset &+ coverageIndex &* 2)))
            return true
        case .multiple(let records):
            guard let sequence = recordArray(records, subtable.pointee.start, coverageIndex) else { return false }
            return substituteSequence(sequence)
        case .alternate(let records):
            guard let alternates = recordArray(records, subtable.pointee.start, coverageIndex), alternates.count > 0 else { return false }
            let shift = UInt32(lookupMask.trailingZeroBitCount)
            var choice = Int((lookupMask & buffer.infos[index].mask) >> shift)
            if choice == Int(ShapePlan.maximumValue), random {
                buffer.unsafeToBreak(0, buffer.count)
                choice = Int(nextRandom() % UInt32(alternates.count)) + 1
            }
            guard choice > 0, choice <= alternates.count else { return false }
            replaceGlyph(GlyphID(layout.u16(alternates.offset &+ (choice - 1) &* 2)))
            return true
        case .ligature(let records, let keys):
            return applyLigatures(records, subtable.pointee.start, coverageIndex, keys: keys)
        case .context(let context):
            return applyContext(context, subtable.pointee.start, glyph, coverageIndex)
        case .reverseChain(let reverse):
            guard coverageIndex < reverse.substitutes.count else { return false }
            guard matchBacktrack(.coverages(reverse.backtrack.offset), count: reverse.backtrack.count) != nil,
                  let end = matchLookahead(.coverages(reverse.lookahead.offset), count: reverse.lookahead.count, after: index)
            else { return false }
            buffer.unsafeToBreak(index, end)
            setGlyph(at: index, GlyphID(layout.u16(reverse.substitutes.offset &+ coverageIndex &* 2)))
            return true
        default:
            return false
        }
    }

    /// The count-prefixed glyph array that the record of `coverageIndex` in `records` points to
    /// (from `start`): a Sequence or an AlternateSet; `nil` when there is no such record or the
    /// array does not lie inside the table.
    @inline(__always)
    func recordArray(_ records: RawArray, _ start: Int, _ coverageIndex: Int) -> RawArray? {
        guard coverageIndex < records.count else { return nil }
        return layout.countedArray(at: start &+ layout.int(records.offset &+ coverageIndex &* 2))
    }

    /// Ligature substitution: the ligatures of the set of `coverageIndex`, in order; the first
    /// whose components follow wins.
    mutating func applyLigatures(_ records: RawArray, _ start: Int, _ coverageIndex: Int, keys: Int) -> Bool {
        guard let set = recordArray(records, start, coverageIndex) else { return false }
        let setStart = set.offset &- 2
        // With many ligatures, only those whose second glyph is the next glyph can match
        // (unless that glyph may be skipped, when every ligature is tried).
        var second: UInt16? = nil
        if set.count > 4 {
            let skipping = inputSkipping()
            let (found, _) = next(from: index, skipping, .any, item: 0)
            if let found, maySkip(buffer.infos[found], skipping) == .no { second = buffer.infos[found].glyph.rawValue }
        }
        // The set's keys (compiled from the same bytes): the ligatures the second glyph rules
        // out are passed over without reading them.
        let keyStart = second == nil ? UInt32.max : layout.ligatureKeyStarts[keys &+ coverageIndex]
        let wanted = UInt32(second ?? 0)
        var position = 0
        while position < set.count {
            if keyStart != UInt32.max {
                let keys = layout.ligatureKeys + Int(keyStart)
                while position < set.count, keys[position] != wanted, keys[position] != LayoutCompiler.ligatureAnySecond { position &+= 1 }
                guard position < set.count else { break }
            }
            let ligature = setStart &+ layout.int(set.offset &+ position &* 2)
            position &+= 1
            // Glyph, component count (the first included), components after the first.
            guard layout.contains(ligature, 4) else {
                // Neither readable nor skippable by its second glyph.
                continue
            }
            let componentCount = layout.int(ligature &+ 2)
            if let second, componentCount > 1, !layout.contains(ligature, 6) || layout.u16(ligature &+ 4) != second { continue }
            let components = max(componentCount - 1, 0)
            guard layout.contains(ligature &+ 4, components &* 2) else { continue }
            let glyph = GlyphID(layout.u16(ligature))
            if components == 0 {
                replaceGlyph(glyph)
                return true
            }
            let count = components + 1
            guard count <= LayoutApplier.maximumContextLength else { continue }
            guard let match = matchInput(.glyphs(ligature &+ 4), count: count) else { continue }
            ligate(buffer.matchPositions[match.slot], end: match.end, glyph: glyph, components: match.components)
            return true
        }
        return false
    }

    /// The next number of `rand`'s generator: Park and Miller's minimal standard with the
    /// product taken modulo 2^32 first, as HarfBuzz computes it in 32-bit arithmetic (so the
    /// same text picks the same alternates).
    mutating func nextRandom() -> UInt32 {
        randomState = (randomState &* 48271) % 2147483647
        return randomState
    }

    // MARK: Editing the buffer

    /// Replaces the glyph at `position` and updates its properties (GDEF class, or the guess
    /// `classGuess` without GDEF; substituted, ligated, multiplied).
    mutating func setGlyph(at position: Int, _ glyph: GlyphID, classGuess: UInt16 = 0, ligature: Bool = false, component: Bool = false) {
        var properties = buffer.infos[position].properties | GlyphProperties.substituted
        if ligature {
            properties |= GlyphProperties.ligated
            properties &= ~GlyphProperties.multiplied
        }
        if component { properties |= GlyphProperties.multiplied }
        if hasGlyphClasses {
            let classes = glyph.index < definitions.propertyCount ? definitions.properties[glyph.index] : face.glyphProperties(glyph)
            properties = (properties & GlyphProperties.preserve) | classes
        } else if classGuess != 0 {
            properties = (properties & GlyphProperties.preserve) | classGuess
        }
        buffer.infos[position].properties = properties
        buffer.infos[position].glyph = glyph
        addStartingLookups(glyph)
    }

    /// Replaces the current glyph and moves past it.
    mutating func replaceGlyph(_ glyph: GlyphID) {
        setGlyph(at: index, glyph)
        index += 1
    }

    /// Multiple substitution: the current glyph becomes the glyphs of `sequence` (in the font).
    mutating func substituteSequence(_ sequence: RawArray) -> Bool {
        switch sequence.count {
        case 1:
            replaceGlyph(GlyphID(layout.u16(sequence.offset)))
            return true
        case 0:
            deleteGlyph()
            return true
        default:
            guard buffer.count + sequence.count - 1 <= maximumLength else { return false }
            let original = buffer.infos[index]
            let guess = original.isLigature ? GlyphProperties.base : 0
            // Room for the components after the first, then each component from the original.
            buffer.infos.insert(contentsOf: repeatElement(original, count: sequence.count - 1), at: index + 1)
            for component in 0..<sequence.count {
                var info = original
                if original.ligatureID == 0 { info.setLigatureForMark(id: 0, component: component) }
                buffer.infos[index + component] = info
                setGlyph(at: index + component, GlyphID(layout.u16(sequence.offset &+ component &* 2)), classGuess: guess, component: true)
            }
            index += sequence.count
            return true
        }
    }

    /// Removes the current glyph; its cluster joins a neighbour's when no other glyph keeps it.
    mutating func deleteGlyph() {
        buffer.giveAwayCluster(of: index, keptEnd: index)
        buffer.infos.remove(at: index)
    }

    // MARK: Matching sequences

    /// Matches the input of a ligature or contextual rule: the current glyph, then `count - 1`
    /// glyphs matching `sequence`, with the rules that keep marks on the ligature component they
    /// belong to. Returns the glyphs' positions, the end of the match and the number of
    /// ligature components they hold.
    ///
    /// The positions are left in `buffer.matchPositions[slot]`, one list per nesting depth.
    mutating func matchInput(_ sequence: GlyphSequence, count: Int) -> (slot: Int, end: Int, components: Int)? {
        let skipping = inputSkipping()
        let slot = min(max(LayoutApplier.maximumNesting - nestingLeft, 0), buffer.matchPositions.count - 1)
        buffer.matchPositions[slot].removeAll(keepingCapacity: true)
        buffer.matchPositions[slot].append(index)
        let first = buffer.infos[index]
        let firstID = first.ligatureID, firstComponent = first.ligatureComponent
        var components = first.ligatureComponentCount
        var baseMaySkip: Bool? = nil
        var position = index
        for item in 0..<(count - 1) {
            let (found, _) = next(from: position, skipping, sequence, item: item, remaining: count - 1 - item)
            guard let found else { return nil }
            position = found
            let info = buffer.infos[found]
            let thisID = info.ligatureID, thisComponent = info.ligatureComponent
            if firstID != 0, firstComponent != 0 {
                // Attached to a component of an earlier ligature: every glyph must be attached
                // to that same component, unless that ligature is one the lookup skips.
                if firstID != thisID || firstComponent != thisComponent {
                    if baseMaySkip == nil {
                        var scan = index
                        var found = false
                        while scan > 0, buffer.infos[scan - 1].ligatureID == firstID {
                            scan -= 1
                            if buffer.infos[scan].ligatureComponent == 0 {
                                found = true
                                break
                            }
                        }
                        baseMaySkip = found && maySkip(buffer.infos[scan], skipping) == .yes
                    }
                    if baseMaySkip == false { return nil }
                }
            } else if thisID != 0, thisComponent != 0, thisID != firstID {
                // Not attached: no glyph may be attached to another ligature's component.
                return nil
            }
            components += info.ligatureComponentCount
            buffer.matchPositions[slot].append(found)
        }
        return (slot, position + 1, components)
    }

    /// Matches `count` glyphs before the current one against `sequence` (nearest first);
    /// returns where the match starts.
    func matchBacktrack(_ sequence: GlyphSequence, count: Int) -> Int? {
        let skipping = contextSkipping(inSyllable: isPositioning || isReversePass || buffer.count == passStartCount)
        var position = index
        for item in 0..<count {
            let (found, _) = previous(from: position, skipping, sequence, item: item, remaining: count - item)
            guard let found else { return nil }
            position = found
        }
        return position
    }

    /// Matches `count` glyphs after `after` against `sequence`; returns the end of the match.
    func matchLookahead(_ sequence: GlyphSequence, count: Int, after: Int) -> Int? {
        // Held to the syllable whatever the input's length (HarfBuzz's cluster.tests Sinhala
        // case: a lookahead after a two-glyph input does not reach the next syllable).
        let skipping = contextSkipping(inSyllable: true)
        var position = after
        for item in 0..<count {
            let (found, _) = next(from: position, skipping, sequence, item: item, remaining: count - item)
            guard let found else { return nil }
            position = found
        }
        return position + 1
    }

    // MARK: Ligatures

    /// Replaces the matched glyphs by `glyph`: the first becomes the ligature, the others go,
    /// and the marks between them (and right after) record which component they belong to.
    mutating func ligate(_ positions: [Int], end: Int, glyph: GlyphID, components total: Int) {
        let first = positions[0]
        var isBaseLigature = buffer.infos[first].isBaseGlyph
        var isMarkLigature = buffer.infos[first].isMark
        for position in positions.dropFirst() where !buffer.infos[position].isMark {
            isBaseLigature = false
            isMarkLigature = false
            break
        }
        let isLigature = !isBaseLigature && !isMarkLigature
        let guess = isLigature ? GlyphProperties.ligature : 0
        let ligatureID = isLigature ? buffer.allocateLigatureID() : 0
        var lastID = buffer.infos[first].ligatureID
        var lastComponents = buffer.infos[first].ligatureComponentCount
        var componentsSoFar = lastComponents
        buffer.mergeClusters(first, end)
        if isLigature {
            buffer.infos[first].setLigatureForLigature(id: ligatureID, components: total)
            if buffer.infos[first].category == .nonspacingMark { buffer.infos[first].category = .otherLetter }
        }
        setGlyph(at: first, glyph, classGuess: guess, ligature: true)
        func component(of position: Int) -> Int {
            var component = buffer.infos[position].ligatureComponent
            if component == 0 { component = lastComponents }
            return componentsSoFar - lastComponents + min(component, lastComponents)
        }
        for item in 1..<positions.count {
            if isLigature {
                for position in (positions[item - 1] + 1)..<positions[item] {
                    buffer.infos[position].setLigatureForMark(id: ligatureID, component: component(of: position))
                }
            }
            lastID = buffer.infos[positions[item]].ligatureID
            lastComponents = buffer.infos[positions[item]].ligatureComponentCount
            componentsSoFar += lastComponents
        }
        if !isMarkLigature, lastID != 0 {
            var position = end
            while position < buffer.count, buffer.infos[position].ligatureID == lastID, buffer.infos[position].ligatureComponent != 0 {
                buffer.infos[position].setLigatureForMark(id: ligatureID, component: component(of: position))
                position += 1
            }
        }
        // Remove the components after the first, keeping the glyphs between them.
        var write = first + 1
        var next = 1
        for read in (first + 1)..<end {
            if next < positions.count, positions[next] == read {
                next += 1
                continue
            }
            buffer.infos[write] = buffer.infos[read]
            write += 1
        }
        buffer.infos.removeSubrange(write..<end)
        index = write
    }

    // MARK: Contextual rules

    /// Sequence context (GSUB 5, GPOS 7) and chained sequence context (GSUB 6, GPOS 8) at the
    /// current glyph, `glyph`, which the subtable's coverage lists at `coverageIndex`.
    mutating func applyContext(_ context: CompiledContext, _ start: Int, _ glyph: GlyphID, _ coverageIndex: Int) -> Bool {
        guard context.format != 3 else {
            // The first input coverage was the subtable's.
            return applyRule(input: .coverages(context.input.offset &+ 1), inputCount: context.input.count - 1,
                             backtrack: .coverages(context.backtrack.offset), backtrackCount: context.backtrack.count,
                             lookahead: .coverages(context.lookahead.offset), lookaheadCount: context.lookahead.count,
                             records: context.records)
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
                                        records: records)
                } else {
                    applied = applyRule(input: .glyphs(input), inputCount: inputCount, backtrack: .glyphs(backtrack.offset),
                                        backtrackCount: backtrack.count, lookahead: .glyphs(lookahead.offset),
                                        lookaheadCount: lookahead.count, records: records)
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
                             records: records) {
                    return true
                }
            }
        }
        return false
    }

    /// Matches one rule at the current glyph (input after the first glyph, then lookahead, then
    /// backtrack) and, when it matches, applies its lookups (`records`, in the font).
    mutating func applyRule(input: GlyphSequence, inputCount: Int, backtrack: GlyphSequence, backtrackCount: Int,
                            lookahead: GlyphSequence, lookaheadCount: Int, records: RawArray) -> Bool {
        let count = inputCount + 1
        guard count <= LayoutApplier.maximumContextLength else { return false }
        if inputCount == 0 {
            // The input is the current glyph alone: the context is matched first (the same
            // outcome, as matching is free of effects, and a failing rule costs less).
            var start = index, end = index + 1
            if lookaheadCount > 0 {
                guard let lookaheadEnd = matchLookahead(lookahead, count: lookaheadCount, after: index) else { return false }
                end = lookaheadEnd
            }
            if backtrackCount > 0 {
                guard let backtrackStart = matchBacktrack(backtrack, count: backtrackCount) else { return false }
                start = backtrackStart
            }
            guard let match = matchInput(input, count: 1) else { return false }
            buffer.unsafeToBreak(start, end)
            applyLookups(slot: match.slot, end: match.end, records: records)
            return true
        }
        guard let match = matchInput(input, count: count) else { return false }
        var start = index, end = match.end
        if lookaheadCount > 0 {
            guard let lookaheadEnd = matchLookahead(lookahead, count: lookaheadCount, after: match.end - 1) else { return false }
            end = lookaheadEnd
        }
        if backtrackCount > 0 {
            guard let backtrackStart = matchBacktrack(backtrack, count: backtrackCount) else { return false }
            start = backtrackStart
        }
        buffer.unsafeToBreak(start, end)
        applyLookups(slot: match.slot, end: match.end, records: records)
        return true
    }

    /// Applies a rule's lookups at its matched positions, following the buffer as nested
    /// lookups add or remove glyphs, and moves past the match.
    mutating func applyLookups(slot: Int, end matchEnd: Int, records: RawArray) {
        var positions = buffer.matchPositions[slot]
        buffer.matchPositions[slot] = []
        defer { buffer.matchPositions[slot] = positions }
        var count = positions.count
        var end = matchEnd
        for record in 0..<records.count {
            let item = layout.int(records.offset &+ record &* 4)
            let lookupIndex = layout.int(records.offset &+ record &* 4 &+ 2)
            guard item < count else { continue }
            let originalLength = buffer.count
            guard positions[item] < originalLength else { continue }
            guard operationsLeft > 0 else { break }
            index = positions[item]
            guard recurse(lookupIndex) else { continue }
            var delta = buffer.count - originalLength
            guard delta != 0 else { continue }
            end += delta
            if end < positions[item] {
                delta += positions[item] - end
                end = positions[item]
            }
            var next = item + 1
            if delta > 0 {
                guard delta + count <= LayoutApplier.maximumContextLength else { break }
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
        index = end
    }
}
