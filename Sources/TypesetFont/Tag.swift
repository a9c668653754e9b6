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

extension Tag {
    /// The `head` table.
    public static let head = Tag(rawValue: 0x68656164)
    /// The `hhea` table.
    public static let hhea = Tag(rawValue: 0x68686561)
    /// The `maxp` table.
    public static let maxp = Tag(rawValue: 0x6D617870)
    /// The `OS/2` table.
    public static let os2 = Tag(rawValue: 0x4F532F32)
    /// The `name` table.
    public static let name = Tag(rawValue: 0x6E616D65)
    /// The `post` table.
    public static let post = Tag(rawValue: 0x706F7374)
    /// The `cmap` table.
    public static let cmap = Tag(rawValue: 0x636D6170)
    /// The `hmtx` table.
    public static let hmtx = Tag(rawValue: 0x686D7478)
    /// The `kern` table.
    public static let kern = Tag(rawValue: 0x6B65726E)
    /// The `GPOS` table.
    public static let gpos = Tag(rawValue: 0x47504F53)
    /// The `GSUB` table.
    public static let gsub = Tag(rawValue: 0x47535542)
    /// The `GDEF` table.
    public static let gdef = Tag(rawValue: 0x47444546)
    /// The `glyf` table.
    public static let glyf = Tag(rawValue: 0x676C7966)
    /// The `loca` table.
    public static let loca = Tag(rawValue: 0x6C6F6361)
    /// The `CFF ` table.
    public static let cff = Tag(rawValue: 0x43464620)
    /// The `CFF2` table.
    public static let cff2 = Tag(rawValue: 0x43464632)
    /// The `STAT` table.
    public static let stat = Tag(rawValue: 0x53544154)
}
