// Whether a GSUB lookup would substitute a given glyph sequence, as a whole, without running it:
// what the Indic shaper asks of `rphf`, `pref`, `blwf`, `pstf` and `vatu` to find base consonants
// and reph before the features apply (HarfBuzz's "would substitute").
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub

import TypesetFont

extension ShapingFont {
    /// Whether one of the `GSUB` lookups `lookups` would substitute exactly `glyphs`: a single,
    /// multiple or alternate substitution of one glyph, a ligature of exactly these glyphs, or a
    /// contextual rule whose input is exactly these glyphs (with `zeroContext`, only chained
    /// rules without backtrack and lookahead).
    func wouldSubstitute(lookups: [Int], _ glyphs: GlyphSequenceProbe, zeroContext: Bool) -> Bool {
        guard glyphs.count > 0, let compiled = substitutionLayout else { return false }
        return withExtendedLifetime(compiled) {
            guard let layout = compiled.unsafeView() else { return false }
            for index in lookups where index >= 0 && index < layout.lookupCount {
                let lookup = layout.lookups[index]
                guard lookup.isValid else { continue }
                var position = lookup.subtables.offset
                let end = position &+ lookup.subtables.count
                while position < end {
                    let subtable = layout.subtables + position
                    position &+= 1
                    if layout.wouldApply(subtable, glyphs, zeroContext: zeroContext) { return true }
                }
            }
            return false
        }
    }
}

extension UnsafeLayoutView {
    /// Whether `subtable` applies to exactly `glyphs`.
    func wouldApply(_ subtable: UnsafePointer<CompiledSubtable>, _ glyphs: GlyphSequenceProbe, zeroContext: Bool) -> Bool {
        let first = glyphs[0]
        let coverageIndex = index(of: first, in: subtable.pointee.coverage)
        switch subtable.pointee.body {
        case .singleDelta, .singleArray, .multiple, .alternate, .reverseChain:
            return glyphs.count == 1 && coverageIndex != nil
        case .ligature(let records, _):
            guard let coverageIndex, coverageIndex < records.count,
                  let set = countedArray(at: subtable.pointee.start &+ int(records.offset &+ coverageIndex &* 2)) else { return false }
            let setStart = set.offset &- 2
            for item in 0..<set.count {
                let ligature = setStart &+ int(set.offset &+ item &* 2)
                guard contains(ligature, 4), int(ligature &+ 2) == glyphs.count, contains(ligature &+ 4, (glyphs.count &- 1) &* 2) else { continue }
                var matches = true
                for component in 1..<max(glyphs.count, 1) where u16(ligature &+ 4 &+ (component &- 1) &* 2) != glyphs[component].rawValue {
                    matches = false
                    break
                }
                if matches { return true }
            }
            return false
        case .context(let context):
            return wouldApply(context, subtable.pointee.start, coverageIndex, glyphs, zeroContext: zeroContext)
        default:
            return false
        }
    }

    /// Whether a (chained) sequence context applies to exactly `glyphs`.
    func wouldApply(_ context: CompiledContext, _ start: Int, _ coverageIndex: Int?, _ glyphs: GlyphSequenceProbe, zeroContext: Bool) -> Bool {
        // The first glyph must be one the subtable starts at.
        guard coverageIndex != nil else { return false }
        func inputMatches(_ input: GlyphSequence, count: Int) -> Bool {
            guard count == glyphs.count else { return false }
            for item in 1..<max(count, 1) {
                let glyph = glyphs[item]
                switch input {
                case .any: continue
                case .glyphs(let values): if u16(values &+ (item &- 1) &* 2) != glyph.rawValue { return false }
                case .classes(let classes, let values): if classOf(glyph, in: classes) != int(values &+ (item &- 1) &* 2) { return false }
                case .coverages(let firstCoverage): if !covers(firstCoverage &+ item &- 1, glyph) { return false }
                }
            }
            return true
        }
        if context.format == 3 {
            if context.isChained, zeroContext, context.backtrack.count != 0 || context.lookahead.count != 0 { return false }
            return inputMatches(.coverages(context.input.offset &+ 1), count: context.input.count)
        }
        let byClass = context.format == 2
        let setIndex = byClass ? classOf(glyphs[0], in: context.inputClasses) : (coverageIndex ?? 0)
        guard setIndex < context.ruleSets.count else { return false }
        let setOffset = int(context.ruleSets.offset &+ setIndex &* 2)
        guard setOffset != 0, let set = countedArray(at: start &+ setOffset) else { return false }
        let setStart = set.offset &- 2
        for position in 0..<set.count {
            var rule = setStart &+ int(set.offset &+ position &* 2)
            if context.isChained {
                guard let backtrack = countedArray(at: rule) else { continue }
                rule = backtrack.offset &+ backtrack.count &* 2
                guard contains(rule, 2) else { continue }
                let inputCount = int(rule)
                guard inputCount > 0, contains(rule &+ 2, (inputCount &- 1) &* 2) else { continue }
                let input = rule &+ 2
                rule = input &+ (inputCount &- 1) &* 2
                guard let lookahead = countedArray(at: rule) else { continue }
                if zeroContext, backtrack.count != 0 || lookahead.count != 0 { continue }
                let sequence: GlyphSequence = byClass ? .classes(context.inputClasses, input) : .glyphs(input)
                if inputMatches(sequence, count: inputCount) { return true }
            } else {
                guard contains(rule, 4) else { continue }
                let inputCount = int(rule)
                guard inputCount > 0, contains(rule &+ 4, (inputCount &- 1) &* 2) else { continue }
                let sequence: GlyphSequence = byClass ? .classes(context.inputClasses, rule &+ 4) : .glyphs(rule &+ 4)
                if inputMatches(sequence, count: inputCount) { return true }
            }
        }
        return false
    }
}
