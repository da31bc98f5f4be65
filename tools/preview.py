"""make preview: a sample turn of each ruleset as the forums show it, for a person to look at
(not part of `make test`; the render tests in tests/language check the same posts by rule).

Each sample's first turn is resolved with every forum format; then
- the BBCode post is rendered to HTML by a BBCode library (PyPI `bbcode`, with phpBB's img
  and size tags) in a page styled like phpBB's prosilver,
- the HTML fragment is put in a page styled like Comunidad Umbría's post,
- the Discord file is cut into its messages, each rendered as CommonMark (markdown-it-py)
  in a dark page like Discord's,
and each page is screenshot with headless Chromium (Debian's `chromium`) when it is there.
The maps' placeholder address is pointed at the files beside the page, so they show.

    python tools/preview.py [OUT]      # default build/preview; prints what it wrote
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from gm.engine.pipeline import resolve_files  # noqa: E402
from gm.reports.forum import PLACEHOLDER  # noqa: E402

CHROMIUM = ("chromium", "chromium-browser", "google-chrome")
STYLE = {
    "bbcode": "body{background:#f5f7fa;font:13px Verdana,sans-serif;color:#333;max-width:900px;margin:20px auto}"
              ".post{background:#ecf3f7;border-radius:7px;padding:10px 16px}code{display:block;background:#fff;"
              "border:1px solid #c9d2d8;font:12px Monaco,'DejaVu Sans Mono',monospace;white-space:pre;overflow:auto;"
              "padding:4px;margin:6px 0}img{max-width:100%}",
    "html": "body{background:#e8e1d4;font:14px Georgia,serif;color:#222;max-width:860px;margin:20px auto}"
            ".post{background:#fffdf8;border:1px solid #cbbf9f;padding:14px 20px}pre{font:12px 'DejaVu Sans Mono',monospace;"
            "background:#f3efe4;padding:6px;overflow:auto}table{border-collapse:collapse}td,th{border:1px solid #cbbf9f;"
            "padding:2px 6px}img{max-width:100%}",
    "discord": "body{background:#313338;font:15px 'DejaVu Sans',sans-serif;color:#dbdee1;max-width:800px;margin:20px auto}"
               ".post{border-bottom:1px solid #3f4147;padding:8px 16px}pre{background:#2b2d31;border:1px solid #1e1f22;"
               "border-radius:4px;padding:6px;font:13px 'DejaVu Sans Mono',monospace;white-space:pre-wrap}"
               "a{color:#00a8fc}img{max-width:400px}",
}


def _bbcode(text: str) -> str:
    import bbcode

    parser = bbcode.Parser(replace_links=False)
    parser.add_simple_formatter("img", '<img src="%(value)s">', replace_links=False)
    parser.add_formatter("size", lambda tag, value, options, parent, context:
                         f'<span style="font-size:{int(options.get("size", "100") or 100)}%">{value}</span>')
    return parser.format(text)


def _discord(text: str) -> str:
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False})
    messages = re.split(r"^(?=\*\*\(mensaje \d+ de \d+\)\*\*$)", text, flags=re.M)
    out = []
    for message in messages:
        # a link alone on its line is shown as its picture, as Discord does
        body = re.sub(r"^(https?://\S+\.png|maps/\S+\.png)$", r"![](\1)", message, flags=re.M)
        out.append(f'<div class="post">{md.render(body)}</div>')
    return "\n".join(out)


def _page(kind: str, title: str, body: str) -> str:
    return (f"<!doctype html><html lang='es'><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
            f"<style>{STYLE[kind]}</style></head><body>{body}</body></html>")


def _screenshot(page: Path) -> Path | None:
    browser = next((shutil.which(name) for name in CHROMIUM if shutil.which(name)), None)
    if browser is None:
        return None
    png = page.with_suffix(".png")
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
                    f"--user-data-dir={page.parent / '.chromium'}", f"--screenshot={png}", "--window-size=1000,2400",
                    page.as_uri()], check=False, capture_output=True, timeout=120)
    return png if png.exists() else None


def preview(out: Path) -> list[Path]:
    written = []
    for sample in sorted(ROOT.glob("sample_games/*/turn-01/game.toml")):
        rid = sample.parent.parent.name
        if rid.endswith("-ejemplo"):
            continue
        files = resolve_files(sample.parent, fmt=None).files
        folder = out / rid
        (folder / "maps").mkdir(parents=True, exist_ok=True)
        for name, data in files.items():
            if name.startswith("maps/") and name.endswith(".png"):
                (folder / name).write_bytes(data)
        discord = resolve_files(sample.parent, fmt="discord").files["report.discord.md"].decode()
        posts = {"bbcode": _bbcode(files["report.bbcode"].decode()), "html": files["report.html"].decode(),
                 "discord": _discord(discord)}
        for kind, body in posts.items():
            body = body.replace(PLACEHOLDER, "maps/")
            page = folder / f"{kind}.html"
            page.write_text(_page(kind, f"{rid} — {kind}", body if kind == "discord" else f'<div class="post">{body}</div>'), "utf-8")
            written.append(page)
            shot = _screenshot(page)
            if shot:
                written.append(shot)
    return written


def main() -> None:
    out = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT / "build" / "preview"
    shutil.rmtree(out, ignore_errors=True)
    written = preview(out)
    for path in written:
        print(path)
    if not any(p.suffix == ".png" for p in written):
        print("no screenshots: install Debian's chromium (apt-get install chromium) to get them")  # literal: a developer tool's note


if __name__ == "__main__":
    main()
