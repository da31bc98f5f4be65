"""MapSpec -> PNG through Pillow, with the bundled DejaVu Sans (draws ñ, á, ¿ ...).

Pillow is imported inside the functions, never at module import: `gm --version` and
every command that draws no map stay fast. The layout is the SVG's (gm.maps.layout),
multiplied by `scale`.
"""

from __future__ import annotations

import io
import math
from functools import lru_cache
from importlib import resources

from gm.maps.layout import Circle, Grid, Label, Line, Poly, layout
from gm.maps.spec import MapSpec

FONT_FILE = "DejaVuSans.ttf"
DEFAULT_SCALE = 1.25  # about 1,200 px wide for a 20-column board: what forums show without scaling


class PillowMissing(RuntimeError):
    pass


def _pil():
    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError as exc:  # pragma: no cover - Pillow is a declared dependency of maps
        raise PillowMissing("PNG maps need Pillow: pip install 'gm[maps]'") from exc
    return Image, ImageDraw, ImageFont


@lru_cache(maxsize=1)
def font_bytes() -> bytes:
    """The bundled font file (package data: gm/maps/fonts/DejaVuSans.ttf)."""
    return resources.files("gm.maps").joinpath("fonts").joinpath(FONT_FILE).read_bytes()


@lru_cache(maxsize=64)
def font(size: int):
    """A Pillow FreeType font of the bundled DejaVu Sans at `size` pixels, with Pillow's
    basic layout: the same pixels whether or not libraqm is installed (Pillow picks raqm
    when it finds it, and places glyphs differently), and a third faster for short texts.
    The price: no kerning pairs ("To" sits a pixel wider at map sizes) and no shaping of
    right-to-left or joined scripts, which DejaVu Sans barely covers anyway."""
    _, _, ImageFont = _pil()
    return ImageFont.truetype(io.BytesIO(font_bytes()), size=max(1, int(size)), layout_engine=ImageFont.Layout.BASIC)


_ANCHOR = {"start": "lm", "middle": "mm", "end": "rm"}


@lru_cache(maxsize=256)
def _rgb(c: str | None):
    if c is None:
        return None
    return (int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16))


@lru_cache(maxsize=4096)
def _glyphs(text: str, px: int, anchor: str, stroke: int):
    """The coverage mask of a text and its offset from the anchor point. A board repeats
    the same few labels thousands of times ("+1", coordinates): rasterise each once."""
    Image, ImageDraw, _ = _pil()
    f = font(px)
    if not stroke:
        # one FreeType call gives the mask and its offset (the same pixels as below)
        core, (left, top) = f.getmask2(text, mode="L", anchor=anchor)
        # the core point(): Image.point re-rounds the 256 levels of the table on every call
        return Image.Image()._new(core.point(_COVERAGE, None)), left, top
    left, top, right, bottom = f.getbbox(text, anchor=anchor, stroke_width=stroke)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, fill=255, font=f, anchor=anchor, stroke_width=stroke, stroke_fill=255)
    # a few coverage levels keep the edges smooth and the picture under 256 colours, which
    # encode() can then palette exactly and fast (256 levels make maps of 500-900 colours)
    return mask.point(_COVERAGE), left, top


_LEVELS = 8
_COVERAGE = [round(round(v * (_LEVELS - 1) / 255) * 255 / (_LEVELS - 1)) for v in range(256)]


def _paste_text(img, x: float, y: float, text: str, px: int, anchor: str, stroke: int, colour) -> None:
    mask, left, top = _glyphs(text, px, anchor, stroke)
    x0, y0 = int(round(x)) + left, int(round(y)) + top
    w, h = mask.size
    # Image.paste's argument checks cost five times the paste of a small text: call the
    # core paste it ends in (what Image.paste(colour, box, mask) does for a fresh image)
    img.im.paste(colour, (x0, y0, x0 + w, y0 + h), mask.im)


def _dashed_polyline(draw, pts, colour, width, dash, gap):
    pos = 0.0
    on = True
    left = dash
    for (x1, y1), (x2, y2) in zip(pts, pts[1:]):
        seg = math.hypot(x2 - x1, y2 - y1)
        t = 0.0
        while t < seg - 1e-9:
            step = min(left, seg - t)
            if on:
                a = (x1 + (x2 - x1) * t / seg, y1 + (y2 - y1) * t / seg)
                b = (x1 + (x2 - x1) * (t + step) / seg, y1 + (y2 - y1) * (t + step) / seg)
                draw.line([a, b], fill=colour, width=width)
            t += step
            left -= step
            if left <= 1e-9:
                on = not on
                left = dash if on else gap
        pos += seg


BOARD_CACHE_MIN = 400  # cells and walls: draw a board this big once per turn, then paste it


@lru_cache(maxsize=4)
def _board_image(items: tuple, k: float, px0: int, py0: int, w: int, h: int):
    """The cells and walls of a large board as one image: every map of a turn that shows
    the same board (eraide: one per side and the GM's) pastes it instead of drawing 10,000
    cells again. Drawn at the same pixel offsets as in the whole map, so it matches."""
    Image, ImageDraw, _ = _pil()
    tile = Image.new("RGBA", (w, h), (0, 0, 0, 0))  # transparent: pasting keeps what lies under
    _draw(tile, ImageDraw.Draw(tile), items, k, px0, py0)
    return tile


def render_png(spec: MapSpec, scale: float = DEFAULT_SCALE, canvas=None, shared_board: bool = True) -> "object":
    """The map as a Pillow Image (RGB). `shared_board`: other maps of this turn show the
    same large board, so draw it once as a tile and paste it (for a board drawn once,
    drawing it in place is cheaper than drawing a tile and alpha-pasting it)."""
    Image, ImageDraw, _ = _pil()
    canvas = canvas or layout(spec)
    k = float(scale)
    size = (int(math.ceil(canvas.width * k)), int(math.ceil(canvas.height * k)))
    img = Image.new("RGB", size, (255, 255, 255))
    draw = ImageDraw.Draw(img)
    start, end = canvas.board
    if end - start < BOARD_CACHE_MIN or not shared_board:
        _draw(img, draw, canvas.items, k)
        return img
    _draw(img, draw, canvas.items[:start], k)
    x0, y0, x1, y1 = canvas.board_box
    px0, py0 = max(0, math.floor(x0 * k)), max(0, math.floor(y0 * k))
    w, h = min(size[0], math.ceil(x1 * k)) - px0, min(size[1], math.ceil(y1 * k)) - py0
    tile = _board_image(canvas.items[start:end], k, px0, py0, w, h)
    img.paste(tile, (px0, py0), tile)
    _draw(img, draw, canvas.items[end:], k)
    return img


def _draw(img, draw, items, k: float, dx: float = 0.0, dy: float = 0.0) -> None:
    """Draw canvas items at scale k, shifted by (-dx, -dy) pixels."""
    for it in items:
        _DRAW[type(it)](img, draw, it, k, dx, dy)


def _axis_box(pts):
    """(x0, y0, x1, y1) when the four points are an axis-aligned rectangle (a square
    cell), else None: one rectangle call draws its fill and its outline."""
    if len(pts) != 4:
        return None
    (ax, ay), (bx, by), (cx, cy), (ex, ey) = pts
    if ay == by and bx == cx and cy == ey and ex == ax:
        return (min(ax, bx), min(ay, cy), max(ax, bx), max(ay, cy))
    if ax == bx and by == cy and cx == ex and ey == ay:
        return (min(ax, cx), min(ay, by), max(ax, cx), max(ay, by))
    return None


def _poly(img, draw, it, k, dx, dy):
    pts = [(x * k - dx, y * k - dy) for x, y in it.points]
    w = max(1, int(round(it.width * k)))
    if not it.dashed:
        box = _axis_box(pts)
        if box is not None and (it.fill or w == 1):
            draw.rectangle(box, fill=_rgb(it.fill), outline=_rgb(it.stroke), width=w if it.stroke else 0)
            return
    if it.fill:
        draw.polygon(pts, fill=_rgb(it.fill))
    if it.stroke:
        if it.dashed:
            _dashed_polyline(draw, pts + [pts[0]], _rgb(it.stroke), w, 2.0 * w + 1, 1.5 * w + 1)
        else:
            draw.line(pts + [pts[0]], fill=_rgb(it.stroke), width=w, joint="curve")


def _circle(img, draw, it, k, dx, dy):
    box = [(it.cx - it.r) * k - dx, (it.cy - it.r) * k - dy, (it.cx + it.r) * k - dx, (it.cy + it.r) * k - dy]
    w = max(1, int(round(it.width * k)))
    if it.stroke and it.dashed:
        draw.ellipse(box, fill=_rgb(it.fill))
        n = 12
        for i in range(n):
            draw.arc(box, start=i * 360 / n, end=i * 360 / n + 360 / n * 0.55, fill=_rgb(it.stroke), width=w)
    else:
        draw.ellipse(box, fill=_rgb(it.fill), outline=_rgb(it.stroke), width=w if it.stroke else 0)


def _line(img, draw, it, k, dx, dy):
    draw.line([(it.x1 * k - dx, it.y1 * k - dy), (it.x2 * k - dx, it.y2 * k - dy)], fill=_rgb(it.stroke), width=max(1, int(round(it.width * k))))


def _label(img, draw, it, k, dx, dy):
    px = int(round(it.size * k))
    x, y, anchor = it.x * k - dx, it.y * k - dy, _ANCHOR[it.anchor]
    if it.halo:
        _paste_text(img, x, y, it.text, px, anchor, max(1, int(round(1.25 * k))), _rgb(it.halo))
    # bold: the regular face with a thin stroke of its own colour (one font file shipped)
    stroke = 1 if it.bold and px >= 14 else 0
    _paste_text(img, x, y, it.text, px, anchor, stroke, _rgb(it.fill))


def _grid(img, draw, it, k, dx, dy):
    ink, w = _rgb(it.stroke), max(1, int(round(it.width * k)))
    top, bottom = it.ys[0] * k - dy, it.ys[-1] * k - dy
    left, right = it.xs[0] * k - dx, it.xs[-1] * k - dx
    for x in it.xs:
        draw.line([(x * k - dx, top), (x * k - dx, bottom)], fill=ink, width=w)
    for y in it.ys:
        draw.line([(left, y * k - dy), (right, y * k - dy)], fill=ink, width=w)


_DRAW = {Poly: _poly, Circle: _circle, Line: _line, Label: _label, Grid: _grid}


def png_bytes(spec: MapSpec, scale: float = DEFAULT_SCALE, canvas=None, shared_board: bool = True) -> bytes:
    return encode(render_png(spec, scale, canvas, shared_board))


def encode(img) -> bytes:
    """PNG bytes of an RGB image, as a 256-colour palette image (no dithering): a map has
    few colours, so that is a third of the bytes of RGB and much faster to compress."""
    buf = io.BytesIO()
    # zlib level 3: within a third of level 6's size at half its time (maps are flat colour)
    _palette_image(img).save(buf, format="PNG", compress_level=3)
    return buf.getvalue()


def _palette_image(img):
    """The image with a palette of its own colours when it has at most 256 (the usual
    case: flat fills plus the anti-aliasing of a few texts), else an octree palette.
    Counting the colours and mapping to them is a third of the time of the octree."""
    Image = _pil()[0]
    colours = img.getcolors(256)
    if colours is None:
        return img.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    # most frequent first, ties by colour: the same picture always gets the same palette
    ordered = sorted(colours, key=lambda nc: (-nc[0], nc[1]))
    pal = Image.new("P", (1, 1))
    pal.putpalette([v for _, rgb in ordered for v in rgb])
    return img.quantize(palette=pal, dither=Image.Dither.NONE)
