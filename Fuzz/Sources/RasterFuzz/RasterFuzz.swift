import FuzzDriver
import TypesetFont
import TypesetRender

/// libFuzzer entry point: any font bytes, decoded and rasterized glyph by glyph through the
/// one-call path (26.6 points, integer cells) and the general path (placed `Double` points), at a
/// whole-pixel and a subpixel origin: every glyph gives a bitmap or a typed error, never a trap or
/// an out-of-bounds access (AddressSanitizer watches the rasterizer's cells and masks).
@_cdecl("LLVMFuzzerTestOneInput")
public func rasterFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = FontData(bytes: UnsafeRawBufferPointer(start: data, count: size))
    guard let file = try? FontFile(data: bytes) else { return 0 }
    let rasterizer = Rasterizer()
    var bitmap = GrayBitmap(width: 0, height: 0)
    for index in 0..<min(file.faceCount, 2) {
        guard let face = try? file.face(at: index), var outliner = try? face.outliner() else { continue }
        let upm = Double(face.head.unitsPerEm)
        for glyph in 0..<min(face.numGlyphs, 48) {
            let id = GlyphID(truncatingIfNeeded: glyph)
            for (pixels, origin) in [(12.0, Point(x: 0, y: 0)), (17.0, Point(x: 0.3, y: -0.25))] {
                let placement = GlyphPlacement(unitsPerEm: upm, pixelsPerEm: pixels, origin: origin)
                if let rect = try? rasterizer.rasterize(glyph: id, outliner: &outliner, placement: placement, into: &bitmap) {
                    precondition(bitmap.width == rect.width && bitmap.height == rect.height)
                }
                var path = GlyphPath()
                if (try? outliner.outline(glyph: id, into: &path)) != nil {
                    _ = rasterizer.rasterize(path, transform: .fontToPixels(unitsPerEm: upm, pixelsPerEm: pixels, origin: origin), into: &bitmap)
                }
            }
        }
    }
    return 0
}

/// SwiftPM's `main` for this target: libFuzzer's driver (see `runFuzzer`).
@_cdecl("RasterFuzz_main")
public func rasterFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in rasterFuzz(data, size) }
}
