import TypesetStyle

/// How a line break mode or truncation is chosen for a styled view (`NSLineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// How an exact line height is produced in UIKit.
public enum LineHeightTechnique: String, Sendable, Hashable, CaseIterable {
    /// `minimumLineHeight = maximumLineHeight = lineHeight` and the centring `baselineOffset`
    /// (``LineModel/uikitExact``): every line box, the first and the last included, is the line
    /// height tall, so a label's own frame starts at its first line's top and ends at its last
    /// line's bottom. The default.
    case exact
    /// `lineSpacing = lineHeight - font.lineHeight` only (*Pixel-perfect line height in UIKit* step 2 and *UILabel/UITextView line spacing helpers*,
    /// ``LineModel/uikitLineSpacing``): baselines are a line height apart, but the first and last
    /// lines are the font's own height, so the label needs ``LabelPlan/outerPadding`` outside it.
    case lineSpacing
}

/// Every value an adapter puts into `NSParagraphStyle` and the attributed string, for one
/// resolved style on one OS release.
///
/// Adapters assign these fields as they are; the two fields that depend on the view
/// (alignment and line break mode) come with the rule for combining them with the view's own
/// values (``alignment(keeping:)``, ``lineBreakMode(keeping:)``), so applying a style never
/// overwrites what a storyboard or the code set on the view.
public struct ParagraphAttributes: Sendable, Hashable {
    /// The technique.
    public var technique: LineHeightTechnique
    /// `NSParagraphStyle.minimumLineHeight` (0 = not set).
    public var minimumLineHeight: Double
    /// `NSParagraphStyle.maximumLineHeight` (0 = not set).
    public var maximumLineHeight: Double
    /// `NSParagraphStyle.lineSpacing`, never negative (UIKit: "This value is always nonnegative").
    public var lineSpacing: Double
    /// `NSParagraphStyle.paragraphSpacing`.
    public var paragraphSpacing: Double
    /// `NSAttributedString.Key.kern`, points.
    public var kern: Double
    /// `NSAttributedString.Key.baselineOffset` for the OS release (0 when not needed).
    public var baselineOffset: Double
    /// Whether UIKit ignores the centring offset on this release: from iOS 16.4 a negative offset
    /// is ignored with min/max line height, so a line height below the font's leaves the glyphs
    /// at the bottom of the box (``BaselineOffsetBehaviour/fromiOS16_4``). The plan then passes 0,
    /// which UIKit treats the same, and ``LabelPlan/geometry`` places the lines where UIKit will.
    public var baselineOffsetIgnored: Bool
    /// The style's alignment, or `nil` when the style says `natural`: then the view keeps its own.
    public var alignment: TextAlignment?
    /// The case transformation the adapter applies to the string (``TextCase/apply(to:)``).
    public var textCase: TextCase
    /// The text's language (BCP 47, ``TextStyle/language``), set under each of
    /// ``languageKeys``; `nil` leaves the fonts' default forms and the system's line breaking.
    public var language: String?
    /// The attributed string keys ``language`` is set under on the release
    /// (``LanguageAttributeKey/keys(on:)``); empty without a language.
    public var languageKeys: [LanguageAttributeKey]

    /// The attributes for `resolved` on `platform` with `technique`.
    public init(_ resolved: ResolvedStyle, platform: PlatformVersion, technique: LineHeightTechnique = .exact) {
        self.technique = technique
        let language = resolved.style.language.flatMap { $0.isEmpty ? nil : $0 }
        self.language = language
        languageKeys = language == nil ? [] : LanguageAttributeKey.keys(on: platform)
        let uikit = resolved.uikit
        paragraphSpacing = uikit.paragraphSpacing
        kern = uikit.kern
        alignment = resolved.style.alignment == .natural ? nil : resolved.style.alignment
        textCase = resolved.style.textCase
        switch technique {
        case .exact:
            minimumLineHeight = uikit.minimumLineHeight
            maximumLineHeight = uikit.maximumLineHeight
            lineSpacing = 0
            switch platform.baselineOffsetBehaviour {
            case .centred:
                baselineOffset = uikit.baselineOffset.beforeiOS16_4
                baselineOffsetIgnored = false
            case .fromiOS16_4:
                let offset = uikit.baselineOffset.fromiOS16_4
                baselineOffsetIgnored = offset < 0
                baselineOffset = max(0, offset)
            }
        case .lineSpacing:
            minimumLineHeight = 0
            maximumLineHeight = 0
            lineSpacing = max(0, uikit.lineSpacing)
            baselineOffset = 0
            baselineOffsetIgnored = false
        }
    }

    /// The UILabel/UITextView line spacing helpers article's `setText(_:lineSpacing:)`: only `lineSpacing` (clamped at 0, as UIKit does).
    public init(lineSpacing: Double, kern: Double = 0) {
        technique = .lineSpacing
        minimumLineHeight = 0
        maximumLineHeight = 0
        self.lineSpacing = max(0, lineSpacing.isFinite ? lineSpacing : 0)
        paragraphSpacing = 0
        self.kern = kern
        baselineOffset = 0
        baselineOffsetIgnored = false
        alignment = nil
        textCase = .original
        language = nil
        languageKeys = []
    }

    /// Whether a paragraph style is needed at all. The UILabel/UITextView line spacing helpers article sets plain text below 0.01 pt of line
    /// spacing; the same threshold decides here, for every field.
    public var needsParagraphStyle: Bool {
        let threshold = 0.01
        return minimumLineHeight >= threshold || maximumLineHeight >= threshold || lineSpacing >= threshold
            || paragraphSpacing >= threshold || alignment != nil
    }

    /// The alignment to set: the style's, or the view's own when the style says `natural`.
    public func alignment(keeping current: TextAlignment) -> TextAlignment { alignment ?? current }

    /// The line break mode to set: always the view's own (`UILabel.lineBreakMode`,
    /// `NSTextContainer.lineBreakMode`). A paragraph style in `attributedText` replaces the
    /// label's line break mode and alignment for the whole string, so the adapter copies the
    /// view's values into it instead of leaving UIKit's defaults (`.byWordWrapping`, `.natural`).
    public func lineBreakMode(keeping current: LineBreakMode) -> LineBreakMode { current }

    /// The `lineSpacing` to pass for a gap measured in a design between two lines' glyphs
    /// (Typography.md, "A designer's gap"): gap - (font.lineHeight - pointSize), given the platform font's own numbers.
    public static func lineSpacing(forDesignGap gap: Double, fontLineHeight: Double, pointSize: Double) -> Double {
        gap - (fontLineHeight - pointSize)
    }
}

extension TextCase {
    /// `text` transformed: upper or lower case by Unicode's full case mappings (`String`'s), or
    /// each word's first letter upper-cased and the rest lower-cased (a word starts after a
    /// character that is not a letter, a digit or an apostrophe).
    public func apply(to text: String) -> String {
        switch self {
        case .original: return text
        case .uppercase: return text.uppercased()
        case .lowercase: return text.lowercased()
        case .capitalized:
            var out = ""
            out.reserveCapacity(text.utf8.count)
            var atWordStart = true
            for character in text {
                if character.isLetter || character.isNumber || character == "'" || character == "\u{2019}" {
                    out += atWordStart ? character.uppercased() : character.lowercased()
                    atWordStart = false
                } else {
                    out.append(character)
                    atWordStart = true
                }
            }
            return out
        }
    }
}
