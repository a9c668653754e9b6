/// Pair kerning as a shaper applies it: from the `GPOS` `kern` feature when the face has one,
/// otherwise from the legacy `kern` table (HarfBuzz and CoreText both let `GPOS` win).
///
/// ``adjustment(_:_:)`` is cheap (binary searches over the font's own tables, no allocation),
/// so it can be called for every pair of adjacent glyphs.
public struct Kerning: Sendable {
    /// Where the kerning comes from.
    public enum Source: String, Sendable, Hashable {
        /// Pair adjustments of the `GPOS` `kern` feature.
        case gpos
        /// The legacy `kern` table.
        case kern
        /// The face has no kerning.
        case none
    }

    /// Where the kerning comes from.
    public let source: Source
    let gpos: GPOSPairAdjustments?
    let kern: KernTable?

    /// No kerning.
    public static let none = Kerning(gpos: nil, kern: nil)

    /// Kerning from `GPOS` pair adjustments when given, otherwise from a `kern` table.
    public init(gpos: GPOSPairAdjustments?, kern: KernTable?) {
        if let gpos {
            self.gpos = gpos
            self.kern = nil
            source = .gpos
        } else if let kern {
            self.gpos = nil
            self.kern = kern
            source = .kern
        } else {
            self.gpos = nil
            self.kern = nil
            source = .none
        }
    }

    /// The change to the advance of `left` when `right` follows it, in font units
    /// (negative brings the glyphs closer).
    @inline(__always)
    public func adjustment(_ left: GlyphID, _ right: GlyphID) -> Int {
        if let gpos { return gpos.adjustment(left, right) }
        if let kern { return kern.value(left, right) }
        return 0
    }
}

extension FontFace {
    /// The face's pair kerning: the `GPOS` `kern` feature for `script` (see
    /// ``GPOSPairAdjustments``) when present, otherwise the legacy `kern` table.
    ///
    /// - Throws: ``FontError`` when the table that supplies the kerning is malformed.
    public func kerning(script: Tag = "latn") throws(FontError) -> Kerning {
        if let gpos = try gposPairAdjustments(script: script) {
            return Kerning(gpos: gpos, kern: nil)
        }
        return Kerning(gpos: nil, kern: try kernTable())
    }
}
