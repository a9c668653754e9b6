#!/usr/bin/env python3
"""Writes Fixtures/device/sample-results.json: a sample of the device check kit's results format
for `typeset verify-device`'s tests. It is NOT a device measurement: it is Typeset's own
predictions for Fixtures/device/corpus.json (`typeset verify-device --write-predictions`) with
three values changed as a device that disagrees would report them, so the tests can check that
exactly those three differences are found and printed.

Usage: Scripts/make_device_sample.py [--check]   (needs `swift build` first)
"""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Fixtures/device/sample-results.json"

# (style, category, width, text, key, change): what the sample's "device" reports differently.
CHANGES = [
    ("typography.body", "L", 320, "paragraph", "height", 1 / 3),
    ("typography.body", "AX3", 240, "sentence", "lineCount", 1),
    ("typography.caption1", "S", 160, "word", "capHeightGuideTop", -1 / 3),
]


def main():
    with tempfile.TemporaryDirectory() as tmp:
        predictions = Path(tmp) / "predictions.json"
        subprocess.run([str(ROOT / ".build/debug/typeset"), "verify-device", "--write-predictions", str(predictions)],
                       cwd=ROOT, check=True)
        document = json.loads(predictions.read_text())
    document["device"] = "sample: Typeset's predictions with three values changed (not a device)"
    document["system"] = "none"
    for style, category, width, text, key, change in CHANGES:
        matches = [c for c in document["cases"]
                   if (c["style"], c["category"], c["width"], c["text"]) == (style, category, width, text)]
        if len(matches) != 1 or key not in matches[0]:
            sys.exit(f"no single case {style} {category} {width} {text} with {key}")
        matches[0][key] = round(matches[0][key] + change, 6)
    text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
    if "--check" in sys.argv:
        if OUT.read_text() != text:
            sys.exit(f"{OUT} differs from what the script writes: regenerate it")
        print(f"{OUT.relative_to(ROOT)}: current")
        return
    OUT.write_text(text)
    print(f"wrote {OUT.relative_to(ROOT)}: {len(document['cases'])} cases, {len(CHANGES)} changed")


if __name__ == "__main__":
    main()
