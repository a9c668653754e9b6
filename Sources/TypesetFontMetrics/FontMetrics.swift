/// Which table a face's line metrics come from.
public enum LineMetricsSource: String, Sendable, Hashable {
    /// `hhea` ascender, descender and line gap (CoreText's default).
    case hhea
    /// `OS/2` sTypoAscender, sTypoDescender, sTypoLineGap (USE_TYPO_METRICS set and a `STAT` table present).
    case typo
}

/// Where a cap height or x-height came from.
public enum HeightSource: String, Sendable, Hashable {
    /// `OS/2` sCapHeight / sxHeight (version 2 or later, non-zero).
    case os2
    /// Measured from the top of the 'H' / 'x' glyph's outline.
    case glyph
    /// Neither was available; the value is 0.
    case none
}

/// A face's vertical metrics in font units, chosen as CoreText chooses them.
///
/// - ascender, descender, leading: `hhea`, unless OS/2 fsSelection bit 7 (USE_TYPO_METRICS)
///   is set and the face has a `STAT` table, in which case OS/2 typo metrics (WebKit PR 17474,
///   w3c/csswg-drafts#5485).
/// - cap height and x-height: OS/2 sCapHeight / sxHeight when version >= 2 and non-zero,
///   otherwise the top of the 'H' / 'x' glyph.
public struct FontMetrics: Sendable, Hashable {
    /// Font units per em.
    public var unitsPerEm: Int
    /// Baseline to top of the line, font units (positive).
    public var ascender: Int
    /// Baseline to bottom of the line, font units (negative below the baseline, as UIFont).
    public var descender: Int
    /// Line gap (UIFont.leading), font units.
    public var leading: Int
    /// Cap height, font units.
    public var capHeight: Int
    /// x-height, font units.
    public var xHeight: Int
    /// Where ascender, descender and leading came from.
    public var lineMetricsSource: LineMetricsSource
    /// Where the cap height came from.
    public var capHeightSource: HeightSource
    /// Where the x-height came from.
    public var xHeightSource: HeightSource

    /// Creates metrics from explicit values (for example a system font's published metrics).
    public init(unitsPerEm: Int, ascender: Int, descender: Int, leading: Int, capHeight: Int, xHeight: Int,
                lineMetricsSource: LineMetricsSource = .hhea, capHeightSource: HeightSource = .os2, xHeightSource: HeightSource = .os2) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.lineMetricsSource = lineMetricsSource
        self.capHeightSource = capHeightSource
        self.xHeightSource = xHeightSource
    }

    /// UIFont.lineHeight in font units: ascender - descender + leading.
    public var lineHeight: Int { ascender - descender + leading }

    /// The metrics scaled to `pointSize` (value = units / unitsPerEm * pointSize).
    public func scaled(to pointSize: Double) -> ScaledMetrics {
        let scale = pointSize / Double(unitsPerEm)
        return ScaledMetrics(
            pointSize: pointSize,
            ascender: Double(ascender) * scale,
            descender: Double(descender) * scale,
            leading: Double(leading) * scale,
            capHeight: Double(capHeight) * scale,
            xHeight: Double(xHeight) * scale
        )
    }
}

/// Metrics in points for one point size, named as UIFont names them.
public struct ScaledMetrics: Sendable, Hashable {
    /// The point size.
    public var pointSize: Double
    /// UIFont.ascender.
    public var ascender: Double
    /// UIFont.descender (negative).
    public var descender: Double
    /// UIFont.leading (the line gap).
    public var leading: Double
    /// UIFont.capHeight.
    public var capHeight: Double
    /// UIFont.xHeight.
    public var xHeight: Double

    /// Creates scaled metrics.
    public init(pointSize: Double, ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double) {
        self.pointSize = pointSize
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// UIFont.lineHeight = ascender - descender + leading.
    public var lineHeight: Double { ascender - descender + leading }
}
