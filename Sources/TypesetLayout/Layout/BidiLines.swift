// Lines with right-to-left text: glyphs reordered for display (UAX #9 L1-L2, after line
// breaking, which works in logical order), carets on the side a cluster starts from, and lines
// placed by the paragraph's alignment. https://www.unicode.org/reports/tr9/#Reordering_Resolved_Levels

import TypesetShaping
import TypesetUnicode
import TypesetStyle
import TypesetFont

extension LineBuilder {
    /// A line's glyphs (logical order, clusters ascending) in visual order: the line's runs of
    /// one level placed left to right as UAX #9 L2 orders them, the glyphs of odd-level runs
    /// reversed (as the shaper draws them), pen positions from the left end; the ellipsis of a
    /// cut line at the end of the paragraph's reading direction. Also the line's levels after L1.
    static func visualLine(_ glyphs: [PositionedGlyph], line: Range<Int>, truncated: Bool,
                    paragraph: BidiParagraph) -> (glyphs: [PositionedGlyph], levels: [UInt8]) {
        let levels = paragraph.lineLevels(line)
        let runs = paragraph.runs(line: line)
        var text: [PositionedGlyph] = []
        var ellipsis: [PositionedGlyph] = []
        for glyph in glyphs {
            if truncated, glyph.cluster >= line.upperBound { ellipsis.append(glyph) } else { text.append(glyph) }
        }
        var ordered: [PositionedGlyph] = []
        ordered.reserveCapacity(glyphs.count)
        let rightToLeft = paragraph.baseLevel & 1 == 1
        if rightToLeft { ordered.append(contentsOf: ellipsis) }
        var placed = 0
        for run in runs {
            let first = ordered.count
            for glyph in text where run.range.contains(glyph.cluster) {
                ordered.append(glyph)
                placed += 1
            }
            if run.level & 1 == 1 { ordered[first...].reverse() }
        }
        // Glyphs outside the paragraph's runs (none expected) keep their logical place at the end.
        if placed < text.count {
            for glyph in text where !runs.contains(where: { $0.range.contains(glyph.cluster) }) { ordered.append(glyph) }
        }
        if !rightToLeft { ordered.append(contentsOf: ellipsis) }
        ordered.withUnsafeMutableBufferPointer { _ = $0.setPenPositions() }
        return (ordered, levels)
    }

    /// Carets of a line in visual order: each cluster's caret at its left edge when its level is
    /// even, its right edge when odd; graphemes inside a cluster at equal divisions from there
    /// in its reading direction; the line's end at the end of the paragraph's reading direction.
    /// Ordered by offset.
    static func bidiCarets(_ glyphs: [PositionedGlyph], line: Range<Int>, levels: [UInt8], paragraphIsRightToLeft: Bool,
                    scalars: [Unicode.Scalar]) -> [Caret] {
        // Clusters: consecutive glyphs of one cluster, with their left edge and width.
        var clusters: [(cluster: Int, x: Double, width: Double)] = []
        var textLeft = Double.infinity, textRight = -Double.infinity
        for glyph in glyphs where glyph.cluster >= line.lowerBound && glyph.cluster < line.upperBound {
            textLeft = min(textLeft, glyph.x)
            textRight = max(textRight, glyph.x + glyph.advance)
            if let last = clusters.last, last.cluster == glyph.cluster {
                clusters[clusters.count - 1].width += glyph.advance
            } else {
                clusters.append((glyph.cluster, glyph.x, glyph.advance))
            }
        }
        let starts = Set(clusters.map(\.cluster)).sorted()
        var carets: [Caret] = []
        for (cluster, x, width) in clusters {
            let offset = cluster - line.lowerBound
            let odd = offset >= 0 && offset < levels.count && levels[offset] & 1 == 1
            let start = odd ? x + width : x
            carets.append(Caret(offset: cluster, x: start))
            // The cluster's end: the next cluster start in logical order, or the line's end.
            let position = starts.firstIndex(of: cluster) ?? 0
            let end = position + 1 < starts.count ? starts[position + 1] : line.upperBound
            var graphemes: [Int] = []
            if end > cluster + 1 {
                for index in (cluster + 1)..<end where index < scalars.count && !CharacterClass.continuesCluster(scalars[index].value) {
                    graphemes.append(index)
                }
            }
            for (k, index) in graphemes.enumerated() {
                let step = width * Double(k + 1) / Double(graphemes.count + 1)
                carets.append(Caret(offset: index, x: odd ? start - step : start + step))
            }
        }
        let end = clusters.isEmpty ? 0 : (paragraphIsRightToLeft ? textLeft : textRight)
        carets.append(Caret(offset: line.upperBound, x: end))
        carets.sort { $0.offset < $1.offset }
        return carets
    }

    /// Places each line in the width by `alignment` (`.natural` follows the paragraph's
    /// direction); without a width, in the widest line's.
    static func align(_ lines: inout [LaidOutLine], width: Double, usedWidth: Double, alignment: TextAlignment) {
        let frame = (width.isFinite && width > 0) ? width : usedWidth
        for index in lines.indices {
            let room = max(0, frame - lines[index].width)
            switch alignment {
            case .left: lines[index].x = 0
            case .right: lines[index].x = room
            case .center: lines[index].x = room / 2
            case .natural, .justified: lines[index].x = lines[index].isRightToLeft ? room : 0
            }
        }
    }
}
