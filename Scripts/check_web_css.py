#!/usr/bin/env python3
"""The generated CSS in headless Chromium: every style of the example guide, trimmed.

    python3 Scripts/check_web_css.py   # CI (needs .build/debug/typeset and chromium)

`typeset generate Examples/StyleGuide/tokens.json --css` writes typography.css; a page applies
each style's class (its `text-box: trim-both cap alphabetic`) to one line "Hxg" and Chromium
reports the trimmed block's height and where the baseline is from its top, and the same for the
block untrimmed (`text-box: none`: the line box). For each style, `typeset style --platform web`
with the style's font file, size and line-height (read back from the CSS) says the same four
numbers (`web.trims.height`, `web.line.baseline - web.trims.capTop`, `web.line.bottom`,
`web.line.baseline`); they must be equal to 1/64 px. Prints one line per style and a summary; exit 1 on a difference.
"""
import json, os, re, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_layout import ROOT, run_file  # noqa: E402

TYPESET = os.path.join(ROOT, ".build", "debug", "typeset")
TOKENS = os.path.join(ROOT, "Examples", "StyleGuide", "tokens.json")

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="typography.css"><style>
body {{ margin: 0; }} div {{ width: 600px; margin-bottom: 60px; }}
span.mb {{ vertical-align: baseline; font-size: 0; line-height: 0; }}
</style></head><body>
{divs}
<pre id="out"></pre>
<script>
Promise.all([...document.fonts].map(f => f.load())).then(() => document.fonts.ready).then(() => {{
  const results = [];
  for (const div of document.querySelectorAll("div[id]")) {{
    const r = div.getBoundingClientRect();
    results.push({{ id: div.id, height: r.height, baseline: div.querySelector(".mb").getBoundingClientRect().top - r.top,
                    textBox: getComputedStyle(div).textBoxTrim || "" }});
  }}
  document.getElementById("out").textContent = "RESULT" + JSON.stringify(results) + "END";
}});
</script></body></html>
"""


def main():
    with tempfile.TemporaryDirectory() as tmp:
        # The CSS next to a copy of the font folder, so its relative url()s resolve.
        out = os.path.join(tmp, "css")
        subprocess.run([TYPESET, "generate", TOKENS, "--css", "--out", out], check=True, capture_output=True, text=True)
        css = open(os.path.join(out, "typography.css"), encoding="utf-8").read()
        fonts = dict(re.findall(r'font-family: "([^"]+)";\n  src: url\("([^"]+)"\);', css))
        props = dict(re.findall(r"--([a-z0-9_-]+): ([^;]+);", css))
        classes = re.findall(r"\n\.([a-z0-9_-]+) \{\n  font-family: \"([^\"]+)\";", css)
        if not classes:
            raise SystemExit("no styles in the generated CSS")
        divs = [f'<div id="{name}" class="{name}">Hxg<span class="mb"></span></div>'
                f'<div id="{name}-untrimmed" class="{name}" style="text-box: none">Hxg<span class="mb"></span></div>' for name, _ in classes]
        with open(os.path.join(out, "page.html"), "w", encoding="utf-8") as f:
            f.write(PAGE.format(divs="\n".join(divs)))
        chromium = run_file(os.path.join(out, "page.html"), os.path.join(tmp, "profile"), budget=10000, timeout=300)
        same = 0
        for name, family in classes:
            font = os.path.normpath(os.path.join(out, fonts[family]))
            size = props[f"{name}-font-size"].removesuffix("px")
            line_height = props[f"{name}-line-height"]
            variations = props.get(f"{name}-font-variation-settings", "normal")
            cmd = [TYPESET, "style", "--platform", "web", "--font", font, "--size", size, "--css-line-height", line_height, "--json"]
            if variations != "normal":
                cmd += ["--variations", ",".join(f"{t}={v}" for t, v in re.findall(r'"(\w{4})" ([-0-9.]+)', variations))]
            web = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)["web"]
            ours = (web["trims"]["height"], web["line"]["baseline"] - web["trims"]["capTop"], web["line"]["bottom"], web["line"]["baseline"])
            untrimmed = chromium[name + "-untrimmed"]
            theirs = (chromium[name]["height"], chromium[name]["baseline"], untrimmed["height"], untrimmed["baseline"])
            ok = all(abs(a - b) < 1 / 128 for a, b in zip(ours, theirs))
            same += ok
            print(f"{'ok  ' if ok else 'DIFF'} .{name}: {size}px / {line_height}: Chromium trimmed height {theirs[0]}, baseline {theirs[1]}, "
                  f"untrimmed {theirs[2]}, {theirs[3]}; typeset style --platform web {ours[0]}, {ours[1]}, {ours[2]}, {ours[3]}")
        print(f"web-css: {same}/{len(classes)} styles of the example guide trim and set their line box in Chromium where typeset style --platform web says")
        if same != len(classes):
            sys.exit(1)


if __name__ == "__main__":
    main()
