// name: https://learn.microsoft.com/en-us/typography/opentype/spec/name

/// The `name` table: family, style and PostScript names.
///
/// Strings are decoded from Windows/Unicode UTF-16BE records and from Macintosh Roman records.
public struct NameTable: Sendable {
    /// One name record.
    public struct Record: Sendable, Hashable {
        /// Platform (0 Unicode, 1 Macintosh, 3 Windows).
        public let platformID: Int
        /// Platform-specific encoding.
        public let encodingID: Int
        /// Language.
        public let languageID: Int
        /// Name id (1 family, 2 subfamily, 4 full name, 6 PostScript name, 16/17 typographic family/subfamily).
        public let nameID: Int
        /// The decoded string, or `nil` when the encoding is not supported.
        public let value: String?
    }

    /// All records in table order.
    public let records: [Record]

    /// Parses the table and decodes every supported record.
    public init(_ table: TableData) throws(FontError) {
        let count = Int(try table.u16(2))
        let storageOffset = Int(try table.u16(4))
        guard table.contains(6, count * 12) else {
            throw table.error(.truncated, at: 6, "\(count) name records run past the end of the table")
        }
        var records: [Record] = []
        records.reserveCapacity(count)
        for index in 0..<count {
            let base = 6 + index * 12
            let platform = Int(table.u16Unchecked(base))
            let encoding = Int(table.u16Unchecked(base + 2))
            let language = Int(table.u16Unchecked(base + 4))
            let nameID = Int(table.u16Unchecked(base + 6))
            let length = Int(table.u16Unchecked(base + 8))
            let offset = storageOffset + Int(table.u16Unchecked(base + 10))
            var value: String? = nil
            if table.contains(offset, length) {
                let bytes = try table.bytes(offset, count: length)
                value = NameTable.decode(bytes, platform: platform, encoding: encoding)
            }
            records.append(Record(platformID: platform, encodingID: encoding, languageID: language, nameID: nameID, value: value))
        }
        self.records = records
    }

    static func decode(_ bytes: [UInt8], platform: Int, encoding: Int) -> String? {
        switch (platform, encoding) {
        case (0, _), (3, 0), (3, 1), (3, 10):
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 0
            while index + 1 < bytes.count {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        case (1, 0):
            var string = ""
            string.unicodeScalars.reserveCapacity(bytes.count)
            for byte in bytes {
                let value = byte < 0x80 ? UInt32(byte) : UInt32(macRoman[Int(byte) - 0x80])
                string.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
            return string
        default:
            return nil
        }
    }

    /// The best string for `nameID`: Windows English (US), then any Windows or Unicode
    /// record, then Macintosh Roman English.
    public func string(for nameID: Int) -> String? {
        var best: (rank: Int, value: String)? = nil
        for record in records {
            guard record.nameID == nameID, let value = record.value, !value.isEmpty else { continue }
            let rank: Int
            switch (record.platformID, record.languageID) {
            case (3, 0x409): rank = 0
            case (0, _): rank = 1
            case (3, _): rank = 2
            case (1, 0): rank = 3
            default: rank = 4
            }
            if rank < (best?.rank ?? Int.max) { best = (rank, value) }
        }
        return best?.value
    }

    /// The typographic family (name 16), falling back to the legacy family (name 1).
    public var familyName: String? { string(for: 16) ?? string(for: 1) }
    /// The typographic subfamily (name 17), falling back to the legacy subfamily (name 2).
    public var styleName: String? { string(for: 17) ?? string(for: 2) }
    /// The full name (name 4).
    public var fullName: String? { string(for: 4) }
    /// The PostScript name (name 6).
    public var postScriptName: String? { string(for: 6) }

    /// Macintosh Roman code points for bytes 0x80 ... 0xFF.
    static let macRoman: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1,
        0x00E0, 0x00E2, 0x00E4, 0x00E3, 0x00E5, 0x00E7, 0x00E9, 0x00E8,
        0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3,
        0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC,
        0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6, 0x00DF,
        0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8,
        0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211,
        0x220F, 0x03C0, 0x222B, 0x00AA, 0x00BA, 0x03A9, 0x00E6, 0x00F8,
        0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB,
        0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153,
        0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA,
        0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1,
        0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC, 0x00D3, 0x00D4,
        0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC,
        0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7

    ]
}
