import Testing
import TypesetFont
@testable import TypesetRender

@Suite("Bitmaps and compositing")
struct RenderBitmapTests {
    @Test("Source-over in straight alpha matches the formula")
    func sourceOver() {
        // Opaque destination: C = Cs·αs + Cd·(1 − αs).
        let half = Color.sourceOver(Color(r: 255, g: 0, b: 0, a: 255), coverage: 128, over: Color(r: 0, g: 0, b: 255))
        #expect(half == Color(r: 128, g: 0, b: 127, a: 255))
        #expect(Color.sourceOver(Color(rgb: 0x123456), over: Color(rgb: 0xABCDEF)) == Color(rgb: 0x123456))
        #expect(Color.sourceOver(Color(rgb: 0x123456, alpha: 0), over: Color(rgb: 0xABCDEF)) == Color(rgb: 0xABCDEF))
        #expect(Color.sourceOver(Color(rgb: 0x123456), coverage: 0, over: .clear) == .clear)
        // Over transparent: the source colour with its own alpha.
        let overClear = Color.sourceOver(Color(r: 200, g: 100, b: 50, a: 255), coverage: 64, over: .clear)
        #expect(overClear == Color(r: 200, g: 100, b: 50, a: 64))
        // Translucent over translucent: αo = 0.5 + 0.5·0.5 = 0.75; C = (255·0.5 + 0·0.25)/0.75 = 170.
        let both = Color.sourceOver(Color(r: 255, g: 255, b: 255, a: 128), over: Color(r: 0, g: 0, b: 0, a: 128))
        #expect(both.a == 192)
        #expect(abs(Int(both.r) - 170) <= 1)
        // Exhaustive: never traps, output alpha never below either input's contribution.
        for sa in stride(from: 0, through: 255, by: 15) {
            for da in stride(from: 0, through: 255, by: 15) {
                for cov in [0, 1, 128, 254, 255] {
                    let c = Color.sourceOver(Color(r: 255, g: 0, b: 9, a: UInt8(sa)), coverage: UInt8(cov), over: Color(r: 0, g: 255, b: 9, a: UInt8(da)))
                    #expect(Int(c.a) >= da - 1)
                    if c.a > 0 { #expect(c.b == 9 || abs(Int(c.b) - 9) <= 1) }
                }
            }
        }
    }

    @Test("Rects, guide lines and masks are clipped to the bitmap")
    func drawing() {
        var b = RGBABitmap(width: 10, height: 6, color: .white)
        b.fill(PixelRect(x: -5, y: 4, width: 8, height: 10), color: .black)
        #expect(b[0, 5] == .black && b[2, 4] == .black && b[3, 4] == .white && b[0, 3] == .white)
        b.horizontalLine(y: 1, from: 12, to: -3, color: Color(rgb: 0xFF0000), dash: Dash(on: 2, off: 1))
        // The dash pattern counts from x = −3: on at −3, −2; off −1; on 0, 1; off 2; on 3, 4 …
        #expect(b[0, 1] == Color(rgb: 0xFF0000) && b[1, 1] == Color(rgb: 0xFF0000) && b[2, 1] == .white && b[3, 1] == Color(rgb: 0xFF0000))
        b.verticalLine(x: 9, from: 0, to: 100, color: Color(rgb: 0x00FF00))
        #expect((0..<6).allSatisfy { b[9, $0] == Color(rgb: 0x00FF00) })
        b.horizontalLine(y: 6, from: 0, to: 9, color: .black)  // outside: no effect, no trap
        b.verticalLine(x: -1, from: 0, to: 9, color: .black)

        var mask = GrayBitmap(width: 4, height: 3)
        mask[0, 0] = 255; mask[3, 2] = 128
        var c = RGBABitmap(width: 5, height: 5, color: .white)
        c.composite(mask, x: 2, y: 3, color: .black)  // bottom-right part falls outside
        #expect(c[2, 3] == .black)
        c.composite(mask, x: -3, y: -2, color: .black)  // only mask[3, 2] lands at (0, 0)
        #expect(c[0, 0] == Color(r: 127, g: 127, b: 127))
        #expect(PixelRect.enclosing(Bounds(xMin: -0.5, yMin: 1.2, xMax: 3.0, yMax: 3.01)) == PixelRect(x: -1, y: 1, width: 4, height: 3))
        #expect(PixelRect.enclosing(Bounds(xMin: .nan, yMin: 0, xMax: 1, yMax: 1)).isEmpty)
    }

    @Test("Rasterized coverage composited in a colour")
    func glyphComposite() {
        let r = Rasterizer()
        var p = RenderPath()
        p.addRect(x: 1, y: 1, width: 2.5, height: 2)
        r.reset(width: 4, height: 4)
        r.fill(p)
        let mask = r.makeBitmap()
        var canvas = RGBABitmap(width: 4, height: 4, color: .white)
        canvas.composite(mask, x: 0, y: 0, color: Color(rgb: 0x0000FF))
        #expect(canvas[1, 1] == Color(rgb: 0x0000FF))
        #expect(canvas[3, 1].b == 255 && abs(Int(canvas[3, 1].r) - 127) <= 1)  // half-covered
        #expect(canvas[0, 0] == .white)
    }
}
