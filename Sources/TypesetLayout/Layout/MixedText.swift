import TypesetFont
import TypesetShaping
import TypesetUnicode
import TypesetStyle
import TypesetPlatform

/// One run of mixed text: its text and the typesetter of its font, size, letter spacing,
/// features and language (the paragraph's line height and paragraph spacing are the
/// ``MixedTypesetter``'s).
public struct MixedRun: Sendable {
    /// The run's text.
    public var text: String
    /// Its font stack, point size, letter spacing, features and language.
    public var typesetter: Typesetter

    /// A run.
    public init(_ text: String, typesetter: Typesetter) {
        self.text = text
        self.typesetter = typesetter
    }
}

/// A piece of a laid-out mixed line: the glyphs of one shaping run on it.
public struct MixedPiece: Sendable, Hashable {
    /// Which run of ``MixedTypesetter/runs`` (runs that shape alike are merged first).
    public var run: Int
    /// The piece's Unicode scalars, as offsets into the whole text.
    public var range: Range<Int>
    /// Its glyphs, pen positions from the line's left end; `font` indexes the run's ``FontStack``.
    /// A view of the layout's one glyph store (no copy per piece; see ``LineSlice``).
    public var glyphs: LineGlyphs
    /// The piece's bidi embedding level on the line (UAX #9, after L1): odd levels read right
    /// to left, and their glyphs are in visual order.
    public var level: UInt8 = 0
}

/// One laid-out line of mixed text.
public struct MixedLine: Sendable, Hashable {
    /// The line's Unicode scalars, trailing white space and the break excluded.
    public var range: Range<Int>
    /// Every scalar the line consumed.
    public var consumed: Range<Int>
    /// Width of the visible text, points.
    public var width: Double
    /// Top of the line box, baseline (shared by every run on the line) and bottom, points from the top.
    public var top: Double, baseline: Double, bottom: Double
    /// Whether the line was cut and ends with an ellipsis.
    public var isTruncated: Bool
    /// The runs' glyphs on the line, left to right: a style run and a bidi level run each, in
    /// the visual order of UAX #9 L2 across the runs.
    public var pieces: [MixedPiece]
    /// Whether the line's paragraph reads right to left (its base level is odd).
    public var isRightToLeft = false
}

/// Reusable storage for laying out mixed text, one ``LayoutBuffers`` per run: each run's shape
/// plans and shaped words stay cached from one layout to the next, so laying the same runs out
/// again (another width, another line limit) shapes nothing anew.
public struct MixedLayoutBuffers: Sendable {
    var runs: [LayoutBuffers] = []

    /// Empty storage.
    public init() {}
}

/// Mixed text laid out.
public struct MixedTextLayout: Sendable, Hashable {
    /// The lines, top to bottom.
    public var lines: [MixedLine]
    /// Total height, points, unrounded; rounded up to the pixel grid in ``height``.
    public var exactHeight: Double
    /// The height `sizeThatFits` reports: ``exactHeight`` rounded up to the pixel grid.
    public var height: Double
    /// The widest line, points, unrounded.
    public var exactUsedWidth: Double
    /// Whether text was cut off by the line limit.
    public var truncated: Bool
}

/// Lays out and measures one paragraph of mixed runs (bold, italic, links, another size) under
/// one paragraph style, without UIKit (Typography.md, "Mixed runs").
///
/// Each run is shaped once with its own font, as Core Text shapes each attribute run; runs that
/// would shape alike (the same fonts, size, letter spacing, features and language) are merged
/// first, as an attributed string merges equal attributes, so splitting a text into runs that
/// share one style changes nothing. Lines break by UAX #14 over the whole text (a run boundary
/// inside a word is no break opportunity) with the same greedy fill as ``Typesetter``; a line's
/// height follows ``MixedLineHeight``.
///
/// Text with right-to-left characters is resolved by UAX #9 over the whole paragraph, across the
/// style runs; each line is then reordered (L1–L2), so an English bold run inside Arabic, or a
/// larger Hebrew run inside Hebrew, takes its place on the line as Core Text and Pango put it.
public struct MixedTypesetter: Sendable {
    /// The runs after merging those that shape alike.
    public let runs: [MixedRun]
    /// Where each run starts and ends in the whole text, in Unicode scalars.
    public let runRanges: [Range<Int>]
    /// How tall lines are.
    public let lineHeight: MixedLineHeight
    /// Extra space after each paragraph (hard break), points.
    public let paragraphSpacing: Double
    /// The pixel grid heights round up to.
    public let grid: PixelGrid

    /// A typesetter for `runs` (empty runs are dropped).
    public init(runs: [MixedRun], lineHeight: MixedLineHeight, paragraphSpacing: Double = 0, scale: Double = 3) {
        var merged: [MixedRun] = []
        for run in runs where !run.text.isEmpty {
            if let last = merged.last, MixedTypesetter.shapesAlike(last.typesetter, run.typesetter) {
                merged[merged.count - 1].text += run.text
            } else {
                merged.append(run)
            }
        }
        self.runs = merged
        var ranges: [Range<Int>] = []
        var start = 0
        for run in merged {
            let count = run.text.unicodeScalars.count
            ranges.append(start..<(start + count))
            start += count
        }
        runRanges = ranges
        self.lineHeight = lineHeight
        self.paragraphSpacing = paragraphSpacing
        grid = PixelGrid(scale: scale)
    }

    /// Whether two runs' glyphs would come out the same shaped together or apart.
    static func shapesAlike(_ a: Typesetter, _ b: Typesetter) -> Bool {
        a.cacheKey == b.cacheKey && a.pointSize == b.pointSize && a.letterSpacing == b.letterSpacing && a.wordSpacing == b.wordSpacing && a.letterSpacesCursiveScripts == b.letterSpacesCursiveScripts && a.kerning == b.kerning
    }

    /// Lays the text out in `width` points (`.infinity` or 0: no wrapping), at most `maxLines`
    /// lines (0: no limit; the last line cut at the tail with a "…" in the style of the text it replaces).
    public func layout(width: Double, maxLines: Int = 0) -> MixedTextLayout {
        var buffers = MixedLayoutBuffers()
        return layout(width: width, maxLines: maxLines, buffers: &buffers)
    }

    /// Like ``layout(width:maxLines:)`` reusing `buffers` (shape plans and shaped words cached
    /// across layouts).
    public func layout(width: Double, maxLines: Int = 0, buffers: inout MixedLayoutBuffers) -> MixedTextLayout {
        var shaped = shape(reusing: &buffers)
        defer { buffers.runs = shaped.buffers }
        let spans = fill(width: width, maxLines: maxLines, shaped: &shaped)
        let bidi = bidiParagraphs(shaped.scalars)
        var lines: [MixedLine] = []
        // Every piece's glyphs go to one store; each piece is a range of it.
        var store: [PositionedGlyph] = []
        store.reserveCapacity(shaped.buffers.reduce(0) { $0 + $1.glyphs.count } + 16 * spans.count + 64)
        var storeRanges: [[Range<Int>]] = []
        storeRanges.reserveCapacity(spans.count)
        var y = 0.0
        var paragraph = 0
        var widest = 0.0
        for (index, span) in spans.enumerated() {
            if span.paragraph > paragraph {
                y += Double(span.paragraph - paragraph) * paragraphSpacing
                paragraph = span.paragraph
            }
            if index > 0, case .tallestFont(let spacing) = lineHeight { y += spacing }
            let box = lineBox(span)
            let top = y
            let bottom = top + box.height
            let paragraph = bidi.first { $0.range.contains(span.start) || $0.range.upperBound == span.start }
            let placed = pieces(span, shaped: &shaped, paragraph: paragraph, store: &store)
            storeRanges.append(placed.ranges)
            lines.append(MixedLine(range: span.start..<span.visibleEnd, consumed: span.start..<span.end, width: span.width,
                                   top: top, baseline: top + box.baseline, bottom: bottom, isTruncated: span.truncated,
                                   pieces: placed.pieces, isRightToLeft: (paragraph?.baseLevel ?? 0) & 1 == 1))
            widest = max(widest, span.width)
            y = bottom
        }
        for line in lines.indices {
            for piece in lines[line].pieces.indices {
                lines[line].pieces[piece].glyphs = LineGlyphs(store: store, range: storeRanges[line][piece])
            }
        }
        let exactHeight = lines.last?.bottom ?? 0
        return MixedTextLayout(lines: lines, exactHeight: exactHeight, height: grid.ceil(exactHeight), exactUsedWidth: widest,
                               truncated: spans.contains { $0.truncated })
    }

    /// Height and width for `width`: the numbers `sizeThatFits` needs.
    public func measure(width: Double, maxLines: Int = 0) -> TextMeasurement {
        var buffers = MixedLayoutBuffers()
        return measure(width: width, maxLines: maxLines, buffers: &buffers)
    }

    /// Like ``measure(width:maxLines:)`` reusing `buffers`.
    public func measure(width: Double, maxLines: Int = 0, buffers: inout MixedLayoutBuffers) -> TextMeasurement {
        let laid = layout(width: width, maxLines: maxLines, buffers: &buffers)
        return TextMeasurement(lineCount: laid.lines.count, height: laid.height, usedWidth: grid.ceil(laid.exactUsedWidth),
                               truncated: laid.truncated)
    }

    // MARK: The engine

    /// Every run shaped once, and the whole text's scalars, pen positions and boundary flags.
    struct Shaped {
        var buffers: [LayoutBuffers]
        var scalars: [Unicode.Scalar]
        var x: [Double]
        var flags: [UInt8]
    }

    func shape(reusing pool: inout MixedLayoutBuffers) -> Shaped {
        var shaped = Shaped(buffers: [], scalars: [], x: [], flags: [])
        shaped.buffers.reserveCapacity(runs.count)
        var pen = 0.0
        for (index, run) in runs.enumerated() {
            var buffers = LayoutBuffers()
            if index < pool.runs.count { swap(&buffers, &pool.runs[index]) }
            let count = run.typesetter.itemizer.decode(run.text, into: &buffers)
            run.typesetter.shaper.shapeParagraph(count: count, buffers: &buffers, keepsGlyphs: true)
            shaped.scalars += buffers.scalars[0..<count]
            for k in 0..<count { shaped.x.append(pen + buffers.x[k] - buffers.x[0]) }
            // A run boundary is a shaping boundary: safe to break at (flag 0).
            shaped.flags.append(0)
            if count > 1 { shaped.flags += buffers.flags[1..<count] }
            pen += buffers.x[count] - buffers.x[0]
            if index == runs.count - 1 {
                shaped.x.append(pen)
                shaped.flags.append(0)
            }
            shaped.buffers.append(buffers)
        }
        if shaped.x.isEmpty {
            shaped.x = [0]
            shaped.flags = [0]
        }
        return shaped
    }

    /// The width of scalars `start..<end` of the whole text, each run's part measured by its own
    /// typesetter (shaped again at an end where its shaping ran across, as ``Typesetter`` does).
    func width(_ start: Int, _ end: Int, shaped: inout Shaped) -> Double {
        var total = 0.0
        for (index, range) in runRanges.enumerated() where range.lowerBound < end && range.upperBound > start {
            let s = max(start, range.lowerBound) - range.lowerBound
            let e = min(end, range.upperBound) - range.lowerBound
            total += runs[index].typesetter.shaper.lineWidth(s, e, buffers: &shaped.buffers[index])
        }
        return total
    }

    /// Greedy line filling over the whole text (the ``Typesetter``'s filler and UAX #14 walker).
    func fill(width: Double, maxLines: Int, shaped: inout Shaped) -> [LineSpan] {
        let count = shaped.scalars.count
        guard count > 0 else { return [] }
        var spans: [LineSpan] = []
        let limit = (width.isFinite && width > 0) ? width + 1e-9 : .infinity
        var state = BreakState(limit: limit, maxLines: maxLines)
        let scalars = shaped.scalars, flags = shaped.flags, x = shaped.x
        let ellipsisWidth = runs.first?.typesetter.ellipsis.width ?? 0
        // The ellipsis takes the style of the text it replaces: its width per character, when
        // the runs' ellipses differ.
        var ellipsisWidths: [Double] = []
        if runs.contains(where: { $0.typesetter.ellipsis.width != ellipsisWidth }) {
            ellipsisWidths.reserveCapacity(count + 1)
            for (run, range) in zip(runs, runRanges) { ellipsisWidths += repeatElement(run.typesetter.ellipsis.width, count: range.count) }
            // At the end of the text: the last run's (``ellipsisRun(at:)``).
            ellipsisWidths.append(runs.last?.typesetter.ellipsis.width ?? ellipsisWidth)
        }
        scalars.withUnsafeBufferPointer { text in
            flags.withUnsafeBufferPointer { flags in
                x.withUnsafeBufferPointer { x in
                    let filler = ellipsisWidths.withUnsafeBufferPointer {
                        LineFiller(text: text, flags: flags, x: x, ellipsisWidth: ellipsisWidth, ellipsisWidths: $0)
                    }
                    var walker = LineBreakWalker(start: 0, end: count, dictionaries: runs.first?.typesetter.lineBreakDictionaries ?? .icu)
                    let decoder = ScalarDecoder(units: text)
                    while !state.finished, let opportunity = walker.next(decoder) {
                        filler.accept(opportunity, state: &state, spans: &spans) { self.width($0, $1, shaped: &shaped) }
                    }
                }
            }
        }
        return spans
    }

    /// The run whose style an ellipsis replacing the text from scalar `cut` on takes: the run of
    /// the first character it replaces (the last run at the end of the text).
    func ellipsisRun(at cut: Int) -> Int {
        runRanges.firstIndex { $0.contains(cut) } ?? max(0, runRanges.count - 1)
    }

    /// The indices of the runs a line shows (the run it starts in when it shows nothing).
    func runsOn(_ span: LineSpan) -> [Int] {
        let on = runRanges.indices.filter { runRanges[$0].lowerBound < span.visibleEnd && runRanges[$0].upperBound > span.start }
        if !on.isEmpty { return on }
        return [runRanges.firstIndex { $0.contains(span.start) } ?? max(0, runRanges.count - 1)]
    }

    /// A line's height and its baseline from its top, from the fonts of the runs on it.
    func lineBox(_ span: LineSpan) -> (height: Double, baseline: Double) {
        let metrics = runsOn(span).map { runs[$0].typesetter.geometry.metrics }
        let ascender = metrics.map(\.ascender).max() ?? 0
        let depth = metrics.map { -$0.descender }.max() ?? 0
        let gap = metrics.map(\.leading).max() ?? 0
        switch lineHeight {
        case .exact(let points, let shift):
            // TextKit puts the extra space above the glyphs and the line gap below the descender;
            // every run is lifted by the paragraph's shift, so all share one baseline.
            let depthBelow = metrics.map { -$0.descender + $0.leading }.max() ?? 0
            return (points, points - depthBelow - shift)
        case .tallestFont:
            return (ascender + depth + gap, ascender)
        }
    }

    /// The bidi paragraphs of the whole text (UAX #9 across the style runs, in the first run's
    /// paragraph direction), none when it has no right-to-left character.
    func bidiParagraphs(_ scalars: [Unicode.Scalar]) -> [BidiParagraph] {
        let direction = runs.first?.typesetter.paragraphDirection ?? .auto
        guard direction == .rightToLeft || scalars.contains(where: { CharacterClass.mayBeRightToLeft($0.value) }) else { return [] }
        return scalars.withUnsafeBufferPointer { text in
            BidiParagraph.paragraphRanges(scalars: text).map { BidiParagraph(scalars: text, range: $0, direction: direction) }
        }
    }

    /// The pieces of a line in visual order: each level run of `paragraph` on the line (UAX #9
    /// L2 order) cut at style runs, whose order is reversed inside an odd level; without a
    /// paragraph (left-to-right text), the style runs in logical order.
    func segments(_ span: LineSpan, paragraph: BidiParagraph?) -> [(run: Int, range: Range<Int>, level: UInt8)] {
        var segments: [(run: Int, range: Range<Int>, level: UInt8)] = []
        func cut(_ range: Range<Int>, level: UInt8) {
            let first = segments.count
            for (index, runRange) in runRanges.enumerated() where runRange.lowerBound < range.upperBound && runRange.upperBound > range.lowerBound {
                segments.append((index, max(range.lowerBound, runRange.lowerBound)..<min(range.upperBound, runRange.upperBound), level))
            }
            if level & 1 == 1 { segments[first...].reverse() }
        }
        if let paragraph {
            for run in paragraph.runs(line: span.start..<span.visibleEnd) { cut(run.range, level: run.level) }
        } else {
            cut(span.start..<span.visibleEnd, level: 0)
        }
        return segments
    }

    /// The pieces of a line, left to right (``segments(_:paragraph:)``), their glyphs appended
    /// to `store` (each piece's range of it returned beside the pieces, whose `glyphs` are left
    /// empty): a style run's glyphs as ``LineBuilder`` gathers a line of that run alone (the
    /// run's shaped glyphs where its shaping is safe to break, the ends shaped again), reversed
    /// in a right-to-left piece, pen positions from the line's left end; after a cut, the
    /// ellipsis (in the style of the text it replaces, ``ellipsisRun(at:)``) at the end of the
    /// paragraph's reading direction.
    func pieces(_ span: LineSpan, shaped: inout Shaped, paragraph: BidiParagraph?,
                store: inout [PositionedGlyph]) -> (pieces: [MixedPiece], ranges: [Range<Int>]) {
        var pieces: [MixedPiece] = []
        var ranges: [Range<Int>] = []
        var pen = 0.0
        let rightToLeft = (paragraph?.baseLevel ?? 0) & 1 == 1
        func appendEllipsis() {
            guard span.truncated, !runs.isEmpty else { return }
            let run = ellipsisRun(at: span.visibleEnd)
            let ellipsis = runs[run].typesetter.ellipsis
            let first = store.count
            for glyph in ellipsis.glyphs {
                var placed = glyph
                placed.x += pen
                placed.cluster = span.visibleEnd
                store.append(placed)
            }
            pen += ellipsis.width
            pieces.append(MixedPiece(run: run, range: span.visibleEnd..<span.visibleEnd, glyphs: [], level: paragraph?.baseLevel ?? 0))
            ranges.append(first..<store.count)
        }
        if rightToLeft { appendEllipsis() }
        for segment in segments(span, paragraph: paragraph) {
            let lower = runRanges[segment.run].lowerBound
            let start = segment.range.lowerBound - lower, end = segment.range.upperBound - lower
            // Room grows geometrically (the builder reserves only what a line needs).
            if store.capacity - store.count < end - start + 16 { store.reserveCapacity(max(2 * store.capacity, store.count + end - start + 16)) }
            let first = store.count
            LineBuilder(typesetter: runs[segment.run].typesetter).appendLineGlyphs(
                LineSpan(start: start, visibleEnd: end, end: end, width: 0, paragraph: 0, truncated: false),
                buffers: &shaped.buffers[segment.run], to: &store)
            store.withUnsafeMutableBufferPointer { all in
                var glyphs = UnsafeMutableBufferPointer(rebasing: all[first...])
                // Glyphs come in logical order; a right-to-left piece shows them reversed.
                if segment.level & 1 == 1 { glyphs.reverse() }
                for index in glyphs.indices {
                    glyphs[index].x = pen
                    glyphs[index].cluster += lower
                    pen += glyphs[index].advance
                }
            }
            pieces.append(MixedPiece(run: segment.run, range: segment.range, glyphs: [], level: segment.level))
            ranges.append(first..<store.count)
        }
        if !rightToLeft { appendEllipsis() }
        return (pieces, ranges)
    }
}
