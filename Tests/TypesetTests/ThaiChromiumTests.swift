import Foundation
import Testing
import Typeset
import TypesetShaping

/// Held-out Thai paragraphs laid out by headless Chromium (ICU's line breaking and Thai
/// dictionary, as on an iPhone) in Fixtures/fonts/NotoSansThai-Regular-subset.ttf at 17 px
/// (Tests/TypesetTests/Expectations/chromium-thai-lines.tsv, written by
/// Scripts/expectations_thai_chromium.py; the paragraphs appear in no other fixture). In a width
/// of 0 every break opportunity starts a line: those equal Typeset's default break
/// opportunities. In 120, 200 and 320 the line starts equal Typeset's layout at 17 pt.
@Suite struct ThaiChromiumTests {
    struct Row {
        var name: String
        var width: Double
        var starts: [Int]
        var text: String
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOfFile: StyleRepo.path("Tests/TypesetTests/Expectations/chromium-thai-lines.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 4, let width = Double(f[1]) else { return nil }
            return Row(name: f[0], width: width, starts: f[2].split(separator: ",").compactMap { Int($0) }, text: f[3])
        }
    }

    @Test func breakOpportunitiesEqualChromiums() throws {
        let rows = try Self.rows().filter { $0.width == 0 }
        #expect(rows.count == 4)
        for row in rows {
            let count = row.text.unicodeScalars.count
            let ours = LineBreakIterator(row.text).map(\.offset).filter { $0 < count }
            #expect([0] + ours == row.starts, "\(row.name)")
            // Pango mode breaks Thai the same way.
            #expect(LineBreakIterator(row.text, dictionaries: .pango).map(\.offset).filter { $0 < count } == ours)
            #expect(ours.count > 35)
        }
    }

    @Test func lineStartsEqualChromiums() throws {
        let rows = try Self.rows().filter { $0.width > 0 }
        #expect(rows.count == 12)
        let font = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/NotoSansThai-Regular-subset.ttf"))
        let typesetter = Typesetter(stack: FontStack(font), pointSize: 17)
        for row in rows {
            let layout = typesetter.layout(row.text, width: row.width)
            #expect(layout.lines.map { $0.consumed.lowerBound } == row.starts, "\(row.name) in \(row.width)")
            #expect(row.starts.count > 3)
        }
    }
}
