#!/usr/bin/env python3
"""`typeset fit` on the example catalogue and a generated one vs. Pango: every layout's line
count, and so every finding.

    python3 Scripts/compare_fit_pango.py           # writes Tests/TypesetFitTests/Expectations/fit-pango*.tsv
    python3 Scripts/compare_fit_pango.py --check   # CI: re-runs Pango live; compares with `typeset fit --json --all`

The two runs: Examples/Catalog (an Xcode string catalog, 14 languages, with the en-XA and double
pseudolocales) and Tests/TypesetFitTests/Fixtures/generated (Android strings.xml in five
languages written by Scripts/generate_fit_catalog.py).

`typeset fit --json --all` lists every layout it made (key, locale, variant, category, point
size, width, line count, text and the rule's font files). Pango (libpango1.0-dev, through
Scripts/reference/pango_lines.c compiled here with gcc) lays each text out again with the same
font files (fontconfig with those files only), unhinted, at 72 dpi, at the same point size and
width, PANGO_WRAP_WORD_CHAR, no inserted hyphens. A finding is a layout with more lines than the
rule's maxLines or taller than its maxHeight (lines x line height, rounded up to the pixel
grid): with equal line counts, the findings are equal. The expectation file holds Pango's line
count for every layout; the Swift test (FitPangoTests) compares Typeset's with each and lists
the explained differences.
"""
import json, math, os, subprocess, sys, tempfile
from collections import defaultdict
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPECTATIONS = os.path.join(ROOT, "Tests", "TypesetFitTests", "Expectations")
# (expectation file, catalogue, layout, extra arguments)
RUNS = [
    ("fit-pango.tsv", "Examples/Catalog/Localizable.xcstrings", "Examples/Catalog/layout.json", ["--pseudo", "en-XA,double"]),
    ("fit-pango-generated.tsv", "Tests/TypesetFitTests/Fixtures/generated/res", "Tests/TypesetFitTests/Fixtures/generated/layout.json", []),
]

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_pango import build_pango  # noqa: E402

def typeset_layouts(catalog, layout, extra):
    exe = os.path.join(ROOT, ".build", "debug", "typeset")
    cmd = [exe, "fit", os.path.join(ROOT, catalog), "--layout", os.path.join(ROOT, layout), "--json", "--all"] + extra
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode not in (0, 1) or not result.stdout:
        sys.exit(f"typeset fit failed ({result.returncode}): {result.stderr}")
    return json.loads(result.stdout)

def family(path_index):
    path, _, index = path_index.partition(":")
    font = TTFont(path, fontNumber=int(index or 0), lazy=True)
    name = font["name"]
    return str(name.getDebugName(16) or name.getDebugName(1))

def pango_line_counts(exe, layouts):
    groups = defaultdict(list)
    for number, layout in enumerate(layouts):
        if layout["letterSpacing"] != 0:
            sys.exit("letter spacing is not passed to Pango by this script")
        groups[(tuple(layout["fonts"]), layout["pointSize"])].append(number)
    counts = [None] * len(layouts)
    for (fonts, size), numbers in groups.items():
        paths = [f.partition(":")[0] for f in fonts]
        requests = "".join(f"{layouts[n]['width']}\t{layouts[n]['text'].replace(chr(92), chr(92) * 2).replace(chr(10), chr(92) + 'n')}\n"
                           for n in numbers)
        out = subprocess.run([exe, repr(size), family(fonts[0])] + paths, input=requests, capture_output=True, text=True, check=True).stdout
        rows = out.rstrip("\n").split("\n")
        if len(rows) != len(numbers):
            sys.exit(f"pango answered {len(rows)} of {len(numbers)} requests")
        for n, row in zip(numbers, rows):
            spans = row.split("\t")[2]
            counts[n] = len([s for s in spans.split(",") if s]) if layouts[n]["text"] else 0
    return counts

def key(layout):
    return (layout["key"], layout["locale"], layout["variant"] or "", layout["category"], repr(float(layout["width"])))

def main():
    check = "--check" in sys.argv
    if check:
        subprocess.check_call(["swift", "build", "--product", "typeset"], cwd=ROOT)
    exe = build_pango()
    failed = False
    for name, catalog, layout_file, extra in RUNS:
        out = os.path.join(EXPECTATIONS, name)
        layouts = typeset_layouts(catalog, layout_file, extra)["layouts"]
        counts = pango_line_counts(exe, layouts)
        rows = ["\t".join(key(l) + (repr(float(l["pointSize"])), str(c))) for l, c in zip(layouts, counts)]
        if check:
            same = sum(1 for l, c in zip(layouts, counts) if l["lineCount"] == c)
            by_locale = defaultdict(lambda: [0, 0])
            for l, c in zip(layouts, counts):
                by_locale[l["locale"]][1] += 1
                if l["lineCount"] == c:
                    by_locale[l["locale"]][0] += 1
            print(f"fit vs pango, {catalog}: {same}/{len(layouts)} layouts have the same line count")
            for locale, (equal, total) in sorted(by_locale.items()):
                print(f"  {locale}: {equal}/{total}")
            with open(out, encoding="utf-8") as f:
                committed = [l for l in f.read().splitlines() if not l.startswith("#")]
            if committed != rows:
                print(f"fit vs pango: {name} differs from live Pango output; regenerate with Scripts/compare_fit_pango.py")
                failed = True
            continue
        os.makedirs(EXPECTATIONS, exist_ok=True)
        with open(out, "w", encoding="utf-8") as f:
            f.write(f"# Pango's line count for every layout `typeset fit` makes of {catalog}; written by Scripts/compare_fit_pango.py\n")
            f.write("# key\tlocale\tvariant\tcategory\twidth\tpointSize\tlines\n")
            for row in rows:
                f.write(row + "\n")
        print(f"wrote {len(rows)} rows to {out}")
    if failed:
        sys.exit(1)

if __name__ == "__main__":
    main()
