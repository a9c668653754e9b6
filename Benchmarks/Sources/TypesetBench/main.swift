#if canImport(Glibc)
import Glibc
#endif
import Foundation
import CReference
import Typeset
import TypesetFont
import TypesetShaping
import TypesetRender
import TypesetShaping
import TypesetCatalog
import TypesetFit
import TypesetTokens

// Typeset vs. the references, measured in the same run (the machines are shared and noisy:
// compare the ratios, not the absolute numbers). Prints a Markdown table for README.md.

// Options: --quick (one round each), --only open|cmap|advance|outline|variable|layout|fonts|mixed|fit|shape|raster (one
// benchmark group), --font SUBSTRING (fonts whose name contains it), --rounds N (outline rounds),
// --no-reference (skip the reference side, for profiling Typeset alone), --paragraph SUBSTRING
// (layout, fonts and shaping: only the paragraphs whose file name contains it, e.g. en), --raster (only
// the rasterizing rows), --phases (rasterizing: Typeset's decode and load + render times only, for
// profiling), --scale N (N times as many rasterizing rounds, for profiling), --shape-iterations N
// (shapings per timed round, for profiling), --verbose (shaping: script, language and glyph counts of
// both sides). Profiling the shaper: Benchmarks/profile_shaping.sh (callgrind).
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
let quick = arguments.contains("--quick")
/// `--raster`: only the rasterizing rows.
let rasterOnly = arguments.contains("--raster")
let repeats = quick ? 1 : 3
let only = option("--only")
let fontFilter = option("--font")
let skipReference = arguments.contains("--no-reference")
let paragraphFilter = option("--paragraph")
/// `--only N` with a number: only rasterize at N px (for profiling one size).
let onlySize: Int? = only.flatMap { Int($0) }
/// `--scale N`: N times as many rasterizing rounds (for profiling).
let rasterScale = option("--scale").flatMap { Int($0) } ?? 1
func runs(_ group: String) -> Bool { only == nil || only == group || (group == "raster" && onlySize != nil) }

struct Row {
    let benchmark: String
    let typeset: Double
    let reference: Double
    let referenceName: String
    let unit: String
    var ratio: Double { reference / typeset }
}
var rows: [Row] = []
var throughput: [String] = []

/// Best of `repeats` runs of `body`, which returns nanoseconds per operation.
func best(_ body: () -> Double) -> Double {
    var result = Double.infinity
    for _ in 0..<repeats { result = min(result, body()) }
    return result
}

@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

struct Font {
    let name: String
    let path: String
    let index: Int
    let bytes: [UInt8]
    let data: FontData
}

let fonts: [Font] = [
    ("DejaVu Sans", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
    ("Inter Regular", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
    ("Noto Sans CJK JP", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
].filter { fontFilter == nil || $0.0.contains(fontFilter ?? "") }.compactMap { name, path, index in
    guard let data = try? FontData(contentsOfFile: path) else {
        print("skipping \(name): \(path) not found (run Scripts/install_references.sh)")
        return nil
    }
    return Font(name: name, path: path, index: index, bytes: data.bytes(in: 0..<data.count), data: data)
}

for font in fonts where !rasterOnly {
    guard let face = try? FontFace(data: font.data, index: font.index) else {
        print("cannot open \(font.path)")
        continue
    }

    // Opening a face: table directory and header tables.
    if runs("open") {
    let openIterations = quick ? 2_000 : 20_000
    let typesetOpen = best {
        let start = ref_now_ns()
        for _ in 0..<openIterations { blackHole(try? FontFace(data: font.data, index: font.index)) }
        return Double(ref_now_ns() - start) / Double(openIterations)
    }
    let ftOpen = best {
        font.bytes.withUnsafeBufferPointer { ref_ft_open($0.baseAddress, $0.count, font.index, Int32(openIterations / 10)) }
    }
    rows.append(Row(benchmark: "\(font.name): open face", typeset: typesetOpen, reference: ftOpen, referenceName: "FreeType", unit: "ns"))
    }

    // cmap lookup over every mapped code point.
    guard let cmap = try? face.characterMap(), let hmtx = try? face.horizontalMetrics(), var outliner = try? face.outliner() else { continue }
    var sum = 0
    var checksum: UInt64 = 0
    if runs("cmap") {
    var codepoints: [UInt32] = []
    cmap.forEachMapping { scalar, _ in codepoints.append(scalar) }
    let cmapRounds = max(1, (quick ? 200_000 : 2_000_000) / max(codepoints.count, 1))
    let typesetCmap = best {
        let start = ref_now_ns()
        for _ in 0..<cmapRounds { for c in codepoints { sum &+= (cmap.glyph(for: c) ?? 0).index } }
        return Double(ref_now_ns() - start) / Double(cmapRounds * codepoints.count)
    }
    let ftCmap = best {
        font.bytes.withUnsafeBufferPointer { bytes in
            codepoints.withUnsafeBufferPointer { ref_ft_cmap(bytes.baseAddress, bytes.count, font.index, $0.baseAddress, $0.count, Int32(cmapRounds), &checksum) }
        }
    }
    if UInt64(sum / cmapRounds / repeats) != checksum / UInt64(cmapRounds) { print("warning: cmap checksums differ for \(font.name)") }
    rows.append(Row(benchmark: "\(font.name): cmap lookup (\(codepoints.count) code points)", typeset: typesetCmap, reference: ftCmap, referenceName: "FreeType", unit: "ns"))
    }

    // Advance of every glyph.
    let glyphs = face.numGlyphs
    if runs("advance") {
    let advanceRounds = max(1, (quick ? 200_000 : 2_000_000) / glyphs)
    let typesetAdvance = best {
        let start = ref_now_ns()
        for _ in 0..<advanceRounds { for g in 0..<glyphs { sum &+= hmtx.advance(of: GlyphID(truncatingIfNeeded: g)) } }
        return Double(ref_now_ns() - start) / Double(advanceRounds * glyphs)
    }
    let ftAdvance = best {
        font.bytes.withUnsafeBufferPointer { ref_ft_advances($0.baseAddress, $0.count, font.index, Int32(advanceRounds), &checksum) }
    }
    rows.append(Row(benchmark: "\(font.name): advance lookup", typeset: typesetAdvance, reference: ftAdvance, referenceName: "FreeType", unit: "ns"))
    }

    // Outline every glyph into a counting sink (FreeType: FT_Load_Glyph unscaled + FT_Outline_Decompose).
    if runs("outline") {
    let outlineRounds = option("--rounds").flatMap { Int($0) } ?? (quick ? 1 : max(1, 200_000 / glyphs))
    let typesetOutline = best { outlineEveryGlyph(&outliner, glyphs: glyphs, rounds: outlineRounds) }
    var ftSegments: UInt64 = 0
    let ftOutline = skipReference ? .nan : best {
        font.bytes.withUnsafeBufferPointer { ref_ft_outlines($0.baseAddress, $0.count, font.index, Int32(outlineRounds), &ftSegments) }
    }
    rows.append(Row(benchmark: "\(font.name): outline every glyph (\(glyphs)), per glyph", typeset: typesetOutline, reference: ftOutline, referenceName: "FreeType", unit: "ns"))
    }
    blackHole(sum)
}

// MARK: - Variable fonts: an instance of Inter's variable font (Debian fonts-inter-variable)

// Outlining every glyph at a non-default instance (gvar deltas, inferred deltas, phantom points)
// against FreeType at the same design coordinates; the advance lookup at that instance against
// the same face's static (default) lookup, and against FreeType's (HVAR).
if runs("variable") && !rasterOnly && (fontFilter == nil || "Inter Variable".contains(fontFilter ?? "")) {
    let path = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
    let location: [Double] = [650, -5]
    if let data = try? FontData(contentsOfFile: path), let base = try? FontFace(data: data),
       let face = try? base.instance([VariationSetting("wght", location[0]), VariationSetting("slnt", location[1])]),
       var outliner = try? face.outliner(), let varied = try? face.horizontalMetrics(), let plain = try? base.horizontalMetrics() {
        let bytes = data.bytes(in: 0..<data.count)
        let glyphs = face.numGlyphs
        let rounds = option("--rounds").flatMap { Int($0) } ?? (quick ? 1 : max(1, 100_000 / glyphs))
        let outline = best { outlineEveryGlyph(&outliner, glyphs: glyphs, rounds: rounds) }
        var segments: UInt64 = 0
        let ftOutline = skipReference ? .nan : best {
            bytes.withUnsafeBufferPointer { ref_ft_outlines_var($0.baseAddress, $0.count, 0, location, Int32(location.count), Int32(rounds), &segments) }
        }
        rows.append(Row(benchmark: "Inter Variable wght=650,slnt=-5: outline every glyph (\(glyphs)), per glyph", typeset: outline,
                        reference: ftOutline, referenceName: "FreeType", unit: "ns"))
        var sum = 0
        var checksum: UInt64 = 0
        let advanceRounds = max(1, (quick ? 200_000 : 2_000_000) / glyphs)
        func lookup(_ metrics: HorizontalMetrics) -> Double {
            best {
                let start = ref_now_ns()
                for _ in 0..<advanceRounds { for g in 0..<glyphs { sum &+= metrics.advance(of: GlyphID(truncatingIfNeeded: g)) } }
                return Double(ref_now_ns() - start) / Double(advanceRounds * glyphs)
            }
        }
        let instanceAdvance = lookup(varied)
        let staticAdvance = lookup(plain)
        rows.append(Row(benchmark: "Inter Variable: advance lookup at wght=650,slnt=-5 (reference: the default instance's lookup)",
                        typeset: instanceAdvance, reference: staticAdvance, referenceName: "Typeset static", unit: "ns"))
        let ftAdvance = skipReference ? .nan : best {
            bytes.withUnsafeBufferPointer { ref_ft_advances_var($0.baseAddress, $0.count, 0, location, Int32(location.count), Int32(advanceRounds), &checksum) }
        }
        rows.append(Row(benchmark: "Inter Variable: advance lookup at wght=650,slnt=-5", typeset: instanceAdvance,
                        reference: ftAdvance, referenceName: "FreeType", unit: "ns"))
        // Making the instance: normalization, HVAR advances of every glyph, MVAR.
        let instanceRounds = quick ? 5 : 50
        let make = best {
            let start = ref_now_ns()
            for i in 0..<instanceRounds { blackHole(try? base.instance([VariationSetting("wght", 600 + Double(i))])) }
            return Double(ref_now_ns() - start) / Double(instanceRounds) / 1000
        }
        throughput.append("Inter Variable: making an instance (every glyph's advance from HVAR, \(glyphs) glyphs): \(fmt(make)) µs")
        blackHole(sum)
    } else {
        print("skipping Inter Variable: \(path) not found (run Scripts/install_references.sh)")
    }
}

// MARK: - Layout: measuring paragraphs (Typesetter vs Pango, same fonts, width and wrapping)

// The Typesetter measures with full OpenType shaping (word cache warm after the first layout:
// the buffers are reused, as a caller measuring many strings would).

let root: String = {
    var path = #filePath
    for _ in 0..<4 { if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) } }
    return path
}()

// MARK: - Variable fonts: CFF2 outlines at an instance

// The committed CFF2 fixture (Fixtures/fonts/synthetic/InterVariable-CFF2.otf: Inter's letters and
// digits as CFF2 charstrings with blend, built by Scripts/make_fixtures.py --cff2; no Debian font
// is CFF2): every glyph outlined at wght=650,slnt=-5 against FreeType's CFF2 loader at the same
// design coordinates, unscaled and unhinted as the expectations compare them.
if runs("variable") && !rasterOnly && (fontFilter == nil || "Inter CFF2".contains(fontFilter ?? "")) {
    let path = root + "/Fixtures/fonts/synthetic/InterVariable-CFF2.otf"
    let location: [Double] = [650, -5]
    if let data = try? FontData(contentsOfFile: path), let base = try? FontFace(data: data),
       let face = try? base.instance([VariationSetting("wght", location[0]), VariationSetting("slnt", location[1])]),
       var outliner = try? face.outliner() {
        let bytes = data.bytes(in: 0..<data.count)
        let glyphs = face.numGlyphs
        let rounds = option("--rounds").flatMap { Int($0) } ?? (quick ? 20 : max(1, 200_000 / glyphs))
        let outline = best { outlineEveryGlyph(&outliner, glyphs: glyphs, rounds: rounds) }
        var segments: UInt64 = 0
        let ftOutline = skipReference ? .nan : best {
            bytes.withUnsafeBufferPointer { ref_ft_outlines_var($0.baseAddress, $0.count, 0, location, Int32(location.count), Int32(rounds), &segments) }
        }
        rows.append(Row(benchmark: "Inter CFF2 (fixture) wght=650,slnt=-5: outline every glyph (\(glyphs)), per glyph", typeset: outline,
                        reference: ftOutline, referenceName: "FreeType", unit: "ns"))
    } else {
        print("skipping Inter CFF2: \(path) not found")
    }
}

/// The times of one `typeset fit --json` run, the best of `repeats` (seconds; phases of the best run).
struct FitJSONTimes {
    var seconds: Double, read: Double, layout: Double, groups: Double, write: Double
    var layouts: Int, findings: Int, bytes: Int
}

/// `typeset fit CATALOGUE --layout LAYOUT --json > file` as the command runs it, in process.
func benchFitJSON(catalogue: String, layout: String) -> FitJSONTimes? {
    let output = NSTemporaryDirectory() + "typeset-bench-fit-\(getpid()).json"
    defer { try? FileManager.default.removeItem(atPath: output) }
    var best: FitJSONTimes? = nil
    for _ in 0..<repeats {
        let start = ref_now_ns()
        guard let layoutFile = FitLayout.read(file: layout).layout else { return nil }
        let rules = layoutFile.resolve(styleGuide: nil).0
        let read = Catalog.read(paths: [catalogue])
        guard !read.strings.isEmpty else { return nil }
        let strings = FitInput(layout: layoutFile).strings(from: read.strings)
        let engine = FitEngine(rules: rules)
        let afterRead = ref_now_ns()
        let result = engine.run(strings.strings)
        guard result.measurements > 0 else { return nil }
        let afterLayout = ref_now_ns()
        let baseline = Baseline()
        let newFindings = result.findings.filter { !baseline.accepts($0) }.count
        let groups = engine.groups(result)
        let afterGroups = ref_now_ns()
        guard let file = try? FitOutputFile.create(output) else { return nil }
        var writer = JSONStream(sink: file.write)
        FitJSONOutput.write(result, groups: groups, newFindings: newFindings, unmatched: strings.unmatched, baseline: baseline,
                            rules: rules, layouts: false, to: &writer)
        guard (try? file.finish()) != nil else { return nil }
        let end = ref_now_ns()
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? NSNumber)?.intValue ?? 0
        func seconds(_ from: UInt64, _ to: UInt64) -> Double { Double(to - from) / 1e9 }
        let times = FitJSONTimes(seconds: seconds(start, end), read: seconds(start, afterRead), layout: seconds(afterRead, afterLayout),
                                 groups: seconds(afterLayout, afterGroups), write: seconds(afterGroups, end),
                                 layouts: result.measurements, findings: result.findings.count, bytes: bytes)
        if best == nil || times.seconds < best!.seconds { best = times }
    }
    return best
}

func readText(_ relative: String) -> String {
    guard let data = try? FontData(contentsOfFile: root + "/" + relative) else { return "" }
    var text = String(decoding: data.bytes(in: 0..<data.count), as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    return text
}

/// Counts the segments an outline sends (so outlining cannot be optimized away).
struct SegmentCounter: OutlineSink {
    var segments = 0
    mutating func move(to point: Point) { segments &+= 1 }
    mutating func line(to point: Point) { segments &+= 1 }
    mutating func quad(to point: Point, control: Point) { segments &+= 1 }
    mutating func cubic(to point: Point, control1: Point, control2: Point) { segments &+= 1 }
    mutating func close() {}
}

/// Nanoseconds per glyph to outline glyphs 0..<glyphs `rounds` times into a counting sink.
func outlineEveryGlyph(_ outliner: inout GlyphOutliner, glyphs: Int, rounds: Int) -> Double {
    var counter = SegmentCounter()
    let start = ref_now_ns()
    for _ in 0..<rounds {
        for g in 0..<glyphs { try? outliner.outline(glyph: GlyphID(truncatingIfNeeded: g), into: &counter) }
    }
    let elapsed = Double(ref_now_ns() - start) / Double(rounds * glyphs)
    blackHole(counter)
    return elapsed
}

/// A Pango layout for `files` (app fonts only) in `family` at `size` points, freed by the caller.
func pangoLayout(_ files: [String], family: String, size: Double) -> OpaquePointer? {
    var cStrings = files.map { strdup($0) }
    defer { cStrings.forEach { free($0) } }
    return cStrings.withUnsafeMutableBufferPointer { buffer in
        buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { ref_pango_new($0.baseAddress, Int32($0.count), family, size) }
    }
}

let dejaVuPath = root + "/Fixtures/fonts/DejaVuSans-subset.ttf"
let notoPath = root + "/Fixtures/fonts/NotoSansCJK-Regular-subset.ttc"
if !rasterOnly, runs("layout"), let latin = try? ShapingFont(contentsOfFile: dejaVuPath),
   let cjk = try? ShapingFont(contentsOfFile: notoPath, index: 1) {
    var cases: [(name: String, file: String, stack: FontStack, family: String, files: [String])] = [
        ("English paragraph (1 KB)", "Fixtures/text/paragraphs/en.txt", FontStack(latin, fallbacks: [cjk]), "DejaVu Sans", [dejaVuPath, notoPath]),
        ("German paragraph", "Fixtures/text/paragraphs/de.txt", FontStack(latin, fallbacks: [cjk]), "DejaVu Sans", [dejaVuPath, notoPath]),
        ("Chinese paragraph", "Fixtures/text/paragraphs/zh.txt", FontStack(cjk), "Noto Sans CJK SC", [notoPath]),
        ("Japanese paragraph", "Fixtures/text/paragraphs/ja.txt", FontStack(cjk), "Noto Sans CJK SC", [notoPath]),
        ("Mixed Latin + CJK paragraph", "Fixtures/text/paragraphs/mixed.txt", FontStack(latin, fallbacks: [cjk]), "DejaVu Sans", [dejaVuPath, notoPath]),
    ]
    // Complex-context scripts: Thai with dictionary breaks on both sides (ICU's list in Typeset,
    // libthai's in Pango), Lao, Khmer and Myanmar with ICU's dictionaries (as an iPhone; Pango 1.50
    // has no dictionary for them, so it does less work), and again in Typeset's Pango mode (no
    // dictionary for Lao, Khmer and Myanmar, the work Pango does).
    // Indic: the Indic shaper (syllables, reordering, conjuncts) before measuring.
    for (name, code, script) in [("Thai", "th", "Thai"), ("Lao", "lo", "Lao"), ("Khmer", "km", "Khmer"), ("Myanmar", "my", "Myanmar"),
                                 ("Hindi", "hi", "Devanagari"), ("Bengali", "bn", "Bengali"), ("Tamil", "ta", "Tamil")] {
        let path = root + "/Fixtures/fonts/NotoSans\(script)-Regular-subset.ttf"
        if let font = try? ShapingFont(contentsOfFile: path) {
            cases.append(("\(name) paragraph", "Fixtures/text/paragraphs/\(code).txt", FontStack(font), "Noto Sans \(script)", [path]))
        }
    }
    // Right to left: bidi levels resolved, Arabic joined and shaped right to left (the Hebrew
    // font has no comma: DejaVu Sans gives it on both sides).
    let arabicPath = root + "/Fixtures/fonts/NotoSansArabic-Regular-subset.ttf", hebrewPath = root + "/Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf"
    if let arabic = try? ShapingFont(contentsOfFile: arabicPath), let hebrew = try? ShapingFont(contentsOfFile: hebrewPath) {
        cases.append(("Arabic paragraph", "Fixtures/text/paragraphs/ar.txt", FontStack(arabic), "Noto Sans Arabic", [arabicPath]))
        cases.append(("Hebrew paragraph", "Fixtures/text/paragraphs/he.txt", FontStack(hebrew, fallbacks: [latin]), "Noto Sans Hebrew",
                      [hebrewPath, dejaVuPath]))
        // Mixed directions: Arabic with English names, versions, an e-mail, a URL, Western and
        // Arabic-Indic digits and brackets, the Latin letters and signs from DejaVu Sans on both sides.
        cases.append(("Mixed Arabic + English paragraph", "Fixtures/text/paragraphs/ar-mixed.txt", FontStack(arabic, fallbacks: [latin]),
                      "Noto Sans Arabic", [arabicPath, dejaVuPath]))
    }
    let width = 320.0
    let dictionaryFiles = ["lo.txt", "km.txt", "my.txt"]
    var measured: [(name: String, file: String, stack: FontStack, family: String, files: [String], mode: LineBreakDictionaries)] = []
    for item in cases {
        measured.append((item.name, item.file, item.stack, item.family, item.files, .icu))
        if dictionaryFiles.contains(where: { item.file.hasSuffix($0) }) {
            measured.append((item.name + " (Pango mode, no dictionary)", item.file, item.stack, item.family, item.files, .pango))
        }
    }
    for item in measured where paragraphFilter.map({ item.file.split(separator: "/").last?.contains($0) ?? false }) ?? true {
        let text = readText(item.file)
        let bytes = text.utf8.count
        let typesetter = Typesetter(stack: item.stack, pointSize: 17, lineHeight: 24, lineBreakDictionaries: item.mode)
        var buffers = LayoutBuffers()
        let iterations = quick ? 2_000 : 20_000
        var lines = 0
        let ours = best {
            let start = ref_now_ns()
            for _ in 0..<iterations { lines &+= typesetter.measure(text, width: width, buffers: &buffers).lineCount }
            return Double(ref_now_ns() - start) / Double(iterations)
        }
        var pangoLines: Int32 = 0
        let pango: Double = skipReference ? .nan : {
            let handle = pangoLayout(item.files, family: item.family, size: 17)
            defer { ref_pango_free(handle) }
            let pangoIterations = max(10, iterations / 50)
            return best {
                let start = ref_now_ns()
                for _ in 0..<pangoIterations { _ = ref_pango_measure(handle, text, width, &pangoLines) }
                return Double(ref_now_ns() - start) / Double(pangoIterations)
            }
        }()
        let ourLines = typesetter.measure(text, width: width).lineCount
        let note = Int(pangoLines) == ourLines ? "" : " (line counts differ: \(ourLines) vs \(pangoLines))"
        rows.append(Row(benchmark: "\(item.name), \(bytes) bytes, 17/24 pt in 320 pt: measure\(note)", typeset: ours / 1000, reference: pango / 1000, referenceName: "Pango", unit: "µs"))
        if item.file.hasSuffix("en.txt"), item.mode == .icu {
            // The web model (measure --platform web): line boxes in LayoutUnits, line-height 24px.
            let web = WebTypesetter(typesetter, lineHeight: .px(24))
            var webLines = 0
            let webTime = best {
                let start = ref_now_ns()
                for _ in 0..<iterations { webLines &+= web.layout(text, width: width, buffers: &buffers).lines.count }
                return Double(ref_now_ns() - start) / Double(iterations)
            }
            blackHole(webLines)
            rows.append(Row(benchmark: "\(item.name), \(bytes) bytes, 17px/24px in 320px: web layout (measure --platform web: line boxes)",
                            typeset: webTime / 1000, reference: pango / 1000, referenceName: "Pango", unit: "µs"))
        }
        if item.file.hasSuffix("en.txt") {
            let megabytesPerSecond = Double(bytes) / (ours / 1e9) / 1e6
            let pangoRate = Double(bytes) / (pango / 1e9) / 1e6
            throughput.append("English text measured single-threaded: \(Int(megabytesPerSecond)) MB/s"
                              + (pangoRate.isFinite ? " (Pango: \(Int(pangoRate)) MB/s)" : ""))
        }
        blackHole(lines)
    }
}

// MARK: - Per font: measure, full layout and the web layout of one paragraph

// The same 1 KB English paragraph in DejaVu Sans, Inter and Lato (Debian's fonts-dejavu-core,
// fonts-inter, fonts-lato) and the Chinese paragraph in Noto Sans CJK SC (fonts-noto-cjk), each
// font alone, 17 px/pt in 320: `measure` (line count and height), the full layout (lines with
// their glyphs: what `typeset measure --repeat` times; carets are found when first read), the
// full layout with every line's carets read, the web layout (`measure --platform web`,
// line-height 24px) and Pango laying the same text out in the same font in the same run.
if !rasterOnly, runs("fonts") {
    let cases: [(name: String, file: String, path: String, index: Int, family: String)] = [
        ("English paragraph (1 KB)", "Fixtures/text/paragraphs/en.txt", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0, "DejaVu Sans"),
        ("English paragraph (1 KB)", "Fixtures/text/paragraphs/en.txt", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0, "Inter"),
        ("English paragraph (1 KB)", "Fixtures/text/paragraphs/en.txt", "/usr/share/fonts/truetype/lato/Lato-Regular.ttf", 0, "Lato"),
        ("Chinese paragraph", "Fixtures/text/paragraphs/zh.txt", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2, "Noto Sans CJK SC"),
    ]
    let selected = cases.filter { item in
        (paragraphFilter.map { item.file.contains($0) } ?? true) && (fontFilter.map { item.family.contains($0) } ?? true)
    }
    for item in selected {
        guard let font = try? ShapingFont(contentsOfFile: item.path, index: item.index) else {
            print("skipping \(item.family): \(item.path) not found (run Scripts/install_references.sh)")
            continue
        }
        let text = readText(item.file)
        let bytes = text.utf8.count
        let width = 320.0
        let typesetter = Typesetter(stack: FontStack(font), pointSize: 17, lineHeight: 24)
        let web = WebTypesetter(typesetter, lineHeight: .px(24))
        let iterations = quick ? 2_000 : 20_000
        var buffers = LayoutBuffers()
        var sink = 0
        let measured = best {
            let start = ref_now_ns()
            for _ in 0..<iterations { sink &+= typesetter.measure(text, width: width, buffers: &buffers).lineCount }
            return Double(ref_now_ns() - start) / Double(iterations)
        }
        let full = best {
            let start = ref_now_ns()
            for _ in 0..<iterations { sink &+= typesetter.layout(text, width: width, buffers: &buffers).lines.count }
            return Double(ref_now_ns() - start) / Double(iterations)
        }
        // The full layout with every line's carets read (found on first read, for all lines).
        let withCarets = best {
            let start = ref_now_ns()
            for _ in 0..<iterations {
                sink &+= typesetter.layout(text, width: width, buffers: &buffers).lines.reduce(0) { $0 &+ $1.carets.count }
            }
            return Double(ref_now_ns() - start) / Double(iterations)
        }
        let webTime = best {
            let start = ref_now_ns()
            for _ in 0..<iterations { sink &+= web.layout(text, width: width, buffers: &buffers).lines.count }
            return Double(ref_now_ns() - start) / Double(iterations)
        }
        blackHole(sink)
        var pangoLines: Int32 = 0
        let pango: Double = skipReference ? .nan : {
            let handle = pangoLayout([item.path], family: item.family, size: 17)
            defer { ref_pango_free(handle) }
            let pangoIterations = max(10, iterations / 50)
            return best {
                let start = ref_now_ns()
                for _ in 0..<pangoIterations { _ = ref_pango_measure(handle, text, width, &pangoLines) }
                return Double(ref_now_ns() - start) / Double(pangoIterations)
            }
        }()
        let ourLines = typesetter.measure(text, width: width).lineCount
        let note = skipReference || Int(pangoLines) == ourLines ? "" : " (line counts differ: \(ourLines) vs \(pangoLines))"
        let label = "\(item.name), \(bytes) bytes, \(item.family), 17/24 in 320"
        rows.append(Row(benchmark: "\(label): measure\(note)", typeset: measured / 1000, reference: pango / 1000, referenceName: "Pango", unit: "µs"))
        rows.append(Row(benchmark: "\(label): full layout (lines with their glyphs)", typeset: full / 1000, reference: pango / 1000, referenceName: "Pango", unit: "µs"))
        rows.append(Row(benchmark: "\(label): full layout, every line's carets read", typeset: withCarets / 1000, reference: pango / 1000, referenceName: "Pango", unit: "µs"))
        rows.append(Row(benchmark: "\(label): web layout (measure --platform web, line-height 24px)", typeset: webTime / 1000, reference: pango / 1000,
                        referenceName: "Pango", unit: "µs"))
    }
}

// MARK: - Attributed paragraphs in both directions

// The attributed paragraphs of the bidi comparison (Tests/TypesetTests/Expectations/
// pango-mixed-bidi-runs.json, Scripts/expectations_bidi_runs.py): Arabic with English runs in
// Inter Bold, Hebrew with a 24 pt run, English with a 22 pt Arabic run. MixedTypesetter's layout
// in 320 (UAX #9 across the style runs, lines reordered, pieces with their glyphs) against Pango
// laying the same text out with the same family, weight and size attributes in the same run.
if !rasterOnly, runs("mixed") {
    struct Expectations: Decodable {
        struct Run: Decodable { var text: String, font: String, fallbacks: [String], size: Double, family: String, weight: Int }
        struct Case: Decodable { var name: String, runs: [Run] }
        var cases: [Case]
    }
    let path = root + "/Tests/TypesetTests/Expectations/pango-mixed-bidi-runs.json"
    let cases = (try? JSONDecoder().decode(Expectations.self, from: Data(contentsOf: URL(fileURLWithPath: path))))?.cases ?? []
    for item in cases where !item.runs.isEmpty {
        let font = { (file: String) in try ShapingFont(contentsOfFile: root + "/" + file) }
        guard let runs = try? item.runs.map({ run in
            MixedRun(run.text, typesetter: Typesetter(stack: FontStack(try font(run.font), fallbacks: try run.fallbacks.map(font)), pointSize: run.size))
        }) else { continue }
        let typesetter = MixedTypesetter(runs: runs, lineHeight: .tallestFont(lineSpacing: 0))
        let text = item.runs.map(\.text).joined()
        var spans: [String] = []
        var byte = 0
        for run in item.runs {
            spans.append("\(byte):\(byte + run.text.utf8.count):\(run.family):\(run.weight):\(run.size)")
            byte += run.text.utf8.count
        }
        let iterations = quick ? 200 : 2_000
        var sink = 0
        var buffers = MixedLayoutBuffers()
        let ours = best {
            let start = ref_now_ns()
            for _ in 0..<iterations { sink &+= typesetter.layout(width: 320, buffers: &buffers).lines.count }
            return Double(ref_now_ns() - start) / Double(iterations)
        }
        blackHole(sink)
        var pangoLines: Int32 = 0
        let pango: Double = skipReference ? .nan : {
            let files = Array(Set(item.runs.flatMap { [root + "/" + $0.font] + $0.fallbacks.map { root + "/" + $0 } })).sorted()
            let handle = pangoLayout(files, family: item.runs[0].family, size: item.runs[0].size)
            defer { ref_pango_free(handle) }
            guard ref_pango_set_spans(handle, spans.joined(separator: ";")) != 0 else { return .nan }
            let pangoIterations = max(10, iterations / 20)
            return best {
                let start = ref_now_ns()
                for _ in 0..<pangoIterations { _ = ref_pango_measure(handle, text, 320, &pangoLines) }
                return Double(ref_now_ns() - start) / Double(pangoIterations)
            }
        }()
        let ourLines = typesetter.layout(width: 320).lines.count
        let note = skipReference || Int(pangoLines) == ourLines ? "" : " (line counts differ: \(ourLines) vs \(pangoLines))"
        rows.append(Row(benchmark: "Attributed paragraph \(item.name), \(text.utf8.count) bytes, \(runs.count) style runs, in 320: layout (lines reordered, pieces with glyphs)\(note)",
                        typeset: ours / 1000, reference: pango / 1000, referenceName: "Pango", unit: "µs"))
    }
}

// MARK: - typeset fit: a catalogue of short UI strings at every text size

// 10,000 keys x 12 locales of short UI strings (1-7 words drawn by a fixed generator from the
// paragraph corpora: English, German, French, Japanese, Chinese, mixed; two locales per corpus),
// each laid out at the 12 content size categories in one width, end to end through the fit
// engine on all cores (each string shaped once, then measured at every size by scaling). Pango
// measures a sample of the same strings at one size in the same run (one layout each, one core).
if !rasterOnly, runs("fit"), let latin = try? ShapingFont(contentsOfFile: dejaVuPath),
   let cjk = try? ShapingFont(contentsOfFile: notoPath, index: 1) {
    let corpora = ["en", "de", "fr", "ja", "zh", "mixed"].map { readText("Fixtures/text/paragraphs/\($0).txt") }
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int(truncatingIfNeeded: seed >> 33)
    }
    let pieces: [[String]] = corpora.map { text in
        // Words for spaced scripts, runs of 2-4 characters for Chinese and Japanese.
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        if words.count > 40 { return words }
        let characters = Array(text.filter { !$0.isWhitespace })
        return stride(from: 0, to: max(0, characters.count - 4), by: 3).map { String(characters[$0..<($0 + 2 + $0 % 3)]) }
    }
    let keys = quick ? 1_000 : 10_000
    let here = SourceLocation(file: "bench.xcstrings", line: 1, column: 1)
    var strings: [FitString] = []
    strings.reserveCapacity(keys * 12)
    for locale in 0..<12 {
        let words = pieces[locale % pieces.count]
        let joiner = (locale % 6 == 3 || locale % 6 == 4) ? "" : " "
        for key in 0..<keys {
            let count = 1 + next() % 7
            let text = (0..<count).map { _ in words[next() % words.count] }.joined(separator: joiner)
            strings.append(FitString(source: CatalogString(key: "key.\(key)", locale: "l\(locale)", text: text, location: here),
                                     locale: "l\(locale)", language: ["en", "de", "fr", "ja", "zh", "en"][locale % 6], text: text, rule: 0))
        }
    }
    let style = TextStyle(font: StyleFont(latin), pointSize: 17, lineHeight: .points(22), dynamicType: .body, dynamicTypeScaling: .fontMetrics)
    let rule = ResolvedRule(rule: FitRule(keys: KeyPattern("*"), style: .inline(InlineStyle(size: 17)), widths: [200], maxLines: 2, location: here),
                            stack: FontStack(latin, fallbacks: [cjk]), style: style, name: "DejaVu Sans 17 pt")
    let engine = FitEngine(rules: [rule])
    var result = engine.run(strings)
    for _ in 1..<repeats { let again = engine.run(strings); if again.seconds < result.seconds { result = again } }
    let perSecond = Double(result.measurements) / result.seconds
    // Pango: the same strings at 17 pt in 200 pt, one layout each, on one core.
    let sample = Array(strings.prefix(quick ? 2_000 : 12_000))
    var pangoNanoseconds = Double.nan
    if !skipReference {
        let handle = pangoLayout([dejaVuPath, notoPath], family: "DejaVu Sans", size: 17)
        defer { ref_pango_free(handle) }
        var lines: Int32 = 0
        pangoNanoseconds = best {
            let start = ref_now_ns()
            for string in sample { _ = ref_pango_measure(handle, string.text, 200, &lines) }
            return Double(ref_now_ns() - start) / Double(sample.count)
        }
    }
    let oursPerLayout = 1e9 / perSecond
    rows.append(Row(benchmark: "fit: \(keys) keys x 12 locales x 12 sizes (\(result.measurements) layouts, \(result.findings.count) findings), all cores, per layout",
                    typeset: oursPerLayout, reference: pangoNanoseconds, referenceName: "Pango, one core", unit: "ns"))
    throughput.append("typeset fit end to end: \(Int(perSecond)) layouts per second on \(FitEngine.cores) cores (\(String(format: "%.2f", result.seconds)) s for \(result.measurements)); Pango: \(pangoNanoseconds.isFinite ? Int(1e9 / pangoNanoseconds) : 0) per second on one core")
    // A prepared string laid out again at new widths: the line filling alone.
    let typesetter = Typesetter(stack: FontStack(latin, fallbacks: [cjk]), pointSize: 17, lineHeight: 22)
    var preparer = TextPreparer(typesetter)
    let prepared = preparer.prepare("Delete all 12 photos from this album?")
    let widths = (0..<64).map { 60.0 + Double($0) * 5 }
    var buffers = LayoutBuffers()
    var results: [TextMeasurement] = []
    let rounds = quick ? 2_000 : 20_000
    let perWidth = best {
        let start = ref_now_ns()
        for _ in 0..<rounds { typesetter.measure(prepared, widths: widths, buffers: &buffers, into: &results) }
        return Double(ref_now_ns() - start) / Double(rounds * widths.count)
    }
    var pangoPerWidth = Double.nan
    if !skipReference {
        let handle = pangoLayout([dejaVuPath], family: "DejaVu Sans", size: 17)
        defer { ref_pango_free(handle) }
        var lines: Int32 = 0
        pangoPerWidth = best {
            let start = ref_now_ns()
            for width in widths { _ = ref_pango_measure(handle, "Delete all 12 photos from this album?", width, &lines) }
            return Double(ref_now_ns() - start) / Double(widths.count)
        }
    }
    rows.append(Row(benchmark: "fit: a prepared 37-character string laid out again at a new width", typeset: perWidth, reference: pangoPerWidth,
                    referenceName: "Pango, new width", unit: "ns"))

    // `typeset fit --json` end to end, as the command runs it: the layout file and the catalogue
    // read, every string laid out at every size, the findings grouped with their suggestions and
    // the JSON written to a file. The catalogue is Scripts/generate_large_fit_catalog.py's
    // (10,000 keys x 12 locales, Inter 17 pt body in 220 pt, 2 lines: about half of the layouts
    // are over their limit), made once in this checkout's build folder (its layout file names
    // the checkout's font by its path); Pango's reference is the fit row's above.
    let keysLarge = quick ? 1_000 : 10_000
    let catalogueFolder = root + "/Benchmarks/.build/typeset-bench-fit-\(keysLarge)-220"
    if !FileManager.default.fileExists(atPath: catalogueFolder + "/Localizable.xcstrings") {
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = ["python3", root + "/Scripts/generate_large_fit_catalog.py", "--keys", String(keysLarge),
                               "--locales", "en,de,fr,es,it,pt,nl,sv,da,nb,fi,pl", "--width", "220", "--max-lines", "2", "--out", catalogueFolder]
        try? generator.run()
        generator.waitUntilExit()
    }
    if let json = benchFitJSON(catalogue: catalogueFolder + "/Localizable.xcstrings", layout: catalogueFolder + "/layout.json") {
        rows.append(Row(benchmark: "fit --json end to end: \(keysLarge) keys x 12 locales x 12 sizes (\(json.layouts) layouts, \(json.findings) findings, "
                        + "\(json.bytes / 1_000_000) MB of JSON), catalogue read to JSON written, all cores, per layout",
                        typeset: 1e9 * json.seconds / Double(json.layouts), reference: pangoNanoseconds, referenceName: "Pango, one core", unit: "ns"))
        throughput.append("typeset fit --json end to end: \(Int(Double(json.layouts) / json.seconds)) layouts per second on \(FitEngine.cores) cores "
                          + "(\(String(format: "%.2f", json.seconds)) s: read \(String(format: "%.2f", json.read)) s, layout \(String(format: "%.2f", json.layout)) s, "
                          + "groups \(String(format: "%.2f", json.groups)) s, JSON \(String(format: "%.2f", json.write)) s)")
    } else {
        print("skipping fit --json: no catalogue in \(catalogueFolder) that lays out (python3 Scripts/generate_large_fit_catalog.py)")
    }
}

// MARK: - Shaping: one paragraph through OpenTypeShaper vs hb_shape (same font file, default features)

// Caches cold: every iteration fills a cleared GlyphBuffer with the paragraph's scalars and shapes
// it with a plan made once (Typeset), or adds the UTF-8 text to a cleared hb_buffer_t, guesses
// its segment properties and shapes it (HarfBuzz). Advances are in font units on both sides
// (HarfBuzz's font scale is the units per em), so their sums must be equal.
if !rasterOnly, runs("shape") {
    let cases: [(name: String, file: String, font: String, path: String, index: Int)] = [
        ("English paragraph", "Fixtures/text/paragraphs/en.txt", "DejaVu Sans", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
        ("English paragraph", "Fixtures/text/paragraphs/en.txt", "Inter Regular", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
        ("Chinese paragraph", "Fixtures/text/paragraphs/zh.txt", "Noto Sans CJK SC", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2),
    ]
    let selected = cases.filter { item in
        (paragraphFilter.map { item.file.contains($0) } ?? true) && (fontFilter.map { item.font.contains($0) } ?? true)
    }
    for item in selected {
        guard let face = try? TypesetShaping.ShapingFont(contentsOfFile: item.path, index: item.index) else {
            print("skipping shaping with \(item.font): \(item.path) not found (run Scripts/install_references.sh)")
            continue
        }
        let text = readText(item.file)
        let scalars = text.unicodeScalars.map(\.value)
        // The paragraph's main script: the one covering the most scalars.
        var scriptCounts: [UnicodeScript: Int] = [:]
        for run in ScriptRuns.runs(of: text) where !run.script.isSpecial { scriptCounts[run.script, default: 0] += run.range.count }
        let script = scriptCounts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? .common
        // HarfBuzz once first: the script and language it guesses (the language comes from the
        // locale), so the plan is made for the same language system.
        var hbAdvance: Int64 = 0
        var hbGlyphs: UInt32 = 0
        var hbScript: UInt32 = 0
        var hbLanguage: UnsafePointer<CChar>? = nil
        _ = ref_hb_shape(item.path, UInt32(item.index), text, 1, &hbAdvance, &hbGlyphs, &hbScript, &hbLanguage)
        let language = hbLanguage.map { String(cString: $0) }
        let languageTags = language.map { OpenTypeLanguage.tags(forBCP47: $0) } ?? []
        let plan = ShapePlan(face: face, scriptTags: script.openTypeTags, languageTags: languageTags, direction: .leftToRight)
        let iterations = option("--shape-iterations").flatMap { Int($0) } ?? (quick ? 200 : 2_000)
        var buffer = GlyphBuffer()
        let ours = best {
            let start = ref_now_ns()
            for _ in 0..<iterations {
                buffer.clear()
                for (cluster, scalar) in scalars.enumerated() { buffer.add(scalar, cluster: cluster) }
                OpenTypeShaper.shape(&buffer, face: face, plan: plan)
            }
            return Double(ref_now_ns() - start) / Double(iterations)
        }
        let ourAdvance = buffer.positions.reduce(Int64(0)) { $0 + Int64($1.xAdvance) }
        let harfBuzz = skipReference ? Double.nan : best {
            ref_hb_shape(item.path, UInt32(item.index), text, Int32(iterations), &hbAdvance, &hbGlyphs, &hbScript, &hbLanguage)
        }
        var notes: [String] = []
        if UnicodeScript(rawValue: hbScript) != script {
            notes.append("scripts differ: \(script) vs HarfBuzz's \(UnicodeScript(rawValue: hbScript))")
        }
        if ourAdvance != hbAdvance || buffer.count != Int(hbGlyphs) {
            print("warning: shaping \(item.name) with \(item.font): total advances differ: Typeset \(ourAdvance) (\(buffer.count) glyphs), HarfBuzz \(hbAdvance) (\(hbGlyphs) glyphs)")
            notes.append("advances differ: \(ourAdvance) vs \(hbAdvance)")
        }
        if arguments.contains("--verbose") {
            print("shaping \(item.name) with \(item.font): script \(script) \(script.openTypeTags), HarfBuzz language \(language ?? "none") -> \(languageTags), GSUB \(plan.substitutionScript.map { "\($0)" } ?? "-")/\(plan.substitutionLanguage.map { "\($0)" } ?? "dflt"), \(buffer.count) glyphs, advance \(ourAdvance) (HarfBuzz \(hbGlyphs) glyphs, \(hbAdvance))")
        }
        let note = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        rows.append(Row(benchmark: "\(item.name), \(text.utf8.count) bytes, \(item.font): shape (\(buffer.count) glyphs)\(note)",
                        typeset: ours, reference: harfBuzz, referenceName: "HarfBuzz", unit: "ns"))
        // The same paragraph through the typesetter with its caches warm (shaped words and runs
        // kept in the reused LayoutBuffers), laid out on one line: shaping plus the break walk.
        let typesetter = Typesetter(stack: FontStack(face), pointSize: 17, language: language)
        var layoutBuffers = LayoutBuffers()
        _ = typesetter.measure(text, width: .infinity, buffers: &layoutBuffers)
        let warm = best {
            let start = ref_now_ns()
            for _ in 0..<iterations { _ = typesetter.measure(text, width: .infinity, buffers: &layoutBuffers) }
            return Double(ref_now_ns() - start) / Double(iterations)
        }
        rows.append(Row(benchmark: "\(item.name), \(item.font): shape with the word cache warm (one line)",
                        typeset: warm, reference: harfBuzz, referenceName: "HarfBuzz", unit: "ns"))
    }
}

// MARK: - Rasterizing: every glyph of the multilingual sample, Typeset vs FreeType

let sampleScalars = Set(readText("Fixtures/text/multilingual.txt").unicodeScalars.map { $0.value })
var rasterRows: [Row] = []
for font in fonts where runs("raster") {
    guard let face = try? FontFace(data: font.data, index: font.index), let cmap = try? face.characterMap(),
          var outliner = try? face.outliner() else { continue }
    var glyphSet: [UInt32] = []
    for scalar in sampleScalars.sorted() {
        if let g = cmap.glyph(for: scalar), g != 0, !glyphSet.contains(UInt32(g.rawValue)) { glyphSet.append(UInt32(g.rawValue)) }
    }
    let upm = Double(face.head.unitsPerEm)
    let rasterizer = Rasterizer()
    var bitmap = GrayBitmap(width: 0, height: 0)
    var path = GlyphPath()
    for pixels in [12, 24, 96] where onlySize == nil || onlySize == pixels {
        let rounds = quick ? 2 : max(2, 200_000 / (glyphSet.count * pixels)) * rasterScale
        let placement = GlyphPlacement(unitsPerEm: upm, pixelsPerEm: Double(pixels))
        // Decode + place + rasterize, as FT_Load_Glyph(NO_HINTING | RENDER) does, through the
        // call GlyphRenderer makes.
        var coverage = 0
        let full = best {
            let start = ref_now_ns()
            for _ in 0..<rounds {
                for g in glyphSet {
                    _ = try? rasterizer.rasterize(glyph: GlyphID(truncatingIfNeeded: g), outliner: &outliner, placement: placement, into: &bitmap)
                }
            }
            return Double(ref_now_ns() - start) / Double(rounds * glyphSet.count)
        }
        // Decoding alone (what the one-call path decodes before it rasterizes) against FreeType's
        // FT_Load_Glyph(NO_HINTING) without rendering: the two stages of "load + render" apart.
        var decodedPoints = 0
        let decode = best {
            let start = ref_now_ns()
            for _ in 0..<rounds {
                for g in glyphSet {
                    switch outliner.format {
                    case .trueType:
                        decodedPoints &+= (try? outliner.withTrueTypePoints(of: GlyphID(truncatingIfNeeded: g)) { $0.points.count }) ?? 0
                    case .cff:
                        path.elements.removeAll(keepingCapacity: true)
                        _ = try? outliner.outline(glyph: GlyphID(truncatingIfNeeded: g), into: &path)
                        decodedPoints &+= path.elements.count
                    }
                }
            }
            return Double(ref_now_ns() - start) / Double(rounds * glyphSet.count)
        }
        blackHole(decodedPoints)
        let ftDecode = skipReference ? Double.nan : best {
            font.bytes.withUnsafeBufferPointer { bytes in
                glyphSet.withUnsafeBufferPointer { ref_ft_load_only(bytes.baseAddress, bytes.count, font.index, $0.baseAddress, $0.count, Int32(pixels), Int32(rounds)) }
            }
        }
        rasterRows.append(Row(benchmark: "\(font.name): decode only (no rendering) at \(pixels) px, per glyph", typeset: decode, reference: ftDecode, referenceName: "FreeType", unit: "ns"))
        if arguments.contains("--phases") {
            // Profiling: the two stages of Typeset alone.
            print("\(font.name) \(pixels) px: decode \(fmt(decode)) ns, load + render \(fmt(full)) ns per glyph")
            continue
        }
        var prepared: [(RenderPath, PixelRect)] = []
        for g in glyphSet {
            guard let rect = try? rasterizer.rasterize(glyph: GlyphID(truncatingIfNeeded: g), outliner: &outliner, placement: placement, into: &bitmap) else { continue }
            for p in bitmap.pixels { coverage &+= Int(p) }
            path.elements.removeAll(keepingCapacity: true)
            guard (try? outliner.outline(glyph: GlyphID(truncatingIfNeeded: g), into: &path)) != nil else { continue }
            var moved = placement
            moved.origin = Point(x: -Double(rect.x), y: -Double(rect.y))
            var sink = PlacingSink(base: RenderPath(), placement: moved)
            path.replay(into: &sink)
            prepared.append((sink.base, rect))
        }
        var ftSum: UInt64 = 0
        let ftFull = skipReference ? Double.nan : best {
            font.bytes.withUnsafeBufferPointer { bytes in
                glyphSet.withUnsafeBufferPointer { ref_ft_load_render(bytes.baseAddress, bytes.count, font.index, $0.baseAddress, $0.count, Int32(pixels), Int32(rounds), &ftSum) }
            }
        }
        let agreement = ftSum > 0 ? abs(Double(coverage) - Double(ftSum)) / Double(ftSum) : 0
        let note = agreement < 0.001 ? "" : " (coverage sums differ by \(String(format: "%.2f", agreement * 100)) %)"
        rasterRows.append(Row(benchmark: "\(font.name): load + render \(glyphSet.count) glyphs at \(pixels) px, per glyph\(note)", typeset: full, reference: ftFull, referenceName: "FreeType", unit: "ns"))
        // Rasterizer alone: outlines already decoded and placed.
        let renderOnly = best {
            let start = ref_now_ns()
            for _ in 0..<rounds {
                for (p, rect) in prepared {
                    rasterizer.reset(width: rect.width, height: rect.height)
                    rasterizer.fill(p)
                    rasterizer.render(into: &bitmap)
                }
            }
            return Double(ref_now_ns() - start) / Double(rounds * max(1, prepared.count))
        }
        let ftRenderOnly = skipReference ? Double.nan : best {
            font.bytes.withUnsafeBufferPointer { bytes in
                glyphSet.withUnsafeBufferPointer { ref_ft_render_only(bytes.baseAddress, bytes.count, font.index, $0.baseAddress, $0.count, Int32(pixels), Int32(rounds), &ftSum) }
            }
        }
        // The same check for the rasterizer alone: our coverage of the placed outlines against
        // FreeType's of its loaded outlines.
        var renderOnlyCoverage = 0
        for (p, rect) in prepared {
            rasterizer.reset(width: rect.width, height: rect.height)
            rasterizer.fill(p)
            rasterizer.render(into: &bitmap)
            for v in bitmap.pixels { renderOnlyCoverage &+= Int(v) }
        }
        let renderOnlyAgreement = ftSum > 0 ? abs(Double(renderOnlyCoverage) - Double(ftSum)) / Double(ftSum) : 0
        let renderOnlyNote = renderOnlyAgreement < 0.001 ? "" : " (coverage sums differ by \(String(format: "%.2f", renderOnlyAgreement * 100)) %)"
        rasterRows.append(Row(benchmark: "\(font.name): render only (outline loaded) at \(pixels) px, per glyph\(renderOnlyNote)", typeset: renderOnly, reference: ftRenderOnly, referenceName: "FreeType", unit: "ns"))
    }
}

// MARK: - Report

func fmt(_ value: Double) -> String {
    // A side that was skipped or failed has no time: shown as a dash, never converted.
    guard value.isFinite else { return "—" }
    if value >= 100 { return String(Int(value.rounded())) }
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}
print("| benchmark | Typeset | reference | ratio (reference / Typeset) |")
print("|---|---:|---:|---:|")
for row in rows {
    print("| \(row.benchmark) | \(fmt(row.typeset)) \(row.unit) | \(fmt(row.reference)) \(row.unit) (\(row.referenceName)) | \(fmt(row.ratio))x |")
}
for line in throughput { print("\n" + line) }

print("\nRasterizing (glyphs per second, unhinted, FreeType's smooth rasterizer vs Typeset's; every glyph of Fixtures/text/multilingual.txt):\n")
print("| benchmark | Typeset glyphs/s | FreeType glyphs/s | ratio (Typeset / FreeType) |")
print("|---|---:|---:|---:|")
for row in rasterRows {
    let reference = row.reference.isFinite ? "\(Int(1e9 / row.reference))" : "-"
    let ratio = row.reference.isFinite ? "\(fmt(row.ratio))x" : "-"
    print("| \(row.benchmark) | \(Int(1e9 / row.typeset)) | \(reference) | \(ratio) |")
}
