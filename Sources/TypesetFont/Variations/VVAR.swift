// VVAR: https://learn.microsoft.com/en-us/typography/opentype/spec/vvar

/// The `VVAR` table: advance height, top and bottom side bearing and vertical origin deltas per
/// glyph, kept in an item variation store and reached through delta-set index maps.
///
/// Without an advance height map the glyph id is the inner index of the store's first item
/// variation data subtable (outer 0); side bearings and origins vary only through their maps.
public struct VerticalMetricsVariations: Sendable {
    /// What a delta applies to.
    public enum Metric: Sendable {
        case advanceHeight, topSideBearing, bottomSideBearing, verticalOrigin
    }

    /// The deltas.
    public let store: ItemVariationStore
    /// Glyph to store index for advance heights (`nil`: the glyph id is the inner index, outer 0).
    public let advanceHeightMap: DeltaSetIndexMap?
    /// Glyph to store index for top side bearings (`nil`: they do not vary here).
    public let topSideBearingMap: DeltaSetIndexMap?
    /// Glyph to store index for bottom side bearings (`nil`: they do not vary here).
    public let bottomSideBearingMap: DeltaSetIndexMap?
    /// Glyph to store index for vertical origins (`VORG`; `nil`: they do not vary here).
    public let verticalOriginMap: DeltaSetIndexMap?

    /// Parses the table.
    public init(_ table: TableData) throws(FontError) {
        let major = try table.u16(0)
        guard major == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "VVAR major version \(major) is not 1")
        }
        func map(at field: Int) throws(FontError) -> DeltaSetIndexMap? {
            let offset = Int(try table.u32(field))
            return offset == 0 ? nil : try DeltaSetIndexMap(table.slice(from: offset))
        }
        store = try ItemVariationStore(table.slice(from: Int(try table.u32(4))))
        advanceHeightMap = try map(at: 8)
        topSideBearingMap = try map(at: 12)
        bottomSideBearingMap = try map(at: 16)
        verticalOriginMap = try map(at: 20)
    }

    /// The map for `metric` (`nil` when the table has none).
    public func map(for metric: Metric) -> DeltaSetIndexMap? {
        switch metric {
        case .advanceHeight: advanceHeightMap
        case .topSideBearing: topSideBearingMap
        case .bottomSideBearing: bottomSideBearingMap
        case .verticalOrigin: verticalOriginMap
        }
    }

    /// Whether `metric` varies: advance heights always do; the others when their map is present.
    public func varies(_ metric: Metric) -> Bool {
        metric == .advanceHeight || map(for: metric) != nil
    }

    /// The delta of `metric` for `glyph` at region scalars `scalars` (from the store's
    /// ``ItemVariationStore/scalars(for:)``), unrounded; 0 when the metric does not vary.
    public func delta(_ metric: Metric, of glyph: Int, scalars: [Double]) -> Double {
        if let map = map(for: metric) {
            guard let (outer, inner) = map.index(of: glyph) else { return 0 }
            return store.delta(outer: outer, inner: inner, scalars: scalars)
        }
        guard metric == .advanceHeight else { return 0 }
        return store.delta(outer: 0, inner: glyph, scalars: scalars)
    }
}

/// What an instance keeps of `VVAR`: every glyph's advance height (computed once, read as
/// `hmtx`'s varied advances are), and the table with its region scalars for the side bearing
/// and origin deltas, summed when asked for.
final class VerticalVariationInstance: Sendable {
    let advances: VariedAdvances
    let table: VerticalMetricsVariations
    let scalars: [Double]

    init(advances: [Int32], table: VerticalMetricsVariations, scalars: [Double]) {
        self.advances = VariedAdvances(advances)
        self.table = table
        self.scalars = scalars
    }

    /// The rounded delta (fontTools' otRound, as HarfBuzz and the instancer round them).
    func delta(_ metric: VerticalMetricsVariations.Metric, of glyph: Int) -> Int {
        guard table.varies(metric) else { return 0 }
        return FontInstancer.otRound(table.delta(metric, of: glyph, scalars: scalars))
    }
}
