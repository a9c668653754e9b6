import CZlib
import TypesetSupport

/// A failure to write a rendered file.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    /// The file concerned.
    public var path: String
    /// What went wrong.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) { self.path = path; self.reason = reason }

    public var description: String { "\(path): \(reason)" }
}

/// A PNG encoder: 8-bit grayscale (colour type 0) and 8-bit RGBA with straight alpha
/// (colour type 6), non-interlaced, one IDAT chunk compressed with the system zlib.
///
/// Each scanline gets the filter (None, Sub, Up, Average or Paeth) with the smallest sum
/// of absolute filtered bytes, the usual heuristic of the PNG specification.
public enum PNG {
    /// The 8-byte PNG signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file for a grayscale bitmap.
    public static func encode(_ bitmap: GrayBitmap) -> [UInt8] {
        encode(width: bitmap.width, height: bitmap.height, colorType: 0, bytesPerPixel: 1, pixels: bitmap.pixels)
    }

    /// The PNG file for an RGBA bitmap.
    public static func encode(_ bitmap: RGBABitmap) -> [UInt8] {
        encode(width: bitmap.width, height: bitmap.height, colorType: 6, bytesPerPixel: 4, pixels: bitmap.pixels)
    }

    /// Writes a grayscale bitmap as a PNG file.
    public static func write(_ bitmap: GrayBitmap, to path: String) throws(RenderError) {
        try write(bytes: encode(bitmap), to: path)
    }

    /// Writes an RGBA bitmap as a PNG file.
    public static func write(_ bitmap: RGBABitmap, to path: String) throws(RenderError) {
        try write(bytes: encode(bitmap), to: path)
    }

    static func write(bytes: [UInt8], to path: String) throws(RenderError) {
        do {
            try FileSystem.write(bytes, to: path)
        } catch {
            throw RenderError(path: path, reason: "cannot write: \(error.reason)")
        }
    }

    static func encode(width: Int, height: Int, colorType: UInt8, bytesPerPixel: Int, pixels: [UInt8]) -> [UInt8] {
        var out = signature
        var header: [UInt8] = []
        appendU32(&header, UInt32(clamping: width))
        appendU32(&header, UInt32(clamping: height))
        header += [8, colorType, 0, 0, 0]  // bit depth, colour type, deflate, adaptive filtering, no interlace
        appendChunk(&out, "IHDR", header)
        let raw = filtered(width: width, height: height, bytesPerPixel: bytesPerPixel, pixels: pixels)
        appendChunk(&out, "IDAT", zlibCompress(raw))
        appendChunk(&out, "IEND", [])
        return out
    }

    // MARK: Filtering

    /// Scanlines each preceded by their filter type byte.
    ///
    /// Each filter is computed in its own tight loop over raw buffers (the work is the
    /// specimen's main cost after deflate), keeping the row with the smallest sum of absolute
    /// filtered values.
    static func filtered(width: Int, height: Int, bytesPerPixel bpp: Int, pixels: [UInt8]) -> [UInt8] {
        let rowBytes = width * bpp
        guard rowBytes > 0, height > 0, pixels.count >= rowBytes * height else {
            return [UInt8](repeating: 0, count: max(0, height))  // empty rows: one filter byte each
        }
        var out = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        pixels.withUnsafeBufferPointer { px in
        zeros.withUnsafeBufferPointer { zeroRow in
        out.withUnsafeMutableBufferPointer { output in
        candidate.withUnsafeMutableBufferPointer { cand in
            for y in 0..<height {
                let cur = UnsafeBufferPointer(rebasing: px[(y * rowBytes)..<((y + 1) * rowBytes)])
                let prev = y == 0 ? zeroRow : UnsafeBufferPointer(rebasing: px[((y - 1) * rowBytes)..<(y * rowBytes)])
                let rowStart = y * (rowBytes + 1)
                var bestScore = Int.max
                for type: UInt8 in 0...4 {
                    var score = 0
                    switch type {
                    case 0:
                        for i in 0..<rowBytes { cand[i] = cur[i] }
                    case 1:
                        for i in 0..<rowBytes { cand[i] = cur[i] &- (i >= bpp ? cur[i - bpp] : 0) }
                    case 2:
                        for i in 0..<rowBytes { cand[i] = cur[i] &- prev[i] }
                    case 3:
                        for i in 0..<rowBytes {
                            let a = i >= bpp ? Int(cur[i - bpp]) : 0
                            cand[i] = cur[i] &- UInt8(truncatingIfNeeded: (a + Int(prev[i])) >> 1)
                        }
                    default:
                        for i in 0..<rowBytes {
                            let a = i >= bpp ? Int(cur[i - bpp]) : 0
                            let c = i >= bpp ? Int(prev[i - bpp]) : 0
                            cand[i] = cur[i] &- UInt8(truncatingIfNeeded: paeth(a, Int(prev[i]), c))
                        }
                    }
                    for i in 0..<rowBytes {
                        let v = Int(Int8(bitPattern: cand[i]))
                        score &+= v < 0 ? -v : v
                    }
                    if score < bestScore {
                        bestScore = score
                        output[rowStart] = type
                        for i in 0..<rowBytes { output[rowStart + 1 + i] = cand[i] }
                    }
                }
            }
        }
        }
        }
        }
        return out
    }

    /// The Paeth predictor: whichever of left, up, upper-left is closest to `a + b − c`.
    @inline(__always)
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    // MARK: Chunks and checksums

    static func appendU32(_ out: inout [UInt8], _ v: UInt32) {
        out += [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    static func appendChunk(_ out: inout [UInt8], _ type: String, _ data: [UInt8]) {
        appendU32(&out, UInt32(clamping: data.count))
        let typeBytes = Array(type.utf8)
        out += typeBytes
        out += data
        appendU32(&out, crc32(typeBytes + data))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 (ISO 3309, reflected polynomial 0xEDB88320) of `bytes`, as PNG chunks use.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// The Adler-32 checksum of `bytes` (the zlib stream trailer).
    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < bytes.count {
            let end = min(i + 5552, bytes.count)  // largest run before b can overflow
            while i < end { a += UInt32(bytes[i]); b += a; i += 1 }
            a %= 65521; b %= 65521
        }
        return b << 16 | a
    }

    // MARK: zlib

    /// A zlib stream (RFC 1950) of `data`: deflate through the system zlib, or stored
    /// blocks should zlib fail.
    static func zlibCompress(_ data: [UInt8]) -> [UInt8] {
        var destLength = compressBound(uLong(data.count))
        var dest = [UInt8](repeating: 0, count: Int(destLength))
        let status = dest.withUnsafeMutableBufferPointer { d in
            data.withUnsafeBufferPointer { s in
                compress2(d.baseAddress, &destLength, s.baseAddress, uLong(s.count), 6)
            }
        }
        if status == Z_OK {
            dest.removeSubrange(Int(destLength)...)
            return dest
        }
        return zlibStored(data)
    }

    /// The bytes of a zlib stream (RFC 1950) that inflates to exactly `count` bytes, or `nil`
    /// when the stream is malformed or of another length (through the system zlib).
    static func zlibDecompress(_ data: [UInt8], count: Int) -> [UInt8]? {
        guard count >= 0, count < 1 << 30 else { return nil }
        if count == 0 { return [] }
        var out = [UInt8](repeating: 0, count: count)
        var destLength = uLong(count)
        let status = out.withUnsafeMutableBufferPointer { d in
            data.withUnsafeBufferPointer { s in uncompress(d.baseAddress, &destLength, s.baseAddress, uLong(s.count)) }
        }
        return status == Z_OK && Int(destLength) == count ? out : nil
    }

    /// A zlib stream of `data` using only stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, no dictionary; 0x7801 % 31 == 0
        var i = 0
        repeat {
            let n = min(65_535, data.count - i)
            let final: UInt8 = i + n == data.count ? 1 : 0
            out.append(final)  // BFINAL, BTYPE = 00
            out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        appendU32(&out, adler32(data))
        return out
    }
}
