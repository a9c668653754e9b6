import TypesetSupport

/// Reads Xcode string catalogs (`.xcstrings`, JSON).
///
/// Per key (`strings` → key) and locale (`localizations` → locale):
/// - `stringUnit` {`state`, `value`}: the plain string (variant nil);
/// - `variations` → `plural` → zero/one/two/few/many/other → `stringUnit`: variant `plural.one`;
///   `variations` → `device` → iphone/ipad/mac/... → `stringUnit`, or a nested `variations` →
///   `plural`: `device.ipad`, `device.ipad.plural.other`;
/// - `substitutions` → name → {`argNum`, `formatSpecifier`, `variations` → `plural`}: every
///   `%#@name@` in the string is replaced by each plural form of that substitution, whose `%arg`
///   stands for the argument (`%<argNum>$<formatSpecifier>`); variant
///   `substitution.count.plural.few`, after the string's own variant if it has one. Several
///   substitutions give every combination, at most ``maximumCombinations`` per string (a warning
///   says when more were left out).
/// - A key with no localization in `sourceLanguage` has the key itself as its source text.
/// - `shouldTranslate: false` is kept in ``CatalogString/shouldTranslate``.
enum XCStringsReader {
    /// The most strings one string's substitutions expand into.
    static let maximumCombinations = 64

    private struct Unit {
        var variant: [String]
        var text: String
        var location: SourceLocation
        var state: String?
    }

    static func read(bytes: [UInt8], file: String) -> (strings: [CatalogString], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func at(_ p: SourcePosition) -> SourceLocation { SourceLocation(file: file, p) }
        func error(_ p: SourcePosition, _ message: String) { diagnostics.append(Diagnostic(.error, at: at(p), message)) }

        let document: JSONDocument
        do {
            document = try JSONParser(maximumDepth: 64).parse(bytes)
        } catch {
            return ([], [Diagnostic(.error, at: at(error.position), error.message)])
        }
        for duplicate in document.duplicateKeys {
            diagnostics.append(Diagnostic(.warning, at: at(duplicate.duplicate),
                                          "duplicate key \"\(duplicate.key)\" (first at \(duplicate.first.line):\(duplicate.first.column)); the last one is used"))
        }
        let root = document.root
        guard root.members != nil else {
            error(root.position, "found \(root.kindDescription) at the top level; expected a string catalog object with sourceLanguage and strings")
            return ([], diagnostics)
        }
        guard let sourceMember = root["sourceLanguage"] else {
            error(root.position, "missing sourceLanguage; expected the catalog's development language (\"en\")")
            return ([], diagnostics)
        }
        guard let sourceLanguage = sourceMember.value.stringValue, !sourceLanguage.isEmpty else {
            error(sourceMember.value.position, "found \(sourceMember.value.kindDescription) for sourceLanguage; expected a language code such as \"en\"")
            return ([], diagnostics)
        }
        guard let stringsMember = root["strings"] else {
            error(root.position, "missing strings; expected an object of keys")
            return ([], diagnostics)
        }
        guard let keys = stringsMember.value.members else {
            error(stringsMember.value.position, "found \(stringsMember.value.kindDescription) for strings; expected an object of keys")
            return ([], diagnostics)
        }

        var result: [CatalogString] = []
        // A repeated key (reported above): the last occurrence is read, as JSONNode's subscript keeps.
        var lastIndex: [String: Int] = [:]
        for (i, m) in keys.enumerated() { lastIndex[m.key] = i }
        for (index, keyMember) in keys.enumerated() where lastIndex[keyMember.key] == index {
            let key = keyMember.key
            let entry = keyMember.value
            guard entry.members != nil else {
                error(entry.position, "found \(entry.kindDescription) for the key \"\(key)\"; expected an object")
                continue
            }
            var shouldTranslate = true
            if let member = entry["shouldTranslate"] {
                if case .bool(let b) = member.value.value { shouldTranslate = b } else {
                    error(member.value.position, "found \(member.value.kindDescription) for shouldTranslate; expected true or false")
                }
            }
            var localizations: [JSONMember] = []
            if let member = entry["localizations"] {
                if let members = member.value.members { localizations = members } else {
                    error(member.value.position, "found \(member.value.kindDescription) for localizations; expected an object of locales")
                }
            }
            if !localizations.contains(where: { $0.key == sourceLanguage }) {
                result.append(CatalogString(key: key, locale: sourceLanguage, text: key, location: at(keyMember.keyPosition),
                                            state: nil, shouldTranslate: shouldTranslate))
            }
            var lastLocale: [String: Int] = [:]
            for (i, m) in localizations.enumerated() { lastLocale[m.key] = i }
            for (i, localization) in localizations.enumerated() where lastLocale[localization.key] == i {
                let locale = localization.key
                let node = localization.value
                guard node.members != nil else {
                    error(node.position, "found \(node.kindDescription) for the localization \"\(locale)\" of \"\(key)\"; expected an object")
                    continue
                }
                var units: [Unit] = []
                if let unit = node["stringUnit"] {
                    if let u = readUnit(unit.value, variant: [], file: file, diagnostics: &diagnostics) { units.append(u) }
                }
                if let variations = node["variations"] {
                    readVariations(variations.value, prefix: [], depth: 0, file: file, units: &units, diagnostics: &diagnostics)
                }
                var substitutions: [String: [(category: String, text: String)]] = [:]
                if let subs = node["substitutions"] {
                    substitutions = readSubstitutions(subs.value, file: file, diagnostics: &diagnostics)
                    if units.isEmpty {
                        // Substitutions without a stringUnit: the key is the format.
                        units.append(Unit(variant: [], text: key, location: at(node.position), state: nil))
                    }
                }
                for unit in units {
                    for expanded in expand(unit, substitutions: substitutions, key: key, locale: locale, file: file, diagnostics: &diagnostics) {
                        result.append(CatalogString(key: key, locale: locale,
                                                    variant: expanded.variant.isEmpty ? nil : expanded.variant.joined(separator: "."),
                                                    text: expanded.text, location: expanded.location, state: expanded.state,
                                                    shouldTranslate: shouldTranslate))
                    }
                }
            }
        }
        return (result, diagnostics)
    }

    private static func readUnit(_ node: JSONNode, variant: [String], file: String, diagnostics: inout [Diagnostic]) -> Unit? {
        let at = { (p: SourcePosition) in SourceLocation(file: file, p) }
        guard node.members != nil else {
            diagnostics.append(Diagnostic(.error, at: at(node.position), "found \(node.kindDescription) for stringUnit; expected an object with state and value"))
            return nil
        }
        guard let value = node["value"] else {
            diagnostics.append(Diagnostic(.error, at: at(node.position), "stringUnit without value; expected \"value\": \"...\""))
            return nil
        }
        guard let text = value.value.stringValue else {
            diagnostics.append(Diagnostic(.error, at: at(value.value.position), "found \(value.value.kindDescription) for value; expected a string"))
            return nil
        }
        var state: String?
        if let s = node["state"] {
            if let string = s.value.stringValue { state = string } else {
                diagnostics.append(Diagnostic(.error, at: at(s.value.position), "found \(s.value.kindDescription) for state; expected a string such as \"translated\""))
            }
        }
        return Unit(variant: variant, text: text, location: at(value.value.position), state: state)
    }

    /// `variations` → `plural` | `device`, device values nesting one more `variations` (depth ≤ 3).
    private static func readVariations(_ node: JSONNode, prefix: [String], depth: Int, file: String,
                                       units: inout [Unit], diagnostics: inout [Diagnostic]) {
        let at = { (p: SourcePosition) in SourceLocation(file: file, p) }
        guard let kinds = node.members else {
            diagnostics.append(Diagnostic(.error, at: at(node.position), "found \(node.kindDescription) for variations; expected an object with plural or device"))
            return
        }
        guard depth < 3 else {
            diagnostics.append(Diagnostic(.error, at: at(node.position), "variations nested more than 3 deep"))
            return
        }
        for kind in kinds {
            guard kind.key == "plural" || kind.key == "device" else {
                diagnostics.append(Diagnostic(.warning, at: at(kind.keyPosition), "unknown variation \"\(kind.key)\" is not read; expected plural or device"))
                continue
            }
            guard let cases = kind.value.members else {
                diagnostics.append(Diagnostic(.error, at: at(kind.value.position), "found \(kind.value.kindDescription) for \(kind.key); expected an object of cases"))
                continue
            }
            for c in cases {
                if kind.key == "plural" && !PluralCategory.allNames.contains(c.key) {
                    diagnostics.append(Diagnostic(.warning, at: at(c.keyPosition), "unknown plural category \"\(c.key)\"; expected zero, one, two, few, many or other"))
                }
                let path = prefix + [kind.key, c.key]
                guard c.value.members != nil else {
                    diagnostics.append(Diagnostic(.error, at: at(c.value.position), "found \(c.value.kindDescription) for \(path.joined(separator: ".")); expected an object with stringUnit or variations"))
                    continue
                }
                var found = false
                if let unit = c.value["stringUnit"] {
                    found = true
                    if let u = readUnit(unit.value, variant: path, file: file, diagnostics: &diagnostics) { units.append(u) }
                }
                if let nested = c.value["variations"] {
                    found = true
                    readVariations(nested.value, prefix: path, depth: depth + 1, file: file, units: &units, diagnostics: &diagnostics)
                }
                if !found {
                    diagnostics.append(Diagnostic(.error, at: at(c.value.position), "\(path.joined(separator: ".")) has neither stringUnit nor variations"))
                }
            }
        }
    }

    /// Each substitution's plural forms, with `%arg` replaced by its argument's specifier.
    private static func readSubstitutions(_ node: JSONNode, file: String, diagnostics: inout [Diagnostic]) -> [String: [(category: String, text: String)]] {
        let at = { (p: SourcePosition) in SourceLocation(file: file, p) }
        guard let members = node.members else {
            diagnostics.append(Diagnostic(.error, at: at(node.position), "found \(node.kindDescription) for substitutions; expected an object"))
            return [:]
        }
        var result: [String: [(category: String, text: String)]] = [:]
        for member in members {
            let sub = member.value
            guard sub.members != nil else {
                diagnostics.append(Diagnostic(.error, at: at(sub.position), "found \(sub.kindDescription) for the substitution \"\(member.key)\"; expected an object"))
                continue
            }
            var specifier = "%@"
            var argNum: Int?
            if let a = sub["argNum"] {
                if let n = a.value.numberValue, n >= 1, n <= 99, n == n.rounded() { argNum = Int(n) } else {
                    diagnostics.append(Diagnostic(.error, at: at(a.value.position), "found \(a.value.kindDescription) for argNum; expected an argument number from 1 to 99"))
                }
            }
            if let f = sub["formatSpecifier"] {
                if let s = f.value.stringValue, !s.isEmpty { specifier = s.hasPrefix("%") ? s : "%" + s } else {
                    diagnostics.append(Diagnostic(.error, at: at(f.value.position), "found \(f.value.kindDescription) for formatSpecifier; expected a specifier such as \"lld\""))
                }
            }
            if let argNum, specifier.hasPrefix("%"), !specifier.contains("$") {
                specifier = "%\(argNum)$" + specifier.dropFirst()
            }
            var units: [Unit] = []
            if let variations = sub["variations"] {
                readVariations(variations.value, prefix: [], depth: 0, file: file, units: &units, diagnostics: &diagnostics)
            } else {
                diagnostics.append(Diagnostic(.error, at: at(sub.position), "substitution \"\(member.key)\" without variations; expected variations → plural"))
            }
            result[member.key] = units.map { unit in
                (unit.variant.joined(separator: "."), replaceArg(unit.text, with: specifier))
            }
        }
        return result
    }

    /// Replaces `%arg` with `specifier`.
    private static func replaceArg(_ text: String, with specifier: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "%arg") {
            out += rest[..<range.lowerBound]
            out += specifier
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    private static func expand(_ unit: Unit, substitutions: [String: [(category: String, text: String)]], key: String, locale: String,
                               file: String, diagnostics: inout [Diagnostic]) -> [Unit] {
        let names = FormatString.substitutionNames(in: unit.text)
        guard !names.isEmpty, !substitutions.isEmpty else { return [unit] }
        var results = [unit]
        var truncated = false
        for name in names {
            guard let forms = substitutions[name], !forms.isEmpty else {
                diagnostics.append(Diagnostic(.warning, at: unit.location, "%#@\(name)@ has no substitution in \"\(key)\" (\(locale))"))
                continue
            }
            var next: [Unit] = []
            outer: for partial in results {
                for form in forms {
                    if next.count >= maximumCombinations { truncated = true; break outer }
                    var u = partial
                    u.text = FormatString.replaceVariable(name, in: u.text, with: form.text)
                    u.variant += ["substitution", name] + form.category.split(separator: ".").map(String.init)
                    next.append(u)
                }
            }
            results = next
        }
        if truncated {
            diagnostics.append(Diagnostic(.warning, at: unit.location,
                                          "\"\(key)\" (\(locale)): its substitutions combine into more than \(maximumCombinations) strings; only the first \(maximumCombinations) are checked"))
        }
        return results
    }
}
