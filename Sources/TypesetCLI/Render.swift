import ArgumentParser
import Typeset
import TypesetRender

/// `uikit`, `uikit-spacing`, `design` (and the `LineModel` case names) as a line model.
func parseLineModel(_ name: String) -> LineModel? {
    switch name {
    case "uikit", "uikitExact", "uikit-exact": return .uikitExact
    case "uikit-spacing", "uikitLineSpacing", "lineSpacing": return .uikitLineSpacing
    case "design": return .design
    default: return nil
    }
}

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

    @OptionGroup var fontOptions: FontOptions

    @Option(help: "Line height in points (default: the font's own).")
    var lineHeight: Double?

    @Option(help: "Letter spacing in points (UIKit kern).")
    var letterSpacing: Double = 0

    @Option(help: "Width in points (default: no wrapping).")
    var width: Double?

    @Option(help: "Maximum number of lines (0: no limit); the last line is truncated with an ellipsis.")
    var lines: Int = 0

    @Option(help: "Display scale: device pixels per point.")
    var scale: Double = 2

    @Option(help: "Line model: uikit (exact line height), uikit-spacing (lineSpacing only) or design (half-leading). Default: uikit, or design with --ghost.")
    var model: String?

    @Flag(help: "Draw guides: line boxes, baselines, cap-height, x-height and descender lines, outer padding, frame.")
    var guides = false

    @Option(help: "Overlay the layout under this line model (uikit, uikit-spacing or design) and mark the differences.")
    var ghost: String?

    @Option(help: "With --ghost: coverage difference (0-255) above which a pixel counts as differing.")
    var threshold: Int = 32

    @Option(help: "Margin around the frame in points.")
    var margin: Double = 8

    @Option(help: "Output file: .png or .svg.")
    var out: String

    @OptionGroup var input: TextInput

    func validate() throws {
        guard scale > 0, scale <= 16, scale.isFinite else { throw ValidationError("--scale must be between 0 and 16") }
        if let width { guard width > 0, width.isFinite else { throw ValidationError("--width must be positive") } }
        if let lineHeight { guard lineHeight > 0, lineHeight.isFinite else { throw ValidationError("--line-height must be positive") } }
        guard letterSpacing.isFinite else { throw ValidationError("--letter-spacing must be a number") }
        guard lines >= 0 else { throw ValidationError("--lines must be 0 or more") }
        guard margin >= 0, margin <= 1000 else { throw ValidationError("--margin must be between 0 and 1000") }
        guard (0...255).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 255") }
        if let model, parseLineModel(model) == nil { throw ValidationError("--model must be uikit, uikit-spacing or design") }
        if let ghost, parseLineModel(ghost) == nil { throw ValidationError("--ghost must be uikit, uikit-spacing or design") }
        guard PictureFormat(path: out) != nil else { throw ValidationError("--out must end in .png or .svg") }
    }

    func run() throws {
        let content = try input.read()
        let stack = try fontOptions.stack()
        let size = fontOptions.size
        let ghostModel = ghost.flatMap(parseLineModel)
        let baseModel = model.flatMap(parseLineModel) ?? (ghostModel == nil ? .uikitExact : .design)
        let guideSet: Guides = guides ? .all : []
        let layoutWidth = width ?? .infinity
        do {
            if let ghostModel {
                let overlay = GhostOverlay(text: content, stack: stack, pointSize: size, lineHeight: lineHeight, letterSpacing: letterSpacing,
                                           width: layoutWidth, maxLines: lines, scale: scale, base: baseModel, ghost: ghostModel,
                                           guides: guideSet, margin: margin, threshold: threshold)
                let comparison = try overlay.write(to: out)
                print("\(baseModel.rawValue) vs \(ghostModel.rawValue): \(comparison)")
            } else {
                let picture = ParagraphPicture(text: content, stack: stack, pointSize: size, lineHeight: lineHeight,
                                               letterSpacing: letterSpacing, model: baseModel, width: layoutWidth, maxLines: lines,
                                               scale: scale, guides: guideSet, margin: margin)
                try picture.write(to: out)
            }
        } catch {
            throw InputError(error.description)
        }
    }
}
