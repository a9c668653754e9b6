import Foundation
import Testing
import Typeset
import TypesetFont
@testable import TypesetTokens
@testable import TypesetSupport

/// Trait variants under $extensions → com.typeset → variants (Documentation/Tokens.md, "Trait
/// variants"): reading, diagnostics at their positions, lint, and the generated code.
@Suite struct TokensVariantTests {
    /// A DTCG file of system-font tokens `body` (400), `bold` (700) and `large` (600, 22 pt);
    /// `body`'s com.typeset settings are `settings`, written from line 4 on.
    static func file(_ settings: String, boldSettings: String = "") -> String {
        """
        { "typography": { "$type": "typography",
          "body": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 },
            "$extensions": { "com.typeset": {
        \(settings)
            } } },
          "bold": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 },
            "$extensions": { "com.typeset": { \(boldSettings) } } },
          "large": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 30, "unit": "px" }, "fontWeight": 600, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } }
        } }
        """
    }

    /// A style font's name: the face's PostScript name, or "system <weight>".
    static func name(_ font: StyleFont) -> String {
        switch font.source {
        case .face(let face): face.postScriptName ?? "?"
        case .system(let weight): "system \(weight.rawValue)"
        default: "?"
        }
    }

    /// `text` loaded as a style guide from a temporary file named `tokens.json`.
    static func load(_ text: String) throws -> StyleGuide {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-variants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tokens.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var guide = StyleGuide.load(file: path)
        // Positions are compared with the short name.
        guide.diagnostics = guide.diagnostics.map {
            var d = $0
            d.location.file = "tokens.json"
            return d
        }
        return guide
    }

    @Test func variantsResolveToTheReferencedStyles() throws {
        let guide = try Self.load(Self.file("""
              "variants": [
                { "when": { "legibilityWeight": "bold" }, "style": "{typography.bold}" },
                { "when": { "horizontalSizeClass": "regular", "verticalSizeClass": "regular" }, "style": "{typography.large}" }
              ]
        """))
        #expect(guide.diagnostics.isEmpty, "\(guide.diagnostics)")
        let body = try #require(guide.entries.first { $0.token.name == "typography.body" })
        #expect(body.token.variants.map(\.referenceName) == ["typography.bold", "typography.large"])
        #expect(body.token.variants[0].referenceSource.line == 5)
        let variants = guide.variants(of: body)
        // The core's rule chooses: Bold Text first, then both size classes regular, else body.
        func size(_ traits: StyleTraits) -> Double { variants.style(for: traits).pointSize }
        func weight(_ traits: StyleTraits) -> String { Self.name(variants.style(for: traits).font) }
        #expect(weight(StyleTraits(isBoldText: true)) == "system bold")
        #expect(weight(StyleTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular, isBoldText: true)) == "system bold")
        #expect(size(StyleTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular)) == 30)
        #expect(size(StyleTraits(horizontalSizeClass: .regular, verticalSizeClass: .compact)) == 20)
        #expect(size(StyleTraits()) == 20 && weight(StyleTraits()) == "system regular")
        #expect(variants.dependsOnBoldText && variants.dependsOnSizeClass)
    }

    /// Every error a variant can have, at the value it is about (line:column), with its message.
    @Test(arguments: [
        (#""variants": { "when": {} }"#, "4:17", "found an object for variants; expected an array"),
        (#""variants": [ "bold" ]"#, "4:19", "found the string \"bold\" for a variant; expected an object"),
        (#""variants": [ { "when": { "legibilityWeight": "bold" } } ]"#, "4:19", "a variant without \"style\""),
        (#""variants": [ { "style": "{typography.bold}" } ]"#, "4:19", "a variant without \"when\""),
        (#""variants": [ { "when": { "legibilityWieght": "bold" }, "style": "{typography.bold}" } ]"#, "4:31",
         "unknown trait \"legibilityWieght\" (did you mean \"legibilityWeight\"?)"),
        (#""variants": [ { "when": { "legibilityWeight": "heavy" }, "style": "{typography.bold}" } ]"#, "4:51",
         "unknown legibilityWeight \"heavy\""),
        (#""variants": [ { "when": { "horizontalSizeClass": "reguler" }, "style": "{typography.bold}" } ]"#, "4:54",
         "unknown horizontalSizeClass \"reguler\" (did you mean \"regular\"?)"),
        (#""variants": [ { "when": { "verticalSizeClass": 2 }, "style": "{typography.bold}" } ]"#, "4:52",
         "found the number 2 for verticalSizeClass"),
        (#""variants": [ { "when": "bold", "style": "{typography.bold}" } ]"#, "4:29", "found the string \"bold\" for when"),
        (#""variants": [ { "when": { "legibilityWeight": "bold" }, "style": "typography.bold" } ]"#, "4:70",
         "style \"typography.bold\" is not a reference"),
        (#""variants": [ { "when": { "legibilityWeight": "bold" }, "style": 3 } ]"#, "4:70",
         "found the number 3 for style; expected a reference to a typography token"),
        (#""variants": [ { "when": { "legibilityWeight": "bold" }, "style": "{typography.body}" } ]"#, "4:70",
         "refers to typography.body itself"),
        (#""variants": [ { "when": { "legibilityWeight": "bold" }, "style": "{typography.bolt}" } ]"#, "4:70",
         "variant style {typography.bolt} is not a typography token of this file (did you mean \"{typography.bold}\"?)"),
        (#""variants": [ { "when": { "legibilityWeight": "bold" }, "stile": "{typography.bold}" } ]"#, "4:61",
         "unknown variant property \"stile\" (did you mean \"style\"?)"),
    ])
    func errorsAreReportedWhereTheyAre(settings: String, position: String, message: String) throws {
        let guide = try Self.load(Self.file("    " + settings))
        let errors = guide.diagnostics.filter { $0.severity == .error }
        let error = try #require(errors.first { $0.message.contains(message) }, "\(errors)")
        #expect("\(error.location.line):\(error.location.column)" == position, "\(error)")
        #expect(error.message.contains(message), "\(error.message)")
        // An error blocks code generation.
        #expect(!SwiftCodeGenerator(guide: guide).blockingDiagnostics.isEmpty)
    }

    /// Tokens Studio files take the same key under `$extensions` (the alias syntax is the same).
    @Test func tokensStudioReadsVariants() throws {
        let text = """
        { "typography": {
          "body": { "type": "typography", "value": { "fontFamily": "system-ui", "fontWeight": "Regular", "fontSize": "20", "lineHeight": "26" },
            "$extensions": { "com.typeset": { "variants": [ { "when": { "horizontalSizeClass": "compact" }, "style": "{typography.bold}" } ] } } },
          "bold": { "type": "typography", "value": { "fontFamily": "system-ui", "fontWeight": "Bold", "fontSize": "20", "lineHeight": "26" } }
        } }
        """
        let document = TokenReader().read(bytes: Array(text.utf8), file: "studio.json")
        #expect(document.format == .tokensStudio)
        #expect(document.diagnostics.filter { $0.severity == .error }.isEmpty, "\(document.diagnostics)")
        let body = try #require(document.tokens.first { $0.name == "typography.body" })
        #expect(body.variants.map(\.referenceName) == ["typography.bold"])
        #expect(body.variants.first?.condition == TraitCondition(horizontalSizeClass: .compact))
        #expect(body.variants.first?.referenceSource.line == 3)
    }

    /// Variants do not nest: the referenced token may not have variants of its own.
    @Test func nestedVariantsAreAnError() throws {
        let guide = try Self.load(Self.file(#"    "variants": [ { "when": { "legibilityWeight": "bold" }, "style": "{typography.bold}" } ]"#,
                                            boldSettings: #""variants": [ { "when": { "verticalSizeClass": "compact" }, "style": "{typography.large}" } ]"#))
        let error = try #require(guide.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("{typography.bold} has variants of its own"))
        #expect(error.location.line == 4)
    }

    /// Lint: an empty condition, a variant an earlier one always pre-empts, a Bold Text variant
    /// that is not bolder.
    @Test func lintWarnings() throws {
        let guide = try Self.load(Self.file("""
              "variants": [
                { "when": { "horizontalSizeClass": "regular" }, "style": "{typography.large}" },
                { "when": { "horizontalSizeClass": "regular", "legibilityWeight": "bold" }, "style": "{typography.bold}" },
                { "when": { "legibilityWeight": "regular" }, "style": "{typography.bold}" },
                { "when": {}, "style": "{typography.large}" }
              ]
        """))
        let warnings = guide.diagnostics.filter { $0.severity == .warning }
        #expect(guide.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(warnings.contains { $0.location.line == 6 && $0.message.contains("is never chosen: the variant before it, when {\"horizontalSizeClass\": \"regular\"}") })
        #expect(warnings.contains { $0.location.line == 8 && $0.message.contains("an empty \"when\" applies under every trait") })
        // Line 7 (legibilityWeight regular) is not pre-empted by the size-class variants before it.
        #expect(!warnings.contains { $0.location.line == 7 && $0.message.contains("never chosen") })
        let notBolder = try Self.load(Self.file(#"    "variants": [ { "when": { "legibilityWeight": "bold" }, "style": "{typography.body2}" } ]"#)
            .replacingOccurrences(of: "\"large\": { \"$value\": { \"fontFamily\": \"system-ui\", \"fontSize\": { \"value\": 30, \"unit\": \"px\" }, \"fontWeight\": 600",
                                  with: "\"body2\": { \"$value\": { \"fontFamily\": \"system-ui\", \"fontSize\": { \"value\": 30, \"unit\": \"px\" }, \"fontWeight\": 400"))
        #expect(notBolder.diagnostics.contains { $0.severity == .warning && $0.message.contains("the Bold Text variant {typography.body2} has weight 400, not heavier") })
    }

    /// The example guide's variants in the generated code: the neutral file (compiled with these
    /// tests) gives the core's choice; the UIKit and SwiftUI files carry the same variants and
    /// choose them from the traits and the environment.
    @Test func generatedCodeCarriesTheExampleVariants() throws {
        let styles = try TypesetStyles(fontDirectory: TokensRepo.styleGuide)
        #expect(styles.styleVariants.map(\.tokenPath) == ["typography.title1", "typography.body"])
        let bold = styles.bodyVariants.style(for: StyleTraits(isBoldText: true))
        #expect(Self.name(bold.font) == "Inter-SemiBold" && Self.name(styles.headline.font) == "Inter-SemiBold")
        #expect(Self.name(styles.bodyVariants.style(for: StyleTraits()).font) == "Inter-Regular")
        #expect(styles.title1Variants.style(for: StyleTraits(verticalSizeClass: .compact)).pointSize == styles.title2.pointSize)
        #expect(styles.title1Variants.style(for: StyleTraits(verticalSizeClass: .regular)).pointSize == styles.title1.pointSize)

        let uiKit = try AppleCodeGenTests.file(SwiftCodeGenerator.uiKitFileName)
        #expect(uiKit.contains("variants: [\n            Variant(TraitCondition(isBoldText: true), TypesetUIKitStyle.headline),\n        ]"))
        #expect(uiKit.contains("variants: [\n            Variant(TraitCondition(verticalSizeClass: .compact), TypesetUIKitStyle.title2),\n        ]"))
        // Styles without variants say so, and the attributes go through the trait collection's choice.
        // (12 styles: the eleven Dynamic Type ones and the variable-font display style; two have variants.)
        #expect(uiKit.components(separatedBy: "variants: [],").count - 1 == 10)
        #expect(uiKit.contains("resolved(for: traits ?? UITraitCollection.current).ownAttributes(compatibleWith: traits)"))
        #expect(uiKit.contains("isBoldText: traits.legibilityWeight == .bold"))
        let swiftUI = try AppleCodeGenTests.file(SwiftCodeGenerator.swiftUIFileName)
        #expect(swiftUI.contains("Variant(TraitCondition(isBoldText: true), TypesetSwiftUIStyle.headline)"))
        #expect(swiftUI.contains("@Environment(\\.legibilityWeight) private var legibilityWeight"))
        #expect(swiftUI.contains("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass"))
        #expect(swiftUI.contains("content.modifier(TypesetResolvedTextModifier(chosen))"))
    }
}
