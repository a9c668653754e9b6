import Testing
import TypesetShaping
@testable import Typeset
@testable import TypesetLayout

/// `layoutLines` (what `typeset measure` prints, shaped into pen positions only) gives the same
/// lines as `layout` without their glyphs: ranges, widths, positions, direction and runs.
@Suite("lines without glyphs equal the full layout's")
struct LayoutLinesTests {
    static let texts = [
        "Typeset lays paragraphs out the way UIKit does, line by line, with hanging spaces.   ",
        "First paragraph.\nSecond one, a little longer than the first, wraps.\n\nAfter an empty line.\u{2029}Last.",
        "Mixed text: שלום עולם and مرحبا بالعالم in one paragraph, then 組版 and 日本語の文章も。",
        "שלום עולם, זו פסקה מימין לשמאל עם מילים באנגלית English words בתוכה.",
        "averyveryverylongwordwithoutanyplacetobreakitwhichmustbecutsomewhere and more words",
        "e\u{0301}te\u{0301} cafe\u{0301} — marks, dashes… and “quotes”",
    ]

    @Test(arguments: [(0, 320.0), (2, 320), (0, 90), (3, 60), (0, .infinity)])
    func sameLines(maxLines: Int, width: Double) throws {
        for alignment in [TextAlignment.natural, .center] {
            let typesetter = Typesetter(stack: try LayoutTests.stack(), pointSize: 17, lineHeight: 24, paragraphSpacing: 6, alignment: alignment)
            for text in Self.texts {
                var buffers = LayoutBuffers()
                let full = typesetter.layout(text, width: width, maxLines: maxLines)
                let lines = typesetter.layoutLines(text, width: width, maxLines: maxLines, buffers: &buffers)
                #expect(full.lineCount == lines.lineCount && full.height == lines.height && full.usedWidth == lines.usedWidth
                        && full.exactHeight == lines.exactHeight && full.truncated == lines.truncated, "\(text)")
                for (a, b) in zip(full.lines, lines.lines) {
                    #expect(a.range == b.range && a.consumed == b.consumed && a.width == b.width && a.x == b.x && a.top == b.top
                            && a.baseline == b.baseline && a.bottom == b.bottom && a.isTruncated == b.isTruncated
                            && a.isRightToLeft == b.isRightToLeft && a.runs == b.runs, "\(text) line \(a.range)")
                    #expect(b.glyphs.isEmpty && b.carets.isEmpty)
                }
            }
        }
    }
}
