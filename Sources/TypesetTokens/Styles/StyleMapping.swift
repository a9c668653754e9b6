import Typeset

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
    /// feature rather than a transformation of the characters.
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
    /// text style (scaled by the UIFontMetrics model, ``DynamicTypeScaling/fontMetrics``) and the
    /// maximum point size carry over. Small caps has no text-style equivalent and maps to
    /// `.original` (``TextCase/textStyleCase`` is `nil`; ``StyleGuide`` warns about it);
    /// decoration is not part of a text style.
    public func textStyle(font: StyleFont) -> Typeset.TextStyle {
        Typeset.TextStyle(font: font, pointSize: fontSize, lineHeight: lineHeight.textStyleLineHeight,
                          letterSpacing: letterSpacing.textStyleLetterSpacing, paragraphSpacing: paragraphSpacing,
                          alignment: alignment.textStyleAlignment, textCase: textCase.textStyleCase ?? .original,
                          dynamicType: textStyle.flatMap { Typeset.DynamicTypeStyle(rawValue: $0) },
                          dynamicTypeScaling: .fontMetrics, maximumPointSize: maxPointSize)
    }
}
