import TypesetSupport
import TypesetFont
import TypesetShaping
import Typeset

/// A token file turned into text styles: every typography token with its font face read from
/// disk, its `TextStyle`, the style resolved at the default content size category, and every
/// finding — reading, font resolution (``TokenLinter``) and the style lint (``StyleLint``) of
/// each token's resolved style.
public struct StyleGuide: Sendable {
    /// One typography token as a text style.
    public struct Entry: Sendable {
        /// The token.
        public var token: TypographyToken
        /// The face chosen for it; `nil` when the token names only generic families
        /// (`system-ui`, `-apple-system`, ...) and is set in the system font.
        public var face: FontResolver.Face?
        /// The face's PostScript name (name ID 6), what `UIFont(name:size:)` takes; `nil` for the system font.
        public var postScriptName: String?
        /// The font file relative to ``StyleGuide/fontDirectory`` (or the token file's directory
        /// for `fontFile` tokens outside it, else its file name): the name generated code and the
        /// specimen's copies give it. The file itself is at ``face``'s path; `nil` for the system font.
        public var fontFile: String?
        /// The system font weight used when ``face`` is `nil`.
        public var systemWeight: SystemFontWeight
        /// The text style.
        public var style: Typeset.TextStyle
        /// The style resolved at the default category (`L`) on a 3x display, as `typeset style` resolves it.
        public var resolved: ResolvedStyle
        /// The token's trait variants whose references resolved, in order (``variants(of:)``).
        public var variants: [Variant] = []
    }

    /// A trait variant of an entry: the condition and the entry chosen under it.
    public struct Variant: Sendable {
        /// When it applies.
        public var condition: TraitCondition
        /// Index of the chosen entry in ``StyleGuide/entries``.
        public var entry: Int
    }

    /// The entry's style with its variants (the core's ``Typeset/TextStyleVariants``: the first
    /// matching variant's style, else the entry's own).
    public func variants(of entry: Entry) -> TextStyleVariants {
        TextStyleVariants(base: entry.style, variants: entry.variants.map { .init($0.condition, entries[$0.entry].style) })
    }

    /// The token file as given.
    public var file: String
    /// Where fonts were looked for (`--fonts`, or the token file's directory).
    public var fontDirectory: String
    /// The tokens that became text styles, in document order.
    public var entries: [Entry]
    /// Every finding, ordered by file, line and column.
    public var diagnostics: [Diagnostic]

    /// Display scale the style lint resolves at (the rules that depend on the scale check 2x and 3x themselves).
    public static let lintScale = 3.0

    /// Reads `file`, resolves each token's font in `fontDirectory` (default: the token file's
    /// directory), builds its text style and lints it.
    ///
    /// Style lint findings are reported at the token's key as warnings, except rules whose
    /// severity is ``FindingSeverity/error``; informational findings are warnings too (a token
    /// file has no lower level). Each message ends with the rule's name in brackets.
    public static func load(file: String, fontDirectory: String? = nil, reader: TokenReader = TokenReader()) -> StyleGuide {
        let linter = TokenLinter(reader: reader, fontDirectory: fontDirectory)
        let result = linter.lint(file: file)
        let tokenDirectory = FileSystem.directory(of: file)
        let directory = fontDirectory ?? tokenDirectory
        var diagnostics = result.diagnostics
        var entries: [Entry] = []
        var fonts: [String: Result<(StyleFont, String?, FontFace), FontLoadError>] = [:]
        var featureTags: [String: Set<Tag>?] = [:]
        // The font file each file name stands for: generated code, the CSS and the specimen name
        // a font by its file (``Entry/fontFile``), so one name must not stand for two files.
        var fileOwners: [String: String] = [:]
        for token in result.document.tokens {
            let face = result.fonts[token.name]
            let font: StyleFont
            var postScriptName: String? = nil
            var fontFile: String? = nil
            var fontFace: FontFace? = nil
            if let face {
                let key = "\(face.index)|\(face.path)"
                if fonts[key] == nil { fonts[key] = StyleGuide.readFont(face) }
                switch fonts[key] {
                case .success(let (styleFont, name, file)):
                    font = styleFont
                    postScriptName = name
                    fontFace = file
                case .failure(let error):
                    diagnostics.append(Diagnostic(.error, at: token.fontFileSource ?? token.source, tokenPath: token.name,
                                                  "cannot read the font \(face.path) (face \(face.index)): \(error)"))
                    continue
                case nil:
                    continue
                }
                let file = StyleGuide.relative(face.path, to: [directory, tokenDirectory])
                if let owner = fileOwners[file], !FileSystem.sameFile(owner, face.path) {
                    diagnostics.append(Diagnostic(.error, at: token.fontFileSource ?? token.source, tokenPath: token.name,
                        "the font \(face.path) has the file name \(file) of another font of this guide (\(owner)); generated code, the CSS and the specimen name fonts by file, so one would stand for both: rename one, or keep both in the font folder"))
                    continue
                }
                fileOwners[file] = face.path
                fontFile = file
                if postScriptName == nil {
                    diagnostics.append(Diagnostic(.error, at: token.fontFileSource ?? token.source, tokenPath: token.name,
                        "the font \(face.path) has no PostScript name (name ID 6); expected one, UIFont(name:size:) looks fonts up by it"))
                }
            } else {
                let named = token.fontFamily.filter { !TokenLinter.genericFamilies.contains($0.lowercased()) }
                // Font resolution reported an error for these; nothing to build.
                if !named.isEmpty || token.fontFile != nil { continue }
                font = .system(SystemFontWeight.nearest(to: token.fontWeight))
            }
            let style = token.textStyle(font: font)
            // A variable font: the instance the token's weight, width and style select.
            diagnostics += token.variableInstance(in: font).diagnostics
            if let fontFace, let face {
                let key = "\(face.index)|\(face.path)"
                if featureTags[key] == nil { featureTags[key] = StyleGuide.featureTags(fontFace) }
                if let tags = featureTags[key] ?? nil {
                    diagnostics += StyleGuide.missingFeatures(token, style: style, fontTags: tags, fontName: postScriptName ?? face.path)
                }
            }
            let resolved = style.resolved(scale: lintScale, category: .default)
            for finding in resolved.lint {
                let severity: Diagnostic.Severity = finding.severity == .error ? .error : .warning
                diagnostics.append(Diagnostic(severity, at: token.source, tokenPath: token.name,
                                              "\(token.name): \(finding.message) [\(finding.rule.rawValue)]"))
            }
            entries.append(Entry(token: token, face: face, postScriptName: postScriptName, fontFile: fontFile,
                                 systemWeight: SystemFontWeight.nearest(to: token.fontWeight), style: style, resolved: resolved))
        }
        diagnostics += StyleGuide.resolveVariants(&entries, tokens: result.document.tokens)
        return StyleGuide(file: file, fontDirectory: directory, entries: entries, diagnostics: TokenLinter.ordered(diagnostics))
    }

    /// Resolves every entry's variant references to entries and lints them (Documentation/Tokens.md,
    /// "Trait variants"): a reference to no typography token of the file, or to a token with
    /// variants of its own (variants do not nest, so generated constants cannot refer to each
    /// other in a cycle), is an error; a variant an earlier one always pre-empts, and a Bold Text
    /// variant no heavier than its token, are warnings.
    static func resolveVariants(_ entries: inout [Entry], tokens: [TypographyToken]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.token.name] = position }
        let names = tokens.map(\.name)
        for position in entries.indices {
            let token = entries[position].token
            var resolved: [Variant] = []
            for (number, variant) in token.variants.enumerated() {
                let name = variant.referenceName
                guard names.contains(name) else {
                    var message = "variant style {\(name)} is not a typography token of this file"
                    if let suggestion = nearest(name, in: names) { message += " (did you mean \"{\(suggestion)}\"?)" }
                    diagnostics.append(Diagnostic(.error, at: variant.referenceSource, tokenPath: token.name,
                                                  message + "; expected a reference to one, such as \"{\(names.first ?? "typography.body")}\""))
                    continue
                }
                // A token that failed to build has its own error already.
                guard let target = index[name] else { continue }
                if !entries[target].token.variants.isEmpty {
                    diagnostics.append(Diagnostic(.error, at: variant.referenceSource, tokenPath: token.name,
                        "variant style {\(name)} has variants of its own; expected a token without variants (variants do not nest)"))
                    continue
                }
                if let earlier = token.variants[..<number].first(where: { $0.condition.covers(variant.condition) }) {
                    diagnostics.append(Diagnostic(.warning, at: variant.conditionSource, tokenPath: token.name,
                        "the variant when \(variant.condition.tokenText) is never chosen: the variant before it, when \(earlier.condition.tokenText), matches whenever it does; expected the more specific variant first"))
                }
                if variant.condition.isBoldText == true, entries[target].token.fontWeight <= token.fontWeight {
                    diagnostics.append(Diagnostic(.warning, at: variant.referenceSource, tokenPath: token.name,
                        "the Bold Text variant {\(name)} has weight \(entries[target].token.fontWeight), not heavier than \(token.name)'s \(token.fontWeight); expected a bolder style for Bold Text"))
                }
                resolved.append(Variant(condition: variant.condition, entry: target))
            }
            entries[position].variants = resolved
        }
        return diagnostics
    }

    /// The feature tags of a face's `GSUB` and `GPOS` tables (and `kern` when it has a legacy
    /// `kern` table, which Core Text applies as the kern feature); `nil` when they cannot be read.
    static func featureTags(_ face: FontFace) -> Set<Tag>? {
        do {
            var tags: Set<Tag> = []
            for table in [try face.substitutions(), try face.positionings()] {
                guard let table else { continue }
                for index in 0..<table.features.count { tags.insert(table.features.tag(at: index)) }
            }
            if try face.table(.kern) != nil { tags.insert(.kern) }
            return tags
        } catch {
            return nil
        }
    }

    /// Warnings for the features a token turns on that its font does not have: they have no
    /// effect (turning a missing feature off is harmless and not reported).
    static func missingFeatures(_ token: TypographyToken, style: Typeset.TextStyle, fontTags: Set<Tag>, fontName: String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var reported: Set<Tag> = []
        for feature in style.features where feature.value != 0 && !fontTags.contains(feature.tag) && reported.insert(feature.tag).inserted {
            let name = feature.tag.description
            if token.textCase == .smallCaps, feature.tag == "smcp", !token.features.contains(where: { $0.tag == "smcp" }) {
                out.append(Diagnostic(.warning, at: token.source, tokenPath: token.name,
                    "textCase smallCaps needs the font's smcp feature, which \(fontName) does not have; the text is set as written"))
            } else {
                out.append(Diagnostic(.warning, at: token.featuresSource ?? token.source, tokenPath: token.name,
                    "the font \(fontName) has no \"\(name)\" feature; turning it on has no effect"))
            }
        }
        return out
    }

    /// The face's text-style font and PostScript name.
    static func readFont(_ face: FontResolver.Face) -> Result<(StyleFont, String?, FontFace), FontLoadError> {
        do {
            let fontFace = try FontFace(contentsOfFile: face.path, index: face.index)
            do {
                let font = try StyleFont(face: fontFace)
                let name = try fontFace.names().postScriptName
                return .success((font, name, fontFace))
            } catch {
                return .failure(.font(error))
            }
        } catch {
            return .failure(error)
        }
    }

    /// `path` relative to the first of `directories` it lies in; its file name otherwise.
    static func relative(_ path: String, to directories: [String]) -> String {
        for directory in directories {
            if directory.isEmpty || directory == "." {
                if !path.hasPrefix("/") && !path.hasPrefix("../") { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
                continue
            }
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        if let slash = path.lastIndex(of: "/") { return String(path[path.index(after: slash)...]) }
        return path
    }
}
