import TypesetSupport

/// Reads Android string resources (`res/values*/strings.xml` and any other XML file there).
///
/// - `<string name>`: the plain string; `<plurals name>` → `<item quantity>`: variants
///   `plural.one`, ...; `<string-array name>` → `<item>`: keys `name[0]`, `name[1]`, ...
/// - `translatable="false"` is kept in ``CatalogString/shouldTranslate``.
/// - Text as aapt2 compiles it: inline markup (`<b>`, `<i>`, `<u>`, `<xliff:g>`, ...) keeps its
///   text; CDATA is text; escapes `\' \" \\ \n \t \@ \? \uXXXX` (any other escaped character
///   stands for itself); an unescaped `"` starts or ends a quoted run whose white space is kept;
///   outside quotes, runs of white space become one space and leading and trailing white space is
///   removed. An unescaped apostrophe outside quotes is an error (aapt2 refuses it).
/// - A value that is only a reference, `@string/name`, is replaced by that string in the same
///   locale, else in the development language (by ``Catalog/read(paths:developmentLanguage:)``,
///   which sees every file); a reference it cannot resolve is a warning and keeps its text.
/// - The locale comes from the folder (``AndroidStringsReader/locale(ofValuesFolder:)``); the
///   default `values` folder takes `tools:locale` from `<resources>` when present.
enum AndroidStringsReader {
    static func read(bytes: [UInt8], file: String, locale folderLocale: String?, defaultLocale: String)
        -> (strings: [CatalogString], diagnostics: [Diagnostic], references: [Int: String]) {
        let text: SourceText
        switch SourceText.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let e): return ([], [Diagnostic(.error, at: SourceLocation(file: file, line: e.line, column: e.column), e.message)], [:])
        }
        let root: XMLElement
        switch XMLReader(file: file).parse(text) {
        case .success(let element): root = element
        case .failure(let f): return ([], [f.diagnostic], [:])
        }
        guard root.name == "resources" else {
            return ([], [Diagnostic(.error, at: root.location, "root element <\(root.name)>; expected <resources>")], [:])
        }
        let locale = folderLocale ?? root.attribute("tools:locale")?.value ?? defaultLocale
        var strings: [CatalogString] = []
        var diagnostics: [Diagnostic] = []
        var references: [Int: String] = [:]

        func name(of element: XMLElement) -> String? {
            guard let attribute = element.attribute("name"), !attribute.value.isEmpty else {
                diagnostics.append(Diagnostic(.error, at: element.location, "<\(element.name)> without a name attribute"))
                return nil
            }
            return attribute.value
        }
        func add(_ key: String, _ variant: String?, _ element: XMLElement, translatable: Bool) {
            let (value, problems) = compile(element)
            let location = firstContentLocation(element)
            if let name = reference(element) { references[strings.count] = name }
            for problem in problems {
                diagnostics.append(Diagnostic(.error, at: location, "\(problem) in \"\(key)\""))
            }
            strings.append(CatalogString(key: key, locale: locale, variant: variant, text: value, location: location,
                                         shouldTranslate: translatable))
        }

        for element in root.elements {
            let translatable = element.attribute("translatable")?.value != "false"
            switch element.name {
            case "string":
                guard let key = name(of: element) else { continue }
                add(key, nil, element, translatable: translatable)
            case "plurals":
                guard let key = name(of: element) else { continue }
                var sawOther = false
                for item in element.elements {
                    guard item.name == "item" else {
                        diagnostics.append(Diagnostic(.warning, at: item.location, "<\(item.name)> in <plurals name=\"\(key)\">; expected <item quantity>"))
                        continue
                    }
                    guard let quantity = item.attribute("quantity")?.value, PluralCategory.allNames.contains(quantity) else {
                        diagnostics.append(Diagnostic(.error, at: item.location, "<item> in \"\(key)\" without a quantity of zero, one, two, few, many or other"))
                        continue
                    }
                    if quantity == "other" { sawOther = true }
                    add(key, "plural.\(quantity)", item, translatable: translatable)
                }
                if !sawOther {
                    diagnostics.append(Diagnostic(.warning, at: element.location, "<plurals name=\"\(key)\"> has no quantity=\"other\" item"))
                }
            case "string-array":
                guard let key = name(of: element) else { continue }
                var index = 0
                for item in element.elements where item.name == "item" {
                    add("\(key)[\(index)]", nil, item, translatable: translatable)
                    index += 1
                }
            default:
                continue  // colors, dimensions, styles, ...
            }
        }
        return (strings, diagnostics, references)
    }

    /// The resource a value refers to (`@string/name`, unescaped, alone in the element), or nil.
    static func reference(_ element: XMLElement) -> String? {
        let raw = element.textContent.trimmingWhitespace()
        for prefix in ["@string/", "@android:string/"] where raw.hasPrefix(prefix) {
            let name = raw.dropFirst(prefix.count)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            return prefix == "@string/" ? String(name) : "android:" + name
        }
        return nil
    }

    /// Where the element's content starts (its first text or child), or the element itself.
    static func firstContentLocation(_ element: XMLElement) -> SourceLocation {
        for child in element.children {
            switch child {
            case .text(let t):
                if !t.text.isEmpty { return t.location }
            case .element(let e): return e.location
            }
        }
        return element.location
    }

    /// The string as aapt2 compiles the element's content, and what aapt2 would reject.
    static func compile(_ element: XMLElement) -> (String, [String]) {
        let scalars = Array(element.textContent.unicodeScalars)
        var out = String.UnicodeScalarView()
        var problems: [String] = []
        var quoted = false
        var pendingSpace = false
        var i = 0
        func flush() {
            if pendingSpace && !out.isEmpty { out.append(" ") }
            pendingSpace = false
        }
        while i < scalars.count {
            let c = scalars[i]
            i += 1
            if c == "\\" {
                flush()
                guard i < scalars.count else { break }
                let e = scalars[i]
                i += 1
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "u":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, i < scalars.count, let d = hexValue(scalars[i]) {
                        value = value << 4 | d
                        digits += 1
                        i += 1
                    }
                    if digits == 4, let scalar = Unicode.Scalar(value) {
                        out.append(scalar)
                    } else {
                        problems.append("bad \\u escape (expected four hex digits)")
                    }
                default: out.append(e)
                }
            } else if c == "\"" {
                if !quoted { flush() }
                quoted.toggle()
            } else if quoted {
                out.append(c)
            } else if c == " " || c == "\t" || c == "\n" || c == "\r" {
                pendingSpace = true
            } else {
                flush()
                if c == "'" { problems.append("unescaped apostrophe (write \\' or quote the string)") }
                out.append(c)
            }
        }
        return (String(out), problems)
    }

    /// The locale a `values*` folder's qualifiers name, nil for the default folder (`values`,
    /// `values-night`, `values-v21`), or nil with `isValues` false for other folders.
    ///
    /// Qualifiers in Android's order: `mcc310`/`mnc004` first, then a language (`de`), optionally
    /// a region (`rBR`), or a BCP 47 tag `b+sr+Latn`; all other qualifiers are ignored.
    static func locale(ofValuesFolder folder: String) -> (isValues: Bool, locale: String?) {
        let parts = folder.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "values" else { return (false, nil) }
        var index = 1
        while index < parts.count, parts[index].hasPrefix("mcc") || parts[index].hasPrefix("mnc") { index += 1 }
        guard index < parts.count else { return (true, nil) }
        let candidate = parts[index]
        if candidate.hasPrefix("b+") {
            let subtags = candidate.dropFirst(2).split(separator: "+").map(String.init)
            guard !subtags.isEmpty else { return (true, nil) }
            return (true, subtags.joined(separator: "-"))
        }
        // Two or three lowercase letters; `car` is the UI mode qualifier, not a language.
        let isLanguage = (2...3).contains(candidate.count) && candidate != "car"
            && candidate.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
        guard isLanguage else { return (true, nil) }
        var locale = candidate
        if index + 1 < parts.count {
            let region = parts[index + 1]
            let body = region.dropFirst()
            if region.hasPrefix("r"), body.count == 2 || body.count == 3,
               body.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }) {
                locale += "-" + body
            }
        }
        return (true, locale)
    }
}

extension String {
    func trimmingWhitespace() -> Substring {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s = s.dropFirst() }
        while let c = s.last, c.isWhitespace { s = s.dropLast() }
        return s
    }
}
