#!/usr/bin/env python3
"""Expectations for variable fonts, from fontTools, HarfBuzz (uharfbuzz) and FreeType (freetype-py).

    python3 Scripts/expectations_variations.py          # committed variable fixtures
    python3 Scripts/expectations_variations.py --debian --out DIR

Aspects (Tests/TypesetFontTests/Expectations/<stem>-<index>.<aspect>.tsv):
- `axes`: the fvar axes (tag, name, min, default, max, flags) and named instances (name,
  coordinates, PostScript name id) with names from `name` (fontTools).
- `normalization`: user locations and their normalized coordinates in F2Dot14, as fontTools'
  instancer normalizes them (default normalization, avar, rounding to 2.14) and as HarfBuzz
  does; the script stops when the two disagree.
- `instance-metrics`: at each location, the static instance fontTools' instancer makes
  (`instantiateVariableFont`): the keys of `typeset inspect --json` that describe the face,
  plus post underline and OS/2 strikeout values (MVAR's other fields).
- `instance-advances`: at each location, every glyph's advance from HarfBuzz
  (`font.set_variations`, unscaled).
- `instance-shaping`: at each location, a few Latin texts and every line of the multilingual
  sample (Fixtures/text/multilingual.txt) shaped by HarfBuzz with its default features (kerning
  and anchors take GDEF's variation deltas), with the script HarfBuzz guesses for the text.
- `instance-outlines`: at each location, every glyph's outline from FreeType
  (`set_var_design_coords`, FT_LOAD_NO_SCALE | NO_HINTING | NO_BITMAP): contours, points, the
  control box and an FNV-1a 64 digest of the points ("x,y,on;" each, in order; see the test).
  For CFF2 the points are those FreeType's CFF loader stores (one per moveto and lineto, three
  per curve, a contour's last point dropped when it repeats the first; 16.16 coordinates
  truncated to integers).
  The locations are chosen so that FreeType's 16.16 normalized coordinates equal the F2Dot14
  ones (checked here): FreeType keeps 16.16 precision where the specification rounds to 2.14.
"""
import io, math, os
import freetype
import uharfbuzz as hb
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
from fontTools.varLib.models import normalizeValue, piecewiseLinearMap
from fontTools.misc.fixedTools import floatToFixed
from expectations_common import parse_args, write, abs_path

FIXTURES = [("Fixtures/fonts/Inter-Variable-subset.ttf", 0), ("Fixtures/fonts/synthetic/InterVariable-avar-MVAR.ttf", 0),
            ("Fixtures/fonts/synthetic/InterVariable-CFF2.otf", 0), ("Fixtures/fonts/synthetic/Variable-wght-wdth-opsz.ttf", 0),
            ("Fixtures/fonts/synthetic/InterVariable-CFF2-VVAR.otf", 0), ("Fixtures/fonts/synthetic/InterVariable-avar2.ttf", 0)]
DEBIAN = [("/usr/share/fonts/truetype/inter-vf/Inter.var.ttf", 0)]
# Locations (user coordinates). Those marked exact normalize to 2.14 values that FreeType's
# 16.16 arithmetic reaches exactly, so its outlines can be compared point for point.
LOCATIONS = {
    "Inter.var": [({"wght": 100, "slnt": 0}, True), ({"wght": 650, "slnt": -5}, True), ({"wght": 900, "slnt": -10}, True),
                  ({"wght": 775, "slnt": -2.5}, True), ({"wght": 300, "slnt": -3}, False), ({"wght": 523.7, "slnt": -7.77}, False)],
    "Inter-Variable-subset": [({"wght": 100, "slnt": 0}, True), ({"wght": 650, "slnt": -5}, True),
                              ({"wght": 900, "slnt": -10}, True), ({"wght": 775, "slnt": -2.5}, True),
                              ({"wght": 300, "slnt": -3}, False), ({"wght": 523.7, "slnt": -7.77}, False)],
    "InterVariable-CFF2": [({"wght": 100, "slnt": 0}, True), ({"wght": 650, "slnt": -5}, True),
                           ({"wght": 900, "slnt": -10}, True), ({"wght": 775, "slnt": -2.5}, True),
                           ({"wght": 300, "slnt": -3}, False)],
    # The CFF2 font with vertical metrics (its VVAR: Scripts/expectations_vertical.py).
    "InterVariable-CFF2-VVAR": [({"wght": 100, "slnt": 0}, True), ({"wght": 650, "slnt": -5}, True),
                                ({"wght": 900, "slnt": -10}, True), ({"wght": 300, "slnt": -3}, False)],
    # avar version 2 (both axes move each other): slanted, heavy, both, and points between.
    "InterVariable-avar2": [({"wght": 400, "slnt": -10}, True), ({"wght": 900, "slnt": 0}, True),
                            ({"wght": 900, "slnt": -10}, True), ({"wght": 650, "slnt": -5}, True),
                            ({"wght": 250, "slnt": -2.5}, True), ({"wght": 550, "slnt": -3}, False),
                            ({"wght": 333.3, "slnt": -6.1}, False)],
    "InterVariable-avar-MVAR": [({"wght": 250, "slnt": 0}, True), ({"wght": 650, "slnt": -5}, True),
                                ({"wght": 775, "slnt": -10}, True), ({"wght": 900, "slnt": -2.5}, True),
                                ({"wght": 100, "slnt": -10}, True), ({"wght": 550, "slnt": -3}, False),
                                ({"wght": 333.3, "slnt": -6.1}, False)],
    # Optical size at 12 and 40 pt and 17 pt (what automatic optical sizing selects for those
    # point sizes), weight and width as tokens select them.
    "Variable-wght-wdth-opsz": [({"wght": 400, "wdth": 100, "opsz": 12}, False), ({"wght": 400, "wdth": 100, "opsz": 40}, False),
                                ({"wght": 400, "wdth": 100, "opsz": 17}, False), ({"wght": 650, "wdth": 87.5, "opsz": 31}, True),
                                ({"wght": 250, "wdth": 75, "opsz": 11}, True), ({"wght": 900, "wdth": 100, "opsz": 48}, True),
                                ({"wght": 100, "wdth": 93.75, "opsz": 22.5}, True)],
}


def loc_text(loc):
    return ",".join(f"{tag}={num(value)}" for tag, value in loc.items())


def num(v):
    return str(int(v)) if float(v) == int(v) else repr(float(v))


def normalized_f2dot14(font, loc):
    """fontTools: default normalization, avar (version 2 too, through its renormalizeLocation,
    as the instancer does it), 2.14."""
    axes = font["fvar"].axes
    normalized = {a.axisTag: normalizeValue(loc.get(a.axisTag, a.defaultValue), (a.minValue, a.defaultValue, a.maxValue))
                  for a in axes}
    if "avar" in font:
        normalized = font["avar"].renormalizeLocation(normalized, font, dropZeroes=False)
    return [floatToFixed(normalized.get(a.axisTag, 0), 14) for a in axes]


def avar2_deltas(font, coords):
    """avar version 2 after the segment maps, as HarfBuzz applies it: each axis's delta from the
    variation store at the F2Dot14 coordinates (fontTools' VarStoreInstancer), rounded half away
    from zero, the sum clamped to -1...1."""
    avar = font["avar"] if "avar" in font else None
    if avar is None or getattr(avar, "majorVersion", 1) < 2 or avar.table.VarStore is None:
        return coords
    from fontTools.varLib.varStore import VarStoreInstancer
    axes = font["fvar"].axes
    deltas = VarStoreInstancer(avar.table.VarStore, axes, {a.axisTag: c / 16384 for a, c in zip(axes, coords)})
    mapping = avar.table.VarIdxMap
    out = []
    for i, c in enumerate(coords):
        index = mapping[i] if mapping is not None else i
        out.append(min(max(c + round_away(deltas[index]), -16384), 16384))
    return out


def round_away(x):
    return int(math.copysign(math.floor(abs(x) + 0.5), x))


def div_fix(a, b):
    """FT_DivFix: a * 65536 / b on the magnitudes, rounded."""
    if b == 0:
        return 0x7FFFFFFF
    q = ((abs(a) << 16) + abs(b) // 2) // abs(b)
    return -q if (a < 0) != (b < 0) else q


def mul_div(a, b, c):
    """FT_MulDiv: a * b / c on the magnitudes, rounded."""
    if c == 0:
        return 0
    q = (abs(a) * abs(b) + abs(c) // 2) // abs(c)
    return -q if ((a < 0) != (b < 0)) != (c < 0) else q


def spec_normalized(font, loc):
    """The specification's steps: the user value in 16.16, clamped; default normalization in
    16.16; avar's segment map in 16.16; then 16.16 to 2.14 by adding 2 and shifting right by 2;
    then avar version 2's deltas (avar2_deltas)."""
    axes = font["fvar"].axes
    avar = font["avar"].segments if "avar" in font else {}
    out = []
    for a in axes:
        lo, de, hi = (round_away(x * 65536) for x in (a.minValue, a.defaultValue, a.maxValue))
        v = min(max(round_away(loc.get(a.axisTag, a.defaultValue) * 65536), lo), hi)
        n = -div_fix(de - v, de - lo) if v < de else (div_fix(v - de, hi - de) if v > de else 0)
        if a.axisTag in avar:
            pairs = sorted((round_away(f * 16384) << 2, round_away(t * 16384) << 2) for f, t in avar[a.axisTag].items())
            if n <= pairs[0][0]:
                n = n - pairs[0][0] + pairs[0][1]
            elif n >= pairs[-1][0]:
                n = n - pairs[-1][0] + pairs[-1][1]
            else:
                for (fa, ta), (fb, tb) in zip(pairs, pairs[1:]):
                    if n == fb:
                        n = tb
                        break
                    if n < fb:
                        n = ta + mul_div(n - fa, tb - ta, fb - fa)
                        break
        out.append((n + 2) >> 2)
    return avar2_deltas(font, out)


def harfbuzz_font(path, loc):
    face = hb.Face(hb.Blob.from_file_path(abs_path(path)))
    font = hb.Font(face)
    font.set_variations(loc)
    return face, font


def fnv(text):
    h = 0xcbf29ce484222325
    for b in text.encode():
        h ^= b
        h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def metric_rows(font):
    """The face keys of `typeset inspect --json` (Sources/TypesetCLI/Inspect.swift) and the
    metrics the library derives, from a static font (CoreText's rules, as expectations_metrics.py)."""
    name = font["name"]
    head, hhea, maxp, os2, post = font["head"], font["hhea"], font["maxp"], font["OS/2"], font["post"]
    has_stat = "STAT" in font
    use_typo = bool(os2.fsSelection & (1 << 7))
    if use_typo and has_stat:
        asc, desc, gap, source = os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap, "typo"
    else:
        asc, desc, gap, source = hhea.ascent, hhea.descent, hhea.lineGap, "hhea"
    best = lambda *ids: next((name.getDebugName(i) for i in ids if name.getDebugName(i)), "")
    return [
        ("familyName", best(16, 1)), ("styleName", best(17, 2)), ("postScriptName", best(6)),
        ("outlines", "cff" if "CFF " in font or "CFF2" in font else "truetype"), ("unitsPerEm", head.unitsPerEm),
        ("numGlyphs", maxp.numGlyphs), ("weightClass", os2.usWeightClass), ("widthClass", os2.usWidthClass),
        ("italicAngle", num(post.italicAngle)),
        ("hhea.ascender", hhea.ascent), ("hhea.descender", hhea.descent), ("hhea.lineGap", hhea.lineGap),
        ("os2.version", os2.version), ("os2.typoAscender", os2.sTypoAscender), ("os2.typoDescender", os2.sTypoDescender),
        ("os2.typoLineGap", os2.sTypoLineGap), ("os2.winAscent", os2.usWinAscent), ("os2.winDescent", os2.usWinDescent),
        ("os2.capHeight", os2.sCapHeight), ("os2.xHeight", os2.sxHeight),
        ("os2.useTypoMetrics", str(use_typo).lower()),
        ("os2.strikeoutSize", os2.yStrikeoutSize), ("os2.strikeoutPosition", os2.yStrikeoutPosition),
        ("post.underlinePosition", post.underlinePosition), ("post.underlineThickness", post.underlineThickness),
        ("metrics.ascender", asc), ("metrics.descender", desc), ("metrics.leading", gap),
        ("metrics.capHeight", os2.sCapHeight), ("metrics.xHeight", os2.sxHeight), ("metrics.lineMetricsSource", source),
    ]


# Latin text with Inter's kerning pairs, ligatures, accents (mark positioning), figures.
SHAPING_TEXTS = ["Hamburgefonstiv AVAToWAY", "fi ffl Ågård Éé «Typography»", "0123456789 € 1/2", "Wave, Tyre; V.A. — LT Yo",
                 "HaOx anna Åé"]
with open(abs_path("Fixtures/text/multilingual.txt"), encoding="utf-8") as sample:
    MULTILINGUAL = sample.read().rstrip("\n").split("\n")

FLAGS = freetype.FT_LOAD_NO_SCALE | freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP


def outline_rows(path, index, loc, normalized):
    face = freetype.Face(abs_path(path), index=index)
    axes = [a.tag for a in face.get_variation_info().axes]
    face.set_var_design_coords([loc.get(t, None) for t in axes])
    blend = [round(c * 65536) for c in face.get_var_blend_coords()]
    if blend != [n * 4 for n in normalized]:
        raise SystemExit(f"{path} {loc}: FreeType's 16.16 coordinates {blend} are not the 2.14 ones {normalized}")
    rows = []
    for glyph in range(face.num_glyphs):
        face.load_glyph(glyph, FLAGS)
        outline = face.glyph.outline
        if outline.n_points == 0:
            rows.append((loc_text(loc), glyph, outline.n_contours, 0, 0, 0, 0, 0, fnv("")))
            continue
        box = outline.get_cbox()
        text = "".join(f"{x},{y},{t & 1};" for (x, y), t in zip(outline.points, outline.tags))
        rows.append((loc_text(loc), glyph, outline.n_contours, outline.n_points, box.xMin, box.yMin, box.xMax, box.yMax, fnv(text)))
    return rows


def main():
    out, fonts = parse_args(__doc__.splitlines()[0])
    if not fonts or fonts == [("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0)]:
        fonts = FIXTURES
    import sys
    if "--debian" in sys.argv:
        fonts = DEBIAN
    elif fonts[0][0] == "Fixtures/fonts/DejaVuSans-subset.ttf":
        fonts = FIXTURES
    for path, index in fonts:
        stem = os.path.splitext(os.path.basename(path))[0]
        locations = LOCATIONS[stem]
        font = TTFont(abs_path(path), fontNumber=index)
        fvar, name = font["fvar"], font["name"]
        rows = []
        for a in fvar.axes:
            rows.append(("axis", a.axisTag, name.getDebugName(a.axisNameID) or "", num(a.minValue), num(a.defaultValue),
                         num(a.maxValue), a.flags))
        for inst in fvar.instances:
            coords = ",".join(f"{t}={num(v)}" for t, v in inst.coordinates.items())
            ps = "" if inst.postscriptNameID in (None, 0xFFFF) else inst.postscriptNameID
            rows.append(("instance", name.getDebugName(inst.subfamilyNameID) or "", coords, ps))
        print(write(out, path, index, "axes", "axis, tag, name, min, default, max, flags / instance, name, coordinates, "
                    "PostScript name id (fontTools)", rows))

        rows = []
        agreeing = []
        for loc, _ in locations:
            spec = spec_normalized(font, loc)
            _, hb_font = harfbuzz_font(path, loc)
            harfbuzz = [round(c * 16384) for c in hb_font.get_var_coords_normalized()]
            if harfbuzz != spec:
                raise SystemExit(f"{path} {loc}: the specification's steps give {spec}, HarfBuzz {harfbuzz}")
            tools = normalized_f2dot14(font, loc)
            if tools == spec:
                agreeing.append(loc)
            rows.append((loc_text(loc), ",".join(map(str, spec)), ",".join(map(str, tools))))
        print(write(out, path, index, "normalization", "location, normalized coordinates in F2Dot14 by the specification's "
                    "16.16 steps (HarfBuzz agrees), then by fontTools' floating point (may differ in the last bit)", rows))

        rows = []
        for loc in agreeing:
            static = instancer.instantiateVariableFont(TTFont(abs_path(path), fontNumber=index), loc)
            buffer = io.BytesIO()
            static.save(buffer)
            static = TTFont(io.BytesIO(buffer.getvalue()))
            rows += [(loc_text(loc), key, value) for key, value in metric_rows(static)]
        print(write(out, path, index, "instance-metrics",
                    "location, key, value of the static instance from fontTools' instancer.instantiateVariableFont "
                    "(at the locations where fontTools normalizes as the specification does)", rows))

        rows = []
        for loc, _ in locations:
            face, hb_font = harfbuzz_font(path, loc)
            advances = [hb_font.get_glyph_h_advance(g) for g in range(face.glyph_count)]
            rows.append((loc_text(loc), " ".join(map(str, advances))))
        print(write(out, path, index, "instance-advances", "location, every glyph's advance from HarfBuzz "
                    f"{hb.__version__} (uharfbuzz, set_variations)", rows))

        rows = []
        for loc, _ in locations:
            face, hb_font = harfbuzz_font(path, loc)
            for text in SHAPING_TEXTS + MULTILINGUAL:
                buf = hb.Buffer()
                buf.add_str(text)
                buf.guess_segment_properties()
                script = buf.script
                hb.shape(hb_font, buf)
                glyphs = ";".join(f"{i.codepoint},{i.cluster},{p.x_advance},{p.x_offset},{p.y_offset}"
                                  for i, p in zip(buf.glyph_infos, buf.glyph_positions))
                rows.append((loc_text(loc), text, glyphs, script or "-"))
        print(write(out, path, index, "instance-shaping", "location, text, glyphs from HarfBuzz "
                    f"{hb.__version__} with its default features (id,cluster,x advance,x offset,y offset;...), script "
                    "(ISO 15924, as HarfBuzz guessed it; - for none, which HarfBuzz shapes as DFLT): GPOS values with VariationIndex deltas (kerning, anchors) at the "
                    "instance", rows))

        rows = []
        for loc, exact in locations:
            if exact:
                rows += outline_rows(path, index, loc, spec_normalized(font, loc))
        print(write(out, path, index, "instance-outlines",
                    "location, glyph, contours, points, xMin, yMin, xMax, yMax, FNV-1a 64 of the points from FreeType "
                    f"{'.'.join(map(str, freetype.version()))} (set_var_design_coords; NO_SCALE | NO_HINTING | NO_BITMAP)", rows))


if __name__ == "__main__":
    main()
