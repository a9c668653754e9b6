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

Attributed paragraphs (Tests/TypesetTests/Expectations/pango-mixed-bidi-runs.json): an Arabic
paragraph with English runs in Inter Bold, a Hebrew paragraph with a run at 24 pt, and an English
paragraph with an Arabic run at 22 pt, given to Pango as family, weight and size attributes.
Each line's runs left to right are listed with the style run each belongs to (Pango's runs cut
at the line's visible end, neighbours of one level and one style run merged);
MixedBidiRunOrderTests compares `MixedLine.pieces` with them.
"""
import json
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_pango import CONFIGS, WIDTHS, ROOT, DEJAVU

OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "pango-bidi-runs.tsv")
MIXED_OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "pango-mixed-bidi-runs.json")
ARABIC = "Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"
HEBREW = "Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf"
INTER_BOLD = "Examples/StyleGuide/fonts/Inter-Bold-subset.otf"
# Pango's family name and weight for each font file.
FAMILIES = {ARABIC: ("Noto Sans Arabic", 400), HEBREW: ("Noto Sans Hebrew", 400), INTER_BOLD: ("Inter", 700), DEJAVU: ("DejaVu Sans", 400)}
PARAGRAPHS = ("ar", "he", "ar-mixed", "he-mixed", "en-rtl")
# White space that hangs at a line's end (Typesetter.hangs).
HANGING = {0x20, 0x09, 0x3000, 0x1680, 0x205F, 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029} | (set(range(0x2000, 0x200B)) - {0x2007})

def build():
    exe = os.path.join(tempfile.gettempdir(), "typeset_pango_runs")
    src = os.path.join(ROOT, "Scripts", "reference", "pango_runs.c")
    flags = subprocess.check_output(["pkg-config", "--cflags", "--libs", "pangoft2", "fontconfig"], text=True).split()
    subprocess.check_call(["gcc", "-O2", "-o", exe, src] + flags)
    return exe

def pango_lines(exe, size, family, files, text, extra=""):
    """Pango's lines at every width: {width: [[(start, end, level) per run, left to right]]},
    in scalar offsets (`extra`: the attribute spans of an attributed paragraph)."""
    encoded = text.encode("utf-8")
    scalar = lambda byte: len(encoded[:byte].decode("utf-8"))
    requests = "".join(f"{w}\t{text}{extra}\n" for w in WIDTHS)
    result = subprocess.run([exe, str(size), family] + files, input=requests, capture_output=True, text=True, check=True).stdout
    lines = {}
    for row in result.strip().split("\n"):
        width, number, runs = row.split("\t")
        spans = []
        for run in runs.split(","):
            start, length, level = map(int, run.split(":"))
            spans.append((scalar(start), scalar(start + length), level))
        lines.setdefault(int(float(width)), []).append(spans)
    return lines

def visible_span(text, spans):
    """A line's start and its visible end (the white space that hangs at its end left out)."""
    start = min(s for s, _, _ in spans)
    visible = max(e for _, e, _ in spans)
    while visible > start and ord(text[visible - 1]) in HANGING:
        visible -= 1
    return start, visible

def rows(exe):
    out = []
    for name, family, font, fallback, size in CONFIGS:
        if name not in PARAGRAPHS:
            continue
        with open(os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{name}.txt"), encoding="utf-8") as f:
            text = f.read().rstrip("\n")
        files = [os.path.join(ROOT, f.split(":")[0]) for f in [font] + (fallback.split("+") if fallback else [])]
        lines = pango_lines(exe, size, family, files, text)
        for width in WIDTHS:
            for number, spans in enumerate(lines[width]):
                start, visible = visible_span(text, spans)
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

def paragraph_words(name):
    with open(os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{name}.txt"), encoding="utf-8") as f:
        return f.read().split()

def mixed_cases():
    """The attributed paragraphs: (name, [(text, font, size)]), each run's fallback DejaVu Sans."""
    ar, he, en = paragraph_words("ar"), paragraph_words("he"), paragraph_words("en")
    return [
        ("ar-bold-en", [(" ".join(ar[:12]) + " ", ARABIC, 17), ("Typeset measures every string", INTER_BOLD, 17),
                        (" " + " ".join(ar[12:30]) + " ", ARABIC, 17), ("in 12 languages", INTER_BOLD, 17),
                        (" " + " ".join(ar[30:]), ARABIC, 17)]),
        ("he-large", [(" ".join(he[:10]) + " ", HEBREW, 17), (" ".join(he[10:16]), HEBREW, 24), (" " + " ".join(he[16:]), HEBREW, 17)]),
        ("en-ar-large", [(" ".join(en[:25]) + " ", DEJAVU, 17), (" ".join(ar[:6]), ARABIC, 22), (" " + " ".join(en[25:80]), DEJAVU, 17)]),
    ]

def mixed_rows(exe):
    out = []
    for name, runs in mixed_cases():
        text = "".join(t for t, _, _ in runs)
        bounds, spans, byte, start = [], [], 0, 0
        for t, font, size in runs:
            family, weight = FAMILIES[font]
            length = len(t.encode("utf-8"))
            spans.append(f"{byte}:{byte + length}:{family}:{weight}:{size}")
            bounds.append((start, start + len(t)))
            byte += length
            start += len(t)
        files = sorted({os.path.join(ROOT, f) for _, f, _ in runs} | {os.path.join(ROOT, DEJAVU)})
        family = FAMILIES[runs[0][1]][0]
        layouts = pango_lines(exe, runs[0][2], family, files, text, "\t" + ";".join(spans))
        case = {"name": name, "runs": [{"text": t, "font": f, "fallbacks": [DEJAVU] if f != DEJAVU else [], "size": z,
                                        "family": FAMILIES[f][0], "weight": FAMILIES[f][1]} for t, f, z in runs],
                "layouts": []}
        for width in WIDTHS:
            lines = []
            for pieces in layouts[width]:
                start, visible = visible_span(text, pieces)
                merged = []
                for a, b, level in pieces:
                    a, b = max(a, start), min(b, visible)
                    # A Pango run is one font and one set of attributes: it lies in one style run,
                    # cut where a style run ends inside it all the same.
                    for k, (ra, rb) in enumerate(bounds):
                        x, y = max(a, ra), min(b, rb)
                        if x >= y:
                            continue
                        if merged and merged[-1][2] == level and merged[-1][3] == k and (merged[-1][1] == x or merged[-1][0] == y):
                            merged[-1] = (min(merged[-1][0], x), max(merged[-1][1], y), level, k)
                        else:
                            merged.append((x, y, level, k))
                lines.append({"start": start, "runs": [list(m) for m in merged]})
            case["layouts"].append({"width": width, "lines": lines})
        out.append(case)
    return out

def main():
    exe = build()
    mixed = json.dumps({"generator": "Scripts/expectations_bidi_runs.py", "cases": mixed_rows(exe)}, ensure_ascii=False, indent=1) + "\n"
    live = rows(exe)
    header = ["# Pango's level runs of each line, left to right (scalar offsets start:end:level), written by Scripts/expectations_bidi_runs.py",
              "# paragraph\tfont\tfallback\tsize\twidth\tline\tstart\truns"]
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            committed = [l for l in f.read().splitlines() if not l.startswith("#")]
        if committed != live:
            print("bidi runs: committed expectations differ from live Pango output; regenerate with Scripts/expectations_bidi_runs.py")
            sys.exit(1)
        with open(MIXED_OUT, encoding="utf-8") as f:
            if f.read() != mixed:
                print("bidi runs: committed attributed paragraphs differ from live Pango output; regenerate with Scripts/expectations_bidi_runs.py")
                sys.exit(1)
        print(f"bidi runs: {len(live)} lines and the attributed paragraphs as Pango orders them today")
        return
    with open(MIXED_OUT, "w", encoding="utf-8") as f:
        f.write(mixed)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(header + live) + "\n")
    print(f"wrote {len(live)} rows to {OUT}")

if __name__ == "__main__":
    main()
