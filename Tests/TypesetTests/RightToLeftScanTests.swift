import Testing
import TypesetShaping
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// Layout resolves bidi levels only for text with a character that `mayBeRightToLeft` admits;
/// that scan must admit every character that can make a run right to left.
@Suite("Right-to-left scan")
struct RightToLeftScanTests {
    @Test func admitsEveryRightToLeftCharacter() {
        let rightToLeft: Set<BidiClass> = [.rightToLeft, .arabicLetter, .rightToLeftEmbedding, .rightToLeftOverride,
                                           .rightToLeftIsolate, .firstStrongIsolate]
        var missed: [UInt32] = []
        for value in UInt32(0)...0x10FFFF where rightToLeft.contains(UnicodeProperties.bidiClass(value)) {
            if !CharacterClass.mayBeRightToLeft(value) { missed.append(value) }
        }
        #expect(missed.isEmpty, "\(missed.prefix(20).map { String($0, radix: 16) })")
    }
}
