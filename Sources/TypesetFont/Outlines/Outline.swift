// SCAFFOLD: replaced by the glyf/CFF implementation.
extension FontFace {
    /// The control box of `glyph`'s outline, or `nil` for an empty glyph.
    public func glyphBounds(_ glyph: GlyphID) throws(FontError) -> Bounds? { nil }
}
