// Every string laid out at every content size category and width of its rule: shaped once per
// string (a PreparedText), measured many times by scaling, on all cores.

import Dispatch
import TypesetSupport
import Typeset
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TypesetCatalog
import TypesetFont
import TypesetShaping
import TypesetTokens

/// One string to check: a catalogue string with its text ready to lay out (format arguments
/// substituted, a pseudolocale applied) and the rule that says where it is shown.
public struct FitString: Sendable {
    /// The string as the catalogue holds it.
    public var source: CatalogString
    /// The locale findings report: the catalogue's, or a pseudolocale's name (`en-XA`, `double`).
    public var locale: String
    /// The language the text is shaped in (BCP 47; picks localized forms).
    public var language: String
    /// The text laid out.
    public var text: String
    /// The index of the rule in the layout.
    public var rule: Int

    /// A string to check.
    public init(source: CatalogString, locale: String, language: String, text: String, rule: Int) {
        self.source = source
        self.locale = locale
        self.language = language
        self.text = text
        self.rule = rule
    }
}

/// A result ordered by key, locale, variant, category and width in reports.
protocol OrderedResult {
    var key: String { get }
    var locale: String { get }
    var variant: String? { get }
    var category: ContentSizeCategory { get }
    var scale: Int? { get }
    var width: Double { get }
}

extension Finding: OrderedResult {}
extension LayoutRecord: OrderedResult {}

/// Why a string does not fit.
public enum FindingReason: String, Sendable, Hashable, CaseIterable {
    /// More lines than the rule's `maxLines`: the label truncates.
    case lines
    /// Taller than the rule's `maxHeight`.
    case height
}

/// A string that does not fit where it is shown, at one locale, text size and width.
public struct Finding: Sendable, Hashable {
    /// The string's key.
    public var key: String
    /// The locale (or pseudolocale).
    public var locale: String
    /// The language the text was shaped in.
    public var language: String
    /// The variant (`plural.one`, `device.ipad`), or `nil`.
    public var variant: String?
    /// The content size category.
    public var category: ContentSizeCategory
    /// The width laid out in, points.
    public var width: Double
    /// The point size at that category.
    public var pointSize: Double
    /// The line height at that category, points.
    public var lineHeight: Double
    /// The lines the whole text takes.
    public var lineCount: Int
    /// The rule's line limit (0: none).
    public var maxLines: Int
    /// The height of all the lines, points (rounded up to the pixel grid).
    public var height: Double
    /// The rule's height limit.
    public var maxHeight: Double?
    /// Whether the text is cut off (more lines than `maxLines`).
    public var truncated: Bool
    /// The text laid out.
    public var text: String
    /// What is wrong.
    public var reasons: [FindingReason]
    /// The rule's style name.
    public var style: String
    /// The index of the rule.
    public var rule: Int
    /// Where the string is in its catalogue.
    public var location: SourceLocation
    /// On the web (`fit --platform web`): the text scale, percent, in place of ``category``
    /// (which is then the default category and means nothing); sizes, widths and heights are CSS
    /// px. `nil` on iOS.
    public var scale: Int? = nil

    /// The text size for people and baselines: the category's name (`AX5`), or the scale (`200%`).
    public var textSize: String { scale.map { "\($0)%" } ?? category.rawValue }

    /// The identity a baseline accepts a finding by: key, locale, variant, text size (category or
    /// scale) and width.
    public var identity: String { Finding.identity(key: key, locale: locale, variant: variant, textSize: textSize, width: width) }
}

/// One layout made (with `recordsLayouts`): what another layout engine is compared on.
public struct LayoutRecord: Sendable, Hashable {
    /// The string's key, locale and variant.
    public var key: String
    public var locale: String
    public var variant: String?
    /// The language the text was shaped in.
    public var language: String
    /// The content size category, point size, line height and letter spacing it was laid out at.
    public var category: ContentSizeCategory
    public var pointSize: Double
    public var lineHeight: Double
    public var letterSpacing: Double
    /// The width, points.
    public var width: Double
    /// The lines and height (rounded up to the pixel grid).
    public var lineCount: Int
    public var height: Double
    /// The text.
    public var text: String
    /// The index of the rule.
    public var rule: Int
    /// On the web: the text scale (percent) and the block's CSS (the rule's limits with it, for
    /// a browser to check); `nil` on iOS.
    public var scale: Int? = nil
    public var web: WebFitCSS? = nil
}

/// What one run found.
public struct FitResult: Sendable {
    /// Layouts made (strings x categories x widths).
    public var measurements: Int
    /// Strings laid out (each shaped once).
    public var strings: Int
    /// What does not fit, ordered by key, locale, variant, category and width.
    public var findings: [Finding]
    /// Wall time of the measuring, seconds.
    public var seconds: Double
    /// Every layout made, when asked for (ordered like the findings).
    public var layouts: [LayoutRecord] = []
    /// The web settings of a `--platform web` run; `nil` on iOS.
    public var web: WebFitOptions? = nil
    /// The widths each string with findings needs, found while its text was shaped for the
    /// layouts (``FitEngine/groups(_:workers:)`` takes them rather than shaping it again), by
    /// ``FindingGroup/identity``.
    var widthsNeeded: [String: NeededWidths] = [:]

    /// How many strings' suggestion widths the layouts found (one per string with findings, on iOS).
    public var stringsWithWidthsNeeded: Int { widthsNeeded.count }
}

/// Where a finding was made: its string (an index into the strings given), its category's
/// ordinal and its width (``FitEngine/order(_:keys:strings:)``).
struct FindingSortKey: Sendable {
    var string: Int
    var ordinal: Int
    var width: Double
}

/// What a string's suggestion needs at each failing category, found in the layout phase.
struct NeededWidths: Sendable {
    /// The string they were found for (a group of another string with the same identity
    /// computes its own).
    var text: String
    var rule: Int
    var language: String
    /// Per failing category (its index in the engine's categories): the width needed and the
    /// text's natural width there.
    var widths: [(category: Int, width: Double?, natural: Double)]

    /// The entry of category index `c`.
    func at(_ c: Int) -> (width: Double?, natural: Double)? {
        for entry in widths where entry.category == c { return (entry.width, entry.natural) }
        return nil
    }
}

/// Lays out strings by their rules at every category and width, on all cores.
public struct FitEngine: Sendable {
    /// The rules, as the layout lists them (`nil` for a rule that could not be resolved).
    public var rules: [ResolvedRule?]
    /// The content size categories to check.
    public var categories: [ContentSizeCategory]
    /// The display scale (pixel grid heights round up to).
    public var scale: Double
    /// How lines are placed (UIKit with an exact line height, as the adapters set it).
    public var model: LineModel
    /// With settings: strings are laid out as a browser lays them out (``WebTypesetter``) at
    /// each text scale of ``WebFitOptions/scales`` in place of the categories.
    public var web: WebFitOptions?

    /// An engine.
    public init(rules: [ResolvedRule?], categories: [ContentSizeCategory] = ContentSizeCategory.allCases, scale: Double = 3,
                model: LineModel = .uikitExact, web: WebFitOptions? = nil) {
        self.rules = rules
        self.categories = categories
        self.scale = scale
        self.model = model
        self.web = web
    }

    /// The typesetters of one rule in one language: one per category.
    struct Setting: Sendable {
        var typesetters: [Typesetter]
        var pointSizes: [Double]
        /// For each category, the index of the first category whose fonts are the same
        /// instances (a variable font's optical size follows the point size): text prepared
        /// with that category's typesetter is measured at this one by scaling.
        var preparedBy: [Int]
    }

    /// One string to lay out: its rule, its language (an index into the run's language names)
    /// and its index in the strings given.
    typealias Placement = (rule: Int, language: Int, index: Int)

    /// The strings that have a resolved rule, ordered by rule, then language, then their order
    /// given, so a worker keeps one preparer for a stretch; with the languages' names, in the
    /// order first met (a placement's `language` indexes them).
    func groupedByRuleAndLanguage(_ strings: [FitString]) -> (order: [Placement], languages: [String]) {
        var languages: [String: Int] = [:]
        var grouped: [Placement] = []
        grouped.reserveCapacity(strings.count)
        for (index, string) in strings.enumerated() where string.rule >= 0 && string.rule < rules.count && rules[string.rule] != nil {
            let language = languages[string.language] ?? languages.count
            languages[string.language] = language
            grouped.append((string.rule, language, index))
        }
        grouped.sort { ($0.rule, $0.language, $0.index) < ($1.rule, $1.language, $1.index) }
        return (grouped, languages.sorted { $0.value < $1.value }.map(\.key))
    }

    /// Checks every string; `progress` is called now and then with the strings done so far.
    public func run(_ strings: [FitString], workers requested: Int? = nil, progress: (@Sendable (Int) -> Void)? = nil,
                    recordsLayouts: Bool = false) -> FitResult {
        if let web { return runWeb(strings, options: web, workers: requested, progress: progress, recordsLayouts: recordsLayouts) }
        let clock = ContinuousClock()
        let started = clock.now
        let (grouped, languageNames) = groupedByRuleAndLanguage(strings)
        // The typesetters, made once: rule x language x category.
        var prepared = [Setting?](repeating: nil, count: rules.count * max(1, languageNames.count))
        // Each rule's fonts at the instance of each category, made once for every language.
        var ruleFonts = [[StyledFonts]?](repeating: nil, count: rules.count)
        for entry in grouped {
            let slot = entry.rule * languageNames.count + entry.language
            guard prepared[slot] == nil, let rule = rules[entry.rule] else { continue }
            let fonts = ruleFonts[entry.rule] ?? rule.styledFonts(scale: scale, categories: categories)
            ruleFonts[entry.rule] = fonts
            var typesetters: [Typesetter] = []
            var sizes: [Double] = []
            var preparedBy: [Int] = []
            // The first category of each instance prepares the texts for the others.
            var instances: [[[VariationSetting]]: Int] = [:]
            for (c, styled) in fonts.enumerated() {
                let first = instances[styled.instanceSettings] ?? c
                instances[styled.instanceSettings] = first
                typesetters.append(Typesetter(fonts: styled, model: model, language: languageNames[entry.language]))
                sizes.append(styled.style.pointSize)
                preparedBy.append(first)
            }
            prepared[slot] = Setting(typesetters: typesetters, pointSizes: sizes, preparedBy: preparedBy)
        }
        let languageCount = languageNames.count
        let order = grouped, settings = prepared
        let workerCount = max(1, min(requested ?? FitEngine.cores, max(1, order.count / 16)))
        var perWorker = [[Finding]](repeating: [], count: workerCount)
        var perWorkerLayouts = [[LayoutRecord]](repeating: [], count: workerCount)
        var perWorkerNeeds = [[(String, NeededWidths)]](repeating: [], count: workerCount)
        var perWorkerKeys = [[FindingSortKey]](repeating: [], count: workerCount)
        var counts = [Int](repeating: 0, count: workerCount)
        let chunk = 256
        let chunks = (order.count + chunk - 1) / chunk
        let next = TicketCounter()
        perWorker.withUnsafeMutableBufferPointer { perWorker in
            counts.withUnsafeMutableBufferPointer { counts in
            perWorkerLayouts.withUnsafeMutableBufferPointer { perWorkerLayouts in
            perWorkerNeeds.withUnsafeMutableBufferPointer { perWorkerNeeds in
            perWorkerKeys.withUnsafeMutableBufferPointer { perWorkerKeys in
                nonisolated(unsafe) let perWorker = perWorker
                nonisolated(unsafe) let perWorkerKeys = perWorkerKeys
                nonisolated(unsafe) let perWorkerNeeds = perWorkerNeeds
                nonisolated(unsafe) let counts = counts
                nonisolated(unsafe) let perWorkerLayouts = perWorkerLayouts
                DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                    // Strings come grouped by rule and language: one preparer at a time.
                    var preparerSlot = -1
                    // One preparer per distinct instance of the slot's fonts (usually one).
                    // By index, not in a dictionary: a preparer keeps its word cache and buffers,
                    // which a dictionary's values would share with a copy of its storage made while
                    // its keys are iterated (every buffer copied on each string).
                    var preparers: [(typesetter: Int, preparer: TextPreparer)] = []
                    var preparedTexts: [Int: PreparedText] = [:]
                    var buffers = LayoutBuffers()
                    var results: [TextMeasurement] = []
                    var findings: [Finding] = []
                    var layouts: [LayoutRecord] = []
                    var needs: [(String, NeededWidths)] = []
                    var sortKeys: [FindingSortKey] = []
                    var failingAt = [Bool](repeating: false, count: categories.count)
                    var measurements = 0
                    while true {
                        let taken = next.take()
                        guard taken < chunks else { break }
                        for position in (taken * chunk)..<min(order.count, (taken + 1) * chunk) {
                            let entry = order[position]
                            let slot = entry.rule * languageCount + entry.language
                            guard slot < settings.count, let setting = settings[slot], let rule = rules[entry.rule] else { continue }
                            if preparerSlot != slot {
                                preparers.removeAll(keepingCapacity: true)
                                for c in Set(setting.preparedBy).sorted() { preparers.append((c, TextPreparer(setting.typesetters[c]))) }
                                preparerSlot = slot
                            }
                            preparedTexts.removeAll(keepingCapacity: true)
                            for p in preparers.indices {
                                preparedTexts[preparers[p].typesetter] = preparers[p].preparer.prepare(strings[entry.index].text)
                            }
                            let widths = rule.rule.widths
                            let maxLines = rule.rule.maxLines, maxHeight = rule.rule.maxHeight
                            var fails = false
                            for c in setting.typesetters.indices {
                                failingAt[c] = false
                                guard let prepared = preparedTexts[setting.preparedBy[c]] else { continue }
                                setting.typesetters[c].measure(prepared, widths: widths, buffers: &buffers, into: &results)
                                measurements += widths.count
                                for w in results.indices {
                                    let measured = results[w]
                                    if recordsLayouts {
                                        let string = strings[entry.index]
                                        layouts.append(LayoutRecord(key: string.source.key, locale: string.locale, variant: string.source.variant,
                                                                    language: string.language, category: categories[c], pointSize: setting.pointSizes[c],
                                                                    lineHeight: setting.typesetters[c].lineHeight,
                                                                    letterSpacing: setting.typesetters[c].letterSpacing,
                                                                    width: widths[w], lineCount: measured.lineCount, height: measured.height,
                                                                    text: string.text, rule: entry.rule))
                                    }
                                    let overLines = maxLines > 0 && measured.lineCount > maxLines
                                    let overHeight = maxHeight.map { measured.height > $0 + 1e-9 } ?? false
                                    guard overLines || overHeight else { continue }
                                    failingAt[c] = true
                                    fails = true
                                    let string = strings[entry.index]
                                    sortKeys.append(FindingSortKey(string: entry.index, ordinal: categories[c].ordinal, width: widths[w]))
                                    findings.append(Finding(key: string.source.key, locale: string.locale, language: string.language, variant: string.source.variant,
                                                            category: categories[c], width: widths[w], pointSize: setting.pointSizes[c],
                                                            lineHeight: setting.typesetters[c].lineHeight, lineCount: measured.lineCount,
                                                            maxLines: maxLines, height: measured.height, maxHeight: maxHeight,
                                                            truncated: overLines, text: string.text,
                                                            reasons: overLines && overHeight ? [.lines, .height] : overLines ? [.lines] : [.height],
                                                            style: rule.name, rule: entry.rule, location: string.source.location))
                                }
                            }
                            // The suggestion's widths, while the text is shaped.
                            if fails {
                                let string = strings[entry.index]
                                var need = NeededWidths(text: string.text, rule: entry.rule, language: string.language, widths: [])
                                for c in setting.typesetters.indices where failingAt[c] {
                                    guard let prepared = preparedTexts[setting.preparedBy[c]] else { continue }
                                    let typesetter = setting.typesetters[c]
                                    let width = FitEngine.widthNeeded(prepared, typesetter: typesetter, maxLines: maxLines, maxHeight: maxHeight,
                                                                      scale: scale, buffers: &buffers)
                                    need.widths.append((c, width, prepared.naturalWidth(pointSize: typesetter.pointSize,
                                                                                        letterSpacing: typesetter.letterSpacing)))
                                }
                                let identity = "\(string.source.key)\u{1F}\(string.locale)\u{1F}\(string.source.variant ?? "")"
                                needs.append((identity, need))
                            }
                        }
                        progress?(min(order.count, (taken + 1) * chunk))
                    }
                    perWorker[worker] = findings
                    perWorkerLayouts[worker] = layouts
                    perWorkerNeeds[worker] = needs
                    perWorkerKeys[worker] = sortKeys
                    counts[worker] = measurements
                }
            }
            }
            }
            }
        }
        // Moved out of the per-worker arrays one by one and sorted in place: the findings are
        // held once, not three times, on the way to their order.
        var findings = FitEngine.drain(&perWorker)
        FitEngine.order(&findings, keys: FitEngine.drain(&perWorkerKeys), strings: strings)
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        var layouts = FitEngine.drain(&perWorkerLayouts)
        FitEngine.order(&layouts)
        var widthsNeeded: [String: NeededWidths] = [:]
        widthsNeeded.reserveCapacity(perWorkerNeeds.reduce(0) { $0 + $1.count })
        for index in perWorkerNeeds.indices {
            for (identity, need) in perWorkerNeeds[index] { widthsNeeded[identity] = need }
            perWorkerNeeds[index] = []
        }
        return FitResult(measurements: counts.reduce(0, +), strings: order.count, findings: findings, seconds: seconds, layouts: layouts,
                         widthsNeeded: widthsNeeded)
    }
}

extension FitEngine {
    /// `items` ordered by key, locale, variant, category and width (then as they came), sorting
    /// indices (the items are large) and comparing field by field.
    static func ordered<Item: OrderedResult>(_ items: [Item]) -> [Item] {
        let order = items.withUnsafeBufferPointer { items in
            items.indices.sorted { i, j in
                let a = items[i], b = items[j]
                if a.key != b.key { return a.key < b.key }
                if a.locale != b.locale { return a.locale < b.locale }
                if a.variant != b.variant { return (a.variant ?? "") < (b.variant ?? "") }
                if a.category != b.category { return a.category.ordinal < b.category.ordinal }
                if a.scale != b.scale { return (a.scale ?? 0) < (b.scale ?? 0) }
                if a.width != b.width { return a.width < b.width }
                return i < j
            }
        }
        return order.map { items[$0] }
    }

    /// The arrays joined, each emptied as soon as it is copied.
    static func drain<Item>(_ parts: inout [[Item]]) -> [Item] {
        var joined: [Item] = []
        joined.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for index in parts.indices {
            joined.append(contentsOf: parts[index])
            parts[index] = []
        }
        return joined
    }

    /// `items` sorted in place by key, locale, variant, category and width (the order of
    /// ``ordered(_:)``; items equal in all five keep no particular order between workers).
    static func order<Item: OrderedResult>(_ items: inout [Item]) {
        items.sort { a, b in
            if a.key != b.key { return a.key < b.key }
            if a.locale != b.locale { return a.locale < b.locale }
            if a.variant != b.variant { return (a.variant ?? "") < (b.variant ?? "") }
            if a.category != b.category { return a.category.ordinal < b.category.ordinal }
            if a.scale != b.scale { return (a.scale ?? 0) < (b.scale ?? 0) }
            return a.width < b.width
        }
    }

    /// `findings` put in ``order(_:)``'s order from `keys` (the string and place each finding
    /// was made from, in the same order): the strings with findings are ranked by key, locale
    /// and variant once, the findings sorted by rank, category and width as small keys (then as
    /// they came, as the stable sort keeps them) and moved into place by swaps, so no finding is
    /// copied and no string compared per finding. A variant that is empty text (which the order
    /// does not tell from none) takes ``order(_:)`` itself.
    static func order(_ findings: inout [Finding], keys: [FindingSortKey], strings: [FitString]) {
        guard keys.count == findings.count, !strings.contains(where: { $0.source.variant?.isEmpty == true }) else {
            order(&findings)
            return
        }
        var failing = [Bool](repeating: false, count: strings.count)
        var ranked: [Int] = []
        for key in keys where !failing[key.string] {
            failing[key.string] = true
            ranked.append(key.string)
        }
        ranked.sort { i, j in
            let a = strings[i], b = strings[j]
            if a.source.key != b.source.key { return a.source.key < b.source.key }
            if a.locale != b.locale { return a.locale < b.locale }
            return (a.source.variant ?? "") < (b.source.variant ?? "")
        }
        var rank = [Int](repeating: 0, count: strings.count)
        for (position, index) in ranked.enumerated() {
            if position > 0 {
                let a = strings[ranked[position - 1]], b = strings[index]
                let same = a.source.key == b.source.key && a.locale == b.locale && (a.source.variant ?? "") == (b.source.variant ?? "")
                rank[index] = same ? rank[ranked[position - 1]] : position
            }
        }
        let permutation = keys.indices.sorted { i, j in
            let a = keys[i], b = keys[j]
            let ra = rank[a.string], rb = rank[b.string]
            if ra != rb { return ra < rb }
            if a.ordinal != b.ordinal { return a.ordinal < b.ordinal }
            if a.width != b.width { return a.width < b.width }
            return i < j
        }
        // findings[k] = the finding that was at permutation[k], cycle by cycle.
        var placed = [Bool](repeating: false, count: findings.count)
        for start in findings.indices where !placed[start] {
            var at = start
            while true {
                placed[at] = true
                let from = permutation[at]
                if from == start { break }
                findings.swapAt(at, from)
                at = from
            }
        }
    }

    /// The processors online (at least 1).
    public static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
