#!/usr/bin/env bash
# The main job end to end: `swift run typeset specimen` on the bundled example, then the page
# checked by Scripts/check_report_page.sh (images decode, Chromium shows no console messages,
# screenshot in ci-artifacts/specimen.png).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)/specimen"
start=$(date +%s%N)
swift run typeset specimen --out "$out"
echo "specimen: $(( ($(date +%s%N) - start) / 1000000 )) ms including the build check"
Scripts/check_report_page.sh "$out" specimen
