// GSUB lookups applied to the buffer: single, multiple, alternate, ligature, contextual,
// chained contextual and reverse chaining substitution.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub

import TypesetFont

extension LayoutApplier {
    /// Applies one `GSUB` subtable at the current glyph.
    mutating func applySubstitution(_ subtable: SubstitutionSubtable) -> Bool {
        let glyph = buffer.infos[index].glyph
        switch subtable {
        case .single(let single):
            guard let substitute = single.substitute(for: glyph) else { return false }
            replaceGlyph(substitute)
            return true
        case .multiple(let multiple):
            guard let sequence = try? multiple.sequence(for: glyph) else { return false }
            return substituteSequence(sequence)
        case .alternate(let alternate):
            guard let alternates = try? alternate.alternates(for: glyph), alternates.count > 0 else { return false }
            let shift = UInt32(lookupMask.trailingZeroBitCount)
            var choice = Int((lookupMask & buffer.infos[index].mask) >> shift)
            if choice == Int(ShapePlan.maximumValue), random {
                buffer.unsafeToBreak(0, buffer.count)
                choice = Int(nextRandom() % UInt32(alternates.count)) + 1
            }
            guard choice > 0, choice <= alternates.count else { return false }
            replaceGlyph(alternates[choice - 1])
            return true
        case .ligature(let ligatures):
            guard let set = try? ligatures.ligatures(startingWith: glyph) else { return false }
            // With many ligatures, only those whose second glyph is the next glyph can match
            // (unless that glyph may be skipped, when every ligature is tried).
            var second: GlyphID? = nil
            if set.count > 4 {
                let skipping = inputSkipping()
                let (found, _) = next(from: index, skipping, .any, item: 0)
                if let found, maySkip(buffer.infos[found], skipping) == .no { second = buffer.infos[found].glyph }
            }
            for position in 0..<set.count {
                if let second, set.componentCount(at: position) > 1, set.firstComponent(at: position) != second { continue }
                guard let ligature = try? set.ligature(at: position) else { continue }
                if ligature.components.isEmpty {
                    replaceGlyph(ligature.glyph)
                    return true
                }
                let count = ligature.components.count + 1
                guard count <= LayoutApplier.maximumContextLength else { continue }
                guard let match = matchInput(.glyphArray(ligature.components), count: count) else { continue }
                ligate(buffer.matchPositions[match.slot], end: match.end, glyph: ligature.glyph, components: match.components)
                return true
            }
            return false
        case .context(let context):
            return applyContext(context)
        case .chainedContext(let context):
            return applyChainedContext(context)
        case .reverseChainSingle(let reverse):
            guard let coverageIndex = reverse.coverage.index(of: glyph), coverageIndex < reverse.substitutes.count else { return false }
            guard matchBacktrack(.coverages(reverse.backtrack, offset: 0), count: reverse.backtrack.count) != nil,
                  let end = matchLookahead(.coverages(reverse.lookahead, offset: 0), count: reverse.lookahead.count, after: index)
            else { return false }
            buffer.unsafeToBreak(index, end)
            setGlyph(at: index, reverse.substitutes[coverageIndex])
            return true
        }
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
            properties = (properties & GlyphProperties.preserve) | face.glyphProperties(glyph)
        } else if classGuess != 0 {
            properties = (properties & GlyphProperties.preserve) | classGuess
        }
        buffer.infos[position].properties = properties
        buffer.infos[position].glyph = glyph
    }

    /// Replaces the current glyph and moves past it.
    mutating func replaceGlyph(_ glyph: GlyphID) {
        setGlyph(at: index, glyph)
        index += 1
    }

    /// Multiple substitution: the current glyph becomes `sequence`.
    mutating func substituteSequence(_ sequence: GlyphArray) -> Bool {
        switch sequence.count {
        case 1:
            replaceGlyph(sequence[0])
            return true
        case 0:
            deleteGlyph()
            return true
        default:
            guard buffer.count + sequence.count - 1 <= maximumLength else { return false }
            let original = buffer.infos[index]
            let guess = original.isLigature ? GlyphProperties.base : 0
            var replacement: [GlyphInfo] = []
            replacement.reserveCapacity(sequence.count)
            for (component, glyph) in sequence.enumerated() {
                var info = original
                if original.ligatureID == 0 { info.setLigatureForMark(id: 0, component: component) }
                buffer.infos[index] = info
                setGlyph(at: index, glyph, classGuess: guess, component: true)
                replacement.append(buffer.infos[index])
            }
            buffer.infos.replaceSubrange(index..<(index + 1), with: replacement)
            index += replacement.count
            return true
        }
    }

    /// Removes the current glyph; its cluster joins a neighbour's when no other glyph keeps it.
    mutating func deleteGlyph() {
        let cluster = buffer.infos[index].cluster
        let count = buffer.count
        let kept = (index + 1 < count && buffer.infos[index + 1].cluster == cluster) || (index > 0 && buffer.infos[index - 1].cluster == cluster)
        if !kept {
            if index > 0 {
                let previous = buffer.infos[index - 1].cluster
                if cluster < previous {
                    var position = index - 1
                    while position >= 0, buffer.infos[position].cluster == previous {
                        buffer.infos[position].cluster = cluster
                        position -= 1
                    }
                }
            } else if index + 1 < count {
                buffer.mergeClusters(index, index + 2)
            }
        }
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
        let skipping = contextSkipping()
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
        let skipping = contextSkipping()
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

    /// Sequence context (GSUB 5, GPOS 7).
    mutating func applyContext(_ context: SequenceContext) -> Bool {
        let glyph = buffer.infos[index].glyph
        switch context.format {
        case 1, 2:
            guard let coverageIndex = context.coverage?.index(of: glyph) else { return false }
            let setIndex = context.format == 1 ? coverageIndex : context.classes.classOf(glyph)
            guard let set = try? context.ruleSet(at: setIndex) else { return false }
            for position in 0..<set.count {
                guard let rule = try? set.rule(at: position) else { continue }
                let input: GlyphSequence = context.format == 1 ? .glyphs(rule.input) : .classes(context.classes, rule.input)
                if applyRule(input: input, backtrack: nil, lookahead: nil, records: rule.lookupRecords) { return true }
            }
            return false
        default:
            guard let coverages = context.inputCoverages, let records = context.lookupRecords, coverages.count > 0,
                  coverages[0]?.contains(glyph) == true else { return false }
            return applyRule(input: .coverages(coverages, offset: 1), backtrack: nil, lookahead: nil, records: records)
        }
    }

    /// Chained sequence context (GSUB 6, GPOS 8).
    mutating func applyChainedContext(_ context: ChainedSequenceContext) -> Bool {
        let glyph = buffer.infos[index].glyph
        switch context.format {
        case 1, 2:
            guard let coverageIndex = context.coverage?.index(of: glyph) else { return false }
            let setIndex = context.format == 1 ? coverageIndex : context.inputClasses.classOf(glyph)
            guard let set = try? context.ruleSet(at: setIndex) else { return false }
            for position in 0..<set.count {
                guard let rule = try? set.rule(at: position) else { continue }
                let applied: Bool
                if context.format == 1 {
                    applied = applyRule(input: .glyphs(rule.input), backtrack: .glyphs(rule.backtrack), lookahead: .glyphs(rule.lookahead),
                                        records: rule.lookupRecords)
                } else {
                    applied = applyRule(input: .classes(context.inputClasses, rule.input),
                                        backtrack: .classes(context.backtrackClasses, rule.backtrack),
                                        lookahead: .classes(context.lookaheadClasses, rule.lookahead), records: rule.lookupRecords)
                }
                if applied { return true }
            }
            return false
        default:
            guard let input = context.inputCoverages, let backtrack = context.backtrackCoverages, let lookahead = context.lookaheadCoverages,
                  let records = context.lookupRecords, input.count > 0, input[0]?.contains(glyph) == true else { return false }
            return applyRule(input: .coverages(input, offset: 1), backtrack: .coverages(backtrack, offset: 0),
                             lookahead: .coverages(lookahead, offset: 0), records: records)
        }
    }

    /// Matches one rule at the current glyph (input, then lookahead, then backtrack) and, when
    /// it matches, applies its lookups.
    mutating func applyRule(input: GlyphSequence, backtrack: GlyphSequence?, lookahead: GlyphSequence?,
                            records: SequenceLookupRecords) -> Bool {
        let count = input.count + 1
        guard count <= LayoutApplier.maximumContextLength else { return false }
        guard let match = matchInput(input, count: count) else { return false }
        var start = index, end = match.end
        if let lookahead {
            guard let lookaheadEnd = matchLookahead(lookahead, count: lookahead.count, after: match.end - 1) else { return false }
            end = lookaheadEnd
        }
        if let backtrack {
            guard let backtrackStart = matchBacktrack(backtrack, count: backtrack.count) else { return false }
            start = backtrackStart
        }
        buffer.unsafeToBreak(start, end)
        applyLookups(slot: match.slot, end: match.end, records: records)
        return true
    }

    /// Applies a rule's lookups at its matched positions, following the buffer as nested
    /// lookups add or remove glyphs, and moves past the match.
    mutating func applyLookups(slot: Int, end matchEnd: Int, records: SequenceLookupRecords) {
        var positions = buffer.matchPositions[slot]
        buffer.matchPositions[slot] = []
        defer { buffer.matchPositions[slot] = positions }
        var count = positions.count
        var end = matchEnd
        for record in records {
            let item = record.sequenceIndex
            guard item < count else { continue }
            let originalLength = buffer.count
            guard positions[item] < originalLength else { continue }
            guard operationsLeft > 0 else { break }
            index = positions[item]
            guard recurse(record.lookupIndex) else { continue }
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
            // Shift the positions after the nested lookup's glyph by `delta`.
            let tail = Array(positions[min(next, count)..<count])
            positions.removeSubrange(min(next + delta, positions.count)..<positions.count)
            while positions.count < next + delta { positions.append(0) }
            positions.append(contentsOf: tail)
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
