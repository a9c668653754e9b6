#!/usr/bin/env python3
"""Independent reference for `typeset style`: resolves text styles in Python from fontTools'
metrics and writes Tests/TypesetTests/Expectations/style.json; a Swift test (StyleExpectationTests)
compares the library's resolution with every case to 1e-9.

    python3 Scripts/expectations_style.py              # write the committed expectations (fixtures)
    python3 Scripts/expectations_style.py --debian --out /tmp/x   # the full Debian fonts
    python3 Scripts/expectations_style.py --check-cli [--typeset PATH]  # run `typeset style --json`
                                                       # for every case and compare (CI runs this)

Every formula below is restated from Documentation/Typography.md, not taken from the Swift sources:
metrics as CoreText picks them, its outer padding, designer's gap and cap-height rules, the UIKit exact line height with the centring
baseline offset, Capsize trims, the HIG Dynamic Type table, the UIFontMetrics model, and the
readable measure over an English letter-frequency sample.
"""
import argparse, json, math, os, subprocess, sys
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations")
TOL = 1e-9

FIXTURES = {
    "dejavu": ("Fixtures/fonts/DejaVuSans-subset.ttf", 0),
    "inter": ("Fixtures/fonts/Inter-Regular-subset.otf", 0),
    "noto": ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 0),
}
DEBIAN = {
    "dejavu": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
    "inter": ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
    "noto": ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
}

# HIG > Typography > Specifications: (size, leading) for xS..AX5 (Documentation/Typography.md, typed again here).
CATEGORIES = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
BODY = "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"
HIG = {
    "largeTitle": "31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70",
    "title1": "25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68",
    "title2": "19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66",
    "title3": "17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65",
    "headline": BODY, "body": BODY,
    "callout": "13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60",
    "subheadline": "12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58",
    "footnote": "12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52",
    "caption1": "11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51",
    "caption2": "11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48",
}
HIG = {k: [tuple(float(x) for x in p.split("/")) for p in v.split()] for k, v in HIG.items()}

# System font: published metrics (Documentation/Typography.md); x-height 1040 from Capsize's macOS system font entry.
SYSTEM = dict(upm=2048, asc=1950, desc=-494, gap=0, cap=1443, x=1040)
SYSTEM_AVG_EM = 672.0 / 87.0 / 17.0  # Typography.md, Readable width: 672 pt holds ~87 characters of 17 pt body text

# English letter frequencies (Lewand 2000, as in Wikipedia's "Letter frequency"), percent, a..z.
LEWAND = [8.167, 1.492, 2.782, 4.253, 12.702, 2.228, 2.015, 6.094, 6.966, 0.153, 0.772, 4.025, 2.406,
          6.749, 7.507, 1.929, 0.095, 5.987, 6.327, 9.056, 2.758, 0.978, 2.360, 0.150, 1.974, 0.074]

def sample():
    """Per 1000 characters: 180 spaces, 10 commas, 8 full stops, 777 lowercase and 25 capitals by Lewand."""
    total = sum(LEWAND)
    pairs = [(0x20, 180.0), (0x2C, 10.0), (0x2E, 8.0)]
    pairs += [(0x61 + i, 777 * p / total) for i, p in enumerate(LEWAND)]
    pairs += [(0x41 + i, 25 * p / total) for i, p in enumerate(LEWAND)]
    return pairs

# Pixel rules (Typography.md, Cap-height alignment): nearest pixel ties away from zero; ceil with 1e-9 px tolerance.
def px_round(v, s):
    x = v * s
    return math.copysign(math.floor(abs(x) + 0.5), x)

def px_ceil(v, s):
    return math.ceil(v * s - 1e-9)

def grid_round(v, s):
    return px_round(v, s) / s

def font_metrics(path, index):
    f = TTFont(path, fontNumber=index, lazy=True)
    os2 = f["OS/2"] if "OS/2" in f else None
    hhea = f["hhea"]
    use_typo = os2 is not None and (os2.fsSelection & 0x80) and "STAT" in f
    if use_typo:
        asc, desc, gap = os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap
    else:
        asc, desc, gap = hhea.ascent, hhea.descent, hhea.lineGap
    cmap = f.getBestCmap()
    glyphset = f.getGlyphSet()

    def glyph_top(ch):
        from fontTools.pens.boundsPen import BoundsPen
        name = cmap.get(ord(ch))
        if name is None: return None
        pen = BoundsPen(glyphset)
        glyphset[name].draw(pen)
        return None if pen.bounds is None else math.ceil(pen.bounds[3])

    cap = getattr(os2, "sCapHeight", 0) if os2 is not None and os2.version >= 2 else 0
    cap_source = "os2" if cap else "glyph"
    if not cap: cap = glyph_top("H") or 0
    x = getattr(os2, "sxHeight", 0) if os2 is not None and os2.version >= 2 else 0
    x_source = "os2" if x else "glyph"
    if not x: x = glyph_top("x") or 0
    hmtx = f["hmtx"]
    advances = {}
    for scalar, _ in sample():
        name = cmap.get(scalar)
        if name is not None: advances[scalar] = hmtx[name][0]
    return dict(upm=f["head"].unitsPerEm, asc=asc, desc=desc, gap=gap, cap=cap, x=x,
                capSource=cap_source, xSource=x_source, advances=advances,
                xAvgCharWidth=os2.xAvgCharWidth if os2 is not None else 0)

def average_em(m):
    s = w = 0.0
    for scalar, weight in sample():
        if scalar in m["advances"]:
            s += weight * m["advances"][scalar]; w += weight
    return s / w / m["upm"]

def resolve(case, m):
    """The numbers of `typeset style --json` for one case, flattened with dotted keys."""
    cat = case["category"]; s = case["scale"]; ci = CATEGORIES.index(cat); li = CATEGORIES.index("L")
    ts = case.get("textStyle")
    size = case["size"]
    cap_factor = 1.0
    def model(v):  # UIFontMetrics model: value * leading(cat) / leading(L), rounded to the pixel grid
        if ts is None or cat == "L": return v
        return grid_round(v * HIG[ts][ci][1] / HIG[ts][li][1], s)
    if ts is not None:
        uncapped = HIG[ts][ci][0] if case["scaling"] == "table" else model(size)
        size = uncapped
        mx = case.get("maximumPointSize")
        if mx is not None and size > mx:
            size = mx
        if uncapped > 0 and size < uncapped: cap_factor = size / uncapped
    k = size / m["upm"]
    a, d, g = m["asc"] * k, -m["desc"] * k, m["gap"] * k
    cap, xh = m["cap"] * k, m["x"] * k
    F = a + d + g
    lh = case["lineHeight"]
    if lh["kind"] == "points": L = model(lh["value"]) * cap_factor
    elif lh["kind"] == "multipleOfSize": L = lh["value"] * size
    elif lh["kind"] == "dynamicTypeLeading": L = HIG[ts][ci][1] * cap_factor if ts else F
    else: L = F
    ls = case["letterSpacing"]
    kern = {"points": ls["value"], "percentOfSize": ls["value"] / 100 * size,
            "perMille": ls["value"] / 1000 * size}[ls["kind"]]
    out = {"pointSize": size, "lineHeight": L, "fontLineHeight": F, "scale": float(s),
           "designGapToLineSpacing": F - size}
    diff = L - F
    out.update({"uikit.lineSpacing": diff, "uikit.outerPadding.top": diff / 2, "uikit.outerPadding.bottom": diff / 2,
                "uikit.minimumLineHeight": L, "uikit.maximumLineHeight": L,
                "uikit.baselineOffset.beforeiOS16_4": diff / 4, "uikit.baselineOffset.fromiOS16_4": diff / 2,
                "uikit.kern": kern, "uikit.lineHeightMultiple": L / F})
    # Typography.md, Cap-height alignment: the baseline the rounded-up depth (descender plus the leading below it) above the
    # rounded-up bottom of the label; for fonts without leading, ceil(-descender)
    desc_px = px_ceil(F - a, s)
    out["uikit.capHeightInset.top"] = (px_ceil(F, s) - desc_px - px_round(cap, s)) / s
    out["uikit.capHeightInset.bottom"] = desc_px / s
    # line models, first line from the top of the text frame
    models = {
        "design": ((L - a - d) / 2 + a, L),
        "uikitExact": (L - g - d - (L - F) / 2, L),
        "uikitLineSpacing": (a, F),
    }
    for name, (baseline, bottom) in models.items():
        out[f"lines.{name}.top"] = 0.0
        out[f"lines.{name}.baseline"] = baseline
        out[f"lines.{name}.capTop"] = baseline - cap
        out[f"lines.{name}.xTop"] = baseline - xh
        out[f"lines.{name}.descenderBottom"] = baseline + d
        out[f"lines.{name}.bottom"] = bottom
    # Capsize, in em then times the size
    upm = m["upm"]
    offset = ((m["asc"] - m["desc"] + m["gap"]) / upm * size - L) / 2 / size
    out["trims.capTop"] = -((m["asc"] - m["cap"] + m["gap"] / 2) / upm - offset) * size
    out["trims.baseline"] = -((-m["desc"] + m["gap"] / 2) / upm - offset) * size
    # readable measure
    avg = average_em(m) if m.get("advances") else SYSTEM_AVG_EM
    out["readable.charactersPerLine"] = float(case["measure"])
    out["readable.width"] = case["measure"] * (avg * size + kern)
    out["readable.averageCharacterWidthEm"] = avg
    for key, v in (("ascender", a), ("descender", -d), ("leading", g), ("capHeight", cap), ("xHeight", xh)):
        out["metrics." + key] = v
    return out

def cases():
    """The committed cases: sizes, line heights, letter spacings, scales and categories per font."""
    out = []
    def add(font, size, lh, ls=("points", 0.0), ts=None, scaling="fontMetrics", category="L", scale=3, measure=66, mx=None):
        c = {"font": font, "size": size, "lineHeight": {"kind": lh[0], "value": lh[1]},
             "letterSpacing": {"kind": ls[0], "value": ls[1]}, "textStyle": ts, "scaling": scaling,
             "category": category, "scale": scale, "measure": measure}
        if mx is not None: c["maximumPointSize"] = mx
        out.append(c)
    for font in ["system", "dejavu", "inter", "noto"]:
        for scale in (1, 2, 3):
            add(font, 17.0, ("points", 24.0), scale=scale)            # Typography.md, Outer padding body
            add(font, 28.0, ("points", 38.0), scale=scale)            # Typography.md, Outer padding title
            add(font, 11.0, ("font", 0.0), scale=scale)
            add(font, 13.5, ("multipleOfSize", 1.4), ("percentOfSize", -2.0), scale=scale, measure=45)
            add(font, 20.0, ("points", 18.0), ("perMille", 50.0), scale=scale, measure=90)  # tighter than the font
        for category in ("xS", "M", "L", "xxxL", "AX5"):
            add(font, 17.0, ("points", 24.0), ("percentOfSize", 1.0), ts="body", category=category)
            add(font, 28.0, ("dynamicTypeLeading", 0.0), ts="title1", category=category, scale=2, mx=40.0)
    for style in HIG:
        for category in CATEGORIES:
            add("system", HIG[style][3][0], ("dynamicTypeLeading", 0.0), ts=style, scaling="table", category=category)
    add("system", 17.0, ("points", 24.0), ts="body", scaling="table", category="AX5", mx=30.0)
    return out

def cli_args(case, fonts):
    args = []
    if case["font"] != "system":
        path, index = fonts[case["font"]]
        args += ["--font", os.path.join(ROOT, path) if not path.startswith("/") else path, "--index", str(index)]
    if case["scaling"] != "table":
        args += ["--size", repr(case["size"])]
    lh = case["lineHeight"]
    if lh["kind"] == "points": args += ["--line-height", repr(lh["value"])]
    elif lh["kind"] == "multipleOfSize": args += ["--line-height-multiple", repr(lh["value"])]
    ls = case["letterSpacing"]
    if ls["value"] != 0 or ls["kind"] != "points":
        option = {"points": "--letter-spacing", "percentOfSize": "--letter-spacing-percent",
                  "perMille": "--letter-spacing-per-mille"}[ls["kind"]]
        args += [f"{option}={ls['value']!r}"]  # `=` so a negative value is not read as an option
    if case["textStyle"]: args += ["--text-style", case["textStyle"]]
    if "maximumPointSize" in case: args += ["--maximum-point-size", repr(case["maximumPointSize"])]
    args += ["--category", case["category"], "--scale", str(case["scale"]), "--measure", str(case["measure"]), "--json"]
    return args

def flatten(obj, prefix=""):
    out = {}
    for key, value in obj.items():
        name = prefix + key
        if isinstance(value, dict): out.update(flatten(value, name + "."))
        elif isinstance(value, (int, float)) and not isinstance(value, bool): out[name] = float(value)
    return out

def metrics_for(fonts):
    ms = {"system": dict(SYSTEM, capSource="os2", xSource="os2", advances=None)}
    for key, (path, index) in fonts.items():
        ms[key] = font_metrics(path if path.startswith("/") else os.path.join(ROOT, path), index)
    return ms

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("--debian", action="store_true", help="the full Debian fonts instead of the fixtures")
    parser.add_argument("--check-cli", action="store_true", help="compare `typeset style --json` with every case")
    parser.add_argument("--typeset", default=None, help="the typeset binary (default: swift build, .build/debug/typeset)")
    args = parser.parse_args()
    fonts = DEBIAN if args.debian else FIXTURES
    ms = metrics_for(fonts)
    all_cases = cases()
    if args.check_cli:
        binary = args.typeset
        if binary is None:
            subprocess.run(["swift", "build", "--product", "typeset"], cwd=ROOT, check=True)
            binary = os.path.join(ROOT, ".build", "debug", "typeset")
        failures = checked = 0
        for case in all_cases:
            expected = resolve(case, ms[case["font"]])
            got_json = json.loads(subprocess.run([binary, "style"] + cli_args(case, fonts), check=True,
                                                 capture_output=True, text=True).stdout)
            got = flatten(got_json)
            for key, value in expected.items():
                checked += 1
                if key not in got or abs(got[key] - value) > TOL * max(1.0, abs(value)):
                    failures += 1
                    print(f"MISMATCH {case} {key}: typeset {got.get(key)} reference {value}", file=sys.stderr)
        print(f"typeset style: {len(all_cases)} cases, {checked} values compared, {failures} mismatches")
        sys.exit(1 if failures else 0)
    doc = {
        "comment": "Written by Scripts/expectations_style.py from fontTools metrics; do not edit.",
        "fonts": {k: {"path": p, "index": i, "unitsPerEm": ms[k]["upm"],
                      "capHeightSource": ms[k]["capSource"], "xHeightSource": ms[k]["xSource"],
                      "advances": {str(s): a for s, a in sorted(ms[k]["advances"].items())}}
                  for k, (p, i) in fonts.items()},
        "cases": [{"input": c, "expected": resolve(c, ms[c["font"]])} for c in all_cases],
    }
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "style.json")
    with open(path, "w") as f:  # one case per line, so diffs stay readable
        f.write("{\n" + f'"comment": {json.dumps(doc["comment"])},\n"fonts": {json.dumps(doc["fonts"])},\n"cases": [\n')
        f.write(",\n".join(json.dumps(c, separators=(",", ":")) for c in doc["cases"]))
        f.write("\n]\n}\n")
    print(f"wrote {path}: {len(all_cases)} cases")

if __name__ == "__main__":
    main()
