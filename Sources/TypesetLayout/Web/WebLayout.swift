// The CSS inline formatting context of one block of text as Chromium (Blink) lays it out: the
// strut, half-leading per inline box, line boxes grown by the fonts on the line, positions in
// Blink's LayoutUnit of 1/64 px. The rules and their sources are in Typography.md, "The web".

import TypesetFont
import TypesetShaping
import TypesetUnicode

/// Blink's fixed-point unit for layout positions: 1/64 CSS px.
public enum LayoutUnit {
    /// Units per CSS px.
    public static let perPixel: Double = 64

    /// `value` (px) floored to a whole LayoutUnit, as Blink stores a computed length.
    public static func floor(_ value: Double) -> Double { (value * perPixel).rounded(.down) / perPixel }

    /// `value` (px) rounded to the nearest LayoutUnit.
    public static func round(_ value: Double) -> Double { (value * perPixel).rounded() / perPixel }
}

/// The CSS `line-height` property.
public enum CSSLineHeight: Sendable, Hashable {
    /// `normal`: the primary font's line spacing (rounded ascent + descent + line gap), and
    /// every font used on a line grows that line by its own box.
    case normal
    /// A unitless number, multiplied by the font size.
    case number(Double)
    /// A length in CSS px.
    case px(Double)
    /// A percentage of the font size.
    case percent(Double)

    /// Parses a CSS value: `normal`, `1.4`, `24px` or `140%`; `nil` for anything else.
    public init?(css text: String) {
        let value = text.trimmingCharacters(in: " ")
        if value == "normal" { self = .normal; return }
        func number(_ s: Substring) -> Double? {
            guard let n = Double(s), n.isFinite, n >= 0 else { return nil }
            return n
        }
        if value.hasSuffix("px"), let n = number(value.dropLast(2)) { self = .px(n); return }
        if value.hasSuffix("%"), let n = number(value.dropLast(1)) { self = .percent(n); return }
        if let n = number(Substring(value)) { self = .number(n); return }
        return nil
    }

    /// The computed value in px for `fontSize`, in LayoutUnits (floored, as Blink keeps a
    /// computed line height), or `nil` for `normal`. Blink keeps a number as a percentage
    /// (n × 100) in single precision and takes a percentage of the font size in single
    /// precision: 1.2058823529411764 at 34 px is 41 px, 1.3333333333333333 at 15 px is
    /// 19.984375 px (measured in Chromium; double precision gives 40.984375 and 20).
    public func computed(fontSize: Double) -> Double? {
        switch self {
        case .normal: return nil
        case .number(let n): return LayoutUnit.floor(Double(Self.percent(Float(n * 100), of: fontSize)))
        case .px(let px): return LayoutUnit.floor(px)
        case .percent(let p): return LayoutUnit.floor(Double(Self.percent(Float(p), of: fontSize)))
        }
    }

    /// `percent` % of `size`, each step rounded to single precision.
    static func percent(_ percent: Float, of size: Double) -> Float {
        let product = Float(size) * percent
        return product / 100
    }

    /// The value as CSS writes it.
    public var css: String {
        switch self {
        case .normal: return "normal"
        case .number(let n): return Self.format(n)
        case .px(let px): return Self.format(px) + "px"
        case .percent(let p): return Self.format(p) + "%"
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}

/// The CSS `overflow-wrap` property: what happens to a word wider than the line.
public enum CSSOverflowWrap: String, Sendable, Hashable, CaseIterable {
    /// The word overflows the line: the line is wider than the box, nothing is cut (the initial value).
    case normal
    /// The word is cut between grapheme clusters where it would overflow, when the line has no
    /// other break opportunity.
    case breakWord = "break-word"
    /// As `break-word` in a given width: the two differ only in min-content sizing (where
    /// `anywhere`'s cuts count), not in where lines break in a fixed width.
    case anywhere

    /// Whether a word wider than the line is cut.
    public var cutsOverlongWords: Bool { self != .normal }
}

/// Vertical metrics of a font as Blink reads them (through Skia and FreeType) at a size: the
/// typographic (`OS/2` typo) values when the font sets USE_TYPO_METRICS, `hhea` otherwise;
/// ascent, descent and line gap each rounded to whole px.
public struct WebFontMetrics: Sendable, Hashable {
    /// Ascent above the baseline, whole px.
    public var ascent: Double
    /// Descent below the baseline, whole px (positive).
    public var descent: Double
    /// Line gap, whole px.
    public var lineGap: Double
    /// Cap height, px, rounded to a LayoutUnit (`OS/2` sCapHeight; without it, the top of the
    /// 'H' outline, where Blink measures the hinted glyph instead: ``heightsFromOS2``).
    public var capHeight: Double
    /// x-height, px, rounded to a LayoutUnit (`OS/2` sxHeight, else the top of the 'x' outline).
    public var xHeight: Double
    /// Whether the cap height and x-height come from the `OS/2` table (version 2 or later, non-zero),
    /// as Blink reads them; otherwise Blink measures the glyphs after hinting, which Typeset does not run.
    public var heightsFromOS2: Bool

    /// `line-height: normal`: ascent + descent + line gap.
    public var lineSpacing: Double { ascent + descent + lineGap }

    /// The metrics of `font` at `fontSize` px.
    public init(_ font: ShapingFont, fontSize: Double) {
        let face = font.face
        let scale = fontSize / font.unitsPerEm
        var ascender = Double(face.hhea.ascender), descender = Double(face.hhea.descender), gap = Double(face.hhea.lineGap)
        if let os2 = face.os2 {
            if os2.useTypoMetrics {
                ascender = Double(os2.typoAscender); descender = Double(os2.typoDescender); gap = Double(os2.typoLineGap)
            } else if ascender == 0 && descender == 0 {
                // FreeType's fallback for a font without hhea values: typo, then win.
                if os2.typoAscender != 0 || os2.typoDescender != 0 {
                    ascender = Double(os2.typoAscender); descender = Double(os2.typoDescender); gap = Double(os2.typoLineGap)
                } else {
                    ascender = Double(os2.winAscent); descender = -Double(os2.winDescent); gap = 0
                }
            }
        }
        ascent = (ascender * scale).rounded()
        descent = (-descender * scale).rounded()
        lineGap = max(0, (gap * scale).rounded())
        let metrics = font.metrics
        capHeight = LayoutUnit.round(Double(metrics.capHeight) * scale)
        xHeight = LayoutUnit.round(Double(metrics.xHeight) * scale)
        heightsFromOS2 = metrics.capHeightSource == .os2 && metrics.xHeightSource == .os2
    }

    /// An inline box's ascent and descent with its line height's leading: half of the leading
    /// (floored to a whole px) above, the rest below.
    public func box(lineHeight: Double) -> (ascent: Double, descent: Double) {
        let leading = lineHeight - (ascent + descent)
        let above = (LayoutUnit.floor(leading) / 2).rounded(.down)
        return (ascent + above, descent + leading - above)
    }
}

/// The `text-box-edge` metric a `text-box-trim` trims to.
public enum CSSTextEdge: String, Sendable, Hashable, CaseIterable {
    /// The font's ascent (over) or descent (under): the text box.
    case text
    /// The cap height (over only).
    case cap
    /// The x-height (over only).
    case ex
    /// The baseline (under only).
    case alphabetic
}

/// One line box of a web layout.
public struct WebLine: Sendable, Hashable {
    /// The line's scalars, trailing white space and the break excluded.
    public var range: Range<Int>
    /// The scalars the line consumed.
    public var consumed: Range<Int>
    /// The width of the visible text, px.
    public var width: Double
    /// The line box's top, px from the block's content top (LayoutUnits).
    public var top: Double
    /// The baseline, px from the block's content top.
    public var baseline: Double
    /// The line box's bottom, px.
    public var bottom: Double
}

/// A block of text laid out by ``WebTypesetter``.
public struct WebLayout: Sendable, Hashable {
    /// The line boxes, top to bottom.
    public var lines: [WebLine]
    /// The block's content height, px (the last line box's bottom; 0 without lines).
    public var height: Double
    /// Width of the widest line, px.
    public var usedWidth: Double
}

/// Lays a block of text out as Chromium does (CSS inline layout as Blink implements it, in
/// LayoutUnits of 1/64 px): lines break as ``Typesetter`` breaks them (UAX #14 with ICU's
/// dictionaries, `white-space: normal`), changed as `word-break` and `line-break` say for the
/// typesetter's language (``CSSWordBreak``, ``CSSLineBreak``), and a word wider than the line
/// overflows or is cut as `overflow-wrap` says; each line box is the strut (the primary font's box with the line height's half-leading),
/// grown with `line-height: normal` by the box of every fallback font used on the line.
/// `letter-spacing` and `word-spacing` are the typesetter's ``Typesetter/letterSpacing`` and
/// ``Typesetter/wordSpacing``.
public struct WebTypesetter: Sendable {
    /// The typesetter whose lines are laid out (its size is the CSS font size in px).
    public let typesetter: Typesetter
    /// The `line-height`.
    public let lineHeight: CSSLineHeight
    /// The `overflow-wrap`.
    public let overflowWrap: CSSOverflowWrap
    /// The `word-break`.
    public let wordBreak: CSSWordBreak
    /// The `line-break`.
    public let lineBreak: CSSLineBreak
    /// The break opportunities `word-break` and `line-break` give in the typesetter's language.
    let breaking: CSSLineBreaking
    /// Each font's metrics at the font size, stack order.
    public let fontMetrics: [WebFontMetrics]
    /// The strut's ascent and descent (the primary font with the line height's leading).
    public let strut: (ascent: Double, descent: Double)
    /// Each font's box, stack order, when line-height is `normal` (the font's own line gap as leading).
    let normalBoxes: [(ascent: Double, descent: Double)]
    /// `nil`: the text is one block, a hard line break (LF, CR, U+2028, U+2029, ...) starting a
    /// line in it, as `white-space: pre-line` does. A length (px): each paragraph (the text
    /// between hard line breaks) is a block of its own with this bottom margin (`<p>` with
    /// `margin-bottom`), so consecutive paragraphs are this far apart; an empty paragraph is an
    /// empty block, which CSS collapses away (its margins join its neighbours'), and the last
    /// paragraph's margin is outside the text's box. The length is kept in LayoutUnits (floored).
    public let paragraphSpacing: Double?

    /// A web typesetter over `typesetter`'s fonts, size, language, letter spacing and word spacing
    /// (``Typesetter/wordSpacing``: CSS `word-spacing`); the break properties default to CSS's
    /// initial values.
    public init(_ typesetter: Typesetter, lineHeight: CSSLineHeight, overflowWrap: CSSOverflowWrap = .normal,
                wordBreak: CSSWordBreak = .normal, lineBreak: CSSLineBreak = .auto, paragraphSpacing: Double? = nil) {
        self.typesetter = typesetter
        self.lineHeight = lineHeight
        self.overflowWrap = overflowWrap
        self.wordBreak = wordBreak
        self.lineBreak = lineBreak
        breaking = CSSLineBreaking(wordBreak: wordBreak, lineBreak: lineBreak, language: typesetter.language)
        self.paragraphSpacing = paragraphSpacing.map { LayoutUnit.floor(max(0, $0)) }
        let size = typesetter.pointSize
        fontMetrics = typesetter.stack.fonts.map { WebFontMetrics($0, fontSize: size) }
        let primary = fontMetrics[0]
        strut = primary.box(lineHeight: lineHeight.computed(fontSize: size) ?? primary.lineSpacing)
        normalBoxes = fontMetrics.map { $0.box(lineHeight: $0.lineSpacing) }
    }

    /// The computed line height in px (LayoutUnits): the primary font's line spacing for `normal`.
    public var computedLineHeight: Double {
        lineHeight.computed(fontSize: typesetter.pointSize) ?? fontMetrics[0].lineSpacing
    }

    /// Where lines of `text` may break (offsets in Unicode scalars; the end of the text and hard
    /// breaks are mandatory): UAX #14 with ICU's dictionaries, changed as `word-break` and
    /// `line-break` say for the typesetter's language.
    public func breakOpportunities(in text: String) -> [LineBreakOpportunity] {
        let scalars = Array(text.unicodeScalars)
        let found = scalars.withUnsafeBufferPointer { breaking.opportunities($0, dictionaries: typesetter.lineBreakDictionaries) }
        return found ?? lineBreakOpportunities(in: scalars, dictionaries: typesetter.lineBreakDictionaries)
    }

    /// Lays `text` out in `width` px.
    public func layout(_ text: String, width: Double) -> WebLayout {
        var buffers = LayoutBuffers()
        return layout(text, width: width, buffers: &buffers)
    }

    /// Like ``layout(_:width:)`` reusing `buffers` (and the words shaped before, from their cache).
    public func layout(_ text: String, width: Double, buffers: inout LayoutBuffers) -> WebLayout {
        // Blink keeps a run's width in LayoutUnits, cut down (floored): text fits a line when its
        // width floored to 1/64 px is at most the line's, that is, when it is less than the width
        // plus 1/64 px (measured: 216.4134 px of text fits 216.40625 px, not 216.390625 px).
        let fitting = width.isFinite && width > 0 ? LayoutUnit.floor(width) + (1 - 1e-6) / LayoutUnit.perPixel : width
        let breaking = self.breaking, dictionaries = typesetter.lineBreakDictionaries
        let summary = typesetter.fillLines(text, width: fitting, maxLines: 0, buffers: &buffers,
                                           breaks: { breaking.opportunities($0, dictionaries: dictionaries) },
                                           asciiTakesDefaultBreaks: breaking.keepsASCIIDefaults,
                                           cutsOverlongWords: overflowWrap.cutsOverlongWords)
        let usesFallbacks = lineHeight == .normal && fontMetrics.count > 1
        // The lines are the filler's spans: a range up to the visible end, and what it consumed.
        let spans = buffers.spans
        var lines: [WebLine] = []
        lines.reserveCapacity(spans.count)
        var top = 0.0
        // With paragraphs as blocks: the paragraphs with visible text, and the last one placed.
        var filled: Set<Int> = []
        if paragraphSpacing != nil {
            for span in spans where span.start < span.visibleEnd { filled.insert(span.paragraph) }
        }
        var lastParagraph = -1
        for span in spans {
            if let spacing = paragraphSpacing {
                guard filled.contains(span.paragraph) else { continue }
                if lastParagraph >= 0 && span.paragraph != lastParagraph { top += spacing }
                lastParagraph = span.paragraph
            }
            var ascent = strut.ascent, descent = strut.descent
            if usesFallbacks {
                var seen = 0 as UInt64
                for offset in span.start..<span.visibleEnd where offset < buffers.scalars.count {
                    let value = buffers.scalars[offset].value
                    guard value > 0x20 else { continue }
                    let font = typesetter.stack.font(for: value)
                    guard font > 0, seen & (1 << UInt64(min(font, 63))) == 0 else { continue }
                    seen |= 1 << UInt64(min(font, 63))
                    ascent = max(ascent, normalBoxes[font].ascent)
                    descent = max(descent, normalBoxes[font].descent)
                }
            }
            lines.append(WebLine(range: span.start..<span.visibleEnd, consumed: span.start..<span.end, width: span.width,
                                 top: top, baseline: top + ascent, bottom: top + ascent + descent))
            top += ascent + descent
        }
        return WebLayout(lines: lines, height: top, usedWidth: summary.width)
    }

    /// Where `text-box-trim` puts the block's content edges for a one-style block whose first
    /// line box starts at 0: `over` trims the first line to its `text-box-edge` over value
    /// (`text`, `cap` or `ex`), `under` the last to its under value (`text` or `alphabetic`);
    /// `nil` leaves that edge. The result is the trimmed top and bottom, px from the untrimmed top.
    public func trimmed(_ layout: WebLayout, over: CSSTextEdge?, under: CSSTextEdge?) -> (top: Double, bottom: Double) {
        guard let first = layout.lines.first, let last = layout.lines.last else { return (0, 0) }
        let primary = fontMetrics[0]
        var top = 0.0, bottom = layout.height
        switch over {
        case .text?: top = first.baseline - primary.ascent
        case .cap?: top = first.baseline - primary.capHeight
        case .ex?: top = first.baseline - primary.xHeight
        case .alphabetic?, nil: break
        }
        switch under {
        case .text?: bottom = last.baseline + primary.descent
        case .alphabetic?: bottom = last.baseline
        case .cap?, .ex?, nil: break
        }
        return (top, bottom)
    }
}
