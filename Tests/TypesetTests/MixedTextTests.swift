import Foundation
import Testing
import TypesetFont
import TypesetShaping
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetPlatform
@testable import TypesetLayout

/// Mixed runs laid out and measured by the core (Typography.md, "Mixed runs"): each run shaped
/// once in its own font, lines broken over the whole text, line heights by the paragraph's rule.
@Suite struct MixedTextTests {
    static let interRegular = StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")
    static let interBold = StyleRepo.path("Examples/StyleGuide/fonts/Inter-Bold-subset.otf")
    static let dejaVu = StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf")

    static func stack(_ path: String) throws -> FontStack { FontStack(try ShapingFont(contentsOfFile: path)) }

    static func paragraph() throws -> String {
        try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/en.txt"), encoding: .utf8)
            .split(separator: "\n").first.map(String.init) ?? ""
    }

    /// The text of `range` (Unicode scalar offsets).
    static func text(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    /// A paragraph split into runs that all share the paragraph's style (every 7th scalar, inside
    /// words too; some runs links) measures exactly as the single style does: same lines, same
    /// height, under both techniques and at several widths.
    @Test(arguments: [LineHeightTechnique.exact, .lineSpacing])
    func runsSharingOneStyleMeasureAsTheStyle(technique: LineHeightTechnique) throws {
        let stack = try Self.stack(Self.interRegular)
        let style = TextStyle(font: StyleFont(stack.primary), pointSize: 17, lineHeight: .points(24), letterSpacing: .points(0.2),
                              paragraphSpacing: 6)
        let text = try Self.paragraph() + "\nA second paragraph after a hard break."
        let scalars = Array(text.unicodeScalars)
        var builder = AttributedTextBuilder(style: style)
        var start = 0
        while start < scalars.count {
            let end = min(scalars.count, start + 7)
            builder.append(Self.text(scalars, start..<end), start % 3 == 0 ? .link("https://example.com") : RunAttributes())
            start = end
        }
        #expect(builder.runs.count > 50)
        let plan = builder.plan(scale: 3, category: .L, platform: .iOS(17), technique: technique)
        let mixed = plan.typesetter { _ in stack }
        let single = plan.paragraph.typesetter(stack)
        for width in [120.0, 200, 320, 0] {
            let expected = single.layout(text, width: width)
            let laid = mixed.layout(width: width)
            #expect(laid.lines.map(\.range) == expected.lines.map(\.range), "\(width)")
            #expect(laid.lines.map(\.width) == expected.lines.map(\.width), "\(width)")
            // Added line by line rather than multiplied: equal to the last bits.
            #expect(abs(laid.exactHeight - expected.exactHeight) < 1e-9, "\(width)")
            #expect(laid.height == expected.height, "\(width)")
            #expect(plan.height(width: width) { _ in stack } == single.measure(text, width: width).height, "\(width)")
            #expect(laid.lines.map(\.top) == expected.lines.map(\.top), "\(width)")
        }
        #expect(expected(lines: 3, technique: technique, plan: plan) > 0)
    }

    /// 3 lines' height by the technique's rule, computed from the plan's own numbers.
    func expected(lines: Int, technique: LineHeightTechnique, plan: AttributedTextPlan) -> Double {
        let n = Double(lines)
        switch technique {
        case .exact: return n * plan.paragraph.resolved.lineHeight
        case .lineSpacing: return n * plan.paragraph.resolved.fontLineHeight + (n - 1) * plan.paragraph.paragraph.lineSpacing
        }
    }

    /// Runs in different typesetters that shape alike (a feature that is on by default set
    /// again) are stitched, not merged: the line breaks, widths and heights still equal the
    /// single style's, when the runs meet at spaces (DejaVu's lookups never see the space).
    @Test func stitchedRunsMeasureAsOneRun() throws {
        let stack = try Self.stack(Self.dejaVu)
        let text = try Self.paragraph()
        let plain = Typesetter(stack: stack, pointSize: 17, lineHeight: 24, letterSpacing: 0.1)
        let again = Typesetter(stack: stack, pointSize: 17, lineHeight: 24, letterSpacing: 0.1, features: [FeatureSetting("liga")])
        var runs: [MixedRun] = []
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            runs.append(MixedRun((index == 0 ? "" : " ") + word, typesetter: index % 2 == 0 ? plain : again))
        }
        let mixed = MixedTypesetter(runs: runs, lineHeight: .exact(points: 24, baselineShift: 0))
        #expect(mixed.runs.count == runs.count)
        for width in [90.0, 160, 333] {
            let expected = plain.layout(text, width: width)
            let laid = mixed.layout(width: width)
            #expect(laid.lines.map(\.range) == expected.lines.map(\.range), "\(width)")
            for (line, reference) in zip(laid.lines, expected.lines) {
                #expect(abs(line.width - reference.width) < 1e-9, "\(width)")
                // The pieces carry the line's glyphs: as many as the single style's line, same advances.
                let glyphs = line.pieces.flatMap(\.glyphs)
                #expect(glyphs.map(\.glyph) == reference.glyphs.map(\.glyph))
                #expect(zip(glyphs, reference.glyphs).allSatisfy { abs($0.x - $1.x) < 1e-9 })
            }
            #expect(laid.height == expected.height)
        }
    }

    /// Every piece of a mixed layout is a range of the layout's one glyph store, its pen
    /// positions following on from the piece before across the line, and a layout made with
    /// reused buffers equals one made afresh (the store is handed over, not shared with the buffers).
    @Test func piecesAreRangesOfOneStore() throws {
        let stack = try Self.stack(Self.dejaVu)
        let text = try Self.paragraph()
        let plain = Typesetter(stack: stack, pointSize: 17, lineHeight: 24)
        let large = Typesetter(stack: stack, pointSize: 23, lineHeight: 24)
        var runs: [MixedRun] = []
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            runs.append(MixedRun((index == 0 ? "" : " ") + word, typesetter: index % 3 == 1 ? large : plain))
        }
        let mixed = MixedTypesetter(runs: runs, lineHeight: .exact(points: 24, baselineShift: 0))
        var buffers = MixedLayoutBuffers()
        for width in [120.0, 333] {
            for maxLines in [0, 2] {
                let laid = mixed.layout(width: width, maxLines: maxLines, buffers: &buffers)
                #expect(laid == mixed.layout(width: width, maxLines: maxLines), "\(width)")
                let pieces = laid.lines.flatMap(\.pieces).filter { !$0.glyphs.isEmpty }
                #expect(pieces.count > laid.lines.count, "several runs on a line")
                let stores = Set(pieces.map { $0.glyphs.store.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) } })
                #expect(stores.count == 1, "one glyph store for the whole layout")
                for line in laid.lines {
                    var pen = 0.0
                    for glyph in line.pieces.flatMap(\.glyphs) {
                        #expect(abs(glyph.x - pen) < 1e-9)
                        pen += glyph.advance
                    }
                    #expect(abs(pen - line.width) < 1e-9 || line.isTruncated)
                }
                // A later layout with the same buffers leaves this one as it was.
                let copy = laid
                _ = mixed.layout(width: 60, buffers: &buffers)
                #expect(copy == laid)
            }
        }
    }

    /// With `lineSpacing` alone (no exact line height), a line is as tall as its tallest run's
    /// font: a 30 pt run raises its own line only. Under an exact line height every line keeps
    /// it, whatever the runs' sizes (`maximumLineHeight`).
    @Test func aLargerRunRaisesOnlyItsOwnLine() throws {
        let regular = try ShapingFont(contentsOfFile: Self.interRegular)
        let bold = try ShapingFont(contentsOfFile: Self.interBold)
        let style = TextStyle(font: StyleFont(regular), pointSize: 17, lineHeight: .points(24))
        var builder = AttributedTextBuilder(style: style)
        builder.append("First line\nSecond ")
        builder.append("LARGE", RunAttributes(font: StyleFont(bold), pointSize: 30))
        builder.append(" line\nThird line")
        func fonts(_ run: AttributedTextPlan.Run) -> FontStack { run.font.pointSize == 30 ? FontStack(bold) : FontStack(regular) }
        // The fonts' own numbers: ascender, depth below the baseline and line gap at each size.
        func line(_ font: ShapingFont, _ size: Double) -> (ascender: Double, depth: Double, gap: Double) {
            let m = font.metrics, scale = size / Double(m.unitsPerEm)
            return (Double(m.ascender) * scale, Double(-m.descender) * scale, Double(m.leading) * scale)
        }
        let small = line(regular, 17), large = line(bold, 30)

        let spaced = builder.plan(scale: 3, category: .L, platform: .iOS(17), technique: .lineSpacing)
        let spacing = spaced.paragraph.paragraph.lineSpacing
        #expect(spacing == max(0, 24 - (small.ascender + small.depth + small.gap)))
        let laid = spaced.typesetter(fonts: fonts).layout(width: 0)
        #expect(laid.lines.count == 3)
        let heights = laid.lines.map { $0.bottom - $0.top }
        let smallHeight = small.ascender + small.depth + small.gap
        let largeHeight = max(small.ascender, large.ascender) + max(small.depth, large.depth) + max(small.gap, large.gap)
        #expect(abs(heights[0] - smallHeight) < 1e-9 && abs(heights[2] - smallHeight) < 1e-9)
        #expect(abs(heights[1] - largeHeight) < 1e-9)
        #expect(heights[1] > heights[0] + 10)
        // Baselines: each line's tallest ascender below its top; the lines follow with the spacing between them.
        #expect(abs(laid.lines[1].baseline - laid.lines[1].top - large.ascender) < 1e-9)
        #expect(abs(laid.lines[1].top - (laid.lines[0].bottom + spacing)) < 1e-9)
        #expect(abs(laid.exactHeight - (2 * smallHeight + largeHeight + 2 * spacing)) < 1e-9)
        #expect(laid.height == (laid.exactHeight * 3).rounded(.up) / 3)
        // The large run's piece is in its own run, shaped in the bold font at 30 pt.
        let piece = try #require(laid.lines[1].pieces.first { $0.glyphs.count == 5 })
        let boldAlone = Typesetter(stack: FontStack(bold), pointSize: 30).shapedGlyphs("LARGE")
        #expect(piece.glyphs.map(\.glyph) == boldAlone.map(\.glyph))

        let exact = builder.plan(scale: 3, category: .L, platform: .iOS(17)).typesetter(fonts: fonts).layout(width: 0)
        #expect(exact.lines.map { $0.bottom - $0.top } == [24, 24, 24])
        #expect(exact.exactHeight == 72)
        // One baseline per line for every run: the paragraph font's centring (iOS 17: (24 - F) / 2),
        // above the deepest descender and gap on the line.
        let shift = (24 - smallHeight) / 2
        #expect(abs(exact.lines[0].baseline - (24 - small.depth - small.gap - shift)) < 1e-9)
        #expect(abs(exact.lines[1].baseline - (48 - max(small.depth + small.gap, large.depth + large.gap) - shift)) < 1e-9)
    }

    /// Line breaks fall at UAX #14 opportunities over the whole text, not at run boundaries
    /// inside words, and fill greedily: every line fits, and the next word would not. Widths
    /// are checked against each run's part shaped alone in its own font and size.
    @Test func linesBreakAcrossRunBoundaries() throws {
        let regular = try ShapingFont(contentsOfFile: Self.interRegular)
        let bold = try ShapingFont(contentsOfFile: Self.interBold)
        let small = Typesetter(stack: FontStack(regular), pointSize: 17, lineHeight: 24)
        let big = Typesetter(stack: FontStack(bold), pointSize: 24, lineHeight: 24)
        let parts = [("Typography is the craft of arran", small), ("ging type to make wri", big),
                     ("tten language legible, readable and appea", small), ("ling when displayed", big), (".", small)]
        let mixed = MixedTypesetter(runs: parts.map { MixedRun($0.0, typesetter: $0.1) }, lineHeight: .exact(points: 24, baselineShift: 0))
        let scalars = Array(parts.map(\.0).joined().unicodeScalars)
        // The width of scalars `range`, each run's part shaped alone.
        func width(_ range: Range<Int>) -> Double {
            var total = 0.0
            for (index, runRange) in mixed.runRanges.enumerated() where runRange.overlaps(range) {
                let part = Self.text(scalars, max(range.lowerBound, runRange.lowerBound)..<min(range.upperBound, runRange.upperBound))
                total += mixed.runs[index].typesetter.shapedGlyphs(part).reduce(0) { $0 + $1.advance }
            }
            return total
        }
        let boundaries = Set(mixed.runRanges.map(\.lowerBound))
        // Every word fits alone at these widths (no break inside a word is needed).
        var wordStart = 0
        for index in 0...scalars.count where index == scalars.count || scalars[index] == " " {
            #expect(width(wordStart..<index) < 150)
            wordStart = index + 1
        }
        for limit in [150.0, 190, 260, 400] {
            let laid = mixed.layout(width: limit)
            #expect(laid.lines.count >= 3, "\(limit)")
            for (index, line) in laid.lines.enumerated() {
                #expect(line.width <= limit + 1e-9, "\(limit)")
                #expect(abs(line.width - width(line.range)) < 1e-6, "\(limit) line \(index)")
                // A line ends before a space or at the end, never at a run boundary inside a word.
                let end = line.range.upperBound
                #expect(end == scalars.count || scalars[end] == " ", "\(limit) line \(index)")
                if boundaries.contains(end), end < scalars.count { #expect(scalars[end] == " ") }
                guard index + 1 < laid.lines.count else { continue }
                // Greedy: the next word would not have fitted on this line.
                var next = line.consumed.upperBound
                while next < scalars.count, scalars[next] != " " { next += 1 }
                #expect(width(line.range.lowerBound..<next) > limit, "\(limit) line \(index)")
            }
            #expect(laid.exactHeight == 24 * Double(laid.lines.count))
        }
    }

    /// The ellipsis of a cut line takes the style of the text it replaces (a 30 pt run here, after
    /// a 17 pt one), and the cut line with it still fits the width.
    @Test func ellipsisTakesTheStyleAtTheCut() throws {
        let stack = try Self.stack(Self.dejaVu)
        let small = Typesetter(stack: stack, pointSize: 17), large = Typesetter(stack: stack, pointSize: 30)
        let words = try Self.paragraph().split(separator: " ")
        let head = words[0..<4].joined(separator: " ") + " ", tail = words[4...].joined(separator: " ")
        let mixed = MixedTypesetter(runs: [MixedRun(head, typesetter: small), MixedRun(tail, typesetter: large)],
                                    lineHeight: .tallestFont(lineSpacing: 0))
        #expect(large.ellipsis.width > small.ellipsis.width)
        for width in [150.0, 200, 320] {
            let cut = mixed.layout(width: width, maxLines: 2)
            let last = try #require(cut.lines.last)
            #expect(cut.lines.count == 2 && last.isTruncated)
            let ellipsis = try #require(last.pieces.last)
            #expect(ellipsis.run == 1 && ellipsis.range.isEmpty)
            #expect(abs(ellipsis.glyphs.map(\.advance).reduce(0, +) - large.ellipsis.width) < 1e-9)
            let right = last.pieces.flatMap(\.glyphs).map { $0.x + $0.advance }.max() ?? 0
            #expect(right <= width + 1e-9, "\(width)")
            #expect(abs(last.width - right) < 1e-9, "\(width)")
        }
    }

    /// A line limit cuts the last line with the ellipsis; empty runs are dropped; empty text has no lines.
    @Test func truncationAndEmptyRuns() throws {
        let stack = try Self.stack(Self.dejaVu)
        let typesetter = Typesetter(stack: stack, pointSize: 17, lineHeight: 24)
        let text = try Self.paragraph()
        let mixed = MixedTypesetter(runs: [MixedRun("", typesetter: typesetter), MixedRun(text, typesetter: typesetter)],
                                    lineHeight: .exact(points: 24, baselineShift: 0))
        #expect(mixed.runs.count == 1)
        let cut = mixed.layout(width: 200, maxLines: 2)
        let reference = typesetter.layout(text, width: 200, maxLines: 2)
        #expect(cut.truncated && cut.lines.count == 2 && cut.lines[1].isTruncated)
        #expect(cut.lines.map(\.range) == reference.lines.map(\.range))
        #expect(cut.lines[1].pieces.flatMap(\.glyphs).map(\.glyph) == reference.lines[1].glyphs.map(\.glyph))
        let empty = MixedTypesetter(runs: [], lineHeight: .tallestFont(lineSpacing: 2)).layout(width: 100)
        #expect(empty.lines.isEmpty && empty.height == 0)
        // Odd input never traps and measures as the single style does: breaks and spaces only,
        // widths that are not finite or not positive.
        for text in ["\n", "\n\n", "   ", " \u{2028} x", "a\r\nb"] {
            let runs = text.map { MixedRun(String($0), typesetter: $0 == "\n" ? typesetter : Typesetter(stack: stack, pointSize: 30)) }
            let odd = MixedTypesetter(runs: runs, lineHeight: .tallestFont(lineSpacing: 1))
            for width in [Double.nan, -5, 0, .infinity, 1] {
                let laid = odd.layout(width: width, maxLines: 1)
                // The line limit as the single style applies it (a trailing break adds no cut line).
                #expect(laid.lines.count == typesetter.layout(text, width: width, maxLines: 1).lines.count, "\(text.debugDescription) \(width)")
                #expect(laid.exactHeight.isFinite && laid.height >= 0, "\(text.debugDescription) \(width)")
            }
            let whole = MixedTypesetter(runs: [MixedRun(text, typesetter: typesetter)], lineHeight: .exact(points: 24, baselineShift: 0))
            #expect(whole.layout(width: 50).lines.map(\.range) == typesetter.layout(text, width: 50).lines.map(\.range), "\(text.debugDescription)")
        }
    }
}
