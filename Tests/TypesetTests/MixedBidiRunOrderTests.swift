import Foundation
import Testing
import TypesetShaping
@testable import TypesetLayout

/// Attributed paragraphs in both directions against Pango (Scripts/expectations_bidi_runs.py:
/// the same text with family, weight and size attributes, FriBidi's levels, Pango's line
/// reordering): an Arabic paragraph with English runs in Inter Bold, a Hebrew paragraph with a
/// run at 24 pt, an English paragraph with an Arabic run at 22 pt, at the widths of the
/// line-break comparison. Where a line starts where Pango starts it, its pieces left to right
/// (style run and level, neighbours of one run and level merged) equal Pango's runs.
@Suite struct MixedBidiRunOrderTests {
    struct Expectations: Decodable {
        struct Run: Decodable { var text: String, font: String, fallbacks: [String], size: Double }
        struct Line: Decodable { var start: Int, runs: [[Int]] }
        struct Layout: Decodable { var width: Double, lines: [Line] }
        struct Case: Decodable { var name: String, runs: [Run], layouts: [Layout] }
        var cases: [Case]
    }

    /// A line's pieces as `[start, end, level, run]`, neighbours of one run and level merged.
    static func merged(_ line: MixedLine) -> [[Int]] {
        var out: [[Int]] = []
        for piece in line.pieces where !piece.range.isEmpty {
            let level = Int(piece.level)
            if let last = out.last, last[2] == level, last[3] == piece.run,
               last[1] == piece.range.lowerBound || last[0] == piece.range.upperBound {
                out[out.count - 1] = [min(last[0], piece.range.lowerBound), max(last[1], piece.range.upperBound), level, piece.run]
            } else {
                out.append([piece.range.lowerBound, piece.range.upperBound, level, piece.run])
            }
        }
        return out
    }

    @Test func attributedLinesAreInPangosVisualOrder() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: StyleRepo.path("Tests/TypesetTests/Expectations/pango-mixed-bidi-runs.json")))
        let expectations = try JSONDecoder().decode(Expectations.self, from: data)
        try #require(expectations.cases.count == 3)
        var layouts = 0, compared = 0, lines = 0, reordered = 0
        // One set of buffers for every case and width: what they cache never leaks into the next
        // layout (each equals a layout with fresh buffers).
        var buffers = MixedLayoutBuffers()
        for item in expectations.cases {
            let runs = try item.runs.map { run in
                let font = try ShapingFont(contentsOfFile: StyleRepo.path(run.font))
                let fallbacks = try run.fallbacks.map { try ShapingFont(contentsOfFile: StyleRepo.path($0)) }
                return MixedRun(run.text, typesetter: Typesetter(stack: FontStack(font, fallbacks: fallbacks), pointSize: run.size))
            }
            let typesetter = MixedTypesetter(runs: runs, lineHeight: .tallestFont(lineSpacing: 0))
            try #require(typesetter.runs.count == item.runs.count)
            for expected in item.layouts {
                layouts += 1
                let laid = typesetter.layout(width: expected.width, buffers: &buffers)
                #expect(laid == typesetter.layout(width: expected.width), "\(item.name) in \(expected.width) pt")
                guard laid.lines.map(\.consumed.lowerBound) == expected.lines.map(\.start) else { continue }
                compared += 1
                for (line, row) in zip(laid.lines, expected.lines) {
                    let ours = Self.merged(line)
                    #expect(ours == row.runs, "\(item.name) in \(expected.width) pt, line at \(row.start)")
                    // Pieces are placed left to right without gaps or overlaps.
                    let glyphs = line.pieces.flatMap(\.glyphs)
                    for (a, b) in zip(glyphs, glyphs.dropFirst()) { #expect(abs(a.x + a.advance - b.x) < 1e-9) }
                    if row.runs.count > 1, row.runs.map({ $0[0] }) != row.runs.map({ $0[0] }).sorted() { reordered += 1 }
                    lines += 1
                }
            }
        }
        // Most layouts break as Pango does; the reordered lines are the point of the test.
        #expect(compared * 4 >= layouts * 3, "compared \(compared) of \(layouts) layouts")
        #expect(lines > 60 && reordered >= 6, "\(lines) lines, \(reordered) reordered")
    }

    /// The line's direction follows the paragraph's, and an English run inside Arabic stays left
    /// to right inside the right-to-left line, its glyphs in logical order.
    @Test func englishRunInsideArabicKeepsItsOrder() throws {
        let arabic = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"))
        let bold = try ShapingFont(contentsOfFile: StyleRepo.path("Examples/StyleGuide/fonts/Inter-Bold-subset.otf"))
        let typesetter = MixedTypesetter(runs: [
            MixedRun("مرحبا ", typesetter: Typesetter(stack: FontStack(arabic), pointSize: 17)),
            MixedRun("Typeset", typesetter: Typesetter(stack: FontStack(bold), pointSize: 17)),
            MixedRun(" بكم", typesetter: Typesetter(stack: FontStack(arabic), pointSize: 17)),
        ], lineHeight: .tallestFont(lineSpacing: 0))
        let line = try #require(typesetter.layout(width: .infinity).lines.first)
        #expect(line.isRightToLeft)
        // Left to right: the last Arabic word, the English run, the first Arabic word.
        #expect(line.pieces.map(\.run) == [2, 1, 0])
        #expect(line.pieces.map(\.level) == [1, 2, 1])
        let english = line.pieces[1].glyphs.map(\.cluster)
        #expect(english == english.sorted() && english.count == 7)
        let first = line.pieces[2].glyphs.map(\.cluster)
        #expect(first == first.sorted(by: >))
    }
}
