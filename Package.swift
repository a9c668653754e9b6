// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Typeset",
    products: [
        .library(name: "TypesetFont", targets: ["TypesetFont"]),
        .library(name: "Typeset", targets: ["Typeset"]),
        .library(name: "TypesetRender", targets: ["TypesetRender"]),
        .executable(name: "typeset", targets: ["TypesetCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Layer 1: font files -> tables, metrics, glyph outlines.
        .target(name: "TypesetFont"),
        // Layer 2: resolved styles, line breaking, layout and measurement.
        .target(name: "Typeset", dependencies: ["TypesetFont"]),
        // Layer 3: pictures (rasterizer, PNG, SVG).
        .target(name: "TypesetRender", dependencies: ["Typeset", "TypesetFont"]),
        // The `typeset` command line tool.
        .executableTarget(
            name: "TypesetCLI",
            dependencies: [
                "TypesetFont", "Typeset", "TypesetRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TypesetFontTests", dependencies: ["TypesetFont"], exclude: ["Expectations"]),
        .testTarget(name: "TypesetTests", dependencies: ["Typeset", "TypesetFont"], exclude: ["Expectations"]),
        .testTarget(name: "TypesetRenderTests", dependencies: ["TypesetRender", "Typeset", "TypesetFont"]),
    ],
    swiftLanguageModes: [.v6]
)
