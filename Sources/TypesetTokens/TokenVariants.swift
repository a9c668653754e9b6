import Typeset
import TypesetSupport

/// A trait variant of a typography token, as written under `$extensions` → `com.typeset` →
/// `variants` (Documentation/Tokens.md, "Trait variants"):
///
/// ```json
/// "variants": [
///   { "when": { "legibilityWeight": "bold" }, "style": "{typography.headline}" },
///   { "when": { "horizontalSizeClass": "regular" }, "style": "{typography.title3}" }
/// ]
/// ```
///
/// `when` names the traits that must match (the core's ``Typeset/TraitCondition``; a trait not
/// named matches anything), `style` refers to another typography token of the same file, the
/// style then. The first variant whose condition matches wins; no match leaves the token's own
/// style (``Typeset/TextStyleVariants``).
public struct TokenVariant: Sendable, Hashable {
    /// When the variant applies.
    public var condition: TraitCondition
    /// The referenced token's name path (`["typography", "headline"]`).
    public var reference: [String]
    /// Where `when` is written (its value).
    public var conditionSource: SourceLocation
    /// Where `style` is written (its value).
    public var referenceSource: SourceLocation

    /// The referenced token's dotted name, `typography.headline`.
    public var referenceName: String { reference.joined(separator: ".") }

    /// A variant.
    public init(condition: TraitCondition, reference: [String], conditionSource: SourceLocation, referenceSource: SourceLocation) {
        self.condition = condition
        self.reference = reference
        self.conditionSource = conditionSource
        self.referenceSource = referenceSource
    }
}

extension TraitCondition {
    /// The condition as `when` writes it: `{"legibilityWeight": "bold"}`, or `{}`.
    var tokenText: String {
        var parts: [String] = []
        if let horizontalSizeClass { parts.append("\"horizontalSizeClass\": \"\(horizontalSizeClass.rawValue)\"") }
        if let verticalSizeClass { parts.append("\"verticalSizeClass\": \"\(verticalSizeClass.rawValue)\"") }
        if let isBoldText { parts.append("\"legibilityWeight\": \"\(isBoldText ? "bold" : "regular")\"") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// Whether this condition matches whenever `other` does (it names no trait `other` does not
    /// name with the same value), so a variant with `other` after one with this is never chosen.
    func covers(_ other: TraitCondition) -> Bool {
        if let horizontalSizeClass, other.horizontalSizeClass != horizontalSizeClass { return false }
        if let verticalSizeClass, other.verticalSizeClass != verticalSizeClass { return false }
        if let isBoldText, other.isBoldText != isBoldText { return false }
        return true
    }
}

/// The keys of a variant and of its condition.
enum VariantKeys {
    static let variant = ["when", "style"]
    static let condition = ["horizontalSizeClass", "verticalSizeClass", "legibilityWeight"]
    static let legibilityWeights = ["regular", "bold"]
}

extension ReaderSession {
    /// `variants`: an array of `{ "when": {...}, "style": "{token.path}" }`. Returns `nil`
    /// after reporting an error. References are checked against the file's tokens later
    /// (``StyleGuide/load(file:fontDirectory:reader:)``), where every token is known.
    mutating func readVariants(_ node: JSONNode, tokenPath: String) -> [TokenVariant]? {
        guard case .array(let items) = node.value else {
            report.error(node.position, tokenPath,
                         "found \(node.kindDescription) for variants; expected an array of {\"when\": {...}, \"style\": \"{typography.token}\"}")
            return nil
        }
        var variants: [TokenVariant] = []
        var failed = false
        for item in items {
            guard let members = item.members else {
                report.error(item.position, tokenPath, "found \(item.kindDescription) for a variant; expected an object with \"when\" and \"style\"")
                failed = true
                continue
            }
            for member in members where !VariantKeys.variant.contains(member.key) {
                var message = "unknown variant property \"\(member.key)\""
                if let suggestion = nearest(member.key, in: VariantKeys.variant) { message += " (did you mean \"\(suggestion)\"?)" }
                report.error(member.keyPosition, tokenPath, message + "; expected \"when\" and \"style\"")
                failed = true
            }
            guard let when = item["when"] else {
                report.error(item.position, tokenPath, "a variant without \"when\"; expected the traits it applies under, such as {\"legibilityWeight\": \"bold\"}")
                failed = true
                continue
            }
            guard let style = item["style"] else {
                report.error(item.position, tokenPath, "a variant without \"style\"; expected a reference to a typography token, such as \"{typography.headline}\"")
                failed = true
                continue
            }
            guard let condition = traitCondition(when.value, tokenPath: tokenPath),
                  let reference = variantReference(style.value, tokenPath: tokenPath) else {
                failed = true
                continue
            }
            if reference.joined(separator: ".") == tokenPath {
                report.error(style.value.position, tokenPath, "a variant of \(tokenPath) refers to \(tokenPath) itself; expected another typography token")
                failed = true
                continue
            }
            variants.append(TokenVariant(condition: condition, reference: reference,
                                         conditionSource: SourceLocation(file: file, when.value.position),
                                         referenceSource: SourceLocation(file: file, style.value.position)))
        }
        return failed ? nil : variants
    }

    /// `{"horizontalSizeClass": "regular", "legibilityWeight": "bold"}`.
    mutating func traitCondition(_ node: JSONNode, tokenPath: String) -> TraitCondition? {
        guard let members = node.members else {
            report.error(node.position, tokenPath,
                         "found \(node.kindDescription) for when; expected an object of traits (\(VariantKeys.condition.joined(separator: ", ")))")
            return nil
        }
        var condition = TraitCondition()
        var ok = true
        func value(_ session: inout ReaderSession, _ member: JSONMember, _ names: [String]) -> String? {
            guard let text = member.value.stringValue else {
                session.report.error(member.value.position, tokenPath,
                                     "found \(member.value.kindDescription) for \(member.key); expected one of \(names.joined(separator: ", "))")
                return nil
            }
            guard names.contains(text) else {
                var message = "unknown \(member.key) \"\(text)\""
                if let suggestion = nearest(text, in: names) { message += " (did you mean \"\(suggestion)\"?)" }
                session.report.error(member.value.position, tokenPath, message + "; expected one of \(names.joined(separator: ", "))")
                return nil
            }
            return text
        }
        let sizeClasses = SizeClass.allCases.map(\.rawValue)
        for member in members {
            switch member.key {
            case "horizontalSizeClass":
                if let text = value(&self, member, sizeClasses) { condition.horizontalSizeClass = SizeClass(rawValue: text) } else { ok = false }
            case "verticalSizeClass":
                if let text = value(&self, member, sizeClasses) { condition.verticalSizeClass = SizeClass(rawValue: text) } else { ok = false }
            case "legibilityWeight":
                if let text = value(&self, member, VariantKeys.legibilityWeights) { condition.isBoldText = text == "bold" } else { ok = false }
            default:
                var message = "unknown trait \"\(member.key)\""
                if let suggestion = nearest(member.key, in: VariantKeys.condition) { message += " (did you mean \"\(suggestion)\"?)" }
                report.error(member.keyPosition, tokenPath, message + "; expected one of \(VariantKeys.condition.joined(separator: ", "))")
                ok = false
            }
        }
        if ok, members.isEmpty {
            report.warning(node.position, tokenPath,
                           "a variant with an empty \"when\" applies under every trait, so the token's own style and the variants after it are never used; expected at least one trait")
        }
        return ok ? condition : nil
    }

    /// `"{typography.headline}"`: a reference in the DTCG alias syntax (Tokens Studio writes the same).
    mutating func variantReference(_ node: JSONNode, tokenPath: String) -> [String]? {
        guard let text = node.stringValue else {
            report.error(node.position, tokenPath, "found \(node.kindDescription) for style; expected a reference to a typography token, such as \"{typography.headline}\"")
            return nil
        }
        let inner = text.hasPrefix("{") && text.hasSuffix("}") && text.count > 2 ? String(text.dropFirst().dropLast()) : nil
        let path = inner?.split(separator: ".", omittingEmptySubsequences: false).map(String.init) ?? []
        guard let inner, !inner.contains("{"), !inner.contains("}"), !path.contains(where: \.isEmpty) else {
            report.error(node.position, tokenPath, "style \"\(text)\" is not a reference; expected a typography token's path in braces, such as \"{typography.headline}\"")
            return nil
        }
        return path
    }
}
