import ArgumentParser
import TypesetTokens

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift sources for a design token file: Typeset TextStyle values, UIKit and SwiftUI styles.",
        discussion: """
        Writes TypesetStyles.swift (platform-neutral TextStyle values), TypesetStyles+UIKit.swift \
        and TypesetStyles+SwiftUI.swift into --out. Findings are printed as in `typeset lint`; \
        when any is an error nothing is written and the exit status is 1. With --check nothing is \
        written either: the exit status is 1 when a file in --out differs from what would be generated.
        """
    )

    @Argument(help: "A design token file (W3C DTCG format or a Tokens Studio export).")
    var tokens: String

    @Option(help: "Directory of font files (default: the token file's directory).")
    var fonts: String?

    @Option(help: "Directory for the Swift sources.")
    var out: String

    @Flag(help: "Write nothing; exit 1 if the files in --out differ from what would be generated.")
    var check = false

    @Flag(help: "Write typography.css (@font-face rules, custom properties and a class per style, text-box trims with a margin fallback) instead of Swift, and beside it each later face of a collection that a style uses as a font file of its own (browsers load a collection's first face).")
    var css = false

    @Flag(help: "With --css: sizes in rem and em, so text follows the reader's font-size setting.")
    var rem = false

    func validate() throws {
        if rem, !css { throw ValidationError("--rem needs --css") }
    }

    func run() throws {
        let guide = StyleGuide.load(file: tokens, fontDirectory: fonts)
        let generator = SwiftCodeGenerator(guide: guide, sourceName: tokens)
        let blocking = generator.blockingDiagnostics
        // Findings are diagnostics, not the command's output: stderr, one per line, as lint prints them.
        for diagnostic in guide.diagnostics { FileHandleStandardError.write(diagnostic.description + "\n") }
        for diagnostic in blocking where !guide.diagnostics.contains(diagnostic) {
            FileHandleStandardError.write(diagnostic.description + "\n")
        }
        if !blocking.isEmpty {
            FileHandleStandardError.write("typeset: error: \(tokens) has errors; nothing was written\n")
            throw ExitCode(1)
        }
        let files = css
            ? CSSGenerator(guide: guide, rem: rem, fontURLPrefix: Generate.relativePath(from: out, to: guide.fontDirectory),
                           collectionFaces: .besideCSS).files()
            : generator.files()
        if css { try Generate.refuseFaceFilesAmongFonts(files, out: out, guide: guide) }
        if check {
            let differences = GeneratedOutput.check(files, in: out)
            for difference in differences {
                switch difference {
                case .missing(let path):
                    FileHandleStandardError.write("typeset: error: \(path) is missing; run typeset generate\n")
                case .differs(let path, let line):
                    FileHandleStandardError.write("typeset: error: \(path):\(line): differs from the generated file; run typeset generate\n")
                }
            }
            if !differences.isEmpty { throw ExitCode(1) }
            printOutput("\(files.count) files in \(out) are up to date")
            return
        }
        do {
            try GeneratedOutput.write(files, to: out)
        } catch {
            throw InputError(error.description)
        }
        for file in files { printOutput(out.hasSuffix("/") ? out + file.name : out + "/" + file.name) }
    }
}

extension Generate {
    /// A later face of a collection is written into `out` as a font file of its own; refused when
    /// that would replace a font the guide is set in, or when `out` is the font folder or inside
    /// it (the next run would find the written face among the fonts and could resolve styles to
    /// it).
    static func refuseFaceFilesAmongFonts(_ files: [GeneratedFile], out: String, guide: StyleGuide) throws {
        let faceFiles = files.filter { $0.name != CSSGenerator.fileName }
        guard !faceFiles.isEmpty else { return }
        let names = faceFiles.map(\.name).joined(separator: ", ")
        let up = relativePath(from: out, to: guide.fontDirectory)
        if up.split(separator: "/").allSatisfy({ $0 == ".." }) {
            throw RefusedError("generate --css writes \(names) (a collection's later face, which browsers cannot load from the collection) into \(out), which is the font folder \(guide.fontDirectory) or inside it; choose an --out folder outside it")
        }
        for file in faceFiles {
            let path = FileSystem.join(out, file.name)
            for entry in guide.entries {
                guard let face = entry.face, FileSystem.sameFile(face.path, path) else { continue }
                throw RefusedError("generate --css would replace \(path), the font of \(entry.token.path.joined(separator: ".")), with a collection's face; choose another --out folder")
            }
        }
    }

    /// The path from folder `from` to folder `to`, ending in "/" (empty for the same folder):
    /// what the CSS file's `url()`s put before a font's path. Both relative (to the working
    /// directory) or both absolute; otherwise `to` itself.
    static func relativePath(from: String, to: String) -> String {
        func components(_ path: String) -> [String]? {
            var parts: [String] = []
            for part in path.split(separator: "/") where part != "." && !part.isEmpty {
                if part == ".." {
                    if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append("..") }
                } else {
                    parts.append(String(part))
                }
            }
            return parts
        }
        guard from.hasPrefix("/") == to.hasPrefix("/"), let a = components(from), let b = components(to), !a.contains("..") else {
            return to.hasSuffix("/") ? to : to + "/"
        }
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: a.count - common) + b[common...]
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }
}
