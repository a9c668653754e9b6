import Foundation
import Testing
import TypesetFont
@testable import TypesetShaping
@testable import TypesetUnicode
import TypesetTestSupport

/// The Arabic shaper's joining (types from ArabicShaping.txt, the state machine, context) and
/// the right-to-left output order, on the Noto Sans Arabic and Hebrew fixtures.
@Suite("Arabic and Hebrew shapers")
struct ArabicShaperTests {
    static let arabic = ConformanceRunner.face(Repository.path("Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"))
    static let hebrew = ConformanceRunner.face(Repository.path("Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf"))

    @Test func joiningTypes() {
        typealias J = ArabicShaper.Joining
        let cases: [(UInt32, UInt8)] = [
            (0x0628, J.d), (0x0627, J.r), (0x0621, J.u), (0x0640, J.d), (0x200D, J.d), (0x200C, J.u),
            (0x0710, J.alaph), (0x0715, J.dalathRish), (0x072A, J.dalathRish), (0x0712, J.d), (0x1820, J.d), (0x1807, J.d),
            (0xA872, J.l), (0x07CA, J.d), (0x064E, J.t), (0x0670, J.t), (0x0020, J.u), (0x0041, J.u), (0x00AD, J.t),
            (0x1E900, J.d), (0x10F30, J.d),
        ]
        for (scalar, expected) in cases {
            #expect(ArabicShaper.joiningType(scalar, UnicodeProperties.generalCategory(scalar)) == expected, "U+\(String(scalar, radix: 16))")
        }
    }

    /// The forms the joining gives each character of `text` (logical order; `-` for none).
    static func forms(_ text: String, before: String = "", after: String = "") -> String {
        guard let face = arabic else { return "no font" }
        let plan = ShapePlan(face: face, scriptTags: ["arab"], direction: .rightToLeft)
        var buffer = GlyphBuffer()
        buffer.add(text)
        buffer.precedingContext = before.unicodeScalars.map(\.value)
        buffer.followingContext = after.unicodeScalars.map(\.value)
        OpenTypeShaper.setCharacterProperties(&buffer)
        ArabicShaper.setupMasks(&buffer, plan: plan)
        let names = ["isol", "fina", "fin2", "fin3", "medi", "med2", "init", "-"]
        return buffer.infos.map { names[Int($0.shaperCategory)] }.joined(separator: " ")
    }

    @Test func joiningStateMachine() {
        #expect(ArabicShaperTests.forms("بيت") == "init medi fina")
        #expect(ArabicShaperTests.forms("باب") == "init fina isol")
        #expect(ArabicShaperTests.forms("بَيت") == "init - medi fina")  // marks are transparent
        #expect(ArabicShaperTests.forms("ب\u{200C}ب") == "isol - isol")  // ZWNJ breaks the joining
        #expect(ArabicShaperTests.forms("ب\u{200D}") == "init fina")  // ZWJ joins (and takes a form)
        #expect(ArabicShaperTests.forms("بـب") == "init medi fina")  // tatweel
        #expect(ArabicShaperTests.forms("ب ب") == "isol - isol")
        // Syriac: ALAPH final after a joining letter, fin2 after a non-joining one, fin3 after
        // DALATH or RISH; med2 for ALAPH between.
        #expect(ArabicShaperTests.forms("ܒܐ") == "init fina")
        #expect(ArabicShaperTests.forms("ܘܐ") == "isol fin2")
        #expect(ArabicShaperTests.forms("ܕܐ") == "isol fin3")
        #expect(ArabicShaperTests.forms("ܒܐܒ") == "init med2 isol")
        // Context: the run's letters join the characters around it.
        #expect(ArabicShaperTests.forms("ب", before: "ب") == "fina")
        #expect(ArabicShaperTests.forms("ب", after: "ب") == "init")
        #expect(ArabicShaperTests.forms("ب", before: "بَ", after: "\u{064E}ا") == "medi")
    }

    /// Right to left, glyphs come back in visual order: clusters descend, marks before their
    /// base; advances are positive.
    @Test func visualOrder() throws {
        let face = try #require(ArabicShaperTests.arabic)
        let plan = ShapePlan(face: face, scriptTags: ["arab"], direction: .rightToLeft)
        var buffer = GlyphBuffer()
        buffer.add("كِتاب")
        OpenTypeShaper.shape(&buffer, face: face, plan: plan)
        #expect(buffer.infos.map(\.cluster) == [4, 3, 2, 0, 0])
        #expect(buffer.infos[3].isMark && !buffer.infos[4].isMark)
        #expect(buffer.positions.allSatisfy { $0.xAdvance >= 0 })
        #expect(buffer.direction == .rightToLeft)
        // Asked for left to right, the Arabic run is shaped in its own direction with its
        // graphemes reversed: it comes back left to right, clusters ascending.
        let forward = ShapePlan(face: face, scriptTags: ["arab"], direction: .leftToRight)
        var reversed = GlyphBuffer()
        reversed.add("كِتاب")
        OpenTypeShaper.shape(&reversed, face: face, plan: forward)
        #expect(reversed.infos.map(\.cluster) == [0, 0, 2, 3, 4])
        // Digits alone stay left to right.
        var digits = GlyphBuffer()
        digits.add("١٢٣")
        OpenTypeShaper.shape(&digits, face: face, plan: forward)
        #expect(digits.infos.map(\.cluster) == [0, 1, 2])
    }

    @Test func hebrewPresentationForms() {
        #expect(HebrewShaper.compose(0x05E9, 0x05C1, hasMarkPositioning: false) == 0xFB2A)
        #expect(HebrewShaper.compose(0x05D1, 0x05BC, hasMarkPositioning: false) == 0xFB31)
        #expect(HebrewShaper.compose(0x05D7, 0x05BC, hasMarkPositioning: false) == nil)
        #expect(HebrewShaper.compose(0xFB2A, 0x05BC, hasMarkPositioning: false) == 0xFB2C)
        #expect(HebrewShaper.compose(0x05D1, 0x05BC, hasMarkPositioning: true) == nil)
    }

    @Test func scriptDirections() {
        #expect(UnicodeScript.arabic.horizontalDirection == .rightToLeft)
        #expect(UnicodeScript.hebrew.horizontalDirection == .rightToLeft)
        #expect(UnicodeScript.nko.horizontalDirection == .rightToLeft)
        #expect(UnicodeScript.latin.horizontalDirection == .leftToRight)
        #expect(UnicodeScript.common.horizontalDirection == .leftToRight)
        #expect(UnicodeScript(iso15924: "Runr")?.horizontalDirection == nil)
    }
}
