// The state of applying OpenType Layout lookups to the glyph buffer: the current glyph, the
// lookup being applied and its flags, the skipping rules that decide which glyphs a lookup sees,
// and the limits that keep hostile fonts from running forever (HarfBuzz's apply context and
// skipping iterator).
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#lookup-table
// Rules as HarfBuzz applies them: Documentation/Shaping.md.

import TypesetFont

/// What the `GSUB` and `GPOS` appliers share while one table's lookups run over a buffer: the
/// buffer itself (moved in and out so edits happen in place), the current glyph, the flags of
/// the lookup being applied, nesting and work limits, and the lookups that may start at the
/// glyphs the run holds.
///
/// The lookups are the face's compiled ones (``CompiledLayout``), read through pointers that
/// stay valid while `face` (held here) lives.
struct LookupContext {
    var buffer: GlyphBuffer
    let face: ShapingFont
    /// The compiled lookups and the font's bytes.
    let layout: UnsafeLayoutView
    /// `GDEF` glyph properties and mark glyph sets.
    let definitions: UnsafeGlyphDefinitions
    let isPositioning: Bool

    // The lookup being applied.
    var lookupMask: UInt32 = 1
    var lookupProperties: UInt32 = 0
    var autoZWJ = true
    var autoZWNJ = true
    /// Whether the lookup picks alternates at random (`rand`).
    var random = false
    /// State of `rand` (minimal standard generator, as HarfBuzz seeds it), kept from lookup to
    /// lookup.
    var randomState: UInt32 = 1
    /// Whether the lookup matches inside the current glyph's syllable only (`GSUB` only: the
    /// plan sets it for substitutions).
    var perSyllable = false
    /// The glyph count when the lookup started over the run: backtrack matching stays inside
    /// the syllable only while no glyph was added or removed before the current one (as
    /// HarfBuzz, which compares its output and input positions).
    var passStartCount = 0
    /// Whether the lookup runs backwards (reverse chaining: its backtrack is always the
    /// current syllable's).
    var isReversePass = false
    /// The current glyph.
    var index = 0
    /// Recursion left for nested (contextual) lookups.
    var nestingLeft = LookupContext.maximumNesting
    /// Work left: every lookup application at a glyph costs one.
    var operationsLeft: Int
    /// The lookups that may start at a glyph the run has held since the context was made (the
    /// glyphs set by substitutions are added), `layout.wordsPerRow` words in
    /// `buffer.startingLookups`; lookups not among them are passed over. Not kept when a glyph
    /// past the first-glyph bits came (any lookup may start there).
    var keepsStartingLookups = true

    static let maximumNesting = 64
    static let maximumContextLength = 64

    /// The context for the face's `GSUB` or `GPOS` lookups over `buffer`, `nil` when the face
    /// has no such table.
    init?(buffer: GlyphBuffer, face: ShapingFont, isPositioning: Bool) {
        guard let compiled = isPositioning ? face.positioningLayout : face.substitutionLayout, let layout = compiled.unsafeView() else {
            return nil
        }
        self.buffer = buffer
        self.face = face
        self.layout = layout
        definitions = face.tables.unsafeGlyphDefinitions()
        self.isPositioning = isPositioning
        if self.buffer.matchPositions.count < LookupContext.maximumNesting + 2 {
            self.buffer.matchPositions = Array(repeating: [], count: LookupContext.maximumNesting + 2)
        }
        let count = buffer.count
        operationsLeft = max(count.multipliedReportingOverflow(by: 1024).partialValue, 16384)
        // The lookups that may start at the run's glyphs.
        var starting = self.buffer.startingLookups
        self.buffer.startingLookups = []
        starting.removeAll(keepingCapacity: true)
        starting.append(contentsOf: repeatElement(0, count: layout.wordsPerRow))
        keepsStartingLookups = buffer.infos.withUnsafeBufferPointer { infos in
            starting.withUnsafeMutableBufferPointer { lookups in
                guard let words = lookups.baseAddress else { return false }
                var position = 0
                while position < infos.count {
                    guard layout.addLookups(startingAt: infos[position].glyph, to: words) else { return false }
                    position &+= 1
                }
                return true
            }
        }
        self.buffer.startingLookups = starting
    }

    /// Records the lookups that may start at `glyph`, which the run now holds.
    @inline(__always)
    mutating func addStartingLookups(_ glyph: GlyphID) {
        guard keepsStartingLookups else { return }
        let layout = self.layout
        keepsStartingLookups = buffer.startingLookups.withUnsafeMutableBufferPointer { lookups in
            guard let words = lookups.baseAddress else { return false }
            return layout.addLookups(startingAt: glyph, to: words)
        }
    }

    /// The next number of `rand`'s generator: Park and Miller's minimal standard with the
    /// product taken modulo 2^32 first, as HarfBuzz computes it in 32-bit arithmetic (so the
    /// same text picks the same alternates).
    mutating func nextRandom() -> UInt32 {
        randomState = (randomState &* 48271) % 2147483647
        return randomState
    }

    // MARK: Applying a lookup at the current glyph

    /// Tries the subtables of `lookup` at the current glyph with `table` (the `GSUB` or `GPOS`
    /// applier); the first that applies wins and moves `index` past what it consumed.
    mutating func applyOnce<Table: SubtableApplier>(_ lookup: CompiledLookup, _ table: Table) -> Bool {
        let glyph = buffer.infos[index].glyph
        let word = glyph.index >> 6
        if lookup.candidates >= 0, word < lookup.firstGlyphs.count {
            // Only the subtables whose coverage has the glyph (none when it is not a first glyph).
            let bits = layout.bits[lookup.firstGlyphs.offset &+ word], bit = UInt64(1) << UInt64(glyph.index & 63)
            guard bits & bit != 0 else { return false }
            let rank = Int(layout.ranks[lookup.firstGlyphs.offset &+ word]) &+ (bits & (bit &- 1)).nonzeroBitCount
            var candidate = Int(layout.candidateStarts[lookup.candidates &+ rank])
            let end = Int(layout.candidateStarts[lookup.candidates &+ rank &+ 1])
            while candidate < end {
                let subtable = layout.subtables + (lookup.subtables.offset &+ Int(layout.candidateList[candidate]))
                candidate &+= 1
                guard let coverageIndex = layout.index(of: glyph, in: subtable.pointee.coverage) else { continue }
                if table.apply(subtable, glyph, coverageIndex, &self) { return true }
            }
            return false
        }
        var position = lookup.subtables.offset
        let end = position &+ lookup.subtables.count
        while position < end {
            let subtable = layout.subtables + position
            position &+= 1
            // Every subtable starts with the coverage of the current glyph (a failed subtable
            // changes nothing, so the glyph stays the same for the next).
            guard let coverageIndex = layout.index(of: glyph, in: subtable.pointee.coverage) else { continue }
            if table.apply(subtable, glyph, coverageIndex, &self) { return true }
        }
        return false
    }

    /// Applies lookup `lookupIndex` at the current glyph (from a contextual rule).
    mutating func recurse<Table: SubtableApplier>(_ lookupIndex: Int, _ table: Table) -> Bool {
        guard nestingLeft > 0, operationsLeft > 0, lookupIndex < layout.lookupCount else { return false }
        let lookup = layout.lookups[lookupIndex]
        guard lookup.isValid else { return false }
        operationsLeft -= 1
        nestingLeft -= 1
        guard index < buffer.count, layout.mayStart(lookup, at: buffer.infos[index].glyph) else { return false }
        let savedProperties = lookupProperties
        lookupProperties = lookup.properties
        let applied = applyOnce(lookup, table)
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
            return definitions.markGlyphSet(Int(properties >> 16), contains: info.glyph)
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
        /// The syllable matched glyphs must be in (0: any).
        var syllable: UInt8 = 0
    }

    /// The iterator over the input of a lookup (ligature components, pair glyphs, rule input).
    func inputSkipping() -> Skipping {
        Skipping(properties: lookupProperties, mask: lookupMask, ignoreZWNJ: isPositioning, ignoreZWJ: autoZWJ, ignoreHidden: isPositioning,
                 syllable: currentSyllable)
    }

    /// The syllable a per-syllable lookup is held to: the current glyph's (0: not held).
    @inline(__always)
    var currentSyllable: UInt8 {
        guard perSyllable, index >= 0, index < buffer.count else { return 0 }
        return buffer.infos[index].syllable
    }

    /// The iterator over the backtrack and lookahead of a chained rule.
    /// `inSyllable`: a per-syllable lookup keeps to its syllable there (the lookahead always;
    /// the backtrack while no glyph was added or removed before the current one, see
    /// `passStartCount`; as HarfBuzz).
    func contextSkipping(inSyllable: Bool = false) -> Skipping {
        Skipping(properties: lookupProperties, mask: UInt32.max, ignoreZWNJ: isPositioning || autoZWNJ, ignoreZWJ: true,
                 ignoreHidden: isPositioning, syllable: inSyllable ? currentSyllable : 0)
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

    /// Whether `info` is the next item of a sequence: item `item` of `sequence`, or (`nil`) any
    /// glyph that may not be skipped.
    @inline(__always)
    func step(_ info: GlyphInfo, _ skipping: Skipping, _ sequence: GlyphSequence?, item: Int) -> Step {
        let skip = maySkip(info, skipping)
        if skip == .yes { return .skip }
        let maskMatches = info.mask & skipping.mask != 0 && (skipping.syllable == 0 || info.syllable == skipping.syllable)
        if maskMatches {
            if let sequence {
                // The item test: yes, or no.
                if matches(sequence, info.glyph, at: item) { return .match }
            } else if skip == .no {
                return .match
            }
        }
        return skip == .no ? .stop : .skip
    }

    /// Whether `glyph` is item `item` of `sequence`.
    @inline(__always)
    func matches(_ sequence: GlyphSequence, _ glyph: GlyphID, at item: Int) -> Bool {
        switch sequence {
        case .any: return true
        case .glyphs(let values): return layout.u16(values &+ item &* 2) == glyph.rawValue
        case .classes(let classes, let values): return layout.classOf(glyph, in: classes) == layout.int(values &+ item &* 2)
        case .coverages(let first): return layout.covers(first &+ item, glyph)
        }
    }

    /// The next glyph after `from` that is the item `item` of `sequence` (skipping what the
    /// lookup skips), or `nil`; `unsafeTo` is where the search stopped.
    func next(from: Int, _ skipping: Skipping, _ sequence: GlyphSequence?, item: Int, remaining: Int = 1) -> (Int?, unsafeTo: Int) {
        var position = from
        let end = buffer.count
        while position + remaining < end {
            position += 1
            switch step(buffer.infos[position], skipping, sequence, item: item) {
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
            switch step(buffer.infos[position], skipping, sequence, item: item) {
            case .match: return (position, position)
            case .stop: return (nil, position)
            case .skip: continue
            }
        }
        return (nil, 0)
    }
}

/// One table's subtable formats, applied at the current glyph: the `GSUB` applier
/// (``SubstitutionApplier``) or the `GPOS` applier (``PositioningApplier``).
protocol SubtableApplier {
    /// Applies `subtable` at the current glyph of `context`, `glyph`, which the subtable's
    /// coverage lists at `coverageIndex`; whether it applied (then `context.index` is past what
    /// it consumed).
    func apply(_ subtable: UnsafePointer<CompiledSubtable>, _ glyph: GlyphID, _ coverageIndex: Int,
               _ context: inout LookupContext) -> Bool
}

/// A sequence a contextual rule or a ligature matches, item by item, read in place from the
/// font (offsets are absolute and were checked to lie inside the table).
enum GlyphSequence {
    /// Any glyph (the item test always passes).
    case any
    /// Glyph ids, 16 bits each, from this offset.
    case glyphs(Int)
    /// Classes (of the class definition at this index of the class store), 16 bits each, from
    /// this offset.
    case classes(Int, Int)
    /// Coverages of the coverage store, item `k` being coverage `first + k`.
    case coverages(Int)
}
