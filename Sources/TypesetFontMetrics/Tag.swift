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
    public static let head: Tag = "head"
    /// The `hhea` table.
    public static let hhea: Tag = "hhea"
    /// The `maxp` table.
    public static let maxp: Tag = "maxp"
    /// The `OS/2` table.
    public static let os2: Tag = "OS/2"
    /// The `name` table.
    public static let name: Tag = "name"
    /// The `post` table.
    public static let post: Tag = "post"
    /// The `cmap` table.
    public static let cmap: Tag = "cmap"
    /// The `hmtx` table.
    public static let hmtx: Tag = "hmtx"
    /// The `kern` table.
    public static let kern: Tag = "kern"
    /// The `GPOS` table.
    public static let gpos: Tag = "GPOS"
    /// The `GSUB` table.
    public static let gsub: Tag = "GSUB"
    /// The `GDEF` table.
    public static let gdef: Tag = "GDEF"
    /// The `glyf` table.
    public static let glyf: Tag = "glyf"
    /// The `loca` table.
    public static let loca: Tag = "loca"
    /// The `CFF ` table.
    public static let cff: Tag = "CFF "
    /// The `CFF2` table.
    public static let cff2: Tag = "CFF2"
    /// The `STAT` table.
    public static let stat: Tag = "STAT"
}
