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

    /// The `fvar` table with axis and instance names from `name`, or `nil` for a static face:
    /// the design axes (``FontVariationsTable/axes``) and the named instances
    /// (``FontVariationsTable/instances``).
    public func fontVariations() throws(FontError) -> FontVariationsTable? {
        guard let table = try directory.table("fvar") else { return nil }
        let names = try? self.names()
        return try FontVariationsTable(table, names: names)
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

    /// This face at the instance `settings` describe (user coordinates such as `wght=650`).
    ///
    /// Metrics (through `MVAR`, and the OS/2 weight and width classes and `post` italic angle
    /// from the `wght`, `wdth` and `slnt` axes, as fontTools' instancer sets them), advances
    /// (`HVAR`, or gvar's phantom points), vertical metrics (`VVAR`: advance heights, side
    /// bearings, `VORG` origins) and outlines (`gvar`, `CFF2`'s blend) are those of the
    /// instance. `hhea`'s ascender, descender and line gap, which `MVAR` cannot vary, follow
    /// OS/2's typographic values when the font has the two sets equal (fontTools' rule). Advances are computed here, once, for every glyph; outlines are varied as they
    /// are decoded. A static face is returned unchanged; so is any face for empty settings.
    /// `cvar` (hinting) is not read: outlines are unhinted. A named instance's settings are
    /// ``FontVariationsTable/settings(of:)``.
    public func instance(_ settings: [VariationSetting]) throws(FontError) -> FontFace {
        try FontInstancer(face: self).instance(settings)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
