// Myanmar: syllables found by the grammar of well-formed Myanmar syllables, a dotted circle in
// each broken cluster, then each syllable reordered: kinzi (Ra + Asat + Virama) after the base,
// medial Ra and pre-base vowels (E) before it, the marks after the base in their order. As
// HarfBuzz's Myanmar shaper does for fonts with a `mym2` script (Documentation/Shaping.md,
// "Myanmar").
// https://learn.microsoft.com/en-us/typography/script-development/myanmar

import TypesetFont

/// The Myanmar shaper's classes, syllables and reordering.
enum MyanmarShaper {
    /// Character classes (``GlyphInfo/shaperCategory``), as `KhmerMyanmarCategoryTable.myanmar`
    /// numbers them.
    enum Category {
        static let other: UInt8 = 0, consonant: UInt8 = 1, independentVowel: UInt8 = 2, dotBelow: UInt8 = 3, stacker: UInt8 = 4
        static let zwnj: UInt8 = 5, zwj: UInt8 = 6, syllableModifier: UInt8 = 7, aboveMark: UInt8 = 8, placeholder: UInt8 = 9
        static let dottedCircle: UInt8 = 10, ra: UInt8 = 11, consonantWithStacker: UInt8 = 12
        static let vowelAbove: UInt8 = 13, vowelBelow: UInt8 = 14, vowelPre: UInt8 = 15, vowelPost: UInt8 = 16
        static let asat: UInt8 = 17, medialHa: UInt8 = 18, medialRa: UInt8 = 19, medialWa: UInt8 = 20, medialYa: UInt8 = 21
        static let pwoTone: UInt8 = 22, variationSelector: UInt8 = 23, punctuation: UInt8 = 24, medialLa: UInt8 = 25
    }

    /// Syllable kinds (the low four bits of ``GlyphInfo/syllable``).
    enum Kind {
        static let consonantSyllable: UInt8 = 0, punctuationCluster: UInt8 = 1, brokenCluster: UInt8 = 2, nonMyanmar: UInt8 = 3
    }

    /// Where a glyph goes in its syllable (``GlyphInfo/shaperPosition``), in drawing order.
    enum Position {
        static let preMatra: UInt8 = 2, preConsonant: UInt8 = 3, base: UInt8 = 4, afterMain: UInt8 = 5
        static let beforeSubjoined: UInt8 = 7, belowConsonant: UInt8 = 8, afterSubjoined: UInt8 = 9
    }

    /// Applied one at a time, in this order, after the reordering, held to each syllable.
    static let basicFeatures: [Tag] = ["rphf", "pref", "blwf", "pstf"]
    /// Applied all at once after the basic features, over the whole run.
    static let presentationFeatures: [Tag] = ["pres", "abvs", "blws", "psts"]

    /// The grammar (HarfBuzz's):
    ///
    ///     j = ZWJ | ZWNJ;  k = Ra As H;  c = C | Ra
    ///     medial_group = MY? As? MR? ((MW MH? ML? | MH ML? | ML) As?)?
    ///     main_vowel_group = (VPre VS?)* VAbv* VBlw* A* (DB As?)?
    ///     post_vowel_group = VPst MH? ML? As* VAbv* A* (DB As?)?
    ///     pwo_tone_group = PT A* DB? As?
    ///     complex_syllable_tail = As* medial_group main_vowel_group post_vowel_group*
    ///                             (pwo_tone_group | SM)* j?
    ///     syllable_tail = (H (c | IV) VS?)* (H | complex_syllable_tail)
    ///     consonant_syllable = (k | CS)? (c | IV | GB | dotted circle) VS? syllable_tail
    ///     punctuation_cluster = P SM
    ///     broken_cluster = k? VS? syllable_tail
    /// and a lone joiner is a syllable of its own (not Myanmar).
    static let scanner: SyllableScanner = {
        typealias P = SyllablePattern
        let j = P.any(Category.zwj, Category.zwnj)
        let asat = P.any(Category.asat)
        let k = P.sequence([.any(Category.ra), asat, .any(Category.stacker)])
        func opt(_ p: P) -> P { .optional(p) }
        func star(_ p: P) -> P { .repeated(p) }
        let mh = P.any(Category.medialHa), ml = P.any(Category.medialLa)
        let medialGroup = P.sequence([
            opt(.any(Category.medialYa)), opt(asat), opt(.any(Category.medialRa)),
            opt(.sequence([.choice([.sequence([.any(Category.medialWa), opt(mh), opt(ml)]), .sequence([mh, opt(ml)]), ml]), opt(asat)])),
        ])
        let a = P.any(Category.aboveMark), db = P.any(Category.dotBelow), vs = P.any(Category.variationSelector)
        let mainVowelGroup = P.sequence([
            star(.sequence([.any(Category.vowelPre), opt(vs)])), star(.any(Category.vowelAbove)), star(.any(Category.vowelBelow)),
            star(a), opt(.sequence([db, opt(asat)])),
        ])
        let postVowelGroup = P.sequence([
            .any(Category.vowelPost), opt(mh), opt(ml), star(asat), star(.any(Category.vowelAbove)), star(a),
            opt(.sequence([db, opt(asat)])),
        ])
        let pwoToneGroup = P.sequence([.any(Category.pwoTone), star(a), opt(db), opt(asat)])
        let complexTail = P.sequence([
            star(asat), medialGroup, mainVowelGroup, star(postVowelGroup), star(.choice([pwoToneGroup, .any(Category.syllableModifier)])), opt(j),
        ])
        let h = P.any(Category.stacker)
        let tail = P.sequence([
            star(.sequence([h, .any(Category.consonant, Category.ra, Category.independentVowel), opt(vs)])), .choice([h, complexTail]),
        ])
        let consonant = P.sequence([
            opt(.choice([k, .any(Category.consonantWithStacker)])),
            .any(Category.consonant, Category.ra, Category.independentVowel, Category.placeholder, Category.dottedCircle),
            opt(vs), tail,
        ])
        let punctuation = P.sequence([.any(Category.punctuation), .any(Category.syllableModifier)])
        let broken = P.sequence([opt(k), opt(vs), tail])
        return SyllableScanner(alternatives: [(consonant, Kind.consonantSyllable), (j, Kind.nonMyanmar),
                                              (punctuation, Kind.punctuationCluster), (broken, Kind.brokenCluster)],
                               fallbackKind: Kind.nonMyanmar)
    }()

    /// Records each glyph's class.
    static func setCategories(_ buffer: inout GlyphBuffer) {
        for index in 0..<buffer.count {
            buffer.infos[index].shaperCategory = KhmerMyanmarCategoryTable.value(buffer.infos[index].codepoint,
                                                                               in: KhmerMyanmarCategoryTable.myanmar)
        }
    }

    /// Finds the syllables (each unsafe to break inside).
    static func findSyllables(_ buffer: inout GlyphBuffer) {
        scanner.findSyllables(&buffer)
    }

    /// Inserts dotted circles in broken clusters (when the font has one: `circle`), then
    /// reorders every consonant syllable and broken cluster. Returns whether a dotted circle was
    /// inserted.
    static func reorder(_ buffer: inout GlyphBuffer, circle: GlyphID?) -> Bool {
        var inserted = false
        if let circle {
            inserted = SyllableScanner.insertDottedCircles(&buffer, brokenKind: Kind.brokenCluster, category: Category.dottedCircle,
                                                           circle: circle)
        }
        var start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            let kind = buffer.infos[start].syllable & 0x0F
            if kind == Kind.consonantSyllable || kind == Kind.brokenCluster { reorderSyllable(&buffer, start, end) }
            start = end
        }
        return inserted
    }

    /// Whether the glyph can be a syllable's base: a consonant, independent vowel, placeholder
    /// or dotted circle that no ligature took in.
    static func isConsonant(_ info: GlyphInfo) -> Bool {
        guard !info.isLigated else { return false }
        switch info.shaperCategory {
        case Category.consonant, Category.consonantWithStacker, Category.ra, Category.independentVowel, Category.placeholder,
             Category.dottedCircle:
            return true
        default:
            return false
        }
    }

    /// One syllable: the base is the first consonant (after a kinzi, which goes after the
    /// base's marks that belong to it); medial Ra and what stands before the base go before it,
    /// pre-base vowels before everything; below-base vowels, the marks above them and the
    /// rest keep their order after the base. A stable sort on those positions, merging clusters
    /// over what moves; a run of pre-base vowels is drawn in reverse, each with its variation
    /// selector.
    static func reorderSyllable(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int) {
        var base = end
        var hasKinzi = false
        var limit = start
        if start + 3 <= end, buffer.infos[start].shaperCategory == Category.ra, buffer.infos[start + 1].shaperCategory == Category.asat,
           buffer.infos[start + 2].shaperCategory == Category.stacker {
            limit += 3
            base = start
            hasKinzi = true
        }
        if !hasKinzi { base = limit }
        for index in limit..<end where isConsonant(buffer.infos[index]) {
            base = index
            break
        }
        var index = start
        while index < start + (hasKinzi ? 3 : 0) {
            buffer.infos[index].shaperPosition = Position.afterMain
            index += 1
        }
        while index < base {
            buffer.infos[index].shaperPosition = Position.preConsonant
            index += 1
        }
        if index < end {
            buffer.infos[index].shaperPosition = Position.base
            index += 1
        }
        var position = Position.afterMain
        while index < end {
            defer { index += 1 }
            let category = buffer.infos[index].shaperCategory
            if category == Category.medialRa {
                buffer.infos[index].shaperPosition = Position.preConsonant
                continue
            }
            if category == Category.vowelPre {
                buffer.infos[index].shaperPosition = Position.preMatra
                continue
            }
            if category == Category.variationSelector {
                buffer.infos[index].shaperPosition = buffer.infos[index - 1].shaperPosition
                continue
            }
            if position == Position.afterMain, category == Category.vowelBelow {
                position = Position.belowConsonant
                buffer.infos[index].shaperPosition = position
                continue
            }
            if position == Position.belowConsonant, category == Category.aboveMark {
                buffer.infos[index].shaperPosition = Position.beforeSubjoined
                continue
            }
            if position == Position.belowConsonant, category == Category.vowelBelow {
                buffer.infos[index].shaperPosition = position
                continue
            }
            if position == Position.belowConsonant {
                position = Position.afterSubjoined
            }
            buffer.infos[index].shaperPosition = position
        }
        // Stable insertion sort by position; clusters merge over each move.
        if end - start > 1 {
            for current in (start + 1)..<end {
                let key = buffer.infos[current].shaperPosition
                var target = current
                while target > start, buffer.infos[target - 1].shaperPosition > key { target -= 1 }
                guard target != current else { continue }
                buffer.mergeClusters(target, current + 1)
                KhmerShaper.move(&buffer, from: current, count: 1, to: target)
            }
        }
        // Several pre-base vowels: in reverse order, each keeping its variation selector after it.
        var first = end, last = end
        for index in start..<end where buffer.infos[index].shaperPosition == Position.preMatra {
            if first == end { first = index }
            last = index
        }
        if first < last {
            buffer.reverse(first, last + 1)
            var segment = first
            for index in first...last where buffer.infos[index].shaperCategory == Category.vowelPre {
                buffer.reverse(segment, index + 1)
                segment = index + 1
            }
        }
    }
}

extension MyanmarShaper: ScriptShaping {
    /// The shaper's steps between `GSUB` stages.
    enum Step: UInt8 {
        /// Find syllables.
        case syllables
        /// Dotted circles in broken clusters, reordering.
        case reorder
    }

    /// Documentation/Shaping.md, "Myanmar": syllables, `locl` and `ccmp`, reordering, the
    /// basic features one stage each within each syllable, then the presentation features.
    static func collectFeatures(_ planner: inout FeaturePlanner, scriptTags: [Tag]) {
        planner.pause(.shaper(Step.syllables.rawValue))
        planner.add("locl", perSyllable: true)
        planner.add("ccmp", perSyllable: true)
        planner.pause(.shaper(Step.reorder.rawValue))
        for tag in basicFeatures {
            planner.add(tag, manualZWJ: true, perSyllable: true)
            planner.pause()
        }
        planner.pause(.clearSyllables)
        for tag in presentationFeatures { planner.add(tag, manualZWJ: true) }
    }

    static var shortCircuits: Bool { false }
    static var markZeroing: MarkZeroing { .early }

    static func setupMasks(_ buffer: inout GlyphBuffer, plan: ShapePlan) { setCategories(&buffer) }

    static func pause(_ action: UInt8, _ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) -> GlyphID? {
        switch Step(rawValue: action) {
        case .syllables:
            findSyllables(&buffer)
        case .reorder:
            let circle = face.characterMap.glyph(for: 0x25CC)
            if reorder(&buffer, circle: circle) { return circle }
        case nil:
            break
        }
        return nil
    }
}
