/// Decodes glyph outlines of one face, reusing its parsed tables and scratch storage.
///
/// Create one with ``FontFace/outliner()`` and keep it while outlining many glyphs: the
/// `loca`/`glyf` windows or the CFF INDEXes are parsed once, and the point storage that
/// TrueType glyphs need is reused, so outlining a glyph allocates nothing once the storage has
/// grown to the largest glyph. Coordinates are font units, y up.
///
/// TrueType contours are sent as lines and quadratic segments, starting at the contour's first
/// on-curve point; CFF contours as lines and cubic segments in charstring order. Every contour
/// ends with `close()`, which implies the straight segment back to the contour's start.
public struct GlyphOutliner: Sendable {
    /// The outline format being decoded.
    public let format: OutlineFormat
    /// The number of glyphs in the face.
    public let glyphCount: Int
    /// Keeps the font bytes that `glyfReader` points into alive.
    private let glyf: GlyfTable?
    private let glyfReader: GlyfReader?
    /// The parsed `CFF ` table, boxed: a glyph run borrows it from the box rather than copying
    /// the table's fields (and counting its references) once per glyph.
    private let cff: CFFTableBox?
    @usableFromInline var buffer = TrueTypePointBuffer()
    /// The last CFF glyph run, replayed to the caller's sink (see ``CFFPathBuffer``).
    @usableFromInline var cffPath = CFFPathBuffer()
    /// The charstring interpreter's operand stack, reused from glyph to glyph (made at the
    /// first CFF glyph).
    @usableFromInline var cffOperands: CFFOperandStorage? = nil

    /// Storage reused for the glyph variations of an instance.
    var variationScratch = GlyphVariationScratch()

    /// At an instance of a variable TrueType face: whether each point moves by its `gvar` delta
    /// rounded to a whole font unit, as FreeType's unscaled outline (`FT_LOAD_NO_SCALE`) has it
    /// (the default), or by the delta to 1/64 unit, as FreeType keeps it for an outline it
    /// scales (what a rasterizer should use: ``GlyphRenderer`` and the paragraph pictures turn
    /// this off). Component offsets and the origin's phantom point move by whole units either
    /// way, as in FreeType. No effect on static faces and CFF2.
    public var roundsVariationDeltas: Bool {
        get { !variationScratch.keepsFractions }
        set { variationScratch.keepsFractions = !newValue }
    }
    /// Keeps alive what `glyfReader`'s instance context points into.
    private let instanceContext: GlyphInstanceContextBox?

    /// The `glyf` table of a TrueType face, with its `loca` and `hmtx`.
    static func glyfTable(of face: FontFace) throws(FontError) -> GlyfTable {
        let locaTable = try face.directory.requiredTable("loca")
        let loca = try LocaTable(locaTable, isLong: face.head.indexToLocFormat == 1, numGlyphs: face.numGlyphs)
        return GlyfTable(glyf: try face.directory.requiredTable("glyf"), loca: loca,
                         hmtx: try face.directory.table("hmtx"), numberOfHMetrics: face.hhea.numberOfHMetrics)
    }

    init(face: FontFace) throws(FontError) {
        format = face.outlineFormat
        glyphCount = face.numGlyphs
        switch face.outlineFormat {
        case .trueType:
            let table = try GlyphOutliner.glyfTable(of: face)
            glyf = table
            var variations: GlyphVariationTable? = nil
            if let instance = face.variation, instance.coordinates.contains(where: { $0 != 0 }),
               let gvar = try face.directory.table("gvar") {
                variations = try GlyphVariationTable(gvar, coordinates: instance.coordinates)
            }
            let context = face.variation.map { GlyphInstanceContextBox(variations: variations, instance: $0) }
            instanceContext = context
            glyfReader = try GlyfReader(table, instance: context.map { UnsafePointer($0.pointer) })
            cff = nil
        case .cff:
            instanceContext = nil
            glyf = nil
            glyfReader = nil
            // CFF2 at the instance's coordinates (a `CFF ` table when the face has both).
            if let cff1 = try face.directory.table("CFF ") {
                cff = CFFTableBox(try CFFTable(cff1))
            } else {
                cff = CFFTableBox(try CFFTable(face.directory.requiredTable("CFF2"), coordinates: face.normalizedCoordinates))
            }
        }
    }

    /// Sends the outline of `glyph` to `sink`. Nothing is sent when the glyph's data is
    /// malformed.
    ///
    /// - Throws: ``FontError`` for a glyph outside the face, malformed glyph data, or a
    ///   composite/subroutine nesting or work budget that was exceeded.
    ///
    /// Inlinable so that the segments are sent by code compiled for the caller's sink type: the
    /// glyph is decoded in this module (TrueType points into ``buffer``, a CFF charstring run
    /// into ``cffPath``) and replayed from there.
    @inlinable
    public mutating func outline<S: OutlineSink>(glyph: GlyphID, into sink: inout S) throws(FontError) {
        switch format {
        case .trueType:
            try loadTrueTypePoints(of: glyph)
            buffer.emit(into: &sink)
        case .cff:
            try runCFF(glyph: glyph)
            cffPath.emit(into: &sink)
        }
    }

    /// The body of the `outline(glyph:into:)` overloads for this module's own sinks
    /// (``GlyphPath``, the rasterizer's 26.6 recorder): the same segments, with a CFF charstring
    /// run straight into the sink, compiled for it here.
    @inline(__always)
    mutating func sendDirect<S: OutlineSink>(glyph: GlyphID, to sink: inout S) throws(FontError) {
        switch format {
        case .trueType:
            try loadTrueTypePoints(of: glyph)
            buffer.emit(into: &sink)
        case .cff:
            let operands = ownedOperands()
            try cff?.table.outline(glyph: glyph.index, into: &sink, operands: operands)
        }
    }

    /// Appends the outline of `glyph` to `path`: the same segments as the generic
    /// `outline(glyph:into:)` sends to any sink, with a CFF charstring run straight into the
    /// path. Keep one path and empty it with `elements.removeAll(keepingCapacity: true)` between
    /// glyphs to outline without allocating.
    ///
    /// - Throws: ``FontError`` as the generic `outline(glyph:into:)` does.
    public mutating func outline(glyph: GlyphID, into path: inout GlyphPath) throws(FontError) {
        let count = path.elements.count
        do {
            try sendDirect(glyph: glyph, to: &path)
        } catch {
            // As for any sink: a glyph that fails adds nothing.
            path.elements.removeSubrange(count...)
            throw error
        }
    }

    /// Decodes the points of TrueType `glyph` into `buffer` (nothing for a CFF face).
    @usableFromInline
    mutating func loadTrueTypePoints(of glyph: GlyphID) throws(FontError) {
        guard let glyfReader else {
            buffer.removeAll()
            return
        }
        // The scratch is touched only for a varied glyph.
        try glyfReader.loadPoints(of: glyph, into: &buffer, scratch: &variationScratch)
    }

    /// Runs the CFF charstring of `glyph` into ``cffPath`` (empty for a TrueType face, and
    /// after a charstring that fails).
    @usableFromInline
    mutating func runCFF(glyph: GlyphID) throws(FontError) {
        cffPath.removeAll()
        var recorder = CFFPathRecorder(cffPath)
        let operands = ownedOperands()
        let failure = record(glyph, into: &recorder, operands: operands)
        cffPath.storage = recorder.storage
        if let failure { throw failure }
        cffPath.verbCount = recorder.verbCount
    }

    /// The operand stack, made this outliner's own first (copies of an outliner share it until
    /// one of them runs a charstring).
    @inline(__always)
    mutating func ownedOperands() -> UnsafeMutablePointer<Int> {
        if isKnownUniquelyReferenced(&cffOperands), let storage = cffOperands { return storage.values }
        let storage = CFFOperandStorage()
        cffOperands = storage
        return storage.values
    }

    /// Runs the CFF charstring of `glyph` into `recorder`, reading ``cff`` in place.
    private func record(_ glyph: GlyphID, into recorder: inout CFFPathRecorder,
                        operands: UnsafeMutablePointer<Int>) -> FontError? {
        do {
            try cff?.table.outline(glyph: glyph.index, into: &recorder, operands: operands)
            return nil
        } catch {
            return error
        }
    }

    /// The outline of `glyph` as a path.
    public mutating func path(for glyph: GlyphID) throws(FontError) -> GlyphPath {
        var path = GlyphPath()
        try outline(glyph: glyph, into: &path)
        return path
    }

    /// The control box of `glyph` (the extremes of all on- and off-curve points, as FreeType's
    /// `FT_Outline_Get_CBox` gives for an unscaled, unhinted outline), or `nil` when the glyph
    /// has no contours. The glyph stays decoded for ``sendDecoded(to:)``.
    public mutating func controlBox(of glyph: GlyphID) throws(FontError) -> Bounds? {
        if glyfReader != nil {
            try loadTrueTypePoints(of: glyph)
            return buffer.controlBox
        }
        try runCFF(glyph: glyph)
        var sink = ControlBoxSink()
        cffPath.emit(into: &sink)
        return sink.bounds
    }

    /// Sends the outline of the glyph the last ``controlBox(of:)`` decoded to `sink`, without
    /// decoding it again: for a consumer that needs the box before the outline (a rasterizer
    /// sizing its bitmap).
    @inlinable
    package func sendDecoded<S: OutlineSink>(to sink: inout S) {
        switch format {
        case .trueType: buffer.emit(into: &sink)
        case .cff: cffPath.emit(into: &sink)
        }
    }

    /// The raw TrueType points of `glyph`, composites flattened and transformed, or `nil` for a
    /// CFF face.
    public mutating func trueTypePoints(of glyph: GlyphID) throws(FontError) -> TrueTypePoints? {
        guard glyfReader != nil else { return nil }
        try loadTrueTypePoints(of: glyph)
        return buffer.trueTypePoints
    }
}

extension GlyphOutliner {
    /// Decodes TrueType `glyph` and lends its points to `body` without copying them: the
    /// fastest way to a glyph's outline for a consumer that places the points itself (a
    /// rasterizer that scales them to 26.6 as FreeType does, for example). Returns `nil` for a
    /// CFF face, without calling `body`.
    ///
    /// The view is only valid inside `body`; a glyph without contours gives an empty view.
    ///
    /// - Throws: ``FontError`` as ``outline(glyph:into:)`` does.
    @inlinable
    public mutating func withTrueTypePoints<R>(of glyph: GlyphID, _ body: (TrueTypePointsView) -> R) throws(FontError) -> R? {
        guard format == .trueType else { return nil }
        try loadTrueTypePoints(of: glyph)
        return buffer.withView(body)
    }
}

/// The decoded points of one TrueType glyph, lent by
/// ``GlyphOutliner/withTrueTypePoints(of:_:)``: composites flattened and transformed, placed by
/// the left side bearing, in font units (y up), before implied on-curve points are added, as
/// FreeType's unscaled `FT_Outline` holds them.
///
/// The decoder guarantees the shape: `contourEnds` strictly increase, the last one is
/// `points.count - 1` (every point belongs to a contour), and `flags` has one entry per point.
public struct TrueTypePointsView {
    /// All points, contour after contour.
    public let points: UnsafeBufferPointer<Point>
    /// One flag byte per point; bit 0 set means on the curve (the other bits are unspecified).
    public let flags: UnsafeBufferPointer<UInt8>
    /// The index of the last point of each contour.
    public let contourEnds: UnsafeBufferPointer<Int>
    /// Whether every coordinate is a whole number of font units (no component of a composite
    /// glyph was scaled or rotated), so that a consumer may scale them in integers.
    public let integral: Bool

    @usableFromInline
    init(points: UnsafeBufferPointer<Point>, flags: UnsafeBufferPointer<UInt8>, contourEnds: UnsafeBufferPointer<Int>,
         integral: Bool) {
        self.points = points
        self.flags = flags
        self.contourEnds = contourEnds
        self.integral = integral
    }
}

/// The points of a TrueType glyph as stored (after composite transforms), before implied
/// on-curve points are added: what FreeType's `FT_Outline` holds for an unhinted, unscaled glyph.
public struct TrueTypePoints: Sendable, Hashable {
    /// All points, contour after contour.
    public var points: [Point]
    /// Whether each point is on the curve.
    public var onCurve: [Bool]
    /// The index of the last point of each contour.
    public var contourEnds: [Int]
}

/// A parsed `CFF ` table kept by reference (see ``GlyphOutliner``).
final class CFFTableBox: Sendable {
    let table: CFFTable
    init(_ table: CFFTable) { self.table = table }
}

/// An ``OutlineSink`` that only accumulates the control box (no allocation).
public struct ControlBoxSink: OutlineSink, Sendable {
    /// The extremes of every point seen, or `nil` before the first.
    public private(set) var bounds: Bounds?

    /// An empty box.
    public init() {}

    @inline(__always)
    private mutating func add(_ p: Point) {
        if var b = bounds {
            if p.x < b.xMin { b.xMin = p.x }
            if p.x > b.xMax { b.xMax = p.x }
            if p.y < b.yMin { b.yMin = p.y }
            if p.y > b.yMax { b.yMax = p.y }
            bounds = b
        } else {
            bounds = Bounds(xMin: p.x, yMin: p.y, xMax: p.x, yMax: p.y)
        }
    }

    public mutating func move(to point: Point) { add(point) }
    public mutating func line(to point: Point) { add(point) }
    public mutating func quad(to point: Point, control: Point) { add(control); add(point) }
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        add(control1); add(control2); add(point)
    }
    public mutating func close() {}
}

extension FontFace {
    /// A reusable outline decoder for this face (parse once, outline many glyphs): a glyph's
    /// outline into any ``OutlineSink``, its ``GlyphOutliner/path(for:)`` or its
    /// ``GlyphOutliner/controlBox(of:)``.
    ///
    /// - Throws: ``FontError`` when `loca`/`glyf` or `CFF ` is missing or malformed.
    public func outliner() throws(FontError) -> GlyphOutliner {
        try GlyphOutliner(face: self)
    }
}
