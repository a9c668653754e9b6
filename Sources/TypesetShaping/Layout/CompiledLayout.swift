// The lookups of GSUB and GPOS compiled for shaping, once per face: plain numbers (absolute file
// offsets, formats, counts) that the appliers read through one pointer to the font's bytes, so
// trying a subtable copies no references. Coverage tables become bits with ranks (a coverage
// index is a bit test and a population count) and class definitions with ranges become
// per-glyph arrays, within a memory budget; what does not fit is searched in the font. Also
// derived from the same bytes, so that work the appliers would find useless is never started:
// which lookups may start at each glyph, which subtables of a lookup cover each first glyph,
// and the second glyph each ligature of a large ligature set needs.
//
// Everything a subtable holds is validated here by the readers of TypesetFont (a subtable they
// reject is dropped, as HarfBuzz's sanitizer drops it). What they read lazily (rule sets, rules,
// ligatures, pair sets, anchors) is checked when read, against the end of the table, which is
// exactly where every window of the table readers ends.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2

import TypesetFont

/// Storage for plain values (no references), allocated once and never changed (so it may be
/// read from any thread while its owner lives).
final class UnsafeStorage<Element>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>
    let count: Int

    init(_ elements: [Element]) {
        count = elements.count
        pointer = .allocate(capacity: max(elements.count, 1))
        elements.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { pointer.initialize(from: base, count: source.count) }
        }
    }

    deinit {
        pointer.deinitialize(count: count)
        pointer.deallocate()
    }
}

/// A run of values in the font (or in a store): where the first is and how many there are.
struct RawArray {
    let offset: Int
    let count: Int
    static let empty = RawArray(offset: 0, count: 0)
}

/// A coverage table compiled for shaping.
struct CompiledCoverage {
    /// The table, searched when it has no bits; `nil` covers nothing.
    let raw: RawCoverage?
    /// The bits cover glyphs `low ..< low + span`.
    let low: Int
    let span: Int
    /// The first word of the bits in the store (its rank, the coverage index of its first set
    /// bit, is at the same index of the rank store), or -1 when the table is searched.
    let words: Int

    /// Covers nothing.
    static let none = CompiledCoverage(raw: nil, low: 0, span: 0, words: -1)
}

/// A class definition compiled for shaping.
struct CompiledClasses {
    /// The table (`nil`: every glyph is in class 0).
    let raw: RawClassDefinition?
    /// Format 2 with sorted ranges: the classes of glyphs `low ..< low + span` (every other glyph
    /// is in class 0) start at `dense` in the per-glyph store; -1 when the table is read.
    let low: Int
    let span: Int
    let dense: Int
}

/// A lookup compiled for shaping.
struct CompiledLookup {
    /// Whether the lookup could be read (an unreadable one applies nowhere).
    let isValid: Bool
    let flags: LookupFlags
    /// The lookup properties the matching rules compare with glyph properties: the flags, and
    /// the mark filtering set in the high 16 bits.
    let properties: UInt32
    /// Its subtables in the subtable store.
    let subtables: RawArray
    /// GSUB type 8: applied from the end of the run backwards.
    let isReverse: Bool
    /// The glyphs any subtable can start at, one bit per glyph, in the bit store (glyphs past
    /// `firstGlyphs.count` words are not in the bits: the subtables decide).
    let firstGlyphs: RawArray
    /// Lookups of several subtables: where, in the candidate-start store, the subtables whose
    /// coverage has each of the first glyphs begin (indexed by the glyph's rank among the
    /// first glyphs, the next entry ending them), or -1 (every subtable is tried).
    var candidates = -1

    static let invalid = CompiledLookup(isValid: false, flags: [], properties: 0, subtables: .empty, isReverse: false, firstGlyphs: .empty)
}

/// A subtable compiled for shaping: the coverage of the glyph it starts at, its absolute
/// offset in the file, and what its type needs.
struct CompiledSubtable {
    let coverage: CompiledCoverage
    let start: Int
    let body: Body

    enum Body {
        /// GSUB 1 format 1: the delta added to the glyph id.
        case singleDelta(Int)
        /// GSUB 1 format 2: the substitutes by coverage index.
        case singleArray(RawArray)
        /// GSUB 2 and 3: the offsets (from `start`) of each covered glyph's sequence or
        /// alternate set.
        case multiple(RawArray), alternate(RawArray)
        /// GSUB 4: the offsets (from `start`) of each covered glyph's ligature set, and where
        /// the ligature keys of each set start in the key-start store (see
        /// ``LayoutCompiler/ligatureKeys(_:_:)``).
        case ligature(RawArray, keys: Int)
        /// GSUB 5 and 6, GPOS 7 and 8.
        case context(CompiledContext)
        /// GSUB 8.
        case reverseChain(CompiledReverseChain)
        /// GPOS 1 format 1: the one value record and its format.
        case singleValue(offset: Int, format: UInt16)
        /// GPOS 1 format 2: the value records by coverage index and their format.
        case singleValues(RawArray, format: UInt16)
        /// GPOS 2.
        case pairGlyphs(CompiledPairGlyphs), pairClasses(CompiledPairClasses)
        /// GPOS 3: the entry and exit anchor offsets (from `start`) of each covered glyph.
        case cursive(RawArray)
        /// GPOS 4, 5 and 6.
        case markToBase(CompiledMarks), markToLigature(CompiledMarks), markToMark(CompiledMarks)
    }
}

/// A (chained) sequence context subtable.
struct CompiledContext {
    let isChained: Bool
    /// 1 (glyphs), 2 (classes) or 3 (coverages).
    let format: Int
    /// Formats 1 and 2: the rule set offsets (from the subtable's start).
    let ruleSets: RawArray
    /// Format 2: the class definitions (indices in the class store; a sequence context has
    /// input classes only).
    let backtrackClasses: Int
    let inputClasses: Int
    let lookaheadClasses: Int
    /// Format 3: the coverages (ranges of the coverage store; the input's first is the
    /// subtable's coverage) and the lookup records in the font.
    let backtrack: RawArray
    let input: RawArray
    let lookahead: RawArray
    let records: RawArray
}

/// A reverse chaining single substitution subtable.
struct CompiledReverseChain {
    /// Ranges of the coverage store.
    let backtrack: RawArray
    let lookahead: RawArray
    /// The substitutes in the font, by coverage index.
    let substitutes: RawArray
}

/// A pair adjustment subtable of format 1 (pair sets).
struct CompiledPairGlyphs {
    /// The pair set offsets (from the subtable's start), by coverage index.
    let pairSets: RawArray
    let valueFormat1: UInt16
    let valueFormat2: UInt16
    /// Bytes of the two value records.
    let size1: Int
    let size2: Int
}

/// A pair adjustment subtable of format 2 (class pairs).
struct CompiledPairClasses {
    /// Indices in the class store.
    let classes1: Int
    let classes2: Int
    let class1Count: Int
    let class2Count: Int
    /// The class records in the font.
    let records: Int
    let valueFormat1: UInt16
    let valueFormat2: UInt16
    let size1: Int
    let size2: Int
    /// Both records hold only the first glyph's x advance (kerning).
    var isKerningOnly: Bool { valueFormat1 == 0x0004 && valueFormat2 == 0 }
}

/// A mark attachment subtable (mark-to-base, mark-to-ligature, mark-to-mark).
struct CompiledMarks {
    /// The coverage of what the marks attach to (bases, ligatures or marks), in the store.
    let targetCoverage: Int
    let classCount: Int
    /// The MarkArray: its offset and record count.
    let marks: RawArray
    /// The BaseArray or Mark2Array (an anchor matrix with `classCount` columns), or the
    /// LigatureArray: its offset and row (ligature) count.
    let targets: RawArray
}

/// The compiled lookups of one layout table and the stores they index, owned by the face.
/// Immutable once made: the stores are copied once and only read, so the layout is shared
/// across threads.
final class CompiledLayout: @unchecked Sendable {
    /// The file's bytes and the stores (each an ``UnsafeStorage``), kept alive for the view's pointers.
    private let data: FontData
    private let stores: [AnyObject]
    /// The stores and the font's bytes as pointers; `nil` when the bytes have no address.
    private let view: UnsafeLayoutView?

    init(data: FontData, end: Int, lookups: [CompiledLookup], compiler: LayoutCompiler,
         starts: (rows: [UInt16], words: [UInt64], wordsPerRow: Int)) {
        self.data = data
        guard let bytes = data.unsafeBaseAddress else {
            stores = []
            view = nil
            return
        }
        var stores: [AnyObject] = []
        /// A copy of `elements` that lives as long as the layout.
        func store<Element>(_ elements: [Element]) -> UnsafePointer<Element> {
            let storage = UnsafeStorage(elements)
            stores.append(storage)
            return UnsafePointer(storage.pointer)
        }
        view = UnsafeLayoutView(bytes: bytes, end: end, lookups: store(lookups), lookupCount: lookups.count,
                                subtables: store(compiler.subtables), coverages: store(compiler.coverages),
                                classes: store(compiler.classes), bits: store(compiler.bits),
                                ranks: store(compiler.ranks), dense: store(compiler.dense),
                                ligatureKeyStarts: store(compiler.ligatureKeyStarts), ligatureKeys: store(compiler.ligatureKeys),
                                candidateStarts: store(compiler.candidateStarts), candidateList: store(compiler.candidateList),
                                startRows: store(starts.rows), startRowCount: starts.rows.count,
                                startWords: store(starts.words), wordsPerRow: starts.wordsPerRow)
        self.stores = stores
    }

    /// Pointers to the stores and the font's bytes, valid while this layout lives.
    func unsafeView() -> UnsafeLayoutView? { view }
}

/// A compiled layout table as pointers, for one shaping call (valid while the face lives).
/// Reads of the font's bytes are unchecked: offsets come from validated tables, or are checked
/// against `end` with ``contains(_:_:)`` first.
struct UnsafeLayoutView {
    let bytes: UnsafeRawPointer
    let end: Int
    let lookups: UnsafePointer<CompiledLookup>
    let lookupCount: Int
    let subtables: UnsafePointer<CompiledSubtable>
    let coverages: UnsafePointer<CompiledCoverage>
    let classes: UnsafePointer<CompiledClasses>
    let bits: UnsafePointer<UInt64>
    let ranks: UnsafePointer<UInt32>
    let dense: UnsafePointer<UInt16>
    let ligatureKeyStarts: UnsafePointer<UInt32>
    let ligatureKeys: UnsafePointer<UInt32>
    let candidateStarts: UnsafePointer<UInt32>
    let candidateList: UnsafePointer<UInt16>
    let startRows: UnsafePointer<UInt16>
    let startRowCount: Int
    let startWords: UnsafePointer<UInt64>
    let wordsPerRow: Int

    /// Adds the lookups that may start at `glyph` to `lookups` (`wordsPerRow` words); `false`
    /// when the glyph is past the first-glyph bits (any lookup may start there).
    @inline(__always)
    func addLookups(startingAt glyph: GlyphID, to lookups: UnsafeMutablePointer<UInt64>) -> Bool {
        guard glyph.index < startRowCount else { return false }
        let row = startWords + Int(startRows[glyph.index]) &* wordsPerRow
        lookups[0] |= row[0]
        var word = 1
        while word < wordsPerRow {
            lookups[word] |= row[word]
            word &+= 1
        }
        return true
    }

    /// Whether `size` bytes at absolute offset `offset` lie inside the table.
    @inline(__always)
    func contains(_ offset: Int, _ size: Int) -> Bool { offset >= 0 && size >= 0 && offset <= end &- size }

    /// The big-endian 16-bit value at absolute offset `offset` (inside the table).
    @inline(__always)
    func u16(_ offset: Int) -> UInt16 { UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) }

    /// The big-endian 16-bit value at `offset` as an `Int`.
    @inline(__always)
    func int(_ offset: Int) -> Int { Int(u16(offset)) }

    /// The big-endian signed 16-bit value at `offset`.
    @inline(__always)
    func i16(_ offset: Int) -> Int32 { Int32(Int16(bitPattern: u16(offset))) }

    /// Whether some subtable of `lookup` may apply at `glyph`.
    @inline(__always)
    func mayStart(_ lookup: CompiledLookup, at glyph: GlyphID) -> Bool {
        let word = glyph.index >> 6
        return word >= lookup.firstGlyphs.count || bits[lookup.firstGlyphs.offset &+ word] & (1 << UInt64(glyph.index & 63)) != 0
    }

    /// The coverage index of `glyph` in `coverage`, or `nil` when it is not covered.
    @inline(__always)
    func index(of glyph: GlyphID, in coverage: CompiledCoverage) -> Int? {
        if coverage.words >= 0 {
            let offset = glyph.index &- coverage.low
            guard UInt(bitPattern: offset) < UInt(bitPattern: coverage.span) else { return nil }
            let word = coverage.words &+ offset >> 6
            let bit = UInt64(1) << UInt64(offset & 63)
            let value = bits[word]
            guard value & bit != 0 else { return nil }
            return Int(ranks[word]) &+ (value & (bit &- 1)).nonzeroBitCount
        }
        guard let raw = coverage.raw else { return nil }
        return raw.index(of: glyph, bytes)
    }

    /// Whether coverage `index` of the store covers `glyph`.
    @inline(__always)
    func covers(_ index: Int, _ glyph: GlyphID) -> Bool { self.index(of: glyph, in: coverages[index]) != nil }

    /// The class of `glyph` in class definition `index` of the store.
    @inline(__always)
    func classOf(_ glyph: GlyphID, in index: Int) -> Int {
        let classes = self.classes[index]
        if classes.dense >= 0 {
            let offset = glyph.index &- classes.low
            guard UInt(bitPattern: offset) < UInt(bitPattern: classes.span) else { return 0 }
            return Int(dense[classes.dense &+ offset])
        }
        guard let raw = classes.raw else { return 0 }
        return raw.classOf(glyph, bytes)
    }

    /// The count-prefixed array of 16-bit values at absolute offset `offset`, or `nil` when it
    /// does not lie inside the table.
    @inline(__always)
    func countedArray(at offset: Int) -> RawArray? {
        guard contains(offset, 2) else { return nil }
        let count = int(offset)
        guard contains(offset &+ 2, count &* 2) else { return nil }
        return RawArray(offset: offset &+ 2, count: count)
    }

    /// The anchor at `offset` from `table` (absolute): `.some(nil)` when the offset is 0 (no
    /// anchor), `nil` when the anchor cannot be read.
    @inline(__always)
    func anchor(_ offset: Int, from table: Int, variations: LayoutVariations? = nil) -> (x: Int32, y: Int32)?? {
        guard offset != 0 else { return .some(nil) }
        let position = table &+ offset
        guard contains(position, 6) else { return nil }
        let format = u16(position)
        guard format >= 1, format <= 3 else { return nil }
        if format == 2, !contains(position, 8) { return nil }
        var x = i16(position &+ 2), y = i16(position &+ 4)
        // Format 3 at an instance: the VariationIndex tables' deltas (offsets from the anchor).
        if format == 3, let variations, contains(position, 10) {
            let xDevice = int(position &+ 6), yDevice = int(position &+ 8)
            if xDevice != 0 { x &+= variations.delta(atFileOffset: position &+ xDevice) }
            if yDevice != 0 { y &+= variations.delta(atFileOffset: position &+ yDevice) }
        }
        return .some((x, y))
    }
}

/// Builds the compiled lookups of one layout table.
struct LayoutCompiler {
    let bytes: UnsafeRawPointer
    let glyphCount: Int
    /// One past the table's last byte.
    let end: Int
    var subtables: [CompiledSubtable] = []
    var coverages: [CompiledCoverage] = []
    var classes: [CompiledClasses] = []
    var bits: [UInt64] = []
    var ranks: [UInt32] = []
    var dense: [UInt16] = []
    var ligatureKeyStarts: [UInt32] = []
    var ligatureKeys: [UInt32] = []
    var candidateStarts: [UInt32] = []
    var candidateList: [UInt16] = []
    /// Compiled coverages and class definitions by absolute offset (shared by subtables).
    var compiledCoverages: [Int: CompiledCoverage] = [:]
    var classIndices: [Int: Int] = [:]
    /// Words of coverage bits and per-glyph class entries left to spend (about 6 MiB and 4 MiB
    /// per table at most).
    var bitBudget = 1 << 19
    var denseBudget = 1 << 21

    init(bytes: UnsafeRawPointer, glyphCount: Int, end: Int) {
        self.bytes = bytes
        self.glyphCount = glyphCount
        self.end = end
        // Class 0 for every glyph, at index 0.
        classes.append(CompiledClasses(raw: nil, low: 0, span: 0, dense: -1))
    }

    /// Compiles every lookup of `table`; also returns the decoded lookups (for plan-time
    /// analysis), `nil` where a lookup cannot be read.
    static func compile(_ table: LayoutTable, isSubstitution: Bool, glyphCount: Int) -> (decoded: [DecodedLookup?], compiled: CompiledLayout?) {
        var decodedLookups: [DecodedLookup?] = []
        decodedLookups.reserveCapacity(table.lookups.count)
        guard let bytes = table.table.data.unsafeBaseAddress else {
            return (DecodedLookup.all(in: table, isSubstitution: isSubstitution), nil)
        }
        var compiler = LayoutCompiler(bytes: bytes, glyphCount: glyphCount, end: table.table.end)
        var lookups: [CompiledLookup] = []
        lookups.reserveCapacity(table.lookups.count)
        let extensionType = isSubstitution ? SubstitutionSubtable.extensionType : PositioningSubtable.extensionType
        for index in 0..<table.lookups.count {
            guard let lookup = try? table.lookups.lookup(at: index) else {
                decodedLookups.append(nil)
                lookups.append(.invalid)
                continue
            }
            let first = compiler.subtables.count
            var coverages: [CompiledCoverage] = []
            var substitutions: [SubstitutionSubtable] = []
            var positionings: [PositioningSubtable] = []
            for position in 0..<lookup.subtableCount {
                guard let subtable = try? lookup.subtable(at: position, extensionType: extensionType) else { continue }
                let compiled: CompiledSubtable
                if isSubstitution {
                    guard let decoded = try? SubstitutionSubtable(subtable) else { continue }
                    substitutions.append(decoded)
                    compiled = compiler.compile(decoded, subtable.table)
                } else {
                    guard let decoded = try? PositioningSubtable(subtable) else { continue }
                    positionings.append(decoded)
                    compiled = compiler.compile(decoded, subtable.table)
                }
                compiler.subtables.append(compiled)
                coverages.append(compiled.coverage)
            }
            let reverse = substitutions.first.map { if case .reverseChainSingle = $0 { true } else { false } } ?? false
            let decoded = DecodedLookup(flags: lookup.flags, markFilteringSet: lookup.markFilteringSet,
                                        subtables: isSubstitution ? .substitution(substitutions) : .positioning(positionings))
            decodedLookups.append(decoded)
            var compiled = CompiledLookup(isValid: true, flags: lookup.flags, properties: decoded.properties,
                                          subtables: RawArray(offset: first, count: compiler.subtables.count - first),
                                          isReverse: reverse, firstGlyphs: compiler.firstGlyphs(coverages))
            compiled.candidates = compiler.candidates(compiled.firstGlyphs, coverages)
            lookups.append(compiled)
        }
        let starts = compiler.lookupsStarting(lookups)
        let layout = CompiledLayout(data: table.table.data, end: table.table.end, lookups: lookups, compiler: compiler, starts: starts)
        return (decodedLookups, layout)
    }

    /// For every glyph the first-glyph bits cover, the lookups that may start at it (bit `k` of
    /// a row for lookup `k`): a row index per glyph, and the distinct rows (row 0 is empty).
    func lookupsStarting(_ lookups: [CompiledLookup]) -> (rows: [UInt16], words: [UInt64], wordsPerRow: Int) {
        let glyphs = (max(glyphCount, 1) / 64) * 64
        let wordsPerRow = max((lookups.count + 63) / 64, 1)
        var perGlyph = [UInt64](repeating: 0, count: glyphs * wordsPerRow)
        for (index, lookup) in lookups.enumerated() where lookup.isValid {
            for word in 0..<lookup.firstGlyphs.count {
                var value = bits[lookup.firstGlyphs.offset + word]
                while value != 0 {
                    let glyph = word * 64 + value.trailingZeroBitCount
                    value &= value &- 1
                    perGlyph[glyph * wordsPerRow + index >> 6] |= 1 << UInt64(index & 63)
                }
            }
        }
        var rows = [UInt16](repeating: 0, count: glyphs)
        var words = [UInt64](repeating: 0, count: wordsPerRow)
        var known: [[UInt64]: UInt16] = [words: 0]
        for glyph in 0..<glyphs {
            let row = Array(perGlyph[(glyph * wordsPerRow)..<((glyph + 1) * wordsPerRow)])
            if row.allSatisfy({ $0 == 0 }) { continue }
            if let index = known[row] {
                rows[glyph] = index
            } else {
                let index = UInt16(truncatingIfNeeded: known.count)
                known[row] = index
                words.append(contentsOf: row)
                rows[glyph] = index
            }
        }
        return (rows, words, wordsPerRow)
    }

    /// The bits of the glyphs any of `coverages` covers (as many whole words as the glyph
    /// count fills), appended to the bit store.
    mutating func firstGlyphs(_ coverages: [CompiledCoverage]) -> RawArray {
        var words = [UInt64](repeating: 0, count: max(glyphCount, 1) / 64)
        let limit = words.count * 64
        for coverage in coverages {
            if coverage.words >= 0 {
                for word in 0..<((coverage.span + 63) / 64) {
                    var value = bits[coverage.words + word]
                    while value != 0 {
                        let glyph = coverage.low + word * 64 + value.trailingZeroBitCount
                        value &= value &- 1
                        if glyph < limit { words[glyph >> 6] |= 1 << UInt64(glyph & 63) }
                    }
                }
            } else if let raw = coverage.raw {
                raw.markCovered(in: &words, bytes)
            }
        }
        let offset = bits.count
        appendBits(words)
        return RawArray(offset: offset, count: words.count)
    }

    /// Adds `words` to the bit store, with their ranks (the set bits before each word) at the
    /// same indices of the rank store.
    mutating func appendBits(_ words: [UInt64]) {
        ranks.append(contentsOf: repeatElement(0, count: bits.count - ranks.count))
        var rank = 0
        for word in words {
            ranks.append(UInt32(truncatingIfNeeded: rank))
            rank += word.nonzeroBitCount
        }
        bits.append(contentsOf: words)
    }

    /// For a lookup of several subtables with `coverages`, the subtables that cover each of
    /// its first glyphs (bits `firstGlyphs` of the bit store), in order, added to the candidate
    /// stores; returns where its starts begin, or -1 when it has few subtables or too many
    /// glyphs and subtables to list.
    mutating func candidates(_ firstGlyphs: RawArray, _ coverages: [CompiledCoverage]) -> Int {
        guard coverages.count >= 4, coverages.count <= Int(UInt16.max) else { return -1 }
        var glyphs = 0
        for word in 0..<firstGlyphs.count { glyphs += bits[firstGlyphs.offset + word].nonzeroBitCount }
        guard glyphs * coverages.count <= 1 << 22 else { return -1 }
        let first = candidateStarts.count
        candidateStarts.append(UInt32(truncatingIfNeeded: candidateList.count))
        for word in 0..<firstGlyphs.count {
            var value = bits[firstGlyphs.offset + word]
            while value != 0 {
                let glyph = GlyphID(truncatingIfNeeded: word * 64 + value.trailingZeroBitCount)
                value &= value &- 1
                for (position, coverage) in coverages.enumerated() where index(of: glyph, in: coverage) != nil {
                    candidateList.append(UInt16(truncatingIfNeeded: position))
                }
                candidateStarts.append(UInt32(truncatingIfNeeded: candidateList.count))
            }
        }
        return first
    }

    /// The coverage index of `glyph` in `coverage`, as ``UnsafeLayoutView/index(of:in:)``
    /// finds it.
    func index(of glyph: GlyphID, in coverage: CompiledCoverage) -> Int? {
        if coverage.words >= 0 {
            let offset = glyph.index - coverage.low
            guard offset >= 0, offset < coverage.span else { return nil }
            let word = coverage.words + offset >> 6
            let bit = UInt64(1) << UInt64(offset & 63)
            guard bits[word] & bit != 0 else { return nil }
            return Int(ranks[word]) + (bits[word] & (bit - 1)).nonzeroBitCount
        }
        guard let raw = coverage.raw else { return nil }
        return raw.index(of: glyph, bytes)
    }

    // MARK: Coverages and class definitions

    @inline(__always)
    func u16(_ offset: Int) -> Int { Int(UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))) }

    /// The coverage compiled: bits and ranks when every glyph the table lists has its rank as
    /// coverage index (so the bits answer as the table's binary search does) and the bits fit
    /// the budget; else the table, searched.
    mutating func compile(_ raw: RawCoverage) -> CompiledCoverage {
        if let compiled = compiledCoverages[raw.start] { return compiled }
        let searched = CompiledCoverage(raw: raw, low: 0, span: 0, words: -1)
        var compiled = searched
        defer { compiledCoverages[raw.start] = compiled }
        // The glyphs listed (ranges of malformed tables may be huge: at most 2^17 glyphs).
        var low = Int.max, high = -1, listed = 0
        func forEachListed(_ body: (Int) -> Void) {
            if raw.format == 1 {
                for index in 0..<raw.count { body(u16(raw.start + 4 + index * 2)) }
            } else {
                for index in 0..<raw.count {
                    let record = raw.start + 4 + index * 6
                    let first = u16(record), last = u16(record + 2)
                    if first <= last { for glyph in first...last { body(glyph) } }
                }
            }
        }
        if raw.format == 2 {
            for index in 0..<raw.count {
                let record = raw.start + 4 + index * 6
                listed += max(u16(record + 2) - u16(record) + 1, 0)
            }
            guard listed <= 1 << 17 else { return searched }
        }
        forEachListed { glyph in
            low = min(low, glyph)
            high = max(high, glyph)
        }
        guard high >= low else {
            compiled = CompiledCoverage(raw: raw, low: 0, span: 0, words: bits.count)
            return compiled
        }
        let span = high - low + 1
        let wordCount = (span + 63) / 64
        guard wordCount <= bitBudget else { return searched }
        var words = [UInt64](repeating: 0, count: wordCount)
        forEachListed { glyph in words[(glyph - low) >> 6] |= 1 << UInt64((glyph - low) & 63) }
        var wordRanks = [UInt32](repeating: 0, count: wordCount)
        var rank = 0
        for word in 0..<wordCount {
            wordRanks[word] = UInt32(rank)
            var value = words[word]
            while value != 0 {
                let glyph = low + word * 64 + value.trailingZeroBitCount
                value &= value &- 1
                guard raw.index(of: GlyphID(truncatingIfNeeded: glyph), bytes) == rank else { return searched }
                rank += 1
            }
        }
        bitBudget -= wordCount
        compiled = CompiledCoverage(raw: raw, low: low, span: span, words: bits.count)
        appendBits(words)
        return compiled
    }

    /// The coverage compiled and added to the coverage store; returns its index.
    mutating func store(_ coverage: CompiledCoverage) -> Int {
        coverages.append(coverage)
        return coverages.count - 1
    }

    /// The coverages that the 16-bit offsets at `list` (from `table`) point to, added to the
    /// store in order (an unreadable one covers nothing).
    mutating func store(_ list: RawArray, from table: TableData) -> RawArray {
        let first = coverages.count
        for index in 0..<list.count {
            let offset = u16(list.offset + index * 2)
            if let coverage = try? CoverageTable(table, at: offset) {
                _ = store(compile(coverage.raw))
            } else {
                _ = store(.none)
            }
        }
        return RawArray(offset: first, count: list.count)
    }

    /// The class definition added to the class store (once per table); returns its index.
    mutating func store(_ raw: RawClassDefinition) -> Int {
        guard raw.format == 1 || raw.format == 2 else { return 0 }
        if let index = classIndices[raw.start] { return index }
        var compiled = CompiledClasses(raw: raw, low: 0, span: 0, dense: -1)
        if raw.format == 2 {
            // Sorted, disjoint ranges: a glyph's class is that of the range holding it, as the
            // table's binary search finds it.
            var sorted = true
            var previous = -1
            for index in 0..<raw.count {
                let record = raw.start + 4 + index * 6
                let first = u16(record), last = u16(record + 2)
                if first > last || first <= previous {
                    sorted = false
                    break
                }
                previous = last
            }
            if sorted, raw.count > 0 {
                let low = u16(raw.start + 4)
                let span = previous - low + 1
                if span <= denseBudget {
                    denseBudget -= span
                    let start = dense.count
                    dense.append(contentsOf: repeatElement(0, count: span))
                    for index in 0..<raw.count {
                        let record = raw.start + 4 + index * 6
                        let value = UInt16(truncatingIfNeeded: u16(record + 4))
                        for glyph in u16(record)...u16(record + 2) { dense[start + glyph - low] = value }
                    }
                    compiled = CompiledClasses(raw: raw, low: low, span: span, dense: start)
                }
            } else if sorted {
                compiled = CompiledClasses(raw: raw, low: 0, span: 0, dense: dense.count)
            }
        }
        classes.append(compiled)
        classIndices[raw.start] = classes.count - 1
        return classes.count - 1
    }

    // MARK: Subtables

    /// A GSUB subtable, read by TypesetFont's readers (which validated it) from `table`.
    mutating func compile(_ subtable: SubstitutionSubtable, _ table: TableData) -> CompiledSubtable {
        let start = table.start
        switch subtable {
        case .single(let single):
            let coverage = compile(single.coverage.raw)
            if single.format == 1 {
                return CompiledSubtable(coverage: coverage, start: start, body: .singleDelta(Int(Int16(truncatingIfNeeded: u16(start + 4)))))
            }
            return CompiledSubtable(coverage: coverage, start: start, body: .singleArray(RawArray(offset: start + 6, count: u16(start + 4))))
        case .multiple(let multiple):
            return CompiledSubtable(coverage: compile(multiple.coverage.raw), start: start, body: .multiple(coveredRecords(start)))
        case .alternate(let alternate):
            return CompiledSubtable(coverage: compile(alternate.coverage.raw), start: start, body: .alternate(coveredRecords(start)))
        case .ligature(let ligature):
            let records = coveredRecords(start)
            return CompiledSubtable(coverage: compile(ligature.coverage.raw), start: start,
                                    body: .ligature(records, keys: ligatureKeys(records, start)))
        case .context(let context):
            return compile(context, table)
        case .chainedContext(let context):
            return compile(context, table)
        case .reverseChainSingle(let reverse):
            var position = start + 4
            let backtrack = counted(&position)
            let lookahead = counted(&position)
            let substitutes = counted(&position)
            return CompiledSubtable(coverage: compile(reverse.coverage.raw), start: start,
                                    body: .reverseChain(CompiledReverseChain(backtrack: store(backtrack, from: table),
                                                                             lookahead: store(lookahead, from: table),
                                                                             substitutes: substitutes)))
        }
    }

    /// A GPOS subtable, read by TypesetFont's readers (which validated it) from `table`.
    mutating func compile(_ subtable: PositioningSubtable, _ table: TableData) -> CompiledSubtable {
        let start = table.start
        switch subtable {
        case .single(let single):
            let coverage = compile(single.coverage.raw)
            let format = single.valueFormat.rawValue
            if single.format == 1 {
                return CompiledSubtable(coverage: coverage, start: start, body: .singleValue(offset: start + 6, format: format))
            }
            return CompiledSubtable(coverage: coverage, start: start,
                                    body: .singleValues(RawArray(offset: start + 8, count: u16(start + 6)), format: format))
        case .pair(let pair):
            let coverage = compile(pair.coverage.raw)
            let format1 = pair.valueFormat1.rawValue, format2 = pair.valueFormat2.rawValue
            if pair.format == 1 {
                return CompiledSubtable(coverage: coverage, start: start,
                                        body: .pairGlyphs(CompiledPairGlyphs(pairSets: RawArray(offset: start + 10, count: u16(start + 8)),
                                                                             valueFormat1: format1, valueFormat2: format2,
                                                                             size1: pair.valueFormat1.size, size2: pair.valueFormat2.size)))
            }
            return CompiledSubtable(coverage: coverage, start: start,
                                    body: .pairClasses(CompiledPairClasses(classes1: store(pair.classes1.raw), classes2: store(pair.classes2.raw),
                                                                           class1Count: pair.class1Count, class2Count: pair.class2Count,
                                                                           records: start + 16, valueFormat1: format1, valueFormat2: format2,
                                                                           size1: pair.valueFormat1.size, size2: pair.valueFormat2.size)))
        case .cursive(let cursive):
            let records = RawArray(offset: start + 6, count: u16(start + 4))
            return CompiledSubtable(coverage: compile(cursive.coverage.raw), start: start, body: .cursive(records))
        case .markToBase(let attachment):
            return CompiledSubtable(coverage: compile(attachment.markCoverage.raw), start: start,
                                    body: .markToBase(marks(start, attachment.baseCoverage)))
        case .markToLigature(let attachment):
            return CompiledSubtable(coverage: compile(attachment.markCoverage.raw), start: start,
                                    body: .markToLigature(marks(start, attachment.ligatureCoverage)))
        case .markToMark(let attachment):
            return CompiledSubtable(coverage: compile(attachment.mark1Coverage.raw), start: start,
                                    body: .markToMark(marks(start, attachment.mark2Coverage)))
        case .context(let context):
            return compile(context, table)
        case .chainedContext(let context):
            return compile(context, table)
        }
    }

    /// Whether `size` bytes at absolute offset `offset` lie inside the table.
    func contains(_ offset: Int, _ size: Int) -> Bool { offset >= 0 && size >= 0 && offset <= end - size }

    /// The ligature keys of the ligature sets of more than four ligatures (the sets that are
    /// searched by their second glyph): one per ligature, in order, the second glyph it needs
    /// (`0...0xFFFF`), ``ligatureAnySecond`` for a ligature of one glyph, or
    /// ``ligatureNoSecond`` for one that can never match once the second glyph is known (it
    /// cannot be read, or has components but no second glyph inside the table). The sets'
    /// starts, by record (`UInt32.max`: no keys), are added to the key-start store; returns
    /// the first.
    mutating func ligatureKeys(_ records: RawArray, _ start: Int) -> Int {
        let first = ligatureKeyStarts.count
        for record in 0..<records.count {
            let set = start + u16(records.offset + record * 2)
            guard contains(set, 2), case let count = u16(set), count > 4, contains(set + 2, count * 2) else {
                ligatureKeyStarts.append(UInt32.max)
                continue
            }
            ligatureKeyStarts.append(UInt32(truncatingIfNeeded: ligatureKeys.count))
            for position in 0..<count {
                let ligature = set + u16(set + 2 + position * 2)
                if !contains(ligature, 4) {
                    ligatureKeys.append(LayoutCompiler.ligatureNoSecond)
                } else if u16(ligature + 2) <= 1 {
                    ligatureKeys.append(LayoutCompiler.ligatureAnySecond)
                } else if contains(ligature, 6) {
                    ligatureKeys.append(UInt32(u16(ligature + 4)))
                } else {
                    ligatureKeys.append(LayoutCompiler.ligatureNoSecond)
                }
            }
        }
        return first
    }

    static let ligatureAnySecond: UInt32 = 0x1_0000
    static let ligatureNoSecond: UInt32 = 0x2_0000

    /// The records of GSUB 2-4 and GPOS 3: count at 4, offsets after it.
    func coveredRecords(_ start: Int) -> RawArray { RawArray(offset: start + 6, count: u16(start + 4)) }

    /// The next count-prefixed array at `position` (validated by the readers); moves past it.
    func counted(_ position: inout Int, width: Int = 1) -> RawArray {
        let count = u16(position)
        defer { position += 2 + count * width * 2 }
        return RawArray(offset: position + 2, count: count)
    }

    mutating func marks(_ start: Int, _ targets: CoverageTable) -> CompiledMarks {
        let marks = start + u16(start + 8), targetTable = start + u16(start + 10)
        return CompiledMarks(targetCoverage: store(compile(targets.raw)), classCount: u16(start + 6),
                             marks: RawArray(offset: marks, count: u16(marks)), targets: RawArray(offset: targetTable, count: u16(targetTable)))
    }

    mutating func compile(_ context: SequenceContext, _ table: TableData) -> CompiledSubtable {
        let start = table.start
        if context.format == 1 || context.format == 2 {
            let sets = start + (context.format == 1 ? 4 : 6)
            let body = CompiledContext(isChained: false, format: context.format, ruleSets: RawArray(offset: sets + 2, count: u16(sets)),
                                       backtrackClasses: 0, inputClasses: store(context.classes.raw), lookaheadClasses: 0,
                                       backtrack: .empty, input: .empty, lookahead: .empty, records: .empty)
            return CompiledSubtable(coverage: context.coverage.map { compile($0.raw) } ?? .none, start: start, body: .context(body))
        }
        let glyphCount = u16(start + 2), lookupCount = u16(start + 4)
        let input = store(RawArray(offset: start + 6, count: glyphCount), from: table)
        let body = CompiledContext(isChained: false, format: 3, ruleSets: .empty, backtrackClasses: 0, inputClasses: 0, lookaheadClasses: 0,
                                   backtrack: .empty, input: input, lookahead: .empty,
                                   records: RawArray(offset: start + 6 + glyphCount * 2, count: lookupCount))
        return CompiledSubtable(coverage: input.count > 0 ? coverages[input.offset] : .none, start: start, body: .context(body))
    }

    mutating func compile(_ context: ChainedSequenceContext, _ table: TableData) -> CompiledSubtable {
        let start = table.start
        if context.format == 1 || context.format == 2 {
            let sets = start + (context.format == 1 ? 4 : 10)
            let body = CompiledContext(isChained: true, format: context.format, ruleSets: RawArray(offset: sets + 2, count: u16(sets)),
                                       backtrackClasses: store(context.backtrackClasses.raw), inputClasses: store(context.inputClasses.raw),
                                       lookaheadClasses: store(context.lookaheadClasses.raw),
                                       backtrack: .empty, input: .empty, lookahead: .empty, records: .empty)
            return CompiledSubtable(coverage: context.coverage.map { compile($0.raw) } ?? .none, start: start, body: .context(body))
        }
        var position = start + 2
        let backtrack = counted(&position), input = counted(&position), lookahead = counted(&position)
        let records = counted(&position, width: 2)
        let storedBacktrack = store(backtrack, from: table)
        let storedInput = store(input, from: table)
        let storedLookahead = store(lookahead, from: table)
        let body = CompiledContext(isChained: true, format: 3, ruleSets: .empty, backtrackClasses: 0, inputClasses: 0, lookaheadClasses: 0,
                                   backtrack: storedBacktrack, input: storedInput, lookahead: storedLookahead, records: records)
        return CompiledSubtable(coverage: storedInput.count > 0 ? coverages[storedInput.offset] : .none, start: start, body: .context(body))
    }
}
