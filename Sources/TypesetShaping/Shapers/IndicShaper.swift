// The Indic shaper (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada,
// Malayalam): characters classified, syllables found, dotted circles for broken clusters, the
// base consonant found and the syllable reordered before the basic features (initial
// reordering), matras, reph and pre-base forms moved after them (final reordering), each
// feature with its per-syllable mask. The steps and their order are the script development
// specifications' as HarfBuzz's Indic shaper implements them (Documentation/Shaping.md, "Indic").
// https://learn.microsoft.com/en-us/typography/script-development/devanagari#shaping-engine

import TypesetFont

enum IndicShaper {
    typealias Category = IndicCategory
    typealias Position = IndicPosition

    // MARK: Before GSUB

    /// Preprocessing of the characters (before normalization): the vowel-letter constraints.
    static func preprocess(_ buffer: inout GlyphBuffer) {
        IndicVowelConstraints.apply(&buffer)
    }

    /// Whether the Indic shaper leaves `scalar` composed (normalization would decompose it):
    /// Devanagari RRA, Bengali RRA and RHA, Tamil AU.
    static func keepsComposed(_ scalar: UInt32) -> Bool {
        scalar == 0x0931 || scalar == 0x09DC || scalar == 0x09DD || scalar == 0x0B94
    }

    /// The composition the Indic shaper recomposes: none onto a mark (split matras stay split),
    /// Bengali YA + NUKTA as YYA (a composition exclusion in Unicode), else Unicode's.
    static func compose(_ first: UInt32, _ second: UInt32) -> UInt32? {
        if UnicodeProperties.generalCategory(first).isMark { return nil }
        if first == 0x09AF, second == 0x09BC { return 0x09DF }
        return UnicodeProperties.compose(first, second)
    }

    /// Records each character's category and position (after normalization).
    static func setProperties(_ buffer: inout GlyphBuffer) {
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            for index in infos.indices {
                let (category, position) = indicProperties(infos[index].codepoint)
                infos[index].shaperCategory = category
                infos[index].shaperPosition = position
                infos[index].syllable = 0
            }
        }
    }

    // MARK: Pauses between GSUB stages

    /// After the first stages: the syllables, each unsafe to break inside.
    static func findSyllables(_ buffer: inout GlyphBuffer) -> Bool {
        let broken = IndicSyllables.find(&buffer)
        var start = 0
        while start < buffer.count {
            let end = IndicSyllables.end(of: start, in: buffer.infos)
            buffer.unsafeToBreak(start, end)
            start = end
        }
        return broken
    }

    // MARK: Helpers

    /// Whether the glyph's category is one of `set` (never for a glyph a ligature made).
    @inline(__always)
    static func isOne(of set: UInt32, _ info: GlyphInfo) -> Bool {
        !info.isLigated && info.shaperCategory < 32 && (UInt32(1) << UInt32(info.shaperCategory)) & set != 0
    }

    @inline(__always) static func isConsonant(_ info: GlyphInfo) -> Bool { isOne(of: Category.consonants, info) }
    @inline(__always) static func isJoiner(_ info: GlyphInfo) -> Bool { isOne(of: Category.joiners, info) }
    @inline(__always) static func isHalant(_ info: GlyphInfo) -> Bool { isOne(of: Category.halant.bit, info) }
    @inline(__always) static func has(_ info: GlyphInfo, _ category: Category) -> Bool { info.shaperCategory == category.rawValue }
    @inline(__always) static func position(_ info: GlyphInfo) -> UInt8 { info.shaperPosition }

    /// Moves the glyph at `from` to `to`, shifting the glyphs between.
    @inline(__always)
    static func move(_ buffer: inout GlyphBuffer, from: Int, to: Int) {
        guard from != to else { return }
        let moved = buffer.infos[from]
        if from < to {
            for k in from..<to { buffer.infos[k] = buffer.infos[k + 1] }
        } else {
            for k in stride(from: from, to: to, by: -1) { buffer.infos[k] = buffer.infos[k - 1] }
        }
        buffer.infos[to] = moved
    }
}

/// One to three glyphs to ask "would this substitute?" about, without an array.
struct GlyphSequenceProbe {
    let count: Int
    let first: GlyphID, second: GlyphID, third: GlyphID

    init(_ first: GlyphID, _ second: GlyphID) {
        count = 2
        self.first = first
        self.second = second
        third = .notdef
    }

    init(_ first: GlyphID, _ second: GlyphID, _ third: GlyphID) {
        count = 3
        self.first = first
        self.second = second
        self.third = third
    }

    subscript(index: Int) -> GlyphID { index == 0 ? first : index == 1 ? second : third }
}

extension IndicShaper: ScriptShaping {
    /// The shaper's steps between `GSUB` stages.
    enum Step: UInt8 {
        /// Find syllables.
        case syllables
        /// Consonant positions, dotted circles in broken clusters, initial reordering,
        /// per-syllable masks.
        case initialReordering
        /// Final reordering (pre-base matras, reph, pre-base forms, `init`).
        case finalReordering
    }

    /// Documentation/Shaping.md, "Indic": syllables found after the leading stage, `locl` and
    /// `ccmp` per syllable, initial reordering, the basic features one stage each, final
    /// reordering, then the presentation features with the defaults (syllables cleared after
    /// every `GSUB` feature, ``finishFeatures(_:)``).
    static func collectFeatures(_ planner: inout FeaturePlanner, scriptTags: [Tag]) {
        planner.pause(.shaper(Step.syllables.rawValue))
        planner.add("locl", perSyllable: true)
        planner.add("ccmp", perSyllable: true)
        planner.pause(.shaper(Step.initialReordering.rawValue))
        for (tag, isGlobal) in IndicPlan.basicFeatures {
            planner.recordStage(of: tag)
            planner.add(tag, global: isGlobal, manualJoiners: true, perSyllable: true)
            planner.pause()
        }
        planner.pause(.shaper(Step.finalReordering.rawValue))
        for (tag, isGlobal) in IndicPlan.presentationFeatures {
            planner.add(tag, global: isGlobal, manualJoiners: true, perSyllable: true)
        }
    }

    /// The shaper turns `liga` off, whatever the style asks.
    static func finishFeatures(_ planner: inout FeaturePlanner) {
        planner.add("liga", value: 0)
        planner.pause(.clearSyllables)
    }

    static func makeData(_ context: ShaperPlanContext) -> ShaperData {
        var data = ShaperData()
        guard let first = context.scriptTags.first, let rules = IndicScriptRules(scriptTag: first) else { return data }
        let compiled = context.compiled
        data.indic = IndicPlan(face: context.face, rules: rules, substitutionScript: context.substitutionScript,
                               masks: IndicPlan.Masks(reph: compiled.mask("rphf"), preBase: compiled.mask("pref"),
                                                      belowBase: compiled.mask("blwf"), aboveBase: compiled.mask("abvf"),
                                                      half: compiled.mask("half"), postBase: compiled.mask("pstf"),
                                                      initial: compiled.mask("init")),
                               reph: context.lookups(ofRecorded: "rphf"), preBase: context.lookups(ofRecorded: "pref"),
                               belowBase: context.lookups(ofRecorded: "blwf"), postBase: context.lookups(ofRecorded: "pstf"),
                               vattu: context.lookups(ofRecorded: "vatu"))
        return data
    }

    static var shortCircuits: Bool { false }
    static var markZeroing: MarkZeroing { .none }

    /// Devanagari RRA, Bengali RRA and RHA, Tamil AU stay composed.
    static func decompose(_ scalar: UInt32) -> (UInt32, UInt32)? {
        keepsComposed(scalar) ? nil : UnicodeProperties.decompose(scalar)
    }

    static func compose(_ first: UInt32, _ second: UInt32, hasMarkPositioning: Bool) -> UInt32? { compose(first, second) }

    static func preprocessText(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) { preprocess(&buffer) }

    static func setupMasks(_ buffer: inout GlyphBuffer, plan: ShapePlan) { setProperties(&buffer) }

    static func pause(_ action: UInt8, _ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) -> GlyphID? {
        switch Step(rawValue: action) {
        case .syllables:
            _ = findSyllables(&buffer)
        case .initialReordering:
            guard let indic = plan.data.indic else { break }
            let hasBroken = buffer.infos.contains { $0.syllable & 0x0F == IndicSyllableKind.broken.rawValue }
            return IndicInitialReordering.apply(&buffer, plan: indic, face: face, hasBroken: hasBroken)
        case .finalReordering:
            if let indic = plan.data.indic { IndicFinalReordering.apply(&buffer, plan: indic) }
        case nil:
            break
        }
        return nil
    }
}
