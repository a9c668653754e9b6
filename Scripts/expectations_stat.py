#!/usr/bin/env python3
"""STAT tables as fontTools reads them: design axes and axis values (names from `name`).

    python3 Scripts/expectations_stat.py [FONT[:INDEX] ...] [--out DIR]

Writes Tests/TypesetFontTests/Expectations/<stem>-<index>.stat.tsv for every fixture font with a
STAT table: `axis, tag, name id, name, ordering` and `value, format, axis indices, values,
range min, range max, linked value, flags, name id, name` rows (empty cells where the format has
no such field). Spec: https://learn.microsoft.com/en-us/typography/opentype/spec/stat
"""
import glob, os
from fontTools.ttLib import TTFont
from expectations_common import parse_args, write, abs_path


def num(value):
    value = float(value)
    return str(int(value)) if value == int(value) else repr(value)


def main():
    out, fonts = parse_args(__doc__.splitlines()[0])
    if not fonts or fonts[0][0] == "Fixtures/fonts/DejaVuSans-subset.ttf":
        fonts = [(os.path.relpath(p, abs_path(".")), 0) for p in sorted(glob.glob(abs_path("Fixtures/fonts/*.ttf")) + glob.glob(abs_path("Fixtures/fonts/*.otf"))
                                                                          + glob.glob(abs_path("Fixtures/fonts/synthetic/*")))]
    for path, index in fonts:
        font = TTFont(abs_path(path), fontNumber=index)
        if "STAT" not in font:
            continue
        stat, name = font["STAT"].table, font["name"]
        rows = []
        axes = stat.DesignAxisRecord.Axis if stat.DesignAxisRecord else []
        for axis in axes:
            rows.append(("axis", axis.AxisTag, axis.AxisNameID, name.getDebugName(axis.AxisNameID) or "", axis.AxisOrdering))
        values = stat.AxisValueArray.AxisValue if stat.AxisValueArray else []
        for value in values:
            f = value.Format
            if f == 4:
                indices = ",".join(str(r.AxisIndex) for r in value.AxisValueRecord)
                vals = ",".join(num(r.Value) for r in value.AxisValueRecord)
            else:
                indices, vals = str(value.AxisIndex), num(value.Value)
            low = num(value.RangeMinValue) if f == 2 else ""
            high = num(value.RangeMaxValue) if f == 2 else ""
            linked = num(value.LinkedValue) if f == 3 else ""
            rows.append(("value", f, indices, vals, low, high, linked, value.Flags, value.ValueNameID,
                         name.getDebugName(value.ValueNameID) or ""))
        print(write(out, path, index, "stat", "axis, tag, name id, name, ordering / value, format, axis indices, values, "
                    "range min, range max, linked value, flags, name id, name (fontTools " + __import__("fontTools").version + ")", rows))


if __name__ == "__main__":
    main()
