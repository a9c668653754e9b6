#!/usr/bin/env bash
# Regenerates every expectation from the independent references against the full Debian fonts
# (not the committed subsets) and runs the same Swift tests on them.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for script in Scripts/expectations_metrics.py Scripts/expectations_cmap.py Scripts/expectations_outlines.py Scripts/expectations_layout.py \
              Scripts/expectations_variations.py Scripts/expectations_vertical.py; do
  echo "  $script --debian"
  python3 "$script" --debian --out "$dir"
done
# STAT: Debian's Inter variable fonts (the static full fonts have none).
echo "  Scripts/expectations_stat.py /usr/share/fonts/truetype/inter-vf/*.ttf"
python3 Scripts/expectations_stat.py --out "$dir" /usr/share/fonts/truetype/inter-vf/*.ttf >/dev/null
# Faces written as files of their own: every table of a later face of Debian's CJK collection.
echo "  Scripts/expectations_faces.py NotoSansCJK-Regular.ttc:2 DejaVuSans.ttf"
python3 Scripts/expectations_faces.py --out "$dir" /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc:2 \
  /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf >/dev/null
echo "  $(ls "$dir" | wc -l) expectation files from the full fonts"
TYPESET_EXPECTATIONS="$dir" swift test --filter TypesetFontTests 2>&1 | tail -15
# Shaping at instances of Debian's full Inter.var.ttf (Latin texts and the multilingual sample).
TYPESET_EXPECTATIONS="$dir" swift test --filter VariationShapingTests 2>&1 | tail -3
# Shaping: every glyph, cluster and position of the OpenType Layout samples (the right-to-left
# Arabic, Persian, Urdu and Hebrew sentences included: Noto Sans Arabic, Noto Naskh Arabic,
# Noto Sans Hebrew) against HarfBuzz on the full Debian fonts.
otl="$dir/otl"
python3 Scripts/expectations_otl.py --debian --out "$otl"
TYPESET_OTL_EXPECTATIONS="$otl" swift test --filter OTLExpectationTests 2>&1 | tail -3
# The Arabic and Hebrew shapers and the USE joining scripts on 300 random strings per script and
# font (joining types, marks in any order, ZWJ, ZWNJ, CGJ, stch, free variation selectors;
# Arabic, Syriac, Hebrew, Mongolian, N'Ko) against HarfBuzz.
joining="$dir/joining"
python3 Scripts/expectations_joining_random.py --out "$joining"
TYPESET_OTL_EXPECTATIONS="$joining" swift test --filter OTLExpectationTests 2>&1 | tail -3
# The Khmer and Myanmar shapers on 300 random syllable strings and 300 random mark strings per
# font, and every character their tables classify alone, after a consonant and before a vowel
# sign (Noto Sans and Serif Khmer and Myanmar), against HarfBuzz.
syllabic="$dir/syllabic"
python3 Scripts/expectations_khmer_myanmar_random.py --out "$syllabic"
TYPESET_OTL_EXPECTATIONS="$syllabic" swift test --filter OTLExpectationTests 2>&1 | tail -3
# The Indic shaper on every code point of its blocks in four contexts, and 300 random strings per
# font (well-formed syllables with reph, conjuncts,
# ZWJ/ZWNJ, nukta, matras and modifiers, and the same characters in any order: broken clusters
# and dotted circles) in the Noto Sans and Serif fonts of Devanagari, Bengali, Gurmukhi,
# Gujarati, Oriya, Tamil, Telugu, Kannada and Malayalam, against HarfBuzz.
indic="$dir/indic"
python3 Scripts/expectations_indic_random.py --out "$indic"
TYPESET_OTL_EXPECTATIONS="$indic" swift test --filter OTLExpectationTests 2>&1 | tail -3
# The Universal Shaping Engine on 300 random clusters per script and font (well-formed and
# broken clusters, repha and pre-base reordering, dotted circles, joiners; Sinhala, Tibetan,
# Javanese, Balinese, Tai Tham, Batak, Buginese, Cham, Chakma, Limbu; 100 per font in 47 more
# Noto fonts of the USE's scripts) against HarfBuzz.
use="$dir/use"
python3 Scripts/expectations_use_random.py --out "$use"
TYPESET_OTL_EXPECTATIONS="$use" swift test --filter OTLExpectationTests 2>&1 | tail -3
