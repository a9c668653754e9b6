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

    func validate() throws {
        if ![1.0, 2.0, 3.0].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3") }
        try checkNumber(measure, .characters, "--measure")
    }

    func run() throws {
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
