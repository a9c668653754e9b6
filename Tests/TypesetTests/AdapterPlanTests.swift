import Foundation
import Testing
import TypesetFont
import TypesetShaping
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetPlatform
@testable import TypesetLayout

/// The decisions the adapter plans make: guides that follow a view's placement of
/// its text and drop to the view when it is empty, installed fonts from Core Text's numbers, a
/// clear error and a visible fallback when a font is missing.
@Suite struct AdapterPlanTests {
    // MARK: Guides

    // SF 17/24 @3x, exact: cap line 6 below the line's top, baseline 6 above its bottom
    // (PlatformPlanTests.capHeightInsetsForSeed000Body, worked by hand there).
    static let body = StylePlan(systemStyle(17, .points(24)), scale: 3, category: .L, platform: .iOS(17))

    @Test func labelGuidesAreThePlansInsets() {
        let guides = ViewGuidePlan(Self.body, placement: .fromTop(inset: .zero), hasText: true)
        #expect(!guides.isCentred)
        #expect(guides.capHeight == VerticalInsets(top: 6, bottom: 6))
        #expect(guides.lineBox == .zero)
        // Auto Layout adds a constant downwards: the top moves down 6, the bottom up 6.
        #expect(guides.capHeightConstants == VerticalInsets(top: 6, bottom: -6))
    }

    // UITextView's default textContainerInset is 8 pt top and bottom (UIKit's documentation of
    // `textContainerInset`: "(8, 0, 8, 0)"): the cap line is 8 + 6 below the view's top.
    @Test func textViewGuidesAddTheContainerInset() {
        let inset = VerticalInsets(top: 8, bottom: 8)
        let guides = ViewGuidePlan(Self.body, placement: .fromTop(inset: inset), hasText: true)
        #expect(guides.capHeight == VerticalInsets(top: 14, bottom: 14))
        #expect(guides.lineBox == VerticalInsets(top: 8, bottom: 8))
        // lineSpacing: the line boxes reach 2 pt above the text and 5/3 below (the Pixel-perfect line height in UIKit article's padding),
        // so from the view's top: 8 - 2 = 6, from its bottom 8 - 5/3.
        let spaced = StylePlan(systemStyle(17, .points(24)), scale: 3, category: .L, platform: .iOS(17), technique: .lineSpacing)
        let spacedGuides = ViewGuidePlan(spaced, placement: .fromTop(inset: inset), hasText: true)
        #expect(spacedGuides.lineBox.top == 6)
        #expect(abs(spacedGuides.lineBox.bottom - (8 - 5.0 / 3)) < 1e-12)
    }

    // A text field centres its one 24 pt line: the cap line is 12 - 6 = 6 above the centre, the
    // baseline 12 - 6 = 6 below it.
    @Test func centredFieldGuidesAreMeasuredFromTheCentre() {
        let guides = ViewGuidePlan(Self.body, placement: .centred, hasText: true)
        #expect(guides.isCentred)
        #expect(guides.capHeight == VerticalInsets(top: 6, bottom: 6))
        #expect(guides.lineBox == VerticalInsets(top: 12, bottom: 12))
        // From the centre: the cap line 6 up, the baseline 6 down.
        #expect(guides.capHeightConstants == VerticalInsets(top: -6, bottom: 6))
        #expect(guides.lineBoxConstants == VerticalInsets(top: -12, bottom: 12))
        // lineSpacing: the field's line is 61/3 pt; the line box adds 2 above and 5/3 below, so
        // the guide is 24 tall, the design's box.
        let spaced = StylePlan(systemStyle(17, .points(24)), scale: 3, category: .L, platform: .iOS(17), technique: .lineSpacing)
        let box = ViewGuidePlan(spaced, placement: .centred, hasText: true).lineBox
        #expect(abs(box.top + box.bottom - 24) < 1e-12)
        #expect(abs(box.top - (61.0 / 6 + 2)) < 1e-12)
    }

    /// A defect, fixed: guides kept their padding when the text was nil.
    @Test func emptyViewsHaveNoCapOffsetsOrPadding() {
        let spaced = StylePlan(systemStyle(17, .points(24)), scale: 3, category: .L, platform: .iOS(17), technique: .lineSpacing)
        #expect(spaced.label.outerPadding.top == 2)  // what a view with text gets
        for text in [nil, ""] as [String?] {
            #expect(!ViewGuidePlan.hasText(text))
            let guides = ViewGuidePlan(spaced, placement: .fromTop(inset: .zero), hasText: ViewGuidePlan.hasText(text))
            #expect(guides.capHeight == .zero && guides.lineBox == .zero)
            let centred = ViewGuidePlan(spaced, placement: .centred, hasText: false)
            #expect(centred.isCentred && centred.capHeight == .zero && centred.lineBox == .zero)
        }
        #expect(ViewGuidePlan.hasText(" "))
    }

    // MARK: SwiftUI built with an SDK before 26

    /// Defect: the SwiftUI adapter could not build with an older Xcode; built with one, it cannot
    /// call `lineHeight(_:)` even on iOS 26, so the plan must be the approximation there too.
    /// SF 17/24: F = 20.287109375, lineSpacing 24 - F = 3.712890625, padding half of it.
    @Test func swiftUIPlanWithoutTheLineHeightModifier() {
        let resolved = ResolvedStyle(systemStyle(17, .points(24)), grid: .x3, category: .L)
        let exact = SwiftUITextPlan(resolved, platform: .iOS(26))
        #expect(exact.exactLineHeight == 24 && exact.lineSpacing == 0 && exact.verticalPadding == 0)
        let built = SwiftUITextPlan(resolved, platform: .iOS(26), sdkHasLineHeight: false)
        #expect(built.exactLineHeight == nil)
        #expect(built.lineSpacing == 3.712890625 && built.verticalPadding == 1.8564453125)
        #expect(built == SwiftUITextPlan(resolved, platform: .iOS(18)))
    }

    // MARK: Installed fonts

    /// What Core Text reports for a font with these metrics in font units at `size`:
    /// `units * size / unitsPerEm` (CTFontGetAscent & co. are in points at the font's size).
    static func reported(_ m: FontMetrics, name: String, size: Double, weight: SystemFontWeight = .regular) -> InstalledFontMetrics {
        let perUnit = size / Double(m.unitsPerEm)
        return InstalledFontMetrics(postScriptName: name, pointSize: size, unitsPerEm: m.unitsPerEm,
                                    ascent: Double(m.ascender) * perUnit, descent: Double(-m.descender) * perUnit,
                                    leading: Double(m.leading) * perUnit, capHeight: Double(m.capHeight) * perUnit,
                                    xHeight: Double(m.xHeight) * perUnit, weight: weight)
    }

    // The system font's published metrics (Typography.md: 2048 units per em, ascender 1950,
    // descender -494, cap height 1443) as Core Text reports them at 100 pt: 95.21484375,
    // 24.12109375, 70.458984375. A style in that installed font has UIKit's 17 pt line height,
    // 20.287109375 (Typography.md, "Font metrics as Core Text reports them").
    @Test func installedFontMetricsRoundTripToFontUnits() throws {
        let reported = InstalledFontMetrics(postScriptName: ".SFUI-Regular", pointSize: 100, unitsPerEm: 2048,
                                            ascent: 95.21484375, descent: 24.12109375, leading: 0,
                                            capHeight: 70.458984375, xHeight: 50.78125)
        let font = try StyleFont(installed: reported)
        #expect(font.metrics.ascender == 1950 && font.metrics.descender == -494 && font.metrics.leading == 0)
        #expect(font.metrics.capHeight == 1443 && font.metrics.xHeight == 1040 && font.metrics.unitsPerEm == 2048)
        let style = TextStyle(font: font, pointSize: 17)
        #expect(ResolvedStyle(style, grid: .x3, category: .L).fontLineHeight == 20.287109375)
        // The platform asks for it again by name.
        #expect(FontRequest(ResolvedStyle(style, grid: .x3, category: .L)).face == .postScriptName(".SFUI-Regular"))
    }

    // Inter read from its file by TypesetFont, reported as Core Text would at odd sizes, comes
    // back unit for unit; the readable measure uses the reported advances.
    @Test func installedInterEqualsTheFileAtAnySize() throws {
        let face = try FontFace(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf"))
        let file = try StyleFont(face: face)
        for size in [1.0, 13, 17, 100, 333.3] {
            var reported = Self.reported(file.metrics, name: "Inter-Regular", size: size)
            let upm = Double(file.metrics.unitsPerEm)
            for scalar in InstalledFontMetrics.sampleScalars {
                if let advance = file.advances?.advance(of: scalar) { reported.advances[scalar] = Double(advance) * size / upm }
            }
            let installed = try StyleFont(installed: reported)
            #expect(installed.metrics.ascender == file.metrics.ascender, "\(size)")
            #expect(installed.metrics.descender == file.metrics.descender, "\(size)")
            #expect(installed.metrics.leading == file.metrics.leading, "\(size)")
            #expect(installed.metrics.capHeight == file.metrics.capHeight, "\(size)")
            #expect(installed.metrics.xHeight == file.metrics.xHeight, "\(size)")
            #expect(installed.averageCharacterWidth == file.averageCharacterWidth, "\(size)")
        }
    }

    @Test func unusableInstalledMetricsAreTypedErrors() {
        let good = Self.reported(StyleFont.systemMetrics, name: "X", size: 17)
        var noName = good
        noName.postScriptName = ""
        #expect(throws: PlatformFontError.unnamedFace) { try StyleFont(installed: noName) }
        var zeroSize = good
        zeroSize.pointSize = 0
        #expect(throws: PlatformFontError.invalidMetrics(postScriptName: "X", field: "point size 0.0")) { try StyleFont(installed: zeroSize) }
        var badUnits = good
        badUnits.unitsPerEm = 0
        #expect(throws: PlatformFontError.invalidMetrics(postScriptName: "X", field: "units per em 0")) { try StyleFont(installed: badUnits) }
        var infinite = good
        infinite.ascent = .infinity
        #expect(throws: PlatformFontError.invalidMetrics(postScriptName: "X", field: "ascent inf")) { try StyleFont(installed: infinite) }
        var huge = good
        huge.capHeight = 1e9
        #expect(throws: (any Error).self) { try StyleFont(installed: huge) }
    }

    // MARK: Missing fonts

    /// A defect, fixed: `UIFont(name:)` failing left the view unstyled with no word. The plan now names
    /// the font in the error and falls back to the system font at the face's weight.
    @Test func missingFontErrorAndFallback() throws {
        let bold = try StyleFont(face: FontFace(contentsOfFile: StyleRepo.path("Examples/StyleGuide/fonts/Inter-Bold-subset.otf")))
        // Inter Bold's OS/2 usWeightClass is 700 (fontTools: `ttx -t OS/2`; Inter's source names it Bold).
        #expect(bold.fallbackWeight == .bold)
        let style = TextStyle(font: bold, pointSize: 20, lineHeight: .points(25), letterSpacing: .points(-0.3))
        let plan = StylePlan(style, scale: 2, category: .L, platform: .iOS(17))
        guard case .postScriptName(let name) = plan.font.face else {
            Issue.record("Inter asks by name")
            return
        }
        #expect(plan.font.unavailableError == .notInstalled(postScriptName: name))
        #expect(plan.font.unavailableError.description.contains("\"\(name)\" is not installed"))
        #expect(plan.font.fallback.face == .system(.bold))
        let fallback = StylePlan(style.fallback, scale: 2, category: .L, platform: .iOS(17))
        #expect(fallback.font.face == .system(.bold))
        #expect(fallback.resolved.pointSize == 20 && fallback.resolved.lineHeight == 25 && fallback.resolved.kern == -0.3)
        #expect(FontRequest.Face.postScriptName("").isEmpty == true)
    }

    @Test func weightClassToSystemWeight() {
        let expected: [(Int, SystemFontWeight)] = [
            (1, .ultraLight), (100, .ultraLight), (149, .ultraLight), (150, .thin), (200, .thin), (300, .light),
            (349, .light), (350, .regular), (400, .regular), (500, .medium), (600, .semibold), (700, .bold),
            (800, .heavy), (900, .black), (1000, .black),
        ]
        for (weightClass, weight) in expected {
            #expect(SystemFontWeight(weightClass: weightClass) == weight, "\(weightClass)")
        }
        // Nearest by a platform's own values (any increasing scale works; ties go to the lighter).
        let values: [SystemFontWeight: Double] = [.ultraLight: -0.8, .thin: -0.6, .light: -0.4, .regular: 0, .medium: 0.2,
                                                   .semibold: 0.3, .bold: 0.4, .heavy: 0.56, .black: 0.62]
        #expect(SystemFontWeight.nearest(to: 0.41) { values[$0] ?? 0 } == .bold)
        #expect(SystemFontWeight.nearest(to: -0.5) { values[$0] ?? 0 } == .thin)
        #expect(SystemFontWeight.nearest(to: 0.1) { values[$0] ?? 0 } == .regular)
    }
}

extension FontRequest.Face {
    var isEmpty: Bool {
        if case .postScriptName(let name) = self { return name.isEmpty }
        return false
    }
}

extension AdapterPlanTests {
    /// Defect: no height for a width for text views (the UILabel/UITextView line spacing helpers article asks for label and text view).
    /// A text view breaks lines in its width less the insets and twice the line fragment padding
    /// (UIKit's defaults: inset 8 top and bottom, padding 5), and adds the vertical insets.
    @Test func textViewHeightForAWidth() throws {
        let stack = FontStack(try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
        let style = TextStyle(font: try PlatformPlanTests.inter(), pointSize: 17, lineHeight: .points(24))
        let plan = StylePlan(style, scale: 3, category: .L, platform: .iOS(17))
        let text = "The quick brown fox jumps over the lazy dog, again and again, until the line breaks twice."
        #expect(TextContainerGeometry.uiTextViewDefault.lineWidth(viewWidth: 200) == 190)
        for width in [120.0, 200, 320] {
            let label = plan.height(of: text, width: width - 10, stack: stack)
            #expect(plan.textViewHeight(of: text, width: width, stack: stack) == label + 16, "\(width)")
            // Exact line height: the text is a whole number of 24 pt lines.
            #expect(label.truncatingRemainder(dividingBy: 24) == 0 && label >= 48, "\(width)")
        }
        // Narrower lines break sooner: at 120 pt the text view has more lines than a label of 120.
        #expect(plan.textViewHeight(of: text, width: 120, stack: stack) - 16 >= plan.height(of: text, width: 120, stack: stack))
        // Empty: one caret line.
        #expect(plan.textViewHeight(of: "", width: 320, stack: stack) == 24 + 16)
        let custom = TextContainerGeometry(top: 2, left: 4, bottom: 3, right: 6, lineFragmentPadding: 0)
        #expect(custom.lineWidth(viewWidth: 5) == 0)
        #expect(plan.textViewHeight(of: "One", width: 320, stack: stack, container: custom) == 24 + 5)
    }
}

extension AdapterPlanTests {
    /// The Pixel-perfect line height in UIKit article's `traitLooseLeading` / `traitTightLeading`: Apple documents tight as 2 points
    /// less leading (UIKit, traitTightLeading) and loose as 2 points more (SwiftUI, Font.Leading.loose).
    /// The HIG body is 17/22 at L: tight 20, loose 24; SF 17 at its own line height 20.287109375
    /// becomes 18.287109375 and 22.287109375.
    @Test func tightAndLooseLeading() {
        var body = TextStyle.system(.body)
        #expect(ResolvedStyle(body, grid: .x3, category: .L).lineHeight == 22)
        body.leading = .tight
        #expect(ResolvedStyle(body, grid: .x3, category: .L).lineHeight == 20)
        body.leading = .loose
        #expect(ResolvedStyle(body, grid: .x3, category: .L).lineHeight == 24)
        // At AX1 the table's leading is 40 (HIG): loose 42. The adjustment does not scale.
        #expect(ResolvedStyle(body, grid: .x3, category: .AX1).lineHeight == TextStyle.system(.body).resolved(scale: 3, category: .AX1).lineHeight + 2)
        var own = systemStyle(17)
        own.leading = .tight
        #expect(ResolvedStyle(own, grid: .x3, category: .L).lineHeight == 18.287109375)
        own.leading = .loose
        #expect(ResolvedStyle(own, grid: .x3, category: .L).lineHeight == 22.287109375)
        // Never below 0.
        var tiny = systemStyle(1, .points(1))
        tiny.leading = .tight
        #expect(ResolvedStyle(tiny, grid: .x3, category: .L).lineHeight == 0)
        // The plan carries it to UIKit's paragraph style.
        var planned = systemStyle(17, .points(24))
        planned.leading = .tight
        #expect(StylePlan(planned, scale: 3, category: .L, platform: .iOS(17)).paragraph.minimumLineHeight == 22)
    }

    /// The Adaptive text styles article's `(UITraitCollection) -> UIFont` as data: the first matching variant wins.
    @Test func traitVariantsPickTheFirstMatch() {
        let base = systemStyle(17, .points(22))
        let bold = TextStyle(font: .system(.bold), pointSize: 17, lineHeight: .points(22))
        let wide = systemStyle(20, .points(26))
        let wideBold = TextStyle(font: .system(.bold), pointSize: 20, lineHeight: .points(26))
        let variants = TextStyleVariants(base: base, variants: [
            .init(TraitCondition(horizontalSizeClass: .regular, isBoldText: true), wideBold),
            .init(TraitCondition(isBoldText: true), bold),
            .init(TraitCondition(horizontalSizeClass: .regular), wide),
        ])
        func pick(_ traits: StyleTraits) -> (Double, Bool) {
            let style = variants.style(for: traits)
            return (style.pointSize, style.font.fallbackWeight == .bold)
        }
        #expect(pick(StyleTraits()) == (17, false))
        #expect(pick(StyleTraits(horizontalSizeClass: .compact)) == (17, false))
        #expect(pick(StyleTraits(isBoldText: true)) == (17, true))
        #expect(pick(StyleTraits(horizontalSizeClass: .regular)) == (20, false))
        #expect(pick(StyleTraits(horizontalSizeClass: .regular, verticalSizeClass: .compact, isBoldText: true)) == (20, true))
        #expect(variants.dependsOnSizeClass && variants.dependsOnBoldText)
        let boldOnly = TextStyleVariants(base: base, variants: [.init(TraitCondition(isBoldText: true), bold)])
        #expect(!boldOnly.dependsOnSizeClass && boldOnly.dependsOnBoldText)
        #expect(TraitCondition(verticalSizeClass: .compact).matches(StyleTraits(verticalSizeClass: .compact)))
        #expect(!TraitCondition(verticalSizeClass: .compact).matches(StyleTraits()))
    }
}

extension AdapterPlanTests {
    /// Mixed runs under one exact line height. SF 17/24 on iOS 17: the paragraph's glyphs are
    /// lifted (24 - 20.287109375) / 2 = 1.8564453125, and so is every run, the 13 pt one too: a
    /// run's own centring offset, (24 - 13 * 2444 / 2048) / 2 = 4.2431640625, would lift it 2.39 pt
    /// off the line's baseline (`baselineOffset` moves glyphs off the baseline they share).
    /// Before iOS 16.4 UIKit moved glyphs twice the offset, so the offsets halve.
    @Test func mixedRunsShareOneLineHeight() {
        var text = AttributedTextBuilder(style: systemStyle(17, .points(24)))
        text.append("Read the ")
        text.append("terms", .link("https://example.com/terms"))
        text.append(" by ")
        text.append("Friday", .bold())
        text.append(" 👋 ", .italic)
        text.append("(small print)", RunAttributes(pointSize: 13))
        let plan = text.plan(scale: 3, category: .L, platform: .iOS(17))
        #expect(plan.paragraph.paragraph.minimumLineHeight == 24 && plan.paragraph.paragraph.maximumLineHeight == 24)
        #expect(plan.text == "Read the terms by Friday 👋 (small print)")
        #expect(plan.runs.map(\.utf16Offset) == [0, 9, 14, 18, 24, 28])
        #expect(plan.runs.map(\.utf16Length) == [9, 5, 4, 6, 4, 13])
        #expect(plan.runs.allSatisfy { $0.baselineOffset == 1.8564453125 })
        #expect(plan.runs[5].style.fontLineHeight == 13.0 * 2444 / 2048)
        #expect(plan.runs[5].font.pointSize == 13)
        #expect(plan.runs[1].link == "https://example.com/terms" && plan.runs[0].link == nil)
        #expect(plan.runs[3].font.face == .system(.bold) && plan.runs[0].font.face == .system(.regular))
        #expect(plan.runs[4].isItalic && !plan.runs[3].isItalic)
        let old = text.plan(scale: 3, category: .L, platform: .iOS(16, 3))
        #expect(old.runs.allSatisfy { $0.baselineOffset == 1.8564453125 / 2 })
    }

    /// A run's size and kern follow the paragraph's Dynamic Type size: body 17 at AX1 is the
    /// paragraph's size there, and a 13 pt run grows by the same factor.
    @Test func mixedRunsScaleWithTheParagraph() {
        var style = systemStyle(17, .points(24))
        style.dynamicType = .body
        style.letterSpacing = .percentOfSize(1)
        var text = AttributedTextBuilder(style: style)
        text.append("Body ")
        text.append("small", RunAttributes(pointSize: 13))
        let plan = text.plan(scale: 3, category: .AX1, platform: .iOS(17))
        let size = plan.paragraph.resolved.pointSize
        #expect(size > 17)
        #expect(plan.runs[0].font.pointSize == size)
        #expect(abs(plan.runs[1].font.pointSize - 13 * size / 17) < 1e-9)
        #expect(abs(plan.runs[1].kern - 0.01 * 13 * size / 17) < 1e-9)
        #expect(plan.runs.allSatisfy { $0.font.scaling == nil })
        // Uppercase applies to every run.
        var loud = AttributedTextBuilder(style: TextStyle(font: .system(), pointSize: 17, textCase: .uppercase))
        loud.append("a")
        loud.append("b", .bold())
        #expect(loud.plan(scale: 2, category: .L, platform: .iOS(17)).text == "AB")
    }
}

extension AdapterPlanTests {
    /// NSTextView parity with UITextView: its `textContainerInset` is an NSSize (width left and
    /// right, height top and bottom, none by default) and its container's line fragment padding
    /// is 5. Height for a width breaks lines in the width less both insets and both paddings and
    /// adds the insets above and below; the guides sit inside the inset.
    @Test func nsTextViewHeightAndGuides() throws {
        let stack = FontStack(try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
        let style = TextStyle(font: try PlatformPlanTests.inter(), pointSize: 17, lineHeight: .points(24))
        let plan = StylePlan(style, scale: 2, category: .L, platform: .macOS(14))
        let text = "The quick brown fox jumps over the lazy dog, again and again, until the line breaks twice."
        let standard = TextContainerGeometry.nsTextViewDefault
        #expect(standard.verticalInsets == .zero && standard.lineWidth(viewWidth: 200) == 190)
        let inset = TextContainerGeometry(nsTextViewInset: 6, 4)
        #expect(inset.top == 4 && inset.bottom == 4 && inset.left == 6 && inset.right == 6 && inset.lineFragmentPadding == 5)
        #expect(inset.lineWidth(viewWidth: 200) == 178)
        #expect(inset.containerWidth(viewWidth: 200) == 188 && inset.containerWidth(viewWidth: 10) == 0)
        #expect(inset.viewHeight(usedHeight: 48) == 56)
        for width in [120.0, 200, 320] {
            #expect(plan.textViewHeight(of: text, width: width, stack: stack, container: standard)
                    == plan.height(of: text, width: width - 10, stack: stack), "\(width)")
            #expect(plan.textViewHeight(of: text, width: width, stack: stack, container: inset)
                    == plan.height(of: text, width: width - 22, stack: stack) + 8, "\(width)")
        }
        #expect(plan.textViewHeight(of: "", width: 200, stack: stack, container: inset) == 24 + 8)
        let guides = ViewGuidePlan(plan, placement: .fromTop(inset: inset.verticalInsets), hasText: true)
        let label = ViewGuidePlan(plan, placement: .fromTop(inset: .zero), hasText: true)
        #expect(guides.capHeight.top == label.capHeight.top + 4 && guides.capHeight.bottom == label.capHeight.bottom + 4)
        #expect(guides.lineBoxConstants == VerticalInsets(top: 4, bottom: -4))
        #expect(label.capHeight.top == plan.capHeight.insets.top && label.capHeight.top > 0)
    }
}
