// Legacy `kern` table, format 2 subtable: a two-dimensional array of kerning values indexed by
// the classes of the left and right glyphs.
// https://learn.microsoft.com/en-us/typography/opentype/spec/kern#format-2
// Apple's `kern` format 2 has the same layout after its 8-byte subtable header:
// https://developer.apple.com/fonts/TrueType-Reference-Manual/RM06/Chap6kern.html

/// One format 2 (class-based) `kern` subtable.
///
/// After the subtable header come `rowWidth`, then the offsets of the left class table, the
/// right class table and the kerning array, all from the start of the subtable (header
/// included). A class table is `firstGlyph`, `nGlyphs` and one 16-bit value per glyph. The values
/// are byte offsets: a left value is the offset of the glyph's row from the start of the
/// subtable (the array's offset plus a multiple of `rowWidth`), a right value the offset of the
/// glyph's column within a row. The kerning value of a pair is the FWORD at subtable start +
/// left value + right value; `rowWidth` is not needed to find it.
///
/// Values that do not lead to an array entry are read as HarfBuzz reads them (checked against
/// HarfBuzz on patched copies of its test font by Scripts/expectations_kern_format2.py):
/// - a glyph outside a class table's range is not kerned by the subtable (0);
/// - a location before the kerning array reads 0, and so does one whose two bytes run past the
///   end of the subtable (for the table's last subtable: the end of the table, since a
///   Microsoft subtable's 16-bit length may have overflowed);
/// - an odd distance from the start of the array is rounded down to the array's 2-byte grid.
///
/// The header and both class tables must lie in the table (checked when the table is read);
/// lookups then only compare and read, and never fail.
struct KernClassSubtable: Sendable {
    /// Table-relative offset of the first value of the left and the right class table.
    let leftValues: Int, rightValues: Int
    /// The first glyph and the number of glyphs of each class table.
    let leftFirst: Int, leftCount: Int, rightFirst: Int, rightCount: Int
    /// Table-relative offsets of the subtable's start and of its kerning array.
    let start: Int, array: Int
    /// Table-relative offset just past the last byte a value may be read from (within the table).
    let end: Int

    /// Reads the subtable that starts at the table-relative `start`, whose header is `headerSize`
    /// bytes long and whose values may be read up to the table-relative `end` (clamped to the
    /// table).
    init(_ table: TableData, at start: Int, headerSize: Int, end: Int) throws(FontError) {
        let fields = start &+ headerSize
        guard table.contains(fields, 8) else {
            throw table.error(.truncated, at: fields, "kern format 2 header runs past the end of the table")
        }
        self.start = start
        array = start &+ Int(table.u16Unchecked(fields &+ 6))
        self.end = min(max(end, start), table.length)
        (leftValues, leftFirst, leftCount) = try KernClassSubtable.classTable(
            table, at: start &+ Int(table.u16Unchecked(fields &+ 2)), side: "left")
        (rightValues, rightFirst, rightCount) = try KernClassSubtable.classTable(
            table, at: start &+ Int(table.u16Unchecked(fields &+ 4)), side: "right")
    }

    /// The offset of the first value, the first glyph and the glyph count of a class table.
    static func classTable(_ table: TableData, at offset: Int, side: String) throws(FontError) -> (Int, Int, Int) {
        guard table.contains(offset, 4) else {
            throw table.error(.truncated, at: offset, "kern format 2 \(side) class table runs past the end of the table")
        }
        let first = Int(table.u16Unchecked(offset)), count = Int(table.u16Unchecked(offset &+ 2))
        guard table.contains(offset &+ 4, count &* 2) else {
            throw table.error(.truncated, at: offset, "\(count) kern format 2 \(side) class values run past the end of the table")
        }
        return (offset &+ 4, first, count)
    }

    /// The kerning value for `left` followed by `right`, in font units (0 when not kerned).
    @inline(__always)
    func value(_ left: GlyphID, _ right: GlyphID, in table: TableData) -> Int {
        let leftIndex = Int(left.rawValue) &- leftFirst, rightIndex = Int(right.rawValue) &- rightFirst
        guard leftIndex >= 0, leftIndex < leftCount, rightIndex >= 0, rightIndex < rightCount else { return 0 }
        let row = Int(table.u16Unchecked(leftValues &+ leftIndex &* 2))
        let column = Int(table.u16Unchecked(rightValues &+ rightIndex &* 2))
        let location = start &+ row &+ column
        guard location >= array else { return 0 }
        let entry = array &+ ((location &- array) & ~1)
        guard entry &+ 2 <= end else { return 0 }
        return Int(Int16(bitPattern: table.u16Unchecked(entry)))
    }

    /// Calls `body` with every pair of glyphs in the ranges of both class tables whose value is
    /// not 0, left glyphs first, in glyph order.
    func forEachPair<E: Error>(in table: TableData, _ body: (GlyphID, GlyphID, Int) throws(E) -> Void) throws(E) {
        // A range may run past glyph 0xFFFF; those entries belong to no glyph.
        for leftIndex in 0..<min(leftCount, 0x10000 &- leftFirst) {
            let left = GlyphID(truncatingIfNeeded: leftFirst &+ leftIndex)
            for rightIndex in 0..<min(rightCount, 0x10000 &- rightFirst) {
                let right = GlyphID(truncatingIfNeeded: rightFirst &+ rightIndex)
                let value = value(left, right, in: table)
                if value != 0 { try body(left, right, value) }
            }
        }
    }
}
