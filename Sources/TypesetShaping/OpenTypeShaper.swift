// Shaping one run with OpenType Layout: the stages, in order, over one glyph buffer.
// https://learn.microsoft.com/en-us/typography/opentype/spec/ttochap1
// The order and every rule are HarfBuzz's default shaper's (Documentation/Shaping.md), which
// is what Core Text draws for scripts without a complex shaper.

import TypesetFont

/// Shapes runs of text (one face, one script, one direction) with the face's OpenType Layout.
public enum OpenTypeShaper {
    /// Shapes the characters in `buffer` into positioned glyphs (font units), in visual order.
    ///
    /// `buffer` holds one entry per Unicode scalar (``GlyphBuffer/add(_:cluster:)``), in
    /// logical order; on return it holds glyphs with clusters (the first scalar index each
    /// shows), positions, and the ``GlyphFlags/unsafeToBreak`` flag where a break would change
    /// the shaping.
    ///
    /// The glyphs come out in visual order, left to right, whatever the direction: for a
    /// ``TextDirection/rightToLeft`` plan the first glyph is the run's leftmost (its last
    /// character's) and clusters descend, as HarfBuzz returns them. Advances are positive in
    /// both directions; walk the glyphs in order, draw each at the pen plus its offset and add
    /// its advance. See <doc:RightToLeft>.
    public static func shape(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) {
        var steps = Steps(face: face, plan: plan)
        swap(&steps.buffer, &buffer)
        plan.shaper.accept(&steps)
        swap(&steps.buffer, &buffer)
    }

    /// The shaping steps, compiled for each script shaper (reached through the shaper table).
    struct Steps: ScriptShaperVisitor {
        var buffer = GlyphBuffer()
        let face: ShapingFont
        let plan: ShapePlan

        mutating func visit<Shaper: ScriptShaping>(_ shaper: Shaper.Type) {
            OpenTypeShaper.shape(&buffer, face: face, plan: plan, shaper: shaper)
        }
    }

    /// Shapes `buffer` with the steps of `shaper`, the plan's script shaper.
    static func shape<Shaper: ScriptShaping>(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan, shaper: Shaper.Type) {
        buffer.direction = plan.direction
        guard buffer.count > 0 else { return }
        setCharacterProperties(&buffer)
        insertDottedCircle(&buffer, face: face)
        formClusters(&buffer)
        ensureNativeDirection(&buffer, plan: plan)
        Shaper.preprocessText(&buffer, face: face, plan: plan)
        Normalizer<Shaper>(face: face, hasMarkPositioning: plan.hasMarkPositioning).run(&buffer)
        setupMasks(&buffer, plan: plan, shaper: shaper)
        mirror(&buffer, face: face, plan: plan)
        setGlyphProperties(&buffer, face: face)
        substitute(&buffer, face: face, plan: plan, shaper: shaper)
        let space = hideDefaultIgnorables(&buffer, face: face)
        position(&buffer, face: face, plan: plan, shaper: shaper)
        if let space { showDefaultIgnorablesAsSpace(&buffer, space: space) }
        if buffer.direction == .rightToLeft { buffer.reverse(0, buffer.count) }
        Shaper.postprocessGlyphs(&buffer, face: face)
        buffer.direction = plan.direction
    }

    /// A run set against its script's direction (Arabic or Hebrew left to right, Latin right
    /// to left) is shaped in the script's direction with its graphemes reversed, so the output
    /// still reads in the requested direction, as HarfBuzz does; digits and regional
    /// indicators without letters are left to right in any script.
    static func ensureNativeDirection(_ buffer: inout GlyphBuffer, plan: ShapePlan) {
        guard let native = plan.nativeDirection, native != plan.direction else { return }
        if native == .leftToRight {
            buffer.reverseGraphemes()
            buffer.direction = .leftToRight
            return
        }
        var foundNumber = false, foundIndicator = false
        for info in buffer.infos {
            if info.category == .decimalNumber {
                foundNumber = true
            } else if info.category.isLetter {
                foundNumber = false
                foundIndicator = false
                break
            } else if info.codepoint >= 0x1F1E6, info.codepoint <= 0x1F1FF {
                foundIndicator = true
            }
        }
        if foundNumber || foundIndicator { return }
        buffer.reverseGraphemes()
        buffer.direction = .rightToLeft
    }

    /// Unicode properties, and which characters continue the grapheme before them (marks,
    /// emoji modifiers, ZWJ and the pictograph after it, the second regional indicator, tags).
    static func setCharacterProperties(_ buffer: inout GlyphBuffer) {
        let ascii = UnicodeProperties.asciiCategories
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            var index = 0
            while index < infos.count {
                let scalar = infos[index].codepoint
                if scalar < 0x80 {
                    // No mark, default ignorable or continuation among them.
                    infos[index].category = ascii[Int(scalar)]
                    infos[index].combiningClass = 0
                    infos[index].characterFlags = 0
                    index += 1
                    continue
                }
                infos[index].setUnicodeProperties()
                if scalar >= 0x1F3FB, scalar <= 0x1F3FF {
                    infos[index].characterFlags |= CharacterFlags.continuation
                } else if index > 0, scalar >= 0x1F1E6, scalar <= 0x1F1FF {
                    let previous = infos[index - 1]
                    if previous.codepoint >= 0x1F1E6, previous.codepoint <= 0x1F1FF, !previous.isContinuation {
                        infos[index].characterFlags |= CharacterFlags.continuation
                    }
                } else if infos[index].isZWJ {
                    infos[index].characterFlags |= CharacterFlags.continuation
                    if index + 1 < infos.count, UnicodeProperties.isExtendedPictographic(infos[index + 1].codepoint) {
                        index += 1
                        infos[index].setUnicodeProperties()
                        infos[index].characterFlags |= CharacterFlags.continuation
                    }
                } else if (scalar >= 0xFF9E && scalar <= 0xFF9F) || (scalar >= 0xE0020 && scalar <= 0xE007F) {
                    infos[index].characterFlags |= CharacterFlags.continuation
                }
                index += 1
            }
        }
    }

    /// A mark at the very start of the text gets U+25CC DOTTED CIRCLE to sit on, when the font
    /// has it.
    static func insertDottedCircle(_ buffer: inout GlyphBuffer, face: ShapingFont) {
        guard buffer.isStartOfText, buffer.precedingContext.isEmpty, let first = buffer.infos.first, first.isUnicodeMark,
              face.characterMap.glyph(for: 0x25CC) != nil else { return }
        var circle = GlyphInfo(codepoint: 0x25CC, cluster: first.cluster)
        circle.setUnicodeProperties()
        circle.mask = first.mask
        buffer.infos.insert(circle, at: 0)
    }

    /// Each grapheme (a character and its continuations) becomes one cluster.
    static func formClusters(_ buffer: inout GlyphBuffer) {
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            var start = 0
            while start < infos.count {
                var end = start + 1
                while end < infos.count, infos[end].isContinuation { end += 1 }
                if end - start > 1 { GlyphBuffer.mergeClusters(infos, start, end) }
                start = end
            }
        }
    }

    /// Every glyph gets the global features; ranged features and automatic fractions on top.
    static func setupMasks<Shaper: ScriptShaping>(_ buffer: inout GlyphBuffer, plan: ShapePlan, shaper: Shaper.Type) {
        let global = plan.globalMask
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            for index in infos.indices { infos[index].mask = global }
        }
        let masks = plan.fractionMasks
        if masks.fraction != 0 || (masks.numerator != 0 && masks.denominator != 0) {
            let before = buffer.direction == .leftToRight ? masks.numerator | masks.fraction : masks.fraction | masks.denominator
            let after = buffer.direction == .leftToRight ? masks.fraction | masks.denominator : masks.numerator | masks.fraction
            var index = 0
            while index < buffer.count {
                defer { index += 1 }
                guard buffer.infos[index].codepoint == 0x2044 else { continue }
                var start = index, end = index + 1
                while start > 0, buffer.infos[start - 1].category == .decimalNumber { start -= 1 }
                while end < buffer.count, buffer.infos[end].category == .decimalNumber { end += 1 }
                guard start < index, end > index + 1 else { continue }
                buffer.unsafeToBreak(start, end)
                for k in start..<index { buffer.infos[k].mask |= before }
                buffer.infos[index].mask |= masks.fraction
                for k in (index + 1)..<end { buffer.infos[k].mask |= after }
                index = end - 1
            }
        }
        Shaper.setupMasks(&buffer, plan: plan)
        for feature in plan.rangedFeatures {
            for index in 0..<buffer.count where buffer.infos[index].cluster >= feature.start && buffer.infos[index].cluster < feature.end {
                buffer.infos[index].mask = (buffer.infos[index].mask & ~feature.mask) | feature.value
            }
        }
    }

    /// Right to left, a character with a mirror the font has is drawn as its mirror ("(" as
    /// ")"); every other glyph may take `rtlm`'s mirrored forms.
    static func mirror(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) {
        guard plan.direction == .rightToLeft else { return }
        for index in 0..<buffer.count {
            if let mirrored = UnicodeProperties.mirror(buffer.infos[index].codepoint), let glyph = face.characterMap.glyph(for: mirrored) {
                buffer.infos[index].codepoint = mirrored
                buffer.infos[index].glyph = glyph
            } else {
                buffer.infos[index].mask |= plan.mirrorMask
            }
        }
    }

    /// Glyph classes from `GDEF`, or guessed from Unicode when it has none (non-spacing marks
    /// are marks, everything else a base).
    static func setGlyphProperties(_ buffer: inout GlyphBuffer, face: ShapingFont) {
        let fromDefinitions = face.hasGlyphClasses
        let definitions = face.tables.unsafeGlyphDefinitions()
        withExtendedLifetime(face) {
            buffer.infos.withUnsafeMutableBufferPointer { infos in
                for index in infos.indices {
                    infos[index].ligatureProperties = 0
                    if fromDefinitions {
                        let glyph = infos[index].glyph
                        infos[index].properties = glyph.index < definitions.propertyCount
                            ? definitions.properties[glyph.index] : face.glyphProperties(glyph)
                    } else {
                        let info = infos[index]
                        let isMark = info.category == .nonspacingMark && info.characterFlags & CharacterFlags.ignorable == 0
                        infos[index].properties = isMark ? GlyphProperties.mark : GlyphProperties.base
                    }
                }
            }
        }
    }

    static func substitute<Shaper: ScriptShaping>(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan,
                                                  shaper: Shaper.Type) {
        guard var applier = LayoutApplier(buffer: buffer, face: face, isPositioning: false) else {
            // No GSUB: the shaper's pauses still run (syllables, dotted circles, reordering).
            for pause in plan.pauses { _ = runPause(pause.action, &buffer, face: face, plan: plan, shaper: shaper) }
            return
        }
        buffer = GlyphBuffer()
        for (number, stage) in plan.substitutionStages.enumerated() {
            for lookup in stage { applier.apply(lookup) }
            for pause in plan.pauses where pause.stage == number {
                if let inserted = runPause(pause.action, &applier.buffer, face: face, plan: plan, shaper: shaper) {
                    applier.addStartingLookups(inserted)
                }
            }
        }
        buffer = applier.buffer
    }

    /// The work between two `GSUB` stages; returns the glyph the shaper inserted (a dotted
    /// circle), if any.
    static func runPause<Shaper: ScriptShaping>(_ action: ShapePlan.PauseAction, _ buffer: inout GlyphBuffer, face: ShapingFont,
                                                plan: ShapePlan, shaper: Shaper.Type) -> GlyphID? {
        switch action {
        case .clearSyllables:
            for index in 0..<buffer.count { buffer.infos[index].syllable = 0 }
            return nil
        case let .shaper(step):
            return Shaper.pause(step, &buffer, face: face, plan: plan)
        }
    }

    /// Default-ignorable characters show the space glyph with no advance (or go, when the
    /// font has no space: their cluster joins a neighbour's). With a space glyph, they keep
    /// their own glyph through positioning (GPOS context sees the font's joiner glyphs, as in
    /// HarfBuzz) and take the space glyph after it: the space glyph to use is returned.
    static func hideDefaultIgnorables(_ buffer: inout GlyphBuffer, face: ShapingFont) -> GlyphID? {
        guard buffer.infos.contains(where: { $0.isDefaultIgnorable }) else { return nil }
        if let space = face.characterMap.glyph(for: 0x20) { return space }
        // Removed in visual order, as HarfBuzz removes them after positioning (a cluster joins
        // the neighbour on the left).
        if buffer.direction == .rightToLeft { buffer.reverse(0, buffer.count) }
        defer { if buffer.direction == .rightToLeft { buffer.reverse(0, buffer.count) } }
        let count = buffer.count
        var kept = 0
        for index in 0..<count {
            let info = buffer.infos[index]
            guard info.isDefaultIgnorable else {
                buffer.infos[kept] = info
                kept += 1
                continue
            }
            buffer.giveAwayCluster(of: index, keptEnd: kept)
        }
        buffer.infos.removeSubrange(kept..<count)
        return nil
    }

    /// After positioning: default ignorables are drawn as the space glyph.
    static func showDefaultIgnorablesAsSpace(_ buffer: inout GlyphBuffer, space: GlyphID) {
        for index in 0..<buffer.count where buffer.infos[index].isDefaultIgnorable { buffer.infos[index].glyph = space }
    }

    /// Positions to start from, copied into the buffer.
    static let zeroPositions = [GlyphPosition](repeating: GlyphPosition(), count: 256)

    static func position<Shaper: ScriptShaping>(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan, shaper: Shaper.Type) {
        let count = buffer.count
        buffer.positions.removeAll(keepingCapacity: true)
        buffer.positions.reserveCapacity(count)
        // Zeroed positions, copied in blocks (no allocation once the buffer has grown).
        var remaining = count
        while remaining > 0 {
            let block = min(remaining, OpenTypeShaper.zeroPositions.count)
            buffer.positions.append(contentsOf: OpenTypeShaper.zeroPositions[0..<block])
            remaining -= block
        }
        let metrics = face.horizontalMetrics
        withExtendedLifetime(metrics) {
            if let varied = metrics.instanceAdvances {
                // An instance of a variable face: its advances, computed with the instance.
                let glyphCount = metrics.glyphCount
                buffer.infos.withUnsafeBufferPointer { infos in
                    buffer.positions.withUnsafeMutableBufferPointer { positions in
                        for index in 0..<count {
                            let glyph = infos[index].glyph.index
                            guard glyph < glyphCount else { continue }
                            positions[index].xAdvance = varied[glyph]
                        }
                    }
                }
                return
            }
            guard let bytes = metrics.data.unsafeBaseAddress else { return }
            // The advances of the full entries, read in place (the last repeats for later glyphs).
            let start = metrics.tableStart, glyphCount = metrics.glyphCount, last = metrics.numberOfHMetrics - 1
            buffer.infos.withUnsafeBufferPointer { infos in
                buffer.positions.withUnsafeMutableBufferPointer { positions in
                    for index in 0..<count {
                        let glyph = infos[index].glyph.index
                        guard glyph < glyphCount else { continue }
                        let entry = start &+ min(glyph, last) &* 4
                        positions[index].xAdvance = Int32(UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: entry, as: UInt16.self)))
                    }
                }
            }
        }
        applySpaceFallbacks(&buffer, face: face)
        let hasPositioning = face.positionings != nil
        // Marks take no space before GPOS for the shapers that zero them early (Myanmar, the USE).
        if Shaper.markZeroing == .early { zeroMarkAdvances(&buffer, shiftOffsets: !hasPositioning && buffer.direction == .leftToRight) }
        if hasPositioning, var applier = LayoutApplier(buffer: buffer, face: face, isPositioning: true) {
            buffer = GlyphBuffer()
            for lookup in plan.positioningLookups { applier.apply(lookup) }
            buffer = applier.buffer
        }
        if plan.appliesKernTable, let kern = face.kernTable {
            applyKernTable(&buffer, kern: kern, mask: plan.kernMask)
        }
        // Marks take no space (after GPOS, as HarfBuzz's default shaper does); without GPOS a
        // mark in left-to-right text keeps hanging over the glyph before it.
        let shiftMarks = !hasPositioning && buffer.direction == .leftToRight
        // Hangul, Indic, Khmer and Zawgyi marks keep their advances; Myanmar's and the USE's
        // were zeroed before GPOS (`ScriptShaping.markZeroing`).
        let zeroMarks = Shaper.markZeroing == .late
        buffer.infos.withUnsafeBufferPointer { infos in
            buffer.positions.withUnsafeMutableBufferPointer { positions in
                for index in 0..<count {
                    let info = infos[index]
                    if zeroMarks, info.isMark {
                        if shiftMarks { positions[index].xOffset &-= positions[index].xAdvance }
                        positions[index].xAdvance = 0
                        positions[index].yAdvance = 0
                    }
                    if info.isDefaultIgnorable { positions[index] = GlyphPosition() }
                }
            }
        }
        buffer.propagateAttachments()
    }

    /// Marks (by glyph class) take no advance; without GPOS, a left-to-right mark's offset moves
    /// back by the advance it had, so it still hangs over the glyph before it.
    static func zeroMarkAdvances(_ buffer: inout GlyphBuffer, shiftOffsets: Bool) {
        for index in 0..<buffer.count where buffer.infos[index].isMark {
            if shiftOffsets { buffer.positions[index].xOffset &-= buffer.positions[index].xAdvance }
            buffer.positions[index].xAdvance = 0
            buffer.positions[index].yAdvance = 0
        }
    }

    /// Missing spaces drawn with the space glyph get their own width.
    static func applySpaceFallbacks(_ buffer: inout GlyphBuffer, face: ShapingFont) {
        let em = Int32(clamping: face.unitsPerEmInteger)
        for index in 0..<buffer.count {
            let kind = buffer.infos[index].spaceFallback
            guard kind != 0 else { continue }
            switch kind {
            case 1...16:
                let n = Int32(kind)
                buffer.positions[index].xAdvance = (em + n / 2) / n
            case SpaceFallback.fourEighteenthsEm:
                buffer.positions[index].xAdvance = Int32(truncatingIfNeeded: Int64(em) * 4 / 18)
            case SpaceFallback.figure:
                for digit in UInt32(0x30)...0x39 {
                    if let glyph = face.characterMap.glyph(for: digit) {
                        buffer.positions[index].xAdvance = Int32(truncatingIfNeeded: face.horizontalMetrics.advance(of: glyph))
                        break
                    }
                }
            case SpaceFallback.punctuation:
                if let glyph = face.characterMap.glyph(for: 0x2E) ?? face.characterMap.glyph(for: 0x2C) {
                    buffer.positions[index].xAdvance = Int32(truncatingIfNeeded: face.horizontalMetrics.advance(of: glyph))
                }
            case SpaceFallback.narrow:
                buffer.positions[index].xAdvance /= 2
            case SpaceFallback.space:
                break
            default:
                break
            }
        }
    }

    /// The legacy `kern` table, for fonts whose `GPOS` has no `kern`: each pair's value split
    /// between the two glyphs, marks skipped.
    static func applyKernTable(_ buffer: inout GlyphBuffer, kern: KernTable, mask: UInt32) {
        var index = 0
        while index < buffer.count {
            guard buffer.infos[index].mask & mask != 0, !buffer.infos[index].isMark else {
                index += 1
                continue
            }
            var next = index + 1
            while next < buffer.count, buffer.infos[next].isMark || buffer.infos[next].isDefaultIgnorable { next += 1 }
            guard next < buffer.count else { break }
            let value = Int32(truncatingIfNeeded: kern.value(buffer.infos[index].glyph, buffer.infos[next].glyph))
            if value != 0, buffer.infos[next].mask & mask != 0 {
                let first = value >> 1, second = value - first
                buffer.positions[index].xAdvance &+= first
                buffer.positions[next].xAdvance &+= second
                buffer.positions[next].xOffset &+= second
                buffer.unsafeToBreak(index, next + 1)
            }
            index = next
        }
    }
}
