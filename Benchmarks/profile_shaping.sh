#!/bin/sh
# Profiles Typeset's side of the shaping benchmark with callgrind (only OpenTypeShaper.shape is
# counted) and prints the top functions by self and inclusive instruction count.
#   Benchmarks/profile_shaping.sh [FONT-SUBSTRING [ITERATIONS]]   e.g. profile_shaping.sh Inter 40
# Needs valgrind and a release build (swift build -c release). Valgrind 3.19 cannot read the
# DWARF 5 that Swift 6.3 emits, so a copy of the binary without debug info is profiled (the
# symbol table, and so the function names, stay).
set -eu
cd "$(dirname "$0")"
font=${1:-DejaVu}
iterations=${2:-200}
out=${TMPDIR:-/tmp}/typeset-shaping-callgrind
mkdir -p "$out"
objcopy --strip-debug .build/release/TypesetBench "$out/TypesetBench"
symbol='$s14TypesetShaping14OpenTypeShaperO5shape_4face4planyAA11GlyphBufferVz_AA0B4FontVAA9ShapePlanVtFZ'
valgrind -q --tool=callgrind --callgrind-out-file="$out/$font.out" --toggle-collect="$symbol" \
    "$out/TypesetBench" --only shape --no-reference --quick --font "$font" --shape-iterations "$iterations" >/dev/null
clean() { swift demangle --simplified | sed -E 's/ \[[^]]*\]$//; s/\?\?\?://; s/\.\/[^:]*://'; }
echo "$font, $iterations paragraphs; self:"
callgrind_annotate --threshold=99.9 "$out/$font.out" | sed -n '/file:function/,$p' | sed -n 3,17p | clean
echo "inclusive:"
callgrind_annotate --inclusive=yes --threshold=99.9 "$out/$font.out" | sed -n '/file:function/,$p' | sed -n 3,24p | clean
echo "(callgrind output: $out/$font.out; callgrind_annotate --tree=caller shows who calls what)"
