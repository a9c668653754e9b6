// Which lookups apply to a run, in which order and to which glyphs: features chosen by script
// and language system, merged and turned into lookup lists with glyph masks, as HarfBuzz's
// shape plan (hb-ot-map) builds them. Rules: Documentation/Shaping.md.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#scripts-and-languages

import TypesetFont

/// The lookups a run is shaped with, chosen once per face, script, language, direction and
/// feature settings, and reused for every run with the same ones.
public struct ShapePlan: Sendable {
    /// One lookup to apply, with the glyph mask that selects where.
    struct PlannedLookup: Sendable, Hashable {
        var index: Int
        var mask: UInt32
        var autoZWJ: Bool
        var autoZWNJ: Bool
        var random: Bool
        /// Matches only inside the syllable of the glyph it starts at (the syllabic shapers'
        /// per-syllable features; `GSUB` only).
        var perSyllable = false
    }

    /// What a syllabic shaper does between two `GSUB` stages (HarfBuzz's pauses).
    enum PauseAction: Sendable, Hashable {
        /// Khmer: find syllables.
        case khmerSyllables
        /// Khmer: dotted circles in broken clusters, reordering, per-syllable masks.
        case khmerReorder
        /// Myanmar: find syllables.
        case myanmarSyllables
        /// Myanmar: dotted circles in broken clusters, reordering.
        case myanmarReorder
        /// Indic: find syllables.
        case indicSyllables
        /// Indic: consonant positions, dotted circles in broken clusters, initial reordering,
        /// per-syllable masks.
        case indicInitialReordering
        /// Indic: final reordering (pre-base matras, reph, pre-base forms, `init`).
        case indicFinalReordering
        /// The USE: find clusters, their `rphf` masks and topographical forms.
        case universalClusters
        /// The USE, after the default glyph pre-processing group: substitutions forgotten.
        case universalDefaultGroup
        /// The USE, after `rphf`: the repha recorded.
        case universalRepha
        /// The USE, after `pref`: the pre-base glyph recorded.
        case universalPreBase
        /// The USE, after the basic features: dotted circles, reordering; clusters cleared.
        case universalReorder
        /// Syllables are no longer needed (later lookups are not held to them).
        case clearSyllables
    }

    /// What the Universal Shaping Engine needs of the plan besides its pauses (Documentation/
    /// Shaping.md, "The Universal Shaping Engine"): its masks and how the script joins.
    struct UniversalSettings: Sendable {
        var rphfMask: UInt32
        /// `isol`, `init`, `medi`, `fina` (0 when the font lacks one).
        var topographicalMasks: [UInt32]
        /// Whether the script joins like Arabic (its forms come from the joining state machine).
        var joins: Bool
        /// The run's script tag (the vowel constraints of that script apply).
        var scriptTag: Tag?
    }

    /// The `GSUB` lookups, in stages (lookups ordered by index inside a stage).
    let substitutionStages: [[PlannedLookup]]
    /// The `GPOS` lookups, ordered by index.
    let positioningLookups: [PlannedLookup]
    /// The mask every glyph starts with (the global features at their default values).
    let globalMask: UInt32
    /// Features set on part of the run: mask, value already shifted into it, scalar range.
    let rangedFeatures: [(mask: UInt32, value: UInt32, start: Int, end: Int)]
    /// The mask of `kern` (for the legacy `kern` table) and whether that table applies.
    let kernMask: UInt32
    let appliesKernTable: Bool
    /// Masks of the automatic fraction features (0 when the font lacks them).
    let fractionMasks: (numerator: UInt32, denominator: UInt32, fraction: UInt32)
    /// Mask of `rtlm` (mirrored forms).
    let mirrorMask: UInt32
    /// Mask of `ljmo`, `vjmo`, `tjmo` (Hangul), by ``HangulShaper`` category.
    let jamoMasks: [UInt32]
    /// Mask of `calt` (cleared on Hangul jamo).
    let contextualAlternatesMask: UInt32
    /// Masks of the Arabic positional features, by ``ArabicShaper/Action`` (`isol`, `fina`,
    /// `fin2`, `fin3`, `medi`, `med2`, `init`; 0 when the font lacks one).
    let joiningMasks: [UInt32]
    /// The `GSUB` stage after which the Arabic shaper looks for the pieces `stch` made (`nil`:
    /// no `stch` in the font, or not the Arabic shaper).
    let stretchStage: Int?
    /// The pauses: after `GSUB` stage `stage`, the shaper's `action`.
    let pauses: [(stage: Int, action: PauseAction)]
    /// Masks of the Khmer basic features the reordering gives glyphs (`pref`, `blwf`, `abvf`,
    /// `pstf`, `cfar`; 0 when the font lacks one).
    let khmerMasks: KhmerShaper.Masks
    /// The Universal Shaping Engine's masks and joining (`nil` for other shapers).
    let universal: UniversalSettings?
    /// Whether Mongolian free variation selectors take the joining form of the letter before.
    let copiesJoiningToVariationSelectors: Bool
    /// Whether the font positions marks with a `mark` feature (the Hebrew shaper composes
    /// presentation forms only for fonts that do not).
    let hasMarkPositioning: Bool
    /// Whether runs may be shaped word by word (split after spaces) with the same result:
    /// no lookup of the plan involves the space glyph, and the run is not shaped right to
    /// left (its words would come out in the opposite order).
    public let isSeparableAtSpaces: Bool
    /// The Indic shaper's data (`nil` for other shapers).
    let indic: IndicPlan?
    /// The direction the plan was made for.
    public let direction: TextDirection
    /// The direction the run's script is written in (`nil`: either way).
    let nativeDirection: TextDirection?
    /// The script shaper the run goes through.
    public let shaper: ScriptShaper
    /// The script and language system tags chosen in `GSUB` and in `GPOS` (`nil` when the
    /// table is absent or has no usable script).
    public let substitutionScript: Tag?, positioningScript: Tag?
    public let substitutionLanguage: Tag?, positioningLanguage: Tag?

    /// The default horizontal features, in the order HarfBuzz adds them (after `rvrn` and the
    /// direction features); `*` marks features whose lookups ignore ZWJ/ZWNJ only on request.
    static let commonFeatures: [(Tag, manualJoiners: Bool)] = [
        ("abvm", false), ("blwm", false), ("ccmp", false), ("locl", false), ("mark", true), ("mkmk", true), ("rlig", false),
    ]
    static let horizontalFeatures: [Tag] = ["calt", "clig", "curs", "dist", "kern", "liga", "rclt"]
    /// The value that asks `rand` for a random alternate.
    static let maximumValue: UInt32 = 255

    struct Request {
        var tag: Tag
        var isGlobal: Bool
        var maxValue: UInt32
        var defaultValue: UInt32
        var stage: Int
        var manualZWJ = false
        var manualZWNJ = false
        var hasFallback = false
        var random = false
        var perSyllable = false
        var sequence = 0
    }

    /// Plans shaping `face` for a run.
    ///
    /// - Parameters:
    ///   - scriptTags: OpenType script tags in order of preference (`DFLT`, `dflt` and `latn`
    ///     are tried after them).
    ///   - languageTags: OpenType language system tags in order of preference (the script's
    ///     `dflt` language system, then its default one, after them).
    ///   - features: the style's settings, applied after the defaults (a later setting of a
    ///     feature overrides an earlier one).
    public init(face: ShapingFont, scriptTags: [Tag], languageTags: [Tag] = [], direction: TextDirection = .leftToRight,
                features: [FeatureSetting] = []) {
        self.direction = direction
        // Without a script (Common text), left to right, as HarfBuzz takes it.
        if let first = scriptTags.first {
            nativeDirection = TextDirection.horizontal(ofScriptTag: first)
        } else {
            nativeDirection = .leftToRight
        }
        let tables: [LayoutTable?] = [face.substitutions, face.positionings]
        // At an instance of a variable face, FeatureVariations replace some feature tables.
        let coordinates = face.face.normalizedCoordinates
        let alternates: [[Int: Feature]] = tables.map { $0?.featureSubstitutions(at: coordinates) ?? [:] }
        func feature(_ position: Int, _ index: Int) -> Feature? {
            if let alternate = alternates[position][index] { return alternate }
            return try? tables[position]?.features.feature(at: index)
        }
        // HarfBuzz looks for an Indic script's third-version tag (`dev3`, ...) first: a font
        // with one is shaped by the USE.
        var searchTags = scriptTags
        if let first = scriptTags.first, first.rawValue & 0xFF == 0x32, IndicScriptRules(scriptTag: first) != nil {
            searchTags.insert(Tag(rawValue: (first.rawValue & ~0xFF) | 0x33), at: 0)
        }
        var chosenScripts: [Tag?] = [nil, nil], chosenLanguages: [Tag?] = [nil, nil]
        var languageSystems: [LanguageSystem?] = [nil, nil]
        for (position, table) in tables.enumerated() {
            guard let table else { continue }
            guard let (script, scriptTag) = ShapePlan.selectScript(table, searchTags) else { continue }
            chosenScripts[position] = scriptTag
            let (system, languageTag) = ShapePlan.selectLanguage(script, languageTags)
            languageSystems[position] = system
            chosenLanguages[position] = languageTag
        }
        substitutionScript = chosenScripts[0]
        positioningScript = chosenScripts[1]
        substitutionLanguage = chosenLanguages[0]
        positioningLanguage = chosenLanguages[1]

        let shaper = ScriptShaper(scriptTags: scriptTags, substitutionScript: chosenScripts[0])
        self.shaper = shaper
        var requests: [Request] = []
        var stage = 0
        var stretchRequestStage = 0
        var pauses: [(stage: Int, action: PauseAction)] = []
        func add(_ tag: Tag, global: Bool = true, value: UInt32 = 1, manualJoiners: Bool = false, manualZWJ: Bool = false,
                 fallback: Bool = false, random: Bool = false, perSyllable: Bool = false) {
            requests.append(Request(tag: tag, isGlobal: global, maxValue: value, defaultValue: global ? value : 0, stage: stage,
                                    manualZWJ: manualJoiners || manualZWJ, manualZWNJ: manualJoiners, hasFallback: fallback,
                                    random: random, perSyllable: perSyllable, sequence: requests.count))
        }
        /// Ends the current stage with `action` after it.
        func pause(_ action: PauseAction? = nil) {
            if let action { pauses.append((stage, action)) }
            stage += 1
        }
        add("rvrn")
        stage = 1
        switch direction {
        case .leftToRight:
            add("ltra")
            add("ltrm")
        case .rightToLeft:
            add("rtla")
            add("rtlm", global: false)
        }
        add("frac", global: false)
        add("numr", global: false)
        add("dnom", global: false)
        add("rand", value: ShapePlan.maximumValue, random: true)
        add("trak", fallback: true)
        add("Harf")
        add("HARF")
        if shaper == .hangul {
            add("ljmo", global: false)
            add("vjmo", global: false)
            add("tjmo", global: false)
        }
        var indicFeatureStages: [Tag: Int] = [:]
        if shaper == .indic {
            // Documentation/Shaping.md, "Indic": syllables found after the stage above, `locl`
            // and `ccmp` per syllable, initial reordering, the basic features one stage each,
            // final reordering, then the presentation features with the defaults (syllables
            // cleared after every `GSUB` feature, below).
            pause(.indicSyllables)
            add("locl", perSyllable: true)
            add("ccmp", perSyllable: true)
            pause(.indicInitialReordering)
            for (tag, isGlobal) in IndicPlan.basicFeatures {
                indicFeatureStages[tag] = stage
                add(tag, global: isGlobal, manualJoiners: true, perSyllable: true)
                pause()
            }
            pause(.indicFinalReordering)
            for (tag, isGlobal) in IndicPlan.presentationFeatures { add(tag, global: isGlobal, manualJoiners: true, perSyllable: true) }
        }
        if shaper == .universal {
            // Documentation/Shaping.md, "The Universal Shaping Engine": clusters are found after
            // this stage; then each group in its stage, the first ones limited to a cluster.
            pause(.universalClusters)
            add("locl", perSyllable: true)
            add("ccmp", perSyllable: true)
            add("nukt", perSyllable: true)
            add("akhn", manualZWJ: true, perSyllable: true)
            pause(.universalDefaultGroup)
            add("rphf", global: false, manualZWJ: true, perSyllable: true)
            pause(.universalRepha)
            add("pref", manualZWJ: true, perSyllable: true)
            pause(.universalPreBase)
            for tag: Tag in ["rkrf", "abvf", "blwf", "half", "pstf", "vatu", "cjct"] { add(tag, manualZWJ: true, perSyllable: true) }
            pause(.universalReorder)
            for tag: Tag in ["isol", "init", "medi", "fina"] { add(tag, global: false) }
            pause()
            for tag: Tag in ["abvs", "blws", "haln", "pres", "psts"] { add(tag, manualZWJ: true) }
        }
        if shaper == .khmer {
            // Documentation/Shaping.md, "Khmer": syllables, reordering, then the basic features
            // all at once within each syllable, then the presentation features.
            pause(.khmerSyllables)
            pause(.khmerReorder)
            add("locl", perSyllable: true)
            add("ccmp", perSyllable: true)
            for tag in KhmerShaper.basicFeatures { add(tag, global: false, manualJoiners: true, perSyllable: true) }
            pause(.clearSyllables)
            for tag in KhmerShaper.presentationFeatures { add(tag, manualJoiners: true) }
        }
        if shaper == .myanmar {
            // Documentation/Shaping.md, "Myanmar": syllables, `locl` and `ccmp`, reordering, the
            // basic features one stage each within each syllable, then the presentation features.
            pause(.myanmarSyllables)
            add("locl", perSyllable: true)
            add("ccmp", perSyllable: true)
            pause(.myanmarReorder)
            for tag in MyanmarShaper.basicFeatures {
                add(tag, manualZWJ: true, perSyllable: true)
                pause()
            }
            pause(.clearSyllables)
            for tag in MyanmarShaper.presentationFeatures { add(tag, manualZWJ: true) }
        }
        if shaper == .arabic {
            // Documentation/Shaping.md, "Arabic": each positional feature in its own stage.
            let isArabic = scriptTags.first == "arab"
            add("stch")
            stretchRequestStage = stage
            stage += 1
            add("ccmp", manualZWJ: true)
            add("locl", manualZWJ: true)
            stage += 1
            for tag in ArabicShaper.positionalFeatures {
                add(tag, global: false, fallback: isArabic && !ArabicShaper.isSyriacFeature(tag))
                stage += 1
            }
            add("rlig", manualZWJ: true, fallback: true)
            if isArabic { stage += 1 }
            add("rclt", manualZWJ: true)
            add("calt", manualZWJ: true)
            stage += 1
            add("mset")
        }
        add("Buzz")
        add("BUZZ")
        for (tag, manual) in ShapePlan.commonFeatures { add(tag, manualJoiners: manual) }
        for tag in ShapePlan.horizontalFeatures { add(tag, fallback: tag == "kern") }
        // Hangul runs apply `calt` to syllables and other characters, never to conjoining jamo:
        // added once more as a ranged feature so it has a mask bit of its own to clear there.
        if shaper == .hangul { add("calt", global: false) }
        if shaper == .khmer {
            // The Khmer specification requires `clig`; HarfBuzz leaves `liga` off.
            add("clig")
            add("liga", value: 0)
        }
        for setting in features {
            add(setting.tag, global: setting.isGlobal, value: setting.value)
        }
        // The Indic shaper turns `liga` off, whatever the style asks.
        if shaper == .indic {
            add("liga", value: 0)
            pause(.clearSyllables)
        }

        // Sort by tag (stable) and merge repeated features: a later global setting replaces the
        // value; a ranged one keeps the default and widens the value range.
        requests.sort { ($0.tag, $0.sequence) < ($1.tag, $1.sequence) }
        var merged: [Request] = []
        for request in requests {
            guard var last = merged.last, last.tag == request.tag else {
                merged.append(request)
                continue
            }
            if request.isGlobal {
                last.isGlobal = true
                last.maxValue = request.maxValue
                last.defaultValue = request.defaultValue
            } else {
                last.isGlobal = false
                last.maxValue = max(last.maxValue, request.maxValue)
            }
            last.hasFallback = last.hasFallback || request.hasFallback
            // Other flags (joiners, per cluster) are the first request's, as HarfBuzz keeps them.
            last.stage = min(last.stage, request.stage)
            merged[merged.count - 1] = last
        }

        // Allocate mask bits (bit 0 is shared by every global on/off feature) and collect lookups.
        var global: UInt32 = 1
        var nextBit = 1
        var stages: [[[PlannedLookup]]] = [Array(repeating: [], count: stage + 1), [[]]]
        var ranged: [(UInt32, UInt32, Int, Int)] = []
        var masks: [Tag: (mask: UInt32, shift: Int)] = [:]
        for request in merged {
            guard request.maxValue > 0 else { continue }
            let bits = (request.isGlobal && request.maxValue == 1) ? 0 : min(8, 32 - (request.maxValue.leadingZeroBitCount))
            guard nextBit + bits <= 32 else { continue }
            var featureIndices: [Int?] = [nil, nil]
            for position in 0..<2 {
                guard let table = tables[position], let system = languageSystems[position] else { continue }
                for index in system.featureIndices where table.features.tag(at: Int(index)) == request.tag {
                    featureIndices[position] = Int(index)
                    break
                }
            }
            let found = featureIndices[0] != nil || featureIndices[1] != nil
            guard found || request.hasFallback else { continue }
            let mask: UInt32, shift: Int
            if bits == 0 {
                mask = 1
                shift = 0
            } else {
                shift = nextBit
                mask = UInt32(truncatingIfNeeded: ((UInt64(1) << UInt64(bits)) - 1) << UInt64(shift))
                nextBit += bits
            }
            masks[request.tag] = (mask, shift)
            global |= (request.defaultValue << UInt32(shift)) & mask
            for position in 0..<2 {
                guard let featureIndex = featureIndices[position], let table = tables[position],
                      let feature = feature(position, featureIndex) else { continue }
                let stageIndex = position == 0 ? request.stage : 0
                for lookup in feature.lookupIndices where Int(lookup) < table.lookups.count {
                    stages[position][stageIndex].append(PlannedLookup(index: Int(lookup), mask: mask, autoZWJ: !request.manualZWJ,
                                                                      autoZWNJ: !request.manualZWNJ, random: request.random,
                                                                      perSyllable: position == 0 && request.perSyllable))
                }
            }
        }
        for setting in features where !setting.isGlobal {
            guard let (mask, shift) = masks[setting.tag] else { continue }
            ranged.append((mask, (setting.value << UInt32(shift)) & mask, setting.start, setting.end))
        }
        // The required feature of each language system: every glyph, first stage.
        for position in 0..<2 {
            guard let table = tables[position], let system = languageSystems[position],
                  let required = system.requiredFeatureIndex, let feature = feature(position, required) else { continue }
            for lookup in feature.lookupIndices where Int(lookup) < table.lookups.count {
                stages[position][0].append(PlannedLookup(index: Int(lookup), mask: global, autoZWJ: true, autoZWNJ: true, random: false))
            }
        }
        func ordered(_ lookups: [PlannedLookup]) -> [PlannedLookup] {
            var sorted = lookups.sorted { $0.index < $1.index }
            var result: [PlannedLookup] = []
            result.reserveCapacity(sorted.count)
            for lookup in sorted {
                if var last = result.last, last.index == lookup.index {
                    last.mask |= lookup.mask
                    last.autoZWJ = last.autoZWJ && lookup.autoZWJ
                    last.autoZWNJ = last.autoZWNJ && lookup.autoZWNJ
                    last.random = last.random || lookup.random
                    last.perSyllable = last.perSyllable && lookup.perSyllable
                    result[result.count - 1] = last
                } else {
                    result.append(lookup)
                }
            }
            sorted.removeAll()
            return result
        }
        substitutionStages = stages[0].map(ordered)
        positioningLookups = ordered(stages[1][0])
        globalMask = global
        rangedFeatures = ranged.map { (mask: $0.0, value: $0.1, start: $0.2, end: $0.3) }
        kernMask = masks["kern"]?.mask ?? 0
        // The legacy `kern` table: for the default, Arabic and Hebrew shapers only (HarfBuzz
        // keeps it out of the others: their scripts space with `dist`).
        let keepsKernTable = shaper == .standard || shaper == .arabic || shaper == .hebrew
        appliesKernTable = keepsKernTable && face.kernTable != nil && (face.positionings == nil || !face.gposHasKern) && kernMask != 0
        fractionMasks = (masks["numr"]?.mask ?? 0, masks["dnom"]?.mask ?? 0, masks["frac"]?.mask ?? 0)
        mirrorMask = masks["rtlm"]?.mask ?? 0
        jamoMasks = [0, masks["ljmo"]?.mask ?? 0, masks["vjmo"]?.mask ?? 0, masks["tjmo"]?.mask ?? 0]
        contextualAlternatesMask = masks["calt"]?.mask ?? 0
        joiningMasks = ArabicShaper.positionalFeatures.map { masks[$0]?.mask ?? 0 }
        hasMarkPositioning = masks["mark"] != nil
        stretchStage = shaper == .arabic && masks["stch"] != nil ? stretchRequestStage : nil
        self.pauses = pauses
        khmerMasks = KhmerShaper.Masks(pref: masks["pref"]?.mask ?? 0, belowBase: masks["blwf"]?.mask ?? 0,
                                       aboveBase: masks["abvf"]?.mask ?? 0, postBase: masks["pstf"]?.mask ?? 0,
                                       conjunctForm: masks["cfar"]?.mask ?? 0)
        if shaper == .indic, let first = scriptTags.first, let rules = IndicScriptRules(scriptTag: first) {
            let stagesOfGSUB = substitutionStages
            func lookups(_ tag: Tag) -> [Int] {
                guard masks[tag] != nil, let stage = indicFeatureStages[tag], stage < stagesOfGSUB.count else { return [] }
                return stagesOfGSUB[stage].map(\.index)
            }
            indic = IndicPlan(face: face, rules: rules, substitutionScript: chosenScripts[0],
                              masks: IndicPlan.Masks(reph: masks["rphf"]?.mask ?? 0, preBase: masks["pref"]?.mask ?? 0,
                                                     belowBase: masks["blwf"]?.mask ?? 0, aboveBase: masks["abvf"]?.mask ?? 0,
                                                     half: masks["half"]?.mask ?? 0, postBase: masks["pstf"]?.mask ?? 0,
                                                     initial: masks["init"]?.mask ?? 0),
                              reph: lookups("rphf"), preBase: lookups("pref"), belowBase: lookups("blwf"),
                              postBase: lookups("pstf"), vattu: lookups("vatu"))
        } else {
            indic = nil
        }
        let joinsLikeArabic = scriptTags.first.map { UniversalShaper.joiningTags.contains($0) } ?? false
        if shaper == .universal {
            universal = UniversalSettings(rphfMask: masks["rphf"]?.mask ?? 0,
                                          topographicalMasks: ["isol", "init", "medi", "fina"].map { masks[$0]?.mask ?? 0 },
                                          joins: joinsLikeArabic, scriptTag: scriptTags.first)
        } else {
            universal = nil
        }
        copiesJoiningToVariationSelectors = shaper == .universal && scriptTags.first == "mong"
        // Shaped right to left (asked for, or the script's own direction), words come out in
        // reverse order: joining them in text order would not give the run's glyphs.
        let shapedBackward = direction == .rightToLeft || nativeDirection == .rightToLeft
        // The USE gives clusters of scripts that do not join like Arabic one topographical form
        // from their neighbours, a space's cluster included: words shaped apart would differ.
        let chainsClusters = universal.map { !$0.joins && $0.topographicalMasks.contains { $0 != 0 } } ?? false
        if !shapedBackward, !chainsClusters, let space = face.characterMap.glyph(for: 0x20) {
            let substitution = substitutionStages.flatMap { $0.map(\.index) }
            isSeparableAtSpaces = !appliesKernTable
                && !ShapePlan.lookupsInvolve(space, face: face, substitution: substitution, positioning: positioningLookups.map(\.index))
        } else {
            isSeparableAtSpaces = false
        }
    }

    /// The script shaper for a run.
    public enum ScriptShaper: Sendable, Hashable {
        /// Scripts without a shaper of their own (Latin, Greek, Cyrillic, CJK, ...).
        case standard
        /// Hangul: syllable composition and jamo features.
        case hangul
        /// Arabic and Syriac: joining forms, positional features in stages, mark reordering.
        case arabic
        /// Hebrew: point reordering, presentation forms for fonts without mark positioning.
        case hebrew
        /// The Universal Shaping Engine (Tibetan, Sinhala, Javanese, Balinese, Tai Tham, ...; and
        /// with the Arabic joining forms Mongolian, N'Ko, Phags-pa, Adlam, ...): clusters,
        /// per-cluster features, repha and pre-base reordering, dotted circles.
        case universal
        /// Thai and Lao: SARA AM decomposed, its NIKHAHIT in front of the marks above the base.
        case thai
        /// Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam:
        /// syllables, reordering, the basic and presentation features per syllable.
        case indic
        /// Khmer: syllables, split vowels decomposed, Coeng Ro and pre-base vowels reordered,
        /// per-syllable feature masks.
        case khmer
        /// Myanmar (fonts with a `mym2` script): syllables, kinzi, medial Ra and pre-base
        /// vowels reordered, basic features one at a time.
        case myanmar
        /// Myanmar in the Zawgyi encoding (HarfBuzz's private script `Qaag`, tag `qaag`): no normalization,
        /// no mark advances zeroed, no script features.
        case zawgyi

        /// Whether normalization composes characters (not Hangul, whose jamo the shaper
        /// composes, nor Zawgyi, which is not normalized).
        var composes: Bool { self != .hangul && self != .zawgyi }

        /// Whether normalization keeps a character the font has without trying its decomposition
        /// (HarfBuzz's short circuit; the syllabic shapers decompose whatever the font can draw
        /// decomposed).
        var shortCircuits: Bool { self != .khmer && self != .myanmar && self != .indic && self != .universal }

        /// When mark advances are zeroed: before `GPOS` (HarfBuzz's "by GDEF, early"), after it
        /// (the default), or never (the marks keep their advances).
        enum MarkZeroing { case early, late, none }

        var markZeroing: MarkZeroing {
            switch self {
            case .myanmar, .universal: return .early
            case .hangul, .indic, .khmer, .zawgyi: return .none
            default: return .late
            }
        }

        /// Whether `tag` is an Indic script's third-version tag (`dev3`, `bng3`, ...), which
        /// HarfBuzz looks for before the second version and shapes with the USE.
        static func isThirdVersionIndic(_ tag: Tag) -> Bool {
            tag.rawValue & 0xFF == 0x33 && IndicScriptRules(scriptTag: Tag(rawValue: (tag.rawValue & ~0xFF) | 0x32)) != nil
        }

        /// The shaper HarfBuzz picks for the run's script (the first of `scriptTags`) and the
        /// `GSUB` script chosen for it: Syriac takes the Arabic shaper unless the font has
        /// only a `DFLT` script for it.
        init(scriptTags: [Tag], substitutionScript: Tag?) {
            switch scriptTags.first {
            case "hang": self = .hangul
            case "arab": self = .arabic
            case "syrc": self = substitutionScript == "DFLT" ? .standard : .arabic
            case "hebr": self = .hebrew
            case "thai", "lao ": self = .thai
            // An Indic font with a third-version tag (`dev3`, ...) is shaped by the USE, any other
            // by the Indic shaper (HarfBuzz's choice by the `GSUB` script found).
            case let tag? where IndicScriptRules(scriptTag: tag) != nil:
                if substitutionScript.map({ ScriptShaper.isThirdVersionIndic($0) }) == true {
                    self = .universal
                } else {
                    self = substitutionScript == "DFLT" || substitutionScript == "latn" ? .standard : .indic
                }
            case "khmr": self = .khmer
            // Only the `mym2` script gets the Myanmar shaper: fonts made for the older `mymr`
            // (or with no Myanmar script) get the default one, as in HarfBuzz.
            case "mym2": self = substitutionScript == "DFLT" || substitutionScript == "latn" || substitutionScript == "mymr" ? .standard : .myanmar
            case "qaag": self = .zawgyi
            case let tag? where UniversalShaper.scriptTags.contains(tag):
                self = substitutionScript == "DFLT" || substitutionScript == "latn" ? .standard : .universal
            default: self = .standard
            }
        }
    }

    /// The script of `table` for the first of `tags` it has, else `DFLT`, `dflt` or `latn`.
    static func selectScript(_ table: LayoutTable, _ tags: [Tag]) -> (Script, Tag)? {
        for tag in tags + ["DFLT", "dflt", "latn"] {
            if let index = table.scripts.index(of: tag), let script = try? table.scripts.script(at: index) { return (script, tag) }
        }
        return nil
    }

    /// The language system of `script` for the first of `tags` it has, else its `dflt` one,
    /// else its default one.
    static func selectLanguage(_ script: Script, _ tags: [Tag]) -> (LanguageSystem?, Tag?) {
        for tag in tags + ["dflt"] {
            if let system = try? script.languageSystem(tag) { return (system, tag) }
        }
        return ((try? script.defaultLanguageSystem()) ?? nil, nil)
    }
}
