import Foundation
import TypesetTestSupport
import Testing
@testable import TypesetTokens
@testable import TypesetSupport

/// Paths inside the checkout, found from this file's location.
enum TokensRepo {
    static let root = Repository.root
    static func path(_ relative: String) -> String { Repository.path(relative) }
    static let broken = path("Tests/TypesetTokensTests/Broken")
    static let styleGuide = path("Examples/StyleGuide")
}

/// Every broken token file, with every finding `typeset lint` prints for it (reading, fonts, style
/// lint; ``StyleGuide/load(file:fontDirectory:reader:)``): `line:column: severity: message`, with
/// the checkout's path left out of messages. Each message was checked by hand against the file
/// (position of the offending value or key, what was found, what was expected).
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
    // Typeset's $extensions → com.typeset settings: wrong types, bad values, out of range.
    "extension-values.json": [
        #"13:9: warning: extension key "dev.typeset" is not read; expected "com.typeset""#,
        #"15:24: error: found the number 17 for textStyle; expected a Dynamic Type style name"#,
        #"16:27: error: maxPointSize 0 must be greater than 0; expected a size in points"#,
        #"17:23: error: found the string "" for fontFile; expected a font file path relative to the token file"#,
        #"18:24: error: found the number 1 for alignment; expected one of natural, left, center, right, justified"#,
        #"19:23: error: unknown textCase "small-caps" (did you mean "smallCaps"?); expected one of none, uppercase, lowercase, capitalize, smallCaps"#,
        #"20:29: error: unknown textDecoration "line-through"; expected one of none, underline, strikethrough"#,
        #"21:31: error: paragraphSpacing -4 is negative; expected 0 or more points"#,
        #"22:21: error: found the string "yes" for italic; expected true or false"#,
        #"34:39: error: found the string "caption1" for com.typeset; expected an object"#,
        #"46:11: warning: unknown com.typeset property "textstyle" (did you mean "textStyle"?); ignored (expected one of textStyle, maxPointSize, fontFile, fontIndex, alignment, paragraphSpacing, textCase, textDecoration, italic, fontFeatureSettings, language, leading, variants, fontWidth, fontVariationSettings, opticalSizing)"#,
        #"47:31: error: found the string "8px" for paragraphSpacing; expected a number of points or a dimension object"#,
        #"48:27: error: maxPointSize -2 rem must be greater than 0; expected a size in points"#,
        #"49:24: error: found the number 1.5 for fontIndex; expected a face index 0, 1, 2 ..."#,
        #"61:84: error: maxPointSize 1e9 is out of range; expected a value within ±1000000 points"#,
    ],
    "extension.json": [
        #"13:39: error: unknown Dynamic Type style "bodyy" (did you mean "body"?); expected one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"#,
        #"13:61: error: unknown alignment "centre" (did you mean "center"?); expected one of natural, left, center, right, justified"#,
        #"13:84: error: found the number -1 for fontIndex; expected a face index 0, 1, 2 ..."#,
        #"13:88: warning: unknown com.typeset property "colour"; ignored (expected one of textStyle, maxPointSize, fontFile, fontIndex, alignment, paragraphSpacing, textCase, textDecoration, italic, fontFeatureSettings, language, leading, variants, fontWidth, fontVariationSettings, opticalSizing)"#,
        #"16:5: warning: typography.title: line height 33.6 pt is below the font's own line height 33.886 pt: maximumLineHeight clips ascenders and descenders, a negative lineSpacing is ignored, and from iOS 16.4 so is the negative baselineOffset that would centre the glyphs [lineHeightClips]"#,
        #"16:5: warning: typography.title: line height 33.6 pt is not a whole number of pixels at 2x and 3x: baselines snap to the pixel grid, so the gaps between lines alternate by a pixel; use a whole number of points, which lies on both grids (for example 34) [baselinesOffPixelGrid]"#,
        #"24:57: warning: maxPointSize 20 is smaller than the font size 28; expected at least the font size"#,
        #"24:57: warning: maxPointSize has no effect without textStyle; expected a textStyle to scale with"#,
    ],
    // Font resolution against Examples/StyleGuide/fonts (Inter 400, 600, 700; Noto Sans CJK JP/SC 400),
    // fontFile faces (fonts/OutlineTest-NoCmap.ttf is Fixtures' OutlineTest-TrueType.ttf without its cmap
    // table; OutlineTest-TrueType.ttf has no name ID 6), and the style lint of each token's resolved style.
    // OpenType feature settings and the language under $extensions → com.typeset (CSS
    // font-feature-settings, HarfBuzz lists, objects); tags the registry or the font lacks.
    "features.json": [
        #"6:64: error: found the number 1 for fontFeatureSettings; expected a CSS font-feature-settings string ("tnum" 1, "liga" 0), a HarfBuzz list (tnum,-liga) or an object ({"tnum": 1, "liga": 0})"#,
        #"10:64: error: feature setting '"tnum" yes' has the value "yes"; expected a whole number 0 or more, on or off"#,
        #"14:64: error: feature setting '"tnum 1' has no closing quote; expected "tag" with an optional value 0, 1, on or off (CSS), or tag, -tag, tag=value (HarfBuzz)"#,
        #"18:64: error: feature tag "cv1" has 3 characters; expected 4, as OpenType tags such as "tnum" and "cv01" have"#,
        #"22:66: error: feature tag "tnüm" has a character outside U+0020...U+007E; expected four ASCII characters such as "tnum""#,
        #"26:64: error: feature setting 'liga[3:5]' applies to a range of the text; expected a setting for the whole text, without [start:end]"#,
        #"30:64: error: feature value 70000 for "aalt" is out of range; expected 0 (off), 1 (on) or an alternate number up to 65535"#,
        #"30:64: error: feature value 99999 for "salt" is out of range; expected 0 (off), 1 (on) or an alternate number up to 65535"#,
        #"34:74: error: feature value 70000 for "aalt" is out of range; expected 0 (off), 1 (on) or an alternate number up to 65535"#,
        #"34:89: error: found the string "on" for the feature "tnum"; expected 0 (off), 1 (on), an alternate number, true or false"#,
        #"34:103: error: feature value -1 for "liga" is out of range; expected 0 (off), 1 (on) or an alternate number up to 65535"#,
        #"34:115: error: feature value 1.5 for "ss01" is not a whole number; expected 0 (off), 1 (on) or an alternate number up to 65535"#,
        #"38:64: error: found an empty string for fontFeatureSettings; expected a CSS font-feature-settings string ("tnum" 1, "liga" 0), a HarfBuzz list (tnum,-liga) or an object ({"tnum": 1, "liga": 0}), or "normal" for none"#,
        #"42:64: error: fontFeatureSettings "tnum,,liga" has an empty setting between commas; expected one setting per comma"#,
        #"46:73: error: found the number 1 in the fontFeatureSettings list; expected a feature setting string such as "tnum" or "-liga""#,
        #"46:76: error: 'liga 0' is not a feature setting; expected "tag" with an optional value 0, 1, on or off (CSS), or tag, -tag, tag=value (HarfBuzz)"#,
        #"50:64: error: references are not read in $extensions: found "{font.features}" for fontFeatureSettings; expected the settings themselves"#,
        #"54:53: error: found the number 1 for language; expected a BCP 47 language tag such as "en", "de-CH" or "zh-Hant""#,
        #"58:53: error: language "en--US" is not a well-formed BCP 47 tag (it has an empty subtag); expected a tag such as "en", "de-CH" or "zh-Hant""#,
        #"62:53: error: language "zh_Hant" is not a well-formed BCP 47 tag ('_' is not a letter, digit or '-'); did you mean "zh-Hant"?"#,
        #"66:64: warning: feature "liga" is set more than once; the last setting, liga=1, wins"#,
        #"66:64: warning: feature tag "tnun" is not a registered OpenType feature (did you mean "tnum"?); it applies only in fonts that define it"#,
        #"66:64: warning: feature tag "TNUM" is not a registered OpenType feature (did you mean "tnum"?); it applies only in fonts that define it"#,
        #"66:64: warning: the font Inter-Regular has no "tnun" feature; turning it on has no effect"#,
        #"66:64: warning: the font Inter-Regular has no "TNUM" feature; turning it on has no effect"#,
        #"66:64: warning: the font Inter-Regular has no "liga" feature; turning it on has no effect"#,
        #"70:64: warning: the font Inter-Regular has no "ss07" feature; turning it on has no effect"#,
        #"70:110: warning: language "qq" maps to no OpenType language system; fonts set it with their default forms"#,
        #"73:171: warning: unknown typography property "fontFeatureSettings"; ignored (fontFeatureSettings is a Typeset setting; expected it under $extensions → com.typeset)"#,
    ],
    "fonts.json": [
        #"8:5: warning: no Inter face with weight 300; using Inter Regular (weight 400) by CSS font matching"#,
        #"17:5: warning: no Inter face with weight 400 italic; using Inter Regular (weight 400) by CSS font matching"#,
        #"27:5: warning: font family "Helvetica Neue" not found in Examples/StyleGuide/fonts; using the fallback "Inter""#,
        #"36:5: error: font family "Helvetica Neue" not found in Examples/StyleGuide/fonts; found "Inter", "Noto Sans CJK JP", "Noto Sans CJK SC""#,
        #"53:53: warning: fontFile "../../../Examples/StyleGuide/fonts/Inter-Bold-subset.otf" holds the family "Inter"; expected "Roboto" as in fontFamily"#,
        #"63:129: error: fontIndex 1 is out of range for "../../../Examples/StyleGuide/fonts/Inter-Regular-subset.otf"; expected 0...0 (the file has 1 face)"#,
        #"73:53: error: cannot read fontFile "fonts/Inter-Light.otf" (Tests/TypesetTokensTests/Broken/fonts/Inter-Light.otf): No such file or directory"#,
        #"83:53: error: cannot read fontFile "fonts.json" (Tests/TypesetTokensTests/Broken/fonts.json): sfnt table at offset 0: not an OpenType font (first four bytes 0x7b0a2020)"#,
        #"93:53: error: the font Tests/TypesetTokensTests/Broken/../../../Fixtures/fonts/OutlineTest-TrueType.ttf has no PostScript name (name ID 6); expected one, UIFont(name:size:) looks fonts up by it"#,
        #"103:53: error: cannot read the font Tests/TypesetTokensTests/Broken/fonts/OutlineTest-NoCmap.ttf (face 0): cmap table at offset 0: required table 'cmap' is missing"#,
        #"105:5: warning: textCase smallCaps needs the font's smcp feature, which Inter-Regular does not have; the text is set as written"#,
        #"115:5: warning: typography.tight: line height 17.6 pt is below the font's own line height 19.364 pt: maximumLineHeight clips ascenders and descenders, a negative lineSpacing is ignored, and from iOS 16.4 so is the negative baselineOffset that would centre the glyphs [lineHeightClips]"#,
        #"115:5: warning: typography.tight: body line spacing is 110% of the point size (17.6 / 16 pt); Practical Typography recommends 120-145% [bodyLineSpacing]"#,
        #"115:5: warning: typography.tight: line height 17.6 pt is not a whole number of pixels at 2x and 3x: baselines snap to the pixel grid, so the gaps between lines alternate by a pixel; use a whole number of points, which lies on both grids (for example 18) [baselinesOffPixelGrid]"#,
        #"115:5: error: typography.tight: kern -12 pt is at or below minus the average character width (7.577 pt): characters would stack or run backwards [letterSpacingNotRepresentable]"#,
        #"115:5: warning: typography.tight: letter spacing of -12 pt stays fixed while the size follows Dynamic Type; write it in percent of the size to keep its proportion [letterSpacingDoesNotScale]"#,
    ],
    "missing-properties.json": [
        #"5:17: error: typography token is missing required properties "fontWeight", "lineHeight"; expected all of fontFamily, fontSize, fontWeight, letterSpacing, lineHeight"#,
        #"12:17: error: typography token is missing required property "lineHeight"; expected all of fontFamily, fontSize, fontWeight, letterSpacing, lineHeight"#,
        #"20:17: error: typography token is missing required properties "fontFamily", "fontWeight", "letterSpacing", "lineHeight"; expected all of fontFamily, fontSize, fontWeight, letterSpacing, lineHeight"#,
        #"20:31: error: dimension is missing "unit"; expected {"value": number, "unit": "px" | "rem"}"#,
    ],
    // DTCG structure: $-properties, names, $root, $extends, $type.
    "names.json": [
        #"3:3: warning: unknown group property "$comment"; ignored (expected $type, $description, $extensions, $deprecated)"#,
        #"6:21: error: found the number 12 for $description; expected a string"#,
        #"7:5: warning: $extends (group inheritance) is not supported; the group is read without the groups it extends"#,
        #"9:5: error: name "body.large" contains '{', '}' or '.'; expected a token or group name without them"#,
        #"10:5: error: name "{caption}" contains '{', '}' or '.'; expected a token or group name without them"#,
        #"13:23: error: found false for $description; expected a string"#,
        #"14:22: error: found an array for $extensions; expected an object"#,
        #"15:7: warning: unknown token property "$note"; ignored (expected $value, $type, $description, $extensions, $deprecated)"#,
        #"16:7: error: token size.title contains "small"; a token cannot contain tokens or groups"#,
        #"21:20: error: found the string "com.typeset" for $extensions; expected an object"#,
        #"22:14: error: $root has no $value; expected a token"#,
        #"24:3: error: token ratio has no $type (on the token or an enclosing group); expected one of color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography"#,
        #"25:21: error: found the number 700 for $type; expected a type name string"#,
        #"26:22: error: unknown $type "numbers" (did you mean "number"?); expected one of color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography"#,
    ],
    "studio-broken.json": [
        #"6:78: error: math expressions and embedded references are not supported: found "{size.base} * 1.5" for fontSize; expected a value or a single {reference}"#,
        #"6:113: warning: line height 1.4 without a unit is read as 1.4 pt; expected "140%" for a multiple of the font size"#,
        #"10:55: error: unknown font weight "Extra Heavy"; expected Thin, Hairline, Extra Light, Ultra Light, Light, Regular, Normal, Book, Medium, Semi Bold, Demi Bold, Bold, Extra Bold, Ultra Bold, Black, Heavy, Extra Black, Ultra Black (each optionally followed by Italic), or a number 1...1000"#,
        #"10:82: error: unknown unit "pt" in fontSize "17pt"; expected no unit, px, rem"#,
        #"10:127: error: unknown textCase "shout"; expected none, uppercase, lowercase, capitalize or small-caps"#,
        #"12:49: error: typography token is missing required properties "fontWeight", "fontSize"; expected fontFamily, fontWeight and fontSize"#,
    ],
    // Tokens Studio has no feature settings or language property: Typeset's extension carries
    // them; its small caps is the font's smcp feature.
    "studio-features.json": [
        #"5:106: warning: unknown typography property "fontFeatureSettings"; ignored (fontFeatureSettings is a Typeset setting; expected it under $extensions → com.typeset)"#,
        #"5:137: warning: unknown typography property "language"; ignored (language is a Typeset setting; expected it under $extensions → com.typeset)"#,
        #"7:5: warning: textCase smallCaps needs the font's smcp feature, which Inter-Regular does not have; the text is set as written"#,
        #"19:64: error: 'smcp=2x' is not a feature setting; expected "tag" with an optional value 0, 1, on or off (CSS), or tag, -tag, tag=value (HarfBuzz)"#,
        #"19:87: warning: language "german" maps to no OpenType language system; fonts set it with their default forms"#,
    ],
    // A multi-set Tokens Studio export: set names are dropped from token paths.
    "studio-more.json": [
        #"3:13: error: found the string "v1" for the token set "legacy"; expected an object"#,
        #"7:15: error: found the string "sizes in px" for "note"; expected a token (an object with value and type) or a group (an object)"#,
        #"8:7: error: token size.step has no type; expected a "type" such as "typography""#,
        #"9:39: error: found the number 12 for type; expected a token type name such as "typography""#,
        #"13:15: warning: token size.base in set "theme" overrides its value in set "core" (at 6:7), as Tokens Studio applies later sets over earlier ones"#,
        #"17:34: error: found an array for fontFamily; expected a string or a number"#,
        #"17:59: error: font weight 1200 is out of range; expected 1...1000"#,
        #"17:79: error: found "big" for fontSize; expected a number with an optional unit (px, rem)"#,
        #"17:100: error: line height 0% must be greater than 0; expected a positive height"#,
        #"19:53: error: found the string "Inter 16 Regular"; expected a typography object with fontFamily, fontWeight, fontSize"#,
        #"22:34: error: found an empty font family; expected a family name such as "Inter""#,
        #"22:77: error: font size -4 is negative; expected a size greater than 0"#,
        #"22:83: warning: unknown typography property "fontsize" (did you mean "fontSize"?); ignored"#,
        #"22:101: warning: paragraphIndent is not supported yet; ignored"#,
        #"26:80: error: font size 0; expected a size greater than 0"#,
        #"26:105: error: paragraphSpacing -8 is negative; expected 0 or more points"#,
        #"26:129: error: unknown textDecoration "wavy"; expected none, underline or line-through"#,
        #"30:80: error: fontSize "2000000px" is out of range; expected a value within ±1000000 points"#,
        // 70000 rem is 1120000 pt at 16 pt a rem: out of range, as the same DTCG dimension is.
        #"34:80: error: fontSize "70000rem" is out of range; expected a value within ±1000000 points"#,
    ],
    "studio-top-level-array.json": [
        #"1:1: error: found an array at the top level; expected an object of token sets, groups and tokens"#,
    ],
    // JSON syntax: parsing stops at the first error, so one file per error.
    "syntax-colon.json": [
        #"3:13: error: unexpected '='; expected ':' after the key "$type""#,
    ],
    "syntax-empty.json": [
        #"1:1: error: unexpected end of file; expected a value"#,
    ],
    "syntax-escape.json": [
        #"6:59: error: invalid escape '\I' in string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#,
    ],
    "syntax-high-surrogate.json": [
        #"4:28: error: unpaired high surrogate '\uD83D'; expected a following low surrogate '\uDC00' ... '\uDFFF'"#,
    ],
    "syntax-invalid-utf8-byte.json": [
        #"4:26: error: invalid UTF-8 byte 0x93; expected UTF-8 text"#,
    ],
    "syntax-invalid-utf8.json": [
        #"4:29: error: invalid UTF-8 sequence starting with byte 0xE9; expected UTF-8 text"#,
    ],
    "syntax-line-break-in-string.json": [
        #"4:45: error: control character in string: line feed (U+000A); a string cannot span lines, expected '\n' or a closing '"'"#,
    ],
    "syntax-literal.json": [
        #"4:20: error: invalid literal 'ture'; expected 'true'"#,
    ],
    "syntax-low-surrogate.json": [
        #"4:28: error: unpaired low surrogate '\uDE00'; expected a high surrogate '\uD800' ... '\uDBFF' before it"#,
    ],
    "syntax-missing-comma-array.json": [
        #"4:34: error: unexpected '"'; expected ',' or ']' after an array item"#,
    ],
    "syntax-missing-comma.json": [
        #"5:5: error: unexpected '"'; expected ',' or '}' after an object member"#,
    ],
    "syntax-missing-value.json": [
        #"4:25: error: unexpected ']'; expected a value"#,
    ],
    "syntax-nesting.json": [
        #"2:266: error: arrays and objects nested deeper than 256 levels; expected at most 256"#,
    ],
    "syntax-number-exponent.json": [
        #"4:36: error: invalid number '1.7e': expected a digit in the exponent"#,
    ],
    "syntax-number-fraction.json": [
        #"4:25: error: invalid number '1.': expected a digit after the decimal point"#,
    ],
    "syntax-number-leading-zero.json": [
        #"4:25: error: invalid number '01.5': leading zeros are not allowed"#,
    ],
    "syntax-number-minus.json": [
        #"4:37: error: invalid number '-.5': expected a digit after '-'"#,
    ],
    "syntax-number-range.json": [
        #"4:36: error: number '1e999' is too large; expected a value within ±1.8e308"#,
    ],
    "syntax-single-quotes.json": [
        #"4:5: error: unexpected "'" (JSON strings take double quotes); expected a key string after ','"#,
    ],
    "syntax-surrogate-pair.json": [
        #"4:34: error: '\u0041' after the high surrogate '\uD83D'; expected a low surrogate '\uDC00' ... '\uDFFF'"#,
    ],
    "syntax-trailing-comma-array.json": [
        #"4:47: error: trailing comma before ']'; expected another value"#,
    ],
    "syntax-trailing-comma.json": [
        #"7:50: error: trailing comma before '}'; expected another key"#,
    ],
    "syntax-trailing-content.json": [
        #"7:1: error: unexpected '}' after the top-level value; expected the end of the file"#,
    ],
    "syntax-truncated.json": [
        #"5:1: error: unexpected end of file; expected ',' or '}' after an object member"#,
    ],
    "syntax-unicode-escape-end.json": [
        #"4:29: error: incomplete '\u' escape at the end of the file; expected four hex digits"#,
    ],
    "syntax-unicode-escape.json": [
        #"4:29: error: invalid '\u' escape: found character U+0020; expected four hex digits"#,
    ],
    "syntax-unquoted-key.json": [
        #"3:5: error: unexpected '$'; expected a key string or '}'"#,
    ],
    "syntax-unquoted-value.json": [
        #"4:25: error: unexpected 'b'; expected a value (object, array, string, number, true, false or null)"#,
    ],
    "syntax-unterminated-escape.json": [
        #"4:31: error: unterminated escape at the end of the file; expected a character after '\'"#,
    ],
    "syntax-unterminated-string.json": [
        #"4:25: error: unterminated string; expected a closing '"' before the end of the file"#,
    ],
    "top-level-array.json": [
        #"1:1: error: found an array at the top level; expected an object of groups and tokens"#,
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
    // DTCG values: $ref, dimensions, families, weights, typography properties.
    "values.json": [
        #"6:56: warning: unknown dimension property "scale"; ignored (expected value and unit)"#,
        #"7:52: error: found the number 1 for the unit; expected "px" or "rem""#,
        #"8:36: error: dimension 70000 rem is out of range; expected a value within ±1000000 points"#,
        #"9:24: error: reference to {color.red}, a color token; expected a dimension token"#,
        #"10:28: error: JSON Pointer references ($ref) are not supported; expected a {group.token} reference"#,
        #"12:53: error: found the string "1.1"; expected a number"#,
        #"13:58: warning: font weight 400.5 is not a whole number; using 401"#,
        #"18:23: error: found an empty font family name; expected a family name such as "Inter""#,
        #"19:21: error: JSON Pointer references ($ref) are not supported; expected a {group.token} reference"#,
        #"27:23: error: found an empty array of font families; expected at least one family name"#,
        #"32:9: warning: unknown typography property "fontStyle"; ignored (the typography type has no font style; expected "italic": true under $extensions → com.typeset)"#,
        #"33:9: warning: unknown typography property "textCase"; ignored (textCase is a Typeset setting; expected it under $extensions → com.typeset)"#,
        #"34:9: warning: unknown typography property "letterspacing" (did you mean "letterSpacing"?); ignored (expected fontFamily, fontSize, fontWeight, letterSpacing, lineHeight)"#,
        #"43:23: error: line height 2000 is out of range; expected a multiple of the font size up to 1000, such as 1.3"#,
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

/// Token files that read without errors but that `typeset generate` refuses, with its blocking findings.
let generateBlockingExpectations: [String: [String]] = [
    "no-typography.json": [
        #"1:1: error: no typography tokens to generate code for; expected at least one token of type typography"#,
    ],
]

@Suite struct TokensBrokenFileTests {
    /// `line:column: severity: message`, paths in messages relative to the checkout.
    static func findings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map {
            let message = $0.message.replacingOccurrences(of: TokensRepo.root + "/", with: "")
            return "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \(message)"
        }
    }

    /// What `typeset lint <file> --fonts Examples/StyleGuide/fonts` prints.
    @Test(arguments: brokenFileExpectations.keys.sorted())
    func everyFindingWithPosition(file: String) {
        let path = TokensRepo.broken + "/" + file
        let guide = StyleGuide.load(file: path, fontDirectory: TokensRepo.styleGuide + "/fonts")
        #expect(TokensBrokenFileTests.findings(guide.diagnostics) == brokenFileExpectations[file] ?? [])
        #expect(guide.diagnostics.allSatisfy { $0.location.file == path })
        #expect(guide.diagnostics.containsErrors)
    }

    /// What `typeset generate` refuses in a file `typeset lint` passes.
    @Test(arguments: generateBlockingExpectations.keys.sorted())
    func generateBlockingFindings(file: String) {
        let path = TokensRepo.broken + "/" + file
        let guide = StyleGuide.load(file: path, fontDirectory: TokensRepo.styleGuide + "/fonts")
        #expect(guide.diagnostics.isEmpty, "\(guide.diagnostics)")
        let blocking = SwiftCodeGenerator(guide: guide).blockingDiagnostics
        #expect(TokensBrokenFileTests.findings(blocking) == generateBlockingExpectations[file] ?? [])
        #expect(blocking.allSatisfy { $0.location.file == path })
    }

    /// No broken file goes untested.
    @Test func everyBrokenFileHasExpectations() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TokensRepo.broken).filter { $0.hasSuffix(".json") }
        let listed = Set(brokenFileExpectations.keys).union(generateBlockingExpectations.keys)
        #expect(Set(files) == listed)
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
