import Foundation
import TypesetTestSupport
import Testing
@testable import Typeset
@testable import TypesetUnicode
@testable import TypesetStyle
@testable import TypesetLayout

/// Runs every case of Unicode's LineBreakTest.txt (15.0.0, committed in Fixtures/unicode).
@Suite struct LineBreakConformanceTests {
    struct Case {
        let line: Int
        let scalars: [Unicode.Scalar]
        /// Scalar offsets with a break (÷), excluding offset 0 (always ×).
        var breaks: [Int]
        let source: String
    }

    static let fixture = Repository.path("Fixtures/unicode/LineBreakTest.txt")

    static func loadCases() throws -> [Case] {
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        var cases: [Case] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.isEmpty { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            for field in fields {
                switch field {
                case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
                case "×": break
                default:
                    guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else {
                        Issue.record("line \(number + 1): bad field \(field)")
                        continue
                    }
                    scalars.append(scalar)
                }
            }
            cases.append(Case(line: number + 1, scalars: scalars, breaks: breaks, source: String(rawLine)))
        }
        return cases
    }

    static func hex(_ scalars: [Unicode.Scalar]) -> String {
        scalars.map { let h = String($0.value, radix: 16, uppercase: true); return String(repeating: "0", count: max(0, 4 - h.count)) + h }.joined(separator: " ")
    }

    @Test func everyLineOfLineBreakTestPasses() throws {
        let cases = try Self.loadCases()
        // LineBreakTest-15.0.0.txt has 7,654 test lines; a short read would pass vacuously.
        #expect(cases.count == 7654)
        var failures = 0
        for test in cases {
            // LineBreakTest.txt treats SA letters as AL (no dictionary): Typeset's Pango mode does
            // that for Lao, Khmer and Myanmar; Thai breaks by ICU's dictionary, which divides no
            // run of Thai letters as short as those of the file.
            let actual = ScalarLineBreakIterator(test.scalars, dictionaries: .pango).map(\.offset)
            if actual != test.breaks {
                failures += 1
                if failures <= 30 {
                    Issue.record("""
                        LineBreakTest.txt line \(test.line): \(Self.hex(test.scalars))
                          expected breaks at \(test.breaks), got \(actual)
                          \(test.source)
                        """)
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(cases.count) LineBreakTest.txt lines fail")
    }

    /// The String iterator must agree with the scalar iterator, and its UTF-8 offsets must
    /// point at the same places.
    @Test func stringIteratorAgreesOnEveryLine() throws {
        let cases = try Self.loadCases()
        var failures = 0
        for test in cases {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: test.scalars)
            let string = String(text)
            let opportunities = Array(LineBreakIterator(string, dictionaries: .pango))
            var expectedUTF8: [Int] = []
            for offset in test.breaks {
                expectedUTF8.append(test.scalars[..<offset].reduce(0) { $0 + UTF8.width($1) })
            }
            if opportunities.map(\.offset) != test.breaks || opportunities.map(\.utf8Offset) != expectedUTF8 {
                failures += 1
                if failures <= 10 { Issue.record("line \(test.line): \(opportunities) vs \(test.breaks) / \(expectedUTF8)") }
            }
            // Only the end of text is mandatory unless the text contains BK, CR, LF or NL.
            let hard: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
            if !test.scalars.contains(where: { hard.contains($0.value) }) {
                let mandatory = opportunities.filter(\.isMandatory).map(\.offset)
                if mandatory != [test.scalars.count] {
                    failures += 1
                    Issue.record("line \(test.line): mandatory breaks \(mandatory)")
                }
            }
        }
        #expect(failures == 0)
    }
}
