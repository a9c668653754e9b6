#!/usr/bin/env python3
"""Write Sources/TypesetUnicode/LineBreaking/LineBreakTables.swift from the Unicode Character Database.

Usage: python3 Scripts/generate_linebreak_tables.py [--ucd /usr/share/unicode]

Inputs (Unicode 15.0.0 as shipped by Debian's `unicode-data` package):
  LineBreak.txt                         Line_Break values of listed code points
  extracted/DerivedLineBreak.txt        only its `# @missing` lines: defaults for unlisted code points
                                        (ID for CJK blocks, Planes 2-3, 1F000..1FAFF, 1FC00..1FFFD;
                                        PR for Currency Symbols; XX elsewhere)
  EastAsianWidth.txt                    East_Asian_Width (F/W/H excludes OP/CP from LB30)
  extracted/DerivedEastAsianWidth.txt   its `# @missing` defaults
  extracted/DerivedGeneralCategory.txt  Mn/Mc (LB1: SA marks resolve to CM) and Cn (LB30b)
  emoji/emoji-data.txt                  Extended_Pictographic (LB30b)
  PropertyValueAliases.txt              long -> short value names for the @missing lines

Each code point gets a one-byte table code: the raw value of its `LineBreakClass` (read from
Sources/TypesetUnicode/LineBreaking/LineBreakClass.swift, so the two cannot drift apart), or one of four
extra codes for the property combinations the Unicode 15.0 rules need (see
`LineBreakClass.TableCode`): 43 = OP with ea F/W/H, 44 = CP with ea F/W/H,
45 = ID that is Extended_Pictographic and Cn, 46 = SA with gc Mn/Mc.

The codes are stored in a two-stage table (stage 1: block number per 2^SHIFT code points;
stage 2: the distinct blocks of codes). Both stages are written as ASCII string literals
(StaticString, so they live in read-only data with no initialisation at run time): each
stage-2 code is the character 0x30 + code, each stage-1 block number two such characters
(6 bits each, high first).
"""
import argparse, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ucd_tables import literal, missing, ranges  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASS_FILE = os.path.join(ROOT, "Sources/TypesetUnicode/LineBreaking/LineBreakClass.swift")
OUT = os.path.join(ROOT, "Sources/TypesetUnicode/LineBreaking/LineBreakTables.swift")
N = 0x110000
EAST_ASIAN_OPEN, EAST_ASIAN_CLOSE, UNASSIGNED_PICTOGRAPHIC, COMPLEX_CONTEXT_MARK = 43, 44, 45, 46


def aliases(ucd, prop):
    table = {}
    for line in open(os.path.join(ucd, "PropertyValueAliases.txt"), encoding="utf-8"):
        fields = [x.strip() for x in line.split("#", 1)[0].split(";")]
        if len(fields) >= 3 and fields[0] == prop:
            for name in fields[1:]:
                table[name] = fields[1]
    return table


def property_array(ucd, data_file, derived_file, prop):
    names = aliases(ucd, prop)
    values = [None] * N
    for a, b, v in missing(os.path.join(ucd, derived_file)):  # later lines are more specific
        values[a:b + 1] = [names[v]] * (b - a + 1)
    for a, b, v in ranges(os.path.join(ucd, data_file)):
        values[a:b + 1] = [v] * (b - a + 1)
    assert all(v is not None for v in values), prop
    return values


def class_codes():
    codes = {}
    for line in open(CLASS_FILE, encoding="utf-8"):
        m = re.match(r"\s*case \w+ = (\d+)\s*// (\w+)\s*$", line)
        if m:
            codes[m.group(2)] = int(m.group(1))
    assert len(codes) == 43 and sorted(codes.values()) == list(range(43)), codes
    return codes


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args()
    ucd = args.ucd

    version = open(os.path.join(ucd, "LineBreak.txt"), encoding="utf-8").readline().strip("# \n")
    lb = property_array(ucd, "LineBreak.txt", "extracted/DerivedLineBreak.txt", "lb")
    ea = property_array(ucd, "EastAsianWidth.txt", "extracted/DerivedEastAsianWidth.txt", "ea")
    gc = ["Cn"] * N
    for a, b, v in ranges(os.path.join(ucd, "extracted/DerivedGeneralCategory.txt")):
        gc[a:b + 1] = [v] * (b - a + 1)
    ext_pict = [False] * N
    for a, b, v in ranges(os.path.join(ucd, "emoji/emoji-data.txt")):
        if v == "Extended_Pictographic":
            ext_pict[a:b + 1] = [True] * (b - a + 1)

    codes = class_codes()
    table = bytearray(N)
    counts = {}
    for cp in range(N):
        c = lb[cp]
        code = codes[c]
        if c in ("OP", "CP") and ea[cp] in ("F", "W", "H"):
            code = EAST_ASIAN_OPEN if c == "OP" else EAST_ASIAN_CLOSE
        if ext_pict[cp] and gc[cp] == "Cn":
            assert c == "ID", (hex(cp), c)  # all such code points default to ID in 15.0
            code = UNASSIGNED_PICTOGRAPHIC
        if c == "SA" and gc[cp] in ("Mn", "Mc"):
            code = COMPLEX_CONTEXT_MARK
        table[cp] = code
        counts[code] = counts.get(code, 0) + 1

    best = None
    for shift in range(5, 10):
        size = 1 << shift
        blocks, stage1 = {}, []
        for start in range(0, N, size):
            block = bytes(table[start:start + size])
            stage1.append(blocks.setdefault(block, len(blocks)))
        cost = 2 * len(stage1) + size * len(blocks)
        if best is None or cost < best[0]:
            best = (cost, shift, stage1, list(blocks))
    cost, shift, stage1, blocks = best
    assert len(blocks) <= 4096 and max(table) < 64

    s1 = "".join(chr(0x30 + (b >> 6)) + chr(0x30 + (b & 63)) for b in stage1)
    s0 = "".join(chr(0x30 + c) for c in table[:256])
    s2 = "".join(chr(0x30 + c) for block in blocks for c in block)

    extra = ", ".join(f"{name} {counts.get(code, 0)}" for name, code in [
        ("OP+ea(F/W/H)", EAST_ASIAN_OPEN), ("CP+ea(F/W/H)", EAST_ASIAN_CLOSE),
        ("ExtPict+Cn", UNASSIGNED_PICTOGRAPHIC), ("SA+Mn/Mc", COMPLEX_CONTEXT_MARK)])
    out = f"""// GENERATED FILE - DO NOT EDIT.
// Regenerate with: python3 Scripts/generate_linebreak_tables.py [--ucd /usr/share/unicode]
// Source: {version} and companion UCD 15.0 files (EastAsianWidth, DerivedGeneralCategory,
// emoji-data, the @missing defaults of DerivedLineBreak/DerivedEastAsianWidth).
// Unicode data (c) Unicode, Inc.; see Fixtures/unicode/LICENSE.txt.
// Block size {1 << shift} code points, {len(stage1)} stage-1 entries, {len(blocks)} distinct blocks.
// Extra codes: {extra}.

/// Two-stage lookup from a code point to its line breaking table code
/// (a `LineBreakClass` raw value or one of `LineBreakClass.TableCode`).
enum LineBreakTables {{
    /// log2 of the number of code points per stage-2 block.
    static let blockShift: UInt32 = {shift}

    /// Unicode version of the data.
    static let unicodeVersion = "15.0.0"

    /// The table code for a code point; values above U+10FFFF get `XX`.
    @inline(__always)
    static func code(for value: UInt32) -> UInt8 {{
        if value < 0x100 {{ return latin1.utf8Start[Int(value)] &- 0x30 }}  // fast path: one load
        guard value < 0x110000 else {{ return {codes["XX"]} }}
        let entry = Int(value >> blockShift) &* 2
        let first = stage1.utf8Start
        let block = Int(first[entry] &- 0x30) << 6 | Int(first[entry &+ 1] &- 0x30)
        let index = block << Int(blockShift) | Int(value & ((1 << blockShift) &- 1))
        return stage2.utf8Start[index] &- 0x30
    }}

    /// The codes of U+0000..U+00FF (a copy of their stage-2 entries), one character each.
    static var latin1: StaticString {{
        {literal(s0)}
    }}

    /// Stage 1: two characters (6 bits each, offset 0x30) per block of code points.
    static var stage1: StaticString {{
        {literal(s1)}
    }}

    /// Stage 2: one character (offset 0x30) per code point in each distinct block.
    static var stage2: StaticString {{
        {literal(s2)}
    }}
}}
"""
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(out)
    print(f"wrote {args.out}: shift {shift}, {len(stage1)} stage-1 entries, {len(blocks)} blocks, "
          f"{cost} bytes; {extra}", file=sys.stderr)


if __name__ == "__main__":
    main()
