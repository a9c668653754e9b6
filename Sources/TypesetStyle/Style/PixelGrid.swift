import TypesetFontMetrics
/// The device pixel grid at a display scale, and every rounding rule UIKit applies to text, in one place.
///
/// A point is `scale` pixels (1x, 2x, 3x). UIKit and Core Text round some text measurements to
/// whole pixels; the rules, each with its source:
///
/// | value | rule | source |
/// |---|---|---|
/// | the height of a line box or a label (`ceil(lineHeight)`) | up to the next pixel (``ceil(_:)``) | anti-aliased partial pixels must not be clipped, so line heights round up (Typography.md, "Cap-height alignment"; UIKit's `sizeThatFits` / intrinsic content size likewise round up) |
/// | a baseline position (``baselinePixels(boxBottom:depth:)``, ``linePixels(top:baseline:bottom:metrics:)``) | the box's bottom rounded up, less the depth below the baseline rounded up | glyphs sit on a baseline that is always on a pixel boundary, and the descender takes precedence over the ascender when the rounded parts do not add up (Typography.md, "Cap-height alignment"); the depth of a label's line is `-descender` plus the font's leading, which UIKit puts below the line (none for the system fonts, where this is the formula's `ceil(-descender)`) |
/// | the cap height above the baseline | nearest pixel (``round(_:)``) | the visible cap line is where a partial pixel is more or less than 50% covered (Typography.md, "Cap-height alignment") |
/// | a label's height for n lines (``LineGeometry/snappedTotalHeight(lines:grid:)``) | up to the next pixel | as a line box: nothing may be clipped |
/// | the top of a line box (``LineGeometry/snappedFirstLine(_:)``) | down to the pixel | the box grows outwards to whole pixels, like its bottom |
/// | x-height above the baseline | nearest pixel | as the cap height |
/// | the UIFontMetrics model of a scaled custom value | nearest pixel (``round(_:)``) | fits the two measured data points (Documentation/Typography.md, "Dynamic Type"; ``DynamicType``) |
///
/// Floating-point tolerance: a value within 1e-9 pixels of a grid line counts as on it, so that
/// `ceil` of `7.000000000001` pixels is 7 pixels, not 8 (the inputs are themselves sums of
/// rounded binary fractions). "Nearest" breaks ties away from zero, as C's `round` (used in
/// the cap-height formula of Typography.md) does.
public struct PixelGrid: Sendable, Hashable {
    /// Pixels per point: 1, 2 or 3 on iOS devices.
    public let scale: Double

    /// Tolerance in pixels under which a value counts as lying on a grid line.
    public static let tolerance = 1e-9

    /// The grid at `scale` pixels per point (must be positive and finite; otherwise 1 is used).
    public init(scale: Double) {
        self.scale = (scale.isFinite && scale > 0) ? scale : 1
    }

    /// The 1x, 2x and 3x grids of iOS devices.
    public static let x1 = PixelGrid(scale: 1), x2 = PixelGrid(scale: 2), x3 = PixelGrid(scale: 3)

    /// `points` in pixels.
    public func pixels(_ points: Double) -> Double { points * scale }

    /// `points` rounded to the nearest pixel (ties away from zero), in points.
    public func round(_ points: Double) -> Double {
        (points * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `points` rounded up to the next pixel, in points (a value within ``tolerance`` of a grid line stays on it).
    public func ceil(_ points: Double) -> Double { ceilPixels(points) / scale }

    /// `points` rounded down to the previous pixel, in points (a value within ``tolerance`` of a grid line stays on it).
    public func floor(_ points: Double) -> Double { floorPixels(points) / scale }

    /// The baseline of a line box whose bottom is `boxBottom` and whose baseline lies `depth` above
    /// that bottom, in whole pixels on this grid: the bottom rounded up to the pixel, less the depth
    /// rounded up (the descender takes precedence, Typography.md, "Cap-height alignment"). Every snapped baseline comes from here.
    public func baselinePixels(boxBottom: Double, depth: Double) -> Double {
        ceilPixels(boxBottom) - ceilPixels(depth)
    }

    /// A line box (its `top`, `baseline` and `bottom`, points from one origin) on this grid, in whole
    /// pixels from the same origin: the top down and the bottom up to whole pixels, the baseline
    /// by ``baselinePixels(boxBottom:depth:)``, the cap line and x-line their rounded heights above
    /// it, the descender line the rounded-up depth below it. The snapped positions
    /// ``LineGeometry/snappedFirstLine(_:)`` reports and the lines pictures are drawn on.
    public func linePixels(top: Double, baseline: Double, bottom: Double, metrics: ScaledMetrics) -> LinePositions {
        let baselinePixels = baselinePixels(boxBottom: bottom, depth: bottom - baseline)
        return LinePositions(top: floorPixels(top), baseline: baselinePixels,
                             capTop: baselinePixels - roundPixels(metrics.capHeight),
                             xTop: baselinePixels - roundPixels(metrics.xHeight),
                             descenderBottom: baselinePixels + ceilPixels(-metrics.descender),
                             bottom: ceilPixels(bottom))
    }

    /// Whole pixels from rounding `points` up (`ceil(x * scale)` of the cap-height formula).
    public func ceilPixels(_ points: Double) -> Double { ((points * scale) - PixelGrid.tolerance).rounded(.up) }

    /// Whole pixels from rounding `points` down (a value within ``tolerance`` of a grid line stays on it).
    public func floorPixels(_ points: Double) -> Double { ((points * scale) + PixelGrid.tolerance).rounded(.down) }

    /// Whole pixels from rounding `points` to the nearest pixel (`round(x * scale)` of the cap-height formula).
    public func roundPixels(_ points: Double) -> Double { (points * scale).rounded(.toNearestOrAwayFromZero) }

    /// Whether `points` lies on a pixel boundary (within ``tolerance`` pixels).
    public func isOnGrid(_ points: Double) -> Bool {
        let px = points * scale
        return abs(px - px.rounded()) <= PixelGrid.tolerance * max(1, abs(px))
    }
}
