import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// Specific behaviours of UAX #14 (Unicode 15.0) that a typesetter relies on. The expected
/// segments are worked out from the rules (cited per case), not copied from our output.
@Suite struct LineBreakBehaviourTests {
    /// The text cut at every break opportunity.
    func segments(_ text: String, dictionaries: LineBreakDictionaries = .icu) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var result: [String] = []
        var start = 0
        for opportunity in LineBreakIterator(text, dictionaries: dictionaries) {
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[start..<opportunity.offset])
            result.append(String(piece))
            start = opportunity.offset
        }
        return result
    }

    func mandatoryOffsets(_ text: String) -> [Int] {
        LineBreakIterator(text).filter(\.isMandatory).map(\.offset)
    }

    @Test func ideographsBreakBetweenEachOther() {
        #expect(segments("漢字テスト") == ["漢", "字", "テ", "ス", "ト"])  // ID ÷ ID (LB31)
        #expect(segments("한국어") == ["한", "국", "어"])  // H2/H3 syllables: no LB26 pair between them
    }

    @Test func smallKanaAndProlongedSoundMarkAreNonstarters() {
        // ょ, っ and ー are CJ, resolved to NS (LB1): × NS (LB21), NS ÷ ID.
        #expect(segments("ちょっと") == ["ちょっ", "と"])
        #expect(segments("ラーメン") == ["ラー", "メ", "ン"])
        #expect(Unicode.Scalar(0x3087)!.lineBreakClass == .conditionalJapaneseStarter)
    }

    @Test func closingPunctuationStaysWithThePrecedingCharacter() {
        // 「 is OP (× after it, LB14); 」 。 、 are CL (× before them, LB13); CL ÷ ID.
        #expect(segments("「日本」。") == ["「日", "本」。"])
        #expect(segments("はい、そうです。") == ["は", "い、", "そ", "う", "で", "す。"])
        // Fullwidth parentheses are OP/CL with East_Asian_Width F: LB30 does not glue them to AL.
        #expect(segments("a（b）c") == ["a", "（b）", "c"])
        #expect(segments("a(b)c") == ["a(b)c"])  // LB30: AL × OP, CP × AL for narrow parentheses
    }

    @Test func numbersHoldTogether() {
        // PR × NU, NU × IS, IS × NU inside a number (LB25), SP ÷ (LB18).
        #expect(segments("costs $12.50 today") == ["costs ", "$12.50 ", "today"])
        #expect(segments("12%") == ["12%"])  // NU × PO
        #expect(segments("(1,000.5)%") == ["(1,000.5)%"])  // NU (NU|SY|IS)* CP × PO
        #expect(segments("-5") == ["-5"])  // HY × NU
        #expect(segments("$-5") == ["$-5"])  // PR × HY NU
        #expect(segments("$-a") == ["$-", "a"])  // × HY (LB21) already; HY ÷ AL
        #expect(segments("$(5)") == ["$(5)"])  // PR × OP NU (LB25, looks ahead)
        #expect(segments("$(a)") == ["$", "(a)"])  // PR ÷ OP when no number follows
    }

    @Test func slashesAndURLs() {
        #expect(segments("a/b") == ["a/", "b"])  // × SY (LB13), SY ÷ AL
        #expect(segments("http://example.com/path") == ["http://", "example.com/", "path"])  // IS × AL (LB29)
        #expect(segments("1/2") == ["1/2"])  // NU × SY, NU SY × NU (LB25)
    }

    @Test func emojiSequencesAndFlags() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"  // 👨‍👩‍👧, EB ZWJ EB ZWJ EB
        #expect(segments(family) == [family])  // ZWJ × (LB8a)
        #expect(segments(family + "\u{1F44D}") == [family, "\u{1F44D}"])  // EB ÷ EB (LB31)
        #expect(segments("\u{1F44D}\u{1F3FD}") == ["\u{1F44D}\u{1F3FD}"])  // EB × EM (LB30b)
        #expect(segments("\u{1F02C}\u{1F3FD}") == ["\u{1F02C}\u{1F3FD}"])  // unassigned ExtPict × EM
        #expect(segments("\u{1F02B}\u{1F3FD}") == ["\u{1F02B}", "\u{1F3FD}"])  // assigned ID (not EB) ÷ EM
        let japan = "\u{1F1EF}\u{1F1F5}", usa = "\u{1F1FA}\u{1F1F8}"
        #expect(segments(japan + usa) == [japan, usa])  // RI pairs (LB30a)
        #expect(segments(japan + "\u{1F1FA}") == [japan, "\u{1F1FA}"])
        #expect(segments("e\u{301}\u{1F44D}") == ["e\u{301}", "\u{1F44D}"])  // CM attaches (LB9); AL ÷ EB
    }

    @Test func hyphens() {
        #expect(segments("well-known") == ["well-", "known"])  // × HY (LB21), HY ÷ AL
        #expect(segments("1–2") == ["1–", "2"])  // en dash is BA: × BA, BA ÷ NU
        #expect(segments("a\u{AD}b") == ["a\u{AD}", "b"])  // soft hyphen is BA
        #expect(segments("א-ב") == ["א-ב"])  // HL (HY | BA) × (LB21a)
        #expect(segments("a — b") == ["a ", "— ", "b"])  // B2 after space: SP ÷ (LB18)
        #expect(segments("a——b") == ["a", "——", "b"])  // B2 × B2 (LB17); AL ÷ B2 ÷ AL
    }

    @Test func glueAndJoiners() {
        #expect(segments("10\u{A0}km") == ["10\u{A0}km"])  // × GL (LB12a), GL × (LB12)
        #expect(segments("a \u{A0}b") == ["a ", "\u{A0}b"])  // SP ÷ GL: LB12a excludes SP
        #expect(segments("a-\u{A0}b") == ["a-", "\u{A0}b"])  // LB12a excludes HY
        #expect(segments("a\u{2060}b") == ["a\u{2060}b"])  // WJ (LB11)
        #expect(segments("a\u{200B}b") == ["a\u{200B}", "b"])  // ZW ÷ (LB8)
        #expect(segments("a\u{200B}  b") == ["a\u{200B}  ", "b"])  // ZW SP* ÷
    }

    @Test func spacesAndPunctuationInEnglish() {
        #expect(segments("The quick (brown) fox.") == ["The ", "quick ", "(brown) ", "fox."])
        #expect(segments("Wait… what?!") == ["Wait… ", "what?!"])  // … is IN (LB22), ?! are EX (LB13)
        #expect(segments("\"Hi,\" she said") == ["\"Hi,\" ", "she ", "said"])  // QU × and × QU (LB19)
        #expect(segments("( x") == ["( x"])  // OP SP* × (LB14)
    }

    @Test func mandatoryBreaks() {
        #expect(segments("a\nb") == ["a\n", "b"])
        #expect(mandatoryOffsets("a\nb") == [2, 3])
        #expect(mandatoryOffsets("a\r\nb") == [3, 4])  // CR × LF, one break after the pair (LB5)
        #expect(mandatoryOffsets("a\rb") == [2, 3])
        #expect(mandatoryOffsets("a\u{85}b") == [2, 3])  // NL
        #expect(mandatoryOffsets("a\u{2028}b") == [2, 3])  // LINE SEPARATOR is BK
        #expect(mandatoryOffsets("a\u{2029}b") == [2, 3])  // PARAGRAPH SEPARATOR is BK
        #expect(mandatoryOffsets("a \nb") == [3, 4])  // × LF after a space (LB6)
        #expect(mandatoryOffsets("\n\n") == [1, 2])
        #expect(segments("a \nb").count == 2)  // no opportunity between the space and LF
        #expect(Array(LineBreakIterator("")).isEmpty)  // nothing to break
        #expect(lineBreakOpportunities(in: "a b") == [
            LineBreakOpportunity(offset: 2, utf8Offset: 2, isMandatory: false),
            LineBreakOpportunity(offset: 3, utf8Offset: 3, isMandatory: true),
        ])
    }

    @Test func thaiBreaksBetweenWordsOtherComplexContextAsAlphabetic() {
        // Thai: ICU's dictionary breaks are added, as an iPhone finds them (ICU 72's
        // ubrk_open(UBRK_LINE, "th") gives 4,8; ThaiLineBreakTests), in Pango mode too.
        #expect(segments("ภาษาไทย ง่าย", dictionaries: .pango) == ["ภาษา", "ไทย ", "ง่าย"])
        #expect(segments("ภาษาไทย ง่าย") == ["ภาษา", "ไทย ", "ง่าย"])
        #expect(Unicode.Scalar(0x0E01)!.lineBreakClass == .complexContext)
        // Lao, Khmer, Myanmar in Pango mode: no dictionary (Pango 1.50 has none): letters as AL,
        // marks as CM.
        #expect(segments("ພາສາລາວ ງ່າຍ", dictionaries: .pango) == ["ພາສາລາວ ", "ງ່າຍ"])
        #expect(segments("ភាសាខ្មែរ ងាយ", dictionaries: .pango) == ["ភាសាខ្មែរ ", "ងាយ"])
        #expect(segments("မြန်မာစာ လွယ်", dictionaries: .pango) == ["မြန်မာစာ ", "လွယ်"])
        // By default, ICU's dictionaries, as an iPhone breaks them (ICU 72's ubrk_open(UBRK_LINE)
        // gives 4,8 / none inside ភាសាខ្មែរ (one dictionary word) / 6,9; ICULineBreakTests).
        #expect(segments("ພາສາລາວ ງ່າຍ") == ["ພາສາ", "ລາວ ", "ງ່າຍ"])
        #expect(segments("ភាសាខ្មែរ ងាយ") == ["ភាសាខ្មែរ ", "ងាយ"])
        #expect(segments("မြန်မာစာ လွယ်") == ["မြန်မာ", "စာ ", "လွယ်"])
    }

    @Test func offsetsInScalarsAndUTF8() {
        let opportunities = lineBreakOpportunities(in: "é漢字")  // é = 2 UTF-8 bytes, 漢 字 = 3 each
        #expect(opportunities.map(\.offset) == [1, 2, 3])
        #expect(opportunities.map(\.utf8Offset) == [2, 5, 8])
        let text = "xx é漢字"
        let sub = text[text.index(text.startIndex, offsetBy: 3)...]
        #expect(Array(LineBreakIterator(sub)).map(\.utf8Offset) == [2, 5, 8])
    }

    @Test func scalarArraysAndRanges() {
        let scalars = Array("one two three".unicodeScalars)
        #expect(lineBreakOpportunities(in: scalars).map(\.offset) == [4, 8, 13])
        let middle = Array(ScalarLineBreakIterator(scalars, range: 4..<8))  // "two "
        #expect(middle.map(\.offset) == [8])
        #expect(middle.map(\.utf8Offset) == [4])
        #expect(middle.first?.isMandatory == true)
    }

    @Test func lineBreakClassProperty() {
        #expect(Unicode.Scalar("a").lineBreakClass == .alphabetic)
        #expect(Unicode.Scalar(0x3042)!.lineBreakClass == .ideographic)  // あ
        #expect(Unicode.Scalar(0x20C1)!.lineBreakClass == .prefixNumeric)  // unassigned currency symbol
        #expect(Unicode.Scalar(0x3FFFD)!.lineBreakClass == .ideographic)  // unassigned, Plane 3
        #expect(Unicode.Scalar(0x1F02C)!.lineBreakClass == .ideographic)  // unassigned, 1F000..1FAFF
        #expect(Unicode.Scalar(0xE0080)!.lineBreakClass == .unknown)
        #expect(Unicode.Scalar(0x00A0)!.lineBreakClass == .glue)
        #expect(Unicode.Scalar(0xFF08)!.lineBreakClass == .openPunctuation)
        for cls in LineBreakClass.allCases {
            #expect(LineBreakClass(abbreviation: cls.abbreviation) == cls)
        }
    }
}

/// The iterators run a table compiled from the rule cascade; this checks the two agree on
/// random texts mixing every class (including the OP/CP East Asian and unassigned
/// pictographic refinements) far more thoroughly than LineBreakTest.txt's pairs do.
@Suite struct LineBreakAutomatonTests {
    /// One scalar of every resolved class and refinement.
    static let pool: [Unicode.Scalar] = [
        0x0B, 0x0D, 0x0A, 0x85, 0x20, 0x200B, 0x200D, 0x0301, 0x2060, 0xA0, 0x2014, 0x2013, 0xB4,
        0x2D, 0xFFFC, 0x7D, 0x29, 0x21, 0x2026, 0x3005, 0x28, 0x22, 0x2C, 0x31, 0x25, 0x24, 0x2F,
        0x61, 0x1F44D, 0x1F3FD, 0xAC00, 0xAC01, 0x5D0, 0x6F22, 0x1100, 0x1160, 0x11A8, 0x1F1EF,
        // SA as Lao (ກ, ັ), whose dictionary Pango mode turns off (Thai keeps ICU's breaks,
        // which the rule cascade does not know).
        0xFF08, 0xFF09, 0x1F02C, 0x3041, 0x0E81, 0x0EB1, 0x2460, 0xE0080,
    ].compactMap { Unicode.Scalar($0) }

    /// SplitMix64, so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Break offsets by the plain rule cascade (`LineBreakState`).
    static func referenceBreaks(_ scalars: [Unicode.Scalar]) -> [Int] {
        let classes = scalars.map { BreakClass(tableCode: LineBreakTables.code(for: $0.value)) }
        var state = LineBreakState()
        var breaks: [Int] = []
        for (i, cls) in classes.enumerated() {
            let decision = state.advance(cls) {
                classes[(i + 1)...].first { $0 != .CM && $0 != .ZWJ }
            }
            if decision != .prohibited { breaks.append(i) }
        }
        if !scalars.isEmpty { breaks.append(scalars.count) }
        return breaks
    }

    @Test func automatonMatchesRuleCascadeOnRandomText() {
        var random = Random(state: 14)
        var failures = 0
        for _ in 0..<20_000 {
            let length = Int(random.next() % 12) + 1
            let scalars = (0..<length).map { _ in Self.pool[Int(random.next() % UInt64(Self.pool.count))] }
            let fast = ScalarLineBreakIterator(scalars).map(\.offset)
            let reference = Self.referenceBreaks(scalars)
            if fast != reference {
                failures += 1
                if failures <= 10 {
                    Issue.record("\(scalars.map { String($0.value, radix: 16) }): automaton \(fast), rules \(reference)")
                }
            }
        }
        #expect(failures == 0)
    }

    /// The walker reads CJK Unified Ideographs without looking their class up: every one of
    /// them must be ID, and no row's decision before an ID may depend on a following NU.
    @Test func ideographsTakeTheIDColumn() {
        var others = 0
        for value in LineBreakAutomaton.ideographs where LineBreakTables.code(for: value) != BreakClass.ID.rawValue { others += 1 }
        #expect(others == 0)
        for row in 0..<LineBreakAutomaton.rowCount {
            let entry = LineBreakAutomaton.entry(row: row, class: .ID)
            #expect(entry & 3 == (entry >> 2) & 3, "row \(row)")
            #expect(LineBreakAutomaton.table[row * LineBreakAutomaton.columns + Int(BreakClass.ID.rawValue)] == entry)
        }
    }

    /// Runs of ideographs, alone and after every class of the pool, with and without a ZWJ or
    /// a mark between: the walker's ideograph path agrees with the rule cascade, over scalars
    /// and over UTF-8.
    @Test func ideographRunsMatchRuleCascade() {
        let ideographs: [Unicode.Scalar] = ["\u{4E00}", "\u{6F22}", "\u{9FFF}", "\u{5B57}"]
        for before in Self.pool {
            for joiner in [nil, "\u{200D}", "\u{0301}"] as [Unicode.Scalar?] {
                for after in Self.pool {
                    var scalars = [before]
                    if let joiner { scalars.append(joiner) }
                    scalars += ideographs
                    scalars.append(after)
                    scalars.append(ideographs[0])
                    let reference = Self.referenceBreaks(scalars)
                    #expect(ScalarLineBreakIterator(scalars).map(\.offset) == reference, "\(scalars.map { String($0.value, radix: 16) })")
                    var text = ""
                    text.unicodeScalars.append(contentsOf: scalars)
                    let opportunities = Array(LineBreakIterator(text))
                    #expect(opportunities.map(\.offset) == reference)
                    #expect(opportunities.map(\.utf8Offset) == reference.map { String(text.unicodeScalars.prefix($0)).utf8.count })
                }
            }
        }
    }

    /// Every row's representative state maps back to the row, so no context is lost.
    @Test func rowsRoundTrip() {
        for row in 0..<LineBreakAutomaton.rowCount where row != Int(BreakClass.SP.rawValue) {
            #expect(LineBreakAutomaton.row(of: LineBreakAutomaton.representative(ofRow: row)) == row)
        }
    }
}
