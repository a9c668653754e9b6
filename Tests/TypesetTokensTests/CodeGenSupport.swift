import Foundation
import TypesetTestSupport
@testable import TypesetTokens

/// Running tools from the code generation tests.
enum CodeGenTools {
    /// The output of a finished process.
    typealias Output = TestProcess.Output

    /// Runs `executable` with `arguments` in the repository root.
    static func run(_ executable: String, _ arguments: [String]) throws -> Output {
        try TestProcess.run(executable, arguments, in: TokensRepo.root)
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
    static let typeset: String? = TestProcess.typeset(root: TokensRepo.root)

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

/// A JSON document flattened to `path -> value` (`uikit.kern`, `lint.0.rule`), numbers read from
/// their text with Swift's own `Double` parser (correctly rounded; Foundation's JSONSerialization
/// on Linux is off by an ulp on some values). Only what the tests need: objects, arrays, strings
/// without escapes other than `\"` and `\\`, numbers, true, false, null.
struct FlatJSON {
    private(set) var numbers: [String: Double] = [:]
    private(set) var strings: [String: String] = [:]
    private let bytes: [UInt8]
    private var i = 0

    init?(_ text: String) {
        bytes = Array(text.utf8)
        guard value(at: ""), skipSpace(), i == bytes.count else { return nil }
    }

    private mutating func skipSpace() -> Bool {
        while i < bytes.count, [32, 9, 10, 13].contains(bytes[i]) { i += 1 }
        return true
    }

    private mutating func string() -> String? {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
        i += 1
        var out: [UInt8] = []
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count { i += 1 }
            out.append(bytes[i])
            i += 1
        }
        guard i < bytes.count else { return nil }
        i += 1
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func value(at path: String) -> Bool {
        _ = skipSpace()
        guard i < bytes.count else { return false }
        let child = { (key: String) in path.isEmpty ? key : path + "." + key }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            _ = skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return true }
            while true {
                _ = skipSpace()
                guard let key = string(), skipSpace(), i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
                i += 1
                guard value(at: child(key)), skipSpace(), i < bytes.count else { return false }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return true }
                return false
            }
        case UInt8(ascii: "["):
            i += 1
            _ = skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return true }
            var index = 0
            while true {
                guard value(at: child(String(index))), skipSpace(), i < bytes.count else { return false }
                index += 1
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return true }
                return false
            }
        case UInt8(ascii: "\""):
            guard let s = string() else { return false }
            strings[path] = s
            return true
        default:
            let start = i
            while i < bytes.count, !",}] \n\r\t".utf8.contains(bytes[i]) { i += 1 }
            let literal = String(decoding: bytes[start..<i], as: UTF8.self)
            if ["true", "false", "null"].contains(literal) { return true }
            guard let number = Double(literal) else { return false }
            numbers[path] = number
            return true
        }
    }
}
