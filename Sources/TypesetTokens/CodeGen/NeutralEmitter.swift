import Typeset
import TypesetShaping

/// `TypesetStyles.swift`: the style guide as Typeset `TextStyle` values, platform-neutral.
struct NeutralEmitter {
    let model: GuideModel

    func emit() -> String {
        var out = model.header([
            "Platform-neutral text styles: one Typeset `TextStyle` per typography token, built with the",
            "public Typeset API from the token file's own values (sizes, line heights and letter spacings",
            "as written, not resolved), so `TextStyle.resolved(scale:category:)` gives the numbers",
            "`typeset style` prints for any display scale and content size category. Fonts are read at",
            "run time from a directory holding the files in `TypesetStyles.fontFiles`.",
        ])
        out += "\nimport TypesetStyle\nimport TypesetFont\n\n"
        out += "/// The text styles of \(SwiftSource.comment(model.sourceName)), as Typeset `TextStyle` values.\n"
        out += "public struct TypesetStyles: Sendable {\n"
        out += "    /// The font files the styles use, relative to the font directory given to ``init(fontDirectory:)``.\n"
        out += "    public static let fontFiles: [String] = "
        out += GuideModel.list(model.fonts.map { SwiftSource.string($0.file) }, indent: "    ") + "\n"
        for style in model.styles {
            out += "\n    /// `\(SwiftSource.comment(style.tokenPath))`: \(SwiftSource.comment(model.summary(style))).\n"
            out += "    public let \(SwiftSource.escaped(style.name)): TextStyle\n"
        }
        out += "\n    /// Every style with its token path, in the token file's order.\n"
        out += "    public var all: [(tokenPath: String, style: TextStyle)] {\n        "
        out += GuideModel.list(model.styles.map { "(\(SwiftSource.string($0.tokenPath)), \(SwiftSource.escaped($0.name)))" }, indent: "        ")
        out += "\n    }\n\n"
        out += variants()
        out += "    /// Reads the fonts from `fontDirectory` (see ``fontFiles``) and builds every style.\n"
        out += "    public init(fontDirectory: String) throws {\n"
        for font in model.fonts {
            out += "        let \(font.variable) = try TypesetStyles.font(\(SwiftSource.string(font.file)), index: \(font.index), in: fontDirectory)\n"
        }
        for style in model.styles {
            out += "        self.\(SwiftSource.escaped(style.name)) = TextStyle(\n"
            let arguments = self.arguments(style)
            out += arguments.enumerated().map { "            " + $0.element + ($0.offset == arguments.count - 1 ? "\n" : ",\n") }.joined()
            out += "        )\n"
        }
        out += "    }\n\n"
        out += "    /// The face `index` of `file` in `directory`, with the metrics and advances a text style needs.\n"
        out += "    public static func font(_ file: String, index: Int, in directory: String) throws -> StyleFont {\n"
        out += "        let path = directory.hasSuffix(\"/\") ? directory + file : directory + \"/\" + file\n"
        out += "        return try StyleFont(face: FontFace(contentsOfFile: path, index: index))\n"
        out += "    }\n"
        out += "}\n"
        return out
    }

    /// One `TextStyleVariants` property per style with trait variants (`bodyVariants`), and
    /// `styleVariants`, every one with its token path.
    func variants() -> String {
        var out = ""
        var used = Set(model.styles.map(\.name) + ["all", "styleVariants", "fontFiles", "font"])
        var listed: [(tokenPath: String, name: String)] = []
        for style in model.styles where !style.variants.isEmpty {
            var name = style.name + "Variants"
            let base = name
            var counter = 2
            while used.contains(name) { name = base + String(counter); counter += 1 }
            used.insert(name)
            listed.append((style.tokenPath, name))
            out += "    /// `\(SwiftSource.comment(style.tokenPath))` with its trait variants: the first whose condition matches, else\n"
            out += "    /// ``\(SwiftSource.escaped(style.name))`` (`TextStyleVariants.style(for:)`; `label.typesetStyleVariants` in TypesetUIKit).\n"
            out += "    public var \(SwiftSource.escaped(name)): TextStyleVariants {\n"
            out += "        TextStyleVariants(base: \(SwiftSource.escaped(style.name)), variants: [\n"
            for variant in style.variants {
                out += "            .init(\(PlatformRuntime.condition(variant.condition)), \(SwiftSource.escaped(model.styles[variant.target].name))),\n"
            }
            out += "        ])\n    }\n\n"
        }
        out += "    /// Every style with trait variants, with its token path, in the token file's order.\n"
        out += "    public var styleVariants: [(tokenPath: String, variants: TextStyleVariants)] {\n        "
        out += GuideModel.list(listed.map { "(\(SwiftSource.string($0.tokenPath)), \(SwiftSource.escaped($0.name)))" }, indent: "        ")
        out += "\n    }\n\n"
        return out
    }

    /// `TextStyle.init` arguments, every one written out so the file shows the whole style.
    func arguments(_ style: GuideModel.Style) -> [String] {
        let s = style.style
        let font = style.font.map { model.fonts[$0].variable } ?? ".system(.\(style.entry.systemWeight.rawValue))"
        return [
            "font: \(font)",
            "pointSize: \(SwiftSource.number(s.pointSize))",
            "lineHeight: \(NeutralEmitter.lineHeight(s.lineHeight))",
            "letterSpacing: \(NeutralEmitter.letterSpacing(s.letterSpacing))",
            "paragraphSpacing: \(SwiftSource.number(s.paragraphSpacing))",
            "alignment: .\(s.alignment.rawValue)",
            "textCase: .\(s.textCase.rawValue)",
            "dynamicType: \(s.dynamicType.map { ".\($0.rawValue)" } ?? "nil")",
            "dynamicTypeScaling: .\(s.dynamicTypeScaling.rawValue)",
            "maximumPointSize: \(SwiftSource.number(s.maximumPointSize))",
            "measure: \(s.measure)",
            "features: \(NeutralEmitter.features(s.features))",
            "language: \(s.language.map(SwiftSource.string) ?? "nil")",
        ] + (s.leading == .standard ? [] : ["leading: .\(s.leading.rawValue)"])
            + (s.variations.isEmpty ? [] : ["variations: [" + s.variations.map {
                "VariationSetting(\(SwiftSource.string($0.tag.description)), \(SwiftSource.number($0.value)))" }.joined(separator: ", ") + "]"])
            + (s.opticalSizing == .automatic ? [] : ["opticalSizing: .\(s.opticalSizing)"])
    }

    /// `[FeatureSetting("tnum"), FeatureSetting("liga", value: 0)]`: the style's settings, which
    /// tokens give for the whole text only (a setting over a range is an error there).
    static func features(_ features: [FeatureSetting]) -> String {
        "[" + features.map { feature in
            let tag = SwiftSource.string(feature.tag.description)
            return feature.value == 1 ? "FeatureSetting(\(tag))" : "FeatureSetting(\(tag), value: \(feature.value))"
        }.joined(separator: ", ") + "]"
    }

    static func lineHeight(_ value: LineHeight) -> String {
        switch value {
        case .points(let v): ".points(\(SwiftSource.number(v)))"
        case .multipleOfSize(let v): ".multipleOfSize(\(SwiftSource.number(v)))"
        case .percentOfSize(let v): ".percentOfSize(\(SwiftSource.number(v)))"
        case .multipleOfFontLineHeight(let v): ".multipleOfFontLineHeight(\(SwiftSource.number(v)))"
        case .font: ".font"
        case .dynamicTypeLeading: ".dynamicTypeLeading"
        }
    }

    static func letterSpacing(_ value: LetterSpacing) -> String {
        switch value {
        case .points(let v): ".points(\(SwiftSource.number(v)))"
        case .percentOfSize(let v): ".percentOfSize(\(SwiftSource.number(v)))"
        case .perMille(let v): ".perMille(\(SwiftSource.number(v)))"
        }
    }
}
