#!/usr/bin/env python3
"""Random clusters of the Universal Shaping Engine's scripts shaped by HarfBuzz (uharfbuzz) with
the full Debian Noto fonts, for the live check of the USE shaper (Scripts/check_live.sh).

    python3 Scripts/expectations_use_random.py --out DIR [--count 300] [--seed 1]

For each script (and, 100 strings each, for 47 more fonts of the USE's scripts: SURVEY), strings of 1 to 4 clusters separated by spaces now and then: half of the
clusters are built the way the script writes them (a base consonant or independent vowel, then
in any order up to four of the script's signs: viramas and subjoined consonants with another
consonant, medial and final consonants, vowel signs before, above, below and after the base,
vowel modifiers, nuktas), the other half are any of the script's characters the font maps in a
row, which makes broken clusters (HarfBuzz draws a dotted circle in them), repha and pre-base
reordering, ZWJ, ZWNJ and the combining grapheme joiner. Shaped as expectations_otl.py shapes a
line (one buffer, properties guessed, the default features), written in its format
(`<font>-0-random-<script>.json`), so OTLExpectationTests reads them through
TYPESET_OTL_EXPECTATIONS. Fonts that are not installed are passed over.
"""
import argparse, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import expectations_otl as otl  # noqa: E402
import uharfbuzz as hb
from fontTools.ttLib import TTFont

NOTO = "/usr/share/fonts/truetype/noto/"
# (name, fonts, code point ranges of the script).
SCRIPTS = [
    ("sinhala", [NOTO + "NotoSansSinhala-Regular.ttf", NOTO + "NotoSerifSinhala-Regular.ttf"], [(0x0D81, 0x0DF4)]),
    ("tibetan", [NOTO + "NotoSerifTibetan-Regular.ttf"], [(0x0F40, 0x0FBC), (0x0F00, 0x0F3F)]),
    ("javanese", [NOTO + "NotoSansJavanese-Regular.ttf"], [(0xA980, 0xA9D9)]),
    ("balinese", [NOTO + "NotoSansBalinese-Regular.ttf", NOTO + "NotoSerifBalinese-Regular.ttf"], [(0x1B00, 0x1B59)]),
    ("taitham", [NOTO + "NotoSansTaiTham-Regular.ttf"], [(0x1A20, 0x1A89)]),
    ("batak", [NOTO + "NotoSansBatak-Regular.ttf"], [(0x1BC0, 0x1BF3)]),
    ("buginese", [NOTO + "NotoSansBuginese-Regular.ttf"], [(0x1A00, 0x1A1B)]),
    ("cham", [NOTO + "NotoSansCham-Regular.ttf"], [(0xAA00, 0xAA59)]),
    ("chakma", [NOTO + "NotoSansChakma-Regular.ttf"], [(0x11100, 0x11147)]),
    ("limbu", [NOTO + "NotoSansLimbu-Regular.ttf"], [(0x1900, 0x193B)]),
]
JOINERS = [0x200D, 0x200C, 0x034F]
# More fonts of the USE's scripts (fonts-noto-core), 100 strings each: their characters are those
# of the font's main script (Scripts.txt) that its cmap maps.
SURVEY = ["NotoSansBhaiksuki", "NotoSansBrahmi", "NotoSansBuhid", "NotoSansDuployan", "NotoSansGrantha",
          "NotoSansGunjalaGondi", "NotoSansHanifiRohingya", "NotoSansHanunoo", "NotoSansKaithi", "NotoSansKayahLi",
          "NotoSansKharoshthi", "NotoSansKhojki", "NotoSansKhudawadi", "NotoSansLepcha", "NotoSansMahajani",
          "NotoSansMandaic", "NotoSansManichaean", "NotoSansMarchen", "NotoSansMasaramGondi", "NotoSansMedefaidrin",
          "NotoSansMeeteiMayek", "NotoSansMiao", "NotoSansModi", "NotoSansMultani", "NotoSansNewa", "NotoSansPahawhHmong",
          "NotoSansPhagsPa", "NotoSansRejang", "NotoSansSaurashtra", "NotoSansSharada", "NotoSansSiddham", "NotoSansSogdian",
          "NotoSansSoyombo", "NotoSansSundanese", "NotoSansSylotiNagri", "NotoSansTagalog", "NotoSansTagbanwa",
          "NotoSansTaiViet", "NotoSansTakri", "NotoSansTifinagh", "NotoSansTirhuta", "NotoSansWancho", "NotoSansZanabazarSquare",
          "NotoSerifAhom", "NotoSerifDogra", "NotoSerifYezidi", "NotoSansAdlam"]


def main_script_ranges(tt, ucd="/usr/share/unicode"):
    """The code points of the font's main script (the most of its cmap outside Common,
    Inherited and Latin), as one-code-point ranges, and the script's name."""
    from collections import Counter
    from ucd_tables import ranges as ucd_ranges
    scripts = {}
    for a, b, v in ucd_ranges(os.path.join(ucd, "Scripts.txt")):
        for u in range(a, b + 1):
            scripts[u] = v
    cmap = tt.getBestCmap() or {}
    counts = Counter(scripts.get(u) for u in cmap if scripts.get(u) not in (None, "Common", "Inherited", "Latin"))
    if not counts:
        return None, []
    script = counts.most_common(1)[0][0]
    return script, [(u, u) for u in sorted(cmap) if scripts.get(u) == script]


def pools(tt, ranges):
    """The script's characters the font maps: letters (bases) and the rest (signs, digits...)."""
    cmap = tt.getBestCmap() or {}
    import unicodedata
    bases, signs = [], []
    for first, last in ranges:
        for u in range(first, last + 1):
            if u not in cmap:
                continue
            category = unicodedata.category(chr(u))
            (bases if category.startswith("L") else signs).append(u)
    return bases, signs


def sample(rng, count, bases, signs):
    out = []
    for _ in range(count):
        text = []
        for number in range(rng.randint(1, 4)):
            if number and rng.random() < 0.3:
                text.append(0x20)
            if rng.random() < 0.5:
                text.append(rng.choice(bases))
                for _ in range(rng.randint(0, 4)):
                    roll = rng.random()
                    if roll < 0.75:
                        text.append(rng.choice(signs))
                    elif roll < 0.9:
                        text.append(rng.choice(bases))
                    else:
                        text.append(rng.choice(JOINERS))
            else:
                for _ in range(rng.randint(1, 5)):
                    roll = rng.random()
                    text.append(rng.choice(bases) if roll < 0.4 else rng.choice(signs) if roll < 0.93 else rng.choice(JOINERS))
        # Start with a letter so HarfBuzz guesses the script from the first character.
        out.append(chr(rng.choice(bases)) + "".join(chr(c) for c in text))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", help="one script name")
    args = parser.parse_args()
    otl.locale.setlocale(otl.locale.LC_ALL, "C")
    os.makedirs(args.out, exist_ok=True)
    for name, fonts, ranges in SCRIPTS:
        if args.only and name != args.only:
            continue
        for path in fonts:
            if not os.path.exists(path):
                print(f"{path}: not installed, passed over")
                continue
            face = hb.Face(hb.Blob.from_file_path(path), 0)
            font = hb.Font(face)
            tt = TTFont(path, lazy=True)
            bases, signs = pools(tt, ranges)
            if not bases or not signs:
                print(f"{path}: no {name} characters, passed over")
                continue
            strings = sample(random.Random(f"{args.seed}-{name}"), args.count, bases, signs)
            write(args.out, path, face, font, tt, name, args.seed, strings)
    for stem in SURVEY:
        if args.only:
            break
        path = NOTO + stem + "-Regular.ttf"
        if not os.path.exists(path):
            print(f"{path}: not installed, passed over")
            continue
        face = hb.Face(hb.Blob.from_file_path(path), 0)
        font = hb.Font(face)
        tt = TTFont(path, lazy=True)
        script, ranges = main_script_ranges(tt)
        bases, signs = pools(tt, ranges)
        if not bases or not signs:
            print(f"{path}: no letters and signs, passed over")
            continue
        name = script.lower().replace("_", "")
        strings = sample(random.Random(f"{args.seed}-{name}"), max(args.count // 3, 1), bases, signs)
        write(args.out, path, face, font, tt, name, args.seed, strings)


def write(out, path, face, font, tt, name, seed, strings):
    """Shapes `strings` with HarfBuzz and writes them in expectations_otl.py's format."""
    otl.write_shaped_sample(out, path, face, font, tt, strings, f"random {name}, seed {seed}",
                            "Scripts/expectations_use_random.py", f"random-{name}")


if __name__ == "__main__":
    main()
