import TypesetSupport

/// Reads XLIFF 1.2 and 2.0 files (`.xliff`, `.xlf`), as Xcode exports localizations (the
/// `Localized Contents/*.xliff` of an `.xcloc` bundle) and translation tools return them.
///
/// - XLIFF 1.2 (OASIS XLIFF 1.2): `<file source-language target-language>` → `<body>` →
///   `<trans-unit id>` (inside any `<group>`s) → `<source>`, `<target state>`; `translate="no"`
///   is kept in ``CatalogString/shouldTranslate``.
/// - XLIFF 2.0 / 2.1 (OASIS XLIFF Version 2.0): `<xliff srcLang trgLang>` → `<file>` → `<unit id>`
///   (inside any `<group>`s) → `<segment state>` / `<ignorable>` → `<source>`, `<target>`; the
///   segments of a unit are joined; `translate="no"` is kept.
/// - Inline markup (`<g>`, `<pc>`, `<mrk>`, ...) keeps its text; placeholders without text
///   (`<x/>`, `<ph/>`) are dropped.
/// - Variants as Xcode writes string catalogs: a unit id `KEY|==|plural.one`,
///   `KEY|==|device.ipad.plural.other` is the variant `plural.one` of `KEY`;
///   `KEY|==|substitutions.NAME.plural.few` is a form of the substitution `%#@NAME@` in `KEY`'s
///   string, expanded as ``XCStringsReader`` expands an `.xcstrings` substitution. As Xcode writes
///   `.stringsdict` files: `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` is the format and
///   `/KEY:dict/NAME:dict/one:dict/:string` its forms.
/// - Each unit gives its source text in the source language and, when it has a target, the
///   target text in the target language. Positions are the first character of the `<source>` or
///   `<target>` content.
///
/// The XML reader does not expand entities a document type declaration declares and never
/// fetches anything: `&name;` other than the five predefined entities is an error at its position.
enum XLIFFReader {
    /// One unit's text in one language.
    private struct Unit {
        var id: String
        var text: String
        var location: SourceLocation
        var state: String?
        var translate: Bool
    }

    static func read(bytes: [UInt8], file: String) -> (strings: [CatalogString], diagnostics: [Diagnostic]) {
        let text: SourceText
        switch SourceText.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let e): return ([], [Diagnostic(.error, at: SourceLocation(file: file, line: e.line, column: e.column), e.message)])
        }
        let root: XMLElement
        switch XMLReader(file: file).parse(text) {
        case .success(let element): root = element
        case .failure(let f): return ([], [f.diagnostic])
        }
        guard local(root.name) == "xliff" else {
            return ([], [Diagnostic(.error, at: root.location, "root element <\(root.name)>; expected <xliff> (XLIFF 1.2 or 2.0)")])
        }
        var diagnostics: [Diagnostic] = []
        var strings: [CatalogString] = []
        let version = root.attribute("version")?.value ?? ""
        if version.hasPrefix("1.") {
            for fileElement in root.elements where local(fileElement.name) == "file" {
                let source = fileElement.attribute("source-language")?.value
                let target = fileElement.attribute("target-language")?.value
                guard let source, !source.isEmpty else {
                    diagnostics.append(Diagnostic(.error, at: fileElement.location, "<file> without source-language"))
                    continue
                }
                var sources: [Unit] = [], targets: [Unit] = []
                collect12(fileElement, translate: true, sources: &sources, targets: &targets, diagnostics: &diagnostics)
                strings += sourceOnly(assemble(sources, locale: source, file: file, diagnostics: &diagnostics))
                if let target, !target.isEmpty {
                    strings += assemble(targets, locale: target, file: file, diagnostics: &diagnostics)
                } else if !targets.isEmpty {
                    diagnostics.append(Diagnostic(.error, at: fileElement.location, "<file> has targets but no target-language"))
                }
            }
        } else if version.hasPrefix("2.") {
            guard let source = root.attribute("srcLang")?.value, !source.isEmpty else {
                return ([], [Diagnostic(.error, at: root.location, "<xliff version=\"\(version)\"> without srcLang")])
            }
            let target = root.attribute("trgLang")?.value
            for fileElement in root.elements where local(fileElement.name) == "file" {
                var sources: [Unit] = [], targets: [Unit] = []
                collect20(fileElement, translate: fileElement.attribute("translate")?.value != "no", sources: &sources, targets: &targets,
                          diagnostics: &diagnostics)
                strings += sourceOnly(assemble(sources, locale: source, file: file, diagnostics: &diagnostics))
                if let target, !target.isEmpty {
                    strings += assemble(targets, locale: target, file: file, diagnostics: &diagnostics)
                } else if !targets.isEmpty {
                    diagnostics.append(Diagnostic(.error, at: root.location, "targets but no trgLang on <xliff>"))
                }
            }
        } else {
            let at = root.attribute("version")?.valueLocation ?? root.location
            return ([], [Diagnostic(.error, at: at, "XLIFF version \"\(version)\"; expected 1.2 or 2.0")])
        }
        return (strings, diagnostics)
    }

    /// The source language's strings without the plural forms the language does not have: an
    /// export for a language with more plural categories (`few`, `many`) repeats the source's
    /// `other` text as the source of those forms.
    static func sourceOnly(_ strings: [CatalogString]) -> [CatalogString] {
        guard let locale = strings.first?.locale else { return strings }
        let categories = Set(PluralRules(locale: locale).categories)
        return strings.filter { string in string.pluralCategories.allSatisfy { categories.contains($0) } }
    }

    /// The name without its namespace prefix.
    static func local(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// The text of an element as XLIFF inline content: markup removed, its text kept.
    static func content(_ element: XMLElement) -> (text: String, location: SourceLocation) {
        (element.textContent, AndroidStringsReader.firstContentLocation(element))
    }

    /// XLIFF 1.2: trans-units anywhere under `element` (`<body>`, `<group>`s), iteratively.
    private static func collect12(_ element: XMLElement, translate: Bool, sources: inout [Unit], targets: inout [Unit],
                                  diagnostics: inout [Diagnostic]) {
        var stack: [(XMLElement, Bool)] = [(element, translate)]
        while let (node, translate) = stack.popLast() {
            for child in node.elements.reversed() {
                let name = local(child.name)
                let childTranslate = translate && child.attribute("translate")?.value != "no"
                switch name {
                case "body", "group": stack.append((child, childTranslate))
                case "trans-unit":
                    guard let id = child.attribute("id")?.value, !id.isEmpty else {
                        diagnostics.append(Diagnostic(.error, at: child.location, "<trans-unit> without an id"))
                        continue
                    }
                    guard let sourceElement = child.elements.first(where: { local($0.name) == "source" }) else {
                        diagnostics.append(Diagnostic(.error, at: child.location, "<trans-unit id=\"\(id)\"> without <source>"))
                        continue
                    }
                    let s = content(sourceElement)
                    sources.append(Unit(id: id, text: s.text, location: s.location, state: nil, translate: childTranslate))
                    if let targetElement = child.elements.first(where: { local($0.name) == "target" }) {
                        let t = content(targetElement)
                        targets.append(Unit(id: id, text: t.text, location: t.location, state: targetElement.attribute("state")?.value,
                                            translate: childTranslate))
                    }
                default: continue
                }
            }
        }
        // The stack visits children in document order (pushed reversed); units are kept in it.
        sources.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        targets.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// XLIFF 2.0: units anywhere under `element` (`<group>`s), segments joined.
    private static func collect20(_ element: XMLElement, translate: Bool, sources: inout [Unit], targets: inout [Unit],
                                  diagnostics: inout [Diagnostic]) {
        var stack: [(XMLElement, Bool)] = [(element, translate)]
        while let (node, translate) = stack.popLast() {
            for child in node.elements {
                let childTranslate = translate && child.attribute("translate")?.value != "no"
                switch local(child.name) {
                case "group": stack.append((child, childTranslate))
                case "unit":
                    guard let id = child.attribute("id")?.value, !id.isEmpty else {
                        diagnostics.append(Diagnostic(.error, at: child.location, "<unit> without an id"))
                        continue
                    }
                    var sourceText = "", targetText = ""
                    var sourceLocation: SourceLocation?, targetLocation: SourceLocation?
                    var state: String?
                    var sawTarget = false
                    for part in child.elements where local(part.name) == "segment" || local(part.name) == "ignorable" {
                        if state == nil { state = part.attribute("state")?.value }
                        guard let sourceElement = part.elements.first(where: { local($0.name) == "source" }) else {
                            diagnostics.append(Diagnostic(.error, at: part.location, "<\(part.name)> in <unit id=\"\(id)\"> without <source>"))
                            continue
                        }
                        let s = content(sourceElement)
                        sourceText += s.text
                        if sourceLocation == nil { sourceLocation = s.location }
                        if let targetElement = part.elements.first(where: { local($0.name) == "target" }) {
                            let t = content(targetElement)
                            targetText += t.text
                            if targetLocation == nil { targetLocation = t.location }
                            sawTarget = true
                        } else {
                            // An ignorable without a target stands for itself in the target.
                            targetText += local(part.name) == "ignorable" ? s.text : ""
                        }
                    }
                    guard let sourceLocation else {
                        diagnostics.append(Diagnostic(.error, at: child.location, "<unit id=\"\(id)\"> has no <segment>"))
                        continue
                    }
                    sources.append(Unit(id: id, text: sourceText, location: sourceLocation, state: nil, translate: childTranslate))
                    if sawTarget, let targetLocation {
                        targets.append(Unit(id: id, text: targetText, location: targetLocation, state: state, translate: childTranslate))
                    }
                default: continue
                }
            }
        }
        sources.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        targets.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The key and variant of a unit id that stands for one string (`nil` for a substitution's
    /// form or a `.stringsdict` format, which are parts of strings).
    static func keyAndVariant(_ id: String) -> (String, String?)? {
        guard case .plain(let key, let variant) = identity(id) else { return nil }
        return (key, variant.isEmpty ? nil : variant.joined(separator: "."))
    }

    /// A unit id split into the key and the variant path Xcode encodes in it.
    private enum Identity {
        case plain(key: String, variant: [String])
        case substitution(key: String, name: String, variant: [String])
        case format(key: String)
    }

    private static func identity(_ id: String) -> Identity {
        if let range = id.firstRange(of: "|==|") {
            let key = String(id[..<range.lowerBound])
            let path = id[range.upperBound...].split(separator: ".").map(String.init)
            if path.count >= 2, path[0] == "substitutions" {
                return .substitution(key: key, name: path[1], variant: Array(path.dropFirst(2)))
            }
            return .plain(key: key, variant: path)
        }
        // `.stringsdict` as Xcode exports it: /KEY:dict/NAME:dict/CATEGORY:dict/:string.
        if id.hasPrefix("/"), id.hasSuffix(":dict/:string") || id.hasSuffix("/:string") {
            let parts = id.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let names = parts.dropLast().map { $0.hasSuffix(":dict") ? String($0.dropLast(5)) : $0 }
            if names.count == 2, names[1] == "NSStringLocalizedFormatKey" { return .format(key: names[0]) }
            if names.count == 3 { return .substitution(key: names[0], name: names[1], variant: ["plural", names[2]]) }
        }
        return .plain(key: id, variant: [])
    }

    /// The strings of one language's units: variants named, substitutions expanded into the
    /// strings that contain them.
    private static func assemble(_ units: [Unit], locale: String, file: String, diagnostics: inout [Diagnostic]) -> [CatalogString] {
        var result: [CatalogString] = []
        var substitutions: [String: [String: [(category: String, text: String)]]] = [:]
        var formats: [String: Unit] = [:]
        var order: [String] = []
        var plain: [(key: String, variant: [String], unit: Unit)] = []
        for unit in units {
            switch identity(unit.id) {
            case .plain(let key, let variant):
                plain.append((key, variant, unit))
            case .substitution(let key, let name, let variant):
                substitutions[key, default: [:]][name, default: []].append((variant.joined(separator: "."), unit.text))
            case .format(let key):
                formats[key] = unit
                order.append(key)
            }
        }
        func expand(_ key: String, _ variant: [String], _ unit: Unit) {
            var results: [(variant: [String], text: String)] = [(variant, unit.text)]
            if let forms = substitutions[key] {
                for name in FormatString.substitutionNames(in: unit.text) {
                    guard let choices = forms[name], !choices.isEmpty else {
                        diagnostics.append(Diagnostic(.warning, at: unit.location, "%#@\(name)@ has no substitution in \"\(key)\" (\(locale))"))
                        continue
                    }
                    var next: [(variant: [String], text: String)] = []
                    for partial in results {
                        for form in choices where next.count < XCStringsReader.maximumCombinations {
                            // Xcode writes a form's argument as %arg; the string's own specifier is unknown here.
                            let text = form.text.replacingOccurrences(of: "%arg", with: "%@")
                            next.append((partial.variant + ["substitution", name] + form.category.split(separator: ".").map(String.init),
                                         FormatString.replaceVariable(name, in: partial.text, with: text)))
                        }
                    }
                    results = next
                }
            }
            for r in results {
                result.append(CatalogString(key: key, locale: locale, variant: r.variant.isEmpty ? nil : r.variant.joined(separator: "."),
                                            text: r.text, location: unit.location, state: unit.state, shouldTranslate: unit.translate))
            }
        }
        for entry in plain { expand(entry.key, entry.variant, entry.unit) }
        for key in order {
            guard let unit = formats[key] else { continue }
            // A .stringsdict whose format is one variable is that variable's plural forms.
            let names = FormatString.substitutionNames(in: unit.text)
            if names.count == 1, unit.text == "%#@\(names[0])@", let forms = substitutions[key]?[names[0]] {
                for form in forms {
                    result.append(CatalogString(key: key, locale: locale, variant: form.category, text: form.text, location: unit.location,
                                                state: unit.state, shouldTranslate: unit.translate))
                }
            } else {
                expand(key, [], unit)
            }
        }
        return result
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement`.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
