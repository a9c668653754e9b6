#!/usr/bin/env python3
"""Write Sources/TypesetUnicode/Bidi/BidiTables.swift from the Unicode Character Database.

Usage: python3 Scripts/generate_bidi_tables.py [--ucd /usr/share/unicode]

Inputs (Unicode 15.0.0 as shipped by Debian's `unicode-data` package, the version of the other
generated tables; licence: Fixtures/unicode/LICENSE.txt):
  extracted/DerivedBidiClass.txt  Bidi_Class of every code point: the `@missing` lines give the
                                  defaults of unlisted code points (L, with R, AL and ET blocks),
                                  the data lines the rest (BN for unassigned default ignorables
                                  and noncharacters included)
  UnicodeData.txt                 Bidi_Class (field 4) of the assigned code points, checked
                                  against DerivedBidiClass.txt (the generator stops on any
                                  difference)
  PropertyValueAliases.txt        long <-> short Bidi_Class names
  BidiMirroring.txt               which code points have a Bidi_Mirroring_Glyph
  BidiBrackets.txt                Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type (o/c)
  UnicodeData.txt                 singleton canonical decompositions between brackets
                                  (U+2329/U+232A are canonically U+3008/U+3009; UAX #9 BD16
                                  matches brackets up to canonical equivalence)

Per code point, one value: the index of its Bidi_Class in `CLASSES` (the order of `BidiClass`
in Swift), + 32 when it has a Bidi_Mirroring_Glyph (rule L4; every paired bracket has one, so
the bit also says "maybe a bracket"). The values go in a two-stage table (stage 1: block number
per 2^SHIFT code points, two characters of 6 bits each; stage 2: the distinct blocks, one
character per value), ASCII StaticString literals, each digit written as the character
0x30 + digit, as in UnicodeDataTables.swift.

The paired brackets are one string of fixed-width entries sorted by code point: the code point,
its Bidi_Paired_Bracket, `o` or `c`, and the pairing key (the canonical form of the opening
bracket of its pair), hexadecimal.
"""
import argparse, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ucd_tables import literal, two_stage  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "TypesetUnicode", "Bidi", "BidiTables.swift")
N = 0x110000
# The order of `BidiClass` (Sources/TypesetUnicode/Bidi/BidiClass.swift).
CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
           "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
MIRRORED = 32


def data_lines(path):
    """Yield (first, last, value) for every data line of a UCD file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            a, _, b = fields[0].partition("..")
            yield int(a, 16), int(b or a, 16), fields[1:]


def bidi_aliases(ucd):
    """Long and short Bidi_Class value names -> short name."""
    out = {}
    for line in open(os.path.join(ucd, "PropertyValueAliases.txt"), encoding="utf-8"):
        fields = [x.strip() for x in line.split("#", 1)[0].split(";")]
        if len(fields) >= 3 and fields[0] == "bc":
            for name in fields[1:]:
                out[name] = fields[1]
    return out


def unicode_data(ucd):
    """Bidi_Class of assigned code points and singleton canonical decompositions."""
    bidi, singletons = {}, {}
    first = None
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split(";")
            code, name = int(fields[0], 16), fields[1]
            if name.endswith(", First>"):
                first = code
                continue
            start = first if name.endswith(", Last>") else code
            first = None
            for c in range(start, code + 1):
                bidi[c] = fields[4]
            parts = fields[5].split()
            if len(parts) == 1 and not parts[0].startswith("<"):
                singletons[code] = int(parts[0], 16)
    return bidi, singletons


def bidi_classes(ucd):
    aliases = bidi_aliases(ucd)
    assert sorted(set(aliases.values())) == sorted(CLASSES), sorted(set(aliases.values()))
    values = ["L"] * N
    derived = os.path.join(ucd, "extracted", "DerivedBidiClass.txt")
    missing = 0
    with open(derived, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"#\s*@missing:\s*([0-9A-F]+)\.\.([0-9A-F]+);\s*(\w+)", line)
            if m:
                missing += 1
                for c in range(int(m[1], 16), int(m[2], 16) + 1):
                    values[c] = aliases[m[3]]
    assert missing > 10, "no @missing lines in DerivedBidiClass.txt"
    for a, b, fields in data_lines(derived):
        for c in range(a, b + 1):
            values[c] = aliases[fields[0]]
    assigned, singletons = unicode_data(ucd)
    for c, value in assigned.items():
        assert values[c] == value, f"U+{c:04X}: UnicodeData {value}, DerivedBidiClass {values[c]}"
    return values, singletons


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ucd", default="/usr/share/unicode")
    args = parser.parse_args()
    ucd = args.ucd
    classes, singletons = bidi_classes(ucd)

    mirrored = set()
    for a, b, fields in data_lines(os.path.join(ucd, "BidiMirroring.txt")):
        mirrored.update(range(a, b + 1))
    brackets = {}  # code point -> (paired bracket, "o" | "c")
    for a, b, fields in data_lines(os.path.join(ucd, "BidiBrackets.txt")):
        assert a == b
        brackets[a] = (int(fields[0], 16), fields[1])
    for cp, (pair, kind) in brackets.items():
        assert kind in ("o", "c") and brackets[pair] == (cp, "c" if kind == "o" else "o"), hex(cp)
        # N0 only pairs brackets whose current class is ON; the Swift code looks brackets up
        # only for code points with the mirrored bit.
        assert classes[cp] == "ON" and cp in mirrored, hex(cp)

    def key(cp):
        opening = cp if brackets[cp][1] == "o" else brackets[cp][0]
        return singletons.get(opening, opening)
    for cp in brackets:
        assert key(cp) in brackets and brackets[key(cp)][1] == "o", hex(cp)

    values = [CLASSES.index(classes[c]) + (MIRRORED if c in mirrored else 0) for c in range(N)]
    assert max(values) < 0x80 - 0x30
    shift, s1, s2, block_count = two_stage(values)
    entries = "".join(f"{cp:06X}{pair:06X}{kind}{key(cp):06X}" for cp, (pair, kind) in sorted(brackets.items()))
    versions = []
    for name in ("extracted/DerivedBidiClass.txt", "BidiBrackets.txt", "BidiMirroring.txt"):
        with open(os.path.join(ucd, name), encoding="utf-8") as f:
            versions.append(f.readline().strip("# \n"))
    counts = {c: classes.count(c) for c in CLASSES}

    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write(f"""// Generated by Scripts/generate_bidi_tables.py from the Unicode Character Database 15.0.0
// ({", ".join(versions)}, UnicodeData.txt). Do not edit.
// Licence of the data: Fixtures/unicode/LICENSE.txt.
// Bidi_Class: {len(s1) // 2} stage-1 entries of 2^{shift} code points, {block_count} distinct blocks;
// {len(mirrored)} code points with a Bidi_Mirroring_Glyph; {len(brackets)} paired brackets.

enum BidiTables {{
    /// log2 of the block size of the Bidi_Class table.
    static let classShift = {shift}

    /// Per code point: the raw value of its `BidiClass`, + 32 when it has a Bidi_Mirroring_Glyph.
    static var classStage1: StaticString {{
        {literal(s1)}
    }}

    static var classStage2: StaticString {{
        {literal(s2)}
    }}

    /// The paired brackets (BidiBrackets.txt) sorted by code point, 19 characters per entry:
    /// the code point and its Bidi_Paired_Bracket as six hexadecimal digits each, `o` (opening)
    /// or `c` (closing), then the pairing key (six hexadecimal digits): the canonical form of the
    /// opening bracket of the pair, equal for the two brackets of a pair and for canonically
    /// equivalent brackets (U+2329 and U+3008).
    static var brackets: StaticString {{
        {literal(entries)}
    }}

    /// The number of entries of `brackets`.
    static let bracketCount = {len(brackets)}
}}
""")
    print(f"wrote {os.path.relpath(OUT, ROOT)}: shift {shift}, {block_count} blocks, {len(brackets)} brackets")
    print("  " + ", ".join(f"{c} {n}" for c, n in counts.items()))


if __name__ == "__main__":
    main()
