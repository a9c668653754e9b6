import Foundation
import Testing
import TypesetTestSupport

/// `typeset measure --platform web` and `typeset style --platform web` (Documentation/CLI.md)
/// against headless Chromium (Tests/TypesetTests/Expectations/web-layout.json and web-trims.json,
/// written by Scripts/expectations_web_layout.py).
@Suite("typeset --platform web")
struct WebPlatformCommandTests {
    static func expectations(_ name: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/TypesetTests/Expectations/\(name)"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["layouts"] as? [[String: Any]])
    }

    static func fontArguments(_ spec: String, option: String) -> [String] {
        let parts = spec.split(separator: ":")
        let path = Repository.root + "/" + parts[0]
        if option == "--font" { return ["--font", path, "--index", parts.count > 1 ? String(parts[1]) : "0"] }
        return [option, parts.count > 1 ? "\(path):\(parts[1])" : path]
    }

    /// Every line's start, top and baseline and the block's height, for the English and Japanese
    /// paragraphs and the Hebrew one (DejaVu Sans as fallback) in each line-height at 16 px in 200 px.
    @Test(arguments: ["en", "ja", "he"])
    func measureReportsChromiumsLines(_ paragraph: String) throws {
        let rows = try Self.expectations("web-layout.json").filter {
            $0["paragraph"] as? String == paragraph && $0["size"] as? Double == 16 && $0["width"] as? Double == 200
                && ($0["font"] as? String)?.contains("Lato") == false
        }
        #expect(rows.count == 3)
        let text = try String(contentsOfFile: Repository.root + "/Fixtures/text/paragraphs/\(paragraph).txt", encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        for row in rows {
            let lineHeight = try #require(row["lineHeight"] as? String)
            var arguments = ["measure", "--platform", "web"] + Self.fontArguments(try #require(row["font"] as? String), option: "--font")
            for fallback in row["fallbacks"] as? [String] ?? [] { arguments += Self.fontArguments(fallback, option: "--fallback") }
            arguments += ["--size", "16", "--width", "200", "--css-line-height", lineHeight, "--language", try #require(row["lang"] as? String)]
            for key in ["overflowWrap", "wordBreak", "lineBreak"] {
                let option = "--" + key.replacingOccurrences(of: "W", with: "-w").replacingOccurrences(of: "B", with: "-b")
                arguments += [option, try #require(row[key] as? String)]
            }
            arguments += ["--json", "--", text]
            let json = try StyleOptionsTests.json(arguments)
            let lines = try #require(json["lines"] as? [[String: Any]])
            #expect(json["platform"] as? String == "web")
            #expect(lines.map { $0["start"] as? Int ?? -1 } == row["starts"] as? [Int], "\(paragraph) \(lineHeight)")
            #expect(json["height"] as? Double == row["height"] as? Double, "\(paragraph) \(lineHeight)")
            if let tops = row["tops"] as? [Double], let baselines = row["baselines"] as? [Double] {
                #expect(lines.map { $0["top"] as? Double ?? -1 } == tops, "\(paragraph) \(lineHeight)")
                #expect(lines.map { $0["baseline"] as? Double ?? -1 } == baselines, "\(paragraph) \(lineHeight)")
                #expect(zip(lines, tops.dropFirst() + [row["height"] as? Double ?? 0]).allSatisfy { $0["bottom"] as? Double == $1 })
            }
        }
    }

    /// `text-box: trim-both cap alphabetic` in Chromium leaves a block as tall as `style --platform web`
    /// says (`web.trims.height`), with the baseline at `line.baseline - trims.capTop`, for every
    /// font with `OS/2` heights (DejaVu Sans has none: WebLayoutTests.trimsEqualChromium).
    @Test func styleTrimsEqualChromiums() throws {
        let rows = try Self.expectations("web-trims.json").filter {
            $0["edge"] as? String == "cap alphabetic" && ($0["font"] as? String)?.contains("DejaVu") == false
        }
        #expect(rows.count == 27)
        for row in rows {
            let size = try #require(row["size"] as? Double)
            let lineHeight = try #require(row["lineHeight"] as? String)
            let json = try StyleOptionsTests.json(["style", "--platform", "web"] + Self.fontArguments(try #require(row["font"] as? String), option: "--font")
                                                  + ["--size", String(Int(size)), "--css-line-height", lineHeight, "--json"])
            let web = try #require(json["web"] as? [String: Any])
            let trims = try #require(web["trims"] as? [String: Any]), line = try #require(web["line"] as? [String: Any])
            #expect(trims["height"] as? Double == row["height"] as? Double, "\(row)")
            let baseline = (line["baseline"] as? Double ?? 0) - (trims["capTop"] as? Double ?? 0)
            #expect(baseline == row["baseline"] as? Double, "\(row)")
            #expect(json["pointSize"] as? Double == size)
        }
    }

    /// `--overflow-wrap`, `--word-break` and `--line-break`: each value of the break corpus
    /// (web-breaks.json) at 16 px in 200 px with line-height normal gives Chromium's line starts
    /// and height where the model does (WebBreakTests), and the JSON names the values; without
    /// the options the values are CSS's initial ones.
    @Test func breakOptionsReportChromiumsLines() throws {
        let rows = try Self.expectations("web-breaks.json").filter {
            $0["size"] as? Double == 16 && $0["width"] as? Double == 200 && $0["lineHeight"] as? String == "normal"
                && $0["paragraph"] as? String != "web-breaks/en"
        }
        #expect(rows.count == 15)
        for row in rows {
            let paragraph = try #require(row["paragraph"] as? String)
            let text = try String(contentsOfFile: Repository.root + "/Fixtures/text/\(paragraph).txt", encoding: .utf8).trimmingCharacters(in: .newlines)
            let overflowWrap = try #require(row["overflowWrap"] as? String), wordBreak = try #require(row["wordBreak"] as? String)
            let lineBreak = try #require(row["lineBreak"] as? String)
            let arguments = ["measure", "--platform", "web"] + Self.fontArguments(try #require(row["font"] as? String), option: "--font")
                + ["--size", "16", "--width", "200", "--language", try #require(row["lang"] as? String),
                   "--overflow-wrap", overflowWrap, "--word-break", wordBreak, "--line-break", lineBreak, "--json", "--", text]
            let json = try StyleOptionsTests.json(arguments)
            let lines = try #require(json["lines"] as? [[String: Any]])
            #expect(lines.map { $0["start"] as? Int ?? -1 } == row["starts"] as? [Int], "\(paragraph) \(wordBreak) \(lineBreak)")
            #expect(json["height"] as? Double == row["height"] as? Double)
            #expect(json["wordBreak"] as? String == wordBreak && json["lineBreak"] as? String == lineBreak && json["overflowWrap"] as? String == overflowWrap)
        }
        let font = Repository.root + "/Fixtures/fonts/DejaVuSans-subset.ttf"
        let plain = try StyleOptionsTests.json(["measure", "--platform", "web", "--font", font, "--size", "16", "--width", "50", "--json", "--", "Donaudampfschifffahrt x"])
        #expect(plain["overflowWrap"] as? String == "normal" && plain["wordBreak"] as? String == "normal" && plain["lineBreak"] as? String == "auto")
        // overflow-wrap: normal: the long word stays whole on its line, wider than the box.
        let lines = try #require(plain["lines"] as? [[String: Any]])
        #expect(lines.map { $0["start"] as? Int ?? -1 } == [0, 22])
        #expect((lines.first?["width"] as? Double ?? 0) > 50)
        let cut = try StyleOptionsTests.json(["measure", "--platform", "web", "--font", font, "--size", "16", "--width", "50", "--overflow-wrap", "break-word", "--json", "--", "Donaudampfschifffahrt x"])
        #expect((cut["lines"] as? [[String: Any]])?.count ?? 0 > 2)
    }

    @Test func badValuesAreUsageErrors() throws {
        let font = Repository.root + "/Fixtures/fonts/DejaVuSans-subset.ttf"
        for arguments in [["measure", "--platform", "tv", "--font", font, "--size", "17", "--width", "100", "x"],
                          ["measure", "--platform", "web", "--font", font, "--size", "17", "--width", "100", "--css-line-height", "1.4em", "x"],
                          ["measure", "--font", font, "--size", "17", "--width", "100", "--css-line-height", "1.4", "x"],
                          ["style", "--platform", "web", "--size", "17"],
                          ["measure", "--platform", "web", "--font", font, "--size", "17", "--width", "100", "--word-break", "break-word", "x"],
                          ["measure", "--platform", "web", "--font", font, "--size", "17", "--width", "100", "--line-break", "anywhere", "x"],
                          ["measure", "--platform", "web", "--font", font, "--size", "17", "--width", "100", "--overflow-wrap", "wrap", "x"],
                          ["measure", "--font", font, "--size", "17", "--width", "100", "--word-break", "keep-all", "x"]] {
            let output = try StyleOptionsTests.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.contains("platform") || output.stderr.contains("line-height") || output.stderr.contains("must be"),
                    "\(arguments): \(output.stderr)")
        }
    }
}

/// `typeset generate TOKENS --css` (Documentation/CLI.md): typography.css for the example guide.
/// Chromium applies it in Scripts/check_web_css.py (CI); here its structure and numbers.
@Suite("typeset generate --css")
struct GenerateCSSCommandTests {
    static let tokens = Repository.root + "/Examples/StyleGuide/tokens.json"

    static func css(_ extra: [String]) throws -> String {
        let out = NSTemporaryDirectory() + "typeset-css-\(UInt32.random(in: 0...UInt32.max))"
        let output = try StyleOptionsTests.run(["generate", tokens, "--css", "--out", out] + extra)
        #expect(output.status == 0, "\(output.stderr)")
        defer { try? FileManager.default.removeItem(atPath: out) }
        return try String(contentsOfFile: out + "/typography.css", encoding: .utf8)
    }

    @Test func everyStyleHasItsClassPropertiesAndTrims() throws {
        let css = try Self.css([])
        let classes = css.components(separatedBy: "\n.typography-").count - 1
        #expect(classes == 12)
        #expect(css.components(separatedBy: "@font-face {").count - 1 == 4)
        #expect(css.contains("  --typography-body-font-size: 17px;"))
        #expect(css.contains("  --typography-body-line-height: 1.2941176470588236;"))
        #expect(css.contains("  text-box: trim-both cap alphabetic;"))
        #expect(css.contains("@supports not (text-box: trim-both cap alphabetic) {"))
        #expect(css.contains("  .typography-body { margin-block: calc(-1 * var(--typography-body-trim-top)) calc(-1 * var(--typography-body-trim-bottom)); }"))
        // The body trims are the ones style --platform web gives for Inter Regular at 17 px.
        let web = try #require(try StyleOptionsTests.json(["style", "--platform", "web", "--font", Repository.root + "/Examples/StyleGuide/fonts/Inter-Regular-subset.otf",
                                                           "--size", "17", "--css-line-height", "1.2941176470588236", "--json"])["web"] as? [String: Any])
        let trims = try #require(web["trims"] as? [String: Any])
        #expect(css.contains("  --typography-body-trim-top: \(NumberFormat.css(trims["capTop"] as? Double ?? -1))px;"))
        #expect(css.contains("  --typography-body-trim-bottom: \(NumberFormat.css(trims["baseline"] as? Double ?? -1))px;"))
    }

    @Test func remModeFollowsTheReadersSize() throws {
        let css = try Self.css(["--rem"])
        #expect(css.contains("  --typography-body-font-size: 1.0625rem;"))
        #expect(css.contains("  --typography-largetitle-font-size: 2.125rem;"))
        #expect(!css.contains("px;"))
        let output = try StyleOptionsTests.run(["generate", Self.tokens, "--rem", "--out", NSTemporaryDirectory() + "typeset-css-unused"])
        #expect(output.status == 2 && output.stderr.contains("--rem needs --css"))
    }

    /// A style in face 1 of the CJK fixture collection: its face is written beside the CSS, and
    /// never into the font folder (where it could replace a font, or be found among the fonts).
    @Test func aCollectionsLaterFaceIsWrittenBesideTheCSSOutsideTheFontFolder() throws {
        let directory = NSTemporaryDirectory() + "typeset-css-face-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/fonts", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Repository.root + "/Fixtures/fonts/NotoSansCJK-Regular-subset.ttc",
                                         toPath: directory + "/fonts/NotoSansCJK-Regular-subset.ttc")
        try """
            { "body": { "$type": "typography", "$value": { "fontFamily": "Noto Sans CJK SC", "fontSize": { "value": 17, "unit": "px" },
              "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 },
              "$extensions": { "com.typeset": { "fontFile": "fonts/NotoSansCJK-Regular-subset.ttc", "fontIndex": 1 } } } }
            """.write(toFile: directory + "/tokens.json", atomically: true, encoding: .utf8)
        let tokens = directory + "/tokens.json", fonts = directory + "/fonts"
        // Into the font folder, or a folder inside it: refused, nothing written.
        for out in [fonts, fonts + "/web"] {
            let refused = try StyleOptionsTests.run(["generate", tokens, "--fonts", fonts, "--css", "--out", out])
            #expect(refused.status == 2, "\(refused.stderr)")
            #expect(refused.stderr.contains("NotoSansCJK-Regular-subset-1.otf"), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out + "/typography.css"))
        }
        let out = directory + "/web"
        let written = try StyleOptionsTests.run(["generate", tokens, "--fonts", fonts, "--css", "--out", out])
        #expect(written.status == 0, "\(written.stderr)")
        let css = try String(contentsOfFile: out + "/typography.css", encoding: .utf8)
        #expect(css.contains("src: url(\"NotoSansCJK-Regular-subset-1.otf\")"), "\(css)")
        #expect(FileManager.default.fileExists(atPath: out + "/NotoSansCJK-Regular-subset-1.otf"))
        let checked = try StyleOptionsTests.run(["generate", tokens, "--fonts", fonts, "--css", "--out", out, "--check"])
        #expect(checked.status == 0, "\(checked.stderr)")
    }

    /// A style whose font file lies outside the font folder (`fontFile` relative to the token
    /// file, or absolute): its `url()` leads from the CSS's folder to that file, and its trims
    /// are read from it, the same as for the same font found inside a font folder.
    @Test func aFontOutsideTheFontFolderIsLinkedWhereItIs() throws {
        let directory = NSTemporaryDirectory() + "typeset-css-outside-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for folder in ["tokens", "fonts", "other", "inside"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        let fontName = "Inter-Regular-subset.otf"
        for folder in ["other", "inside"] {
            try FileManager.default.copyItem(atPath: Repository.root + "/Fixtures/fonts/" + fontName, toPath: directory + "/\(folder)/" + fontName)
        }
        func writeTokens(_ name: String, fontFile: String?) throws {
            let ext = fontFile.map { ", \"$extensions\": { \"com.typeset\": { \"fontFile\": \"\($0)\" } }" } ?? ""
            try """
                { "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" },
                  "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 }\(ext) } }
                """.write(toFile: directory + "/tokens/\(name).json", atomically: true, encoding: .utf8)
        }
        try writeTokens("relative", fontFile: "../other/" + fontName)
        try writeTokens("absolute", fontFile: directory + "/other/" + fontName)
        try writeTokens("inside", fontFile: nil)
        let out = directory + "/web"
        func generate(_ name: String, fonts: String) throws -> (url: String, trims: [String]) {
            let run = try StyleOptionsTests.run(["generate", directory + "/tokens/\(name).json", "--fonts", directory + "/" + fonts, "--css", "--out", out])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            let css = try String(contentsOfFile: out + "/typography.css", encoding: .utf8)
            let lines = css.split(separator: "\n").map(String.init)
            let src = lines.first { $0.hasPrefix("  src: url(\"") } ?? ""
            let url = String(src.dropFirst("  src: url(\"".count).dropLast("\");".count))
            return (url, lines.filter { $0.contains("-trim-") })
        }
        let inside = try generate("inside", fonts: "inside")
        #expect(inside.url == "../inside/" + fontName)
        #expect(inside.trims.count == 3, "\(inside.trims)")
        for name in ["relative", "absolute"] {
            let outside = try generate(name, fonts: "fonts")
            #expect(outside.url == "../other/" + fontName, "\(name)")
            #expect(FileManager.default.contentsEqual(atPath: out + "/" + outside.url, andPath: Repository.root + "/Fixtures/fonts/" + fontName), "\(name): \(outside.url)")
            #expect(outside.trims == inside.trims, "\(name)")
        }
    }
}

enum NumberFormat {
    /// A number as the CSS file writes it: at most six decimals, no trailing zeros.
    static func css(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
