// CFF charsets: the string id (SID) of each glyph's name, or in a CID-keyed font its CID.
// Formats 0 (an array), 1 and 2 (ranges with 8- and 16-bit counts), and the predefined ISOAdobe,
// Expert and ExpertSubset charsets (charset offsets 0, 1 and 2).
// Adobe Technical Note #5176, The Compact Font Format Specification, section 13 and Appendix C.
// https://adobe-type-tools.github.io/font-tech-notes/pdfs/5176.CFF.pdf

/// The charset of a CFF font: glyph 0 is `.notdef` (SID or CID 0), every other glyph has an
/// entry.
///
/// Read in place: opening checks that the entries for every glyph lie in the table (and, for
/// the range formats, notes the first glyph of each range for a binary search).
struct CFFCharset: Sendable {
    enum Storage: Sendable {
        /// A predefined charset: glyph `g` has SID `sids[g]`.
        case predefined([UInt16])
        /// Format 0: a 16-bit id for each glyph from 1, at `offset + 1`.
        case array(offset: Int)
        /// Formats 1 and 2: ranges (first id, count left) from `offset + 1`; the first glyph of each.
        case ranges(offset: Int, recordSize: Int, firstGlyphs: [Int32])
        /// A CID-keyed font with no charset of its own (offset 0 to 2): no ids.
        case none
    }

    let table: TableData
    let storage: Storage
    /// The number of glyphs (CharStrings).
    let glyphCount: Int

    /// Reads the charset at `offset` (0, 1 and 2 name the predefined charsets) of a font with
    /// `glyphCount` glyphs.
    init(_ table: TableData, offset: Int, glyphCount: Int, isCIDKeyed: Bool) throws(FontError) {
        self.table = table
        self.glyphCount = glyphCount
        switch offset {
        case 0...2:
            // A CID-keyed font's charset maps glyphs to CIDs; a predefined one makes no sense there.
            storage = isCIDKeyed ? .none
                : .predefined(offset == 0 ? CFFCharset.isoAdobe : offset == 1 ? CFFCharset.expert : CFFCharset.expertSubset)
        default:
            let format = try table.u8(offset)
            let entries = max(glyphCount &- 1, 0)
            switch format {
            case 0:
                guard table.contains(offset &+ 1, 2 &* entries) else {
                    throw table.error(.truncated, at: offset, "charset format 0 for \(glyphCount) glyphs does not fit")
                }
                storage = .array(offset: offset)
            case 1, 2:
                let recordSize = format == 1 ? 3 : 4
                var firstGlyphs: [Int32] = []
                var glyph = 1
                var cursor = offset &+ 1
                // Each range covers at least one glyph, so there are at most `entries` of them.
                while glyph < glyphCount {
                    guard table.contains(cursor, recordSize) else {
                        throw table.error(.truncated, at: cursor,
                                          "charset format \(format) ends at glyph \(glyph) of \(glyphCount)")
                    }
                    let left = format == 1 ? Int(table.u8Unchecked(cursor &+ 2)) : Int(table.u16Unchecked(cursor &+ 2))
                    firstGlyphs.append(Int32(truncatingIfNeeded: glyph))
                    glyph = glyph &+ left &+ 1
                    cursor = cursor &+ recordSize
                }
                storage = .ranges(offset: offset, recordSize: recordSize, firstGlyphs: firstGlyphs)
            default:
                throw table.error(.unsupportedFormat, at: offset, "charset format \(format)")
            }
        }
    }

    /// The SID (CID in a CID-keyed font) of `glyph`, or `nil` for a glyph outside the font or the
    /// charset.
    func id(of glyph: Int) -> Int? {
        guard glyph >= 0, glyph < glyphCount else { return nil }
        if glyph == 0 { return 0 }
        switch storage {
        case .predefined(let sids):
            return glyph < sids.count ? Int(sids[glyph]) : nil
        case .array(let offset):
            return Int(table.u16Unchecked(offset &+ 1 &+ 2 &* (glyph &- 1)))
        case .ranges(let offset, let recordSize, let firstGlyphs):
            // The last range starting at or before `glyph` (the first starts at glyph 1).
            var low = 0, high = firstGlyphs.count
            while low < high {
                let mid = (low &+ high) >> 1
                if Int(firstGlyphs[mid]) <= glyph { low = mid &+ 1 } else { high = mid }
            }
            guard low >= 1 else { return nil }
            let range = low &- 1
            let first = Int(table.u16Unchecked(offset &+ 1 &+ range &* recordSize))
            return first &+ (glyph &- Int(firstGlyphs[range]))
        case .none:
            return nil
        }
    }

    /// The first glyph whose SID (or CID) is `id`, or `nil` when none has it.
    func glyph(for id: Int) -> Int? {
        if id == 0 { return glyphCount > 0 ? 0 : nil }
        switch storage {
        case .predefined(let sids):
            let limit = min(sids.count, glyphCount)
            return (1..<max(limit, 1)).first { Int(sids[$0]) == id }
        case .array:
            return (1..<max(glyphCount, 1)).first { self.id(of: $0) == id }
        case .ranges(let offset, let recordSize, let firstGlyphs):
            for (range, start) in firstGlyphs.enumerated() {
                let first = Int(table.u16Unchecked(offset &+ 1 &+ range &* recordSize))
                let left = recordSize == 3 ? Int(table.u8Unchecked(offset &+ 3 &+ range &* recordSize))
                    : Int(table.u16Unchecked(offset &+ 3 &+ range &* recordSize))
                let glyph = Int(start) &+ (id &- first)
                if id >= first, id <= first &+ left, glyph < glyphCount { return glyph }
            }
            return nil
        case .none:
            return nil
        }
    }

    /// ISOAdobe (charset offset 0): glyph `g` has SID `g`, for SIDs 0 to 228.
    static let isoAdobe: [UInt16] = Array(0...228)

    /// Expert (charset offset 1), Appendix C.
    static let expert: [UInt16] = [
        0, 1, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 13, 14, 15, 99, 239, 240, 241, 242, 243,
        244, 245, 246, 247, 248, 27, 28, 249, 250, 251, 252, 253, 254, 255, 256, 257, 258, 259, 260,
        261, 262, 263, 264, 265, 266, 109, 110, 267, 268, 269, 270, 271, 272, 273, 274, 275, 276, 277,
        278, 279, 280, 281, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292, 293, 294, 295, 296,
        297, 298, 299, 300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 314, 315,
        316, 317, 318, 158, 155, 163, 319, 320, 321, 322, 323, 324, 325, 326, 150, 164, 169, 327, 328,
        329, 330, 331, 332, 333, 334, 335, 336, 337, 338, 339, 340, 341, 342, 343, 344, 345, 346, 347,
        348, 349, 350, 351, 352, 353, 354, 355, 356, 357, 358, 359, 360, 361, 362, 363, 364, 365, 366,
        367, 368, 369, 370, 371, 372, 373, 374, 375, 376, 377, 378
    ]

    /// ExpertSubset (charset offset 2), Appendix C.
    static let expertSubset: [UInt16] = [
        0, 1, 231, 232, 235, 236, 237, 238, 13, 14, 15, 99, 239, 240, 241, 242, 243, 244, 245, 246, 247,
        248, 27, 28, 249, 250, 251, 253, 254, 255, 256, 257, 258, 259, 260, 261, 262, 263, 264, 265,
        266, 109, 110, 267, 268, 269, 270, 272, 300, 301, 302, 305, 314, 315, 158, 155, 163, 320, 321,
        322, 323, 324, 325, 326, 150, 164, 169, 327, 328, 329, 330, 331, 332, 333, 334, 335, 336, 337,
        338, 339, 340, 341, 342, 343, 344, 345, 346
    ]
}

/// The glyph names of a `CFF ` table: each glyph's charset SID as a standard string or an entry
/// of the String INDEX; in a CID-keyed font, `cid` and the CID in five digits (`cid00123`), as
/// fontTools names them.
struct CFFGlyphNames: Sendable {
    let table: TableData
    let charset: CFFCharset
    /// The strings with SIDs from 391 up.
    let strings: CFFIndex
    let isCIDKeyed: Bool

    /// The number of glyphs (CharStrings).
    var glyphCount: Int { charset.glyphCount }

    /// Reads the header, the Top DICT, the CharStrings count and the charset.
    init(_ table: TableData) throws(FontError) {
        self.table = table
        let header = try CFFHeader(table)
        strings = header.strings
        let top = header.top
        guard let charStringsOffset = try top.int(CFFDict.charStrings, table) else {
            throw table.error(.invalidValue, at: top.start, "the Top DICT has no CharStrings")
        }
        let charStrings = try CFFIndex(table, at: charStringsOffset)
        isCIDKeyed = top.has(CFFDict.ros)
        charset = try CFFCharset(table, offset: try top.int(CFFDict.charset, table) ?? 0,
                                 glyphCount: charStrings.count, isCIDKeyed: isCIDKeyed)
    }

    /// The name of `glyph`, or `nil` when its SID names no string (or an empty one).
    func name(of glyph: Int) -> String? {
        guard let id = charset.id(of: glyph) else { return nil }
        if glyph == 0 { return ".notdef" }
        if isCIDKeyed {
            let digits = String(id)
            return "cid" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
        }
        return CFFGlyphNames.string(sid: id, strings: strings, table: table)
    }

    /// The string with id `sid`: a standard string or a String INDEX entry; `nil` when there is no
    /// such string or it is empty.
    static func string(sid: Int, strings: CFFIndex, table: TableData) -> String? {
        if sid >= 0, sid < CFFTable.standardStringCount { return CFFTable.standardStrings[sid] }
        guard let range = try? strings.range(of: sid &- CFFTable.standardStringCount, in: table),
              !range.isEmpty else { return nil }
        return try? table.latin1String(range.lowerBound, count: range.count)
    }
}
