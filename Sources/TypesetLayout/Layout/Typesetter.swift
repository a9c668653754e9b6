import TypesetFont
import TypesetShaping
import Dispatch
import TypesetUnicode
import TypesetStyle

/// Lays text out in a width and measures it, without UIKit.
///
/// A typesetter holds one style: a ``FontStack`` (primary font and fallbacks), a point size,
/// a line height under one ``LineModel``, letter spacing, paragraph spacing, OpenType features
/// and a language. It is a `Sendable` value; laying out from many threads at once is safe.
///
/// Text is shaped once per paragraph with the fonts' OpenType Layout (ligatures, contextual
/// alternates, localized forms, kerning, mark positioning), as Core Text draws it. Lines are
/// TextKit's greedy first fit: they fill with whole segments between UAX #14 break
/// opportunities; white space at the end of a line hangs outside the width; a segment wider
/// than the whole line is broken between glyph clusters; hard breaks (LF, CR, CR LF, NEL,
/// U+2028, U+2029, VT, FF) end a line; with a line limit, the last line is cut at a cluster and
/// ends with "…" (tail truncation). Where a line ends inside shaped text that was shaped across
/// the break (a kerning pair or a ligature spanning it), the sides are shaped again apart.
public struct Typesetter: Sendable {
    /// The fonts, primary first.
    public var stack: FontStack { storage.stack }
    /// Point size.
    public var pointSize: Double { shaper.pointSize }
    /// Line height in points.
    public let lineHeight: Double
    /// Letter spacing in points after every glyph cluster (UIKit's `.kern`).
    public var letterSpacing: Double { shaper.letterSpacing }
    /// Extra space added to each word separator's advance, points (CSS `word-spacing`: U+0020,
    /// U+00A0, U+1361, U+10100, U+10101, U+1039F and U+1091F); 0 for UIKit, which has none.
    /// A ``TextPreparer`` does not carry it: prepared texts are measured without word spacing.
    public var wordSpacing: Double { shaper.wordSpacing }
    /// Whether letter spacing applies between the letters of cursive scripts (Arabic, Hanifi
    /// Rohingya, Mandaic, Mongolian, N'Ko, Phags-pa, Syriac), as UIKit's kern does; `false` as
    /// in Chromium, which leaves their letters joined and spaces only other characters (spaces,
    /// digits) in such text (CSS Text 3, "Tracking and cursive scripts").
    public var letterSpacesCursiveScripts: Bool { shaper.letterSpacesCursiveScripts }
    /// Extra space after each paragraph (UIKit's `paragraphSpacing`), points.
    public let paragraphSpacing: Double
    /// How lines are placed.
    public let model: LineModel
    /// Whether pair kerning applies (the `kern` feature).
    public let kerning: Bool
    /// OpenType feature settings applied after the defaults (`liga` off, `tnum`, `ss01`, ...).
    public var features: [FeatureSetting] { storage.features }
    /// The language of the text (BCP 47, e.g. `de`, `zh-Hant`), which picks a font's localized
    /// forms; `nil` for the fonts' defaults.
    public var language: String? { storage.language }
    /// The script every run is shaped as; `nil` to resolve it from the text (UAX #24).
    public var script: UnicodeScript? { shaper.script }
    /// How lines sit in the width (``LaidOutLine/x``); `.natural` is left in a left-to-right
    /// paragraph and right in a right-to-left one, as UIKit's `.natural`.
    public let alignment: TextAlignment
    /// The paragraphs' base direction: from the first strong character (`.auto`, UIKit's
    /// `.natural` writing direction) or set (UAX #9 HL1).
    public let paragraphDirection: BidiParagraph.Direction
    /// How runs of Lao, Khmer and Myanmar letters break between words: by ICU's dictionaries as
    /// on an iPhone (`.icu`, the default) or only at spaces and punctuation as Pango 1.50 (`.pango`).
    public let lineBreakDictionaries: LineBreakDictionaries
    /// The pixel grid that `height` and `usedWidth` are rounded up to.
    public let grid: PixelGrid
    /// Line positions for the primary font.
    public let geometry: LineGeometry
    /// The run shaper: the fonts, size, spacing and settings every run is shaped with.
    var shaper: RunShaper
    /// Tells caches which fonts and shaping settings their contents belong to.
    var cacheKey: UInt64 { shaper.cacheKey }
    /// What the typesetter holds by reference, in one object (the shaper's): copying a
    /// typesetter (every layout of a catalogue check passes one around) retains one reference, not ten.
    var storage: TypesetterStorage { shaper.storage }
    /// Splits decoded text into scripts and bidi levels.
    var itemizer: Itemizer { Itemizer(paragraphDirection: paragraphDirection) }

    /// The truncation ellipsis "…" (or "..." when no font maps U+2026), shaped once.
    var ellipsis: Ellipsis { storage.ellipsis }

    /// A typesetter for a style.
    ///
    /// - Parameters:
    ///   - lineHeight: line height in points; `nil` for the font's own (`UIFont.lineHeight`).
    ///   - scale: the display scale whose pixel grid sizes are rounded up to.
    ///   - features: OpenType feature settings after the defaults.
    ///   - language: the text's language (BCP 47), for localized forms.
    ///   - lineBreakDictionaries: how Lao, Khmer and Myanmar words break (``LineBreakDictionaries``).
    public init(stack: FontStack, pointSize: Double, lineHeight: Double? = nil, letterSpacing: Double = 0,
                paragraphSpacing: Double = 0, model: LineModel = .uikitExact, kerning: Bool = true, scale: Double = 3,
                features: [FeatureSetting] = [], language: String? = nil, script: UnicodeScript? = nil,
                alignment: TextAlignment = .natural, paragraphDirection: BidiParagraph.Direction = .auto,
                lineBreakDictionaries: LineBreakDictionaries = .icu, wordSpacing: Double = 0, letterSpacesCursiveScripts: Bool = true) {
        self.lineBreakDictionaries = lineBreakDictionaries
        self.alignment = alignment
        self.paragraphDirection = paragraphDirection
        let metrics = stack.primary.metrics.scaled(to: pointSize)
        self.lineHeight = lineHeight ?? metrics.lineHeight
        self.paragraphSpacing = paragraphSpacing
        self.model = model
        self.kerning = kerning
        grid = PixelGrid(scale: scale)
        geometry = LineGeometry(model: model, metrics: metrics, lineHeight: self.lineHeight)
        let languageTags = language.map { OpenTypeLanguage.tags(forBCP47: $0) } ?? []
        let shapingFeatures = kerning ? features : features + [FeatureSetting("kern", value: 0)]
        let space = stack.primary.characterMap.glyph(for: 0x20) ?? .notdef
        let tabAdvance = Double(stack.primary.horizontalMetrics.advance(of: space)) * pointSize / stack.primary.unitsPerEm + letterSpacing
        var key: UInt64 = 0x84222325CBF29CE4
        for font in stack.fonts { key = (key ^ font.fingerprint) &* 0x100_0000_01B3 }
        for (script, order) in stack.scriptOrders.sorted(by: { $0.key < $1.key }) {
            key = (key ^ UInt64(script.rawValue)) &* 0x100_0000_01B3
            for index in order { key = (key ^ UInt64(index) &<< 40) &* 0x100_0000_01B3 }
        }
        for setting in shapingFeatures {
            key = (key ^ UInt64(setting.tag.rawValue) ^ UInt64(setting.value) &<< 32) &* 0x100_0000_01B3
            key = (key ^ UInt64(truncatingIfNeeded: setting.start) ^ UInt64(truncatingIfNeeded: setting.end) &<< 1) &* 0x100_0000_01B3
        }
        for tag in languageTags { key = (key ^ UInt64(tag.rawValue)) &* 0x100_0000_01B3 }
        if let script { key = (key ^ UInt64(script.rawValue) &<< 7) &* 0x100_0000_01B3 }
        switch paragraphDirection {
        case .auto: break
        case .leftToRight: key = (key ^ 0x4C54_52) &* 0x100_0000_01B3
        case .rightToLeft: key = (key ^ 0x5254_4C) &* 0x100_0000_01B3
        }
        // Prepared texts keep their break opportunities under this key.
        switch lineBreakDictionaries {
        case .icu, .icuIncludingThai: break  // the same breaks
        case .pango: key = (key ^ 0x50_414E_474F) &* 0x100_0000_01B3
        }
        let storage = TypesetterStorage(stack: stack, features: features, language: language, languageTags: languageTags,
                                    shapingFeatures: shapingFeatures,
                                    asciiFonts: (0..<128).map { UInt8(truncatingIfNeeded: min(stack.font(for: UInt32($0)), 255)) },
                                    scales: stack.fonts.map { pointSize / $0.unitsPerEm }, ellipsis: Ellipsis(width: 0, glyphs: []))
        shaper = RunShaper(storage: storage, pointSize: pointSize, letterSpacing: letterSpacing, wordSpacing: wordSpacing,
                           letterSpacesCursiveScripts: letterSpacesCursiveScripts, script: script, tabGlyph: space,
                           tabAdvance: tabAdvance, cacheKey: key)
        // The ellipsis is shaped by the typesetter itself, then kept with the rest.
        let mapsEllipsis = stack.fonts.contains { $0.characterMap.glyph(for: 0x2026) != nil }
        shaper.storage = storage.with(ellipsis: shapeAlone(mapsEllipsis ? "\u{2026}" : "..."))
    }

    /// A typesetter for a resolved style (its point size, line height, kern, paragraph spacing,
    /// features and language); `features` are applied after the style's. Variable fonts of the
    /// stack are set at the instance the style selects (``FontStack/instanced(for:)``: the
    /// style's variations, `opsz` at the point size), so lines, advances and pictures are the
    /// instance's. The instance is made for this typesetter: typesetters in one style share one
    /// made once with ``init(fonts:model:kerning:features:language:script:paragraphDirection:lineBreakDictionaries:)``.
    public init(stack: FontStack, style: ResolvedStyle, model: LineModel = .uikitExact, kerning: Bool = true,
                features: [FeatureSetting] = [], language: String? = nil, script: UnicodeScript? = nil,
                paragraphDirection: BidiParagraph.Direction = .auto, lineBreakDictionaries: LineBreakDictionaries = .icu) {
        self.init(fonts: StyledFonts(style, stack: stack), model: model, kerning: kerning, features: features, language: language,
                  script: script, paragraphDirection: paragraphDirection, lineBreakDictionaries: lineBreakDictionaries)
    }

    // MARK: Public entry points

    /// Lays `text` out in `width` points (`.infinity` or 0 for no wrapping), with at most
    /// `maxLines` lines (0 for no limit).
    public func layout(_ text: String, width: Double, maxLines: Int = 0) -> TextLayout {
        var buffers = LayoutBuffers()
        return layout(text, width: width, maxLines: maxLines, buffers: &buffers)
    }

    /// Like ``layout(_:width:maxLines:)`` reusing `buffers` (no allocation per line: the
    /// layout's glyphs and carets are two stores its lines are ranges of; the carets are found
    /// when first asked for).
    public func layout(_ text: String, width: Double, maxLines: Int = 0, buffers: inout LayoutBuffers) -> TextLayout {
        let summary = run(text, width: width, maxLines: maxLines, buffers: &buffers, keepsGlyphs: true)
        return LineBuilder(typesetter: self).layout(width: width, summary: summary, buffers: &buffers)
    }

    /// Like ``layout(_:width:maxLines:buffers:)`` without the glyphs: every line's range, width,
    /// position, direction and bidi runs, its `glyphs` and `carets` empty. The paragraph is shaped
    /// into pen positions only (as ``measure(_:width:maxLines:)`` shapes it), so memory stays at
    /// a few bytes per character instead of a glyph record per glyph twice over: for reporting
    /// lines of long texts (`typeset measure`).
    public func layoutLines(_ text: String, width: Double, maxLines: Int = 0, buffers: inout LayoutBuffers) -> TextLayout {
        layoutLines(text, width: width, maxLines: maxLines, buffers: &buffers, breaks: nil, cutsOverlongWords: true)
    }

    /// ``layoutLines(_:width:maxLines:buffers:)`` at the opportunities `breaks` finds in the
    /// decoded scalars (`nil` from it, or no `breaks`: UAX #14's); a word wider than the line is
    /// cut between graphemes when `cutsOverlongWords`, else it overflows the line.
    func layoutLines(_ text: String, width: Double, maxLines: Int = 0, buffers: inout LayoutBuffers,
                     breaks: ((UnsafeBufferPointer<Unicode.Scalar>) -> [LineBreakOpportunity]?)?,
                     cutsOverlongWords: Bool) -> TextLayout {
        let summary = fillLines(text, width: width, maxLines: maxLines, buffers: &buffers, breaks: breaks,
                                asciiTakesDefaultBreaks: false, cutsOverlongWords: cutsOverlongWords)
        return LineBuilder(typesetter: self).lines(width: width, summary: summary, buffers: buffers)
    }

    /// Decodes, shapes (pen positions only) and fills `text` into `buffers.spans`, breaking at
    /// the opportunities `breaks` finds in the decoded scalars (`nil` from it, or no `breaks`:
    /// UAX #14's). `asciiTakesDefaultBreaks`: `breaks` keeps UAX #14's opportunities in ASCII
    /// text, so it is not asked for them there. The lines are read from the spans by the caller
    /// (``layoutLines(_:width:maxLines:buffers:)``, the web layout), with no line value made here.
    func fillLines(_ text: String, width: Double, maxLines: Int, buffers: inout LayoutBuffers,
                   breaks: ((UnsafeBufferPointer<Unicode.Scalar>) -> [LineBreakOpportunity]?)?,
                   asciiTakesDefaultBreaks: Bool, cutsOverlongWords: Bool) -> Summary {
        let count = itemizer.decode(text, into: &buffers)
        shaper.shapeParagraph(count: count, buffers: &buffers, keepsGlyphs: false)
        let asks = breaks != nil && !(asciiTakesDefaultBreaks && count == text.utf8.count)
        let found = asks ? breaks.flatMap { breaks in
            buffers.scalars.withUnsafeBufferPointer { breaks(UnsafeBufferPointer(rebasing: $0[0..<min(count, $0.count)])) }
        } : nil
        if let found {
            return found.withUnsafeBufferPointer {
                fill(count: count, width: width, maxLines: maxLines, buffers: &buffers, opportunities: $0, cutsOverlongWords: cutsOverlongWords)
            }
        }
        return fill(count: count, width: width, maxLines: maxLines, buffers: &buffers, opportunities: nil, cutsOverlongWords: cutsOverlongWords)
    }

    /// Height and used width of `text` in `width`: the number `sizeThatFits` needs.
    public func measure(_ text: String, width: Double, maxLines: Int = 0) -> TextMeasurement {
        var buffers = LayoutBuffers()
        return measure(text, width: width, maxLines: maxLines, buffers: &buffers)
    }

    /// Like ``measure(_:width:maxLines:)`` reusing `buffers`: no allocation per string once the
    /// buffers have grown to the longest text, and words shaped before come from their cache.
    public func measure(_ text: String, width: Double, maxLines: Int = 0, buffers: inout LayoutBuffers) -> TextMeasurement {
        let summary = run(text, width: width, maxLines: maxLines, buffers: &buffers)
        return TextMeasurement(lineCount: buffers.spans.count, height: grid.ceil(summary.height),
                               usedWidth: grid.ceil(summary.width), truncated: summary.truncated)
    }

    /// Measures many strings in one width, spreading the work over the machine's cores, with
    /// one set of buffers per worker (no allocation per string).
    public func measureAll(_ texts: [String], width: Double, maxLines: Int = 0) -> [TextMeasurement] {
        let empty = TextMeasurement(lineCount: 0, height: 0, usedWidth: 0, truncated: false)
        var results = [TextMeasurement](repeating: empty, count: texts.count)
        let workers = max(1, min(texts.count / 64, 64))
        results.withUnsafeMutableBufferPointer { output in
            nonisolated(unsafe) let output = output
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var buffers = LayoutBuffers()
                var index = worker
                while index < texts.count {
                    output[index] = measure(texts[index], width: width, maxLines: maxLines, buffers: &buffers)
                    index += workers
                }
            }
        }
        return results
    }

    /// The glyphs of `text` shaped on one line, as layout shapes them: fonts chosen per
    /// cluster, OpenType features applied, letter spacing after each cluster, a tab as a space.
    public func shapedGlyphs(_ text: String) -> [PositionedGlyph] { shapedLine(text).glyphs }

    /// `text` shaped on one line: its glyphs and the runs (font, script) they were shaped in.
    public func shapedLine(_ text: String) -> ShapedLine {
        var buffers = LayoutBuffers()
        let count = itemizer.decode(text, into: &buffers)
        var runs: [ShapedRun] = []
        buffers.cache.claim(for: cacheKey)
        var glyphs: [LaidGlyph] = []
        shaper.appendGlyphs(0..<count, scalars: buffers.scalars, scripts: buffers.scripts, levels: buffers.activeLevels, cache: &buffers.cache,
                     to: &glyphs, runs: &runs)
        var pen = 0.0
        var positioned: [PositionedGlyph] = []
        positioned.reserveCapacity(glyphs.count)
        for glyph in glyphs {
            positioned.append(PositionedGlyph(glyph: glyph.glyph, font: Int(glyph.font), cluster: Int(glyph.cluster), x: pen,
                                              advance: glyph.advance, xOffset: glyph.xOffset, yOffset: glyph.yOffset))
            pen += glyph.advance
        }
        // Right-to-left text in one paragraph: in visual order, as a line shows it (and as
        // HarfBuzz returns a right-to-left run).
        if buffers.bidi.count == 1, let paragraph = buffers.bidi.first {
            positioned = LineBuilder.visualLine(positioned, line: 0..<count, truncated: false, paragraph: paragraph).glyphs
        }
        return ShapedLine(glyphs: positioned, runs: runs)
    }


    /// `text` shaped on one line with no limit: its glyphs and width (the ellipsis).
    func shapeAlone(_ text: String) -> Ellipsis {
        let glyphs = shapedGlyphs(text)
        return Ellipsis(width: glyphs.last.map { $0.x + $0.advance } ?? 0, glyphs: glyphs)
    }

    // MARK: The engine

    struct Summary {
        var height: Double
        var width: Double
        var truncated: Bool
        var lines = 0
    }

    /// Lays out `text` into `buffers.spans`; returns the total height and used width. Only
    /// pen positions are kept unless `keepsGlyphs` (lines that carry their glyphs).
    func run(_ text: String, width: Double, maxLines: Int, buffers: inout LayoutBuffers, keepsGlyphs: Bool = false) -> Summary {
        let count = itemizer.decode(text, into: &buffers)
        shaper.shapeParagraph(count: count, buffers: &buffers, keepsGlyphs: keepsGlyphs)
        return fill(count: count, width: width, maxLines: maxLines, buffers: &buffers, opportunities: nil)
    }

    /// Fills lines over the shaped paragraph in `buffers` (its scalars, pen positions and flags)
    /// into `buffers.spans`, at the break opportunities UAX #14 finds, or at `opportunities`
    /// when they were found before (a ``PreparedText``).
    func fill(count: Int, width: Double, maxLines: Int, buffers: inout LayoutBuffers,
              opportunities: UnsafeBufferPointer<LineBreakOpportunity>?, cutsOverlongWords: Bool = true) -> Summary {
        var summary = Summary(height: 0, width: 0, truncated: false)
        withLineFilling(count: count, buffers: &buffers, opportunities: opportunities, cutsOverlongWords: cutsOverlongWords) { filling, buffers in
            summary = filling.fill(width, maxLines, buffers: &buffers)
        }
        return summary
    }

    /// Sets line filling up over the paragraph in `buffers` once and hands `body` a
    /// ``LineFilling`` that fills its lines in a width with a line limit (the lines of the last
    /// fill are in `buffers.spans` once `body` returns); measuring in many widths pays the setup once.
    func withLineFilling(count: Int, buffers: inout LayoutBuffers, opportunities: UnsafeBufferPointer<LineBreakOpportunity>?,
                         cutsOverlongWords: Bool = true, _ body: (inout LineFilling, inout LayoutBuffers) -> Void) {
        var spans = buffers.spans
        buffers.spans = []
        spans.removeAll(keepingCapacity: true)
        let scalars = buffers.scalars, flags = buffers.flags, x = buffers.x
        let ellipsisWidth = ellipsis.width
        scalars.withUnsafeBufferPointer { all in
            flags.withUnsafeBufferPointer { flags in
            x.withUnsafeBufferPointer { x in
                let text = UnsafeBufferPointer(rebasing: all[0..<min(count, all.count)])
                // The line filler reaches the typesetter through its address (a closure
                // capturing `self` would copy the typesetter).
                withUnsafePointer(to: self) { typesetter in
                    var filling = LineFilling(filler: LineFiller(text: text, flags: flags, x: x, ellipsisWidth: ellipsisWidth,
                                                                        cutsOverlongWords: cutsOverlongWords),
                                              typesetter: typesetter, opportunities: opportunities, spans: spans)
                    spans = []
                    body(&filling, &buffers)
                    spans = filling.spans
                }
            }
            }
        }
        buffers.spans = spans
    }
}

/// The parts of a ``Typesetter`` held by reference (see ``Typesetter/storage``).
final class TypesetterStorage: Sendable {
    let stack: FontStack
    let features: [FeatureSetting]
    let language: String?
    let languageTags: [Tag]
    let shapingFeatures: [FeatureSetting]
    let asciiFonts: [UInt8]
    let scales: [Double]
    let ellipsis: Ellipsis

    init(stack: FontStack, features: [FeatureSetting], language: String?, languageTags: [Tag], shapingFeatures: [FeatureSetting],
         asciiFonts: [UInt8], scales: [Double], ellipsis: Ellipsis) {
        self.stack = stack
        self.features = features
        self.language = language
        self.languageTags = languageTags
        self.shapingFeatures = shapingFeatures
        self.asciiFonts = asciiFonts
        self.scales = scales
        self.ellipsis = ellipsis
    }

    func with(ellipsis: Ellipsis) -> TypesetterStorage {
        TypesetterStorage(stack: stack, features: features, language: language, languageTags: languageTags,
                          shapingFeatures: shapingFeatures, asciiFonts: asciiFonts, scales: scales, ellipsis: ellipsis)
    }
}

/// The truncation ellipsis, shaped once per typesetter.
struct Ellipsis: Sendable {
    var width: Double
    var glyphs: [PositionedGlyph]
}
