#!/usr/bin/env python3
"""Random right-to-left strings shaped by HarfBuzz (uharfbuzz) with the full Debian fonts, for
the live check of the Arabic and Hebrew shapers (Scripts/check_live.sh).

    python3 Scripts/expectations_joining_random.py --out DIR [--count 300] [--seed 1]

Each string mixes the letters of every joining type (dual, right, left and non-joining, the
Syriac ALAPH and DALATH RISH groups, tatweel, the Syriac abbreviation mark that `stch` stretches), transparent marks (harakat, hamza, Syriac
points, UTR #53 modifier marks in any order), ZWJ, ZWNJ, the combining grapheme joiner and
spaces; the Hebrew strings mix letters, points in any order (meteg, dagesh, shin and sin dots)
and maqaf; the Mongolian and N'Ko strings (the Universal Shaping Engine's joining scripts) mix
letters, marks, free variation selectors and joiners in any order, so broken clusters (a dotted
circle) come up too. `clusters` makes only well-formed ones, for a script listed in WELL_FORMED. Shaped as expectations_otl.py shapes a line (one buffer, properties guessed: rtl,
the default features), written in its format (`<font>-0-random-<sample>.json`), so
OTLExpectationTests reads them through TYPESET_OTL_EXPECTATIONS. Fonts that are not installed
are passed over.
"""
import argparse, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import expectations_otl as otl  # noqa: E402
import uharfbuzz as hb
from fontTools.ttLib import TTFont

NOTO = "/usr/share/fonts/truetype/noto/"
ARABIC_LETTERS = [0x0627, 0x0628, 0x062A, 0x062C, 0x062F, 0x0631, 0x0633, 0x0639, 0x0641, 0x0642, 0x0643, 0x0644,
                  0x0645, 0x0646, 0x0647, 0x0648, 0x064A, 0x0649, 0x0629, 0x0621, 0x0622, 0x0623, 0x0626, 0x06CC,
                  0x06A9, 0x06AF, 0x067E, 0x0686, 0x0698, 0x06BE, 0x06C1, 0x06D2, 0x06BA, 0x0679, 0x0688, 0x0691, 0x0640]
ARABIC_MARKS = [0x064B, 0x064C, 0x064D, 0x064E, 0x064F, 0x0650, 0x0651, 0x0652, 0x0653, 0x0654, 0x0655, 0x0670,
                0x0656, 0x0658, 0x06DC, 0x06E3, 0x06E7, 0x06E8]
SYRIAC_LETTERS = list(range(0x0710, 0x072D)) + [0x0640, 0x070F, 0x070F]
SYRIAC_MARKS = list(range(0x0730, 0x074B))
HEBREW_LETTERS = list(range(0x05D0, 0x05EB))
HEBREW_MARKS = list(range(0x05B0, 0x05BE)) + [0x05BF, 0x05C1, 0x05C2, 0x05C4, 0x05C5, 0x05C7, 0x0591, 0x0596]
JOINERS = [0x200D, 0x200C, 0x034F, 0x0020]

MONGOLIAN_LETTERS = list(range(0x1820, 0x1879)) + list(range(0x1880, 0x1885)) + [0x1887, 0x1890, 0x1807]
MONGOLIAN_MARKS = [0x180B, 0x180C, 0x180D, 0x180F, 0x18A9, 0x180E, 0x202F]
NKO_LETTERS = list(range(0x07CA, 0x07EB)) + [0x07FA]
NKO_MARKS = list(range(0x07EB, 0x07F4)) + [0x07FD]
SAMPLES = [
    ("arabic", [NOTO + "NotoSansArabic-Regular.ttf", NOTO + "NotoNaskhArabic-Regular.ttf"], ARABIC_LETTERS, ARABIC_MARKS),
    ("syriac", [NOTO + "NotoSansSyriac-Regular.ttf"], SYRIAC_LETTERS, SYRIAC_MARKS),
    ("hebrew", [NOTO + "NotoSansHebrew-Regular.ttf", NOTO + "NotoSerifHebrew-Regular.ttf"], HEBREW_LETTERS, HEBREW_MARKS),
    ("mongolian", [NOTO + "NotoSansMongolian-Regular.ttf"], MONGOLIAN_LETTERS, MONGOLIAN_MARKS),
    ("nko", [NOTO + "NotoSansNKo-Regular.ttf"], NKO_LETTERS, NKO_MARKS),
]
WELL_FORMED: set = set()  # the USE shaper draws dotted circles in broken clusters as HarfBuzz does


def clusters(rng, count, letters, marks):
    """Letters, each with at most one mark or variation selector, a joiner or space now and then
    between them: the well-formed clusters of the Universal Shaping Engine's scripts (HarfBuzz
    draws a dotted circle in broken ones, which the shaper here does not do)."""
    out = []
    for _ in range(count):
        text = []
        for _ in range(rng.randint(1, 6)):
            text.append(rng.choice(letters))
            if rng.random() < 0.4:
                text.append(rng.choice(marks))
            # A joiner right after the Mongolian vowel separator is a broken cluster too.
            if rng.random() < 0.15 and text[-1] != 0x180E:
                text.append(rng.choice([0x200D, 0x200C, 0x0020]))
        out.append("".join(chr(c) for c in text))
    return out


def strings(rng, count, letters, marks):
    out = []
    for _ in range(count):
        text = []
        for _ in range(rng.randint(1, 9)):
            roll = rng.random()
            if roll < 0.62:
                text.append(rng.choice(letters))
            elif roll < 0.9:
                text.append(rng.choice(marks))
            else:
                text.append(rng.choice(JOINERS))
        # Start with a letter so HarfBuzz guesses the script from the first character.
        out.append(chr(rng.choice(letters)) + "".join(chr(c) for c in text))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    otl.locale.setlocale(otl.locale.LC_ALL, "C")
    os.makedirs(args.out, exist_ok=True)
    for name, fonts, letters, marks in SAMPLES:
        make = clusters if name in WELL_FORMED else strings
        sample = make(random.Random(f"{args.seed}-{name}"), args.count, letters, marks)
        for path in fonts:
            if not os.path.exists(path):
                print(f"{path}: not installed, passed over")
                continue
            face = hb.Face(hb.Blob.from_file_path(path), 0)
            font = hb.Font(face)
            tt = TTFont(path, lazy=True)
            otl.write_shaped_sample(args.out, path, face, font, tt, sample, f"random {name}, seed {args.seed}",
                                    "Scripts/expectations_joining_random.py", f"random-{name}")


if __name__ == "__main__":
    main()
