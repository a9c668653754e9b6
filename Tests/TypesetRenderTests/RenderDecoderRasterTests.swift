import Foundation
import Testing
import TypesetFont
@testable import TypesetRender

/// One glyph bitmap FreeType rendered (see Scripts/compare_decoder_raster.py for the format).
struct DecoderRasterReference {
    var glyph: GlyphID
    var pixels: Int
    var dx: Int
    var dy: Int
    var left: Int
    var top: Int
    var width: Int
    var rows: Int
    var bitmap: [UInt8]

    /// The font path, face index and (for a variable font) the instance from the header, and
    /// the glyphs.
    static func load(_ path: String) throws -> (font: String, index: Int, variations: [VariationSetting], glyphs: [DecoderRasterReference]) {
        var font = "", index = 0
        var variations: [VariationSetting] = []
        var glyphs: [DecoderRasterReference] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("# font=") {
                for field in line.dropFirst(2).split(separator: " ") {
                    if field.hasPrefix("font=") { font = String(field.dropFirst(5)) }
                    if field.hasPrefix("index="), let i = Int(field.dropFirst(6)) { index = i }
                    if field.hasPrefix("variations="), case .success(let settings) = VariationSetting.parseList(String(field.dropFirst(11))) {
                        variations = settings
                    }
                }
                continue
            }
            if line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t")
            guard fields.count == 10, fields[0] == "glyph" else { throw CocoaError(.fileReadCorruptFile) }
            let v = fields[1...8].compactMap { Int($0) }
            guard v.count == 8, let id = GlyphID(exactly: v[0]) else { throw CocoaError(.fileReadCorruptFile) }
            var bitmap: [UInt8] = []
            if fields[9] != "-" {
                guard let compressed = Data(base64Encoded: String(fields[9])),
                      let raw = PNG.zlibDecompress([UInt8](compressed), count: v[6] * v[7]) else { throw CocoaError(.fileReadCorruptFile) }
                bitmap = raw
            }
            glyphs.append(DecoderRasterReference(glyph: id, pixels: v[1], dx: v[2], dy: v[3], left: v[4], top: v[5], width: v[6], rows: v[7], bitmap: bitmap))
        }
        return (font, index, variations, glyphs)
    }
}

@Suite("Decoder + rasterizer against FreeType")
struct RenderDecoderRasterTests {
    /// `TYPESET_DECODER_RASTER_EXPECTATIONS` when set (CI regenerates from the full Debian fonts
    /// with `Scripts/compare_decoder_raster.py --debian --out DIR`), otherwise the committed files.
    static let directory = RenderRepo.referenceDirectory("TYPESET_DECODER_RASTER_EXPECTATIONS")
    static let files = RenderRepo.referenceFiles(in: directory, prefix: "decoder-raster-")

    @Test("The reference files are there")
    func referencesPresent() {
        #expect(Self.files.count >= 3, "no decoder-raster-*.txt in \(Self.directory)")
    }

    /// Every glyph of the multilingual sample, outlined by Typeset's decoder, placed as FreeType
    /// places it (16.16 scale, points rounded to 1/64 px: ``GlyphPlacement``) and rasterized:
    /// same bitmap rectangle as FreeType's, mean absolute difference below 1 % of full coverage
    /// per glyph, no pixel more than `maxPixel` levels (of 255) away. Measured on FreeType 2.13.2:
    /// CFF (Inter, Noto CJK) at most 2 levels; TrueType (DejaVu) at most 7 (composite glyphs and
    /// on-curve points that sit exactly between two off-curve points, which FreeType rounds
    /// individually), 96–98 % of pixels identical, mean difference 0.01–0.015 %.
    static let maxPixel = 8
    /// Variable fonts: FreeType scales each component and the composite's offset separately and
    /// rounds each to 1/64 px, and builds CFF2 paths from 16.16 blends in device space; the
    /// outlines (equal to FreeType's unscaled ones, VariationTests) then sit up to 1/64 px apart
    /// where the static fixtures' integer coordinates do not show it: at most 40 levels on a
    /// pixel, a bitmap edge at most one pixel away, the same mean difference bound.
    static let maxPixelVariable = 40

    /// Whether two bitmap rectangles are the same, or (`loose`) their edges at most a pixel apart.
    static func close(_ a: PixelRect?, _ b: PixelRect, loose: Bool) -> Bool {
        guard let a else { return false }
        if !loose { return a == b }
        return abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1 && abs(a.x + a.width - b.x - b.width) <= 1
            && abs(a.y + a.height - b.y - b.height) <= 1
    }

    @Test("Typeset's outlines rasterize like FreeType's", arguments: files)
    func matchesFreeType(file: String) throws {
        let (fontPath, index, variations, glyphs) = try DecoderRasterReference.load(Self.directory + "/" + file)
        #expect(glyphs.count >= (variations.isEmpty ? 300 : 150))
        // A variable font at the instance the file names (gvar or CFF2 outlines).
        let face = try FontFace(data: FontData(contentsOfFile: RenderRepo.path(fontPath)), index: index).instance(variations)
        var outliner = try face.outliner()
        outliner.roundsVariationDeltas = false  // as the renderers draw variable fonts
        let upm = Double(face.head.unitsPerEm)
        let r = Rasterizer()
        var bitmap = GrayBitmap(width: 0, height: 0)
        var worstMean = 0.0, worstPixel = 0, exact = 0, total = 0, sumAll = 0
        var histogram = [Int](repeating: 0, count: 5)  // 0, 1-2, 3-8, 9-32, >32
        for g in glyphs {
            // FreeType's pen origin in device pixels relative to the bitmap's top-left corner.
            let origin = Point(x: Double(g.dx) / 64, y: -Double(g.dy) / 64)
            let placement = GlyphPlacement(unitsPerEm: upm, pixelsPerEm: Double(g.pixels), origin: origin)
            guard let box = try outliner.controlBox(of: g.glyph) else {
                #expect(g.bitmap.allSatisfy { $0 == 0 }, "glyph \(g.glyph): empty outline, FreeType drew pixels")
                continue
            }
            let rect = try r.rasterize(placement: placement, controlBox: box, into: &bitmap) { sink throws(FontError) in
                try outliner.outline(glyph: g.glyph, into: &sink)
            }
            #expect(Self.close(rect, PixelRect(x: g.left, y: -g.top, width: g.width, height: g.rows), loose: !variations.isEmpty),
                    "glyph \(g.glyph) at \(g.pixels) px: rect \(rect) vs FreeType left \(g.left) top \(g.top) \(g.width)x\(g.rows)")
            guard bitmap.pixels.count == g.bitmap.count else { continue }
            var sum = 0, worst = 0
            for (a, b) in zip(bitmap.pixels, g.bitmap) {
                let d = abs(Int(a) - Int(b))
                sum += d
                worst = max(worst, d)
                if d == 0 { exact += 1 }
                histogram[d == 0 ? 0 : d <= 2 ? 1 : d <= 8 ? 2 : d <= 32 ? 3 : 4] += 1
            }
            total += g.bitmap.count
            sumAll += sum
            let mean = g.bitmap.isEmpty ? 0 : Double(sum) / Double(g.bitmap.count) / 255
            #expect(mean < 0.01, "glyph \(g.glyph) at \(g.pixels) px (\(g.dx),\(g.dy)): mean difference \(mean)")
            #expect(worst <= (variations.isEmpty ? Self.maxPixel : Self.maxPixelVariable), "glyph \(g.glyph) at \(g.pixels) px (\(g.dx),\(g.dy)): max difference \(worst)")
            worstMean = max(worstMean, mean)
            worstPixel = max(worstPixel, worst)
        }
        let overall = total > 0 ? Double(sumAll) / Double(total) / 255 : 0
        print("\(file): \(glyphs.count) bitmaps, mean \(String(format: "%.5f", overall)), worst glyph mean \(String(format: "%.5f", worstMean)), worst pixel \(worstPixel), exact \(exact)/\(total), |d| histogram 0/1-2/3-8/9-32/>32: \(histogram.map(String.init).joined(separator: "/"))")
    }
}
