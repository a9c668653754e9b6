// Where a caret may stand on each line of a layout, found when first asked for: most layouts
// are drawn or measured and never edited, and a caret per character costs as much as placing
// the glyphs. https://developer.apple.com/documentation/coretext/1509629-ctlinegetoffsetforstringindex

import TypesetShaping
import TypesetUnicode
import TypesetSupport

/// The carets of every line of one layout, in one store made the first time a line's
/// ``LaidOutLine/carets`` are read (under a lock: a layout may be read from several threads).
final class CaretFinder: Sendable {
    /// What the carets are found from, until they are found (then only the store is kept, so a
    /// kept layout holds no typesetter or text for them).
    struct Inputs: Sendable {
        /// The typesetter that laid the text out: its fonts' ligature carets (`GDEF`) and size.
        let typesetter: Typesetter
        /// Each line's text (Unicode scalars) and range of the glyph store.
        let lines: [(text: Range<Int>, glyphs: Range<Int>)]
        /// The layout's glyph store.
        let glyphs: [PositionedGlyph]
        /// The carets of the lines with right-to-left text, by line (found with their glyphs).
        let bidiCarets: [Int: [Caret]]
        /// The text's scalars up to the end of the last line.
        let scalars: [Unicode.Scalar]
    }

    enum State: Sendable {
        case waiting(Inputs)
        case found(CaretStore)
    }

    private let state: Locked<State>

    init(typesetter: Typesetter, lines: [(text: Range<Int>, glyphs: Range<Int>)], glyphs: [PositionedGlyph],
         bidiCarets: [Int: [Caret]], scalars: [Unicode.Scalar]) {
        state = Locked(.waiting(Inputs(typesetter: typesetter, lines: lines, glyphs: glyphs, bidiCarets: bidiCarets, scalars: scalars)))
    }

    /// The carets of line `line`.
    func carets(_ line: Int) -> LineCarets {
        let store = state.withLock { state -> CaretStore in
            switch state {
            case .found(let store):
                return store
            case .waiting(let inputs):
                let store = inputs.caretStore()
                state = .found(store)
                return store
            }
        }
        guard line >= 0, line < store.ranges.count else { return [] }
        return LineCarets(store: store.store, range: store.ranges[line])
    }
}

extension CaretFinder.Inputs {
    /// The carets of all the lines in one store, and each line's range of it: those of lines
    /// with right-to-left text from ``bidiCarets``, the others' from their glyphs in ``glyphs``.
    func caretStore() -> CaretStore {
        // A line has at most a caret per character and one at its end (offsets ascend); a
        // store that still proves too small is made again twice as large.
        let capacity = lines.reduce(0) { $0 + $1.text.count + 1 } + bidiCarets.values.reduce(0) { $0 + $1.count }
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
                            appendCarets(UnsafeBufferPointer(rebasing: glyphs[line.glyphs]), line: line.text,
                                         scalars: scalars, to: &writer)
                        }
                        ranges.append(start..<writer.count)
                    }
                }
            }
        }
        return CaretStore(store: store, ranges: ranges)
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

/// The carets of a layout's lines: one store, and each line's range of it.
struct CaretStore: Sendable {
    let store: [Caret]
    let ranges: [Range<Int>]
}

/// Where one line finds its carets: its layout's ``CaretFinder`` and its number there.
struct LineCaretSource: Sendable {
    let finder: CaretFinder
    let line: Int

    var carets: LineCarets { finder.carets(line) }
}
