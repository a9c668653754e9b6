// swift-tools-version:6.0
// Benchmarks: Typeset side by side with the references (FreeType, HarfBuzz, Pango) in one run.
//   cd Benchmarks && swift run -c release typeset-bench [--quick]
// Needs libfreetype-dev, libharfbuzz-dev and libpango1.0-dev (Scripts/install_references.sh).
import PackageDescription

let package = Package(
    name: "TypesetBenchmarks",
    targets: [
        // The library's own sources through symlinks, built with the same optimisation.
        .target(name: "TypesetFont"),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2"),
        .target(name: "CReference", dependencies: ["CFreeType"], cSettings: [.unsafeFlags(["-I/usr/include/freetype2", "-O2"])], linkerSettings: [.linkedLibrary("freetype")]),
        .executableTarget(
            name: "TypesetBench",
            dependencies: ["TypesetFont", "CReference"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
