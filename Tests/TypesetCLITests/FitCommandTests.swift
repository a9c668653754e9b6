import Foundation
import Testing
import TypesetTestSupport

/// `typeset fit` as Documentation/CLI.md fixes it: JSON keys, exit statuses, baselines, errors
/// with positions, the report folder.
@Suite("typeset fit")
struct FitCommandTests {
    static let root = Repository.root
    static let catalog = "Examples/Catalog/Localizable.xcstrings"
    static let layout = "Examples/Catalog/layout.json"

    static func run(_ arguments: [String]) throws -> TestProcess.Output {
        try TestProcess.typeset(["fit"] + arguments, root: root)
    }

    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "typeset-fit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func jsonHasTheContractKeysAndFindingsFailTheRun() throws {
        let output = try Self.run([Self.catalog, "--layout", Self.layout, "--categories", "L-AX5", "--locales", "de,ja,en-XA",
                                   "--pseudo", "en-XA", "--json"])
        #expect(output.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        for key in ["measurements", "findings", "seconds", "strings", "unmatched", "newFindings"] { #expect(json[key] != nil, "\(key)") }
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        for finding in findings {
            for key in ["key", "locale", "variant", "category", "width", "pointSize", "lineCount", "maxLines", "height", "maxHeight", "truncated", "text"] {
                #expect(finding.keys.contains(key), "\(key)")
            }
            #expect(["de", "ja", "en-XA"].contains(finding["locale"] as? String ?? ""))
            #expect(["L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"].contains(finding["category"] as? String ?? ""))
        }
        // 7 categories x (de + ja + en-XA strings) x widths: the count is the layouts made.
        #expect((json["measurements"] as? Int ?? 0) > 0 && (json["newFindings"] as? Int) == findings.count)
    }

    @Test func aBaselineOfTheSameRunAcceptsEverything() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arguments = [Self.catalog, "--layout", Self.layout, "--locales", "fr,it", "--categories", "xxxL,AX3"]
        let first = try Self.run(arguments + ["--json"])
        #expect(first.status == 1)
        let baseline = directory + "/baseline.json"
        try first.stdout.write(toFile: baseline, atomically: true, encoding: .utf8)
        let again = try Self.run(arguments + ["--baseline", baseline])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.contains("0 new"))
        // A wider check finds what the baseline does not hold.
        let wider = try Self.run([Self.catalog, "--layout", Self.layout, "--locales", "fr,it,de", "--categories", "xxxL,AX3", "--baseline", baseline])
        #expect(wider.status == 1)
    }

    @Test func everythingFitsExitsZero() throws {
        let output = try Self.run([Self.catalog, "--layout", Self.layout, "--locales", "en", "--categories", "M"])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.contains("every string fits"))
    }

    @Test func layoutErrorsNameTheirPositionAndStopTheRun() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = directory + "/layout.json"
        try "{\"rules\": [\n  {\"keys\": \"*\", \"style\": {\"size\": 17}, \"width\": \"wide\"}\n]}".write(toFile: layout, atomically: true, encoding: .utf8)
        let output = try Self.run([Self.catalog, "--layout", layout])
        #expect(output.status == 1)
        #expect(output.stderr.contains("\(layout):2:49: error: \"width\" must be a positive number of points"))
        #expect(output.stdout.isEmpty)
    }

    @Test func aBrokenCatalogueIsReportedAndTheRestIsChecked() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let broken = directory + "/Broken.strings"
        try "\"ok\" = \"fine\";\n\"bad\" = ;\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let output = try Self.run([broken, Self.catalog, "--layout", Self.layout, "--locales", "en", "--categories", "M", "--json"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("\(broken):2:"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect((json["strings"] as? Int ?? 0) > 30)
    }

    @Test func theReportHasAPagePicturesAndFilters() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/report"
        let output = try Self.run([Self.catalog, "--layout", Self.layout, "--locales", "de,ru", "--categories", "AX4,AX5", "--out", out])
        #expect(output.status == 1)
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        let images = try FileManager.default.contentsOfDirectory(atPath: out + "/images")
        #expect(!images.isEmpty)
        for image in images {
            #expect(page.contains("images/\(image)"))
            let bytes = try #require(FileManager.default.contents(atPath: out + "/images/" + image))
            #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        }
        #expect(page.contains("<select id=\"locale\">") && page.contains("value=\"ru\""))
    }

    /// The grouped view beside the findings: one group per key, locale and variant whose sizes and
    /// widths are exactly those of its findings (the example with both pseudolocales).
    @Test func groupsEqualTheUngroupedFindings() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sarif = directory + "/fit.sarif"
        let output = try Self.run([Self.catalog, "--layout", Self.layout, "--pseudo", "en-XA,double", "--json", "--sarif", sarif])
        #expect(output.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let groups = try #require(json["groups"] as? [[String: Any]])
        func identity(_ item: [String: Any]) -> String {
            "\(item["key"] as? String ?? "")|\(item["locale"] as? String ?? "")|\(item["variant"] as? String ?? "-")"
        }
        var expected: [String: (categories: Set<String>, widths: Set<Double>, count: Int)] = [:]
        for finding in findings {
            var entry = expected[identity(finding)] ?? ([], [], 0)
            entry.categories.insert(finding["category"] as? String ?? "")
            entry.widths.insert(finding["width"] as? Double ?? 0)
            entry.count += 1
            expected[identity(finding)] = entry
        }
        #expect(groups.count == expected.count && groups.count < findings.count)
        #expect(Set(groups.map { $0["locale"] as? String ?? "" }).isSuperset(of: ["en-XA", "double"]))
        for group in groups {
            let entry = try #require(expected[identity(group)])
            #expect(Set(group["categories"] as? [String] ?? []) == entry.categories)
            #expect(Set(group["widths"] as? [Double] ?? []) == entry.widths)
            #expect(group["findings"] as? Int == entry.count)
            let suggestion = try #require(group["suggestion"] as? [String: Any])
            #expect((suggestion["widthsNeeded"] as? [Any])?.count == entry.categories.count)
            #expect((suggestion["charactersOver"] as? Int ?? 0) >= 1)
        }
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.count == groups.count)
    }

    /// A gate that cannot pass on nothing: a folder or file holding no catalogue is an error naming
    /// it (exit 2); `--allow-empty` restores passing on an empty folder.
    @Test func anInputHoldingNoCatalogueIsAnError() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let empty = directory + "/Empty"
        try FileManager.default.createDirectory(atPath: empty + "/Sub", withIntermediateDirectories: true)
        try "notes".write(toFile: empty + "/Sub/README.txt", atomically: true, encoding: .utf8)
        let notCatalogue = directory + "/notes.txt"
        try "notes".write(toFile: notCatalogue, atomically: true, encoding: .utf8)
        for input in [[empty], [notCatalogue], [Self.catalog, empty], [directory + "/missing.xcstrings"]] {
            let output = try Self.run(input + ["--layout", Self.layout])
            #expect(output.status == 2, "\(input): \(output.stdout)\(output.stderr)")
            #expect(output.stderr.contains(input.last ?? ""), "\(input): the error names the path")
            #expect(!output.stdout.contains("every string fits"))
        }
        let allowed = try Self.run([empty, "--layout", Self.layout, "--allow-empty"])
        #expect(allowed.status == 0, "\(allowed.stdout)\(allowed.stderr)")
        #expect(allowed.stderr.contains("\(empty):1:1: warning:") && !allowed.stdout.contains("every string fits"))
        // A missing path stays an error even with --allow-empty.
        let missing = try Self.run([directory + "/missing.xcstrings", "--layout", Self.layout, "--allow-empty"])
        #expect(missing.status == 2)
        // No string checked (a locale no catalogue has): exit 1 unless --allow-empty.
        let none = try Self.run([Self.catalog, "--layout", Self.layout, "--locales", "tlh"])
        #expect(none.status == 1 && none.stdout.contains("no string was checked") && !none.stdout.contains("every string fits"))
        #expect(none.stderr.contains("typeset: warning: --locales names \"tlh\", which no catalogue read holds; they hold "), "\(none.stderr)")
        // A locale that is not a language tag is named as such; the pseudolocale asked for is held.
        let misspelt = try Self.run([Self.catalog, "--layout", Self.layout, "--locales", "de,en US,en-XA", "--pseudo", "en-XA", "--categories", "L"])
        #expect(misspelt.stderr.contains("--locales names \"en US\", which no catalogue read holds (not a BCP 47 language tag: U+0020 is not a letter, digit or '-')"), "\(misspelt.stderr)")
        #expect(!misspelt.stderr.contains("\"de\", which") && !misspelt.stderr.contains("\"en-XA\", which"))
        let noneAllowed = try Self.run([Self.catalog, "--layout", Self.layout, "--locales", "tlh", "--allow-empty"])
        #expect(noneAllowed.status == 0)
    }

    /// A run with an unreadable input never says that every string fits.
    @Test func anUnreadableInputNeverPasses() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let broken = directory + "/Broken.xcstrings"
        try "{\"sourceLanguage\": \"en\", \"strings\": {".write(toFile: broken, atomically: true, encoding: .utf8)
        let output = try Self.run([broken, Self.catalog, "--layout", Self.layout, "--locales", "en", "--categories", "M"])
        #expect(output.status == 1)
        #expect(output.stderr.contains(broken + ":1:"))
        #expect(!output.stdout.contains("every string fits") && output.stdout.contains("could not be read"))
    }

    /// --write-budgets: the CSV and JSON, and a copy of each XLIFF input with maxwidth on every
    /// trans-unit whose string the layout checks.
    @Test func budgetsAreWrittenForTranslators() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/budgets"
        let bundle = "Tests/TypesetFitTests/Fixtures/xliff/export/de.xcloc"
        let output = try Self.run([bundle, "--layout", Self.layout, "--write-budgets", out])
        #expect(output.status == 1, "\(output.stderr)")
        let csv = try String(contentsOfFile: out + "/budgets.csv", encoding: .utf8)
        let rows = csv.split(separator: "\r\n")
        #expect(rows.first?.hasPrefix("key,locale,variant,file,line,column,maxWidthPoints,maxCharacters") == true)
        #expect(rows.count > 20)
        let copy = try String(contentsOfFile: out + "/" + bundle + "/Localized Contents/de.xliff", encoding: .utf8)
        let units = copy.components(separatedBy: "<trans-unit ").count - 1
        let annotated = copy.components(separatedBy: "<trans-unit maxwidth=\"").count - 1
        #expect(units > 10 && annotated == units)
        #expect(copy.contains("size-unit=\"pixel\""))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/budgets.json"))) as? [[String: Any]])
        #expect(json.count == rows.count - 1)
    }

    /// The report of the example with both pseudolocales: one card per group of --json, each
    /// with the group's failing sizes, and under 5 MB.
    @Test func theReportHasOneCardPerGroup() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/report"
        let output = try Self.run([Self.catalog, "--layout", Self.layout, "--pseudo", "en-XA,double", "--json", "--out", out])
        #expect(output.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let groups = try #require(json["groups"] as? [[String: Any]])
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.utf8.count < 5_000_000)
        let data = try #require(page.components(separatedBy: "<script type=\"application/json\" id=\"data\">").last?.components(separatedBy: "</script>").first)
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [[Any]])
        #expect(cards.count == groups.count)
        func identity(key: Any?, variant: Any?, locale: Any?) -> String { "\(key as? String ?? "")|\(variant as? String ?? "")|\(locale as? String ?? "")" }
        var sizes: [String: [String]] = [:]
        for group in groups { sizes[identity(key: group["key"], variant: group["variant"], locale: group["locale"])] = group["categories"] as? [String] }
        for card in cards {
            #expect(sizes[identity(key: card[0], variant: card[1], locale: card[2])] == card[3] as? [String])
        }
    }

    @Test func usageErrors() throws {
        let badCategory = try Self.run([Self.catalog, "--layout", Self.layout, "--categories", "huge"])
        #expect(badCategory.status == 2 && badCategory.stderr.hasPrefix("typeset: error: "))
        let badPseudo = try Self.run([Self.catalog, "--layout", Self.layout, "--pseudo", "klingon"])
        #expect(badPseudo.status == 2 && badPseudo.stderr.contains("unknown pseudolocale 'klingon'"))
    }

    /// Keys, locales and paths from the catalogues reach the terminal with bidirectional
    /// formatting characters and separators escaped ("Trojan Source"): a key holding U+202E
    /// cannot reorder the line it is printed on, nor U+2028 split it.
    @Test func namesFromFilesAreEscapedInTheTerminal() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = directory + "/cat\u{2028}alogue/en.lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "\"evil\u{202E}key\u{2066}\" = \"A sentence far too long to fit in one line of fifty points\";\n\"bad\" = ;\n"
            .write(toFile: folder + "/Localizable.strings", atomically: true, encoding: .utf8)
        let layout = directory + "/layout.json"
        try "{\"fonts\": [\"\(Self.root)/Fixtures/fonts/Inter-Regular-subset.otf\"], \"rules\": [{\"keys\": \"*\", \"style\": {\"size\": 17}, \"width\": 50, \"maxLines\": 1}]}"
            .write(toFile: layout, atomically: true, encoding: .utf8)
        let output = try Self.run([directory, "--layout", layout, "--locales", "en", "--categories", "M"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("evil\\u{202E}key\\u{2066} [en]"), "\(output.stdout)")
        #expect(output.stdout.contains("cat\\u{2028}alogue/en.lproj/Localizable.strings:1:"), "\(output.stdout)")
        #expect(output.stderr.contains("cat\\u{2028}alogue/en.lproj/Localizable.strings:2:"), "\(output.stderr)")
        for text in [output.stdout, output.stderr] {
            #expect(!text.unicodeScalars.contains { [0x202E, 0x2066, 0x2028].contains($0.value) })
        }
    }
}
