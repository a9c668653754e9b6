import ArgumentParser
import TypesetSupport
import TypesetFont

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what a font file holds: names, tables, metrics as CoreText reports them."
    )

    @Argument(help: "A .ttf, .otf, .ttc or .otc file.")
    var font: String

    @Option(parsing: .unconditional, help: "Face index in a collection.")
    var index: Int = 0

    @Option(parsing: .unconditional, help: "Scale the metrics to this point size.")
    var size: Double?

    @Option(help: "Print font.lineHeight and lineHeight - size for sizes A-B (for example 10-20): what to subtract from a designer's measured gap.")
    var sizes: String?

    @Option(help: "Variable font axes in user coordinates: wght=650,opsz=17; metrics are the instance's.")
    var variations: String?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        try checkNumber(size, .pointSize, "--size")
        try checkNumber(index, .faceIndex, "--index")
        if let sizes, Inspect.parseRange(sizes) == nil { throw ValidationError("--sizes must look like 10-20") }
        if let variations, case .failure(let error) = VariationSetting.parseList(variations) { throw ValidationError("--variations: \(error)") }
    }

    static func parseRange(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a > 0, a <= b, b <= 10_000 else { return nil }
        return a...b
    }

    func run() throws {
        let file: FontFile
        do { file = try FontFile(contentsOfFile: font) } catch {
            let text = "\(error)"
            throw InputError(text.hasPrefix(font) ? text : "\(font): \(text)")
        }
        let face: FontFace
        let metrics: FontMetrics
        let names: NameTable
        let post: PostTable?
        let axes: [VariationAxis]
        let instances: [NamedInstance]
        do {
            let base = try file.face(at: index)
            let fvar = try base.fontVariations()
            axes = fvar?.axes ?? []
            instances = fvar?.instances ?? []
            var settings: [VariationSetting] = []
            if let variations, case .success(let parsed) = VariationSetting.parseList(variations) { settings = parsed }
            for setting in settings where !axes.contains(where: { $0.tag == setting.tag }) {
                let known = axes.isEmpty ? "it is not a variable font" : "its axes are " + axes.map { $0.tag.description.trimmedTag }.joined(separator: ", ")
                FileHandleStandardError.write("typeset: warning: \(font): no axis '\(setting.tag.description.trimmedTag)' (\(known)); ignored\n")
            }
            face = try base.instance(settings)
            metrics = try face.metrics()
            names = try face.names()
            post = try face.post()
        } catch {
            throw InputError("\(font): \(error)")
        }
        if let sizes, let range = Inspect.parseRange(sizes), !json {
            printOutput("size | font.lineHeight | lineHeight - size")
            for pointSize in range {
                let scaled = metrics.scaled(to: Double(pointSize))
                printOutput("\(pointSize) | \(format(scaled.lineHeight)) | \(format(scaled.lineHeight - Double(pointSize)))")
            }
            return
        }
        if json {
            var pairs: [(String, JSON)] = [
                ("familyName", names.familyName.map(JSON.string) ?? .null),
                ("styleName", names.styleName.map(JSON.string) ?? .null),
                ("postScriptName", names.postScriptName.map(JSON.string) ?? .null),
                ("faceCount", .int(file.faceCount)),
                ("index", .int(index)),
                ("outlines", .string(face.outlineFormat.rawValue)),
                ("unitsPerEm", .int(face.unitsPerEm)),
                ("numGlyphs", .int(face.numGlyphs)),
                ("weightClass", face.os2.map { .int($0.weightClass) } ?? .null),
                ("italicAngle", .number(post?.italicAngle ?? 0)),
                ("hhea", .object([
                    ("ascender", .int(face.hhea.ascender)),
                    ("descender", .int(face.hhea.descender)),
                    ("lineGap", .int(face.hhea.lineGap)),
                ])),
                ("os2", face.os2.map { os2 in
                    .object([
                        ("version", .int(os2.version)),
                        ("typoAscender", .int(os2.typoAscender)),
                        ("typoDescender", .int(os2.typoDescender)),
                        ("typoLineGap", .int(os2.typoLineGap)),
                        ("winAscent", .int(os2.winAscent)),
                        ("winDescent", .int(os2.winDescent)),
                        ("capHeight", .int(os2.capHeight)),
                        ("xHeight", .int(os2.xHeight)),
                        ("useTypoMetrics", .bool(os2.useTypoMetrics)),
                    ])
                } ?? .null),
                ("metrics", .object([
                    ("ascender", .int(metrics.ascender)),
                    ("descender", .int(metrics.descender)),
                    ("leading", .int(metrics.leading)),
                    ("capHeight", .int(metrics.capHeight)),
                    ("xHeight", .int(metrics.xHeight)),
                    ("lineMetricsSource", .string(metrics.lineMetricsSource.rawValue)),
                    ("capHeightSource", .string(metrics.capHeightSource.rawValue)),
                    ("xHeightSource", .string(metrics.xHeightSource.rawValue)),
                ])),
            ]
            if let size {
                let s = metrics.scaled(to: size)
                pairs.append(("scaled", .object([
                    ("pointSize", .number(s.pointSize)),
                    ("ascender", .number(s.ascender)),
                    ("descender", .number(s.descender)),
                    ("leading", .number(s.leading)),
                    ("lineHeight", .number(s.lineHeight)),
                    ("capHeight", .number(s.capHeight)),
                    ("xHeight", .number(s.xHeight)),
                ])))
            }
            if let sizes, let range = Inspect.parseRange(sizes) {
                pairs.append(("sizes", .array(range.map { pointSize in
                    let s = metrics.scaled(to: Double(pointSize))
                    return .object([("size", .int(pointSize)), ("lineHeight", .number(s.lineHeight)),
                                    ("lineHeightMinusSize", .number(s.lineHeight - Double(pointSize)))])
                })))
            }
            pairs.append(("axes", .array(axes.map { axis in
                .object([("tag", .string(axis.tag.description.trimmedTag)), ("name", axis.name.map(JSON.string) ?? .null),
                         ("min", .number(axis.minValue)), ("default", .number(axis.defaultValue)), ("max", .number(axis.maxValue))])
            })))
            pairs.append(("instances", .array(instances.map { instance in
                .object([("name", instance.name.map(JSON.string) ?? .null),
                         ("coordinates", .object(zip(axes, instance.coordinates).map { ($0.tag.description.trimmedTag, .number($1)) }))])
            })))
            // The instance `--variations` chose: every axis's user coordinate (clamped) and
            // its normalized value; empty without `--variations`.
            pairs.append(("variations", .object(face.variationSettings.map { ($0.tag.description.trimmedTag, .number($0.value)) })))
            pairs.append(("normalizedCoordinates", .array(face.normalizedCoordinates.map { .number(Double($0) / 16384) })))
            pairs.append(("tables", .array(face.directory.records.map {
                .object([("tag", .string($0.tag.description)), ("offset", .int($0.offset)), ("length", .int($0.length))])
            })))
            printOutput(JSON.object(pairs).rendered())
            return
        }
        printOutput("\(names.familyName ?? "?") \(names.styleName ?? "") (\(names.postScriptName ?? "no PostScript name"))")
        printOutput("  file: \(font), face \(index) of \(file.faceCount), \(face.outlineFormat == .cff ? "CFF" : "TrueType") outlines")
        printOutput("  unitsPerEm \(face.unitsPerEm), \(face.numGlyphs) glyphs, weight \(face.os2?.weightClass ?? 0), italic angle \(format(post?.italicAngle ?? 0))")
        printOutput("  hhea: ascender \(face.hhea.ascender), descender \(face.hhea.descender), lineGap \(face.hhea.lineGap)")
        if let os2 = face.os2 {
            printOutput("  OS/2 v\(os2.version): typo \(os2.typoAscender) / \(os2.typoDescender) / \(os2.typoLineGap), win \(os2.winAscent) / \(os2.winDescent), capHeight \(os2.capHeight), xHeight \(os2.xHeight), USE_TYPO_METRICS \(os2.useTypoMetrics ? "on" : "off")")
        }
        printOutput("  CoreText metrics (\(metrics.lineMetricsSource.rawValue)): ascender \(metrics.ascender), descender \(metrics.descender), leading \(metrics.leading), capHeight \(metrics.capHeight) (\(metrics.capHeightSource.rawValue)), xHeight \(metrics.xHeight) (\(metrics.xHeightSource.rawValue))")
        let pointSize = size ?? 17
        let s = metrics.scaled(to: pointSize)
        printOutput("  at \(format(pointSize)) pt: ascender \(format(s.ascender)), descender \(format(s.descender)), leading \(format(s.leading)), lineHeight \(format(s.lineHeight)), capHeight \(format(s.capHeight)), xHeight \(format(s.xHeight))")
        if !axes.isEmpty {
            printOutput("  axes: " + axes.map { "\($0.tag.description.trimmedTag) \(format($0.minValue))...\(format($0.defaultValue))...\(format($0.maxValue))" }.joined(separator: ", "))
            printOutput("  instances: " + instances.map { $0.name ?? "?" }.joined(separator: ", "))
            if !face.variationSettings.isEmpty {
                printOutput("  at " + face.variationSettings.map(\.description).joined(separator: ",")
                      + " (normalized " + face.normalizedCoordinates.map { format(Double($0) / 16384) }.joined(separator: ",") + ")")
            }
        }
        printOutput("  tables: " + face.directory.records.map { $0.tag.description }.joined(separator: " "))
    }
}

extension String {
    /// An axis tag without the spaces that pad a short one.
    var trimmedTag: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// A number as plain text: at most 4 decimals, no trailing zeros.
func format(_ value: Double) -> String { NumberText.decimals(value, places: 4) }
