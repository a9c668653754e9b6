import TypesetStyle

/// What one run of mixed text changes from its paragraph's style.
public struct RunAttributes: Sendable {
    /// Another font (a bold or italic face, another family); `nil` keeps the style's.
    public var font: StyleFont?
    /// Another point size at the default category; scales with the paragraph's Dynamic Type size.
    public var pointSize: Double?
    /// The system font's weight, when the run is in the system font (`font` nil and the style's
    /// font is the system font, or `font` is the system font).
    public var weight: SystemFontWeight?
    /// Italic: the font's italic (`UIFontDescriptor.SymbolicTraits.traitItalic`; SwiftUI `italic()`).
    public var isItalic: Bool
    /// A link (`NSAttributedString.Key.link`, `AttributedString.link`).
    public var link: String?

    /// Attributes; all default to the paragraph style's.
    public init(font: StyleFont? = nil, pointSize: Double? = nil, weight: SystemFontWeight? = nil,
                isItalic: Bool = false, link: String? = nil) {
        self.font = font
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.link = link
    }

    /// Bold (the system font's bold, or `font` when given).
    public static func bold(_ font: StyleFont? = nil) -> RunAttributes { RunAttributes(font: font, weight: .bold) }
    /// Italic.
    public static var italic: RunAttributes { RunAttributes(isItalic: true) }
    /// A link to `url`.
    public static func link(_ url: String) -> RunAttributes { RunAttributes(link: url) }
}

/// Mixed runs (bold, italic, links, a different size inside one paragraph) under one paragraph
/// style: one exact line height for every line, every run on the paragraph's baseline
/// (Typography.md, "Mixed runs"); laid out and measured by the core with
/// ``AttributedTextPlan/typesetter(fonts:)``.
///
/// ```swift
/// var text = AttributedTextBuilder(style: body)
/// text.append("Read the ")
/// text.append("terms", .link("https://example.com/terms"))
/// text.append(" before ")
/// text.append("Friday", .bold())
/// let plan = text.plan(scale: 3, category: .L, platform: .iOS(17))
/// ```
public struct AttributedTextBuilder: Sendable {
    /// The paragraph's style: line height, alignment, spacing, case.
    public var style: TextStyle
    /// The runs, in order.
    public private(set) var runs: [(text: String, attributes: RunAttributes)] = []

    /// A builder for paragraphs in `style`.
    public init(style: TextStyle) { self.style = style }

    /// Appends `text` with `attributes`.
    public mutating func append(_ text: String, _ attributes: RunAttributes = RunAttributes()) {
        runs.append((text, attributes))
    }

    /// The whole text, before the case transformation.
    public var text: String { runs.map(\.text).joined() }

    /// The plan at a display scale, content size category and release.
    public func plan(scale: Double, category: ContentSizeCategory, platform: PlatformVersion,
                     technique: LineHeightTechnique = .exact) -> AttributedTextPlan {
        AttributedTextPlan(self, scale: scale, category: category, platform: platform, technique: technique)
    }
}

/// The numbers for a mixed paragraph: one paragraph style and, per run, its font, kern and
/// baseline offset. Every line is the paragraph's line height (``LineHeightTechnique/exact``:
/// minimum = maximum, whatever the runs' fonts), and every run carries the paragraph's baseline
/// offset, the one that centres the paragraph's font (``ParagraphAttributes/baselineOffset``):
/// `baselineOffset` moves a run's glyphs off the line's baseline, so runs with offsets of their
/// own would not sit on one baseline (a smaller run would rise like a superscript).
public struct AttributedTextPlan: Sendable {
    /// One run.
    public struct Run: Sendable {
        /// The run's text, case transformed.
        public var text: String
        /// Its range in the whole transformed text, in UTF-16 code units (`NSRange`).
        public var utf16Offset: Int, utf16Length: Int
        /// The font to create, at the run's size for the category (no platform scaling: the size is fixed here).
        public var font: FontRequest
        /// Whether the font is the italic of `font`.
        public var isItalic: Bool
        /// The kern, points.
        public var kern: Double
        /// The baseline offset: the paragraph's, so that every run sits on the line's baseline.
        public var baselineOffset: Double
        /// The link, if any.
        public var link: String?
        /// The run's style: the paragraph's with the run's font and size (for ``AttributedTextPlan/typesetter(fonts:)``).
        public var style: ResolvedStyle
    }

    /// The paragraph's plan (paragraph style, line height, guides).
    public let paragraph: StylePlan
    /// The runs.
    public let runs: [Run]

    /// The plan for `builder`.
    public init(_ builder: AttributedTextBuilder, scale: Double, category: ContentSizeCategory, platform: PlatformVersion,
                technique: LineHeightTechnique = .exact) {
        let base = StylePlan(builder.style, scale: scale, category: category, platform: platform, technique: technique)
        paragraph = base
        let resolved = base.resolved
        // A run's size follows the paragraph's Dynamic Type scaling by the same factor.
        let factor = builder.style.pointSize > 0 ? resolved.pointSize / builder.style.pointSize : 1
        var offset = 0
        var runs: [Run] = []
        for (text, attributes) in builder.runs {
            var style = builder.style
            if let font = attributes.font { style.font = font }
            if let weight = attributes.weight, style.font.isSystemFont { style.font = .system(weight) }
            style.pointSize = attributes.pointSize.map { $0 * factor } ?? resolved.pointSize
            style.lineHeight = .points(resolved.lineHeight)
            style.leading = .standard
            style.dynamicType = nil
            style.maximumPointSize = nil
            let run = StylePlan(style, scale: scale, category: category, platform: platform, technique: technique)
            let shown = base.paragraph.textCase.apply(to: text)
            var request = run.font
            request.scaling = nil
            let length = shown.utf16.count
            runs.append(Run(text: shown, utf16Offset: offset, utf16Length: length, font: request, isItalic: attributes.isItalic,
                            kern: run.paragraph.kern, baselineOffset: base.paragraph.baselineOffset, link: attributes.link,
                            style: run.resolved))
            offset += length
        }
        self.runs = runs
    }

    /// The whole transformed text.
    public var text: String { runs.map(\.text).joined() }

    /// How tall the lines are, as the technique sets them: exactly the paragraph's line height
    /// (lifted by the paragraph font's centring shift), or, with `lineSpacing` alone, each line as
    /// tall as its tallest run's font with the spacing between lines.
    public var lineHeight: MixedLineHeight {
        let resolved = paragraph.resolved
        switch paragraph.technique {
        case .exact:
            let shift = paragraph.platform.baselineOffsetBehaviour.centringShift(lineHeight: resolved.lineHeight,
                                                                                fontLineHeight: resolved.fontLineHeight)
            return .exact(points: resolved.lineHeight, baselineShift: shift)
        case .lineSpacing:
            return .tallestFont(lineSpacing: paragraph.paragraph.lineSpacing)
        }
    }

}

/// How tall the lines of mixed text are (Typography.md, "Mixed runs").
public enum MixedLineHeight: Sendable, Hashable {
    /// `minimumLineHeight = maximumLineHeight = points`: every line exactly that tall whatever its
    /// runs' fonts; the glyphs lifted by `baselineShift` (the paragraph font's centring shift),
    /// all runs on one baseline.
    case exact(points: Double, baselineShift: Double)
    /// No line height set: each line as tall as its tallest run's font (the largest ascender,
    /// descender and line gap among the runs on it), `lineSpacing` added below every line but
    /// the last, as `UILabel` does.
    case tallestFont(lineSpacing: Double)
}
