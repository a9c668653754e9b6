import TypesetStyle

/// How an adapter learns that the content size category or display scale changed (Typography.md, "Dynamic Type").
public enum TraitObservation: String, Sendable, Hashable, CaseIterable {
    /// `registerForTraitChanges(_:handler:)` on the styled view itself (iOS 17 and later).
    case traitRegistration
    /// An invisible zero-size proxy subview whose `traitCollectionDidChange(_:)` re-applies the
    /// style (before iOS 17): UIKit sends trait changes to every subview, rendered or not.
    case proxyView
    /// Nothing to observe (AppKit, or a style that depends on no trait).
    case none

    /// The mechanism for `platform`: trait registration where it exists, the proxy view on
    /// earlier UIKit releases, none on macOS (AppKit has no trait collections).
    public init(platform: PlatformVersion) {
        if platform.platform == .macOS {
            self = .none
        } else {
            self = platform.hasTraitChangeRegistration ? .traitRegistration : .proxyView
        }
    }
}

/// Which traits a style depends on.
public struct TraitDependencies: Sendable, Hashable {
    /// The content size category (the style follows a Dynamic Type text style).
    public var contentSizeCategory: Bool
    /// The display scale (pixel snapping of insets, paddings and scaled values; always).
    public var displayScale: Bool
    /// Creates dependencies.
    public init(contentSizeCategory: Bool, displayScale: Bool) {
        self.contentSizeCategory = contentSizeCategory
        self.displayScale = displayScale
    }
}

/// A style's Dynamic Type numbers at one category, and how an adapter follows changes.
public struct DynamicTypePlan: Sendable, Hashable {
    /// The category resolved.
    public let category: ContentSizeCategory
    /// The point size (the table's, Typeset's UIFontMetrics model's, or the platform's).
    public let pointSize: Double
    /// The line height in points at that size.
    public let lineHeight: Double
    /// The style's maximum point size (0 = none).
    public let maximumPointSize: Double
    /// Whether the maximum size capped the point size at this category.
    public let isCapped: Bool
    /// Which traits the style depends on.
    public let dependencies: TraitDependencies
    /// How the adapter observes them on the release.
    public let observation: TraitObservation

    /// The plan for `resolved` on `platform`.
    public init(_ resolved: ResolvedStyle, platform: PlatformVersion) {
        let style = resolved.style
        category = resolved.category
        pointSize = resolved.pointSize
        lineHeight = resolved.lineHeight
        let maximum = max(0, style.maximumPointSize ?? 0)
        maximumPointSize = maximum
        isCapped = maximum > 0 && style.dynamicType != nil && resolved.pointSize >= maximum
        dependencies = TraitDependencies(contentSizeCategory: style.dynamicType != nil && platform.hasContentSizeCategory,
                                         displayScale: true)
        observation = TraitObservation(platform: platform)
    }
}
