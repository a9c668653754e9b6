import Foundation
import Testing
import Typeset
import TypesetLayout
import TypesetShaping

/// CSS `word-spacing` (``Typesetter/wordSpacing``) and paragraphs as blocks with a margin
/// (``WebTypesetter/paragraphSpacing``), the two text spacing properties WCAG 1.4.12 adds to the
/// web layout. Their agreement with Chromium on the example catalogue is FitWebTests'.
@Suite struct WebSpacingTests {
    static func inter() throws -> ShapingFont {
        try ShapingFont(contentsOfFile: StyleRepo.path("Fixtures/fonts/Inter-Regular-subset.otf"))
    }

    @Test func wordSpacingWidensEachWordSeparatorOnce() throws {
        let stack = FontStack(try Self.inter())
        let plain = Typesetter(stack: stack, pointSize: 16)
        let spaced = Typesetter(stack: stack, pointSize: 16, wordSpacing: 2.5)
        for text in ["one two three", "a\u{A0}b c", "nospace", "x  y"] {
            let separators = text.unicodeScalars.filter { $0 == " " || $0 == "\u{A0}" }.count
            let a = plain.layout(text, width: .infinity).exactUsedWidth
            let b = spaced.layout(text, width: .infinity).exactUsedWidth
            #expect(abs(b - a - 2.5 * Double(separators)) < 1e-9, "\(text): \(a) → \(b)")
        }
        // A space at the end of a line hangs with its word spacing: the line is as wide as without.
        let web = WebTypesetter(spaced, lineHeight: .normal)
        let line = web.layout("one two", width: plain.layout("one ", width: .infinity).exactUsedWidth + 1)
        #expect(line.lines.count == 2)
        #expect(abs(line.lines[0].width - plain.layout("one", width: .infinity).exactUsedWidth) < 1e-9)
    }

    @Test func wordSpacingMovesLineBreaks() throws {
        let stack = FontStack(try Self.inter())
        let text = "the quick brown fox jumps over the lazy dog"
        let width = Typesetter(stack: stack, pointSize: 16).layout(text, width: .infinity).exactUsedWidth
        // On one line without word spacing; 8 spaces of 2 px more do not fit.
        #expect(WebTypesetter(Typesetter(stack: stack, pointSize: 16), lineHeight: .px(20)).layout(text, width: width + 1).lines.count == 1)
        #expect(WebTypesetter(Typesetter(stack: stack, pointSize: 16, wordSpacing: 2), lineHeight: .px(20)).layout(text, width: width + 1).lines.count == 2)
    }

    @Test func paragraphsAreBlocksWithAMarginBetween() throws {
        let stack = FontStack(try Self.inter())
        let one = WebTypesetter(Typesetter(stack: stack, pointSize: 16), lineHeight: .px(24))
        let blocks = WebTypesetter(Typesetter(stack: stack, pointSize: 16), lineHeight: .px(24), paragraphSpacing: 32)
        // One block: a line break starts a line; a blank line is a line.
        #expect(one.layout("a\nb", width: 300).height == 48)
        #expect(one.layout("a\n\nb", width: 300).height == 72)
        // Blocks: 32 px between paragraphs, none after the last; an empty paragraph collapses away.
        let two = blocks.layout("a\nb", width: 300)
        #expect(two.height == 24 + 32 + 24)
        #expect(two.lines.map(\.top) == [0, 56])
        #expect(blocks.layout("a\n\nb", width: 300).height == 80)
        #expect(blocks.layout("a\r\n\u{2029}b\n", width: 300).lines.count == 2)
        #expect(blocks.layout("only one", width: 300).height == 24)
        // The margin is kept in LayoutUnits (floored).
        let fraction = WebTypesetter(Typesetter(stack: stack, pointSize: 16), lineHeight: .px(24), paragraphSpacing: 10.001)
        #expect(fraction.paragraphSpacing == 10)
    }
}
