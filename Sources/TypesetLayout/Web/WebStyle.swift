// A text style as CSS sets it: the line-height `typeset generate --css` writes for it, and its
// fonts at a CSS font size (optical size following the size, as `font-optical-sizing: auto`).

import TypesetFont
import TypesetShaping
import TypesetStyle

extension CSSLineHeight {
    /// The `line-height` `typeset generate --css` writes for a style whose line height is
    /// `lineHeight`, resolved to `resolvedLineHeight` points: a length as px, a multiple of the
    /// size as a number, a percentage as a percentage, and a line height from the font's
    /// metrics (or Dynamic Type's leading) as its resolved px. `textScale` multiplies the px
    /// (text scaled by the reader's setting, as with `rem` lengths); numbers and percentages
    /// follow the font size by themselves.
    public init(_ lineHeight: LineHeight, resolvedLineHeight: Double, textScale: Double = 1) {
        switch lineHeight {
        case .points(let value): self = .px(value * textScale)
        case .multipleOfSize(let multiple): self = .number(multiple)
        case .percentOfSize(let percent): self = .percent(percent)
        case .multipleOfFontLineHeight, .font, .dynamicTypeLeading: self = .px(resolvedLineHeight * textScale)
        }
    }
}

extension FontStack {
    /// Every font of the stack at the instance `style` selects at a font size of `fontSize`
    /// (its variations, and `opsz` at `fontSize` with automatic optical sizing); as
    /// ``instanced(for:)`` for a size the style does not resolve to itself (text scaled on the web).
    public func instanced(for style: TextStyle, fontSize: Double) -> FontStack {
        var changed = false
        let varied = fonts.map { font -> ShapingFont in
            let axes = font.variationAxes
            guard !axes.isEmpty else { return font }
            let settings = style.instanceSettings(axes: axes, pointSize: fontSize)
            guard !settings.isEmpty, let instance = try? font.instance(settings) else { return font }
            if instance.fingerprint != font.fingerprint { changed = true }
            return instance
        }
        return changed ? replacingFonts(varied) : self
    }
}
