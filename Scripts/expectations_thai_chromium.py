#!/usr/bin/env python3
"""Line starts of held-out Thai paragraphs in headless Chromium, for ThaiChromiumTests.

    python3 Scripts/expectations_thai_chromium.py          # writes Tests/TypesetTests/Expectations/chromium-thai-lines.tsv
    python3 Scripts/expectations_thai_chromium.py --check  # CI: the committed file is what Chromium gives today

Reference: Debian's `chromium` (headless; `Scripts/install_references.sh` installs it), which
breaks Thai with ICU's line break iterator and Thai dictionary, as an iPhone does. The paragraphs
below were written for this check and appear in no other fixture or expectation (held out from
the samples the Thai breaks were developed against). Each is laid out in a `<div lang="th">` in
Fixtures/fonts/NotoSansThai-Regular-subset.ttf (loaded by @font-face from the file) at 17 px,
`white-space: normal`, no hyphenation, in widths of 0 px (every line holds one unbreakable piece,
so the line starts are every break opportunity), 120, 200 and 320 px. A script in the page reads
where each line starts: the first character whose box (`Range.getClientRects`) lies below the
line before.

Each row: name, width (px), the line starts (Unicode scalar offsets, the first 0), the text.
"""
import html, os, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_layout import ROOT, run_page  # noqa: E402

OUT = os.path.join(ROOT, "Tests", "TypesetTests", "Expectations", "chromium-thai-lines.tsv")
FONT = os.path.join(ROOT, "Fixtures", "fonts", "NotoSansThai-Regular-subset.ttf")
SIZE = 17
WIDTHS = [0, 120, 200, 320]

PARAGRAPHS = [
    ("screen", "การพิมพ์ภาษาไทยบนหน้าจอโทรศัพท์ต้องตัดคำให้ถูกต้อง เพราะภาษาไทยไม่มีการเว้นวรรคระหว่างคำ "
               "โปรแกรมจึงต้องใช้พจนานุกรมเพื่อหาตำแหน่งที่สามารถขึ้นบรรทัดใหม่ได้ ถ้าตัดผิดที่ "
               "ผู้อ่านอาจสะดุดและเข้าใจข้อความผิดไป"),
    ("cafe", "ร้านกาแฟเล็กๆ ริมแม่น้ำเปิดตั้งแต่เช้าตรู่ทุกวัน ลูกค้าส่วนใหญ่เป็นนักเรียนและพนักงานบริษัท"
             "ที่แวะซื้อเครื่องดื่มก่อนไปทำงาน เจ้าของร้านเล่าว่าเมนูที่ขายดีที่สุดคือชาไทยเย็นและขนมปังปิ้งราดนมข้นหวาน"),
    ("design", "นักออกแบบตัวอักษรจำเป็นต้องทดสอบแบบอักษรกับข้อความจริงหลายภาษา ตัวอย่างเช่น "
               "สระและวรรณยุกต์ของไทยซ้อนกันอยู่เหนือพยัญชนะ ระยะห่างระหว่างบรรทัดจึงต้องเพียงพอไม่ให้เครื่องหมายชนกัน"),
    ("weather", "กรมอุตุนิยมวิทยาพยากรณ์ว่าสัปดาห์หน้าจะมีฝนตกหนักในภาคเหนือและภาคตะวันออกเฉียงเหนือ "
                "ประชาชนที่อาศัยอยู่ใกล้ลำน้ำควรติดตามข่าวสารอย่างใกล้ชิด และเตรียมพร้อมรับมือกับน้ำท่วมฉับพลัน"),
]

PAGE = """<!doctype html>
<html lang="th"><head><meta charset="utf-8"><style>
@font-face {{ font-family: "Fixture"; src: url("{font}"); }}
body {{ margin: 0; }}
div.p {{ font-family: "Fixture"; font-size: {size}px; line-height: 40px; white-space: normal; word-break: normal;
         overflow-wrap: normal; hyphens: none; font-kerning: normal; text-rendering: auto; margin-bottom: 20px; }}
</style></head><body>
{divs}
<pre id="out"></pre>
<script>
document.fonts.load("{size}px Fixture").then(() => document.fonts.ready).then(() => {{
  const results = [];
  for (const div of document.querySelectorAll("div.p")) {{
    const node = div.firstChild, text = node.data;
    const starts = [0];
    let top = null, scalar = 0;
    for (let i = 0; i < text.length; ) {{
      const cp = text.codePointAt(i), n = cp > 0xFFFF ? 2 : 1;
      const range = document.createRange();
      range.setStart(node, i); range.setEnd(node, i + n);
      const rects = range.getClientRects();
      if (rects.length > 0 && text[i] !== " ") {{
        const t = rects[0].top;
        if (top !== null && t > top + 5) starts.push(scalar);
        if (top === null || t > top + 5) top = t;
      }}
      i += n; scalar += 1;
    }}
    results.push({{ id: div.id, fonts: document.fonts.check("{size}px Fixture"), starts }});
  }}
  document.getElementById("out").textContent = "RESULT" + JSON.stringify(results) + "END";
}});
</script></body></html>
"""


def chromium_rows():
    divs = []
    for name, text in PARAGRAPHS:
        for width in WIDTHS:
            divs.append(f'<div class="p" id="{name}-{width}" style="width: {width}px">{html.escape(text)}</div>')
    page = PAGE.format(font="file://" + FONT, size=SIZE, divs="\n".join(divs))
    with tempfile.TemporaryDirectory() as tmp:
        results = run_page(page, tmp, "thai.html", budget=10000, timeout=180)
    rows = []
    for name, text in PARAGRAPHS:
        for width in WIDTHS:
            r = results[f"{name}-{width}"]
            if not r["fonts"]:
                raise SystemExit("chromium did not load the fixture font")
            rows.append("\t".join([name, str(width), ",".join(map(str, r["starts"])), text]))
    return rows


def main():
    lines = [f"# name\twidth (px, font size {SIZE} px, {os.path.relpath(FONT, ROOT)})\tChromium's line starts (scalar offsets)\ttext; "
             "written by Scripts/expectations_thai_chromium.py"] + chromium_rows()
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            if f.read().splitlines() != lines:
                print("chromium-thai-lines: committed expectations differ from Chromium; regenerate with Scripts/expectations_thai_chromium.py")
                sys.exit(1)
        print(f"chromium-thai-lines: {len(lines) - 1} rows equal Chromium's")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 1} rows to {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
