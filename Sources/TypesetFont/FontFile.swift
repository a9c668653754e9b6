/// A font file: one face (`.ttf`, `.otf`) or a collection of faces (`.ttc`, `.otc`).
///
/// Opening a file reads only the container headers; use ``face(at:)`` to open a face.
public struct FontFile: Sendable {
    /// The file's bytes.
    public let data: FontData
    /// Absolute offsets of each face's table directory.
    let faceOffsets: [Int]

    /// The number of faces (1 for a plain sfnt).
    public var faceCount: Int { faceOffsets.count }

    /// Whether the file is a collection.
    public let isCollection: Bool

    /// Reads the container header of `data`.
    public init(data: FontData) throws(FontError) {
        self.data = data
        let file = TableData(data: data, tag: "sfnt", start: 0, length: data.count)
        let magic = try file.u32(0)
        switch magic {
        case 0x7474_6366:  // 'ttcf'
            let header = TableData(data: data, tag: "ttcf", start: 0, length: data.count)
            let count = Int(try header.u32(8))
            guard count > 0 else {
                throw header.error(.invalidValue, at: 8, "collection holds no faces")
            }
            guard header.contains(12, count &* 4), count <= 0x1_0000 else {
                throw header.error(.truncated, at: 12, "collection lists \(count) faces but the file ends first")
            }
            var offsets: [Int] = []
            offsets.reserveCapacity(count)
            for index in 0..<count {
                offsets.append(Int(header.u32Unchecked(12 + index * 4)))
            }
            faceOffsets = offsets
            isCollection = true
        case 0x0001_0000, 0x7472_7565, 0x4F54_544F:  // 1.0, 'true', 'OTTO'
            faceOffsets = [0]
            isCollection = false
        case 0x774F_4646, 0x774F_4632:  // 'wOFF', 'wOF2'
            throw file.error(.webFontNotSupported, at: 0, "WOFF and WOFF2 web fonts are not supported yet; decompress to .ttf/.otf first")
        case 0x7479_7031:  // 'typ1'
            throw file.error(.unsupportedFormat, at: 0, "PostScript Type 1 fonts in sfnt wrappers are not supported")
        default:
            throw file.error(.unsupportedFormat, at: 0, "not an OpenType font (first four bytes 0x\(String(magic, radix: 16)))")
        }
    }

    /// Reads a file from disk.
    public init(contentsOfFile path: String) throws(FontLoadError) {
        let data: FontData
        do { data = try FontData(contentsOfFile: path) } catch { throw .file(error) }
        do { try self.init(data: data) } catch { throw .font(error) }
    }

    /// Opens face `index` (0 for a single-face file).
    public func face(at index: Int = 0) throws(FontError) -> FontFace {
        guard index >= 0, index < faceOffsets.count else {
            let tag: Tag = isCollection ? "ttcf" : "sfnt"
            throw FontError(.outOfRange, table: tag, offset: 0, "face index \(index) is out of range; the file holds \(faceOffsets.count) face(s)")
        }
        return try FontFace(data: data, directoryOffset: faceOffsets[index], index: index, faceCount: faceOffsets.count)
    }
}

/// Either the file could not be read or its bytes are not a valid font.
public enum FontLoadError: Error, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case file(FontFileReadError)
    /// The bytes are not a font this reader accepts.
    case font(FontError)

    public var description: String {
        switch self {
        case .file(let error): return error.description
        case .font(let error): return error.description
        }
    }
}

/// One entry of a face's table directory.
public struct TableRecord: Sendable, Hashable {
    /// The table tag.
    public let tag: Tag
    /// The checksum as stored (not verified).
    public let checksum: UInt32
    /// Absolute offset of the table.
    public let offset: Int
    /// Length in bytes as stored.
    public let length: Int
}

/// A face's table directory, read lazily from the file.
public struct TableDirectory: Sendable {
    let data: FontData
    /// Absolute offset of the sfnt header.
    public let offset: Int
    /// The sfnt version tag (0x00010000, 'true' or 'OTTO').
    public let sfntVersion: UInt32
    /// The number of tables.
    public let count: Int

    init(data: FontData, offset: Int) throws(FontError) {
        self.data = data
        self.offset = offset
        let header = TableData(data: data, tag: "sfnt", start: 0, length: data.count)
        sfntVersion = try header.u32(offset)
        switch sfntVersion {
        case 0x0001_0000, 0x7472_7565, 0x4F54_544F: break
        default:
            throw header.error(.unsupportedFormat, at: offset, "unknown sfnt version 0x\(String(sfntVersion, radix: 16))")
        }
        count = Int(try header.u16(offset &+ 4))
        guard header.contains(offset &+ 12, count &* 16) else {
            throw header.error(.truncated, at: offset &+ 12, "table directory of \(count) records runs past the end of the file")
        }
    }

    /// The record at position `index` of the directory.
    public func record(at index: Int) -> TableRecord? {
        guard index >= 0, index < count else { return nil }
        let base = offset + 12 + index * 16
        return TableRecord(
            tag: Tag(rawValue: data.u32(unchecked: base)),
            checksum: data.u32(unchecked: base + 4),
            offset: Int(data.u32(unchecked: base + 8)),
            length: Int(data.u32(unchecked: base + 12))
        )
    }

    /// All records in file order.
    public var records: [TableRecord] { (0..<count).compactMap { record(at: $0) } }

    /// The record for `tag`, if the face has that table.
    public func record(for tag: Tag) -> TableRecord? {
        var index = 0
        let base = offset + 12
        while index < count {
            if data.u32(unchecked: base + index * 16) == tag.rawValue { return record(at: index) }
            index += 1
        }
        return nil
    }

    /// A bounds-checked window on the table of `record`.
    ///
    /// - Throws: ``FontError/Reason/truncated`` when the record points outside the file.
    public func window(_ record: TableRecord) throws(FontError) -> TableData {
        let (end, overflow) = record.offset.addingReportingOverflow(record.length)
        guard !overflow, end <= data.count else {
            throw FontError(.truncated, table: record.tag, offset: record.offset,
                            "table of \(record.length) bytes at offset \(record.offset) runs past the end of the \(data.count)-byte file")
        }
        return TableData(data: data, tag: record.tag, start: record.offset, length: record.length)
    }

    func required(_ record: TableRecord?, _ tag: Tag) throws(FontError) -> TableData {
        guard let record else {
            throw FontError(.missingTable, table: tag, offset: offset, "required table '\(tag)' is missing")
        }
        return try window(record)
    }

    /// A bounds-checked window on `tag`'s table, or `nil` when absent.
    ///
    /// - Throws: ``FontError/Reason/truncated`` when the record points outside the file.
    public func table(_ tag: Tag) throws(FontError) -> TableData? {
        guard let record = record(for: tag) else { return nil }
        return try window(record)
    }

    /// Like ``table(_:)`` but throws ``FontError/Reason/missingTable`` when absent.
    public func requiredTable(_ tag: Tag) throws(FontError) -> TableData {
        try required(record(for: tag), tag)
    }
}
