import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Typeset
import TypesetCatalog
import TypesetFit
import TypesetRender
import TypesetSupport
import TypesetTokens

struct Fit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every string of an app's catalogues, in every locale and Dynamic Type size, against where it is shown.",
        discussion: """
        Reads the catalogues (.xcstrings, .strings/.stringsdict or .lproj folders, Android strings.xml or res folders) and the \
        layout file (rules by key: style, width, webWidth, maxLines, maxHeight, arguments; Documentation/Fit.md), lays every string out at \
        every content size category and width (with --platform web: at every text scale and web width, as a browser does), \
        and reports what does not fit. Exit status 1 when a finding is not in --baseline \
        or an input cannot be read (the rest is still checked).
        """
    )

    @Argument(help: "Catalogues: .xcstrings, .strings, .stringsdict, .lproj folders, strings.xml, res folders.")
    var catalogs: [String]

    @Option(help: "The layout file: where strings are shown (JSON).")
    var layout: String

    @Option(help: "A design token file whose typography tokens rules name as styles.")
    var tokens: String?

    @Option(help: "Directory of font files for the tokens (default: the token file's directory).")
    var fonts: String?

    @Option(help: "Content size categories: a list (L,xxxL,AX5) or a range (xS-AX5). Default: all 12.")
    var categories: String?

    @Option(help: "ios (UIKit's layout, the default) or web (CSS inline layout as Chromium does it; sizes and widths in CSS px, a rule's webWidth in place of its width).")
    var platform: String = "ios"

    @Option(help: "With --platform web: text scales in percent of the styles' sizes, in place of --categories (default 100,200: WCAG 1.4.4's range).")
    var scales: String?

    @Option(help: "With --platform web: wcag applies WCAG 1.4.12's text spacing (line height 1.5, letter spacing 0.12 em, word spacing 0.16 em, 2 em after each paragraph).")
    var textSpacing: String?

    @Option(help: "Only these locales (comma-separated, as the catalogues name them).")
    var locales: String?

    @Option(help: "Pseudolocales made from the development language: double, accented, bounded, rtl, en-XA, ar-XB.")
    var pseudo: String?

    @Option(help: "The development language (the catalogues' source language and Base.lproj).")
    var developmentLanguage: String = "en"

    @Option(help: "A previous `typeset fit --json` output whose findings are accepted.")
    var baseline: String?

    @Option(help: "Write an HTML report with a picture of each finding into this folder. A folder holding files typeset did not write is refused unless --force is given.")
    var out: String?

    @Flag(help: "Write into an --out folder that holds other files; only typeset's own files are ever replaced or removed.")
    var force = false

    @Option(parsing: .unconditional, help: "Display scale whose pixel grid heights round up to.")
    var scale: Double = 3

    @Option(parsing: .unconditional, help: "Worker threads (default: one per core).")
    var workers: Int?

    @Flag(help: "Print JSON (Documentation/CLI.md, fit).")
    var json = false

    @Option(help: "Write a SARIF 2.1.0 log here: one result per string, locale and variant that does not fit, at its catalogue line (for code scanning in pull requests).")
    var sarif: String?

    @Option(help: "Write each string's width budget here: budgets.csv and budgets.json, copies of XLIFF inputs with maxwidth and size-unit=\"pixel\" on every trans-unit, copies of .xcstrings inputs with the budget in each key's comment.")
    var writeBudgets: String?

    @Flag(help: "Pass when nothing is checked: a folder holding no catalogue is a warning, and a run that lays out no string exits 0.")
    var allowEmpty = false

    @Flag(help: "With --json: also every layout made (`layouts`), for checking against another layout engine.")
    var all = false

    func validate() throws {
        guard platform == "ios" || platform == "web" else { throw ValidationError("--platform must be ios or web") }
        if platform == "web" {
            if categories != nil { throw ValidationError("--categories is for --platform ios; on the web, give text scales with --scales (100,200)") }
            if let scales, Fit.parseScales(scales) == nil {
                throw ValidationError("--scales must list text scales in percent, whole numbers from 10 to 1000 (100,125,150,200)")
            }
            if let textSpacing, WebTextSpacing(rawValue: textSpacing) == nil {
                throw ValidationError("--text-spacing must be \(WebTextSpacing.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if writeBudgets != nil { throw ValidationError("--write-budgets needs --platform ios (budgets are in points at a content size category)") }
        } else {
            if scales != nil { throw ValidationError("--scales needs --platform web (on iOS, text sizes are --categories)") }
            if textSpacing != nil { throw ValidationError("--text-spacing needs --platform web") }
        }
        if let categories, Fit.parseCategories(categories) == nil {
            throw ValidationError("--categories must list content size categories (xS, S, M, L, xL, xxL, xxxL, AX1 ... AX5) or give a range such as L-AX5")
        }
        if let pseudo {
            for name in Fit.list(pseudo) where Pseudolocale(rawValue: name) == nil {
                throw ValidationError("unknown pseudolocale '\(name)'; use \(Pseudolocale.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
        try checkNumber(scale, .scale, "--scale")
        try checkNumber(workers, .workers, "--workers")
    }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
    }

    /// "100,150,200": percentages (10 to 1000), ascending without repeats; `nil` when not.
    static func parseScales(_ text: String) -> [Int]? {
        let items = list(text)
        guard !items.isEmpty else { return nil }
        var scales: [Int] = []
        for item in items {
            let digits = item.hasSuffix("%") ? String(item.dropLast()) : item
            guard let value = Int(digits), (10...1000).contains(value) else { return nil }
            scales.append(value)
        }
        return Array(Set(scales)).sorted()
    }

    /// The web settings of `--platform web`, or `nil` on iOS.
    var webOptions: WebFitOptions? {
        guard platform == "web" else { return nil }
        return WebFitOptions(scales: scales.flatMap(Fit.parseScales) ?? WebFitOptions.defaultScales,
                             textSpacing: textSpacing.flatMap(WebTextSpacing.init(rawValue:)))
    }

    /// "L,AX5" or "xS-AX5" (inclusive), in the categories' order.
    static func parseCategories(_ text: String) -> [ContentSizeCategory]? {
        let items = list(text)
        guard !items.isEmpty else { return nil }
        var result: [ContentSizeCategory] = []
        for item in items {
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            if bounds.count == 2 {
                guard let low = ContentSizeCategory(name: bounds[0]), let high = ContentSizeCategory(name: bounds[1]), low.ordinal <= high.ordinal else { return nil }
                result += ContentSizeCategory.allCases.filter { $0.ordinal >= low.ordinal && $0.ordinal <= high.ordinal }
            } else {
                guard bounds.count == 1, let category = ContentSizeCategory(name: item) else { return nil }
                result.append(category)
            }
        }
        return ContentSizeCategory.allCases.filter { result.contains($0) }
    }

    func run() throws {
        let (layoutFile, layoutDiagnostics) = FitLayout.read(file: layout)
        for diagnostic in layoutDiagnostics { FileHandleStandardError.write(diagnostic.description + "\n") }
        guard let layoutFile else { throw ExitCode(1) }
        var inputFailed = false
        var guide: StyleGuide? = nil
        if let tokens {
            let loaded = StyleGuide.load(file: tokens, fontDirectory: fonts)
            for diagnostic in loaded.diagnostics where diagnostic.severity == .error { FileHandleStandardError.write(diagnostic.description + "\n") }
            guide = loaded
        }
        let (rules, ruleDiagnostics) = layoutFile.resolve(styleGuide: guide)
        for diagnostic in ruleDiagnostics { FileHandleStandardError.write(diagnostic.description + "\n") }
        if !ruleDiagnostics.isEmpty { inputFailed = true }
        var read = Catalog.read(paths: catalogs, developmentLanguage: developmentLanguage)
        // A path that holds no catalogue is a usage error: a gate that checks nothing must not pass.
        let empty = Set(read.pathsWithoutCatalogues.map(\.path))
        let missing = read.pathsWithoutCatalogues.contains { !$0.exists }
        if allowEmpty && !missing {
            read.diagnostics = read.diagnostics.map { diagnostic in
                guard empty.contains(diagnostic.location.file), diagnostic.severity == .error else { return diagnostic }
                return Diagnostic(.warning, at: diagnostic.location, diagnostic.message)
            }
        }
        for diagnostic in read.diagnostics { FileHandleStandardError.write(diagnostic.description + "\n") }
        if !empty.isEmpty && (missing || !allowEmpty) {
            FileHandleStandardError.write("typeset: error: \(empty.count == 1 ? "an input holds" : "\(empty.count) inputs hold") no string catalogue; nothing was checked (--allow-empty passes a folder with none)\n")
            throw ExitCode(2)
        }
        if read.diagnostics.containsErrors { inputFailed = true }
        if let locales {
            // A locale asked for that no catalogue holds would check nothing for it, silently.
            let held = Set(read.strings.map(\.locale)).union(pseudo.map(Fit.list) ?? [])
            for name in Fit.list(locales) where !held.contains(name) {
                let syntax = LanguageTagSyntax.problem(String(name.map { $0 == "_" ? "-" : $0 })).map { " (not a BCP 47 language tag: \($0))" } ?? ""
                FileHandleStandardError.write("typeset: warning: --locales names \(QuotedText.swift(name)), which no catalogue read holds\(syntax); they hold \(held.sorted().map(QuotedText.swift).joined(separator: ", "))\n")
            }
        }
        let strings = FitInput(layout: layoutFile, developmentLanguage: developmentLanguage,
                               locales: locales.map { Set(Fit.list($0)) },
                               pseudolocales: pseudo.map { Fit.list($0).compactMap(Pseudolocale.init(rawValue:)) } ?? [])
            .strings(from: read.strings)
        let engine = FitEngine(rules: rules, categories: categories.flatMap(Fit.parseCategories) ?? ContentSizeCategory.allCases, scale: scale,
                               web: webOptions)
        let progress = Progress(total: strings.strings.count, enabled: !json && isTerminal(2))
        let result = engine.run(strings.strings, workers: workers, progress: progress.update, recordsLayouts: json && all)
        progress.finish()
        var accepted = Baseline()
        if let baseline {
            switch Baseline.read(file: baseline) {
            case .success(let known): accepted = known
            case .failure(let error):
                FileHandleStandardError.write(error.description + "\n")
                inputFailed = true
            }
        }
        let newFindings = result.findings.filter { !accepted.accepts($0) }
        let groups = json || sarif != nil || out != nil ? engine.groups(result, workers: workers) : []
        if let out {
            do {
                let cropped = try FitReport(result: result, rules: rules, baseline: accepted, groups: groups).write(to: out, force: force)
                if !cropped.isEmpty {
                    // On standard error, so it is seen with --json too.
                    FileHandleStandardError.write("typeset: warning: \(cropped.count) picture\(cropped.count == 1 ? " is" : "s are") cropped at the picture size limit "
                        + "(\(PictureLimits.maximumSide) px a side, 64 megapixels), the first \(out)/\(cropped[0]); their cards say so\n")
                }
            } catch {
                if error.kind == .refused { throw RefusedError("cannot write the report: \(error)") }
                throw InputError("cannot write the report: \(error)")
            }
        }
        if let sarif {
            do {
                let file = try FitOutputFile.create(sarif)
                var writer = JSONStream(sink: file.write)
                FitSARIF.write(groups, baseline: accepted, to: &writer)
                try file.finish()
            } catch {
                throw InputError("cannot write the SARIF log: \(error)")
            }
        }
        if let writeBudgets {
            do {
                try FileSystem.replaceDirectory(writeBudgets, with: budgetFiles(engine: engine, strings: strings.strings, read: read), force: force)
            } catch {
                if error.kind == .refused { throw RefusedError("cannot write the budgets: \(error)") }
                throw InputError("cannot write the budgets: \(error)")
            }
        }
        let nothingChecked = result.strings == 0 && !allowEmpty
        if json {
            let output = FitOutputFile.standardOutput()
            var writer = JSONStream(sink: output.write)
            FitJSONOutput.write(result, groups: groups, newFindings: newFindings.count, unmatched: strings.unmatched, baseline: accepted,
                                rules: rules, layouts: all, to: &writer)
            do { try output.finish() } catch { throw InputError("\(error)") }
        } else {
            printOutput(summary(result, new: newFindings, accepted: result.findings.count - newFindings.count, unmatched: strings.unmatched,
                          inputFailed: inputFailed, groups: groups.count))
        }
        if nothingChecked {
            FileHandleStandardError.write("typeset: error: no string was checked (no catalogue string matched a rule and a locale); --allow-empty passes such a run\n")
        }
        if inputFailed || !newFindings.isEmpty || nothingChecked { throw ExitCode(1) }
    }

    /// budgets.csv, budgets.json and annotated copies of the XLIFF and .xcstrings inputs.
    func budgetFiles(engine: FitEngine, strings: [FitString], read: CatalogReadResult) -> [(path: String, bytes: [UInt8])] {
        let budgets = engine.budgets(strings, workers: workers).compactMap { $0 }
        var files: [(path: String, bytes: [UInt8])] = [("budgets.csv", FitBudgetFiles.csv(budgets)), ("budgets.json", FitBudgetFiles.json(budgets))]
        // Each file's own strings' budgets (by key, variant and locale; each once).
        var perFile: [String: [String: FitBudget]] = [:]
        for budget in budgets {
            perFile[budget.location.file, default: [:]]["\(budget.key)\u{1F}\(budget.variant ?? "")\u{1F}\(budget.locale)"] = budget
        }
        for file in read.files where file.format == .xliff || file.format == .xcstrings {
            let table = perFile[file.path] ?? [:]
            var byKey: [String: [FitBudget]] = [:]
            for budget in table.values.sorted(by: { ($0.key, $0.locale, $0.variant ?? "") < ($1.key, $1.locale, $1.variant ?? "") }) {
                byKey[budget.key, default: []].append(budget)
            }
            guard case .success(let bytes) = FileSystem.read(file.path, kind: .catalogue) else { continue }
            let annotated: Result<[UInt8], BudgetAnnotation.Failure>
            if file.format == .xliff {
                annotated = BudgetAnnotation.xliff(bytes: bytes, file: file.path) { key, variant, locale in
                    table["\(key)\u{1F}\(variant ?? "")\u{1F}\(locale)"].map {
                        BudgetAnnotation.UnitBudget(maxWidth: $0.maxWidth, fontFamily: $0.fontFamily, pointSize: $0.pointSize)
                    }
                }
            } else {
                annotated = BudgetAnnotation.xcstrings(bytes: bytes, file: file.path) { key in
                    guard let entries = byKey[key], let first = entries.first else { return nil }
                    let parts = entries.map { b in
                        "\(b.locale)\(b.variant.map { " " + $0 } ?? "") \(Fit.points(b.maxWidth)) pt" + (b.fits ? "" : " (now \(Fit.points(b.textWidth)) pt)")
                    }
                    return "typeset fit budget, one line at \(first.category.rawValue) (\(Fit.points(first.pointSize)) pt): " + parts.joined(separator: ", ")
                }
            }
            switch annotated {
            case .success(let bytes): files.append((Fit.relativeCopyPath(file.path), bytes))
            case .failure(let failure): FileHandleStandardError.write(failure.description + "\n")
            }
        }
        return files
    }

    /// Where the copy of an input goes inside the budgets folder: its path without a leading
    /// `/`, `./` or `../`s.
    static func relativeCopyPath(_ path: String) -> String {
        var parts = path.split(separator: "/").map(String.init).filter { $0 != "." && !$0.isEmpty }
        while parts.first == ".." { parts.removeFirst() }
        return parts.filter { $0 != ".." }.joined(separator: "/")
    }

    /// A point size for people: at most two decimals.
    static func points(_ value: Double) -> String { NumberText.shortest((value * 100).rounded() / 100) }

    func summary(_ result: FitResult, new: [Finding], accepted: Int, unmatched: Int, inputFailed: Bool, groups: Int) -> String {
        var lines: [String] = []
        let rate = result.seconds > 0 ? Int(Double(result.measurements) / result.seconds) : 0
        lines.append("typeset fit: \(result.measurements) layouts of \(result.strings) strings in \(NumberText.decimals(result.seconds, places: 2)) s (\(rate) per second)")
        if unmatched > 0 { lines.append("\(unmatched) strings match no rule of the layout and were not checked") }
        if result.findings.isEmpty {
            // Only a complete check may say that everything fits.
            if inputFailed {
                lines.append("no finding in what could be read, but some input could not be read (errors above): the check is incomplete")
            } else if result.strings == 0 {
                lines.append("no string was checked")
            } else {
                lines.append("every string fits")
            }
        } else {
            lines.append("\(result.findings.count) findings\(groups > 0 ? " in \(groups) strings x locales x variants" : ""), \(new.count) new\(accepted > 0 ? ", \(accepted) in the baseline" : "")")
            for finding in new.prefix(40) {
                let unit = finding.scale == nil ? "pt" : "px"
                let limit = finding.maxLines > 0 ? "\(finding.lineCount) lines > \(finding.maxLines)" : ""
                let height = finding.maxHeight.map { "\(NumberText.shortest(finding.height)) \(unit) > \($0 == $0.rounded() ? String(Int($0)) : NumberText.shortest($0)) \(unit)" } ?? ""
                let what = [finding.reasons.contains(.lines) ? limit : "", finding.reasons.contains(.height) ? height : ""].filter { !$0.isEmpty }.joined(separator: ", ")
                lines.append("\(finding.location): \(finding.key) [\(finding.locale)\(finding.variant.map { " \($0)" } ?? "")] \(finding.textSize) \(Fit.points(finding.pointSize)) \(unit) in \(NumberText.shortest(finding.width)) \(unit): \(what)")
            }
            if new.count > 40 { lines.append("... and \(new.count - 40) more (--json or --out for all)") }
        }
        if let out { lines.append("report: \(out)/index.html") }
        return lines.joined(separator: "\n")
    }
}

/// A progress bar on standard error for long runs in a terminal.
final class Progress: Sendable {
    let total: Int
    let enabled: Bool
    private let shown = Locked<Int>(-1)

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled && total >= 20_000
    }

    func update(_ done: Int) {
        guard enabled, total > 0 else { return }
        let percent = min(100, done * 100 / total)
        shown.withLock { shown in
            guard percent != shown else { return }
            shown = percent
            let bar = String(repeating: "#", count: percent / 4) + String(repeating: ".", count: 25 - percent / 4)
            FileHandleStandardError.writeRaw("\r[\(bar)] \(percent)% of \(total) strings")
        }
    }

    func finish() {
        if enabled, shown.withLock({ $0 }) >= 0 { FileHandleStandardError.write("\n") }
    }
}

/// Whether file descriptor `fd` is a terminal.
func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }
