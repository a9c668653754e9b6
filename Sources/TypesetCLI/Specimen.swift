import TypesetFont
import ArgumentParser
import Typeset
import TypesetSpecimen

struct SpecimenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Render a style guide into one static page a designer can check.",
        discussion: """
        With no TOKENS, the bundled example style guide (Examples/StyleGuide) and its fonts. Writes \
        DIR/index.html and its images, and for the live text of each style DIR/typography.css (as \
        `generate --css` writes it) with copies of the guide's font files in DIR/fonts/; nothing is \
        written when the style guide has errors.
        """
    )

    @Argument(help: "A design token file (W3C DTCG or Tokens Studio JSON).")
    var tokens: String?

    @Option(help: "Directory of font files (default: the token file's directory).")
    var fonts: String?

    @Option(help: "Output directory. A folder holding files typeset did not write is refused unless --force is given.")
    var out: String = "typeset-specimen"

    @Flag(help: "Write into an --out folder that holds other files; only typeset's own files are ever replaced or removed.")
    var force = false

    @Option(help: "Fallback fonts (FILE or FILE:INDEX) for characters a style's font lacks (default for the example: Noto Sans CJK).")
    var fallback: [String] = []

    /// The repository root, for the bundled example when run from elsewhere.
    static let sourceRoot: String = {
        var path = #filePath
        for _ in 0..<3 { if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) } }
        return path
    }()

    static func exists(_ path: String) -> Bool { (try? FontData(contentsOfFile: path)) != nil }

    func run() throws {
        var tokenFile = tokens
        var fallbacks: [(path: String, index: Int)] = fallback.map { spec in
            if let colon = spec.lastIndex(of: ":"), let index = Int(spec[spec.index(after: colon)...]) {
                return (String(spec[..<colon]), index)
            }
            return (spec, 0)
        }
        if tokenFile == nil {
            let local = "Examples/StyleGuide/tokens.json"
            let base = Self.exists(local) ? "" : Self.sourceRoot + "/"
            tokenFile = base + local
            if fallbacks.isEmpty {
                fallbacks = [(base + "Examples/StyleGuide/fonts/NotoSansCJK-Regular-subset.ttc", 0)]
                    + ["Arabic", "Hebrew", "Thai"].map { (base + "Fixtures/fonts/NotoSans\($0)-Regular-subset.ttf", 0) }
            }
        }
        guard let tokenFile else { return }
        var options = SpecimenOptions(tokens: tokenFile, fontDirectory: fonts, fallbackFonts: fallbacks)
        options.width = 320
        let files: [SpecimenFile]
        do {
            files = try Specimen.build(options) { FileHandleStandardError.write("typeset: \($0)\n") }
        } catch {
            if case .invalidStyleGuide(let diagnostics) = error {
                for diagnostic in diagnostics { FileHandleStandardError.write("\(diagnostic)\n") }
            }
            throw InputError(error.description)
        }
        do { try Specimen.write(files, to: out, force: force) } catch {
            if error.refused { throw RefusedError(error.description) }
            throw InputError(error.description)
        }
        let images = files.filter { $0.path.hasPrefix("images/") }.count
        let css = files.contains { $0.path == "typography.css" } ? ", typography.css and its fonts" : ""
        FileHandleStandardError.write("typeset: wrote \(out)/index.html, \(images) images\(css)\n")
    }
}
