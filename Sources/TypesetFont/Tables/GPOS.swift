// GPOS: https://learn.microsoft.com/en-us/typography/opentype/spec/gpos

/// Pair kerning from the `GPOS` table: the pair adjustment lookups (type 2, also inside extension
/// lookups, type 9) of the `kern` feature, applied to two adjacent glyphs as HarfBuzz applies them.
///
/// - Script and language system: the requested script (by default `latn`), then `DFLT`, `dflt`,
///   then the first script in the list, taking the first whose language system has a `kern`
///   feature. The language system is the script's default one (or its first, when it has no
///   default). The lookups of all its `kern` features (and of a required `kern` feature) are
///   applied in lookup-list order. Feature variations are not applied.
/// - Within one lookup the first subtable that covers the first glyph and has an entry for the
///   pair decides: a format 1 subtable decides when the second glyph is in the first glyph's pair
///   set; a format 2 subtable decides whenever both class values are below its class counts,
///   even when the value is zero. Values of several lookups add up.
/// - Lookup flags are honoured with `GDEF` glyph classes, mark attachment classes and mark glyph
///   sets: a lookup that would skip either glyph contributes nothing to the pair. (Without `GDEF`
///   glyph classes no glyph is skipped; HarfBuzz would guess classes from Unicode.)
/// - Only the first glyph's xAdvance is used (the horizontal kerning); the other value record
///   fields are skipped by their sizes. Device tables and variation deltas are ignored here (the shaper applies the latter). Lookups of
///   other types in the `kern` feature (single or contextual adjustments) are skipped.
///
/// Everything is validated when the value is made; ``adjustment(_:_:)`` never fails and does not
/// allocate.
public struct GPOSPairAdjustments: Sendable {
    /// The script whose `kern` feature was used.
    public let script: Tag
    /// The indices of the lookups applied, in order (only pair adjustment lookups).
    public var lookupIndices: [Int] { tables.lookupIndices }
    /// Everything else, behind one reference: copying the value (as shaping does for every
    /// character it kerns) costs one retain instead of one per array.
    let tables: Tables

    /// The validated lookups and their per-glyph arrays.
    final class Tables: Sendable {
        let lookupIndices: [Int]
        /// The lookups (flags and a range of `subtables`), as plain numbers.
        let lookups: [PairLookup]
        /// Every lookup's subtables, in order.
        let subtables: [PairSubtable]
        let filter: GlyphFilter
        /// The file the offsets point into (keeps the bytes alive).
        let data: FontData
        /// Per-glyph classes of the format 2 class definitions and of `GDEF` glyph classes, then
        /// coverage indices (see ``GPOSPairAdjustments/maximumDenseClasses``); subtables and the
        /// filter hold their start, or -1.
        let dense: DenseClasses
        /// The number of glyphs the dense arrays cover.
        let glyphCount: Int
        /// Bit g set when glyph g is in the coverage of some pair subtable.
        let leftCovered: [UInt64]

        init(lookupIndices: [Int], lookups: [PairLookup], subtables: [PairSubtable], filter: GlyphFilter,
             data: FontData, dense: DenseClasses, glyphCount: Int, leftCovered: [UInt64]) {
            self.lookupIndices = lookupIndices
            self.lookups = lookups
            self.subtables = subtables
            self.filter = filter
            self.data = data
            self.dense = dense
            self.glyphCount = glyphCount
            self.leftCovered = leftCovered
        }
    }

    /// The largest number of per-glyph entries precomputed (8 MiB): classes of the class
    /// definitions first, then coverage indices of the subtables; what does not fit is searched
    /// at each lookup.
    public static let maximumDenseClasses = 1 << 22

    /// The change to the first glyph's advance, in font units, when `right` follows `left`.
    public func adjustment(_ left: GlyphID, _ right: GlyphID) -> Int {
        let tables = self.tables
        let leftCovered = tables.leftCovered, data = tables.data, dense = tables.dense
        let glyphCount = tables.glyphCount, filter = tables.filter, subtables = tables.subtables
        // Most glyphs of a large font (CJK ideographs) start no kerning pair: one bit test.
        let word = left.index >> 6
        if word < leftCovered.count, leftCovered[word] & (1 << UInt64(left.rawValue & 63)) == 0 { return 0 }
        guard let base = data.storage.base.baseAddress, let classes = UnsafePointer(dense.values.baseAddress) else { return 0 }
        let leftIndex = left.index < glyphCount ? left.index : -1
        let rightIndex = right.index < glyphCount ? right.index : -1
        var total = 0
        for lookup in tables.lookups {
            if lookup.flags & 0xFF1E != 0,
               filter.skips(left, leftIndex, lookup, base, classes) || filter.skips(right, rightIndex, lookup, base, classes) {
                continue
            }
            for index in lookup.subtables {
                if let value = subtables[index].xAdvance(left, right, leftIndex, rightIndex, base, classes) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    /// Reads the `kern` feature's pair adjustments of `gpos`, or returns `nil` when no script
    /// has a `kern` feature with pair adjustment lookups.
    ///
    /// - Parameters:
    ///   - gdef: the face's `GDEF` table, for lookup flags.
    ///   - script: the script to prefer.
    ///   - glyphCount: the face's glyph count, for the per-glyph class arrays (0: none).
    public init?(_ gpos: TableData, gdef: TableData?, script: Tag = "latn", glyphCount: Int = 0) throws(FontError) {
        let major = try gpos.u16(0)
        guard major == 1 else {
            throw gpos.error(.unsupportedFormat, at: 0, "GPOS major version \(major) is not 1")
        }
        let scriptListOffset = Int(try gpos.u16(4))
        let featureListOffset = Int(try gpos.u16(6))
        let lookupListOffset = Int(try gpos.u16(8))
        guard scriptListOffset != 0, featureListOffset != 0, lookupListOffset != 0 else { return nil }
        let scripts = try gpos.slice(from: scriptListOffset)
        let features = try gpos.slice(from: featureListOffset)
        let lookupList = try gpos.slice(from: lookupListOffset)

        let scriptCount = Int(try scripts.u16(0))
        guard scripts.contains(2, scriptCount * 6) else {
            throw scripts.error(.truncated, at: 0, "\(scriptCount) script records run past the end of the table")
        }
        var order: [Int] = []
        for wanted in [script, "DFLT", "dflt"] as [Tag] {
            for index in 0..<scriptCount where scripts.u32Unchecked(2 + index * 6) == wanted.rawValue {
                if !order.contains(index) { order.append(index) }
            }
        }
        for index in 0..<scriptCount where !order.contains(index) { order.append(index) }

        var chosen: (tag: Tag, lookups: [Int])? = nil
        for index in order {
            let tag = Tag(rawValue: scripts.u32Unchecked(2 + index * 6))
            let offset = Int(scripts.u16Unchecked(2 + index * 6 + 4))
            let found = try GPOSPairAdjustments.kernLookups(scripts, scriptOffset: offset, features: features)
            if !found.isEmpty {
                chosen = (tag, found)
                break
            }
        }
        guard let chosen else { return nil }

        let lookupCount = Int(try lookupList.u16(0))
        guard lookupList.contains(2, lookupCount * 2) else {
            throw lookupList.error(.truncated, at: 0, "\(lookupCount) lookup offsets run past the end of the table")
        }
        var lookups: [PairLookup] = []
        var subtables: [PairSubtable] = []
        var indices: [Int] = []
        for index in chosen.lookups where index < lookupCount {
            let offset = Int(lookupList.u16Unchecked(2 + index * 2))
            if let lookup = try PairLookup(lookupList, at: offset, appendingTo: &subtables) {
                lookups.append(lookup)
                indices.append(index)
            }
        }
        guard !lookups.isEmpty else { return nil }
        self.script = chosen.tag
        let needsFilter = lookups.contains { $0.flags & 0xFF1E != 0 }
        var filter = needsFilter ? try GlyphFilter(gdef) : GlyphFilter()

        // Per-glyph class arrays, within the budget.
        let glyphs = max(0, min(glyphCount, 0x1_0000))
        var used = 0
        func reserve(_ definition: RawClassDefinition) -> Int {
            guard glyphs > 0, definition.format != 0, used + glyphs <= GPOSPairAdjustments.maximumDenseClasses else { return -1 }
            defer { used += glyphs }
            return used
        }
        if filter.glyphClasses.format != 0 { filter.denseGlyphClasses = reserve(filter.glyphClasses) }
        for index in subtables.indices where subtables[index].format == 2 {
            subtables[index].dense1 = reserve(subtables[index].classes1)
            subtables[index].dense2 = reserve(subtables[index].classes2)
        }
        // Then, within what is left of the budget, per-glyph coverage indices.
        for index in subtables.indices where glyphs > 0 && used + glyphs <= GPOSPairAdjustments.maximumDenseClasses {
            subtables[index].denseCoverage = used
            used += glyphs
        }
        let dense = DenseClasses(count: used)
        if let base = gpos.data.storage.base.baseAddress {
            func fill(_ definition: RawClassDefinition, at start: Int) {
                guard start >= 0 else { return }
                let window = UnsafeMutableBufferPointer(rebasing: dense.values[start..<(start + glyphs)])
                definition.fill(window, glyphCount: glyphs, base)
            }
            fill(filter.glyphClasses, at: filter.denseGlyphClasses)
            for subtable in subtables where subtable.format == 2 {
                fill(subtable.classes1, at: subtable.dense1)
                fill(subtable.classes2, at: subtable.dense2)
            }
            for index in subtables.indices where subtables[index].denseCoverage >= 0 {
                let start = subtables[index].denseCoverage
                let window = UnsafeMutableBufferPointer(rebasing: dense.values[start..<(start + glyphs)])
                if !subtables[index].coverage.fillIndices(window, base) { subtables[index].denseCoverage = -1 }
            }
        } else {
            for index in subtables.indices { subtables[index].denseCoverage = -1 }
        }
        // Glyphs that some subtable covers as the first glyph of a pair (glyph ids past the
        // face's glyph count are not in the set and take the full lookup path).
        var covered = [UInt64](repeating: 0, count: (glyphs + 63) / 64)
        if let base = gpos.data.storage.base.baseAddress {
            for subtable in subtables { subtable.coverage.markCovered(in: &covered, base) }
        }
        tables = Tables(lookupIndices: indices, lookups: lookups, subtables: subtables, filter: filter,
                        data: gpos.data, dense: dense, glyphCount: glyphs, leftCovered: covered)
    }

    /// The sorted, distinct lookup indices of the `kern` features of a script's language system.
    static func kernLookups(_ scripts: TableData, scriptOffset: Int, features: TableData) throws(FontError) -> [Int] {
        let script = try scripts.slice(from: scriptOffset)
        var langSysOffset = Int(try script.u16(0))
        if langSysOffset == 0 {
            let count = try script.u16(2)
            guard count > 0 else { return [] }
            langSysOffset = Int(try script.u16(4 + 4))
        }
        let langSys = try script.slice(from: langSysOffset)
        let required = Int(try langSys.u16(2))
        let featureCount = Int(try langSys.u16(4))
        guard langSys.contains(6, featureCount * 2) else {
            throw langSys.error(.truncated, at: 4, "\(featureCount) feature indices run past the end of the table")
        }
        var featureIndices = (0..<featureCount).map { Int(langSys.u16Unchecked(6 + $0 * 2)) }
        if required != 0xFFFF { featureIndices.append(required) }

        let recordCount = Int(try features.u16(0))
        guard features.contains(2, recordCount * 6) else {
            throw features.error(.truncated, at: 0, "\(recordCount) feature records run past the end of the table")
        }
        var lookups = Set<Int>()
        let kern = Tag("kern").rawValue
        for index in featureIndices where index < recordCount {
            guard features.u32Unchecked(2 + index * 6) == kern else { continue }
            let feature = try features.slice(from: Int(features.u16Unchecked(2 + index * 6 + 4)))
            let count = Int(try feature.u16(2))
            guard feature.contains(4, count * 2) else {
                throw feature.error(.truncated, at: 2, "\(count) lookup indices run past the end of the table")
            }
            for position in 0..<count { lookups.insert(Int(feature.u16Unchecked(4 + position * 2))) }
        }
        return lookups.sorted()
    }
}

extension FontFace {
    /// The pair kerning of the `GPOS` `kern` feature, or `nil` when the face has no `GPOS` table
    /// or no `kern` feature with pair adjustments (see ``GPOSPairAdjustments``).
    public func gposPairAdjustments(script: Tag = "latn") throws(FontError) -> GPOSPairAdjustments? {
        guard let gpos = try table("GPOS") else { return nil }
        return try GPOSPairAdjustments(gpos, gdef: table("GDEF"), script: script, glyphCount: numGlyphs)
    }
}

// MARK: - Lookups and subtables

/// One pair adjustment lookup: its flags and the range of its (format 1 or 2) subtables in
/// ``GPOSPairAdjustments/subtables``.
struct PairLookup: Sendable {
    let flags: UInt16
    let markFilteringSet: Int
    let subtables: Range<Int>

    /// Reads the lookup at `offset` of the lookup list, appending its subtables; `nil` when it is
    /// not a pair adjustment lookup or has no pair adjustment subtables.
    init?(_ lookupList: TableData, at offset: Int, appendingTo all: inout [PairSubtable]) throws(FontError) {
        let lookup = try lookupList.slice(from: offset)
        let type = try lookup.u16(0)
        flags = try lookup.u16(2)
        let count = Int(try lookup.u16(4))
        guard lookup.contains(6, count * 2) else {
            throw lookup.error(.truncated, at: 4, "\(count) subtable offsets run past the end of the table")
        }
        markFilteringSet = flags & 0x10 != 0 ? Int(try lookup.u16(6 + count * 2)) : -1
        guard type == 2 || type == 9 else { return nil }
        let first = all.count
        for index in 0..<count {
            var subtable = try lookup.slice(from: Int(lookup.u16Unchecked(6 + index * 2)))
            if type == 9 {
                let format = try subtable.u16(0)
                guard format == 1 else {
                    throw subtable.error(.unsupportedFormat, at: 0, "extension subtable format \(format) is not 1")
                }
                guard try subtable.u16(2) == 2 else { continue }
                subtable = try subtable.slice(from: Int(try subtable.u32(4)))
            }
            if let pair = try PairSubtable(subtable) { all.append(pair) }
        }
        guard all.count > first else { return nil }
        subtables = first..<all.count
    }
}

/// One validated PairPos subtable (format 1: pair sets; format 2: class pairs).
struct PairSubtable: Sendable {
    /// Absolute file offset of the subtable.
    let start: Int
    let coverage: RawCoverage
    let format: Int
    /// Byte offset of the first glyph's xAdvance inside a value record pair, or -1 when the first
    /// value format has no xAdvance.
    let xAdvanceOffset: Int
    /// Bytes per pair value record (format 1, including the second glyph) or class record (format 2).
    let recordSize: Int
    /// Format 1: the number of pair sets.
    let pairSetCount: Int
    /// Format 2: the class definitions and counts.
    let classes1: RawClassDefinition
    let classes2: RawClassDefinition
    let class1Count: Int
    let class2Count: Int
    /// Starts of the per-glyph arrays of `classes1` and `classes2` in the dense store, or -1.
    var dense1 = -1
    var dense2 = -1
    /// Start of the per-glyph coverage indices (`0xFFFF`: not covered) in the dense store, or -1.
    var denseCoverage = -1

    /// Validates a subtable; `nil` for unknown formats.
    init?(_ table: TableData) throws(FontError) {
        let format = Int(try table.u16(0))
        guard format == 1 || format == 2 else { return nil }
        start = table.start
        self.format = format
        coverage = try CoverageTable(table, at: Int(try table.u16(2))).raw
        let valueFormat1 = try table.u16(4)
        let valueFormat2 = try table.u16(6)
        // Value records hold one 16-bit field per set bit of the eight defined ones.
        let length1 = (valueFormat1 & 0xFF).nonzeroBitCount * 2
        let length2 = (valueFormat2 & 0xFF).nonzeroBitCount * 2
        let prefix = format == 1 ? 2 : 0  // the second glyph id of a pair value record
        xAdvanceOffset = valueFormat1 & 0x4 != 0 ? prefix + (valueFormat1 & 0x3).nonzeroBitCount * 2 : -1
        recordSize = prefix + length1 + length2
        if format == 1 {
            let count = Int(try table.u16(8))
            guard table.contains(10, count * 2) else {
                throw table.error(.truncated, at: 8, "\(count) pair set offsets run past the end of the table")
            }
            for index in 0..<count {
                let offset = Int(table.u16Unchecked(10 + index * 2))
                guard offset != 0 else { continue }  // a null pair set is empty
                let pairs = Int(try table.u16(offset))
                guard table.contains(offset + 2, pairs * recordSize) else {
                    throw table.error(.truncated, at: offset, "pair set of \(pairs) records runs past the end of the table")
                }
            }
            pairSetCount = count
            classes1 = ClassDefinitionTable.empty.raw
            classes2 = ClassDefinitionTable.empty.raw
            class1Count = 0
            class2Count = 0
        } else {
            classes1 = try ClassDefinitionTable.optional(table, at: Int(try table.u16(8))).raw
            classes2 = try ClassDefinitionTable.optional(table, at: Int(try table.u16(10))).raw
            class1Count = Int(try table.u16(12))
            class2Count = Int(try table.u16(14))
            guard table.contains(16, class1Count * class2Count * recordSize) else {
                throw table.error(.truncated, at: 12, "\(class1Count) x \(class2Count) class records run past the end of the table")
            }
            pairSetCount = 0
        }
    }

    /// The first glyph's xAdvance when this subtable decides the pair, or `nil` when the next
    /// subtable should be tried. `base` is the file's first byte.
    @inline(__always)
    /// `leftIndex` and `rightIndex` are the glyph ids when below the dense arrays' glyph count, else -1.
    func xAdvance(_ left: GlyphID, _ right: GlyphID, _ leftIndex: Int, _ rightIndex: Int,
                  _ base: UnsafeRawPointer, _ classes: UnsafePointer<UInt16>) -> Int? {
        let coverageIndex: Int
        if denseCoverage >= 0 && leftIndex >= 0 {
            let found = classes[denseCoverage + leftIndex]
            guard found != 0xFFFF else { return nil }
            coverageIndex = Int(found)
        } else {
            guard let found = coverage.index(of: left, base) else { return nil }
            coverageIndex = found
        }
        let record: Int
        if format == 1 {
            guard coverageIndex < pairSetCount else { return nil }
            let pairSetOffset = Int(bigEndian16(base, start + 10 + coverageIndex * 2))
            guard pairSetOffset != 0 else { return nil }
            let pairSet = start + pairSetOffset
            var low = 0
            var high = Int(bigEndian16(base, pairSet))
            var found = -1
            while low < high {
                let middle = (low + high) >> 1
                let position = pairSet + 2 + middle * recordSize
                let glyph = bigEndian16(base, position)
                if glyph < right.rawValue {
                    low = middle + 1
                } else if glyph > right.rawValue {
                    high = middle
                } else {
                    found = position
                    break
                }
            }
            guard found >= 0 else { return nil }
            record = found
        } else {
            let class1 = dense1 >= 0 ? (leftIndex >= 0 ? Int(classes[dense1 + leftIndex]) : 0) : classes1.classOf(left, base)
            guard class1 < class1Count else { return nil }
            let class2 = dense2 >= 0 ? (rightIndex >= 0 ? Int(classes[dense2 + rightIndex]) : 0) : classes2.classOf(right, base)
            guard class2 < class2Count else { return nil }
            record = start + 16 + (class1 * class2Count + class2) * recordSize
        }
        guard xAdvanceOffset >= 0 else { return 0 }
        return Int(Int16(bitPattern: bigEndian16(base, record + xAdvanceOffset)))
    }
}

/// Which glyphs a lookup skips, from `GDEF` (glyph classes, mark attachment classes, mark sets),
/// as plain numbers read through the file's raw bytes.
struct GlyphFilter: Sendable {
    let glyphClasses: RawClassDefinition
    let markAttachmentClasses: RawClassDefinition
    let markSets: [RawCoverage]
    /// Start of the per-glyph array of `glyphClasses` in the dense store, or -1.
    var denseGlyphClasses = -1

    init(glyphClasses: RawClassDefinition = ClassDefinitionTable.empty.raw,
         markAttachmentClasses: RawClassDefinition = ClassDefinitionTable.empty.raw,
         markSets: [RawCoverage] = []) {
        self.glyphClasses = glyphClasses
        self.markAttachmentClasses = markAttachmentClasses
        self.markSets = markSets
    }

    /// Reads the filter from `GDEF`; without one, no glyph is skipped.
    init(_ gdef: TableData?) throws(FontError) {
        guard let gdef else {
            self.init()
            return
        }
        let major = try gdef.u16(0)
        let minor = try gdef.u16(2)
        guard major == 1 else {
            throw gdef.error(.unsupportedFormat, at: 0, "GDEF major version \(major) is not 1")
        }
        let glyphClasses = try ClassDefinitionTable.optional(gdef, at: Int(try gdef.u16(4))).raw
        let markAttachmentClasses = try ClassDefinitionTable.optional(gdef, at: Int(try gdef.u16(10))).raw
        var sets: [RawCoverage] = []
        if minor >= 2, case let offset = Int(try gdef.u16(12)), offset != 0 {
            let definitions = try gdef.slice(from: offset)
            let count = Int(try definitions.u16(2))
            guard definitions.contains(4, count * 4) else {
                throw definitions.error(.truncated, at: 2, "\(count) mark glyph set offsets run past the end of the table")
            }
            for index in 0..<count {
                sets.append(try CoverageTable(definitions, at: Int(definitions.u32Unchecked(4 + index * 4))).raw)
            }
        }
        self.init(glyphClasses: glyphClasses, markAttachmentClasses: markAttachmentClasses, markSets: sets)
    }

    /// Whether `lookup` skips `glyph` (its flags ignore the glyph's class, or the glyph is a
    /// mark outside the lookup's mark filtering set or mark attachment class).
    @inline(__always)
    func skips(_ glyph: GlyphID, _ glyphIndex: Int, _ lookup: PairLookup, _ base: UnsafeRawPointer,
               _ classes: UnsafePointer<UInt16>) -> Bool {
        let flags = lookup.flags
        let glyphClass = denseGlyphClasses >= 0
            ? (glyphIndex >= 0 ? Int(classes[denseGlyphClasses + glyphIndex]) : 0)
            : glyphClasses.classOf(glyph, base)
        switch glyphClass {
        case 1: return flags & 0x2 != 0
        case 2: return flags & 0x4 != 0
        case 3:
            if flags & 0x8 != 0 { return true }
            if flags & 0x10 != 0 {
                let set = lookup.markFilteringSet
                return !(set >= 0 && set < markSets.count && markSets[set].index(of: glyph, base) != nil)
            }
            if flags & 0xFF00 != 0 {
                return markAttachmentClasses.classOf(glyph, base) != Int(flags >> 8)
            }
            return false
        default:
            return false
        }
    }
}
