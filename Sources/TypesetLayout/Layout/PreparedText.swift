// A paragraph shaped once and laid out many times: at every text size, letter spacing and
// width a catalogue check asks for (`typeset fit`). Shaping has no size in it (advances and
// offsets are font units; no hinting), so the pen position of every character boundary at a
// point size s and letter spacing k is s * (its position in ems) + k * (the letter-spaced
// clusters before it). The lines are then filled by the same rules as ``Typesetter/measure``.

import TypesetShaping
import TypesetUnicode
import TypesetStyle
import TypesetFont

/// A paragraph shaped once for one set of fonts, features and language, ready to be measured
/// at any point size, line height, letter spacing and width (`Typesetter.measure(_:width:maxLines:buffers:)`).
///
/// Holds the text's scalars and scripts, the pen position of every character boundary in ems,
/// the number of letter-spaced clusters before it, the boundaries where shaping ran across
/// (those line ends are shaped again when a line ends there), and the UAX #14 break
/// opportunities. Made by a ``TextPreparer``.
public struct PreparedText: Sendable {
    /// The text as given.
    public let text: String
    let scalars: [Unicode.Scalar]
    let scripts: [UnicodeScript]
    /// Bidi embedding levels and paragraphs (empty when the text is all left to right).
    let levels: [UInt8]
    let bidi: [BidiParagraph]
    /// Pen position at each character boundary, ems (count + 1 entries).
    let ems: [Double]
    /// Letter-spaced clusters before each character boundary (count + 1 entries).
    let spacedClusters: [Double]
    /// ``BoundaryFlags`` at each character boundary (count + 1 entries).
    let flags: [UInt8]
    let opportunities: [LineBreakOpportunity]
    /// The fonts and shaping settings it was shaped with (``Typesetter/cacheKey``).
    let key: UInt64

    /// The number of Unicode scalars.
    public var count: Int { scalars.count }

    /// The width of the whole text on one line at `pointSize` with `letterSpacing` (points).
    public func naturalWidth(pointSize: Double, letterSpacing: Double) -> Double {
        guard let em = ems.last, let spaced = spacedClusters.last else { return 0 }
        return pointSize * em + letterSpacing * spaced
    }
}

/// Shapes texts once for a typesetter's fonts, features and language (any point size): a
/// ``PreparedText`` per text, measured afterwards by every typesetter that differs from it
/// only in size, line height, letter spacing, paragraph spacing, line model or scale.
///
/// One preparer per thread: it keeps buffers and a cache of shaped words.
public struct TextPreparer: Sendable {
    /// The fonts at one point per em, no letter spacing: pen positions come out in ems.
    let unit: Typesetter
    /// The same fonts at no size with one point of letter spacing: pen positions count the
    /// letter-spaced clusters.
    let spacing: Typesetter
    var buffers = LayoutBuffers()

    /// A preparer for `typesetter`'s fonts, features, language and script.
    public init(_ typesetter: Typesetter) {
        unit = Typesetter(stack: typesetter.stack, pointSize: 1, lineHeight: 1, letterSpacing: 0, kerning: typesetter.kerning,
                          features: typesetter.features, language: typesetter.language, script: typesetter.script,
                          lineBreakDictionaries: typesetter.lineBreakDictionaries)
        spacing = Typesetter(stack: typesetter.stack, pointSize: 0, lineHeight: 1, letterSpacing: 1, kerning: typesetter.kerning,
                             features: typesetter.features, language: typesetter.language, script: typesetter.script)
    }

    /// Shapes `text` once and finds its break opportunities.
    public mutating func prepare(_ text: String) -> PreparedText {
        let count = unit.itemizer.decode(text, into: &buffers)
        unit.shaper.shapeParagraph(count: count, buffers: &buffers, keepsGlyphs: false)
        let ems = Array(buffers.x[0...count])
        let flags = Array(buffers.flags[0...count])
        spacing.shaper.shapeParagraph(count: count, buffers: &buffers, keepsGlyphs: false)
        let spaced = Array(buffers.x[0...count])
        let scalars = Array(buffers.scalars[0..<count])
        var opportunities: [LineBreakOpportunity] = []
        var runs = DictionaryRunBreaker()
        swap(&runs, &buffers.dictionaryRuns)
        let dictionaries = unit.lineBreakDictionaries
        scalars.withUnsafeBufferPointer { text in
            var walker = LineBreakWalker(start: 0, end: count, dictionaries: dictionaries)
            swap(&walker.runs, &runs)
            let decoder = ScalarDecoder(units: text)
            while let opportunity = walker.next(decoder) { opportunities.append(opportunity) }
            swap(&walker.runs, &runs)
        }
        swap(&runs, &buffers.dictionaryRuns)
        let bidi = buffers.bidi
        return PreparedText(text: text, scalars: scalars, scripts: Array(buffers.scripts[0..<count]),
                            levels: bidi.isEmpty ? [] : Array(buffers.levels[0..<count]), bidi: bidi, ems: ems,
                            spacedClusters: spaced, flags: flags, opportunities: opportunities, key: unit.cacheKey)
    }
}

extension Typesetter {
    /// Height and used width of a prepared text in `width`: the same numbers as
    /// ``measure(_:width:maxLines:buffers:)`` on its text, without shaping or finding break
    /// opportunities again (a line ending where shaping ran across is still shaped again).
    ///
    /// A text prepared for other fonts, features or language is measured from its text.
    public func measure(_ prepared: PreparedText, width: Double, maxLines: Int = 0, buffers: inout LayoutBuffers) -> TextMeasurement {
        guard prepared.key == cacheKey else { return measure(prepared.text, width: width, maxLines: maxLines, buffers: &buffers) }
        place(prepared, in: &buffers)
        return measurePlaced(prepared, width: width, maxLines: maxLines, buffers: &buffers)
    }

    /// `measure(_:width:maxLines:buffers:)` in each of `widths`, into `results` (emptied
    /// first, keeping its storage): the pen positions are scaled once for all the widths.
    public func measure(_ prepared: PreparedText, widths: [Double], maxLines: Int = 0, buffers: inout LayoutBuffers,
                        into results: inout [TextMeasurement]) {
        results.removeAll(keepingCapacity: true)
        guard prepared.key == cacheKey else {
            for width in widths { results.append(measure(prepared.text, width: width, maxLines: maxLines, buffers: &buffers)) }
            return
        }
        place(prepared, in: &buffers)
        let grid = self.grid
        prepared.opportunities.withUnsafeBufferPointer { opportunities in
            withLineFilling(count: prepared.count, buffers: &buffers, opportunities: opportunities) { filling, buffers in
                for width in widths {
                    let summary = filling.fill(width, maxLines, buffers: &buffers)
                    results.append(TextMeasurement(lineCount: summary.lines, height: grid.ceil(summary.height),
                                                   usedWidth: grid.ceil(summary.width), truncated: summary.truncated))
                }
            }
        }
    }

    /// Puts a prepared text into `buffers` at this typesetter's size and letter spacing.
    func place(_ prepared: PreparedText, in buffers: inout LayoutBuffers) {
        let count = prepared.count
        buffers.grow(to: count)
        buffers.shapeGeneration &+= 1  // another paragraph: forget the remembered line start
        buffers.cache.claim(for: cacheKey)
        let size = pointSize, spacing = letterSpacing
        buffers.x.withUnsafeMutableBufferPointer { x in
            prepared.ems.withUnsafeBufferPointer { ems in
                prepared.spacedClusters.withUnsafeBufferPointer { spaced in
                    for index in 0...count { x[index] = size * ems[index] + spacing * spaced[index] }
                }
            }
        }
        Typesetter.copy(prepared.flags, into: &buffers.flags)
        Typesetter.copy(prepared.scalars, into: &buffers.scalars)
        Typesetter.copy(prepared.scripts, into: &buffers.scripts)
        if !prepared.bidi.isEmpty { Typesetter.copy(prepared.levels, into: &buffers.levels) }
        buffers.bidi = prepared.bidi
        buffers.firstGlyph.withUnsafeMutableBufferPointer { first in
            for index in 0..<count { first[index] = -1 }
        }
    }

    /// Copies `source` over the start of `target` (which is at least as long).
    @inline(__always)
    static func copy<Element>(_ source: [Element], into target: inout [Element]) {
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress, source.count <= target.count else { return }
                to.update(from: from, count: source.count)
            }
        }
    }

    func measurePlaced(_ prepared: PreparedText, width: Double, maxLines: Int, buffers: inout LayoutBuffers) -> TextMeasurement {
        let summary = prepared.opportunities.withUnsafeBufferPointer {
            fill(count: prepared.count, width: width, maxLines: maxLines, buffers: &buffers, opportunities: $0)
        }
        return TextMeasurement(lineCount: buffers.spans.count, height: grid.ceil(summary.height),
                               usedWidth: grid.ceil(summary.width), truncated: summary.truncated)
    }
}
