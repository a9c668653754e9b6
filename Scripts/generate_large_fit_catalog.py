#!/usr/bin/env python3
"""A large generated string catalogue for measuring `typeset fit` at scale (report size, memory).

    python3 Scripts/generate_large_fit_catalog.py --keys 1000 --out DIR [--locales en,de] [--width 120] [--max-lines 1]

Writes DIR/Localizable.xcstrings (KEYS keys, each translated in every locale given, the
development language first) and DIR/layout.json (one rule: every key in the example catalogue's
Inter at 17 pt body, 120 pt wide, 1 line, so that most strings fail at every text size; a
wider rule or more lines lets more fit: the benchmark's `fit --json` row uses 12 locales,
--width 220 --max-lines 2, where about half of the layouts are over their limit). Locales
without a paragraph corpus draw from the English one. The
strings are runs of 3-12 words drawn by a fixed generator from the paragraph corpus
(Fixtures/text/paragraphs); re-running writes the same files.
"""
import argparse, json, os, random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--keys", type=int, default=1000)
    parser.add_argument("--locales", default="en,de")
    parser.add_argument("--out", required=True)
    parser.add_argument("--width", type=float, default=120)
    parser.add_argument("--max-lines", type=int, default=1)
    args = parser.parse_args()
    locales = args.locales.split(",")
    rng = random.Random(20261128)
    words = {}
    for locale in locales:
        path = os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{locale}.txt")
        with open(path if os.path.exists(path) else os.path.join(ROOT, "Fixtures", "text", "paragraphs", "en.txt"), encoding="utf-8") as f:
            words[locale] = f.read().split()
    strings = {}
    for number in range(args.keys):
        localizations = {}
        for locale in locales:
            count = rng.randint(3, 12)
            start = rng.randrange(0, max(1, len(words[locale]) - count))
            text = " ".join(words[locale][start:start + count])
            localizations[locale] = {"stringUnit": {"state": "translated", "value": text}}
        strings[f"generated.{number:07d}"] = {"localizations": localizations}
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "Localizable.xcstrings"), "w", encoding="utf-8") as f:
        json.dump({"sourceLanguage": locales[0], "strings": strings, "version": "1.0"}, f, ensure_ascii=False, indent=2)
    font = os.path.join(ROOT, "Examples", "Catalog", "fonts", "Inter-Regular-example.otf")
    layout = {"fonts": [font], "rules": [{"keys": "*", "style": {"size": 17, "lineHeight": 22, "textStyle": "body"},
                                          "width": args.width, "maxLines": args.max_lines}]}
    with open(os.path.join(args.out, "layout.json"), "w", encoding="utf-8") as f:
        json.dump(layout, f, indent=2)


if __name__ == "__main__":
    main()
