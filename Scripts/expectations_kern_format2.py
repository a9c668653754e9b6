#!/usr/bin/env python3
"""Legacy `kern` format 2 (class-based) values as HarfBuzz applies them, for KernTable.

    python3 Scripts/expectations_kern_format2.py

fontTools does not decode `kern` format 2 subtables (it keeps them as raw bytes), so the
reference is HarfBuzz (uharfbuzz). The font is HarfBuzz's in-house test font for
kern-format2.tests: an Apple `kern` table (version 1.0) with one format 0 subtable and two
format 2 subtables, and no GPOS.

Every ordered pair of glyphs (left, right) is shaped on its own through a sub-font whose
nominal-glyph function maps U+F0000 + glyph id to that glyph and whose advances are 0, with only
`kern` requested; the sum of the two x advances is then the pair's kerning value in font units
(HarfBuzz gives half of it to the first glyph's advance and the rest to the second's).

Besides the font as shipped, "variants" patch 16-bit values of the format 2 subtables (file
offsets) to pin down the edge cases: an odd right class value, a left class value before the
kerning array, values past the end of a subtable and of the table, a glyph outside a class table.
Every pair of every variant is shaped again.

Writes Tests/TypesetFontTests/Expectations/kern-format2.json: the font, the reference, the glyph
count and, for the font and each variant, the pairs whose value is not 0 as [left, right, value]
(every other pair is 0). The Swift test (KernFormat2Tests) compares all glyph count² pairs.
"""
import json, os, struct
import uharfbuzz as hb
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = "Fixtures/conformance/harfbuzz/in-house/fonts/e39391c77a6321c2ac7a2d644de0396470cd4bfe.ttf"
OUT = os.path.join(ROOT, "Tests", "TypesetFontTests", "Expectations", "kern-format2.json")
PUA = 0xF0000


def shaped_pairs(data, glyph_count):
    """{(left, right): value} for every pair HarfBuzz kerns (value not 0)."""
    face = hb.Face(hb.Blob(bytes(data)))
    sub = hb.Font(hb.Font(face))
    funcs = hb.FontFuncs()
    funcs.set_nominal_glyph_func(lambda font, codepoint, user: codepoint - PUA)
    funcs.set_glyph_h_advance_func(lambda font, glyph, user: 0)
    sub.funcs = funcs
    values = {}
    for left in range(glyph_count):
        for right in range(glyph_count):
            buf = hb.Buffer()
            buf.add_codepoints([PUA + left, PUA + right])
            buf.direction, buf.script = "ltr", "Latn"
            hb.shape(sub, buf, {"kern": True})
            glyphs = [info.codepoint for info in buf.glyph_infos]
            assert glyphs == [left, right], (left, right, glyphs)
            value = sum(pos.x_advance for pos in buf.glyph_positions)
            if value:
                values[(left, right)] = value
    return values


def subtables(data, kern):
    """(file offset, length, format) of each subtable of the Apple `kern` table at `kern`."""
    version, count = struct.unpack(">II", data[kern:kern + 8])
    assert version == 0x10000, "the test font has an Apple kern table"
    result, offset = [], kern + 8
    for _ in range(count):
        length, coverage = struct.unpack(">IH", data[offset:offset + 6])
        result.append((offset, length, coverage & 0xFF))
        offset += length
    return result


def class_table(data, subtable, field):
    """(file offset of the first value, first glyph, glyph count) of a format 2 class table."""
    start = subtable + struct.unpack(">H", data[subtable + 8 + field:subtable + 10 + field])[0]
    first, count = struct.unpack(">HH", data[start:start + 4])
    return start + 4, first, count


def main():
    path = os.path.join(ROOT, FONT)
    data = bytearray(open(path, "rb").read())
    font = TTFont(path)
    glyph_count = len(font.getGlyphOrder())
    kern = font.reader.tables["kern"].offset
    formats2 = [s for s in subtables(data, kern) if s[2] == 2]
    assert len(formats2) == 2, formats2
    (first, first_length, _), (last, _, _) = formats2
    left1, left1_first, _ = class_table(data, first, 2)
    right1, right1_first, _ = class_table(data, first, 4)
    left2, left2_first, _ = class_table(data, last, 2)
    array1 = first + struct.unpack(">H", data[first + 14:first + 16])[0]
    table_end = kern + font.reader.tables["kern"].length

    def at(values_offset, first_glyph, glyph):
        return values_offset + 2 * (glyph - first_glyph)

    variants = [
        ("an odd right class value (1) in the first format 2 subtable",
         [(at(right1, right1_first, right1_first + 1), 1)]),
        ("a left class value (4) that points before the kerning array",
         [(at(left1, left1_first, left1_first), 4)]),
        ("left class values that reach the last bytes of the first format 2 subtable and past them",
         [(at(left1, left1_first, left1_first), first_length - 12),
          (at(left1, left1_first, left1_first + 1), first_length - 2)]),
        ("a nonzero value in column 0 of row 0 (the first array entry)",
         [(array1, 77)]),
        ("left class values of the last subtable that reach the end of the table and past it",
         [(at(left2, left2_first, left2_first), table_end - last - 10),
          (at(left2, left2_first, left2_first + 1), 0xFFFE)]),
    ]
    reference = (f"HarfBuzz {hb.version_string()} (uharfbuzz {hb.__version__}), each pair shaped alone with "
                 "only kern requested; value = sum of the x advances with zero glyph advances")
    out = {"font": FONT, "reference": reference, "glyphCount": glyph_count, "variants": []}
    for name, patches in [("the font as shipped", [])] + variants:
        patched = bytearray(data)
        for offset, value in patches:
            patched[offset:offset + 2] = struct.pack(">H", value)
        values = shaped_pairs(patched, glyph_count)
        out["variants"].append({"name": name, "patches": [list(p) for p in patches],
                                "pairs": [[l, r, v] for (l, r), v in sorted(values.items())]})
        print(f"{name}: {len(values)} kerned pairs of {glyph_count * glyph_count}")
    # One pair a line, so that a change to the reference shows as a readable diff.
    lines = ["{", f' "font": {json.dumps(out["font"])},', f' "reference": {json.dumps(reference)},',
             f' "glyphCount": {glyph_count},', ' "variants": [']
    for number, variant in enumerate(out["variants"]):
        lines += ["  {", f'   "name": {json.dumps(variant["name"])},', f'   "patches": {json.dumps(variant["patches"])},',
                  '   "pairs": [']
        lines += [f"    {json.dumps(pair)}," for pair in variant["pairs"]]
        if variant["pairs"]:
            lines[-1] = lines[-1].rstrip(",")
        lines += ["   ]", "  }," if number + 1 < len(out["variants"]) else "  }"]
    lines += [" ]", "}"]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
