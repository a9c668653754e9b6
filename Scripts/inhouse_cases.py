#!/usr/bin/env python3
"""Re-runs HarfBuzz's in-house shaping tests (Fixtures/conformance/harfbuzz/in-house) with uharfbuzz.

    python3 Scripts/inhouse_cases.py                 # report: cases per file, matches, differences
    python3 Scripts/inhouse_cases.py --options       # Markdown table: hb-shape options per file
    python3 Scripts/inhouse_cases.py --write         # also writes Tests/TypesetShapingTests/Expectations/inhouse-cases.json
    python3 Scripts/inhouse_cases.py --copy-from DIR # copies the selected .tests files and their fonts from DIR

Each `.tests` line is `FONT;OPTIONS;UNICODES;EXPECTED` (FONT relative to the tests folder,
OPTIONS `hb-shape` flags split on whitespace, UNICODES `U+0041,U+0042` or bare hex, EXPECTED
`hb-shape` output). A line starting with `#` followed by a space is a comment; `#` directly
followed by a test is a disabled test (not run). `@shapers=`, `@font-funcs=` and
`@face-loaders=` (or `-=` to exclude) restrict the backends for the lines after them; only the
`ot` shaper, `ot` font functions and `ot` face loader exist here, so a line whose backends
exclude them is skipped, as HarfBuzz's own runner would on a build without them.

Each case is shaped like HarfBuzz's runner does (`--unsafe-to-concat` added to every line; the
output does not depend on `--verify`): font scale = units per em, HarfBuzz's OpenType font
functions, the options of the line applied to the buffer, then serialised in hb-shape's format.
When the strings differ and either names a glyph `gidN`, both are compared again with every
glyph name replaced by its glyph id (as HarfBuzz's runner does).

The expectations were taken from a newer HarfBuzz (the commit in the README) than the 15.0.0
inside uharfbuzz 0.57, so a few cases differ; they are listed.

The JSON written by --write holds every case but those of emoji-clusters.tests (file, line, font, raw and parsed options, code
points) with the expected output with glyph names replaced by glyph ids (`expected_ids`, so a
shaper that does not read glyph names can compare; the .tests line has the names), what
HarfBuzz 15.0.0 gives when it differs (`harfbuzz`, glyph ids too), `result` (match, differs,
skipped, disabled), the
script HarfBuzz guessed and the shaper HarfBuzz uses for it and the font (`default`, `hangul`, or the
complex shaper: `arabic`, `hebrew`, `indic`, `khmer`, `myanmar`, `myanmar_zawgyi` (script Qaag), `thai`, `use`; `fallback` for
--shaper=fallback). `script` is null when every character is Common or Inherited (emoji,
spaces): HarfBuzz then uses the DFLT script of the font.
"""
import argparse, json, os, re, shutil, sys
import uharfbuzz as hb
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = os.path.join(ROOT, "Fixtures", "conformance", "harfbuzz", "in-house")
TESTS = os.path.join(BASE, "tests")
JSON_OUT = os.path.join(ROOT, "Tests", "TypesetShapingTests", "Expectations", "inhouse-cases.json")
# Left out of the JSON (its header says so): 3825 lines on one font with glyph ids only
# (--no-glyph-names --no-positions), read them from the .tests file.
NOT_IN_JSON = {"emoji-clusters.tests"}

# The .tests files copied (OpenType shaping of Latin, Greek, Cyrillic, CJK, Hangul, emoji and the
# generic GSUB/GPOS machinery), with what each covers.
COPIED = {
    "sara-am.tests": "Thai shaper: sara am decomposed, nikhahit before the marks above",
    "variations.tests": "variable fonts: advances at instances (gvar phantom points, HVAR, a private axis tag)",
    "variations-rvrn.tests": "variable fonts: rvrn and FeatureVariations conditions at 100 axis positions",
    "arabic-fallback-shaping.tests": "Arabic shaper on fonts without GSUB (fallback presentation forms from Unicode's Arabic Presentation Forms)",
    "arabic-feature-order.tests": "Arabic shaper: the order and stages of the positional features, rlig, calt (Arabic and Mongolian fonts)",
    "arabic-like-joining.tests": "Adlam joining (the USE shaper with Arabic joining)",
    "arabic-mark-order.tests": "Arabic shaper: modifier combining marks moved first (UTR #53), shadda reordered, CGJ",
    "arabic-normalization.tests": "Arabic shaper: hamza and madda composed or decomposed against the font, with joining",
    "arabic-phags-pa.tests": "Phags-pa joining (the USE shaper with Arabic joining), ZWJ/ZWNJ, variation selectors",
    "arabic-stch.tests": "Arabic shaper: stch stretching (Syriac abbreviation mark, Arabic piastre sign)",
    "automatic-fractions.tests": "numr/dnom/frac applied around U+2044 without being asked",
    "cluster.tests": "cluster levels 0-3 (marks, Hebrew, Bengali, Malayalam, Sinhala, Thai sara am)",
    "collections.tests": "a face of a TrueType collection and of a Mac dfont (--face-index)",
    "context-matching.tests": "context and chaining context rules (Tai Tham, Devanagari, Bengali, regional indicators, a Latin ligature after a context)",
    "cursive-positioning.tests": "GPOS cursive attachment (Arabic, Duployan), --features ltr/rtl variants",
    "default-ignorables.tests": "CGJ between marks, ZWJ after a letter: default ignorables hidden (space glyph) or kept by a font lookup",
    "digits.tests": "Arabic digits with enclosing marks, pnum",
    "emoji-clusters.tests": "cluster formation of every emoji sequence (AdobeBlank2: one glyph for all)",
    "emoji.tests": "emoji tag sequences, ZWJ sequences, direction",
    "fallback-positioning.tests": "HarfBuzz's mark positioning for fonts without GPOS",
    "glyph-props-no-gdef.tests": "glyph classes without GDEF",
    "hangul-calt.tests": "calt and liga across Hangul syllables (the Hangul shaper)",
    "hangul-jamo.tests": "conjoining jamo: filler, trailing consonant alone",
    "harfbust.tests": "a font whose GSUB fontTools cannot read: the ot shaper must not form the ligature other shapers form",
    "hebrew-diacritics.tests": "Hebrew shaper: points reordered, presentation forms composed for fonts without GPOS marks",
    "hyphens.tests": "U+2011 drawn with the U+2010 glyph when the font lacks it",
    "item-context.tests": "pre- and post-context of a run (--unicodes-before/after), --bot",
    "indic-consonant-with-stacker.tests": "Indic shaper: Consonant_With_Stacker (CS) letters starting a syllable",
    "indic-decompose.tests": "Indic shaper: split matras decomposed, the parts reordered",
    "indic-feature-order.tests": "Indic shaper: basic features in order, one stage each",
    "indic-init.tests": "Indic shaper: init on a pre-base matra at a word start",
    "indic-joiner-candrabindu.tests": "Indic shaper: ZWJ/ZWNJ before a candrabindu",
    "indic-joiners.tests": "Indic shaper: ZWJ and ZWNJ in conjuncts (half forms, explicit virama, matra position)",
    "indic-malayalam-dot-reph.tests": "Indic shaper: Malayalam dot reph (logical repha) reordering",
    "indic-misc.tests": "Indic shaper: Gurmukhi below-base forms and more",
    "indic-old-spec.tests": "Indic shaper: old-spec script tags (halant after the last consonant, eyelash ra)",
    "indic-pref-blocking.tests": "Indic shaper: pre-base reordering (pref) blocked by the font's context",
    "indic-script-extensions.tests": "Indic shaper: Common/Inherited characters with Script_Extensions in Indic runs",
    "indic-special-cases.tests": "Indic shaper: special cases (Kannada ra halant ZWJ, Bengali ya-phalaa, ...)",
    "indic-syllable.tests": "Indic shaper: syllable grammar, broken clusters and dotted circles",
    "indic-vowel-letter-spoofing.tests": "Indic shaper: independent vowel + matra sequences that spoof other letters get a dotted circle",
    "kern-format2.tests": "legacy kern table with format 0 and format 2 (class) subtables, no GPOS",
    "language-tags.tests": "BCP 47 languages to OpenType language systems (zh-Hant-HK, dv, ...)",
    "ligature-id.tests": "ligature ids over long runs of ligatures (Bengali), marks on ligature components (Arabic, Myanmar)",
    "mark-attachment.tests": "mark-to-base, mark-to-ligature, mark attachment through ligatures",
    "mark-filtering-sets.tests": "lookup flag UseMarkFilteringSet",
    "mongolian-variation-selector.tests": "Mongolian joining and free variation selectors (the USE shaper with Arabic joining)",
    "nested-mark-filtering-sets.tests": "Arabic shaper on Noto Nastaliq Urdu: nested mark filtering sets, cursive chains",
    "none-directional.tests": "a script without a direction (Old Italic) shaped ltr and rtl",
    "per-script-kern-fallback.tests": "legacy kern table vs GPOS kern per script",
    "positioning-features.tests": "GPOS dist, abvm and blwm in Latin text: which apply by default",
    "rand.tests": "the rand feature (alternates chosen by HarfBuzz's generator, --features rand=N)",
    "reverse-sub.tests": "reverse chaining single substitution (GSUB type 8)",
    "simple.tests": "plain Latin with the ot and fallback shapers",
    "spaces.tests": "a font with only U+0020: U+00A0, U+2000-200A, U+202F, U+205F, U+3000 from the space glyph with HarfBuzz's widths, horizontal and vertical",
    "tt-kern-gpos.tests": "legacy kern table used when GPOS has no kern feature",
    "unsafe-to-concat.tests": "the unsafe-to-concat glyph flag (--show-flags)",
    "variation-selectors.tests": "variation selectors: cmap 14, not-found glyph for an unsupported selector",
    "zero-width-marks.tests": "zeroing mark advances (with and without GDEF, per script)",
    "khmer-mark-order.tests": "Khmer shaper: split vowels decomposed, marks after a matra group in a broken cluster with a dotted circle",
    "khmer-misc.tests": "Khmer shaper: Coeng + Ro before the base (pref), pre-base vowels, robat, register shifters, ZWJ/ZWNJ, dotted circles",
    "myanmar-misc.tests": "Myanmar shaper: several pre-base vowels reversed, with variation selectors; mark order",
    "myanmar-syllable.tests": "Myanmar shaper: a syllable modifier after a Common character",
    "myanmar-zawgyi.tests": "Zawgyi-encoded Myanmar (script Qaag): HarfBuzz's shaper without normalization or Myanmar processing",
    "sinhala.tests": "Sinhala (USE shaper): al-lakuna and vowel signs, decomposed split vowels",
    "tibetan-contractions-1.tests": "USE shaper (Tibetan): subjoined consonants, vowels, decomposition of precomposed letters",
    "tibetan-contractions-2.tests": "USE shaper (Tibetan): subjoined consonants, vowels, decomposition of precomposed letters",
    "tibetan-vowels.tests": "USE shaper (Tibetan): vowel sign order (modified combining classes)",
    "use-indic3.tests": "USE shaper for an Indic font with a third-version script tag (knd3)",
    "use-javanese.tests": "USE shaper (Javanese): pre-base vowels, medial ra (pref/pengkal), cakra, clusters",
    "use-marchen.tests": "USE shaper (Marchen): subjoined consonants, vowels, clusters",
    "use-syllable.tests": "USE shaper: cluster grammar, broken clusters with dotted circles, ZWNJ, CGJ",
    "use-vowel-letter-spoofing.tests": "vowel-letter spoofing (dotted circles) in the Indic and USE scripts",
    "use.tests": "USE shaper: repha, pre-base reordering, Balinese, Chakma, Tai Tham, Tai Viet, Kaithi and others",
}
# The rest of HarfBuzz's in-house tests, not copied, with the reason.
NOT_COPIED = {
    "aat-morx.tests": "AAT backend (morx)",
    "aat-trak.tests": "AAT backend (trak tracking by point size)",
    "color-fonts.tests": "colour glyph extents (--show-extents), not shaping",
    "coretext.tests": "CoreText backend (@shapers=ot,coretext on an Arabic font)",
    "directwrite.tests": "DirectWrite backend",
    "graphite2-clusters.tests": "Graphite backend",
    "kbts.tests": "kb_text_shape backend",
    "macos.tests": "macOS system fonts (absolute /System/Library paths), CoreText backend",
    "rotation.tests": "vertical text (vert forms for --direction t/b) and rtl mirroring of the same font",
    "synthetic.tests": "synthetic bold and slant (--font-bold, --font-slant) in vertical text",
    "uniscribe.tests": "Uniscribe backend",
    "vertical.tests": "vertical text (vmtx, VORG, vert) in variable CJK fonts",
}

# The shaper HarfBuzz uses, from the script and the GSUB script it selects in the font (the
# rules of HarfBuzz's shaper choice): Indic and USE scripts fall back to the default shaper
# when the font's GSUB script is DFLT or latn, Myanmar also for mymr (only mym2 gets the
# Myanmar shaper), Syriac for DFLT; Arabic and Syriac use the default shaper vertically.
INDIC = {"Deva": "dev", "Beng": "bng", "Guru": "gur", "Gujr": "gjr", "Orya": "ory", "Taml": "tml", "Telu": "tel",
         "Knda": "knd", "Mlym": "mlm"}
USE = {"Sinh", "Tibt", "Mong", "Nkoo", "Phag", "Java", "Bali", "Lana", "Marc", "Dupl", "Plrd", "Bugi", "Mand", "Mani",
       "Phlp", "Adlm", "Rohg", "Sogd", "Chrs", "Cham", "Lepc", "Rjng", "Sund", "Kthi", "Mtei", "Tavt", "Batk", "Brah",
       "Cakm", "Shrd", "Takr", "Gran", "Khoj", "Sind", "Mahj", "Modi", "Hmng", "Sidd", "Tirh", "Ahom", "Mult", "Bhks",
       "Newa", "Gonm", "Soyo", "Zanb", "Dogr", "Gong", "Maka", "Medf", "Sogo", "Elym", "Nand", "Hmnp", "Wcho", "Diak",
       "Kits", "Yezi", "Cpmn", "Ougr", "Tnsa", "Toto", "Vith", "Kawi", "Nagm", "Buhd", "Hano", "Tglg", "Tagb", "Limb",
       "Tale", "Khar", "Sylo", "Tfng", "Kali", "Saur", "Egyp"}
OT_TAG = {"Hira": "kana", "Laoo": "lao ", "Yiii": "yi  ", "Nkoo": "nko ", "Vaii": "vai ", "Mymr": "mymr"}

def gsub_script(script, scripts):
    """The GSUB script tag HarfBuzz selects for `script` among the font's `scripts` (None: none)."""
    if not scripts:
        return None
    candidates = []
    if script in INDIC:
        candidates = [INDIC[script] + "3", INDIC[script] + "2", script.lower()]
    elif script == "Mymr":
        candidates = ["mym2", "mymr"]
    elif script:
        candidates = [OT_TAG.get(script, script.lower())]
    for tag in candidates + ["DFLT", "dflt", "latn"]:
        if tag in scripts:
            return tag
    return None

def hb_shaper(script, direction, scripts):
    tag = gsub_script(script, scripts)
    horizontal = direction in ("ltr", "rtl")
    if script in ("Arab", "Syrc"):
        return "arabic" if horizontal and (script == "Arab" or tag != "DFLT") else "default"
    if script in ("Thai", "Laoo"):
        return "thai"
    if script == "Hang":
        return "hangul"
    if script == "Hebr":
        return "hebrew"
    if script == "Khmr":
        return "khmer"
    if script == "Qaag":  # HarfBuzz's private script for Zawgyi-encoded Myanmar
        return "myanmar_zawgyi"
    if script in INDIC:
        return "default" if tag in ("DFLT", "latn") else "use" if tag and tag.endswith("3") else "indic"
    if script == "Mymr":
        return "default" if tag in ("DFLT", "latn", "mymr") else "myanmar"
    if script in USE:
        return "default" if tag in ("DFLT", "latn") else "use"
    return "default"

GSUB_SCRIPTS = {}
def font_gsub_scripts(path, index):
    key = (path, index)
    if key not in GSUB_SCRIPTS:
        try:
            tt = TTFont(path, fontNumber=index, lazy=True)
            table = tt["GSUB"].table if "GSUB" in tt else None
            GSUB_SCRIPTS[key] = {r.ScriptTag for r in table.ScriptList.ScriptRecord} if table and table.ScriptList else set()
        except Exception:  # a GSUB fontTools cannot read (HarfBust.ttf): HarfBuzz finds no script either
            GSUB_SCRIPTS[key] = set()
    return GSUB_SCRIPTS[key]

def parse_unicodes(text):
    out = []
    for item in re.split(r"[,\s;]+", text.strip()):
        if item:
            out.append(int(re.sub(r"^(?:[Uu]\+|0[xX])", "", item), 16))
    return out

FEATURE = re.compile(r"""^\s*([+-])?\s*(["']?)([^"'\[=\s]{1,4})\2\s*(?:\[\s*(\d*)\s*(?:(:)\s*(\d*))?\s*\])?\s*(?:=\s*(\d+|on|off|true|false))?\s*$""")

def parse_features(text):
    """hb_feature_from_string's grammar: [+-]tag[[start:end]][=value]. Returns (tag, value, start, end)."""
    out = []
    for item in text.split(","):
        m = FEATURE.match(item)
        if not m:
            raise ValueError(f"feature {item!r}")
        sign, _, tag, start, colon, end, value = m.groups()
        if value is not None:
            v = {"on": 1, "true": 1, "off": 0, "false": 0}.get(value)
            v = int(value) if v is None else v
        else:
            v = 0 if sign == "-" else 1
        s = int(start) if start else 0
        if start is not None and not colon:          # [3]: that character only
            e = s + 1 if start else 0xFFFFFFFF
        else:
            e = int(end) if end else 0xFFFFFFFF
        out.append((tag, v, s, e))
    return out

def parse_options(words):
    """hb-shape options of one line -> dict; unknown options raise."""
    o = {"features": [], "face_index": 0, "cluster_level": 0, "before": [], "after": [], "flags": [],
         "serialize": [], "shaper": None, "font_funcs": None, "unsupported": []}
    it = iter(words)
    for word in it:
        name, eq, value = word.partition("=")
        takes = {"--shaper", "--shapers", "--font-funcs", "--features", "--direction", "--script", "--language",
                 "--face-index", "--cluster-level", "--unicodes-before", "--unicodes-after", "--variations",
                 "--font-ptem", "--font-size", "--font-slant", "--font-bold", "--not-found-variation-selector-glyph"}
        if name in takes and not eq:
            value = next(it)
        if name in ("--shaper", "--shapers"):
            o["shaper"] = value
        elif name == "--font-funcs":
            o["font_funcs"] = value
        elif name == "--features":
            o["features"] += parse_features(value)
        elif name == "--direction":
            o["direction"] = {"l": "ltr", "r": "rtl", "t": "ttb", "b": "btt"}[value[0].lower()]
        elif name == "--script":
            o["script"] = value
        elif name == "--language":
            o["language"] = value
        elif name == "--face-index":
            o["face_index"] = int(value)
        elif name == "--cluster-level":
            o["cluster_level"] = int(value)
        elif name == "--variations":
            o["variations"] = value
        elif name == "--unicodes-before":
            o["before"] = parse_unicodes(value)
        elif name == "--unicodes-after":
            o["after"] = parse_unicodes(value)
        elif name in ("--bot", "--eot", "--preserve-default-ignorables", "--remove-default-ignorables",
                      "--do-not-insert-dotted-circle", "--unsafe-to-concat", "--safe-to-insert-tatweel"):
            o["flags"].append(name[2:])
        elif name in ("--no-glyph-names", "--no-positions", "--no-clusters", "--no-advances", "--show-flags",
                      "--show-extents"):
            o["serialize"].append(name[2:])
        elif name in ("--verify", "--ned"):
            pass
        else:
            o["unsupported"].append(word)
    return o

def directive(line, state):
    """@shapers=a,b / @font-funcs-=x: the backends lines after it run with."""
    body = line.split("#")[0].strip()[1:]
    what, _, values = body.partition("=")
    exclude = what.endswith("-")
    what = what.rstrip("-").rstrip("s").replace("font-func", "font-funcs")
    values = [v.strip() for v in values.split(",") if v.strip()]
    state[what] = ("exclude" if exclude else "only", values)

def backend_runs_ot(state, what):
    mode, values = state.get(what, ("exclude", []))
    return ("ot" not in values) if mode == "exclude" else ("ot" in values)

def read_cases(path):
    cases, state = [], {}
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            disabled = False
            if line.startswith("#"):
                if line[1:2] in (" ", ""):
                    continue
                disabled, line = True, line[1:]
            line = line.strip()
            if not line:
                continue
            if line.startswith("@"):
                directive(line, state)
                continue
            font, options, unicodes, expected = line.split(";")
            case = {"file": os.path.basename(path), "line": number, "font": font, "options": options,
                    "unicodes": parse_unicodes(unicodes), "expected": expected, "disabled": disabled}
            if not all(backend_runs_ot(state, w) for w in ("shaper", "font-funcs", "face-loader")):
                case["skip"] = "backends of an @ directive exclude ot: " + ", ".join(
                    f"{w} {m} {','.join(v)}" for w, (m, v) in sorted(state.items()))
            cases.append(case)
    return cases

FLAG = {"bot": hb.BufferFlags.BOT, "eot": hb.BufferFlags.EOT,
        "preserve-default-ignorables": hb.BufferFlags.PRESERVE_DEFAULT_IGNORABLES,
        "remove-default-ignorables": hb.BufferFlags.REMOVE_DEFAULT_IGNORABLES,
        "do-not-insert-dotted-circle": hb.BufferFlags.DO_NOT_INSERT_DOTTED_CIRCLE,
        "unsafe-to-concat": hb.BufferFlags.PRODUCE_UNSAFE_TO_CONCAT,
        "safe-to-insert-tatweel": hb.BufferFlags.PRODUCE_SAFE_TO_INSERT_TATWEEL}
SERIALIZE = {"no-glyph-names": hb.BufferSerializeFlags.NO_GLYPH_NAMES, "no-positions": hb.BufferSerializeFlags.NO_POSITIONS,
             "no-clusters": hb.BufferSerializeFlags.NO_CLUSTERS, "no-advances": hb.BufferSerializeFlags.NO_ADVANCES,
             "show-flags": hb.BufferSerializeFlags.GLYPH_FLAGS, "show-extents": hb.BufferSerializeFlags.GLYPH_EXTENTS}

FONTS = {}
def load_font(path, index, variations=None):
    """The font at `variations` ("wght=650,TEST=491": hb-shape's syntax) or its default instance."""
    key = (path, index, variations)
    if key not in FONTS:
        font = hb.Font(hb.Face(hb.Blob.from_file_path(path), index))
        if variations:
            font.set_variations({tag: float(value) for tag, value in
                                 (item.split("=") for item in variations.replace(" ", ",").split(",") if item)})
        FONTS[key] = font
    return FONTS[key]

def features_arg(features):
    out = {}
    for tag, value, start, end in features:
        out.setdefault(tag, []).append((start, end, value))
    return out

def shape(case, o):
    font = load_font(os.path.normpath(os.path.join(TESTS, case["font"])), o["face_index"], o.get("variations"))
    buf = hb.Buffer()
    flags = hb.BufferFlags.PRODUCE_UNSAFE_TO_CONCAT  # HarfBuzz's runner adds --unsafe-to-concat
    for name in o["flags"]:
        flags |= FLAG[name]
    # Pre-context, the text (clusters from 0), post-context: as hb-shape adds them.
    if o["before"]:
        buf.add_codepoints(o["before"], len(o["before"]), 0)
    buf.add_codepoints(case["unicodes"])
    if o["after"]:
        buf.add_codepoints(o["after"], 0, 0)
    buf.flags = flags
    buf.cluster_level = o["cluster_level"]
    if "direction" in o:
        buf.direction = o["direction"]
    if "script" in o:
        buf.script = o["script"]
    if "language" in o:
        buf.language = o["language"]
    buf.guess_segment_properties()
    shapers = [o["shaper"]] if o["shaper"] else None
    hb.shape(font, buf, features_arg(o["features"]), shapers)
    sflags = hb.BufferSerializeFlags.DEFAULT
    for name in o["serialize"]:
        sflags |= SERIALIZE[name]
    return font, buf, buf.serialize(font, flags=sflags)

ITEM = re.compile(r"^([^=@+#<]*)(.*)$")

def with_ids(font, text):
    """hb-shape output with every glyph name replaced by its glyph id (None if a name is unknown)."""
    inner = text.strip()[1:-1]
    if not inner:
        return "[]"
    out = []
    for item in inner.split("|"):
        name, rest = ITEM.match(item).groups()
        gid = int(name) if name.isdigit() else font.glyph_from_string(name)
        if gid is None:
            return None
        out.append(f"{gid}{rest}")
    return "[" + "|".join(out) + "]"

def guessed_properties(case, o):
    buf = hb.Buffer()
    buf.add_codepoints(case["unicodes"])
    if "script" in o:
        buf.script = o["script"]
    if "direction" in o:
        buf.direction = o["direction"]
    buf.guess_segment_properties()
    return buf.script, buf.direction

def run(case):
    o = parse_options(case["options"].split())
    case["parsed"] = {k: v for k, v in o.items() if v not in (None, [], 0) or k in ("face_index",)}
    case["parsed"]["features"] = [f"{t}={v}[{s}:{'' if e == 0xFFFFFFFF else e}]" for t, v, s, e in o["features"]]
    if not case["parsed"]["features"]:
        del case["parsed"]["features"]
    script, direction = guessed_properties(case, o)
    case["script"] = script
    scripts = font_gsub_scripts(os.path.normpath(os.path.join(TESTS, case["font"])), o["face_index"])
    case["shaper"] = "fallback" if o["shaper"] == "fallback" else hb_shaper(script, direction, scripts)
    if o.get("direction") in ("ttb", "btt"):
        case["vertical"] = True
    if case.get("skip") or case["disabled"]:
        case["result"] = "skipped" if case.get("skip") else "disabled"
        return case
    if o["shaper"] not in (None, "ot", "fallback") or o["font_funcs"] not in (None, "ot"):
        case["result"], case["skip"] = "skipped", f"backend {o['shaper'] or o['font_funcs']} not available"
        return case
    if o["unsupported"]:
        case["result"], case["skip"] = "skipped", "uharfbuzz 0.57 cannot apply " + " ".join(o["unsupported"])
        return case
    font, buf, got = shape(case, o)
    case["got"] = got
    case["expected_ids"] = with_ids(font, case["expected"])
    case["harfbuzz"] = with_ids(font, got)
    if got == case["expected"]:
        case["result"] = "match"
    elif case["expected_ids"] is not None and case["expected_ids"] == case["harfbuzz"]:
        case["result"] = "match"  # same glyphs, names differ (gidN)
    else:
        case["result"] = "differs"
    return case

def option_names(cases):
    names = set()
    for c in cases:
        if c["disabled"]:
            continue
        for word in c["options"].split():
            if word.startswith("--"):
                name, _, value = word.partition("=")
                if name in ("--shaper", "--font-funcs", "--cluster-level", "--direction", "--face-index", "--features",
                            "--script", "--language", "--unicodes-before", "--unicodes-after"):
                    names.add(f"{name}={value}")
                else:
                    names.add(name)
    return sorted(names)

def copy_from(source):
    os.makedirs(os.path.join(BASE, "tests"), exist_ok=True)
    os.makedirs(os.path.join(BASE, "fonts"), exist_ok=True)
    fonts = set()
    for name in sorted(COPIED):
        shutil.copyfile(os.path.join(source, "tests", name), os.path.join(TESTS, name))
        for case in read_cases(os.path.join(TESTS, name)):
            fonts.add(os.path.normpath(os.path.join("tests", case["font"])))
    for font in sorted(fonts):
        shutil.copyfile(os.path.join(source, font), os.path.join(BASE, font))
    print(f"copied {len(COPIED)} test files and {len(fonts)} fonts from {source}")

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--copy-from", metavar="DIR", help="HarfBuzz's in-house folder (tests/, fonts/) to copy the selection from")
    parser.add_argument("--options", action="store_true", help="print the hb-shape options per file as Markdown")
    parser.add_argument("--write", action="store_true", help=f"write {os.path.relpath(JSON_OUT, ROOT)}")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every difference in full")
    args = parser.parse_args()
    if args.copy_from:
        copy_from(args.copy_from)
    files = sorted(f for f in os.listdir(TESTS) if f.endswith(".tests"))
    unknown = [f for f in files if f not in COPIED]
    if unknown:
        sys.exit(f"not in COPIED: {unknown}")
    everything = []
    if args.options:
        print("| file | cases | HarfBuzz shaper (cases) | hb-shape options | directives |\n|---|---|---|---|---|")
    totals = {}
    for name in files:
        cases = [run(c) for c in read_cases(os.path.join(TESTS, name))]
        everything += cases
        count = {}
        for c in cases:
            count[c["result"]] = count.get(c["result"], 0) + 1
            totals[c["result"]] = totals.get(c["result"], 0) + 1
        if args.options:
            with open(os.path.join(TESTS, name), encoding="utf-8") as f:
                directives = sorted({l.split("#")[0].strip() for l in f if l.startswith("@")})
            opts = ", ".join(f"`{o}`" for o in option_names(cases)) or "none"
            kinds = {}
            for c in cases:
                kind = c["shaper"] + (" vertical" if c.get("vertical") else "")
                kinds[kind] = kinds.get(kind, 0) + 1
            kinds = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
            print(f"| {name} | {len(cases)} | {kinds} | {opts} | {', '.join(f'`{d}`' for d in directives)} |")
            continue
        shapers = sorted({c["shaper"] for c in cases})
        print(f"{name}: {len(cases)} cases, " + ", ".join(f"{v} {k}" for k, v in sorted(count.items()))
              + f"; shapers {', '.join(shapers)}")
        for c in cases:
            if c["result"] == "differs":
                print(f"  line {c['line']}: {c['font'].split('/')[-1]} {c['options']!r} {','.join('%04X' % u for u in c['unicodes'])}")
                exp, got = c["expected"], c["got"]
                if not args.verbose and len(exp) > 300:
                    exp, got = exp[:300] + "...", got[:300] + "..."
                print(f"    expected {exp}\n    harfbuzz {got}")
            elif c["result"] == "skipped":
                print(f"  line {c['line']}: skipped: {c['skip']}")
    if not args.options:
        print(f"total: {len(everything)} cases, " + ", ".join(f"{v} {k}" for k, v in sorted(totals.items()))
              + f" (HarfBuzz {hb.version_string()}, uharfbuzz {hb.__version__})")
    if args.write:
        keep = ("file", "line", "font", "options", "parsed", "unicodes", "expected_ids", "result", "script", "shaper",
                "vertical", "skip", "disabled")
        def entry(c):
            e = {k: c[k] for k in keep if k in c and c[k] not in (False, None) or k == "script" and k in c}
            if c.get("harfbuzz") != c.get("expected_ids"):
                e["harfbuzz"] = c.get("harfbuzz")
            return json.dumps(e, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        with open(JSON_OUT, "w", encoding="utf-8", newline="\n") as f:
            f.write('{\n "generator": "Scripts/inhouse_cases.py",\n')
            left_out = {n: sum(1 for c in everything if c["file"] == n) for n in sorted(NOT_IN_JSON)}
            f.write(f' "harfbuzz": "{hb.version_string()}",\n "uharfbuzz": "{hb.__version__}",\n')
            f.write(f' "not_listed": {json.dumps(left_out, sort_keys=True)},\n "cases": [\n')
            f.write(",\n".join("  " + entry(c) for c in everything if c["file"] not in NOT_IN_JSON))
            f.write("\n ]\n}\n")

if __name__ == "__main__":
    main()
