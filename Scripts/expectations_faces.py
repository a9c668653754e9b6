#!/usr/bin/env python3
"""Every table of a face as fontTools reads it: tag, length and OpenType checksum.

    python3 Scripts/expectations_faces.py [FONT[:INDEX] ...] [--debian] [--out DIR]

Writes Tests/TypesetFontTests/Expectations/<stem>-<index>.tables.tsv with one row per table in
tag order: `tag, length, checksum` (fontTools' calcChecksum of the table's bytes as read from the
file, `head` with checkSumAdjustment at 0, as the checksum is defined). The Swift tests write each
face as a file of its own (`StandaloneFaceWriter.file(of:)`) and check that its table directory is
exactly this, and that the file's checksum is 0xB1B0AFBA.
Spec: https://learn.microsoft.com/en-us/typography/opentype/spec/otff#calculating-checksums
"""
import fontTools
from fontTools.ttLib import TTFont
from fontTools.ttLib.sfnt import calcChecksum
from expectations_common import parse_args, write, abs_path


def main():
    out, fonts = parse_args(__doc__.splitlines()[0])
    for path, index in fonts:
        font = TTFont(abs_path(path), fontNumber=index, lazy=True)
        rows = []
        for tag in sorted(font.reader.keys()):
            data = font.reader[tag]
            if tag == "head":
                data = data[:8] + b"\0\0\0\0" + data[12:]
            rows.append((tag, len(data), "%08x" % calcChecksum(data)))
        print(write(out, path, index, "tables", "tag, length, checksum (fontTools " + fontTools.version + ")", rows))


if __name__ == "__main__":
    main()
