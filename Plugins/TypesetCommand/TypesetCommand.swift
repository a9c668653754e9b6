import Foundation
import PackagePlugin

/// `swift package typeset <command> ...`: runs the `typeset` command line built from this package
/// with the arguments as given, in the package's folder (`swift package typeset fit
/// Localizable.xcstrings --layout fit-layout.json`, `swift package typeset specimen tokens.json
/// --out report`). On macOS the plugin runs in a sandbox: commands that write (reports,
/// generated code) need `swift package --disable-sandbox typeset ...`.
@main
struct TypesetCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "TypesetCLI").url
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .exit, process.terminationStatus == 0 { return }
        Diagnostics.error("typeset \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        throw CommandFailure(status: process.terminationStatus)
    }
}

/// The command line failed; its own messages were already printed.
struct CommandFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "typeset exited with status \(status)" }
}
