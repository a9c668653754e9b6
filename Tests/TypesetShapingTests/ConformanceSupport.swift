import Foundation
import TypesetFont
import TypesetShaping
import TypesetTestSupport

/// One line of a HarfBuzz `.tests` file: `FONT;OPTIONS;CODEPOINTS;EXPECTED`.
struct ConformanceCase: Sendable, CustomStringConvertible {
    let file: String
    let line: Int
    let fontPath: String
    let options: [String]
    let codepoints: [UInt32]
    let expected: String

    var description: String { "\(file):\(line)" }

    /// Every case of the `.tests` files in `directory` (relative to the repository); lines
    /// starting with `#` are HarfBuzz's own disabled cases, `@` lines set file options.
    static func load(_ directory: String) -> [ConformanceCase] {
        let folder = Repository.path(directory)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tests") }.sorted()
        var cases: [ConformanceCase] = []
        for name in names {
            guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { continue }
            for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("@") { continue }
                let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                guard fields.count >= 4 else { continue }
                let codepoints = fields[2].split(separator: ",").compactMap { item -> UInt32? in
                    let text = item.trimmingCharacters(in: .whitespaces)
                    return UInt32(text.hasPrefix("U+") || text.hasPrefix("u+") ? String(text.dropFirst(2)) : text, radix: 16)
                }
                cases.append(ConformanceCase(file: name, line: number + 1, fontPath: folder + "/" + fields[0],
                                             options: splitOptions(fields[1]), codepoints: codepoints, expected: fields[3]))
            }
        }
        return cases
    }

    /// Splits hb-shape options, keeping quoted values together (`--features="a,b"`).
    static func splitOptions(_ text: String) -> [String] {
        var options: [String] = [], current = "", quoted = false
        for character in text {
            if character == "\"" { quoted.toggle(); continue }
            if character == " ", !quoted {
                if !current.isEmpty { options.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { options.append(current) }
        return options
    }

    func value(of option: String) -> String? {
        for item in options where item.hasPrefix(option + "=") { return String(item.dropFirst(option.count + 1)) }
        return nil
    }

    func has(_ flag: String) -> Bool { options.contains(flag) }
}

/// Shapes a case with Typeset and writes the result as hb-shape does.
enum ConformanceRunner {
    nonisolated(unsafe) static var faces: [String: ShapingFont] = [:]
    static let lock = NSLock()

    /// The face `index` of the font at `path`, at the instance `variations` give (hb-shape's
    /// `--variations` syntax; the default instance when empty), read once.
    static func face(_ path: String, index: Int = 0, variations: String = "") -> ShapingFont? {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(path)#\(index)@\(variations)"
        if let face = faces[key] { return face }
        guard var font = try? FontFace(contentsOfFile: path, index: index) else { return nil }
        if !variations.isEmpty {
            guard case .success(let settings) = VariationSetting.parseList(variations), let instance = try? font.instance(settings) else { return nil }
            font = instance
        }
        guard let face = try? ShapingFont(face: font) else { return nil }
        faces[key] = face
        return face
    }

    static func run(_ test: ConformanceCase) -> String {
        guard let face = face(test.fontPath, index: Int(test.value(of: "--face-index") ?? "0") ?? 0) else { return "(font not readable)" }
        var features: [FeatureSetting] = []
        if let list = test.value(of: "--features") {
            switch FeatureSetting.parseList(list) {
            case .success(let parsed): features = parsed
            case .failure(let error): return "(\(error))"
            }
        }
        let direction: TextDirection = ["rtl", "r"].contains(test.value(of: "--direction")?.lowercased() ?? "") ? .rightToLeft : .leftToRight
        let scripts = test.value(of: "--script").map { [Tag($0)] } ?? []
        let languages = test.value(of: "--language").map { [Tag($0.uppercased())] } ?? []
        let plan = ShapePlan(face: face, scriptTags: scripts, languageTags: languages, direction: direction, features: features)
        var buffer = GlyphBuffer()
        for (index, scalar) in test.codepoints.enumerated() { buffer.add(scalar, cluster: index) }
        OpenTypeShaper.shape(&buffer, face: face, plan: plan)
        return serialize(buffer, clusters: !test.has("--no-clusters") && !test.has("--ned"),
                         positions: !test.has("--no-positions"), advances: !test.has("--ned"))
    }

    /// hb-shape's text format: `gid=cluster@x,y+advance`, offsets absolute without advances.
    static func serialize(_ buffer: GlyphBuffer, clusters: Bool, positions: Bool, advances: Bool) -> String {
        var parts: [String] = []
        var x: Int32 = 0, y: Int32 = 0
        for (info, position) in zip(buffer.infos, buffer.positions) {
            var text = "\(info.glyph.rawValue)"
            if clusters { text += "=\(info.cluster)" }
            if positions {
                let ox = x + position.xOffset, oy = y + position.yOffset
                if ox != 0 || oy != 0 { text += "@\(ox),\(oy)" }
                if advances {
                    text += "+\(position.xAdvance)"
                    if position.yAdvance != 0 { text += ",\(position.yAdvance)" }
                } else {
                    x += position.xAdvance
                    y += position.yAdvance
                }
            }
            parts.append(text)
        }
        return "[" + parts.joined(separator: "|") + "]"
    }
}
