import Foundation
import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// Thai, Lao, Khmer and Myanmar line break opportunities against ICU 72's line break iterator
/// (`ubrk_open(UBRK_LINE, "th" | "lo" | "km" | "my")`, dictionary word breaks included), as
/// Scripts/expectations_icu_linebreaks.py wrote them: the paragraphs and samples of Fixtures/text
/// and 1,500 seeded pseudo-real texts per language (ICU's dictionary words, non-words, spaces,
/// punctuation, digits, Latin). Every break position is compared. Set TYPESET_ICU_LINEBREAKS to a
/// folder of files of the same names to check a larger sample (`--count 30000 --out DIR`).
///
/// The differences left are not about dictionaries: they are three places where ICU 72's rules
/// tailor UAX #14 and Typeset follows Unicode 15.0's LineBreakTest.txt (Pango does too). Each
/// differing break is classified by ``reason(_:_:icu:)``; a difference with no reason fails.
@Suite struct ICULineBreakTests {
    struct Row {
        var text: String
        var scalars: [Unicode.Scalar]
        var icu: [String]
    }

    static func rows(_ language: String) throws -> [Row] {
        let folder = ProcessInfo.processInfo.environment["TYPESET_ICU_LINEBREAKS"]
            ?? StyleRepo.path("Tests/TypesetTests/Expectations")
        let text = try String(contentsOfFile: folder + "/icu-linebreaks-\(language).tsv", encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            let text = String(f[0])
            return Row(text: text, scalars: Array(text.unicodeScalars),
                       icu: f.count > 1 ? f[1].split(separator: ",").map(String.init) : [])
        }
    }

    /// The resolved class of a scalar (LB1: SA letters AL, SA marks CM).
    static func cls(_ s: Unicode.Scalar) -> BreakClass { BreakClass(tableCode: LineBreakTables.code(for: s.value)) }

    /// The class of the base character before `offset` (combining marks attach to it, LB9).
    static func baseBefore(_ scalars: [Unicode.Scalar], _ offset: Int) -> BreakClass? {
        var i = offset - 1
        while i >= 0, cls(scalars[i]) == .CM { i -= 1 }
        return i >= 0 ? cls(scalars[i]) : nil
    }

    /// Why ICU and Typeset differ at a break `offset` that only one of them has (`icu`: ICU has
    /// it), or `nil` when nothing explains it.
    static func reason(_ scalars: [Unicode.Scalar], _ offset: Int, icu: Bool) -> String? {
        guard offset > 0, offset < scalars.count else { return nil }
        let next = cls(scalars[offset]), before = baseBefore(scalars, offset)
        if !icu && before == .IS && next == .NU {
            // "ລາວ:໑໒", "ផ្ទះ ,៨៨": ICU 72 keeps `IS × NU` (LB25 in its tailored, older pair form;
            // Unicode 15.1 took it up as LB15c/LB25); LineBreakTest.txt 15.0 breaks there.
            return "IS × NU"
        }
        if icu && next == .IS && before == .SP && offset + 1 < scalars.count && cls(scalars[offset + 1]) == .NU {
            // "ផ្ទះ |,៨៨": ICU 72 breaks before IS NU after a space (Unicode 15.1's LB15c
            // `SP ÷ IS NU`); Unicode 15.0 keeps `× IS` (LB13).
            return "SP ÷ IS NU"
        }
        if !icu && before == .HY && isWordInitialHyphen(scalars, before: offset) {
            // "-ເຮັບ…", "ကျွန်း -မေ": no break after a hyphen that starts a word (at the start
            // of the text, after a space, ZWSP, …): ICU 72's tailoring, Unicode 15.1's LB20a;
            // Unicode 15.0 breaks `HY ÷ AL`.
            return "word-initial hyphen"
        }
        if icu {
            // "-៓ឨឲជ": the same hyphen, where marks after it begin a run of letters: ICU joins the
            // marks and the letters into one run (no rule break between them) and divides it.
            var i = offset - 1
            while i > 0, cls(scalars[i]) == .AL || cls(scalars[i]) == .CM { i -= 1 }
            if i >= 0, cls(scalars[i]) == .HY, i + 1 < scalars.count, cls(scalars[i + 1]) == .CM,
               isWordInitialHyphen(scalars, before: i + 1) {
                return "word-initial hyphen"
            }
        }
        return nil
    }

    /// Whether the hyphen-minus (with its marks) that ends before `offset` starts a word: at the
    /// start of the text or after BK, CR, LF, NL, SP, ZW, CB or GL (Unicode 15.1's LB20a).
    static func isWordInitialHyphen(_ scalars: [Unicode.Scalar], before offset: Int) -> Bool {
        var i = offset - 1
        while i >= 0, cls(scalars[i]) == .CM { i -= 1 }
        guard i >= 0, cls(scalars[i]) == .HY else { return false }
        guard i > 0 else { return true }
        switch cls(scalars[i - 1]) {
        case .BK, .CR, .LF, .NL, .SP, .ZW, .CB, .GL: return true
        default: return false
        }
    }

    func compare(_ language: String, dictionaries: LineBreakDictionaries = .icu) throws {
        let rows = try Self.rows(language)
        #expect(rows.count > 1_500)
        var unexplained: [String] = [], explained: [String: Int] = [:], equal = 0, breaks = 0
        for row in rows {
            let count = row.scalars.count
            let ours = LineBreakIterator(row.text, dictionaries: dictionaries).filter { $0.offset < count }.map { "\($0.offset)\($0.isMandatory ? "!" : "")" }
            // The scalar iterator (the one layout runs) agrees with the string one.
            let viaScalars = ScalarLineBreakIterator(row.scalars, dictionaries: dictionaries).filter { $0.offset < count }.map { "\($0.offset)\($0.isMandatory ? "!" : "")" }
            #expect(viaScalars == ours, "\(row.text)")
            breaks += row.icu.count
            if ours == row.icu { equal += 1; continue }
            let icuSet = Set(row.icu), ourSet = Set(ours)
            var reasons: [String] = []
            for (list, other, isICU) in [(row.icu, ourSet, true), (ours, icuSet, false)] {
                for entry in list where !other.contains(entry) {
                    let offset = Int(entry.trimmingCharacters(in: CharacterSet(charactersIn: "!"))) ?? -1
                    if let reason = Self.reason(row.scalars, offset, icu: isICU) {
                        reasons.append(reason)
                    } else {
                        unexplained.append("\(row.text): \(isICU ? "ICU only" : "Typeset only") \(entry); ICU \(row.icu), Typeset \(ours)")
                    }
                }
            }
            for reason in reasons { explained[reason, default: 0] += 1 }
        }
        print("icu-linebreaks-\(language): \(equal) / \(rows.count) texts equal ICU's (\(breaks) ICU breaks); explained differences: \(explained.sorted { $0.key < $1.key })")
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained:\n\(unexplained.prefix(20).joined(separator: "\n"))")
        // The explained differences stay rare: every other text is equal.
        #expect(equal * 100 >= rows.count * 99)
    }

    @Test func laoEqualsICU() throws { try compare("lo") }
    @Test func khmerEqualsICU() throws { try compare("km") }
    @Test func myanmarEqualsICU() throws { try compare("my") }
    /// Thai by ICU's dictionary and engine, the default (and in every mode).
    @Test func thaiEqualsICU() throws {
        try compare("th")
        try compare("th", dictionaries: .pango)
    }

    /// `.icuIncludingThai` is `.icu` under its old name: the same breaks in every language.
    @Test func icuIncludingThaiIsICU() throws {
        for language in ["th", "lo", "km", "my"] {
            for row in try Self.rows(language).prefix(300) {
                #expect(LineBreakIterator(row.text).map(\.offset) == LineBreakIterator(row.text, dictionaries: .icuIncludingThai).map(\.offset))
            }
        }
    }

    /// The paragraphs of the benchmark and the Pango corpus break exactly as ICU breaks them
    /// (none of the explained differences occurs there).
    @Test func paragraphsEqualICUExactly() throws {
        let thai = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/th.txt"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        let thaiRow = try #require(try Self.rows("th").first { $0.text == thai })
        #expect(LineBreakIterator(thai).filter { $0.offset < thaiRow.scalars.count }.map { "\($0.offset)\($0.isMandatory ? "!" : "")" } == thaiRow.icu)
        for language in ["lo", "km", "my"] {
            let paragraph = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/\(language).txt"), encoding: .utf8)
                .trimmingCharacters(in: .newlines)
            let row = try #require(try Self.rows(language).first { $0.text == paragraph })
            let count = row.scalars.count
            let ours = LineBreakIterator(paragraph).filter { $0.offset < count }.map { "\($0.offset)\($0.isMandatory ? "!" : "")" }
            #expect(ours == row.icu, "\(language)")
            // Pango mode breaks only at spaces and punctuation: a strict subset of ICU's breaks here.
            let pango = LineBreakIterator(paragraph, dictionaries: .pango).filter { $0.offset < count }.map { "\($0.offset)" }
            #expect(Set(pango).isSubset(of: Set(row.icu)) && pango.count < row.icu.count, "\(language)")
        }
    }

    /// Dictionary breaks never come before a combining mark, and the matching is the same when
    /// a text is laid out again (the remembered runs) and through a layout's buffers.
    @Test func layoutUsesTheSameBreaks() throws {
        let rows = try Self.rows("km").prefix(200)
        var runs = DictionaryRunBreaker()
        for row in rows {
            let count = row.scalars.count
            let plain = ScalarLineBreakIterator(row.scalars).map(\.offset)
            for _ in 0..<2 {
                var walker = LineBreakWalker(start: 0, end: count)
                swap(&walker.runs, &runs)
                var again: [Int] = []
                row.scalars.withUnsafeBufferPointer { text in
                    while let o = walker.next(ScalarDecoder(units: text)) { again.append(o.offset) }
                }
                swap(&walker.runs, &runs)
                #expect(again == plain)
            }
            // The breaks the dictionary adds (those Pango mode lacks) never fall before a mark.
            let rules = Set(ScalarLineBreakIterator(row.scalars, dictionaries: .pango).map(\.offset))
            for offset in plain where offset < count && !rules.contains(offset) {
                #expect(DictionaryBreakEngine.khmer.flags(of: row.scalars[offset].value) & DictionaryBreakEngine.mark == 0, "\(row.text) at \(offset)")
            }
        }
    }

    /// The tables hold every word of ICU's lists (counts from the generator) and find them.
    @Test func dictionariesHoldICUsWords() {
        for (engine, words) in [(DictionaryBreakEngine.lao, LaoDictionaryData.wordCount),
                                (DictionaryBreakEngine.khmer, KhmerDictionaryData.wordCount),
                                (DictionaryBreakEngine.myanmar, BurmeseDictionaryData.wordCount),
                                (DictionaryBreakEngine.thai, ThaiICUDictionaryData.wordCount)] {
            var count = 0
            for node in 0..<engine.trie.nodeCount where engine.trie.isWord(Int32(node)) { count += 1 }
            #expect(count == words)
        }
        // ພາສາ (language), ភាសា (language), ဘာသာ (language)
        for (engine, word) in [(DictionaryBreakEngine.lao, "ພາສາ"), (.khmer, "ភាសា"), (.myanmar, "ဘာသာ"), (.thai, "ภาษา")] {
            var node = DictionaryTrie.root
            for s in word.unicodeScalars { node = node >= 0 ? engine.trie.walk(node, engine.trieByte(s.value)) : -1 }
            #expect(node >= 0 && engine.trie.isWord(node), "\(word)")
        }
    }
}
