// The Universal Shaping Engine's cluster model: which runs of categories form one cluster
// (standard, virama- and sakot-terminated, number-joiner-terminated, numeral, symbol, hieroglyph
// and broken clusters), matched longest first, as HarfBuzz's syllable machine matches them.
// https://learn.microsoft.com/en-us/typography/script-development/use#cluster-validation
// Rules with their sources: Documentation/Shaping.md, "The Universal Shaping Engine".

/// The kinds of cluster, numbered as HarfBuzz numbers them (the low 4 bits of a glyph's
/// syllable; glyphs before the first cluster have 0).
enum UniversalSyllableKind {
    static let viramaTerminated: UInt8 = 0, sakotTerminated: UInt8 = 1, standard: UInt8 = 2, numberJoinerTerminated: UInt8 = 3
    static let numeral: UInt8 = 4, symbol: UInt8 = 5, hieroglyph: UInt8 = 6, broken: UInt8 = 7, nonCluster: UInt8 = 8
}

/// The cluster grammar as a deterministic automaton over ``UniversalCategory`` values, built
/// once: each state knows the first rule (in the grammar's order) that accepts there.
struct UniversalSyllableMachine: Sendable {
    /// Next state by state and category (-1: no way on).
    let transitions: [Int16]
    /// The syllable kind a state accepts (-1: none).
    let accepting: [Int8]
    static let categoryCount = UniversalCategory.count
    /// How many glyphs past its start a cluster is looked for (no real cluster comes near).
    static let maximumLookahead = 1024

    static let shared = UniversalSyllableMachine()

    /// The kind of the longest cluster starting at glyph `start` of `infos` (its USE categories
    /// in `shaperCategory`), and the glyph after it: the next glyph the grammar reads, or the
    /// end. Glyphs the grammar passes over (``UniversalShaper/isPassedOver(_:_:)``) belong to
    /// the cluster before them. Ties go to the rule listed first; a cluster is at least one
    /// glyph long.
    func match(_ infos: UnsafeBufferPointer<GlyphInfo>, from start: Int) -> (kind: UInt8, end: Int) {
        var state = 0
        var best: (UInt8, Int) = (UniversalSyllableKind.nonCluster, UniversalShaper.nextRead(infos, after: start))
        var position = start
        // A bound on the look ahead for a longer match (hieroglyph segment marks with no
        // hieroglyph keep the automaton alive without a match): linear work on hostile text.
        let limit = infos.count - start > Self.maximumLookahead ? start + Self.maximumLookahead : infos.count
        while position < limit {
            let category = Int(infos[position].shaperCategory)
            guard category < Self.categoryCount else { break }
            let next = Int(transitions[state &* Self.categoryCount &+ category])
            guard next >= 0 else { break }
            state = next
            let following = UniversalShaper.nextRead(infos, after: position)
            let accepts = accepting[state]
            if accepts >= 0 { best = (UInt8(accepts), following) }
            position = following
        }
        return best
    }

    // MARK: Building the automaton

    /// A regular expression over categories.
    indirect enum Pattern {
        case one([UniversalCategory])
        case sequence([Pattern])
        case either([Pattern])
        case star(Pattern)
        case optional(Pattern)
        case plus(Pattern)
    }

    /// The grammar, rule by rule in priority order, with the kind each rule gives.
    static func rules() -> [(Pattern, UInt8)] {
        typealias C = UniversalCategory
        func c(_ categories: C...) -> Pattern { .one(categories) }
        func s(_ parts: Pattern...) -> Pattern { .sequence(parts) }
        func star(_ p: Pattern) -> Pattern { .star(p) }
        func opt(_ p: Pattern) -> Pattern { .optional(p) }
        let halant = c(.h, .hvm, .invisibleStacker, .sakot)
        let consonantModifiers = s(star(c(.cmAbv)), star(c(.cmBlw)),
                                   star(s(.either([s(halant, c(.base)), c(.sub)]), star(c(.cmAbv)), star(c(.cmBlw)))))
        let medialConsonants = s(opt(c(.mPre)), opt(c(.mAbv)), opt(c(.mBlw)), opt(c(.mPst)))
        let dependentVowels = Pattern.either([s(star(c(.vPre)), star(c(.vAbv)), star(c(.vBlw)), star(c(.vPst))), c(.h)])
        let vowelModifiers = s(opt(c(.hvm)), star(c(.vmPre)), star(c(.vmAbv)), star(c(.vmBlw)), star(c(.vmPst)))
        let finalConsonants = s(star(c(.fAbv)), star(c(.fBlw)), star(c(.fPst)))
        let finalModifiers = Pattern.either([s(star(c(.fmAbv)), star(c(.fmBlw))), opt(c(.fmPst))])
        let syllableStart = s(opt(c(.repha, .consonantWithStacker)), c(.base, .baseOther))
        let syllableMiddle = s(consonantModifiers, medialConsonants, dependentVowels, vowelModifiers, star(s(c(.sakot), c(.base))))
        let syllableTail = s(syllableMiddle, finalConsonants, finalModifiers)
        let numberJoinerTail = s(star(s(c(.halantNumber), c(.number))), c(.halantNumber))
        let numeralTail = Pattern.plus(s(c(.halantNumber), c(.number)))
        let symbolTail = Pattern.either([s(.plus(c(.smAbv)), star(c(.smBlw))), .plus(c(.smBlw))])
        let viramaTail = s(consonantModifiers, c(.invisibleStacker, .reorderingKiller))
        let sakotTail = s(syllableMiddle, c(.sakot))
        let tail = Pattern.either([syllableTail, sakotTail, symbolTail, viramaTail])
        let zwnj = opt(c(.zwnj))
        let glyphGroup = s(c(.hieroglyph), opt(c(.hieroglyphMirror)), opt(c(.hieroglyphModifier)), star(c(.segmentEnd)))
        let hieroglyphCluster = s(star(c(.segmentBegin)), glyphGroup,
                                  star(s(c(.hieroglyphJoiner), star(c(.segmentBegin)), opt(glyphGroup))))
        let everything = (0..<UniversalCategory.count).compactMap { UniversalCategory(rawValue: UInt8($0)) }
        return [
            (s(syllableStart, viramaTail, zwnj), UniversalSyllableKind.viramaTerminated),
            (s(syllableStart, sakotTail, zwnj), UniversalSyllableKind.sakotTerminated),
            (s(syllableStart, syllableTail, zwnj), UniversalSyllableKind.standard),
            (s(c(.number), numberJoinerTail, zwnj), UniversalSyllableKind.numberJoinerTerminated),
            (s(c(.number), opt(numeralTail), zwnj), UniversalSyllableKind.numeral),
            (s(c(.other, .baseOther, .segmentBegin), opt(tail), zwnj), UniversalSyllableKind.symbol),
            (s(hieroglyphCluster, zwnj), UniversalSyllableKind.hieroglyph),
            (c(.fmPst), UniversalSyllableKind.nonCluster),
            (s(opt(c(.repha)), .either([tail, numberJoinerTail, numeralTail]), zwnj), UniversalSyllableKind.broken),
            (.one(everything), UniversalSyllableKind.nonCluster),
        ]
    }

    /// A nondeterministic automaton: per state, moves on a category set and empty moves.
    struct NFA {
        var moves: [[(Set<UInt8>, Int)]] = []
        var empty: [[Int]] = []
        var accepts: [Int] = []

        mutating func state() -> Int {
            moves.append([])
            empty.append([])
            accepts.append(-1)
            return moves.count - 1
        }

        /// Adds `pattern` between two new states; returns them.
        mutating func build(_ pattern: Pattern) -> (Int, Int) {
            let start = state(), end = state()
            switch pattern {
            case .one(let categories):
                moves[start].append((Set(categories.map(\.rawValue)), end))
            case .sequence(let parts):
                var last = start
                for part in parts {
                    let (a, b) = build(part)
                    empty[last].append(a)
                    last = b
                }
                empty[last].append(end)
            case .either(let parts):
                for part in parts {
                    let (a, b) = build(part)
                    empty[start].append(a)
                    empty[b].append(end)
                }
            case .star(let inner):
                let (a, b) = build(inner)
                empty[start].append(a)
                empty[start].append(end)
                empty[b].append(a)
                empty[b].append(end)
            case .optional(let inner):
                let (a, b) = build(inner)
                empty[start].append(a)
                empty[start].append(end)
                empty[b].append(end)
            case .plus(let inner):
                let (a, b) = build(inner)
                empty[start].append(a)
                empty[b].append(a)
                empty[b].append(end)
            }
            return (start, end)
        }

        func closure(_ states: [Int]) -> [Int] {
            var seen = Set(states), stack = states
            while let state = stack.popLast() {
                for next in empty[state] where !seen.contains(next) {
                    seen.insert(next)
                    stack.append(next)
                }
            }
            return seen.sorted()
        }
    }

    init() {
        var nfa = NFA()
        let root = nfa.state()
        for (rule, kind) in Self.rules() {
            let (a, b) = nfa.build(rule)
            nfa.empty[root].append(a)
            nfa.accepts[b] = Int(kind)
            _ = rule
        }
        // The order of the rules decides ties: the kind of the earliest accepting rule. Rules
        // are numbered by their accepting state's creation order, which follows rule order.
        var ruleOrder: [Int: Int] = [:]
        var order = 0
        for state in nfa.accepts.indices where nfa.accepts[state] >= 0 {
            ruleOrder[state] = order
            order += 1
        }
        let count = Self.categoryCount
        var dfaStates: [[Int]] = [nfa.closure([root])]
        var index: [[Int]: Int] = [dfaStates[0]: 0]
        var transitions: [Int16] = []
        var accepting: [Int8] = [-1]
        var cursor = 0
        while cursor < dfaStates.count {
            let current = dfaStates[cursor]
            var row = [Int16](repeating: -1, count: count)
            for category in 0..<count {
                var targets: [Int] = []
                for state in current {
                    for (set, next) in nfa.moves[state] where set.contains(UInt8(category)) { targets.append(next) }
                }
                guard !targets.isEmpty else { continue }
                let closed = nfa.closure(targets)
                if let known = index[closed] {
                    row[category] = Int16(known)
                } else {
                    index[closed] = dfaStates.count
                    row[category] = Int16(dfaStates.count)
                    dfaStates.append(closed)
                    let accepted = closed.filter { nfa.accepts[$0] >= 0 }.min { ruleOrder[$0, default: 0] < ruleOrder[$1, default: 0] }
                    accepting.append(accepted.map { Int8(nfa.accepts[$0]) } ?? -1)
                }
            }
            transitions.append(contentsOf: row)
            cursor += 1
        }
        self.transitions = transitions
        self.accepting = accepting
    }
}
