// Indic syllables: the grammar of consonant syllables, vowel syllables, standalone, symbol and
// broken clusters over the characters' categories, matched longest first, as HarfBuzz's Indic
// shaper segments text. Documentation/Shaping.md, "Indic".
// https://learn.microsoft.com/en-us/typography/script-development/devanagari#syllable-structure

/// The kinds of syllable, in the order the grammar prefers them when two match the same text.
enum IndicSyllableKind: UInt8 {
    case consonant = 0
    case vowel = 1
    case standalone = 2
    case symbol = 3
    case broken = 4
    case nonIndic = 5
}

/// A regular expression over character categories (bit sets of ``IndicCategory``), compiled to
/// a deterministic automaton once.
indirect enum CategoryPattern {
    case any(UInt32)
    case sequence([CategoryPattern])
    case choice([CategoryPattern])
    case optional(CategoryPattern)
    case repeated(CategoryPattern)
}

/// A deterministic automaton recognising several patterns at once: longest match, the earliest
/// pattern on a tie (as a scanner does).
struct CategoryAutomaton: Sendable {
    /// `transitions[state * symbolCount + category]`: the next state, 0 = no match possible.
    let transitions: [UInt16]
    /// The pattern a state accepts (its index), 0xFF when none.
    let accepts: [UInt8]
    let symbolCount: Int

    /// Builds the automaton for `patterns` over categories `0..<symbolCount`.
    init(_ patterns: [CategoryPattern], symbolCount: Int) {
        self.symbolCount = symbolCount
        // Thompson construction: states with epsilon edges and category-set edges.
        var epsilon: [[Int]] = []
        var edges: [[(UInt32, Int)]] = []
        var accepting: [Int: Int] = [:]
        func newState() -> Int {
            epsilon.append([])
            edges.append([])
            return epsilon.count - 1
        }
        /// Returns (start, end) of the fragment.
        func build(_ pattern: CategoryPattern) -> (Int, Int) {
            switch pattern {
            case .any(let set):
                let start = newState(), end = newState()
                edges[start].append((set, end))
                return (start, end)
            case .sequence(let parts):
                let start = newState()
                var last = start
                for part in parts {
                    let (s, e) = build(part)
                    epsilon[last].append(s)
                    last = e
                }
                return (start, last)
            case .choice(let parts):
                let start = newState(), end = newState()
                for part in parts {
                    let (s, e) = build(part)
                    epsilon[start].append(s)
                    epsilon[e].append(end)
                }
                return (start, end)
            case .optional(let inner):
                let (s, e) = build(inner)
                epsilon[s].append(e)
                return (s, e)
            case .repeated(let inner):
                let start = newState(), end = newState()
                let (s, e) = build(inner)
                epsilon[start].append(s)
                epsilon[start].append(end)
                epsilon[e].append(s)
                epsilon[e].append(end)
                return (start, end)
            }
        }
        let root = newState()
        for (index, pattern) in patterns.enumerated() {
            let (s, e) = build(pattern)
            epsilon[root].append(s)
            accepting[e] = index
        }
        func closure(_ states: [Int]) -> [Int] {
            var seen = Set(states)
            var stack = states
            while let state = stack.popLast() {
                for next in epsilon[state] where !seen.contains(next) {
                    seen.insert(next)
                    stack.append(next)
                }
            }
            return seen.sorted()
        }
        // Subset construction; state 0 is the dead state, 1 the start.
        var table: [UInt16] = Array(repeating: 0, count: symbolCount)
        var accepts: [UInt8] = [0xFF]
        var numbers: [[Int]: Int] = [:]
        var pending: [[Int]] = []
        func number(_ set: [Int]) -> Int {
            if let known = numbers[set] { return known }
            let value = accepts.count
            numbers[set] = value
            accepts.append(UInt8(set.compactMap { accepting[$0] }.min() ?? 0xFF))
            table.append(contentsOf: repeatElement(0, count: symbolCount))
            pending.append(set)
            return value
        }
        _ = number(closure([root]))
        while let set = pending.popLast() {
            let from = numbers[set] ?? 0
            for symbol in 0..<symbolCount {
                let bit = UInt32(1) << UInt32(symbol)
                var targets: [Int] = []
                for state in set {
                    for (mask, target) in edges[state] where mask & bit != 0 { targets.append(target) }
                }
                guard !targets.isEmpty else { continue }
                table[from * symbolCount + symbol] = UInt16(number(closure(targets)))
            }
        }
        transitions = table
        self.accepts = accepts
    }

    /// The longest match starting at `start` of the categories `category(i)` for `i` up to
    /// `end`: its end and the pattern matched, or `nil` when nothing matches.
    @inline(__always)
    func longestMatch(from start: Int, to end: Int, category: (Int) -> Int) -> (end: Int, pattern: UInt8)? {
        var state = 1
        var best: (Int, UInt8)? = nil
        var position = start
        while position < end {
            let symbol = category(position)
            guard symbol < symbolCount else { break }
            state = Int(transitions[state &* symbolCount &+ symbol])
            if state == 0 { break }
            position += 1
            if accepts[state] != 0xFF { best = (position, accepts[state]) }
        }
        return best
    }
}

enum IndicSyllables {
    /// The Indic syllable grammar (HarfBuzz's, with the categories of ``IndicCategory``).
    static let automaton: CategoryAutomaton = {
        typealias P = CategoryPattern
        func one(_ categories: IndicCategory...) -> P { .any(categories.reduce(0) { $0 | $1.bit }) }
        func seq(_ parts: P...) -> P { .sequence(parts) }
        func opt(_ part: P) -> P { .optional(part) }
        func star(_ part: P) -> P { .repeated(part) }
        func or(_ parts: P...) -> P { .choice(parts) }
        let c = one(.consonant, .ra)
        let n = seq(opt(seq(opt(one(.zeroWidthNonJoiner)), one(.registerShifter))), opt(seq(one(.nukta), opt(one(.nukta)))))
        let z = one(.zeroWidthJoiner, .zeroWidthNonJoiner)
        let reph = or(seq(one(.ra), one(.halant)), one(.repha))
        let cn = seq(c, opt(one(.zeroWidthJoiner)), opt(n))
        let symbol = seq(one(.symbol), opt(one(.nukta)))
        let matraGroup = seq(star(z), or(one(.matra), seq(opt(one(.syllableModifier)), one(.postMatra))), opt(one(.nukta)), opt(one(.halant)))
        let syllableTail = seq(opt(seq(opt(z), one(.syllableModifier), opt(one(.syllableModifier)), opt(one(.zeroWidthNonJoiner)))),
                               star(one(.vedicSign, .postSyllableModifier)))
        let halantGroup = seq(opt(z), one(.halant), opt(seq(one(.zeroWidthJoiner), opt(one(.nukta)))))
        let finalHalantGroup = or(halantGroup, seq(one(.halant), one(.zeroWidthNonJoiner)))
        let medialGroup = opt(one(.consonantMedial))
        let halantOrMatraGroup = or(finalHalantGroup, star(matraGroup))
        let complexTail = seq(star(seq(halantGroup, cn)), medialGroup, halantOrMatraGroup, syllableTail)
        let consonantSyllable = seq(opt(one(.repha, .consonantWithStacker)), cn, complexTail)
        let vowelSyllable = seq(opt(reph), one(.vowel), opt(n), or(one(.zeroWidthJoiner), complexTail))
        let standalone = seq(or(seq(opt(one(.repha, .consonantWithStacker)), one(.placeholder)), seq(opt(reph), one(.dottedCircle))),
                             opt(n), complexTail)
        let symbolCluster = seq(symbol, syllableTail)
        let broken = seq(opt(reph), opt(n), complexTail)
        let other = P.any(UInt32.max)
        return CategoryAutomaton([consonantSyllable, vowelSyllable, standalone, symbolCluster, broken, other], symbolCount: 20)
    }()

    /// Finds the syllables of `buffer`: each glyph's `syllable` is its syllable's serial number
    /// (1...15, wrapping) times 16 plus its ``IndicSyllableKind``. Returns whether a broken
    /// cluster was found.
    static func find(_ buffer: inout GlyphBuffer) -> Bool {
        let automaton = self.automaton
        var serial: UInt8 = 1
        var foundBroken = false
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            var start = 0
            while start < infos.count {
                let match = automaton.longestMatch(from: start, to: infos.count) { Int(infos[$0].shaperCategory) }
                let end = match?.end ?? start + 1
                let kind = match.map { min($0.pattern, IndicSyllableKind.nonIndic.rawValue) } ?? IndicSyllableKind.nonIndic.rawValue
                if kind == IndicSyllableKind.broken.rawValue { foundBroken = true }
                for index in start..<max(end, start + 1) { infos[index].syllable = (serial << 4) | kind }
                serial = serial == 15 ? 1 : serial + 1
                start = max(end, start + 1)
            }
        }
        return foundBroken
    }

    /// The end of the syllable that starts at `start`.
    @inline(__always)
    static func end(of start: Int, in infos: [GlyphInfo]) -> Int {
        guard start < infos.count else { return start }
        let syllable = infos[start].syllable
        var end = start + 1
        while end < infos.count, infos[end].syllable == syllable { end += 1 }
        return end
    }
}
