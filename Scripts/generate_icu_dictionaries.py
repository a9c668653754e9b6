#!/usr/bin/env python3
"""Write the Lao, Khmer and Burmese word lists of ICU as Swift tables.

Usage: python3 Scripts/generate_icu_dictionaries.py [--check]

  --check   regenerate in memory and fail (exit 1) unless every committed file is byte-identical.

Input: ICU 72's break-iterator dictionaries as Debian's `libicu72` ships them compiled into
libicudata (`brkitr/dict/laodict.dict`, `khmerdict.dict`, `burmesedict.dict`, `thaidict.dict`), read through ICU's
public API by Scripts/reference/icu_dictionary_words.cpp (compiled here with g++ against
libicu-dev): every word of each dictionary's byte trie, the trie's offset transform undone. The
same tool prints, from ICU's Unicode properties, the characters each of ICU's engines handles
(script ∩ Line_Break=SA) and the combining marks among them. Licence: the Unicode licence (ICU),
Sources/TypesetUnicode/LineBreaking/LICENSE-ICU.txt.

Output, one file per script: Sources/TypesetUnicode/LineBreaking/{Lao,Khmer,Burmese,ThaiICU}DictionaryData.swift
(ThaiICU: ICU's `thaidict`, used only when asked for instead of libthai's list).

Layout of a table (one ASCII string literal, StaticString, read-only data): the words sorted by
code point (the order of ICU's trie), each front-coded as
    <shared-prefix length with the previous word> <suffix length> <suffix symbols>
every item one character of ALPHABET (value = index in ALPHABET). A symbol is an index into the
file's `symbols` array, which holds the byte ICU's trie uses for the character (code point − the
script's offset; 0xFE for U+200C ZWNJ, 0xFF for U+200D ZWJ), sorted, so symbol order is code
point order. ALPHABET is the 91 printable ASCII characters from '#' to '~' without '\\', so the
literal needs no escapes. The runtime trie (DictionaryTrie in SoutheastAsianDictionary.swift) is
built from it on first use.
"""
import argparse, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, "Scripts/reference/icu_dictionary_words.cpp")
OUT_DIR = os.path.join(ROOT, "Sources/TypesetUnicode/LineBreaking")
ALPHABET = "".join(chr(c) for c in range(0x23, 0x7F) if c != 0x5C)
assert len(ALPHABET) == 91

# (Swift name, ICU dictionary, ISO 15924 script, transform offset of the dictionary)
SCRIPTS = [
    ("Lao", "laodict", "Laoo", 0x0E80),
    ("Khmer", "khmerdict", "Khmr", 0x1780),
    ("Burmese", "burmesedict", "Mymr", 0x1000),
    # ICU's Thai list: an alternative to libthai's (LineBreakDictionaries.icuIncludingThai).
    ("ThaiICU", "thaidict", "Thai", 0x0E00),
]


def build_tool(tmp):
    exe = os.path.join(tmp, "icu_dictionary_words")
    subprocess.run(["g++", "-O1", "-o", exe, TOOL, "-licuuc", "-licudata"], check=True)
    return exe


def icu_version():
    out = subprocess.run(["pkg-config", "--modversion", "icu-uc"], capture_output=True, text=True)
    return out.stdout.strip() or "unknown"


def read_words(exe, name):
    out = subprocess.run([exe, name], capture_output=True, check=True).stdout.decode("utf-8")
    return [w for w in out.split("\n") if w]


def read_set(exe, pattern):
    out = subprocess.run([exe, "--set", pattern], capture_output=True, check=True, text=True).stdout
    return [tuple(int(x, 16) for x in line.split()) for line in out.split("\n") if line]


def byte_of(ch, offset):
    c = ord(ch)
    if c == 0x200D:
        return 0xFF
    if c == 0x200C:
        return 0xFE
    if not 0 <= c - offset <= 0xFD:
        raise SystemExit(f"U+{c:04X} outside the transform of offset U+{offset:04X}")
    return c - offset


def encode(words, offset):
    symbols = sorted({byte_of(ch, offset) for w in words for ch in w})
    if len(symbols) > len(ALPHABET):
        raise SystemExit(f"{len(symbols)} symbols")
    index = {b: i for i, b in enumerate(symbols)}
    out, previous = [], ""
    for word in words:
        shared = 0
        while shared < min(len(word), len(previous)) and word[shared] == previous[shared]:
            shared += 1
        suffix = word[shared:]
        if not suffix or len(suffix) >= len(ALPHABET) or shared >= len(ALPHABET):
            raise SystemExit(f"cannot encode {word!r} after {previous!r}")
        out.append(ALPHABET[shared] + ALPHABET[len(suffix)] + "".join(ALPHABET[index[byte_of(c, offset)]] for c in suffix))
        previous = word
    return symbols, "".join(out)


def ranges_literal(ranges):
    return "[" + ", ".join(f"0x{a:04X}...0x{b:04X}" for a, b in ranges) + "]"


def render(name, dictionary, script, offset, words, letters, marks, version):
    if words != sorted(words):
        raise SystemExit(f"{dictionary}: the trie's order is not code point order")
    symbols, data = encode(words, offset)
    chunks = [data[i:i + 100] for i in range(0, len(data), 100)]
    lines = [
        "// GENERATED FILE - DO NOT EDIT.",
        "// Regenerate with: python3 Scripts/generate_icu_dictionaries.py",
        f"// Source: ICU {version} (Debian 12 libicu72) brkitr/dict/{dictionary}.dict, Unicode licence; see LICENSE-ICU.txt.",
        f"// {len(words)} words, {sum(map(len, words))} characters; front-coded in {len(data)} bytes.",
        "",
        f"/// ICU's {name} word list, front-coded (see Scripts/generate_icu_dictionaries.py for the layout),",
        f"/// and the characters ICU's {name} break engine reads.",
        f"enum {name}DictionaryData {{",
        f"    static let wordCount = {len(words)}",
        f"    /// The code point of trie byte 0 (ICU's offset transform).",
        f"    static let offset: UInt32 = 0x{offset:04X}",
        f"    /// Characters of the engine's runs: script {script} with Line_Break SA (ICU {version}).",
        f"    static let letters: [ClosedRange<UInt32>] = {ranges_literal(letters)}",
        f"    /// The combining marks among them (General_Category M): no word break before one.",
        f"    static let marks: [ClosedRange<UInt32>] = {ranges_literal(marks)}",
        "    /// The trie byte of each symbol.",
        "    static let symbols: [UInt8] = [" + ", ".join(str(s) for s in symbols) + "]",
        f"    static let alphabet: StaticString = \"{ALPHABET}\"",
        "    static let words: StaticString = \"\"\"",
    ]
    for i, chunk in enumerate(chunks):
        lines.append(f"        {chunk}{'' if i == len(chunks) - 1 else chr(92)}")
    lines += ["        \"\"\"", "}", ""]
    return "\n".join(lines), len(words), len(data)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    version = icu_version()
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        exe = build_tool(tmp)
        for name, dictionary, script, offset in SCRIPTS:
            words = read_words(exe, dictionary)
            letters = read_set(exe, f"[[:{script}:]&[:LineBreak=SA:]]")
            marks = read_set(exe, f"[[:{script}:]&[:LineBreak=SA:]&[:M:]]")
            text, count, size = render(name, dictionary, script, offset, words, letters, marks, version)
            path = os.path.join(OUT_DIR, f"{name}DictionaryData.swift")
            if args.check:
                current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
                if current != text:
                    print(f"{os.path.relpath(path, ROOT)} differs from what ICU {version} gives", file=sys.stderr)
                    failed = True
                else:
                    print(f"{os.path.relpath(path, ROOT)}: up to date ({count} words, {size} bytes of table)")
            else:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
                print(f"wrote {os.path.relpath(path, ROOT)}: {count} words, {size} bytes of table")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
