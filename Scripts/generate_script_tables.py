#!/usr/bin/env python3
"""Write Sources/TypesetUnicode/Script/ScriptTables.swift from the Unicode Character Database.

Usage: python3 Scripts/generate_script_tables.py [--ucd /usr/share/unicode]

Inputs (Unicode 15.0.0 as shipped by Debian's `unicode-data` package):
  Scripts.txt               Script of listed code points (unlisted: Unknown, `Zzzz`)
  ScriptExtensions.txt      Script_Extensions of listed code points (unlisted: {Script})
  PropertyValueAliases.txt  short (ISO 15924) <-> long script names
  BidiBrackets.txt          Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type (o/c)
  UnicodeData.txt           singleton canonical decompositions between brackets
                            (U+2329/U+232A are canonically U+3008/U+3009, so they pair with them)

Every script value of Scripts.txt gets an index: 0 Common (`Zyyy`), 1 Inherited (`Zinh`),
2 Unknown (`Zzzz`), then the others sorted by ISO 15924 code. Each code point gets a table
code: the index of its script when its Script_Extensions is just its script and it is no
paired bracket, else `scriptCount + n` for the n-th distinct (script, extensions, bracket)
combination (`special` entries: script index, offset and count of the extension list, bracket
type).

The codes are stored in a two-stage table (stage 1: block number per 2^SHIFT code points;
stage 2: the distinct blocks of codes). Stage 1 only covers U+0000 up to the end of the last
block below Plane 14 that isn't all Unknown, and Plane 14 up to its last such block; every
other code point is Unknown, which the lookup returns without a load. All tables are ASCII
string literals (StaticString: read-only data, no initialisation at run time); each number
is written as characters 0x30 + 6-bit digit, high digit first (two per stage-1 entry and per
stage-2 code).
"""
import argparse, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ucd_tables import literal, ranges  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/TypesetUnicode/Script/ScriptTables.swift")
N = 0x110000
PLANE14 = 0xE0000
FIRST = ["Zyyy", "Zinh", "Zzzz"]


def script_aliases(ucd):
    """long name -> short code and short code -> long name for the sc property."""
    long_to_short, short_to_long = {}, {}
    for line in open(os.path.join(ucd, "PropertyValueAliases.txt"), encoding="utf-8"):
        fields = [x.strip() for x in line.split("#", 1)[0].split(";")]
        if len(fields) >= 3 and fields[0] == "sc":
            short_to_long[fields[1]] = fields[2]
            for name in fields[1:]:
                long_to_short[name] = fields[1]
    return long_to_short, short_to_long


def swift_name(long_name):
    """`Old_Hungarian` -> `oldHungarian`, `SignWriting` -> `signWriting`, `Nko` -> `nko`."""
    parts = long_name.split("_")
    first = parts[0][0].lower() + parts[0][1:]
    return first + "".join(p[0].upper() + p[1:] for p in parts[1:])


def digits(value, count):
    """`value` as `count` characters 0x30 + 6-bit digit, high first."""
    assert 0 <= value < 1 << (6 * count), value
    return "".join(chr(0x30 + ((value >> (6 * (count - 1 - i))) & 63)) for i in range(count))


def load(ucd):
    long_to_short, short_to_long = script_aliases(ucd)
    script = ["Zzzz"] * N
    for a, b, v in ranges(os.path.join(ucd, "Scripts.txt")):
        script[a:b + 1] = [long_to_short[v]] * (b - a + 1)
    extensions = [None] * N
    for a, b, v in ranges(os.path.join(ucd, "ScriptExtensions.txt")):
        codes = tuple(sorted(long_to_short[x] for x in v.split()))
        extensions[a:b + 1] = [codes] * (b - a + 1)
    decomposition = {}
    for line in open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8"):
        fields = line.split(";")
        if fields[5] and not fields[5].startswith("<") and " " not in fields[5]:
            decomposition[int(fields[0], 16)] = int(fields[5], 16)
    brackets = {}  # code point -> ("o" | "c", paired bracket)
    for line in open(os.path.join(ucd, "BidiBrackets.txt"), encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            cp, pair, kind = [x.strip() for x in line.split(";")]
            brackets[int(cp, 16)] = (kind, int(pair, 16))
    return script, extensions, brackets, decomposition, short_to_long


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args()
    ucd = args.ucd
    version = open(os.path.join(ucd, "Scripts.txt"), encoding="utf-8").readline().strip("# \n")
    ext_version = open(os.path.join(ucd, "ScriptExtensions.txt"), encoding="utf-8").readline().strip("# \n")
    bracket_version = open(os.path.join(ucd, "BidiBrackets.txt"), encoding="utf-8").readline().strip("# \n")
    script, extensions, brackets, decomposition, short_to_long = load(ucd)

    used = set(script)
    scripts = FIRST + sorted(used - set(FIRST))
    assert set(FIRST) <= used
    index = {s: i for i, s in enumerate(scripts)}
    count = len(scripts)
    assert count <= 192, "ScriptSet (ScriptRuns.swift) holds 192 script indices"

    # Closing brackets pair with the canonical form of their opening bracket.
    def canonical(cp):
        target = decomposition.get(cp)
        return target if target is not None and target in brackets else cp
    for cp, (kind, pair) in brackets.items():
        assert brackets[pair][1] == cp and brackets[pair][0] != kind, hex(cp)

    specials, special_index, ext_lists, ext_offset = [], {}, [], {}
    table = [0] * N
    for cp in range(N):
        sc = script[cp]
        scx = extensions[cp]
        if scx is not None and scx == (sc,):
            scx = None
        kind = brackets[cp][0] if cp in brackets else ""
        if scx is None and not kind:
            table[cp] = index[sc]
            continue
        key = (sc, scx, kind)
        if key not in special_index:
            if scx is not None and scx not in ext_offset:
                ext_offset[scx] = len(ext_lists)
                ext_lists.extend(index[s] for s in scx)
            special_index[key] = len(specials)
            specials.append(key)
        table[cp] = count + special_index[key]
    codes = count + len(specials)
    assert codes <= 4096

    low_limit = max(cp for cp in range(PLANE14) if table[cp] != index["Zzzz"]) + 1
    high_limit = max(cp for cp in range(PLANE14, N) if table[cp] != index["Zzzz"]) + 1

    best = None
    for shift in range(4, 10):
        size = 1 << shift
        low_end = (low_limit + size - 1) >> shift << shift
        high_end = (high_limit + size - 1) >> shift << shift
        starts = list(range(0, low_end, size)) + list(range(PLANE14, high_end, size))
        blocks, stage1 = {}, []
        for start in starts:
            block = tuple(table[start:start + size])
            stage1.append(blocks.setdefault(block, len(blocks)))
        cost = 2 * len(stage1) + 2 * size * len(blocks)
        if best is None or cost < best[0]:
            best = (cost, shift, stage1, list(blocks), low_end, high_end)
    cost, shift, stage1, blocks, low_end, high_end = best
    assert len(blocks) <= 4096
    for cp in list(range(low_end, PLANE14)) + list(range(high_end, N)):
        assert table[cp] == index["Zzzz"], hex(cp)

    s_scripts = "".join(scripts)
    s_stage1 = "".join(digits(b, 2) for b in stage1)
    s_stage2 = "".join(digits(c, 2) for block in blocks for c in block)
    s_special = "".join(
        digits(index[sc], 2) + digits(ext_offset[scx] if scx else 0, 2) + digits(len(scx) if scx else 0, 1)
        + {"": "0", "o": "1", "c": "2"}[kind]
        for sc, scx, kind in specials)
    s_ext = "".join(digits(i, 2) for i in ext_lists)

    pairs = sorted((cp, canonical(pair)) for cp, (kind, pair) in brackets.items() if kind == "c")
    openings = sorted((cp, canonical(cp)) for cp, (kind, _) in brackets.items() if kind == "o" and canonical(cp) != cp)
    closing_cases = "\n".join(f"        case 0x{cp:04X}: return 0x{pair:04X}" for cp, pair in pairs)
    opening_cases = "\n".join(f"        case 0x{cp:04X}: return 0x{pair:04X}" for cp, pair in openings)

    constants = []
    for s in scripts:
        long_name = short_to_long[s]
        raw = int.from_bytes(s.encode("ascii"), "big")
        constants.append(f"    /// {long_name.replace('_', ' ')} (`{s}`).\n"
                         f"    public static let {swift_name(long_name)} = UnicodeScript(rawValue: 0x{raw:08X})")
    constants = "\n".join(constants)

    out = f"""// GENERATED FILE - DO NOT EDIT.
// Regenerate with: python3 Scripts/generate_script_tables.py [--ucd /usr/share/unicode]
// Source: {version}, {ext_version}, {bracket_version}
// (and PropertyValueAliases, UnicodeData for the U+2329/U+232A bracket equivalences).
// Unicode data (c) Unicode, Inc.; see Fixtures/unicode/LICENSE.txt.
// {count} scripts, {len(specials)} special codes (Script_Extensions or paired bracket),
// {len(ext_lists)} extension list entries; block size {1 << shift} code points, {len(stage1)} stage-1
// entries (U+0000..U+{low_end - 1:04X} and U+E0000..U+{high_end - 1:04X}; all else is Zzzz),
// {len(blocks)} distinct blocks.

extension UnicodeScript {{
{constants}
}}

/// Two-stage lookup from a code point to its script table code, and the tables behind it.
///
/// A code below ``scriptCount`` is a script index (an entry of ``scripts``) whose
/// Script_Extensions is the script itself; a code `scriptCount + n` is the n-th entry of
/// ``specials``.
enum ScriptTables {{
    /// Unicode version of the data.
    static let unicodeVersion = "15.0.0"

    /// Number of script indices (entries of ``scripts``).
    static let scriptCount = {count}

    /// Index of Common (`Zyyy`), Inherited (`Zinh`) and Unknown (`Zzzz`).
    static let commonIndex = 0, inheritedIndex = 1, unknownIndex = 2

    /// log2 of the number of code points per stage-2 block.
    static let blockShift: UInt32 = {shift}

    /// Code points from here to U+DFFFF are Unknown.
    static let lowLimit: UInt32 = 0x{low_end:X}

    /// Code points from here on are Unknown.
    static let highLimit: UInt32 = 0x{high_end:X}

    /// Number of stage-1 entries covering U+0000..<lowLimit.
    static let lowEntries = {low_end >> shift}

    /// The table code for a code point (values above U+10FFFF are Unknown).
    @inline(__always)
    static func code(for value: UInt32) -> Int {{
        let entry: Int
        if value < lowLimit {{
            entry = Int(value >> blockShift)
        }} else if value >= 0xE0000 && value < highLimit {{
            entry = lowEntries &+ Int((value &- 0xE0000) >> blockShift)
        }} else {{
            return unknownIndex
        }}
        let first = stage1.utf8Start
        let block = Int(first[entry &* 2] &- 0x30) << 6 | Int(first[entry &* 2 &+ 1] &- 0x30)
        let index = (block << Int(blockShift) | Int(value & ((1 << blockShift) &- 1))) &* 2
        let second = stage2.utf8Start
        return Int(second[index] &- 0x30) << 6 | Int(second[index &+ 1] &- 0x30)
    }}

    /// The ISO 15924 code of a script index.
    @inline(__always)
    static func script(at index: Int) -> UnicodeScript {{
        let bytes = scripts.utf8Start + index &* 4
        return UnicodeScript(rawValue: UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8 | UInt32(bytes[3]))
    }}

    /// The script index of a special code's entry (`code - scriptCount`).
    @inline(__always)
    static func specialScript(_ special: Int) -> Int {{
        let p = specials.utf8Start + special &* 6
        return Int(p[0] &- 0x30) << 6 | Int(p[1] &- 0x30)
    }}

    /// The offset into ``extensionScripts`` and count of a special entry's Script_Extensions
    /// (count 0: the extensions are the script itself).
    @inline(__always)
    static func specialExtensions(_ special: Int) -> (offset: Int, count: Int) {{
        let p = specials.utf8Start + special &* 6
        return (Int(p[2] &- 0x30) << 6 | Int(p[3] &- 0x30), Int(p[4] &- 0x30))
    }}

    /// 0: no paired bracket, 1: opening bracket, 2: closing bracket (Bidi_Paired_Bracket_Type).
    @inline(__always)
    static func specialBracket(_ special: Int) -> UInt8 {{
        specials.utf8Start[special &* 6 &+ 5] &- 0x30
    }}

    /// The script index at a position of ``extensionScripts``.
    @inline(__always)
    static func extensionScript(at position: Int) -> Int {{
        let p = extensionScripts.utf8Start + position &* 2
        return Int(p[0] &- 0x30) << 6 | Int(p[1] &- 0x30)
    }}

    /// The opening bracket a closing bracket pairs with (Bidi_Paired_Bracket), in the canonical
    /// form ``canonicalOpening(_:)`` gives; 0 for other code points.
    static func opening(pairedWith closing: UInt32) -> UInt32 {{
        switch closing {{
{closing_cases}
        default: return 0
        }}
    }}

    /// An opening bracket's canonical equivalent where it has one (U+2329 is U+3008), else itself.
    static func canonicalOpening(_ opening: UInt32) -> UInt32 {{
        switch opening {{
{opening_cases}
        default: return opening
        }}
    }}

    /// The ISO 15924 codes of the script indices, four characters each.
    static var scripts: StaticString {{
        {literal(s_scripts)}
    }}

    /// Special entries, six characters each: script index (2), extension list offset (2) and
    /// count (1), bracket type (1: `0` none, `1` opening, `2` closing).
    static var specials: StaticString {{
        {literal(s_special)}
    }}

    /// The Script_Extensions lists (script indices, two characters each, sorted by ISO code).
    static var extensionScripts: StaticString {{
        {literal(s_ext)}
    }}

    /// Stage 1: two characters per block of code points (the block's number in stage 2).
    static var stage1: StaticString {{
        {literal(s_stage1)}
    }}

    /// Stage 2: two characters per code point in each distinct block (the table code).
    static var stage2: StaticString {{
        {literal(s_stage2)}
    }}
}}
"""
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(out)
    print(f"wrote {args.out}: {count} scripts, {len(specials)} specials, shift {shift}, {len(stage1)} stage-1 "
          f"entries, {len(blocks)} blocks, {cost} table bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
