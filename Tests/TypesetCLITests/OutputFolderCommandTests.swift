import Foundation
import Testing
import TypesetTestSupport

/// `specimen --out` and `fit --out` into folders that hold the user's files: refused with exit
/// status 2 and nothing touched, or with `--force` every file they did not write kept byte for
/// byte; a symbolic link is written through, never replaced; an interrupt leaves no staging folder.
@Suite("output folders of specimen and fit")
struct OutputFolderCommandTests {
    static let root = Repository.root

    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "typeset-cli-out-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func read(_ path: String) -> Data? { try? Data(contentsOf: URL(fileURLWithPath: path)) }

    static func entries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// The fit command of the bundled example with its report going to `out`.
    static func fit(out: String, force: Bool = false) throws -> TestProcess.Output {
        try TestProcess.typeset(["fit", root + "/Examples/Catalog/Localizable.xcstrings", "--layout", root + "/Examples/Catalog/layout.json",
                                 "--categories", "L", "--out", out] + (force ? ["--force"] : []), root: root)
    }

    @Test("specimen --out into a folder with the user's notes: exit 2, the notes untouched; --force keeps them byte for byte")
    func specimenUserFolder() throws {
        let out = try Self.scratch()
        let notes = Data("keep\n".utf8)
        try notes.write(to: URL(fileURLWithPath: out + "/notes.txt"))
        let refused = try TestProcess.typeset(["specimen", "--out", out], root: Self.root)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("notes.txt") && refused.stderr.contains("--force"))
        #expect(Self.entries(out) == ["notes.txt"])
        let forced = try TestProcess.typeset(["specimen", "--out", out, "--force"], root: Self.root)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(Self.read(out + "/notes.txt") == notes)
        #expect(Self.entries(out).contains("index.html"))
        // The next run needs no --force (the folder's manifest names Typeset's files) and still keeps the notes.
        let again = try TestProcess.typeset(["specimen", "--out", out], root: Self.root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Self.read(out + "/notes.txt") == notes)
    }

    @Test("fit --out at a project folder: the catalogue and sources stay, exit 2")
    func fitIntoProjectFolder() throws {
        let project = try Self.scratch()
        let catalogue = try #require(Self.read(Self.root + "/Examples/Catalog/Localizable.xcstrings"))
        try catalogue.write(to: URL(fileURLWithPath: project + "/Localizable.xcstrings"))
        try FileManager.default.createDirectory(atPath: project + "/Sources", withIntermediateDirectories: false)
        try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: project + "/Sources/App.swift"))
        let result = try Self.fit(out: project)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(!result.stderr.contains("typeset-staging"), "the error names the user's folder")
        #expect(Self.entries(project) == ["Localizable.xcstrings", "Sources"])
        #expect(Self.read(project + "/Localizable.xcstrings") == catalogue)
        let forced = try Self.fit(out: project, force: true)
        #expect(forced.status <= 1, "\(forced.stderr)")
        #expect(Self.read(project + "/Localizable.xcstrings") == catalogue)
        #expect(Self.read(project + "/Sources/App.swift") == Data("let x = 1\n".utf8))
        #expect(Self.entries(project).contains("index.html"))
    }

    @Test("specimen --out through a symbolic link: the link stays, the real folder's files stay, nothing is left beside it")
    func symbolicLink() throws {
        let base = try Self.scratch()
        try FileManager.default.createDirectory(atPath: base + "/real", withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: base + "/real/notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: base + "/real")
        let refused = try TestProcess.typeset(["specimen", "--out", base + "/link"], root: Self.root)
        #expect(refused.status == 2)
        #expect(Self.entries(base + "/real") == ["notes.txt"])
        let forced = try TestProcess.typeset(["specimen", "--out", base + "/link", "--force"], root: Self.root)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(Self.read(base + "/real/notes.txt") == Data("keep".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: base + "/link"))[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(Self.entries(base) == ["link", "real"])
    }

    @Test("an interrupt at any moment leaves the previous report or the new one whole, and no staging folder")
    func interrupted() throws {
        let executable = try #require(TestProcess.typeset(root: Self.root), "the typeset executable is built")
        let base = try Self.scratch()
        let out = base + "/report"
        let first = try TestProcess.typeset(["fit", Self.root + "/Examples/Catalog/Localizable.xcstrings", "--layout", Self.root + "/Examples/Catalog/layout.json",
                                             "--pseudo", "en-XA,double", "--out", out], root: Self.root)
        #expect(first.status <= 1, "\(first.stderr)")
        let complete = Self.entries(out)
        #expect(complete.contains("index.html"))
        for delay in [0.1, 0.5, 1.0, 1.5, 2.5] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["fit", Self.root + "/Examples/Catalog/Localizable.xcstrings", "--layout", Self.root + "/Examples/Catalog/layout.json",
                                 "--pseudo", "en-XA,double", "--out", out]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            process.interrupt()
            process.waitUntilExit()
            #expect(Self.entries(base) == ["report"], "after an interrupt at \(delay) s: \(Self.entries(base))")
            #expect(Self.entries(out) == complete, "the report is whole after an interrupt at \(delay) s")
            #expect(!Self.entries(out).contains { $0.contains("staging") })
        }
    }
}
