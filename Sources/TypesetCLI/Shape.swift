import ArgumentParser
import TypesetSupport
import Typeset
import TypesetFont
import TypesetShaping

struct Shape: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Glyphs and positions for one line of text, shaped as layout shapes it.",
        discussion: """
        OpenType shaping as HarfBuzz and Core Text do it: the fonts' default features (ligatures, \
        contextual alternates, localized forms, kerning, mark positioning) plus --features, fonts \
        chosen per cluster from --font and the --fallback fonts, runs split by script.
        """
    )

    @OptionGroup var styleOptions: StyleOptions

    @Option(parsing: .unconditional, help: "Display scale for the pixel rounding of Dynamic Type sizes.")
    var scale: Double = 3

    @Flag(help: "Turn pair kerning off (the kern feature).")
    var noKerning = false

    @Option(help: "Script of the text: ISO 15924 (Latn, Arab, Hani) or an OpenType tag; default from the text.")
    var script: String?

    @Option(help: "The paragraph's base direction: auto (from the first strong character, UAX #9), ltr or rtl. Right-to-left runs are shaped right to left either way.")
    var direction: String?

    @Option(help: "Units of advances and offsets: points (at the resolved size) or font (font units).")
    var units: String = "points"

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var input: TextInput

    func validate() throws {
        try styleOptions.validateForLayout()
        try checkNumber(scale, .scale, "--scale")
        guard units == "points" || units == "font" else { throw ValidationError("--units must be points or font") }
        if let direction, !["auto", "ltr", "rtl"].contains(direction) {
            throw ValidationError("--direction must be auto, ltr or rtl")
        }
        if let script, forcedScript(script) == nil { throw ValidationError("--script \(script) is not an ISO 15924 code or OpenType script tag") }
    }

    /// The script `--script` names: an ISO 15924 code, or the script whose OpenType tags include it.
    func forcedScript(_ name: String) -> UnicodeScript? {
        if let script = UnicodeScript(iso15924: name), !script.isSpecial || name.lowercased() == "zyyy" { return script }
        let tag = Tag(name)
        return UnicodeScript.allValues.first { $0.openTypeTags.contains(tag) }
    }

    func run() throws {
        let fonts = try styleOptions.styledFonts(scale: scale)
        let base: BidiParagraph.Direction = direction == "rtl" ? .rightToLeft : direction == "ltr" ? .leftToRight : .auto
        let typesetter = fonts.typesetter(model: .uikitExact, kerning: !noKerning, script: script.flatMap(forcedScript), paragraphDirection: base)
        let text = try input.read()
        let line = typesetter.shapedLine(text)
        let fontUnits = self.units == "font"
        func units(_ points: Double, font: Int) -> Double {
            guard fontUnits else { return points }
            return points * fonts.stack.fonts[font].unitsPerEm / typesetter.pointSize
        }
        var total = 0.0
        for glyph in line.glyphs { total += glyph.advance }
        // Each font's glyph names (`CFF ` charset or `post`); none where a font has none or its
        // table is malformed.
        let glyphNames = fonts.stack.fonts.map { font in (try? font.face.glyphNames()) ?? GlyphNames.none }
        func name(_ glyph: GlyphID, font: Int) -> JSON {
            guard font >= 0, font < glyphNames.count, let name = glyphNames[font].name(of: glyph) else { return .null }
            return .string(name)
        }
        if json {
            printOutput(JSON.object([
                ("glyphs", .array(line.glyphs.map { glyph in
                    .object([("id", .int(glyph.glyph.index)), ("name", name(glyph.glyph, font: glyph.font)),
                                    ("cluster", .int(glyph.cluster)),
                                    ("advance", .number(units(glyph.advance, font: glyph.font))),
                                    ("xOffset", .number(units(glyph.xOffset, font: glyph.font))),
                                    ("yOffset", .number(units(glyph.yOffset, font: glyph.font))),
                                    ("font", .int(glyph.font))])
                })),
                ("advance", .number(units(total, font: 0))),
                ("runs", .array(line.runs.map { run in
                    .object([("start", .int(run.range.lowerBound)), ("end", .int(run.range.upperBound)),
                             ("script", .string(run.script.iso15924)), ("direction", .string(run.level & 1 == 1 ? "rtl" : "ltr")), ("level", .int(Int(run.level))),
                             ("font", .int(run.font))])
                })),
            ]).rendered())
        } else {
            for glyph in line.glyphs {
                var row = "glyph \(glyph.glyph)\tcluster \(glyph.cluster)\tadvance \(format(units(glyph.advance, font: glyph.font)))"
                if glyph.xOffset != 0 || glyph.yOffset != 0 {
                    row += "\toffset \(format(units(glyph.xOffset, font: glyph.font))),\(format(units(glyph.yOffset, font: glyph.font)))"
                }
                if glyph.font > 0 { row += "\tfallback \(glyph.font)" }
                printOutput(row)
            }
            printOutput("total advance \(format(units(total, font: 0))) \(fontUnits ? "font units" : "pt")")
        }
    }
}
