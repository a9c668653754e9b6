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

    /// Parses `wght=650,opsz=17` (also `wght:650`, separated by commas or spaces), HarfBuzz's
    /// and CSS `font-variation-settings`' shorthand. A tag shorter than four characters is
    /// padded with spaces; a later setting of the same axis wins.
    public static func parseList(_ text: String) -> Result<[VariationSetting], VariationSettingError> {
        var settings: [VariationSetting] = []
        for piece in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
            let parts = piece.split(maxSplits: 1, whereSeparator: { $0 == "=" || $0 == ":" })
            guard parts.count == 2 else { return .failure(VariationSettingError(text: String(piece), reason: "expected TAG=VALUE")) }
            var tagText = String(parts[0])
            if tagText.count >= 2, tagText.first == tagText.last, tagText.first == "\"" || tagText.first == "'" {
                tagText = String(tagText.dropFirst().dropLast())
            }
            guard (1...4).contains(tagText.utf8.count), tagText.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
                return .failure(VariationSettingError(text: String(piece), reason: "an axis tag is 1 to 4 printable ASCII characters"))
            }
            guard let value = Double(parts[1]), value.isFinite else {
                return .failure(VariationSettingError(text: String(piece), reason: "the value must be a number"))
            }
            let tag = Tag(tagText)
            settings.removeAll { $0.tag == tag }
            settings.append(VariationSetting(tag, value))
        }
        return .success(settings)
    }
}

/// Why a variation setting list could not be read.
public struct VariationSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The piece that failed.
    public let text: String
    /// What was wrong with it.
    public let reason: String
    public var description: String { "'\(text)': \(reason)" }
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
