// fvar: https://learn.microsoft.com/en-us/typography/opentype/spec/fvar

/// A named instance of a variable font (an `fvar` instance record).
public struct NamedInstance: Sendable, Hashable {
    /// The `name` id of the instance's subfamily name ("Bold", "Light Italic").
    public let subfamilyNameID: Int
    /// The subfamily name from the `name` table, when it has one.
    public let name: String?
    /// The `name` id of the instance's PostScript name, when the record has one (0xFFFF and
    /// absent fields read as `nil`).
    public let postScriptNameID: Int?
    /// The instance's user coordinates, one per axis in `fvar` order.
    public let coordinates: [Double]
}

/// The `fvar` table: the axes of a variable font and its named instances.
///
/// Axis and instance records are read where the header says they are (`axisSize` and
/// `instanceSize` are honoured, so records may grow in later versions). Names are looked up in
/// the `name` table when one is given.
public struct FontVariationsTable: Sendable {
    /// The axes, in table order (the order of normalized coordinates everywhere).
    public let axes: [VariationAxis]
    /// The named instances, in table order.
    public let instances: [NamedInstance]

    /// Largest number of axes read (the format allows 65,535; real fonts have a handful).
    public static let maxAxisCount = 64

    /// Parses the table; `names` resolves the axis and instance name ids.
    public init(_ table: TableData, names: NameTable? = nil) throws(FontError) {
        let major = try table.u16(0)
        guard major == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "fvar major version \(major) is not 1")
        }
        let axesOffset = Int(try table.u16(4))
        let axisCount = Int(try table.u16(8))
        let axisSize = Int(try table.u16(10))
        let instanceCount = Int(try table.u16(12))
        let instanceSize = Int(try table.u16(14))
        guard axisCount <= FontVariationsTable.maxAxisCount else {
            throw table.error(.limitExceeded, at: 8, "\(axisCount) axes (at most \(FontVariationsTable.maxAxisCount) are read)")
        }
        guard axisSize >= 20 else {
            throw table.error(.invalidValue, at: 10, "axis records of \(axisSize) bytes (20 needed)")
        }
        guard table.contains(axesOffset, axisCount * axisSize) else {
            throw table.error(.truncated, at: axesOffset, "\(axisCount) axis records run past the end of the table")
        }
        var axes: [VariationAxis] = []
        axes.reserveCapacity(axisCount)
        for index in 0..<axisCount {
            let base = axesOffset + index * axisSize
            let fixedDefault = try table.i32(base + 8)
            let fixedMin = min(try table.i32(base + 4), fixedDefault)
            let fixedMax = max(try table.i32(base + 12), fixedDefault)
            let nameID = Int(try table.u16(base + 18))
            axes.append(VariationAxis(tag: try table.tag(base), minValue: Double(fixedMin) / 65536,
                                      defaultValue: Double(fixedDefault) / 65536, maxValue: Double(fixedMax) / 65536,
                                      flags: try table.u16(base + 16), nameID: nameID, name: names?.string(for: nameID),
                                      fixedMin: fixedMin, fixedDefault: fixedDefault, fixedMax: fixedMax))
        }
        self.axes = axes
        // Instance records follow the axes; a record holds the subfamily name id, flags, one
        // 16.16 coordinate per axis and, when the record is 2 bytes longer, a PostScript name id.
        var instances: [NamedInstance] = []
        let instancesOffset = axesOffset + axisCount * axisSize
        let coordinatesSize = 4 + axisCount * 4
        if instanceSize >= coordinatesSize {
            let readable = min(instanceCount, max(0, (table.length - instancesOffset) / max(instanceSize, 1)))
            instances.reserveCapacity(readable)
            for index in 0..<readable {
                let base = instancesOffset + index * instanceSize
                let subfamily = Int(try table.u16(base))
                var coordinates: [Double] = []
                coordinates.reserveCapacity(axisCount)
                for axis in 0..<axisCount {
                    coordinates.append(try table.fixed(base + 4 + axis * 4))
                }
                var postScript: Int? = nil
                if instanceSize >= coordinatesSize + 2 {
                    let id = Int(try table.u16(base + coordinatesSize))
                    if id != 0xFFFF { postScript = id }
                }
                instances.append(NamedInstance(subfamilyNameID: subfamily, name: names?.string(for: subfamily),
                                               postScriptNameID: postScript, coordinates: coordinates))
            }
        }
        self.instances = instances
    }

    /// The user coordinates of named instance `instance` (one of ``instances``), one setting per
    /// axis in `fvar` order: what ``FontFace/instance(_:)`` takes to make the face at it.
    public func settings(of instance: NamedInstance) -> [VariationSetting] {
        zip(axes, instance.coordinates).map { VariationSetting($0.tag, $1) }
    }
}
