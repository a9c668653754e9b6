// From catalogue strings to the strings `typeset fit` lays out: locales chosen, pseudolocales
// made from the development language, format arguments substituted, each string given its rule.

import TypesetCatalog

/// Turns a catalogue's strings into ``FitString``s for a layout.
public struct FitInput: Sendable {
    /// The layout whose rules strings are matched to.
    public var layout: FitLayout
    /// The catalogues' source language: pseudolocales are made from its strings.
    public var developmentLanguage: String
    /// Only these locales (`nil`: all).
    public var locales: Set<String>?
    /// Pseudolocales to make.
    public var pseudolocales: [Pseudolocale]

    /// An input.
    public init(layout: FitLayout, developmentLanguage: String = "en", locales: Set<String>? = nil, pseudolocales: [Pseudolocale] = []) {
        self.layout = layout
        self.developmentLanguage = developmentLanguage
        self.locales = locales
        self.pseudolocales = pseudolocales
    }

    /// The strings to lay out, and how many catalogue strings matched no rule.
    public func strings(from catalog: [CatalogString]) -> (strings: [FitString], unmatched: Int) {
        var out: [FitString] = []
        var unmatched = 0
        var rules: [String: Int?] = [:]
        for string in catalog {
            let rule: Int?
            if let known = rules[string.key] { rule = known } else {
                rule = layout.rule(for: string.key)
                rules[string.key] = rule
            }
            guard let rule else {
                unmatched += 1
                continue
            }
            let arguments = layout.rules[rule].arguments
            if locales?.contains(string.locale) ?? true {
                out.append(FitString(source: string, locale: string.locale, language: string.locale,
                                     text: FormatString.substitute(string.text, arguments: arguments), rule: rule))
            }
            guard string.locale == developmentLanguage else { continue }
            for pseudolocale in pseudolocales where locales?.contains(pseudolocale.rawValue) ?? true {
                let language = pseudolocale == .arXB ? pseudolocale.baseLocale : developmentLanguage
                let text = string.shouldTranslate ? pseudolocale.transform(string.text) : string.text
                out.append(FitString(source: string, locale: pseudolocale.rawValue, language: language,
                                     text: FormatString.substitute(text, arguments: arguments), rule: rule))
            }
        }
        return (out, unmatched)
    }
}
