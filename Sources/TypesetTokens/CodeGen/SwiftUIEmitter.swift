import Typeset

/// `TypesetStyles+SwiftUI.swift`: Font and a view modifier.
struct SwiftUIEmitter {
    let model: GuideModel

    func emit() -> String {
        var out = model.header([
            "SwiftUI text styles. What is precomputed and what is computed at run time:",
            "- Precomputed by Typeset: the point size and line height rule at the default content size",
            "  category (L), the letter spacing rule, and the font's own line height per point of size",
            "  (ascender - descender + leading over units per em, as CoreText picks them from the font",
            "  file), which stands in for UIFont.lineHeight because SwiftUI's Font does not expose it.",
            "  `lineHeightAtDefaultCategory` is the line height `typeset style` resolves at L, for review.",
            "- Computed at run time: the point size and fixed line heights, scaled with @ScaledMetric",
            "  (UIFontMetrics' scaling) for the environment's Dynamic Type size and capped at",
            "  maximumPointSize; relative line heights and letter spacing, times the scaled size.",
            "",
            "Line height: from iOS 26 (and the macOS, tvOS, watchOS, visionOS 26 releases) the modifier",
            "sets it exactly with `lineHeight(.exact(points:))` (AttributedString.LineHeight, \"the exact",
            "given total, regardless of the effective ascent and descent of the fonts in use\"). Before",
            "that it approximates with `lineSpacing(lineHeight - font line height)`: SwiftUI adds that",
            "space between lines only, so the modifier pads the text by half of it above and below (the",
            "outer padding of the first and last lines); a line height below the font's own cannot",
            "tighten lines (negative spacing and padding are clamped to 0). `lineHeight(_:)` exists only",
            "in the 26 SDKs (Xcode 26, Swift 6.2): older compilers build the approximation only.",
            "SwiftUI has no paragraph spacing or justification: paragraphSpacing is not applied, and",
            "justified text is set leading. `.capitalized` has no SwiftUI text case: apply",
            "`applyingTextCase(_:)` to the string. The modifier needs iOS 16 (kerning, underline).",
            "",
            "OpenType features (`features`): SwiftUI's Font has no feature settings, so a style with",
            "features is set in the UIKit or AppKit font with them on its descriptor (Core Text's OpenType",
            "keys), passed as `Font(_: CTFont)`; such a font has a fixed size, which the modifier scales.",
            "A variable font's instance (`variations`, kCTFontVariationAttribute) and optical size rule",
            "(`opticalSize`, kCTFontOpticalSizeAttribute) go on that descriptor the same way.",
            "The language (`language`) is an attribute of the text itself, not of a view: `text(_:)`",
            "sets AttributedString's `languageIdentifier`.",
            "",
            "Trait variants (`variants`, from the tokens' `variants`): the modifier reads the environment's",
            "horizontalSizeClass and verticalSizeClass (not on macOS) and legibilityWeight, and sets the first",
            "variant whose condition they meet, else the style itself (`TypesetResolvedTextModifier` sets one",
            "style without consulting its variants).",
        ])
        out += "\n#if canImport(SwiftUI)\nimport CoreText\nimport SwiftUI\n#if canImport(UIKit)\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#endif\n\n"
        let runtime = PlatformRuntime(model: model, framework: framework)
        out += SwiftUIEmitter.declaration + SwiftUIEmitter.platformFontTypes + runtime.nestedTypes + runtime.propertyDeclarations
        out += "\n" + SwiftUIEmitter.methods + runtime.resolvedVariant + SwiftUIEmitter.platformFont + runtime.applyingTextCase + SwiftUIEmitter.text
        out += SwiftUIEmitter.modifier
        out += "\n@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\nextension TypesetSwiftUIStyle {\n"
        out += runtime.constants
        out += "}\n#endif\n"
        return out
    }

    /// SwiftUI's names in the text shared with the UIKit file, and SwiftUI's own properties.
    var framework: PlatformRuntime.Framework {
        PlatformRuntime.Framework(
            typeName: "TypesetSwiftUIStyle",
            mappingName: "swiftUI",
            namesMappedTypes: false,
            textStyle: .sameNames(Typeset.DynamicTypeStyle.allCases.map(\.rawValue),
                                  doc: ["SwiftUI's text style (`title1` is `.title`, `caption1` is `.caption`)."], type: "Font.TextStyle",
                                  renamed: ["title1": "title", "caption1": "caption"]),
            weight: .sameNames(Typeset.SystemFontWeight.allCases.map(\.rawValue), doc: ["SwiftUI's weight."], type: "Font.Weight"),
            fixedLineHeightScaling: "scales with Dynamic Type",
            fontLineHeightName: nil,
            letterSpacingName: nil,
            alignment: PlatformRuntime.Mapping(
                doc: ["SwiftUI's multiline alignment (natural and left are leading, right is trailing;", "SwiftUI cannot justify)."],
                type: "SwiftUI.TextAlignment",
                cases: [(".natural, .left, .justified", ".leading"), (".center", ".center"), (".right", ".trailing")]),
            textCaseDoc: "Case transformation.",
            textCase: PlatformRuntime.Mapping(
                doc: ["SwiftUI's text case (`nil` for original and capitalized; see ``applyingTextCase(_:locale:)``)."],
                type: "Text.Case?",
                cases: [(".uppercase", ".uppercase"), (".lowercase", ".lowercase"), (".original, .capitalized", "nil")]),
            namedFont: "Font.custom",
            systemFontWeightUse: "",
            letterSpacingRuleName: "letter spacing",
            sizeProperties: [
                PlatformRuntime.Property(doc: "The font's own line height per point of size (UIFont.lineHeight / pointSize).",
                                         declaration: "fontLineHeightPerPoint: CGFloat") {
                    let metrics = $0.style.font.metrics
                    return SwiftSource.number(Double(metrics.lineHeight) / Double(max(1, metrics.unitsPerEm)))
                },
            ],
            resolvedProperties: [
                PlatformRuntime.Property(doc: "The line height at the default category, as Typeset resolves it. For review and tests.",
                                         declaration: "lineHeightAtDefaultCategory: CGFloat") {
                    SwiftSource.number($0.resolved.lineHeight)
                },
            ],
            applyingTextCaseNote: " (the only way to get `.capitalized`)"
        )
    }

    /// The style type's declaration.
    static let declaration = """
        /// A text style with everything SwiftUI needs to set it (see the notes at the top of the file).
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        public struct TypesetSwiftUIStyle: Sendable {

        """

    /// The platform font types a style with features is set in (UIKit's, or AppKit's on the Mac).
    static let platformFontTypes = """
            #if canImport(UIKit)
            /// The platform's font type.
            public typealias PlatformFont = UIFont
            /// The platform's font descriptor type.
            public typealias PlatformFontDescriptor = UIFontDescriptor
            #elseif canImport(AppKit)
            /// The platform's font type.
            public typealias PlatformFont = NSFont
            /// The platform's font descriptor type.
            public typealias PlatformFontDescriptor = NSFontDescriptor
            #endif


        """

    /// The style type's fonts, line height and kerning, the same for every style guide.
    static let methods = #"""
    /// A font that scales with the style's text style: `Font.custom(_:size:relativeTo:)`. It
    /// cannot apply ``maximumPointSize``; ``TypesetTextModifier`` does. With ``features`` it is
    /// the platform font at the point size (``platformFont(size:)``), fixed: SwiftUI cannot scale
    /// a platform font, ``TypesetTextModifier`` does.
    public var font: Font {
        #if canImport(UIKit) || canImport(AppKit)
        if hasDescriptorAttributes { return Font(platformFont(size: pointSize)) }
        #endif
        guard let postScriptName else { return .system(size: pointSize, weight: systemFontWeight.swiftUI) }
        if let textStyle { return .custom(postScriptName, size: pointSize, relativeTo: textStyle.swiftUI) }
        return .custom(postScriptName, fixedSize: pointSize)
    }

    /// The font at an already scaled `size` (with ``features``, the platform font with them).
    public func font(size: CGFloat) -> Font {
        #if canImport(UIKit) || canImport(AppKit)
        if hasDescriptorAttributes { return Font(platformFont(size: size)) }
        #endif
        guard let postScriptName else { return .system(size: size, weight: systemFontWeight.swiftUI) }
        return .custom(postScriptName, fixedSize: size)
    }

    /// Whether the font's descriptor carries ``features``, ``variations`` or ``opticalSize``,
    /// which only the platform font can (SwiftUI's Font has no such settings).
    public var hasDescriptorAttributes: Bool { !features.isEmpty || !variations.isEmpty || opticalSize != nil }

    /// The line height at point size `size`; `scaledPoints` is a fixed line height already scaled.
    public func lineHeight(size: CGFloat, scaledPoints: CGFloat) -> CGFloat {
        let specified: CGFloat
        switch lineHeightRule {
        case .points: specified = scaledPoints
        case .multipleOfSize(let multiple): specified = multiple * size
        case .multipleOfFontLineHeight(let multiple): specified = multiple * fontLineHeightPerPoint * size
        }
        return leadingAdjustment == 0 ? specified : max(0, specified + leadingAdjustment)
    }

    /// The kerning at point size `size`.
    public func kerning(size: CGFloat) -> CGFloat {
        switch letterSpacingRule {
        case .points(let points): points
        case .multipleOfSize(let multiple): multiple * size
        }
    }


"""#

    /// The platform font with the style's features, the same for every style guide.
    static let platformFont = #"""
    #if canImport(UIKit) || canImport(AppKit)
    /// The UIKit (AppKit) font at `size` with ``features``, ``variations`` (kCTFontVariationAttribute:
    /// axis identifier to value) and ``opticalSize`` (kCTFontOpticalSizeAttribute) on its descriptor, as Core Text's type
    /// for `Font(_: CTFont)` (UIFont and NSFont are toll-free bridged to CTFont). Each setting is a
    /// dictionary of Core Text's kCTFontOpenTypeFeatureTag and kCTFontOpenTypeFeatureValue
    /// (kCTFontFeatureSettingsAttribute, CTFontDescriptor.h); the frameworks name only AAT keys.
    public func platformFont(size: CGFloat) -> CTFont {
        let named = postScriptName.flatMap { PlatformFont(name: $0, size: size) }
        let base = named ?? PlatformFont.systemFont(ofSize: size, weight: TypesetSwiftUIStyle.platformWeight(systemFontWeight))
        guard hasDescriptorAttributes else { return base as CTFont }
        var attributes: [PlatformFontDescriptor.AttributeName: Any] = [:]
        if !features.isEmpty {
            let tagKey = PlatformFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureTag as String)
            let valueKey = PlatformFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureValue as String)
            attributes[.featureSettings] = features.map { [tagKey: $0.tag, valueKey: $0.value] as [PlatformFontDescriptor.FeatureKey: Any] }
        }
        if !variations.isEmpty {
            var axes: [NSNumber: NSNumber] = [:]
            for variation in variations { axes[NSNumber(value: variation.axis)] = NSNumber(value: Double(variation.value)) }
            attributes[PlatformFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String)] = axes
        }
        if let opticalSize { attributes[PlatformFontDescriptor.AttributeName(rawValue: kCTFontOpticalSizeAttribute as String)] = opticalSize }
        let descriptor = base.fontDescriptor.addingAttributes(attributes)
        #if canImport(UIKit)
        return UIFont(descriptor: descriptor, size: size) as CTFont
        #else
        return (NSFont(descriptor: descriptor, size: size) ?? base) as CTFont
        #endif
    }

    /// The platform's system font weight (`UIFont.Weight` and `NSFont.Weight` have SwiftUI's names).
    public static func platformWeight(_ weight: SystemFontWeight) -> PlatformFont.Weight {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
    #endif


"""#

    /// `text(_:)`: the string with the style's case and language, the same for every style guide.
    static let text = #"""
    /// `string` as a `Text` in the style's case (``applyingTextCase(_:locale:)`` for
    /// `.capitalized`, which `textCase(_:)` lacks) and language: AttributedString's
    /// `languageIdentifier` (SwiftUI has no view-level text language, so ``TypesetTextModifier``
    /// cannot set it).
    public func text(_ string: String, locale: Locale? = nil) -> Text {
        let shown = textCase == .capitalized ? applyingTextCase(string, locale: locale) : string
        guard let language else { return Text(shown) }
        var attributed = AttributedString(shown)
        attributed.languageIdentifier = language
        return Text(attributed)
    }

"""#

    /// The end of the style type, the view modifier and the `View` extension, the same for every style guide.
    static let modifier = #"""
}

/// Sets a ``TypesetSwiftUIStyle`` on text in the variant the environment chooses (its size
/// classes, none on macOS, and Bold Text, `legibilityWeight`), with ``TypesetResolvedTextModifier``.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TypesetTextModifier: ViewModifier {
    /// The style.
    public let style: TypesetSwiftUIStyle
    @Environment(\.legibilityWeight) private var legibilityWeight
    #if !os(macOS)
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    #endif

    /// A modifier for `style` and its variants.
    public init(_ style: TypesetSwiftUIStyle) {
        self.style = style
    }

    /// The styled content.
    public func body(content: Content) -> some View {
        content.modifier(TypesetResolvedTextModifier(chosen))
    }

    /// The variant the environment chooses (``TypesetSwiftUIStyle/variants``), else the style.
    private var chosen: TypesetSwiftUIStyle {
        #if os(macOS)
        style.resolved(horizontalSizeClass: nil, verticalSizeClass: nil, isBoldText: legibilityWeight == .bold)
        #else
        style.resolved(horizontalSizeClass: TypesetTextModifier.sizeClass(horizontalSizeClass),
                       verticalSizeClass: TypesetTextModifier.sizeClass(verticalSizeClass),
                       isBoldText: legibilityWeight == .bold)
        #endif
    }

    #if !os(macOS)
    /// The style's size class for SwiftUI's; `nil` when unspecified.
    private static func sizeClass(_ sizeClass: UserInterfaceSizeClass?) -> TypesetSwiftUIStyle.SizeClass? {
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
    }
    #endif
}

/// Sets one ``TypesetSwiftUIStyle`` on text, its variants not consulted: font at the Dynamic Type
/// size (capped), kerning, case, alignment, decoration, and the line height (exact from iOS 26,
/// `lineSpacing` before).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TypesetResolvedTextModifier: ViewModifier {
    /// The style.
    public let style: TypesetSwiftUIStyle
    @ScaledMetric private var scaledPointSize: CGFloat
    @ScaledMetric private var scaledLineHeightPoints: CGFloat

    /// A modifier for `style` alone.
    public init(_ style: TypesetSwiftUIStyle) {
        self.style = style
        let relativeTo = style.textStyle?.swiftUI ?? .body
        var fixedLineHeight: CGFloat = 0
        if case .points(let points) = style.lineHeightRule { fixedLineHeight = points }
        _scaledPointSize = ScaledMetric(wrappedValue: style.pointSize, relativeTo: relativeTo)
        _scaledLineHeightPoints = ScaledMetric(wrappedValue: fixedLineHeight, relativeTo: relativeTo)
    }

    /// The styled content.
    @ViewBuilder
    public func body(content: Content) -> some View {
        let size = pointSize
        let lineHeight = style.lineHeight(size: size, scaledPoints: scaledLineHeightPoints * capFactor)
        let styled = content
            .font(style.font(size: size))
            .kerning(style.kerning(size: size))
            .textCase(style.textCase.swiftUI)
            .multilineTextAlignment(style.alignment.swiftUI)
            .underline(style.decoration == .underline)
            .strikethrough(style.decoration == .strikethrough)
        // `lineHeight(_:)` is in the iOS, macOS, tvOS, watchOS and visionOS 26 SDKs only, which
        // come with Swift 6.2 (Xcode 26): `#available` cannot hide it from an older compiler.
        #if compiler(>=6.2)
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            styled.lineHeight(.exact(points: lineHeight))
        } else {
            approximated(styled, lineHeight: lineHeight, size: size)
        }
        #else
        approximated(styled, lineHeight: lineHeight, size: size)
        #endif
    }

    /// Before `lineHeight(_:)`: `lineSpacing(L - F)` between lines, and (L - F) / 2 of padding
    /// above the first line and below the last, which `lineSpacing` leaves out (F the font's own
    /// line height); nothing for L < F, where SwiftUI cannot tighten lines.
    private func approximated<V: View>(_ styled: V, lineHeight: CGFloat, size: CGFloat) -> some View {
        let difference = max(0, lineHeight - style.fontLineHeightPerPoint * size)
        return styled
            .lineSpacing(difference)
            .padding(.vertical, difference / 2)
    }

    /// The point size for the environment's Dynamic Type size, capped at the maximum.
    private var pointSize: CGFloat {
        guard style.textStyle != nil else { return style.pointSize }
        if let maximum = style.maximumPointSize, scaledPointSize > maximum { return maximum }
        return scaledPointSize
    }

    /// How much the cap shrank the size (1 when not capped); fixed values shrink by as much.
    private var capFactor: CGFloat {
        guard style.textStyle != nil, scaledPointSize > 0 else { return 1 }
        return pointSize / scaledPointSize
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Sets `style` (the variant the environment chooses) on the text in this view (``TypesetTextModifier``).
    public func typesetStyle(_ style: TypesetSwiftUIStyle) -> some View {
        modifier(TypesetTextModifier(style))
    }
}

"""#
}
