#!/usr/bin/env bash
# Type-checks the Apple adapters and TypesetCoreText (the Core Text module UIKit's and AppKit's share) on
# Linux against minimal stand-ins for UIKit, SwiftUI, AppKit and
# the Objective-C runtime and Core Text (Scripts/apple_stubs): catches wrong uses of the core API, wrong
# labels and types, and Swift 6 isolation errors in the adapters' own code. It cannot catch a
# stand-in that differs from Apple's real declaration; the macOS / iOS Simulator CI
# (.github/workflows/apple.yml) compiles against the real frameworks.
# Then type-checks the generated UIKit and SwiftUI style files (`typeset generate`; the committed
# Tests/TypesetTokensTests/Generated ones and any given as arguments) against the same stand-ins,
# the SwiftUI file twice: once with UIKit present and once with AppKit only (its `#if` branches).
# Needs the style layer built (`swift build --target TypesetStyle`; the example app and the Apple
# tests need `swift build --target Typeset`).
#
# Usage: Scripts/typecheck_apple_adapters.sh [TypesetStyles+UIKit.swift TypesetStyles+SwiftUI.swift ...]
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
stubs="$(mktemp -d)"
trap 'rm -rf "$stubs"' EXIT
swiftc -emit-module -module-name ObjectiveC -swift-version 5 Scripts/apple_stubs/ObjectiveC.swift -o "$stubs/ObjectiveC.swiftmodule"
swiftc -emit-module -parse-as-library -module-name CoreText -swift-version 5 Scripts/apple_stubs/CoreText.swift -o "$stubs/CoreText.swiftmodule"
for framework in UIKit AppKit SwiftUI; do
    swiftc -emit-module -module-name "$framework" -swift-version 5 -I "$stubs" "Scripts/apple_stubs/$framework.swift" -o "$stubs/$framework.swiftmodule"
done
# SwiftPM's package name (the checkout's directory, as an identifier): the adapters' conformances of
# framework types to the core's protocols are within one package, as in a SwiftPM build.
package="$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g')"
status=0
# Each adapter is emitted as a module next to the stand-ins (which type-checks it), so that the
# adapters built on another (TypesetSwiftUI reads the running release through TypesetUIKit) find it.
# The adapters' modules go in a folder of their own, so that the generated files are also checked
# alone (where `canImport(TypesetUIKit)` is false) as well as next to them (below).
adapters="$stubs/adapters"
mkdir -p "$adapters"
for target in TypesetCoreText TypesetUIKit TypesetAppKit TypesetSwiftUI; do
    if swiftc -emit-module -swift-version 6 -module-name "$target" -package-name "$package" -I "$stubs" -I "$adapters" -I "$modules" Sources/"$target"/*.swift -o "$adapters/$target.swiftmodule"; then
        echo "ok     $target"
    else
        echo "FAILED $target" >&2
        status=1
    fi
done
# Generated code: standalone files that use the frameworks only (no Typeset module).
generated=(Tests/TypesetTokensTests/Generated/TypesetStyles+UIKit.swift Tests/TypesetTokensTests/Generated/TypesetStyles+SwiftUI.swift "$@")
appkit="$stubs/appkit-only"
mkdir -p "$appkit"
cp -R "$stubs"/CoreText.swiftmodule "$stubs"/AppKit.swiftmodule "$stubs"/ObjectiveC.swiftmodule "$appkit"/
swiftc -emit-module -module-name SwiftUI -swift-version 5 -I "$appkit" Scripts/apple_stubs/SwiftUI.swift -o "$appkit/SwiftUI.swiftmodule"
for file in "${generated[@]}"; do
    for include in "$stubs" "$appkit"; do
        label="$file"
        [ "$include" = "$appkit" ] && label="$file (AppKit)"
        # The UIKit file is empty without UIKit.
        case "$file" in *UIKit.swift) [ "$include" = "$appkit" ] && continue ;; esac
        if swiftc -typecheck -swift-version 6 -I "$include" "$file"; then
            echo "ok     $label"
        else
            echo "FAILED $label" >&2
            status=1
        fi
    done
done
# An SDK before 26 (Xcode 16, Swift 6.0/6.1): SwiftUI without `lineHeight(_:)`. This compiler is
# newer, so `#if compiler(>=6.2)` is rewritten to a version no compiler has, which is what an
# older compiler sees; the SwiftUI adapter and the generated SwiftUI file must build that way.
old="$stubs/sdk-before-26"
mkdir -p "$old/src"
cp -R "$stubs"/CoreText.swiftmodule "$stubs"/UIKit.swiftmodule "$stubs"/AppKit.swiftmodule "$stubs"/ObjectiveC.swiftmodule \
    "$adapters"/TypesetCoreText.swiftmodule "$adapters"/TypesetUIKit.swiftmodule "$adapters"/TypesetAppKit.swiftmodule "$old"/
swiftc -emit-module -module-name SwiftUI -swift-version 5 -D TYPESET_SDK_BEFORE_26 -I "$old" Scripts/apple_stubs/SwiftUI.swift -o "$old/SwiftUI.swiftmodule"
for file in Sources/TypesetSwiftUI/*.swift Tests/TypesetTokensTests/Generated/TypesetStyles+SwiftUI.swift; do
    sed 's/compiler(>=6\.2)/compiler(>=99)/g' "$file" > "$old/src/$(basename "$file")"
done
if swiftc -emit-module -swift-version 6 -module-name TypesetSwiftUI -package-name "$package" -I "$old" -I "$modules" \
        "$old"/src/TextStyleModifier.swift $(ls "$old"/src/*.swift | grep -v 'TypesetStyles+SwiftUI.swift' | grep -v TextStyleModifier.swift) \
        -o "$old/TypesetSwiftUI.swiftmodule" \
    && swiftc -typecheck -swift-version 6 -I "$old" "$old/src/TypesetStyles+SwiftUI.swift"; then
    echo "ok     TypesetSwiftUI and the generated SwiftUI file with an SDK before 26"
else
    echo "FAILED TypesetSwiftUI or the generated SwiftUI file with an SDK before 26" >&2
    status=1
fi
# The generated files in an app that also uses the adapters: the neutral `TypesetStyles` next to
# TypesetUIKit's registry (no clash), and the generated UIKit style plugged into a view.
app="$stubs/app"
mkdir -p "$app"
cat > "$app/Use.swift" <<'SWIFT'
import Typeset
import TypesetUIKit
import UIKit
@MainActor func use(_ label: UILabel, _ field: UITextField) throws {
    let styles = try TypesetStyles(fontDirectory: "Fonts")
    TypesetStyleRegistry.register(styles.body, named: "body")
    label.setText("Hello", style: styles.body)
    field.setText("Generated", generatedStyle: TypesetUIKitStyle.body)
    let generated: any TypesetGeneratedUIKitStyle = TypesetUIKitStyle.headline
    label.typesetGeneratedStyle = generated
    // Trait variants from the tokens: a style as (UITraitCollection) -> UIFont, the chosen variant.
    let font: (UITraitCollection) -> UIFont = TypesetUIKitStyle.body.font(for:)
    _ = font(label.traitCollection)
    let chosen: TypesetUIKitStyle = TypesetUIKitStyle.title1.resolved(for: label.traitCollection)
    _ = chosen.ownAttributes(compatibleWith: label.traitCollection)
    label.typesetStyleVariants = styles.bodyVariants
    for (tokenPath, variants) in styles.styleVariants { _ = (tokenPath, variants.style(for: StyleTraits(label.traitCollection))) }
}
SWIFT
if swiftc -typecheck -swift-version 6 -module-name App -I "$stubs" -I "$adapters" -I "$modules" "$app/Use.swift" \
        Tests/TypesetTokensTests/Generated/TypesetStyles.swift Tests/TypesetTokensTests/Generated/TypesetStyles+UIKit.swift; then
    echo "ok     generated styles with TypesetUIKit in one app"
else
    echo "FAILED generated styles with TypesetUIKit in one app" >&2
    status=1
fi
# The example app (Examples/TypesetExample) with the adapters and its generated files.
example=(Examples/TypesetExample/Sources/TypesetExample/*.swift Examples/TypesetExample/Sources/TypesetExample/Generated/*.swift)
if swiftc -typecheck -parse-as-library -swift-version 6 -module-name TypesetExample -I "$stubs" -I "$adapters" -I "$modules" "${example[@]}"; then
    echo "ok     Examples/TypesetExample"
else
    echo "FAILED Examples/TypesetExample" >&2
    status=1
fi
# The tests of AppleTests that the stand-ins cover (the others need XCTest's and the frameworks'
# full API and are parsed only, Scripts/check_apple_syntax.sh): their fixtures module, then the tests.
apple_tests=(AppleTests/Tests/TypesetAppleTests/AppKitTextViewTests.swift AppleTests/Tests/TypesetAppleTests/AppKitParityTests.swift
    AppleTests/Tests/TypesetAppleTests/AppKitComparisonTests.swift AppleTests/Tests/TypesetAppleTests/SwiftUIAdapterTests.swift
    AppleTests/Tests/TypesetAppleTests/UIKitMixedRunsTests.swift AppleTests/Tests/TypesetAppleTests/UIKitAdapterDefectTests.swift
    AppleTests/Tests/TypesetAppleTests/DeviceCheckKit.swift)
tests="$stubs/apple-tests"
mkdir -p "$tests"
if swiftc -emit-module -swift-version 6 -module-name TypesetSnapshotSupport -I "$modules" \
        AppleTests/Sources/TypesetSnapshotSupport/*.swift -o "$tests/TypesetSnapshotSupport.swiftmodule" \
    && swiftc -typecheck -swift-version 6 -module-name TypesetAppleTests -I "$stubs" -I "$adapters" -I "$tests" -I "$modules" \
        "${apple_tests[@]}"; then
    echo "ok     AppleTests: TypesetSnapshotSupport and ${#apple_tests[@]} test files"
else
    echo "FAILED AppleTests: TypesetSnapshotSupport or a test file" >&2
    status=1
fi
exit $status
