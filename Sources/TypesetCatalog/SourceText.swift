import TypesetSupport

/// A catalogue file decoded to Unicode scalars, with the line and column of each one.
///
/// UTF-8 (with or without a byte order mark) and UTF-16 with a byte order mark (little- or
/// big-endian, as `.strings` files saved by older Xcode versions are) are decoded; anything else
/// is reported at the first byte that is not valid. Lines end at LF, CR or CR LF; columns count
/// Unicode scalars, as ``SourcePosition`` does.
struct SourceText: Sendable {
    /// The file's scalars, without the byte order mark.
    var scalars: [Unicode.Scalar]

    /// What made the bytes unreadable: where and why.
    struct DecodingError: Error, Sendable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Decodes `bytes`.
    static func decode(_ bytes: [UInt8]) -> Result<SourceText, DecodingError> {
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return decodeUTF16(bytes, littleEndian: true) }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return decodeUTF16(bytes, littleEndian: false) }
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count - start)
        var iterator = bytes[start...].makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return .success(SourceText(scalars: scalars))
            case .error:
                let (line, column) = SourceText(scalars: scalars).endPosition()
                return .failure(DecodingError(line: line, column: column, message: "invalid UTF-8; expected a UTF-8 or UTF-16 (with byte order mark) text file"))
            }
        }
    }

    private static func decodeUTF16(_ bytes: [UInt8], littleEndian: Bool) -> Result<SourceText, DecodingError> {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
            units.append(littleEndian ? (b << 8 | a) : (a << 8 | b))
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput:
                if bytes.count % 2 == 1 {
                    let (line, column) = SourceText(scalars: scalars).endPosition()
                    return .failure(DecodingError(line: line, column: column, message: "UTF-16 file with an odd number of bytes"))
                }
                return .success(SourceText(scalars: scalars))
            case .error:
                let (line, column) = SourceText(scalars: scalars).endPosition()
                return .failure(DecodingError(line: line, column: column, message: "invalid UTF-16 (unpaired surrogate)"))
            }
        }
    }

    /// The line and column just past the last scalar.
    func endPosition() -> (line: Int, column: Int) {
        var cursor = Cursor(scalars)
        while !cursor.atEnd { cursor.advance() }
        return (cursor.line, cursor.column)
    }
}

/// A position-tracking reader over scalars, shared by the `.strings` and XML readers.
struct Cursor: Sendable {
    let scalars: [Unicode.Scalar]
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { index >= scalars.count }
    /// The scalar at the cursor, or nil at the end.
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    /// The scalar `offset` places ahead, or nil past the end.
    func peek(_ offset: Int = 1) -> Unicode.Scalar? {
        let at = index + offset
        return at >= 0 && at < scalars.count ? scalars[at] : nil
    }
    /// Whether the text at the cursor starts with `prefix`.
    func startsWith(_ prefix: String) -> Bool {
        var at = index
        for scalar in prefix.unicodeScalars {
            guard at < scalars.count, scalars[at] == scalar else { return false }
            at += 1
        }
        return true
    }

    /// Moves one scalar on, counting lines (LF, CR, CR LF).
    mutating func advance() {
        guard index < scalars.count else { return }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && current != "\n") {
            line += 1
            column = 1
        } else if scalar != "\r" {
            column += 1
        }
    }

    /// Moves `count` scalars on.
    mutating func advance(by count: Int) {
        for _ in 0..<max(0, count) { advance() }
    }

    /// The location of the cursor in `file`.
    func location(_ file: String) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// A problem that stops a file from being read, with where it is.
struct ReadFailure: Error, Sendable {
    var location: SourceLocation
    var message: String

    var diagnostic: Diagnostic { Diagnostic(.error, at: location, message) }
}

/// Hex digit value of a scalar, or nil.
func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar.value {
    case 0x30...0x39: return scalar.value - 0x30
    case 0x41...0x46: return scalar.value - 0x41 + 10
    case 0x61...0x66: return scalar.value - 0x61 + 10
    default: return nil
    }
}
