/// A four-byte OpenType tag such as `head` or `kern`.
public struct Tag: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The tag's four bytes, big-endian.
    public let rawValue: UInt32

    /// Creates a tag from its big-endian integer value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Creates a tag from up to four ASCII characters, padded with spaces.
    public init(_ string: String) {
        var value: UInt32 = 0
        var count = 0
        for byte in string.utf8.prefix(4) {
            value = value << 8 | UInt32(byte)
            count += 1
        }
        while count < 4 {
            value = value << 8 | 0x20
            count += 1
        }
        rawValue = value
    }

    public init(stringLiteral value: String) { self.init(value) }

    public var description: String {
        var scalars = ""
        for shift in stride(from: 24, through: 0, by: -8) {
            let byte = UInt8(truncatingIfNeeded: rawValue >> UInt32(shift))
            scalars.unicodeScalars.append((0x20...0x7E).contains(byte) ? Unicode.Scalar(byte) : "?")
        }
        return scalars
    }

    public static func < (lhs: Tag, rhs: Tag) -> Bool { lhs.rawValue < rhs.rawValue }
}
