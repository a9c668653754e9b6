import Testing
@testable import TypesetFont

/// Counts the points FreeType's CFF loader would store for the same segments: one per moveto
/// and lineto, three per curve, and a contour's last point dropped when it repeats the first.
struct FreeTypeCFFPointCounter: OutlineSink {
    var contours = 0
    var points = 0
    var start = Point(x: 0, y: 0)
    var last = Point(x: 0, y: 0)
    var contourPoints = 0

    mutating func move(to point: Point) { start = point; last = point; contourPoints = 1 }
    mutating func line(to point: Point) { last = point; contourPoints += 1 }
    mutating func quad(to point: Point, control: Point) { last = point; contourPoints += 2 }
    mutating func cubic(to point: Point, control1: Point, control2: Point) { last = point; contourPoints += 3 }
    mutating func close() {
        if contourPoints > 1 && last == start { contourPoints -= 1 }
        contours += 1
        points += contourPoints
        contourPoints = 0
    }
}

/// Our path in the normalised form of Scripts/expectations_outlines.py: operators and numbers.
func normalisedTokens(_ path: GlyphPath) -> [(String, [Double])] {
    var result: [(String, [Double])] = []
    var contour: [(String, [Double])] = []
    var start = Point(x: 0, y: 0)
    func flush() {
        guard !contour.isEmpty else { return }
        if contour.count > 1, let lastSegment = contour.last, lastSegment.0 == "L",
           lastSegment.1 == [start.x, start.y] {
            contour.removeLast()
        }
        result.append(contentsOf: contour)
        result.append(("Z", []))
        contour = []
    }
    for element in path.elements {
        switch element {
        case .move(let p): flush(); start = p; contour = [("M", [p.x, p.y])]
        case .line(let p): contour.append(("L", [p.x, p.y]))
        case .quad(let c, let p): contour.append(("Q", [c.x, c.y, p.x, p.y]))
        case .cubic(let c1, let c2, let p): contour.append(("C", [c1.x, c1.y, c2.x, c2.y, p.x, p.y]))
        case .close: flush()
        }
    }
    flush()
    return result
}

func parseTokens(_ text: Substring) -> [(String, [Double])] {
    var result: [(String, [Double])] = []
    for word in text.split(separator: " ") {
        if let value = Double(word) {
            if !result.isEmpty { result[result.count - 1].1.append(value) }
        } else {
            result.append((String(word), []))
        }
    }
    return result
}

@Suite("Glyph outlines")
struct OutlineTests {
    @Test("every glyph's contours, points and control box match FreeType")
    func outlinesMatchFreeType() throws {
        let files = try ExpectationFile.all(aspect: "outlines")
        #expect(!files.isEmpty)
        for file in files {
            let face = try file.openFace()
            var outliner = try face.outliner()
            #expect(file.rows.count == face.numGlyphs, "\(file.name): one row per glyph")
            var mismatches = 0
            for row in file.rows {
                let numbers = row.compactMap { Double($0) }
                try #require(numbers.count == 7, "\(file.name): malformed row \(row)")
                let glyph = GlyphID(UInt16(numbers[0]))
                let contours = Int(numbers[1]), points = Int(numbers[2])
                let expectedBox = Bounds(xMin: numbers[3], yMin: numbers[4], xMax: numbers[5], yMax: numbers[6])
                let box = try outliner.controlBox(of: glyph)
                var ok = true
                switch face.outlineFormat {
                case .trueType:
                    let raw = try #require(try outliner.trueTypePoints(of: glyph))
                    ok = raw.contourEnds.count == contours && raw.points.count == points
                    // FreeType's unscaled TrueType coordinates are integers; ours are exact
                    // (component transforms are not rounded), so round before comparing.
                    if let box {
                        ok = ok && box.xMin.rounded() == expectedBox.xMin && box.yMin.rounded() == expectedBox.yMin
                            && box.xMax.rounded() == expectedBox.xMax && box.yMax.rounded() == expectedBox.yMax
                    } else {
                        ok = ok && points == 0
                    }
                case .cff:
                    var counter = FreeTypeCFFPointCounter()
                    try outliner.outline(glyph: glyph, into: &counter)
                    ok = counter.contours == contours && counter.points == points
                    // FreeType truncates the 16.16 charstring coordinates to integers.
                    if let box {
                        ok = ok && box.xMin.rounded(.down) == expectedBox.xMin && box.yMin.rounded(.down) == expectedBox.yMin
                            && box.xMax.rounded(.down) == expectedBox.xMax && box.yMax.rounded(.down) == expectedBox.yMax
                    } else {
                        ok = ok && points == 0
                    }
                }
                if !ok {
                    mismatches += 1
                    if mismatches <= 10 {
                        Issue.record("\(file.name) glyph \(glyph): expected \(row.joined(separator: " ")), got box \(String(describing: box))")
                    }
                }
            }
            #expect(mismatches == 0, "\(file.name): \(mismatches) of \(file.rows.count) glyphs differ")
        }
    }

    @Test("sample glyph paths match fontTools segment by segment")
    func pathsMatchFontTools() throws {
        let files = try ExpectationFile.all(aspect: "paths")
        #expect(!files.isEmpty)
        for file in files {
            let face = try file.openFace()
            var outliner = try face.outliner()
            for row in file.rows {
                let glyph = try #require(UInt16(row[0]).map { GlyphID($0) })
                let expected = parseTokens(row.count > 1 ? row[1] : "")
                let actual = normalisedTokens(try outliner.path(for: glyph))
                var firstDifference: Int? = expected.count == actual.count ? nil : min(expected.count, actual.count)
                for (i, (e, a)) in zip(expected, actual).enumerated() where firstDifference == nil {
                    if e.0 != a.0 || e.1.count != a.1.count { firstDifference = i; continue }
                    for (u, v) in zip(e.1, a.1) where abs(u - v) > 1e-9 { firstDifference = i }
                }
                #expect(firstDifference == nil, "\(file.name) glyph \(glyph): \(expected.count) vs \(actual.count) segments, first difference at segment \(firstDifference ?? -1)")
            }
        }
    }
}
