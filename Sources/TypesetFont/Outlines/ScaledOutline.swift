/// An outline recorder that scales font-unit points to 26.6 fixed point (1/64 px) as they are
/// decoded, the form FreeType's `FT_Outline` holds them in, keeping their control box on the
/// way: the rasterizer's one-call glyph path for outlines that are run rather than read (CFF),
/// without an intermediate ``GlyphPath`` of `Double`s or a second pass for the box.
///
/// Every coordinate `v` becomes `v · factor` rounded half away from zero. The recorder writes
/// into storage its owner provides and keeps counting when that storage is full
/// (``overflowed``), so the owner can grow it to ``verbCount`` and ``coordinateCount`` and run
/// the outline again. A scaled coordinate at or beyond 10¹⁵ in magnitude, or not a number,
/// sets ``outOfRange`` (and is recorded as 0): such outlines are for a path that treats them in
/// `Double`.
package struct ScaledOutlineRecorder: OutlineSink {
    /// What one recorded element is; its points follow in the coordinates, x then y (y up).
    package enum Verb: UInt8 {
        /// A contour's start: one point.
        case move
        /// A straight segment: its end.
        case line
        /// A quadratic: control, end.
        case quad
        /// A cubic: control 1, control 2, end.
        case cubic
        /// The end of a contour: no points.
        case close
    }

    /// Font units to 1/64 px.
    package let factor: Double
    private let verbs: UnsafeMutablePointer<UInt8>
    private let verbCapacity: Int
    private let coordinates: UnsafeMutablePointer<Int>
    private let coordinateCapacity: Int
    /// The elements sent so far (recorded or not).
    package private(set) var verbCount = 0
    /// The coordinates sent so far (recorded or not), two per point.
    package private(set) var coordinateCount = 0
    /// The control box of the scaled points (y up); `xMin > xMax` while there are none.
    package private(set) var xMin = Int.max, yMin = Int.max, xMax = Int.min, yMax = Int.min
    /// A scaled coordinate was not below 10¹⁵ in magnitude, or not a number.
    package private(set) var outOfRange = false

    /// A recorder writing at most `verbCapacity` elements into `verbs` and `coordinateCapacity`
    /// coordinates into `coordinates`, scaling by `factor` (font units to 1/64 px).
    package init(factor: Double, verbs: UnsafeMutablePointer<UInt8>, verbCapacity: Int,
                 coordinates: UnsafeMutablePointer<Int>, coordinateCapacity: Int) {
        self.factor = factor
        self.verbs = verbs
        self.verbCapacity = verbCapacity
        self.coordinates = coordinates
        self.coordinateCapacity = coordinateCapacity
    }

    /// Whether the storage was too small for what was sent.
    package var overflowed: Bool { verbCount > verbCapacity || coordinateCount > coordinateCapacity }

    /// Calls `body` with each recorded element: its verb and a pointer to its coordinates.
    /// When the recorder has ``overflowed``, stops at the first element not wholly recorded.
    @inline(__always)
    package func forEach(_ body: (Verb, UnsafeMutablePointer<Int>) -> Void) {
        var c = 0
        for i in 0..<min(verbCount, verbCapacity) {
            let verb = Verb(rawValue: verbs[i]) ?? .close
            let count: Int
            switch verb {
            case .move, .line: count = 2
            case .quad: count = 4
            case .cubic: count = 6
            case .close: count = 0
            }
            if c &+ count > coordinateCapacity { return }
            body(verb, coordinates + c)
            c &+= count
        }
    }

    @inline(__always)
    private mutating func scaled(_ v: Double) -> Int {
        let s = v * factor
        guard abs(s) < 1e15 else {  // false for NaN
            outOfRange = true
            return 0
        }
        return Self.round(s)
    }

    /// A scaled value (`|s| < 10¹⁵`) rounded half away from zero, as FreeType's `FT_MulFix` rounds.
    @inline(__always)
    package static func round(_ s: Double) -> Int {
        Int(s >= 0 ? s + 0.5 : s - 0.5)
    }

    @inline(__always)
    private mutating func verb(_ verb: Verb) {
        if verbCount < verbCapacity { verbs[verbCount] = verb.rawValue }
        verbCount &+= 1
    }

    @inline(__always)
    private mutating func point(_ p: Point) {
        let x = scaled(p.x), y = scaled(p.y)
        xMin = min(xMin, x); xMax = max(xMax, x)
        yMin = min(yMin, y); yMax = max(yMax, y)
        if coordinateCount &+ 2 <= coordinateCapacity {
            coordinates[coordinateCount] = x
            coordinates[coordinateCount &+ 1] = y
        }
        coordinateCount &+= 2
    }

    package mutating func move(to point: Point) { verb(.move); self.point(point) }
    package mutating func line(to point: Point) { verb(.line); self.point(point) }
    package mutating func quad(to point: Point, control: Point) {
        verb(.quad); self.point(control); self.point(point)
    }
    package mutating func cubic(to point: Point, control1: Point, control2: Point) {
        verb(.cubic); self.point(control1); self.point(control2); self.point(point)
    }
    package mutating func close() { verb(.close) }
}

extension GlyphOutliner {
    /// Sends the outline of `glyph` to `recorder`: `outline(glyph:into:)` compiled for the
    /// recorder in this module, so a CFF charstring reaches it without a dynamic call per segment.
    ///
    /// - Throws: ``FontError`` as `outline(glyph:into:)` does.
    package mutating func outline(glyph: GlyphID, into recorder: inout ScaledOutlineRecorder) throws(FontError) {
        try sendDirect(glyph: glyph, to: &recorder)
    }
}
