// swift-tools-version:6.0
import PackageDescription

/// The layers that do the arithmetic (font decoding, layout, rasterizing) are optimized in debug
/// builds of this repository too, so `swift run typeset specimen` and `swift test` render in
/// seconds; the adapters, tokens, specimen page and CLI stay debuggable. SwiftPM refuses unsafe
/// flags in a package another package depends on, so a checkout made for a dependent (SwiftPM's
/// and Xcode's `.../checkouts/Typeset`) builds without them.
let isDependencyCheckout = Context.packageDirectory.contains("/checkouts/")
let optimizedInDebug: [SwiftSetting] = isDependencyCheckout ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "Typeset",
    products: [
        .library(name: "TypesetFontMetrics", targets: ["TypesetFontMetrics"]),
        .library(name: "TypesetFont", targets: ["TypesetFont"]),
        .library(name: "TypesetShaping", targets: ["TypesetShaping"]),
        .library(name: "TypesetUnicode", targets: ["TypesetUnicode"]),
        .library(name: "TypesetStyle", targets: ["TypesetStyle"]),
        .library(name: "TypesetPlatform", targets: ["TypesetPlatform"]),
        .library(name: "TypesetLayout", targets: ["TypesetLayout"]),
        .library(name: "Typeset", targets: ["Typeset"]),
        .library(name: "TypesetRender", targets: ["TypesetRender"]),
        .library(name: "TypesetTokens", targets: ["TypesetTokens"]),
        .library(name: "TypesetSpecimen", targets: ["TypesetSpecimen"]),
        .library(name: "TypesetCatalog", targets: ["TypesetCatalog"]),
        .library(name: "TypesetFit", targets: ["TypesetFit"]),
        .library(name: "TypesetCoreText", targets: ["TypesetCoreText"]),
        .library(name: "TypesetUIKit", targets: ["TypesetUIKit"]),
        .library(name: "TypesetSwiftUI", targets: ["TypesetSwiftUI"]),
        .library(name: "TypesetAppKit", targets: ["TypesetAppKit"]),
        .executable(name: "typeset", targets: ["TypesetCLI"]),
        // The same command line under its target's name, for the plugins (SwiftPM finds a plugin's tool
        // by the executable target's name).
        .executable(name: "TypesetCLI", targets: ["TypesetCLI"]),
        // Build-tool plugin: a target's tokens.json or *.tokens.json becomes Swift at build time.
        .plugin(name: "TypesetGenerate", targets: ["TypesetGenerate"]),
        // Command plugin: `swift package typeset <command> ...` runs the command line.
        .plugin(name: "TypesetCommand", targets: ["TypesetCommand"]),
        // Test utilities (repository paths, running the built `typeset`, comparing rendered ink),
        // for this package's tests and the Apple test package; not part of the library.
        .library(name: "TypesetTestSupport", targets: ["TypesetTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // File I/O (atomic writes), number formatting and text escaping shared by the CLI, tokens,
        // specimen and pictures.
        .target(name: "TypesetSupport"),
        // Layer 0: the values a face's metrics are described in (tags, typed font errors, vertical
        // metrics, design axes and settings, feature settings, character advances, a face as
        // style resolution reads it); no table reader, so the style layer links only this.
        // `rounded()` and friends call the C maths library, which on Linux only Glibc's or
        // Foundation's import would otherwise link.
        .target(name: "TypesetFontMetrics", swiftSettings: optimizedInDebug,
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // Layer 1: font files -> tables, metrics, glyph outlines (re-exports TypesetFontMetrics).
        .target(name: "TypesetFont", dependencies: ["TypesetFontMetrics", "TypesetSupport"], swiftSettings: optimizedInDebug),
        // Layer 1: the Unicode algorithms: UAX #9 bidi, UAX #14 line breaking with the Southeast
        // Asian dictionaries, UAX #24 scripts, character properties.
        .target(name: "TypesetUnicode", dependencies: ["TypesetFont"], exclude: ["LineBreaking/LICENSE-ICU.txt"], swiftSettings: optimizedInDebug),
        // Layer 2: text styles resolved against a face's metrics, Dynamic Type, trait variants;
        // no font file reading, shaping, layout or dictionaries (a face read by TypesetFont comes
        // in as its FaceMetrics).
        .target(name: "TypesetStyle", dependencies: ["TypesetFontMetrics"], swiftSettings: optimizedInDebug),
        // Layer 2: the platform plans: what UIKit, SwiftUI, AppKit and Jetpack Compose are given
        // for a resolved style (paragraph attributes, font requests, guides, runs, installed fonts).
        .target(name: "TypesetPlatform", dependencies: ["TypesetStyle"], swiftSettings: optimizedInDebug),
        // Layer 2: one run of text shaped on one glyph buffer (cmap, GSUB, GPOS).
        .target(name: "TypesetShaping", dependencies: ["TypesetFont", "TypesetUnicode"], swiftSettings: optimizedInDebug),
        // Layer 3: paragraph layout: line breaking, bidi lines, mixed runs, measurement.
        .target(name: "TypesetLayout", dependencies: ["TypesetFont", "TypesetUnicode", "TypesetShaping", "TypesetStyle", "TypesetPlatform", "TypesetSupport"], swiftSettings: optimizedInDebug),
        // The umbrella: `import Typeset` brings in fonts, Unicode, shaping, style, the platform plans and layout.
        .target(name: "Typeset", dependencies: ["TypesetFont", "TypesetUnicode", "TypesetShaping", "TypesetStyle", "TypesetPlatform", "TypesetLayout"]),
        // The system zlib (deflate for PNG); in the SDK on Apple platforms, zlib1g-dev on Debian.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Layer 3: pictures (rasterizer, PNG, SVG).
        .target(name: "TypesetRender", dependencies: ["Typeset", "TypesetFont", "TypesetShaping", "TypesetSupport", "CZlib"], swiftSettings: optimizedInDebug),
        // Style guides as data: design tokens in, diagnostics (and later Swift code) out.
        .target(name: "TypesetTokens", dependencies: ["Typeset", "TypesetStyle", "TypesetFont", "TypesetShaping", "TypesetSupport"]),
        // An app's strings as catalogues hold them (Xcode string catalogs, .strings/.stringsdict,
        // Android strings.xml), plural rules, format arguments and pseudolocales.
        .target(name: "TypesetCatalog", dependencies: ["TypesetSupport"], exclude: ["LICENSE-CLDR.txt"]),
        // The second job: every string of an app's catalogues laid out in every language, text
        // size and width its layout file names; findings, baselines and a report with pictures.
        .target(name: "TypesetFit", dependencies: ["Typeset", "TypesetFont", "TypesetShaping", "TypesetRender", "TypesetTokens", "TypesetCatalog", "TypesetSupport"]),
        // The main job: a style guide rendered into a report (HTML + images).
        .target(name: "TypesetSpecimen", dependencies: ["Typeset", "TypesetFont", "TypesetShaping", "TypesetRender", "TypesetTokens", "TypesetSupport"]),
        // Apple-only adapters: mapping of the platform plans (Sources/TypesetPlatform) onto UIKit,
        // SwiftUI and AppKit. Each file is wrapped in `#if canImport(...)`, so on Linux these
        // are empty modules; Scripts/check_apple_syntax.sh parses them there.
        // Installed fonts read through Core Text, shared by the UIKit and AppKit adapters (empty
        // where Core Text is missing).
        .target(name: "TypesetCoreText", dependencies: ["TypesetStyle", "TypesetPlatform"]),
        .target(name: "TypesetUIKit", dependencies: ["TypesetStyle", "TypesetPlatform", "TypesetCoreText"]),
        // SwiftUI reads the running release through the UIKit or AppKit adapter.
        .target(name: "TypesetSwiftUI", dependencies: ["TypesetStyle", "TypesetPlatform", "TypesetUIKit", "TypesetAppKit"]),
        .target(name: "TypesetAppKit", dependencies: ["TypesetStyle", "TypesetPlatform", "TypesetCoreText"]),
        // The `typeset` command line tool.
        .executableTarget(
            name: "TypesetCLI",
            dependencies: [
                "TypesetFont", "TypesetShaping", "Typeset", "TypesetRender", "TypesetTokens", "TypesetSpecimen", "TypesetSupport", "TypesetCatalog", "TypesetFit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(name: "TypesetGenerate", capability: .buildTool(), dependencies: ["TypesetCLI"]),
        .plugin(
            name: "TypesetCommand",
            capability: .command(
                // No write permission is declared, so that read-only commands (`--help`, `lint`,
                // `style`, `measure`) run without a prompt; writing reports from the sandbox on
                // macOS takes `swift package --disable-sandbox typeset ...`.
                intent: .custom(verb: "typeset", description: "Run the typeset command line (specimen, fit, style, measure, generate, ...).")
            ),
            dependencies: ["TypesetCLI"]
        ),
        // Test utilities: repository paths, running the built `typeset`, comparing rendered ink.
        .target(name: "TypesetTestSupport", dependencies: ["TypesetRender", "TypesetShaping"], path: "Tests/TypesetTestSupport"),
        .testTarget(name: "TypesetFontTests", dependencies: ["TypesetFont", "TypesetShaping", "TypesetTestSupport"], exclude: ["Expectations"]),
        .testTarget(name: "TypesetShapingTests", dependencies: ["TypesetShaping", "TypesetUnicode", "TypesetFont", "TypesetSupport", "TypesetTestSupport"], exclude: ["Expectations"]),
        .testTarget(name: "TypesetTests", dependencies: ["Typeset", "TypesetUnicode", "TypesetStyle", "TypesetPlatform", "TypesetLayout", "TypesetFont", "TypesetShaping", "TypesetTestSupport"], exclude: ["Expectations"]),
        .testTarget(name: "TypesetRenderTests", dependencies: ["TypesetRender", "Typeset", "TypesetFont", "TypesetShaping", "TypesetTestSupport"], exclude: ["Expectations", "Golden"]),
        .testTarget(name: "TypesetSpecimenTests", dependencies: ["TypesetSpecimen", "TypesetSupport", "TypesetTokens", "Typeset", "TypesetFont", "TypesetShaping", "TypesetTestSupport"]),
        .testTarget(name: "TypesetTokensTests", dependencies: ["TypesetTokens", "TypesetSupport", "Typeset", "TypesetStyle", "TypesetFont", "TypesetShaping", "TypesetTestSupport"], exclude: ["Broken"]),
        .testTarget(name: "TypesetFitTests", dependencies: ["TypesetFit", "TypesetCatalog", "Typeset", "TypesetFont", "TypesetShaping", "TypesetTokens", "TypesetRender", "TypesetSupport", "TypesetTestSupport"], exclude: ["Expectations", "Fixtures"]),
        .testTarget(name: "TypesetSupportTests", dependencies: ["TypesetSupport"]),
        .testTarget(name: "TypesetCatalogTests", dependencies: ["TypesetCatalog", "TypesetTokens", "TypesetSupport", "TypesetTestSupport"], exclude: ["Expectations", "Fixtures"]),
        // The command line as ../shared/CLI.md fixes it, by running the built `typeset`.
        .testTarget(name: "TypesetCLITests", dependencies: ["TypesetTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
