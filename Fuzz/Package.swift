// swift-tools-version:6.0
// libFuzzer targets for Typeset's parsers. Build and run (see Scripts/fuzz.sh):
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product FontFuzz
//   .build/release/FontFuzz corpus/font -max_total_time=60
//   swift build -c release -Xswiftc -sanitize=fuzzer,address --product TokenFuzz
//   .build/release/TokenFuzz corpus/token -max_total_time=60
import PackageDescription

let package = Package(
    name: "TypesetFuzz",
    targets: [
        // The library's own sources through a symlink, so this package does not depend on the
        // checkout's directory name and the sanitizer flags instrument the parser itself.
        .target(name: "TypesetFont"),
        .executableTarget(
            name: "FontFuzz",
            dependencies: ["TypesetFont"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The token reader without its parts that need the font and text-style modules (Fonts/,
        // Styles/, CodeGen/), so it needs no other module.
        .target(name: "TypesetTokens", exclude: ["Fonts", "Styles", "CodeGen"]),
        .executableTarget(
            name: "TokenFuzz",
            dependencies: ["TypesetTokens"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
