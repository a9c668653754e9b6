// Feature settings as text: HarfBuzz's and CSS's syntax (`liga=0`, `-liga`, `+kern`, `ss01`,
// `aalt=2`, `liga[3:5]`), read by the command line and the token readers.
// https://harfbuzz.github.io/harfbuzz-hb-common.html#hb-feature-from-string

extension FeatureSetting {
    /// Parses one setting: `tag`, `+tag`, `-tag`, `tag=value`, `tag=on|off`, with an optional
    /// range `[start:end]`, `[start:]`, `[:end]` or `[index]` after the tag. `nil` when malformed.
    public init?(parsing text: some StringProtocol) {
        var rest = Substring(text.trimmingWhitespace)
        var value: UInt32 = 1
        if rest.hasPrefix("-") { value = 0; rest = rest.dropFirst() } else if rest.hasPrefix("+") { rest = rest.dropFirst() }
        var tagText = rest.prefix { $0 != "[" && $0 != "=" }
        rest = rest.dropFirst(tagText.count)
        tagText = Substring(tagText.trimmingWhitespace)
        guard (1...4).contains(tagText.unicodeScalars.count), tagText.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) else { return nil }
        let tag = Tag(String(tagText))
        var start = 0, end = Int.max
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
            if let colon = inside.firstIndex(of: ":") {
                let lower = inside[..<colon].trimmingWhitespace, upper = inside[inside.index(after: colon)...].trimmingWhitespace
                if !lower.isEmpty { guard let value = Int(lower), value >= 0 else { return nil }; start = value }
                if !upper.isEmpty { guard let value = Int(upper), value >= 0 else { return nil }; end = value }
            } else if !inside.trimmingWhitespace.isEmpty {
                guard let index = Int(inside.trimmingWhitespace), index >= 0, index < Int.max else { return nil }
                start = index
                end = index + 1
            }
        }
        rest = Substring(rest.trimmingWhitespace)
        if rest.hasPrefix("=") {
            var number = rest.dropFirst()
            // `tag=value[start:end]` is accepted as well as `tag[start:end]=value`.
            var range = Substring("")
            if let open = number.firstIndex(of: "[") {
                range = number[open...]
                number = number[..<open]
            }
            switch number.trimmingWhitespace {
            case "on", "true": value = 1
            case "off", "false": value = 0
            case let text:
                guard let parsed = UInt32(text) else { return nil }
                value = parsed
            }
            if !range.isEmpty {
                guard start == 0, end == Int.max, let parsed = FeatureSetting(parsing: String(tagText) + range) else { return nil }
                start = parsed.start
                end = parsed.end
            }
        } else if !rest.isEmpty {
            return nil
        }
        self.init(tag: tag, value: value, start: start, end: end)
    }

    /// Parses a comma-separated list; `nil` names the first malformed setting.
    public static func parseList(_ text: String) -> Result<[FeatureSetting], FeatureSettingError> {
        var settings: [FeatureSetting] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: true) {
            guard let setting = FeatureSetting(parsing: part) else { return .failure(FeatureSettingError(text: String(part))) }
            settings.append(setting)
        }
        return .success(settings)
    }
}

/// A feature setting that could not be read.
public struct FeatureSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text that could not be read.
    public let text: String
    public var description: String {
        "'\(text)' is not a feature setting (tag, -tag, tag=value, tag[start:end]=value)"
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
