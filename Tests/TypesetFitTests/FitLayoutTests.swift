import Testing
import TypesetFont
import Typeset
import TypesetCatalog
import TypesetFit
import TypesetTestSupport
import TypesetTokens

@Suite struct KeyPatternTests {
    @Test func globsMatchWholeKeys() {
        let cases: [(String, String, Bool)] = [
            ("*", "anything.at.all", true), ("*", "", true), ("settings.*", "settings.title", true),
            ("settings.*", "settings.privacy.footer", true), ("settings.*", "settings", false), ("settings.*", "xsettings.a", false),
            ("button.?", "button.a", true), ("button.?", "button.ab", false), ("*.title", "onboarding.page1.title", true),
            ("*.title", "onboarding.subtitle", false), ("a*b*c", "aXXbYYc", true), ("a*b*c", "aXXbYY", false),
            ("[ab]*", "alpha", true), ("[ab]*", "beta", true), ("[ab]*", "gamma", false), ("[!ab]*", "gamma", true),
            ("item[0-9]", "item7", true), ("item[0-9]", "itemX", false), ("[unclosed", "[unclosed", true),
            ("Überschrift*", "Überschrift.1", true), ("**x", "abx", true),
        ]
        for (pattern, key, expected) in cases {
            #expect(KeyPattern(pattern).matches(key) == expected, "\(pattern) ~ \(key)")
        }
    }

    /// Many stars over a long key that fails at the end: no exponential backtracking.
    @Test func manyStarsStayLinearish() {
        let pattern = KeyPattern(String(repeating: "a*", count: 40) + "b")
        #expect(!pattern.matches(String(repeating: "a", count: 2000)))
    }
}

@Suite struct FitLayoutReaderTests {
    func parse(_ text: String) -> (FitLayout?, [String]) {
        let (layout, diagnostics) = FitLayout.parse(Array(text.utf8), file: "/app/layout.json")
        return (layout, diagnostics.map(\.description))
    }

    @Test func readsRulesInOrderWithPathsRelativeToTheFile() throws {
        let (layout, errors) = parse("""
        {"fonts": ["fonts/Inter.otf", "/abs/Noto.ttc:1", {"file": "x.ttc", "index": 2}],
         "rules": [
          {"keys": "button.*", "style": {"font": "fonts/Inter.otf", "size": 17, "lineHeight": 22, "letterSpacing": -0.4, "features": "tnum"},
           "width": [120, 200], "maxLines": 1, "arguments": ["Anna", 3]},
          {"keys": "*", "style": "typography.body", "width": 343, "maxLines": 0, "maxHeight": 120}
         ]}
        """)
        #expect(errors.isEmpty)
        let read = try #require(layout)
        #expect(read.fonts == [FontReference(path: "/app/fonts/Inter.otf"), FontReference(path: "/abs/Noto.ttc", index: 1),
                               FontReference(path: "/app/x.ttc", index: 2)])
        #expect(read.rules.count == 2)
        #expect(read.rules[0].widths == [120, 200] && read.rules[0].maxLines == 1 && read.rules[0].arguments == ["Anna", "3"])
        guard case .inline(let inline) = read.rules[0].style else { Issue.record("inline style expected"); return }
        #expect(inline.font == FontReference(path: "/app/fonts/Inter.otf") && inline.size == 17 && inline.lineHeight == 22
                && inline.letterSpacing == -0.4 && inline.features.map(\.tag.description) == ["tnum"])
        #expect(read.rules[1].style == .token("typography.body") && read.rules[1].maxHeight == 120)
        #expect(read.rule(for: "button.ok") == 0 && read.rule(for: "title") == 1)
        #expect(read.rules[1].location.line == 5 && read.rules[1].location.column == 3)
    }

    /// A glob that would match other keys than meant is an error at the character at fault
    /// (columns count Unicode scalars as written in the file, escapes included).
    @Test func invalidGlobsAreErrorsAtTheirCharacter() {
        func errors(_ keys: String) -> [String] {
            parse("{\"rules\": [\n  {\"keys\": \"\(keys)\", \"style\": {\"size\": 17}, \"width\": 100}]}").1
        }
        // `{"keys": "` ends at column 12 of line 2: the pattern's first character is column 13.
        #expect(errors("[abc") == [#"/app/layout.json:2:13: error: unclosed "[" in the key pattern "[abc": a set needs a closing "]" ("[[]" matches a "[")"#])
        #expect(errors("settings.[!x") == [#"/app/layout.json:2:22: error: unclosed "[" in the key pattern "settings.[!x": a set needs a closing "]" ("[[]" matches a "[")"#])
        // Escapes before the bracket count as written: `\u00e9` is six columns, `\"` two.
        #expect(errors(#"\u00e9\"[x"#).first?.hasPrefix(#"/app/layout.json:2:21: error: unclosed "[""#) == true)
        #expect(errors(#"\ud83d\ude00[x"#).first?.hasPrefix(#"/app/layout.json:2:25: error: unclosed "[""#) == true)
        #expect(errors("é[x").first?.hasPrefix(#"/app/layout.json:2:14: error: unclosed "[""#) == true)
        #expect(errors("item[9-0]") == [#"/app/layout.json:2:18: error: the range "9-0" in the key pattern "item[9-0]" is backwards (write "0-9")"#])
        // Valid sets: a literal "[", a "]" first, a negated set, a range.
        for valid in ["[[]x", "[]]", "[!]]", "[!ab]*", "item[0-9]", "a]b", "*"] {
            #expect(errors(valid).isEmpty, "\(valid)")
            #expect(KeyPattern.problem(in: valid) == nil, "\(valid)")
        }
        #expect(KeyPattern.problem(in: "ab[")?.scalarOffset == 2)
        #expect(KeyPattern.problem(in: "e\u{301}[")?.scalarOffset == 2)
    }

    /// A font that cannot be read is one error where the file first names it, however many
    /// rules use it, with its path said once.
    @Test func anUnreadableFontIsReportedOnce() throws {
        let (layout, errors) = parse("""
        {"fonts": ["missing.otf"],
         "rules": [{"keys": "a", "style": {"size": 17}, "width": 100},
                   {"keys": "b", "style": {"font": "missing.otf", "size": 17}, "width": 100},
                   {"keys": "*", "style": {"font": "gone.ttf", "size": 17}, "width": 100},
                   {"keys": "*", "style": {"font": "gone.ttf", "size": 12}, "width": 100}]}
        """)
        #expect(errors.isEmpty)
        let (rules, diagnostics) = try #require(layout).resolve(styleGuide: nil)
        #expect(rules.count == 4 && rules.allSatisfy { $0 == nil })
        let messages = diagnostics.map(\.description)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.hasPrefix("/app/layout.json:1:12: error: cannot read the font /app/missing.otf") == true, "\(messages)")
        #expect(messages.last?.hasPrefix("/app/layout.json:4:44: error: cannot read the font /app/gone.ttf") == true, "\(messages)")
        for message in messages {
            #expect(message.components(separatedBy: "/app/missing.otf").count + message.components(separatedBy: "/app/gone.ttf").count == 3,
                    "the path once: \(message)")
        }
    }

    /// A variable font's axes in an inline style: the style carries them; a bad list is an
    /// error at its value.
    @Test func inlineVariations() throws {
        let (layout, errors) = parse("""
        {"rules": [{"keys": "*", "style": {"font": "v.ttf", "size": 17, "variations": "wght=650,wdth=90"}, "width": 100}]}
        """)
        #expect(errors.isEmpty)
        guard case .inline(let inline)? = layout?.rules.first?.style else { Issue.record("inline style expected"); return }
        #expect(inline.variations.map(\.description) == ["wght=650", "wdth=90"])
        let (_, bad) = parse("""
        {"rules": [{"keys": "*", "style": {"font": "v.ttf", "size": 17, "variations": "wght"}, "width": 100}]}
        """)
        #expect(bad == [#"/app/layout.json:1:79: error: "variations": 'wght': expected TAG=VALUE"#])
        // Resolved, the rule's style is set at that instance.
        let rules = FitLayout(file: Repository.path("layout.json"), fonts: [], rules: [
            FitRule(keys: KeyPattern("*"), style: .inline(InlineStyle(font: FontReference(path: Repository.path("Fixtures/fonts/Inter-Variable-subset.ttf")),
                                                                      size: 17)), widths: [100], location: SourceLocation(file: "l", line: 1, column: 1)),
        ])
        var withVariations = rules
        if case .inline(var style) = withVariations.rules[0].style {
            style.variations = [VariationSetting("wght", 650)]
            withVariations.rules[0].style = .inline(style)
        }
        let resolved = try #require(withVariations.resolve(styleGuide: nil).rules.first ?? nil)
        #expect(resolved.style.resolved().variations == [VariationSetting("wght", 650), VariationSetting("slnt", 0)])
    }

    @Test func reportsEveryErrorWithItsPosition() {
        let (layout, errors) = parse("""
        {"rules": [
          {"keys": "", "style": {"font": "a.ttf"}, "width": -3},
          {"keys": "ok", "style": 12, "width": [100, "wide"], "maxLines": 1.5},
          {"style": "body", "width": 10},
          {"keys": "x", "style": {"font": "a.ttf", "size": 17, "textStyle": "huge", "features": "liga=x"}, "width": 1}
        ]}
        """)
        #expect(layout == nil)
        #expect(errors == [
            "/app/layout.json:2:12: error: \"keys\" must be a key pattern (\"*\", \"settings.*\", \"button.?\"), found the string \"\"",
            "/app/layout.json:2:25: error: an inline style needs \"size\" or \"textStyle\"",
            "/app/layout.json:2:53: error: \"width\" must be a positive number of points (at most 100000), found the number -3",
            "/app/layout.json:3:27: error: \"style\" must be a token path or an object with \"font\" and \"size\", found the number 12",
            "/app/layout.json:3:46: error: \"width\" must be a positive number of points (at most 100000), found the string \"wide\"",
            "/app/layout.json:3:67: error: \"maxLines\" must be a whole number of lines (0: no limit), found the number 1.5",
            "/app/layout.json:4:3: error: the rule has no \"keys\" pattern",
            "/app/layout.json:5:69: error: \"textStyle\" must be one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2, found the string \"huge\"",
            errors.count > 8 ? errors[8] : "missing",
        ])
        #expect(errors.count == 9 && errors[8].hasPrefix("/app/layout.json:5:89: error: \"features\": "))
    }

    @Test func syntaxErrorsAndMissingRules() {
        let (_, broken) = parse("{\"rules\": [\n  {\"keys\": \"a\",}\n]}")
        #expect(broken == ["/app/layout.json:2:15: error: trailing comma before '}'; expected another key"])
        let (_, empty) = parse("{\"fonts\": []}")
        #expect(empty == ["/app/layout.json:1:1: error: the layout has no \"rules\""])
        let (_, notObject) = parse("[1]")
        #expect(notObject == ["/app/layout.json:1:1: error: expected an object with \"rules\" (and \"fonts\"), found an array"])
        let missing = FitLayout.read(file: "/nonexistent/layout.json")
        #expect(missing.layout == nil && missing.diagnostics.first?.description.hasPrefix("/nonexistent/layout.json:1:1: error: ") == true)
    }

    @Test func fallbacksPerScript() throws {
        let (layout, errors) = parse("""
        {"fonts": ["a.ttf"], "fallbacks": {"Hani": ["sc.otf", "jp.otf:1"], "Arab": ["naskh.ttf"]},
         "rules": [{"keys": "*", "style": {"size": 17}, "width": 100}]}
        """)
        #expect(errors.isEmpty)
        let read = try #require(layout)
        #expect(read.scriptFonts["Hani"] == [FontReference(path: "/app/sc.otf"), FontReference(path: "/app/jp.otf", index: 1)])
        #expect(read.scriptFonts["Arab"] == [FontReference(path: "/app/naskh.ttf")])
        let (_, bad) = parse("{\"fallbacks\": {\"Klingon\": [\"k.ttf\"], \"Thai\": \"t.ttf\"}, \"rules\": []}")
        #expect(bad == ["/app/layout.json:1:16: error: \"Klingon\" is not an ISO 15924 script code (Latn, Arab, Hebr, Deva, Thai, Hani, ...)",
                        "/app/layout.json:1:46: error: \"Thai\" must list font files, found the string \"t.ttf\""])
    }

    /// A Han character in a rule's text comes from the script's font, before the layout's general fallbacks.
    @Test func scriptFallbacksReachTheRulesFontStack() throws {
        let layout = FitLayout(file: Repository.path("layout.json"), fonts: [
            FontReference(path: Repository.path("Fixtures/fonts/DejaVuSans-subset.ttf")),
            FontReference(path: Repository.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc"), index: 0),
        ], rules: [
            FitRule(keys: KeyPattern("*"), style: .inline(InlineStyle(size: 17)), widths: [100], location: SourceLocation(file: "l", line: 1, column: 1)),
        ], scriptFonts: ["Hani": [FontReference(path: Repository.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc"), index: 1)]])
        let (rules, diagnostics) = layout.resolve(styleGuide: nil)
        #expect(diagnostics.isEmpty)
        let rule = try #require(rules.first ?? nil)
        #expect(rule.fontFiles.map(\.index) == [0, 0, 1])
        #expect(rule.stack.font(for: 0x6587) == 2 && rule.stack.font(for: 0x3042) == 1)
    }
}
