#!/usr/bin/env python3
"""FreeType reference bitmaps for Typeset's own outlines (decoder + rasterizer end to end).

For every glyph of the sample text (each line of Fixtures/text/multilingual.txt; the glyphs a
face maps, without .notdef), at 12, 24 and 96 px and two subpixel origins, FreeType
(freetype-py) loads the glyph unhinted (FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) with the origin
shift set by FT_Set_Transform (26.6 delta) and renders it with the smooth rasterizer
(FT_RENDER_MODE_NORMAL). Only FreeType's bitmap and its placement are recorded: the Swift test
(Tests/TypesetRenderTests/RenderDecoderRasterTests.swift) decodes the outline with Typeset's
own decoder (face.outliner()), places it with the same scale and origin and rasterizes it with
Typeset's rasterizer, so this checks TypesetFont + TypesetRender against FreeType end to end.

File: `Tests/TypesetRenderTests/Expectations/decoder-raster-<font-stem>-<index>.txt`, header
`# font=PATH index=N`, then one line per glyph (tab-separated):
    glyph  GID  PIXELS  DX  DY  LEFT  TOP  WIDTH  ROWS  BITMAP
DX, DY: the origin shift in 26.6 units (x right, y up); LEFT, TOP: bitmap_left, bitmap_top;
BITMAP: base64 of the zlib-compressed WIDTH x ROWS coverage bytes, top row first ("-" if empty).

CI: `Scripts/compare_decoder_raster.py --debian --out DIR` then
`TYPESET_DECODER_RASTER_EXPECTATIONS=DIR swift test --filter RenderDecoderRasterTests`.

Variable fonts (`--variable`, part of the default run): the variable fixtures at a few
instances, FreeType at the design coordinates (set_var_design_coords), 12 and 24 px; the
header then has `variations=wght=900,slnt=-10` (the test makes the same instance) and the file
name ends in the location.

Usage: Scripts/compare_decoder_raster.py [--out DIR] [--debian] [--variable] [FONT[:INDEX] ...]
"""
import base64, os, sys, zlib
import freetype

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import expectations_common as common

OUT = os.path.join(common.ROOT, "Tests", "TypesetRenderTests", "Expectations")
SAMPLE = os.path.join(common.ROOT, "Fixtures", "text", "multilingual.txt")
SIZES = [12, 24, 96]
# Origin shifts in 26.6 units (x, y up): whole pixels and an awkward fraction.
ORIGINS = [(0, 0), (21, 43)]


def glyph_ids(face):
    ids = []
    with open(SAMPLE, encoding="utf-8") as f:
        for ch in f.read():
            gid = face.get_char_index(ord(ch))
            if gid and gid not in ids:
                ids.append(gid)
    return ids


# Variable fixtures and the instances drawn (their normalized coordinates are exact in 2.14,
# so FreeType's 16.16 ones are the same).
VARIABLE = [("Fixtures/fonts/Inter-Variable-subset.ttf", {"wght": 900, "slnt": -10}),
            ("Fixtures/fonts/Inter-Variable-subset.ttf", {"wght": 100, "slnt": 0}),
            ("Fixtures/fonts/synthetic/InterVariable-CFF2.otf", {"wght": 650, "slnt": -5})]


def write_file(out, path, index, ids, face, sizes, variations=None):
    flags = freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP
    header = f"# font={common.font_ref(path)} index={index}"
    if variations:
        header += " variations=" + ",".join(f"{t}={v}" for t, v in variations.items())
    lines = [
        header,
        f"# FreeType {'.'.join(map(str, freetype.version()))}: FT_LOAD_NO_HINTING|FT_LOAD_NO_BITMAP, FT_RENDER_MODE_NORMAL",
        "# written by Scripts/compare_decoder_raster.py; see the format there",
    ]
    for pixels in sizes:
        face.set_pixel_sizes(pixels, pixels)
        for dx, dy in ORIGINS:
            face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), freetype.Vector(dx, dy))
            for gid in ids:
                face.load_glyph(gid, flags)
                slot = face.glyph
                slot.render(freetype.FT_RENDER_MODE_NORMAL)
                bm = slot.bitmap
                raw = b"".join(bytes(bm.buffer[r * bm.pitch : r * bm.pitch + bm.width]) for r in range(bm.rows))
                data = base64.b64encode(zlib.compress(raw, 9)).decode() if raw else "-"
                lines.append("\t".join(map(str, ["glyph", gid, pixels, dx, dy, slot.bitmap_left, slot.bitmap_top, bm.width, bm.rows, data])))
    face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), freetype.Vector(0, 0))
    stem = os.path.splitext(os.path.basename(path))[0]
    suffix = "".join(f"-{t}{v}" for t, v in variations.items()) if variations else ""
    name = os.path.join(out, f"decoder-raster-{stem}-{index}{suffix}.txt")
    with open(name, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{name}: {len(lines) - 3} glyph bitmaps ({len(ids)} glyphs)")


def main():
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=OUT)
    parser.add_argument("--debian", action="store_true", help="use the full Debian fonts")
    parser.add_argument("--variable", action="store_true", help="only the variable fixtures at their instances")
    parser.add_argument("fonts", nargs="*")
    args = parser.parse_args()
    if args.fonts:
        fonts = [(f.rsplit(":", 1)[0], int(f.rsplit(":", 1)[1])) if ":" in f else (f, 0) for f in args.fonts]
    elif args.debian:
        fonts = common.DEBIAN_FONTS + [("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 1)]
    else:
        fonts = common.FIXTURES
    os.makedirs(args.out, exist_ok=True)
    if not args.variable:
        for path, index in fonts:
            if not os.path.exists(common.abs_path(path)):
                print(f"skipping {path}: not found", file=sys.stderr)
                continue
            face = freetype.Face(common.abs_path(path), index=index)
            write_file(args.out, path, index, glyph_ids(face), face, SIZES)
    if args.variable or not (args.fonts or args.debian):
        for path, location in VARIABLE:
            face = freetype.Face(common.abs_path(path))
            axes = [a.tag for a in face.get_variation_info().axes]
            face.set_var_design_coords([location[t] for t in axes])
            write_file(args.out, path, 0, glyph_ids(face), face, [12, 24], location)


if __name__ == "__main__":
    main()
