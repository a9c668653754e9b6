// `typeset fit --platform web`: every string laid out as a browser lays it out (``WebTypesetter``)
// at each text scale and web width of its rule, optionally with WCAG 1.4.12's text spacing.
// Documentation/Fit.md, "The web".

import Dispatch
import TypesetSupport
import Typeset
import TypesetCatalog
import TypesetFont
import TypesetShaping
import TypesetTokens

/// Text spacing a reader may force on a page.
public enum WebTextSpacing: String, Sendable, Hashable, CaseIterable {
    /// WCAG 2.1 success criterion 1.4.12 (Text Spacing): line height 1.5 times the font size,
    /// letter spacing 0.12 em, word spacing 0.16 em, and 2 em after each paragraph. They replace
    /// the style's own line height and letter spacing, as a reader's style sheet with
    /// `!important` does.
    case wcag

    /// The line height, a multiple of the font size (`line-height: 1.5`).
    public static let lineHeight = 1.5
    /// Letter spacing, em.
    public static let letterSpacing = 0.12
    /// Word spacing, em.
    public static let wordSpacing = 0.16
    /// Space after a paragraph, em.
    public static let paragraphSpacing = 2.0
}

/// What `fit --platform web` checks: text scales in place of content size categories, and text
/// spacing.
public struct WebFitOptions: Sendable, Hashable {
    /// Text scales, percent of the style's size (the reader's text size setting, which CSS
    /// written in `rem` follows): font size, px line heights and letter spacing scale; widths
    /// (CSS px) do not. Ascending.
    public var scales: [Int]
    /// Text spacing forced on every string, or `nil` for the styles' own.
    public var textSpacing: WebTextSpacing?

    /// 100 % and 200 %: the range WCAG 1.4.4 (Resize Text) asks text to work in.
    public static let defaultScales = [100, 200]

    /// Options.
    public init(scales: [Int] = WebFitOptions.defaultScales, textSpacing: WebTextSpacing? = nil) {
        self.scales = Array(Set(scales)).sorted()
        self.textSpacing = textSpacing
    }
}

/// The CSS a string's block gets on the web at one text scale: what ``WebTypesetter`` lays out,
/// and what a browser is given to check it (Scripts/expectations_web_fit.py).
public struct WebFitCSS: Sendable, Hashable {
    /// `font-size`, px.
    public var fontSize: Double
    /// `line-height`.
    public var lineHeight: CSSLineHeight
    /// `letter-spacing`, px.
    public var letterSpacing: Double
    /// `word-spacing`, px.
    public var wordSpacing: Double
    /// With text spacing: each paragraph is a block with this `margin-bottom`, px
    /// (``WebTypesetter/paragraphSpacing``); `nil`: the string is one block, `white-space: pre-line`.
    public var paragraphSpacing: Double?
}

extension ResolvedRule {
    /// The widths on the web, CSS px: the rule's `webWidth`, else its `width` read as px.
    public var webWidths: [Double] { rule.webWidths ?? rule.widths }

    /// The block's CSS at `scale` percent: the style at the default content size category, its
    /// size, px line height and letter spacing times the scale (a number or percentage line
    /// height follows the size by itself), the line height as `typeset generate --css` writes it;
    /// with text spacing, its values in place of the style's.
    public func webCSS(scale: Int, textSpacing: WebTextSpacing?) -> WebFitCSS {
        let resolved = style.resolved(category: .default)
        let factor = Double(scale) / 100
        let size = resolved.pointSize * factor
        var css = WebFitCSS(fontSize: size,
                            lineHeight: CSSLineHeight(style.lineHeight, resolvedLineHeight: resolved.lineHeight, textScale: factor),
                            letterSpacing: resolved.kern * factor, wordSpacing: 0, paragraphSpacing: nil)
        if textSpacing == .wcag {
            css.lineHeight = .number(WebTextSpacing.lineHeight)
            css.letterSpacing = WebTextSpacing.letterSpacing * size
            css.wordSpacing = WebTextSpacing.wordSpacing * size
            css.paragraphSpacing = WebTextSpacing.paragraphSpacing * size
        }
        return css
    }

    /// The web typesetter of `css` for text in `language`: the rule's fonts (variable ones at the
    /// instance of the font size), features and language.
    public func webTypesetter(_ css: WebFitCSS, language: String?) -> WebTypesetter {
        webTypesetter(css, language: language, fonts: stack.instanced(for: style, fontSize: css.fontSize))
    }

    /// ``webTypesetter(_:language:)`` in `fonts`, the rule's fonts already at the instance of
    /// `css`'s font size (made once for every language).
    func webTypesetter(_ css: WebFitCSS, language: String?, fonts: FontStack) -> WebTypesetter {
        let typesetter = Typesetter(stack: fonts, pointSize: css.fontSize,
                                    letterSpacing: css.letterSpacing, features: style.features, language: language ?? style.language,
                                    alignment: style.alignment, wordSpacing: css.wordSpacing, letterSpacesCursiveScripts: false)
        // As the reference style sheet sets every block: a word wider than the box is cut (as UIKit
        // cuts it), and Japanese breaks strictly.
        let japanese = (language ?? style.language ?? "").lowercased().split(separator: "-").first == "ja"
        return WebTypesetter(typesetter, lineHeight: css.lineHeight, overflowWrap: .breakWord,
                             lineBreak: japanese ? .strict : .auto, paragraphSpacing: css.paragraphSpacing)
    }
}

extension FitEngine {
    /// One rule's web typesetters in one language: one per scale.
    struct WebSetting: Sendable {
        var typesetters: [WebTypesetter]
        var css: [WebFitCSS]
    }

    /// The web typesetters of `rule` in `language`, one per scale of `options`, in `fonts` (the
    /// rule's fonts at each scale's instance, ``webFonts(_:options:)``).
    func webSetting(_ rule: ResolvedRule, language: String, options: WebFitOptions, fonts: [FontStack]) -> WebSetting {
        let css = options.scales.map { rule.webCSS(scale: $0, textSpacing: options.textSpacing) }
        return WebSetting(typesetters: zip(css, fonts).map { rule.webTypesetter($0, language: language, fonts: $1) }, css: css)
    }

    /// The fonts of `rule` at the instance each scale of `options` selects (`opsz` at the scaled
    /// font size), made once for every language.
    func webFonts(_ rule: ResolvedRule, options: WebFitOptions) -> [FontStack] {
        options.scales.map { rule.stack.instanced(for: rule.style, fontSize: rule.webCSS(scale: $0, textSpacing: options.textSpacing).fontSize) }
    }

    /// ``run(_:workers:progress:recordsLayouts:)`` on the web: each string at each scale and web width.
    func runWeb(_ strings: [FitString], options: WebFitOptions, workers requested: Int?, progress: (@Sendable (Int) -> Void)?,
                recordsLayouts: Bool) -> FitResult {
        let clock = ContinuousClock()
        let started = clock.now
        let (grouped, languageNames) = groupedByRuleAndLanguage(strings)
        var prepared = [WebSetting?](repeating: nil, count: rules.count * max(1, languageNames.count))
        var ruleFonts = [[FontStack]?](repeating: nil, count: rules.count)
        for entry in grouped {
            let slot = entry.rule * languageNames.count + entry.language
            guard prepared[slot] == nil, let rule = rules[entry.rule] else { continue }
            let fonts = ruleFonts[entry.rule] ?? webFonts(rule, options: options)
            ruleFonts[entry.rule] = fonts
            prepared[slot] = webSetting(rule, language: languageNames[entry.language], options: options, fonts: fonts)
        }
        let languageCount = languageNames.count
        let order = grouped, settings = prepared, scales = options.scales
        let workerCount = max(1, min(requested ?? FitEngine.cores, max(1, order.count / 16)))
        let chunk = 64
        let chunks = (order.count + chunk - 1) / chunk
        let next = TicketCounter()
        let outputs = Locked<[(findings: [Finding], layouts: [LayoutRecord], measurements: Int)]>([])
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            var buffers = LayoutBuffers()
            var findings: [Finding] = []
            var layouts: [LayoutRecord] = []
            var measurements = 0
            while true {
                let taken = next.take()
                guard taken < chunks else { break }
                for position in (taken * chunk)..<min(order.count, (taken + 1) * chunk) {
                    let entry = order[position]
                    let slot = entry.rule * languageCount + entry.language
                    guard slot < settings.count, let setting = settings[slot], let rule = rules[entry.rule] else { continue }
                    let string = strings[entry.index]
                    let widths = rule.webWidths
                    let maxLines = rule.rule.maxLines, maxHeight = rule.rule.maxHeight
                    for (s, web) in setting.typesetters.enumerated() {
                        for width in widths {
                            let laid = web.layout(string.text, width: width, buffers: &buffers)
                            measurements += 1
                            let lineCount = laid.lines.count
                            if recordsLayouts {
                                layouts.append(LayoutRecord(key: string.source.key, locale: string.locale, variant: string.source.variant,
                                                            language: string.language, category: .default, pointSize: setting.css[s].fontSize,
                                                            lineHeight: web.computedLineHeight, letterSpacing: setting.css[s].letterSpacing,
                                                            width: width, lineCount: lineCount, height: laid.height, text: string.text,
                                                            rule: entry.rule, scale: scales[s], web: setting.css[s]))
                            }
                            let overLines = maxLines > 0 && lineCount > maxLines
                            let overHeight = maxHeight.map { laid.height > $0 + 1e-9 } ?? false
                            guard overLines || overHeight else { continue }
                            findings.append(Finding(key: string.source.key, locale: string.locale, language: string.language,
                                                    variant: string.source.variant, category: .default, width: width,
                                                    pointSize: setting.css[s].fontSize, lineHeight: web.computedLineHeight,
                                                    lineCount: lineCount, maxLines: maxLines, height: laid.height, maxHeight: maxHeight,
                                                    truncated: overLines, text: string.text,
                                                    reasons: overLines && overHeight ? [.lines, .height] : overLines ? [.lines] : [.height],
                                                    style: rule.name, rule: entry.rule, location: string.source.location, scale: scales[s]))
                        }
                    }
                }
                progress?(min(order.count, (taken + 1) * chunk))
            }
            let done = (findings, layouts, measurements)
            outputs.withLock { $0.append(done) }
        }
        var parts = outputs.withLock { parts in
            let taken = parts
            parts = []
            return taken
        }
        var perWorker = parts.map(\.findings)
        var perWorkerLayouts = parts.map(\.layouts)
        let measurements = parts.reduce(0) { $0 + $1.measurements }
        parts = []
        var findings = FitEngine.drain(&perWorker)
        FitEngine.order(&findings)
        var layouts = FitEngine.drain(&perWorkerLayouts)
        FitEngine.order(&layouts)
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return FitResult(measurements: measurements, strings: order.count, findings: findings, seconds: seconds, layouts: layouts,
                         web: options)
    }

    /// ``groups(_:workers:)`` on the web: each group's failing scales, and its suggestion from the
    /// same web typesetters as its findings.
    func webGroups(_ findings: [Finding], ranges: [Range<Int>], options: WebFitOptions) -> [FindingGroup] {
        var settings: [String: WebSetting] = [:]
        var ruleFonts: [Int: [FontStack]] = [:]
        var buffers = LayoutBuffers()
        return ranges.map { range in
            let members = findings[range]
            let first = members[members.startIndex]
            let failing = options.scales.filter { scale in members.contains { $0.scale == scale } }
            let widths = Set(members.map(\.width)).sorted()
            let reasons = FindingReason.allCases.filter { reason in members.contains { $0.reasons.contains(reason) } }
            var suggestion = FitSuggestion(largestFittingCategory: nil, largestFittingPointSize: nil, widthsNeeded: [], charactersOver: 1,
                                           characters: first.text.count, averageAdvance: 0, allowedLines: first.maxLines, unit: "px")
            if first.rule >= 0, first.rule < rules.count, let rule = rules[first.rule], let firstScale = failing.first {
                let slot = "\(first.rule)\u{1F}\(first.language)"
                let fonts = ruleFonts[first.rule] ?? webFonts(rule, options: options)
                ruleFonts[first.rule] = fonts
                let setting = settings[slot] ?? webSetting(rule, language: first.language, options: options, fonts: fonts)
                settings[slot] = setting
                if let below = options.scales.last(where: { $0 < firstScale }), let s = options.scales.firstIndex(of: below) {
                    suggestion.largestFittingScale = below
                    suggestion.largestFittingPointSize = setting.css[s].fontSize
                }
                for scale in failing {
                    guard let s = options.scales.firstIndex(of: scale) else { continue }
                    let width = FitEngine.webWidthNeeded(first.text, web: setting.typesetters[s], maxLines: first.maxLines,
                                                         maxHeight: first.maxHeight, buffers: &buffers)
                    suggestion.widthsNeeded.append(.init(category: .default, pointSize: setting.css[s].fontSize, width: width, scale: scale))
                }
                if let s = options.scales.firstIndex(of: firstScale) {
                    let web = setting.typesetters[s]
                    let natural = web.layout(first.text, width: .infinity, buffers: &buffers).usedWidth
                    let characters = max(1, first.text.count)
                    let advance = natural / Double(characters)
                    let lines = FitEngine.webAllowedLines(web, maxLines: first.maxLines, maxHeight: first.maxHeight)
                    suggestion.averageAdvance = advance
                    suggestion.allowedLines = lines
                    suggestion.charactersOver = advance > 0 ? max(1, Int(((natural - Double(lines) * first.width) / advance).rounded(.up))) : 1
                }
            }
            return FindingGroup(key: first.key, locale: first.locale, variant: first.variant, language: first.language, text: first.text,
                                style: first.style, rule: first.rule, location: first.location, findings: members, reasons: reasons,
                                categories: [.default], widths: widths, suggestion: suggestion, scales: failing)
        }
    }

    /// The lines a web layout may take: `maxLines` (0: no limit), and no more than `maxHeight`
    /// holds at the computed line height.
    static func webAllowedLines(_ web: WebTypesetter, maxLines: Int, maxHeight: Double?) -> Int {
        var lines = maxLines > 0 ? maxLines : 10_000
        if let maxHeight {
            let height = web.computedLineHeight
            var fitting = 0
            while fitting < lines, Double(fitting + 1) * height <= maxHeight + 1e-9 { fitting += 1 }
            lines = fitting
        }
        return lines
    }

    /// The narrowest width, in LayoutUnits (1/64 px), at which `text` keeps `maxLines` and
    /// `maxHeight` on the web, by bisection; `nil` when even its one-line width does not.
    static func webWidthNeeded(_ text: String, web: WebTypesetter, maxLines: Int, maxHeight: Double?, buffers: inout LayoutBuffers) -> Double? {
        func fits(_ ticks: Int) -> Bool {
            let laid = web.layout(text, width: Double(ticks) / LayoutUnit.perPixel, buffers: &buffers)
            return (maxLines == 0 || laid.lines.count <= maxLines) && (maxHeight.map { laid.height <= $0 + 1e-9 } ?? true)
        }
        let natural = web.layout(text, width: .infinity, buffers: &buffers).usedWidth
        guard natural.isFinite, natural < 1e6 else { return nil }
        var high = Int((natural * LayoutUnit.perPixel).rounded(.up)) + 1
        guard fits(high) else { return nil }
        var low = 0
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle }
        }
        return Double(high) / LayoutUnit.perPixel
    }
}
