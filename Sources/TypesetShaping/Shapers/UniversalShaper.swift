// The Universal Shaping Engine (USE): clusters found by category, the reordering features
// limited to a cluster, repha and pre-base glyphs recorded after their features and moved after
// the basic shaping features, dotted circles in broken clusters, and the Arabic joining forms
// (or one form per cluster) for the topographical features. As HarfBuzz implements it.
// https://learn.microsoft.com/en-us/typography/script-development/use
// Rules with their sources: Documentation/Shaping.md, "The Universal Shaping Engine".

import TypesetFont

/// The categories of the Universal Shaping Engine (Microsoft's names), as the generated table
/// (`UniversalCategoryTable`, Scripts/generate_use_table.py) numbers them.
enum UniversalCategory: UInt8, CaseIterable {
    case other = 0, base, number, baseOther, cgj, sub, h, halantNumber, zwnj, wordJoiner, repha, consonantWithStacker
    case invisibleStacker, sakot, hieroglyph, hieroglyphJoiner, segmentBegin, segmentEnd, hvm, hieroglyphModifier
    case hieroglyphMirror, reorderingKiller
    case fAbv, fBlw, fPst, mAbv, mBlw, mPst, mPre, cmAbv, cmBlw, vAbv, vBlw, vPst, vPre, vmAbv, vmBlw, vmPst, vmPre
    case smAbv, smBlw, fmAbv, fmBlw, fmPst

    static let count = allCases.count

    /// The category of `scalar`.
    @inline(__always)
    static func of(_ scalar: UInt32) -> UInt8 {
        guard scalar < UniversalCategoryTable.limit else { return 0 }
        return UnicodeProperties.stageLookup(scalar, shift: UniversalCategoryTable.shift, stage1: UniversalCategoryTable.stage1,
                                             stage2: UniversalCategoryTable.stage2)
    }
}

enum UniversalShaper {
    /// The OpenType script tags of the scripts HarfBuzz gives the USE (besides the Indic
    /// scripts whose font has a `dev3`-style tag).
    static let scriptTags: Set<Tag> = [
        "tibt", "mong", "sinh", "buhd", "hano", "tglg", "tagb", "limb", "tale", "bugi", "khar", "sylo", "tfng", "bali",
        "nko ", "phag", "cham", "kali", "lepc", "rjng", "saur", "sund", "egyp", "java", "kthi", "mtei", "lana", "tavt",
        "batk", "brah", "mand", "cakm", "plrd", "shrd", "takr", "dupl", "gran", "khoj", "sind", "mahj", "mani", "modi",
        "hmng", "phlp", "sidd", "tirh", "ahom", "mult", "adlm", "bhks", "marc", "newa", "gonm", "soyo", "zanb", "dogr",
        "gong", "rohg", "maka", "medf", "sogo", "sogd", "elym", "nand", "hmnp", "wcho", "chrs", "diak", "kits", "yezi",
        "cpmn", "ougr", "tnsa", "toto", "vith", "kawi", "nagm", "gara", "gukh", "krai", "onao", "sunu", "todr", "tutg",
    ]

    /// The scripts among them that join like Arabic (their topographical forms come from the
    /// Arabic joining state machine rather than one form per cluster).
    static let joiningTags: Set<Tag> = ["mong", "nko ", "phag", "adlm", "mand", "mani", "phlp", "rohg", "sogd", "chrs", "ougr"]

    /// Records each character's category (after the Arabic joining forms, which share the field).
    static func setupMasks(_ buffer: inout GlyphBuffer, plan: ShapePlan) {
        if plan.data.universal?.joins == true { ArabicShaper.setupMasks(&buffer, plan: plan) }
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            for index in infos.indices {
                infos[index].shaperCategory = UniversalCategory.of(infos[index].codepoint)
                infos[index].syllable = 0
            }
        }
    }

    /// After the basic features (the step ``Step/reorder``): dotted
    /// circles in broken clusters (when the font has one: `circle`), every cluster reordered,
    /// clusters cleared. Returns whether a dotted circle was inserted.
    static func reorder(_ buffer: inout GlyphBuffer, circle: GlyphID?) -> Bool {
        var inserted = false
        if let circle {
            inserted = SyllableScanner.insertDottedCircles(&buffer, brokenKind: UniversalSyllableKind.broken,
                                                           category: UniversalCategory.base.rawValue, circle: circle,
                                                           repha: UniversalCategory.repha.rawValue)
        }
        var start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            reorder(&buffer, start, end)
            start = end
        }
        for index in 0..<buffer.count { buffer.infos[index].syllable = 0 }
        return inserted
    }

    // MARK: Clusters

    /// Gives every glyph its syllable: a serial number (1...15, wrapping) in the high 4 bits,
    /// the kind in the low 4. CGJ-category characters, and ZWNJ before a mark, are passed over
    /// by the grammar and belong to the cluster before them (those before the first cluster
    /// keep 0).
    static func findSyllables(_ buffer: inout GlyphBuffer) {
        let scanner = UniversalSyllables.scanner
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            let view = UnsafeBufferPointer(infos)
            var serial: UInt8 = 1
            var position = 0
            while position < view.count, isPassedOver(view, position) { position += 1 }
            while position < view.count {
                // A bound on the look ahead for a longer match (hieroglyph segment marks with no
                // hieroglyph keep the automaton alive without a match): linear work on hostile text.
                let limit = view.count - position > UniversalSyllables.maximumLookahead
                    ? position + UniversalSyllables.maximumLookahead : view.count
                let (end, kind) = scanner.match(view, from: position, limit: limit) { nextRead(view, after: $0) }
                for index in position..<end { infos[index].syllable = (serial << 4) | kind }
                serial = serial == 15 ? 1 : serial + 1
                position = end
            }
        }
    }

    /// Whether the grammar passes over glyph `index`: a CGJ-category character, or a ZWNJ whose
    /// next character (past CGJ-category ones) is a mark.
    @inline(__always)
    static func isPassedOver(_ infos: UnsafeBufferPointer<GlyphInfo>, _ index: Int) -> Bool {
        let category = infos[index].shaperCategory
        if category == UniversalCategory.cgj.rawValue { return true }
        guard category == UniversalCategory.zwnj.rawValue else { return false }
        var next = index + 1
        while next < infos.count, infos[next].shaperCategory == UniversalCategory.cgj.rawValue { next += 1 }
        return next < infos.count && infos[next].isUnicodeMark
    }

    /// The next glyph after `index` the grammar reads, or the end.
    @inline(__always)
    static func nextRead(_ infos: UnsafeBufferPointer<GlyphInfo>, after index: Int) -> Int {
        var next = index + 1
        while next < infos.count, isPassedOver(infos, next) { next += 1 }
        return next
    }

    /// Per cluster: unsafe to break inside, `rphf` on the glyphs that may be a repha (the
    /// first, or the first three), and for scripts that do not join like Arabic one
    /// topographical form per cluster (clusters that join read as isolated, initial, medial,
    /// final from their neighbours).
    static func setupSyllableMasks(_ buffer: inout GlyphBuffer, plan: ShapePlan) {
        guard let universal = plan.data.universal else { return }
        var start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            buffer.unsafeToBreak(start, end)
            if universal.rphfMask != 0 {
                let limit = buffer.infos[start].shaperCategory == UniversalCategory.repha.rawValue ? 1 : min(3, end - start)
                for index in start..<(start + limit) { buffer.infos[index].mask |= universal.rphfMask }
            }
            start = end
        }
        guard !universal.joins else { return }
        let masks = universal.topographicalMasks
        let all = masks.reduce(0, |)
        guard all != 0 else { return }
        let isol = 0, initial = 1, medi = 2, fina = 3, none = 4
        var lastStart = 0, lastForm = none
        start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            let kind = buffer.infos[start].syllable & 0x0F
            if kind == UniversalSyllableKind.hieroglyph || kind == UniversalSyllableKind.nonCluster {
                lastForm = none
            } else {
                let joins = lastForm == fina || lastForm == isol
                if joins {
                    lastForm = lastForm == fina ? medi : initial
                    for index in lastStart..<start { buffer.infos[index].mask = (buffer.infos[index].mask & ~all) | masks[lastForm] }
                }
                lastForm = joins ? fina : isol
                for index in start..<end { buffer.infos[index].mask = (buffer.infos[index].mask & ~all) | masks[lastForm] }
            }
            lastStart = start
            start = end
        }
    }

    // MARK: Pauses

    static func clearSubstitutionFlags(_ buffer: inout GlyphBuffer) {
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            for index in infos.indices { infos[index].properties &= ~GlyphProperties.substituted }
        }
    }

    /// A glyph `rphf` substituted (among the first glyphs of its cluster that had the mask)
    /// becomes a repha.
    static func recordRepha(_ buffer: inout GlyphBuffer, mask: UInt32) {
        guard mask != 0 else { return }
        var start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            var index = start
            while index < end, buffer.infos[index].mask & mask != 0 {
                if buffer.infos[index].isSubstituted {
                    buffer.infos[index].shaperCategory = UniversalCategory.repha.rawValue
                    break
                }
                index += 1
            }
            start = end
        }
    }

    /// The first glyph `pref` substituted in a cluster moves like a pre-base vowel.
    static func recordPreBase(_ buffer: inout GlyphBuffer) {
        var start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            for index in start..<end where buffer.infos[index].isSubstituted {
                buffer.infos[index].shaperCategory = UniversalCategory.vPre.rawValue
                break
            }
            start = end
        }
    }

    /// Whether a glyph acts as a halant for reordering (not when a ligature took it in).
    @inline(__always)
    static func isHalant(_ info: GlyphInfo) -> Bool {
        let category = info.shaperCategory
        return (category == UniversalCategory.h.rawValue || category == UniversalCategory.hvm.rawValue
            || category == UniversalCategory.invisibleStacker.rawValue) && !info.isLigated
    }

    /// The categories a repha moves in front of (HarfBuzz 15 counts the final modifiers too:
    /// a Newa repha goes before the sandhi mark).
    static let postBase: Set<UInt8> = Set([UniversalCategory.fAbv, .fBlw, .fPst, .mAbv, .mBlw, .mPst, .mPre, .vAbv, .vBlw, .vPst,
                                           .vPre, .vmAbv, .vmBlw, .vmPst, .vmPre, .fmAbv, .fmBlw, .fmPst].map(\.rawValue))

    /// Reorders one cluster: a repha moves after the base (before the first post-base glyph or
    /// halant, else to the end); pre-base vowels and vowel modifiers (and glyphs `pref` made)
    /// move to the start, or after the last halant before them.
    static func reorder(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int) {
        let kind = buffer.infos[start].syllable & 0x0F
        switch kind {
        case UniversalSyllableKind.viramaTerminated, UniversalSyllableKind.sakotTerminated, UniversalSyllableKind.standard,
             UniversalSyllableKind.symbol, UniversalSyllableKind.broken:
            break
        default:
            return
        }
        if buffer.infos[start].shaperCategory == UniversalCategory.repha.rawValue, end - start > 1 {
            var index = start + 1
            while index < end {
                let isPostBase = postBase.contains(buffer.infos[index].shaperCategory) || isHalant(buffer.infos[index])
                if isPostBase || index == end - 1 {
                    let target = isPostBase ? index - 1 : index
                    buffer.mergeClusters(start, target + 1)
                    buffer.infos[start...target].rotate(toStartAt: start + 1)
                    break
                }
                index += 1
            }
        }
        var insertion = start
        let vPre = UniversalCategory.vPre.rawValue, vmPre = UniversalCategory.vmPre.rawValue
        for index in start..<end {
            let info = buffer.infos[index]
            if isHalant(info) {
                insertion = index + 1
            } else if (info.shaperCategory == vPre || info.shaperCategory == vmPre), info.ligatureComponent == 0, insertion < index {
                buffer.mergeClusters(insertion, index + 1)
                buffer.infos[insertion...index].rotate(toStartAt: index)
            }
        }
    }
}

extension UniversalShaper: ScriptShaping {
    /// The shaper's steps between `GSUB` stages.
    enum Step: UInt8 {
        /// Find clusters, their `rphf` masks and topographical forms.
        case clusters
        /// After the default glyph pre-processing group: substitutions forgotten.
        case defaultGroup
        /// After `rphf`: the repha recorded.
        case repha
        /// After `pref`: the pre-base glyph recorded.
        case preBase
        /// After the basic features: dotted circles, reordering; clusters cleared.
        case reorder
    }

    /// Documentation/Shaping.md, "The Universal Shaping Engine": clusters are found after the
    /// leading stage; then each group in its stage, the first ones limited to a cluster.
    static func collectFeatures(_ planner: inout FeaturePlanner, scriptTags: [Tag]) {
        planner.pause(.shaper(Step.clusters.rawValue))
        planner.add("locl", perSyllable: true)
        planner.add("ccmp", perSyllable: true)
        planner.add("nukt", perSyllable: true)
        planner.add("akhn", manualZWJ: true, perSyllable: true)
        planner.pause(.shaper(Step.defaultGroup.rawValue))
        planner.add("rphf", global: false, manualZWJ: true, perSyllable: true)
        planner.pause(.shaper(Step.repha.rawValue))
        planner.add("pref", manualZWJ: true, perSyllable: true)
        planner.pause(.shaper(Step.preBase.rawValue))
        for tag: Tag in ["rkrf", "abvf", "blwf", "half", "pstf", "vatu", "cjct"] { planner.add(tag, manualZWJ: true, perSyllable: true) }
        planner.pause(.shaper(Step.reorder.rawValue))
        for tag: Tag in ["isol", "init", "medi", "fina"] { planner.add(tag, global: false) }
        planner.pause()
        for tag: Tag in ["abvs", "blws", "haln", "pres", "psts"] { planner.add(tag, manualZWJ: true) }
    }

    static func makeData(_ context: ShaperPlanContext) -> ShaperData {
        var data = ShaperData()
        let compiled = context.compiled
        let first = context.scriptTags.first
        data.universal = ShapePlan.UniversalSettings(rphfMask: compiled.mask("rphf"),
                                                     topographicalMasks: ["isol", "init", "medi", "fina"].map { compiled.mask($0) },
                                                     joins: first.map { joiningTags.contains($0) } ?? false, scriptTag: first)
        // Scripts that join like Arabic take the Arabic positional masks.
        data.joiningMasks = ArabicShaper.positionalFeatures.map { compiled.mask($0) }
        data.copiesJoiningToVariationSelectors = first == "mong"
        return data
    }

    static var shortCircuits: Bool { false }
    static var markZeroing: MarkZeroing { .early }

    /// Nothing composes onto a mark (split vowels stay split).
    static func compose(_ first: UInt32, _ second: UInt32, hasMarkPositioning: Bool) -> UInt32? {
        UnicodeProperties.generalCategory(first).isMark ? nil : UnicodeProperties.compose(first, second)
    }

    static func preprocessText(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) {
        UniversalVowelConstraints.apply(&buffer, scriptTag: plan.data.universal?.scriptTag)
    }

    static func pause(_ action: UInt8, _ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) -> GlyphID? {
        switch Step(rawValue: action) {
        case .clusters:
            findSyllables(&buffer)
            setupSyllableMasks(&buffer, plan: plan)
        case .defaultGroup:
            clearSubstitutionFlags(&buffer)
        case .repha:
            recordRepha(&buffer, mask: plan.data.universal?.rphfMask ?? 0)
            clearSubstitutionFlags(&buffer)
        case .preBase:
            recordPreBase(&buffer)
        case .reorder:
            let circle = face.characterMap.glyph(for: 0x25CC)
            if reorder(&buffer, circle: circle) { return circle }
        case nil:
            break
        }
        return nil
    }
}
