// Script itemization: splitting text into runs of one script, for shaping each with its
// script's OpenType features.
//
// Sources:
// - UAX #24 Unicode Script Property, https://www.unicode.org/reports/tr24/ : §2.2 "Handling
//   Characters with the Common Script Property" (Common resolves to its context's script; paired
//   punctuation such as parentheses should match), "Handling Combining Marks" (Inherited marks take
//   the script of their base), and the Script_Extensions property (characters shared by a known
//   set of scripts).
// - ICU's `uscript_openRun`/`uscript_nextRun` (usc_impl): Common and Inherited join any run, a run
//   that starts with them takes the first real script after them, a closing bracket takes the
//   script the run had at its opening bracket. The expectations in
//   Tests/TypesetShapingTests/Expectations/script-runs.json are ICU 72's runs of the test strings.
// - UAX #9 Unicode Bidirectional Algorithm BD14-BD16 and BidiBrackets.txt for which characters
//   are paired brackets (Bidi_Paired_Bracket, with U+2329/U+232A canonically U+3008/U+3009).

/// A run of text in one script: a range of positions (scalar offsets for buffers) and the
/// resolved script.
public struct ScriptRun: Hashable, Sendable {
    /// The run's positions in the scalars it was found in.
    public var range: Range<Int>
    /// The run's script: a real script, or ``UnicodeScript/common`` when the run has no
    /// character of any real script (only spaces, digits, punctuation, symbols, emoji, marks,
    /// unassigned or private-use code points).
    public var script: UnicodeScript

    /// A run of `script` over `range`.
    public init(range: Range<Int>, script: UnicodeScript) {
        self.range = range
        self.script = script
    }
}

/// Splits Unicode scalars into maximal runs of one script (script itemization).
///
/// Each scalar has a Script value and a Script_Extensions set (`UnicodeScript.of(_:)`,
/// `UnicodeScript.extensions(of:)`, Unicode 15.0). A *real* script is any value but
/// Common (`Zyyy`), Inherited (`Zinh`) and Unknown (`Zzzz`). The rules, applied left to right:
///
/// 1. **Common, Inherited and Unknown never start a run.** Spaces, digits, punctuation, symbols,
///    combining marks, unassigned and private-use code points join the run they are in
///    (UAX #24 §2.2 and "Handling Combining Marks": a mark takes the script of its base, Common
///    takes the script of its context). Treating Unknown this way, unlike ICU, keeps private-use
///    icons and unassigned code points from splitting a run.
/// 2. **A run takes the first real script in it.** A run that starts with characters of rule 1
///    takes the script of the first real-script character after them (ICU: "Common at the start
///    takes the first real script that follows"); a run with none is ``UnicodeScript/common``.
/// 3. **A real-script character of another script starts a new run**, unless its
///    Script_Extensions contain the run's script (U+09E6 BENGALI DIGIT ZERO, Script Bengali,
///    extensions {Beng, Cakm, Sylo}, stays in a Chakma run), or every real-script character of
///    the run so far has the character's script in its extensions: the run then changes to that
///    script (Arabic-Indic digits, extensions {Arab, Thaa, Yezi}, followed by Thaana letters make
///    one Thaana run).
/// 4. **Paired brackets match.** An opening bracket (Bidi_Paired_Bracket_Type Open) records the
///    run's script; the closing bracket that pairs with it (the nearest open one on a 32-deep
///    stack; brackets above it are closed too) takes that script, so in "English (中文)" the `)`
///    is Latin like the `(`, and in "中文 (abc)" Han. A closing bracket without an opening one
///    is Common. Brackets recorded while a run had no script yet take the script the run
///    resolves to.
/// 5. **Script_Extensions keep shared punctuation with its scripts.** A Common character whose
///    Script_Extensions don't contain the run's script (U+3001 IDEOGRAPHIC COMMA in a Latin run,
///    U+0964 DEVANAGARI DANDA after Latin letters) joins the run for now; if the next real-script
///    character that would start a new run (rule 3) has a script in its extensions, the new run
///    starts at that Common character instead, so "abc、漢字" is "abc" + "、漢字". The characters in
///    between (marks, spaces, brackets) go with it. A Common character whose extensions contain
///    the run's script (U+3001 in a Han or Hiragana run, U+0964 in a Bengali run, U+30FC in a
///    Katakana run) simply stays, as does any real character of the run's script.
///
/// Runs are reported in order, each once, through a callback or appended to the caller's
/// array; nothing is allocated per character.
public enum ScriptRuns {
    /// Calls `body` with each script run of `scalars[range]` (the whole collection when `range`
    /// is nil), in order: the run's range of indices and its script.
    public static func forEach<C: Collection>(
        in scalars: C, range: Range<C.Index>? = nil, _ body: (Range<C.Index>, UnicodeScript) throws -> Void
    ) rethrows where C.Element == Unicode.Scalar {
        let range = range ?? scalars.startIndex..<scalars.endIndex
        guard !range.isEmpty else { return }
        var state = ScriptRunState<C.Index>(start: range.lowerBound)
        var index = range.lowerBound
        while index < range.upperBound {
            if let run = state.next(scalars[index], at: index) { try body(run.range, run.script) }
            scalars.formIndex(after: &index)
        }
        let last = state.finish(at: range.upperBound)
        try body(last.range, last.script)
    }

    /// Appends the script runs of `scalars[range]` to `runs`, with offsets into `scalars`.
    public static func append(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, range: Range<Int>, to runs: inout [ScriptRun]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= scalars.count, "range outside the buffer")
        guard !range.isEmpty else { return }
        var state = ScriptRunState<Int>(start: range.lowerBound)
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            var code = ScriptTables.code(for: scalars[index].value)
            if state.isPlain(code) {
                // A stretch of characters of the run's own script and of Common, Inherited and
                // Unknown ones, none with Script_Extensions or a bracket (a page of Chinese, a
                // word of Latin): rule 1 leaves the state alone at the latter, and each of the
                // former does the same (rule 3), so it is done once after the stretch.
                let own = state.runScript
                var hasOwn = false
                repeat {
                    hasOwn = hasOwn || code == own
                    index &+= 1
                    guard index < end else { break }
                    code = ScriptTables.code(for: scalars[index].value)
                } while code <= ScriptTables.unknownIndex || code == own
                if hasOwn { state.continueRun() }
                guard index < end else { break }
            }
            if let run = state.next(scalars[index], code: code, at: index) {
                runs.append(ScriptRun(range: run.range, script: run.script))
            }
            index &+= 1
        }
        let last = state.finish(at: end)
        runs.append(ScriptRun(range: last.range, script: last.script))
    }

    /// The script runs of a string, with offsets counted in Unicode scalars.
    public static func runs(of text: String) -> [ScriptRun] {
        var runs: [ScriptRun] = []
        var state = ScriptRunState<Int>(start: 0)
        var offset = 0
        for scalar in text.unicodeScalars {
            if let run = state.next(scalar, at: offset) { runs.append(ScriptRun(range: run.range, script: run.script)) }
            offset += 1
        }
        if offset > 0 {
            let last = state.finish(at: offset)
            runs.append(ScriptRun(range: last.range, script: last.script))
        }
        return runs
    }
}

/// A set of script indices (`ScriptTables`), as a 192-bit bitset.
struct ScriptSet: Equatable {
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)

    /// The empty set.
    init() {}

    static func == (lhs: ScriptSet, rhs: ScriptSet) -> Bool {
        lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
    }

    /// The set of one script index.
    init(single index: Int) { insert(index) }

    /// The Script_Extensions of a special table entry (or its script when it has none).
    init(special: Int) {
        let list = ScriptTables.specialExtensions(special)
        if list.count == 0 {
            insert(ScriptTables.specialScript(special))
        } else {
            for position in list.offset..<(list.offset &+ list.count) { insert(ScriptTables.extensionScript(at: position)) }
        }
    }

    var isEmpty: Bool { words.0 | words.1 | words.2 == 0 }

    mutating func insert(_ index: Int) {
        let bit = UInt64(1) << UInt64(index & 63)
        switch index >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        default: words.2 |= bit
        }
    }

    func contains(_ index: Int) -> Bool {
        let bit = UInt64(1) << UInt64(index & 63)
        switch index >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        default: return words.2 & bit != 0
        }
    }

    func intersection(_ other: ScriptSet) -> ScriptSet {
        var result = self
        result.words.0 &= other.words.0
        result.words.1 &= other.words.1
        result.words.2 &= other.words.2
        return result
    }
}

/// The state of ``ScriptRuns`` between two scalars: the current run, its candidate scripts, a
/// pending boundary (rule 5) and the stack of open brackets (rule 4). A value type with no
/// storage outside itself.
struct ScriptRunState<Position: Comparable> {
    /// Script index meaning "no real script yet".
    static var unresolved: Int { -1 }

    /// Where the current run starts.
    var runStart: Position
    /// The current run's script index, or `unresolved`.
    var runScript = -1
    /// Scripts every real-script character of the run allows (rule 3); meaningful once resolved.
    var candidates = ScriptSet()

    /// Where the run would end if the next real-script character is in `pendingScripts` (rule 5).
    var pendingStart: Position?
    /// The Script_Extensions shared by the Common characters since `pendingStart`.
    var pendingScripts = ScriptSet()
    /// The bracket stack's depth when the pending boundary was set: brackets opened after it
    /// move to the new run with it.
    var pendingDepth = 0

    /// Open brackets: (canonical opening code point << 8) | (script index + 1), 0 unresolved.
    var stack: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// Number of entries on the stack (at most `stackCapacity`; the oldest are dropped).
    var depth = 0
    /// Entries from this depth up were pushed while the run had no script yet.
    var unresolvedDepth = 0
    /// Entries from this depth up were pushed in the current run.
    var runDepth = 0
    static var stackCapacity: Int { 32 }

    init(start: Position) { runStart = start }

    /// Feeds the scalar at `position` (positions increase). Returns the run that ended before
    /// it, if one did.
    mutating func next(_ scalar: Unicode.Scalar, at position: Position) -> (range: Range<Position>, script: UnicodeScript)? {
        next(scalar, code: ScriptTables.code(for: scalar.value), at: position)
    }

    /// Whether a character of table code `code` leaves the state as it is (Common, Inherited or
    /// Unknown without Script_Extensions or a bracket: rule 1) or as ``continueRun()`` leaves
    /// it (the run's own script, without Script_Extensions: rule 3).
    @inline(__always)
    func isPlain(_ code: Int) -> Bool {
        code <= ScriptTables.unknownIndex || code == runScript
    }

    /// A character of the run's own script without Script_Extensions: it ends any pending
    /// boundary (rule 5) and narrows the candidates to the run's script (rule 3).
    @inline(__always)
    mutating func continueRun() {
        pendingStart = nil
        candidates = ScriptSet(single: runScript)
    }

    /// ``next(_:at:)`` for a scalar whose table code (`ScriptTables.code(for:)`) is `code`.
    @inline(__always)
    mutating func next(_ scalar: Unicode.Scalar, code: Int, at position: Position) -> (range: Range<Position>, script: UnicodeScript)? {
        if code < ScriptTables.scriptCount {
            // No extensions, no bracket: the fast path.
            if code <= ScriptTables.unknownIndex { return nil }
            if code == runScript {
                continueRun()
                return nil
            }
            return realCharacter(script: code, extensions: nil, at: position)
        }
        let special = code &- ScriptTables.scriptCount
        let script = ScriptTables.specialScript(special)
        switch ScriptTables.specialBracket(special) {
        case 1:
            let ended = ordinary(script: script, special: special, at: position)
            push(ScriptTables.canonicalOpening(scalar.value))
            return ended
        case 2:
            if let opener = pop(matching: ScriptTables.opening(pairedWith: scalar.value)), opener != Self.unresolved {
                return realCharacter(script: opener, extensions: nil, at: position)
            }
            return ordinary(script: script, special: special, at: position)
        default:
            return ordinary(script: script, special: special, at: position)
        }
    }

    /// The last run, ending at `end`.
    func finish(at end: Position) -> (range: Range<Position>, script: UnicodeScript) {
        (runStart..<end, ScriptTables.script(at: runScript == Self.unresolved ? ScriptTables.commonIndex : runScript))
    }

    /// A character with a special table entry (extensions or bracket), not a matched bracket.
    private mutating func ordinary(script: Int, special: Int, at position: Position) -> (range: Range<Position>, script: UnicodeScript)? {
        let hasExtensions = ScriptTables.specialExtensions(special).count > 0
        if script > ScriptTables.unknownIndex {
            return realCharacter(script: script, extensions: hasExtensions ? ScriptSet(special: special) : nil, at: position)
        }
        // Rule 5: Common with extensions that don't include the run's script.
        guard script == ScriptTables.commonIndex, hasExtensions, runScript != Self.unresolved else { return nil }
        let extensions = ScriptSet(special: special)
        if extensions.contains(runScript) {
            pendingStart = nil
        } else if pendingStart == nil {
            pendingStart = position
            pendingScripts = extensions
            pendingDepth = depth
        } else {
            pendingScripts = pendingScripts.intersection(extensions)
        }
        return nil
    }

    /// A character of a real script (`extensions` nil: just the script itself).
    private mutating func realCharacter(script: Int, extensions: ScriptSet?, at position: Position) -> (range: Range<Position>, script: UnicodeScript)? {
        let allowed = extensions ?? ScriptSet(single: script)
        if runScript == Self.unresolved {
            resolve(to: script, candidates: allowed)
            return nil
        }
        if script == runScript || allowed.contains(runScript) {
            // Rule 3: the run's script is among the character's.
            let narrowed = candidates.intersection(allowed)
            if !narrowed.isEmpty { candidates = narrowed }
            pendingStart = nil
            return nil
        }
        if candidates.contains(script) {
            // Rule 3: everything so far allows this script: the run changes to it.
            candidates = candidates.intersection(allowed)
            runScript = script
            relabel(from: runDepth, to: script)
            pendingStart = nil
            return nil
        }
        // A new run, at the pending Common character (rule 5) or here.
        let ended = ScriptTables.script(at: runScript)
        let boundary: Position
        if let pending = pendingStart, pendingScripts.contains(script) {
            boundary = pending
            relabel(from: pendingDepth, to: script)
        } else {
            boundary = position
        }
        let range = runStart..<boundary
        runStart = boundary
        runScript = script
        candidates = allowed
        pendingStart = nil
        unresolvedDepth = depth
        runDepth = boundary == position ? depth : pendingDepth
        return (range, ended)
    }

    /// The run gets its first real script.
    private mutating func resolve(to script: Int, candidates allowed: ScriptSet) {
        runScript = script
        candidates = allowed
        relabel(from: unresolvedDepth, to: script)
        unresolvedDepth = depth
    }

    // MARK: Bracket stack

    private mutating func entry(_ index: Int) -> UInt64 {
        withUnsafeBytes(of: &stack) { $0.load(fromByteOffset: index &* 8, as: UInt64.self) }
    }

    private mutating func setEntry(_ index: Int, _ value: UInt64) {
        withUnsafeMutableBytes(of: &stack) { $0.storeBytes(of: value, toByteOffset: index &* 8, as: UInt64.self) }
    }

    /// Pushes an opening bracket with the run's current script.
    private mutating func push(_ opening: UInt32) {
        if depth == Self.stackCapacity {
            // Drop the oldest entry.
            for index in 1..<depth { setEntry(index &- 1, entry(index)) }
            depth &-= 1
            unresolvedDepth = max(0, unresolvedDepth &- 1)
            pendingDepth = max(0, pendingDepth &- 1)
            runDepth = max(0, runDepth &- 1)
        }
        setEntry(depth, UInt64(opening) << 8 | UInt64(runScript &+ 1))
        depth &+= 1
    }

    /// Pops the nearest open bracket `opening` and those above it; returns its script index
    /// (`unresolved` if recorded before the run had a script), or nil if it isn't open.
    private mutating func pop(matching opening: UInt32) -> Int? {
        var index = depth
        while index > 0 {
            index &-= 1
            let value = entry(index)
            if value >> 8 == UInt64(opening) {
                depth = index
                unresolvedDepth = min(unresolvedDepth, depth)
                pendingDepth = min(pendingDepth, depth)
                runDepth = min(runDepth, depth)
                return Int(value & 0xFF) &- 1
            }
        }
        return nil
    }

    /// Gives the brackets from `start` up the script `script`.
    private mutating func relabel(from start: Int, to script: Int) {
        var index = start
        while index < depth {
            setEntry(index, (entry(index) >> 8) << 8 | UInt64(script &+ 1))
            index &+= 1
        }
    }
}

extension ScriptRuns {
    /// The one script of `scalars[range]` when the text has a single script apart from Common
    /// and Inherited characters, none of which lists Script_Extensions; then every character's
    /// run resolves to it, and itemizing can be skipped. `nil` otherwise (and for text with no
    /// real script at all).
    public static func singleScript(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, range: Range<Int>) -> UnicodeScript? {
        var found: UnicodeScript? = nil
        var previousCode = -1
        for index in range where index >= 0 && index < scalars.count {
            let value = scalars[index].value
            if value < 0x80 {
                // ASCII: the letters are Latin, everything else Common.
                if (value | 0x20) &- 0x61 < 26 {
                    if let found, found != .latin { return nil }
                    found = .latin
                }
                continue
            }
            let code = ScriptTables.code(for: value)
            // Letters of a word share their code: the first one decided for all.
            if code == previousCode { continue }
            previousCode = code
            if code >= ScriptTables.scriptCount {
                let special = code &- ScriptTables.scriptCount
                let base = ScriptTables.script(at: ScriptTables.specialScript(special))
                // A Common or Inherited character (paired bracket or not, with Script_Extensions
                // or not) joins the run it is in (rules 1, 4, 5): with one real script in the
                // text no other run starts, so it takes that script.
                if base.isSpecial { continue }
                // A real-script character with Script_Extensions counts as its own script;
                // with another script around, rule 3's extensions need the full rules.
                if let found, found != base { return nil }
                found = base
                continue
            }
            let script = ScriptTables.script(at: code)
            if script.isSpecial { continue }
            if let found, found != script { return nil }
            found = script
        }
        return found
    }
}
