// One paragraph shaped once: itemized into runs of one font and one script, each run shaped by
// TypesetShaping (word by word, from a cache, where the font allows it), the glyphs kept for the
// lines and the pen position of every character boundary kept for line breaking.
// Rules: Documentation/Shaping.md ("Runs", "Letter spacing", "Breaking inside shaped text").

import TypesetFont
import TypesetShaping
import TypesetUnicode
import TypesetStyle

/// One glyph of a shaped paragraph, in points.
struct LaidGlyph: Sendable, Hashable {
    var glyph: GlyphID
    var font: Int32
    /// Index of the first Unicode scalar of its cluster in the paragraph.
    var cluster: Int32
    /// Pen advance, letter spacing included (after the last glyph of a cluster).
    var advance: Double
    var xOffset: Double
    var yOffset: Double
    /// Breaking before this glyph's cluster would change the shaping.
    var unsafeToBreak: Bool
}

/// Where shaped glyphs go: kept as glyphs (lines, pictures), or only added up into the pen
/// position of every character boundary (measuring).
protocol GlyphSink {
    mutating func reserve(_ count: Int)
    mutating func add(_ glyph: GlyphID, font: Int32, cluster: Int32, advance: Double, xOffset: Double, yOffset: Double, unsafeToBreak: Bool)
    /// Whether the sink wants only pen positions and flags, so that a cached word's
    /// ``PenRecord`` may stand for its glyphs (``add(_:at:scale:)``).
    static var takesPenRecords: Bool { get }
    /// Adds a cached word by its pen record, starting at scalar `start` (only called when
    /// ``takesPenRecords``).
    mutating func add(_ record: PenRecord, at start: Int, scale: Double)
    /// Whether the sink keeps glyphs and takes a simple cached word whole
    /// (``addWholeWord(_:at:font:scale:)``).
    static var takesWholeWords: Bool { get }
    /// Adds a cached word whose every character is a cluster of one glyph, starting at scalar
    /// `start`, with no letter or word spacing; `false` when
    /// the sink cannot take it whole here (the glyphs then come one by one).
    mutating func addWholeWord(_ word: PooledGlyphs, at start: Int, font: Int32, scale: Double) -> Bool
}

extension GlyphSink {
    static var takesPenRecords: Bool { false }
    mutating func add(_ record: PenRecord, at start: Int, scale: Double) {}
    static var takesWholeWords: Bool { false }
    mutating func addWholeWord(_ word: PooledGlyphs, at start: Int, font: Int32, scale: Double) -> Bool { false }
}

/// What a cached word does to the pen, per scalar: the advance (font units) of the cluster that
/// starts at the scalar, and whether one starts there (``PenRecord/startsCluster``) and is
/// unsafe to break before (``PenRecord/unsafe``). Made only for words whose every cluster has
/// at most one glyph that advances, so that adding the cluster's advance once moves the pen
/// exactly as adding its glyphs one by one does.
struct PenRecord {
    static let startsCluster: UInt8 = 1
    static let unsafe: UInt8 = 2
    let advances: UnsafeBufferPointer<Int32>
    let kinds: UnsafeBufferPointer<UInt8>
    let first: Int
    let count: Int
    /// Every character starts a cluster and none is unsafe to break (most words of most
    /// scripts): the pen positions are the advances added up.
    var isSimple = false
}

extension Array: GlyphSink where Element == LaidGlyph {
    /// Room for `count` more glyphs, growing geometrically: reserving the exact size on every
    /// piece would copy the whole array each time, quadratic in the paragraph's length.
    @inline(__always)
    mutating func reserve(_ count: Int) {
        let needed = self.count + count
        if needed > capacity {
            WorkCounter.add(self.count)
            reserveCapacity(Swift.max(needed, capacity * 2))
        }
    }

    @inline(__always)
    mutating func add(_ glyph: GlyphID, font: Int32, cluster: Int32, advance: Double, xOffset: Double, yOffset: Double, unsafeToBreak: Bool) {
        append(LaidGlyph(glyph: glyph, font: font, cluster: cluster, advance: advance, xOffset: xOffset, yOffset: yOffset,
                         unsafeToBreak: unsafeToBreak))
    }

}

/// Pen positions and boundary flags of a paragraph, filled as glyphs arrive in logical order.
struct PenSink: GlyphSink {
    let scalars: UnsafeBufferPointer<Unicode.Scalar>
    let x: UnsafeMutableBufferPointer<Double>
    let flags: UnsafeMutableBufferPointer<UInt8>
    /// The first glyph of the cluster starting at each character (when `glyphs` are kept).
    let firstGlyph: UnsafeMutableBufferPointer<Int32>
    let count: Int
    var pen = 0.0
    /// The first character no cluster has claimed yet.
    var next = 0
    /// Glyphs seen.
    var glyphIndex: Int32 = 0

    @inline(__always)
    mutating func reserve(_ count: Int) {}

    @inline(__always)
    mutating func add(_ glyph: GlyphID, font: Int32, cluster: Int32, advance: Double, xOffset: Double, yOffset: Double, unsafeToBreak: Bool) {
        let cluster = Int(cluster)
        if cluster >= next, cluster < count {
            if cluster > next { fillUnclaimed(upTo: cluster) }
            x[cluster] = pen
            firstGlyph[cluster] = glyphIndex
            flags[cluster] = unsafeToBreak && cluster > 0 ? BoundaryFlags.unsafe : 0
            next = cluster + 1
        }
        pen += advance
        glyphIndex &+= 1
    }

    /// Characters up to `end` that start no cluster: inside the cluster before them, or
    /// controls (no glyph, no advance). Out of line: most clusters claim every character, and
    /// the callers test `next < end` first.
    @inline(never)
    mutating func fillUnclaimed(upTo end: Int) {
        while next < end {
            x[next] = pen
            firstGlyph[next] = -1
            flags[next] = CharacterClass.isControl(scalars[next].value) || next == 0 ? 0 : BoundaryFlags.insideCluster
            next += 1
        }
    }

    static var takesPenRecords: Bool { true }

    /// A cached word from its pen record: the pen positions and flags its glyphs would give
    /// (``firstGlyph`` is left as it is: it only matters where the glyphs are kept).
    @inline(__always)
    mutating func add(_ record: PenRecord, at start: Int, scale: Double) {
        let end = Swift.min(record.count, count &- start)
        guard end > 0 else { return }
        // Characters before the word that no cluster claimed (controls) first.
        if start > next { fillUnclaimed(upTo: start) }
        let kinds = record.kinds, advances = record.advances, first = record.first
        if record.isSimple && next == start {
            // One cluster per character, none unsafe to break: pen positions only, the pen
            // kept in a register through the word.
            var pen = self.pen
            var index = 0
            while index < end {
                x[start &+ index] = pen
                flags[start &+ index] = 0
                pen += Double(advances[first &+ index]) * scale
                index &+= 1
            }
            self.pen = pen
            next = start &+ end
            return
        }
        var index = 0
        while index < end {
            let scalar = start &+ index
            let kind = kinds[first &+ index]
            if kind & PenRecord.startsCluster != 0 {
                if scalar >= next {
                    // Characters inside the cluster before take the pen at its end.
                    if scalar > next { fillUnclaimed(upTo: scalar) }
                    x[scalar] = pen
                    flags[scalar] = kind & PenRecord.unsafe != 0 && scalar > 0 ? BoundaryFlags.unsafe : 0
                    next = scalar &+ 1
                }
                pen += Double(advances[first &+ index]) * scale
            }
            index &+= 1
        }
    }

    /// Fills the characters after the last cluster, and the end.
    mutating func finish() {
        fillUnclaimed(upTo: count)
        x[count] = pen
        flags[count] = 0
    }
}

/// The glyphs of a paragraph kept for its lines (pen positions left for the line that shows
/// them to set), written into a store allocated for them, while a ``PenSink`` takes their pen
/// positions and flags.
struct KeptGlyphSink: GlyphSink {
    var pen: PenSink
    var glyphs: StoreWriter<PositionedGlyph>

    @inline(__always)
    mutating func reserve(_ count: Int) {}

    @inline(__always)
    mutating func add(_ glyph: GlyphID, font: Int32, cluster: Int32, advance: Double, xOffset: Double, yOffset: Double, unsafeToBreak: Bool) {
        glyphs.append(PositionedGlyph(glyph: glyph, font: Int(font), cluster: Int(cluster), x: 0, advance: advance, xOffset: xOffset, yOffset: yOffset))
        pen.add(glyph, font: font, cluster: cluster, advance: advance, xOffset: xOffset, yOffset: yOffset, unsafeToBreak: unsafeToBreak)
    }

    static var takesWholeWords: Bool { true }

    /// A cached word of a glyph per character in one loop: each glyph written into the
    /// store, and its character's pen position, flag and first glyph set, as ``add(_:font:cluster:advance:xOffset:yOffset:unsafeToBreak:)``
    /// would set them glyph by glyph.
    @inline(__always)
    mutating func addWholeWord(_ word: PooledGlyphs, at start: Int, font: Int32, scale: Double) -> Bool {
        let count = word.count
        if start > pen.next, start <= pen.count { pen.fillUnclaimed(upTo: start) }
        guard pen.next == start, count <= pen.count &- start, count <= glyphs.buffer.count &- glyphs.count,
              let store = glyphs.buffer.baseAddress else { return false }
        let out = store + glyphs.count
        let x = pen.x, flags = pen.flags, firstGlyph = pen.firstGlyph
        let fontIndex = Int(font)
        var penX = pen.pen
        var glyphIndex = pen.glyphIndex
        var index = 0
        while index < count {
            let scalar = start &+ index
            let advance = Double(word.advance(index)) * scale
            (out + index).initialize(to: PositionedGlyph(glyph: word.glyph(index), font: fontIndex, cluster: scalar, x: 0, advance: advance,
                                                         xOffset: Double(word.xOffset(index)) * scale,
                                                         yOffset: Double(word.yOffset(index)) * scale))
            x[scalar] = penX
            flags[scalar] = word.unsafeToBreak(index) && scalar > 0 ? BoundaryFlags.unsafe : 0
            firstGlyph[scalar] = glyphIndex
            penX += advance
            glyphIndex &+= 1
            index &+= 1
        }
        glyphs.count &+= count
        pen.pen = penX
        pen.glyphIndex = glyphIndex
        pen.next = start &+ count
        return true
    }
}

/// Per character boundary: what breaking a line there means.
enum BoundaryFlags {
    /// Inside a cluster: no glyph starts here, a line cannot end here without reshaping.
    static let insideCluster: UInt8 = 1
    /// A cluster starts here, but the glyphs on either side were shaped together.
    static let unsafe: UInt8 = 2
}

/// Reusable storage for laying out one text at a time, with the caches that make shaping the
/// next text cheaper: shape plans, and shaped words (for fonts whose lookups never involve the
/// space, words shaped once are reused).
public struct LayoutBuffers: Sendable {
    var scalars: [Unicode.Scalar] = []
    /// Pen position at each character boundary (count + 1 entries), points.
    var x: [Double] = []
    /// ``BoundaryFlags`` at each character boundary (count + 1 entries).
    var flags: [UInt8] = []
    /// The script of each character (its run's resolved script).
    var scripts: [UnicodeScript] = []
    /// The paragraph's glyphs in logical order, then the glyphs of lines that could not show
    /// them as they are (an end shaped again, an ellipsis, visual order): the store a full
    /// layout's lines are ranges of (``Typesetter/layout(_:width:maxLines:buffers:)`` hands it
    /// to the layout). Pen positions are set by the line that shows a glyph.
    var glyphs: [PositionedGlyph] = []
    /// The index of the first glyph of the cluster that starts at each character, or -1.
    var firstGlyph: [Int32] = []
    var spans: [LineSpan] = []
    var cache = ShapingCache()
    /// The bidi embedding level of every character, when the text has right-to-left characters.
    var levels: [UInt8] = []
    /// The text's paragraphs resolved by UAX #9, empty when it is all left to right.
    var bidi: [BidiParagraph] = []
    /// Thai, Lao, Khmer and Myanmar word breaks of the runs laid out before (the line break walker's).
    var dictionaryRuns = DictionaryRunBreaker()
    /// Glyphs of a line's reshaped ends while its width is measured (``RunShaper/lineWidth(_:_:buffers:glyphs:)``).
    var widthGlyphs: [LaidGlyph] = []
    /// The glyphs of a line's end shaped again while its glyphs are gathered
    /// (``LineBuilder/appendLineGlyphs(_:buffers:to:)``).
    var lineGlyphs: [LaidGlyph] = []
    /// Counts the paragraphs shaped into these buffers (``startMemo`` belongs to one).
    var shapeGeneration: UInt64 = 0
    /// The width of the reshaped start of the line being filled.
    struct StartMemo: Sendable {
        var generation: UInt64
        var key: UInt64
        var start: Int
        var end: Int
        var width: Double
    }
    var startMemo = StartMemo(generation: .max, key: 0, start: -1, end: -1, width: 0)

    /// ``levels`` when the text needs them, else empty (every run left to right).
    var activeLevels: [UInt8] { bidi.isEmpty ? [] : levels }

    /// Empty buffers; they grow to the longest text laid out with them.
    public init() {}

    /// Makes room for `count` scalars (and `count + 1` boundaries); never shrinks.
    mutating func grow(to count: Int) {
        if scalars.count < count { scalars.append(contentsOf: repeatElement(Unicode.Scalar(0), count: count - scalars.count)) }
        if scripts.count < count { scripts.append(contentsOf: repeatElement(.common, count: count - scripts.count)) }
        if firstGlyph.count < count { firstGlyph.append(contentsOf: repeatElement(-1, count: count - firstGlyph.count)) }
        if x.count < count + 1 { x.append(contentsOf: repeatElement(0, count: count + 1 - x.count)) }
        if flags.count < count + 1 { flags.append(contentsOf: repeatElement(0, count: count + 1 - flags.count)) }
        if levels.count < count { levels.append(contentsOf: repeatElement(0, count: count - levels.count)) }
    }
}

extension LayoutBuffers {
    /// The paragraph's glyphs of the clusters from scalar `start` up to `end`: from the first
    /// glyph of the cluster at `start` while clusters (ascending) stay below `end`; `nil` when no
    /// cluster starts at `start` (a character inside a cluster, or a control with no glyph).
    func paragraphGlyphs(from start: Int, to end: Int) -> Range<Int>? {
        let first = Int(firstGlyph[start])
        guard first >= 0 else { return nil }
        return glyphs.withUnsafeBufferPointer { all -> Range<Int> in
            var position = first
            while position < all.count, all[position].cluster < end { position &+= 1 }
            return first..<Swift.max(first, position)
        }
    }

    /// The stretch of a line of scalars `start..<end` whose glyphs are the paragraph's as they
    /// are: from the first boundary at or after `start` that is safe to break at (the start
    /// itself when it is safe, or the text's start) to the last one at or before `end`.
    func safeStretch(_ start: Int, _ end: Int) -> (start: Int, end: Int) {
        var safeStart = start
        if start > 0, flags[start] != 0 {
            safeStart = start + 1
            while safeStart < end, flags[safeStart] != 0 { safeStart += 1 }
        }
        var safeEnd = end
        if flags[end] != 0 {
            safeEnd = end - 1
            while safeEnd > safeStart, flags[safeEnd] != 0 { safeEnd -= 1 }
        }
        return (safeStart, safeEnd)
    }
}

extension UnsafeMutableBufferPointer where Element == PositionedGlyph {
    /// Sets each glyph's pen position to the advances before it added up from 0, as a line
    /// places its glyphs; returns the pen after the last.
    @discardableResult
    func setPenPositions() -> Double {
        var pen = 0.0
        for index in indices {
            self[index].x = pen
            pen += self[index].advance
        }
        return pen
    }
}

/// Shape plans and shaped words, for one typesetter at a time.
struct ShapingCache: Sendable {
    /// The typesetter the cache holds results for.
    var owner: UInt64 = 0
    /// Shape plans made so far, found by a linear search (a typesetter makes a few: one per
    /// font, script and direction its texts use). Held by reference: a run takes its plan
    /// without copying the plan's lookup lists (a mixed-direction paragraph has a run at every
    /// change of font, script or level).
    var plans: [PlanEntry] = []
    /// The font the stack gives recent characters (direct-mapped by the low bits of the code
    /// point: `value << 8 | font`, 0 when empty), so a run's letters skip the cmap lookups.
    var fonts = [UInt32](repeating: 0, count: ShapingCache.fontSlots)
    static let fontSlots = 512
    /// Shaped words, found by hash of font, script and text (open addressing: `slots` holds a
    /// word's number + 1, 0 when empty; its size is a power of two, at most half full).
    var slots: [Int32] = []
    var words: [CachedWord] = []
    /// The words' scalars and glyphs, one after another (font units; clusters from the word's start).
    var poolScalars: [UInt32] = []
    var poolGlyphs: [GlyphID] = []
    var poolClusters: [Int32] = []
    var poolAdvances: [Int32] = []
    var poolXOffsets: [Int32] = []
    var poolYOffsets: [Int32] = []
    var poolUnsafe: [Bool] = []
    /// The words' pen records, per scalar (``PenRecord``).
    var poolPenAdvances: [Int32] = []
    var poolPenKinds: [UInt8] = []
    var buffer = GlyphBuffer()
    var runs: [ScriptRun] = []
    /// Words cached at most (the cache is emptied when it fills).
    static let capacity = 20_000
    /// The longest word cached, in scalars.
    static let longestWord = 128
    /// The longest whole run cached, in scalars (runs of fonts that cannot be shaped word by
    /// word: the same strings are measured again at other sizes and widths).
    static let longestRun = 4096

    struct PlanKey: Hashable, Sendable {
        var font: Int
        var script: UnicodeScript
        var direction: TextDirection
    }

    /// A shape plan and what it was made for.
    final class PlanEntry: Sendable {
        let key: PlanKey
        let plan: ShapePlan

        init(key: PlanKey, plan: ShapePlan) {
            self.key = key
            self.plan = plan
        }
    }

    mutating func claim(for owner: UInt64) {
        guard self.owner != owner else { return }
        self.owner = owner
        plans.removeAll(keepingCapacity: true)
        fonts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        forgetWords()
    }

    /// `stack.font(for: value)`, remembered (a font index above 255 is looked up each time).
    @inline(__always)
    mutating func font(for value: UInt32, in stack: FontStack) -> Int {
        let slot = Int(value & UInt32(ShapingCache.fontSlots &- 1))
        let entry = fonts.withUnsafeBufferPointer { $0[slot] }
        if entry >> 8 == value, entry != 0 { return Int(entry & 0xFF) }
        let font = stack.font(for: value)
        if font < 256, value != 0 {
            fonts.withUnsafeMutableBufferPointer { $0[slot] = value << 8 | UInt32(font) }
        }
        return font
    }

    /// The word with `hash`, or `nil`.
    @inline(__always)
    func word(hash: UInt64) -> CachedWord? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if words[entry - 1].hash == hash { return words[entry - 1] }
            slot = (slot + 1) & mask
        }
    }

    /// Records `word` (its hash must not be there yet).
    mutating func insert(_ word: CachedWord) {
        if (words.count + 1) * 2 > slots.count {
            slots = [Int32](repeating: 0, count: max(1024, slots.count * 2))
            for (number, old) in words.enumerated() { place(old.hash, number) }
        }
        words.append(word)
        place(word.hash, words.count - 1)
    }

    private mutating func place(_ hash: UInt64, _ number: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: number + 1)
    }

    mutating func forgetWords() {
        for index in slots.indices { slots[index] = 0 }
        words.removeAll(keepingCapacity: true)
        poolScalars.removeAll(keepingCapacity: true)
        poolGlyphs.removeAll(keepingCapacity: true)
        poolClusters.removeAll(keepingCapacity: true)
        poolAdvances.removeAll(keepingCapacity: true)
        poolXOffsets.removeAll(keepingCapacity: true)
        poolYOffsets.removeAll(keepingCapacity: true)
        poolUnsafe.removeAll(keepingCapacity: true)
        poolPenAdvances.removeAll(keepingCapacity: true)
        poolPenKinds.removeAll(keepingCapacity: true)
    }
}

/// Where a cached word lives in the pools.
extension ShapingCache {
    /// Calls `body` with a cached word's glyphs in the pool (nothing for a word with none).
    @inline(__always)
    func withPooledGlyphs(_ word: CachedWord, _ body: (PooledGlyphs) -> Void) {
        let first = Int(word.glyphStart), end = first + Int(word.glyphCount)
        guard first >= 0, end <= poolGlyphs.count, first < end else { return }
        poolAdvances.withUnsafeBufferPointer { advances in
        poolClusters.withUnsafeBufferPointer { clusters in
        poolGlyphs.withUnsafeBufferPointer { glyphs in
        poolXOffsets.withUnsafeBufferPointer { xOffsets in
        poolYOffsets.withUnsafeBufferPointer { yOffsets in
        poolUnsafe.withUnsafeBufferPointer { unsafe in
            body(PooledGlyphs(first: first, count: end - first, glyphs: glyphs, clusters: clusters, advances: advances,
                              xOffsets: xOffsets, yOffsets: yOffsets, unsafe: unsafe))
        }
        }
        }
        }
        }
        }
    }
}

struct CachedWord: Sendable {
    var hash: UInt64
    var scalarStart: Int32
    var scalarCount: Int32
    var glyphStart: Int32
    var glyphCount: Int32
    /// Whether the word has a ``PenRecord`` (at `scalarStart` in the pen pools).
    var hasPenRecord = false
    /// Whether its pen record is simple (``PenRecord/isSimple``).
    var penIsSimple = false
    /// Whether glyph `k` of the word is the one glyph of its character `k`, for every `k`.
    var hasGlyphPerCharacter = false

    /// The hash a piece of text is cached under starts from its font and script.
    @inline(__always)
    static func hashSeed(font: Int, script: UnicodeScript, rightToLeft: Bool = false) -> UInt64 {
        0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: font) ^ (UInt64(script.rawValue) &<< 20) ^ (rightToLeft ? 1 &<< 63 : 0)
    }

    /// `hash` with the character `value` added (FNV-1a).
    @inline(__always)
    static func hash(_ hash: UInt64, _ value: UInt32) -> UInt64 { (hash ^ UInt64(value)) &* 0x100_0000_01B3 }
}

extension RunShaper {
    /// The plan for `font` and `script`, from the cache.
    func plan(font: Int, script: UnicodeScript, direction: TextDirection = .leftToRight, cache: inout ShapingCache) -> ShapingCache.PlanEntry {
        let key = ShapingCache.PlanKey(font: font, script: script, direction: direction)
        for entry in cache.plans where entry.key == key { return entry }
        let plan = ShapePlan(face: stack.fonts[font], scriptTags: script.openTypeTags, languageTags: languageTags,
                             direction: direction, features: shapingFeatures)
        let entry = ShapingCache.PlanEntry(key: key, plan: plan)
        cache.plans.append(entry)
        return entry
    }

    /// Shapes scalars `range` of the decoded paragraph and appends their glyphs (clusters are
    /// paragraph scalar indices) to `output`.
    func appendGlyphs(_ range: Range<Int>, scalars: [Unicode.Scalar], scripts: [UnicodeScript], levels: [UInt8],
                      cache: inout ShapingCache, to output: inout [LaidGlyph]) {
        var runs: [ShapedRun]? = nil
        appendGlyphs(range, scalars: scalars, scripts: scripts, levels: levels, cache: &cache, to: &output, runs: &runs)
    }

    /// ``appendGlyphs(_:scalars:scripts:levels:cache:to:)`` that also records the runs.
    func appendGlyphs(_ range: Range<Int>, scalars: [Unicode.Scalar], scripts: [UnicodeScript], levels: [UInt8],
                      cache: inout ShapingCache, to output: inout [LaidGlyph], runs: inout [ShapedRun]) {
        var recorded: [ShapedRun]? = []
        appendGlyphs(range, scalars: scalars, scripts: scripts, levels: levels, cache: &cache, to: &output, runs: &recorded)
        runs = recorded ?? []
    }

    func appendGlyphs<Sink: GlyphSink>(_ range: Range<Int>, scalars: [Unicode.Scalar], scripts: [UnicodeScript], levels: [UInt8],
                                       cache: inout ShapingCache, to output: inout Sink, runs: inout [ShapedRun]?) {
        scalars.withUnsafeBufferPointer { scalars in
            scripts.withUnsafeBufferPointer { scripts in
                levels.withUnsafeBufferPointer { levels in
                    appendGlyphs(range, scalars: scalars, scripts: scripts, levels: levels, cache: &cache, to: &output, runs: &runs)
                }
            }
        }
    }

    /// `levels` are the characters' bidi embedding levels (empty when the text is all left to
    /// right): runs also end where the level changes, and odd levels are shaped right to left.
    func appendGlyphs<Sink: GlyphSink>(_ range: Range<Int>, scalars: UnsafeBufferPointer<Unicode.Scalar>,
                                       scripts: UnsafeBufferPointer<UnicodeScript>, levels: UnsafeBufferPointer<UInt8>,
                                       cache: inout ShapingCache, to output: inout Sink, runs: inout [ShapedRun]?) {
        let asciiFonts = storage.asciiFonts, stack = storage.stack
        var index = range.lowerBound
        let upper = min(range.upperBound, scalars.count, scripts.count)
        var previousFont = 0
        while index < upper {
            let value = scalars[index].value
            if value == 0x09 {
                // A tab advances like a space and shows the primary font's space glyph.
                output.add(tabGlyph, font: 0, cluster: Int32(truncatingIfNeeded: index), advance: tabAdvance,
                           xOffset: 0, yOffset: 0, unsafeToBreak: false)
                index += 1
                continue
            }
            if CharacterClass.isControl(value) {
                index += 1
                continue
            }
            // A run: one font, one script, up to the next control character.
            let font = value < 0x80 ? Int(asciiFonts[Int(value)])
                : index > range.lowerBound && CharacterClass.continuesCluster(value) ? previousFont : cache.font(for: value, in: stack)
            let script = self.script ?? scripts[index]
            let hasLevels = levels.count >= upper
            let level = hasLevels ? levels[index] : 0
            let rightToLeft = level & 1 == 1
            previousFont = font
            // Whether the character at `position` belongs to the run: each character from the
            // first font that has it (marks and joiners stay with their base), as Core Text's
            // cascade list chooses.
            @inline(__always)
            func continuesRun(_ next: UInt32, _ position: Int) -> Bool {
                if next == 0x09 || CharacterClass.isControl(next) || (self.script == nil && scripts[position] != script) { return false }
                if hasLevels, levels[position] != level { return false }
                if next < 0x80 { return Int(asciiFonts[Int(next)]) == font }
                // The run's own font first: it maps most characters of the run, and a
                // remembered font costs less than the mark and ignorable tests.
                return cache.font(for: next, in: stack) == font || CharacterClass.continuesCluster(next)
            }
            let plan = plan(font: font, script: script, direction: rightToLeft ? .rightToLeft : .leftToRight, cache: &cache)
            let checksScripts = self.script == nil
            let runStart = index
            if plan.plan.isSeparableAtSpaces {
                // Word by word, each piece ending after its spaces, hashed as it is scanned.
                var start = index
                var runEnded = false
                while !runEnded, start < upper {
                    var stop = start
                    var hash = CachedWord.hashSeed(font: font, script: script, rightToLeft: rightToLeft)
                    while stop < upper {
                        let next = scalars[stop].value
                        if next == 0x20 { break }
                        if stop > runStart {
                            // Printable ASCII (no tab, no control): the font, script and level decide.
                            if next &- 0x21 < 0x5E {
                                if Int(asciiFonts[Int(next)]) != font || (checksScripts && scripts[stop] != script)
                                    || (hasLevels && levels[stop] != level) { runEnded = true; break }
                            } else if !continuesRun(next, stop) { runEnded = true; break }
                        }
                        hash = CachedWord.hash(hash, next)
                        stop += 1
                    }
                    while !runEnded, stop < upper, scalars[stop].value == 0x20 {
                        if stop > runStart, !continuesRun(0x20, stop) { runEnded = true; break }
                        hash = CachedWord.hash(hash, 0x20)
                        stop += 1
                    }
                    if stop > start {
                        appendPiece(start..<stop, hash: hash, font: font, script: script, plan: plan, scalars: scalars, cache: &cache, to: &output)
                    }
                    start = stop
                }
                runs?.append(ShapedRun(range: runStart..<start, font: font, script: script, level: level))
                index = start
            } else {
                var end = index + 1
                while end < upper, continuesRun(scalars[end].value, end) { end += 1 }
                runs?.append(ShapedRun(range: index..<end, font: font, script: script, level: level))
                appendPiece(index..<end, hash: nil, font: font, script: script, plan: plan, scalars: scalars, cache: &cache, to: &output)
                index = end
            }
        }
    }

    /// Shapes one piece through the cache when it is short: a word of a run that may be shaped
    /// word by word, or a whole run (runs are shaped apart in any case, so a run's glyphs
    /// depend on its text alone).
    func appendPiece<Sink: GlyphSink>(_ range: Range<Int>, hash known: UInt64?, font: Int, script: UnicodeScript, plan entry: ShapingCache.PlanEntry,
                                      scalars: UnsafeBufferPointer<Unicode.Scalar>, cache: inout ShapingCache, to output: inout Sink) {
        let cacheable = range.count <= (entry.plan.isSeparableAtSpaces ? ShapingCache.longestWord : ShapingCache.longestRun)
        var hash = known ?? CachedWord.hashSeed(font: font, script: script, rightToLeft: entry.plan.direction == .rightToLeft)
        if cacheable {
            if known == nil {
                for index in range { hash = CachedWord.hash(hash, scalars[index].value) }
            }
            if let word = cache.word(hash: hash), Int(word.scalarCount) == range.count {
                let same = cache.poolScalars.withUnsafeBufferPointer { pool -> Bool in
                    var k = Int(word.scalarStart)
                    guard k >= 0, k + range.count <= pool.count else { return false }
                    for index in range {
                        if pool[k] != scalars[index].value { return false }
                        k &+= 1
                    }
                    return true
                }
                if same {
                    if Sink.takesPenRecords, word.hasPenRecord, letterSpacing == 0, wordSpacing == 0 {
                        let scales = storage.scales
                        let scale = font < scales.count ? scales[font] : pointSize / stack.fonts[font].unitsPerEm
                        cache.poolPenAdvances.withUnsafeBufferPointer { advances in
                        cache.poolPenKinds.withUnsafeBufferPointer { kinds in
                            let record = PenRecord(advances: advances, kinds: kinds, first: Int(word.scalarStart), count: range.count,
                                                   isSimple: word.penIsSimple)
                            output.add(record, at: range.lowerBound, scale: scale)
                        }
                        }
                    } else if Sink.takesWholeWords, word.hasGlyphPerCharacter, letterSpacing == 0, wordSpacing == 0 {
                        let scales = storage.scales
                        let scale = font < scales.count ? scales[font] : pointSize / stack.fonts[font].unitsPerEm
                        var taken = false
                        cache.withPooledGlyphs(word) {
                            taken = output.addWholeWord($0, at: range.lowerBound, font: Int32(truncatingIfNeeded: font), scale: scale)
                        }
                        if !taken { appendPooled(word, at: range.lowerBound, font: font, cache: cache, scalars: scalars, to: &output) }
                    } else {
                        appendPooled(word, at: range.lowerBound, font: font, cache: cache, scalars: scalars, to: &output)
                    }
                    return
                }
            }
        }
        cache.buffer.clear()
        cache.buffer.reserve(range.count)
        for index in range { cache.buffer.add(scalars[index].value, cluster: index - range.lowerBound) }
        OpenTypeShaper.shape(&cache.buffer, face: stack.fonts[font], plan: entry.plan)
        // Right-to-left runs come out of the shaper in visual order; pen positions, lines and the
        // pool read every piece in logical order (clusters ascending).
        let backward = entry.plan.direction == .rightToLeft
        guard cacheable else {
            appendShaped(cache.buffer, backward: backward, at: range.lowerBound, font: font, scalars: scalars, to: &output)
            return
        }
        if cache.poolGlyphs.count > ShapingCache.capacity * 8 { cache.forgetWords() }
        var word = CachedWord(hash: hash, scalarStart: Int32(truncatingIfNeeded: cache.poolScalars.count), scalarCount: Int32(range.count),
                              glyphStart: Int32(truncatingIfNeeded: cache.poolGlyphs.count),
                              glyphCount: Int32(truncatingIfNeeded: cache.buffer.count))
        for index in range { cache.poolScalars.append(scalars[index].value) }
        let glyphCount = min(cache.buffer.infos.count, cache.buffer.positions.count)
        // The pen record, as PenSink would claim the word's characters glyph by glyph.
        let penStart = cache.poolPenAdvances.count
        cache.poolPenAdvances.append(contentsOf: repeatElement(0, count: range.count))
        cache.poolPenKinds.append(contentsOf: repeatElement(0, count: range.count))
        var recordable = true, claimed = 0, current = -1, advancing = 0
        for k in 0..<glyphCount {
            let g = backward ? glyphCount - 1 - k : k
            let info = cache.buffer.infos[g], position = cache.buffer.positions[g]
            cache.poolGlyphs.append(info.glyph)
            cache.poolClusters.append(Int32(truncatingIfNeeded: info.cluster))
            cache.poolAdvances.append(position.xAdvance)
            cache.poolXOffsets.append(position.xOffset)
            cache.poolYOffsets.append(position.yOffset)
            let unsafe = info.flags.contains(.unsafeToBreak)
            cache.poolUnsafe.append(unsafe)
            let cluster = Int(info.cluster)
            if cluster >= claimed, cluster < range.count {
                current = cluster
                claimed = cluster + 1
                advancing = 0
                cache.poolPenKinds[penStart + cluster] = PenRecord.startsCluster | (unsafe ? PenRecord.unsafe : 0)
            }
            if position.xAdvance != 0 {
                advancing += 1
                if current < 0 || advancing > 1 { recordable = false } else { cache.poolPenAdvances[penStart + current] = position.xAdvance }
            }
        }
        word.hasPenRecord = recordable
        if glyphCount == range.count {
            let clusters = cache.poolClusters[Int(word.glyphStart)...]
            word.hasGlyphPerCharacter = zip(clusters, 0...).allSatisfy { $0 == Int32($1) }
        }
        if recordable {
            word.penIsSimple = cache.poolPenKinds[penStart...].allSatisfy { $0 == PenRecord.startsCluster }
        }
        appendPooled(word, at: range.lowerBound, font: font, cache: cache, scalars: scalars, to: &output)
        if cache.word(hash: hash) == nil {
            cache.insert(word)
        } else {
            // Not kept: give the pool space back.
            let scalarStart = Int(word.scalarStart), glyphStart = Int(word.glyphStart)
            cache.poolScalars.removeSubrange(scalarStart...)
            cache.poolGlyphs.removeSubrange(glyphStart...)
            cache.poolClusters.removeSubrange(glyphStart...)
            cache.poolAdvances.removeSubrange(glyphStart...)
            cache.poolXOffsets.removeSubrange(glyphStart...)
            cache.poolYOffsets.removeSubrange(glyphStart...)
            cache.poolUnsafe.removeSubrange(glyphStart...)
            cache.poolPenAdvances.removeSubrange(scalarStart...)
            cache.poolPenKinds.removeSubrange(scalarStart...)
        }
    }

    /// Appends a shaped word's glyphs in points, letter spacing after each cluster.
    func appendPooled<Sink: GlyphSink>(_ word: CachedWord, at start: Int, font: Int, cache: borrowing ShapingCache,
                                       scalars: UnsafeBufferPointer<Unicode.Scalar>, to output: inout Sink) {
        cache.withPooledGlyphs(word) { emit($0, at: start, font: font, scalars: scalars, to: &output) }
    }

    /// Appends the glyphs of the run just shaped in `buffer` (visual order when `backward`)
    /// in logical order, as ``appendPooled(_:at:font:cache:to:)`` would after pooling them: a
    /// run too long to cache goes straight to the output, holding no second copy.
    func appendShaped<Sink: GlyphSink>(_ buffer: borrowing GlyphBuffer, backward: Bool, at start: Int, font: Int,
                                       scalars: UnsafeBufferPointer<Unicode.Scalar>, to output: inout Sink) {
        buffer.infos.withUnsafeBufferPointer { infos in
        buffer.positions.withUnsafeBufferPointer { positions in
            let count = min(infos.count, positions.count)
            guard count > 0 else { return }
            emit(BufferedGlyphs(infos: infos, positions: positions, count: count, backward: backward), at: start, font: font,
                 scalars: scalars, to: &output)
        }
        }
    }

    /// The glyphs of `source` in points, letter spacing once after each cluster that takes
    /// space, word spacing once after each word separator's cluster (``RunShaper/wordSpacing``;
    /// `scalars` are the paragraph's), clusters offset by `start`.
    @inline(__always)
    private func emit<Source: ShapedGlyphs, Sink: GlyphSink>(_ source: Source, at start: Int, font: Int,
                                                             scalars: UnsafeBufferPointer<Unicode.Scalar>, to output: inout Sink) {
        let scales = storage.scales
        let scale = font < scales.count ? scales[font] : pointSize / stack.fonts[font].unitsPerEm
        let end = source.count
        let spacing = letterSpacing, words = wordSpacing, tracksCursive = letterSpacesCursiveScripts, fontIndex = Int32(truncatingIfNeeded: font), origin = Int32(truncatingIfNeeded: start)
        output.reserve(end)
        var position = 0
        if spacing == 0 && words == 0 {
            // No spacing (the common case): the loop without the spacing tests per glyph.
            while position < end {
                output.add(source.glyph(position), font: fontIndex, cluster: origin &+ source.cluster(position),
                           advance: Double(source.advance(position)) * scale, xOffset: Double(source.xOffset(position)) * scale,
                           yOffset: Double(source.yOffset(position)) * scale, unsafeToBreak: source.unsafeToBreak(position))
                position &+= 1
            }
            return
        }
        while position < end {
            var advance = Double(source.advance(position)) * scale
            let cluster = source.cluster(position)
            if spacing != 0, position + 1 == end || source.cluster(position + 1) != cluster {
                // Letter spacing once per cluster, none after a cluster that takes no space.
                var visible = false
                var k = position
                while k >= 0, source.cluster(k) == cluster {
                    if source.advance(k) != 0 { visible = true; break }
                    k -= 1
                }
                if visible, tracksCursive || !CharacterClass.isCursive(start &+ Int(cluster), in: scalars) { advance += spacing }
            }
            if words != 0, position + 1 == end || source.cluster(position + 1) != cluster {
                let scalar = start &+ Int(cluster)
                if scalar >= 0, scalar < scalars.count, CharacterClass.isWordSeparator(scalars[scalar].value) { advance += words }
            }
            output.add(source.glyph(position), font: fontIndex, cluster: origin &+ cluster, advance: advance,
                       xOffset: Double(source.xOffset(position)) * scale, yOffset: Double(source.yOffset(position)) * scale,
                       unsafeToBreak: source.unsafeToBreak(position))
            position += 1
        }
    }

    /// Shapes the decoded paragraph (`count` scalars): the pen position, flags and first glyph
    /// of every character boundary, and, when `keepsGlyphs`, the glyphs in `buffers.glyphs`.
    func shapeParagraph(count: Int, buffers: inout LayoutBuffers, keepsGlyphs: Bool = true) {
        buffers.shapeGeneration &+= 1
        buffers.cache.claim(for: cacheKey)
        buffers.glyphs.removeAll(keepingCapacity: true)
        let scalars = buffers.scalars, scripts = buffers.scripts, levels = buffers.activeLevels
        var x = buffers.x, flags = buffers.flags, firstGlyph = buffers.firstGlyph
        buffers.x = []
        buffers.flags = []
        buffers.firstGlyph = []
        scalars.withUnsafeBufferPointer { scalarBuffer in
        x.withUnsafeMutableBufferPointer { x in
        flags.withUnsafeMutableBufferPointer { flags in
        firstGlyph.withUnsafeMutableBufferPointer { firstGlyph in
            var runs: [ShapedRun]? = nil
            guard keepsGlyphs else {
                var sink = PenSink(scalars: scalarBuffer, x: x, flags: flags, firstGlyph: firstGlyph, count: count)
                appendGlyphs(0..<count, scalars: scalars, scripts: scripts, levels: levels, cache: &buffers.cache, to: &sink, runs: &runs)
                sink.finish()
                return
            }
            // The glyphs kept and the pen positions found in one pass, the glyphs written into a
            // store allocated for them (``Array/written(capacity:_:)``: the paragraph is shaped
            // again into a larger store when it has more glyphs than the store holds).
            let store = [PositionedGlyph].written(capacity: count + count / 2 + 16) { glyphs in
                var kept = KeptGlyphSink(pen: PenSink(scalars: scalarBuffer, x: x, flags: flags, firstGlyph: firstGlyph, count: count),
                                         glyphs: glyphs)
                appendGlyphs(0..<count, scalars: scalars, scripts: scripts, levels: levels, cache: &buffers.cache, to: &kept, runs: &runs)
                kept.pen.finish()
                glyphs = kept.glyphs
            }
            buffers.glyphs = store
        }
        }
        }
        }
        buffers.x = x
        buffers.flags = flags
        buffers.firstGlyph = firstGlyph
    }
}

/// Shaped glyphs read by index in logical order, in font units (clusters from the piece's start).
protocol ShapedGlyphs {
    var count: Int { get }
    func glyph(_ index: Int) -> GlyphID
    func cluster(_ index: Int) -> Int32
    func advance(_ index: Int) -> Int32
    func xOffset(_ index: Int) -> Int32
    func yOffset(_ index: Int) -> Int32
    func unsafeToBreak(_ index: Int) -> Bool
}

/// A cached word's glyphs in the shaping cache's pool.
struct PooledGlyphs: ShapedGlyphs {
    let first: Int
    let count: Int
    let glyphs: UnsafeBufferPointer<GlyphID>
    let clusters: UnsafeBufferPointer<Int32>
    let advances: UnsafeBufferPointer<Int32>
    let xOffsets: UnsafeBufferPointer<Int32>
    let yOffsets: UnsafeBufferPointer<Int32>
    let unsafe: UnsafeBufferPointer<Bool>
    @inline(__always) func glyph(_ index: Int) -> GlyphID { glyphs[first &+ index] }
    @inline(__always) func cluster(_ index: Int) -> Int32 { clusters[first &+ index] }
    @inline(__always) func advance(_ index: Int) -> Int32 { advances[first &+ index] }
    @inline(__always) func xOffset(_ index: Int) -> Int32 { xOffsets[first &+ index] }
    @inline(__always) func yOffset(_ index: Int) -> Int32 { yOffsets[first &+ index] }
    @inline(__always) func unsafeToBreak(_ index: Int) -> Bool { unsafe[first &+ index] }
}

/// The glyphs of a shaped buffer, read in logical order (backward when the run is right to left).
struct BufferedGlyphs: ShapedGlyphs {
    let infos: UnsafeBufferPointer<GlyphInfo>
    let positions: UnsafeBufferPointer<GlyphPosition>
    let count: Int
    let backward: Bool
    @inline(__always) private func slot(_ index: Int) -> Int { backward ? count &- 1 &- index : index }
    @inline(__always) func glyph(_ index: Int) -> GlyphID { infos[slot(index)].glyph }
    @inline(__always) func cluster(_ index: Int) -> Int32 { Int32(truncatingIfNeeded: infos[slot(index)].cluster) }
    @inline(__always) func advance(_ index: Int) -> Int32 { positions[slot(index)].xAdvance }
    @inline(__always) func xOffset(_ index: Int) -> Int32 { positions[slot(index)].xOffset }
    @inline(__always) func yOffset(_ index: Int) -> Int32 { positions[slot(index)].yOffset }
    @inline(__always) func unsafeToBreak(_ index: Int) -> Bool { infos[slot(index)].flags.contains(.unsafeToBreak) }
}
