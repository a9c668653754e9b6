import Foundation
import Testing
import Typeset
import TypesetShaping

/// The runs of every line of the Arabic, Hebrew and mixed-direction paragraphs, left to right
/// with their embedding levels, against Pango's (Scripts/expectations_bidi_runs.py: FriBidi's
/// levels, Pango's line reordering), at the widths and sizes of the line-break comparison.
/// Lines are broken in logical order and reordered afterwards (UAX #9 L1–L2): the white space at
/// a line's end takes the paragraph's level, and a number or an English name inside Arabic text
/// keeps its own order inside the right-to-left line.
@Suite struct BidiRunOrderTests {
    @Test func lineRunsAreInPangosVisualOrder() throws {
        let text = try String(contentsOfFile: StyleRepo.path("Tests/TypesetTests/Expectations/pango-bidi-runs.tsv"), encoding: .utf8)
        func font(_ spec: Substring) throws -> ShapingFont {
            let parts = spec.split(separator: ":")
            return try ShapingFont(contentsOfFile: StyleRepo.path(String(parts[0])), index: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        }
        // Rows grouped by layout (paragraph, fonts, size, width), in file order.
        var order: [String] = []
        var groups: [String: [[Substring]]] = [:]
        for row in text.split(separator: "\n") where !row.hasPrefix("#") {
            let f = row.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(f.count == 8)
            let key = f[0...4].joined(separator: "\t")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(Array(f))
        }
        var compared = 0, lines = 0, rightToLeftRuns = 0, skipped: [String] = []
        for key in order {
            let rows = try #require(groups[key])
            let f = rows[0]
            let stack = FontStack(try font(f[1]), fallbacks: try f[2].split(separator: "+").map(font))
            let size = try #require(Double(f[3])), width = try #require(Double(f[4]))
            let paragraph = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(f[0]).txt"), encoding: .utf8)
                .trimmingCharacters(in: .newlines)
            let layout = Typesetter(stack: stack, pointSize: size).layout(paragraph, width: width)
            let starts = rows.compactMap { Int($0[6]) }
            guard layout.lines.map(\.consumed.lowerBound) == starts else {
                // Lines broken elsewhere than Pango's have other runs: only the layouts the
                // line-break comparison lists with their reason may do that.
                let name = "\(f[0]) \(f[3]) \(f[4])"
                #expect(PangoLineBreakTests.explained[name] != nil, "\(name): lines differ from Pango's and no reason is listed")
                skipped.append(name)
                continue
            }
            for (laid, row) in zip(layout.lines, rows) {
                let ours = laid.runs.map { "\($0.range.lowerBound):\($0.range.upperBound):\($0.level)" }.joined(separator: ",")
                #expect(ours == String(row[7]), "\(f[0]) \(f[3]) pt in \(f[4]) pt, line \(row[5])")
                rightToLeftRuns += laid.runs.filter { $0.level & 1 == 1 }.count
                lines += 1
            }
            compared += 1
        }
        #expect(compared + skipped.count == 32)
        #expect(skipped.count <= 2)
        #expect(lines > 500 && rightToLeftRuns > 500)
    }
}
