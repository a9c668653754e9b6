import Foundation
import Testing
import TypesetSupport
import Typeset
import TypesetFont
import TypesetShaping
import TypesetSpecimen
import TypesetTokens
import TypesetTestSupport

enum SpecimenRepo {
    static let root = Repository.root
    static func path(_ relative: String) -> String { Repository.path(relative) }
    static let tokens = path("Examples/StyleGuide/tokens.json")
    static let noto = path("Examples/StyleGuide/fonts/NotoSansCJK-Regular-subset.ttc")

    /// The `typeset` executable built with the package (next to the test bundle or in .build/debug).
    static let typeset: String? = TestProcess.typeset(root: root)

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let output = try TestProcess.typeset(arguments, root: root)
        return (output.status, output.stdout, output.stderr)
    }
}

/// One style section of the page: its token name, `typeset style` arguments and numbers.
struct PageSection {
    var token: String
    var arguments: [String]?
    var numbers: [String: String] = [:]
}

/// Reads the sections, numbers and image references back from the page's HTML.
func parse(_ html: String) -> (sections: [PageSection], sources: [String]) {
    func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
    var sections: [PageSection] = []
    var sources: [String] = []
    for piece in html.split(separator: "<").dropFirst() {
        guard let close = piece.firstIndex(of: ">") else { continue }
        let tag = piece[..<close]
        if tag.hasPrefix("section "), let token = attribute("data-token", in: tag) {
            sections.append(PageSection(token: token, arguments: attribute("data-style-args", in: tag)?.components(separatedBy: "\u{1F}")))
        }
        if tag.hasPrefix("img "), let source = attribute("src", in: tag) { sources.append(source) }
        if let key = attribute("data-key", in: tag), let value = attribute("data-value", in: tag), !sections.isEmpty {
            sections[sections.count - 1].numbers[key] = value
        }
    }
    return (sections, sources)
}

/// Looks a dotted key up in `typeset style --json` output.
func lookup(_ json: Any, _ key: String) -> Double? {
    var current: Any? = json
    for part in key.split(separator: ".") { current = (current as? [String: Any])?[String(part)] }
    return (current as? NSNumber)?.doubleValue
}

@Suite(.serialized) struct SpecimenTests {
    static let built: Result<[SpecimenFile], SpecimenError> = Result { () throws(SpecimenError) -> [SpecimenFile] in
        try Specimen.build(SpecimenOptions(tokens: SpecimenRepo.tokens, fallbackFonts: [(SpecimenRepo.noto, 0)]))
    }

    @Test func pageReferencesOnlyFilesThatExist() throws {
        let files = try Self.built.get()
        let paths = Set(files.map(\.path))
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        let (sections, sources) = parse(html)
        #expect(sections.count == 12, "the eleven Dynamic Type styles and the variable-font display style")
        #expect(sources.count >= 11 * 8)
        for source in sources { #expect(paths.contains(source), "\(source) is referenced but not written") }
        // Every image written is used, and every one is a PNG.
        for file in files where file.path.hasPrefix("images/") {
            #expect(sources.contains(file.path), "\(file.path) is written but not referenced")
            #expect(Array(file.bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }
        // The rest: typography.css, linked from the page, and the font files its url()s name.
        let css = String(decoding: try #require(files.first { $0.path == "typography.css" }).bytes, as: UTF8.self)
        #expect(html.contains("<link rel=\"stylesheet\" href=\"typography.css\">"))
        for file in files where !file.path.hasPrefix("images/") && file.path != "index.html" && file.path != "typography.css" {
            #expect(file.path.hasPrefix("fonts/"), "\(file.path) is written")
            #expect(css.contains("src: url(\"\(file.path)\");"), "\(file.path) is written but typography.css does not load it")
        }
        #expect(!html.contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func everyStyleAppearsWithItsNumbers() throws {
        let files = try Self.built.get()
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        let (sections, _) = parse(html)
        let guide = StyleGuide.load(file: SpecimenRepo.tokens)
        #expect(sections.map(\.token) == guide.entries.map(\.token.name))
        for (section, entry) in zip(sections, guide.entries) {
            for key in ["pointSize", "lineHeight", "fontLineHeight", "uikit.lineSpacing", "uikit.minimumLineHeight",
                        "uikit.maximumLineHeight", "uikit.baselineOffset.beforeiOS16_4", "uikit.baselineOffset.fromiOS16_4",
                        "uikit.kern", "uikit.outerPadding.top", "uikit.outerPadding.bottom", "readable.width",
                        "readable.charactersPerLine", "capHeightInset@1x", "capHeightInset@2x", "capHeightInset@3x",
                        "ghost.differingPixels", "ladder.AX5.pointSize", "ladder.xS.lineHeight"] {
                #expect(section.numbers[key] != nil, "\(section.token) lacks \(key)")
            }
            #expect(section.numbers["pointSize"] == "\(entry.resolved.pointSize)")
            #expect(section.numbers["lineHeight"] == "\(entry.resolved.lineHeight)")
            for category in ContentSizeCategory.allCases {
                let resolved = entry.style.resolved(scale: 3, category: category)
                #expect(section.numbers["ladder.\(category.rawValue).pointSize"] == "\(resolved.pointSize)")
                #expect(section.numbers["ladder.\(category.rawValue).lineHeight"] == "\(resolved.lineHeight)")
            }
        }
    }

    /// A variable font's weight ladder: wght 100 ... 900 and the style's own weight, each line as
    /// wide as `typeset measure --variations wght=W` lays the same sample out.
    @Test func weightLadderOfTheVariableFont() throws {
        guard SpecimenRepo.typeset != nil else {
            Issue.record("the typeset executable was not found next to the tests or in .build/debug")
            return
        }
        let files = try Self.built.get()
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        let sections = parse(html).sections.filter { $0.numbers.keys.contains { $0.hasPrefix("weights.") } }
        #expect(sections.map(\.token) == ["typography.display"])
        for section in sections {
            let weights = section.numbers.keys.filter { $0.hasPrefix("weights.") }.compactMap { Double($0.split(separator: ".")[1]) }.sorted()
            #expect(weights == [100, 200, 300, 400, 500, 600, 650, 700, 800, 900])
            var arguments: [String] = []
            var iterator = (section.arguments ?? []).makeIterator()
            while let argument = iterator.next() {
                // measure takes the style options; --measure (readable measure) and the style's own weight are style's.
                if argument == "--measure" || argument == "--variations" { _ = iterator.next(); continue }
                arguments.append(argument)
            }
            var widths: [Double] = []
            for weight in weights {
                let text = "\(weight == weight.rounded() ? String(Int(weight)) : String(weight)) Hamburgefonstiv"
                let result = try SpecimenRepo.run(["measure"] + arguments + ["--variations", "wght=\(weight)", "--width", "100000", "--json", text])
                #expect(result.status == 0, "\(result.stderr)")
                let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                let expected = try #require(lookup(json, "usedWidth"))
                let shown = try #require(section.numbers["weights.\(weight == weight.rounded() ? String(Int(weight)) : String(weight)).width"].flatMap(Double.init))
                #expect(abs(shown - expected) < 1e-9, "wght \(weight): page \(shown), typeset measure \(expected)")
                widths.append(shown)
            }
            // Heavier instances of Inter are wider: every step of the ladder widens the line.
            #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 })
        }
    }

    /// The numbers on the page are what `typeset style --json` prints for the same inputs, at 1x, 2x and 3x.
    @Test func numbersEqualTypesetStyle() throws {
        guard SpecimenRepo.typeset != nil else {
            Issue.record("the typeset executable was not found next to the tests or in .build/debug")
            return
        }
        let files = try Self.built.get()
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        var compared = 0
        for section in parse(html).sections {
            let arguments = try #require(section.arguments, "\(section.token) has no typeset style arguments")
            for scale in [1, 2, 3] {
                let result = try SpecimenRepo.run(["style"] + arguments + ["--scale", String(scale), "--json"])
                #expect(result.status == 0, "\(result.stderr)")
                let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                let inset = try #require(section.numbers["capHeightInset@\(scale)x"]).split(separator: ",").compactMap { Double($0) }
                #expect(abs(inset[0] - (lookup(json, "uikit.capHeightInset.top") ?? .nan)) < 1e-9, "\(section.token) @\(scale)x")
                #expect(abs(inset[1] - (lookup(json, "uikit.capHeightInset.bottom") ?? .nan)) < 1e-9, "\(section.token) @\(scale)x")
                compared += 2
                guard scale == 3 else { continue }
                for (key, value) in section.numbers where !key.contains("@") && !key.hasPrefix("ghost.") && !key.hasPrefix("ladder.")
                    && !key.hasPrefix("weights.") {
                    let expected = try #require(lookup(json, key), "typeset style has no \(key)")
                    let shown = try #require(Double(value))
                    #expect(abs(shown - expected) < 1e-9, "\(section.token) \(key): page \(shown), typeset style \(expected)")
                    compared += 1
                }
            }
        }
        #expect(compared > 11 * 15)
    }

    @Test func ghostOverlaysStateTheDifference() throws {
        let files = try Self.built.get()
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        #expect(html.contains("Design (half-leading) vs. UIKit with lineSpacing only"))
        #expect(html.contains(" px differ</span>, largest baseline offset "))
        // Inter has no line gap: the exact UIKit parameters put every baseline where the design does.
        let exactOffsets = html.components(separatedBy: "Typeset's exact UIKit parameters</strong>: ").dropFirst()
        #expect(exactOffsets.count == 12)
        for caption in exactOffsets { #expect(caption.hasPrefix("<span data-key=\"ghost.differingPixels\" data-value=\"0\">")) }
    }

    @Test func outputIsDeterministicAndWrittenWhole() throws {
        let options = SpecimenOptions(tokens: SpecimenRepo.path("Examples/StyleGuide/tokens-studio.json"),
                                      fontDirectory: SpecimenRepo.path("Examples/StyleGuide/fonts"))
        let first = try Specimen.build(options)
        let second = try Specimen.build(options)
        #expect(first == second)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-specimen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // A file of an earlier report that this one no longer has is removed; a file the user put
        // beside the report stays.
        try Specimen.write(first + [SpecimenFile(path: "images/stale.png", bytes: Array("stale".utf8))], to: directory)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: directory + "/notes.txt"))
        try Specimen.write(first, to: directory)
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/notes.txt")) == Data("notes".utf8))
        let written = try FileManager.default.subpathsOfDirectory(atPath: directory)
            .filter { !$0.hasSuffix("images") && $0 != "fonts" && $0 != OutputDirectory.manifestName && $0 != "notes.txt" }.sorted()
        #expect(written == first.map(\.path).sorted())
        for file in first {
            #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file.path)) == Data(file.bytes))
        }
    }

    /// The samples never fall back to .notdef boxes with the bundled fonts.
    @Test func samplesUseOnlyMappedCharacters() throws {
        let options = SpecimenOptions(tokens: SpecimenRepo.tokens)
        let inter = try ShapingFont(contentsOfFile: SpecimenRepo.path("Examples/StyleGuide/fonts/Inter-Regular-subset.otf"))
        let noto = try ShapingFont(contentsOfFile: SpecimenRepo.noto, index: 0)
        for glyph in Typesetter(stack: FontStack(inter), pointSize: 17).shapedGlyphs(options.sample) { #expect(glyph.glyph != 0) }
        for glyph in Typesetter(stack: FontStack(inter, fallbacks: [noto]), pointSize: 17).shapedGlyphs(options.cjkSample) {
            #expect(glyph.glyph != 0, "cluster \(glyph.cluster) of the CJK sample is not in the fonts")
        }
    }

    /// With fallback fonts for them, each style shows the Arabic, Hebrew and Thai samples: the
    /// right-to-left ones right-aligned (their ink reaches the frame's right side, not its left).
    @Test func samplesInOtherScripts() throws {
        var options = SpecimenOptions(tokens: SpecimenRepo.tokens, fallbackFonts: [(SpecimenRepo.noto, 0)]
            + ["Arabic", "Hebrew", "Thai"].map { (SpecimenRepo.path("Fixtures/fonts/NotoSans\($0)-Regular-subset.ttf"), 0) })
        options.scriptSamples = Array(options.scriptSamples.prefix(3))
        let files = try Specimen.build(options)
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        for language in ["ar", "he", "th"] {
            let images = files.filter { $0.path.hasSuffix("-script-\(language).png") }
            #expect(images.count == 12, "\(language): \(images.count) pictures")
            for image in images { #expect(html.contains(image.path)) }
        }
        // Without the fonts, no sample in those scripts (no .notdef boxes).
        let without = try Self.built.get()
        #expect(!without.contains { $0.path.contains("-script-") })
        // The Arabic sample of the body style: its one-line layout sits at the right of the width.
        let body = try #require(StyleGuide.load(file: SpecimenRepo.tokens).entries.first { $0.token.name == "typography.body" })
        let face = try #require(body.face)
        let stack = FontStack(try ShapingFont(contentsOfFile: face.path, index: face.index),
                              fallbacks: [try ShapingFont(contentsOfFile: SpecimenRepo.path("Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"))])
        let layout = Typesetter(stack: stack, style: body.resolved).layout(options.scriptSamples[0].text, width: options.width)
        for line in layout.lines {
            #expect(line.isRightToLeft && abs(line.x + line.width - options.width) < 1e-9)
        }
    }

    /// The fonts index names every font on the page, the CJK samples' fallback included, and each
    /// CJK sample says which font its fallback characters are set in.
    @Test func fallbackFontIsNamed() throws {
        let files = try Self.built.get()
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        let fonts = try #require(html.range(of: "<h2 id=\"fonts\">")).upperBound
        let fontsEnd = try #require(html[fonts...].range(of: "</table>")).lowerBound
        let table = html[fonts..<fontsEnd]
        let noto = try FontFace(contentsOfFile: SpecimenRepo.noto)
        let family = try #require(try noto.names().familyName)
        #expect(family.hasPrefix("Noto Sans CJK"))
        #expect(table.contains("<td>\(family)</td>"))
        #expect(table.contains("NotoSansCJK-Regular-subset.ttc"))
        #expect(table.contains("(fallback)"))
        for weight in ["Inter-Regular-subset.otf", "Inter-SemiBold-subset.otf", "Inter-Bold-subset.otf"] {
            #expect(table.contains(weight), "\(weight) is not in the fonts index")
        }
        let captions = html.components(separatedBy: "set in the fallback font (\(family))").count - 1
        #expect(captions == 12)
    }

    @Test func brokenStyleGuideWritesNothing() throws {
        guard SpecimenRepo.typeset != nil else {
            Issue.record("the typeset executable was not found next to the tests or in .build/debug")
            return
        }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-broken-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        let tokens = base + "/tokens.json"
        try Data("""
        {"type": {"$type": "typography", "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "pt"},
          "fontWeight": 1200, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}}}}
        """.utf8).write(to: URL(fileURLWithPath: tokens))
        let out = base + "/report"
        let fonts = SpecimenRepo.path("Examples/StyleGuide/fonts")
        let result = try SpecimenRepo.run(["specimen", tokens, "--fonts", fonts, "--out", out])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(tokens):2:"))
        #expect(result.stderr.contains("error:"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: base)
        #expect(leftovers == ["tokens.json"])
        // The diagnostics are `typeset lint`'s, every one of them.
        let lint = try SpecimenRepo.run(["lint", tokens, "--fonts", fonts])
        #expect(lint.status == 1)
        let findings = (lint.stdout + lint.stderr).split(separator: "\n").filter { $0.hasPrefix(tokens + ":") }
        #expect(findings.count == 2, "\(lint.stdout)\(lint.stderr)")  // the unit and the weight
        for finding in findings { #expect(result.stderr.contains(finding), "the specimen does not report: \(finding)") }

        // An earlier report in the output directory is left as it was.
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let earlier = Data("<!DOCTYPE html><title>earlier report</title>".utf8)
        try earlier.write(to: URL(fileURLWithPath: out + "/index.html"))
        try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: out + "/picture.png"))
        let again = try SpecimenRepo.run(["specimen", tokens, "--fonts", fonts, "--out", out])
        #expect(again.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["index.html", "picture.png"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/index.html")) == earlier)
        #expect(try FileManager.default.contentsOfDirectory(atPath: base).sorted() == ["report", "tokens.json"])
    }
}
