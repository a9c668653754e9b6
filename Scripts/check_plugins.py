#!/usr/bin/env python3
"""The SwiftPM plugins, as a package that uses them would:

1. `swift package typeset --help` (the command plugin) prints the command line's help;
2. Fixtures/PluginPackage, whose target holds only `styles.tokens.json` and `main.swift`, builds:
   the build-tool plugin `TypesetGenerate` generates the Swift at build time;
3. the generated files equal what `typeset generate` writes for the same token file;
4. the styles the package resolves from the generated code equal `typeset style --json` for the
   token's font, size, line height and text style, at S, L and AX5 on a 3x display.

Usage: Scripts/check_plugins.py   (needs `swift build` of the root package first)
"""
import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "Fixtures/PluginPackage"
TARGET = PACKAGE / "Sources/StyleCheck"
TOKENS = TARGET / "styles.tokens.json"
TYPESET = ROOT / ".build/debug/typeset"
WEIGHTS = {400: "Regular", 600: "SemiBold", 700: "Bold"}


def run(arguments, cwd):
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(map(str, arguments))} failed ({result.returncode}):\n{result.stdout[-2000:]}\n{result.stderr[-4000:]}")
    return result.stdout


def main():
    help_text = run(["swift", "package", "typeset", "--help"], ROOT)
    if "verify-device" not in help_text or "specimen" not in help_text:
        sys.exit("swift package typeset --help did not print the command line's help")
    print("ok     swift package typeset --help")

    committed = sorted(p.name for p in TARGET.iterdir() if p.suffix == ".swift")
    if committed != ["main.swift"]:
        sys.exit(f"the fixture target must hold no generated code: {committed}")
    run(["swift", "build"], PACKAGE)
    outputs = list((PACKAGE / ".build/plugins/outputs").rglob("TypesetGenerate/Generated"))
    if len(outputs) != 1:
        sys.exit(f"expected one TypesetGenerate output folder, found {outputs}")
    generated = outputs[0]
    with tempfile.TemporaryDirectory() as expected:
        run([TYPESET, "generate", str(TOKENS), "--out", expected], ROOT)
        names = sorted(p.name for p in Path(expected).iterdir())
        if sorted(p.name for p in generated.iterdir()) != names:
            sys.exit(f"the plugin wrote {sorted(p.name for p in generated.iterdir())}, typeset generate {names}")
        for name in names:
            if not filecmp.cmp(generated / name, Path(expected) / name, shallow=False):
                sys.exit(f"{generated / name} differs from typeset generate's {name}")
    print(f"ok     the build-tool plugin's {len(names)} files equal typeset generate's")

    binary = Path(run(["swift", "build", "--show-bin-path"], PACKAGE).strip()) / "StyleCheck"
    lines = run([binary, str(TARGET)], PACKAGE).splitlines()
    tokens = json.loads(TOKENS.read_text())["typography"]
    compared = 0
    for line in lines:
        measured = json.loads(line)
        token = tokens[measured["token"].split(".", 1)[1]]
        value, extension = token["$value"], token.get("$extensions", {}).get("com.typeset", {})
        font = TARGET / "fonts" / f"Inter-{WEIGHTS[value['fontWeight']]}-subset.otf"
        arguments = [TYPESET, "style", "--font", str(font), "--size", str(value["fontSize"]["value"]),
                     "--line-height-multiple", repr(value["lineHeight"]), "--letter-spacing", str(value["letterSpacing"]["value"]),
                     "--text-style", extension["textStyle"], "--category", measured["category"], "--scale", "3", "--json"]
        if "maxPointSize" in extension:
            arguments += ["--maximum-point-size", str(extension["maxPointSize"])]
        style = json.loads(run(arguments, ROOT))
        for key, got in measured.items():
            if key in ("token", "category"):
                continue
            want = style
            for part in key.split("."):
                want = want[part]
            if abs(got - want) > 1e-9:
                sys.exit(f"{measured['token']} at {measured['category']}: {key} is {got} from the generated code, {want} from typeset style")
            compared += 1
    print(f"ok     {len(lines)} generated styles: {compared} values equal typeset style --json")


if __name__ == "__main__":
    main()
