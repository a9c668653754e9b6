import TypesetFont
import Foundation
import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// Compares the library's resolution with Scripts/expectations_style.py, which computes the same
/// numbers independently from fontTools' metrics (Tests/TypesetTests/Expectations/style.json).
@Suite struct StyleExpectationTests {
    struct Reference {
        let fonts: [String: [String: Any]]
        let cases: [(input: [String: Any], expected: [String: Double])]
    }

    static func load() throws -> Reference {
        let dir = ProcessInfo.processInfo.environment["TYPESET_STYLE_EXPECTATIONS"] ?? StyleRepo.path("Tests/TypesetTests/Expectations")
        let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/style.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fonts = try #require(root["fonts"] as? [String: [String: Any]])
        let cases = try #require(root["cases"] as? [[String: Any]])
        return Reference(fonts: fonts, cases: try cases.map { c in
            let input = try #require(c["input"] as? [String: Any])
            let expected = try #require(c["expected"] as? [String: Double])
            return (input, expected)
        })
    }

    /// The font of a case: the system font, or the fixture with fontTools' advances.
    static func font(_ key: String, _ fonts: [String: [String: Any]]) throws -> StyleFont {
        if key == "system" { return .system() }
        let info = try #require(fonts[key])
        let path = try #require(info["path"] as? String)
        let index = try #require(info["index"] as? Int)
        let upm = try #require(info["unitsPerEm"] as? Int)
        let table = try #require(info["advances"] as? [String: Int])
        var advances: [UInt32: Int] = [:]
        for (scalar, advance) in table { if let s = UInt32(scalar) { advances[s] = advance } }
        let face = try FontFace(contentsOfFile: StyleRepo.path(path), index: index)
        return try StyleFont(face: face, advances: CharacterAdvances(unitsPerEm: upm, table: advances))
    }

    static func style(_ input: [String: Any], font: StyleFont) throws -> TextStyle {
        let lh = try #require(input["lineHeight"] as? [String: Any])
        let lhValue = try #require(lh["value"] as? Double)
        let lineHeight: LineHeight
        switch lh["kind"] as? String {
        case "points": lineHeight = .points(lhValue)
        case "multipleOfSize": lineHeight = .multipleOfSize(lhValue)
        case "dynamicTypeLeading": lineHeight = .dynamicTypeLeading
        default: lineHeight = .font
        }
        let ls = try #require(input["letterSpacing"] as? [String: Any])
        let lsValue = try #require(ls["value"] as? Double)
        let spacing: LetterSpacing
        switch ls["kind"] as? String {
        case "percentOfSize": spacing = .percentOfSize(lsValue)
        case "perMille": spacing = .perMille(lsValue)
        default: spacing = .points(lsValue)
        }
        return TextStyle(font: font, pointSize: try #require(input["size"] as? Double), lineHeight: lineHeight,
                         letterSpacing: spacing,
                         dynamicType: (input["textStyle"] as? String).flatMap(DynamicTypeStyle.init(rawValue:)),
                         dynamicTypeScaling: DynamicTypeScaling(rawValue: input["scaling"] as? String ?? "") ?? .fontMetrics,
                         maximumPointSize: input["maximumPointSize"] as? Double,
                         measure: try #require(input["measure"] as? Int))
    }

    /// The resolved numbers under the keys of `typeset style --json` (Documentation/CLI.md), flattened.
    static func flatten(_ r: ResolvedStyle) -> [String: Double] {
        var out: [String: Double] = [
            "pointSize": r.pointSize, "lineHeight": r.lineHeight, "fontLineHeight": r.fontLineHeight, "scale": r.scale,
            "designGapToLineSpacing": r.designGapToLineSpacing,
            "uikit.lineSpacing": r.uikit.lineSpacing,
            "uikit.outerPadding.top": r.uikit.outerPadding.top, "uikit.outerPadding.bottom": r.uikit.outerPadding.bottom,
            "uikit.minimumLineHeight": r.uikit.minimumLineHeight, "uikit.maximumLineHeight": r.uikit.maximumLineHeight,
            "uikit.baselineOffset.beforeiOS16_4": r.uikit.baselineOffset.beforeiOS16_4,
            "uikit.baselineOffset.fromiOS16_4": r.uikit.baselineOffset.fromiOS16_4,
            "uikit.kern": r.uikit.kern, "uikit.lineHeightMultiple": r.uikit.lineHeightMultiple,
            "uikit.capHeightInset.top": r.uikit.capHeightInset.top, "uikit.capHeightInset.bottom": r.uikit.capHeightInset.bottom,
            "trims.capTop": r.trims.capTop, "trims.baseline": r.trims.baseline,
            "readable.charactersPerLine": Double(r.readable.charactersPerLine), "readable.width": r.readable.width,
            "readable.averageCharacterWidthEm": r.readable.averageCharacterWidth.em,
            "metrics.ascender": r.metrics.ascender, "metrics.descender": r.metrics.descender,
            "metrics.leading": r.metrics.leading, "metrics.capHeight": r.metrics.capHeight, "metrics.xHeight": r.metrics.xHeight,
        ]
        for model in LineModel.allCases {
            let p = r.lines[model].firstLine
            for (name, value) in [("top", p.top), ("baseline", p.baseline), ("capTop", p.capTop), ("xTop", p.xTop),
                                  ("descenderBottom", p.descenderBottom), ("bottom", p.bottom)] {
                out["lines.\(model.rawValue).\(name)"] = value
            }
        }
        return out
    }

    /// Keys that depend on the cap height or x-height.
    @Test func everyCaseMatchesTheFontToolsReference() throws {
        let reference = try Self.load()
        #expect(reference.cases.count >= 200)
        var fonts: [String: StyleFont] = [:]
        var compared = 0
        for (input, expected) in reference.cases {
            let key = try #require(input["font"] as? String)
            if fonts[key] == nil { fonts[key] = try Self.font(key, reference.fonts) }
            let font = try #require(fonts[key])
            let style = try Self.style(input, font: font)
            let category = try #require(ContentSizeCategory(name: input["category"] as? String ?? ""))
            let scale = try #require(input["scale"] as? Int)
            let got = Self.flatten(style.resolved(scale: Double(scale), category: category))
            // DejaVu's OS/2 is version 1: its cap height and x-height come from the 'H' and 'x'
            // outlines (cmap + glyf), compared like every other value.
            for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
                let actual = try #require(got[name], "missing \(name)")
                compared += 1
                #expect(close(actual, value), "\(key) \(input) \(name): \(actual) vs fontTools \(value)")
            }
        }
        #expect(compared > 9000)
    }
}

@Suite struct StyleAverageWidthTests {
    /// OS/2 version 0-2 `xAvgCharWidth` is a letter-frequency weighted average too: for DejaVu
    /// (OS/2 version 1) it agrees with our sample over fontTools' advances to within 1%.
    @Test func dejaVuOS2AverageAgreesWithTheSample() throws {
        let reference = try StyleExpectationTests.load()
        let font = try StyleExpectationTests.font("dejavu", reference.fonts)
        let fromAdvances = try #require(font.advances.flatMap(LetterFrequency.averageAdvance))
        var withoutAdvances = font
        withoutAdvances.advances = nil
        let fallback = withoutAdvances.averageCharacterWidth
        // Kept only for OS/2 versions 0-2 (DejaVu's is version 1).
        if case .face(let face) = font.source {
            #expect(try #require(face.averageCharacterWidth) > 0)
            #expect(fallback.source == .os2AverageCharWidth)
            #expect(abs(fallback.em - fromAdvances) / fromAdvances < 0.01, "\(fallback.em) vs \(fromAdvances)")
        }
        // OS/2 version 3+ (Noto CJK): xAvgCharWidth averages every glyph; not used.
        var noto = try StyleExpectationTests.font("noto", reference.fonts)
        noto.advances = nil
        #expect(noto.averageCharacterWidth.source == .assumedHalfEm)
    }
}
