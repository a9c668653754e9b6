#!/usr/bin/env python3
"""Line boxes of the paragraph corpus in headless Chromium, for WebLayoutTests.

    python3 Scripts/expectations_web_layout.py          # writes Tests/TypesetTests/Expectations/web-layout.json, web-breaks.json, web-trims.json
    python3 Scripts/expectations_web_layout.py --check  # CI: Chromium today gives the committed expectations

Reference: Debian's `chromium` (headless; `Scripts/install_references.sh` installs it). Every
paragraph of Fixtures/text/paragraphs (the corpus of Scripts/compare_pango.py) is laid out in a
`<div>` in the same font files as Typeset uses (loaded by @font-face from file:// URLs; a face of
a .ttc is first written out alone with fontTools, as @font-face reads only a collection's first
face), with the family list primary font first and the fallbacks after it, at 3 font sizes,
4 widths and 3 kinds of `line-height` (px, a number, `normal`): 720 layouts. The block has
`white-space: normal`, `overflow-wrap: break-word` (a word wider than the line is cut, as UIKit
does), `text-spacing-trim: space-all` (CJK punctuation keeps its full width), `hyphens: none`,
the paragraph's `lang`, and `line-break: strict` for Japanese; each row records its
`overflowWrap`, `wordBreak` and `lineBreak`.

The break corpus (Tests/TypesetTests/Expectations/web-breaks.json): the paragraphs of
Fixtures/text/web-breaks (long words, URLs and paths in English; Japanese with small kana, ー,
iteration marks, 〜, hyphens and CJK punctuation; Chinese with Latin words and digits; Korean)
with every non-initial value of `overflow-wrap`, `word-break` and `line-break` (BREAK_CONFIGS),
at the same sizes and widths, with `line-height` in px and `normal`.

The break rules (Tests/TypesetTests/Expectations/web-break-rules.json): at `width: 0` with
`overflow-wrap: normal` every break opportunity ends a line, so Chromium's lines there are its
opportunities. For each language (ja, zh, ko, en) and `line-break` value, "漢X漢" for every
character X of Line_Break NS, CJ, EX, BA, HY, PR, PO, IN, IS, B2, BB or CL in the BMP: whether
a line may end before and after X. For `word-break` break-all (en) and keep-all (ja, ko) and
normal, every pair "XY" of one character of each class (PAIR_CLASSES).

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
BREAKS_OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "web-breaks.json")
RULES_OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "web-break-rules.json")
TRIMS_OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "web-trims.json")
DEJAVU = "Fixtures/fonts/DejaVuSans-subset.ttf"
LATO = "Fixtures/fonts/Lato-Regular-subset.ttf"
CJK_SC = "Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:1"
CJK_JP = "Fixtures/fonts/NotoSansCJK-Regular-subset.ttc:0"
ARABIC = "Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"
HEBREW = "Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf"
KOREAN = "Examples/Catalog/fonts/NotoSansCJKsc-Regular-example.otf"

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

# The break corpus: (paragraph of Fixtures/text/web-breaks, lang, primary font, fallbacks,
# [(overflow-wrap, word-break, line-break)]): every value other than the initial one.
BREAK_CONFIGS = [
    ("en", "en", DEJAVU, [], [(o, w, "auto") for o in ["normal", "break-word", "anywhere"] for w in ["normal", "break-all"]]),
    ("ja", "ja", CJK_JP, [], [("normal", "normal", l) for l in ["auto", "normal", "strict", "loose"]]
                             + [("normal", w, "auto") for w in ["break-all", "keep-all"]]),
    ("zh", "zh-Hans", CJK_SC, [], [("normal", w, l) for w in ["normal", "break-all", "keep-all"] for l in ["auto", "loose"]]),
    ("ko", "ko", KOREAN, [], [("normal", w, "auto") for w in ["normal", "break-all", "keep-all"]]),
]

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
div.p {{ white-space: normal; hyphens: none;
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
                               width=width, lineHeight=line_height, overflowWrap="break-word", wordBreak="normal",
                               lineBreak="strict" if lang == "ja" else "auto"), text


def break_layouts():
    """Every layout of the break corpus, with the text."""
    for name, lang, primary, fallbacks, values in BREAK_CONFIGS:
        with open(os.path.join(ROOT, "Fixtures", "text", "web-breaks", f"{name}.txt"), encoding="utf-8") as f:
            text = f.read().rstrip("\n")
        for overflow_wrap, word_break, line_break in values:
            for size in SIZES:
                for line_height in [PX[size], "normal"]:
                    for width in WIDTHS:
                        yield dict(paragraph="web-breaks/" + name, lang=lang, font=primary, fallbacks=fallbacks, size=size,
                                   width=width, lineHeight=line_height, overflowWrap=overflow_wrap, wordBreak=word_break,
                                   lineBreak=line_break), text


def run_chromium(corpus):
    with tempfile.TemporaryDirectory() as tmp:
        families, faces, divs, cases = {}, [], [], []
        for case, text in corpus:
            for spec in [case["font"]] + case["fallbacks"]:
                if spec not in families:
                    families[spec] = f"F{len(families)}"
                    faces.append(f'@font-face {{ font-family: "{families[spec]}"; src: url("file://{font_file(spec, tmp)}"); }}')
            family = ", ".join(f'"{families[s]}"' for s in [case["font"]] + case["fallbacks"])
            style = (f'font-family: {family}; font-size: {case["size"]}px; line-height: {case["lineHeight"]}; '
                     f'width: {case["width"]}px; overflow-wrap: {case["overflowWrap"]}; word-break: {case["wordBreak"]}; '
                     f'line-break: {case["lineBreak"]};')
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


# The break rules at width 0: the classes whose characters `line-break` may change, and one
# character of each class (and some refinements) for the `word-break` pairs.
RULE_CLASSES = {"NS", "CJ", "EX", "BA", "HY", "PR", "PO", "IN", "IS", "B2", "BB", "CL"}
RULE_LANGS = ["ja", "zh", "ko", "en"]
PAIR_CLASSES = [("AL", "a"), ("HL", "\u05d0"), ("NU", "1"), ("ID", "\u6f22"), ("H2", "\uac00"), ("H3", "\uac01"),
                ("JL", "\u1100"), ("JV", "\u1161"), ("JT", "\u11a8"), ("HY", "-"), ("BA", "\u2010"), ("BB", "\u00b4"),
                ("B2", "\u2014"), ("CL", "\u300d"), ("CP", ")"), ("OP", "("), ("QU", "\""), ("EX", "!"), ("IS", ","),
                ("SY", "/"), ("PR", "$"), ("PO", "%"), ("NS", "\u309d"), ("CJ", "\u3041"), ("IN", "\u2026"), ("CM", "\u0301"),
                ("SA", "\u0e01"), ("SA mark", "\u0e48"), ("EB", "\U0001F44D"), ("AI", "\u00a7"), ("AL symbol", "\u00a9"),
                ("ID symbol", "\u2603"), ("GL", "\u00a0"), ("CL wide", "\uff09"), ("OP wide", "\uff08"), ("EX wide", "\uff01"),
                ("PO wide", "\uff05"), ("PR wide", "\uff04"), ("CJ prolonged", "\u30fc"), ("NS middle dot", "\u30fb"),
                ("CL comma", "\u3001"), ("NU Arabic", "\u0661"), ("AL Cyrillic", "\u0434"), ("AL Arabic", "\u0628")]
PAIR_CONFIGS = [("en", "normal"), ("en", "break-all"), ("ja", "normal"), ("ja", "break-all"), ("ja", "keep-all"), ("ko", "keep-all")]
RULES_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
div {{ width: 0; overflow-wrap: normal; white-space: normal; hyphens: none; text-spacing-trim: space-all;
       font-family: "R0", "R1"; font-size: 16px; }}
</style></head><body>
{divs}
<pre id="out"></pre>
<script>
function starts(div) {{
  const node = div.firstChild, text = node.data, result = [];
  let top = null, scalar = 0;
  for (let i = 0; i < text.length; ) {{
    const n = text.codePointAt(i) > 0xFFFF ? 2 : 1;
    const range = document.createRange();
    range.setStart(node, i); range.setEnd(node, i + n);
    const rects = range.getClientRects();
    if (rects.length > 0 && text[i] !== " ") {{
      const t = rects[0].top;
      if (top !== null && t > top + 3) result.push(scalar);
      if (top === null || t > top + 3) top = t;
    }}
    i += n; scalar += 1;
  }}
  return result;
}}
Promise.all([...document.fonts].map(f => f.load())).then(() => document.fonts.ready).then(() => {{
  const results = [];
  for (const div of document.querySelectorAll("div")) results.push({{ id: div.id, starts: starts(div) }});
  document.getElementById("out").textContent = "RESULT" + JSON.stringify(results) + "END";
}});
</script></body></html>
"""


def rule_characters():
    """The BMP characters (U+00A0 up, no private use) of RULE_CLASSES in Debian's LineBreak.txt."""
    found = []
    with open("/usr/share/unicode/LineBreak.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            span, cls = [part.strip() for part in line.split(";")]
            first, last = (span.split("..") + [span])[:2]
            if cls in RULE_CLASSES:
                found += [cp for cp in range(int(first, 16), int(last, 16) + 1) if 0xA0 <= cp < 0x10000 and not 0xE000 <= cp < 0xF900]
    return sorted(found)


def run_rules():
    """Chromium's opportunities at width 0: around each rule character, and in each class pair."""
    chars = rule_characters()
    with tempfile.TemporaryDirectory() as tmp:
        faces = [f'@font-face {{ font-family: "R{i}"; src: url("file://{font_file(spec, tmp)}"); }}' for i, spec in enumerate([CJK_JP, DEJAVU])]
        divs, keys = [], []
        for lang in RULE_LANGS:
            for value in ["auto", "normal", "strict", "loose"]:
                for cp in chars:
                    divs.append(f'<div id="r{len(keys)}" lang="{lang}" style="line-break: {value}">\u6f22{html.escape(chr(cp))}\u6f22</div>')
                    keys.append(("chars", lang, value, cp))
        for lang, value in PAIR_CONFIGS:
            for _, first in PAIR_CLASSES:
                for _, second in PAIR_CLASSES:
                    divs.append(f'<div id="r{len(keys)}" lang="{lang}" style="word-break: {value}">{html.escape(first + second)}</div>')
                    keys.append(("pairs", lang, value, first + second))
        results = run_page(RULES_PAGE.format(faces="\n".join(faces), divs="\n".join(divs)), tmp, "rules.html")
    rows = []
    for lang in RULE_LANGS:
        for value in ["auto", "normal", "strict", "loose"]:
            flags = []
            for index, key in enumerate(keys):
                if key[:3] == ("chars", lang, value):
                    found = results[f"r{index}"]["starts"]
                    flags.append(("b" if 1 in found else "-") + ("a" if 2 in found else "-"))
            rows.append(dict(kind="line-break", lang=lang, lineBreak=value, breaks=flags))
    for lang, value in PAIR_CONFIGS:
        flags = "".join("1" if results[f"r{index}"]["starts"] == [1] else "0"
                        for index, key in enumerate(keys) if key[:3] == ("pairs", lang, value))
        rows.append(dict(kind="word-break", lang=lang, wordBreak=value, breaks=flags))
    rows.insert(0, dict(kind="characters", characters=chars, pairs=[[name, text] for name, text in PAIR_CLASSES]))
    return rows


def serialize(rows, version):
    lines = ["{", f'  "reference": {json.dumps(version)},', '  "writer": "Scripts/expectations_web_layout.py",',
             '  "layouts": [']
    lines.append(",\n".join("    " + json.dumps(row, ensure_ascii=False) for row in rows))
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


def main():
    version = chromium_version()
    outputs = [(OUT, "web-layout", serialize(run_chromium(layouts()), version)),
               (BREAKS_OUT, "web-breaks", serialize(run_chromium(break_layouts()), version)),
               (RULES_OUT, "web-break-rules", serialize(run_rules(), version)),
               (TRIMS_OUT, "web-trims", serialize(run_trims(), version))]
    if "--check" in sys.argv:
        failed = False
        for path, name, text in outputs:
            with open(path, encoding="utf-8") as f:
                committed = json.load(f)["layouts"]
            rows = json.loads(text)["layouts"]
            if committed != rows:
                for old, new in zip(committed, rows):
                    if old != new:
                        print(f"{name}: differs:", json.dumps(new, ensure_ascii=False)[:300])
                        break
                print(f"{name}: committed expectations differ from Chromium; regenerate with Scripts/expectations_web_layout.py")
                failed = True
            else:
                print(f"{name}: {len(rows)} rows equal {version}'s")
        sys.exit(1 if failed else 0)
    for path, name, text in outputs:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {len(json.loads(text)['layouts'])} rows to {os.path.relpath(path, ROOT)}")


if __name__ == "__main__":
    main()
