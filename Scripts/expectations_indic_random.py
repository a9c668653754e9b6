#!/usr/bin/env python3
"""Random Indic syllables shaped by HarfBuzz (uharfbuzz) with the full Debian Noto fonts, for the
live check of the Indic shaper (Scripts/check_live.sh).

    python3 Scripts/expectations_indic_random.py --out DIR [--count 300] [--seed 1]

For each of the nine scripts of the Indic shaper (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya,
Tamil, Telugu, Kannada, Malayalam) and each installed Noto Sans / Noto Serif font of it, `count`
strings: half are runs of well-formed syllables (an optional reph RA + virama, consonants joined
by viramas with ZWJ or ZWNJ now and then, a nukta, matras, a bindu or visarga, a final virama;
independent vowels with their signs; the script's chillus, reph character and digits), half are
the same characters in any order (broken clusters: HarfBuzz inserts dotted circles). The
characters of each class come from IndicSyllabicCategory.txt through the shaper's own table
generator (Scripts/generate_indic_tables.py), keeping those the font maps. Shaped as
expectations_otl.py shapes a line (one buffer, properties guessed, the default features) and
written in its format (`<font>-0-random-indic.json`), so OTLExpectationTests reads them through
TYPESET_OTL_EXPECTATIONS. Fonts that are not installed are passed over.

Also, per script in Noto Sans (`<font>-0-codepoints-indic.json`): every code point of the
script's block (Devanagari also Vedic Extensions and Devanagari Extended, Tamil also the Grantha
signs), assigned in Unicode 15.0 (the version of Typeset's tables), in four contexts: between
two consonants, after consonant + virama, before a consonant, doubled after a consonant. This
checks the shaper's category and position of every character, the ones the font does not map
included, against HarfBuzz's table.
"""
import argparse, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import expectations_otl as otl  # noqa: E402
import generate_indic_tables as indic  # noqa: E402
import uharfbuzz as hb
from fontTools.ttLib import TTFont

NOTO = "/usr/share/fonts/truetype/noto/"
SCRIPTS = [("Devanagari", 0x0900), ("Bengali", 0x0980), ("Gurmukhi", 0x0A00), ("Gujarati", 0x0A80), ("Oriya", 0x0B00),
           ("Tamil", 0x0B80), ("Telugu", 0x0C00), ("Kannada", 0x0C80), ("Malayalam", 0x0D00)]
# Code points besides the script's block, for the every-code-point sample.
EXTRA = {"Devanagari": [(0x1CD0, 0x1D00), (0xA8E0, 0xA900)], "Tamil": [(0x11300, 0x11380)]}


def assigned(ucd):
    """Code points UnicodeData.txt assigns (ranges given by First/Last included)."""
    out, first = set(), None
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            code = int(fields[0], 16)
            if fields[1].endswith("First>"):
                first = code
            elif fields[1].endswith("Last>"):
                out.update(range(first, code + 1))
            else:
                out.add(code)
    return out


def every_code_point(block, extra, assigned_points):
    """Each assigned code point of the block (and `extra`) in four contexts."""
    consonant, virama = chr(block + 0x15), chr(block + 0x4D)
    lines = []
    for start, end in [(block, block + 0x80)] + extra:
        for u in range(start, end):
            if u not in assigned_points:
                continue
            c = chr(u)
            contexts = [consonant + c + consonant, consonant + virama + c + consonant, consonant + c + c]
            # Alone in front only for the script's own block (a Grantha sign first makes the run Grantha).
            if start == block:
                contexts.append(c + consonant)
            lines += contexts
    return lines
ZWJ, ZWNJ = 0x200D, 0x200C


def classes(block, cmap, ucd):
    """Code points of the block the font maps, by the Indic shaper's category."""
    syllabic, positional, blocks = ucd
    out = {}
    for u in range(block, block + 0x80):
        if u not in cmap:
            continue
        category, _ = indic.classify(u, syllabic, positional, blocks)
        out.setdefault(category, []).append(u)
    return out


def syllable(rng, c):
    consonants = c.get("C", []) + c.get("Ra", [])
    virama = c.get("H", [])
    out = []
    if not consonants or not virama:
        return out
    if rng.random() < 0.15 and c.get("Ra"):
        out += [rng.choice(c["Ra"]), rng.choice(virama)]          # reph
    if rng.random() < 0.1 and c.get("Repha"):
        out.append(rng.choice(c["Repha"]))
    if rng.random() < 0.15 and c.get("V"):
        out.append(rng.choice(c["V"]))                             # vowel syllable
    else:
        out.append(rng.choice(consonants))
        if rng.random() < 0.15 and c.get("N"):
            out.append(rng.choice(c["N"]))
        for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):           # conjuncts
            if rng.random() < 0.1:
                out.append(rng.choice([ZWJ, ZWNJ]))
            out.append(rng.choice(virama))
            if rng.random() < 0.12:
                out.append(rng.choice([ZWJ, ZWNJ]))
            out.append(rng.choice(consonants))
    roll = rng.random()
    matras = c.get("M", []) + c.get("MPst", [])
    if roll < 0.55 and matras:
        out.append(rng.choice(matras))
        if rng.random() < 0.1:
            out.append(rng.choice(matras))
    elif roll < 0.65:
        out.append(rng.choice(virama))                            # dead consonant
        if rng.random() < 0.3:
            out.append(rng.choice([ZWJ, ZWNJ]))
    if rng.random() < 0.2 and c.get("SM"):
        out.append(rng.choice(c["SM"]))
    return out


def well_formed(rng, c):
    text = []
    for _ in range(rng.randint(1, 4)):
        text += syllable(rng, c)
        if rng.random() < 0.2:
            text.append(rng.choice([0x0020, 0x0020, rng.choice(c.get("PLACEHOLDER", [0x0020]))]))
    return text


def any_order(rng, c):
    pool = [u for category, values in c.items() if category != "X" for u in values] + [ZWJ, ZWNJ, 0x0020, 0x25CC]
    consonants = c.get("C", []) + c.get("Ra", [])
    return [rng.choice(consonants)] + [rng.choice(pool) for _ in range(rng.randint(1, 9))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ucd", default="/usr/share/unicode")
    args = parser.parse_args()
    otl.locale.setlocale(otl.locale.LC_ALL, "C")
    os.makedirs(args.out, exist_ok=True)
    ucd = indic.properties(args.ucd)
    points = assigned(args.ucd)
    for script, block in SCRIPTS:
        for style in ("Sans", "Serif"):
            path = f"{NOTO}Noto{style}{script}-Regular.ttf"
            if not os.path.exists(path):
                print(f"{path}: not installed, passed over")
                continue
            tt = TTFont(path, lazy=True)
            cmap = tt.getBestCmap()
            c = classes(block, cmap, ucd)
            rng = random.Random(f"{args.seed}-{script}-{style}")
            sample = []
            for number in range(args.count):
                codes = well_formed(rng, c) if number % 2 == 0 else any_order(rng, c)
                if not codes:
                    continue
                # Start with a letter of the script so HarfBuzz guesses it.
                if codes[0] in (0x0020, ZWJ, ZWNJ, 0x25CC):
                    codes = [(c.get("C") or [block + 0x15])[0]] + codes
                sample.append("".join(chr(u) for u in codes))
            face = hb.Face(hb.Blob.from_file_path(path), 0)
            font = hb.Font(face)
            generator = "Scripts/expectations_indic_random.py"
            otl.write_shaped_sample(args.out, path, face, font, tt, sample, f"random {script} syllables, seed {args.seed}",
                                    generator, "random-indic")
            if style == "Sans":
                texts = every_code_point(block, EXTRA.get(script, []), points)
                otl.write_shaped_sample(args.out, path, face, font, tt, texts, f"every {script} code point in four contexts",
                                        generator, "codepoints-indic")


if __name__ == "__main__":
    main()
