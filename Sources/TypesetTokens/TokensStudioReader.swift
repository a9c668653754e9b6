import TypesetSupport
// Tokens Studio for Figma exports (the plugin's JSON, "legacy" format): tokens are objects with
// `value` and `type` (no `$`), values are mostly strings with optional units ("17", "17px",
// "140%", "AUTO"), font weights are Figma style names ("Semi Bold", "Bold Italic"), and
// references are "{group.token}". A multi-set export has `$themes` / `$metadata` at the top level
// and one top-level key per token set; references then omit the set name, so set names are
// dropped from token paths. Math ("{size.base} * 2") is not evaluated: it is reported as an error.

extension ReaderSession {
    static let studioTypographyProperties = ["fontFamily", "fontWeight", "fontSize", "lineHeight", "letterSpacing",
                                             "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]

    mutating func readTokensStudio(_ root: JSONNode) -> [TypographyToken] {
        guard let members = root.members else {
            report.error(root.position, "", "found \(root.kindDescription) at the top level; expected an object of token sets, groups and tokens")
            return []
        }
        if root["$metadata"] != nil || root["$themes"] != nil {
            // Sets in `$metadata.tokenSetOrder`, then any others in file order: a later set's
            // token overrides an earlier one's (see `register`).
            let listed: [String] = {
                guard let order = root["$metadata"]?.value["tokenSetOrder"]?.value, case .array(let items) = order.value else { return [] }
                var seen: Set<String> = []
                return items.compactMap(\.stringValue).filter { seen.insert($0).inserted }
            }()
            let sets = members.filter { !$0.key.hasPrefix("$") }
            let ordered = listed.compactMap { name in sets.last { $0.key == name } } + sets.filter { !listed.contains($0.key) }
            for member in ordered {
                guard member.value.members != nil else {
                    report.error(member.value.position, "", "found \(member.value.kindDescription) for the token set \"\(member.key)\"; expected an object")
                    continue
                }
                currentSet = member.key
                walkStudio(member.value, path: [], depth: 0)
            }
            currentSet = nil
        } else {
            walkStudio(root, path: [], depth: 0)
        }
        var result: [TypographyToken] = []
        for name in order {
            guard let token = tokens[name], let type = token.declaredType else { continue }
            switch type {
            case "typography":
                if let typography = readStudioTypography(token) { result.append(typography) }
            case "fontWeights":
                if let node = follow(token.value, from: name, tokenPath: name)?.node, let text = StudioValueReader.text(node, "fontWeight", name, report: &report) {
                    _ = StudioValueReader.weight(text, node, name, report: &report)
                }
            case "fontSizes", "lineHeights", "letterSpacing", "paragraphSpacing":
                if let node = follow(token.value, from: name, tokenPath: name)?.node {
                    _ = StudioValueReader.text(node, type, name, report: &report)
                }
            default:
                if TokenReference.path(token.value) != nil { _ = follow(token.value, from: name, tokenPath: name) }
            }
        }
        return result
    }

    mutating func walkStudio(_ group: JSONNode, path: [String], depth: Int) {
        guard let members = group.members, depth < 1_000 else { return }
        let groupName = path.joined(separator: ".")
        if !path.isEmpty { groups.insert(groupName) }
        let last = ReaderSession.lastOffsets(members)
        for member in members where !member.key.hasPrefix("$") && last[member.key] == member.keyPosition.offset {
            let dotted = (path + [member.key]).joined(separator: ".")
            guard member.value.members != nil else {
                report.error(member.value.position, dotted, "found \(member.value.kindDescription) for \"\(member.key)\"; expected a token (an object with value and type) or a group (an object)")
                continue
            }
            guard let value = member.value["value"] else {
                walkStudio(member.value, path: path + [member.key], depth: depth + 1)
                continue
            }
            var type: String? = nil
            if let typeMember = member.value["type"] {
                type = typeMember.value.stringValue
                if type == nil {
                    report.error(typeMember.value.position, dotted, "found \(typeMember.value.kindDescription) for type; expected a token type name such as \"typography\"")
                }
            } else {
                report.error(member.keyPosition, dotted, "token \(dotted) has no type; expected a \"type\" such as \"typography\"")
            }
            register(RawToken(path: path + [member.key], keyPosition: member.keyPosition, declaredType: type, value: value.value,
                              extensions: member.value["$extensions"]?.value))
        }
    }

    mutating func readStudioTypography(_ token: RawToken) -> TypographyToken? {
        let name = token.name
        guard let (value, _) = follow(token.value, from: name, tokenPath: name) else { return nil }
        guard let members = value.members else {
            report.error(value.position, name, "found \(value.kindDescription); expected a typography object with fontFamily, fontWeight, fontSize")
            return nil
        }
        for member in members where !ReaderSession.studioTypographyProperties.contains(member.key) {
            var message = "unknown typography property \"\(member.key)\""
            if TypesetExtension.keys.contains(member.key) {
                // Tokens Studio has no such property (fontFeatureSettings, language, ...): Typeset's extension has.
                message += "; ignored (\(member.key) is a Typeset setting; expected it under $extensions → \(TokenReader.extensionKey))"
            } else {
                if let suggestion = nearest(member.key, in: ReaderSession.studioTypographyProperties) { message += " (did you mean \"\(suggestion)\"?)" }
                message += "; ignored"
            }
            report.warning(member.keyPosition, name, message)
        }
        let required = ["fontFamily", "fontWeight", "fontSize"]
        let missing = required.filter { value[$0] == nil }
        if !missing.isEmpty {
            let list = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            report.error(value.position, name, "typography token is missing required \(missing.count == 1 ? "property" : "properties") \(list); expected fontFamily, fontWeight and fontSize")
        }
        var ok = missing.isEmpty
        func property(_ session: inout ReaderSession, _ key: String) -> (site: JSONNode, node: JSONNode)? {
            guard let member = value[key] else { return nil }
            guard let (node, _) = session.follow(member.value, from: nil, tokenPath: name) else { ok = false; return nil }
            return (member.value, node)
        }

        var family: [String]? = nil
        if let (_, node) = property(&self, "fontFamily"), let text = StudioValueReader.text(node, "fontFamily", name, report: &report) {
            let names = text.split(separator: ",").map { String($0).trimmingSpaces.trimmingQuotes }.filter { !$0.isEmpty }
            if names.isEmpty {
                report.error(node.position, name, "found an empty font family; expected a family name such as \"Inter\"")
            } else {
                family = names
            }
        }
        var weight: (weight: Int, italic: Bool)? = nil
        var weightPosition: SourcePosition? = nil
        if let (_, node) = property(&self, "fontWeight"), let text = StudioValueReader.text(node, "fontWeight", name, report: &report) {
            weightPosition = node.position
            weight = StudioValueReader.weight(text, node, name, report: &report)
        }
        var size: Double? = nil
        if let (site, node) = property(&self, "fontSize"), let (number, unit) = StudioValueReader.length(node, "fontSize", name, units: ["", "px", "rem"], remSize: options.remSize, report: &report) {
            let points = unit == "rem" ? number * options.remSize : number
            if points <= 0 {
                report.error(site.position, name, points < 0 ? "font size \(NumberText.shortest(points)) is negative; expected a size greater than 0"
                                                           : "font size 0; expected a size greater than 0")
            } else {
                size = points
            }
        }
        var lineHeight: LineHeightValue? = .auto
        if let (site, node) = property(&self, "lineHeight") {
            lineHeight = nil
            if let text = StudioValueReader.text(node, "lineHeight", name, report: &report) {
                if text.lowercased() == "auto" || text.lowercased() == "normal" {
                    lineHeight = .auto
                } else if let (number, unit) = StudioValueReader.length(node, "lineHeight", name, units: ["", "px", "%", "rem", "em"], remSize: options.remSize, report: &report) {
                    if number <= 0 {
                        report.error(site.position, name, "line height \(text) must be greater than 0; expected a positive height")
                    } else {
                        switch unit {
                        case "%": lineHeight = .percent(number)
                        case "em": lineHeight = .multiple(number)
                        case "rem": lineHeight = .points(number * options.remSize)
                        default:
                            if unit.isEmpty, number < 4 {
                                report.warning(site.position, name, "line height \(text) without a unit is read as \(text) pt; expected \"\(NumberText.shortest(number * 100))%\" for a multiple of the font size")
                            }
                            lineHeight = .points(number)
                        }
                    }
                }
            }
            if lineHeight == nil { ok = false }
        }
        var spacing: LetterSpacingValue? = .points(0)
        if let (_, node) = property(&self, "letterSpacing") {
            spacing = nil
            if let (number, unit) = StudioValueReader.length(node, "letterSpacing", name, units: ["", "px", "%", "em", "rem"], remSize: options.remSize, report: &report) {
                switch unit {
                case "%": spacing = .percentOfSize(number)
                case "em": spacing = .em(number)
                case "rem": spacing = .points(number * options.remSize)
                default: spacing = .points(number)
                }
            } else { ok = false }
        }
        var ext = TypesetExtension()
        if let extensions = token.extensions { ext = readExtension(extensions, tokenPath: name) }
        if let (site, node) = property(&self, "paragraphSpacing") {
            if let (number, unit) = StudioValueReader.length(node, "paragraphSpacing", name, units: ["", "px", "rem"], remSize: options.remSize, report: &report) {
                let points = unit == "rem" ? number * options.remSize : number
                if points < 0 {
                    report.error(site.position, name, "paragraphSpacing \(NumberText.shortest(points)) is negative; expected 0 or more points")
                    ok = false
                } else {
                    ext.paragraphSpacing = points
                }
            } else { ok = false }
        }
        if let (_, node) = property(&self, "textCase"), let text = StudioValueReader.text(node, "textCase", name, report: &report) {
            let cases: [String: TextCase] = ["none": .none, "uppercase": .uppercase, "lowercase": .lowercase,
                                             "capitalize": .capitalize, "small-caps": .smallCaps, "small_caps": .smallCaps]
            if let textCase = cases[text.lowercased()] { ext.textCase = textCase } else {
                report.error(node.position, name, "unknown textCase \"\(text)\"; expected none, uppercase, lowercase, capitalize or small-caps")
                ok = false
            }
        }
        if let (_, node) = property(&self, "textDecoration"), let text = StudioValueReader.text(node, "textDecoration", name, report: &report) {
            let decorations: [String: TextDecoration] = ["none": .none, "underline": .underline, "line-through": .strikethrough,
                                                         "strikethrough": .strikethrough, "strike-through": .strikethrough]
            if let decoration = decorations[text.lowercased()] { ext.textDecoration = decoration } else {
                report.error(node.position, name, "unknown textDecoration \"\(text)\"; expected none, underline or line-through")
                ok = false
            }
        }
        if value["paragraphIndent"] != nil, let member = value["paragraphIndent"] {
            report.warning(member.keyPosition, name, "paragraphIndent is not supported yet; ignored")
        }
        ok = ok && !ext.failed
        guard ok, let family, let weight, let size, let lineHeight, let spacing else { return nil }
        ext.checkAgainst(fontSize: size, tokenPath: name, position: token.keyPosition, report: &report)
        var typography = TypographyToken(
            path: token.path, fontFamily: family, fontWeight: weight.weight, italic: weight.italic || (ext.italic ?? false),
            fontSize: size, lineHeight: lineHeight, letterSpacing: spacing, paragraphSpacing: ext.paragraphSpacing ?? 0,
            textCase: ext.textCase ?? .none, textDecoration: ext.textDecoration ?? .none, alignment: ext.alignment ?? .natural,
            textStyle: ext.textStyle, maxPointSize: ext.maxPointSize, fontFile: ext.fontFile, fontIndex: ext.fontIndex,
            source: SourceLocation(file: file, token.keyPosition),
            fontFileSource: ext.fontFilePosition.map { SourceLocation(file: file, $0) },
            fontIndexSource: ext.fontIndexPosition.map { SourceLocation(file: file, $0) },
            features: ext.features ?? [], featuresSource: ext.featuresPosition.map { SourceLocation(file: file, $0) },
            language: ext.language, languageSource: ext.languagePosition.map { SourceLocation(file: file, $0) }, leading: ext.leading ?? .standard)
        typography.fontWeightSource = weightPosition.map { SourceLocation(file: file, $0) }
        ext.applyVariableSettings(to: &typography, file: file)
        // "Bold Italic": the italic is written in the weight.
        if typography.italicSource == nil, weight.italic { typography.italicSource = typography.fontWeightSource }
        typography.variants = ext.variants ?? []
        return typography
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }

    /// Without one pair of surrounding single or double quotes.
    var trimmingQuotes: String {
        if count >= 2, (first == "\"" && last == "\"") || (first == "'" && last == "'") { return String(dropFirst().dropLast()) }
        return self
    }
}
