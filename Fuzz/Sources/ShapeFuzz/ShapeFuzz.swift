import FuzzDriver
import Typeset
import TypesetFont
import TypesetShaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer entry point for shaping and layout. The first byte chooses the mode:
///
/// - even: **text mode**. Fixed fixture fonts, fuzzed text and feature settings. Byte 1 picks the
///   primary font (bit 7: the Khmer/Myanmar group of scripts, bit 6: the Indic one), byte 2 the direction (bit 0), script (bits 1-3),
///   language (bits 4-6) and whether the other fixture fonts are fallbacks (bit 7); then a
///   feature list (HarfBuzz syntax,
///   `FeatureSetting.parseList`) up to a 0 byte, then the text (UTF-8, repaired).
/// - odd: **font mode**. The rest is a font file, shaped with fixed texts (Latin ligatures and
///   kerning, marks, Hangul, CJK, Arabic, emoji sequences, Indic syllables) and with a text of the first
///   characters the font's own cmap maps (so the lookups of test fonts fire), for a few scripts;
///   then Sinhala, Tibetan, Javanese, Balinese and Tai Tham texts and the font's own characters
///   through the Universal Shaping Engine (as Sinhala and as Javanese).
/// - text mode with one of the USE fixture fonts shapes in that font's script (script bits even).
///
/// Both go through `ShapingFont(face:)`, `ShapePlan`, `OpenTypeShaper.shape` and
/// `Typesetter.layout` at a few widths. Besides never trapping, the shaped buffer must keep one
/// position per glyph and clusters inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func shapeFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let mode = bytes.first else { return 0 }
    if mode & 1 == 0 {
        textMode(Array(bytes.dropFirst()))
    } else {
        fontMode(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(start: data, count: size)[1...]))
    }
    return 0
}

// MARK: Text mode

/// The repository, from this file's path (Fuzz/Sources/ShapeFuzz/ShapeFuzz.swift), or
/// `TYPESET_ROOT`.
let repositoryRoot: String = {
    if let root = getenv("TYPESET_ROOT") { return String(cString: root) }
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/")
}()

/// The fixture fonts text mode shapes with, loaded once.
let fixtureFonts: [ShapingFont] = {
    let files: [(String, Int)] = [
        ("Fixtures/fonts/DejaVuSans-subset.ttf", 0), ("Fixtures/fonts/Inter-Regular-subset.otf", 0),
        ("Fixtures/fonts/Lato-Regular-subset.ttf", 0), ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 0),
        ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 1), ("Fixtures/fonts/NotoSerifCJKsc-Regular-subset.otf", 0),
        ("Fixtures/fonts/NotoColorEmoji-subset.ttf", 0),
        ("Fixtures/fonts/NotoSansKhmer-Regular-subset.ttf", 0), ("Fixtures/fonts/NotoSansMyanmar-Regular-subset.ttf", 0),
        ("Fixtures/fonts/NotoSansDevanagari-Regular-subset.ttf", 0), ("Fixtures/fonts/NotoSansBengali-Regular-subset.ttf", 0),
        ("Fixtures/fonts/NotoSansTamil-Regular-subset.ttf", 0),
        // The Universal Shaping Engine's scripts (see `useScripts`).
        ("Fixtures/fonts/NotoSansSinhala-Regular-subset.ttf", 0), ("Fixtures/fonts/NotoSerifTibetan-Regular-subset.ttf", 0),
        ("Fixtures/fonts/NotoSansJavanese-Regular-subset.ttf", 0),
    ]
    let fonts = files.compactMap { file, index in try? ShapingFont(contentsOfFile: repositoryRoot + "/" + file, index: index) }
    if fonts.count != files.count {
        var message = "ShapeFuzz: only \(fonts.count) of \(files.count) fixture fonts under \(repositoryRoot) could be read (set TYPESET_ROOT)\n"
        message.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        exit(2)
    }
    return fonts
}()

let scriptChoices: [[Tag]] = [[], ["latn"], ["hang"], ["hani"], ["arab"], ["cyrl"], ["DFLT"], ["kana", "hani"],
                              ["khmr"], ["mym2", "mymr"], ["qaag"], ["thai"], ["hebr"], ["khmr"], ["mym2", "mymr"], ["latn"],
                              // The Indic shaper: new and old specification tags, and old alone.
                              ["dev2", "deva"], ["bng2", "beng"], ["tml2", "taml"], ["deva"], ["gur2", "guru"],
                              ["gjr2", "gujr"], ["tel2", "telu"], ["mlm2", "mlym"]]
/// The script of each Universal Shaping Engine fixture font (the last ones of `fixtureFonts`): a
/// text shaped with one of them takes its script when the script bits are even.
let useScripts: [Tag] = ["sinh", "tibt", "java"]
let languageChoices: [String?] = [nil, "en", "tr", "zh-Hant", "ja", "ko", "ar", "sr-Latn"]
let unicodeScripts: [UnicodeScript?] = [nil, UnicodeScript(iso15924: "Latn"), UnicodeScript(iso15924: "Hang"),
                                        UnicodeScript(iso15924: "Hani"), UnicodeScript(iso15924: "Arab"),
                                        UnicodeScript(iso15924: "Cyrl"), UnicodeScript(iso15924: "Zyyy"), nil,
                                        UnicodeScript(iso15924: "Khmr"), UnicodeScript(iso15924: "Mymr"), nil,
                                        UnicodeScript(iso15924: "Thai"), UnicodeScript(iso15924: "Hebr"),
                                        UnicodeScript(iso15924: "Khmr"), UnicodeScript(iso15924: "Mymr"), nil,
                                        UnicodeScript(iso15924: "Deva"), UnicodeScript(iso15924: "Beng"),
                                        UnicodeScript(iso15924: "Taml"), UnicodeScript(iso15924: "Deva"),
                                        UnicodeScript(iso15924: "Guru"), UnicodeScript(iso15924: "Gujr"),
                                        UnicodeScript(iso15924: "Telu"), UnicodeScript(iso15924: "Mlym")]
let widths: [Double] = [.infinity, 0, 1, 23.7, 120, 320]

func textMode(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    let fonts = fixtureFonts
    let primary = Int(bytes[0] & 0x3F) % fonts.count
    let flags = bytes[1]
    let direction: TextDirection = flags & 1 == 0 ? .leftToRight : .rightToLeft
    // The high bits of byte 0 pick the other groups of scripts: bit 7 Khmer, Myanmar, Zawgyi, ...;
    // bit 6 the Indic scripts.
    let script = ((Int(flags >> 1) & 7) + (bytes[0] & 0x80 != 0 ? 8 : 0) + (bytes[0] & 0x40 != 0 ? 16 : 0)) % scriptChoices.count
    let language = Int(flags >> 4) & 7
    let rest = bytes.dropFirst(2)
    let separator = rest.firstIndex(of: 0) ?? rest.startIndex
    let featureText = String(decoding: rest[rest.startIndex..<separator], as: UTF8.self)
    let text = String(decoding: rest[(separator == rest.startIndex ? separator : separator + 1)...], as: UTF8.self)
    let features: [FeatureSetting]
    switch FeatureSetting.parseList(featureText) {
    case .success(let parsed): features = parsed
    case .failure: features = []
    }
    let face = fonts[primary]
    let languageTags = languageChoices[language].map { OpenTypeLanguage.tags(forBCP47: $0) } ?? []
    let useIndex = primary - (fonts.count - useScripts.count)
    let scriptTags = useIndex >= 0 && script & 1 == 0 ? [useScripts[useIndex]] : scriptChoices[script]
    shape(text, face: face, scriptTags: scriptTags, languageTags: languageTags, direction: direction, features: features)

    let fallbacks = flags & 0x80 != 0 ? fonts.enumerated().filter { $0.offset != primary }.map(\.element) : []
    let typesetter = Typesetter(stack: FontStack(face, fallbacks: fallbacks), pointSize: 17,
                                letterSpacing: flags & 0x08 != 0 ? 0.5 : 0, features: features,
                                language: languageChoices[language], script: unicodeScripts[script])
    lay(text, typesetter)
}

// MARK: Font mode

let fixedTexts = [
    "office affine ffi ffl fj Wave AV Ty 1/2 3\u{2044}4",
    "e\u{301} a\u{308}\u{323} \u{301}x \u{1EA0}\u{302} i\u{307}",
    "\u{AC00}\u{AC01} \u{1100}\u{1161}\u{11A8} \u{3131}",
    "\u{4E2D}\u{6587}\u{5B57} \u{65E5}\u{672C}\u{8A9E}\u{3002}\u{300C}\u{30AB}\u{300D}",
    "\u{633}\u{644}\u{627}\u{645} \u{644}\u{627} 123",
    "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{1F1EB}\u{1F1F7} \u{1F44D}\u{1F3FD} \u{2764}\u{FE0F} #\u{FE0F}\u{20E3}",
    // Khmer: Coeng Ro, split vowels, robat, a broken cluster; Myanmar: kinzi, medial Ra, E, a broken cluster.
    "\u{179F}\u{17D2}\u{178F}\u{17D2}\u{179A}\u{17B8} \u{1780}\u{17BE}\u{17C9} \u{1792}\u{1798}\u{17CC} \u{17C1}\u{17D2}\u{17BB}",
    "\u{1004}\u{103A}\u{1039}\u{1002}\u{101C}\u{102D} \u{1000}\u{103C}\u{103D}\u{1031}\u{102C} \u{1031}\u{FE00}\u{103A}\u{1037}",
    // Indic: reph, conjuncts, pre-base matras, ZWJ/ZWNJ, broken clusters.
    "\u{0930}\u{094D}\u{0915}\u{093F} \u{0915}\u{094D}\u{200D}\u{0937} \u{093F}\u{0902} \u{0926}\u{094D}\u{0935}\u{093E}",
    "\u{09B0}\u{09CD}\u{09AF}\u{09BE} \u{0995}\u{09CB} \u{0BB8}\u{0BCD}\u{0BB0}\u{0BC0} \u{0D30}\u{0D4D}\u{0D31}\u{0D46}",
]

/// Texts for the Universal Shaping Engine (shaped as Sinhala and as Javanese, with the font's own
/// characters): repha, pre-base vowels, broken clusters, vowel-letter spoofing, joiners.
let universalTexts = [
    "\u{0DC1}\u{0DCA}\u{200D}\u{0DBB}\u{0DD3} \u{0D85}\u{0DCF} \u{0DDA}\u{0DCA}\u{0DCA} \u{0F40}\u{0F74}\u{0F72}\u{0F71}\u{0F7E}\u{0F90}",
    "\u{A98F}\u{A9BA}\u{A9B4}\u{A9BF}\u{A9C0}\u{A982} \u{1B13}\u{1B44}\u{1B2D}\u{1B3E} \u{1A20}\u{1A60}\u{1A36}\u{1A6E}\u{034F}\u{200C}\u{1A74}",
]

func fontMode(_ bytes: UnsafeRawBufferPointer) {
    let data = FontData(bytes: bytes)
    guard let file = try? FontFile(data: data) else { return }
    for index in 0..<min(file.faceCount, 2) {
        guard let face = try? file.face(at: index), let font = try? ShapingFont(face: face) else { continue }
        // The first characters the font maps (probed in a few blocks: bounded work even for a
        // cmap of huge ranges), as a text.
        var mapped = String.UnicodeScalarView()
        probing: for block in [0..<0x2000, 0x3000..<0x3100, 0x4E00..<0x4E40, 0xAC00..<0xAC40, 0x1F300..<0x1F700] {
            for code in block where font.characterMap.glyph(for: UInt32(code)) != nil {
                if let scalar = Unicode.Scalar(UInt32(code)) { mapped.append(scalar) }
                if mapped.count >= 48 { break probing }
            }
        }
        let ownText = String(mapped)
        for (scriptTags, direction) in [([Tag](), TextDirection.leftToRight), (["latn"], .leftToRight),
                                        (["hang"], .leftToRight), (["arab"], .rightToLeft), (["khmr"], .leftToRight),
                                        (["mym2", "mymr"], .leftToRight), (["dev2", "deva"], .leftToRight),
                                        (["mlym"], .leftToRight)] {
            for text in fixedTexts + [ownText] {
                shape(text, face: font, scriptTags: scriptTags, languageTags: [], direction: direction,
                      features: [FeatureSetting("smcp"), FeatureSetting("liga", value: 0, range: 2..<5)])
            }
        }
        for scriptTags: [Tag] in [["sinh"], ["java"]] {
            for text in universalTexts + [ownText] {
                shape(text, face: font, scriptTags: scriptTags, languageTags: [], direction: .leftToRight, features: [])
            }
        }
        let typesetter = Typesetter(stack: FontStack(font), pointSize: 17, features: [FeatureSetting("dlig")])
        for text in [fixedTexts[0], fixedTexts[1], ownText] { lay(text, typesetter) }
        // A variable font at the end of every axis: FeatureVariations, GPOS variation deltas,
        // the instance's advances.
        if let axes = try? face.fontVariations()?.axes, !axes.isEmpty,
           let instance = try? face.instance(axes.map { VariationSetting($0.tag, $0.maxValue) }),
           let varied = try? ShapingFont(face: instance) {
            for text in [fixedTexts[0], ownText] {
                shape(text, face: varied, scriptTags: ["latn"], languageTags: [], direction: .leftToRight, features: [])
            }
        }
    }
}

// MARK: Shared

func shape(_ text: String, face: ShapingFont, scriptTags: [Tag], languageTags: [Tag], direction: TextDirection,
           features: [FeatureSetting]) {
    let plan = ShapePlan(face: face, scriptTags: scriptTags, languageTags: languageTags, direction: direction, features: features)
    var buffer = GlyphBuffer()
    buffer.isStartOfText = true
    buffer.add(text)
    let scalars = buffer.count
    OpenTypeShaper.shape(&buffer, face: face, plan: plan)
    precondition(buffer.count == 0 || buffer.positions.count == buffer.count,
                 "\(buffer.positions.count) positions for \(buffer.count) glyphs")
    for info in buffer.infos {
        precondition(info.cluster >= 0 && info.cluster < max(scalars, 1), "cluster \(info.cluster) outside \(scalars) scalars")
    }
}

func lay(_ text: String, _ typesetter: Typesetter) {
    var buffers = LayoutBuffers()
    for (index, width) in widths.enumerated() {
        _ = typesetter.layout(text, width: width, maxLines: index % 3, buffers: &buffers)
    }
    _ = typesetter.measure(text, width: 100)
    _ = typesetter.shapedLine(text)
}

/// LeakSanitizer's built-in suppressions: the fixture fonts' tables, kept for the whole run by
/// `fixtureFonts`. Swift stores an enum's case in the spare bits of a payload's reference (the
/// decoded `GPOS` subtables of a `ShapingFont`), which LeakSanitizer does not recognize as a
/// pointer, so tables that outlive the run would be reported as leaked. Fonts read from the fuzzed
/// bytes are freed after each input and stay checked.
@_cdecl("__lsan_default_suppressions")
public func leakSuppressions() -> UnsafePointer<CChar>? {
    let text: StaticString = "leak:fixtureFonts\n"
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// SwiftPM's `main` for this target: libFuzzer's driver (see `runFuzzer`).
@_cdecl("ShapeFuzz_main")
public func shapeFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    // The fixture fonts are read before fuzzing starts, so their tables (kept for the whole
    // run) are not counted against the first input by the leak check.
    _ = fixtureFonts.count
    return runFuzzer(argc, argv) { data, size in shapeFuzz(data, size) }
}
