import Foundation
import Testing
@testable import TypesetSupport

/// ``FileSystem/read(_:kind:)``: a regular file within its kind's limit, everything else a
/// failure naming the path, without reading from devices or waiting on FIFOs.
@Suite("checked file reads")
struct CheckedReadTests {
    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "typeset-read-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a file at the limit is read whole; one byte more is refused with the kind's name")
    func limit() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<1000).map { UInt8($0 % 251) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a.txt"))
        let kind = ReadKind(limit: 1000, name: "a test file")
        #expect(try FileSystem.read(folder + "/a.txt", kind: kind).get() == bytes)
        let smaller = ReadKind(limit: 999, name: "a test file")
        guard case .failure(let failure) = FileSystem.read(folder + "/a.txt", kind: smaller) else {
            Issue.record("a file over the limit was read"); return
        }
        #expect(failure.path == folder + "/a.txt")
        #expect(failure.reason.contains("999 bytes") && failure.reason.contains("a test file"))
    }

    @Test("a directory, /dev/zero, /dev/urandom and a FIFO are refused before any read", arguments: [
        ("DIR", "a directory"), ("/dev/zero", "a character device"), ("/dev/urandom", "a character device"), ("FIFO", "a FIFO"),
    ])
    func kinds(_ path: String, _ what: String) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        let resolved = path == "DIR" ? folder : path == "FIFO" ? folder + "/fifo" : path
        guard case .failure(let failure) = FileSystem.read(resolved, kind: .font) else {
            Issue.record("\(resolved) was read"); return
        }
        #expect(failure.path == resolved)
        #expect(failure.reason.hasPrefix("is \(what)") && failure.reason.hasSuffix(", not a regular file"), "\(failure.reason)")
    }

    @Test("a missing file is the system's error, naming the path")
    func missing() {
        guard case .failure(let failure) = FileSystem.read("/nonexistent/typeset", kind: .text) else {
            Issue.record("a missing file was read"); return
        }
        #expect(failure.path == "/nonexistent/typeset")
        #expect(failure.reason.contains("No such file"))
    }
}
