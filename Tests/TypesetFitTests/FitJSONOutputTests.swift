import Foundation
import Testing
import Typeset
import TypesetCatalog
import TypesetFit
import TypesetSupport

/// `typeset fit --json` as the command streams it, read back by Foundation's parser: every
/// finding and group of the in-memory result, strings from files escaped so they read back as
/// they were, across many chunks of the writer's buffer.
@Suite struct FitJSONOutputTests {
    /// Keys, texts and file names a catalogue may hold: quotes, backslashes, control characters,
    /// bidirectional controls, separators, C1 controls and characters outside the BMP.
    static let awkward = ["plain", "say \"hi\"", "back\\slash", "tab\there", "line\nbreak", "bell\u{7}nul\u{1}", "del\u{7F}",
                          "emoji 😀 and 𝔸𝕓", "rtl\u{202E}evil\u{2066}", "sep\u{2028}\u{2029}", "c1\u{85}\u{9B}", "mark\u{200F}\u{061C}",
                          "Überschrift 東京 مرحبا", "</script>"]

    /// Many strings, most too long for their rule, each with something to escape.
    static func strings(_ rules: [ResolvedRule?]) -> [FitString] {
        let words = ["Settings", "for", "accessibility", "and", "photos", "synced", "while", "you", "were", "away"]
        var strings: [FitString] = []
        for number in 0..<400 {
            let odd = awkward[number % awkward.count]
            let key = (number % 3 == 0 ? "button." : "title.") + "\(number) \(odd)"
            let locale = number % 5 == 0 ? "de \(awkward[(number / 5) % awkward.count])" : "en"
            let text = (0..<(2 + number % 9)).map { words[($0 + number) % words.count] }.joined(separator: " ") + " " + odd
            let file = "App/\(awkward[(number / 7) % awkward.count]).xcstrings"
            let location = SourceLocation(file: file, line: 1 + number, column: 3 + number % 4)
            let rule = rules.firstIndex { $0?.rule.keys.matches(key) == true } ?? -1
            let variant = number % 4 == 0 ? "plural.\(odd)" : nil
            strings.append(FitString(source: CatalogString(key: key, locale: locale, variant: variant, text: text, location: location),
                                     locale: locale, language: number % 5 == 0 ? "de" : "en", text: text, rule: rule))
        }
        return strings
    }

    /// Whether a parsed number is `value` (Foundation's parser on Linux may miss the last bit of
    /// a long fraction; the exact text is checked by ``numbersAreWrittenAsNumberTextWritesThem()``
    /// and the baseline read back).
    static func same(_ parsed: Any?, _ value: Double?) -> Bool {
        guard let value else { return parsed is NSNull }
        guard let number = parsed as? Double else { return false }
        return abs(number - value) <= 1e-12 * max(1, abs(value))
    }

    @Test func manyFindingsReadBackAsTheResult() throws {
        let rules = try FitEngineTests.rules()
        let engine = FitEngine(rules: rules)
        let result = engine.run(Self.strings(rules), workers: 2)
        let groups = engine.groups(result.findings, workers: 2)
        // Every other group accepted: `known` and `new` take both values.
        let baseline = Baseline(groups.enumerated().filter { $0.offset % 2 == 0 }.flatMap { Array($0.element.findings) })
        let newFindings = result.findings.filter { !baseline.accepts($0) }.count
        var bytes: [UInt8] = []
        var chunks = 0
        var json = JSONStream { bytes += $0; chunks += 1 }
        FitJSONOutput.write(result, groups: groups, newFindings: newFindings, unmatched: 3, baseline: baseline, rules: rules, layouts: false,
                            to: &json)
        #expect(result.findings.count > 2_000 && chunks > 1, "the output spans several chunks")
        #expect(bytes.last == 0x0A)

        let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(document["measurements"] as? Int == result.measurements)
        #expect(document["strings"] as? Int == result.strings)
        #expect(document["unmatched"] as? Int == 3)
        #expect(document["newFindings"] as? Int == newFindings && newFindings > 0 && newFindings < result.findings.count)
        #expect(Self.same(document["seconds"], result.seconds))
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == result.findings.count)
        for (finding, read) in zip(result.findings, findings) {
            #expect(read["key"] as? String == finding.key)
            #expect(read["locale"] as? String == finding.locale)
            #expect(read["variant"] as? String == finding.variant)
            #expect((read["variant"] is NSNull) == (finding.variant == nil))
            #expect(read["category"] as? String == finding.category.rawValue)
            #expect(Self.same(read["width"], finding.width))
            #expect(Self.same(read["pointSize"], finding.pointSize))
            #expect(read["lineCount"] as? Int == finding.lineCount)
            #expect(read["maxLines"] as? Int == finding.maxLines)
            #expect(Self.same(read["height"], finding.height))
            #expect(Self.same(read["maxHeight"], finding.maxHeight))
            #expect(read["truncated"] as? Bool == finding.truncated)
            #expect(read["text"] as? String == finding.text)
            #expect(read["language"] as? String == finding.language)
            #expect(Self.same(read["lineHeight"], finding.lineHeight))
            #expect(read["reasons"] as? [String] == finding.reasons.map(\.rawValue))
            #expect(read["style"] as? String == finding.style)
            #expect(read["location"] as? String == finding.location.description)
            #expect(read["known"] as? Bool == baseline.accepts(finding))
        }
        let readGroups = try #require(document["groups"] as? [[String: Any]])
        #expect(readGroups.count == groups.count)
        for (group, read) in zip(groups, readGroups) {
            #expect(read["key"] as? String == group.key && read["locale"] as? String == group.locale)
            #expect(read["text"] as? String == group.text && read["location"] as? String == group.location.description)
            #expect(read["findings"] as? Int == group.findings.count)
            #expect(read["new"] as? Bool == group.isNew(in: baseline))
            let widths = read["widths"] as? [Any] ?? []
            #expect(widths.count == group.widths.count && zip(widths, group.widths).allSatisfy { Self.same($0, $1) })
            let suggestion = try #require(read["suggestion"] as? [String: Any])
            #expect(suggestion["summary"] as? String == group.suggestion.summary)
            #expect(suggestion["charactersOver"] as? Int == group.suggestion.charactersOver)
        }
        // Every awkward string was written and read back whole.
        let texts = Set(findings.compactMap { $0["text"] as? String })
        for odd in Self.awkward { #expect(texts.contains { $0.hasSuffix(" " + odd) }, "\(odd)") }

        // It is a baseline that accepts exactly these findings.
        let reread = try Baseline.parse(bytes, file: "baseline.json").get()
        #expect(result.findings.allSatisfy(reread.accepts))
        #expect(reread.identities.count == Set(result.findings.map(\.identity)).count)
    }

    /// Numbers are written as NumberText writes them: integers as digits, other values in their
    /// shortest round-trip form, non-finite values as null.
    @Test func numbersAreWrittenAsNumberTextWritesThem() throws {
        let values: [Double] = [0, -0.0, 1, -1, 9, 10, 17, 22.5, -3.25, 0.1, 1e-7, 123456789012345, 1e15, 1e300, -1e16, 0.3333333333333333,
                                Double.leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, .nan]
        let integers = [0, 7, -7, 10, 99, 100, -1234567890, Int.max, Int.min]
        var bytes: [UInt8] = []
        var json = JSONStream { bytes += $0 }
        json.beginArray()
        for value in values { json.number(value) }
        for value in integers { json.int(value) }
        json.endArray()
        json.flush()
        let written = String(decoding: bytes, as: UTF8.self)
        let expected = values.map { $0.isFinite ? NumberText.shortest($0) : "null" } + integers.map(String.init)
        #expect(written == "[\n" + expected.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n")
    }
}
