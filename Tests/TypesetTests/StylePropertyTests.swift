import TypesetFont
import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// Seeded random checks over synthetic fonts, sizes and line heights (SplitMix64, fixed seeds,
/// so a failure reproduces).
@Suite struct StylePropertyTests {
    static let iterations = 2000

    /// A random font: units per em 1000-4096, ascender 0.6-1.3 em, descender 0.1-0.5 em,
    /// cap height 0.5-0.8 em, x-height 0.35-0.6 em, line gap 0 or up to 0.3 em.
    static func randomMetrics(_ rng: inout SplitMix64, lineGap: Bool) -> FontMetrics {
        let upm = Int.random(in: 1000...4096, using: &rng)
        let em = Double(upm)
        return FontMetrics(unitsPerEm: upm,
                           ascender: Int(em * Double.random(in: 0.6...1.3, using: &rng)),
                           descender: -Int(em * Double.random(in: 0.1...0.5, using: &rng)),
                           leading: lineGap ? Int(em * Double.random(in: 0...0.3, using: &rng)) : 0,
                           capHeight: Int(em * Double.random(in: 0.5...0.8, using: &rng)),
                           xHeight: Int(em * Double.random(in: 0.35...0.6, using: &rng)))
    }

    static func randomStyle(_ rng: inout SplitMix64, lineGap: Bool) -> TextStyle {
        let metrics = randomMetrics(&rng, lineGap: lineGap)
        let size = Double.random(in: 6...96, using: &rng)
        let natural = metrics.scaled(to: size).lineHeight
        let lineHeight = natural * Double.random(in: 0.7...2.2, using: &rng)
        return TextStyle(font: StyleFont(source: .system(.regular), metrics: metrics), pointSize: size,
                         lineHeight: .points(lineHeight))
    }

    @Test func halfLeadingBaselineEqualsUIKitExactWithoutLineGap() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<Self.iterations {
            let r = Self.randomStyle(&rng, lineGap: false).resolved(scale: Double(Int.random(in: 1...3, using: &rng)))
            #expect(close(r.lines.design.firstLine.baseline, r.lines.uikitExact.firstLine.baseline))
            #expect(close(r.lines.design.line(5).capTop, r.lines.uikitExact.line(5).capTop))
            // Capsize trims are the design model's cap line and baseline-to-bottom distance.
            #expect(close(r.trims.capTop, -r.lines.design.firstLine.capTop))
            #expect(close(r.trims.baseline, -(r.lineHeight - r.lines.design.firstLine.baseline)))
        }
    }

    @Test func lineGapSeparatesTheModelsByHalfTheGap() {
        var rng = SplitMix64(seed: 2)
        for _ in 0..<Self.iterations {
            let r = Self.randomStyle(&rng, lineGap: true).resolved()
            let gap = r.metrics.leading
            #expect(close(r.lines.design.firstLine.baseline - r.lines.uikitExact.firstLine.baseline, gap / 2, 1e-9))
        }
    }

    @Test func paddingPlusLineSpacingGivesNLineHeights() {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<Self.iterations {
            let r = Self.randomStyle(&rng, lineGap: Bool.random(using: &rng)).resolved()
            let n = Int.random(in: 1...40, using: &rng)
            let F = r.fontLineHeight, u = r.uikit
            // The Typography.md "Outer padding" sum holds for the unclamped numbers...
            let sum = u.outerPadding.top + Double(n) * F + Double(n - 1) * u.lineSpacing + u.outerPadding.bottom
            #expect(close(sum, Double(n) * r.lineHeight))
            // ...and UIKit's own layout reaches it whenever lineSpacing is not negative.
            if u.lineSpacing >= 0 {
                let label = r.lines.uikitLineSpacing.totalHeight(lines: n)
                #expect(close(label + u.outerPadding.top + u.outerPadding.bottom, Double(n) * r.lineHeight))
            }
            #expect(close(r.lines.design.totalHeight(lines: n), Double(n) * r.lineHeight))
            #expect(close(r.lines.uikitExact.lastLine(of: n).bottom, Double(n) * r.lineHeight))
            #expect(close(r.lines.design.lastLine(of: n).baseline - r.lines.design.firstLine.baseline, Double(n - 1) * r.lineHeight))
            // Typography.md "A designer's gap": the gap a designer measures between glyph bodies becomes lineSpacing.
            let gap = u.lineSpacing + (F - r.pointSize)
            #expect(close(r.lineSpacing(forDesignGap: gap), u.lineSpacing))
        }
    }

    @Test func snappedValuesLieOnThePixelGrid() {
        var rng = SplitMix64(seed: 4)
        for _ in 0..<Self.iterations {
            let scale = Double(Int.random(in: 1...3, using: &rng))
            let grid = PixelGrid(scale: scale)
            let r = Self.randomStyle(&rng, lineGap: Bool.random(using: &rng)).resolved(scale: scale)
            #expect(grid.isOnGrid(r.uikit.capHeightInset.top) && grid.isOnGrid(r.uikit.capHeightInset.bottom))
            for model in LineModel.allCases {
                let s = r.lines[model].snappedFirstLine(grid), p = r.lines[model].firstLine
                for value in [s.top, s.baseline, s.capTop, s.xTop, s.descenderBottom, s.bottom] {
                    #expect(grid.isOnGrid(value))
                }
                #expect(abs(s.baseline - p.baseline) < 1 / scale)
                #expect(s.bottom >= p.bottom - 1e-9 && s.bottom - p.bottom < 1 / scale)
                // The descender takes precedence: when the box holds the descender, so does the
                // snapped box (a line height below the font's lets it hang out of either).
                if p.descenderBottom <= p.bottom { #expect(s.descenderBottom <= s.bottom) }
                // Whole pixels apart, exactly: each position is a whole number of pixels over the scale.
                for value in [s.baseline, s.capTop, s.xTop, s.descenderBottom, s.bottom] {
                    #expect((value * scale).rounded() / scale == value)
                }
            }
            // One baseline rule: a one-line label's snapped first line (the lineSpacing model's box
            // is the font's line) has the cap-height insets' cap line and baseline.
            let label = r.lines.uikitLineSpacing.snappedFirstLine(grid)
            #expect(abs((label.capTop - label.top) - r.uikit.capHeightInset.top) < 1e-9)
            #expect(abs((label.bottom - label.baseline) - r.uikit.capHeightInset.bottom) < 1e-9)
            let v = Double.random(in: -500...500, using: &rng)
            for snapped in [grid.round(v), grid.ceil(v), grid.floor(v)] { #expect(grid.isOnGrid(snapped)) }
            #expect(grid.ceil(v) >= v - 1e-9 && grid.floor(v) <= v + 1e-9 && abs(grid.round(v) - v) <= 0.5 / scale + 1e-9)
            let category = ContentSizeCategory.allCases.randomElement(using: &rng) ?? .M
            let style = DynamicTypeStyle.allCases.randomElement(using: &rng) ?? .body
            if category != .L {
                #expect(grid.isOnGrid(DynamicType.scaledValue(v, style: style, category: category, grid: grid)))
            }
        }
    }

    @Test func readableFrameNeverExceedsMargins() {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<Self.iterations {
            let container = Double.random(in: 0...2000, using: &rng)
            let leading = Double.random(in: 0...100, using: &rng), trailing = Double.random(in: 0...100, using: &rng)
            let readable = Double.random(in: 0...1500, using: &rng)
            let grid: PixelGrid? = Bool.random(using: &rng) ? PixelGrid(scale: Double(Int.random(in: 1...3, using: &rng))) : nil
            let f = ReadableMeasure.frame(containerWidth: container, leadingMargin: leading, trailingMargin: trailing,
                                          readableWidth: readable, grid: grid)
            let available = max(0, container - leading - trailing)
            #expect(f.width <= min(readable, available) + 1e-9 && f.width >= 0)
            if available > 0 {
                #expect(f.x >= leading - 1e-9 && f.x + f.width <= leading + available + 1e-9)
                let left = f.x - leading, right = leading + available - f.x - f.width
                #expect(abs(left - right) <= (grid.map { 1 / $0.scale } ?? 0) + 1e-9)
            }
        }
    }

    @Test func readableWidthAndCharactersPerLineAreInverse() {
        var rng = SplitMix64(seed: 6)
        for _ in 0..<Self.iterations {
            let em = Double.random(in: 0.2...1.0, using: &rng), size = Double.random(in: 6...96, using: &rng)
            let kern = Double.random(in: -0.1...1, using: &rng) * size * 0.1
            let n = Double(Int.random(in: 1...200, using: &rng))
            let width = ReadableMeasure.width(characters: n, averageCharacterWidth: em, pointSize: size, kern: kern)
            #expect(close(ReadableMeasure.charactersPerLine(width: width, averageCharacterWidth: em, pointSize: size, kern: kern), n))
        }
    }
}
