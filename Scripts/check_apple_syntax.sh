#!/usr/bin/env bash
# Parses every Apple-only Swift file with `swiftc -parse` (syntax only: no type checking, no
# UIKit/SwiftUI/AppKit needed), so the adapters are checked on Linux, where they compile to empty
# modules. `-parse` also parses the inactive branches of `#if canImport(...)` (only their
# syntax, not their meaning), which is what makes this check useful here.
#
# Usage: Scripts/check_apple_syntax.sh [extra.swift ...]   (extra files: generated Apple code)
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
for dir in Sources/TypesetCoreText Sources/TypesetUIKit Sources/TypesetSwiftUI Sources/TypesetAppKit AppleTests Examples/TypesetExample; do
    [ -d "$dir" ] || continue
    while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$dir" -name '*.swift' ! -name Package.swift -print0 | sort -z)
done
files+=("$@")
if [ "${#files[@]}" -eq 0 ]; then echo "no Apple-only Swift files found" >&2; exit 1; fi
status=0
for file in "${files[@]}"; do
    if swiftc -parse -swift-version 6 "$file"; then
        echo "ok     $file"
    else
        echo "FAILED $file" >&2
        status=1
    fi
done
echo "${#files[@]} file(s) parsed"
exit $status
