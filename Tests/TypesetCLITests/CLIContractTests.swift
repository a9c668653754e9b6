import Foundation
import Testing
import TypesetTestSupport

/// The command line as Documentation/CLI.md fixes it, checked by running the built `typeset`:
/// the Typography.md "A designer's gap" table of `inspect --sizes` against fontTools' metrics, and the error format and
/// exit statuses scripts rely on.
@Suite("typeset command-line contract")
struct CLIContractTests {
    static let root = Repository.root

    static func run(_ arguments: [String]) throws -> TestProcess.Output {
        try TestProcess.typeset(arguments, root: root)
    }

    /// `key -> value` of a fontTools metrics expectation (`Scripts/expectations_metrics.py`).
    static func fontToolsMetrics(_ name: String) throws -> [String: String] {
        let text = try String(contentsOfFile: root + "/Tests/TypesetFontTests/Expectations/\(name).metrics.tsv", encoding: .utf8)
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count == 2 { values[String(fields[0])] = String(fields[1]) }
        }
        return values
    }

    @Test("inspect --sizes: the designer's-gap table (Typography.md), font.lineHeight from fontTools' metrics",
          arguments: [("Fixtures/fonts/DejaVuSans-subset.ttf", 0, "DejaVuSans-subset-0"),
                      ("Fixtures/fonts/Inter-Regular-subset.otf", 0, "Inter-Regular-subset-0"),
                      ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 1, "NotoSansCJK-Regular-subset-1"),
                      ("Fixtures/fonts/synthetic/TypoSTAT.ttf", 0, "TypoSTAT-0")])
    func sizesTable(file: String, index: Int, expectations: String) throws {
        let m = try Self.fontToolsMetrics(expectations)
        let upm = try #require(m["unitsPerEm"].flatMap(Double.init))
        let ascender = try #require(m["ascender"].flatMap(Double.init))
        let descender = try #require(m["descender"].flatMap(Double.init))
        let leading = try #require(m["leading"].flatMap(Double.init))
        func lineHeight(_ size: Double) -> Double { (ascender - descender + leading) / upm * size }

        let json = try Self.run(["inspect", file, "--index", "\(index)", "--sizes", "10-20", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["sizes"] as? [[String: Double]])
        #expect(rows.map { $0["size"] } == (10...20).map { Double($0) })
        for row in rows {
            let size = row["size"] ?? .nan
            #expect(abs((row["lineHeight"] ?? .nan) - lineHeight(size)) < 1e-9, "\(file) \(size) pt")
            #expect(abs((row["lineHeightMinusSize"] ?? .nan) - (lineHeight(size) - size)) < 1e-9, "\(file) \(size) pt")
        }

        // Text mode: a header and one `size | font.lineHeight | lineHeight - size` row per size.
        let text = try Self.run(["inspect", file, "--index", "\(index)", "--sizes", "10-20"])
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex(of: "size | font.lineHeight | lineHeight - size"))
        let table = lines[(header + 1)...].prefix(11)
        #expect(table.count == 11)
        for (size, line) in zip(10...20, table) {
            let cells = line.split(separator: "|").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            #expect(cells.count == 3 && cells[0] == Double(size), "\(line)")
            if cells.count == 3, let shown = cells[1], let difference = cells[2] {
                #expect(abs(shown - lineHeight(Double(size))) <= 0.00005 + 1e-12, "\(line)")
                #expect(abs(difference - (lineHeight(Double(size)) - Double(size))) <= 0.00005 + 1e-12, "\(line)")
            }
        }
    }

    @Test("Usage errors: `typeset: error: <what>` on stderr, then the usage; exit status 2",
          arguments: [["style", "--category", "Q"], ["style", "--size", "abc"], ["no-such-command"],
                      ["measure", "--width", "0", "text"], ["render", "--out", "picture.gif", "text"]])
    func usageErrors(arguments: [String]) throws {
        let output = try Self.run(arguments)
        #expect(output.status == 2, "\(arguments): \(output.status)")
        #expect(output.stderr.hasPrefix("typeset: error: "), "\(arguments): \(output.stderr)")
        #expect(output.stderr.contains("Usage: typeset"))
        #expect(output.stdout.isEmpty)
    }

    @Test("Invalid input: `typeset: error: <what>` naming the file; exit status 1")
    func inputErrors() throws {
        let missing = try Self.run(["inspect", "Fixtures/fonts/no-such-font.ttf"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("typeset: error: ") && missing.stderr.contains("no-such-font.ttf"))
        // A file that is not a font: the error names the container and the offset.
        let notAFont = try Self.run(["inspect", "Package.swift"])
        #expect(notAFont.status == 1)
        #expect(notAFont.stderr.hasPrefix("typeset: error: ") && notAFont.stderr.contains("offset"), "\(notAFont.stderr)")
        #expect(notAFont.stdout.isEmpty)
    }

    /// Names as fontTools' getGlyphOrder() gives them (Tests/TypesetFontTests/Expectations/glyphnames):
    /// DejaVu's `post` 2.0 names its ffi ligature `uniFB03`; Noto Serif CJK is CID-keyed (`cid58879`);
    /// Lato's `post` table is version 3.0, so it names no glyph (fontTools makes names up from the cmap).
    @Test("shape --json: each glyph's name from the font, null when the font has none",
          arguments: [("Fixtures/fonts/DejaVuSans-subset.ttf", ["o", "uniFB03", "c", "e"]),
                      ("Fixtures/fonts/NotoSerifCJKsc-Regular-subset.otf", ["cid00080", "cid58879", "cid00068", "cid00070"]),
                      ("Fixtures/fonts/Lato-Regular-subset.ttf", [nil, nil, nil, nil])])
    func shapeGlyphNames(file: String, names: [String?]) throws {
        let output = try Self.run(["shape", "--font", file, "--size", "17", "--json", "office"])
        #expect(output.status == 0, "\(output.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let glyphs = try #require(object["glyphs"] as? [[String: Any]])
        #expect(glyphs.map { $0["name"] as? String } == names, "\(file)")
        // The key is there, null or not.
        #expect(glyphs.allSatisfy { $0.keys.contains("name") })
    }

    @Test("Help exits 0 for every command")
    func help() throws {
        for command in ["specimen", "inspect", "style", "shape", "measure", "render", "lint", "generate"] {
            let output = try Self.run([command, "--help"])
            #expect(output.status == 0, "\(command)")
            #expect(output.stdout.contains("USAGE: typeset \(command)"), "\(command)")
        }
    }
}
