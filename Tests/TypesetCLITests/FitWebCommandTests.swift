import Foundation
import Testing
import TypesetTestSupport

/// `typeset fit --platform web` as Documentation/CLI.md fixes it: text scales in place of
/// categories (`scale` in findings, groups, SARIF and baselines), `--text-spacing wcag`, a rule's
/// `webWidth`, and usage errors for options of the other platform.
@Suite("typeset fit --platform web")
struct FitWebCommandTests {
    static let root = Repository.root
    static let catalog = "Examples/Catalog/Localizable.xcstrings"
    static let layout = "Examples/Catalog/layout.json"

    static func run(_ arguments: [String]) throws -> TestProcess.Output {
        try TestProcess.typeset(["fit"] + arguments, root: root)
    }

    static func json(_ output: TestProcess.Output) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "typeset-fit-web-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func findingsCarryTheScaleInPlaceOfTheCategory() throws {
        let output = try Self.run([Self.catalog, "--layout", Self.layout, "--platform", "web", "--scales", "100,150,200", "--json"])
        #expect(output.status == 1)
        let json = try Self.json(output)
        #expect(json["platform"] as? String == "web")
        #expect(json["scales"] as? [Int] == [100, 150, 200])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding["category"] == nil)
            #expect([100, 150, 200].contains(finding["scale"] as? Int ?? 0))
            for key in ["key", "locale", "variant", "width", "pointSize", "lineCount", "maxLines", "height", "maxHeight", "truncated", "text"] {
                #expect(finding.keys.contains(key), "\(key)")
            }
        }
        // Larger text fails more: every string failing at 100 % fails at 200 % in the same width.
        let at = { (scale: Int) in Set(findings.filter { $0["scale"] as? Int == scale }.map { "\($0["key"]!)|\($0["locale"]!)|\($0["variant"] ?? "")|\($0["width"]!)" }) }
        #expect(at(100).isSubset(of: at(200)))
        #expect(at(200).count > at(100).count)
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(!groups.isEmpty)
        for group in groups {
            #expect(group["categories"] == nil && group["firstFailingCategory"] == nil)
            let scales = try #require(group["scales"] as? [Int])
            #expect(group["firstFailingScale"] as? Int == scales.first)
            let suggestion = try #require(group["suggestion"] as? [String: Any])
            #expect(suggestion.keys.contains("largestFittingScale"))
            #expect(!(suggestion["summary"] as? String ?? "").contains(" pt"))
        }
    }

    @Test func textSpacingFindsMoreAndABaselineOfWebFindingsAcceptsThem() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arguments = [Self.catalog, "--layout", Self.layout, "--platform", "web", "--locales", "de,ru"]
        let plain = try Self.json(try Self.run(arguments + ["--json"]))
        let spaced = try Self.run(arguments + ["--text-spacing", "wcag", "--json"])
        #expect(spaced.status == 1)
        let spacedJSON = try Self.json(spaced)
        #expect(spacedJSON["textSpacing"] as? String == "wcag")
        #expect((spacedJSON["findings"] as? [Any])?.count ?? 0 > (plain["findings"] as? [Any])?.count ?? 0)
        let baseline = directory + "/baseline.json"
        try spaced.stdout.write(toFile: baseline, atomically: true, encoding: .utf8)
        let again = try Self.run(arguments + ["--text-spacing", "wcag", "--baseline", baseline])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        // The same findings at another scale are new: a baseline knows findings by their scale.
        let larger = try Self.run(arguments + ["--text-spacing", "wcag", "--scales", "250", "--baseline", baseline])
        #expect(larger.status == 1)
        // iOS findings (a category) do not accept web findings (a scale), and the reverse.
        let ios = try Self.run([Self.catalog, "--layout", Self.layout, "--locales", "de,ru", "--categories", "AX5", "--baseline", baseline])
        #expect(ios.status == 1)
    }

    @Test func aRulesWebWidthIsUsedOnTheWebOnly() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fonts = Self.root + "/Examples/Catalog/fonts/Inter-Regular-example.otf"
        let layout = directory + "/layout.json"
        try """
        {"fonts": ["\(fonts)"], "rules": [{"keys": "*", "style": {"size": 17, "lineHeight": 22}, "width": 40, "webWidth": [600, 700], "maxLines": 2}]}
        """.write(toFile: layout, atomically: true, encoding: .utf8)
        let web = try Self.run([Self.catalog, "--layout", layout, "--platform", "web", "--scales", "100", "--locales", "en", "--json", "--all"])
        #expect(web.status == 0, "\(web.stdout)\(web.stderr)")
        let layouts = try #require(try Self.json(web)["layouts"] as? [[String: Any]])
        #expect(Set(layouts.compactMap { $0["width"] as? Double }) == [600, 700])
        let css = try #require(layouts.first?["css"] as? [String: Any])
        #expect(css["lineHeight"] as? String == "22px")
        let ios = try Self.run([Self.catalog, "--layout", layout, "--locales", "en", "--categories", "L"])
        #expect(ios.status == 1)
        try """
        {"rules": [{"keys": "*", "style": {"size": 17}, "width": 40, "webWidth": -3}]}
        """.write(toFile: layout, atomically: true, encoding: .utf8)
        let bad = try Self.run([Self.catalog, "--layout", layout, "--platform", "web"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("layout.json:1:") && bad.stderr.contains("\"webWidth\" must be a positive number of CSS px"))
    }

    @Test func optionsOfTheOtherPlatformAreUsageErrors() throws {
        for (arguments, message) in [
            (["--platform", "web", "--categories", "L"], "--categories is for --platform ios"),
            (["--scales", "100,200"], "--scales needs --platform web"),
            (["--text-spacing", "wcag"], "--text-spacing needs --platform web"),
            (["--platform", "web", "--scales", "100,abc"], "--scales must list text scales"),
            (["--platform", "web", "--scales", "5"], "--scales must list text scales"),
            (["--platform", "web", "--text-spacing", "loose"], "--text-spacing must be wcag"),
            (["--platform", "android"], "--platform must be ios or web"),
        ] {
            let output = try Self.run([Self.catalog, "--layout", Self.layout] + arguments)
            #expect(output.status == 64 || output.status == 2, "\(arguments)")
            #expect(output.stderr.contains(message), "\(arguments): \(output.stderr)")
        }
    }

    @Test func sarifAndReportNameScales() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = try Self.run([Self.catalog, "--layout", Self.layout, "--platform", "web", "--locales", "ru", "--sarif", directory + "/fit.sarif",
                                   "--out", directory + "/report"])
        #expect(output.status == 1)
        let sarif = try String(contentsOfFile: directory + "/fit.sarif", encoding: .utf8)
        #expect(sarif.contains("\"firstFailingScale\"") && !sarif.contains("\"firstFailingCategory\""))
        #expect(sarif.contains("does not fit from 200% ("))
        let page = try String(contentsOfFile: directory + "/report/index.html", encoding: .utf8)
        #expect(page.contains("<th>200%</th>") && page.contains(" px"))
        #expect(FileManager.default.fileExists(atPath: directory + "/report/images/group-1.png"))
    }
}
