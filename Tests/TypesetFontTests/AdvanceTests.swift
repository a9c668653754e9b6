import Testing
@testable import TypesetFont

/// Horizontal metrics against fontTools' hmtx (Scripts/expectations_cmap.py, aspect `advances`).
@Suite struct AdvanceTests {
    @Test func everyGlyphMatchesFontTools() throws {
        let files = try ExpectationFile.all(aspect: "advances")
        #expect(!files.isEmpty)
        var checked = 0
        for file in files {
            let face = try file.openFace()
            let metrics = try face.horizontalMetrics()
            #expect(file.rows.count == face.numGlyphs, "\(file.name)")
            for row in file.rows {
                let glyph = try #require(UInt16(row[0]).map { GlyphID($0) })
                let advance = try #require(Int(row[1]))
                let bearing = try #require(Int(row[2]))
                if metrics.advance(of: glyph) != advance || metrics.leftSideBearing(of: glyph) != bearing {
                    Issue.record("\(file.name) glyph \(glyph): \(metrics.advance(of: glyph)), \(metrics.leftSideBearing(of: glyph)); fontTools \(advance), \(bearing)")
                }
                checked += 1
            }
            if face.numGlyphs < 0xFFFF {
                #expect(metrics.advance(of: GlyphID(truncatingIfNeeded: face.numGlyphs)) == 0)
                #expect(metrics.leftSideBearing(of: GlyphID(truncatingIfNeeded: face.numGlyphs)) == 0)
            }
        }
        print("advances: \(checked) glyphs checked in \(files.count) faces")
    }

    @Test func glyphsAfterTheFullEntriesRepeatTheLastAdvance() throws {
        // Two full entries (500, 10), (600, -20) and two bearings 30, -40 for four glyphs.
        var b = ByteBuilder()
        b.u16(500); b.i16(10); b.u16(600); b.i16(-20); b.i16(30); b.i16(-40)
        let metrics = try HorizontalMetrics(b.table("hmtx"), numberOfHMetrics: 2, glyphCount: 4)
        #expect([0, 1, 2, 3].map { metrics.advance(of: $0) } == [500, 600, 600, 600])
        #expect([0, 1, 2, 3].map { metrics.leftSideBearing(of: $0) } == [10, -20, 30, -40])
        #expect(metrics.advance(of: 4) == 0)
        // A bearing array cut short reads as 0.
        let short = try HorizontalMetrics(b.table("hmtx"), numberOfHMetrics: 2, glyphCount: 6)
        #expect(short.leftSideBearing(of: 5) == 0 && short.advance(of: 5) == 600)
    }

    @Test func malformedTablesAreTypedErrors() {
        var b = ByteBuilder()
        b.u16(500); b.i16(10)
        #expect(throws: FontError.self) { try HorizontalMetrics(b.table("hmtx"), numberOfHMetrics: 3, glyphCount: 3) }
        #expect(throws: FontError.self) { try HorizontalMetrics(b.table("hmtx"), numberOfHMetrics: 0, glyphCount: 3) }
        // numberOfHMetrics above the glyph count is clamped.
        #expect((try? HorizontalMetrics(b.table("hmtx"), numberOfHMetrics: 9, glyphCount: 1))?.numberOfHMetrics == 1)
    }
}
