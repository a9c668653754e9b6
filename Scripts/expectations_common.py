"""Shared helpers for the scripts that write test expectations from independent references.

Each expectation file is `Tests/TypesetFontTests/Expectations/<font-stem>-<index>.<aspect>.tsv`:
a header `# font=PATH index=N`, comment lines, then tab-separated rows. Pass `--out DIR` and
font paths to write expectations for other fonts (CI does this for the full Debian fonts and
runs the same Swift tests with TYPESET_EXPECTATIONS=DIR).
"""
import argparse, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "Tests", "TypesetFontTests", "Expectations")
FIXTURES = [
    ("Fixtures/fonts/DejaVuSans-subset.ttf", 0),
    ("Fixtures/fonts/Inter-Regular-subset.otf", 0),
    ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 0),
    ("Fixtures/fonts/NotoSansCJK-Regular-subset.ttc", 1),
]
DEBIAN_FONTS = [
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
    ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
]

def parse_args(description):
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", default=DEFAULT_OUT, help="directory for the .tsv files")
    parser.add_argument("--debian", action="store_true", help="use the full Debian fonts instead of the fixtures")
    parser.add_argument("fonts", nargs="*", help="FONT[:INDEX] (default: the committed fixtures)")
    args = parser.parse_args()
    if args.fonts:
        fonts = [(f.rsplit(":", 1)[0], int(f.rsplit(":", 1)[1])) if ":" in f else (f, 0) for f in args.fonts]
    else:
        fonts = DEBIAN_FONTS if args.debian else FIXTURES
    os.makedirs(args.out, exist_ok=True)
    return args.out, fonts

def font_ref(path):
    """The path as written in the header: relative to the repository when inside it."""
    full = os.path.abspath(os.path.join(ROOT, path))
    return os.path.relpath(full, ROOT) if full.startswith(ROOT + os.sep) else full

def abs_path(path):
    return os.path.abspath(os.path.join(ROOT, path))

def write(out_dir, path, index, aspect, comment, rows):
    stem = os.path.splitext(os.path.basename(path))[0]
    name = os.path.join(out_dir, f"{stem}-{index}.{aspect}.tsv")
    with open(name, "w", encoding="utf-8") as f:
        f.write(f"# font={font_ref(path)} index={index}\n")
        for line in comment.strip().splitlines():
            f.write(f"# {line}\n")
        for row in rows:
            f.write("\t".join(str(v) for v in row) + "\n")
    return name
