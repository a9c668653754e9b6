import TypesetSupport

/// Copies of catalogue files with each string's width budget written where translators and
/// developers see it: XLIFF 1.2 `maxwidth` with `size-unit="pixel"` on every `<trans-unit>`
/// (OASIS XLIFF 1.2, section 2.5.5 "maxwidth", "size-unit"), and a line of the `comment` of each
/// `.xcstrings` key. The rest of each file is kept byte for byte.
public enum BudgetAnnotation {
    /// A file that could not be annotated, with where.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What is wrong and where.
        public var diagnostic: Diagnostic
        init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
        /// `file:line:column: error: message`.
        public var description: String { diagnostic.description }
    }

    /// The budget written on one unit.
    public struct UnitBudget: Sendable, Hashable {
        /// The widest the text may be on one line, points at ``pointSize``.
        public var maxWidth: Double
        /// The font family the width is measured in, and the size: written as XLIFF's `font`
        /// attribute (`"FAMILY;SIZE"`, the form Weblate reads) when the family is known.
        public var fontFamily: String?
        public var pointSize: Double

        /// A budget.
        public init(maxWidth: Double, fontFamily: String?, pointSize: Double) {
            self.maxWidth = maxWidth
            self.fontFamily = fontFamily
            self.pointSize = pointSize
        }
    }

    /// `bytes` of an XLIFF 1.2 file with `maxwidth="N" size-unit="pixel"` (and `font` when the
    /// family is known and the unit has none) added to every `<trans-unit>` whose budget
    /// `budget(key, variant, locale)` gives (the target language's, else the source language's),
    /// N rounded down to whole points. A unit that already has a `maxwidth` keeps it. XLIFF 2.0
    /// has no `maxwidth` attribute: its files are returned unchanged.
    public static func xliff(bytes: [UInt8], file: String,
                             budget: (_ key: String, _ variant: String?, _ locale: String) -> UnitBudget?) -> Result<[UInt8], BudgetAnnotation.Failure> {
        let text: SourceText
        switch SourceText.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let e): return .failure(Failure(Diagnostic(.error, at: SourceLocation(file: file, line: e.line, column: e.column), e.message)))
        }
        let root: XMLElement
        switch XMLReader(file: file).parse(text) {
        case .success(let element): root = element
        case .failure(let f): return .failure(Failure(f.diagnostic))
        }
        guard root.attribute("version")?.value.hasPrefix("1.") == true else { return .success(bytes) }
        // Insertions: scalar index just after "<trans-unit", and the text to insert.
        var insertions: [(Int, String)] = []
        let lineStarts = lineStartIndices(text.scalars)
        var stack: [(XMLElement, String?, String?)] = [(root, nil, nil)]
        while let (element, source, target) = stack.popLast() {
            for child in element.elements {
                switch XLIFFReader.local(child.name) {
                case "file":
                    stack.append((child, child.attribute("source-language")?.value, child.attribute("target-language")?.value))
                case "body", "group":
                    stack.append((child, source, target))
                case "trans-unit":
                    guard child.attribute("maxwidth") == nil, let id = child.attribute("id")?.value,
                          let (key, variant) = XLIFFReader.keyAndVariant(id) else { continue }
                    let hasTarget = child.elements.contains { XLIFFReader.local($0.name) == "target" }
                    let locale = hasTarget ? target : source
                    guard let locale, let unitBudget = budget(key, variant, locale), unitBudget.maxWidth.isFinite, unitBudget.maxWidth >= 0 else { continue }
                    let width = unitBudget.maxWidth
                    let line = child.location.line, column = child.location.column
                    guard line >= 1, line <= lineStarts.count else { continue }
                    let index = lineStarts[line - 1] + column - 1 + 1 + child.name.unicodeScalars.count
                    let sizeUnit = child.attribute("size-unit") == nil ? " size-unit=\"pixel\"" : ""
                    var font = ""
                    if child.attribute("font") == nil, let family = unitBudget.fontFamily, !family.isEmpty {
                        let size = NumberTextLite.short(unitBudget.pointSize)
                        font = " font=\"" + QuotedText.html(family.replacingOccurrences(of: ";", with: " ")) + ";" + size + "\""
                    }
                    insertions.append((index, " maxwidth=\"\(Int(width.rounded(.down)))\"\(sizeUnit)\(font)"))
                default: continue
                }
            }
        }
        var scalars = text.scalars
        for (index, insertion) in insertions.sorted(by: { $0.0 > $1.0 }) where index <= scalars.count {
            scalars.insert(contentsOf: insertion.unicodeScalars, at: index)
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return .success(Array(String(out).utf8))
    }

    /// `bytes` of an `.xcstrings` file with `comment(key)` added as the last line of each key's
    /// `comment` (a `comment` made when the key has none).
    public static func xcstrings(bytes: [UInt8], file: String, comment: (_ key: String) -> String?) -> Result<[UInt8], BudgetAnnotation.Failure> {
        let document: JSONDocument
        do { document = try JSONParser(maximumDepth: 64).parse(bytes) } catch {
            return .failure(Failure(Diagnostic(.error, at: SourceLocation(file: file, error.position), error.message)))
        }
        guard let keys = document.root["strings"]?.value.members else {
            return .failure(Failure(Diagnostic(.error, at: SourceLocation(file: file, document.root.position), "no \"strings\" object")))
        }
        var insertions: [(Int, [UInt8])] = []
        for member in keys {
            guard let line = comment(member.key), member.value.members != nil else { continue }
            let escaped = QuotedText.json(line)
            if let existing = member.value["comment"]?.value, existing.stringValue != nil {
                // Before the closing quote of the existing comment.
                var index = existing.position.offset + 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                insertions.append((index, Array(("\\n" + escaped.dropFirst().dropLast()).utf8)))
            } else {
                let brace = member.value.position.offset
                let separator = member.value.members?.isEmpty == false ? "," : ""
                insertions.append((brace + 1, Array(("\n      \"comment\" : " + escaped + separator).utf8)))
            }
        }
        var out = bytes
        for (index, insertion) in insertions.sorted(by: { $0.0 > $1.0 }) where index <= out.count {
            out.insert(contentsOf: insertion, at: index)
        }
        return .success(out)
    }

    /// The scalar index at which each line starts (lines end at LF, CR or CR LF).
    static func lineStartIndices(_ scalars: [Unicode.Scalar]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" || (scalar == "\r" && (index >= scalars.count || scalars[index] != "\n")) { starts.append(index) }
        }
        return starts
    }
}

/// A point size with at most two decimals, no trailing zeros.
enum NumberTextLite {
    static func short(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded(.down))
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
