#!/usr/bin/env bash
# Checks a report folder a job wrote (the specimen, the fit report): every image index.html
# references exists and decodes (Pillow), the page renders in headless Chromium with no console
# messages, and a screenshot is kept in ci-artifacts/NAME.png.
#   Scripts/check_report_page.sh DIR NAME
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$1"; name="$2"
if ! command -v chromium >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
python3 - "$dir" "$name" <<'PY'
import html.parser, os, sys
from PIL import Image
root, name = sys.argv[1], sys.argv[2]
class Images(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.sources = []
    def handle_starttag(self, tag, attrs):
        if tag == "img": self.sources.append(dict(attrs)["src"])
parser = Images()
parser.feed(open(os.path.join(root, "index.html"), encoding="utf-8").read())
assert parser.sources, f"{name}: the page shows no pictures"
for src in parser.sources:
    with Image.open(os.path.join(root, src)) as im:
        im.load()
print(f"{name}: {len(parser.sources)} images referenced, all present and decodable by Pillow")
PY
mkdir -p ci-artifacts
log="$(mktemp)"
timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0 \
  --window-size=1200,3000 --screenshot="$PWD/ci-artifacts/$name.png" "file://$dir/index.html" 2> "$log" || true
test -s "ci-artifacts/$name.png"
if grep -q "CONSOLE" "$log"; then
  echo "$name: the page logged console messages:"; grep "CONSOLE" "$log"; exit 1
fi
echo "$name: rendered in Chromium with no console messages; screenshot in ci-artifacts/$name.png"
