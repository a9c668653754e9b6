// OpenType Layout common table formats: https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2

/// An OpenType layout Coverage table: the sorted set of glyphs a subtable applies to, each with
/// its coverage index.
///
/// The array or range records are checked to lie inside the table when the coverage is read, so
/// lookups use unchecked reads and never fail.
public struct CoverageTable: Sendable {
    /// 1 (glyph array) or 2 (range records).
    public var format: Int { raw.format }
    /// The number of glyphs (format 1) or ranges (format 2).
    public var count: Int { raw.count }
    let data: FontData
    /// The validated layout, for hot loops that read through a raw pointer.
    package let raw: RawCoverage

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
        data = window.data
        raw = RawCoverage(start: window.start, format: format, count: count)
    }

    /// The coverage index of `glyph`, or `nil` when the glyph is not covered.
    public func index(of glyph: GlyphID) -> Int? {
        guard let base = data.storage.base.baseAddress else { return nil }
        return raw.index(of: glyph, base)
    }

    /// Whether `glyph` is covered.
    public func contains(_ glyph: GlyphID) -> Bool { index(of: glyph) != nil }

    /// Sets bit `g` of `bits` (64 glyphs per element) for every covered glyph `g` the bits
    /// have room for.
    public func markCovered(in bits: inout [UInt64]) {
        guard let base = data.storage.base.baseAddress else { return }
        raw.markCovered(in: &bits, base)
    }

    /// Calls `body` with every covered glyph below `limit`, in the table's order.
    public func forEachGlyph(below limit: Int, _ body: (GlyphID) -> Void) {
        guard let base = data.storage.base.baseAddress else { return }
        if raw.format == 1 {
            for index in 0..<max(0, raw.count) {
                let glyph = Int(bigEndian16(base, raw.start + 4 + index * 2))
                if glyph < limit { body(GlyphID(truncatingIfNeeded: glyph)) }
            }
        } else {
            for index in 0..<max(0, raw.count) {
                let first = Int(bigEndian16(base, raw.start + 4 + index * 6))
                let last = min(Int(bigEndian16(base, raw.start + 6 + index * 6)), limit - 1)
                guard first <= last else { continue }
                for glyph in first...last { body(GlyphID(truncatingIfNeeded: glyph)) }
            }
        }
    }
}

/// Reads a big-endian 16-bit value at a byte offset of a raw buffer (the caller checked bounds).
@inline(__always)
func bigEndian16(_ base: UnsafeRawPointer, _ offset: Int) -> UInt16 {
    UInt16(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
}

/// A validated Coverage table as plain numbers (absolute file offset, format, record count), so
/// hot loops can carry it without reference counting.
package struct RawCoverage: Sendable {
    package let start: Int
    package let format: Int
    package let count: Int

    /// Sets bit `g` of `bits` for every covered glyph `g` below `bits.count * 64`.
    package func markCovered(in bits: inout [UInt64], _ base: UnsafeRawPointer) {
        let limit = bits.count &* 64
        func mark(_ glyph: Int) {
            guard glyph >= 0, glyph < limit else { return }
            bits[glyph >> 6] |= 1 << UInt64(glyph & 63)
        }
        if format == 1 {
            for index in 0..<max(0, count) { mark(Int(bigEndian16(base, start + 4 + index * 2))) }
        } else {
            for index in 0..<max(0, count) {
                let first = Int(bigEndian16(base, start + 4 + index * 6))
                let last = Int(bigEndian16(base, start + 6 + index * 6))
                let upper = min(last, limit - 1)
                guard first <= upper else { continue }
                for glyph in first...upper { mark(glyph) }
            }
        }
    }

    /// The coverage index of `glyph`; `base` is the file's first byte.
    @inline(__always)
    package func index(of glyph: GlyphID, _ base: UnsafeRawPointer) -> Int? {
        let glyph = glyph.rawValue
        var low = 0
        var high = count
        if format == 1 {
            while low < high {
                let middle = (low + high) >> 1
                let value = bigEndian16(base, start + 4 + middle * 2)
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
            if bigEndian16(base, start + 4 + middle * 6 + 2) < glyph { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return nil }
        let record = start + 4 + low * 6
        let first = bigEndian16(base, record)
        guard first <= glyph else { return nil }
        return Int(bigEndian16(base, record + 4)) + Int(glyph - first)
    }
}

/// An OpenType layout Class Definition table: a class for every glyph (0 when unlisted).
///
/// Records are checked at construction; lookups never fail.
public struct ClassDefinitionTable: Sendable {
    /// 1 (class array from a start glyph) or 2 (class ranges); 0 for an absent table (all class 0).
    public var format: Int { raw.format }
    let data: FontData?
    /// The validated layout, for hot loops that read through a raw pointer.
    package let raw: RawClassDefinition

    /// A table that puts every glyph in class 0 (for a null offset).
    public static let empty = ClassDefinitionTable()

    private init() {
        data = nil
        raw = RawClassDefinition(start: 0, format: 0, count: 0, startGlyph: 0)
    }

    /// Reads the class definition at `offset` of `table`.
    public init(_ table: TableData, at offset: Int) throws(FontError) {
        let window = try table.slice(from: offset)
        let format = Int(try window.u16(0))
        let startGlyph: Int, count: Int
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
        data = window.data
        raw = RawClassDefinition(start: window.start, format: format, count: count, startGlyph: startGlyph)
    }

    /// Reads the class definition at `offset`, or the empty one when `offset` is 0.
    static func optional(_ table: TableData, at offset: Int) throws(FontError) -> ClassDefinitionTable {
        offset == 0 ? .empty : try ClassDefinitionTable(table, at: offset)
    }

    /// The class of `glyph` (0 when the table does not list it).
    public func classOf(_ glyph: GlyphID) -> Int {
        guard let base = data?.storage.base.baseAddress else { return 0 }
        return raw.classOf(glyph, base)
    }
}

/// A validated Class Definition table as plain numbers (format 0 = every glyph in class 0).
package struct RawClassDefinition: Sendable {
    package let start: Int
    package let format: Int
    package let count: Int
    package let startGlyph: Int

    /// The class of `glyph`; `base` is the file's first byte.
    @inline(__always)
    package func classOf(_ glyph: GlyphID, _ base: UnsafeRawPointer) -> Int {
        let glyph = glyph.rawValue
        if format == 1 {
            let index = Int(glyph) - startGlyph
            guard index >= 0, index < count else { return 0 }
            return Int(bigEndian16(base, start + 6 + index * 2))
        }
        guard format == 2 else { return 0 }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) >> 1
            if bigEndian16(base, start + 4 + middle * 6 + 2) < glyph { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return 0 }
        let record = start + 4 + low * 6
        guard bigEndian16(base, record) <= glyph else { return 0 }
        return Int(bigEndian16(base, record + 4))
    }
}

extension RawClassDefinition {
    /// Writes the class of every glyph below `glyphCount` into `classes` (which holds
    /// `glyphCount` zeros). Each glyph is written at most once, so the work is bounded by the
    /// record count plus the glyph count.
    package func fill(_ classes: UnsafeMutableBufferPointer<UInt16>, glyphCount: Int, _ base: UnsafeRawPointer) {
        switch format {
        case 1:
            for index in 0..<count {
                let glyph = startGlyph + index
                guard glyph < glyphCount else { break }
                classes[glyph] = bigEndian16(base, start + 6 + index * 2)
            }
        case 2:
            // Matches the binary search for sorted ranges: a glyph belongs to the first range
            // whose end is at or after it.
            var next = 0
            for index in 0..<count {
                let record = start + 4 + index * 6
                let first = max(Int(bigEndian16(base, record)), next)
                let last = min(Int(bigEndian16(base, record + 2)), glyphCount - 1)
                let value = bigEndian16(base, record + 4)
                if first <= last {
                    for glyph in first...last { classes[glyph] = value }
                }
                next = max(next, Int(bigEndian16(base, record + 2)) + 1)
            }
        default:
            return
        }
    }
}
