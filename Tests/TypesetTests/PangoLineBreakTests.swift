import Foundation
import Testing
import Typeset
import TypesetShaping

/// Line breaks of whole paragraphs against Pango (Scripts/compare_pango.py): English, German,
/// French, Chinese, Japanese, mixed, Thai, Lao, Khmer, Myanmar, Arabic, Hebrew, Hindi, Bengali and
/// Tamil text at four widths, same
/// font files, unhinted.
///
/// Every layout is identical today except those in `explained`. Known reasons they could differ, should a corpus line
/// show one: Pango inserts a hyphen where it breaks inside a word unless told not to (the
/// reference turns that off, as UIKit inserts none); Pango measures in 1/1024 pt units, so a
/// line within 1/1024 pt of the width may fall either way.
@Suite struct PangoLineBreakTests {
    /// Layouts that differ from Pango's (paragraph and width), each with its reason. The break
    /// opportunities of these paragraphs equal Pango's (ThaiLineBreakTests checks them against
    /// pango_get_log_attrs) and so do the line widths (the Khmer and Myanmar shapers are
    /// HarfBuzz's, and an overlong word is cut between graphemes as Pango cuts it); what differs
    /// is how wide a cut syllable is taken to be.
    static let explained: [String: String] = [
        "km 200": "a Khmer word wider than the line, cut inside a syllable: Pango estimates the width of a cut cluster as a share of its shaped width (its logical widths divide a cluster's advance among its characters) and ends the line after 179F 17D2 (scalar 257), which shaped is 202.9 pt in the 200 pt line; Typeset measures the cut end shaped on its own and cuts at the syllable before (scalar 255, 187.1 pt)",
    ]

    @Test func lineBreaksEqualPangos() throws {
        let text = try String(contentsOfFile: StyleRepo.path("Tests/TypesetTests/Expectations/pango-lines.tsv"), encoding: .utf8)
        var stacks: [String: FontStack] = [:]
        func font(_ spec: String) throws -> ShapingFont {
            let parts = spec.split(separator: ":")
            return try ShapingFont(contentsOfFile: StyleRepo.path(String(parts[0])), index: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        }
        var layouts = 0, lines = 0, explainedDifferences = 0
        for row in text.split(separator: "\n") where !row.hasPrefix("#") {
            let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(f.count == 6)
            let key = f[1] + "|" + f[2]
            if stacks[key] == nil {
                stacks[key] = FontStack(try font(f[1]), fallbacks: f[2].isEmpty ? [] : [try font(f[2])])
            }
            let stack = try #require(stacks[key])
            let paragraph = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(f[0]).txt"), encoding: .utf8)
                .trimmingCharacters(in: .newlines)
            let size = try #require(Double(f[3])), width = try #require(Double(f[4]))
            let expected = f[5].split(separator: ",").compactMap { Int($0) }
            // Pango 1.50 breaks Lao, Khmer and Myanmar only at spaces and punctuation.
            let layout = Typesetter(stack: stack, pointSize: size, lineBreakDictionaries: .pango).layout(paragraph, width: width)
            let starts = layout.lines.map { $0.consumed.lowerBound }
            let layoutKey = "\(f[0]) \(f[4])"
            if let reason = Self.explained[layoutKey] {
                #expect(starts != expected, "\(layoutKey) is equal now; remove it from `explained` (\(reason))")
                explainedDifferences += 1
            } else {
                #expect(starts == expected, "\(f[0]) \(size) pt in \(width) pt")
            }
            for line in layout.lines { #expect(line.width <= width + 1e-9 || line.range.count <= 1) }
            layouts += 1
            lines += expected.count
        }
        #expect(layouts == 64)
        #expect(explainedDifferences == Self.explained.count)
        #expect(lines > 300)
    }
}
