#!/usr/bin/env python3
"""ICU's line break opportunities on Thai, Lao, Khmer and Myanmar text (dictionary word breaks included).

Usage:
    python3 Scripts/expectations_icu_linebreaks.py          # writes Tests/TypesetTests/Expectations/icu-linebreaks-{lo,km,my,th}.tsv
    python3 Scripts/expectations_icu_linebreaks.py --check  # CI: the committed files are what ICU gives today
    python3 Scripts/expectations_icu_linebreaks.py --count 20000 --seed 7 --out DIR
        # a larger sample elsewhere; the test reads it with TYPESET_ICU_LINEBREAKS=DIR

Reference: ICU 72 (Debian 12 libicu72), `ubrk_open(UBRK_LINE, "lo" | "km" | "my" | "th", ...)`, the line
break iterator UIKit's and Core Text's line breaking is built on. It is compiled here from the C
source below with gcc against libicu-dev; nothing is committed as a binary.

Texts, per language:
  - every line of Fixtures/text/paragraphs/{lo,km,my}.txt and Fixtures/text/{lao,khmer,myanmar}-sample.txt;
  - seeded pseudo-real texts (random.Random(SEED), so every run writes the same file): 2 to 14
    items, each a word of ICU's own dictionary for the script (read through
    Scripts/reference/icu_dictionary_words.cpp), a non-word (random letters and marks of the
    script), or now and then a space, a digit of the script, ASCII or the script's punctuation,
    quotes and brackets, ZWSP, ZWJ or a Latin word. Words are joined without spaces, as these
    scripts are written.

Each row: the text, a tab, ICU's break offsets in Unicode scalars ("!" after a hard break; the
end of the text, which ICU reports as a break, is left out). Tests/TypesetTests/
ICULineBreakTests.swift compares every break position with `LineBreakIterator` (`.icu`, the default).
"""
import argparse, os, random, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations")
SEED = 20261127
RANDOM_TEXTS = 1500  # per language

LANGUAGES = [
    # language, ICU dictionary, paragraph, sample, letters (ranges), digits, script punctuation
    ("lo", "laodict", "Fixtures/text/paragraphs/lo.txt", "Fixtures/text/lao-sample.txt",
     [(0x0E81, 0x0EC6), (0x0EC8, 0x0ECE), (0x0EDC, 0x0EDF)], (0x0ED0, 0x0ED9), "\u0EAF\u0EC6"),
    ("km", "khmerdict", "Fixtures/text/paragraphs/km.txt", "Fixtures/text/khmer-sample.txt",
     [(0x1780, 0x17DD)], (0x17E0, 0x17E9), "\u17D4\u17D5\u17D6\u17D7\u17D8\u17D9\u17DA\u17DB"),
    ("my", "burmesedict", "Fixtures/text/paragraphs/my.txt", "Fixtures/text/myanmar-sample.txt",
     [(0x1000, 0x109F), (0xAA60, 0xAA7F)], (0x1040, 0x1049), "\u104A\u104B\u104C\u104D\u104E\u104F"),
    # Thai (Typeset's default breaks Thai by ICU's dictionary too).
    ("th", "thaidict", "Fixtures/text/paragraphs/th.txt", "Fixtures/text/thai-sample.txt",
     [(0x0E01, 0x0E3A), (0x0E40, 0x0E4E)], (0x0E50, 0x0E59), "\u0E2F\u0E46\u0E4F\u0E5A\u0E5B\u0E2F\u0E46"),
]

C_SOURCE = r"""
#include <stdio.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>
/* argv[1]: locale. Reads UTF-8 lines on stdin; prints, per line, the line break offsets in code
   points ("!" suffix for hard breaks, rule status >= UBRK_LINE_HARD), the end of the text left out. */
int main(int argc, char **argv) {
    static char line[1 << 20];
    static UChar u16[1 << 20];
    const char *locale = argc > 1 ? argv[1] : "";
    while (fgets(line, sizeof line, stdin)) {
        size_t n = strlen(line);
        if (n && line[n - 1] == '\n') line[--n] = 0;
        UErrorCode status = U_ZERO_ERROR;
        int32_t len = 0;
        u_strFromUTF8(u16, 1 << 20, &len, line, (int32_t)n, &status);
        if (U_FAILURE(status)) { printf("error\n"); continue; }
        UBreakIterator *bi = ubrk_open(UBRK_LINE, locale, u16, len, &status);
        if (U_FAILURE(status)) { printf("error\n"); continue; }
        int32_t prev = 0, scalars = 0, first = 1;
        for (int32_t b = ubrk_next(bi); b != UBRK_DONE; b = ubrk_next(bi)) {
            for (int32_t i = prev; i < b; i++) if (!U16_IS_TRAIL(u16[i])) scalars++;
            prev = b;
            if (b == len) break;
            printf("%s%d%s", first ? "" : ",", scalars, ubrk_getRuleStatus(bi) >= UBRK_LINE_HARD ? "!" : "");
            first = 0;
        }
        printf("\n");
        ubrk_close(bi);
    }
    return 0;
}
"""


def build(tmp):
    with open(os.path.join(tmp, "icu_line.c"), "w") as f:
        f.write(C_SOURCE)
    subprocess.run(["gcc", "-O2", "-o", os.path.join(tmp, "icu_line"), os.path.join(tmp, "icu_line.c"), "-licuuc", "-licudata"], check=True)
    subprocess.run(["g++", "-O1", "-o", os.path.join(tmp, "words"), os.path.join(ROOT, "Scripts/reference/icu_dictionary_words.cpp"),
                    "-licuuc", "-licudata"], check=True)


def dictionary_words(tmp, name):
    out = subprocess.run([os.path.join(tmp, "words"), name], capture_output=True, check=True).stdout.decode("utf-8")
    return [w for w in out.split("\n") if w]


def fixture_lines(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return [line for line in f.read().split("\n") if line.strip()]


def pseudo_texts(rng, words, letters, digits, punctuation):
    alphabet = [chr(c) for a, b in letters for c in range(a, b + 1)]
    extras = [" ", " ", "\u200B", "\u200D", ".", ",", "!", "?", ":", ";", "-", "(", ")", "\u201C", "\u201D", "\"", "'",
              "\u00A0", "%", "$", "\u2014", "\u2026", "/"]
    latin = ["OK", "Wi-Fi", "iPhone", "123", "3.5", "A"]
    texts = []
    for _ in range(RANDOM_TEXTS):
        items = []
        for _ in range(rng.randint(2, 14)):
            r = rng.random()
            if r < 0.72:
                items.append(rng.choice(words))
            elif r < 0.84:
                items.append("".join(rng.choice(alphabet) for _ in range(rng.randint(1, 4))))
            elif r < 0.90:
                items.append(rng.choice(extras))
            elif r < 0.94:
                items.append(rng.choice(punctuation))
            elif r < 0.97:
                items.append("".join(chr(rng.randint(*digits)) for _ in range(rng.randint(1, 3))))
            else:
                items.append(rng.choice(latin))
        text = "".join(items).strip()
        if text:
            texts.append(text)
    return texts


def icu_breaks(tmp, locale, texts):
    data = "\n".join(texts) + "\n"
    out = subprocess.run([os.path.join(tmp, "icu_line"), locale], input=data.encode("utf-8"), capture_output=True, check=True)
    lines = out.stdout.decode("utf-8").split("\n")
    return lines[:len(texts)]


def render(language, texts, breaks):
    rows = [f"# text\tICU 72 line break offsets (scalars, ! hard, end left out), ubrk_open(UBRK_LINE, \"{language}\"); "
            "written by Scripts/expectations_icu_linebreaks.py"]
    for text, b in zip(texts, breaks):
        if "\t" in text or "\n" in text:
            raise SystemExit(f"text with a tab or newline: {text!r}")
        rows.append(f"{text}\t{b}")
    return "\n".join(rows) + "\n"


def main():
    global RANDOM_TEXTS, SEED, OUT_DIR
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--count", type=int, default=RANDOM_TEXTS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", default=OUT_DIR)
    args = parser.parse_args()
    RANDOM_TEXTS, SEED, OUT_DIR = args.count, args.seed, args.out
    check = args.check
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        build(tmp)
        for language, dictionary, paragraph, sample, letters, digits, punctuation in LANGUAGES:
            rng = random.Random(f"{SEED}-{language}")
            texts = fixture_lines(paragraph) + fixture_lines(sample)
            texts += pseudo_texts(rng, dictionary_words(tmp, dictionary), letters, digits, punctuation)
            text = render(language, texts, icu_breaks(tmp, language, texts))
            path = os.path.join(OUT_DIR, f"icu-linebreaks-{language}.tsv")
            if check:
                current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
                if current != text:
                    print(f"icu-linebreaks-{language}: committed expectations differ from ICU; regenerate with "
                          "Scripts/expectations_icu_linebreaks.py", file=sys.stderr)
                    failed = True
                else:
                    print(f"icu-linebreaks-{language}: {len(texts)} rows equal ICU's")
            else:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
                print(f"wrote {os.path.relpath(path, ROOT)}: {len(texts)} rows")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
