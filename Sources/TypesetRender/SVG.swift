import TypesetSupport
import TypesetFont

/// An SVG 1.1 document built element by element, in device units (y down).
///
/// Output is deterministic: attributes in a fixed order, numbers with at most three
/// decimals and no trailing zeros (see ``SVGDocument/number(_:)``), text and attribute
/// values XML-escaped, characters XML 1.0 forbids removed.
public struct SVGDocument: Sendable {
    /// Canvas width.
    public var width: Double
    /// Canvas height.
    public var height: Double
    private var body: String = ""
    private var depth = 1

    /// A document of the given size, optionally with an opaque or translucent background.
    public init(width: Double, height: Double, background: Color? = nil) {
        self.width = width
        self.height = height
        if let background {
            rect(x: 0, y: 0, width: width, height: height, fill: background)
        }
    }

    /// The finished document.
    public var xml: String {
        let w = Self.number(width), h = Self.number(height)
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        s += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        s += body
        for _ in 1..<max(depth, 1) { s += "</g>\n" }  // close groups left open
        s += "</svg>\n"
        return s
    }

    // MARK: Elements

    /// A filled path in device units.
    public mutating func path(_ path: RenderPath, fill: Color, opacity: Double? = nil) {
        emit("<path d=\"\(Self.pathData(path.elements))\"\(paint("fill", fill))\(opacityAttribute(opacity))/>")
    }

    /// A filled glyph outline in font units, mapped through `transform` (for example
    /// ``Affine/fontToPixels(unitsPerEm:pixelsPerEm:origin:)``).
    public mutating func path(_ glyph: GlyphPath, transform: Affine, fill: Color, opacity: Double? = nil) {
        path(RenderPath(glyph, transform: transform), fill: fill, opacity: opacity)
    }

    /// A stroked straight line, optionally dashed (`dash` lengths alternate on, off).
    public mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: Color, width: Double = 1, dash: [Double]? = nil) {
        var s = "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
        s += paint("stroke", stroke)
        s += " stroke-width=\"\(Self.number(width))\""
        if let dash, !dash.isEmpty { s += " stroke-dasharray=\"\(dash.map(Self.number).joined(separator: " "))\"" }
        emit(s + "/>")
    }

    /// A rectangle, filled and/or stroked.
    public mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: Color? = nil, stroke: Color? = nil, strokeWidth: Double = 1) {
        var s = "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(0, width)))\" height=\"\(Self.number(max(0, height)))\""
        s += fill.map { paint("fill", $0) } ?? " fill=\"none\""
        if let stroke { s += paint("stroke", stroke) + " stroke-width=\"\(Self.number(strokeWidth))\"" }
        emit(s + "/>")
    }

    /// Where a text label sits relative to its x position.
    public enum TextAnchor: String, Sendable {
        /// Text starts at x.
        case start
        /// Text is centred on x.
        case middle
        /// Text ends at x.
        case end
    }

    /// A text label with its baseline at `y`.
    public mutating func text(_ string: String, x: Double, y: Double, size: Double, fill: Color = .black, anchor: TextAnchor = .start, fontFamily: String = "sans-serif") {
        var s = "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-family=\"\(Self.escape(fontFamily))\" font-size=\"\(Self.number(size))\""
        if anchor != .start { s += " text-anchor=\"\(anchor.rawValue)\"" }
        s += paint("fill", fill)
        emit(s + ">\(Self.escape(string))</text>")
    }

    /// Opens a group; close it with ``endGroup()``.
    public mutating func beginGroup(id: String? = nil, transform: Affine? = nil, opacity: Double? = nil) {
        var s = "<g"
        if let id { s += " id=\"\(Self.escape(id))\"" }
        if let t = transform {
            s += " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: " ")))\""
        }
        s += opacityAttribute(opacity)
        emit(s + ">")
        depth += 1
    }

    /// Closes the innermost open group (does nothing when none is open).
    public mutating func endGroup() {
        guard depth > 1 else { return }
        depth -= 1
        emit("</g>")
    }

    /// A group around the elements `content` adds.
    public mutating func group(id: String? = nil, transform: Affine? = nil, opacity: Double? = nil, _ content: (inout SVGDocument) -> Void) {
        beginGroup(id: id, transform: transform, opacity: opacity)
        content(&self)
        endGroup()
    }

    // MARK: Formatting

    private mutating func emit(_ element: String) {
        for _ in 0..<depth { body += "  " }
        body += element
        body += "\n"
    }

    private func paint(_ attribute: String, _ color: Color) -> String {
        let opaque = Color(r: color.r, g: color.g, b: color.b)
        var s = " \(attribute)=\"\(opaque.hex)\""
        if color.a != 255 { s += " \(attribute)-opacity=\"\(Self.number(Double(color.a) / 255))\"" }
        return s
    }

    private func opacityAttribute(_ opacity: Double?) -> String {
        guard let opacity else { return "" }
        return " opacity=\"\(Self.number(min(max(opacity, 0), 1)))\""
    }

    /// SVG path data (`M`, `L`, `Q`, `C`, `Z`) for device-space elements.
    public static func pathData(_ elements: [PathElement]) -> String {
        var s = ""
        func add(_ command: String, _ points: Point...) {
            if !s.isEmpty { s += " " }
            s += command
            for (i, p) in points.enumerated() {
                s += i == 0 ? "" : " "
                s += number(p.x) + " " + number(p.y)
            }
        }
        for element in elements {
            switch element {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quad(let c, let p): add("Q", c, p)
            case .cubic(let c1, let c2, let p): add("C", c1, c2, p)
            case .close: add("Z")
            }
        }
        return s
    }

    /// `value` with at most three decimals, trailing zeros and a trailing point removed, no
    /// exponent and no negative zero; non-finite values give `0` and magnitudes are capped
    /// at 10¹².
    public static func number(_ value: Double) -> String { NumberText.decimals(value, places: 3) }

    /// Escapes `&`, `<`, `>`, `"` and `'` and removes characters XML 1.0 does not allow.
    public static func escape(_ text: String) -> String { QuotedText.xml(text) }
}
