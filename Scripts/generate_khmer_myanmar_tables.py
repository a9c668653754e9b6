#!/usr/bin/env python3
"""Write Sources/TypesetShaping/Shapers/KhmerMyanmarCategories.swift from the Unicode Character Database.

Usage: python3 Scripts/generate_khmer_myanmar_tables.py [--ucd /usr/share/unicode]

Input: IndicSyllabicCategory.txt and IndicPositionalCategory.txt (Unicode 15.0.0 as shipped by
Debian's `unicode-data` package; licence: Fixtures/unicode/LICENSE.txt).

What the Khmer and Myanmar shapers' syllable grammars read: one category per code point, for the
characters that can stand in a Khmer or Myanmar run (the Khmer and Myanmar blocks, Myanmar
Extended-A and -B, and the Common characters HarfBuzz's shapers give a category: Basic Latin,
Latin-1, General Punctuation, Superscripts and Subscripts, dotted circle and the squares,
variation selectors). The mapping from Indic_Syllabic_Category to the grammars' classes, and the
characters whose class differs from it, are HarfBuzz's (its `gen-indic-table.py` data and the
Microsoft script development specifications it cites:
https://learn.microsoft.com/en-us/typography/script-development/khmer and .../myanmar):

  Consonant, Consonant_Dead, Consonant_Head_Letter, Consonant_Initial_Postfixed -> C;
  Vowel_Independent -> V (IV); Vowel -> V; Consonant_Placeholder, Number, Brahmi_Joining_Number,
  Number_Joiner -> placeholder; Joiner, Non_Joiner -> ZWJ, ZWNJ; Invisible_Stacker, Virama -> H
  (Khmer: coeng); Bindu, Visarga, Syllable_Modifier, Gemination_Mark -> SM; Cantillation_Mark ->
  A; Nukta, Tone_Mark -> N (Myanmar: DB, dot below); Vowel_Dependent, Pure_Killer,
  Consonant_Killer -> a matra, whose class is its position in IndicPositionalCategory.txt (Left:
  pre-base, Top: above, Bottom: below, Right: post-base; a split vowel by its last part:
  Top_And_Left -> above, Left_And_Right / Top_And_Left_And_Right / Top_And_Right -> post,
  Top_And_Bottom(_And_Left) -> below); everything else -> other.

  Overrides: U+00B2, U+00B3, U+2074, U+2082..U+2084 other (see COMMON_OVERRIDES); U+25CC dotted circle; U+2015, U+2022, U+25FB..U+25FE placeholders; U+FE00..U+FE0F
  VS. Khmer: U+179A RO -> Ra; U+17C9, U+17CA, U+17CC -> Robatic; U+17C6, U+17CB, U+17CD..U+17D1 ->
  Xgroup; U+17C7, U+17C8, U+17D3, U+17DD -> Ygroup; U+17D9 -> placeholder. Myanmar: U+104E -> C;
  U+1004, U+101B, U+105A -> Ra; U+1032, U+1036 -> A; U+103A -> As (asat); U+103E -> MH; U+1060
  -> ML; U+103C -> MR; U+103D, U+1082 -> MW; U+103B, U+105E, U+105F -> MY; U+1063, U+1064,
  U+1069..U+106D, U+AA7B -> PT (Pwo and other tones); U+1038, U+1087..U+108D, U+108F, U+109A..
  U+109C -> SM; U+104A -> placeholder.

Written as one string per shaper over a few ranges (one character per code point, offset 0x30).
"""
import argparse, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ucd_tables import literal, ranges  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "TypesetShaping", "Shapers", "KhmerMyanmarCategories.swift")

# The code points covered (first, last): anything outside is "other".
RANGES = [(0x0020, 0x00DF), (0x1000, 0x109F), (0x1780, 0x17FF), (0x2008, 0x208F), (0x25CC, 0x25CC),
          (0x25FB, 0x25FE), (0xA9E0, 0xA9FF), (0xAA60, 0xAA7F), (0xFE00, 0xFE0F)]

# The classes of each grammar, in the order of the Swift enums (KhmerShaper.Category,
# MyanmarShaper.Category).
KHMER = ["other", "C", "V", "Ra", "ZWNJ", "ZWJ", "placeholder", "dottedCircle", "VAbv", "VBlw", "VPre", "VPst",
         "coeng", "robatic", "xgroup", "ygroup"]
MYANMAR = ["other", "C", "IV", "DB", "H", "ZWNJ", "ZWJ", "SM", "A", "GB", "dottedCircle", "Ra", "CS", "VAbv", "VBlw",
           "VPre", "VPst", "As", "MH", "MR", "MW", "MY", "PT", "VS", "P", "ML"]

GENERIC = {
    "Consonant": "C", "Consonant_Dead": "C", "Consonant_Head_Letter": "C", "Consonant_Initial_Postfixed": "C",
    "Vowel_Independent": "V", "Vowel": "V",
    "Consonant_Placeholder": "placeholder", "Number": "placeholder", "Brahmi_Joining_Number": "placeholder",
    "Number_Joiner": "placeholder",
    "Joiner": "ZWJ", "Non_Joiner": "ZWNJ", "Invisible_Stacker": "H", "Virama": "H",
    "Bindu": "SM", "Visarga": "SM", "Syllable_Modifier": "SM", "Gemination_Mark": "SM",
    "Cantillation_Mark": "A", "Nukta": "N", "Tone_Mark": "N",
    "Vowel_Dependent": "M", "Pure_Killer": "M", "Consonant_Killer": "M",
    "Consonant_With_Stacker": "CS",
}
POSITION = {"Left": "VPre", "Top": "VAbv", "Bottom": "VBlw", "Right": "VPst", "Top_And_Left": "VAbv",
            "Left_And_Right": "VPst", "Top_And_Left_And_Right": "VPst", "Top_And_Right": "VPst",
            "Bottom_And_Right": "VPst", "Top_And_Bottom": "VBlw", "Top_And_Bottom_And_Left": "VBlw",
            "Top_And_Bottom_And_Right": "VPst"}

# The superscript and subscript digits that IndicSyllabicCategory.txt calls Syllable_Modifier are no
# syllable modifiers for HarfBuzz 15: U+00B2 before a Myanmar consonant gets no dotted circle (its
# in-house test myanmar-syllable.tests) and after one starts no syllable of its own.
COMMON_OVERRIDES = {0x00B2: "other", 0x00B3: "other", 0x2074: "other", 0x2082: "other", 0x2083: "other", 0x2084: "other",
                    0x25CC: "dottedCircle", 0x2015: "placeholder", 0x2022: "placeholder",
                    **{u: "placeholder" for u in range(0x25FB, 0x25FF)}, **{u: "VS" for u in range(0xFE00, 0xFE10)}}
KHMER_OVERRIDES = {0x179A: "Ra", 0x17CC: "robatic", 0x17C9: "robatic", 0x17CA: "robatic",
                   **{u: "xgroup" for u in (0x17C6, 0x17CB, 0x17CD, 0x17CE, 0x17CF, 0x17D0, 0x17D1)},
                   **{u: "ygroup" for u in (0x17C7, 0x17C8, 0x17DD, 0x17D3)}, 0x17D9: "placeholder"}
MYANMAR_OVERRIDES = {0x104E: "C", 0x1004: "Ra", 0x101B: "Ra", 0x105A: "Ra", 0x1032: "A", 0x1036: "A", 0x103A: "As",
                     0x103E: "MH", 0x1060: "ML", 0x103C: "MR", 0x103D: "MW", 0x1082: "MW", 0x103B: "MY", 0x105E: "MY",
                     0x105F: "MY", **{u: "PT" for u in (0x1063, 0x1064, 0x1069, 0x106A, 0x106B, 0x106C, 0x106D, 0xAA7B)},
                     **{u: "SM" for u in (0x1038, 0x1087, 0x1088, 0x1089, 0x108A, 0x108B, 0x108C, 0x108D, 0x108F,
                                          0x109A, 0x109B, 0x109C)},
                     0x104A: "placeholder"}


def read(path):
    table, version = {}, ""
    with open(path, encoding="utf-8") as f:
        version = f.readline().strip("# \n").removesuffix(".txt")
    for first, last, value in ranges(path):
        for u in range(first, last + 1):
            table[u] = value
    return table, version


def classes(syllabic, positional):
    """(Khmer class, Myanmar class) names of every covered code point."""
    out = {}
    for first, last in RANGES:
        for u in range(first, last + 1):
            generic = GENERIC.get(syllabic.get(u, ""), "other")
            if generic == "M":
                generic = POSITION.get(positional.get(u, ""), "other")
            generic = COMMON_OVERRIDES.get(u, generic)
            khmer = KHMER_OVERRIDES.get(u, generic)
            khmer = {"H": "coeng", "placeholder": "placeholder", "V": "V"}.get(khmer, khmer)
            myanmar = MYANMAR_OVERRIDES.get(u, generic)
            myanmar = {"V": "IV", "placeholder": "GB", "N": "DB"}.get(myanmar, myanmar)
            out[u] = (khmer if khmer in KHMER else "other", myanmar if myanmar in MYANMAR else "other")
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ucd", default="/usr/share/unicode")
    args = parser.parse_args()
    syllabic, version = read(os.path.join(args.ucd, "IndicSyllabicCategory.txt"))
    positional, _ = read(os.path.join(args.ucd, "IndicPositionalCategory.txt"))
    table = classes(syllabic, positional)
    khmer = "".join(chr(0x30 + KHMER.index(table[u][0])) for first, last in RANGES for u in range(first, last + 1))
    myanmar = "".join(chr(0x30 + MYANMAR.index(table[u][1])) for first, last in RANGES for u in range(first, last + 1))
    starts, offset = [], 0
    for first, last in RANGES:
        starts.append(f"(0x{first:04X}, 0x{last:04X}, {offset})")
        offset += last - first + 1
    range_list = ",\n        ".join(starts)
    khmer_names = ", ".join(f"{i} {n}" for i, n in enumerate(KHMER))
    myanmar_names = ", ".join(f"{i} {n}" for i, n in enumerate(MYANMAR))
    with open(OUT, "w", encoding="utf-8", newline="\n") as out:
        out.write(f"""// Generated by Scripts/generate_khmer_myanmar_tables.py from {version} and its positional
// companion; do not edit. https://www.unicode.org/reports/tr44/#IndicSyllabicCategory.txt
// Classes as HarfBuzz's Khmer and Myanmar shapers read them (the script's docstring lists the rules).

/// The Khmer and Myanmar syllable classes of the characters that can stand in those runs.
enum KhmerMyanmarCategoryTable {{
    /// Covered code points (first, last, offset into the strings); anything else is class 0.
    static let ranges: [(first: UInt32, last: UInt32, offset: Int)] = [
        {range_list},
    ]
    /// Khmer classes, one character per covered code point (offset 0x30): {khmer_names}.
    static let khmer: StaticString = {literal(khmer)}
    /// Myanmar classes, one character per covered code point (offset 0x30): {myanmar_names}.
    static let myanmar: StaticString = {literal(myanmar)}

    /// The class of `scalar` in `table` (``khmer`` or ``myanmar``).
    @inline(__always)
    static func value(_ scalar: UInt32, in table: StaticString) -> UInt8 {{
        for range in ranges where scalar >= range.first && scalar <= range.last {{
            let index = range.offset &+ Int(scalar &- range.first)
            guard index < table.utf8CodeUnitCount else {{ return 0 }}
            return table.utf8Start[index] &- 0x30
        }}
        return 0
    }}
}}
""")
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {len(khmer)} code points per shaper")


if __name__ == "__main__":
    main()
