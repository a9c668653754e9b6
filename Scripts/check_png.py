#!/usr/bin/env python3
"""Decode the PNGs TypesetRender wrote with Pillow and compare them with raw pixel dumps.

The Swift test `RenderPNGTests.writeForPillow` writes NAME.png next to NAME.rgba (straight RGBA8)
or NAME.gray (8-bit gray) into $TYPESET_PNG_DIR (default: $TMPDIR/typeset-png-check); the golden
pictures in Tests/TypesetRenderTests/Golden sit next to NAME.rgba.zlib ("WIDTH HEIGHT\n" and the
zlib-compressed RGBA8 bytes). Usage:

    TYPESET_PNG_DIR=/tmp/png swift test --filter RenderPNGTests
    Scripts/check_png.py /tmp/png
    Scripts/check_png.py Tests/TypesetRenderTests/Golden

Exit status 0 when every PNG decodes to exactly its dump, 1 otherwise.
"""
import glob, os, sys, tempfile, zlib
from PIL import Image


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else os.environ.get(
        "TYPESET_PNG_DIR", os.path.join(tempfile.gettempdir(), "typeset-png-check"))
    pngs = sorted(glob.glob(os.path.join(directory, "*.png")))
    if not pngs:
        print(f"check_png: no PNG files in {directory}", file=sys.stderr)
        return 1
    failures = 0
    for png in pngs:
        stem = png[:-4]
        if os.path.exists(stem + ".rgba.zlib"):
            blob = open(stem + ".rgba.zlib", "rb").read()
            header, _, body = blob.partition(b"\n")
            raw, mode = zlib.decompress(body), "RGBA"
            if len(raw) != 4 * int(header.split()[0]) * int(header.split()[1]):
                print(f"{png}: golden dump size does not match its header", file=sys.stderr)
                failures += 1
                continue
        elif os.path.exists(stem + ".rgba"):
            raw, mode = open(stem + ".rgba", "rb").read(), "RGBA"
        elif os.path.exists(stem + ".gray"):
            raw, mode = open(stem + ".gray", "rb").read(), "L"
        else:
            print(f"{png}: no raw dump", file=sys.stderr)
            failures += 1
            continue
        with Image.open(png) as image:
            image.load()  # full decode: zlib stream, CRCs (Pillow verifies them), filters
            if image.mode != mode:
                print(f"{png}: mode {image.mode}, expected {mode}", file=sys.stderr)
                failures += 1
                continue
            decoded = image.tobytes()
            size = image.size
        if decoded != raw:
            diff = next(i for i, (a, b) in enumerate(zip(decoded, raw)) if a != b) if len(decoded) == len(raw) else -1
            print(f"{png}: pixels differ (first differing byte {diff}, sizes {len(decoded)} vs {len(raw)})", file=sys.stderr)
            failures += 1
        else:
            print(f"{png}: {size[0]}x{size[1]} {mode} ok")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
