import ArgumentParser
import Typeset

struct Shape: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Glyphs and advances for one line of text (cmap, hmtx, pair kerning, letter spacing).",
        discussion: "Simple shaping: one glyph per character, no ligatures or mark positioning (see Shaper)."
    )

    @OptionGroup var styleOptions: StyleOptions

    @Option(help: "Display scale for the pixel rounding of Dynamic Type sizes.")
    var scale: Double = 3

    @Flag(help: "Turn pair kerning off.")
    var noKerning = false

    @Flag(help: "Print JSON.")
    var json = false

    @Argument(help: "The text.")
    var text: String

    func validate() throws {
        try styleOptions.validateForLayout()
        guard scale > 0, scale <= 16, scale.isFinite else { throw ValidationError("--scale must be between 0 and 16") }
    }

    func run() throws {
        let fonts = try styleOptions.styledFonts(scale: scale)
        let glyphs = Shaper.shape(text, stack: fonts.stack,
                                  options: ShapingOptions(pointSize: fonts.style.pointSize, letterSpacing: fonts.style.kern, kerning: !noKerning))
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
