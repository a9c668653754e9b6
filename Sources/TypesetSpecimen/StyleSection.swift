import Typeset
import TypesetShaping
import TypesetRender
import TypesetTokens
import TypesetSupport
import TypesetFont

/// One number on the page, keyed like `typeset style --json` (`uikit.lineSpacing`).
struct Number {
    var key: String
    var label: String
    var value: Double
    var unit: String = "pt"
}

/// Everything the page shows for one style, computed once.
struct StyleSection {
    let entry: StyleGuide.Entry
    let id: String
    let numbers: [Number]
    let capInsets: [(scale: Int, top: Double, bottom: Double)]
    let ladder: [(category: ContentSizeCategory, pointSize: Double, lineHeight: Double)]
    let findings: [Diagnostic]
    /// The `typeset style` arguments that reproduce the numbers (nil for the system font).
    let styleArguments: [String]?
    var images: [SpecimenFile] = []
    var guidesImage: Picture?
    var ghosts: [(title: String, picture: Picture, comparison: GhostNumbers)] = []
    var ladderImages: [(category: ContentSizeCategory, picture: Picture)] = []
    /// A variable font's weight ladder: the sample at wght 100, 200 ... 900 (within the axis)
    /// and at the style's own weight, each at its instance, with the line's width in points.
    var weightImages: [(weight: Double, width: Double, isStyle: Bool, picture: Picture)] = []
    var cjkImage: Picture?
    /// The samples in other scripts the fallback fonts cover: title and picture.
    var scriptImages: [(title: String, picture: Picture)] = []
    var notRendered: String?
    /// The sample as live text in the generated CSS, with the web layout's predicted line boxes
    /// (`nil` without a font file, or when the page cannot load the font).
    var live: LiveText?

    init(entry: StyleGuide.Entry, id: String, guide: StyleGuide, options: SpecimenOptions, fallbacks: [ShapingFont],
         css: CSSGenerator.StyleValues?) {
        self.entry = entry
        self.id = id
        let r = entry.resolved
        numbers = [
            Number(key: "pointSize", label: "Point size", value: r.pointSize),
            Number(key: "lineHeight", label: "Line height", value: r.lineHeight),
            Number(key: "fontLineHeight", label: "font.lineHeight (ascender − descender + leading)", value: r.fontLineHeight),
            Number(key: "designGapToLineSpacing", label: "Subtract from a measured gap", value: r.designGapToLineSpacing),
            Number(key: "uikit.lineSpacing", label: "lineSpacing (line height − font.lineHeight)", value: r.uikit.lineSpacing),
            Number(key: "uikit.minimumLineHeight", label: "minimumLineHeight", value: r.uikit.minimumLineHeight),
            Number(key: "uikit.maximumLineHeight", label: "maximumLineHeight", value: r.uikit.maximumLineHeight),
            Number(key: "uikit.baselineOffset.beforeiOS16_4", label: "baselineOffset, before iOS 16.4", value: r.uikit.baselineOffset.beforeiOS16_4),
            Number(key: "uikit.baselineOffset.fromiOS16_4", label: "baselineOffset, from iOS 16.4", value: r.uikit.baselineOffset.fromiOS16_4),
            Number(key: "uikit.kern", label: "kern (letter spacing)", value: r.uikit.kern),
            Number(key: "uikit.outerPadding.top", label: "Outer padding above the first line", value: r.uikit.outerPadding.top),
            Number(key: "uikit.outerPadding.bottom", label: "Outer padding below the last line", value: r.uikit.outerPadding.bottom),
            Number(key: "trims.capTop", label: "Trim to the cap height (Capsize)", value: r.trims.capTop),
            Number(key: "trims.baseline", label: "Trim to the baseline (Capsize)", value: r.trims.baseline),
            Number(key: "readable.width", label: "Readable width", value: r.readable.width),
            Number(key: "readable.charactersPerLine", label: "Characters per line", value: Double(r.readable.charactersPerLine), unit: ""),
        ]
        capInsets = [1, 2, 3].map { scale in
            let resolved = entry.style.resolved(scale: Double(scale), category: .default)
            return (scale, resolved.uikit.capHeightInset.top, resolved.uikit.capHeightInset.bottom)
        }
        ladder = ContentSizeCategory.allCases.map { category in
            let resolved = entry.style.resolved(scale: 3, category: category)
            return (category, resolved.pointSize, resolved.lineHeight)
        }
        findings = guide.diagnostics.filter { $0.tokenPath == entry.token.name }
        styleArguments = StyleSection.arguments(entry)

        guard let face = entry.face, let primary = try? ShapingFont(contentsOfFile: face.path, index: face.index) else {
            notRendered = entry.face == nil
                ? "Set in the system font, which is not available off Apple platforms: numbers only."
                : "The font file could not be read."
            return
        }
        let stack = FontStack(primary)
        let withFallbacks = FontStack(primary, fallbacks: fallbacks)
        let text = entry.style.textCase.apply(to: options.sample)
        let base = Specimen.slug(entry.token.name)
        func add(_ picture: Picture, _ name: String) -> Picture {
            var picture = picture
            picture.path = "images/\(base)-\(name).png"
            images.append(SpecimenFile(path: picture.path, bytes: picture.png))
            return picture
        }
        if let css, css.trims != nil {
            live = LiveText(entry: entry, font: primary, values: css, text: text, width: options.width)
        }
        guidesImage = add(Painter.paragraph(text, stack: stack, style: r, width: options.width, guides: true), "guides")
        for (name, title, other) in [("ghost-linespacing", "Design (half-leading) vs. UIKit with lineSpacing only", LineModel.uikitLineSpacing),
                                     ("ghost-exact", "Design (half-leading) vs. Typeset's exact UIKit parameters", LineModel.uikitExact)] {
            let (picture, numbers) = Painter.ghost(text, stack: stack, style: r, width: options.width, base: .design, other: other)
            ghosts.append((title, add(picture, name), numbers))
        }
        for category in Specimen.ladder {
            let resolved = entry.style.resolved(scale: 3, category: category)
            let short = entry.style.textCase.apply(to: "Dynamic Type: the quick brown fox")
            ladderImages.append((category, add(Painter.paragraph(short, stack: stack, style: resolved, width: options.width * 0.7, guides: false),
                                              "ladder-\(category.rawValue)")))
        }
        if let wght = entry.style.font.variationAxes.first(where: { $0.tag == "wght" }) {
            let own = r.variations.first { $0.tag == "wght" }?.value
            var weights = stride(from: 100.0, through: 900.0, by: 100.0).filter { $0 >= wght.minValue && $0 <= wght.maxValue }
            if let own, !weights.contains(own) { weights.append(own) }
            for weight in weights.sorted() {
                var style = entry.style
                style.variations = style.variations.filter { $0.tag != "wght" } + [VariationSetting("wght", weight)]
                let resolved = style.resolved(scale: 3, category: .default)
                let sample = StyleSection.weightSample(weight)
                let width = Typesetter(stack: stack, style: resolved).measure(sample, width: 0).usedWidth
                // One line per weight: as wide as the page's samples, or as the line if wider.
                let picture = add(Painter.paragraph(sample, stack: stack, style: resolved, width: max(options.width, (width + 1).rounded(.up)), guides: false),
                                  "weight-\(NumberText.shortest(weight))")
                weightImages.append((weight, width, weight == own, picture))
            }
        }
        if !fallbacks.isEmpty {
            cjkImage = add(Painter.paragraph(options.cjkSample, stack: withFallbacks, style: r, width: options.width, guides: true), "cjk")
            for sample in options.scriptSamples {
                // Only where some font has every letter (no .notdef boxes on the page).
                let covered = sample.text.unicodeScalars.allSatisfy { scalar in
                    !scalar.properties.isAlphabetic || withFallbacks.fonts.contains { $0.characterMap.glyph(for: scalar.value) != nil }
                }
                guard covered else { continue }
                let picture = Painter.paragraph(sample.text, stack: withFallbacks, style: r, width: options.width, guides: true,
                                                language: sample.language)
                scriptImages.append((sample.title, add(picture, "script-\(sample.language)")))
            }
        }
    }

    /// The weight ladder's sample at `weight`: the weight, then letters that show stroke and width.
    static func weightSample(_ weight: Double) -> String { "\(NumberText.shortest(weight)) Hamburgefonstiv" }

    /// `typeset style` arguments giving the same numbers (the resolution is the same code).
    static func arguments(_ entry: StyleGuide.Entry) -> [String]? {
        guard let face = entry.face else { return nil }
        let style = entry.style
        var args = ["--font", face.path, "--index", String(face.index), "--size", exact(style.pointSize)]
        switch style.lineHeight {
        case .points(let value): args += ["--line-height", exact(value)]
        case .multipleOfSize(let m): args += ["--line-height-multiple", exact(m)]
        case .percentOfSize(let p): args += ["--line-height-multiple", exact(p / 100)]
        default: return nil
        }
        switch style.letterSpacing {
        case .points(let value): args += ["--letter-spacing=\(exact(value))"]
        case .percentOfSize(let p): args += ["--letter-spacing-percent=\(exact(p))"]
        case .perMille(let m): args += ["--letter-spacing-per-mille=\(exact(m))"]
        }
        if let textStyle = style.dynamicType { args += ["--text-style", textStyle.rawValue] }
        if let maximum = style.maximumPointSize { args += ["--maximum-point-size", exact(maximum)] }
        args += ["--measure", String(style.measure)]
        if !style.features.isEmpty { args += ["--features", style.features.map(\.description).joined(separator: ",")] }
        if !style.variations.isEmpty { args += ["--variations", style.variations.map(\.description).joined(separator: ",")] }
        if style.opticalSizing != .automatic { args += ["--optical-sizing", style.opticalSizing.rawValue] }
        if let language = style.language { args += ["--language", language] }
        return args
    }
}
