// fvar axis records: https://learn.microsoft.com/en-us/typography/opentype/spec/fvar#variationaxisrecord

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
    package let fixedMin: Int32, fixedDefault: Int32, fixedMax: Int32

    /// An axis from its record's values (the `fvar` reader makes them).
    package init(tag: Tag, minValue: Double, defaultValue: Double, maxValue: Double, flags: UInt16, nameID: Int, name: String?,
                 fixedMin: Int32, fixedDefault: Int32, fixedMax: Int32) {
        self.tag = tag
        self.minValue = minValue
        self.defaultValue = defaultValue
        self.maxValue = maxValue
        self.flags = flags
        self.nameID = nameID
        self.name = name
        self.fixedMin = fixedMin
        self.fixedDefault = fixedDefault
        self.fixedMax = fixedMax
    }

    /// Whether the axis should be hidden from user interfaces (flag bit 0).
    public var isHidden: Bool { flags & 1 != 0 }
}
