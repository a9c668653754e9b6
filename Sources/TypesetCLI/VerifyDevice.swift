import ArgumentParser
import Typeset
import TypesetFont
import TypesetShaping
import TypesetSupport
import TypesetTokens

/// `typeset verify-device RESULTS.json`: what UIKit measured on a device or simulator (written by
/// the device check kit, AppleTests/Tests/TypesetAppleTests/DeviceCheckKit.swift) against what
/// Typeset predicts for the same corpus. Documentation/DeviceCheck.md describes the corpus, the
/// results format and every value compared.
struct VerifyDevice: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-device",
        abstract: "Compare what UIKit measured on a device or simulator with Typeset's predictions.",
        discussion: """
        RESULTS.json is written by the device check kit (Documentation/DeviceCheck.md): for every style of the \
        corpus's token file at each content size category, width and text, UIKit's font.pointSize, font.lineHeight, \
        UILabel's height, the bounding rectangle's height, the line count, the first baseline, the cap top and \
        the cap-height guide. Every difference is printed; exit 1 if any value differs or a case is missing. \
        --write-predictions FILE writes Typeset's own predictions in the results format instead.
        """
    )

    @Argument(help: "The kit's results (JSON).")
    var results: String?

    @Option(help: "The corpus the kit laid out (default: Fixtures/device/corpus.json of this repository).")
    var corpus: String?

    @Option(help: "Write Typeset's predictions for the corpus, in the results format, to this file and compare nothing.")
    var writePredictions: String?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        guard (results == nil) != (writePredictions == nil) else {
            throw ValidationError("give RESULTS.json to compare, or --write-predictions FILE (exactly one of them)")
        }
    }

    func run() throws {
        let corpusFile = corpus ?? DeviceCorpus.defaultFile
        let corpus = try DeviceCorpus.read(corpusFile)
        let predictions = try DevicePredictions(corpus: corpus)
        if let writePredictions {
            let document = DeviceResults(kit: DeviceResults.kitVersion, device: "typeset (predictions)", system: "", scale: corpus.scale,
                                         cases: predictions.cases)
            do { try FileSystem.write(Array((document.json.rendered() + "\n").utf8), to: writePredictions) } catch {
                throw InputError(error.description)
            }
            FileHandleStandardError.write("typeset: wrote \(predictions.cases.count) predicted cases to \(writePredictions)\n")
            return
        }
        guard let results else { return }
        let measured = try DeviceResults.read(results)
        guard measured.scale == corpus.scale else {
            throw InputError("\(results): measured on a \(NumberText.shortest(measured.scale))x display; the corpus predicts \(NumberText.shortest(corpus.scale))x (a \(NumberText.shortest(corpus.scale))x simulator or device, e.g. an iPhone 16)")
        }
        let comparison = DeviceComparison(measured: measured, predicted: predictions)
        printOutput(json ? comparison.json(measured).rendered() : comparison.text(measured))
        if !comparison.passes { throw ExitCode(1) }
    }
}

// MARK: - The corpus

/// The committed corpus: a token file's styles × categories × widths × texts.
struct DeviceCorpus {
    var tokens: String
    var fonts: String
    var scale: Double
    var categories: [ContentSizeCategory]
    var widths: [Double]
    var texts: [(id: String, text: String)]

    static var defaultFile: String {
        let local = "Fixtures/device/corpus.json"
        return FileSystem.exists(local) ? local : SpecimenCommand.sourceRoot + "/" + local
    }

    static func read(_ file: String) throws -> DeviceCorpus {
        let root = try DeviceJSON.parse(file)
        let directory = FileSystem.directory(of: file)
        let tokens = try DeviceJSON.string(root, "tokens", file)
        let fonts = try DeviceJSON.string(root, "fonts", file)
        let scale = try DeviceJSON.number(root, "scale", file)
        guard [1, 2, 3].contains(scale) else { throw DeviceJSON.error(file, root["scale"]!.value.position, "scale must be 1, 2 or 3") }
        var categories: [ContentSizeCategory] = []
        for node in try DeviceJSON.array(root, "categories", file) {
            guard let name = node.stringValue, let category = ContentSizeCategory(rawValue: name) else {
                throw DeviceJSON.error(file, node.position, "a category is one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            categories.append(category)
        }
        var widths: [Double] = []
        for node in try DeviceJSON.array(root, "widths", file) {
            guard let width = node.numberValue, width > 0, width <= 10_000 else {
                throw DeviceJSON.error(file, node.position, "a width is a number of points above 0 and at most 10000")
            }
            widths.append(width)
        }
        var texts: [(String, String)] = []
        for node in try DeviceJSON.array(root, "texts", file) {
            texts.append((try DeviceJSON.string(node, "id", file), try DeviceJSON.string(node, "text", file)))
        }
        return DeviceCorpus(tokens: FileSystem.join(directory, tokens), fonts: FileSystem.join(directory, fonts), scale: scale,
                            categories: categories, widths: widths, texts: texts)
    }
}

/// One case: a style at a category and width with a text, and the values measured or predicted.
struct DeviceCase {
    var style: String
    var category: String
    var width: Double
    var text: String
    var values: [(key: String, value: Double)]

    var id: String { "\(style) \(category) \(NumberText.shortest(width)) pt \"\(text)\"" }
    var key: String { "\(style)\u{0}\(category)\u{0}\(NumberText.shortest(width))\u{0}\(text)" }
}

/// The values compared, with how far apart the device and Typeset may be.
enum DeviceValue {
    /// Key, tolerance in points (0: equal), what it is.
    static let all: [(key: String, tolerance: Double, meaning: String)] = [
        ("pointSize", 1e-3, "font.pointSize after Dynamic Type"),
        ("fontLineHeight", 1e-3, "font.lineHeight"),
        ("lineCount", 0, "lines TextKit laid out"),
        ("height", 1e-3, "UILabel sizeThatFits height (pixel-rounded)"),
        ("boundingHeight", 1e-2, "boundingRect(with:options:) height, unrounded"),
        ("firstBaseline", 1e-2, "the first line's baseline from the top"),
        ("capTop", 1e-2, "the first line's cap top (baseline - capHeight)"),
        ("capHeightGuideTop", 1e-3, "typesetCapHeightGuide's top (pixel-snapped inset)"),
    ]
}

// MARK: - Typeset's predictions

struct DevicePredictions {
    var cases: [DeviceCase]
    /// Cases whose layout values are not predicted (set in the system font, which is not
    /// available off Apple platforms): only the font's values are.
    var systemFontStyles: Set<String> = []

    init(corpus: DeviceCorpus) throws {
        let guide = StyleGuide.load(file: corpus.tokens, fontDirectory: corpus.fonts)
        let errors = guide.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            for diagnostic in errors { FileHandleStandardError.write("\(diagnostic)\n") }
            throw InputError("\(corpus.tokens): the corpus's style guide has errors")
        }
        cases = []
        for entry in guide.entries {
            var stack: FontStack?
            if let face = entry.face {
                do { stack = FontStack(try ShapingFont(contentsOfFile: face.path, index: face.index)) } catch {
                    throw InputError("\(face.path): \(error)")
                }
            } else {
                systemFontStyles.insert(entry.token.name)
            }
            for category in corpus.categories {
                let resolved = entry.style.resolved(scale: corpus.scale, category: category)
                for width in corpus.widths {
                    for (id, text) in corpus.texts {
                        var values: [(String, Double)] = [("pointSize", resolved.pointSize), ("fontLineHeight", resolved.fontLineHeight)]
                        if let stack {
                            var buffers = LayoutBuffers()
                            let layout = Typesetter(stack: stack, style: resolved, model: .uikitExact).layout(text, width: width, maxLines: 0, buffers: &buffers)
                            let baseline = layout.lines.first?.baseline ?? 0
                            values += [("lineCount", Double(layout.lineCount)), ("height", layout.height), ("boundingHeight", layout.exactHeight),
                                       ("firstBaseline", baseline), ("capTop", baseline - resolved.metrics.capHeight)]
                        }
                        values.append(("capHeightGuideTop", resolved.uikit.capHeightInset.top))
                        cases.append(DeviceCase(style: entry.token.name, category: category.rawValue, width: width, text: id, values: values))
                    }
                }
            }
        }
    }
}

// MARK: - The kit's results

struct DeviceResults {
    static let kitVersion = "typeset-device-check 1"

    var kit: String
    var device: String
    var system: String
    var scale: Double
    var cases: [DeviceCase]

    static func read(_ file: String) throws -> DeviceResults {
        let root = try DeviceJSON.parse(file)
        let kit = try DeviceJSON.string(root, "kit", file)
        guard kit == kitVersion else {
            throw DeviceJSON.error(file, root["kit"]!.value.position, "results of \(QuotedText.json(kit)); this typeset reads \(QuotedText.json(kitVersion))")
        }
        var cases: [DeviceCase] = []
        for node in try DeviceJSON.array(root, "cases", file) {
            var values: [(String, Double)] = []
            for (key, _, _) in DeviceValue.all {
                guard let member = node[key] else { continue }
                guard let number = member.value.numberValue, number.isFinite else {
                    throw DeviceJSON.error(file, member.value.position, "\(key) must be a finite number")
                }
                values.append((key, number))
            }
            cases.append(DeviceCase(style: try DeviceJSON.string(node, "style", file), category: try DeviceJSON.string(node, "category", file),
                                    width: try DeviceJSON.number(node, "width", file), text: try DeviceJSON.string(node, "text", file),
                                    values: values))
        }
        return DeviceResults(kit: kit, device: (try? DeviceJSON.string(root, "device", file)) ?? "unnamed device",
                             system: (try? DeviceJSON.string(root, "system", file)) ?? "", scale: (try? DeviceJSON.number(root, "scale", file)) ?? 0,
                             cases: cases)
    }

    var json: JSON {
        .object([("kit", .string(kit)), ("device", .string(device)), ("system", .string(system)), ("scale", .number(scale)),
                 ("cases", .array(cases.map { item in
                     .object([("style", .string(item.style)), ("category", .string(item.category)), ("width", .number(item.width)),
                              ("text", .string(item.text))] + item.values.map { ($0.key, .number($0.value)) })
                 }))])
    }
}

// MARK: - The comparison

struct DeviceComparison {
    struct Difference {
        var item: String
        var key: String
        var device: Double
        var typeset: Double
    }

    var differences: [Difference] = []
    var compared = 0
    /// Measured cases the corpus does not have.
    var unknown: [String] = []
    /// Corpus cases the results do not have.
    var missing: [String] = []

    var passes: Bool { differences.isEmpty && unknown.isEmpty && missing.isEmpty }

    init(measured: DeviceResults, predicted: DevicePredictions) {
        var predictions: [String: DeviceCase] = [:]
        for item in predicted.cases { predictions[item.key] = item }
        var seen = Set<String>()
        for item in measured.cases {
            guard let prediction = predictions[item.key] else { unknown.append(item.id); continue }
            seen.insert(item.key)
            for (key, tolerance, _) in DeviceValue.all {
                guard let device = item.values.first(where: { $0.key == key })?.value,
                      let typeset = prediction.values.first(where: { $0.key == key })?.value else { continue }
                compared += 1
                if abs(device - typeset) > tolerance { differences.append(Difference(item: item.id, key: key, device: device, typeset: typeset)) }
            }
        }
        missing = predicted.cases.filter { !seen.contains($0.key) }.map(\.id)
    }

    func text(_ measured: DeviceResults) -> String {
        var lines = ["typeset verify-device: \(measured.cases.count) cases from \(TerminalText.escaped(measured.device))\(measured.system.isEmpty ? "" : " (\(TerminalText.escaped(measured.system)))"), \(compared) values compared, \(differences.count) differ"]
        for difference in differences {
            let delta = difference.device - difference.typeset
            lines.append("\(TerminalText.escaped(difference.item)): \(difference.key): device \(NumberText.shortest(difference.device)), typeset \(NumberText.shortest(difference.typeset)) (\(delta >= 0 ? "+" : "")\(NumberText.shortest((delta * 1000).rounded() / 1000)))")
        }
        for item in unknown { lines.append("\(TerminalText.escaped(item)): not in the corpus") }
        if !missing.isEmpty { lines.append("\(missing.count) cases of the corpus were not measured, the first: \(TerminalText.escaped(missing[0]))") }
        if passes { lines.append("every value equals Typeset's prediction") }
        return lines.joined(separator: "\n")
    }

    func json(_ measured: DeviceResults) -> JSON {
        .object([("device", .string(measured.device)), ("system", .string(measured.system)), ("cases", .int(measured.cases.count)),
                 ("compared", .int(compared)), ("passes", .bool(passes)),
                 ("differences", .array(differences.map { difference in
                     .object([("case", .string(difference.item)), ("key", .string(difference.key)), ("device", .number(difference.device)),
                              ("typeset", .number(difference.typeset)), ("difference", .number(difference.device - difference.typeset))])
                 })),
                 ("unknown", .array(unknown.map { .string($0) })), ("missing", .array(missing.map { .string($0) }))])
    }
}

// MARK: - Reading

enum DeviceJSON {
    static func error(_ file: String, _ position: SourcePosition, _ message: String) -> InputError {
        InputError("\(file):\(position): \(message)")
    }

    static func parse(_ file: String) throws -> JSONNode {
        let bytes: [UInt8]
        switch FileSystem.read(file, kind: .document) {
        case .success(let read): bytes = read
        case .failure(let failure): throw InputError(failure.description)
        }
        do {
            let root = try JSONParser().parse(bytes).root
            guard root.members != nil else { throw error(file, root.position, "expected an object") }
            return root
        } catch let syntax as JSONSyntaxError {
            throw InputError("\(file):\(syntax.description)")
        }
    }

    static func member(_ node: JSONNode, _ key: String, _ file: String) throws -> JSONNode {
        guard node.members != nil else { throw error(file, node.position, "expected an object") }
        guard let member = node[key] else { throw error(file, node.position, "missing \(QuotedText.json(key))") }
        return member.value
    }

    static func string(_ node: JSONNode, _ key: String, _ file: String) throws -> String {
        let value = try member(node, key, file)
        guard let string = value.stringValue else { throw error(file, value.position, "\(key) must be a string") }
        return string
    }

    static func number(_ node: JSONNode, _ key: String, _ file: String) throws -> Double {
        let value = try member(node, key, file)
        guard let number = value.numberValue, number.isFinite else { throw error(file, value.position, "\(key) must be a finite number") }
        return number
    }

    static func array(_ node: JSONNode, _ key: String, _ file: String) throws -> [JSONNode] {
        let value = try member(node, key, file)
        guard let array = value.arrayValue else { throw error(file, value.position, "\(key) must be an array") }
        return array
    }
}
