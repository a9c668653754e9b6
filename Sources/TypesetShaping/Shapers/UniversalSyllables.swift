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

/// The cluster grammar (Microsoft's, as HarfBuzz's syllable machine has it) over
/// ``UniversalCategory`` values, compiled once into the shared ``SyllableScanner``.
enum UniversalSyllables {
    static let scanner = SyllableScanner(alternatives: rules(), fallbackKind: UniversalSyllableKind.nonCluster)
    /// How many glyphs past its start a cluster is looked for (no real cluster comes near).
    static let maximumLookahead = 1024

    /// The grammar, rule by rule in priority order, with the kind each rule gives.
    static func rules() -> [(pattern: SyllablePattern, kind: UInt8)] {
        typealias C = UniversalCategory
        typealias Pattern = SyllablePattern
        func c(_ categories: C...) -> Pattern { .any(categories.map(\.rawValue)) }
        func s(_ parts: Pattern...) -> Pattern { .sequence(parts) }
        func star(_ p: Pattern) -> Pattern { .repeated(p) }
        func opt(_ p: Pattern) -> Pattern { .optional(p) }
        func plus(_ p: Pattern) -> Pattern { .sequence([p, .repeated(p)]) }
        let halant = c(.h, .hvm, .invisibleStacker, .sakot)
        let consonantModifiers = s(star(c(.cmAbv)), star(c(.cmBlw)),
                                   star(s(.choice([s(halant, c(.base)), c(.sub)]), star(c(.cmAbv)), star(c(.cmBlw)))))
        let medialConsonants = s(opt(c(.mPre)), opt(c(.mAbv)), opt(c(.mBlw)), opt(c(.mPst)))
        let dependentVowels = Pattern.choice([s(star(c(.vPre)), star(c(.vAbv)), star(c(.vBlw)), star(c(.vPst))), c(.h)])
        let vowelModifiers = s(opt(c(.hvm)), star(c(.vmPre)), star(c(.vmAbv)), star(c(.vmBlw)), star(c(.vmPst)))
        let finalConsonants = s(star(c(.fAbv)), star(c(.fBlw)), star(c(.fPst)))
        let finalModifiers = Pattern.choice([s(star(c(.fmAbv)), star(c(.fmBlw))), opt(c(.fmPst))])
        let syllableStart = s(opt(c(.repha, .consonantWithStacker)), c(.base, .baseOther))
        let syllableMiddle = s(consonantModifiers, medialConsonants, dependentVowels, vowelModifiers, star(s(c(.sakot), c(.base))))
        let syllableTail = s(syllableMiddle, finalConsonants, finalModifiers)
        let numberJoinerTail = s(star(s(c(.halantNumber), c(.number))), c(.halantNumber))
        let numeralTail = plus(s(c(.halantNumber), c(.number)))
        let symbolTail = Pattern.choice([s(plus(c(.smAbv)), star(c(.smBlw))), plus(c(.smBlw))])
        let viramaTail = s(consonantModifiers, c(.invisibleStacker, .reorderingKiller))
        let sakotTail = s(syllableMiddle, c(.sakot))
        let tail = Pattern.choice([syllableTail, sakotTail, symbolTail, viramaTail])
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
            (s(opt(c(.repha)), .choice([tail, numberJoinerTail, numeralTail]), zwnj), UniversalSyllableKind.broken),
            (.any(everything.map(\.rawValue)), UniversalSyllableKind.nonCluster),
        ]
    }
}
