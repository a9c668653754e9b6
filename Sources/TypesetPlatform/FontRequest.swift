import TypesetStyle

/// Which font a platform adapter creates, and at which size: the only font decision, made here.
///
/// UIKit: ``FontRequest/Face/system(_:)`` is `UIFont.systemFont(ofSize:weight:)`,
/// ``FontRequest/Face/postScriptName(_:)`` is `UIFont(name:size:)`. When ``scaling`` is set the
/// adapter passes that font through `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:compatibleWith:)`
/// and hands the size UIKit chose back to ``StylePlan/init(_:scale:category:platform:technique:platformPointSize:)``,
/// so every other number (line height, kern, insets) is computed for the font UIKit really draws.
public struct FontRequest: Sendable, Hashable {
    /// The face to ask the platform for.
    public enum Face: Sendable, Hashable {
        /// The system font at a weight.
        case system(SystemFontWeight)
        /// A registered font by its PostScript name (`name` table ID 6).
        case postScriptName(String)
        /// The system font in a design at a weight: UIKit's `systemFont(ofSize:weight:)` with its
        /// descriptor's `withDesign(_:)`, SwiftUI's `Font.system(size:weight:design:)`.
        case systemDesign(SystemFontDesign, SystemFontWeight)
    }

    /// UIFontMetrics scaling of a custom size (Typography.md, "Dynamic Type": custom fonts that follow Dynamic Type).
    public struct Scaling: Sendable, Hashable {
        /// The text style whose curve the size follows (`UIFont.TextStyle` of the same name).
        public var textStyle: DynamicTypeStyle
        /// The size at the default category, handed to `scaledFont(for:)` as the base font's size.
        public var basePointSize: Double
        /// `maximumPointSize` for `scaledFont(for:maximumPointSize:compatibleWith:)`; 0 means none (UIKit's convention).
        public var maximumPointSize: Double
    }

    /// The face.
    public var face: Face
    /// The point size Typeset's model gives at the category (the size to use without ``scaling``,
    /// and the size UIFontMetrics is expected to return with it).
    public var pointSize: Double
    /// UIFontMetrics scaling, when the style follows a text style by ``DynamicTypeScaling/fontMetrics``.
    public var scaling: Scaling?
    /// The OpenType feature settings the font's descriptor carries (``FontDescriptorFeature/settings(_:)``
    /// of the style's ``TextStyle/features``); empty for the font's defaults. The adapter adds
    /// them to the base font's descriptor before any UIFontMetrics scaling, so the scaled font
    /// keeps them.
    public var features: [FontDescriptorFeature]
    /// The variable font axis values the font's descriptor carries under `kCTFontVariationAttribute`
    /// (``FontDescriptorVariation/settings(_:)``); empty for the font's default instance. Added to
    /// the base font's descriptor with ``features``, before any UIFontMetrics scaling.
    public var variations: [FontDescriptorVariation] = []
    /// Core Text's `kCTFontOpticalSizeAttribute` for the descriptor, `"auto"` or `"none"`
    /// (``FontDescriptorVariation/opticalSizeAttribute(_:)``); `nil` to leave it unset.
    public var opticalSizeAttribute: String?
    /// Whether the descriptor carries anything besides the face and size (features, variations,
    /// optical size): SwiftUI then takes the platform font, which can carry them.
    public var hasDescriptorAttributes: Bool { !features.isEmpty || !variations.isEmpty || opticalSizeAttribute != nil }
    /// The system font weight nearest the face's (its OS/2 weight class; regular without one),
    /// for ``fallback`` when the named font is missing.
    public var fallbackWeight: SystemFontWeight

    /// The request for `resolved`: the system font or the face's PostScript name; UIFontMetrics
    /// scaling when the style follows a text style by ``DynamicTypeScaling/fontMetrics``. Table
    /// styles (``DynamicTypeScaling/table``) ask for the system font at the table's size for the
    /// category, which is what `UIFont.preferredFont(forTextStyle:)` returns, and honours the
    /// style's maximum size, which `preferredFont` cannot.
    public init(_ resolved: ResolvedStyle) {
        let style = resolved.style
        switch style.font.source {
        case .system(let weight):
            face = .system(weight)
        case .face(let fontFace):
            face = .postScriptName(fontFace.postScriptName ?? "")
        case .installed(let name, _):
            face = .postScriptName(name)
        case .systemDesign(let design, let weight):
            face = .systemDesign(design, weight)
        }
        fallbackWeight = style.font.fallbackWeight
        pointSize = resolved.pointSize
        features = FontDescriptorFeature.settings(style.features)
        variations = FontDescriptorVariation.settings(style)
        opticalSizeAttribute = FontDescriptorVariation.opticalSizeAttribute(style)
        if let textStyle = style.dynamicType, style.dynamicTypeScaling == .fontMetrics {
            scaling = Scaling(textStyle: textStyle, basePointSize: style.pointSize,
                              maximumPointSize: max(0, style.maximumPointSize ?? 0))
        } else {
            scaling = nil
        }
    }

    /// Whether the face is named and can be asked for (a face without a PostScript name cannot).
    public var isResolvable: Bool {
        if case .postScriptName(let name) = face { return !name.isEmpty }
        return true
    }
}

extension FontRequest {
    /// Why the platform cannot make this request's font when it returned none: a face without a
    /// name, or a name nothing is installed under.
    public var unavailableError: PlatformFontError {
        switch face {
        case .system: .notInstalled(postScriptName: ".SFUI")  // The system font is always there.
        case .systemDesign(let design, _): .notInstalled(postScriptName: "system font, \(design.rawValue) design")
        case .postScriptName(let name): name.isEmpty ? .unnamedFace : .notInstalled(postScriptName: name)
        }
    }

    /// The request an adapter falls back to when the font is missing, so the text stays visible
    /// in the style's size, line height and spacing: the system font at ``fallbackWeight``.
    public var fallback: FontRequest {
        var request = self
        request.face = .system(fallbackWeight)
        return request
    }
}
