import Typeset

/// `TypesetStyles+SwiftUI.swift`: Font and a view modifier.
struct SwiftUIEmitter {
    let model: GuideModel

    func emit() -> String {
        var out = model.header([
            "SwiftUI text styles. What is precomputed and what is computed at run time:",
            "- Precomputed by Typeset: the point size and line height rule at the default content size",
            "  category (L), the letter spacing rule, and the font's own line height per point of size",
            "  (ascender - descender + leading over units per em, as CoreText picks them from the font",
            "  file), which stands in for UIFont.lineHeight because SwiftUI's Font does not expose it.",
            "  `lineHeightAtDefaultCategory` is the line height `typeset style` resolves at L, for review.",
            "- Computed at run time: the point size and fixed line heights, scaled with @ScaledMetric",
            "  (UIFontMetrics' scaling) for the environment's Dynamic Type size and capped at",
            "  maximumPointSize; relative line heights and letter spacing, times the scaled size.",
            "",
            "Line height: from iOS 26 (and the macOS, tvOS, watchOS, visionOS 26 releases) the modifier",
            "sets it exactly with `lineHeight(.exact(points:))` (AttributedString.LineHeight, \"the exact",
            "given total, regardless of the effective ascent and descent of the fonts in use\"). Before",
            "that it approximates with `lineSpacing(lineHeight - font line height)`: SwiftUI adds that",
            "space between lines only, so there is no extra space above the first line or below the last",
            "(the text is (lineHeight - font line height) shorter than the spec's lines), and a line",
            "height below the font's own cannot tighten lines (negative spacing is clamped to 0).",
            "SwiftUI has no paragraph spacing or justification: paragraphSpacing is not applied, and",
            "justified text is set leading. `.capitalized` has no SwiftUI text case: apply",
            "`applyingTextCase(_:)` to the string. The modifier needs iOS 16 (kerning, underline).",
        ])
        out += "\n#if canImport(SwiftUI)\nimport SwiftUI\n\n"
        out += SwiftUIEmitter.runtime
        out += "\n@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\nextension TypesetSwiftUIStyle {\n"
        for style in model.styles {
            out += "    /// `\(SwiftSource.comment(style.tokenPath))`: \(SwiftSource.comment(model.summary(style))).\n"
            out += "    public static let \(SwiftSource.escaped(style.name)) = TypesetSwiftUIStyle(\n"
            let arguments = self.arguments(style)
            out += arguments.enumerated().map { "        " + $0.element + ($0.offset == arguments.count - 1 ? "\n" : ",\n") }.joined()
            out += "    )\n\n"
        }
        out += "    /// Every style, in the token file's order.\n"
        out += "    public static let all: [TypesetSwiftUIStyle] = "
        out += GuideModel.list(model.styles.map { SwiftSource.escaped($0.name) }, indent: "    ") + "\n"
        out += "}\n#endif\n"
        return out
    }

    func arguments(_ style: GuideModel.Style) -> [String] {
        let s = style.style, r = style.resolved
        let font = style.font.map { model.fonts[$0] }
        let perPoint = Double(s.font.metrics.lineHeight) / Double(max(1, s.font.metrics.unitsPerEm))
        return [
            "tokenPath: \(SwiftSource.string(style.tokenPath))",
            "postScriptName: \(font.map { SwiftSource.string($0.postScriptName) } ?? "nil")",
            "systemFontWeight: .\(style.entry.systemWeight.rawValue)",
            "pointSize: \(SwiftSource.number(s.pointSize))",
            "textStyle: \(s.dynamicType.map { ".\($0.rawValue)" } ?? "nil")",
            "maximumPointSize: \(SwiftSource.number(s.maximumPointSize))",
            "lineHeightRule: \(GuideModel.lineHeightRule(s).swift)",
            "letterSpacingRule: \(GuideModel.letterSpacingRule(s).swift)",
            "fontLineHeightPerPoint: \(SwiftSource.number(perPoint))",
            "alignment: .\(s.alignment.rawValue)",
            "textCase: .\(s.textCase.rawValue)",
            "decoration: .\(style.entry.token.textDecoration.rawValue)",
            "lineHeightAtDefaultCategory: \(SwiftSource.number(r.lineHeight))",
        ]
    }

    /// The types and run-time code, the same for every style guide.
    static let runtime = #"""
/// A text style with everything SwiftUI needs to set it (see the notes at the top of the file).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TypesetSwiftUIStyle: Sendable {
    /// A Dynamic Type text style.
    public enum TextStyle: String, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// SwiftUI's text style (`title1` is `.title`, `caption1` is `.caption`).
        public var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .body: .body
            case .callout: .callout
            case .subheadline: .subheadline
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A system font weight.
    public enum SystemFontWeight: String, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// SwiftUI's weight.
        public var swiftUI: Font.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// How the line height follows the size.
    public enum LineHeightRule: Sendable, Hashable {
        /// A fixed height in points at the default category; scales with Dynamic Type.
        case points(CGFloat)
        /// A multiple of the (scaled) point size.
        case multipleOfSize(CGFloat)
        /// A multiple of the font's own line height.
        case multipleOfFontLineHeight(CGFloat)
    }

    /// How the letter spacing follows the size.
    public enum LetterSpacingRule: Sendable, Hashable {
        /// Points, at every size.
        case points(CGFloat)
        /// A fraction of the (scaled) point size.
        case multipleOfSize(CGFloat)
    }

    /// Paragraph alignment.
    public enum Alignment: String, Sendable {
        case natural, left, center, right, justified

        /// SwiftUI's multiline alignment (natural and left are leading, right is trailing;
        /// SwiftUI cannot justify).
        public var swiftUI: SwiftUI.TextAlignment {
            switch self {
            case .natural, .left, .justified: .leading
            case .center: .center
            case .right: .trailing
            }
        }
    }

    /// Case transformation.
    public enum TextCase: String, Sendable {
        case original, uppercase, lowercase, capitalized

        /// SwiftUI's text case (`nil` for original and capitalized; see ``applyingTextCase(_:locale:)``).
        public var swiftUI: Text.Case? {
            switch self {
            case .uppercase: .uppercase
            case .lowercase: .lowercase
            case .original, .capitalized: nil
            }
        }
    }

    /// Underline or strikethrough.
    public enum Decoration: String, Sendable {
        case none, underline, strikethrough
    }

    /// The token the style comes from.
    public let tokenPath: String
    /// The PostScript name of the font (`Font.custom`); `nil` for the system font.
    public let postScriptName: String?
    /// The system font weight, used when ``postScriptName`` is `nil`.
    public let systemFontWeight: SystemFontWeight
    /// The point size at the default content size category (L).
    public let pointSize: CGFloat
    /// The Dynamic Type text style the size follows; `nil` for a fixed size.
    public let textStyle: TextStyle?
    /// The largest point size Dynamic Type may scale to.
    public let maximumPointSize: CGFloat?
    /// How the line height follows the size.
    public let lineHeightRule: LineHeightRule
    /// How the letter spacing follows the size.
    public let letterSpacingRule: LetterSpacingRule
    /// The font's own line height per point of size (UIFont.lineHeight / pointSize).
    public let fontLineHeightPerPoint: CGFloat
    /// Paragraph alignment.
    public let alignment: Alignment
    /// Case transformation.
    public let textCase: TextCase
    /// Underline or strikethrough.
    public let decoration: Decoration
    /// The line height at the default category, as Typeset resolves it. For review and tests.
    public let lineHeightAtDefaultCategory: CGFloat

    /// A font that scales with the style's text style: `Font.custom(_:size:relativeTo:)`. It
    /// cannot apply ``maximumPointSize``; ``TypesetTextModifier`` does.
    public var font: Font {
        guard let postScriptName else { return .system(size: pointSize, weight: systemFontWeight.swiftUI) }
        if let textStyle { return .custom(postScriptName, size: pointSize, relativeTo: textStyle.swiftUI) }
        return .custom(postScriptName, fixedSize: pointSize)
    }

    /// The font at an already scaled `size`.
    public func font(size: CGFloat) -> Font {
        guard let postScriptName else { return .system(size: size, weight: systemFontWeight.swiftUI) }
        return .custom(postScriptName, fixedSize: size)
    }

    /// The line height at point size `size`; `scaledPoints` is a fixed line height already scaled.
    public func lineHeight(size: CGFloat, scaledPoints: CGFloat) -> CGFloat {
        switch lineHeightRule {
        case .points: scaledPoints
        case .multipleOfSize(let multiple): multiple * size
        case .multipleOfFontLineHeight(let multiple): multiple * fontLineHeightPerPoint * size
        }
    }

    /// The kerning at point size `size`.
    public func kerning(size: CGFloat) -> CGFloat {
        switch letterSpacingRule {
        case .points(let points): points
        case .multipleOfSize(let multiple): multiple * size
        }
    }

    /// `text` with the style's case transformation (the only way to get `.capitalized`).
    public func applyingTextCase(_ text: String, locale: Locale? = nil) -> String {
        switch textCase {
        case .original: text
        case .uppercase: text.uppercased(with: locale)
        case .lowercase: text.lowercased(with: locale)
        case .capitalized: text.capitalized(with: locale)
        }
    }
}

/// Sets a ``TypesetSwiftUIStyle`` on text: font at the Dynamic Type size (capped), kerning,
/// case, alignment, decoration, and the line height (exact from iOS 26, `lineSpacing` before).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TypesetTextModifier: ViewModifier {
    /// The style.
    public let style: TypesetSwiftUIStyle
    @ScaledMetric private var scaledPointSize: CGFloat
    @ScaledMetric private var scaledLineHeightPoints: CGFloat

    /// A modifier for `style`.
    public init(_ style: TypesetSwiftUIStyle) {
        self.style = style
        let relativeTo = style.textStyle?.swiftUI ?? .body
        var fixedLineHeight: CGFloat = 0
        if case .points(let points) = style.lineHeightRule { fixedLineHeight = points }
        _scaledPointSize = ScaledMetric(wrappedValue: style.pointSize, relativeTo: relativeTo)
        _scaledLineHeightPoints = ScaledMetric(wrappedValue: fixedLineHeight, relativeTo: relativeTo)
    }

    /// The styled content.
    @ViewBuilder
    public func body(content: Content) -> some View {
        let size = pointSize
        let lineHeight = style.lineHeight(size: size, scaledPoints: scaledLineHeightPoints * capFactor)
        let styled = content
            .font(style.font(size: size))
            .kerning(style.kerning(size: size))
            .textCase(style.textCase.swiftUI)
            .multilineTextAlignment(style.alignment.swiftUI)
            .underline(style.decoration == .underline)
            .strikethrough(style.decoration == .strikethrough)
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            styled.lineHeight(.exact(points: lineHeight))
        } else {
            styled.lineSpacing(max(0, lineHeight - style.fontLineHeightPerPoint * size))
        }
    }

    /// The point size for the environment's Dynamic Type size, capped at the maximum.
    private var pointSize: CGFloat {
        guard style.textStyle != nil else { return style.pointSize }
        if let maximum = style.maximumPointSize, scaledPointSize > maximum { return maximum }
        return scaledPointSize
    }

    /// How much the cap shrank the size (1 when not capped); fixed values shrink by as much.
    private var capFactor: CGFloat {
        guard style.textStyle != nil, scaledPointSize > 0 else { return 1 }
        return pointSize / scaledPointSize
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Sets `style` on the text in this view (``TypesetTextModifier``).
    public func typesetStyle(_ style: TypesetSwiftUIStyle) -> some View {
        modifier(TypesetTextModifier(style))
    }
}

"""#
}
