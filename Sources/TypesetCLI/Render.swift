import ArgumentParser
import TypesetSupport
import Typeset
import TypesetRender

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a laid-out paragraph as PNG or SVG, optionally with guides or a ghost overlay of another line model.",
        discussion: """
            Baselines land on the pixel grid where UIKit puts them; glyphs are rasterized like FreeType's unhinted rendering. \
            --guides draws line boxes, baselines, cap-height, x-height and descender lines, the outer padding and the frame. \
            --ghost MODEL draws the layout under MODEL over the one under --model (default design when --ghost is given) \
            in two colours, marks the differences and prints "N px differ, max baseline offset X pt".
            """
    )

    @OptionGroup var styleOptions: StyleOptions

    @Option(parsing: .unconditional, help: "Width in points (default: no wrapping).")
    var width: Double?

    @Option(parsing: .unconditional, help: "Maximum number of lines (0: no limit); the last line is truncated with an ellipsis.")
    var lines: Int = 0

    @Option(parsing: .unconditional, help: "Display scale: device pixels per point.")
    var scale: Double = 2

    @Option(help: "Line model: uikit (exact line height), uikit-spacing (lineSpacing only) or design (half-leading). Default: uikit, or design with --ghost.")
    var model: String?

    @Flag(help: "Draw guides: line boxes, baselines, cap-height, x-height and descender lines, outer padding, frame.")
    var guides = false

    @Option(help: "Overlay the layout under this line model (uikit, uikit-spacing or design) and mark the differences.")
    var ghost: String?

    @Option(parsing: .unconditional, help: "With --ghost: coverage difference (0-255) above which a pixel counts as differing.")
    var threshold: Int = 32

    @Option(parsing: .unconditional, help: "Margin around the frame in points.")
    var margin: Double = 8

    @Option(help: "Output file: .png or .svg.")
    var out: String

    @OptionGroup var input: TextInput

    func validate() throws {
        try styleOptions.validateForLayout()
        try checkNumber(scale, .scale, "--scale")
        try checkNumber(width, .length, "--width")
        try checkNumber(lines, .lines, "--lines")
        try checkNumber(margin, .margin, "--margin")
        try checkNumber(threshold, .threshold, "--threshold")
        if let model, parseLineModel(model) == nil { throw ValidationError("--model must be uikit, uikit-spacing or design") }
        if let ghost, parseLineModel(ghost) == nil { throw ValidationError("--ghost must be uikit, uikit-spacing or design") }
        guard PictureFormat(path: out) != nil else { throw ValidationError("--out must end in .png or .svg") }
    }

    func run() throws {
        let content = try input.read()
        let fonts = try styleOptions.styledFonts(scale: scale)
        let ghostModel = ghost.flatMap(parseLineModel)
        let baseModel = model.flatMap(parseLineModel) ?? (ghostModel == nil ? .uikitExact : .design)
        let layoutWidth = width ?? .infinity
        func picture(_ model: LineModel, guides: Guides) -> ParagraphPicture {
            ParagraphPicture(text: content, typesetter: fonts.typesetter(model: model), width: layoutWidth, maxLines: lines,
                             scale: scale, guides: guides, margin: margin)
        }
        let base = picture(baseModel, guides: guides ? .all : [])
        do {
            if let ghostModel {
                let overlay = GhostOverlay(base: base, ghost: picture(ghostModel, guides: []), threshold: threshold)
                let comparison = try overlay.write(to: out)
                printOutput("\(baseModel.rawValue) vs \(ghostModel.rawValue): \(comparison)")
            } else {
                try base.write(to: out)
            }
        } catch {
            throw InputError(error.description)
        }
    }
}
