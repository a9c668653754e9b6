#!/usr/bin/env bash
# Installs the independent references the live checks compare against (Debian + PyPI).
# `swift test` itself needs none of this: its expectations are committed.
set -euo pipefail
DEBIAN_PACKAGES=(unicode-data iso-codes fonts-dejavu-core fonts-inter fonts-inter-variable fonts-noto-cjk fonts-noto-color-emoji fonts-noto-core fonts-lato libpango1.0-dev libthai0 libthai-data libdatrie1 libicu-dev g++
                 libfreetype-dev libharfbuzz-dev zlib1g-dev pkg-config chromium)
missing=()
for p in "${DEBIAN_PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
python3 -m pip install -q --disable-pip-version-check -r "$(dirname "$0")/requirements.txt"
