import Testing
import Typeset
import TypesetCatalog
import TypesetFit
import TypesetRender
import TypesetShaping
import TypesetTestSupport
import TypesetTokens

@Suite struct FitEngineTests {
    static let here = SourceLocation(file: "test.xcstrings", line: 1, column: 1)

    static func rules() throws -> [ResolvedRule?] {
        let layout = FitLayout(file: Repository.path("layout.json"), fonts: [
            FontReference(path: Repository.path("Fixtures/fonts/Inter-Regular-subset.otf")),
            FontReference(path: Repository.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc"), index: 1),
        ], rules: [
            FitRule(keys: KeyPattern("button.*"), style: .inline(InlineStyle(size: 17, lineHeight: 22, textStyle: .body)),
                    widths: [90, 160], maxLines: 1, location: here),
            FitRule(keys: KeyPattern("*"), style: .inline(InlineStyle(font: FontReference(path: Repository.path("Fixtures/fonts/Lato-Regular-subset.ttf")),
                                                                      size: 15, letterSpacing: 0.3, textStyle: .subheadline)),
                    widths: [240], maxLines: 2, maxHeight: 60, location: here),
        ])
        let (rules, diagnostics) = layout.resolve(styleGuide: nil)
        #expect(diagnostics.isEmpty)
        return rules
    }

    static let texts: [(String, String, String)] = [
        ("button.ok", "en", "OK"), ("button.settings", "de", "Einstellungen für Barrierefreiheit"),
        ("button.cancel", "fr", "Annuler la modification"), ("button.save", "ja", "変更を保存してから閉じる"),
        ("title.welcome", "en", "Welcome back! Your library synced while you were away, with 12 new photos and 3 albums."),
        ("title.welcome", "de", "Willkommen zurück! Deine Mediathek wurde synchronisiert, während du weg warst: 12 neue Fotos und 3 Alben."),
        ("title.welcome", "zh-Hans", "欢迎回来！你离开期间，你的资料库已同步，新增 12 张照片和 3 个相簿。"),
        ("title.short", "en", "Done"),
    ]

    static func strings(_ rules: [ResolvedRule?]) -> [FitString] {
        let patterns = rules.map { $0?.rule.keys }
        return texts.map { key, locale, text in
            FitString(source: CatalogString(key: key, locale: locale, text: text, location: here), locale: locale, language: locale,
                      text: text, rule: patterns.firstIndex { $0?.matches(key) == true } ?? -1)
        }
    }

    /// The findings come ordered by key, locale, variant, category and width whatever the order
    /// of the strings and however the workers share them.
    @Test func findingsAreOrderedByKeyLocaleVariantCategoryAndWidth() throws {
        let rules = try Self.rules()
        var strings: [FitString] = []
        let words = ["Einstellungen", "für", "Barrierefreiheit", "Welcome", "back", "library", "synchronisiert", "OK", "変更を保存"]
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for n in 0..<400 {
            let key = (n % 3 == 0 ? "button." : "title.") + String(next() % 60)
            let locale = ["en", "de", "fr", "ja", "zh-Hans"][next() % 5]
            let text = (0...(next() % 9)).map { _ in words[next() % words.count] }.joined(separator: " ")
            let variant = [nil, "plural.one", "plural.other", "device.ipad"][next() % 4]
            let source = CatalogString(key: key, locale: locale, variant: variant, text: text, location: Self.here)
            strings.append(FitString(source: source, locale: locale, language: locale, text: text, rule: key.hasPrefix("button.") ? 0 : 1))
        }
        let findings = FitEngine(rules: rules).run(strings, workers: 3).findings
        #expect(findings.count > 500)
        func before(_ a: Finding, _ b: Finding) -> Bool {
            if a.key != b.key { return a.key < b.key }
            if a.locale != b.locale { return a.locale < b.locale }
            if a.variant != b.variant { return (a.variant ?? "") < (b.variant ?? "") }
            if a.category != b.category { return a.category.ordinal < b.category.ordinal }
            return a.width < b.width
        }
        for index in findings.indices.dropFirst() {
            #expect(!before(findings[index], findings[index - 1]), "\(findings[index - 1].key) before \(findings[index].key)")
        }
    }

    /// Every finding is what measuring the text with the rule's style at that category, width
    /// and language says, and every layout that breaks a limit is a finding.
    @Test func findingsAreTheLayoutsThatBreakTheirLimits() throws {
        let rules = try Self.rules()
        let strings = Self.strings(rules)
        let result = FitEngine(rules: rules).run(strings, workers: 2)
        #expect(result.measurements == 4 * 12 * 2 + 4 * 12 * 1)
        var expected: [String] = []
        for string in strings {
            let rule = try #require(rules[string.rule])
            for category in ContentSizeCategory.allCases {
                let resolved = rule.style.resolved(scale: 3, category: category)
                let typesetter = Typesetter(stack: rule.stack, style: resolved, language: string.language)
                for width in rule.rule.widths {
                    let measured = typesetter.measure(string.text, width: width)
                    let overLines = rule.rule.maxLines > 0 && measured.lineCount > rule.rule.maxLines
                    let overHeight = rule.rule.maxHeight.map { measured.height > $0 } ?? false
                    if overLines || overHeight {
                        expected.append("\(string.source.key) \(string.locale) \(category.rawValue) \(width) \(measured.lineCount) \(measured.height)")
                    }
                }
            }
        }
        let found = result.findings.map { "\($0.key) \($0.locale) \($0.category.rawValue) \($0.width) \($0.lineCount) \($0.height)" }
        #expect(found.sorted() == expected.sorted())
        // The sample has findings of both kinds and strings that fit everywhere.
        #expect(result.findings.contains { $0.reasons.contains(.lines) } && result.findings.contains { $0.reasons.contains(.height) })
        #expect(!result.findings.contains { $0.key == "button.ok" || $0.key == "title.short" })
        // Larger categories never fit better than smaller ones for one string and width.
        for finding in result.findings where finding.category != .AX5 {
            let larger = ContentSizeCategory.allCases.filter { $0.ordinal > finding.category.ordinal }
            for category in larger {
                #expect(result.findings.contains { $0.key == finding.key && $0.locale == finding.locale && $0.width == finding.width && $0.category == category },
                        "\(finding.key) \(finding.locale) fits at \(category.rawValue) but not at \(finding.category.rawValue)")
            }
        }
    }

    @Test func oneWorkerAndManyFindTheSame() throws {
        let rules = try Self.rules()
        let strings = Self.strings(rules) + Self.strings(rules) + Self.strings(rules)
        let one = FitEngine(rules: rules).run(strings, workers: 1)
        let two = FitEngine(rules: rules).run(strings, workers: 2)
        #expect(one.findings == two.findings && one.measurements == two.measurements)
    }

    @Test func baselineAcceptsKnownFindingsOnly() throws {
        let rules = try Self.rules()
        let result = FitEngine(rules: rules).run(Self.strings(rules), workers: 1)
        let known = Array(result.findings.prefix(3))
        let json = "{\"findings\": [" + known.map { f in
            "{\"key\": \"\(f.key)\", \"locale\": \"\(f.locale)\", \"variant\": null, \"category\": \"\(f.category.rawValue)\", \"width\": \(f.width)}"
        }.joined(separator: ", ") + "]}"
        let baseline = try Baseline.parse(Array(json.utf8), file: "baseline.json").get()
        #expect(result.findings.filter { baseline.accepts($0) } == known)
        // Broken baselines say where.
        switch Baseline.parse(Array("{\"findings\": [{\"key\": \"a\"}]}".utf8), file: "b.json") {
        case .success: Issue.record("a finding without locale was accepted")
        case .failure(let error): #expect(error.description == "b.json:1:15: error: the finding has no \"locale\" string")
        }
        switch Baseline.parse(Array("[]".utf8), file: "b.json") {
        case .success: Issue.record("an array was accepted")
        case .failure(let error): #expect(error.description.hasPrefix("b.json:1:1: error: a baseline is the JSON of `typeset fit --json`"))
        }
    }

    @Test func reportHasAPicturePerGroupAndFilters() throws {
        let rules = try Self.rules()
        let result = FitEngine(rules: rules).run(Self.strings(rules), workers: 1)
        let report = FitReport(result: result, rules: rules, pictureLimit: 5)
        let files = report.files()
        let page = try #require(files.first { $0.path == "index.html" })
        let html = String(decoding: page.bytes, as: UTF8.self)
        let images = files.filter { $0.path.hasPrefix("images/") }
        #expect(images.count == min(5, report.groups.count) && report.groups.count < result.findings.count)
        for image in images {
            #expect(Array(image.bytes.prefix(8)) == PNG.signature)
            #expect(html.contains("src=\"\(image.path)\""))
        }
        #expect(html.contains("id=\"locale\"") && html.contains("data-category=\"AX5\""))
        // Most severe first.
        let severities = report.ordered.map(FitReport.severity)
        #expect(severities == severities.sorted(by: >))
        // The picture is taller than the allowed box: the text runs past it.
        let worst = try #require(report.ordered.first)
        let bitmap = try #require(report.picture(worst))
        #expect(Double(bitmap.height) > worst.height * 2)
    }

    /// A variable font with an optical size axis is laid out at the instance of each category's
    /// point size (opsz follows it): text prepared once per instance, every layout equal to
    /// measuring with that category's style directly.
    @Test func opticalSizeInstancesPerCategory() throws {
        let layout = FitLayout(file: Repository.path("layout.json"), fonts: [], rules: [
            FitRule(keys: KeyPattern("*"), style: .inline(InlineStyle(font: FontReference(path: Repository.path("Fixtures/fonts/synthetic/Variable-wght-wdth-opsz.ttf")),
                                                                      size: 17, textStyle: .body)),
                    widths: [120, 200], maxLines: 1, location: Self.here),
        ])
        let (rules, diagnostics) = layout.resolve(styleGuide: nil)
        #expect(diagnostics.isEmpty)
        let texts = ["Hamburgefonstiv quiz", "Typesetting variable fonts at every size", "Done"]
        let strings = texts.map { text in
            FitString(source: CatalogString(key: "k", locale: "en", text: text, location: Self.here), locale: "en", language: "en", text: text, rule: 0)
        }
        let result = FitEngine(rules: rules).run(strings, workers: 1, recordsLayouts: true)
        #expect(result.layouts.count == texts.count * 12 * 2)
        let rule = try #require(rules[0])
        var sizes: Set<Double> = []
        for record in result.layouts {
            let resolved = rule.style.resolved(scale: 3, category: record.category)
            sizes.insert(resolved.variations.last?.value ?? 0)
            let measured = Typesetter(stack: rule.stack, style: resolved, language: "en").measure(record.text, width: record.width)
            #expect(measured.lineCount == record.lineCount && measured.height == record.height, "\(record.category) \(record.width)")
        }
        // Several optical sizes were laid out (opsz is the last axis).
        #expect(sizes.count > 3)
    }
}
