import Foundation
import Testing
import TypesetTestSupport

/// `typeset measure --json` (Documentation/CLI.md, "measure"): each line's runs of one embedding
/// level from left to right, as Pango orders them (Tests/TypesetTests/Expectations/pango-bidi-runs.tsv,
/// written by Scripts/expectations_bidi_runs.py from Pango's lines).
@Suite("typeset measure")
struct MeasureCommandTests {
    @Test(arguments: [("ar-mixed", "17", "320"), ("he-mixed", "13", "200"), ("en-rtl", "17", "200")])
    func linesReportTheirRunsInVisualOrder(_ name: String, _ size: String, _ width: String) throws {
        let expectations = try String(contentsOfFile: Repository.root + "/Tests/TypesetTests/Expectations/pango-bidi-runs.tsv", encoding: .utf8)
        var rows: [[String]] = []
        for line in expectations.split(separator: "\n") {
            let fields: [String] = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 8, fields[0] == name, fields[3] == size, fields[4] == width { rows.append(fields) }
        }
        try #require(rows.count > 3)
        let paragraph = try String(contentsOfFile: Repository.root + "/Fixtures/text/paragraphs/\(name).txt", encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        var arguments: [String] = ["measure", "--font", rows[0][1], "--size", size, "--width", width, "--json"]
        for fallback in rows[0][2].split(separator: "+") { arguments += ["--fallback", String(fallback)] }
        let json = try StyleOptionsTests.json(arguments + [paragraph])
        let lines = try #require(json["lines"] as? [[String: Any]])
        #expect(lines.count == rows.count)
        let scalars = Array(paragraph.unicodeScalars)
        let rightToLeft = name != "en-rtl"
        for (line, row) in zip(lines, rows) {
            let runs = try #require(line["runs"] as? [[String: Any]])
            var ours: [String] = []
            for run in runs {
                let start = run["start"] as? Int ?? -1, end = run["end"] as? Int ?? -1, level = run["level"] as? Int ?? -1
                ours.append("\(start):\(end):\(level)")
            }
            #expect(ours.joined(separator: ",") == row[7], "\(name) line \(row[5])")
            #expect(line["rightToLeft"] as? Bool == rightToLeft)
            for run in runs {
                let start = run["start"] as? Int ?? 0, end = run["end"] as? Int ?? 0, level = run["level"] as? Int ?? 0
                var text = String.UnicodeScalarView()
                if start >= 0, start <= end, end <= scalars.count { text.append(contentsOf: scalars[start..<end]) }
                #expect(run["text"] as? String == String(text))
                #expect(run["direction"] as? String == (level % 2 == 1 ? "rtl" : "ltr"))
            }
        }
        // A right-to-left paragraph's lines stand at the right of the width (natural alignment).
        if rightToLeft, let first = lines.first, let x = first["x"] as? Double, let lineWidth = first["width"] as? Double,
           let frame = Double(width) {
            #expect(abs(x + lineWidth - frame) < 1e-6)
        } else {
            #expect(!rightToLeft)
        }
    }
    /// `measure --language th` breaks Thai at ICU's positions (ICU 72's `ubrk_open(UBRK_LINE, "th")`
    /// on the Thai paragraph, Tests/TypesetTests/Expectations/libthai/thai-breaks.tsv, written by
    /// Scripts/expectations_thai_breaks.py), also with `--line-break-dictionaries pango`; in 120 pt a
    /// line starts at ICU's ดัง|นั้น, where Pango (libthai's list) has no break.
    @Test func thaiBreaksAtICUsPositions() throws {
        let paragraph = try String(contentsOfFile: Repository.root + "/Fixtures/text/paragraphs/th.txt", encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        let expectations = try String(contentsOfFile: Repository.root + "/Tests/TypesetTests/Expectations/libthai/thai-breaks.tsv", encoding: .utf8)
        let row = try #require(expectations.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
            .first { $0.count == 4 && $0[0] == paragraph })
        let pango = Set(row[2].split(separator: ",").compactMap { Int($0) })
        let icu = Set(row[3].split(separator: ",").compactMap { Int($0) })
        try #require(icu.count > 80)
        var results: [[Int]] = []
        for extra in [[], ["--line-break-dictionaries", "pango"]] {
            let json = try StyleOptionsTests.json(["measure", "--font", "Fixtures/fonts/NotoSansThai-Regular-subset.ttf", "--size", "17",
                                                   "--width", "120", "--language", "th", "--json"] + extra + [paragraph])
            let lines = try #require(json["lines"] as? [[String: Any]])
            let starts = lines.compactMap { $0["start"] as? Int }
            #expect(starts.count == lines.count && starts.count > 20)
            #expect(starts.first == 0)
            for start in starts.dropFirst() { #expect(icu.contains(start), "line start \(start) is no ICU break") }
            #expect(starts.contains(218) && !pango.contains(218))
            results.append(starts)
        }
        #expect(results[0] == results[1])
    }
}
