import Testing
@testable import TypesetShaping
@testable import TypesetUnicode

/// Bidi_Class, Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type from the generated tables
/// (Scripts/generate_bidi_tables.py, which checks the whole Bidi_Class table against
/// UnicodeData.txt and DerivedBidiClass.txt when it writes it).
@Suite("Bidi properties")
struct BidiPropertyTests {
    @Test func bidiClasses() {
        let expected: [(UInt32, BidiClass)] = [
            (0x41, .leftToRight), (0x05D0, .rightToLeft), (0x0627, .arabicLetter), (0x31, .europeanNumber),
            (0x2B, .europeanSeparator), (0x24, .europeanTerminator), (0x0660, .arabicNumber), (0x2C, .commonSeparator),
            (0x0300, .nonspacingMark), (0x200D, .boundaryNeutral), (0x2029, .paragraphSeparator), (0x0A, .paragraphSeparator),
            (0x09, .segmentSeparator), (0x20, .whiteSpace), (0x21, .otherNeutral), (0x202A, .leftToRightEmbedding),
            (0x202D, .leftToRightOverride), (0x202B, .rightToLeftEmbedding), (0x202E, .rightToLeftOverride),
            (0x202C, .popDirectionalFormat), (0x2066, .leftToRightIsolate), (0x2067, .rightToLeftIsolate),
            (0x2068, .firstStrongIsolate), (0x2069, .popDirectionalIsolate),
            // Unassigned code points: the defaults of DerivedBidiClass.txt's @missing lines and
            // its explicit BN for noncharacters and default ignorables.
            (0x05FF, .rightToLeft), (0x07BF, .arabicLetter), (0x20CF, .europeanTerminator), (0x0378, .leftToRight),
            (0xFDD0, .boundaryNeutral), (0xE0FFF, .boundaryNeutral), (0x1EFFF, .rightToLeft), (0x110000, .leftToRight),
        ]
        for (scalar, value) in expected {
            #expect(UnicodeProperties.bidiClass(scalar) == value, "U+\(String(scalar, radix: 16))")
        }
        for value in BidiClass.allCases {
            #expect(BidiClass(abbreviation: value.abbreviation) == value)
        }
        #expect(BidiClass(abbreviation: "XX") == nil)
        #expect(BidiClass.boundaryNeutral.isRemovedByX9 && BidiClass.popDirectionalFormat.isRemovedByX9)
        #expect(!BidiClass.popDirectionalIsolate.isRemovedByX9 && BidiClass.popDirectionalIsolate.isIsolateControl)
    }

    /// `BidiParagraph.paragraphRanges` compares with this list instead of looking every
    /// character up: it must be every paragraph separator of the table.
    @Test func paragraphSeparatorsAreWhereParagraphRangesLooks() {
        var separators: [UInt32] = []
        for value in UInt32(0)...0x10FFFF where UnicodeProperties.bidiClass(value) == .paragraphSeparator { separators.append(value) }
        #expect(separators == [0x0A, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2029])
    }

    @Test func pairedBrackets() throws {
        let open = try #require(UnicodeProperties.bidiPairedBracket(0x28))
        #expect(open == BidiPairedBracket(pair: 0x29, type: .open, key: 0x28))
        #expect(UnicodeProperties.bidiPairedBracket(0x29) == BidiPairedBracket(pair: 0x28, type: .close, key: 0x28))
        // U+2329/U+232A are canonically U+3008/U+3009: one key for all four.
        for scalar: UInt32 in [0x2329, 0x232A, 0x3008, 0x3009] {
            #expect(UnicodeProperties.bidiPairedBracket(scalar)?.key == 0x3008)
        }
        // Mirrored but no bracket; no bracket at all.
        #expect(UnicodeProperties.bidiPairedBracket(0x3C) == nil)
        #expect(UnicodeProperties.bidiPairedBracket(0x61) == nil)
        var count = 0
        for scalar: UInt32 in 0..<0x20000 {
            guard let bracket = UnicodeProperties.bidiPairedBracket(scalar) else { continue }
            count += 1
            let other = try #require(UnicodeProperties.bidiPairedBracket(bracket.pair))
            #expect(other.pair == scalar && other.type != bracket.type && other.key == bracket.key)
            #expect(UnicodeProperties.bidiClass(scalar) == .otherNeutral && UnicodeProperties.mirror(scalar) != nil)
        }
        #expect(count == BidiTables.bracketCount)
    }
}
