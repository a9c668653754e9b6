import Typeset
import TypesetRender

/// A PNG image of the report, with its size in device pixels.
struct Picture {
    var path = ""
    var png: [UInt8]
    var width: Int
    var height: Int
}

/// What a ghost overlay found, as the page states it.
struct GhostNumbers {
    var differingPixels: Int
    var maxBaselineOffset: Double
}

/// Draws the report's pictures at 3x with Typeset's renderer, each laid out by the
/// ``Typesetter`` of its resolved style (the page resolves its styles at 3x too, so the layouts'
/// pixel grid is the pictures').
enum Painter {
    static let scale = 3.0

    /// `text` set in `style` in `width` points, with every guide or none.
    static func paragraph(_ text: String, stack: FontStack, style: ResolvedStyle, width: Double, guides: Bool,
                          language: String? = nil) -> Picture {
        let typesetter = Typesetter(stack: stack, style: style, model: .uikitExact, language: language)
        let picture = ParagraphPicture(text: text, typesetter: typesetter, width: width, scale: scale, guides: guides ? .all : [.frame])
        let bitmap = picture.render()
        return Picture(png: PNG.encode(bitmap), width: bitmap.width, height: bitmap.height)
    }

    /// Design (`base`) and implementation (`other`) overlaid, with the differences counted.
    static func ghost(_ text: String, stack: FontStack, style: ResolvedStyle, width: Double, base: LineModel, other: LineModel) -> (Picture, GhostNumbers) {
        let overlay = GhostOverlay(
            base: ParagraphPicture(text: text, typesetter: Typesetter(stack: stack, style: style, model: base), width: width, scale: scale, guides: [.frame]),
            ghost: ParagraphPicture(text: text, typesetter: Typesetter(stack: stack, style: style, model: other), width: width, scale: scale))
        let (bitmap, comparison) = overlay.render()
        return (Picture(png: PNG.encode(bitmap), width: bitmap.width, height: bitmap.height),
                GhostNumbers(differingPixels: comparison.differingPixels, maxBaselineOffset: comparison.maxBaselineOffset))
    }
}
