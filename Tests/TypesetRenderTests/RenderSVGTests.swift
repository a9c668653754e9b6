import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TypesetFont
@testable import TypesetRender

@Suite("SVG writer")
struct RenderSVGTests {
    @Test("Numbers: at most three decimals, no trailing zeros, no negative zero, no exponent")
    func numbers() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (0.5, "0.5"), (1.25, "1.25"), (3.14159, "3.142"),
            (2.0004, "2"), (-0.0004, "0"), (10.1, "10.1"), (0.001, "0.001"), (0.0015, "0.002"), (-2.5, "-2.5"),
            (123456.789, "123456.789"), (1e-7, "0"), (1e20, "1000000000000"), (.nan, "0"), (.infinity, "0"),
            (0.05, "0.05"), (-12.340, "-12.34"),
        ]
        for (value, text) in cases { #expect(SVGDocument.number(value) == text, "\(value)") }
    }

    @Test("Text and attributes are XML-escaped; forbidden characters removed")
    func escaping() {
        #expect(SVGDocument.escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect(SVGDocument.escape("x\u{0}\u{1}y\u{FFFE}z\tok") == "xyz\tok")
        #expect(SVGDocument.escape("Typeset 排版 🙂") == "Typeset 排版 🙂")
    }

    static func sample() -> SVGDocument {
        var svg = SVGDocument(width: 120, height: 80.5, background: .white)
        var glyph = GlyphPath()
        glyph.move(to: Point(x: 0, y: 0)); glyph.line(to: Point(x: 500, y: 0))
        glyph.quad(to: Point(x: 500, y: 700), control: Point(x: 700, y: 350))
        glyph.cubic(to: Point(x: 0, y: 0), control1: Point(x: 300, y: 900), control2: Point(x: -100, y: 300))
        glyph.close()
        svg.group(id: "glyphs & <guides>") { g in
            g.path(glyph, transform: .fontToPixels(unitsPerEm: 1000, pixelsPerEm: 40, origin: Point(x: 10.25, y: 60)), fill: Color(rgb: 0x112233), opacity: 0.8)
            g.line(x1: 0, y1: 60, x2: 120, y2: 60, stroke: Color(rgb: 0xFF0000, alpha: 128), dash: [2, 1.5])
            g.rect(x: 5, y: 5, width: 20, height: 10, fill: nil, stroke: .black, strokeWidth: 0.5)
        }
        svg.beginGroup(transform: .translation(x: 1.5, y: -2))
        svg.text("Cap height \"H\" <17 pt>", x: 60, y: 75, size: 9, anchor: .middle)
        return svg  // one group left open on purpose: `xml` closes it
    }

    @Test("Output is deterministic, well-formed XML with the expected elements")
    func document() throws {
        let xml = Self.sample().xml
        #expect(xml == Self.sample().xml)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"120\" height=\"80.5\" viewBox=\"0 0 120 80.5\">"))
        // Font units to pixels: (500, 700) → (10.25 + 20, 60 − 28).
        #expect(xml.contains("<path d=\"M10.25 60 L30.25 60 Q38.25 46 30.25 32 C22.25 24 6.25 48 10.25 60 Z\" fill=\"#112233\" opacity=\"0.8\"/>"))
        #expect(xml.contains("stroke=\"#ff0000\" stroke-opacity=\"0.502\" stroke-width=\"1\" stroke-dasharray=\"2 1.5\""))
        #expect(xml.contains("<g id=\"glyphs &amp; &lt;guides&gt;\">"))
        #expect(xml.contains("<g transform=\"matrix(1 0 0 1 1.5 -2)\">"))
        #expect(xml.contains(">Cap height &quot;H&quot; &lt;17 pt&gt;</text>"))

        final class Counter: NSObject, XMLParserDelegate {
            var elements: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                elements.append(name)
            }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(counter.elements == ["svg", "rect", "g", "path", "line", "rect", "g", "text"])
    }
}
