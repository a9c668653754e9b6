// cmap subtable format 14: Unicode variation sequences (a base character and a variation
// selector mapped to a glyph: ideographic variants, emoji and text presentation).
// https://learn.microsoft.com/en-us/typography/opentype/spec/cmap#format-14-unicode-variation-sequences

/// What a variation sequence maps to.
public enum VariationGlyph: Sendable, Hashable {
    /// The base character's usual glyph (a default variation sequence).
    case useDefault
    /// A glyph of its own.
    case glyph(GlyphID)
}

/// The face's Unicode variation sequences (`cmap` format 14), read in place.
///
/// The variation selector records are checked when the value is made; each lookup then reads
/// at most two binary-searched ranges and never fails (a record that does not fit the table
/// maps nothing).
public struct VariationSequences: Sendable {
    let table: TableData?
    let recordCount: Int

    /// No variation sequences.
    public static let empty = VariationSequences(table: nil, recordCount: 0)

    init(table: TableData?, recordCount: Int) {
        self.table = table
        self.recordCount = recordCount
    }

    /// Reads the format 14 subtable at the start of `table`.
    public init(_ table: TableData) throws(FontError) {
        let format = try table.u16(0)
        guard format == 14 else { throw table.error(.unsupportedFormat, at: 0, "cmap subtable format \(format) is not 14") }
        let count = Int(try table.u32(6))
        guard count >= 0, table.contains(10, count &* 11) else {
            throw table.error(.truncated, at: 6, "\(count) variation selector records run past the end of the subtable")
        }
        self.table = table
        recordCount = count
    }

    /// Whether the face has any variation sequence.
    public var isEmpty: Bool { recordCount == 0 }

    @inline(__always)
    static func u24(_ table: TableData, _ offset: Int) -> UInt32 {
        UInt32(table.u16Unchecked(offset)) << 8 | UInt32(table.u8Unchecked(offset &+ 2))
    }

    /// What `base` followed by `selector` maps to, or `nil` when the face does not list the
    /// sequence.
    public func glyph(for base: UInt32, selector: UInt32) -> VariationGlyph? {
        guard let table else { return nil }
        func u24(_ offset: Int) -> UInt32 { VariationSequences.u24(table, offset) }
        // Records are sorted by selector.
        var low = 0, high = recordCount
        var record = -1
        while low < high {
            let middle = (low + high) / 2
            let value = u24(10 + middle * 11)
            if value < selector { low = middle + 1 } else if value > selector { high = middle } else { record = middle; break }
        }
        guard record >= 0 else { return nil }
        let position = 10 + record * 11
        let defaultOffset = Int(table.u32Unchecked(position + 3)), nonDefaultOffset = Int(table.u32Unchecked(position + 7))
        if nonDefaultOffset != 0, table.contains(nonDefaultOffset, 4) {
            let count = Int(table.u32Unchecked(nonDefaultOffset))
            if table.contains(nonDefaultOffset + 4, count &* 5) {
                var low = 0, high = count
                while low < high {
                    let middle = (low + high) / 2
                    let entry = nonDefaultOffset + 4 + middle * 5
                    let value = u24(entry)
                    if value < base { low = middle + 1 } else if value > base { high = middle } else {
                        return .glyph(GlyphID(table.u16Unchecked(entry + 3)))
                    }
                }
            }
        }
        if defaultOffset != 0, table.contains(defaultOffset, 4) {
            let count = Int(table.u32Unchecked(defaultOffset))
            if table.contains(defaultOffset + 4, count &* 4) {
                var low = 0, high = count
                while low < high {
                    let middle = (low + high) / 2
                    let entry = defaultOffset + 4 + middle * 4
                    let start = u24(entry), end = start &+ UInt32(table.u8Unchecked(entry + 3))
                    if end < base { low = middle + 1 } else if start > base { high = middle } else { return .useDefault }
                }
            }
        }
        return nil
    }
}

extension FontFace {
    /// The face's Unicode variation sequences: the first (0, 5) subtable of format 14, or none.
    public func variationSequences() throws(FontError) -> VariationSequences {
        guard let table = try table("cmap") else { return .empty }
        let count = Int(try table.u16(2))
        guard table.contains(4, count &* 8) else {
            throw table.error(.truncated, at: 4, "\(count) encoding records run past the end of the \(table.length)-byte table")
        }
        for index in 0..<count {
            let record = 4 + index * 8
            guard table.u16Unchecked(record) == 0, table.u16Unchecked(record + 2) == 5 else { continue }
            let subtable = try table.slice(from: Int(table.u32Unchecked(record + 4)))
            return try VariationSequences(subtable)
        }
        return .empty
    }
}
