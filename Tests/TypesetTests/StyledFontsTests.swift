import Testing
import TypesetFont
@testable import TypesetShaping
@testable import TypesetStyle
@testable import TypesetLayout
import TypesetPlatform

/// A resolved style with the fonts that lay it out (`StyledFonts`): the variable instance the
/// style selects made once, laid out as the style's typesetter lays it out, and a style resolved
/// from another face told apart.
@Suite struct StyledFontsTests {
    static let text = "Typeset sets these words in a variable font at the instance its style selects, wrapping them over lines."

    /// The glyphs of a layout, line by line: glyph id, font, advance and position.
    static func glyphs(_ layout: TextLayout) -> [[String]] {
        layout.lines.map { line in line.glyphs.map { "\($0.glyph.rawValue)/\($0.font)/\($0.advance)/\($0.x)" } }
    }

    @Test func typesetterFromStyledFontsLaysOutAsTheStyleTypesetter() throws {
        for (size, variations) in [(12.0, [VariationSetting]()), (40.0, [VariationSetting("wght", 650)])] {
            let (style, stack) = try VariableStyleTests.style(size: size, variations)
            let resolved = style.resolved()
            let fonts = resolved.fonts(stack)
            let width = size * 12
            let styled = Typesetter(fonts: fonts).layout(Self.text, width: width)
            let direct = Typesetter(stack: stack, style: resolved).layout(Self.text, width: width)
            // The file opened at the style's instance, set at the style's numbers.
            let opened = try ShapingFont(contentsOfFile: VariableStyleTests.optical, variations: resolved.variations)
            let reference = Typesetter(stack: FontStack(opened), pointSize: resolved.pointSize, lineHeight: resolved.lineHeight,
                                       letterSpacing: resolved.kern, paragraphSpacing: resolved.paragraphSpacing,
                                       scale: resolved.scale).layout(Self.text, width: width)
            #expect(styled.lines.count > 1)
            for other in [direct, reference] {
                #expect(styled.lines.count == other.lines.count, "\(size)")
                #expect(styled.lines.map(\.width) == other.lines.map(\.width), "\(size)")
                #expect(styled.lines.map(\.range) == other.lines.map(\.range), "\(size)")
                #expect(Self.glyphs(styled) == Self.glyphs(other), "\(size)")
                #expect(styled.height == other.height, "\(size)")
            }
        }
    }

    @Test func theStackIsAtTheStylesInstance() throws {
        let (style, stack) = try VariableStyleTests.style(size: 40, [VariationSetting("wght", 650)])
        let resolved = style.resolved()
        let fonts = resolved.fonts(stack)
        #expect(fonts.stack.primary.face.variationSettings == resolved.variations)
        #expect(fonts.instanceSettings == [resolved.variations])
        #expect(fonts.stack.primary.fingerprint != stack.primary.fingerprint)
        let opened = try ShapingFont(contentsOfFile: VariableStyleTests.optical, variations: resolved.variations)
        #expect(fonts.stack.primary.fingerprint == opened.fingerprint)
        let h = try #require(stack.primary.glyph(for: 0x48))
        #expect(fonts.stack.primary.horizontalMetrics.advance(of: h) == opened.horizontalMetrics.advance(of: h))
        #expect(fonts.stack.primary.horizontalMetrics.advance(of: h) != stack.primary.horizontalMetrics.advance(of: h))
    }

    @Test func typesettersFromOneStyledFontsShareItsInstance() throws {
        let (style, stack) = try VariableStyleTests.style(size: 17, [VariationSetting("wght", 650)])
        let resolved = style.resolved()
        let fonts = resolved.fonts(stack)
        let made = ObjectIdentifier(fonts.stack.primary.tables)
        #expect(made != ObjectIdentifier(stack.primary.tables))
        let typesetters = (0..<5).map { index in
            Typesetter(fonts: fonts, kerning: index % 2 == 0, language: ["en", "de", "fr", "en", "it"][index])
        }
        #expect(typesetters.allSatisfy { ObjectIdentifier($0.stack.primary.tables) == made })
        // The style's typesetter makes the instance each time: the same face, other tables.
        let first = Typesetter(stack: stack, style: resolved), second = Typesetter(stack: stack, style: resolved)
        #expect(first.stack.primary.fingerprint == fonts.stack.primary.fingerprint)
        #expect(ObjectIdentifier(first.stack.primary.tables) != ObjectIdentifier(second.stack.primary.tables))
    }

    @Test func attributedRunsInOneFontShareTheirInstance() throws {
        // Four runs in the variable font, alternating 17 and 30 pt: the two at 17 pt select one
        // instance (opsz 17), the two at 30 pt another (opsz 30); each instance is made once.
        let (style, stack) = try VariableStyleTests.style(size: 17, [VariationSetting("wght", 650)])
        var builder = AttributedTextBuilder(style: style)
        builder.append("Regular words ")
        builder.append("LARGE", RunAttributes(pointSize: 30))
        builder.append(" and regular again ")
        builder.append("LARGER", RunAttributes(pointSize: 30))
        let plan = builder.plan(scale: 3, category: .L, platform: .iOS(17))
        let mixed = plan.typesetter { _ in stack }
        #expect(mixed.runs.count == 4)
        let tables = mixed.runs.map { ObjectIdentifier($0.typesetter.stack.primary.tables) }
        #expect(tables[0] == tables[2])
        #expect(tables[1] == tables[3])
        #expect(tables[0] != tables[1])
        #expect(!tables.contains(ObjectIdentifier(stack.primary.tables)))
        // Each run at the instance its own style selects, as fonts made for it alone.
        for (run, mixedRun) in zip(plan.runs, mixed.runs) {
            let alone = run.style.fonts(stack).stack.primary
            #expect(mixedRun.typesetter.stack.primary.fingerprint == alone.fingerprint)
            #expect(mixedRun.typesetter.pointSize == run.style.pointSize)
        }
        #expect(mixed.runs[1].typesetter.stack.primary.face.variationSettings.first { $0.tag == "opsz" }?.value == 30)
        // A stack of other fonts is not served by another stack's instance.
        let dejaVu = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))
        let two = plan.typesetter { run in run.style.pointSize == 30 ? FontStack(dejaVu) : stack }
        #expect(two.runs[1].typesetter.stack.primary.fingerprint == dejaVu.fingerprint)
    }

    @Test func anotherCategoryKeepsTheInstanceOnlyWhenItSelectsTheSame() throws {
        // Large Title at 34 pt: opsz follows the point size up to the axis's 48 (AX2 and above).
        let (style, stack) = try VariableStyleTests.style(size: 34, dynamicType: .largeTitle)
        let ax3 = style.resolved(scale: 3, category: .AX3), ax4 = style.resolved(scale: 3, category: .AX4)
        let large = style.resolved(scale: 3, category: .L)
        #expect(ax3.pointSize != ax4.pointSize && ax3.variations == ax4.variations)
        let fonts = ax3.fonts(stack)
        let kept = fonts.restyled(ax4)
        #expect(kept.style.pointSize == ax4.pointSize)
        #expect(ObjectIdentifier(kept.stack.primary.tables) == ObjectIdentifier(fonts.stack.primary.tables))
        let other = fonts.restyled(large)
        #expect(other.stack.primary.face.variationSettings == large.variations)
        #expect(other.stack.primary.fingerprint == large.fonts(stack).stack.primary.fingerprint)
        #expect(other.stack.primary.fingerprint != fonts.stack.primary.fingerprint)
    }

    @Test func aStyleResolvedFromAnotherFaceIsTold() throws {
        let (style, stack) = try VariableStyleTests.style(size: 12, [VariationSetting("wght", 650)])
        #expect(style.resolved().fonts(stack).agreement == .agrees)
        // Another face: the style's numbers are DejaVu Sans's, the lines the variable font's.
        let dejaVu = try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))
        var other = style
        other.font = StyleFont(dejaVu)
        #expect(other.resolved().fonts(stack).agreement == .differentFace)
        #expect(style.resolved().fonts(FontStack(dejaVu)).agreement == .differentFace)
        // The same face with other vertical metrics (another version of the font), at its default
        // instance (no variations, opsz left at its default), where the description stands as given.
        let (plain, _) = try VariableStyleTests.style(size: 12, opticalSizing: .none)
        guard case .face(var face) = plain.font.source else { Issue.record("not a face"); return }
        #expect(plain.resolved().fonts(stack).agreement == .agrees)
        face.metrics.ascender += 10
        var edited = plain
        edited.font = StyleFont(face: face)
        #expect(edited.resolved().fonts(stack).agreement == .differentMetrics)
        // The system font has no face here to compare.
        var system = style
        system.font = .system()
        #expect(system.resolved().fonts(stack).agreement == .unknown)
    }
}
