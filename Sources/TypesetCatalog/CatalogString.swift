import TypesetSupport

/// One string an app shows, in one locale and one variant, as a string catalogue holds it.
///
/// Every catalogue format (Xcode `.xcstrings`, `.strings`/`.stringsdict`, Android `strings.xml`)
/// reads into these; `typeset fit` lays each one out at every text size and width its layout
/// rule names.
public struct CatalogString: Sendable, Hashable {
    /// The key (Xcode) or resource name (Android; array items as `name[3]`).
    public var key: String
    /// The locale as the catalogue names it (`de`, `pt-BR`, `zh-Hans`; Android's `values-b+sr+Latn`
    /// as `sr-Latn`).
    public var locale: String
    /// nil for the plain string, else the variation path: `plural.one`, `device.ipad`,
    /// `device.ipad.plural.other`, `substitution.count.plural.few`.
    public var variant: String?
    /// The text with its format specifiers as written (`%@`, `%lld`, `%1$@`, `%%`, `%1$s`).
    public var text: String
    /// Where the string's value starts in its file.
    public var location: SourceLocation
    /// The translation state the catalogue records (`.xcstrings` `stringUnit.state`: `translated`,
    /// `needs_review`, `new`, `stale`, ...), or nil when the format has none or the text is the key
    /// standing in for a missing source-language entry.
    public var state: String?
    /// false when the catalogue marks the string as not to be translated (`.xcstrings`
    /// `"shouldTranslate": false`, Android `translatable="false"`): every locale shows this text.
    public var shouldTranslate: Bool

    /// A catalogue string.
    public init(key: String, locale: String, variant: String? = nil, text: String, location: SourceLocation,
                state: String? = nil, shouldTranslate: Bool = true) {
        self.key = key
        self.locale = locale
        self.variant = variant
        self.text = text
        self.location = location
        self.state = state
        self.shouldTranslate = shouldTranslate
    }
}

extension CatalogString {
    /// The plural categories the variant path names, in order: `plural.few` → `[.few]`,
    /// `device.ipad.plural.one` → `[.one]`, `substitution.a.plural.one.substitution.b.plural.other`
    /// → `[.one, .other]`; `[]` for a plain string or a device or width variant.
    ///
    /// To show the form a number selects, compare with
    /// `PluralRules(locale: locale).category(forDecimal: argument)`.
    public var pluralCategories: [PluralCategory] {
        guard let variant else { return [] }
        let parts = variant.split(separator: ".")
        var categories: [PluralCategory] = []
        var index = 0
        while index + 1 < parts.count {
            if parts[index] == "plural", let category = PluralCategory(rawValue: String(parts[index + 1])) {
                categories.append(category)
                index += 2
            } else {
                index += 1
            }
        }
        return categories
    }
}
