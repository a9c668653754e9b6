import TypesetFont
import Foundation
import Testing
import Typeset
import TypesetShaping
@testable import TypesetTokens
@testable import TypesetSupport

/// The example guide's expected fonts and values, written from the token file and the README
/// (not from the generator): weight -> subset file, and the values each style's token states.
private let exampleFonts: [Int: String] = [400: "Inter-Regular-subset.otf", 600: "Inter-SemiBold-subset.otf",
                                            700: "Inter-Bold-subset.otf"]

/// The example styles built by hand with the Typeset API from the token file's values.
private func handBuiltExampleStyles() throws -> [String: Typeset.TextStyle] {
    // (name, size, weight, line-height multiple, tracking px, text style, paragraph spacing, max size, case, features)
    let table: [(String, Double, Int, Double, Double, Typeset.DynamicTypeStyle, Double, Double?, Typeset.TextCase, [FeatureSetting])] = [
        ("largeTitle", 34, 700, 1.2058823529411764, -0.74, .largeTitle, 0, 60, .original, []),
        ("title1", 28, 700, 1.2142857142857142, -0.59, .title1, 0, nil, .original, []),
        ("title2", 22, 600, 1.2727272727272727, -0.4, .title2, 0, nil, .original, []),
        ("title3", 20, 600, 1.25, -0.33, .title3, 0, nil, .original, []),
        ("headline", 17, 600, 1.2941176470588236, -0.22, .headline, 0, nil, .original, []),
        ("body", 17, 400, 1.2941176470588236, -0.22, .body, 8, nil, .original, []),
        ("callout", 16, 400, 1.3125, -0.18, .callout, 0, nil, .original, []),
        ("subheadline", 15, 400, 1.3333333333333333, -0.13, .subheadline, 0, nil, .original, []),
        ("footnote", 13, 400, 1.3846153846153846, -0.04, .footnote, 0, nil, .original, []),
        ("caption1", 12, 400, 1.3333333333333333, 0.01, .caption1, 0, nil, .original, [FeatureSetting("tnum")]),
        ("caption2", 11, 400, 1.1818181818181819, 0.05, .caption2, 0, nil, .uppercase, [FeatureSetting("case")]),
    ]
    var fonts: [Int: StyleFont] = [:]
    for (weight, file) in exampleFonts {
        fonts[weight] = try StyleFont(face: FontFace(contentsOfFile: TokensRepo.styleGuide + "/fonts/" + file))
    }
    var styles: [String: Typeset.TextStyle] = [:]
    for (name, size, weight, multiple, tracking, textStyle, paragraphSpacing, maximum, textCase, features) in table {
        let font = try #require(fonts[weight])
        styles["typography." + name] = Typeset.TextStyle(
            font: font, pointSize: size, lineHeight: .multipleOfSize(multiple), letterSpacing: .points(tracking),
            paragraphSpacing: paragraphSpacing, textCase: textCase, dynamicType: textStyle, maximumPointSize: maximum,
            features: features)
    }
    // The display token: a weight between the static files, set in the variable font's instance.
    let variable = try StyleFont(face: FontFace(contentsOfFile: TokensRepo.styleGuide + "/variable/InterVariable-subset.ttf"))
    styles["typography.display"] = Typeset.TextStyle(
        font: variable, pointSize: 40, lineHeight: .multipleOfSize(1.25), letterSpacing: .points(0), dynamicType: .largeTitle,
        maximumPointSize: 64, variations: [VariationSetting("wght", 650)])
    return styles
}

/// Every number of a resolved style that generated code carries, for equality checks.
private func numbers(_ r: ResolvedStyle) -> [String: Double] {
    [
        "pointSize": r.pointSize, "lineHeight": r.lineHeight, "fontLineHeight": r.fontLineHeight, "kern": r.kern,
        "paragraphSpacing": r.paragraphSpacing, "lineSpacing": r.uikit.lineSpacing,
        "baselineOffset.beforeiOS16_4": r.uikit.baselineOffset.beforeiOS16_4,
        "baselineOffset.fromiOS16_4": r.uikit.baselineOffset.fromiOS16_4,
        "minimumLineHeight": r.uikit.minimumLineHeight, "maximumLineHeight": r.uikit.maximumLineHeight,
        "capHeightInset.top": r.uikit.capHeightInset.top, "readable.width": r.readable.width,
    ]
}

@Suite struct CodeGenTests {
    static func exampleGuide() -> StyleGuide { StyleGuide.load(file: TokensRepo.styleGuide + "/tokens.json") }

    static func exampleFiles() -> [GeneratedFile] {
        SwiftCodeGenerator(guide: exampleGuide(), sourceName: TokensRepo.styleGuideTokensName).files()
    }

    @Test func committedExampleSourcesAreCurrent() throws {
        // Tests/TypesetTokensTests/Generated holds `typeset generate Examples/StyleGuide/tokens.json
        // --out Tests/TypesetTokensTests/Generated`; the neutral file compiles with this target.
        let generator = SwiftCodeGenerator(guide: CodeGenTests.exampleGuide(), sourceName: TokensRepo.styleGuideTokensName)
        #expect(generator.blockingDiagnostics.isEmpty)
        let files = generator.files()
        #expect(files.map(\.name) == ["TypesetStyles.swift", "TypesetStyles+UIKit.swift", "TypesetStyles+SwiftUI.swift"])
        #expect(GeneratedOutput.check(files, in: TokensRepo.generated) == [],
                "regenerate with: typeset generate Examples/StyleGuide/tokens.json --out Tests/TypesetTokensTests/Generated")
        for file in files {
            #expect(file.contents.hasPrefix("// Generated by typeset generate from Examples/StyleGuide/tokens.json; do not edit.\n"))
            #expect(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"))
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(!line.hasSuffix(" "), "\(file.name):\(number + 1) has trailing spaces")
                #expect(!line.contains("\t"), "\(file.name):\(number + 1) has a tab")
            }
        }
    }

    @Test func generationIsDeterministic() {
        let first = CodeGenTests.exampleFiles()
        let second = CodeGenTests.exampleFiles()
        #expect(first == second)
    }

    /// The compiled platform-neutral styles (Generated/TypesetStyles.swift, built with this target)
    /// resolve to exactly the numbers of the same styles built by hand with the Typeset API, at
    /// every content size category and at 2x and 3x.
    @Test func compiledStylesEqualHandBuiltStyles() throws {
        let compiled = try TypesetStyles(fontDirectory: TokensRepo.styleGuide)
        let expected = try handBuiltExampleStyles()
        #expect(compiled.all.map(\.tokenPath) == CodeGenTests.exampleGuide().entries.map(\.token.name))
        #expect(Set(compiled.all.map(\.tokenPath)) == Set(expected.keys))
        for (path, style) in compiled.all {
            let reference = try #require(expected[path])
            #expect(style.lineHeight == reference.lineHeight && style.letterSpacing == reference.letterSpacing, "\(path)")
            #expect(style.dynamicType == reference.dynamicType && style.maximumPointSize == reference.maximumPointSize, "\(path)")
            #expect(style.textCase == reference.textCase && style.alignment == reference.alignment, "\(path)")
            #expect(style.features == reference.features && style.language == reference.language, "\(path)")
            #expect(style.variations == reference.variations && style.opticalSizing == reference.opticalSizing, "\(path)")
            #expect(style.font.metrics == reference.font.metrics, "\(path)")
            for category in Typeset.ContentSizeCategory.allCases {
                for scale in [2.0, 3.0] {
                    let a = style.resolved(scale: scale, category: category), b = reference.resolved(scale: scale, category: category)
                    #expect(numbers(a) == numbers(b), "\(path) \(category) @\(scale)x")
                    #expect(a.uikit == b.uikit, "\(path) \(category) @\(scale)x")
                }
            }
        }
        // The Dynamic Type table (Documentation/Typography.md) at L: body 17/22 (the guide writes 22/17 to 4 decimals).
        let body = compiled.body.resolved()
        #expect(body.pointSize == 17 && abs(body.lineHeight - 22) < 0.001)
        // largeTitle's maximumPointSize 60 caps AX5 (UIFontMetrics model: 34 * 70/41 = 58.05 -> not capped;
        // the cap is checked against the model's own uncapped value).
        let largeTitleAX5 = compiled.largeTitle.resolved(scale: 3, category: .AX5)
        #expect(largeTitleAX5.pointSize <= 60)
    }

    /// The numbers written into the UIKit and SwiftUI files equal the library's resolution at L.
    @Test func platformFilesCarryTheResolvedNumbers() throws {
        let files = CodeGenTests.exampleFiles()
        let uiKit = try #require(files.first { $0.name == SwiftCodeGenerator.uiKitFileName }).contents
        let swiftUI = try #require(files.first { $0.name == SwiftCodeGenerator.swiftUIFileName }).contents
        let expected = try handBuiltExampleStyles()
        let names = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
                     "caption1", "caption2"]
        for name in names {
            let reference = try #require(expected["typography." + name]).resolved(scale: 3, category: .default)
            let block = try #require(CodeGenTests.block(uiKit, "public static let \(name) = TypesetUIKitStyle("), "\(name)")
            let values = CodeGenTests.labelledNumbers(block)
            #expect(values["pointSize"] == reference.pointSize, "\(name)")
            #expect(values["lineHeight"] == reference.lineHeight, "\(name)")
            #expect(values["fontLineHeight"] == reference.fontLineHeight, "\(name)")
            #expect(values["lineSpacing"] == reference.uikit.lineSpacing, "\(name)")
            #expect(values["baselineOffsetBeforeiOS16_4"] == reference.uikit.baselineOffset.beforeiOS16_4, "\(name)")
            #expect(values["baselineOffsetFromiOS16_4"] == reference.uikit.baselineOffset.fromiOS16_4, "\(name)")
            #expect(values["kern"] == reference.kern, "\(name)")
            #expect(values["paragraphSpacing"] == reference.paragraphSpacing, "\(name)")
            // The run-time rule gives the same line height at L: multiple * point size.
            let multiple = try #require(CodeGenTests.argument(block, ".multipleOfSize("), "\(name)")
            #expect(multiple * reference.pointSize == reference.lineHeight, "\(name)")
            let swiftUIBlock = try #require(CodeGenTests.block(swiftUI, "public static let \(name) = TypesetSwiftUIStyle("), "\(name)")
            let swiftUIValues = CodeGenTests.labelledNumbers(swiftUIBlock)
            #expect(swiftUIValues["lineHeightAtDefaultCategory"] == reference.lineHeight, "\(name)")
            let perPoint = try #require(swiftUIValues["fontLineHeightPerPoint"])
            #expect(abs(perPoint * reference.pointSize - reference.fontLineHeight) < 1e-9, "\(name)")
            // The feature settings as the font descriptor takes them, in both files; no language.
            let features = "        features: " + (["caption1": #"[(tag: "tnum", value: 1)]"#, "caption2": #"[(tag: "case", value: 1)]"#][name] ?? "[]") + ",\n"
            #expect(block.contains(features) && swiftUIBlock.contains(features), "\(name)")
            #expect(block.contains("        language: nil,\n") && swiftUIBlock.contains("        language: nil,\n"), "\(name)")
        }
        // The features go on the base font's descriptor with Core Text's OpenType keys, before
        // UIFontMetrics scales it; SwiftUI takes the platform font as a CTFont.
        #expect(uiKit.contains("return TypesetUIKitStyle.withVariations(TypesetUIKitStyle.withFeatures(font, features), variations, opticalSize: opticalSize)"))
        // A variable font's instance: the axis identifier (the tag as a 4-character code) to the value.
        #expect(uiKit.contains("attributes[UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String)] = axes"))
        let display = try #require(CodeGenTests.block(uiKit, "public static let display = TypesetUIKitStyle("))
        #expect(display.contains("variations: [(axis: 0x77676874 /* wght */, value: 650)],"))
        #expect(0x77676874 == Tag("wght").rawValue)
        #expect(uiKit.contains("let tagKey = UIFontDescriptor.FeatureKey(rawValue: kCTFontOpenTypeFeatureTag as String)"))
        #expect(uiKit.contains("let descriptor = font.fontDescriptor.addingAttributes([.featureSettings: settings])"))
        #expect(uiKit.contains("attributes[NSAttributedString.Key(kCTLanguageAttributeName as String)] = language"))
        #expect(swiftUI.contains("if hasDescriptorAttributes { return Font(platformFont(size: size)) }"))
        #expect(swiftUI.contains("attributed.languageIdentifier = language"))
        #expect(uiKit.contains("if #available(iOS 16.4, tvOS 16.4, *) {\n            return difference / 2\n        }\n        return difference / 4"))
        #expect(uiKit.contains("metrics.scaledFont(for: base, maximumPointSize: maximumPointSize, compatibleWith: traits)"))
        #expect(swiftUI.contains("if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {\n            styled.lineHeight(.exact(points: lineHeight))"))
        #expect(swiftUI.contains("let difference = max(0, lineHeight - style.fontLineHeightPerPoint * size)"))
    }

    /// `swiftc -parse` accepts the UIKit and SwiftUI files (their frameworks are not on Linux, so
    /// only the syntax is checked here).
    @Test func platformFilesParse() throws {
        guard let swiftc = CodeGenTools.swiftc else {
            Issue.record("swiftc is not on PATH; the UIKit and SwiftUI files were not parsed")
            return
        }
        let directory = try CodeGenTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try GeneratedOutput.write(CodeGenTests.exampleFiles(), to: directory)
        for name in [SwiftCodeGenerator.uiKitFileName, SwiftCodeGenerator.swiftUIFileName] {
            let output = try CodeGenTools.run(swiftc, ["-parse", directory + "/" + name])
            #expect(output.status == 0, "\(name): \(output.stderr)")
        }
    }

    /// The compiled styles resolve to what `typeset style --json` prints for the same inputs: every
    /// style of the example guide, at xS, L and AX5, at 1x, 2x and 3x, every number of the JSON
    /// (UIKit values, line positions under every model, snapped positions, trims, readable
    /// measure, metrics) and the lint rules.
    @Test func compiledStylesEqualTypesetStyleJSON() throws {
        guard let typeset = CodeGenTools.typeset else {
            Issue.record("the typeset executable was not found next to the tests or in .build/debug")
            return
        }
        let compiled = try TypesetStyles(fontDirectory: TokensRepo.styleGuide)
        // The token file's inputs, as `typeset style` options (written from tokens.json).
        let inputs: [String: (file: String, size: String, multiple: String, tracking: String, paragraph: String, maximum: String?)] = [
            "largeTitle": ("Inter-Bold-subset.otf", "34", "1.2058823529411764", "-0.74", "0", "60"),
            "title1": ("Inter-Bold-subset.otf", "28", "1.2142857142857142", "-0.59", "0", nil),
            "title2": ("Inter-SemiBold-subset.otf", "22", "1.2727272727272727", "-0.4", "0", nil),
            "title3": ("Inter-SemiBold-subset.otf", "20", "1.25", "-0.33", "0", nil),
            "headline": ("Inter-SemiBold-subset.otf", "17", "1.2941176470588236", "-0.22", "0", nil),
            "body": ("Inter-Regular-subset.otf", "17", "1.2941176470588236", "-0.22", "8", nil),
            "callout": ("Inter-Regular-subset.otf", "16", "1.3125", "-0.18", "0", nil),
            "subheadline": ("Inter-Regular-subset.otf", "15", "1.3333333333333333", "-0.13", "0", nil),
            "footnote": ("Inter-Regular-subset.otf", "13", "1.3846153846153846", "-0.04", "0", nil),
            "caption1": ("Inter-Regular-subset.otf", "12", "1.3333333333333333", "0.01", "0", nil),
            "caption2": ("Inter-Regular-subset.otf", "11", "1.1818181818181819", "0.05", "0", nil),
            "display": ("../variable/InterVariable-subset.ttf", "40", "1.25", "0", "0", "64"),
        ]
        #expect(Set(compiled.all.map(\.tokenPath)) == Set(inputs.keys.map { "typography." + $0 }))
        var compared = 0
        for (path, style) in compiled.all {
            let name = String(path.dropFirst("typography.".count))
            let input = try #require(inputs[name], "\(path)")
            var arguments = ["style", "--font", "Examples/StyleGuide/fonts/" + input.file, "--size", input.size,
                             "--line-height-multiple", input.multiple, "--letter-spacing=" + input.tracking,
                             "--paragraph-spacing", input.paragraph, "--text-style", name == "display" ? "largeTitle" : name]
            if name == "display" { arguments += ["--variations", "wght=650"] }
            if let maximum = input.maximum { arguments += ["--maximum-point-size", maximum] }
            for category in [Typeset.ContentSizeCategory.xS, .L, .AX5] {
                for scale in [1.0, 2.0, 3.0] {
                    let label = "\(name) \(category) @\(scale)x"
                    let output = try CodeGenTools.run(typeset, arguments + ["--category", category.rawValue, "--scale", "\(Int(scale))", "--json"])
                    #expect(output.status == 0, "\(label): \(output.stderr)")
                    let json = try #require(FlatJSON(output.stdout), "\(label): unreadable JSON")
                    let expected = CodeGenTests.styleNumbers(style.resolved(scale: scale, category: category))
                    // Every number the JSON has is one checked here, and every one checked is there.
                    #expect(Set(json.numbers.keys) == Set(expected.keys), "\(label)")
                    for (key, value) in expected {
                        #expect(json.numbers[key] == value, "\(label) \(key): typeset style \(json.numbers[key] ?? .nan), compiled \(value)")
                        compared += 1
                    }
                    let rules = style.resolved(scale: scale, category: category).lint.map(\.rule.rawValue)
                    #expect(json.strings.filter { $0.key.hasPrefix("lint.") && $0.key.hasSuffix(".rule") }
                        .sorted { $0.key < $1.key }.map(\.value) == rules, "\(label)")
                }
            }
        }
        #expect(compared > 11 * 9 * 60)
    }

    /// Every number `typeset style --json` prints, keyed by its path, from a resolved style.
    static func styleNumbers(_ r: ResolvedStyle) -> [String: Double] {
        let u = r.uikit
        var n: [String: Double] = [
            "pointSize": r.pointSize, "lineHeight": r.lineHeight, "fontLineHeight": r.fontLineHeight, "scale": r.scale,
            "designGapToLineSpacing": r.designGapToLineSpacing,
            "uikit.lineSpacing": u.lineSpacing, "uikit.outerPadding.top": u.outerPadding.top,
            "uikit.outerPadding.bottom": u.outerPadding.bottom, "uikit.minimumLineHeight": u.minimumLineHeight,
            "uikit.maximumLineHeight": u.maximumLineHeight, "uikit.baselineOffset.beforeiOS16_4": u.baselineOffset.beforeiOS16_4,
            "uikit.baselineOffset.fromiOS16_4": u.baselineOffset.fromiOS16_4, "uikit.kern": u.kern,
            "uikit.capHeightInset.top": u.capHeightInset.top, "uikit.capHeightInset.bottom": u.capHeightInset.bottom,
            "uikit.lineHeightMultiple": u.lineHeightMultiple, "uikit.paragraphSpacing": u.paragraphSpacing,
            "trims.capTop": r.trims.capTop, "trims.baseline": r.trims.baseline,
            "readable.charactersPerLine": Double(r.readable.charactersPerLine), "readable.width": r.readable.width,
            "readable.averageCharacterWidthEm": r.readable.averageCharacterWidth.em,
            "metrics.ascender": r.metrics.ascender, "metrics.descender": r.metrics.descender, "metrics.leading": r.metrics.leading,
            "metrics.capHeight": r.metrics.capHeight, "metrics.xHeight": r.metrics.xHeight,
            "snapped.fontLineHeight": r.grid.ceil(r.fontLineHeight),
        ]
        for variation in r.variations { n["variations." + variation.tag.description.trimmedTag] = variation.value }
        func add(_ prefix: String, _ p: LinePositions) {
            for (key, value) in [("top", p.top), ("baseline", p.baseline), ("capTop", p.capTop), ("xTop", p.xTop),
                                 ("descenderBottom", p.descenderBottom), ("bottom", p.bottom)] {
                n[prefix + "." + key] = value
            }
        }
        for model in LineModel.allCases {
            add("lines." + model.rawValue, r.lines[model].firstLine)
            add("snapped.lines." + model.rawValue, r.lines[model].snappedFirstLine(r.grid))
        }
        add("lines.uikitExactFromiOS16_4", LineGeometry(model: .uikitExact, metrics: r.metrics, lineHeight: r.lineHeight,
                                                         behaviour: .fromiOS16_4).firstLine)
        return n
    }

    /// `typeset generate`: writes the three files; `--check` passes on them and fails (naming
    /// the file) after an edit; a broken token file writes nothing.
    @Test func generateCommand() throws {
        guard let typeset = CodeGenTools.typeset else {
            Issue.record("the typeset executable was not found next to the tests or in .build/debug")
            return
        }
        let directory = try CodeGenTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/Generated"
        let generate = try CodeGenTools.run(typeset, ["generate", TokensRepo.styleGuideTokensName, "--out", out])
        #expect(generate.status == 0, "\(generate.stderr)")
        for file in CodeGenTests.exampleFiles() {
            let written = try String(contentsOfFile: out + "/" + file.name, encoding: .utf8)
            #expect(written == file.contents, "\(file.name)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() ==
                ["TypesetStyles+SwiftUI.swift", "TypesetStyles+UIKit.swift", "TypesetStyles.swift"])
        let check = try CodeGenTools.run(typeset, ["generate", TokensRepo.styleGuideTokensName, "--out", out, "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        // The committed copy is current by the CLI as well (what CI runs).
        let committed = try CodeGenTools.run(typeset, ["generate", TokensRepo.styleGuideTokensName, "--out",
                                                        "Tests/TypesetTokensTests/Generated", "--check"])
        #expect(committed.status == 0, "\(committed.stderr)")

        let edited = out + "/TypesetStyles.swift"
        let original = try String(contentsOfFile: edited, encoding: .utf8)
        // The appended line comes after the file's last line (it ends with a newline).
        let editedLine = original.split(separator: "\n", omittingEmptySubsequences: false).count
        try (original + "// edited\n").write(toFile: edited, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: edited))
        let stale = try CodeGenTools.run(typeset, ["generate", TokensRepo.styleGuideTokensName, "--out", out, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains(edited + ":\(editedLine): differs from the generated file"), "\(stale.stderr)")
        #expect(!stale.stderr.contains("TypesetStyles+UIKit.swift"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: edited)) == before, "--check must not write")

        let missingOut = directory + "/Missing"
        let missing = try CodeGenTools.run(typeset, ["generate", TokensRepo.styleGuideTokensName, "--out", missingOut, "--check"])
        #expect(missing.status == 1 && missing.stderr.contains("is missing"))
        #expect(!FileManager.default.fileExists(atPath: missingOut))

        // Errors: diagnostics as lint prints them, exit 1, nothing written.
        let brokenOut = directory + "/Broken"
        let broken = try CodeGenTools.run(typeset, ["generate", "Tests/TypesetTokensTests/Broken/aliases.json", "--out", brokenOut])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("Tests/TypesetTokensTests/Broken/aliases.json:"))
        #expect(broken.stderr.contains(": error: "))
        #expect(broken.stderr.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: brokenOut))
    }

    /// `typeset lint` runs the style lint on every token: findings at the token's key, with the
    /// rule named; warnings only for the example guide, so the exit status is 0.
    @Test func lintCommandRunsTheStyleLint() throws {
        guard let typeset = CodeGenTools.typeset else {
            Issue.record("the typeset executable was not found next to the tests or in .build/debug")
            return
        }
        let lint = try CodeGenTools.run(typeset, ["lint", TokensRepo.styleGuideTokensName])
        #expect(lint.status == 0, "\(lint.stderr)")
        let lines = lint.stdout.split(separator: "\n").map(String.init)
        // caption2: 13 pt leading under Inter's 11 pt line height of 13.31 pt, and 118% of the size.
        let caption2 = CodeGenTests.exampleGuide().entries.first { $0.token.name == "typography.caption2" }?.token.source
        let at = "Examples/StyleGuide/tokens.json:\(caption2?.line ?? 0):\(caption2?.column ?? 0): warning: typography.caption2: "
        #expect(lines.contains { $0.hasPrefix(at + "line height 13 pt is below the font's own line height 13.313 pt") && $0.hasSuffix("[lineHeightClips]") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(at + "body line spacing is 118.182% of the point size") && $0.hasSuffix("[bodyLineSpacing]") })
        #expect(lines.allSatisfy { $0.contains(": warning: ") })
        // One finding per (token, rule): the library's lint of each resolved style, nothing else.
        let guide = CodeGenTests.exampleGuide()
        #expect(lines.count == guide.entries.reduce(0) { $0 + $1.resolved.lint.count })
    }

    /// A font family that is not in the font directory is an error naming what was found there,
    /// and blocks generation.
    @Test func missingFontBlocksGeneration() throws {
        let directory = try CodeGenTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tokens = directory + "/tokens.json"
        try """
        { "text": { "$type": "typography", "$value": { "fontFamily": "Helvetica Neue", "fontSize": { "value": 16, "unit": "px" },
          "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": { "value": 0, "unit": "px" } } } }
        """.write(toFile: tokens, atomically: true, encoding: .utf8)
        let guide = StyleGuide.load(file: tokens, fontDirectory: TokensRepo.styleGuide + "/fonts")
        let generator = SwiftCodeGenerator(guide: guide)
        let messages = generator.blockingDiagnostics.map(\.message)
        #expect(messages.contains { $0.contains("\"Helvetica Neue\" not found") && $0.contains("\"Inter\"") }, "\(messages)")
        #expect(guide.entries.isEmpty)
    }

    /// Names from awkward token paths: keywords escaped, collisions numbered in document order,
    /// reserved member names suffixed, leading digits prefixed; the result typechecks against the
    /// library (`swiftc -typecheck -I <modules>`), and the style lint reports at each token.
    @Test func awkwardNamesTypecheck() throws {
        let names = SwiftSource.identifiers(for: [
            ["type", "default"], ["type", "body-large"], ["type", "body_large"], ["type", "2xl"], ["type", "all"],
            ["type", "Caption Small"], ["type", "bodyLarge"],
        ])
        #expect(names == ["default", "bodyLarge", "bodyLarge2", "_2xl", "allStyle", "captionSmall", "bodyLarge3"])
        #expect(SwiftSource.escaped("default") == "`default`" && SwiftSource.escaped("body") == "body")
        #expect(SwiftSource.identifiers(for: [["typography", "body"]]) == ["body"])
        #expect(SwiftSource.identifiers(for: [["a", "x"], ["b", "x"]]) == ["aX", "bX"])

        let directory = try CodeGenTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tokens = directory + "/tokens.json"
        let px = { (value: Double) in "{ \"value\": \(value), \"unit\": \"px\" }" }
        try """
        { "type": { "$type": "typography",
          "default": { "$value": { "fontFamily": "Inter", "fontSize": \(px(16)), "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": \(px(0.32)) } },
          "body-large": { "$value": { "fontFamily": "Inter", "fontSize": \(px(19)), "fontWeight": 600, "lineHeight": 1.0, "letterSpacing": \(px(0)) },
            "$extensions": { "com.typeset": { "textStyle": "body", "alignment": "center", "textCase": "capitalize", "textDecoration": "underline" } } },
          "body_large": { "$value": { "fontFamily": "system-ui", "fontSize": \(px(19)), "fontWeight": 700, "lineHeight": 1.25, "letterSpacing": \(px(0)) },
            "$extensions": { "com.typeset": { "textCase": "smallCaps", "language": "ja" } } },
          "2xl": { "$value": { "fontFamily": "Inter", "fontSize": \(px(24)), "fontWeight": 700, "lineHeight": 1.25, "letterSpacing": \(px(-0.5)) },
            "$extensions": { "com.typeset": { "textStyle": "title2", "maxPointSize": 30, "paragraphSpacing": 4,
              "fontFeatureSettings": "\\"ss01\\" 1, \\"liga\\" 0, \\"aalt\\" 2", "language": "de-CH" } } }
        } }
        """.write(toFile: tokens, atomically: true, encoding: .utf8)
        let guide = StyleGuide.load(file: tokens, fontDirectory: TokensRepo.styleGuide + "/fonts")
        let generator = SwiftCodeGenerator(guide: guide, sourceName: "tokens.json")
        #expect(generator.blockingDiagnostics.isEmpty, "\(generator.blockingDiagnostics)")
        #expect(guide.entries.map(\.token.name) == ["type.default", "type.body-large", "type.body_large", "type.2xl"])
        // body-large: line height 19 pt under Inter's own 22.99 pt clips; reported at its key as a warning.
        let clip = try #require(guide.diagnostics.first { $0.message.contains("[lineHeightClips]") })
        #expect(clip.severity == .warning && clip.tokenPath == "type.body-large" && clip.location.line == 3)
        // body_large names only a generic family: the system font, bold.
        #expect(guide.entries[2].face == nil && guide.entries[2].systemWeight == .bold)
        #expect(guide.entries[0].style.letterSpacing == .points(0.32))
        #expect(guide.entries[1].style.alignment == .center && guide.entries[1].style.textCase == .capitalized)
        // Ems (Tokens Studio) become thousandths of an em: 0.02 em is 20 per mille.
        #expect(LetterSpacingValue.em(0.02).textStyleLetterSpacing == .perMille(20))
        #expect(LineHeightValue.percent(140).textStyleLineHeight == .percentOfSize(140))
        #expect(LineHeightValue.auto.textStyleLineHeight == .font)
        let files = generator.files()
        let neutral = try #require(files.first { $0.name == SwiftCodeGenerator.neutralFileName }).contents
        #expect(neutral.contains("public let `default`: TextStyle"))
        #expect(neutral.contains("self.`default` = TextStyle("))
        #expect(neutral.contains("public let _2xl: TextStyle"))
        #expect(neutral.contains("font: .system(.bold)"))
        // Features and language: in the neutral initialiser as written; small caps is smcp.
        #expect(neutral.contains(#"features: [FeatureSetting("ss01"), FeatureSetting("liga", value: 0), FeatureSetting("aalt", value: 2)],"#))
        #expect(neutral.contains(#"language: "de-CH""#))
        #expect(neutral.contains(#"features: [FeatureSetting("smcp")],"#) && neutral.contains(#"language: "ja""#))
        let uiKit = try #require(files.first { $0.name == SwiftCodeGenerator.uiKitFileName }).contents
        #expect(uiKit.contains(#"features: [(tag: "ss01", value: 1), (tag: "liga", value: 0), (tag: "aalt", value: 2)],"#))
        #expect(uiKit.contains(#"features: [(tag: "smcp", value: 1)],"#) && uiKit.contains(#"language: "ja","#))
        guard let swiftc = CodeGenTools.swiftc else {
            Issue.record("swiftc is not on PATH; the generated files were not compiled")
            return
        }
        let out = directory + "/Generated"
        try GeneratedOutput.write(files, to: out)
        for name in [SwiftCodeGenerator.uiKitFileName, SwiftCodeGenerator.swiftUIFileName] {
            let parse = try CodeGenTools.run(swiftc, ["-parse", out + "/" + name])
            #expect(parse.status == 0, "\(name): \(parse.stderr)")
        }
        guard let modules = CodeGenTools.modules else {
            Issue.record("the library's module directory was not found; the neutral file was only parsed")
            return
        }
        let typecheck = try CodeGenTools.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", modules,
                                                      out + "/" + SwiftCodeGenerator.neutralFileName])
        #expect(typecheck.status == 0, "\(typecheck.stderr)")
        // The platform files against the Apple stand-ins (Scripts/apple_stubs): UIKit, and the
        // SwiftUI file with UIKit and with AppKit only.
        guard let stubs = CodeGenTools.appleStubs else {
            Issue.record("the Apple stand-ins (Scripts/apple_stubs) did not compile")
            return
        }
        for (name, include) in [(SwiftCodeGenerator.uiKitFileName, stubs.uiKit), (SwiftCodeGenerator.swiftUIFileName, stubs.uiKit),
                                (SwiftCodeGenerator.swiftUIFileName, stubs.appKit)] {
            let check = try CodeGenTools.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", include, out + "/" + name])
            #expect(check.status == 0, "\(name) -I \(include): \(check.stderr)")
        }
    }

    /// Token names holding bidirectional formatting characters and separators ("Trojan Source",
    /// CVE-2021-42574): no generated file holds one as it is; the token path literals spell them
    /// as `\u{…}` escapes (so they mean the same string), doc comments show them escaped, and the
    /// files still typecheck against the library.
    @Test func bidiControlsInNamesAreEscaped() throws {
        let directory = try CodeGenTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tokens = directory + "/tokens.json"
        let style = #"{ "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": { "value": 0, "unit": "px" } } }"#
        // The token file itself is ASCII: the JSON escapes \u202E, \u2028, \u2066 and \u0085 name the characters.
        let json = #"{ "type": { "$type": "typography", "bo\u202Edy\u2066": "# + style + #", "cap\u2028tion\u0085": "# + style + " } }"
        try json.write(toFile: tokens, atomically: true, encoding: .utf8)
        let guide = StyleGuide.load(file: tokens, fontDirectory: TokensRepo.styleGuide + "/fonts")
        #expect(guide.entries.map(\.token.name) == ["type.bo\u{202E}dy\u{2066}", "type.cap\u{2028}tion\u{85}"])
        let generator = SwiftCodeGenerator(guide: guide, sourceName: "tokens\u{202E}.json")
        #expect(generator.blockingDiagnostics.isEmpty, "\(generator.blockingDiagnostics)")
        let files = generator.files()
        for file in files {
            let raw = file.contents.unicodeScalars.filter { [0x202E, 0x2066, 0x2028, 0x85].contains($0.value) }
            #expect(raw.isEmpty, "\(file.name) holds \(raw.map { String($0.value, radix: 16) })")
        }
        let neutral = try #require(files.first { $0.name == SwiftCodeGenerator.neutralFileName }).contents
        // Written from Swift's string literal grammar, not from the generator.
        #expect(neutral.contains(#""type.bo\u{202e}dy\u{2066}""#), "\(neutral)")
        #expect(neutral.contains(#""type.cap\u{2028}tion\u{85}""#))
        #expect(neutral.contains("/// `type.bo\\u{202E}dy\\u{2066}`"))
        #expect(neutral.contains("tokens\\u{202E}.json"))
        guard let swiftc = CodeGenTools.swiftc else {
            Issue.record("swiftc is not on PATH; the generated files were not compiled")
            return
        }
        let out = directory + "/Generated"
        try GeneratedOutput.write(files, to: out)
        for name in [SwiftCodeGenerator.uiKitFileName, SwiftCodeGenerator.swiftUIFileName] {
            let parse = try CodeGenTools.run(swiftc, ["-parse", out + "/" + name])
            #expect(parse.status == 0, "\(name): \(parse.stderr)")
        }
        guard let modules = CodeGenTools.modules else {
            Issue.record("the library's module directory was not found; the neutral file was only parsed")
            return
        }
        let typecheck = try CodeGenTools.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", modules,
                                                      out + "/" + SwiftCodeGenerator.neutralFileName])
        #expect(typecheck.status == 0, "\(typecheck.stderr)")
    }

    // MARK: - Reading generated text

    /// The text from `start` to the end of its argument list (`\n    )`).
    static func block(_ text: String, _ start: String) -> Substring? {
        guard let from = text.range(of: start), let to = text.range(of: "\n    )", range: from.upperBound..<text.endIndex) else { return nil }
        return text[from.lowerBound..<to.upperBound]
    }

    /// `label: number` pairs in a block (the last occurrence of a label wins).
    static func labelledNumbers(_ block: Substring) -> [String: Double] {
        var out: [String: Double] = [:]
        for line in block.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let colon = trimmed.firstIndex(of: ":") else { continue }
            let label = String(trimmed[..<colon])
            var value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(",") { value.removeLast() }
            if let number = Double(value) { out[label] = number }
        }
        return out
    }

    /// The number after `prefix` (`.multipleOfSize(` -> 1.2941).
    static func argument(_ block: Substring, _ prefix: String) -> Double? {
        guard let range = block.range(of: prefix), let close = block[range.upperBound...].firstIndex(of: ")") else { return nil }
        return Double(block[range.upperBound..<close])
    }
}
