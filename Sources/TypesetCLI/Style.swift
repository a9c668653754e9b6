import ArgumentParser
import TypesetSupport
import Typeset

struct Style: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Resolve one text style into the exact numbers UIKit needs (line spacing, paddings, baseline offset, kern, cap-height insets, line positions, trims, readable width, lint).",
        discussion: """
        Without --font the system font is described by its published metrics (units per em 2048, \
        hhea 1950 / -494 / 0, cap height 1443). With --text-style and no --font, sizes come from \
        Apple's Dynamic Type table; with --font (or --size) they scale by the UIFontMetrics model. \
        With --text-style and no --line-height the line height is the table's leading.
        """
    )

    @OptionGroup var styleOptions: StyleOptions

    @Option(parsing: .unconditional, help: "Display scale: 1, 2 or 3.")
    var scale: Double = 3

    @Option(parsing: .unconditional, help: "Characters per line for the readable measure.")
    var measure: Int = ReadableMeasure.defaultCharactersPerLine

    @Flag(help: "Print JSON.")
    var json = false

    @Option(help: "Platform: ios (the default) or web (also the CSS line box, trims and values as Chromium lays the style out; needs --font).")
    var platform: String = "ios"

    @Option(help: "With --platform web: the CSS line-height (normal, 1.4, 24px, 140%); default: --line-height as px, --line-height-multiple as a number, else normal.")
    var cssLineHeight: String?

    @OptionGroup var breakOptions: WebBreakOptions

    func validate() throws {
        try breakOptions.validate(platform: platform)
        if ![1.0, 2.0, 3.0].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3") }
        try checkNumber(measure, .characters, "--measure")
        guard platform == "ios" || platform == "web" else { throw ValidationError("--platform must be ios or web") }
        if platform == "web", styleOptions.font == nil { throw ValidationError("--platform web needs --font (the browser lays text out in a font file)") }
        if let cssLineHeight {
            guard platform == "web" else { throw ValidationError("--css-line-height needs --platform web") }
            guard CSSLineHeight(css: cssLineHeight) != nil else {
                throw ValidationError("--css-line-height must be normal, a number (1.4), px (24px) or a percentage (140%)")
            }
        }
    }

    func run() throws {
        if platform == "web" {
            try runWeb()
            return
        }
        let resolved = try styleOptions.resolve(scale: scale, measure: measure).style
        let font = styleOptions.font
        if json {
            printOutput(Style.json(resolved, fontName: font ?? "system").rendered())
        } else {
            printOutput(Style.text(resolved, fontName: font ?? "system font (published metrics)"))
        }
    }

    static func positions(_ p: LinePositions) -> JSON {
        .object([
            ("top", .number(p.top)), ("baseline", .number(p.baseline)), ("capTop", .number(p.capTop)),
            ("xTop", .number(p.xTop)), ("descenderBottom", .number(p.descenderBottom)), ("bottom", .number(p.bottom)),
        ])
    }

    /// The JSON of Documentation/CLI.md (`typeset style`), with a few extra keys after the fixed ones.
    static func json(_ r: ResolvedStyle, fontName: String) -> JSON {
        let u = r.uikit
        return .object([
            ("pointSize", .number(r.pointSize)),
            ("lineHeight", .number(r.lineHeight)),
            ("fontLineHeight", .number(r.fontLineHeight)),
            ("scale", .number(r.scale)),
            ("category", .string(r.category.rawValue)),
            ("designGapToLineSpacing", .number(r.designGapToLineSpacing)),
            ("uikit", .object([
                ("lineSpacing", .number(u.lineSpacing)),
                ("outerPadding", .object([("top", .number(u.outerPadding.top)), ("bottom", .number(u.outerPadding.bottom))])),
                ("minimumLineHeight", .number(u.minimumLineHeight)),
                ("maximumLineHeight", .number(u.maximumLineHeight)),
                ("baselineOffset", .object([("beforeiOS16_4", .number(u.baselineOffset.beforeiOS16_4)),
                                            ("fromiOS16_4", .number(u.baselineOffset.fromiOS16_4))])),
                ("kern", .number(u.kern)),
                ("capHeightInset", .object([("top", .number(u.capHeightInset.top)), ("bottom", .number(u.capHeightInset.bottom))])),
                ("lineHeightMultiple", .number(u.lineHeightMultiple)),
                ("paragraphSpacing", .number(u.paragraphSpacing)),
            ])),
            ("lines", .object(LineModel.allCases.map { ($0.rawValue, positions(r.lines[$0].firstLine)) } + [
                ("uikitExactFromiOS16_4", positions(LineGeometry(model: .uikitExact, metrics: r.metrics, lineHeight: r.lineHeight,
                                                                 behaviour: .fromiOS16_4).firstLine)),
            ])),
            ("trims", .object([("capTop", .number(r.trims.capTop)), ("baseline", .number(r.trims.baseline))])),
            ("readable", .object([
                ("charactersPerLine", .int(r.readable.charactersPerLine)),
                ("width", .number(r.readable.width)),
                ("averageCharacterWidthEm", .number(r.readable.averageCharacterWidth.em)),
                ("averageCharacterWidthSource", .string(r.readable.averageCharacterWidth.source.rawValue)),
            ])),
            ("lint", .array(r.lint.map {
                .object([("rule", .string($0.rule.rawValue)), ("message", .string($0.message)), ("severity", .string($0.severity.rawValue))])
            })),
            ("font", .string(fontName)),
            ("textStyle", r.style.dynamicType.map { .string($0.rawValue) } ?? .null),
            ("metrics", .object([
                ("ascender", .number(r.metrics.ascender)), ("descender", .number(r.metrics.descender)),
                ("leading", .number(r.metrics.leading)), ("capHeight", .number(r.metrics.capHeight)),
                ("xHeight", .number(r.metrics.xHeight)),
            ])),
            ("snapped", .object([
                ("fontLineHeight", .number(r.grid.ceil(r.fontLineHeight))),
                ("lines", .object(LineModel.allCases.map { ($0.rawValue, positions(r.lines[$0].snappedFirstLine(r.grid))) })),
            ])),
            // The variable font instance the style is set in (every axis, clamped; opsz at the
            // point size with automatic optical sizing); {} for a static font.
            ("variations", .object(r.variations.map { ($0.tag.description.trimmedTag, .number($0.value)) })),
            ("opticalSizing", .string(r.style.opticalSizing.rawValue)),
        ])
    }

    static func text(_ r: ResolvedStyle, fontName: String) -> String {
        let u = r.uikit
        var lines: [String] = []
        lines.append("\(fontName)\(r.style.dynamicType.map { ", text style \($0.rawValue)" } ?? ""), category \(r.category.rawValue), @\(format(r.scale))x")
        lines.append("  point size \(format(r.pointSize)), line height \(format(r.lineHeight)), font.lineHeight \(format(r.fontLineHeight))")
        lines.append("  designer's gap -> lineSpacing: subtract \(format(r.designGapToLineSpacing))")
        lines.append("  UIKit lineSpacing \(format(u.lineSpacing)), outer padding \(format(u.outerPadding.top)) / \(format(u.outerPadding.bottom))")
        lines.append("  UIKit exact: min = max line height \(format(u.minimumLineHeight)), baselineOffset \(format(u.baselineOffset.beforeiOS16_4)) before iOS 16.4, \(format(u.baselineOffset.fromiOS16_4)) from 16.4")
        lines.append("  kern \(format(u.kern)); cap-height insets top \(format(u.capHeightInset.top)), bottom \(format(u.capHeightInset.bottom))")
        lines.append("  first line (top / baseline / cap / x / descender / bottom):")
        for model in LineModel.allCases {
            let p = r.lines[model].firstLine
            lines.append("    \(model.rawValue): \([p.top, p.baseline, p.capTop, p.xTop, p.descenderBottom, p.bottom].map(format).joined(separator: " / "))")
        }
        lines.append("  trims: cap top \(format(r.trims.capTop)), baseline \(format(r.trims.baseline))")
        lines.append("  readable: \(r.readable.charactersPerLine) characters in \(format(r.readable.width)) pt (\(r.readable.averageCharacterWidth.source.rawValue))")
        for finding in r.lint { lines.append("  \(finding.severity.rawValue): \(finding.message) [\(finding.rule.rawValue)]") }
        return lines.joined(separator: "\n")
    }
}

extension Style {
    /// The CSS line-height of `--platform web`.
    var webLineHeight: CSSLineHeight {
        if let cssLineHeight, let value = CSSLineHeight(css: cssLineHeight) { return value }
        if let px = styleOptions.lineHeight { return .px(px) }
        if let multiple = styleOptions.lineHeightMultiple { return .number(multiple) }
        return .normal
    }

    /// `--platform web`: today's keys, `platform`, and `web`: the style's line box as Chromium lays
    /// it out (``WebTypesetter``), its `text-box` trims and CSS values, in CSS px.
    func runWeb() throws {
        let fonts = try styleOptions.styledFonts(scale: scale)
        let resolved = fonts.style
        let web = WebTypesetter(fonts.typesetter(model: .design), lineHeight: webLineHeight)
        let metrics = web.fontMetrics[0]
        let block = web.layout("H", width: 0)
        let line = block.lines.first
        let top = line?.top ?? 0, baseline = line?.baseline ?? web.strut.ascent
        let bottom = line?.bottom ?? web.computedLineHeight
        let trims = web.trimmed(block, over: .cap, under: .alphabetic)
        var lineBox: [(String, JSON)] = []
        lineBox.append(("top", .number(top)))
        lineBox.append(("baseline", .number(baseline)))
        lineBox.append(("capTop", .number(baseline - metrics.capHeight)))
        lineBox.append(("xTop", .number(baseline - metrics.xHeight)))
        lineBox.append(("descenderBottom", .number(baseline + metrics.descent)))
        lineBox.append(("bottom", .number(bottom)))
        var css: [(String, JSON)] = []
        css.append(("font-size", .string(format(resolved.pointSize) + "px")))
        css.append(("line-height", .string(web.lineHeight.css)))
        css.append(("letter-spacing", .string(format(resolved.kern) + "px")))
        css.append(("text-box", .string("trim-both cap alphabetic")))
        for (property, value) in breakOptions.given { css.append((property, .string(value))) }
        var values: [(String, JSON)] = []
        values.append(("fontSize", .number(resolved.pointSize)))
        values.append(("lineHeight", .string(web.lineHeight.css)))
        values.append(("computedLineHeight", .number(web.computedLineHeight)))
        values.append(("ascent", .number(metrics.ascent)))
        values.append(("descent", .number(metrics.descent)))
        values.append(("lineGap", .number(metrics.lineGap)))
        values.append(("lineHeightNormal", .number(metrics.lineSpacing)))
        values.append(("capHeight", .number(metrics.capHeight)))
        values.append(("xHeight", .number(metrics.xHeight)))
        values.append(("heightsFromOS2", .bool(metrics.heightsFromOS2)))
        values.append(("line", .object(lineBox)))
        // text-box: trim-both cap alphabetic: what is cut above the cap line and below the baseline.
        values.append(("trims", .object([("capTop", .number(trims.top)), ("baseline", .number(bottom - trims.bottom)),
                                         ("height", .number(trims.bottom - trims.top))])))
        values.append(("css", .object(css)))
        guard json else {
            printOutput("\(styleOptions.font ?? ""), web (CSS px, LayoutUnits)")
            printOutput("  font-size \(format(resolved.pointSize))px, line-height \(web.lineHeight.css) = \(format(web.computedLineHeight))px")
            printOutput("  ascent \(format(metrics.ascent)), descent \(format(metrics.descent)), line gap \(format(metrics.lineGap)) (normal \(format(metrics.lineSpacing)))")
            printOutput("  line box: top \(format(top)), baseline \(format(baseline)), bottom \(format(bottom))")
            printOutput("  text-box: trim-both cap alphabetic trims \(format(trims.top)) above and \(format(bottom - trims.bottom)) below")
            return
        }
        var pairs: [(String, JSON)] = []
        if case .object(let today) = Style.json(resolved, fontName: styleOptions.font ?? "system") { pairs = today }
        pairs.append(("platform", .string("web")))
        pairs.append(("web", .object(values)))
        printOutput(JSON.object(pairs).rendered())
    }
}
