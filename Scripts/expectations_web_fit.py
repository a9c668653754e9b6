#!/usr/bin/env python3
"""`typeset fit --platform web` on the example catalogue vs. Chromium: every layout's line count and
height, and so every finding.

    python3 Scripts/expectations_web_fit.py          # writes Tests/TypesetFitTests/Expectations/fit-web.json
    python3 Scripts/expectations_web_fit.py --check  # CI: Chromium today gives the committed expectations,
                                                     # and typeset fit's findings are Chromium's

The catalogue is Examples/Catalog (an Xcode string catalog, 14 languages, with the en-XA and double
pseudolocales) with its layout, at text scales 100, 150 and 200 %, twice: with the styles' own
spacing and with `--text-spacing wcag`. `typeset fit --platform web --json --all` (a debug build)
lists every layout it made: the text, its language, the rule's font files, the web width, the
rule's maxLines and maxHeight and the block's CSS (font size, line-height, letter spacing).

Chromium (Debian's `chromium`, headless, through Scripts/chromium_layout.py) lays each text out
again in a `<div>` of that width, in the same font files (@font-face from file:// URLs, the family
list the rule's fonts in order), with the string's `lang`, `white-space: pre-line` (a line break
in a string starts a line), `overflow-wrap: break-word` (a word wider than the box is cut, as
UIKit cuts it, rather than overflowing sideways), `text-spacing-trim: space-all`, `hyphens: none`,
and `line-break: strict` for Japanese. With `wcag`, the style sheet is WCAG 1.4.12's own:
`line-height: 1.5; letter-spacing: 0.12em; word-spacing: 0.16em`, and each paragraph of the string
(the text between line breaks) is a `<p>` with `margin: 0 0 2em` (an empty one collapses away).

A script in the page counts the lines (a character whose box's middle lies more than 0.6 em below
the middle of the current line's first character starts a line; each line box is at least as tall
as the font size, so the lines are told apart) and reads the block's height
(`getBoundingClientRect`, in LayoutUnits of 1/64 px). A layout is a finding when it takes more
lines than the rule's maxLines or is taller than its maxHeight (CSS px). The expectation file holds
Chromium's line count and height for every layout; the Swift test (FitWebTests) compares the
findings of `fit --platform web` with Chromium's, and every line count and height.
"""
import html, json, os, re, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_layout import ROOT, font_file, run_page, version as chromium_version  # noqa: E402

OUT = os.path.join(ROOT, "Tests", "TypesetFitTests", "Expectations", "fit-web.json")
CATALOG = "Examples/Catalog/Localizable.xcstrings"
LAYOUT = "Examples/Catalog/layout.json"
SCALES = "100,150,200"
# (name, extra arguments of typeset fit)
RUNS = [("styles", []), ("wcag", ["--text-spacing", "wcag"])]
HARD_BREAKS = "\n\r\u000b\u000c\u0085\u2028\u2029"

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
div.b {{ white-space: pre-line; overflow-wrap: break-word; word-break: normal; hyphens: none; text-spacing-trim: space-all;
         font-kerning: normal; text-rendering: auto; margin: 0 0 8px 0; padding: 0; }}
div.wcag, div.wcag * {{ line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }}
div.wcag p {{ margin: 0 0 2em 0 !important; padding: 0; }}
</style></head><body>
{divs}
<pre id="out"></pre>
<script>
function lineCount(div, em) {{
  let lines = 0, middle = null;
  const walker = document.createTreeWalker(div, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {{
    const text = node.data;
    for (let i = 0; i < text.length; ) {{
      const cp = text.codePointAt(i), n = cp > 0xFFFF ? 2 : 1;
      if (!/\\s/.test(text[i])) {{
        const range = document.createRange();
        range.setStart(node, i); range.setEnd(node, i + n);
        const rects = range.getClientRects();
        if (rects.length > 0) {{
          const m = (rects[0].top + rects[0].bottom) / 2;
          if (middle === null || m > middle + 0.6 * em) {{ lines += 1; middle = m; }}
        }}
      }}
      i += n;
    }}
  }}
  return lines;
}}
Promise.all([...document.fonts].map(f => f.load())).then(() => document.fonts.ready).then(() => {{
  const results = [];
  for (const div of document.querySelectorAll("div.b")) {{
    const em = parseFloat(getComputedStyle(div).fontSize);
    results.push({{ id: div.id, lines: lineCount(div, em), height: div.getBoundingClientRect().height,
                    fonts: [...document.fonts].every(f => f.status === "loaded") }});
  }}
  document.getElementById("out").textContent = "RESULT" + JSON.stringify(results) + "END";
}});
</script></body></html>
"""


def typeset_fit(extra):
    exe = os.path.join(ROOT, ".build", "debug", "typeset")
    cmd = [exe, "fit", os.path.join(ROOT, CATALOG), "--layout", os.path.join(ROOT, LAYOUT), "--pseudo", "en-XA,double",
           "--platform", "web", "--scales", SCALES, "--json", "--all"] + extra
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode not in (0, 1) or not result.stdout:
        sys.exit(f"typeset fit failed ({result.returncode}): {result.stderr}")
    return json.loads(result.stdout)


def paragraphs(text):
    """The string's paragraphs: the text between hard line breaks (CR LF is one break)."""
    return re.split("\r\n|[" + re.escape(HARD_BREAKS) + "]", text)


def number(value):
    return repr(float(value)).removesuffix(".0")


def chromium_layouts(layouts, wcag):
    """Chromium's line count and height for each layout of `typeset fit --json --all`."""
    with tempfile.TemporaryDirectory() as tmp:
        families, faces, divs = {}, [], []
        for index, layout in enumerate(layouts):
            for spec in layout["fonts"]:
                if spec not in families:
                    families[spec] = f"F{len(families)}"
                    faces.append(f'@font-face {{ font-family: "{families[spec]}"; src: url("file://{font_file(spec, tmp)}"); }}')
            css = layout["css"]
            family = ", ".join(f'"{families[s]}"' for s in layout["fonts"])
            style = f'font-family: {family}; font-size: {number(css["fontSize"])}px; width: {number(layout["width"])}px;'
            if not wcag:
                style += f' line-height: {css["lineHeight"]}; letter-spacing: {number(css["letterSpacing"])}px;'
            if layout["language"].split("-")[0] == "ja":
                style += " line-break: strict;"
            if wcag:
                body = "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs(layout["text"]))
            else:
                body = html.escape(layout["text"])
            divs.append(f'<div class="b{" wcag" if wcag else ""}" id="l{index}" lang="{html.escape(layout["language"])}" '
                        f'style=\'{style}\'>{body}</div>')
        results = run_page(PAGE.format(faces="\n".join(faces), divs="\n".join(divs)), tmp, "fit.html", budget=60000, timeout=1200)
    rows = []
    for index, layout in enumerate(layouts):
        r = results[f"l{index}"]
        if not r["fonts"]:
            raise SystemExit("chromium did not load the fonts")
        over = (layout["maxLines"] > 0 and r["lines"] > layout["maxLines"]) or \
               (layout["maxHeight"] is not None and r["height"] > layout["maxHeight"] + 1e-9)
        rows.append([layout["key"], layout["locale"], layout["variant"], layout["scale"], layout["width"], r["lines"], r["height"], over])
    return rows


def serialize(runs, version):
    lines = ["{", f'  "reference": {json.dumps(version)},', '  "writer": "Scripts/expectations_web_fit.py",',
             f'  "catalog": {json.dumps(CATALOG)}, "layout": {json.dumps(LAYOUT)}, "scales": [{SCALES}],',
             '  "columns": ["key", "locale", "variant", "scale", "width", "lines", "height", "finding"],', '  "runs": {']
    parts = []
    for name, rows in runs:
        parts.append(f'    {json.dumps(name)}: [\n' + ",\n".join("      " + json.dumps(row, ensure_ascii=False) for row in rows) + "\n    ]")
    lines.append(",\n".join(parts))
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"


def agreement(name, layouts, rows):
    """How typeset fit's own layouts agree with Chromium's, printed."""
    same_lines = sum(1 for l, r in zip(layouts, rows) if l["lineCount"] == r[5])
    same_height = sum(1 for l, r in zip(layouts, rows) if abs(l["height"] - r[6]) < 1 / 128)
    ours = {(r[0], r[1], r[2], r[3], r[4]) for l, r in zip(layouts, rows)
            if (l["maxLines"] > 0 and l["lineCount"] > l["maxLines"]) or (l["maxHeight"] is not None and l["height"] > l["maxHeight"] + 1e-9)}
    theirs = {(r[0], r[1], r[2], r[3], r[4]) for r in rows if r[7]}
    print(f"web-fit {name}: {len(rows)} layouts; line counts equal in {same_lines}, heights to 1/64 px in {same_height}; "
          f"findings: Chromium {len(theirs)}, typeset {len(ours)}, in both {len(ours & theirs)}")
    for key in sorted(ours ^ theirs, key=str)[:10]:
        print("  differs:", "typeset only" if key in ours else "Chromium only", json.dumps(key, ensure_ascii=False))
    return ours == theirs


def main():
    if not os.path.exists(os.path.join(ROOT, ".build", "debug", "typeset")):
        subprocess.check_call(["swift", "build", "--product", "typeset"], cwd=ROOT)
    version = chromium_version()
    runs, agree = [], True
    for name, extra in RUNS:
        layouts = typeset_fit(extra)["layouts"]
        rows = chromium_layouts(layouts, wcag=bool(extra))
        agree = agreement(name, layouts, rows) and agree
        runs.append((name, rows))
    text = serialize(runs, version)
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            committed = json.load(f)
        if committed["runs"] != json.loads(text)["runs"]:
            for name, rows in runs:
                for old, new in zip(committed["runs"].get(name, []), rows):
                    if old != new:
                        print(f"web-fit {name}: differs:", json.dumps(new, ensure_ascii=False)[:300], "committed:", json.dumps(old, ensure_ascii=False)[:300])
                        break
            print("web-fit: committed expectations differ from Chromium; regenerate with Scripts/expectations_web_fit.py")
            sys.exit(1)
        print(f"web-fit: {sum(len(rows) for _, rows in runs)} layouts equal {version}'s")
        if not agree:
            print("web-fit: typeset fit --platform web does not report exactly Chromium's findings")
            sys.exit(1)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {sum(len(rows) for _, rows in runs)} layouts to {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
