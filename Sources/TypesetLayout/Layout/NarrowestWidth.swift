// The narrowest width at which a prepared paragraph keeps a limit (a line count, a height).
//
// Greedy line filling decides every line by comparing line widths with the width's limit. Its
// lines stay the same in any wider width as long as every comparison that failed still fails:
// up to the narrowest line width it found too wide. Each run that does not fit therefore tells
// the next width worth trying, and the search steps from one set of lines to the next instead
// of bisecting over every width of the pixel grid. The failed comparisons are read back from
// the lines the filler made, by the rules of `LineFiller.accept` (a normal line failed at the
// next break opportunity; a word cut between graphemes failed at its whole segment and at the
// next grapheme boundary); any line that does not read back as those rules say gives up the
// step (the search then bisects).

import TypesetUnicode

extension Typesetter {
    /// The narrowest width on a grid of `scale` steps per point, as a number of steps in
    /// `1...upperBound`, at which `prepared` (no line limit) gives a measurement that `fits`
    /// accepts; `nil` when `upperBound` steps do not fit.
    ///
    /// `fits` must accept every wider width once it accepts one (a line count or height limit:
    /// greedy line filling takes no more lines in a wider width), and widths up to `guess`
    /// steps are assumed too narrow when `guess` is. The result is the one a bisection over the
    /// grid finds, from a few line fills (one per distinct set of lines tried).
    public func narrowestWidth(_ prepared: PreparedText, scale: Double, upperBound: Int, guess: Int? = nil, buffers: inout LayoutBuffers,
                               fits: (TextMeasurement) -> Bool) -> Int? {
        guard prepared.key == cacheKey else {
            return WidthSearch.bisect(upperBound: upperBound, guess: guess) { ticks in
                fits(measure(prepared.text, width: Double(ticks) / scale, buffers: &buffers))
            }
        }
        place(prepared, in: &buffers)
        let grid = self.grid
        var answer: Int? = nil
        prepared.opportunities.withUnsafeBufferPointer { opportunities in
            withLineFilling(count: prepared.count, buffers: &buffers, opportunities: opportunities) { filling, buffers in
                answer = WidthSearch.search(upperBound: upperBound, guess: guess, scale: scale) { ticks in
                    let width = Double(ticks) / scale
                    let summary = filling.fill(width, 0, buffers: &buffers)
                    let measured = TextMeasurement(lineCount: summary.lines, height: grid.ceil(summary.height),
                                                   usedWidth: grid.ceil(summary.width), truncated: summary.truncated)
                    guard !fits(measured) else { return (true, 0) }
                    return (false, filling.narrowestFailure(limit: width + 1e-9, opportunities: opportunities, buffers: &buffers))
                }
            }
        }
        return answer
    }
}

/// The search over the widths of a pixel grid that ``Typesetter/narrowestWidth(_:scale:upperBound:guess:buffers:fits:)`` runs.
enum WidthSearch {
    /// The search over grid steps: `probe(steps)` says whether that width fits and, when it
    /// does not, the narrowest line width that did not fit (0: unknown; infinity: none, so no
    /// wider width changes the lines).
    static func search(upperBound: Int, guess: Int?, scale: Double, probe: (Int) -> (fits: Bool, failure: Double)) -> Int? {
        var low = 0, high = upperBound
        var highFits = false
        // Whether `low` was measured (then the lines of `low + 1` differ from its lines).
        var stepping = false
        var pendingGuess = guess.flatMap { $0 > 0 && $0 < upperBound ? $0 : nil }
        var steps = 0
        while high - low > 1 || !highFits {
            let ticks: Int
            if let guess = pendingGuess {
                ticks = guess
                pendingGuess = nil
            } else if high - low <= 1 || (!highFits && !stepping) {
                ticks = high
            } else if stepping && steps < 12 {
                ticks = low + 1
            } else {
                ticks = low + (high - low) / 2
            }
            steps += 1
            let (fit, failure) = probe(ticks)
            if fit {
                high = ticks
                highFits = true
                continue
            }
            if ticks >= high { return nil }
            if failure == .infinity, !highFits { return nil }
            // Every width whose limit is still under the failure lays out the same lines.
            var same = ticks
            let informative = failure > 0 && failure.isFinite
            if informative {
                var t = max(ticks, Int(min(Double(Int.max / 4), (failure * scale).rounded(.down))) - 1)
                while t > ticks, !(Double(t) / scale + 1e-9 < failure) { t -= 1 }
                while Double(t + 1) / scale + 1e-9 < failure, t + 1 <= high { t += 1 }
                same = t
            }
            if same >= high {
                // The upper bound lays out these lines too: it does not fit.
                if !highFits { return nil }
                same = ticks  // inconsistent: fall back to what was measured
            }
            low = same
            stepping = informative
        }
        return high
    }

    /// The narrowest width in `1...upperBound` grid steps that `fits`, by bisection.
    static func bisect(upperBound: Int, guess: Int?, fits: (Int) -> Bool) -> Int? {
        var high = upperBound
        guard fits(high) else { return nil }
        var low = 0
        if let guess, guess > 0, guess < high, !fits(guess) { low = guess }
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle }
        }
        return high
    }
}

extension LineFilling {
    /// After a fill with `limit`: the narrowest line width that was compared with the limit
    /// and found too wide (the lines stay the same in a wider width whose limit is still under
    /// it), infinity when no comparison failed, 0 when a line does not read back as the filler's
    /// rules make it.
    func narrowestFailure(limit: Double, opportunities: UnsafeBufferPointer<LineBreakOpportunity>, buffers: inout LayoutBuffers) -> Double {
        let typesetter = self.typesetter
        let filler = self.filler
        func width(_ start: Int, _ end: Int) -> Double {
            filler.width(start, end) { typesetter.pointee.shaper.lineWidth($0, $1, buffers: &buffers) }
        }
        var narrowest = Double.infinity
        var o = 0
        let count = opportunities.count
        for span in spans {
            let start = span.start, end = span.end
            while o < count, opportunities[o].offset < end { o += 1 }
            guard o < count else { return 0 }
            let atOpportunity = opportunities[o].offset == end
            if atOpportunity, span.width <= limit {
                // Ended at a break opportunity that fitted: a hard break, or the next one failed.
                if opportunities[o].isMandatory { continue }
                guard o + 1 < count else { return 0 }
                let failed = width(start, filler.visibleEnd(start, opportunities[o + 1].offset))
                guard failed > limit else { return 0 }
                narrowest = min(narrowest, failed)
                continue
            }
            // A segment wider than the line, cut between graphemes: the segment failed, and so
            // did the next grapheme boundary after the cut (when the cut is before the segment's end).
            let visible = filler.visibleEnd(start, opportunities[o].offset)
            let segment = width(start, visible)
            guard segment > limit, end <= visible else { return 0 }
            narrowest = min(narrowest, segment)
            if end < visible {
                var candidate = end + 1
                while candidate < visible, !filler.isEmergencyBoundary(candidate) { candidate += 1 }
                let failed = width(start, candidate)
                guard failed > limit else { return 0 }
                narrowest = min(narrowest, failed)
            }
        }
        return narrowest
    }
}
