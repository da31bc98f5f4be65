"""MapSpec -> SVG text, with the standard library only.

Deterministic: the same MapSpec gives the same bytes (numbers with two decimals,
cells and markers in coordinate order, no ids, dates or random values). Every text
that reaches the file (titles, labels, legend, notes: player text) is XML-escaped and
stripped of the control characters XML 1.0 forbids.
"""

from __future__ import annotations

from functools import lru_cache

import re

from gm.maps.layout import Circle, Grid, Label, Line, Poly, layout
from gm.maps.spec import MapSpec

FONT_FAMILY = "DejaVu Sans, Verdana, Arial, sans-serif"  # literal: a font list
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


@lru_cache(maxsize=8192)  # the same labels recur in every cell of a board
def esc(text: str) -> str:
    """XML-escape text for element content and double-quoted attributes."""
    s = _CONTROL.sub("", str(text))
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#39;")


@lru_cache(maxsize=65536)  # a board repeats the same coordinates in every cell
def num(v: float) -> str:
    s = f"{v:.2f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _pts(points) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


def _paint(fill, stroke, width, dashed) -> str:
    out = f' fill="{fill or "none"}"'
    if stroke:
        out += f' stroke="{stroke}" stroke-width="{num(width)}"'
        if dashed:
            out += f' stroke-dasharray="{num(max(2.0, width * 2))},{num(max(1.5, width * 1.5))}"'
    return out


_ANCHOR = {"start": "start", "middle": "middle", "end": "end"}


BOARD_CACHE_MIN = 400  # cells and walls: reuse the text of a board this big across maps


@lru_cache(maxsize=4)
def _board_fragment(items: tuple) -> str:
    """The cells and walls of a large board, shared by every map of a turn that has them."""
    return "\n".join(_elements(items))


def _elements(items) -> list[str]:
    out = []
    for it in items:
        if isinstance(it, Poly):
            out.append(f'<polygon points="{_pts(it.points)}"{_paint(it.fill, it.stroke, it.width, it.dashed)}/>')  # literal: SVG markup
        elif isinstance(it, Circle):
            out.append(f'<circle cx="{num(it.cx)}" cy="{num(it.cy)}" r="{num(it.r)}"{_paint(it.fill, it.stroke, it.width, it.dashed)}/>')  # literal: SVG markup
        elif isinstance(it, Line):
            out.append(f'<line x1="{num(it.x1)}" y1="{num(it.y1)}" x2="{num(it.x2)}" y2="{num(it.y2)}" stroke="{it.stroke}" stroke-width="{num(it.width)}" stroke-linecap="round"/>')
        elif isinstance(it, Grid):
            top, bottom, left, right = num(it.ys[0]), num(it.ys[-1]), num(it.xs[0]), num(it.xs[-1])
            d = "".join(f"M{num(x)},{top}V{bottom}" for x in it.xs) + "".join(f"M{left},{num(y)}H{right}" for y in it.ys)
            out.append(f'<path d="{d}" fill="none" stroke="{it.stroke}" stroke-width="{num(it.width)}"/>')
        elif isinstance(it, Label):
            weight = ' font-weight="bold"' if it.bold else ""
            if it.halo:
                weight += f' stroke="{it.halo}" stroke-width="2.5" stroke-linejoin="round" paint-order="stroke"'
            out.append(
                f'<text x="{num(it.x)}" y="{num(it.y)}" font-size="{num(it.size)}" fill="{it.fill}" '
                f'text-anchor="{_ANCHOR[it.anchor]}" dominant-baseline="central"{weight}>{esc(it.text)}</text>'
            )
    return out


def to_svg(spec: MapSpec, canvas=None, shared_board: bool = True) -> str:
    """The map as SVG text. `shared_board`: other maps of the turn show the same large
    board, so its text is made once (hashing a board that is not shared costs more)."""
    canvas = canvas or layout(spec)
    w, h = num(canvas.width), num(canvas.height)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',  # literal: SVG markup
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '  # literal: SVG markup
        f'font-family="{FONT_FAMILY}">',
    ]
    if canvas.title:
        out.append(f"<title>{esc(canvas.title)}</title>")
    start, end = canvas.board
    items = canvas.items
    out.extend(_elements(items[:start]))
    if end - start >= BOARD_CACHE_MIN and shared_board:
        out.append(_board_fragment(items[start:end]))
    else:
        out.extend(_elements(items[start:end]))
    out.extend(_elements(items[end:]))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def svg_bytes(spec: MapSpec, canvas=None, shared_board: bool = True) -> bytes:
    return to_svg(spec, canvas, shared_board).encode("utf-8")
