// Whether a run can be shaped word by word: true when no lookup the plan applies can see the
// space glyph (no substitution, context, kerning or attachment involving it, and no lookup that
// skips base glyphs and so could look across it). Then shaping the words apart and joining them
// gives exactly the glyphs of shaping the run at once, and shaped words can be cached — the
// test browsers apply before caching words.

import TypesetFont

extension ShapePlan {
    /// Whether any lookup of the plan (or a lookup it calls) may involve `space`.
    static func lookupsInvolve(_ space: GlyphID, face: ShapingFont, substitution: [Int], positioning: [Int]) -> Bool {
        var checker = SpaceInvolvement(space: space, face: face)
        for index in substitution where checker.involves(lookup: index, positioning: false) { return true }
        for index in positioning where checker.involves(lookup: index, positioning: true) { return true }
        return false
    }
}

struct SpaceInvolvement {
    let space: GlyphID
    let face: ShapingFont
    /// Lookups already checked (and found not to involve the space), per table.
    var checked: [Set<Int>] = [[], []]
    /// Work left: a font with enormous rule sets is reported as involving the space.
    var budget = 200_000
    /// Nested lookups being followed; deeper than the shaper's own nesting limit counts as
    /// involving the space (and keeps the recursion bounded).
    var depth = 0

    init(space: GlyphID, face: ShapingFont) {
        self.space = space
        self.face = face
    }

    mutating func involves(lookup index: Int, positioning: Bool) -> Bool {
        guard depth < 64 else { return true }
        depth += 1
        defer { depth -= 1 }
        let table = positioning ? 1 : 0
        if checked[table].contains(index) { return false }
        checked[table].insert(index)
        let lookups = positioning ? face.positioningLookups : face.substitutionLookups
        guard index < lookups.count, let lookup = lookups[index] else { return false }
        if lookup.flags.contains(.ignoreBaseGlyphs) { return true }
        switch lookup.subtables {
        case .substitution(let subtables):
            for subtable in subtables where involves(subtable) { return true }
        case .positioning(let subtables):
            for subtable in subtables where involves(subtable) { return true }
        }
        return false
    }

    mutating func spend(_ amount: Int) -> Bool {
        budget -= amount
        return budget < 0
    }

    mutating func involves(_ subtable: SubstitutionSubtable) -> Bool {
        switch subtable {
        case .single(let single): return single.coverage.contains(space)
        case .multiple(let multiple): return multiple.coverage.contains(space)
        case .alternate(let alternate): return alternate.coverage.contains(space)
        case .ligature(let ligatures):
            if ligatures.coverage.contains(space) { return true }
            // Components: every ligature of every first glyph.
            var found = false
            ligatures.coverage.forEachGlyph(below: face.face.numGlyphs) { first in
                guard !found else { return }
                guard let set = try? ligatures.ligatures(startingWith: first) else { found = true; return }
                for position in 0..<set.count {
                    guard let ligature = try? set.ligature(at: position), !spend(ligature.components.count + 1),
                          !ligature.components.contains(space) else { found = true; return }
                }
            }
            return found
        case .context(let context): return involves(context, positioning: false)
        case .chainedContext(let context): return involves(context, positioning: false)
        case .reverseChainSingle(let reverse):
            if reverse.coverage.contains(space) { return true }
            for list in [reverse.backtrack, reverse.lookahead] {
                for position in 0..<list.count where list[position]?.contains(space) ?? true { return true }
            }
            return false
        }
    }

    mutating func involves(_ subtable: PositioningSubtable) -> Bool {
        switch subtable {
        case .single(let single): return single.coverage.contains(space)
        case .pair(let pair):
            if pair.coverage.contains(space) { return true }
            if pair.format == 1 {
                var found = false
                pair.coverage.forEachGlyph(below: face.face.numGlyphs) { first in
                    guard !found else { return }
                    guard let seconds = try? pair.secondGlyphs(first: first), !spend(seconds.count), !seconds.contains(space) else {
                        found = true
                        return
                    }
                }
                return found
            }
            // Format 2: the space's second class, in every first class.
            let spaceClass = pair.classes2.classOf(space)
            if spend(pair.class1Count) { return true }
            for first in 0..<pair.class1Count {
                guard let value = try? pair.value(class1: first, class2: spaceClass) else { continue }
                if !value.first.isZero || !value.second.isZero { return true }
            }
            return false
        case .cursive(let cursive): return cursive.coverage.contains(space)
        case .markToBase(let attachment): return attachment.markCoverage.contains(space) || attachment.baseCoverage.contains(space)
        case .markToLigature(let attachment): return attachment.markCoverage.contains(space) || attachment.ligatureCoverage.contains(space)
        case .markToMark(let attachment): return attachment.mark1Coverage.contains(space) || attachment.mark2Coverage.contains(space)
        case .context(let context): return involves(context, positioning: true)
        case .chainedContext(let context): return involves(context, positioning: true)
        }
    }

    mutating func involves(_ context: SequenceContext, positioning: Bool) -> Bool {
        switch context.format {
        case 1, 2:
            guard let coverage = context.coverage else { return true }
            if coverage.contains(space) { return true }
            let spaceClass = context.format == 2 ? context.classes.classOf(space) : -1
            for setIndex in 0..<context.ruleSetCount {
                guard let set = try? context.ruleSet(at: setIndex) else { return true }
                for position in 0..<set.count {
                    guard let rule = try? set.rule(at: position) else { return true }
                    if spend(rule.input.count + 1) { return true }
                    let target = context.format == 1 ? Int(space.rawValue) : spaceClass
                    if rule.input.contains(where: { Int($0) == target }) { return true }
                    for record in rule.lookupRecords where involves(lookup: record.lookupIndex, positioning: positioning) { return true }
                }
            }
            return false
        default:
            guard let coverages = context.inputCoverages, let records = context.lookupRecords else { return true }
            for position in 0..<coverages.count where coverages[position]?.contains(space) ?? true { return true }
            for record in records where involves(lookup: record.lookupIndex, positioning: positioning) { return true }
            return false
        }
    }

    mutating func involves(_ context: ChainedSequenceContext, positioning: Bool) -> Bool {
        switch context.format {
        case 1, 2:
            guard let coverage = context.coverage else { return true }
            if coverage.contains(space) { return true }
            let classes = context.format == 2
                ? (context.backtrackClasses.classOf(space), context.inputClasses.classOf(space), context.lookaheadClasses.classOf(space))
                : (Int(space.rawValue), Int(space.rawValue), Int(space.rawValue))
            for setIndex in 0..<context.ruleSetCount {
                guard let set = try? context.ruleSet(at: setIndex) else { return true }
                for position in 0..<set.count {
                    guard let rule = try? set.rule(at: position) else { return true }
                    if spend(rule.backtrack.count + rule.input.count + rule.lookahead.count + 1) { return true }
                    if rule.backtrack.contains(where: { Int($0) == classes.0 }) || rule.input.contains(where: { Int($0) == classes.1 })
                        || rule.lookahead.contains(where: { Int($0) == classes.2 }) { return true }
                    for record in rule.lookupRecords where involves(lookup: record.lookupIndex, positioning: positioning) { return true }
                }
            }
            return false
        default:
            guard let input = context.inputCoverages, let backtrack = context.backtrackCoverages,
                  let lookahead = context.lookaheadCoverages, let records = context.lookupRecords else { return true }
            for list in [backtrack, input, lookahead] {
                for position in 0..<list.count where list[position]?.contains(space) ?? true { return true }
            }
            for record in records where involves(lookup: record.lookupIndex, positioning: positioning) { return true }
            return false
        }
    }
}
