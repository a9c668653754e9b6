#!/usr/bin/env python3
"""Glyphs and positions as HarfBuzz (uharfbuzz) shapes them with every default OpenType feature,
for Typeset's OpenType shaping engine (GSUB/GPOS).

    python3 Scripts/expectations_otl.py                  # Tests/TypesetShapingTests/Expectations/otl/*.json
    python3 Scripts/expectations_otl.py --debian --out DIR   # the same on the full Debian fonts (CI)

Every line of Fixtures/text/otl-sample.txt is shaped with every fixture face as one buffer:
code points added with `add_codepoints` (so clusters are Unicode scalar indices into the line),
direction, script and language guessed by HarfBuzz (`guess_segment_properties`, with the C
locale so the guessed language is always "c", which matches no OpenType language system), the
default cluster level (0, monotone graphemes), no feature switched on or off, the ot shaper and
HarfBuzz's own OpenType font functions, font scale = units per em.

One JSON file per face: the font (path as given, face index, units per em, HarfBuzz version,
sample), the OpenType script and language systems of its GSUB and GPOS with their feature tags
("layout"), and per line:

    text             the line shaped
    script           ISO 15924 tag HarfBuzz guessed ("Latn", "Hani", ...)
    ot_script        the OpenType script tag for it ("latn", "hani", "kana" for Hiragana, ...)
    gsub, gpos       the script/language system HarfBuzz selects in this font for that script and
                     language "c": the script tag if the table has it, else DFLT, dflt, latn;
                     always the default language system ("latn/dflt"); null without the table
    direction        "ltr" / "rtl"
    language         the language HarfBuzz used ("c")
    glyphs           [glyph id, cluster, x advance, y advance, x offset, y offset], font units
    unsafe_to_break  per glyph 1 when HarfBuzz set UNSAFE_TO_BREAK, else 0
    advance          sum of the x advances

Two samples are also shaped against their script's direction (otl-sample.txt right to left in
Lato, arabic-sample.txt left to right in Noto Sans Arabic): `<font>-0-<sample>-<direction>.json`.

Right-to-left samples (Fixtures/text/arabic-sample.txt, persian-sample.txt, urdu-sample.txt,
hebrew-sample.txt: ordinary interface and prose sentences), the Thai and Lao samples
(thai-sample.txt, lao-sample.txt, left to right through the Thai shaper), the Khmer and
Myanmar samples (khmer-sample.txt, myanmar-sample.txt: interface strings and prose, Coeng Ro,
split vowels, robat and register shifters; kinzi, medials, stacked consonants, Shan), the
Hindi, Bengali and Tamil samples (hindi-sample.txt, bengali-sample.txt, tamil-sample.txt:
interface strings, prose, conjuncts, reph, pre-base matras, split matras, nukta forms, ZWJ/ZWNJ;
through the Indic shaper; and, with --debian only, the Gujarati, Gurmukhi, Oriya, Telugu, Kannada
and Malayalam samples, which have no fixture font), and the Sinhala, Tibetan and Javanese samples
(left to right through the Universal Shaping Engine) are shaped the same way with the
Arabic and Hebrew fixture fonts (the Arabic shaper, the Hebrew shaper, direction rtl, glyphs in
HarfBuzz's visual order) into `<font>-<index>-<sample>.json`; with --debian, with the full Noto
Sans Arabic, Noto Naskh Arabic (when installed) and Noto Sans Hebrew.

"runs" holds a few runs shaped alone with a given script (as a script itemiser would split the
line), with the whole line as context: clusters index the line. The first is " iOS 17 " in a
Chinese sentence as a Latin run, where Noto Serif CJK's latn/dflt `locl` applies (60.044 pt at
17 pt instead of 58.718 pt). Output is deterministic: sorted keys, one glyph per line.
"""
import argparse, json, locale, os
import uharfbuzz as hb
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE = "Fixtures/text/otl-sample.txt"
FIXTURES = [("Fixtures/fonts/Lato-Regular-subset.ttf", 0),
            ("Fixtures/fonts/NotoSerifCJKsc-Regular-subset.otf", 0),
            ("Fixtures/fonts/DejaVuSans-subset.ttf", 0),
            ("Fixtures/fonts/Inter-Regular-subset.otf", 0),
            ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 0),
            ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 1)]
DEBIAN = [("/usr/share/fonts/truetype/lato/Lato-Regular.ttf", 0),
          ("/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", 2),
          ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
          ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
          ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
          ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2)]
# Right-to-left samples: (sample, fixture fonts, Debian fonts); a Debian font that is not installed
# is passed over.
RTL = [("Fixtures/text/arabic-sample.txt", ["Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"]),
       ("Fixtures/text/persian-sample.txt", ["Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"]),
       ("Fixtures/text/urdu-sample.txt", ["Fixtures/fonts/NotoSansArabic-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"]),
       ("Fixtures/text/hebrew-sample.txt", ["Fixtures/fonts/NotoSansHebrew-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"]),
       # Left to right, through the Thai shaper (SARA AM decomposed, NIKHAHIT before the marks above).
       ("Fixtures/text/thai-sample.txt", ["Fixtures/fonts/NotoSansThai-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifThai-Regular.ttf"]),
       ("Fixtures/text/lao-sample.txt", ["Fixtures/fonts/NotoSansLao-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansLao-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifLao-Regular.ttf"]),
       # Left to right, through the Khmer and Myanmar shapers (syllables, reordering, dotted circles).
       ("Fixtures/text/khmer-sample.txt", ["Fixtures/fonts/NotoSansKhmer-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansKhmer-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifKhmer-Regular.ttf"]),
       ("Fixtures/text/myanmar-sample.txt", ["Fixtures/fonts/NotoSansMyanmar-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifMyanmar-Regular.ttf"]),
       # Left to right, through the Indic shaper (new-spec dev2, bng2, tml2 scripts of the fonts).
       ("Fixtures/text/hindi-sample.txt", ["Fixtures/fonts/NotoSansDevanagari-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifDevanagari-Regular.ttf"]),
       ("Fixtures/text/bengali-sample.txt", ["Fixtures/fonts/NotoSansBengali-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifBengali-Regular.ttf"]),
       ("Fixtures/text/tamil-sample.txt", ["Fixtures/fonts/NotoSansTamil-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifTamil-Regular.ttf"]),
       # The other Indic scripts: no fixture font, live on the full Debian fonts only (--debian).
       ("Fixtures/text/gujarati-sample.txt", [],
        ["/usr/share/fonts/truetype/noto/NotoSansGujarati-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifGujarati-Regular.ttf"]),
       ("Fixtures/text/gurmukhi-sample.txt", [],
        ["/usr/share/fonts/truetype/noto/NotoSansGurmukhi-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifGurmukhi-Regular.ttf"]),
       ("Fixtures/text/oriya-sample.txt", [],
        ["/usr/share/fonts/truetype/noto/NotoSansOriya-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifOriya-Regular.ttf"]),
       ("Fixtures/text/telugu-sample.txt", [],
        ["/usr/share/fonts/truetype/noto/NotoSansTelugu-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifTelugu-Regular.ttf"]),
       ("Fixtures/text/kannada-sample.txt", [],
        ["/usr/share/fonts/truetype/noto/NotoSansKannada-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifKannada-Regular.ttf"]),
       ("Fixtures/text/malayalam-sample.txt", [],
        ["/usr/share/fonts/truetype/noto/NotoSansMalayalam-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifMalayalam-Regular.ttf"]),
       # Left to right, through the Universal Shaping Engine (clusters, reordering, dotted circles).
       ("Fixtures/text/sinhala-sample.txt", ["Fixtures/fonts/NotoSansSinhala-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansSinhala-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerifSinhala-Regular.ttf"]),
       ("Fixtures/text/tibetan-sample.txt", ["Fixtures/fonts/NotoSerifTibetan-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSerifTibetan-Regular.ttf"]),
       ("Fixtures/text/javanese-sample.txt", ["Fixtures/fonts/NotoSansJavanese-Regular-subset.ttf"],
        ["/usr/share/fonts/truetype/noto/NotoSansJavanese-Regular.ttf"])]
# Samples shaped against their script's direction (Latin right to left, Arabic left to right:
# HarfBuzz reverses the graphemes and shapes in the script's direction):
# (sample, direction, fixture font, Debian font) -> `<font>-0-<sample>-<direction>.json`.
AGAINST = [("Fixtures/text/otl-sample.txt", "rtl", "Fixtures/fonts/Lato-Regular-subset.ttf",
            "/usr/share/fonts/truetype/lato/Lato-Regular.ttf"),
           ("Fixtures/text/arabic-sample.txt", "ltr", "Fixtures/fonts/NotoSansArabic-Regular-subset.ttf",
            "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")]
# (line containing, run text, script): runs shaped alone, with the line as context.
RUNS = [("升级到 iOS 17 以后", " iOS 17 ", "Latn"),
        ("組版「iOS 17」対応", "iOS 17", "Latn"),
        ("Typeset 排版 and 組版 with 타이포", "排版", "Hani"),
        ("Typeset 排版 and 組版 with 타이포", "타이포", "Hang")]
# ISO 15924 -> OpenType script tag where it is not the lower-cased ISO tag (only the scripts the
# sample can produce need to be right; anything else falls back like HarfBuzz: DFLT, dflt, latn).
OT_SCRIPT = {"Hira": "kana", "Zyyy": "DFLT", "Zinh": "DFLT", "Zzzz": "DFLT", "Laoo": "lao ", "Yiii": "yi  ",
             "Nkoo": "nko ", "Vaii": "vai ",
             # HarfBuzz tries `mym2` first (the Myanmar shaper); `mymr` fonts get the default shaper.
             "Mymr": "mym2"}

def ot_script(iso):
    return "DFLT" if iso is None else OT_SCRIPT.get(iso, iso.lower())

# The Indic scripts' new-specification tags, tried before the old ones (as HarfBuzz does; the
# Swift test takes both tags from the ISO code in "script").
INDIC_NEW = {"Deva": "dev2", "Beng": "bng2", "Guru": "gur2", "Gujr": "gjr2", "Orya": "ory2", "Taml": "tml2",
             "Telu": "tel2", "Knda": "knd2", "Mlym": "mlm2"}

def layout(tt):
    """{"GSUB": {"latn/dflt": [feature tags]}, "GPOS": {...}}; the required feature is listed too."""
    out = {}
    for tag in ("GSUB", "GPOS"):
        if tag not in tt:
            continue
        table = tt[tag].table
        records = table.FeatureList.FeatureRecord if table.FeatureList else []
        systems = {}
        for script in (table.ScriptList.ScriptRecord if table.ScriptList else []):
            langs = [("dflt", script.Script.DefaultLangSys)] + [(l.LangSysTag, l.LangSys) for l in script.Script.LangSysRecord]
            for lang, system in langs:
                if system is None:
                    continue
                indices = list(system.FeatureIndex)
                if system.ReqFeatureIndex != 0xFFFF:
                    indices.append(system.ReqFeatureIndex)
                systems[f"{script.ScriptTag}/{lang}"] = sorted({records[i].FeatureTag for i in indices})
        out[tag] = systems
    return out

def selected(tt, tag, iso):
    """The script/language system HarfBuzz uses for script `iso` and no language."""
    if tag not in tt or not tt[tag].table.ScriptList:
        return None
    scripts = {r.ScriptTag: r for r in tt[tag].table.ScriptList.ScriptRecord}
    for candidate in ([INDIC_NEW[iso]] if iso in INDIC_NEW else []) + [ot_script(iso), "DFLT", "dflt", "latn"]:
        if candidate in scripts:
            return f"{candidate}/dflt"
    return None

def result(buf, tt, extra):
    glyphs = [[i.codepoint, i.cluster, p.x_advance, p.y_advance, p.x_offset, p.y_offset]
              for i, p in zip(buf.glyph_infos, buf.glyph_positions)]
    unsafe = [1 if i.flags & hb.GlyphFlags.UNSAFE_TO_BREAK else 0 for i in buf.glyph_infos]
    script = buf.script
    return dict(extra, script=script, ot_script=ot_script(script), gsub=selected(tt, "GSUB", script),
                gpos=selected(tt, "GPOS", script), direction=buf.direction, language=buf.language,
                glyphs=glyphs, unsafe_to_break=unsafe, advance=sum(g[2] for g in glyphs))

def shape_line(font, tt, text, direction=None):
    buf = hb.Buffer()
    buf.add_codepoints([ord(c) for c in text])
    if direction:
        buf.direction = direction
    buf.guess_segment_properties()
    hb.shape(font, buf)
    return result(buf, tt, {"text": text})

def shape_run(font, tt, number, line, run, script):
    start = line.index(run)
    buf = hb.Buffer()
    buf.add_codepoints([ord(c) for c in line], start, len(run))
    buf.script = script
    buf.guess_segment_properties()  # direction and language only: the script is set
    hb.shape(font, buf)
    return result(buf, tt, {"line": number, "start": start, "end": start + len(run), "text": run})

def dump(value):
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))

def write_shaped_sample(out, path, face, font, tt, texts, sample, generator, suffix):
    """Shapes `texts` with HarfBuzz (`font`, `face` from `path`, `tt` its fontTools font) and
    writes them to OUT/<stem>-0-<suffix>.json, the header naming the sample and the generator
    (the random-string scripts of check_live.sh share this)."""
    lines = [shape_line(font, tt, text) for text in texts]
    header = {"font": path, "index": 0, "upem": face.upem, "harfbuzz": hb.version_string(),
              "uharfbuzz": hb.__version__, "sample": sample, "generator": generator, "cluster_level": 0,
              "features": "default", "layout": layout(tt), "glyph_count": tt["maxp"].numGlyphs,
              "name": tt["name"].getDebugName(4)}
    stem = os.path.splitext(os.path.basename(path))[0]
    target = os.path.join(out, f"{stem}-0-{suffix}.json")
    write_json(target, header, lines, [])
    print(f"{target}: {len(lines)} strings")

def write_json(path, header, lines, runs):
    """Sorted keys; the header fields one per line, every glyph on its own line."""
    def entry(item):
        fields = []
        for key in sorted(item):
            if key == "glyphs":
                rows = ",\n".join("      " + dump(g) for g in item[key])
                fields.append(f'    "glyphs": [\n{rows}\n    ]' if rows else '    "glyphs": []')
            else:
                fields.append(f"    {dump(key)}: {dump(item[key])}")
        return "   {\n" + ",\n".join(fields) + "\n   }"
    parts = []
    for key in sorted(set(header) | {"lines", "runs"}):
        if key == "layout":
            tables = []
            for table in sorted(header[key]):
                systems = ",\n".join(f"   {dump(system)}: {dump(tags)}" for system, tags in sorted(header[key][table].items()))
                tables.append(f'  "{table}": {{\n{systems}\n  }}')
            parts.append(' "layout": {\n' + ",\n".join(tables) + "\n }")
        elif key in ("lines", "runs"):
            items = lines if key == "lines" else runs
            parts.append(f' "{key}": [\n' + ",\n".join(entry(i) for i in items) + "\n ]")
        else:
            parts.append(f" {dump(key)}: {dump(header[key])}")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("{\n" + ",\n".join(parts) + "\n}\n")

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests", "TypesetShapingTests", "Expectations", "otl"))
    parser.add_argument("--debian", action="store_true", help="the full Debian fonts instead of the fixtures")
    args = parser.parse_args()
    # HarfBuzz's default language comes from the C library locale (cached on first use).
    locale.setlocale(locale.LC_ALL, "C")
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(ROOT, SAMPLE), encoding="utf-8") as f:
        sample = f.read().rstrip("\n").split("\n")
    for path, index in (DEBIAN if args.debian else FIXTURES):
        full = path if path.startswith("/") else os.path.join(ROOT, path)
        face = hb.Face(hb.Blob.from_file_path(full), index)
        font = hb.Font(face)  # scale = upem: font units
        tt = TTFont(full, fontNumber=index, lazy=True)
        lines = [shape_line(font, tt, text) for text in sample]
        runs = []
        for within, run, script in RUNS:
            number = next(n for n, l in enumerate(sample) if within in l)
            runs.append(shape_run(font, tt, number, sample[number], run, script))
        header = {"font": os.path.relpath(full, ROOT) if full.startswith(ROOT + os.sep) else full, "index": index,
                  "upem": face.upem, "harfbuzz": hb.version_string(), "uharfbuzz": hb.__version__, "sample": SAMPLE,
                  "name": tt["name"].getDebugName(4), "generator": "Scripts/expectations_otl.py", "cluster_level": 0, "features": "default",
                  "layout": layout(tt), "glyph_count": tt["maxp"].numGlyphs}
        stem = os.path.splitext(os.path.basename(path))[0]
        name = os.path.join(args.out, f"{stem}-{index}.json")
        write_json(name, header, lines, runs)
        print(f"{os.path.relpath(name, ROOT) if name.startswith(ROOT) else name}: {len(lines)} lines, {len(runs)} runs")
    jobs = [(sample_path, path, None) for sample_path, fixtures, debian in RTL for path in (debian if args.debian else fixtures)]
    jobs += [(sample_path, debian if args.debian else fixture, direction) for sample_path, direction, fixture, debian in AGAINST]
    for sample_path, path, direction in jobs:
        with open(os.path.join(ROOT, sample_path), encoding="utf-8") as f:
            sample = f.read().rstrip("\n").split("\n")
        if True:
            full = path if path.startswith("/") else os.path.join(ROOT, path)
            if not os.path.exists(full):
                print(f"{full}: not installed, passed over")
                continue
            face = hb.Face(hb.Blob.from_file_path(full), 0)
            font = hb.Font(face)
            tt = TTFont(full, lazy=True)
            lines = [shape_line(font, tt, text, direction) for text in sample]
            header = {"font": os.path.relpath(full, ROOT) if full.startswith(ROOT + os.sep) else full, "index": 0,
                      "upem": face.upem, "harfbuzz": hb.version_string(), "uharfbuzz": hb.__version__, "sample": sample_path,
                      "name": tt["name"].getDebugName(4), "generator": "Scripts/expectations_otl.py", "cluster_level": 0,
                      "features": "default", "layout": layout(tt), "glyph_count": tt["maxp"].numGlyphs}
            stem = os.path.splitext(os.path.basename(path))[0]
            sample_stem = os.path.basename(sample_path).removesuffix("-sample.txt").removesuffix(".txt")
            if direction:
                sample_stem += f"-{direction}"
            name = os.path.join(args.out, f"{stem}-0-{sample_stem}.json")
            write_json(name, header, lines, [])
            print(f"{os.path.relpath(name, ROOT) if name.startswith(ROOT) else name}: {len(lines)} lines")

if __name__ == "__main__":
    main()
