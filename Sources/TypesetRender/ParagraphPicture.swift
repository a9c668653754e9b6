import TypesetSupport
import Typeset
import TypesetFont

/// A glyph of a laid-out paragraph: which font and glyph, and where its pen sits.
public struct PlacedGlyph: Sendable, Hashable {
    /// Index of the font in the ``FontStack``.
    public var font: Int
    /// The glyph.
    public var glyph: GlyphID
    /// Pen position from the left edge of the text frame, points.
    public var x: Double
    /// The line (0-based).
    public var line: Int
    /// Offset of the glyph from its pen position (mark attachment, GPOS placement), points;
    /// y up.
    public var xOffset: Double = 0
    public var yOffset: Double = 0
}

/// A laid-out paragraph drawn at a display scale, optionally with guides, as an RGBA bitmap
/// (PNG) or an SVG document.
///
/// The text is laid out by a ``Typesetter`` (line breaks, line positions under its
/// ``LineModel``); glyphs are placed from the shaper's advances (kerning and letter spacing
/// included), each line's baseline on the pixel boundary UIKit puts it on
/// (``PixelGrid/baselinePixels(boxBottom:depth:)`` of the line box), pen positions horizontally to 1/4 px. Characters the primary font
/// lacks come from the stack's fallbacks. Glyphs are rasterized as FreeType renders unhinted
/// glyphs (``GlyphRenderer``).
///
/// The canvas is the text frame (the layout width, or the used width when not wrapping, by the
/// layout's height, both rounded up to whole pixels) with ``margin`` points around it.
public struct ParagraphPicture: Sendable {
    /// The text.
    public let text: String
    /// The style: fonts, size, line height, letter spacing, line model.
    public let typesetter: Typesetter
    /// The layout width in points (`.infinity` for one line per paragraph).
    public let width: Double
    /// The line limit (0: none).
    public let maxLines: Int
    /// Device pixels per point.
    public let scale: Double
    /// The guides drawn under the text.
    public var guides: Guides
    /// Colours and stroke widths.
    public var style: PictureStyle
    /// Space around the frame, points.
    public var margin: Double
    /// The layout drawn.
    public let layout: TextLayout

    /// A picture of `text` laid out by `typesetter` in `width` points.
    public init(text: String, typesetter: Typesetter, width: Double = .infinity, maxLines: Int = 0, scale: Double = 2,
                guides: Guides = [], style: PictureStyle = .standard, margin: Double = 8) {
        self.text = text
        self.typesetter = typesetter
        self.width = width
        self.maxLines = maxLines
        self.scale = PixelGrid(scale: min(scale, 16)).scale
        self.guides = guides
        self.style = style
        self.margin = margin.isFinite ? min(max(margin, 0), 1000) : 8
        layout = typesetter.layout(text, width: width, maxLines: maxLines)
    }

    /// A picture of `text` in a style given by its numbers.
    public init(text: String, stack: FontStack, pointSize: Double, lineHeight: Double? = nil, letterSpacing: Double = 0,
                model: LineModel = .uikitExact, width: Double = .infinity, maxLines: Int = 0, scale: Double = 2,
                guides: Guides = [], style: PictureStyle = .standard, margin: Double = 8) {
        let typesetter = Typesetter(stack: stack, pointSize: pointSize, lineHeight: lineHeight, letterSpacing: letterSpacing,
                                    model: model, scale: scale)
        self.init(text: text, typesetter: typesetter, width: width, maxLines: maxLines, scale: scale, guides: guides,
                  style: style, margin: margin)
    }

    /// The width of the text frame in points: the layout width, or the used width without wrapping.
    public var frameWidth: Double { (width.isFinite && width > 0) ? width : layout.exactUsedWidth }

    /// UIKit's outer padding for this style (Typography.md, "Outer padding"), points: (lineHeight − font.lineHeight) / 2.
    public var outerPadding: Double { (typesetter.lineHeight - typesetter.geometry.metrics.lineHeight) / 2 }

    /// The canvas: frame, margins and (for ``LineModel/uikitLineSpacing`` with the outer-padding
    /// guide) the padding outside the frame.
    public var canvas: PictureCanvas {
        let outside = typesetter.model == .uikitLineSpacing && guides.contains(.outerPadding)
        return PictureCanvas(scale: scale, frameWidth: frameWidth, frameHeight: layout.exactHeight, margin: margin,
                             padding: outerPadding, paddingOutside: outside)
    }

    /// Each line on the pixel grid of ``canvas``.
    public var pixelLines: [PixelLine] { pixelLines(on: canvas) }

    func pixelLines(on canvas: PictureCanvas) -> [PixelLine] {
        layout.lines.map { canvas.pixelLine($0, metrics: typesetter.geometry.metrics) }
    }

    /// Every glyph with its pen position (points from the frame's left edge: the line's
    /// alignment offset plus its pen position) and line, as the layout's lines carry them.
    public var glyphs: [PlacedGlyph] {
        var out: [PlacedGlyph] = []
        for (index, line) in layout.lines.enumerated() {
            for g in line.glyphs {
                out.append(PlacedGlyph(font: g.font, glyph: g.glyph, x: line.x + g.x, line: index, xOffset: g.xOffset, yOffset: g.yOffset))
            }
        }
        return out
    }

    /// The glyphs' coverage alone on a canvas-sized mask.
    public func textMask() -> GrayBitmap { textMask(on: canvas) }

    func textMask(on canvas: PictureCanvas, renderer: GlyphRenderer? = nil) -> GrayBitmap {
        var mask = GrayBitmap(width: canvas.width, height: canvas.height)
        let renderer = renderer ?? GlyphRenderer(stack: typesetter.stack, pixelsPerEm: typesetter.pointSize * scale)
        let lines = pixelLines(on: canvas)
        for g in glyphs where g.line < lines.count {
            // A vertical offset moves the glyph by whole pixels (glyphs are cached per horizontal
            // phase only); horizontal positions stay exact.
            renderer.draw(font: g.font, glyph: g.glyph, penX: Double(canvas.frame.x) + (g.x + g.xOffset) * scale,
                          baseline: lines[g.line].baseline &- Int(clamping: (g.yOffset * scale).rounded(), to: -(1 << 20)...(1 << 20)), into: &mask)
        }
        return mask
    }

    /// The picture as an RGBA bitmap: background, guides, then the text.
    public func render() -> RGBABitmap {
        let canvas = self.canvas
        var bitmap = RGBABitmap(width: canvas.width, height: canvas.height, color: style.background)
        GuideDrawing.draw(guides, lines: pixelLines(on: canvas), canvas: canvas, style: style, on: &bitmap)
        bitmap.composite(textMask(on: canvas), x: 0, y: 0, color: style.text)
        return bitmap
    }

    /// The same picture as SVG: guides as rectangles and lines, glyphs as filled paths at their
    /// exact pen positions, in device pixels.
    public func svg() -> SVGDocument {
        let canvas = self.canvas
        var document = SVGDocument(width: Double(canvas.width), height: Double(canvas.height), background: style.background)
        GuideDrawing.draw(guides, lines: pixelLines(on: canvas), canvas: canvas, style: style, on: &document)
        appendGlyphs(to: &document, canvas: canvas, color: style.text, id: "text")
        return document
    }

    func appendGlyphs(to document: inout SVGDocument, canvas: PictureCanvas, color: Color, id: String) {
        let lines = pixelLines(on: canvas)
        let stack = typesetter.stack
        var outliners = stack.fonts.map { font -> GlyphOutliner? in
            // Variable fonts: deltas to 1/64 unit, as FreeType keeps them for a scaled outline.
            var outliner = try? font.face.outliner()
            outliner?.roundsVariationDeltas = false
            return outliner
        }
        let pixelsPerEm = typesetter.pointSize * scale
        document.beginGroup(id: id)
        for g in glyphs where g.line < lines.count && g.font < outliners.count {
            guard var outliner = outliners[g.font] else { continue }
            outliners[g.font] = nil  // keeps the decoder's storage uniquely referenced while in use
            let placement = GlyphPlacement(unitsPerEm: stack.fonts[g.font].unitsPerEm, pixelsPerEm: pixelsPerEm,
                                           origin: Point(x: Double(canvas.frame.x) + (g.x + g.xOffset) * scale,
                                                         y: Double(lines[g.line].baseline) - g.yOffset * scale),
                                           roundsTo26Dot6: false)
            var sink = PlacingSink(base: RenderPath(), placement: placement)
            if (try? outliner.outline(glyph: g.glyph, into: &sink)) != nil {
                if !sink.base.elements.isEmpty { document.path(sink.base, fill: color) }
            }
            outliners[g.font] = outliner
        }
        document.endGroup()
    }

    /// Writes the picture to `path`: PNG for `.png`, SVG for `.svg` (case-insensitive).
    ///
    /// - Throws: ``RenderError`` for a picture larger than ``PictureLimits`` (nothing is written).
    public func write(to path: String) throws(RenderError) {
        if let problem = canvas.sizeProblem { throw RenderError(path: path, reason: problem) }
        switch PictureFormat(path: path) {
        case .png: try PNG.write(render(), to: path)
        case .svg: try SVGDocument.write(svg().xml, to: path)
        case nil: throw RenderError(path: path, reason: "unknown picture format (use .png or .svg)")
        }
    }
}

/// The file formats pictures are written in.
public enum PictureFormat: Sendable, Hashable {
    /// PNG, 8-bit RGBA.
    case png
    /// SVG 1.1.
    case svg

    /// The format named by a file's extension, or `nil`.
    public init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") { self = .png } else if lower.hasSuffix(".svg") { self = .svg } else { return nil }
    }
}

extension SVGDocument {
    /// Writes `xml` to `path` as UTF-8.
    static func write(_ xml: String, to path: String) throws(RenderError) {
        try PNG.write(bytes: Array(xml.utf8), to: path)
    }
}
