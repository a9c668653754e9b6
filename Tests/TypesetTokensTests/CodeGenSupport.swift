import Foundation
import TypesetTestSupport
@testable import TypesetTokens
@testable import TypesetSupport

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

    /// The Apple framework stand-ins of Scripts/typecheck_apple_adapters.sh (Scripts/apple_stubs)
    /// compiled once into a directory for `swiftc -I`, with UIKit (`uiKit`) and without it, AppKit
    /// only (`appKit`, where the SwiftUI file's AppKit branch is the one checked); `nil` without
    /// swiftc or when they do not compile. They are built in `.build/typeset-apple-stubs` of the
    /// checkout, replaced on every run (not in the temporary directory, which nothing cleans).
    static let appleStubs: (uiKit: String, appKit: String)? = {
        guard let swiftc else { return nil }
        let directory = TokensRepo.path(".build/typeset-apple-stubs")
        try? FileManager.default.removeItem(atPath: directory)
        let appKit = directory + "/appkit-only"
        let stubs = TokensRepo.path("Scripts/apple_stubs")
        func emit(_ module: String, into output: String, library: Bool = false) -> Bool {
            let arguments = ["-emit-module"] + (library ? ["-parse-as-library"] : []) + ["-module-name", module, "-swift-version", "5",
                             "-I", output, stubs + "/\(module).swift", "-o", output + "/\(module).swiftmodule"]
            return (try? run(swiftc, arguments).status) == 0
        }
        guard (try? FileManager.default.createDirectory(atPath: appKit, withIntermediateDirectories: true)) != nil,
              emit("CoreText", into: directory, library: true), emit("ObjectiveC", into: directory),
              emit("UIKit", into: directory), emit("AppKit", into: directory), emit("SwiftUI", into: directory),
              emit("CoreText", into: appKit, library: true), emit("ObjectiveC", into: appKit),
              emit("AppKit", into: appKit), emit("SwiftUI", into: appKit) else { return nil }
        return (directory, appKit)
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

/// A JSON document flattened to `path -> value` (`uikit.kern`, `lint.0.rule`), parsed by the token
/// reader's own `JSONParser`, which reads each number from its text with Swift's `Double` parser
/// (correctly rounded; Foundation's JSONSerialization on Linux is off by an ulp on some values).
struct FlatJSON {
    private(set) var numbers: [String: Double] = [:]
    private(set) var strings: [String: String] = [:]

    init?(_ text: String) {
        guard let document = try? JSONParser().parse(text) else { return nil }
        add(document.root, at: "")
    }

    private mutating func add(_ node: JSONNode, at path: String) {
        let child = { (key: String) in path.isEmpty ? key : path + "." + key }
        switch node.value {
        case .object(let members): for member in members { add(member.value, at: child(member.key)) }
        case .array(let items): for (index, item) in items.enumerated() { add(item, at: child(String(index))) }
        case .number(let value, _): numbers[path] = value
        case .string(let value): strings[path] = value
        case .bool, .null: break
        }
    }
}
