#!/usr/bin/env bash
# The second job end to end: `typeset fit` on the example catalogue with pseudolocales writes its
# report, then the page is checked by Scripts/check_report_page.sh (images decode, Chromium
# shows no console messages, screenshot in ci-artifacts/fit-report.png).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)/fit-report"
status=0
swift run typeset fit Examples/Catalog/Localizable.xcstrings --layout Examples/Catalog/layout.json --pseudo en-XA,double,ar-XB \
  --out "$out" | tail -3 || status=$?
# The example has findings by design: exit status 1 is the gate working.
[ "$status" -eq 1 ] || { echo "fit: expected exit status 1 (findings), got $status"; exit 1; }
Scripts/check_report_page.sh "$out" fit-report
