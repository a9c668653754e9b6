import TypesetFont
import ArgumentParser
import Typeset

/// `--font`, `--index`, `--fallback` and `--size`, shared by `shape`, `measure` and `render`.
struct FontOptions: ParsableArguments {
    @Option(help: "A .ttf, .otf, .ttc or .otc file.")
    var font: String

    @Option(help: "Face index in a collection.")
    var index: Int = 0

    @Option(help: "Fallback font files (FILE or FILE:INDEX), tried in order for characters the font lacks.")
    var fallback: [String] = []

    @Option(help: "Point size.")
    var size: Double

    func validate() throws {
        guard size > 0, size.isFinite, size <= 2000 else { throw ValidationError("--size must be a positive number (at most 2000)") }
    }

    /// The primary font and its fallbacks, read now.
    func stack() throws -> FontStack { try loadStack(font: font, index: index, fallbacks: fallback) }
}

/// The text of a paragraph: the TEXT argument or `--file PATH`.
struct TextInput: ParsableArguments {
    @Option(help: "Read the text from a file.")
    var file: String?

    @Argument(help: "The text (or --file).")
    var text: String?

    func validate() throws {
        guard (text == nil) != (file == nil) else { throw ValidationError("give the text or --file (exactly one of them)") }
    }

    /// The text, read from the file when `--file` is given.
    func read() throws -> String {
        guard let file else { return text ?? "" }
        do {
            let data = try FontData(contentsOfFile: file)
            return String(decoding: data.bytes(in: 0..<data.count), as: UTF8.self)
        } catch { throw InputError("\(error)") }
    }
}

/// Loads a font stack for the CLI: `FONT` and `--fallback` files, with `--index` for the primary.
func loadStack(font: String, index: Int, fallbacks: [String]) throws -> FontStack {
    func load(_ path: String, _ index: Int) throws -> ShapingFont {
        do { return try ShapingFont(contentsOfFile: path, index: index) } catch { throw InputError("\(path): \(error)") }
    }
    let primary = try load(font, index)
    let rest = try fallbacks.map { spec -> ShapingFont in
        // FILE or FILE:INDEX for a face of a collection.
        if let colon = spec.lastIndex(of: ":"), let faceIndex = Int(spec[spec.index(after: colon)...]) {
            return try load(String(spec[..<colon]), faceIndex)
        }
        return try load(spec, 0)
    }
    return FontStack(primary, fallbacks: rest)
}

struct Shape: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Glyphs and advances for one line of text (cmap, hmtx, pair kerning, letter spacing).",
        discussion: "Simple shaping: one glyph per character, no ligatures or mark positioning (see Shaper)."
    )

    @OptionGroup var fontOptions: FontOptions

    @Option(help: "Letter spacing in points after every glyph (UIKit kern).")
    var letterSpacing: Double = 0

    @Flag(help: "Turn pair kerning off.")
    var noKerning = false

    @Flag(help: "Print JSON.")
    var json = false

    @Argument(help: "The text.")
    var text: String

    func run() throws {
        let stack = try fontOptions.stack()
        let glyphs = Shaper.shape(text, stack: stack,
                                  options: ShapingOptions(pointSize: fontOptions.size, letterSpacing: letterSpacing, kerning: !noKerning))
        let total = glyphs.reduce(0) { $0 + $1.advance }
        if json {
            print(JSON.object([
                ("glyphs", .array(glyphs.map { glyph in
                    .object([("id", .int(glyph.glyph.index)), ("cluster", .int(glyph.cluster)),
                             ("advance", .number(glyph.advance)), ("font", .int(glyph.font))])
                })),
                ("advance", .number(total)),
            ]).rendered())
        } else {
            for glyph in glyphs {
                print("glyph \(glyph.glyph)\tcluster \(glyph.cluster)\tadvance \(format(glyph.advance))\(glyph.font > 0 ? "\tfallback \(glyph.font)" : "")")
            }
            print("total advance \(format(total)) pt")
        }
    }
}

struct Measure: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay a paragraph out in a width: lines, height and used width (what sizeThatFits reports)."
    )

    @OptionGroup var fontOptions: FontOptions

    @Option(help: "Line height in points (default: the font's own).")
    var lineHeight: Double?

    @Option(help: "Letter spacing in points (UIKit kern).")
    var letterSpacing: Double = 0

    @Option(help: "Paragraph spacing in points.")
    var paragraphSpacing: Double = 0

    @Option(help: "Width in points.")
    var width: Double

    @Option(help: "Maximum number of lines (0: no limit); the last line is truncated with an ellipsis.")
    var lines: Int = 0

    @Option(help: "Line model: uikit (exact line height), uikit-spacing (lineSpacing only) or design (half-leading).")
    var model: String = "uikit"

    @Option(help: "Display scale whose pixel grid height and width are rounded up to.")
    var scale: Double = 3

    @Flag(help: "Turn pair kerning off.")
    var noKerning = false

    @Option(help: "Lay the text out N times in-process and report the mean time (after one warm-up).")
    var `repeat`: Int?

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var input: TextInput

    var lineModel: LineModel? { parseLineModel(model) }

    func validate() throws {
        guard width > 0 else { throw ValidationError("--width must be positive") }
        guard lines >= 0 else { throw ValidationError("--lines must be 0 or more") }
        guard lineModel != nil else { throw ValidationError("--model must be uikit, uikit-spacing or design") }
        if let r = `repeat`, r < 1 { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        let content = try input.read()
        let stack = try fontOptions.stack()
        let typesetter = Typesetter(stack: stack, pointSize: fontOptions.size, lineHeight: lineHeight, letterSpacing: letterSpacing,
                                    paragraphSpacing: paragraphSpacing, model: lineModel ?? .uikitExact,
                                    kerning: !noKerning, scale: scale)
        var buffers = LayoutBuffers()
        let layout = typesetter.layout(content, width: width, maxLines: lines, buffers: &buffers)
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
                             ("start", .int(line.range.lowerBound)), ("end", .int(line.consumed.upperBound))])
                })),
            ]
            if let microseconds { pairs.append(("microsecondsPerLayout", .number(microseconds))) }
            print(JSON.object(pairs).rendered())
        } else {
            for (number, line) in layout.lines.enumerated() {
                print("\(number + 1)\t\(format(line.width))\t\(slice(line.range))\(line.isTruncated ? "…" : "")")
            }
            print("\(layout.lineCount) lines, height \(format(layout.height)), used width \(format(layout.usedWidth))\(layout.truncated ? ", truncated" : "")")
            if let microseconds { print("\(format(microseconds)) µs per layout") }
        }
    }
}

@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
