// A face written as a font file of its own: its sfnt header, table directory and tables, each
// table 4-byte aligned, the directory's checksums and `head.checkSumAdjustment` computed for the
// new file. A collection's face N (.ttc, .otc) becomes a file a browser loads as that face: CSS
// `@font-face` has no way to name a face of a collection, and browsers load the first.
// https://learn.microsoft.com/en-us/typography/opentype/spec/otff#table-directory
// https://learn.microsoft.com/en-us/typography/opentype/spec/otff#calculating-checksums

/// Writes one face of a font file (a collection's face too) as a font file of its own.
public enum StandaloneFaceWriter {
    /// `face` as a font file of its own (a plain `.ttf` or `.otf`), its tables byte for byte
    /// as the face has them, in tag order; only `head.checkSumAdjustment` is set for the new file.
    ///
    /// - Throws: ``FontError`` naming the table when a table record points outside the file or
    ///   the tables overlap.
    public static func file(of face: FontFace) throws(FontError) -> [UInt8] {
        let directory = face.directory, data = face.data
        let records = directory.records.sorted { $0.tag.rawValue < $1.tag.rawValue }
        var tables: [(tag: Tag, bytes: [UInt8])] = []
        tables.reserveCapacity(records.count)
        var total = 0
        for record in records {
            _ = try directory.window(record)  // bounds-checked: throws for a record past the end
            // A face's tables do not overlap: more bytes than the file holds means they do.
            total += (record.length + 3) & ~3
            guard total <= data.count + 4 * records.count else {
                throw FontError(.invalidValue, table: record.tag, offset: record.offset,
                                "the face's tables add up to more than the \(data.count)-byte file: they overlap")
            }
            var bytes = data.bytes(in: record.offset..<(record.offset + record.length))
            // The table's checksum and the file's are taken with the adjustment at 0.
            if record.tag == "head", bytes.count >= 12 { bytes.replaceSubrange(8..<12, with: [0, 0, 0, 0]) }
            tables.append((record.tag, bytes))
        }
        let count = tables.count
        var entrySelector = 0
        while (2 << entrySelector) <= count { entrySelector += 1 }
        let searchRange = (1 << entrySelector) * 16
        var file: [UInt8] = []
        file.append(u32: directory.sfntVersion)
        file.append(u16: count)
        file.append(u16: searchRange)
        file.append(u16: entrySelector)
        file.append(u16: max(0, count * 16 - searchRange))
        var offset = 12 + 16 * count
        var headOffset: Int? = nil
        for table in tables {
            if table.tag == "head" { headOffset = offset }
            file.append(u32: table.tag.rawValue)
            file.append(u32: Self.checksum(table.bytes))
            file.append(u32: offset)
            file.append(u32: table.bytes.count)
            offset += (table.bytes.count + 3) & ~3
        }
        for table in tables {
            file += table.bytes
            file += repeatElement(0, count: ((table.bytes.count + 3) & ~3) - table.bytes.count)
        }
        if let headOffset, headOffset + 12 <= file.count {
            let adjustment = 0xB1B0_AFBA &- Self.checksum(file)
            for k in 0..<4 { file[headOffset + 8 + k] = UInt8(truncatingIfNeeded: adjustment >> (24 - 8 * k)) }
        }
        return file
    }

    /// The OpenType checksum of `bytes`: their big-endian 32-bit words added, the last padded with zeros.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var index = 0
        while index < bytes.count {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | UInt32(index + k < bytes.count ? bytes[index + k] : 0) }
            sum = sum &+ word
            index += 4
        }
        return sum
    }
}

extension Array where Element == UInt8 {
    fileprivate mutating func append(u32 value: UInt32) {
        append(contentsOf: [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }
    fileprivate mutating func append(u32 value: Int) { append(u32: UInt32(truncatingIfNeeded: value)) }
    fileprivate mutating func append(u16 value: Int) {
        append(contentsOf: [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }
}
