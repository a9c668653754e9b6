// A style's OpenType features and language as the Apple frameworks take them: the font
// descriptor's feature settings and the attributed string's language keys. The decisions are made
// here and tested on Linux; the adapters build the framework's dictionaries from these values.

import TypesetFontMetrics
import TypesetStyle

/// One OpenType feature setting as a font descriptor carries it: the dictionary
/// `[kCTFontOpenTypeFeatureTag: tag, kCTFontOpenTypeFeatureValue: value]` in the array under
/// `UIFontDescriptor.AttributeName.featureSettings` (`NSFontDescriptor.AttributeName.featureSettings`
/// on AppKit, `kCTFontFeatureSettingsAttribute` in Core Text).
///
/// Core Text's documentation of `kCTFontFeatureSettingsAttribute` (CTFontDescriptor.h,
/// https://developer.apple.com/documentation/coretext/kctfontfeaturesettingsattribute): "An
/// OpenType setting dictionary contains a tuple of a kCTFontOpenTypeFeatureTag key-value pair and
/// a kCTFontOpenTypeFeatureValue key-value pair", accepted from OS X 10.10 and iOS 8.0; "In the
/// case of duplicate or conflicting settings the last setting in the list will take precedence."
/// UIKit documents only the AAT keys (`UIFontDescriptor.FeatureKey.type` and `.selector`); the
/// OpenType keys are Core Text's strings, used as `UIFontDescriptor.FeatureKey(rawValue:)`.
public struct FontDescriptorFeature: Sendable, Hashable, CustomStringConvertible {
    /// The feature tag, four characters (`tnum`, `ss01`; a shorter tag is padded with spaces as
    /// OpenType pads tags).
    public var tag: String
    /// 0 turns the feature off, 1 on; larger values pick an alternate (`aalt` 2).
    public var value: Int

    /// A setting.
    public init(tag: String, value: Int) {
        self.tag = tag
        self.value = value
    }

    /// `tnum=1`.
    public var description: String { "\(tag)=\(value)" }

    /// The descriptor settings for a style's features, in order:
    /// - only settings over the whole text: a font descriptor applies to every glyph set in the
    ///   font, so a setting over a range of the text (`liga[3:5]`, ``FeatureSetting/isGlobal`` false)
    ///   cannot be expressed there and is left out (``rangedFeatures(_:)`` lists them);
    /// - a tag set more than once keeps only its last setting, at the place of the last one (Core
    ///   Text lets the last setting win, as HarfBuzz and CSS `font-feature-settings` do; keeping
    ///   one makes the dictionaries say what applies);
    /// - values as given: 0 off, 1 on, larger an alternate.
    ///
    /// No setting is added or removed for Core Text's defaults (`liga`, `kern`, `calt`, ... are on
    /// unless a setting turns them off), so the descriptor carries exactly what the style asks.
    public static func settings(_ features: [FeatureSetting]) -> [FontDescriptorFeature] {
        let global = features.filter(\.isGlobal)
        var last: [UInt32: Int] = [:]
        for (index, feature) in global.enumerated() { last[feature.tag.rawValue] = index }
        return global.enumerated().compactMap { index, feature in
            guard last[feature.tag.rawValue] == index else { return nil }
            return FontDescriptorFeature(tag: feature.tag.description, value: Int(feature.value))
        }
    }

    /// The settings ``settings(_:)`` leaves out because they apply to a range of the text.
    public static func rangedFeatures(_ features: [FeatureSetting]) -> [FeatureSetting] {
        features.filter { !$0.isGlobal }
    }
}

/// An attributed string key that carries the text's language (BCP 47), under which an adapter
/// sets ``ParagraphAttributes/language``.
public enum LanguageAttributeKey: String, Sendable, Hashable, CaseIterable {
    /// Core Text's `kCTLanguageAttributeName` (iOS 7, macOS 10.9; used as
    /// `NSAttributedString.Key(kCTLanguageAttributeName as String)`): "a language identifier
    /// conforming to UTS #35 ... When this attribute is set to a valid identifier, it will be used
    /// to select localized glyphs (if supported by the font), and locale-specific line-breaking
    /// rules" (https://developer.apple.com/documentation/coretext/kctlanguageattributename).
    case coreText
    /// Foundation's `NSAttributedString.Key.languageIdentifier` (iOS, tvOS and Mac Catalyst 15,
    /// macOS 12, visionOS 1): "The language identifier associated with the range of text"
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/languageidentifier),
    /// the key `AttributedString`'s `languageIdentifier` converts to.
    case languageIdentifier

    /// The keys to set a language under on `platform`: Core Text's everywhere (the key documented
    /// to pick localized glyphs), and Foundation's as well where it exists, so that the language
    /// survives conversion to `AttributedString` (SwiftUI, `UIButton.Configuration`).
    public static func keys(on platform: PlatformVersion) -> [LanguageAttributeKey] {
        platform.hasLanguageIdentifierAttribute ? [.coreText, .languageIdentifier] : [.coreText]
    }
}
