#!/usr/bin/env python3
"""Vertical metrics (vhea, vmtx, VORG, and VVAR at instances), from fontTools and HarfBuzz (uharfbuzz).

    python3 Scripts/expectations_vertical.py          # committed fixtures
    python3 Scripts/expectations_vertical.py --debian --out DIR

Aspect `vertical` (Tests/TypesetFontTests/Expectations/<stem>-<index>.vertical.tsv), one row per
glyph and location ("default" for a static font):
  location, glyph, advance height, top side bearing, vertical origin (or -), top side bearing
  delta, bottom side bearing delta.
- Static fonts (Noto Sans CJK's subset; with --debian, the full Noto Sans CJK): `vmtx` and `VORG`
  as fontTools reads them.
- The VVAR fixture (synthetic/InterVariable-CFF2-VVAR.otf; no Debian font has VVAR, so the live
  run regenerates it from the same fixture with the installed references): advance heights and
  vertical origins from fontTools' instancer's static instance (`instantiateVariableFont`, which
  applies VVAR's advance and origin deltas to `vmtx` and `VORG` for a CFF2 font); the side
  bearing deltas from fontTools' `VarStoreInstancer` over VVAR's top and bottom side bearing maps
  (rounded with otRound; the instancer keeps `vmtx`'s side bearings), the top side bearing column
  being vmtx's plus that delta.
Every advance height is checked against HarfBuzz's (`get_glyph_v_advance`, with `set_variations`
at an instance) and every origin against HarfBuzz's (`get_glyph_v_origin`); the script stops when
they disagree.
"""
import io, os
import uharfbuzz as hb
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
from fontTools.varLib.varStore import VarStoreInstancer
from fontTools.misc.roundTools import otRound
from expectations_common import parse_args, write, abs_path
from expectations_variations import loc_text, spec_normalized

FIXTURES = [("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 0), ("Fixtures/fonts/synthetic/InterVariable-CFF2-VVAR.otf", 0)]
DEBIAN = [("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0), ("Fixtures/fonts/synthetic/InterVariable-CFF2-VVAR.otf", 0)]
# User locations of the VVAR fixture: the masters' corners, points between (deltas scaled and
# rounded), both axes at once.
LOCATIONS = [{"wght": 100, "slnt": 0}, {"wght": 650, "slnt": -5}, {"wght": 900, "slnt": -10}, {"wght": 300, "slnt": -3},
             {"wght": 523.7, "slnt": -7.77}]


def harfbuzz(path, index, loc):
    face = hb.Face(hb.Blob.from_file_path(abs_path(path)), index)
    font = hb.Font(face)
    if loc:
        font.set_variations(loc)
    return font


def check(font, glyph, advance, origin, where):
    hb_advance = -font.get_glyph_v_advance(glyph)
    if hb_advance != advance:
        raise SystemExit(f"{where} glyph {glyph}: fontTools' advance height {advance}, HarfBuzz's {hb_advance}")
    if origin is not None:
        hb_origin = font.get_glyph_v_origin(glyph)[1]
        if hb_origin != origin:
            raise SystemExit(f"{where} glyph {glyph}: fontTools' vertical origin {origin}, HarfBuzz's {hb_origin}")


def static_rows(path, index):
    font = TTFont(abs_path(path), fontNumber=index)
    hb_font = harfbuzz(path, index, None)
    vorg = font["VORG"] if "VORG" in font else None
    rows = []
    for glyph, name in enumerate(font.getGlyphOrder()):
        advance, tsb = font["vmtx"][name]
        origin = vorg[name] if vorg else None
        check(hb_font, glyph, advance, origin, path)
        rows.append(("default", glyph, advance, tsb, "-" if origin is None else origin, 0, 0))
    return rows


def instance_rows(path, index):
    font = TTFont(abs_path(path), fontNumber=index)
    order = font.getGlyphOrder()
    vvar = font["VVAR"].table
    axes = font["fvar"].axes
    rows = []
    for loc in LOCATIONS:
        static = instancer.instantiateVariableFont(TTFont(abs_path(path), fontNumber=index), loc)
        buffer = io.BytesIO()
        static.save(buffer)
        static = TTFont(io.BytesIO(buffer.getvalue()))
        normalized = {a.axisTag: v / 16384 for a, v in zip(axes, spec_normalized(font, loc))}
        deltas = VarStoreInstancer(vvar.VarStore, axes, normalized)
        hb_font = harfbuzz(path, index, loc)

        def delta(mapping, name):
            return otRound(deltas[mapping.mapping[name]]) if mapping else 0

        for glyph, name in enumerate(order):
            advance, tsb = static["vmtx"][name]
            origin = static["VORG"][name] if "VORG" in static else None
            check(hb_font, glyph, advance, origin, f"{path} {loc}")
            tsb_delta, bsb_delta = delta(vvar.TsbMap, name), delta(vvar.BsbMap, name)
            rows.append((loc_text(loc), glyph, advance, tsb + tsb_delta, "-" if origin is None else origin, tsb_delta, bsb_delta))
    return rows


def main():
    import sys
    out, fonts = parse_args(__doc__.splitlines()[0])
    fonts = DEBIAN if "--debian" in sys.argv else FIXTURES
    for path, index in fonts:
        font = TTFont(abs_path(path), fontNumber=index)
        rows = instance_rows(path, index) if "VVAR" in font else static_rows(path, index)
        print(write(out, path, index, "vertical", "location, glyph, advance height, top side bearing, vertical origin (- without "
                    "VORG), top and bottom side bearing deltas: vmtx and VORG from fontTools (at an instance: the static instance "
                    "of fontTools' instancer; side bearing deltas from its VarStoreInstancer over VVAR's maps), advances and "
                    f"origins equal to HarfBuzz {hb.__version__}'s", rows))


if __name__ == "__main__":
    main()
