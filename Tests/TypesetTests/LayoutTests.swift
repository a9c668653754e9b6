import Foundation
import Testing
import Typeset
import TypesetShaping

/// Paragraph layout rules: hanging spaces, hard breaks, breaking inside a word only when it
/// cannot fit alone, tail truncation, line positions under each model, paragraph spacing and
/// the batch API.
@Suite struct LayoutTests {
    static let dejaVu = StyleRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf")
    static let noto = StyleRepo.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc")

    static func stack() throws -> FontStack {
        FontStack(try ShapingFont(contentsOfFile: dejaVu), fallbacks: [try ShapingFont(contentsOfFile: noto, index: 1)])
    }

    /// Width of `text` on one line, from the shaper.
    static func width(_ text: String, _ stack: FontStack, size: Double = 17) -> Double {
        Typesetter(stack: stack, pointSize: size).shapedGlyphs(text).reduce(0) { $0 + $1.advance }
    }

    static func lines(_ layout: TextLayout, _ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return layout.lines.map { line in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[line.range])
            return String(view) + (line.isTruncated ? "…" : "")
        }
    }

    @Test func trailingSpacesHangOutsideTheWidth() throws {
        let stack = try Self.stack()
        let typesetter = Typesetter(stack: stack, pointSize: 17)
        let word = max(Self.width("Hello", stack), Self.width("world", stack))
        // Room for one word: the spaces after "Hello" hang, "world" goes to line 2.
        let layout = typesetter.layout("Hello     world", width: word)
        #expect(Self.lines(layout, "Hello     world") == ["Hello", "world"])
        #expect(abs(layout.lines[0].width - Self.width("Hello", stack)) < 1e-9)
        #expect(layout.lines[0].consumed == 0..<10)
    }

    @Test func hardBreaksEndLines() throws {
        let typesetter = Typesetter(stack: try Self.stack(), pointSize: 17)
        for separator in ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}"] {
            let text = "one" + separator + "two"
            let layout = typesetter.layout(text, width: 1000)
            #expect(Self.lines(layout, text) == ["one", "two"], "separator U+\(String(separator.unicodeScalars.first!.value, radix: 16))")
        }
    }

    @Test func wordsBreakInsideOnlyWhenTheyCannotFitAlone() throws {
        let stack = try Self.stack()
        let typesetter = Typesetter(stack: stack, pointSize: 17)
        let text = "a Donaudampfschifffahrtsgesellschaft b"
        let width = Self.width("Donaudampf", stack) + 0.01
        let layout = typesetter.layout(text, width: width)
        let result = Self.lines(layout, text)
        #expect(result[0] == "a")  // the long word does not start after "a " broken
        #expect(result[1] == "Donaudampf")
        #expect(result.joined().replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
        for line in layout.lines { #expect(line.width <= width) }
        // Never before a combining mark: "e" + U+0301 stays together.
        let accented = "e\u{301}e\u{301}e\u{301}e\u{301}"
        let narrow = typesetter.layout(accented, width: Self.width("e\u{301}", stack) + 0.01)
        for line in narrow.lines { #expect(line.range.count == 2) }
    }

    @Test func tailTruncationFitsTheEllipsisInTheLastLine() throws {
        let stack = try Self.stack()
        let typesetter = Typesetter(stack: stack, pointSize: 17)
        let text = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/en.txt"), encoding: .utf8)
        let full = typesetter.layout(text, width: 240)
        let cut = typesetter.layout(text, width: 240, maxLines: 3)
        #expect(full.lineCount > 3 && !full.truncated)
        #expect(cut.lineCount == 3 && cut.truncated)
        let last = try #require(cut.lines.last)
        #expect(last.isTruncated && last.width <= 240)
        #expect(cut.lines[0].range == full.lines[0].range && cut.lines[1].range == full.lines[1].range)
        // The last line holds more than the untruncated third line would have room for only if
        // it is cut mid-word; it starts where the third line starts.
        #expect(last.range.lowerBound == full.lines[2].range.lowerBound)
        // Text that fits is not truncated.
        let short = typesetter.layout("Short text", width: 240, maxLines: 1)
        #expect(!short.truncated && short.lineCount == 1)
    }

    @Test func linePositionsFollowTheModel() throws {
        let stack = try Self.stack()
        let metrics = stack.primary.metrics.scaled(to: 17)
        for model in LineModel.allCases {
            let typesetter = Typesetter(stack: stack, pointSize: 17, lineHeight: 24, model: model)
            let layout = typesetter.layout("one\ntwo\nthree", width: 500)
            let geometry = LineGeometry(model: model, metrics: metrics, lineHeight: 24)
            #expect(layout.lineCount == 3)
            for (index, line) in layout.lines.enumerated() {
                #expect(abs(line.baseline - geometry.line(index).baseline) < 1e-9)
                #expect(abs(line.top - geometry.line(index).top) < 1e-9)
            }
            #expect(abs(layout.exactHeight - geometry.totalHeight(lines: 3)) < 1e-9)
            #expect(layout.height >= layout.exactHeight && layout.height - layout.exactHeight < 1.0 / 3)
            #expect((layout.height * 3).rounded() == layout.height * 3)
        }
    }

    @Test func paragraphSpacingSeparatesParagraphsNotLines() throws {
        let typesetter = Typesetter(stack: try Self.stack(), pointSize: 17, lineHeight: 24, paragraphSpacing: 10)
        let layout = typesetter.layout("one\ntwo\u{2028}three", width: 500)
        #expect(layout.lineCount == 3)
        #expect(abs(layout.lines[1].top - 34) < 1e-9)  // after a paragraph break: 24 + 10
        #expect(abs(layout.lines[2].top - 58) < 1e-9)  // U+2028 is a line separator: + 24 only
        #expect(abs(layout.exactHeight - (72 + 10)) < 1e-9)
    }

    @Test func fallbackFontsMeasureCJKText() throws {
        let stack = try Self.stack()
        let typesetter = Typesetter(stack: stack, pointSize: 10)
        let layout = typesetter.layout("排版的核心是行高", width: 45)  // 4.5 ideographs of 10 pt
        #expect(Self.lines(layout, "排版的核心是行高") == ["排版的核", "心是行高"])
        #expect(layout.lines.allSatisfy { abs($0.width - 40) < 1e-9 })
    }

    @Test func batchMeasuringEqualsOneByOne() throws {
        let typesetter = Typesetter(stack: try Self.stack(), pointSize: 15, lineHeight: 20)
        var texts: [String] = []
        var rng = SplitMix64(seed: 7)
        let words = ["type", "set", "行高", "Größe", "line", "height", "kern", "AV", "Wa", "—", "12.50"]
        for _ in 0..<500 {
            texts.append((0..<Int.random(in: 0...40, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " "))
        }
        let batch = typesetter.measureAll(texts, width: 180, maxLines: 4)
        for (text, result) in zip(texts, batch) {
            #expect(result == typesetter.measure(text, width: 180, maxLines: 4))
        }
        let empty = typesetter.measure("", width: 100)
        #expect(empty.lineCount == 0 && empty.height == 0 && empty.usedWidth == 0 && !empty.truncated)
    }

    @Test func usedWidthIsTheWidestLineRoundedUpToThePixelGrid() throws {
        let stack = try Self.stack()
        let typesetter = Typesetter(stack: stack, pointSize: 17, scale: 2)
        let layout = typesetter.layout("Wide line here\nshort", width: 1000)
        let widest = Self.width("Wide line here", stack)
        #expect(abs(layout.exactUsedWidth - widest) < 1e-9)
        #expect(layout.usedWidth == (widest * 2).rounded(.up) / 2)
    }
}
