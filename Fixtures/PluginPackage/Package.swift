// swift-tools-version:6.0
// A package that uses Typeset's build-tool plugin as an app would: its target holds a token file
// (styles.tokens.json) and no generated code; `TypesetGenerate` writes the Swift at build time.
// Scripts/check_plugins.sh builds it and checks that the styles it resolves equal `typeset style`.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder: read the root package's folder name.
let rootIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "PluginPackage",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "StyleCheck",
            dependencies: [.product(name: "Typeset", package: rootIdentity)],
            exclude: ["fonts"],
            plugins: [.plugin(name: "TypesetGenerate", package: rootIdentity)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
