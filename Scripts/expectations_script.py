#!/usr/bin/env python3
"""Write Tests/TypesetShapingTests/Expectations/scripts.json from independent references.

Usage: python3 Scripts/expectations_script.py [--out FILE]

References (Debian packages; see Scripts/PROVENANCE.md):
  ICU 72 (libicu72, Unicode 15.0, the version of the committed tables), through ctypes:
    uscript_getScript / uscript_getScriptExtensions for every code point U+0000..U+10FFFF
    (written as ranges of equal values), and uscript_openRun / uscript_nextRun, ICU's script
    run iterator, for the run test strings.
  fontTools (pinned in Scripts/requirements.txt): fontTools.unicodedata.ot_tags_from_script.
  HarfBuzz 6.0 (libharfbuzz0b), through ctypes: hb_ot_tags_from_script_and_language.

fontTools' own Script data is of a later Unicode version (18.0 in fontTools 4.68), so it is
compared here only as a summary (printed), not written: the test compares with ICU 72.
"""
import argparse, ctypes, ctypes.util, glob, json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests/TypesetShapingTests/Expectations/scripts.json")
HARFBUZZ = "/usr/lib/x86_64-linux-gnu/libharfbuzz.so.0"

# Strings whose runs ICU's iterator gives (the Swift tests check ICU's runs for those marked
# "same", and their own expectations for the others, where the rules deliberately differ).
RUN_STRINGS = [
    ("Hello 世界 (テスト)", "same"),
    ("Hello, world", "same"),
    ("English (中文) text", "same"),
    ("(中文) abc", "same"),
    ("a (b [中] c) d", "same"),
    ("中文) abc", "same"),
    ("Привет ми\u0301р", "same"),
    ("abc мир def", "same"),
    ("Price: 100 ريال (SAR) 2024", "same"),
    ("\u0661\u0662\u0663 abc", "same"),
    ("আমি বাংলায় গান গাই।", "same"),
    ("日本語のテキスト、カタカナ。", "same"),
    ("123 abc", "same"),
    ("!!! ???", "same"),
    ("\u0301abc", "same"),
    ("שלום world", "same"),
    ("I \u2764\ufe0f NY \U0001F5FD", "same"),
    ("สวัสดี ครับ", "same"),
    ("नमस्ते Namaste", "same"),
    ("abc中文def", "same"),
    ("Ἀθῆναι 2024", "same"),
    ("abc、漢字", "scx: U+3001 goes with the Han text after it"),
    ("\U00011103\U00011104 \u09e6\u09e7", "scx: Bengali digits stay in a Chakma run"),
    ("\u0661\u0662 \u078b\u07a8\u0788\u07ac\u0780\u07a8", "scx: Arabic-Indic digits join the Thaana run"),
    ("a\ue000b", "Unknown (private use) doesn't split a run"),
    ("abc「漢字」", "scx: 「 goes with the Han text; the brackets match"),
    ("中文“abc”中文", "ICU pairs quotation marks; BidiBrackets.txt doesn't"),
]


def icu_library():
    for name in ["libicuuc.so.72"] + sorted(glob.glob("/usr/lib/x86_64-linux-gnu/libicuuc.so.*")):
        try:
            lib = ctypes.CDLL(name)
        except OSError:
            continue
        for suffix in ["_72", ""]:
            if hasattr(lib, "uscript_getScript" + suffix):
                return lib, suffix
    sys.exit("ICU's libicuuc not found (Debian: libicu72)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args()

    icu, v = icu_library()
    get_script = getattr(icu, "uscript_getScript" + v)
    get_script.argtypes = [ctypes.c_int32, ctypes.POINTER(ctypes.c_int)]
    get_script.restype = ctypes.c_int
    get_extensions = getattr(icu, "uscript_getScriptExtensions" + v)
    get_extensions.argtypes = [ctypes.c_int32, ctypes.POINTER(ctypes.c_int), ctypes.c_int32, ctypes.POINTER(ctypes.c_int)]
    get_extensions.restype = ctypes.c_int32
    short_name = getattr(icu, "uscript_getShortName" + v)
    short_name.argtypes = [ctypes.c_int]
    short_name.restype = ctypes.c_char_p
    version = (ctypes.c_uint8 * 4)()
    getattr(icu, "u_getUnicodeVersion" + v)(version)
    unicode_version = ".".join(str(x) for x in version[:3])
    assert unicode_version == "15.0.0", unicode_version

    names = {}
    def name(code):
        if code not in names:
            names[code] = short_name(code).decode("ascii")
        return names[code]

    error = ctypes.c_int(0)
    buffer = (ctypes.c_int * 64)()
    ranges = []
    for cp in range(0x110000):
        sc = name(get_script(cp, ctypes.byref(error)))
        n = get_extensions(cp, buffer, 64, ctypes.byref(error))
        assert error.value <= 0, (hex(cp), error.value)
        scx = " ".join(sorted(name(buffer[i]) for i in range(n)))
        if ranges and ranges[-1][2] == sc and ranges[-1][3] == scx and ranges[-1][1] == cp - 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp, sc, scx])
    scripts = sorted({r[2] for r in ranges})

    # fontTools' data (a later Unicode version): a summary only.
    try:
        from fontTools import unicodedata as ftu
        agree = differ = 0
        for first, last, sc, scx in ranges:
            if sc == "Zzzz":
                continue
            for cp in range(first, last + 1):
                if ftu.script(cp) == sc and " ".join(sorted(ftu.script_extension(cp))) == scx:
                    agree += 1
                else:
                    differ += 1
        print(f"fontTools (its own Unicode version) agrees with ICU 72 on {agree} assigned code points, "
              f"differs on {differ}", file=sys.stderr)
        from fontTools.unicodedata import ot_tags_from_script
    except ImportError:
        sys.exit("fontTools is needed: pip install -r Scripts/requirements.txt")

    hb = ctypes.CDLL(HARFBUZZ)
    hb.hb_ot_tags_from_script_and_language.argtypes = [
        ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint32),
        ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint32)]
    hb.hb_version_string.restype = ctypes.c_char_p

    def hb_script_tags(code):
        count = ctypes.c_uint(8)
        tags = (ctypes.c_uint32 * 8)()
        none = ctypes.c_uint(0)
        hb.hb_ot_tags_from_script_and_language(int.from_bytes(code.encode(), "big"), None, ctypes.byref(count), tags,
                                               ctypes.byref(none), None)
        return [tags[i].to_bytes(4, "big").decode("ascii") for i in range(count.value)]

    tags = {code: {"fontTools": [t.ljust(4) for t in ot_tags_from_script(code)], "harfbuzz": hb_script_tags(code)}
            for code in scripts + ["Zmth"]}

    open_run = getattr(icu, "uscript_openRun" + v)
    open_run.argtypes = [ctypes.c_void_p, ctypes.c_int32, ctypes.POINTER(ctypes.c_int)]
    open_run.restype = ctypes.c_void_p
    next_run = getattr(icu, "uscript_nextRun" + v)
    next_run.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int)]
    next_run.restype = ctypes.c_int8
    close_run = getattr(icu, "uscript_closeRun" + v)
    close_run.argtypes = [ctypes.c_void_p]

    runs = []
    for text, note in RUN_STRINGS:
        utf16 = text.encode("utf-16-le")
        units = len(utf16) // 2
        scalar_at = []  # UTF-16 offset -> scalar offset
        for i, ch in enumerate(text):
            scalar_at.extend([i] * (2 if ord(ch) > 0xFFFF else 1))
        scalar_at.append(len(text))
        source = ctypes.create_string_buffer(utf16, len(utf16) + 2)
        error = ctypes.c_int(0)
        run = open_run(ctypes.cast(source, ctypes.c_void_p), units, ctypes.byref(error))
        assert error.value <= 0
        start, limit, code = ctypes.c_int32(), ctypes.c_int32(), ctypes.c_int()
        found = []
        while next_run(run, ctypes.byref(start), ctypes.byref(limit), ctypes.byref(code)):
            found.append([scalar_at[start.value], scalar_at[limit.value], name(code.value)])
        close_run(run)
        runs.append({"text": text, "icu": found, "note": note})

    document = {
        "comment": "Generated by Scripts/expectations_script.py: Script and Script_Extensions of every code point "
                   "(ranges [first, last, Script, Script_Extensions sorted]) and script runs from ICU "
                   f"{unicode_version} (ICU 72); OpenType script tags from fontTools and HarfBuzz "
                   f"{hb.hb_version_string().decode()}. Run offsets count Unicode scalars.",
        "unicodeVersion": unicode_version,
        "ranges": ranges,
        "openTypeTags": tags,
        "runs": runs,
    }
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("{\n")
        f.write(f'  "comment": {json.dumps(document["comment"], ensure_ascii=False)},\n')
        f.write(f'  "unicodeVersion": "{unicode_version}",\n')
        f.write('  "ranges": [\n' + ",\n".join("    " + json.dumps(r) for r in ranges) + "\n  ],\n")
        f.write('  "openTypeTags": {\n' + ",\n".join(
            f"    {json.dumps(k)}: {json.dumps(v)}" for k, v in tags.items()) + "\n  },\n")
        f.write('  "runs": [\n' + ",\n".join("    " + json.dumps(r, ensure_ascii=False) for r in runs) + "\n  ]\n")
        f.write("}\n")
    print(f"wrote {args.out}: {len(ranges)} ranges, {len(scripts)} scripts, {len(runs)} run strings", file=sys.stderr)


if __name__ == "__main__":
    main()
