import ArgumentParser
import TypesetSupport
import Typeset

struct Measure: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay a paragraph out in a width: lines, height and used width (what sizeThatFits reports)."
    )

    @OptionGroup var styleOptions: StyleOptions

    @Option(parsing: .unconditional, help: "Width in points.")
    var width: Double

    @Option(parsing: .unconditional, help: "Maximum number of lines (0: no limit); the last line is truncated with an ellipsis.")
    var lines: Int = 0

    @Option(help: "Line model: uikit (exact line height), uikit-spacing (lineSpacing only) or design (half-leading).")
    var model: String = "uikit"

    @Option(help: "Platform whose layout is reported: ios (UIKit's, the default) or web (CSS inline layout as Chromium does it; sizes and widths in CSS px).")
    var platform: String = "ios"

    @Option(help: "With --platform web: the CSS line-height (normal, a number such as 1.4, 24px or 140%); default: --line-height as px, --line-height-multiple as a number, else normal.")
    var cssLineHeight: String?

    @OptionGroup var breakOptions: WebBreakOptions

    @Option(parsing: .unconditional, help: "Display scale whose pixel grid height and width are rounded up to.")
    var scale: Double = 3

    @Flag(help: "Turn pair kerning off.")
    var noKerning = false

    @Option(help: "How Thai, Lao, Khmer and Myanmar words break: icu (ICU's dictionaries, as on an iPhone), pango (Lao, Khmer and Myanmar with no dictionary, only spaces and punctuation, as Pango 1.50; Thai still by ICU's dictionary) or icu-thai (the same as icu).")
    var lineBreakDictionaries: String = "icu"

    @Option(parsing: .unconditional, help: "Lay the text out N times in-process and report the mean time (after one warm-up).")
    var `repeat`: Int?

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var input: TextInput

    var lineModel: LineModel? { parseLineModel(model) }

    func validate() throws {
        try styleOptions.validateForLayout()
        try checkNumber(width, .length, "--width")
        try checkNumber(lines, .lines, "--lines")
        try checkNumber(scale, .scale, "--scale")
        guard lineModel != nil else { throw ValidationError("--model must be uikit, uikit-spacing or design") }
        guard platform == "ios" || platform == "web" else { throw ValidationError("--platform must be ios or web") }
        if platform == "web", lines != 0 { throw ValidationError("--lines needs --platform ios (a web block has no line limit here)") }
        if let cssLineHeight {
            guard platform == "web" else { throw ValidationError("--css-line-height needs --platform web") }
            guard CSSLineHeight(css: cssLineHeight) != nil else {
                throw ValidationError("--css-line-height must be normal, a number (1.4), px (24px) or a percentage (140%)")
            }
        }
        try breakOptions.validate(platform: platform)
        try checkNumber(`repeat`, .repeatCount, "--repeat")
        guard LineBreakDictionaries(rawValue: lineBreakDictionaries) != nil else {
            throw ValidationError("--line-break-dictionaries must be icu, pango or icu-thai")
        }
    }

    func run() throws {
        let content = try input.read()
        let typesetter = try styleOptions.styledFonts(scale: scale).typesetter(
            model: lineModel ?? .uikitExact, kerning: !noKerning, lineBreakDictionaries: LineBreakDictionaries(rawValue: lineBreakDictionaries) ?? .icu)
        if platform == "web" {
            try runWeb(content, typesetter: typesetter)
            return
        }
        var buffers = LayoutBuffers()
        // Lines without their glyphs: only ranges, widths and runs are printed.
        let layout = typesetter.layoutLines(content, width: width, maxLines: lines, buffers: &buffers)
        var microseconds: Double? = nil
        if let count = `repeat` {
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                for _ in 0..<count { blackHole(typesetter.layout(content, width: width, maxLines: lines, buffers: &buffers)) }
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            microseconds = seconds * 1e6 / Double(count)
        }
        let scalars = Array(content.unicodeScalars)
        func slice(_ range: Range<Int>) -> String {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[range])
            return String(s)
        }
        if json {
            var pairs: [(String, JSON)] = [
                ("lineCount", .int(layout.lineCount)),
                ("height", .number(layout.height)),
                ("usedWidth", .number(layout.usedWidth)),
                ("exactHeight", .number(layout.exactHeight)),
                ("exactUsedWidth", .number(layout.exactUsedWidth)),
                ("truncated", .bool(layout.truncated)),
                ("lines", .array(layout.lines.map { line in
                    .object([("text", .string(slice(line.range) + (line.isTruncated ? "…" : ""))), ("width", .number(line.width)),
                             ("top", .number(line.top)), ("baseline", .number(line.baseline)), ("bottom", .number(line.bottom)),
                             ("start", .int(line.range.lowerBound)), ("end", .int(line.consumed.upperBound)),
                             ("x", .number(line.x)), ("rightToLeft", .bool(line.isRightToLeft)),
                             // Runs of one embedding level from left to right as the line is drawn
                             // (UAX #9 L1-L2), each with its characters in logical order.
                             ("runs", .array(line.runs.map { run in
                                 .object([("start", .int(run.range.lowerBound)), ("end", .int(run.range.upperBound)),
                                          ("level", .int(Int(run.level))), ("direction", .string(run.level & 1 == 1 ? "rtl" : "ltr")),
                                          ("text", .string(slice(run.range)))])
                             }))])
                })),
            ]
            if let microseconds { pairs.append(("microsecondsPerLayout", .number(microseconds))) }
            printOutput(JSON.object(pairs).rendered())
        } else {
            for (number, line) in layout.lines.enumerated() {
                printOutput("\(number + 1)\t\(format(line.width))\t\(slice(line.range))\(line.isTruncated ? "…" : "")")
            }
            printOutput("\(layout.lineCount) lines, height \(format(layout.height)), used width \(format(layout.usedWidth))\(layout.truncated ? ", truncated" : "")")
            if let microseconds { printOutput("\(format(microseconds)) µs per layout") }
        }
    }
}

extension Measure {
    /// The CSS line-height of `--platform web`.
    var webLineHeight: CSSLineHeight {
        if let cssLineHeight, let value = CSSLineHeight(css: cssLineHeight) { return value }
        if let px = styleOptions.lineHeight { return .px(px) }
        if let multiple = styleOptions.lineHeightMultiple { return .number(multiple) }
        return .normal
    }

    /// `--platform web`: the block laid out as Chromium lays it out (``WebTypesetter``): the same
    /// keys as for iOS, each line's top, baseline and bottom in CSS px (LayoutUnits, unrounded),
    /// and the computed line height.
    func runWeb(_ content: String, typesetter: Typesetter) throws {
        let web = WebTypesetter(typesetter, lineHeight: webLineHeight, overflowWrap: breakOptions.overflow,
                                wordBreak: breakOptions.words, lineBreak: breakOptions.lines)
        var buffers = LayoutBuffers()
        let layout = web.layout(content, width: width, buffers: &buffers)
        var microseconds: Double? = nil
        if let count = `repeat` {
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                for _ in 0..<count { blackHole(web.layout(content, width: width, buffers: &buffers)) }
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            microseconds = seconds * 1e6 / Double(count)
        }
        let scalars = Array(content.unicodeScalars)
        func slice(_ range: Range<Int>) -> String {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[range])
            return String(s)
        }
        guard json else {
            for (number, line) in layout.lines.enumerated() {
                printOutput("\(number + 1)\t\(format(line.width))\t\(format(line.top))\t\(format(line.baseline))\t\(slice(line.range))")
            }
            printOutput("\(layout.lines.count) lines, height \(format(layout.height)) px, used width \(format(layout.usedWidth)) px")
            if let microseconds { printOutput("\(format(microseconds)) µs per layout") }
            return
        }
        var lines: [JSON] = []
        lines.reserveCapacity(layout.lines.count)
        for line in layout.lines {
            var pairs: [(String, JSON)] = []
            pairs.append(("text", .string(slice(line.range))))
            pairs.append(("width", .number(line.width)))
            pairs.append(("top", .number(line.top)))
            pairs.append(("baseline", .number(line.baseline)))
            pairs.append(("bottom", .number(line.bottom)))
            pairs.append(("start", .int(line.range.lowerBound)))
            pairs.append(("end", .int(line.consumed.upperBound)))
            lines.append(.object(pairs))
        }
        var pairs: [(String, JSON)] = []
        pairs.append(("platform", .string("web")))
        pairs.append(("lineCount", .int(layout.lines.count)))
        pairs.append(("height", .number(layout.height)))
        pairs.append(("usedWidth", .number(layout.usedWidth)))
        pairs.append(("exactHeight", .number(layout.height)))
        pairs.append(("exactUsedWidth", .number(layout.usedWidth)))
        pairs.append(("truncated", .bool(false)))
        pairs.append(("lineHeight", .string(web.lineHeight.css)))
        pairs.append(("computedLineHeight", .number(web.computedLineHeight)))
        pairs.append(("overflowWrap", .string(web.overflowWrap.rawValue)))
        pairs.append(("wordBreak", .string(web.wordBreak.rawValue)))
        pairs.append(("lineBreak", .string(web.lineBreak.rawValue)))
        pairs.append(("lines", .array(lines)))
        if let microseconds { pairs.append(("microsecondsPerLayout", .number(microseconds))) }
        printOutput(JSON.object(pairs).rendered())
    }
}

@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
