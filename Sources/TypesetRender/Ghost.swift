import TypesetSupport
import Typeset
import TypesetFont

/// What a ghost overlay found: how far two layouts of the same text are apart.
public struct GhostComparison: Sendable, Hashable, CustomStringConvertible {
    /// Pixels whose text coverage differs by more than ``threshold`` between the two layouts.
    public var differingPixels: Int
    /// The coverage difference (0…255) above which a pixel counts as differing.
    public var threshold: Int
    /// Per line (of the shorter layout): the compared layout's baseline minus the base
    /// layout's, points, as drawn on the pixel grid (positive: lower).
    public var baselineOffsets: [Double]
    /// The same offsets before pixel snapping (from the layouts' exact baselines), points.
    public var exactBaselineOffsets: [Double]
    /// Lines whose snapped baselines differ.
    public var differingLines: [Int]
    /// Line counts of the base and the compared layout.
    public var baseLineCount: Int
    /// Line count of the compared layout.
    public var ghostLineCount: Int
    /// Heights of the two layouts, points (unrounded).
    public var baseHeight: Double
    /// Height of the compared layout, points (unrounded).
    public var ghostHeight: Double

    /// The largest |baseline offset| on the pixel grid, points.
    public var maxBaselineOffset: Double { baselineOffsets.map(abs).max() ?? 0 }
    /// The largest exact |baseline offset|, points.
    public var maxExactBaselineOffset: Double { exactBaselineOffsets.map(abs).max() ?? 0 }
    /// Whether the two pictures are the same to the threshold.
    public var isIdentical: Bool { differingPixels == 0 && differingLines.isEmpty && baseLineCount == ghostLineCount }

    /// "N px differ, max baseline offset X pt".
    public var description: String {
        "\(differingPixels) px differ, max baseline offset \(Self.format(maxBaselineOffset)) pt"
    }

    static func format(_ v: Double) -> String { NumberText.decimals(v, places: 3) }
}

/// Two layouts of the same text and style drawn over each other (a "ghost snapshot"):
/// the base layout (for example the design tool's half-leading, ``LineModel/design``) in one
/// hue and the compared one (for example UIKit with `lineSpacing` only) in another, both at
/// 50 % opacity, with the differences counted (``GhostComparison``) and marked: a tick in the
/// left margin at each compared baseline that is off, and a strip right of the frame beside
/// every pixel row where the two pictures differ.
public struct GhostOverlay: Sendable {
    /// The base picture (drawn first, guides from it).
    public var base: ParagraphPicture
    /// The compared picture.
    public var ghost: ParagraphPicture
    /// Coverage difference above which a pixel counts as differing (0…255).
    public var threshold: Int

    /// An overlay of `text` laid out under two line models with the same fonts and numbers.
    public init(text: String, stack: FontStack, pointSize: Double, lineHeight: Double? = nil, letterSpacing: Double = 0,
                width: Double = .infinity, maxLines: Int = 0, scale: Double = 2,
                base: LineModel = .design, ghost: LineModel = .uikitLineSpacing,
                guides: Guides = [], style: PictureStyle = .standard, margin: Double = 8, threshold: Int = 32) {
        self.base = ParagraphPicture(text: text, stack: stack, pointSize: pointSize, lineHeight: lineHeight, letterSpacing: letterSpacing,
                                     model: base, width: width, maxLines: maxLines, scale: scale, guides: guides, style: style, margin: margin)
        self.ghost = ParagraphPicture(text: text, stack: stack, pointSize: pointSize, lineHeight: lineHeight, letterSpacing: letterSpacing,
                                      model: ghost, width: width, maxLines: maxLines, scale: scale, guides: [], style: style, margin: margin)
        self.threshold = min(max(threshold, 0), 255)
    }

    /// An overlay of two pictures (their scales and widths should agree; the base's are used).
    public init(base: ParagraphPicture, ghost: ParagraphPicture, threshold: Int = 32) {
        self.base = base
        self.ghost = ghost
        self.threshold = min(max(threshold, 0), 255)
    }

    /// One canvas holding both: the frame as tall as the taller layout, the outer padding inside.
    public var canvas: PictureCanvas {
        let outside = base.typesetter.model == .uikitLineSpacing && base.guides.contains(.outerPadding)
        let height = max(base.layout.exactHeight, ghost.layout.exactHeight)
        // Room for the difference strip right of the frame.
        let margin = max(base.margin, 2 * base.style.stripWidth)
        return PictureCanvas(scale: base.scale, frameWidth: max(base.frameWidth, ghost.frameWidth), frameHeight: height,
                             margin: margin, padding: base.outerPadding, paddingOutside: outside)
    }

    /// Both text masks on the shared canvas, and the comparison.
    func compare(on canvas: PictureCanvas) -> (base: GrayBitmap, ghost: GrayBitmap, rows: [Bool], comparison: GhostComparison) {
        let renderer = GlyphRenderer(stack: base.typesetter.stack, pixelsPerEm: base.typesetter.pointSize * base.scale)
        let a = base.textMask(on: canvas, renderer: renderer)
        let sameFonts = ghost.typesetter.pointSize == base.typesetter.pointSize && ghost.scale == base.scale
        let b = ghost.textMask(on: canvas, renderer: sameFonts ? renderer : nil)
        var rows = [Bool](repeating: false, count: canvas.height)
        var count = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let i = y * canvas.width + x
                if abs(Int(a.pixels[i]) - Int(b.pixels[i])) > threshold {
                    count += 1
                    rows[y] = true
                }
            }
        }
        let la = base.pixelLines(on: canvas), lb = ghost.pixelLines(on: canvas)
        var offsets: [Double] = [], exact: [Double] = [], differing: [Int] = []
        for i in 0..<min(la.count, lb.count) {
            offsets.append(Double(lb[i].baseline - la[i].baseline) / base.scale)
            exact.append(ghost.layout.lines[i].baseline - base.layout.lines[i].baseline)
            if lb[i].baseline != la[i].baseline { differing.append(i) }
        }
        let comparison = GhostComparison(differingPixels: count, threshold: threshold, baselineOffsets: offsets,
                                         exactBaselineOffsets: exact, differingLines: differing,
                                         baseLineCount: la.count, ghostLineCount: lb.count,
                                         baseHeight: base.layout.exactHeight, ghostHeight: ghost.layout.exactHeight)
        return (a, b, rows, comparison)
    }

    /// The comparison alone (renders both masks, draws nothing else).
    public var comparison: GhostComparison { compare(on: canvas).comparison }

    /// The overlay as an RGBA bitmap, and the comparison.
    public func render() -> (bitmap: RGBABitmap, comparison: GhostComparison) {
        let canvas = self.canvas
        let style = base.style
        var bitmap = RGBABitmap(width: canvas.width, height: canvas.height, color: style.background)
        GuideDrawing.draw(base.guides, lines: base.pixelLines(on: canvas), canvas: canvas, style: style, on: &bitmap)
        let (a, b, rows, comparison) = compare(on: canvas)
        bitmap.composite(a, x: 0, y: 0, color: style.ghostBase)
        bitmap.composite(b, x: 0, y: 0, color: style.ghostOther)
        // Rows with differing pixels: a strip right of the frame.
        let strip = max(1, Int((style.stripWidth * base.scale).rounded()))
        let stripX = canvas.frame.x + canvas.frame.width + 1
        for (y, differs) in rows.enumerated() where differs {
            bitmap.fill(PixelRect(x: stripX, y: y, width: strip, height: 1), color: style.difference)
        }
        for tick in ticks(canvas: canvas, comparison: comparison) { bitmap.fill(tick, color: style.difference) }
        return (bitmap, comparison)
    }

    /// Ticks in the left margin at each compared baseline that differs from the base's.
    func ticks(canvas: PictureCanvas, comparison: GhostComparison) -> [PixelRect] {
        let lines = ghost.pixelLines(on: canvas)
        let length = max(2, Int((base.style.tickLength * base.scale).rounded()))
        return comparison.differingLines.map { i in
            PixelRect(x: canvas.frame.x - 2 - length, y: lines[i].baseline - 1, width: length, height: 2)
        }
    }

    /// The overlay as SVG (the glyphs of each layout as a group at 50 % opacity), and the comparison.
    public func svg() -> (document: SVGDocument, comparison: GhostComparison) {
        let canvas = self.canvas
        let style = base.style
        var document = SVGDocument(width: Double(canvas.width), height: Double(canvas.height), background: style.background)
        GuideDrawing.draw(base.guides, lines: base.pixelLines(on: canvas), canvas: canvas, style: style, on: &document)
        base.appendGlyphs(to: &document, canvas: canvas, color: style.ghostBase, id: "base-\(base.typesetter.model.rawValue)")
        ghost.appendGlyphs(to: &document, canvas: canvas, color: style.ghostOther, id: "ghost-\(ghost.typesetter.model.rawValue)")
        let (_, _, rows, comparison) = compare(on: canvas)
        let strip = max(1, Int((style.stripWidth * base.scale).rounded()))
        let stripX = canvas.frame.x + canvas.frame.width + 1
        var y = 0
        while y < rows.count {  // runs of differing rows as one rectangle each
            guard rows[y] else { y += 1; continue }
            var end = y
            while end < rows.count && rows[end] { end += 1 }
            document.fill(PixelRect(x: stripX, y: y, width: strip, height: end - y), style.difference)
            y = end
        }
        for tick in ticks(canvas: canvas, comparison: comparison) { document.fill(tick, style.difference) }
        return (document, comparison)
    }

    /// Writes the overlay to `path` (PNG or SVG by extension) and returns the comparison.
    @discardableResult
    public func write(to path: String) throws(RenderError) -> GhostComparison {
        if let problem = canvas.sizeProblem { throw RenderError(path: path, reason: problem) }
        switch PictureFormat(path: path) {
        case .png:
            let (bitmap, comparison) = render()
            try PNG.write(bitmap, to: path)
            return comparison
        case .svg:
            let (document, comparison) = svg()
            try SVGDocument.write(document.xml, to: path)
            return comparison
        case nil:
            throw RenderError(path: path, reason: "unknown picture format (use .png or .svg)")
        }
    }
}
