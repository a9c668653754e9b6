// One paragraph through the Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0): its
// resolved levels, then per line the levels after L1, the visual order of L2, the runs in
// visual order and the mirrored characters of L4. Resolution: BidiResolver.swift.
// https://www.unicode.org/reports/tr9/

/// A run of characters at one level, one piece of a line in visual order.
public struct BidiRun: Sendable, Hashable {
    /// The characters of the run, in logical order (indices into the paragraph's text).
    public let range: Range<Int>
    /// The resolved level of the run's characters (after L1).
    public let level: UInt8

    /// A run of the characters `range` at `level`.
    public init(range: Range<Int>, level: UInt8) {
        self.range = range
        self.level = level
    }

    /// Right to left for odd levels: the run's characters are drawn last to first.
    public var direction: TextDirection { level & 1 == 0 ? .leftToRight : .rightToLeft }
}

/// The bidirectional levels of one paragraph of text (UAX #9): resolved once for the
/// paragraph, then read per line.
///
/// Indices are positions in the text given to the initializer (one per Unicode scalar); the
/// paragraph covers `range` of it. The text should be one paragraph (see
/// `paragraphRanges(scalars:)`): a paragraph separator inside `range` ends every embedding and
/// isolate (X8), so the text after it is resolved like a further paragraph at the same base
/// level.
///
/// Characters that rule X9 removes (LRE, RLE, LRO, RLO, PDF and boundary neutrals such as
/// ZWJ) have no level in UAX #9; here they take the level of the character before them (the
/// paragraph level when first), and L1 resets them with the white space around them, so they
/// stay with their neighbours and change the order of no other character.
public struct BidiParagraph: Sendable {
    /// The direction of a paragraph as the caller sets it.
    public enum Direction: Sendable, Hashable {
        /// From the first strong character outside isolates (rules P2–P3), left to right when
        /// there is none.
        case auto
        /// Paragraph level 0.
        case leftToRight
        /// Paragraph level 1.
        case rightToLeft
    }

    /// The characters of the paragraph (indices into the text given to the initializer).
    public let range: Range<Int>
    /// The paragraph embedding level: 0 left to right, 1 right to left.
    public let baseLevel: UInt8
    /// The resolved level of every character of `range` (rules X1–I2; `levels[0]` is the level
    /// of `range.lowerBound`), before the line rules.
    public let levels: [UInt8]
    /// Per character: the raw `BidiClass` + 32 when it has a Bidi_Mirroring_Glyph.
    let properties: [UInt8]

    /// Resolves the paragraph `range` (all of `scalars` when `nil`; clamped to it) of `scalars`.
    public init(scalars: UnsafeBufferPointer<Unicode.Scalar>, range: Range<Int>? = nil, direction: Direction = .auto) {
        let range = Self.clamp(range ?? 0..<scalars.count, to: scalars.count)
        self.init(range: range, direction: direction) { scalars[$0].value }
    }

    /// Resolves the paragraph `range` (all of `scalars` when `nil`; clamped to it) of `scalars`
    /// (Unicode scalar values; others count as unassigned code points).
    public init(scalars: [UInt32], range: Range<Int>? = nil, direction: Direction = .auto) {
        let range = Self.clamp(range ?? 0..<scalars.count, to: scalars.count)
        self = scalars.withUnsafeBufferPointer { buffer in
            BidiParagraph(range: range, direction: direction) { buffer[$0] }
        }
    }

    /// Resolves a paragraph given as Bidi_Class values alone (as BidiTest.txt does), index 0
    /// first. Without characters there are no paired brackets (N0 finds none) and nothing is
    /// mirrored.
    public init(classes: [BidiClass], direction: Direction = .auto) {
        let properties = classes.map(\.rawValue)
        var levels = [UInt8](repeating: 0, count: properties.count)
        let base = properties.withUnsafeBufferPointer { props in
            levels.withUnsafeMutableBufferPointer { buffer in
                BidiResolver.resolve(properties: props, levels: buffer, direction: direction) { _ in nil }
            }
        }
        self.range = 0..<properties.count
        self.baseLevel = base
        self.levels = levels
        self.properties = properties
    }

    init(range: Range<Int>, direction: Direction, allowsShortcut: Bool = true, scalar: (Int) -> UInt32) {
        let count = range.count
        let start = range.lowerBound
        let properties = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            for k in 0..<count { buffer[k] = UnicodeProperties.bidiValue(scalar(start + k)) }
            initialized = count
        }
        var levels = [UInt8](repeating: 0, count: count)
        let base = properties.withUnsafeBufferPointer { props in
            levels.withUnsafeMutableBufferPointer { buffer in
                BidiResolver.resolve(properties: props, levels: buffer, direction: direction, allowsShortcut: allowsShortcut) { k in
                    UnicodeProperties.bidiPairedBracket(scalar(start + k))
                }
            }
        }
        self.range = range
        self.baseLevel = base
        self.levels = levels
        self.properties = properties
    }

    static func clamp(_ range: Range<Int>, to count: Int) -> Range<Int> {
        let lower = max(0, min(range.lowerBound, count))
        return lower..<max(lower, min(range.upperBound, count))
    }

    /// The direction of the paragraph: right to left when `baseLevel` is odd.
    public var direction: TextDirection { baseLevel & 1 == 0 ? .leftToRight : .rightToLeft }

    /// The resolved level of the character at `index` before the line rules (`baseLevel`
    /// outside `range`).
    public func level(at index: Int) -> UInt8 {
        let offset = index &- range.lowerBound
        return offset >= 0 && offset < levels.count ? levels[offset] : baseLevel
    }

    /// The Bidi_Class of the character at `index` (`nil` outside `range`).
    public func bidiClass(at index: Int) -> BidiClass? {
        let offset = index &- range.lowerBound
        guard offset >= 0, offset < properties.count else { return nil }
        return BidiClass(rawValue: properties[offset] & 31)
    }

    /// Whether rule X9 removes the character at `index` (an embedding or override control, PDF
    /// or a boundary neutral): UAX #9 gives it no level and no place in the visual order.
    public func isRemovedByX9(at index: Int) -> Bool { bidiClass(at: index)?.isRemovedByX9 ?? false }

    /// Whether the character at `index` is drawn mirrored (rule L4): its level is odd and it
    /// has a Bidi_Mirroring_Glyph (`UnicodeProperties.mirror(_:)`), like "(" drawn as ")".
    public func isMirrored(at index: Int) -> Bool {
        let offset = index &- range.lowerBound
        guard offset >= 0, offset < properties.count else { return false }
        return properties[offset] & BidiResolver.mirroredBit != 0 && levels[offset] & 1 == 1
    }

    // MARK: Lines

    /// The levels of the characters of `line` (clamped to `range`; element 0 is `line`'s first
    /// character) after rule L1: segment and paragraph separators, and the white space and
    /// isolate controls (with the characters X9 removes among them) before them or at the end
    /// of the line, go back to `baseLevel`.
    public func lineLevels(_ line: Range<Int>) -> [UInt8] {
        let line = Self.clamp(line, to: range.upperBound)
        let lower = max(line.lowerBound, range.lowerBound)
        let first = lower - range.lowerBound
        let last = max(first, line.upperBound - range.lowerBound)
        var out = Array(levels[first..<last])
        var trailing = true
        var k = out.count
        while k > 0 {
            k -= 1
            let type = properties[first + k] & 31
            if type == BidiResolver.S || type == BidiResolver.B {
                out[k] = baseLevel
                trailing = true
            } else if type == BidiResolver.WS || type >= BidiResolver.LRI || BidiResolver.isRemoved(type) {
                if trailing { out[k] = baseLevel }
            } else {
                trailing = false
            }
        }
        return out
    }

    /// The runs of `line` (clamped to `range`) in visual order, left to right (rules L1–L2):
    /// maximal sequences of characters at one level, reordered by reversing, from the highest
    /// level down to the lowest odd one, every sequence of runs at that level or above. Draw
    /// the characters of a run with an odd level last to first.
    public func runs(line: Range<Int>) -> [BidiRun] {
        let lineLevels = lineLevels(line)
        guard !lineLevels.isEmpty else { return [] }
        let start = max(Self.clamp(line, to: range.upperBound).lowerBound, range.lowerBound)
        var runs: [BidiRun] = []
        var runStart = 0
        var highest: UInt8 = 0
        var lowestOdd: UInt8 = .max
        for k in 1...lineLevels.count where k == lineLevels.count || lineLevels[k] != lineLevels[runStart] {
            let level = lineLevels[runStart]
            runs.append(BidiRun(range: (start + runStart)..<(start + k), level: level))
            highest = max(highest, level)
            if level & 1 == 1 { lowestOdd = min(lowestOdd, level) } else if level < .max { lowestOdd = min(lowestOdd, level + 1) }
            runStart = k
        }
        var level = highest
        while level >= lowestOdd, level > 0 {
            var a = 0
            while a < runs.count {
                guard runs[a].level >= level else {
                    a += 1
                    continue
                }
                var b = a
                while b < runs.count, runs[b].level >= level { b += 1 }
                runs[a..<b].reverse()
                a = b
            }
            level -= 1
        }
        return runs
    }

    /// The indices of the characters of `line` (clamped to `range`) in visual order, left to
    /// right (rule L2), the characters X9 removes included next to their neighbours.
    public func visualOrder(line: Range<Int>) -> [Int] {
        let runs = runs(line: line)
        var order: [Int] = []
        order.reserveCapacity(runs.reduce(0) { $0 + $1.range.count })
        for run in runs {
            if run.level & 1 == 0 {
                order.append(contentsOf: run.range)
            } else {
                order.append(contentsOf: run.range.reversed())
            }
        }
        return order
    }

    // MARK: Paragraphs

    /// Rule P1: the paragraphs of `scalars`, each ending after its paragraph separator (a
    /// character of class B; CR LF counts as one), the last one at the end of the text.
    public static func paragraphRanges(scalars: UnsafeBufferPointer<Unicode.Scalar>) -> [Range<Int>] {
        scalars.withMemoryRebound(to: UInt32.self) { paragraphRanges(values: $0) }
    }

    /// Rule P1 on scalar values: see `paragraphRanges(scalars:)` for `Unicode.Scalar`s.
    public static func paragraphRanges(scalars: [UInt32]) -> [Range<Int>] {
        scalars.withUnsafeBufferPointer { paragraphRanges(values: $0) }
    }

    static func paragraphRanges(values: UnsafeBufferPointer<UInt32>) -> [Range<Int>] {
        let count = values.count
        var out: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < count {
            let value = values[index]
            index += 1
            // The Bidi_Class B characters (BidiPropertyTests checks the list against the table).
            if value < 0x86 ? (value == 0x0A || value == 0x0D || (value >= 0x1C && value <= 0x1E) || value == 0x85) : value == 0x2029 {
                if value == 0x0D, index < count, values[index] == 0x0A { index += 1 }
                out.append(start..<index)
                start = index
            }
        }
        if start < count || out.isEmpty { out.append(start..<count) }
        return out
    }
}
