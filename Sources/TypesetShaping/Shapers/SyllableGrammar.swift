// Syllable grammars of the Brahmic shapers (Khmer, Myanmar): regular expressions over the
// shaper's character classes, matched longest first from each position, as HarfBuzz's syllable
// scanners split a run into consonant syllables, broken clusters and other characters.
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
    static func any(_ classes: UInt8...) -> SyllablePattern {
        var set: UInt64 = 0
        for value in classes where value < 64 { set |= 1 << UInt64(value) }
        return .one(set)
    }
}

/// A set of lengths (0 ..< 256) a pattern can match from one position.
struct SyllableReach: Equatable {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    static let capacity = 256
    static let start: SyllableReach = { var reach = SyllableReach(); reach.insert(0); return reach }()

    static func == (a: SyllableReach, b: SyllableReach) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }

    var isEmpty: Bool { (words.0 | words.1 | words.2 | words.3) == 0 }

    func word(_ index: Int) -> UInt64 {
        switch index {
        case 0: words.0
        case 1: words.1
        case 2: words.2
        default: words.3
        }
    }

    mutating func setWord(_ index: Int, _ value: UInt64) {
        switch index {
        case 0: words.0 = value
        case 1: words.1 = value
        case 2: words.2 = value
        default: words.3 = value
        }
    }

    mutating func insert(_ length: Int) {
        guard length >= 0, length < SyllableReach.capacity else { return }
        setWord(length >> 6, word(length >> 6) | (1 << UInt64(length & 63)))
    }

    func union(_ other: SyllableReach) -> SyllableReach {
        var result = SyllableReach()
        result.words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
        return result
    }

    func subtracting(_ other: SyllableReach) -> SyllableReach {
        var result = SyllableReach()
        result.words = (words.0 & ~other.words.0, words.1 & ~other.words.1, words.2 & ~other.words.2, words.3 & ~other.words.3)
        return result
    }

    /// The largest length in the set (-1 when empty).
    var longest: Int {
        for index in stride(from: 3, through: 0, by: -1) {
            let value = word(index)
            if value != 0 { return index * 64 + 63 - value.leadingZeroBitCount }
        }
        return -1
    }

    /// Calls `body` with every length in the set.
    func forEach(_ body: (Int) -> Void) {
        for index in 0..<4 {
            var value = word(index)
            while value != 0 {
                let bit = value.trailingZeroBitCount
                body(index * 64 + bit)
                value &= value &- 1
            }
        }
    }
}

/// Splits a run into syllables with a scanner's alternatives: at each position the longest
/// match of any alternative wins (the first listed on a tie); where none matches, one character
/// is a syllable of the fallback kind. Syllables longer than 255 characters end there.
struct SyllableScanner: Sendable {
    /// The alternatives, each with the syllable kind it gives.
    let alternatives: [(pattern: SyllablePattern, kind: UInt8)]
    /// The kind of a character no alternative matches.
    let fallbackKind: UInt8

    /// The lengths `pattern` can match after each length of `reach`, over `classes` from `start`.
    static func advance(_ pattern: SyllablePattern, _ reach: SyllableReach, _ classes: UnsafeBufferPointer<GlyphInfo>,
                        _ start: Int) -> SyllableReach {
        switch pattern {
        case .one(let set):
            var result = SyllableReach()
            reach.forEach { length in
                let position = start &+ length
                guard position < classes.count else { return }
                let value = classes[position].shaperCategory
                if value < 64, set & (1 << UInt64(value)) != 0 { result.insert(length + 1) }
            }
            return result
        case .sequence(let parts):
            var current = reach
            for part in parts {
                current = advance(part, current, classes, start)
                if current.isEmpty { break }
            }
            return current
        case .choice(let options):
            var result = SyllableReach()
            for option in options { result = result.union(advance(option, reach, classes, start)) }
            return result
        case .optional(let inner):
            return reach.union(advance(inner, reach, classes, start))
        case .repeated(let inner):
            var result = reach
            var frontier = reach
            while !frontier.isEmpty {
                let next = advance(inner, frontier, classes, start).subtracting(result)
                result = result.union(next)
                frontier = next
            }
            return result
        }
    }

    /// Writes each glyph's syllable (serial 1...15 in the high four bits, kind in the low four),
    /// reading classes from ``GlyphInfo/shaperCategory``, and marks each syllable unsafe to break.
    func findSyllables(_ buffer: inout GlyphBuffer) {
        let count = buffer.count
        var serial: UInt8 = 1
        var start = 0
        while start < count {
            var best = 0
            var bestKind = fallbackKind
            buffer.infos.withUnsafeBufferPointer { infos in
                for alternative in alternatives {
                    let length = SyllableScanner.advance(alternative.pattern, SyllableReach.start, infos, start).longest
                    if length > best {
                        best = length
                        bestKind = alternative.kind
                    }
                }
            }
            let end = min(start + max(best, 1), count)
            for index in start..<end { buffer.infos[index].syllable = (serial << 4) | (bestKind & 0x0F) }
            buffer.unsafeToBreak(start, end)
            serial = serial == 15 ? 1 : serial + 1
            start = end
        }
    }

    /// The end of the syllable that starts at `start`.
    static func syllableEnd(_ infos: [GlyphInfo], from start: Int) -> Int {
        var end = start + 1
        while end < infos.count, infos[end].syllable == infos[start].syllable { end += 1 }
        return end
    }

    /// Puts a dotted circle (U+25CC, glyph `circle`) at the start of each syllable of `brokenKind`,
    /// with the cluster, mask and syllable of the glyph it stands before and class `category`.
    /// Returns whether any was inserted.
    static func insertDottedCircles(_ buffer: inout GlyphBuffer, brokenKind: UInt8, category: UInt8, circle: GlyphID) -> Bool {
        guard buffer.infos.contains(where: { $0.syllable & 0x0F == brokenKind }) else { return false }
        var output: [GlyphInfo] = []
        output.reserveCapacity(buffer.count + 4)
        var last: UInt8 = 0
        for info in buffer.infos {
            if info.syllable != last, info.syllable & 0x0F == brokenKind {
                var dotted = GlyphInfo(codepoint: 0x25CC, cluster: info.cluster)
                dotted.setUnicodeProperties()
                dotted.glyph = circle
                dotted.mask = info.mask
                dotted.syllable = info.syllable
                dotted.shaperCategory = category
                dotted.properties = 0
                output.append(dotted)
            }
            last = info.syllable
            output.append(info)
        }
        buffer.infos = output
        return true
    }
}
