import Testing
@testable import TypesetFont
@testable import TypesetShaping

/// Hand-built GPOS tables, put into a fixture face, for the subtable rules HarfBuzz applies
/// (PairPosFormat1/2 `apply`) as the shaper's compiled lookups apply them (``Kerning``): a
/// format 1 subtable without the pair passes on to the next subtable; a format 2 subtable whose
/// coverage holds the first glyph decides the pair even when its value is 0.
@Suite struct KerningGPOSTests {
    /// Format 1 coverage of sorted glyphs.
    static func coverage(_ glyphs: [Int]) -> [UInt8] {
        var b = ByteBuilder()
        b.u16(1); b.u16(glyphs.count)
        for g in glyphs { b.u16(g) }
        return b.bytes
    }

    /// PairPos format 1 with value format 1 = xAdvance only.
    static func pairPos1(_ sets: [(Int, [(Int, Int)])]) -> [UInt8] {
        var b = ByteBuilder()
        let header = 10 + sets.count * 2
        var body = ByteBuilder()
        var offsets: [Int] = []
        for (_, pairs) in sets {
            offsets.append(header + body.count)
            body.u16(pairs.count)
            for (second, value) in pairs { body.u16(second); body.i16(value) }
        }
        let coverageOffset = header + body.count
        b.u16(1); b.u16(coverageOffset); b.u16(4); b.u16(0); b.u16(sets.count)
        for o in offsets { b.u16(o) }
        b.append(body.bytes)
        b.append(coverage(sets.map { $0.0 }))
        return b.bytes
    }

    /// PairPos format 2: first glyphs `covered`, class 1 = `firstClass1`, second class 1 =
    /// `secondClass1`, values[class1][class2]; class counts may be overridden.
    static func pairPos2(covered: [Int], firstClass1: [Int], secondClass1: [Int], values: [[Int]], class2CountOverride: Int? = nil) -> [UInt8] {
        let class1Count = values.count, class2Count = values.first?.count ?? 0
        let records = 16 + class1Count * class2Count * 2
        var b = ByteBuilder()
        let cov = coverage(covered)
        func classDef(_ glyphs: [Int]) -> [UInt8] {
            var c = ByteBuilder()
            c.u16(2); c.u16(glyphs.count)
            for g in glyphs { c.u16(g); c.u16(g); c.u16(1) }
            return c.bytes
        }
        let cd1 = classDef(firstClass1), cd2 = classDef(secondClass1)
        b.u16(2); b.u16(records); b.u16(4); b.u16(0)
        b.u16(records + cov.count); b.u16(records + cov.count + cd1.count)
        b.u16(class1Count); b.u16(class2CountOverride ?? class2Count)
        for row in values { for v in row { b.i16(v) } }
        b.append(cov); b.append(cd1); b.append(cd2)
        return b.bytes
    }

    static func extensionWrapping(_ subtable: [UInt8]) -> [UInt8] {
        var b = ByteBuilder()
        b.u16(1); b.u16(2); b.u32(8)
        b.append(subtable)
        return b.bytes
    }

    /// A GPOS table with script DFLT whose default language system has one feature (`kern`
    /// unless `feature` says otherwise) using every lookup; lookups are (type, subtables).
    static func gpos(_ lookups: [(Int, [[UInt8]])], feature: TypesetFont.Tag = "kern") -> [UInt8] {
        var scriptList = ByteBuilder()
        scriptList.u16(1); scriptList.tag("DFLT"); scriptList.u16(8)
        scriptList.u16(4); scriptList.u16(0)  // Script: default LangSys at 4, no others
        scriptList.u16(0); scriptList.u16(0xFFFF); scriptList.u16(1); scriptList.u16(0)
        var featureList = ByteBuilder()
        featureList.u16(1); featureList.tag(feature); featureList.u16(8)
        featureList.u16(0); featureList.u16(lookups.count)
        for i in lookups.indices { featureList.u16(i) }
        var lookupList = ByteBuilder()
        lookupList.u16(lookups.count)
        var lookupTables: [[UInt8]] = []
        for (type, subtables) in lookups {
            var l = ByteBuilder()
            l.u16(type); l.u16(0); l.u16(subtables.count)
            var offset = 6 + subtables.count * 2
            for s in subtables { l.u16(offset); offset += s.count }
            for s in subtables { l.append(s) }
            lookupTables.append(l.bytes)
        }
        var offset = 2 + lookups.count * 2
        for t in lookupTables { lookupList.u16(offset); offset += t.count }
        for t in lookupTables { lookupList.append(t) }
        var b = ByteBuilder()
        b.u16(1); b.u16(0); b.u16(10); b.u16(10 + scriptList.count); b.u16(10 + scriptList.count + featureList.count)
        b.append(scriptList.bytes); b.append(featureList.bytes); b.append(lookupList.bytes)
        return b.bytes
    }

    /// The DejaVu Sans fixture with `gpos` as its `GPOS` table and without `GDEF` (no glyph is
    /// skipped) or `kern`, prepared for shaping.
    static func face(gpos: [UInt8]) throws -> ShapingFont {
        let data = try FontData(contentsOfFile: Repo.dejaVu)
        let bytes = data.bytes(in: 0..<data.count)
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        var tables: [(tag: UInt32, bytes: [UInt8])] = []
        for index in 0..<u16(4) {
            let record = 12 + index * 16
            let tag = UInt32(u32(record))
            guard tag != ("GPOS" as TypesetFont.Tag).rawValue, tag != ("GDEF" as TypesetFont.Tag).rawValue, tag != ("kern" as TypesetFont.Tag).rawValue else { continue }
            tables.append((tag, Array(bytes[u32(record + 8)..<(u32(record + 8) + u32(record + 12))])))
        }
        tables.append((("GPOS" as TypesetFont.Tag).rawValue, gpos))
        tables.sort { $0.tag < $1.tag }
        var file = ByteBuilder()
        file.u32(0x0001_0000); file.u16(tables.count); file.u16(0); file.u16(0); file.u16(0)
        var offset = 12 + tables.count * 16
        for table in tables {
            file.u32(table.tag); file.u32(0); file.u32(UInt32(offset)); file.u32(UInt32(table.bytes.count))
            offset += (table.bytes.count + 3) & ~3
        }
        for table in tables {
            file.append(table.bytes)
            file.append(Array(repeating: 0, count: ((table.bytes.count + 3) & ~3) - table.bytes.count))
        }
        return try ShapingFont(face: FontFile(data: FontData(file.bytes)).face(at: 0))
    }

    @Test func firstSubtableWithThePairDecides() throws {
        // Lookup 0: format 1 kerns (1,3) = -10; format 2 covers glyph 1 with value 0 for class
        // pair (1,1) = (1,2) and -99 for class 0; a later format 1 kerning (1,2) = -50 is never reached.
        let lookup0: [[UInt8]] = [
            Self.pairPos1([(1, [(3, -10)])]),
            Self.pairPos2(covered: [1], firstClass1: [1], secondClass1: [2], values: [[0, 0], [-99, 0]]),
            Self.pairPos1([(1, [(2, -50)])]),
        ]
        // Lookup 1 (extension): format 1 kerns (1,2) = 7 and (5,6) = -3; values add up.
        let lookup1: [[UInt8]] = [Self.extensionWrapping(Self.pairPos1([(1, [(2, 7)]), (5, [(6, -3)])]))]
        let kerning = try Self.face(gpos: Self.gpos([(2, lookup0), (9, lookup1)])).kerning(script: "latn")
        #expect(kerning.source == .gpos)
        #expect(kerning.script == "DFLT")
        #expect(kerning.lookupIndices == [0, 1])
        #expect(kerning.adjustment(1, 3) == -10)  // format 1 decides
        #expect(kerning.adjustment(1, 2) == 0 + 7)  // format 2 decides with 0; lookup 1 adds 7
        #expect(kerning.adjustment(1, 4) == -99)  // class 0 of the second glyph
        #expect(kerning.adjustment(5, 6) == -3)
        #expect(kerning.adjustment(2, 1) == 0)
    }

    @Test func classOutOfRangePassesToTheNextSubtable() throws {
        // Second-glyph class 1 with class2Count 1: HarfBuzz does not apply the subtable.
        let lookup: [[UInt8]] = [
            Self.pairPos2(covered: [1], firstClass1: [], secondClass1: [2], values: [[0]]),
            Self.pairPos1([(1, [(2, -50)])]),
        ]
        let kerning = try Self.face(gpos: Self.gpos([(2, lookup)])).kerning()
        #expect(kerning.adjustment(1, 2) == -50)
    }

    @Test func classRecordsBeyondTheTableAreDropped() throws {
        // class1Count 0x7F02: the records run past the table; the shaper drops the subtable (as
        // HarfBuzz's sanitizer does) and the valid subtable after it still applies.
        var sub = Self.pairPos2(covered: [1], firstClass1: [1], secondClass1: [2], values: [[-20, -20], [-20, -20]])
        sub[12] = 0x7F  // class1Count high byte
        let kerning = try Self.face(gpos: Self.gpos([(2, [sub]), (2, [Self.pairPos1([(1, [(3, -5)])])])])).kerning()
        #expect(kerning.source == .gpos)
        #expect(kerning.adjustment(1, 2) == 0)
        #expect(kerning.adjustment(1, 3) == -5)
    }

    @Test func withoutAKernFeatureThereIsNoKerning() throws {
        let kerning = try Self.face(gpos: Self.gpos([(2, [Self.pairPos1([(1, [(2, -50)])])])], feature: "dist")).kerning()
        #expect(kerning.source == .none)
        #expect(kerning.adjustment(1, 2) == 0)
    }
}
