#!/usr/bin/env python3
"""Write Sources/TypesetShaping/Shapers/IndicTables.swift from the Unicode Character Database.

Usage: python3 Scripts/generate_indic_tables.py [--ucd /usr/share/unicode] [--check]

Inputs: IndicSyllabicCategory.txt, IndicPositionalCategory.txt and Blocks.txt (Unicode 15.0.0 as
shipped by Debian's `unicode-data` package, the version of the other shaping tables; licence:
Fixtures/unicode/LICENSE.txt).

What the Indic shaper reads, per code point: a shaping category (the class the syllable grammar
matches) and a position (where initial reordering puts the character), as HarfBuzz's Indic
shaper derives them from the two properties (Documentation/Shaping.md, "Indic"):

- Indic_Syllabic_Category -> category: consonants (Consonant, Consonant_Dead, _Head_Letter,
  _Initial_Postfixed) C; Consonant_Medial, _Final, _Subjoined, _Succeeding_Repha CM;
  Consonant_Preceding_Repha Repha; Consonant_With_Stacker CS; Consonant_Placeholder and Number
  (and Brahmi_Joining_Number, Number_Joiner) PLACEHOLDER; Vowel, Vowel_Independent V;
  Vowel_Dependent, Pure_Killer, Consonant_Killer M; Bindu, Visarga, Syllable_Modifier,
  Gemination_Mark SM; Cantillation_Mark A; Avagraha Symbol; Nukta, Tone_Mark N; Virama,
  Invisible_Stacker H; Joiner ZWJ; Non_Joiner ZWNJ; Register_Shifter RS; the rest X.
- Adjustments a shaper needs (HarfBuzz's, each with its reason in the table below): the letter RA
  of each script is Ra; Devanagari stress signs act as bindus; Gurmukhi iri and ura and the Vedic
  jihvamuliya/upadhmaniya act as consonants; Vedic signs that take marks act as avagraha;
  Grantha signs used in Tamil; Gujarati shadda and Oriya overline as nuktas; placeholders for
  letters that carry marks alone; U+25CC DOTTED CIRCLE has its own category.
- A syllable modifier without a positional category (superscript digits) is SMPst.
- Position: consonant-like categories (C CS Ra CM V PLACEHOLDER DOTTEDCIRCLE) BASE_C; SM, SMPst,
  A, Symbol SMVD; a matra (M, MPst) by its Indic_Positional_Category and script (Left: PRE_M everywhere; Right,
  Top, Bottom: the per-script positions of the script development specifications, as HarfBuzz
  applies them); anything else from Indic_Positional_Category (Left PRE_C, Top ABOVE_C, Bottom
  BELOW_C, Right POST_C, the split classes as their last part, Overstruck AFTER_MAIN,
  Visual_Order_Left PRE_M, Not_Applicable END) for CM, SM, RS and H, END for the rest; Gurmukhi
  udaat BELOW_C, Oriya candrabindu BEFORE_SUB (both last).

Only what the nine Indic scripts' runs hold is listed (Devanagari to Malayalam, Vedic Extensions,
Devanagari Extended, ASCII digits and hyphen, U+00D7, NBSP, the dashes and joiners of General
Punctuation, the Grantha signs used in Tamil, U+25CC); other code points are X / END.
Written as a two-stage table (Scripts/ucd_tables.py) of indices into a list of (category,
position) pairs.
"""
import argparse, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ucd_tables import literal, ranges, two_stage  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "TypesetShaping", "Shapers", "IndicTables.swift")

# The shaper's categories, in IndicCategory's order (Sources/TypesetShaping/Shapers/IndicCategories.swift).
CATEGORIES = ["X", "C", "V", "N", "H", "ZWNJ", "ZWJ", "M", "SM", "A", "PLACEHOLDER", "DOTTEDCIRCLE", "RS", "MPst",
              "Repha", "Ra", "CM", "Symbol", "CS", "SMPst"]
# Positions, in IndicPosition's order (the order syllables are sorted in).
POSITIONS = ["START", "RA_TO_BECOME_REPH", "PRE_M", "PRE_C", "BASE_C", "AFTER_MAIN", "ABOVE_C", "BEFORE_SUB", "BELOW_C",
             "AFTER_SUB", "BEFORE_POST", "POST_C", "AFTER_POST", "SMVD", "END"]

SYLLABIC = {
    "Other": "X", "Avagraha": "Symbol", "Bindu": "SM", "Brahmi_Joining_Number": "PLACEHOLDER",
    "Cantillation_Mark": "A", "Consonant": "C", "Consonant_Dead": "C", "Consonant_Final": "CM",
    "Consonant_Head_Letter": "C", "Consonant_Initial_Postfixed": "C", "Consonant_Killer": "M",
    "Consonant_Medial": "CM", "Consonant_Placeholder": "PLACEHOLDER", "Consonant_Preceding_Repha": "Repha",
    "Consonant_Prefixed": "X", "Consonant_Subjoined": "CM", "Consonant_Succeeding_Repha": "CM",
    "Consonant_With_Stacker": "CS", "Gemination_Mark": "SM", "Invisible_Stacker": "H", "Joiner": "ZWJ",
    "Modifying_Letter": "X", "Non_Joiner": "ZWNJ", "Nukta": "N", "Number": "PLACEHOLDER", "Number_Joiner": "PLACEHOLDER",
    "Pure_Killer": "M", "Register_Shifter": "RS", "Syllable_Modifier": "SM", "Tone_Letter": "X", "Tone_Mark": "N",
    "Virama": "H", "Visarga": "SM", "Vowel": "V", "Vowel_Dependent": "M", "Vowel_Independent": "V",
    "Reordering_Killer": "M",
}
POSITIONAL = {
    "Not_Applicable": "END", "Left": "PRE_C", "Top": "ABOVE_C", "Bottom": "BELOW_C", "Right": "POST_C",
    # Split classes resolve to the position of their last part.
    "Bottom_And_Right": "POST_C", "Left_And_Right": "POST_C", "Top_And_Bottom": "BELOW_C",
    "Top_And_Bottom_And_Left": "BELOW_C", "Top_And_Bottom_And_Right": "POST_C", "Top_And_Left": "ABOVE_C",
    "Top_And_Left_And_Right": "POST_C", "Top_And_Right": "POST_C", "Overstruck": "AFTER_MAIN",
    "Visual_Order_Left": "PRE_M", "Visual_order_left": "PRE_M",
}
# Category adjustments (HarfBuzz's, with the reason it gives).
CATEGORY_OVERRIDES = {
    # The letter RA of each script: reph and pre-base reordering forms start with it.
    0x0930: "Ra", 0x09B0: "Ra", 0x09F0: "Ra", 0x0A30: "Ra", 0x0AB0: "Ra", 0x0B30: "Ra", 0x0BB0: "Ra", 0x0C30: "Ra",
    0x0CB0: "Ra", 0x0D30: "Ra",
    # Devanagari stress signs act like bindus.
    0x0953: "SM", 0x0954: "SM",
    # Gurmukhi vowel sign II may come after a bindi: a post-base matra (the bindi moves with it).
    0x0A40: "MPst",
    # Gurmukhi iri and ura act like consonants (Vedic jihvamuliya and upadhmaniya are
    # Consonant_With_Stacker since Unicode 13 and stay so).
    0x0A72: "C", 0x0A73: "C",
    # Vedic visarga signs and the tiryak: tone marks (they should follow a visarga only).
    **{u: "A" for u in range(0x1CE2, 0x1CE9)}, 0x1CED: "A",
    # Signs that take marks in standalone clusters, like avagraha.
    **{u: "Symbol" for u in range(0xA8F2, 0xA8F8)}, **{u: "Symbol" for u in range(0x1CE9, 0x1CED)},
    **{u: "Symbol" for u in range(0x1CEE, 0x1CF2)},
    # Gurmukhi udaat (HarfBuzz issue 524): a matra below.
    0x0A51: "M",
    # Grantha signs Script_Extensions gives to Tamil.
    0x11301: "SM", 0x11302: "SM", 0x11303: "SM", 0x1133B: "N", 0x1133C: "N",
    # Gujarati shadda (HarfBuzz issue 552) and Oriya sign overline (HarfBuzz issue 2849) act as nuktas.
    0x0AFB: "N", 0x0B55: "N",
    # Letters that carry marks on their own: Bengali anji (HarfBuzz issue 538), Bengali vedic anusvara
    # (pull 1613), Kannada spacing candrabindu (pull 623), Malayalam vedic anusvara (pull 3511).
    0x0980: "PLACEHOLDER", 0x09FC: "PLACEHOLDER", 0x0C80: "PLACEHOLDER", 0x0D04: "PLACEHOLDER",
    0x2010: "PLACEHOLDER", 0x2011: "PLACEHOLDER",
    0x25CC: "DOTTEDCIRCLE",
}
# Applied last: Gurmukhi udaat sits below the consonant (HarfBuzz issue 524); Oriya candrabindu
# goes before subjoined forms, as the Oriya specification says.
POSITION_OVERRIDES = {0x0A51: "BELOW_C", 0x0B01: "BEFORE_SUB"}
BLOCKS = {"Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam",
          "Vedic Extensions", "Devanagari Extended"}
# Outside those blocks, the ranges HarfBuzz's table covers: ASCII digits and hyphen-minus,
# U+00D7 multiplication sign, the dashes and joiners of General Punctuation (not the
# superscript and subscript syllable modifiers, which stay X), NBSP, dotted circle, and the
# Grantha signs.
RANGES = [(0x0028, 0x003F), (0x00D0, 0x00D7), (0x2008, 0x2017)]
SINGLES = {0x00A0, 0x25CC, 0x11301, 0x11302, 0x11303, 0x1133B, 0x1133C}
CONSONANT_LIKE = {"C", "CS", "Ra", "CM", "V", "PLACEHOLDER", "DOTTEDCIRCLE"}
# Only these keep the position Indic_Positional_Category gives; the others start at END.
POSITIONED = {"CM", "SM", "RS", "H", "M", "MPst"}

# Matra positions per script block and side (the script development specifications' reordering
# classes as HarfBuzz applies them; Telugu and Kannada split by code point).
def matra_position(u, side, block):
    if side == "PRE_C":
        return "PRE_M"
    if side == "POST_C":
        return {"Devanagari": "AFTER_SUB", "Bengali": "AFTER_POST", "Gurmukhi": "AFTER_POST", "Gujarati": "AFTER_POST",
                "Oriya": "AFTER_POST", "Tamil": "AFTER_POST", "Malayalam": "AFTER_POST",
                "Telugu": "BEFORE_SUB" if u <= 0x0C42 else "AFTER_SUB",
                "Kannada": "BEFORE_SUB" if u < 0x0CC3 or u > 0x0CD6 else "AFTER_SUB"}.get(block, "AFTER_SUB")
    if side == "ABOVE_C":
        return {"Devanagari": "AFTER_SUB", "Gurmukhi": "AFTER_POST", "Gujarati": "AFTER_SUB", "Oriya": "AFTER_MAIN",
                "Tamil": "AFTER_SUB", "Telugu": "BEFORE_SUB", "Kannada": "BEFORE_SUB"}.get(block, "AFTER_SUB")
    if side == "BELOW_C":
        return {"Devanagari": "AFTER_SUB", "Bengali": "AFTER_SUB", "Gurmukhi": "AFTER_POST", "Gujarati": "AFTER_POST",
                "Oriya": "AFTER_SUB", "Tamil": "AFTER_POST", "Telugu": "BEFORE_SUB", "Kannada": "BEFORE_SUB",
                "Malayalam": "AFTER_POST"}.get(block, "AFTER_SUB")
    return side


def header(path):
    with open(path, encoding="utf-8") as f:
        return f.readline().strip("# \n")


def properties(ucd):
    syllabic = {}
    for a, b, v in ranges(os.path.join(ucd, "IndicSyllabicCategory.txt")):
        for u in range(a, b + 1):
            syllabic[u] = v
    positional = {}
    for a, b, v in ranges(os.path.join(ucd, "IndicPositionalCategory.txt")):
        for u in range(a, b + 1):
            positional[u] = v
    blocks = {}
    for a, b, v in ranges(os.path.join(ucd, "Blocks.txt")):
        for u in range(a, b + 1):
            blocks[u] = v
    return syllabic, positional, blocks


def classify(u, syllabic, positional, blocks):
    block = blocks.get(u, "No_Block")
    if block not in BLOCKS and u not in SINGLES and not any(a <= u <= b for a, b in RANGES):
        return "X", "END"
    category = SYLLABIC[syllabic.get(u, "Other")]
    position = positional.get(u, "Not_Applicable")
    # A syllable modifier with no position of its own follows the syllable (SMPst).
    if category == "SM" and position == "Not_Applicable":
        category = "SMPst"
    category = CATEGORY_OVERRIDES.get(u, category)
    position = POSITIONAL[position] if category in POSITIONED else "END"
    if category in CONSONANT_LIKE:
        position = "BASE_C"
    elif category in ("M", "MPst"):
        position = matra_position(u, position, block)
    elif category in ("SM", "SMPst", "A", "Symbol"):
        position = "SMVD"
    position = POSITION_OVERRIDES.get(u, position)
    return category, position


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--check", action="store_true", help="fail if the committed file differs")
    args = parser.parse_args()
    syllabic, positional, blocks = properties(args.ucd)
    limit = 0x11400
    pairs = [("X", "END")]
    values = []
    for u in range(limit):
        pair = classify(u, syllabic, positional, blocks)
        if pair not in pairs:
            pairs.append(pair)
        values.append(pairs.index(pair))
    shift, stage1, stage2, count = two_stage(values)
    pair_lines = "\n".join(f"        ({CATEGORIES.index(c)}, {POSITIONS.index(p)}),  // {c}, {p}" for c, p in pairs)
    text = f"""// Generated by Scripts/generate_indic_tables.py from {header(os.path.join(args.ucd, 'IndicSyllabicCategory.txt'))},
// {header(os.path.join(args.ucd, 'IndicPositionalCategory.txt'))} and {header(os.path.join(args.ucd, 'Blocks.txt'))}; do not edit.
// https://www.unicode.org/reports/tr44/#IndicSyllabicCategory.txt

/// The Indic shaper's category and position of each code point (Scripts/generate_indic_tables.py
/// says how they are derived).
enum IndicTables {{
    static let limit: UInt32 = 0x{limit:X}
    static let shift = {shift}
    /// (category, position) pairs: ``IndicCategory`` and ``IndicPosition`` raw values.
    static let pairs: [(UInt8, UInt8)] = [
{pair_lines}
    ]
    /// Block number per 2^shift code points (two characters of 6 bits, offset 0x30).
    static let stage1: StaticString = {literal(stage1)}
    /// {count} distinct blocks, one character per code point (offset 0x30): an index into `pairs`.
    static let stage2: StaticString = {literal(stage2)}
}}
"""
    if args.check:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit(f"{OUT} is out of date")
        return
    with open(OUT, "w", encoding="utf-8", newline="\n") as out:
        out.write(text)
    print(f"wrote {OUT}: {len(pairs)} pairs, shift {shift}, {count} blocks")


if __name__ == "__main__":
    main()
