import Foundation
import Testing
import TypesetFont
import Typeset
@testable import TypesetTokens
@testable import TypesetSupport

/// A token's weight, width and style selecting the instance of a variable font file, with a
/// finding at the value (file:line:column) when the font cannot honour it (Documentation/Tokens.md,
/// "Variable fonts"). The font: the synthetic wght 100-900 / wdth 75-100 / opsz 8-48 fixture.
@Suite struct TokensVariableFontTests {
    /// A DTCG file with one token set in the optical-size fixture: `weight` and the com.typeset `settings`.
    static func tokens(weight: String, _ settings: String) -> String {
        """
        { "t": { "$type": "typography", "$value": { "fontFamily": "Typeset Optical Test", "fontSize": { "value": 20, "unit": "px" },
          "fontWeight": \(weight), "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 },
          "$extensions": { "com.typeset": { \(settings.isEmpty ? "" : settings + ", ")"fontFile": "\(TokensRepo.path("Fixtures/fonts/synthetic/Variable-wght-wdth-opsz.ttf"))" } } } }
        """
    }

    static func load(weight: String, _ settings: String) throws -> (StyleGuide, String) {
        let directory = try CodeGenTools.temporaryDirectory()
        let file = directory + "/tokens.json"
        try writeFile(file, tokens(weight: weight, settings))
        return (StyleGuide.load(file: file, fontDirectory: directory), file)
    }

    @Test func weightWidthAndAxesSelectTheInstance() throws {
        let (guide, _) = try Self.load(weight: "650", #""fontWidth": "semi-condensed", "fontVariationSettings": {"opsz": 20}"#)
        #expect(guide.diagnostics.filter { $0.severity == .error }.isEmpty, "\(guide.diagnostics)")
        let entry = try #require(guide.entries.first)
        #expect(entry.style.variations == [VariationSetting("wght", 650), VariationSetting("wdth", 87.5), VariationSetting("opsz", 20)])
        // The resolved style is at that instance: its metrics are the instance's.
        #expect(entry.resolved.variations.map(\.value) == [650, 87.5, 20])
        let face = try FontFace(contentsOfFile: TokensRepo.path("Fixtures/fonts/synthetic/Variable-wght-wdth-opsz.ttf"))
        let instance = try face.instance(entry.resolved.variations)
        #expect(entry.resolved.font.metrics == (try instance.metrics()))
    }

    @Test func outOfRangeAndMissingAxesAreReportedAtTheirValues() throws {
        let (guide, file) = try Self.load(weight: "950", #""fontWidth": 120, "italic": true, "fontVariationSettings": "'GRAD' 50, 'opsz' 2""#)
        #expect(guide.diagnostics.map(\.description) == [
            file + ":2:17: warning: t: font weight 950 is outside the wght axis of TypesetOpticalTest-Regular (100...900); using 900",
            file + ":3:50: warning: t: font width 120% is outside the wdth axis of TypesetOpticalTest-Regular (75...100); using 100",
            file + ":3:65: warning: t: the variable font TypesetOpticalTest-Regular has no ital or slnt axis and is not italic (its axes are wght, wdth, opsz); the text is set upright",
            file + ":3:96: warning: t: the variable font TypesetOpticalTest-Regular has no GRAD axis (its axes are wght, wdth, opsz); GRAD 50 selects nothing",
            file + ":3:96: warning: t: opsz 2 is outside the opsz axis of TypesetOpticalTest-Regular (8...48); using 8",
        ])
        let entry = try #require(guide.entries.first)
        #expect(entry.style.variations == [VariationSetting("wght", 900), VariationSetting("wdth", 100), VariationSetting("opsz", 8)])
    }

    @Test func opticalSizingAndItalicOnASlantAxis() throws {
        let (guide, _) = try Self.load(weight: "400", #""opticalSizing": "none""#)
        let entry = try #require(guide.entries.first)
        #expect(entry.style.opticalSizing == .none && entry.resolved.variations.last == VariationSetting("opsz", 14))
        // Inter's slnt axis (-10...0): italic is CSS's default oblique (14 degrees) as far as it goes.
        let inter = try StyleFont(face: FontFace(contentsOfFile: TokensRepo.path("Fixtures/fonts/Inter-Variable-subset.ttf")))
        let token = TypographyToken(path: ["t"], fontFamily: ["Inter"], fontWeight: 300, italic: true, fontSize: 17,
                                    source: SourceLocation(file: "t.json", line: 1, column: 1))
        let (settings, diagnostics) = token.variableInstance(in: inter)
        #expect(settings == [VariationSetting("wght", 300), VariationSetting("slnt", -10)] && diagnostics.isEmpty)
        // A static font keeps today's behaviour: no variations.
        let regular = try StyleFont(face: FontFace(contentsOfFile: TokensRepo.styleGuide + "/fonts/Inter-Regular-subset.otf"))
        #expect(token.variableInstance(in: regular).settings.isEmpty && token.textStyle(font: regular).variations.isEmpty)
    }

    @Test func badValuesAreTypedErrors() throws {
        for (settings, message) in [
            (#""fontWidth": "narrow""#, #"unknown font width "narrow""#),
            (#""fontWidth": -5"#, "font width -5% is out of range"),
            (#""fontVariationSettings": "wght""#, #"variation setting "wght" is not an axis tag and a number"#),
            (#""fontVariationSettings": {"toolong": 1}"#, #"axis tag "toolong" is not 1 to 4 printable ASCII characters"#),
            (#""fontVariationSettings": {"wght": "bold"}"#, #"for the axis "wght"; expected a number"#),
            (#""opticalSizing": "yes""#, #"unknown opticalSizing "yes""#),
        ] {
            let document = TokenReader().read(bytes: Array(Self.tokens(weight: "400", settings).utf8), file: "tokens.json")
            #expect(document.tokens.isEmpty, "\(settings)")
            #expect(document.diagnostics.contains { $0.severity == .error && $0.description.contains(message) }, "\(settings): \(document.diagnostics)")
        }
    }
}
