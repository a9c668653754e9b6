#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (font reader, OpenType Layout readers, token reader,
# font -> rasterizer, shaping and layout, string catalogues, XLIFF, the fit layout file, work per
# byte of text layout) and runs each for a bounded time over its seed corpus.
#   Scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds="${1:-60}"
log=$(mktemp)
if ! swift build -c release -Xswiftc -sanitize=fuzzer,address >"$log" 2>&1; then
  grep -v "Cannot export local symbol" "$log" | tail -40
  exit 1
fi
grep -v "Cannot export local symbol" "$log" | tail -2
rm -f "$log"
for target in FontFuzz LayoutFuzz TokenFuzz RasterFuzz CatalogFuzz XLIFFFuzz FitFuzz; do
  corpus="corpus/$(echo "$target" | sed 's/Fuzz$//' | tr 'A-Z' 'a-z')"
  # The rasterizer target starts from the font seeds: its input is a font file.
  [ "$target" = RasterFuzz ] && corpus="corpus/font"
  work=$(mktemp -d)
  echo "fuzzing $target for ${seconds}s (seed corpus $corpus)"
  ".build/release/$target" "$work" "$corpus" -max_total_time="$seconds" -rss_limit_mb=4096 -timeout=10 -print_final_stats=1 2>&1 | tail -12
  rm -rf "$work"
done
# TextScaleFuzz: inputs up to 64 KB, so that work growing faster than the text (which the target
# counts and aborts on) shows; the seeds are long texts, newlines, separators and marks.
work=$(mktemp -d)
scale_seconds=$(( seconds < 60 ? seconds : 60 ))
echo "fuzzing TextScaleFuzz for ${scale_seconds}s (seed corpus corpus/textscale)"
.build/release/TextScaleFuzz "$work" corpus/textscale -max_len=65536 -max_total_time="$scale_seconds" -rss_limit_mb=4096 -timeout=20 -print_final_stats=1 2>&1 | tail -12
rm -rf "$work"
# ShapeFuzz, half the time in each mode. Text mode (first byte even): fuzzed text and feature
# settings through the fixture fonts, from corpus/shape. Font mode (first byte odd): fuzzed fonts
# through fixed texts, from the layout fonts (the Adobe and in-house conformance fonts and the
# fixtures up to 300 kB), each behind a byte 1.
fonts=$(mktemp -d)
for font in ../Fixtures/conformance/harfbuzz/aots/fonts/* ../Fixtures/conformance/harfbuzz/in-house/fonts/* \
            ../Fixtures/fonts/*.ttf ../Fixtures/fonts/*.otf; do
  [ "$(wc -c <"$font")" -le 300000 ] || continue
  { printf '\001'; cat "$font"; } >"$fonts/$(basename "$font")"
done
half=$(( (seconds + 1) / 2 ))
for mode in text font; do
  corpus="corpus/shape"
  [ "$mode" = font ] && corpus="$fonts"
  work=$(mktemp -d)
  echo "fuzzing ShapeFuzz ($mode mode) for ${half}s (seed corpus $corpus)"
  .build/release/ShapeFuzz "$work" "$corpus" -max_total_time="$half" -rss_limit_mb=4096 -timeout=10 -print_final_stats=1 2>&1 | tail -12
  rm -rf "$work"
done
rm -rf "$fonts"
