import TypesetFontMetrics
/// The three line models of a resolved style (``LineModel``).
public struct LineModels: Sendable, Hashable {
    /// Design tools / CSS half-leading.
    public var design: LineGeometry
    /// UIKit exact line height with the centring baseline offset.
    public var uikitExact: LineGeometry
    /// UIKit lineSpacing only.
    public var uikitLineSpacing: LineGeometry

    /// The geometry of `model`.
    public subscript(model: LineModel) -> LineGeometry {
        switch model {
        case .design: design
        case .uikitExact: uikitExact
        case .uikitLineSpacing: uikitLineSpacing
        }
    }
}

/// A text style resolved for a display scale and a content size category: every number the
/// published approaches need, each named after what it is and documented with its source.
public struct ResolvedStyle: Sendable {
    /// The style resolved.
    public let style: TextStyle
    /// The pixel grid (display scale).
    public let grid: PixelGrid
    /// The content size category.
    public let category: ContentSizeCategory
    /// The style's font at the instance the style selects (``variations``): a variable face's
    /// metrics and advances at that instance; the style's font itself otherwise.
    public let font: StyleFont
    /// The user coordinates of the variable font instance the style is set in, one per axis of
    /// the font in `fvar` order: the style's ``TextStyle/variations`` clamped to the axes, `opsz`
    /// at ``pointSize`` with automatic optical sizing (``FontInstanceRule``). Empty for a static
    /// font and for fonts whose axes are not known here (system, installed).
    public let variations: [VariationSetting]
    /// The point size at the category (``TextStyle/pointSize(at:grid:)``).
    public let pointSize: Double
    /// The line height in points at the category.
    public let lineHeight: Double
    /// The font's metrics at ``pointSize``.
    public let metrics: ScaledMetrics
    /// UIKit's `kern`, points.
    public let kern: Double
    /// Paragraph spacing at the category, points.
    public let paragraphSpacing: Double
    /// The UIKit values.
    public let uikit: UIKitParagraph
    /// Line positions under the three models.
    public let lines: LineModels
    /// Capsize trims (cap line and baseline).
    public let trims: CapsizeTrims
    /// The readable measure.
    public let readable: ReadableWidth

    /// `UIFont.lineHeight` = ascender - descender + leading at the point size.
    public var fontLineHeight: Double { metrics.lineHeight }

    /// The display scale (pixels per point).
    public var scale: Double { grid.scale }

    /// What to subtract from a designer's measured gap between two lines to get `lineSpacing`
    /// (Typography.md, "A designer's gap"): font.lineHeight - pointSize, the blank the font already puts around its glyphs.
    public var designGapToLineSpacing: Double { fontLineHeight - pointSize }

    /// `lineSpacing` for a gap measured in a design between the glyphs of two lines (Typography.md, "A designer's gap"):
    /// gap - (font.lineHeight - pointSize).
    public func lineSpacing(forDesignGap gap: Double) -> Double { gap - designGapToLineSpacing }

    /// The lint findings (``StyleLint``).
    public var lint: [StyleFinding] { StyleLint.findings(self) }

    /// Resolves `style` at `grid` and `category`.
    ///
    /// - Parameters:
    ///   - style: the style.
    ///   - grid: the pixel grid (display scale).
    ///   - category: the content size category.
    ///   - platformPointSize: the point size the platform actually gave the font (for
    ///   example `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`'s), when it is
    ///   to be used instead of Typeset's model. Fixed values (a line height in points, paragraph
    ///   spacing) then scale by the ratio of that size to the model's uncapped size, so they keep
    ///   their proportion to the font UIKit really draws.
    ///
    /// The style's numbers are clamped first (``TextStyle/clamped()``): a hostile number (1e308,
    /// -1, NaN, infinity) neither traps nor gives NaN; ``style`` is the style as given (so the lint
    /// can name what was clamped). A display
    /// scale above 16 (``NumberRule/scale``) is 16, one that is not finite or not positive is 3.
    public init(_ style: TextStyle, grid: PixelGrid, category: ContentSizeCategory, platformPointSize: Double? = nil) {
        let given = style
        let style = style.clamped()
        let grid = grid.scale.isFinite && grid.scale > 0 && grid.scale <= NumberRule.scale.upperBound
            ? grid : PixelGrid(scale: grid.scale.isFinite && grid.scale > 0 ? NumberRule.scale.upperBound : 3)
        self.style = given
        self.grid = grid
        self.category = category
        let platformSize = platformPointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let size = platformSize ?? style.pointSize(at: category, grid: grid)
        pointSize = size
        // The instance of a variable font: chosen at the point size (optical size), read once.
        let axes = style.font.variationAxes
        variations = axes.isEmpty ? [] : style.instanceSettings(axes: axes, pointSize: size)
        let font = variations.isEmpty ? style.font : style.font.instance(variations)
        self.font = font
        let metrics = font.metrics.scaled(to: size)
        self.metrics = metrics
        // A point size capped by maximumPointSize shrinks fixed values by the same factor.
        var capFactor = 1.0
        if let dynamicType = style.dynamicType {
            let uncapped: Double
            switch style.dynamicTypeScaling {
            case .table: uncapped = dynamicType.pointSize(at: category)
            case .fontMetrics: uncapped = DynamicType.scaledValue(style.pointSize, style: dynamicType, category: category, grid: grid)
            }
            if uncapped > 0, size < uncapped || platformSize != nil { capFactor = size / uncapped }
        }
        let scaleFixed: (Double) -> Double = { style.scaleFixedValue($0, category: category, grid: grid, cappedBy: capFactor) }
        var tableLeading: Double? = style.dynamicType.map { $0.leading(at: category) }
        if let leading = tableLeading { tableLeading = leading * capFactor }
        let specified = style.lineHeight.resolve(pointSize: size, fontLineHeight: metrics.lineHeight,
                                                 tableLeading: tableLeading, scalePoints: scaleFixed)
        // Tight or loose leading moves the line height by Apple's documented points (LeadingTrait).
        let lineHeight = style.leading == .standard ? specified : max(0, specified + style.leading.lineHeightAdjustment)
        self.lineHeight = lineHeight
        kern = style.letterSpacing.kern(pointSize: size)
        paragraphSpacing = scaleFixed(style.paragraphSpacing)
        uikit = UIKitParagraph(metrics: metrics, lineHeight: lineHeight, kern: kern, paragraphSpacing: paragraphSpacing, grid: grid)
        lines = LineModels(design: LineGeometry(model: .design, metrics: metrics, lineHeight: lineHeight),
                           uikitExact: LineGeometry(model: .uikitExact, metrics: metrics, lineHeight: lineHeight),
                           uikitLineSpacing: LineGeometry(model: .uikitLineSpacing, metrics: metrics, lineHeight: lineHeight))
        trims = CapsizeTrims(metrics: metrics, lineHeight: lineHeight)
        let average = font.averageCharacterWidth
        readable = ReadableWidth(charactersPerLine: style.measure,
                                 width: ReadableMeasure.width(characters: Double(style.measure), averageCharacterWidth: average.em,
                                                              pointSize: size, kern: kern),
                                 averageCharacterWidth: average)
    }
}

extension TextStyle {
    /// The style resolved for display scale `scale` (1, 2 or 3) and content size category `category`.
    public func resolved(scale: Double = 3, category: ContentSizeCategory = .default) -> ResolvedStyle {
        ResolvedStyle(self, grid: PixelGrid(scale: scale), category: category)
    }
}
