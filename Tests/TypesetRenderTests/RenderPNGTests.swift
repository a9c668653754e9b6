import CZlib
import Foundation
import Testing
import TypesetFont
@testable import TypesetRender

/// A PNG split into chunks, with checks written independently of the encoder.
struct PNGChunks {
    var chunks: [(type: String, data: [UInt8], crc: UInt32)] = []

    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        var i = 8
        func u32(_ o: Int) -> UInt32 { bytes[o..<(o + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        while i + 12 <= bytes.count {
            let length = Int(u32(i))
            guard i + 12 + length <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            chunks.append((type, Array(bytes[(i + 8)..<(i + 8 + length)]), u32(i + 8 + length)))
            i += 12 + length
        }
        guard i == bytes.count else { throw CocoaError(.fileReadCorruptFile) }
    }

    /// Bitwise CRC-32 (reflected 0xEDB88320), deliberately not table-driven like the encoder's.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~c
    }

    /// Adler-32 by its definition, one byte at a time with modulo each step.
    static func adler(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }

    /// Inflates a zlib stream with the system zlib.
    static func inflate(_ stream: [UInt8], expected: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: expected)
        var length = uLong(expected)
        let status = out.withUnsafeMutableBufferPointer { o in
            stream.withUnsafeBufferPointer { s in uncompress(o.baseAddress, &length, s.baseAddress, uLong(s.count)) }
        }
        return status == Z_OK && Int(length) == expected ? out : nil
    }

    /// Reverses PNG scanline filtering (written from the PNG specification, section 9).
    static func unfilter(_ data: [UInt8], width: Int, height: Int, bpp: Int) -> [UInt8]? {
        let stride = width * bpp
        var out = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let type = data[y * (stride + 1)]
            for i in 0..<stride {
                let x = Int(data[y * (stride + 1) + 1 + i])
                let a = i >= bpp ? Int(out[y * stride + i - bpp]) : 0
                let b = y > 0 ? Int(out[(y - 1) * stride + i]) : 0
                let c = i >= bpp && y > 0 ? Int(out[(y - 1) * stride + i - bpp]) : 0
                let p: Int
                switch type {
                case 0: p = 0
                case 1: p = a
                case 2: p = b
                case 3: p = (a + b) / 2
                case 4:
                    let e = a + b - c, pa = abs(e - a), pb = abs(e - b), pc = abs(e - c)
                    p = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: return nil
                }
                out[y * stride + i] = UInt8((x + p) & 0xFF)
            }
        }
        return out
    }
}

@Suite("PNG writer")
struct RenderPNGTests {
    static func sampleRGBA() -> RGBABitmap {
        var bitmap = RGBABitmap(width: 37, height: 23, color: Color(rgb: 0xFFFFFF))
        bitmap.fill(PixelRect(x: 3, y: 2, width: 10, height: 6), color: Color(rgb: 0x3366CC, alpha: 160))
        bitmap.horizontalLine(y: 15, from: 0, to: 36, color: Color(rgb: 0xFF0000), dash: Dash(on: 3, off: 2))
        bitmap.verticalLine(x: 30, from: 0, to: 22, color: Color(rgb: 0x00AA00, alpha: 128))
        let r = Rasterizer()
        var path = RenderPath()
        path.addCircle(center: Point(x: 9, y: 9), radius: 7.5)
        r.reset(width: 19, height: 19)
        r.fill(path)
        bitmap.composite(r.makeBitmap(), x: 14, y: 3, color: Color(rgb: 0x202020))
        for x in 0..<37 { bitmap[x, 22] = Color(r: UInt8(x * 7), g: 0, b: 0, a: UInt8(255 - x * 6)) }  // translucent gradient row
        return bitmap
    }

    static func sampleGray() -> GrayBitmap {
        var gray = GrayBitmap(width: 29, height: 17)
        for y in 0..<17 { for x in 0..<29 { gray[x, y] = UInt8((x * 9 + y * 13) % 256) } }
        gray.fill(PixelRect(x: 5, y: 5, width: 7, height: 4), value: 255)
        return gray
    }

    func check(_ png: [UInt8], width: Int, height: Int, colorType: UInt8, bpp: Int, pixels: [UInt8]) throws {
        let file = try PNGChunks(png)
        #expect(file.chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in file.chunks {
            #expect(chunk.crc == PNGChunks.crc(Array(chunk.type.utf8) + chunk.data), "CRC of \(chunk.type)")
        }
        let ihdr = file.chunks[0].data
        #expect(ihdr.count == 13)
        #expect(ihdr[0..<4].reduce(0) { $0 << 8 | Int($1) } == width)
        #expect(ihdr[4..<8].reduce(0) { $0 << 8 | Int($1) } == height)
        #expect(Array(ihdr[8..<13]) == [8, colorType, 0, 0, 0])
        #expect(file.chunks[2].data.isEmpty)
        // zlib stream: CM = 8 (deflate), CINFO <= 7, FCHECK makes CMF·256 + FLG a multiple of 31, no dictionary.
        let z = file.chunks[1].data
        #expect(z[0] & 0x0F == 8 && z[0] >> 4 <= 7)
        #expect((Int(z[0]) * 256 + Int(z[1])) % 31 == 0)
        #expect(z[1] & 0x20 == 0)
        let raw = try #require(PNGChunks.inflate(z, expected: (width * bpp + 1) * height))
        let trailer = z[(z.count - 4)...].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(trailer == PNGChunks.adler(raw))
        #expect(PNGChunks.unfilter(raw, width: width, height: height, bpp: bpp) == pixels)
    }

    @Test("RGBA and gray PNGs have valid chunks, CRCs, zlib streams and round-trip pixels")
    func structure() throws {
        let rgba = Self.sampleRGBA()
        try check(PNG.encode(rgba), width: rgba.width, height: rgba.height, colorType: 6, bpp: 4, pixels: rgba.pixels)
        let gray = Self.sampleGray()
        try check(PNG.encode(gray), width: gray.width, height: gray.height, colorType: 0, bpp: 1, pixels: gray.pixels)
        // Compression actually happens for regular content.
        let flat = RGBABitmap(width: 200, height: 100, color: .white)
        #expect(PNG.encode(flat).count < 1000)
    }

    @Test("Checksums match their definitions; the stored-block fallback is a valid zlib stream")
    func checksumsAndStored() throws {
        for sample in [[UInt8](), Array("IEND".utf8), Array("123456789".utf8), (0..<70_000).map { UInt8($0 % 251) }] {
            #expect(PNG.crc32(sample) == PNGChunks.crc(sample))
            #expect(PNG.adler32(sample) == PNGChunks.adler(sample))
        }
        #expect(PNG.crc32(Array("123456789".utf8)) == 0xCBF4_3926)  // the published CRC-32 check value
        let data = (0..<140_000).map { UInt8(($0 * 31) % 256) }  // three stored blocks
        let stored = PNG.zlibStored(data)
        #expect(PNGChunks.inflate(stored, expected: data.count) == data)
        #expect(PNGChunks.inflate(PNG.zlibStored([]), expected: 0) == [])
    }

    @Test("Empty bitmaps still encode")
    func empty() throws {
        let png = PNG.encode(GrayBitmap(width: 0, height: 0))
        #expect(try PNGChunks(png).chunks.count == 3)
    }

    /// Writes PNGs and raw pixel dumps for Scripts/check_png.py (CI decodes them with
    /// Pillow). Directory: TYPESET_PNG_DIR, or a temporary directory.
    @Test("PNG files and raw dumps for the Pillow check")
    func writeForPillow() throws {
        let dir = ProcessInfo.processInfo.environment["TYPESET_PNG_DIR"]
            ?? (NSTemporaryDirectory() + "typeset-png-check")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let rgba = Self.sampleRGBA(), gray = Self.sampleGray()
        try PNG.write(rgba, to: dir + "/sample-rgba.png")
        try Data(rgba.pixels).write(to: URL(fileURLWithPath: dir + "/sample-rgba.rgba"))
        try PNG.write(gray, to: dir + "/sample-gray.png")
        try Data(gray.pixels).write(to: URL(fileURLWithPath: dir + "/sample-gray.gray"))
        #expect(FileManager.default.fileExists(atPath: dir + "/sample-rgba.png"))
        #expect(throws: RenderError.self) { try PNG.write(gray, to: "/nonexistent-dir/x.png") }
    }
}
