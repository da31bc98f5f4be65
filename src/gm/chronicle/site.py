# literal-module: HTML markup and CSS of the chronicle's pages (every word on them comes from the catalogs)
"""The chronicle's pages: index.html and one page per turn, plain HTML5 with its style
inline (no external script, font or stylesheet: the site opens offline). Every word is
a catalog message, escaped; a report is gm's own HTML fragment (player text already
escaped by its renderer) with its images pointed at the site's copies."""

from __future__ import annotations

import html
import re

STYLE = ("body{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em;color:#222}"
         "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #bbb;padding:.2em .5em;text-align:right}"
         "td:first-child,th:first-child{text-align:left}img{max-width:100%}pre{overflow-x:auto;background:#f6f6f6;padding:.5em}"
         "nav a{margin-right:1em}")
_SRC = re.compile(r'<img\b[^>]*?\bsrc="([^"]*)"[^>]*>')
_ALT = re.compile(r'\balt="([^"]*)"')


def esc(text) -> str:
    return html.escape(str(text), quote=True)


def page(lang: str, title: str, body: list[str]) -> bytes:
    head = (f'<!DOCTYPE html>\n<html lang="{esc(lang)}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>{esc(title)}</title>\n'
            f"<style>{STYLE}</style>\n</head>\n<body>\n")
    return (head + "\n".join(body) + "\n</body>\n</html>\n").encode("utf-8")


def local_images(fragment: str, local: dict[str, str]) -> str:
    """The report's <img> pointed at the site's copy of its map (by file name); an image
    the site has no copy of becomes its alternative text: nothing is fetched from outside."""
    def swap(m: re.Match) -> str:
        name = m.group(1).rsplit("/", 1)[-1]
        if name in local:
            return m.group(0).replace(f'src="{m.group(1)}"', f'src="{esc(local[name])}"')
        alt = _ALT.search(m.group(0))
        return alt.group(1) if alt else ""

    return _SRC.sub(swap, fragment)


def report_html(turn, local: dict[str, str]) -> str:
    if turn.report_format == "html":
        return local_images(turn.report, local)
    return f"<pre>{esc(turn.report)}</pre>" if turn.report else ""


def table(headers: list[str], rows: list[list]) -> str:
    head = "".join(f"<th>{esc(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>{body}</tbody>\n</table>"


def standings_table(turn, figure_names: list[str], series_name, dash: str) -> str:
    """One turn's figures: a row per series (faction or side), a column per figure."""
    if not turn.standings or not turn.standings.figures:
        return ""
    ids = sorted({sid for f in turn.standings.figures for sid in f.values}, key=lambda s: series_name(turn, s))
    rows = [[series_name(turn, sid)] + [number(f.values.get(sid), dash) for f in turn.standings.figures] for sid in ids]
    return table([""] + figure_names, rows)


def number(value, dash: str) -> str:
    return dash if value is None else str(value)
