// cmap: https://learn.microsoft.com/en-us/typography/opentype/spec/cmap

/// The Unicode character map of a face: the best Unicode subtable of the `cmap` table.
///
/// The subtable is chosen as fontTools' `getBestCmap` chooses it: the first encoding record for
/// (3,10), then (0,6), (0,4), (3,1), (0,3), (0,2), (0,1), (0,0) whose format this reader supports
/// (0, 4, 6, 10, 12, 13), and as a last resort the Windows symbol subtable (3,0) read as is.
/// Format 14 (variation sequences) and format 8 are never chosen; a face with no usable Unicode
/// subtable gets an empty map.
///
/// The subtable header (lengths, segment and group counts) is validated when the map is made, so
/// lookups never fail: reads outside the subtable map to "unmapped". Making the map also builds a
/// page table (256 code points per page, at most ``maximumPages`` pages), so a lookup is two array
/// loads; a map whose mappings span more pages searches the subtable instead.
///
/// A mapping to glyph 0 (`.notdef`) means "unmapped": ``glyph(for:)`` returns `nil` for it and
/// ``forEachMapping(_:)`` skips it.
public struct CharacterMap: Sendable {
    /// The platform of the chosen subtable (0 Unicode, 3 Windows), or -1 when there is none.
    public let platformID: Int
    /// The platform-specific encoding of the chosen subtable, or -1 when there is none.
    public let encodingID: Int
    /// The format of the chosen subtable (0, 4, 6, 10, 12 or 13), or -1 when there is none.
    public let format: Int

    /// The largest number of 256-code-point pages the lookup table holds (1 MiB of glyph ids).
    public static let maximumPages = 2048

    let subtable: Subtable
    let pages: PageTable?

    /// The glyph mapped to `scalar`, or `nil` when unmapped (or mapped to glyph 0).
    @inline(__always)
    public func glyph(for scalar: UInt32) -> GlyphID? {
        let glyph: GlyphID
        if let pages {
            glyph = pages.glyph(for: scalar)
        } else {
            glyph = subtable.glyph(for: scalar)
        }
        return glyph == 0 ? nil : glyph
    }

    /// The glyph mapped to `scalar`, or `nil` when unmapped.
    @inline(__always)
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID? { glyph(for: scalar.value) }

    /// Calls `body` with every mapped code point (in increasing order for well-formed subtables)
    /// and its glyph. Mappings to glyph 0 and glyph ids above 65535 are skipped; a code point is
    /// reported at most once.
    public func forEachMapping<E: Error>(_ body: (UInt32, GlyphID) throws(E) -> Void) throws(E) {
        try subtable.forEachMapping(body)
    }

    /// A map with no mappings.
    public static let empty = CharacterMap(platformID: -1, encodingID: -1, subtable: Subtable(kind: .none, table: nil))

    init(platformID: Int, encodingID: Int, subtable: Subtable) {
        self.platformID = platformID
        self.encodingID = encodingID
        self.subtable = subtable
        self.format = subtable.kind.format
        self.pages = PageTable(subtable)
    }

    /// Reads the best Unicode subtable of a `cmap` table.
    public init(_ table: TableData) throws(FontError) {
        let version = try table.u16(0)
        guard version == 0 else {
            throw table.error(.unsupportedFormat, at: 0, "cmap version \(version) is not 0")
        }
        let count = Int(try table.u16(2))
        guard table.contains(4, count &* 8) else {
            throw table.error(.truncated, at: 4, "\(count) encoding records run past the end of the \(table.length)-byte table")
        }
        let preferences: [(UInt16, UInt16)] = [(3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0), (3, 0)]
        for (platform, encoding) in preferences {
            for index in 0..<count {
                let record = 4 + index * 8
                guard table.u16Unchecked(record) == platform, table.u16Unchecked(record + 2) == encoding else { continue }
                let offset = Int(table.u32Unchecked(record + 4))
                guard let subtable = try Subtable(table, at: offset) else { continue }
                self.init(platformID: Int(platform), encodingID: Int(encoding), subtable: subtable)
                return
            }
        }
        self = .empty
    }
}

extension FontFace {
    /// The best Unicode `cmap` subtable (see ``CharacterMap``).
    ///
    /// - Throws: ``FontError`` when the face has no `cmap` table or the chosen subtable's header
    ///   contradicts its length.
    public func characterMap() throws(FontError) -> CharacterMap {
        try CharacterMap(directory.requiredTable("cmap"))
    }
}

// MARK: - Subtables

extension CharacterMap {
    /// One validated `cmap` subtable. Lookups read it directly; every read is inside `table`.
    struct Subtable: Sendable {
        enum Kind: Sendable {
            case none
            /// Format 0: 256 one-byte glyph ids at offset 6.
            case byteEncoding
            /// Format 4: `segCount` segments.
            case segments(segCount: Int)
            /// Formats 6 and 10: `count` two-byte glyph ids from `first`, the array at `arrayOffset`.
            case trimmedArray(format: Int, first: UInt32, count: Int, arrayOffset: Int)
            /// Formats 12 and 13: `count` groups of 12 bytes at offset 16.
            case groups(count: Int, manyToOne: Bool)

            var format: Int {
                switch self {
                case .none: return -1
                case .byteEncoding: return 0
                case .segments: return 4
                case .trimmedArray(let format, _, _, _): return format
                case .groups(_, let manyToOne): return manyToOne ? 13 : 12
                }
            }
        }

        let kind: Kind
        /// The subtable window (its stated length clamped to the `cmap` table).
        let table: TableData?

        init(kind: Kind, table: TableData?) {
            self.kind = kind
            self.table = table
        }

        /// Validates the subtable at `offset` of the `cmap` table; `nil` for formats this reader
        /// does not map with (2, 8, 14 and unknown ones).
        init?(_ cmap: TableData, at offset: Int) throws(FontError) {
            let format = try cmap.u16(offset)
            let statedLength: Int
            switch format {
            case 0, 4, 6:
                statedLength = Int(try cmap.u16(offset &+ 2))
            case 10, 12, 13:
                statedLength = Int(try cmap.u32(offset &+ 4))
            default:
                return nil
            }
            // A stated length past the end of the table is trimmed to the table (as HarfBuzz does).
            let table = try cmap.slice(from: offset, length: statedLength)
            switch format {
            case 0:
                guard table.contains(6, 256) else {
                    throw table.error(.truncated, at: 0, "format 0 subtable of \(table.length) bytes is shorter than 262")
                }
                kind = .byteEncoding
            case 4:
                let segCountX2 = Int(try table.u16(6))
                let segCount = segCountX2 / 2
                guard segCountX2 % 2 == 0 else {
                    throw table.error(.invalidValue, at: 6, "format 4 segCountX2 \(segCountX2) is odd")
                }
                guard table.contains(16, segCount * 8) else {
                    throw table.error(.truncated, at: 6, "format 4 subtable of \(table.length) bytes cannot hold \(segCount) segments")
                }
                kind = .segments(segCount: segCount)
            case 6:
                let first = try table.u16(6)
                let count = Int(try table.u16(8))
                guard table.contains(10, count * 2) else {
                    throw table.error(.truncated, at: 8, "format 6 subtable of \(table.length) bytes cannot hold \(count) glyph ids")
                }
                kind = .trimmedArray(format: 6, first: UInt32(first), count: count, arrayOffset: 10)
            case 10:
                let first = try table.u32(12)
                let count = Int(try table.u32(16))
                guard count <= 0x11_0000, table.contains(20, count * 2) else {
                    throw table.error(.truncated, at: 16, "format 10 subtable of \(table.length) bytes cannot hold \(count) glyph ids")
                }
                kind = .trimmedArray(format: 10, first: first, count: count, arrayOffset: 20)
            default:  // 12, 13
                let count = Int(try table.u32(12))
                guard count <= table.length / 12, table.contains(16, count * 12) else {
                    throw table.error(.truncated, at: 12, "format \(format) subtable of \(table.length) bytes cannot hold \(count) groups")
                }
                kind = .groups(count: count, manyToOne: format == 13)
            }
            self.table = table
        }

        /// The raw glyph for `scalar` (0 when unmapped), by searching the subtable.
        func glyph(for scalar: UInt32) -> GlyphID {
            guard let table, scalar <= 0x10_FFFF else { return 0 }
            switch kind {
            case .none:
                return 0
            case .byteEncoding:
                guard scalar < 256 else { return 0 }
                return GlyphID(UInt16(table.u8Unchecked(6 + Int(scalar))))
            case .segments(let segCount):
                return Subtable.segmentGlyph(table, segCount: segCount, scalar)
            case .trimmedArray(_, let first, let count, let arrayOffset):
                guard scalar >= first else { return 0 }
                let index = Int(scalar - first)
                guard index < count else { return 0 }
                return GlyphID(table.u16Unchecked(arrayOffset + index * 2))
            case .groups(let count, let manyToOne):
                // The first group whose end code is >= scalar.
                var low = 0
                var high = count
                while low < high {
                    let middle = (low + high) >> 1
                    if table.u32Unchecked(16 + middle * 12 + 4) < scalar { low = middle + 1 } else { high = middle }
                }
                guard low < count else { return 0 }
                let record = 16 + low * 12
                let start = table.u32Unchecked(record)
                guard start <= scalar else { return 0 }
                let startGlyph = UInt64(table.u32Unchecked(record + 8))
                let glyph = manyToOne ? startGlyph : startGlyph + UInt64(scalar - start)
                return glyph <= 0xFFFF ? GlyphID(truncatingIfNeeded: glyph) : 0
            }
        }

        /// Format 4 lookup: binary search on the end codes.
        @inline(__always)
        static func segmentGlyph(_ table: TableData, segCount: Int, _ scalar: UInt32) -> GlyphID {
            guard scalar <= 0xFFFF else { return 0 }
            let code = UInt16(scalar)
            var low = 0
            var high = segCount
            while low < high {
                let middle = (low + high) >> 1
                if table.u16Unchecked(14 + middle * 2) < code { low = middle + 1 } else { high = middle }
            }
            guard low < segCount else { return 0 }
            return segmentGlyph(table, segCount: segCount, segment: low, code)
        }

        /// The glyph for `code` in `segment`, or 0 when the code is before the segment's start.
        @inline(__always)
        static func segmentGlyph(_ table: TableData, segCount: Int, segment: Int, _ code: UInt16) -> GlyphID {
            let start = table.u16Unchecked(16 + segCount * 2 + segment * 2)
            guard start <= code else { return 0 }
            let delta = table.u16Unchecked(16 + segCount * 4 + segment * 2)
            let rangeOffsetPosition = 16 + segCount * 6 + segment * 2
            let rangeOffset = Int(table.u16Unchecked(rangeOffsetPosition))
            if rangeOffset == 0 { return GlyphID(code &+ delta) }
            let position = rangeOffsetPosition + rangeOffset + Int(code - start) * 2
            guard table.contains(position, 2) else { return 0 }
            let glyph = table.u16Unchecked(position)
            return glyph == 0 ? 0 : GlyphID(glyph &+ delta)
        }

        /// Every mapping, each code point at most once (codes at or below an earlier segment's or
        /// group's end are skipped, which also bounds the work by the code space).
        func forEachMapping<E: Error>(_ body: (UInt32, GlyphID) throws(E) -> Void) throws(E) {
            guard let table else { return }
            switch kind {
            case .none:
                return
            case .byteEncoding:
                for code in 0..<256 {
                    let glyph = GlyphID(UInt16(table.u8Unchecked(6 + code)))
                    if glyph != 0 { try body(UInt32(code), glyph) }
                }
            case .segments(let segCount):
                var next = 0  // the lowest code not yet reported
                for segment in 0..<segCount {
                    let end = Int(table.u16Unchecked(14 + segment * 2))
                    let start = Int(table.u16Unchecked(16 + segCount * 2 + segment * 2))
                    let first = max(start, next)
                    guard first <= end else { continue }
                    for code in first...end {
                        let glyph = Subtable.segmentGlyph(table, segCount: segCount, segment: segment, UInt16(code))
                        if glyph != 0 { try body(UInt32(code), glyph) }
                    }
                    next = end + 1
                }
            case .trimmedArray(_, let first, let count, let arrayOffset):
                let limit = min(count, 0x11_0000 - min(Int(first), 0x11_0000))
                for index in 0..<limit {
                    let glyph = GlyphID(table.u16Unchecked(arrayOffset + index * 2))
                    if glyph != 0 { try body(first + UInt32(index), glyph) }
                }
            case .groups(let count, let manyToOne):
                var next: UInt32 = 0
                for group in 0..<count {
                    let record = 16 + group * 12
                    let groupStart = table.u32Unchecked(record)
                    let startGlyph = UInt64(table.u32Unchecked(record + 8))
                    guard startGlyph <= 0xFFFF else { continue }
                    let start = max(groupStart, next)
                    var end = min(table.u32Unchecked(record + 4), 0x10_FFFF)
                    if !manyToOne {  // stop where glyph ids would pass 65535
                        end = UInt32(min(UInt64(end), UInt64(groupStart) + 0xFFFF - startGlyph))
                    }
                    guard start <= end else { continue }
                    for code in start...end {
                        let glyph = manyToOne ? startGlyph : startGlyph + UInt64(code - groupStart)
                        if glyph != 0, glyph <= 0xFFFF { try body(code, GlyphID(truncatingIfNeeded: glyph)) }
                    }
                    next = end + 1
                }
            }
        }
    }

    /// Glyph ids for 256-code-point pages: a page index per page (0 = the empty page) and the
    /// glyphs of each used page. Immutable after `init`.
    final class PageTable: @unchecked Sendable {
        /// One entry per page up to the highest mapped page; values are page slots.
        let index: UnsafeMutableBufferPointer<UInt16>
        /// `slots * 256` glyph ids; slot 0 is all zeros.
        let glyphs: UnsafeMutableBufferPointer<GlyphID>

        /// Builds the table, or returns `nil` when the subtable maps more than
        /// ``CharacterMap/maximumPages`` pages.
        init?(_ subtable: Subtable) {
            // First pass: which pages are used (stopping as soon as there are too many).
            struct TooManyPages: Error {}
            var used = [Bool](repeating: false, count: 0x1100)
            var pageCount = 0
            var highest = -1
            do {
                try subtable.forEachMapping { (code: UInt32, _: GlyphID) throws(TooManyPages) in
                    let page = Int(code >> 8)
                    if page < used.count, !used[page] {
                        used[page] = true
                        pageCount += 1
                        highest = max(highest, page)
                        if pageCount > CharacterMap.maximumPages { throw TooManyPages() }
                    }
                }
            } catch {
                return nil
            }
            let index = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: highest + 1)
            var slot: UInt16 = 0
            for page in 0..<(highest + 1) {
                if used[page] {
                    slot += 1
                    index[page] = slot
                } else {
                    index[page] = 0
                }
            }
            let glyphs = UnsafeMutableBufferPointer<GlyphID>.allocate(capacity: (Int(slot) + 1) * 256)
            glyphs.initialize(repeating: 0)
            subtable.forEachMapping { (code: UInt32, glyph: GlyphID) in
                guard Int(code >> 8) < index.count else { return }
                glyphs[Int(index[Int(code >> 8)]) << 8 | Int(code & 0xFF)] = glyph
            }
            self.index = index
            self.glyphs = glyphs
        }

        deinit {
            index.deallocate()
            glyphs.deallocate()
        }

        @inline(__always)
        func glyph(for scalar: UInt32) -> GlyphID {
            let page = Int(scalar >> 8)
            guard page < index.count else { return 0 }
            let slot = Int(index[page])
            return glyphs[slot << 8 | Int(scalar & 0xFF)]
        }
    }
}
