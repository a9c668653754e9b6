import Typeset
import TypesetFont
import TypesetShaping

// The token layer's plain values mapped onto the text-style layer (`Typeset.TextStyle`).
// Kept out of the token reader proper (this folder needs the Typeset module; the fuzz target
// builds the reader without it).

extension LineHeightValue {
    /// The text-style layer's line height: a DTCG multiple is a multiple of the size, Tokens
    /// Studio's percent a percent of the size, "AUTO" the font's own line height.
    public var textStyleLineHeight: LineHeight {
        switch self {
        case .multiple(let multiple): .multipleOfSize(multiple)
        case .points(let points): .points(points)
        case .percent(let percent): .percentOfSize(percent)
        case .auto: .font
        }
    }
}

extension LetterSpacingValue {
    /// The text-style layer's letter spacing. Ems become thousandths of an em (Adobe tracking,
    /// em × 1000): `kern` = em × 1000 / 1000 × size, what `typeset style --letter-spacing-per-mille` takes.
    public var textStyleLetterSpacing: LetterSpacing {
        switch self {
        case .points(let points): .points(points)
        case .percentOfSize(let percent): .percentOfSize(percent)
        case .em(let em): .perMille(em * 1000)
        }
    }
}

extension TextCase {
    /// The text-style layer's case transformation; `nil` for small caps, which is a font
    /// feature rather than a transformation of the characters (``TypographyToken/textStyleFeatures``
    /// turns it into `smcp`).
    public var textStyleCase: Typeset.TextCase? {
        switch self {
        case .none: .original
        case .uppercase: .uppercase
        case .lowercase: .lowercase
        case .capitalize: .capitalized
        case .smallCaps: nil
        }
    }
}

extension TextAlignment {
    /// The text-style layer's alignment (the same five values).
    public var textStyleAlignment: Typeset.TextAlignment {
        switch self {
        case .natural: .natural
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
    }
}

extension SystemFontWeight {
    /// The system font weight nearest to an OS/2-style weight (1 ... 1000); ties go to the lighter.
    public static func nearest(to weight: Int) -> SystemFontWeight {
        var best = SystemFontWeight.regular
        var bestDistance = Int.max
        for candidate in SystemFontWeight.allCases {
            let distance = abs(candidate.weightClass - weight)
            if distance < bestDistance { best = candidate; bestDistance = distance }
        }
        return best
    }
}

extension TypographyToken {
    /// The token as a text style set in `font`.
    ///
    /// Size, line height, letter spacing, paragraph spacing, alignment, case, the Dynamic Type
    /// text style (scaled by the UIFontMetrics model, ``DynamicTypeScaling/fontMetrics``), the
    /// maximum point size, the feature settings (``textStyleFeatures``) and the language carry
    /// over. Small caps is the font's `smcp` feature, not a case transformation: the case stays
    /// `.original` (``TextCase/textStyleCase`` is `nil`). Decoration is not part of a text style.
    public func textStyle(font: StyleFont) -> Typeset.TextStyle {
        Typeset.TextStyle(font: font, pointSize: fontSize, lineHeight: lineHeight.textStyleLineHeight,
                          letterSpacing: letterSpacing.textStyleLetterSpacing, paragraphSpacing: paragraphSpacing,
                          alignment: alignment.textStyleAlignment, textCase: textCase.textStyleCase ?? .original,
                          dynamicType: textStyle.flatMap { Typeset.DynamicTypeStyle(rawValue: $0) },
                          dynamicTypeScaling: .fontMetrics, maximumPointSize: maxPointSize,
                          features: textStyleFeatures, language: language, leading: leading,
                          variations: variableInstance(in: font).settings, opticalSizing: opticalSizing)
    }

    /// ``variableInstance(axes:faceWeight:faceIsItalic:fontName:)`` for `font`: its axes, weight
    /// class and italic flag; nothing for a static face or a font described by metrics only.
    public func variableInstance(in font: StyleFont) -> (settings: [VariationSetting], diagnostics: [Diagnostic]) {
        guard case .face(let face) = font.source, !font.variationAxes.isEmpty else { return ([], []) }
        return variableInstance(axes: font.variationAxes, faceWeight: face.weightClass ?? 400,
                                faceIsItalic: face.isItalic, fontName: face.postScriptName ?? "(unnamed)")
    }

    /// The feature settings of the text style: ``features``, after `smcp` when ``textCase`` is
    /// small caps and the settings do not set `smcp` themselves (CSS Fonts 4, `font-variant-caps:
    /// small-caps` "enables display of small capitals (OpenType feature: smcp)"; Figma's and
    /// Tokens Studio's small caps are the same feature).
    public var textStyleFeatures: [FeatureSetting] {
        guard textCase == .smallCaps, !features.contains(where: { $0.tag == "smcp" }) else { return features }
        return [FeatureSetting("smcp")] + features
    }
}
