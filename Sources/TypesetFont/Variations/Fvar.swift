// fvar: https://learn.microsoft.com/en-us/typography/opentype/spec/fvar

/// One axis of a variable font's design space (an `fvar` axis record), in user coordinates.
public struct VariationAxis: Sendable, Hashable {
    /// The axis tag (`wght`, `wdth`, `opsz`, `slnt`, `ital` or a private tag).
    public let tag: Tag
    /// The smallest value, the default and the largest value, in user coordinates.
    public let minValue: Double
    public let defaultValue: Double
    public let maxValue: Double
    /// Axis flags (bit 0: hidden from user interfaces).
    public let flags: UInt16
    /// The `name` id of the axis's name.
    public let nameID: Int
    /// The axis's name from the `name` table, when it has one.
    public let name: String?
    /// The same three values as 16.16 fixed-point numbers, as stored (normalization works on
    /// these). `fixedMin <= fixedDefault <= fixedMax` always holds: an axis whose record
    /// contradicts it is read with its minimum and maximum clamped to the default, as FreeType
    /// and HarfBuzz read it.
    let fixedMin: Int32, fixedDefault: Int32, fixedMax: Int32

    /// Whether the axis should be hidden from user interfaces (flag bit 0).
    public var isHidden: Bool { flags & 1 != 0 }
}

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
}

/// One axis value set by a user: `wght=650`.
public struct VariationSetting: Sendable, Hashable, CustomStringConvertible {
    /// The axis tag.
    public var tag: Tag
    /// The value in user coordinates (clamped to the axis's range when applied).
    public var value: Double

    /// Creates a setting.
    public init(_ tag: Tag, _ value: Double) {
        self.tag = tag
        self.value = value
    }

    public var description: String { "\(tag.description.trimmingSpaces)=\(NumberFormatting.plain(value))" }

    /// Parses `wght=650,opsz=17` (also `wght:650`, separated by commas or spaces), HarfBuzz's
    /// and CSS `font-variation-settings`' shorthand. A tag shorter than four characters is
    /// padded with spaces; a later setting of the same axis wins.
    public static func parseList(_ text: String) -> Result<[VariationSetting], VariationSettingError> {
        var settings: [VariationSetting] = []
        for piece in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
            let parts = piece.split(maxSplits: 1, whereSeparator: { $0 == "=" || $0 == ":" })
            guard parts.count == 2 else { return .failure(VariationSettingError(text: String(piece), reason: "expected TAG=VALUE")) }
            var tagText = String(parts[0])
            if tagText.count >= 2, tagText.first == tagText.last, tagText.first == "\"" || tagText.first == "'" {
                tagText = String(tagText.dropFirst().dropLast())
            }
            guard (1...4).contains(tagText.utf8.count), tagText.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
                return .failure(VariationSettingError(text: String(piece), reason: "an axis tag is 1 to 4 printable ASCII characters"))
            }
            guard let value = Double(parts[1]), value.isFinite else {
                return .failure(VariationSettingError(text: String(piece), reason: "the value must be a number"))
            }
            let tag = Tag(tagText)
            settings.removeAll { $0.tag == tag }
            settings.append(VariationSetting(tag, value))
        }
        return .success(settings)
    }
}

/// Why a variation setting list could not be read.
public struct VariationSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The piece that failed.
    public let text: String
    /// What was wrong with it.
    public let reason: String
    public var description: String { "'\(text)': \(reason)" }
}

extension String {
    /// The string without trailing spaces (tags are padded with them).
    var trimmingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// Plain decimal text for a user coordinate (no exponent, no trailing zeros).
enum NumberFormatting {
    static func plain(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
