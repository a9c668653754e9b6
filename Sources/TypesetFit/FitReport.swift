// The report of `typeset fit --out DIR`: a static page, most severe first, with a picture of each
// failing string at its size (the lines, the allowed box, what falls outside it), filterable by
// locale and text size.

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

    /// A report.
    public init(result: FitResult, rules: [ResolvedRule?], baseline: Baseline = Baseline(), pictureLimit: Int = 400, scale: Double = 2) {
        self.result = result
        self.rules = rules
        self.baseline = baseline
        self.pictureLimit = pictureLimit
        self.scale = scale
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

    /// The allowed height of a finding's text, points: `maxLines` lines and `maxHeight`, whichever is less.
    static func allowedHeight(_ finding: Finding, typesetter: Typesetter) -> Double? {
        var allowed: Double? = nil
        if finding.maxLines > 0 { allowed = typesetter.geometry.totalHeight(lines: finding.maxLines) }
        if let limit = finding.maxHeight { allowed = min(allowed ?? limit, limit) }
        return allowed
    }

    /// A picture of a finding: the whole text at its size and width, line boxes and baselines,
    /// the allowed box outlined, and what lies below it tinted red.
    public func picture(_ finding: Finding) -> RGBABitmap? {
        guard finding.rule >= 0, finding.rule < rules.count, let rule = rules[finding.rule] else { return nil }
        let resolved = rule.style.resolved(scale: scale, category: finding.category)
        let typesetter = Typesetter(stack: rule.stack, style: resolved, language: finding.language)
        let picture = ParagraphPicture(text: finding.text, typesetter: typesetter, width: finding.width, scale: scale,
                                       guides: [.lineBoxes, .baselines, .frame])
        var bitmap = picture.render()
        let canvas = picture.canvas
        if let allowed = FitReport.allowedHeight(finding, typesetter: typesetter) {
            let y = canvas.frame.y + Int((allowed * scale).rounded())
            let red = Color(rgb: 0xD32F2F)
            if y < canvas.height {
                bitmap.fill(PixelRect(x: canvas.frame.x, y: y, width: canvas.frame.width, height: max(0, canvas.frame.y + canvas.frame.height - y)),
                            color: Color(rgb: 0xD32F2F, alpha: 48))
            }
            for row in [y - 1, y] { bitmap.horizontalLine(y: row, from: 0, to: canvas.width - 1, color: red) }
        }
        return bitmap
    }

    /// The page and its pictures (paths relative to the report folder).
    public func files() -> [(path: String, bytes: [UInt8])] {
        let findings = ordered
        var files: [(path: String, bytes: [UInt8])] = []
        var rows: [String] = []
        for (number, finding) in findings.enumerated() {
            var image = ""
            if number < pictureLimit, let bitmap = picture(finding) {
                let path = "images/finding-\(number + 1).png"
                files.append((path, PNG.encode(bitmap)))
                image = "<img src=\"\(path)\" alt=\"\(QuotedText.html(finding.key)) at \(finding.category.rawValue)\" width=\"\(bitmap.width / Int(scale))\">"
            }
            rows.append(row(finding, known: baseline.accepts(finding), image: image))
        }
        files.append(("index.html", Array(page(findings: findings, rows: rows).utf8)))
        return files
    }

    /// Writes the report into `directory` (nothing half-written), replacing only what Typeset
    /// wrote there before: a folder that holds other files is refused unless `force` is set, and
    /// even then nothing but Typeset's own files is replaced or removed.
    public func write(to directory: String, force: Bool = false) throws(FileFailure) {
        try FileSystem.replaceDirectory(directory, with: files(), force: force)
    }

    func row(_ finding: Finding, known: Bool, image: String) -> String {
        let limits = [finding.maxLines > 0 ? "\(finding.lineCount) lines of \(finding.maxLines)" : "\(finding.lineCount) lines",
                      finding.maxHeight.map { "\(NumberText.shortest(finding.height)) pt of \(NumberText.shortest($0)) pt" }]
            .compactMap { $0 }.joined(separator: "<br>")
        return """
        <tr data-locale="\(QuotedText.html(finding.locale))" data-category="\(finding.category.rawValue)" class="\(known ? "known" : "new")">
        <td class="what"><code>\(QuotedText.html(finding.key))</code>\(finding.variant.map { " <span class=variant>\(QuotedText.html($0))</span>" } ?? "")<br>\
        <span class="locale">\(QuotedText.html(finding.locale))</span> · \(finding.category.rawValue) · \(NumberText.shortest((finding.pointSize * 100).rounded() / 100)) pt · \(NumberText.shortest(finding.width)) pt wide<br>\
        <span class="limits">\(limits)</span>\(known ? "<br><span class=known-tag>in baseline</span>" : "")<br>\
        <span class="style">\(QuotedText.html(finding.style))</span> <span class="source">\(QuotedText.html(finding.location.description))</span></td>
        <td class="text" dir="auto">\(QuotedText.html(finding.text))</td>
        <td class="picture">\(image)</td>
        </tr>
        """
    }

    func page(findings: [Finding], rows: [String]) -> String {
        let locales = Array(Set(findings.map(\.locale))).sorted()
        let categories = ContentSizeCategory.allCases.filter { category in findings.contains { $0.category == category } }
        let newCount = findings.filter { !baseline.accepts($0) }.count
        let options = { (values: [String]) in values.map { "<option value=\"\(QuotedText.html($0))\">\(QuotedText.html($0))</option>" }.joined() }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>typeset fit: \(findings.count) findings</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
        h1 { font-size: 20px; }
        table { border-collapse: collapse; width: 100%; }
        td { border-top: 1px solid #ddd; padding: 8px; vertical-align: top; }
        td.what { width: 28%; }
        td.text { width: 24%; white-space: pre-wrap; }
        .variant, .locale { font-weight: 600; }
        .style, .source { color: #777; font-size: 12px; }
        .known { opacity: 0.6; }
        .known-tag { color: #777; }
        .filters { margin: 12px 0; }
        </style>
        </head>
        <body>
        <h1>typeset fit</h1>
        <p>\(result.measurements) layouts of \(result.strings) strings in \(NumberText.decimals(result.seconds, places: 2)) s: \
        \(findings.count) findings, \(newCount) not in the baseline. Most severe first; a picture shows the whole text at its size and width, \
        the allowed lines outlined in red and what falls outside them tinted.</p>
        <div class="filters">
        <label>Locale <select id="locale"><option value="">all</option>\(options(locales))</select></label>
        <label>Text size <select id="category"><option value="">all</option>\(options(categories.map(\.rawValue)))</select></label>
        <label><input type="checkbox" id="onlyNew"> only new</label>
        </div>
        <table id="findings">
        \(rows.joined(separator: "\n"))
        </table>
        <script>
        (function () {
          var locale = document.getElementById("locale");
          var category = document.getElementById("category");
          var onlyNew = document.getElementById("onlyNew");
          function apply() {
            var rows = document.querySelectorAll("#findings tr");
            for (var i = 0; i < rows.length; i++) {
              var row = rows[i];
              var show = (!locale.value || row.getAttribute("data-locale") === locale.value)
                && (!category.value || row.getAttribute("data-category") === category.value)
                && (!onlyNew.checked || row.className === "new");
              row.style.display = show ? "" : "none";
            }
          }
          locale.addEventListener("change", apply);
          category.addEventListener("change", apply);
          onlyNew.addEventListener("change", apply);
        })();
        </script>
        </body>
        </html>

        """
    }
}
