#!/usr/bin/env python3
"""Thai breaks of Pango (with libthai) and of ICU on the same texts, for ThaiLineBreakTests.

    python3 Scripts/expectations_thai_breaks.py          # writes Tests/TypesetTests/Expectations/libthai/thai-breaks.tsv
    python3 Scripts/expectations_thai_breaks.py --check  # CI: the committed file is what the references give today
    python3 Scripts/expectations_thai_breaks.py --input FILE --output FILE   # any other sample (one text a line)

Typeset breaks Thai by ICU's dictionary, as an iPhone and Chromium do; Pango 1.50 breaks it by
libthai's. This file lets the tests list where the two differ. Each row: a text, libthai's word
breaks (`th_brk_find_breaks` of libthai 0.1.29 with its own dictionary, on the text converted to
TIS-620 by `th_uni2tis`, as Pango does), Pango 1.50's line break opportunities
(`pango_get_log_attrs`, language th: UAX #14 plus libthai) and ICU 72's
(`ubrk_open(UBRK_LINE, "th")`, compiled from Scripts/expectations_icu_linebreaks.py's C source;
"!" after a hard break), all as Unicode scalar offsets, the end of the text left out. libthai and
Pango are called through ctypes (Debian libthai0, libthai-data, libdatrie1, libpango-1.0-0).

The sample: every Thai display name of CLDR's th locale (languages, territories, scripts,
currencies, variants, time zones, through Babel; Unicode licence), the paragraph corpus
Fixtures/text/paragraphs/th.txt, lo.txt, km.txt, my.txt line by line (Pango breaks Lao, Khmer
and Myanmar with UAX #14 alone, so their rows check Typeset's `pango` mode there), and 600 texts
of 2-12 words of libthai's word list (`/usr/share/libthai/thbrk.tri`, read with libdatrie's
`trie_enumerate`) drawn with a fixed seed, some joined by spaces, ๆ or ฯ.

Licence: the words of libthai's list are LGPL-2.1-or-later data, so the output is test data only
and lives beside Tests/TypesetTests/Expectations/libthai/LICENSE-libthai.txt; nothing of it is
compiled into a product.
"""
import ctypes, os, random, re, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "libthai", "thai-breaks.tsv")
TRIE = "/usr/share/libthai/thbrk.tri"
sys.path.insert(0, os.path.join(ROOT, "Scripts"))

thai = ctypes.CDLL("libthai.so.0")
thai.th_brk_new.restype = ctypes.c_void_p
thai.th_brk_new.argtypes = [ctypes.c_char_p]
thai.th_brk_find_breaks.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int), ctypes.c_size_t]
thai.th_uni2tis.restype = ctypes.c_ubyte
thai.th_uni2tis.argtypes = [ctypes.c_uint32]
pango = ctypes.CDLL("libpango-1.0.so.0")
pango.pango_language_from_string.restype = ctypes.c_void_p
pango.pango_language_from_string.argtypes = [ctypes.c_char_p]
pango.pango_get_log_attrs.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int]
BRK = thai.th_brk_new(None)
TH = pango.pango_language_from_string(b"th")


def libthai_breaks(text):
    tis = bytes(thai.th_uni2tis(ord(c)) for c in text)
    pos = (ctypes.c_int * (len(text) + 1))()
    n = thai.th_brk_find_breaks(BRK, tis, pos, len(text) + 1)
    return list(pos[:n])


def pango_breaks(text):
    data = text.encode("utf-8")
    attrs = (ctypes.c_uint32 * (len(text) + 1))()  # PangoLogAttr: one guint of bit fields
    pango.pango_get_log_attrs(data, len(data), -1, TH, attrs, len(text) + 1)
    return [i for i in range(1, len(text)) if attrs[i] & 1]  # is_line_break, without the end


def libthai_words(path):
    """Every key of libthai's dictionary trie, sorted by code point."""
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


def icu_breaks(texts):
    import expectations_icu_linebreaks as icu
    with tempfile.TemporaryDirectory() as tmp:
        icu.build(tmp)
        return icu.icu_breaks(tmp, "th", texts)


def sample():
    from babel import Locale
    locale = Locale("th")
    texts = set()
    for names in (locale.languages, locale.territories, locale.scripts, locale.currencies, locale.variants, locale.time_zones):
        for value in names.values():
            if isinstance(value, str) and re.search("[\u0e01-\u0e5b]", value) and "\t" not in value:
                texts.add(value)
    texts = sorted(texts)
    for name in ("th", "lo", "km", "my"):
        with open(os.path.join(ROOT, f"Fixtures/text/paragraphs/{name}.txt"), encoding="utf-8") as f:
            texts += [line for line in f.read().splitlines() if line.strip()]
    words = libthai_words(TRIE)
    rng = random.Random(20)
    for _ in range(600):
        parts = rng.sample(words, rng.randint(2, 12))
        text = ""
        for part in parts:
            text += part + rng.choice(["", "", "", "", " ", "ๆ", "ฯ"])
        texts.append(text.strip())
    return texts


def rows(texts):
    return ["\t".join([t, ",".join(map(str, libthai_breaks(t))), ",".join(map(str, pango_breaks(t))), icu])
            for t, icu in zip(texts, icu_breaks(texts))]


def main():
    args = sys.argv[1:]
    if "--input" in args:
        with open(args[args.index("--input") + 1], encoding="utf-8") as f:
            texts = [l for l in f.read().splitlines() if l.strip() and "\t" not in l]
        out = args[args.index("--output") + 1]
    else:
        texts, out = sample(), OUT
    lines = ["# text\tlibthai word breaks\tPango 1.50 line breaks\tICU 72 line breaks (scalar offsets); written by Scripts/expectations_thai_breaks.py"] + rows(texts)
    if "--check" in args:
        with open(out, encoding="utf-8") as f:
            if f.read().splitlines() != lines:
                print("thai-breaks: committed expectations differ from libthai/Pango/ICU; regenerate with Scripts/expectations_thai_breaks.py")
                sys.exit(1)
        print(f"thai-breaks: {len(lines) - 1} rows equal libthai, Pango and ICU")
        return
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 1} rows to {out}")


if __name__ == "__main__":
    main()
