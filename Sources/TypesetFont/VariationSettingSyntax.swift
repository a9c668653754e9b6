// Variation settings as text: `wght=650,opsz=17` (also `wght:650`), HarfBuzz's and CSS
// `font-variation-settings`' shorthand, read by the command line and the layout files.
// https://harfbuzz.github.io/harfbuzz-hb-common.html#hb-variation-from-string

extension VariationSetting {
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
