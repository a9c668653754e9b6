// swift-tools-version:6.0
// libFuzzer targets for Typeset's parsers, its rasterizer and its shaper. Build and run (see Scripts/fuzz.sh):
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product FontFuzz
//   .build/release/FontFuzz corpus/font -max_total_time=60
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product LayoutFuzz
//   .build/release/LayoutFuzz corpus/layout -max_total_time=60
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product TokenFuzz
//   .build/release/TokenFuzz corpus/token -max_total_time=60
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product RasterFuzz
//   .build/release/RasterFuzz corpus/font -max_total_time=60
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product ShapeFuzz
//   .build/release/ShapeFuzz corpus/shape -max_total_time=60
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product CatalogFuzz
//   .build/release/CatalogFuzz corpus/catalog -max_total_time=60
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product XLIFFFuzz
//   .build/release/XLIFFFuzz corpus/xliff -max_total_time=60
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product FitFuzz
//   .build/release/FitFuzz corpus/fit -max_total_time=60
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product TextScaleFuzz
//   .build/release/TextScaleFuzz corpus/textscale -max_len=65536 -max_total_time=60
import PackageDescription

let package = Package(
    name: "TypesetFuzz",
    targets: [
        // libFuzzer's driver as every target's `main`.
        .target(name: "FuzzDriver"),
        // The library's own sources through a symlink, so this package does not depend on the
        // checkout's directory name and the sanitizer flags instrument the parser itself.
        .target(name: "TypesetFontMetrics", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "TypesetFont", dependencies: ["TypesetFontMetrics", "TypesetSupport"], exclude: ["TypesetFont.docc"]),
        .executableTarget(
            name: "FontFuzz",
            dependencies: ["TypesetFont", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The OpenType Layout readers (GDEF, GSUB, GPOS lists and every subtable type).
        .executableTarget(
            name: "LayoutFuzz",
            dependencies: ["TypesetFont", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The token reader without its parts that read font files and build styles (Fonts/,
        // Styles/, CodeGen/); it checks feature tags and language tags with the shaping module and
        // names Dynamic Type styles from the core.
        .target(name: "TypesetTokens", dependencies: ["TypesetSupport", "TypesetFont", "TypesetShaping", "TypesetStyle", "Typeset"],
                exclude: ["Fonts", "Styles", "CodeGen"]),
        .executableTarget(
            name: "TokenFuzz",
            dependencies: ["TypesetTokens", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // Font bytes through the decoder into the rasterizer (the core and render modules by
        // symlink, as above).
        .target(name: "TypesetUnicode", dependencies: ["TypesetFont"], exclude: ["LineBreaking/LICENSE-ICU.txt", "TypesetUnicode.docc"]),
        .target(name: "TypesetStyle", dependencies: ["TypesetFontMetrics"], exclude: ["TypesetStyle.docc"]),
        .target(name: "TypesetPlatform", dependencies: ["TypesetStyle"], exclude: ["TypesetPlatform.docc"]),
        .target(name: "TypesetShaping", dependencies: ["TypesetFont", "TypesetUnicode"], exclude: ["TypesetShaping.docc"]),
        .target(name: "TypesetLayout", dependencies: ["TypesetFont", "TypesetUnicode", "TypesetShaping", "TypesetStyle", "TypesetPlatform"], exclude: ["TypesetLayout.docc"]),
        .target(name: "Typeset", dependencies: ["TypesetFont", "TypesetUnicode", "TypesetShaping", "TypesetStyle", "TypesetPlatform", "TypesetLayout"], exclude: ["Typeset.docc"]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .target(name: "TypesetSupport"),
        .target(name: "TypesetRender", dependencies: ["Typeset", "TypesetFont", "TypesetShaping", "TypesetSupport", "CZlib"]),
        .executableTarget(
            name: "RasterFuzz",
            dependencies: ["TypesetFont", "TypesetRender", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // Shaping and layout: fuzzed text and features through fixed fonts, fixed text through
        // fuzzed fonts (ShapingFont, ShapePlan, OpenTypeShaper, Typesetter.layout).
        .executableTarget(
            name: "ShapeFuzz",
            dependencies: ["TypesetFont", "TypesetShaping", "Typeset", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // Text laid out as one paragraph and as many: the work counted (WorkCounter) must stay
        // in proportion to the text.
        .executableTarget(
            name: "TextScaleFuzz",
            dependencies: ["TypesetFont", "TypesetShaping", "Typeset", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // String catalogues: the .xcstrings, .strings, .stringsdict and Android readers, format
        // specifiers and pseudolocales (the catalogue module by symlink, as above).
        .target(name: "TypesetCatalog", dependencies: ["TypesetSupport"], exclude: ["LICENSE-CLDR.txt", "TypesetCatalog.docc"]),
        .executableTarget(
            name: "CatalogFuzz",
            dependencies: ["TypesetCatalog", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // XLIFF 1.2 / 2.0 files and .xcloc bundles' XLIFF, as `typeset fit` reads them.
        .executableTarget(
            name: "XLIFFFuzz",
            dependencies: ["TypesetCatalog", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The `typeset fit` layout file reader and key patterns (only those files of the fit
        // module, by symlink: the engine and report need the full token module).
        .target(name: "TypesetFit", dependencies: ["TypesetTokens", "TypesetSupport", "Typeset", "TypesetShaping"],
                sources: ["FitLayout.swift", "KeyPattern.swift"]),
        .executableTarget(
            name: "FitFuzz",
            dependencies: ["TypesetFit", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
