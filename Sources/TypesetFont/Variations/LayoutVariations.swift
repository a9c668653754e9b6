// Variation deltas of the layout tables: VariationIndex tables resolved through GDEF's item
// variation store.
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#device-and-variationindex-tables
// https://learn.microsoft.com/en-us/typography/opentype/spec/gdef (version 1.3: itemVarStoreOffset)

/// `GDEF`'s item variation store at an instance: the deltas that `GPOS` value records and
/// anchors point to through VariationIndex tables (device tables of format 0x8000).
///
/// Region scalars are computed once, when the face's layout is prepared; a delta is then one
/// row of the store. Device tables of formats 1–3 (hinting deltas by pixel size) give 0, as they
/// do in HarfBuzz for an unscaled font.
public final class LayoutVariations: Sendable {
    let data: FontData
    let store: ItemVariationStore
    let scalars: [Double]

    init(data: FontData, store: ItemVariationStore, scalars: [Double]) {
        self.data = data
        self.store = store
        self.scalars = scalars
    }

    /// The delta of the device or VariationIndex table at absolute file offset `offset`, rounded
    /// half away from zero (HarfBuzz's rounding of a delta in font units); 0 for a device table
    /// of another format or one that does not fit in the file.
    public func delta(atFileOffset offset: Int) -> Int32 {
        guard offset >= 0, offset <= data.count - 6 else { return 0 }
        guard data.u16(unchecked: offset + 4) == 0x8000 else { return 0 }
        let outer = Int(data.u16(unchecked: offset)), inner = Int(data.u16(unchecked: offset + 2))
        let delta = store.delta(outer: outer, inner: inner, scalars: scalars)
        return Int32(clamping: Int(delta.rounded(.toNearestOrAwayFromZero).clamped(to: -2e9...2e9)))
    }
}

extension FontFace {
    /// The layout tables' variation deltas at this face's instance: `nil` for a static face, a
    /// face at its default instance, or a `GDEF` without an item variation store (version 1.3).
    public func layoutVariations() throws(FontError) -> LayoutVariations? {
        guard let variation, variation.coordinates.contains(where: { $0 != 0 }),
              let gdef = try directory.table(.gdef), gdef.length >= 18 else { return nil }
        let major = try gdef.u16(0), minor = try gdef.u16(2)
        guard major == 1, minor >= 3 else { return nil }
        let offset = Int(try gdef.u32(14))
        guard offset != 0 else { return nil }
        let store = try ItemVariationStore(gdef.slice(from: offset))
        return LayoutVariations(data: data, store: store, scalars: store.scalars(for: variation.coordinates))
    }
}
