// GSUB lookups applied to the buffer: single, multiple, alternate, ligature, contextual,
// chained contextual and reverse chaining substitution.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub

import TypesetFont

/// Applies `GSUB` subtables at the current glyph of a ``LookupContext``, and edits the buffer
/// as substitutions do: glyphs replaced, multiplied, ligated or deleted, with their `GDEF`
/// properties and the ligature components their marks belong to.
struct SubstitutionApplier: SubtableApplier {
    let face: ShapingFont
    /// The compiled lookups and the font's bytes.
    let layout: UnsafeLayoutView
    /// `GDEF` glyph properties.
    let definitions: UnsafeGlyphDefinitions
    let hasGlyphClasses: Bool
    /// The most glyphs the run may grow to (multiple substitutions).
    let maximumLength: Int

    /// The applier for the lookups of `context`'s face, over its buffer.
    init(context: LookupContext) {
        face = context.face
        layout = context.layout
        definitions = context.definitions
        hasGlyphClasses = context.face.hasGlyphClasses
        maximumLength = max(context.buffer.count.multipliedReportingOverflow(by: 64).partialValue, 16384)
    }

    /// Applies one `GSUB` subtable at the current glyph, `glyph`, which its coverage lists at
    /// `coverageIndex`.
    func apply(_ subtable: UnsafePointer<CompiledSubtable>, _ glyph: GlyphID, _ coverageIndex: Int, _ c: inout LookupContext) -> Bool {
        switch subtable.pointee.body {
        case .singleDelta(let delta):
            // Addition modulo 65536, as the specification says.
            replaceGlyph(GlyphID(truncatingIfNeeded: glyph.index &+ delta), &c)
            return true
        case .singleArray(let substitutes):
            guard coverageIndex < substitutes.count else { return false }
            replaceGlyph(GlyphID(layout.u16(substitutes.offset &+ coverageIndex &* 2)), &c)
            return true
        case .multiple(let records):
            guard let sequence = recordArray(records, subtable.pointee.start, coverageIndex) else { return false }
            return substituteSequence(sequence, &c)
        case .alternate(let records):
            guard let alternates = recordArray(records, subtable.pointee.start, coverageIndex), alternates.count > 0 else { return false }
            let shift = UInt32(c.lookupMask.trailingZeroBitCount)
            var choice = Int((c.lookupMask & c.buffer.infos[c.index].mask) >> shift)
            if choice == Int(ShapePlan.maximumValue), c.random {
                c.buffer.unsafeToBreak(0, c.buffer.count)
                choice = Int(c.nextRandom() % UInt32(alternates.count)) + 1
            }
            guard choice > 0, choice <= alternates.count else { return false }
            replaceGlyph(GlyphID(layout.u16(alternates.offset &+ (choice - 1) &* 2)), &c)
            return true
        case .ligature(let records, let keys):
            return applyLigatures(records, subtable.pointee.start, coverageIndex, keys: keys, &c)
        case .context(let context):
            return ContextMatcher.apply(context, subtable.pointee.start, glyph, coverageIndex, &c, self)
        case .reverseChain(let reverse):
            guard coverageIndex < reverse.substitutes.count else { return false }
            guard ContextMatcher.matchBacktrack(.coverages(reverse.backtrack.offset), count: reverse.backtrack.count, c) != nil,
                  let end = ContextMatcher.matchLookahead(.coverages(reverse.lookahead.offset), count: reverse.lookahead.count, after: c.index, c)
            else { return false }
            c.buffer.unsafeToBreak(c.index, end)
            setGlyph(at: c.index, GlyphID(layout.u16(reverse.substitutes.offset &+ coverageIndex &* 2)), &c)
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
    func applyLigatures(_ records: RawArray, _ start: Int, _ coverageIndex: Int, keys: Int, _ c: inout LookupContext) -> Bool {
        guard let set = recordArray(records, start, coverageIndex) else { return false }
        let setStart = set.offset &- 2
        // With many ligatures, only those whose second glyph is the next glyph can match
        // (unless that glyph may be skipped, when every ligature is tried).
        var second: UInt16? = nil
        if set.count > 4 {
            let skipping = c.inputSkipping()
            let (found, _) = c.next(from: c.index, skipping, .any, item: 0)
            if let found, c.maySkip(c.buffer.infos[found], skipping) == .no { second = c.buffer.infos[found].glyph.rawValue }
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
                replaceGlyph(glyph, &c)
                return true
            }
            let count = components + 1
            guard count <= LookupContext.maximumContextLength else { continue }
            guard let match = ContextMatcher.matchInput(.glyphs(ligature &+ 4), count: count, &c) else { continue }
            ligate(c.buffer.matchPositions[match.slot], end: match.end, glyph: glyph, components: match.components, &c)
            return true
        }
        return false
    }

    // MARK: Editing the buffer

    /// Replaces the glyph at `position` and updates its properties (GDEF class, or the guess
    /// `classGuess` without GDEF; substituted, ligated, multiplied).
    func setGlyph(at position: Int, _ glyph: GlyphID, classGuess: UInt16 = 0, ligature: Bool = false, component: Bool = false,
                           _ c: inout LookupContext) {
        var properties = c.buffer.infos[position].properties | GlyphProperties.substituted
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
        c.buffer.infos[position].properties = properties
        c.buffer.infos[position].glyph = glyph
        c.addStartingLookups(glyph)
    }

    /// Replaces the current glyph and moves past it.
    func replaceGlyph(_ glyph: GlyphID, _ c: inout LookupContext) {
        setGlyph(at: c.index, glyph, &c)
        c.index += 1
    }

    /// Multiple substitution: the current glyph becomes the glyphs of `sequence` (in the font).
    func substituteSequence(_ sequence: RawArray, _ c: inout LookupContext) -> Bool {
        switch sequence.count {
        case 1:
            replaceGlyph(GlyphID(layout.u16(sequence.offset)), &c)
            return true
        case 0:
            deleteGlyph(&c)
            return true
        default:
            guard c.buffer.count + sequence.count - 1 <= maximumLength else { return false }
            let original = c.buffer.infos[c.index]
            let guess = original.isLigature ? GlyphProperties.base : 0
            // Room for the components after the first, then each component from the original.
            c.buffer.infos.insert(contentsOf: repeatElement(original, count: sequence.count - 1), at: c.index + 1)
            for component in 0..<sequence.count {
                var info = original
                if original.ligatureID == 0 { info.setLigatureForMark(id: 0, component: component) }
                c.buffer.infos[c.index + component] = info
                setGlyph(at: c.index + component, GlyphID(layout.u16(sequence.offset &+ component &* 2)), classGuess: guess, component: true, &c)
            }
            c.index += sequence.count
            return true
        }
    }

    /// Removes the current glyph; its cluster joins a neighbour's when no other glyph keeps it.
    func deleteGlyph(_ c: inout LookupContext) {
        c.buffer.giveAwayCluster(of: c.index, keptEnd: c.index)
        c.buffer.infos.remove(at: c.index)
    }

    // MARK: Ligatures

    /// Replaces the matched glyphs by `glyph`: the first becomes the ligature, the others go,
    /// and the marks between them (and right after) record which component they belong to.
    func ligate(_ positions: [Int], end: Int, glyph: GlyphID, components total: Int, _ c: inout LookupContext) {
        let first = positions[0]
        var isBaseLigature = c.buffer.infos[first].isBaseGlyph
        var isMarkLigature = c.buffer.infos[first].isMark
        for position in positions.dropFirst() where !c.buffer.infos[position].isMark {
            isBaseLigature = false
            isMarkLigature = false
            break
        }
        let isLigature = !isBaseLigature && !isMarkLigature
        let guess = isLigature ? GlyphProperties.ligature : 0
        let ligatureID = isLigature ? c.buffer.allocateLigatureID() : 0
        var lastID = c.buffer.infos[first].ligatureID
        var lastComponents = c.buffer.infos[first].ligatureComponentCount
        var componentsSoFar = lastComponents
        c.buffer.mergeClusters(first, end)
        if isLigature {
            c.buffer.infos[first].setLigatureForLigature(id: ligatureID, components: total)
            if c.buffer.infos[first].category == .nonspacingMark { c.buffer.infos[first].category = .otherLetter }
        }
        setGlyph(at: first, glyph, classGuess: guess, ligature: true, &c)
        func component(of position: Int) -> Int {
            var component = c.buffer.infos[position].ligatureComponent
            if component == 0 { component = lastComponents }
            return componentsSoFar - lastComponents + min(component, lastComponents)
        }
        for item in 1..<positions.count {
            if isLigature {
                for position in (positions[item - 1] + 1)..<positions[item] {
                    c.buffer.infos[position].setLigatureForMark(id: ligatureID, component: component(of: position))
                }
            }
            lastID = c.buffer.infos[positions[item]].ligatureID
            lastComponents = c.buffer.infos[positions[item]].ligatureComponentCount
            componentsSoFar += lastComponents
        }
        if !isMarkLigature, lastID != 0 {
            var position = end
            while position < c.buffer.count, c.buffer.infos[position].ligatureID == lastID, c.buffer.infos[position].ligatureComponent != 0 {
                c.buffer.infos[position].setLigatureForMark(id: ligatureID, component: component(of: position))
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
            c.buffer.infos[write] = c.buffer.infos[read]
            write += 1
        }
        c.buffer.infos.removeSubrange(write..<end)
        c.index = write
    }
}
