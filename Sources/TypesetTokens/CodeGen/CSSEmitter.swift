import TypesetFont
import TypesetSupport
import TypesetShaping
import Typeset

/// `typography.css` for a style guide: the web's side of the same tokens.
///
/// - One `@font-face` rule per font file of the guide (family: the face's PostScript name).
/// - Per style, one set of custom properties on `:root` (`--NAME-font-size`, `-line-height`,
///   `-letter-spacing`, `-font-feature-settings`, `-font-variation-settings`, and the two trims)
///   and one class `.NAME` that uses them, with `text-box: trim-both cap alphabetic`.
/// - A margin fallback for browsers without `text-box`: `@supports not (text-box: ...)` gives
///   each class negative block margins of the trims that ``WebTypesetter`` computes for the style
///   as Chromium lays it out (cap height above the first baseline, the line box below the last).
/// - In `rem` mode sizes are in rem (16 px = 1 rem) and the letter spacing and trims in em, so
///   the text follows the reader's font-size setting.
///
/// Line heights that CSS writes directly stay as written: points become px, a multiple of the
/// size a unitless number, a percentage a percentage; a multiple of the font's own line height
/// (which CSS has no unit for) becomes the resolved line height in px.
public struct CSSGenerator: Sendable {
    /// The guide.
    public let guide: StyleGuide
    /// Sizes in rem and em instead of px.
    public let rem: Bool
    /// The path from the CSS file's folder to the guide's font directory, ending in "/" (or ""),
    /// that `url()`s start with. A font used where it is (``CollectionFaces/fromCollection`` and
    /// ``CollectionFaces/besideCSS``) follows with its file's path from the font directory, which
    /// leads out of it with `..` for a file outside it (``fontURL(_:file:)``); with
    /// ``CollectionFaces/besideFonts`` the font's file (``StyleGuide/Entry/fontFile``) follows, as
    /// whoever writes the CSS copies the fonts there.
    public let fontURLPrefix: String

    /// Where a later face of a collection is loaded from on the web: browsers load a
    /// collection's first face, and `@font-face` cannot name another.
    public enum CollectionFaces: Sendable, Hashable {
        /// From the collection, with a comment saying that browsers load its first face.
        case fromCollection
        /// From a file of that face alone in the font folder (``CSSGenerator/faceFile(_:index:)``),
        /// written there by whoever writes the CSS (the specimen does).
        case besideFonts
        /// From a file of that face alone next to the CSS (the last component of
        /// ``CSSGenerator/faceFile(_:index:)``), which ``CSSGenerator/files()`` returns with it.
        case besideCSS
    }

    /// Where a later face of a collection is loaded from.
    public let collectionFaces: CollectionFaces

    /// Whether a later face of a collection is loaded from a file of that face alone (see
    /// ``collectionFaces``).
    public var splitsCollections: Bool { collectionFaces != .fromCollection }

    /// The file name written.
    public static let fileName = "typography.css"

    /// A generator for `guide`; `splitsCollections` serves a later face of a collection from a
    /// file of its own in the font folder (``CollectionFaces/besideFonts``).
    public init(guide: StyleGuide, rem: Bool = false, fontURLPrefix: String = "", splitsCollections: Bool = false) {
        self.init(guide: guide, rem: rem, fontURLPrefix: fontURLPrefix, collectionFaces: splitsCollections ? .besideFonts : .fromCollection)
    }

    /// A generator for `guide`, loading a later face of a collection as `collectionFaces` says.
    public init(guide: StyleGuide, rem: Bool = false, fontURLPrefix: String = "", collectionFaces: CollectionFaces) {
        self.guide = guide
        self.rem = rem
        self.fontURLPrefix = fontURLPrefix
        self.collectionFaces = collectionFaces
    }

    /// The file face `index` of the font file `file` is served from on the web when collections
    /// are split: `file` itself for its first face, else `file` without its extension, "-",
    /// the face's index and ".otf" (`NotoSansCJK-Regular.ttc` face 2: `NotoSansCJK-Regular-2.otf`).
    public static func faceFile(_ file: String, index: Int) -> String {
        guard index > 0 else { return file }
        let slash = file.lastIndex(of: "/")
        var stem = file
        if let dot = file.lastIndex(of: "."), slash.map({ dot > $0 }) ?? true { stem = String(file[..<dot]) }
        return stem + "-\(index).otf"
    }

    /// Why a later face of a collection is not served alone next to the CSS.
    struct FaceNotServedAlone: Error {
        let reason: String
    }

    /// Face `face` of the collection `file` as a font file of its own, named by the last
    /// component of ``faceFile(_:index:)`` unless a name in `taken` has it.
    static func faceAlone(_ face: FontResolver.Face, file: String, taken: [String]) -> Result<GeneratedFile, FaceNotServedAlone> {
        let served = faceFile(file, index: face.index)
        let name = served.split(separator: "/").last.map(String.init) ?? served
        guard !taken.contains(name) else { return .failure(FaceNotServedAlone(reason: "another file is named \(name)")) }
        let bytes: [UInt8]
        switch FileSystem.read(face.path, kind: .font) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failure(FaceNotServedAlone(reason: failure.reason))
        }
        do {
            let alone = try StandaloneFaceWriter.file(of: FontFile(data: FontData(bytes)).face(at: face.index))
            return .success(GeneratedFile(name: name, data: alone))
        } catch {
            return .failure(FaceNotServedAlone(reason: error.description))
        }
    }

    /// The class name of a token path: its components joined by "-", lowercased, every
    /// character other than a-z, 0-9, "-" and "_" replaced by "-".
    public static func className(_ path: [String]) -> String {
        let joined = path.joined(separator: "-").lowercased()
        var name = ""
        for scalar in joined.unicodeScalars {
            let ok = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            name.unicodeScalars.append(ok ? scalar : "-")
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) || name.isEmpty { name = "t-" + name }
        return name
    }

    /// One style's CSS values.
    public struct StyleValues: Sendable, Hashable {
        /// The class name (and the custom properties' prefix).
        public var name: String
        /// `font-family`.
        public var fontFamily: String
        /// `font-size`, `line-height`, `letter-spacing`.
        public var fontSize: String, lineHeight: String, letterSpacing: String
        /// `font-feature-settings` and `font-variation-settings` (`normal` without any).
        public var featureSettings: String, variationSettings: String
        /// `font-optical-sizing`.
        public var opticalSizing: String
        /// The CSS line height as the web model reads it.
        public var cssLineHeight: CSSLineHeight
        /// What `text-box: trim-both cap alphabetic` cuts above and below, px; `nil` without a font file.
        public var trims: (top: Double, bottom: Double)?

        public static func == (a: StyleValues, b: StyleValues) -> Bool {
            a.name == b.name && a.fontFamily == b.fontFamily && a.fontSize == b.fontSize && a.lineHeight == b.lineHeight
                && a.letterSpacing == b.letterSpacing && a.featureSettings == b.featureSettings && a.variationSettings == b.variationSettings
                && a.trims?.top == b.trims?.top && a.trims?.bottom == b.trims?.bottom
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// Every style's values, in the guide's order.
    public func values() -> [StyleValues] {
        var fonts: [String: ShapingFont] = [:]
        return guide.entries.map { entry in
            let style = entry.style, resolved = entry.resolved
            let size = resolved.pointSize
            let cssLineHeight = CSSLineHeight(style.lineHeight, resolvedLineHeight: resolved.lineHeight)
            var trims: (top: Double, bottom: Double)? = nil
            if entry.fontFile != nil, let face = entry.face {
                // The font where it is: its file's name may be relative to the token file's folder.
                let key = "\(face.index)|\(face.path)"
                let font = fonts[key] ?? (try? ShapingFont(contentsOfFile: face.path, index: face.index))
                fonts[key] = font
                if let font {
                    let web = WebTypesetter(Typesetter(stack: FontStack(font), style: resolved), lineHeight: cssLineHeight)
                    let block = web.layout("H", width: 0)
                    let trimmed = web.trimmed(block, over: .cap, under: .alphabetic)
                    trims = (trimmed.top, block.height - trimmed.bottom)
                }
            }
            let family = entry.postScriptName.map { "\"\(Self.escape($0))\"" } ?? "system-ui"
            let features = style.features.map { "\"\($0.tag.description)\" \($0.value)" }
            let variations = resolved.variations.map { "\"\($0.tag.description)\" \(number($0.value))" }
            return StyleValues(name: Self.className(entry.token.path), fontFamily: family,
                               fontSize: length(size), lineHeight: lineHeightText(cssLineHeight),
                               letterSpacing: rem ? number(size == 0 ? 0 : resolved.kern / size) + "em" : number(resolved.kern) + "px",
                               featureSettings: features.isEmpty ? "normal" : features.joined(separator: ", "),
                               variationSettings: variations.isEmpty ? "normal" : variations.joined(separator: ", "),
                               opticalSizing: style.opticalSizing == .automatic ? "auto" : "none",
                               cssLineHeight: cssLineHeight, trims: trims)
        }
    }

    /// The file.
    ///
    /// With ``CollectionFaces/besideCSS``, the files of later faces of collections follow the
    /// CSS; a face that cannot be written alone (tables that overlap in the collection, a file no
    /// longer readable) or whose file name another face took is loaded from its collection, with
    /// a comment saying why.
    public func files() -> [GeneratedFile] {
        var lines: [String] = []
        var faceFiles: [GeneratedFile] = []
        lines.append("/* Generated by typeset generate --css from \(Self.comment(guide.file)); do not edit. */")
        lines.append("/* Sizes in \(rem ? "rem (16px = 1rem) and em" : "px"); trims as Chromium lays the styles out (text-box, with a margin fallback). */")
        lines.append("")
        var seen: Set<String> = []
        for entry in guide.entries {
            guard let file = entry.fontFile, let name = entry.postScriptName, let face = entry.face else { continue }
            let key = "\(face.index)|\(file)"
            guard seen.insert(key).inserted else { continue }
            var url = collectionFaces == .besideFonts ? fontURLPrefix + Self.faceFile(file, index: face.index) : fontURL(face, file: file)
            if face.index > 0 {
                switch collectionFaces {
                case .fromCollection:
                    lines.append("/* \(Self.comment(file)) face \(face.index): browsers load a collection's first face; serve this face from a file of its own. */")
                case .besideFonts:
                    break
                case .besideCSS:
                    switch Self.faceAlone(face, file: file, taken: faceFiles.map(\.name) + [Self.fileName]) {
                    case .success(let alone):
                        faceFiles.append(alone)
                        url = alone.name
                    case .failure(let reason):
                        lines.append("/* \(Self.comment(file)) face \(face.index): browsers load a collection's first face, and this face could not be served alone (\(Self.comment(reason.reason))). */")
                    }
                }
            }
            lines.append("@font-face {")
            lines.append("  font-family: \"\(Self.escape(name))\";")
            lines.append("  src: url(\"\(Self.escape(url))\");")
            lines.append("}")
        }
        let styles = values()
        lines.append("")
        lines.append(":root {")
        for s in styles {
            lines.append("  --\(s.name)-font-size: \(s.fontSize);")
            lines.append("  --\(s.name)-line-height: \(s.lineHeight);")
            lines.append("  --\(s.name)-letter-spacing: \(s.letterSpacing);")
            lines.append("  --\(s.name)-font-feature-settings: \(s.featureSettings);")
            lines.append("  --\(s.name)-font-variation-settings: \(s.variationSettings);")
            if let trims = s.trims {
                lines.append("  --\(s.name)-trim-top: \(trimLength(trims.top, fontSize: s));")
                lines.append("  --\(s.name)-trim-bottom: \(trimLength(trims.bottom, fontSize: s));")
            }
        }
        lines.append("}")
        for s in styles {
            lines.append("")
            lines.append(".\(s.name) {")
            lines.append("  font-family: \(s.fontFamily);")
            lines.append("  font-size: var(--\(s.name)-font-size);")
            lines.append("  line-height: var(--\(s.name)-line-height);")
            lines.append("  letter-spacing: var(--\(s.name)-letter-spacing);")
            lines.append("  font-feature-settings: var(--\(s.name)-font-feature-settings);")
            lines.append("  font-variation-settings: var(--\(s.name)-font-variation-settings);")
            lines.append("  font-optical-sizing: \(s.opticalSizing);")
            if s.trims != nil { lines.append("  text-box: trim-both cap alphabetic;") }
            lines.append("}")
        }
        let trimmed = styles.filter { $0.trims != nil }
        if !trimmed.isEmpty {
            lines.append("")
            lines.append("@supports not (text-box: trim-both cap alphabetic) {")
            for s in trimmed {
                lines.append("  .\(s.name) { margin-block: calc(-1 * var(--\(s.name)-trim-top)) calc(-1 * var(--\(s.name)-trim-bottom)); }")
            }
            lines.append("}")
        }
        return [GeneratedFile(name: Self.fileName, contents: lines.joined(separator: "\n") + "\n")] + faceFiles
    }

    // MARK: Numbers and text

    func number(_ value: Double) -> String { SwiftSource.number((value * 1_000_000).rounded() / 1_000_000) }

    func length(_ px: Double) -> String { rem ? number(px / 16) + "rem" : number(px) + "px" }

    func lineHeightText(_ value: CSSLineHeight) -> String {
        switch value {
        case .px(let px): return length(px)
        case .number(let n): return SwiftSource.number(n)
        case .percent(let p): return SwiftSource.number(p) + "%"
        case .normal: return "normal"
        }
    }

    func trimLength(_ px: Double, fontSize s: StyleValues) -> String {
        guard rem else { return number(px) + "px" }
        // In em of the style's own size, so the trim follows the reader's setting with the text.
        let size = Double(s.fontSize.dropLast(3)).map { $0 * 16 } ?? 16
        return number(size == 0 ? 0 : px / size) + "em"
    }

    // MARK: Paths

    /// The `url()` of `face`'s font file used where it is: ``fontURLPrefix`` followed by the
    /// file's path from the guide's font directory, each leading `..` of which takes back a folder
    /// the prefix goes into (from `web/` with the prefix `../fonts/`, `other/Inter.otf` is
    /// `../other/Inter.otf`). `fontURLPrefix + file` when that path cannot be computed (one of the
    /// two paths absolute, the other relative).
    func fontURL(_ face: FontResolver.Face, file: String) -> String {
        guard let path = Self.path(of: face.path, from: guide.fontDirectory) else { return fontURLPrefix + file }
        var head = Substring(fontURLPrefix), rest = Substring(path)
        while rest.hasPrefix("../"), head.hasSuffix("/") {
            let folders = head.dropLast()
            let start = folders.lastIndex(of: "/").map { folders.index(after: $0) } ?? folders.startIndex
            let last = folders[start...]
            guard !last.isEmpty, last != "..", last != "." else { break }
            head = folders[..<start]
            rest = rest.dropFirst(3)
        }
        return String(head + rest)
    }

    /// The path of the file `file` from the folder `folder`, read as written (`.` dropped, a name
    /// followed by `..` cancelled), with `..` for each folder left above their common part; `nil`
    /// when one path is absolute and the other relative, or when the folder goes up where the
    /// file does not (the names of the folders above cannot be known from the text).
    static func path(of file: String, from folder: String) -> String? {
        func components(_ path: String) -> [Substring] {
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
            }
            return parts
        }
        guard file.hasPrefix("/") == folder.hasPrefix("/") else { return nil }
        let to = components(file), from = components(folder)
        var common = 0
        while common < to.count, common < from.count, to[common] == from[common] { common += 1 }
        guard common < to.count, !from[common...].contains("..") else { return nil }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }

    /// Text inside a CSS string: backslash, quote and line breaks escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\r", "\u{0C}": out += "\\a "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text inside a CSS comment: "*/" cannot end it. CSS reads code points, so every "*"
    /// followed by "/" gets a space between them, whatever characters they belong to ("*/"
    /// followed by a combining mark is one Swift character, but still ends a comment).
    static func comment(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar? = nil
        for scalar in text.unicodeScalars {
            if scalar == "/", previous == "*" { out.append(" ") }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }
}
