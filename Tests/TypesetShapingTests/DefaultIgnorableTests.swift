import Testing
@testable import TypesetShaping
@testable import TypesetUnicode

/// Default_Ignorable_Code_Point as the shaper and font fallback read it, against the Swift
/// standard library's Unicode data for every code point.
@Suite("Default ignorable code points")
struct DefaultIgnorableTests {
    @Test func everyCodePointAgreesWithTheStandardLibrary() {
        var differences: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if UnicodeProperties.isDefaultIgnorable(value) != scalar.properties.isDefaultIgnorableCodePoint { differences.append(value) }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20).map { String($0, radix: 16) })")
    }
}
