// STAT: https://learn.microsoft.com/en-us/typography/opentype/spec/stat

/// A design axis of the `STAT` table: an axis a font family varies along (every axis of `fvar`,
/// and axes such as `ital` that a family of static fonts varies along).
public struct StyleAxis: Sendable, Hashable {
    /// The axis tag.
    public let tag: Tag
    /// The `name` id of the axis's name, and the name when the `name` table has it.
    public let nameID: Int
    public let name: String?
    /// The order of the axis in composed style names (lower first).
    public let ordering: Int
}

/// One `STAT` axis value: a name for a value (or range) of one axis, or for a combination of
/// values on several axes (format 4), used to compose style names ("Semi Bold Condensed").
public struct StyleAxisValue: Sendable, Hashable {
    /// The record's format: 1 (a value), 2 (a value with a range), 3 (a value linked to another,
    /// such as Regular to Bold), 4 (values on several axes).
    public let format: Int
    /// The values: (axis index into ``StyleAttributesTable/axes``, value); one for formats 1–3.
    public let values: [(axis: Int, value: Double)]
    /// Format 2: the range the name applies to (`nil` otherwise).
    public let range: ClosedRange<Double>?
    /// Format 3: the linked value (`nil` otherwise).
    public let linkedValue: Double?
    /// Flags: bit 0 OLDER_SIBLING_FONT_ATTRIBUTE, bit 1 ELIDABLE_AXIS_VALUE_NAME.
    public let flags: UInt16
    /// The `name` id of the value's name, and the name when the `name` table has it.
    public let nameID: Int
    public let name: String?

    /// Whether the name is left out of composed style names ("Regular" in "Bold", flag bit 1).
    public var isElidable: Bool { flags & 2 != 0 }

    public static func == (a: StyleAxisValue, b: StyleAxisValue) -> Bool {
        a.format == b.format && a.values.map(\.axis) == b.values.map(\.axis) && a.values.map(\.value) == b.values.map(\.value)
            && a.range == b.range && a.linkedValue == b.linkedValue && a.flags == b.flags && a.nameID == b.nameID && a.name == b.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(nameID)
        for (axis, value) in values { hasher.combine(axis); hasher.combine(value) }
    }
}

/// The style attributes table (`STAT`): the design axes of a family and names for values on them.
///
/// Versions 1.0–1.2 are read (1.1 adds the elided fallback name id, 1.2 axis value format 4).
/// Design axis records are read at the size the header gives (`designAxisSize`, at least 8
/// bytes); an axis value whose format is unknown, or whose record runs past the table, is left
/// out, as HarfBuzz's sanitizer drops it. At most ``maxAxisValueCount`` values are read.
public struct StyleAttributesTable: Sendable {
    /// The design axes, in table order (axis values refer to them by index).
    public let axes: [StyleAxis]
    /// The axis values that could be read, in table order.
    public let values: [StyleAxisValue]
    /// The `name` id used when every axis value name of an instance is elided (version 1.1;
    /// 2, "Regular", for version 1.0 as the specification recommends).
    public let elidedFallbackNameID: Int

    /// The largest number of axis values read.
    public static let maxAxisValueCount = 4096

    /// Parses the table; `names` resolves name ids.
    public init(_ table: TableData, names: NameTable? = nil) throws(FontError) {
        let major = try table.u16(0)
        let minor = try table.u16(2)
        guard major == 1 else { throw table.error(.unsupportedFormat, at: 0, "STAT major version \(major) is not 1") }
        let axisSize = Int(try table.u16(4))
        let axisCount = Int(try table.u16(6))
        let axesOffset = Int(try table.u32(8))
        let valueCount = min(Int(try table.u16(12)), StyleAttributesTable.maxAxisValueCount)
        let valueOffsetsOffset = Int(try table.u32(14))
        elidedFallbackNameID = minor >= 1 ? Int(try table.u16(18)) : 2
        var axes: [StyleAxis] = []
        if axisCount > 0 {
            guard axisSize >= 8 else { throw table.error(.invalidValue, at: 4, "design axis records of \(axisSize) bytes (8 needed)") }
            guard table.contains(axesOffset, axisCount * axisSize) else {
                throw table.error(.truncated, at: axesOffset, "\(axisCount) design axis records run past the end of the table")
            }
            axes.reserveCapacity(axisCount)
            for index in 0..<axisCount {
                let base = axesOffset + index * axisSize
                let nameID = Int(try table.u16(base + 4))
                axes.append(StyleAxis(tag: try table.tag(base), nameID: nameID, name: names?.string(for: nameID),
                                      ordering: Int(try table.u16(base + 6))))
            }
        }
        self.axes = axes
        var values: [StyleAxisValue] = []
        if valueCount > 0 {
            guard table.contains(valueOffsetsOffset, valueCount * 2) else {
                throw table.error(.truncated, at: valueOffsetsOffset, "\(valueCount) axis value offsets run past the end of the table")
            }
            for index in 0..<valueCount {
                // Offsets are from the start of the offsets array.
                let offset = valueOffsetsOffset + Int(try table.u16(valueOffsetsOffset + index * 2))
                if let value = try? StyleAttributesTable.axisValue(table, at: offset, names: names) { values.append(value) }
            }
        }
        self.values = values
    }

    static func axisValue(_ table: TableData, at offset: Int, names: NameTable?) throws(FontError) -> StyleAxisValue? {
        let format = Int(try table.u16(offset))
        switch format {
        case 1, 2, 3:
            let axis = Int(try table.u16(offset + 2))
            let flags = try table.u16(offset + 4)
            let nameID = Int(try table.u16(offset + 6))
            let value = try table.fixed(offset + 8)
            var range: ClosedRange<Double>? = nil
            var linked: Double? = nil
            if format == 2 {
                let low = try table.fixed(offset + 12), high = try table.fixed(offset + 16)
                range = min(low, high)...max(low, high)
            } else if format == 3 {
                linked = try table.fixed(offset + 12)
            }
            return StyleAxisValue(format: format, values: [(axis, value)], range: range, linkedValue: linked, flags: flags,
                                  nameID: nameID, name: names?.string(for: nameID))
        case 4:
            let count = Int(try table.u16(offset + 2))
            let flags = try table.u16(offset + 4)
            let nameID = Int(try table.u16(offset + 6))
            guard table.contains(offset + 8, count * 6) else { return nil }
            var values: [(axis: Int, value: Double)] = []
            values.reserveCapacity(count)
            for index in 0..<count {
                let base = offset + 8 + index * 6
                values.append((Int(try table.u16(base)), try table.fixed(base + 2)))
            }
            return StyleAxisValue(format: 4, values: values, range: nil, linkedValue: nil, flags: flags,
                                  nameID: nameID, name: names?.string(for: nameID))
        default:
            return nil
        }
    }

    /// The names of the axis values that describe the location `settings` give (user
    /// coordinates; axes the settings leave out are not matched): for each design axis in
    /// ``StyleAxis/ordering`` order, the first format 1–3 value equal to the axis's setting (format
    /// 2: whose range holds it), and before them any format 4 value whose every axis matches;
    /// elidable names left out. A helper for naming an instance; not what Core Text reports.
    public func names(at settings: [VariationSetting]) -> [String] {
        func setting(_ axis: Int) -> Double? {
            guard axis >= 0, axis < axes.count else { return nil }
            return settings.last(where: { $0.tag == axes[axis].tag })?.value
        }
        var out: [String] = []
        var covered: Set<Int> = []
        for value in values where value.format == 4 && !value.values.isEmpty
            && value.values.allSatisfy({ setting($0.axis) == $0.value }) {
            value.values.forEach { covered.insert($0.axis) }
            if !value.isElidable, let name = value.name { out.append(name) }
        }
        for axis in axes.indices.sorted(by: { (axes[$0].ordering, $0) < (axes[$1].ordering, $1) }) where !covered.contains(axis) {
            guard let wanted = setting(axis) else { continue }
            let match = values.first { value in
                guard value.format != 4, value.values.first?.axis == axis else { return false }
                if let range = value.range { return range.contains(wanted) }
                return value.values.first?.value == wanted
            }
            if let match, !match.isElidable, let name = match.name { out.append(name) }
        }
        return out
    }
}

extension FontFace {
    /// The `STAT` table with names from `name`, or `nil` when the face has none.
    public func styleAttributes() throws(FontError) -> StyleAttributesTable? {
        guard let table = try directory.table("STAT") else { return nil }
        return try StyleAttributesTable(table, names: try? names())
    }
}
