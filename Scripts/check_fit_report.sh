#!/usr/bin/env bash
# The second job end to end: `typeset fit` on the example catalogue with pseudolocales writes its
# report; every image the page references exists and decodes (Pillow), the page renders in
# headless Chromium with no console messages, and a screenshot is kept in ci-artifacts/fit-report.png.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
out="$(mktemp -d)/fit-report"
status=0
swift run typeset fit Examples/Catalog/Localizable.xcstrings --layout Examples/Catalog/layout.json --pseudo en-XA,double,ar-XB \
  --out "$out" | tail -3 || status=$?
# The example has findings by design: exit status 1 is the gate working.
[ "$status" -eq 1 ] || { echo "fit: expected exit status 1 (findings), got $status"; exit 1; }
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
assert parser.sources, "the report shows no pictures"
for src in parser.sources:
    with Image.open(os.path.join(root, src)) as im:
        im.load()
print(f"fit report: {len(parser.sources)} images referenced, all present and decodable by Pillow")
PY
mkdir -p ci-artifacts
log="$(mktemp)"
timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0 \
  --window-size=1200,3000 --screenshot="$PWD/ci-artifacts/fit-report.png" "file://$out/index.html" 2> "$log" || true
test -s ci-artifacts/fit-report.png
if grep -q "CONSOLE" "$log"; then
  echo "fit report: the page logged console messages:"; grep "CONSOLE" "$log"; exit 1
fi
echo "fit report: rendered in Chromium with no console messages; screenshot in ci-artifacts/fit-report.png"
