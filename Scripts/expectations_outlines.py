#!/usr/bin/env python3
"""Expectations for glyph outlines, from FreeType (freetype-py) and fontTools.

Aspect `outlines` (every glyph, FreeType with FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING |
FT_LOAD_NO_BITMAP): glyph, contours, points, xMin, yMin, xMax, yMax (FT_Outline_Get_CBox).
- TrueType: `points` is the number of stored on- and off-curve points (components flattened);
  FreeType's coordinates are integers (component transforms are rounded by FT_MulFix).
- CFF: FreeType builds its own outline from the charstring: one point per moveto/lineto, three
  per curve, and a contour's last point is dropped when it repeats the contour's first point.
  Its coordinates are the 16.16 charstring coordinates truncated to integers.

Aspect `paths` (a sample of glyphs, fontTools glyph set drawn into a decomposing pen, quadratic
splines split into single quadratic segments with their implied on-curve points): glyph, then
the path as `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z` joined by spaces.
Normalised so both sides can be compared exactly: a contour's final straight segment back to
its start is dropped (closing implies it), and contours without segments are dropped for CFF
(FreeType and this library never start a contour for a lone moveto).
"""
import freetype
from fontTools.ttLib import TTFont
from fontTools.pens.basePen import BasePen
from expectations_common import parse_args, write, abs_path, ROOT
import os

FLAGS = freetype.FT_LOAD_NO_SCALE | freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP

SAMPLE_TEXT = "Hamburgefonstiv 0123 Ä é ß ÅŒﬁ"


def outline_rows(path, index):
    face = freetype.Face(abs_path(path), index=index)
    rows = []
    for glyph in range(face.num_glyphs):
        face.load_glyph(glyph, FLAGS)
        outline = face.glyph.outline
        if outline.n_points == 0:
            rows.append((glyph, outline.n_contours, 0, 0, 0, 0, 0))
            continue
        box = outline.get_cbox()
        rows.append((glyph, outline.n_contours, outline.n_points, box.xMin, box.yMin, box.xMax, box.yMax))
    return rows


def num(v):
    return str(int(v)) if float(v) == int(v) else repr(float(v))


class SegmentPen(BasePen):
    """Records single segments; BasePen splits qCurveTo into quadratic segments and
    decomposes components through the glyph set."""

    def __init__(self, glyphSet):
        super().__init__(glyphSet)
        self.contours = []
        self.current = None

    def _moveTo(self, p):
        self.current = [("M", p)]
        self.contours.append(self.current)

    def _lineTo(self, p):
        self.current.append(("L", p))

    def _qCurveToOne(self, c, p):
        self.current.append(("Q", c, p))

    def _curveToOne(self, c1, c2, p):
        self.current.append(("C", c1, c2, p))

    def _closePath(self):
        self.current = None

    def _endPath(self):
        self.current = None

    def text(self, is_cff):
        parts = []
        for contour in self.contours:
            segments = list(contour)
            start = segments[0][1]
            if len(segments) > 1 and segments[-1][0] == "L" and segments[-1][1] == start:
                segments.pop()
            if is_cff and len(segments) == 1:
                continue
            for seg in segments:
                parts.append(seg[0] + " " + " ".join(num(c) for pt in seg[1:] for c in pt))
            parts.append("Z")
        return " ".join(parts)


def sample_glyphs(font):
    cmap = font.getBestCmap()
    order = font.getGlyphOrder()
    if len(order) < 50:  # the synthetic test fonts: every glyph
        return list(enumerate(order))
    names = []
    text = SAMPLE_TEXT
    cjk_path = os.path.join(ROOT, "Fixtures", "text", "cjk-sample.txt")
    with open(cjk_path, encoding="utf-8") as f:
        cjk = [ch for ch in f.read() if ord(ch) >= 0x2E80][:40]
    for ch in text + "".join(cjk):
        name = cmap.get(ord(ch))
        if name and name not in names:
            names.append(name)
    # Composite glyphs (TrueType) for component coverage.
    if "glyf" in font:
        composites = [n for n in order if font["glyf"][n].isComposite()]
        for n in composites[:40]:
            if n not in names:
                names.append(n)
    return [(order.index(n), n) for n in names]


def path_rows(path, index):
    font = TTFont(abs_path(path), fontNumber=index)
    glyph_set = font.getGlyphSet()
    is_cff = "CFF " in font
    rows, skipped = [], []
    for gid, name in sample_glyphs(font):
        if "glyf" in font and font["glyf"][name].isComposite() and \
                any(c.flags & 0x800 for c in font["glyf"][name].components):
            # fontTools' glyph set draws SCALED_COMPONENT_OFFSET offsets unscaled; FreeType
            # (the `outlines` aspect) scales them.
            skipped.append(f"{gid} ({name}: SCALED_COMPONENT_OFFSET)")
            continue
        pen = SegmentPen(glyph_set)
        try:
            glyph_set[name].draw(pen)
        except NotImplementedError:  # fontTools does not run the arithmetic operators
            skipped.append(f"{gid} ({name}: arithmetic operators)")
            continue
        except AttributeError:  # fontTools' glyph set cannot draw point-matched components
            skipped.append(f"{gid} ({name}: point matching)")
            continue
        rows.append((gid, pen.text(is_cff)))
    return rows, skipped


def main():
    out, fonts = parse_args(__doc__.splitlines()[0])
    for path, index in fonts:
        print(write(out, path, index, "outlines",
                    "glyph, contours, points, xMin, yMin, xMax, yMax from FreeType "
                    f"{'.'.join(map(str, freetype.version()))} (NO_SCALE | NO_HINTING | NO_BITMAP)",
                    outline_rows(path, index)))
        rows, skipped = path_rows(path, index)
        note = f"\nleft out, fontTools cannot draw them: {', '.join(skipped)}" if skipped else ""
        print(write(out, path, index, "paths",
                    "glyph, path from fontTools (decomposed, quadratic splines split; see the script)" + note,
                    rows))


if __name__ == "__main__":
    main()
