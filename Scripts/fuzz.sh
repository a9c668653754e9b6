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
# Two targets at a time (the CI machine has two cores); the end of each target's output is printed
# in order (all of it when the target fails), and any target's failure fails the script. On exit
# the running targets are stopped and their files removed.
logs=$(mktemp -d)
fonts=""
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs" ${fonts:+"$fonts"}' EXIT
pids=()
names=()
run() { # name, then the command
  local name="$1"; shift
  ( "$@" >"$logs/$name.log" 2>&1 ) &
  pids+=("$!"); names+=("$name")
  if [ "${#pids[@]}" -ge 2 ]; then drain 1; fi
}
status=0
drain() { # wait for the oldest job(s) until at most $1 are left
  while [ "${#pids[@]}" -gt "$1" ]; do
    echo "--- ${names[0]}"
    if wait "${pids[0]}"; then
      tail -12 "$logs/${names[0]}.log"
    else
      status=1
      cat "$logs/${names[0]}.log"
      echo "${names[0]} FAILED"
    fi
    pids=("${pids[@]:1}"); names=("${names[@]:1}")
  done
}
for target in FontFuzz LayoutFuzz TokenFuzz RasterFuzz CatalogFuzz XLIFFFuzz FitFuzz; do
  corpus="corpus/$(echo "$target" | sed 's/Fuzz$//' | tr 'A-Z' 'a-z')"
  # The rasterizer target starts from the font seeds: its input is a font file.
  [ "$target" = RasterFuzz ] && corpus="corpus/font"
  work="$logs/$target.corpus"; mkdir "$work"
  echo "fuzzing $target for ${seconds}s (seed corpus $corpus)"
  run "$target" ".build/release/$target" "$work" "$corpus" -max_total_time="$seconds" -rss_limit_mb=4096 -timeout=10 -print_final_stats=1
done
# TextScaleFuzz: inputs up to 64 KB, so that work growing faster than the text (which the target
# counts and aborts on) shows; the seeds are long texts, newlines, separators and marks.
work="$logs/TextScaleFuzz.corpus"; mkdir "$work"
scale_seconds=$(( seconds < 60 ? seconds : 60 ))
echo "fuzzing TextScaleFuzz for ${scale_seconds}s (seed corpus corpus/textscale)"
run TextScaleFuzz .build/release/TextScaleFuzz "$work" corpus/textscale -max_len=65536 -max_total_time="$scale_seconds" -rss_limit_mb=4096 -timeout=20 -print_final_stats=1
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
  work="$logs/ShapeFuzz-$mode.corpus"; mkdir "$work"
  echo "fuzzing ShapeFuzz ($mode mode) for ${half}s (seed corpus $corpus)"
  run "ShapeFuzz-$mode" .build/release/ShapeFuzz "$work" "$corpus" -max_total_time="$half" -rss_limit_mb=4096 -timeout=10 -print_final_stats=1
done
drain 0
exit "$status"
