import TypesetFont
import TypesetShaping
import TypesetUnicode
import TypesetStyle
/// One laid-out line of a paragraph.
public struct LaidOutLine: Sendable, Hashable {
    /// The line's Unicode scalars as offsets into the text, trailing white space and the line
    /// break character excluded.
    public var range: Range<Int>
    /// Offsets of all the scalars the line consumed, trailing spaces and break included.
    public var consumed: Range<Int>
    /// Width of the visible text (trailing spaces hang outside), points, unrounded.
    public var width: Double
    /// Top of the line box, from the top of the text frame, points.
    public var top: Double
    /// Baseline, from the top of the text frame, points.
    public var baseline: Double
    /// Bottom of the line box, points.
    public var bottom: Double
    /// Whether this line was cut and ends with an ellipsis.
    public var isTruncated: Bool
    /// The glyphs the line shows, left to right in visual order (right-to-left runs reversed,
    /// UAX #9 L2), as the typesetter shaped them, pen positions from the line's left end (the
    /// ellipsis at the end of the reading direction when the line was cut): what pictures draw
    /// and the CLI reports, never shaped again.
    ///
    /// A view of the layout's one glyph store (no copy per line; see ``LineSlice``).
    public var glyphs: LineGlyphs
    /// Where a caret may stand on the line, in order: at the start of every grapheme, never
    /// inside one; inside a ligature at the font's ligature carets (`GDEF`), or at equal
    /// divisions of the ligature when the font has none; and at the line's end. Ordered by
    /// offset; in right-to-left text a cluster's caret stands on its right edge. A view of the
    /// layout's one caret store, made for all its lines the first time one of them is asked;
    /// empty for a line without glyphs (``Typesetter/layoutLines(_:width:maxLines:buffers:)``).
    public var carets: LineCarets { caretSource?.carets ?? [] }
    /// Where ``carets`` are found (none for a line without glyphs).
    var caretSource: LineCaretSource?
    /// Where the line starts from the left edge of the width, points: 0 for left-aligned
    /// lines, the room left over for right-aligned ones (``Typesetter/alignment``).
    public var x: Double = 0
    /// Whether the line's paragraph is right to left (UAX #9 paragraph level 1).
    public var isRightToLeft = false
    /// The line's runs of one bidi level in visual order, left to right (UAX #9 L1-L2): one
    /// left-to-right run for text without right-to-left characters. A run at an odd level
    /// reads right to left.
    public var runs: [BidiRun] {
        get { bidiRuns ?? (range.isEmpty ? [] : [BidiRun(range: range, level: 0)]) }
        set { bidiRuns = newValue }
    }
    /// The runs of a line with right-to-left text (``runs``); `nil` for a line of left-to-right
    /// text alone, whose one run is made when asked for (no array per line).
    var bidiRuns: [BidiRun]?

    /// Lines are equal when all they show and hold is: their ranges, place, glyphs, carets and runs.
    public static func == (a: LaidOutLine, b: LaidOutLine) -> Bool {
        a.range == b.range && a.consumed == b.consumed && a.width == b.width && a.top == b.top && a.baseline == b.baseline
            && a.bottom == b.bottom && a.isTruncated == b.isTruncated && a.x == b.x && a.isRightToLeft == b.isRightToLeft
            && a.runs == b.runs && a.glyphs == b.glyphs && a.carets == b.carets
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(consumed)
        hasher.combine(width)
        hasher.combine(top)
        hasher.combine(baseline)
        hasher.combine(bottom)
        hasher.combine(isTruncated)
        hasher.combine(x)
        hasher.combine(isRightToLeft)
        hasher.combine(runs)
        hasher.combine(glyphs)
    }
}

/// A line's glyphs: a range of the glyph store its layout holds once.
public typealias LineGlyphs = LineSlice<PositionedGlyph>

/// A line's carets: a range of the caret store its layout holds once.
public typealias LineCarets = LineSlice<Caret>

/// A line's share of what its layout holds once: a range of one array that all the layout's
/// lines share, read like an array of its own (indices from 0).
///
/// A layout keeps its glyphs in one store, in the order the lines show them, and each line is
/// a range of it, as HarfBuzz keeps a run's glyphs in one buffer: no line copies or allocates
/// its glyphs. Two slices are equal when their elements are, wherever they are stored.
public struct LineSlice<Element: Hashable & Sendable>: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The array the layout holds (shared by its lines, not copied).
    public let store: [Element]
    /// The line's range of ``store``.
    public let storeRange: Range<Int>

    /// The elements `range` of `store` (clamped to the store).
    public init(store: [Element], range: Range<Int>) {
        self.store = store
        self.storeRange = range.clamped(to: store.indices)
    }

    /// A slice holding `elements` alone.
    public init(_ elements: [Element]) {
        self.store = elements
        self.storeRange = elements.indices
    }

    /// A slice holding `elements` alone.
    public init(arrayLiteral elements: Element...) { self.init(elements) }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storeRange.count }

    @inlinable public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < storeRange.count, "LineSlice index out of range")
        return store[storeRange.lowerBound &+ position]
    }

    /// Calls `body` with the line's elements in contiguous storage (no copy).
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try store.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[storeRange])) }
    }

    public static func == (a: LineSlice, b: LineSlice) -> Bool { a.elementsEqual(b) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

/// A place a caret may stand.
public struct Caret: Sendable, Hashable {
    /// The Unicode scalar offset the caret stands before (the line's end for the last caret).
    public var offset: Int
    /// Its position from the start of the line, points.
    public var x: Double

    /// A caret before scalar `offset`, `x` points from the start of the line.
    public init(offset: Int, x: Double) {
        self.offset = offset
        self.x = x
    }
}

/// One glyph of a laid-out line.
public struct PositionedGlyph: Sendable, Hashable {
    /// The glyph in its font.
    public var glyph: GlyphID
    /// Which font of the ``FontStack`` it comes from (0 = primary).
    public var font: Int
    /// Offset of the first Unicode scalar it shows (the cut point for the ellipsis).
    public var cluster: Int
    /// Pen position from the start of the line, points.
    public var x: Double
    /// Pen advance to the next glyph, points: the glyph's advance, letter spacing and the kerning
    /// with the glyph after it on the line.
    public var advance: Double
    /// Offset of the glyph from its pen position (mark attachment), points; y up.
    public var xOffset: Double = 0
    /// Vertical offset from the baseline, points; y up.
    public var yOffset: Double = 0
}

/// The result of laying a text out in a width.
public struct TextLayout: Sendable, Hashable {
    /// The lines, top to bottom.
    public var lines: [LaidOutLine]
    /// Total height in points, unrounded.
    public var exactHeight: Double
    /// Width of the widest line in points, unrounded.
    public var exactUsedWidth: Double
    /// Height rounded up to the pixel grid (what `sizeThatFits` reports).
    public var height: Double
    /// Used width rounded up to the pixel grid.
    public var usedWidth: Double
    /// Whether text was cut off by the line limit.
    public var truncated: Bool
    /// The number of lines.
    public var lineCount: Int { lines.count }
}

/// Height and width only: what a feed needs to size a cell, computed without building lines.
public struct TextMeasurement: Sendable, Hashable {
    /// The number of lines.
    public var lineCount: Int
    /// Height rounded up to the pixel grid.
    public var height: Double
    /// Used width rounded up to the pixel grid.
    public var usedWidth: Double
    /// Whether text was cut off by the line limit.
    public var truncated: Bool
}

/// A line of text shaped (``Typesetter/shapedLine(_:)``): its glyphs in order and its runs.
public struct ShapedLine: Sendable, Hashable {
    /// The glyphs, in logical (and, left to right, visual) order, pen positions from the
    /// line's start.
    public var glyphs: [PositionedGlyph]
    /// The runs the text was shaped in: one font, one script each.
    public var runs: [ShapedRun]
}

/// A run of text shaped with one font and one script.
public struct ShapedRun: Sendable, Hashable {
    /// The run's Unicode scalars.
    public var range: Range<Int>
    /// Which font of the ``FontStack`` shaped it.
    public var font: Int
    /// The script it was shaped as.
    public var script: UnicodeScript
    /// Its bidi embedding level: even left to right, odd right to left.
    public var level: UInt8 = 0

    /// A run.
    public init(range: Range<Int>, font: Int, script: UnicodeScript, level: UInt8 = 0) {
        self.range = range
        self.font = font
        self.script = script
        self.level = level
    }
}
