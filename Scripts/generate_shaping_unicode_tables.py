#!/usr/bin/env python3
"""Write Sources/TypesetUnicode/Unicode/UnicodeDataTables.swift from the Unicode Character Database.

Usage: python3 Scripts/generate_shaping_unicode_tables.py [--ucd /usr/share/unicode]

Inputs (Unicode 15.0.0 as shipped by Debian's `unicode-data` package, the version of the line
breaking tables; licence: Fixtures/unicode/LICENSE.txt):
  UnicodeData.txt                 General_Category, Canonical_Combining_Class and the canonical
                                  decomposition mappings (field 5 without a <tag>)
  DerivedNormalizationProps.txt   Full_Composition_Exclusion (pairs that never recompose)
  emoji/emoji-data.txt            Extended_Pictographic (ZWJ emoji sequences form one cluster)
  BidiMirroring.txt               Bidi_Mirroring_Glyph (right-to-left runs draw "(" as ")")

What the shaper needs of each code point, written as data:
- the general category (HarfBuzz's unicode props: marks, spaces, ZWJ/ZWNJ), as an index into
  `UnicodeGeneralCategory` (the order of Unicode's two-letter abbreviations below);
- the canonical combining class (mark reordering and recomposition), as an index into the list
  of distinct classes;
- Extended_Pictographic;
- one step of canonical decomposition (a -> b c, or a -> b for singletons), Hangul syllables
  excepted (they decompose algorithmically, UAX #15 section 3.12, in Swift);
- the canonical compositions: the two-code-point decompositions that are not
  Full_Composition_Exclusion.

Per-code-point values go in two-stage tables (stage 1: block number per 2^SHIFT code points;
stage 2: distinct blocks), written as ASCII StaticString literals: each value is the character
0x30 + value, each block number two such characters (6 bits each). The decompositions are one
string of fixed-width hexadecimal triples sorted by code point.
"""
import argparse, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ucd_tables import literal, two_stage  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "TypesetUnicode", "Unicode", "UnicodeDataTables.swift")
CATEGORIES = ["Cn", "Cc", "Cf", "Co", "Cs", "Ll", "Lm", "Lo", "Lt", "Lu", "Mc", "Me", "Mn", "Nd", "Nl", "No",
              "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "Sc", "Sk", "Sm", "So", "Zl", "Zp", "Zs"]

def unicode_data(ucd):
    gc = ["Cn"] * 0x110000
    ccc = [0] * 0x110000
    decomp = {}
    first = None
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split(";")
            code = int(fields[0], 16)
            name = fields[1]
            if name.endswith(", First>"):
                first = code
                continue
            start = first if name.endswith(", Last>") else code
            first = None
            for c in range(start, code + 1):
                gc[c] = fields[2]
                ccc[c] = int(fields[3])
            if fields[5] and not fields[5].startswith("<"):
                parts = [int(p, 16) for p in fields[5].split()]
                decomp[code] = parts
    return gc, ccc, decomp

def property_ranges(path, name):
    out = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            cps, prop = [x.strip() for x in line.split(";")[:2]]
            if prop != name:
                continue
            if ".." in cps:
                a, b = [int(x, 16) for x in cps.split("..")]
            else:
                a = b = int(cps, 16)
            out.update(range(a, b + 1))
    return out

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ucd", default="/usr/share/unicode")
    args = parser.parse_args()
    gc, ccc, decomp = unicode_data(args.ucd)
    exclusions = property_ranges(os.path.join(args.ucd, "DerivedNormalizationProps.txt"), "Full_Composition_Exclusion")
    pictographic = property_ranges(os.path.join(args.ucd, "emoji", "emoji-data.txt"), "Extended_Pictographic")
    classes = sorted(set(ccc))
    assert len(classes) < 64
    class_index = {c: i for i, c in enumerate(classes)}
    # Byte 1: general category index (0-29) + 32 when Extended_Pictographic.
    gcv = [CATEGORIES.index(gc[c]) + (32 if c in pictographic else 0) for c in range(0x110000)]
    cccv = [class_index[ccc[c]] for c in range(0x110000)]
    assert max(gcv) < 64
    gshift, gs1, gs2, _ = two_stage(gcv)
    cshift, cs1, cs2, _ = two_stage(cccv)
    entries = []
    for code in sorted(decomp):
        parts = decomp[code]
        if 0xAC00 <= code <= 0xD7A3:
            continue
        a = parts[0]
        b = parts[1] if len(parts) > 1 else 0
        assert len(parts) <= 2
        entries.append((code, a, b, 0 if (len(parts) == 2 and code not in exclusions) else 1))
    # code (6 hex) first (6 hex) second (6 hex) excluded-from-composition (1 digit)
    dec = "".join(f"{c:06X}{a:06X}{b:06X}{x}" for c, a, b, x in entries)
    composable = sum(1 for e in entries if e[3] == 0)
    mirrors = []
    with open(os.path.join(args.ucd, "BidiMirroring.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                a, b = [int(x.strip(), 16) for x in line.split(";")[:2]]
                mirrors.append((a, b))
    mirrors.sort()
    mirror_text = "".join(f"{a:06X}{b:06X}" for a, b in mirrors)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write(f"""// Generated by Scripts/generate_shaping_unicode_tables.py from the Unicode Character Database
// 15.0.0 (UnicodeData.txt, DerivedNormalizationProps.txt, emoji-data.txt). Do not edit.
// Licence of the data: Fixtures/unicode/LICENSE.txt.
// General category: {len(gs1) // 2} stage-1 entries of 2^{gshift} code points; combining class: {len(cs1) // 2} of 2^{cshift}.
// {len(entries)} canonical decompositions, {composable} of them canonical compositions.

enum UnicodeDataTables {{
    /// The distinct canonical combining classes, by table index.
    static let combiningClasses: [UInt8] = [{", ".join(str(c) for c in classes)}]

    /// log2 of the block size of the general category table.
    static let categoryShift = {gshift}
    /// log2 of the block size of the combining class table.
    static let combiningClassShift = {cshift}

    /// General category index (see `UnicodeGeneralCategory`) + 32 when Extended_Pictographic.
    static var categoryStage1: StaticString {{
        {literal(gs1)}
    }}

    static var categoryStage2: StaticString {{
        {literal(gs2)}
    }}

    /// Index into `combiningClasses`.
    static var combiningClassStage1: StaticString {{
        {literal(cs1)}
    }}

    static var combiningClassStage2: StaticString {{
        {literal(cs2)}
    }}

    /// Canonical decompositions, one step each, sorted by code point: 19 characters per entry,
    /// the code point, the first and the second part (0: none) as six hexadecimal digits each,
    /// then 0 when the pair composes back (canonical composition) or 1 when it does not.
    static var decompositions: StaticString {{
        {literal(dec)}
    }}

    /// Bidi_Mirroring_Glyph pairs sorted by code point: 12 characters per entry, the code point
    /// and its mirror as six hexadecimal digits each.
    static var mirrors: StaticString {{
        {literal(mirror_text)}
    }}

    /// The number of decomposition entries.
    static let decompositionCount = {len(entries)}
}}
""")
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {len(entries)} decompositions, {len(classes)} combining classes")

if __name__ == "__main__":
    main()
