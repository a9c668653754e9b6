import Testing
@testable import TypesetTokens

/// Paths inside the checkout, found from this file's location.
enum TokensRepo {
    static let root: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3) // Tests/TypesetTokensTests/<file>
        return parts.joined(separator: "/")
    }()
    static func path(_ relative: String) -> String { root + "/" + relative }
    static let broken = path("Tests/TypesetTokensTests/Broken")
    static let styleGuide = path("Examples/StyleGuide")
}

/// Every broken token file, with every finding expected in it: `line:column: severity: message`.
/// Each message was checked by hand against the file (position of the offending value or key,
/// what was found, what was expected).
let brokenFileExpectations: [String: [String]] = [
    "aliases.json": [
        #"5:22: error: alias cycle: {size.a} → {size.b} → {size.a}; expected references to end at a value"#,
        #"7:26: error: dangling reference {size.missing}: no token has that name (reference chain: {size.alias} → {size.missing})"#,
        #"24:21: error: dangling reference {size.bdy}: no token has that name; did you mean {size.body}?"#,
        #"32:23: error: fontFamily refers to {color.red}, a color token; expected a fontFamily token"#,
        #"33:21: error: reference {size} names a group, not a token; expected a reference to a token"#,
        #"36:23: error: lineHeight refers to {size.body}, a dimension token; expected a number token"#,
        #"39:25: error: alias cycle: {typography.self} → {typography.self}; expected references to end at a value"#,
    ],
    "duplicate-keys.json": [
        #"5:5: error: duplicate key "body" (first at 4:5); expected each key once per object"#,
    ],
    "extension.json": [
        #"13:39: error: unknown Dynamic Type style "bodyy" (did you mean "body"?); expected one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"#,
        #"13:61: error: unknown alignment "centre" (did you mean "center"?); expected one of natural, left, center, right, justified"#,
        #"13:84: error: found the number -1 for fontIndex; expected a face index 0, 1, 2 ..."#,
        #"13:88: warning: unknown com.typeset property "colour"; ignored (expected one of textStyle, maxPointSize, fontFile, fontIndex, alignment, paragraphSpacing, textCase, textDecoration, italic)"#,
        #"24:57: warning: maxPointSize 20 is smaller than the font size 28; expected at least the font size"#,
        #"24:57: warning: maxPointSize has no effect without textStyle; expected a textStyle to scale with"#,
    ],
    "missing-properties.json": [
        #"5:17: error: typography token is missing required properties "fontWeight", "lineHeight"; expected all of fontFamily, fontSize, fontWeight, letterSpacing, lineHeight"#,
        #"12:17: error: typography token is missing required property "lineHeight"; expected all of fontFamily, fontSize, fontWeight, letterSpacing, lineHeight"#,
        #"20:17: error: typography token is missing required properties "fontFamily", "fontWeight", "letterSpacing", "lineHeight"; expected all of fontFamily, fontSize, fontWeight, letterSpacing, lineHeight"#,
        #"20:31: error: dimension is missing "unit"; expected {"value": number, "unit": "px" | "rem"}"#,
    ],
    "studio-broken.json": [
        #"6:78: error: math expressions and embedded references are not supported: found "{size.base} * 1.5" for fontSize; expected a value or a single {reference}"#,
        #"6:113: warning: line height 1.4 without a unit is read as 1.4 pt; expected "140%" for a multiple of the font size"#,
        #"10:55: error: unknown font weight "Extra Heavy"; expected Thin, Hairline, Extra Light, Ultra Light, Light, Regular, Normal, Book, Medium, Semi Bold, Demi Bold, Bold, Extra Bold, Ultra Bold, Black, Heavy, Extra Black, Ultra Black (each optionally followed by Italic), or a number 1...1000"#,
        #"10:82: error: unknown unit "pt" in fontSize "17pt"; expected no unit, px, rem"#,
        #"10:127: error: unknown textCase "shout"; expected none, uppercase, lowercase, capitalize or small-caps"#,
        #"12:49: error: typography token is missing required properties "fontWeight", "fontSize"; expected fontFamily, fontWeight and fontSize"#,
    ],
    "syntax-trailing-comma.json": [
        #"7:50: error: trailing comma before '}'; expected another key"#,
    ],
    "units-and-ranges.json": [
        #"4:47: error: unknown unit "em"; expected "px" or "rem""#,
        #"7:21: error: unknown $type "font-size"; expected one of color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography"#,
        #"14:23: error: font weight 1200 is out of range; expected 1...1000"#,
        #"22:21: error: font size -4 is negative; expected a size greater than 0"#,
        #"23:23: error: unknown font weight name "semibold" (did you mean "semi-bold"?); expected a number 1...1000 or one of thin, hairline, extra-light, ultra-light, light, normal, regular, book, medium, semi-bold, demi-bold, bold, extra-bold, ultra-bold, black, heavy, extra-black, ultra-black"#,
        #"25:23: error: line height 0 must be greater than 0; expected a multiple of the font size such as 1.3"#,
        #"30:33: error: found the number 7 in the font family list; expected a family name string"#,
        #"31:21: error: font size 0; expected a size greater than 0"#,
        #"32:23: error: unknown font weight name "heavyweight"; expected a number 1...1000 or one of thin, hairline, extra-light, ultra-light, light, normal, regular, book, medium, semi-bold, demi-bold, bold, extra-bold, ultra-bold, black, heavy, extra-black, ultra-black"#,
        #"33:37: error: found the string "1" for the dimension value; expected a number"#,
        #"33:50: error: unknown unit "pt"; expected "px" or "rem""#,
        #"34:23: error: line height -1 must be greater than 0; expected a multiple of the font size such as 1.3"#,
    ],
    "wrong-types.json": [
        #"6:23: error: found the number 42; expected a font family name or an array of names"#,
        #"7:21: error: found the number 17; expected a dimension {"value": number, "unit": "px" | "rem"}"#,
        #"8:23: error: found true; expected a font weight (a number 1...1000 or a weight name)"#,
        #"9:26: error: found the string "0px"; expected a dimension {"value": number, "unit": "px" | "rem"} (the format has no dimension strings since the 2025.10 draft)"#,
        #"10:23: error: found an object for lineHeight; expected a number (a multiple of the font size, such as 1.3)"#,
        #"13:26: error: found the string "Inter 28 Bold"; expected a typography object with fontFamily, fontSize, fontWeight, letterSpacing, lineHeight"#,
        #"14:18: error: found the number 12 for "notAToken"; expected a token (an object with $value) or a group (an object)"#,
    ],

]

@Suite struct TokensBrokenFileTests {
    @Test(arguments: brokenFileExpectations.keys.sorted())
    func everyFindingWithPosition(file: String) {
        let linter = TokenLinter(fontDirectory: TokensRepo.styleGuide + "/fonts")
        let path = TokensRepo.broken + "/" + file
        let result = linter.lint(file: path)
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
        #expect(found == brokenFileExpectations[file] ?? [])
        #expect(result.diagnostics.allSatisfy { $0.location.file == path })
        #expect(result.diagnostics.containsErrors)
    }

    @Test func diagnosticFormatAndTokenPath() throws {
        let document = TokenReader().read(contentsOfFile: TokensRepo.broken + "/wrong-types.json")
        let first = try #require(document.diagnostics.first)
        #expect(first.description == TokensRepo.broken + "/wrong-types.json:6:23: error: found the number 42; expected a font family name or an array of names")
        #expect(first.tokenPath == "typography.body")
        #expect(document.tokens.isEmpty)
    }

    @Test func unreadableFile() {
        let document = TokenReader().read(contentsOfFile: "/nonexistent/tokens.json")
        #expect(document.diagnostics.map(\.description) == ["/nonexistent/tokens.json:1:1: error: cannot read the token file: No such file or directory"])
    }
}
