import Foundation
import Testing
import TypesetTestSupport

/// Every option that reads a file, given what is not a regular file: a directory, `/dev/zero`, a
/// FIFO with no writer and a symbolic link to `/dev/zero`. Each run ends (under `timeout`, so a
/// hang fails instead of blocking the suite) with a non-zero status, no crash, and an error that
/// names the path and what it is.
@Suite("file options given a directory, a device or a FIFO")
struct PathKindCommandTests {
    static let root = Repository.root
    static let font = root + "/Fixtures/fonts/DejaVuSans-subset.ttf"

    /// A scratch folder holding `dir/` (a directory), `fifo` (a FIFO), `zero.otf` (a link to
    /// /dev/zero), a fonts folder with those three under font names beside a real font, and a
    /// token file whose family is found in that folder.
    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "typeset-path-kinds-\(UUID().uuidString)"
        let manager = FileManager.default
        try manager.createDirectory(atPath: path + "/dir", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: path + "/fonts/Sub.otf", withIntermediateDirectories: true)
        #expect(mkfifo(path + "/fifo", 0o600) == 0)
        #expect(mkfifo(path + "/fonts/Pipe.otf", 0o600) == 0)
        try manager.createSymbolicLink(atPath: path + "/zero.otf", withDestinationPath: "/dev/zero")
        // The same kinds under catalogue names, since a catalogue is recognized by its name.
        for suffix in [".xcstrings", ".strings"] {
            #expect(mkfifo(path + "/fifo" + suffix, 0o600) == 0)
            try manager.createSymbolicLink(atPath: path + "/zero.otf" + suffix, withDestinationPath: "/dev/zero")
        }
        try manager.createSymbolicLink(atPath: path + "/fonts/Zero.otf", withDestinationPath: "/dev/zero")
        try manager.copyItem(atPath: root + "/Examples/StyleGuide/fonts/Inter-Regular-subset.otf", toPath: path + "/fonts/Inter-Regular-subset.otf")
        let tokens = #"{"typography": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.25, "letterSpacing": {"value": 0, "unit": "px"}}}}}"#
        try Data(tokens.utf8).write(to: URL(fileURLWithPath: path + "/tokens.json"))
        return path
    }

    /// The built typeset under a 120 s watchdog (status 124 when it fires).
    static func run(_ arguments: [String], in directory: String) throws -> TestProcess.Output {
        let typeset = try #require(TestProcess.typeset(root: root), "the typeset executable was not found (run swift build)")
        return try TestProcess.run("/usr/bin/timeout", ["120", typeset] + arguments, in: directory)
    }

    /// The path kinds, as (path relative to the scratch folder, what the error says it is).
    static let kinds: [(path: String, what: String)] = [
        ("dir", "is a directory"), ("/dev/zero", "is a character device"),
        ("fifo", "is a FIFO"), ("zero.otf", "is a character device"),
    ]

    /// Each file-reading option, with PATH where the path goes.
    static let options: [[String]] = [
        ["inspect", "PATH"],
        ["inspect", "PATH", "--json"],
        ["style", "--font", "PATH", "--size", "17"],
        ["shape", "--font", "PATH", "--size", "17", "--json", "Hi"],
        ["shape", "--font", font, "--fallback", "PATH", "--size", "17", "--json", "Hi"],
        ["shape", "--font", font, "--fallback", "Arab=PATH", "--size", "17", "--json", "Hi"],
        ["measure", "--font", "PATH", "--size", "17", "--width", "100", "Hi"],
        ["measure", "--font", font, "--size", "17", "--width", "100", "--file", "PATH"],
        ["render", "--font", "PATH", "--size", "17", "--width", "100", "--out", "x.png", "Hi"],
        ["render", "--font", font, "--size", "17", "--width", "100", "--out", "x.png", "--file", "PATH"],
        ["lint", "PATH"],
        ["generate", "PATH", "--out", "generated"],
        ["specimen", "PATH", "--out", "report"],
        ["fit", root + "/Examples/Catalog/Localizable.xcstrings", "--layout", "PATH"],
        ["fit", "PATH.xcstrings", "--layout", root + "/Examples/Catalog/layout.json"],
        ["fit", "PATH.strings", "--layout", root + "/Examples/Catalog/layout.json"],
        ["verify-device", "PATH"],
    ]

    @Test("every file option refuses a directory, /dev/zero, a FIFO and a link to /dev/zero with the path named", arguments: options)
    func fileOption(_ template: [String]) throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for kind in Self.kinds {
            // /dev has no catalogue names (zero.otf.xcstrings is the device there), and a folder is
            // a folder of catalogues, read by the empty-input rule of `fit`.
            if kind.path.hasPrefix("/") || kind.path == "dir", template.contains(where: { $0.hasPrefix("PATH.") }) { continue }
            let arguments = template.map { $0.replacingOccurrences(of: "PATH", with: kind.path) }
            let result = try Self.run(arguments, in: scratch)
            let said = result.stderr + result.stdout
            #expect(result.status == 1 || result.status == 2, "\(arguments): status \(result.status)\n\(said)")
            #expect(said.contains(kind.path) && said.contains(kind.what), "\(arguments):\n\(said)")
            #expect(!said.contains("allocate") && !said.contains("Fatal error"), "\(arguments):\n\(said)")
        }
    }

    @Test("a layout file whose font is a directory, /dev/zero, a FIFO or a link to /dev/zero", arguments: kinds.map(\.path))
    func layoutFont(_ path: String) throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let layout = #"{"fonts": ["\#(path)"], "rules": [{"keys": "*", "style": {"size": 17, "lineHeight": 22}, "width": 100, "maxLines": 2}]}"#
        try Data(layout.utf8).write(to: URL(fileURLWithPath: scratch + "/layout.json"))
        let result = try Self.run(["fit", Self.root + "/Examples/Catalog/Localizable.xcstrings", "--layout", "layout.json"], in: scratch)
        #expect(result.status == 1 || result.status == 2, "status \(result.status)\n\(result.stderr)")
        #expect(result.stderr.contains("layout.json:") && result.stderr.contains(path) && result.stderr.contains("not a regular file"), "\(result.stderr)")
    }

    @Test("a fonts folder holding a folder named Sub.otf, a FIFO and a link to /dev/zero: lint, generate and specimen skip them and say so")
    func fontsFolder() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for command in [["lint", "tokens.json", "--fonts", "fonts"], ["generate", "tokens.json", "--fonts", "fonts", "--out", "generated"],
                        ["specimen", "tokens.json", "--fonts", "fonts", "--out", "report"]] {
            let result = try Self.run(command, in: scratch)
            #expect(result.status == 0, "\(command): status \(result.status)\n\(result.stderr)")
            // The specimen lists its findings in the report.
            let report = command[0] == "specimen" ? (try? String(contentsOfFile: scratch + "/report/index.html", encoding: .utf8)) ?? "" : ""
            let said = result.stderr + result.stdout + report
            #expect(said.contains("fonts/Sub.otf") && said.contains("is a directory"), "\(command):\n\(said)")
            #expect(said.contains("fonts/Pipe.otf") && said.contains("is a FIFO"), "\(command):\n\(said)")
            #expect(said.contains("fonts/Zero.otf") && said.contains("is a character device"), "\(command):\n\(said)")
        }
    }
}
