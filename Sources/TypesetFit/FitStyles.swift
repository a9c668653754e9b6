// A layout file's rules resolved into fonts and text styles, once for the whole run.

import Typeset
import TypesetFont
import TypesetShaping
import TypesetSupport
import TypesetTokens

/// A rule with its fonts read and its style known: what every string it matches is laid out with.
public struct ResolvedRule: Sendable {
    /// The rule as written.
    public var rule: FitRule
    /// The style's font, then the layout's fallbacks.
    public var stack: FontStack
    /// The style at the default content size category (it scales by Dynamic Type per category).
    public var style: TextStyle
    /// What the style is called in findings and the report: the token path, or the font and size.
    public var name: String
    /// The font files of ``stack``, in its order.
    public var fontFiles: [FontReference]

    /// A rule resolved.
    public init(rule: FitRule, stack: FontStack, style: TextStyle, name: String, fontFiles: [FontReference] = []) {
        self.rule = rule
        self.stack = stack
        self.style = style
        self.name = name
        self.fontFiles = fontFiles
    }

    /// The style resolved at each of `categories` at `scale`, each with ``stack`` at the instance
    /// it selects (``StyledFonts``): each instance is made once, and categories that select the
    /// same one (a static font's, or `opsz` clamped at the end of its axis) share it.
    func styledFonts(scale: Double, categories: [ContentSizeCategory]) -> [StyledFonts] {
        var made: [[[VariationSetting]]: StyledFonts] = [:]
        return categories.map { category in
            let resolved = style.resolved(scale: scale, category: category)
            let settings = stack.instanceSettings(for: resolved)
            let fonts = made[settings]?.restyled(resolved) ?? StyledFonts(resolved, stack: stack)
            made[settings] = fonts
            return fonts
        }
    }
}

/// Reads each font file once for all rules.
struct FontLibrary {
    var fonts: [FontReference: Result<ShapingFont, FontLoadError>] = [:]
    /// The first file each font (by fingerprint) was read from.
    var files: [UInt64: FontReference] = [:]

    mutating func font(_ reference: FontReference) -> Result<ShapingFont, FontLoadError> {
        if let known = fonts[reference] { return known }
        let result: Result<ShapingFont, FontLoadError>
        do {
            let font = try ShapingFont(contentsOfFile: reference.path, index: reference.index)
            if files[font.fingerprint] == nil { files[font.fingerprint] = reference }
            result = .success(font)
        } catch { result = .failure(error) }
        fonts[reference] = result
        return result
    }
}

extension FitLayout {
    /// The rules with their fonts and styles; an error for each rule that cannot be used
    /// (a font that cannot be read, a token that does not exist), at the rule.
    public func resolve(styleGuide: StyleGuide?) -> (rules: [ResolvedRule?], diagnostics: [Diagnostic]) {
        var library = FontLibrary()
        var diagnostics: [Diagnostic] = []
        // Each font that cannot be read is reported once, where the file first names it (the
        // rules that use it are not checked, and not reported again).
        var unreadable: Set<FontReference> = []
        func report(_ reference: FontReference, _ error: FontLoadError, at fallback: SourceLocation, of token: String? = nil) {
            guard unreadable.insert(reference).inserted else { return }
            let text = "\(error)"
            let what = token.map { "the font \(reference) of \"\($0)\"" } ?? "the font \(reference)"
            let message = text.hasPrefix(reference.path + ":") ? "cannot read \(what)" + text.dropFirst(reference.path.count) : "cannot read \(what): \(text)"
            diagnostics.append(Diagnostic(.error, at: fontLocations[reference] ?? fallback, message))
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        var fallbacks: [ShapingFont] = []
        for reference in fonts {
            switch library.font(reference) {
            case .success(let font):
                if !fallbacks.contains(where: { $0.fingerprint == font.fingerprint }) { fallbacks.append(font) }
            case .failure(let error):
                report(reference, error, at: start)
            }
        }
        var scriptFallbacks: [UnicodeScript: [ShapingFont]] = [:]
        for (code, references) in scriptFonts.sorted(by: { $0.key < $1.key }) {
            guard let script = UnicodeScript(iso15924: code) else { continue }
            for reference in references {
                switch library.font(reference) {
                case .success(let font):
                    scriptFallbacks[script, default: []].append(font)
                case .failure(let error):
                    report(reference, error, at: start)
                }
            }
        }
        var resolved: [ResolvedRule?] = []
        for rule in rules {
            switch rule.style {
            case .inline(let inline):
                guard let reference = inline.font ?? fonts.first else {
                    diagnostics.append(Diagnostic(.error, at: rule.location, "the style names no \"font\" and the layout lists no \"fonts\""))
                    resolved.append(nil)
                    continue
                }
                let primary: ShapingFont
                switch library.font(reference) {
                case .success(let font): primary = font
                case .failure(let error):
                    report(reference, error, at: rule.location)
                    resolved.append(nil)
                    continue
                }
                let (stack, files) = FitLayout.stack(primary, reference, fallbacks, scriptFallbacks, files: library.files)
                let dynamicType = inline.textStyle
                let height: LineHeight = inline.lineHeight.map { .points($0) } ?? (dynamicType != nil ? .dynamicTypeLeading : .font)
                let style = TextStyle(font: StyleFont(primary), pointSize: inline.size ?? dynamicType?.pointSize(at: .default) ?? 17,
                                      lineHeight: height, letterSpacing: inline.letterSpacing.map { .points($0) } ?? .none,
                                      dynamicType: dynamicType, dynamicTypeScaling: .fontMetrics,
                                      maximumPointSize: inline.maximumPointSize, features: inline.features,
                                      variations: inline.variations)
                let file = reference.path.split(separator: "/").last.map(String.init) ?? reference.path
                let size = inline.size.map { NumberText.shortest($0) + " pt" } ?? dynamicType?.rawValue ?? ""
                resolved.append(ResolvedRule(rule: rule, stack: stack, style: style, name: "\(file) \(size)", fontFiles: files))
            case .token(let path):
                guard let guide = styleGuide else {
                    diagnostics.append(Diagnostic(.error, at: rule.location, "the style \"\(path)\" is a token: give the style guide with --tokens"))
                    resolved.append(nil)
                    continue
                }
                guard let entry = guide.entries.first(where: { $0.token.name == path }) else {
                    let known = guide.entries.map(\.token.name).prefix(12).joined(separator: ", ")
                    diagnostics.append(Diagnostic(.error, at: rule.location, "no typography token \"\(path)\" in \(guide.file) (it has: \(known))"))
                    resolved.append(nil)
                    continue
                }
                guard let face = entry.face else {
                    diagnostics.append(Diagnostic(.error, at: rule.location, "the token \"\(path)\" uses the system font, whose outlines are not available here: give its font file in the style guide or --fonts"))
                    resolved.append(nil)
                    continue
                }
                let reference = FontReference(path: face.path, index: face.index)
                switch library.font(reference) {
                case .success(let primary):
                    let (stack, files) = FitLayout.stack(primary, reference, fallbacks, scriptFallbacks, files: library.files)
                    resolved.append(ResolvedRule(rule: rule, stack: stack, style: entry.style, name: path, fontFiles: files))
                case .failure(let error):
                    report(reference, error, at: rule.location, of: path)
                    resolved.append(nil)
                }
            }
        }
        return (resolved, diagnostics)
    }

    /// A style's font then the layout's fonts it is not (and the fonts per script), with the
    /// files of the stack's fonts in its order.
    static func stack(_ primary: ShapingFont, _ reference: FontReference, _ fallbacks: [ShapingFont],
                      _ scriptFallbacks: [UnicodeScript: [ShapingFont]], files: [UInt64: FontReference]) -> (FontStack, [FontReference]) {
        let others = fallbacks.filter { $0.fingerprint != primary.fingerprint }
        let stack = scriptFallbacks.isEmpty ? FontStack(primary, fallbacks: others)
            : FontStack(primary, fallbacks: others, scriptFallbacks: scriptFallbacks)
        return (stack, [reference] + stack.fonts.dropFirst().compactMap { files[$0.fingerprint] })
    }
}
