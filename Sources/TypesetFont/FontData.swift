#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import TypesetSupport

/// The immutable bytes of a font file.
///
/// `FontData` is a value: copies share one read-only buffer, so passing a face between
/// threads costs nothing. Every read is bounds-checked; reads never trap.
public struct FontData: Sendable {
    final class Storage: @unchecked Sendable {
        // Immutable after init; safe to share between threads.
        let base: UnsafeRawBufferPointer

        init(copying bytes: UnsafeRawBufferPointer) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
            if let source = bytes.baseAddress, let destination = buffer.baseAddress, bytes.count > 0 {
                destination.copyMemory(from: source, byteCount: bytes.count)
            }
            base = UnsafeRawBufferPointer(rebasing: buffer[0..<bytes.count])
        }

        /// Takes ownership of `buffer`, of which the first `count` bytes are the data.
        init(adopting buffer: UnsafeMutableRawBufferPointer, count: Int) {
            base = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
        }

        deinit { UnsafeMutableRawBufferPointer(mutating: base).deallocate() }
    }

    let storage: Storage

    /// The number of bytes.
    public var count: Int { storage.base.count }

    /// Copies the given bytes.
    public init(_ bytes: [UInt8]) {
        storage = bytes.withUnsafeBytes { Storage(copying: $0) }
    }

    /// Copies the given raw bytes.
    public init(bytes: UnsafeRawBufferPointer) {
        storage = Storage(copying: bytes)
    }

    /// Reads a whole font file, checked as every input file is (``FileSystem/read(_:kind:)``): a
    /// regular file no larger than ``ReadKind/font`` (256 MB); a directory, device or FIFO is an
    /// error naming the path, never a read.
    ///
    /// - Throws: ``FontFileReadError`` when the file cannot be opened or read.
    public init(contentsOfFile path: String) throws(FontFileReadError) {
        switch FileSystem.read(path, kind: .font) {
        case .success(let bytes): self.init(bytes)
        case .failure(let failure): throw FontFileReadError(path: path, detail: failure.reason)
        }
    }

    /// The bytes in `range`, or an empty array where the range falls outside the data.
    public func bytes(in range: Range<Int>) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= count else { return [] }
        return Array(storage.base[range])
    }

    // MARK: Unchecked primitives (callers check bounds first)

    @inline(__always)
    func u8(unchecked offset: Int) -> UInt8 {
        storage.base.load(fromByteOffset: offset, as: UInt8.self)
    }

    @inline(__always)
    func u16(unchecked offset: Int) -> UInt16 {
        UInt16(bigEndian: storage.base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always)
    func u32(unchecked offset: Int) -> UInt32 {
        UInt32(bigEndian: storage.base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}

/// A font file could not be read from disk.
public struct FontFileReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path that was asked for.
    public let path: String
    /// What the system said.
    public let detail: String

    public var description: String { "\(path): \(detail)" }
}

/// A bounds-checked window onto one table of a font file.
///
/// Offsets passed to the readers are relative to the start of the table; errors report the
/// absolute file offset and the table tag.
public struct TableData: Sendable {
    /// The whole file.
    public let data: FontData
    /// The table tag, used in error messages.
    public let tag: Tag
    /// Absolute offset of the table's first byte.
    public let start: Int
    /// Length of the table in bytes (clamped to the file).
    public let length: Int

    /// Creates a window; the length is clamped so the window never leaves the file.
    public init(data: FontData, tag: Tag, start: Int, length: Int) {
        self.data = data
        self.tag = tag
        let safeStart = min(max(start, 0), data.count)
        self.start = safeStart
        self.length = max(0, min(length, data.count - safeStart))
    }

    /// A sub-window starting `offset` bytes into this one (clamped to this window).
    public func slice(from offset: Int, length: Int? = nil) throws(FontError) -> TableData {
        guard offset >= 0, offset <= self.length else {
            throw error(.truncated, at: offset, "offset \(offset) is past the end of the \(self.length)-byte table")
        }
        let remaining = self.length - offset
        let wanted = length.map { min(max($0, 0), remaining) } ?? remaining
        return TableData(data: data, tag: tag, start: start + offset, length: wanted)
    }

    /// An error at a relative offset in this table.
    public func error(_ reason: FontError.Reason, at offset: Int, _ detail: String) -> FontError {
        FontError(reason, table: tag, tableStart: start, at: offset, detail)
    }

    @inline(__always)
    func check(_ offset: Int, _ size: Int) throws(FontError) {
        guard offset >= 0, offset <= length &- size else {
            throw error(.truncated, at: offset, "needs \(size) bytes at offset \(offset) of a \(length)-byte table")
        }
    }

    /// Whether `size` bytes at `offset` lie inside the table.
    @inline(__always)
    public func contains(_ offset: Int, _ size: Int) -> Bool {
        offset >= 0 && size >= 0 && offset <= length &- size
    }

    /// Unsigned 8-bit value.
    @inline(__always)
    public func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try check(offset, 1)
        return data.u8(unchecked: start &+ offset)
    }

    /// Big-endian unsigned 16-bit value.
    @inline(__always)
    public func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try check(offset, 2)
        return data.u16(unchecked: start &+ offset)
    }

    /// Big-endian signed 16-bit value.
    @inline(__always)
    public func i16(_ offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    /// Big-endian unsigned 32-bit value.
    @inline(__always)
    public func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 4)
        return data.u32(unchecked: start &+ offset)
    }

    /// Big-endian signed 32-bit value.
    @inline(__always)
    public func i32(_ offset: Int) throws(FontError) -> Int32 {
        Int32(bitPattern: try u32(offset))
    }

    /// A 16.16 fixed-point number.
    public func fixed(_ offset: Int) throws(FontError) -> Double {
        Double(try i32(offset)) / 65536
    }

    /// A tag.
    public func tag(_ offset: Int) throws(FontError) -> Tag {
        Tag(rawValue: try u32(offset))
    }

    /// Raw bytes.
    public func bytes(_ offset: Int, count: Int) throws(FontError) -> [UInt8] {
        try check(offset, count)
        guard count > 0 else { return [] }
        return data.bytes(in: (start + offset)..<(start + offset + count))
    }

    /// `count` bytes at `offset` as Latin-1 text (each byte one scalar), as fontTools reads glyph
    /// names.
    public func latin1String(_ offset: Int, count: Int) throws(FontError) -> String {
        try check(offset, count)
        var scalars = String.UnicodeScalarView()
        for i in 0..<count {
            scalars.append(Unicode.Scalar(data.u8(unchecked: start &+ offset &+ i)))
        }
        return String(scalars)
    }

    /// Unchecked big-endian u16 for hot loops that have already checked `contains`.
    @inline(__always)
    package func u16Unchecked(_ offset: Int) -> UInt16 { data.u16(unchecked: start &+ offset) }

    /// Unchecked big-endian u32 for hot loops that have already checked `contains`.
    @inline(__always)
    package func u32Unchecked(_ offset: Int) -> UInt32 { data.u32(unchecked: start &+ offset) }

    /// Unchecked u8 for hot loops that have already checked `contains`.
    @inline(__always)
    package func u8Unchecked(_ offset: Int) -> UInt8 { data.u8(unchecked: start &+ offset) }
}
