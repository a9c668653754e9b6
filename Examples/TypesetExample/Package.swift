// swift-tools-version:6.0
// An example app: SwiftUI and UIKit screens set in the bundled style guide (Examples/StyleGuide)
// through the code `typeset generate` writes (Sources/TypesetExample/Generated). Built for the iOS
// Simulator by .github/workflows/apple.yml; type-checked on Linux against the Apple stand-ins by
// Scripts/typecheck_apple_adapters.sh. Open this folder in Xcode and run the TypesetExample scheme.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder ("typeset", "apple", ...).
let rootIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TypesetExample",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "TypesetExample",
            dependencies: [
                .product(name: "Typeset", package: rootIdentity),
                .product(name: "TypesetStyle", package: rootIdentity),
                .product(name: "TypesetFont", package: rootIdentity),
                .product(name: "TypesetShaping", package: rootIdentity),
                .product(name: "TypesetUIKit", package: rootIdentity),
                .product(name: "TypesetSwiftUI", package: rootIdentity),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
