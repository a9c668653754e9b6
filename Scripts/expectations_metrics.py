#!/usr/bin/env python3
"""Writes the `metrics` and `names` expectations from fontTools (an independent reference).

    python3 Scripts/expectations_metrics.py                 # committed fixtures
    python3 Scripts/expectations_metrics.py --debian --out DIR

Metrics follow CoreText's rules as Documentation/Typography.md states them: hhea ascender/descender/lineGap,
unless OS/2 fsSelection bit 7 (USE_TYPO_METRICS) is set and the font has a STAT table, then
OS/2 typo metrics; cap height / x-height from OS/2 (version >= 2, non-zero), otherwise the
top of the 'H' / 'x' glyph's outline (fontTools' ControlBoundsPen, rounded up).
"""
from fontTools.ttLib import TTFont
from fontTools.pens.boundsPen import ControlBoundsPen
import math
from expectations_common import parse_args, write, abs_path, FIXTURES

SYNTHETIC = [("Fixtures/fonts/synthetic/TypoSTAT.ttf", 0), ("Fixtures/fonts/synthetic/TypoNoSTAT.ttf", 0)]

def glyph_top(font, char):
    cmap = font.getBestCmap() or {}
    name = cmap.get(ord(char))
    if name is None:
        return None
    glyphs = font.getGlyphSet()
    pen = ControlBoundsPen(glyphs)
    glyphs[name].draw(pen)
    if pen.bounds is None:
        return None
    return math.ceil(pen.bounds[3])

def main():
    out, fonts = parse_args(__doc__)
    if fonts == FIXTURES:
        fonts = fonts + SYNTHETIC
    for path, index in fonts:
        font = TTFont(abs_path(path), fontNumber=index, lazy=True)
        head, hhea, maxp = font["head"], font["hhea"], font["maxp"]
        os2 = font["OS/2"] if "OS/2" in font else None
        use_typo = bool(os2 and os2.fsSelection & (1 << 7))
        has_stat = "STAT" in font
        if use_typo and has_stat:
            asc, desc, gap, source = os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap, "typo"
        else:
            asc, desc, gap, source = hhea.ascent, hhea.descent, hhea.lineGap, "hhea"
        cap = xh = 0
        cap_src = x_src = "none"
        if os2 is not None and os2.version >= 2:
            if os2.sCapHeight: cap, cap_src = os2.sCapHeight, "os2"
            if os2.sxHeight: xh, x_src = os2.sxHeight, "os2"
        if cap_src == "none":
            top = glyph_top(font, "H")
            if top is not None: cap, cap_src = top, "glyph"
        if x_src == "none":
            top = glyph_top(font, "x")
            if top is not None: xh, x_src = top, "glyph"
        rows = [
            ("unitsPerEm", head.unitsPerEm), ("numGlyphs", maxp.numGlyphs),
            ("outlines", "cff" if "CFF " in font else "truetype"),
            ("hhea.ascender", hhea.ascent), ("hhea.descender", hhea.descent), ("hhea.lineGap", hhea.lineGap),
            ("hhea.numberOfHMetrics", hhea.numberOfHMetrics),
            ("head.indexToLocFormat", head.indexToLocFormat), ("head.macStyle", head.macStyle),
            ("head.bbox", f"{head.xMin},{head.yMin},{head.xMax},{head.yMax}"),
            ("hasSTAT", str(has_stat).lower()),
            ("ascender", asc), ("descender", desc), ("leading", gap), ("lineMetricsSource", source),
            ("capHeight", cap), ("capHeightSource", cap_src), ("xHeight", xh), ("xHeightSource", x_src),
        ]
        if os2 is not None:
            rows += [
                ("os2.version", os2.version), ("os2.weightClass", os2.usWeightClass), ("os2.widthClass", os2.usWidthClass),
                ("os2.fsSelection", os2.fsSelection), ("os2.typoAscender", os2.sTypoAscender),
                ("os2.typoDescender", os2.sTypoDescender), ("os2.typoLineGap", os2.sTypoLineGap),
                ("os2.winAscent", os2.usWinAscent), ("os2.winDescent", os2.usWinDescent),
                ("os2.xAvgCharWidth", os2.xAvgCharWidth), ("os2.vendorID", os2.achVendID),
            ]
            if os2.version >= 2:
                rows += [("os2.capHeight", os2.sCapHeight), ("os2.xHeight", os2.sxHeight)]
        if "post" in font:
            post = font["post"]
            rows += [("post.italicAngle", post.italicAngle), ("post.underlinePosition", post.underlinePosition),
                     ("post.underlineThickness", post.underlineThickness), ("post.isFixedPitch", str(bool(post.isFixedPitch)).lower())]
        write(out, path, index, "metrics", "key\tvalue (fontTools)", rows)

        name = font["name"]
        def best(*ids):
            for i in ids:
                value = name.getDebugName(i)
                if value:
                    return value
            return ""
        name_rows = [("family", best(16, 1)), ("style", best(17, 2)), ("fullName", best(4)), ("postScriptName", best(6))]
        # Every decodable record, to check the Windows UTF-16 and Mac Roman decoders one by one.
        for record in name.names:
            if (record.platformID, record.platEncID) in ((3, 1), (3, 10), (0, 3), (0, 4), (1, 0)):
                try:
                    text = record.toUnicode()
                except Exception:
                    continue
                if "\t" in text or "\n" in text or "\r" in text:
                    text = text.replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")
                name_rows.append((f"record:{record.platformID}:{record.platEncID}:{record.langID}:{record.nameID}", text))
        write(out, path, index, "names", "key\tvalue (fontTools)", name_rows)

if __name__ == "__main__":
    main()
