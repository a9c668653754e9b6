import Testing
@testable import TypesetFont

/// Variable fonts against fontTools, HarfBuzz and FreeType (Scripts/expectations_variations.py):
/// axes and named instances, normalization, the static instances of fontTools' instancer,
/// HarfBuzz's advances and FreeType's outlines at several locations.
@Suite struct VariationTests {
    /// `wght=650,slnt=-5` as settings.
    static func settings(_ location: Substring) -> [VariationSetting] {
        guard case .success(let settings) = VariationSetting.parseList(String(location)) else { return [] }
        return settings
    }

    @Test func axesAndNamedInstancesMatchFontTools() throws {
        let files = try ExpectationFile.all(aspect: "axes")
        #expect(!files.isEmpty)
        for file in files {
            let face = try file.openFace()
            #expect(face.isVariable)
            let axes = try face.fontVariations()?.axes ?? []
            let instances = try face.fontVariations()?.instances ?? []
            let axisRows = file.rows.filter { $0[0] == "axis" }
            let instanceRows = file.rows.filter { $0[0] == "instance" }
            #expect(axes.count == axisRows.count, "\(file.name)")
            for (axis, row) in zip(axes, axisRows) {
                #expect(axis.tag == Tag(String(row[1])), "\(file.name)")
                #expect(axis.name == String(row[2]), "\(file.name)")
                #expect(axis.minValue == Double(row[3]) && axis.defaultValue == Double(row[4]) && axis.maxValue == Double(row[5]),
                        "\(file.name) \(axis)")
                #expect(Int(axis.flags) == Int(row[6]), "\(file.name)")
            }
            #expect(instances.count == instanceRows.count, "\(file.name)")
            for (instance, row) in zip(instances, instanceRows) {
                #expect(instance.name == String(row[1]), "\(file.name)")
                let expected = VariationTests.settings(row[2]).map(\.value)
                #expect(instance.coordinates == expected, "\(file.name) \(instance.name ?? "")")
                #expect(instance.postScriptNameID == (row.count > 3 ? Int(row[3]) : nil), "\(file.name)")
            }
        }
    }

    @Test func validationReadsInstances() throws {
        for path in [Repo.interVariable, Repo.variableSynthetic, Repo.variableCFF2, Repo.variableVVAR, Repo.variableAvar2] {
            let report = try FaceValidationReport(validating: FontFace(contentsOfFile: path))
            #expect(report.axes == 2 && report.instancesRead == 3, "\(path)")
        }
        #expect(try FaceValidationReport(validating: FontFace(contentsOfFile: Repo.dejaVu), glyphLimit: 10).instancesRead == 0)
    }

    @Test func avarVersion2MovesEachAxisByTheOther() throws {
        // The fixture's avar 2 (make_fixtures.py --avar2): slanting adds 0.25 to wght, the
        // heaviest weight takes 0.125 off slnt; the expectations (HarfBuzz, fontTools, the
        // specification's steps) check every location, this checks the table is what moves them.
        let face = try FontFace(contentsOfFile: Repo.variableAvar2)
        let axes = try face.fontVariations()?.axes ?? []
        let avar = try #require(try face.axisVariations(axisCount: axes.count))
        // fontTools leaves out an identity axis index map: axis i reads row i (the no-map path).
        #expect(avar.variationStore != nil && avar.axisIndexMap == nil)
        #expect(avar.applyVariations([0, -16384]) == [4096, -16384])
        #expect(avar.applyVariations([16384, 0]) == [16384, -2048])
        #expect(avar.applyVariations([0, 0]) == [0, 0])
        #expect(try AxisNormalization.coordinates(for: [VariationSetting("wght", 400), VariationSetting("slnt", -10)], of: face) == [4096, -16384])
        // Version 1 leaves coordinates alone.
        let plain = try FontFace(contentsOfFile: Repo.variableSynthetic)
        #expect(try plain.axisVariations(axisCount: 2)?.applyVariations([123, -456]) == [123, -456])
    }

    @Test func instancesAreCachedAndCheapToUse() throws {
        let base = try FontFace(contentsOfFile: Repo.interVariable)
        let bold = try base.instance([VariationSetting("wght", 700)])
        // Varying an instance starts again from the default: the same as varying the base.
        let again = try bold.instance([VariationSetting("wght", 300)])
        let light = try base.instance([VariationSetting("wght", 300)])
        #expect(again.normalizedCoordinates == light.normalizedCoordinates)
        #expect(try again.metrics() == light.metrics() && again.os2 == light.os2 && again.hhea == light.hhea)
        let a = try again.horizontalMetrics(), b = try light.horizontalMetrics()
        #expect((0..<base.numGlyphs).allSatisfy { a.advance(of: GlyphID(UInt16($0))) == b.advance(of: GlyphID(UInt16($0))) })
        // Out-of-range values clamp; unknown axes are ignored.
        let clamped = try base.instance([VariationSetting("wght", 5000), VariationSetting("wdth", 50)])
        #expect(clamped.normalizedCoordinates == [16384, 0])
        #expect(clamped.variationSettings == [VariationSetting("wght", 900), VariationSetting("slnt", 0)])
        // A named instance.
        let fvar = try #require(try base.fontVariations())
        let black = try #require(fvar.instances.first { $0.name == "Black Italic" })
        #expect(try base.instance(fvar.settings(of: black)).normalizedCoordinates == [16384, -16384])
    }

    @Test func staticFacesHaveNoAxes() throws {
        let face = try FontFace(contentsOfFile: Repo.dejaVu)
        #expect(!face.isVariable)
        #expect(try (face.fontVariations()?.axes ?? []).isEmpty && (face.fontVariations()?.instances ?? []).isEmpty)
        // Settings on a static face change nothing.
        let varied = try face.instance([VariationSetting("wght", 700)])
        #expect(varied.normalizedCoordinates.isEmpty && varied.variationSettings.isEmpty)
        #expect(try varied.metrics() == face.metrics())
    }

    @Test func normalizationFollowsTheSpecification() throws {
        let files = try ExpectationFile.all(aspect: "normalization")
        #expect(!files.isEmpty)
        var checked = 0
        for file in files {
            let face = try file.openFace()
            for row in file.rows {
                let expected = row[1].split(separator: ",").compactMap { Int16($0) }
                let coordinates = try AxisNormalization.coordinates(for: VariationTests.settings(row[0]), of: face)
                #expect(coordinates == expected, "\(file.name) \(row[0])")
                #expect(try face.instance(VariationTests.settings(row[0])).normalizedCoordinates == expected)
                checked += 1
            }
        }
        print("normalization: \(checked) locations")
    }

    @Test func instanceMetricsMatchFontToolsInstancer() throws {
        let files = try ExpectationFile.all(aspect: "instance-metrics")
        #expect(!files.isEmpty)
        var locations = 0
        for file in files {
            let base = try file.openFace()
            let byLocation = Dictionary(grouping: file.rows, by: { $0[0] })
            for (location, rows) in byLocation.sorted(by: { $0.key < $1.key }) {
                let face = try base.instance(VariationTests.settings(location))
                let values = try VariationTests.values(of: face)
                for row in rows {
                    let key = String(row[1]), expected = String(row[2])
                    #expect(values[key] == expected, "\(file.name) \(location) \(key): \(values[key] ?? "missing"), fontTools \(expected)")
                }
                locations += 1
            }
        }
        #expect(locations >= 3 * files.count)
    }

    /// The values `typeset inspect --json` reports (and MVAR's other fields), as text.
    static func values(of face: FontFace) throws -> [String: String] {
        let names = try face.names()
        let metrics = try face.metrics()
        let post = try face.post()
        let os2 = try #require(face.os2)
        func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return [
            "familyName": names.familyName ?? "", "styleName": names.styleName ?? "", "postScriptName": names.postScriptName ?? "",
            "outlines": face.outlineFormat.rawValue, "unitsPerEm": String(face.unitsPerEm), "numGlyphs": String(face.numGlyphs),
            "weightClass": String(os2.weightClass), "widthClass": String(os2.widthClass),
            "italicAngle": number(post?.italicAngle ?? 0),
            "hhea.ascender": String(face.hhea.ascender), "hhea.descender": String(face.hhea.descender),
            "hhea.lineGap": String(face.hhea.lineGap),
            "os2.version": String(os2.version), "os2.typoAscender": String(os2.typoAscender),
            "os2.typoDescender": String(os2.typoDescender), "os2.typoLineGap": String(os2.typoLineGap),
            "os2.winAscent": String(os2.winAscent), "os2.winDescent": String(os2.winDescent),
            "os2.capHeight": String(os2.capHeight), "os2.xHeight": String(os2.xHeight),
            "os2.useTypoMetrics": String(os2.useTypoMetrics),
            "os2.strikeoutSize": String(os2.strikeoutSize), "os2.strikeoutPosition": String(os2.strikeoutPosition),
            "post.underlinePosition": String(post?.underlinePosition ?? 0),
            "post.underlineThickness": String(post?.underlineThickness ?? 0),
            "metrics.ascender": String(metrics.ascender), "metrics.descender": String(metrics.descender),
            "metrics.leading": String(metrics.leading), "metrics.capHeight": String(metrics.capHeight),
            "metrics.xHeight": String(metrics.xHeight), "metrics.lineMetricsSource": metrics.lineMetricsSource.rawValue,
        ]
    }

    @Test func advancesMatchHarfBuzz() throws {
        let files = try ExpectationFile.all(aspect: "instance-advances")
        #expect(!files.isEmpty)
        var checked = 0
        for file in files {
            let base = try file.openFace()
            for row in file.rows {
                let face = try base.instance(VariationTests.settings(row[0]))
                let metrics = try face.horizontalMetrics()
                let expected = row[1].split(separator: " ").compactMap { Int($0) }
                #expect(expected.count == face.numGlyphs)
                var wrong: [String] = []
                for (glyph, advance) in expected.enumerated() where metrics.advance(of: GlyphID(UInt16(glyph))) != advance {
                    wrong.append("\(glyph): \(metrics.advance(of: GlyphID(UInt16(glyph)))) vs \(advance)")
                }
                #expect(wrong.isEmpty, "\(file.name) \(row[0]): \(wrong.count) advances differ from HarfBuzz: \(wrong.prefix(8))")
                checked += expected.count
            }
        }
        print("instance advances: \(checked) checked")
    }

    /// FNV-1a 64 of "x,y,on;" for every point, as the script hashes FreeType's outline.
    static func digest(_ points: TrueTypePoints?) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        guard let points else { return String(hash, radix: 16) }
        for (point, on) in zip(points.points, points.onCurve) {
            // FreeType's coordinates are integers (a component's transform is rounded by
            // FT_MulFix); ours are exact, so round them as the outline tests do.
            for byte in "\(Int(point.x.rounded())),\(Int(point.y.rounded())),\(on ? 1 : 0);".utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// The points FreeType's CFF loader stores for the same segments (see
    /// ``FreeTypeCFFPointCounter``), coordinates truncated to integers as FreeType truncates
    /// 16.16 charstring coordinates.
    struct FreeTypeCFFPoints: OutlineSink {
        var points: [Point] = [], onCurve: [Bool] = [], contourEnds: [Int] = []
        var start = Point(x: 0, y: 0)
        var contourStart = 0
        mutating func add(_ p: Point, _ on: Bool) {
            points.append(Point(x: p.x.rounded(.down), y: p.y.rounded(.down)))
            onCurve.append(on)
        }
        mutating func move(to point: Point) { start = point; contourStart = points.count; add(point, true) }
        mutating func line(to point: Point) { add(point, true) }
        mutating func quad(to point: Point, control: Point) { add(control, false); add(point, true) }
        mutating func cubic(to point: Point, control1: Point, control2: Point) {
            add(control1, false); add(control2, false); add(point, true)
        }
        mutating func close() {
            if points.count - contourStart > 1, let last = points.last,
               last == Point(x: start.x.rounded(.down), y: start.y.rounded(.down)) {
                points.removeLast(); onCurve.removeLast()
            }
            contourEnds.append(points.count - 1)
        }
        var trueTypePoints: TrueTypePoints { TrueTypePoints(points: points, onCurve: onCurve, contourEnds: contourEnds) }
    }

    @Test func outlinesMatchFreeTypeAtInstances() throws {
        let files = try ExpectationFile.all(aspect: "instance-outlines")
        #expect(!files.isEmpty)
        var checked = 0
        for file in files {
            let base = try file.openFace()
            let byLocation = Dictionary(grouping: file.rows, by: { $0[0] })
            #expect(byLocation.count >= 3, "\(file.name)")
            for (location, rows) in byLocation.sorted(by: { $0.key < $1.key }) {
                let face = try base.instance(VariationTests.settings(location))
                var outliner = try face.outliner()
                var wrong: [String] = []
                for row in rows {
                    let glyph = GlyphID(try #require(UInt16(row[1])))
                    let points: TrueTypePoints?
                    if face.outlineFormat == .cff {
                        var recorder = FreeTypeCFFPoints()
                        try outliner.outline(glyph: glyph, into: &recorder)
                        points = recorder.trueTypePoints
                    } else {
                        points = try outliner.trueTypePoints(of: glyph)
                    }
                    // FreeType's control box of its integer points.
                    let box = points.flatMap { p -> Bounds? in
                        guard let first = p.points.first else { return nil }
                        return p.points.reduce(Bounds(xMin: first.x, yMin: first.y, xMax: first.x, yMax: first.y)) {
                            Bounds(xMin: min($0.xMin, $1.x), yMin: min($0.yMin, $1.y), xMax: max($0.xMax, $1.x), yMax: max($0.yMax, $1.y))
                        }
                    }
                    let count = points?.points.count ?? 0
                    func int(_ v: Double) -> Int { Int(v.rounded()) }
                    let boxText = box.map { "\(int($0.xMin)) \(int($0.yMin)) \(int($0.xMax)) \(int($0.yMax))" } ?? "0 0 0 0"
                    let expectedBox = "\(row[4]) \(row[5]) \(row[6]) \(row[7])"
                    if String(count) != String(row[3]) || (count > 0 && boxText != expectedBox)
                        || (count > 0 && VariationTests.digest(points) != String(row[8])) {
                        wrong.append("glyph \(glyph): \(count) points, box \(boxText); FreeType \(row[3]), \(expectedBox)")
                    }
                    checked += 1
                }
                #expect(wrong.isEmpty, "\(file.name) \(location): \(wrong.count) outlines differ: \(wrong.prefix(6))")
            }
        }
        print("instance outlines: \(checked) glyphs checked")
    }

    @Test func variationSettingsParse() {
        guard case .success(let settings) = VariationSetting.parseList("wght=650,opsz=17 wdth:87.5,wght=700") else {
            Issue.record("did not parse")
            return
        }
        #expect(settings == [VariationSetting("opsz", 17), VariationSetting("wdth", 87.5), VariationSetting("wght", 700)])
        #expect(settings.map(\.description) == ["opsz=17", "wdth=87.5", "wght=700"])
        for bad in ["wght", "wght=heavy", "toolong=1", "=3", "wght=inf"] {
            if case .success = VariationSetting.parseList(bad) { Issue.record("\(bad) parsed") }
        }
    }
}

/// FeatureVariations read from hand-made bytes: conditions, the first matching record, and
/// truncation at every length (typed results, never a trap).
@Suite struct FeatureVariationsTests {
    /// Version 1.0, one record: wght (axis 0) in 0.5...1.0 replaces feature 0 by a feature of
    /// lookup 7.
    static func bytes() -> [UInt8] {
        var b = ByteBuilder()
        b.u16(1); b.u16(0); b.u32(1)                         // header, one record
        b.u32(16); b.u32(30)                                 // condition set, substitution
        b.u16(1); b.u32(6)                                   // condition set: one condition at +6
        b.u16(1); b.u16(0); b.i16(8192); b.i16(16384)        // format 1, axis 0, 0.5...1.0
        b.u16(1); b.u16(0); b.u16(1)                         // substitution table: one entry
        b.u16(0); b.u32(12)                                  // feature 0 -> alternate at +12
        b.u16(0); b.u16(1); b.u16(7)                         // the alternate feature: lookup 7
        return b.bytes
    }

    @Test func firstMatchingRecordReplacesFeatures() throws {
        let variations = try FeatureVariations(ByteBuilder(bytes: Self.bytes()).table("GSUB"))
        #expect(variations.count == 1)
        #expect(Array(variations.substitutions(at: [8192])[0]?.lookupIndices ?? PackedUInt16Array.empty(ByteBuilder(bytes: []).table("GSUB"))) == [7])
        #expect(variations.substitutions(at: [16384])[0] != nil)
        #expect(variations.substitutions(at: [8191]).isEmpty && variations.substitutions(at: [0]).isEmpty)
        #expect(variations.substitutions(at: []).isEmpty)
        let all = Self.bytes()
        for cut in 0..<all.count {
            if let short = try? FeatureVariations(ByteBuilder(bytes: Array(all[0..<cut])).table("GSUB")) {
                _ = short.substitutions(at: [12000])
            }
        }
    }
}
