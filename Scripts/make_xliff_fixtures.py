#!/usr/bin/env python3
"""The XLIFF side of the .xcstrings/XLIFF pair in Tests/TypesetFitTests/Fixtures/xliff.

    python3 Scripts/make_xliff_fixtures.py [--check]

Reads Tests/TypesetFitTests/Fixtures/xliff/Localizable.xcstrings (a subset of the example
catalogue: plain strings and plural variations in en, de, fr, ar, ja and ru) and writes, for each
locale other than the source language, what Xcode's "Export Localizations" writes for a string
catalog, and the same units as XLIFF 2.0:
- export/LOCALE.xcloc/contents.json, Localized Contents/LOCALE.xliff (XLIFF 1.2: one <file> per
  catalogue, one <trans-unit> per string, the id KEY or KEY|==|plural.CATEGORY for a plural
  variation, <source> in the source language, <target state> when the locale has the string),
  Source Contents/App/Localizable.xcstrings (the catalogue as Xcode copies it into the bundle);
- xliff20/LOCALE.xlf (XLIFF 2.0: <unit id> -> <segment state> -> <source>, <target>).
State names: the catalogue's `translated` and `needs_review` become XLIFF 1.2 `translated` and
`needs-review-translation`, XLIFF 2.0 `translated` and `initial`. With --check, exits 1 when the
committed files differ from what this writes.
"""
import json, os, sys
from xml.sax.saxutils import escape

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "Tests", "TypesetFitTests", "Fixtures", "xliff")


def units(catalog, locale):
    """(id, source, target or None, state) in catalogue order."""
    source_language = catalog["sourceLanguage"]
    out = []
    for key, entry in catalog["strings"].items():
        localizations = entry.get("localizations", {})
        source = localizations.get(source_language)
        target = localizations.get(locale)
        if source is not None and "variations" in source:
            for category, unit in source["variations"]["plural"].items():
                t = (target or {}).get("variations", {}).get("plural", {}).get(category)
                out.append((f"{key}|==|plural.{category}", unit["stringUnit"]["value"],
                            t["stringUnit"]["value"] if t else None, t["stringUnit"].get("state") if t else None))
            # Plural categories the target language has and the source does not.
            for category, t in (target or {}).get("variations", {}).get("plural", {}).items():
                if category not in source["variations"]["plural"]:
                    other = source["variations"]["plural"]["other"]["stringUnit"]["value"]
                    out.append((f"{key}|==|plural.{category}", other, t["stringUnit"]["value"], t["stringUnit"].get("state")))
        else:
            text = source["stringUnit"]["value"] if source else key
            t = (target or {}).get("stringUnit")
            out.append((key, text, t["value"] if t else None, t.get("state") if t else None))
    return out


def xliff12(catalog, locale):
    states = {"translated": "translated", "needs_review": "needs-review-translation", "new": "new"}
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" '
             'xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">',
             f'  <file original="App/Localizable.xcstrings" source-language="{catalog["sourceLanguage"]}" target-language="{locale}" datatype="plaintext">',
             '    <header>',
             '      <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" build-num="15A240d"/>',
             '    </header>',
             '    <body>']
    for uid, source, target, state in units(catalog, locale):
        lines.append(f'      <trans-unit id="{escape(uid, {chr(34): "&quot;"})}" xml:space="preserve">')
        lines.append(f'        <source>{escape(source)}</source>')
        if target is not None:
            lines.append(f'        <target state="{states.get(state, "translated")}">{escape(target)}</target>')
        lines.append('        <note/>')
        lines.append('      </trans-unit>')
    lines += ['    </body>', '  </file>', '</xliff>', '']
    return "\n".join(lines)


def xliff20(catalog, locale):
    states = {"translated": "translated", "needs_review": "initial", "new": "initial"}
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="{catalog["sourceLanguage"]}" trgLang="{locale}">',
             '  <file id="f1" original="App/Localizable.xcstrings">']
    for uid, source, target, state in units(catalog, locale):
        lines.append(f'    <unit id="{escape(uid, {chr(34): "&quot;"})}">')
        lines.append(f'      <segment state="{states.get(state, "translated")}">' if target is not None else '      <segment>')
        lines.append(f'        <source>{escape(source)}</source>')
        if target is not None:
            lines.append(f'        <target>{escape(target)}</target>')
        lines.append('      </segment>')
        lines.append('    </unit>')
    lines += ['  </file>', '</xliff>', '']
    return "\n".join(lines)


def outputs():
    path = os.path.join(DIR, "Localizable.xcstrings")
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    catalog = json.loads(raw)
    locales = sorted({loc for e in catalog["strings"].values() for loc in e.get("localizations", {})} - {catalog["sourceLanguage"]})
    files = {}
    for locale in locales:
        bundle = f"export/{locale}.xcloc"
        files[f"{bundle}/contents.json"] = json.dumps({"developmentRegion": catalog["sourceLanguage"], "project": "App.xcodeproj",
                                                       "targetLocale": locale, "toolInfo": {"toolBuildNumber": "15A240d", "toolID": "com.apple.dt.xcode",
                                                       "toolName": "Xcode", "toolVersion": "15.0"}, "version": "1.0"}, indent=2) + "\n"
        files[f"{bundle}/Localized Contents/{locale}.xliff"] = xliff12(catalog, locale)
        files[f"{bundle}/Source Contents/App/Localizable.xcstrings"] = raw
        files[f"xliff20/{locale}.xlf"] = xliff20(catalog, locale)
    return files


def main():
    check = "--check" in sys.argv
    stale = []
    for name, text in outputs().items():
        path = os.path.join(DIR, name)
        if check:
            if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
                stale.append(name)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    if stale:
        sys.exit("out of date: " + ", ".join(stale))


if __name__ == "__main__":
    main()
