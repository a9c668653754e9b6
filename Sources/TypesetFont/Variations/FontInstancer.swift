// A variable font's instance made as a static face: the design-space coordinates normalized,
// every glyph's advance, the vertical metrics and the font-wide metrics at the instance.
// Overview: https://learn.microsoft.com/en-us/typography/opentype/spec/otvaroverview
// HVAR: https://learn.microsoft.com/en-us/typography/opentype/spec/hvar
// MVAR: https://learn.microsoft.com/en-us/typography/opentype/spec/mvar

/// Makes a face at one point of its design space (``FontFace/instance(_:)``), as fontTools'
/// instancer sets the values a static font carries: `OS/2` weight and width classes from `wght`
/// and `wdth`, `post` italic angle from `slnt`, `MVAR`'s metric deltas, and `hhea` following
/// `OS/2`'s typographic metrics when the font has the two equal.
struct FontInstancer {
    /// The face to vary (any instance of it: its default tables are read).
    let face: FontFace

    /// The face at the instance `settings` describe; the face itself when they are empty or it
    /// is static.
    func instance(_ settings: [VariationSetting]) throws(FontError) -> FontFace {
        guard !settings.isEmpty, let fvar = try face.fontVariations(), !fvar.axes.isEmpty else { return self.face }
        let axes = fvar.axes
        let avar = try face.axisVariations(axisCount: axes.count)
        let coordinates = AxisNormalization.normalize(settings, axes: axes, avar: avar)
        let user = axes.map { axis in
            let value = settings.last(where: { $0.tag == axis.tag })?.value ?? axis.defaultValue
            return VariationSetting(axis.tag, min(max(value, axis.minValue), axis.maxValue))
        }
        // The tables below are read as the default instance's (the face may be an instance already).
        var face = self.face
        face.variation = nil
        let os2 = try face.directory.table(.os2).map { (table) throws(FontError) in try OS2Table(table) }
        // Advances: HVAR, else gvar's phantom points; deltas rounded half up, as HarfBuzz
        // rounds them (floor(x + 0.5)).
        var advances: [Int32] = []
        var sideBearings: [Int32]? = nil
        let hmtx = try? face.horizontalMetrics()
        if let hvarTable = try face.directory.table("HVAR"), let hmtx {
            let hvar = try HorizontalMetricsVariations(hvarTable)
            let scalars = hvar.store.scalars(for: coordinates)
            advances = (0..<face.numGlyphs).map { glyph in
                let delta = hvar.advanceDelta(of: glyph, scalars: scalars)
                return Int32(clamping: hmtx.advance(of: GlyphID(UInt16(truncatingIfNeeded: glyph))) + FontInstancer.otRound(delta))
            }
            if hvar.leftSideBearingMap != nil {
                sideBearings = (0..<face.numGlyphs).map { glyph in
                    let delta = hvar.leftSideBearingDelta(of: glyph, scalars: scalars) ?? 0
                    return Int32(clamping: Int((delta + 0.5).rounded(.down)))
                }
            }
        } else if let gvar = try face.directory.table("gvar"), let hmtx, face.outlineFormat == .trueType,
                  let variations = try? GlyphVariationTable(gvar, coordinates: coordinates) {
            let context = GlyphInstanceContextBox(variations: variations, instance: VariationInstance(
                settings: [], coordinates: coordinates, advances: [], sideBearingDeltas: nil, underlinePositionDelta: 0,
                underlineThicknessDelta: 0, italicAngle: nil))
            if let reader = try? GlyfReader(GlyphOutliner.glyfTable(of: face), instance: UnsafePointer(context.pointer)) {
                var scratch = GlyphVariationScratch()
                advances = withExtendedLifetime(context) {
                    (0..<face.numGlyphs).map { glyph in
                        let id = GlyphID(UInt16(truncatingIfNeeded: glyph))
                        let (left, right) = reader.phantomDeltas(of: id, scratch: &scratch)
                        let delta = (Double(right) - Double(left)) / 65536
                        return Int32(clamping: hmtx.advance(of: id) + FontInstancer.otRound(delta))
                    }
                }
            }
        }
        // Vertical metrics: VVAR's advance heights, computed once as HVAR's advances are.
        var vertical: VerticalVariationInstance? = nil
        if let vvarTable = try face.directory.table("VVAR"), let vmtx = (try? face.verticalMetrics()) ?? nil {
            let vvar = try VerticalMetricsVariations(vvarTable)
            let scalars = vvar.store.scalars(for: coordinates)
            let heights = (0..<face.numGlyphs).map { glyph in
                let delta = vvar.delta(.advanceHeight, of: glyph, scalars: scalars)
                return Int32(clamping: vmtx.advanceHeight(of: GlyphID(UInt16(truncatingIfNeeded: glyph))) + FontInstancer.otRound(delta))
            }
            vertical = VerticalVariationInstance(advances: heights, table: vvar, scalars: scalars)
        }
        // Font-wide metrics: MVAR.
        var underlinePosition = 0, underlineThickness = 0
        let mvar = try face.directory.table("MVAR").map { (table) throws(FontError) in try MetricsVariations(table) }
        let mvarScalars = mvar?.store.scalars(for: coordinates) ?? []
        func delta(_ tag: Tag) -> Int {
            guard let mvar else { return 0 }
            return FontInstancer.otRound(mvar.delta(for: tag, scalars: mvarScalars))
        }
        if let os2 {
            var weight: Int? = nil, width: Int? = nil
            if let wght = user.first(where: { $0.tag == "wght" }) { weight = FontInstancer.otRound(min(max(wght.value, 1), 1000)) }
            if let wdth = user.first(where: { $0.tag == "wdth" }) { width = FontInstancer.widthClass(wdth.value) }
            face.os2 = OS2Table(varying: os2, weightClass: weight, widthClass: width,
                                typoAscender: delta("hasc"), typoDescender: delta("hdsc"), typoLineGap: delta("hlgp"),
                                winAscent: delta("hcla"), winDescent: delta("hcld"), xHeight: delta("xhgt"),
                                capHeight: delta("cpht"), strikeoutSize: delta("strs"), strikeoutPosition: delta("stro"))
        }
        // MVAR has no tags for hhea; a font whose hhea line metrics equal OS/2's typographic
        // ones keeps them equal (as fontTools' instancer does).
        let baseHhea = try HheaTable(face.directory.requiredTable(.hhea))
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
        let italicAngle = user.first(where: { $0.tag == "slnt" }).map { Double(AxisNormalization.fixed(min(max($0.value, -90), 90))) / 65536 }
        face.variation = VariationInstance(settings: user, coordinates: coordinates, advances: advances,
                                           sideBearingDeltas: sideBearings, underlinePositionDelta: underlinePosition,
                                           underlineThicknessDelta: underlineThickness, italicAngle: italicAngle,
                                           vertical: vertical)
        return face
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
            return FontInstancer.otRound(va + (vb - va) * (v - a) / (b - a))
        }
        return 9
    }
}
