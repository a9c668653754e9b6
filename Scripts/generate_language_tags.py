#!/usr/bin/env python3
"""Write Sources/TypesetShaping/Script/LanguageTags.swift and the language tag expectations
from HarfBuzz's BCP 47 -> OpenType language system mapping.

Usage: python3 Scripts/generate_language_tags.py [--check]

The reference is HarfBuzz itself (Debian's libharfbuzz0b, 6.0.0), called through ctypes:
`hb_ot_tags_from_script_and_language` with no script. Its mapping has four parts, which this
script recovers by probing, not by reading HarfBuzz's source:

  1. Subtags that decide wherever they appear after the first one (`-polyton`, `-fonipa`,
     `-geok`, ...): found by trying every candidate subtag after several primary languages.
  2. Whole tags matched exactly (grandfathered/redundant ones: `i-navajo`, `zh-min-nan`, ...).
  3. Rules of one primary language: a prefix of subtags (`zh-hant-hk`, `zh-hans`, `ga-latg`)
     or a subtag anywhere after it (`zh-...-hk`, `ro-...-md`, `mnw-...-th`), found by trying
     every candidate subtag after every primary language.
  4. A table from the primary language subtag (or a three-letter extended language subtag
     after it: `zh-yue` is `yue`) to tags, including explicit "no tag" entries; an unlisted
     three-letter primary language is used upper-cased as its own tag (not after an extended
     language subtag).

Candidates: every ISO 639-1/639-2/639-3/639-5 code in Debian's iso-codes (the primary
languages), every ISO 15924 script and ISO 3166-1 region code, and the hyphenated strings and
their subtags found in the HarfBuzz library's read-only data. The generated rules and table are
then checked, by a Python version of the Swift lookup, against HarfBuzz on every probe (several
million); the script fails if one differs.

Outputs:
  Sources/TypesetShaping/Script/LanguageTags.swift            the rules and the table
  Tests/TypesetShapingTests/Expectations/language-tags.json   HarfBuzz's tags for every ISO 639
      code, every tag some rule affects, every combination of the special subtags with their
      languages, a deterministic sample of language-script/region tags and spelling variants.

`--check` verifies without writing.
"""
import argparse, ctypes, itertools, json, os, re, string, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/TypesetShaping/Script/LanguageTags.swift")
EXPECTATIONS = os.path.join(ROOT, "Tests/TypesetShapingTests/Expectations/language-tags.json")
HARFBUZZ = "/usr/lib/x86_64-linux-gnu/libharfbuzz.so.0"
ISO_CODES = "/usr/share/iso-codes/json"
NEUTRAL = "1901"  # a subtag no rule mentions (a German orthography variant)
# HarfBuzz looks for the "anywhere" subtags only in tags at least this long (before any
# singleton): `a-geok` has none, `ab-geok` is Khutsuri. Checked in discover().
ANYWHERE_MINIMUM = 7

# --- HarfBuzz ---------------------------------------------------------------------------------

hb = ctypes.CDLL(HARFBUZZ)
hb.hb_version_string.restype = ctypes.c_char_p
hb.hb_ot_tags_from_script_and_language.argtypes = [
    ctypes.c_uint32, ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint), ctypes.c_void_p,
    ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint32)]
hb.hb_language_from_string.argtypes = [ctypes.c_char_p, ctypes.c_int]
hb.hb_language_from_string.restype = ctypes.c_void_p
hb.hb_language_to_string.argtypes = [ctypes.c_void_p]
hb.hb_language_to_string.restype = ctypes.c_char_p
_count = ctypes.c_uint(0)
_zero = ctypes.c_uint(0)
_tags = (ctypes.c_uint32 * 8)()
_cache = {}


def canonical(text):
    """HarfBuzz's (and the Swift code's) spelling of a language: ASCII letters lower-cased,
    `_` as `-`, cut at the first other character."""
    out = []
    for ch in text:
        if "A" <= ch <= "Z":
            out.append(ch.lower())
        elif ch == "_":
            out.append("-")
        elif "a" <= ch <= "z" or "0" <= ch <= "9" or ch == "-":
            out.append(ch)
        else:
            break
    return "".join(out)


def harfbuzz(text):
    """HarfBuzz's language tags for a canonical language string. An hb_language_t is a pointer
    to its canonical string, so the string is passed directly (interning millions of probes in
    HarfBuzz's language list would be slow)."""
    if text in _cache:
        return _cache[text]
    if not text:
        return []
    _count.value = 8
    hb.hb_ot_tags_from_script_and_language(0, text.encode("ascii"), ctypes.byref(_zero), None,
                                           ctypes.byref(_count), _tags)
    result = [_tags[i].to_bytes(4, "big").decode("latin-1") for i in range(_count.value)]
    if len(_cache) < 200_000:
        _cache[text] = result
    return result


def harfbuzz_interned(text):
    """The same through hb_language_from_string (HarfBuzz's own canonicalisation)."""
    language = hb.hb_language_from_string(text.encode("utf-8"), -1)
    if not language:
        return []
    _count.value = 8
    hb.hb_ot_tags_from_script_and_language(0, hb.hb_language_to_string(language), ctypes.byref(_zero), None,
                                           ctypes.byref(_count), _tags)
    return [_tags[i].to_bytes(4, "big").decode("latin-1") for i in range(_count.value)]


def mined_strings():
    """Hyphenated lower-case strings in the HarfBuzz library's data (its tag rules' literals)."""
    data = open(HARFBUZZ, "rb").read()
    found = set()
    for match in re.finditer(rb"[a-z0-9-]{2,24}(?=\x00)", data):
        text = match.group().decode("ascii")
        if "-" in text and re.fullmatch(r"-?[a-z0-9]{1,8}(-[a-z0-9]{1,8})*", text):
            found.add(text)
    return sorted(found)


# --- The model: what the Swift code does --------------------------------------------------------

class Model:
    def __init__(self):
        self.anywhere = []   # [(subtag, tags)], in order
        self.exact = {}      # whole tag -> tags
        self.primary = {}    # primary -> [(kind, text, tags)], kind "prefix" (text: whole prefix) or "subtag"
        self.table = {}      # 2/3-letter subtag -> tags ([] for an explicit "no tag")

    @staticmethod
    def limit(s):
        """Index where the first singleton subtag's '-' is (extensions, private use), else len(s)."""
        for i in range(1, len(s) - 1):
            if s[i - 1] == "-" and s[i + 1] == "-":
                return i - 1
        return len(s)

    @staticmethod
    def subtag_matches(s, limit, subtag):
        """`-subtag` occurs before `limit`, not followed by a letter or digit."""
        needle = "-" + subtag
        start = 0
        while True:
            i = s.find(needle, start)
            if i < 0 or i >= limit:
                return False
            after = i + len(needle)
            if after >= len(s) or not s[after].isalnum():
                return True
            start = after

    def lookup(self, s, limit):
        dash = s.find("-")
        key = s if dash < 0 else s[:dash]
        extended = False
        if dash >= 0 and limit >= 6:
            end = s.find("-", dash + 1)
            ext = s[dash + 1:] if end < 0 else s[dash + 1:end]
            if len(ext) == 3 and ext[0].isalpha():
                key, extended = ext, True
        if key in self.table:
            return self.table[key]
        if not extended and len(key) == 3 and key.isalpha():
            return [key.upper() + " "]
        return []

    def tags(self, text):
        s = canonical(text)
        if not s or s.startswith("x-"):
            return []
        limit = self.limit(s)
        if limit >= ANYWHERE_MINIMUM:
            for subtag, tags in self.anywhere:
                if self.subtag_matches(s, limit, subtag):
                    return tags
        if s in self.exact:
            return self.exact[s]
        dash = s.find("-")
        for kind, text_, tags in self.primary.get(s if dash < 0 else s[:dash], ()):
            if kind == "prefix":
                if s == text_ or s.startswith(text_ + "-"):
                    return tags
            elif dash >= 0 and self.subtag_matches(s, limit, text_):
                return tags
        return self.lookup(s, limit)


# --- Discovery -----------------------------------------------------------------------------------

def iso_codes():
    codes = set()
    for name, key in [("iso_639-2.json", "639-2"), ("iso_639-3.json", "639-3"), ("iso_639-5.json", "639-5")]:
        for entry in json.load(open(os.path.join(ISO_CODES, name), encoding="utf-8"))[key]:
            for field in ("alpha_2", "alpha_3", "bibliographic"):
                if field in entry:
                    codes.add(entry[field].lower())
    scripts = sorted(e["alpha_4"].lower() for e in json.load(open(os.path.join(ISO_CODES, "iso_15924.json")))["15924"])
    regions = json.load(open(os.path.join(ISO_CODES, "iso_3166-1.json")))["3166-1"]
    regions = sorted({e["alpha_2"].lower() for e in regions} | {e["numeric"] for e in regions})
    return sorted(codes), scripts, regions


def discover(codes, scripts, regions, mined):
    model = Model()
    tokens = sorted({t for m in mined for t in m.split("-") if len(t) >= 2} - {"hbot", "hbsc"})
    primaries = sorted(set(codes) | {t for t in tokens if 2 <= len(t) <= 3 and t.isalpha()})
    # Subtags tried after primaries: three-letter alphabetic ones are extended language subtags,
    # which the table covers.
    candidates = sorted((set(scripts) | set(regions) | set(tokens)) - {t for t in tokens if len(t) == 3 and t.isalpha()})
    candidates = [c for c in candidates if not (len(c) == 3 and c.isalpha())]

    # 4. The table: every two- and three-letter subtag (HarfBuzz lists some retired codes).
    letters = string.ascii_lowercase
    every = ["".join(t) for t in itertools.product(letters, repeat=2)] + ["".join(t) for t in itertools.product(letters, repeat=3)]
    for code in every:
        if len(code) == 2:
            tags = harfbuzz(code)
            if tags:
                model.table[code] = tags
        elif len(code) == 3:
            tags = harfbuzz(code)
            if not tags:
                model.table[code] = []  # an explicit "no tag": no upper-case fallback
                continue
            via_extension = harfbuzz("en-" + code)  # extended language subtags have no fallback
            if via_extension:
                assert via_extension == tags, (code, tags, via_extension)
                model.table[code] = tags
            else:
                assert tags == [code.upper() + " "], (code, tags)

    primaries = sorted(set(primaries) | set(model.table))

    # 1. Subtags anywhere.
    probes = ["en", "und", "zh", "sr", "aa", "xyz", "en-latn", "zh-hant", "zh-hant-hk", "ro-md"]
    found = {}
    for subtag in candidates:
        results = {tuple(harfbuzz(p + "-" + subtag)) for p in probes}
        if len(results) == 1:
            result = list(results.pop())
            if all(result != harfbuzz(p) for p in probes) and harfbuzz(f"en-{NEUTRAL}-{subtag}") == result:
                found[subtag] = result
    order = sorted(found)
    wins = {s: 0 for s in order}
    for a, b in itertools.permutations(order, 2):
        if found[a] != found[b] and harfbuzz(f"und-{a}-{b}") == found[a]:
            wins[a] += 1
    order.sort(key=lambda s: (-wins[s], s))
    for subtag in order:
        if len(subtag) == 4:
            assert harfbuzz("a-" + subtag) == [] and harfbuzz("ab-" + subtag) == found[subtag], subtag
            assert harfbuzz("a-" + subtag + "-x-y") == [] and harfbuzz("ab-" + subtag + "-x-y") == found[subtag], subtag
    model.anywhere = [(s, found[s]) for s in order]

    # 3. Rules of one primary language: every primary with every candidate subtag.
    special = {}  # primary -> {subtag: tags}
    anywhere = set(found)
    for primary in primaries:
        base = model.lookup(primary, len(primary))
        for subtag in candidates:
            if subtag in anywhere:
                continue
            tags = harfbuzz(primary + "-" + subtag)
            if tags != base:
                special.setdefault(primary, {})[subtag] = tags
    for primary, effects in sorted(special.items()):
        prefixes, subtags = [], []
        for subtag, tags in sorted(effects.items()):
            if harfbuzz(f"{primary}-{NEUTRAL}-{subtag}") == tags:
                subtags.append((subtag, tags))
            elif harfbuzz(f"{primary}-{subtag}-{NEUTRAL}") != tags:
                model.exact[f"{primary}-{subtag}"] = tags  # only the whole tag (`art-lojban`)
            else:
                prefixes.append((f"{primary}-{subtag}", tags))
        # Prefixes whose result is the primary's own but that still come before its subtag rules
        # (`cdo-hans-hk` is Simplified like `cdo`, not Hong Kong).
        known = {p for p, _ in prefixes} | {f"{primary}-{t}" for t, _ in subtags}
        for subtag in candidates:
            prefix = f"{primary}-{subtag}"
            if subtag in anywhere or prefix in known or prefix in model.exact:
                continue
            for other, other_tags in subtags:
                if harfbuzz(f"{prefix}-{other}") != other_tags:
                    assert harfbuzz(f"{prefix}-{other}") == harfbuzz(prefix), (prefix, other)
                    prefixes.append((prefix, harfbuzz(prefix)))
                    break
        # Two-subtag prefixes (`zh-hant-hk`): a second special subtag that changes a prefix's result.
        longer = []
        for prefix, tags in prefixes:
            for subtag in candidates:
                if subtag in anywhere:
                    continue
                result = harfbuzz(f"{prefix}-{subtag}")
                if result != tags and harfbuzz(f"{prefix}-{NEUTRAL}-{subtag}") != result:
                    assert harfbuzz(f"{prefix}-{subtag}-{NEUTRAL}") == result, (prefix, subtag)
                    longer.append((f"{prefix}-{subtag}", result))
        # Order of the subtag rules among themselves: the one that wins when both are present.
        wins = {s: 0 for s, _ in subtags}
        for (a, ta), (b, tb) in itertools.permutations(subtags, 2):
            if ta != tb and harfbuzz(f"{primary}-{a}-{b}") == ta:
                wins[a] += 1
        subtags.sort(key=lambda st: (-wins[st[0]], st[0]))
        rules = [("prefix", p, t) for p, t in sorted(longer)] + [("prefix", p, t) for p, t in prefixes]
        # Prefix rules go before the subtag rules (`zh-hans-hk` is Simplified); the verification
        # below tries every combination.
        rules += [("subtag", s, t) for s, t in subtags]
        model.primary[primary] = rules

    # 2. Whole tags: the library's hyphenated strings, as they are and after each letter (the
    # library keeps some without their first letter).
    exact_candidates = set()
    for m in mined:
        for first in [""] + list(string.ascii_lowercase):
            text = first + m
            if re.fullmatch(r"[a-z0-9]{1,8}(-[a-z0-9]{1,8})+", text):
                exact_candidates.add(text)
    for text in sorted(exact_candidates):
        tags = harfbuzz(text)
        if model.tags(text) != tags:
            longer_text = f"{text}-{NEUTRAL}"
            assert harfbuzz(longer_text) != tags or model.tags(longer_text) == tags, text
            model.exact[text] = tags
    return model, primaries, candidates


def verify(model, primaries, candidates, extra):
    """Every probe: the model equals HarfBuzz."""
    checked = 0
    failures = []
    def check(text):
        nonlocal checked
        checked += 1
        expected = harfbuzz(canonical(text))
        got = model.tags(text)
        if got != expected and len(failures) < 20:
            failures.append((text, got, expected))
    for primary in primaries:
        check(primary)
        for subtag in candidates:
            check(primary + "-" + subtag)
    specials = sorted({s for rules in model.primary.values() for kind, t, _ in rules for s in t.split("-")[1:] if kind == "prefix"}
                      | {t for rules in model.primary.values() for kind, t, _ in rules if kind == "subtag"}
                      | {s for s, _ in model.anywhere} | {NEUTRAL, "latn", "us", "x", "u", "419"})
    for primary in sorted(set(model.primary) | {"en", "und", "zh", "xyz"}):
        for a, b in itertools.product(specials, repeat=2):
            check(f"{primary}-{a}-{b}")
        for a, b, c in itertools.product(specials, repeat=3):
            check(f"{primary}-{a}-{b}-{c}")
    for text in extra:
        check(text)
    for text in list(model.exact):
        for suffix in ["", "-" + NEUTRAL, "-x-foo", "-hk", "-fonipa"]:
            check(text + suffix)
    return checked, failures


# --- Output --------------------------------------------------------------------------------------

def tag_literal(tag):
    return f"Tag(rawValue: 0x{int.from_bytes(tag.encode('latin-1'), 'big'):08X})"


def tag_list(tags):
    return "[" + ", ".join(tag_literal(t) for t in tags) + "]"


def comment_tags(tags):
    return ", ".join(f"'{t}'" for t in tags) if tags else "none"


def write_swift(model, version, out, iso_version):
    keys = sorted(model.table)
    lists, list_index, pool = [], {}, []
    for key in keys:
        tags = tuple(model.table[key])
        if tags not in list_index:
            list_index[tags] = len(pool)
            pool.extend(tags)
        lists.append((list_index[tags], len(tags)))
    assert len(pool) < 4096 and all(n < 64 for _, n in lists)
    s_keys = "".join(k.ljust(3) for k in keys)
    s_values = "".join(chr(0x30 + (o >> 6)) + chr(0x30 + (o & 63)) + chr(0x30 + n) for o, n in lists)
    s_pool = "".join(pool)
    assert all(0x20 <= ord(c) < 0x7F for c in s_pool)

    from importlib import import_module
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    literal = import_module("generate_script_tables").literal

    anywhere = "\n".join(f'        ("{s}", {tag_list(t)}),  // {comment_tags(t)}' for s, t in model.anywhere)
    exact = "\n".join(f'        "{s}": {tag_list(t)},  // {comment_tags(t)}' for s, t in sorted(model.exact.items()))
    primary = []
    for p, rules in sorted(model.primary.items()):
        if not rules:
            continue
        body = ", ".join(f'(.{"prefix" if kind == "prefix" else "subtag"}, "{text}", {tag_list(t)})' for kind, text, t in rules)
        names = "; ".join(f"{text}: {comment_tags(t)}" for kind, text, t in rules)
        primary.append(f'        // {names}\n        "{p}": [{body}],')
    primary = "\n".join(primary)

    source = f"""// GENERATED FILE - DO NOT EDIT.
// Regenerate with: python3 Scripts/generate_language_tags.py
// Source: HarfBuzz {version}'s hb_ot_tags_from_script_and_language (Debian libharfbuzz0b), probed
// through ctypes with every ISO 639 code of Debian's iso-codes {iso_version}, every ISO 15924 script
// and ISO 3166-1 region subtag; see Scripts/PROVENANCE.md. The language tags are the OpenType
// language system tag registry's facts as HarfBuzz applies them.
// {len(model.anywhere)} subtags checked anywhere, {len(model.exact)} whole tags,
// {sum(len(r) for r in model.primary.values())} rules of {len(model.primary)} primary languages,
// {len(keys)} table entries ({sum(1 for k in keys if not model.table[k])} of them "no tag"), {len(pool)} tags in the pool.

import TypesetFont

/// The data of ``OpenTypeLanguage/tags(forBCP47:)``.
enum LanguageTagTables {{
    /// Subtags that decide wherever they appear after the first subtag (before any singleton),
    /// tried in this order before everything else.
    static let anywhere: [(subtag: String, tags: [Tag])] = [
{anywhere}
    ]

    /// Whole (canonical, lower-case) tags with their own mapping.
    static let exact: [String: [Tag]] = [
{exact}
    ]

    /// Rules of one primary language subtag, in order: `.prefix` matches the tag or a tag that
    /// continues it with `-`; `.subtag` a subtag anywhere after the primary one.
    static let primary: [String: [(kind: LanguageRuleKind, text: String, tags: [Tag])]] = [
{primary}
    ]

    /// The table's keys: two- or three-letter language subtags, three characters each (two-letter
    /// ones padded with a space), sorted.
    static var keys: StaticString {{
        {literal(s_keys)}
    }}

    /// Per key, three characters: offset into ``tags`` in tags (two 6-bit digits + 0x30) and the
    /// number of tags (0: "no tag", the three-letter upper-case fallback doesn't apply).
    static var values: StaticString {{
        {literal(s_values)}
    }}

    /// The tag lists, four characters per tag.
    static var tags: StaticString {{
        {literal(s_pool)}
    }}

    /// Number of keys.
    static let count = {len(keys)}
}}
"""
    with open(out, "w", encoding="utf-8") as f:
        f.write(source)


def write_expectations(path, version, groups, upper_cased, counts):
    lines = ["{",
             '  "comment": ' + json.dumps(
                 f"Generated by Scripts/generate_language_tags.py: HarfBuzz {version}'s OpenType language tags "
                 "(hb_ot_tags_from_script_and_language) for BCP 47 tags, grouped by result; for the inputs in "
                 "upperCased, HarfBuzz's one tag is the input's first subtag upper-cased and padded with a space. "
                 f"{counts}") + ",",
             f'  "harfbuzz": "{version}",',
             '  "upperCased": [']
    for i in range(0, len(upper_cased), 16):
        comma = "," if i + 16 < len(upper_cased) else ""
        lines.append("    " + ", ".join(json.dumps(t) for t in upper_cased[i:i + 16]) + comma)
    lines += ["  ],", '  "groups": [']
    items = sorted(groups.items(), key=lambda kv: (len(kv[0]) == 0, kv[0]))
    for i, (tags, inputs) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        lines.append("    " + json.dumps({"tags": list(tags), "inputs": sorted(inputs)}) + comma)
    lines += ["  ]", "}"]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify only, write nothing")
    parser.add_argument("--out", default=OUT)
    parser.add_argument("--expectations", default=EXPECTATIONS)
    args = parser.parse_args()
    version = hb.hb_version_string().decode()
    iso_version = "?"
    try:
        iso_version = os.popen("dpkg-query -W -f='${Version}' iso-codes 2>/dev/null").read().strip() or "?"
    except OSError:
        pass

    codes, scripts, regions = iso_codes()
    mined = mined_strings()
    model, primaries, candidates = discover(codes, scripts, regions, mined)

    # Spellings: case, `_`, extensions and private use, and the tags the task names.
    named = ["zh-Hant", "zh-HK", "zh-TW", "zh-Hans", "zh-MO", "zh-SG", "zh-CN", "zh-Hant-HK", "zh-Hans-HK",
             "zh-Hant-MO", "zh-Hant-TW", "zh-Latn", "yue", "yue-Hant", "yue-Hans", "zh-yue", "zh-yue-HK", "cmn-Hant",
             "sr-Latn", "sr-Cyrl", "sr-Latn-RS", "ro-MD", "ro", "mo", "pt-BR", "pt-PT", "de-CH", "de-AT",
             "de-CH-1901", "en-US", "en-GB", "fr-CA", "es-419", "el-polyton", "grc-polyton", "hy-arevmda",
             "oc-provenc", "und-fonipa", "en-fonipa", "und-fonnapa", "ka-Geok", "syr-Syre", "syr-Syrj", "syr-Syrn",
             "ga-Latg", "mnw-TH", "art-lojban", "i-navajo", "i-hak", "i-lux", "no-bok", "no-nyn", "zh-min",
             "zh-min-nan", "zh-guoyu", "zh-hakka", "en-GB-oed", "sgn-BE-FR", "ZH_hant_hk", "SR_LATN", "En-Us",
             "pt_br", "zh-Hant-u-nu-hanidec", "zh-u-rg-hkzzzz", "zh-x-hk", "ro-x-md", "x-private", "en-x-abc",
             "i-klingon", "und", "eng", "xyz", "xyz-US", "en-xyz", "en-deu", "", "a", "english", "en US",
             "de.UTF-8", "zh@Hant", "ar-arz", "zh-cmn-Hant-TW", "ku-Arab", "az-Cyrl", "uz-Latn", "mn-Mong", "iu-Latn",
             "tg-Arab", "ms-Arab", "pa-Arab", "sd-Deva", "ks-Deva", "kok", "bs-Cyrl", "nl-BE", "fa-AF", "sw-KE"]
    extra = named + [p + "-" + c for p, c in itertools.islice(
        ((p, c) for i, (p, c) in enumerate(itertools.product(primaries, candidates)) if i % 1999 == 0), 100000)]
    checked, failures = verify(model, primaries, candidates, extra)
    for text, got, expected in failures:
        print(f"MISMATCH {text!r}: model {got}, HarfBuzz {expected}", file=sys.stderr)
    # The canonicalisation too: HarfBuzz's own hb_language_from_string.
    for text in named:
        assert harfbuzz_interned(text) == harfbuzz(canonical(text)), text
    if failures:
        sys.exit(f"{len(failures)}+ mismatches in {checked} probes")
    print(f"HarfBuzz {version}: model verified on {checked} probes; {len(model.anywhere)} anywhere subtags, "
          f"{len(model.exact)} exact tags, {sum(len(r) for r in model.primary.values())} primary rules "
          f"({len(model.primary)} languages), {len(model.table)} table entries", file=sys.stderr)
    if args.check:
        return

    write_swift(model, version, args.out, iso_version)

    # Expectations: every ISO code, every affected tag, the combinations, the sample and the named ones.
    inputs = set(codes) | set(named) | set(extra[len(named):])
    special_primaries = sorted(set(model.primary) | {"en", "und"})
    specials = sorted({t for rules in model.primary.values() for kind, text, _ in rules
                       for t in (text.split("-")[1:] if kind == "prefix" else [text])}
                      | {s for s, _ in model.anywhere} | {"latn", "us"})
    globals_ = [s for s, _ in model.anywhere]
    for p in special_primaries:
        inputs.add(p)
        own = sorted({t for kind, text, _ in model.primary.get(p, ())
                      for t in (text.split("-")[1:] if kind == "prefix" else [text])} | {"latn", "us", NEUTRAL})
        for a in specials:
            inputs.add(f"{p}-{a}")
        for a, b in itertools.permutations(own, 2):
            inputs.add(f"{p}-{a}-{b}")
    for a, b in itertools.permutations(globals_ + ["hk"], 2):
        inputs.add(f"zh-{a}-{b}")
    inputs |= set(model.exact) | set(model.table)
    groups, upper_cased = {}, []
    for text in sorted(inputs):
        tags = harfbuzz(canonical(text))
        first = canonical(text).split("-")[0]
        if tags == [first.upper() + " "] and len(first) == 3:
            upper_cased.append(text)
        else:
            groups.setdefault(tuple(tags), []).append(text)
    counts = (f"{len(inputs)} inputs: {len(codes)} ISO 639 codes, the {len(model.table)} table keys, {len(named)} named tags, "
              f"the combinations of {len(specials)} special subtags with {len(special_primaries)} languages, "
              f"a sample of {len(extra) - len(named)} language-subtag pairs.")
    write_expectations(args.expectations, version, groups, upper_cased, counts)
    print(f"wrote {args.out} and {args.expectations} ({len(inputs)} inputs)", file=sys.stderr)


if __name__ == "__main__":
    main()
