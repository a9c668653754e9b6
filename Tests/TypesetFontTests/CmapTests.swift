import Testing
@testable import TypesetFont

/// The character map against fontTools' getBestCmap (Scripts/expectations_cmap.py, aspect `cmap`).
@Suite struct CmapTests {
    @Test func everyMappingMatchesFontTools() throws {
        let files = try ExpectationFile.all(aspect: "cmap")
        #expect(!files.isEmpty)
        var checked = 0
        for file in files {
            let face = try file.openFace()
            let map = try face.characterMap()
            var expected: [UInt32: GlyphID] = [:]
            for row in file.rows {
                let code = try #require(UInt32(row[0], radix: 16), "\(file.name): \(row)")
                let glyph = try #require(UInt16(row[1]).map { GlyphID($0) }, "\(file.name): \(row)")
                expected[code] = glyph
            }
            #expect(!expected.isEmpty, "\(file.name)")
            for (code, glyph) in expected {
                #expect(map.glyph(for: code) == glyph, "\(file.name): U+\(String(code, radix: 16))")
                checked += 1
            }
            // Enumeration reports exactly the same mappings.
            var seen: [UInt32: GlyphID] = [:]
            map.forEachMapping { code, glyph in seen[code] = glyph }
            #expect(seen == expected, "\(file.name): forEachMapping differs (\(seen.count) vs \(expected.count))")
            // Unmapped code points (every BMP code point and the start of plane 2) give nil, both
            // through the page table and by searching the subtable directly.
            var unmappedChecked = 0
            for code in UInt32(0)..<0x2_1000 {
                let glyph = expected[code]
                let fromMap = map.glyph(for: code)
                let direct = map.subtable.glyph(for: code)
                if fromMap != glyph || (direct == 0 ? nil : direct) != glyph {
                    Issue.record("\(file.name): U+\(String(code, radix: 16)) gives \(String(describing: fromMap)) / \(direct), fontTools \(String(describing: glyph))")
                    break
                }
                if glyph == nil { unmappedChecked += 1 }
            }
            #expect(unmappedChecked > 0)
            for code: UInt32 in [0x11_0000, 0xFFFF_FFFF, 0x10_FFFF] {
                #expect(map.glyph(for: code) == expected[code])
            }
        }
        print("cmap: \(checked) mappings checked in \(files.count) faces")
    }

    @Test func scalarConvenienceMatches() throws {
        let face = try FontFace(contentsOfFile: Repo.dejaVu)
        let map = try face.characterMap()
        #expect(map.glyph(for: "A" as Unicode.Scalar) == map.glyph(for: 0x41))
        #expect(map.glyph(for: "A" as Unicode.Scalar) != nil)
        #expect(map.format == 4)
        #expect(map.platformID == 3 && map.encodingID == 1)
    }

    // MARK: Hand-built subtables (values follow the OpenType cmap specification)

    /// A cmap table with the given encoding records, all pointing at `subtable`.
    static func cmap(_ records: [(Int, Int)], subtable: [UInt8]) -> TableData {
        var b = ByteBuilder()
        b.u16(0); b.u16(records.count)
        for (platform, encoding) in records {
            b.u16(platform); b.u16(encoding); b.u32(UInt32(4 + records.count * 8))
        }
        b.append(subtable)
        return b.table("cmap")
    }

    /// Format 4 with segments (start, end, delta, rangeOffset) and a glyph id array.
    static func format4(_ segments: [(Int, Int, Int, Int)], glyphArray: [Int] = [], segCountOverride: Int? = nil) -> [UInt8] {
        var b = ByteBuilder()
        let segCount = segments.count
        b.u16(4); b.u16(16 + segCount * 8 + glyphArray.count * 2); b.u16(0)
        b.u16((segCountOverride ?? segCount) * 2); b.u16(0); b.u16(0); b.u16(0)
        for s in segments { b.u16(s.1) }
        b.u16(0)
        for s in segments { b.u16(s.0) }
        for s in segments { b.u16(s.2) }
        for s in segments { b.u16(s.3) }
        for g in glyphArray { b.u16(g) }
        return b.bytes
    }

    @Test func format4DeltaAndRangeOffsets() throws {
        // Segment 0: 'A'...'C' -> glyphs 10...12 by delta. Segment 1: 'a'...'c' through the glyph
        // array [20, 0, 22] with delta 1 -> 21, unmapped, 23. Last segment 0xFFFF -> 0.
        // idRangeOffset of segment 1 (at position 16 + 6*3 + 2 = 36) reaches the array at 16 + 8*3 = 40: 4.
        let sub = Self.format4([(0x41, 0x43, 10 - 0x41, 0), (0x61, 0x63, 1, 4), (0xFFFF, 0xFFFF, 1, 0)], glyphArray: [20, 0, 22])
        let map = try CharacterMap(Self.cmap([(3, 1)], subtable: sub))
        #expect(map.glyph(for: 0x41) == 10)
        #expect(map.glyph(for: 0x43) == 12)
        #expect(map.glyph(for: 0x44) == nil)
        #expect(map.glyph(for: 0x61) == 21)
        #expect(map.glyph(for: 0x62) == nil)
        #expect(map.glyph(for: 0x63) == 23)
        #expect(map.glyph(for: 0xFFFF) == nil)
        #expect(map.glyph(for: 0x1_0041) == nil)
        var all: [UInt32: GlyphID] = [:]
        map.forEachMapping { all[$0] = $1 }
        #expect(all == [0x41: 10, 0x42: 11, 0x43: 12, 0x61: 21, 0x63: 23])
    }

    @Test func format4SegCountBeyondTableIsATypedError() {
        let sub = Self.format4([(0x41, 0x43, 1, 0), (0xFFFF, 0xFFFF, 1, 0)], segCountOverride: 500)
        #expect {
            try CharacterMap(Self.cmap([(3, 1)], subtable: sub))
        } throws: { error in
            guard let error = error as? FontError else { return false }
            return error.reason == .truncated && error.table == "cmap"
        }
    }

    @Test func format4RangeOffsetPastTheEndIsUnmapped() throws {
        let sub = Self.format4([(0x41, 0x5A, 0, 0x7FF0), (0xFFFF, 0xFFFF, 1, 0)])
        let map = try CharacterMap(Self.cmap([(3, 1)], subtable: sub))
        for code in UInt32(0x41)...0x5A { #expect(map.glyph(for: code) == nil) }
        var count = 0
        map.forEachMapping { _, _ in count += 1 }
        #expect(count == 0)
    }

    @Test func format4UnsortedOverlappingSegmentsDoNotTrap() throws {
        let sub = Self.format4([(0x0, 0xFFFF, 5, 0), (0x10, 0x20, 7, 0), (0x0, 0xFFFF, 9, 0)])
        let map = try CharacterMap(Self.cmap([(3, 1)], subtable: sub))
        var count = 0
        map.forEachMapping { _, _ in count += 1 }
        #expect(count <= 0x1_0000)
        _ = map.glyph(for: 0x15)
    }

    static func groups(format: Int, _ groups: [(UInt32, UInt32, UInt32)], countOverride: UInt32? = nil) -> [UInt8] {
        var b = ByteBuilder()
        b.u16(format); b.u16(0); b.u32(UInt32(16 + groups.count * 12)); b.u32(0)
        b.u32(countOverride ?? UInt32(groups.count))
        for g in groups { b.u32(g.0); b.u32(g.1); b.u32(g.2) }
        return b.bytes
    }

    @Test func format12And13() throws {
        let sub12 = Self.groups(format: 12, [(0x41, 0x43, 5), (0x1_F600, 0x1_F601, 100)])
        let map12 = try CharacterMap(Self.cmap([(3, 10)], subtable: sub12))
        #expect(map12.format == 12)
        #expect(map12.glyph(for: 0x41) == 5)
        #expect(map12.glyph(for: 0x43) == 7)
        #expect(map12.glyph(for: 0x44) == nil)
        #expect(map12.glyph(for: 0x1_F601) == 101)
        #expect(map12.subtable.glyph(for: 0x1_F601) == 101)
        let sub13 = Self.groups(format: 13, [(0x41, 0x43, 5)])
        let map13 = try CharacterMap(Self.cmap([(0, 4)], subtable: sub13))
        #expect(map13.format == 13)
        #expect(map13.glyph(for: 0x41) == 5 && map13.glyph(for: 0x43) == 5)
    }

    @Test func format12GlyphOverflowAndHugeRangesAreSafe() throws {
        // A start glyph near the top of UInt32 and a group covering all code points; the page
        // table is abandoned (too many pages) and lookups search the subtable.
        let sub = Self.groups(format: 12, [(0x41, 0x42, 0xFFFF_FFFF), (0x100, 0xFFFF_FFFF, 1)])
        let map = try CharacterMap(Self.cmap([(3, 10)], subtable: sub))
        #expect(map.glyph(for: 0x41) == nil)
        #expect(map.glyph(for: 0x100) == 1)
        #expect(map.glyph(for: 0x1FF) == 256)
        #expect(map.glyph(for: 0x10_FFFF) == nil)  // glyph id above 65535
        var count = 0
        map.forEachMapping { _, _ in count += 1 }
        #expect(count == 0x1_0000 - 1)  // glyphs 1...65535
        // A many-to-one group over the whole code space needs more pages than the page table
        // holds: lookups search the subtable.
        let sub13 = Self.groups(format: 13, [(0, 0xFFFF_FFFF, 3)])
        let map13 = try CharacterMap(Self.cmap([(3, 10)], subtable: sub13))
        #expect(map13.pages == nil)
        #expect(map13.glyph(for: 0x10_FFFF) == 3 && map13.glyph(for: 0) == 3 && map13.glyph(for: 0x11_0000) == nil)
    }

    @Test func format12GroupCountBeyondTableIsATypedError() {
        let sub = Self.groups(format: 12, [(0x41, 0x42, 3)], countOverride: 0x1000_0000)
        #expect(throws: FontError.self) { try CharacterMap(Self.cmap([(3, 10)], subtable: sub)) }
    }

    @Test func formats0And6And10() throws {
        var b0 = ByteBuilder()
        b0.u16(0); b0.u16(262); b0.u16(0)
        for i in 0..<256 { b0.u8(i == 0x41 ? 9 : 0) }
        let map0 = try CharacterMap(Self.cmap([(0, 3)], subtable: b0.bytes))
        #expect(map0.glyph(for: 0x41) == 9 && map0.glyph(for: 0x42) == nil && map0.glyph(for: 0x141) == nil)

        var b6 = ByteBuilder()
        b6.u16(6); b6.u16(16); b6.u16(0); b6.u16(0x30); b6.u16(3); b6.u16(4); b6.u16(0); b6.u16(6)
        let map6 = try CharacterMap(Self.cmap([(3, 1)], subtable: b6.bytes))
        #expect(map6.glyph(for: 0x30) == 4 && map6.glyph(for: 0x31) == nil && map6.glyph(for: 0x32) == 6)
        #expect(map6.glyph(for: 0x33) == nil && map6.glyph(for: 0x2F) == nil)

        var b10 = ByteBuilder()
        b10.u16(10); b10.u16(0); b10.u32(24); b10.u32(0); b10.u32(0x1_0000); b10.u32(2); b10.u16(7); b10.u16(8)
        let map10 = try CharacterMap(Self.cmap([(3, 10)], subtable: b10.bytes))
        #expect(map10.glyph(for: 0x1_0000) == 7 && map10.glyph(for: 0x1_0001) == 8 && map10.glyph(for: 0x1_0002) == nil)
    }

    @Test func preferenceOrderAndUnsupportedFormats() throws {
        // Only a variation-sequence subtable: an empty map, not an error.
        var b14 = ByteBuilder()
        b14.u16(14); b14.u32(10); b14.u32(0)
        let empty = try CharacterMap(Self.cmap([(0, 5)], subtable: b14.bytes))
        #expect(empty.format == -1 && empty.glyph(for: 0x41) == nil)
        // (3,10) is preferred over (3,1) even when listed later.
        var b = ByteBuilder()
        let f4 = Self.format4([(0x41, 0x41, 1, 0), (0xFFFF, 0xFFFF, 1, 0)])
        let f12 = Self.groups(format: 12, [(0x41, 0x41, 77)])
        b.u16(0); b.u16(2)
        b.u16(3); b.u16(1); b.u32(20)
        b.u16(3); b.u16(10); b.u32(UInt32(20 + f4.count))
        b.append(f4); b.append(f12)
        let map = try CharacterMap(b.table("cmap"))
        #expect(map.format == 12 && map.glyph(for: 0x41) == 77)
    }

    @Test func subtableOffsetPastTheEndIsATypedError() {
        var b = ByteBuilder()
        b.u16(0); b.u16(1); b.u16(3); b.u16(1); b.u32(4000)
        #expect(throws: FontError.self) { try CharacterMap(b.table("cmap")) }
        var short = ByteBuilder()
        short.u16(0); short.u16(20)
        #expect(throws: FontError.self) { try CharacterMap(short.table("cmap")) }
    }
}
