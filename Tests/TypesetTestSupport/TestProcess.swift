import Foundation

/// Running the built `typeset` executable (and other tools) from the tests.
public enum TestProcess {
    /// What a finished process printed, and its exit status.
    public struct Output: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output, as UTF-8.
        public var stdout: String
        /// Standard error, as UTF-8.
        public var stderr: String
    }

    /// A failure to start the process.
    public struct NotFound: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` with `arguments` in `directory` and waits for it.
    public static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a full pipe cannot block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The `typeset` executable built with the tests: next to the test bundle, or in
    /// `root/.build/debug`.
    public static func typeset(root: String) -> String? {
        var candidates: [String] = []
        if let first = CommandLine.arguments.first {
            let url = URL(fileURLWithPath: first).deletingLastPathComponent()
            candidates.append(url.appendingPathComponent("typeset").path)
            candidates.append(url.deletingLastPathComponent().appendingPathComponent("typeset").path)
        }
        candidates.append(root + "/.build/debug/typeset")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the built `typeset` with `arguments` in `root`.
    public static func typeset(_ arguments: [String], root: String) throws -> Output {
        guard let executable = typeset(root: root) else {
            throw NotFound(description: "the typeset executable was not found next to the tests or in .build/debug (run swift build)")
        }
        return try run(executable, arguments, in: root)
    }
}
