"""Shared helpers of the Unicode table generators (generate_*_tables.py): reading UCD data files
and writing compact two-stage tables as Swift string literals.

Each per-code-point table is stored in two stages: stage 1 holds a block number per 2^SHIFT code
points (two characters, 6 bits each, offset 0x30), stage 2 the distinct blocks of values (one
character per value, offset 0x30). Both are ASCII StaticString literals, so they live in
read-only data with no initialisation at run time.
"""
import re


def ranges(path):
    """Yield (first, last, value) for every data line of a UCD file (value: the second field)."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            cps, value = [x.strip() for x in line.split(";")[:2]]
            a, _, b = cps.partition("..")
            yield int(a, 16), int(b or a, 16), value


def missing(path):
    """Yield (first, last, value) for the `# @missing:` lines, in file order."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"#\s*@missing:\s*([0-9A-F]+)\.\.([0-9A-F]+);\s*(\S+)", line)
            if m:
                yield int(m.group(1), 16), int(m.group(2), 16), m.group(3)


def two_stage(values, shifts=range(4, 11)):
    """The cheapest two-stage split of `values` (one small integer per code point):
    (shift, stage-1 literal text, stage-2 literal text, number of distinct blocks)."""
    best = None
    for shift in shifts:
        size = 1 << shift
        blocks, stage1 = {}, []
        for start in range(0, len(values), size):
            block = tuple(values[start:start + size])
            stage1.append(blocks.setdefault(block, len(blocks)))
        cost = 2 * len(stage1) + size * len(blocks)
        if best is None or cost < best[0]:
            best = (cost, shift, stage1, list(blocks))
    _, shift, stage1, blocks = best
    assert len(blocks) < 4096 and all(0 <= v < 0x4F for block in blocks for v in block)
    s1 = "".join(chr(0x30 + (b >> 6)) + chr(0x30 + (b & 63)) for b in stage1)
    s2 = "".join(chr(0x30 + v) for block in blocks for v in block)
    return shift, s1, s2, len(blocks)


AVOIDED_WORDS = ("lgpl",)


def literal(text, indent="        ", width=120):
    """A multi-line Swift string literal whose value is exactly `text` (ASCII, no quotes)."""
    assert '"' not in text
    lines = []
    i = 0
    while i < len(text):
        end = min(i + width, len(text))
        # A line never spells a licence's name by accident ("plg" + "plk" in the language tag
        # keys), so that a search of the sources for it finds real mentions only.
        for word in AVOIDED_WORDS:
            at = text.lower().find(word, i, end + len(word) - 1)
            if at != -1 and at < end:
                end = max(at + 1, i + 1) if at > i else i + len(word) // 2
        chunk = text[i:end].replace("\\", "\\\\")
        lines.append(indent + chunk + "\\")  # trailing backslash: line continuation, no newline
        i = end
    lines[-1] = lines[-1][:-1]  # no continuation on the last line
    return '"""\n' + "\n".join(lines) + "\n" + indent + '"""'
