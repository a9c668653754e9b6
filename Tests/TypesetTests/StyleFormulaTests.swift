import TypesetFont
import TypesetShaping
import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// Every formula pinned with numbers checked by hand (the arithmetic is in the comments).
@Suite struct StyleFormulaTests {
    // SF: upm 2048, hhea 1950 / -494 / 0, cap 1443. (1950 + 494) * 17 / 2048 = 41548 / 2048.
    @Test func systemFontLineHeightAt17() {
        let r = systemStyle(17).resolved()
        #expect(r.fontLineHeight == 20.287109375)
        #expect(r.metrics.capHeight == 11.97802734375)  // 1443 * 17 / 2048 = 24531 / 2048
        #expect(r.metrics.ascender == 16.1865234375)    // 1950 * 17 / 2048
        #expect(r.metrics.descender == -4.1005859375)   // -494 * 17 / 2048
    }

    // The Pixel-perfect line height in UIKit article's card: title 28/38, body 17/24.
    @Test func seed000Card() {
        let title = systemStyle(28, .points(38)).resolved()
        #expect(title.fontLineHeight == 33.4140625)               // 2444 * 28 / 2048
        #expect(title.uikit.lineSpacing == 4.5859375)             // 38 - 33.4140625
        #expect(title.uikit.outerPadding == OuterPadding(top: 2.29296875, bottom: 2.29296875))
        let body = systemStyle(17, .points(24)).resolved()
        #expect(body.uikit.lineSpacing == 3.712890625)            // 24 - 20.287109375
        #expect(body.uikit.outerPadding.top == 1.8564453125)
        // Three body lines in LineHeightedLabel: padding + 3 lines + 2 spacings = 3 * 24.
        let label = body.lines.uikitLineSpacing.totalHeight(lines: 3)
        #expect(label == 3 * 20.287109375 + 2 * 3.712890625)
        #expect(label + body.uikit.outerPadding.top + body.uikit.outerPadding.bottom == 72)
        #expect(body.uikit.minimumLineHeight == 24 && body.uikit.maximumLineHeight == 24)
        // Centring offset: visual shift (24 - 20.287109375) / 2 = 1.8564453125; /4 before iOS 16.4.
        #expect(body.uikit.baselineOffset == BaselineOffset(beforeiOS16_4: 0.92822265625, fromiOS16_4: 1.8564453125))
    }

    // The UILabel/UITextView line spacing helpers article: the gap to subtract is font.lineHeight - pointSize. Its table (SF, "approximate",
    // to 0.5 pt) against the published metrics, and the shape for a real font (DejaVu 2384/2048 em).
    @Test func seed001Table() throws {
        let seedTable: [(Double, Double, Double)] = [
            (10, 12, 2), (11, 13, 2), (12, 14, 2), (13, 15.5, 2.5), (14, 17, 3), (15, 18, 3),
            (16, 19, 3), (17, 20, 3), (18, 21.5, 3.5), (19, 23, 4), (20, 24, 4),
        ]
        for (size, lineHeight, difference) in seedTable {
            let r = systemStyle(size).resolved()
            #expect(abs(r.fontLineHeight - lineHeight) <= 0.5, "size \(size)")
            #expect(abs(r.designGapToLineSpacing - difference) <= 0.5, "size \(size)")
        }
        // 14 pt: 2444 * 14 / 2048 = 16.70703125, so a measured 5 pt gap is lineSpacing 2.29296875 (the article: "about 2").
        #expect(systemStyle(14).resolved().lineSpacing(forDesignGap: 5) == 2.29296875)
        // The same table for a real font, read from the file: DejaVu Sans (hhea 1901 / -483, no
        // line gap, 2048 units) is (1901 + 483) / 2048 = 1.1640625 em, so the difference grows
        // linearly, 0.1640625 pt per pt.
        let face = try FontFace(data: FontData(contentsOfFile: StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf")))
        let font = try StyleFont(face: face)
        for size in 10...20 {
            let r = TextStyle(font: font, pointSize: Double(size)).resolved()
            #expect(r.fontLineHeight == 1.1640625 * Double(size))
            #expect(r.designGapToLineSpacing == 0.1640625 * Double(size))
        }
    }

    // The Cap Height Alignment for iOS Auto Layout article: (ceil(lineHeight*s) - ceil(-descender*s) - round(capHeight*s)) / s.
    @Test func seed002CapHeightInsets() {
        let m17 = StyleFont.systemMetrics.scaled(to: 17)
        // 1x: 21 - 5 - 12 = 4; 2x: (41 - 9 - 24) / 2 = 4; 3x: (61 - 13 - 36) / 3 = 4.
        #expect(CapHeightInsets.pixelExact(m17, grid: .x1) == CapHeightInsets(top: 4, bottom: 5))
        #expect(CapHeightInsets.pixelExact(m17, grid: .x2) == CapHeightInsets(top: 4, bottom: 4.5))
        #expect(CapHeightInsets.pixelExact(m17, grid: .x3) == CapHeightInsets(top: 4, bottom: 13.0 / 3))
        // 13 pt: lineHeight 15.513671875, descender 3.1357421875, cap 9.15966796875.
        // 1x: 16 - 4 - 9 = 3; 2x: (32 - 7 - 18) / 2 = 3.5; 3x: (47 - 10 - 27) / 3 = 10/3.
        let m13 = StyleFont.systemMetrics.scaled(to: 13)
        #expect(CapHeightInsets.pixelExact(m13, grid: .x1) == CapHeightInsets(top: 3, bottom: 4))
        #expect(CapHeightInsets.pixelExact(m13, grid: .x2) == CapHeightInsets(top: 3.5, bottom: 3.5))
        #expect(CapHeightInsets.pixelExact(m13, grid: .x3) == CapHeightInsets(top: 10.0 / 3, bottom: 10.0 / 3))
        // The article's first approximation, ascender - capHeight = 507 * 13 / 2048.
        #expect(CapHeightInsets.approximate(m13).top == 507.0 * 13 / 2048)
        #expect(systemStyle(13).resolved(scale: 2).uikit.capHeightInset.top == 3.5)
    }

    @Test func kernFromLetterSpacing() {
        #expect(LetterSpacing.points(0.5).kern(pointSize: 17) == 0.5)
        #expect(LetterSpacing.percentOfSize(-2).kern(pointSize: 20) == -0.4)    // Figma -2% of 20
        #expect(LetterSpacing.perMille(50).kern(pointSize: 20) == 1)            // Adobe 50/1000 em at 20
        #expect(TextStyle(font: .system(), pointSize: 20, letterSpacing: .perMille(-25)).resolved().kern == -0.5)
    }

    @Test func lineHeightSpecs() {
        let F = 20.287109375
        #expect(LineHeight.points(24).resolve(pointSize: 17, fontLineHeight: F, tableLeading: nil) == 24)
        #expect(LineHeight.multipleOfSize(1.5).resolve(pointSize: 16, fontLineHeight: F, tableLeading: nil) == 24)
        #expect(LineHeight.percentOfSize(150).resolve(pointSize: 16, fontLineHeight: F, tableLeading: nil) == 24)
        #expect(LineHeight.multipleOfFontLineHeight(2).resolve(pointSize: 17, fontLineHeight: F, tableLeading: nil) == 2 * F)
        #expect(LineHeight.font.resolve(pointSize: 17, fontLineHeight: F, tableLeading: 22) == F)
        #expect(LineHeight.dynamicTypeLeading.resolve(pointSize: 17, fontLineHeight: F, tableLeading: 22) == 22)
        #expect(systemStyle(17, .points(24)).resolved().uikit.lineHeightMultiple == 24 / F)
    }

    // First line under the three models, SF 17/24: a = 16.1865234375, d = 4.1005859375.
    @Test func lineModelsSF17Over24() {
        let r = systemStyle(17, .points(24)).resolved()
        // design: (24 - 20.287109375) / 2 + 16.1865234375 = 18.04296875
        #expect(r.lines.design.firstLine.baseline == 18.04296875)
        #expect(r.lines.design.firstLine.capTop == 18.04296875 - 11.97802734375)
        #expect(r.lines.design.firstLine.descenderBottom == 18.04296875 + 4.1005859375)
        // uikitExact before the offset: 24 - 4.1005859375 = 19.8994140625; lifted by 1.8564453125.
        #expect(r.lines.uikitExact.firstLine.baseline == 19.8994140625 - 1.8564453125)
        #expect(r.lines.uikitLineSpacing.firstLine.baseline == 16.1865234375)
        #expect(r.lines.uikitLineSpacing.firstLine.bottom == 20.287109375)
        #expect(r.lines.uikitLineSpacing.line(1).baseline == 16.1865234375 + 24)
        #expect(r.lines.design.totalHeight(lines: 4) == 96)
        #expect(r.lines.uikitExact.lastLine(of: 4).bottom == 96)
        // Capsize trims equal minus the design positions when the line gap is 0.
        #expect(r.trims.capTop == -r.lines.design.firstLine.capTop)
        #expect(r.trims.baseline == -(24 - 18.04296875))
        // Snapped at 3x: the box's bottom 72 px less the depth (24 - 18.04296875) * 3 = 17.87 -> 18 px
        // puts the baseline at 54 px = 18 pt; cap 35.93 -> 36 px above it.
        let snapped = r.lines.design.snappedFirstLine(.x3)
        #expect(snapped.baseline == 18 && snapped.capTop == 6 && snapped.descenderBottom == 18 + 13.0 / 3)
        // A label's own line at 3x: 20.287 pt is 60.86 -> 61 px tall, the descender 12.30 -> 13 px
        // below the baseline, so the baseline is at 48 px = 16 pt (not the 49 px that rounding the
        // ascender, 48.56 px, would give) and the cap line 36 px above it: the "Cap-height alignment" rule's insets.
        let label = r.lines.uikitLineSpacing.snappedFirstLine(.x3)
        #expect(label.bottom == 61.0 / 3 && label.baseline == 16 && label.capTop == 4 && label.descenderBottom == 61.0 / 3)
        #expect(r.uikit.capHeightInset == CapHeightInsets(top: 4, bottom: 13.0 / 3))
    }

    // uikitLineSpacing with a line height below the font's: UIKit clamps lineSpacing to 0.
    @Test func negativeLineSpacingIsClamped() {
        let r = systemStyle(17, .points(18)).resolved()
        #expect(r.uikit.lineSpacing == 18 - 20.287109375)
        #expect(r.lines.uikitLineSpacing.pitch == 20.287109375)
        #expect(r.lines.uikitLineSpacing.totalHeight(lines: 2) == 2 * 20.287109375)
    }

    // Compose LineHeightStyle with SF 17/24: extra = 24 - 20.287109375 = 3.712890625.
    @Test func composeAlignmentAndTrim() {
        let r = systemStyle(17, .points(24)).resolved()
        let a = 16.1865234375, d = 4.1005859375, extra = 3.712890625
        let center = r.compose(.init(alignment: .center, trim: .none))
        #expect(center.firstBaseline == r.lines.design.firstLine.baseline)
        #expect(r.compose(.init(alignment: .bottom, trim: .none)).firstBaseline == 24 - d)  // UIKit without offset
        #expect(r.compose(.init(alignment: .top, trim: .none)).firstBaseline == a)
        #expect(close(r.compose(.init(alignment: .proportional, trim: .none)).extraAbove, extra * 1950 / 2444))
        let both = r.compose(.init(alignment: .center, trim: .both), lines: 3)
        #expect(both.height == 72 - extra)
        #expect(both.firstBaseline == a)
        #expect(both.lastBaseline == a + 48)
        #expect(r.compose(.init(alignment: .bottom, trim: .firstLineTop)).height == 24 - extra)
        #expect(r.compose(.init(alignment: .bottom, trim: .lastLineBottom)).height == 24)
    }

    @Test func pixelGridRules() {
        let g = PixelGrid.x3
        #expect(g.round(16.1666) == 16)                          // 48.4998 px -> 48 px
        #expect(g.round(16.17) == 16 + 1.0 / 3)                  // 48.51 px -> 49 px
        #expect(g.round(0.5 / 3) == 1.0 / 3)                     // half a pixel rounds away from zero
        #expect(g.round(-0.5 / 3) == -1.0 / 3)
        #expect(g.ceil(7.0 + 1e-13) == 7)                         // within tolerance of the grid line
        #expect(g.ceil(7.001) == 7 + 1.0 / 3)
        #expect(g.floor(6.999) == 6 + 2.0 / 3)
        #expect(g.isOnGrid(16 + 1.0 / 3) && !g.isOnGrid(16.2))
        #expect(PixelGrid(scale: .nan).scale == 1 && PixelGrid(scale: -2).scale == 1)
    }

    @Test func readableMeasureSeed003() {
        // 672 / 87 / 17 em per character: 87 characters of 17 pt body text in 672 pt.
        let em = ReadableMeasure.systemFontAverageCharacterWidth
        #expect(close(ReadableMeasure.width(characters: 87, averageCharacterWidth: em, pointSize: 17), 672))
        #expect(close(ReadableMeasure.charactersPerLine(width: 672, averageCharacterWidth: em, pointSize: 17), 87))
        // The Readable Content Guides article also reports 560 pt at xS (body 14 pt) and 896 pt at xxxL (body 23 pt): the
        // model, which keeps characters per line constant, lands within 2% of both.
        for (category, width) in [(ContentSizeCategory.xS, 560.0), (.xxxL, 896.0)] {
            let size = DynamicTypeStyle.body.pointSize(at: category)
            let model = ReadableMeasure.width(characters: 87, averageCharacterWidth: em, pointSize: size)
            #expect(abs(model - width) / width < 0.02, "\(category): \(model)")
        }
        // Kern is added after every character.
        #expect(ReadableMeasure.width(characters: 10, averageCharacterWidth: 0.5, pointSize: 20, kern: 1) == 110)
        // Default 66 characters of SF 17 pt.
        #expect(close(systemStyle(17).resolved().readable.width, 66 * 672.0 / 87))
    }

    @Test func readableFrameStaysInsideMarginsAndCentred() {
        let wide = ReadableMeasure.frame(containerWidth: 1024, leadingMargin: 20, trailingMargin: 20, readableWidth: 672)
        #expect(wide.x == 176 && wide.width == 672)            // Typography.md "Readable width": inset 176 pt on a 1024 pt iPad
        let narrow = ReadableMeasure.frame(containerWidth: 375, leadingMargin: 16, trailingMargin: 16, readableWidth: 672)
        #expect(narrow.x == 16 && narrow.width == 343)
        let snapped = ReadableMeasure.frame(containerWidth: 1000.5, leadingMargin: 20.25, trailingMargin: 20, readableWidth: 600.4, grid: .x2)
        #expect(snapped.width == 600 && PixelGrid.x2.isOnGrid(snapped.x))
        #expect(snapped.x >= 20.25 && snapped.x + snapped.width <= 1000.5 - 20)
    }

    @Test func letterFrequencySample() {
        let total = LetterFrequency.sample.reduce(0) { $0 + $1.weight }
        #expect(close(total, 1000))
        let heaviestLetter = LetterFrequency.sample.filter { $0.scalar >= 0x61 }.max { $0.weight < $1.weight }
        #expect(heaviestLetter?.scalar == 0x65)  // e
        // Monospaced advances average to the advance; unmapped characters are ignored.
        let mono = CharacterAdvances(unitsPerEm: 1000) { $0 == 0x7A ? nil : 600 }
        #expect(close(LetterFrequency.averageAdvance(mono) ?? 0, 0.6))
        #expect(LetterFrequency.averageAdvance(CharacterAdvances(unitsPerEm: 1000) { _ in nil }) == nil)
        // Space at 250 units and everything else at 500: (180 * 250 + 820 * 500) / 1000 / 1000 em.
        let spaced = CharacterAdvances(unitsPerEm: 1000) { $0 == 0x20 ? 250 : 500 }
        #expect(close(LetterFrequency.averageAdvance(spaced) ?? 0, 0.455))
        let style = TextStyle(font: StyleFont(source: .system(.regular), metrics: StyleFont.systemMetrics, advances: spaced), pointSize: 10)
        let readable = style.resolved().readable
        #expect(readable.averageCharacterWidth.source == .advances)
        #expect(close(readable.width, 66 * 4.55))
    }

    /// A style font derived from a shaping font (one read of the file) resolves to the numbers of
    /// one read from the face.
    @Test(arguments: [("Fixtures/fonts/Inter-Regular-subset.otf", 0), ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 1),
                      ("Fixtures/fonts/DejaVuSans-subset.ttf", 0)])
    func styleFontFromShapingFont(file: String, index: Int) throws {
        let shaping = try ShapingFont(contentsOfFile: StyleRepo.path(file), index: index)
        let derived = StyleFont(shaping)
        let read = try StyleFont(face: FontFace(contentsOfFile: StyleRepo.path(file), index: index))
        #expect(derived.metrics == read.metrics)
        for scalar: UInt32 in [0x20, 0x41, 0x65, 0x2026, 0x4E2D, 0x10FFFF] {
            #expect(derived.advances?.advance(of: scalar) == read.advances?.advance(of: scalar), "U+\(String(scalar, radix: 16))")
        }
        #expect(derived.averageCharacterWidth == read.averageCharacterWidth)
        for category in [ContentSizeCategory.xS, .L, .AX5] {
            let style = { (font: StyleFont) in
                TextStyle(font: font, pointSize: 15, lineHeight: .multipleOfSize(1.4), letterSpacing: .percentOfSize(2),
                          dynamicType: .body).resolved(scale: 3, category: category)
            }
            let (a, b) = (style(derived), style(read))
            #expect(a.pointSize == b.pointSize && a.lineHeight == b.lineHeight && a.kern == b.kern && a.readable == b.readable)
            #expect(a.uikit == b.uikit && a.lines == b.lines && a.trims == b.trims)
        }
    }
}

@Suite struct StyleBaselineOffsetBehaviourTests {
    // SF 17 with an 18 pt line height: the centring shift (18 - 20.287109375) / 2 is negative.
    @Test func negativeOffsetIgnoredFromiOS16_4() {
        let metrics = StyleFont.systemMetrics.scaled(to: 17)
        let centred = LineGeometry(model: .uikitExact, metrics: metrics, lineHeight: 18)
        let ios16_4 = LineGeometry(model: .uikitExact, metrics: metrics, lineHeight: 18, behaviour: .fromiOS16_4)
        #expect(centred.firstLine.baseline == 18 - 4.1005859375 + 1.1435546875)
        #expect(ios16_4.firstLine.baseline == 18 - 4.1005859375)
        // With a line height above the font's both behaviours agree.
        let a = LineGeometry(model: .uikitExact, metrics: metrics, lineHeight: 24)
        let b = LineGeometry(model: .uikitExact, metrics: metrics, lineHeight: 24, behaviour: .fromiOS16_4)
        #expect(a == b)
        // Label heights round up to whole pixels: 3 * 20.287109375 = 60.861328125 pt.
        let natural = LineGeometry(model: .uikitLineSpacing, metrics: metrics, lineHeight: metrics.lineHeight)
        #expect(natural.snappedTotalHeight(lines: 3, grid: .x1) == 61)
        #expect(natural.snappedTotalHeight(lines: 3, grid: .x2) == 61)      // 121.72 px -> 122 px
        #expect(natural.snappedTotalHeight(lines: 1, grid: .x3) == 61.0 / 3) // 60.86 px -> 61 px
    }
}
