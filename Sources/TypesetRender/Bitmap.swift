import TypesetFont

/// A rectangle of whole pixels (y down).
public struct PixelRect: Sendable, Hashable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels (never negative).
    public var width: Int
    /// Height in pixels (never negative).
    public var height: Int

    /// Creates a rectangle; negative sizes become 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }

    /// The smallest pixel rectangle containing device-space `bounds` (`yMin` is the top):
    /// floor of the minima, ceiling of the maxima, as FreeType sizes a glyph bitmap from its
    /// control box. Non-finite or absurd bounds (beyond ±2²⁴) give an empty rectangle.
    public static func enclosing(_ bounds: Bounds) -> PixelRect {
        let limit = 16_777_216.0
        func ok(_ v: Double) -> Bool { v.isFinite && abs(v) <= limit }
        guard ok(bounds.xMin), ok(bounds.yMin), ok(bounds.xMax), ok(bounds.yMax) else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = Int(bounds.xMin.rounded(.down)), y0 = Int(bounds.yMin.rounded(.down))
        let x1 = Int(bounds.xMax.rounded(.up)), y1 = Int(bounds.yMax.rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap with another rectangle (empty when disjoint).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x &+ width, other.x &+ other.width), y1 = min(y &+ height, other.y &+ other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rectangle holds no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }
}

extension RenderPath {
    /// The control box in device space (`yMin` is the top), or `nil` for an empty path.
    public var controlBox: Bounds? {
        var glyph = GlyphPath()
        glyph.elements = elements
        return glyph.controlBox
    }
}

/// An 8-bit grayscale image, one byte per pixel, rows top to bottom with no padding.
/// As a coverage mask, 0 is empty and 255 fully covered.
public struct GrayBitmap: Sendable, Hashable {
    /// Width in pixels.
    public private(set) var width: Int
    /// Height in pixels.
    public private(set) var height: Int
    /// `width × height` bytes, row-major.
    public var pixels: [UInt8]

    /// A bitmap filled with `value` (negative sizes count as 0).
    public init(width: Int, height: Int, value: UInt8 = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: value, count: self.width * self.height)
    }

    /// Changes the size keeping the storage's capacity; pixel values are then unspecified
    /// (the rasterizer overwrites them all).
    public mutating func resize(width: Int, height: Int) {
        let w = max(0, width), h = max(0, height), n = w * h
        if pixels.count > n {
            pixels.removeLast(pixels.count - n)
        } else if pixels.count < n {
            pixels.append(contentsOf: repeatElement(0, count: n - pixels.count))
        }
        self.width = w
        self.height = h
    }

    /// The pixel at (`x`, `y`); reads outside give 0 and writes outside are ignored.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] : 0 }
        set { if x >= 0 && y >= 0 && x < width && y < height { pixels[y * width + x] = newValue } }
    }

    /// Sets every pixel of `rect` (clipped to the bitmap) to `value`.
    public mutating func fill(_ rect: PixelRect, value: UInt8) {
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        for y in r.y..<(r.y + r.height) {
            let row = y * width
            for x in r.x..<(r.x + r.width) { pixels[row + x] = value }
        }
    }

    /// The sum of all pixel values divided by 255: the covered area in pixels.
    public var coveredArea: Double {
        var sum = 0
        for p in pixels { sum += Int(p) }
        return Double(sum) / 255
    }
}

/// An sRGB colour with *straight* (unassociated) 8-bit alpha, as PNG stores it.
public struct Color: Sendable, Hashable {
    /// Red.
    public var r: UInt8
    /// Green.
    public var g: UInt8
    /// Blue.
    public var b: UInt8
    /// Opacity: 0 transparent, 255 opaque.
    public var a: UInt8

    /// Creates a colour from its components.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// A colour from `0xRRGGBB` (opaque) with optional alpha.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        r = UInt8(truncatingIfNeeded: rgb >> 16); g = UInt8(truncatingIfNeeded: rgb >> 8); b = UInt8(truncatingIfNeeded: rgb); a = alpha
    }

    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Fully transparent black.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for c in a == 255 ? [r, g, b] : [r, g, b, a] {
            s.append(digits[Int(c >> 4)]); s.append(digits[Int(c & 15)])
        }
        return s
    }

    /// `x / 255` rounded to nearest, exact for `0 ≤ x ≤ 255 · 255`.
    @inline(__always)
    static func div255(_ x: Int) -> Int { (x + 128 + ((x + 128) >> 8)) >> 8 }

    /// Source-over compositing in straight alpha: `source`, with its alpha scaled by
    /// `coverage` (0…255), drawn over `destination`.
    ///
    /// With `αs = a·coverage/255`: `αo = αs + αd(1 − αs)` and
    /// `Co = (Cs·αs + Cd·αd·(1 − αs)) / αo`, in integers rounded to nearest.
    @inline(__always)
    public static func sourceOver(_ source: Color, coverage: UInt8 = 255, over destination: Color) -> Color {
        let sa = div255(Int(source.a) * Int(coverage))
        if sa == 0 { return destination }
        if sa == 255 { return Color(r: source.r, g: source.g, b: source.b, a: 255) }
        let da = Int(destination.a)
        if da == 255 {
            let inv = 255 - sa
            return Color(
                r: UInt8(div255(Int(source.r) * sa + Int(destination.r) * inv)),
                g: UInt8(div255(Int(source.g) * sa + Int(destination.g) * inv)),
                b: UInt8(div255(Int(source.b) * sa + Int(destination.b) * inv)),
                a: 255)
        }
        let dw = div255(da * (255 - sa))  // αd(1 − αs), in 0…255
        let oa = sa + dw
        if oa == 0 { return .clear }
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(min(255, (Int(s) * sa + Int(d) * dw + oa / 2) / oa))
        }
        return Color(r: mix(source.r, destination.r), g: mix(source.g, destination.g), b: mix(source.b, destination.b), a: UInt8(oa))
    }
}

/// A dash pattern for guide lines: `on` pixels drawn, `off` pixels skipped, starting
/// `phase` pixels into the pattern.
public struct Dash: Sendable, Hashable {
    /// Drawn run length (at least 1).
    public var on: Int
    /// Skipped run length (at least 0).
    public var off: Int
    /// Offset into the pattern at the line's start.
    public var phase: Int

    /// Creates a dash pattern.
    public init(on: Int, off: Int, phase: Int = 0) {
        self.on = max(1, on); self.off = max(0, off); self.phase = phase
    }

    /// Whether position `i` along the line is drawn.
    @inline(__always)
    func draws(_ i: Int) -> Bool {
        let period = on + off
        var k = (i &+ phase) % period
        if k < 0 { k += period }
        return k < on
    }
}

/// An 8-bit RGBA image with *straight* (unassociated) alpha, the layout PNG colour type 6
/// stores: 4 bytes per pixel (r, g, b, a), rows top to bottom with no padding.
public struct RGBABitmap: Sendable, Hashable {
    /// Width in pixels.
    public private(set) var width: Int
    /// Height in pixels.
    public private(set) var height: Int
    /// `4 × width × height` bytes.
    public var pixels: [UInt8]

    /// A bitmap filled with `color` (negative sizes count as 0).
    public init(width: Int, height: Int, color: Color = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: 0, count: 4 * self.width * self.height)
        if color != .clear {
            for i in 0..<(self.width * self.height) { store(color, at: 4 * i) }
        }
    }

    @inline(__always)
    private func load(_ o: Int) -> Color { Color(r: pixels[o], g: pixels[o + 1], b: pixels[o + 2], a: pixels[o + 3]) }

    @inline(__always)
    private mutating func store(_ c: Color, at o: Int) {
        pixels[o] = c.r; pixels[o + 1] = c.g; pixels[o + 2] = c.b; pixels[o + 3] = c.a
    }

    /// The pixel at (`x`, `y`); reads outside give ``Color/clear``, writes outside are ignored.
    public subscript(x: Int, y: Int) -> Color {
        get { contains(x, y) ? load(4 * (y * width + x)) : .clear }
        set { if contains(x, y) { store(newValue, at: 4 * (y * width + x)) } }
    }

    @inline(__always)
    private func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Draws `color` over the pixel at (`x`, `y`) with `coverage`, source-over.
    public mutating func blend(x: Int, y: Int, color: Color, coverage: UInt8 = 255) {
        guard contains(x, y) else { return }
        let o = 4 * (y * width + x)
        store(Color.sourceOver(color, coverage: coverage, over: load(o)), at: o)
    }

    /// Draws `color` over every pixel of `rect` (clipped), source-over.
    public mutating func fill(_ rect: PixelRect, color: Color) {
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        for y in r.y..<(r.y + r.height) {
            for x in r.x..<(r.x + r.width) {
                let o = 4 * (y * width + x)
                store(Color.sourceOver(color, over: load(o)), at: o)
            }
        }
    }

    /// A 1-pixel horizontal line on row `y` from column `x0` to `x1` inclusive (either
    /// order), optionally dashed (the pattern counts from `min(x0, x1)`).
    public mutating func horizontalLine(y: Int, from x0: Int, to x1: Int, color: Color, dash: Dash? = nil) {
        guard y >= 0 && y < height else { return }
        let lo = min(x0, x1), hi = max(x0, x1)
        let a = max(lo, 0), b = min(hi, width - 1)
        guard a <= b else { return }
        for x in a...b where dash?.draws(x - lo) ?? true { blend(x: x, y: y, color: color) }
    }

    /// A 1-pixel vertical line on column `x` from row `y0` to `y1` inclusive (either
    /// order), optionally dashed (the pattern counts from `min(y0, y1)`).
    public mutating func verticalLine(x: Int, from y0: Int, to y1: Int, color: Color, dash: Dash? = nil) {
        guard x >= 0 && x < width else { return }
        let lo = min(y0, y1), hi = max(y0, y1)
        let a = max(lo, 0), b = min(hi, height - 1)
        guard a <= b else { return }
        for y in a...b where dash?.draws(y - lo) ?? true { blend(x: x, y: y, color: color) }
    }

    /// Draws `color` through a coverage mask whose top-left pixel lands on (`x`, `y`),
    /// source-over; parts outside the bitmap are clipped.
    public mutating func composite(_ mask: GrayBitmap, x: Int, y: Int, color: Color) {
        let r = PixelRect(x: x, y: y, width: mask.width, height: mask.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        for dy in r.y..<(r.y + r.height) {
            let maskRow = (dy - y) * mask.width - x
            for dx in r.x..<(r.x + r.width) {
                let c = mask.pixels[maskRow + dx]
                if c == 0 { continue }
                let o = 4 * (dy * width + dx)
                store(Color.sourceOver(color, coverage: c, over: load(o)), at: o)
            }
        }
    }
}
