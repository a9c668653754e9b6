import Foundation
@testable import TypesetTokens

/// Running tools from the code generation tests.
enum CodeGenTools {
    /// The output of a finished process.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments` in the repository root.
    static func run(_ executable: String, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: TokensRepo.root)
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

    /// `swiftc` on PATH, if any.
    static let swiftc: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(directory) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()

    /// The `typeset` executable built with the tests: next to the test bundle, or in .build/debug.
    static let typeset: String? = {
        var candidates: [String] = []
        if let first = CommandLine.arguments.first {
            let url = URL(fileURLWithPath: first).deletingLastPathComponent()
            candidates.append(url.appendingPathComponent("typeset").path)
            candidates.append(url.deletingLastPathComponent().appendingPathComponent("typeset").path)
        }
        candidates.append(TokensRepo.path(".build/debug/typeset"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The directory holding the library's `.swiftmodule` files for `swiftc -I`.
    static let modules: String? = {
        guard let typeset else { return nil }
        let directory = URL(fileURLWithPath: typeset).deletingLastPathComponent().appendingPathComponent("Modules").path
        return FileManager.default.fileExists(atPath: directory + "/Typeset.swiftmodule") ? directory : nil
    }()

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}

extension TokensRepo {
    /// The example guide's generated sources, compiled with this test target.
    static let generated = path("Tests/TypesetTokensTests/Generated")
    /// The example token file as CI and the committed files name it (relative to the repository root).
    static let styleGuideTokensName = "Examples/StyleGuide/tokens.json"
}
