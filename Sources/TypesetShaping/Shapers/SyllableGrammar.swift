// Syllable grammars of the Brahmic shapers (Khmer, Myanmar, the USE's clusters): regular
// expressions over the shaper's character classes, matched longest first from each position,
// as HarfBuzz's syllable scanners split a run into syllables, broken clusters and other
// characters; and what those shapers share around them (dotted circles, syllable ends, moves).
// https://learn.microsoft.com/en-us/typography/script-development/khmer#well-formed-khmer-character-clusters
// https://learn.microsoft.com/en-us/typography/script-development/myanmar#well-formed-myanmar-syllables
// Documentation/Shaping.md, "Khmer" and "Myanmar".

import TypesetFont

/// A regular expression over character classes (small integers below 64).
indirect enum SyllablePattern: Sendable {
    /// One character whose class is in the set (bit `1 << class`).
    case one(UInt64)
    /// Each pattern after the other.
    case sequence([SyllablePattern])
    /// Any one of the patterns.
    case choice([SyllablePattern])
    /// The pattern or nothing.
    case optional(SyllablePattern)
    /// The pattern zero or more times.
    case repeated(SyllablePattern)

    /// A character of one of `classes`.
    static func any(_ classes: UInt8...) -> SyllablePattern { any(classes) }

    /// A character of one of `classes`.
    static func any(_ classes: [UInt8]) -> SyllablePattern {
        var set: UInt64 = 0
        for value in classes where value < 64 { set |= 1 << UInt64(value) }
        return .one(set)
    }
}

/// Splits a run into syllables with a scanner's alternatives: at each position the longest
/// match of any alternative wins (the first listed on a tie); where none matches, one character
/// is a syllable of the fallback kind. The alternatives are compiled once into one
/// deterministic automaton (Thompson's construction, then subsets), so scanning reads each
/// character's class once per table step and allocates nothing.
struct SyllableScanner: Sendable {
    /// The number of classes (class values at or above it match nothing).
    static let classCount = 64
    /// `transitions[state * classCount + class]`: the next state, 0 when the match is over
    /// (state 0 is dead, state 1 the start).
    let transitions: [Int32]
    /// Per state: 0, or the kind (plus one) of the first alternative that matches there.
    let accepting: [UInt8]
    /// The kind of a character no alternative matches.
    let fallbackKind: UInt8

    init(alternatives: [(pattern: SyllablePattern, kind: UInt8)], fallbackKind: UInt8) {
        self.fallbackKind = fallbackKind
        // Thompson's construction: states with empty moves and moves on a set of classes.
        var empty: [[Int]] = [[]]
        var moves: [[(set: UInt64, target: Int)]] = [[]]
        var tag: [Int] = [Int.max]
        func newState() -> Int {
            empty.append([])
            moves.append([])
            tag.append(Int.max)
            return empty.count - 1
        }
        func build(_ pattern: SyllablePattern, from start: Int) -> Int {
            switch pattern {
            case .one(let set):
                let end = newState()
                moves[start].append((set, end))
                return end
            case .sequence(let parts):
                var current = start
                for part in parts { current = build(part, from: current) }
                return current
            case .choice(let options):
                let end = newState()
                for option in options { empty[build(option, from: start)].append(end) }
                return end
            case .optional(let inner):
                let end = newState()
                empty[start].append(end)
                empty[build(inner, from: start)].append(end)
                return end
            case .repeated(let inner):
                let loop = newState()
                empty[start].append(loop)
                empty[build(inner, from: loop)].append(loop)
                return loop
            }
        }
        let start = 0
        for (number, alternative) in alternatives.enumerated() {
            let end = build(alternative.pattern, from: start)
            tag[end] = min(tag[end], number)
        }
        // Subsets of NFA states (closed under empty moves) become the automaton's states.
        let words = (empty.count + 63) / 64
        func closure(_ states: [UInt64]) -> [UInt64] {
            var result = states
            var stack: [Int] = []
            for state in 0..<empty.count where result[state >> 6] & (1 << UInt64(state & 63)) != 0 { stack.append(state) }
            while let state = stack.popLast() {
                for next in empty[state] where result[next >> 6] & (1 << UInt64(next & 63)) == 0 {
                    result[next >> 6] |= 1 << UInt64(next & 63)
                    stack.append(next)
                }
            }
            return result
        }
        var first = [UInt64](repeating: 0, count: words)
        first[0] = 1
        var subsets: [[UInt64]] = [[UInt64](repeating: 0, count: words), closure(first)]
        var index: [[UInt64]: Int] = [subsets[0]: 0, subsets[1]: 1]
        var table = [Int32](repeating: 0, count: 2 * SyllableScanner.classCount)
        var accepts: [UInt8] = [0, 0]
        var pending = [1]
        while let current = pending.popLast() {
            let members = subsets[current]
            var best = Int.max
            for state in 0..<empty.count where members[state >> 6] & (1 << UInt64(state & 63)) != 0 { best = min(best, tag[state]) }
            accepts[current] = best == Int.max ? 0 : alternatives[best].kind &+ 1
            for value in 0..<SyllableScanner.classCount {
                var target = [UInt64](repeating: 0, count: words)
                var any = false
                for state in 0..<empty.count where members[state >> 6] & (1 << UInt64(state & 63)) != 0 {
                    for move in moves[state] where move.set & (1 << UInt64(value)) != 0 {
                        target[move.target >> 6] |= 1 << UInt64(move.target & 63)
                        any = true
                    }
                }
                guard any else { continue }
                let closed = closure(target)
                let next: Int
                if let known = index[closed] {
                    next = known
                } else {
                    next = subsets.count
                    subsets.append(closed)
                    index[closed] = next
                    table.append(contentsOf: repeatElement(0, count: SyllableScanner.classCount))
                    accepts.append(0)
                    pending.append(next)
                }
                table[current * SyllableScanner.classCount + value] = Int32(next)
            }
        }
        transitions = table
        accepting = accepts
    }

    /// The length and kind of the syllable that starts at `start` (at least one character).
    func match(_ infos: UnsafeBufferPointer<GlyphInfo>, from start: Int) -> (length: Int, kind: UInt8) {
        let (end, kind) = match(infos, from: start, limit: infos.count) { $0 &+ 1 }
        return (end &- start, kind)
    }

    /// The end and kind of the syllable that starts at `start`, reading the glyphs `next` steps
    /// to (a grammar may pass over some glyphs: they belong to the syllable they are in) and
    /// none from `limit` on. At least the first glyph read is a syllable (of the fallback kind).
    @inline(__always)
    func match(_ infos: UnsafeBufferPointer<GlyphInfo>, from start: Int, limit: Int, next: (Int) -> Int) -> (end: Int, kind: UInt8) {
        var best = next(start)
        var kind = fallbackKind
        transitions.withUnsafeBufferPointer { table in
            var state = 1
            var position = start
            while position < limit {
                let value = Int(infos[position].shaperCategory)
                guard value < SyllableScanner.classCount else { break }
                let following = Int(table[state &* SyllableScanner.classCount &+ value])
                guard following != 0 else { break }
                state = following
                position = next(position)
                let accepted = accepting[state]
                if accepted != 0 {
                    best = position
                    kind = accepted &- 1
                }
            }
        }
        return (best, kind)
    }

    /// Writes each glyph's syllable (serial 1...15 in the high four bits, kind in the low four),
    /// reading classes from ``GlyphInfo/shaperCategory``, and marks each syllable unsafe to break.
    func findSyllables(_ buffer: inout GlyphBuffer) {
        let count = buffer.count
        var serial: UInt8 = 1
        var start = 0
        while start < count {
            let (length, kind) = buffer.infos.withUnsafeBufferPointer { match($0, from: start) }
            let end = min(start + length, count)
            for index in start..<end { buffer.infos[index].syllable = (serial << 4) | (kind & 0x0F) }
            buffer.unsafeToBreak(start, end)
            serial = serial == 15 ? 1 : serial + 1
            start = end
        }
    }

    /// Puts a dotted circle (U+25CC, glyph `circle`) at the start of each syllable of
    /// `brokenKind`, after the glyphs of class `repha` that open it (when given), as HarfBuzz's
    /// syllabic shapers do: it takes the cluster, mask and syllable of the glyph it stands
    /// before and class `category`; its other properties stay empty (no glyph class, general
    /// category Control, as HarfBuzz's zeroed glyph info). Returns whether any was inserted.
    static func insertDottedCircles(_ buffer: inout GlyphBuffer, brokenKind: UInt8, category: UInt8, circle: GlyphID,
                                    repha: UInt8? = nil) -> Bool {
        guard buffer.infos.contains(where: { $0.syllable & 0x0F == brokenKind }) else { return false }
        var output: [GlyphInfo] = []
        output.reserveCapacity(buffer.count + 4)
        var last: UInt8 = 0
        var index = 0
        while index < buffer.count {
            let info = buffer.infos[index]
            guard info.syllable != last, info.syllable & 0x0F == brokenKind else {
                last = info.syllable
                output.append(info)
                index += 1
                continue
            }
            last = info.syllable
            var dotted = GlyphInfo(codepoint: 0x25CC, cluster: info.cluster)
            dotted.glyph = circle
            dotted.mask = info.mask
            dotted.syllable = info.syllable
            dotted.category = .control
            dotted.shaperCategory = category
            if let repha {
                while index < buffer.count, buffer.infos[index].syllable == last, buffer.infos[index].shaperCategory == repha {
                    output.append(buffer.infos[index])
                    index += 1
                }
            }
            output.append(dotted)
        }
        buffer.infos = output
        return true
    }
}

extension GlyphBuffer {
    /// The end of the syllable (``GlyphInfo/syllable``) that starts at glyph `start`.
    @inline(__always)
    func syllableEnd(from start: Int) -> Int {
        let syllable = infos[start].syllable
        var end = start + 1
        while end < count, infos[end].syllable == syllable { end += 1 }
        return end
    }
}

extension MutableCollection {
    /// Rotates the elements so that the one at `middle` comes first (in place, no allocation).
    mutating func rotate(toStartAt middle: Index) {
        var first = startIndex, next = middle, middle = middle
        guard first != middle, middle != endIndex else { return }
        while first != next {
            swapAt(first, next)
            formIndex(after: &first)
            formIndex(after: &next)
            if next == endIndex {
                next = middle
            } else if first == middle {
                middle = next
            }
        }
    }
}
