// swift-tools-version:6.0
// Apple-only tests: UILabel (and NSTextField) renderings compared with Typeset's numbers and with
// Typeset's own rendering of the same style (TypesetRender), plus image snapshots
// (pointfreeco/swift-snapshot-testing). A separate package so that the root package's Linux
// builds never fetch swift-snapshot-testing or swift-syntax. Runs on macOS
// (`swift test`) and in the iOS Simulator (`xcodebuild test`); see .github/workflows/apple.yml.
// Not runnable on the project's Linux machines.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which differs between clones ("typeset",
// "apple", ...): read the root package's folder name from this manifest's location.
let rootIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TypesetAppleTests",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
    products: [
        .library(name: "TypesetSnapshotSupport", targets: ["TypesetSnapshotSupport"]),
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(
            name: "TypesetSnapshotSupport",
            dependencies: [.product(name: "Typeset", package: rootIdentity), .product(name: "TypesetFont", package: rootIdentity),
                           .product(name: "TypesetShaping", package: rootIdentity)]
        ),
        .testTarget(
            name: "TypesetAppleTests",
            dependencies: [
                "TypesetSnapshotSupport",
                .product(name: "Typeset", package: rootIdentity),
                .product(name: "TypesetFont", package: rootIdentity),
                .product(name: "TypesetRender", package: rootIdentity),
                .product(name: "TypesetTokens", package: rootIdentity),
                .product(name: "TypesetTestSupport", package: rootIdentity),
                .product(name: "TypesetUIKit", package: rootIdentity),
                .product(name: "TypesetSwiftUI", package: rootIdentity),
                .product(name: "TypesetAppKit", package: rootIdentity),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
