// Unicode line breaking: UAX #14 (Unicode Line Breaking Algorithm), Unicode 15.0, default rules.
//
// Tailoring: only the number rule LB25 is used in the regular-expression form of UAX #14
// section 8.2 example 7, which is what LineBreakTest.txt expects (that file states it).
// Nothing else is tailored.
//
// SA (complex context): SA letters are treated as AL and SA marks (General_Category Mn/Mc) as
// CM, as LB1 allows; for Thai, Lao, Khmer and Myanmar, ICU's dictionary breaks are added
// (SoutheastAsianDictionary.swift), as an iPhone finds them; `LineBreakDictionaries.pango` asks
// for none in Lao, Khmer and Myanmar, as in Pango 1.50 (Thai keeps ICU's). Tai Tham, Tai Le, …
// get no dictionary.
// Documentation/Typography.md, "Thai, Lao, Khmer and Myanmar line breaks".

/// A position where a line may (or must) end, between two scalars of a text.
///
/// The line ends *before* the scalar at `offset`: text `[0, offset)` goes on the current line.
/// The end of a non-empty text is always reported, as a mandatory break (rule LB3).
/// No break is reported at offset 0 (rule LB2).
public struct LineBreakOpportunity: Hashable, Sendable {
    /// Index of the scalar before which the break lies, counted in Unicode scalars from the
    /// start of the text (for a scalar array: the array index; equals the scalar count at the end).
    public var offset: Int
    /// The same position as a UTF-8 byte offset from the start of the text.
    public var utf8Offset: Int
    /// `true` for a hard break that must be taken: after BK (U+000B, U+000C, U+2028 LINE
    /// SEPARATOR, U+2029 PARAGRAPH SEPARATOR), CR, LF, NL (U+0085) — CR LF counts as one — and
    /// at the end of the text. `false` for an opportunity the line breaker may use.
    public var isMandatory: Bool

    public init(offset: Int, utf8Offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.utf8Offset = utf8Offset
        self.isMandatory = isMandatory
    }
}

/// The line break opportunities of a string, in order, found without allocating.
///
/// Implements UAX #14 for Unicode 15.0 with the default rules (LB25 in the regular-expression
/// form of the annex's example 7, as Unicode's LineBreakTest.txt assumes; every line of that file
/// passes). Complex-context scripts (Line_Break SA) have their letters treated as AL and their
/// marks as CM; Thai, Lao, Khmer and Myanmar also break between words, by ICU's dictionaries and
/// engines as UIKit and Core Text on an iPhone do (``LineBreakDictionaries/icu``, the default);
/// with ``LineBreakDictionaries/pango`` Lao, Khmer and Myanmar break only at spaces and
/// punctuation as in Pango 1.50, and Thai still by ICU's dictionary.
///
/// ```swift
/// for opportunity in LineBreakIterator("Hello world") { … }  // offsets 6 and 11 (mandatory)
/// ```
/// Offsets count Unicode scalars (and UTF-8 bytes) from the start of the string or substring.
/// The text is read through its contiguous UTF-8 storage (a bridged, non-contiguous string is
/// copied once when the iterator is made).
public struct LineBreakIterator: IteratorProtocol, Sequence {
    /// The whole string (a substring's base), read between the walker's UTF-8 positions.
    let text: String
    var walker: LineBreakWalker

    /// Breaks of a string; `dictionaries` says how Lao, Khmer and Myanmar words break.
    public init(_ text: String, dictionaries: LineBreakDictionaries = .icu) { self.init(text[...], dictionaries: dictionaries) }

    /// Breaks of a substring; offsets are relative to its start.
    public init(_ text: Substring, dictionaries: LineBreakDictionaries = .icu) {
        var base = text.base
        var start = base.utf8.distance(from: base.startIndex, to: text.startIndex)
        var end = start + text.utf8.count
        if !base.isContiguousUTF8 {
            base = String(text)
            base.makeContiguousUTF8()
            (start, end) = (0, base.utf8.count)
        }
        self.text = base
        walker = LineBreakWalker(start: start, end: end, dictionaries: dictionaries)
        walker.index = 0
    }

    /// The next opportunity, or `nil` after the end of the text.
    public mutating func next() -> LineBreakOpportunity? {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes in
            walker.next(UTF8Decoder(units: bytes))
        }
        return result ?? nil
    }
}

/// The line break opportunities of an array of scalars (for example a paragraph a layout
/// engine has decoded once), in order, found without allocating.
///
/// Offsets are array indices (``LineBreakOpportunity/offset``), so `scalars[..<offset]` is the
/// text before the break; ``LineBreakOpportunity/utf8Offset`` counts UTF-8 bytes from `range`'s
/// lower bound.
public struct ScalarLineBreakIterator: IteratorProtocol, Sequence {
    let scalars: [Unicode.Scalar]
    var walker: LineBreakWalker

    /// Breaks of `scalars[range]` (the whole array by default), analysed as a text of its own:
    /// no break is reported at `range.lowerBound`, a mandatory one at `range.upperBound`;
    /// `dictionaries` says how Lao, Khmer and Myanmar words break.
    public init(_ scalars: [Unicode.Scalar], range: Range<Int>? = nil, dictionaries: LineBreakDictionaries = .icu) {
        let r = range.map { $0.clamped(to: scalars.indices) } ?? scalars.indices
        self.scalars = scalars
        walker = LineBreakWalker(start: r.lowerBound, end: r.upperBound, dictionaries: dictionaries)
    }

    /// The next opportunity, or `nil` after the end of the range.
    public mutating func next() -> LineBreakOpportunity? {
        scalars.withUnsafeBufferPointer { walker.next(ScalarDecoder(units: $0)) }
    }
}

/// All line break opportunities of `text` (see ``LineBreakOpportunity``).
public func lineBreakOpportunities(in text: String, dictionaries: LineBreakDictionaries = .icu) -> [LineBreakOpportunity] {
    Array(LineBreakIterator(text, dictionaries: dictionaries))
}

/// All line break opportunities of `scalars`; offsets are array indices.
public func lineBreakOpportunities(in scalars: [Unicode.Scalar], dictionaries: LineBreakDictionaries = .icu) -> [LineBreakOpportunity] {
    Array(ScalarLineBreakIterator(scalars, dictionaries: dictionaries))
}

// MARK: - Decoding

/// Reads code points from a buffer of code units at a position.
package protocol ScalarDecoding {
    /// The code point at `position` (which must be below the end) and the position after it.
    func decode(at position: Int) -> (value: UInt32, next: Int)
    /// The code unit at `position`: the scalar itself when it is below 0x80 (then it takes one
    /// unit), else a value of 0x80 or more.
    func unit(at position: Int) -> UInt32
}

/// Well-formed UTF-8 (as Swift strings always are).
struct UTF8Decoder: ScalarDecoding {
    let units: UnsafeBufferPointer<UInt8>

    @inline(__always)
    func decode(at i: Int) -> (value: UInt32, next: Int) {
        let b0 = UInt32(units[i])
        if b0 < 0x80 { return (b0, i &+ 1) }
        if b0 < 0xE0 {
            return ((b0 & 0x1F) << 6 | UInt32(units[i &+ 1] & 0x3F), i &+ 2)
        }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | UInt32(units[i &+ 1] & 0x3F) << 6 | UInt32(units[i &+ 2] & 0x3F), i &+ 3)
        }
        return ((b0 & 0x07) << 18 | UInt32(units[i &+ 1] & 0x3F) << 12 | UInt32(units[i &+ 2] & 0x3F) << 6
                | UInt32(units[i &+ 3] & 0x3F), i &+ 4)
    }

    @inline(__always)
    func unit(at i: Int) -> UInt32 { UInt32(units[i]) }
}

package struct ScalarDecoder: ScalarDecoding {
    package let units: UnsafeBufferPointer<Unicode.Scalar>

    package init(units: UnsafeBufferPointer<Unicode.Scalar>) { self.units = units }

    @inline(__always)
    package func decode(at i: Int) -> (value: UInt32, next: Int) { (units[i].value, i &+ 1) }

    @inline(__always)
    package func unit(at i: Int) -> UInt32 { units[i].value }
}

// MARK: - The walker

/// Drives ``LineBreakState`` over code units and reports opportunities. It keeps positions, not
/// buffers, so an iterator can hand it its storage afresh on every call.
package struct LineBreakWalker {
    /// The automaton's transitions and ASCII runs (``LineBreakAutomaton/table``,
    /// ``LineBreakAutomaton/asciiTable``), read once per iterator rather than once per call.
    let table = LineBreakAutomaton.table
    let asciiTable = LineBreakAutomaton.asciiTable
    /// The automaton's state (see ``LineBreakAutomaton``) and whether the last scalar was a ZWJ.
    var row = LineBreakAutomaton.startRow
    var afterZWJ = false
    /// Position of the next code unit to read, and the end of the text, in the buffer's units.
    var position: Int
    let end: Int
    /// Scalar offset and UTF-8 offset of the next scalar, relative to the start of the text.
    var index = 0
    var utf8Offset = 0
    var finished = false
    /// ASCII takes the fast path from this code unit on: not right after a ZWJ (LB8a). One
    /// comparison, as `!afterZWJ` alone was.
    var fastFrom = 0
    /// Whether runs of Lao, Khmer and Myanmar letters break by ICU's dictionaries (Thai always
    /// does).
    let usesDictionaries: Bool
    /// The Lao, Khmer or Myanmar run being read: where it ends in code units, the scalar offset
    /// of its start, and the next of its breaks (`runs.found`) to report.
    var runEnd = 0
    var runStart = 0
    var runCursor = 0
    /// Where the run starts in code units, its engine, and whether it holds only the combining
    /// marks a run begins with (read again with the letters after them when the rules join them).
    var runFrom = 0
    var runScript = DictionaryBreakEngine.Script.lao
    var marksOnly = false
    /// Finds (and remembers) the breaks of each run; a layout hands in its own.
    package var runs = DictionaryRunBreaker()

    package init(start: Int, end: Int, dictionaries: LineBreakDictionaries = .icu) {
        usesDictionaries = dictionaries != .pango
        position = start
        self.end = max(start, end)
        index = start
    }

    /// The next opportunity in decoded scalars: the walker specialized here, where its body is
    /// visible, so that callers in other modules do not reach the decoder through its witness
    /// table at every character.
    package mutating func next(_ decoder: ScalarDecoder) -> LineBreakOpportunity? {
        advance(decoder)
    }

    /// The next opportunity, read through any decoder.
    package mutating func next<D: ScalarDecoding>(_ decoder: D) -> LineBreakOpportunity? {
        advance(decoder)
    }

    @inline(__always)
    mutating func advance<D: ScalarDecoding>(_ decoder: D) -> LineBreakOpportunity? {
        let table = self.table, asciiTable = self.asciiTable
        // Work on locals so the state stays in registers; write back on return.
        var row = self.row
        var afterZWJ = self.afterZWJ
        var position = self.position
        var index = self.index
        var utf8Offset = self.utf8Offset
        var fastFrom = self.fastFrom
        let end = self.end
        defer {
            self.row = row
            self.afterZWJ = afterZWJ
            self.position = position
            self.index = index
            self.utf8Offset = utf8Offset
            self.fastFrom = fastFrom
        }
        while position < end {
            let unit = decoder.unit(at: position)
            if unit < 128 && position >= fastFrom {
                // ASCII: one load gives the transition (no class lookup), and most characters
                // (letters after letters, …) leave no decision to take: a run of them is read
                // in a tight loop, its offsets (one unit, one scalar, one byte each) added after.
                let first = position
                var entry = asciiTable[row &* 128 &+ Int(unit)]
                position &+= 1
                row = Int(entry >> 4)
                while entry & 15 == 0 && position < end {
                    let next = decoder.unit(at: position)
                    if next >= 128 { break }
                    entry = asciiTable[row &* 128 &+ Int(next)]
                    position &+= 1
                    row = Int(entry >> 4)
                }
                let taken = position &- first
                // The last character read, before which the decision (if any) falls.
                let offset = index &+ taken &- 1
                let byteOffset = utf8Offset &+ taken &- 1
                index &+= taken
                utf8Offset &+= taken
                if entry & 15 == 0 { continue }
                var decision = entry & 3
                if decision != (entry >> 2) & 3,
                   LineBreakState.nextEffectiveClass(decoder, from: position, end: end) == .NU {
                    decision = (entry >> 2) & 3  // LB25: (PR | PO) × (OP | HY) NU
                }
                if decision != 0 {
                    return LineBreakOpportunity(offset: offset, utf8Offset: byteOffset, isMandatory: decision == 2)
                }
                continue
            }
            let (value, after) = decoder.decode(at: position)
            if value &- LineBreakAutomaton.ideographs.lowerBound < LineBreakAutomaton.ideographs.upperBound &- LineBreakAutomaton.ideographs.lowerBound
                && position >= runEnd {
                // A CJK Unified Ideograph (class ID, three UTF-8 bytes; outside any dictionary
                // run): its column's decisions do not depend on a following NU (LB25 concerns
                // OP and HY), and it is no ZWJ. One load takes the decision.
                let entry = table[row &* LineBreakAutomaton.columns &+ Int(BreakClass.ID.rawValue)]
                row = Int(entry >> 4)
                let decision = afterZWJ ? 0 : entry & 3  // LB8a: ZWJ ×
                afterZWJ = false
                let offset = index
                let byteOffset = utf8Offset
                position = after
                index &+= 1
                utf8Offset &+= 3
                if decision != 0 {
                    return LineBreakOpportunity(offset: offset, utf8Offset: byteOffset, isMandatory: decision == 2)
                }
                continue
            }
            let code = LineBreakTables.code(for: value)
            let cls = BreakClass(tableCode: code)
            let start = position
            let offset = index
            let byteOffset = utf8Offset
            position = after
            index &+= 1
            utf8Offset &+= value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
            let entry = table[row &* LineBreakAutomaton.columns &+ Int(cls.rawValue)]
            row = Int(entry >> 4)
            var decision = entry & 3
            if afterZWJ {
                decision = 0  // LB8a: ZWJ ×
            } else if decision != (entry >> 2) & 3,
                      LineBreakState.nextEffectiveClass(decoder, from: after, end: end) == .NU {
                decision = (entry >> 2) & 3  // LB25: (PR | PO) × (OP | HY) NU
            }
            afterZWJ = cls == .ZWJ
            if afterZWJ { fastFrom = max(fastFrom, after &+ 1) }
            if start < runEnd {
                // Inside a run read before: its next dictionary break.
                if runCursor < runs.found.count && runs.found[runCursor] &+ runStart == offset {
                    runCursor &+= 1
                    if decision == 0 { decision = 1 }
                }
            } else if (code == LineBreakClass.TableCode.complexContext || code == LineBreakClass.TableCode.complexContextMark)
                        && (usesDictionaries || value &- 0x0E00 < 0x80) {
                decision = dictionaryDecision(decoder, decision, at: start, index: offset, value: value)
            }
            if decision != 0 {
                return LineBreakOpportunity(offset: offset, utf8Offset: byteOffset, isMandatory: decision == 2)
            }
        }
        if !finished {
            finished = true
            if row != LineBreakAutomaton.startRow {
                return LineBreakOpportunity(offset: index, utf8Offset: utf8Offset, isMandatory: true)
            }
        }
        return nil
    }
}

extension LineBreakWalker {
    /// The decision before the scalar `value` at code unit `start` (scalar offset `index`) of a
    /// run of Lao, Khmer or Myanmar letters: ICU's dictionary breaks added to the UAX #14 ones.
    /// Reads the run at its first letter. ICU divides the letters between two of its rule-based
    /// breaks, and the rules break inside a run of letters only in one place: after combining
    /// marks that begin the run and attach to the character before it (LB9), before the first
    /// letter (`—ៀ|ឦ`, BA or B2 then AL). So leading marks are read as a run of their own first,
    /// and at the letter after them the run is read again from the marks when the rules do not
    /// break there.
    @inline(never)
    mutating func dictionaryDecision<D: ScalarDecoding>(_ decoder: D, _ decision: UInt16, at start: Int, index: Int,
                                                        value: UInt32) -> UInt16 {
        if start >= runEnd {
            guard let script = DictionaryBreakEngine.engine(for: value) else { return decision }
            let engine = DictionaryBreakEngine.shared(script)
            let flags = engine.flags(of: value)
            guard flags & DictionaryBreakEngine.letter != 0 else { return decision }
            var from = start, fromIndex = index
            if start == runEnd && decision == 0 && marksOnly && runScript == script && flags & DictionaryBreakEngine.mark == 0 {
                from = runFrom  // the marks before belong to this run
                fromIndex = runStart
            }
            // Find the run's end and hash; a run laid out before is not read again.
            var position = from, count = 0
            var hash = DictionaryRunBreaker.seed(script)
            marksOnly = from == start && flags & DictionaryBreakEngine.mark != 0
            while position < end {
                let (next, after) = decoder.decode(at: position)
                let nextFlags = engine.flags(of: next)
                guard nextFlags & DictionaryBreakEngine.letter != 0, !marksOnly || nextFlags & DictionaryBreakEngine.mark != 0 else { break }
                hash = DictionaryRunBreaker.hash(next, hash)
                count &+= 1
                position = after
            }
            runFrom = from
            runEnd = position
            runStart = fromIndex
            runScript = script
            runCursor = 0
            let runEnd = position
            let remembered = runs.recall(hash: hash, count: count) { text in
                var p = from, i = 0
                while p < runEnd {
                    let (next, after) = decoder.decode(at: p)
                    guard i < text.count, text[i] == next else { return false }
                    i &+= 1
                    p = after
                }
                return true
            }
            if !remembered {
                runs.text.removeAll(keepingCapacity: true)
                runs.text.reserveCapacity(count)
                var p = from
                while p < runEnd {
                    let (next, after) = decoder.decode(at: p)
                    runs.text.append(next)
                    p = after
                }
                runs.findBreaks(engine: engine)
            }
            while runCursor < runs.found.count && runs.found[runCursor] &+ runStart < index { runCursor &+= 1 }
        }
        if runCursor < runs.found.count && runs.found[runCursor] &+ runStart == index {
            runCursor &+= 1
            if decision == 0 { return 1 }
        }
        return decision
    }
}

// MARK: - Resolved classes and the rules

/// Line break classes after rule LB1, plus the three property refinements that the Unicode 15.0
/// rules test: `OPea`/`CPea` (OP/CP with East_Asian_Width F, W or H, excluded from LB30) and
/// `XP` (unassigned Extended_Pictographic, an ID that LB30b lets an EM follow).
/// Raw values 0–37 equal the `LineBreakClass` raw values.
enum BreakClass: UInt8 {
    case BK, CR, LF, NL, SP, ZW, ZWJ, CM, WJ, GL, B2, BA, BB, HY, CB, CL, CP, EX, IN, NS, OP, QU, IS,
         NU, PO, PR, SY, AL, EB, EM, H2, H3, HL, ID, JL, JV, JT, RI
    case OPea, CPea, XP

    /// LB1 resolution of a table code.
    @inline(__always)
    init(tableCode code: UInt8) {
        if code < 38 {
            self = unsafeBitCast(code, to: BreakClass.self)  // raw values 0-37 are the codes 0-37
            return
        }
        switch code {
        case 41: self = .NS  // CJ
        case LineBreakClass.TableCode.eastAsianOpen: self = .OPea
        case LineBreakClass.TableCode.eastAsianClose: self = .CPea
        case LineBreakClass.TableCode.unassignedPictographic: self = .XP
        case LineBreakClass.TableCode.complexContextMark: self = .CM  // SA with Mn/Mc
        default: self = .AL  // AI, SG, XX, SA
        }
    }

    @inline(__always) var isOP: Bool { self == .OP || self == .OPea }
    @inline(__always) var isCP: Bool { self == .CP || self == .CPea }
    @inline(__always) var isALorHL: Bool { self == .AL || self == .HL }
}

enum BreakDecision: UInt8 {
    case prohibited, allowed, mandatory
}

/// The state of the UAX #14 rules between two scalars: the class of the previous character
/// (after LB9 attaches combining marks and ZWJ to it, and LB10 makes stray ones AL) and the
/// little context that rules with `SP*`, LB21a, LB25 (regular-expression form) and LB30a need.
struct LineBreakState {
    /// Class of the previous base character; `nil` at the start of text.
    var previous: BreakClass? = nil
    /// Class of the last base character that is not SP (for `X SP* ×` rules LB8, LB14–LB17).
    var beforeSpaces: BreakClass? = nil
    /// The previous scalar was a ZWJ (LB8a).
    var afterZWJ = false
    /// The base before `previous` was HL (LB21a: HL (HY | BA) ×).
    var hebrewBeforePrevious = false
    /// The previous bases end in an odd number of RI (LB30a).
    var oddRegionalIndicators = false
    /// LB25 context: 1 after `NU (NU|SY|IS)*`, 2 after `NU (NU|SY|IS)* (CL|CP)`, else 0.
    var numeric: UInt8 = 0

    /// The class of the next character that is not CM or ZWJ (those attach to it by LB9).
    static func nextEffectiveClass<D: ScalarDecoding>(_ decoder: D, from start: Int, end: Int) -> BreakClass? {
        var position = start
        while position < end {
            let (value, next) = decoder.decode(at: position)
            position = next
            let cls = BreakClass(tableCode: LineBreakTables.code(for: value))
            if cls != .CM && cls != .ZWJ { return cls }
        }
        return nil
    }

    /// Decides whether a line may break before a character of class `current`, then records it.
    /// `following` gives the class of the next non-CM/ZWJ character (needed only by LB25's
    /// `(PR | PO) × (OP | HY) NU`). This is the plain statement of the rules; the iterators run
    /// ``LineBreakAutomaton``, which is built from it.
    mutating func advance(_ current: BreakClass, following: () -> BreakClass?) -> BreakDecision {
        guard let prev = previous else {  // LB2: sot ×
            record(current, base: current == .CM || current == .ZWJ ? .AL : current)  // LB10
            return .prohibited
        }
        let decision = decide(prev, current, following)
        if current == .CM || current == .ZWJ {
            switch prev {
            case .BK, .CR, .LF, .NL, .SP, .ZW: record(current, base: .AL)  // LB10
            default: afterZWJ = current == .ZWJ  // LB9: X (CM | ZWJ)* is treated as X
            }
        } else {
            record(current, base: current)
        }
        return decision
    }

    private mutating func record(_ raw: BreakClass, base: BreakClass) {
        afterZWJ = raw == .ZWJ
        hebrewBeforePrevious = previous == .HL
        oddRegionalIndicators = base == .RI && !(previous == .RI && oddRegionalIndicators)
        switch base {
        case .NU: numeric = 1
        case .SY, .IS: numeric = numeric == 1 ? 1 : 0
        case .CL, .CP, .CPea: numeric = numeric == 1 ? 2 : 0
        default: numeric = 0
        }
        previous = base
        if base != .SP { beforeSpaces = base }
    }

    func decide(_ prev: BreakClass, _ cur: BreakClass, _ following: () -> BreakClass?) -> BreakDecision {
        switch prev {
        case .BK, .LF, .NL: return .mandatory  // LB4, LB5
        case .CR: return cur == .LF ? .prohibited : .mandatory  // LB5
        default: break
        }
        switch cur {
        case .BK, .CR, .LF, .NL, .SP, .ZW: return .prohibited  // LB6, LB7
        default: break
        }
        if beforeSpaces == .ZW { return .allowed }  // LB8: ZW SP* ÷ (prev is ZW or SP here)
        if afterZWJ { return .prohibited }  // LB8a
        var cur = cur
        if cur == .CM || cur == .ZWJ {
            if prev != .SP { return .prohibited }  // LB9 (BK CR LF NL ZW handled above)
            cur = .AL  // LB10
        }

        if prev == .SP {
            // Rules that see through spaces, then LB18.
            if cur == .WJ { return .prohibited }  // LB11
            switch cur {
            case .EX, .CL, .CP, .CPea, .IS, .SY: return .prohibited  // LB13
            default: break
            }
            guard let before = beforeSpaces else { return .allowed }
            if before.isOP { return .prohibited }  // LB14
            if before == .QU && cur.isOP { return .prohibited }  // LB15
            if before == .CL || before.isCP, cur == .NS { return .prohibited }  // LB16
            if before == .B2 && cur == .B2 { return .prohibited }  // LB17
            return .allowed  // LB18
        }

        if cur == .WJ || prev == .WJ { return .prohibited }  // LB11
        if prev == .GL { return .prohibited }  // LB12
        if cur == .GL && prev != .BA && prev != .HY { return .prohibited }  // LB12a
        switch cur {
        case .EX, .CL, .CP, .CPea, .IS, .SY: return .prohibited  // LB13
        default: break
        }
        if prev.isOP { return .prohibited }  // LB14
        if prev == .QU && cur.isOP { return .prohibited }  // LB15
        if prev == .CL || prev.isCP, cur == .NS { return .prohibited }  // LB16
        if prev == .B2 && cur == .B2 { return .prohibited }  // LB17
        if cur == .QU || prev == .QU { return .prohibited }  // LB19
        if cur == .CB || prev == .CB { return .allowed }  // LB20
        switch cur {
        case .BA, .HY, .NS: return .prohibited  // LB21
        default: break
        }
        if prev == .BB { return .prohibited }  // LB21
        if (prev == .HY || prev == .BA) && hebrewBeforePrevious { return .prohibited }  // LB21a
        if prev == .SY && cur == .HL { return .prohibited }  // LB21b
        if cur == .IN { return .prohibited }  // LB22
        if prev.isALorHL && cur == .NU { return .prohibited }  // LB23
        if prev == .NU && cur.isALorHL { return .prohibited }  // LB23
        switch cur {
        case .ID, .EB, .EM, .XP: if prev == .PR { return .prohibited }  // LB23a
        case .PO:
            switch prev {
            case .ID, .EB, .EM, .XP: return .prohibited  // LB23a
            default: break
            }
        default: break
        }
        if prev == .PR || prev == .PO {
            if cur.isALorHL { return .prohibited }  // LB24
            if cur == .NU { return .prohibited }  // LB25: (PR | PO) × NU
            if cur.isOP || cur == .HY, following() == .NU { return .prohibited }  // LB25: (PR|PO) × (OP|HY) NU
        }
        if prev.isALorHL && (cur == .PR || cur == .PO) { return .prohibited }  // LB24
        if (prev.isOP || prev == .HY) && cur == .NU { return .prohibited }  // LB25
        if numeric != 0 {
            switch cur {
            case .NU, .SY, .IS, .CL, .CP, .CPea: if numeric == 1 { return .prohibited }  // LB25
            case .PO, .PR: return .prohibited  // LB25: NU (NU|SY|IS)* (CL|CP)? × (PO|PR)
            default: break
            }
        }
        switch (prev, cur) {
        case (.JL, .JL), (.JL, .JV), (.JL, .H2), (.JL, .H3),
             (.JV, .JV), (.JV, .JT), (.H2, .JV), (.H2, .JT),
             (.JT, .JT), (.H3, .JT):
            return .prohibited  // LB26
        case (.JL, .PO), (.JV, .PO), (.JT, .PO), (.H2, .PO), (.H3, .PO),
             (.PR, .JL), (.PR, .JV), (.PR, .JT), (.PR, .H2), (.PR, .H3):
            return .prohibited  // LB27
        default: break
        }
        if prev.isALorHL && cur.isALorHL { return .prohibited }  // LB28
        if prev == .IS && cur.isALorHL { return .prohibited }  // LB29
        if (prev.isALorHL || prev == .NU) && cur == .OP { return .prohibited }  // LB30 (not ea F/W/H)
        if prev == .CP && (cur.isALorHL || cur == .NU) { return .prohibited }  // LB30 (not ea F/W/H)
        if prev == .RI && cur == .RI && oddRegionalIndicators { return .prohibited }  // LB30a
        if cur == .EM && (prev == .EB || prev == .XP) { return .prohibited }  // LB30b
        return .allowed  // LB31
    }
}

/// The rules of ``LineBreakState`` compiled into a table-driven automaton, so the iterators do
/// one table lookup per scalar.
///
/// A *row* stands for everything the rules remember about the text so far except the LB8a ZWJ
/// flag (kept beside it, since after a ZWJ nothing can break): rows 0–40 the previous class
/// (row 4, SP, unused); 41–81 spaces after class `row - 41`; 82 spaces at the start of text;
/// 83/84 HY/BA after HL (LB21a); 85 an odd run of RI (LB30a); 86/87 SY/IS inside
/// `NU (NU|SY|IS)*`; 88–90 CL/CP/CP(ea) closing such a run (LB25); 91 the start of text.
/// Entry `row * 41 + class`: bits 0–1 the decision (a `BreakDecision` raw value) when the next
/// non-CM character is not NU, bits 2–3 the decision when it is (they differ only for LB25's
/// `(PR | PO) × (OP | HY) NU`), bits 4–10 the next row.
///
/// The table is made by running ``LineBreakState/advance(_:following:)`` from a representative
/// state of every row, so it cannot disagree with the rules; `LineBreakAutomatonTests` also
/// checks that every state reached is represented exactly.
enum LineBreakAutomaton {
    static let columns = 41
    static let spaceRows = 41
    static let startRow = 91
    static let rowCount = 92
    /// CJK Unified Ideographs U+4E00–U+9FFF: all of class ID (LineBreak.txt), which the walker
    /// reads without looking their class up.
    static var ideographs: Range<UInt32> { 0x4E00..<0xA000 }

    /// A state the row stands for.
    static func representative(ofRow row: Int) -> LineBreakState {
        var state = LineBreakState()
        func set(_ cls: BreakClass, numeric: UInt8 = 0) {
            state.previous = cls
            state.beforeSpaces = cls
            state.numeric = numeric
        }
        switch row {
        case 0..<spaceRows:
            guard let cls = BreakClass(rawValue: UInt8(row)), cls != .SP else { return representative(ofRow: 82) }
            set(cls, numeric: cls == .NU ? 1 : 0)
        case spaceRows...(spaceRows + columns):
            state.previous = .SP
            state.beforeSpaces = BreakClass(rawValue: UInt8(row - spaceRows))
        case 83: set(.HY); state.hebrewBeforePrevious = true
        case 84: set(.BA); state.hebrewBeforePrevious = true
        case 85: set(.RI); state.oddRegionalIndicators = true
        case 86: set(.SY, numeric: 1)
        case 87: set(.IS, numeric: 1)
        case 88: set(.CL, numeric: 2)
        case 89: set(.CP, numeric: 2)
        case 90: set(.CPea, numeric: 2)
        default: break  // start of text
        }
        return state
    }

    /// The row that stands for a state (ignoring `afterZWJ`).
    static func row(of state: LineBreakState) -> Int {
        guard let prev = state.previous else { return startRow }
        switch prev {
        case .SP: return spaceRows + (state.beforeSpaces.map { Int($0.rawValue) } ?? columns)
        case .HY where state.hebrewBeforePrevious: return 83
        case .BA where state.hebrewBeforePrevious: return 84
        case .RI where state.oddRegionalIndicators: return 85
        case .SY where state.numeric == 1: return 86
        case .IS where state.numeric == 1: return 87
        case .CL where state.numeric == 2: return 88
        case .CP where state.numeric == 2: return 89
        case .CPea where state.numeric == 2: return 90
        default: return Int(prev.rawValue)
        }
    }

    /// Entry for one row and class: decisions without and with a following NU, and next row.
    static func entry(row: Int, class cls: BreakClass) -> UInt16 {
        var plain = representative(ofRow: row)
        var beforeNumber = plain
        let decision = plain.advance(cls, following: { .AL })
        let decisionBeforeNumber = beforeNumber.advance(cls, following: { .NU })
        return UInt16(decision.rawValue) | UInt16(decisionBeforeNumber.rawValue) << 2 | UInt16(Self.row(of: plain)) << 4
    }

    /// The table, built on first use and kept for the life of the process.
    nonisolated(unsafe) static let table: UnsafePointer<UInt16> = {  // written once, then only read
        let storage = UnsafeMutablePointer<UInt16>.allocate(capacity: rowCount * columns)
        for row in 0..<rowCount {
            for column in 0..<columns {
                let cls = BreakClass(rawValue: UInt8(column)) ?? .AL
                storage[row * columns + column] = entry(row: row, class: cls)
            }
        }
        return UnsafePointer(storage)
    }()

    /// The table's entries for U+0000–U+007F by code point instead of class: `128` per row.
    nonisolated(unsafe) static let asciiTable: UnsafePointer<UInt16> = {  // written once, then only read
        let storage = UnsafeMutablePointer<UInt16>.allocate(capacity: rowCount * 128)
        for row in 0..<rowCount {
            for c in 0..<128 {
                let cls = BreakClass(tableCode: LineBreakTables.code(for: UInt32(c)))
                storage[row * 128 + c] = table[row * columns + Int(cls.rawValue)]
            }
        }
        return UnsafePointer(storage)
    }()
}
