#!/usr/bin/env bash
# Regenerates every expectation from the independent references against the full Debian fonts
# (not the committed subsets) and runs the same Swift tests on them.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for script in Scripts/expectations_metrics.py Scripts/expectations_cmap.py Scripts/expectations_outlines.py Scripts/expectations_layout.py \
              Scripts/expectations_variations.py; do
  echo "  $script --debian"
  python3 "$script" --debian --out "$dir"
done
echo "  $(ls "$dir" | wc -l) expectation files from the full fonts"
TYPESET_EXPECTATIONS="$dir" swift test --filter TypesetFontTests 2>&1 | tail -15
