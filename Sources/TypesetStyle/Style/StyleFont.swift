import TypesetFontMetrics
/// A weight of the system font (`UIFont.Weight`).
public enum SystemFontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OS/2-style weight class (100 ... 900).
    public var weightClass: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// The font of a text style: a face read from a file, or the system font described by its
/// published metrics; with the metrics resolution needs, read once.
public struct StyleFont: Sendable {
    /// Where the font comes from.
    public enum Source: Sendable {
        /// A face read from a font file, described by the numbers resolution reads (TypesetFont's
        /// `FontFace` makes the description: ``init(face:advances:)``).
        case face(FaceMetrics)
        /// The system font (SF) at a weight, described by its published metrics (``StyleFont/systemMetrics``).
        case system(SystemFontWeight)
        /// A font the platform has installed, asked for by its PostScript name, described by the
        /// metrics Core Text reported for it (``init(installed:)``); `weight` is the nearest
        /// system weight, for the fallback when the font is missing.
        case installed(postScriptName: String, weight: SystemFontWeight)
        /// The system font in one of its designs (New York, SF Rounded, SF Mono) at a weight,
        /// described by the metrics Core Text reported for it (system fonts are asked for by
        /// design, not by their private PostScript names).
        case systemDesign(SystemFontDesign, SystemFontWeight)
    }

    /// Where the font comes from.
    public let source: Source
    /// Vertical metrics in font units, as CoreText picks them.
    public let metrics: FontMetrics
    /// Character advances for the readable measure, when known (see ``ReadableMeasure``).
    public var advances: CharacterAdvances?

    /// The system font's published metrics (Documentation/Typography.md, "Font metrics as Core Text reports them"): units per em 2048,
    /// `hhea` ascender 1950, descender -494, line gap 0, cap height 1443, so that
    /// `systemFont(ofSize: 17).lineHeight` = 20.287109375 and `capHeight` = 11.97802734375.
    ///
    /// The x-height, 1040 units, is approximate: it is the value Capsize publishes for the macOS
    /// system font (`@capsizecss/metrics`, `-apple-system` / `.SFNS-Regular`, whose cap height
    /// 1443 and units per em agree with the iOS values). No iOS measurement is at hand; treat
    /// x-height positions of the system font as +-1 unit-em approximate. The same metrics serve
    /// every weight (SF's weights share their vertical metrics in the published data).
    public static let systemMetrics = FontMetrics(
        unitsPerEm: 2048, ascender: 1950, descender: -494, leading: 0, capHeight: 1443, xHeight: 1040,
        lineMetricsSource: .hhea, capHeightSource: .os2, xHeightSource: .os2
    )

    /// The system font at `weight`.
    public static func system(_ weight: SystemFontWeight = .regular) -> StyleFont {
        StyleFont(source: .system(weight), metrics: systemMetrics, advances: nil)
    }

    /// A face read from a file (TypesetFont's `FontFace`); reads its metrics now, and its
    /// advances (`cmap` + `hmtx`) for the readable measure unless `advances` is given.
    public init(face: some FaceMetricsSource, advances: CharacterAdvances? = nil) throws(FontError) {
        self.init(face: try face.faceMetrics(advances: advances))
    }

    /// A face described by its numbers (``FaceMetrics``), with its metrics and advances.
    public init(face: FaceMetrics) {
        self.init(source: .face(face), metrics: face.metrics, advances: face.advances)
    }

    /// A font from explicit metrics (synthetic fonts in tests, or metrics from elsewhere).
    public init(source: Source, metrics: FontMetrics, advances: CharacterAdvances? = nil) {
        self.source = source
        self.metrics = metrics
        self.advances = advances
        if case .face(let face) = source, face.isVariable {
            variationAxes = face.variationAxes
        } else {
            variationAxes = []
        }
    }

    /// The design axes of the font, read once: a variable face's `fvar` axes; empty for a static
    /// face and for fonts described by their metrics only (system, installed), whose axes are
    /// not known here.
    public let variationAxes: [VariationAxis]

    /// Whether this is the system font.
    public var isSystemFont: Bool {
        if case .system = source { return true }
        return false
    }

    /// The average character width of running text, in em, and where it came from (``ReadableMeasure``).
    public var averageCharacterWidth: AverageCharacterWidth {
        if let advances, let em = LetterFrequency.averageAdvance(advances) {
            return AverageCharacterWidth(em: em, source: .advances)
        }
        switch source {
        case .system:
            return AverageCharacterWidth(em: ReadableMeasure.systemFontAverageCharacterWidth, source: .systemFontModel)
        case .installed, .systemDesign:
            return AverageCharacterWidth(em: 0.5, source: .assumedHalfEm)
        case .face(let face):
            // Only versions 0-2 define xAvgCharWidth as a letter-frequency weighted average of
            // lowercase letters and space; from version 3 it averages every glyph (a CJK font's
            // is near 1 em), useless for running Latin text.
            if let width = face.averageCharacterWidth, width > 0 {
                return AverageCharacterWidth(em: Double(width) / Double(max(1, metrics.unitsPerEm)),
                                             source: .os2AverageCharWidth)
            }
            return AverageCharacterWidth(em: 0.5, source: .assumedHalfEm)
        }
    }
}
