import ArgumentParser
import Typeset
import TypesetFont
import TypesetShaping
import TypesetSupport

/// The options that describe one text style and its fonts, shared by `style`, `measure`, `render`
/// and `shape` (Documentation/CLI.md), so that a style's numbers and its pictures come from one
/// resolved style.
///
/// The fonts are read once into a ``FontStack`` (`--font`, then the `--fallback`s); the primary
/// font's ``StyleFont`` is derived from it; the ``TextStyle`` the options describe is resolved for
/// the command's display scale and `--category`; the commands that lay text out build their
/// ``Typesetter`` from that ``ResolvedStyle`` (``StyledFonts/typesetter(model:kerning:)``).
struct StyleOptions: ParsableArguments {
    @Option(help: "A .ttf, .otf, .ttc or .otc file (needed by measure, render and shape; style without one describes the system font by its published metrics).")
    var font: String?

    @Option(parsing: .unconditional, help: "Face index in a collection.")
    var index: Int = 0

    @Option(help: "Fallback font files (FILE or FILE:INDEX), tried in order for characters the font lacks; SCRIPT=FILE[:INDEX] (ISO 15924: Hani, Arab) tries a font first for that script's characters.")
    var fallback: [String] = []

    @Option(parsing: .unconditional, help: "Point size at the default category (default: the text style's size, or 17).")
    var size: Double?

    @Option(parsing: .unconditional, help: "Line height in points (default: the text style's leading, else the font's own).")
    var lineHeight: Double?

    @Option(parsing: .unconditional, help: "Line height as a multiple of the point size (CSS unitless line-height).")
    var lineHeightMultiple: Double?

    @Option(parsing: .unconditional, help: "Letter spacing in points after every glyph (UIKit kern).")
    var letterSpacing: Double?

    @Option(parsing: .unconditional, help: "Letter spacing in percent of the point size (Figma).")
    var letterSpacingPercent: Double?

    @Option(parsing: .unconditional, help: "Letter spacing in thousandths of an em (Adobe tracking, BonMot).")
    var letterSpacingPerMille: Double?

    @Option(parsing: .unconditional, help: "Space after each paragraph, points (UIKit paragraphSpacing).")
    var paragraphSpacing: Double = 0

    @Option(help: "Dynamic Type text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2.")
    var textStyle: String?

    @Option(parsing: .unconditional, help: "Largest point size Dynamic Type may scale to.")
    var maximumPointSize: Double?

    @Option(help: "Content size category: xS, S, M, L, xL, xxL, xxxL, AX1 ... AX5.")
    var category: String = "L"

    @Option(parsing: .unconditional, help: "OpenType features on top of the defaults, HarfBuzz's syntax: liga=0, -liga, +tnum, ss01, aalt=2, kern[3:5]=0.")
    var features: String?

    @Option(help: "Language of the text (BCP 47: en, de, zh-Hant, sr-Latn), for the fonts' localized forms.")
    var language: String?

    @Option(help: "Variable font axes in user coordinates: wght=650,opsz=17 (every font of the stack; axes a font lacks are ignored).")
    var variations: String?

    @Option(help: "Optical size: auto (opsz follows the point size, as Core Text applies it; the default) or none (the font's default opsz unless --variations sets it).")
    var opticalSizing: String = "auto"

    /// The parsed `--optical-sizing`.
    var opticalSizingValue: OpticalSizing { OpticalSizing(rawValue: opticalSizing) ?? .automatic }

    /// The parsed `--variations`.
    var variationSettings: [VariationSetting] {
        guard let variations, case .success(let settings) = VariationSetting.parseList(variations) else { return [] }
        return settings
    }

    /// The parsed `--features`.
    var featureSettings: [FeatureSetting] {
        guard let features, case .success(let settings) = FeatureSetting.parseList(features) else { return [] }
        return settings
    }

    /// The largest point size the commands accept (``NumberRule/pointSize``).
    static let largestLayoutSize = NumberRule.pointSize.upperBound

    func validate() throws {
        try checkNumber(size, .pointSize, "--size")
        if lineHeight != nil, lineHeightMultiple != nil { throw ValidationError("give --line-height or --line-height-multiple, not both") }
        try checkNumber(lineHeight, .length, "--line-height")
        try checkNumber(lineHeightMultiple, .multiple, "--line-height-multiple")
        try checkNumber(letterSpacing, .letterSpacing, "--letter-spacing")
        try checkNumber(letterSpacingPercent, .letterSpacingPercent, "--letter-spacing-percent")
        try checkNumber(letterSpacingPerMille, .letterSpacingPerMille, "--letter-spacing-per-mille")
        try checkNumber(index, .faceIndex, "--index")
        let spacings = [letterSpacing, letterSpacingPercent, letterSpacingPerMille].compactMap { $0 }
        if spacings.count > 1 {
            throw ValidationError("give one of --letter-spacing, --letter-spacing-percent, --letter-spacing-per-mille")
        }
        if let textStyle, DynamicTypeStyle(rawValue: textStyle) == nil {
            throw ValidationError("unknown text style '\(textStyle)'; use one of \(DynamicTypeStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if ContentSizeCategory(name: category) == nil {
            throw ValidationError("unknown category '\(category)'; use one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        try checkNumber(paragraphSpacing, .spacing, "--paragraph-spacing")
        try checkNumber(maximumPointSize, .pointSize, "--maximum-point-size")
        if let features, case .failure(let error) = FeatureSetting.parseList(features) { throw ValidationError("--features: \(error)") }
        if let variations, case .failure(let error) = VariationSetting.parseList(variations) { throw ValidationError("--variations: \(error)") }
        if OpticalSizing(rawValue: opticalSizing) == nil { throw ValidationError("--optical-sizing must be auto or none") }
        if let language, language.isEmpty || !language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            throw ValidationError("--language must be a BCP 47 tag such as en, de-CH or zh-Hant")
        }
        if font != nil, size == nil, textStyle == nil { throw ValidationError("--font needs --size (or --text-style)") }
        if font == nil, !fallback.isEmpty { throw ValidationError("--fallback needs --font") }
    }

    /// The further checks of the commands that lay text out (`measure`, `render`, `shape`): they
    /// need a font file, since the system font's outlines are not available, and a size of at
    /// most ``largestLayoutSize``.
    func validateForLayout() throws {
        if font == nil { throw ValidationError("--font is needed to lay text out (the system font's outlines are not available)") }
    }

    /// The content size category (the default when invalid, which ``validate()`` rejects).
    var contentSizeCategory: ContentSizeCategory { ContentSizeCategory(name: category) ?? .default }

    /// The fonts: `--font` and its `--fallback`s, read now; `nil` without `--font` (the system font).
    func fontStack() throws -> FontStack? {
        guard let font else { return nil }
        // Fonts are read at their default instance; the style selects the instance
        // (--variations, opsz at the point size) when it is resolved and laid out.
        let primary = try StyleOptions.load(font, index: index)
        var fallbacks: [ShapingFont] = []
        var scriptFallbacks: [UnicodeScript: [ShapingFont]] = [:]
        for var spec in fallback {
            // SCRIPT=FILE[:INDEX] puts a font first for one script (ISO 15924: Hani, Arab, Thai).
            var script: UnicodeScript? = nil
            if let equals = spec.firstIndex(of: "="), spec.distance(from: spec.startIndex, to: equals) == 4,
               let code = UnicodeScript(iso15924: String(spec[..<equals])) {
                script = code
                spec = String(spec[spec.index(after: equals)...])
            }
            // FILE or FILE:INDEX for a face of a collection.
            let loaded: ShapingFont
            if let colon = spec.lastIndex(of: ":"), let faceIndex = Int(spec[spec.index(after: colon)...]) {
                loaded = try StyleOptions.load(String(spec[..<colon]), index: faceIndex)
            } else {
                loaded = try StyleOptions.load(spec, index: 0)
            }
            if let script { scriptFallbacks[script, default: []].append(loaded) } else { fallbacks.append(loaded) }
        }
        return scriptFallbacks.isEmpty ? FontStack(primary, fallbacks: fallbacks)
            : FontStack(primary, fallbacks: fallbacks, scriptFallbacks: scriptFallbacks)
    }

    /// Face `index` of the file at `path` at the instance `variations` give (a static face
    /// ignores them), prepared for shaping; errors name the file once.
    static func load(_ path: String, index: Int, variations: [VariationSetting] = []) throws -> ShapingFont {
        do {
            if variations.isEmpty { return try ShapingFont(contentsOfFile: path, index: index) }
            return try ShapingFont(contentsOfFile: path, index: index, variations: variations)
        } catch {
            let text = "\(error)"
            throw InputError(text.hasPrefix(path) ? text : "\(path): \(text)")
        }
    }

    /// The text style the options describe, set in the primary font of `stack` (the system
    /// font's published metrics without one); `measure` is the readable measure in characters.
    func textStyle(stack: FontStack?, measure: Int = ReadableMeasure.defaultCharactersPerLine) -> TextStyle {
        let dynamicType = textStyle.flatMap(DynamicTypeStyle.init(rawValue:))
        let styleFont = stack.map { StyleFont($0.primary) } ?? .system(dynamicType?.weight ?? .regular)
        // The system font with no size follows Apple's table, as preferredFont(forTextStyle:) does.
        let scaling: DynamicTypeScaling = (stack == nil && size == nil) ? .table : .fontMetrics
        let pointSize = size ?? dynamicType?.pointSize(at: .default) ?? 17
        let height: LineHeight
        if let lineHeight { height = .points(lineHeight) }
        else if let lineHeightMultiple { height = .multipleOfSize(lineHeightMultiple) }
        else if dynamicType != nil { height = .dynamicTypeLeading }
        else { height = .font }
        let spacing: LetterSpacing
        if let letterSpacing { spacing = .points(letterSpacing) }
        else if let letterSpacingPercent { spacing = .percentOfSize(letterSpacingPercent) }
        else if let letterSpacingPerMille { spacing = .perMille(letterSpacingPerMille) }
        else { spacing = .none }
        return TextStyle(font: styleFont, pointSize: pointSize, lineHeight: height, letterSpacing: spacing,
                         paragraphSpacing: paragraphSpacing, dynamicType: dynamicType, dynamicTypeScaling: scaling,
                         maximumPointSize: maximumPointSize, measure: measure, features: featureSettings, language: language,
                         variations: variationSettings, opticalSizing: opticalSizingValue)
    }

    /// The fonts read and the style resolved at display scale `scale` and `--category`.
    func resolve(scale: Double, measure: Int = ReadableMeasure.defaultCharactersPerLine) throws -> (stack: FontStack?, style: ResolvedStyle) {
        let stack = try fontStack()
        let style = textStyle(stack: stack, measure: measure).resolved(scale: scale, category: contentSizeCategory)
        return (stack, style)
    }

    /// For the commands that lay text out: the fonts (a file is required, ``validateForLayout()``)
    /// and the style resolved at `scale`.
    func styledFonts(scale: Double) throws -> StyledFonts {
        let (stack, style) = try resolve(scale: scale)
        guard let stack else { throw ValidationError("--font is needed to lay text out") }
        return StyledFonts(stack: stack, style: style)
    }
}

/// A font stack and the style resolved in its primary font: what `measure`, `render` and
/// `shape` lay text out with.
struct StyledFonts {
    /// The fonts, primary first.
    let stack: FontStack
    /// The style, resolved in the primary font.
    let style: ResolvedStyle

    /// The typesetter for the style (its point size, line height, kern, paragraph spacing and
    /// pixel grid) under `model`.
    func typesetter(model: LineModel, kerning: Bool = true, script: UnicodeScript? = nil,
                    paragraphDirection: BidiParagraph.Direction = .auto, lineBreakDictionaries: LineBreakDictionaries = .icu) -> Typesetter {
        Typesetter(stack: stack, style: style, model: model, kerning: kerning, script: script, paragraphDirection: paragraphDirection,
                   lineBreakDictionaries: lineBreakDictionaries)
    }
}

/// Checks a number given on the command line against its rule (Documentation/CLI.md, "Numbers"):
/// the same caps as the library and the layout and token files use.
func checkNumber(_ value: Double?, _ rule: NumberRule, _ name: String) throws {
    if let value, let problem = rule.problem(value, name: name) { throw ValidationError(problem) }
}

/// Checks a whole number given on the command line against its rule.
func checkNumber(_ value: Int?, _ rule: NumberRule, _ name: String) throws {
    if let value, let problem = rule.problem(value, name: name) { throw ValidationError(problem) }
}

/// The text of a paragraph: the TEXT argument or `--file PATH`.
struct TextInput: ParsableArguments {
    @Option(help: "Read the text from a file.")
    var file: String?

    @Argument(help: "The text (or --file).")
    var text: String?

    func validate() throws {
        guard (text == nil) != (file == nil) else { throw ValidationError("give the text or --file (exactly one of them)") }
    }

    /// The text, read from the file when `--file` is given.
    func read() throws -> String {
        guard let file else { return text ?? "" }
        switch FileSystem.readText(file, kind: .text) {
        case .success(let text): return text
        case .failure(let failure): throw InputError("\(failure)")
        }
    }
}

/// `uikit`, `uikit-spacing`, `design` (and the `LineModel` case names) as a line model.
func parseLineModel(_ name: String) -> LineModel? {
    switch name {
    case "uikit", "uikitExact", "uikit-exact": return .uikitExact
    case "uikit-spacing", "uikitLineSpacing", "lineSpacing": return .uikitLineSpacing
    case "design": return .design
    default: return nil
    }
}
