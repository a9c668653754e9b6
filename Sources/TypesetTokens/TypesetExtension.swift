import Typeset
import TypesetFont
import TypesetShaping
import TypesetSupport
/// Typeset's settings on a typography token, under `$extensions` → `"com.typeset"`
/// (Documentation/Tokens.md):
///
/// ```json
/// "$extensions": { "com.typeset": {
///     "textStyle": "body",          // Dynamic Type style to scale with (DynamicTypeStyle.names)
///     "maxPointSize": 28,           // largest size Dynamic Type may reach, points
///     "fontFile": "fonts/Inter-Regular.otf", // relative to the token file; overrides font lookup
///     "fontIndex": 0,               // face in a .ttc/.otc collection
///     "alignment": "natural",       // natural | left | center | right | justified
///     "paragraphSpacing": 8,        // points, or a dimension object
///     "textCase": "none",           // none | uppercase | lowercase | capitalize | smallCaps
///     "textDecoration": "none",     // none | underline | strikethrough
///     "italic": false,              // the DTCG typography type has no font style
///     "fontFeatureSettings": "\"tnum\" 1, \"liga\" 0", // CSS font-feature-settings (FeatureSettingsReader.swift)
///     "language": "de-CH",          // BCP 47, for the fonts' localized forms
///     "leading": "tight",           // standard | tight | loose (Apple's 2 pt, LeadingTrait)
///     "variants": [                 // trait variants (TokenVariants.swift)
///         { "when": { "legibilityWeight": "bold" }, "style": "{typography.headline}" }
///     ],
///     "fontWidth": "semi-condensed", // CSS font-width: percent (87.5, "87.5%") or keyword; a variable font's wdth
///     "fontVariationSettings": {"opsz": 17}, // axis values (or CSS "'opsz' 17"); after weight, width, italic
///     "opticalSizing": "auto"       // auto (opsz follows the point size, as Core Text) | none
/// } }
/// ```
/// The same key is read in Tokens Studio files (where `paragraphSpacing`, `textCase` and
/// `textDecoration` are also native properties; the native value wins).
struct TypesetExtension {
    var textStyle: String?
    var maxPointSize: Double?
    var fontFile: String?
    var fontIndex: Int?
    var alignment: TextAlignment?
    var paragraphSpacing: Double?
    var textCase: TextCase?
    var textDecoration: TextDecoration?
    var italic: Bool?
    var features: [FeatureSetting]?
    var language: String?
    var leading: LeadingTrait?
    var width: Double?
    var variations: [VariationSetting]?
    var opticalSizing: OpticalSizing?
    /// Where `italic`, `fontWidth` and `fontVariationSettings` were written (their values).
    var italicPosition: SourcePosition?
    var widthPosition: SourcePosition?
    var variationsPosition: SourcePosition?
    /// Trait variants (size classes, Bold Text), their references not yet checked.
    var variants: [TokenVariant]?
    /// Whether an error was reported (the token is then not emitted).
    var failed = false
    /// Where `maxPointSize` was written.
    var maxPointSizePosition: SourcePosition?
    /// Where `fontFile` and `fontIndex` were written (their values).
    var fontFilePosition: SourcePosition?
    var fontIndexPosition: SourcePosition?
    /// Where `fontFeatureSettings` and `language` were written (their values).
    var featuresPosition: SourcePosition?
    var languagePosition: SourcePosition?

    static let keys = ["textStyle", "maxPointSize", "fontFile", "fontIndex", "alignment", "paragraphSpacing",
                       "textCase", "textDecoration", "italic", "fontFeatureSettings", "language", "leading", "variants",
                       "fontWidth", "fontVariationSettings", "opticalSizing"]

    /// The variable font settings (width, axis values, optical sizing) and where they are written.
    func applyVariableSettings(to token: inout TypographyToken, file: String) {
        token.width = width
        token.widthSource = widthPosition.map { SourceLocation(file: file, $0) }
        token.variations = variations ?? []
        token.variationsSource = variationsPosition.map { SourceLocation(file: file, $0) }
        token.opticalSizing = opticalSizing ?? .automatic
        token.italicSource = italicPosition.map { SourceLocation(file: file, $0) }
    }

    /// Cross-checks that need the font size.
    func checkAgainst(fontSize: Double, tokenPath: String, position: SourcePosition, report: inout Reporter) {
        if let maxPointSize, maxPointSize < fontSize {
            report.warning(maxPointSizePosition ?? position, tokenPath,
                           "maxPointSize \(NumberText.shortest(maxPointSize)) is smaller than the font size \(NumberText.shortest(fontSize)); expected at least the font size")
        }
        if maxPointSize != nil, textStyle == nil {
            report.warning(maxPointSizePosition ?? position, tokenPath,
                           "maxPointSize has no effect without textStyle; expected a textStyle to scale with")
        }
    }
}

extension ReaderSession {
    mutating func readExtension(_ extensions: JSONNode, tokenPath: String) -> TypesetExtension {
        var ext = TypesetExtension()
        guard let members = extensions.members else { return ext } // reported by the walker
        for member in members where member.key != TokenReader.extensionKey {
            if member.key == "dev.typeset" || member.key == "typeset" || member.key == "com.typeset.app" {
                report.warning(member.keyPosition, tokenPath, "extension key \"\(member.key)\" is not read; expected \"\(TokenReader.extensionKey)\"")
            }
        }
        guard let member = extensions[TokenReader.extensionKey] else { return ext }
        guard let settings = member.value.members else {
            report.error(member.value.position, tokenPath, "found \(member.value.kindDescription) for \(TokenReader.extensionKey); expected an object")
            ext.failed = true
            return ext
        }
        func fail(_ session: inout ReaderSession, _ node: JSONNode, _ message: String) {
            session.report.error(node.position, tokenPath, message)
            ext.failed = true
        }
        func enumValue<T: RawRepresentable & CaseIterable>(_ session: inout ReaderSession, _ node: JSONNode, _ key: String, _: T.Type) -> T? where T.RawValue == String {
            let names = T.allCases.map(\.rawValue)
            guard let text = node.stringValue else {
                fail(&session, node, "found \(node.kindDescription) for \(key); expected one of \(names.joined(separator: ", "))")
                return nil
            }
            guard let value = T(rawValue: text) else {
                var message = "unknown \(key) \"\(text)\""
                if let suggestion = nearest(text, in: names) { message += " (did you mean \"\(suggestion)\"?)" }
                fail(&session, node, message + "; expected one of \(names.joined(separator: ", "))")
                return nil
            }
            return value
        }
        for setting in settings {
            let node = setting.value
            switch setting.key {
            case "textStyle":
                guard let name = node.stringValue else {
                    fail(&self, node, "found \(node.kindDescription) for textStyle; expected a Dynamic Type style name")
                    continue
                }
                if DynamicTypeStyle.names.contains(name) {
                    ext.textStyle = name
                } else {
                    var message = "unknown Dynamic Type style \"\(name)\""
                    if let suggestion = nearest(name, in: DynamicTypeStyle.names) { message += " (did you mean \"\(suggestion)\"?)" }
                    fail(&self, node, message + "; expected one of \(DynamicTypeStyle.names.joined(separator: ", "))")
                }
            case "maxPointSize":
                ext.maxPointSizePosition = node.position
                if let (points, written) = pointsValue(node, key: "maxPointSize", tokenPath: tokenPath) {
                    if points > 0 { ext.maxPointSize = points } else {
                        fail(&self, node, "maxPointSize \(written) must be greater than 0; expected a size in points")
                    }
                } else { ext.failed = true }
            case "fontFile":
                if let path = node.stringValue, !path.isEmpty {
                    ext.fontFile = path
                    ext.fontFilePosition = node.position
                } else {
                    fail(&self, node, "found \(node.kindDescription) for fontFile; expected a font file path relative to the token file")
                }
            case "fontIndex":
                if let index = node.numberValue, index >= 0, index == index.rounded(), index < 65_536 {
                    ext.fontIndex = Int(index)
                    ext.fontIndexPosition = node.position
                } else {
                    fail(&self, node, "found \(node.kindDescription) for fontIndex; expected a face index 0, 1, 2 ...")
                }
            case "alignment":
                ext.alignment = enumValue(&self, node, "alignment", TextAlignment.self)
            case "leading":
                ext.leading = enumValue(&self, node, "leading", LeadingTrait.self)
            case "textCase":
                ext.textCase = enumValue(&self, node, "textCase", TextCase.self)
            case "textDecoration":
                ext.textDecoration = enumValue(&self, node, "textDecoration", TextDecoration.self)
            case "paragraphSpacing":
                if let (points, written) = pointsValue(node, key: "paragraphSpacing", tokenPath: tokenPath) {
                    if points >= 0 { ext.paragraphSpacing = points } else {
                        fail(&self, node, "paragraphSpacing \(written) is negative; expected 0 or more points")
                    }
                } else { ext.failed = true }
            case "fontWidth", "fontStretch":
                ext.widthPosition = node.position
                if let width = VariationSettingsReader.fontWidth(node, tokenPath: tokenPath, report: &report) { ext.width = width } else { ext.failed = true }
            case "fontVariationSettings":
                ext.variationsPosition = node.position
                if let settings = VariationSettingsReader.variationSettings(node, tokenPath: tokenPath, report: &report) { ext.variations = settings } else { ext.failed = true }
            case "opticalSizing":
                ext.opticalSizing = enumValue(&self, node, "opticalSizing", OpticalSizing.self)
                if ext.opticalSizing == nil { ext.failed = true }
            case "italic":
                ext.italicPosition = node.position
                if case .bool(let italic) = node.value { ext.italic = italic } else {
                    fail(&self, node, "found \(node.kindDescription) for italic; expected true or false")
                }
            case "fontFeatureSettings":
                ext.featuresPosition = node.position
                if let features = FeatureSettingsReader.featureSettings(node, tokenPath: tokenPath, report: &report) { ext.features = features } else { ext.failed = true }
            case "variants":
                if let variants = readVariants(node, tokenPath: tokenPath) { ext.variants = variants } else { ext.failed = true }
            case "language":
                ext.languagePosition = node.position
                if let language = FeatureSettingsReader.languageTag(node, tokenPath: tokenPath, report: &report) { ext.language = language } else { ext.failed = true }
            default:
                var message = "unknown \(TokenReader.extensionKey) property \"\(setting.key)\""
                if let suggestion = nearest(setting.key, in: TypesetExtension.keys) { message += " (did you mean \"\(suggestion)\"?)" }
                report.warning(setting.keyPosition, tokenPath, message + "; ignored (expected one of \(TypesetExtension.keys.joined(separator: ", ")))")
            }
        }
        return ext
    }

    /// A number of points, or a DTCG dimension object; with the value as written (`-2 rem`) for messages.
    mutating func pointsValue(_ node: JSONNode, key: String, tokenPath: String) -> (points: Double, written: String)? {
        if case .number(let number, let text) = node.value {
            // The same bound as dimensions.
            guard ReaderSession.isInRange(points: number) else {
                report.error(node.position, tokenPath, "\(key) \(text) is out of range; expected a value within ±\(NumberText.shortest(ReaderSession.maximumPoints)) points")
                return nil
            }
            return (number, text)
        }
        if node.members != nil {
            guard let points = dimension(node, tokenPath: tokenPath) else { return nil }
            var value = NumberText.shortest(points)
            if case .number(_, let text)? = node["value"]?.value.value { value = text }
            return (points, "\(value) \(node["unit"]?.value.stringValue ?? "")")
        }
        report.error(node.position, tokenPath, "found \(node.kindDescription) for \(key); expected a number of points or a dimension object")
        return nil
    }
}
