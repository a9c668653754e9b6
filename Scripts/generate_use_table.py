#!/usr/bin/env python3
"""Write Sources/TypesetShaping/Shapers/UniversalCategories.swift: the Universal Shaping Engine
category of every code point.

Usage: python3 Scripts/generate_use_table.py [--ucd /usr/share/unicode]

Inputs (Unicode 15.0.0 as shipped by Debian's `unicode-data` package; licence:
Fixtures/unicode/LICENSE.txt): IndicSyllabicCategory.txt, IndicPositionalCategory.txt,
ArabicShaping.txt (joining types), DerivedCoreProperties.txt (Default_Ignorable_Code_Point),
UnicodeData.txt (General_Category), Scripts.txt.

The derivation is the one Microsoft's "Creating and supporting OpenType fonts for the Universal
Shaping Engine" describes (the USE categories from Indic_Syllabic_Category, Indic_Positional_
Category and General_Category), with the overrides Microsoft publishes for the USE
(IndicSyllabicCategory-Additional.txt and IndicPositionalCategory-Additional.txt, Unicode 16.0
edition, as shipped with HarfBuzz in src/ms-use) and the few further corrections HarfBuzz
applies (listed in OVERRIDE_* and in `category` below with the reason each has). The override
data below is restated from those files; the classification is written here.

Characters listed in none of the first four files (and those of the scripts the USE does not
serve: Arabic, Lao, Samaritan, Syriac, Thai) are O (other).

Output: one small number per code point (the `UniversalCategory` raw values in
Sources/TypesetShaping/Shapers/UniversalShaper.swift), as a two-stage table (Scripts/ucd_tables.py).
"""
import argparse, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ucd_tables import literal, ranges, two_stage  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "TypesetShaping", "Shapers", "UniversalCategories.swift")

# The categories, in the order of their raw values in Swift (UniversalCategory).
CATEGORIES = ["O", "B", "N", "GB", "CGJ", "SUB", "H", "HN", "ZWNJ", "WJ", "R", "CS", "IS", "Sk", "G", "J", "SB", "SE",
              "HVM", "HM", "HR", "RK", "FAbv", "FBlw", "FPst", "MAbv", "MBlw", "MPst", "MPre", "CMAbv", "CMBlw",
              "VAbv", "VBlw", "VPst", "VPre", "VMAbv", "VMBlw", "VMPst", "VMPre", "SMAbv", "SMBlw", "FMAbv", "FMBlw",
              "FMPst"]

# Scripts the USE does not serve (their own shapers): their characters stay O.
DISABLED_SCRIPTS = {"Arabic", "Lao", "Samaritan", "Syriac", "Thai"}

# Microsoft's Indic_Syllabic_Category overrides for the USE (IndicSyllabicCategory-Additional.txt,
# "Updated for Unicode 16.0 by Andrew Glass 2024-09-11"): (first, last, value). Code points not
# assigned in the Unicode version read here are dropped when the table is made.
OVERRIDE_SYLLABIC = [
    (0x193A, 0x193A, "Bindu"), (0xAA29, 0xAA29, "Bindu"), (0x10A0D, 0x10A0D, "Bindu"), (0x113CE, 0x113CE, "Bindu"),
    (0x19C1, 0x19C7, "Consonant"), (0x25CC, 0x25CC, "Consonant"),
    (0x0F7F, 0x0F7F, "Consonant_Dead"),
    (0x11A3A, 0x11A3A, "Consonant_With_Stacker"),
    (0x11A3B, 0x11A3E, "Consonant_Subjoined"),
    (0x1C36, 0x1C36, "Syllable_Modifier"),  # listed as Consonant_Final_Modifier, which the USE reads as a syllable modifier
    (0x11134, 0x11134, "Gemination_Mark"),
    (0x0F71, 0x0F71, "Nukta"), (0x1BF2, 0x1BF3, "Nukta"), (0x113CF, 0x113CF, "Nukta"),
    (0x1A7B, 0x1A7C, "Tone_Mark"), (0x1A7F, 0x1A7F, "Tone_Mark"),
    (0xAAB1, 0xAAB1, "Vowel_Independent"), (0xAABA, 0xAABA, "Vowel_Independent"), (0xAABD, 0xAABD, "Vowel_Independent"),
    # Values Unicode does not assign.
    (0x0800, 0x0815, "Consonant"), (0x0840, 0x0858, "Consonant"), (0x0F00, 0x0F01, "Consonant"), (0x0F04, 0x0F06, "Consonant"),
    (0x1800, 0x1800, "Consonant"), (0x1807, 0x1807, "Consonant"), (0x180A, 0x180A, "Consonant"), (0x1820, 0x1878, "Consonant"),
    (0x2D30, 0x2D67, "Consonant"), (0x2D6F, 0x2D6F, "Consonant"), (0x10570, 0x1057A, "Consonant"), (0x1057C, 0x1058A, "Consonant"),
    (0x1058C, 0x10592, "Consonant"), (0x10594, 0x10595, "Consonant"), (0x10597, 0x105A1, "Consonant"),
    (0x105A3, 0x105B1, "Consonant"), (0x105B3, 0x105B9, "Consonant"), (0x105BB, 0x105BC, "Consonant"),
    (0x10AC0, 0x10AC7, "Consonant"), (0x10AC9, 0x10AE4, "Consonant"), (0x10D00, 0x10D23, "Consonant"),
    (0x10D4A, 0x10D4F, "Consonant"), (0x10D50, 0x10D65, "Consonant"), (0x10D70, 0x10D85, "Consonant"),
    (0x10D6F, 0x10D6F, "Consonant"), (0x10E80, 0x10EA9, "Consonant"), (0x10EB0, 0x10EB1, "Consonant"),
    (0x10F30, 0x10F45, "Consonant"), (0x10F70, 0x10F81, "Consonant"), (0x111DA, 0x111DA, "Consonant"),
    (0x16B00, 0x16B2F, "Consonant"), (0x16F00, 0x16F4A, "Consonant"), (0x16FE4, 0x16FE4, "Consonant"),
    (0x18B00, 0x18CD5, "Consonant"), (0x18CFF, 0x18CFF, "Consonant"), (0x1BC00, 0x1BC6A, "Consonant"),
    (0x1BC70, 0x1BC7C, "Consonant"), (0x1BC80, 0x1BC88, "Consonant"), (0x1BC90, 0x1BC99, "Consonant"),
    (0x1E100, 0x1E12C, "Consonant"), (0x1E137, 0x1E13D, "Consonant"), (0x1E14E, 0x1E14F, "Consonant"),
    (0x1E290, 0x1E2AD, "Consonant"), (0x1E2C0, 0x1E2EB, "Consonant"), (0x1E4D0, 0x1E4EB, "Consonant"),
    (0x1E5D0, 0x1E5ED, "Consonant"), (0x1E5F0, 0x1E5F0, "Consonant"), (0x1E900, 0x1E943, "Consonant"),
    (0x1E94B, 0x1E94B, "Consonant"),
    (0x1880, 0x1884, "Consonant_Placeholder"),
    (0x10D27, 0x10D27, "Gemination_Mark"),
    (0xFE00, 0xFE0F, "Modifying_Letter"), (0x16F50, 0x16F50, "Modifying_Letter"),
    (0x0859, 0x085B, "Nukta"), (0x0F39, 0x0F39, "Nukta"), (0x1885, 0x1886, "Nukta"), (0x18A9, 0x18A9, "Nukta"),
    (0x10AE5, 0x10AE6, "Nukta"), (0x16F4F, 0x16F4F, "Nukta"), (0x1BC9D, 0x1BC9E, "Nukta"), (0x1E944, 0x1E94A, "Nukta"),
    (0x10F82, 0x10F85, "Nukta"),
    (0x10D30, 0x10D39, "Number"), (0x10F51, 0x10F54, "Number"), (0x16AC0, 0x16AC9, "Number"), (0x1E140, 0x1E149, "Number"),
    (0x1E2F0, 0x1E2F9, "Number"), (0x1E4F0, 0x1E4F9, "Number"), (0x1E5F1, 0x1E5FA, "Number"), (0x1E950, 0x1E959, "Number"),
    (0x07EB, 0x07F3, "Tone_Mark"), (0x07FD, 0x07FD, "Tone_Mark"), (0x0F86, 0x0F87, "Tone_Mark"), (0x17CF, 0x17CF, "Tone_Mark"),
    (0x10D24, 0x10D26, "Tone_Mark"), (0x10F46, 0x10F50, "Tone_Mark"), (0x16B30, 0x16B36, "Tone_Mark"),
    (0x16F8F, 0x16F92, "Tone_Mark"), (0x1E130, 0x1E136, "Tone_Mark"), (0x1E2AE, 0x1E2AE, "Tone_Mark"),
    (0x1E2EC, 0x1E2EF, "Tone_Mark"),
    (0x2D7F, 0x2D7F, "Virama"),
    (0x0B55, 0x0B55, "Vowel_Dependent"), (0x10D69, 0x10D6D, "Vowel_Dependent"), (0x10EAB, 0x10EAC, "Vowel_Dependent"),
    (0x16F51, 0x16F87, "Vowel_Dependent"), (0x1E4EC, 0x1E4EF, "Vowel_Dependent"), (0x1E5EE, 0x1E5EF, "Vowel_Dependent"),
    (0x1CF8, 0x1CF9, "Cantillation_Mark"),
    (0x1B6B, 0x1B73, "Symbol_Modifier"),
    # Extended syllabic categories of the USE (Egyptian hieroglyphs and their brackets).
    (0x13000, 0x1342F, "Hieroglyph"), (0x1343C, 0x1343F, "Hieroglyph"), (0x13441, 0x13446, "Hieroglyph"),
    (0x13460, 0x143FA, "Hieroglyph"),
    (0x13430, 0x13436, "Hieroglyph_Joiner"), (0x13439, 0x1343B, "Hieroglyph_Joiner"),
    (0x005B, 0x005B, "Hieroglyph_Mark_Begin"), (0x007B, 0x007B, "Hieroglyph_Mark_Begin"), (0x27E6, 0x27E6, "Hieroglyph_Mark_Begin"),
    (0x27E8, 0x27E8, "Hieroglyph_Mark_Begin"), (0x2E22, 0x2E22, "Hieroglyph_Mark_Begin"), (0x2E24, 0x2E24, "Hieroglyph_Mark_Begin"),
    (0x005D, 0x005D, "Hieroglyph_Mark_End"), (0x007D, 0x007D, "Hieroglyph_Mark_End"), (0x27E7, 0x27E7, "Hieroglyph_Mark_End"),
    (0x27E9, 0x27E9, "Hieroglyph_Mark_End"), (0x2E23, 0x2E23, "Hieroglyph_Mark_End"), (0x2E25, 0x2E25, "Hieroglyph_Mark_End"),
    (0x13437, 0x13437, "Hieroglyph_Segment_Begin"), (0x13438, 0x13438, "Hieroglyph_Segment_End"),
    (0x13440, 0x13440, "Hieroglyph_Mirror"), (0x13447, 0x13455, "Hieroglyph_Modifier"),
]

# Microsoft's Indic_Positional_Category overrides for the USE (IndicPositionalCategory-Additional.txt,
# Unicode 16.0 edition); "NA" entries suppress a position.
OVERRIDE_POSITIONAL = [
    (0x0F72, 0x0F72, "Bottom"), (0x0F7A, 0x0F7D, "Bottom"), (0x0F80, 0x0F80, "Bottom"), (0xA9BF, 0xA9BF, "Bottom"),
    (0x10A38, 0x10A38, "Bottom"), (0x11127, 0x11129, "Bottom"), (0x1112D, 0x1112D, "Bottom"), (0x11130, 0x11130, "Bottom"),
    (0x1BF2, 0x1BF3, "Bottom"),
    (0x1C29, 0x1C29, "Left"),
    (0xA9BE, 0xA9BE, "Right"), (0x10A0C, 0x10A0C, "Right"), (0x11942, 0x11942, "Right"),
    (0x0F74, 0x0F74, "Top"), (0x1A18, 0x1A18, "Top"), (0xAA35, 0xAA35, "Top"), (0x1112A, 0x1112B, "Top"),
    (0x11131, 0x11132, "Top"), (0x1E4EC, 0x1E4EF, "Top"),
    (0x0E33, 0x0E33, "Top_And_Right"), (0x0EB3, 0x0EB3, "Top_And_Right"),
    # Values Unicode does not assign.
    (0x0859, 0x085B, "Bottom"), (0x18A9, 0x18A9, "Bottom"), (0x10AE5, 0x10AE6, "Bottom"), (0x10F46, 0x10F50, "Bottom"),
    (0x10F82, 0x10F85, "Bottom"), (0x16F4F, 0x16F4F, "Bottom"), (0x16F51, 0x16F87, "Bottom"), (0x16F8F, 0x16F92, "Bottom"),
    (0x1E5EE, 0x1E5EF, "Bottom"),
    (0x103C, 0x103C, "Left"),
    (0x07EB, 0x07F3, "Top"), (0x07FD, 0x07FD, "Top"), (0x1885, 0x1886, "Top"), (0x1B6C, 0x1B6C, "Top"), (0x1CF8, 0x1CF9, "Top"),
    (0x10D24, 0x10D27, "Top"), (0x10EAB, 0x10EAC, "Top"), (0x10D69, 0x10D6D, "Top"), (0x16B30, 0x16B36, "Top"),
    (0x1E130, 0x1E136, "Top"), (0x1E2AE, 0x1E2AE, "Top"), (0x1E2EC, 0x1E2EF, "Top"), (0x1E944, 0x1E94A, "Top"),
    (0x1BC9D, 0x1BC9E, "Overstruck"),
    (0x180B, 0x180D, "Not_Applicable"), (0x180F, 0x180F, "Not_Applicable"), (0x2D7F, 0x2D7F, "Not_Applicable"),
]

# Which position suffix a positional category gives each category that has positions.
POSITIONS = {
    "F": {"Abv": ["Top"], "Blw": ["Bottom"], "Pst": ["Right"]},
    "M": {"Abv": ["Top"], "Blw": ["Bottom", "Bottom_And_Left", "Bottom_And_Right"], "Pst": ["Right"],
          "Pre": ["Left", "Top_And_Bottom_And_Left"]},
    "CM": {"Abv": ["Top"], "Blw": ["Bottom", "Overstruck"]},
    "V": {"Abv": ["Top", "Top_And_Bottom", "Top_And_Bottom_And_Right", "Top_And_Right"],
          "Blw": ["Bottom", "Overstruck", "Bottom_And_Right"], "Pst": ["Right"],
          "Pre": ["Left", "Top_And_Left", "Top_And_Left_And_Right", "Left_And_Right"]},
    "VM": {"Abv": ["Top"], "Blw": ["Bottom", "Overstruck"], "Pst": ["Right"], "Pre": ["Left"]},
    "SM": {"Abv": ["Top"], "Blw": ["Bottom"]},
    "FM": {"Abv": ["Top"], "Blw": ["Bottom"], "Pst": ["Not_Applicable"]},
}

# Default ignorables that still count as letters (Hangul fillers, shorthand format controls).
IGNORABLE_LETTERS = {0x115F, 0x1160, 0x3164, 0xFFA0, 0x1BCA0, 0x1BCA1, 0x1BCA2, 0x1BCA3}


def general_categories(ucd):
    out = {}
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as f:
        first = None
        for line in f:
            fields = line.split(";")
            code, name, gc = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                first = code
                continue
            if name.endswith(", Last>") and first is not None:
                for u in range(first, code + 1):
                    out[u] = gc
                first = None
                continue
            out[code] = gc
    return out


def load(ucd):
    """Per listed code point: [syllabic, positional, joining, ignorable, gc, script]."""
    gc = general_categories(ucd)
    scripts = {}
    for a, b, v in ranges(os.path.join(ucd, "Scripts.txt")):
        for u in range(a, b + 1):
            scripts[u] = v
    data = {}

    def entry(u):
        return data.setdefault(u, ["Other", "Not_Applicable", None, False])

    for a, b, v in ranges(os.path.join(ucd, "IndicSyllabicCategory.txt")):
        for u in range(a, b + 1):
            entry(u)[0] = v
    for a, b, v in ranges(os.path.join(ucd, "IndicPositionalCategory.txt")):
        for u in range(a, b + 1):
            entry(u)[1] = v
    with open(os.path.join(ucd, "ArabicShaping.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                fields = [x.strip() for x in line.split(";")]
                entry(int(fields[0], 16))[2] = fields[2]
    for a, b, v in ranges(os.path.join(ucd, "DerivedCoreProperties.txt")):
        if v == "Default_Ignorable_Code_Point":
            for u in range(a, b + 1):
                entry(u)[3] = True
    # Microsoft's overrides, for characters this Unicode version assigns.
    for table, field in ((OVERRIDE_SYLLABIC, 0), (OVERRIDE_POSITIONAL, 1)):
        for a, b, v in table:
            for u in range(a, b + 1):
                if u in gc:
                    entry(u)[field] = v
    out = {}
    for u, (syllabic, positional, joining, ignorable) in data.items():
        script = scripts.get(u, "Unknown")
        if script in DISABLED_SCRIPTS:
            continue
        out[u] = (syllabic, positional, joining, ignorable, gc.get(u, "Cn"))
    return out


def category(u, syllabic, positional, joining, ignorable, gc):
    """The USE category of one listed code point (exactly one rule must hold)."""
    # Corrections HarfBuzz applies where Unicode assigns a position but no syllabic category.
    if 0x1CE2 <= u <= 0x1CE8:
        syllabic = "Cantillation_Mark"
    if 0x0F18 <= u <= 0x0F19 or 0x0F3E <= u <= 0x0F3F:
        syllabic = "Vowel_Dependent"
    if u == 0x1CED:
        syllabic = "Tone_Mark"
    # Batak PANGOLAT and PANONGONAN end a cluster in HarfBuzz 15 (Unicode 16 data: Reordering_
    # Killer): anything after them, a second one, or one after a vowel sign, starts a broken
    # cluster (HarfBuzz's use-syllable.tests line 9; uharfbuzz 15.0.0 on B+1BF3+1BF3,
    # B+1BEA+1BF3, B+1BF3+1BF0), not the nukta of Microsoft's Unicode 16 list.
    if 0x1BF2 <= u <= 0x1BF3:
        syllabic = "Reordering_Killer"
    # Tai Viet VOWEL U: in HarfBuzz 15 it comes before the vowels and tone marks above, repeats,
    # and none of them may come before it (uharfbuzz 15.0.0 on base + x + ZWNJ + y for every pair
    # of Tai Viet marks; 36 of 200 random strings of Noto Sans Tai Viet): a consonant modifier
    # below, not a vowel below.
    if u == 0xAAB4:
        syllabic = "Nukta"
    mark = gc in ("Mn", "Mc", "Me")
    joins = joining in ("C", "D", "L", "R")
    is_sakot = u == 0x1A60
    is_cgj = syllabic == "Joiner" or (ignorable and mark)
    base = (syllabic in ("Number", "Consonant", "Consonant_Head_Letter", "Tone_Letter", "Vowel_Independent")
            or (joins and syllabic != "Joiner")
            or (gc == "Lo" and syllabic in ("Avagraha", "Bindu", "Consonant_Final", "Consonant_Medial",
                                            "Consonant_Subjoined", "Vowel", "Vowel_Dependent")))
    base_other = syllabic == "Consonant_Placeholder" or u in (0x2015, 0x2022, 0x25FB, 0x25FC, 0x25FD, 0x25FE)
    symbol_modifier = syllabic == "Symbol_Modifier"
    word_joiner = (ignorable and u not in IGNORABLE_LETTERS and syllabic == "Other" and not is_cgj) or gc == "Cn"
    rules = {
        "B": base,
        "N": syllabic == "Brahmi_Joining_Number",
        "GB": base_other,
        "CGJ": is_cgj,
        "F": (syllabic == "Consonant_Final" and gc != "Lo") or syllabic == "Consonant_Succeeding_Repha",
        "FM": syllabic == "Syllable_Modifier",
        "M": (syllabic == "Consonant_Medial" and gc != "Lo") or syllabic == "Consonant_Initial_Postfixed",
        "CM": syllabic in ("Nukta", "Gemination_Mark", "Consonant_Killer"),
        "SUB": syllabic == "Consonant_Subjoined" and gc != "Lo",
        "CS": syllabic == "Consonant_With_Stacker",
        "H": syllabic == "Virama" and u != 0x0DCA,
        "HVM": u == 0x0DCA,  # Sinhala al-lakuna: a virama that also acts as a vowel modifier
        "HN": syllabic == "Number_Joiner",
        "IS": syllabic == "Invisible_Stacker" and not is_sakot,
        "G": syllabic == "Hieroglyph",
        "HM": syllabic == "Hieroglyph_Modifier",
        "HR": syllabic == "Hieroglyph_Mirror",
        "J": syllabic == "Hieroglyph_Joiner",
        "SB": syllabic in ("Hieroglyph_Mark_Begin", "Hieroglyph_Segment_Begin"),
        "SE": syllabic in ("Hieroglyph_Mark_End", "Hieroglyph_Segment_End"),
        "RK": syllabic == "Reordering_Killer",
        "ZWNJ": syllabic == "Non_Joiner",
        "O": ((gc == "Po" or syllabic in ("Consonant_Dead", "Joiner", "Modifying_Letter", "Other"))
              and not base and not base_other and not is_cgj and not symbol_modifier and not word_joiner),
        "R": syllabic in ("Consonant_Preceding_Repha", "Consonant_Prefixed"),
        "Sk": is_sakot,
        "SM": symbol_modifier,
        "V": syllabic == "Pure_Killer" or (gc != "Lo" and syllabic in ("Vowel", "Vowel_Dependent")),
        "VM": syllabic in ("Tone_Mark", "Cantillation_Mark", "Register_Shifter", "Visarga") or (gc != "Lo" and syllabic == "Bindu"),
        "WJ": word_joiner,
    }
    matched = [k for k, v in rules.items() if v]
    assert len(matched) == 1, (hex(u), syllabic, positional, joining, ignorable, gc, matched)
    use = matched[0]
    # Positions HarfBuzz corrects (Grantha and Tirhuta signs drawn above; Tulu-Tigalari).
    if u in (0x11302, 0x11303, 0x114C1):
        positional = "Top"
    if u == 0x113CF:
        positional = "Bottom"
    table = POSITIONS.get(use)
    if table:
        suffix = [k for k, v in table.items() if positional in v]
        assert len(suffix) == 1, (hex(u), use, positional)
        use += suffix[0]
    return use


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ucd", default="/usr/share/unicode")
    args = parser.parse_args()
    version = open(os.path.join(args.ucd, "IndicSyllabicCategory.txt"), encoding="utf-8").readline().strip("# \n")
    values = [0] * 0x110000
    counts = {}
    for u, fields in load(args.ucd).items():
        use = category(u, *fields)
        values[u] = CATEGORIES.index(use)
        counts[use] = counts.get(use, 0) + 1
    last = max(i for i, v in enumerate(values) if v != 0)
    limit = (last | 0xFF) + 1
    shift, stage1, stage2, blocks = two_stage(values[:limit])
    with open(OUT, "w", encoding="utf-8", newline="\n") as out:
        out.write(f"""// Generated by Scripts/generate_use_table.py from {version} and the UCD files beside it, with
// Microsoft's USE overrides; do not edit.
// https://learn.microsoft.com/en-us/typography/script-development/use#categories

/// The Universal Shaping Engine category of each code point (``UniversalCategory`` raw values).
enum UniversalCategoryTable {{
    /// Code points from here on are O (other).
    static let limit: UInt32 = 0x{limit:X}
    static let shift = {shift}
    /// Block number per 2^shift code points (two characters of 6 bits, offset 0x30).
    static let stage1: StaticString = {literal(stage1)}
    /// {blocks} distinct blocks, one character per code point (offset 0x30).
    static let stage2: StaticString = {literal(stage2)}
}}
""")
    print(f"wrote {os.path.relpath(OUT, ROOT)}: shift {shift}, {blocks} blocks, {len(stage1) + len(stage2)} bytes")
    print(" ".join(f"{k}:{counts[k]}" for k in CATEGORIES if k in counts))


if __name__ == "__main__":
    main()
