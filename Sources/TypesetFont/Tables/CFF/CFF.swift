// CFF: https://adobe-type-tools.github.io/font-tech-notes/pdfs/5176.CFF.pdf; CFF2: https://learn.microsoft.com/en-us/typography/opentype/spec/cff2

/// The `CFF ` table (Compact Font Format version 1) or the `CFF2` table: the parts needed for
/// glyph outlines.
///
/// Reads the header, the Name, Top DICT, String and Global Subr INDEXes, the Top DICT's
/// CharStrings, Private, charset, FDArray and FDSelect entries, and each Private DICT's local
/// Subrs. CID-keyed fonts (Top DICT with `ROS`) choose a Private DICT per glyph through
/// FDSelect (formats 0 and 3).
///
/// `CFF2` (https://learn.microsoft.com/en-us/typography/opentype/spec/cff2): the header is
/// followed by the Top DICT and the Global Subr INDEX (INDEX counts are 32-bit); glyphs choose a
/// Font DICT through FDSelect (formats 0, 3 and 4) or use the only one; each Private DICT may set
/// a default `vsindex`; the Top DICT's `vstore` is an item variation store. Charstrings have no
/// width and no `endchar`; `blend` adds the instance's deltas to its operands with the scalars
/// of the current `vsindex`'s regions, computed once per instance in 16.16 as FreeType computes
/// its blend vector (so outlines equal FreeType's).
///
/// The FontMatrix is not applied: outlines are returned in the charstrings' own units, which
/// are font units for every font whose FontMatrix is the usual 1/unitsPerEm scale.
public struct CFFTable: Sendable {
    /// The raw table.
    public let table: TableData
    /// The glyph programs.
    let charStrings: CFFIndex
    /// Subroutines shared by all glyphs.
    let globalSubrs: CFFIndex
    /// Local subroutines: one entry per Font DICT (CID-keyed) or a single entry.
    let localSubrs: [CFFIndex]
    /// Glyph to Font DICT mapping for CID-keyed fonts.
    let fdSelect: FDSelect?
    /// Offset of the charset (0, 1, 2 name the predefined charsets).
    let charsetOffset: Int
    /// Whether the font is CID-keyed (its Top DICT has `ROS`).
    public let isCIDKeyed: Bool
    /// Whether the table is `CFF2`.
    public let isCFF2: Bool
    /// CFF2: the default `vsindex` of each Font DICT's Private DICT.
    let defaultVariationIndexes: [Int]
    /// CFF2: for each item variation data subtable (a `vsindex`), its region count and the
    /// scalars of its regions at the instance, 16.16, computed once per instance.
    let blendVectors: CFFBlendVectors
    /// The number of glyph programs.
    public var glyphCount: Int { charStrings.count }

    /// Parses the table: `CFF2` when its major version is 2, then at the instance of
    /// normalized `coordinates` (F2Dot14, `fvar` order; empty for the default).
    public init(_ table: TableData, coordinates: [Int16] = []) throws(FontError) {
        if try table.u8(0) == 2 {
            self = try CFFTable(cff2: table, coordinates: coordinates)
        } else {
            self = try CFFTable(cff1: table)
        }
    }

    /// Parses a `CFF ` table.
    private init(cff1 table: TableData) throws(FontError) {
        self.table = table
        isCFF2 = false
        defaultVariationIndexes = []
        blendVectors = CFFBlendVectors(regionCounts: [], scalars: nil)
        let header = try CFFHeader(table)
        globalSubrs = header.globalSubrs
        let top = header.top

        guard let charStringsOffset = try top.int(CFFDict.charStrings, table) else {
            throw table.error(.invalidValue, at: top.start, "the Top DICT has no CharStrings")
        }
        charStrings = try CFFIndex(table, at: charStringsOffset)
        charsetOffset = try top.int(CFFDict.charset, table) ?? 0
        isCIDKeyed = top.has(CFFDict.ros)

        if isCIDKeyed {
            guard let fdArrayOffset = try top.int(CFFDict.fdArray, table),
                  let fdSelectOffset = try top.int(CFFDict.fdSelect, table) else {
                throw table.error(.invalidValue, at: top.start, "a CID-keyed Top DICT lacks FDArray or FDSelect")
            }
            let fdArray = try CFFIndex(table, at: fdArrayOffset)
            var locals: [CFFIndex] = []
            locals.reserveCapacity(fdArray.count)
            for i in 0..<fdArray.count {
                let fontDict = try CFFDict(table, range: try fdArray.range(of: i, in: table))
                locals.append(try CFFTable.localSubrs(of: fontDict, table))
            }
            localSubrs = locals
            fdSelect = try FDSelect(table, at: fdSelectOffset, glyphCount: charStrings.count, fdCount: fdArray.count)
        } else {
            localSubrs = [try CFFTable.localSubrs(of: top, table)]
            fdSelect = nil
        }
    }

    /// Parses a `CFF2` table.
    private init(cff2 table: TableData, coordinates: [Int16]) throws(FontError) {
        self.table = table
        isCFF2 = true
        isCIDKeyed = false
        charsetOffset = 0
        let headerSize = Int(try table.u8(2))
        let topLength = Int(try table.u16(3))
        guard headerSize >= 5, table.contains(headerSize, topLength) else {
            throw table.error(.truncated, at: 2, "CFF2 header of \(headerSize) bytes and Top DICT of \(topLength) do not fit")
        }
        let top = try CFFDict(table, range: headerSize..<(headerSize + topLength), cff2: true)
        globalSubrs = try CFFIndex(table, at: headerSize + topLength, cff2: true)
        guard let charStringsOffset = try top.int(CFFDict.charStrings, table) else {
            throw table.error(.invalidValue, at: top.start, "the Top DICT has no CharStrings")
        }
        charStrings = try CFFIndex(table, at: charStringsOffset, cff2: true)
        guard let fdArrayOffset = try top.int(CFFDict.fdArray, table) else {
            throw table.error(.invalidValue, at: top.start, "the CFF2 Top DICT has no FDArray")
        }
        let fdArray = try CFFIndex(table, at: fdArrayOffset, cff2: true)
        guard fdArray.count >= 1 else { throw table.error(.invalidValue, at: fdArrayOffset, "the FDArray is empty") }
        var locals: [CFFIndex] = [], indexes: [Int] = []
        for i in 0..<min(fdArray.count, 256) {
            let fontDict = try CFFDict(table, range: try fdArray.range(of: i, in: table), cff2: true)
            let (subrs, vsindex) = try CFFTable.privateDict(of: fontDict, table, cff2: true)
            locals.append(subrs)
            indexes.append(vsindex)
        }
        localSubrs = locals
        defaultVariationIndexes = indexes
        if let fdSelectOffset = try top.int(CFFDict.fdSelect, table) {
            fdSelect = try FDSelect(table, at: fdSelectOffset, glyphCount: charStrings.count, fdCount: locals.count)
        } else {
            fdSelect = nil
        }
        // The variation store: a 16-bit length, then an item variation store.
        var vectors: [[Int]]? = nil, counts: [Int] = []
        if let storeOffset = try top.int(CFFDict.variationStore, table) {
            guard storeOffset >= 0 else { throw table.error(.invalidValue, at: top.start, "vstore offset \(storeOffset)") }
            let store = try ItemVariationStore(table.slice(from: storeOffset + 2))
            counts = (0..<store.dataCount).map { store.regionIndexes(ofData: $0).count }
            if coordinates.contains(where: { $0 != 0 }) {
                vectors = (0..<store.dataCount).map { data in
                    store.regionIndexes(ofData: data).map { store.fixedScalar(ofRegion: $0, coordinates: coordinates) }
                }
            }
        }
        blendVectors = CFFBlendVectors(regionCounts: counts, scalars: vectors)
    }

    /// The Subrs INDEX of the Private DICT that `dict` points to (empty when there is none).
    private static func localSubrs(of dict: CFFDict, _ table: TableData) throws(FontError) -> CFFIndex {
        try privateDict(of: dict, table, cff2: false).subrs
    }

    /// The Subrs INDEX of the Private DICT that `dict` points to (empty when there is none), and
    /// its `vsindex` (CFF2; 0 when absent).
    private static func privateDict(of dict: CFFDict, _ table: TableData, cff2: Bool) throws(FontError) -> (subrs: CFFIndex, vsindex: Int) {
        guard let operands = dict.operands(CFFDict.private), operands.count >= 2 else { return (CFFIndex.empty, 0) }
        let size = try CFFDict.integer(operands[0], table, at: dict.start)
        let offset = try CFFDict.integer(operands[1], table, at: dict.start)
        guard size >= 0, offset >= 0, table.contains(offset, size) else {
            throw table.error(.truncated, at: dict.start, "Private DICT \(offset)+\(size) is outside the table")
        }
        let privateDict = try CFFDict(table, range: offset..<(offset + size), cff2: cff2)
        let vsindex = try privateDict.int(CFFDict.vsindex, table) ?? 0
        guard let subrs = try privateDict.int(CFFDict.subrs, table) else { return (CFFIndex.empty, vsindex) }
        let (subrsOffset, overflow) = offset.addingReportingOverflow(subrs)
        guard !overflow else {
            throw table.error(.invalidValue, at: offset, "Subrs offset \(subrs) overflows")
        }
        return (try CFFIndex(table, at: subrsOffset, cff2: cff2), vsindex)
    }

    /// The default `vsindex` for `glyph` (CFF2: its Font DICT's Private DICT).
    @inline(__always)
    func defaultVariationIndex(for glyph: Int) throws(FontError) -> Int {
        guard isCFF2 else { return 0 }
        guard let fdSelect else { return defaultVariationIndexes.first ?? 0 }
        let fd = try fdSelect.fontDict(for: glyph, table)
        return fd < defaultVariationIndexes.count ? defaultVariationIndexes[fd] : 0
    }

    /// The local subroutines for `glyph`.
    @inline(__always)
    func localSubrs(for glyph: Int) throws(FontError) -> CFFIndex {
        guard let fdSelect else { return localSubrs[0] }
        let fd = try fdSelect.fontDict(for: glyph, table)
        guard fd < localSubrs.count else {
            throw table.error(.invalidValue, at: fdSelect.offset, "FDSelect names Font DICT \(fd) of \(localSubrs.count)")
        }
        return localSubrs[fd]
    }

    /// The glyph whose charset name is the Standard Encoding's name for `code` (for `seac`).
    func glyph(forStandardCode code: Int) throws(FontError) -> Int {
        guard !isCIDKeyed else {
            throw table.error(.invalidValue, at: 0, "seac-style endchar in a CID-keyed font")
        }
        guard code >= 0, code < 256, let sid = CFFTable.standardEncoding(code), sid != 0 else {
            throw table.error(.invalidValue, at: 0, "seac names code \(code), which the Standard Encoding leaves empty")
        }
        let charset = try CFFCharset(table, offset: charsetOffset, glyphCount: charStrings.count, isCIDKeyed: false)
        if let glyph = charset.glyph(for: sid) { return glyph }
        throw table.error(.invalidValue, at: charsetOffset, "seac names SID \(sid), which no glyph has")
    }
}

/// The start of a CFF table: the header, the Name, Top DICT, String and Global Subr INDEXes, and
/// the first font's Top DICT.
struct CFFHeader: Sendable {
    /// The first (in OpenType, the only) font's Top DICT.
    let top: CFFDict
    /// The strings with SIDs from 391 up.
    let strings: CFFIndex
    /// Subroutines shared by all glyphs.
    let globalSubrs: CFFIndex

    init(_ table: TableData) throws(FontError) {
        let major = try table.u8(0)
        guard major == 1 else {
            throw table.error(.unsupportedFormat, at: 0,
                              major == 2 ? "CFF2 is not supported" : "CFF major version \(major) is not supported")
        }
        let headerSize = Int(try table.u8(2))
        guard headerSize >= 4 else {
            throw table.error(.invalidValue, at: 2, "CFF header size \(headerSize) is below 4")
        }
        let names = try CFFIndex(table, at: headerSize)
        let topDicts = try CFFIndex(table, at: names.end)
        strings = try CFFIndex(table, at: topDicts.end)
        globalSubrs = try CFFIndex(table, at: strings.end)
        guard topDicts.count >= 1 else {
            throw table.error(.invalidValue, at: names.end, "the Top DICT INDEX is empty")
        }
        top = try CFFDict(table, range: try topDicts.range(of: 0, in: table))
    }
}

/// A CFF INDEX: a count, an offset size and `count + 1` offsets into the data that follows.
struct CFFIndex: Sendable {
    /// The number of objects.
    let count: Int
    /// Bytes per offset (1 to 4).
    let offSize: Int
    /// Table offset of the offset array.
    let offsetsStart: Int
    /// Table offset of the byte before the data (offsets are 1-based).
    let dataBase: Int
    /// Table offset just past the INDEX.
    let end: Int

    static let empty = CFFIndex(count: 0, offSize: 1, offsetsStart: 0, dataBase: 0, end: 0)

    private init(count: Int, offSize: Int, offsetsStart: Int, dataBase: Int, end: Int) {
        self.count = count; self.offSize = offSize; self.offsetsStart = offsetsStart
        self.dataBase = dataBase; self.end = end
    }

    /// Reads the INDEX header at `offset`, checking that the offsets and the data fit the table
    /// (a `CFF2` INDEX has a 32-bit count).
    init(_ table: TableData, at offset: Int, cff2: Bool = false) throws(FontError) {
        let countSize = cff2 ? 4 : 2
        count = cff2 ? Int(try table.u32(offset)) : Int(try table.u16(offset))
        if count == 0 {
            offSize = 1; offsetsStart = offset + countSize; dataBase = offset + countSize; end = offset + countSize
            return
        }
        guard count < 1 << 24 else {
            throw table.error(.limitExceeded, at: offset, "INDEX of \(count) objects")
        }
        offSize = Int(try table.u8(offset + countSize))
        guard (1...4).contains(offSize) else {
            throw table.error(.invalidValue, at: offset + countSize, "INDEX offset size \(offSize) is not 1...4")
        }
        offsetsStart = offset + countSize + 1
        guard table.contains(offsetsStart, (count + 1) * offSize) else {
            throw table.error(.truncated, at: offsetsStart, "INDEX of \(count) objects: offsets do not fit")
        }
        dataBase = offsetsStart + (count + 1) * offSize - 1
        let last = CFFIndex.readOffset(table, offsetsStart + count * offSize, offSize)
        guard last >= 1, table.contains(dataBase + 1, last - 1) else {
            throw table.error(.truncated, at: offsetsStart + count * offSize,
                              "INDEX of \(count) objects: data of \(last - 1) bytes does not fit")
        }
        end = dataBase + last
    }

    /// The table byte range of object `i`, its offsets read from `bytes` (the table's first
    /// byte; the offset array was checked to lie inside the table when the INDEX was read). An
    /// `i` outside the INDEX, or offsets out of order or past the INDEX's end, throw what `error`
    /// makes of the reason, the table offset and a description.
    @inline(__always)
    func range(of i: Int, bytes: UnsafeRawPointer,
               error: (FontError.Reason, Int, String) -> FontError) throws(FontError) -> Range<Int> {
        guard i >= 0, i < count else { throw error(.outOfRange, offsetsStart, "INDEX object \(i) of \(count)") }
        let at = offsetsStart &+ i &* offSize
        let start = CFFIndex.readOffset(bytes, at, offSize)
        let stop = CFFIndex.readOffset(bytes, at &+ offSize, offSize)
        guard start >= 1, start <= stop, dataBase &+ stop <= end else {
            throw error(.invalidValue, at, "INDEX object \(i) has offsets \(start)...\(stop)")
        }
        return (dataBase &+ start)..<(dataBase &+ stop)
    }

    @inline(__always)
    static func readOffset(_ bytes: UnsafeRawPointer, _ at: Int, _ size: Int) -> Int {
        @inline(__always) func u8(_ p: Int) -> Int { Int(bytes.load(fromByteOffset: p, as: UInt8.self)) }
        switch size {
        case 1: return u8(at)
        case 2: return u8(at) << 8 | u8(at &+ 1)
        case 3: return u8(at) << 16 | u8(at &+ 1) << 8 | u8(at &+ 2)
        default: return u8(at) << 24 | u8(at &+ 1) << 16 | u8(at &+ 2) << 8 | u8(at &+ 3)
        }
    }

    @inline(__always)
    static func readOffset(_ table: TableData, _ at: Int, _ size: Int) -> Int {
        switch size {
        case 1: return Int(table.u8Unchecked(at))
        case 2: return Int(table.u16Unchecked(at))
        case 3: return Int(table.u8Unchecked(at)) << 16 | Int(table.u16Unchecked(at &+ 1))
        default: return Int(table.u32Unchecked(at))
        }
    }

    /// The table byte range of object `i`.
    @inline(__always)
    func range(of i: Int, in table: TableData) throws(FontError) -> Range<Int> {
        guard let base = table.data.storage.base.baseAddress else {
            throw table.error(.truncated, at: 0, "empty font data")
        }
        return try range(of: i, bytes: base + table.start, error: table.error)
    }
}

/// FDSelect: which Font DICT each glyph of a CID-keyed font uses.
struct FDSelect: Sendable {
    let format: UInt8
    let offset: Int
    let rangeCount: Int

    init(_ table: TableData, at offset: Int, glyphCount: Int, fdCount: Int) throws(FontError) {
        self.offset = offset
        format = try table.u8(offset)
        switch format {
        case 0:
            guard table.contains(offset + 1, glyphCount) else {
                throw table.error(.truncated, at: offset, "FDSelect format 0 for \(glyphCount) glyphs does not fit")
            }
            rangeCount = 0
        case 3:
            rangeCount = Int(try table.u16(offset + 1))
            guard rangeCount >= 1, table.contains(offset + 3, rangeCount * 3 + 2) else {
                throw table.error(.truncated, at: offset, "FDSelect format 3 with \(rangeCount) ranges does not fit")
            }
        case 4:  // CFF2: 32-bit range count and glyph ids, 16-bit Font DICT indexes
            rangeCount = Int(try table.u32(offset + 1))
            guard rangeCount >= 1, rangeCount < 1 << 24, table.contains(offset + 5, rangeCount * 6 + 4) else {
                throw table.error(.truncated, at: offset, "FDSelect format 4 with \(rangeCount) ranges does not fit")
            }
        default:
            throw table.error(.unsupportedFormat, at: offset, "FDSelect format \(format)")
        }
    }

    @inline(__always)
    func fontDict(for glyph: Int, _ table: TableData) throws(FontError) -> Int {
        if format == 0 { return Int(table.u8Unchecked(offset &+ 1 &+ glyph)) }
        if format == 4 {
            // Ranges (first glyph u32, fd u16), then a sentinel glyph u32.
            var low = 0, high = rangeCount
            while low < high {
                let mid = (low &+ high) >> 1
                let first = Int(table.u32Unchecked(offset &+ 5 &+ mid &* 6))
                if first <= glyph { low = mid &+ 1 } else { high = mid }
            }
            let sentinel = Int(table.u32Unchecked(offset &+ 5 &+ rangeCount &* 6))
            guard low >= 1, glyph < sentinel else {
                throw table.error(.invalidValue, at: offset, "FDSelect does not cover glyph \(glyph)")
            }
            return Int(table.u16Unchecked(offset &+ 5 &+ (low &- 1) &* 6 &+ 4))
        }
        // Format 3: ranges (first glyph u16, fd u8), then a sentinel glyph u16.
        var low = 0, high = rangeCount
        while low < high {
            let mid = (low &+ high) >> 1
            let first = Int(table.u16Unchecked(offset &+ 3 &+ mid &* 3))
            if first <= glyph { low = mid &+ 1 } else { high = mid }
        }
        let sentinel = Int(table.u16Unchecked(offset &+ 3 &+ rangeCount &* 3))
        guard low >= 1, glyph < sentinel else {
            throw table.error(.invalidValue, at: offset, "FDSelect does not cover glyph \(glyph)")
        }
        return Int(table.u8Unchecked(offset &+ 3 &+ (low &- 1) &* 3 &+ 2))
    }
}

/// A parsed CFF DICT: operators with their operands (two-byte operators are `1200 + b1`).
struct CFFDict: Sendable {
    static let charset = 15
    static let charStrings = 17
    static let `private` = 18
    static let subrs = 19
    static let ros = 1230
    static let fdArray = 1236
    static let fdSelect = 1237
    /// CFF2: the Private DICT's default `vsindex`, `blend`, and the Top DICT's `vstore`.
    static let vsindex = 22
    static let blend = 23
    static let variationStore = 24

    let start: Int
    private var entries: [(op: Int, operands: [Double])] = []

    /// Parses the DICT in `range`; a `CFF2` DICT has the operators `vsindex`, `blend` (whose
    /// operands are left as their default values) and `vstore` too.
    init(_ table: TableData, range: Range<Int>, cff2: Bool = false) throws(FontError) {
        start = range.lowerBound
        var operands: [Double] = []
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let b0 = Int(try table.u8(i))
            switch b0 {
            case CFFDict.blend where cff2:
                // n defaults, then their deltas, then n: the defaults stay.
                i += 1
                guard let last = operands.last, last >= 0, last <= Double(operands.count - 1) else {
                    throw table.error(.invalidValue, at: i - 1, "DICT blend without its operands")
                }
                operands.removeLast(operands.count - Int(last))
            case 22...24 where cff2:
                i += 1
                entries.append((b0, operands))
                operands.removeAll()
            case 0...21:
                var op = b0
                i += 1
                if b0 == 12 {
                    guard i < end else { throw table.error(.truncated, at: i, "DICT escape at its end") }
                    op = 1200 + Int(try table.u8(i))
                    i += 1
                }
                entries.append((op, operands))
                operands.removeAll()
            case 28:
                operands.append(Double(try table.i16(i + 1))); i += 3
            case 29:
                operands.append(Double(try table.i32(i + 1))); i += 5
            case 30:
                let (value, next) = try CFFDict.real(table, at: i + 1, end: end)
                operands.append(value); i = next
            case 32...246:
                operands.append(Double(b0 - 139)); i += 1
            case 247...250:
                operands.append(Double((b0 - 247) * 256 + Int(try table.u8(i + 1)) + 108)); i += 2
            case 251...254:
                operands.append(Double(-(b0 - 251) * 256 - Int(try table.u8(i + 1)) - 108)); i += 2
            default:
                throw table.error(.invalidValue, at: i, "byte \(b0) is not a DICT operator or operand")
            }
            guard operands.count <= 48 else {
                throw table.error(.limitExceeded, at: i, "more than 48 DICT operands")
            }
        }
    }

    /// A real number in nibble form starting at `at`; returns the value and the next offset.
    private static func real(_ table: TableData, at: Int, end: Int) throws(FontError) -> (Double, Int) {
        var text = ""
        var i = at
        while true {
            guard i < end else { throw table.error(.truncated, at: i, "unterminated real number") }
            let byte = try table.u8(i)
            i += 1
            for nibble in [byte >> 4, byte & 0xF] {
                switch nibble {
                case 0...9: text.append(Character(Unicode.Scalar(48 + nibble)))
                case 0xA: text.append(".")
                case 0xB: text.append("E")
                case 0xC: text.append("E-")
                case 0xE: text.append("-")
                case 0xF: return (Double(text) ?? 0, i)
                default: break
                }
            }
            guard text.count < 64 else { throw table.error(.invalidValue, at: at, "real number too long") }
        }
    }

    func has(_ op: Int) -> Bool { entries.contains { $0.op == op } }

    func operands(_ op: Int) -> [Double]? { entries.last { $0.op == op }?.operands }

    /// The single integer operand of `op`, or `nil` when absent.
    func int(_ op: Int, _ table: TableData) throws(FontError) -> Int? {
        guard let operands = operands(op), let value = operands.last else { return nil }
        return try CFFDict.integer(value, table, at: start)
    }

    static func integer(_ value: Double, _ table: TableData, at: Int) throws(FontError) -> Int {
        guard value.isFinite, value >= -2_147_483_648, value <= 2_147_483_647, value.rounded() == value else {
            throw table.error(.invalidValue, at: at, "DICT value \(value) is not an offset")
        }
        return Int(value)
    }
}

/// CFF2's blend vectors at one instance: for each item variation data subtable (`vsindex`), the
/// number of its regions and, for the regions whose scalar is not 0 at the instance, their
/// positions in the subtable and their scalars in 16.16, in one block read through a pointer by
/// the charstring interpreter (no array access, and so no reference counting, per `blend`).
/// A region the instance is outside of adds nothing (FT_MulFix by 0), so `blend` skips it: at
/// most instances most regions are such.
///
/// Every scalar is clamped to [-1, 1] (65536): a region's scalar is a product of factors in
/// [0, 1], so only a malformed store could exceed it, and the bound keeps `blend`'s products of
/// a scalar and a bounded operand inside 64 bits.
final class CFFBlendVectors: @unchecked Sendable {
    // @unchecked: written once in init, read only afterwards.
    /// The number of regions of each subtable.
    let regionCounts: [Int]
    /// Where each subtable's entries start in `block`, and how many of its regions count.
    private let starts: [Int]
    private let activeCounts: [Int]
    /// Pairs (region position in the subtable, scalar) of every subtable, one after the other;
    /// `nil` at the default instance, where `blend` keeps the default values.
    private let block: UnsafeMutablePointer<Int>?

    init(regionCounts: [Int], scalars vectors: [[Int]]?) {
        self.regionCounts = regionCounts
        var starts: [Int] = [], active: [Int] = [], pairs: [Int] = []
        for (data, count) in regionCounts.enumerated() {
            starts.append(pairs.count / 2)
            let vector = vectors.map { data < $0.count ? Array($0[data].prefix(count)) : [] } ?? []
            var used = 0
            for (j, scalar) in vector.enumerated() where scalar != 0 {
                pairs.append(j)
                pairs.append(min(max(scalar, -0x10000), 0x10000))
                used += 1
            }
            active.append(used)
        }
        self.starts = starts
        activeCounts = active
        if vectors != nil {
            let block = UnsafeMutablePointer<Int>.allocate(capacity: max(pairs.count, 2))
            block.initialize(repeating: 0, count: max(pairs.count, 2))
            pairs.withUnsafeBufferPointer { if let base = $0.baseAddress { block.update(from: base, count: pairs.count) } }
            self.block = block
        } else {
            block = nil
        }
    }

    /// The (region position, scalar) pairs of subtable `vsindex` whose scalar is not 0, and
    /// their number (`nil` at the default instance or for a subtable that does not exist, which
    /// the caller checks against `regionCounts`).
    @inline(__always)
    func activeRegions(_ vsindex: Int) -> (pairs: UnsafePointer<Int>, count: Int)? {
        guard let block, vsindex >= 0, vsindex < starts.count else { return nil }
        return (UnsafePointer(block + 2 * starts[vsindex]), activeCounts[vsindex])
    }

    deinit { block?.deallocate() }
}

/// The operand stack and transient array of the charstring interpreter, kept by a
/// ``GlyphOutliner`` and reused from glyph to glyph (CFF2's 513 operands do not fit the
/// interpreter's temporary stack allocation, so each glyph would otherwise allocate them).
@usableFromInline
final class CFFOperandStorage: @unchecked Sendable {
    // @unchecked: written only through the outliner that holds the sole reference (it makes a
    // new one when shared, as CFFPathBuffer does).
    /// CFF2's operand limit and the 32 slots of the transient array.
    static let capacity = CFFTable.maxCFF2StackDepth + 32
    let values: UnsafeMutablePointer<Int>

    init() {
        values = .allocate(capacity: CFFOperandStorage.capacity)
        values.initialize(repeating: 0, count: CFFOperandStorage.capacity)
    }

    deinit { values.deallocate() }
}
