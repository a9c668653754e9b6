import Foundation
import PackagePlugin

/// Generates the Swift for a target's design tokens at build time, so that no generated code is
/// committed: the target's `tokens.json` or `*.tokens.json` becomes `TypesetStyles.swift` (the
/// platform-neutral `TextStyle` values), `TypesetStyles+UIKit.swift` and
/// `TypesetStyles+SwiftUI.swift`, exactly as `typeset generate TOKENS --out DIR` writes them.
/// Fonts are looked up in the token file's folder, as `typeset generate` does by default.
@main
struct TypesetGenerate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tokenFiles = target.sourceFiles.map(\.url).filter(Self.isTokenFile)
        return try Self.commands(tokenFiles: tokenFiles, targetName: target.name, tool: try context.tool(named: "TypesetCLI").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    /// `tokens.json` or `NAME.tokens.json`.
    static func isTokenFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name == "tokens.json" || (name.hasSuffix(".tokens.json") && name.count > ".tokens.json".count)
    }

    static func commands(tokenFiles: [URL], targetName: String, tool: URL, workDirectory: URL) throws -> [Command] {
        guard let tokens = tokenFiles.first else { return [] }
        guard tokenFiles.count == 1 else {
            // The generated types (`TypesetStyles`, ...) have fixed names: one style guide per target.
            throw PluginFailure("target \(targetName) has \(tokenFiles.count) token files (\(tokenFiles.map(\.lastPathComponent).joined(separator: ", "))); TypesetGenerate takes one per target")
        }
        let out = workDirectory.appendingPathComponent("Generated")
        let outputs = ["TypesetStyles.swift", "TypesetStyles+UIKit.swift", "TypesetStyles+SwiftUI.swift"].map { out.appendingPathComponent($0) }
        return [.buildCommand(displayName: "Generating Swift styles from \(tokens.lastPathComponent)", executable: tool,
                              arguments: ["generate", tokens.path, "--out", out.path], inputFiles: [tokens], outputFiles: outputs)]
    }
}

/// A failure the plugin reports to SwiftPM.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
