// swift-tools-version:6.0
// Benchmarks: Typeset side by side with the references (FreeType, HarfBuzz, Pango) in one run.
//   cd Benchmarks && swift build -c release && .build/release/TypesetBench [--quick]
// Needs libfreetype-dev, libharfbuzz-dev and libpango1.0-dev (Scripts/install_references.sh).
import PackageDescription

// Header paths of Pango and its dependencies on Debian (pkg-config --cflags pangoft2).
let pangoIncludes = ["pango-1.0", "glib-2.0", "harfbuzz", "fribidi", "freetype2", "libpng16", "libmount", "blkid", "cairo"]
    .map { "-I/usr/include/\($0)" } + ["-I/usr/lib/x86_64-linux-gnu/glib-2.0/include"]

let package = Package(
    name: "TypesetBenchmarks",
    targets: [
        // The library's own sources through symlinks, built with the same optimisation.
        .target(name: "TypesetSupport"),
        .target(name: "TypesetFontMetrics", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "TypesetFont", dependencies: ["TypesetFontMetrics", "TypesetSupport"], exclude: ["TypesetFont.docc"]),
        .target(name: "TypesetUnicode", dependencies: ["TypesetFont"], exclude: ["LineBreaking/LICENSE-ICU.txt", "TypesetUnicode.docc"]),
        .target(name: "TypesetStyle", dependencies: ["TypesetFontMetrics"], exclude: ["TypesetStyle.docc"]),
        .target(name: "TypesetPlatform", dependencies: ["TypesetStyle"], exclude: ["TypesetPlatform.docc"]),
        .target(name: "TypesetShaping", dependencies: ["TypesetFont", "TypesetUnicode"], exclude: ["TypesetShaping.docc"]),
        .target(name: "TypesetLayout", dependencies: ["TypesetFont", "TypesetUnicode", "TypesetShaping", "TypesetStyle", "TypesetPlatform"], exclude: ["TypesetLayout.docc"]),
        .target(name: "Typeset", dependencies: ["TypesetFont", "TypesetUnicode", "TypesetShaping", "TypesetStyle", "TypesetPlatform", "TypesetLayout"], exclude: ["Typeset.docc"]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .target(name: "TypesetRender", dependencies: ["Typeset", "TypesetFont", "TypesetSupport", "CZlib"]),
        .target(name: "TypesetTokens", dependencies: ["Typeset", "TypesetStyle", "TypesetFont", "TypesetShaping", "TypesetSupport"]),
        .target(name: "TypesetCatalog", dependencies: ["TypesetSupport"], exclude: ["LICENSE-CLDR.txt", "TypesetCatalog.docc"]),
        .target(name: "TypesetFit", dependencies: ["Typeset", "TypesetFont", "TypesetShaping", "TypesetRender", "TypesetTokens", "TypesetCatalog", "TypesetSupport"], exclude: ["TypesetFit.docc"]),
        .systemLibrary(name: "CPango", path: "Sources/CPango", pkgConfig: "pangoft2"),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2"),
        .target(name: "CReference", dependencies: ["CFreeType", "CPango"], cSettings: [.unsafeFlags(["-I/usr/include/freetype2", "-O2"] + pangoIncludes)], linkerSettings: [.linkedLibrary("freetype"), .linkedLibrary("harfbuzz")]),
        .executableTarget(
            name: "TypesetBench",
            dependencies: ["TypesetFont", "TypesetShaping", "Typeset", "TypesetRender", "TypesetCatalog", "TypesetFit", "TypesetTokens", "CReference"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
