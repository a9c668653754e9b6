import Testing
import TypesetShaping
@testable import Typeset
@testable import TypesetLayout

/// Work in proportion to the text: the steps of the loops whose length depends on the input
/// (``WorkCounter``: glyphs copied when the glyph array grows, a line's search for its visible
/// end, a mark's search for its base) are counted at n and at 4n. Linear work grows about 4
/// times; quadratic work 16 times. Counting, not timing, so the test is exact on any machine.
@Suite("linear work: steps counted at n and 4n")
struct LinearWorkTests {
    /// The steps counted while laying `text` out in 375 pt.
    static func steps(_ text: String) throws -> Int {
        let typesetter = Typesetter(stack: try LayoutTests.stack(), pointSize: 17, lineHeight: 24, model: .uikitExact, scale: 3)
        let counter = WorkCounter()
        let lines = WorkCounter.$current.withValue(counter) { typesetter.layout(text, width: 375).lines.count }
        #expect(lines > 0)
        return counter.steps
    }

    /// `steps(make(4n))` is at most 5 times `steps(make(n))`, and something was counted.
    static func expectLinear(_ name: String, n: Int, _ make: (Int) -> String) throws {
        let small = try steps(make(n)), large = try steps(make(4 * n))
        #expect(small > 0, "\(name): nothing counted")
        #expect(large <= 5 * small, "\(name): \(small) steps at n = \(n), \(large) at 4n (linear: about 4 times)")
    }

    @Test("one long paragraph of words")
    func paragraph() throws {
        try Self.expectLinear("paragraph", n: 2000) { n in String(repeating: "typeset measure ", count: n) }
    }

    @Test("empty paragraphs: newlines and U+2029")
    func emptyParagraphs() throws {
        try Self.expectLinear("newlines", n: 5000) { n in String(repeating: "\n", count: n) }
        try Self.expectLinear("paragraph separators", n: 5000) { n in String(repeating: "\u{2029}", count: n) }
        try Self.expectLinear("short lines", n: 3000) { n in String(repeating: "word\n", count: n) }
    }

    @Test("one base letter and thousands of combining marks")
    func combiningMarks() throws {
        try Self.expectLinear("marks", n: 2000) { n in "a" + String(repeating: "\u{0301}", count: n) }
    }
}
