// The run shaper: a decoded, itemized paragraph shaped run by run, each run in one font, one
// script and one direction, through the shaping cache (ParagraphShaping.swift), and the width of
// a line of it with its ends shaped again where the paragraph's shaping ran across them.

import TypesetFont
import TypesetShaping
import TypesetUnicode

/// Shapes the runs of a decoded paragraph with one typesetter's fonts, size and spacing.
///
/// A ``Typesetter`` holds one and hands it the text its itemizer decoded; the line filler asks
/// it for the width of a candidate line, and the line builder for the glyphs of a line's ends.
struct RunShaper: Sendable {
    /// The fonts and shaping settings, held by reference: copying a shaper (and the typesetter
    /// that holds it) retains one object.
    var storage: TypesetterStorage
    /// Point size.
    let pointSize: Double
    /// Letter spacing in points after every glyph cluster.
    let letterSpacing: Double
    /// Extra space after each word separator, points (CSS `word-spacing`).
    let wordSpacing: Double
    /// Whether letter spacing applies between the letters of cursive scripts.
    let letterSpacesCursiveScripts: Bool
    /// The script every run is shaped as; `nil` to take each character's.
    let script: UnicodeScript?
    /// The primary font's space glyph, which a tab shows.
    let tabGlyph: GlyphID
    /// A tab's advance: a space's, with the letter spacing.
    let tabAdvance: Double
    /// Tells caches which fonts and shaping settings their contents belong to.
    let cacheKey: UInt64

    /// The fonts, primary first.
    var stack: FontStack { storage.stack }
    /// The OpenType language system tags of the text's language.
    var languageTags: [Tag] { storage.languageTags }
    /// The features shaping applies (with `kern` off when kerning is off).
    var shapingFeatures: [FeatureSetting] { storage.shapingFeatures }
}

extension RunShaper {
    /// The width of a line of scalars `start..<end`; `glyphs` is scratch space for the ends
    /// shaped again (what it holds afterwards is not the line's glyphs: a remembered start is
    /// not shaped again).
    ///
    /// From the paragraph's pen positions where both ends are safe to break at; an end inside a
    /// cluster, or where the shaping ran across it, is shaped again from the nearest safe
    /// boundary (as a line shaped on its own would be). The line filler measures every
    /// candidate end of a line from one start, so the width of the reshaped start is kept in
    /// `buffers` for the next call with the same start, tied to the paragraph shaped last and to
    /// this typesetter's fonts, size and spacing. (A line's glyphs are gathered by
    /// ``LineBuilder/appendLineGlyphs(_:buffers:to:)``.)
    func lineWidth(_ start: Int, _ end: Int, buffers: inout LayoutBuffers, glyphs: inout [LaidGlyph]) -> Double {
        guard end > start else { return 0 }
        // The inner stretch [safeStart, safeEnd) comes from the paragraph as it is.
        let (safeStart, safeEnd) = buffers.safeStretch(start, end)
        var width = 0.0
        let scalars = buffers.scalars, scripts = buffers.scripts, levels = buffers.activeLevels
        if safeStart > start {
            let headEnd = min(safeStart, end)
            let key = ((cacheKey ^ pointSize.bitPattern) &* 0x100_0000_01B3 ^ letterSpacing.bitPattern) &* 0x100_0000_01B3 ^ wordSpacing.bitPattern ^ (letterSpacesCursiveScripts ? 0 : 1)
            let memo = buffers.startMemo
            if memo.generation == buffers.shapeGeneration && memo.start == start && memo.end == headEnd && memo.key == key {
                width = memo.width
            } else {
                let before = glyphs.count
                appendGlyphs(start..<headEnd, scalars: scalars, scripts: scripts, levels: levels, cache: &buffers.cache, to: &glyphs)
                for glyph in glyphs[before...] { width += glyph.advance }
                buffers.startMemo = LayoutBuffers.StartMemo(generation: buffers.shapeGeneration, key: key, start: start, end: headEnd, width: width)
            }
        }
        if safeEnd > safeStart { width += buffers.x[safeEnd] - buffers.x[safeStart] }
        if safeEnd < end, safeEnd >= safeStart {
            let before = glyphs.count
            appendGlyphs(max(safeEnd, safeStart)..<end, scalars: scalars, scripts: scripts, levels: levels, cache: &buffers.cache, to: &glyphs)
            for glyph in glyphs[before...] { width += glyph.advance }
        }
        return width
    }

    /// The width of a line of scalars `start..<end` (``LineFiller/width(_:_:_:)`` takes the
    /// pen positions itself where both ends are safe).
    func lineWidth(_ start: Int, _ end: Int, buffers: inout LayoutBuffers) -> Double {
        // The glyphs of the reshaped ends go to a buffer kept in `buffers` (a line end inside
        // shaped text is met at every dictionary break of Thai, Lao, Khmer and Myanmar).
        var scratch: [LaidGlyph] = []
        swap(&scratch, &buffers.widthGlyphs)
        scratch.removeAll(keepingCapacity: true)
        let width = lineWidth(start, end, buffers: &buffers, glyphs: &scratch)
        swap(&scratch, &buffers.widthGlyphs)
        return width
    }
}
