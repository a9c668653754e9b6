import Foundation
import Testing
import Typeset
import TypesetFont
import TypesetShaping
@testable import TypesetRender

/// Golden pictures: re-rendered and compared with committed RGBA dumps (zlib) under
/// Tests/TypesetRenderTests/Golden, next to the PNGs a person looked at (and Pillow decodes in CI:
/// `Scripts/check_png.py Tests/TypesetRenderTests/Golden`). `TYPESET_UPDATE_GOLDEN=1` rewrites
/// them; `TYPESET_PNG_DIR=DIR` also writes the fresh renders with raw dumps for check_png.py.
@Suite("Paragraph pictures")
struct RenderPictureTests {
    static let golden = RenderRepo.path("Tests/TypesetRenderTests/Golden")

    static func stack() throws -> FontStack {
        FontStack(try ShapingFont(contentsOfFile: RenderRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf")),
                  fallbacks: [try ShapingFont(contentsOfFile: RenderRepo.path("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc"), index: 0)])
    }

    static func inter() throws -> FontStack {
        FontStack(try ShapingFont(contentsOfFile: RenderRepo.path("Fixtures/fonts/Inter-Regular-subset.otf")))
    }

    static let text = "Typography: AVATAR Wave To. Straße, Größe — 排版的核心是行高"

    /// Compares `bitmap` with the golden dump `name`: same size, mean absolute channel
    /// difference below 0.5 levels and no channel more than 48 levels off (room for
    /// floating-point differences between platforms in coverage and compositing).
    func check(_ bitmap: RGBABitmap, _ name: String) throws {
        let env = ProcessInfo.processInfo.environment
        if env["TYPESET_UPDATE_GOLDEN"] == "1" {
            try PNG.write(bitmap, to: Self.golden + "/\(name).png")
            let header = "\(bitmap.width) \(bitmap.height)\n"
            try Data(Array(header.utf8) + PNG.zlibCompress(bitmap.pixels)).write(to: URL(fileURLWithPath: Self.golden + "/\(name).rgba.zlib"))
        }
        if let dir = env["TYPESET_PNG_DIR"] {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try PNG.write(bitmap, to: dir + "/picture-\(name).png")
            try Data(bitmap.pixels).write(to: URL(fileURLWithPath: dir + "/picture-\(name).rgba"))
        }
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.golden + "/\(name).rgba.zlib")))
        guard let newline = data.firstIndex(of: 10) else { Issue.record("\(name): no header"); return }
        let size = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        #expect(size == [bitmap.width, bitmap.height], "\(name): size \(bitmap.width)x\(bitmap.height), golden \(size)")
        guard size.count == 2, let expected = PNG.zlibDecompress(Array(data[(newline + 1)...]), count: 4 * size[0] * size[1]),
              expected.count == bitmap.pixels.count else { Issue.record("\(name): golden unreadable or of another size"); return }
        var sum = 0, worst = 0
        for (a, b) in zip(bitmap.pixels, expected) {
            let d = abs(Int(a) - Int(b))
            sum += d
            worst = max(worst, d)
        }
        let mean = Double(sum) / Double(max(1, expected.count))
        #expect(mean < 0.5, "\(name): mean channel difference \(mean)")
        #expect(worst <= 48, "\(name): max channel difference \(worst)")
    }

    @Test("Guides: DejaVu with CJK fallback, 17/24 pt in 200 pt at 2x (uikitExact)")
    func guidesPicture() throws {
        let picture = ParagraphPicture(text: Self.text, stack: try Self.stack(), pointSize: 17, lineHeight: 24, model: .uikitExact,
                                       width: 200, scale: 2, guides: .all)
        let bitmap = picture.render()
        try check(bitmap, "guides-dejavu-17-24-2x")
        // Independent of the golden: the canvas and the baselines follow from the layout alone.
        let lines = picture.pixelLines
        #expect(lines.count == picture.layout.lineCount && lines.count >= 3)
        for (line, laid) in zip(lines, picture.layout.lines) {
            // The descender takes precedence: the box's bottom rounded up, less its depth below
            // the baseline rounded up (the "Cap-height alignment" rule's rule, for every line).
            let bottom = (laid.bottom * 2 - 1e-9).rounded(.up), depth = ((laid.bottom - laid.baseline) * 2 - 1e-9).rounded(.up)
            #expect(line.baseline == picture.canvas.frame.y + Int(bottom - depth))
            #expect(line.descenderBottom <= picture.canvas.frame.y + Int(bottom))
            // The baseline guide is drawn in the row just below the baseline, in the baseline colour.
            let x = picture.canvas.frame.x + picture.canvas.frame.width - 1
            #expect(bitmap[x, line.baseline].r > 150 && bitmap[x, line.baseline].g < 120)
        }
        // Ink: the text mask has coverage on every line between the cap line and the descender line only.
        let mask = picture.textMask()
        for line in lines {
            var inkAbove = 0
            for y in (line.capTop - 3)..<line.descenderBottom { for x in 0..<mask.width { inkAbove += Int(mask[x, y]) } }
            #expect(inkAbove > 0)
        }
    }

    @Test("Ghost: design vs UIKit lineSpacing only, Inter 17/24 pt at 2x")
    func ghostPicture() throws {
        let stack = try Self.inter()
        let overlay = GhostOverlay(text: "Typography: AVATAR Wave To. Yo! Straße", stack: stack, pointSize: 17, lineHeight: 24,
                                   width: 160, scale: 2, base: .design, ghost: .uikitLineSpacing, guides: [.baselines, .frame])
        let (bitmap, comparison) = overlay.render()
        try check(bitmap, "ghost-inter-design-vs-linespacing-2x")
        // The offset follows from the metrics: a lineSpacing-only label puts every baseline
        // (L − a − d) / 2 higher than the design's half-leading (Typography.md "Outer padding"), whatever the line.
        let m = stack.primary.metrics.scaled(to: 17)
        let expected = -(24 - m.ascender + m.descender) / 2
        #expect(comparison.baseLineCount == comparison.ghostLineCount && comparison.baseLineCount >= 2)
        for offset in comparison.exactBaselineOffsets { #expect(abs(offset - expected) < 1e-9) }
        #expect(abs(comparison.maxBaselineOffset - abs(expected)) <= 0.5 + 1e-9)  // one pixel at 2x
        #expect(comparison.differingPixels > 100)
        #expect(comparison.differingLines.count == comparison.baseLineCount)
        #expect(comparison.description.hasSuffix("pt") && comparison.description.contains("px differ, max baseline offset"))
    }

    @Test("Ghost: a layout over itself differs nowhere")
    func ghostIdentical() throws {
        let overlay = GhostOverlay(text: "Wave To. Yo!", stack: try Self.inter(), pointSize: 15, lineHeight: 20, width: 80,
                                   scale: 3, base: .uikitExact, ghost: .uikitExact)
        let comparison = overlay.comparison
        #expect(comparison.isIdentical)
        #expect(comparison.description == "0 px differ, max baseline offset 0 pt")
    }

    @Test("Ghost: design vs uikitExact agree when the font has no line gap")
    func ghostExact() throws {
        // Inter's hhea line gap is 0: the exact-line-height model centres glyphs like the design.
        let stack = try Self.inter()
        #expect(stack.primary.metrics.scaled(to: 17).leading == 0)
        let comparison = GhostOverlay(text: "Wave To. Yo! Straße", stack: stack, pointSize: 17, lineHeight: 24, width: 90,
                                      scale: 3, base: .design, ghost: .uikitExact).comparison
        #expect(comparison.maxExactBaselineOffset < 1e-9)
        #expect(comparison.differingPixels == 0)
    }

    @Test("SVG of the same picture: one path per inked glyph, guides as lines and rects")
    func svgPicture() throws {
        let picture = ParagraphPicture(text: "AVATAR Wave", stack: try Self.stack(), pointSize: 17, lineHeight: 24, width: 200,
                                       scale: 2, guides: [.baselines, .lineBoxes, .frame])
        let xml = picture.svg().xml
        let canvas = picture.canvas
        #expect(xml.contains("width=\"\(canvas.width)\" height=\"\(canvas.height)\""))
        let paths = xml.components(separatedBy: "<path ").count - 1
        #expect(paths == 10)  // AVATARWave: ten glyphs with contours, none for the space
        #expect(xml.components(separatedBy: "<line ").count - 1 == picture.layout.lineCount)
        let baselineY = Double(picture.pixelLines[0].baseline) + 0.5
        #expect(xml.contains("y1=\"\(SVGDocument.number(baselineY))\""))
    }

    @Test("Glyph positions follow the shaper: kerning and letter spacing included")
    func glyphPositions() throws {
        let stack = try Self.inter()
        let picture = ParagraphPicture(text: "AVAT", stack: stack, pointSize: 20, letterSpacing: 1.5, scale: 1)
        let shaped = Typesetter(stack: stack, pointSize: 20, letterSpacing: 1.5).shapedGlyphs("AVAT")
        #expect(shaped.count == 4)
        var pen = 0.0
        for (g, s) in zip(picture.glyphs, shaped) {
            #expect(g.glyph == s.glyph && abs(g.x - pen) < 1e-12)
            pen += s.advance
        }
        #expect(abs(pen - picture.layout.lines[0].width) < 1e-9)
    }

    @Test("Truncated lines end with an ellipsis glyph")
    func truncation() throws {
        let stack = try Self.stack()
        let picture = ParagraphPicture(text: "Typography and more typography and more", stack: stack, pointSize: 17, width: 120,
                                       maxLines: 1, scale: 1)
        #expect(picture.layout.truncated)
        let ellipsis = stack.primary.characterMap.glyph(for: 0x2026)
        #expect(ellipsis != nil && picture.glyphs.last?.glyph == ellipsis)
    }
}

@Suite("Pictures place marks")
struct PictureMarkTests {
    /// A combining acute on q is attached by DejaVu's GPOS `mark` feature: the picture draws it
    /// where the shaper put it (an offset from its pen position), not at the pen.
    @Test func marksKeepTheirOffsets() throws {
        let font = try ShapingFont(contentsOfFile: RenderRepo.path("Fixtures/fonts/DejaVuSans-subset.ttf"))
        let picture = ParagraphPicture(text: "q\u{0301}", stack: FontStack(font), pointSize: 40, scale: 1)
        #expect(picture.glyphs.count == 2)
        let mark = try #require(picture.glyphs.last)
        #expect(mark.xOffset != 0 || mark.yOffset != 0)
        let line = try #require(picture.layout.lines.first)
        #expect(mark.xOffset == line.glyphs[1].xOffset && mark.yOffset == line.glyphs[1].yOffset)
    }
}
