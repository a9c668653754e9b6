#!/usr/bin/env python3
"""Visual order of the runs of each line of the mixed-direction paragraphs, from Pango.

    python3 Scripts/expectations_bidi_runs.py            # writes Tests/TypesetTests/Expectations/pango-bidi-runs.tsv
    python3 Scripts/expectations_bidi_runs.py --check    # CI: the committed rows are what Pango gives today

Pango (Scripts/reference/pango_runs.c, compiled here with gcc) lays the Arabic, Hebrew and mixed
paragraphs out as Scripts/compare_pango.py does (same fonts, sizes and widths) and lists each
line's runs from left to right with their embedding levels, after UAX #9 L1 and L2 (FriBidi).
Each row keeps, in Unicode scalar offsets, the line's start and its level runs left to right:
Pango's runs (one font, script and level each) merged where neighbours share a level, cut at the
line's visible end (the white space that hangs at the end of a line is not drawn and has no run
in Typeset's lines). BidiRunOrderTests compares Typeset's `LaidOutLine.runs` with every row whose
line Typeset breaks where Pango does.
"""
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_pango import CONFIGS, WIDTHS, ROOT

OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "pango-bidi-runs.tsv")
PARAGRAPHS = ("ar", "he", "ar-mixed", "he-mixed", "en-rtl")
# White space that hangs at a line's end (Typesetter.hangs).
HANGING = {0x20, 0x09, 0x3000, 0x1680, 0x205F, 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029} | (set(range(0x2000, 0x200B)) - {0x2007})

def build():
    exe = os.path.join(tempfile.gettempdir(), "typeset_pango_runs")
    src = os.path.join(ROOT, "Scripts", "reference", "pango_runs.c")
    flags = subprocess.check_output(["pkg-config", "--cflags", "--libs", "pangoft2", "fontconfig"], text=True).split()
    subprocess.check_call(["gcc", "-O2", "-o", exe, src] + flags)
    return exe

def rows(exe):
    out = []
    for name, family, font, fallback, size in CONFIGS:
        if name not in PARAGRAPHS:
            continue
        with open(os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{name}.txt"), encoding="utf-8") as f:
            text = f.read().rstrip("\n")
        encoded = text.encode("utf-8")
        scalar = lambda byte: len(encoded[:byte].decode("utf-8"))
        files = [os.path.join(ROOT, f.split(":")[0]) for f in [font] + (fallback.split("+") if fallback else [])]
        requests = "".join(f"{w}\t{text}\n" for w in WIDTHS)
        result = subprocess.run([exe, str(size), family] + files, input=requests, capture_output=True, text=True, check=True).stdout
        lines = {}
        for row in result.strip().split("\n"):
            width, number, runs = row.split("\t")
            spans = []
            for run in runs.split(","):
                start, length, level = map(int, run.split(":"))
                spans.append((scalar(start), scalar(start + length), level))
            lines.setdefault(int(float(width)), []).append(spans)
        for width in WIDTHS:
            for number, spans in enumerate(lines[width]):
                start = min(s for s, _, _ in spans)
                end = max(e for _, e, _ in spans)
                visible = end
                while visible > start and ord(text[visible - 1]) in HANGING:
                    visible -= 1
                merged = []
                for s, e, level in spans:
                    s, e = max(s, start), min(e, visible)
                    if s >= e:
                        continue
                    if merged and merged[-1][2] == level and (merged[-1][1] == s or merged[-1][0] == e):
                        merged[-1] = (min(merged[-1][0], s), max(merged[-1][1], e), level)
                    else:
                        merged.append((s, e, level))
                runs = ",".join(f"{s}:{e}:{level}" for s, e, level in merged)
                out.append("\t".join([name, font, fallback or "", str(size), str(width), str(number), str(start), runs]))
    return out

def main():
    live = rows(build())
    header = ["# Pango's level runs of each line, left to right (scalar offsets start:end:level), written by Scripts/expectations_bidi_runs.py",
              "# paragraph\tfont\tfallback\tsize\twidth\tline\tstart\truns"]
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            committed = [l for l in f.read().splitlines() if not l.startswith("#")]
        if committed != live:
            print("bidi runs: committed expectations differ from live Pango output; regenerate with Scripts/expectations_bidi_runs.py")
            sys.exit(1)
        print(f"bidi runs: {len(live)} lines as Pango orders them today")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(header + live) + "\n")
    print(f"wrote {len(live)} rows to {OUT}")

if __name__ == "__main__":
    main()
