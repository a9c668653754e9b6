import Typeset
import TypesetShaping
import TypesetTokens

/// A style's sample as the browser sets it: live HTML text in the class `typeset generate --css`
/// writes for the style, and the line boxes and baselines ``WebTypesetter`` predicts for it,
/// drawn over the text.
///
/// The class trims the block with `text-box: trim-both cap alphabetic`, so the block's top is the
/// first line's cap height and its bottom the last baseline; every position here is in CSS px
/// from that trimmed top (the first line box starts above it).
struct LiveText: Sendable {
    /// One predicted line box.
    struct Line: Sendable {
        /// The line's first Unicode scalar in the text.
        var start: Int
        /// The line box's top, baseline and bottom, px from the block's (trimmed) top.
        var top: Double, baseline: Double, bottom: Double
    }

    /// The style's class in typography.css.
    var className: String
    /// The text, as the pictures set it (the style's text case applied).
    var text: String
    /// The style's language (the block's `lang`), if any.
    var language: String?
    /// The block's CSS width, px.
    var width: Double
    /// The trimmed block's height, px.
    var height: Double
    /// What the trim cuts above the first line box, px.
    var trimTop: Double
    /// The predicted lines, top to bottom.
    var lines: [Line]

    /// The sample of `entry` as `typography.css` sets it in `width` px, laid out with the style's
    /// font (the primary font alone, as the CSS names no fallback): the style's size as px, its
    /// letter spacing, features, language and variable-font instance, and the line height the CSS
    /// writes (`values.cssLineHeight`).
    init(entry: StyleGuide.Entry, font: ShapingFont, values: CSSGenerator.StyleValues, text: String, width: Double) {
        let web = WebTypesetter(Typesetter(stack: FontStack(font), style: entry.resolved), lineHeight: values.cssLineHeight)
        let block = web.layout(text, width: width)
        let trimmed = web.trimmed(block, over: .cap, under: .alphabetic)
        className = values.name
        self.text = text
        language = entry.style.language
        self.width = width
        height = trimmed.bottom - trimmed.top
        trimTop = trimmed.top
        lines = block.lines.map { line in
            Line(start: line.range.lowerBound, top: line.top - trimmed.top, baseline: line.baseline - trimmed.top,
                 bottom: line.bottom - trimmed.top)
        }
    }

    /// The block and its overlay: a `div.live` holding the text (`div.live-text`, with the
    /// predicted height and line count in `data-` attributes) and an absolutely positioned SVG
    /// with one `g.line-mark` per predicted line (`data-start`, `data-top`, `data-baseline`,
    /// `data-bottom`, px from the block's top): the line box as a blue outline, the baseline red.
    func html(_ h: inout HTML) {
        let w = exact(width)
        var attributes = [("class", "live-text \(className)"), ("style", "width: \(w)px")]
        if let language { attributes.append(("lang", language)) }
        attributes += [("data-width", w), ("data-height", exact(height)), ("data-trim-top", exact(trimTop)),
                       ("data-lines", String(lines.count))]
        h.line("<div class=\"live\" style=\"width: \(w)px\">")
        h.element("div", attributes, text)
        // The drawing extends above the block (the first line box starts above the trimmed top)
        // and below it (the last line box ends below the baseline).
        let above = lines.map(\.top).min().map { min(0, $0) } ?? 0
        let below = max(height, lines.map(\.bottom).max() ?? 0)
        h.line("<svg class=\"overlay\" aria-hidden=\"true\" width=\"\(w)\" height=\"\(exact(below - above))\" viewBox=\"0 \(exact(above)) \(w) \(exact(below - above))\" style=\"top: \(exact(above))px\">")
        for (index, line) in lines.enumerated() {
            h.line("<g class=\"line-mark\" data-line=\"\(index)\" data-start=\"\(line.start)\" data-top=\"\(exact(line.top))\" data-baseline=\"\(exact(line.baseline))\" data-bottom=\"\(exact(line.bottom))\">"
                + "<rect x=\"0.25\" y=\"\(exact(line.top + 0.25))\" width=\"\(exact(width - 0.5))\" height=\"\(exact(max(0, line.bottom - line.top - 0.5)))\"/>"
                + "<line class=\"baseline\" x1=\"0\" x2=\"\(w)\" y1=\"\(exact(line.baseline))\" y2=\"\(exact(line.baseline))\"/></g>")
        }
        h.line("</svg>")
        h.line("</div>")
    }
}
