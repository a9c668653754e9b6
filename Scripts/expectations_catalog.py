#!/usr/bin/env python3
"""Writes Tests/TypesetCatalogTests/Expectations/catalog_values.tsv: the values of the catalogue
fixtures and of the example catalog as Python's own parsers read them (`json` for .xcstrings,
`plistlib` for .stringsdict), for the Swift readers to be compared with.

Only what needs no interpretation is written: every `stringUnit` value of an .xcstrings file under
its key, locale and variation path (strings with substitutions are left out), and every plural,
device and width form of a .stringsdict whose format is exactly one variable. One line per
value: file, key, locale, variant ("-" for none), value as a JSON string.

    python3 Scripts/expectations_catalog.py
"""
import json
import os
import plistlib
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests/TypesetCatalogTests/Expectations/catalog_values.tsv")
FILES = [
    ("Tests/TypesetCatalogTests/Fixtures/App/Localizable.xcstrings", None),
    ("Tests/TypesetCatalogTests/Fixtures/App/en.lproj/Localizable.stringsdict", "en"),
    ("Tests/TypesetCatalogTests/Fixtures/App/pt-BR.lproj/Localizable.stringsdict", "pt-BR"),
    ("Examples/Catalog/Localizable.xcstrings", None),
]


def variations(node, path, out):
    if "stringUnit" in node:
        out.append((".".join(path) or "-", node["stringUnit"]["value"]))
    for kind, cases in node.get("variations", {}).items():
        for case, sub in cases.items():
            variations(sub, path + [kind, case], out)


def main():
    lines = []
    for rel, locale in FILES:
        path = os.path.join(ROOT, rel)
        if rel.endswith(".xcstrings"):
            catalog = json.load(open(path, encoding="utf-8"))
            for key, entry in catalog["strings"].items():
                for loc, node in entry.get("localizations", {}).items():
                    if "substitutions" in node:
                        continue
                    found = []
                    variations(node, [], found)
                    for variant, value in found:
                        lines.append((rel, key, loc, variant, value))
        else:
            plist = plistlib.load(open(path, "rb"))
            for key, rules in plist.items():
                for kind, name in (("device", "NSStringDeviceSpecificRuleType"), ("width", "NSStringVariableWidthRuleType")):
                    for case, value in rules.get(name, {}).items():
                        lines.append((rel, key, locale, "%s.%s" % (kind, case), value))
                fmt = rules.get("NSStringLocalizedFormatKey")
                m = re.fullmatch(r"%#@(\w+)@", fmt or "")
                if m:
                    for category, value in rules[m.group(1)].items():
                        if not category.startswith("NSString"):
                            lines.append((rel, key, locale, "plural." + category, value))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("# Python json/plistlib reading of the catalogue fixtures (Scripts/expectations_catalog.py)\n")
        for rel, key, loc, variant, value in lines:
            f.write("\t".join([rel, key, loc, variant, json.dumps(value, ensure_ascii=False)]) + "\n")
    print("%d values" % len(lines))


if __name__ == "__main__":
    main()
