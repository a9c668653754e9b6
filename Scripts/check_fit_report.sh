#!/usr/bin/env bash
# The second job end to end: `typeset fit` on the example catalogue with pseudolocales writes its
# report, then the page is checked by Scripts/check_report_page.sh (images decode, Chromium
# shows no console messages, screenshot in ci-artifacts/fit-report.png).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)/fit-report"
status=0
swift run typeset fit Examples/Catalog/Localizable.xcstrings --layout Examples/Catalog/layout.json --pseudo en-XA,double,ar-XB \
  --out "$out" | tail -3 || status=$?
# The example has findings by design: exit status 1 is the gate working.
[ "$status" -eq 1 ] || { echo "fit: expected exit status 1 (findings), got $status"; exit 1; }
Scripts/check_report_page.sh "$out" fit-report
# The page's filters and pages, driven in Chromium: every locale and text size filter and the
# only-new box show exactly the cards whose data match, a matrix cell sets both filters, and
# "next" turns the page.
probe="$out/filters-probe.html"
cp "$out/index.html" "$probe"
cat >> "$probe" <<'JS'
<script>
(function () {
  var data = JSON.parse(document.getElementById("data").textContent), failures = [];
  var locale = document.getElementById("locale"), category = document.getElementById("category"), onlyNew = document.getElementById("onlyNew");
  function shown() { return parseInt(document.getElementById("shown").textContent, 10); }
  function cards() { return document.querySelectorAll("#cards section.card").length; }
  function set(select, value) { select.value = value; select.dispatchEvent(new Event("change")); }
  for (var i = 1; i < locale.options.length; i++) {
    var l = locale.options[i].value; set(locale, l);
    var want = data.filter(function (c) { return c[2] === l; }).length;
    if (shown() !== want || cards() !== Math.min(50, want)) failures.push("locale " + l + ": " + shown() + " shown, " + want + " expected");
  }
  set(locale, "");
  for (var j = 1; j < category.options.length; j++) {
    var k = category.options[j].value; set(category, k);
    var wanted = data.filter(function (c) { return c[3].indexOf(k) >= 0; }).length;
    if (shown() !== wanted) failures.push("size " + k + ": " + shown() + " shown, " + wanted + " expected");
  }
  set(category, "");
  onlyNew.checked = true; onlyNew.dispatchEvent(new Event("change"));
  if (shown() !== data.filter(function (c) { return c[13] === 1; }).length) failures.push("only new");
  onlyNew.checked = false; onlyNew.dispatchEvent(new Event("change"));
  var cell = document.querySelector("button.cell");
  cell.click();
  if (locale.value !== cell.getAttribute("data-locale") || category.value !== cell.getAttribute("data-category")) failures.push("matrix cell");
  set(locale, ""); set(category, "");
  document.getElementById("next").click();
  if (data.length > 50 && document.getElementById("pageLabel").textContent.indexOf("page 2 of") !== 0) failures.push("next page");
  console.log(failures.length ? "FILTERS FAIL " + failures.join("; ") : "FILTERS OK " + data.length + " cards");
})();
</script>
JS
log="$(mktemp)"
timeout 120 chromium --headless --no-sandbox --disable-gpu --enable-logging=stderr --v=0 --dump-dom "file://$probe" 2>"$log" >/dev/null || true
rm -f "$probe"
grep -o "FILTERS [A-Z]* .*\"" "$log" | head -1
grep -q "FILTERS OK" "$log" || { echo "fit report: the filters do not show what their data says"; grep CONSOLE "$log"; exit 1; }
