import TypesetFont
import TypesetShaping
import Foundation
import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetPlatform
@testable import TypesetLayout

/// The adapter plans (Sources/TypesetPlatform): the values TypesetUIKit, TypesetSwiftUI and
/// TypesetAppKit assign equal the core's for a table of styles, scales, categories and releases;
/// and the decisions the plans add are pinned with numbers worked out by hand.
@Suite struct PlatformPlanTests {
    // MARK: The table

    static func inter() throws -> StyleFont {
        try StyleFont(face: FontFace(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
    }

    /// The Pixel-perfect line height in UIKit article's title and body, the HIG body, a tight SF line, and Inter fixture styles.
    static func styles() throws -> [(name: String, style: TextStyle)] {
        let inter = try inter()
        return [
            ("SF 17/22 body (table)", TextStyle.system(.body)),
            ("SF 28/38 title", systemStyle(28, .points(38))),
            ("SF 17/24 body", systemStyle(17, .points(24))),
            ("SF 17/18 tight", systemStyle(17, .points(18))),
            ("SF headline, max 24", {
                var style = TextStyle.system(.headline)
                style.maximumPointSize = 24
                return style
            }()),
            ("Inter 17/24 body, UIFontMetrics, max 28, 2% tracking, centred, uppercase",
             TextStyle(font: inter, pointSize: 17, lineHeight: .points(24), letterSpacing: .percentOfSize(2),
                       paragraphSpacing: 8, alignment: .center, textCase: .uppercase, dynamicType: .body,
                       dynamicTypeScaling: .fontMetrics, maximumPointSize: 28)),
            ("Inter 28 at 120%, title1", TextStyle(font: inter, pointSize: 28, lineHeight: .percentOfSize(120),
                                                   dynamicType: .title1)),
            ("Inter 15, font line height, fixed", TextStyle(font: inter, pointSize: 15, letterSpacing: .points(-0.2))),
        ]
    }

    static let scales: [Double] = [1, 2, 3]
    static let categories: [ContentSizeCategory] = [.xS, .L, .xxxL, .AX3, .AX5]
    static let releases: [PlatformVersion] = [.iOS(16, 3), .iOS(16, 4), .iOS(17), .iOS(26), .macOS(14), PlatformVersion(.tvOS, 16, 3)]

    /// Every combination of the table, both techniques.
    static func plans() throws -> [(label: String, plan: StylePlan)] {
        var out: [(String, StylePlan)] = []
        for (name, style) in try styles() {
            for scale in scales {
                for category in categories {
                    for release in releases {
                        for technique in LineHeightTechnique.allCases {
                            let plan = StylePlan(style, scale: scale, category: category, platform: release, technique: technique)
                            out.append(("\(name) @\(Int(scale))x \(category) \(release) \(technique)", plan))
                        }
                    }
                }
            }
        }
        return out
    }

    // MARK: What the adapters map equals the core's

    @Test func paragraphAttributesEqualTheCore() throws {
        let all = try Self.plans()
        #expect(all.count == 8 * 3 * 5 * 6 * 2)
        for (label, plan) in all {
            let r = plan.resolved, p = plan.paragraph, uikit = r.uikit
            #expect(p.kern == r.kern && p.kern == uikit.kern, "\(label)")
            #expect(p.paragraphSpacing == r.paragraphSpacing, "\(label)")
            #expect(p.textCase == r.style.textCase, "\(label)")
            #expect(p.alignment == (r.style.alignment == .natural ? nil : r.style.alignment), "\(label)")
            switch plan.technique {
            case .exact:
                #expect(p.minimumLineHeight == uikit.minimumLineHeight && p.maximumLineHeight == uikit.maximumLineHeight, "\(label)")
                #expect(p.minimumLineHeight == r.lineHeight, "\(label)")
                #expect(p.lineSpacing == 0, "\(label)")
                if plan.platform.baselineOffsetBehaviour == .centred {
                    #expect(p.baselineOffset == uikit.baselineOffset.beforeiOS16_4 && !p.baselineOffsetIgnored, "\(label)")
                } else {
                    #expect(p.baselineOffset == max(0, uikit.baselineOffset.fromiOS16_4), "\(label)")
                    #expect(p.baselineOffsetIgnored == (uikit.baselineOffset.fromiOS16_4 < 0), "\(label)")
                }
            case .lineSpacing:
                #expect(p.minimumLineHeight == 0 && p.maximumLineHeight == 0 && p.baselineOffset == 0, "\(label)")
                #expect(p.lineSpacing == max(0, uikit.lineSpacing), "\(label)")
            }
        }
    }

    @Test func fontAndDynamicTypeEqualTheCore() throws {
        for (label, plan) in try Self.plans() {
            let r = plan.resolved, style = r.style
            // macOS has no content size category: the plan resolves at the default.
            let category = plan.platform.platform == .macOS ? ContentSizeCategory.default : r.category
            #expect(r.category == category, "\(label)")
            #expect(plan.font.pointSize == r.pointSize && plan.dynamicType.pointSize == r.pointSize, "\(label)")
            #expect(plan.dynamicType.lineHeight == r.lineHeight, "\(label)")
            #expect(r.pointSize == style.pointSize(at: category, grid: r.grid), "\(label)")
            if let textStyle = style.dynamicType, style.dynamicTypeScaling == .fontMetrics {
                #expect(plan.font.scaling?.textStyle == textStyle, "\(label)")
                #expect(plan.font.scaling?.basePointSize == style.pointSize, "\(label)")
                #expect(plan.font.scaling?.maximumPointSize == (style.maximumPointSize ?? 0), "\(label)")
                #expect(r.pointSize == DynamicType.scaledPointSize(style.pointSize, style: textStyle, category: category,
                                                                  grid: r.grid, maximumPointSize: style.maximumPointSize), "\(label)")
            } else {
                #expect(plan.font.scaling == nil, "\(label)")
            }
            #expect(plan.dynamicType.dependencies.contentSizeCategory == (style.dynamicType != nil && plan.platform.platform != .macOS), "\(label)")
            #expect(plan.dynamicType.observation == TraitObservation(platform: plan.platform), "\(label)")
        }
    }

    @Test func insetsAndPaddingsEqualTheCore() throws {
        for (label, plan) in try Self.plans() {
            let r = plan.resolved, grid = r.grid
            let insets = plan.capHeight.insets
            #expect(grid.isOnGrid(insets.top) && grid.isOnGrid(insets.bottom), "\(label)")
            // At the font's own line box (lineSpacing technique) with no line gap: Typography.md "Cap-height alignment" exactly.
            if plan.technique == .lineSpacing, r.metrics.leading == 0 {
                #expect(insets == CapHeightInsets.pixelExact(r.metrics, grid: grid), "\(label)")
            }
            // The Cap Height Alignment for iOS Auto Layout article's rounding (box and depth below the baseline rounded up, cap height to the
            // nearest pixel) keeps the baseline within a pixel of the model's and the cap line
            // within a pixel and a half.
            let first = plan.label.geometry.firstLine
            #expect(abs(insets.top - first.capTop) <= 1.5 / grid.scale + 1e-9, "\(label): \(insets.top) vs \(first.capTop)")
            let box = plan.technique == .exact ? r.lineHeight : r.fontLineHeight
            let baseline = grid.ceil(box) - insets.bottom
            #expect(abs(baseline - first.baseline) <= 1 / grid.scale + 1e-9, "\(label)")
            switch plan.technique {
            case .exact:
                #expect(plan.label.outerPadding == OuterPadding(top: 0, bottom: 0), "\(label)")
                for lines in 1...4 {
                    #expect(plan.label.labelHeight(lines: lines) == plan.label.designHeight(lines: lines), "\(label)")
                }
            case .lineSpacing:
                #expect(plan.label.paddedHeight(lines: 1) == plan.label.designHeight(lines: 1), "\(label)")
                #expect(grid.isOnGrid(plan.label.outerPadding.top) && grid.isOnGrid(plan.label.outerPadding.bottom), "\(label)")
                #expect(abs(plan.label.outerPadding.top - r.uikit.outerPadding.top) <= 0.5 / grid.scale + 1e-9, "\(label)")
            }
            let rect = plan.alignmentRectInsets(capHeight: true, baseline: false)
            #expect(rect.top == insets.top && rect.bottom == -plan.label.outerPadding.bottom, "\(label)")
        }
    }

    @Test func readableAndSwiftUIEqualTheCore() throws {
        for (label, plan) in try Self.plans() {
            let r = plan.resolved
            #expect(plan.readable.readableWidth == r.readable.width, "\(label)")
            #expect(plan.readable.charactersPerLine == r.readable.charactersPerLine, "\(label)")
            for container in [320.0, 768, 1024, 1366] {
                let frame = plan.readable.frame(containerWidth: container, leadingMargin: 20, trailingMargin: 20)
                let core = ReadableMeasure.frame(containerWidth: container, leadingMargin: 20, trailingMargin: 20,
                                                 readableWidth: r.readable.width, grid: r.grid)
                #expect(frame == core, "\(label) in \(container)")
            }
            let swiftUI = plan.swiftUI
            #expect(swiftUI.tracking == r.kern, "\(label)")
            #expect(swiftUI.font.pointSize == r.pointSize && swiftUI.font.scaling == nil, "\(label)")
            if plan.platform.major >= 26 {
                #expect(swiftUI.exactLineHeight == r.lineHeight && swiftUI.lineSpacing == 0 && swiftUI.verticalPadding == 0, "\(label)")
            } else {
                #expect(swiftUI.exactLineHeight == nil, "\(label)")
                #expect(swiftUI.lineSpacing == max(0, r.uikit.lineSpacing), "\(label)")
                #expect(swiftUI.verticalPadding == max(0, r.uikit.outerPadding.top), "\(label)")
            }
        }
    }

    // MARK: Numbers worked out by hand

    // SF 17: F = 2444 * 17 / 2048 = 20.287109375; a = 16.1865234375, d = 4.1005859375, cap 11.97802734375.
    @Test func baselineOffsetByRelease() {
        let body = systemStyle(17, .points(24))  // (24 - F) = 3.712890625
        #expect(StylePlan(body, scale: 3, category: .L, platform: .iOS(16, 3)).paragraph.baselineOffset == 0.92822265625)
        #expect(StylePlan(body, scale: 3, category: .L, platform: .iOS(16, 4)).paragraph.baselineOffset == 1.8564453125)
        #expect(StylePlan(body, scale: 3, category: .L, platform: .iOS(26)).paragraph.baselineOffset == 1.8564453125)
        let hig = TextStyle.system(.body)  // 22 - F = 1.712890625
        #expect(StylePlan(hig, scale: 2, category: .L, platform: .iOS(16, 3)).paragraph.baselineOffset == 0.42822265625)
        #expect(StylePlan(hig, scale: 2, category: .L, platform: .iOS(16, 4)).paragraph.baselineOffset == 0.8564453125)
        let title = systemStyle(28, .points(38))  // 38 - 33.4140625 = 4.5859375
        #expect(StylePlan(title, scale: 3, category: .L, platform: .iOS(16, 3)).paragraph.baselineOffset == 1.146484375)
        #expect(StylePlan(title, scale: 3, category: .L, platform: .iOS(16, 4)).paragraph.baselineOffset == 2.29296875)
        // 17/18: shift (18 - F) / 2 = -1.1435546875: quartered before 16.4, ignored from 16.4.
        let tight = systemStyle(17, .points(18))
        let old = StylePlan(tight, scale: 3, category: .L, platform: .iOS(16, 3)).paragraph
        #expect(old.baselineOffset == -0.57177734375 && !old.baselineOffsetIgnored)
        let new = StylePlan(tight, scale: 3, category: .L, platform: .iOS(16, 4))
        #expect(new.paragraph.baselineOffset == 0 && new.paragraph.baselineOffsetIgnored)
        // Ignored offset: the glyphs sit at the bottom of the 18 pt box, baseline 18 - d.
        #expect(new.label.geometry.firstLine.baseline == 18 - 4.1005859375)
        // Mac Catalyst and tvOS follow iOS numbering; macOS 13.3 is assumed to match iOS 16.4.
        #expect(PlatformVersion(.macCatalyst, 16, 3).baselineOffsetBehaviour == .centred)
        #expect(PlatformVersion(.tvOS, 16, 4).baselineOffsetBehaviour == .fromiOS16_4)
        #expect(PlatformVersion.macOS(13, 2).baselineOffsetBehaviour == .centred)
        #expect(PlatformVersion.macOS(13, 3).baselineOffsetBehaviour == .fromiOS16_4)
        #expect(PlatformVersion(.visionOS, 1).baselineOffsetBehaviour == .fromiOS16_4)
    }

    @Test func releaseDecisions() {
        #expect(!PlatformVersion.iOS(16, 4).hasTraitChangeRegistration && PlatformVersion.iOS(17).hasTraitChangeRegistration)
        #expect(TraitObservation(platform: .iOS(16, 7)) == .proxyView)
        #expect(TraitObservation(platform: .iOS(17, 0)) == .traitRegistration)
        #expect(TraitObservation(platform: PlatformVersion(.visionOS, 1)) == .traitRegistration)
        #expect(TraitObservation(platform: .macOS(26)) == TraitObservation.none)
        #expect(!PlatformVersion.iOS(18, 6).hasSwiftUILineHeight && PlatformVersion.iOS(26).hasSwiftUILineHeight)
        #expect(PlatformVersion.macOS(26).hasSwiftUILineHeight && !PlatformVersion.macOS(15, 5).hasSwiftUILineHeight)
        #expect(PlatformVersion.iOS(16, 4).description == "iOS 16.4")
        // A style without Dynamic Type depends on the display scale only.
        let fixed = StylePlan(systemStyle(17), scale: 2, category: .AX5, platform: .iOS(17))
        #expect(!fixed.dynamicType.dependencies.contentSizeCategory && fixed.dynamicType.dependencies.displayScale)
        #expect(fixed.resolved.pointSize == 17)
    }

    // The Cap Height Alignment for iOS Auto Layout article generalised to an exact line height: SF 17/24. shift = 1.8564453125, below the
    // baseline d + shift = 5.95703125 pt. 3x: ceil(17.87) = 18 px; (72 - 18 - round(35.93) = 36) / 3 = 6.
    // 2x: ceil(11.91) = 12; (48 - 12 - 24) / 2 = 6. 1x: 6; 24 - 6 - 12 = 6. The design's baseline is
    // 1.8564453125 + 16.1865234375 = 18.04296875, its cap line 6.06494140625: both within a pixel.
    @Test func capHeightInsetsForSeed000Body() {
        for scale in [1.0, 2, 3] {
            let plan = StylePlan(systemStyle(17, .points(24)), scale: scale, category: .L, platform: .iOS(17))
            #expect(plan.capHeight.insets == CapHeightInsets(top: 6, bottom: 6), "@\(scale)x")
        }
        // The font's own line box: the "Cap-height alignment" rule's top 4 at every scale (21 - 5 - 12; (41 - 9 - 24) / 2;
        // (61 - 13 - 36) / 3) and bottom ceil(4.1 * s) / s: 5, 9/2, 13/3.
        for (scale, bottom) in [(1.0, 5.0), (2, 4.5), (3, 13.0 / 3)] {
            let plan = StylePlan(systemStyle(17), scale: scale, category: .L, platform: .iOS(17))
            #expect(plan.capHeight.insets == CapHeightInsets(top: 4, bottom: bottom), "@\(scale)x")
            let ib = CapHeightAlignmentPlan(fontMetrics: StyleFont.systemMetrics.scaled(to: 17), scale: scale)
            #expect(ib.insets == CapHeightInsets(top: 4, bottom: bottom))
            #expect(ib.alignmentRectInsets(capHeight: true, baseline: false) == VerticalInsets(top: 4, bottom: 0))
            #expect(ib.alignmentRectInsets(capHeight: false, baseline: true) == VerticalInsets(top: 0, bottom: bottom))
        }
        // From iOS 16.4 a 17/18 line keeps its glyphs at the bottom: below = d = 4.1 -> 3x ceil(12.3) = 13 px;
        // (54 - 13 - 36) / 3 = 5 / 3. Before 16.4 the shift -1.1435546875 applies: below 2.95703125 -> 9 px; (54 - 9 - 36) / 3 = 3.
        #expect(StylePlan(systemStyle(17, .points(18)), scale: 3, category: .L, platform: .iOS(16, 4)).capHeight.insets
            == CapHeightInsets(top: 5.0 / 3, bottom: 13.0 / 3))
        #expect(StylePlan(systemStyle(17, .points(18)), scale: 3, category: .L, platform: .iOS(16, 3)).capHeight.insets
            == CapHeightInsets(top: 3, bottom: 3))
    }

    // The Pixel-perfect line height in UIKit article with lineSpacing only: body 17/24 @3x: label 1 line = ceil(60.86) / 3 = 61/3; the
    // design box 24; padding top round(1.8564 * 3 = 5.57) = 6 px = 2 pt, bottom 24 - 61/3 - 2 = 5/3.
    // Title 28/38 @2x: F = 33.4140625 -> 67/2 = 33.5; top round(4.586) = 5 px = 2.5, bottom 2.
    @Test func seed000PaddingWithoutWrapper() {
        let body = StylePlan(systemStyle(17, .points(24)), scale: 3, category: .L, platform: .iOS(17), technique: .lineSpacing)
        #expect(body.label.labelHeight(lines: 1) == 61.0 / 3)
        #expect(body.label.outerPadding.top == 2)
        #expect(abs(body.label.outerPadding.bottom - 5.0 / 3) < 1e-12)
        #expect(body.label.alignmentRectInsets.top == -2)
        // Three lines: 3F + 2 * 3.712890625 = 68.287109375 -> ceil @3x = 205/3; padded 205/3 + 2 + 5/3 = 72 = 3 * 24.
        #expect(abs(body.label.paddedHeight(lines: 3) - 72) < 1e-12)
        #expect(abs(body.label.padded(labelHeight: 61.0 / 3) - 24) < 1e-12)
        let title = StylePlan(systemStyle(28, .points(38)), scale: 2, category: .L, platform: .iOS(17), technique: .lineSpacing)
        #expect(title.label.labelHeight(lines: 1) == 33.5)
        #expect(title.label.outerPadding == OuterPadding(top: 2.5, bottom: 2))
        // The exact technique needs nothing: the label is n * 24 tall and its frame is the design box.
        let exact = StylePlan(systemStyle(17, .points(24)), scale: 3, category: .L, platform: .iOS(17))
        #expect(exact.label.labelHeight(lines: 3) == 72 && exact.label.outerPadding == OuterPadding(top: 0, bottom: 0))
        #expect(exact.alignmentRectInsets(capHeight: false, baseline: false) == .zero)
        #expect(exact.alignmentRectInsets(capHeight: true, baseline: true) == VerticalInsets(top: 6, bottom: 6))
    }

    // The UILabel/UITextView line spacing helpers article: setText(_:lineSpacing:) sets plain text below 0.01 pt; the designer's gap minus
    // (font.lineHeight - pointSize): 14 pt SF, 5 pt gap -> 5 - (16.70703125 - 14) = 2.29296875.
    @Test func seed001LineSpacing() {
        #expect(!ParagraphAttributes(lineSpacing: 0.005).needsParagraphStyle)
        #expect(ParagraphAttributes(lineSpacing: 2).needsParagraphStyle)
        #expect(ParagraphAttributes(lineSpacing: -3).lineSpacing == 0)
        #expect(ParagraphAttributes(lineSpacing: .nan).lineSpacing == 0)
        #expect(ParagraphAttributes.lineSpacing(forDesignGap: 5, fontLineHeight: 16.70703125, pointSize: 14) == 2.29296875)
        let attributes = ParagraphAttributes(lineSpacing: 2)
        #expect(attributes.alignment(keeping: .center) == .center)
        #expect(attributes.lineBreakMode(keeping: .byTruncatingTail) == .byTruncatingTail)
        var style = systemStyle(17, .points(24))
        style.alignment = .right
        let plan = StylePlan(style, scale: 2, category: .L, platform: .iOS(17))
        #expect(plan.paragraph.alignment(keeping: .center) == .right)
        #expect(plan.paragraph.lineBreakMode(keeping: .byTruncatingMiddle) == .byTruncatingMiddle)
    }

    // The Adaptive text styles article / UIFontMetrics model: Inter 17 body at AX5 @3x: 17 * 62 / 22 = 47.909 -> 144 px = 48,
    // capped at 28. Its 24 pt line height: 24 * 62 / 22 = 67.636 -> 203 px, times 28 / 48.
    @Test func dynamicTypeWithMaximumSize() throws {
        let inter = try Self.inter()
        let style = TextStyle(font: inter, pointSize: 17, lineHeight: .points(24), dynamicType: .body,
                              dynamicTypeScaling: .fontMetrics, maximumPointSize: 28)
        let ax5 = StylePlan(style, scale: 3, category: .AX5, platform: .iOS(17))
        #expect(ax5.dynamicType.pointSize == 28 && ax5.dynamicType.isCapped)
        #expect(abs(ax5.dynamicType.lineHeight - 203.0 / 3 * 28 / 48) < 1e-12)
        #expect(ax5.font.face == .postScriptName("Inter-Regular"))
        #expect(ax5.font.scaling == FontRequest.Scaling(textStyle: .body, basePointSize: 17, maximumPointSize: 28))
        let medium = StylePlan(style, scale: 3, category: .M, platform: .iOS(17))
        #expect(abs(medium.dynamicType.pointSize - 49.0 / 3) < 1e-12 && !medium.dynamicType.isCapped)  // 16.227 -> 16.333
        // The size UIFontMetrics returned replaces the model's: the same number changes nothing,
        // another scales the fixed line height with it.
        let uncapped = TextStyle(font: inter, pointSize: 17, lineHeight: .points(24), dynamicType: .body, dynamicTypeScaling: .fontMetrics)
        let model = StylePlan(uncapped, scale: 3, category: .AX5, platform: .iOS(17))
        #expect(model.resolved.pointSize == 48)
        let same = StylePlan(uncapped, scale: 3, category: .AX5, platform: .iOS(17), platformPointSize: 48)
        #expect(same.resolved.lineHeight == model.resolved.lineHeight)
        let other = StylePlan(uncapped, scale: 3, category: .AX5, platform: .iOS(17), platformPointSize: 47)
        #expect(other.resolved.pointSize == 47)
        #expect(abs(other.resolved.lineHeight - model.resolved.lineHeight * 47 / 48) < 1e-12)
        // The table style asks for the system font at the table size, capped.
        var headline = TextStyle.system(.headline)
        headline.maximumPointSize = 24
        let capped = StylePlan(headline, scale: 3, category: .AX2, platform: .iOS(17))  // table 33/40
        #expect(capped.font == FontRequest(capped.resolved))
        #expect(capped.font.face == .system(.semibold) && capped.font.pointSize == 24 && capped.font.scaling == nil)
        #expect(capped.dynamicType.isCapped && abs(capped.dynamicType.lineHeight - 40.0 * 24 / 33) < 1e-12)
        // macOS ignores the category.
        #expect(StylePlan(style, scale: 2, category: .AX5, platform: .macOS(14)).resolved.pointSize == 17)
    }

    /// OpenType features reach the font request as descriptor settings: whole-text settings only,
    /// the last setting of a tag kept at its place, values as given, tags four characters.
    @Test func featuresBecomeDescriptorSettings() throws {
        let features = try FeatureSetting.parseList("tnum,-liga,ss01,aalt=2,liga[3:5],kern=0,+liga,cv1").get()
        let settings = FontDescriptorFeature.settings(features)
        #expect(settings == [
            FontDescriptorFeature(tag: "tnum", value: 1), FontDescriptorFeature(tag: "ss01", value: 1),
            FontDescriptorFeature(tag: "aalt", value: 2), FontDescriptorFeature(tag: "kern", value: 0),
            FontDescriptorFeature(tag: "liga", value: 1), FontDescriptorFeature(tag: "cv1 ", value: 1),
        ])
        #expect(settings.map(\.description) == ["tnum=1", "ss01=1", "aalt=2", "kern=0", "liga=1", "cv1 =1"])
        #expect(FontDescriptorFeature.rangedFeatures(features).map(\.description) == ["liga[3:5]"])
        #expect(FontDescriptorFeature.settings([]) == [])

        // Every plan's font request carries them, the SwiftUI font included; the system font too.
        let inter = try Self.inter()
        let style = TextStyle(font: inter, pointSize: 12, lineHeight: .points(16), dynamicType: .caption1,
                              features: [FeatureSetting("tnum"), FeatureSetting("case"), FeatureSetting("liga", value: 0)])
        for release in Self.releases {
            let plan = StylePlan(style, scale: 3, category: .AX2, platform: release)
            #expect(plan.font.features.map(\.description) == ["tnum=1", "case=1", "liga=0"], "\(release)")
            #expect(plan.swiftUI.font.features == plan.font.features, "\(release)")
        }
        var system = TextStyle.system(.footnote)
        system.features = [FeatureSetting("smcp")]
        #expect(StylePlan(system, scale: 2, category: .L, platform: .iOS(17)).font.features == [FontDescriptorFeature(tag: "smcp", value: 1)])
        // Features change glyphs, not the numbers the plan computes.
        let plain = StylePlan(TextStyle(font: inter, pointSize: 12, lineHeight: .points(16), dynamicType: .caption1),
                              scale: 3, category: .AX2, platform: .iOS(17))
        let featured = StylePlan(style, scale: 3, category: .AX2, platform: .iOS(17))
        #expect(featured.paragraph == plain.paragraph && featured.label == plain.label && featured.swiftUI.lineSpacing == plain.swiftUI.lineSpacing)
        #expect(plain.font.features.isEmpty)
    }

    /// The language is set under Core Text's key everywhere and Foundation's from iOS 15 / macOS 12.
    @Test func languageAttributeKeys() throws {
        #expect(LanguageAttributeKey.keys(on: .iOS(14, 8)) == [.coreText])
        #expect(LanguageAttributeKey.keys(on: .iOS(15)) == [.coreText, .languageIdentifier])
        #expect(LanguageAttributeKey.keys(on: PlatformVersion(.tvOS, 14)) == [.coreText])
        #expect(LanguageAttributeKey.keys(on: PlatformVersion(.macCatalyst, 15)) == [.coreText, .languageIdentifier])
        #expect(LanguageAttributeKey.keys(on: .macOS(11, 6)) == [.coreText])
        #expect(LanguageAttributeKey.keys(on: .macOS(12)) == [.coreText, .languageIdentifier])
        #expect(LanguageAttributeKey.keys(on: PlatformVersion(.visionOS, 1)) == [.coreText, .languageIdentifier])
        var style = TextStyle.system(.body)
        style.language = "sr-Latn"
        let plan = StylePlan(style, scale: 3, category: .L, platform: .iOS(17))
        #expect(plan.paragraph.language == "sr-Latn" && plan.paragraph.languageKeys == [.coreText, .languageIdentifier])
        #expect(plan.swiftUI.language == "sr-Latn")
        let old = StylePlan(style, scale: 3, category: .L, platform: .iOS(14))
        #expect(old.paragraph.languageKeys == [.coreText])
        // No language (or an empty one): nothing to set.
        for language in [nil, ""] as [String?] {
            style.language = language
            let none = StylePlan(style, scale: 3, category: .L, platform: .iOS(17))
            #expect(none.paragraph.language == nil && none.paragraph.languageKeys.isEmpty && none.swiftUI.language == nil)
        }
        #expect(ParagraphAttributes(lineSpacing: 4).language == nil)
    }

    // The Readable Content Guides article: with 87 characters of SF body, the readable width is 672 pt (the article's iPad); in a
    // 1024 pt container with 20 pt margins the guide is inset (984 - 672) / 2 + 20 = 176 pt.
    @Test func readableGuideSeed003() {
        var style = TextStyle.system(.body)
        style.measure = 87
        let plan = StylePlan(style, scale: 2, category: .L, platform: .iOS(17))
        #expect(abs(plan.readable.readableWidth - 672) < 1e-9)
        let frame = plan.readable.frame(containerWidth: 1024, leadingMargin: 20, trailingMargin: 20)
        #expect(abs(frame.x - 176) < 1e-9 && abs(frame.width - 672) < 1e-9)
        #expect(abs(plan.readable.charactersPerLine(atWidth: 672) - 87) < 1e-9)
        // Narrower than the measure: the margins win.
        let phone = plan.readable.frame(containerWidth: 390, leadingMargin: 16, trailingMargin: 16)
        #expect(phone == (x: 16, width: 358))
        // The measure grows with the category (table size 23 at xxxL): 87 * 0.45436 * 23 = 909.2 pt.
        let large = StylePlan(style, scale: 2, category: .xxxL, platform: .iOS(17))
        #expect(abs(large.readable.readableWidth - 672.0 / 17 * 23) < 1e-9)
    }

    // SwiftUI before 26: lineSpacing L - F and half of it above and below; 17/24: 3.712890625 and
    // 1.8564453125. 17/18 cannot be tightened: 2.287109375 pt too tall per line.
    @Test func swiftUIApproximationAndExactLineHeight() {
        let body = StylePlan(systemStyle(17, .points(24)), scale: 3, category: .L, platform: .iOS(18)).swiftUI
        #expect(body.exactLineHeight == nil && body.lineSpacing == 3.712890625 && body.verticalPadding == 1.8564453125)
        #expect(body.pitchError == 0 && body.heightError(lines: 5) == 0)
        let tight = StylePlan(systemStyle(17, .points(18)), scale: 3, category: .L, platform: .iOS(18)).swiftUI
        #expect(tight.lineSpacing == 0 && tight.verticalPadding == 0)
        #expect(tight.pitchError == 2.287109375 && tight.heightError(lines: 3) == 6.861328125)
        #expect(tight.firstBaselineError == 1.1435546875)
        let exact = StylePlan(systemStyle(17, .points(18)), scale: 3, category: .L, platform: .iOS(26)).swiftUI
        #expect(exact.exactLineHeight == 18 && exact.pitchError == 0)
        var style = systemStyle(17)
        style.alignment = .justified
        style.textCase = .capitalized
        let other = StylePlan(style, scale: 2, category: .L, platform: .iOS(26)).swiftUI
        #expect(other.alignment == .leading && other.alignmentIsApproximate)
        #expect(other.textCase == nil && other.transformsString)
        style.alignment = .right
        style.textCase = .uppercase
        let upper = StylePlan(style, scale: 2, category: .L, platform: .iOS(26)).swiftUI
        #expect(upper.alignment == .trailing && upper.textCase == .uppercase && !upper.transformsString)
    }

    @Test func textCaseTransform() {
        #expect(TextCase.original.apply(to: "Mixed Case") == "Mixed Case")
        #expect(TextCase.uppercase.apply(to: "straße") == "STRASSE")
        #expect(TextCase.lowercase.apply(to: "ÉTÉ") == "été")
        #expect(TextCase.capitalized.apply(to: "the o'neil case-study, 2nd ÉDITION") == "The O'neil Case-Study, 2nd Édition")
        #expect(TextCase.capitalized.apply(to: "") == "")
    }

    // MARK: The adapters compute nothing

    /// Every number the adapters use comes from the core: their source holds no arithmetic
    /// operators and no numeric literals other than release numbers in availability checks and
    /// `PlatformVersion(...)` values (the adapters' only job there is to report the release).
    @Test func adaptersOnlyMapValues() throws {
        let directories = ["Sources/TypesetUIKit", "Sources/TypesetSwiftUI", "Sources/TypesetAppKit"]
        var files: [String] = []
        for directory in directories {
            let path = StyleRepo.path(directory)
            for name in try FileManager.default.contentsOfDirectory(atPath: path) where name.hasSuffix(".swift") {
                files.append(path + "/" + name)
            }
        }
        #expect(files.count >= 3)
        let arithmetic = try NSRegularExpression(pattern: #"[\w)\]]\s*[-+*/]=?\s*[\w(.]|\bmax\(|\bmin\(|\.rounded\(|\bceil\(|\bfloor\("#)
        // Any number but a lone 0 (nothing, `.zero`'s spelling in a few initialisers); `$0` is a closure argument.
        let number = try NSRegularExpression(pattern: #"(?<![\w.$])(?!0(?![\w.]))\d+(\.\d+)?(?![\w])"#)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var line = String(rawLine)
                if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
                line = line.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("///") || trimmed.hasPrefix("*") || trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") { continue }
                let range = NSRange(line.startIndex..., in: line)
                let where_ = "\(file.split(separator: "/").suffix(2).joined(separator: "/")):\(index + 1): \(trimmed)"
                // `->` and `-> some View` are not subtraction; generic `<...>` and `&&`/`||` do not match.
                let withoutArrows = line.replacingOccurrences(of: "->", with: " ")
                let arrowRange = NSRange(withoutArrows.startIndex..., in: withoutArrows)
                #expect(arithmetic.firstMatch(in: withoutArrows, range: arrowRange) == nil, "arithmetic in \(where_)")
                let isReleaseNumber = line.contains("#available") || line.contains("PlatformVersion(") || line.contains("@available")
                if !isReleaseNumber {
                    #expect(number.firstMatch(in: line, range: range) == nil, "number in \(where_)")
                }
            }
        }
    }
}
