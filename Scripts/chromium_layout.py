"""Laying pages out in Debian's headless `chromium`: the code the web harnesses share.

Used by Scripts/expectations_web_layout.py (the paragraph corpus), Scripts/check_web_css.py (the
generated CSS) and Scripts/expectations_web_fit.py (`typeset fit --platform web`). A page is
written to a file, opened with `chromium --headless --dump-dom` (device scale factor 1, file
access for the @font-face URLs, virtual time so that the fonts load), and its script writes
`RESULT<json>END` into the document, which is read back from the dumped DOM.
"""
import html, json, os, subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def version():
    """`Chromium 156.0.0.0`: the reference named in the expectations."""
    return subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip().split(" built")[0]


def font_file(spec, tmp):
    """The file Chromium loads for a font spec `path[:index]` (relative to the repository, or
    absolute): the face itself, or a .ttc's face written alone with fontTools (@font-face reads
    only a collection's first face)."""
    path, index = (spec.split(":") + ["0"])[:2]
    full = path if os.path.isabs(path) else os.path.join(ROOT, path)
    if not path.endswith(".ttc"):
        return full
    from fontTools.ttLib import TTCollection
    out = os.path.join(tmp, f"{os.path.basename(path)}-{index}.otf")
    if not os.path.exists(out):
        TTCollection(full).fonts[int(index)].save(out)
    return out


def run_file(path, profile, budget=30000, timeout=600):
    """Chromium's results for the page at `path`: the `RESULT...END` JSON its script wrote, by `id`."""
    out = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                          "--force-device-scale-factor=1", "--user-data-dir=" + profile,
                          f"--virtual-time-budget={budget}", "--dump-dom", "file://" + path],
                         capture_output=True, text=True, timeout=timeout).stdout
    start, end = out.find("RESULT"), out.find("END", out.find("RESULT"))
    if start < 0 or end < 0:
        raise SystemExit("chromium wrote no result")
    return {r["id"]: r for r in json.loads(html.unescape(out[start + 6:end]))}


def run_page(page, tmp, name, budget=30000, timeout=600):
    """Writes `page` to `tmp/name` and returns Chromium's results for it (``run_file``)."""
    path = os.path.join(tmp, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(page)
    return run_file(path, os.path.join(tmp, "profile-" + name), budget, timeout)
