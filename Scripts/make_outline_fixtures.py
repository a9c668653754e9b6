#!/usr/bin/env python3
"""Builds two tiny synthetic fonts that exercise outline features the real fixtures lack.

    python3 Scripts/make_outline_fixtures.py
    python3 Scripts/expectations_outlines.py Fixtures/fonts/OutlineTest-TrueType.ttf Fixtures/fonts/OutlineTest-CFF.otf

OutlineTest-TrueType.ttf: contours starting off-curve, all-off-curve contours, a single-point
contour, composites with a uniform scale, x/y scale, a 2x2 transform, SCALED_COMPONENT_OFFSET,
point matching, and nested composites.
OutlineTest-CFF.otf: flex, hflex, hflex1, flex1 (both directions), hint masks and counter masks
after stems (so the mask byte count matters), a width operand, a seac-style endchar, the
arithmetic and storage operators, fractional (16.16) operands, and consecutive movetos.
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphComponent, GlyphCoordinates
from fontTools.ttLib.tables import ttProgram
from fontTools.misc.psCharStrings import T2CharString

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Fixtures", "fonts")


def simple(coords, flags, ends):
    g = Glyph()
    g.coordinates = GlyphCoordinates(coords)
    g.flags = bytearray(flags)
    g.endPtsOfContours = ends
    g.numberOfContours = len(ends)
    g.program = ttProgram.Program()
    g.program.fromBytecode(b"")
    return g


def component(name, x=0, y=0, transform=None, flags=0, points=None):
    c = GlyphComponent()
    c.glyphName = name
    c.flags = flags
    if points is not None:
        c.firstPt, c.secondPt = points
    else:
        c.x, c.y = x, y
    if transform is not None:
        c.transform = transform
    return c


def composite(components):
    g = Glyph()
    g.numberOfContours = -1
    g.components = components
    return g


def truetype():
    names = [".notdef", "square", "offstart", "alloff", "dot", "scaled", "xyscale", "twobytwo",
             "scaledoffset", "pointmatch", "nested"]
    glyphs = {
        ".notdef": simple([(0, 0), (500, 0), (500, 700), (0, 700)], [1, 1, 1, 1], [3]),
        "square": simple([(100, 100), (400, 100), (400, 400), (100, 400)], [1, 1, 1, 1], [3]),
        # Starts with an off-curve point; an off-off pair needs an implied point.
        "offstart": simple([(50, 0), (300, 0), (500, 200), (500, 500), (250, 600), (0, 500)],
                           [0, 1, 0, 0, 1, 0], [5]),
        # A circle of four off-curve points, then a second contour with odd coordinates.
        "alloff": simple([(300, 0), (600, 300), (300, 600), (0, 300), (101, 101), (203, 101), (203, 207)],
                         [0, 0, 0, 0, 1, 0, 1], [3, 6]),
        # A lone on-curve point (FreeType keeps it as a one-point contour).
        "dot": simple([(250, 250), (10, 10), (90, 10), (90, 90)], [1, 1, 1, 1], [0, 3]),
        "scaled": composite([component("square", 100, 50, [[0.5, 0], [0, 0.5]])]),
        "xyscale": composite([component("offstart", -20, 30, [[1.5, 0], [0, 0.75]])]),
        "twobytwo": composite([component("alloff", 600, 0, [[0, 1], [-1, 0]])]),
        "scaledoffset": composite([component("square", 100, 200, [[0.5, 0], [0, 0.5]], flags=0x800)]),
        "pointmatch": composite([component("square"), component("dot", points=(2, 0))]),
        "nested": composite([component("scaled", 10, 20), component("pointmatch", 500, 0)]),
    }
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x41 + i: n for i, n in enumerate(names[1:])})
    fb.setupGlyf(glyphs)
    glyf = fb.font["glyf"]
    metrics = {}
    for n in names:
        g = glyf[n]
        g.recalcBounds(glyf)
        metrics[n] = (1000, getattr(g, "xMin", 0))
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "OutlineTest", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    fb.save(os.path.join(OUT, "OutlineTest-TrueType.ttf"))


def cff():
    programs = {
        ".notdef": [500, 0, 0, "rmoveto", 400, 700, -400, "hlineto", "endchar"],
        # A width, stems, a hint mask over 10 stems (2 mask bytes), flex and hflex.
        "A": [600, 10, 20, 30, 40, 50, 60, "hstemhm", 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, "vstemhm",
              "hintmask", bytes([0xFF, 0xC0]), 100, 100, "rmoveto",
              50, 20, 50, 20, 50, 0, 50, -20, 50, -20, 50, 0, 50, "flex",
              30, 40, 10, 40, 30, 30, 50, "hflex", 0, -200, "rlineto", "endchar"],
        # hflex1, flex1 (mostly horizontal, then mostly vertical), a counter mask.
        "acute": [10, 20, "hstem", "cntrmask", bytes([0x80]), 50, 300, "rmoveto",
                  20, 10, 30, 20, 40, 30, 20, -10, 40, "hflex1",
                  20, 5, 20, 5, 20, 0, 20, 0, 20, -5, 20, "flex1",
                  5, 20, 5, 20, 0, 20, 0, 20, -5, 20, 15, "flex1", "endchar"],
        # seac-style endchar: A with acute moved by (120, 300).
        "Aacute": [120, 300, 65, 194, "endchar"],
        # Arithmetic and storage: computes coordinates at run time.
        "B": [100, 200, "rmoveto", 300, 2, "mul", 0, "rlineto", 0, 50, 150, "add", "rlineto",
              7, 2, "div", 100, "mul", 2, "put", 2, "get", "neg", 0, "rlineto",
              10, 20, "exch", "sub", 0, "index", "drop", 0, "exch", "rlineto",
              1, 2, 3, 3, 1, "roll", "drop", "drop", 50, "mul", 0, "exch", "rlineto",
              -4, "abs", 25, "mul", 0, 1, 2, 3, "ifelse", 9, "sqrt", "add", "rlineto",
              "endchar"],
        # Fractional operands and consecutive movetos (only the last one starts a contour).
        "C": [10, 10, "rmoveto", 20, 20, "rmoveto", 100.5, 0.25, "rlineto", -0.75, 200.125, "rlineto",
              -50, "hmoveto", 30, "vmoveto", 10, 10, 20, 20, 30, 30, "rrcurveto",
              10, 20, 30, 40, 50, 60, 70, 80, 90, "vvcurveto", 5, 6, 7, 8, 9, "hhcurveto", "endchar"],
    }
    names = list(programs)
    charstrings = {}
    for n in names:
        cs = T2CharString(program=programs[n])
        charstrings[n] = cs
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x41: "A", 0xB4: "acute", 0xC1: "Aacute", 0x42: "B", 0x43: "C"})
    fb.setupCFF("OutlineTestCFF", {"FullName": "OutlineTest CFF"}, charstrings, {})
    fb.setupHorizontalMetrics({n: (600, 0) for n in names})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "OutlineTestCFF", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    # fontTools cannot draw the arithmetic operators, so the font box is not recomputed.
    fb.font.recalcBBoxes = False
    fb.save(os.path.join(OUT, "OutlineTest-CFF.otf"))


if __name__ == "__main__":
    truetype()
    cff()
