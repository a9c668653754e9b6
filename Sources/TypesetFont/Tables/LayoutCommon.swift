/// An OpenType layout Coverage table: the sorted set of glyphs a subtable applies to, each with
/// its coverage index.
///
/// The array or range records are checked to lie inside the table when the coverage is read, so
/// lookups use unchecked reads and never fail.
public struct CoverageTable: Sendable {
    /// 1 (glyph array) or 2 (range records).
    public let format: Int
    /// The number of glyphs (format 1) or ranges (format 2).
    public let count: Int
    let table: TableData

    /// Reads the coverage table at `offset` of `table`.
    public init(_ table: TableData, at offset: Int) throws(FontError) {
        let window = try table.slice(from: offset)
        let format = Int(try window.u16(0))
        let count = Int(try window.u16(2))
        let size: Int
        switch format {
        case 1: size = 2
        case 2: size = 6
        default:
            throw window.error(.unsupportedFormat, at: 0, "coverage format \(format) is neither 1 nor 2")
        }
        guard window.contains(4, count * size) else {
            throw window.error(.truncated, at: 2, "coverage of \(count) records runs past the end of the table")
        }
        self.format = format
        self.count = count
        self.table = window
    }

    /// The coverage index of `glyph`, or `nil` when the glyph is not covered.
    @inline(__always)
    public func index(of glyph: GlyphID) -> Int? {
        var low = 0
        var high = count
        if format == 1 {
            while low < high {
                let middle = (low + high) >> 1
                let value = table.u16Unchecked(4 + middle * 2)
                if value < glyph {
                    low = middle + 1
                } else if value > glyph {
                    high = middle
                } else {
                    return middle
                }
            }
            return nil
        }
        // The first range whose end is >= glyph.
        while low < high {
            let middle = (low + high) >> 1
            if table.u16Unchecked(4 + middle * 6 + 2) < glyph { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return nil }
        let record = 4 + low * 6
        let start = table.u16Unchecked(record)
        guard start <= glyph else { return nil }
        return Int(table.u16Unchecked(record + 4)) + Int(glyph - start)
    }

    /// Whether `glyph` is covered.
    @inline(__always)
    public func contains(_ glyph: GlyphID) -> Bool { index(of: glyph) != nil }
}

/// An OpenType layout Class Definition table: a class for every glyph (0 when unlisted).
///
/// Records are checked at construction; lookups never fail.
public struct ClassDefinitionTable: Sendable {
    /// 1 (class array from a start glyph) or 2 (class ranges); 0 for an absent table (all class 0).
    public let format: Int
    let count: Int
    let startGlyph: Int
    let table: TableData?

    /// A table that puts every glyph in class 0 (for a null offset).
    public static let empty = ClassDefinitionTable()

    private init() {
        format = 0
        count = 0
        startGlyph = 0
        table = nil
    }

    /// Reads the class definition at `offset` of `table`.
    public init(_ table: TableData, at offset: Int) throws(FontError) {
        let window = try table.slice(from: offset)
        let format = Int(try window.u16(0))
        switch format {
        case 1:
            startGlyph = Int(try window.u16(2))
            count = Int(try window.u16(4))
            guard window.contains(6, count * 2) else {
                throw window.error(.truncated, at: 4, "class array of \(count) glyphs runs past the end of the table")
            }
        case 2:
            startGlyph = 0
            count = Int(try window.u16(2))
            guard window.contains(4, count * 6) else {
                throw window.error(.truncated, at: 2, "\(count) class ranges run past the end of the table")
            }
        default:
            throw window.error(.unsupportedFormat, at: 0, "class definition format \(format) is neither 1 nor 2")
        }
        self.format = format
        self.table = window
    }

    /// Reads the class definition at `offset`, or the empty one when `offset` is 0.
    static func optional(_ table: TableData, at offset: Int) throws(FontError) -> ClassDefinitionTable {
        offset == 0 ? .empty : try ClassDefinitionTable(table, at: offset)
    }

    /// The class of `glyph` (0 when the table does not list it).
    @inline(__always)
    public func classOf(_ glyph: GlyphID) -> Int {
        guard let table else { return 0 }
        if format == 1 {
            let index = Int(glyph) - startGlyph
            guard index >= 0, index < count else { return 0 }
            return Int(table.u16Unchecked(6 + index * 2))
        }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) >> 1
            if table.u16Unchecked(4 + middle * 6 + 2) < glyph { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return 0 }
        let record = 4 + low * 6
        guard table.u16Unchecked(record) <= glyph else { return 0 }
        return Int(table.u16Unchecked(record + 4))
    }
}
