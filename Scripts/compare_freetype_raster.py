#!/usr/bin/env python3
"""FreeType reference for the TypesetRender rasterizer.

For each font and the glyphs of a sample text, FreeType (freetype-py) loads the glyph unhinted
(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) at a pixel size with a subpixel origin (FT_Set_Transform
with a 26.6 delta), decomposes the scaled outline (FT_Outline_Decompose) and renders it with the
smooth rasterizer (FT_RENDER_MODE_NORMAL). The script writes, per glyph, the outline FreeType
rendered (26.6 integers, y up, origin shift included) and FreeType's 8-bit coverage bitmap to
`Tests/TypesetRenderTests/Expectations/raster-<font-stem>-<index>.txt`.

Swift tests (Tests/TypesetRenderTests/RenderFreeTypeTests.swift) rasterize the recorded outline with
Typeset's rasterizer and compare pixel by pixel: this checks the rasterizer against FreeType
independently of Typeset's outline decoder. The glyph id, pixel size and origin are recorded too,
so the same files can check Typeset's own outlines (face.outline) once decoded.

File format (tab-separated; `#` lines are comments):
    glyph  GID  PIXELS  DX  DY  LEFT  TOP  WIDTH  ROWS
    outline  M x y L x y Q cx cy x y C c1x c1y c2x c2y x y Z ...
    row  HEX   (ROWS lines of WIDTH bytes, top row first)
where DX, DY are the origin shift in 26.6 units (x right, y up) and LEFT/TOP are bitmap_left and
bitmap_top. The outline is in 26.6 units, y up, relative to the bitmap's bottom-left corner (glyph
origin at (-LEFT*64, (ROWS-TOP)*64)): the frame FreeType's smooth renderer decomposes it in.
Device coordinates (pixels, y down) of an outline point: (x/64, ROWS - y/64). To draw a font-unit
outline (e.g. Typeset's own decoder output) at the same place: device = (X*PIXELS/upm + ORIGIN_X,
ORIGIN_Y - Y*PIXELS/upm) with ORIGIN = (DX/64 - LEFT, TOP - DY/64). FreeType rounds scaled points
(and implied conic on-points) to 1/64 px, so exact outlines can differ by < 1/64 px; that may flip
a subdivision decision on a curve and move a few pixels by more than the raster test's tolerance.

CI: `Scripts/compare_freetype_raster.py --debian --out DIR` then
`TYPESET_RASTER_EXPECTATIONS=DIR swift test --filter RenderFreeTypeTests` runs the comparison live.

Usage: Scripts/compare_freetype_raster.py [--out DIR] [--debian] [FONT[:INDEX] ...]
"""
import ctypes, os, sys
import freetype

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import expectations_common as common

OUT = os.path.join(common.ROOT, "Tests", "TypesetRenderTests", "Expectations")
LATIN = "Hamburgefonstiv QWERTY xyz 0123456789 &@%?!ÆØßé(){}"
CJK_SAMPLE = os.path.join(common.ROOT, "Fixtures", "text", "cjk-sample.txt")
# Pixel sizes and how many glyphs each gets (large bitmaps make large files).
SIZES = [(12, 40), (24, 40), (96, 4)]


def sample_text(face):
    text = LATIN
    if face.get_char_index(ord("以")):
        with open(CJK_SAMPLE, encoding="utf-8") as f:
            cjk = "".join(ch for ch in f.read() if ord(ch) >= 0x3000)
        text = cjk[:24] + "Hamg&0"
    return text


def glyph_ids(face):
    ids = []
    for ch in sample_text(face):
        gid = face.get_char_index(ord(ch))
        if gid and gid not in ids:
            ids.append(gid)
    return ids


def outline_ops(outline):
    ops = []
    started = [False]

    def move_to(p, _):
        if started[0]:
            ops.append("Z")
        started[0] = True
        ops.append(f"M {p.x} {p.y}")

    def line_to(p, _):
        ops.append(f"L {p.x} {p.y}")

    def conic_to(c, p, _):
        ops.append(f"Q {c.x} {c.y} {p.x} {p.y}")

    def cubic_to(c1, c2, p, _):
        ops.append(f"C {c1.x} {c1.y} {c2.x} {c2.y} {p.x} {p.y}")

    outline.decompose(None, move_to=move_to, line_to=line_to, conic_to=conic_to, cubic_to=cubic_to)
    if started[0]:
        ops.append("Z")
    return " ".join(ops)


def main():
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=OUT)
    parser.add_argument("--debian", action="store_true", help="use the full Debian fonts")
    parser.add_argument("fonts", nargs="*")
    args = parser.parse_args()
    if args.fonts:
        fonts = [(f.rsplit(":", 1)[0], int(f.rsplit(":", 1)[1])) if ":" in f else (f, 0) for f in args.fonts]
    elif args.debian:
        fonts = common.DEBIAN_FONTS
    else:
        fonts = [f for f in common.FIXTURES if not (f[0].endswith(".ttc") and f[1] != 0)]
    os.makedirs(args.out, exist_ok=True)
    flags = freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP
    for path, index in fonts:
        face = freetype.Face(common.abs_path(path), index=index)
        ids = glyph_ids(face)
        lines = [
            f"# font={common.font_ref(path)} index={index}",
            f"# FreeType {'.'.join(map(str, freetype.version()))}: FT_LOAD_NO_HINTING|FT_LOAD_NO_BITMAP, FT_RENDER_MODE_NORMAL",
            "# written by Scripts/compare_freetype_raster.py; see the format there",
        ]
        count = 0
        for pixels, limit in SIZES:
            face.set_pixel_sizes(pixels, pixels)
            for i, gid in enumerate(ids[:limit]):
                dx, dy = (i * 23 + pixels) % 64, (i * 41 + 7) % 64
                matrix = freetype.Matrix(0x10000, 0, 0, 0x10000)
                face.set_transform(matrix, freetype.Vector(dx, dy))
                face.load_glyph(gid, flags)
                slot = face.glyph
                slot.render(freetype.FT_RENDER_MODE_NORMAL)
                bm = slot.bitmap
                left, top, rows = slot.bitmap_left, slot.bitmap_top, bm.rows
                bitmap = [bytes(bm.buffer[r * bm.pitch : r * bm.pitch + bm.width]).hex() for r in range(rows)]
                # Reload and move the outline to the bitmap's bottom-left corner, as the smooth
                # renderer does before decomposing: implied on-curve points between two conic
                # controls are rounded there, and a 1/64 px difference can flip FreeType's
                # subdivision count for a curve (up to ~10 coverage levels at 12 px).
                face.load_glyph(gid, flags)
                outline = slot.outline
                freetype.FT_Outline_Translate(ctypes.byref(outline._FT_Outline), -left * 64, -(top - rows) * 64)
                ops = outline_ops(outline)
                lines.append("\t".join(map(str, ["glyph", gid, pixels, dx, dy, left, top, bm.width, rows])))
                lines.append("outline\t" + ops)
                for row in bitmap:
                    lines.append("row\t" + row)
                count += 1
        face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), freetype.Vector(0, 0))
        stem = os.path.splitext(os.path.basename(path))[0]
        name = os.path.join(args.out, f"raster-{stem}-{index}.txt")
        with open(name, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print(f"{name}: {count} glyphs")


if __name__ == "__main__":
    main()
