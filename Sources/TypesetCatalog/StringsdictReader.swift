import TypesetSupport

/// Reads `.stringsdict` files (XML property lists of plural, device and width variants).
///
/// Per key (a top-level dictionary entry):
/// - `NSStringLocalizedFormatKey` with `%#@name@` variables, each a dictionary with
///   `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` (the
///   argument's conversion, `d`, `lld`, `@`) and the forms `zero one two few many other`: every
///   variable is replaced by each of its forms. A format that is just one variable gives variants
///   `plural.one`, ...; otherwise `substitution.name.plural.one`, combinations joined with `.`
///   (at most ``XCStringsReader/maximumCombinations``).
/// - `NSStringDeviceSpecificRuleType` → `iphone`, `ipad`, `mac`, ...: variants `device.ipad`.
/// - `NSStringVariableWidthRuleType` → `20`, `50`, ...: variants `width.20`.
enum StringsdictReader {
    static func read(bytes: [UInt8], file: String, locale: String) -> (strings: [CatalogString], diagnostics: [Diagnostic]) {
        let text: SourceText
        switch SourceText.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let e): return ([], [Diagnostic(.error, at: SourceLocation(file: file, line: e.line, column: e.column), e.message)])
        }
        let plist: PlistValue
        switch PropertyListReader.read(text, file: file) {
        case .success(let value): plist = value
        case .failure(let f): return ([], [f.diagnostic])
        }
        guard case .dictionary(let entries) = plist.kind else {
            return ([], [Diagnostic(.error, at: plist.location, "the property list holds \(plist.kindDescription); expected a dictionary of keys")])
        }
        var strings: [CatalogString] = []
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            let key = entry.key
            guard case .dictionary = entry.value.kind else {
                diagnostics.append(Diagnostic(.error, at: entry.value.location, "key \"\(key)\" holds \(entry.value.kindDescription); expected a dictionary with NSStringLocalizedFormatKey"))
                continue
            }
            func add(_ variant: String?, _ value: String, _ location: SourceLocation) {
                strings.append(CatalogString(key: key, locale: locale, variant: variant, text: value, location: location))
            }
            if let device = entry.value["NSStringDeviceSpecificRuleType"] {
                readCases(device, kind: "device", key: key, diagnostics: &diagnostics) { add($0, $1, $2) }
                continue
            }
            if let width = entry.value["NSStringVariableWidthRuleType"] {
                readCases(width, kind: "width", key: key, diagnostics: &diagnostics) { add($0, $1, $2) }
                continue
            }
            guard let formatValue = entry.value["NSStringLocalizedFormatKey"] else {
                diagnostics.append(Diagnostic(.error, at: entry.value.location, "key \"\(key)\" has no NSStringLocalizedFormatKey"))
                continue
            }
            guard let format = formatValue.string else {
                diagnostics.append(Diagnostic(.error, at: formatValue.location, "NSStringLocalizedFormatKey of \"\(key)\" holds \(formatValue.kindDescription); expected a string"))
                continue
            }
            let names = FormatString.substitutionNames(in: format)
            var results: [(variant: [String], text: String, location: SourceLocation)] = [([], format, formatValue.location)]
            let single = names.count == 1 && FormatString.specifiers(in: format).count == 1
                && FormatString.specifiers(in: format).first?.range == 0..<format.unicodeScalars.count
            var truncated = false
            for name in names {
                guard let variable = entry.value[name] else {
                    diagnostics.append(Diagnostic(.error, at: formatValue.location, "%#@\(name)@ in \"\(key)\" has no dictionary named \(name)"))
                    continue
                }
                guard case .dictionary(let forms) = variable.kind else {
                    diagnostics.append(Diagnostic(.error, at: variable.location, "\(name) in \"\(key)\" holds \(variable.kindDescription); expected a dictionary of plural forms"))
                    continue
                }
                if let type = variable["NSStringFormatSpecTypeKey"]?.string, type != "NSStringPluralRuleType" {
                    diagnostics.append(Diagnostic(.warning, at: variable.location, "\(name) in \"\(key)\" has the rule type \(type); only NSStringPluralRuleType is read"))
                }
                var cases: [(String, String, SourceLocation)] = []
                for form in forms where !form.key.hasPrefix("NSString") {
                    guard PluralCategory.allNames.contains(form.key) else {
                        diagnostics.append(Diagnostic(.warning, at: form.keyLocation, "unknown plural category \"\(form.key)\" in \(name) of \"\(key)\"; expected zero, one, two, few, many or other"))
                        continue
                    }
                    guard let value = form.value.string else {
                        diagnostics.append(Diagnostic(.error, at: form.value.location, "\(form.key) in \(name) of \"\(key)\" holds \(form.value.kindDescription); expected a string"))
                        continue
                    }
                    cases.append((form.key, value, form.value.location))
                }
                if !cases.contains(where: { $0.0 == "other" }) {
                    diagnostics.append(Diagnostic(.error, at: variable.location, "\(name) in \"\(key)\" has no \"other\" form; every plural rule needs one"))
                }
                guard !cases.isEmpty else { continue }
                var next: [(variant: [String], text: String, location: SourceLocation)] = []
                outer: for partial in results {
                    for (category, value, location) in cases {
                        if next.count >= XCStringsReader.maximumCombinations { truncated = true; break outer }
                        let variant = single ? ["plural", category] : partial.variant + ["substitution", name, "plural", category]
                        next.append((variant, FormatString.replaceVariable(name, in: partial.text, with: value), single ? location : partial.location))
                    }
                }
                results = next
            }
            if truncated {
                diagnostics.append(Diagnostic(.warning, at: formatValue.location, "\"\(key)\": its variables combine into more than \(XCStringsReader.maximumCombinations) strings; only the first \(XCStringsReader.maximumCombinations) are checked"))
            }
            for r in results { add(r.variant.isEmpty ? nil : r.variant.joined(separator: "."), r.text, r.location) }
        }
        return (strings, diagnostics)
    }

    private static func readCases(_ value: PlistValue, kind: String, key: String, diagnostics: inout [Diagnostic],
                                  add: (String, String, SourceLocation) -> Void) {
        guard case .dictionary(let cases) = value.kind else {
            diagnostics.append(Diagnostic(.error, at: value.location, "\(kind) rules of \"\(key)\" hold \(value.kindDescription); expected a dictionary"))
            return
        }
        for c in cases {
            guard let text = c.value.string else {
                diagnostics.append(Diagnostic(.error, at: c.value.location, "\(kind) \(c.key) of \"\(key)\" holds \(c.value.kindDescription); expected a string"))
                continue
            }
            add("\(kind).\(c.key)", text, c.value.location)
        }
    }
}
