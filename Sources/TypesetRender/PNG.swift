import CZlib
import Foundation

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
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw RenderError(path: path, reason: "cannot write: \(error.localizedDescription)")
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
    static func filtered(width: Int, height: Int, bytesPerPixel bpp: Int, pixels: [UInt8]) -> [UInt8] {
        let rowBytes = width * bpp
        guard rowBytes > 0, height > 0, pixels.count >= rowBytes * height else {
            return [UInt8](repeating: 0, count: max(0, height))  // empty rows: one filter byte each
        }
        var out = [UInt8]()
        out.reserveCapacity((rowBytes + 1) * height)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            let cur = Array(pixels[(y * rowBytes)..<((y + 1) * rowBytes)])
            let prev = y == 0 ? zeros : Array(pixels[((y - 1) * rowBytes)..<(y * rowBytes)])
            var bestType: UInt8 = 0
            var bestScore = Int.max
            for type: UInt8 in 0...4 {
                var score = 0
                for i in 0..<rowBytes {
                    let a = i >= bpp ? Int(cur[i - bpp]) : 0
                    let b = Int(prev[i])
                    let c = i >= bpp ? Int(prev[i - bpp]) : 0
                    let predictor: Int
                    switch type {
                    case 0: predictor = 0
                    case 1: predictor = a
                    case 2: predictor = b
                    case 3: predictor = (a + b) >> 1
                    default: predictor = paeth(a, b, c)
                    }
                    let v = UInt8(truncatingIfNeeded: Int(cur[i]) - predictor)
                    candidate[i] = v
                    score += v < 128 ? Int(v) : 256 - Int(v)
                }
                if score < bestScore {
                    bestScore = score
                    bestType = type
                    swap(&best, &candidate)
                }
            }
            out.append(bestType)
            out += best
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
                compress2(d.baseAddress, &destLength, s.baseAddress, uLong(s.count), 9)
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
