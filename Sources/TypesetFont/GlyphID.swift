/// A glyph's index in its font: 0 is `.notdef`, and `maxp.numGlyphs` bounds the valid ones.
///
/// A distinct type, not a bare `UInt16`, so a glyph index cannot be mixed up with a code point,
/// a coverage index or a count. It has the size and layout of a `UInt16`.
public struct GlyphID: RawRepresentable, Sendable, Hashable, Strideable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The 16-bit glyph index as stored in font tables.
    public var rawValue: UInt16

    /// The glyph with index `rawValue`.
    @inline(__always)
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The glyph with index `rawValue`.
    @inline(__always)
    public init(_ rawValue: UInt16) { self.rawValue = rawValue }

    /// The glyph with index `value`, or `nil` when it does not fit in 16 bits.
    @inline(__always)
    public init?(exactly value: Int) {
        guard let raw = UInt16(exactly: value) else { return nil }
        rawValue = raw
    }

    /// The glyph whose index is the low 16 bits of `value`.
    @inline(__always)
    public init<T: BinaryInteger>(truncatingIfNeeded value: T) { rawValue = UInt16(truncatingIfNeeded: value) }

    @inline(__always)
    public init(integerLiteral value: UInt16) { rawValue = value }

    /// The `.notdef` glyph.
    public static let notdef = GlyphID(0)

    /// The index as an `Int`, for indexing arrays and tables.
    @inline(__always)
    public var index: Int { Int(rawValue) }

    @inline(__always)
    public static func < (lhs: GlyphID, rhs: GlyphID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Glyph ranges (`0..<numGlyphs`) are sequences; a stride past 0xFFFF wraps to 16 bits.
    @inline(__always)
    public func advanced(by n: Int) -> GlyphID { GlyphID(truncatingIfNeeded: index &+ n) }

    @inline(__always)
    public func distance(to other: GlyphID) -> Int { other.index &- index }

    public var description: String { String(rawValue) }
}
