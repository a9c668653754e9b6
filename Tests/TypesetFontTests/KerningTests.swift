import Testing
@testable import TypesetFont
@testable import TypesetShaping

/// Kerning against fontTools (legacy `kern`, GPOS `kern` feature) and HarfBuzz (shaped pairs);
/// the `GPOS` pairs through the shaper's compiled lookups (``Kerning``).
@Suite struct KerningTests {
    @Test func legacyKernTableMatchesFontTools() throws {
        let files = try ExpectationFile.all(aspect: "kern")
        #expect(!files.isEmpty)
        var checked = 0
        for file in files {
            let face = try file.openFace()
            let table = try face.kernTable()
            var expected: [UInt32: Int] = [:]
            for row in file.rows {
                let left = try #require(UInt16(row[0]).map { GlyphID($0) }), right = try #require(UInt16(row[1]).map { GlyphID($0) })
                let value = try #require(Int(row[2]))
                expected[UInt32(left.rawValue) << 16 | UInt32(right.rawValue)] = value
            }
            guard let table else {
                #expect(expected.isEmpty, "\(file.name): no kern table read but fontTools lists pairs")
                continue
            }
            var seen: [UInt32: Int] = [:]
            table.forEachPair { seen[UInt32($0.rawValue) << 16 | UInt32($1.rawValue), default: 0] += $2 }
            #expect(seen.filter { $0.value != 0 } == expected, "\(file.name)")
            for (key, value) in expected {
                #expect(table.value(GlyphID(truncatingIfNeeded: key >> 16), GlyphID(truncatingIfNeeded: key & 0xFFFF)) == value)
                checked += 1
            }
        }
        print("kern: \(checked) pairs checked")
    }

    @Test func gposKernFeatureMatchesFontTools() throws {
        let files = try ExpectationFile.all(aspect: "gpos-kern")
        #expect(!files.isEmpty)
        var checked = 0, zeros = 0
        for file in files {
            let face = try file.openFace()
            let kerning = try ShapingFont(face: face).kerning()
            var buffer = GlyphBuffer()
            var expected: [UInt32: Int] = [:]
            var lefts = Set<GlyphID>(), rights = Set<GlyphID>()
            for row in file.rows {
                let left = try #require(UInt16(row[0]).map { GlyphID($0) }), right = try #require(UInt16(row[1]).map { GlyphID($0) })
                let value = try #require(Int(row[2]))
                expected[UInt32(left.rawValue) << 16 | UInt32(right.rawValue)] = value
                lefts.insert(left); rights.insert(right)
            }
            guard kerning.source == .gpos else {
                #expect(expected.isEmpty, "\(file.name): no GPOS kerning read but fontTools lists pairs")
                continue
            }
            for (key, value) in expected {
                let got = kerning.adjustment(GlyphID(truncatingIfNeeded: key >> 16), GlyphID(truncatingIfNeeded: key & 0xFFFF),
                                             reusing: &buffer)
                if got != value {
                    Issue.record("\(file.name): pair \(key >> 16), \(key & 0xFFFF) gives \(got); fontTools \(value)")
                }
                checked += 1
            }
            // Pairs fontTools does not list are not kerned: every pair of the glyphs it uses, thinned
            // evenly to at most ~250,000 pairs per face.
            let leftList = lefts.sorted(), rightList = rights.sorted()
            let stride = max(1, (leftList.count * rightList.count) / 250_000)
            var index = 0
            for left in leftList {
                for right in rightList {
                    index += 1
                    guard index % stride == 0 else { continue }
                    let key = UInt32(left.rawValue) << 16 | UInt32(right.rawValue)
                    if expected[key] == nil {
                        let got = kerning.adjustment(left, right, reusing: &buffer)
                        if got != 0 { Issue.record("\(file.name): pair \(left), \(right) gives \(got); fontTools 0") }
                        zeros += 1
                    }
                }
            }
        }
        print("gpos-kern: \(checked) kerned pairs and \(zeros) unkerned pairs checked")
    }

    @Test func kerningMatchesHarfBuzz() throws {
        let files = try ExpectationFile.all(aspect: "hb-kern")
        #expect(!files.isEmpty)
        var checked = 0, kerned = 0
        for file in files {
            let face = try file.openFace()
            let map = try face.characterMap()
            let kerning = try ShapingFont(face: face).kerning()
            for row in file.rows {
                let a = try #require(UInt32(row[0], radix: 16)), b = try #require(UInt32(row[1], radix: 16))
                let left = try #require(UInt16(row[2]).map { GlyphID($0) }), right = try #require(UInt16(row[3]).map { GlyphID($0) })
                let value = try #require(Int(row[4]))
                #expect(map.glyph(for: a) == left && map.glyph(for: b) == right, "\(file.name): \(row)")
                let got = kerning.adjustment(left, right)
                if got != value {
                    Issue.record("\(file.name): U+\(row[0]) U+\(row[1]) gives \(got); HarfBuzz \(value)")
                }
                checked += 1
                if value != 0 { kerned += 1 }
            }
        }
        #expect(kerned > 0)
        print("hb-kern: \(checked) pairs (\(kerned) kerned) checked against HarfBuzz")
    }

    @Test func gposWinsOverTheKernTable() throws {
        let face = try FontFace(contentsOfFile: Repo.dejaVu)
        let kern = try #require(try face.kernTable())
        let kerning = try ShapingFont(face: face).kerning()
        #expect(kerning.source == .gpos)
        #expect(kerning.script == "latn")
        let kernOnly = Kerning(source: .kern, script: nil, face: nil, lookups: [], kern: kern)
        var kerned = 0
        kern.forEachPair { left, right, value in
            if kernOnly.adjustment(left, right) == value { kerned += 1 }
        }
        #expect(kerned > 0)
        #expect(Kerning.none.adjustment(1, 2) == 0)
    }

    // MARK: Hand-built legacy kern tables

    static func kernSubtable(_ pairs: [(Int, Int, Int)], nPairsOverride: Int? = nil) -> [UInt8] {
        var b = ByteBuilder()
        b.u16(nPairsOverride ?? pairs.count); b.u16(0); b.u16(0); b.u16(0)
        for p in pairs { b.u16(p.0); b.u16(p.1); b.i16(p.2) }
        return b.bytes
    }

    @Test func microsoftAndAppleHeaders() throws {
        let pairs = Self.kernSubtable([(1, 2, -50), (1, 3, 20), (4, 1, -7)])
        var ms = ByteBuilder()
        ms.u16(0); ms.u16(2)
        ms.u16(0); ms.u16(6 + pairs.count); ms.u16(0x0001); ms.append(pairs)  // horizontal
        ms.u16(0); ms.u16(6 + pairs.count); ms.u16(0x0005); ms.append(pairs)  // cross-stream: skipped
        let table = try KernTable(ms.table("kern"))
        #expect(table.subtableCount == 1)
        #expect(table.value(1, 2) == -50 && table.value(1, 3) == 20 && table.value(4, 1) == -7 && table.value(2, 1) == 0)

        var apple = ByteBuilder()
        apple.u32(0x0001_0000); apple.u32(2)
        apple.u32(UInt32(8 + pairs.count)); apple.u16(0x0000); apple.u16(0); apple.append(pairs)
        apple.u32(UInt32(8 + pairs.count)); apple.u16(0x8000); apple.u16(0); apple.append(pairs)  // vertical: skipped
        let appleTable = try KernTable(apple.table("kern"))
        #expect(appleTable.subtableCount == 1)
        #expect(appleTable.value(1, 2) == -50 && appleTable.value(4, 1) == -7)
    }

    @Test func unsortedPairsAreStillFound() throws {
        let pairs = Self.kernSubtable([(4, 1, -7), (1, 3, 20), (1, 2, -50), (1, 3, 25)])
        var ms = ByteBuilder()
        ms.u16(0); ms.u16(1); ms.u16(0); ms.u16(6 + pairs.count); ms.u16(0x0001); ms.append(pairs)
        let table = try KernTable(ms.table("kern"))
        #expect(table.value(1, 2) == -50 && table.value(1, 3) == 25 && table.value(4, 1) == -7)
    }

    @Test func pairCountBeyondTableIsATypedError() {
        let pairs = Self.kernSubtable([(1, 2, -50)], nPairsOverride: 4000)
        var ms = ByteBuilder()
        ms.u16(0); ms.u16(1); ms.u16(0); ms.u16(6 + pairs.count); ms.u16(0x0001); ms.append(pairs)
        #expect { try KernTable(ms.table("kern")) } throws: { error in
            (error as? FontError)?.reason == .truncated && (error as? FontError)?.table == "kern"
        }
    }
}
