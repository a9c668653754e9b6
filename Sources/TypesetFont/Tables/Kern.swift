// The legacy `kern` table: its two headers and format 0 subtables (format 2 is in KernFormat2.swift).
// https://learn.microsoft.com/en-us/typography/opentype/spec/kern
// https://developer.apple.com/fonts/TrueType-Reference-Manual/RM06/Chap6kern.html

/// The legacy `kern` table: pair kerning in format 0 (pair list) and format 2 (class array)
/// subtables.
///
/// Both headers are read: Microsoft's (version 0, 16-bit subtable count, 6-byte subtable headers)
/// and Apple's (version 1.0 as 16.16, 32-bit count, 8-byte subtable headers). Only format 0
/// subtables (sorted pair lists) and format 2 subtables (two-dimensional arrays indexed by glyph
/// classes) that kern horizontally are used: Microsoft subtables need the horizontal bit and not
/// the cross-stream bit; Apple subtables must not be vertical, cross-stream or variation
/// subtables. Values of several such subtables add up (the override and minimum bits are
/// ignored, as HarfBuzz ignores them). Formats 1 and 3 (state tables, Apple's index arrays) are
/// skipped.
///
/// A pair list's `nPairs` is trusted over the subtable's 16-bit length (large tables overflow
/// it) but must fit in the table. Pair lists that are not strictly sorted are copied and sorted
/// when the table is read (a repeated pair keeps its last value), so lookups can always
/// binary-search. A format 2 subtable's class tables must fit in the table; its values are read
/// as HarfBuzz reads them (a location outside the array reads 0). Lookups never fail and never
/// allocate.
public struct KernTable: Sendable {
    /// One format 0 pair list: `count` records of 6 bytes (left, right, value) at the absolute
    /// offset `pairsOffset` of the font file, or of `sortedCopies` when `isCopy`.
    struct PairList: Sendable {
        let pairsOffset: Int
        let count: Int
        let isCopy: Bool
    }

    let table: TableData
    let lists: [PairList]
    /// The format 2 subtables in use.
    let classSubtables: [KernClassSubtable]
    /// Sorted copies of the pair lists that are not sorted in the file, in the file's record layout.
    let sortedCopies: FontData

    /// The number of format 0 and format 2 subtables in use.
    public var subtableCount: Int { lists.count + classSubtables.count }

    /// Reads the table.
    public init(_ table: TableData) throws(FontError) {
        self.table = table
        let version = try table.u16(0)
        var lists: [PairList] = []
        var classSubtables: [KernClassSubtable] = []
        var copies: [UInt8] = []
        switch version {
        case 0:
            let count = Int(try table.u16(2))
            var offset = 4
            for index in 0..<count {
                guard table.contains(offset, 6) else {
                    throw table.error(.truncated, at: offset, "kern subtable header runs past the end of the table")
                }
                let length = Int(table.u16Unchecked(offset + 2))
                let coverage = table.u16Unchecked(offset + 4)
                let horizontal = coverage & 0x1 != 0, crossStream = coverage & 0x4 != 0
                if horizontal, !crossStream {
                    switch coverage >> 8 {
                    case 0: lists.append(try KernTable.pairList(table, at: offset + 6, copies: &copies))
                    case 2:
                        // The last subtable's length may have overflowed 16 bits: it ends with the table.
                        let end = index == count - 1 ? table.length : offset + length
                        classSubtables.append(try KernClassSubtable(table, at: offset, headerSize: 6, end: end))
                    default: break
                    }
                }
                guard length >= 6 else { break }  // cannot find the next subtable
                offset += length
            }
        case 1:
            guard try table.u16(2) == 0 else {
                throw table.error(.unsupportedFormat, at: 0, "kern version is neither 0 nor 1.0")
            }
            let count = Int(try table.u32(4))
            var offset = 8
            for index in 0..<min(count, table.length / 8) {
                guard table.contains(offset, 8) else {
                    throw table.error(.truncated, at: offset, "kern subtable header runs past the end of the table")
                }
                let length = Int(table.u32Unchecked(offset))
                let coverage = table.u16Unchecked(offset + 4)
                if coverage & 0xE000 == 0 {  // not vertical, cross-stream, variation
                    switch coverage & 0xFF {
                    case 0: lists.append(try KernTable.pairList(table, at: offset + 8, copies: &copies))
                    case 2:
                        let end = index == count - 1 ? table.length : offset &+ length
                        classSubtables.append(try KernClassSubtable(table, at: offset, headerSize: 8, end: end))
                    default: break
                    }
                }
                guard length >= 8, length <= table.length else { break }
                offset += length
            }
        default:
            throw table.error(.unsupportedFormat, at: 0, "kern version \(version) is neither 0 nor 1.0")
        }
        self.lists = lists
        self.classSubtables = classSubtables
        sortedCopies = FontData(copies)
    }

    static func pairList(_ table: TableData, at offset: Int, copies: inout [UInt8]) throws(FontError) -> PairList {
        let count = Int(try table.u16(offset))
        let pairsOffset = offset + 8
        guard table.contains(pairsOffset, count * 6) else {
            throw table.error(.truncated, at: offset, "\(count) kerning pairs run past the end of the table")
        }
        var sorted = true
        var previous: UInt32? = nil
        for index in 0..<count {
            let key = table.u32Unchecked(pairsOffset + index * 6)
            if let previous, key <= previous {
                sorted = false
                break
            }
            previous = key
        }
        if sorted {
            return PairList(pairsOffset: table.start + pairsOffset, count: count, isCopy: false)
        }
        var pairs: [(key: UInt32, order: Int, value: UInt16)] = []
        pairs.reserveCapacity(count)
        for index in 0..<count {
            let position = pairsOffset + index * 6
            pairs.append((table.u32Unchecked(position), index, table.u16Unchecked(position + 4)))
        }
        pairs.sort { $0.key != $1.key ? $0.key < $1.key : $0.order < $1.order }
        let start = copies.count
        var written = 0
        for (index, pair) in pairs.enumerated() {
            if index + 1 < pairs.count, pairs[index + 1].key == pair.key { continue }  // the last one wins
            for shift in [24, 16, 8, 0] { copies.append(UInt8(truncatingIfNeeded: pair.key >> UInt32(shift))) }
            copies.append(UInt8(pair.value >> 8))
            copies.append(UInt8(pair.value & 0xFF))
            written += 1
        }
        return PairList(pairsOffset: start, count: written, isCopy: true)
    }

    /// The kerning value for `left` followed by `right`, in font units (0 when not kerned).
    public func value(_ left: GlyphID, _ right: GlyphID) -> Int {
        guard let fileBase = table.data.storage.base.baseAddress else { return 0 }
        let copyBase = sortedCopies.storage.base.baseAddress
        let key = UInt32(left.rawValue) << 16 | UInt32(right.rawValue)
        var total = 0
        for list in lists {
            guard let base = list.isCopy ? copyBase : fileBase else { continue }
            var low = 0
            var high = list.count
            while low < high {
                let middle = (low + high) >> 1
                let position = list.pairsOffset + middle * 6
                let value = UInt32(bigEndian: base.loadUnaligned(fromByteOffset: position, as: UInt32.self))
                if value < key { low = middle + 1 } else if value > key { high = middle } else {
                    total += Int(Int16(bitPattern: bigEndian16(base, position + 4)))
                    break
                }
            }
        }
        for subtable in classSubtables {
            total += subtable.value(left, right, in: table)
        }
        return total
    }

    /// Calls `body` with every pair of every subtable in use (a pair kerned by two subtables is
    /// reported twice), in sorted order within each subtable: the pairs of the format 0 subtables,
    /// then those of the format 2 subtables whose value is not 0 (every pair of glyphs in the
    /// ranges of both class tables is looked up, so this can take long for large ranges).
    public func forEachPair<E: Error>(_ body: (GlyphID, GlyphID, Int) throws(E) -> Void) throws(E) {
        for list in lists {
            let data = list.isCopy ? sortedCopies : table.data
            for index in 0..<list.count {
                let position = list.pairsOffset + index * 6
                let key = data.u32(unchecked: position)
                let value = Int(Int16(bitPattern: data.u16(unchecked: position + 4)))
                try body(GlyphID(truncatingIfNeeded: key >> 16), GlyphID(truncatingIfNeeded: key), value)
            }
        }
        for subtable in classSubtables {
            try subtable.forEachPair(in: table, body)
        }
    }
}

extension FontFace {
    /// The legacy `kern` table, or `nil` when the face has none.
    public func kernTable() throws(FontError) -> KernTable? {
        try table("kern").map { table throws(FontError) in try KernTable(table) }
    }
}
