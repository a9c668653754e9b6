import Testing
@testable import TypesetFont

/// Vertical metrics (`vhea`, `vmtx`, `VORG`, and `VVAR` at instances) against fontTools and
/// HarfBuzz (Scripts/expectations_vertical.py): every glyph's advance height, top side bearing,
/// vertical origin and `VVAR`'s side bearing deltas, on Noto Sans CJK (static) and the CFF2
/// fixture with `VVAR` at five locations.
@Suite struct VerticalMetricsTests {
    @Test func everyGlyphMatchesFontToolsAndHarfBuzz() throws {
        let files = try ExpectationFile.all(aspect: "vertical")
        #expect(files.count >= 2)
        var checked = 0, varied = 0
        for file in files {
            let base = try file.openFace()
            var faces: [Substring: FontFace] = [:]
            var wrong: [String] = []
            for row in file.rows {
                guard row.count == 7, let glyph = UInt16(row[1]) else {
                    Issue.record("\(file.name): malformed row \(row)")
                    continue
                }
                let face: FontFace
                if let cached = faces[row[0]] {
                    face = cached
                } else {
                    face = row[0] == "default" ? base : try base.instance(VariationTests.settings(row[0]))
                    faces[row[0]] = face
                }
                let id = GlyphID(glyph)
                guard let metrics = try face.verticalMetrics() else {
                    Issue.record("\(file.name): no vertical metrics")
                    break
                }
                let origins = try face.verticalOrigins()
                let origin = origins.map { String($0.origin(of: id)) } ?? "-"
                let got = [String(metrics.advanceHeight(of: id)), String(metrics.topSideBearing(of: id)), origin,
                           String(metrics.topSideBearingDelta(of: id)), String(metrics.bottomSideBearingDelta(of: id))]
                let expected = row[2...].map(String.init)
                if got != expected { wrong.append("\(row[0]) \(glyph): \(got) vs \(expected)") }
                checked += 1
                if row[0] != "default" { varied += 1 }
            }
            #expect(wrong.isEmpty, "\(file.name): \(wrong.count) glyphs differ: \(wrong.prefix(6))")
        }
        #expect(varied > 0)
        print("vertical metrics: \(checked) glyph rows checked, \(varied) at instances")
    }

    @Test func theInstanceMovesEveryVerticalMetric() throws {
        let base = try FontFace(contentsOfFile: Repo.variableVVAR)
        let bold = try base.instance([VariationSetting("wght", 900)])
        let (plain, varied) = (try #require(try base.verticalMetrics()), try #require(try bold.verticalMetrics()))
        let (plainOrigins, variedOrigins) = (try #require(try base.verticalOrigins()), try #require(try bold.verticalOrigins()))
        for glyph in 0..<base.numGlyphs {
            let id = GlyphID(UInt16(glyph))
            // The fixture's deltas at wght's maximum are all non-zero (make_fixtures.py --vvar).
            #expect(varied.advanceHeight(of: id) > plain.advanceHeight(of: id))
            #expect(varied.topSideBearing(of: id) != plain.topSideBearing(of: id))
            #expect(varied.bottomSideBearingDelta(of: id) > 0 && plain.bottomSideBearingDelta(of: id) == 0)
            #expect(variedOrigins.origin(of: id) > plainOrigins.origin(of: id))
        }
        // Past the glyph count: zero, not a trap.
        #expect(varied.advanceHeight(of: GlyphID(UInt16(base.numGlyphs))) == 0)
        #expect(varied.topSideBearing(of: GlyphID(UInt16(base.numGlyphs))) == 0)
        // A face without vhea has no vertical metrics; a TrueType face no VORG.
        #expect(try FontFace(contentsOfFile: Repo.dejaVu).verticalMetrics() == nil)
        #expect(try FontFace(contentsOfFile: Repo.interVariable).verticalOrigins() == nil)
    }

    @Test func validationReadsVerticalVariations() throws {
        let report = try FaceValidationReport(validating: FontFace(contentsOfFile: Repo.variableVVAR))
        #expect(report.axes == 2 && report.instancesRead == 3)
    }
}
