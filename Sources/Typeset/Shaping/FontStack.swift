import TypesetFont
import TypesetShaping

/// A primary font followed by fallbacks, tried in order for each character.
///
/// A Latin style with a CJK fallback measures Chinese text with the CJK face, as Core Text's
/// cascade list does. Characters no font maps are drawn with the primary font's `.notdef`.
public struct FontStack: Sendable {
    /// Primary font first.
    public let fonts: [ShapingFont]

    /// A stack of one primary font and optional fallbacks.
    public init(_ primary: ShapingFont, fallbacks: [ShapingFont] = []) {
        fonts = [primary] + fallbacks
    }

    /// The primary font.
    public var primary: ShapingFont { fonts[0] }

    /// The index of the first font that maps `scalar`, or 0 (the primary's `.notdef`) when none does.
    @inline(__always)
    public func font(for scalar: UInt32) -> Int {
        var index = 0
        while index < fonts.count {
            if fonts[index].characterMap.glyph(for: scalar) != nil { return index }
            index &+= 1
        }
        return 0
    }
}
