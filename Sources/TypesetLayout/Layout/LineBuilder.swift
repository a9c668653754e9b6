// The last stage of a layout: the line filler's spans over one shaped paragraph made into
// lines. Each line's glyphs are a range of one glyph store (the paragraph's own glyphs where
// the line shows them as they are, else glyphs of its own stored after them), its carets a
// range of one caret store found when first asked for (CaretFinder.swift); lines with right-to-left text in visual order (BidiLines.swift);
// every line placed by the geometry and the alignment.

import TypesetShaping
import TypesetUnicode

/// Makes the lines of a layout from the spans the line filler left in a ``LayoutBuffers``.
///
/// The builder reads what shaping and line filling produced and adds nothing to them: lines
/// that end where the paragraph's shaping is safe to break are ranges of the paragraph's glyph
/// store with their pen positions set in place; only a line whose end must be shaped again, a
/// cut line (the ellipsis follows its text) or a line with right-to-left text gets glyphs of
/// its own.
struct LineBuilder {
    /// The typesetter that shaped the paragraph: its fonts shape line ends again, its geometry,
    /// paragraph spacing and alignment place the lines.
    let typesetter: Typesetter

    /// The lines of the spans in `buffers` with their glyphs and carets (found when first asked
    /// for), placed in `width`.
    func layout(width: Double, summary: Typesetter.Summary, buffers: inout LayoutBuffers) -> TextLayout {
        var lines: [LaidOutLine] = []
        lines.reserveCapacity(buffers.spans.count)
        // Each line's range of the glyph store: of the paragraph's glyphs, or of `copied` when
        // the line has glyphs of its own (an end shaped again, the ellipsis, visual order).
        var places: [(glyphs: Range<Int>, isCopied: Bool)] = []
        places.reserveCapacity(buffers.spans.count)
        var copied: [PositionedGlyph] = []
        // The carets of lines with right-to-left text, by line.
        var bidiCarets: [Int: [Caret]] = [:]
        for (index, span) in buffers.spans.enumerated() {
            let (laid, paragraph) = line(index, span, buffers: buffers)
            if let paragraph {
                // Right-to-left text on the line: glyphs in visual order (UAX #9 L2), carets on
                // the side each cluster starts from.
                let visual = Self.visualLine(glyphRun(span, buffers: &buffers), line: laid.range, truncated: span.truncated,
                                             paragraph: paragraph)
                bidiCarets[index] = Self.bidiCarets(visual.glyphs, line: laid.range, levels: visual.levels,
                                                    paragraphIsRightToLeft: laid.isRightToLeft, scalars: buffers.scalars)
                places.append((copied.count..<(copied.count + visual.glyphs.count), true))
                copied += visual.glyphs
            } else if let kept = keptGlyphs(span, buffers: &buffers) {
                places.append((kept, false))
            } else {
                // Room for every line to have glyphs of its own, the first time one does.
                if copied.capacity == 0 { copied.reserveCapacity(buffers.glyphs.count + 64) }
                let first = copied.count
                appendLineGlyphs(span, buffers: &buffers, to: &copied)
                places.append((first..<copied.count, true))
            }
            lines.append(laid)
        }
        // The glyph store goes to the layout; the buffers make a new one for the next text.
        let paragraphGlyphs = buffers.glyphs.count
        if !copied.isEmpty { buffers.glyphs += copied }
        let store = buffers.glyphs
        buffers.glyphs = []
        for index in lines.indices {
            let range = places[index].glyphs
            lines[index].glyphs = LineGlyphs(store: store, range: places[index].isCopied ? range.lowerBound + paragraphGlyphs..<range.upperBound + paragraphGlyphs : range)
        }
        // Carets are found when first asked for, for all the lines at once (``CaretFinder``).
        let textEnd = min(lines.reduce(0) { max($0, $1.range.upperBound) }, buffers.scalars.count)
        let finder = CaretFinder(typesetter: typesetter, lines: lines.map { ($0.range, $0.glyphs.storeRange) }, glyphs: store,
                                 bidiCarets: bidiCarets, scalars: Array(buffers.scalars[..<textEnd]))
        for index in lines.indices { lines[index].caretSource = LineCaretSource(finder: finder, line: index) }
        return placed(&lines, width: width, summary: summary)
    }

    /// The lines of the spans in `buffers` without glyphs or carets (their ranges, widths,
    /// positions, directions and bidi runs), placed in `width`.
    func lines(width: Double, summary: Typesetter.Summary, buffers: LayoutBuffers) -> TextLayout {
        var lines: [LaidOutLine] = []
        lines.reserveCapacity(buffers.spans.count)
        for (index, span) in buffers.spans.enumerated() { lines.append(line(index, span, buffers: buffers).line) }
        return placed(&lines, width: width, summary: summary)
    }

    /// Line `index` of span `span` with no glyphs: its ranges, width, position (the geometry's,
    /// moved down by the paragraph spacing of the paragraphs above), direction and bidi runs;
    /// and the bidi paragraph it belongs to when it has right-to-left text.
    @inline(__always)
    func line(_ index: Int, _ span: LineSpan, buffers: borrowing LayoutBuffers) -> (line: LaidOutLine, paragraph: BidiParagraph?) {
        let position = typesetter.geometry.line(index).offset(by: Double(span.paragraph) * typesetter.paragraphSpacing)
        let range = span.start..<span.visibleEnd
        var laid = LaidOutLine(range: range, consumed: span.start..<span.end, width: span.width,
                               top: position.top, baseline: position.baseline, bottom: position.bottom,
                               isTruncated: span.truncated, glyphs: [])
        if let paragraph = buffers.bidi.first(where: { $0.range.contains(span.start) || $0.range.upperBound == span.start }) {
            laid.isRightToLeft = paragraph.baseLevel & 1 == 1
            laid.runs = paragraph.runs(line: range)
            return (laid, paragraph)
        }
        // One left-to-right run over the range, made when asked for (``LaidOutLine/runs``).
        return (laid, nil)
    }

    /// The layout of `lines`, each placed in `width` by the alignment, its height and used
    /// width on the pixel grid.
    func placed(_ lines: inout [LaidOutLine], width: Double, summary: Typesetter.Summary) -> TextLayout {
        Self.align(&lines, width: width, usedWidth: summary.width, alignment: typesetter.alignment)
        return TextLayout(lines: lines, exactHeight: summary.height, exactUsedWidth: summary.width,
                          height: typesetter.grid.ceil(summary.height), usedWidth: typesetter.grid.ceil(summary.width),
                          truncated: summary.truncated)
    }

    /// The range of the paragraph's glyph store that a left-to-right line shows as it is, its
    /// pen positions set from the line's start; `nil` when an end of the line must be shaped
    /// again (shaping ran across it), when it was cut (the ellipsis follows its text), or when
    /// it starts with a character that has no glyph of its own.
    func keptGlyphs(_ span: LineSpan, buffers: inout LayoutBuffers) -> Range<Int>? {
        let start = span.start, end = span.visibleEnd
        guard !span.truncated else { return nil }
        guard end > start else { return 0..<0 }
        guard start == 0 || buffers.flags[start] == 0, buffers.flags[end] == 0 else { return nil }
        let first = Int(buffers.firstGlyph[start])
        guard first >= 0 else { return nil }
        return buffers.glyphs.withUnsafeMutableBufferPointer { store -> Range<Int> in
            // ``LayoutBuffers/paragraphGlyphs(from:to:)`` and
            // ``Swift/UnsafeMutableBufferPointer/setPenPositions()`` in one pass.
            var pen = 0.0
            var position = first
            while position < store.count, store[position].cluster < end {
                store[position].x = pen
                pen += store[position].advance
                position &+= 1
            }
            return first..<position
        }
    }

    /// The glyphs a line shows: the paragraph's glyphs of its clusters (the edges shaped again
    /// where the paragraph's shaping ran across them), then the ellipsis when the line was cut.
    func glyphRun(_ span: LineSpan, buffers: inout LayoutBuffers) -> [PositionedGlyph] {
        var run: [PositionedGlyph] = []
        appendLineGlyphs(span, buffers: &buffers, to: &run)
        return run
    }

    /// Appends the glyphs a line shows (``glyphRun(_:buffers:)``) to `out`, pen positions from
    /// the line's start: the paragraph's glyphs of its safe stretch copied as they are, the ends
    /// shaped again where needed.
    func appendLineGlyphs(_ span: LineSpan, buffers: inout LayoutBuffers, to out: inout [PositionedGlyph]) {
        let start = span.start, end = span.visibleEnd
        let first = out.count
        let ellipsis = typesetter.ellipsis
        out.reserveCapacity(first + end - start + 8 + (span.truncated ? ellipsis.glyphs.count : 0))
        if end > start {
            let safe = buffers.safeStretch(start, end)
            if safe.start > start { appendReshaped(start..<min(safe.start, end), buffers: &buffers, to: &out) }
            if safe.end > safe.start, let stretch = buffers.paragraphGlyphs(from: safe.start, to: safe.end) {
                out.append(contentsOf: buffers.glyphs[stretch])
            }
            if safe.end < end, safe.end >= safe.start { appendReshaped(max(safe.end, safe.start)..<end, buffers: &buffers, to: &out) }
        }
        let pen = out.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[first...]).setPenPositions() }
        if span.truncated {
            for glyph in ellipsis.glyphs {
                var placed = glyph
                placed.x += pen
                placed.cluster = span.visibleEnd
                out.append(placed)
            }
        }
    }

    /// Appends scalars `range` shaped on their own (a line's end) to `out` as positioned glyphs.
    func appendReshaped(_ range: Range<Int>, buffers: inout LayoutBuffers, to out: inout [PositionedGlyph]) {
        var laid: [LaidGlyph] = []
        swap(&laid, &buffers.lineGlyphs)
        defer { swap(&laid, &buffers.lineGlyphs) }
        laid.removeAll(keepingCapacity: true)
        typesetter.shaper.appendGlyphs(range, scalars: buffers.scalars, scripts: buffers.scripts, levels: buffers.activeLevels,
                                cache: &buffers.cache, to: &laid)
        for glyph in laid {
            out.append(PositionedGlyph(glyph: glyph.glyph, font: Int(glyph.font), cluster: Int(glyph.cluster), x: 0,
                                       advance: glyph.advance, xOffset: glyph.xOffset, yOffset: glyph.yOffset))
        }
    }
}
