import TypesetFont
import Dispatch

/// Lays text out in a width and measures it, without UIKit.
///
/// A typesetter holds one style: a ``FontStack`` (primary font and fallbacks), a point size,
/// a line height under one ``LineModel``, letter spacing and paragraph spacing. It is a
/// `Sendable` value; laying out from many threads at once is safe.
///
/// The algorithm is TextKit's greedy first fit: lines fill with whole segments between UAX #14
/// break opportunities; white space at the end of a line hangs outside the width; a segment
/// wider than the whole line is broken between characters (never before a combining mark or a
/// joiner); hard breaks (LF, CR, CR LF, NEL, U+2028, U+2029, VT, FF) end a line; with a line
/// limit, the last line is cut at a character and ends with "…" (tail truncation).
public struct Typesetter: Sendable {
    /// The fonts, primary first.
    public let stack: FontStack
    /// Point size.
    public let pointSize: Double
    /// Line height in points.
    public let lineHeight: Double
    /// Letter spacing in points after every glyph (UIKit's `.kern`).
    public let letterSpacing: Double
    /// Extra space after each paragraph (UIKit's `paragraphSpacing`), points.
    public let paragraphSpacing: Double
    /// How lines are placed.
    public let model: LineModel
    /// Whether pair kerning applies.
    public let kerning: Bool
    /// The pixel grid that `height` and `usedWidth` are rounded up to.
    public let grid: PixelGrid
    /// Line positions for the primary font.
    public let geometry: LineGeometry
    /// The truncation ellipsis "…" (or "..." when no font maps U+2026), shaped once.
    var ellipsis = Ellipsis(width: 0, glyphs: [])
    /// Pen advance of each ASCII character in the primary font, in points with the letter
    /// spacing: `advance · pointSize / unitsPerEm + letterSpacing`, computed once per style.
    let asciiAdvances: [Double]

    /// A typesetter for a style.
    ///
    /// - Parameters:
    ///   - lineHeight: line height in points; `nil` for the font's own (`UIFont.lineHeight`).
    ///   - scale: the display scale whose pixel grid sizes are rounded up to.
    public init(stack: FontStack, pointSize: Double, lineHeight: Double? = nil, letterSpacing: Double = 0,
                paragraphSpacing: Double = 0, model: LineModel = .uikitExact, kerning: Bool = true, scale: Double = 3) {
        self.stack = stack
        self.pointSize = pointSize
        let metrics = stack.primary.metrics.scaled(to: pointSize)
        self.lineHeight = lineHeight ?? metrics.lineHeight
        self.letterSpacing = letterSpacing
        self.paragraphSpacing = paragraphSpacing
        self.model = model
        self.kerning = kerning
        grid = PixelGrid(scale: scale)
        let primaryScale = pointSize / stack.primary.unitsPerEm
        asciiAdvances = stack.primary.asciiAdvances.map { Double($0) * primaryScale + letterSpacing }
        geometry = LineGeometry(model: model, metrics: metrics, lineHeight: self.lineHeight)
        let mapsEllipsis = stack.fonts.contains { $0.characterMap.glyph(for: 0x2026) != nil }
        ellipsis = shapeAlone(mapsEllipsis ? "\u{2026}" : "...")
    }

    /// A typesetter for a resolved style (its point size, line height, kern and paragraph spacing).
    public init(stack: FontStack, style: ResolvedStyle, model: LineModel = .uikitExact, kerning: Bool = true) {
        self.init(stack: stack, pointSize: style.pointSize, lineHeight: style.lineHeight, letterSpacing: style.kern,
                  paragraphSpacing: style.paragraphSpacing, model: model, kerning: kerning, scale: style.scale)
    }

    // MARK: Public entry points

    /// Lays `text` out in `width` points (`.infinity` or 0 for no wrapping), with at most
    /// `maxLines` lines (0 for no limit).
    public func layout(_ text: String, width: Double, maxLines: Int = 0) -> TextLayout {
        var buffers = LayoutBuffers()
        return layout(text, width: width, maxLines: maxLines, buffers: &buffers)
    }

    /// Like ``layout(_:width:maxLines:)`` reusing `buffers` (no allocation once they have grown).
    public func layout(_ text: String, width: Double, maxLines: Int = 0, buffers: inout LayoutBuffers) -> TextLayout {
        let summary = run(text, width: width, maxLines: maxLines, buffers: &buffers)
        var lines: [LaidOutLine] = []
        lines.reserveCapacity(buffers.spans.count)
        for (index, span) in buffers.spans.enumerated() {
            let position = geometry.line(index).offset(by: Double(span.paragraph) * paragraphSpacing)
            lines.append(LaidOutLine(range: span.start..<span.visibleEnd, consumed: span.start..<span.end, width: span.width,
                                     top: position.top, baseline: position.baseline, bottom: position.bottom,
                                     isTruncated: span.truncated, glyphs: glyphRun(span, buffers: buffers)))
        }
        return TextLayout(lines: lines, exactHeight: summary.height, exactUsedWidth: summary.width,
                          height: grid.ceil(summary.height), usedWidth: grid.ceil(summary.width), truncated: summary.truncated)
    }

    /// Height and used width of `text` in `width`: the number `sizeThatFits` needs.
    public func measure(_ text: String, width: Double, maxLines: Int = 0) -> TextMeasurement {
        var buffers = LayoutBuffers()
        return measure(text, width: width, maxLines: maxLines, buffers: &buffers)
    }

    /// Like ``measure(_:width:maxLines:)`` reusing `buffers`: no allocation per string once the
    /// buffers have grown to the longest text.
    public func measure(_ text: String, width: Double, maxLines: Int = 0, buffers: inout LayoutBuffers) -> TextMeasurement {
        let summary = run(text, width: width, maxLines: maxLines, buffers: &buffers)
        return TextMeasurement(lineCount: buffers.spans.count, height: grid.ceil(summary.height),
                               usedWidth: grid.ceil(summary.width), truncated: summary.truncated)
    }

    /// Measures many strings in one width, spreading the work over the machine's cores, with
    /// one set of buffers per worker (no allocation per string).
    public func measureAll(_ texts: [String], width: Double, maxLines: Int = 0) -> [TextMeasurement] {
        let empty = TextMeasurement(lineCount: 0, height: 0, usedWidth: 0, truncated: false)
        var results = [TextMeasurement](repeating: empty, count: texts.count)
        let workers = max(1, min(texts.count / 64, 64))
        results.withUnsafeMutableBufferPointer { output in
            nonisolated(unsafe) let output = output
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var buffers = LayoutBuffers()
                var index = worker
                while index < texts.count {
                    output[index] = measure(texts[index], width: width, maxLines: maxLines, buffers: &buffers)
                    index += workers
                }
            }
        }
        return results
    }

    /// Every scalar of `text` as one glyph, in order: the shaping that layout and measurement
    /// use, without line breaking. Characters that take no space (controls, default ignorables)
    /// are glyph 0 of the font before them with no advance; a tab advances like a space.
    public func shapedGlyphs(_ text: String) -> [ShapedGlyph] {
        var buffers = LayoutBuffers()
        let count = shape(text, into: &buffers)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(count)
        var lastFont = 0
        for index in 0..<count {
            let font = Int(buffers.glyphFonts[index])
            if font >= 0 { lastFont = font }
            glyphs.append(ShapedGlyph(glyph: font >= 0 ? buffers.glyphs[index] : 0, font: lastFont, cluster: index,
                                      advance: buffers.x[index + 1] - buffers.x[index]))
        }
        return glyphs
    }

    /// The glyphs a line shows, read from the shaped buffers: pen positions from the line's
    /// start, then the ellipsis when the line was cut.
    func glyphRun(_ span: LineSpan, buffers: LayoutBuffers) -> [PositionedGlyph] {
        var run: [PositionedGlyph] = []
        run.reserveCapacity(span.visibleEnd - span.start + (span.truncated ? ellipsis.glyphs.count : 0))
        let origin = buffers.x[span.start]
        var index = span.start
        while index < span.visibleEnd {
            let font = Int(buffers.glyphFonts[index])
            if font >= 0 {
                let next = index + 1 == span.visibleEnd ? buffers.x[index + 1] - buffers.kernAfter[index] : buffers.x[index + 1]
                run.append(PositionedGlyph(glyph: buffers.glyphs[index], font: font, cluster: index,
                                           x: buffers.x[index] - origin, advance: next - buffers.x[index]))
            }
            index += 1
        }
        if span.truncated {
            let pen = span.width - ellipsis.width
            for glyph in ellipsis.glyphs {
                var placed = glyph
                placed.x += pen
                placed.cluster = span.visibleEnd
                run.append(placed)
            }
        }
        return run
    }

    /// `text` shaped on one line with no limit: its glyphs and width (the ellipsis).
    func shapeAlone(_ text: String) -> Ellipsis {
        var buffers = LayoutBuffers()
        let count = shape(text, into: &buffers)
        guard count > 0 else { return Ellipsis(width: 0, glyphs: []) }
        let span = LineSpan(start: 0, visibleEnd: count, end: count, width: 0, paragraph: 0, truncated: false)
        return Ellipsis(width: buffers.x[count] - buffers.x[0] - buffers.kernAfter[count - 1],
                        glyphs: glyphRun(span, buffers: buffers))
    }

    // MARK: The engine

    struct Summary {
        var height: Double
        var width: Double
        var truncated: Bool
    }

    @inline(__always)
    static func isHardBreak(_ scalar: UInt32) -> Bool {
        scalar == 0x0A || scalar == 0x0D || scalar == 0x0B || scalar == 0x0C || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// White space that hangs at the end of a line, and hard-break characters.
    @inline(__always)
    static func hangs(_ scalar: UInt32) -> Bool {
        scalar == 0x20 || scalar == 0x09 || scalar == 0x3000 || scalar == 0x1680 || (scalar >= 0x2000 && scalar <= 0x200A && scalar != 0x2007)
            || scalar == 0x205F || isHardBreak(scalar)
    }

    /// Characters that take no space: C0/C1 controls other than tab, and default ignorables.
    @inline(__always)
    static func isZeroWidth(_ scalar: UInt32) -> Bool {
        (scalar < 0x20 && scalar != 0x09) || (scalar >= 0x7F && scalar < 0xA0) || scalar == 0x2028 || scalar == 0x2029
            || Shaper.isDefaultIgnorable(scalar)
    }

    /// Fills `buffers` with the scalars, pen positions and kerning of `text`; returns the
    /// number of scalars. The buffers only grow: their first `count` (+1 for `x`) entries are valid.
    func shape(_ text: String, into buffers: inout LayoutBuffers) -> Int {
        var text = text
        // Decode into the scalar buffer (an upper bound: one scalar per UTF-8 byte).
        let byteCount = text.utf8.count
        buffers.grow(to: byteCount)
        let count: Int = text.withUTF8 { utf8 in
            buffers.scalars.withUnsafeMutableBufferPointer { out in
                var n = 0
                var i = 0
                while i < utf8.count {
                    let lead = utf8[i]
                    if lead < 0x80 {
                        out[n] = Unicode.Scalar(lead)
                        i &+= 1
                    } else {
                        // Swift strings hold valid UTF-8: decode the 2-4 byte sequence.
                        var value: UInt32
                        var length: Int
                        if lead < 0xE0 { value = UInt32(lead & 0x1F); length = 2 }
                        else if lead < 0xF0 { value = UInt32(lead & 0x0F); length = 3 }
                        else { value = UInt32(lead & 0x07); length = 4 }
                        var k = 1
                        while k < length, i &+ k < utf8.count {
                            value = value << 6 | UInt32(utf8[i &+ k] & 0x3F)
                            k &+= 1
                        }
                        out[n] = Unicode.Scalar(value) ?? "\u{FFFD}"
                        i &+= length
                    }
                    n &+= 1
                }
                return n
            }
        }
        let primary = stack.fonts[0]
        let primaryScale = pointSize / primary.unitsPerEm
        let tracking = letterSpacing
        var pen = 0.0
        var previousFont = -1
        var previousGlyph: GlyphID = 0
        var previousASCII = -1
        let spaceAdvance = Double(primary.asciiAdvances[0x20]) * primaryScale
        let kerningScale = kerning ? primaryScale : 0
        // The first two fonts' tables as locals: calls on them borrow in place, where calls on
        // elements read through a pointer would copy the tables (and retain their storage)
        // for every character. A second font that does not exist maps nothing.
        let first = FontLookup(primary, pointSize: pointSize)
        let second = stack.fonts.count > 1 ? FontLookup(stack.fonts[1], pointSize: pointSize)
            : FontLookup(primary, pointSize: pointSize, mapsNothing: true)
        // Fonts are read through an unsafe buffer: in-place borrows, no copy (and no retain of
        // every table) per character. The arrays outlive the closures.
        stack.fonts.withUnsafeBufferPointer { fonts in
        primary.asciiGlyphs.withUnsafeBufferPointer { asciiGlyphs in
        primary.asciiAdvances.withUnsafeBufferPointer { asciiAdvances in
        primary.asciiKerning.withUnsafeBufferPointer { asciiKerning in
        self.asciiAdvances.withUnsafeBufferPointer { asciiPoints in
        buffers.scalars.withUnsafeBufferPointer { scalars in
        buffers.x.withUnsafeMutableBufferPointer { x in
        buffers.kernAfter.withUnsafeMutableBufferPointer { kernAfter in
        buffers.glyphs.withUnsafeMutableBufferPointer { glyphs in
        buffers.glyphFonts.withUnsafeMutableBufferPointer { glyphFonts in
            var index = 0
            while index < count {
                let value = scalars[index].value
                var advance = 0.0
                var kern = 0.0
                if value < 0x80, value >= 0x20, value != 0x7F, asciiGlyphs[Int(value)] != 0 {
                    let code = Int(value)
                    if kerning, previousFont == 0 {
                        if previousASCII >= 0 {
                            kern = Double(asciiKerning[previousASCII &* 128 &+ code]) * primaryScale
                        } else {
                            kern = Double(fonts[0].kerning.adjustment(previousGlyph, asciiGlyphs[code])) * primaryScale
                        }
                    }
                    if kern != 0, index > 0 {
                        kernAfter[index &- 1] = kern
                        pen += kern
                    }
                    x[index] = pen
                    glyphs[index] = asciiGlyphs[code]
                    glyphFonts[index] = 0
                    pen += asciiPoints[code]
                    // The rest of a run of mapped ASCII: kerning from the 128 × 128 matrix, and
                    // the kerning after each character stored by the next one (0 after the last).
                    var previous = code
                    index &+= 1
                    while index < count {
                        let next = scalars[index].value
                        if next &- 0x20 >= 0x5F || asciiGlyphs[Int(next)] == 0 { break }
                        let code = Int(next)
                        let pairKern = Double(asciiKerning[previous &* 128 &+ code]) * kerningScale
                        kernAfter[index &- 1] = pairKern
                        pen += pairKern
                        x[index] = pen
                        glyphs[index] = asciiGlyphs[code]
                        glyphFonts[index] = 0
                        pen += asciiPoints[code]
                        previous = code
                        index &+= 1
                    }
                    kernAfter[index &- 1] = 0
                    previousFont = 0
                    previousGlyph = asciiGlyphs[previous]
                    previousASCII = previous
                    continue
                } else if value == 0x09 {
                    // A tab advances like a space and shows the primary font's space glyph.
                    advance = spaceAdvance + tracking
                    glyphs[index] = asciiGlyphs[0x20]
                    glyphFonts[index] = 0
                    previousFont = -1
                    previousASCII = -1
                } else if Typesetter.isZeroWidth(value) {
                    // No glyph, no advance; kerning continues across default ignorables.
                    glyphFonts[index] = -1
                } else {
                    // The first font that maps the scalar (the primary's .notdef when none does).
                    var fontIndex = 0
                    var glyph: GlyphID = 0
                    if let found = first.characterMap.glyph(for: value) {
                        glyph = found
                    } else if let found = second.characterMap.glyph(for: value) {
                        fontIndex = 1
                        glyph = found
                    } else {
                        fontIndex = 2
                        while fontIndex < fonts.count {
                            if let found = fonts[fontIndex].characterMap.glyph(for: value) { glyph = found; break }
                            fontIndex &+= 1
                        }
                        if fontIndex >= fonts.count { fontIndex = 0 }
                    }
                    let kernWithPrevious = kerning && previousFont == fontIndex
                    let placed: (kern: Double, advance: Double)
                    switch fontIndex {
                    case 0: placed = first.place(glyph, after: previousGlyph, kerning: kernWithPrevious)
                    case 1: placed = second.place(glyph, after: previousGlyph, kerning: kernWithPrevious)
                    default:
                        placed = FontLookup(fonts[fontIndex], pointSize: pointSize)
                            .place(glyph, after: previousGlyph, kerning: kernWithPrevious)
                    }
                    kern = placed.kern
                    advance = placed.advance + tracking
                    glyphs[index] = glyph
                    glyphFonts[index] = Int32(truncatingIfNeeded: fontIndex)
                    previousFont = fontIndex
                    previousGlyph = glyph
                    previousASCII = -1
                }
                if kern != 0, index > 0 {
                    kernAfter[index &- 1] = kern
                    pen += kern
                }
                x[index] = pen
                kernAfter[index] = 0
                pen += advance
                index &+= 1
            }
            x[count] = pen
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        return count
    }

    /// Lays out `text` into `buffers.spans`; returns the total height and used width.
    func run(_ text: String, width: Double, maxLines: Int, buffers: inout LayoutBuffers) -> Summary {
        let count = shape(text, into: &buffers)
        buffers.spans.removeAll(keepingCapacity: true)
        guard count > 0 else { return Summary(height: 0, width: 0, truncated: false) }
        let limit = (width.isFinite && width > 0) ? width + 1e-9 : .infinity
        var state = BreakState(limit: limit, maxLines: maxLines)
        let scalars = buffers.scalars
        buffers.x.withUnsafeBufferPointer { x in
            buffers.kernAfter.withUnsafeBufferPointer { kernAfter in
                scalars.withUnsafeBufferPointer { all in
                    let text = UnsafeBufferPointer(rebasing: all[0..<count])
                    let engine = LineFiller(x: x, kernAfter: kernAfter, text: text, ellipsisWidth: ellipsis.width)
                    // The UAX #14 walker runs inline here (as ScalarLineBreakIterator would run
                    // it), its state in registers rather than reloaded for every opportunity.
                    var walker = LineBreakWalker(start: 0, end: count)
                    let decoder = ScalarDecoder(units: text)
                    while !state.finished, let opportunity = walker.next(decoder) {
                        engine.accept(opportunity, state: &state, spans: &buffers.spans)
                    }
                }
            }
        }
        var usedWidth = 0.0
        for span in buffers.spans { usedWidth = max(usedWidth, span.width) }
        let lines = buffers.spans.count
        let paragraphs = buffers.spans.last.map { $0.paragraph } ?? 0
        let height = geometry.totalHeight(lines: lines) + Double(paragraphs) * paragraphSpacing
        return Summary(height: height, width: usedWidth, truncated: state.truncated)
    }
}

/// The tables of one font that shaping a non-ASCII character reads, with its scale.
struct FontLookup {
    let characterMap: CharacterMap
    let horizontalMetrics: HorizontalMetrics
    let kerning: Kerning
    /// Points per font unit.
    let scale: Double

    /// `mapsNothing`: a stand-in for a missing fallback font, whose character map is empty.
    init(_ font: ShapingFont, pointSize: Double, mapsNothing: Bool = false) {
        characterMap = mapsNothing ? .empty : font.characterMap
        horizontalMetrics = font.horizontalMetrics
        kerning = font.kerning
        scale = pointSize / font.unitsPerEm
    }

    /// Kerning with the previous glyph (when `kerning`) and the advance of `glyph`, in points.
    @inline(__always)
    func place(_ glyph: GlyphID, after previous: GlyphID, kerning: Bool) -> (kern: Double, advance: Double) {
        let kern = kerning ? Double(self.kerning.adjustment(previous, glyph)) * scale : 0
        return (kern, Double(horizontalMetrics.advance(of: glyph)) * scale)
    }
}

/// Reusable storage for laying out one text at a time.
public struct LayoutBuffers: Sendable {
    var scalars: [Unicode.Scalar] = []
    var x: [Double] = []
    var kernAfter: [Double] = []
    /// The glyph of each scalar, and the index of its font in the stack (−1: none, no ink).
    var glyphs: [GlyphID] = []
    var glyphFonts: [Int32] = []
    var spans: [LineSpan] = []

    /// Empty buffers; they grow to the longest text laid out with them.
    public init() {}

    /// Makes room for `count` scalars (and `count + 1` pen positions); never shrinks.
    mutating func grow(to count: Int) {
        if scalars.count < count { scalars.append(contentsOf: repeatElement(Unicode.Scalar(0), count: count - scalars.count)) }
        if kernAfter.count < count { kernAfter.append(contentsOf: repeatElement(0, count: count - kernAfter.count)) }
        if glyphs.count < count { glyphs.append(contentsOf: repeatElement(GlyphID.notdef, count: count - glyphs.count)) }
        if glyphFonts.count < count { glyphFonts.append(contentsOf: repeatElement(-1, count: count - glyphFonts.count)) }
        if x.count < count + 1 { x.append(contentsOf: repeatElement(0, count: count + 1 - x.count)) }
    }
}

/// The truncation ellipsis, shaped once per typesetter.
struct Ellipsis: Sendable {
    var width: Double
    var glyphs: [PositionedGlyph]
}

/// One line as offsets into the scalar buffer.
struct LineSpan: Sendable, Hashable {
    var start: Int
    var visibleEnd: Int
    var end: Int
    var width: Double
    var paragraph: Int
    var truncated: Bool
}

/// Greedy line filling state.
struct BreakState {
    let limit: Double
    let maxLines: Int
    var lineStart = 0
    /// The last break opportunity accepted on the current line (== lineStart when none).
    var lastBreak = 0
    var paragraph = 0
    var truncated = false
    var finished = false

    init(limit: Double, maxLines: Int) {
        self.limit = limit
        self.maxLines = maxLines
    }
}

/// The line-filling rules over one shaped text.
struct LineFiller {
    let x: UnsafeBufferPointer<Double>
    let kernAfter: UnsafeBufferPointer<Double>
    let text: UnsafeBufferPointer<Unicode.Scalar>
    let ellipsisWidth: Double

    /// Width of scalars [start, end): pen positions minus the kerning with the scalar after.
    @inline(__always)
    func width(_ start: Int, _ end: Int) -> Double {
        guard end > start else { return 0 }
        return x[end] - x[start] - kernAfter[end - 1]
    }

    /// `end` moved back over hanging white space and break characters (not before `start`).
    @inline(__always)
    func visibleEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, Typesetter.hangs(text[e - 1].value) { e -= 1 }
        return e
    }

    /// Whether a line may end before scalar `index` when breaking inside a word.
    @inline(__always)
    func isClusterBoundary(_ index: Int) -> Bool {
        guard index > 0, index < text.count else { return true }
        let scalar = text[index]
        switch scalar.lineBreakClass {
        case .combiningMark, .zeroWidthJoiner: return false
        default: break
        }
        if text[index - 1].value == 0x200D { return false }
        let value = scalar.value
        if value >= 0xFE00 && value <= 0xFE0F { return false }
        if value >= 0x1F3FB && value <= 0x1F3FF { return false }
        return true
    }

    func accept(_ opportunity: LineBreakOpportunity, state: inout BreakState, spans: inout [LineSpan]) {
        let b = opportunity.offset
        while !state.finished {
            let visible = visibleEnd(state.lineStart, b)
            if width(state.lineStart, visible) <= state.limit {
                state.lastBreak = b
                if opportunity.isMandatory {
                    emit(end: b, state: &state, spans: &spans)
                }
                return
            }
            if state.lastBreak > state.lineStart {
                // The segment does not fit: the line ends at the previous opportunity.
                emit(end: state.lastBreak, state: &state, spans: &spans)
                continue
            }
            // One segment wider than the line: break between characters.
            var end = state.lineStart + 1
            var candidate = end
            while candidate < visible {
                candidate += 1
                while candidate < visible, !isClusterBoundary(candidate) { candidate += 1 }
                if width(state.lineStart, candidate) <= state.limit { end = candidate } else { break }
            }
            while end < visible, !isClusterBoundary(end) { end += 1 }
            emit(end: end, state: &state, spans: &spans)
        }
    }

    /// Ends the current line at `end`, applying the line limit (tail truncation).
    func emit(end: Int, state: inout BreakState, spans: inout [LineSpan]) {
        let start = state.lineStart
        let textEnd = text.count
        let moreFollows = visibleEnd(end, textEnd) > end || (end < textEnd && visibleEnd(end, textEnd) > end)
        if state.maxLines > 0, spans.count == state.maxLines - 1, moreFollows {
            // The last allowed line: the rest of the paragraph, cut to fit with an ellipsis.
            var paragraphEnd = start
            while paragraphEnd < textEnd, !Typesetter.isHardBreak(text[paragraphEnd].value) { paragraphEnd += 1 }
            let visibleRest = visibleEnd(start, paragraphEnd)
            var cut = visibleRest
            if visibleRest < visibleEnd(start, textEnd) || width(start, visibleRest) > state.limit {
                // Find the longest prefix that fits with the ellipsis.
                cut = start
                var candidate = start
                while candidate < visibleRest {
                    candidate += 1
                    while candidate < visibleRest, !isClusterBoundary(candidate) { candidate += 1 }
                    let visible = visibleEnd(start, candidate)
                    if width(start, visible) + ellipsisWidth <= state.limit { cut = visible } else { break }
                }
                let lineWidth = width(start, cut) + ellipsisWidth
                spans.append(LineSpan(start: start, visibleEnd: cut, end: textEnd, width: lineWidth,
                                      paragraph: state.paragraph, truncated: true))
                state.truncated = true
            } else {
                spans.append(LineSpan(start: start, visibleEnd: visibleRest, end: textEnd, width: width(start, visibleRest),
                                      paragraph: state.paragraph, truncated: false))
            }
            state.finished = true
            return
        }
        let visible = visibleEnd(start, end)
        spans.append(LineSpan(start: start, visibleEnd: visible, end: end, width: width(start, visible),
                              paragraph: state.paragraph, truncated: false))
        if end > 0, end < textEnd || true {
            let last = text[end - 1].value
            if last == 0x0A || last == 0x0D || last == 0x2029 || last == 0x85 { state.paragraph += 1 }
        }
        state.lineStart = end
        state.lastBreak = end
        if end >= textEnd { state.finished = true }
    }
}
