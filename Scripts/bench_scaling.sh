#!/usr/bin/env bash
# How the release `typeset` scales with its input: wall time and peak resident memory
# (/usr/bin/time -v, "Maximum resident set size") of measure, shape and render on one paragraph
# and on many (newline-separated lines) of 10 KB, 100 KB, 1 MB and 10 MB, measure of 1,000,000
# newlines, and lint of an 8,000-step alias chain. Prints a Markdown table: seconds, time per
# byte relative to the 10 KB run of the same command (goal: within 2x), peak RSS, and bytes of
# peak memory per input byte, also above the RSS of a one-word run (goal for measure: < 100 B
# per byte at 10 MB).
#
#   Scripts/bench_scaling.sh [TYPESET] [SIZES]     # default .build/release/typeset, "10K 100K 1M 10M"
#
# The texts are made here (a fixed word list, a fixed seed), so every run measures the same input.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/typeset}
SIZES=${2:-"10K 100K 1M 10M"}
if [ ! -x "$BIN" ]; then swift build -c release --product typeset >&2; fi
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (/usr/bin/time, Debian package 'time')" >&2; exit 2; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FONT=Fixtures/fonts/Inter-Regular-subset.otf

python3 - "$WORK" "$SIZES" <<'PY'
import random, sys, json
work, sizes = sys.argv[1], sys.argv[2].split()
words = "the quick brown fox jumps over a lazy dog while typeset measures every line of text it is given".split()
def size(s):
    return int(float(s[:-1]) * (1000 if s[-1] == "K" else 1_000_000)) if s[-1] in "KM" else int(s)
for s in sizes:
    n = size(s)
    rng = random.Random(7)
    out, length = [], 0
    while length < n:
        w = rng.choice(words)
        out.append(w)
        length += len(w) + 1
    paragraph = " ".join(out)[:n]
    open(f"{work}/paragraph-{s}.txt", "w").write(paragraph)
    # Many paragraphs: the same words, a newline after every 12.
    lines = [" ".join(out[i:i + 12]) for i in range(0, len(out), 12)]
    open(f"{work}/lines-{s}.txt", "w").write("\n".join(lines)[:n])
open(f"{work}/newlines.txt", "w").write("\n" * 1_000_000)
open(f"{work}/word.txt", "w").write("word")
tokens = {"size": {"$type": "dimension", "s0": {"$value": {"value": 17, "unit": "px"}}}}
for i in range(1, 8001):
    tokens["size"][f"s{i}"] = {"$value": "{size.s%d}" % (i - 1)}
tokens["typography"] = {"$type": "typography", "body": {"$value": {"fontFamily": "system-ui", "fontSize": "{size.s8000}",
                        "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}}}
open(f"{work}/chain-8000.json", "w").write(json.dumps(tokens))
PY

# run NAME FILE COMMAND...: one row of raw numbers into $WORK/rows (name, bytes, seconds, KB, status).
run() {
    local name=$1 file=$2; shift 2
    local bytes status
    bytes=$(stat -c %s "$file")
    set +e
    /usr/bin/time -v -o "$WORK/time.txt" timeout 900 "$@" >/dev/null 2>"$WORK/stderr.txt"
    status=$?
    set -e
    local seconds kb
    seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$WORK/time.txt")
    kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time.txt")
    echo "$name $bytes $seconds $kb $status" >> "$WORK/rows"
    echo "$name $bytes bytes: $seconds s, $kb KB, exit $status" >&2
}

STYLE=(--font "$FONT" --size 17 --line-height 24)
run "baseline measure" "$WORK/word.txt" "$BIN" measure "${STYLE[@]}" --width 320 --file "$WORK/word.txt"
for kind in paragraph lines; do
    for s in $SIZES; do
        f="$WORK/$kind-$s.txt"
        run "measure $kind" "$f" "$BIN" measure "${STYLE[@]}" --width 320 --file "$f"
        run "shape $kind" "$f" "$BIN" shape --font "$FONT" --size 17 --file "$f"
        run "render $kind" "$f" "$BIN" render "${STYLE[@]}" --width 320 --out "$WORK/out.png" --file "$f"
    done
done
run "measure 1,000,000 newlines" "$WORK/newlines.txt" "$BIN" measure "${STYLE[@]}" --width 320 --file "$WORK/newlines.txt"
run "lint 8,000-step alias chain" "$WORK/chain-8000.json" "$BIN" lint "$WORK/chain-8000.json"

python3 - "$WORK/rows" <<'PY'
import sys
rows = [line.split() for line in open(sys.argv[1])]
parsed = []
for r in rows:
    *name, b, s, kb, status = r
    parsed.append((" ".join(name), int(b), float(s), int(kb), int(status)))
base_kb = next(kb for name, _, _, kb, _ in parsed if name == "baseline measure")
first = {}
def human(n):
    for unit, scale in (("MB", 1_000_000), ("KB", 1000)):
        if n >= scale: return f"{n / scale:g} {unit}"
    return f"{n} B"
print("| command | input | seconds | time/byte vs 10 KB | peak RSS | B of peak RSS per input byte | B per byte above a one-word run | exit |")
print("|---|---|---:|---:|---:|---:|---:|---|")
for name, b, s, kb, status in parsed:
    if name == "baseline measure": continue
    per = s / b
    first.setdefault(name, per)
    ratio = per / first[name] if first[name] > 0 else float("nan")
    rss = kb * 1024
    note = {0: "0", 1: "1 (refused: picture size limit)" if name.startswith("render") else "1"}.get(status, str(status))
    print(f"| {name} | {human(b)} | {s:.2f} | {ratio:.2f}x | {rss / 1e6:.0f} MB | {rss / b:.0f} | {(kb - base_kb) * 1024 / b:.0f} | {note} |")
print(f"\nA one-word measure: {base_kb / 1000:.0f} MB peak RSS.")
PY
