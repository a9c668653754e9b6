// Pixel budgets for translators: for each string, the widest text that still fits where it is
// shown at the largest checked text size, found with the same typesetters as the findings.

import Dispatch
import Typeset
import TypesetCatalog
import TypesetSupport
import TypesetTokens

/// The width budget of one string in one locale and variant.
public struct FitBudget: Sendable, Hashable {
    /// The string's key, locale, variant and position.
    public var key: String
    public var locale: String
    public var variant: String?
    public var location: SourceLocation
    /// The content size category the budget is for (the largest checked) and its point size.
    public var category: ContentSizeCategory
    public var pointSize: Double
    /// The rule's narrowest width, line limit and height limit.
    public var width: Double
    public var maxLines: Int
    public var maxHeight: Double?
    /// The budget: the width on one line, at ``pointSize``, of the longest beginning of the text
    /// that fits at every width of the rule (points).
    public var maxWidth: Double
    /// That beginning's characters (grapheme clusters): the text cut to its budget.
    public var maxCharacters: Int
    /// The text's characters and its width on one line at ``pointSize`` (points).
    public var characters: Int
    public var textWidth: Double
    /// The primary font file of the rule.
    public var font: String
    /// The primary font's family name (`name` table, typographic family first), when it has one.
    public var fontFamily: String?

    /// Whether the whole text fits.
    public var fits: Bool { maxCharacters >= characters }
}

extension FitEngine {
    /// The budget of every string, at the largest of ``categories``, spread over `workers` threads.
    ///
    /// The longest fitting beginning is found by bisection over the text's grapheme clusters
    /// (laying a beginning out never takes fewer lines than a shorter one takes), so that the
    /// text cut to ``FitBudget/maxCharacters`` fits and one character more does not.
    public func budgets(_ strings: [FitString], workers requested: Int? = nil) -> [FitBudget?] {
        guard let category = categories.max(by: { $0.ordinal < $1.ordinal }) else { return strings.map { _ in nil } }
        // One typesetter per rule and language.
        var typesetters: [String: Typesetter] = [:]
        // Each rule's fonts at the category's instance, made once for every language.
        var ruleFonts: [Int: StyledFonts] = [:]
        for string in strings where string.rule >= 0 && string.rule < rules.count {
            let slot = "\(string.rule)\u{1F}\(string.language)"
            guard typesetters[slot] == nil, let rule = rules[string.rule] else { continue }
            let fonts = ruleFonts[string.rule] ?? StyledFonts(rule.style.resolved(scale: scale, category: category), stack: rule.stack)
            ruleFonts[string.rule] = fonts
            typesetters[slot] = Typesetter(fonts: fonts, model: model, language: string.language)
        }
        let made = typesetters
        var budgets = [FitBudget?](repeating: nil, count: strings.count)
        let next = TicketCounter()
        let workerCount = max(1, min(requested ?? FitEngine.cores, strings.count / 32 + 1))
        budgets.withUnsafeMutableBufferPointer { output in
            nonisolated(unsafe) let output = output
            DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
                var buffers = LayoutBuffers()
                while true {
                    let index = next.take()
                    guard index < strings.count else { break }
                    let string = strings[index]
                    guard string.rule >= 0, string.rule < rules.count, let rule = rules[string.rule],
                          let typesetter = made["\(string.rule)\u{1F}\(string.language)"] else { continue }
                    output[index] = budget(string, rule: rule, typesetter: typesetter, category: category, buffers: &buffers)
                }
            }
        }
        return budgets
    }

    func budget(_ string: FitString, rule: ResolvedRule, typesetter: Typesetter, category: ContentSizeCategory,
                buffers: inout LayoutBuffers) -> FitBudget {
        let clusters = Array(string.text)
        let maxLines = rule.rule.maxLines, maxHeight = rule.rule.maxHeight
        func fits(_ count: Int) -> Bool {
            let text = String(clusters[0..<count])
            for width in rule.rule.widths {
                let measured = typesetter.measure(text, width: width, buffers: &buffers)
                if maxLines > 0 && measured.lineCount > maxLines { return false }
                if let maxHeight, measured.height > maxHeight + 1e-9 { return false }
            }
            return true
        }
        var low = 0, high = clusters.count
        if fits(high) {
            low = high
        } else {
            // Invariant: `low` characters fit, `high` do not.
            while high - low > 1 {
                let middle = (low + high) / 2
                if fits(middle) { low = middle } else { high = middle }
            }
        }
        func oneLineWidth(_ count: Int) -> Double {
            guard count > 0 else { return 0 }
            let laid = typesetter.layout(String(clusters[0..<count]), width: .greatestFiniteMagnitude)
            return laid.lines.map(\.width).reduce(0, +)
        }
        return FitBudget(key: string.source.key, locale: string.locale, variant: string.source.variant, location: string.source.location,
                         category: category, pointSize: typesetter.pointSize, width: rule.rule.widths.min() ?? 0, maxLines: maxLines,
                         maxHeight: maxHeight, maxWidth: oneLineWidth(low), maxCharacters: low, characters: clusters.count,
                         textWidth: oneLineWidth(clusters.count), font: rule.fontFiles.first?.description ?? rule.name,
                         fontFamily: (try? rule.stack.fonts.first?.face.names())??.familyName)
    }
}

/// Writes budgets as CSV and JSON.
public enum FitBudgetFiles {
    /// `budgets.csv` (RFC 4180: a header line, fields quoted where needed, CRLF line ends).
    public static func csv(_ budgets: [FitBudget]) -> [UInt8] {
        var bytes = Array("key,locale,variant,file,line,column,maxWidthPoints,maxCharacters,characters,textWidthPoints,fits,category,pointSize,width,maxLines,maxHeight,font\r\n".utf8)
        bytes.reserveCapacity(bytes.count + 128 * budgets.count)
        for b in budgets {
            let fields = [b.key, b.locale, b.variant ?? "", b.location.file, String(b.location.line), String(b.location.column),
                          points(b.maxWidth), String(b.maxCharacters), String(b.characters), points(b.textWidth), b.fits ? "yes" : "no",
                          b.category.rawValue, points(b.pointSize), points(b.width), String(b.maxLines), b.maxHeight.map(points) ?? "", b.font]
            for (index, text) in fields.enumerated() {
                if index > 0 { bytes.append(0x2C) }
                bytes.append(contentsOf: field(text).utf8)
            }
            bytes.append(0x0D)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// `budgets.json`: an array of objects with the CSV's columns.
    public static func json(_ budgets: [FitBudget]) -> [UInt8] {
        var bytes: [UInt8] = []
        var json = JSONStream { bytes += $0 }
        json.beginArray()
        for b in budgets {
            json.beginObject()
            json.member("key", b.key)
            json.member("locale", b.locale)
            json.member("variant", b.variant)
            json.member("location", b.location.description)
            json.member("maxWidth", b.maxWidth)
            json.member("maxCharacters", b.maxCharacters)
            json.member("characters", b.characters)
            json.member("textWidth", b.textWidth)
            json.member("fits", b.fits)
            json.member("category", b.category.rawValue)
            json.member("pointSize", b.pointSize)
            json.member("width", b.width)
            json.member("maxLines", b.maxLines)
            json.member("maxHeight", b.maxHeight)
            json.member("font", b.font)
            json.endObject()
        }
        json.endArray()
        json.flush()
        return bytes
    }

    static func points(_ value: Double) -> String { NumberText.shortest((value * 100).rounded(.down) / 100) }

    /// A CSV field, quoted when it holds a comma, a quote or a line break; a leading `=`, `+`,
    /// `-` or `@` is prefixed with an apostrophe so spreadsheets do not run it as a formula.
    static func field(_ text: String) -> String {
        var value = text
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
