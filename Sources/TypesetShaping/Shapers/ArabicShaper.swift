// The Arabic shaper (Arabic and Syriac runs): each letter's joining form from the joining types
// of its neighbours, given as the mask of one positional feature (`isol`, `fina`, `fin2`,
// `fin3`, `medi`, `med2`, `init`); modifier combining marks moved in front of the other marks;
// signs split by `stch` stretched over the word they span.
// As HarfBuzz's Arabic shaper (Documentation/Shaping.md, "Arabic").
// https://learn.microsoft.com/en-us/typography/script-development/arabic
// https://learn.microsoft.com/en-us/typography/script-development/syriac
// Unicode chapter 9.2 (cursive joining), UAX #44 ArabicShaping.txt, UTR #53 (mark order).

import TypesetFont

enum ArabicShaper {
    /// The positional features, in the order of ``Action`` (each in its own `GSUB` stage).
    static let positionalFeatures: [Tag] = ["isol", "fina", "fin2", "fin3", "medi", "med2", "init"]

    /// The Syriac-only features (`fin2`, `fin3`, `med2`): no fallback forms exist for them.
    static func isSyriacFeature(_ tag: Tag) -> Bool {
        let last = tag.rawValue & 0xFF
        return last == 0x32 || last == 0x33
    }

    /// The form a letter takes: an index into ``positionalFeatures``, or `none`.
    enum Action {
        static let isol: UInt8 = 0, fina: UInt8 = 1, fin2: UInt8 = 2, fin3: UInt8 = 3, medi: UInt8 = 4, med2: UInt8 = 5
        static let initial: UInt8 = 6, none: UInt8 = 7
        /// Pieces of a glyph `stch` split: drawn once, or repeated to fill the width.
        static let stretchFixed: UInt8 = 8, stretchRepeating: UInt8 = 9
    }

    /// Joining types as the state machine's columns: U, L, R, D (and join-causing C), R of the
    /// ALAPH group, R of the DALATH RISH group; T (transparent) is not a column.
    enum Joining {
        static let u: UInt8 = 0, l: UInt8 = 1, r: UInt8 = 2, d: UInt8 = 3, alaph: UInt8 = 4, dalathRish: UInt8 = 5
        static let t: UInt8 = 7, unlisted: UInt8 = 8
    }

    /// The joining type of `scalar`: from ArabicShaping.txt, else transparent for non-spacing
    /// and enclosing marks and format characters, else non-joining.
    @inline(__always)
    static func joiningType(_ scalar: UInt32, _ category: UnicodeGeneralCategory) -> UInt8 {
        var value = Joining.unlisted
        if scalar >= 0x600, scalar < ArabicJoiningTable.limit {
            value = UnicodeProperties.stageLookup(scalar, shift: ArabicJoiningTable.shift, stage1: ArabicJoiningTable.stage1,
                                                  stage2: ArabicJoiningTable.stage2)
        }
        guard value == Joining.unlisted else { return value }
        switch category {
        case .nonspacingMark, .enclosingMark, .format: return Joining.t
        default: return Joining.u
        }
    }

    /// One transition: the form the previous letter takes now (`none`: keeps its form), the
    /// current letter's form, and the next state.
    struct Transition {
        let previous: UInt8, current: UInt8, next: UInt8
        init(_ previous: UInt8, _ current: UInt8, _ next: UInt8) {
            self.previous = previous
            self.current = current
            self.next = next
        }
    }

    /// The joining state machine: states by row, joining types (U, L, R, D, ALAPH,
    /// DALATH RISH) by column. States: 0 after a non-joining character; 1 after a letter that
    /// does not join forward; 2 after a letter that may join forward, drawn isolated; 3 after a
    /// medial or final letter that may join forward; 4 after a final ALAPH; 5 after an ALAPH in
    /// its second or third final form; 6 after DALATH or RISH.
    static let transitions: [[Transition]] = {
        let isol = Action.isol, fina = Action.fina, fin2 = Action.fin2, fin3 = Action.fin3
        let medi = Action.medi, med2 = Action.med2, initial = Action.initial, none = Action.none
        return [
            [.init(none, none, 0), .init(none, isol, 2), .init(none, isol, 1), .init(none, isol, 2), .init(none, isol, 1), .init(none, isol, 6)],
            [.init(none, none, 0), .init(none, isol, 2), .init(none, isol, 1), .init(none, isol, 2), .init(none, fin2, 5), .init(none, isol, 6)],
            [.init(none, none, 0), .init(none, isol, 2), .init(initial, fina, 1), .init(initial, fina, 3), .init(initial, fina, 4),
             .init(initial, fina, 6)],
            [.init(none, none, 0), .init(none, isol, 2), .init(medi, fina, 1), .init(medi, fina, 3), .init(medi, fina, 4), .init(medi, fina, 6)],
            [.init(none, none, 0), .init(none, isol, 2), .init(med2, isol, 1), .init(med2, isol, 2), .init(med2, fin2, 5), .init(med2, isol, 6)],
            [.init(none, none, 0), .init(none, isol, 2), .init(isol, isol, 1), .init(isol, isol, 2), .init(isol, fin2, 5), .init(isol, isol, 6)],
            [.init(none, none, 0), .init(none, isol, 2), .init(none, isol, 1), .init(none, isol, 2), .init(none, fin3, 5), .init(none, isol, 6)],
        ]
    }()

    /// Gives every glyph the mask of its joining form. The characters around the run
    /// (``GlyphBuffer/precedingContext``, ``GlyphBuffer/followingContext``) join with it but
    /// are not shaped. A letter that joins the one before it is unsafe to break there.
    static func setupMasks(_ buffer: inout GlyphBuffer, plan: ShapePlan) {
        let transitions = ArabicShaper.transitions
        var state = 0
        for scalar in buffer.precedingContext.suffix(5).reversed() {
            let type = joiningType(scalar, UnicodeProperties.generalCategory(scalar))
            if type > Joining.dalathRish { continue }
            state = Int(transitions[state][Int(type)].next)
            break
        }
        var previous = -1
        for index in 0..<buffer.count {
            let info = buffer.infos[index]
            let type = joiningType(info.codepoint, info.category)
            if type > Joining.dalathRish {
                buffer.infos[index].shaperCategory = Action.none
                continue
            }
            let transition = transitions[state][Int(type)]
            if transition.previous != Action.none, previous >= 0 {
                buffer.infos[previous].shaperCategory = transition.previous
                buffer.unsafeToBreak(previous, index + 1)
            }
            buffer.infos[index].shaperCategory = transition.current
            previous = index
            state = Int(transition.next)
        }
        for scalar in buffer.followingContext.prefix(5) {
            let type = joiningType(scalar, UnicodeProperties.generalCategory(scalar))
            if type > Joining.dalathRish { continue }
            let transition = transitions[state][Int(type)]
            if transition.previous != Action.none, previous >= 0 {
                buffer.infos[previous].shaperCategory = transition.previous
                buffer.unsafeToBreak(previous, buffer.count)
            }
            break
        }
        if plan.data.copiesJoiningToVariationSelectors {
            // Mongolian free variation selectors take the form of the letter before them.
            for index in 1..<max(buffer.count, 1) {
                switch buffer.infos[index].codepoint {
                case 0x180B...0x180D, 0x180F: buffer.infos[index].shaperCategory = buffer.infos[index - 1].shaperCategory
                default: break
                }
            }
        }
        let masks = plan.data.joiningMasks
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            for index in infos.indices {
                let action = Int(infos[index].shaperCategory)
                if action < masks.count { infos[index].mask |= masks[action] }
            }
        }
    }

    // MARK: stch

    /// After the `stch` stage: the glyphs a multiple substitution made are the pieces of a
    /// stretched sign, the even pieces drawn once, the odd ones repeated (the OpenType `stch`
    /// feature's convention). Returns whether there are any.
    static func recordStretch(_ buffer: inout GlyphBuffer) -> Bool {
        var found = false
        buffer.infos.withUnsafeMutableBufferPointer { infos in
            for index in infos.indices where infos[index].isMultiplied {
                infos[index].shaperCategory = infos[index].ligatureComponent % 2 == 1 ? Action.stretchRepeating : Action.stretchFixed
                found = true
            }
        }
        return found
    }

    /// Whether a character of this category belongs to the word a stretched sign spans.
    @inline(__always)
    static func isWordCategory(_ category: UnicodeGeneralCategory) -> Bool {
        switch category {
        case .unassigned, .privateUse, .modifierLetter, .otherLetter, .spacingMark, .enclosingMark, .nonspacingMark, .decimalNumber,
             .letterNumber, .otherNumber, .currencySymbol, .modifierSymbol, .mathSymbol, .otherSymbol: true
        default: false
        }
    }

    /// Stretches each sign `stch` split over the word it spans (the characters after it in
    /// the text): its repeating pieces are repeated, overlapping a little when that fits better,
    /// until the pieces are as wide as the word; the pieces take no advance and are drawn over
    /// the word. `buffer` is in right-to-left visual order (reversed first when it was shaped
    /// left to right, `rightToLeft` false: the pieces are then laid out from the left).
    static func applyStretch(_ buffer: inout GlyphBuffer, face: ShapingFont, rightToLeft: Bool) {
        let metrics = face.horizontalMetrics
        func width(_ glyph: GlyphID) -> Int { metrics.advance(of: glyph) }
        func isPiece(_ info: GlyphInfo) -> Bool {
            info.shaperCategory == Action.stretchFixed || info.shaperCategory == Action.stretchRepeating
        }
        /// The sign whose pieces end (visually) at `end`: where its pieces start, where the
        /// word it spans starts, how many extra copies of each repeating piece, their overlap,
        /// and the width left over.
        func measure(_ end: Int) -> (start: Int, context: Int, copies: Int, repeating: Int, overlap: Int, remaining: Int) {
            var fixedWidth = 0, repeatingWidth = 0, repeatingCount = 0
            var start = end
            while start > 0, isPiece(buffer.infos[start - 1]) {
                start -= 1
                let w = width(buffer.infos[start].glyph)
                if buffer.infos[start].shaperCategory == Action.stretchFixed {
                    fixedWidth += w
                } else {
                    repeatingWidth += w
                    repeatingCount += 1
                }
            }
            // The word: the glyphs to the left (after the sign in the text).
            var context = start, total = 0
            while context > 0, !isPiece(buffer.infos[context - 1]),
                  buffer.infos[context - 1].isDefaultIgnorable || isWordCategory(buffer.infos[context - 1].category) {
                context -= 1
                total += Int(buffer.positions[context].xAdvance)
            }
            var copies = 0, overlap = 0
            var remaining = total - fixedWidth
            if remaining > repeatingWidth, repeatingWidth > 0 { copies = remaining / repeatingWidth - 1 }
            // One more copy, squeezed together, when that fits better.
            if remaining - repeatingWidth * (copies + 1) > 0, repeatingCount > 0 {
                copies += 1
                let excess = (copies + 1) * repeatingWidth - remaining
                if excess > 0 {
                    overlap = excess / (copies * repeatingCount)
                    remaining = 0
                }
            }
            return (start, context, copies, repeatingCount, overlap, remaining)
        }
        // The glyphs added; nothing is stretched when they would pass the run's growth limit.
        var added = 0
        var i = buffer.count
        while i > 0 {
            guard isPiece(buffer.infos[i - 1]) else {
                i -= 1
                continue
            }
            let sign = measure(i)
            added += sign.copies * sign.repeating
            i = sign.start
        }
        guard buffer.count + added <= max(buffer.count * 64, 16384) else { return }
        var infos: [GlyphInfo] = []
        var positions: [GlyphPosition] = []
        infos.reserveCapacity(buffer.count + added)
        positions.reserveCapacity(buffer.count + added)
        // Written from the visual right end leftwards, then reversed.
        i = buffer.count
        while i > 0 {
            guard isPiece(buffer.infos[i - 1]) else {
                infos.append(buffer.infos[i - 1])
                positions.append(buffer.positions[i - 1])
                i -= 1
                continue
            }
            let end = i
            let sign = measure(end)
            buffer.unsafeToBreak(sign.context, end)
            var xOffset = sign.remaining / 2
            for k in stride(from: end, to: sign.start, by: -1) {
                let info = buffer.infos[k - 1]
                var position = buffer.positions[k - 1]
                let w = width(info.glyph)
                let repeats = info.shaperCategory == Action.stretchRepeating ? 1 + sign.copies : 1
                position.xAdvance = 0
                for n in 0..<repeats {
                    if rightToLeft {
                        xOffset -= w
                        if n > 0 { xOffset += sign.overlap }
                    }
                    position.xOffset = Int32(truncatingIfNeeded: xOffset)
                    infos.append(info)
                    positions.append(position)
                    if !rightToLeft {
                        xOffset += w
                        if n > 0 { xOffset -= sign.overlap }
                    }
                }
            }
            i = sign.start
        }
        infos.reverse()
        positions.reverse()
        buffer.infos = infos
        buffer.positions = positions
    }

    /// Whether `scalar` is one of UTR #53's Arabic modifier combining marks (hamza above and
    /// below, noon ghunna, small high and low letters) that go before the other marks of their
    /// combining class.
    @inline(__always)
    static func isModifierCombiningMark(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0654, 0x0655, 0x0658, 0x06DC, 0x06E3, 0x06E7, 0x06E8, 0x08CA, 0x08CB, 0x08CD, 0x08CE, 0x08CF, 0x08D3, 0x08F3: true
        default: false
        }
    }

    /// Within the sorted marks `start..<end`: the modifier combining marks leading the marks
    /// of class 220 (below), then of class 230 (above), move to the front of the sequence and
    /// take classes 22 and 26 (below every Arabic class, so the sequence stays sorted); the
    /// clusters from `start` through them merge.
    static func reorderMarks(_ buffer: inout GlyphBuffer, _ start: Int, _ end: Int) {
        var start = start
        var i = start
        for combiningClass in stride(from: UInt8(220), through: 230, by: 10) {
            while i < end, buffer.infos[i].combiningClass < combiningClass { i += 1 }
            if i == end { break }
            if buffer.infos[i].combiningClass > combiningClass { continue }
            var j = i
            while j < end, buffer.infos[j].combiningClass == combiningClass, isModifierCombiningMark(buffer.infos[j].codepoint) { j += 1 }
            if i == j { continue }
            buffer.mergeClusters(start, j)
            // Rotate start..<j so that i..<j comes first.
            buffer.infos[start..<j].rotate(toStartAt: i)
            let newStart = start + j - i
            let newClass: UInt8 = combiningClass == 220 ? 22 : 26
            while start < newStart {
                buffer.infos[start].combiningClass = newClass
                start += 1
            }
            i = j
        }
    }
}

extension ArabicShaper: ScriptShaping {
    /// The shaper's steps between `GSUB` stages.
    enum Step: UInt8 {
        /// After `stch`: the pieces it made recorded.
        case stretch
    }

    /// Documentation/Shaping.md, "Arabic": each positional feature in its own stage.
    static func collectFeatures(_ planner: inout FeaturePlanner, scriptTags: [Tag]) {
        let isArabic = scriptTags.first == "arab"
        planner.add("stch")
        planner.pause(.shaper(Step.stretch.rawValue))
        planner.add("ccmp", manualZWJ: true)
        planner.add("locl", manualZWJ: true)
        planner.pause()
        for tag in positionalFeatures {
            planner.add(tag, global: false, fallback: isArabic && !isSyriacFeature(tag))
            planner.pause()
        }
        planner.add("rlig", manualZWJ: true, fallback: true)
        if isArabic { planner.pause() }
        planner.add("rclt", manualZWJ: true)
        planner.add("calt", manualZWJ: true)
        planner.pause()
        planner.add("mset")
    }

    static func makeData(_ context: ShaperPlanContext) -> ShaperData {
        var data = ShaperData()
        data.joiningMasks = positionalFeatures.map { context.compiled.mask($0) }
        data.recordsStretch = context.compiled.masks["stch"] != nil
        return data
    }

    static var usesKernTable: Bool { true }

    static func pause(_ action: UInt8, _ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) -> GlyphID? {
        if action == Step.stretch.rawValue, plan.data.recordsStretch, recordStretch(&buffer) { buffer.hasStretch = true }
        return nil
    }

    /// Stretches the signs `stch` split (in right-to-left visual order).
    static func postprocessGlyphs(_ buffer: inout GlyphBuffer, face: ShapingFont) {
        guard buffer.hasStretch else { return }
        if buffer.direction == .leftToRight { buffer.reverse(0, buffer.count) }
        applyStretch(&buffer, face: face, rightToLeft: buffer.direction == .rightToLeft)
        if buffer.direction == .leftToRight { buffer.reverse(0, buffer.count) }
        buffer.hasStretch = false
    }
}
