import TypesetSupport
import TypesetFont
import Typeset

/// The guides a ``ParagraphPicture`` can draw over a paragraph.
public struct Guides: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each line box, filled with a light tint (alternating, so adjacent boxes stay apart).
    public static let lineBoxes = Guides(rawValue: 1 << 0)
    /// The baseline of each line.
    public static let baselines = Guides(rawValue: 1 << 1)
    /// The cap line (cap height above the baseline) of each line.
    public static let capHeight = Guides(rawValue: 1 << 2)
    /// The x-line (x-height above the baseline) of each line.
    public static let xHeight = Guides(rawValue: 1 << 3)
    /// The descender line (|descender| below the baseline) of each line.
    public static let descender = Guides(rawValue: 1 << 4)
    /// UIKit's outer padding (Typography.md, "Outer padding"): (lineHeight − font.lineHeight) / 2 above the first and
    /// below the last line. For ``LineModel/uikitLineSpacing`` it is drawn outside the frame (the
    /// padding a lineSpacing-only label lacks); for the other models inside it (the outer
    /// halves of the half-leading that such a label would not produce).
    public static let outerPadding = Guides(rawValue: 1 << 5)
    /// The text frame (the label's bounds: layout width × height on the pixel grid).
    public static let frame = Guides(rawValue: 1 << 6)

    /// Every guide.
    public static let all: Guides = [.lineBoxes, .baselines, .capHeight, .xHeight, .descender, .outerPadding, .frame]
}

/// Colours and stroke widths of pictures, in one place.
public struct PictureStyle: Sendable, Hashable {
    /// Canvas background.
    public var background = Color.white
    /// Glyphs of a single picture.
    public var text = Color(rgb: 0x111111)
    /// Line box fill (odd lines: ``lineBoxAlternate``).
    public var lineBox = Color(rgb: 0x4A90D9, alpha: 34)
    /// Fill of every second line box.
    public var lineBoxAlternate = Color(rgb: 0x4A90D9, alpha: 60)
    /// Baselines.
    public var baseline = Color(rgb: 0xD0021B, alpha: 200)
    /// Cap lines.
    public var capHeight = Color(rgb: 0x2E7D32, alpha: 200)
    /// x-lines.
    public var xHeight = Color(rgb: 0xF5A623, alpha: 220)
    /// Descender lines.
    public var descender = Color(rgb: 0x7B1FA2, alpha: 180)
    /// Outer padding bands.
    public var outerPadding = Color(rgb: 0xE91E63, alpha: 48)
    /// The frame outline.
    public var frame = Color(rgb: 0x555555, alpha: 200)
    /// Glyphs of the base layout in a ghost overlay (50 % opacity).
    public var ghostBase = Color(rgb: 0x1565C0, alpha: 128)
    /// Glyphs of the compared layout in a ghost overlay (50 % opacity).
    public var ghostOther = Color(rgb: 0xE65100, alpha: 128)
    /// Marks of differences in a ghost overlay (margin ticks and the row strip).
    public var difference = Color(rgb: 0xE00000)
    /// Width of guide lines in device pixels.
    public var strokeWidth = 1
    /// Length of a difference tick in the margin, device pixels per point of scale.
    public var tickLength = 4.0
    /// Width of the strip right of the frame that marks rows with differing pixels, device pixels per point of scale.
    public var stripWidth = 2.0
    /// Dash pattern of the cap, x-height and descender lines (device pixels).
    public var dash = Dash(on: 4, off: 3)

    /// The default style.
    public static let standard = PictureStyle()

    /// Creates the default style (change properties to taste).
    public init() {}
}

/// One line of a paragraph on the pixel grid: device rows relative to the canvas (the baseline
/// is the top edge of row `baseline`).
public struct PixelLine: Sendable, Hashable {
    /// First row of the line box (its top edge rounded down).
    public var top: Int
    /// One past the last row of the line box (its bottom edge rounded up).
    public var bottom: Int
    /// The baseline, on the pixel boundary the one baseline rule gives
    /// (``PixelGrid/baselinePixels(boxBottom:depth:)``: the box's bottom rounded up, less the depth).
    public var baseline: Int
    /// The cap line: the cap height rounded to whole pixels above the baseline.
    public var capTop: Int
    /// The x-line: the x-height rounded to whole pixels above the baseline.
    public var xTop: Int
    /// The descender line: |descender| rounded up to whole pixels below the baseline.
    public var descenderBottom: Int

    /// The number of rows of the line box.
    public var height: Int { bottom - top }
}

/// The largest picture Typeset draws: 16,384 pixels a side and 64 megapixels (67,108,864
/// pixels, 256 MB of RGBA) in all. A larger picture is a ``RenderError`` when it is written,
/// never a crop (Documentation/CLI.md, "Numbers").
public enum PictureLimits {
    /// The longest side, device pixels.
    public static let maximumSide = 16_384
    /// The most pixels, width × height.
    public static let maximumPixels = 1 << 26

    /// Why a canvas of `width` × `height` device pixels (any numbers) cannot be drawn, or `nil`.
    public static func problem(width: Double, height: Double, scale: Double) -> String? {
        let side = Double(maximumSide)
        guard width.isFinite, height.isFinite, width <= side, height <= side, width * height <= Double(maximumPixels) else {
            let w = width.isFinite ? NumberText.decimals(width.rounded(.up), places: 0) : "\(width)"
            let h = height.isFinite ? NumberText.decimals(height.rounded(.up), places: 0) : "\(height)"
            return "the picture would be \(w) × \(h) px at scale \(NumberText.shortest(scale)), more than the limit of "
                + "\(maximumSide) px a side and \(maximumPixels) px (64 megapixels) in all; give fewer lines (--lines), "
                + "a smaller width, size, line height or scale"
        }
        return nil
    }
}

/// The pixel rectangle of a picture: canvas, text frame and outer padding, all in device pixels.
public struct PictureCanvas: Sendable, Hashable {
    /// Pixels per point.
    public var scale: Double
    /// Canvas size.
    public var width: Int
    /// Canvas size.
    public var height: Int
    /// The text frame (its top-left corner is the layout's origin).
    public var frame: PixelRect
    /// Outer padding above the first line, device pixels (rounded to the nearest pixel).
    public var paddingTop: Int
    /// Outer padding below the last line, device pixels.
    public var paddingBottom: Int
    /// Whether the padding lies outside the frame (``LineModel/uikitLineSpacing``).
    public var paddingOutside: Bool
    /// Why the canvas asked for cannot be drawn (larger than ``PictureLimits``), or `nil`; the
    /// sizes above are then clamped to the limits, so nothing traps, but the picture is not written.
    public var sizeProblem: String?

    /// A canvas for a frame of `frameWidth` × `frameHeight` points with `margin` points around
    /// it (plus the outer padding when it lies outside).
    init(scale: Double, frameWidth: Double, frameHeight: Double, margin: Double, padding: Double, paddingOutside: Bool) {
        self.scale = scale
        let grid = PixelGrid(scale: scale)
        let side = PictureLimits.maximumSide
        let mPixels = grid.roundPixels(max(0, margin)), padPixels = grid.roundPixels(max(0, padding))
        let wPixels = grid.ceilPixels(max(0, frameWidth)), hPixels = grid.ceilPixels(max(0, frameHeight))
        sizeProblem = PictureLimits.problem(width: wPixels + 2 * mPixels,
                                            height: hPixels + 2 * mPixels + (paddingOutside ? 2 * padPixels : 0), scale: scale)
        let m = Int(clamping: mPixels, to: 0...side)
        let pad = Int(clamping: padPixels, to: 0...side)
        let outside = paddingOutside ? pad : 0
        let w = Int(clamping: wPixels, to: 0...side)
        let h = Int(clamping: hPixels, to: 0...side)
        frame = PixelRect(x: m, y: m + outside, width: w, height: h)
        width = w + 2 * m
        height = h + 2 * m + 2 * outside
        paddingTop = pad
        paddingBottom = pad
        self.paddingOutside = paddingOutside
    }

    /// Line `line` of a layout on this canvas, for font metrics `metrics`.
    func pixelLine(_ line: LaidOutLine, metrics: ScaledMetrics) -> PixelLine {
        let p = PixelGrid(scale: scale).linePixels(top: line.top, baseline: line.baseline, bottom: line.bottom, metrics: metrics)
        let y0 = frame.y
        // Clamped a canvas side beyond either edge: any line of any layout converts without trapping.
        let reach = PictureLimits.maximumSide * 4
        func pixel(_ value: Double) -> Int { y0 &+ Int(clamping: value, to: -reach...reach) }
        return PixelLine(top: pixel(p.top), bottom: pixel(p.bottom), baseline: pixel(p.baseline),
                         capTop: pixel(p.capTop), xTop: pixel(p.xTop), descenderBottom: pixel(p.descenderBottom))
    }
}

/// A drawing surface both the bitmap and the SVG writer implement, so a picture is described once.
protocol PictureSurface {
    mutating func fill(_ rect: PixelRect, _ color: Color)
    /// A horizontal guide whose top edge is `y` (one stroke width thick, downwards).
    mutating func horizontal(y: Int, x0: Int, x1: Int, _ color: Color, dash: Dash?, width: Int)
    /// A rectangle outline inside `rect`.
    mutating func outline(_ rect: PixelRect, _ color: Color, width: Int)
}

extension RGBABitmap: PictureSurface {
    mutating func fill(_ rect: PixelRect, _ color: Color) { fill(rect, color: color) }
    mutating func horizontal(y: Int, x0: Int, x1: Int, _ color: Color, dash: Dash?, width: Int) {
        for k in 0..<max(1, width) { horizontalLine(y: y + k, from: x0, to: x1 - 1, color: color, dash: dash) }
    }
    mutating func outline(_ rect: PixelRect, _ color: Color, width: Int) {
        guard !rect.isEmpty else { return }
        let t = max(1, width)
        fill(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: t), color: color)
        fill(PixelRect(x: rect.x, y: rect.y + rect.height - t, width: rect.width, height: t), color: color)
        fill(PixelRect(x: rect.x, y: rect.y + t, width: t, height: rect.height - 2 * t), color: color)
        fill(PixelRect(x: rect.x + rect.width - t, y: rect.y + t, width: t, height: rect.height - 2 * t), color: color)
    }
}

extension SVGDocument: PictureSurface {
    mutating func fill(_ rect: PixelRect, _ color: Color) {
        guard !rect.isEmpty else { return }
        self.rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height), fill: color)
    }
    mutating func horizontal(y: Int, x0: Int, x1: Int, _ color: Color, dash: Dash?, width: Int) {
        let w = Double(max(1, width))
        let pattern = dash.map { [Double($0.on), Double($0.off)] }
        line(x1: Double(x0), y1: Double(y) + w / 2, x2: Double(x1), y2: Double(y) + w / 2, stroke: color, width: w, dash: pattern)
    }
    mutating func outline(_ rect: PixelRect, _ color: Color, width: Int) {
        let w = Double(max(1, width))
        self.rect(x: Double(rect.x) + w / 2, y: Double(rect.y) + w / 2, width: Double(rect.width) - w, height: Double(rect.height) - w,
                  stroke: color, strokeWidth: w)
    }
}

enum GuideDrawing {
    /// Draws the guides below the text: boxes and bands first, then lines.
    static func draw<S: PictureSurface>(_ guides: Guides, lines: [PixelLine], canvas: PictureCanvas, style: PictureStyle, on surface: inout S) {
        let f = canvas.frame
        let x0 = f.x, x1 = f.x + f.width
        if guides.contains(.lineBoxes) {
            for (i, line) in lines.enumerated() {
                surface.fill(PixelRect(x: x0, y: line.top, width: f.width, height: line.height),
                             i % 2 == 0 ? style.lineBox : style.lineBoxAlternate)
            }
        }
        if guides.contains(.outerPadding), !lines.isEmpty {
            let top = canvas.paddingTop, bottom = canvas.paddingBottom
            if canvas.paddingOutside {
                surface.fill(PixelRect(x: x0, y: f.y - top, width: f.width, height: top), style.outerPadding)
                surface.fill(PixelRect(x: x0, y: f.y + f.height, width: f.width, height: bottom), style.outerPadding)
            } else {
                surface.fill(PixelRect(x: x0, y: f.y, width: f.width, height: top), style.outerPadding)
                surface.fill(PixelRect(x: x0, y: f.y + f.height - bottom, width: f.width, height: bottom), style.outerPadding)
            }
        }
        if guides.contains(.frame) {
            surface.outline(PixelRect(x: f.x - 1, y: f.y - 1, width: f.width + 2, height: f.height + 2), style.frame, width: 1)
        }
        let w = style.strokeWidth
        for line in lines {
            // Lines above an edge (cap, x-line) sit in the rows just above it, lines below an edge
            // (baseline, descender) in the rows just below, so they do not cover the glyphs' edges.
            if guides.contains(.capHeight) { surface.horizontal(y: line.capTop - w, x0: x0, x1: x1, style.capHeight, dash: style.dash, width: w) }
            if guides.contains(.xHeight) { surface.horizontal(y: line.xTop - w, x0: x0, x1: x1, style.xHeight, dash: style.dash, width: w) }
            if guides.contains(.descender) { surface.horizontal(y: line.descenderBottom, x0: x0, x1: x1, style.descender, dash: style.dash, width: w) }
            if guides.contains(.baselines) { surface.horizontal(y: line.baseline, x0: x0, x1: x1, style.baseline, dash: nil, width: w) }
        }
    }
}
