import TypesetFontMetrics

// Which instance of a variable font a style is set in: the style's axis values, clamped to the
// font's axes, and the optical size following the point size as Core Text applies it
// (Documentation/Typography.md, "Variable fonts and optical size").

/// Whether a variable font's optical size axis (`opsz`) follows the point size.
///
/// Core Text's `kCTFontOpticalSizeAttribute`: the string `"auto"` (iOS 12, macOS 10.14)
/// "request[s] an optical size matching the point size", `"none"` (iOS 13, macOS 10.15)
/// "explicitly disable[s] automatic optical sizing"; CSS Fonts 4 `font-optical-sizing: auto | none`
/// is the same switch. Sources and what is inferred: Typography.md, "Variable fonts and optical size".
public enum OpticalSizing: String, Sendable, Hashable, CaseIterable {
    /// `opsz` = the point size (at the content size category), clamped to the axis: the default,
    /// as Core Text applies it to the system font and to fonts with an optical size axis.
    case automatic = "auto"
    /// `opsz` stays at the font's default unless the style's variations set it.
    case none
}

/// The instance of a variable font a text style selects.
public enum FontInstanceRule {
    /// The user coordinates of the instance `requested` selects in a font with `axes` at
    /// `pointSize`: one setting per axis, in `fvar` order, each
    /// - the last requested value for the axis, clamped to the axis's minimum and maximum;
    /// - else, for `opsz` with ``OpticalSizing/automatic``, the point size clamped to the axis;
    /// - else the axis's default.
    ///
    /// Requested axes the font lacks are left out (``unmatchedAxes(_:axes:)`` lists them). Empty
    /// for a static font (no axes).
    public static func settings(requested: [VariationSetting], opticalSizing: OpticalSizing, pointSize: Double,
                                axes: [VariationAxis]) -> [VariationSetting] {
        axes.map { axis in
            let value: Double
            if let asked = requested.last(where: { $0.tag == axis.tag }), asked.value.isFinite {
                value = asked.value
            } else if axis.tag == opticalSizeTag, opticalSizing == .automatic, pointSize.isFinite, pointSize > 0 {
                value = pointSize
            } else {
                value = axis.defaultValue
            }
            return VariationSetting(axis.tag, min(max(value, axis.minValue), axis.maxValue))
        }
    }

    /// The requested settings whose axis the font does not have (each tag once, first mention).
    public static func unmatchedAxes(_ requested: [VariationSetting], axes: [VariationAxis]) -> [VariationSetting] {
        var seen: Set<Tag> = []
        return requested.filter { setting in
            !axes.contains(where: { $0.tag == setting.tag }) && seen.insert(setting.tag).inserted
        }
    }

    /// The requested settings outside their axis's range, with the axis (each tag's last setting).
    public static func outOfRange(_ requested: [VariationSetting], axes: [VariationAxis]) -> [(setting: VariationSetting, axis: VariationAxis)] {
        axes.compactMap { axis in
            guard let setting = requested.last(where: { $0.tag == axis.tag }),
                  setting.value < axis.minValue || setting.value > axis.maxValue else { return nil }
            return (setting, axis)
        }
    }

    /// The optical size axis tag.
    public static let opticalSizeTag: Tag = "opsz"
}

extension StyleFont {
    /// This font at the instance `settings` give (a face's metrics and advances from
    /// ``FaceMetrics/instance(_:)``). Fonts that are not variable faces, settings equal to the
    /// instance the face already is, and a face whose variation tables cannot be read (its
    /// default instance stands) give this font.
    public func instance(_ settings: [VariationSetting]) -> StyleFont {
        guard case .face(let face) = source, face.isVariable, !settings.isEmpty else { return self }
        if face.variationSettings == settings { return self }
        if face.variationSettings.isEmpty, zip(settings, variationAxes).allSatisfy({ $0.tag == $1.tag && $0.value == $1.defaultValue }) { return self }
        guard let varied = try? face.instance(settings) else { return self }
        return StyleFont(face: varied)
    }
}

extension TextStyle {
    /// The user coordinates of the instance this style selects in a font with `axes` at
    /// `pointSize` (``FontInstanceRule/settings(requested:opticalSizing:pointSize:axes:)``).
    public func instanceSettings(axes: [VariationAxis], pointSize: Double) -> [VariationSetting] {
        FontInstanceRule.settings(requested: variations, opticalSizing: opticalSizing, pointSize: pointSize, axes: axes)
    }
}

