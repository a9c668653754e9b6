import TypesetStyle

/// A readable-width layout guide for any font (Typography.md, "Readable width"): UIKit's `readableContentGuide` knows
/// only the system font and publishes no formula; this one is the style's readable measure
/// (``ReadableMeasure``: target characters per line x the font's real average advance + kern).
///
/// UIKit adapters map it onto a `UILayoutGuide` centred in the layout margins, at most
/// ``readableWidth`` wide and never wider than the margins (Auto Layout does the `min`);
/// SwiftUI onto `frame(maxWidth:)`. ``frame(containerWidth:leadingMargin:trailingMargin:)`` is the
/// same rule computed here, pixel snapped, for tests and for code that lays out by hand.
public struct ReadableGuidePlan: Sendable, Hashable {
    /// The readable width in points at the style's size and category.
    public let readableWidth: Double
    /// Target characters per line.
    public let charactersPerLine: Int
    /// The average character width used.
    public let averageCharacterWidth: AverageCharacterWidth
    /// Point size and kern the width was computed for.
    public let pointSize: Double, kern: Double
    /// The pixel grid.
    public let grid: PixelGrid

    /// The plan for `resolved`.
    public init(_ resolved: ResolvedStyle) {
        readableWidth = resolved.readable.width
        charactersPerLine = resolved.readable.charactersPerLine
        averageCharacterWidth = resolved.readable.averageCharacterWidth
        pointSize = resolved.pointSize
        kern = resolved.kern
        grid = resolved.grid
    }

    /// The guide's frame in a container: at most ``readableWidth`` wide, inside the margins,
    /// centred between them, origin and width on whole pixels (``ReadableMeasure/frame(containerWidth:leadingMargin:trailingMargin:readableWidth:grid:)``).
    public func frame(containerWidth: Double, leadingMargin: Double, trailingMargin: Double) -> (x: Double, width: Double) {
        ReadableMeasure.frame(containerWidth: containerWidth, leadingMargin: leadingMargin, trailingMargin: trailingMargin,
                              readableWidth: readableWidth, grid: grid)
    }

    /// Characters per line that a `width` holds with this style.
    public func charactersPerLine(atWidth width: Double) -> Double {
        ReadableMeasure.charactersPerLine(width: width, averageCharacterWidth: averageCharacterWidth.em,
                                          pointSize: pointSize, kern: kern)
    }
}
