// The last stage of a layout: the line filler's spans over one shaped paragraph made into
// lines. Each line's glyphs are a range of one glyph store (the paragraph's own glyphs where
// the line shows them as they are, else glyphs of its own stored after them), its carets a
// range of one caret store; lines with right-to-left text in visual order (BidiLines.swift);
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

    /// The lines of the spans in `buffers` with their glyphs and carets, placed in `width`.
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
        let carets = caretStore(lines, glyphs: store, bidiCarets: bidiCarets, scalars: buffers.scalars)
        for index in lines.indices { lines[index].carets = LineCarets(store: carets.store, range: carets.ranges[index]) }
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
        laid.runs = range.isEmpty ? [] : [BidiRun(range: range, level: 0)]
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

    /// The carets of all `lines` in one store, and each line's range of it: those of lines
    /// with right-to-left text from `bidiCarets`, the others' from their glyphs in `glyphs`.
    func caretStore(_ lines: [LaidOutLine], glyphs: [PositionedGlyph], bidiCarets: [Int: [Caret]],
                    scalars: [Unicode.Scalar]) -> (store: [Caret], ranges: [Range<Int>]) {
        // A line has at most a caret per character and one at its end (offsets ascend); a
        // store that still proves too small is made again twice as large.
        let capacity = lines.reduce(0) { $0 + $1.range.count + 1 } + bidiCarets.values.reduce(0) { $0 + $1.count }
        var ranges: [Range<Int>] = []
        let store = [Caret].written(capacity: capacity) { writer in
            ranges.removeAll(keepingCapacity: true)
            glyphs.withUnsafeBufferPointer { glyphs in
                scalars.withUnsafeBufferPointer { scalars in
                    for (index, line) in lines.enumerated() {
                        let start = writer.count
                        if let carets = bidiCarets[index] {
                            for caret in carets { writer.append(caret) }
                        } else {
                            appendCarets(UnsafeBufferPointer(rebasing: glyphs[line.glyphs.storeRange]), line: line.range,
                                         scalars: scalars, to: &writer)
                        }
                        ranges.append(start..<writer.count)
                    }
                }
            }
        }
        return (store, ranges)
    }

    /// Appends the caret positions of a line's glyphs (logical order) to `carets` (see
    /// ``LaidOutLine/carets``).
    func appendCarets(_ glyphs: UnsafeBufferPointer<PositionedGlyph>, line: Range<Int>, scalars: UnsafeBufferPointer<Unicode.Scalar>,
                      to carets: inout StoreWriter<Caret>) {
        var graphemes: [Int] = []
        var position = 0
        let end = glyphs.count
        while position < end {
            let cluster = glyphs[position].cluster
            guard cluster >= line.lowerBound, cluster < line.upperBound else { position &+= 1; continue }
            var next = position &+ 1
            if next < end, glyphs[next].cluster == cluster &+ 1, carets.count + line.upperBound - cluster <= carets.buffer.count {
                // A run of clusters of one glyph for one character (most of any text): their
                // carets at their pen positions, written in one loop.
                let out = carets.buffer.baseAddress!
                var written = carets.count
                var offset = cluster
                repeat {
                    (out + written).initialize(to: Caret(offset: offset, x: glyphs[position].x))
                    written &+= 1
                    position &+= 1
                    offset &+= 1
                } while offset < line.upperBound && position &+ 1 < end && glyphs[position &+ 1].cluster == offset &+ 1
                carets.count = written
                continue
            }
            // The cluster's glyphs, its characters and its width.
            var width = glyphs[position].advance
            while next < end, glyphs[next].cluster == cluster {
                width += glyphs[next].advance
                next += 1
            }
            let clusterEnd = next < end && glyphs[next].cluster > cluster ? min(glyphs[next].cluster, line.upperBound) : line.upperBound
            let x = glyphs[position].x
            carets.append(Caret(offset: cluster, x: x))
            // Graphemes after the first inside the cluster (a ligature of several letters).
            if clusterEnd > cluster + 1 {
                graphemes.removeAll(keepingCapacity: true)
                for offset in (cluster + 1)..<clusterEnd where offset < scalars.count && !CharacterClass.continuesCluster(scalars[offset].value) {
                    graphemes.append(offset)
                }
            }
            if clusterEnd > cluster + 1, !graphemes.isEmpty {
                let first = glyphs[position]
                let font = typesetter.stack.fonts[first.font]
                let fontCarets = ((try? font.definitions?.ligatureCarets(of: first.glyph)) ?? nil) ?? []
                let scale = typesetter.pointSize / font.unitsPerEm
                for (index, offset) in graphemes.enumerated() {
                    var caretX = x + width * Double(index + 1) / Double(graphemes.count + 1)
                    if index < fontCarets.count, case .coordinate(let value) = fontCarets[index] { caretX = x + Double(value) * scale }
                    carets.append(Caret(offset: offset, x: caretX))
                }
            }
            position = next
        }
        // The end: after the last glyph of the line's text (before an ellipsis).
        let lineEnd = glyphs.last { $0.cluster < line.upperBound }.map { $0.x + $0.advance } ?? 0
        carets.append(Caret(offset: line.upperBound, x: lineEnd))
    }
}
