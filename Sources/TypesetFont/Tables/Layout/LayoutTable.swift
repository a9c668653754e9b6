// The header shared by GSUB and GPOS and the lists it points to: ScriptList, Script, LangSys,
// FeatureList, Feature, LookupList and Lookup (with lookup flags and mark filtering sets).
// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2
// https://learn.microsoft.com/en-us/typography/opentype/spec/gsub#gsub-header

/// The common part of a `GSUB` or `GPOS` table: its script, feature and lookup lists.
///
/// Lazy and zero-copy: the header is checked when the value is made; each list entry is read and
/// checked when asked for.
public struct LayoutTable: Sendable {
    /// The whole table.
    public let table: TableData
    /// Major and minor version (1.0 or 1.1).
    public let majorVersion: Int, minorVersion: Int
    /// The scripts and their language systems.
    public let scripts: ScriptList
    /// The features.
    public let features: FeatureList
    /// The lookups.
    public let lookups: LookupList
    /// Offset of the FeatureVariations table (version 1.1), or 0 (see ``featureVariations()``).
    public let featureVariationsOffset: Int

    /// Reads the header of a `GSUB` or `GPOS` table.
    public init(_ table: TableData) throws(FontError) {
        let major = Int(try table.u16(0))
        let minor = Int(try table.u16(2))
        guard major == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "\(table.tag) major version \(major) is not 1")
        }
        self.table = table
        majorVersion = major
        minorVersion = minor
        scripts = try ScriptList(try table.subtable(offset16At: 4))
        features = try FeatureList(try table.subtable(offset16At: 6))
        lookups = try LookupList(try table.subtable(offset16At: 8))
        featureVariationsOffset = minor >= 1 ? Int(try table.u32(10)) : 0
    }
}

/// A list of tagged records (`tag`, 16-bit offset), sorted by tag in well-formed fonts.
struct TaggedRecords: Sendable {
    let table: TableData
    /// Offset of the first record.
    let first: Int
    let count: Int

    init(_ table: TableData, countAt position: Int) throws(FontError) {
        let count = Int(try table.u16(position))
        guard table.contains(position + 2, count * 6) else {
            throw table.error(.truncated, at: position, "\(count) tagged records run past the end of the table")
        }
        self.table = table
        first = position + 2
        self.count = count
    }

    func tag(at index: Int) -> Tag {
        guard index >= 0, index < count else { return Tag(rawValue: 0) }
        return Tag(rawValue: table.u32Unchecked(first + index * 6))
    }

    func offset(at index: Int) -> Int {
        guard index >= 0, index < count else { return 0 }
        return Int(table.u16Unchecked(first + index * 6 + 4))
    }

    /// The first index whose tag is `tag` (a linear scan: lists are short and not always sorted).
    func index(of tag: Tag) -> Int? {
        for index in 0..<count where self.tag(at: index) == tag { return index }
        return nil
    }
}

/// The ScriptList: script tags and their Script tables.
public struct ScriptList: Sendable {
    let records: TaggedRecords

    init(_ table: TableData) throws(FontError) { records = try TaggedRecords(table, countAt: 0) }

    /// The number of scripts.
    public var count: Int { records.count }
    /// The tag of script `index`.
    public func tag(at index: Int) -> Tag { records.tag(at: index) }
    /// The index of the script tagged `tag`.
    public func index(of tag: Tag) -> Int? { records.index(of: tag) }
    /// Script `index`.
    public func script(at index: Int) throws(FontError) -> Script {
        guard index >= 0, index < count else {
            throw records.table.error(.outOfRange, at: 0, "script index \(index) is not below \(count)")
        }
        return try Script(try records.table.slice(from: records.offset(at: index)))
    }
    /// The script tagged `tag`, or `nil` when the list has none.
    public func script(_ tag: Tag) throws(FontError) -> Script? {
        guard let index = index(of: tag) else { return nil }
        return try script(at: index)
    }
}

/// A Script table: a default language system and tagged language systems.
public struct Script: Sendable {
    let table: TableData
    let records: TaggedRecords

    init(_ table: TableData) throws(FontError) {
        self.table = table
        _ = try table.u16(0)
        records = try TaggedRecords(table, countAt: 2)
    }

    /// The default language system, when the script has one.
    public func defaultLanguageSystem() throws(FontError) -> LanguageSystem? {
        let offset = Int(try table.u16(0))
        return offset == 0 ? nil : try LanguageSystem(try table.slice(from: offset))
    }
    /// The number of tagged language systems.
    public var languageSystemCount: Int { records.count }
    /// The tag of language system `index`.
    public func languageSystemTag(at index: Int) -> Tag { records.tag(at: index) }
    /// Language system `index`.
    public func languageSystem(at index: Int) throws(FontError) -> LanguageSystem {
        guard index >= 0, index < records.count else {
            throw table.error(.outOfRange, at: 2, "language system index \(index) is not below \(records.count)")
        }
        return try LanguageSystem(try table.slice(from: records.offset(at: index)))
    }
    /// The language system tagged `tag`, or `nil` when the script has none.
    public func languageSystem(_ tag: Tag) throws(FontError) -> LanguageSystem? {
        guard let index = records.index(of: tag) else { return nil }
        return try languageSystem(at: index)
    }
}

/// A LangSys table: the features of one language system of one script.
public struct LanguageSystem: Sendable {
    /// The index of the required feature, or `nil` (0xFFFF in the font).
    public let requiredFeatureIndex: Int?
    /// The indices (into the FeatureList) of the language system's features.
    public let featureIndices: PackedUInt16Array

    init(_ table: TableData) throws(FontError) {
        let required = Int(try table.u16(2))
        requiredFeatureIndex = required == 0xFFFF ? nil : required
        featureIndices = try PackedUInt16Array(table, at: 6, count: Int(try table.u16(4)))
    }
}

/// The FeatureList: feature tags and their Feature tables.
public struct FeatureList: Sendable {
    let records: TaggedRecords

    init(_ table: TableData) throws(FontError) { records = try TaggedRecords(table, countAt: 0) }

    /// The number of features.
    public var count: Int { records.count }
    /// The tag of feature `index`.
    public func tag(at index: Int) -> Tag { records.tag(at: index) }
    /// Feature `index`.
    public func feature(at index: Int) throws(FontError) -> Feature {
        guard index >= 0, index < count else {
            throw records.table.error(.outOfRange, at: 0, "feature index \(index) is not below \(count)")
        }
        return try Feature(try records.table.slice(from: records.offset(at: index)))
    }
}

/// A Feature table: the lookups of one feature.
public struct Feature: Sendable {
    /// Offset of the feature parameters (`size`, `ssXX`, `cvXX`), or 0.
    public let featureParamsOffset: Int
    /// The indices (into the LookupList) of the feature's lookups.
    public let lookupIndices: PackedUInt16Array

    init(_ table: TableData) throws(FontError) {
        featureParamsOffset = Int(try table.u16(0))
        lookupIndices = try PackedUInt16Array(table, at: 4, count: Int(try table.u16(2)))
    }
}

/// The LookupList.
public struct LookupList: Sendable {
    let lookups: OffsetArray

    init(_ table: TableData) throws(FontError) { lookups = try OffsetArray(table, countAt: 0) }

    /// The number of lookups.
    public var count: Int { lookups.count }
    /// Lookup `index`.
    public func lookup(at index: Int) throws(FontError) -> Lookup {
        try Lookup(try lookups.table(at: index, "lookup"))
    }
}

/// The flags of a lookup: which glyphs it skips, and the direction of cursive attachment.
/// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2#lookupFlags
public struct LookupFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Cursive attachment runs right to left (the last glyph is on the baseline).
    public static let rightToLeft = LookupFlags(rawValue: 0x0001)
    /// Skip base glyphs (GDEF class 1).
    public static let ignoreBaseGlyphs = LookupFlags(rawValue: 0x0002)
    /// Skip ligatures (GDEF class 2).
    public static let ignoreLigatures = LookupFlags(rawValue: 0x0004)
    /// Skip marks (GDEF class 3).
    public static let ignoreMarks = LookupFlags(rawValue: 0x0008)
    /// Skip marks outside the lookup's mark filtering set.
    public static let useMarkFilteringSet = LookupFlags(rawValue: 0x0010)

    /// Skip marks whose mark attachment class differs from this one (0: no such filter).
    public var markAttachmentType: Int { Int(rawValue >> 8) }
}

/// A Lookup table: type, flags, subtables and mark filtering set.
public struct Lookup: Sendable {
    let table: TableData
    /// The lookup type as written (7 in GSUB and 9 in GPOS are extensions; each subtable
    /// reports its real type).
    public let type: Int
    /// The lookup flags.
    public let flags: LookupFlags
    /// The offsets of the subtables.
    let subtableOffsets: PackedUInt16Array
    /// The mark filtering set (an index into GDEF's mark glyph sets) when the flags use one.
    public let markFilteringSet: Int?

    init(_ table: TableData) throws(FontError) {
        self.table = table
        type = Int(try table.u16(0))
        flags = LookupFlags(rawValue: try table.u16(2))
        let count = Int(try table.u16(4))
        subtableOffsets = try PackedUInt16Array(table, at: 6, count: count)
        markFilteringSet = flags.contains(.useMarkFilteringSet) ? Int(try table.u16(6 + count * 2)) : nil
    }

    /// The number of subtables.
    public var subtableCount: Int { subtableOffsets.count }

    /// Subtable `index` with its lookup type, following an extension subtable (type
    /// `extensionType`: 7 in GSUB, 9 in GPOS) to the subtable it wraps.
    public func subtable(at index: Int, extensionType: Int) throws(FontError) -> LookupSubtable {
        guard index >= 0, index < subtableCount else {
            throw table.error(.outOfRange, at: 4, "subtable index \(index) is not below \(subtableCount)")
        }
        let subtable = try table.slice(from: Int(subtableOffsets[index]))
        guard type == extensionType else { return LookupSubtable(type: type, table: subtable) }
        // Extension format 1: format, extensionLookupType, Offset32 from the extension subtable.
        let format = try subtable.u16(0)
        guard format == 1 else {
            throw subtable.error(.unsupportedFormat, at: 0, "extension subtable format \(format) is not 1")
        }
        let wrapped = Int(try subtable.u16(2))
        guard wrapped != extensionType else {
            throw subtable.error(.invalidValue, at: 2, "an extension subtable wraps another extension")
        }
        return LookupSubtable(type: wrapped, table: try subtable.slice(from: Int(try subtable.u32(4))))
    }
}

/// One subtable of a lookup, with its real type (after an extension subtable).
public struct LookupSubtable: Sendable {
    /// The lookup type of the subtable (never the extension type).
    public let type: Int
    /// The subtable's bytes.
    public let table: TableData
    /// The subtable's format (its first 16-bit value), 0 when it is empty.
    public var format: Int { Int((try? table.u16(0)) ?? 0) }
}

/// The subtable types that are read from their bytes alone (every GSUB and GPOS subtable type).
protocol LayoutSubtableReadable: Sendable {
    init(_ table: TableData) throws(FontError)
}

/// Reads a subtable and wraps it in a case of ``SubstitutionSubtable`` or ``PositioningSubtable``.
typealias SubtableReader<Decoded> = @Sendable (TableData) throws(FontError) -> Decoded

/// The reader that reads a `Subtable` and wraps it with `wrap` (an enum case).
func reading<Subtable: LayoutSubtableReadable, Decoded>(
    _ wrap: @escaping @Sendable (Subtable) -> Decoded
) -> SubtableReader<Decoded> {
    { table throws(FontError) in wrap(try Subtable(table)) }
}

extension LookupSubtable {
    /// The subtable read by the reader of its lookup type; a typed error names `tableName` and
    /// the types 1 to `lastType` when `readers` has none for it.
    func decoded<Decoded>(by readers: [Int: SubtableReader<Decoded>], in tableName: String, lastType: Int) throws(FontError) -> Decoded {
        guard let read = readers[type] else {
            throw table.error(.unsupportedFormat, at: 0, "\(tableName) lookup type \(type) is not 1 to \(lastType)")
        }
        return try read(table)
    }
}

/// A SequenceLookupRecord: apply lookup `lookupIndex` at input position `sequenceIndex`.
public struct SequenceLookupRecord: Sendable, Hashable {
    /// The position in the input sequence (0 = first input glyph).
    public let sequenceIndex: Int
    /// The lookup to apply there.
    public let lookupIndex: Int
}

/// A run of SequenceLookupRecords, read in place.
public struct SequenceLookupRecords: RandomAccessCollection, Sendable {
    let values: PackedUInt16Array

    init(_ table: TableData, at offset: Int, count: Int) throws(FontError) {
        values = try PackedUInt16Array(table, at: offset, count: count &* 2)
    }

    /// Records from their values (two per record).
    init(_ values: PackedUInt16Array) { self.values = values }

    public var startIndex: Int { 0 }
    public var endIndex: Int { values.count / 2 }
    public subscript(position: Int) -> SequenceLookupRecord {
        SequenceLookupRecord(sequenceIndex: Int(values[position &* 2]), lookupIndex: Int(values[position &* 2 &+ 1]))
    }
}
