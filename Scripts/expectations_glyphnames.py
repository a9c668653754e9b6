#!/usr/bin/env python3
"""Writes expectations for the glyph name reader (FontFace.glyphNames()) from fontTools.

Reference: fontTools' TTFont.getGlyphOrder(), which names glyphs from the `CFF ` charset when the
face has one and from the `post` table otherwise. Two aspects:

  glyphnames         one file per face, every glyph: gid <TAB> name (empty: the font gives none)
  glyphnames-digest  one row per face: font <TAB> index <TAB> source <TAB> glyphs <TAB> named
                     <TAB> FNV-1a 64 (hex) of every glyph's name and a newline, in glyph order
                     (empty for none) <TAB> fontTools-made-up count <TAB> sample (gid=name ...)

Source is what the Swift reader reports: post (versions 1.0, 2.0), cffCharset, cffCID (names
cid00123, as fontTools makes them) or none (post 3.0 / no post: fontTools then makes names up
from the cmap, which are not the font's and are expected as none).

Where fontTools changes a stored name, the expectation is the stored name and the change is
counted in the "made up" column: fontTools makes duplicate names unique (`a.1`; for `post`
recorded in post.mapping, for CFF undone by reading the charset with fontTools' own charset
parser), names an empty `post` entry `glyph00012`, and names every glyph from the cmap when a
version 1.0 table has fewer than numGlyphs names (expected: the 258 standard names, then none).

Default: full lists for the committed fonts in Fixtures/fonts (and Fixtures/fonts/synthetic),
and one digest file for every conformance font (Fixtures/conformance/**). --debian: full lists
for DejaVu Sans, Inter Regular, Lato Regular and every face of Noto Sans CJK Regular, and a digest
for every face of every DejaVu, Inter, Lato and Noto CJK file in /usr/share/fonts. Both also
write standard.glyphnames-lists.tsv: fontTools' Macintosh standard order, CFF standard strings and
predefined Expert charsets, which the Swift reader writes out from the specifications. The Swift
test reads TYPESET_GLYPHNAME_EXPECTATIONS (default Tests/TypesetFontTests/Expectations/glyphnames).
"""
import argparse, glob, io, os, sys

from fontTools.ttLib import TTFont, TTCollection
from fontTools.ttLib.standardGlyphOrder import standardGlyphOrder
from fontTools import cffLib

sys.path.insert(0, os.path.dirname(__file__))
from expectations_common import ROOT, font_ref, abs_path  # noqa: E402

DEFAULT_OUT = os.path.join(ROOT, "Tests", "TypesetFontTests", "Expectations", "glyphnames")
DEBIAN_FULL = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
]
DEBIAN_DIGEST_GLOBS = [
    "/usr/share/fonts/truetype/dejavu/*.ttf",
    "/usr/share/fonts/opentype/inter/*.otf",
    "/usr/share/fonts/truetype/lato/*.ttf",
    "/usr/share/fonts/opentype/noto/Noto*CJK*.ttc",
]


def fnv1a64(data: bytes) -> int:
    h = 0xCBF29CE484222325
    for b in data:
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def face_count(path):
    return len(TTCollection(path).fonts) if path.lower().endswith((".ttc", ".otc")) else 1


def raw_cff_charset(font, top):
    """The charset's stored names, read with fontTools' own charset parser (no unique-making)."""
    offset = top.rawDict.get("charset", 0)
    if offset <= 2:
        return None
    data = font.reader["CFF "]
    stream = io.BytesIO(data)
    stream.seek(offset)
    fmt = cffLib.readCard8(stream)
    is_cid = hasattr(top, "ROS")
    count = len(top.CharStrings)
    if fmt == 0:
        names = cffLib.parseCharset0(count, stream, top.strings, is_cid)
    else:
        names = cffLib.parseCharset(count, stream, top.strings, is_cid, fmt)
    return names[:count]


def expected_names(font):
    """(source, expected names (None: none), fontTools' names)."""
    order = list(font.getGlyphOrder())
    if "CFF " in font:
        top = font["CFF "].cff.topDictIndex[0]
        source = "cffCID" if hasattr(top, "ROS") else "cffCharset"
        raw = raw_cff_charset(font, top)
        names = list(raw) if raw is not None else list(order)
        return source, [n if n else None for n in names], order
    if "post" in font:
        post = font["post"]
        if post.formatType == 1.0:
            n = font["maxp"].numGlyphs
            return "post", [standardGlyphOrder[g] if g < 258 else None for g in range(n)], order
        if post.formatType == 2.0:
            mapping = getattr(post, "mapping", {})
            names = [mapping.get(name, name) for name in order]
            return "post", [n if n else None for n in names], order
    return "none", [None] * len(order), order


def check_name(name, where):
    if name is not None and (any(ord(c) <= 0x20 or c == "=" for c in name) or name == ""):
        raise SystemExit(f"{where}: name {name!r} cannot be written to a TSV row; extend the format")


def digest_row(path, index, font):
    source, names, order = expected_names(font)
    for gid, name in enumerate(names):
        check_name(name, f"{path}:{index} glyph {gid}")
    blob = "".join((name or "") + "\n" for name in names).encode("utf-8")
    made_up = sum(1 for gid, name in enumerate(names) if gid >= len(order) or order[gid] != name)
    n = len(names)
    sample = []
    for gid in sorted({1, n // 3, (2 * n) // 3, n - 1}):
        if 0 <= gid < n and names[gid] is not None:
            sample.append(f"{gid}={names[gid]}")
    named = sum(1 for name in names if name is not None)
    return (font_ref(path), index, source, n, named, f"{fnv1a64(blob):016x}", made_up, " ".join(sample) or "-")


def write_full(out, path, index, font):
    source, names, order = expected_names(font)
    made_up = sum(1 for gid, name in enumerate(names) if gid >= len(order) or order[gid] != name)
    stem = os.path.splitext(os.path.basename(path))[0]
    name = os.path.join(out, f"{stem}-{index}.glyphnames.tsv")
    with open(name, "w", encoding="utf-8") as f:
        f.write(f"# font={font_ref(path)} index={index}\n")
        f.write(f"# fontTools getGlyphOrder(): source={source} glyphs={len(names)}"
                f" made-up-by-fontTools={made_up}\n")
        f.write("# gid <TAB> the font's name for the glyph (empty: none)\n")
        for gid, glyph_name in enumerate(names):
            check_name(glyph_name, f"{path}:{index} glyph {gid}")
            f.write(f"{gid}\t{glyph_name or ''}\n")
    return len(names), sum(1 for n in names if n is not None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=DEFAULT_OUT, help="directory for the .tsv files")
    parser.add_argument("--debian", action="store_true", help="the full Debian fonts instead of the fixtures")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    if args.debian:
        full = DEBIAN_FULL
        digest = sorted(p for pattern in DEBIAN_DIGEST_GLOBS for p in glob.glob(pattern))
        digest_name = "debian.glyphnames-digest.tsv"
    else:
        full = sorted(glob.glob(os.path.join(ROOT, "Fixtures/fonts/*.[ot]t[fc]"))
                      + glob.glob(os.path.join(ROOT, "Fixtures/fonts/synthetic/*.[ot]t[fc]")))
        digest = sorted(p for p in glob.glob(os.path.join(ROOT, "Fixtures/conformance/**/*"), recursive=True)
                        if p.lower().endswith((".ttf", ".otf", ".ttc")))
        digest_name = "conformance.glyphnames-digest.tsv"

    # fontTools' own copies of the specifications' lists: the Macintosh order (post) and the CFF
    # standard strings and predefined Expert charsets.
    with open(os.path.join(args.out, "standard.glyphnames-lists.tsv"), "w", encoding="utf-8") as f:
        f.write("# fontTools lists: list <TAB> position <TAB> name (mac: standardGlyphOrder, cff: cffStandardStrings,\n")
        f.write("# expert: cffIExpertStrings, expertSubset: cffExpertSubsetStrings)\n")
        for list_name, names in [("mac", standardGlyphOrder), ("cff", cffLib.cffStandardStrings),
                                 ("expert", cffLib.cffIExpertStrings), ("expertSubset", cffLib.cffExpertSubsetStrings)]:
            for position, name in enumerate(names):
                f.write(f"{list_name}\t{position}\t{name}\n")

    total_glyphs = total_named = 0
    for path in full:
        for index in range(face_count(path)):
            font = TTFont(abs_path(path), fontNumber=index, lazy=True)
            glyphs, named = write_full(args.out, path, index, font)
            total_glyphs += glyphs
            total_named += named
            print(f"{font_ref(path)}:{index}: {glyphs} glyphs, {named} named")

    rows = []
    for path in digest:
        for index in range(face_count(path)):
            font = TTFont(abs_path(path), fontNumber=index, lazy=True)
            rows.append(digest_row(path, index, font))
    with open(os.path.join(args.out, digest_name), "w", encoding="utf-8") as f:
        f.write("# fontTools getGlyphOrder() digests (Scripts/expectations_glyphnames.py): font, index, source,\n")
        f.write("# glyphs, named, FNV-1a 64 of each name + newline, names fontTools made up, sample gid=name\n")
        for row in rows:
            f.write("\t".join(str(v) for v in row) + "\n")
    digest_glyphs = sum(r[3] for r in rows)
    print(f"{len(rows)} digested faces, {digest_glyphs} glyphs, {sum(r[4] for r in rows)} named, "
          f"{sum(r[6] for r in rows)} names made up by fontTools")
    print(f"full lists: {total_glyphs} glyphs, {total_named} named")


if __name__ == "__main__":
    main()
