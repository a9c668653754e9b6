import Foundation
import Testing
import Typeset
import TypesetCatalog
import TypesetFit
import TypesetRender
import TypesetTestSupport
import TypesetTokens
import TypesetSupport

/// Findings grouped by string, locale and variant; the suggestions checked by laying the text
/// out again with `Typesetter.measure` on the text (not the prepared text the suggestions use).
@Suite struct FitGroupTests {
    static func run() throws -> (rules: [ResolvedRule?], result: FitResult, groups: [FindingGroup]) {
        let rules = try FitEngineTests.rules()
        let strings = FitEngineTests.strings(rules)
        let engine = FitEngine(rules: rules)
        let result = engine.run(strings, workers: 2)
        return (rules, result, engine.groups(result.findings, workers: 2))
    }

    /// The groups of a run take the widths its layouts found; grouping the findings alone
    /// shapes each text again: the suggestions are the same.
    @Test func groupsOfARunMatchGroupsOfItsFindings() throws {
        let rules = try FitEngineTests.rules()
        let engine = FitEngine(rules: rules)
        let result = engine.run(FitEngineTests.strings(rules), workers: 2)
        let fromRun = engine.groups(result, workers: 2), fromFindings = engine.groups(result.findings, workers: 1)
        #expect(fromRun.count == fromFindings.count && !fromRun.isEmpty)
        #expect(result.stringsWithWidthsNeeded == fromRun.count)
        for (a, b) in zip(fromRun, fromFindings) {
            #expect(a.identity == b.identity && a.suggestion == b.suggestion, "\(a.key) \(a.locale)")
        }
        #expect(fromRun.contains { $0.suggestion.widthsNeeded.contains { $0.width != nil } })
    }

    @Test func groupsPartitionTheFindings() throws {
        let (_, result, groups) = try Self.run()
        #expect(!groups.isEmpty && groups.count < result.findings.count)
        #expect(groups.map(\.findings.count).reduce(0, +) == result.findings.count)
        var seen: Set<String> = []
        for group in groups {
            #expect(seen.insert(group.identity).inserted, "one group per key, locale and variant")
            let mine = result.findings.filter { $0.key == group.key && $0.locale == group.locale && $0.variant == group.variant }
            #expect(mine == Array(group.findings))
            #expect(group.categories == ContentSizeCategory.allCases.filter { c in mine.contains { $0.category == c } })
            #expect(group.widths == Set(mine.map(\.width)).sorted())
            #expect(group.firstFailingCategory == mine.map(\.category).min())
            #expect(group.representative.category == group.firstFailingCategory)
        }
    }

    @Test func suggestionsHoldWhenLaidOutAgain() throws {
        let (rules, _, groups) = try Self.run()
        var checkedWidths = 0
        for group in groups {
            let rule = try #require(rules[group.rule])
            func typesetter(_ category: ContentSizeCategory) -> Typesetter {
                Typesetter(stack: rule.stack, style: rule.style.resolved(scale: 3, category: category), language: group.language)
            }
            func fits(_ measured: TextMeasurement) -> Bool {
                (rule.rule.maxLines == 0 || measured.lineCount <= rule.rule.maxLines)
                    && (rule.rule.maxHeight.map { measured.height <= $0 } ?? true)
            }
            // The largest fitting size is the one just below the first failing size, and fits at every width.
            if let largest = group.suggestion.largestFittingCategory {
                #expect(largest.ordinal == group.firstFailingCategory.ordinal - 1)
                for width in rule.rule.widths { #expect(fits(typesetter(largest).measure(group.text, width: width)), "\(group.key) \(largest)") }
            } else {
                #expect(group.firstFailingCategory == .xS)
            }
            #expect(group.suggestion.widthsNeeded.map(\.category) == group.categories)
            for need in group.suggestion.widthsNeeded {
                guard let width = need.width else {
                    // No width helps: even one line is over the height limit.
                    let one = typesetter(need.category).measure(group.text, width: 100_000)
                    #expect(!fits(one), "\(group.key) \(need.category): a width would fit")
                    continue
                }
                checkedWidths += 1
                let at = typesetter(need.category)
                #expect(fits(at.measure(group.text, width: width)), "\(group.key) \(need.category) at \(width)")
                #expect(!fits(at.measure(group.text, width: width - 1.0 / 3)), "\(group.key) \(need.category): \(width) is not the narrowest")
                #expect(width > group.widths[0])
            }
            // Over the budget by at least one character, and no more than the text has.
            #expect(group.suggestion.charactersOver >= 1 && group.suggestion.charactersOver <= group.text.count)
        }
        #expect(checkedWidths > 5)
    }

    @Test func sarifHasOneResultPerGroup() throws {
        let (_, _, groups) = try Self.run()
        let baseline = Baseline(Array(groups[0].findings))
        var bytes: [UInt8] = []
        var json = JSONStream { bytes += $0 }
        FitSARIF.write(groups, baseline: baseline, to: &json)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == groups.count)
        for (group, result) in zip(groups, results) {
            #expect(result["ruleId"] as? String == (group.reasons.contains(.lines) ? "typeset.fit.overflow" : "typeset.fit.height"))
            #expect(result["level"] as? String == (group.identity == groups[0].identity ? "note" : "error"))
            let message = (result["message"] as? [String: Any])?["text"] as? String ?? ""
            #expect(message.contains(group.key) && message.contains(group.locale) && message.contains(group.suggestion.summary))
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) ?? [:]
            let region = physical["region"] as? [String: Any] ?? [:]
            #expect(region["startLine"] as? Int == group.location.line && region["startColumn"] as? Int == group.location.column)
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == group.location.file)
        }
        #expect(FitSARIF.uri("./App/Résumé strings.xcstrings") == "App/R%C3%A9sum%C3%A9%20strings.xcstrings")
        #expect(FitSARIF.uri("/tmp/a b") == "file:///tmp/a%20b")
    }

    /// Streamed strings are written as QuotedText.json writes them: plain text copied whole,
    /// bidirectional formatting characters, separators and C1 controls escaped.
    @Test func streamedStringsEscapeBidiControls() throws {
        let texts = ["plain ascii", "Überschrift 東京 مرحبا", "key\u{202E}evil\u{2066}", "line\u{2028}break\u{2029}", "c1\u{85}\u{9B}",
                     "mark\u{200F}\u{061C}", "quote\"back\\slash\u{7F}", "dash – and … are fine"]
        for text in texts {
            var bytes: [UInt8] = []
            var json = JSONStream { bytes += $0 }
            json.beginArray()
            json.string(text)
            json.endArray()
            json.flush()
            let written = String(decoding: bytes, as: UTF8.self)
            #expect(written == "[\n  " + QuotedText.json(text) + "\n]\n", "\(text)")
            #expect(!written.unicodeScalars.contains { [0x202E, 0x2066, 0x2028, 0x2029, 0x85, 0x9B, 0x200F, 0x061C].contains($0.value) })
            let decoded = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String]
            #expect(decoded == [text])
        }
    }

    @Test func streamedJSONParsesAndEscapes() throws {
        var bytes: [UInt8] = []
        var json = JSONStream { bytes += $0 }
        json.beginObject()
        json.member("text", "a \"quoted\" line\nand\u{1} a control </script>")
        json.key("empty")
        json.beginArray()
        json.endArray()
        json.key("list")
        json.beginArray()
        for i in 0..<20_000 { json.number(Double(i) / 4) }
        json.endArray()
        json.member("nothing", nil as String?)
        json.member("infinite", Double.infinity)
        json.endObject()
        json.flush()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["text"] as? String == "a \"quoted\" line\nand\u{1} a control </script>")
        #expect((object["empty"] as? [Any])?.isEmpty == true)
        #expect((object["list"] as? [Double])?.count == 20_000 && (object["list"] as? [Double])?.last == 4999.75)
        #expect(object["nothing"] is NSNull && object["infinite"] is NSNull)
    }

    @Test func reportHasOneCardPerGroupAndEscapesText() throws {
        let rules = try FitEngineTests.rules()
        let hostile = "<img src=x onerror=alert(1)> & \"quotes\" </script><script>alert(2)</script>"
        var strings = FitEngineTests.strings(rules)
        strings.append(FitString(source: CatalogString(key: "button.<b>x</b>", locale: "de\"><i>", text: hostile, location: FitEngineTests.here),
                                 locale: "de\"><i>", language: "de", text: hostile, rule: 0))
        let engine = FitEngine(rules: rules)
        let result = engine.run(strings, workers: 1)
        let groups = engine.groups(result.findings)
        #expect(groups.contains { $0.text == hostile })
        let report = FitReport(result: result, rules: rules, groups: groups, pictureLimit: 3, pageSize: 2)
        let html = String(decoding: try #require(report.files().first { $0.path == "index.html" }).bytes, as: UTF8.self)
        #expect(!html.contains("<img src=x") && !html.contains("<b>x</b>") && !html.contains("\"><i>"))
        #expect(html.components(separatedBy: "</script>").count == 3, "only the page's own two script elements end")
        // The data holds every group; the first page (2 cards) is written out.
        #expect(html.components(separatedBy: "<section class=\"card").count - 1 == 2)
        let data = try #require(html.components(separatedBy: "<script type=\"application/json\" id=\"data\">").last?.components(separatedBy: "</script>").first)
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [[Any]])
        #expect(cards.count == groups.count)
        #expect(cards.contains { $0[10] as? String == hostile })
    }

    /// A text taller than the picture size limit is drawn cropped to it, and its card says so
    /// (in the page's data and in the first page's HTML); other cards say nothing.
    @Test func aCroppedPictureIsNotSilent() throws {
        let rules = try FitEngineTests.rules()
        let tall = String(repeating: "word ", count: 1_500)
        var strings = FitEngineTests.strings(rules)
        strings.append(FitString(source: CatalogString(key: "button.tall", locale: "en", text: tall, location: FitEngineTests.here),
                                 locale: "en", language: "en", text: tall, rule: 0))
        let engine = FitEngine(rules: rules)
        let result = engine.run(strings, workers: 1)
        let groups = engine.groups(result.findings)
        let report = FitReport(result: result, rules: rules, groups: groups, pageSize: 100)
        let group = try #require(groups.first { $0.key == "button.tall" })
        let drawing = try #require(report.drawing(group.representative))
        // 1,500 words at 90 pt or more are hundreds of 22 pt lines: far over 16,384 px at scale 2.
        #expect(group.representative.height * 2 > Double(PictureLimits.maximumSide))
        let note = try #require(drawing.cropNote)
        #expect(note.hasPrefix("Picture cropped to \(drawing.bitmap.width) × \(drawing.bitmap.height) px"), "\(note)")
        #expect(drawing.bitmap.height < Int(group.representative.height * 2))
        let made = report.filesAndCrops()
        #expect(made.cropped.count == 1)
        let html = String(decoding: try #require(made.files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        #expect(html.components(separatedBy: "<div class=\"crop\">Picture cropped to ").count == 2)
        let data = try #require(html.components(separatedBy: "<script type=\"application/json\" id=\"data\">").last?.components(separatedBy: "</script>").first)
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [[Any]])
        let notes = cards.map { $0.count > 17 ? $0[17] as? String ?? "?" : "missing" }
        #expect(notes.filter { $0.hasPrefix("Picture cropped to ") }.count == 1 && notes.filter(\.isEmpty).count == cards.count - 1, "\(notes)")
        #expect(cards.first { $0[0] as? String == "button.tall" }.map { ($0[17] as? String)?.isEmpty == false } == true)
    }
}
