// Text direction of a run, as HarfBuzz's buffer carries it.
// https://learn.microsoft.com/en-us/typography/opentype/spec/ttochap1#text-processing-with-opentype-layout-fonts

/// The direction a run of glyphs is laid out in.
public enum TextDirection: Sendable, Hashable {
    /// Left to right (Latin, Cyrillic, CJK set horizontally, ...).
    case leftToRight
    /// Right to left (Arabic, Hebrew, ...).
    case rightToLeft

    /// Whether glyphs run right to left.
    public var isBackward: Bool { self == .rightToLeft }
}
