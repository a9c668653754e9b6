import TypesetSupport
import Dispatch
import Typeset
import TypesetShaping
import TypesetRender
import TypesetTokens

/// One file of a specimen report, in memory until the whole report is ready.
public struct SpecimenFile: Sendable, Hashable {
    /// Path relative to the output directory (`index.html`, `images/body-guides.png`,
    /// `typography.css`, `fonts/Inter-Regular.otf`).
    public var path: String
    /// The bytes.
    public var bytes: [UInt8]

    /// A file of the report at `path` (relative to the output directory).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Why a specimen could not be made.
public enum SpecimenError: Error, Sendable, CustomStringConvertible {
    /// The style guide has errors: nothing is written.
    case invalidStyleGuide([Diagnostic])
    /// The style guide holds no typography tokens.
    case noStyles(String)

    public var description: String {
        switch self {
        case .invalidStyleGuide(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }.count
            return "the style guide has \(errors) error(s); no report was written"
        case .noStyles(let file): return "\(file) holds no typography tokens"
        }
    }
}

/// Options for a specimen report.
public struct SpecimenOptions: Sendable {
    /// The token file.
    public var tokens: String
    /// Where fonts are looked for (default: the token file's directory).
    public var fontDirectory: String?
    /// Fonts tried, in order, for characters a style's font lacks (the CJK sample).
    public var fallbackFonts: [(path: String, index: Int)]
    /// The sample paragraph set in every style.
    public var sample: String
    /// The CJK sample, set with the fallback fonts.
    public var cjkSample: String
    /// Samples in other scripts (title, BCP 47 language, text), each set with the fallback fonts
    /// when they have every letter of it: right-to-left ones right-aligned in visual order.
    public var scriptSamples: [(title: String, language: String, text: String)]
    /// The width of the text frame the samples are set in, points.
    public var width: Double

    /// Options for `tokens` with the default samples.
    public init(tokens: String, fontDirectory: String? = nil, fallbackFonts: [(path: String, index: Int)] = []) {
        self.tokens = tokens
        self.fontDirectory = fontDirectory
        self.fallbackFonts = fallbackFonts
        sample = "Typography is the craft of making words easy to read. A line height of twenty-four points on seventeen-point type is a decision about rhythm: Hamburgefonstiv 0123456789."
        cjkSample = "排版的核心是行高、字距和行长。組版とは、文字を読みやすく美しく並べる技術です。"
        scriptSamples = [
            ("Arabic", "ar", "الطباعة فنّ ترتيب الحروف لتكون الكلمات سهلة القراءة (١٢ نقطة)."),
            ("Hebrew", "he", "טיפוגרפיה היא אמנות סידור האותיות כך שהמילים יהיו קלות לקריאה (12 נקודות)."),
            ("Thai", "th", "การจัดวางตัวอักษรคือศิลปะของการทำให้ถ้อยคำอ่านง่าย"),
        ]
        width = 320
    }
}

/// A style guide rendered into one static page a designer can check: every style set exactly
/// as the app will draw it, with guides, ghost overlays of the line models, the numbers UIKit
/// needs, the Dynamic Type ladder, lint findings and a CJK sample; and beside the pictures the
/// same sample as live text in the browser, in the CSS `typeset generate --css` writes, with the
/// line boxes and baselines ``WebTypesetter`` predicts drawn over it.
public enum Specimen {
    /// The categories drawn side by side in the Dynamic Type ladder.
    public static let ladder: [ContentSizeCategory] = [.xS, .L, .xxxL, .AX5]

    /// Builds every file of the report in memory. Deterministic: the same inputs give
    /// byte-identical files. `progress` receives one line per step.
    public static func build(_ options: SpecimenOptions, progress: @Sendable (String) -> Void = { _ in }) throws(SpecimenError) -> [SpecimenFile] {
        let guide = StyleGuide.load(file: options.tokens, fontDirectory: options.fontDirectory)
        if guide.diagnostics.contains(where: { $0.severity == .error }) {
            throw .invalidStyleGuide(guide.diagnostics)
        }
        guard !guide.entries.isEmpty else { throw .noStyles(options.tokens) }
        var fallbacks: [ShapingFont] = []
        var fallbackRows: [Page.FontRow] = []
        for font in options.fallbackFonts {
            guard let shaping = try? ShapingFont(contentsOfFile: font.path, index: font.index) else { continue }
            fallbacks.append(shaping)
            let names = try? shaping.face.names()
            fallbackRows.append(Page.FontRow(family: names?.familyName ?? font.path, style: (names?.styleName ?? "") + " (fallback)",
                                             weight: shaping.face.os2?.weightClass ?? 400, path: font.path, index: font.index,
                                             metrics: shaping.metrics))
        }
        // Styles are independent: render them on every core, then assemble in document order
        // (the output does not depend on the order the work finishes in).
        var ids: [String] = []
        var usedIDs: Set<String> = []
        for (number, entry) in guide.entries.enumerated() {
            var id = "style-" + slug(entry.token.name)
            while usedIDs.contains(id) { id += "-\(number)" }
            usedIDs.insert(id)
            ids.append(id)
        }
        let entries = guide.entries
        let shared = fallbacks
        let sectionIDs = ids
        // The web side: typography.css as `typeset generate --css` writes it, with the guide's
        // font files copied next to the page (fonts/), so the live text loads them wherever the
        // report is written. Styles whose font file lies outside the font folder get no live text.
        let css = CSSGenerator(guide: guide, fontURLPrefix: fontFolder, splitsCollections: true)
        let values = css.values()
        var fontFiles: [SpecimenFile] = []
        var copied: Set<String> = []
        var styleCSS: [CSSGenerator.StyleValues?] = []
        for (entry, value) in zip(entries, values) {
            guard let face = entry.face, let file = entry.fontFile, copyable(file) else {
                styleCSS.append(nil)
                continue
            }
            // A later face of a collection: that face alone (the browser would load the first).
            // Each file is read (and a face written) once, for the first style set in it.
            let served = CSSGenerator.faceFile(file, index: face.index)
            if !copied.contains(served) {
                guard case .success(var bytes) = FileSystem.read(face.path, kind: .font) else {
                    styleCSS.append(nil)
                    continue
                }
                if face.index > 0 {
                    guard let alone = try? StandaloneFaceWriter.file(of: FontFile(data: FontData(bytes)).face(at: face.index)) else {
                        styleCSS.append(nil)
                        continue
                    }
                    bytes = alone
                }
                copied.insert(served)
                fontFiles.append(SpecimenFile(path: fontFolder + served, bytes: bytes))
            }
            styleCSS.append(value)
        }
        let sharedCSS = styleCSS
        var slots = [StyleSection?](repeating: nil, count: entries.count)
        slots.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: entries.count) { index in
                progress("rendering \(entries[index].token.name) (\(index + 1)/\(entries.count))")
                output[index] = StyleSection(entry: entries[index], id: sectionIDs[index], guide: guide, options: options, fallbacks: shared, css: sharedCSS[index])
            }
        }
        let sections = slots.compactMap { $0 }
        var files: [SpecimenFile] = []
        for section in sections { files += section.images }
        if sections.contains(where: { $0.live != nil }) {
            files += fontFiles
            files += css.files().map { SpecimenFile(path: $0.name, bytes: $0.data) }
        }
        progress("writing index.html")
        let page = Page(guide: guide, sections: sections, options: options, fallbacks: fallbackRows)
        files.append(SpecimenFile(path: "index.html", bytes: Array(page.html.utf8)))
        return files
    }

    /// Where the page's copies of the guide's font files go (what typography.css's `url()`s start with).
    static let fontFolder = "fonts/"

    /// Whether a font file path (relative to the guide's font folder) can be copied under
    /// ``fontFolder`` as it is: relative, without `.` or `..` components.
    static func copyable(_ file: String) -> Bool {
        !file.hasPrefix("/") && !file.isEmpty && !file.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0 == "." || $0.isEmpty }
    }

    /// A file-name-safe form of a token name.
    static func slug(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") || (scalar >= "A" && scalar <= "Z") {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "style" : out
    }
}
