// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Typeset",
    products: [
        .library(name: "TypesetFont", targets: ["TypesetFont"]),
        .library(name: "Typeset", targets: ["Typeset"]),
        .library(name: "TypesetRender", targets: ["TypesetRender"]),
        .library(name: "TypesetTokens", targets: ["TypesetTokens"]),
        .library(name: "TypesetUIKit", targets: ["TypesetUIKit"]),
        .library(name: "TypesetSwiftUI", targets: ["TypesetSwiftUI"]),
        .library(name: "TypesetAppKit", targets: ["TypesetAppKit"]),
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
        // Style guides as data: design tokens in, diagnostics (and later Swift code) out.
        .target(name: "TypesetTokens", dependencies: ["Typeset"]),
        // Apple-only adapters: mapping of the core's plans (Sources/Typeset/Platform) onto UIKit,
        // SwiftUI and AppKit. Each file is wrapped in `#if canImport(...)`, so on Linux these
        // are empty modules; Scripts/check_apple_syntax.sh parses them there.
        .target(name: "TypesetUIKit", dependencies: ["Typeset"]),
        .target(name: "TypesetSwiftUI", dependencies: ["Typeset"]),
        .target(name: "TypesetAppKit", dependencies: ["Typeset"]),
        // The `typeset` command line tool.
        .executableTarget(
            name: "TypesetCLI",
            dependencies: [
                "TypesetFont", "Typeset", "TypesetRender", "TypesetTokens",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TypesetFontTests", dependencies: ["TypesetFont"], exclude: ["Expectations"]),
        .testTarget(name: "TypesetTests", dependencies: ["Typeset", "TypesetFont"], exclude: ["Expectations"]),
        .testTarget(name: "TypesetRenderTests", dependencies: ["TypesetRender", "Typeset", "TypesetFont"]),
        .testTarget(name: "TypesetTokensTests", dependencies: ["TypesetTokens"], exclude: ["Broken"]),
    ],
    swiftLanguageModes: [.v6]
)
