#!/usr/bin/env python3
"""The specimen's live text in headless Chromium: the browser's lines are the drawn ones.

    python3 Scripts/check_specimen_overlay.py   # CI (needs chromium; builds .build/debug/typeset if missing)

`typeset specimen` writes, for each style of the example guide (Examples/StyleGuide), the sample
as live text in the style's class of typography.css (`typeset generate --css`, fonts copied next
to the page) and over it an SVG of the line boxes and baselines Typeset's web layout predicts;
each drawn line carries `data-start` (its first Unicode scalar), `data-top`, `data-baseline` and
`data-bottom` (px from the block's top, the top trimmed by `text-box`), and the block its
predicted `data-height`.

A copy of the page with a script is opened in Chromium (Scripts/chromium_layout.py). For each
live block the script reads, as Scripts/expectations_web_layout.py does:
- the line starts: the first character whose box (`Range.getClientRects`) lies below the line before;
- each line's top, baseline and bottom: in a copy of the block, three empty inline boxes of font
  size 0 and line height 0 after each line's first grapheme, with `vertical-align` top, baseline
  and bottom (each one's top is the line box's top, the baseline, the line box's bottom);
- the block's height (`getBoundingClientRect`, LayoutUnits of 1/64 px).
Every one must equal the drawn value to 1/64 px. Prints one line per style and the counts; exit 1
on any difference.
"""
import json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_layout import ROOT, run_file, version as chromium_version  # noqa: E402

TYPESET = os.path.join(ROOT, ".build", "debug", "typeset")
TOKENS = os.path.join(ROOT, "Examples", "StyleGuide", "tokens.json")
TOLERANCE = 1 / 128  # equal in LayoutUnits of 1/64 px

SCRIPT = """<pre id="overlay-check"></pre>
<script>
function starts(div) {
  const node = div.firstChild, text = node.data;
  const result = [[0, 0]];
  let top = null, scalar = 0;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i), n = cp > 0xFFFF ? 2 : 1;
    const range = document.createRange();
    range.setStart(node, i); range.setEnd(node, i + n);
    const rects = range.getClientRects();
    if (rects.length > 0 && text[i] !== " ") {
      const t = rects[0].top;
      if (top !== null && t > top + 2) result.push([scalar, i]);
      if (top === null || t > top + 2) top = t;
    }
    i += n; scalar += 1;
  }
  return result;
}
function marker(align) {
  const span = document.createElement("span");
  span.style.cssText = "vertical-align: " + align + "; font-size: 0; line-height: 0;";
  return span;
}
window.addEventListener("load", () => {
  Promise.all([...document.fonts].map(f => f.load())).then(() => document.fonts.ready).then(() => {
    const results = [];
    document.querySelectorAll("div.live-text").forEach((div, index) => {
      const marks = [...div.parentElement.querySelectorAll("g.line-mark")];
      const drawn = marks.map(g => ({ start: +g.dataset.start, top: +g.dataset.top, baseline: +g.dataset.baseline, bottom: +g.dataset.bottom }));
      const found = starts(div);
      const copy = div.cloneNode(true);
      div.after(copy);
      const text = copy.firstChild;
      const markers = [];
      const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
      for (let k = found.length - 1; k >= 0; k--) {
        const first = graphemes.segment(text.data.slice(found[k][1])).containing(0);
        const at = found[k][1] + (first ? first.segment.length : 0);
        const rest = at > 0 ? text.splitText(at) : text;
        const m = [marker("top"), marker("baseline"), marker("bottom")];
        for (const span of m) copy.insertBefore(span, rest);
        markers.unshift(m);
      }
      const copyTop = copy.getBoundingClientRect().top;
      const at = (k, j) => markers[k][j].getBoundingClientRect().top - copyTop;
      results.push({ id: index, token: div.closest("section").dataset.token, className: div.className,
                     drawn, drawnHeight: +div.dataset.height, starts: found.map(s => s[0]),
                     tops: markers.map((_, k) => at(k, 0)), baselines: markers.map((_, k) => at(k, 1)),
                     bottoms: markers.map((_, k) => at(k, 2)), height: div.getBoundingClientRect().height,
                     copyHeight: copy.getBoundingClientRect().height, textBox: getComputedStyle(div).textBoxTrim || "",
                     fonts: [...document.fonts].every(f => f.status === "loaded") });
      copy.remove();
    });
    document.getElementById("overlay-check").textContent = "RESULT" + JSON.stringify(results) + "END";
  });
});
</script>
"""


def main():
    if not os.path.exists(TYPESET):
        subprocess.run(["swift", "build", "--product", "typeset"], cwd=ROOT, check=True)
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "specimen")
        subprocess.run([TYPESET, "specimen", TOKENS, "--out", out], check=True, capture_output=True, text=True, cwd=ROOT)
        page = open(os.path.join(out, "index.html"), encoding="utf-8").read()
        if "</body>" not in page:
            raise SystemExit("the specimen page has no </body>")
        # Next to the page, so that typography.css, the fonts and the images resolve the same way.
        path = os.path.join(out, "overlay-check.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page.replace("</body>", SCRIPT + "</body>"))
        results = run_file(path, os.path.join(tmp, "profile"), budget=15000, timeout=300)
        if not results:
            raise SystemExit("the specimen page has no live text")
        blocks = lines = same_blocks = same_lines = 0
        for r in sorted(results.values(), key=lambda r: r["id"]):
            drawn = r["drawn"]
            problems = []
            if not r["fonts"]:
                problems.append("not every font loaded")
            if abs(r["copyHeight"] - r["height"]) > TOLERANCE:
                problems.append(f"the markers moved a line (copy {r['copyHeight']} px, block {r['height']} px)")
            if [d["start"] for d in drawn] != r["starts"]:
                problems.append(f"line starts {r['starts']}, drawn {[d['start'] for d in drawn]}")
            good = 0
            for k, d in enumerate(drawn):
                if k >= len(r["tops"]) or k >= len(r["starts"]):
                    break
                theirs = (r["tops"][k], r["baselines"][k], r["bottoms"][k])
                ours = (d["top"], d["baseline"], d["bottom"])
                if d["start"] == r["starts"][k] and all(abs(a - b) <= TOLERANCE for a, b in zip(ours, theirs)):
                    good += 1
                else:
                    problems.append(f"line {k}: Chromium top/baseline/bottom {theirs}, drawn {ours}")
            if abs(r["height"] - r["drawnHeight"]) > TOLERANCE:
                problems.append(f"height: Chromium {r['height']}, drawn {r['drawnHeight']}")
            blocks += 1
            lines += max(len(drawn), len(r["starts"]))
            same_lines += good if len(drawn) == len(r["starts"]) else 0
            same_blocks += not problems
            status = "ok  " if not problems else "DIFF"
            print(f"{status} {r['token']} (.{r['className'].split()[-1]}, text-box-trim {r['textBox'] or 'unsupported'}): "
                  f"{len(r['starts'])} lines, height {r['height']} px" + ("" if not problems else ": " + "; ".join(problems)))
        print(f"specimen-overlay ({chromium_version()}): {same_blocks}/{blocks} live blocks of the example guide's specimen, "
              f"{same_lines}/{lines} lines start, top, baseline and bottom where the overlay draws them, to 1/64 px")
        if same_blocks != blocks or same_lines != lines:
            sys.exit(1)


if __name__ == "__main__":
    main()
