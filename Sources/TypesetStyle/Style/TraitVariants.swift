/// Tight or loose leading, as Apple's fonts offer it (`UIFontDescriptor.SymbolicTraits`
/// `traitTightLeading` / `traitLooseLeading`, SwiftUI's `Font.Leading`).
///
/// The amounts are Apple's documented ones, applied by Typeset to any style's line height
/// (Apple states them for its text-style fonts only):
/// - tight: "For fonts that you create using `UIFont.TextStyle`, tight leading subtracts 2 points
///   from the current leading value" (UIKit, `UIFontDescriptor.SymbolicTraits.traitTightLeading`);
/// - loose: "This value typically increases line spacing by 1 point for watchOS and 2 points on
///   other platforms" (SwiftUI, `Font.Leading.loose`); UIKit's `traitLooseLeading` says only
///   "greater than the default". Typeset uses 2 points (the watchOS 1 point is not modelled).
///
/// Not measured on a device; where an app's fonts differ, set the line height itself.
public enum LeadingTrait: String, Sendable, Hashable, CaseIterable {
    case standard, tight, loose

    /// Points added to the resolved line height (the result is never below 0).
    public var lineHeightAdjustment: Double {
        switch self {
        case .standard: 0
        case .tight: -2
        case .loose: 2
        }
    }
}

/// A size class (`UIUserInterfaceSizeClass`, SwiftUI's `UserInterfaceSizeClass`).
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
}

/// The traits a style may vary by besides the content size category and display scale.
public struct StyleTraits: Sendable, Hashable {
    /// The horizontal size class; `nil` when unspecified.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class; `nil` when unspecified.
    public var verticalSizeClass: SizeClass?
    /// Whether Bold Text is on (`UITraitCollection.legibilityWeight == .bold`, SwiftUI's
    /// `legibilityWeight`).
    public var isBoldText: Bool

    /// Creates traits.
    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, isBoldText: Bool = false) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.isBoldText = isBoldText
    }
}

/// When a variant applies: every trait it names must match (`nil` matches anything).
public struct TraitCondition: Sendable, Hashable {
    /// The horizontal size class required, if any.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class required, if any.
    public var verticalSizeClass: SizeClass?
    /// Bold Text on or off, if required.
    public var isBoldText: Bool?

    /// Creates a condition.
    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, isBoldText: Bool? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.isBoldText = isBoldText
    }

    /// Whether `traits` satisfy the condition.
    public func matches(_ traits: StyleTraits) -> Bool {
        if let horizontalSizeClass, traits.horizontalSizeClass != horizontalSizeClass { return false }
        if let verticalSizeClass, traits.verticalSizeClass != verticalSizeClass { return false }
        if let isBoldText, traits.isBoldText != isBoldText { return false }
        return true
    }
}

/// A style that varies by size class and Bold Text (a `(UITraitCollection) -> UIFont` function,
/// as data): a base style and variants, the first whose condition matches winning.
///
/// ```swift
/// let body = TextStyleVariants(base: regular, variants: [
///     .init(TraitCondition(isBoldText: true), bold),
///     .init(TraitCondition(horizontalSizeClass: .regular), larger),
/// ])
/// label.typesetStyleVariants = body   // follows the traits by itself
/// ```
public struct TextStyleVariants: Sendable {
    /// One variant.
    public struct Variant: Sendable {
        /// When it applies.
        public var condition: TraitCondition
        /// The style then.
        public var style: TextStyle
        /// Creates a variant.
        public init(_ condition: TraitCondition, _ style: TextStyle) {
            self.condition = condition
            self.style = style
        }
    }

    /// The style when no variant matches.
    public var base: TextStyle
    /// The variants, in order of precedence.
    public var variants: [Variant]

    /// Creates variants.
    public init(base: TextStyle, variants: [Variant]) {
        self.base = base
        self.variants = variants
    }

    /// The style for `traits`: the first matching variant's, else the base.
    public func style(for traits: StyleTraits) -> TextStyle {
        variants.first { $0.condition.matches(traits) }?.style ?? base
    }

    /// Which traits the choice depends on, so an adapter observes only those.
    public var dependsOnSizeClass: Bool {
        variants.contains { $0.condition.horizontalSizeClass != nil || $0.condition.verticalSizeClass != nil }
    }

    /// Whether the choice depends on Bold Text.
    public var dependsOnBoldText: Bool { variants.contains { $0.condition.isBoldText != nil } }
}
