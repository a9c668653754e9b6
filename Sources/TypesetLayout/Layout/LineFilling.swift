// The line filler: greedy first fit over one shaped paragraph (TextKit's), at UAX #14's break
// opportunities or ones found before, white space hanging, a word wider than the line cut between
// graphemes, tail truncation with the ellipsis's width. It works on pen positions alone and asks
// the run shaper for a line whose ends must be shaped again.

import TypesetShaping
import TypesetUnicode

/// Line filling over one shaped paragraph, set up once and run in as many widths as asked.
struct LineFilling {
    let filler: LineFiller
    let typesetter: UnsafePointer<Typesetter>
    /// Break opportunities found before, or `nil` to walk UAX #14 over the text.
    let opportunities: UnsafeBufferPointer<LineBreakOpportunity>?
    /// The lines of the last fill.
    var spans: [LineSpan]

    /// Fills the paragraph's lines in `width` with at most `maxLines` (0: no limit).
    mutating func fill(_ width: Double, _ maxLines: Int, buffers: inout LayoutBuffers) -> Typesetter.Summary {
        spans.removeAll(keepingCapacity: true)
        let text = filler.text
        guard text.count > 0 else { return Typesetter.Summary(height: 0, width: 0, truncated: false) }
        let limit = (width.isFinite && width > 0) ? width + 1e-9 : .infinity
        var state = BreakState(limit: limit, maxLines: maxLines)
        let typesetter = self.typesetter
        if let opportunities {
            for opportunity in opportunities {
                if state.finished { break }
                filler.accept(opportunity, state: &state, spans: &spans) { typesetter.pointee.shaper.lineWidth($0, $1, buffers: &buffers) }
            }
        } else {
            // The UAX #14 walker runs inline here (as ScalarLineBreakIterator would run it), its
            // state in registers rather than reloaded per opportunity.
            var walker = LineBreakWalker(start: 0, end: text.count, dictionaries: typesetter.pointee.lineBreakDictionaries)
            swap(&walker.runs, &buffers.dictionaryRuns)
            let decoder = ScalarDecoder(units: text)
            while !state.finished, let opportunity = walker.next(decoder) {
                filler.accept(opportunity, state: &state, spans: &spans) { typesetter.pointee.shaper.lineWidth($0, $1, buffers: &buffers) }
            }
            swap(&walker.runs, &buffers.dictionaryRuns)
        }
        var usedWidth = 0.0
        for span in spans { usedWidth = max(usedWidth, span.width) }
        let paragraphs = spans.last.map { $0.paragraph } ?? 0
        let height = typesetter.pointee.geometry.totalHeight(lines: spans.count) + Double(paragraphs) * typesetter.pointee.paragraphSpacing
        return Typesetter.Summary(height: height, width: usedWidth, truncated: state.truncated, lines: spans.count)
    }
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
    let text: UnsafeBufferPointer<Unicode.Scalar>
    /// ``BoundaryFlags`` of every character boundary.
    let flags: UnsafeBufferPointer<UInt8>
    /// Pen position at every character boundary.
    let x: UnsafeBufferPointer<Double>
    let ellipsisWidth: Double
    /// The ellipsis's width in the style of each character it may replace (mixed text, where
    /// the cut takes the style it falls in), or empty: ``ellipsisWidth`` everywhere.
    let ellipsisWidths: UnsafeBufferPointer<Double>
    /// The end of the text without its hanging tail (``visibleEnd(_:_:)`` over the whole text),
    /// found once: asking it at every line would rescan the tail, quadratic in a text of empty
    /// paragraphs.
    let textVisibleEnd: Int
    /// A word wider than the line is cut between graphemes (UIKit, CSS `overflow-wrap:
    /// break-word`); otherwise it stays whole and overflows the line (CSS `overflow-wrap: normal`).
    let cutsOverlongWords: Bool
    /// The work counter bound when the lines are filled, read once (see ``WorkCounter``).
    let counter = WorkCounter.current

    init(text: UnsafeBufferPointer<Unicode.Scalar>, flags: UnsafeBufferPointer<UInt8>, x: UnsafeBufferPointer<Double>, ellipsisWidth: Double,
         ellipsisWidths: UnsafeBufferPointer<Double> = UnsafeBufferPointer(start: nil, count: 0),
         cutsOverlongWords: Bool = true) {
        self.cutsOverlongWords = cutsOverlongWords
        self.text = text
        self.flags = flags
        self.x = x
        self.ellipsisWidth = ellipsisWidth
        self.ellipsisWidths = ellipsisWidths
        var e = text.count
        while e > 0, CharacterClass.hangs(text[e - 1].value) { e -= 1 }
        textVisibleEnd = e
    }

    /// The width of the ellipsis that replaces the text from `cut` on.
    @inline(__always)
    func ellipsis(at cut: Int) -> Double {
        ellipsisWidths.isEmpty ? ellipsisWidth : ellipsisWidths[Swift.min(Swift.max(0, cut), ellipsisWidths.count - 1)]
    }

    /// `visibleEnd(start, text.count)` in constant time.
    @inline(__always)
    func visibleEndOfText(from start: Int) -> Int { Swift.max(start, textVisibleEnd) }

    /// The width of a line `start..<end`: from the pen positions when both ends are safe to
    /// break at, else from `reshaped`.
    @inline(__always)
    func width(_ start: Int, _ end: Int, _ reshaped: (Int, Int) -> Double) -> Double {
        guard end > start else { return 0 }
        if (start == 0 || flags[start] == 0) && flags[end] == 0 { return x[end] - x[start] }
        return reshaped(start, end)
    }

    /// `end` moved back over hanging white space and break characters (not before `start`).
    @inline(__always)
    func visibleEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, CharacterClass.hangs(text[e - 1].value) { e -= 1 }
        counter?.count(end &- e &+ 1)
        return e
    }

    /// Whether a line may end before scalar `index` when breaking inside a word: between
    /// glyph clusters only.
    @inline(__always)
    func isClusterBoundary(_ index: Int) -> Bool {
        guard index > 0, index < text.count else { return true }
        return flags[index] & BoundaryFlags.insideCluster == 0
    }

    /// Whether a word wider than the line may be cut before scalar `index`: between glyph
    /// clusters, or between graphemes inside a cluster (a Khmer or Myanmar syllable, an Indic
    /// conjunct, a ligature), as Pango and TextKit cut an overlong word between graphemes; the
    /// line ends are then shaped again on their own (``RunShaper/lineWidth(_:_:buffers:glyphs:)``).
    @inline(__always)
    func isEmergencyBoundary(_ index: Int) -> Bool {
        guard index > 0, index < text.count else { return true }
        if flags[index] & BoundaryFlags.insideCluster == 0 { return true }
        return LineFiller.startsGrapheme(text[index], after: text[index - 1])
    }

    /// Whether a grapheme starts at `scalar` after `previous` (UAX #29's extending characters:
    /// marks, joiners, variation selectors, emoji modifiers and tags, Thai and Lao SARA AM,
    /// Hangul syllable sequences, regional indicator pairs are left to the cluster test).
    static func startsGrapheme(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar) -> Bool {
        let value = scalar.value, before = previous.value
        if before == 0x200D || before == 0x0D { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: break
        }
        switch value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0x0E33, 0x0EB3, 0xFF9E, 0xFF9F:
            return false
        case 0x1F1E6...0x1F1FF where before >= 0x1F1E6 && before <= 0x1F1FF:
            return false
        default:
            break
        }
        // Hangul: L before L, V, LV, LVT; V or LV before V, T; T or LVT before T.
        let isL = (0x1100...0x115F).contains(value) || (0xA960...0xA97C).contains(value)
        let isV = (0x1160...0x11A7).contains(value) || (0xD7B0...0xD7C6).contains(value)
        let isT = (0x11A8...0x11FF).contains(value) || (0xD7CB...0xD7FB).contains(value)
        let isSyllable = (0xAC00...0xD7A3).contains(value)
        let wasL = (0x1100...0x115F).contains(before) || (0xA960...0xA97C).contains(before)
        let wasV = (0x1160...0x11A7).contains(before) || (0xD7B0...0xD7C6).contains(before)
        let wasT = (0x11A8...0x11FF).contains(before) || (0xD7CB...0xD7FB).contains(before)
        let wasSyllable = (0xAC00...0xD7A3).contains(before)
        let wasLV = wasSyllable && (before - 0xAC00) % 28 == 0
        if wasL, isL || isV || isSyllable { return false }
        if wasV || wasLV, isV || isT { return false }
        if wasT || (wasSyllable && !wasLV), isT { return false }
        return true
    }

    func accept(_ opportunity: LineBreakOpportunity, state: inout BreakState, spans: inout [LineSpan],
                width: (Int, Int) -> Double) {
        let b = opportunity.offset
        while !state.finished {
            let visible = visibleEnd(state.lineStart, b)
            if self.width(state.lineStart, visible, width) <= state.limit {
                state.lastBreak = b
                if opportunity.isMandatory {
                    emit(end: b, state: &state, spans: &spans, width: width)
                }
                return
            }
            if state.lastBreak > state.lineStart {
                // The segment does not fit: the line ends at the previous opportunity.
                emit(end: state.lastBreak, state: &state, spans: &spans, width: width)
                continue
            }
            guard cutsOverlongWords else {
                // One segment wider than the line, kept whole: it overflows.
                state.lastBreak = b
                if opportunity.isMandatory { emit(end: b, state: &state, spans: &spans, width: width) }
                return
            }
            // One segment wider than the line: break between graphemes.
            var end = state.lineStart + 1
            while end < visible, !isEmergencyBoundary(end) { end += 1 }
            var candidate = end
            while candidate < visible {
                candidate += 1
                while candidate < visible, !isEmergencyBoundary(candidate) { candidate += 1 }
                if self.width(state.lineStart, candidate, width) <= state.limit { end = candidate } else { break }
            }
            emit(end: end, state: &state, spans: &spans, width: width)
        }
    }

    /// Ends the current line at `end`, applying the line limit (tail truncation).
    func emit(end: Int, state: inout BreakState, spans: inout [LineSpan], width: (Int, Int) -> Double) {
        let start = state.lineStart
        let textEnd = text.count
        let moreFollows = visibleEndOfText(from: end) > end
        if state.maxLines > 0, spans.count == state.maxLines - 1, moreFollows {
            // The last allowed line: the rest of the paragraph, cut to fit with an ellipsis.
            var paragraphEnd = start
            while paragraphEnd < textEnd, !CharacterClass.isHardBreak(text[paragraphEnd].value) { paragraphEnd += 1 }
            let visibleRest = visibleEnd(start, paragraphEnd)
            if visibleRest < visibleEndOfText(from: start) || self.width(start, visibleRest, width) > state.limit {
                // Find the longest prefix that fits with the ellipsis.
                var cut = start
                var candidate = start
                while candidate < visibleRest {
                    candidate += 1
                    while candidate < visibleRest, !isClusterBoundary(candidate) { candidate += 1 }
                    let visible = visibleEnd(start, candidate)
                    if self.width(start, visible, width) + ellipsis(at: visible) <= state.limit { cut = visible } else { break }
                }
                let lineWidth = self.width(start, cut, width) + ellipsis(at: cut)
                spans.append(LineSpan(start: start, visibleEnd: cut, end: textEnd, width: lineWidth,
                                      paragraph: state.paragraph, truncated: true))
                state.truncated = true
            } else {
                spans.append(LineSpan(start: start, visibleEnd: visibleRest, end: textEnd, width: self.width(start, visibleRest, width),
                                      paragraph: state.paragraph, truncated: false))
            }
            state.finished = true
            return
        }
        let visible = visibleEnd(start, end)
        spans.append(LineSpan(start: start, visibleEnd: visible, end: end, width: self.width(start, visible, width),
                              paragraph: state.paragraph, truncated: false))
        if end > 0 {
            let last = text[end - 1].value
            if last == 0x0A || last == 0x0D || last == 0x2029 || last == 0x85 { state.paragraph += 1 }
        }
        state.lineStart = end
        state.lastBreak = end
        if end >= textEnd { state.finished = true }
    }
}
