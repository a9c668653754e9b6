#!/usr/bin/env python3
"""Line boxes of the paragraph corpus in headless Chromium, for WebLayoutTests.

    python3 Scripts/expectations_web_layout.py          # writes Tests/TypesetTests/Expectations/web-layout.json
    python3 Scripts/expectations_web_layout.py --check  # CI: Chromium today gives the committed expectations

Reference: Debian's `chromium` (headless; `Scripts/install_references.sh` installs it). Every
paragraph of Fixtures/text/paragraphs (the corpus of Scripts/compare_pango.py) is laid out in a
`<div>` in the same font files as Typeset uses (loaded by @font-face from file:// URLs; a face of
a .ttc is first written out alone with fontTools, as @font-face reads only a collection's first
face), with the family list primary font first and the fallbacks after it, at 3 font sizes,
4 widths and 3 kinds of `line-height` (px, a number, `normal`): 720 layouts. The block has
`white-space: normal`, `overflow-wrap: break-word` (a word wider than the line is cut, as UIKit
does), `text-spacing-trim: space-all` (CJK punctuation keeps its full width), `hyphens: none`,
the paragraph's `lang`, and `line-break: strict` for Japanese.

A script in the page reads:
- the line starts: the first character (Unicode scalar offset) whose box
  (`Range.getClientRects`) lies below the line before;
- each line's top and baseline: in a copy of the block, two empty inline boxes of font size 0
  and line height 0 are put after each line's first grapheme, one with `vertical-align: top`
  (its top is the line box's top) and one on the baseline (its top is the baseline); they take
  no width and no height. Where the copy's height is not the block's (the boxes split the text
  into two shaping runs, which may move a line: 12 layouts), only the line starts and height
  are recorded (`tops` and `baselines` null);
- the block's height (`getBoundingClientRect`, in Blink's LayoutUnit of 1/64 px).

Also `text-box-trim: trim-both` with each `text-box-edge` of TRIM_EDGES (and untrimmed) on one
line "Hxg" in each of TRIM_FONTS at each size and line-height: the trimmed block's height and
where its line box top and baseline are from the block's top (Tests/TypesetTests/Expectations/web-trims.json).
"""
import html, json, os, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_layout import ROOT, font_file, run_page, version as chromium_version  # noqa: E402

OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "web-layout.json")
TRIMS_OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "web-trims.json")
DEJAVU = "Fixtures/fonts/DejaVuSans-subset.ttf"
LATO = "Fixtures/fonts/Lato-Regular-subset.ttf"
CJK_SC = "Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:1"
CJK_JP = "Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:0"
ARABIC = "Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"
HEBREW = "Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf"

# (paragraph, lang, primary font, fallbacks): every paragraph of the corpus, and two with Lato
# (line metrics from OS/2 typo values, USE_TYPO_METRICS) as primary font.
CONFIGS = [
    ("en", "en", DEJAVU, []),
    ("de", "de", DEJAVU, []),
    ("fr", "fr", DEJAVU, []),
    ("zh", "zh-Hans", CJK_SC, []),
    ("ja", "ja", CJK_JP, []),
    ("mixed", "zh-Hans", DEJAVU, [CJK_SC]),
    ("th", "th", "Fixtures/fonts/NotoSansThai-Regular-subset.ttf", []),
    ("lo", "lo", "Fixtures/fonts/NotoSansLao-Regular-subset.ttf", []),
    ("km", "km", "Fixtures/fonts/NotoSansKhmer-Regular-subset.ttf", []),
    ("my", "my", "Fixtures/fonts/NotoSansMyanmar-Regular-subset.ttf", []),
    ("ar", "ar", ARABIC, []),
    ("he", "he", HEBREW, [DEJAVU]),
    ("hi", "hi", "Fixtures/fonts/NotoSansDevanagari-Regular-subset.ttf", []),
    ("bn", "bn", "Fixtures/fonts/NotoSansBengali-Regular-subset.ttf", []),
    ("ta", "ta", "Fixtures/fonts/NotoSansTamil-Regular-subset.ttf", []),
    ("ar-mixed", "ar", ARABIC, [DEJAVU]),
    ("he-mixed", "he", HEBREW, [DEJAVU]),
    ("en-rtl", "en", DEJAVU, [ARABIC, HEBREW]),
    ("en", "en", LATO, []),
    ("mixed", "zh-Hans", LATO, [CJK_SC]),
]
SIZES = [13, 16, 17]
WIDTHS = [120, 200, 320, 480]
# line-height: px (per size), a number (1.4: not a whole number of LayoutUnits at these sizes), normal.
PX = {13: "19px", 16: "23px", 17: "25px"}
NUMBER = "1.4"

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
div.p {{ white-space: normal; overflow-wrap: break-word; word-break: normal; hyphens: none;
         text-spacing-trim: space-all; font-kerning: normal; text-rendering: auto; margin: 0; padding: 0; }}
span.mt {{ vertical-align: top; font-size: 0; line-height: 0; }}
span.mb {{ vertical-align: baseline; font-size: 0; line-height: 0; }}
</style></head><body>
{divs}
<pre id="out"></pre>
<script>
function starts(div) {{
  const node = div.firstChild, text = node.data;
  const result = [[0, 0]];
  let top = null, scalar = 0;
  for (let i = 0; i < text.length; ) {{
    const cp = text.codePointAt(i), n = cp > 0xFFFF ? 2 : 1;
    const range = document.createRange();
    range.setStart(node, i); range.setEnd(node, i + n);
    const rects = range.getClientRects();
    if (rects.length > 0 && text[i] !== " ") {{
      const t = rects[0].top;
      if (top !== null && t > top + 5) result.push([scalar, i]);
      if (top === null || t > top + 5) top = t;
    }}
    i += n; scalar += 1;
  }}
  return result;
}}
Promise.all([...document.fonts].map(f => f.load())).then(() => document.fonts.ready).then(() => {{
  const results = [];
  for (const div of document.querySelectorAll("div.p")) {{
    const found = starts(div);
    const copy = div.cloneNode(true);
    copy.id = "";
    div.after(copy);
    const text = copy.firstChild;
    // Split from the end so that earlier UTF-16 offsets stay valid.
    const markers = [];
    const graphemes = new Intl.Segmenter("en", {{ granularity: "grapheme" }});
    for (let k = found.length - 1; k >= 0; k--) {{
      // After the line's first grapheme: an inline box right at a break opportunity may end
      // the line before it.
      const first = graphemes.segment(text.data.slice(found[k][1])).containing(0);
      const at = found[k][1] + (first ? first.segment.length : 0);
      const rest = at > 0 ? text.splitText(at) : text;
      const mt = document.createElement("span"); mt.className = "mt";
      const mb = document.createElement("span"); mb.className = "mb";
      copy.insertBefore(mt, rest); copy.insertBefore(mb, rest);
      markers.unshift([mt, mb]);
    }}
    const base = div.getBoundingClientRect().top;
    const copyTop = copy.getBoundingClientRect().top;
    const tops = markers.map(m => m[0].getBoundingClientRect().top - copyTop);
    const baselines = markers.map(m => m[1].getBoundingClientRect().top - copyTop);
    const height = div.getBoundingClientRect().height;
    results.push({{ id: div.id, starts: found.map(s => s[0]), tops, baselines, height,
                    copyHeight: copy.getBoundingClientRect().height, fonts: [...document.fonts].every(f => f.status === "loaded") }});
    copy.remove();
  }}
  document.getElementById("out").textContent = "RESULT" + JSON.stringify(results) + "END";
}});
</script></body></html>
"""


def layouts():
    """Every layout of the corpus: (config, size, width, line-height) with the text."""
    for name, lang, primary, fallbacks in CONFIGS:
        with open(os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{name}.txt"), encoding="utf-8") as f:
            text = f.read().rstrip("\n")
        for size in SIZES:
            for line_height in [PX[size], NUMBER, "normal"]:
                for width in WIDTHS:
                    yield dict(paragraph=name, lang=lang, font=primary, fallbacks=fallbacks, size=size,
                               width=width, lineHeight=line_height), text


def run_chromium():
    with tempfile.TemporaryDirectory() as tmp:
        families, faces, divs, cases = {}, [], [], []
        for case, text in layouts():
            for spec in [case["font"]] + case["fallbacks"]:
                if spec not in families:
                    families[spec] = f"F{len(families)}"
                    faces.append(f'@font-face {{ font-family: "{families[spec]}"; src: url("file://{font_file(spec, tmp)}"); }}')
            family = ", ".join(f'"{families[s]}"' for s in [case["font"]] + case["fallbacks"])
            style = (f'font-family: {family}; font-size: {case["size"]}px; line-height: {case["lineHeight"]}; '
                     f'width: {case["width"]}px;' + (" line-break: strict;" if case["lang"] == "ja" else ""))
            divs.append(f'<div class="p" id="c{len(cases)}" lang="{case["lang"]}" style=\'{style}\'>{html.escape(text)}</div>')
            cases.append(case)
        results = run_page(PAGE.format(faces="\n".join(faces), divs="\n".join(divs)), tmp, "web.html")
    rows = []
    for index, case in enumerate(cases):
        r = results[f"c{index}"]
        if not r["fonts"]:
            raise SystemExit("chromium did not load the fixture fonts")
        row = dict(case)
        row.update(starts=r["starts"], tops=r["tops"], baselines=r["baselines"], height=r["height"])
        if r["copyHeight"] != r["height"]:
            # The markers moved a line: the line starts and height stand, the tops and baselines are not known.
            row.update(tops=None, baselines=None, copyHeight=r["copyHeight"])
        rows.append(row)
    return rows


# text-box-trim: one line "Hxg" in each font, size and line-height, trimmed at each pair of edges.
TRIM_FONTS = [DEJAVU, LATO, "Fixtures/fonts/Inter-Regular-subset.otf", CJK_SC]
TRIM_EDGES = ["cap alphabetic", "ex alphabetic", "text", "text alphabetic", "cap text"]
TRIM_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
div.t {{ margin: 0 0 40px 0; padding: 0; width: 400px; }}
span.mt {{ vertical-align: top; font-size: 0; line-height: 0; }}
span.mb {{ vertical-align: baseline; font-size: 0; line-height: 0; }}
</style></head><body>
{divs}
<pre id="out"></pre>
<script>
Promise.all([...document.fonts].map(f => f.load())).then(() => document.fonts.ready).then(() => {{
  const results = [];
  for (const div of document.querySelectorAll("div.t")) {{
    const top = div.getBoundingClientRect().top;
    results.push({{ id: div.id, height: div.getBoundingClientRect().height,
                    lineTop: div.querySelector(".mt").getBoundingClientRect().top - top,
                    baseline: div.querySelector(".mb").getBoundingClientRect().top - top,
                    fonts: [...document.fonts].every(f => f.status === "loaded") }});
  }}
  document.getElementById("out").textContent = "RESULT" + JSON.stringify(results) + "END";
}});
</script></body></html>
"""


def run_trims():
    """Chromium's trimmed block height and first baseline for every trim case."""
    with tempfile.TemporaryDirectory() as tmp:
        faces, divs, cases = [], [], []
        for index, spec in enumerate(TRIM_FONTS):
            faces.append(f'@font-face {{ font-family: "T{index}"; src: url("file://{font_file(spec, tmp)}"); }}')
        for index, spec in enumerate(TRIM_FONTS):
            for size in SIZES:
                for line_height in [PX[size], NUMBER, "normal"]:
                    for edge in [None] + TRIM_EDGES:
                        trim = f" text-box-trim: trim-both; text-box-edge: {edge};" if edge else ""
                        style = f'font-family: "T{index}"; font-size: {size}px; line-height: {line_height};{trim}'
                        divs.append(f'<div class="t" id="t{len(cases)}" style=\'{style}\'>Hxg<span class="mt"></span><span class="mb"></span></div>')
                        cases.append(dict(font=spec, size=size, lineHeight=line_height, edge=edge or "none"))
        results = run_page(TRIM_PAGE.format(faces="\n".join(faces), divs="\n".join(divs)), tmp, "trims.html")
    rows = []
    for index, case in enumerate(cases):
        r = results[f"t{index}"]
        if not r["fonts"]:
            raise SystemExit("chromium did not load the fixture fonts")
        row = dict(case)
        row.update(height=r["height"], lineTop=r["lineTop"], baseline=r["baseline"])
        rows.append(row)
    return rows


def serialize(rows, version):
    lines = ["{", f'  "reference": {json.dumps(version)},', '  "writer": "Scripts/expectations_web_layout.py",',
             '  "layouts": [']
    lines.append(",\n".join("    " + json.dumps(row, ensure_ascii=False) for row in rows))
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


def main():
    version = chromium_version()
    rows = run_chromium()
    text = serialize(rows, version)
    trims = serialize(run_trims(), version)
    if "--check" in sys.argv:
        with open(TRIMS_OUT, encoding="utf-8") as f:
            if json.load(f)["layouts"] != json.loads(trims)["layouts"]:
                print("web-layout: committed text-box-trim expectations differ from Chromium; regenerate with Scripts/expectations_web_layout.py")
                sys.exit(1)
        with open(OUT, encoding="utf-8") as f:
            committed = json.load(f)
        if committed["layouts"] != json.loads(text)["layouts"]:
            for old, new in zip(committed["layouts"], rows):
                if old != new:
                    print("web-layout: differs:", json.dumps(new, ensure_ascii=False)[:300])
                    break
            print("web-layout: committed expectations differ from Chromium; regenerate with Scripts/expectations_web_layout.py")
            sys.exit(1)
        print(f"web-layout: {len(rows)} layouts equal {version}'s")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    with open(TRIMS_OUT, "w", encoding="utf-8") as f:
        f.write(trims)
    print(f"wrote {len(json.loads(trims)['layouts'])} trimmed blocks to {os.path.relpath(TRIMS_OUT, ROOT)}")
    print(f"wrote {len(rows)} layouts to {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
