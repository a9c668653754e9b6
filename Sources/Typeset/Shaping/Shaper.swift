import TypesetFont
/// One positioned glyph of a shaped run.
public struct ShapedGlyph: Sendable, Hashable {
    /// The glyph in its font.
    public var glyph: GlyphID
    /// Which font of the ``FontStack`` it comes from (0 = primary).
    public var font: Int
    /// Index of the first Unicode scalar this glyph represents.
    public var cluster: Int
    /// Horizontal advance in points: the glyph's advance, plus kerning with the next glyph,
    /// plus letter spacing.
    public var advance: Double
}

/// Options for shaping one run.
public struct ShapingOptions: Sendable, Hashable {
    /// Point size.
    public var pointSize: Double
    /// Letter spacing in points, added after every glyph as UIKit's `.kern` attribute does
    /// (including the last glyph of a line: TextKit counts it in the used width).
    public var letterSpacing: Double
    /// Whether pair kerning applies.
    public var kerning: Bool

    /// Creates options.
    public init(pointSize: Double, letterSpacing: Double = 0, kerning: Bool = true) {
        self.pointSize = pointSize
        self.letterSpacing = letterSpacing
        self.kerning = kerning
    }
}

/// Simple shaping for scripts that need no contextual shaping.
///
/// Each Unicode scalar maps to one glyph through `cmap` (with font fallback); advances come from
/// `hmtx`, pair kerning from GPOS or `kern` between neighbours of the same font, letter spacing
/// after each glyph. Default-ignorable characters (ZWJ, ZWNJ, variation selectors, bidi controls,
/// soft hyphen) take no space, as in HarfBuzz.
///
/// Correct for Latin, Greek, Cyrillic, CJK ideographs, kana, precomposed Hangul, digits and
/// punctuation. Not shaped correctly yet: scripts that need GSUB or mark positioning (Arabic,
/// Hebrew with points, Devanagari and other Indic scripts, Thai and other SA scripts, decomposed
/// Hangul jamo), ligatures (fi, fl are measured as separate letters), emoji ZWJ sequences
/// (measured as their parts), and right-to-left reordering.
public enum Shaper {
    /// Whether `scalar` is default-ignorable for display (zero advance, no glyph drawn).
    @inline(__always)
    public static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F,
             0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F,
             0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A,
             0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// Shapes `scalars` with `stack`, calling `body` for every glyph in order.
    ///
    /// No allocation: the glyphs are delivered one by one.
    @inline(__always)
    public static func forEachGlyph<C: Collection>(
        _ scalars: C, stack: FontStack, options: ShapingOptions,
        _ body: (ShapedGlyph) -> Void
    ) where C.Element == UInt32 {
        var pending: ShapedGlyph? = nil
        var pendingUnits = 0
        var cluster = 0
        let fonts = stack.fonts
        for scalar in scalars {
            let ignorable = isDefaultIgnorable(scalar)
            let (fontIndex, glyph) = ignorable ? (pending?.font ?? 0, GlyphID(0)) : stack.glyph(for: scalar)
            let font = fonts[fontIndex]
            let units = ignorable ? 0 : font.horizontalMetrics.advance(of: glyph)
            if var previous = pending {
                var total = pendingUnits
                if options.kerning, !ignorable, previous.font == fontIndex {
                    total &+= font.kerning.adjustment(previous.glyph, glyph)
                }
                previous.advance = Double(total) * options.pointSize / fonts[previous.font].unitsPerEm + (previous.advance)
                body(previous)
            }
            // `advance` carries the letter spacing until the glyph's own advance is known.
            pending = ShapedGlyph(glyph: glyph, font: fontIndex, cluster: cluster, advance: ignorable ? 0 : options.letterSpacing)
            pendingUnits = units
            cluster &+= 1
        }
        if var last = pending {
            last.advance = Double(pendingUnits) * options.pointSize / fonts[last.font].unitsPerEm + last.advance
            body(last)
        }
    }

    /// Shapes a string into glyphs.
    public static func shape(_ text: String, stack: FontStack, options: ShapingOptions) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(text.unicodeScalars.count)
        forEachGlyph(text.unicodeScalars.lazy.map { $0.value }, stack: stack, options: options) { glyphs.append($0) }
        return glyphs
    }
}
