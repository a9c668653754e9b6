// Khmer: syllables found by the grammar of well-formed Khmer clusters, a dotted circle in each
// broken cluster, Coeng + Ro moved before the base and given `pref`, pre-base vowels moved
// before the base, the basic features masked per syllable; split vowels decomposed first. As
// HarfBuzz's Khmer shaper does (Documentation/Shaping.md, "Khmer").
// https://learn.microsoft.com/en-us/typography/script-development/khmer

import TypesetFont

/// The Khmer shaper's classes, syllables and reordering.
enum KhmerShaper {
    /// Character classes (``GlyphInfo/shaperCategory``), as `KhmerMyanmarCategoryTable.khmer`
    /// numbers them.
    enum Category {
        static let other: UInt8 = 0, consonant: UInt8 = 1, vowel: UInt8 = 2, ra: UInt8 = 3, zwnj: UInt8 = 4, zwj: UInt8 = 5
        static let placeholder: UInt8 = 6, dottedCircle: UInt8 = 7
        static let vowelAbove: UInt8 = 8, vowelBelow: UInt8 = 9, vowelPre: UInt8 = 10, vowelPost: UInt8 = 11
        static let coeng: UInt8 = 12, robatic: UInt8 = 13, xgroup: UInt8 = 14, ygroup: UInt8 = 15
    }

    /// Syllable kinds (the low four bits of ``GlyphInfo/syllable``).
    enum Kind {
        static let consonantSyllable: UInt8 = 0, brokenCluster: UInt8 = 1, nonKhmer: UInt8 = 2
    }

    /// The masks of the basic features the reordering hands out.
    struct Masks: Sendable, Hashable {
        var pref: UInt32 = 0, belowBase: UInt32 = 0, aboveBase: UInt32 = 0, postBase: UInt32 = 0, conjunctForm: UInt32 = 0
    }

    /// Applied all at once, before anything else of the font, held to each syllable.
    static let basicFeatures: [Tag] = ["pref", "blwf", "abvf", "pstf", "cfar"]
    /// Applied all at once after the basic features, over the whole run.
    static let presentationFeatures: [Tag] = ["pres", "abvs", "blws", "psts"]

    /// The grammar (HarfBuzz's, "experimentally extracted from what Uniscribe allows"):
    ///
    ///     c = C | Ra | V;  cn = c ((ZWJ | ZWNJ)? Robatic)?;  joiner = ZWJ | ZWNJ
    ///     xgroup = (joiner* Xgroup)*;  ygroup = Ygroup*
    ///     matra_group = VPre? xgroup VBlw? xgroup (joiner? VAbv)? xgroup VPst?
    ///     syllable_tail = xgroup matra_group xgroup (Coeng c)? ygroup
    ///     broken_cluster = Robatic? (Coeng cn)* (Coeng | syllable_tail)
    ///     consonant_syllable = (cn | placeholder | dotted circle) broken_cluster
    static let scanner: SyllableScanner = {
        typealias P = SyllablePattern
        let c = P.any(Category.consonant, Category.ra, Category.vowel)
        let joiner = P.any(Category.zwj, Category.zwnj)
        let cn = P.sequence([c, .optional(.sequence([.optional(joiner), .any(Category.robatic)]))])
        let xgroup = P.repeated(.sequence([.repeated(joiner), .any(Category.xgroup)]))
        let ygroup = P.repeated(.any(Category.ygroup))
        let matraGroup = P.sequence([
            .optional(.any(Category.vowelPre)), xgroup, .optional(.any(Category.vowelBelow)), xgroup,
            .optional(.sequence([.optional(joiner), .any(Category.vowelAbove)])), xgroup, .optional(.any(Category.vowelPost)),
        ])
        let coeng = P.any(Category.coeng)
        let tail = P.sequence([xgroup, matraGroup, xgroup, .optional(.sequence([coeng, c])), ygroup])
        let broken = P.sequence([.optional(.any(Category.robatic)), .repeated(.sequence([coeng, cn])), .choice([coeng, tail])])
        let consonant = P.sequence([.choice([cn, .any(Category.placeholder, Category.dottedCircle)]), broken])
        return SyllableScanner(alternatives: [(consonant, Kind.consonantSyllable), (broken, Kind.brokenCluster)],
                               fallbackKind: Kind.nonKhmer)
    }()

    /// The split vowels that have no Unicode decomposition, as the Khmer shaper decomposes
    /// them: the pre-base part U+17C1 first, the vowel itself (drawn as its other part) after.
    static func decomposition(of scalar: UInt32) -> (UInt32, UInt32)? {
        switch scalar {
        case 0x17BE, 0x17BF, 0x17C0, 0x17C4, 0x17C5: return (0x17C1, scalar)
        default: return nil
        }
    }

    /// Records each glyph's class.
    static func setCategories(_ buffer: inout GlyphBuffer) {
        for index in 0..<buffer.count {
            buffer.infos[index].shaperCategory = KhmerMyanmarCategoryTable.value(buffer.infos[index].codepoint,
                                                                               in: KhmerMyanmarCategoryTable.khmer)
        }
    }

    /// Finds the syllables (each unsafe to break inside).
    static func findSyllables(_ buffer: inout GlyphBuffer) {
        scanner.findSyllables(&buffer)
    }

    /// Inserts dotted circles in broken clusters (when the font has one: `circle`), then
    /// reorders every syllable and gives its glyphs their basic feature masks. Returns whether
    /// a dotted circle was inserted.
    static func reorder(_ buffer: inout GlyphBuffer, masks: Masks, circle: GlyphID?) -> Bool {
        var inserted = false
        if let circle {
            inserted = SyllableScanner.insertDottedCircles(&buffer, brokenKind: Kind.brokenCluster, category: Category.dottedCircle,
                                                           circle: circle)
        }
        var start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            let kind = buffer.infos[start].syllable & 0x0F
            if kind == Kind.consonantSyllable || kind == Kind.brokenCluster { reorderSyllable(&buffer, start, end, masks: masks) }
            start = end
        }
        return inserted
    }

    /// One syllable: everything after its first glyph may take `blwf`, `abvf` and `pstf`; the
    /// first Coeng + Ro among the first three Coengs moves to the front with `pref` (what follows
    /// it takes `cfar`); a pre-base vowel moves to the front. Clusters merge over what moves.
    static func reorderSyllable(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int, masks: Masks) {
        let postBase = masks.belowBase | masks.aboveBase | masks.postBase
        for index in (start + 1)..<end { buffer.infos[index].mask |= postBase }
        var coengs = 0
        var index = start + 1
        while index < end {
            let category = buffer.infos[index].shaperCategory
            if category == Category.coeng, coengs <= 2, index + 1 < end {
                coengs += 1
                if buffer.infos[index + 1].shaperCategory == Category.ra {
                    buffer.infos[index].mask |= masks.pref
                    buffer.infos[index + 1].mask |= masks.pref
                    buffer.mergeClusters(start, index + 2)
                    move(&buffer, from: index, count: 2, to: start)
                    if masks.conjunctForm != 0 {
                        for after in (index + 2)..<end { buffer.infos[after].mask |= masks.conjunctForm }
                    }
                    coengs = 2
                }
            } else if category == Category.vowelPre {
                buffer.mergeClusters(start, index + 1)
                move(&buffer, from: index, count: 1, to: start)
            }
            index += 1
        }
    }

    /// Moves `count` glyphs at `from` to `to` (before them), shifting the glyphs between.
    static func move(_ buffer: inout GlyphBuffer, from: Int, count: Int, to: Int) {
        guard to < from, from + count <= buffer.count else { return }
        buffer.infos[to..<(from + count)].rotate(toStartAt: from)
    }
}

extension KhmerShaper: ScriptShaping {
    /// The shaper's steps between `GSUB` stages.
    enum Step: UInt8 {
        /// Find syllables.
        case syllables
        /// Dotted circles in broken clusters, reordering, per-syllable masks.
        case reorder
    }

    /// Documentation/Shaping.md, "Khmer": syllables, reordering, then the basic features all
    /// at once within each syllable, then the presentation features.
    static func collectFeatures(_ planner: inout FeaturePlanner, scriptTags: [Tag]) {
        planner.pause(.shaper(Step.syllables.rawValue))
        planner.pause(.shaper(Step.reorder.rawValue))
        planner.add("locl", perSyllable: true)
        planner.add("ccmp", perSyllable: true)
        for tag in basicFeatures { planner.add(tag, global: false, manualJoiners: true, perSyllable: true) }
        planner.pause(.clearSyllables)
        for tag in presentationFeatures { planner.add(tag, manualJoiners: true) }
    }

    /// The Khmer specification requires `clig`; HarfBuzz leaves `liga` off.
    static func overrideFeatures(_ planner: inout FeaturePlanner) {
        planner.add("clig")
        planner.add("liga", value: 0)
    }

    static func makeData(_ context: ShaperPlanContext) -> ShaperData {
        var data = ShaperData()
        let compiled = context.compiled
        data.khmerMasks = Masks(pref: compiled.mask("pref"), belowBase: compiled.mask("blwf"), aboveBase: compiled.mask("abvf"),
                                postBase: compiled.mask("pstf"), conjunctForm: compiled.mask("cfar"))
        return data
    }

    static var shortCircuits: Bool { false }
    static var markZeroing: MarkZeroing { .none }

    /// Split vowels decompose too.
    static func decompose(_ scalar: UInt32) -> (UInt32, UInt32)? {
        decomposition(of: scalar) ?? UnicodeProperties.decompose(scalar)
    }

    /// Nothing composes onto a mark (split vowels stay split).
    static func compose(_ first: UInt32, _ second: UInt32, hasMarkPositioning: Bool) -> UInt32? {
        UnicodeProperties.generalCategory(first).isMark ? nil : UnicodeProperties.compose(first, second)
    }

    static func setupMasks(_ buffer: inout GlyphBuffer, plan: ShapePlan) { setCategories(&buffer) }

    static func pause(_ action: UInt8, _ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) -> GlyphID? {
        switch Step(rawValue: action) {
        case .syllables:
            findSyllables(&buffer)
        case .reorder:
            let circle = face.characterMap.glyph(for: 0x25CC)
            if reorder(&buffer, masks: plan.data.khmerMasks, circle: circle) { return circle }
        case nil:
            break
        }
        return nil
    }
}
