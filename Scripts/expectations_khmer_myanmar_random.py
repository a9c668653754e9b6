#!/usr/bin/env python3
"""Random Khmer and Myanmar syllables shaped by HarfBuzz (uharfbuzz) with the full Debian Noto
fonts, for the live check of the Khmer and Myanmar shapers (Scripts/check_live.sh).

    python3 Scripts/expectations_khmer_myanmar_random.py --out DIR [--count 300] [--seed 1]

Three samples per script:
  * `syllables`: strings of 1-4 random syllables built the way the scripts write them, with a
    wrong piece now and then (Khmer: consonant or independent vowel, robat or a register
    shifter, up to three Coeng + consonant (Ro often), vowels and split vowels, the signs above
    and after, ZWJ/ZWNJ; Myanmar: kinzi, consonant, stacked consonants, medials Ya Ra Wa Ha and
    Mon La, asat, pre-base E with a variation selector, vowels above, below and after, anusvara,
    dot below, visarga, Shan and Karen tones and vowels, ZWJ/ZWNJ), spaces and digits between;
  * `marks`: strings of 1-6 characters drawn from everything the shaper gives a class (marks in
    any order, broken clusters, dotted circles);
  * `probe`: every character the shaper's table covers (the script's blocks, digits, dashes,
    no-break space, superscripts, squares, dotted circle, variation selectors) alone, after a
    consonant, between a consonant and a vowel sign, and before a vowel sign.
Each string starts with a letter of the script so HarfBuzz guesses the script from it, except
the probes of Common characters, which start with a consonant. Shaped as expectations_otl.py
shapes a line (one buffer, properties guessed, the default features), written in its format
(`<font>-0-random-<script>-<sample>.json`) so OTLExpectationTests reads them through
TYPESET_OTL_EXPECTATIONS. Fonts that are not installed are passed over.
"""
import argparse, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import expectations_otl as otl  # noqa: E402
import uharfbuzz as hb
from fontTools.ttLib import TTFont

NOTO = "/usr/share/fonts/truetype/noto/"
COMMON = [0x0020, 0x002D, 0x0031, 0x00A0, 0x00B2, 0x00D7, 0x200C, 0x200D, 0x2010, 0x2012, 0x2014, 0x2015, 0x2022,
          0x2074, 0x2083, 0x25CC, 0x25FB, 0x25FE, 0xFE00, 0xFE01]

KH_CONSONANTS = list(range(0x1780, 0x17A3))
KH_INDEPENDENT = list(range(0x17A3, 0x17B4))
KH_VOWELS = list(range(0x17B6, 0x17C6))
KH_SIGNS = list(range(0x17C6, 0x17D4)) + [0x17DD]
KH_SHIFTERS = [0x17C9, 0x17CA, 0x17CC]
KH_ABOVE = [0x17C6, 0x17CB, 0x17CD, 0x17CE, 0x17CF, 0x17D0, 0x17D1]
KH_AFTER = [0x17C7, 0x17C8, 0x17D3, 0x17DD]
KH_OTHER = [0x17D4, 0x17D6, 0x17D9, 0x17DC, 0x17E1, 0x17E5, 0x17B4, 0x17B5]

MY_CONSONANTS = list(range(0x1000, 0x1021)) + [0x103F, 0x1050, 0x1051, 0x105A, 0x105B, 0x1061, 0x1075, 0x107A, 0x108E,
                                               0xA9E0, 0xAA60, 0xAA61]
MY_INDEPENDENT = list(range(0x1021, 0x102B)) + [0x1052, 0x1053]
MY_MEDIALS = [0x103B, 0x103C, 0x103D, 0x103E, 0x105E, 0x105F, 0x1060, 0x1082]
MY_VOWELS = [0x102B, 0x102C, 0x102D, 0x102E, 0x102F, 0x1030, 0x1031, 0x1032, 0x1033, 0x1034, 0x1035, 0x1056, 0x1058,
             0x1062, 0x1067, 0x1071, 0x1083, 0x1084, 0x1085, 0x109C, 0x109D]
MY_SIGNS = [0x1036, 0x1037, 0x1038, 0x103A, 0x1039, 0x1063, 0x1069, 0x106D, 0x1087, 0x108B, 0x108D, 0x108F, 0x109A,
            0xAA7B, 0xAA7C]
MY_OTHER = [0x104A, 0x104B, 0x104C, 0x104E, 0x1040, 0x1041, 0x1045, 0x1090, 0x109E]


def khmer_syllable(rng):
    s = [rng.choice(KH_CONSONANTS + KH_INDEPENDENT[:3])]
    if rng.random() < 0.1:
        if rng.random() < 0.5:
            s.append(rng.choice([0x200C, 0x200D]))
        s.append(rng.choice(KH_SHIFTERS))
    for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
        s += [0x17D2, 0x179A if rng.random() < 0.35 else rng.choice(KH_CONSONANTS)]
    if rng.random() < 0.7:
        if rng.random() < 0.1:
            s.append(rng.choice([0x200C, 0x200D]))
        s.append(rng.choice(KH_VOWELS))
    if rng.random() < 0.3:
        s.append(rng.choice(KH_ABOVE))
    if rng.random() < 0.2:
        s.append(rng.choice(KH_AFTER))
    if rng.random() < 0.08:  # a wrong piece: a mark where the grammar has none
        s.insert(rng.randint(1, len(s)), rng.choice(KH_VOWELS + KH_SIGNS + [0x17D2]))
    return s


def myanmar_syllable(rng):
    s = []
    if rng.random() < 0.12:
        s += [rng.choice([0x1004, 0x101B]), 0x103A, 0x1039]
    s.append(rng.choice(MY_CONSONANTS + MY_INDEPENDENT[:2]))
    if rng.random() < 0.05:
        s.append(0xFE00)
    if rng.random() < 0.15:
        s += [0x1039, rng.choice(MY_CONSONANTS[:33])]
    for medial in (0x103B, 0x103C, 0x103D, 0x103E):
        if rng.random() < 0.15:
            s.append(medial)
    if rng.random() < 0.3:
        s.append(0x1031)
        if rng.random() < 0.1:
            s.append(0xFE00)
    if rng.random() < 0.3:
        s.append(rng.choice([0x102D, 0x102E, 0x1032, 0x1036]))
    if rng.random() < 0.3:
        s.append(rng.choice([0x102F, 0x1030]))
    if rng.random() < 0.25:
        s.append(rng.choice([0x102B, 0x102C]))
    if rng.random() < 0.2:
        s.append(0x103A)
    if rng.random() < 0.2:
        s.append(rng.choice([0x1037, 0x1038, 0x1036, 0x1087, 0x1069]))
    if rng.random() < 0.08:
        s.insert(rng.randint(1, len(s)), rng.choice(MY_VOWELS + MY_SIGNS + MY_MEDIALS))
    return s


def syllables(rng, count, make, separators):
    out = []
    for _ in range(count):
        text = []
        for n in range(rng.randint(1, 4)):
            if n and rng.random() < 0.25:
                text.append(rng.choice(separators))
            text += make(rng)
        out.append("".join(chr(c) for c in text))
    return out


def marks(rng, count, letters, pool):
    out = []
    for _ in range(count):
        text = [rng.choice(letters)] + [rng.choice(pool) for _ in range(rng.randint(1, 6))]
        out.append("".join(chr(c) for c in text))
    return out


def probe(table_ranges, letter, vowel):
    out = []
    for first, last in table_ranges:
        for u in range(first, last + 1):
            c = chr(u)
            if first >= 0x1000 and first < 0x1800 or first >= 0xA9E0 and first < 0xAA80:
                out.append(c)
            out += [chr(letter) + c, chr(letter) + c + chr(vowel), c + chr(vowel)]
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fonts", nargs="*", help="only these font files (default: the Debian Noto fonts)")
    args = parser.parse_args()
    otl.locale.setlocale(otl.locale.LC_ALL, "C")
    os.makedirs(args.out, exist_ok=True)
    ranges = [(0x0020, 0x00DF), (0x2008, 0x208F), (0x25CC, 0x25CC), (0x25FB, 0x25FE), (0xFE00, 0xFE0F)]
    scripts = {
        "khmer": ([NOTO + "NotoSansKhmer-Regular.ttf", NOTO + "NotoSerifKhmer-Regular.ttf"],
                  lambda rng: syllables(rng, args.count, khmer_syllable, [0x0020, 0x200B, 0x17D4, 0x17E1, 0x00A0]),
                  KH_CONSONANTS, KH_VOWELS + KH_SIGNS + KH_OTHER + [0x17D2, 0x17D2, 0x200C, 0x200D, 0x25CC, 0x0020],
                  ranges + [(0x1780, 0x17FF)], 0x1780, 0x17B6),
        "myanmar": ([NOTO + "NotoSansMyanmar-Regular.ttf", NOTO + "NotoSerifMyanmar-Regular.ttf"],
                    lambda rng: syllables(rng, args.count, myanmar_syllable, [0x0020, 0x104A, 0x104B, 0x1041, 0x200B]),
                    MY_CONSONANTS, MY_VOWELS + MY_SIGNS + MY_MEDIALS + MY_OTHER + [0x1039, 0x103A, 0xFE00, 0x200C, 0x200D, 0x25CC],
                    ranges + [(0x1000, 0x109F), (0xA9E0, 0xA9FF), (0xAA60, 0xAA7F)], 0x1000, 0x102C),
    }
    for name, (fonts, make, letters, pool, table_ranges, letter, vowel) in scripts.items():
        samples = {"syllables": make(random.Random(f"{args.seed}-{name}-syllables")),
                   "marks": marks(random.Random(f"{args.seed}-{name}-marks"), args.count, letters, pool),
                   "probe": probe(table_ranges, letter, vowel)}
        for path in (args.fonts or fonts):
            if not os.path.exists(path):
                print(f"{path}: not installed, passed over")
                continue
            face = hb.Face(hb.Blob.from_file_path(path), 0)
            font = hb.Font(face)
            tt = TTFont(path, lazy=True)
            if args.fonts and name not in os.path.basename(path).lower():
                continue
            for sample, texts in samples.items():
                otl.write_shaped_sample(args.out, path, face, font, tt, texts, f"random {name} {sample}, seed {args.seed}",
                                        "Scripts/expectations_khmer_myanmar_random.py", f"random-{name}-{sample}")


if __name__ == "__main__":
    main()
