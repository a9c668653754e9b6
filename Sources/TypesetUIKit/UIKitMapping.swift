#if canImport(UIKit) && !os(watchOS)
import CoreText
import Foundation
import UIKit
import TypesetCoreText
import TypesetStyle
import TypesetPlatform

// Value mapping between the core's platform-neutral types and UIKit's. No numbers are computed
// here: every value comes from `StylePlan` (Sources/TypesetPlatform), tested on Linux.

extension PlatformVersion {
    /// The release this process runs on.
    public static var running: PlatformVersion {
        #if targetEnvironment(macCatalyst)
        // Mac Catalyst's `#available(iOS ...)` checks use iOS numbering, which the core expects.
        if #available(iOS 26.0, *) { return PlatformVersion(.macCatalyst, 26) }
        if #available(iOS 17.0, *) { return PlatformVersion(.macCatalyst, 17) }
        if #available(iOS 16.4, *) { return PlatformVersion(.macCatalyst, 16, 4) }
        return PlatformVersion(.macCatalyst, 16)
        #else
        let version = ProcessInfo.processInfo.operatingSystemVersion
        #if os(tvOS)
        return PlatformVersion(.tvOS, version.majorVersion, version.minorVersion)
        #elseif os(visionOS)
        return PlatformVersion(.visionOS, version.majorVersion, version.minorVersion)
        #else
        return PlatformVersion(.iOS, version.majorVersion, version.minorVersion)
        #endif
        #endif
    }
}

// The core's mappings (Sources/TypesetPlatform/PlatformValues.swift) for UIKit's types:
// `UIFont.Weight(weight)`, `UIFontDescriptor.SystemDesign(design)`, `NSTextAlignment(alignment)`
// and `TypesetStyle.TextAlignment(textAlignment)`, `NSLineBreakMode(mode)` and back, and
// `ParagraphAttributes.apply(to:alignment:lineBreakMode:)`.
extension UIFont.Weight: SystemFontWeightValues {}
extension UIFontDescriptor.SystemDesign: SystemFontDesignValues {}
extension NSTextAlignment: TextAlignmentValues {}
extension NSLineBreakMode: LineBreakModeValues {}
extension NSMutableParagraphStyle: ParagraphStyleValues {}

/// The core's content size categories as UIKit's, and back (the core's inverse):
/// `TypesetStyle.ContentSizeCategory(traits.preferredContentSizeCategory)` is the default (`.large`)
/// for `.unspecified` and values the core does not know.
extension UIContentSizeCategory: PlatformValues {
    /// UIKit's category for the core's.
    public init(_ category: TypesetStyle.ContentSizeCategory) {
        let values: [TypesetStyle.ContentSizeCategory: UIContentSizeCategory] = [
            .xS: .extraSmall, .S: .small, .M: .medium, .L: .large, .xL: .extraLarge, .xxL: .extraExtraLarge,
            .xxxL: .extraExtraExtraLarge, .AX1: .accessibilityMedium, .AX2: .accessibilityLarge,
            .AX3: .accessibilityExtraLarge, .AX4: .accessibilityExtraExtraLarge, .AX5: .accessibilityExtraExtraExtraLarge,
        ]
        self = values[category] ?? .large
    }
}

extension TypesetStyle.ContentSizeCategory {
    /// UIKit's category.
    public var uiContentSizeCategory: UIContentSizeCategory { UIContentSizeCategory(self) }
}

extension UIFont.TextStyle {
    /// UIKit's text style for the Dynamic Type style.
    public init(_ style: DynamicTypeStyle) {
        switch style {
        case .largeTitle:
            #if os(tvOS)
            self = .title1  // tvOS has no large title style.
            #else
            self = .largeTitle
            #endif
        case .title1: self = .title1
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .body: self = .body
        case .callout: self = .callout
        case .subheadline: self = .subheadline
        case .footnote: self = .footnote
        case .caption1: self = .caption1
        case .caption2: self = .caption2
        }
    }
}

extension ScaledMetrics {
    /// A UIFont's metrics in points, as UIKit reports them (descender negative).
    public init(_ font: UIFont) {
        self.init(pointSize: Double(font.pointSize), ascender: Double(font.ascender), descender: Double(font.descender),
                  leading: Double(font.leading), capHeight: Double(font.capHeight), xHeight: Double(font.xHeight))
    }
}

extension SizeClass {
    /// The core's size class for UIKit's; `nil` for `.unspecified`.
    public init?(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        default: return nil
        }
    }
}

extension StyleTraits {
    /// The size classes and Bold Text (`legibilityWeight == .bold`) of `traits`.
    public init(_ traits: UITraitCollection) {
        self.init(horizontalSizeClass: SizeClass(traits.horizontalSizeClass), verticalSizeClass: SizeClass(traits.verticalSizeClass),
                  isBoldText: traits.legibilityWeight == .bold)
    }
}

extension UIEdgeInsets {
    /// Top and bottom insets from the core; left and right zero.
    public init(_ insets: VerticalInsets) {
        self.init(top: CGFloat(insets.top), left: 0, bottom: CGFloat(insets.bottom), right: 0)
    }
}

/// Creating fonts and attributes from a plan.
public enum UIKitStyleMapping {
    /// The font for `request` without UIFontMetrics scaling (`nil` when a named font is not
    /// registered), with the request's OpenType features and variable font axes on its descriptor
    /// (``withFeatures(_:_:)``, ``withVariations(_:_:opticalSize:)``),
    /// so that the font UIFontMetrics scales from it keeps them.
    public static func baseFont(_ request: FontRequest, size: Double) -> UIFont? {
        let font: UIFont?
        switch request.face {
        case .system(let weight):
            font = UIFont.systemFont(ofSize: CGFloat(size), weight: UIFont.Weight(weight))
        case .postScriptName(let name):
            font = UIFont(name: name, size: CGFloat(size))
        case .systemDesign(let design, let weight):
            let system = UIFont.systemFont(ofSize: CGFloat(size), weight: UIFont.Weight(weight))
            font = system.fontDescriptor.withDesign(UIFontDescriptor.SystemDesign(design)).map { UIFont(descriptor: $0, size: CGFloat(size)) }
        }
        return font.map { withVariations(withFeatures($0, request.features), request.variations, opticalSize: request.opticalSizeAttribute) }
    }

    /// `font` with `variations` under the descriptor's `kCTFontVariationAttribute` (axis
    /// identifier → value, ``FontDescriptorVariation``) and `opticalSize` (`"auto"` or `"none"`)
    /// under `kCTFontOpticalSizeAttribute`, at the same size; `font` itself with neither.
    public static func withVariations(_ font: UIFont, _ variations: [FontDescriptorVariation], opticalSize: String?) -> UIFont {
        guard !variations.isEmpty || opticalSize != nil else { return font }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [:]
        if !variations.isEmpty {
            var axes: [NSNumber: NSNumber] = [:]
            for variation in variations { axes[NSNumber(value: variation.identifier)] = NSNumber(value: variation.value) }
            attributes[UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String)] = axes
        }
        if let opticalSize { attributes[UIFontDescriptor.AttributeName(rawValue: kCTFontOpticalSizeAttribute as String)] = opticalSize }
        return UIFont(descriptor: font.fontDescriptor.addingAttributes(attributes), size: font.pointSize)
    }

    /// `font` with `features` as its descriptor's feature settings (``FontDescriptorFeature``: one
    /// Core Text OpenType dictionary each), at the same size; `font` itself without features.
    public static func withFeatures(_ font: UIFont, _ features: [FontDescriptorFeature]) -> UIFont {
        guard !features.isEmpty else { return font }
        let settings = features.map(featureSetting)
        let descriptor = font.fontDescriptor.addingAttributes([.featureSettings: settings])
        return UIFont(descriptor: descriptor, size: font.pointSize)
    }

    /// One setting as Core Text's OpenType feature dictionary: `kCTFontOpenTypeFeatureTag` and
    /// `kCTFontOpenTypeFeatureValue` (UIKit names only the AAT keys, `FeatureKey.type` and
    /// `.selector`; the OpenType ones are Core Text's strings, see ``FontDescriptorFeature``).
    public static func featureSetting(_ feature: FontDescriptorFeature) -> [UIFontDescriptor.FeatureKey: Any] {
        [
            UIFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureTag as String): feature.tag,
            UIFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureValue as String): NSNumber(value: feature.value),
        ]
    }

    /// The font for `request` in `traits`: UIFontMetrics scaling of the base size when the
    /// request asks for it (Typography.md, "Dynamic Type": custom fonts with Dynamic Type and a maximum size),
    /// otherwise the size the core chose.
    public static func font(_ request: FontRequest, traits: UITraitCollection) -> UIFont? {
        guard let scaling = request.scaling else { return baseFont(request, size: request.pointSize) }
        guard let base = baseFont(request, size: scaling.basePointSize) else { return nil }
        let metrics = UIFontMetrics(forTextStyle: UIFont.TextStyle(scaling.textStyle))
        return metrics.scaledFont(for: base, maximumPointSize: CGFloat(scaling.maximumPointSize), compatibleWith: traits)
    }

    /// The plan and font for `style` in `traits`: the font first (UIFontMetrics may choose its
    /// size), then the plan for the size UIKit chose. `nil` when the style's font is not
    /// installed (``resolve(_:traits:technique:)`` says why and falls back).
    @MainActor
    public static func plan(_ style: TextStyle, traits: UITraitCollection, technique: LineHeightTechnique = .exact)
        -> (plan: StylePlan, font: UIFont)?
    {
        try? planOrThrow(style, traits: traits, technique: technique)
    }

    /// ``plan(_:traits:technique:)``, throwing ``PlatformFontError`` when the font is missing.
    @MainActor
    public static func planOrThrow(_ style: TextStyle, traits: UITraitCollection, technique: LineHeightTechnique = .exact)
        throws(PlatformFontError) -> (plan: StylePlan, font: UIFont)
    {
        let scale = Double(traits.displayScale)
        let category = TypesetStyle.ContentSizeCategory(traits.preferredContentSizeCategory)
        let platform = PlatformVersion.running
        let first = StylePlan(style, scale: scale, category: category, platform: platform, technique: technique)
        guard let font = font(first.font, traits: traits) else { throw first.font.unavailableError }
        guard first.font.scaling != nil else { return (first, font) }
        let plan = StylePlan(style, scale: scale, category: category, platform: platform, technique: technique,
                             platformPointSize: Double(font.pointSize))
        return (plan, font)
    }

    /// The plan, the font and, when the style's font is missing, why: then the plan is the
    /// core's fallback (``TextStyle/fallback``: the system font at the nearest weight,
    /// same size, line height and spacing), so the text stays visible and laid out by the style.
    @MainActor
    public static func resolve(_ style: TextStyle, traits: UITraitCollection, technique: LineHeightTechnique = .exact)
        -> (plan: StylePlan, font: UIFont, error: PlatformFontError?)?
    {
        do {
            let planned = try planOrThrow(style, traits: traits, technique: technique)
            return (planned.plan, planned.font, nil)
        } catch {
            let fallback = style.fallback
            guard let planned = try? planOrThrow(fallback, traits: traits, technique: technique) else { return nil }
            return (planned.plan, planned.font, error)
        }
    }

    /// The paragraph style for `attributes`, keeping the view's alignment and line break mode
    /// unless the style sets an alignment.
    public static func paragraphStyle(_ attributes: ParagraphAttributes, alignment: NSTextAlignment,
                                      lineBreakMode: NSLineBreakMode) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        attributes.apply(to: style, alignment: alignment, lineBreakMode: lineBreakMode)
        return style
    }

    /// The attributed string attributes for `attributes` and `font`, with the language under
    /// each of ``ParagraphAttributes/languageKeys``.
    public static func attributes(_ attributes: ParagraphAttributes, font: UIFont, alignment: NSTextAlignment,
                                  lineBreakMode: NSLineBreakMode) -> [NSAttributedString.Key: Any] {
        var dictionary: [NSAttributedString.Key: Any] = [
            .font: font,
            .paragraphStyle: paragraphStyle(attributes, alignment: alignment, lineBreakMode: lineBreakMode),
            .kern: NSNumber(value: attributes.kern),
            .baselineOffset: NSNumber(value: attributes.baselineOffset),
        ]
        if let language = attributes.language {
            for key in attributes.languageKeys { dictionary[NSAttributedString.Key(key)] = language }
        }
        return dictionary
    }

    /// `text` with the style's case transformation and `attributes`.
    public static func attributedString(_ text: String, _ attributes: ParagraphAttributes,
                                        _ dictionary: [NSAttributedString.Key: Any]) -> NSAttributedString {
        NSAttributedString(string: attributes.textCase.apply(to: text), attributes: dictionary)
    }
}
#endif
