#!/usr/bin/env python3
"""Chromium's own layout time for the benchmark's paragraphs, against `typeset measure --platform web`.

    python3 Scripts/bench_web_layout_chromium.py                              # Chromium alone
    python3 Scripts/bench_web_layout_chromium.py --typeset .build/release/typeset   # and Typeset in the same run

A timing, not an expectation: nothing here is compared with committed numbers (speed goes in
README "Performance"). The page is run by `Scripts/expectations_web_layout.py`'s driver (the same
headless Debian `chromium` and block style), one `<div>` per font: the 1 KB English paragraph in
DejaVu Sans, Inter and Lato and the Chinese paragraph in Noto Sans CJK SC, 17px with
`line-height: 24px` in 320px, as the benchmark's per-font rows. The fonts are the installed Debian
files, found by Chromium through fontconfig by family name (checked with `fc-match`): a script
that runs while the page is parsed, before headless Chromium's virtual time starts, sees real
time in `performance.now()` (after that, virtual time stands still while a script runs), and
installed fonts need no asynchronous load.

Each block is laid out again many times: its width goes between 320px and 321px (a change of
style that invalidates its layout), and reading `offsetHeight` forces the style recalculation and
layout then and there (a forced reflow). `performance.now()` is coarse in Chromium (100 µs
without cross-origin isolation), so reflows are timed in batches of BATCH; the median of the
batches' means is Chromium's time per layout. Chromium keeps each text's shaping results while
only the width changes, as Typeset's word cache keeps its words: both sides lay out warm.
"""
import argparse, html, json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import expectations_web_layout as web  # noqa: E402  (the Chromium driver and font loading)

ROOT = web.ROOT
CASES = [
    # (family, paragraph, lang, the font file[:index] fontconfig gives Chromium for the family)
    ("DejaVu Sans", "en", "en", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    ("Inter", "en", "en", "/usr/share/fonts/opentype/inter/Inter-Regular.otf"),
    ("Lato", "en", "en", "/usr/share/fonts/truetype/lato/Lato-Regular.ttf"),
    ("Noto Sans CJK SC", "zh", "zh-Hans", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc:2"),
]
SIZE, LINE_HEIGHT, WIDTH = 17, 24, 320
BATCH = 50

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
body {{ margin: 0; }}
div.p {{ white-space: normal; overflow-wrap: break-word; word-break: normal; hyphens: none;
         text-spacing-trim: space-all; font-kerning: normal; text-rendering: auto; margin: 0; padding: 0; }}
</style></head><body>
{divs}
<pre id="out"></pre>
<script>
{{
  const results = [];
  for (const div of document.querySelectorAll("div.p")) {{
    let flip = 0;
    const reflow = () => {{ flip ^= 1; div.style.width = ({width} + flip) + "px"; return div.offsetHeight; }};
    let sink = 0;
    for (let i = 0; i < {warmup}; i++) sink += reflow();
    const means = [];
    for (let b = 0; b < {batches}; b++) {{
      const start = performance.now();
      for (let i = 0; i < {batch}; i++) sink += reflow();
      means.push((performance.now() - start) * 1000 / {batch});
    }}
    means.sort((a, b) => a - b);
    div.style.width = "{width}px";
    results.push({{ id: div.id, median: means[means.length >> 1], low: means[0], high: means[means.length - 1],
                    height: div.getBoundingClientRect().height, sink }});
  }}
  document.getElementById("out").textContent = "RESULT" + JSON.stringify(results) + "END";
}}
</script></body></html>
"""


def paragraph(name):
    with open(os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{name}.txt"), encoding="utf-8") as f:
        return f.read().rstrip("\n")


def installed(family):
    """The file and face index fontconfig gives for `family` (Chromium finds installed fonts through it)."""
    out = subprocess.run(["fc-match", "-f", "%{file}:%{index}", family], capture_output=True, text=True).stdout.strip()
    return out[:-2] if out.endswith(":0") else out


def chromium(batches, warmup):
    """Chromium's median microseconds per forced reflow of each case, with its block height."""
    for family, _, _, spec in CASES:
        if installed(family) != spec:
            raise SystemExit(f"fontconfig gives {installed(family)!r} for {family}, not {spec} (run Scripts/install_references.sh)")
    with tempfile.TemporaryDirectory() as tmp:
        divs = []
        for index, (family, name, lang, _) in enumerate(CASES):
            style = f'font-family: "{family}"; font-size: {SIZE}px; line-height: {LINE_HEIGHT}px; width: {WIDTH}px;'
            divs.append(f'<div class="p" id="b{index}" lang="{lang}" style=\'{style}\'>{html.escape(paragraph(name))}</div>')
        page = PAGE.format(divs="\n".join(divs), width=WIDTH, warmup=warmup, batches=batches, batch=BATCH)
        results = web.run_page(page, tmp, "bench.html")
    return [results[f"b{index}"] for index in range(len(CASES))]


def typeset(binary, case, repeat):
    """`typeset measure --platform web --repeat`: microseconds per layout and the block height."""
    _, name, _, spec = case
    path, index = (spec.split(":") + ["0"])[:2]
    out = subprocess.run([binary, "measure", "--platform", "web", "--font", path, "--index", index, "--size", str(SIZE),
                          "--css-line-height", f"{LINE_HEIGHT}px", "--width", str(WIDTH), "--repeat", str(repeat), "--json",
                          "--file", os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{name}.txt")],
                         capture_output=True, text=True, check=True).stdout
    result = json.loads(out)
    return result["microsecondsPerLayout"], result["height"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--typeset", help="a release `typeset` binary: time measure --platform web in the same run")
    parser.add_argument("--batches", type=int, default=61)
    parser.add_argument("--warmup", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=10000, help="Typeset's layouts per timing (typeset measure takes at most 10,000)")
    args = parser.parse_args()
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip().split(" built")[0]
    load = os.getloadavg()[0]
    rows = chromium(args.batches, args.warmup)
    print(f"{version}, {args.batches} batches of {BATCH} forced reflows per block, load average {load:.1f} at the start")
    print("| block, 17px/24px in 320px | Typeset (measure --platform web) | Chromium (forced reflow, median) | ratio (Chromium / Typeset) |")
    print("|---|---:|---:|---:|")
    for case, r in zip(CASES, rows):
        ours, note = "-", ""
        ratio = "-"
        if args.typeset:
            # Best of three timings, as the benchmark takes.
            times = [typeset(args.typeset, case, args.repeat) for _ in range(3)]
            micro = min(t[0] for t in times)
            ours = f"{micro:.2f} µs"
            ratio = f"{r['median'] / micro:.1f}x"
            if times[0][1] != r["height"]:
                note = f" (heights differ: {times[0][1]} vs {r['height']} px)"
        block = ("English paragraph (1 KB), " if case[1] == "en" else "Chinese paragraph, ") + case[0]
        print(f"| {block}{note} | {ours} | {r['median']:.1f} µs ({r['low']:.1f}-{r['high']:.1f}) | {ratio} |")


if __name__ == "__main__":
    main()
