#!/usr/bin/env python3
"""Writes expectations for the character map, horizontal metrics and kerning readers.

References: fontTools (cmap, hmtx, legacy kern, parsed GPOS) and uharfbuzz (shaping two-letter
strings with only the kern feature on). Aspects, one file per face each:

  cmap      U+XXXX <TAB> glyph id          every mapping of fontTools' getBestCmap (glyph 0 = unmapped, dropped)
  advances  glyph id <TAB> advance <TAB> lsb   every glyph's hmtx entry
  kern      left <TAB> right <TAB> value    every legacy kern pair with a non-zero total (format 0 subtables
                                            that are horizontal, not cross-stream, not variation; summed)
  gpos-kern left <TAB> right <TAB> value    every glyph pair with a non-zero total xAdvance of the first glyph
                                            from the GPOS 'kern' feature lookups (PairPos formats 1 and 2,
                                            through extension lookups), HarfBuzz's application rules
  hb-kern   U+L <TAB> U+R <TAB> left gid <TAB> right gid <TAB> adjustment
                                            for all pairs of the sample characters the face maps: HarfBuzz's
                                            x_advance of the first glyph minus its hmtx advance, kern only

The GPOS script is chosen as the Swift reader chooses it: 'latn', then 'DFLT', 'dflt', then the first
script whose language system has a 'kern' feature; the default language system (or the first one
when there is no default). Lookup flags are honoured with GDEF (ignored glyphs get no adjustment
from that lookup), as HarfBuzz does for adjacent glyphs.
"""
import sys
from fontTools.ttLib import TTFont

sys.path.insert(0, __import__("os").path.dirname(__file__))
from expectations_common import parse_args, write, abs_path  # noqa: E402

SAMPLE = (
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    " .,;:!?'\"-()[]/&*@%\u2019\u201c\u201d\u2013\u2014\u00ab\u00bb"
)
HB_OFF = ["liga", "clig", "calt", "rlig", "ccmp", "locl", "mark", "mkmk", "curs", "dist", "rclt",
          "abvm", "blwm", "rvrn", "frac", "numr", "dnom", "dlig", "hlig"]


def cmap_rows(font):
    best = font.getBestCmap() or {}
    rows = []
    for code in sorted(best):
        gid = font.getGlyphID(best[code])
        if gid != 0:
            rows.append((f"{code:04X}", gid))
    return rows


def advance_rows(font):
    hmtx = font["hmtx"]
    order = font.getGlyphOrder()
    return [(gid, *hmtx[name]) for gid, name in enumerate(order)]


def kern_rows(font):
    if "kern" not in font:
        return []
    total = {}
    gid = font.getGlyphID
    for sub in font["kern"].kernTables:
        if sub.format != 0:
            continue
        coverage = sub.coverage
        if font["kern"].version == 0:
            if not (coverage & 1) or (coverage & 4):  # horizontal, not cross-stream
                continue
        else:
            if coverage & 0x80 or coverage & 0x40 or coverage & 0x20:  # vertical, cross-stream, variation
                continue
        for (left, right), value in sub.kernTable.items():
            key = (gid(left), gid(right))
            total[key] = total.get(key, 0) + value
    return [(l, r, v) for (l, r), v in sorted(total.items()) if v != 0]


class Gdef:
    def __init__(self, font):
        self.classes = {}
        self.attach = {}
        self.sets = []
        if "GDEF" not in font:
            return
        table = font["GDEF"].table
        gid = font.getGlyphID
        if table.GlyphClassDef:
            self.classes = {gid(n): c for n, c in table.GlyphClassDef.classDefs.items()}
        if getattr(table, "MarkAttachClassDef", None):
            self.attach = {gid(n): c for n, c in table.MarkAttachClassDef.classDefs.items()}
        if getattr(table, "MarkGlyphSetsDef", None):
            self.sets = [set(gid(n) for n in cov.glyphs) for cov in table.MarkGlyphSetsDef.Coverage]

    def ignored(self, glyph, flag, filtering_set):
        cls = self.classes.get(glyph, 0)
        if cls == 1 and flag & 2:
            return True
        if cls == 2 and flag & 4:
            return True
        if cls == 3:
            if flag & 8:
                return True
            if flag & 0x10:
                s = self.sets[filtering_set] if filtering_set is not None and filtering_set < len(self.sets) else set()
                return glyph not in s
            if flag & 0xFF00:
                return self.attach.get(glyph, 0) != (flag >> 8)
        return False


def kern_lookup_indices(gpos):
    if not gpos.ScriptList or not gpos.FeatureList:
        return []
    records = gpos.FeatureList.FeatureRecord
    scripts = {s.ScriptTag: s.Script for s in gpos.ScriptList.ScriptRecord}

    def lookups(script):
        langsys = script.DefaultLangSys
        if langsys is None and script.LangSysRecord:
            langsys = script.LangSysRecord[0].LangSys
        if langsys is None:
            return []
        indices = list(langsys.FeatureIndex)
        if langsys.ReqFeatureIndex != 0xFFFF:
            indices.append(langsys.ReqFeatureIndex)
        out = set()
        for fi in indices:
            if fi < len(records) and records[fi].FeatureTag == "kern":
                out |= set(records[fi].Feature.LookupListIndex)
        return sorted(out)

    order = [t for t in ("latn", "DFLT", "dflt") if t in scripts]
    order += [s.ScriptTag for s in gpos.ScriptList.ScriptRecord if s.ScriptTag not in order]
    for tag in order:
        found = lookups(scripts[tag])
        if found:
            return found
    return []


def x_advance(value):
    return getattr(value, "XAdvance", 0) or 0 if value is not None else 0


def gpos_rows(font):
    if "GPOS" not in font:
        return []
    gpos = font["GPOS"].table
    gid = font.getGlyphID
    count = len(font.getGlyphOrder())
    gdef = Gdef(font)
    total = {}
    for index in kern_lookup_indices(gpos):
        if index >= len(gpos.LookupList.Lookup):
            continue
        lookup = gpos.LookupList.Lookup[index]
        flag = lookup.LookupFlag
        filtering = getattr(lookup, "MarkFilteringSet", None)
        subtables = []
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:
                if sub.ExtensionLookupType != 2:
                    continue
                sub = sub.ExtSubTable
            elif lookup.LookupType != 2:
                continue
            cov = [gid(n) for n in sub.Coverage.glyphs]
            if sub.Format == 1:
                pairs = []
                for g, pairset in zip(cov, sub.PairSet):
                    pairs.append((g, [(gid(r.SecondGlyph), x_advance(r.Value1)) for r in pairset.PairValueRecord]))
                subtables.append((1, set(cov), dict(pairs)))
            elif sub.Format == 2:
                cd1 = {gid(n): c for n, c in sub.ClassDef1.classDefs.items()}
                cd2 = {gid(n): c for n, c in sub.ClassDef2.classDefs.items()}
                members = {}
                for g, c in cd2.items():
                    members.setdefault(c, []).append(g)
                rows = [[x_advance(rec.Value1) for rec in c1.Class2Record] for c1 in sub.Class1Record]
                subtables.append((2, set(cov), (cd1, cd2, members, rows, sub.Class1Count, sub.Class2Count)))
        lefts = set()
        for _, cov, _ in subtables:
            lefts |= cov
        for left in sorted(lefts):
            if gdef.ignored(left, flag, filtering):
                continue
            decided = set()       # second glyphs already settled by an earlier subtable
            open_only = None      # after a format 2 subtable: the only second glyphs still open
            found = {}
            for fmt, cov, data in subtables:
                if left not in cov:
                    continue
                if fmt == 1:
                    for right, value in data.get(left, []):
                        if right in decided or (open_only is not None and right not in open_only):
                            continue
                        decided.add(right)
                        found[right] = value
                else:
                    cd1, cd2, members, rows, count1, count2 = data
                    c1 = cd1.get(left, 0)
                    if c1 >= count1 or c1 >= len(rows):
                        continue  # HarfBuzz: class out of range, the subtable does not apply
                    for c2, value in enumerate(rows[c1][:count2]):
                        if value == 0:
                            continue
                        glyphs = members.get(c2, []) if c2 != 0 else [g for g in range(count) if g not in cd2]
                        for right in glyphs:
                            if right not in decided and (open_only is None or right in open_only):
                                found[right] = value
                    # Every second glyph whose class is in range is now settled.
                    still = {g for g, c in cd2.items() if c >= count2 and g not in decided}
                    open_only = still if open_only is None else (open_only & still)
                    if not open_only:
                        break
            for right, value in found.items():
                if value and not gdef.ignored(right, flag, filtering):
                    total[(left, right)] = total.get((left, right), 0) + value
    return [(l, r, v) for (l, r), v in sorted(total.items()) if v != 0]


def hb_rows(path, index, font):
    import uharfbuzz as hb
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob, index)
    hbfont = hb.Font(face)
    best = font.getBestCmap() or {}
    hmtx = font["hmtx"]
    order = font.getGlyphOrder()
    gdef = Gdef(font)
    chars = [c for c in SAMPLE if ord(c) in best and font.getGlyphID(best[ord(c)]) != 0
             and gdef.classes.get(font.getGlyphID(best[ord(c)]), 0) != 3]
    features = {"kern": True}
    features.update({tag: False for tag in HB_OFF})
    rows, skipped = [], 0
    for a in chars:
        for b in chars:
            buf = hb.Buffer()
            buf.add_str(a + b)
            buf.direction = "ltr"
            buf.script = "Latn"
            buf.language = "en"
            hb.shape(hbfont, buf, features)
            infos, positions = buf.glyph_infos, buf.glyph_positions
            la, lb = font.getGlyphID(best[ord(a)]), font.getGlyphID(best[ord(b)])
            if len(infos) != 2 or infos[0].codepoint != la or infos[1].codepoint != lb:
                skipped += 1
                continue
            adjustment = positions[0].x_advance - hmtx[order[la]][0]
            rows.append((f"{ord(a):04X}", f"{ord(b):04X}", la, lb, adjustment))
    return rows, skipped


def main():
    out, fonts = parse_args(__doc__.splitlines()[0])
    for path, index in fonts:
        full = abs_path(path)
        font = TTFont(full, fontNumber=index, lazy=False)
        rows = cmap_rows(font)
        write(out, path, index, "cmap", "fontTools getBestCmap: code point (hex) -> glyph id", rows)
        rows = advance_rows(font)
        write(out, path, index, "advances", "fontTools hmtx: glyph id, advance width, left side bearing", rows)
        rows = kern_rows(font)
        write(out, path, index, "kern", "fontTools legacy kern, format 0 horizontal subtables summed: left, right, value", rows)
        rows = gpos_rows(font)
        write(out, path, index, "gpos-kern",
              "fontTools GPOS 'kern' feature, PairPos 1/2 first-glyph xAdvance, HarfBuzz subtable rules: left, right, value",
              rows)
        rows, skipped = hb_rows(full, index, font)
        write(out, path, index, "hb-kern",
              "uharfbuzz shape of two characters, script Latn, only 'kern' on: U+left, U+right, left gid, right gid, "
              f"x_advance(first) - hmtx advance\n{skipped} pairs left out because shaping did not give the two cmap glyphs",
              rows)


if __name__ == "__main__":
    main()
