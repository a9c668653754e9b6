@testable import TypesetFont

/// Big-endian bytes for hand-built tables in malformed-data and semantics tests.
struct ByteBuilder {
    var bytes: [UInt8] = []

    init() {}
    init(bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u16(_ value: Int) {
        let v = UInt16(truncatingIfNeeded: value)
        bytes.append(UInt8(v >> 8)); bytes.append(UInt8(v & 0xFF))
    }
    mutating func i16(_ value: Int) { u16(Int(UInt16(bitPattern: Int16(value)))) }
    mutating func u32(_ value: UInt32) {
        u16(Int(value >> 16)); u16(Int(value & 0xFFFF))
    }
    mutating func tag(_ tag: Tag) { u32(tag.rawValue) }
    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }
    mutating func patch16(at offset: Int, _ value: Int) {
        let v = UInt16(truncatingIfNeeded: value)
        bytes[offset] = UInt8(v >> 8); bytes[offset + 1] = UInt8(v & 0xFF)
    }

    /// A table window over the bytes, as a face would hand it to a table reader.
    func table(_ tag: Tag) -> TableData {
        TableData(data: FontData(bytes), tag: tag, start: 0, length: bytes.count)
    }
}
