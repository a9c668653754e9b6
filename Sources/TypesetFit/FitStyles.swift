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
}

/// Reads each font file once for all rules.
struct FontLibrary {
    var fonts: [FontReference: Result<ShapingFont, FontLoadError>] = [:]

    mutating func font(_ reference: FontReference) -> Result<ShapingFont, FontLoadError> {
        if let known = fonts[reference] { return known }
        let result: Result<ShapingFont, FontLoadError>
        do { result = .success(try ShapingFont(contentsOfFile: reference.path, index: reference.index)) }
        catch { result = .failure(error) }
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
        var fallbacks: [ShapingFont] = []
        var fallbackFiles: [FontReference] = []
        for reference in fonts {
            switch library.font(reference) {
            case .success(let font):
                if !fallbacks.contains(where: { $0.fingerprint == font.fingerprint }) {
                    fallbacks.append(font)
                    fallbackFiles.append(reference)
                }
            case .failure(let error):
                diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file, line: 1, column: 1), "cannot read the font \(reference): \(error)"))
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
                    diagnostics.append(Diagnostic(.error, at: rule.location, "cannot read the font \(reference): \(error)"))
                    resolved.append(nil)
                    continue
                }
                let (stack, files) = FitLayout.stack(primary, reference, fallbacks, fallbackFiles)
                let dynamicType = inline.textStyle
                let height: LineHeight = inline.lineHeight.map { .points($0) } ?? (dynamicType != nil ? .dynamicTypeLeading : .font)
                let style = TextStyle(font: StyleFont(primary), pointSize: inline.size ?? dynamicType?.pointSize(at: .default) ?? 17,
                                      lineHeight: height, letterSpacing: inline.letterSpacing.map { .points($0) } ?? .none,
                                      dynamicType: dynamicType, dynamicTypeScaling: .fontMetrics,
                                      maximumPointSize: inline.maximumPointSize, features: inline.features)
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
                    let (stack, files) = FitLayout.stack(primary, reference, fallbacks, fallbackFiles)
                    resolved.append(ResolvedRule(rule: rule, stack: stack, style: entry.style, name: path, fontFiles: files))
                case .failure(let error):
                    diagnostics.append(Diagnostic(.error, at: rule.location, "cannot read the font \(face.path) of \"\(path)\": \(error)"))
                    resolved.append(nil)
                }
            }
        }
        return (resolved, diagnostics)
    }

    /// A style's font then the layout's fonts it is not, with their files.
    static func stack(_ primary: ShapingFont, _ reference: FontReference, _ fallbacks: [ShapingFont],
                      _ files: [FontReference]) -> (FontStack, [FontReference]) {
        var fonts: [ShapingFont] = []
        var references = [reference]
        for (font, file) in zip(fallbacks, files) where font.fingerprint != primary.fingerprint {
            fonts.append(font)
            references.append(file)
        }
        return (FontStack(primary, fallbacks: fonts), references)
    }
}
