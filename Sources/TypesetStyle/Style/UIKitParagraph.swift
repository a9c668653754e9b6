import TypesetFontMetrics
/// Space above the first and below the last line of a label, points.
public struct OuterPadding: Sendable, Hashable {
    /// Above the first line.
    public var top: Double
    /// Below the last line.
    public var bottom: Double
    /// Creates padding.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// The `baselineOffset` attribute for an exact line height, for both UIKit behaviours.
public struct BaselineOffset: Sendable, Hashable {
    /// For iOS before 16.4, where the offset moved text twice as far: (lineHeight - font.lineHeight) / 4.
    public var beforeiOS16_4: Double
    /// For iOS 16.4 and later: (lineHeight - font.lineHeight) / 2; negative values are ignored
    /// with min/max line height.
    public var fromiOS16_4: Double
    /// Creates offsets.
    public init(beforeiOS16_4: Double, fromiOS16_4: Double) {
        self.beforeiOS16_4 = beforeiOS16_4
        self.fromiOS16_4 = fromiOS16_4
    }
}

/// The values to hand UIKit for one resolved style, each the result of one published approach (Documentation/Typography.md cites them).
public struct UIKitParagraph: Sendable, Hashable {
    /// `NSParagraphStyle.lineSpacing` = lineHeight - font.lineHeight (Typography.md, "Outer padding"). UIKit clamps a
    /// negative value to 0; this is the unclamped difference.
    public var lineSpacing: Double
    /// Padding above the first and below the last line that completes the line height when only
    /// `lineSpacing` is set: (lineHeight - font.lineHeight) / 2 each (Typography.md, "Outer padding"; LineHeightedLabel).
    public var outerPadding: OuterPadding
    /// `NSParagraphStyle.minimumLineHeight` for an exact line height (= lineHeight).
    public var minimumLineHeight: Double
    /// `NSParagraphStyle.maximumLineHeight` for an exact line height (= lineHeight).
    public var maximumLineHeight: Double
    /// `NSParagraphStyle.lineHeightMultiple` that gives lineHeight: lineHeight / font.lineHeight.
    public var lineHeightMultiple: Double
    /// `baselineOffset` that centres the glyphs in the exact line box (visual shift
    /// (lineHeight - font.lineHeight) / 2 up). Source: Apple developer forums 124799 and
    /// Stack Overflow 76655003 (a single source; both behaviours kept selectable).
    public var baselineOffset: BaselineOffset
    /// `NSAttributedString.Key.kern`, points.
    public var kern: Double
    /// `NSParagraphStyle.paragraphSpacing`, points.
    public var paragraphSpacing: Double
    /// The Cap Height Alignment for iOS Auto Layout article's pixel-exact `alignmentRectInsets` for cap-height (top) and baseline (bottom) alignment.
    public var capHeightInset: CapHeightInsets

    /// The values for `metrics` at line height `lineHeight` on `grid`.
    public init(metrics: ScaledMetrics, lineHeight: Double, kern: Double, paragraphSpacing: Double, grid: PixelGrid) {
        let difference = lineHeight - metrics.lineHeight
        let halfLeading = BaselineOffsetBehaviour.halfLeading(lineHeight: lineHeight, fontLineHeight: metrics.lineHeight)
        lineSpacing = difference
        outerPadding = OuterPadding(top: halfLeading, bottom: halfLeading)
        minimumLineHeight = lineHeight
        maximumLineHeight = lineHeight
        lineHeightMultiple = metrics.lineHeight > 0 ? lineHeight / metrics.lineHeight : 1
        baselineOffset = BaselineOffset(beforeiOS16_4: halfLeading / 2, fromiOS16_4: halfLeading)
        self.kern = kern
        self.paragraphSpacing = paragraphSpacing
        capHeightInset = CapHeightInsets.pixelExact(metrics, grid: grid)
    }
}
