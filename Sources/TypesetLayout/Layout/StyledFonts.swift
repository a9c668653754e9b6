// A resolved style with the fonts that lay it out: the font stack at the instance the style
// selects, made once, so that the style's numbers and its layout come from one font.

import TypesetFont
import TypesetShaping
import TypesetStyle
import TypesetUnicode

/// A resolved style and the font stack that lays it out, at the instance the style selects.
///
/// A style's numbers (line height, cap height, the readable measure) are read from its font at
/// the instance it selects (``ResolvedStyle/font``: a variable face's metrics and advances at the
/// style's variations, `opsz` at its point size); its lines, advances and pictures come from the
/// stack's fonts at that same instance. Making the instance costs the instance's advances and
/// metrics, so it is made once here (``FontStack/instanced(for:)``) and every typesetter made
/// from these fonts (``Typesetter/init(fonts:model:kerning:features:language:script:paragraphDirection:lineBreakDictionaries:)``)
/// shares it, where ``Typesetter/init(stack:style:model:kerning:features:language:script:paragraphDirection:lineBreakDictionaries:)``
/// makes it again for each typesetter. ``restyled(_:)`` keeps it for another resolution of the
/// style (another content size category) that selects the same instance.
///
/// ``agreement`` tells whether the style was resolved from the face that lays it out.
public struct StyledFonts: Sendable {
    /// The resolved style.
    public let style: ResolvedStyle
    /// The stack, every variable font of it at the instance ``style`` selects.
    public let stack: FontStack
    /// The user coordinates each font of ``stack`` is set at, in stack order (empty for a static
    /// font): ``FontStack/instanceSettings(for:)`` of the style.
    public let instanceSettings: [[VariationSetting]]

    /// The stack as given, for the instances other resolutions of the style select.
    private let base: FontStack

    /// `style` with `stack` at the instance the style selects (its variations, `opsz` at its point
    /// size with automatic optical sizing), made now. Static fonts and fonts already at that
    /// instance are kept as they are.
    public init(_ style: ResolvedStyle, stack: FontStack) {
        let settings = stack.instanceSettings(for: style)
        self.init(style: style, base: stack, instanced: stack.instanced(at: settings), settings: settings)
    }

    private init(style: ResolvedStyle, base: FontStack, instanced: FontStack, settings: [[VariationSetting]]) {
        self.style = style
        self.base = base
        stack = instanced
        instanceSettings = settings
    }

    /// The same fonts for `style`, another resolution of the style (another content size
    /// category or scale): the instance is kept when `style` selects the same one, and made
    /// otherwise (from the stack these fonts were made with).
    public func restyled(_ style: ResolvedStyle) -> StyledFonts {
        let settings = base.instanceSettings(for: style)
        if settings == instanceSettings { return StyledFonts(style: style, base: base, instanced: stack, settings: settings) }
        return StyledFonts(style, stack: base)
    }

    /// Whether these fonts were made from `stack` (the same fonts, by ``ShapingFont/fingerprint``,
    /// in the same order and script fallbacks), so that ``restyled(_:)`` serves for it.
    func isMade(from stack: FontStack) -> Bool {
        base.fonts.count == stack.fonts.count && base.scriptOrders == stack.scriptOrders
            && zip(base.fonts, stack.fonts).allSatisfy { $0.fingerprint == $1.fingerprint }
    }

    /// Whether ``style`` was resolved from the face that lays it out.
    public enum Agreement: Sendable, Hashable {
        /// The style's font is the stack's primary face at the same instance: the same PostScript
        /// name and design axes, and the same vertical metrics.
        case agrees
        /// The style's font is described by its metrics only (the system font, an installed font,
        /// a system design): there is no face to compare.
        case unknown
        /// The style was resolved from another face (another PostScript name or other design
        /// axes): its line height and cap height are that face's, its lines this stack's.
        case differentFace
        /// The same face by name and axes with other vertical metrics (another instance, or
        /// another version of the font).
        case differentMetrics
    }

    /// Whether ``style`` was resolved from the stack's primary face at the instance that lays it
    /// out. Read from what both have already read (the PostScript name, axes and metrics), only
    /// when asked: a style whose font is a face (``StyleFont/Source/face(_:)``) is compared; other
    /// fonts are ``Agreement/unknown``.
    public var agreement: Agreement {
        guard case .face(let face) = style.font.source else { return .unknown }
        let primary = stack.primary
        if face.variationAxes.map(\.tag) != primary.variationAxes.map(\.tag) { return .differentFace }
        if let name = face.postScriptName, let layoutName = (try? primary.face.names().postScriptName) ?? nil,
           name != layoutName { return .differentFace }
        return style.font.metrics == primary.metrics ? .agrees : .differentMetrics
    }
}

extension ResolvedStyle {
    /// This style with `stack` at the instance it selects, made once (``StyledFonts``).
    public func fonts(_ stack: FontStack) -> StyledFonts {
        StyledFonts(self, stack: stack)
    }
}

extension Typesetter {
    /// A typesetter for a resolved style in its fonts (its point size, line height, kern,
    /// paragraph spacing, features and language; `features` are applied after the style's), in
    /// the instance ``StyledFonts`` made: no instance is made here, so typesetters made from the
    /// same fonts share one.
    public init(fonts: StyledFonts, model: LineModel = .uikitExact, kerning: Bool = true,
                features: [FeatureSetting] = [], language: String? = nil, script: UnicodeScript? = nil,
                paragraphDirection: BidiParagraph.Direction = .auto, lineBreakDictionaries: LineBreakDictionaries = .icu) {
        let style = fonts.style
        self.init(stack: fonts.stack, pointSize: style.pointSize, lineHeight: style.lineHeight, letterSpacing: style.kern,
                  paragraphSpacing: style.paragraphSpacing, model: model, kerning: kerning, scale: style.scale,
                  features: style.style.features + features, language: language ?? style.style.language, script: script,
                  alignment: style.style.alignment, paragraphDirection: paragraphDirection, lineBreakDictionaries: lineBreakDictionaries)
    }
}
