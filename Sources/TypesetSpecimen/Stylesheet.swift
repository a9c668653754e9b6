/// The page's stylesheet: readable on a phone (one column below 720 px), no JavaScript. The only
/// web fonts are the guide's own, for the live text (typography.css).
let stylesheet = """
:root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --rule: #d2d2d7; --accent: #0066cc; --warn: #b25000; --error: #c00; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #fff; }
header, main, footer { max-width: 1100px; margin: 0 auto; padding: 0 20px; }
header { padding-top: 28px; border-bottom: 1px solid var(--rule); }
h1 { font-size: 28px; margin: 0 0 6px; }
h2 { font-size: 22px; margin: 36px 0 10px; padding-top: 10px; border-top: 1px solid var(--rule); }
h3 { font-size: 16px; margin: 22px 0 8px; }
p.meta, figcaption, .note { color: var(--muted); font-size: 13px; }
a { color: var(--accent); text-decoration: none; }
nav ol { columns: 2; padding-left: 20px; }
table { border-collapse: collapse; margin: 8px 0 16px; font-size: 13px; width: 100%; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--rule); vertical-align: top; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.scroll { overflow-x: auto; }
figure { margin: 10px 0 18px; }
figure img { display: block; max-width: 100%; height: auto; border: 1px solid var(--rule); background: #fff; }
.pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 16px; }
.ladder { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 12px; align-items: start; }
.legend span { display: inline-block; width: 10px; height: 10px; margin: 0 4px 0 10px; vertical-align: middle; }
ul.lint { padding-left: 18px; }
ul.lint li.error { color: var(--error); }
ul.lint li.warning { color: var(--warn); }
code { font: 12px/1.4 ui-monospace, Menlo, monospace; }
footer { margin-top: 40px; padding: 20px; border-top: 1px solid var(--rule); color: var(--muted); font-size: 12px; }
.beside { display: flex; flex-wrap: wrap; gap: 16px 28px; align-items: flex-start; }
.beside > figure { margin: 10px 0 18px; flex: 0 1 auto; max-width: 100%; }
.beside figcaption { width: 0; min-width: 100%; }
figure.web { padding-top: 24px; overflow-x: auto; max-width: 100%; }
.live { position: relative; margin-bottom: 24px; }
.live-text { padding: 0; border: 0; color: var(--ink); white-space: normal; font-kerning: normal; text-align: start; }
.live svg.overlay { position: absolute; left: 0; overflow: visible; pointer-events: none; }
.live svg.overlay rect { fill: none; stroke: #4A90D9; stroke-width: 0.5; }
.live svg.overlay line { stroke: #D0021B; stroke-width: 0.5; }
@media (max-width: 720px) { nav ol { columns: 1; } body { font-size: 14px; } }
"""
