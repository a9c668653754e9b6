import Foundation
import Testing
import TypesetFont
import TypesetTestSupport
@testable import TypesetShaping
@testable import TypesetUnicode

/// BCP 47 -> OpenType language system tags against HarfBuzz 6.0: Expectations/language-tags.json,
/// written by Scripts/generate_language_tags.py.
@Suite("OpenType language tags")
struct LanguageTagTests {
    static let expectationsPath = Repository.path("Tests/TypesetShapingTests/Expectations/language-tags.json")

    /// (input, HarfBuzz's tags) for every input of the expectations.
    static func load() throws -> [(String, [String])] {
        let data = try Data(contentsOf: URL(fileURLWithPath: expectationsPath))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var cases: [(String, [String])] = []
        for input in try #require(root["upperCased"] as? [String]) {
            let first = input.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-").first ?? ""
            cases.append((input, [first.uppercased() + " "]))
        }
        for case let group as [String: Any] in try #require(root["groups"] as? [Any]) {
            let tags = try #require(group["tags"] as? [String])
            for input in try #require(group["inputs"] as? [String]) { cases.append((input, tags)) }
        }
        return cases
    }

    static func tags(_ bcp47: String) -> [String] { OpenTypeLanguage.tags(forBCP47: bcp47).map(\.description) }

    /// Every input: the same tags as HarfBuzz, in the same order; also upper-cased and with `_`.
    @Test func everyTagMatchesHarfBuzz() throws {
        let cases = try Self.load()
        #expect(cases.count > 12_000)
        var mismatches = 0
        for (input, expected) in cases {
            let variants = [input, input.uppercased(), input.replacingOccurrences(of: "-", with: "_")]
            for variant in variants where Self.tags(variant) != expected {
                mismatches += 1
                if mismatches <= 20 { Issue.record("\(variant): \(Self.tags(variant)), HarfBuzz \(expected)") }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func namedTags() {
        #expect(Self.tags("zh-Hant") == ["ZHT "])
        #expect(Self.tags("zh-HK") == ["ZHH "])
        #expect(Self.tags("zh-TW") == ["ZHT "])
        #expect(Self.tags("zh-Hans") == ["ZHS "])
        #expect(Self.tags("zh") == ["ZHS "])
        #expect(Self.tags("zh-MO") == ["ZHTM", "ZHH "])
        #expect(Self.tags("zh-Hant-HK") == ["ZHH "])
        #expect(Self.tags("zh-Hans-HK") == ["ZHS "])
        #expect(Self.tags("zh-yue") == ["ZHH "])
        #expect(Self.tags("yue-Hans") == ["ZHS "])
        #expect(Self.tags("sr-Latn") == ["SRB "])
        #expect(Self.tags("sr-Cyrl") == ["SRB "])
        #expect(Self.tags("ro-MD") == ["MOL ", "ROM "])
        #expect(Self.tags("ro") == ["ROM "])
        #expect(Self.tags("pt-BR") == ["PTG "])
        #expect(Self.tags("de-CH") == ["DEU "])
        #expect(Self.tags("en-US") == ["ENG "])
        #expect(Self.tags("el-polyton") == ["PGR "])
        #expect(Self.tags("und-fonipa") == ["IPPH"])
        #expect(Self.tags("ga-Latg") == ["IRT "])
        #expect(Self.tags("i-navajo") == ["NAV ", "ATH "])
        #expect(Self.tags("ZH_hant_hk") == ["ZHH "])
        #expect(Self.tags("de.UTF-8") == ["DEU "])
        #expect(Self.tags("ro-x-md") == ["ROM "])  // private use: no region
        #expect(Self.tags("xyz") == ["XYZ "])  // unlisted three-letter code, upper-cased
        #expect(Self.tags("aba").isEmpty)  // listed as "no tag" (Abé isn't Abaza)
        #expect(Self.tags("zz").isEmpty)
        #expect(Self.tags("english").isEmpty)
        #expect(Self.tags("x-private").isEmpty)
        #expect(Self.tags("").isEmpty)
        #expect(OpenTypeLanguage.tags(forBCP47: "de") == [Tag("DEU ")])
    }
}
