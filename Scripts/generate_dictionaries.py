#!/usr/bin/env python3
"""Write Sources/TypesetUnicode/LineBreaking/ThaiDictionaryData.swift from libthai's word list.

Usage: python3 Scripts/generate_dictionaries.py [--trie /usr/share/libthai/thbrk.tri]

Input: Debian's `libthai-data` 0.1.29 (`/usr/share/libthai/thbrk.tri`, a libdatrie double-array
trie), read through libdatrie's own `trie_enumerate` (Debian `libdatrie1`, ctypes): every key of
the trie is one dictionary word. Licence: LGPL-2.1-or-later, see
Sources/TypesetUnicode/LineBreaking/LICENSE-libthai.txt (the data file is the work of the Thai Linux
Working Group; no code of libthai is used, only its word list).

Pango 1.50 (the reference of the line-breaking tests) breaks Thai with libthai and this very
dictionary, and breaks Lao, Khmer and Myanmar with no dictionary at all, so only Thai gets one.

Layout of the table (one ASCII string literal, StaticString, read-only data): the words sorted
by code point, each front-coded as
    <shared-prefix length with the previous word> <suffix length> <suffix characters>
every item one character of ALPHABET (value = index in ALPHABET): lengths are 0..19, a Thai
character U+0E01..U+0E5B is stored as its code point minus U+0E01 (0..90, i.e. its TIS-620 byte
minus 0xA1). ALPHABET is the 91 printable ASCII characters from '#' to '~' without '\\', so the
literal needs no escapes. The trie is built from it on first use.

libthai also breaks between non-Thai characters by a class-pair table (brk-ctype). That table is
not copied: the classes and the pair actions are recovered by probing `th_brk_find_breaks`
(Debian `libthai0` 0.1.29, ctypes) with every pair of TIS-620 bytes "XY" (a break at 1: the
pair is allowed) and "X Y" (a break before Y: allowed after a space, "indirect"); bytes that act
alike in every pair form one class. Written as `classes` (one letter per byte 0x00-0xFF) and
`pairs` (one of P/A/I per previous class and next class).
"""
import argparse, ctypes, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/TypesetUnicode/LineBreaking/ThaiDictionaryData.swift")
ALPHABET = "".join(chr(c) for c in range(0x23, 0x7F) if c != 0x5C)
assert len(ALPHABET) == 91


def read_words(path):
    lib = ctypes.CDLL("libdatrie.so.1")
    lib.trie_new_from_file.restype = ctypes.c_void_p
    lib.trie_new_from_file.argtypes = [ctypes.c_char_p]
    callback_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_uint32), ctypes.c_int32, ctypes.c_void_p)
    lib.trie_enumerate.argtypes = [ctypes.c_void_p, callback_type, ctypes.c_void_p]
    lib.trie_free.argtypes = [ctypes.c_void_p]
    words = []

    def collect(key, _data, _user):
        chars, i = [], 0
        while key[i]:
            chars.append(chr(key[i]))
            i += 1
        words.append("".join(chars))
        return 1

    trie = lib.trie_new_from_file(path.encode())
    if not trie:
        raise SystemExit(f"cannot read {path}")
    lib.trie_enumerate(trie, callback_type(collect), None)
    lib.trie_free(trie)
    return sorted(set(words))


def probe_classes():
    thai = ctypes.CDLL("libthai.so.0")
    thai.th_brk_new.restype = ctypes.c_void_p
    thai.th_brk_new.argtypes = [ctypes.c_char_p]
    thai.th_brk_find_breaks.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int), ctypes.c_size_t]
    brk = thai.th_brk_new(None)

    def breaks(data):
        pos = (ctypes.c_int * 8)()
        return list(pos[:thai.th_brk_find_breaks(brk, data, pos, 8)])

    def op(x, y):
        if 1 in breaks(bytes([x, y])):
            return "A"
        return "I" if 2 in breaks(bytes([x, 0x20, y])) else "P"

    codes = list(range(1, 256))
    table = {x: "".join(op(x, y) for y in codes) for x in codes}
    signature = {c: (table[c], "".join(table[x][c - 1] for x in codes)) for c in codes}
    order = []
    for c in [0xA1, 0x20, 0x2E] + codes:  # Thai, space and full stop get the classes a, b, c
        if signature[c] not in order:
            order.append(signature[c])
    if len(order) > 26:
        raise SystemExit(f"{len(order)} classes")
    letter = {sig: chr(0x61 + i) for i, sig in enumerate(order)}
    # NUL ends libthai's strings; it never reaches the table, give it the class of U+0001.
    classes = letter[signature[1]] + "".join(letter[signature[c]] for c in codes)
    representative = {sig: next(c for c in codes if signature[c] == sig) for sig in order}
    pairs = "".join(op(representative[a], representative[b]) for a in order for b in order)
    return classes, pairs, len(order)


def encode(words):
    out, previous = [], ""
    for word in words:
        for ch in word:
            if not 0x0E01 <= ord(ch) <= 0x0E5B:
                raise SystemExit(f"unexpected character U+{ord(ch):04X} in {word!r}")
        if not 0 < len(word) < 20:
            raise SystemExit(f"word length {len(word)} out of range: {word!r}")
        shared = 0
        while shared < min(len(word), len(previous)) and word[shared] == previous[shared]:
            shared += 1
        suffix = word[shared:]
        out.append(ALPHABET[shared] + ALPHABET[len(suffix)] + "".join(ALPHABET[ord(c) - 0x0E01] for c in suffix))
        previous = word
    return "".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--trie", default="/usr/share/libthai/thbrk.tri")
    args = parser.parse_args()
    words = read_words(args.trie)
    classes, pairs, class_count = probe_classes()
    data = encode(words)
    chunks = [data[i:i + 100] for i in range(0, len(data), 100)]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("// GENERATED FILE - DO NOT EDIT.\n")
        f.write("// Regenerate with: python3 Scripts/generate_dictionaries.py [--trie /usr/share/libthai/thbrk.tri]\n")
        f.write("// Source: libthai-data 0.1.29 (Debian 12) thbrk.tri, LGPL-2.1-or-later; see LICENSE-libthai.txt.\n")
        f.write(f"// {len(words)} words, {sum(map(len, words))} characters; front-coded in {len(data)} bytes.\n\n")
        f.write("/// libthai's Thai word list, front-coded (see Scripts/generate_dictionaries.py for the layout).\n")
        f.write("enum ThaiDictionaryData {\n")
        f.write(f"    static let wordCount = {len(words)}\n")
        f.write("    /// libthai's break class of each TIS-620 byte (a: Thai letters, b: space, c: full stop).\n")
        f.write(f"    static let classes: StaticString = \"{classes}\"\n")
        f.write(f"    /// Action between a previous class (row) and the next (column), {class_count} by {class_count}:\n")
        f.write("    /// P prohibited, A allowed, I allowed after a space.\n")
        f.write(f"    static let classCount = {class_count}\n")
        f.write(f"    static let pairs: StaticString = \"{pairs}\"\n")
        f.write(f"    static let alphabet: StaticString = \"{ALPHABET}\"\n")
        f.write("    static let words: StaticString = \"\"\"\n")
        for i, chunk in enumerate(chunks):
            f.write(f"        {chunk}{'' if i == len(chunks) - 1 else chr(92)}\n")
        f.write("        \"\"\"\n}\n")
    print(f"wrote {OUT}: {len(words)} words, {len(data)} bytes of table")


if __name__ == "__main__":
    main()
