#!/usr/bin/env python3
"""Line breaks of Typeset vs. Pango on the committed paragraph corpus.

    python3 Scripts/compare_pango.py            # writes Tests/TypesetTests/Expectations/pango-lines.tsv
    python3 Scripts/compare_pango.py --check    # CI: re-runs Pango live and compares with `typeset measure`

Pango (libpango1.0-dev, through Scripts/reference/pango_lines.c compiled here with gcc) lays
each paragraph out with the same font files, unhinted, at 72 dpi, PANGO_WRAP_WORD_CHAR. The
expectation rows hold Pango's line starts as Unicode scalar offsets; the Swift test
(PangoLineBreakTests) compares Typeset's layout with every row and lists each explained
difference.
"""
import json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "pango-lines.tsv")
DEJAVU = "Fixtures/fonts/DejaVuSans-subset.ttf"
NOTO = "Fixtures/fonts/NotoSansCJK-Regular-subset.ttc"
ARABIC = "Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"
HEBREW = "Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf"
# (paragraph, family for Pango, primary font, fallback, size)
CONFIGS = [
    ("en", "DejaVu Sans", DEJAVU, None, 17),
    ("en", "DejaVu Sans", DEJAVU, None, 13),
    ("de", "DejaVu Sans", DEJAVU, None, 17),
    ("fr", "DejaVu Sans", DEJAVU, None, 15),
    ("zh", "Noto Sans CJK SC", NOTO + ":1", None, 17),
    ("ja", "Noto Sans CJK JP", NOTO + ":0", None, 17),
    ("mixed", "DejaVu Sans", DEJAVU, NOTO + ":1", 17),
    # Thai: Pango adds libthai's dictionary breaks, Typeset ICU's (PangoLineBreakTests lists where
    # that changes a layout); Lao, Khmer, Myanmar: no dictionary in Pango 1.50.
    ("th", "Noto Sans Thai", "Fixtures/fonts/NotoSansThai-Regular-subset.ttf", None, 17),
    ("lo", "Noto Sans Lao", "Fixtures/fonts/NotoSansLao-Regular-subset.ttf", None, 17),
    ("km", "Noto Sans Khmer", "Fixtures/fonts/NotoSansKhmer-Regular-subset.ttf", None, 17),
    ("my", "Noto Sans Myanmar", "Fixtures/fonts/NotoSansMyanmar-Regular-subset.ttf", None, 17),
    # Right to left: broken in logical order, joined (Arabic) and shaped right to left. The
    # Hebrew font has no comma: DejaVu Sans gives it, in both.
    ("ar", "Noto Sans Arabic", "Fixtures/fonts/NotoSansArabic-Regular-subset.ttf", None, 17),
    ("he", "Noto Sans Hebrew", "Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf", DEJAVU, 17),
    # Indic: conjuncts, reph and pre-base matras shaped by the Indic shaper before measuring.
    ("hi", "Noto Sans Devanagari", "Fixtures/fonts/NotoSansDevanagari-Regular-subset.ttf", None, 17),
    ("bn", "Noto Sans Bengali", "Fixtures/fonts/NotoSansBengali-Regular-subset.ttf", None, 17),
    ("ta", "Noto Sans Tamil", "Fixtures/fonts/NotoSansTamil-Regular-subset.ttf", None, 17),
    # Mixed right to left and left to right, as localized UI text has it: an Arabic and a
    # Hebrew paragraph with English names, versions, e-mail, URLs, numbers and brackets (the
    # Arabic and Hebrew fonts map no Latin letter: DejaVu Sans gives them, and the brackets,
    # quotes and signs the script font lacks), and an English paragraph with Arabic and Hebrew
    # names and phrases. Fallbacks joined by "+" are tried in order.
    ("ar-mixed", "Noto Sans Arabic", ARABIC, DEJAVU, 17),
    ("ar-mixed", "Noto Sans Arabic", ARABIC, DEJAVU, 13),
    ("he-mixed", "Noto Sans Hebrew", HEBREW, DEJAVU, 17),
    ("he-mixed", "Noto Sans Hebrew", HEBREW, DEJAVU, 13),
    ("en-rtl", "DejaVu Sans", DEJAVU, ARABIC + "+" + HEBREW, 17),
    ("en-rtl", "DejaVu Sans", DEJAVU, ARABIC + "+" + HEBREW, 13),
]
WIDTHS = [120, 200, 320, 480]

def build_pango():
    exe = os.path.join(tempfile.gettempdir(), "typeset_pango_lines")
    src = os.path.join(ROOT, "Scripts", "reference", "pango_lines.c")
    flags = subprocess.check_output(["pkg-config", "--cflags", "--libs", "pangoft2", "fontconfig"], text=True).split()
    subprocess.check_call(["gcc", "-O2", "-o", exe, src] + flags)
    return exe

def pango_lines(exe, family, files, size, text, widths):
    requests = "".join(f"{w}\t{text.replace(chr(92), chr(92)*2).replace(chr(10), chr(92)+'n')}\n" for w in widths)
    paths = [os.path.join(ROOT, f.split(":")[0]) for f in files]
    out = subprocess.run([exe, str(size), family] + paths, input=requests, capture_output=True, text=True, check=True).stdout
    encoded = text.encode("utf-8")
    results = {}
    for line in out.strip().split("\n"):
        width, height, spans = line.split("\t")
        starts = []
        for span in spans.split(","):
            start = int(span.split(":")[0])
            starts.append(len(encoded[:start].decode("utf-8")))
        results[float(width)] = starts
    return results

def typeset_lines(font, fallback, size, width, text):
    path, index = (font.split(":") + ["0"])[:2]
    cmd = [os.path.join(ROOT, ".build", "debug", "typeset"), "measure", "--font", os.path.join(ROOT, path), "--index", index,
           "--size", str(size), "--width", str(width), "--json", text]
    # Pango 1.50 has no dictionary for Lao, Khmer and Myanmar: compare with Typeset's Pango mode.
    cmd += ["--line-break-dictionaries", "pango"]
    for spec in fallback.split("+") if fallback else []:
        fpath, findex = (spec.split(":") + ["0"])[:2]
        cmd += ["--fallback", os.path.join(ROOT, fpath) + ":" + findex]
    result = json.loads(subprocess.check_output(cmd, text=True))
    return [line["start"] for line in result["lines"]]

def main():
    check = "--check" in sys.argv
    exe = build_pango()
    rows = []
    for name, family, font, fallback, size in CONFIGS:
        with open(os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{name}.txt"), encoding="utf-8") as f:
            text = f.read().rstrip("\n")
        files = [font] + (fallback.split("+") if fallback else [])
        pango = pango_lines(exe, family, files, size, text, WIDTHS)
        for width in WIDTHS:
            rows.append((name, font, fallback or "", size, width, pango[float(width)]))
    if check:
        subprocess.check_call(["swift", "build", "--product", "typeset"], cwd=ROOT)
        same = total = 0
        for name, font, fallback, size, width, starts in rows:
            with open(os.path.join(ROOT, "Fixtures", "text", "paragraphs", f"{name}.txt"), encoding="utf-8") as f:
                text = f.read().rstrip("\n")
            ours = typeset_lines(font, fallback, size, width, text)
            total += 1
            if ours == starts:
                same += 1
            else:
                print(f"DIFF {name} {size}pt width {width}: pango {starts} typeset {ours}")
        print(f"pango: {same}/{total} layouts have identical line breaks")
        # The committed expectations must still be what Pango produces today.
        with open(OUT, encoding="utf-8") as f:
            committed = [l for l in f.read().splitlines() if not l.startswith("#")]
        live = ["\t".join([n, fo, fb, str(s), str(w), ",".join(map(str, st))]) for n, fo, fb, s, w, st in rows]
        if committed != live:
            print("pango: committed expectations differ from live Pango output; regenerate with Scripts/compare_pango.py")
            sys.exit(1)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("# Pango line starts (Unicode scalar offsets), written by Scripts/compare_pango.py\n")
        f.write("# paragraph\tfont\tfallback\tsize\twidth\tstarts\n")
        for name, font, fallback, size, width, starts in rows:
            f.write("\t".join([name, font, fallback, str(size), str(width), ",".join(map(str, starts))]) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")

if __name__ == "__main__":
    main()
