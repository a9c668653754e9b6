#!/usr/bin/env bash
# The main job end to end: `swift run typeset specimen` on the bundled example, every image the
# page references exists and decodes (Pillow), the page renders in headless Chromium with no
# console messages, and a screenshot is kept in ci-artifacts/specimen.png.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
out="$(mktemp -d)/specimen"
start=$(date +%s%N)
swift run typeset specimen --out "$out"
echo "specimen: $(( ($(date +%s%N) - start) / 1000000 )) ms including the build check"
python3 - "$out" <<'PY'
import html.parser, os, sys
from PIL import Image
root = sys.argv[1]
class Images(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.sources = []
    def handle_starttag(self, tag, attrs):
        if tag == "img": self.sources.append(dict(attrs)["src"])
parser = Images()
parser.feed(open(os.path.join(root, "index.html"), encoding="utf-8").read())
for src in parser.sources:
    with Image.open(os.path.join(root, src)) as im:
        im.load()
print(f"specimen: {len(parser.sources)} images referenced, all present and decodable by Pillow")
PY
mkdir -p ci-artifacts
log="$(mktemp)"
timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0 \
  --window-size=1200,3000 --screenshot="$PWD/ci-artifacts/specimen.png" "file://$out/index.html" 2> "$log" || true
test -s ci-artifacts/specimen.png
if grep -q "CONSOLE" "$log"; then
  echo "specimen: the page logged console messages:"; grep "CONSOLE" "$log"; exit 1
fi
echo "specimen: rendered in Chromium with no console messages; screenshot in ci-artifacts/specimen.png"
