// Findings grouped by what a translator or developer fixes: one string in one locale and one
// variant, with the text sizes and widths at which it fails and a suggestion computed with the
// same typesetters the findings came from.

import Dispatch
import Typeset
import TypesetFont
import TypesetShaping
import TypesetSupport
import TypesetTokens

/// Every finding of one string in one locale and one variant: the unit a report card, a SARIF
/// result and a translator's task are made of.
public struct FindingGroup: Sendable {
    /// The string's key, locale (or pseudolocale) and variant.
    public var key: String
    public var locale: String
    public var variant: String?
    /// The language the text was shaped in.
    public var language: String
    /// The text laid out.
    public var text: String
    /// The rule's style name and index.
    public var style: String
    public var rule: Int
    /// Where the string is in its catalogue.
    public var location: SourceLocation
    /// The findings, by content size category, then width: a slice of the run's findings
    /// (sharing their storage, so grouping copies none).
    public var findings: ArraySlice<Finding>
    /// What is wrong at any size (in ``FindingReason`` order).
    public var reasons: [FindingReason]
    /// The failing content size categories, smallest first.
    public var categories: [ContentSizeCategory]
    /// The failing widths, narrowest first.
    public var widths: [Double]
    /// How to make it fit.
    public var suggestion: FitSuggestion
    /// On the web: the failing text scales (percent), smallest first, in place of
    /// ``categories`` (then only the default category); empty on iOS.
    public var scales: [Int] = []

    /// The first (smallest) text size at which the string fails.
    public var firstFailingCategory: ContentSizeCategory { categories[0] }

    /// On the web: the first (smallest) failing text scale, percent; `nil` on iOS.
    public var firstFailingScale: Int? { scales.first }

    /// The failing text sizes for people: category names (`AX5`), or scales (`200%`).
    public var textSizes: [String] { scales.isEmpty ? categories.map(\.rawValue) : scales.map { "\($0)%" } }

    /// The smallest failing layout: the first failing text size, the narrowest failing width there.
    public var representative: Finding { findings[findings.startIndex] }

    /// The largest ``FitReport/severity(_:)`` of the findings.
    public var severity: Double {
        var largest: Double? = nil
        for index in findings.indices {
            let severity = FitReport.severity(findings[index])
            largest = max(largest ?? severity, severity)
        }
        return largest ?? 0
    }

    /// Whether any finding is not in `baseline`.
    public func isNew(in baseline: Baseline) -> Bool {
        guard !baseline.identities.isEmpty else { return !findings.isEmpty }
        return findings.indices.contains { !baseline.accepts(findings[$0]) }
    }

    /// The SARIF rule of the group: `typeset.fit.overflow` when a line limit is broken (the label
    /// truncates), else `typeset.fit.height`.
    public var ruleID: String { reasons.contains(.lines) ? FitSARIF.overflowRule : FitSARIF.heightRule }

    /// The identity a baseline and SARIF's fingerprints know the group by: key, locale and variant.
    public var identity: String { "\(key)\u{1F}\(locale)\u{1F}\(variant ?? "")" }
}

/// What would make a string fit, from the same typesetters as its findings.
public struct FitSuggestion: Sendable, Hashable {
    /// The width one failing text size needs.
    public struct WidthNeeded: Sendable, Hashable {
        /// The content size category and its point size.
        public var category: ContentSizeCategory
        public var pointSize: Double
        /// The narrowest width, on the pixel grid, at which the text keeps its limits at that
        /// size; `nil` when no width does (a height limit lower than the lines the text's hard
        /// line breaks make). On the web, in LayoutUnits (1/64 px).
        public var width: Double?
        /// On the web: the text scale (percent) in place of ``category``.
        public var scale: Int? = nil

        /// The text size for people: `AX5` or `200%`.
        public var textSize: String { scale.map { "\($0)%" } ?? category.rawValue }
    }

    /// The largest checked text size below the first failing one (the string fits at every
    /// checked width there), or `nil` when the smallest checked size already fails.
    public var largestFittingCategory: ContentSizeCategory?
    /// Its point size.
    public var largestFittingPointSize: Double?
    /// The width needed at each failing text size, smallest size first.
    public var widthsNeeded: [WidthNeeded]
    /// How many characters (grapheme clusters) over the budget of the smallest failing layout
    /// the text is, estimated from its own average advance: (natural width − allowed lines ×
    /// width) ÷ (natural width ÷ characters), rounded up, at least 1.
    public var charactersOver: Int
    /// The text's characters (grapheme clusters).
    public var characters: Int
    /// The text's average advance per character at the first failing size, points.
    public var averageAdvance: Double
    /// The lines the smallest failing layout allows (`maxLines`, or as many as `maxHeight` holds).
    public var allowedLines: Int
    /// The unit of sizes and widths: `pt` (iOS) or `px` (the web).
    public var unit: String = "pt"
    /// On the web: the largest checked text scale below the first failing one, in place of
    /// ``largestFittingCategory``.
    public var largestFittingScale: Int? = nil

    /// One sentence for people: "fits up to L (17 pt); needs 212 pt at xL, ...; about 6 characters too long".
    public var summary: String {
        var parts: [String] = []
        if let size = largestFittingPointSize, let name = largestFittingScale.map({ "\($0)%" }) ?? largestFittingCategory?.rawValue {
            parts.append("fits up to \(name) (\(FitSuggestion.points(size)) \(unit))")
        } else {
            parts.append("fails at every checked size")
        }
        let needed = widthsNeeded.map { need in
            need.width.map { "\(FitSuggestion.points($0)) \(unit) at \(need.textSize)" } ?? "no width at \(need.textSize)"
        }
        if !needed.isEmpty {
            let shown = needed.count > 4 ? needed.prefix(2) + ["...", needed[needed.count - 1]] : needed[...]
            parts.append("needs a width of " + shown.joined(separator: ", "))
        }
        parts.append("about \(charactersOver) character\(charactersOver == 1 ? "" : "s") over the budget")
        return parts.joined(separator: "; ")
    }

    /// A point value with at most two decimals.
    static func points(_ value: Double) -> String { NumberText.shortest((value * 100).rounded() / 100) }
}

extension FitEngine {
    /// The findings of `result` grouped by key, locale and variant (in that order), each with its
    /// suggestion computed with this engine's typesetters, spread over `workers` threads.
    public func groups(_ findings: [Finding], workers requested: Int? = nil) -> [FindingGroup] {
        groups(findings, workers: requested, needs: [:])
    }

    /// The groups of `result`'s findings, as ``groups(_:workers:)`` makes them, taking the widths
    /// its layouts already found for each string rather than shaping the text again.
    public func groups(_ result: FitResult, workers requested: Int? = nil) -> [FindingGroup] {
        groups(result.findings, workers: requested, needs: result.widthsNeeded)
    }

    func groups(_ findings: [Finding], workers requested: Int?, needs: [String: NeededWidths]) -> [FindingGroup] {
        // The findings come ordered by key, locale, variant, category and width: groups are runs.
        var ranges: [Range<Int>] = []
        var start = 0
        for index in findings.indices.dropFirst() {
            let a = findings[index - 1], b = findings[index]
            if a.key != b.key || a.locale != b.locale || a.variant != b.variant {
                ranges.append(start..<index)
                start = index
            }
        }
        if !findings.isEmpty { ranges.append(start..<findings.count) }
        if let web { return webGroups(findings, ranges: ranges, options: web) }
        // Typesetters per rule, language and category, made once.
        var settings: [String: Setting] = [:]
        // Each rule's fonts at the instance of each category, made once for every language.
        var ruleFonts: [Int: [StyledFonts]] = [:]
        for range in ranges {
            let finding = findings[range.lowerBound]
            let slot = "\(finding.rule)\u{1F}\(finding.language)"
            guard settings[slot] == nil, finding.rule >= 0, finding.rule < rules.count, let rule = rules[finding.rule] else { continue }
            let fonts = ruleFonts[finding.rule] ?? rule.styledFonts(scale: scale, categories: categories)
            ruleFonts[finding.rule] = fonts
            var setting = Setting(typesetters: [], pointSizes: [], preparedBy: [])
            var instances: [[[VariationSetting]]: Int] = [:]
            for (c, styled) in fonts.enumerated() {
                let first = instances[styled.instanceSettings] ?? c
                instances[styled.instanceSettings] = first
                setting.typesetters.append(Typesetter(fonts: styled, model: model, language: finding.language))
                setting.pointSizes.append(styled.style.pointSize)
                setting.preparedBy.append(first)
            }
            settings[slot] = setting
        }
        let typesetters = settings
        let spans = ranges
        var groups = [FindingGroup?](repeating: nil, count: ranges.count)
        let workerCount = max(1, min(requested ?? FitEngine.cores, ranges.count))
        let next = TicketCounter()
        groups.withUnsafeMutableBufferPointer { output in
            nonisolated(unsafe) let output = output
            DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
                var buffers = LayoutBuffers()
                var preparers: [String: TextPreparer] = [:]
                while true {
                    let index = next.take()
                    guard index < spans.count else { break }
                    let members = findings[spans[index]]
                    let first = members[members.startIndex]
                    let slot = "\(first.rule)\u{1F}\(first.language)"
                    var need = needs.isEmpty ? nil : needs["\(first.key)\u{1F}\(first.locale)\u{1F}\(first.variant ?? "")"]
                    if let known = need, known.text != first.text || known.rule != first.rule || known.language != first.language { need = nil }
                    output[index] = group(members, setting: typesetters[slot], slot: slot, need: need, preparers: &preparers, buffers: &buffers)
                }
            }
        }
        return groups.compactMap { $0 }
    }

    /// One group and its suggestion.
    func group(_ findings: ArraySlice<Finding>, setting: Setting?, slot: String, need: NeededWidths? = nil,
               preparers: inout [String: TextPreparer], buffers: inout LayoutBuffers) -> FindingGroup {
        let typesetters = setting?.typesetters
        let first = findings[findings.startIndex]
        // One pass over the findings, reading fields in place (a finding copied is a dozen
        // strings retained and released).
        var failingOrdinals: UInt64 = 0
        var widthSet = Set<Double>(), reasonSet = Set<FindingReason>()
        for index in findings.indices {
            failingOrdinals |= 1 << UInt64(findings[index].category.ordinal & 63)
            widthSet.insert(findings[index].width)
            for reason in findings[index].reasons { reasonSet.insert(reason) }
        }
        let failing = ContentSizeCategory.allCases.filter { failingOrdinals & (1 << UInt64($0.ordinal & 63)) != 0 }
        let widths = widthSet.sorted()
        let reasons = FindingReason.allCases.filter { reasonSet.contains($0) }
        var suggestion = FitSuggestion(largestFittingCategory: nil, largestFittingPointSize: nil, widthsNeeded: [], charactersOver: 1,
                                       characters: first.text.count, averageAdvance: 0, allowedLines: first.maxLines)
        // The largest checked size below the first failing one.
        if let below = categories.last(where: { $0.ordinal < failing[0].ordinal }), let c = categories.firstIndex(of: below) {
            suggestion.largestFittingCategory = below
            suggestion.largestFittingPointSize = typesetters.map { $0[c].pointSize }
        }
        if let setting, let typesetters {
            var prepared: [Int: PreparedText] = [:]
            func text(at c: Int) -> PreparedText {
                let by = setting.preparedBy[c]
                if let known = prepared[by] { return known }
                let name = "\(slot)\u{1F}\(by)"
                // Taken out while it prepares, so its buffers are not copied on write.
                var preparer = preparers.removeValue(forKey: name) ?? TextPreparer(typesetters[by])
                let made = preparer.prepare(first.text)
                preparers[name] = preparer
                prepared[by] = made
                return made
            }
            for category in failing {
                guard let c = categories.firstIndex(of: category) else { continue }
                let typesetter = typesetters[c]
                let width: Double?
                if let known = need?.at(c) {
                    width = known.width
                } else {
                    width = FitEngine.widthNeeded(text(at: c), typesetter: typesetter, maxLines: first.maxLines, maxHeight: first.maxHeight,
                                                  scale: scale, buffers: &buffers)
                }
                suggestion.widthsNeeded.append(.init(category: category, pointSize: typesetter.pointSize, width: width))
            }
            if let c = categories.firstIndex(of: first.category) {
                let typesetter = typesetters[c]
                let natural = need?.at(c)?.natural
                    ?? text(at: c).naturalWidth(pointSize: typesetter.pointSize, letterSpacing: typesetter.letterSpacing)
                let characters = max(1, first.text.count)
                let advance = natural / Double(characters)
                let lines = FitEngine.allowedLines(typesetter: typesetter, maxLines: first.maxLines, maxHeight: first.maxHeight)
                let budget = Double(lines) * first.width
                suggestion.averageAdvance = advance
                suggestion.allowedLines = lines
                suggestion.charactersOver = advance > 0 ? max(1, Int(((natural - budget) / advance).rounded(.up))) : 1
            }
        }
        return FindingGroup(key: first.key, locale: first.locale, variant: first.variant, language: first.language, text: first.text,
                            style: first.style, rule: first.rule, location: first.location, findings: findings, reasons: reasons,
                            categories: failing, widths: widths, suggestion: suggestion)
    }

    /// The lines a layout may take: `maxLines` (0: no limit), and no more than `maxHeight` holds.
    static func allowedLines(typesetter: Typesetter, maxLines: Int, maxHeight: Double?) -> Int {
        var lines = maxLines > 0 ? maxLines : 10_000
        if let maxHeight {
            var fitting = 0
            while fitting < lines, typesetter.grid.ceil(typesetter.geometry.totalHeight(lines: fitting + 1)) <= maxHeight + 1e-9 { fitting += 1 }
            lines = fitting
        }
        return lines
    }

    /// The narrowest width on the pixel grid at which `prepared` keeps `maxLines` and
    /// `maxHeight` (greedy line filling never takes more lines in a wider width), or `nil`
    /// when even its one-line width does not: ``Typesetter/narrowestWidth(_:scale:upperBound:guess:buffers:fits:)``
    /// from just below natural width ÷ allowed lines.
    static func widthNeeded(_ prepared: PreparedText, typesetter: Typesetter, maxLines: Int, maxHeight: Double?, scale: Double,
                            buffers: inout LayoutBuffers) -> Double? {
        let natural = prepared.naturalWidth(pointSize: typesetter.pointSize, letterSpacing: typesetter.letterSpacing)
        guard natural.isFinite, natural < 1e6 else { return nil }
        let high = Int((natural * scale).rounded(.up)) + 1
        // Lines of this width hold about natural / width of the text: the search starts just
        // below natural / allowed lines (spaces hanging at line ends can make that fit; then it
        // bisects from 0).
        let lines = maxLines > 0 ? maxLines : allowedLines(typesetter: typesetter, maxLines: 0, maxHeight: maxHeight)
        let guess = lines > 0 && lines < 10_000 ? max(0, Int((natural * scale / Double(lines)).rounded(.down)) - 1) : nil
        let ticks = typesetter.narrowestWidth(prepared, scale: scale, upperBound: high, guess: guess, buffers: &buffers) { measured in
            (maxLines == 0 || measured.lineCount <= maxLines) && (maxHeight.map { measured.height <= $0 + 1e-9 } ?? true)
        }
        return ticks.map { Double($0) / scale }
    }
}
