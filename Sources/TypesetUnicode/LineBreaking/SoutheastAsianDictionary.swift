// Word breaks of Thai, Lao, Khmer and Myanmar (Burmese) inside runs of letters, as ICU's
// dictionary break engines find them (and so UIKit and Core Text on an iPhone). The word lists are
// ICU's (ThaiICUDictionaryData.swift, LaoDictionaryData.swift, KhmerDictionaryData.swift,
// BurmeseDictionaryData.swift; Unicode licence, LICENSE-ICU.txt); the matching below is written
// from ICU's documented behaviour and checked against ICU itself
// (Tests/TypesetTests/ICULineBreakTests.swift). The reasoning is in Documentation/Typography.md,
// "Thai, Lao, Khmer and Myanmar line breaks".

/// Which word breaks runs of Thai, Lao, Khmer and Myanmar letters get (Unicode Line_Break class
/// SA, written without spaces between words).
public enum LineBreakDictionaries: String, Sendable, Hashable, CaseIterable {
    /// ICU's Thai, Lao, Khmer and Burmese dictionaries, as UIKit and Core Text break these
    /// scripts on an iPhone (and Chromium breaks them). The default.
    case icu
    /// No dictionary for Lao, Khmer and Myanmar: breaks only at spaces and punctuation, as
    /// Pango 1.50 (the reference of the Pango comparisons) breaks them. Thai still breaks by
    /// ICU's dictionary, as with ``icu``: Pango's Thai breaks come from another word list and
    /// differ on some words (Tests/TypesetTests/ThaiLineBreakTests.swift lists how).
    case pango
    /// The same breaks as ``icu``; the name remains from when Thai broke by another word list
    /// unless this was asked for.
    case icuIncludingThai = "icu-thai"
}

/// A word list as a trie whose children are contiguous and sorted by the byte on their edge,
/// built once from a front-coded table and never freed.
struct DictionaryTrie: @unchecked Sendable {  // the buffers are written in `init` only
    /// Per node: index of its first child (bits 8…31), number of children (bits 1…7), whether a
    /// word ends there (bit 0).
    let nodes: UnsafeBufferPointer<UInt32>
    /// Per node: the trie byte on the edge into it.
    let labels: UnsafeBufferPointer<UInt8>

    static let root: Int32 = 0

    /// Decodes `words` (front-coded with `alphabet`; symbols index `symbols`, see
    /// Scripts/generate_icu_dictionaries.py). Sorted input appends each new child after its
    /// siblings, so a first-child/next-sibling trie is built in flat arrays and then renumbered
    /// breadth first, which makes siblings contiguous.
    init(alphabet: StaticString, symbols: [UInt8], words: StaticString) {
        var decode = [UInt8](repeating: 0xFF, count: 128)
        alphabet.withUTF8Buffer { alphabet in
            for (value, byte) in alphabet.enumerated() { decode[Int(byte & 0x7F)] = UInt8(truncatingIfNeeded: value) }
        }
        var label: [UInt8] = [0], isWord: [Bool] = [false]
        var firstChild: [Int32] = [-1], lastChild: [Int32] = [-1], nextSibling: [Int32] = [-1]
        words.withUTF8Buffer { data in
            var path: [Int32] = [0]
            var i = 0
            while i &+ 1 < data.count {
                let shared = Int(decode[Int(data[i] & 0x7F)]), length = Int(decode[Int(data[i &+ 1] & 0x7F)])
                i &+= 2
                guard shared < path.count, i &+ length <= data.count else { break }
                path.removeLast(path.count &- 1 &- shared)
                for k in 0..<length {
                    let symbol = Int(decode[Int(data[i &+ k] & 0x7F)])
                    let parent = Int(path[path.count &- 1])
                    let node = Int32(truncatingIfNeeded: label.count)
                    label.append(symbol < symbols.count ? symbols[symbol] : 0xFF)
                    isWord.append(false)
                    firstChild.append(-1)
                    lastChild.append(-1)
                    nextSibling.append(-1)
                    if lastChild[parent] >= 0 { nextSibling[Int(lastChild[parent])] = node } else { firstChild[parent] = node }
                    lastChild[parent] = node
                    path.append(node)
                }
                i &+= length
                isWord[Int(path[path.count &- 1])] = true
            }
        }
        let count = label.count
        var order: [Int32] = [0]
        order.reserveCapacity(count)
        var newIndex = [Int32](repeating: 0, count: count)
        var head = 0
        while head < order.count {
            var child = firstChild[Int(order[head])]
            while child >= 0 {
                newIndex[Int(child)] = Int32(truncatingIfNeeded: order.count)
                order.append(child)
                child = nextSibling[Int(child)]
            }
            head &+= 1
        }
        let nodes = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count)
        let labels = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
        for (position, old) in order.enumerated() {
            var children = 0
            var child = firstChild[Int(old)]
            while child >= 0 { children &+= 1; child = nextSibling[Int(child)] }
            let first = firstChild[Int(old)] >= 0 ? UInt32(truncatingIfNeeded: newIndex[Int(firstChild[Int(old)])]) : 0
            nodes[position] = first << 8 | UInt32(min(children, 127)) << 1 | (isWord[Int(old)] ? 1 : 0)
            labels[position] = label[Int(old)]
        }
        self.nodes = UnsafeBufferPointer(nodes)
        self.labels = UnsafeBufferPointer(labels)
    }

    /// Number of nodes (the root included).
    var nodeCount: Int { nodes.count }

    /// The node reached from `node` by `byte`, or −1.
    @inline(__always)
    func walk(_ node: Int32, _ byte: UInt8) -> Int32 {
        let entry = nodes[Int(node)]
        var low = Int(entry >> 8), high = low &+ Int((entry >> 1) & 0x7F)
        while low < high {
            let mid = (low &+ high) >> 1
            let l = labels[mid]
            if l == byte { return Int32(truncatingIfNeeded: mid) }
            if l < byte { low = mid &+ 1 } else { high = mid }
        }
        return -1
    }

    /// Whether a word ends at `node`.
    @inline(__always)
    func isWord(_ node: Int32) -> Bool { nodes[Int(node)] & 1 != 0 }

    /// Whether a longer word goes on from `node`.
    @inline(__always)
    func hasChildren(_ node: Int32) -> Bool { nodes[Int(node)] & 0xFE != 0 }
}

/// One of ICU's dictionary break engines for the scripts written without spaces: its word list,
/// the characters it reads and the constants of its matching.
struct DictionaryBreakEngine: @unchecked Sendable {  // `flags` is written in `init` only
    /// The scripts with an engine here.
    enum Script: UInt8, Sendable, CaseIterable {
        case lao, khmer, myanmar, thai
    }

    let script: Script
    let trie: DictionaryTrie
    /// The code point of trie byte 0.
    let offset: UInt32
    /// Per character of the script's blocks: ``letter``, ``mark``, ``beginsWord``, ``endsWord``
    /// (allocated once per engine and never freed, so copying an engine retains nothing).
    let flags: UnsafeBufferPointer<UInt8>
    /// The first code point `flags` covers.
    let flagsStart: UInt32

    static let letter: UInt8 = 1, mark: UInt8 = 2, beginsWord: UInt8 = 4, endsWord: UInt8 = 8

    /// Candidate words followed ahead (ICU: LOOKAHEAD, 3 for every script here).
    static let lookahead = 3
    /// A run shorter than this is not divided (ICU: MIN_WORD_SPAN, twice the shortest word, 2):
    /// 4 for Lao, Khmer and Myanmar; ICU 72's Thai engine divides no run shorter than 5
    /// (measured: two 2-letter words of its list, 0 of 36 pairs broken; 2 + 3 letters, 36 of 36).
    var minimumSpan: Int { script == .thai ? 5 : 4 }
    /// A non-word after a dictionary word shorter than this may be joined to it (ROOT_COMBINE_THRESHOLD).
    static let rootCombineThreshold = 3
    /// … unless a dictionary word shares a prefix at least this long with it (PREFIX_COMBINE_THRESHOLD).
    static let prefixCombineThreshold = 3
    /// Candidates kept per position (ICU: POSSIBLE_WORD_LIST_MAX).
    static let maximumCandidates = 20

    /// The shared engines, built on first use.
    static let lao = DictionaryBreakEngine(
        .lao, offset: LaoDictionaryData.offset, letters: LaoDictionaryData.letters, marks: LaoDictionaryData.marks,
        trie: DictionaryTrie(alphabet: LaoDictionaryData.alphabet, symbols: LaoDictionaryData.symbols, words: LaoDictionaryData.words),
        // Words begin at a consonant (U+0E81–U+0EAE, U+0EDC–U+0EDD) or a prefix vowel (U+0EC0–U+0EC4), which cannot end one.
        begins: [0x0E81...0x0EAE, 0x0EDC...0x0EDD, 0x0EC0...0x0EC4], notEnding: [0x0EC0...0x0EC4])
    static let khmer = DictionaryBreakEngine(
        .khmer, offset: KhmerDictionaryData.offset, letters: KhmerDictionaryData.letters, marks: KhmerDictionaryData.marks,
        trie: DictionaryTrie(alphabet: KhmerDictionaryData.alphabet, symbols: KhmerDictionaryData.symbols, words: KhmerDictionaryData.words),
        // Words begin at a consonant or independent vowel (U+1780–U+17B3); COENG (U+17D2) cannot end one.
        begins: [0x1780...0x17B3], notEnding: [0x17D2...0x17D2])
    static let myanmar = DictionaryBreakEngine(
        .myanmar, offset: BurmeseDictionaryData.offset, letters: BurmeseDictionaryData.letters, marks: BurmeseDictionaryData.marks,
        trie: DictionaryTrie(alphabet: BurmeseDictionaryData.alphabet, symbols: BurmeseDictionaryData.symbols, words: BurmeseDictionaryData.words),
        // Words begin at a consonant or independent vowel (U+1000–U+102A); any letter may end one.
        begins: [0x1000...0x102A], notEnding: [])

    /// ICU's Thai engine.
    static let thai = DictionaryBreakEngine(
        .thai, offset: ThaiICUDictionaryData.offset, letters: ThaiICUDictionaryData.letters, marks: ThaiICUDictionaryData.marks,
        trie: DictionaryTrie(alphabet: ThaiICUDictionaryData.alphabet, symbols: ThaiICUDictionaryData.symbols, words: ThaiICUDictionaryData.words),
        // Words begin at a consonant (U+0E01–U+0E2E) or a leading vowel (U+0E40–U+0E44); MAI HAN-AKAT
        // (U+0E31) and the leading vowels cannot end one.
        begins: [0x0E01...0x0E2E, 0x0E40...0x0E44], notEnding: [0x0E31...0x0E31, 0x0E40...0x0E44])

    /// Thai's suffixes: PAIYANNOI (ฯ, abbreviation) and MAIYAMOK (ๆ, repetition) join the word
    /// before them when no dictionary word follows.
    static let paiyannoi: UInt32 = 0x0E2F, maiyamok: UInt32 = 0x0E46

    init(_ script: Script, offset: UInt32, letters: [ClosedRange<UInt32>], marks: [ClosedRange<UInt32>], trie: DictionaryTrie,
         begins: [ClosedRange<UInt32>], notEnding: [ClosedRange<UInt32>]) {
        self.script = script
        self.offset = offset
        self.trie = trie
        let low = letters.map(\.lowerBound).min() ?? 0, high = letters.map(\.upperBound).max() ?? 0
        var flags = [UInt8](repeating: 0, count: Int(high &- low) &+ 1)
        func mark(_ ranges: [ClosedRange<UInt32>], _ flag: UInt8, onLetters: Bool = true) {
            for range in ranges {
                for c in range where c >= low && c <= high {
                    let i = Int(c &- low)
                    if !onLetters || flags[i] & Self.letter != 0 { flags[i] |= flag }
                }
            }
        }
        mark(letters, Self.letter, onLetters: false)
        mark(marks, Self.mark)
        mark(letters, Self.endsWord)
        for range in notEnding { for c in range where c >= low && c <= high { flags[Int(c &- low)] &= ~Self.endsWord } }
        // The begin set is not limited to the run's letters (ICU's is a plain range).
        mark(begins, Self.beginsWord, onLetters: false)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: flags.count)
        _ = storage.initialize(from: flags)
        self.flags = UnsafeBufferPointer(storage)
        flagsStart = low
    }

    /// The engine whose runs hold `value`, if any.
    @inline(__always)
    static func engine(for value: UInt32) -> Script? {
        switch value {
        case 0x0E80...0x0EFF: .lao
        case 0x1780...0x17FF: .khmer
        case 0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F: .myanmar
        case 0x0E00...0x0E7F: .thai
        default: nil
        }
    }

    static func shared(_ script: Script) -> DictionaryBreakEngine {
        switch script {
        case .lao: lao
        case .khmer: khmer
        case .myanmar: myanmar
        case .thai: thai
        }
    }

    /// The flags of a code point (0 outside the script's characters).
    @inline(__always)
    func flags(of value: UInt32) -> UInt8 {
        let i = value &- flagsStart
        return i < UInt32(flags.count) ? flags[Int(i)] : 0
    }

    /// The byte ICU's trie uses for a code point (its offset transform; characters it cannot
    /// encode become 0xFF, as ICU's trie reads them).
    @inline(__always)
    func trieByte(_ value: UInt32) -> UInt8 {
        if value == 0x200D { return 0xFF }
        if value == 0x200C { return 0xFE }
        let delta = value &- offset
        return delta <= 0xFD ? UInt8(truncatingIfNeeded: delta) : 0xFF
    }
}

/// The word breaks of one run of an engine's characters, found as ICU's engines find them, with
/// every buffer kept from run to run (no allocation once they have grown).
///
/// The matching, per position: all dictionary words starting there (up to 20) are candidates.
/// One candidate is taken; of several, the longest whose following text starts with a dictionary
/// word, preferring one after which a second candidate is followed by a third word (three words
/// of look-ahead), else the longest. After a word shorter than three characters, text that starts
/// no dictionary word (and shares fewer than three characters with one) is joined to it, up to
/// the next place where a word may end and another begin and a dictionary word starts. A break
/// never falls before a combining mark, nor at the end of the run. Runs shorter than four
/// characters are not divided.
package struct DictionaryRunBreaker: Sendable {
    /// The run being divided: its code points, their trie bytes and flags.
    var text: [UInt32] = []
    var bytes: [UInt8] = []
    var flags: [UInt8] = []
    /// Its breaks: offsets into `text`, increasing, none at 0 or at the end.
    var found: [Int] = []

    /// Per look-ahead slot (ICU's PossibleWord): where its candidates start, how many there are,
    /// the characters matched while looking (the longest prefix), the one looked at, the one
    /// marked; the candidates' lengths at `slot * maximumCandidates`.
    /// (Empty until the first run is divided: a walker made per layout allocates nothing.)
    var slotOffset: [Int] = []
    var slotCount: [Int] = []
    var slotPrefix: [Int] = []
    var slotCurrent: [Int] = []
    var slotMark: [Int] = []
    var lengths: [Int] = []
    /// The reading position (ICU's text index).
    var position = 0

    /// Breaks of recent runs by a hash of their code points (compared too), so a text laid out
    /// again is not matched again.
    var remembered: [UInt64: (text: [UInt32], breaks: [Int32])] = [:]
    static let capacity = 512
    static let shortest = 8

    package init() {}

    /// The hash a run is remembered by: FNV-1a of its code points, seeded by the script.
    @inline(__always)
    static func hash(_ value: UInt32, _ hash: UInt64) -> UInt64 { (hash ^ UInt64(value)) &* 0x100_0000_01B3 }
    static func seed(_ script: DictionaryBreakEngine.Script) -> UInt64 { 0xCBF2_9CE4_8422_2325 ^ UInt64(script.rawValue) }

    /// Fills `found` with the breaks of a remembered run of `count` code points and hash `hash`
    /// whose code points `same` confirms; `false` when it is not remembered.
    mutating func recall(hash: UInt64, count: Int, same: ([UInt32]) -> Bool) -> Bool {
        guard count >= Self.shortest, let entry = remembered[hash], entry.text.count == count, same(entry.text) else { return false }
        found.removeAll(keepingCapacity: true)
        for position in entry.breaks { found.append(Int(position)) }
        return true
    }

    /// Fills `found` with the breaks of `text` (read by `engine`).
    mutating func findBreaks(engine: DictionaryBreakEngine) {
        found.removeAll(keepingCapacity: true)
        let n = text.count
        guard n >= engine.minimumSpan else { return }
        var hash = Self.seed(engine.script)
        if n >= Self.shortest {
            for c in text { hash = Self.hash(c, hash) }
            let text = self.text
            if recall(hash: hash, count: n, same: { $0 == text }) { return }
        }
        if slotOffset.isEmpty {
            let slots = DictionaryBreakEngine.lookahead
            slotOffset = [Int](repeating: -1, count: slots)
            slotCount = [Int](repeating: 0, count: slots)
            slotPrefix = [Int](repeating: 0, count: slots)
            slotCurrent = [Int](repeating: 0, count: slots)
            slotMark = [Int](repeating: 0, count: slots)
            lengths = [Int](repeating: 0, count: slots * DictionaryBreakEngine.maximumCandidates)
        }
        bytes.removeAll(keepingCapacity: true)
        flags.removeAll(keepingCapacity: true)
        for c in text {
            bytes.append(engine.trieByte(c))
            flags.append(engine.flags(of: c))
        }
        divide(trie: engine.trie, suffixes: engine.script == .thai)
        if n >= Self.shortest {
            if remembered.count >= Self.capacity { remembered.removeAll(keepingCapacity: true) }
            remembered[hash] = (text, found.map { Int32(truncatingIfNeeded: $0) })
        }
    }

    /// The dictionary words starting at `position` (ICU's BytesDictionaryMatcher::matches and
    /// PossibleWord::candidates): fills the slot, leaves `position` after the longest candidate
    /// (or where it was when there is none) and returns the number of candidates.
    @inline(__always)
    mutating func candidates(_ slot: Int, trie: DictionaryTrie) -> Int {
        let start = position, end = bytes.count
        if slotOffset[slot] != start {
            slotOffset[slot] = start
            var count = 0, consumed = 0
            var node = DictionaryTrie.root
            var i = start
            let base = slot &* DictionaryBreakEngine.maximumCandidates
            while i < end {
                let next = trie.walk(node, bytes[i])
                i &+= 1
                consumed &+= 1
                if next < 0 { break }
                node = next
                if trie.isWord(next) {
                    if count < DictionaryBreakEngine.maximumCandidates {
                        lengths[base &+ count] = consumed
                        count &+= 1
                    }
                    if !trie.hasChildren(next) { break }
                }
            }
            slotCount[slot] = count
            slotPrefix[slot] = consumed
        }
        let count = slotCount[slot]
        if count > 0 { position = start &+ lengths[slot &* DictionaryBreakEngine.maximumCandidates &+ count &- 1] }
        slotCurrent[slot] = count &- 1
        slotMark[slot] = count &- 1
        return count
    }

    /// Takes the marked candidate: `position` after it; returns its length.
    @inline(__always)
    mutating func acceptMarked(_ slot: Int) -> Int {
        let length = lengths[slot &* DictionaryBreakEngine.maximumCandidates &+ slotMark[slot]]
        position = slotOffset[slot] &+ length
        return length
    }

    /// Moves to the next shorter candidate, if any.
    @inline(__always)
    mutating func backUp(_ slot: Int) -> Bool {
        guard slotCurrent[slot] > 0 else { return false }
        slotCurrent[slot] &-= 1
        position = slotOffset[slot] &+ lengths[slot &* DictionaryBreakEngine.maximumCandidates &+ slotCurrent[slot]]
        return true
    }

    @inline(__always)
    mutating func markCurrent(_ slot: Int) { slotMark[slot] = slotCurrent[slot] }

    /// Divides `bytes` into words, appending the breaks to `found`; `suffixes`: Thai's
    /// PAIYANNOI and MAIYAMOK join the word before them.
    mutating func divide(trie: DictionaryTrie, suffixes: Bool = false) {
        let n = bytes.count
        let lookahead = DictionaryBreakEngine.lookahead
        for slot in 0..<lookahead { slotOffset[slot] = -1 }
        var wordsFound = 0
        position = 0
        while position < n {
            let current = position
            var wordLength = 0
            let first = wordsFound % lookahead, second = (wordsFound &+ 1) % lookahead, third = (wordsFound &+ 2) % lookahead
            let count = candidates(first, trie: trie)
            if count == 1 {
                wordLength = acceptMarked(first)
                wordsFound &+= 1
            } else if count > 1 {
                if position < n {
                    search: repeat {
                        if candidates(second, trie: trie) > 0 {
                            // Followed by another word: a good candidate; better if a third follows.
                            markCurrent(first)
                            if position >= n { break search }
                            repeat {
                                if candidates(third, trie: trie) > 0 {
                                    markCurrent(first)
                                    break search
                                }
                            } while backUp(second)
                        }
                    } while backUp(first)
                }
                wordLength = acceptMarked(first)
                wordsFound &+= 1
            }
            // A non-word after a short word (or with no word here) is joined to it, up to a
            // plausible word start.
            if position < n && wordLength < DictionaryBreakEngine.rootCombineThreshold {
                let slot = wordsFound % lookahead
                if candidates(slot, trie: trie) <= 0
                    && (wordLength == 0 || slotPrefix[slot] < DictionaryBreakEngine.prefixCombineThreshold) {
                    var remaining = n &- (current &+ wordLength)
                    var chars = 0
                    while true {
                        let previous = flags[position]
                        position &+= 1
                        chars &+= 1
                        remaining &-= 1
                        if remaining <= 0 { break }
                        if previous & DictionaryBreakEngine.endsWord != 0 && flags[position] & DictionaryBreakEngine.beginsWord != 0 {
                            let found = candidates((wordsFound &+ 1) % lookahead, trie: trie)
                            position = current &+ wordLength &+ chars
                            if found > 0 { break }
                        }
                    }
                    if wordLength <= 0 { wordsFound &+= 1 }
                    wordLength &+= chars
                } else {
                    position = current &+ wordLength
                }
            }
            // Never break before a combining mark.
            while position < n && flags[position] & DictionaryBreakEngine.mark != 0 {
                position &+= 1
                wordLength &+= 1
            }
            // Thai: a suffix after a word joins it when no dictionary word starts there (not a
            // second PAIYANNOI after a suffix, nor a second MAIYAMOK).
            if suffixes && position < n && wordLength > 0 {
                let end = position
                if candidates(wordsFound % lookahead, trie: trie) <= 0
                    && (text[end] == DictionaryBreakEngine.paiyannoi || text[end] == DictionaryBreakEngine.maiyamok) {
                    position = end
                    var next = end
                    if text[next] == DictionaryBreakEngine.paiyannoi {
                        let before = text[next &- 1]
                        if before != DictionaryBreakEngine.paiyannoi && before != DictionaryBreakEngine.maiyamok {
                            next &+= 1
                            wordLength &+= 1
                        }
                    }
                    if next < n && text[next] == DictionaryBreakEngine.maiyamok && text[next &- 1] != DictionaryBreakEngine.maiyamok {
                        next &+= 1
                        wordLength &+= 1
                    }
                    position = next
                } else {
                    position = current &+ wordLength
                }
            }
            if wordLength > 0 { found.append(current &+ wordLength) }
        }
        if let last = found.last, last >= n { found.removeLast() }
    }
}
