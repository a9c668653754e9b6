// GDEF — Glyph Definition table: glyph classes, attachment points (not read), ligature caret
// list, mark attachment classes and mark glyph sets. Item variation store (1.3) not read.
// https://learn.microsoft.com/en-us/typography/opentype/spec/gdef

/// The glyph class a `GDEF` table assigns to a glyph.
public enum GlyphClass: Int, Sendable, Hashable {
    /// Not listed (class 0).
    case unassigned = 0
    /// A base glyph (single character, spacing glyph).
    case base = 1
    /// A ligature glyph (multiple characters, spacing glyph).
    case ligature = 2
    /// A mark glyph (non-spacing combining glyph).
    case mark = 3
    /// A component glyph (part of a single character, spacing glyph).
    case component = 4
}

/// A ligature caret: where a caret may stand inside a ligature glyph.
public enum LigatureCaret: Sendable, Hashable {
    /// Format 1 and 3: an x (horizontal) coordinate in font units (format 3's device table is
    /// not applied).
    case coordinate(Int)
    /// Format 2: an outline point index.
    case contourPoint(Int)
}

/// The `GDEF` table, read lazily: each lookup reads what it needs from the font's bytes.
public struct GlyphDefinitionTable: Sendable {
    public let majorVersion: Int, minorVersion: Int
    /// The glyph classes (empty when the table has none).
    public let glyphClasses: ClassDefinitionTable
    /// The mark attachment classes (empty when the table has none).
    public let markAttachmentClasses: ClassDefinitionTable
    let table: TableData
    let ligatureCaretListOffset: Int
    let markGlyphSetOffsets: PackedUInt16Array?
    let markGlyphSetsTable: TableData?

    /// Reads the header of a `GDEF` table.
    public init(_ table: TableData) throws(FontError) {
        let major = Int(try table.u16(0))
        let minor = Int(try table.u16(2))
        guard major == 1 else {
            throw table.error(.unsupportedFormat, at: 0, "GDEF major version \(major) is not 1")
        }
        self.table = table
        majorVersion = major
        minorVersion = minor
        glyphClasses = try table.classDefinition(offset16At: 4)
        ligatureCaretListOffset = Int(try table.u16(8))
        markAttachmentClasses = try table.classDefinition(offset16At: 10)
        if minor >= 2, case let offset = Int(try table.u16(12)), offset != 0 {
            let sets = try table.slice(from: offset)
            let format = try sets.u16(0)
            guard format == 1 else {
                throw sets.error(.unsupportedFormat, at: 0, "mark glyph sets format \(format) is not 1")
            }
            let count = Int(try sets.u16(2))
            // Offset32 each: read as pairs of 16-bit values.
            markGlyphSetOffsets = try PackedUInt16Array(sets, at: 4, count: count * 2)
            markGlyphSetsTable = sets
        } else {
            markGlyphSetOffsets = nil
            markGlyphSetsTable = nil
        }
    }

    /// The class of `glyph`.
    public func glyphClass(of glyph: GlyphID) -> GlyphClass {
        GlyphClass(rawValue: glyphClasses.classOf(glyph)) ?? .unassigned
    }

    /// The mark attachment class of `glyph` (0 when unlisted).
    public func markAttachmentClass(of glyph: GlyphID) -> Int { markAttachmentClasses.classOf(glyph) }

    /// Whether the table has glyph classes.
    public var hasGlyphClasses: Bool { glyphClasses.format != 0 }

    /// The number of mark glyph sets.
    public var markGlyphSetCount: Int { (markGlyphSetOffsets?.count ?? 0) / 2 }

    /// Mark glyph set `index`.
    public func markGlyphSet(at index: Int) throws(FontError) -> CoverageTable {
        guard let offsets = markGlyphSetOffsets, let sets = markGlyphSetsTable, index >= 0, index < markGlyphSetCount else {
            throw table.error(.outOfRange, at: 12, "mark glyph set \(index) is not below \(markGlyphSetCount)")
        }
        let offset = Int(offsets[index * 2]) << 16 | Int(offsets[index * 2 + 1])
        return try CoverageTable(sets, at: offset)
    }

    /// Whether `glyph` is in mark glyph set `index` (`false` when the set is absent or unreadable).
    public func markGlyphSet(_ index: Int, contains glyph: GlyphID) -> Bool {
        (try? markGlyphSet(at: index).contains(glyph)) ?? false
    }

    /// The ligature carets of `glyph`, in the order the font lists them (empty when the glyph
    /// has none or the table has no ligature caret list).
    public func ligatureCarets(of glyph: GlyphID) throws(FontError) -> [LigatureCaret] {
        guard ligatureCaretListOffset != 0 else { return [] }
        let list = try table.slice(from: ligatureCaretListOffset)
        let coverage = try list.coverage(offset16At: 0)
        guard let index = coverage.index(of: glyph) else { return [] }
        let offsets = try PackedUInt16Array(list, at: 4, count: Int(try list.u16(2)))
        guard index < offsets.count else {
            throw list.error(.invalidValue, at: 2, "coverage index \(index) has no ligature glyph table")
        }
        let ligature = try list.slice(from: Int(offsets[index]))
        let carets = try PackedUInt16Array(ligature, at: 2, count: Int(try ligature.u16(0)))
        var result: [LigatureCaret] = []
        result.reserveCapacity(carets.count)
        for offset in carets {
            let caret = try ligature.slice(from: Int(offset))
            switch try caret.u16(0) {
            case 1, 3: result.append(.coordinate(Int(try caret.i16(2))))
            case 2: result.append(.contourPoint(Int(try caret.u16(2))))
            case let format:
                throw caret.error(.unsupportedFormat, at: 0, "caret value format \(format) is not 1, 2 or 3")
            }
        }
        return result
    }
}
