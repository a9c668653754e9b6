// Hangul: syllables composed when the font has the precomposed syllable, otherwise decomposed
// into conjoining jamo that take the `ljmo`, `vjmo` and `tjmo` features; tone marks moved in
// front of their syllable. As HarfBuzz's Hangul shaper (Documentation/Shaping.md).
// https://learn.microsoft.com/en-us/typography/script-development/hangul
// Unicode chapter 3.12 (conjoining jamo behaviour).

import TypesetFont

/// The Hangul shaper's preprocessing of the characters.
enum HangulShaper {
    /// Which jamo feature a glyph takes (stored in ``GlyphInfo/shaperCategory``).
    static let leading: UInt8 = 1, vowel: UInt8 = 2, trailing: UInt8 = 3

    static let sBase: UInt32 = 0xAC00, lBase: UInt32 = 0x1100, vBase: UInt32 = 0x1161, tBase: UInt32 = 0x11A7
    static let lCount: UInt32 = 19, vCount: UInt32 = 21, tCount: UInt32 = 28
    static let nCount = vCount * tCount, sCount = lCount * vCount * tCount

    static func isL(_ u: UInt32) -> Bool { (0x1100...0x115F).contains(u) || (0xA960...0xA97C).contains(u) }
    static func isV(_ u: UInt32) -> Bool { (0x1160...0x11A7).contains(u) || (0xD7B0...0xD7C6).contains(u) }
    static func isT(_ u: UInt32) -> Bool { (0x11A8...0x11FF).contains(u) || (0xD7CB...0xD7FB).contains(u) }
    static func isTone(_ u: UInt32) -> Bool { u == 0x302E || u == 0x302F }
    static func isCombiningL(_ u: UInt32) -> Bool { u >= lBase && u < lBase + lCount }
    static func isCombiningV(_ u: UInt32) -> Bool { u >= vBase && u < vBase + vCount }
    static func isCombiningT(_ u: UInt32) -> Bool { u > tBase && u < tBase + tCount }
    static func isSyllable(_ u: UInt32) -> Bool { u >= sBase && u < sBase + sCount }

    /// Rewrites the characters of `buffer`: composes or decomposes syllables as the font allows,
    /// merges each syllable's clusters, marks jamo for their feature, places tone marks.
    static func preprocess(_ buffer: inout GlyphBuffer, face: ShapingFont) {
        let input = buffer.infos
        let map = face.characterMap
        func has(_ u: UInt32) -> Bool { map.glyph(for: u) != nil }
        func isZeroWidth(_ u: UInt32) -> Bool {
            guard let glyph = map.glyph(for: u) else { return false }
            return face.horizontalMetrics.advance(of: glyph) == 0
        }
        var output: [GlyphInfo] = []
        output.reserveCapacity(input.count + 4)
        func character(_ model: GlyphInfo, _ u: UInt32, category: UInt8 = 0) -> GlyphInfo {
            var info = model
            info.codepoint = u
            info.setUnicodeProperties()
            info.shaperCategory = category
            return info
        }
        func mergeOutput(_ start: Int, _ end: Int) {
            guard end - start > 1 else { return }
            var cluster = Int.max
            for k in start..<end { cluster = min(cluster, output[k].cluster) }
            for k in start..<end { output[k].cluster = cluster }
        }
        // The most recent syllable in `output` (valid when start < end).
        var start = 0, end = 0
        var index = 0
        while index < input.count {
            let u = input[index].codepoint
            if isTone(u) {
                if start < end, end == output.count {
                    // After a syllable: in front of it, unless it is drawn over it (no advance).
                    output.append(input[index])
                    if !isZeroWidth(u) {
                        mergeOutput(start, end + 1)
                        let tone = output.remove(at: end)
                        output.insert(tone, at: start)
                    }
                } else if has(0x25CC) {
                    let circle = character(input[index], 0x25CC)
                    if isZeroWidth(u) {
                        output.append(circle)
                        output.append(input[index])
                    } else {
                        output.append(input[index])
                        output.append(circle)
                    }
                } else {
                    output.append(input[index])
                }
                index += 1
                start = output.count
                end = output.count
                continue
            }
            start = output.count
            if isL(u), index + 1 < input.count, isV(input[index + 1].codepoint) {
                let v = input[index + 1].codepoint
                var t: UInt32 = 0
                if index + 2 < input.count, isT(input[index + 2].codepoint) { t = input[index + 2].codepoint }
                let length = t != 0 ? 3 : 2
                if isCombiningL(u), isCombiningV(v), t == 0 || isCombiningT(t) {
                    let syllable = sBase + (u - lBase) * nCount + (v - vBase) * tCount + (t != 0 ? t - tBase : 0)
                    if has(syllable) {
                        var composed = character(input[index], syllable)
                        for k in index..<(index + length) { composed.cluster = min(composed.cluster, input[k].cluster) }
                        output.append(composed)
                        end = start + 1
                        index += length
                        continue
                    }
                }
                // Not composable: the jamo with their features, one cluster.
                var l = input[index], vowel = input[index + 1]
                l.shaperCategory = leading
                vowel.shaperCategory = self.vowel
                output.append(l)
                output.append(vowel)
                if t != 0 {
                    var trail = input[index + 2]
                    trail.shaperCategory = trailing
                    output.append(trail)
                }
                end = start + length
                mergeOutput(start, end)
                index += length
                continue
            }
            if isSyllable(u) {
                let hasSyllable = has(u)
                let nIndex = (u - sBase) % nCount
                let tIndex = nIndex % tCount
                let nextIsT = index + 1 < input.count && isT(input[index + 1].codepoint)
                if tIndex == 0, index + 1 < input.count, isCombiningT(input[index + 1].codepoint) {
                    let combined = u + (input[index + 1].codepoint - tBase)
                    if has(combined) {
                        var composed = character(input[index], combined)
                        composed.cluster = min(input[index].cluster, input[index + 1].cluster)
                        output.append(composed)
                        end = start + 1
                        index += 2
                        continue
                    }
                }
                if !hasSyllable || (tIndex == 0 && nextIsT) {
                    let parts = [lBase + (u - sBase) / nCount, vBase + nIndex / tCount, tBase + tIndex]
                    if has(parts[0]), has(parts[1]), tIndex == 0 || has(parts[2]) {
                        output.append(character(input[index], parts[0], category: leading))
                        output.append(character(input[index], parts[1], category: vowel))
                        if tIndex != 0 { output.append(character(input[index], parts[2], category: trailing)) }
                        var length = tIndex != 0 ? 3 : 2
                        index += 1
                        if hasSyllable, tIndex == 0 {
                            // The trailing jamo that prevented the composition joins the syllable.
                            var trail = input[index]
                            trail.shaperCategory = trailing
                            output.append(trail)
                            index += 1
                            length += 1
                        }
                        end = start + length
                        mergeOutput(start, end)
                        continue
                    }
                }
                if hasSyllable { end = start + 1 }
            }
            output.append(input[index])
            index += 1
        }
        buffer.infos = output
    }
}

extension HangulShaper: ScriptShaping {
    static func collectFeatures(_ planner: inout FeaturePlanner, scriptTags: [Tag]) {
        planner.add("ljmo", global: false)
        planner.add("vjmo", global: false)
        planner.add("tjmo", global: false)
    }

    /// Hangul runs apply `calt` to syllables and other characters, never to conjoining jamo:
    /// added once more as a ranged feature so it has a mask bit of its own to clear there.
    static func overrideFeatures(_ planner: inout FeaturePlanner) { planner.add("calt", global: false) }

    static func makeData(_ context: ShaperPlanContext) -> ShaperData {
        var data = ShaperData()
        data.jamoMasks = [0, context.compiled.mask("ljmo"), context.compiled.mask("vjmo"), context.compiled.mask("tjmo")]
        data.contextualAlternatesMask = context.compiled.mask("calt")
        return data
    }

    /// The shaper composes its jamo itself.
    static var composes: Bool { false }
    static var markZeroing: MarkZeroing { .none }

    static func preprocessText(_ buffer: inout GlyphBuffer, face: ShapingFont, plan: ShapePlan) { preprocess(&buffer, face: face) }

    /// Each jamo takes its feature's mask and loses `calt`'s.
    static func setupMasks(_ buffer: inout GlyphBuffer, plan: ShapePlan) {
        let jamoMasks = plan.data.jamoMasks, contextualAlternates = plan.data.contextualAlternatesMask
        for index in 0..<buffer.count {
            let category = Int(buffer.infos[index].shaperCategory)
            if category < jamoMasks.count { buffer.infos[index].mask |= jamoMasks[category] }
            let u = buffer.infos[index].codepoint
            if isL(u) || isV(u) || isT(u) { buffer.infos[index].mask &= ~contextualAlternates }
        }
    }
}
