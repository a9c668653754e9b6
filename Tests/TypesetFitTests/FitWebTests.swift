import Foundation
import Testing
import Typeset
import TypesetCatalog
import TypesetFit
import TypesetTestSupport

/// `fit --platform web` on the example catalogue (Examples/Catalog, 14 languages and two
/// pseudolocales) at 100, 150 and 200 %, with the styles' own spacing and with WCAG 1.4.12's,
/// against Chromium laying out every string in the same fonts, sizes, widths and CSS
/// (Tests/TypesetFitTests/Expectations/fit-web.json, written by Scripts/expectations_web_fit.py;
/// CI re-runs it live). The findings must be Chromium's exactly, and so must every layout's line
/// count and height (to 1/64 px).
@Suite struct FitWebTests {
    struct Row {
        var lines: Int
        var height: Double
        var finding: Bool
    }

    /// Layouts whose findings may differ from Chromium's, by key, locale and scale, and why.
    /// Any other difference fails.
    static let explained: [String: String] = [:]

    static func expectations(_ run: String) throws -> [String: Row] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.path("Tests/TypesetFitTests/Expectations/fit-web.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let runs = try #require(json["runs"] as? [String: [[Any]]])
        var rows: [String: Row] = [:]
        for row in try #require(runs[run]) {
            guard row.count == 8, let key = row[0] as? String, let locale = row[1] as? String, let scale = row[3] as? Int,
                  let width = (row[4] as? NSNumber)?.doubleValue, let lines = row[5] as? Int,
                  let height = (row[6] as? NSNumber)?.doubleValue, let finding = row[7] as? Bool else {
                Issue.record("a malformed row: \(row)")
                continue
            }
            rows[identity(key, locale, row[2] as? String, scale, width)] = Row(lines: lines, height: height, finding: finding)
        }
        return rows
    }

    static func identity(_ key: String, _ locale: String, _ variant: String?, _ scale: Int, _ width: Double) -> String {
        [key, locale, variant ?? "", "\(scale)", "\(width)"].joined(separator: "\u{1F}")
    }

    static func run(_ options: WebFitOptions) throws -> FitResult {
        let layout = try #require(FitLayout.read(file: Repository.path("Examples/Catalog/layout.json")).layout)
        let (rules, problems) = layout.resolve(styleGuide: nil)
        #expect(problems.isEmpty)
        let catalog = Catalog.read(paths: [Repository.path("Examples/Catalog/Localizable.xcstrings")])
        #expect(!catalog.diagnostics.containsErrors)
        let input = FitInput(layout: layout, pseudolocales: [.enXA, .double])
        return FitEngine(rules: rules, web: options).run(input.strings(from: catalog.strings).strings, recordsLayouts: true)
    }

    @Test(arguments: ["styles", "wcag"])
    func findingsAreChromiums(_ name: String) throws {
        let expected = try Self.expectations(name)
        let result = try Self.run(WebFitOptions(scales: [100, 150, 200], textSpacing: name == "wcag" ? .wcag : nil))
        #expect(result.layouts.count == expected.count, "the expectations were written for another catalogue or layout")
        #expect(result.layouts.count > 2_500)
        var sameLines = 0, sameHeights = 0
        var lineDifferences: [String] = []
        for record in result.layouts {
            guard let scale = record.scale, let row = expected[Self.identity(record.key, record.locale, record.variant, scale, record.width)] else {
                Issue.record("no Chromium layout for \(record.key) [\(record.locale)] \(record.scale ?? 0)% \(record.width) px")
                continue
            }
            if row.lines == record.lineCount { sameLines += 1 } else {
                lineDifferences.append("\(record.key) [\(record.locale)] \(scale)% \(record.width) px: \(record.lineCount) lines, Chromium \(row.lines)")
            }
            if abs(row.height - record.height) < 1.0 / 128 { sameHeights += 1 }
        }
        let ours = Set(result.findings.map { Self.identity($0.key, $0.locale, $0.variant, $0.scale ?? 0, $0.width) })
        let theirs = Set(expected.filter(\.value.finding).keys)
        #expect(!theirs.isEmpty, "Chromium finds strings that do not fit")
        for difference in ours.symmetricDifference(theirs).sorted() {
            let parts = difference.split(separator: "\u{1F}", omittingEmptySubsequences: false)
            let short = "\(parts[0])|\(parts[1])|\(parts[3])"
            if Self.explained[short] == nil {
                Issue.record("\(ours.contains(difference) ? "typeset only" : "Chromium only"): \(parts.joined(separator: " "))")
            }
        }
        #expect(lineDifferences.isEmpty, "\(lineDifferences.count) layouts break lines elsewhere than Chromium:\n\(lineDifferences.prefix(20).joined(separator: "\n"))")
        #expect(sameLines == result.layouts.count && sameHeights == result.layouts.count,
                "line counts equal Chromium's in \(sameLines) of \(result.layouts.count), heights in \(sameHeights)")
    }
}
