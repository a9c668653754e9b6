import Typeset

/// `TypesetStyles+UIKit.swift`: UIFont, UIFontMetrics scaling and attribute dictionaries.
struct UIKitEmitter {
    let model: GuideModel

    func emit() -> String {
        var out = model.header([
            "UIKit text styles. What is precomputed and what is computed at run time:",
            "- Precomputed by Typeset from the token file and the font files: the point size and line",
            "  height rule at the default content size category (L), the letter spacing rule, the paragraph",
            "  spacing, and in `atDefaultCategory` every number UIKit needs at L exactly as `typeset style`",
            "  resolves it (line height, UIFont.lineHeight from the font's own metrics, lineSpacing,",
            "  baselineOffset before and from iOS 16.4, kern). These are the spec's values for review and",
            "  tests; the code below does not read them.",
            "- Computed at run time, because they depend on the user's content size category and on the",
            "  font UIKit actually loaded: the font, scaled with UIFontMetrics(forTextStyle:) and capped at",
            "  maximumPointSize; fixed line heights and paragraph spacing, scaled with",
            "  UIFontMetrics.scaledValue(for:compatibleWith:) (shrunk by the same factor when the size is",
            "  capped, Typeset's documented model); relative line heights and letter spacing, times the",
            "  scaled point size; and the baselineOffset, from the running font's lineHeight: (lineHeight -",
            "  font.lineHeight) / 4 before iOS 16.4 (where UIKit moved glyphs twice as far) and / 2 from 16.4.",
        ])
        out += "\n#if canImport(UIKit)\nimport CoreText\nimport UIKit\n\n"
        out += UIKitEmitter.runtime
        out += "\nextension TypesetUIKitStyle {\n"
        for style in model.styles {
            out += "    /// `\(SwiftSource.comment(style.tokenPath))`: \(SwiftSource.comment(model.summary(style))).\n"
            out += "    public static let \(SwiftSource.escaped(style.name)) = TypesetUIKitStyle(\n"
            let arguments = self.arguments(style)
            out += arguments.enumerated().map { "        " + $0.element + ($0.offset == arguments.count - 1 ? "\n" : ",\n") }.joined()
            out += "    )\n\n"
        }
        out += "    /// Every style, in the token file's order.\n"
        out += "    public static let all: [TypesetUIKitStyle] = "
        out += GuideModel.list(model.styles.map { SwiftSource.escaped($0.name) }, indent: "    ") + "\n"
        out += "}\n\n"
        out += "extension TypesetUIKitStyle {\n"
        out += "    /// The font files the styles use (add them to the app bundle) and their PostScript names.\n"
        out += "    public static let fontFiles: [(file: String, postScriptName: String)] = "
        out += GuideModel.list(model.fonts.map { "(\(SwiftSource.string(UIKitEmitter.fileName($0.file))), \(SwiftSource.string($0.postScriptName)))" },
                               indent: "    ") + "\n\n"
        out += UIKitEmitter.registration
        out += "}\n#endif\n"
        return out
    }

    static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    func arguments(_ style: GuideModel.Style) -> [String] {
        let s = style.style, r = style.resolved, u = r.uikit
        let font = style.font.map { model.fonts[$0] }
        let decoration = style.entry.token.textDecoration.rawValue
        return [
            "tokenPath: \(SwiftSource.string(style.tokenPath))",
            "postScriptName: \(font.map { SwiftSource.string($0.postScriptName) } ?? "nil")",
            "systemFontWeight: .\(style.entry.systemWeight.rawValue)",
            "pointSize: \(SwiftSource.number(s.pointSize))",
            "textStyle: \(s.dynamicType.map { ".\($0.rawValue)" } ?? "nil")",
            "maximumPointSize: \(SwiftSource.number(s.maximumPointSize))",
            "lineHeightRule: \(GuideModel.lineHeightRule(s).swift)",
            "letterSpacingRule: \(GuideModel.letterSpacingRule(s).swift)",
            "paragraphSpacing: \(SwiftSource.number(s.paragraphSpacing))",
            "alignment: .\(s.alignment.rawValue)",
            "textCase: .\(s.textCase.rawValue)",
            "decoration: .\(decoration)",
            "atDefaultCategory: AtDefaultCategory(\n"
                + [
                    "lineHeight: \(SwiftSource.number(r.lineHeight))",
                    "fontLineHeight: \(SwiftSource.number(r.fontLineHeight))",
                    "lineSpacing: \(SwiftSource.number(u.lineSpacing))",
                    "baselineOffsetBeforeiOS16_4: \(SwiftSource.number(u.baselineOffset.beforeiOS16_4))",
                    "baselineOffsetFromiOS16_4: \(SwiftSource.number(u.baselineOffset.fromiOS16_4))",
                    "kern: \(SwiftSource.number(u.kern))",
                    "paragraphSpacing: \(SwiftSource.number(u.paragraphSpacing))",
                ].map { "            " + $0 }.joined(separator: ",\n")
                + "\n        )",
        ]
    }

    /// The types and run-time code, the same for every style guide.
    static let runtime = #"""
/// A text style with everything UIKit needs to set it: font, Dynamic Type scaling, exact line
/// height, letter spacing, paragraph spacing, alignment and case.
public struct TypesetUIKitStyle: Sendable {
    /// A Dynamic Type text style (`UIFont.TextStyle`).
    public enum TextStyle: String, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// UIKit's text style.
        public var uiKit: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .body: .body
            case .callout: .callout
            case .subheadline: .subheadline
            case .footnote: .footnote
            case .caption1: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// A system font weight (`UIFont.Weight`).
    public enum SystemFontWeight: String, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// UIKit's weight.
        public var uiKit: UIFont.Weight {
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
        /// A fixed height in points at the default category; scales like UIFontMetrics.scaledValue(for:).
        case points(CGFloat)
        /// A multiple of the (scaled) point size.
        case multipleOfSize(CGFloat)
        /// A multiple of the font's own line height (UIFont.lineHeight).
        case multipleOfFontLineHeight(CGFloat)
    }

    /// How the letter spacing (UIKit kern) follows the size.
    public enum LetterSpacingRule: Sendable, Hashable {
        /// Points, at every size.
        case points(CGFloat)
        /// A fraction of the (scaled) point size.
        case multipleOfSize(CGFloat)
    }

    /// Paragraph alignment.
    public enum Alignment: String, Sendable {
        case natural, left, center, right, justified

        /// UIKit's alignment.
        public var uiKit: NSTextAlignment {
            switch self {
            case .natural: .natural
            case .left: .left
            case .center: .center
            case .right: .right
            case .justified: .justified
            }
        }
    }

    /// Case transformation applied to the text (``applyingTextCase(_:locale:)``).
    public enum TextCase: String, Sendable {
        case original, uppercase, lowercase, capitalized
    }

    /// Underline or strikethrough.
    public enum Decoration: String, Sendable {
        case none, underline, strikethrough
    }

    /// The numbers at the default content size category (L), as Typeset resolves them
    /// (`typeset style`), from the font file's own metrics. For review and tests.
    public struct AtDefaultCategory: Sendable, Hashable {
        /// Line height, points.
        public var lineHeight: CGFloat
        /// UIFont.lineHeight (ascender - descender + leading, as CoreText picks them).
        public var fontLineHeight: CGFloat
        /// lineHeight - fontLineHeight (NSParagraphStyle.lineSpacing for the lineSpacing approach).
        public var lineSpacing: CGFloat
        /// baselineOffset before iOS 16.4: (lineHeight - fontLineHeight) / 4.
        public var baselineOffsetBeforeiOS16_4: CGFloat
        /// baselineOffset from iOS 16.4: (lineHeight - fontLineHeight) / 2.
        public var baselineOffsetFromiOS16_4: CGFloat
        /// The kern attribute, points.
        public var kern: CGFloat
        /// NSParagraphStyle.paragraphSpacing, points.
        public var paragraphSpacing: CGFloat
    }

    /// The token the style comes from.
    public let tokenPath: String
    /// The PostScript name of the font (`UIFont(name:size:)`); `nil` for the system font.
    public let postScriptName: String?
    /// The system font weight, used when ``postScriptName`` is `nil` or the font is not registered.
    public let systemFontWeight: SystemFontWeight
    /// The point size at the default content size category (L).
    public let pointSize: CGFloat
    /// The Dynamic Type text style the size follows; `nil` for a fixed size.
    public let textStyle: TextStyle?
    /// The largest point size Dynamic Type may scale to.
    public let maximumPointSize: CGFloat?
    /// How the line height follows the size.
    public let lineHeightRule: LineHeightRule
    /// How the kern follows the size.
    public let letterSpacingRule: LetterSpacingRule
    /// Space after each paragraph at the default category, points.
    public let paragraphSpacing: CGFloat
    /// Paragraph alignment.
    public let alignment: Alignment
    /// Case transformation.
    public let textCase: TextCase
    /// Underline or strikethrough.
    public let decoration: Decoration
    /// The resolved numbers at the default category.
    public let atDefaultCategory: AtDefaultCategory

    /// The font at the default size, unscaled.
    public func baseFont() -> UIFont {
        if let postScriptName, let font = UIFont(name: postScriptName, size: pointSize) { return font }
        return UIFont.systemFont(ofSize: pointSize, weight: systemFontWeight.uiKit)
    }

    /// The font for `traits`' content size category (the current one when `nil`): scaled with
    /// `UIFontMetrics(forTextStyle:)` and capped at ``maximumPointSize``.
    public func font(compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let base = baseFont()
        guard let textStyle else { return base }
        let metrics = UIFontMetrics(forTextStyle: textStyle.uiKit)
        if let maximumPointSize {
            return metrics.scaledFont(for: base, maximumPointSize: maximumPointSize, compatibleWith: traits)
        }
        return metrics.scaledFont(for: base, compatibleWith: traits)
    }

    /// A fixed value (line height, paragraph spacing) scaled like the font:
    /// `UIFontMetrics.scaledValue(for:compatibleWith:)`, shrunk by the same factor as the point
    /// size when ``maximumPointSize`` capped it (Typeset's model: UIKit has no cap for values).
    public func scaledValue(_ value: CGFloat, font: UIFont, compatibleWith traits: UITraitCollection? = nil) -> CGFloat {
        guard let textStyle else { return value }
        let metrics = UIFontMetrics(forTextStyle: textStyle.uiKit)
        var factor: CGFloat = 1
        if maximumPointSize != nil {
            let uncapped = metrics.scaledValue(for: pointSize, compatibleWith: traits)
            if uncapped > 0, font.pointSize < uncapped { factor = font.pointSize / uncapped }
        }
        return metrics.scaledValue(for: value, compatibleWith: traits) * factor
    }

    /// The line height for `font` (from ``font(compatibleWith:)``), points.
    public func lineHeight(for font: UIFont, compatibleWith traits: UITraitCollection? = nil) -> CGFloat {
        switch lineHeightRule {
        case .points(let points): scaledValue(points, font: font, compatibleWith: traits)
        case .multipleOfSize(let multiple): multiple * font.pointSize
        case .multipleOfFontLineHeight(let multiple): multiple * font.lineHeight
        }
    }

    /// The kern attribute for `font`, points.
    public func kern(for font: UIFont) -> CGFloat {
        switch letterSpacingRule {
        case .points(let points): points
        case .multipleOfSize(let multiple): multiple * font.pointSize
        }
    }

    /// The baseline offset that centres the glyphs in an exact line height: (lineHeight -
    /// font.lineHeight) / 2 from iOS 16.4, / 4 before (where UIKit moved glyphs by twice the
    /// offset). From iOS 16.4 a negative offset is ignored with min/max line heights.
    public static func baselineOffset(lineHeight: CGFloat, font: UIFont) -> CGFloat {
        let difference = lineHeight - font.lineHeight
        if #available(iOS 16.4, tvOS 16.4, *) {
            return difference / 2
        }
        return difference / 4
    }

    /// The paragraph style: minimumLineHeight = maximumLineHeight = the line height,
    /// paragraph spacing scaled like the font, alignment.
    public func paragraphStyle(lineHeight: CGFloat, font: UIFont, compatibleWith traits: UITraitCollection? = nil) -> NSParagraphStyle {
        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = lineHeight
        paragraph.maximumLineHeight = lineHeight
        paragraph.paragraphSpacing = scaledValue(paragraphSpacing, font: font, compatibleWith: traits)
        paragraph.alignment = alignment.uiKit
        return paragraph
    }

    /// The attributes for `traits`' content size category: font, paragraph style with the exact
    /// line height, kern, baseline offset, and the decoration.
    public func attributes(compatibleWith traits: UITraitCollection? = nil) -> [NSAttributedString.Key: Any] {
        let font = font(compatibleWith: traits)
        let lineHeight = lineHeight(for: font, compatibleWith: traits)
        var attributes: [NSAttributedString.Key: Any] = [
            .font: font,
            .paragraphStyle: paragraphStyle(lineHeight: lineHeight, font: font, compatibleWith: traits),
            .kern: kern(for: font),
            .baselineOffset: TypesetUIKitStyle.baselineOffset(lineHeight: lineHeight, font: font),
        ]
        switch decoration {
        case .none: break
        case .underline: attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
        case .strikethrough: attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue
        }
        return attributes
    }

    /// `text` with the style's case transformation.
    public func applyingTextCase(_ text: String, locale: Locale? = nil) -> String {
        switch textCase {
        case .original: text
        case .uppercase: text.uppercased(with: locale)
        case .lowercase: text.lowercased(with: locale)
        case .capitalized: text.capitalized(with: locale)
        }
    }

    /// `text` in this style (case transformed, every attribute set).
    public func attributedString(_ text: String, compatibleWith traits: UITraitCollection? = nil) -> NSAttributedString {
        NSAttributedString(string: applyingTextCase(text), attributes: attributes(compatibleWith: traits))
    }
}

"""#

    /// Font registration, the same for every style guide.
    static let registration = #"""
    /// Registers the font files in `bundle` for this process (CTFontManagerRegisterFontsForURL)
    /// and returns the files whose fonts are still not available by PostScript name.
    @discardableResult
    public static func registerFonts(in bundle: Bundle = .main) -> [String] {
        var missing: [String] = []
        for (file, postScriptName) in fontFiles {
            if UIFont(name: postScriptName, size: 12) != nil { continue }
            if let url = bundle.url(forResource: file, withExtension: nil) {
                _ = CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
            }
            if UIFont(name: postScriptName, size: 12) == nil { missing.append(file) }
        }
        return missing
    }

"""#
}
