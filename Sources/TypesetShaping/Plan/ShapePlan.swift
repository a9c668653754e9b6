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

    /// What is done between two `GSUB` stages (HarfBuzz's pauses).
    enum PauseAction: Sendable, Hashable {
        /// Syllables are no longer needed (later lookups are not held to them).
        case clearSyllables
        /// The script shaper's own step (``ScriptShaping/pause(_:_:face:plan:)``).
        case shaper(UInt8)
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
    /// The pauses: after `GSUB` stage `stage`, the action.
    let pauses: [(stage: Int, action: PauseAction)]
    /// The script shaper's part of the plan.
    let data: ShaperData
    /// Whether the font positions marks with a `mark` feature (the Hebrew shaper composes
    /// presentation forms only for fonts that do not).
    let hasMarkPositioning: Bool
    /// Whether runs may be shaped word by word (split after spaces) with the same result:
    /// no lookup of the plan involves the space glyph, and the run is not shaped right to
    /// left (its words would come out in the opposite order).
    public let isSeparableAtSpaces: Bool
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
        let implementation = shaper.implementation
        var planner = FeaturePlanner()
        planner.addLeadingFeatures(direction: direction)
        implementation.collectFeatures(&planner, scriptTags: scriptTags)
        planner.addCommonFeatures()
        implementation.overrideFeatures(&planner)
        for setting in features {
            planner.add(setting.tag, global: setting.isGlobal, value: setting.value)
        }
        implementation.finishFeatures(&planner)

        let compiled = planner.compile(tables: tables, languageSystems: languageSystems, feature: feature)
        var ranged: [(mask: UInt32, value: UInt32, start: Int, end: Int)] = []
        for setting in features where !setting.isGlobal {
            guard let (mask, shift) = compiled.masks[setting.tag] else { continue }
            ranged.append((mask, (setting.value << UInt32(shift)) & mask, setting.start, setting.end))
        }
        substitutionStages = compiled.substitutionStages
        positioningLookups = compiled.positioningLookups
        globalMask = compiled.globalMask
        rangedFeatures = ranged
        kernMask = compiled.mask("kern")
        // The legacy `kern` table: for the shapers that keep it (HarfBuzz keeps it out of the
        // others: their scripts space with `dist`).
        appliesKernTable = implementation.usesKernTable && face.kernTable != nil && (face.positionings == nil || !face.gposHasKern)
            && kernMask != 0
        fractionMasks = (compiled.mask("numr"), compiled.mask("dnom"), compiled.mask("frac"))
        mirrorMask = compiled.mask("rtlm")
        hasMarkPositioning = compiled.masks["mark"] != nil
        pauses = planner.pauses
        let data = implementation.makeData(ShaperPlanContext(face: face, scriptTags: scriptTags, substitutionScript: chosenScripts[0],
                                                             planner: planner, compiled: compiled))
        self.data = data
        // Shaped right to left (asked for, or the script's own direction), words come out in
        // reverse order: joining them in text order would not give the run's glyphs.
        let shapedBackward = direction == .rightToLeft || nativeDirection == .rightToLeft
        // The USE gives clusters of scripts that do not join like Arabic one topographical form
        // from their neighbours, a space's cluster included: words shaped apart would differ.
        let chainsClusters = data.universal.map { !$0.joins && $0.topographicalMasks.contains { $0 != 0 } } ?? false
        if !shapedBackward, !chainsClusters, let space = face.characterMap.glyph(for: 0x20) {
            let substitution = substitutionStages.flatMap { $0.map(\.index) }
            isSeparableAtSpaces = !appliesKernTable
                && !ShapePlan.lookupsInvolve(space, face: face, substitution: substitution, positioning: positioningLookups.map(\.index))
        } else {
            isSeparableAtSpaces = false
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
