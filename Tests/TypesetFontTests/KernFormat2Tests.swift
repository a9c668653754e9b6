import Foundation
import Testing
@testable import TypesetFont

/// Legacy `kern` format 2 (class-based) subtables against HarfBuzz, and hand-built tables.
@Suite struct KernFormat2Tests {
    /// Tests/TypesetFontTests/Expectations/kern-format2.json, written by
    /// Scripts/expectations_kern_format2.py.
    struct Expectations: Decodable {
        struct Variant: Decodable {
            let name: String
            /// File offsets and the 16-bit values written there.
            let patches: [[Int]]
            /// The pairs HarfBuzz kerns, as [left, right, value]; every other pair is 0.
            let pairs: [[Int]]
        }
        let font: String
        let glyphCount: Int
        let variants: [Variant]
    }

    @Test func everyPairMatchesHarfBuzz() throws {
        let json = try Data(contentsOf: URL(fileURLWithPath: Repo.path("Tests/TypesetFontTests/Expectations/kern-format2.json")))
        let expectations = try JSONDecoder().decode(Expectations.self, from: json)
        let file = try FontData(contentsOfFile: Repo.path(expectations.font))
        let original = file.bytes(in: 0..<file.count)
        #expect(expectations.variants.count > 1)
        var compared = 0, kerned = 0
        for variant in expectations.variants {
            var bytes = original
            for patch in variant.patches {
                let offset = try #require(patch.first), value = try #require(patch.last)
                bytes[offset] = UInt8(truncatingIfNeeded: value >> 8)
                bytes[offset + 1] = UInt8(truncatingIfNeeded: value)
            }
            let face = try FontFace(data: FontData(bytes))
            let table = try #require(try face.kernTable(), "\(variant.name)")
            #expect(table.subtableCount == 3, "\(variant.name)")
            var expected: [UInt32: Int] = [:]
            for pair in variant.pairs {
                try #require(pair.count == 3)
                expected[UInt32(pair[0]) << 16 | UInt32(pair[1])] = pair[2]
            }
            for left in 0..<expectations.glyphCount {
                for right in 0..<expectations.glyphCount {
                    let want = expected[UInt32(left) << 16 | UInt32(right)] ?? 0
                    let got = table.value(GlyphID(truncatingIfNeeded: left), GlyphID(truncatingIfNeeded: right))
                    if got != want {
                        Issue.record("\(variant.name): pair \(left), \(right) gives \(got); HarfBuzz \(want)")
                    }
                    compared += 1
                }
            }
            kerned += expected.count
            // forEachPair reports the same values (no pair of this font is kerned by two subtables).
            var seen: [UInt32: Int] = [:]
            table.forEachPair { seen[UInt32($0.rawValue) << 16 | UInt32($1.rawValue), default: 0] += $2 }
            #expect(seen.filter { $0.value != 0 } == expected, "\(variant.name)")
        }
        #expect(kerned > 0)
        print("kern format 2: \(compared) pairs (\(kerned) kerned) in \(expectations.variants.count) variants compared with HarfBuzz")
    }

    // MARK: Hand-built tables (Microsoft header)

    /// A format 2 subtable with a 6-byte Microsoft header: left glyphs 10-11 in rows 0-1, right
    /// glyphs 20-22 in columns 0-2 (glyph 22 shares column 1), values row by row.
    static func classSubtable(coverage: Int = 0x0201, values: [Int] = [0, -10, -20, 30, 40, -50]) -> [UInt8] {
        var b = ByteBuilder()
        let header = 6 + 8, left = header, right = left + 4 + 2 * 2, array = right + 4 + 3 * 2
        let length = array + values.count * 2
        b.u16(0); b.u16(length); b.u16(coverage)
        b.u16(6); b.u16(left); b.u16(right); b.u16(array)  // rowWidth 6: three columns
        b.u16(10); b.u16(2); b.u16(array); b.u16(array + 6)
        b.u16(20); b.u16(3); b.u16(0); b.u16(2); b.u16(2)
        for value in values { b.i16(value) }
        return b.bytes
    }

    @Test func classValuesAddUpWithPairLists() throws {
        let pairs = KerningTests.kernSubtable([(10, 21, -7), (3, 4, 5)])
        var ms = ByteBuilder()
        ms.u16(0); ms.u16(3)
        ms.u16(0); ms.u16(6 + pairs.count); ms.u16(0x0001); ms.append(pairs)
        ms.append(Self.classSubtable())
        ms.append(Self.classSubtable(coverage: 0x0205))  // cross-stream: skipped
        let table = try KernTable(ms.table("kern"))
        #expect(table.subtableCount == 2)
        #expect(table.value(10, 20) == 0 && table.value(10, 21) == -17 && table.value(10, 22) == -10)
        #expect(table.value(11, 20) == 30 && table.value(11, 21) == 40 && table.value(11, 22) == 40)
        #expect(table.value(3, 4) == 5)
        // Glyphs outside a class table are not kerned by it.
        #expect(table.value(9, 21) == 0 && table.value(12, 21) == 0 && table.value(10, 19) == 0 && table.value(11, 23) == 0)
        var seen: [String] = []
        table.forEachPair { seen.append("\($0) \($1) \($2)") }
        #expect(seen == ["3 4 5", "10 21 -7", "10 21 -10", "10 22 -10", "11 20 30", "11 21 40", "11 22 40"])
    }

    @Test func locationsOutsideTheArrayReadZero() throws {
        var sub = ByteBuilder()
        sub.append(Self.classSubtable())
        let left = 14, right = 22, array = 32
        sub.patch16(at: left + 4, 2)  // glyph 10's row starts before the array
        sub.patch16(at: left + 6, array + 6 + 1)  // glyph 11: an odd offset, rounded down to the array's grid
        sub.patch16(at: right + 8, 500)  // glyph 22: past the end of the table
        var ms = ByteBuilder()
        ms.u16(0); ms.u16(1); ms.append(sub.bytes)
        let table = try KernTable(ms.table("kern"))
        #expect(table.value(10, 20) == 0 && table.value(10, 21) == 0)
        #expect(table.value(11, 20) == 30 && table.value(11, 21) == 40 && table.value(11, 22) == 0)
    }

    @Test func aSubtableThatIsNotLastEndsAtItsLength() throws {
        var first = ByteBuilder()
        first.append(Self.classSubtable())
        first.patch16(at: 22 + 6, 12)  // glyph 21: column 6, just past the subtable's 6 values
        var ms = ByteBuilder()
        ms.u16(0); ms.u16(2); ms.append(first.bytes); ms.append(Self.classSubtable())
        let table = try KernTable(ms.table("kern"))
        // Only the second subtable kerns (11, 21): the first one's location lies in the second.
        #expect(table.value(11, 21) == 40 && table.value(11, 20) == 60)
    }

    @Test func truncatedClassTablesAreTypedErrors() {
        for cut in [10, 20, 30] {  // in the format 2 header, in the left class table, in the right one
            var ms = ByteBuilder()
            ms.u16(0); ms.u16(1); ms.append(Array(Self.classSubtable().prefix(cut)))
            #expect { try KernTable(ms.table("kern")) } throws: { error in
                (error as? FontError)?.reason == .truncated && (error as? FontError)?.table == "kern"
            }
        }
    }
}
