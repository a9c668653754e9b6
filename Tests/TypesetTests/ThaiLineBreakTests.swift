import Foundation
import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// Thai word breaks against libthai and line break opportunities against Pango
/// (Scripts/expectations_thai_breaks.py: CLDR's Thai names, the Thai paragraph, and seeded
/// sequences of dictionary words). Set TYPESET_THAI_BREAKS to another file of the same format
/// to check a larger sample.
@Suite struct ThaiLineBreakTests {
    struct Row {
        var text: String
        var libthai: [Int]
        var pango: [Int]
    }

    static func rows() throws -> [Row] {
        let path = ProcessInfo.processInfo.environment["TYPESET_THAI_BREAKS"]
            ?? StyleRepo.path("Tests/TypesetTests/Expectations/thai-breaks.tsv")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            func offsets(_ i: Int) -> [Int] { i < f.count ? f[i].split(separator: ",").compactMap { Int($0) } : [] }
            return Row(text: String(f[0]), libthai: offsets(1), pango: offsets(2))
        }
    }

    @Test func wordBreaksEqualLibthais() throws {
        let rows = try Self.rows()
        var differing: [String] = []
        for row in rows {
            let bytes = row.text.unicodeScalars.map { ThaiWordBreaker.tis($0.value) }
            let ours = ThaiWordBreaker.breaks(bytes)
            if ours != row.libthai { differing.append("\(row.text): libthai \(row.libthai) typeset \(ours)") }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(rows.count) differ:\n\(differing.prefix(20).joined(separator: "\n"))")
        #expect(rows.count > 1000)
    }

    @Test func lineBreaksEqualPangos() throws {
        let rows = try Self.rows()
        var differing: [String] = []
        for row in rows {
            let count = row.text.unicodeScalars.count
            // Pango mode: the rows include the Lao, Khmer and Myanmar paragraphs, which Pango
            // 1.50 breaks with no dictionary.
            let ours = LineBreakIterator(row.text, dictionaries: .pango).map(\.offset).filter { $0 < count }
            let scalars = Array(row.text.unicodeScalars)
            let viaScalars = ScalarLineBreakIterator(scalars, dictionaries: .pango).map(\.offset).filter { $0 < count }
            if ours != row.pango || viaScalars != ours {
                differing.append("\(row.text): pango \(row.pango) typeset \(ours) scalars \(viaScalars)")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(rows.count) differ:\n\(differing.prefix(20).joined(separator: "\n"))")
    }

    /// The one-pass recovery table equals libthai's per-position search at every position.
    @Test func recoveryTableEqualsSearch() throws {
        var matcher = MaximalMatcher()
        var checked = 0
        for row in try Self.rows() {
            let bytes = row.text.unicodeScalars.map { ThaiWordBreaker.tis($0.value) }
            for run in bytes.split(whereSeparator: { ThaiWordBreaker.classTable[Int($0)] != ThaiWordBreaker.thaiClass }) {
                let text = Array(run)
                matcher.chunk = text[...]
                ThaiWordBreaker.hints(text, text.indices, into: &matcher.hints)
                matcher.follows.removeAll()
                matcher.computeFollows(dictionary: .shared)
                for p in text.indices where matcher.hints[p] {
                    #expect(Int(matcher.follows[p]) == matcher.wordsFollow(from: p, dictionary: .shared), "\(row.text) at \(p)")
                    checked += 1
                }
            }
        }
        #expect(checked > 10_000)
    }

    /// Random mixes of Thai letters, marks, digits, punctuation, brackets, Latin and spaces:
    /// increasing offsets, the string and scalar iterators agree, ASCII offsets are unchanged
    /// by the Thai analysis (no trap, no stall).
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
            #expect(zip(viaString, viaString.dropFirst()).allSatisfy { $0 < $1 })
            #expect(viaString.last == scalars.count && (viaString.first ?? 1) > 0)
        }
    }

    @Test func dictionaryHoldsLibthaisWords() {
        let dictionary = ThaiDictionary.shared
        #expect(dictionary.contains("ภาษา".unicodeScalars))
        #expect(dictionary.contains("ไทย".unicodeScalars))
        #expect(!dictionary.contains("ภาษาไทยเป็น".unicodeScalars))
        #expect(!dictionary.contains("".unicodeScalars))
    }
}
