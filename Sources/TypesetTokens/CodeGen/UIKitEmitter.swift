import Typeset

/// `TypesetStyles+UIKit.swift`: UIFont, UIFontMetrics scaling and attribute dictionaries.
struct UIKitEmitter {
    let model: GuideModel

    func emit() -> String {
        var out = model.header([
            "UIKit text styles. What is precomputed and what is computed at run time:",
            "- Precomputed by Typeset from the token file and the font files: the point size and line",
            "  height rule at the default content size category (L), the letter spacing rule, the paragraph",
            "  spacing, and in `atDefaultCategory` every number UIKit needs at L exactly as `typeset style`",
            "  resolves it (line height, UIFont.lineHeight from the font's own metrics, lineSpacing,",
            "  baselineOffset before and from iOS 16.4, kern). These are the spec's values for review and",
            "  tests; the code below does not read them.",
            "- Computed at run time, because they depend on the user's content size category and on the",
            "  font UIKit actually loaded: the font, scaled with UIFontMetrics(forTextStyle:) and capped at",
            "  maximumPointSize; fixed line heights and paragraph spacing, scaled with",
            "  UIFontMetrics.scaledValue(for:compatibleWith:) (shrunk by the same factor when the size is",
            "  capped, Typeset's documented model); relative line heights and letter spacing, times the",
            "  scaled point size; and the baselineOffset, from the running font's lineHeight: (lineHeight -",
            "  font.lineHeight) / 4 before iOS 16.4 (where UIKit moved glyphs twice as far) and / 2 from 16.4.",
            "",
            "OpenType features (`features`) go on the base font's descriptor, one Core Text OpenType setting",
            "each (kCTFontOpenTypeFeatureTag, kCTFontOpenTypeFeatureValue in",
            "UIFontDescriptor.AttributeName.featureSettings), before UIFontMetrics scales it. The language",
            "(`language`, BCP 47) is an attribute: kCTLanguageAttributeName, and from iOS 15 also",
            "NSAttributedString.Key.languageIdentifier. A variable font's instance (`variations`: axis",
            "identifier to value) goes on the descriptor under kCTFontVariationAttribute, and the optical",
            "size rule (`opticalSize`, \"auto\" or \"none\") under kCTFontOpticalSizeAttribute.",
            "",
            "Trait variants (`variants`, from the tokens' `variants`): `resolved(for:)` picks the first whose",
            "condition the trait collection meets (size classes; Bold Text is legibilityWeight == .bold), else",
            "the style itself; `font(for:)`, `attributes(compatibleWith:)` and `attributedString(_:compatibleWith:)`",
            "set that variant, so TypesetUIKit's views follow size class and Bold Text changes too.",
        ])
        out += "\n#if canImport(UIKit)\nimport CoreText\nimport UIKit\n#if canImport(TypesetUIKit)\nimport TypesetUIKit\n#endif\n\n"
        let runtime = PlatformRuntime(model: model, framework: framework)
        out += UIKitEmitter.declaration + runtime.nestedTypes + UIKitEmitter.atDefaultCategory + runtime.propertyDeclarations
        out += "\n" + UIKitEmitter.methods + runtime.resolvedVariant + UIKitEmitter.variantMethods + runtime.applyingTextCase + "\n"
        out += UIKitEmitter.attributedString
        out += "\nextension TypesetUIKitStyle {\n"
        out += runtime.constants
        out += "}\n\n"
        out += "extension TypesetUIKitStyle {\n"
        out += "    /// The font files the styles use (add them to the app bundle) and their PostScript names.\n"
        out += "    public static let fontFiles: [(file: String, postScriptName: String)] = "
        out += GuideModel.list(model.fonts.map { "(\(SwiftSource.string(UIKitEmitter.fileName($0.file))), \(SwiftSource.string($0.postScriptName)))" },
                               indent: "    ") + "\n\n"
        out += UIKitEmitter.registration
        out += "}\n\n#if canImport(TypesetUIKit)\n"
        out += "/// The generated styles in TypesetUIKit's views: `label.setText(\"Hello\", generatedStyle: TypesetUIKitStyle.body)`\n"
        out += "/// (re-applied when the content size category changes).\n"
        out += "extension TypesetUIKitStyle: TypesetGeneratedUIKitStyle {}\n#endif\n#endif\n"
        return out
    }

    static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// UIKit's names in the text shared with the SwiftUI file, and UIKit's own properties.
    var framework: PlatformRuntime.Framework {
        PlatformRuntime.Framework(
            typeName: "TypesetUIKitStyle",
            mappingName: "uiKit",
            namesMappedTypes: true,
            textStyle: .sameNames(Typeset.DynamicTypeStyle.allCases.map(\.rawValue), doc: ["UIKit's text style."], type: "UIFont.TextStyle"),
            weight: .sameNames(Typeset.SystemFontWeight.allCases.map(\.rawValue), doc: ["UIKit's weight."], type: "UIFont.Weight"),
            fixedLineHeightScaling: "scales like UIFontMetrics.scaledValue(for:)",
            fontLineHeightName: "UIFont.lineHeight",
            letterSpacingName: "UIKit kern",
            alignment: .sameNames(Typeset.TextAlignment.allCases.map(\.rawValue), doc: ["UIKit's alignment."], type: "NSTextAlignment"),
            textCaseDoc: "Case transformation applied to the text (``applyingTextCase(_:locale:)``).",
            textCase: nil,
            namedFont: "UIFont(name:size:)",
            systemFontWeightUse: " or the font is not registered",
            letterSpacingRuleName: "kern",
            sizeProperties: [
                PlatformRuntime.Property(doc: "Space after each paragraph at the default category, points.", declaration: "paragraphSpacing: CGFloat") {
                    SwiftSource.number($0.style.paragraphSpacing)
                },
            ],
            resolvedProperties: [
                PlatformRuntime.Property(doc: "The resolved numbers at the default category.", declaration: "atDefaultCategory: AtDefaultCategory") {
                    UIKitEmitter.atDefaultCategoryArgument($0.resolved)
                },
            ],
            applyingTextCaseNote: ""
        )
    }

    /// The `AtDefaultCategory` argument: the numbers `typeset style` resolves at L.
    static func atDefaultCategoryArgument(_ r: ResolvedStyle) -> String {
        let u = r.uikit
        return "AtDefaultCategory(\n"
            + [
                "lineHeight: \(SwiftSource.number(r.lineHeight))",
                "fontLineHeight: \(SwiftSource.number(r.fontLineHeight))",
                "lineSpacing: \(SwiftSource.number(u.lineSpacing))",
                "baselineOffsetBeforeiOS16_4: \(SwiftSource.number(u.baselineOffset.beforeiOS16_4))",
                "baselineOffsetFromiOS16_4: \(SwiftSource.number(u.baselineOffset.fromiOS16_4))",
                "kern: \(SwiftSource.number(u.kern))",
                "paragraphSpacing: \(SwiftSource.number(u.paragraphSpacing))",
            ].map { "            " + $0 }.joined(separator: ",\n")
            + "\n        )"
    }

    /// The style type's declaration.
    static let declaration = """
        /// A text style with everything UIKit needs to set it: font, Dynamic Type scaling, exact line
        /// height, letter spacing, paragraph spacing, alignment and case.
        public struct TypesetUIKitStyle: Sendable {

        """

    /// The resolved numbers' type, nested in the style type.
    static let atDefaultCategory = #"""
    /// The numbers at the default content size category (L), as Typeset resolves them
    /// (`typeset style`), from the font file's own metrics. For review and tests.
    public struct AtDefaultCategory: Sendable, Hashable {
        /// Line height, points.
        public var lineHeight: CGFloat
        /// UIFont.lineHeight (ascender - descender + leading, as CoreText picks them).
        public var fontLineHeight: CGFloat
        /// lineHeight - fontLineHeight (NSParagraphStyle.lineSpacing for the lineSpacing approach).
        public var lineSpacing: CGFloat
        /// baselineOffset before iOS 16.4: (lineHeight - fontLineHeight) / 4.
        public var baselineOffsetBeforeiOS16_4: CGFloat
        /// baselineOffset from iOS 16.4: (lineHeight - fontLineHeight) / 2.
        public var baselineOffsetFromiOS16_4: CGFloat
        /// The kern attribute, points.
        public var kern: CGFloat
        /// NSParagraphStyle.paragraphSpacing, points.
        public var paragraphSpacing: CGFloat
    }


"""#

    /// The style type's run-time code up to its case transformation, the same for every style guide.
    static let methods = #"""
    /// The font at the default size, unscaled, with the style's OpenType ``features`` and
    /// variable font ``variations`` (and ``opticalSize``).
    public func baseFont() -> UIFont {
        let font: UIFont
        if let postScriptName, let named = UIFont(name: postScriptName, size: pointSize) {
            font = named
        } else {
            font = UIFont.systemFont(ofSize: pointSize, weight: systemFontWeight.uiKit)
        }
        return TypesetUIKitStyle.withVariations(TypesetUIKitStyle.withFeatures(font, features), variations, opticalSize: opticalSize)
    }

    /// `font` with `variations` under its descriptor's kCTFontVariationAttribute (axis identifier,
    /// the tag as a four-character code integer, to value) and `opticalSize` ("auto" or "none")
    /// under kCTFontOpticalSizeAttribute (CTFontDescriptor.h), at the same size; `font` itself
    /// with neither. UIFontMetrics scales the font with them, and "auto" follows the scaled size.
    public static func withVariations(_ font: UIFont, _ variations: [(axis: UInt32, value: CGFloat)], opticalSize: String?) -> UIFont {
        guard !variations.isEmpty || opticalSize != nil else { return font }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [:]
        if !variations.isEmpty {
            var axes: [NSNumber: NSNumber] = [:]
            for variation in variations { axes[NSNumber(value: variation.axis)] = NSNumber(value: Double(variation.value)) }
            attributes[UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String)] = axes
        }
        if let opticalSize { attributes[UIFontDescriptor.AttributeName(rawValue: kCTFontOpticalSizeAttribute as String)] = opticalSize }
        return UIFont(descriptor: font.fontDescriptor.addingAttributes(attributes), size: font.pointSize)
    }

    /// `font` with `features` as its descriptor's feature settings, at the same size (`font`
    /// itself without features). UIKit names only the AAT keys (`FeatureKey.type`, `.selector`);
    /// an OpenType setting is a dictionary of Core Text's kCTFontOpenTypeFeatureTag and
    /// kCTFontOpenTypeFeatureValue (kCTFontFeatureSettingsAttribute, CTFontDescriptor.h, iOS 8).
    public static func withFeatures(_ font: UIFont, _ features: [(tag: String, value: Int)]) -> UIFont {
        guard !features.isEmpty else { return font }
        let tagKey = UIFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureTag as String)
        let valueKey = UIFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureValue as String)
        let settings = features.map { [tagKey: $0.tag, valueKey: $0.value] as [UIFontDescriptor.FeatureKey: Any] }
        let descriptor = font.fontDescriptor.addingAttributes([.featureSettings: settings])
        return UIFont(descriptor: descriptor, size: font.pointSize)
    }

    /// The font for `traits`' content size category (the current one when `nil`): scaled with
    /// `UIFontMetrics(forTextStyle:)` and capped at ``maximumPointSize``.
    public func font(compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let base = baseFont()
        guard let textStyle else { return base }
        let metrics = UIFontMetrics(forTextStyle: textStyle.uiKit)
        if let maximumPointSize {
            return metrics.scaledFont(for: base, maximumPointSize: maximumPointSize, compatibleWith: traits)
        }
        return metrics.scaledFont(for: base, compatibleWith: traits)
    }

    /// A fixed value (line height, paragraph spacing) scaled like the font:
    /// `UIFontMetrics.scaledValue(for:compatibleWith:)`, shrunk by the same factor as the point
    /// size when ``maximumPointSize`` capped it (Typeset's model: UIKit has no cap for values).
    public func scaledValue(_ value: CGFloat, font: UIFont, compatibleWith traits: UITraitCollection? = nil) -> CGFloat {
        guard let textStyle else { return value }
        let metrics = UIFontMetrics(forTextStyle: textStyle.uiKit)
        var factor: CGFloat = 1
        if maximumPointSize != nil {
            let uncapped = metrics.scaledValue(for: pointSize, compatibleWith: traits)
            if uncapped > 0, font.pointSize < uncapped { factor = font.pointSize / uncapped }
        }
        return metrics.scaledValue(for: value, compatibleWith: traits) * factor
    }

    /// The line height for `font` (from ``font(compatibleWith:)``), points.
    public func lineHeight(for font: UIFont, compatibleWith traits: UITraitCollection? = nil) -> CGFloat {
        let specified: CGFloat
        switch lineHeightRule {
        case .points(let points): specified = scaledValue(points, font: font, compatibleWith: traits)
        case .multipleOfSize(let multiple): specified = multiple * font.pointSize
        case .multipleOfFontLineHeight(let multiple): specified = multiple * font.lineHeight
        }
        return leadingAdjustment == 0 ? specified : max(0, specified + leadingAdjustment)
    }

    /// The kern attribute for `font`, points.
    public func kern(for font: UIFont) -> CGFloat {
        switch letterSpacingRule {
        case .points(let points): points
        case .multipleOfSize(let multiple): multiple * font.pointSize
        }
    }

    /// The baseline offset that centres the glyphs in an exact line height: (lineHeight -
    /// font.lineHeight) / 2 from iOS 16.4, / 4 before (where UIKit moved glyphs by twice the
    /// offset). From iOS 16.4 a negative offset is ignored with min/max line heights.
    public static func baselineOffset(lineHeight: CGFloat, font: UIFont) -> CGFloat {
        let difference = lineHeight - font.lineHeight
        if #available(iOS 16.4, tvOS 16.4, *) {
            return difference / 2
        }
        return difference / 4
    }

    /// The paragraph style: minimumLineHeight = maximumLineHeight = the line height,
    /// paragraph spacing scaled like the font, alignment.
    public func paragraphStyle(lineHeight: CGFloat, font: UIFont, compatibleWith traits: UITraitCollection? = nil) -> NSParagraphStyle {
        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = lineHeight
        paragraph.maximumLineHeight = lineHeight
        paragraph.paragraphSpacing = scaledValue(paragraphSpacing, font: font, compatibleWith: traits)
        paragraph.alignment = alignment.uiKit
        return paragraph
    }

    /// The attributes of the variant `traits` choose (the current traits when `nil`, ``resolved(for:)``)
    /// for their content size category: ``ownAttributes(compatibleWith:)`` of that style.
    public func attributes(compatibleWith traits: UITraitCollection? = nil) -> [NSAttributedString.Key: Any] {
        resolved(for: traits ?? UITraitCollection.current).ownAttributes(compatibleWith: traits)
    }

    /// This style's attributes for `traits`' content size category, its ``variants`` not
    /// consulted: font, paragraph style with the exact line height, kern, baseline offset, the
    /// decoration and the language.
    public func ownAttributes(compatibleWith traits: UITraitCollection? = nil) -> [NSAttributedString.Key: Any] {
        let font = font(compatibleWith: traits)
        let lineHeight = lineHeight(for: font, compatibleWith: traits)
        var attributes: [NSAttributedString.Key: Any] = [
            .font: font,
            .paragraphStyle: paragraphStyle(lineHeight: lineHeight, font: font, compatibleWith: traits),
            .kern: kern(for: font),
            .baselineOffset: TypesetUIKitStyle.baselineOffset(lineHeight: lineHeight, font: font),
        ]
        switch decoration {
        case .none: break
        case .underline: attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
        case .strikethrough: attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue
        }
        if let language {
            // Core Text's key picks localized glyphs and line breaking; Foundation's carries the
            // language into AttributedString.
            attributes[NSAttributedString.Key(kCTLanguageAttributeName as String)] = language
            if #available(iOS 15.0, tvOS 15.0, *) {
                attributes[.languageIdentifier] = language
            }
        }
        return attributes
    }


"""#

    /// Choosing a variant from a trait collection, the same for every style guide.
    static let variantMethods = #"""
    /// The variant `traits` choose (``variants``: their size classes and Bold Text,
    /// `legibilityWeight == .bold`), else this style.
    public func resolved(for traits: UITraitCollection) -> TypesetUIKitStyle {
        resolved(horizontalSizeClass: TypesetUIKitStyle.sizeClass(traits.horizontalSizeClass),
                 verticalSizeClass: TypesetUIKitStyle.sizeClass(traits.verticalSizeClass),
                 isBoldText: traits.legibilityWeight == .bold)
    }

    /// The font for `traits`: the variant they choose, scaled for their content size category.
    /// `TypesetUIKitStyle.body.font(for:)` is the style as a `(UITraitCollection) -> UIFont`.
    public func font(for traits: UITraitCollection) -> UIFont {
        resolved(for: traits).font(compatibleWith: traits)
    }

    /// The size class for UIKit's; `nil` for `.unspecified`.
    public static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> SizeClass? {
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
    }


"""#

    /// The end of the style type.
    static let attributedString = #"""
    /// `text` in the variant `traits` choose (case transformed, every attribute set).
    public func attributedString(_ text: String, compatibleWith traits: UITraitCollection? = nil) -> NSAttributedString {
        let style = resolved(for: traits ?? UITraitCollection.current)
        return NSAttributedString(string: style.applyingTextCase(text), attributes: style.ownAttributes(compatibleWith: traits))
    }
}

"""#

    /// Font registration, the same for every style guide.
    static let registration = #"""
    /// Registers the font files in `bundle` for this process (CTFontManagerRegisterFontsForURL)
    /// and returns the files whose fonts are still not available by PostScript name.
    @discardableResult
    public static func registerFonts(in bundle: Bundle = .main) -> [String] {
        var missing: [String] = []
        for (file, postScriptName) in fontFiles {
            if UIFont(name: postScriptName, size: 12) != nil { continue }
            if let url = bundle.url(forResource: file, withExtension: nil) {
                _ = CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
            }
            if UIFont(name: postScriptName, size: 12) == nil { missing.append(file) }
        }
        return missing
    }

"""#
}
