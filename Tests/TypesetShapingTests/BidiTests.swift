import Testing
@testable import TypesetShaping
@testable import TypesetUnicode

/// The API of `BidiParagraph` beyond what the conformance files check: absolute indices,
/// several lines, runs, mirroring, paragraphs, limits.
@Suite("Bidi paragraphs")
struct BidiTests {
    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test func mixedLine() {
        let text = Self.scalars("abc אבג")
        let paragraph = BidiParagraph(scalars: text)
        #expect(paragraph.baseLevel == 0 && paragraph.direction == .leftToRight)
        #expect(paragraph.levels == [0, 0, 0, 0, 1, 1, 1])
        #expect(paragraph.visualOrder(line: 0..<7) == [0, 1, 2, 3, 6, 5, 4])
        #expect(paragraph.runs(line: 0..<7) == [BidiRun(range: 0..<4, level: 0), BidiRun(range: 4..<7, level: 1)])
        #expect(paragraph.runs(line: 0..<7).map(\.direction) == [.leftToRight, .rightToLeft])
        let rtl = BidiParagraph(scalars: Self.scalars("אבג abc"))
        #expect(rtl.baseLevel == 1 && rtl.direction == .rightToLeft)
        #expect(rtl.visualOrder(line: 0..<7) == [4, 5, 6, 3, 2, 1, 0])
        #expect(BidiParagraph(scalars: Self.scalars("abc"), direction: .rightToLeft).levels == [2, 2, 2])
        #expect(BidiParagraph(scalars: Self.scalars("123"), direction: .auto).baseLevel == 0)
    }

    @Test func lineRules() {
        // Two lines of one left-to-right paragraph; the space between the Hebrew words is at
        // level 1 in the paragraph, at the paragraph level at the end of the first line (L1).
        let text = Self.scalars("abc אבג דהו")
        let paragraph = BidiParagraph(scalars: text)
        #expect(paragraph.level(at: 7) == 1)
        #expect(paragraph.lineLevels(0..<8) == [0, 0, 0, 0, 1, 1, 1, 0])
        #expect(paragraph.visualOrder(line: 0..<8) == [0, 1, 2, 3, 6, 5, 4, 7])
        #expect(paragraph.visualOrder(line: 8..<11) == [10, 9, 8])
        #expect(paragraph.visualOrder(line: 0..<11) == [0, 1, 2, 3, 10, 9, 8, 7, 6, 5, 4])
        // A tab (segment separator) and the spaces before it go back to the paragraph level.
        let tabbed = BidiParagraph(scalars: Self.scalars("אב \tגד"), direction: .leftToRight)
        #expect(tabbed.levels == [1, 1, 1, 1, 1, 1])
        #expect(tabbed.lineLevels(0..<6) == [1, 1, 0, 0, 1, 1])
        #expect(tabbed.visualOrder(line: 0..<6) == [1, 0, 2, 3, 5, 4])
    }

    @Test func paragraphsAndRanges() throws {
        let text = Self.scalars("ab\u{2029}אב\r\nc")
        let ranges = BidiParagraph.paragraphRanges(scalars: text)
        #expect(ranges == [0..<3, 3..<7, 7..<8])
        #expect(BidiParagraph.paragraphRanges(scalars: []) == [0..<0])
        #expect(BidiParagraph.paragraphRanges(scalars: Self.scalars("a\n")) == [0..<2])
        let second = BidiParagraph(scalars: text, range: ranges[1])
        #expect(second.range == 3..<7 && second.baseLevel == 1)
        #expect(second.level(at: 3) == 1 && second.level(at: 4) == 1)
        #expect(second.lineLevels(3..<7) == [1, 1, 1, 1])
        #expect(second.visualOrder(line: 3..<7) == [6, 5, 4, 3])
        #expect(second.bidiClass(at: 5) == .paragraphSeparator && second.bidiClass(at: 0) == nil)
        // The Unicode.Scalar buffer gives the same paragraph.
        let unicodeScalars = Array("ab\u{2029}אב\r\nc".unicodeScalars)
        let fromScalars = unicodeScalars.withUnsafeBufferPointer { BidiParagraph(scalars: $0, range: 3..<7) }
        #expect(fromScalars.levels == second.levels && fromScalars.baseLevel == second.baseLevel)
        #expect(unicodeScalars.withUnsafeBufferPointer { BidiParagraph.paragraphRanges(scalars: $0) } == ranges)
    }

    @Test func mirroring() {
        let hebrew = BidiParagraph(scalars: Self.scalars("אב(ג)"))
        #expect((0..<5).filter { hebrew.isMirrored(at: $0) } == [2, 4])
        let latin = BidiParagraph(scalars: Self.scalars("a(b)"))
        #expect((0..<4).filter { latin.isMirrored(at: $0) }.isEmpty)
        // Brackets pair (N0): the pair around Latin text inside Hebrew stays right to left.
        let pair = BidiParagraph(scalars: Self.scalars("אב (cd) גד"))
        #expect(pair.level(at: 3) == 1 && pair.level(at: 6) == 1 && pair.level(at: 4) == 2)
        #expect(pair.isMirrored(at: 3) && pair.isMirrored(at: 6))
    }

    @Test func removedCharactersStayWithTheirNeighbours() {
        // ZWJ (BN) inside a right-to-left word keeps the word one run.
        let joined = BidiParagraph(scalars: Self.scalars("ab \u{0628}\u{200D}\u{0628}"))
        #expect(joined.levels == [0, 0, 0, 1, 1, 1])
        #expect(joined.isRemovedByX9(at: 4) && !joined.isRemovedByX9(at: 3))
        #expect(joined.runs(line: 0..<6) == [BidiRun(range: 0..<3, level: 0), BidiRun(range: 3..<6, level: 1)])
        // Embedding controls get the level before them and no level of their own.
        let embedded = BidiParagraph(scalars: Self.scalars("a\u{202B}b\u{202C}c"))
        #expect(embedded.levels == [0, 0, 2, 2, 0])
        #expect(embedded.visualOrder(line: 0..<5) == [0, 1, 2, 3, 4])
    }

    /// Right-to-left paragraphs without L or explicit formatting take a shortcut past the
    /// isolating run sequence, N0–N2 and I1–I2: on random strings of the classes it admits
    /// (numbers and their separators and terminators, marks, brackets, neutrals, a final
    /// paragraph separator) its levels equal the full rules'.
    @Test func rightToLeftShortcutEqualsTheFullRules() {
        let pool: [UInt32] = [0x05D0, 0x05D1, 0x05E9, 0x0627, 0x0644, 0x0645, 0x0030, 0x0031, 0x0039, 0x0661, 0x0662, 0x06F1,
                              0x002B, 0x002D, 0x0025, 0x0024, 0x0023, 0x00B0, 0x002C, 0x002E, 0x002F, 0x003A, 0x060C,
                              0x05B4, 0x064E, 0x0300, 0x0020, 0x0020, 0x0009, 0x0021, 0x0022, 0x003F, 0x0028, 0x0029,
                              0x005B, 0x005D, 0x2039, 0x203A, 0x066A]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var shortcuts = 0
        for round in 0..<3000 {
            var text = (0..<(1 + next(24))).map { _ in pool[next(pool.count)] }
            if round % 5 == 0 { text.append(0x2029) }
            for direction in [BidiParagraph.Direction.auto, .rightToLeft] {
                let fast = text.withUnsafeBufferPointer { buffer in
                    BidiParagraph(range: 0..<buffer.count, direction: direction) { buffer[$0] }
                }
                let full = text.withUnsafeBufferPointer { buffer in
                    BidiParagraph(range: 0..<buffer.count, direction: direction, allowsShortcut: false) { buffer[$0] }
                }
                if fast.baseLevel == 1 { shortcuts += 1 }
                #expect(fast.levels == full.levels, "\(text.map { String($0, radix: 16) })")
                #expect(fast.baseLevel == full.baseLevel)
            }
        }
        // Most strings start right to left: the shortcut was taken.
        #expect(shortcuts > 3000)
    }

    @Test func classesAlone() {
        let paragraph = BidiParagraph(classes: [.leftToRight, .whiteSpace, .rightToLeft, .europeanNumber], direction: .auto)
        #expect(paragraph.baseLevel == 0 && paragraph.levels == [0, 0, 1, 2])
        #expect(paragraph.visualOrder(line: 0..<4) == [0, 1, 3, 2])
        #expect(BidiParagraph(classes: []).levels.isEmpty)
        #expect(BidiParagraph(classes: [], direction: .rightToLeft).baseLevel == 1)
    }

    @Test func limitsAndOutOfRangeQueries() {
        // 130 embeddings: past depth 125 they overflow and are ignored (X2–X5); "a" at level 125
        // is L at an odd level (I2).
        let deep = [UInt32](repeating: 0x202B, count: 70) + [UInt32](repeating: 0x202A, count: 60) + [0x61]
        let levels = BidiParagraph(scalars: deep).levels
        #expect(levels.last == 126)
        // 130 isolates: the levels stop at 125.
        let isolates = [UInt32](repeating: 0x2067, count: 130) + [0x05D0] + [UInt32](repeating: 0x2069, count: 130)
        #expect(BidiParagraph(scalars: isolates).levels.max() == 125)
        // 100 nested brackets: BD16 stops at the 64th opening bracket.
        let brackets = [0x05D0] + [UInt32](repeating: 0x28, count: 100) + [0x61] + [UInt32](repeating: 0x29, count: 100)
        let nested = BidiParagraph(scalars: brackets)
        #expect(nested.levels.count == 202)
        #expect(nested.visualOrder(line: 0..<202).sorted() == Array(0..<202))
        // Values that are no scalars, ranges out of bounds, empty lines.
        let odd = BidiParagraph(scalars: [0x110000, 0xFFFF_FFFF, 0x05D0], range: -4..<99)
        #expect(odd.range == 0..<3 && odd.levels == [0, 0, 1])
        #expect(odd.level(at: -1) == 0 && odd.level(at: 3) == 0 && !odd.isMirrored(at: 99))
        #expect(odd.lineLevels(-10..<1000) == [0, 0, 1])
        #expect(odd.visualOrder(line: 1..<1).isEmpty && odd.runs(line: 5..<9).isEmpty)
        #expect(odd.visualOrder(line: Int.min..<Int.max) == [0, 1, 2])
        #expect(BidiParagraph(scalars: [1, 2], range: 5..<7).levels.isEmpty)
    }

    @Test func longTextInvariants() {
        // A deterministic mix of every class: the visual order of any line is a permutation of
        // it, and the runs cover it.
        var state: UInt32 = 12345
        let alphabet: [UInt32] = [0x61, 0x05D0, 0x0627, 0x31, 0x2B, 0x24, 0x0660, 0x2C, 0x0300, 0x200D, 0x09, 0x20,
                                  0x21, 0x28, 0x29, 0x5B, 0x5D, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067,
                                  0x2068, 0x2069]
        var text: [UInt32] = []
        for _ in 0..<20_000 {
            state = state &* 1_103_515_245 &+ 12345
            text.append(alphabet[Int(state >> 16) % alphabet.count])
        }
        let paragraph = BidiParagraph(scalars: text)
        var start = 0
        while start < text.count {
            let end = min(text.count, start + 37 + start % 50)
            let order = paragraph.visualOrder(line: start..<end)
            #expect(order.sorted() == Array(start..<end))
            let runs = paragraph.runs(line: start..<end)
            #expect(runs.map(\.range.count).reduce(0, +) == end - start)
            start = end
        }
    }
}
