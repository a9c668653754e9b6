import TypesetFontMetrics
/// Horizontal alignment of a paragraph (`NSTextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case natural, left, center, right, justified
}

/// Case transformation applied to the text before layout (CSS `text-transform`, Figma "Case").
public enum TextCase: String, Sendable, Hashable, CaseIterable {
    /// The text as written.
    case original
    case uppercase
    case lowercase
    /// Each word capitalised (Figma "Title case", CSS `capitalize`).
    case capitalized
}

/// How a style's size follows the user's content size category.
public enum DynamicTypeScaling: String, Sendable, Hashable {
    /// Apple's table: `UIFont.preferredFont(forTextStyle:)` sizes (and, with
    /// ``LineHeight/dynamicTypeLeading``, leadings) from the HIG table.
    case table
    /// `UIFontMetrics(forTextStyle:)` scaling of a custom size, by the model in ``DynamicType``.
    case fontMetrics
}

/// A text style as a design spec defines it: font, size, line height, letter spacing,
/// paragraph spacing, alignment, case, and the Dynamic Type text style it follows.
///
/// Values are for the default content size category (`L`); ``resolved(scale:category:)``
/// turns the style into the numbers UIKit needs at a display scale and category.
public struct TextStyle: Sendable {
    /// The font.
    public var font: StyleFont
    /// The point size at the default content size category.
    public var pointSize: Double
    /// The line height.
    public var lineHeight: LineHeight
    /// Letter spacing.
    public var letterSpacing: LetterSpacing
    /// Space after each paragraph, points (`NSParagraphStyle.paragraphSpacing`); scales with
    /// Dynamic Type like a fixed line height.
    public var paragraphSpacing: Double
    /// Paragraph alignment.
    public var alignment: TextAlignment
    /// Case transformation.
    public var textCase: TextCase
    /// The Dynamic Type text style the size follows, if any.
    public var dynamicType: DynamicTypeStyle?
    /// How the size follows ``dynamicType``.
    public var dynamicTypeScaling: DynamicTypeScaling
    /// The largest point size Dynamic Type may scale to (`scaledFont(for:maximumPointSize:)`).
    public var maximumPointSize: Double?
    /// Target characters per line for the readable measure (Practical Typography: 45-90; default 66).
    public var measure: Int
    /// OpenType feature settings on top of the defaults Core Text applies (`tnum`, `ss01`,
    /// `case`, `smcp`, `liga` off, ...): UIFontDescriptor feature settings on Apple platforms.
    public var features: [FeatureSetting]
    /// The language of the text (BCP 47), which picks a font's localized forms; `nil` for the
    /// fonts' defaults.
    public var language: String?
    /// Tight or loose leading (``LeadingTrait``): the line height less or more by Apple's
    /// documented amounts; standard by default.
    public var leading: LeadingTrait = .standard
    /// Variable font axis values in user coordinates (`wght` 650, `wdth` 87.5, `opsz` 17): the
    /// instance of a variable font the style is set in, clamped to the font's axes when resolved
    /// (``ResolvedStyle/variations``); axes the font lacks are ignored, static fonts unchanged.
    /// On Apple platforms: the font descriptor's variation attribute.
    public var variations: [VariationSetting] = []
    /// Whether `opsz` follows the point size (``OpticalSizing``; automatic, as Core Text does,
    /// unless ``variations`` sets `opsz`).
    public var opticalSizing: OpticalSizing = .automatic

    /// Creates a style.
    public init(font: StyleFont, pointSize: Double, lineHeight: LineHeight = .font,
                letterSpacing: LetterSpacing = .none, paragraphSpacing: Double = 0,
                alignment: TextAlignment = .natural, textCase: TextCase = .original,
                dynamicType: DynamicTypeStyle? = nil, dynamicTypeScaling: DynamicTypeScaling = .fontMetrics,
                maximumPointSize: Double? = nil, measure: Int = ReadableMeasure.defaultCharactersPerLine,
                features: [FeatureSetting] = [], language: String? = nil, leading: LeadingTrait = .standard,
                variations: [VariationSetting] = [], opticalSizing: OpticalSizing = .automatic) {
        self.font = font
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.paragraphSpacing = paragraphSpacing
        self.alignment = alignment
        self.textCase = textCase
        self.dynamicType = dynamicType
        self.dynamicTypeScaling = dynamicTypeScaling
        self.maximumPointSize = maximumPointSize
        self.measure = measure
        self.features = features
        self.language = language
        self.leading = leading
        self.variations = variations
        self.opticalSizing = opticalSizing
    }

    /// The system font's style for a text style, as `UIFont.preferredFont(forTextStyle:)` gives
    /// it: HIG sizes and leadings for every category, the style's weight.
    public static func system(_ style: DynamicTypeStyle) -> TextStyle {
        TextStyle(font: .system(style.weight), pointSize: style.pointSize(at: .default), lineHeight: .dynamicTypeLeading,
                  dynamicType: style, dynamicTypeScaling: .table)
    }

    /// The point size at `category` on `grid`: the table's size (``DynamicTypeScaling/table``) or
    /// the UIFontMetrics model (``DynamicTypeScaling/fontMetrics``), capped at ``maximumPointSize``.
    public func pointSize(at category: ContentSizeCategory, grid: PixelGrid) -> Double {
        guard let style = dynamicType else { return pointSize }
        switch dynamicTypeScaling {
        case .table:
            let size = style.pointSize(at: category)
            if let maximumPointSize, maximumPointSize > 0, size > maximumPointSize { return maximumPointSize }
            return size
        case .fontMetrics:
            return DynamicType.scaledPointSize(pointSize, style: style, category: category, grid: grid,
                                               maximumPointSize: maximumPointSize)
        }
    }

    /// How a fixed point value (line height, paragraph spacing) scales to `category`.
    ///
    /// The UIFontMetrics model (``DynamicType/scaledValue(_:style:category:grid:)``); when the
    /// point size was capped by ``maximumPointSize``, fixed values shrink by the same factor so
    /// the spec's proportions hold (our choice: UIKit has no cap for `scaledValue`).
    func scaleFixedValue(_ value: Double, category: ContentSizeCategory, grid: PixelGrid, cappedBy cap: Double) -> Double {
        guard let style = dynamicType else { return value }
        return DynamicType.scaledValue(value, style: style, category: category, grid: grid) * cap
    }
}
