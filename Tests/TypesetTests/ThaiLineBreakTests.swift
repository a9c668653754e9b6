import Foundation
import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// Thai line break opportunities against ICU 72 and Pango 1.50 on the same texts
/// (Tests/TypesetTests/Expectations/libthai/thai-breaks.tsv, written by
/// Scripts/expectations_thai_breaks.py: CLDR's Thai names, the paragraph corpus, and seeded
/// sequences of libthai's dictionary words, test data only). Typeset breaks Thai by ICU's
/// dictionary and engine, as an iPhone and Chromium do; Pango breaks it by libthai's word list
/// and maximal matching, so the two differ on words the lists hold differently. Every break
/// equals ICU's (apart from the rule tailorings ``ICULineBreakTests/reason(_:_:icu:)`` names), and
/// every difference from Pango is one where ICU breaks as Typeset does. Set TYPESET_THAI_BREAKS
/// to another file of the same format to check a larger sample.
@Suite struct ThaiLineBreakTests {
    struct Row {
        var text: String
        var scalars: [Unicode.Scalar]
        var libthai: [Int]
        var pango: [Int]
        var icu: [String]
    }

    static func rows() throws -> [Row] {
        let path = ProcessInfo.processInfo.environment["TYPESET_THAI_BREAKS"]
            ?? StyleRepo.path("Tests/TypesetTests/Expectations/libthai/thai-breaks.tsv")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            func offsets(_ i: Int) -> [Int] { i < f.count ? f[i].split(separator: ",").compactMap { Int($0) } : [] }
            return Row(text: String(f[0]), scalars: Array(f[0].unicodeScalars), libthai: offsets(1), pango: offsets(2),
                       icu: f.count > 3 ? f[3].split(separator: ",").map(String.init) : [])
        }
    }

    static func hasThai(_ row: Row) -> Bool { row.scalars.contains { $0.value >= 0x0E01 && $0.value <= 0x0E5B } }

    /// Typeset's breaks of a text (the end left out), "!" after a mandatory one, as the
    /// expectations write ICU's.
    static func ours(_ row: Row, _ dictionaries: LineBreakDictionaries = .icu) -> [String] {
        LineBreakIterator(row.text, dictionaries: dictionaries).filter { $0.offset < row.scalars.count }
            .map { "\($0.offset)\($0.isMandatory ? "!" : "")" }
    }

    /// Every Thai text breaks as ICU 72 breaks it, by default and in Pango mode, through the
    /// string and the scalar iterator.
    @Test func thaiEqualsICU() throws {
        let rows = try Self.rows().filter(Self.hasThai)
        #expect(rows.count > 1_900)
        var unexplained: [String] = [], equal = 0
        for row in rows {
            let ours = Self.ours(row)
            #expect(Self.ours(row, .pango) == ours, "\(row.text)")
            #expect(ScalarLineBreakIterator(row.scalars).filter { $0.offset < row.scalars.count }.map(\.offset)
                    == ours.compactMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "!"))) }, "\(row.text)")
            if ours == row.icu { equal += 1; continue }
            for (list, other, isICU) in [(row.icu, Set(ours), true), (ours, Set(row.icu), false)] {
                for entry in list where !other.contains(entry) {
                    let offset = Int(entry.trimmingCharacters(in: CharacterSet(charactersIn: "!"))) ?? -1
                    if ICULineBreakTests.reason(row.scalars, offset, icu: isICU) == nil {
                        unexplained.append("\(row.text): \(isICU ? "ICU only" : "Typeset only") \(entry)")
                    }
                }
            }
        }
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained:\n\(unexplained.prefix(20).joined(separator: "\n"))")
        #expect(equal * 100 >= rows.count * 99)
    }

    /// Where Typeset's Thai breaks differ from Pango's, the word lists differ: ICU 72 breaks
    /// there as Typeset does (or one of ICU's rule tailorings explains it). Prints how many
    /// texts and break positions differ.
    @Test func differencesFromPangoAreICUs() throws {
        let rows = try Self.rows().filter(Self.hasThai)
        var unexplained: [String] = [], differingRows = 0, differingBreaks = 0, pangoBreaks = 0
        for row in rows {
            let ours = Set(Self.ours(row).compactMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "!"))) })
            let pango = Set(row.pango), icu = Set(row.icu.compactMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "!"))) })
            pangoBreaks += pango.count
            let differing = ours.symmetricDifference(pango)
            if differing.isEmpty { continue }
            differingRows += 1
            differingBreaks += differing.count
            for offset in differing where icu.contains(offset) != ours.contains(offset)
                && ICULineBreakTests.reason(row.scalars, offset, icu: icu.contains(offset)) == nil {
                unexplained.append("\(row.text) at \(offset): Typeset \(ours.contains(offset)), Pango \(pango.contains(offset)), ICU \(icu.contains(offset))")
            }
        }
        print("thai-breaks: \(differingRows) of \(rows.count) Thai texts break differently from Pango (libthai): \(differingBreaks) break positions of \(pangoBreaks) Pango breaks")
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained:\n\(unexplained.prefix(20).joined(separator: "\n"))")
        // The sample is drawn from libthai's list: the lists differ on many of its texts.
        #expect(differingRows > 100)
    }

    /// Pango 1.50 breaks Lao, Khmer and Myanmar with no dictionary; so does Typeset's Pango mode.
    @Test func pangoModeEqualsPangoOutsideThai() throws {
        let rows = try Self.rows().filter { !Self.hasThai($0) }
        #expect(rows.count >= 3)
        for row in rows {
            let count = row.scalars.count
            #expect(LineBreakIterator(row.text, dictionaries: .pango).map(\.offset).filter { $0 < count } == row.pango, "\(row.text)")
            #expect(ScalarLineBreakIterator(row.scalars, dictionaries: .pango).map(\.offset).filter { $0 < count } == row.pango)
        }
    }

    /// The Thai paragraph of the corpus (Fixtures/text/paragraphs/th.txt) breaks as Pango does
    /// except before these scalar offsets, each where the two word lists hold a word differently.
    static let paragraphDifferences: [Int: (icuWord: String, inICU: Bool, reason: String)] = [
        30: ("ประเทศไทย", true, "ประเทศ|ไทย: ICU's list holds ประเทศไทย (Thailand) as one word and ICU keeps it whole; libthai's list has only ประเทศ and ไทย, so Pango breaks between them"),
        218: ("ดังนั้น", false, "ดัง|นั้น: libthai's list holds ดังนั้น (therefore) and Pango keeps it whole; ICU's list has only ดัง and นั้น, so ICU breaks between them"),
        334: ("ความหมาย", false, "ความ|หมาย: libthai's list holds ความหมาย (meaning) and Pango keeps it whole; ICU's list has only ความ and หมาย, so ICU breaks between them"),
    ]

    @Test func paragraphDiffersFromPangoOnlyAtListedWords() throws {
        let paragraph = try String(contentsOfFile: StyleRepo.path("Fixtures/text/paragraphs/th.txt"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        let row = try #require(try Self.rows().first { $0.text == paragraph })
        let ours = Set(Self.ours(row).compactMap { Int($0) })
        #expect(Self.ours(row) == row.icu)
        let differing = ours.symmetricDifference(row.pango)
        #expect(differing == Set(Self.paragraphDifferences.keys), "\(differing.sorted())")
        let engine = DictionaryBreakEngine.thai
        for (offset, listed) in Self.paragraphDifferences {
            // Typeset breaks there exactly when Pango does not, and libthai's word breaks are Pango's.
            #expect(ours.contains(offset) != row.pango.contains(offset))
            #expect(row.libthai.contains(offset) == row.pango.contains(offset))
            #expect(ours.contains(offset) == !listed.inICU, "\(listed.reason)")
            var node = DictionaryTrie.root
            for s in listed.icuWord.unicodeScalars { node = node >= 0 ? engine.trie.walk(node, engine.trieByte(s.value)) : -1 }
            #expect((node >= 0 && engine.trie.isWord(node)) == listed.inICU, "\(listed.reason)")
            // The word lies across the offset in the paragraph.
            let scalars = row.scalars
            let word = Array(listed.icuWord.unicodeScalars)
            let start = (max(0, offset - word.count + 1)..<offset).first { s in s + word.count <= scalars.count && Array(scalars[s..<(s + word.count)]) == word }
            #expect(start != nil, "\(listed.reason)")
        }
    }

    /// Random mixes of Thai letters, marks, digits, punctuation, brackets, Latin and spaces:
    /// increasing offsets, the string and scalar iterators agree (no trap, no stall).
    @Test func randomTextBreaksAreWellFormed() {
        var random = SplitMix64(seed: 20)
        let pool: [UInt32] = Array(0x0E01...0x0E3A) + Array(0x0E3F...0x0E5B)
            + [0x20, 0x2E, 0x28, 0x29, 0x3C, 0x3E, 0x22, 0x2C, 0x31, 0x61, 0x5F, 0x0A, 0xA0, 0xD7, 0x201C, 0x201D, 0x200B, 0x0E81, 0x4E00]
        for _ in 0..<3_000 {
            let count = Int(random.next() % 40) + 1
            let scalars = (0..<count).compactMap { _ in Unicode.Scalar(pool[Int(random.next() % UInt64(pool.count))]) }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            let string = String(view)
            let viaString = LineBreakIterator(string).map(\.offset)
            let viaScalars = ScalarLineBreakIterator(scalars).map(\.offset)
            #expect(viaString == viaScalars)
            #expect(LineBreakIterator(string, dictionaries: .pango).map(\.offset) == ScalarLineBreakIterator(scalars, dictionaries: .pango).map(\.offset))
            #expect(zip(viaString, viaString.dropFirst()).allSatisfy { $0 < $1 })
            #expect(viaString.last == scalars.count && (viaString.first ?? 1) > 0)
        }
    }
}
