// Thai word breaking as Pango 1.50 does it through libthai 0.1.29 (th_brk_find_breaks): a
// character-class pass over the text, and maximal matching with libthai's dictionary inside each
// run of Thai letters. The algorithm, its source and its known limits are described in
// Documentation/Typography.md, "Thai, Lao, Khmer and Myanmar line breaks"; no libthai code is
// used, only its word list (ThaiDictionaryData.swift, LGPL-2.1+, LICENSE-libthai.txt).

/// libthai's word list as a trie whose children are contiguous and sorted, built once from the
/// front-coded table on first use and never freed (`shared` is its only instance).
struct ThaiDictionary: @unchecked Sendable {  // the buffers are written in `init` only
    /// Per node: index of its first child (bits 8…31), number of children (bits 1…7), whether a
    /// word ends there (bit 0).
    let nodes: UnsafeBufferPointer<UInt32>
    /// Per node: the symbol (code point − U+0E01) on the edge into it.
    let labels: UnsafeBufferPointer<UInt8>

    static let root: Int32 = 0
    static let shared = ThaiDictionary()

    private init() {
        // libthai's words, front-coded like ICU's: the same trie builder; a symbol is its own
        // label (code point − U+0E01).
        let trie = DictionaryTrie(alphabet: ThaiDictionaryData.alphabet, symbols: (0...255).map { UInt8(truncatingIfNeeded: $0) },
                                  words: ThaiDictionaryData.words)
        self.nodes = trie.nodes
        self.labels = trie.labels
    }

    /// Number of trie nodes.
    var nodeCount: Int { nodes.count }

    /// The node reached from `node` by the TIS-620 byte `byte`, or `nil` (libthai's
    /// `trie_state_walk`).
    @inline(__always)
    func walk(_ node: Int32, _ byte: UInt8) -> Int32? {
        guard byte >= 0xA1, byte <= 0xFB else { return nil }
        let symbol = byte &- 0xA1
        let entry = nodes[Int(node)]
        var low = Int(entry >> 8), high = low &+ Int((entry >> 1) & 0x7F)
        while low < high {
            let mid = (low &+ high) >> 1
            let l = labels[mid]
            if l == symbol { return Int32(truncatingIfNeeded: mid) }
            if l < symbol { low = mid &+ 1 } else { high = mid }
        }
        return nil
    }

    /// Whether a word ends at `node`.
    @inline(__always)
    func isWord(_ node: Int32) -> Bool { nodes[Int(node)] & 1 != 0 }

    /// Whether a longer word continues the word ending at `node` (libthai: the trie state is
    /// not "single", i.e. another key shares this prefix).
    @inline(__always)
    func continues(_ node: Int32) -> Bool { nodes[Int(node)] & 0xFE != 0 }

    /// Whether `word` (Unicode scalars) is in the dictionary.
    func contains<S: Sequence>(_ word: S) -> Bool where S.Element == Unicode.Scalar {
        var node = Self.root
        for scalar in word {
            guard let next = walk(node, ThaiWordBreaker.tis(scalar.value)) else { return false }
            node = next
        }
        return node != Self.root && isWord(node)
    }
}

/// Word break positions of a Thai text, as libthai's `th_brk_find_breaks` reports them.
enum ThaiWordBreaker {
    /// The TIS-620 byte of a code point, as libthai's `th_uni2tis` maps it: ASCII unchanged,
    /// U+0E01–U+0E5B to 0xA1–0xFB, anything else to 0xFF.
    @inline(__always)
    static func tis(_ value: UInt32) -> UInt8 {
        if value < 0x80 { return UInt8(value) }
        if value >= 0x0E01 && value <= 0x0E5B { return UInt8(value &- 0x0E01 &+ 0xA1) }
        return 0xFF
    }

    // MARK: Character classes of the first pass (probed from libthai, see the generator)

    enum Op: UInt8 { case prohibited, allowed, indirect }

    /// libthai's break class per TIS-620 byte (0 = Thai letters, 1 = space, 2 = full stop).
    static let classTable: [UInt8] = ThaiDictionaryData.classes.withUTF8Buffer { $0.map { $0 &- 0x61 } }
    static let thaiClass: UInt8 = 0, spaceClass: UInt8 = 1, fullStopClass: UInt8 = 2

    /// The action between two classes, row by previous class.
    static let opTable: [Op] = ThaiDictionaryData.pairs.withUTF8Buffer { pairs in
        pairs.map { $0 == UInt8(ascii: "A") ? Op.allowed : $0 == UInt8(ascii: "I") ? Op.indirect : Op.prohibited }
    }

    @inline(__always)
    static func op(_ previous: UInt8, _ next: UInt8) -> Op {
        opTable[Int(previous) &* ThaiDictionaryData.classCount &+ Int(next)]
    }

    /// Break positions (offsets into `s`, increasing, none at 0 or at `s.count`) of a text given
    /// as TIS-620 bytes (see ``tis(_:)``), as `th_brk_find_breaks` finds them.
    static func breaks(_ s: [UInt8], dictionary: ThaiDictionary = .shared) -> [Int] {
        var result: [Int] = []
        var matcher = MaximalMatcher()
        appendBreaks(s, dictionary: dictionary, matcher: &matcher, to: &result)
        return result
    }

    /// ``breaks(_:dictionary:)`` appended to `result`, with `matcher`'s buffers reused.
    static func appendBreaks(_ s: [UInt8], dictionary: ThaiDictionary, matcher: inout MaximalMatcher, to result: inout [Int]) {
        guard let first = s.first else { return }
        let table = classTable
        var previous = table[Int(first)], effective = previous
        var thaiChunk = 0, acronymEnd = 0, p = 0
        let maxAcronymFragment = 3
        while p &+ 1 < s.count {
            p &+= 1
            var new = table[Int(s[p])]
            var action = op(effective, new)
            if previous == thaiClass {
                // A full stop after at most three Thai characters belongs to a Thai acronym.
                if s[p] == 0x2E && p &- acronymEnd <= maxAcronymFragment {
                    new = thaiClass
                    acronymEnd = p &+ 1
                } else if acronymEnd > thaiChunk, new != thaiClass || p &- acronymEnd > maxAcronymFragment {
                    // Not an acronym after all: resume after its last full stop.
                    previous = fullStopClass
                    effective = previous
                    p = acronymEnd
                    thaiChunk = acronymEnd
                    new = table[Int(s[p])]
                    action = op(effective, new)
                }
                if new != thaiClass && p > thaiChunk {
                    appendMaximal(s, thaiChunk..<p, dictionary: dictionary, matcher: &matcher, to: &result)
                    if result.last == p { result.removeLast() }
                }
            } else if new == thaiClass {
                thaiChunk = p
                acronymEnd = p
            }
            switch action {
            case .allowed:
                if !(s[p] == 0x0A && s[p &- 1] == 0x0D) { result.append(p) }
            case .indirect:
                if previous == spaceClass { result.append(p) }
            case .prohibited:
                break
            }
            previous = new
            if action == .allowed || new != spaceClass { effective = new }
        }
        if previous == thaiClass && acronymEnd <= thaiChunk {
            appendMaximal(s, thaiChunk..<s.count, dictionary: dictionary, matcher: &matcher, to: &result)
            if result.last == s.count { result.removeLast() }
        }
    }

    static func appendMaximal(_ s: [UInt8], _ range: Range<Int>, dictionary: ThaiDictionary,
                              matcher: inout MaximalMatcher, to result: inout [Int]) {
        matcher.run(s, range, dictionary: dictionary, appendingTo: &result)
    }

    // MARK: Where a word may start (libthai brk-common: break position hints)

    static func isConsonant(_ c: UInt8) -> Bool { c >= 0xA1 && c <= 0xCE && c != 0xC4 && c != 0xC6 }
    static func isLeadingVowel(_ c: UInt8) -> Bool { c >= 0xE0 && c <= 0xE4 }
    static func isUpperVowel(_ c: UInt8) -> Bool { c == 0xD1 || (c >= 0xD4 && c <= 0xD7) }
    static func isTone(_ c: UInt8) -> Bool { c >= 0xE8 && c <= 0xEB }

    /// For each position of a run of Thai letters, whether a word may start there: at a
    /// consonant, a leading vowel, ฤ or ฦ, except inside the spelling patterns that keep a
    /// syllable together (a consonant silenced by THANTHAKHAT with the one or two characters
    /// before it, the vowel clusters เ–ะ/เ–า-ะ/เ–ี/เ–็ and the consonant after a leading vowel,
    /// a consonant after MAI HAN-AKAT or SARA UEE, with or without a tone mark between).
    static func hints(_ s: [UInt8]) -> [Bool] {
        var hints: [Bool] = []
        Self.hints(s, 0..<s.count, into: &hints)
        return hints
    }

    /// ``hints(_:)`` of `text[range]`, written into `hints` (index 0 = `range.lowerBound`).
    static func hints(_ text: [UInt8], _ range: Range<Int>, into hints: inout [Bool]) {
        let len = range.count
        hints.removeAll(keepingCapacity: true)
        hints.append(contentsOf: repeatElement(false, count: len))
        let base = range.lowerBound
        func s(_ i: Int) -> UInt8 { text[base &+ i] }
        let thanthakhat: UInt8 = 0xEC, koKai: UInt8 = 0xA1, maitaikhu: UInt8 = 0xE7
        let oAng: UInt8 = 0xCD, woWaen: UInt8 = 0xC7, maiHanAkat: UInt8 = 0xD1, saraUee: UInt8 = 0xD7
        let saraE: UInt8 = 0xE0, saraAe: UInt8 = 0xE1, saraAa: UInt8 = 0xD2, saraA: UInt8 = 0xD0
        var i = 0
        while i < len {
            let c = s(i)
            if isConsonant(c) {
                if i &+ 1 < len && s(i &+ 1) == thanthakhat {
                    i &+= 2
                } else if i &+ 2 < len && s(i &+ 2) == thanthakhat {
                    i &+= 3
                } else if i &+ 2 < len && c != koKai && s(i &+ 1) == maitaikhu && (s(i &+ 2) == oAng || s(i &+ 2) == woWaen) {
                    hints[i] = true
                    i &+= 4
                } else if (i > 0 && (s(i &- 1) == maiHanAkat || s(i &- 1) == saraUee))
                            || (i > 1 && isTone(s(i &- 1)) && (s(i &- 2) == maiHanAkat || s(i &- 2) == saraUee)) {
                    i &+= 1
                } else {
                    hints[i] = true
                    i &+= 1
                }
            } else if c == saraE || c == saraAe {
                hints[i] = true
                i &+= 2
                if i >= len { break }
                if s(i) == maitaikhu {
                    i &+= 2
                } else if isUpperVowel(s(i)) {
                    i &+= 1
                    if i < len && isTone(s(i)) { i &+= 1 }
                    i &+= 1
                } else if i &+ 2 < len
                            && ((s(i &+ 1) == saraAa && s(i &+ 2) == saraA)
                                || (s(i) != koKai && s(i &+ 1) == maitaikhu && s(i &+ 2) != oAng && s(i &+ 2) != woWaen)) {
                    i &+= 3
                }
            } else if isLeadingVowel(c) {
                hints[i] = true
                i &+= 2
            } else if c == 0xC4 || c == 0xC6 {
                hints[i] = true
                i &+= 1
            } else {
                i &+= 1
            }
        }
    }
}

/// libthai's maximal matching over one run of Thai letters: a pool of partial segmentations
/// ("shots"), always extending the one whose last break is leftmost; shots that reach the same
/// break position are merged keeping the one with the smaller penalty (characters not covered by
/// dictionary words), then fewer words. Where no word matches, the text is skipped to the next
/// position from which three dictionary words follow (recovery) and the skipped characters count
/// as penalty. The complete segmentation with the smallest penalty, then fewest words, wins.
///
/// A shot's breaks are a chain in `links` (position and previous link), so copying a shot copies
/// five integers; the buffers are kept from run to run.
struct MaximalMatcher {
    struct Shot {
        var node: Int32
        var position: Int
        /// Index in `links` of the last break, or −1; the number of breaks; the penalty.
        var link: Int32
        var count: Int
        var penalty: Int
        var lastBreak: Int
    }

    /// Chained break positions: position and index of the previous link (−1: none).
    var linkPosition: [Int32] = []
    var linkPrevious: [Int32] = []
    /// The pool, front last (libthai adds shots at the front of its list and scans from there).
    var pool: [Shot] = []
    var probePool: [Shot] = []
    var hints: [Bool] = []
    /// Per position of the run: ``wordsFollow(from:dictionary:)``, computed for the whole run
    /// on the first recovery (empty before).
    var follows: [Int8] = []
    /// ``computeFollows(dictionary:)``'s chain bits per position, kept for the next run.
    var bits: [UInt8] = []
    var chunk: ArraySlice<UInt8> = []
    var recoveryFrom = -1, recoveryTo = -1
    static let recoveryWords = 3

    init() {}

    mutating func addBreak(_ shot: inout Shot, _ position: Int) {
        linkPosition.append(Int32(truncatingIfNeeded: position))
        linkPrevious.append(shot.link)
        shot.link = Int32(truncatingIfNeeded: linkPosition.count &- 1)
        shot.count &+= 1
        shot.lastBreak = position
    }

    /// Index of the shot to extend: from the front, the first without breaks, else the first
    /// whose last break is leftmost.
    @inline(__always)
    static func nextShot(_ pool: [Shot]) -> Int? {
        var chosen: Int?, least = Int.max
        var i = pool.count &- 1
        while i >= 0 {
            let shot = pool[i]
            if shot.count == 0 { return i }
            if shot.lastBreak < least { least = shot.lastBreak; chosen = i }
            i &-= 1
        }
        return chosen
    }

    /// Index of another shot (from the front) whose last break equals that of `pool[index]`.
    @inline(__always)
    static func sameEnd(_ pool: [Shot], _ index: Int) -> Int? {
        let shot = pool[index]
        var i = pool.count &- 1
        while i >= 0 {
            if i != index {
                let other = pool[i]
                if shot.count == 0 ? other.count == 0 : (other.count != 0 && other.lastBreak == shot.lastBreak) { return i }
            }
            i &-= 1
        }
        return nil
    }

    /// Appends the breaks of `text[range]` (offsets in `text`) to `result`.
    mutating func run(_ text: [UInt8], _ range: Range<Int>, dictionary: ThaiDictionary, appendingTo result: inout [Int]) {
        let len = range.count
        guard len > 0 else { return }
        chunk = text[range]
        ThaiWordBreaker.hints(text, range, into: &hints)
        follows.removeAll(keepingCapacity: true)
        linkPosition.removeAll(keepingCapacity: true)
        linkPrevious.removeAll(keepingCapacity: true)
        recoveryFrom = -1
        recoveryTo = -1
        let base = range.lowerBound
        let root = ThaiDictionary.root
        pool.removeAll(keepingCapacity: true)
        pool.append(Shot(node: root, position: 0, link: -1, count: 0, penalty: 0, lastBreak: 0))
        var best = Shot(node: root, position: 0, link: -1, count: 0, penalty: 0, lastBreak: 0)
        while let index = Self.nextShot(pool) {
            var shot = pool[index]
            var keep = true, terminal = false, recovered = false
            var position = shot.position
            repeat {
                guard let next = dictionary.walk(shot.node, chunk[base &+ position]) else {
                    terminal = false
                    let resume = recover(from: shot.position &+ 1, dictionary: dictionary)
                    if resume >= 0 {
                        shot.penalty &+= resume &- shot.lastBreak
                        position = resume
                        recovered = true
                    } else {
                        shot.penalty &+= len &- shot.lastBreak
                        addBreak(&shot, len)
                        position = len
                        keep = false
                    }
                    break
                }
                position &+= 1
                shot.node = next
                terminal = dictionary.isWord(next)
                if position >= len {
                    if !terminal {
                        shot.penalty &+= len &- shot.lastBreak
                        addBreak(&shot, len)
                        keep = false
                    }
                    break
                }
            } while !(terminal && hints[position])
            shot.position = position
            var current = index
            if keep && (terminal || recovered) {
                if position < len && terminal && dictionary.continues(shot.node) {
                    // The shot goes on matching a longer word; a copy at the front takes the break.
                    pool[index] = shot
                    pool.append(shot)
                    current = pool.count &- 1
                }
                shot.node = root
                addBreak(&shot, position)
            }
            pool[current] = shot
            if !keep || shot.position == len {
                if shot.position > best.position
                    || (shot.position == best.position
                        && (shot.penalty < best.penalty || (shot.penalty == best.penalty && shot.count <= best.count))) {
                    best = shot
                }
                pool.remove(at: current)
            } else {
                var node = current
                while let other = Self.sameEnd(pool, node) {
                    let a = pool[other], b = pool[node]
                    if a.penalty < b.penalty || (a.penalty == b.penalty && a.count < b.count) {
                        pool.remove(at: node)
                        node = other > node ? other &- 1 : other
                    } else {
                        pool.remove(at: other)
                        if other < node { node &-= 1 }
                    }
                }
            }
        }
        let first = result.count
        var link = best.link
        while link >= 0 {
            result.append(base &+ Int(linkPosition[Int(link)]))
            link = linkPrevious[Int(link)]
        }
        result[first...].reverse()
    }

    /// The first position at or after `start` where a word may start and from which
    /// `recoveryWords` dictionary words follow, or −1.
    mutating func recover(from start: Int, dictionary: ThaiDictionary) -> Int {
        let len = chunk.count
        var start = start
        while start < len && !hints[start] { start &+= 1 }
        if recoveryFrom == start { return recoveryTo }
        var p = start
        while p < len {
            if hints[p] && follows.isEmpty { computeFollows(dictionary: dictionary) }
            if hints[p] && Int(follows[p]) == Self.recoveryWords {
                recoveryFrom = start
                recoveryTo = p
                return p
            }
            p &+= 1
        }
        return -1
    }

    /// Fills `follows` right to left with ``wordsFollow(from:dictionary:)`` of every position
    /// where a word may start, in one pass. libthai's search counts a chain of words (each ending
    /// where a word may start, or at the end of the run) when it reaches three words or the end
    /// of the run, and reports the longest such chain; so per position: bit k−1 (k = 1…3) when a
    /// chain of k words exists whose earlier words end before the end, bit 3+k (k = 1, 2) when
    /// a chain of k words ends exactly at the end.
    mutating func computeFollows(dictionary: ThaiDictionary) {
        let len = chunk.count
        let base = chunk.startIndex
        bits.removeAll(keepingCapacity: true)
        bits.append(contentsOf: repeatElement(0, count: len &+ 1))
        follows.append(contentsOf: repeatElement(0, count: len))
        var p = len &- 1
        while p >= 0 {
            if hints[p] {
                var mask: UInt8 = 0
                var node = ThaiDictionary.root
                var e = p
                while e < len, let next = dictionary.walk(node, chunk[base &+ e]) {
                    node = next
                    e &+= 1
                    guard dictionary.isWord(next) else { continue }
                    if e == len {
                        mask |= 0b01_001  // one word, and it ends at the end
                    } else if hints[e] {
                        let after = bits[e]
                        mask |= 0b001 | ((after & 0b011) << 1) | ((after & 0b01_000) << 1)
                    }
                }
                bits[p] = mask
                follows[p] = mask & 0b100 != 0 ? 3 : mask & 0b10_000 != 0 ? 2 : mask & 0b01_000 != 0 ? 1 : 0
            }
            p &-= 1
        }
    }

    /// How many dictionary words (at most `recoveryWords`) follow `start` back to back, each
    /// ending where a word may start or at the end of the run.
    mutating func wordsFollow(from start: Int, dictionary: ThaiDictionary) -> Int {
        let len = chunk.count
        let base = chunk.startIndex
        probePool.removeAll(keepingCapacity: true)
        probePool.append(Shot(node: ThaiDictionary.root, position: start, link: -1, count: 0, penalty: 0, lastBreak: 0))
        var found = 0
        while let index = Self.nextShot(probePool) {
            var node = index
            var shot = probePool[node]
            while true {
                var keep = true, terminal = false
                repeat {
                    guard let next = dictionary.walk(shot.node, chunk[base &+ shot.position]) else {
                        shot.position &+= 1
                        keep = false
                        break
                    }
                    shot.position &+= 1
                    shot.node = next
                    terminal = dictionary.isWord(next)
                    if shot.position >= len {
                        if !terminal { keep = false }
                        break
                    }
                } while !(terminal && hints[shot.position])
                if !keep {
                    probePool.remove(at: node)
                    break
                }
                if shot.position < len && dictionary.continues(shot.node) {
                    probePool[node] = shot
                    probePool.append(shot)
                    node = probePool.count &- 1
                }
                shot.node = ThaiDictionary.root
                // Only the count and the last position matter here.
                shot.count &+= 1
                shot.lastBreak = shot.position
                probePool[node] = shot
                if shot.position == len || shot.count == Self.recoveryWords {
                    found = max(found, shot.count)
                    probePool.remove(at: node)
                    if found == Self.recoveryWords { return found }
                    break
                }
                while let other = Self.sameEnd(probePool, node) {
                    probePool.remove(at: other)
                    if other < node { node &-= 1 }
                }
            }
        }
        return found
    }
}

/// The Thai word breaks of the segments a line break walker reads, with the buffers of the
/// matching kept from segment to segment and the breaks of recent segments remembered, so a
/// text laid out again (at another width, another size) is not matched again. Layout keeps one
/// in its ``LayoutBuffers``; the line break iterators start from an empty one.
package struct ThaiSegmentBreaker: Sendable {
    package init() {}
    /// The segment being read, as TIS-620 bytes.
    var bytes: [UInt8] = []
    /// Its breaks: offsets into `bytes`.
    var found: [Int] = []
    var matcher = MaximalMatcher()
    /// Breaks of segments read before, by a hash of their bytes (the bytes are compared too).
    var remembered: [UInt64: (bytes: [UInt8], breaks: [Int32])] = [:]
    /// Segments remembered at most; all are forgotten when more come.
    static let capacity = 512
    /// Segments shorter than this are matched again rather than remembered.
    static let shortest = 8

    /// Fills `found` with the breaks of `bytes`.
    mutating func findBreaks(dictionary: ThaiDictionary = .shared) {
        found.removeAll(keepingCapacity: true)
        guard bytes.count >= Self.shortest else {
            ThaiWordBreaker.appendBreaks(bytes, dictionary: dictionary, matcher: &matcher, to: &found)
            return
        }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        if let entry = remembered[hash], entry.bytes == bytes {
            for position in entry.breaks { found.append(Int(position)) }
            return
        }
        ThaiWordBreaker.appendBreaks(bytes, dictionary: dictionary, matcher: &matcher, to: &found)
        if remembered.count >= Self.capacity { remembered.removeAll(keepingCapacity: true) }
        remembered[hash] = (bytes, found.map { Int32(truncatingIfNeeded: $0) })
    }
}
