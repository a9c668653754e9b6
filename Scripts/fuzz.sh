#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (font reader, OpenType Layout readers, token reader,
# font -> rasterizer) and runs
# each for a bounded time over its seed corpus.
#   Scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds="${1:-60}"
swift build -c release -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -v "Cannot export local symbol" || true
for target in FontFuzz LayoutFuzz TokenFuzz RasterFuzz; do
  corpus="corpus/$(echo "$target" | sed 's/Fuzz$//' | tr 'A-Z' 'a-z')"
  # The rasterizer target starts from the font seeds: its input is a font file.
  [ "$target" = RasterFuzz ] && corpus="corpus/font"
  work=$(mktemp -d)
  echo "fuzzing $target for ${seconds}s (seed corpus $corpus)"
  ".build/release/$target" "$work" "$corpus" -max_total_time="$seconds" -rss_limit_mb=4096 -timeout=10 -print_final_stats=1 2>&1 | tail -12
  rm -rf "$work"
done
