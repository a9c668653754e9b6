// Jetpack Compose's line height: where `LineHeightStyle` puts the extra height of a line.
// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/style/LineHeightStyle

import TypesetStyle

/// Jetpack Compose's `LineHeightStyle`: where the space a line height adds goes, and whether it
/// is trimmed from the first line's top and the last line's bottom.
public struct ComposeLineHeightStyle: Sendable, Hashable {
    /// Share of the extra space placed above the glyphs (`LineHeightStyle.Alignment`).
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// All extra space below (topRatio 0).
        case top
        /// Half above, half below (topRatio 0.5); the design-tool model.
        case center
        /// In proportion ascent : descent.
        case proportional
        /// All extra space above (topRatio 1): what UIKit's min/max line height does.
        case bottom
    }

    /// Which outer extra space is removed (`LineHeightStyle.Trim`).
    public enum Trim: String, Sendable, Hashable, CaseIterable {
        case firstLineTop, lastLineBottom, both, none

        var trimsTop: Bool { self == .firstLineTop || self == .both }
        var trimsBottom: Bool { self == .lastLineBottom || self == .both }
    }

    /// The alignment.
    public var alignment: Alignment
    /// The trim.
    public var trim: Trim

    /// Creates a style.
    public init(alignment: Alignment, trim: Trim) {
        self.alignment = alignment
        self.trim = trim
    }

    /// Share of the extra space above the glyphs for `metrics`.
    public func topRatio(_ metrics: ScaledMetrics) -> Double {
        switch alignment {
        case .top: return 0
        case .center: return 0.5
        case .bottom: return 1
        case .proportional:
            let content = metrics.ascender - metrics.descender
            return content > 0 ? metrics.ascender / content : 0.5
        }
    }

    /// The layout of an `lines`-line paragraph: the extra space L - (ascent + |descent|) of each
    /// line is split by ``topRatio(_:)``; trimmed outer parts are removed from the frame.
    public func layout(metrics: ScaledMetrics, lineHeight: Double, lines: Int) -> ComposeLineLayout {
        let a = metrics.ascender, d = -metrics.descender
        let extra = lineHeight - (a + d)
        let above = extra * topRatio(metrics)
        let below = extra - above
        let trimTop = trim.trimsTop ? above : 0
        let trimBottom = trim.trimsBottom ? below : 0
        let n = max(1, lines)
        let firstBaseline = above - trimTop + a
        let lastBaseline = firstBaseline + Double(n - 1) * lineHeight
        return ComposeLineLayout(firstBaseline: firstBaseline, lastBaseline: lastBaseline,
                                 height: Double(n) * lineHeight - trimTop - trimBottom,
                                 extraAbove: above, extraBelow: below)
    }
}

/// A paragraph laid out with a ``ComposeLineHeightStyle``, measured from the top of its frame.
public struct ComposeLineLayout: Sendable, Hashable {
    /// The first line's baseline.
    public var firstBaseline: Double
    /// The last line's baseline.
    public var lastBaseline: Double
    /// The frame's height.
    public var height: Double
    /// Extra space above the glyphs in each line (before trimming).
    public var extraAbove: Double
    /// Extra space below the glyphs in each line (before trimming).
    public var extraBelow: Double
}

extension ResolvedStyle {
    /// Jetpack Compose's placement of the extra line height for an `lines`-line paragraph.
    public func compose(_ lineHeightStyle: ComposeLineHeightStyle, lines: Int = 1) -> ComposeLineLayout {
        lineHeightStyle.layout(metrics: metrics, lineHeight: lineHeight, lines: lines)
    }
}
