// What a script shaper adds to the default shaping steps, in one protocol: its feature stages
// and pauses, its preprocessing and masks, its normalization, its marks. The structure follows
// HarfBuzz's shaper records (hb-ot-shaper.hh): every step has a default, and a shaper overrides
// the steps its script needs. Rules: Documentation/Shaping.md.

import TypesetFont

/// One script shaper (a type with static members only; never instantiated). Every requirement
/// has a default, the default shaper's behaviour.
///
/// The shapers are reached through one table, ``ShapePlan/ScriptShaper/accept(_:)``; the
/// shaping steps are generic over the shaper, so each shaper's steps are compiled for it and
/// nothing is dispatched per glyph.
protocol ScriptShaping {
    /// Adds the shaper's features, stages and pauses after the leading features and before the
    /// common ones; `scriptTags` are the run's.
    static func collectFeatures(_ planner: inout FeaturePlanner, scriptTags: [Tag])
    /// Adds or turns off features after the common and horizontal ones (before the style's).
    static func overrideFeatures(_ planner: inout FeaturePlanner)
    /// Adds what the shaper insists on after the style's features.
    static func finishFeatures(_ planner: inout FeaturePlanner)
    /// The shaper's part of the plan, from the compiled features.
    static func makeData(_ context: ShaperPlanContext) -> ShaperData

    /// Whether the legacy `kern` table applies to its runs (fonts whose `GPOS` has no `kern`).
    static var usesKernTable: Bool { get }
    /// Whether normalization composes characters.
    static var composes: Bool { get }
    /// Whether normalization keeps a character the font has without trying its decomposition
    /// (HarfBuzz's short circuit).
    static var shortCircuits: Bool { get }
    /// The two parts `scalar` decomposes into for this shaper.
    static func decompose(_ scalar: UInt32) -> (UInt32, UInt32)?
    /// The composite of a starter and a mark, as the shaper composes (`hasMarkPositioning`: the
    /// plan positions marks with `mark`).
    static func compose(_ first: UInt32, _ second: UInt32, hasMarkPositioning: Bool) -> UInt32?
    /// Reorders the marks `start..<end`, already sorted by combining class.
    static func reorderMarks(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int)

    /// Rewrites the characters before normalization.
    static func preprocessText(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan)
    /// Sets the shaper's masks and categories after the global ones (before ranged features).
    static func setupMasks(_ buffer: inout GlyphBuffer, plan: ShapePlan)
    /// The shaper's pause `action` (one of its own numbers) between two `GSUB` stages; returns
    /// the glyph it inserted (a dotted circle), if any.
    static func pause(_ action: UInt8, _ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) -> GlyphID?
    /// Works on the positioned glyphs, in visual order.
    static func postprocessGlyphs(_ buffer: inout GlyphBuffer, face: ShapingFont)
    /// When mark advances are zeroed.
    static var markZeroing: MarkZeroing { get }
}

/// When mark advances are zeroed: before `GPOS` (HarfBuzz's "by GDEF, early"), after it (the
/// default), or never (the marks keep their advances).
enum MarkZeroing { case early, late, none }

/// What a shaper's plan data is made from.
struct ShaperPlanContext {
    let face: ShapingFont
    let scriptTags: [Tag]
    let substitutionScript: Tag?
    let planner: FeaturePlanner
    let compiled: FeaturePlanner.Compiled

    /// The lookups of the `GSUB` stage `tag` was recorded in (empty without the feature).
    func lookups(ofRecorded tag: Tag) -> [Int] {
        guard compiled.masks[tag] != nil, let stage = planner.recordedStages[tag],
              stage < compiled.substitutionStages.count else { return [] }
        return compiled.substitutionStages[stage].map(\.index)
    }
}

/// The shapers' parts of a plan (each shaper fills what it reads).
struct ShaperData: Sendable {
    /// Masks of the Arabic positional features, by ``ArabicShaper/Action`` (`isol`, `fina`,
    /// `fin2`, `fin3`, `medi`, `med2`, `init`; 0 when the font lacks one).
    var joiningMasks: [UInt32] = []
    /// Whether the Arabic shaper looks for the pieces `stch` made.
    var recordsStretch = false
    /// Whether Mongolian free variation selectors take the joining form of the letter before.
    var copiesJoiningToVariationSelectors = false
    /// Mask of `ljmo`, `vjmo`, `tjmo` (Hangul), by ``HangulShaper`` category.
    var jamoMasks: [UInt32] = []
    /// Mask of `calt` (cleared on Hangul jamo).
    var contextualAlternatesMask: UInt32 = 0
    /// Masks of the Khmer basic features the reordering gives glyphs.
    var khmerMasks = KhmerShaper.Masks()
    /// The Universal Shaping Engine's masks and joining.
    var universal: ShapePlan.UniversalSettings?
    /// The Indic shaper's data.
    var indic: IndicPlan?
}

extension ScriptShaping {
    static func collectFeatures(_ planner: inout FeaturePlanner, scriptTags: [Tag]) {}
    static func overrideFeatures(_ planner: inout FeaturePlanner) {}
    static func finishFeatures(_ planner: inout FeaturePlanner) {}
    static func makeData(_ context: ShaperPlanContext) -> ShaperData { ShaperData() }
    static var usesKernTable: Bool { false }
    static var composes: Bool { true }
    static var shortCircuits: Bool { true }
    @inline(__always)
    static func decompose(_ scalar: UInt32) -> (UInt32, UInt32)? { UnicodeProperties.decompose(scalar) }
    @inline(__always)
    static func compose(_ first: UInt32, _ second: UInt32, hasMarkPositioning: Bool) -> UInt32? {
        UnicodeProperties.compose(first, second)
    }
    static func reorderMarks(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int) {}
    static func preprocessText(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) {}
    static func setupMasks(_ buffer: inout GlyphBuffer, plan: ShapePlan) {}
    static func pause(_ action: UInt8, _ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) -> GlyphID? { nil }
    static func postprocessGlyphs(_ buffer: inout GlyphBuffer, face: ShapingFont) {}
    static var markZeroing: MarkZeroing { .late }
}

/// Something done with a script shaper's type (the shaping steps, compiled for each shaper).
protocol ScriptShaperVisitor {
    associatedtype Result
    mutating func visit<Shaper: ScriptShaping>(_ shaper: Shaper.Type) -> Result
}

/// Scripts without a shaper of their own (Latin, Greek, Cyrillic, CJK, ...): the default
/// steps, with the legacy `kern` table.
enum DefaultShaper: ScriptShaping {
    static var usesKernTable: Bool { true }
}

/// Myanmar in the Zawgyi encoding: no normalization, no mark advances zeroed, no script
/// features.
enum ZawgyiShaper: ScriptShaping {
    static var composes: Bool { false }
    static var markZeroing: MarkZeroing { .none }
}
