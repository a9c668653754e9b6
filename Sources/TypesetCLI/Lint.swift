import ArgumentParser
import TypesetTokens

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a design token file: syntax, token values, references, fonts, and the style lint of every typography token.",
        discussion: "Prints every finding as file:line:column: error|warning: message. Exit status 1 if any error."
    )

    @Argument(help: "A design token file (W3C DTCG format or a Tokens Studio export).")
    var tokens: String

    @Option(help: "Directory of font files (default: the token file's directory).")
    var fonts: String?

    @Flag(help: "Print a JSON array of {file, line, column, severity, tokenPath, message}.")
    var json = false

    func run() throws {
        // Reading, font resolution, and the style lint of every token's resolved text style.
        let result = StyleGuide.load(file: tokens, fontDirectory: fonts)
        if json {
            printOutput(JSON.array(result.diagnostics.map { d in
                .object([
                    ("file", .string(d.location.file)),
                    ("line", .int(d.location.line)),
                    ("column", .int(d.location.column)),
                    ("severity", .string(d.severity.rawValue)),
                    ("tokenPath", .string(d.tokenPath)),
                    ("message", .string(d.message)),
                ])
            }).rendered())
        } else {
            // Findings are the command's output, so they go to stdout (one per line).
            for diagnostic in result.diagnostics { printOutput(diagnostic.description) }
        }
        if result.diagnostics.containsErrors { throw ExitCode(1) }
    }
}
