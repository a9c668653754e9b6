// Applying OpenType Layout lookups to the glyph buffer: the walk over the run, the skipping
// rules of lookup flags, and the limits that keep hostile fonts from running forever.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#lookup-table
// Rules as HarfBuzz applies them: Documentation/Shaping.md.

import TypesetFont

/// Applies the lookups of one table (`GSUB` or `GPOS`) to a buffer. One value per table pass;
/// the buffer is moved in and out so edits happen in place.
struct LayoutApplier {
    var buffer: GlyphBuffer
    let face: ShapingFont
    let lookups: [DecodedLookup?]
    let isPositioning: Bool
    let hasGlyphClasses: Bool

    // The lookup being applied.
    var lookupMask: UInt32 = 1
    var lookupProperties: UInt32 = 0
    var autoZWJ = true
    var autoZWNJ = true
    var random = false
    /// The current glyph.
    var index = 0
    /// Recursion left for nested (contextual) lookups.
    var nestingLeft = LayoutApplier.maximumNesting
    /// Work left: every lookup application at a glyph costs one.
    var operationsLeft: Int
    /// The most glyphs the run may grow to (multiple substitutions).
    let maximumLength: Int
    /// State of `rand` (minimal standard generator, as HarfBuzz seeds it).
    var randomState: UInt32 = 1

    static let maximumNesting = 64
    static let maximumContextLength = 64

    init(buffer: GlyphBuffer, face: ShapingFont, isPositioning: Bool) {
        self.buffer = buffer
        self.face = face
        self.isPositioning = isPositioning
        lookups = isPositioning ? face.positioningLookups : face.substitutionLookups
        hasGlyphClasses = face.hasGlyphClasses
        if self.buffer.matchPositions.count < LayoutApplier.maximumNesting + 2 {
            self.buffer.matchPositions = Array(repeating: [], count: LayoutApplier.maximumNesting + 2)
        }
        let count = buffer.count
        operationsLeft = max(count.multipliedReportingOverflow(by: 1024).partialValue, 16384)
        maximumLength = max(count.multipliedReportingOverflow(by: 64).partialValue, 16384)
    }

    // MARK: Running lookups over the buffer

    /// Applies `planned` over the whole buffer.
    mutating func apply(_ planned: ShapePlan.PlannedLookup) {
        guard planned.index < lookups.count, let lookup = lookups[planned.index] else { return }
        lookupMask = planned.mask
        autoZWJ = planned.autoZWJ
        autoZWNJ = planned.autoZWNJ
        random = planned.random
        lookupProperties = lookup.properties
        nestingLeft = LayoutApplier.maximumNesting
        guard buffer.infos.contains(where: { lookup.mayStart(at: $0.glyph) }) else { return }
        if lookup.isReverse {
            index = buffer.count - 1
            while index >= 0, operationsLeft > 0 {
                operationsLeft -= 1
                let info = buffer.infos[index]
                if lookup.mayStart(at: info.glyph), info.mask & lookupMask != 0, matchesProperties(info, lookupProperties) {
                    _ = applyOnce(lookup)
                }
                index -= 1
            }
            return
        }
        index = 0
        while index < buffer.count, operationsLeft > 0 {
            operationsLeft -= 1
            let info = buffer.infos[index]
            if lookup.mayStart(at: info.glyph), info.mask & lookupMask != 0, matchesProperties(info, lookupProperties), applyOnce(lookup) {
                continue
            }
            index += 1
        }
    }

    /// Tries the subtables of `lookup` at the current glyph; the first that applies wins and
    /// moves `index` past what it consumed.
    mutating func applyOnce(_ lookup: DecodedLookup) -> Bool {
        switch lookup.subtables {
        case .substitution(let subtables):
            for position in subtables.indices where applySubstitution(subtables[position]) { return true }
        case .positioning(let subtables):
            for position in subtables.indices where applyPositioning(subtables[position]) { return true }
        }
        return false
    }

    /// Applies lookup `lookupIndex` at the current glyph (from a contextual rule).
    mutating func recurse(_ lookupIndex: Int) -> Bool {
        guard nestingLeft > 0, operationsLeft > 0, lookupIndex < lookups.count, let lookup = lookups[lookupIndex] else { return false }
        operationsLeft -= 1
        nestingLeft -= 1
        guard index < buffer.count, lookup.mayStart(at: buffer.infos[index].glyph) else { return false }
        let savedProperties = lookupProperties
        lookupProperties = lookup.properties
        let applied = applyOnce(lookup)
        lookupProperties = savedProperties
        nestingLeft += 1
        return applied
    }

    // MARK: Glyph properties and skipping

    /// Whether a glyph takes part in a lookup with `properties` (lookup flags and mark
    /// filtering set), or is skipped over.
    @inline(__always)
    func matchesProperties(_ info: GlyphInfo, _ properties: UInt32) -> Bool {
        let glyphProperties = UInt32(info.properties)
        if glyphProperties & properties & UInt32(GlyphProperties.classMask) != 0 { return false }
        guard info.isMark else { return true }
        if properties & UInt32(LookupFlags.useMarkFilteringSet.rawValue) != 0 {
            return face.markGlyphSet(Int(properties >> 16), contains: info.glyph)
        }
        let attachmentType = properties & 0xFF00
        if attachmentType != 0 { return attachmentType == glyphProperties & 0xFF00 }
        return true
    }

    /// How a skipping iterator treats glyphs.
    struct Skipping {
        var properties: UInt32
        var mask: UInt32
        var ignoreZWNJ: Bool
        var ignoreZWJ: Bool
        var ignoreHidden: Bool
    }

    /// The iterator over the input of a lookup (ligature components, pair glyphs, rule input).
    func inputSkipping() -> Skipping {
        Skipping(properties: lookupProperties, mask: lookupMask, ignoreZWNJ: isPositioning, ignoreZWJ: autoZWJ, ignoreHidden: isPositioning)
    }

    /// The iterator over the backtrack and lookahead of a chained rule.
    func contextSkipping() -> Skipping {
        Skipping(properties: lookupProperties, mask: UInt32.max, ignoreZWNJ: isPositioning || autoZWNJ, ignoreZWJ: true,
                 ignoreHidden: isPositioning)
    }

    enum Skip { case yes, maybe, no }

    @inline(__always)
    func maySkip(_ info: GlyphInfo, _ skipping: Skipping) -> Skip {
        if !matchesProperties(info, skipping.properties) { return .yes }
        if info.isDefaultIgnorable, skipping.ignoreZWNJ || !info.isZWNJ, skipping.ignoreZWJ || !info.isZWJ,
           skipping.ignoreHidden || !info.isHidden {
            return .maybe
        }
        return .no
    }

    /// The outcome of looking at one glyph: it matches, it is skipped, or it stops the match.
    enum Step { case match, skip, stop }

    /// Whether `info` is the next item of a sequence (`matches`: the item test, `nil` for any).
    @inline(__always)
    func step(_ info: GlyphInfo, _ skipping: Skipping, _ matches: Bool?) -> Step {
        let skip = maySkip(info, skipping)
        if skip == .yes { return .skip }
        // The item test: yes, no, or maybe (no test given).
        let maskMatches = info.mask & skipping.mask != 0
        if maskMatches, let matches {
            if matches { return .match }
        } else if maskMatches, skip == .no {
            return .match
        }
        return skip == .no ? .stop : .skip
    }

    /// The next glyph after `from` that is the item `item` of `sequence` (skipping what the
    /// lookup skips), or `nil`; `unsafeTo` is where the search stopped.
    func next(from: Int, _ skipping: Skipping, _ sequence: GlyphSequence?, item: Int, remaining: Int = 1) -> (Int?, unsafeTo: Int) {
        var position = from
        let end = buffer.count
        while position + remaining < end {
            position += 1
            let info = buffer.infos[position]
            switch step(info, skipping, sequence.map { $0.matches(info.glyph, at: item) }) {
            case .match: return (position, position + 1)
            case .stop: return (nil, position + 1)
            case .skip: continue
            }
        }
        return (nil, end)
    }

    /// The previous glyph before `from` that is item `item` of `sequence`, or `nil`.
    func previous(from: Int, _ skipping: Skipping, _ sequence: GlyphSequence?, item: Int, remaining: Int = 1) -> (Int?, unsafeFrom: Int) {
        var position = from
        while position >= remaining {
            position -= 1
            let info = buffer.infos[position]
            switch step(info, skipping, sequence.map { $0.matches(info.glyph, at: item) }) {
            case .match: return (position, position)
            case .stop: return (nil, position)
            case .skip: continue
            }
        }
        return (nil, 0)
    }
}

/// A sequence a contextual rule or a ligature matches, item by item: glyph ids, classes or
/// coverages, read in place from the font.
enum GlyphSequence {
    /// Any glyph (the item test always passes).
    case any
    case glyphs(PackedUInt16Array)
    case glyphArray(GlyphArray)
    case classes(ClassDefinitionTable, PackedUInt16Array)
    /// Coverage tables, item `k` being `list[k + offset]`.
    case coverages(CoverageList, offset: Int)

    var count: Int {
        switch self {
        case .any: 1
        case .glyphs(let values): values.count
        case .glyphArray(let values): values.count
        case .classes(_, let values): values.count
        case .coverages(let list, let offset): max(list.count - offset, 0)
        }
    }

    @inline(__always)
    func matches(_ glyph: GlyphID, at item: Int) -> Bool {
        switch self {
        case .any: return true
        case .glyphs(let values): return values[item] == glyph.rawValue
        case .glyphArray(let values): return item >= 0 && item < values.count && values[item] == glyph
        case .classes(let classes, let values): return classes.classOf(glyph) == Int(values[item])
        case .coverages(let list, let offset): return list[item + offset]?.contains(glyph) ?? false
        }
    }
}
