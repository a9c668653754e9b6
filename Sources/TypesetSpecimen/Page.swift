import TypesetFont
import Typeset
import TypesetRender
import TypesetTokens
import TypesetSupport

/// The report page: index of fonts and styles, then one section per style.
struct Page {
    let guide: StyleGuide
    let sections: [StyleSection]
    let options: SpecimenOptions
    /// The fallback fonts that opened, in order (the CJK samples are set in them).
    let fallbacks: [FontRow]

    /// One row of the fonts index.
    struct FontRow {
        var family: String
        var style: String
        var weight: Int
        var path: String
        var index: Int
        var metrics: FontMetrics
    }

    var html: String {
        var h = HTML()
        h.line("<!DOCTYPE html>")
        h.line("<html lang=\"en\">")
        h.line("<head>")
        h.line("<meta charset=\"utf-8\">")
        h.line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        h.element("title", [], "Typeset specimen — \(fileName(guide.file))")
        if sections.contains(where: { $0.live != nil }) {
            // The styles' classes and @font-face rules, as `typeset generate --css` writes them.
            h.line("<link rel=\"stylesheet\" href=\"\(CSSGenerator.fileName)\">")
        }
        h.line("<style>\n\(stylesheet)</style>")
        h.line("</head>")
        h.line("<body>")
        header(&h)
        h.line("<main>")
        contents(&h)
        fonts(&h)
        styleIndex(&h)
        for section in sections { style(section, &h) }
        lint(&h)
        h.line("</main>")
        h.line("<footer>Made by <code>typeset specimen</code> from <code>\(HTML.escape(guide.file))</code>. Images are drawn at 3x by Typeset's own renderer (no hinting, as iOS draws); numbers are for a 3x display at the default content size (L) unless a table says otherwise.</footer>")
        h.line("</body>")
        h.line("</html>")
        return h.text
    }

    func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    func header(_ h: inout HTML) {
        h.line("<header>")
        h.element("h1", [], "Style guide specimen")
        let errors = guide.diagnostics.filter { $0.severity == .error }.count
        let warnings = guide.diagnostics.filter { $0.severity == .warning }.count
        h.element("p", [("class", "meta")], "\(guide.file) · fonts from \(guide.fontDirectory) · \(sections.count) styles · \(errors) errors, \(warnings) warnings")
        h.line("</header>")
    }

    func contents(_ h: inout HTML) {
        h.line("<nav aria-label=\"Contents\">")
        h.element("h2", [("id", "contents")], "Contents")
        h.line("<ol>")
        h.line("<li><a href=\"#fonts\">Fonts</a></li>")
        h.line("<li><a href=\"#styles\">Styles</a></li>")
        for section in sections {
            h.line("<li><a href=\"#\(section.id)\">\(HTML.escape(section.entry.token.name))</a></li>")
        }
        h.line("<li><a href=\"#lint\">Lint</a></li>")
        h.line("</ol>")
        h.line("</nav>")
    }

    func fonts(_ h: inout HTML) {
        h.element("h2", [("id", "fonts")], "Fonts")
        var seen: [String] = []
        h.line("<div class=\"scroll\"><table>")
        h.line("<tr><th>Family</th><th>Style</th><th class=\"n\">Weight</th><th>File</th><th class=\"n\">units/em</th><th class=\"n\">Ascender</th><th class=\"n\">Descender</th><th class=\"n\">Line gap</th><th class=\"n\">Cap height</th><th class=\"n\">x-height</th><th>Line metrics from</th></tr>")
        for section in sections {
            guard let face = section.entry.face else { continue }
            let key = face.path + "#\(face.index)"
            if seen.contains(key) { continue }
            seen.append(key)
            guard let opened = try? FontFace(contentsOfFile: face.path, index: face.index), let m = try? opened.metrics() else { continue }
            row(FontRow(family: face.family, style: face.style, weight: face.weight, path: face.path, index: face.index, metrics: m), &h)
        }
        // The fallback fonts the CJK samples are set in (characters the styles' fonts lack).
        for font in fallbacks where !seen.contains(font.path + "#\(font.index)") {
            seen.append(font.path + "#\(font.index)")
            row(font, &h)
        }
        if sections.contains(where: { $0.entry.face == nil }) {
            h.line("<tr><td>System font (SF)</td><td colspan=\"10\">published metrics: 2048 units/em, ascender 1950, descender −494, cap height 1443</td></tr>")
        }
        h.line("</table></div>")
    }

    func row(_ r: FontRow, _ h: inout HTML) {
        let m = r.metrics
        h.line("<tr><td>\(HTML.escape(r.family))</td><td>\(HTML.escape(r.style))</td><td class=\"n\">\(r.weight)</td><td><code>\(HTML.escape(relative(r.path)))</code>\(r.index > 0 ? " #\(r.index)" : "")</td><td class=\"n\">\(m.unitsPerEm)</td><td class=\"n\">\(m.ascender)</td><td class=\"n\">\(m.descender)</td><td class=\"n\">\(m.leading)</td><td class=\"n\">\(m.capHeight)</td><td class=\"n\">\(m.xHeight)</td><td>\(m.lineMetricsSource.rawValue)</td></tr>")
    }

    /// The fallback fonts' family names, in order ("Noto Sans CJK JP").
    var fallbackNames: String { fallbacks.map(\.family).joined(separator: ", ") }

    func relative(_ path: String) -> String {
        let base = guide.fontDirectory.hasSuffix("/") ? guide.fontDirectory : guide.fontDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    func styleIndex(_ h: inout HTML) {
        h.element("h2", [("id", "styles")], "Styles")
        h.line("<div class=\"scroll\"><table>")
        h.line("<tr><th>Style</th><th>Font</th><th class=\"n\">Size</th><th class=\"n\">Line height</th><th class=\"n\">Kern</th><th>Dynamic Type</th><th class=\"n\">Findings</th></tr>")
        for section in sections {
            let e = section.entry
            let font = e.face.map { "\($0.family) \($0.style)" } ?? "System \(e.systemWeight.rawValue)"
            h.line("<tr><td><a href=\"#\(section.id)\">\(HTML.escape(e.token.name))</a></td><td>\(HTML.escape(font))</td><td class=\"n\">\(shown(e.resolved.pointSize))</td><td class=\"n\">\(shown(e.resolved.lineHeight))</td><td class=\"n\">\(shown(e.resolved.kern))</td><td>\(e.style.dynamicType?.rawValue ?? "—")</td><td class=\"n\">\(section.findings.count)</td></tr>")
        }
        h.line("</table></div>")
    }

    func image(_ picture: Picture, alt: String, _ h: inout HTML) {
        let width = Int((Double(picture.width) / 3).rounded(.up)), height = Int((Double(picture.height) / 3).rounded(.up))
        h.line("<img src=\"\(HTML.escape(picture.path))\" width=\"\(width)\" height=\"\(height)\" alt=\"\(HTML.escape(alt))\">")
    }

    func style(_ section: StyleSection, _ h: inout HTML) {
        let e = section.entry
        let args = section.styleArguments.map { " data-style-args=\"\(HTML.escape($0.joined(separator: "\u{1F}")))\"" } ?? ""
        h.line("<section id=\"\(section.id)\" class=\"style\" data-token=\"\(HTML.escape(e.token.name))\"\(args)>")
        h.element("h2", [], e.token.name)
        let font = e.face.map { "\($0.family) \($0.style) (\(relative($0.path)))" } ?? "System font, \(e.systemWeight.rawValue)"
        var settings = ""
        if !e.style.features.isEmpty { settings += " · OpenType features \(e.style.features.map(\.description).joined(separator: ", "))" }
        if let language = e.style.language { settings += " · language \(language)" }
        h.element("p", [("class", "meta")], "\(font) · \(shown(e.resolved.pointSize))/\(shown(e.resolved.lineHeight)) pt\(settings) · defined at \(e.token.source)")
        if let note = section.notRendered { h.element("p", [("class", "note")], note) }
        if section.live != nil || section.guidesImage != nil { h.line("<div class=\"beside\">") }
        if let live = section.live {
            h.line("<figure class=\"web\">")
            live.html(&h)
            h.line("<figcaption class=\"legend\">Live text in your browser, in <code>.\(HTML.escape(live.className))</code> of typography.css (<code>typeset generate --css</code>), \(shown(live.width)) px wide. Drawn over it: the lines Typeset's web layout predicts.<span style=\"background:#4A90D9\"></span>line boxes<span style=\"background:#D0021B\"></span>baselines</figcaption>")
            h.line("</figure>")
        }
        if let picture = section.guidesImage {
            h.line("<figure>")
            image(picture, alt: "\(e.token.name) sample with guides", &h)
            h.line("<figcaption class=\"legend\">Set at 3x in \(shown(options.width)) pt with the exact UIKit parameters.<span style=\"background:#4A90D9\"></span>line boxes<span style=\"background:#D0021B\"></span>baselines<span style=\"background:#2E7D32\"></span>cap height<span style=\"background:#F5A623\"></span>x-height<span style=\"background:#7B1FA2\"></span>descender<span style=\"background:#E91E63\"></span>outer padding</figcaption>")
            h.line("</figure>")
        }
        if section.live != nil || section.guidesImage != nil { h.line("</div>") }
        if !section.ghosts.isEmpty {
            h.element("h3", [], "Ghost overlays")
            h.line("<div class=\"pair\">")
            for ghost in section.ghosts {
                h.line("<figure>")
                image(ghost.picture, alt: ghost.title, &h)
                let c = ghost.comparison
                h.line("<figcaption><strong>\(HTML.escape(ghost.title))</strong>: <span data-key=\"ghost.differingPixels\" data-value=\"\(c.differingPixels)\">\(c.differingPixels) px differ</span>, largest baseline offset <span data-key=\"ghost.maxBaselineOffset\" data-value=\"\(exact(c.maxBaselineOffset))\">\(shown(c.maxBaselineOffset)) pt</span>. Blue: design; orange: UIKit.</figcaption>")
                h.line("</figure>")
            }
            h.line("</div>")
        }
        h.element("h3", [], "The numbers")
        h.line("<div class=\"scroll\"><table class=\"numbers\">")
        for number in section.numbers {
            h.line("<tr><td>\(HTML.escape(number.label))</td><td class=\"n\" data-key=\"\(number.key)\" data-value=\"\(exact(number.value))\">\(shown(number.value))\(number.unit.isEmpty ? "" : " " + number.unit)</td></tr>")
        }
        for inset in section.capInsets {
            h.line("<tr><td>Cap-height alignment insets at \(inset.scale)x (top to cap line, bottom to baseline)</td><td class=\"n\" data-key=\"capHeightInset@\(inset.scale)x\" data-value=\"\(exact(inset.top)),\(exact(inset.bottom))\">\(shown(inset.top)) / \(shown(inset.bottom)) pt</td></tr>")
        }
        h.line("</table></div>")
        if let args = section.styleArguments {
            h.line("<p class=\"note\">Reproduce with <code>typeset style \(HTML.escape(args.joined(separator: " "))) --json</code></p>")
        }
        h.element("h3", [], "Dynamic Type")
        if !section.ladderImages.isEmpty {
            h.line("<div class=\"ladder\">")
            for item in section.ladderImages {
                let row = section.ladder.first { $0.category == item.category }
                h.line("<figure>")
                image(item.picture, alt: "\(e.token.name) at \(item.category.rawValue)", &h)
                h.line("<figcaption>\(item.category.rawValue): \(shown(row?.pointSize ?? 0))/\(shown(row?.lineHeight ?? 0)) pt</figcaption>")
                h.line("</figure>")
            }
            h.line("</div>")
        }
        h.line("<div class=\"scroll\"><table>")
        h.line("<tr><th>Category</th>" + section.ladder.map { "<th class=\"n\">\($0.category.rawValue)</th>" }.joined() + "</tr>")
        h.line("<tr><td>Size</td>" + section.ladder.map { "<td class=\"n\" data-key=\"ladder.\($0.category.rawValue).pointSize\" data-value=\"\(exact($0.pointSize))\">\(shown($0.pointSize))</td>" }.joined() + "</tr>")
        h.line("<tr><td>Line height</td>" + section.ladder.map { "<td class=\"n\" data-key=\"ladder.\($0.category.rawValue).lineHeight\" data-value=\"\(exact($0.lineHeight))\">\(shown($0.lineHeight))</td>" }.joined() + "</tr>")
        h.line("</table></div>")
        if !section.weightImages.isEmpty {
            h.element("h3", [], "Weight ladder (variable font)")
            h.line("<div class=\"ladder\">")
            for item in section.weightImages {
                h.line("<figure>")
                image(item.picture, alt: "\(e.token.name) at wght \(NumberText.shortest(item.weight))", &h)
                h.line("<figcaption>wght \(NumberText.shortest(item.weight))\(item.isStyle ? " (this style)" : ""): <span class=\"n\" data-key=\"weights.\(NumberText.shortest(item.weight)).width\" data-value=\"\(exact(item.width))\">\(shown(item.width))</span> pt wide</figcaption>")
                h.line("</figure>")
            }
            h.line("</div>")
            h.element("p", [("class", "note")], "Each line is set at the font's instance for that weight (wght; the style's other axes as resolved), with the instance's advances and outlines; the width is the line's advance at the style's point size.")
        }
        h.element("h3", [], "Lint")
        lintList(section.findings, &h)
        if let picture = section.cjkImage {
            h.element("h3", [], "CJK sample (fallback font)")
            h.line("<figure>")
            image(picture, alt: "\(e.token.name) CJK sample", &h)
            h.line("<figcaption>Characters the style's font lacks are set in the fallback font (\(HTML.escape(fallbackNames))), measured with its own advances.</figcaption>")
            h.line("</figure>")
        }
        if !section.scriptImages.isEmpty {
            h.element("h3", [], "Other scripts (fallback fonts)")
            for (title, picture) in section.scriptImages {
                h.line("<figure>")
                image(picture, alt: "\(e.token.name) \(title) sample", &h)
                h.line("<figcaption>\(HTML.escape(title)): shaped with the fallback font's OpenType features, right-to-left text in visual order and right-aligned (natural alignment).</figcaption>")
                h.line("</figure>")
            }
        }
        h.line("</section>")
    }

    func lintList(_ findings: [Diagnostic], _ h: inout HTML) {
        if findings.isEmpty {
            h.element("p", [("class", "note")], "No findings.")
            return
        }
        h.line("<ul class=\"lint\">")
        for finding in findings {
            h.line("<li class=\"\(finding.severity == .error ? "error" : "warning")\"><code>\(HTML.escape(finding.location.description))</code> \(HTML.escape(finding.message))</li>")
        }
        h.line("</ul>")
    }

    func lint(_ h: inout HTML) {
        h.element("h2", [("id", "lint")], "Lint")
        lintList(guide.diagnostics, &h)
    }
}
