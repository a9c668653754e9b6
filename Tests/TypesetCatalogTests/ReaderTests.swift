import Testing
import TypesetCatalog
import Foundation
import TypesetTokens

/// Every string of the fixture folder, as `key|locale|variant|text|line:column` per file. Each was
/// checked by hand against its file: the text as Xcode/aapt2 would show it, the position of the
/// value's first character (the opening quote for JSON and `.strings`, `<string>` for property
/// lists, the first text for Android), and the variant path.
let fixtureStrings: [(file: String, strings: [String])] = [
    ("App/Base.lproj/Main.strings", ["Title|en|-|Settings|1:11", "Subtitle|en|-|General|2:14"]),
    ("App/Localizable.xcstrings", [
        "Cancel|de|-|Abbrechen|6:69",
        "Cancel|en|-|Cancel|7:69",
        "Only in German|en|-|Only in German|10:5",
        "Only in German|de|-|Nur auf Deutsch|12:71",
        "Typeset|en|-|Typeset|15:5",
        "%lld files|en|plural.one|%lld file|23:76",
        "%lld files|en|plural.other|%lld files|24:78",
        "%lld files|ru|plural.one|%lld файл|31:76",
        "%lld files|ru|plural.few|%lld файла|32:76",
        "%lld files|ru|plural.many|%lld файлов|33:77",
        "%lld files|ru|plural.other|%lld файла|34:78",
        "Tap to continue|en|device.mac|Click to continue|45:76",
        "Tap to continue|en|device.ipad.plural.one|Tap once|49:75",
        "Tap to continue|en|device.ipad.plural.other|Tap to continue|50:77",
        "Tap to continue|en|device.other|Tap to continue|54:78",
        "%lld photos in %lld albums|en|substitution.photos.plural.one.substitution.albums.plural.one|%1$lld photo in %2$lld album|63:62",
        "%lld photos in %lld albums|en|substitution.photos.plural.one.substitution.albums.plural.other|%1$lld photo in %2$lld albums|63:62",
        "%lld photos in %lld albums|en|substitution.photos.plural.other.substitution.albums.plural.one|%1$lld photos in %2$lld album|63:62",
        "%lld photos in %lld albums|en|substitution.photos.plural.other.substitution.albums.plural.other|%1$lld photos in %2$lld albums|63:62",
        "Splitter at %1$@ has %2$lld children|en|-|Splitter at %1$@ has %2$lld children|89:5",
        "Splitter at %1$@ has %2$lld children|de|substitution.children.plural.one|Teiler bei %1$@ hat %2$lld Kind|92:62",
        "Splitter at %1$@ has %2$lld children|de|substitution.children.plural.other|Teiler bei %1$@ hat %2$lld Kinder|92:62",
    ]),
    ("App/de.lproj/Localizable.strings", ["Cancel|de|-|Abbrechen|2:12", "Greeting|de|-|Hallo, %@!|3:14"]),
    ("App/en.lproj/Localizable.strings", [
        "Cancel|en|-|Cancel|2:12",
        "Greeting|en|-|Hi, %@!|7:14",
        "unquoted_key|en|-|Tab\there \"quoted\" back\\slash é☃ 😀|5:16",
        "Key only|en|-|Key only|6:1",
    ]),
    ("App/en.lproj/Localizable.stringsdict", [
        "%d files|en|plural.one|%d file|16:4",
        "%d files|en|plural.other|%d files|18:4",
        "%d songs on %d albums|en|substitution.songs.plural.one.substitution.albums.plural.one|%1$d song on %2$d album|24:3",
        "%d songs on %d albums|en|substitution.songs.plural.one.substitution.albums.plural.other|%1$d song on %2$d albums|24:3",
        "%d songs on %d albums|en|substitution.songs.plural.other.substitution.albums.plural.one|%1$d songs on %2$d album|24:3",
        "%d songs on %d albums|en|substitution.songs.plural.other.substitution.albums.plural.other|%1$d songs on %2$d albums|24:3",
        "Welcome|en|width.20|Hi|53:4",
        "Welcome|en|width.50|Welcome & hello|55:4",
        "Tap|en|device.iphone|Tap here|63:4",
        "Tap|en|device.mac|Click here|65:4",
    ]),
    ("App/pt-BR.lproj/Localizable.stringsdict", [
        "%d files|pt-BR|substitution.files.plural.one|Você tem %d arquivo|7:3",
        "%d files|pt-BR|substitution.files.plural.many|Você tem %d de arquivos|7:3",
        "%d files|pt-BR|substitution.files.plural.other|Você tem %d arquivos|7:3",
    ]),
    ("App/zh-Hans.lproj/Localizable.strings", ["Cancel|zh-Hans|-|取消|1:12"]),
    ("res/values-b+sr+Latn/strings.xml", ["cancel|sr-Latn|-|Otkaži|1:34"]),
    ("res/values-de/strings.xml", ["cancel|de|-|Abbrechen|3:27", "apostrophe|de|-|Geht's?|4:31"]),
    ("res/values-pt-rBR/strings.xml", ["cancel|pt-BR|-|Cancelar|1:34"]),
    ("res/values-v21/strings.xml", ["v21_only|en|-|Lollipop|1:36"]),
    ("res/values/strings.xml", [
        "cancel|en|-|Cancel|4:27",
        "app_name|en|-|Typeset|5:50",
        "escapes|en|-|Don't say \"no\"\nTab\there @home ?why é|6:28",
        "spaces|en|-|Lots of space|7:27",
        "quoted|en|-|  kept   as is  |9:27",
        "markup|en|-|Tap Save to keep %1$d items|10:27",
        "cdata|en|-|<b>Bold</b> & raw|11:26",
        "entities|en|-|Fish & chips <3 é☺|12:29",
        "songs|en|plural.one|%d song|14:30",
        "songs|en|plural.other|%d songs|15:32",
        "planets[0]|en|-|Mercury|18:15",
        "planets[1]|en|-|Venus|19:15",
        "alias|en|-|Cancel|21:26",
        "missing_ref|en|-|@string/nope|22:32",
        "escaped_at|en|-|@string/cancel|23:31",
    ]),
]

@Test func readsEveryFormatInAFolder() {
    let result = Catalog.read(paths: [CatalogRepo.fixture("App"), CatalogRepo.fixture("res")])
    var byFile: [(String, [String])] = []
    for s in result.strings {
        let file = s.location.file.replacingOccurrences(of: CatalogRepo.fixtures + "/", with: "")
        if byFile.last?.0 == file { byFile[byFile.count - 1].1.append(summary(s)) } else { byFile.append((file, [summary(s)])) }
    }
    #expect(byFile.map(\.0) == fixtureStrings.map(\.file))
    for (actual, expected) in zip(byFile, fixtureStrings) {
        #expect(actual.1 == expected.strings, "\(expected.file)")
    }
    #expect(result.diagnostics.map(summary) == [
        "App/en.lproj/Localizable.strings:7:1: warning: duplicate key \"Greeting\" (first at 4:1); the last value is used",
        "res/values-de/strings.xml:4:31: error: unescaped apostrophe (write \\' or quote the string) in \"apostrophe\"",
        "res/values/strings.xml:22:32: warning: \"missing_ref\" refers to @string/nope, which no catalogue read defines for en",
    ])
}

@Test func keepsStateAndShouldTranslate() {
    let strings = Catalog.read(paths: [CatalogRepo.fixture("App/Localizable.xcstrings"), CatalogRepo.fixture("res/values/strings.xml")]).strings
    #expect(strings.first { $0.key == "Only in German" && $0.locale == "de" }?.state == "needs_review")
    #expect(strings.first { $0.key == "Tap to continue" && $0.variant == "device.ipad.plural.one" }?.state == "new")
    #expect(strings.first { $0.key == "Only in German" && $0.locale == "en" }?.state == nil)
    #expect(strings.filter { !$0.shouldTranslate }.map(\.key) == ["Typeset", "app_name"])
}

@Test func readsTheSameWhateverTheOrderOfPaths() {
    let a = Catalog.read(paths: [CatalogRepo.fixture("res"), CatalogRepo.fixture("App")])
    let b = Catalog.read(paths: [CatalogRepo.fixture("App/"), CatalogRepo.fixture("res"), CatalogRepo.fixture("App/en.lproj")])
    #expect(a.strings == b.strings)
    #expect(a.strings.count == fixtureStrings.reduce(0) { $0 + $1.strings.count })
}

/// Broken catalogues: each finding with its exact position, checked by hand against the file; the
/// good files given alongside are still read.
@Test func reportsBrokenFilesAndReadsTheRest() {
    let broken = ["Broken/syntax.xcstrings", "Broken/types.xcstrings", "Broken/missing-semicolon.strings", "Broken/unterminated.strings",
                  "Broken/mismatched.stringsdict", "Broken/no-other.stringsdict", "Broken/res", "Broken/missing.strings",
                  "App/zh-Hans.lproj"]
    let result = Catalog.read(paths: broken.map(CatalogRepo.fixture))
    #expect(result.diagnostics.map(summary) == [
        "Broken/mismatched.stringsdict:7:20: error: end tag </strong> does not match <string> (opened at 7:3)",
        "Broken/missing-semicolon.strings:3:1: error: unexpected \"\"\" after the entry \"B\"; expected ;",
        "Broken/missing.strings:1:1: error: No such file or directory",
        "Broken/no-other.stringsdict:7:3: error: %#@missing@ in \"%d files\" has no dictionary named missing",
        "Broken/no-other.stringsdict:9:3: error: files in \"%d files\" has no \"other\" form; every plural rule needs one",
        "Broken/no-other.stringsdict:12:4: warning: unknown plural category \"lots\" in files of \"%d files\"; expected zero, one, two, few, many or other",
        "Broken/res/values-fr/strings.xml:5:1: error: end tag </resources> does not match <string> (opened at 4:5)",
        "Broken/res/values-it/strings.xml:2:27: error: unterminated entity reference &; expected ; (write & as &amp;)",
        "Broken/syntax.xcstrings:4:15: error: trailing comma before '}'; expected another key",
        "Broken/types.xcstrings:6:69: error: found the number 42 for value; expected a string",
        "Broken/types.xcstrings:7:16: error: found the string \"Annuler\" for the localization \"fr\" of \"A\"; expected an object",
        "Broken/types.xcstrings:8:56: error: plural.one has neither stringUnit nor variations",
        "Broken/types.xcstrings:11:11: error: found an array for the key \"B\"; expected an object",
        "Broken/types.xcstrings:12:33: error: found the string \"no\" for shouldTranslate; expected true or false",
        "Broken/unterminated.strings:3:7: error: unterminated string (a value); expected a closing \"",
    ])
    // Entries before a syntax error are kept; the good folder is read.
    #expect(result.strings.map(summary) == [
        "Cancel|zh-Hans|-|取消|1:12",
        "A|en|-|a|1:7",
        "%d files|en|substitution.files.plural.one|%d file and %#@missing@|7:3",
        "A|en|-|A|4:5", "C|en|-|C|12:5",
        "A|en|-|a|1:7",
    ])
}

@Test func decodesUTF16AndReportsBadEncodings() {
    let utf16BE: [UInt8] = [0xFE, 0xFF] + Array("\"a\" = \"\u{E9}\";".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    let r = Catalog.read(bytes: utf16BE, path: "x/fr.lproj/A.strings", format: .strings)
    #expect(r.strings.map(summary) == ["a|fr|-|é|1:7"])
    let badUTF8: [UInt8] = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
    #expect(Catalog.read(bytes: badUTF8, path: "A.strings", format: .strings).diagnostics.map(summary) == [
        "A.strings:2:8: error: invalid UTF-8; expected a UTF-8 or UTF-16 (with byte order mark) text file",
    ])
    let lone: [UInt8] = [0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00]
    #expect(Catalog.read(bytes: lone, path: "A.strings", format: .strings).diagnostics.map(summary) == [
        "A.strings:1:2: error: invalid UTF-16 (unpaired surrogate)",
    ])
}

@Test func readsStringsEscapesAndPlistForm() {
    let text = #"a=b; "o\101\n" = "\U00"; /* c */ "k" // x"# + "\n= \"v\";"
    let r = Catalog.read(bytes: Array(text.utf8), path: "A.strings", format: .strings)
    #expect(r.strings.map { "\($0.key)=\($0.text)" } == ["a=b", "oA\n=\u{0}", "k=v"])
    let plist = #"<?xml version="1.0"?><plist version="1.0"><dict><key>x</key><string>y &lt; z</string></dict></plist>"#
    #expect(Catalog.read(bytes: Array(plist.utf8), path: "A.strings", format: .strings).strings.map(\.text) == ["y < z"])
}

@Test func androidLocalesFromFolderNames() {
    let cases: [(String, String?)] = [
        ("values", nil), ("values-de", "de"), ("values-pt-rBR", "pt-BR"), ("values-b+sr+Latn", "sr-Latn"),
        ("values-night", nil), ("values-v21", nil), ("values-de-night", "de"), ("values-mcc310-en-rUS", "en-US"),
        ("values-car", nil), ("values-sw600dp", nil), ("values-es-r419", "es-419"), ("values-fil", "fil"),
    ]
    for (folder, locale) in cases {
        let r = Catalog.read(bytes: Array("<resources><string name=\"a\">A</string></resources>".utf8),
                             path: "res/\(folder)/strings.xml", format: .android, developmentLanguage: "xx")
        #expect(r.strings.first?.locale == (locale ?? "xx"), "\(folder)")
    }
    let toolsLocale = #"<resources xmlns:tools="http://schemas.android.com/tools" tools:locale="fr"><string name="a">A</string></resources>"#
    #expect(Catalog.read(bytes: Array(toolsLocale.utf8), path: "res/values/strings.xml", format: .android).strings.first?.locale == "fr")
}

@Test func lprojLocales() {
    #expect(Catalog.lprojLocale(of: "a/Base.lproj/x.strings", developmentLanguage: "fr") == "fr")
    #expect(Catalog.lprojLocale(of: "a/pt_BR.lproj/x.strings", developmentLanguage: "en") == "pt-BR")
    #expect(Catalog.lprojLocale(of: "a/German.lproj/x.strings", developmentLanguage: "en") == "de")
    #expect(Catalog.lprojLocale(of: "x.strings", developmentLanguage: "ja") == "ja")
}

/// Mutated fixtures through every reader: nothing traps, and every diagnostic names the file.
@Test func neverTrapsOnMutatedInput() throws {
    let sources: [(String, Catalog.Format)] = [
        ("App/Localizable.xcstrings", .xcstrings), ("App/en.lproj/Localizable.strings", .strings),
        ("App/de.lproj/Localizable.strings", .strings), ("App/en.lproj/Localizable.stringsdict", .stringsdict),
        ("res/values/strings.xml", .android),
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(truncatingIfNeeded: state >> 33)
    }
    let specials: [UInt8] = Array("\"\\<>&;=/*{}[],:%#@!-\n\r".utf8) + [0x00, 0xFF, 0xFE, 0xC3, 0xD8]
    for (name, format) in sources {
        guard case .success(let original) = FileSystemBytes.read(CatalogRepo.fixture(name)) else { Issue.record("cannot read \(name)"); continue }
        for round in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + next() % 4) {
                guard !bytes.isEmpty else { break }
                let at = next() % bytes.count
                switch next() % 4 {
                case 0: bytes[at] = specials[next() % specials.count]
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(specials[next() % specials.count], at: at)
                default: bytes = Array(bytes[..<at])
                }
            }
            for format2 in [format, .xcstrings, .strings, .stringsdict, .android] where round % 5 == 0 || format2 == format {
                let r = Catalog.read(bytes: bytes, path: "m/values-de/\(name)", format: format2)
                for d in r.diagnostics { #expect(d.location.line >= 1 && d.location.column >= 1) }
            }
        }
    }
    // Deep nesting is refused, not recursed into.
    let deep = Array(("<resources>" + String(repeating: "<b>", count: 5000) + String(repeating: "</b>", count: 5000) + "</resources>").utf8)
    #expect(Catalog.read(bytes: deep, path: "res/values/strings.xml", format: .android).diagnostics.first?.message == "elements nested deeper than 64 levels")
    let deepJSON = Array(String(repeating: "[", count: 10000).utf8)
    #expect(Catalog.read(bytes: deepJSON, path: "A.xcstrings", format: .xcstrings).diagnostics.count == 1)
}

/// The example catalog (Examples/Catalog): every key in all 14 languages, plurals with exactly the
/// categories each language's CLDR rules use, no diagnostics.
@Test func readsTheExampleCatalog() {
    let result = Catalog.read(paths: [CatalogRepo.path("Examples/Catalog")])
    #expect(result.diagnostics.isEmpty)
    let locales = ["en", "de", "fr", "es", "it", "pt-BR", "ru", "ja", "zh-Hans", "ko", "ar", "he", "hi", "th"]
    #expect(Set(result.strings.map(\.locale)) == Set(locales))
    #expect(Set(result.strings.map(\.key)).count == 31)
    for locale in locales {
        let forms = result.strings.filter { $0.locale == locale && $0.key == "%lld minutes" }.compactMap(\.variant)
        // Xcode writes keys in alphabetical order, so the forms come in that order.
        #expect(forms == PluralRules(locale: locale).categories.map { "plural.\($0.rawValue)" }.sorted(), "\(locale)")
        #expect(result.strings.filter { $0.locale == locale && $0.variant == nil }.count == 28, "\(locale)")
    }
}

/// Large files read in linear time (10,000 entries per format; quadratic work would take minutes).
@Test func readsLargeFiles() {
    let n = 10_000
    var strings = "", android = "<resources>\n", plist = "<plist><dict>\n", json = #"{"sourceLanguage":"en","strings":{"#
    for i in 0..<n {
        strings += "\"k\(i)\" = \"v\(i)\";\n"
        android += "<string name=\"k\(i)\">v\(i)</string>\n"
        plist += "<key>k\(i)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>one</key><string>a</string><key>other</key><string>b</string></dict></dict>\n"
        json += (i > 0 ? "," : "") + #""k\#(i)":{"localizations":{"de":{"stringUnit":{"state":"new","value":"v"}}}}"#
    }
    android += "</resources>"
    plist += "</dict></plist>"
    json += "}}"
    #expect(Catalog.read(bytes: Array(strings.utf8), path: "A.strings", format: .strings).strings.count == n)
    #expect(Catalog.read(bytes: Array(android.utf8), path: "res/values/strings.xml", format: .android).strings.count == n)
    #expect(Catalog.read(bytes: Array(plist.utf8), path: "A.stringsdict", format: .stringsdict).strings.count == 2 * n)
    #expect(Catalog.read(bytes: Array(json.utf8), path: "A.xcstrings", format: .xcstrings).strings.count == 2 * n)
}

/// The values Python's `json` and `plistlib` read from the same files
/// (Expectations/catalog_values.tsv, Scripts/expectations_catalog.py): every one is found under
/// its key, locale and variant with the same text.
@Test func valuesMatchPythonsParsers() throws {
    let text = try String(contentsOfFile: CatalogRepo.path("Tests/TypesetCatalogTests/Expectations/catalog_values.tsv"), encoding: .utf8)
    var cache: [String: [String: String]] = [:]
    var checked = 0
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5 else { Issue.record("bad line \(line)"); continue }
        let (file, key, locale, variant) = (fields[0], fields[1], fields[2], fields[3])
        let expected = try JSONParser().parse(fields[4]).root.stringValue
        if cache[file] == nil {
            var table: [String: String] = [:]
            for s in Catalog.read(paths: [CatalogRepo.path(file)]).strings {
                table["\(s.key)\u{0}\(s.locale)\u{0}\(s.variant ?? "-")"] = s.text
            }
            cache[file] = table
        }
        #expect(cache[file]?["\(key)\u{0}\(locale)\u{0}\(variant)"] == expected, "\(file) \(key) \(locale) \(variant)")
        checked += 1
    }
    #expect(checked == 516)
}

/// Locales named by folders are checked once each, at their first string: `pt_BR` (Apple's older
/// spelling) and `zh-Hant` pass; a name with a space is not BCP 47; `qq` is well-formed but no
/// language CLDR knows, so its plurals would fall back to `other`.
@Test func warnsOfLocalesThatAreNotLanguageTags() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-locales-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in ["pt_BR", "zh-Hant", "en US", "qq", "de"] {
        try FileManager.default.createDirectory(atPath: "\(root)/\(folder).lproj", withIntermediateDirectories: true)
        try Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8).write(to: URL(fileURLWithPath: "\(root)/\(folder).lproj/Localizable.strings"))
    }
    let result = Catalog.read(paths: [root])
    #expect(result.strings.count == 10)
    let warnings = result.diagnostics.map(summary).map { $0.replacingOccurrences(of: root + "/", with: "") }.sorted()
    #expect(warnings == [
        "en US.lproj/Localizable.strings:1:7: warning: the locale \"en US\" is not a BCP 47 language tag: U+0020 is not a letter, digit or '-'",
        "qq.lproj/Localizable.strings:1:7: warning: unknown locale \"qq\": CLDR has no plural rules for its language, so its plurals would use \"other\" only",
    ])
}
