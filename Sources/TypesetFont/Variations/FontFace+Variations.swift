// A variable font at one point of its design space.
// Overview: https://learn.microsoft.com/en-us/typography/opentype/spec/otvaroverview

/// What a face at an instance carries besides the static face's tables: the normalized
/// coordinates and everything computed from them once (advances, metric deltas), so that a
/// varied face costs the same per glyph as a static one after it is made.
final class VariationInstance: Sendable {
    /// The user coordinates, one per `fvar` axis (clamped to the axis's range).
    let settings: [VariationSetting]
    /// Normalized coordinates, F2Dot14, `fvar` order.
    let coordinates: [Int16]
    /// Every glyph's advance at the instance (`HVAR`, or gvar's phantom points), computed once
    /// and shared by every ``HorizontalMetrics`` of the face; `nil` when neither table is
    /// present (the `hmtx` advances stand).
    let advances: VariedAdvances?
    /// Left side bearing deltas from `HVAR`'s side bearing map (rounded), when it has one.
    let sideBearingDeltas: VariedAdvances?
    /// Deltas of the `post` underline position and thickness (rounded).
    let underlinePositionDelta: Int
    let underlineThicknessDelta: Int
    /// The italic angle set by the `slnt` axis, when the font has one.
    let italicAngle: Double?
    /// Advance heights, side bearing and vertical origin deltas from `VVAR`, when the face has
    /// it and `vhea`/`vmtx`.
    let vertical: VerticalVariationInstance?

    init(settings: [VariationSetting], coordinates: [Int16], advances: [Int32], sideBearingDeltas: [Int32]?,
         underlinePositionDelta: Int, underlineThicknessDelta: Int, italicAngle: Double?,
         vertical: VerticalVariationInstance? = nil) {
        self.settings = settings
        self.coordinates = coordinates
        self.advances = advances.isEmpty ? nil : VariedAdvances(advances)
        self.sideBearingDeltas = sideBearingDeltas.map(VariedAdvances.init)
        self.underlinePositionDelta = underlinePositionDelta
        self.underlineThicknessDelta = underlineThicknessDelta
        self.italicAngle = italicAngle
        self.vertical = vertical
    }

    /// Whether side bearings vary through `HVAR` (then gvar's pp1 deltas are not applied).
    var sideBearingsVary: Bool { sideBearingDeltas != nil }
}

extension FontFace {
    /// Whether the face is a variable font (it has an `fvar` table).
    public var isVariable: Bool { directory.record(for: "fvar") != nil }

    /// The `fvar` table with axis and instance names from `name`, or `nil` for a static face.
    public func fontVariations() throws(FontError) -> FontVariationsTable? {
        guard let table = try directory.table("fvar") else { return nil }
        let names = try? self.names()
        return try FontVariationsTable(table, names: names)
    }

    /// The design axes (empty for a static face).
    public func variationAxes() throws(FontError) -> [VariationAxis] {
        try fontVariations()?.axes ?? []
    }

    /// The named instances (empty for a static face).
    public func namedInstances() throws(FontError) -> [NamedInstance] {
        try fontVariations()?.instances ?? []
    }

    /// The `avar` table, or `nil` when absent.
    public func axisVariations(axisCount: Int) throws(FontError) -> AxisVariationsTable? {
        try directory.table("avar").map { (table) throws(FontError) in try AxisVariationsTable(table, axisCount: axisCount) }
    }

    /// The instance's normalized coordinates (F2Dot14, one per axis in `fvar` order); empty for
    /// a static face and for a variable face at its default instance that was not varied.
    public var normalizedCoordinates: [Int16] { variation?.coordinates ?? [] }

    /// The instance's user coordinates, one per axis (empty when the face was not varied).
    public var variationSettings: [VariationSetting] { variation?.settings ?? [] }

    /// Normalized coordinates (F2Dot14) for user `settings`, as the specification computes them
    /// (see the "Variable fonts" article): each value in 16.16, clamped to its axis, default
    /// normalization to -1...1, `avar`'s segment map, then rounded to F2Dot14. Axes the
    /// settings leave out are at their default; tags the font lacks are ignored. An `avar`
    /// version 2 table then moves the F2Dot14 coordinates by its deltas.
    public func normalizedCoordinates(for settings: [VariationSetting]) throws(FontError) -> [Int16] {
        guard let fvar = try fontVariations() else { return [] }
        let avar = try axisVariations(axisCount: fvar.axes.count)
        return FontFace.normalize(settings, axes: fvar.axes, avar: avar)
    }

    static func normalize(_ settings: [VariationSetting], axes: [VariationAxis], avar: AxisVariationsTable?) -> [Int16] {
        let coordinates = axes.enumerated().map { index, axis in
            // A later setting of the same tag wins; an axis tag repeated in fvar takes it too.
            let value = settings.last(where: { $0.tag == axis.tag }).map { FontFace.fixed($0.value) } ?? axis.fixedDefault
            var normalized = Int32(FontFace.defaultNormalization(value, axis))
            if let avar { normalized = avar.map(normalized, axis: index) }
            // 16.16 to F2Dot14: add 2, shift right by 2 (arithmetic).
            return Int16(clamping: (Int(normalized) &+ 2) >> 2)
        }
        // avar version 2: the axes moved by each other, after every segment map.
        return avar?.applyVariations(coordinates) ?? coordinates
    }

    /// A user value in 16.16, saturated to the 32-bit range.
    static func fixed(_ value: Double) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(clamping: Int64((value * 65536).rounded().clamped(to: -2_147_483_648...2_147_483_647)))
    }

    /// The default normalization of a 16.16 user value in 16.16: clamp, then (v - default) /
    /// (default - min) below the default and (v - default) / (max - default) above.
    static func defaultNormalization(_ value: Int32, _ axis: VariationAxis) -> Int {
        let v = min(max(Int(value), Int(axis.fixedMin)), Int(axis.fixedMax))
        let def = Int(axis.fixedDefault)
        if v < def { return -FixedPoint.divFix(def - v, def - Int(axis.fixedMin)) }
        if v > def { return FixedPoint.divFix(v - def, Int(axis.fixedMax) - def) }
        return 0
    }

    /// This face at the instance `settings` describe (user coordinates such as `wght=650`).
    ///
    /// Metrics (through `MVAR`, and the OS/2 weight and width classes and `post` italic angle
    /// from the `wght`, `wdth` and `slnt` axes, as fontTools' instancer sets them), advances
    /// (`HVAR`, or gvar's phantom points), vertical metrics (`VVAR`: advance heights, side
    /// bearings, `VORG` origins) and outlines (`gvar`, `CFF2`'s blend) are those of the
    /// instance. `hhea`'s ascender, descender and line gap, which `MVAR` cannot vary, follow
    /// OS/2's typographic values when the font has the two sets equal (fontTools' rule). Advances are computed here, once, for every glyph; outlines are varied as they
    /// are decoded. A static face is returned unchanged; so is any face for empty settings.
    /// `cvar` (hinting) is not read: outlines are unhinted.
    public func instance(_ settings: [VariationSetting]) throws(FontError) -> FontFace {
        guard !settings.isEmpty, let fvar = try fontVariations(), !fvar.axes.isEmpty else { return self }
        let axes = fvar.axes
        let avar = try axisVariations(axisCount: axes.count)
        let coordinates = FontFace.normalize(settings, axes: axes, avar: avar)
        let user = axes.map { axis in
            let value = settings.last(where: { $0.tag == axis.tag })?.value ?? axis.defaultValue
            return VariationSetting(axis.tag, min(max(value, axis.minValue), axis.maxValue))
        }
        // The tables below are read as the default instance's (self may be an instance already).
        var face = self
        face.variation = nil
        let os2 = try directory.table(.os2).map { (table) throws(FontError) in try OS2Table(table) }
        // Advances: HVAR, else gvar's phantom points; deltas rounded half up, as HarfBuzz
        // rounds them (floor(x + 0.5)).
        var advances: [Int32] = []
        var sideBearings: [Int32]? = nil
        let hmtx = try? face.horizontalMetrics()
        if let hvarTable = try directory.table("HVAR"), let hmtx {
            let hvar = try HorizontalMetricsVariations(hvarTable)
            let scalars = hvar.store.scalars(for: coordinates)
            advances = (0..<numGlyphs).map { glyph in
                let delta = hvar.advanceDelta(of: glyph, scalars: scalars)
                return Int32(clamping: hmtx.advance(of: GlyphID(UInt16(truncatingIfNeeded: glyph))) + FontFace.otRound(delta))
            }
            if hvar.leftSideBearingMap != nil {
                sideBearings = (0..<numGlyphs).map { glyph in
                    let delta = hvar.leftSideBearingDelta(of: glyph, scalars: scalars) ?? 0
                    return Int32(clamping: Int((delta + 0.5).rounded(.down)))
                }
            }
        } else if let gvar = try directory.table("gvar"), let hmtx, outlineFormat == .trueType,
                  let variations = try? GlyphVariationTable(gvar, coordinates: coordinates) {
            let context = GlyphInstanceContextBox(variations: variations, instance: VariationInstance(
                settings: [], coordinates: coordinates, advances: [], sideBearingDeltas: nil, underlinePositionDelta: 0,
                underlineThicknessDelta: 0, italicAngle: nil))
            if let reader = try? GlyfReader(GlyphOutliner.glyfTable(of: self), instance: UnsafePointer(context.pointer)) {
                var scratch = GlyphVariationScratch()
                advances = withExtendedLifetime(context) {
                    (0..<numGlyphs).map { glyph in
                        let id = GlyphID(UInt16(truncatingIfNeeded: glyph))
                        let (left, right) = reader.phantomDeltas(of: id, scratch: &scratch)
                        let delta = (Double(right) - Double(left)) / 65536
                        return Int32(clamping: hmtx.advance(of: id) + FontFace.otRound(delta))
                    }
                }
            }
        }
        // Vertical metrics: VVAR's advance heights, computed once as HVAR's advances are.
        var vertical: VerticalVariationInstance? = nil
        if let vvarTable = try directory.table("VVAR"), let vmtx = (try? face.verticalMetrics()) ?? nil {
            let vvar = try VerticalMetricsVariations(vvarTable)
            let scalars = vvar.store.scalars(for: coordinates)
            let heights = (0..<numGlyphs).map { glyph in
                let delta = vvar.delta(.advanceHeight, of: glyph, scalars: scalars)
                return Int32(clamping: vmtx.advanceHeight(of: GlyphID(UInt16(truncatingIfNeeded: glyph))) + FontFace.otRound(delta))
            }
            vertical = VerticalVariationInstance(advances: heights, table: vvar, scalars: scalars)
        }
        // Font-wide metrics: MVAR.
        var underlinePosition = 0, underlineThickness = 0
        let mvar = try directory.table("MVAR").map { (table) throws(FontError) in try MetricsVariations(table) }
        let mvarScalars = mvar?.store.scalars(for: coordinates) ?? []
        func delta(_ tag: Tag) -> Int {
            guard let mvar else { return 0 }
            return FontFace.otRound(mvar.delta(for: tag, scalars: mvarScalars))
        }
        if let os2 {
            var weight: Int? = nil, width: Int? = nil
            if let wght = user.first(where: { $0.tag == "wght" }) { weight = FontFace.otRound(min(max(wght.value, 1), 1000)) }
            if let wdth = user.first(where: { $0.tag == "wdth" }) { width = FontFace.widthClass(wdth.value) }
            face.os2 = OS2Table(varying: os2, weightClass: weight, widthClass: width,
                                typoAscender: delta("hasc"), typoDescender: delta("hdsc"), typoLineGap: delta("hlgp"),
                                winAscent: delta("hcla"), winDescent: delta("hcld"), xHeight: delta("xhgt"),
                                capHeight: delta("cpht"), strikeoutSize: delta("strs"), strikeoutPosition: delta("stro"))
        }
        // MVAR has no tags for hhea; a font whose hhea line metrics equal OS/2's typographic
        // ones keeps them equal (as fontTools' instancer does).
        let baseHhea = try HheaTable(directory.requiredTable(.hhea))
        if let os2, let varied = face.os2,
           (baseHhea.ascender, baseHhea.descender, baseHhea.lineGap) == (os2.typoAscender, os2.typoDescender, os2.typoLineGap) {
            face.hhea = HheaTable(varying: baseHhea, ascender: varied.typoAscender, descender: varied.typoDescender,
                                  lineGap: varied.typoLineGap)
        } else {
            face.hhea = baseHhea
        }
        underlinePosition = delta("undo")
        underlineThickness = delta("unds")
        // post.italicAngle is a 16.16 value.
        let italicAngle = user.first(where: { $0.tag == "slnt" }).map { Double(FontFace.fixed(min(max($0.value, -90), 90))) / 65536 }
        face.variation = VariationInstance(settings: user, coordinates: coordinates, advances: advances,
                                           sideBearingDeltas: sideBearings, underlinePositionDelta: underlinePosition,
                                           underlineThicknessDelta: underlineThickness, italicAngle: italicAngle,
                                           vertical: vertical)
        return face
    }

    /// This face at named instance `instance` (see ``namedInstances()``).
    public func instance(named instance: NamedInstance) throws(FontError) -> FontFace {
        let axes = try variationAxes()
        return try self.instance(zip(axes, instance.coordinates).map { VariationSetting($0.tag, $1) })
    }

    /// fontTools' `otRound`: floor(x + 0.5).
    static func otRound(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int((value + 0.5).rounded(.down).clamped(to: -9.2e18...9.2e18))
    }

    /// The OS/2 width class of a `wdth` value (percent of normal), as fontTools' instancer maps
    /// it: piecewise linear through 50→1, 62.5→2, 75→3, 87.5→4, 100→5, 112.5→6, 125→7, 150→8,
    /// 200→9, rounded.
    static func widthClass(_ wdth: Double) -> Int {
        let points: [(Double, Double)] = [(50, 1), (62.5, 2), (75, 3), (87.5, 4), (100, 5), (112.5, 6), (125, 7), (150, 8), (200, 9)]
        let v = min(max(wdth, 50), 200)
        for i in 1..<points.count where v <= points[i].0 {
            let (a, va) = points[i - 1], (b, vb) = points[i]
            return otRound(va + (vb - va) * (v - a) / (b - a))
        }
        return 9
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
