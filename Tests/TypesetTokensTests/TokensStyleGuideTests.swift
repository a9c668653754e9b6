import Testing
@testable import TypesetTokens
@testable import TypesetSupport

@Suite struct TokensStyleGuideTests {
    /// Apple's Dynamic Type at the default category L (Documentation/Typography.md): size, leading.
    static let dynamicTypeL: [(String, Double, Double)] = [
        ("largeTitle", 34, 41), ("title1", 28, 34), ("title2", 22, 28), ("title3", 20, 25), ("headline", 17, 22),
        ("body", 17, 22), ("callout", 16, 21), ("subheadline", 15, 20), ("footnote", 13, 18), ("caption1", 12, 16),
        ("caption2", 11, 13),
    ]

    @Test func exampleGuideReadsWithoutFindings() throws {
        let result = TokenLinter().lint(file: TokensRepo.styleGuide + "/tokens.json")
        #expect(result.diagnostics.map(\.description) == [])
        let tokens = result.document.tokens
        #expect(result.document.format == .dtcg)
        // The eleven Dynamic Type styles, then a display style set in the variable font at wght 650.
        #expect(tokens.count == 12)
        #expect(tokens.last?.path == ["typography", "display"] && tokens.last?.fontWeight == 650)
        #expect(tokens.dropLast().map { $0.path.last ?? "" } == TokensStyleGuideTests.dynamicTypeL.map(\.0))
        for (token, (name, size, leading)) in zip(tokens, TokensStyleGuideTests.dynamicTypeL) {
            #expect(token.path == ["typography", name])
            #expect(token.fontFamily == ["Inter", "Noto Sans CJK JP"])
            #expect(token.fontSize == size, "\(name)")
            guard case .multiple(let multiple) = token.lineHeight else {
                Issue.record("\(name): line height is not a multiple"); continue
            }
            #expect(abs(multiple * size - leading) < 0.005, "\(name): \(multiple * size) vs \(leading)")
            #expect(token.textStyle == name)
            guard case .points(let tracking) = token.letterSpacing else {
                Issue.record("\(name): letter spacing is not in points"); continue
            }
            // Inter's dynamic-metrics curve (README), rounded to 0.01 px.
            let expected = (-0.0223 + 0.185 * exp(-0.1745 * size)) * size
            #expect(abs(tracking - expected) <= 0.005 + 1e-9, "\(name)")
        }
        let weights = Dictionary(uniqueKeysWithValues: tokens.map { ($0.path[1], $0.fontWeight) })
        #expect(weights["largeTitle"] == 700 && weights["title1"] == 700)
        #expect(weights["title2"] == 600 && weights["title3"] == 600 && weights["headline"] == 600)
        #expect(weights["body"] == 400 && weights["caption2"] == 400)
        let body = try #require(tokens.first { $0.path.last == "body" })
        #expect(body.paragraphSpacing == 8)
        #expect(body.source.line > 1)
        #expect(tokens.first { $0.path.last == "largeTitle" }?.maxPointSize == 60)
        #expect(tokens.first { $0.path.last == "caption2" }?.textCase == .uppercase)
        // Fonts: each weight resolves to its own subset file, by name table and OS/2 weight.
        #expect(result.fonts["typography.largeTitle"]?.path.hasSuffix("Inter-Bold-subset.otf") == true)
        #expect(result.fonts["typography.headline"]?.path.hasSuffix("Inter-SemiBold-subset.otf") == true)
        #expect(result.fonts["typography.headline"]?.style == "Semi Bold") // name ID 17
        #expect(result.fonts["typography.body"]?.path.hasSuffix("Inter-Regular-subset.otf") == true)
    }

    @Test func tokensStudioExample() throws {
        let document = TokenReader().read(contentsOfFile: TokensRepo.styleGuide + "/tokens-studio.json")
        #expect(document.format == .tokensStudio)
        #expect(document.diagnostics.isEmpty)
        #expect(document.tokens.map(\.name) == ["typography.headline", "typography.body", "typography.caption1"])
        let headline = document.tokens[0], body = document.tokens[1], caption = document.tokens[2]
        #expect(headline.fontWeight == 600 && !headline.italic && headline.fontSize == 17)
        #expect(headline.lineHeight == .points(22) && headline.letterSpacing == .points(-0.22))
        #expect(body.lineHeight == .percent(130) && body.letterSpacing == .percentOfSize(-1.3))
        #expect(body.paragraphSpacing == 8 && body.textStyle == "body")
        #expect(caption.fontWeight == 700 && caption.italic && caption.fontSize == 12)
        #expect(caption.lineHeight == .auto && caption.textCase == .uppercase && caption.textDecoration == .underline)
    }

    /// A multi-set Tokens Studio export: sets apply in `$metadata.tokenSetOrder` (not file
    /// order), a later set's token overrides an earlier one's (with a warning naming both), and
    /// references resolve to the value that wins.
    @Test func tokensStudioSetsOverrideInOrder() throws {
        let json = """
        {
          "theme": { "size": { "body": { "value": "18", "type": "fontSizes" } } },
          "core": {
            "size": { "body": { "value": "17", "type": "fontSizes" } },
            "typography": { "body": { "type": "typography",
              "value": { "fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "{size.body}", "lineHeight": "130%" } } }
          },
          "$metadata": { "tokenSetOrder": ["core", "theme", "core"] },
          "$themes": []
        }
        """
        let document = TokenReader().read(bytes: Array(json.utf8), file: "sets.json")
        #expect(document.format == .tokensStudio)
        #expect(document.diagnostics.map(\.description) == [
            #"sets.json:2:24: warning: token size.body in set "theme" overrides its value in set "core" (at 4:15), as Tokens Studio applies later sets over earlier ones"#,
        ])
        #expect(document.tokens.map(\.name) == ["typography.body"])
        #expect(document.tokens.first?.fontSize == 18)
    }

    @Test func formatDetection() throws {
        let dtcg = try JSONParser().parse(#"{"a": {"b": {"$value": 1, "$type": "number"}}}"#)
        let studio = try JSONParser().parse(#"{"a": {"value": "1", "type": "sizing"}}"#)
        let neither = try JSONParser().parse(#"{"a": {"value": 1}}"#)
        #expect(TokenReader.detectFormat(dtcg.root) == .dtcg)
        #expect(TokenReader.detectFormat(studio.root) == .tokensStudio)
        #expect(TokenReader.detectFormat(neither.root) == .dtcg)
    }

    @Test func aliasChainsAndInheritedTypes() throws {
        let json = """
        {
          "base": { "$type": "dimension", "size": { "$value": { "value": 1.0625, "unit": "rem" } } },
          "alias": { "size": { "$value": "{alias.step}" }, "step": { "$value": "{base.size}" } },
          "weight": { "$value": "{weightBase}" },
          "weightBase": { "$type": "fontWeight", "$value": "demi-bold" },
          "type": {
            "$type": "typography",
            "body": { "$value": { "fontFamily": ["Inter", "sans-serif"], "fontSize": "{alias.size}", "fontWeight": "{weight}",
                                   "letterSpacing": { "value": -0.025, "unit": "rem" }, "lineHeight": 1.5 } },
            "copy": { "$value": "{type.body}" }
          }
        }
        """
        let document = TokenReader().read(bytes: Array(json.utf8), file: "inline.json")
        #expect(document.diagnostics.map(\.description) == [])
        #expect(document.tokens.count == 2)
        let body = try #require(document.tokens.first)
        #expect(body.fontSize == 17) // 1.0625 rem × 16
        #expect(body.fontWeight == 600)
        #expect(body.letterSpacing == .points(-0.4))
        #expect(body.lineHeight == .multiple(1.5))
        #expect(document.tokens[1].path == ["type", "copy"])
        #expect(document.tokens[1].fontSize == 17)
        #expect(body.source == SourceLocation(file: "inline.json", line: 8, column: 5))
        // rem size is configurable.
        let large = TokenReader(options: .init(remSize: 20)).read(bytes: Array(json.utf8), file: "inline.json")
        #expect(large.tokens.first?.fontSize == 21.25)
    }

    @Test func weightNames() {
        #expect(WeightNames.dtcgWeight("extra-black") == 950)
        #expect(WeightNames.dtcgWeight("book") == 400)
        #expect(WeightNames.dtcgWeight("Bold") == nil) // DTCG names are lower-case
        #expect(WeightNames.studioWeight("Semi Bold")! == (600, false))
        #expect(WeightNames.studioWeight("SemiBold Italic")! == (600, true))
        #expect(WeightNames.studioWeight("Italic")! == (400, true))
        #expect(WeightNames.studioWeight("Extra Light")! == (200, false))
        #expect(WeightNames.studioWeight("700")! == (700, false))
        #expect(WeightNames.studioWeight("Chunky") == nil)
    }
}

@Suite struct TokensFontResolverTests {
    static func face(_ weight: Int, italic: Bool = false) -> FontResolver.Face {
        FontResolver.Face(path: "f\(weight)\(italic ? "i" : "")", index: 0, family: "Family", style: "", weight: weight, italic: italic)
    }

    /// CSS Fonts 4 §5.2 weight matching, cases worked by hand from the rule.
    @Test(arguments: [
        ([300, 400, 600, 700], 500, 400), // 400-500: nothing in (500...500], then lighter descending
        ([300, 400, 600, 700], 450, 400),
        ([300, 400, 600, 700], 650, 700), // > 500: heavier ascending first
        ([300, 400, 600, 700], 800, 700), // then lighter descending
        ([300, 400, 600, 700], 200, 300), // < 400: lighter descending (none), then heavier ascending
        ([300, 400, 600, 700], 350, 300),
        ([500, 700], 400, 500),           // 400: heavier up to 500 first
        ([300, 600], 450, 300),           // lighter before heavier above 500
        ([100, 900], 500, 100),
        ([400], 400, 400),
    ])
    func cssWeightMatching(available: [Int], desired: Int, chosen: Int) {
        let resolver = FontResolver(faces: available.map { TokensFontResolverTests.face($0) })
        #expect(resolver.match(families: ["family"], weight: desired, italic: false)?.face.weight == chosen)
    }

    @Test func styleBeforeWeight() {
        let resolver = FontResolver(faces: [Self.face(400), Self.face(700), Self.face(400, italic: true)])
        let match = resolver.match(families: ["Family"], weight: 700, italic: true)
        #expect(match?.face.path == "f400i")
        #expect(match?.isExact == false)
        #expect(resolver.match(families: ["Missing", "Family"], weight: 400, italic: false)?.familyIndex == 1)
        #expect(resolver.match(families: ["Missing"], weight: 400, italic: false) == nil)
    }

    @Test func scansFixtureFonts() {
        let resolver = FontResolver(directory: TokensRepo.path("Fixtures/fonts"))
        // fontTools reports: DejaVu Sans (400), Inter (400), Noto Sans CJK JP / SC (collection faces 0 and 1).
        #expect(resolver.families.contains("Inter"))
        #expect(resolver.families.contains("DejaVu Sans"))
        #expect(resolver.families.contains("Noto Sans CJK JP"))
        #expect(resolver.families.contains("Noto Sans CJK SC"))
        let cjk = resolver.match(families: ["Noto Sans CJK SC"], weight: 400, italic: false)
        #expect(cjk?.face.path.hasSuffix("NotoSansCJK-Regular-subset.ttc") == true)
        #expect(cjk?.face.index == 1)
        #expect(resolver.unreadable.isEmpty)
        // Inter's variable subset covers weights 100...900: 700 matches it exactly (CSS font
        // matching of a variable face's weight range) rather than the static Regular.
        let inter = resolver.match(families: ["inter"], weight: 700, italic: false)
        #expect(inter?.face.path.hasSuffix("Inter-Variable-subset.ttf") == true && inter?.face.weightRange == 100...900 && inter?.isExact == true)
        // An italic request takes the face that slants (slnt) and is exact.
        let italic = resolver.match(families: ["inter"], weight: 400, italic: true)
        #expect(italic?.face.slants == true && italic?.isExact == true)
        // Static faces of the weight come first.
        let statics = FontResolver(directory: TokensRepo.styleGuide)
        let regular = statics.match(families: ["Inter"], weight: 400, italic: false)
        #expect(regular?.face.path.hasSuffix("Inter-Regular-subset.otf") == true && regular?.isExact == true)
        let semibold = statics.match(families: ["Inter"], weight: 650, italic: false)
        #expect(semibold?.face.path.hasSuffix("InterVariable-subset.ttf") == true && semibold?.isExact == true)
    }

    @Test func missingFamilyListsWhatWasFound() throws {
        let json = """
        {"t": {"$type": "typography", "x": {"$value": {"fontFamily": "Helvetica Neue", "fontSize": {"value": 17, "unit": "px"},
          "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2},
          "$extensions": {"com.typeset": {"textStyle": "body"}}}}}
        """
        let directory = TokensRepo.styleGuide + "/fonts"
        let path = "/tmp/typeset-tokens-test-\(json.utf8.count).json"
        try writeFile(path, json)
        let result = TokenLinter(fontDirectory: directory).lint(file: path)
        #expect(result.diagnostics.map(\.description) == [
            "\(path):1:31: error: font family \"Helvetica Neue\" not found in \(directory); found \"Inter\", \"Noto Sans CJK JP\", \"Noto Sans CJK SC\"",
        ])
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func writeFile(_ path: String, _ text: String) throws {
    guard let file = fopen(path, "wb") else { throw CancellationError() }
    defer { fclose(file) }
    _ = Array(text.utf8).withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
}
