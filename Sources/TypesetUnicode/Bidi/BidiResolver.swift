// The resolution of embedding levels of one paragraph by the Unicode Bidirectional Algorithm,
// UAX #9 as of Unicode 15.0: the paragraph level (P2–P3), explicit levels and directions
// (X1–X10), weak types (W1–W7), paired brackets (BD16, N0), neutrals (N1–N2) and implicit
// levels (I1–I2). The line rules (L1–L2) are in BidiParagraph.swift.
// https://www.unicode.org/reports/tr9/
//
// Characters that X9 removes (embedding and override controls, PDF, BN) stay in the buffers and
// are skipped by every rule after X9; they get the level of the character before them at the
// end (the paragraph level when they come first), which keeps them inside the runs of their
// neighbours and changes the order of no other character (UAX #9 section 5.2).

/// The working buffers of one resolution, all sized once from the paragraph's length.
struct BidiResolver {
    // Bidi_Class raw values (`BidiClass`), as UInt8 for the inner loops.
    static let L: UInt8 = 0, R: UInt8 = 1, AL: UInt8 = 2, EN: UInt8 = 3, ES: UInt8 = 4, ET: UInt8 = 5
    static let AN: UInt8 = 6, CS: UInt8 = 7, NSM: UInt8 = 8, BN: UInt8 = 9, B: UInt8 = 10, S: UInt8 = 11
    static let WS: UInt8 = 12, ON: UInt8 = 13, LRE: UInt8 = 14, LRO: UInt8 = 15, RLE: UInt8 = 16, RLO: UInt8 = 17
    static let PDF: UInt8 = 18, LRI: UInt8 = 19, RLI: UInt8 = 20, FSI: UInt8 = 21, PDI: UInt8 = 22
    /// The bit of a property byte saying the character has a Bidi_Mirroring_Glyph.
    static let mirroredBit: UInt8 = 32
    /// BD2: the deepest embedding level.
    static let maxDepth = 125
    /// BD16: the size of the bracket stack.
    static let bracketStackSize = 63
    /// No strong direction (N0).
    static let noDirection: UInt8 = 255

    /// Per character: original class + `mirroredBit`.
    let properties: UnsafeBufferPointer<UInt8>
    /// X1–X8 write the embedding levels here, I1–I2 the resolved ones.
    let levels: UnsafeMutableBufferPointer<UInt8>
    /// The current class of every character.
    let types: UnsafeMutableBufferPointer<UInt8>
    /// The current classes of the isolating run sequence being resolved.
    let sequenceTypes: UnsafeMutableBufferPointer<UInt8>
    /// BD9: the matching PDI of an isolate initiator and the matching initiator of a PDI, or -1.
    let partner: UnsafeMutableBufferPointer<Int>
    /// The first and the last character of each level run (BD7).
    let runStart: UnsafeMutableBufferPointer<Int>
    let runLast: UnsafeMutableBufferPointer<Int>
    /// The characters of the isolating run sequence being resolved.
    let sequence: UnsafeMutableBufferPointer<Int>
    /// BD16: the position in `sequence` of the closing bracket paired with the opening bracket at
    /// a position, or -1.
    let closing: UnsafeMutableBufferPointer<Int>
    /// The directional status stack of X1 (level | override << 8 | isolate << 10), then the
    /// bracket stack of BD16 (key, position).
    let stack: UnsafeMutableBufferPointer<Int>
    var paragraphLevel: UInt8 = 0
    var runCount = 0
    /// Whether ``rightToLeftWithoutLeftToRight(present:)`` may stand in for the full rules
    /// (tests turn it off to compare).
    var allowsShortcut = true

    /// Resolves the levels of the paragraph whose character properties are `properties` into
    /// `levels` (same count) and returns the paragraph embedding level. `bracket(i)` gives the
    /// paired bracket properties of character `i`; it is asked only about characters with
    /// `mirroredBit`.
    static func resolve(properties: UnsafeBufferPointer<UInt8>, levels: UnsafeMutableBufferPointer<UInt8>,
                        direction: BidiParagraph.Direction, allowsShortcut: Bool = true,
                        bracket: (Int) -> BidiPairedBracket?) -> UInt8 {
        let count = min(properties.count, levels.count)
        guard count > 0 else { return direction == .rightToLeft ? 1 : 0 }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 5 * count + 256) { ints in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * count) { bytes in
                func slice<T>(_ buffer: UnsafeMutableBufferPointer<T>, _ index: Int, _ size: Int) -> UnsafeMutableBufferPointer<T> {
                    UnsafeMutableBufferPointer(rebasing: buffer[(index * size)..<(index * size + size)])
                }
                var resolver = BidiResolver(
                    properties: UnsafeBufferPointer(rebasing: properties[0..<count]),
                    levels: UnsafeMutableBufferPointer(rebasing: levels[0..<count]),
                    types: slice(bytes, 0, count), sequenceTypes: slice(bytes, 1, count),
                    partner: slice(ints, 0, count), runStart: slice(ints, 1, count), runLast: slice(ints, 2, count),
                    sequence: slice(ints, 3, count), closing: slice(ints, 4, count),
                    stack: UnsafeMutableBufferPointer(rebasing: ints[(5 * count)..<(5 * count + 256)]))
                resolver.allowsShortcut = allowsShortcut
                resolver.run(direction: direction, bracket: bracket)
                return resolver.paragraphLevel
            }
        }
    }

    @inline(__always)
    func originalClass(_ index: Int) -> UInt8 { properties[index] & 31 }

    @inline(__always)
    static func isRemoved(_ type: UInt8) -> Bool { type == BN || (type >= LRE && type <= PDF) }

    @inline(__always)
    static func isIsolateInitiator(_ type: UInt8) -> Bool { type >= LRI && type <= FSI }

    mutating func run(direction: BidiParagraph.Direction, bracket: (Int) -> BidiPairedBracket?) {
        let count = properties.count
        // Whether an explicit formatting character (LRE…PDI) or a paragraph separator before the
        // last character is present: without one, X1–X10 give every character the paragraph
        // level and the paragraph is one level run (of the characters X9 keeps).
        var explicit = false
        var present: UInt32 = 0
        for index in 0..<count {
            let type = originalClass(index)
            types[index] = type
            present |= 1 &<< UInt32(type & 31)
            if type >= Self.LRE || (type == Self.B && index &+ 1 < count) { explicit = true }
        }
        // Without isolates no rule reads `partner`.
        if explicit { matchIsolates() }
        switch direction {
        case .leftToRight: paragraphLevel = 0
        case .rightToLeft: paragraphLevel = 1
        case .auto: paragraphLevel = firstStrong(from: 0, to: count) ?? 0
        }
        if allowsShortcut, !explicit, paragraphLevel == 1, present & (1 &<< UInt32(Self.L) | 1 &<< UInt32(Self.BN)) == 0 {
            rightToLeftWithoutLeftToRight(present: present)
            return
        }
        if explicit {
            explicitLevels()
            levelRuns()
        } else {
            for index in 0..<count { levels[index] = paragraphLevel }
            runCount = 0
            for index in 0..<count where !Self.isRemoved(types[index]) {
                if runCount == 0 {
                    runStart[0] = index
                    runCount = 1
                }
                runLast[0] = index
            }
        }
        for run in 0..<runCount where !isContinuation(run) {
            resolveSequence(startingAt: run, bracket: bracket)
        }
        implicitLevels()
    }

    /// A right-to-left paragraph with no L, no explicit formatting character and no boundary
    /// neutral: one level run at level 1, sos and eos R. No rule can make anything L (W7 needs
    /// an L before an EN; N0 an L inside a bracket pair), so N0–N2 give every neutral R, the
    /// embedding direction, and I2 leaves level 1 to all but the numbers W1–W5 leave EN or AN,
    /// which go to level 2. The weak rules run as they would on the sequence; brackets and
    /// neutrals need no pass.
    func rightToLeftWithoutLeftToRight(present: UInt32) {
        let count = properties.count
        resolveWeak(UnsafeMutableBufferPointer(rebasing: types[0..<count]), sos: Self.R, present: present)
        for index in 0..<count {
            let type = types[index]
            levels[index] = type == Self.EN || type == Self.AN ? 2 : 1
        }
    }

    // MARK: BD9, P2–P3

    /// BD9: pairs each isolate initiator with its matching PDI (up to a paragraph separator).
    /// The open initiators are a stack linked through `partner` itself.
    func matchIsolates() {
        var top = -1
        func closeOpen() {
            while top >= 0 {
                let next = partner[top]
                partner[top] = -1
                top = next
            }
        }
        for index in 0..<properties.count {
            let type = originalClass(index)
            if Self.isIsolateInitiator(type) {
                partner[index] = top
                top = index
            } else if type == Self.PDI, top >= 0 {
                let opener = top
                top = partner[opener]
                partner[opener] = index
                partner[index] = opener
            } else {
                partner[index] = -1
                if type == Self.B { closeOpen() }
            }
        }
        closeOpen()
    }

    /// P2–P3 on `start..<end`: 0 when the first strong character (isolates skipped) is L, 1 when
    /// it is R or AL, `nil` when there is none before the end or a paragraph separator.
    func firstStrong(from start: Int, to end: Int) -> UInt8? {
        var index = start
        while index < end {
            let type = originalClass(index)
            if type == Self.L { return 0 }
            if type == Self.R || type == Self.AL { return 1 }
            if type == Self.B { return nil }
            if Self.isIsolateInitiator(type) {
                let match = partner[index]
                if match < 0 { return nil }
                index = match
            }
            index += 1
        }
        return nil
    }

    // MARK: X1–X8

    /// X1–X8: the explicit embedding level of every character, and the classes that
    /// directional overrides impose.
    mutating func explicitLevels() {
        let count = properties.count
        @inline(__always) func entry(_ level: Int, _ override: Int, _ isolate: Bool) -> Int {
            level | override << 8 | (isolate ? 1 << 10 : 0)
        }
        stack[0] = entry(Int(paragraphLevel), 0, false)
        var depth = 1
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        for index in 0..<count {
            let type = types[index]
            let top = stack[depth - 1]
            let level = top & 0xFF
            let override = (top >> 8) & 3
            levels[index] = UInt8(truncatingIfNeeded: level)
            switch type {
            case Self.RLE, Self.LRE, Self.RLO, Self.LRO:
                // X2–X5
                let odd = type == Self.RLE || type == Self.RLO
                let next = odd ? (level + 1) | 1 : (level + 2) & ~1
                if next <= Self.maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    stack[depth] = entry(next, type == Self.RLO ? 2 : type == Self.LRO ? 1 : 0, false)
                    depth += 1
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case Self.RLI, Self.LRI, Self.FSI:
                // X5a–X5c
                if override != 0 { types[index] = override == 1 ? Self.L : Self.R }
                var odd = type == Self.RLI
                if type == Self.FSI {
                    let end = partner[index] >= 0 ? partner[index] : count
                    odd = firstStrong(from: index + 1, to: end) == 1
                }
                let next = odd ? (level + 1) | 1 : (level + 2) & ~1
                if next <= Self.maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack[depth] = entry(next, 0, true)
                    depth += 1
                } else {
                    overflowIsolates += 1
                }
            case Self.PDI:
                // X6a
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while depth > 1, stack[depth - 1] & (1 << 10) == 0 { depth -= 1 }
                    if depth > 1 { depth -= 1 }
                    validIsolates -= 1
                }
                let now = stack[depth - 1]
                levels[index] = UInt8(truncatingIfNeeded: now & 0xFF)
                let nowOverride = (now >> 8) & 3
                if nowOverride != 0 { types[index] = nowOverride == 1 ? Self.L : Self.R }
            case Self.PDF:
                // X7
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if top & (1 << 10) == 0, depth >= 2 {
                    depth -= 1
                }
            case Self.B:
                // X8: a paragraph separator ends every embedding; it gets the paragraph level.
                levels[index] = paragraphLevel
                depth = 1
                overflowIsolates = 0
                overflowEmbeddings = 0
                validIsolates = 0
            case Self.BN:
                break
            default:
                // X6
                if override != 0 { types[index] = override == 1 ? Self.L : Self.R }
            }
        }
    }

    // MARK: X9–X10

    /// X9–X10, BD7: the level runs of the characters X9 keeps.
    mutating func levelRuns() {
        runCount = 0
        var previous: UInt8 = 0
        for index in 0..<properties.count where !Self.isRemoved(originalClass(index)) {
            let level = levels[index]
            if runCount == 0 || level != previous {
                runStart[runCount] = index
                runCount += 1
            }
            runLast[runCount - 1] = index
            previous = level
        }
    }

    /// The level run whose first character is `index`, or -1.
    func run(startingAt index: Int) -> Int {
        var low = 0, high = runCount
        while low < high {
            let middle = (low + high) / 2
            if runStart[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < runCount && runStart[low] == index ? low : -1
    }

    /// Whether `index` is the last character of its level run.
    func endsRun(_ index: Int) -> Bool {
        var low = 0, high = runCount
        while low < high {
            let middle = (low + high) / 2
            if runStart[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return low > 0 && runLast[low - 1] == index
    }

    /// BD13: whether level run `run` continues the isolating run sequence of the isolate
    /// initiator that its first character (a PDI) matches.
    func isContinuation(_ run: Int) -> Bool {
        let first = runStart[run]
        guard originalClass(first) == Self.PDI else { return false }
        let initiator = partner[first]
        return initiator >= 0 && endsRun(initiator)
    }

    /// The level run after `run` in its isolating run sequence, or -1.
    func nextRun(after run: Int) -> Int {
        let last = runLast[run]
        guard Self.isIsolateInitiator(originalClass(last)) else { return -1 }
        let match = partner[last]
        return match >= 0 ? self.run(startingAt: match) : -1
    }

    // MARK: W1–W7, N0–N2

    @inline(__always)
    static func strongDirection(_ type: UInt8) -> UInt8 {
        if type == L { return L }
        if type == R || type == EN || type == AN { return R }
        return noDirection
    }

    @inline(__always)
    static func isNeutralOrIsolate(_ type: UInt8) -> Bool {
        type == B || type == S || type == WS || type == ON || type >= LRI
    }

    /// Gathers the isolating run sequence that starts with level run `first` and resolves its
    /// weak types, brackets and neutrals.
    func resolveSequence(startingAt first: Int, bracket: (Int) -> BidiPairedBracket?) {
        var count = 0
        // The classes present in the sequence (bit per class): rules with nothing to act on are
        // skipped.
        var present: UInt32 = 0
        var run = first
        var lastRun = first
        var visited = 0
        while run >= 0, visited < runCount {
            var index = runStart[run]
            let last = runLast[run]
            while index <= last {
                if !Self.isRemoved(originalClass(index)) {
                    sequence[count] = index
                    let type = types[index]
                    sequenceTypes[count] = type
                    present |= 1 &<< UInt32(type & 31)
                    count += 1
                }
                index += 1
            }
            lastRun = run
            run = nextRun(after: run)
            visited += 1
        }
        guard count > 0 else { return }
        let level = levels[sequence[0]]
        // X10: sos and eos from the higher of this level and the neighbours' levels.
        let before = first > 0 ? levels[runLast[first - 1]] : paragraphLevel
        let lastCharacter = sequence[count - 1]
        let after: UInt8 = Self.isIsolateInitiator(originalClass(lastCharacter)) || lastRun + 1 >= runCount
            ? paragraphLevel : levels[runStart[lastRun + 1]]
        let sos = max(level, before) & 1 == 0 ? Self.L : Self.R
        let eos = max(level, after) & 1 == 0 ? Self.L : Self.R
        let embedding = level & 1 == 0 ? Self.L : Self.R
        let t = UnsafeMutableBufferPointer(rebasing: sequenceTypes[0..<count])
        resolveWeak(t, sos: sos, present: present)
        resolveBrackets(t, sos: sos, embedding: embedding, bracket: bracket)
        resolveNeutrals(t, sos: sos, eos: eos, embedding: embedding)
        for position in 0..<count { types[sequence[position]] = t[position] }
    }

    /// W1–W7. `present` has bit `c` set when class `c` occurs in `t` (all bits: unknown); a
    /// rule whose classes are absent changes nothing and is skipped.
    func resolveWeak(_ t: UnsafeMutableBufferPointer<UInt8>, sos: UInt8, present: UInt32 = .max) {
        let count = t.count
        // W1 gives a mark the class before it, so any class may then be present as well.
        var present = present & (1 &<< UInt32(Self.NSM)) != 0 ? UInt32.max : present
        @inline(__always) func has(_ type: UInt8) -> Bool { present & (1 &<< UInt32(type)) != 0 }
        // W1: a nonspacing mark takes the class of what precedes it (sos at the start, ON after
        // an isolate initiator or PDI).
        if has(Self.NSM) {
        for k in 0..<count where t[k] == Self.NSM {
            if k == 0 {
                t[k] = sos
            } else {
                let previous = t[k - 1]
                t[k] = previous >= Self.LRI ? Self.ON : previous
            }
        }
        }
        // W2: EN after AL (the last strong class, or sos) becomes AN; W3: AL becomes R.
        var strong = sos
        if has(Self.AL) {
        for k in 0..<count {
            let type = t[k]
            if type == Self.L || type == Self.R {
                strong = type
            } else if type == Self.AL {
                strong = Self.AL
                t[k] = Self.R
            } else if type == Self.EN, strong == Self.AL {
                t[k] = Self.AN
            }
        }
        // W2 may have made ENs into ANs.
        present |= 1 &<< UInt32(Self.AN)
        }
        // W4: a single ES between ENs becomes EN; a single CS between numbers of one type
        // becomes that type.
        if count >= 3, has(Self.ES) || has(Self.CS), has(Self.EN) || has(Self.AN) {
            for k in 1..<(count - 1) {
                let type = t[k]
                if type == Self.ES {
                    if t[k - 1] == Self.EN, t[k + 1] == Self.EN { t[k] = Self.EN }
                } else if type == Self.CS {
                    let previous = t[k - 1]
                    if previous == Self.EN || previous == Self.AN, t[k + 1] == previous { t[k] = previous }
                }
            }
        }
        // W5: a sequence of ETs next to an EN becomes ENs.
        var k = has(Self.ET) && has(Self.EN) ? 0 : count
        while k < count {
            guard t[k] == Self.ET else {
                k += 1
                continue
            }
            var end = k
            while end < count, t[end] == Self.ET { end += 1 }
            if (k > 0 && t[k - 1] == Self.EN) || (end < count && t[end] == Self.EN) {
                for j in k..<end { t[j] = Self.EN }
            }
            k = end
        }
        // W6: the remaining separators and terminators become ON; W7: EN after L (the last
        // strong class, or sos) becomes L.
        guard has(Self.ES) || has(Self.ET) || has(Self.CS) || has(Self.EN) else { return }
        strong = sos
        for k in 0..<count {
            let type = t[k]
            if type == Self.ES || type == Self.ET || type == Self.CS {
                t[k] = Self.ON
            } else if type == Self.L || type == Self.R {
                strong = type
            } else if type == Self.EN, strong == Self.L {
                t[k] = Self.L
            }
        }
    }

    /// BD16 and N0: the bracket pairs of the sequence take the direction of their content (or of
    /// the context before them).
    func resolveBrackets(_ t: UnsafeMutableBufferPointer<UInt8>, sos: UInt8, embedding: UInt8,
                         bracket: (Int) -> BidiPairedBracket?) {
        let count = t.count
        // BD16 on the characters that are still ON and may be brackets.
        var depth = 0
        var pairs = 0
        var first = count
        for k in 0..<count where t[k] == Self.ON && properties[sequence[k]] & Self.mirroredBit != 0 {
            guard let found = bracket(sequence[k]) else { continue }
            if found.type == .open {
                if depth == Self.bracketStackSize { break }
                stack[2 * depth] = Int(found.key)
                stack[2 * depth + 1] = k
                depth += 1
            } else {
                var entry = depth - 1
                while entry >= 0, stack[2 * entry] != Int(found.key) { entry -= 1 }
                if entry >= 0 {
                    let opening = stack[2 * entry + 1]
                    if pairs == 0 {
                        for j in 0..<count { closing[j] = -1 }
                    }
                    closing[opening] = k
                    pairs += 1
                    first = min(first, opening)
                    depth = entry
                }
            }
        }
        guard pairs > 0 else { return }
        let opposite = embedding == Self.L ? Self.R : Self.L
        // N0, pairs in the order of their opening brackets.
        for opening in first..<count {
            let close = closing[opening]
            guard close >= 0 else { continue }
            var inside = Self.noDirection
            var k = opening + 1
            while k < close {
                let direction = Self.strongDirection(t[k])
                if direction == embedding {
                    inside = embedding
                    break
                }
                if direction != Self.noDirection { inside = opposite }
                k += 1
            }
            if inside == Self.noDirection { continue }
            var direction = embedding
            if inside == opposite {
                var context = sos
                var j = opening - 1
                while j >= 0 {
                    let strong = Self.strongDirection(t[j])
                    if strong != Self.noDirection {
                        context = strong
                        break
                    }
                    j -= 1
                }
                if context == opposite { direction = opposite }
            }
            t[opening] = direction
            t[close] = direction
            // Nonspacing marks after a bracket take its new class.
            var j = opening + 1
            while j < count, originalClass(sequence[j]) == Self.NSM {
                t[j] = direction
                j += 1
            }
            j = close + 1
            while j < count, originalClass(sequence[j]) == Self.NSM {
                t[j] = direction
                j += 1
            }
        }
    }

    /// N1–N2: sequences of neutrals and isolate controls take the direction of the strong
    /// classes around them when both agree (EN and AN count as R), else the embedding direction.
    func resolveNeutrals(_ t: UnsafeMutableBufferPointer<UInt8>, sos: UInt8, eos: UInt8, embedding: UInt8) {
        let count = t.count
        var k = 0
        while k < count {
            guard Self.isNeutralOrIsolate(t[k]) else {
                k += 1
                continue
            }
            var end = k
            while end < count, Self.isNeutralOrIsolate(t[end]) { end += 1 }
            let before = k == 0 ? sos : Self.strongDirection(t[k - 1])
            let after = end == count ? eos : Self.strongDirection(t[end])
            let direction = before == after && before != Self.noDirection ? before : embedding
            for j in k..<end { t[j] = direction }
            k = end
        }
    }

    // MARK: I1–I2

    /// I1–I2 on every character X9 keeps; the removed ones take the level before them.
    func implicitLevels() {
        for index in 0..<properties.count {
            if Self.isRemoved(originalClass(index)) {
                levels[index] = index > 0 ? levels[index - 1] : paragraphLevel
                continue
            }
            let level = levels[index]
            let type = types[index]
            if level & 1 == 0 {
                if type == Self.R {
                    levels[index] = level &+ 1
                } else if type == Self.AN || type == Self.EN {
                    levels[index] = level &+ 2
                }
            } else if type == Self.L || type == Self.EN || type == Self.AN {
                levels[index] = level &+ 1
            }
        }
    }
}
