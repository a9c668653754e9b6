// `typeset fit --sarif FILE`: one SARIF 2.1.0 result per finding group, so code review tools
// (GitHub code scanning, GitLab, Azure DevOps) show them on the catalogue's lines.
// Format: OASIS Static Analysis Results Interchange Format (SARIF) Version 2.1.0 (Errata 01),
// sections 3.13 (sarifLog), 3.14 (run), 3.19 (toolComponent), 3.27 (result), 3.28 (location),
// 3.29 (physicalLocation), 3.30 (region), 3.49 (reportingDescriptor).

import TypesetSupport

/// Writes the SARIF log of a run.
public enum FitSARIF {
    /// The rule of a string that takes more lines than `maxLines` (the label truncates).
    public static let overflowRule = "typeset.fit.overflow"
    /// The rule of a string taller than `maxHeight`.
    public static let heightRule = "typeset.fit.height"

    /// The log: one run of the tool `typeset`, the two rules, and one result per group, level
    /// `error` for a group with a finding not in `baseline`, `note` for one the baseline holds.
    public static func write(_ groups: [FindingGroup], baseline: Baseline, to json: inout JSONStream) {
        json.beginObject()
        json.member("$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        json.member("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.member("name", "typeset fit")
        json.key("rules")
        json.beginArray()
        rule(&json, id: overflowRule, name: "TextOverflowsLines",
             short: "A localized string takes more lines than its label allows.",
             full: "At this locale, Dynamic Type text size and width, the string is laid out in more lines than the layout rule's maxLines: the label truncates it.")
        rule(&json, id: heightRule, name: "TextTooTall",
             short: "A localized string is taller than its label allows.",
             full: "At this locale, Dynamic Type text size and width, the string's lines are taller than the layout rule's maxHeight.")
        json.endArray()
        json.endObject()
        json.endObject()
        // Columns count Unicode scalars, as every Typeset position does (SARIF 3.14.23).
        json.member("columnKind", "unicodeCodePoints")
        json.member("results", array: groups) { result(&$0, $1, known: !$1.isNew(in: baseline)) }
        json.endObject()
        json.endArray()
        json.endObject()
        json.flush()
    }

    static func rule(_ json: inout JSONStream, id: String, name: String, short: String, full: String) {
        json.beginObject()
        json.member("id", id)
        json.member("name", name)
        json.key("shortDescription")
        json.beginObject()
        json.member("text", short)
        json.endObject()
        json.key("fullDescription")
        json.beginObject()
        json.member("text", full)
        json.endObject()
        json.key("defaultConfiguration")
        json.beginObject()
        json.member("level", "error")
        json.endObject()
        json.endObject()
    }

    /// The message of a group: the string, its locale and variant, the sizes and widths it fails
    /// at, and the suggestion.
    public static func message(_ group: FindingGroup) -> String {
        let first = group.representative
        let unit = group.suggestion.unit
        let what = group.reasons.contains(.lines) && first.maxLines > 0
            ? "\(first.lineCount) lines > \(first.maxLines)"
            : "\(NumberText.shortest(first.height)) \(unit) > \(NumberText.shortest(first.maxHeight ?? 0)) \(unit)"
        let sizes = group.textSizes.joined(separator: ", ")
        let widths = group.widths.map { NumberText.shortest($0) + " " + unit }.joined(separator: ", ")
        return "\"\(group.key)\" [\(group.locale)\(group.variant.map { " \($0)" } ?? "")] does not fit from \(first.textSize) "
            + "(\(FitSuggestion.points(first.pointSize)) \(unit)) in \(NumberText.shortest(first.width)) \(unit): \(what). "
            + "Fails at \(sizes) in \(widths). Suggestion: \(group.suggestion.summary)."
    }

    static func result(_ json: inout JSONStream, _ group: FindingGroup, known: Bool) {
        json.beginObject()
        json.member("ruleId", group.ruleID)
        json.member("ruleIndex", group.ruleID == overflowRule ? 0 : 1)
        json.member("level", known ? "note" : "error")
        if known { json.member("baselineState", "unchanged") } else { json.member("baselineState", "new") }
        json.key("message")
        json.beginObject()
        json.member("text", message(group))
        json.endObject()
        json.key("locations")
        json.beginArray()
        json.beginObject()
        json.key("physicalLocation")
        json.beginObject()
        json.key("artifactLocation")
        json.beginObject()
        json.member("uri", uri(group.location.file))
        json.endObject()
        json.key("region")
        json.beginObject()
        json.member("startLine", max(1, group.location.line))
        json.member("startColumn", max(1, group.location.column))
        json.endObject()
        json.endObject()
        json.endObject()
        json.endArray()
        json.key("partialFingerprints")
        json.beginObject()
        json.member("typesetFitGroup/v1", group.identity)
        json.endObject()
        json.key("properties")
        json.beginObject()
        json.member("key", group.key)
        json.member("locale", group.locale)
        json.member("variant", group.variant)
        if let scale = group.firstFailingScale {
            json.member("firstFailingScale", scale)
            json.key("scales")
            json.beginArray()
            for scale in group.scales { json.int(scale) }
            json.endArray()
        } else {
            json.member("firstFailingCategory", group.firstFailingCategory.rawValue)
            json.key("categories")
            json.beginArray()
            for category in group.categories { json.string(category.rawValue) }
            json.endArray()
        }
        json.key("widths")
        json.beginArray()
        for width in group.widths { json.number(width) }
        json.endArray()
        json.member("findings", group.findings.count)
        json.endObject()
        json.endObject()
    }

    /// A catalogue path as a URI reference (RFC 3986): a relative path stays relative (code
    /// scanning resolves it against the repository root), an absolute one becomes a `file:` URI;
    /// characters outside the unreserved set and `/` are percent-encoded.
    public static func uri(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        var out = trimmed.hasPrefix("/") ? "file://" : ""
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
