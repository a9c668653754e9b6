import Testing
import TypesetFont
import TypesetShaping
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetPlatform
@testable import TypesetLayout

/// Text styles set in a variable font: the instance a style selects (its variations, clamped;
/// `opsz` following the point size as Core Text applies it), carried through resolution and
/// layout. Expectations: fontTools' instancer (metrics) and HarfBuzz (shaping) at the same
/// locations, from `Scripts/expectations_variations.py`.
@Suite struct VariableStyleTests {
    static let optical = StyleRepo.path("Fixtures/fonts/synthetic/Variable-wght-wdth-opsz.ttf")
    static let inter = StyleRepo.path("Fixtures/fonts/Inter-Variable-subset.ttf")
    static let expectations = "Tests/TypesetFontTests/Expectations/Variable-wght-wdth-opsz-0"

    /// Rows of an expectation file (tab-separated, `#` lines left out).
    static func rows(_ aspect: String) throws -> [[Substring]] {
        let data = try FontData(contentsOfFile: StyleRepo.path("\(expectations).\(aspect).tsv"))
        let text = String(decoding: data.bytes(in: 0..<data.count), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    }

    static func style(size: Double, _ variations: [VariationSetting] = [], opticalSizing: OpticalSizing = .automatic,
                      dynamicType: DynamicTypeStyle? = nil) throws -> (TextStyle, FontStack) {
        let font = try ShapingFont(contentsOfFile: optical)
        let style = TextStyle(font: StyleFont(font), pointSize: size, dynamicType: dynamicType, variations: variations,
                              opticalSizing: opticalSizing)
        return (style, FontStack(font))
    }

    static func value(_ settings: [VariationSetting], _ tag: TypesetFont.Tag) -> Double? { settings.first { $0.tag == tag }?.value }

    @Test func opticalSizeFollowsThePointSize() throws {
        let (small, _) = try Self.style(size: 12)
        let (large, _) = try Self.style(size: 40)
        let a = small.resolved(), b = large.resolved()
        #expect(a.variations.map(\.tag) == ["wght", "wdth", "opsz"])
        #expect(Self.value(a.variations, "opsz") == 12 && Self.value(b.variations, "opsz") == 40)
        #expect(Self.value(a.variations, "wght") == 400 && Self.value(a.variations, "wdth") == 100)
        // Beyond the axis the point size clamps to it (8...48).
        #expect(Self.value(try Self.style(size: 6).0.resolved().variations, "opsz") == 8)
        #expect(Self.value(try Self.style(size: 96).0.resolved().variations, "opsz") == 48)
        // Two instances: the text cut's x-height is taller (MVAR), as fontTools' instancer says.
        #expect(a.font.metrics.xHeight != b.font.metrics.xHeight)
    }

    @Test func metricsAtTheSelectedInstanceEqualFontToolsInstancer() throws {
        let rows = try Self.rows("instance-metrics")
        var checked = 0
        for (size, location) in [(12.0, "wght=400,wdth=100,opsz=12"), (40.0, "wght=400,wdth=100,opsz=40"), (17.0, "wght=400,wdth=100,opsz=17")] {
            let resolved = try Self.style(size: size).0.resolved()
            let expected = Dictionary(rows.filter { $0[0] == location }.map { (String($0[1]), Double($0[2]) ?? .nan) }, uniquingKeysWith: { a, _ in a })
            #expect(!expected.isEmpty, "\(location)")
            let metrics = resolved.font.metrics
            for (key, value) in [("metrics.ascender", metrics.ascender), ("metrics.descender", metrics.descender),
                                 ("metrics.capHeight", metrics.capHeight), ("metrics.xHeight", metrics.xHeight)] {
                #expect(expected[key] == Double(value), "\(location) \(key)")
                checked += 1
            }
            // The resolved numbers are the instance's, scaled to the point size.
            #expect(close(resolved.metrics.xHeight, Double(metrics.xHeight) / Double(metrics.unitsPerEm) * size))
        }
        #expect(checked == 12)
    }

    @Test func layoutAdvancesEqualHarfBuzzAtTheSelectedInstance() throws {
        let rows = try Self.rows("instance-shaping")
        for (size, variations, location) in [(12.0, [VariationSetting](), "wght=400,wdth=100,opsz=12"),
                                             (40.0, [], "wght=400,wdth=100,opsz=40"),
                                             (20.0, [VariationSetting("wght", 650), VariationSetting("wdth", 87.5), VariationSetting("opsz", 31)],
                                              "wght=650,wdth=87.5,opsz=31")] {
            let (style, stack) = try Self.style(size: size, variations)
            let typesetter = Typesetter(stack: stack, style: style.resolved())
            let row = try #require(rows.first { $0[0] == location && $0[1] == "Hamburgefonstiv AVAToWAY" })
            let expected = row[2].split(separator: ";").map { $0.split(separator: ",").compactMap { Double($0) } }
            let line = typesetter.shapedLine(String(row[1]))
            #expect(line.glyphs.count == expected.count)
            let upm = stack.primary.unitsPerEm
            for (glyph, want) in zip(line.glyphs, expected) {
                #expect(Int(glyph.glyph.rawValue) == Int(want[0]), "\(location)")
                #expect(close(glyph.advance, want[2] * size / upm, 1e-9), "\(location) glyph \(glyph.glyph.rawValue)")
            }
        }
    }

    @Test func anExplicitOpticalSizeOrNoneFixesIt() throws {
        let fixed = try Self.style(size: 40, [VariationSetting("opsz", 10)]).0.resolved()
        #expect(Self.value(fixed.variations, "opsz") == 10)
        let none = try Self.style(size: 40, opticalSizing: .none).0.resolved()
        #expect(Self.value(none.variations, "opsz") == 14)
        // At the default on every axis the style's font is the file's default instance.
        #expect(none.font.metrics == none.style.font.metrics)
    }

    @Test func valuesClampToTheAxesAndUnknownAxesAreIgnored() throws {
        let resolved = try Self.style(size: 17, [VariationSetting("wght", 1200), VariationSetting("wdth", 10),
                                                 VariationSetting("slnt", -8)]).0.resolved()
        #expect(resolved.variations.map(\.value) == [900, 75, 17])
        let axes = try FontFace(contentsOfFile: Self.optical).fontVariations()?.axes ?? []
        #expect(FontInstanceRule.unmatchedAxes([VariationSetting("slnt", -8), VariationSetting("wght", 1)], axes: axes).map(\.tag) == ["slnt"])
        #expect(FontInstanceRule.outOfRange([VariationSetting("wght", 1200), VariationSetting("wdth", 90)], axes: axes).map(\.axis.tag) == ["wght"])
        // A static font selects no instance.
        let staticStyle = TextStyle(font: try StyleFont(face: FontFace(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))),
                                    pointSize: 17, variations: [VariationSetting("wght", 700)])
        #expect(staticStyle.resolved().variations.isEmpty)
    }

    @Test func dynamicTypeSizesSelectTheirOpticalSize() throws {
        let (style, stack) = try Self.style(size: 17, dynamicType: .body)
        var previous = 0.0
        for category in [ContentSizeCategory.xS, .L, .AX5] {
            let resolved = style.resolved(scale: 3, category: category)
            let opsz = try #require(Self.value(resolved.variations, "opsz"))
            #expect(opsz == min(48, resolved.pointSize) && opsz > previous)
            previous = opsz
            // The typesetter's font is the instance the resolution chose.
            let typesetter = Typesetter(stack: stack, style: resolved)
            #expect(typesetter.stack.primary.face.variationSettings == resolved.variations)
        }
    }

    @Test func everyVariableFontOfTheStackTakesTheStyle() throws {
        let primary = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))
        let fallback = try ShapingFont(contentsOfFile: Self.inter)
        let style = TextStyle(font: StyleFont(primary), pointSize: 17, variations: [VariationSetting("wght", 700)])
        let stack = FontStack(primary, fallbacks: [fallback]).instanced(for: style.resolved())
        #expect(stack.primary.fingerprint == primary.fingerprint)
        #expect(stack.fonts[1].face.variationSettings == [VariationSetting("wght", 700), VariationSetting("slnt", 0)])
        // The instance shares the compiled tables and differs in advances.
        let bold = try ShapingFont(contentsOfFile: Self.inter, variations: [VariationSetting("wght", 700)])
        let h = try #require(fallback.glyph(for: 0x48))
        #expect(stack.fonts[1].horizontalMetrics.advance(of: h) == bold.horizontalMetrics.advance(of: h))
        #expect(stack.fonts[1].horizontalMetrics.advance(of: h) != fallback.horizontalMetrics.advance(of: h))
        #expect(stack.fonts[1].fingerprint == bold.fingerprint)
    }
}

/// What the Apple adapters put on a font descriptor for a variable style (mapping only: the
/// values are decided here).
@Suite struct VariableFontRequestTests {
    @Test func descriptorCarriesTheInstanceAndTheOpticalSizeRule() throws {
        let optical = try StyleFont(face: FontFace(contentsOfFile: VariableStyleTests.optical))
        let style = TextStyle(font: optical, pointSize: 17, variations: [VariationSetting("wght", 300), VariationSetting("GRAD", 20),
                                                                        VariationSetting("wght", 1200), VariationSetting("wdth", 80)])
        let request = FontRequest(style.resolved())
        // The last value of each axis the font has, clamped; the axis identifier is the tag's 4-character code.
        #expect(request.variations == [FontDescriptorVariation(tag: "wght", value: 900), FontDescriptorVariation(tag: "wdth", value: 80)])
        #expect(request.variations.map(\.identifier) == [0x7767_6874, 0x7764_7468])
        // opsz follows the point size: Core Text's "auto", also after UIFontMetrics scales the font.
        #expect(request.opticalSizeAttribute == "auto" && request.hasDescriptorAttributes)
        var fixed = style
        fixed.variations.append(VariationSetting("opsz", 30))
        #expect(FontRequest(fixed.resolved()).opticalSizeAttribute == nil)
        #expect(FontRequest(fixed.resolved()).variations.last == FontDescriptorVariation(tag: "opsz", value: 30))
        var none = style
        none.opticalSizing = .none
        #expect(FontRequest(none.resolved()).opticalSizeAttribute == "none")
        // Inter has no opsz axis: nothing to say; a static font: nothing at all.
        let inter = try StyleFont(face: FontFace(contentsOfFile: VariableStyleTests.inter))
        let interRequest = FontRequest(TextStyle(font: inter, pointSize: 17, variations: [VariationSetting("wght", 650)]).resolved())
        #expect(interRequest.variations == [FontDescriptorVariation(tag: "wght", value: 650)] && interRequest.opticalSizeAttribute == nil)
        let plain = FontRequest(TextStyle(font: inter, pointSize: 17).resolved())
        #expect(plain.variations.isEmpty && plain.opticalSizeAttribute == nil && !plain.hasDescriptorAttributes)
        // The system font follows its optical size already; its axes are passed as given.
        let system = FontRequest(TextStyle(font: .system(), pointSize: 17, variations: [VariationSetting("wdth", 90)]).resolved())
        #expect(system.variations == [FontDescriptorVariation(tag: "wdth", value: 90)] && system.opticalSizeAttribute == nil)
    }
}
