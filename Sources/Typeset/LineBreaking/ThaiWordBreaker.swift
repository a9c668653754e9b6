// Thai word breaking as Pango 1.50 does it through libthai 0.1.29 (th_brk_find_breaks): a
// character-class pass over the text, and maximal matching with libthai's dictionary inside each
// run of Thai letters. The algorithm, its source and its known limits are described in
// Documentation/Typography.md, "Thai, Lao, Khmer and Myanmar line breaks"; no libthai code is
// used, only its word list (ThaiDictionaryData.swift, LGPL-2.1+, LICENSE-libthai.txt).

/// libthai's word list as a trie whose children are contiguous and sorted, built once from the
/// front-coded table on first use.
struct ThaiDictionary: Sendable {
    /// Per node: index of its first child, its number of children, whether a word ends there.
    let firstChild: [Int32]
    let childCount: [UInt8]
    let isWord: [Bool]
    /// Per node: the symbol (code point − U+0E01) on the edge into it.
    let label: [UInt8]

    static let root: Int32 = 0
    static let shared = ThaiDictionary()

    init() {
        // Decode the front-coded words into a trie with per-node child lists (sorted input gives
        // sorted children), then renumber breadth-first so siblings are contiguous.
        var decode = [UInt8](repeating: 0xFF, count: 128)
        ThaiDictionaryData.alphabet.withUTF8Buffer { alphabet in
            for (value, byte) in alphabet.enumerated() { decode[Int(byte)] = UInt8(value) }
        }
        var children: [[(UInt8, Int32)]] = [[]]
        var word: [Bool] = [false]
        ThaiDictionaryData.words.withUTF8Buffer { data in
            var path: [Int32] = [0]
            var i = 0
            while i &+ 1 < data.count {
                let shared = Int(decode[Int(data[i] & 0x7F)]), length = Int(decode[Int(data[i &+ 1] & 0x7F)])
                i &+= 2
                guard shared < path.count, i &+ length <= data.count else { break }
                path.removeLast(path.count &- 1 &- shared)
                for k in 0..<length {
                    let symbol = decode[Int(data[i &+ k] & 0x7F)]
                    let parent = Int(path[path.count &- 1])
                    let node = Int32(children.count)
                    children.append([])
                    word.append(false)
                    children[parent].append((symbol, node))
                    path.append(node)
                }
                i &+= length
                word[Int(path[path.count &- 1])] = true
            }
        }
        var order: [Int32] = [0]
        var newIndex = [Int32](repeating: 0, count: children.count)
        var labels = [UInt8](repeating: 0, count: children.count)
        var head = 0
        while head < order.count {
            for (symbol, child) in children[Int(order[head])] {
                newIndex[Int(child)] = Int32(order.count)
                labels[Int(child)] = symbol
                order.append(child)
            }
            head &+= 1
        }
        var firstChild = [Int32](repeating: 0, count: order.count)
        var childCount = [UInt8](repeating: 0, count: order.count)
        var isWord = [Bool](repeating: false, count: order.count)
        var label = [UInt8](repeating: 0, count: order.count)
        for (position, old) in order.enumerated() {
            let list = children[Int(old)]
            firstChild[position] = list.first.map { newIndex[Int($0.1)] } ?? 0
            childCount[position] = UInt8(truncatingIfNeeded: list.count)
            isWord[position] = word[Int(old)]
            label[position] = labels[Int(old)]
        }
        self.firstChild = firstChild
        self.childCount = childCount
        self.isWord = isWord
        self.label = label
    }

    /// Number of trie nodes.
    var nodeCount: Int { isWord.count }

    /// The node reached from `node` by the TIS-620 byte `byte`, or `nil` (libthai's
    /// `trie_state_walk`).
    @inline(__always)
    func walk(_ node: Int32, _ byte: UInt8) -> Int32? {
        guard byte >= 0xA1, byte <= 0xFB else { return nil }
        let symbol = byte &- 0xA1
        var low = Int(firstChild[Int(node)]), high = low &+ Int(childCount[Int(node)])
        while low < high {
            let mid = (low &+ high) >> 1
            let l = label[mid]
            if l == symbol { return Int32(mid) }
            if l < symbol { low = mid &+ 1 } else { high = mid }
        }
        return nil
    }

    /// Whether a longer word continues the word ending at `node` (libthai: the trie state is
    /// not "single", i.e. another key shares this prefix).
    @inline(__always)
    func continues(_ node: Int32) -> Bool { childCount[Int(node)] != 0 }

    /// Whether `word` (Unicode scalars) is in the dictionary.
    func contains<S: Sequence>(_ word: S) -> Bool where S.Element == Unicode.Scalar {
        var node = Self.root
        for scalar in word {
            guard let next = walk(node, ThaiWordBreaker.tis(scalar.value)) else { return false }
            node = next
        }
        return node != Self.root && isWord[Int(node)]
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
        guard let first = s.first else { return result }
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
                    appendMaximal(s, thaiChunk..<p, dictionary: dictionary, to: &result)
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
            appendMaximal(s, thaiChunk..<s.count, dictionary: dictionary, to: &result)
            if result.last == s.count { result.removeLast() }
        }
        return result
    }

    static func appendMaximal(_ s: [UInt8], _ range: Range<Int>, dictionary: ThaiDictionary, to result: inout [Int]) {
        let chunk = Array(s[range])
        var matcher = MaximalMatcher(text: chunk, dictionary: dictionary)
        for position in matcher.run() { result.append(range.lowerBound &+ position) }
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
        let len = s.count
        var hints = [Bool](repeating: false, count: len)
        let thanthakhat: UInt8 = 0xEC, koKai: UInt8 = 0xA1, maitaikhu: UInt8 = 0xE7
        let oAng: UInt8 = 0xCD, woWaen: UInt8 = 0xC7, maiHanAkat: UInt8 = 0xD1, saraUee: UInt8 = 0xD7
        let saraE: UInt8 = 0xE0, saraAe: UInt8 = 0xE1, saraAa: UInt8 = 0xD2, saraA: UInt8 = 0xD0
        var i = 0
        while i < len {
            let c = s[i]
            if isConsonant(c) {
                if i &+ 1 < len && s[i &+ 1] == thanthakhat {
                    i &+= 2
                } else if i &+ 2 < len && s[i &+ 2] == thanthakhat {
                    i &+= 3
                } else if i &+ 2 < len && c != koKai && s[i &+ 1] == maitaikhu && (s[i &+ 2] == oAng || s[i &+ 2] == woWaen) {
                    hints[i] = true
                    i &+= 4
                } else if (i > 0 && (s[i &- 1] == maiHanAkat || s[i &- 1] == saraUee))
                            || (i > 1 && isTone(s[i &- 1]) && (s[i &- 2] == maiHanAkat || s[i &- 2] == saraUee)) {
                    i &+= 1
                } else {
                    hints[i] = true
                    i &+= 1
                }
            } else if c == saraE || c == saraAe {
                hints[i] = true
                i &+= 2
                if i >= len { break }
                if s[i] == maitaikhu {
                    i &+= 2
                } else if isUpperVowel(s[i]) {
                    i &+= 1
                    if i < len && isTone(s[i]) { i &+= 1 }
                    i &+= 1
                } else if i &+ 2 < len
                            && ((s[i &+ 1] == saraAa && s[i &+ 2] == saraA)
                                || (s[i] != koKai && s[i &+ 1] == maitaikhu && s[i &+ 2] != oAng && s[i &+ 2] != woWaen)) {
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
        return hints
    }
}

/// libthai's maximal matching over one run of Thai letters: a pool of partial segmentations
/// ("shots"), always extending the one whose last break is leftmost; shots that reach the same
/// break position are merged keeping the one with the smaller penalty (characters not covered by
/// dictionary words), then fewer words. Where no word matches, the text is skipped to the next
/// position from which three dictionary words follow (recovery) and the skipped characters count
/// as penalty. The complete segmentation with the smallest penalty, then fewest words, wins.
struct MaximalMatcher {
    struct Shot {
        var node: Int32
        var position: Int
        var breaks: [Int]
        var penalty: Int
        var lastBreak: Int { breaks.last ?? 0 }
    }

    let text: [UInt8]
    let hints: [Bool]
    let dictionary: ThaiDictionary
    /// The last recovery: from which position it searched and where it resumed.
    var recoveryFrom = -1, recoveryTo = -1
    static let recoveryWords = 3

    init(text: [UInt8], dictionary: ThaiDictionary) {
        self.text = text
        self.dictionary = dictionary
        hints = ThaiWordBreaker.hints(text)
    }

    /// Index of the shot to extend: the first without breaks, else the first whose last break
    /// is leftmost.
    static func nextShot(_ pool: [Shot]) -> Int? {
        var chosen: Int?, least = Int.max
        for (i, shot) in pool.enumerated() {
            guard let last = shot.breaks.last else { return i }
            if last < least { least = last; chosen = i }
        }
        return chosen
    }

    /// Index of another shot whose last break equals that of `pool[index]`.
    static func sameEnd(_ pool: [Shot], _ index: Int) -> Int? {
        let end = pool[index].breaks.last
        for i in pool.indices where i != index && pool[i].breaks.last == end { return i }
        return nil
    }

    mutating func run() -> [Int] {
        let len = text.count
        guard len > 0 else { return [] }
        var pool = [Shot(node: ThaiDictionary.root, position: 0, breaks: [], penalty: 0)]
        var best = Shot(node: ThaiDictionary.root, position: 0, breaks: [], penalty: 0)
        while let index = Self.nextShot(pool) {
            var shot = pool[index]
            var keep = true, terminal = false, recovered = false
            var position = shot.position
            repeat {
                guard let next = dictionary.walk(shot.node, text[position]) else {
                    terminal = false
                    let resume = recover(from: shot.position &+ 1)
                    if resume >= 0 {
                        shot.penalty &+= resume &- shot.lastBreak
                        position = resume
                        recovered = true
                    } else {
                        shot.penalty &+= len &- shot.lastBreak
                        shot.breaks.append(len)
                        position = len
                        keep = false
                    }
                    break
                }
                position &+= 1
                shot.node = next
                terminal = dictionary.isWord[Int(next)]
                if position >= len {
                    if !terminal {
                        shot.penalty &+= len &- shot.lastBreak
                        shot.breaks.append(len)
                        keep = false
                    }
                    break
                }
            } while !(terminal && hints[position])
            shot.position = position
            var current = index
            if keep && (terminal || recovered) {
                if position < len && terminal && dictionary.continues(shot.node) {
                    // The shot goes on matching a longer word; a copy takes the break here.
                    pool[index] = shot
                    pool.insert(shot, at: 0)
                    current = 0
                }
                shot.node = ThaiDictionary.root
                shot.breaks.append(position)
            }
            pool[current] = shot
            if !keep || shot.position == len {
                if shot.position > best.position
                    || (shot.position == best.position
                        && (shot.penalty < best.penalty || (shot.penalty == best.penalty && shot.breaks.count <= best.breaks.count))) {
                    best = shot
                }
                pool.remove(at: current)
            } else {
                var node = current
                while let other = Self.sameEnd(pool, node) {
                    let a = pool[other], b = pool[node]
                    if a.penalty < b.penalty || (a.penalty == b.penalty && a.breaks.count < b.breaks.count) {
                        pool.remove(at: node)
                        node = other > node ? other &- 1 : other
                    } else {
                        pool.remove(at: other)
                        if other < node { node &-= 1 }
                    }
                }
            }
        }
        return best.breaks
    }

    /// The first position at or after `start` where a word may start and from which
    /// `recoveryWords` dictionary words follow, or −1.
    mutating func recover(from start: Int) -> Int {
        let len = text.count
        var start = start
        while start < len && !hints[start] { start &+= 1 }
        if recoveryFrom == start { return recoveryTo }
        var p = start
        while p < len {
            if hints[p] && wordsFollow(from: p) == Self.recoveryWords {
                recoveryFrom = start
                recoveryTo = p
                return p
            }
            p &+= 1
        }
        return -1
    }

    /// How many dictionary words (at most `recoveryWords`) follow `start` back to back, each
    /// ending where a word may start or at the end of the run.
    func wordsFollow(from start: Int) -> Int {
        let len = text.count
        var pool = [Shot(node: ThaiDictionary.root, position: start, breaks: [], penalty: 0)]
        var found = 0
        while let index = Self.nextShot(pool) {
            var node = index
            var shot = pool[node]
            while true {
                var keep = true, terminal = false
                repeat {
                    guard let next = dictionary.walk(shot.node, text[shot.position]) else {
                        shot.position &+= 1
                        keep = false
                        break
                    }
                    shot.position &+= 1
                    shot.node = next
                    terminal = dictionary.isWord[Int(next)]
                    if shot.position >= len {
                        if !terminal { keep = false }
                        break
                    }
                } while !(terminal && hints[shot.position])
                if !keep {
                    pool.remove(at: node)
                    break
                }
                if shot.position < len && dictionary.continues(shot.node) {
                    pool[node] = shot
                    pool.insert(shot, at: 0)
                    node = 0
                }
                shot.node = ThaiDictionary.root
                shot.breaks.append(shot.position)
                pool[node] = shot
                if shot.position == len || shot.breaks.count == Self.recoveryWords {
                    found = max(found, shot.breaks.count)
                    pool.remove(at: node)
                    if found == Self.recoveryWords { return found }
                    break
                }
                while let other = Self.sameEnd(pool, node) {
                    pool.remove(at: other)
                    if other < node { node &-= 1 }
                }
            }
        }
        return found
    }
}
