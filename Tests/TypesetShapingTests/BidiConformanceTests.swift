import Foundation
import Testing
import TypesetTestSupport
@testable import TypesetShaping
@testable import TypesetUnicode

/// Every case of Unicode's BidiTest.txt and BidiCharacterTest.txt (15.0.0, committed in
/// Fixtures/unicode): resolved levels after L1 and the visual order of L2, one line per
/// paragraph. The files mark the characters X9 removes with `x` and leave them out of the
/// order; the tests check that those are exactly the characters `isRemovedByX9` names, then
/// compare the rest.
@Suite("Bidi conformance")
struct BidiConformanceTests {
    static let bidiTest = Repository.path("Fixtures/unicode/BidiTest.txt")
    static let bidiCharacterTest = Repository.path("Fixtures/unicode/BidiCharacterTest.txt")

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try #require(FileManager.default.contents(atPath: path), "missing \(path)"))
    }

    /// A reader of the test files' lines and fields. Plain loops over the bytes: the test
    /// target is built without optimization, and the files hold 1.6 million cases.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// The line being read: its number and its end (the line feed's index).
        var lineNumber = 0
        var lineEnd = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Moves to the next line; false at the end of the file.
        mutating func nextLine() -> Bool {
            if lineNumber > 0 { position = lineEnd + 1 }
            guard position < bytes.count else { return false }
            lineNumber += 1
            var end = position
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            lineEnd = end
            return true
        }

        /// The first byte of the line (0 for an empty one).
        var first: UInt8 { position < lineEnd ? bytes[position] : 0 }

        /// Skips spaces and tabs; returns the next byte of the line (0 at its end).
        mutating func skipSpaces() -> UInt8 {
            while position < lineEnd, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D {
                position += 1
            }
            return position < lineEnd ? bytes[position] : 0
        }

        /// The next token up to a space, tab, semicolon or the end of the line, packed into an
        /// integer (its last 8 bytes, big-endian) with its length, or nil at a semicolon or the
        /// line end.
        mutating func token() -> (packed: UInt64, length: Int)? {
            let byte = skipSpaces()
            if byte == 0 || byte == UInt8(ascii: ";") { return nil }
            var packed: UInt64 = 0
            var length = 0
            while position < lineEnd {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == UInt8(ascii: ";") { break }
                packed = packed << 8 | UInt64(byte)
                length += 1
                position += 1
            }
            return (packed, length)
        }

        /// Skips the semicolon ending a field; false when there is none.
        mutating func semicolon() -> Bool {
            guard skipSpaces() == UInt8(ascii: ";") else { return false }
            position += 1
            return true
        }

        /// The numbers of the field (`x`: -1) into `values`; false on a malformed token.
        mutating func numbers(into values: inout [Int], hexadecimal: Bool = false) -> Bool {
            values.removeAll(keepingCapacity: true)
            while let (packed, length) = token() {
                guard let value = Reader.number(packed, length, hexadecimal: hexadecimal) else { return false }
                values.append(value)
            }
            return true
        }

        static func number(_ packed: UInt64, _ length: Int, hexadecimal: Bool) -> Int? {
            if length == 1, packed == UInt64(UInt8(ascii: "x")) { return -1 }
            guard length > 0, length <= 7 else { return nil }
            var value = 0
            var shift = (length - 1) * 8
            while shift >= 0 {
                let byte = Int((packed >> UInt64(shift)) & 0xFF)
                shift -= 8
                let digit: Int
                if byte >= 0x30, byte <= 0x39 {
                    digit = byte - 0x30
                } else if hexadecimal, byte >= 0x41, byte <= 0x46 {
                    digit = byte - 0x41 + 10
                } else {
                    return nil
                }
                value = value * (hexadecimal ? 16 : 10) + digit
            }
            return value
        }

        /// The text of the current line, for messages.
        var lineText: String {
            var start = lineEnd
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), as: UTF8.self)
        }
    }

    /// Compares a paragraph's levels (after L1, one line) and visual order with the expected
    /// ones (-1: removed by X9); `nil` when they agree, else what differs.
    static func check(_ paragraph: BidiParagraph, count: Int, levels expected: [Int], order expectedOrder: [Int]) -> String? {
        let line = paragraph.lineLevels(0..<count)
        guard line.count == count, expected.count == count else {
            return "\(line.count) levels for \(count) characters, \(expected.count) expected"
        }
        var index = 0
        while index < count {
            let removed = paragraph.isRemovedByX9(at: index)
            if removed != (expected[index] < 0) || (!removed && Int(line[index]) != expected[index]) {
                return "levels \(line.enumerated().map { paragraph.isRemovedByX9(at: $0.offset) ? "x" : String($0.element) }), expected \(expected.map { $0 < 0 ? "x" : String($0) })"
            }
            index += 1
        }
        let order = paragraph.visualOrder(line: 0..<count)
        var kept = 0
        var matches = order.count == count
        index = 0
        while index < order.count {
            let character = order[index]
            if !paragraph.isRemovedByX9(at: character) {
                if kept >= expectedOrder.count || expectedOrder[kept] != character { matches = false }
                kept += 1
            }
            index += 1
        }
        if !matches || kept != expectedOrder.count {
            return "order \(order.filter { !paragraph.isRemovedByX9(at: $0) }) of \(order.count), expected \(expectedOrder)"
        }
        return nil
    }

    /// BidiTest.txt's bitset: 1 auto (P2–P3), 2 left to right, 4 right to left.
    static let directions: [BidiParagraph.Direction] = [.auto, .leftToRight, .rightToLeft]
    /// BidiCharacterTest.txt's field 1: 0 left to right, 1 right to left, 2 auto.
    static let characterTestDirections: [BidiParagraph.Direction] = [.leftToRight, .rightToLeft, .auto]

    @Test func everyCaseOfBidiTest() throws {
        let bytes = try Self.bytes(Self.bidiTest)
        let names = BidiClass.allCases.map { $0.abbreviation.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
        var expectedLevels: [Int] = []
        var expectedOrder: [Int] = []
        var dataLines = 0, passedLines = 0, cases = 0, passedCases = 0, reported = 0, malformed = 0
        var classes: [BidiClass] = []
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(buffer)
            while reader.nextLine() {
                let first = reader.first
                if first == 0 || first == UInt8(ascii: "#") { continue }
                if first == UInt8(ascii: "@") {
                    guard let (keyword, _) = reader.token() else { continue }
                    var ok = true
                    if keyword == Self.packed("@Levels:") {
                        ok = reader.numbers(into: &expectedLevels)
                    } else if keyword == Self.packed("@Reorder:") {
                        ok = reader.numbers(into: &expectedOrder)
                    }
                    if !ok { malformed += 1 }
                    continue
                }
                classes.removeAll(keepingCapacity: true)
                var known = true
                while let (name, _) = reader.token() {
                    var index = 0
                    while index < names.count, names[index] != name { index += 1 }
                    if index < names.count, let value = BidiClass(rawValue: UInt8(index)) { classes.append(value) } else { known = false }
                }
                guard known, reader.semicolon(), let (packed, length) = reader.token(),
                      let bitset = Reader.number(packed, length, hexadecimal: true) else {
                    malformed += 1
                    Issue.record("BidiTest.txt line \(reader.lineNumber): cannot read \(reader.lineText)")
                    continue
                }
                dataLines += 1
                var linePassed = true
                var bit = 0
                while bit < 3 {
                    if bitset & (1 << bit) != 0 {
                        let direction = Self.directions[bit]
                        cases += 1
                        let paragraph = BidiParagraph(classes: classes, direction: direction)
                        if let problem = Self.check(paragraph, count: classes.count, levels: expectedLevels, order: expectedOrder) {
                            linePassed = false
                            reported += 1
                            if reported <= 20 {
                                Issue.record("BidiTest.txt line \(reader.lineNumber) \(classes.map(\.abbreviation)) \(direction): \(problem)")
                            }
                        } else {
                            passedCases += 1
                        }
                    }
                    bit += 1
                }
                if linePassed { passedLines += 1 }
            }
        }
        print("BidiTest.txt: \(passedLines) of \(dataLines) lines, \(passedCases) of \(cases) cases (line × paragraph direction) pass")
        // BidiTest-15.0.0.txt has 490,846 data lines; a short read would pass vacuously.
        #expect(malformed == 0)
        #expect(dataLines == 490_846)
        #expect(passedCases == cases && passedLines == dataLines)
    }

    static func packed(_ text: String) -> UInt64 { text.utf8.suffix(8).reduce(0) { $0 << 8 | UInt64($1) } }

    @Test func everyLineOfBidiCharacterTest() throws {
        let bytes = try Self.bytes(Self.bidiCharacterTest)
        var total = 0, passed = 0, malformed = 0
        var scalars: [UInt32] = []
        var numbers: [Int] = []
        var levels: [Int] = []
        var order: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(buffer)
            while reader.nextLine() {
                let first = reader.first
                if first == 0 || first == UInt8(ascii: "#") { continue }
                var ok = reader.numbers(into: &numbers, hexadecimal: true) && reader.semicolon()
                scalars.removeAll(keepingCapacity: true)
                for value in numbers {
                    if value >= 0 { scalars.append(UInt32(truncatingIfNeeded: value)) } else { ok = false }
                }
                let direction = reader.token().flatMap { Reader.number($0.packed, $0.length, hexadecimal: false) }
                ok = ok && reader.semicolon()
                let base = reader.token().flatMap { Reader.number($0.packed, $0.length, hexadecimal: false) }
                ok = ok && reader.semicolon() && reader.numbers(into: &levels) && reader.semicolon() && reader.numbers(into: &order)
                guard ok, let direction, direction >= 0, direction < 3, let base else {
                    malformed += 1
                    Issue.record("BidiCharacterTest.txt line \(reader.lineNumber): cannot read \(reader.lineText)")
                    continue
                }
                total += 1
                let paragraph = BidiParagraph(scalars: scalars, direction: Self.characterTestDirections[direction])
                var problem = Int(paragraph.baseLevel) == base ? nil : "paragraph level \(paragraph.baseLevel), expected \(base)"
                if problem == nil {
                    problem = Self.check(paragraph, count: scalars.count, levels: levels, order: order)
                }
                if let problem {
                    if total - passed <= 20 {
                        Issue.record("BidiCharacterTest.txt line \(reader.lineNumber): \(reader.lineText)\n  \(problem)")
                    }
                } else {
                    passed += 1
                }
            }
        }
        print("BidiCharacterTest.txt: \(passed) of \(total) lines pass")
        // BidiCharacterTest-15.0.0.txt has 91,707 test lines.
        #expect(malformed == 0)
        #expect(total == 91_707)
        #expect(passed == total)
    }
}
