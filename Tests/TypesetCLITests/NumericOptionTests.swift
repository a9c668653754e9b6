import Foundation
import Testing
import TypesetTestSupport

/// Every numeric option of every command against one rule (Documentation/CLI.md, "Numbers"):
/// negatives are read as values and refused ("must be positive", "must be 0 or more"), values
/// that are not finite are refused, and each option has one cap, the same in every command. Each
/// bad value is a usage error (exit status 2) naming the option.
@Suite("numeric options: one rule in every command")
struct NumericOptionTests {
    static let root = Repository.root
    static let font = root + "/Fixtures/fonts/DejaVuSans-subset.ttf"
    static let out = NSTemporaryDirectory() + "typeset-numeric-\(getpid()).png"

    /// The arguments of each command that make a valid run, option by option.
    static let base: [String: [[String]]] = [
        "style": [],
        "inspect": [[font]],
        "shape": [["--font", font], ["--size", "17"], ["--json"], ["Hi"]],
        "measure": [["--font", font], ["--size", "17"], ["--width", "100"], ["Hi"]],
        "render": [["--font", font], ["--size", "17"], ["--width", "100"], ["--out", out], ["Hi"]],
        "fit": [[root + "/Examples/Catalog/Localizable.xcstrings"], ["--layout", root + "/Examples/Catalog/layout.json"]],
    ]

    /// A kind of rule: bad values and a phrase the error must hold for each.
    enum Kind {
        case positive(cap: String), nonNegative(cap: String), signed(cap: String), atLeastOne(cap: String), scale

        var cases: [(value: String, says: String)] {
            switch self {
            case .positive(let cap):
                return [("-1", "must be positive"), ("0", "must be positive"), ("-0.5", "must be positive"),
                        ("nan", "must be a finite number"), ("inf", "must be a finite number"), (cap, "must be at most")]
            case .nonNegative(let cap):
                return [("-1", "must be 0 or more"), (cap, "must be at most")]
            case .signed(let cap):
                return [("-" + cap, "must be at least"), (cap, "must be at most"), ("nan", "must be a finite number"),
                        ("-inf", "must be a finite number")]
            case .atLeastOne(let cap):
                return [("0", "must be at least 1"), ("-3", "must be at least 1"), (cap, "must be at most")]
            case .scale:
                return [("0", "must be at least 1"), ("-2", "must be at least 1"), ("17", "must be at most 16"), ("nan", "must be a finite number")]
            }
        }
    }

    /// Each numeric option and the commands that take it.
    static let table: [(option: String, kind: Kind, commands: [String])] = {
        let styleCommands = ["style", "shape", "measure", "render"]
        return [
            ("--size", .positive(cap: "2000.5"), styleCommands + ["inspect"]),
            ("--line-height", .positive(cap: "1e20"), styleCommands),
            ("--line-height-multiple", .positive(cap: "1e308"), styleCommands),
            ("--letter-spacing", .signed(cap: "1e308"), styleCommands),
            ("--letter-spacing-percent", .signed(cap: "1e308"), styleCommands),
            ("--letter-spacing-per-mille", .signed(cap: "1e308"), styleCommands),
            ("--paragraph-spacing", .nonNegative(cap: "1e308"), styleCommands),
            ("--maximum-point-size", .positive(cap: "1e308"), styleCommands),
            ("--index", .nonNegative(cap: "9223372036854775807"), styleCommands + ["inspect"]),
            ("--width", .positive(cap: "1e308"), ["measure", "render"]),
            ("--lines", .nonNegative(cap: "9223372036854775807"), ["measure", "render"]),
            ("--margin", .nonNegative(cap: "1001"), ["render"]),
            ("--threshold", .nonNegative(cap: "256"), ["render"]),
            ("--scale", .scale, ["shape", "measure", "render", "fit"]),
            ("--repeat", .atLeastOne(cap: "9223372036854775807"), ["measure"]),
            ("--workers", .atLeastOne(cap: "100000"), ["fit"]),
            ("--measure", .atLeastOne(cap: "1001"), ["style"]),
        ]
    }()

    struct Row: CustomTestStringConvertible, Sendable {
        var command: String, option: String, value: String, says: String
        var testDescription: String { "\(command) \(option) \(value)" }
    }

    static let rows: [Row] = table.flatMap { entry in
        entry.commands.flatMap { command in entry.kind.cases.map { Row(command: command, option: entry.option, value: $0.value, says: $0.says) } }
    }

    @Test("a bad number is a usage error naming the option", arguments: rows)
    func badNumber(_ row: Row) throws {
        let base = (Self.base[row.command] ?? []).filter { $0.first != row.option }.flatMap { $0 }
        // The value as its own argument: a negative number must be read as the option's value.
        let result = try TestProcess.typeset([row.command] + base + [row.option, row.value], root: Self.root)
        #expect(result.status == 2, "status \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("\(row.option) \(row.says)"), "\(result.stderr)")
    }

    @Test("each command runs with its base arguments, so the refusals above are the numbers'")
    func baseRuns() throws {
        for (command, arguments) in Self.base where command != "fit" {
            let result = try TestProcess.typeset([command] + arguments.flatMap { $0 }, root: Self.root)
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
    }

    @Test("render refuses a picture larger than 16,384 px a side or 64 megapixels, and writes nothing", arguments: [
        ["--size", "2000", "--scale", "16", "Hello"],
        ["--size", "17", "--line-height", "100000", "--guides", "Hi"],
        ["--size", "17", "--line-height-multiple", "100", "--paragraph-spacing", "100000", "--guides", "Hi\nHo"],
        ["--size", "17", "--width", "100000", "--scale", "16", "Hi"],
    ])
    func tooLarge(_ arguments: [String]) throws {
        for suffix in [".png", ".svg"] {
            let path = NSTemporaryDirectory() + "typeset-large-\(UUID().uuidString)" + suffix
            let result = try TestProcess.typeset(["render", "--font", Self.font, "--out", path] + arguments, root: Self.root)
            #expect(result.status == 1, "status \(result.status): \(result.stderr)")
            #expect(result.stderr.contains("16384 px a side"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("the largest numbers allowed draw in PNG and SVG with guides, without trapping")
    func largestAllowed() throws {
        for suffix in [".png", ".svg"] {
            let path = NSTemporaryDirectory() + "typeset-largest-\(UUID().uuidString)" + suffix
            defer { try? FileManager.default.removeItem(atPath: path) }
            let result = try TestProcess.typeset(["render", "--font", Self.font, "--size", "17", "--line-height", "4000",
                                                  "--letter-spacing", "1000", "--paragraph-spacing", "1000", "--guides",
                                                  "--scale", "1", "--out", path, "Hi"], root: Self.root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }
}
