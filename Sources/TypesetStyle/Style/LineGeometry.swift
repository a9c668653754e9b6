import TypesetFontMetrics
/// The three ways of placing lines that Typeset draws side by side.
public enum LineModel: String, Sendable, Hashable, CaseIterable {
    /// Design tools and CSS: every line box is the line height tall and the content area
    /// (ascender + |descender|) is centred in it (half-leading above and below); the font's line
    /// gap is ignored. (CSS 2.1 §10.8.1; Figma and Sketch behave the same.)
    case design
    /// UIKit with `minimumLineHeight = maximumLineHeight = lineHeight` and the `baselineOffset`
    /// that centres the glyphs (Documentation/Typography.md): the extra space, which TextKit puts above the glyphs,
    /// is split evenly by moving the glyphs up by (lineHeight - font.lineHeight) / 2.
    case uikitExact
    /// UIKit with only `lineSpacing = lineHeight - font.lineHeight` (Typography.md, "Outer padding"; step 2): each line
    /// is the font's own line height, the spacing is added below every line but the last, and
    /// nothing is added above the first line. UIKit clamps a negative `lineSpacing` to 0
    /// (`NSParagraphStyle.lineSpacing`: "This value is always nonnegative").
    case uikitLineSpacing
}

/// Which UIKit release's `baselineOffset` behaviour ``LineModel/uikitExact`` follows.
public enum BaselineOffsetBehaviour: String, Sendable, Hashable, CaseIterable {
    /// The centring shift is applied whatever its sign: before iOS 16.4 with the quartered offset,
    /// and from iOS 16.4 whenever the line height is at least the font's (the two releases agree).
    case centred
    /// iOS 16.4 and later, where a negative offset is ignored with min/max line height: a line
    /// height below the font's leaves the glyphs at the bottom of the box (Documentation/Typography.md).
    case fromiOS16_4

    /// The half-leading of a line box: `(lineHeight − fontLineHeight) / 2`, UIKit's outer padding
    /// above the first and below the last line and the lift that centres the glyphs
    /// (Documentation/Typography.md, "Line height in UIKit" and "Outer padding").
    @inline(__always)
    public static func halfLeading(lineHeight: Double, fontLineHeight: Double) -> Double {
        (lineHeight - fontLineHeight) / 2
    }

    /// How far UIKit lifts the glyphs above the bottom of a line box of `lineHeight` to centre
    /// them: the half-leading, except that from iOS 16.4 a negative lift is ignored.
    @inline(__always)
    public func centringShift(lineHeight: Double, fontLineHeight: Double) -> Double {
        let shift = Self.halfLeading(lineHeight: lineHeight, fontLineHeight: fontLineHeight)
        return self == .fromiOS16_4 && shift < 0 ? 0 : shift
    }
}

/// Vertical positions of one line, in points, measured downwards from the top of the text frame.
public struct LinePositions: Sendable, Hashable {
    /// Top of the line box.
    public var top: Double
    /// The baseline.
    public var baseline: Double
    /// The cap line (baseline - cap height).
    public var capTop: Double
    /// The x-line (baseline - x-height).
    public var xTop: Double
    /// The descender line (baseline + |descender|).
    public var descenderBottom: Double
    /// Bottom of the line box (for ``LineModel/uikitLineSpacing``, before the spacing that follows).
    public var bottom: Double

    /// Every position transformed by `transform`.
    public func map(_ transform: (Double) -> Double) -> LinePositions {
        LinePositions(top: transform(top), baseline: transform(baseline), capTop: transform(capTop), xTop: transform(xTop),
                      descenderBottom: transform(descenderBottom), bottom: transform(bottom))
    }

    /// The same line moved down by `dy`.
    public func offset(by dy: Double) -> LinePositions { map { $0 + dy } }

    /// Creates positions.
    public init(top: Double, baseline: Double, capTop: Double, xTop: Double, descenderBottom: Double, bottom: Double) {
        self.top = top
        self.baseline = baseline
        self.capTop = capTop
        self.xTop = xTop
        self.descenderBottom = descenderBottom
        self.bottom = bottom
    }
}

/// Where lines of one style fall under one ``LineModel``.
///
/// With a = ascender, d = |descender|, g = line gap, F = a + d + g (`UIFont.lineHeight`) and
/// L the line height, the first line's baseline is:
/// - design: (L - a - d) / 2 + a;
/// - uikitExact: L - g - d - (L - F) / 2 (TextKit puts the extra space L - F above the glyphs and
///   the line gap below the descender, as Core Text adds leading below a line; the centring
///   baseline offset then lifts the glyphs by (L - F) / 2). With g = 0 this equals the design
///   baseline.
/// - uikitLineSpacing: a.
/// Consecutive baselines are L apart in every model (F + max(0, L - F) for uikitLineSpacing).
public struct LineGeometry: Sendable, Hashable {
    /// The model.
    public let model: LineModel
    /// The line height in points.
    public let lineHeight: Double
    /// The font's metrics at the point size.
    public let metrics: ScaledMetrics
    /// The first line, from the top of the text frame.
    public let firstLine: LinePositions
    /// Distance from one baseline to the next.
    public let pitch: Double

    /// The geometry of `model` for `metrics` and line height `lineHeight` (points); `behaviour`
    /// matters only for ``LineModel/uikitExact`` with a line height below the font's.
    public init(model: LineModel, metrics: ScaledMetrics, lineHeight: Double, behaviour: BaselineOffsetBehaviour = .centred) {
        self.model = model
        self.lineHeight = lineHeight
        self.metrics = metrics
        let a = metrics.ascender, d = -metrics.descender, g = metrics.leading
        let fontLineHeight = metrics.lineHeight
        let baseline: Double, bottom: Double
        switch model {
        case .design:
            baseline = (lineHeight - a - d) / 2 + a
            bottom = lineHeight
            pitch = lineHeight
        case .uikitExact:
            let shift = behaviour.centringShift(lineHeight: lineHeight, fontLineHeight: fontLineHeight)
            baseline = lineHeight - g - d - shift
            bottom = lineHeight
            pitch = lineHeight
        case .uikitLineSpacing:
            baseline = a
            bottom = fontLineHeight
            pitch = fontLineHeight + max(0, lineHeight - fontLineHeight)
        }
        firstLine = LinePositions(top: 0, baseline: baseline, capTop: baseline - metrics.capHeight,
                                  xTop: baseline - metrics.xHeight, descenderBottom: baseline + d, bottom: bottom)
    }

    /// Line `index` (0-based) of a paragraph.
    public func line(_ index: Int) -> LinePositions { firstLine.offset(by: Double(index) * pitch) }

    /// The last line of an `lines`-line paragraph.
    public func lastLine(of lines: Int) -> LinePositions { line(max(0, lines - 1)) }

    /// The height of an `lines`-line paragraph: n * L for design and uikitExact; for
    /// uikitLineSpacing n * F + (n - 1) * spacing, as UILabel omits the spacing after the last line.
    public func totalHeight(lines: Int) -> Double {
        let n = Double(max(0, lines))
        switch model {
        case .design, .uikitExact: return n * lineHeight
        case .uikitLineSpacing:
            guard lines > 0 else { return 0 }
            return n * metrics.lineHeight + (n - 1) * (pitch - metrics.lineHeight)
        }
    }

    /// The height a label of `lines` lines reports (intrinsic content size): rounded up to whole pixels.
    public func snappedTotalHeight(lines: Int, grid: PixelGrid) -> Double { grid.ceil(totalHeight(lines: lines)) }

    /// The first line as it lands on the pixel grid, in points
    /// (``PixelGrid/linePixels(top:baseline:bottom:metrics:)``, the rules in ``PixelGrid``): the top
    /// down and the bottom up to whole pixels, the baseline the rounded-up depth above that bottom,
    /// the cap line and x-line a rounded height above it, the descender line a rounded-up depth
    /// below it (above the bottom whenever the line box holds the descender; a line height below
    /// the font's lets it hang out).
    public func snappedFirstLine(_ grid: PixelGrid) -> LinePositions {
        // Whole pixels first, so that positions a whole number of pixels apart are exactly so.
        let p = grid.linePixels(top: firstLine.top, baseline: firstLine.baseline, bottom: firstLine.bottom, metrics: metrics)
        let s = grid.scale
        return p.map { $0 / s }
    }
}
