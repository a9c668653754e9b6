// The features a plan asks for, in `GSUB` stages with the script shaper's pauses between them,
// and how they become mask bits and lookup lists: HarfBuzz's map builder (hb-ot-map).
// Rules: Documentation/Shaping.md.

import TypesetFont

/// The features of a plan being collected: each script shaper adds its own stages and pauses
/// (``ScriptShaping/collectFeatures(_:scriptTags:)``) around the default features.
struct FeaturePlanner {
    /// One feature asked for.
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

    private(set) var requests: [Request] = []
    /// The `GSUB` stage the next feature goes into.
    var stage = 0
    /// The pauses: after `GSUB` stage `stage`, the shaper's `action`.
    private(set) var pauses: [(stage: Int, action: ShapePlan.PauseAction)] = []
    /// The stage each feature a shaper asked to remember was added in (the Indic shaper's basic
    /// features, whose lookups its reordering probes).
    private(set) var recordedStages: [Tag: Int] = [:]

    /// Asks for `tag` in the current stage.
    mutating func add(_ tag: Tag, global: Bool = true, value: UInt32 = 1, manualJoiners: Bool = false, manualZWJ: Bool = false,
                      fallback: Bool = false, random: Bool = false, perSyllable: Bool = false) {
        requests.append(Request(tag: tag, isGlobal: global, maxValue: value, defaultValue: global ? value : 0, stage: stage,
                                manualZWJ: manualJoiners || manualZWJ, manualZWNJ: manualJoiners, hasFallback: fallback,
                                random: random, perSyllable: perSyllable, sequence: requests.count))
    }

    /// Remembers the current stage as `tag`'s.
    mutating func recordStage(of tag: Tag) { recordedStages[tag] = stage }

    /// Ends the current stage, with `action` after it.
    mutating func pause(_ action: ShapePlan.PauseAction? = nil) {
        if let action { pauses.append((stage, action)) }
        stage += 1
    }

    /// The features every run gets before the script shaper's (`rvrn`, the direction's,
    /// fractions, `rand`, `trak` and HarfBuzz's private tags).
    mutating func addLeadingFeatures(direction: TextDirection) {
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
    }

    /// The features every run gets after the script shaper's.
    mutating func addCommonFeatures() {
        add("Buzz")
        add("BUZZ")
        for (tag, manual) in ShapePlan.commonFeatures { add(tag, manualJoiners: manual) }
        for tag in ShapePlan.horizontalFeatures { add(tag, fallback: tag == "kern") }
    }

    /// The features as mask bits and lookup lists.
    struct Compiled {
        /// `GSUB` lookups by stage (unordered, possibly repeated), and `GPOS` lookups.
        var substitutionStages: [[ShapePlan.PlannedLookup]]
        var positioningLookups: [ShapePlan.PlannedLookup]
        var globalMask: UInt32
        var masks: [Tag: (mask: UInt32, shift: Int)]

        /// The mask of `tag` (0 when the plan has none).
        func mask(_ tag: Tag) -> UInt32 { masks[tag]?.mask ?? 0 }
    }

    /// Sorts and merges the requests (a later global setting replaces the value; a ranged one
    /// keeps the default and widens the value range), allocates mask bits (bit 0 is shared by
    /// every global on/off feature) and collects each feature's lookups from `tables` (`GSUB`,
    /// `GPOS`) in their language systems; `feature` reads a feature table (variations applied).
    func compile(tables: [LayoutTable?], languageSystems: [LanguageSystem?],
                 feature: (_ position: Int, _ index: Int) -> Feature?) -> Compiled {
        let sorted = requests.sorted { ($0.tag, $0.sequence) < ($1.tag, $1.sequence) }
        var merged: [Request] = []
        for request in sorted {
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

        var global: UInt32 = 1
        var nextBit = 1
        var stages: [[[ShapePlan.PlannedLookup]]] = [Array(repeating: [], count: stage + 1), [[]]]
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
                    stages[position][stageIndex].append(ShapePlan.PlannedLookup(
                        index: Int(lookup), mask: mask, autoZWJ: !request.manualZWJ, autoZWNJ: !request.manualZWNJ,
                        random: request.random, perSyllable: position == 0 && request.perSyllable))
                }
            }
        }
        // The required feature of each language system: every glyph, first stage.
        for position in 0..<2 {
            guard let table = tables[position], let system = languageSystems[position],
                  let required = system.requiredFeatureIndex, let feature = feature(position, required) else { continue }
            for lookup in feature.lookupIndices where Int(lookup) < table.lookups.count {
                stages[position][0].append(ShapePlan.PlannedLookup(index: Int(lookup), mask: global, autoZWJ: true, autoZWNJ: true,
                                                                   random: false))
            }
        }
        return Compiled(substitutionStages: stages[0].map(FeaturePlanner.ordered), positioningLookups: FeaturePlanner.ordered(stages[1][0]),
                        globalMask: global, masks: masks)
    }

    /// Lookups by index, each once (the masks of repeats combined).
    static func ordered(_ lookups: [ShapePlan.PlannedLookup]) -> [ShapePlan.PlannedLookup] {
        let sorted = lookups.sorted { $0.index < $1.index }
        var result: [ShapePlan.PlannedLookup] = []
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
        return result
    }
}
