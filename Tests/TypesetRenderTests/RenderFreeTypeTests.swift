import Foundation
import Testing
import TypesetFont
@testable import TypesetRender

/// One glyph as FreeType rendered it (see Scripts/compare_freetype_raster.py for the format).
struct FreeTypeRaster {
    var glyph: Int
    var pixels: Int
    /// FreeType's origin shift in 26.6 units (x right, y up).
    var dx: Int
    var dy: Int
    var left: Int
    var top: Int
    var width: Int
    var rows: Int
    var outline: [Substring]
    var bitmap: [UInt8]

    static func load(_ path: String) throws -> [FreeTypeRaster] {
        var out: [FreeTypeRaster] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            switch fields.first {
            case "glyph":
                let v = fields.dropFirst().compactMap { Int($0) }
                guard v.count == 8 else { throw CocoaError(.fileReadCorruptFile) }
                out.append(FreeTypeRaster(glyph: v[0], pixels: v[1], dx: v[2], dy: v[3], left: v[4], top: v[5], width: v[6], rows: v[7], outline: [], bitmap: []))
            case "outline":
                out[out.count - 1].outline = fields.count > 1 ? fields[1].split(separator: " ") : []
            case "row":
                let hex = Array(fields[1].utf8)
                var i = 0
                while i + 1 < hex.count {
                    out[out.count - 1].bitmap.append(UInt8(hexDigit(hex[i]) << 4 | hexDigit(hex[i + 1])))
                    i += 2
                }
            default:
                break
            }
        }
        return out
    }

    /// The device-space origin (pixels, y down, relative to the bitmap's top-left corner) at
    /// which a font-unit outline must be placed to land where FreeType drew this glyph:
    /// `Affine.fontToPixels(unitsPerEm:pixelsPerEm: pixels, origin: deviceOrigin)`. For
    /// comparing Typeset's own decoded outlines with the same bitmaps.
    var deviceOrigin: Point { Point(x: Double(dx) / 64 - Double(left), y: Double(top) - Double(dy) / 64) }

    static func hexDigit(_ c: UInt8) -> Int { c >= 97 ? Int(c) - 87 : (c >= 65 ? Int(c) - 55 : Int(c) - 48) }

    /// Feeds the recorded 26.6 outline (y up, origin at the bitmap's bottom-left) to `sink`
    /// in device pixels.
    func replay<Sink: OutlineSink>(into sink: inout Sink) {
        var i = 0
        func point() -> Point {
            let x = Double(outline[i]) ?? 0, y = Double(outline[i + 1]) ?? 0
            i += 2
            return Point(x: x / 64, y: Double(rows) - y / 64)
        }
        while i < outline.count {
            let op = outline[i]
            i += 1
            switch op {
            case "M": sink.move(to: point())
            case "L": sink.line(to: point())
            case "Q": let c = point(); sink.quad(to: point(), control: c)
            case "C": let c1 = point(), c2 = point(); sink.cubic(to: point(), control1: c1, control2: c2)
            case "Z": sink.close()
            default: return
            }
        }
    }
}

@Suite("Rasterizer against FreeType")
struct RenderFreeTypeTests {
    /// The expectation directory: `TYPESET_RASTER_EXPECTATIONS` when set (CI can regenerate
    /// from the full Debian fonts with `Scripts/compare_freetype_raster.py --debian --out DIR`
    /// and run this test live), otherwise the committed files.
    static let directory = RenderRepo.referenceDirectory("TYPESET_RASTER_EXPECTATIONS")
    static let files = RenderRepo.referenceFiles(in: directory, prefix: "raster-")

    @Test("The reference files are there")
    func referencesPresent() {
        #expect(Self.files.count >= 3, "no raster-*.txt in \(Self.directory)")
    }

    /// Thresholds: mean absolute difference below 1 % of full coverage per glyph, no pixel
    /// more than 3 levels (of 255) away, and at least 90 % of all pixels identical. With the
    /// default `.freeType` flattening the remaining differences come from FreeType's integer
    /// arithmetic (1/256 px cells, truncated areas, fixed-point conic stepping); measured on
    /// FreeType 2.13.2: at most 2 levels, 95–97 % of pixels identical.
    @Test("Same outline, same coverage as FreeType's smooth rasterizer", arguments: files)
    func matchesFreeType(file: String) throws {
        let glyphs = try FreeTypeRaster.load(Self.directory + "/" + file)
        #expect(glyphs.count >= 40)
        let r = Rasterizer()
        var bitmap = GrayBitmap(width: 0, height: 0)
        var worstMean = 0.0, worstPixel = 0, exact = 0, total = 0
        for g in glyphs {
            #expect(g.bitmap.count == g.width * g.rows)
            r.reset(width: g.width, height: g.rows)
            var sink: Rasterizer = r
            g.replay(into: &sink)
            r.render(into: &bitmap)
            var sum = 0, worst = 0
            for (a, b) in zip(bitmap.pixels, g.bitmap) {
                let d = abs(Int(a) - Int(b))
                sum += d
                worst = max(worst, d)
                if d == 0 { exact += 1 }
            }
            total += g.bitmap.count
            if ProcessInfo.processInfo.environment["RENDER_DEBUG"] == "\(g.glyph):\(g.pixels)" {
                for y in 0..<g.rows {
                    let ours = (0..<g.width).map { String(format: "%3d", bitmap.pixels[y * g.width + $0]) }.joined(separator: " ")
                    let theirs = (0..<g.width).map { String(format: "%3d", g.bitmap[y * g.width + $0]) }.joined(separator: " ")
                    print(ours + "  |  " + theirs)
                }
            }
            let mean = g.bitmap.isEmpty ? 0 : Double(sum) / Double(g.bitmap.count) / 255
            #expect(mean < 0.01, "glyph \(g.glyph) at \(g.pixels) px: mean difference \(mean)")
            #expect(worst <= 3, "glyph \(g.glyph) at \(g.pixels) px: max difference \(worst)")
            worstMean = max(worstMean, mean)
            worstPixel = max(worstPixel, worst)
        }
        #expect(Double(exact) >= 0.9 * Double(total))
        print("\(file): \(glyphs.count) glyphs, worst mean \(String(format: "%.5f", worstMean)), worst pixel \(worstPixel), exact \(exact)/\(total)")
    }
}
