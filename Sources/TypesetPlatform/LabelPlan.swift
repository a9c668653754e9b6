import TypesetStyle

/// Insets at the top and bottom of a view, points (UIKit's `UIEdgeInsets.top` / `.bottom`; a
/// negative inset grows the rectangle outwards).
public struct VerticalInsets: Sendable, Hashable {
    /// Top inset.
    public var top: Double
    /// Bottom inset.
    public var bottom: Double
    /// Creates insets.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
    /// No insets.
    public static let zero = VerticalInsets(top: 0, bottom: 0)
}

/// The Pixel-perfect line height in UIKit article's goal for a label: its first line's top and its last line's bottom exactly where
/// the design's line boxes put them, without a wrapper view.
///
/// ## The UIKit mechanism, and why
///
/// With ``LineHeightTechnique/exact`` (the default) nothing is added: min = max line height makes
/// every line box, the first and the last too, the line height tall, and the centring
/// `baselineOffset` places the glyphs in it as a design tool does. The label's frame *is* the
/// design's text box, its intrinsic height is `ceil(n * lineHeight)` pixels, and Auto Layout
/// constraints on its top and bottom need no constants. This is why Typeset prefers it over
/// the wrapper of Typography.md, "Outer padding": no extra view, no subclass, and `sizeThatFits` / self-sizing cells agree.
///
/// With ``LineHeightTechnique/lineSpacing`` (the `setText(_:lineSpacing:)` helper of Typography.md, "A designer's gap"), UIKit leaves
/// the first and last lines at the font's own height, so (lineHeight - font.lineHeight) / 2 is
/// missing above and below. Typeset expresses it as ``alignmentRectInsets`` (negative: the
/// alignment rectangle grows beyond the frame, so constraints see the design's box while the
/// label draws where UIKit draws) — which UIKit only reads from an override, so it is offered on
/// `TypesetLabel` — or as a layout guide around the label (no subclass). Both use the same
/// ``outerPadding``, snapped to pixels so that label height + padding equals the design's
/// height for one line.
public struct LabelPlan: Sendable, Hashable {
    /// The technique.
    public let technique: LineHeightTechnique
    /// Where UIKit puts the lines (``LineModel/uikitExact`` or ``LineModel/uikitLineSpacing``,
    /// with the release's baseline-offset behaviour).
    public let geometry: LineGeometry
    /// The design's own geometry (half-leading line boxes), the target.
    public let design: LineGeometry
    /// The pixel grid.
    public let grid: PixelGrid
    /// Padding outside the label that completes the design's first and last line boxes, pixel
    /// snapped (zero for ``LineHeightTechnique/exact``).
    public let outerPadding: OuterPadding

    /// The plan for `resolved` with `technique` on `platform`.
    public init(_ resolved: ResolvedStyle, technique: LineHeightTechnique, platform: PlatformVersion) {
        self.technique = technique
        grid = resolved.grid
        let model: LineModel = technique == .exact ? .uikitExact : .uikitLineSpacing
        geometry = LineGeometry(model: model, metrics: resolved.metrics, lineHeight: resolved.lineHeight,
                                behaviour: platform.baselineOffsetBehaviour)
        design = resolved.lines.design
        switch technique {
        case .exact:
            outerPadding = OuterPadding(top: 0, bottom: 0)
        case .lineSpacing:
            let missing = grid.snappedHeight(resolved.lineHeight) - grid.snappedHeight(geometry.totalHeight(lines: 1))
            let top = grid.round(resolved.uikit.outerPadding.top)
            outerPadding = OuterPadding(top: top, bottom: missing - top)
        }
    }

    /// The height the label reports for `lines` lines (intrinsic content size, `sizeThatFits`):
    /// its geometry's total height rounded up to whole pixels.
    public func labelHeight(lines: Int) -> Double { geometry.snappedTotalHeight(lines: lines, grid: grid) }

    /// The design's height for `lines` lines: `lines * lineHeight`, rounded up to whole pixels.
    public func designHeight(lines: Int) -> Double { design.snappedTotalHeight(lines: lines, grid: grid) }

    /// The label's height plus ``outerPadding``: equal to ``designHeight(lines:)`` for one line
    /// (and for any number of lines whenever the line heights are whole pixels).
    public func paddedHeight(lines: Int) -> Double {
        guard lines > 0 else { return 0 }
        return labelHeight(lines: lines) + outerPadding.top + outerPadding.bottom
    }

    /// A height UIKit measured for the label (`sizeThatFits`) plus ``outerPadding``: the height of
    /// the design's box (height for a width, with the outer padding: Typography.md).
    public func padded(labelHeight: Double) -> Double { labelHeight + outerPadding.top + outerPadding.bottom }

    /// `alignmentRectInsets` that make Auto Layout see the design's box: minus the padding.
    public var alignmentRectInsets: VerticalInsets {
        VerticalInsets(top: -outerPadding.top, bottom: -outerPadding.bottom)
    }

    /// The first line as UIKit draws it on the pixel grid, from the top of the label.
    public var firstLine: LinePositions { geometry.snappedFirstLine(grid) }
}

extension PixelGrid {
    /// A height rounded up to whole pixels (a box grows outwards), in points.
    func snappedHeight(_ points: Double) -> Double { ceil(points) }
}
