import Foundation
import Testing
import TypesetSupport

/// A report folder belongs to its owner: Typeset replaces and removes only the files its manifest
/// lists, refuses a folder holding anything else unless forced, never overwrites a file it did not
/// write, and never deletes through a symbolic link.
@Suite("output folders: only Typeset's own files are replaced")
struct OutputDirectoryTests {
    /// A fresh scratch folder under the system's temporary folder.
    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "typeset-out-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    static func entries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    static func report(_ version: Int, images: Int = 2) -> [(path: String, bytes: [UInt8])] {
        [("index.html", Array("report \(version)".utf8))]
            + (0..<images).map { ("images/finding-\($0 + 1).png", Array("image \($0 + 1) of \(version)".utf8)) }
    }

    @Test("a new folder gets the report and a manifest listing its files")
    func newFolder() throws {
        let base = try Self.scratch()
        let out = base + "/report"
        try FileSystem.replaceDirectory(out, with: Self.report(1))
        #expect(Self.read(out + "/index.html") == "report 1")
        #expect(Self.read(out + "/images/finding-2.png") == "image 2 of 1")
        let manifest = try #require(Self.read(out + "/" + OutputDirectory.manifestName))
        #expect(manifest.split(separator: "\n").dropFirst().sorted() == ["images/finding-1.png", "images/finding-2.png", "index.html"])
        #expect(Self.entries(base) == ["report"], "no staging folder is left beside it")
    }

    @Test("a folder of the user's is refused and left untouched; nothing is added")
    func refusesForeignFolder() throws {
        let out = try Self.scratch()
        try Self.write("keep", out + "/notes.txt")
        try Self.write("source", out + "/Sources/App.swift")
        #expect(throws: FileFailure.self) { try FileSystem.replaceDirectory(out, with: Self.report(1)) }
        do { try FileSystem.replaceDirectory(out, with: Self.report(1)) } catch {
            #expect(error.kind == .refused)
            #expect(error.reason.contains("notes.txt"))
            #expect(error.path == out, "the error names the user's folder, not a staging path")
        }
        #expect(Self.entries(out) == ["Sources", "notes.txt"])
        #expect(Self.read(out + "/notes.txt") == "keep")
        #expect(Self.entries(FileManager.default.currentDirectoryPath).allSatisfy { !$0.contains("typeset-staging") })
    }

    @Test("with force, the user's files stay byte for byte and later runs replace only the report")
    func forceKeepsUserFiles() throws {
        let out = try Self.scratch()
        let notes = "keep\u{0}\u{FF}bytes"
        try Self.write(notes, out + "/notes.txt")
        try Self.write("mine", out + "/images/mine.png")
        try FileSystem.replaceDirectory(out, with: Self.report(1, images: 3), force: true)
        #expect(Self.read(out + "/index.html") == "report 1")
        #expect(Self.read(out + "/images/finding-3.png") == "image 3 of 1")
        // Once Typeset has written there, the manifest says which files are its own: no force needed.
        try FileSystem.replaceDirectory(out, with: Self.report(2, images: 1))
        #expect(Self.read(out + "/index.html") == "report 2")
        #expect(Self.entries(out + "/images") == ["finding-1.png", "mine.png"], "findings 2 and 3 of the old report are gone, the user's image is not")
        #expect(Self.read(out + "/notes.txt") == notes)
        #expect(Self.read(out + "/images/mine.png") == "mine")
        #expect(!Self.entries(out).contains { $0.contains("staging") })
    }

    @Test("a file Typeset would write over that it did not write is refused, even with force")
    func refusesOverwritingUserFile() throws {
        let out = try Self.scratch()
        try Self.write("the user's page", out + "/index.html")
        for force in [false, true] {
            #expect(throws: FileFailure.self) { try FileSystem.replaceDirectory(out, with: Self.report(1), force: force) }
        }
        #expect(Self.entries(out) == ["index.html"])
        #expect(Self.read(out + "/index.html") == "the user's page")
        // The same inside a folder that is not Typeset's.
        let nested = try Self.scratch()
        try Self.write("theirs", nested + "/images/finding-1.png")
        #expect(throws: FileFailure.self) { try FileSystem.replaceDirectory(nested, with: Self.report(1), force: true) }
        #expect(Self.read(nested + "/images/finding-1.png") == "theirs")
        #expect(Self.entries(nested) == ["images"])
    }

    @Test("Typeset's own folder is replaced whole: files of the old report not in the new one are gone")
    func replacesOwnFolder() throws {
        let base = try Self.scratch()
        let out = base + "/report"
        try FileSystem.replaceDirectory(out, with: Self.report(1, images: 4))
        try FileSystem.replaceDirectory(out, with: Self.report(2, images: 1))
        #expect(Self.entries(out + "/images") == ["finding-1.png"])
        #expect(Self.read(out + "/images/finding-1.png") == "image 1 of 2")
        #expect(Self.entries(base) == ["report"], "neither the staging nor the old folder is left")
        // An empty folder is anybody's to write into.
        let empty = base + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        try FileSystem.replaceDirectory(empty, with: Self.report(3))
        #expect(Self.read(empty + "/index.html") == "report 3")
    }

    @Test("a symbolic link is resolved once: the link stays a link, nothing is deleted through it")
    func symbolicLink() throws {
        let base = try Self.scratch()
        try Self.write("keep", base + "/real/notes.txt")
        try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: base + "/real")
        #expect(throws: FileFailure.self) { try FileSystem.replaceDirectory(base + "/link", with: Self.report(1)) }
        #expect(Self.read(base + "/real/notes.txt") == "keep")
        try FileSystem.replaceDirectory(base + "/link/", with: Self.report(1), force: true)
        try FileSystem.replaceDirectory(base + "/link", with: Self.report(2))
        let attributes = try FileManager.default.attributesOfItem(atPath: base + "/link")
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(Self.read(base + "/real/notes.txt") == "keep")
        #expect(Self.read(base + "/real/index.html") == "report 2")
        #expect(Self.entries(base) == ["link", "real"], "nothing like link.typeset-old-PID is left")
        // A link to a folder Typeset owns is replaced through the real folder, and stays a link.
        let owned = base + "/owned"
        try FileSystem.replaceDirectory(owned, with: Self.report(1))
        try FileManager.default.createSymbolicLink(atPath: base + "/ownedLink", withDestinationPath: owned)
        try FileSystem.replaceDirectory(base + "/ownedLink", with: Self.report(3))
        #expect(Self.read(owned + "/index.html") == "report 3")
        #expect((try FileManager.default.attributesOfItem(atPath: base + "/ownedLink"))[.type] as? FileAttributeType == .typeSymbolicLink)
    }

    @Test("what is not a folder, and names that reach outside the folder, are refused")
    func refusals() throws {
        let base = try Self.scratch()
        try Self.write("a file", base + "/file")
        do { try FileSystem.replaceDirectory(base + "/file", with: Self.report(1)); Issue.record("a file was replaced") } catch {
            #expect(error.kind == .refused)
        }
        #expect(Self.read(base + "/file") == "a file")
        for name in ["../escape", "/etc/passwd", "a//b", "./x", "", OutputDirectory.manifestName, "line\nbreak"] {
            #expect(throws: FileFailure.self) { try FileSystem.replaceDirectory(base + "/out", with: [(name, [1])]) }
        }
        #expect(!FileManager.default.fileExists(atPath: base + "/escape"))
        #expect(!FileManager.default.fileExists(atPath: base + "/out"))
    }

    @Test("a manifest edited to list files outside the folder, or the user's own, owns none of them")
    func tamperedManifest() throws {
        let base = try Self.scratch()
        let out = base + "/report"
        try FileSystem.replaceDirectory(out, with: Self.report(1))
        try Self.write("outside", base + "/outside.txt")
        let manifestPath = out + "/" + OutputDirectory.manifestName
        let manifest = try #require(Self.read(manifestPath))
        try Self.write(manifest + "../outside.txt\n", manifestPath)
        try FileSystem.replaceDirectory(out, with: Self.report(2))
        #expect(Self.read(base + "/outside.txt") == "outside")
        // A file named like the manifest that Typeset did not write is not taken for one.
        let other = try Self.scratch()
        try Self.write("not a manifest\nnotes.txt\n", other + "/" + OutputDirectory.manifestName)
        try Self.write("keep", other + "/notes.txt")
        #expect(throws: FileFailure.self) { try FileSystem.replaceDirectory(other, with: Self.report(1), force: true) }
        #expect(Self.read(other + "/notes.txt") == "keep")
    }

    @Test("staging folders left by a process that no longer runs are removed by the next run")
    func staleStaging() throws {
        let base = try Self.scratch()
        let out = base + "/report"
        // A pid that is not running: the highest a 32-bit pid can be.
        try Self.write("half", base + "/.report.typeset-staging-2147483646/index.html")
        try FileSystem.replaceDirectory(out, with: Self.report(1))
        #expect(Self.entries(base) == ["report"])
    }
}
