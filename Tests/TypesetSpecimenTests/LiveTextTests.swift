import Testing
import Typeset
import TypesetShaping
@testable import TypesetSpecimen
import TypesetTokens

/// The live text of each style: set in typography.css as `typeset generate --css` writes it, with
/// the line boxes and baselines of the web layout drawn over it (the browser's side is checked
/// by Scripts/check_specimen_overlay.py in Chromium).
@Suite struct LiveTextTests {
    /// One live block read back from the page.
    struct Block {
        var classes: String
        var attributes: [String: String]
        var text: String
        var marks: [[String: String]]
    }

    static func attributes(_ tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            let after = rest[equals.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            result[name] = String(after[..<end])
            rest = after[after.index(after: end)...]
        }
        return result
    }

    /// Every `div.live` of the page: the text block's attributes and (still escaped) text, and
    /// each line mark's attributes.
    static func blocks(_ html: String) -> [Block] {
        var found: [Block] = []
        for chunk in html.components(separatedBy: "<div class=\"live\"").dropFirst() {
            let body: String = chunk.components(separatedBy: "</svg>")[0]
            guard let open = body.range(of: "<div "), let close = body.range(of: ">", range: open.upperBound..<body.endIndex),
                  let end = body.range(of: "</div>", range: close.upperBound..<body.endIndex) else { continue }
            let tag: [String: String] = attributes(body[open.upperBound..<close.lowerBound])
            var marks: [[String: String]] = []
            for mark in body.components(separatedBy: "<g class=\"line-mark\"").dropFirst() {
                marks.append(attributes(mark.prefix { $0 != ">" }))
            }
            found.append(Block(classes: tag["class"] ?? "", attributes: tag, text: String(body[close.upperBound..<end.lowerBound]),
                               marks: marks))
        }
        return found
    }

    static let built = Result { () throws(SpecimenError) -> [SpecimenFile] in
        try Specimen.build(SpecimenOptions(tokens: SpecimenRepo.tokens, fallbackFonts: [(SpecimenRepo.noto, 0)]))
    }

    @Test func oneLiveBlockPerStyleWithTheWebLayoutsLines() throws {
        let files = try Self.built.get()
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        let css = String(decoding: try #require(files.first { $0.path == "typography.css" }).bytes, as: UTF8.self)
        let guide = StyleGuide.load(file: SpecimenRepo.tokens)
        let blocks = Self.blocks(html)
        #expect(blocks.count == guide.entries.count, "one live block per style")
        // The page's CSS is the emitter's, with the fonts copied next to the page.
        #expect(css == CSSGenerator(guide: guide, fontURLPrefix: "fonts/").files()[0].contents)
        var lines = 0
        for (block, entry) in zip(blocks, guide.entries) {
            let values = CSSGenerator(guide: guide).values()[guide.entries.firstIndex { $0.token.name == entry.token.name }!]
            #expect(block.classes == "live-text \(values.name)")
            #expect(css.contains("\n.\(values.name) {"), "typography.css has no class .\(values.name)")
            let face = try #require(entry.face)
            let font = try ShapingFont(contentsOfFile: face.path, index: face.index)
            let web = WebTypesetter(Typesetter(stack: FontStack(font), style: entry.resolved),
                                    lineHeight: CSSLineHeight(entry.style.lineHeight, resolvedLineHeight: entry.resolved.lineHeight))
            let text = entry.style.textCase.apply(to: SpecimenOptions(tokens: "").sample)
            let layout = web.layout(text, width: 320)
            let trimmed = web.trimmed(layout, over: .cap, under: .alphabetic)
            #expect(layout.lines.count > 1)
            #expect(block.marks.count == layout.lines.count, "\(entry.token.name): \(block.marks.count) lines drawn")
            #expect(block.attributes["data-lines"] == String(layout.lines.count))
            #expect(Double(block.attributes["data-height"] ?? "") == trimmed.bottom - trimmed.top)
            #expect(block.attributes["data-width"].flatMap(Double.init) == 320)
            for (mark, line) in zip(block.marks, layout.lines) {
                #expect(mark["data-start"] == String(line.range.lowerBound))
                #expect(Double(mark["data-top"] ?? "") == line.top - trimmed.top)
                #expect(Double(mark["data-baseline"] ?? "") == line.baseline - trimmed.top)
                #expect(Double(mark["data-bottom"] ?? "") == line.bottom - trimmed.top)
            }
            // The first line box starts above the trimmed top, at the cap height above the baseline.
            let first = try #require(block.marks.first)
            #expect(Double(first["data-top"] ?? "0")! < 0)
            #expect(Double(first["data-baseline"] ?? "0")! == web.fontMetrics[0].capHeight)
            lines += block.marks.count
        }
        #expect(lines >= 3 * blocks.count - 6)
    }

    @Test func liveTextIsEscaped() throws {
        var options = SpecimenOptions(tokens: SpecimenRepo.tokens, fallbackFonts: [])
        options.sample = "Fish & <chips> are \"quoted\" </div><script>x</script> here."
        let files = try Specimen.build(options)
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        let blocks = Self.blocks(html)
        #expect(!blocks.isEmpty)
        #expect(!html.contains("<chips>") && !html.contains("<script"))
        for block in blocks where !block.classes.contains("caption2") {
            #expect(block.text == "Fish &amp; &lt;chips&gt; are &quot;quoted&quot; &lt;/div&gt;&lt;script&gt;x&lt;/script&gt; here.")
        }
    }

    @Test func fontsOutsideTheFolderGetNoLiveText() {
        #expect(Specimen.copyable("Inter-Regular.otf") && Specimen.copyable("variable/Inter.ttf"))
        #expect(!Specimen.copyable("/usr/share/fonts/x.ttf") && !Specimen.copyable("../x.ttf") && !Specimen.copyable("a//b.ttf")
                && !Specimen.copyable("./x.ttf") && !Specimen.copyable(""))
    }
}
