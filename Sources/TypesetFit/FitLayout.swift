// The layout file of `typeset fit`: where an app shows its strings. Format: Documentation/CLI.md
// ("fit") and Documentation/Fit.md.

import Typeset
import TypesetFont
import TypesetShaping
import TypesetSupport
import TypesetTokens

/// A font file and the face in it.
public struct FontReference: Sendable, Hashable, CustomStringConvertible {
    /// The file's path (made absolute against the layout file's folder when read from one).
    public var path: String
    /// The face in a collection.
    public var index: Int

    /// A face of a font file.
    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }

    /// `path` or `path:index`.
    public var description: String { index == 0 ? path : "\(path):\(index)" }
}

/// A style given in the layout file itself rather than by a token.
public struct InlineStyle: Sendable, Hashable {
    /// The font; `nil` for the layout's first font.
    public var font: FontReference?
    /// Point size at the default content size category (default: the text style's, or 17).
    public var size: Double?
    /// Line height in points (default: the text style's leading, else the font's own).
    public var lineHeight: Double?
    /// Letter spacing in points (UIKit kern).
    public var letterSpacing: Double?
    /// The Dynamic Type text style it scales as.
    public var textStyle: Typeset.DynamicTypeStyle?
    /// The largest point size Dynamic Type may scale it to.
    public var maximumPointSize: Double?
    /// OpenType features after the defaults (CSS / HarfBuzz syntax).
    public var features: [FeatureSetting]
    /// Variable font axis values (`"wght=650,wdth=90"`, as `--variations` takes them); `opsz`
    /// follows the point size unless set here.
    public var variations: [VariationSetting] = []

    /// A style.
    public init(font: FontReference? = nil, size: Double? = nil, lineHeight: Double? = nil, letterSpacing: Double? = nil,
                textStyle: Typeset.DynamicTypeStyle? = nil, maximumPointSize: Double? = nil, features: [FeatureSetting] = []) {
        self.font = font
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.textStyle = textStyle
        self.maximumPointSize = maximumPointSize
        self.features = features
    }
}

/// How a rule names its style.
public enum RuleStyle: Sendable, Hashable {
    /// A typography token of the style guide given with `--tokens`, by its dotted path.
    case token(String)
    /// A style written in the layout file.
    case inline(InlineStyle)
}

/// Where the strings whose keys match a pattern are shown.
public struct FitRule: Sendable, Hashable {
    /// Which keys the rule applies to.
    public var keys: KeyPattern
    /// The text style.
    public var style: RuleStyle
    /// The widths the text is laid out in, points (several for several device classes).
    public var widths: [Double]
    /// The widths on the web (`"webWidth"`), CSS px; `nil` to use ``widths`` as px.
    public var webWidths: [Double]?
    /// The most lines the text may take; 0 for no limit.
    public var maxLines: Int
    /// The tallest the text may be, points; `nil` for no limit.
    public var maxHeight: Double?
    /// Values for the format specifiers of the string, in order.
    public var arguments: [String]
    /// Where the rule is written.
    public var location: SourceLocation

    /// A rule.
    public init(keys: KeyPattern, style: RuleStyle, widths: [Double], maxLines: Int = 0, maxHeight: Double? = nil,
                arguments: [String] = [], location: SourceLocation, webWidths: [Double]? = nil) {
        self.keys = keys
        self.style = style
        self.widths = widths
        self.webWidths = webWidths
        self.maxLines = maxLines
        self.maxHeight = maxHeight
        self.arguments = arguments
        self.location = location
    }
}

/// Where an app shows its strings: rules matched in order by key, and the fonts to fall back on.
public struct FitLayout: Sendable {
    /// The file it was read from.
    public var file: String
    /// Fonts tried, in order, for characters a style's font lacks (and the font of inline
    /// styles that name none: the first).
    public var fonts: [FontReference]
    /// The rules; the first whose pattern matches a key applies.
    public var rules: [FitRule]
    /// Fallback fonts per script (ISO 15924 code, `Arab`, `Hani`), tried in order before
    /// ``fonts`` for characters of that script that a style's font lacks.
    public var scriptFonts: [String: [FontReference]]
    /// Where each font of ``fonts``, ``scriptFonts`` and the inline styles is first named in the
    /// file, for errors about it.
    public var fontLocations: [FontReference: SourceLocation]

    /// A layout.
    public init(file: String, fonts: [FontReference], rules: [FitRule], scriptFonts: [String: [FontReference]] = [:],
                fontLocations: [FontReference: SourceLocation] = [:]) {
        self.file = file
        self.fonts = fonts
        self.rules = rules
        self.scriptFonts = scriptFonts
        self.fontLocations = fontLocations
    }

    /// The index of the rule for `key`, or `nil` when none matches.
    public func rule(for key: String) -> Int? {
        rules.firstIndex { $0.keys.matches(key) }
    }

    /// Reads a layout file; `nil` with the errors (`file:line:column`) when it cannot be used.
    public static func read(file: String) -> (layout: FitLayout?, diagnostics: [Diagnostic]) {
        switch FileSystem.read(file, kind: .layout) {
        case .failure(let failure):
            return (nil, [Diagnostic(.error, at: SourceLocation(file: file, line: 1, column: 1), failure.reason)])
        case .success(let bytes):
            return parse(bytes, file: file)
        }
    }

    /// Reads a layout from its bytes; relative font paths are resolved against `file`'s folder.
    public static func parse(_ bytes: [UInt8], file: String) -> (layout: FitLayout?, diagnostics: [Diagnostic]) {
        var reader = LayoutReader(file: file, bytes: bytes)
        let document: JSONDocument
        do {
            document = try JSONParser().parse(bytes)
        } catch {
            return (nil, [Diagnostic(.error, at: SourceLocation(file: file, error.position), error.message)])
        }
        let layout = reader.layout(document.root)
        return (reader.diagnostics.containsErrors ? nil : layout, reader.diagnostics)
    }
}

/// Reads the layout file's JSON into a ``FitLayout``, collecting every error.
struct LayoutReader {
    let file: String
    let folder: String
    /// The file's bytes, for positions inside strings.
    let bytes: [UInt8]
    var diagnostics: [Diagnostic] = []
    /// Where each font is first named.
    var fontLocations: [FontReference: SourceLocation] = [:]

    init(file: String, bytes: [UInt8] = []) {
        self.file = file
        self.bytes = bytes
        if let slash = file.lastIndex(of: "/") { folder = String(file[..<slash]) } else { folder = "." }
    }

    mutating func error(_ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file, position), message))
    }

    /// The position in the file of the decoded scalar `index` of the string literal at `start`
    /// (its opening quote): escapes (`\n`, `\u00e9`, surrogate pairs) count as the characters
    /// they are written with. The literal's own position when the bytes are not at hand.
    func position(ofScalar index: Int, inStringAt start: SourcePosition) -> SourcePosition {
        guard start.offset < bytes.count, bytes[start.offset] == UInt8(ascii: "\"") else { return start }
        var offset = start.offset + 1
        var column = start.column + 1
        var decoded = 0
        func isLowSurrogateEscape(at: Int) -> Bool {
            at + 5 < bytes.count && bytes[at] == UInt8(ascii: "\\") && bytes[at + 1] == UInt8(ascii: "u")
                && (bytes[at + 2] | 0x20) == UInt8(ascii: "d") && [UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "f")].contains(bytes[at + 3] | 0x20)
        }
        while decoded < index, offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
            var length = 1
            if bytes[offset] == UInt8(ascii: "\\") {
                length = offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "u") ? 6 : 2
                let highSurrogate = length == 6 && offset + 3 < bytes.count && (bytes[offset + 2] | 0x20) == UInt8(ascii: "d")
                    && [UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b")].contains(bytes[offset + 3] | 0x20)
                if highSurrogate, isLowSurrogateEscape(at: offset + 6) { length = 12 }
                column += length
            } else {
                let lead = bytes[offset]
                length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                column += 1
            }
            offset += length
            decoded += 1
        }
        return SourcePosition(line: start.line, column: column, offset: offset)
    }

    func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }

    mutating func layout(_ root: JSONNode) -> FitLayout {
        guard let members = root.members else {
            error(root.position, "expected an object with \"rules\" (and \"fonts\"), found \(root.kindDescription)")
            return FitLayout(file: file, fonts: [], rules: [])
        }
        var fonts: [FontReference] = []
        var rules: [FitRule] = []
        var scriptFonts: [String: [FontReference]] = [:]
        var sawRules = false
        for member in members {
            switch member.key {
            case "fonts":
                guard let items = member.value.arrayValue else {
                    error(member.value.position, "\"fonts\" must be an array of font files, found \(member.value.kindDescription)")
                    continue
                }
                fonts = items.compactMap { font($0, key: "fonts") }
            case "fallbacks":
                guard let scripts = member.value.members else {
                    error(member.value.position, "\"fallbacks\" must be an object of script codes (\"Arab\", \"Hani\") to font lists, found \(member.value.kindDescription)")
                    continue
                }
                for script in scripts {
                    guard UnicodeScript(iso15924: script.key) != nil else {
                        error(script.keyPosition, "\"\(script.key)\" is not an ISO 15924 script code (Latn, Arab, Hebr, Deva, Thai, Hani, ...)")
                        continue
                    }
                    guard let items = script.value.arrayValue else {
                        error(script.value.position, "\"\(script.key)\" must list font files, found \(script.value.kindDescription)")
                        continue
                    }
                    scriptFonts[script.key] = items.compactMap { font($0, key: "fallbacks") }
                }
            case "rules":
                sawRules = true
                guard let items = member.value.arrayValue else {
                    error(member.value.position, "\"rules\" must be an array of rules, found \(member.value.kindDescription)")
                    continue
                }
                rules = items.compactMap { rule($0) }
            default:
                // More fields may be added to the format: unknown ones are left for later versions.
                continue
            }
        }
        if !sawRules { error(root.position, "the layout has no \"rules\"") }
        return FitLayout(file: file, fonts: fonts, rules: rules, scriptFonts: scriptFonts, fontLocations: fontLocations)
    }

    /// A font: "FILE", "FILE:INDEX" or {"file": FILE, "index": N}; the first place it is named is
    /// remembered in ``fontLocations``.
    mutating func font(_ node: JSONNode, key: String) -> FontReference? {
        let reference = fontReference(node, key: key)
        if let reference, fontLocations[reference] == nil { fontLocations[reference] = SourceLocation(file: file, node.position) }
        return reference
    }

    mutating func fontReference(_ node: JSONNode, key: String) -> FontReference? {
        if let text = node.stringValue {
            guard !text.isEmpty else {
                error(node.position, "\"\(key)\": a font file path is empty")
                return nil
            }
            if let colon = text.lastIndex(of: ":"), let index = Int(text[text.index(after: colon)...]), index >= 0 {
                return FontReference(path: resolve(String(text[..<colon])), index: index)
            }
            return FontReference(path: resolve(text))
        }
        if node.members != nil {
            guard let path = node["file"]?.value.stringValue, !path.isEmpty else {
                error(node.position, "\"\(key)\": a font object needs \"file\" (a path)")
                return nil
            }
            var index = 0
            if let value = node["index"]?.value {
                guard let number = value.numberValue, number >= 0, number < 65536, number == number.rounded() else {
                    error(value.position, "\"index\" must be a face number (0, 1, ...), found \(value.kindDescription)")
                    return nil
                }
                index = Int(number)
            }
            return FontReference(path: resolve(path), index: index)
        }
        error(node.position, "\"\(key)\": expected a font file path, found \(node.kindDescription)")
        return nil
    }

    mutating func positiveNumber(_ node: JSONNode, _ name: String, allowZero: Bool = false, upTo limit: Double = NumberRule.length.upperBound,
                                 unit: String = "points") -> Double? {
        guard let value = node.numberValue, value.isFinite, allowZero ? value >= 0 : value > 0, value <= limit else {
            error(node.position, "\"\(name)\" must be a \(allowZero ? "non-negative" : "positive") number of \(unit) (at most \(Int(limit))), found \(node.kindDescription)")
            return nil
        }
        return value
    }

    mutating func rule(_ node: JSONNode) -> FitRule? {
        guard let members = node.members else {
            error(node.position, "a rule must be an object with \"keys\", \"style\" and \"width\", found \(node.kindDescription)")
            return nil
        }
        let before = diagnostics.count
        var keys: KeyPattern?
        var style: RuleStyle?
        var widths: [Double] = []
        var webWidths: [Double]?
        var maxLines = 0
        var maxHeight: Double?
        var arguments: [String] = []
        for member in members {
            let value = member.value
            switch member.key {
            case "keys":
                if let text = value.stringValue, !text.isEmpty {
                    if let problem = KeyPattern.problem(in: text) {
                        error(position(ofScalar: problem.scalarOffset, inStringAt: value.position), problem.message)
                    } else {
                        keys = KeyPattern(text)
                    }
                } else { error(value.position, "\"keys\" must be a key pattern (\"*\", \"settings.*\", \"button.?\"), found \(value.kindDescription)") }
            case "style":
                style = ruleStyle(value)
            case "width":
                if let items = value.arrayValue {
                    if items.isEmpty { error(value.position, "\"width\" lists no widths") }
                    widths = items.compactMap { positiveNumber($0, "width") }
                } else if let width = positiveNumber(value, "width") {
                    widths = [width]
                }
            case "webWidth":
                if let items = value.arrayValue {
                    if items.isEmpty { error(value.position, "\"webWidth\" lists no widths") }
                    webWidths = items.compactMap { positiveNumber($0, "webWidth", unit: "CSS px") }
                } else if let width = positiveNumber(value, "webWidth", unit: "CSS px") {
                    webWidths = [width]
                }
            case "maxLines":
                if let number = value.numberValue, number >= 0, number <= 100_000, number == number.rounded() { maxLines = Int(number) }
                else { error(value.position, "\"maxLines\" must be a whole number of lines (0: no limit), found \(value.kindDescription)") }
            case "maxHeight":
                maxHeight = positiveNumber(value, "maxHeight")
            case "arguments":
                guard let items = value.arrayValue else {
                    error(value.position, "\"arguments\" must be an array of strings, found \(value.kindDescription)")
                    continue
                }
                for item in items {
                    if let text = item.stringValue { arguments.append(text) }
                    else if case .number(_, let text) = item.value { arguments.append(text) }
                    else { error(item.position, "an argument must be a string or a number, found \(item.kindDescription)") }
                }
            default:
                continue
            }
        }
        if keys == nil, node["keys"] == nil { error(node.position, "the rule has no \"keys\" pattern") }
        if style == nil, node["style"] == nil { error(node.position, "the rule has no \"style\"") }
        if node["width"] == nil { error(node.position, "the rule has no \"width\"") }
        guard diagnostics.count == before, let keys, let style, !widths.isEmpty else { return nil }
        return FitRule(keys: keys, style: style, widths: widths, maxLines: maxLines, maxHeight: maxHeight, arguments: arguments,
                       location: SourceLocation(file: file, node.position), webWidths: webWidths)
    }

    mutating func ruleStyle(_ node: JSONNode) -> RuleStyle? {
        if let path = node.stringValue {
            guard !path.isEmpty else {
                error(node.position, "\"style\" names no token")
                return nil
            }
            return .token(path)
        }
        guard let members = node.members else {
            error(node.position, "\"style\" must be a token path or an object with \"font\" and \"size\", found \(node.kindDescription)")
            return nil
        }
        var style = InlineStyle()
        for member in members {
            let value = member.value
            switch member.key {
            case "font": style.font = font(value, key: "font")
            case "index":
                if let number = value.numberValue, number >= 0, number < 65536, number == number.rounded() {
                    style.font?.index = Int(number)
                } else {
                    error(value.position, "\"index\" must be a face number (0, 1, ...), found \(value.kindDescription)")
                }
            case "size": style.size = positiveNumber(value, "size", upTo: NumberRule.pointSize.upperBound)
            case "lineHeight": style.lineHeight = positiveNumber(value, "lineHeight", upTo: NumberRule.length.upperBound)
            case "maximumPointSize": style.maximumPointSize = positiveNumber(value, "maximumPointSize", upTo: NumberRule.pointSize.upperBound)
            case "letterSpacing":
                if let number = value.numberValue, NumberRule.letterSpacing.problem(number, name: "letterSpacing") == nil { style.letterSpacing = number }
                else { error(value.position, "\"letterSpacing\" must be a number of points, found \(value.kindDescription)") }
            case "textStyle":
                if let name = value.stringValue, let textStyle = Typeset.DynamicTypeStyle(rawValue: name) { style.textStyle = textStyle }
                else {
                    error(value.position, "\"textStyle\" must be one of \(Typeset.DynamicTypeStyle.allCases.map(\.rawValue).joined(separator: ", ")), found \(value.kindDescription)")
                }
            case "variations":
                guard let text = value.stringValue else {
                    error(value.position, "\"variations\" must be a string such as \"wght=650,opsz=17\", found \(value.kindDescription)")
                    continue
                }
                switch VariationSetting.parseList(text) {
                case .success(let settings): style.variations = settings
                case .failure(let failure): error(value.position, "\"variations\": \(failure)")
                }
            case "features":
                guard let text = value.stringValue else {
                    error(value.position, "\"features\" must be a string such as \"tnum, -liga\", found \(value.kindDescription)")
                    continue
                }
                switch FeatureSetting.parseList(text) {
                case .success(let settings): style.features = settings
                case .failure(let failure): error(value.position, "\"features\": \(failure)")
                }
            default:
                continue
            }
        }
        // The index may come before the font in the object.
        if let value = node["index"]?.value, let number = value.numberValue, number >= 0, number < 65536, number == number.rounded() {
            style.font?.index = Int(number)
        }
        if style.size == nil, style.textStyle == nil {
            error(node.position, "an inline style needs \"size\" or \"textStyle\"")
            return nil
        }
        return .inline(style)
    }
}
