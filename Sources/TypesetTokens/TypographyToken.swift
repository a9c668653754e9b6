import Typeset
import TypesetFont
import TypesetShaping
/// Line height as a style guide states it.
public enum LineHeightValue: Sendable, Hashable {
    /// A multiple of the font size (DTCG `lineHeight`: 1.25 means 125 % of the size).
    case multiple(Double)
    /// An exact line height in points.
    case points(Double)
    /// A percentage of the font size (Tokens Studio "140%").
    case percent(Double)
    /// The font's own line height (Tokens Studio "AUTO").
    case auto
}

/// Letter spacing (tracking) as a style guide states it.
public enum LetterSpacingValue: Sendable, Hashable {
    /// Points added after every character (1 px = 1 pt).
    case points(Double)
    /// A percentage of the font size (Tokens Studio "2%": 0.02 em).
    case percentOfSize(Double)
    /// Ems: a multiple of the font size.
    case em(Double)
}

/// Letter case applied when text is displayed.
public enum TextCase: String, Sendable, Hashable, CaseIterable {
    case none, uppercase, lowercase, capitalize, smallCaps
}

/// Paragraph alignment.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case natural, left, center, right, justified
}

/// Underline or strikethrough.
public enum TextDecoration: String, Sendable, Hashable, CaseIterable {
    case none, underline, strikethrough
}

/// One typography style read from a token file, in plain values (points, weights, names).
///
/// This is the token layer's own model; the text-style layer maps it onto `TextStyle`.
/// Sizes are points with 1 CSS px = 1 pt (iOS points and CSS pixels are both 1/160 inch at 1x
/// on a nominal 160 ppi screen); `rem` values are multiplied by ``TokenReader/Options/remSize``.
public struct TypographyToken: Sendable, Hashable {
    /// The token's name path, for example `["typography", "body"]`.
    public var path: [String]
    /// Font families in order of preference (the first that resolves wins).
    public var fontFamily: [String]
    /// Weight, 1 ... 1000 (400 regular, 700 bold).
    public var fontWeight: Int
    /// Whether an italic face is wanted.
    public var italic: Bool
    /// Font size in points.
    public var fontSize: Double
    /// Line height.
    public var lineHeight: LineHeightValue
    /// Letter spacing.
    public var letterSpacing: LetterSpacingValue
    /// Space after each paragraph, in points.
    public var paragraphSpacing: Double
    /// Letter case.
    public var textCase: TextCase
    /// Underline or strikethrough.
    public var textDecoration: TextDecoration
    /// Paragraph alignment.
    public var alignment: TextAlignment
    /// The Dynamic Type style this style scales with (`body`, `title1`, ...), if any.
    public var textStyle: String?
    /// The largest size Dynamic Type may scale to, in points.
    public var maxPointSize: Double?
    /// A font file for this style, relative to the token file's directory (overrides font lookup).
    public var fontFile: String?
    /// The face index in ``fontFile`` when it is a collection.
    public var fontIndex: Int?
    /// Where the token is defined (its key).
    public var source: SourceLocation
    /// Where ``fontFile`` is written (its value), for findings about the file; `nil` without one.
    public var fontFileSource: SourceLocation?
    /// Where ``fontIndex`` is written (its value), for findings about the index; `nil` without one.
    public var fontIndexSource: SourceLocation?
    /// OpenType feature settings on top of the font's defaults (`tnum`, `ss01`, `liga` off), each
    /// tag once, for the whole text; from `fontFeatureSettings` (Documentation/Tokens.md).
    public var features: [FeatureSetting]
    /// Where the feature settings are written (their value); `nil` without them.
    public var featuresSource: SourceLocation?
    /// The text's language, a well-formed BCP 47 tag; `nil` for the fonts' defaults.
    public var language: String?
    /// Where ``language`` is written (its value); `nil` without one.
    public var languageSource: SourceLocation?

    /// Tight or loose leading (`$extensions` → `com.typeset` → `leading`).
    public var leading: LeadingTrait

    /// Where ``fontWeight`` is written (its value, or the reference to it); `nil` when unknown.
    public var fontWeightSource: SourceLocation?
    /// Where ``italic`` is written (its value); `nil` without one (or from a weight name).
    public var italicSource: SourceLocation?
    /// The width in percent of normal (CSS `font-width`: 75 condensed, 100 normal), which
    /// selects a variable font's `wdth`; `nil` when the token gives none.
    public var width: Double?
    /// Where ``width`` is written; `nil` without one.
    public var widthSource: SourceLocation?
    /// Axis values set directly (`fontVariationSettings`), applied after the weight, width and
    /// italic axes they may override.
    public var variations: [VariationSetting] = []
    /// Where ``variations`` are written; `nil` without them.
    public var variationsSource: SourceLocation?
    /// Whether `opsz` follows the point size (`opticalSizing`; automatic when not given).
    public var opticalSizing: OpticalSizing = .automatic
    /// Trait variants (`$extensions` → `com.typeset` → `variants`): other tokens of the file
    /// chosen by size class or Bold Text, the first match winning (``TokenVariant``).
    public var variants: [TokenVariant] = []

    /// The dotted name, `typography.body`.
    public var name: String { path.joined(separator: ".") }

    /// A token with Typeset's defaults for everything optional.
    public init(path: [String], fontFamily: [String], fontWeight: Int = 400, italic: Bool = false, fontSize: Double,
                lineHeight: LineHeightValue = .auto, letterSpacing: LetterSpacingValue = .points(0),
                paragraphSpacing: Double = 0, textCase: TextCase = .none, textDecoration: TextDecoration = .none,
                alignment: TextAlignment = .natural, textStyle: String? = nil, maxPointSize: Double? = nil,
                fontFile: String? = nil, fontIndex: Int? = nil, source: SourceLocation,
                fontFileSource: SourceLocation? = nil, fontIndexSource: SourceLocation? = nil,
                features: [FeatureSetting] = [], featuresSource: SourceLocation? = nil,
                language: String? = nil, languageSource: SourceLocation? = nil, leading: LeadingTrait = .standard) {
        self.path = path
        self.fontFamily = fontFamily
        self.fontWeight = fontWeight
        self.italic = italic
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.paragraphSpacing = paragraphSpacing
        self.textCase = textCase
        self.textDecoration = textDecoration
        self.alignment = alignment
        self.textStyle = textStyle
        self.maxPointSize = maxPointSize
        self.fontFile = fontFile
        self.fontIndex = fontIndex
        self.source = source
        self.fontFileSource = fontFileSource
        self.fontIndexSource = fontIndexSource
        self.features = features
        self.featuresSource = featuresSource
        self.language = language
        self.languageSource = languageSource
        self.leading = leading
    }
}

/// Which token dialect a file is written in.
public enum TokenFormat: String, Sendable, Hashable {
    /// W3C Design Tokens Community Group format (`$value`, `$type`).
    case dtcg
    /// Tokens Studio for Figma export (`value`, `type`).
    case tokensStudio
}

/// Everything read from one token file.
public struct TokenDocument: Sendable {
    /// The file path as given.
    public var file: String
    /// The dialect detected.
    public var format: TokenFormat
    /// Typography tokens without errors, in document order.
    public var tokens: [TypographyToken]
    /// Every problem found, in document order.
    public var diagnostics: [Diagnostic]

    /// A document.
    public init(file: String, format: TokenFormat, tokens: [TypographyToken], diagnostics: [Diagnostic]) {
        self.file = file
        self.format = format
        self.tokens = tokens
        self.diagnostics = diagnostics
    }
}

/// The Dynamic Type text styles (UIFont.TextStyle names).
public enum DynamicTypeStyle {
    /// All names, largest first: the core's text styles (`Typeset.DynamicTypeStyle`).
    public static let names = Typeset.DynamicTypeStyle.allCases.map(\.rawValue)
}
