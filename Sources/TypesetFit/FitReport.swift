// The report of `typeset fit --out DIR`: a static page that answers first (a matrix of locales x
// text sizes), then one card per string x locale x variant, most severe first, with the sizes and
// widths it fails at, a suggestion and one picture (its smallest failing layout), filterable by
// locale, text size and newness, paginated so that 10,000 findings stay a small page.

import Typeset
import TypesetRender
import TypesetSupport

/// Writes the HTML report of a run.
public struct FitReport: Sendable {
    /// The run's findings.
    public var result: FitResult
    /// The rules the findings refer to.
    public var rules: [ResolvedRule?]
    /// Findings an earlier run accepted (marked "known" in the report).
    public var baseline: Baseline
    /// Pictures are drawn for the most severe findings, at most this many.
    public var pictureLimit: Int
    /// Device pixels per point of the pictures.
    public var scale: Double
    /// The findings grouped by string, locale and variant, with their suggestions.
    public var groups: [FindingGroup]
    /// Cards per page.
    public var pageSize: Int

    /// A report; without `groups`, the findings are grouped with an engine of `rules` at every
    /// content size category.
    public init(result: FitResult, rules: [ResolvedRule?], baseline: Baseline = Baseline(), groups: [FindingGroup]? = nil,
                pictureLimit: Int = 400, scale: Double = 2, pageSize: Int = 50) {
        self.result = result
        self.rules = rules
        self.baseline = baseline
        self.pictureLimit = pictureLimit
        self.scale = scale
        self.pageSize = max(1, pageSize)
        self.groups = groups ?? FitEngine(rules: rules, web: result.web).groups(result.findings)
    }

    /// How far a finding is past its limits: the larger of the line and height overflow ratios.
    public static func severity(_ finding: Finding) -> Double {
        var severity = 0.0
        if finding.maxLines > 0 { severity = max(severity, Double(finding.lineCount - finding.maxLines) / Double(finding.maxLines)) }
        if let limit = finding.maxHeight, limit > 0 { severity = max(severity, (finding.height - limit) / limit) }
        return severity
    }

    /// The findings, most severe first (then by key, locale, category, width).
    public var ordered: [Finding] {
        result.findings.enumerated().sorted { a, b in
            let sa = FitReport.severity(a.element), sb = FitReport.severity(b.element)
            return sa != sb ? sa > sb : a.offset < b.offset
        }.map(\.element)
    }

    /// The groups, most severe first (then by key, locale and variant).
    public var orderedGroups: [FindingGroup] {
        let severities = groups.map(\.severity)
        return groups.indices.sorted { a, b in severities[a] != severities[b] ? severities[a] > severities[b] : a < b }.map { groups[$0] }
    }

    /// The allowed height of a finding's text, points: `maxLines` lines and `maxHeight`, whichever is less.
    static func allowedHeight(_ finding: Finding, typesetter: Typesetter) -> Double? {
        var allowed: Double? = nil
        if finding.maxLines > 0 { allowed = typesetter.geometry.totalHeight(lines: finding.maxLines) }
        if let limit = finding.maxHeight { allowed = min(allowed ?? limit, limit) }
        return allowed
    }

    /// A picture of a finding: the whole text at its size and width, line boxes and baselines,
    /// the allowed lines outlined in red, and what lies below them tinted red.
    public func picture(_ finding: Finding) -> RGBABitmap? { drawing(finding)?.bitmap }

    /// ``picture(_:)`` and, when the text is larger than ``PictureLimits`` allow, the note that
    /// says the picture is cropped to them (the picture shows the top of the text).
    public func drawing(_ finding: Finding) -> (bitmap: RGBABitmap, cropNote: String?)? {
        var instances = PictureFonts()
        return drawing(finding, instances: &instances)
    }

    /// The fonts of the pictures, by rule, at each instance they have needed: made once for all
    /// the pictures of a report.
    struct PictureFonts {
        /// A rule's fonts at the instances of its styles (by the instance's user coordinates).
        var styled: [Int: [[[VariationSetting]]: StyledFonts]] = [:]
        /// A rule's fonts at the instance of each web text scale (by the percentage).
        var web: [Int: [Int: FontStack]] = [:]
    }

    /// ``drawing(_:)`` in fonts kept in `instances` (a variable font's instance made once).
    func drawing(_ finding: Finding, instances: inout PictureFonts) -> (bitmap: RGBABitmap, cropNote: String?)? {
        guard finding.rule >= 0, finding.rule < rules.count, let rule = rules[finding.rule] else { return nil }
        let typesetter: Typesetter
        if let percent = finding.scale {
            // On the web: the web typesetter's fonts, size and spacing, lines at the CSS line height.
            let css = rule.webCSS(scale: percent, textSpacing: result.web?.textSpacing)
            let fonts = instances.web[finding.rule, default: [:]][percent] ?? rule.stack.instanced(for: rule.style, fontSize: css.fontSize)
            instances.web[finding.rule, default: [:]][percent] = fonts
            let web = rule.webTypesetter(css, language: finding.language, fonts: fonts).typesetter
            typesetter = Typesetter(stack: web.stack, pointSize: web.pointSize, lineHeight: finding.lineHeight, letterSpacing: web.letterSpacing,
                                    scale: scale, features: web.features, language: web.language, wordSpacing: web.wordSpacing)
        } else {
            let resolved = rule.style.resolved(scale: scale, category: finding.category)
            let settings = rule.stack.instanceSettings(for: resolved)
            let fonts = instances.styled[finding.rule, default: [:]][settings]?.restyled(resolved) ?? StyledFonts(resolved, stack: rule.stack)
            instances.styled[finding.rule, default: [:]][settings] = fonts
            typesetter = Typesetter(fonts: fonts, language: finding.language)
        }
        let picture = ParagraphPicture(text: finding.text, typesetter: typesetter, width: finding.width, scale: scale,
                                       guides: [.lineBoxes, .baselines, .frame])
        var bitmap = picture.render()
        let canvas = picture.canvas
        if let allowed = FitReport.allowedHeight(finding, typesetter: typesetter) {
            let y = canvas.frame.y &+ Int(clamping: (allowed * scale).rounded(), to: -(1 << 20)...(1 << 20))
            let red = Color(rgb: 0xD32F2F)
            if y < canvas.height {
                bitmap.fill(PixelRect(x: canvas.frame.x, y: y, width: canvas.frame.width, height: max(0, canvas.frame.y + canvas.frame.height - y)),
                            color: Color(rgb: 0xD32F2F, alpha: 48))
            }
            let top = canvas.frame.y, left = canvas.frame.x, right = canvas.frame.x + canvas.frame.width - 1
            for row in [top, top + 1, y - 1, y] { bitmap.horizontalLine(y: row, from: left, to: right, color: red) }
            for column in [left, left + 1, right - 1, right] { bitmap.verticalLine(x: column, from: top, to: y, color: red) }
        }
        let cropNote = canvas.sizeProblem.map { _ in
            "Picture cropped to \(bitmap.width) × \(bitmap.height) px, the picture size limit (\(PictureLimits.maximumSide) px a side, "
                + "64 megapixels): the text is \(FitReport.pixels(finding.width, scale: scale)) × \(FitReport.pixels(finding.height, scale: scale)) px at scale \(NumberText.shortest(scale))"
        }
        return (bitmap, cropNote)
    }

    /// Points as whole device pixels, for notes (any number).
    static func pixels(_ points: Double, scale: Double) -> String {
        let value = (points * scale).rounded(.up)
        return value.isFinite ? NumberText.decimals(value, places: 0) : "\(value)"
    }

    /// The page and its pictures (paths relative to the report folder): one picture per group,
    /// for the `pictureLimit` most severe.
    public func files() -> [(path: String, bytes: [UInt8])] { filesAndCrops().files }

    /// ``files()`` and the pictures among them cropped at the picture size limit (their paths).
    public func filesAndCrops() -> (files: [(path: String, bytes: [UInt8])], cropped: [String]) {
        var cropped: [String] = []
        let ordered = orderedGroups
        var files: [(path: String, bytes: [UInt8])] = []
        var cards: [Card] = []
        cards.reserveCapacity(ordered.count)
        var instances = PictureFonts()
        for (number, group) in ordered.enumerated() {
            var card = Card(group: group, isNew: group.isNew(in: baseline), unit: result.web == nil ? "pt" : "px")
            if number < pictureLimit, let (bitmap, cropNote) = drawing(group.representative, instances: &instances) {
                card.image = "images/group-\(number + 1).png"
                card.imageWidth = bitmap.width / max(1, Int(scale))
                card.cropNote = cropNote ?? ""
                if cropNote != nil { cropped.append(card.image) }
                files.append((card.image, PNG.encode(bitmap)))
            }
            cards.append(card)
        }
        files.append(("index.html", Array(page(cards).utf8)))
        return (files, cropped)
    }

    /// Writes the report into `directory` (nothing half-written), replacing only what Typeset
    /// wrote there before: a folder that holds other files is refused unless `force` is set, and
    /// even then nothing but Typeset's own files is replaced or removed.
    /// Returns the paths of the pictures cropped at the picture size limit.
    @discardableResult
    public func write(to directory: String, force: Bool = false) throws(FileFailure) -> [String] {
        let made = filesAndCrops()
        try FileSystem.replaceDirectory(directory, with: made.files, force: force)
        return made.cropped
    }

    /// What a card shows.
    struct Card {
        var group: FindingGroup
        var isNew: Bool
        /// `pt` on iOS, `px` on the web.
        var unit = "pt"
        var image = ""
        var imageWidth = 0
        /// Says that the picture is cropped at the picture size limit; empty when it is whole.
        var cropNote = ""

        /// "3 lines of 2 · 64 pt of 60 pt" for the smallest failing layout.
        var limits: String {
            let finding = group.representative
            return [finding.maxLines > 0 ? "\(finding.lineCount) lines of \(finding.maxLines)" : nil,
                    finding.maxHeight.map { "\(NumberText.shortest(finding.height)) \(unit) of \(NumberText.shortest($0)) \(unit)" }]
                .compactMap { $0 }.joined(separator: " · ")
        }

        var fitsUpTo: String {
            let s = group.suggestion
            guard let name = s.largestFittingScale.map({ "\($0)%" }) ?? s.largestFittingCategory?.rawValue, let size = s.largestFittingPointSize else {
                return "Fails at every checked size"
            }
            return "Fits up to \(name) (\(FitSuggestion.points(size)) \(unit))"
        }

        var widthsNeeded: [(String, String)] {
            group.suggestion.widthsNeeded.map { ($0.textSize, $0.width.map { FitSuggestion.points($0) + " " + unit } ?? "none fits") }
        }

        /// The card's data for the page's script: every value a JSON string or number.
        func json() -> String {
            let g = group
            let fields: [String] = [
                FitReport.scriptJSON(g.key), FitReport.scriptJSON(g.variant ?? ""), FitReport.scriptJSON(g.locale),
                "[" + g.textSizes.map { FitReport.scriptJSON($0) }.joined(separator: ",") + "]",
                FitReport.scriptJSON(g.widths.map { NumberText.shortest($0) + " " + unit }.joined(separator: ", ")),
                FitReport.scriptJSON(g.representative.textSize + " (" + FitSuggestion.points(g.representative.pointSize) + " \(unit)) in "
                                     + NumberText.shortest(g.representative.width) + " " + unit),
                FitReport.scriptJSON(limits), FitReport.scriptJSON(fitsUpTo),
                "[" + widthsNeeded.map { "[" + FitReport.scriptJSON($0.0) + "," + FitReport.scriptJSON($0.1) + "]" }.joined(separator: ",") + "]",
                String(g.suggestion.charactersOver), FitReport.scriptJSON(g.text), FitReport.scriptJSON(g.location.description),
                FitReport.scriptJSON(g.style), isNew ? "1" : "0", FitReport.scriptJSON(image), String(imageWidth), String(g.findings.count),
                FitReport.scriptJSON(cropNote),
            ]
            return "[" + fields.joined(separator: ",") + "]"
        }

        /// The same card as HTML (the first page, shown before any filter is used).
        func html() -> String {
            let g = group
            let sizes = g.textSizes.map { "<span class=\"size\">\($0)</span>" }.joined(separator: " ")
            let needs = widthsNeeded.map { "<span class=\"need\">\($0.0): \(QuotedText.html($0.1))</span>" }.joined(separator: " ")
            let picture = image.isEmpty ? "" : "<img src=\"\(QuotedText.html(image))\" alt=\"\(QuotedText.html(g.key)) at \(g.representative.textSize)\" width=\"\(imageWidth)\">"
            return """
            <section class="card \(isNew ? "new" : "known")">
            <div class="what"><code>\(QuotedText.html(g.key))</code>\(g.variant.map { " <span class=\"variant\">\(QuotedText.html($0))</span>" } ?? "") \
            <span class="locale">\(QuotedText.html(g.locale))</span>\(isNew ? "" : " <span class=\"known-tag\">in baseline</span>")</div>
            <div class="source">\(QuotedText.html(g.location.description)) · \(QuotedText.html(g.style)) · \(g.findings.count) findings</div>
            <div class="text" dir="auto">\(QuotedText.html(g.text))</div>
            <div class="facts">First fails at <b>\(QuotedText.html(g.representative.textSize + " (" + FitSuggestion.points(g.representative.pointSize) + " \(unit)) in " + NumberText.shortest(g.representative.width) + " " + unit))</b>: \
            \(QuotedText.html(limits)).<br>Fails at \(sizes) in \(QuotedText.html(g.widths.map { NumberText.shortest($0) + " " + unit }.joined(separator: ", "))).</div>
            <div class="fix"><b>\(QuotedText.html(fitsUpTo))</b> · about <b>\(g.suggestion.charactersOver)</b> characters over the budget · width needed: \(needs)</div>
            \(picture)\(cropNote.isEmpty ? "" : "\n<div class=\"crop\">\(QuotedText.html(cropNote))</div>")
            </section>
            """
        }
    }

    /// A JSON string that is also safe inside a `<script>` element: `<`, `>`, `&` and the line
    /// and paragraph separators as `\\u` escapes.
    static func scriptJSON(_ text: String) -> String {
        var out = ""
        for scalar in QuotedText.json(text).unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The summary matrix: findings per locale and text size, each cell a filter.
    func matrix(locales: [String], categories: [String]) -> String {
        var counts: [String: Int] = [:]
        for finding in result.findings { counts[finding.locale + "\u{1F}" + finding.textSize, default: 0] += 1 }
        let most = max(1, counts.values.max() ?? 1)
        var rows = ["<tr><th>locale</th>" + categories.map { "<th>\($0)</th>" }.joined() + "</tr>"]
        for locale in locales {
            var cells = "<tr><th>\(QuotedText.html(locale))</th>"
            for category in categories {
                let count = counts[locale + "\u{1F}" + category] ?? 0
                if count == 0 {
                    cells += "<td class=\"zero\">0</td>"
                } else {
                    // Lightness from 92% (one finding) to 45% (the most in any cell).
                    let lightness = 92 - Int((47 * Double(count) / Double(most)).rounded())
                    let ink = lightness < 65 ? "#fff" : "#222"
                    cells += "<td><button class=\"cell\" style=\"background:hsl(0,70%,\(lightness)%);color:\(ink)\" data-locale=\"\(QuotedText.html(locale))\" "
                        + "data-category=\"\(category)\">\(count)</button></td>"
                }
            }
            rows.append(cells + "</tr>")
        }
        return "<table class=\"matrix\">\n" + rows.joined(separator: "\n") + "\n</table>"
    }

    func page(_ cards: [Card]) -> String {
        let locales = Array(Set(groups.map(\.locale))).sorted()
        let categories = result.web.map { web in web.scales.filter { scale in groups.contains { $0.scales.contains(scale) } }.map { "\($0)%" } }
            ?? ContentSizeCategory.allCases.filter { category in groups.contains { $0.categories.contains(category) } }.map(\.rawValue)
        let newCount = result.findings.filter { !baseline.accepts($0) }.count
        let options = { (values: [String]) in values.map { "<option value=\"\(QuotedText.html($0))\">\(QuotedText.html($0))</option>" }.joined() }
        var data = "["
        for (index, card) in cards.enumerated() {
            if index > 0 { data += ",\n" }
            data += card.json()
        }
        data += "]"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>typeset fit: \(result.findings.count) findings in \(groups.count) strings</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; max-width: 1100px; }
        h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 24px; }
        table.matrix { border-collapse: collapse; }
        .matrix th, .matrix td { padding: 2px 4px; text-align: center; font-weight: normal; }
        .matrix th { color: #555; font-size: 12px; }
        .matrix td.zero { color: #bbb; }
        button.cell { border: 0; border-radius: 3px; min-width: 44px; padding: 4px; cursor: pointer; font: inherit; }
        .card { border-top: 1px solid #ddd; padding: 12px 0; }
        .card.known { opacity: 0.6; }
        .what { font-size: 15px; } .variant, .locale { font-weight: 600; }
        .source { color: #777; font-size: 12px; }
        .text { white-space: pre-wrap; margin: 6px 0; padding: 6px; background: #f6f6f6; }
        .size, .need { display: inline-block; background: #eee; border-radius: 3px; padding: 0 4px; margin: 1px; font-size: 12px; }
        .fix { margin: 4px 0 8px; color: #1b5e20; }
        .known-tag { color: #777; font-size: 12px; }
        .crop { color: #b71c1c; font-weight: 600; margin: 4px 0; }
        .filters, .pages { margin: 12px 0; }
        </style>
        </head>
        <body>
        <h1>typeset fit</h1>
        <p>\(result.measurements) layouts of \(result.strings) strings in \(NumberText.decimals(result.seconds, places: 2)) s: \
        \(result.findings.count) findings in \(groups.count) strings x locales x variants, \(newCount) findings not in the baseline.</p>
        <h2>Findings by locale and text size</h2>
        \(matrix(locales: locales, categories: categories))
        <h2>Strings that do not fit, most severe first</h2>
        <p>One card per string, locale and variant: the text sizes and widths at which it fails, a suggestion computed with the same \
        layout engine, and a picture of its smallest failing layout with the allowed lines outlined in red.</p>
        <div class="filters">
        <label>Locale <select id="locale"><option value="">all</option>\(options(locales))</select></label>
        <label>Text size <select id="category"><option value="">all</option>\(options(categories))</select></label>
        <label><input type="checkbox" id="onlyNew"> only new</label>
        <span id="shown">\(cards.count) strings</span>
        </div>
        <div id="cards">
        \(cards.prefix(pageSize).map { $0.html() }.joined(separator: "\n"))
        </div>
        <div class="pages"><button id="previous">previous</button> <span id="pageLabel">page 1 of \(max(1, (cards.count + pageSize - 1) / pageSize))</span> <button id="next">next</button></div>
        <script type="application/json" id="data">\(data)</script>
        <script>
        (function () {
          var cards = JSON.parse(document.getElementById("data").textContent);
          var pageSize = \(pageSize), page = 0, shown = cards;
          var locale = document.getElementById("locale"), category = document.getElementById("category");
          var onlyNew = document.getElementById("onlyNew"), box = document.getElementById("cards");
          function add(parent, tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            parent.appendChild(node);
            return node;
          }
          function card(c) {
            var section = document.createElement("section");
            section.className = "card " + (c[13] ? "new" : "known");
            var what = add(section, "div", "what");
            add(what, "code", "", c[0]);
            if (c[1]) { what.appendChild(document.createTextNode(" ")); add(what, "span", "variant", c[1]); }
            what.appendChild(document.createTextNode(" "));
            add(what, "span", "locale", c[2]);
            if (!c[13]) { what.appendChild(document.createTextNode(" ")); add(what, "span", "known-tag", "in baseline"); }
            add(section, "div", "source", c[11] + " · " + c[12] + " · " + c[16] + " findings");
            add(section, "div", "text", c[10]).dir = "auto";
            var facts = add(section, "div", "facts");
            facts.appendChild(document.createTextNode("First fails at "));
            add(facts, "b", "", c[5]);
            facts.appendChild(document.createTextNode(": " + c[6] + "."));
            add(facts, "br");
            facts.appendChild(document.createTextNode("Fails at "));
            for (var i = 0; i < c[3].length; i++) { add(facts, "span", "size", c[3][i]); facts.appendChild(document.createTextNode(" ")); }
            facts.appendChild(document.createTextNode("in " + c[4] + "."));
            var fix = add(section, "div", "fix");
            add(fix, "b", "", c[7]);
            fix.appendChild(document.createTextNode(" · about "));
            add(fix, "b", "", String(c[9]));
            fix.appendChild(document.createTextNode(" characters over the budget · width needed: "));
            for (var j = 0; j < c[8].length; j++) { add(fix, "span", "need", c[8][j][0] + ": " + c[8][j][1]); fix.appendChild(document.createTextNode(" ")); }
            if (c[14]) {
              var img = add(section, "img");
              img.src = c[14]; img.width = c[15]; img.alt = c[0] + " at " + c[3][0];
            }
            if (c[17]) { add(section, "div", "crop", c[17]); }
            return section;
          }
          function render() {
            var pages = Math.max(1, Math.ceil(shown.length / pageSize));
            page = Math.min(Math.max(0, page), pages - 1);
            while (box.firstChild) box.removeChild(box.firstChild);
            var slice = shown.slice(page * pageSize, (page + 1) * pageSize);
            for (var i = 0; i < slice.length; i++) box.appendChild(card(slice[i]));
            document.getElementById("pageLabel").textContent = "page " + (page + 1) + " of " + pages;
            document.getElementById("shown").textContent = shown.length + " strings";
          }
          function apply() {
            shown = cards.filter(function (c) {
              return (!locale.value || c[2] === locale.value)
                && (!category.value || c[3].indexOf(category.value) >= 0)
                && (!onlyNew.checked || c[13] === 1);
            });
            page = 0;
            render();
          }
          locale.addEventListener("change", apply);
          category.addEventListener("change", apply);
          onlyNew.addEventListener("change", apply);
          document.getElementById("previous").addEventListener("click", function () { page -= 1; render(); });
          document.getElementById("next").addEventListener("click", function () { page += 1; render(); });
          var cells = document.querySelectorAll("button.cell");
          for (var k = 0; k < cells.length; k++) {
            cells[k].addEventListener("click", function (event) {
              locale.value = event.currentTarget.getAttribute("data-locale");
              category.value = event.currentTarget.getAttribute("data-category");
              apply();
              box.scrollIntoView();
            });
          }
        })();
        </script>
        </body>
        </html>

        """
    }
}
