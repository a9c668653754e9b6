#!/usr/bin/env python3
"""What each library product costs an app that links it: stripped size and clean build time.

Makes a throw-away consumer package in a temporary directory that depends on this repository by
path, with one small executable per library product that uses the product minimally (a
hello-world with no dependency is the baseline). Each executable is built alone from clean with
`swift build -c release --product NAME` (the dependency's resolved checkouts are kept between
builds, so the time is compiling and linking only), copied, stripped with `strip`, and its size
printed with the wall time of the build. On Linux the Swift runtime and Foundation are shared
libraries, so the size is the product's code and data plus the consumer's.

    Scripts/measure_product_sizes.py                 # every product, Markdown table
    Scripts/measure_product_sizes.py TypesetStyle    # some products (and the baseline)
    Scripts/measure_product_sizes.py --check         # builds the style-only consumer, fails over 300 KB
    Scripts/measure_product_sizes.py --check --limit 2000   # ... fails over 2,000 KB (a regression guard)

The style-only consumer does what an app that only sets text styles does: `import TypesetStyle`,
`TextStyle(...)`, `resolved(scale:category:)` and reads the result; it links TypesetStyle and
TypesetFontMetrics only. The TypesetPlatform consumer makes the plan an Apple adapter applies. The Apple adapters
(TypesetUIKit, TypesetSwiftUI, TypesetAppKit) are empty modules on Linux and are not measured.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STYLE_LIMIT = 300 * 1024

# Each consumer reads its input from the command line, so the optimizer cannot fold the use away.
CONSUMERS = {
    "baseline": ([], """
let arguments = CommandLine.arguments
print("hello, \\(arguments.count)")
"""),
    "TypesetStyle": (["TypesetStyle"], """
import TypesetStyle

let arguments = CommandLine.arguments
let category = ContentSizeCategory(rawValue: arguments.count > 1 ? arguments[1] : "L") ?? .default
let size = arguments.count > 2 ? Double(arguments[2]) ?? 17 : 17
let style = TextStyle(font: .system(.semibold), pointSize: size, lineHeight: .points(size * 1.3), dynamicType: .body)
let resolved = style.resolved(scale: 3, category: category)
print(resolved.pointSize, resolved.lineHeight, resolved.uikit.lineHeightMultiple)
"""),
    "TypesetPlatform": (["TypesetStyle", "TypesetPlatform"], """
import TypesetPlatform
import TypesetStyle

let arguments = CommandLine.arguments
let category = ContentSizeCategory(rawValue: arguments.count > 1 ? arguments[1] : "L") ?? .default
let style = TextStyle(font: .system(.regular), pointSize: 17, lineHeight: .points(22), dynamicType: .body)
let plan = StylePlan(style, scale: 3, category: category, platform: PlatformVersion(.iOS, 18))
print(plan.paragraph.minimumLineHeight, plan.label.outerPadding.top, plan.font.pointSize)
"""),
    "TypesetFont": (["TypesetFont"], """
import TypesetFont

let arguments = CommandLine.arguments
guard arguments.count > 1 else { print("usage: font FILE"); exit(2) }
do {
    let metrics = try FontFace(contentsOfFile: arguments[1]).metrics()
    print(metrics.unitsPerEm, metrics.ascender, metrics.descender)
} catch {
    print(error)
}
"""),
    "TypesetUnicode": (["TypesetUnicode"], """
import TypesetUnicode

let arguments = CommandLine.arguments
let text = arguments.count > 1 ? arguments[1] : "hello world"
print(lineBreakOpportunities(in: text).count, ScriptRuns.runs(of: text).count)
"""),
    "TypesetShaping": (["TypesetShaping"], """
import TypesetShaping

let arguments = CommandLine.arguments
guard arguments.count > 2 else { print("usage: shaping FILE TEXT"); exit(2) }
do {
    let font = try ShapingFont(contentsOfFile: arguments[1])
    var buffer = GlyphBuffer()
    buffer.add(arguments[2])
    OpenTypeShaper.shape(&buffer, face: font, plan: ShapePlan(face: font, scriptTags: ["latn"]))
    print(buffer.count)
} catch {
    print(error)
}
"""),
    "TypesetLayout": (["TypesetLayout"], """
import TypesetLayout
import TypesetShaping

let arguments = CommandLine.arguments
guard arguments.count > 2 else { print("usage: layout FILE TEXT"); exit(2) }
do {
    let font = try ShapingFont(contentsOfFile: arguments[1])
    let typesetter = Typesetter(stack: FontStack(font), pointSize: 17)
    print(typesetter.layout(arguments[2], width: 320).lines.count)
} catch {
    print(error)
}
"""),
    "Typeset": (["Typeset"], """
import Typeset

let arguments = CommandLine.arguments
guard arguments.count > 2 else { print("usage: typeset FILE TEXT"); exit(2) }
do {
    let font = try ShapingFont(contentsOfFile: arguments[1])
    let typesetter = Typesetter(stack: FontStack(font), pointSize: 17)
    print(typesetter.layout(arguments[2], width: 320).lines.count)
} catch {
    print(error)
}
"""),
    "TypesetRender": (["TypesetRender", "Typeset"], """
import Typeset
import TypesetRender

let arguments = CommandLine.arguments
guard arguments.count > 3 else { print("usage: render FILE TEXT OUT.png"); exit(2) }
do {
    let font = try ShapingFont(contentsOfFile: arguments[1])
    let picture = ParagraphPicture(text: arguments[2], stack: FontStack(font), pointSize: 17)
    try picture.write(to: arguments[3])
} catch {
    print(error)
}
"""),
    "TypesetTokens": (["TypesetTokens"], """
import TypesetTokens

let arguments = CommandLine.arguments
guard arguments.count > 1 else { print("usage: tokens FILE"); exit(2) }
let document = TokenReader().read(contentsOfFile: arguments[1])
print(document.diagnostics.count)
"""),
    "TypesetCatalog": (["TypesetCatalog"], """
import TypesetCatalog

let arguments = CommandLine.arguments
let result = Catalog.read(paths: Array(arguments.dropFirst()))
print(result.strings.count, result.diagnostics.count)
"""),
    "TypesetSpecimen": (["TypesetSpecimen"], """
import TypesetSpecimen

let arguments = CommandLine.arguments
guard arguments.count > 1 else { print("usage: specimen TOKENS"); exit(2) }
do {
    print(try Specimen.build(SpecimenOptions(tokens: arguments[1])).count)
} catch {
    print(error)
}
"""),
    "TypesetFit": (["TypesetFit"], """
import TypesetFit

let arguments = CommandLine.arguments
guard arguments.count > 1 else { print("usage: fit LAYOUT"); exit(2) }
let (layout, diagnostics) = FitLayout.read(file: arguments[1])
print(layout != nil, diagnostics.count, FitEngine(rules: []).run([]).findings.count)
"""),
}
ORDER = ["baseline", "TypesetStyle", "TypesetPlatform", "TypesetFont", "TypesetUnicode", "TypesetShaping", "TypesetLayout", "Typeset",
         "TypesetRender", "TypesetTokens", "TypesetCatalog", "TypesetSpecimen", "TypesetFit"]


def target_name(product):
    return "use_" + product


def write_package(directory, products):
    targets, names = [], []
    for product in products:
        uses, source = CONSUMERS[product]
        name = target_name(product)
        os.makedirs(os.path.join(directory, "Sources", name))
        head = "import Foundation\n" if "exit(" in source and product != "baseline" else ""
        with open(os.path.join(directory, "Sources", name, "main.swift"), "w") as f:
            f.write(head + source.lstrip())
        deps = ", ".join(f'.product(name: "{u}", package: "{os.path.basename(REPO)}")' for u in uses)
        targets.append(f'        .executableTarget(name: "{name}", dependencies: [{deps}]),')
        names.append(name)
    with open(os.path.join(directory, "Package.swift"), "w") as f:
        f.write("// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n"
                '    name: "ProductSizes",\n'
                f'    dependencies: [.package(path: "{REPO}")],\n'
                "    targets: [\n" + "\n".join(targets) + "\n    ]\n)\n")


def build(directory, product, scratch):
    # Clean: drop everything built before, keep the resolved checkouts.
    for entry in os.listdir(scratch) if os.path.isdir(scratch) else []:
        if entry not in ("checkouts", "repositories", "workspace-state.json", "artifacts"):
            path = os.path.join(scratch, entry)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
    started = time.monotonic()
    run = subprocess.run(["swift", "build", "-c", "release", "--product", target_name(product), "--scratch-path", scratch],
                         cwd=directory, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seconds = time.monotonic() - started
    if run.returncode != 0:
        sys.stderr.write(run.stdout[-4000:])
        raise SystemExit(f"building the {product} consumer failed")
    binary = os.path.join(scratch, "release", target_name(product))
    stripped = os.path.join(directory, target_name(product) + ".stripped")
    shutil.copy(binary, stripped)
    subprocess.run(["strip", stripped], check=True)
    return os.path.getsize(binary), os.path.getsize(stripped), seconds, stripped


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("products", nargs="*", help="products to measure (default: all)")
    parser.add_argument("--check", action="store_true", help=f"build the style-only consumer; fail over {STYLE_LIMIT // 1024} KB stripped")
    parser.add_argument("--limit", type=int, default=STYLE_LIMIT // 1024, metavar="KB",
                        help="with --check: the largest stripped size allowed, in KB of 1,024 bytes (default: the goal, 300)")
    parser.add_argument("--keep", action="store_true", help="keep the consumer package and print its path")
    args = parser.parse_args()
    if args.check:
        products = ["TypesetStyle"]
    else:
        products = ["baseline"] + [p for p in (args.products or ORDER) if p != "baseline"]
    unknown = [p for p in products if p not in CONSUMERS]
    if unknown:
        raise SystemExit(f"unknown products: {', '.join(unknown)} (known: {', '.join(ORDER)})")
    directory = tempfile.mkdtemp(prefix="typeset-sizes-")
    try:
        write_package(directory, products)
        scratch = os.path.join(directory, ".build")
        rows = []
        for product in products:
            unstripped, size, seconds, path = build(directory, product, scratch)
            rows.append((product, size, unstripped, seconds))
            print(f"{product}: {size:,} B stripped ({unstripped:,} B unstripped), clean build {seconds:.0f} s", file=sys.stderr)
        if args.check:
            size, limit = rows[0][1], args.limit * 1024
            goal = "" if limit == STYLE_LIMIT else f"; the goal is {STYLE_LIMIT:,} B"
            if size > limit:
                raise SystemExit(f"the style-only consumer is {size:,} B stripped, over the limit of {limit:,} B{goal}")
            print(f"style-only consumer: {size:,} B stripped (limit {limit:,} B{goal})")
            return
        print("| Product | Stripped size | Clean release build |")
        print("|---|---:|---:|")
        for product, size, _, seconds in rows:
            label = "hello world (no Typeset)" if product == "baseline" else f"`{product}`"
            print(f"| {label} | {size / 1024:,.0f} KB | {seconds:.0f} s |")
    finally:
        if args.keep:
            print(f"consumer package kept at {directory}", file=sys.stderr)
        else:
            shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
