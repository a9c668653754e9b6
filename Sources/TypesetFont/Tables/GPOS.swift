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
///   fields are skipped by their sizes. Device tables and variation deltas are ignored. Lookups of
///   other types in the `kern` feature (single or contextual adjustments) are skipped.
///
/// Everything is validated when the value is made; ``adjustment(_:_:)`` never fails and does not
/// allocate.
public struct GPOSPairAdjustments: Sendable {
    /// The script whose `kern` feature was used.
    public let script: Tag
    /// The indices of the lookups applied, in order (only pair adjustment lookups).
    public let lookupIndices: [Int]
    let lookups: [PairLookup]
    let filter: GlyphFilter

    /// The change to the first glyph's advance, in font units, when `right` follows `left`.
    public func adjustment(_ left: GlyphID, _ right: GlyphID) -> Int {
        var total = 0
        for lookup in lookups {
            if lookup.flags & 0xFF1E != 0, filter.skips(left, lookup) || filter.skips(right, lookup) { continue }
            for subtable in lookup.subtables {
                if let value = subtable.xAdvance(left, right) {
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
    public init?(_ gpos: TableData, gdef: TableData?, script: Tag = "latn") throws(FontError) {
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
        var indices: [Int] = []
        for index in chosen.lookups where index < lookupCount {
            let offset = Int(lookupList.u16Unchecked(2 + index * 2))
            if let lookup = try PairLookup(lookupList, at: offset) {
                lookups.append(lookup)
                indices.append(index)
            }
        }
        guard !lookups.isEmpty else { return nil }
        self.script = chosen.tag
        self.lookupIndices = indices
        self.lookups = lookups
        let needsFilter = lookups.contains { $0.flags & 0xFF1E != 0 }
        self.filter = needsFilter ? try GlyphFilter(gdef) : GlyphFilter()
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
        return try GPOSPairAdjustments(gpos, gdef: table("GDEF"), script: script)
    }
}

// MARK: - Lookups and subtables

/// One pair adjustment lookup: its flags and its (format 1 or 2) subtables.
struct PairLookup: Sendable {
    let flags: UInt16
    let markFilteringSet: Int
    let subtables: [PairSubtable]

    /// Reads the lookup at `offset` of the lookup list; `nil` when it is not a pair adjustment.
    init?(_ lookupList: TableData, at offset: Int) throws(FontError) {
        let lookup = try lookupList.slice(from: offset)
        let type = try lookup.u16(0)
        flags = try lookup.u16(2)
        let count = Int(try lookup.u16(4))
        guard lookup.contains(6, count * 2) else {
            throw lookup.error(.truncated, at: 4, "\(count) subtable offsets run past the end of the table")
        }
        markFilteringSet = flags & 0x10 != 0 ? Int(try lookup.u16(6 + count * 2)) : -1
        guard type == 2 || type == 9 else { return nil }
        var subtables: [PairSubtable] = []
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
            if let pair = try PairSubtable(subtable) { subtables.append(pair) }
        }
        guard !subtables.isEmpty else { return nil }
        self.subtables = subtables
    }
}

/// One validated PairPos subtable (format 1: pair sets; format 2: class pairs).
struct PairSubtable: Sendable {
    let table: TableData
    let coverage: CoverageTable
    let format: Int
    /// Byte offset of the first glyph's xAdvance inside a value record pair, or -1 when the first
    /// value format has no xAdvance.
    let xAdvanceOffset: Int
    /// Bytes per pair value record (format 1, including the second glyph) or class record (format 2).
    let recordSize: Int
    /// Format 1: the number of pair sets.
    let pairSetCount: Int
    /// Format 2: the class definitions and counts.
    let classes1: ClassDefinitionTable
    let classes2: ClassDefinitionTable
    let class1Count: Int
    let class2Count: Int

    /// Validates a subtable; `nil` for unknown formats.
    init?(_ table: TableData) throws(FontError) {
        let format = Int(try table.u16(0))
        guard format == 1 || format == 2 else { return nil }
        self.table = table
        self.format = format
        coverage = try CoverageTable(table, at: Int(try table.u16(2)))
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
            classes1 = .empty
            classes2 = .empty
            class1Count = 0
            class2Count = 0
        } else {
            classes1 = try ClassDefinitionTable.optional(table, at: Int(try table.u16(8)))
            classes2 = try ClassDefinitionTable.optional(table, at: Int(try table.u16(10)))
            class1Count = Int(try table.u16(12))
            class2Count = Int(try table.u16(14))
            guard table.contains(16, class1Count * class2Count * recordSize) else {
                throw table.error(.truncated, at: 12, "\(class1Count) x \(class2Count) class records run past the end of the table")
            }
            pairSetCount = 0
        }
    }

    /// The first glyph's xAdvance when this subtable decides the pair, or `nil` when the next
    /// subtable should be tried.
    @inline(__always)
    func xAdvance(_ left: GlyphID, _ right: GlyphID) -> Int? {
        guard let coverageIndex = coverage.index(of: left) else { return nil }
        let record: Int
        if format == 1 {
            guard coverageIndex < pairSetCount else { return nil }
            let pairSet = Int(table.u16Unchecked(10 + coverageIndex * 2))
            guard pairSet != 0 else { return nil }
            var low = 0
            var high = Int(table.u16Unchecked(pairSet))
            var found = -1
            while low < high {
                let middle = (low + high) >> 1
                let position = pairSet + 2 + middle * recordSize
                let glyph = table.u16Unchecked(position)
                if glyph < right {
                    low = middle + 1
                } else if glyph > right {
                    high = middle
                } else {
                    found = position
                    break
                }
            }
            guard found >= 0 else { return nil }
            record = found
        } else {
            let class1 = classes1.classOf(left)
            let class2 = classes2.classOf(right)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            record = 16 + (class1 * class2Count + class2) * recordSize
        }
        guard xAdvanceOffset >= 0 else { return 0 }
        return Int(Int16(bitPattern: table.u16Unchecked(record + xAdvanceOffset)))
    }
}

/// Which glyphs a lookup skips, from `GDEF` (glyph classes, mark attachment classes, mark sets).
struct GlyphFilter: Sendable {
    let glyphClasses: ClassDefinitionTable
    let markAttachmentClasses: ClassDefinitionTable
    let markSets: [CoverageTable]

    init(glyphClasses: ClassDefinitionTable = .empty, markAttachmentClasses: ClassDefinitionTable = .empty,
         markSets: [CoverageTable] = []) {
        self.glyphClasses = glyphClasses
        self.markAttachmentClasses = markAttachmentClasses
        self.markSets = markSets
    }

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
        let glyphClasses = try ClassDefinitionTable.optional(gdef, at: Int(try gdef.u16(4)))
        let markAttachmentClasses = try ClassDefinitionTable.optional(gdef, at: Int(try gdef.u16(10)))
        var sets: [CoverageTable] = []
        if minor >= 2, case let offset = Int(try gdef.u16(12)), offset != 0 {
            let definitions = try gdef.slice(from: offset)
            let count = Int(try definitions.u16(2))
            guard definitions.contains(4, count * 4) else {
                throw definitions.error(.truncated, at: 2, "\(count) mark glyph set offsets run past the end of the table")
            }
            for index in 0..<count {
                sets.append(try CoverageTable(definitions, at: Int(definitions.u32Unchecked(4 + index * 4))))
            }
        }
        self.init(glyphClasses: glyphClasses, markAttachmentClasses: markAttachmentClasses, markSets: sets)
    }

    /// Whether `lookup` skips `glyph` (its flags ignore the glyph's class, or the glyph is a
    /// mark outside the lookup's mark attachment class or mark filtering set).
    func skips(_ glyph: GlyphID, _ lookup: PairLookup) -> Bool {
        let flags = lookup.flags
        switch glyphClasses.classOf(glyph) {
        case 1: return flags & 0x2 != 0
        case 2: return flags & 0x4 != 0
        case 3:
            if flags & 0x8 != 0 { return true }
            if flags & 0x10 != 0 {
                let set = lookup.markFilteringSet
                return !(set >= 0 && set < markSets.count && markSets[set].contains(glyph))
            }
            if flags & 0xFF00 != 0 {
                return markAttachmentClasses.classOf(glyph) != Int(flags >> 8)
            }
            return false
        default:
            return false
        }
    }
}
