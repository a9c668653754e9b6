import Foundation
import Testing
import TypesetTestSupport

/// Variable fonts on the command line (Documentation/CLI.md, "inspect" and the style options):
/// `inspect --json` reports `axes` and `instances`, and with `--variations` every key describing
/// the face equals the static instance fontTools' instancer makes; `shape --variations` advances
/// glyphs as HarfBuzz does at that instance.
@Suite struct VariationsCommandTests {
    static let root = Repository.root
    static let synthetic = "Fixtures/fonts/synthetic/InterVariable-avar-MVAR.ttf"
    static let inter = "Fixtures/fonts/Inter-Variable-subset.ttf"

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let output = try TestProcess.typeset(arguments, root: root)
        #expect(output.status == 0, "\(arguments): \(output.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    /// Rows of an expectation file (Tests/TypesetFontTests/Expectations).
    static func rows(_ name: String) throws -> [[String]] {
        let text = try String(contentsOfFile: root + "/Tests/TypesetFontTests/Expectations/\(name)", encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// A JSON value as the expectation files write it (integers without a decimal point).
    static func text(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if value is NSNull { return "" }  // null: the expectation files write an empty name
        if let string = value as? String { return string }
        let typeName = "\(type(of: value))"
        if typeName == "Bool" || typeName.contains("Boolean") { return (value as? Bool) == true ? "true" : "false" }
        if let number = value as? NSNumber {
            let double = number.doubleValue
            return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
        }
        return "\(value)"
    }

    @Test func axesAndInstancesAsFontToolsReadsThem() throws {
        let object = try Self.json(["inspect", Self.inter, "--json"])
        let axes = try #require(object["axes"] as? [[String: Any]])
        let instances = try #require(object["instances"] as? [[String: Any]])
        let expected = try Self.rows("Inter-Variable-subset-0.axes.tsv")
        let axisRows = expected.filter { $0[0] == "axis" }, instanceRows = expected.filter { $0[0] == "instance" }
        #expect(axes.count == axisRows.count && instances.count == instanceRows.count)
        for (axis, row) in zip(axes, axisRows) {
            #expect(Self.text(axis["tag"]) == row[1] && Self.text(axis["name"]) == row[2])
            #expect(Self.text(axis["min"]) == row[3] && Self.text(axis["default"]) == row[4] && Self.text(axis["max"]) == row[5])
        }
        for (instance, row) in zip(instances, instanceRows) {
            #expect(Self.text(instance["name"]) == row[1])
            let coordinates = try #require(instance["coordinates"] as? [String: Any])
            let text = row[2].split(separator: ",").map { pair in
                let parts = pair.split(separator: "=")
                return "\(parts[0])=\(Self.text(coordinates[String(parts[0])]))"
            }.joined(separator: ",")
            #expect(text == row[2])
        }
        // A static font: empty arrays.
        let plain = try Self.json(["inspect", "Fixtures/fonts/DejaVuSans-subset.ttf", "--json"])
        #expect((plain["axes"] as? [Any])?.isEmpty == true && (plain["instances"] as? [Any])?.isEmpty == true)
        #expect((plain["variations"] as? [String: Any])?.isEmpty == true && (plain["normalizedCoordinates"] as? [Any])?.isEmpty == true)
    }

    @Test func inspectAtAnInstanceEqualsFontToolsInstancer() throws {
        var checked = 0
        for (font, name) in [(Self.synthetic, "InterVariable-avar-MVAR-0"), (Self.inter, "Inter-Variable-subset-0"),
                             ("Fixtures/fonts/synthetic/InterVariable-CFF2.otf", "InterVariable-CFF2-0")] {
            let byLocation = Dictionary(grouping: try Self.rows("\(name).instance-metrics.tsv"), by: { $0[0] })
            for (location, rows) in byLocation.sorted(by: { $0.key < $1.key }).prefix(3) {
                let object = try Self.json(["inspect", font, "--variations", location, "--json"])
                let applied = try #require(object["variations"] as? [String: Any])
                #expect(location.split(separator: ",").map { pair in
                    let parts = pair.split(separator: "=")
                    return "\(parts[0])=\(Self.text(applied[String(parts[0])]))"
                }.joined(separator: ",") == location)
                #expect((object["normalizedCoordinates"] as? [Any])?.count == 2)
                for row in rows {
                    let path = row[1].split(separator: ".").map(String.init)
                    var value: Any? = object
                    for key in path { value = (value as? [String: Any])?[key] }
                    // Keys that inspect does not report (widthClass, strikeout, underline) are
                    // checked by the library's tests.
                    guard let value else { continue }
                    #expect(Self.text(value) == row[2], "\(name) \(location) \(row[1])")
                    checked += 1
                }
            }
        }
        #expect(checked > 150)
    }

    @Test func shapeAtAnInstanceAdvancesAsHarfBuzz() throws {
        let rows = try Self.rows("Inter-Variable-subset-0.instance-advances.tsv")
        for row in rows.prefix(3) {
            let advances = row[1].split(separator: " ").compactMap { Int($0) }
            let object = try Self.json(["shape", "--font", Self.inter, "--size", "17", "--variations", row[0], "--no-kerning",
                                        "--units", "font", "--json", "Hamburgefonstiv"])
            let glyphs = try #require(object["glyphs"] as? [[String: Any]])
            #expect(glyphs.count == 15)
            for glyph in glyphs {
                let id = try #require((glyph["id"] as? NSNumber)?.intValue)
                // Font units come back from points: equal up to the arithmetic's last bits.
                let advance = try #require((glyph["advance"] as? NSNumber)?.doubleValue)
                #expect(abs(advance - Double(advances[id])) < 1e-6, "\(row[0]) glyph \(id): \(advance), HarfBuzz \(advances[id])")
            }
        }
    }

    @Test func badVariationsAreUsageErrors() throws {
        for arguments in [["inspect", Self.inter, "--variations", "wght"], ["style", "--font", Self.inter, "--size", "17", "--variations", "wght=bold"]] {
            let output = try TestProcess.typeset(arguments, root: Self.root)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.contains("--variations"))
        }
    }

    /// `style` resolves the instance: `opsz` follows the point size (12 and 40 pt select two
    /// instances), the metrics are fontTools' instancer's at that location, scaled;
    /// `--optical-sizing none` and an explicit `opsz` fix it.
    @Test func styleFollowsTheOpticalSize() throws {
        let font = "Fixtures/fonts/synthetic/Variable-wght-wdth-opsz.ttf"
        let rows = try Self.rows("Variable-wght-wdth-opsz-0.instance-metrics.tsv")
        for size in [12.0, 40.0] {
            let object = try Self.json(["style", "--font", font, "--size", Self.text(size), "--json"])
            let variations = try #require(object["variations"] as? [String: Any])
            #expect(Self.text(variations["opsz"]) == Self.text(size) && Self.text(variations["wght"]) == "400")
            #expect(object["opticalSizing"] as? String == "auto")
            let metrics = try #require(object["metrics"] as? [String: Any])
            let location = "wght=400,wdth=100,opsz=\(Self.text(size))"
            let xHeight = try #require(rows.first { $0[0] == location && $0[1] == "metrics.xHeight" }.flatMap { Double($0[2]) })
            let upm = try #require(rows.first { $0[0] == location && $0[1] == "unitsPerEm" }.flatMap { Double($0[2]) })
            #expect(abs((metrics["xHeight"] as? Double ?? .nan) - xHeight / upm * size) < 1e-9, "\(location)")
        }
        let none = try Self.json(["style", "--font", font, "--size", "40", "--optical-sizing", "none", "--json"])
        #expect(Self.text((none["variations"] as? [String: Any])?["opsz"]) == "14")
        let fixed = try Self.json(["style", "--font", font, "--size", "40", "--variations", "opsz=20,wght=700", "--json"])
        #expect(Self.text((fixed["variations"] as? [String: Any])?["opsz"]) == "20" && Self.text((fixed["variations"] as? [String: Any])?["wght"]) == "700")
        // A static font has no instance.
        let plain = try Self.json(["style", "--font", "Fixtures/fonts/DejaVuSans-subset.ttf", "--size", "17", "--variations", "wght=700", "--json"])
        #expect((plain["variations"] as? [String: Any])?.isEmpty == true)
    }
}
