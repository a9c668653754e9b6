#!/usr/bin/env python3
"""Advances and kerning as HarfBuzz (uharfbuzz) shapes them, for Typeset's simple shaper.

    python3 Scripts/expectations_shaping.py            # writes Tests/TypesetTests/Expectations/shaping-*.tsv
    python3 Scripts/expectations_shaping.py --debian --out DIR

Each line of Fixtures/text/multilingual.txt is shaped with every fixture font (the emoji font with
Fixtures/text/emoji.txt), with HarfBuzz's
substitution and contextual features turned off and only `kern` on, which is what Typeset's
shaper implements (one glyph per character, pair kerning; see Sources/TypesetShaping).
Rows: line number, glyph id, cluster (Unicode scalar index), x advance in font units; and per
line a row `text<TAB>line<TAB>TEXT` with the exact text shaped.

One deliberate difference is removed from the input: a precomposed letter the font lacks (Noto
Sans CJK has no "ź") is decomposed by HarfBuzz's normaliser into base + combining mark, while
Typeset's simple shaper, like CoreText's font fallback, treats it as missing from this font.
Such letters are dropped from that font's copy of the line; every other character is compared.
The Swift test (ShapingTests) compares at 17 pt to 1/1000 pt.
"""
import argparse, os
import unicodedata
import uharfbuzz as hb
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MULTILINGUAL = "Fixtures/text/multilingual.txt"
# Emoji presentation (colour bitmap glyphs, one per emoji, U+FE0F default-ignorable) in its own
# sample: the emoji font has no letters.
EMOJI = "Fixtures/text/emoji.txt"
FIXTURES = [("Fixtures/fonts/DejaVuSans-subset.ttf", 0, MULTILINGUAL), ("Fixtures/fonts/Inter-Regular-subset.otf", 0, MULTILINGUAL),
            ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 0, MULTILINGUAL),
            ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 1, MULTILINGUAL),
            ("Fixtures/fonts/NotoColorEmoji-subset.ttf", 0, EMOJI)]
DEBIAN = [("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0, MULTILINGUAL),
          ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0, MULTILINGUAL),
          ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0, MULTILINGUAL),
          ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2, MULTILINGUAL),
          ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", 0, EMOJI)]
OFF = ["liga", "clig", "calt", "ccmp", "locl", "rlig", "mark", "mkmk", "curs", "dist", "rclt", "abvm", "blwm",
       "dlig", "hlig", "frac", "numr", "dnom", "subs", "sups", "case", "c2sc", "smcp", "vert", "vrt2"]

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests", "TypesetTests", "Expectations"))
    parser.add_argument("--debian", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    features = {name: False for name in OFF}
    features["kern"] = True
    for path, index, sample in (DEBIAN if args.debian else FIXTURES):
        with open(os.path.join(ROOT, sample), encoding="utf-8") as f:
            lines = f.read().rstrip("\n").split("\n")
        full = path if path.startswith("/") else os.path.join(ROOT, path)
        blob = hb.Blob.from_file_path(full)
        face = hb.Face(blob, index)
        font = hb.Font(face)  # scale = upem: advances in font units
        stem = os.path.splitext(os.path.basename(path))[0]
        name = os.path.join(args.out, f"shaping-{stem}-{index}.tsv")
        with open(name, "w", encoding="utf-8") as out:
            ref = os.path.relpath(full, ROOT) if full.startswith(ROOT) else full
            out.write(f"# font={ref} index={index} upem={face.upem} harfbuzz={hb.__version__} sample={sample}\n")
            out.write("# line\tglyph\tcluster\txAdvance (font units, HarfBuzz, kern only)\n")
            cmap = TTFont(full, fontNumber=index, lazy=True).getBestCmap()
            for number, text in enumerate(lines):
                text = "".join(c for c in text if ord(c) in cmap or not unicodedata.decomposition(c)
                               or unicodedata.decomposition(c).startswith("<"))
                out.write(f"text\t{number}\t{text}\n")
                buf = hb.Buffer()
                # Clusters as Unicode scalar indices: add code points one by one.
                buf.add_codepoints([ord(c) for c in text])
                buf.guess_segment_properties()
                buf.cluster_level = hb.BufferClusterLevel.CHARACTERS
                hb.shape(font, buf, features)
                for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
                    out.write(f"{number}\t{info.codepoint}\t{info.cluster}\t{pos.x_advance}\n")

if __name__ == "__main__":
    main()
