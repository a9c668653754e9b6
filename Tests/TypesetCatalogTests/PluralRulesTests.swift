import Foundation
import Testing
import TypesetCatalog

/// Every locale of the generated table against Babel's own evaluation of CLDR's rules
/// (Expectations/plural_categories.tsv, written by Scripts/generate_plural_rules.py).
@Test func pluralCategoriesMatchBabel() throws {
    let text = try String(contentsOfFile: CatalogRepo.path("Tests/TypesetCatalogTests/Expectations/plural_categories.tsv"), encoding: .utf8)
    var numbers: [String] = []
    var checked = 0
    var mismatches: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t").map(String.init)
        guard fields.count == 2 else { continue }
        let values = fields[1].split(separator: " ").map(String.init)
        if fields[0] == "numbers" { numbers = values; continue }
        let rules = PluralRules(locale: fields[0])
        #expect(rules.locale == fields[0])
        for (number, expected) in zip(numbers, values) {
            let actual = rules.category(forDecimal: number)?.rawValue ?? "nil"
            if actual != expected { mismatches.append("\(fields[0]) \(number): \(actual), Babel \(expected)") }
            checked += 1
            if !number.contains("."), let integer = Int(number), rules.category(for: integer).rawValue != expected {
                mismatches.append("\(fields[0]) integer \(number)")
            }
        }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    #expect(checked > 20_000)
    #expect(PluralRules.knownLocales.count == 323)
}

@Test func pluralCategoriesPerLocale() {
    #expect(PluralRules(locale: "en").categories == [.one, .other])
    #expect(PluralRules(locale: "ru").categories == [.one, .few, .many, .other])
    #expect(PluralRules(locale: "ar").categories == [.zero, .one, .two, .few, .many, .other])
    #expect(PluralRules(locale: "ja").categories == [.other])
    #expect(PluralRules(locale: "fr").categories == [.one, .many, .other])
    // Fallback: region and script to language, unknown to root; `_` and case ignored.
    #expect(PluralRules(locale: "pt_BR").locale == "pt")
    #expect(PluralRules(locale: "pt-PT").locale == "pt-PT")
    #expect(PluralRules(locale: "zh-Hans").locale == "zh")
    #expect(PluralRules(locale: "en-XA").locale == "en")
    #expect(PluralRules(locale: "ar-XB").locale == "ar")
    #expect(PluralRules(locale: "qq").locale == "root")
    #expect(PluralRules(locale: "").categories == [.other])
    // Numbers.
    let ru = PluralRules(locale: "ru")
    #expect([1, 2, 5, 11, 21, 22, 25, 111].map { ru.category(for: $0) } == [.one, .few, .many, .many, .one, .few, .many, .many])
    #expect(ru.category(forDecimal: "1.5") == .other)
    #expect(PluralRules(locale: "en").category(forDecimal: "1.0") == .other)
    #expect(PluralRules(locale: "en").category(for: -1) == .one)
    #expect(PluralRules(locale: "fr").category(for: 1_000_000) == .many)
    #expect(PluralRules(locale: "en").category(forDecimal: "1e3") == nil)
    #expect(PluralRules(locale: "ru").category(forDecimal: "123456789012345678901") == .one)
    #expect(PluralRules(locale: "en").category(for: Int.min) == .other)
}

@Test func pluralCategoriesOfVariants() {
    func string(_ variant: String?) -> CatalogString {
        CatalogString(key: "k", locale: "ru", variant: variant, text: "", location: .init(file: "f", line: 1, column: 1))
    }
    #expect(string(nil).pluralCategories == [])
    #expect(string("plural.few").pluralCategories == [.few])
    #expect(string("device.ipad.plural.one").pluralCategories == [.one])
    #expect(string("device.plural").pluralCategories == [])
    #expect(string("substitution.a.plural.one.substitution.b.plural.other").pluralCategories == [.one, .other])
    #expect(string("width.20").pluralCategories == [])
    // The form "3" selects in Russian.
    #expect(PluralRules(locale: "ru").category(forDecimal: "3") == string("plural.few").pluralCategories.first)
}
