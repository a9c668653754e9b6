import Testing
import TypesetFont
@testable import TypesetShaping
@testable import TypesetUnicode
import TypesetSupport

/// The checks a style guide's feature tags and language tags go through.
@Suite struct StyleTagCheckTests {
    /// RFC 5646's examples (section 2.1 and appendix A) and grandfathered tags are well-formed.
    @Test(arguments: ["de", "fr", "ja", "i-enochian", "zh-Hant", "zh-Hans", "sr-Cyrl", "sr-Latn", "zh-cmn-Hans-CN", "cmn-Hans-CN",
                      "zh-yue-HK", "yue-HK", "zh-Hans-CN", "sr-Latn-RS", "sl-rozaj", "sl-rozaj-biske", "sl-nedis", "de-CH-1901",
                      "sl-IT-nedis", "hy-Latn-IT-arevela", "de-DE", "en-US", "es-419", "de-CH-x-phonebk", "az-Arab-x-AZE-derbend",
                      "x-whatever", "deutsch-schweiz", "qaa-Qaaa-QM-x-southern", "de-Qaaa", "sr-Latn-QM", "sr-Qaaa-RS", "en-US-u-islamcal",
                      "zh-CN-a-myext-x-private", "en-a-myext-b-another", "EN-us", "en-GB-oed", "zh-min-nan", "art-lojban", "tlh"])
    func wellFormed(tag: String) {
        #expect(LanguageTagSyntax.problem(tag) == nil, "\(tag)")
    }

    /// RFC 5646's ill-formed examples (appendix A) and other broken tags, with what is wrong.
    @Test func illFormed() {
        let cases: [(String, String)] = [
            ("", "it is empty"),
            ("de-419-DE", "the subtag \"de\" is out of place"),
            ("a-DE", "the language subtag \"a\" is not 2 to 8 letters"),
            ("ar-a-aaa-b-bbb-a-ccc", "nil"),  // duplicate singletons are invalid, not ill-formed
            ("en--US", "it has an empty subtag"),
            ("en-", "it has an empty subtag"),
            ("en_US", "'_' is not a letter, digit or '-'"),
            ("en US", "U+0020 is not a letter, digit or '-'"),
            ("en-toolongsubtag", "the subtag \"toolongsubtag\" is longer than 8 characters"),
            ("en-a", "the extension \"a\" has no subtags of 2 to 8 characters after it"),
            ("en-x", "the private use part \"x\" has no subtags after it"),
            ("12", "the language subtag \"12\" is not 2 to 8 letters"),
            ("ñe", "U+00F1 is not a letter, digit or '-'"),
        ]
        for (tag, problem) in cases {
            #expect((LanguageTagSyntax.problem(tag) ?? "nil") == problem, "\(tag)")
        }
    }

    /// The registry's tags: the named ones, the character variants and stylistic sets; case-sensitive.
    @Test func registeredFeatures() {
        #expect(FeatureSetting.registeredTags.count == 124 + 99 + 20)
        #expect(Set(FeatureSetting.registeredTags).count == FeatureSetting.registeredTags.count)
        #expect(FeatureSetting.registeredTags == FeatureSetting.registeredTags.sorted())
        for tag in ["tnum", "liga", "smcp", "case", "ss01", "ss20", "cv01", "cv99", "apkn", "zero", "c2sc"] {
            #expect(FeatureSetting.isRegistered(Tag(tag)), "\(tag)")
        }
        for tag in ["TNUM", "ss21", "ss00", "cv00", "tnun", "abcd", "ker"] {
            #expect(!FeatureSetting.isRegistered(Tag(tag)), "\(tag)")
        }
        #expect(FeatureSetting.registeredTags.allSatisfy { $0.unicodeScalars.count == 4 })
    }
}
