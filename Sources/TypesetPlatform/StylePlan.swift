import TypesetStyle

/// Everything a platform adapter maps for one style, at one display scale, content size category
/// and OS release: the "adapter plan". Pure values, computed on any platform and unit-tested on
/// Linux; `TypesetUIKit`, `TypesetSwiftUI` and `TypesetAppKit` only assign them to UIKit, SwiftUI
/// and AppKit properties.
///
/// ```swift
/// let plan = StylePlan(body, scale: 3, category: .AX1, platform: .iOS(17))
/// plan.paragraph.minimumLineHeight   // NSParagraphStyle.minimumLineHeight
/// plan.paragraph.baselineOffset      // .baselineOffset, for iOS 17's behaviour
/// plan.capHeight.insets.top          // alignmentRectInsets.top for cap-height alignment
/// ```
public struct StylePlan: Sendable {
    /// The style resolved at the scale and category.
    public let resolved: ResolvedStyle
    /// The release.
    public let platform: PlatformVersion
    /// The line height technique.
    public let technique: LineHeightTechnique
    /// The font to create.
    public let font: FontRequest
    /// Paragraph style and attributed string values.
    public let paragraph: ParagraphAttributes
    /// The Pixel-perfect line height in UIKit article: first-line top and last-line bottom.
    public let label: LabelPlan
    /// The Cap Height Alignment for iOS Auto Layout article: cap-height and baseline insets.
    public let capHeight: CapHeightAlignmentPlan
    /// The Readable Content Guides article: readable width.
    public let readable: ReadableGuidePlan
    /// The Adaptive text styles article: Dynamic Type numbers and trait observation.
    public let dynamicType: DynamicTypePlan
    /// SwiftUI's modifier values.
    public let swiftUI: SwiftUITextPlan

    /// The plan for `style`.
    ///
    /// - Parameters:
    ///   - style: the style as the design specifies it.
    ///   - scale: display scale (`UITraitCollection.displayScale`, `NSWindow.backingScaleFactor`).
    ///   - category: content size category (the default on macOS).
    ///   - platform: the running release.
    ///   - technique: how the line height is produced in UIKit.
    ///   - platformPointSize: the size UIFontMetrics gave the font, when the adapter asked it
    ///     (``FontRequest/scaling``); `nil` to use Typeset's model.
    public init(_ style: TextStyle, scale: Double, category: ContentSizeCategory, platform: PlatformVersion,
                technique: LineHeightTechnique = .exact, platformPointSize: Double? = nil) {
        let category = platform.hasContentSizeCategory ? category : .default
        let resolved = ResolvedStyle(style, grid: PixelGrid(scale: scale), category: category, platformPointSize: platformPointSize)
        self.resolved = resolved
        self.platform = platform
        self.technique = technique
        font = FontRequest(resolved)
        paragraph = ParagraphAttributes(resolved, platform: platform, technique: technique)
        label = LabelPlan(resolved, technique: technique, platform: platform)
        capHeight = CapHeightAlignmentPlan(resolved, technique: technique, platform: platform)
        readable = ReadableGuidePlan(resolved)
        dynamicType = DynamicTypePlan(resolved, platform: platform)
        swiftUI = SwiftUITextPlan(resolved, platform: platform)
    }

    /// `alignmentRectInsets` for a styled label: the cap line at the top when `capHeight` is set
    /// (otherwise the top of the design's first line box, ``LabelPlan/alignmentRectInsets``), the
    /// last baseline at the bottom when `baseline` is set (otherwise the bottom of the last box).
    public func alignmentRectInsets(capHeight alignCapHeight: Bool, baseline alignBaseline: Bool) -> VerticalInsets {
        let box = label.alignmentRectInsets
        return VerticalInsets(top: alignCapHeight ? capHeight.insets.top : box.top,
                              bottom: alignBaseline ? capHeight.insets.bottom : box.bottom)
    }

}
