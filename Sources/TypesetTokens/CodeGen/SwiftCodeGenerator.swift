import Typeset

/// One generated source file.
public struct GeneratedFile: Sendable, Hashable {
    /// File name (no directories).
    public var name: String
    /// The file's bytes: a source's UTF-8, or a binary file (a font face served alone).
    public var data: [UInt8]

    /// The source, UTF-8, ending in a newline (a binary file's bytes decoded as UTF-8).
    public var contents: String {
        get { String(decoding: data, as: UTF8.self) }
        set { data = Array(newValue.utf8) }
    }

    /// A source file.
    public init(name: String, contents: String) {
        self.name = name
        data = Array(contents.utf8)
    }

    /// A binary file.
    public init(name: String, data: [UInt8]) {
        self.name = name
        self.data = data
    }
}

/// Swift sources for a style guide: deterministic (the same guide gives the same bytes) and
/// formatted (4-space indentation, one argument per line, no trailing spaces).
///
/// - ``neutralFileName``: a platform-neutral `TypesetStyles` struct of Typeset `TextStyle`
///   values built with the public Typeset API; it compiles anywhere the Typeset library does.
/// - ``uiKitFileName``: `TypesetUIKitStyle` values (inside `#if canImport(UIKit)`): fonts scaled
///   with `UIFontMetrics`, attribute dictionaries with an exact line height, kern and the
///   baseline offset for the running iOS version.
/// - ``swiftUIFileName``: `TypesetSwiftUIStyle` values and a `ViewModifier` (inside
///   `#if canImport(SwiftUI)`), with iOS 26's exact line height and the `lineSpacing`
///   approximation before it.
public struct SwiftCodeGenerator: Sendable {
    /// The platform-neutral file.
    public static let neutralFileName = "TypesetStyles.swift"
    /// The UIKit file.
    public static let uiKitFileName = "TypesetStyles+UIKit.swift"
    /// The SwiftUI file.
    public static let swiftUIFileName = "TypesetStyles+SwiftUI.swift"

    /// The style guide.
    public var guide: StyleGuide
    /// The token file's name as the headers show it (the path as given on the command line).
    public var sourceName: String

    /// A generator for `guide`; `sourceName` defaults to the token file's path as given.
    public init(guide: StyleGuide, sourceName: String? = nil) {
        self.guide = guide
        self.sourceName = sourceName ?? guide.file
    }

    /// Problems that prevent generating code: errors in the guide, a style guide without
    /// styles, numbers that are not finite.
    public var blockingDiagnostics: [Diagnostic] {
        var out = guide.diagnostics.filter { $0.severity == .error }
        if out.isEmpty, guide.entries.isEmpty {
            out.append(Diagnostic(.error, at: SourceLocation(file: guide.file, line: 1, column: 1),
                                  "no typography tokens to generate code for; expected at least one token of type typography"))
        }
        for entry in guide.entries {
            let r = entry.resolved
            let numbers = [entry.style.pointSize, r.lineHeight, r.fontLineHeight, r.kern, r.paragraphSpacing,
                           entry.style.letterSpacing.value, entry.style.maximumPointSize ?? 0]
            if !numbers.allSatisfy(\.isFinite) {
                out.append(Diagnostic(.error, at: entry.token.source, tokenPath: entry.token.name,
                                      "\(entry.token.name) resolves to a number that is not finite; expected finite sizes and spacings"))
            }
        }
        return out
    }

    /// The three files, in a fixed order. Call only when ``blockingDiagnostics`` is empty.
    public func files() -> [GeneratedFile] {
        let model = GuideModel(guide: guide, sourceName: sourceName)
        return [
            GeneratedFile(name: SwiftCodeGenerator.neutralFileName, contents: NeutralEmitter(model: model).emit()),
            GeneratedFile(name: SwiftCodeGenerator.uiKitFileName, contents: UIKitEmitter(model: model).emit()),
            GeneratedFile(name: SwiftCodeGenerator.swiftUIFileName, contents: SwiftUIEmitter(model: model).emit()),
        ]
    }
}

/// What the emitters share: names, fonts and the rules each style follows at run time.
struct GuideModel {
    struct Font {
        /// Local variable name in the neutral initialiser.
        var variable: String
        /// Path relative to the font directory.
        var file: String
        var index: Int
        var postScriptName: String
    }

    struct Style {
        var name: String
        var entry: StyleGuide.Entry
        /// Index into ``GuideModel/fonts``; `nil` for the system font.
        var font: Int?
        var tokenPath: String { entry.token.name }
        var style: Typeset.TextStyle { entry.style }
        var resolved: ResolvedStyle { entry.resolved }
        /// Trait variants: the condition and the index of the style chosen under it.
        var variants: [(condition: TraitCondition, target: Int)] { entry.variants.map { ($0.condition, $0.entry) } }
    }

    let sourceName: String
    let fonts: [Font]
    let styles: [Style]

    init(guide: StyleGuide, sourceName: String) {
        self.sourceName = sourceName
        let names = SwiftSource.identifiers(for: guide.entries.map(\.token.path))
        var fonts: [Font] = []
        var fontIndex: [String: Int] = [:]
        // Fonts in file order (paths sorted), so the output does not depend on token order.
        let faces = guide.entries.compactMap { entry -> (String, Int, String)? in
            guard let file = entry.fontFile, let face = entry.face, let name = entry.postScriptName else { return nil }
            return (file, face.index, name)
        }
        var usedVariables: Set<String> = []
        for (file, index, postScriptName) in faces.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            let key = "\(index)|\(file)"
            guard fontIndex[key] == nil else { continue }
            var variable = "font" + SwiftSource.identifier([postScriptName]).capitalizedFirst
            let base = variable
            var counter = 2
            while usedVariables.contains(variable) { variable = base + String(counter); counter += 1 }
            usedVariables.insert(variable)
            fontIndex[key] = fonts.count
            fonts.append(Font(variable: variable, file: file, index: index, postScriptName: postScriptName))
        }
        self.fonts = fonts
        styles = zip(guide.entries, names).map { entry, name in
            let key = entry.face.map { "\($0.index)|\(entry.fontFile ?? "")" }
            return Style(name: name, entry: entry, font: key.flatMap { fontIndex[$0] })
        }
    }

    /// The header every file starts with.
    func header(_ summary: [String]) -> String {
        var lines = ["// Generated by typeset generate from \(SwiftSource.comment(sourceName)); do not edit.", "//"]
        lines += summary.map { $0.isEmpty ? "//" : "// " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A one-line description of a style for its doc comment.
    func summary(_ style: Style) -> String {
        let s = style.style
        var parts: [String] = []
        if let font = style.font { parts.append(fonts[font].postScriptName) } else { parts.append("system font \(style.entry.systemWeight.rawValue)") }
        parts.append("\(SwiftSource.number(s.pointSize)) pt")
        parts.append("line height \(SwiftSource.number((style.resolved.lineHeight * 10_000).rounded() / 10_000)) pt at L")
        if let dynamicType = s.dynamicType { parts.append("text style \(dynamicType.rawValue)") }
        if !s.features.isEmpty { parts.append("features " + s.features.map(\.description).joined(separator: " ")) }
        if let language = s.language { parts.append("language \(language)") }
        for variant in style.variants {
            parts.append("\(GuideModel.describe(variant.condition)): \(styles[variant.target].tokenPath)")
        }
        return parts.joined(separator: ", ")
    }

    /// A variant's condition in words for doc comments: "Bold Text, horizontal size class regular".
    static func describe(_ condition: TraitCondition) -> String {
        var parts: [String] = []
        if let bold = condition.isBoldText { parts.append(bold ? "Bold Text" : "without Bold Text") }
        if let h = condition.horizontalSizeClass { parts.append("horizontal size class \(h.rawValue)") }
        if let v = condition.verticalSizeClass { parts.append("vertical size class \(v.rawValue)") }
        return parts.isEmpty ? "always" : parts.joined(separator: " and ")
    }

    /// A line-height rule a platform file follows at run time.
    enum LineHeightRule {
        case points(Double), multipleOfSize(Double), multipleOfFontLineHeight(Double)

        var swift: String {
            switch self {
            case .points(let v): ".points(\(SwiftSource.number(v)))"
            case .multipleOfSize(let v): ".multipleOfSize(\(SwiftSource.number(v)))"
            case .multipleOfFontLineHeight(let v): ".multipleOfFontLineHeight(\(SwiftSource.number(v)))"
            }
        }
    }

    /// The style's line height as a run-time rule, with the same arithmetic as the core's
    /// `LineHeight.resolve` (percent p becomes the multiple p / 100, which the core multiplies
    /// by the size in the same order).
    static func lineHeightRule(_ style: Typeset.TextStyle) -> LineHeightRule {
        switch style.lineHeight {
        case .points(let v): .points(v)
        case .multipleOfSize(let m): .multipleOfSize(m)
        case .percentOfSize(let p): .multipleOfSize(p / 100)
        case .multipleOfFontLineHeight(let m): .multipleOfFontLineHeight(m)
        case .font: .multipleOfFontLineHeight(1)
        case .dynamicTypeLeading:
            // Tokens never produce this (it is the system styles' table leading); keep the
            // table's leading at L as a fixed height that scales like one.
            if let dynamicType = style.dynamicType { .points(dynamicType.leading(at: .default)) } else { .multipleOfFontLineHeight(1) }
        }
    }

    /// Letter spacing as a run-time rule: fixed points, or a fraction of the point size.
    enum LetterSpacingRule {
        case points(Double), multipleOfSize(Double)

        var swift: String {
            switch self {
            case .points(let v): ".points(\(SwiftSource.number(v)))"
            case .multipleOfSize(let v): ".multipleOfSize(\(SwiftSource.number(v)))"
            }
        }
    }

    /// Same arithmetic as `LetterSpacing.kern(pointSize:)`.
    static func letterSpacingRule(_ style: Typeset.TextStyle) -> LetterSpacingRule {
        switch style.letterSpacing {
        case .points(let v): .points(v)
        case .percentOfSize(let p): .multipleOfSize(p / 100)
        case .perMille(let u): .multipleOfSize(u / 1000)
        }
    }

    /// The style's feature settings as the font descriptor takes them (the core's rule,
    /// `FontDescriptorFeature.settings`: whole-text settings, each tag once), as a Swift literal
    /// `[(tag: "tnum", value: 1)]`.
    static func features(_ style: Typeset.TextStyle) -> String {
        "[" + FontDescriptorFeature.settings(style.features).map { "(tag: \(SwiftSource.string($0.tag)), value: \($0.value))" }
            .joined(separator: ", ") + "]"
    }

    /// The style's variable font axis values as the font descriptor takes them (the core's rule,
    /// `FontDescriptorVariation.settings`), as a Swift literal `[(axis: 0x77676874 /* wght */, value: 650)]`.
    static func variations(_ style: Typeset.TextStyle) -> String {
        "[" + FontDescriptorVariation.settings(style).map { variation in
            let hex = String(variation.identifier, radix: 16)
            return "(axis: 0x\(String(repeating: "0", count: max(0, 8 - hex.count)) + hex) /* \(SwiftSource.comment(variation.tag)) */, value: \(SwiftSource.number(variation.value)))"
        }.joined(separator: ", ") + "]"
    }

    /// Swift text for a `[String]` literal, one element a line at `indent`.
    static func list(_ items: [String], indent: String) -> String {
        if items.isEmpty { return "[]" }
        return "[\n" + items.map { indent + "    " + $0 + ",\n" }.joined() + indent + "]"
    }
}

extension String {
    /// The string with its first character uppercased.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
