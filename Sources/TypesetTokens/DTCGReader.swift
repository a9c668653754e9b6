import TypesetShaping
import TypesetSupport
// The W3C Design Tokens Community Group format, as in the Design Tokens Format Module
// (https://tr.designtokens.org/format/, 2025.10 draft). Facts this reader relies on:
// - A token is an object with `$value`; any other object is a group. Tokens and groups may carry
//   `$type`, `$description`, `$extensions`, `$deprecated`. Names must not start with `$` and must
//   not contain `{`, `}` or `.`.
// - A token without `$type` takes the `$type` of the nearest enclosing group that has one; a token
//   whose value is a reference takes the referenced token's type.
// - References are whole-value strings `{group.token}`; they may chain; cycles are invalid.
// - `dimension`: an object `{"value": number, "unit": "px" | "rem"}`.
// - `fontFamily`: a string or an array of strings (most preferred first).
// - `fontWeight`: a number in [1, 1000] or one of the weight names in `WeightNames.dtcg`.
// - `typography`: an object with `fontFamily`, `fontSize` (dimension), `fontWeight`,
//   `letterSpacing` (dimension) and `lineHeight` (number, a multiplier of the font size); all
//   five are required. Each may be a reference to a token of the matching type.
// The reader does not support JSON Pointer `$ref` references or group `$extends` and says so.

extension ReaderSession {
    /// The `$type` values the format defines.
    static let dtcgTypes = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                            "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]

    static let typographyProperties = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    /// The largest size or spacing accepted, in points either way (so that sums, scaling and
    /// unit conversions stay finite).
    static let maximumPoints = 1_000_000.0

    /// Whether `points` is a size or spacing the readers accept: finite and within
    /// ±``maximumPoints`` (so that sums, scaling and unit conversions stay finite).
    static func isInRange(points: Double) -> Bool {
        points.isFinite && abs(points) <= maximumPoints
    }

    /// The largest line height accepted, as a multiple of the font size.
    static let maximumLineHeightMultiple = 1_000.0

    mutating func readDTCG(_ root: JSONNode) -> [TypographyToken] {
        guard case .object = root.value else {
            report.error(root.position, "", "found \(root.kindDescription) at the top level; expected an object of groups and tokens")
            return []
        }
        walkGroup(root, path: [], inheritedType: nil, depth: 0)
        var result: [TypographyToken] = []
        for name in order {
            guard let token = tokens[name], !token.typeInvalid else { continue }
            guard let type = effectiveType(token) else {
                if TokenReference.path(token.value) == nil {
                    report.error(token.keyPosition, name, "token \(name) has no $type (on the token or an enclosing group); expected one of \(ReaderSession.dtcgTypes.joined(separator: ", "))")
                }
                continue
            }
            switch type {
            case "typography":
                if let typography = readTypography(token) { result.append(typography) }
            case "dimension":
                if let (node, _) = resolved(token.value, origin: token, expecting: "dimension") {
                    _ = dimension(node, tokenPath: name)
                }
            case "fontFamily":
                if let (node, _) = resolved(token.value, origin: token, expecting: "fontFamily") {
                    _ = fontFamily(node, tokenPath: name)
                }
            case "fontWeight":
                if let (node, _) = resolved(token.value, origin: token, expecting: "fontWeight") {
                    _ = fontWeight(node, tokenPath: name)
                }
            case "number":
                if let (node, _) = resolved(token.value, origin: token, expecting: "number"), node.numberValue == nil {
                    report.error(node.position, name, "found \(node.kindDescription); expected a number")
                }
            default:
                // Types Typeset does not use are only checked for references that resolve.
                if TokenReference.path(token.value) != nil {
                    _ = follow(token.value, from: name, tokenPath: name)
                }
            }
        }
        return result
    }

    // MARK: Structure

    /// `typeInvalid`: an enclosing group's `$type` was reported as invalid.
    mutating func walkGroup(_ group: JSONNode, path: [String], inheritedType: String?, typeInvalid: Bool = false, depth: Int) {
        guard let members = group.members, depth < 1_000 else { return }
        var type = inheritedType
        var typeInvalid = typeInvalid
        let groupName = path.joined(separator: ".")
        if let typeMember = group["$type"] {
            let checked = checkedType(typeMember, tokenPath: groupName)
            type = checked ?? inheritedType
            typeInvalid = checked == nil
        }
        if !path.isEmpty { groups.insert(groupName) }
        let last = ReaderSession.lastOffsets(members)
        for member in members where last[member.key] == member.keyPosition.offset {
            // A repeated key is reported by the parser; only its last value is read.
            let key = member.key
            if key.hasPrefix("$") {
                switch key {
                case "$type":
                    break
                case "$description":
                    if member.value.stringValue == nil {
                        report.error(member.value.position, groupName, "found \(member.value.kindDescription) for $description; expected a string")
                    }
                case "$extensions":
                    if member.value.members == nil {
                        report.error(member.value.position, groupName, "found \(member.value.kindDescription) for $extensions; expected an object")
                    }
                case "$deprecated", "$schema", "$metadata", "$themes":
                    break
                case "$root":
                    // 2025.10: a group's own token, named by the group's path.
                    visit(member, path: path, name: "$root", inheritedType: type, typeInvalid: typeInvalid, depth: depth)
                case "$extends":
                    report.warning(member.keyPosition, groupName, "$extends (group inheritance) is not supported; the group is read without the groups it extends")
                default:
                    report.warning(member.keyPosition, groupName, "unknown group property \"\(key)\"; ignored (expected $type, $description, $extensions, $deprecated)")
                }
                continue
            }
            if key.contains("{") || key.contains("}") || key.contains(".") {
                report.error(member.keyPosition, groupName, "name \"\(key)\" contains '{', '}' or '.'; expected a token or group name without them")
                continue
            }
            visit(member, path: path + [key], name: key, inheritedType: type, typeInvalid: typeInvalid, depth: depth)
        }
    }

    mutating func visit(_ member: JSONMember, path: [String], name: String, inheritedType: String?, typeInvalid: Bool, depth: Int) {
        let node = member.value
        let dotted = path.joined(separator: ".")
        guard let members = node.members else {
            report.error(node.position, dotted, "found \(node.kindDescription) for \"\(name)\"; expected a token (an object with $value) or a group (an object)")
            return
        }
        guard let value = node["$value"] else {
            if name == "$root" {
                report.error(node.position, dotted, "$root has no $value; expected a token")
                return
            }
            walkGroup(node, path: path, inheritedType: inheritedType, typeInvalid: typeInvalid, depth: depth + 1)
            return
        }
        var type = inheritedType
        // An invalid $type is reported once; the token stays registered (references to it are
        // not dangling) but is not checked against a type.
        var typeInvalid = typeInvalid && inheritedType == nil
        if let typeMember = node["$type"] {
            type = checkedType(typeMember, tokenPath: dotted)
            typeInvalid = type == nil
        }
        for other in members {
            switch other.key {
            case "$value", "$type", "$deprecated": break
            case "$description":
                if other.value.stringValue == nil {
                    report.error(other.value.position, dotted, "found \(other.value.kindDescription) for $description; expected a string")
                }
            case "$extensions":
                if other.value.members == nil {
                    report.error(other.value.position, dotted, "found \(other.value.kindDescription) for $extensions; expected an object")
                }
            default:
                if other.key.hasPrefix("$") {
                    report.warning(other.keyPosition, dotted, "unknown token property \"\(other.key)\"; ignored (expected $value, $type, $description, $extensions, $deprecated)")
                } else {
                    report.error(other.keyPosition, dotted, "token \(dotted) contains \"\(other.key)\"; a token cannot contain tokens or groups")
                }
            }
        }
        register(RawToken(path: path, keyPosition: member.keyPosition, declaredType: type, value: value.value,
                          extensions: node["$extensions"]?.value, typeInvalid: typeInvalid))
    }

    /// Checks a `$type` member; reports unknown types.
    mutating func checkedType(_ member: JSONMember, tokenPath: String) -> String? {
        guard let type = member.value.stringValue else {
            report.error(member.value.position, tokenPath, "found \(member.value.kindDescription) for $type; expected a type name string")
            return nil
        }
        guard ReaderSession.dtcgTypes.contains(type) else {
            var message = "unknown $type \"\(type)\""
            if let suggestion = nearest(type, in: ReaderSession.dtcgTypes) { message += " (did you mean \"\(suggestion)\"?)" }
            report.error(member.value.position, tokenPath, message + "; expected one of \(ReaderSession.dtcgTypes.joined(separator: ", "))")
            return nil
        }
        return type
    }

    /// A token's type: its own or inherited `$type`, else (for a reference) the referenced token's.
    /// Each token's type is found once (``effectiveTypes``), so a chain of untyped aliases costs
    /// one step per token.
    mutating func effectiveType(_ token: RawToken) -> String? {
        var current = token
        var walked: [String] = []
        var seen: Set<String> = [token.name]
        var type: String? = nil
        while true {
            WorkCounter.add(1)
            if let known = effectiveTypes[current.name] {
                type = known
                break
            }
            walked.append(current.name)
            if let declared = current.declaredType {
                type = declared
                break
            }
            guard !current.typeInvalid, let name = TokenReference.path(current.value), let next = tokens[name], seen.insert(name).inserted else { break }
            current = next
        }
        for name in walked { effectiveTypes[name] = .some(type) }
        return type
    }

    // MARK: Values

    /// Follows references from `node` and checks that the token reached has type `expected`.
    mutating func resolved(_ node: JSONNode, origin: RawToken?, expecting expected: String, property: String? = nil,
                           tokenPath: String? = nil) -> (JSONNode, RawToken?)? {
        let path = tokenPath ?? origin?.name ?? ""
        if let members = node.members, members.contains(where: { $0.key == "$ref" }) {
            report.error(node.position, path, "JSON Pointer references ($ref) are not supported; expected a {group.token} reference")
            return nil
        }
        guard let (value, target) = follow(node, from: origin?.name, tokenPath: path) else { return nil }
        if let target, target.name != origin?.name, let type = effectiveType(target), type != expected {
            let what = property.map { "\($0) refers to" } ?? "reference to"
            report.error(node.position, path, "\(what) {\(target.name)}, a \(type) token; expected a \(expected) token")
            return nil
        }
        return (value, target)
    }

    /// A dimension in points (`px` = 1 pt, `rem` = ``TokenReader/Options/remSize`` pt).
    mutating func dimension(_ node: JSONNode, tokenPath: String) -> Double? {
        let shape = "{\"value\": number, \"unit\": \"px\" | \"rem\"}"
        guard let members = node.members else {
            var message = "found \(node.kindDescription); expected a dimension \(shape)"
            if case .string = node.value { message += " (the format has no dimension strings since the 2025.10 draft)" }
            report.error(node.position, tokenPath, message)
            return nil
        }
        guard let valueMember = node["value"], let unitMember = node["unit"] else {
            let missing = ["value", "unit"].filter { node[$0] == nil }.map { "\"\($0)\"" }.joined(separator: " and ")
            report.error(node.position, tokenPath, "dimension is missing \(missing); expected \(shape)")
            return nil
        }
        for member in members where member.key != "value" && member.key != "unit" {
            report.warning(member.keyPosition, tokenPath, "unknown dimension property \"\(member.key)\"; ignored (expected value and unit)")
        }
        var ok = true
        let number = valueMember.value.numberValue
        if number == nil {
            report.error(valueMember.value.position, tokenPath, "found \(valueMember.value.kindDescription) for the dimension value; expected a number")
            ok = false
        }
        var scale = 1.0
        if let unit = unitMember.value.stringValue {
            switch unit {
            case "px": scale = 1
            case "rem": scale = options.remSize
            default:
                report.error(unitMember.value.position, tokenPath, "unknown unit \"\(unit)\"; expected \"px\" or \"rem\"")
                ok = false
            }
        } else {
            report.error(unitMember.value.position, tokenPath, "found \(unitMember.value.kindDescription) for the unit; expected \"px\" or \"rem\"")
            ok = false
        }
        guard ok, let number else { return nil }
        guard ReaderSession.isInRange(points: number * scale) else {
            // As written, with its unit: 70000 rem is out of range although 70000 px is not.
            let unit = unitMember.value.stringValue ?? ""
            report.error(valueMember.value.position, tokenPath, "dimension \(NumberText.shortest(number)) \(unit) is out of range; expected a value within ±\(NumberText.shortest(ReaderSession.maximumPoints)) points")
            return nil
        }
        return number * scale
    }

    mutating func fontFamily(_ node: JSONNode, tokenPath: String) -> [String]? {
        switch node.value {
        case .string(let name):
            guard !name.isEmpty else {
                report.error(node.position, tokenPath, "found an empty font family name; expected a family name such as \"Inter\"")
                return nil
            }
            return [name]
        case .array(let items):
            guard !items.isEmpty else {
                report.error(node.position, tokenPath, "found an empty array of font families; expected at least one family name")
                return nil
            }
            var names: [String] = []
            for item in items {
                guard let name = item.stringValue, !name.isEmpty else {
                    report.error(item.position, tokenPath, "found \(item.kindDescription) in the font family list; expected a family name string")
                    return nil
                }
                names.append(name)
            }
            return names
        default:
            report.error(node.position, tokenPath, "found \(node.kindDescription); expected a font family name or an array of names")
            return nil
        }
    }

    mutating func fontWeight(_ node: JSONNode, tokenPath: String) -> Int? {
        switch node.value {
        case .number(let weight, let text):
            guard weight >= 1 && weight <= 1000 else {
                report.error(node.position, tokenPath, "font weight \(text) is out of range; expected 1...1000")
                return nil
            }
            let whole = Int(weight.rounded())
            if Double(whole) != weight {
                report.warning(node.position, tokenPath, "font weight \(text) is not a whole number; using \(whole)")
            }
            return whole
        case .string(let name):
            if let weight = WeightNames.dtcgWeight(name) { return weight }
            var message = "unknown font weight name \"\(name)\""
            if let suggestion = nearest(name, in: WeightNames.dtcg.map(\.name)) { message += " (did you mean \"\(suggestion)\"?)" }
            report.error(node.position, tokenPath, message + "; expected a number 1...1000 or one of \(WeightNames.dtcgList)")
            return nil
        default:
            report.error(node.position, tokenPath, "found \(node.kindDescription); expected a font weight (a number 1...1000 or a weight name)")
            return nil
        }
    }

    // MARK: Typography

    mutating func readTypography(_ token: RawToken) -> TypographyToken? {
        let name = token.name
        guard let (value, _) = resolved(token.value, origin: token, expecting: "typography") else { return nil }
        guard let members = value.members else {
            report.error(value.position, name, "found \(value.kindDescription); expected a typography object with \(ReaderSession.typographyProperties.joined(separator: ", "))")
            return nil
        }
        for member in members where !ReaderSession.typographyProperties.contains(member.key) {
            var message = "unknown typography property \"\(member.key)\""
            let settings = "$extensions → \(TokenReader.extensionKey)"
            if member.key == "fontStyle" {
                // Not a typo for fontSize: the typography type has no style; Typeset's extension has.
                message += "; ignored (the typography type has no font style; expected \"italic\": true under \(settings))"
            } else if TypesetExtension.keys.contains(member.key) {
                message += "; ignored (\(member.key) is a Typeset setting; expected it under \(settings))"
            } else {
                if let suggestion = nearest(member.key, in: ReaderSession.typographyProperties) { message += " (did you mean \"\(suggestion)\"?)" }
                message += "; ignored (expected \(ReaderSession.typographyProperties.joined(separator: ", ")))"
            }
            report.warning(member.keyPosition, name, message)
        }
        let missing = ReaderSession.typographyProperties.filter { value[$0] == nil }
        if !missing.isEmpty {
            let list = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            report.error(value.position, name, "typography token is missing required \(missing.count == 1 ? "property" : "properties") \(list); expected all of \(ReaderSession.typographyProperties.joined(separator: ", "))")
        }
        var ok = missing.isEmpty

        var family: [String]? = nil
        if let m = value["fontFamily"], let (node, _) = resolved(m.value, origin: nil, expecting: "fontFamily", property: "fontFamily", tokenPath: name) {
            family = fontFamily(node, tokenPath: name)
        }
        var size: Double? = nil
        if let m = value["fontSize"], let (node, _) = resolved(m.value, origin: nil, expecting: "dimension", property: "fontSize", tokenPath: name),
           let points = dimension(node, tokenPath: name) {
            if points <= 0 {
                report.error(m.value.position, name, points < 0 ? "font size \(NumberText.shortest(points)) is negative; expected a size greater than 0"
                                                               : "font size 0; expected a size greater than 0")
            } else {
                size = points
            }
        }
        var weight: Int? = nil
        let weightPosition = value["fontWeight"]?.value.position
        if let m = value["fontWeight"], let (node, _) = resolved(m.value, origin: nil, expecting: "fontWeight", property: "fontWeight", tokenPath: name) {
            weight = fontWeight(node, tokenPath: name)
        }
        var spacing: Double? = nil
        if let m = value["letterSpacing"], let (node, _) = resolved(m.value, origin: nil, expecting: "dimension", property: "letterSpacing", tokenPath: name) {
            spacing = dimension(node, tokenPath: name)
        }
        var lineHeight: Double? = nil
        if let m = value["lineHeight"], let (node, _) = resolved(m.value, origin: nil, expecting: "number", property: "lineHeight", tokenPath: name) {
            if let multiple = node.numberValue {
                if multiple <= 0 {
                    report.error(m.value.position, name, "line height \(NumberText.shortest(multiple)) must be greater than 0; expected a multiple of the font size such as 1.3")
                } else if multiple > ReaderSession.maximumLineHeightMultiple {
                    report.error(m.value.position, name, "line height \(NumberText.shortest(multiple)) is out of range; expected a multiple of the font size up to \(NumberText.shortest(ReaderSession.maximumLineHeightMultiple)), such as 1.3")
                } else {
                    lineHeight = multiple
                }
            } else {
                report.error(node.position, name, "found \(node.kindDescription) for lineHeight; expected a number (a multiple of the font size, such as 1.3)")
            }
        }
        var ext = TypesetExtension()
        if let extensions = token.extensions {
            ext = readExtension(extensions, tokenPath: name)
        }
        ok = ok && !ext.failed
        guard ok, let family, let size, let weight, let spacing, let lineHeight else { return nil }
        ext.checkAgainst(fontSize: size, tokenPath: name, position: token.keyPosition, report: &report)
        var typography = TypographyToken(
            path: token.path, fontFamily: family, fontWeight: weight, italic: ext.italic ?? false, fontSize: size,
            lineHeight: .multiple(lineHeight), letterSpacing: .points(spacing), paragraphSpacing: ext.paragraphSpacing ?? 0,
            textCase: ext.textCase ?? .none, textDecoration: ext.textDecoration ?? .none, alignment: ext.alignment ?? .natural,
            textStyle: ext.textStyle, maxPointSize: ext.maxPointSize, fontFile: ext.fontFile, fontIndex: ext.fontIndex,
            source: SourceLocation(file: file, token.keyPosition),
            fontFileSource: ext.fontFilePosition.map { SourceLocation(file: file, $0) },
            fontIndexSource: ext.fontIndexPosition.map { SourceLocation(file: file, $0) },
            features: ext.features ?? [], featuresSource: ext.featuresPosition.map { SourceLocation(file: file, $0) },
            language: ext.language, languageSource: ext.languagePosition.map { SourceLocation(file: file, $0) }, leading: ext.leading ?? .standard)
        typography.fontWeightSource = weightPosition.map { SourceLocation(file: file, $0) }
        ext.applyVariableSettings(to: &typography, file: file)
        typography.variants = ext.variants ?? []
        return typography
    }
}
