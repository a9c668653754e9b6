import Foundation
import Testing
import TypesetFont
import TypesetShaping
import Typeset
@testable import TypesetTokens
@testable import TypesetSupport

/// `fontFeatureSettings` and `language` under $extensions → com.typeset, in both dialects, and
/// how they reach the text style (Documentation/Tokens.md).
@Suite struct TokensFeatureTests {
    /// A DTCG file with one typography token whose com.typeset settings are `settings` (JSON).
    static func dtcg(_ settings: String) -> [UInt8] {
        Array("""
        { "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" },
          "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 },
          "$extensions": { "com.typeset": { \(settings) } } } }
        """.utf8)
    }

    static func read(_ settings: String) -> TokenDocument {
        TokenReader().read(bytes: dtcg(settings), file: "tokens.json")
    }

    /// The same settings in every accepted form read to the same list.
    @Test(arguments: [
        #""fontFeatureSettings": "\"tnum\" 1, \"liga\" 0, \"ss02\" on, \"salt\" 2""#,
        #""fontFeatureSettings": "'tnum', 'liga' off, 'ss02', 'salt' +2""#,
        #""fontFeatureSettings": "tnum,-liga,+ss02,salt=2""#,
        #""fontFeatureSettings": " tnum=1 , liga=off, ss02=on, salt=2 ""#,
        #""fontFeatureSettings": "\"tnum\", -liga, ss02, \"salt\" 2""#,
        #""fontFeatureSettings": { "tnum": 1, "liga": false, "ss02": true, "salt": 2 }"#,
        #""fontFeatureSettings": ["tnum", "-liga", "\"ss02\" 1", "salt=2"]"#,
        #""fontFeatureSettings": ["tnum, -liga", "ss02,salt=2"]"#,
    ])
    func everyFormReadsTheSame(settings: String) throws {
        let document = TokensFeatureTests.read(settings)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let token = try #require(document.tokens.first)
        #expect(token.features.map(\.description) == ["tnum", "-liga", "ss02", "salt=2"])
        let global = token.features.allSatisfy { $0.isGlobal }
        #expect(global)
        #expect(token.featuresSource?.line == 3)
    }

    /// `normal` (CSS's initial value) and an empty list or object are no settings; the last
    /// setting of a repeated tag is kept at its place, with a warning.
    @Test func noneAndRepeats() throws {
        for settings in [#""fontFeatureSettings": "normal""#, #""fontFeatureSettings": []"#, #""fontFeatureSettings": {}"#] {
            let document = TokensFeatureTests.read(settings)
            #expect(document.diagnostics.isEmpty && document.tokens.first?.features == [], "\(settings)")
        }
        let document = TokensFeatureTests.read(#""fontFeatureSettings": "liga, tnum, -liga""#)
        #expect(document.tokens.first?.features.map(\.description) == ["tnum", "-liga"])
        #expect(document.diagnostics.map(\.message) == [#"feature "liga" is set more than once; the last setting, liga=0, wins"#])
        #expect(document.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func language() throws {
        let document = TokensFeatureTests.read(#""language": "zh-Hant-HK""#)
        #expect(document.diagnostics.isEmpty)
        let token = try #require(document.tokens.first)
        #expect(token.language == "zh-Hant-HK" && token.languageSource?.line == 3)
        #expect(TokensFeatureTests.read("").tokens.first?.language == nil)
    }

    /// Tokens Studio files read the same extension; Tokens Studio's small caps becomes smcp.
    @Test func tokensStudio() throws {
        let text = """
        { "type": { "label": { "type": "typography",
          "value": { "fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "12", "lineHeight": "AUTO", "textCase": "small-caps" },
          "$extensions": { "com.typeset": { "fontFeatureSettings": "\\"tnum\\" 1, \\"case\\" 1", "language": "de" } } } } }
        """
        let document = TokenReader().read(bytes: Array(text.utf8), file: "studio.json")
        #expect(document.format == .tokensStudio)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let token = try #require(document.tokens.first)
        #expect(token.features.map(\.description) == ["tnum", "case"] && token.language == "de" && token.textCase == .smallCaps)
        // Small caps is the font's smcp feature, first; the case stays as written.
        #expect(token.textStyleFeatures.map(\.description) == ["smcp", "tnum", "case"])
        let style = token.textStyle(font: .system())
        #expect(style.features.map(\.description) == ["smcp", "tnum", "case"] && style.language == "de" && style.textCase == .original)
        // A setting of smcp in the token wins over small caps (here: off).
        var off = token
        off.features = [FeatureSetting("smcp", value: 0)]
        #expect(off.textStyleFeatures.map(\.description) == ["-smcp"])
    }

    /// The style guide checks the font: features turned on that the font lacks are reported;
    /// the example's Inter has tnum, case and ss01, not smcp or liga.
    @Test func fontFeatureLint() throws {
        let directory = try CodeGenTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tokens = directory + "/tokens.json"
        try writeFile(tokens, String(decoding: TokensFeatureTests.dtcg(#""fontFeatureSettings": "tnum, case, ss01, -liga, smcp""#), as: UTF8.self))
        let guide = StyleGuide.load(file: tokens, fontDirectory: TokensRepo.styleGuide + "/fonts")
        #expect(guide.diagnostics.map(\.description) == [
            tokens + #":3:60: warning: the font Inter-Regular has no "smcp" feature; turning it on has no effect"#,
        ])
        let entry = try #require(guide.entries.first)
        #expect(entry.style.features.map(\.description) == ["tnum", "case", "ss01", "-liga", "smcp"])
        let tags = try #require(StyleGuide.featureTags(FontFace(contentsOfFile: TokensRepo.styleGuide + "/fonts/Inter-Regular-subset.otf")))
        #expect(tags.contains("tnum") && tags.contains("kern") && !tags.contains("liga"))
    }
}
