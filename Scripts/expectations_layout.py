#!/usr/bin/env python3
"""GDEF, GSUB and GPOS as fontTools parses them, for Typeset's OpenType Layout table readers.

    python3 Scripts/expectations_layout.py                 # the committed fixtures
    python3 Scripts/expectations_layout.py --debian --out DIR

Writes Tests/TypesetFontTests/Expectations/<font>-<index>.layout.tsv: one row per fact, glyphs
by id, in an order the Swift test (LayoutTableTests) reproduces from Sources/TypesetFont/Tables/
Layout and compares line by line. Rows:
  gdef-class GID CLASS | gdef-attach-class GID CLASS | gdef-mark-set SET GIDS | gdef-carets GID CARETS
  TABLE script TAG LANG REQUIRED FEATURES    (LANG is "default" for the default language system)
  TABLE feature INDEX TAG LOOKUPS
  TABLE lookup INDEX TYPE FLAG MARKSET SUBTABLES   (TYPE after extension; MARKSET "-" if none)
  TABLE subtable LOOKUP SUBTABLE TYPE FORMAT, then the subtable's content rows (see below).
Device tables and variation data are not compared (Typeset does not apply them).
"""
import sys
from fontTools.ttLib import TTFont
from expectations_common import parse_args, abs_path, write

def gids(font, names):
    return ",".join(str(font.getGlyphID(n)) for n in names)

def value(v):
    if v is None:
        return "0,0,0,0"
    return ",".join(str(getattr(v, a, 0) or 0) for a in ("XPlacement", "YPlacement", "XAdvance", "YAdvance"))

def anchor(a):
    if a is None:
        return "-"
    s = f"{a.XCoordinate},{a.YCoordinate}"
    if a.Format == 2:
        s += f",{a.AnchorPoint}"
    return s

def classdef(font, cd, prefix):
    rows = []
    if cd is None:
        return rows
    for name, c in sorted(cd.classDefs.items(), key=lambda kv: font.getGlyphID(kv[0])):
        if c:
            rows.append([prefix, font.getGlyphID(name), c])
    return rows

def records(recs):
    return ",".join(f"{r.SequenceIndex}:{r.LookupListIndex}" for r in recs) or "-"

def seq(font, xs):
    return gids(font, xs) or "-"

def nums(xs):
    return ",".join(str(x) for x in xs) or "-"

def coverage(font, cov):
    # A glyph listed twice (overlapping ranges, as in Inter's full font) is one covered glyph:
    # fontTools repeats it, a coverage lookup finds it once.
    return seq(font, list(dict.fromkeys(cov.glyphs))) if cov is not None else "-"

def context_rows(font, t, st, chained):
    rows = []
    fmt = st.Format
    if fmt == 3:
        if chained:
            rows.append([t, "chain3", ";".join(coverage(font, c) for c in st.BacktrackCoverage) or "-",
                         ";".join(coverage(font, c) for c in st.InputCoverage) or "-",
                         ";".join(coverage(font, c) for c in st.LookAheadCoverage) or "-",
                         records(st.SubstLookupRecord if t == "GSUB" else st.PosLookupRecord)])
        else:
            rows.append([t, "context3", ";".join(coverage(font, c) for c in st.Coverage) or "-",
                         records(st.SubstLookupRecord if t == "GSUB" else st.PosLookupRecord)])
        return rows
    rows.append([t, "coverage", coverage(font, st.Coverage)])
    kind = "Sub" if t == "GSUB" else "Pos"
    if fmt == 2:
        if chained:
            for name, cd in (("backtrack", st.BacktrackClassDef), ("input", st.InputClassDef), ("lookahead", st.LookAheadClassDef)):
                rows += classdef(font, cd, f"{t}\tclass-{name}")
        else:
            rows += classdef(font, st.ClassDef, f"{t}\tclass-input")
    prefix = ("Chain" if chained else "") + kind
    if fmt == 1:
        sets = getattr(st, prefix + "RuleSet")
    else:
        sets = getattr(st, prefix + "ClassSet")
    for index, rs in enumerate(sets or []):
        if rs is None:
            continue
        rules = getattr(rs, prefix + ("Rule" if fmt == 1 else "ClassRule"))
        for r, rule in enumerate(rules or []):
            recs = records(rule.SubstLookupRecord if t == "GSUB" else rule.PosLookupRecord)
            if fmt == 1:
                inp = seq(font, rule.Input)
                back = seq(font, rule.Backtrack) if chained else ""
                ahead = seq(font, rule.LookAhead) if chained else ""
            else:
                inp = nums(rule.Class if not chained else rule.Input)
                back = nums(rule.Backtrack) if chained else ""
                ahead = nums(rule.LookAhead) if chained else ""
            if chained:
                rows.append([t, "chain-rule", index, r, back, inp, ahead, recs])
            else:
                rows.append([t, "rule", index, r, inp, recs])
    return rows

def gsub_rows(font, st, ltype):
    t = "GSUB"
    rows = []
    if ltype == 1:
        for name, sub in sorted(st.mapping.items(), key=lambda kv: font.getGlyphID(kv[0])):
            rows.append([t, "single", font.getGlyphID(name), font.getGlyphID(sub)])
    elif ltype == 2:
        for name, subs in sorted(st.mapping.items(), key=lambda kv: font.getGlyphID(kv[0])):
            rows.append([t, "multiple", font.getGlyphID(name), seq(font, subs)])
    elif ltype == 3:
        for name, alts in sorted(st.alternates.items(), key=lambda kv: font.getGlyphID(kv[0])):
            rows.append([t, "alternate", font.getGlyphID(name), seq(font, alts)])
    elif ltype == 4:
        for name, ligs in sorted(st.ligatures.items(), key=lambda kv: font.getGlyphID(kv[0])):
            for lig in ligs:
                rows.append([t, "ligature", font.getGlyphID(name), seq(font, lig.Component), font.getGlyphID(lig.LigGlyph)])
    elif ltype in (5, 6):
        rows += context_rows(font, t, st, ltype == 6)
    elif ltype == 8:
        rows.append([t, "reverse", coverage(font, st.Coverage),
                     ";".join(coverage(font, c) for c in st.BacktrackCoverage) or "-",
                     ";".join(coverage(font, c) for c in st.LookAheadCoverage) or "-", seq(font, st.Substitute)])
    return rows

def gpos_rows(font, st, ltype):
    t = "GPOS"
    rows = []
    if ltype == 1:
        glyphs = st.Coverage.glyphs
        for i, name in enumerate(glyphs):
            v = st.Value if st.Format == 1 else st.Value[i]
            rows.append([t, "single", font.getGlyphID(name), value(v)])
    elif ltype == 2:
        glyphs = st.Coverage.glyphs
        if st.Format == 1:
            for i, name in enumerate(glyphs):
                for rec in st.PairSet[i].PairValueRecord:
                    rows.append([t, "pair", font.getGlyphID(name), font.getGlyphID(rec.SecondGlyph), value(rec.Value1), value(rec.Value2)])
        else:
            rows.append([t, "coverage", coverage(font, st.Coverage)])
            rows += classdef(font, st.ClassDef1, f"{t}\tclass1")
            rows += classdef(font, st.ClassDef2, f"{t}\tclass2")
            for c1, rec1 in enumerate(st.Class1Record):
                for c2, rec2 in enumerate(rec1.Class2Record):
                    v1, v2 = value(rec2.Value1), value(rec2.Value2)
                    if v1 != "0,0,0,0" or v2 != "0,0,0,0":
                        rows.append([t, "class-pair", c1, c2, v1, v2])
    elif ltype == 3:
        for i, name in enumerate(st.Coverage.glyphs):
            r = st.EntryExitRecord[i]
            rows.append([t, "cursive", font.getGlyphID(name), anchor(r.EntryAnchor), anchor(r.ExitAnchor)])
    elif ltype in (4, 5, 6):
        if ltype == 4:
            mcov, bcov, marray, barray = st.MarkCoverage, st.BaseCoverage, st.MarkArray, st.BaseArray
        elif ltype == 6:
            mcov, bcov, marray, barray = st.Mark1Coverage, st.Mark2Coverage, st.Mark1Array, st.Mark2Array
        else:
            mcov, bcov, marray, barray = st.MarkCoverage, st.LigatureCoverage, st.MarkArray, st.LigatureArray
        for i, name in enumerate(mcov.glyphs):
            r = marray.MarkRecord[i]
            rows.append([t, "mark", font.getGlyphID(name), r.Class, anchor(r.MarkAnchor)])
        for i, name in enumerate(bcov.glyphs):
            if ltype == 4:
                anchors = [barray.BaseRecord[i].BaseAnchor]
            elif ltype == 6:
                anchors = [barray.Mark2Record[i].Mark2Anchor]
            else:
                anchors = [c.LigatureAnchor for c in barray.LigatureAttach[i].ComponentRecord]
            for comp, row in enumerate(anchors):
                rows.append([t, "base", font.getGlyphID(name), comp, ";".join(anchor(a) for a in row)])
    elif ltype in (7, 8):
        rows += context_rows(font, t, st, ltype == 8)
    return rows

def layout_rows(font, tag):
    rows = []
    if tag not in font:
        return rows
    table = font[tag].table
    if table.ScriptList:
        for sr in table.ScriptList.ScriptRecord:
            langs = []
            if sr.Script.DefaultLangSys is not None:
                langs.append(("default", sr.Script.DefaultLangSys))
            langs += [(l.LangSysTag, l.LangSys) for l in sr.Script.LangSysRecord]
            for ltag, ls in langs:
                req = "-" if ls.ReqFeatureIndex == 0xFFFF else ls.ReqFeatureIndex
                rows.append([tag, "script", sr.ScriptTag, ltag, req, nums(ls.FeatureIndex)])
    if table.FeatureList:
        for i, fr in enumerate(table.FeatureList.FeatureRecord):
            rows.append([tag, "feature", i, fr.FeatureTag, nums(fr.Feature.LookupListIndex)])
    if table.LookupList:
        ext = 7 if tag == "GSUB" else 9
        for i, lookup in enumerate(table.LookupList.Lookup):
            subtables = []
            for st in lookup.SubTable:
                ltype = lookup.LookupType
                if ltype == ext:
                    ltype, st = st.ExtSubTable.LookupType if hasattr(st.ExtSubTable, "LookupType") else st.ExtensionLookupType, st.ExtSubTable
                subtables.append((ltype, st))
            real = subtables[0][0] if subtables else lookup.LookupType
            mset = getattr(lookup, "MarkFilteringSet", None)
            rows.append([tag, "lookup", i, real, lookup.LookupFlag, "-" if mset is None else mset, len(subtables)])
            for s, (ltype, st) in enumerate(subtables):
                # fontTools drops the format of GSUB types 1 to 4 (it re-chooses it when writing).
                fmt = "-" if tag == "GSUB" and ltype <= 4 else st.Format
                rows.append([tag, "subtable", i, s, ltype, fmt])
                rows += gsub_rows(font, st, ltype) if tag == "GSUB" else gpos_rows(font, st, ltype)
    return rows

def gdef_rows(font):
    rows = []
    if "GDEF" not in font:
        return rows
    g = font["GDEF"].table
    rows += classdef(font, g.GlyphClassDef, "gdef-class")
    rows += classdef(font, g.MarkAttachClassDef, "gdef-attach-class")
    sets = getattr(g, "MarkGlyphSetsDef", None)
    if sets:
        for i, cov in enumerate(sets.Coverage):
            rows.append(["gdef-mark-set", i, coverage(font, cov)])
    if g.LigCaretList:
        for name, lig in zip(g.LigCaretList.Coverage.glyphs, g.LigCaretList.LigGlyph):
            carets = []
            for cv in lig.CaretValue:
                carets.append(f"p{cv.CaretValuePoint}" if cv.Format == 2 else str(cv.Coordinate))
            rows.append(["gdef-carets", font.getGlyphID(name), ",".join(carets) or "-"])
    return rows

def main():
    out, fonts = parse_args(__doc__)
    for path, index in fonts:
        font = TTFont(abs_path(path), fontNumber=index, lazy=False)
        rows = gdef_rows(font) + layout_rows(font, "GSUB") + layout_rows(font, "GPOS")
        if rows:
            print(write(out, path, index, "layout", "GDEF, GSUB and GPOS as fontTools reads them (Scripts/expectations_layout.py).", rows))

if __name__ == "__main__":
    sys.path.insert(0, abs_path("Scripts"))
    main()
