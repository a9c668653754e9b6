#!/usr/bin/env bash
# Type-checks the Apple adapters on Linux against minimal stand-ins for UIKit, SwiftUI, AppKit and
# the Objective-C runtime and Core Text (Scripts/apple_stubs): catches wrong uses of the core API, wrong
# labels and types, and Swift 6 isolation errors in the adapters' own code. It cannot catch a
# stand-in that differs from Apple's real declaration; the macOS / iOS Simulator CI
# (.github/workflows/apple.yml) compiles against the real frameworks.
# Then type-checks the generated UIKit and SwiftUI style files (`typeset generate`; the committed
# Tests/TypesetTokensTests/Generated ones and any given as arguments) against the same stand-ins,
# the SwiftUI file twice: once with UIKit present and once with AppKit only (its `#if` branches).
# Needs the core built (`swift build --target Typeset`).
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
for target in TypesetUIKit TypesetAppKit TypesetSwiftUI; do
    if swiftc -emit-module -swift-version 6 -module-name "$target" -package-name "$package" -I "$stubs" -I "$modules" Sources/"$target"/*.swift -o "$stubs/$target.swiftmodule"; then
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
exit $status
