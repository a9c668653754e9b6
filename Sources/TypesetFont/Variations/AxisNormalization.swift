// Normalized coordinates of a variable font: user values to -1...1 by the axes' ranges, then
// through avar's segment maps and version 2 deltas.
// Specification: https://learn.microsoft.com/en-us/typography/opentype/spec/otvaroverview#coordinate-scales-and-normalization
// avar: https://learn.microsoft.com/en-us/typography/opentype/spec/avar

/// User coordinates (`wght=650`) to the normalized F2Dot14 coordinates every variation table
/// is read at, computed in 16.16 as the specification gives the steps.
public enum AxisNormalization {
    /// Normalized coordinates (F2Dot14) of `face` for user `settings`, as the specification
    /// computes them (see the "Variable fonts" article): each value in 16.16, clamped to its
    /// axis, default normalization to -1...1, `avar`'s segment map, then rounded to F2Dot14.
    /// Axes the settings leave out are at their default; tags the font lacks are ignored. An
    /// `avar` version 2 table then moves the F2Dot14 coordinates by its deltas. Empty for a
    /// static face. ``FontFace/instance(_:)`` computes the same coordinates for the instance it makes.
    public static func coordinates(for settings: [VariationSetting], of face: FontFace) throws(FontError) -> [Int16] {
        guard let fvar = try face.fontVariations() else { return [] }
        let avar = try face.axisVariations(axisCount: fvar.axes.count)
        return normalize(settings, axes: fvar.axes, avar: avar)
    }

    /// The normalized coordinates of user `settings`, one per axis of `axes` (`fvar` order):
    /// see ``coordinates(for:of:)``.
    static func normalize(_ settings: [VariationSetting], axes: [VariationAxis], avar: AxisVariationsTable?) -> [Int16] {
        let coordinates = axes.enumerated().map { index, axis in
            // A later setting of the same tag wins; an axis tag repeated in fvar takes it too.
            let value = settings.last(where: { $0.tag == axis.tag }).map { AxisNormalization.fixed($0.value) } ?? axis.fixedDefault
            var normalized = Int32(AxisNormalization.defaultNormalization(value, axis))
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
}
