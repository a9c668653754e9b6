import TypesetFont
import ArgumentParser
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

    @Option(help: "A .ttf, .otf, .ttc or .otc file (default: the system font's published metrics).")
    var font: String?

    @Option(help: "Face index in a collection.")
    var index: Int = 0

    @Option(help: "Point size at the default category (default: the text style's size, or 17).")
    var size: Double?

    @Option(help: "Line height in points.")
    var lineHeight: Double?

    @Option(help: "Line height as a multiple of the point size (CSS unitless line-height).")
    var lineHeightMultiple: Double?

    @Option(help: "Letter spacing in points (UIKit kern).")
    var letterSpacing: Double?

    @Option(help: "Letter spacing in percent of the point size (Figma).")
    var letterSpacingPercent: Double?

    @Option(help: "Letter spacing in thousandths of an em (Adobe tracking, BonMot).")
    var letterSpacingPerMille: Double?

    @Option(help: "Space after each paragraph, points (UIKit paragraphSpacing).")
    var paragraphSpacing: Double = 0

    @Option(help: "Dynamic Type text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2.")
    var textStyle: String?

    @Option(help: "Largest point size Dynamic Type may scale to.")
    var maximumPointSize: Double?

    @Option(help: "Content size category: xS, S, M, L, xL, xxL, xxxL, AX1 ... AX5.")
    var category: String = "L"

    @Option(help: "Display scale: 1, 2 or 3.")
    var scale: Double = 3

    @Option(help: "Characters per line for the readable measure.")
    var measure: Int = ReadableMeasure.defaultCharactersPerLine

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if let size, !(size > 0 && size.isFinite) { throw ValidationError("--size must be a positive number") }
        if lineHeight != nil, lineHeightMultiple != nil { throw ValidationError("give --line-height or --line-height-multiple, not both") }
        if let lineHeight, !(lineHeight > 0 && lineHeight.isFinite) { throw ValidationError("--line-height must be a positive number") }
        if let lineHeightMultiple, !(lineHeightMultiple > 0 && lineHeightMultiple.isFinite) { throw ValidationError("--line-height-multiple must be a positive number") }
        if [letterSpacing, letterSpacingPercent, letterSpacingPerMille].compactMap({ $0 }).count > 1 {
            throw ValidationError("give one of --letter-spacing, --letter-spacing-percent, --letter-spacing-per-mille")
        }
        if let textStyle, DynamicTypeStyle(rawValue: textStyle) == nil {
            throw ValidationError("unknown text style '\(textStyle)'; use one of \(DynamicTypeStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if ContentSizeCategory(name: category) == nil {
            throw ValidationError("unknown category '\(category)'; use one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if ![1.0, 2.0, 3.0].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3") }
        if !(paragraphSpacing >= 0 && paragraphSpacing.isFinite) { throw ValidationError("--paragraph-spacing must be 0 or more") }
        if measure <= 0 || measure > 10_000 { throw ValidationError("--measure must be between 1 and 10000") }
        if let maximumPointSize, !(maximumPointSize > 0 && maximumPointSize.isFinite) { throw ValidationError("--maximum-point-size must be a positive number") }
        if font != nil, size == nil, textStyle == nil { throw ValidationError("--font needs --size (or --text-style)") }
    }

    /// The text style the options describe.
    func makeStyle() throws -> TextStyle {
        let dynamicType = textStyle.flatMap(DynamicTypeStyle.init(rawValue:))
        let styleFont: StyleFont
        if let font {
            do {
                let face = try FontFace(contentsOfFile: font, index: index)
                styleFont = try StyleFont(face: face)
            } catch {
                let text = "\(error)"
                throw InputError(text.hasPrefix(font) ? text : "\(font): \(text)")
            }
        } else {
            styleFont = .system(dynamicType?.weight ?? .regular)
        }
        let scaling: DynamicTypeScaling = (font == nil && size == nil) ? .table : .fontMetrics
        let pointSize = size ?? dynamicType?.pointSize(at: .default) ?? 17
        let height: LineHeight
        if let lineHeight { height = .points(lineHeight) }
        else if let lineHeightMultiple { height = .multipleOfSize(lineHeightMultiple) }
        else if dynamicType != nil { height = .dynamicTypeLeading }
        else { height = .font }
        let spacing: LetterSpacing
        if let letterSpacing { spacing = .points(letterSpacing) }
        else if let letterSpacingPercent { spacing = .percentOfSize(letterSpacingPercent) }
        else if let letterSpacingPerMille { spacing = .perMille(letterSpacingPerMille) }
        else { spacing = .none }
        return TextStyle(font: styleFont, pointSize: pointSize, lineHeight: height, letterSpacing: spacing,
                         paragraphSpacing: paragraphSpacing, dynamicType: dynamicType, dynamicTypeScaling: scaling, maximumPointSize: maximumPointSize,
                         measure: measure)
    }

    func run() throws {
        let style = try makeStyle()
        let resolved = style.resolved(scale: scale, category: ContentSizeCategory(name: category) ?? .default)
        if json {
            print(Style.json(resolved, fontName: font ?? "system").rendered())
        } else {
            print(Style.text(resolved, fontName: font ?? "system font (published metrics)"))
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
