// A user coordinate on a design axis, as a style or a command line sets it.
// https://learn.microsoft.com/en-us/typography/opentype/spec/otvaroverview#coordinate-scales-and-normalization

/// One axis value set by a user: `wght=650`.
public struct VariationSetting: Sendable, Hashable, CustomStringConvertible {
    /// The axis tag.
    public var tag: Tag
    /// The value in user coordinates (clamped to the axis's range when applied).
    public var value: Double

    /// Creates a setting.
    public init(_ tag: Tag, _ value: Double) {
        self.tag = tag
        self.value = value
    }

    public var description: String { "\(tag.description.trimmingSpaces)=\(NumberFormatting.plain(value))" }
}

extension String {
    /// The string without trailing spaces (tags are padded with them).
    var trimmingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// Plain decimal text for a user coordinate (no exponent, no trailing zeros).
enum NumberFormatting {
    static func plain(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
