#!/usr/bin/env python3
"""Builds the committed font fixtures from Debian's font packages with fontTools' subsetter.

    apt-get install fonts-dejavu-core fonts-inter fonts-noto-cjk fonts-lato
    python3 Scripts/make_fixtures.py           # everything below
    python3 Scripts/make_fixtures.py --otl     # only the OpenType Layout fixtures (Lato, Noto Serif CJK)
    python3 Scripts/make_fixtures.py --complex # only the complex-script Noto Sans subsets (fonts-noto-core)
    python3 Scripts/make_fixtures.py --example # only the fonts of the `typeset fit` example (Examples/Catalog/fonts)

The fixtures are small subsets (Latin, Greek, Cyrillic, CJK samples) that keep every table
the tests read (kern, GPOS pair kerning, glyf or CFF outlines with subroutines). Licences
are copied next to them in Fixtures/fonts/LICENSES/.
"""
import os, shutil, subprocess, sys
from fontTools import subset
from fontTools.ttLib import TTFont, TTCollection

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Fixtures", "fonts")

LATIN = "U+0020-007E,U+00A0-017F,U+0192,U+0218-021B,U+02C6-02DD,U+0300-0308,U+030A-030C,U+0327,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+FB01-FB02"
GREEK_CYRILLIC = "U+0370-03FF,U+0400-045F,U+0490-0491"
# CJK: punctuation, kana, full-width forms, and every character of the committed samples.
CJK_RANGES = "U+3000-303F,U+3040-309F,U+30A0-30FF,U+FF01-FF5E,U+FF61-FF9F"

def subset_font(src, dst, unicodes, text="", font_number=None, extra=()):
    args = [src, f"--output-file={dst}", f"--unicodes={unicodes}", "--layout-features=*",
            "--name-IDs=*", "--name-languages=*", "--name-legacy", "--notdef-outline",
            "--glyph-names", "--legacy-kern", "--no-prune-unicode-ranges", *extra]
    if text:
        args.append(f"--text={text}")
    if font_number is not None:
        args.append(f"--font-number={font_number}")
    subset.main(args)

def cjk_text():
    path = os.path.join(ROOT, "Fixtures", "text", "cjk-sample.txt")
    with open(path, encoding="utf-8") as f:
        return "".join(sorted(set(f.read()) - set("\n")))

def main():
    os.makedirs(OUT, exist_ok=True)
    subset_font("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", os.path.join(OUT, "DejaVuSans-subset.ttf"),
                LATIN + "," + GREEK_CYRILLIC)
    subset_font("/usr/share/fonts/opentype/inter/Inter-Regular.otf", os.path.join(OUT, "Inter-Regular-subset.otf"),
                LATIN + "," + GREEK_CYRILLIC)
    # A collection: the Japanese and Simplified Chinese faces of Noto Sans CJK Regular.
    faces = []
    for number in (0, 2):
        tmp = os.path.join(OUT, f"_cjk{number}.otf")
        subset_font("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", tmp, LATIN + "," + CJK_RANGES,
                    text=cjk_text(), font_number=number)
        faces.append(tmp)
    collection = TTCollection()
    collection.fonts = [TTFont(p) for p in faces]
    collection.save(os.path.join(OUT, "NotoSansCJK-Regular-subset.ttc"), shareTables=True)
    for p in faces:
        os.remove(p)
    make_synthetic()
    make_variable_fonts()
    make_style_guide_fonts()
    make_otl_fonts()
    make_complex_script_fonts()
    lic = os.path.join(OUT, "LICENSES")
    os.makedirs(lic, exist_ok=True)
    for src, name in [("/usr/share/doc/fonts-dejavu-core/copyright", "DejaVu.txt"),
                      ("/usr/share/doc/fonts-inter/copyright", "Inter.txt"),
                      ("/usr/share/doc/fonts-noto-cjk/copyright", "NotoSansCJK.txt")]:
        if os.path.exists(src):
            shutil.copy(src, os.path.join(lic, name))

# Lato: Latin, Latin Extended A/B and Additional (Vietnamese), spacing and combining marks,
# Greek (with polytonic) and Cyrillic, general punctuation (spaces, joiners, soft hyphen,
# bidi controls), the f-ligature presentation forms and U+25CC (dotted circle).
LATO = ("U+0020-007E,U+00A0-024F,U+02C6-02DD,U+0300-036F,U+0370-03FF,U+0400-045F,U+1E00-1EFF,U+1F00-1FFF,"
        "U+2000-206F,U+20AC,U+2122,U+2212,U+25CC,U+FB00-FB06,U+FEFF")
OTL_SAMPLE = os.path.join(ROOT, "Fixtures", "text", "otl-sample.txt")

def otl_cjk_text():
    """Every character of the lines of Fixtures/text/otl-sample.txt that contain CJK."""
    with open(OTL_SAMPLE, encoding="utf-8") as f:
        lines = f.read().split("\n")
    cjk = lambda c: 0x1100 <= ord(c) <= 0x11FF or 0x2E80 <= ord(c) <= 0x9FFF or 0xAC00 <= ord(c) <= 0xD7A3 or 0xFF00 <= ord(c) <= 0xFFEF
    return "".join(sorted(set("".join(l for l in lines if any(cjk(c) for c in l)))))

def make_otl_fonts():
    """Fixtures with real OpenType Layout for the shaping engine (GSUB/GPOS with every
    feature, `--layout-features=*`):

    - Lato-Regular-subset.ttf (Debian fonts-lato, Lato 2.007, OFL): ligatures (f_f, f_i, f_l,
      f_f_i, f_f_l, f_t, t_t, ...), ccmp with contexts (capital accents, i/j before top marks),
      a Greek-only calt, locl for Romanian, Serbian and Greek, fractions, GPOS kern and a
      legacy kern table. No GDEF and no GPOS mark/mkmk: HarfBuzz derives glyph classes from
      Unicode and positions marks with its fallback. Hinting is dropped (the shaping tests do
      not rasterise it; it halves the file).
    - NotoSerifCJKsc-Regular-subset.otf (Debian fonts-noto-cjk, face 2 "Noto Serif CJK SC",
      OFL): ASCII, CJK symbols and punctuation and the characters of the CJK lines of
      Fixtures/text/otl-sample.txt. Its latn/dflt language system has `locl` (proportional
      digit "1"): " iOS 17 " shaped as a Latin run is 3532 units (60.044 pt at 17 pt) in
      HarfBuzz and 3454 (58.718 pt) without GSUB; checked below.

    Run alone with `python3 Scripts/make_fixtures.py --otl`."""
    subset_font("/usr/share/fonts/truetype/lato/Lato-Regular.ttf", os.path.join(OUT, "Lato-Regular-subset.ttf"), LATO,
                extra=("--no-hinting",))
    serif = os.path.join(OUT, "NotoSerifCJKsc-Regular-subset.otf")
    subset_font("/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", serif, "U+0020-007E,U+3000-303F,U+FE00-FE01",
                text=otl_cjk_text(), font_number=2)
    check_serif_locl(serif)
    lic = os.path.join(OUT, "LICENSES")
    os.makedirs(lic, exist_ok=True)
    for src, name in [("/usr/share/doc/fonts-lato/copyright", "Lato.txt"),
                      ("/usr/share/doc/fonts-noto-cjk/copyright", "NotoSerifCJK.txt")]:
        if os.path.exists(src):
            shutil.copy(src, os.path.join(lic, name))

def check_serif_locl(path):
    """" iOS 17 " inside a Chinese sentence, shaped as its own Latin run (with the sentence as
    context), must still be 60.044 pt at 17 pt with every default feature and 58.718 pt with
    `locl` off (a shaper without GSUB)."""
    try:
        import uharfbuzz as hb
    except ImportError:
        return
    text = "升级到 iOS 17 以后，电池更耐用了。"
    start = text.index(" iOS 17 ")
    face = hb.Face(hb.Blob.from_file_path(path))
    font = hb.Font(face)
    for features, expected in ((None, 60.044), ({"locl": False}, 58.718)):
        buf = hb.Buffer()
        buf.add_codepoints([ord(c) for c in text], start, len(" iOS 17 "))
        buf.direction, buf.script = "ltr", "Latn"
        hb.shape(font, buf, features)
        width = round(sum(p.x_advance for p in buf.glyph_positions) * 17 / face.upem, 3)
        if width != expected:
            sys.exit(f"{path}: ' iOS 17 ' is {width} pt at 17 pt with {features}, expected {expected}")

def make_style_guide_fonts():
    """Inter Regular, Semi Bold and Bold (Latin only) for the example style guide in
    Examples/StyleGuide/fonts, with Inter's licence. Run alone with
    `python3 Scripts/make_fixtures.py --style-guide`."""
    out = os.path.join(ROOT, "Examples", "StyleGuide", "fonts")
    os.makedirs(out, exist_ok=True)
    for weight in ("Regular", "SemiBold", "Bold"):
        subset_font(f"/usr/share/fonts/opentype/inter/Inter-{weight}.otf", os.path.join(out, f"Inter-{weight}-subset.otf"), LATIN)
    if os.path.exists("/usr/share/doc/fonts-inter/copyright"):
        shutil.copy("/usr/share/doc/fonts-inter/copyright", os.path.join(out, "LICENSE-Inter.txt"))

def make_emoji():
    """Noto Color Emoji (CBDT colour bitmaps, no outlines) cut down to the emoji of
    Fixtures/text/emoji.txt, for shaping emoji presentation: cmap (with U+FE0F), hmtx and GSUB.
    Run alone with `python3 Scripts/make_fixtures.py --emoji` (Debian's fonts-noto-color-emoji)."""
    with open(os.path.join(ROOT, "Fixtures", "text", "emoji.txt"), encoding="utf-8") as f:
        text = "".join(sorted(set(f.read()) - set("\n")))
    subset_font("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", os.path.join(OUT, "NotoColorEmoji-subset.ttf"),
                "U+0020,U+FE0F", text=text)
    lic = os.path.join(OUT, "LICENSES")
    os.makedirs(lic, exist_ok=True)
    if os.path.exists("/usr/share/doc/fonts-noto-color-emoji/copyright"):
        shutil.copy("/usr/share/doc/fonts-noto-color-emoji/copyright", os.path.join(lic, "NotoColorEmoji.txt"))

def make_synthetic():
    """Tiny fonts that pin CoreText's metric selection and the name decoders.

    TypoSTAT.ttf: USE_TYPO_METRICS set and a STAT table -> OS/2 typo metrics.
    TypoNoSTAT.ttf: USE_TYPO_METRICS set, no STAT -> hhea metrics.
    Both carry a Mac Roman name record with non-ASCII characters (nameID 256).
    """
    from fontTools.otlLib.builder import buildStatTable
    syn = os.path.join(OUT, "synthetic")
    os.makedirs(syn, exist_ok=True)
    base = os.path.join(syn, "_base.ttf")
    subset_font("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", base, "U+0048,U+0078")
    for name, stat in (("TypoSTAT.ttf", True), ("TypoNoSTAT.ttf", False)):
        font = TTFont(base)
        font["OS/2"].version = 4
        font["OS/2"].fsSelection |= 1 << 7
        font["OS/2"].sCapHeight = 1493
        font["OS/2"].sxHeight = 0          # forces the 'x' glyph fallback
        font["OS/2"].usDefaultChar = 0
        font["OS/2"].usBreakChar = 32
        font["OS/2"].usMaxContext = 2
        font["OS/2"].ulCodePageRange1 = 1
        font["OS/2"].ulCodePageRange2 = 0
        font["name"].setName("Caf\u00e9 \u00a9 \u2122 \u00df\u00f8", 256, 1, 0, 0)
        font["name"].setName("Caf\u00e9 \u00a9 \u2122 \u00df\u00f8", 256, 3, 1, 0x409)
        if stat:
            buildStatTable(font, [dict(tag="wght", name="Weight", values=[dict(value=400, name="Regular")])])
        font.save(os.path.join(syn, name))
    os.remove(base)

# Complex scripts (Debian fonts-noto-core, Noto Sans 2.x, OFL): each font's own script block,
# the joiners and directional marks, and the dotted circle, with every layout feature and no
# hinting (the shaping and layout tests do not rasterise it). Used by the example catalogue of
# `typeset fit` and the complex-script shaping work.
COMPLEX = [
    ("Arabic", "U+0600-06FF,U+0750-077F,U+08A0-08FF,U+FB50-FDFF,U+FE70-FEFF"),
    ("Hebrew", "U+0590-05FF,U+FB1D-FB4F"),
    ("Devanagari", "U+0900-097F,U+A8E0-A8FF,U+1CD0-1CFF"),
    ("Bengali", "U+0980-09FF"),
    ("Tamil", "U+0B80-0BFF,U+11FC0-11FFF"),
    ("Thai", "U+0E00-0E7F"),
    ("Lao", "U+0E80-0EFF"),
    ("Khmer", "U+1780-17FF,U+19E0-19FF"),
    ("Myanmar", "U+1000-109F,U+A9E0-A9FF,U+AA60-AA7F"),
]
COMMON = "U+0020-0040,U+00A0,U+00D7,U+200B-200F,U+2010-2027,U+202A-202E,U+2066-2069,U+25CC"
# Scripts of the Universal Shaping Engine (Debian fonts-noto-core, OFL): (font file stem, sample):
# the characters of the sample (and what the font's lookups make of them) with the common ones,
# so the subsets stay small (the full fonts are checked live by Scripts/check_live.sh).
COMPLEX_USE = [
    ("NotoSansSinhala", "Fixtures/text/sinhala-sample.txt"),
    ("NotoSerifTibetan", "Fixtures/text/tibetan-sample.txt"),
    ("NotoSansJavanese", "Fixtures/text/javanese-sample.txt"),
]

def make_complex_script_fonts():
    lic = os.path.join(OUT, "LICENSES")
    os.makedirs(lic, exist_ok=True)
    for script, ranges in COMPLEX:
        src = f"/usr/share/fonts/truetype/noto/NotoSans{script}-Regular.ttf"
        subset_font(src, os.path.join(OUT, f"NotoSans{script}-Regular-subset.ttf"), ranges + "," + COMMON,
                    extra=("--no-hinting",))
    for stem, sample in COMPLEX_USE:
        with open(os.path.join(ROOT, sample), encoding="utf-8") as f:
            text = "".join(sorted(set(f.read()) - {"\n"}))
        subset_font(f"/usr/share/fonts/truetype/noto/{stem}-Regular.ttf", os.path.join(OUT, f"{stem}-Regular-subset.ttf"),
                    COMMON, text=text, extra=("--no-hinting",))
    if os.path.exists("/usr/share/doc/fonts-noto-core/copyright"):
        shutil.copy("/usr/share/doc/fonts-noto-core/copyright", os.path.join(lic, "NotoSans-core.txt"))

EXAMPLE_FONTS = os.path.join(ROOT, "Examples", "Catalog", "fonts")
EXAMPLE_LATIN = ("U+0020-007E,U+00A0-024F,U+0250-02FF,U+0300-036F,U+0370-03FF,U+0400-04FF,U+1E00-1EFF,U+2000-206F,"
                 "U+20AC,U+2122,U+2190-2193,U+2212")

def example_cjk_text():
    """Every CJK character of the example catalogue (Examples/Catalog/Localizable.xcstrings)."""
    import json
    with open(os.path.join(ROOT, "Examples", "Catalog", "Localizable.xcstrings"), encoding="utf-8") as f:
        text = json.dumps(json.load(f), ensure_ascii=False)
    cjk = lambda c: 0x1100 <= ord(c) <= 0x11FF or 0x2E80 <= ord(c) <= 0x9FFF or 0xAC00 <= ord(c) <= 0xD7A3 or 0xFF00 <= ord(c) <= 0xFFEF
    return "".join(sorted(set(c for c in text if cjk(c))))

def make_example_fonts():
    """The fonts of the `typeset fit` example (Examples/Catalog/layout.json): Inter for Latin,
    Greek and Cyrillic (with the accented letters of the pseudolocales), the Simplified Chinese
    face of Noto Sans CJK for the catalogue's Chinese, Japanese and Korean characters. The
    Arabic, Hebrew, Devanagari and Thai fonts are the complex-script fixtures."""
    os.makedirs(EXAMPLE_FONTS, exist_ok=True)
    subset_font("/usr/share/fonts/opentype/inter/Inter-Regular.otf", os.path.join(EXAMPLE_FONTS, "Inter-Regular-example.otf"),
                EXAMPLE_LATIN, extra=("--no-hinting",))
    subset_font("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", os.path.join(EXAMPLE_FONTS, "NotoSansCJKsc-Regular-example.otf"),
                "U+0020-007E,U+3000-303F,U+FF01-FF5E", text=example_cjk_text(), font_number=2, extra=("--no-hinting",))
    for src, name in [("/usr/share/doc/fonts-inter/copyright", "Inter.txt"), ("/usr/share/doc/fonts-noto-cjk/copyright", "NotoSansCJK.txt")]:
        if os.path.exists(src):
            shutil.copy(src, os.path.join(EXAMPLE_FONTS, name))

# Inter's variable font (Debian fonts-inter-variable, Inter 4.0 beta 7, OFL): two axes (wght
# 100-400-900, slnt -10-0-0), 18 named instances, gvar with shared and private tuples, HVAR, a
# STAT table; no avar, no MVAR (the synthetic font below adds them).
INTER_VARIABLE = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
INTER_VARIABLE_TEXT = ("U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,"
                       "U+2122,U+2212,U+FB01-FB02")

def make_variable_fonts():
    """Variable fixtures, every variation table kept by the subsetter (fvar, gvar, HVAR, STAT;
    GDEF's variation store, GPOS device deltas):

    - Inter-Variable-subset.ttf: ASCII, Latin-1 and common punctuation of Inter.var.ttf with
      every layout feature (about 450 glyphs, hinting dropped; < 200 KB).
    - synthetic/InterVariable-avar-MVAR.ttf: a few glyphs of that subset with an `avar` that
      bends both axes, an `MVAR` that varies every metric the library reads (hasc, hdsc, hlgp,
      hcla, hcld, cpht, xhgt, undo, unds, stro, strs) and no `HVAR`, so that advances come from
      gvar's phantom points.

    Run alone with `python3 Scripts/make_fixtures.py --variable` (Debian's fonts-inter-variable)."""
    out = os.path.join(OUT, "Inter-Variable-subset.ttf")
    subset_font(INTER_VARIABLE, out, INTER_VARIABLE_TEXT, extra=("--no-hinting",))
    syn = os.path.join(OUT, "synthetic")
    os.makedirs(syn, exist_ok=True)
    small = os.path.join(syn, "InterVariable-avar-MVAR.ttf")
    subset_font(out, small, "U+0020,U+0048,U+004F,U+0061,U+006E,U+006F,U+0078,U+00C5,U+00E9",
                extra=("--no-hinting", "--layout-features=", "--no-layout-closure"))
    add_avar_and_mvar(small)
    make_avar2_font()
    make_cff2_font()
    make_vvar_font()
    make_optical_font()
    lic = os.path.join(OUT, "LICENSES")
    os.makedirs(lic, exist_ok=True)
    if os.path.exists("/usr/share/doc/fonts-inter-variable/copyright"):
        shutil.copy("/usr/share/doc/fonts-inter-variable/copyright", os.path.join(lic, "InterVariable.txt"))

from fontTools.pens.basePen import BasePen

class _PlainCharStringPen(BasePen):
    """A Type 2 program of rmoveto, rlineto and rrcurveto only, every point rounded, nothing
    merged or dropped: the masters of a variable font keep the same operators (fontTools'
    T2CharStringPen optimizes each master on its own). Quadratic segments become cubic ones
    exactly (BasePen); components are decomposed through the glyph set."""

    def __init__(self, glyphSet):
        super().__init__(glyphSet)
        self.program, self.x, self.y = [], 0, 0

    def _go(self, point):
        x, y = round(point[0]), round(point[1])
        dx, dy = x - self.x, y - self.y
        self.x, self.y = x, y
        return [dx, dy]

    def _moveTo(self, p):
        self.program += self._go(p) + ["rmoveto"]

    def _lineTo(self, p):
        self.program += self._go(p) + ["rlineto"]

    def _curveToOne(self, p1, p2, p3):
        self.program += self._go(p1) + self._go(p2) + self._go(p3) + ["rrcurveto"]

    def _closePath(self):
        pass

    def _endPath(self):
        pass

def make_cff2_font():
    """synthetic/InterVariable-CFF2.otf: a CFF2 variable font built from Inter-Variable-subset.ttf
    (letters, digits and a few accented letters; two axes, wght and slnt): four masters instanced
    with fontTools' instancer (Thin, Regular, Black, Italic), each glyph drawn into Type 2
    charstrings (quadratic segments converted to cubic ones exactly, coordinates rounded,
    components decomposed), then merged by fontTools.varLib into CFF2 with blend operators,
    HVAR and the masters' axes. Run alone with `python3 Scripts/make_fixtures.py --cff2`."""
    import io
    from fontTools.fontBuilder import FontBuilder
    from fontTools.misc.psCharStrings import T2CharString
    from fontTools.varLib import instancer, build as build_variable
    from fontTools.designspaceLib import DesignSpaceDocument, AxisDescriptor, SourceDescriptor
    source = os.path.join(OUT, "Inter-Variable-subset.ttf")
    text = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,&ÅÉéüß"
    small = os.path.join(OUT, "synthetic", "_cff2_source.ttf")
    subset_font(source, small, "U+0020", text=text, extra=("--no-hinting", "--layout-features=", "--no-layout-closure"))
    base = TTFont(small)
    order = base.getGlyphOrder()
    cmap = base.getBestCmap()
    locations = [("Thin", {"wght": 100, "slnt": 0}), ("Regular", {"wght": 400, "slnt": 0}),
                 ("Black", {"wght": 900, "slnt": 0}), ("Italic", {"wght": 400, "slnt": -10})]
    doc = DesignSpaceDocument()
    for tag, name, lo, de, hi in (("wght", "Weight", 100, 400, 900), ("slnt", "Slant", -10, 0, 0)):
        axis = AxisDescriptor()
        axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = tag, name, lo, de, hi
        doc.addAxis(axis)
    for style, location in locations:
        static = instancer.instantiateVariableFont(TTFont(small), location)
        glyphs = static.getGlyphSet()
        charstrings = {}
        for name in order:
            pen = _PlainCharStringPen(glyphs)
            glyphs[name].draw(pen)
            charstrings[name] = T2CharString(program=pen.program + ["endchar"])
        fb = FontBuilder(static["head"].unitsPerEm, isTTF=False)
        fb.setupGlyphOrder(order)
        fb.setupCharacterMap(cmap)
        fb.setupCFF("InterCFF2-" + style, {"FullName": "Inter CFF2 " + style}, charstrings, {})
        metrics = {}
        for name in order:
            advance = static["hmtx"][name][0]
            bounds = charstrings[name].calcBounds(None)
            metrics[name] = (advance, int(bounds[0]) if bounds else 0)
        fb.setupHorizontalMetrics(metrics)
        hhea = static["hhea"]
        fb.setupHorizontalHeader(ascent=hhea.ascent, descent=hhea.descent, lineGap=hhea.lineGap)
        fb.setupNameTable({"familyName": "Inter CFF2", "styleName": style})
        os2 = static["OS/2"]
        fb.setupOS2(sTypoAscender=os2.sTypoAscender, sTypoDescender=os2.sTypoDescender, sTypoLineGap=os2.sTypoLineGap,
                    usWinAscent=os2.usWinAscent, usWinDescent=os2.usWinDescent, sxHeight=os2.sxHeight,
                    sCapHeight=os2.sCapHeight, usWeightClass=os2.usWeightClass, fsSelection=os2.fsSelection, version=4)
        fb.setupPost()
        buffer = io.BytesIO()
        fb.save(buffer)
        master = SourceDescriptor()
        master.font = TTFont(io.BytesIO(buffer.getvalue()))
        master.location = {"Weight": location["wght"], "Slant": location["slnt"]}
        master.name = style
        doc.addSource(master)
    font, _, _ = build_variable(doc)
    font.save(os.path.join(OUT, "synthetic", "InterVariable-CFF2.otf"))
    os.remove(small)

def make_optical_font():
    """synthetic/Variable-wght-wdth-opsz.ttf: a TrueType variable font with the axes a token's
    weight, width and optical size select (wght 100-400-900, wdth 75-100, opsz 8-14-48), built by
    fontTools.varLib from instances of Inter-Variable-subset.ttf (letters, digits, a few
    punctuation marks; no layout tables):

    - default (wght 400, wdth 100, opsz 14): Inter at wght 400;
    - wght 100 and 900: Inter at those weights;
    - wdth 75: Inter at 400 with every x coordinate and advance scaled by 0.8;
    - opsz 8: Inter at 500, x scaled by 1.06, x-height and cap height 20 units taller (a
      sturdier text cut); opsz 48: Inter at 300, x scaled by 0.94, x-height 20 units lower (a
      finer display cut). The metric differences become MVAR cpht/xhgt deltas.

    A test font for optical sizing and token instance selection, not a design. Run alone with
    `python3 Scripts/make_fixtures.py --optical`."""
    import io
    from fontTools.varLib import instancer, build as build_variable
    from fontTools.designspaceLib import DesignSpaceDocument, AxisDescriptor, SourceDescriptor
    from fontTools.ttLib.tables._g_l_y_f import GlyphCoordinates
    source = os.path.join(OUT, "Inter-Variable-subset.ttf")
    small = os.path.join(OUT, "synthetic", "_optical_source.ttf")
    text = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,-"
    subset_font(source, small, "U+0020", text=text, extra=("--no-hinting", "--layout-features=", "--no-layout-closure"))
    doc = DesignSpaceDocument()
    for tag, name, lo, de, hi in (("wght", "Weight", 100, 400, 900), ("wdth", "Width", 75, 100, 100),
                                  ("opsz", "Optical size", 8, 14, 48)):
        axis = AxisDescriptor()
        axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = tag, name, lo, de, hi
        doc.addAxis(axis)
    masters = [  # name, location, Inter weight, x scale, (xHeight, capHeight) change
        ("Regular", (400, 100, 14), 400, 1.0, (0, 0)),
        ("Thin", (100, 100, 14), 100, 1.0, (0, 0)),
        ("Black", (900, 100, 14), 900, 1.0, (0, 0)),
        ("Condensed", (400, 75, 14), 400, 0.8, (0, 0)),
        ("Caption", (400, 100, 8), 500, 1.06, (20, 20)),
        ("Display", (400, 100, 48), 300, 0.94, (-20, 0)),
    ]
    for style, (wght, wdth, opsz), weight, scale, (dx, dc) in masters:
        font = instancer.instantiateVariableFont(TTFont(small), {"wght": weight, "slnt": 0})
        glyf, hmtx = font["glyf"], font["hmtx"]
        for name in font.getGlyphOrder():
            glyph = glyf[name]
            if glyph.isComposite():
                for component in glyph.components:
                    component.x = round(component.x * scale)
            elif glyph.numberOfContours > 0:
                glyph.coordinates = GlyphCoordinates([(round(x * scale), y) for x, y in glyph.coordinates])
        for name in font.getGlyphOrder():
            glyph = glyf[name]
            glyph.recalcBounds(glyf)
            advance = round(hmtx[name][0] * scale)
            hmtx[name] = (advance, getattr(glyph, "xMin", 0) if glyph.numberOfContours != 0 else 0)
        font["OS/2"].sxHeight += dx
        font["OS/2"].sCapHeight += dc
        font["OS/2"].usWeightClass = 400
        for record in font["name"].names:
            if record.nameID in (1, 16):
                record.string = "Typeset Optical Test"
            elif record.nameID == 6:
                record.string = "TypesetOpticalTest-Regular"
            elif record.nameID in (4, 3):
                record.string = "Typeset Optical Test Regular"
        for tag in ("fvar", "gvar", "HVAR", "STAT", "avar", "MVAR"):
            if tag in font:
                del font[tag]
        buffer = io.BytesIO()
        font.save(buffer)
        master = SourceDescriptor()
        master.font = TTFont(io.BytesIO(buffer.getvalue()))
        master.location = {"Weight": wght, "Width": wdth, "Optical size": opsz}
        master.name = style
        doc.addSource(master)
    font, _, _ = build_variable(doc)
    font.save(os.path.join(OUT, "synthetic", "Variable-wght-wdth-opsz.ttf"))
    os.remove(small)

def add_avar_and_mvar(path):
    from fontTools.ttLib import newTable
    from fontTools.ttLib.tables import otTables
    from fontTools.varLib.builder import buildVarRegionList, buildVarData, buildVarStore
    font = TTFont(path)
    avar = newTable("avar")
    # wght bends below and above the default; slnt is the identity (the required three pairs).
    avar.segments = {"wght": {-1.0: -1.0, -0.5: -0.7, 0.0: 0.0, 0.5: 0.3, 0.75: 0.625, 1.0: 1.0},
                     "slnt": {-1.0: -1.0, 0.0: 0.0, 1.0: 1.0}}
    font["avar"] = avar
    axis_tags = [a.axisTag for a in font["fvar"].axes]
    # Regions: wght max, wght min, slnt min, and an intermediate wght region (0.25, 0.5, 1.0).
    regions = [{"wght": (0.0, 1.0, 1.0)}, {"wght": (-1.0, -1.0, 0.0)}, {"slnt": (-1.0, -1.0, 0.0)},
               {"wght": (0.25, 0.5, 1.0)}]
    region_list = buildVarRegionList(regions, axis_tags)
    deltas = {  # tag: deltas per region
        "hasc": [60, -20, 0, 7], "hdsc": [-30, 10, 0, -3], "hlgp": [12, 0, 0, 5], "hcla": [40, -8, 3, 0],
        "hcld": [25, 0, -6, 0], "cpht": [9, -5, 0, 3], "xhgt": [18, -11, 2, 1], "undo": [-7, 3, 0, 0],
        "unds": [33, -17, 0, 9], "stro": [11, -4, 0, 0], "strs": [33, -17, 0, 9],
    }
    tags = sorted(deltas)
    var_data = buildVarData(list(range(len(regions))), [deltas[t] for t in tags], optimize=False)
    store = buildVarStore(region_list, [var_data])
    mvar = newTable("MVAR")
    table = otTables.MVAR()
    table.Version = 0x00010000
    table.Reserved = 0
    table.ValueRecordSize = 8
    table.VarStore = store
    table.ValueRecord = []
    for inner, tag in enumerate(tags):
        record = otTables.MetricsValueRecord()
        record.ValueTag = tag
        record.VarIdx = inner  # outer 0
        table.ValueRecord.append(record)
    table.ValueRecordCount = len(table.ValueRecord)
    mvar.table = table
    font["MVAR"] = mvar
    del font["HVAR"]
    # GSUB FeatureVariations: at wght >= 0.5 (normalized, after avar) `rvrn` turns 'a' into 'e'.
    from fontTools.varLib.featureVars import addFeatureVariations
    addFeatureVariations(font, [([{"wght": (0.5, 1.0)}], {"uni0061": "uni0065"})], featureTag="rvrn")
    font.save(path)

def make_vvar_font():
    """synthetic/InterVariable-CFF2-VVAR.otf: InterVariable-CFF2.otf with vertical metrics that
    vary: `vhea`, `vmtx`, `VORG` and a `VVAR` with all four delta-set index maps (advance
    height, top and bottom side bearings, vertical origin) over the font's own regions (wght
    below and above the default, slnt). The values are synthetic but shaped like a vertical
    font's: an advance of ascender - descender that grows with the weight, each glyph's origin
    above its top, side bearings measured from its bounds; the deltas differ from glyph to
    glyph so that a map or row read wrong shows. Built with fontTools (VariationModel,
    OnlineVarStoreBuilder, buildVarIdxMap). Run alone with `python3 Scripts/make_fixtures.py --vvar`."""
    from fontTools.ttLib import newTable
    from fontTools.ttLib.tables import otTables as ot
    from fontTools.varLib import builder, varStore
    from fontTools.varLib.models import VariationModel
    font = TTFont(os.path.join(OUT, "synthetic", "InterVariable-CFF2.otf"))
    order = font.getGlyphOrder()
    charstrings = font["CFF2"].cff.topDictIndex[0].CharStrings
    ascent, descent = font["hhea"].ascent, font["hhea"].descent
    axes = [a.axisTag for a in font["fvar"].axes]
    # Masters: the default, wght at its minimum and maximum, slnt at its minimum (normalized).
    model = VariationModel([{}, {"wght": -1.0}, {"wght": 1.0}, {"slnt": -1.0}], axisOrder=axes)
    advance, tsb, bsb, origin = {}, {}, {}, {}
    default_origin = ascent + 40
    vorg_records = {}
    for i, name in enumerate(order):
        bounds = charstrings[name].calcBounds(charstrings) or (0, 0, 0, 0)
        y_min, y_max = int(bounds[1]), int(bounds[3])
        height = ascent - descent
        advance[name] = [height, height - 48 - 8 * (i % 3), height + 64 + 12 * (i % 5), height + 20 + (i % 2)]
        o = default_origin if i % 3 else y_max + 300
        if o != default_origin:
            vorg_records[name] = o
        origin[name] = [o, o - 10 - (i % 4), o + 30 + 2 * (i % 7), o + 6]
        tsb[name] = [o - y_max, o - y_max + 5 + (i % 3), o - y_max - 40 - (i % 6) * 3, o - y_max - 7]
        bottom = height - (o - y_min)
        bsb[name] = [bottom, bottom - 9, bottom + 110 + (i % 4) * 25, bottom + 3 - (i % 2)]
    font["vhea"] = vhea = newTable("vhea")
    vhea.tableVersion = 0x00011000
    vhea.ascent, vhea.descent, vhea.lineGap = (ascent - descent) // 2, -((ascent - descent) // 2), 0
    vhea.advanceHeightMax = max(v[0] for v in advance.values())
    vhea.minTopSideBearing = min(v[0] for v in tsb.values())
    vhea.minBottomSideBearing = min(v[0] for v in bsb.values())
    vhea.yMaxExtent = max(v[0] + (ascent - descent) for v in tsb.values())
    vhea.caretSlopeRise, vhea.caretSlopeRun, vhea.caretOffset = 0, 1, 0
    vhea.reserved1 = vhea.reserved2 = vhea.reserved3 = vhea.reserved4 = 0
    vhea.metricDataFormat = 0
    vhea.numberOfVMetrics = len(order)
    font["vmtx"] = vmtx = newTable("vmtx")
    vmtx.metrics = {name: (advance[name][0], tsb[name][0]) for name in order}
    font["VORG"] = vorg = newTable("VORG")
    vorg.majorVersion, vorg.minorVersion = 1, 0
    vorg.defaultVertOriginY = default_origin
    vorg.VOriginRecords = vorg_records
    vorg.numVertOriginYMetrics = len(vorg_records)
    store = varStore.OnlineVarStoreBuilder(axes)
    store.setModel(model)
    indexes = {key: {name: store.storeMasters(values[name], round=round)[1] for name in order}
               for key, values in (("advance", advance), ("tsb", tsb), ("bsb", bsb), ("origin", origin))}
    vvar = ot.VVAR()
    vvar.Version = 0x00010000
    vvar.VarStore = store.finish()
    vvar.AdvHeightMap = builder.buildVarIdxMap([indexes["advance"][n] for n in order], order)
    vvar.TsbMap = builder.buildVarIdxMap([indexes["tsb"][n] for n in order], order)
    vvar.BsbMap = builder.buildVarIdxMap([indexes["bsb"][n] for n in order], order)
    vvar.VOrgMap = builder.buildVarIdxMap([indexes["origin"][n] for n in order], order)
    font["VVAR"] = table = newTable("VVAR")
    table.table = vvar
    font.save(os.path.join(OUT, "synthetic", "InterVariable-CFF2-VVAR.otf"))

def make_avar2_font():
    """synthetic/InterVariable-avar2.ttf: InterVariable-avar-MVAR.ttf with an `avar` version 2
    (its version 1 segment maps kept): an axis index map and an item variation store in which
    each axis moves with the other, slanting adding a quarter of the weight range
    (wght += 0.25 at slnt = -1) and the heaviest weight straightening a little (slnt -= 0.125 at
    wght = 1), so that both axes' rows, the map and the rounding after the segment maps are
    exercised. Built with fontTools (VariationModel, OnlineVarStoreBuilder). Run alone with
    `python3 Scripts/make_fixtures.py --avar2`."""
    from fontTools.ttLib.tables import otTables as ot
    from fontTools.varLib import builder, varStore
    from fontTools.varLib.models import VariationModel
    font = TTFont(os.path.join(OUT, "synthetic", "InterVariable-avar-MVAR.ttf"))
    axes = [a.axisTag for a in font["fvar"].axes]
    model = VariationModel([{}, {"slnt": -1.0}, {"wght": 1.0}], axisOrder=axes)
    store = varStore.OnlineVarStoreBuilder(axes)
    store.setModel(model)
    rows = {"wght": [0, 4096, 0], "slnt": [0, 0, -2048]}
    indexes = [store.storeMasters(rows[tag], round=round)[1] for tag in axes]
    avar = font["avar"]
    avar.majorVersion, avar.minorVersion = 2, 0
    avar.table = ot.avar()
    avar.table.VarIdxMap = builder.buildDeltaSetIndexMap(indexes)
    avar.table.VarStore = store.finish()
    font.save(os.path.join(OUT, "synthetic", "InterVariable-avar2.ttf"))

if __name__ == "__main__":
    if sys.argv[1:] == ["--variable"]:
        make_variable_fonts()
    elif sys.argv[1:] == ["--optical"]:
        make_optical_font()
    elif sys.argv[1:] == ["--cff2"]:
        make_cff2_font()
    elif sys.argv[1:] == ["--vvar"]:
        make_vvar_font()
    elif sys.argv[1:] == ["--avar2"]:
        make_avar2_font()
    elif sys.argv[1:] == ["--style-guide"]:
        make_style_guide_fonts()
    elif sys.argv[1:] == ["--emoji"]:
        make_emoji()
    elif sys.argv[1:] == ["--otl"]:
        make_otl_fonts()
    elif sys.argv[1:] == ["--complex"]:
        make_complex_script_fonts()
    elif sys.argv[1:] == ["--example"]:
        make_example_fonts()
    else:
        main()
