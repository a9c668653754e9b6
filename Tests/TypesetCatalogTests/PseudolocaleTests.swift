import Testing
@testable import TypesetCatalog

@Test func pseudolocaleNames() {
    #expect(Pseudolocale.allCases.map(\.rawValue) == ["double", "accented", "bounded", "rtl", "en-XA", "ar-XB"])
    #expect(Pseudolocale(rawValue: "en-XA") == .enXA)
    #expect(Pseudolocale.arXB.isRightToLeft && Pseudolocale.rtl.isRightToLeft && !Pseudolocale.enXA.isRightToLeft)
}

/// Xcode's pseudolanguages (Documentation/Catalogs.md: which parts Apple documents, which are inferred).
@Test func xcodePseudolanguages() {
    #expect(Pseudolocale.double.transform("Cancel") == "Cancel Cancel")
    #expect(Pseudolocale.double.transform("%@ of %lld, %2$@ %%") == "%@ of %lld, %2$@ %% %1$@ of %2$lld, %2$@ %%")
    #expect(Pseudolocale.accented.transform("Save %1$@ files?") == "Šåṽé %1$@ ƒîļéš¿")
    #expect(Pseudolocale.bounded.transform("OK") == "[# OK #]")
    #expect(Pseudolocale.rtl.transform("Done") == "\u{200F}Done")
    // The transformed text keeps its specifiers: substitution still works.
    #expect(FormatString.substitute(Pseudolocale.double.transform("%d items"), arguments: ["3"]) == "3 items 3 items")
}

/// Android's en-XA and ar-XB, worked by hand from AOSP's rules (Documentation/Catalogs.md).
@Test func androidPseudolocales() {
    // 6 characters counted, no word counted (every letter has an accent) → 3 → "one two".
    #expect(Pseudolocale.enXA.transform("Cancel") == "[Çåñçéļ one two]")
    // Placeholders in » «; " items" counts 6 → 3 → "one two".
    #expect(Pseudolocale.enXA.transform("%d items") == "[»%d« îţéḿš one two]")
    // "Fix 4 files now": F and 4 are unmapped, so 2 words counted (≤ 3): 15 / 2 = 7 → "one two three".
    #expect(Pseudolocale.enXA.transform("Fix 4 files now") == "[Fî\u{445} 4 ƒîļéš ñöŵ one two three]")
    // Five words counted (digits start them): the full length, 13, is added.
    #expect(Pseudolocale.enXA.transform("1 2 3 4 5 6 7") == "[1 2 3 4 5 6 7 one two three four]")
    #expect(Pseudolocale.enXA.transform("100%%") == "[100%% one]")
    #expect(Pseudolocale.enXA.transform("") == "[]")
    // Markup left in the text passes through, uncounted: "Hi", " ", " bye" count 7 → 3.
    #expect(Pseudolocale.enXA.transform("<b>Hi</b> &amp; bye") == "[<b>Ĥî</b> &amp; ɓýé one two]")
    #expect(Pseudolocale.arXB.transform("Hi %1$s") == "\u{200F}\u{202E}Hi\u{202C}\u{200F} \u{200F}\u{202E}%1$s\u{202C}\u{200F}")
}

@Test func androidExpansionWords() {
    #expect(Pseudolocale.expansion(0) == "one")
    #expect(Pseudolocale.expansion(3) == "one two")
    #expect(Pseudolocale.expansion(4) == "one two")
    let all = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fiveteen sixteen seventeen nineteen twenty"
    #expect(Pseudolocale.expansion(all.count) == all)
    #expect(Pseudolocale.expansion(all.count + 5) == all + " one two")
    #expect(Pseudolocale.expansion(1_000).count >= 1_000)
}

@Test func pseudolocalizedStringsComeFromTheSourceLocale() {
    let strings = Catalog.read(paths: [CatalogRepo.fixture("App/Localizable.xcstrings")]).strings
    let xa = Pseudolocale.enXA.strings(from: strings, sourceLocale: "en")
    #expect(xa.count == strings.filter { $0.locale == "en" }.count)
    #expect(xa.allSatisfy { $0.locale == "en-XA" })
    #expect(xa.first { $0.key == "Cancel" }?.text == "[Çåñçéļ one two]")
    #expect(xa.first { $0.key == "Typeset" }?.text == "Typeset")  // shouldTranslate: false
    #expect(xa.first { $0.variant == "plural.one" }?.text == "[»%lld« ƒîļé one]")
}
