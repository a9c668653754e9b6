import Foundation
import Testing
import TypesetTestSupport

/// `typeset shape` (Documentation/CLI.md, "shape"): OpenType shaping with the default features,
/// `--features`, `--language`, `--script`, `--units font`, and the JSON keys the contract fixes.
@Suite("typeset shape")
struct ShapeCommandTests {
    static let lato = "Fixtures/fonts/Lato-Regular-subset.ttf"

    static func glyphs(_ arguments: [String]) throws -> (glyphs: [[String: Any]], object: [String: Any]) {
        let object = try StyleOptionsTests.json(["shape", "--font", lato, "--size", "20", "--json"] + arguments)
        return (try #require(object["glyphs"] as? [[String: Any]]), object)
    }

    @Test func ligaturesAreOnByDefaultAndFeaturesTurnThemOff() throws {
        let (ligated, object) = try Self.glyphs(["office"])
        #expect(ligated.count == 4)  // o, ffi, c, e
        for key in ["id", "name", "cluster", "advance", "xOffset", "yOffset"] { #expect(ligated[0][key] != nil, "\(key)") }
        #expect((ligated.map { $0["cluster"] as? Int }) == [0, 1, 4, 5])
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1 && runs[0]["script"] as? String == "Latn" && runs[0]["direction"] as? String == "ltr")
        let (plain, _) = try Self.glyphs(["--features", "-liga", "office"])
        #expect(plain.count == 6)
    }

    @Test func unitsFontGivesFontUnits() throws {
        let (points, _) = try Self.glyphs(["o"])
        let (units, _) = try Self.glyphs(["--units", "font", "o"])
        let pt = try #require(points.first?["advance"] as? Double), fu = try #require(units.first?["advance"] as? Double)
        #expect(abs(fu - pt * 2000 / 20) < 1e-6)  // Lato: 2000 units per em
    }

    @Test func badFeaturesAreUsageErrors() throws {
        let output = try StyleOptionsTests.run(["shape", "--font", Self.lato, "--size", "20", "--features", "li ga=x", "office"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--features"))
        let sideways = try StyleOptionsTests.run(["shape", "--font", Self.lato, "--size", "20", "--direction", "ttb", "office"])
        #expect(sideways.status == 2 && sideways.stderr.contains("--direction must be auto, ltr or rtl"))
    }

    /// `measure` takes the same features: without ligatures the line is wider.
    @Test func measureTakesFeatures() throws {
        let on = try StyleOptionsTests.json(["measure", "--font", Self.lato, "--size", "20", "--width", "1000", "--json", "office affluent"])
        let off = try StyleOptionsTests.json(["measure", "--font", Self.lato, "--size", "20", "--width", "1000", "--features", "-liga",
                                              "--json", "office affluent"])
        let lineOn = try #require((on["lines"] as? [[String: Any]])?.first?["width"] as? Double)
        let lineOff = try #require((off["lines"] as? [[String: Any]])?.first?["width"] as? Double)
        #expect(lineOff > lineOn)
    }

    /// `--fallback SCRIPT=FILE` puts a font first for one script's characters.
    @Test func fallbackPerScript() throws {
        let general = try TestProcess.typeset(["shape", "--font", "Fixtures/fonts/DejaVuSans-subset.ttf",
                                               "--fallback", "Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:0",
                                               "--fallback", "Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:1", "--size", "17", "--json", "A文あ"],
                                              root: Repository.root)
        let perScript = try TestProcess.typeset(["shape", "--font", "Fixtures/fonts/DejaVuSans-subset.ttf",
                                                 "--fallback", "Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:0",
                                                 "--fallback", "Hani=Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:1", "--size", "17", "--json", "A文あ"],
                                                root: Repository.root)
        func fonts(_ output: TestProcess.Output) throws -> [Int] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            return try #require(json["glyphs"] as? [[String: Any]]).compactMap { $0["font"] as? Int }
        }
        #expect(try fonts(general) == [0, 1, 1])
        #expect(try fonts(perScript) == [0, 2, 1])
    }

    /// Right-to-left text comes out in visual order, its runs at odd levels; a right-to-left
    /// paragraph puts a Latin word at level 2.
    @Test func directionAndLevels() throws {
        let hebrew = "Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf"
        let object = try StyleOptionsTests.json(["shape", "--font", hebrew, "--size", "17", "--json", "שלום"])
        let glyphs = try #require(object["glyphs"] as? [[String: Any]])
        #expect(glyphs.compactMap { $0["cluster"] as? Int } == [3, 2, 1, 0])
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1 && runs[0]["direction"] as? String == "rtl" && runs[0]["level"] as? Int == 1)
        let (_, latin) = try Self.glyphs(["--direction", "rtl", "office"])
        let latinRuns = try #require(latin["runs"] as? [[String: Any]])
        #expect(latinRuns.first?["level"] as? Int == 2 && latinRuns.first?["direction"] as? String == "ltr")
    }
}
