/// A point in font units (y up).
public struct Point: Sendable, Hashable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate (up).
    public var y: Double
    /// Creates a point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A rectangle given by its extremes, in font units (y up).
public struct Bounds: Sendable, Hashable {
    /// Left edge.
    public var xMin: Double
    /// Bottom edge.
    public var yMin: Double
    /// Right edge.
    public var xMax: Double
    /// Top edge.
    public var yMax: Double
    /// Creates bounds.
    public init(xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
        self.xMin = xMin; self.yMin = yMin; self.xMax = xMax; self.yMax = yMax
    }
}

/// Receives the segments of an outline as it is decoded, so outlines can be consumed
/// (rasterized, measured, written to SVG) without building an intermediate path.
public protocol OutlineSink {
    /// Starts a new contour at `point`.
    mutating func move(to point: Point)
    /// A straight segment to `point`.
    mutating func line(to point: Point)
    /// A quadratic Bézier segment to `point`.
    mutating func quad(to point: Point, control: Point)
    /// A cubic Bézier segment to `point`.
    mutating func cubic(to point: Point, control1: Point, control2: Point)
    /// Closes the current contour.
    mutating func close()
}

/// One element of a ``GlyphPath``.
public enum PathElement: Sendable, Hashable {
    /// Start a contour.
    case move(Point)
    /// Straight segment.
    case line(Point)
    /// Quadratic segment: control, end.
    case quad(Point, Point)
    /// Cubic segment: control 1, control 2, end.
    case cubic(Point, Point, Point)
    /// Close the contour.
    case close
}

/// A glyph outline as a list of path elements, in font units (y up).
public struct GlyphPath: OutlineSink, Sendable, Hashable {
    /// The elements in drawing order.
    public var elements: [PathElement] = []

    /// An empty path.
    public init() {}

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func quad(to point: Point, control: Point) { elements.append(.quad(control, point)) }
    public mutating func cubic(to point: Point, control1: Point, control2: Point) { elements.append(.cubic(control1, control2, point)) }
    public mutating func close() { elements.append(.close) }

    /// The control box: the extremes of all on- and off-curve points (FreeType's `FT_Outline_Get_CBox`).
    public var controlBox: Bounds? {
        var box: Bounds? = nil
        func add(_ p: Point) {
            if var b = box {
                b.xMin = min(b.xMin, p.x); b.yMin = min(b.yMin, p.y)
                b.xMax = max(b.xMax, p.x); b.yMax = max(b.yMax, p.y)
                box = b
            } else {
                box = Bounds(xMin: p.x, yMin: p.y, xMax: p.x, yMax: p.y)
            }
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        return box
    }
}
