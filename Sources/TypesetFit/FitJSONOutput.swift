// The JSON of `typeset fit --json` (Documentation/CLI.md, fit), streamed: each finding, group and
// layout is written as it is reached, so no tree of values is built. It is also the baseline
// format (``Baseline/read(file:)`` reads its `findings`). The findings and groups are written
// in pieces on every core, each piece into its own buffer, and the pieces go out in order.

import Dispatch

/// Writes `typeset fit --json`.
public enum FitJSONOutput {
    /// The whole document: counts, `findings`, `groups` and, with `layouts`, every layout made.
    public static func write(_ result: FitResult, groups: [FindingGroup], newFindings: Int, unmatched: Int, baseline: Baseline,
                             rules: [ResolvedRule?], layouts: Bool, to json: inout JSONStream) {
        json.beginObject()
        if let web = result.web {
            json.member("platform", "web")
            json.member("scales", array: web.scales) { $0.int($1) }
            json.member("textSpacing", web.textSpacing?.rawValue)
        }
        json.member("measurements", result.measurements)
        json.member("strings", result.strings)
        json.member("unmatched", unmatched)
        json.member("seconds", result.seconds)
        json.member("newFindings", newFindings)
        json.key("findings")
        json.beginArray()
        let findings = result.findings
        elements(findings.count, to: &json) { index, json in write(findings[index], known: baseline.accepts(findings[index]), to: &json) }
        json.endArray()
        json.key("groups")
        json.beginArray()
        elements(groups.count, to: &json) { index, json in write(groups[index], baseline: baseline, to: &json) }
        json.endArray()
        if layouts {
            json.key("layouts")
            json.beginArray()
            for record in result.layouts {
                let fonts = record.rule >= 0 && record.rule < rules.count ? rules[record.rule]?.fontFiles ?? [] : []
                json.beginObject()
                json.member("key", record.key)
                json.member("locale", record.locale)
                json.member("variant", record.variant)
                json.member("language", record.language)
                if let scale = record.scale { json.member("scale", scale) } else { json.member("category", record.category.rawValue) }
                json.member("pointSize", record.pointSize)
                json.member("lineHeight", record.lineHeight)
                json.member("letterSpacing", record.letterSpacing)
                json.member("width", record.width)
                json.member("lineCount", record.lineCount)
                json.member("height", record.height)
                json.member("text", record.text)
                json.member("fonts", array: fonts) { $0.string($1.description) }
                if let css = record.web {
                    let rule = record.rule >= 0 && record.rule < rules.count ? rules[record.rule]?.rule : nil
                    json.member("maxLines", rule?.maxLines ?? 0)
                    json.member("maxHeight", rule?.maxHeight)
                    json.key("css")
                    json.beginObject()
                    json.member("fontSize", css.fontSize)
                    json.member("lineHeight", css.lineHeight.css)
                    json.member("letterSpacing", css.letterSpacing)
                    json.member("wordSpacing", css.wordSpacing)
                    json.member("paragraphSpacing", css.paragraphSpacing)
                    json.endObject()
                }
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
        json.flush()
    }

    /// The elements `0..<count` of the array `json` just opened, each written by `element`:
    /// pieces of ``piece`` elements made on every core into buffers of their own, a few pieces
    /// per core at a time, and handed to `json` in order (the same text as one writer makes).
    static func elements(_ count: Int, to json: inout JSONStream, element: @Sendable (Int, inout JSONStream) -> Void) {
        let pieces = (count + piece - 1) / piece
        let workers = min(FitEngine.cores, pieces)
        guard workers > 1 else {
            for index in 0..<count { element(index, &json) }
            return
        }
        let depth = json.depth
        var continues = json.continues
        var first = 0
        while first < pieces {
            let last = min(pieces, first + workers * 4)
            var made = [[[UInt8]]](repeating: [], count: last - first)
            let start = first, followsMembers = continues
            made.withUnsafeMutableBufferPointer { output in
                nonisolated(unsafe) let output = output
                DispatchQueue.concurrentPerform(iterations: last - start) { offset in
                    let chunks = Chunks()
                    var writer = JSONStream(fragmentAt: depth, continues: followsMembers || offset > 0) { chunks.list.append($0) }
                    let from = (start + offset) * piece
                    for index in from..<min(count, from + piece) { element(index, &writer) }
                    writer.flush()
                    output[offset] = chunks.list
                }
            }
            for chunks in made { json.append(fragment: chunks, members: true) }
            continues = true
            first = last
        }
    }

    /// The elements a piece of ``elements(_:to:element:)`` holds.
    static let piece = 2_048

    /// The chunks one piece's writer made.
    private final class Chunks {
        var list: [[UInt8]] = []
    }

    /// One finding (the keys of Documentation/CLI.md, fit).
    public static func write(_ finding: Finding, known: Bool, to json: inout JSONStream) {
        json.beginObject()
        json.member("key", finding.key)
        json.member("locale", finding.locale)
        json.member("variant", finding.variant)
        if let scale = finding.scale { json.member("scale", scale) } else { json.member("category", finding.category.rawValue) }
        json.member("width", finding.width)
        json.member("pointSize", finding.pointSize)
        json.member("lineCount", finding.lineCount)
        json.member("maxLines", finding.maxLines)
        json.member("height", finding.height)
        json.member("maxHeight", finding.maxHeight)
        json.member("truncated", finding.truncated)
        json.member("text", finding.text)
        json.member("language", finding.language)
        json.member("lineHeight", finding.lineHeight)
        json.member("reasons", array: finding.reasons) { $0.string($1.rawValue) }
        json.member("style", finding.style)
        json.member("location", finding.location)
        json.member("known", known)
        json.endObject()
    }

    /// One group: the string, where it fails and the suggestion.
    public static func write(_ group: FindingGroup, baseline: Baseline, to json: inout JSONStream) {
        json.beginObject()
        json.member("key", group.key)
        json.member("locale", group.locale)
        json.member("variant", group.variant)
        json.member("language", group.language)
        json.member("text", group.text)
        json.member("style", group.style)
        json.member("location", group.location)
        json.member("rule", group.ruleID)
        json.member("reasons", array: group.reasons) { $0.string($1.rawValue) }
        if group.scales.isEmpty {
            json.member("categories", array: group.categories) { $0.string($1.rawValue) }
        } else {
            json.member("scales", array: group.scales) { $0.int($1) }
        }
        json.member("widths", array: group.widths) { $0.number($1) }
        if let scale = group.firstFailingScale { json.member("firstFailingScale", scale) } else {
            json.member("firstFailingCategory", group.firstFailingCategory.rawValue)
        }
        json.member("findings", group.findings.count)
        json.member("new", group.isNew(in: baseline))
        json.member("severity", group.severity)
        let suggestion = group.suggestion
        json.key("suggestion")
        json.beginObject()
        if group.scales.isEmpty {
            json.member("largestFittingCategory", suggestion.largestFittingCategory?.rawValue)
        } else {
            if let scale = suggestion.largestFittingScale { json.member("largestFittingScale", scale) } else {
                json.key("largestFittingScale")
                json.null()
            }
        }
        json.member("largestFittingPointSize", suggestion.largestFittingPointSize)
        json.key("widthsNeeded")
        json.beginArray()
        for need in suggestion.widthsNeeded {
            json.beginObject()
            if let scale = need.scale { json.member("scale", scale) } else { json.member("category", need.category.rawValue) }
            json.member("pointSize", need.pointSize)
            json.member("width", need.width)
            json.endObject()
        }
        json.endArray()
        json.member("charactersOver", suggestion.charactersOver)
        json.member("characters", suggestion.characters)
        json.member("averageAdvance", suggestion.averageAdvance)
        json.member("allowedLines", suggestion.allowedLines)
        json.member("summary", suggestion.summary)
        json.endObject()
        json.endObject()
    }
}
