#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CoreText
import Foundation
import TypesetCoreText
import TypesetStyle
import TypesetPlatform

// Value mapping only: every number comes from `StylePlan` (Sources/TypesetPlatform), tested on
// Linux. macOS has no content size category: styles resolve at the default (the core decides,
// `PlatformVersion.hasContentSizeCategory`).

extension PlatformVersion {
    /// The macOS release this process runs on.
    public static var runningMac: PlatformVersion {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return PlatformVersion(.macOS, version.majorVersion, version.minorVersion)
    }
}

/// Creating AppKit fonts and attributes from a plan.
public enum AppKitStyleMapping {
    /// The font for `request` (`nil` when a named font is not installed), with the request's
    /// OpenType features on its descriptor (``withFeatures(_:_:)``).
    public static func font(_ request: FontRequest) -> NSFont? {
        let font: NSFont?
        switch request.face {
        case .system(let weight):
            font = NSFont.systemFont(ofSize: CGFloat(request.pointSize), weight: NSFont.Weight(weight))
        case .postScriptName(let name):
            font = NSFont(name: name, size: CGFloat(request.pointSize))
        case .systemDesign(let design, let weight):
            let system = NSFont.systemFont(ofSize: CGFloat(request.pointSize), weight: NSFont.Weight(weight))
            font = system.fontDescriptor.withDesign(NSFontDescriptor.SystemDesign(design))
                .flatMap { NSFont(descriptor: $0, size: CGFloat(request.pointSize)) }
        }
        return font.map { withVariations(withFeatures($0, request.features), request.variations, opticalSize: request.opticalSizeAttribute) }
    }

    /// `font` with `variations` under the descriptor's `kCTFontVariationAttribute` (axis
    /// identifier → value, ``FontDescriptorVariation``) and `opticalSize` (`"auto"` or `"none"`)
    /// under `kCTFontOpticalSizeAttribute`, at the same size; `font` itself with neither or when
    /// AppKit cannot make the font.
    public static func withVariations(_ font: NSFont, _ variations: [FontDescriptorVariation], opticalSize: String?) -> NSFont {
        guard !variations.isEmpty || opticalSize != nil else { return font }
        var attributes: [NSFontDescriptor.AttributeName: Any] = [:]
        if !variations.isEmpty {
            var axes: [NSNumber: NSNumber] = [:]
            for variation in variations { axes[NSNumber(value: variation.identifier)] = NSNumber(value: variation.value) }
            attributes[NSFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String)] = axes
        }
        if let opticalSize { attributes[NSFontDescriptor.AttributeName(rawValue: kCTFontOpticalSizeAttribute as String)] = opticalSize }
        return NSFont(descriptor: font.fontDescriptor.addingAttributes(attributes), size: font.pointSize) ?? font
    }

    /// `font` with `features` as its descriptor's feature settings (``FontDescriptorFeature``: one
    /// Core Text OpenType dictionary each), at the same size; `font` itself without features or
    /// when AppKit cannot make the font.
    public static func withFeatures(_ font: NSFont, _ features: [FontDescriptorFeature]) -> NSFont {
        guard !features.isEmpty else { return font }
        let settings = features.map(featureSetting)
        let descriptor = font.fontDescriptor.addingAttributes([.featureSettings: settings])
        return NSFont(descriptor: descriptor, size: font.pointSize) ?? font
    }

    /// One setting as Core Text's OpenType feature dictionary: `kCTFontOpenTypeFeatureTag` and
    /// `kCTFontOpenTypeFeatureValue` (AppKit names only the AAT keys, `typeIdentifier` and
    /// `selectorIdentifier`; the OpenType ones are Core Text's strings, see ``FontDescriptorFeature``).
    public static func featureSetting(_ feature: FontDescriptorFeature) -> [NSFontDescriptor.FeatureKey: Any] {
        [
            NSFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureTag as String): feature.tag,
            NSFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureValue as String): NSNumber(value: feature.value),
        ]
    }

    /// The plan for `style` at display scale `scale` (`NSWindow.backingScaleFactor`).
    public static func plan(_ style: TextStyle, scale: CGFloat, technique: LineHeightTechnique = .exact) -> StylePlan {
        StylePlan(style, scale: Double(scale), category: .default, platform: PlatformVersion.runningMac, technique: technique)
    }

    /// The attributes for `plan`, keeping `alignment` and `lineBreakMode` unless the style sets an
    /// alignment, with the language under each of ``ParagraphAttributes/languageKeys``.
    public static func attributes(_ plan: StylePlan, font: NSFont, alignment: NSTextAlignment,
                                  lineBreakMode: NSLineBreakMode) -> [NSAttributedString.Key: Any] {
        let paragraph = plan.paragraph
        let style = NSMutableParagraphStyle()
        paragraph.apply(to: style, alignment: alignment, lineBreakMode: lineBreakMode)
        var dictionary: [NSAttributedString.Key: Any] = [
            .font: font,
            .paragraphStyle: style,
            .kern: NSNumber(value: paragraph.kern),
            .baselineOffset: NSNumber(value: paragraph.baselineOffset),
        ]
        if let language = paragraph.language {
            for key in paragraph.languageKeys { dictionary[NSAttributedString.Key(key)] = language }
        }
        return dictionary
    }
}

// The core's mappings (Sources/TypesetPlatform/PlatformValues.swift) for AppKit's types:
// `NSFont.Weight(weight)`, `NSFontDescriptor.SystemDesign(design)`, `NSTextAlignment(alignment)`
// and back, `NSLineBreakMode(mode)` and back, and `ParagraphAttributes.apply(to:alignment:lineBreakMode:)`.
extension NSFont.Weight: SystemFontWeightValues {}
extension NSFontDescriptor.SystemDesign: SystemFontDesignValues {}
extension NSTextAlignment: TextAlignmentValues {}
extension NSLineBreakMode: LineBreakModeValues {}
extension NSMutableParagraphStyle: ParagraphStyleValues {}

extension NSView {
    /// The display scale the view is drawn at (its window's, else the main screen's; 0 when
    /// neither is known, which the core treats as 1x).
    @MainActor
    var typesetBackingScale: CGFloat {
        window?.backingScaleFactor ?? NSScreen.main?.backingScaleFactor ?? .zero
    }
}

extension NSTextField {
    /// Shows `text` (or the current string) in `style`: exact line height, kern, case; keeps the
    /// field's alignment and line break mode unless the style sets an alignment.
    @MainActor
    public func applyTypesetStyle(_ style: TextStyle, text: String? = nil) {
        // A missing font shows the core's fallback (the system font at the nearest weight).
        guard let resolved = AppKitStyleMapping.resolve(style, scale: typesetBackingScale) else { return }
        let plan = resolved.plan, font = resolved.font
        let lineBreakMode = cell?.lineBreakMode ?? .byWordWrapping
        let attributes = AppKitStyleMapping.attributes(plan, font: font, alignment: alignment, lineBreakMode: lineBreakMode)
        let string = plan.paragraph.textCase.apply(to: text ?? stringValue)
        attributedStringValue = NSAttributedString(string: string, attributes: attributes)
    }
}

extension NSTextView {
    /// Applies `style` to the whole text and to typing: exact line height, kern, case; keeps the
    /// view's alignment and its text container's line break mode unless the style sets an alignment.
    @MainActor
    public func applyTypesetStyle(_ style: TextStyle) {
        // A missing font shows the core's fallback (the system font at the nearest weight).
        guard let resolved = AppKitStyleMapping.resolve(style, scale: typesetBackingScale) else { return }
        let plan = resolved.plan, font = resolved.font
        let lineBreakMode = textContainer?.lineBreakMode ?? .byWordWrapping
        let attributes = AppKitStyleMapping.attributes(plan, font: font, alignment: alignment, lineBreakMode: lineBreakMode)
        if let storage = textStorage {
            let string = plan.paragraph.textCase.apply(to: storage.string)
            storage.setAttributedString(NSAttributedString(string: string, attributes: attributes))
        }
        typingAttributes = attributes
        if let paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle { defaultParagraphStyle = paragraphStyle }
    }
}
#endif
