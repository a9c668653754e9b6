// The style layer's plans and fonts carried into layout: a style's typesetter and heights for a
// width, a font stack at a style's variable instance, a style font read from a shaping font.

import TypesetFont
import TypesetShaping
import TypesetStyle
import TypesetPlatform

extension FontStack {
    /// Every font of the stack at the instance `style` selects in it (its ``TextStyle/variations``
    /// and, with automatic optical sizing, `opsz` at the style's point size); static fonts and
    /// fonts already at that instance are kept as they are. A font whose instance cannot be made
    /// stays at the instance it is.
    public func instanced(for style: ResolvedStyle) -> FontStack {
        instanced(at: instanceSettings(for: style))
    }

    /// Every font of the stack at the user coordinates `settings` give it (one list per font, in
    /// stack order, as ``instanceSettings(for:)`` makes them).
    func instanced(at settings: [[VariationSetting]]) -> FontStack {
        var changed = false
        let varied = zip(fonts, settings).map { font, settings -> ShapingFont in
            guard !settings.isEmpty, let instance = try? font.instance(settings) else { return font }
            if instance.fingerprint != font.fingerprint { changed = true }
            return instance
        }
        return changed ? replacingFonts(varied) : self
    }

    /// The user coordinates of the instance `style` selects in each font of the stack, in
    /// stack order (empty for a static font): what ``instanced(for:)`` sets them at. Two
    /// styles with equal settings lay text out in the same fonts.
    public func instanceSettings(for style: ResolvedStyle) -> [[VariationSetting]] {
        fonts.map { font in
            let axes = font.variationAxes
            return axes.isEmpty ? [] : style.style.instanceSettings(axes: axes, pointSize: style.pointSize)
        }
    }
}

extension StyleFont {
    /// The font a ``ShapingFont`` shapes with, described for style resolution from the tables it
    /// has already read (face, metrics, `cmap`, `hmtx`): the same numbers as ``init(face:advances:)``
    /// without reading the file twice, so a style's numbers and its layout come from one font.
    public init(_ font: ShapingFont) {
        self.init(face: FaceMetrics(face: font.face, metrics: font.metrics, advances: CharacterAdvances(
            unitsPerEm: font.face.unitsPerEm, characterMap: font.characterMap, horizontalMetrics: font.horizontalMetrics)))
    }
}

extension StylePlan {
    /// A typesetter that lays text out as the adapted UIKit view will (the technique's line
    /// model), for height-for-width without UIKit (`text:heightWithFontSize:width:` in Typography.md, "A designer's gap").
    /// Needs the font's file (`FontStack`); the system font's outlines are not available.
    public func typesetter(_ stack: FontStack) -> Typesetter {
        typesetter(resolved.fonts(stack))
    }

    /// ``typesetter(_:)`` in fonts already at the style's instance (``StyledFonts``, made from
    /// ``resolved``): typesetters made for many texts share one instance.
    public func typesetter(_ fonts: StyledFonts) -> Typesetter {
        Typesetter(fonts: fonts, model: label.geometry.model)
    }

    /// The height a label of this style reports for `text` in `width` (Typography.md, "A designer's gap": height for a
    /// width), plus the outer padding of the technique when `includingOuterPadding` is set.
    public func height(of text: String, width: Double, stack: FontStack, maxLines: Int = 0,
                       includingOuterPadding: Bool = false) -> Double {
        let measured = typesetter(stack).measure(text, width: width, maxLines: maxLines)
        guard includingOuterPadding, measured.lineCount > 0 else { return measured.height }
        return measured.height + label.outerPadding.top + label.outerPadding.bottom
    }
}

extension AttributedTextPlan {
    /// A typesetter that lays the runs out and measures them as the attributed string will be
    /// (Typography.md, "Mixed runs"): each run shaped once in the fonts `fonts` gives for it (its
    /// font file, and the bold or italic face it asks for: the system font has no outlines here),
    /// at its size and kern, with the paragraph's features and language.
    ///
    /// Runs in the same fonts share their instance: a variable font is instanced once for every
    /// run that selects the same instance of it (``StyledFonts/restyled(_:)``), not once a run.
    public func typesetter(fonts: (Run) -> FontStack) -> MixedTypesetter {
        let resolved = paragraph.resolved
        var made: [StyledFonts] = []
        let mixed = runs.map { run in
            let stack = fonts(run)
            let styled: StyledFonts
            let settings = stack.instanceSettings(for: run.style)
            if let same = made.first(where: { $0.instanceSettings == settings && $0.isMade(from: stack) }) {
                styled = same.restyled(run.style)
            } else {
                styled = StyledFonts(run.style, stack: stack)
                made.append(styled)
            }
            return MixedRun(run.text, typesetter: Typesetter(fonts: styled, model: paragraph.label.geometry.model))
        }
        return MixedTypesetter(runs: mixed, lineHeight: lineHeight, paragraphSpacing: resolved.paragraphSpacing, scale: resolved.scale)
    }

    /// The height a label shows the runs in for `width` (height for a width), on the pixel grid.
    public func height(width: Double, fonts: (Run) -> FontStack, maxLines: Int = 0) -> Double {
        typesetter(fonts: fonts).measure(width: width, maxLines: maxLines).height
    }
}

extension StylePlan {
    /// The height a non-scrolling text view of this style reports for `text` in a view `width`
    /// wide (as `sizeThatFits` reports it for text views as for labels): the text's height in
    /// ``TextContainerGeometry/lineWidth(viewWidth:)``, plus the vertical insets. An empty text
    /// view keeps one line (the caret's), at the style's line height.
    public func textViewHeight(of text: String, width: Double, stack: FontStack,
                               container: TextContainerGeometry = .uiTextViewDefault) -> Double {
        let measured = typesetter(stack).measure(text, width: container.lineWidth(viewWidth: width))
        let textHeight = measured.lineCount > 0 ? measured.height : label.labelHeight(lines: 1)
        return container.viewHeight(usedHeight: textHeight)
    }
}
