import Foundation
import Testing
import TypesetTestSupport

/// `style`, `measure`, `render` and `shape` share one set of style options (Documentation/CLI.md,
/// "Style options"): the numbers `style` prints and the lines, glyphs and pictures the others
/// make come from one resolved style.
@Suite("typeset: one set of style options")
struct StyleOptionsTests {
    static let inter = "Fixtures/fonts/Inter-Regular-subset.otf"
    static let text = "Sphinx of black quartz, judge my vow."

    static func run(_ arguments: [String]) throws -> TestProcess.Output {
        try TestProcess.typeset(arguments, root: Repository.root)
    }

    /// The JSON object a successful command printed.
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let output = try run(arguments)
        #expect(output.status == 0, "\(arguments): \(output.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(arguments)")
    }

    /// A number at a dotted path (`uikit.kern`, `lines.uikitExact.baseline`) of a JSON object.
    static func number(_ object: [String: Any], _ path: String) -> Double? {
        var value: Any? = object
        for key in path.split(separator: ".") { value = (value as? [String: Any])?[String(key)] }
        return value as? Double
    }

    /// The file `render` writes with `arguments` (after `render`, before `--out`) to a
    /// temporary `name`, removed after reading.
    static func render(_ arguments: [String], _ name: String) throws -> Data {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-style-options-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent(name)
        let output = try run(["render"] + arguments + ["--out", out.path, text])
        #expect(output.status == 0, "\(arguments): \(output.stderr)")
        return try Data(contentsOf: out)
    }

    @Test("measure lays lines out at the line height and baseline `style` resolves",
          arguments: [["--text-style", "body", "--category", "AX5"],
                      ["--text-style", "caption1", "--category", "xS"],
                      ["--text-style", "title1", "--maximum-point-size", "30", "--category", "AX3"],
                      ["--size", "15", "--line-height-multiple", "1.4"],
                      ["--size", "17", "--line-height", "24", "--text-style", "body", "--category", "xxxL"],
                      ["--size", "13"]])
    func measureFollowsStyle(options: [String]) throws {
        let font = ["--font", Self.inter]
        let style = try Self.json(["style"] + font + options + ["--json"])
        let lineHeight = try #require(Self.number(style, "lineHeight"))
        let baseline = try #require(Self.number(style, "lines.uikitExact.baseline"))
        let measure = try Self.json(["measure"] + font + options + ["--width", "120", "--json", Self.text])
        let lines = try #require(measure["lines"] as? [[String: Any]])
        #expect(lines.count > 1, "\(options): the text should wrap")
        for (index, line) in lines.enumerated() {
            let top = try #require(line["top"] as? Double), bottom = try #require(line["bottom"] as? Double)
            #expect(abs(bottom - top - lineHeight) < 1e-9, "\(options) line \(index): \(bottom - top) vs style \(lineHeight)")
            #expect(abs(top - Double(index) * lineHeight) < 1e-9, "\(options) line \(index)")
        }
        let firstBaseline = try #require(lines.first?["baseline"] as? Double)
        #expect(abs(firstBaseline - baseline) < 1e-9, "\(options): baseline \(firstBaseline) vs style \(baseline)")
    }

    @Test("Letter spacing in percent and per mille draws what its kern in points draws")
    func renderLetterSpacingUnits() throws {
        // 20 pt: 5 % and 50 per mille are both a kern of 1 pt.
        let common = ["--font", Self.inter, "--size", "20", "--width", "150", "--guides"]
        func svg(_ spacing: [String]) throws -> Data { try Self.render(common + spacing, "picture.svg") }
        let points = try svg(["--letter-spacing", "1"])
        #expect(try svg(["--letter-spacing-percent", "5"]) == points)
        #expect(try svg(["--letter-spacing-per-mille", "50"]) == points)
        #expect(try svg([]) != points)
        let style = try Self.json(["style", "--font", Self.inter, "--size", "20", "--letter-spacing-percent", "5", "--json"])
        #expect(Self.number(style, "uikit.kern") == 1)
    }

    @Test("render with a text style and category draws the point size and line height `style` resolves")
    func renderDynamicType() throws {
        let options = ["--font", Self.inter, "--text-style", "body", "--category", "AX5"]
        let style = try Self.json(["style"] + options + ["--scale", "2", "--json"])
        let size = try #require(Self.number(style, "pointSize"))
        let lineHeight = try #require(Self.number(style, "lineHeight"))
        #expect(size > 17, "AX5 scales the body size up")
        func png(_ arguments: [String]) throws -> Data { try Self.render(arguments + ["--width", "300", "--guides"], "picture.png") }
        let styled = try png(options)
        #expect(styled == (try png(["--font", Self.inter, "--size", "\(size)", "--line-height", "\(lineHeight)"])))
        #expect(styled != (try png(["--font", Self.inter, "--text-style", "body"])))
    }

    @Test("shape advances with the resolved size and kern")
    func shapeFollowsStyle() throws {
        func advance(_ options: [String]) throws -> Double {
            try #require(Self.number(try Self.json(["shape", "--font", Self.inter] + options + ["--json", "Wave"]), "advance"))
        }
        let percent = try advance(["--size", "20", "--letter-spacing-percent", "5"])
        #expect(percent == (try advance(["--size", "20", "--letter-spacing", "1"])))
        #expect(abs(percent - (try advance(["--size", "20"])) - 4) < 1e-9, "4 glyphs, 1 pt each")
        let style = try Self.json(["style", "--font", Self.inter, "--text-style", "title1", "--category", "AX2", "--json"])
        let size = try #require(Self.number(style, "pointSize"))
        #expect(try advance(["--text-style", "title1", "--category", "AX2"]) == (try advance(["--size", "\(size)"])))
    }

    @Test("Usage errors of the shared options: exit status 2 in every command",
          arguments: [["measure", "--width", "100", "text"],
                      ["render", "--size", "12", "--out", "picture.png", "text"],
                      ["shape", "--size", "12", "text"],
                      ["measure", "--font", "Fixtures/fonts/Inter-Regular-subset.otf", "--size", "12", "--line-height", "20", "--line-height-multiple", "1.2", "--width", "100", "text"],
                      ["render", "--font", "Fixtures/fonts/Inter-Regular-subset.otf", "--size", "12", "--letter-spacing", "1", "--letter-spacing-percent", "2", "--out", "p.png", "text"],
                      ["shape", "--font", "Fixtures/fonts/Inter-Regular-subset.otf", "--text-style", "bodyy", "text"],
                      ["measure", "--font", "Fixtures/fonts/Inter-Regular-subset.otf", "--size", "12", "--category", "AX9", "--width", "100", "text"],
                      ["shape", "--font", "Fixtures/fonts/Inter-Regular-subset.otf", "text"],
                      ["style", "--fallback", "Fixtures/fonts/Inter-Regular-subset.otf"]])
    func usageErrors(arguments: [String]) throws {
        let output = try Self.run(arguments)
        #expect(output.status == 2, "\(arguments): \(output.status) \(output.stderr)")
        #expect(output.stderr.hasPrefix("typeset: error: "), "\(arguments): \(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test("A font that cannot be read is named once, exit status 1",
          arguments: [["style"], ["measure", "--width", "100", "text"], ["render", "--out", "picture.png", "text"], ["shape", "text"]])
    func unreadableFont(command: [String]) throws {
        let output = try Self.run(command + ["--font", "Fixtures/fonts/no-such-font.ttf", "--size", "12"])
        #expect(output.status == 1, "\(command)")
        #expect(output.stderr.hasPrefix("typeset: error: Fixtures/fonts/no-such-font.ttf: "), "\(command): \(output.stderr)")
        #expect(output.stderr.components(separatedBy: "no-such-font.ttf").count == 2, "\(command): \(output.stderr)")
    }

    @Test("Every command with style options lists them all")
    func help() throws {
        for command in ["style", "measure", "render", "shape"] {
            let output = try Self.run([command, "--help"])
            #expect(output.status == 0)
            for option in ["--font", "--index", "--fallback", "--size", "--line-height", "--line-height-multiple", "--letter-spacing",
                           "--letter-spacing-percent", "--letter-spacing-per-mille", "--paragraph-spacing", "--text-style",
                           "--maximum-point-size", "--category", "--scale"] {
                #expect(output.stdout.contains(option + " "), "\(command) \(option)")
            }
        }
    }
}
