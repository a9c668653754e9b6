import TypesetFontMetrics
import TypesetStyle

// A style's variable font instance as the Apple frameworks take it: the font descriptor's
// variation attribute and Core Text's optical size attribute. Decided here, tested on Linux;
// the adapters only build the dictionaries (Documentation/Typography.md, "Variable fonts and
// optical size").

/// One axis value as a font descriptor carries it: an entry of the dictionary under
/// `kCTFontVariationAttribute` (`UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String)`,
/// the same on AppKit), whose keys are axis identifiers — the axis tag as a four-character code
/// integer (`wght` = 0x77676874) — and whose values are user coordinates (Core Text's
/// CTFontDescriptor.h: "kCTFontVariationAttribute ... a dictionary ... keyed by axis identifier",
/// https://developer.apple.com/documentation/coretext/kctfontvariationattribute).
public struct FontDescriptorVariation: Sendable, Hashable, CustomStringConvertible {
    /// The axis tag, four characters (`wght`; a shorter tag is padded with spaces).
    public var tag: String
    /// The axis identifier: the tag's four bytes as a big-endian integer.
    public var identifier: UInt32
    /// The value in user coordinates.
    public var value: Double

    /// A setting.
    public init(tag: Tag, value: Double) {
        self.tag = tag.description
        identifier = tag.rawValue
        self.value = value
    }

    /// `wght=650`.
    public var description: String {
        var text = tag
        while text.last == " " { text.removeLast() }
        return "\(text)=\(value)"
    }

    /// The descriptor's variation dictionary for a style in `font`: the style's
    /// ``TextStyle/variations``, one per axis (a tag set twice keeps its last value, at the place
    /// of the last one), and for a variable face only the axes it has, clamped to their ranges
    /// (Core Text clamps too; clamping here makes the dictionary say what applies). Fonts whose
    /// axes are not known here (system, installed) get the settings as given. Empty when the
    /// style sets no axis: the font's default instance, and `opsz` as ``opticalSizeAttribute(_:)`` says.
    public static func settings(_ style: TextStyle) -> [FontDescriptorVariation] {
        let axes = style.font.variationAxes
        var last: [UInt32: Int] = [:]
        for (index, setting) in style.variations.enumerated() { last[setting.tag.rawValue] = index }
        return style.variations.enumerated().compactMap { index, setting in
            guard last[setting.tag.rawValue] == index, setting.value.isFinite else { return nil }
            if case .face = style.font.source {
                guard let axis = axes.first(where: { $0.tag == setting.tag }) else { return nil }
                return FontDescriptorVariation(tag: setting.tag, value: min(max(setting.value, axis.minValue), axis.maxValue))
            }
            return FontDescriptorVariation(tag: setting.tag, value: setting.value)
        }
    }

    /// Core Text's `kCTFontOpticalSizeAttribute` for a style: `"auto"` (iOS 12, macOS 10.14: "an
    /// optical size matching the point size") when optical sizing is automatic, `"none"` (iOS 13,
    /// macOS 10.15) when it is off, so that the font Core Text makes — after UIFontMetrics has
    /// scaled it too — has the optical size Typeset resolved (``ResolvedStyle/variations``).
    /// `nil` (the descriptor unchanged) when the style sets `opsz` itself (the variation
    /// dictionary carries it), for a face without an `opsz` axis, and for the system font, whose
    /// optical size Core Text already follows (WWDC 2020, "The details of UI typography").
    public static func opticalSizeAttribute(_ style: TextStyle) -> String? {
        if style.variations.contains(where: { $0.tag == FontInstanceRule.opticalSizeTag }) { return nil }
        switch style.font.source {
        case .system, .systemDesign:
            return style.opticalSizing == .none ? OpticalSizing.none.rawValue : nil
        case .face:
            guard style.font.variationAxes.contains(where: { $0.tag == FontInstanceRule.opticalSizeTag }) else { return nil }
            return style.opticalSizing.rawValue
        case .installed:
            return style.opticalSizing.rawValue
        }
    }
}
