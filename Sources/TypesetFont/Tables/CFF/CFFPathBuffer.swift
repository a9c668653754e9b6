/// The outline of one CFF glyph in font units, as its charstring drew it: moves, lines, cubics
/// and closes, kept by a ``GlyphOutliner`` and reused from glyph to glyph.
///
/// A charstring is a program, so its outline can only be had by running it. The interpreter
/// is compiled in this module; running it for a caller's own ``OutlineSink`` from another module
/// would mean one dynamic call per segment and operator. The outliner therefore runs the
/// charstring into this buffer (the interpreter specialized for ``CFFPathRecorder``) and then
/// replays the buffer to the caller's sink with ``emit(into:)``, which is inlinable and so
/// compiled for that sink. A glyph whose charstring fails sends nothing.
@usableFromInline
struct CFFPathBuffer: Sendable {
    /// The storage, shared between copies of the buffer until one of them records.
    @usableFromInline var storage: CFFPathStorage
    /// The elements recorded.
    @usableFromInline var verbCount = 0

    init() {
        storage = CFFPathStorage(verbCapacity: 0, pointCapacity: 0)
    }

    /// Empties the buffer and makes its storage its own, ready to be written.
    mutating func removeAll() {
        verbCount = 0
        if !isKnownUniquelyReferenced(&storage) {
            storage = CFFPathStorage(verbCapacity: storage.verbCapacity, pointCapacity: storage.pointCapacity)
        }
    }

    /// Sends the recorded elements to `sink` in the order the charstring drew them.
    ///
    /// The recorder writes a verb only after the points it needs fit, so the points read here
    /// are always inside those recorded.
    @inlinable
    func emit<S: OutlineSink>(into sink: inout S) {
        let verbs = storage.verbs, points = storage.points
        var p = 0
        for i in 0..<verbCount {
            switch verbs[i] {
            case CFFPathStorage.move:
                sink.move(to: points[p])
                p &+= 1
            case CFFPathStorage.line:
                sink.line(to: points[p])
                p &+= 1
            case CFFPathStorage.cubic:
                sink.cubic(to: points[p &+ 2], control1: points[p], control2: points[p &+ 1])
                p &+= 3
            case CFFPathStorage.quad:
                sink.quad(to: points[p &+ 1], control: points[p])
                p &+= 2
            default:
                sink.close()
            }
        }
        withExtendedLifetime(storage) {}
    }
}

/// The memory of a ``CFFPathBuffer``: one verb byte per element and the elements' points.
///
/// Its fields never change (growing makes a new storage), and its memory is written only by the
/// buffer that holds the sole reference to it, as `Array` does: copies of an outliner, even on
/// other threads, never see each other's writes.
@usableFromInline
final class CFFPathStorage: @unchecked Sendable {
    /// A contour's start: one point.
    @usableFromInline static let move: UInt8 = 0
    /// A straight segment: its end.
    @usableFromInline static let line: UInt8 = 1
    /// A cubic: control 1, control 2, end.
    @usableFromInline static let cubic: UInt8 = 2
    /// The end of a contour: no point.
    @usableFromInline static let close: UInt8 = 3
    /// A quadratic: control, end (charstrings draw none; recorded for any sink's sake).
    @usableFromInline static let quad: UInt8 = 4

    @usableFromInline let verbs: UnsafeMutablePointer<UInt8>
    @usableFromInline let points: UnsafeMutablePointer<Point>
    let verbCapacity: Int
    let pointCapacity: Int

    init(verbCapacity: Int, pointCapacity: Int) {
        self.verbCapacity = max(verbCapacity, 1)
        self.pointCapacity = max(pointCapacity, 3)
        verbs = .allocate(capacity: self.verbCapacity)
        verbs.initialize(repeating: 0, count: self.verbCapacity)
        points = .allocate(capacity: self.pointCapacity)
        points.initialize(repeating: Point(x: 0, y: 0), count: self.pointCapacity)
    }

    deinit {
        verbs.deallocate()
        points.deallocate()
    }
}

/// The sink the charstring interpreter runs into for ``CFFPathBuffer``: appends to storage it
/// owns alone (taken from the buffer by ``CFFPathBuffer/removeAll()``), growing it by doubling
/// when an element does not fit.
struct CFFPathRecorder: OutlineSink {
    private(set) var storage: CFFPathStorage
    private var verbs: UnsafeMutablePointer<UInt8>
    private var points: UnsafeMutablePointer<Point>
    private var verbCapacity: Int
    private var pointCapacity: Int
    private(set) var verbCount = 0
    private var pointCount = 0

    /// A recorder appending to `buffer`'s storage from its start; call `buffer.removeAll()` first.
    init(_ buffer: CFFPathBuffer) {
        storage = buffer.storage
        verbs = storage.verbs
        points = storage.points
        verbCapacity = storage.verbCapacity
        pointCapacity = storage.pointCapacity
    }

    /// Makes room for one more element with `count` points (at most 3).
    @inline(__always)
    private mutating func reserve(points count: Int) {
        if verbCount >= verbCapacity || pointCount &+ count > pointCapacity { grow() }
    }

    @inline(never)
    private mutating func grow() {
        let grown = CFFPathStorage(verbCapacity: max(verbCapacity * 2, 64), pointCapacity: max(pointCapacity * 2, 192))
        grown.verbs.update(from: verbs, count: verbCount)
        grown.points.update(from: points, count: pointCount)
        storage = grown
        verbs = grown.verbs
        points = grown.points
        verbCapacity = grown.verbCapacity
        pointCapacity = grown.pointCapacity
    }

    @inline(__always)
    private mutating func append(_ verb: UInt8) {
        verbs[verbCount] = verb
        verbCount &+= 1
    }

    @inline(__always)
    private mutating func append(_ point: Point) {
        points[pointCount] = point
        pointCount &+= 1
    }

    mutating func move(to point: Point) {
        reserve(points: 1)
        append(point)
        append(CFFPathStorage.move)
    }

    mutating func line(to point: Point) {
        reserve(points: 1)
        append(point)
        append(CFFPathStorage.line)
    }

    mutating func quad(to point: Point, control: Point) {
        reserve(points: 2)
        append(control)
        append(point)
        append(CFFPathStorage.quad)
    }

    mutating func cubic(to point: Point, control1: Point, control2: Point) {
        reserve(points: 3)
        append(control1)
        append(control2)
        append(point)
        append(CFFPathStorage.cubic)
    }

    mutating func close() {
        reserve(points: 0)
        append(CFFPathStorage.close)
    }
}
