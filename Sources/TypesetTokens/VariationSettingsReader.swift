import Typeset
import TypesetFont
import TypesetSupport

// Typeset's variable font settings on a typography token (`$extensions` → `com.typeset`):
// `fontWidth` (CSS Fonts 4 `font-width`, formerly `font-stretch`: a percentage or a keyword),
// `fontVariationSettings` (CSS `font-variation-settings`: axis tags and values) and
// `opticalSizing` (`auto` | `none`, CSS `font-optical-sizing`). Documentation/Tokens.md.

/// The CSS Fonts 4 `font-width` keywords and their percentages
/// (https://www.w3.org/TR/css-fonts-4/#font-width-prop).
enum WidthKeywords {
    static let all: [(name: String, percent: Double)] = [
        ("ultra-condensed", 50), ("extra-condensed", 62.5), ("condensed", 75), ("semi-condensed", 87.5), ("normal", 100),
        ("semi-expanded", 112.5), ("expanded", 125), ("extra-expanded", 150), ("ultra-expanded", 200),
    ]
}

/// Reads `fontWidth` and `fontVariationSettings` values, reporting what is wrong where.
enum VariationSettingsReader {
    /// A width in percent of normal: a number (`87.5`), a percentage string (`"87.5%"`) or a
    /// CSS keyword (`"semi-condensed"`); positive and at most 1000.
    static func fontWidth(_ node: JSONNode, tokenPath: String, report: inout Reporter) -> Double? {
        let expected = "expected a percentage of the normal width (87.5, \"87.5%\") or a CSS font-width keyword (\(WidthKeywords.all.map(\.name).joined(separator: ", ")))"
        var percent: Double? = nil
        switch node.value {
        case .number(let value, _):
            percent = value
        case .string(let text):
            let trimmed = text.trimmingSpaces
            if let keyword = WidthKeywords.all.first(where: { $0.name == trimmed.lowercased() }) {
                percent = keyword.percent
            } else if trimmed.hasSuffix("%"), let value = Double(String(trimmed.dropLast()).trimmingSpaces) {
                percent = value
            } else {
                var message = "unknown font width \"\(text)\""
                if let suggestion = nearest(trimmed, in: WidthKeywords.all.map(\.name)) { message += " (did you mean \"\(suggestion)\"?)" }
                report.error(node.position, tokenPath, message + "; " + expected)
                return nil
            }
        default:
            report.error(node.position, tokenPath, "found \(node.kindDescription) for fontWidth; " + expected)
            return nil
        }
        guard let percent, percent.isFinite, percent > 0, percent <= 1000 else {
            report.error(node.position, tokenPath, "font width \(NumberText.shortest(percent ?? 0))% is out of range; expected more than 0 and at most 1000 percent")
            return nil
        }
        return percent
    }

    /// Axis values: an object (`{"wght": 650, "opsz": 17}`) or a string in CSS
    /// `font-variation-settings` syntax (`"'wght' 650, 'opsz' 17"`; `wght=650` is read too).
    /// Tags are 1 to 4 printable ASCII characters (padded with spaces), values finite numbers.
    static func variationSettings(_ node: JSONNode, tokenPath: String, report: inout Reporter) -> [VariationSetting]? {
        var settings: [VariationSetting] = []
        var ok = true
        func checkedTag(_ report: inout Reporter, _ text: String, _ position: SourcePosition) -> Tag? {
            guard (1...4).contains(text.utf8.count), text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
                report.error(position, tokenPath, "axis tag \"\(text)\" is not 1 to 4 printable ASCII characters; expected a tag such as \"wght\" or \"opsz\"")
                return nil
            }
            return Tag(text)
        }
        switch node.value {
        case .object(let members):
            for member in members {
                guard let tag = checkedTag(&report, member.key, member.keyPosition) else { ok = false; continue }
                guard case .number(let value, _) = member.value.value, value.isFinite else {
                    report.error(member.value.position, tokenPath, "found \(member.value.kindDescription) for the axis \"\(member.key)\"; expected a number in the axis's user coordinates")
                    ok = false
                    continue
                }
                settings.append(VariationSetting(tag, value))
            }
        case .string(let text):
            if text.trimmingSpaces == "normal" || text.trimmingSpaces.isEmpty { return [] }
            for piece in text.split(separator: ",") {
                let parts = piece.split(whereSeparator: { $0 == " " || $0 == "=" || $0 == ":" || $0 == "\t" })
                var tagText = parts.first.map(String.init) ?? ""
                if tagText.count >= 2, tagText.first == tagText.last, tagText.first == "\"" || tagText.first == "'" {
                    tagText = String(tagText.dropFirst().dropLast())
                }
                guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                    report.error(node.position, tokenPath, "variation setting \"\(String(piece).trimmingSpaces)\" is not an axis tag and a number; expected \"'wght' 650, 'opsz' 17\"")
                    ok = false
                    continue
                }
                guard let tag = checkedTag(&report, tagText, node.position) else { ok = false; continue }
                settings.append(VariationSetting(tag, value))
            }
        default:
            report.error(node.position, tokenPath, "found \(node.kindDescription) for fontVariationSettings; expected an object of axis values ({\"wght\": 650}) or a string (\"'wght' 650\")")
            return nil
        }
        return ok ? settings : nil
    }
}
