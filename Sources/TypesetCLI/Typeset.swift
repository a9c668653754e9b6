import ArgumentParser
import TypesetSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failure the user caused with their input: printed as `typeset: error: ...`, exit status 1.
struct InputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Typeset refused to do what was asked, to protect the user's files: exit status 2, as a usage
/// error.
struct RefusedError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct TypesetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typeset",
        abstract: "Exact type specs for Apple platforms, checkable anywhere.",
        subcommands: [SpecimenCommand.self, Inspect.self, Style.self, Shape.self, Measure.self, Render.self, Fit.self, Lint.self, Generate.self, VerifyDevice.self]
    )

    /// Exit statuses follow Documentation/CLI.md: 0 success, 1 invalid input or failed check, 2 usage.
    static func main() {
        do {
            var command = try parseAsRoot()
            do {
                try command.run()
            } catch let error as InputError {
                fail(error.description)
            } catch let error as RefusedError {
                FileHandleStandardError.write("typeset: error: \(error.description)\n")
                systemExit(2)
            } catch let error as ExitCode {
                systemExit(error.rawValue)
            } catch {
                // Help and usage errors can also surface from `run()` (ArgumentParser's help
                // subcommand); only other errors are input errors.
                finish(parsing: error, fallback: { fail(String(describing: error)) })
            }
        } catch {
            finish(parsing: error, fallback: nil)
        }
    }

    /// Help (`--help`, `help SUB`) prints and exits 0; usage errors print the usage and exit 2.
    static func finish(parsing error: Error, fallback: (() -> Never)?) -> Never {
        let code = exitCode(for: error)
        if code == .success {
            print(fullMessage(for: error))
            systemExit(0)
        }
        if let fallback { fallback() }
        FileHandleStandardError.write(usageMessage(fullMessage(for: error)) + "\n")
        systemExit(2)
    }

    /// ArgumentParser's message for a usage error in the contract's form: `typeset: error: <what>`
    /// first, the usage lines after it.
    static func usageMessage(_ full: String) -> String {
        let prefix = "Error: "
        let body = full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
        return "typeset: error: " + body
    }

    static func fail(_ message: String) -> Never {
        FileHandleStandardError.write("typeset: error: \(message)\n")
        systemExit(1)
    }
}

/// Standard error. Everything written here may hold names from input files (paths, keys, token
/// names, locales), so it goes out as ``TerminalText/lines(_:)``: bidirectional formatting
/// characters, separators and controls other than line feeds and tabs escaped.
enum FileHandleStandardError {
    static func write(_ text: String) {
        writeRaw(TerminalText.lines(text))
    }

    /// `text` as it is: only for text Typeset makes itself (the progress bar's carriage returns).
    static func writeRaw(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            #if canImport(Glibc)
            _ = Glibc.write(2, buffer.baseAddress, buffer.count)
            #else
            _ = Darwin.write(2, buffer.baseAddress, buffer.count)
            #endif
        }
    }
}

/// Prints a command's output to standard output as ``TerminalText/lines(_:)``: names read from
/// files (keys, token names, glyph and family names, the text itself) cannot reorder or hide
/// what is printed around them.
func printOutput(_ text: String) {
    print(TerminalText.lines(text))
}

/// The C library's `exit`, named so it does not clash with `ParsableCommand.exit`.
func systemExit(_ status: Int32) -> Never {
    #if canImport(Glibc)
    Glibc.exit(status)
    #else
    Darwin.exit(status)
    #endif
}
