#!/usr/bin/env python3
"""A generated Android catalogue for checking `typeset fit` against Pango beyond the example.

    python3 Scripts/generate_fit_catalog.py

Writes Tests/TypesetFitTests/Fixtures/generated/res/values{,-de,-fr,-ja,-zh-rCN}/strings.xml
and layout.json: 120 keys per locale (buttons, labels, paragraphs), each string a run of 1-40
words (or 2-60 characters for Chinese and Japanese) drawn by a fixed generator from the
paragraph corpus (Fixtures/text/paragraphs), and a layout with three rules in the fixture fonts
(DejaVu Sans with Noto Sans CJK). Deterministic: re-running writes the same files.
"""
import os, random
from xml.sax.saxutils import escape

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "TypesetFitTests", "Fixtures", "generated")
LOCALES = [("en", "values"), ("de", "values-de"), ("fr", "values-fr"), ("ja", "values-ja"), ("zh", "values-zh-rCN")]
KINDS = [("button", 1, 3), ("label", 2, 9), ("body", 8, 40)]

def pieces(locale):
    with open(os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{locale}.txt"), encoding="utf-8") as f:
        text = f.read()
    if locale in ("ja", "zh"):
        chars = [c for c in text if not c.isspace()]
        return chars, ""
    return text.split(), " "

def android_escape(text):
    # Android resource escapes: apostrophes and double quotes, a leading @ or ?.
    text = text.replace("\\", "\\\\").replace("'", "\\'").replace('"', '\\"')
    if text[:1] in ("@", "?"):
        text = "\\" + text
    return escape(text)

def main():
    rng = random.Random(20261125)
    for locale, folder in LOCALES:
        words, joiner = pieces(locale)
        lines = ['<?xml version="1.0" encoding="utf-8"?>', "<resources>"]
        for kind, low, high in KINDS:
            for number in range(40):
                count = rng.randint(low, high) * (2 if joiner == "" else 1)
                start = rng.randrange(0, max(1, len(words) - count))
                text = joiner.join(words[start:start + count])
                lines.append(f'    <string name="{kind}_{number:02d}">{android_escape(text)}</string>')
        lines.append("</resources>")
        path = os.path.join(OUT, "res", folder)
        os.makedirs(path, exist_ok=True)
        with open(os.path.join(path, "strings.xml"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "layout.json"), "w", encoding="utf-8") as f:
        f.write("""{
  "fonts": ["../../../../Fixtures/fonts/DejaVuSans-subset.ttf", "../../../../Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:1"],
  "rules": [
    {"keys": "button_*", "style": {"size": 17, "lineHeight": 22, "textStyle": "body"}, "width": [100, 160], "maxLines": 1},
    {"keys": "label_*", "style": {"size": 15, "lineHeight": 20, "textStyle": "subheadline"}, "width": 200, "maxLines": 2},
    {"keys": "body_*", "style": {"size": 17, "lineHeight": 24, "textStyle": "body"}, "width": [320, 480], "maxLines": 0, "maxHeight": 240}
  ]
}
""")
    print(f"wrote {len(LOCALES)} catalogues and the layout to {OUT}")

if __name__ == "__main__":
    main()
