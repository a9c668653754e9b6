// SCAFFOLD: replaced by the cmap implementation.
/// Maps Unicode scalars to glyphs.
public struct CharacterMap: Sendable {
    /// The glyph for `scalar`, or `nil` when unmapped.
    public func glyph(for scalar: UInt32) -> GlyphID? { nil }
}

extension FontFace {
    /// The best Unicode `cmap` subtable.
    public func characterMap() throws(FontError) -> CharacterMap { CharacterMap() }
}
