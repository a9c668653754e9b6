import Foundation
import Testing
import TypesetFont
@testable import TypesetShaping
@testable import TypesetUnicode
import TypesetTestSupport

/// The Khmer and Myanmar shapers' pieces on the Noto Sans Khmer and Myanmar fixtures: which
/// shaper a font gets, syllables (consonant syllables, broken clusters, the rest), dotted circles
/// and reordering. Whole-run results are checked against HarfBuzz elsewhere (in-house cases,
/// OTLExpectationTests' sample lines, `Scripts/check_live.sh`).
@Suite("Khmer and Myanmar shapers")
struct KhmerMyanmarShaperTests {
    static let khmer = ConformanceRunner.face(Repository.path("Fixtures/fonts/NotoSansKhmer-Regular-subset.ttf"))
    static let myanmar = ConformanceRunner.face(Repository.path("Fixtures/fonts/NotoSansMyanmar-Regular-subset.ttf"))
    static let latin = ConformanceRunner.face(Repository.path("Fixtures/fonts/DejaVuSans-subset.ttf"))

    @Test func shaperChoice() throws {
        let khmer = try #require(KhmerMyanmarShaperTests.khmer), myanmar = try #require(KhmerMyanmarShaperTests.myanmar)
        let latin = try #require(KhmerMyanmarShaperTests.latin)
        #expect(ShapePlan(face: khmer, scriptTags: ["khmr"]).shaper == .khmer)
        // Khmer takes the Khmer shaper whatever script the font has for it.
        #expect(ShapePlan(face: latin, scriptTags: ["khmr"]).shaper == .khmer)
        #expect(ShapePlan(face: myanmar, scriptTags: ["mym2", "mymr"]).shaper == .myanmar)
        // A font without a Myanmar script (its DFLT or latn chosen) gets the default shaper.
        #expect(ShapePlan(face: latin, scriptTags: ["mym2", "mymr"]).shaper == .standard)
        #expect(ShapePlan(face: latin, scriptTags: ["qaag"]).shaper == .zawgyi)
    }

    /// `text` after the shaper's classes and syllables: one string per syllable, `kind:` then
    /// the scalars in hex.
    static func syllables(_ text: String, khmer: Bool) -> [String] {
        var buffer = GlyphBuffer()
        buffer.add(text)
        OpenTypeShaper.setCharacterProperties(&buffer)
        if khmer {
            KhmerShaper.setCategories(&buffer)
            KhmerShaper.findSyllables(&buffer)
        } else {
            MyanmarShaper.setCategories(&buffer)
            MyanmarShaper.findSyllables(&buffer)
        }
        var out: [String] = []
        var start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            let kind = buffer.infos[start].syllable & 0x0F
            out.append("\(kind):" + buffer.infos[start..<end].map { String($0.codepoint, radix: 16) }.joined(separator: " "))
            start = end
        }
        return out
    }

    @Test func khmerSyllables() {
        // 0 consonant syllable, 1 broken cluster, 2 other.
        #expect(KhmerMyanmarShaperTests.syllables("ក្រុម", khmer: true) == ["0:1780 17d2 179a 17bb", "0:1798"])
        #expect(KhmerMyanmarShaperTests.syllables("ុ", khmer: true) == ["1:17bb"])
        // A digit is a placeholder: it carries a vowel without a dotted circle.
        #expect(KhmerMyanmarShaperTests.syllables("1ា a", khmer: true) == ["0:31 17b6", "2:20", "2:61"])
        // A register shifter right after a base, or starting a broken cluster.
        #expect(KhmerMyanmarShaperTests.syllables("ក៉៉", khmer: true) == ["0:1780 17c9 17c9"])
        #expect(KhmerMyanmarShaperTests.syllables("កា៉", khmer: true) == ["0:1780 17b6", "1:17c9"])
    }

    @Test func myanmarSyllables() {
        // 0 consonant syllable, 2 broken cluster, 3 other.
        #expect(KhmerMyanmarShaperTests.syllables("ကြွေ", khmer: false) == ["0:1000 103c 103d 1031"])
        #expect(KhmerMyanmarShaperTests.syllables("င်္ဂါ", khmer: false) == ["0:1004 103a 1039 1002 102b"])
        #expect(KhmerMyanmarShaperTests.syllables("ိ", khmer: false) == ["2:102d"])
        #expect(KhmerMyanmarShaperTests.syllables("\u{200D}", khmer: false) == ["3:200d"])
        // Visarga then a Pwo Karen tone stay in one syllable (HarfBuzz 15).
        #expect(KhmerMyanmarShaperTests.syllables("ကး\u{1069}", khmer: false) == ["0:1000 1038 1069"])
    }

    /// `text` through syllables, dotted circles and reordering: the scalars in order and the
    /// clusters.
    static func reordered(_ text: String, khmer: Bool) -> (String, [Int]) {
        var buffer = GlyphBuffer()
        buffer.add(text)
        OpenTypeShaper.setCharacterProperties(&buffer)
        OpenTypeShaper.formClusters(&buffer)
        if khmer {
            KhmerShaper.setCategories(&buffer)
            KhmerShaper.findSyllables(&buffer)
            _ = KhmerShaper.reorder(&buffer, masks: KhmerShaper.Masks(), circle: GlyphID(1))
        } else {
            MyanmarShaper.setCategories(&buffer)
            MyanmarShaper.findSyllables(&buffer)
            _ = MyanmarShaper.reorder(&buffer, circle: GlyphID(1))
        }
        return (buffer.infos.map { String($0.codepoint, radix: 16) }.joined(separator: " "), buffer.infos.map(\.cluster))
    }

    @Test func khmerReordering() {
        // Coeng + Ro before the base; a pre-base vowel before both; one cluster.
        let (order, clusters) = KhmerMyanmarShaperTests.reordered("ក្រេ", khmer: true)
        #expect(order == "17c1 17d2 179a 1780")
        #expect(clusters == [0, 0, 0, 0])
        // A broken cluster gets a dotted circle at its start.
        #expect(KhmerMyanmarShaperTests.reordered("ាក", khmer: true).0 == "25cc 17b6 1780")
    }

    @Test func myanmarReordering() {
        // Kinzi after the base; medial Ra before it; E before everything.
        #expect(KhmerMyanmarShaperTests.reordered("င်္ဂ", khmer: false).0 == "1002 1004 103a 1039")
        #expect(KhmerMyanmarShaperTests.reordered("ကြေ", khmer: false).0 == "1031 103c 1000")
        // Two pre-base vowels: drawn in reverse order.
        #expect(KhmerMyanmarShaperTests.reordered("က\u{1031}\u{1084}", khmer: false).0 == "1084 1031 1000")
    }

    /// Long and hostile runs stay bounded: a run of 5,000 marks is split and shaped.
    @Test func longRunsOfMarks() throws {
        let khmer = try #require(KhmerMyanmarShaperTests.khmer), myanmar = try #require(KhmerMyanmarShaperTests.myanmar)
        for (face, tags, text) in [(khmer, ["khmr"] as [TypesetFont.Tag], String(repeating: "\u{17D2}\u{17C6}", count: 2500)),
                                   (myanmar, ["mym2", "mymr"], String(repeating: "\u{1039}\u{103A}\u{1031}", count: 1700))] {
            let plan = ShapePlan(face: face, scriptTags: tags)
            var buffer = GlyphBuffer()
            buffer.add(text)
            OpenTypeShaper.shape(&buffer, face: face, plan: plan)
            #expect(buffer.count > 0)
            #expect(buffer.infos.allSatisfy { $0.cluster >= 0 && $0.cluster < text.unicodeScalars.count })
            #expect(buffer.positions.count == buffer.count)
        }
    }
}
