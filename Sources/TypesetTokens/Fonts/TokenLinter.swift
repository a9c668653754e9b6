import TypesetSupport
/// Reads a token file, checks every typography token's font against real font files, and runs
/// extra per-token checks (the hook the text-style layer plugs its style lint into).
public struct TokenLinter: Sendable {
    /// An extra check on a token that read without errors; returns its findings.
    public typealias Check = @Sendable (TypographyToken) -> [Diagnostic]

    /// CSS generic families and system aliases that name no font file; they are skipped when
    /// looking for files.
    public static let genericFamilies: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui",
                                                      "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
                                                      "-apple-system", "blinkmacsystemfont", "emoji", "math", "fangsong"]

    /// The token reader.
    public var reader: TokenReader
    /// Where to look for fonts; `nil` means the token file's directory.
    public var fontDirectory: String?
    /// Extra checks run on each token.
    public var checks: [Check]

    /// A linter.
    public init(reader: TokenReader = TokenReader(), fontDirectory: String? = nil, checks: [Check] = []) {
        self.reader = reader
        self.fontDirectory = fontDirectory
        self.checks = checks
    }

    /// What linting one file found.
    public struct Result: Sendable {
        /// The tokens and reading diagnostics.
        public var document: TokenDocument
        /// The face chosen for each token (by ``TypographyToken/name``).
        public var fonts: [String: FontResolver.Face]
        /// Every finding: reading, fonts, extra checks; in document order.
        public var diagnostics: [Diagnostic]
    }

    /// Lints one file.
    public func lint(file: String) -> Result {
        let document = reader.read(contentsOfFile: file)
        var diagnostics = document.diagnostics
        var fonts: [String: FontResolver.Face] = [:]
        let tokenDirectory = FileSystem.directory(of: file)
        let directory = fontDirectory ?? tokenDirectory
        var resolver: FontResolver? = nil
        var fileFaces: [String: Swift.Result<[FontResolver.Face], FileFailure>] = [:]
        for token in document.tokens {
            if let fontFile = token.fontFile {
                // Findings about the file are reported at the fontFile value, about the index at the fontIndex value.
                let fileSource = token.fontFileSource ?? token.source
                let path = FileSystem.join(tokenDirectory, fontFile)
                if fileFaces[path] == nil { fileFaces[path] = FontResolver.readFaces(path) }
                switch fileFaces[path] {
                case .success(let faces):
                    let index = token.fontIndex ?? 0
                    if index < faces.count {
                        let face = faces[index]
                        fonts[token.name] = face
                        if let first = token.fontFamily.first, face.family.lowercased() != first.lowercased() {
                            diagnostics.append(Diagnostic(.warning, at: fileSource, tokenPath: token.name,
                                "fontFile \"\(fontFile)\" holds the family \"\(face.family)\"; expected \"\(first)\" as in fontFamily"))
                        }
                    } else {
                        diagnostics.append(Diagnostic(.error, at: token.fontIndexSource ?? fileSource, tokenPath: token.name,
                            "fontIndex \(index) is out of range for \"\(fontFile)\"; expected 0...\(max(0, faces.count - 1)) (the file has \(faces.count) \(faces.count == 1 ? "face" : "faces"))"))
                    }
                case .failure(let failure):
                    // The path once: it may be the fontFile as written.
                    let resolved = path == fontFile ? "" : " (\(path))"
                    diagnostics.append(Diagnostic(.error, at: fileSource, tokenPath: token.name,
                        "cannot read fontFile \"\(fontFile)\"\(resolved): \(failure.reason)"))
                case nil:
                    break
                }
            } else {
                let wanted = token.fontFamily.filter { !TokenLinter.genericFamilies.contains($0.lowercased()) }
                if !wanted.isEmpty {
                    if resolver == nil {
                        let scanned = FontResolver(directory: directory)
                        resolver = scanned
                        // A file with a font's name that is not one (a folder, a device, a broken file) is skipped, and said so.
                        for (path, reason) in scanned.unreadable {
                            diagnostics.append(Diagnostic(.warning, at: token.source, tokenPath: token.name,
                                "skipped \(path) in the fonts folder: \(reason)"))
                        }
                    }
                    if let resolver { check(token, wanted: wanted, resolver: resolver, directory: directory, fonts: &fonts, diagnostics: &diagnostics) }
                }
            }
            for check in checks { diagnostics.append(contentsOf: check(token)) }
        }
        return Result(document: document, fonts: fonts, diagnostics: TokenLinter.ordered(diagnostics))
    }

    func check(_ token: TypographyToken, wanted: [String], resolver: FontResolver, directory: String,
               fonts: inout [String: FontResolver.Face], diagnostics: inout [Diagnostic]) {
        let style = token.italic ? " italic" : ""
        guard let match = resolver.match(families: wanted, weight: token.fontWeight, italic: token.italic) else {
            let found = resolver.families
            let list = found.isEmpty ? "no font files were found there" : "found " + found.map { "\"\($0)\"" }.joined(separator: ", ")
            let names = wanted.map { "\"\($0)\"" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(.error, at: token.source, tokenPath: token.name,
                "font family \(names) not found in \(directory); \(list)"))
            return
        }
        fonts[token.name] = match.face
        if match.familyIndex > 0 {
            diagnostics.append(Diagnostic(.warning, at: token.source, tokenPath: token.name,
                "font family \"\(wanted[0])\" not found in \(directory); using the fallback \"\(match.face.family)\""))
        }
        if !match.isExact {
            diagnostics.append(Diagnostic(.warning, at: token.source, tokenPath: token.name,
                "no \(match.face.family) face with weight \(token.fontWeight)\(style); using \(match.face.family) \(match.face.style) (weight \(match.face.weight)\(match.face.italic ? " italic" : "")) by CSS font matching"))
        }
    }

    /// Sorted by file, line, column; stable otherwise.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let x = a.element.location, y = b.element.location
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }.map(\.element)
    }
}
