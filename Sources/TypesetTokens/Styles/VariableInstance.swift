import Typeset
import TypesetFont
import TypesetSupport

// A token's weight, width and style selecting the instance of a variable font file
// (Documentation/Tokens.md, "Variable fonts"). A static font file keeps being chosen by weight
// and style (FontResolver); a variable one is then set at the instance the token names.

extension TypographyToken {
    /// The axis values the token selects in a variable font with `axes`, each clamped to its
    /// axis, and a warning for every value the font cannot honour:
    /// - `wght` from ``fontWeight`` (CSS `font-weight` maps to `wght` one to one);
    /// - `wdth` from ``width`` (percent of normal, CSS `font-width`);
    /// - italic: `ital` 1 when the font has that axis; else `slnt` at CSS's default oblique angle
    ///   of 14° (`slnt` −14, or the axis's limit when it slants less); else nothing;
    /// - then ``variations``, which may set any axis (and override the three above).
    ///
    /// A value outside its axis is clamped with a warning at the value (`file:line:column`); an
    /// axis the font lacks is reported at the value that asked for it, except a weight equal to
    /// the face's own weight class (`faceWeight`) and an upright request. Empty for a static
    /// font (no axes).
    public func variableInstance(axes: [VariationAxis], faceWeight: Int, faceIsItalic: Bool,
                                 fontName: String) -> (settings: [VariationSetting], diagnostics: [Diagnostic]) {
        guard !axes.isEmpty else { return ([], []) }
        var settings: [VariationSetting] = []
        var diagnostics: [Diagnostic] = []
        let axisList = axes.map { $0.tag.description.trimmedTag }.joined(separator: ", ")
        func set(_ tag: Tag, _ value: Double, what: String, at location: SourceLocation?, reportsMissing: Bool) {
            guard let axis = axes.first(where: { $0.tag == tag }) else {
                if reportsMissing {
                    diagnostics.append(Diagnostic(.warning, at: location ?? source, tokenPath: name,
                        "\(name): the variable font \(fontName) has no \(tag.description.trimmedTag) axis (its axes are \(axisList)); \(what) selects nothing"))
                }
                return
            }
            var clamped = value
            if value < axis.minValue || value > axis.maxValue {
                clamped = min(max(value, axis.minValue), axis.maxValue)
                diagnostics.append(Diagnostic(.warning, at: location ?? source, tokenPath: name,
                    "\(name): \(what) is outside the \(tag.description.trimmedTag) axis of \(fontName) (\(NumberText.shortest(axis.minValue))...\(NumberText.shortest(axis.maxValue))); using \(NumberText.shortest(clamped))"))
            }
            settings.removeAll { $0.tag == tag }
            settings.append(VariationSetting(tag, clamped))
        }
        set("wght", Double(fontWeight), what: "font weight \(fontWeight)", at: fontWeightSource, reportsMissing: fontWeight != faceWeight)
        if let width {
            set("wdth", width, what: "font width \(NumberText.shortest(width))%", at: widthSource, reportsMissing: true)
        }
        if italic {
            if axes.contains(where: { $0.tag == "ital" }) {
                set("ital", 1, what: "italic", at: italicSource, reportsMissing: false)
            } else if let slant = axes.first(where: { $0.tag == "slnt" }) {
                // The default oblique angle of CSS Fonts 4 (14 degrees), as far as the axis goes.
                settings.append(VariationSetting("slnt", min(max(-14, slant.minValue), slant.maxValue)))
            } else if !faceIsItalic {
                diagnostics.append(Diagnostic(.warning, at: italicSource ?? source, tokenPath: name,
                    "\(name): the variable font \(fontName) has no ital or slnt axis and is not italic (its axes are \(axisList)); the text is set upright"))
            }
        }
        for setting in variations {
            set(setting.tag, setting.value, what: "\(setting.tag.description.trimmedTag) \(NumberText.shortest(setting.value))",
                at: variationsSource, reportsMissing: true)
        }
        // fvar order, one setting per axis named.
        let ordered = axes.compactMap { axis in settings.last(where: { $0.tag == axis.tag }) }
        return (ordered, diagnostics)
    }
}

extension String {
    /// An axis tag without its padding spaces.
    var trimmedTag: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
