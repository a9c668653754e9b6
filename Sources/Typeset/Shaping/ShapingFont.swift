import TypesetFont
/// A font prepared for shaping and measuring: the face and the tables shaping reads,
/// parsed once so that per-character work is only lookups.
public struct ShapingFont: Sendable {
    /// The face.
    public let face: FontFace
    /// Its metrics as CoreText reports them.
    public let metrics: FontMetrics
    /// Unicode to glyph.
    public let characterMap: CharacterMap
    /// Advance widths.
    public let horizontalMetrics: HorizontalMetrics
    /// Pair kerning (GPOS 'kern' feature, else the legacy `kern` table).
    public let kerning: Kerning
    /// Font units per em as a Double, for scaling.
    public let unitsPerEm: Double
    /// ASCII fast path: glyph of each scalar 0-127 (0 when unmapped).
    let asciiGlyphs: [GlyphID]
    /// ASCII fast path: advance of each scalar 0-127 in font units.
    let asciiAdvances: [Int32]
    /// ASCII fast path: kerning between scalars a and b at index a * 128 + b, font units.
    let asciiKerning: [Int16]

    /// Reads the tables shaping needs.
    public init(face: FontFace) throws(FontError) {
        self.face = face
        metrics = try face.metrics()
        characterMap = try face.characterMap()
        horizontalMetrics = try face.horizontalMetrics()
        kerning = try face.kerning()
        unitsPerEm = Double(face.unitsPerEm)
        // Precompute ASCII glyphs, advances and the 128 x 128 kerning matrix (16,384 lookups,
        // a fraction of a millisecond once per font) so English text never searches a table.
        var glyphs = [GlyphID](repeating: 0, count: 128)
        var advances = [Int32](repeating: 0, count: 128)
        for scalar in 0..<128 {
            let glyph = characterMap.glyph(for: UInt32(scalar)) ?? 0
            glyphs[scalar] = glyph
            advances[scalar] = Int32(clamping: horizontalMetrics.advance(of: glyph))
        }
        var matrix = [Int16](repeating: 0, count: 128 * 128)
        for left in 0x20..<128 where glyphs[left] != 0 {
            for right in 0x20..<128 where glyphs[right] != 0 {
                matrix[left * 128 + right] = Int16(clamping: kerning.adjustment(glyphs[left], glyphs[right]))
            }
        }
        asciiGlyphs = glyphs
        asciiAdvances = advances
        asciiKerning = matrix
    }

    /// Opens face `index` of the file at `path` and prepares it.
    public init(contentsOfFile path: String, index: Int = 0) throws(FontLoadError) {
        let face = try FontFace(contentsOfFile: path, index: index)
        do { try self.init(face: face) } catch { throw .font(error) }
    }
}

/// A primary font followed by fallbacks, tried in order for each character.
///
/// A Latin style with a CJK fallback measures Chinese text with the CJK face, as CoreText's
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

    /// The font index and glyph for `scalar`: the first font that maps it, else `.notdef` of the primary.
    @inline(__always)
    public func glyph(for scalar: UInt32) -> (font: Int, glyph: GlyphID) {
        // Index the array in place: binding `for font in fonts` would copy each font value.
        var index = 0
        while index < fonts.count {
            if let glyph = fonts[index].characterMap.glyph(for: scalar) { return (index, glyph) }
            index &+= 1
        }
        return (0, 0)
    }
}
