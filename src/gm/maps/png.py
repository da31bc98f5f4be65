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

from gm.errors import Msg
from gm.maps.layout import Circle, Grid, Label, Line, Poly, layout
from gm.maps.spec import MapSpec

FONT_FILE = "DejaVuSans.ttf"
BOLD_FONT_FILE = "DejaVuSans-Bold.ttf"  # titles: a real bold face (stroking the regular one is 30x slower)
DEFAULT_SCALE = 1.25  # about 1,200 px wide for a 20-column board: what forums show without scaling


class PillowMissing(RuntimeError):
    pass


def _pil():
    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError as exc:  # pragma: no cover - Pillow is one of gm's dependencies
        raise PillowMissing("PNG maps need Pillow, one of gm's dependencies, and this Python cannot import it: "  # literal: a broken installation, reported like a bug (PillowMissing is a RuntimeError)
                            "reinstall gm (pip install gm) or install it (pip install 'Pillow>=10')") from exc
    return Image, ImageDraw, ImageFont


@lru_cache(maxsize=2)
def font_bytes(name: str = FONT_FILE) -> bytes:
    """A bundled font file (package data: gm/maps/fonts/)."""
    return resources.files("gm.maps").joinpath("fonts").joinpath(name).read_bytes()


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False):
    """A Pillow FreeType font of the bundled DejaVu Sans at `size` pixels, with Pillow's
    basic layout: the same pixels whether or not libraqm is installed (Pillow picks raqm
    when it finds it, and places glyphs differently), and a third faster for short texts.
    The price: no kerning pairs ("To" sits a pixel wider at map sizes) and no shaping of
    right-to-left or joined scripts, which DejaVu Sans barely covers anyway."""
    _, _, ImageFont = _pil()
    data = font_bytes(BOLD_FONT_FILE if bold else FONT_FILE)
    return ImageFont.truetype(io.BytesIO(data), size=max(1, int(size)), layout_engine=ImageFont.Layout.BASIC)


_ANCHOR = {"start": "lm", "middle": "mm", "end": "rm"}


@lru_cache(maxsize=256)
def _rgb(c: str | None):
    if c is None:
        return None
    return (int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16))


@lru_cache(maxsize=4096)
def _glyphs(text: str, px: int, anchor: str, stroke: int, bold: bool = False):
    """The coverage mask of a text and its offset from the anchor point. A board repeats
    the same few labels thousands of times ("+1", coordinates): rasterise each once."""
    Image, ImageDraw, _ = _pil()
    f = font(px, bold)
    if not stroke:
        # one FreeType call gives the mask and its offset (the same pixels as below)
        core, (left, top) = f.getmask2(text, mode="L", anchor=anchor)
        # the core point(): Image.point re-rounds the 256 levels of the table on every call
        return Image.Image()._new(core.point(_COVERAGE, None)), left, top
    left, top, right, bottom = f.getbbox(text, anchor=anchor, stroke_width=stroke)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, fill=255, font=f, anchor=anchor, stroke_width=stroke, stroke_fill=255)
    return mask.point(_COVERAGE), left, top


# a few coverage levels keep text edges smooth and a map under 256 colours, so that it
# can be drawn in a palette of its own (256 levels make maps of 500-900 colours)
_LEVELS = 8
_COVERAGE = [round(round(v * (_LEVELS - 1) / 255) * 255 / (_LEVELS - 1)) for v in range(256)]


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


class _RGBTarget:
    """Drawing on an RGB image (or the RGBA tile of a shared board): colours are RGB
    tuples, and a text is pasted through its coverage mask (Pillow blends the edges)."""

    def __init__(self, img):
        self.img, self.draw = img, _pil()[1].Draw(img)

    @staticmethod
    def ink(colour: str | None):
        return _rgb(colour)

    def text(self, x: float, y: float, text: str, px: int, anchor: str, stroke: int, colour: str, bold: bool = False) -> None:
        mask, _, _, left, top, w, h = _text_mask(text, px, anchor, stroke, bold)
        x0, y0 = int(round(x)) + left, int(round(y)) + top
        # Image.paste's argument checks cost five times the paste of a small text: call the
        # core paste it ends in (what Image.paste(colour, box, mask) does for a fresh image)
        self.img.im.paste(_rgb(colour), (x0, y0, x0 + w, y0 + h), mask)


class TooManyColours(Exception):
    """A palette drawing needs a 257th colour: the map is drawn again in RGB."""


class _PaletteTarget:
    """Drawing straight in palette indices: colours are indices of the map's own palette,
    given out in drawing order (so the same map always gets the same palette). A map is
    flat colours plus the anti-aliased edges of its texts, and in 8 coverage levels those
    stay under 256 colours; drawing in RGB, then counting the colours and mapping every
    pixel to them, cost more than drawing. Text is blended exactly as Pillow blends it in
    RGB (the same pixels, tested): a text over one colour (a cell, the paper) takes one
    blended colour per coverage level; one across colours (a marker's edge), the blends
    of each colour under it."""

    def __init__(self, img):
        self.img, self.draw = img, _pil()[1].Draw(img)
        self.colours: list[tuple[int, int, int]] = []
        self.index: dict[tuple[int, int, int], int] = {}
        self.luts: dict[tuple[str, int], list[int]] = {}
        self.inks: dict = {}

    def slot(self, rgb: tuple[int, int, int]) -> int:
        i = self.index.get(rgb)
        if i is None:
            if len(self.colours) == 256:
                raise TooManyColours()
            i = self.index[rgb] = len(self.colours)
            self.colours.append(rgb)
        return i

    def ink(self, colour: str | None):
        return None if colour is None else self.slot(_rgb(colour))

    def text(self, x: float, y: float, text: str, px: int, anchor: str, stroke: int, colour: str, bold: bool = False) -> None:
        mask, solid, inked, left, top, w, h = _text_mask(text, px, anchor, stroke, bold)
        if not inked:
            return  # a blank text (" ", or glyphs the font draws as nothing)
        x0, y0 = int(round(x)) + left, int(round(y)) + top
        box = (x0, y0, x0 + w, y0 + h)
        im = self.img.im
        region = im.crop(box)
        ground, top_index = region.getextrema()
        if ground != top_index:  # not one colour around the text: what lies under its ink?
            under = region.histogram((0, 0), solid)
            try:
                ground = under.index(inked)  # all of it on one colour
            except ValueError:
                self._text_over_several(box, region, under, mask, solid, colour)
                return
        key = (mask, colour, ground)  # a text in this colour on this ground: the same pixels
        inks = self.inks.get(key)
        if inks is None:
            inks = self.inks[key] = mask.point(self._lut(colour, ground), None)
        im.paste(inks, box, solid)

    def _lut(self, colour: str, ground: int) -> list[int]:
        """coverage level -> the index of `colour` blended at that level over `ground`."""
        lut = self.luts.get((colour, ground))
        if lut is None:
            blends = _blends(_rgb(colour), self.colours[ground])
            lut = self.luts[(colour, ground)] = [self.slot(blends[v]) if v in blends else 0 for v in range(256)]
        return lut

    def _text_over_several(self, box, region, under: list[int], mask, solid, colour: str) -> None:
        """A text across colours (a marker's edge, a pattern): the pixels over each colour
        take that colour's blends, one paste per colour."""
        Image = _pil()[0]
        patch = Image.Image()._new(region)
        indices = Image.frombytes("L", patch.size, patch.tobytes()).im  # as grey levels, for masks
        for ground, count in enumerate(under):
            if count:
                over = indices.point(_only(ground), None).chop_darker(solid)
                self.img.im.paste(mask.point(self._lut(colour, ground), None), box, over)

    def image(self):
        self.img.putpalette([v for rgb in self.colours for v in rgb])
        return self.img


_SOLID = [0] + [255] * 255


@lru_cache(maxsize=256)
def _only(index: int) -> list[int]:
    """A point() table that keeps one grey level (as 255) and blanks the others."""
    return [255 if i == index else 0 for i in range(256)]


@lru_cache(maxsize=4096)
def _text_mask(text: str, px: int, anchor: str, stroke: int, bold: bool = False):
    """(coverage mask, mask of the inked pixels, their count, left, top, width, height),
    the masks as Pillow's core images: what drawing a text needs, looked up once."""
    mask, left, top = _glyphs(text, px, anchor, stroke, bold)
    solid = mask.im.point(_SOLID, None)
    return mask.im, solid, solid.histogram()[255], left, top, mask.width, mask.height


@lru_cache(maxsize=1024)
def _blends(fg: tuple[int, int, int], bg: tuple[int, int, int]) -> dict[int, tuple[int, int, int]]:
    """{coverage level: the colour Pillow's paste gives fg over bg at that level}."""
    Image = _pil()[0]
    levels = sorted(set(_COVERAGE))
    strip = Image.new("RGB", (len(levels), 1), bg)
    mask = Image.new("L", (len(levels), 1))
    mask.putdata(levels)
    strip.paste(fg, (0, 0), mask)
    return {v: strip.getpixel((i, 0)) for i, v in enumerate(levels)}


BOARD_CACHE_MIN = 400  # cells and walls: draw a board this big once per turn, then paste it


@lru_cache(maxsize=4)
def _board_image(items: tuple, k: float, px0: int, py0: int, w: int, h: int):
    """The cells and walls of a large board as one image: every map of a turn that shows
    the same board (eraide: one per side and the GM's) pastes it instead of drawing 10,000
    cells again. Drawn at the same pixel offsets as in the whole map, so it matches."""
    Image = _pil()[0]
    tile = Image.new("RGBA", (w, h), (0, 0, 0, 0))  # transparent: pasting keeps what lies under
    _draw(_RGBTarget(tile), items, k, px0, py0)
    return tile


def render_png(spec: MapSpec, scale: float = DEFAULT_SCALE, canvas=None, shared_board: bool = True) -> "object":
    """The map as a Pillow Image (RGB): what `png_bytes` writes, as RGB pixels."""
    img = _render(spec, scale, canvas, shared_board)
    return img.convert("RGB") if img.mode != "RGB" else img


def _render(spec: MapSpec, scale: float, canvas, shared_board: bool, palette: bool = True):
    """The map as a palette image, or as RGB when it has a large board shared with other
    maps (drawn once as an RGB tile and pasted: `shared_board`), more than 256 colours,
    or `palette` is False."""
    Image = _pil()[0]
    canvas = canvas or layout(spec)
    k = float(scale)
    size = (int(math.ceil(canvas.width * k)), int(math.ceil(canvas.height * k)))
    start, end = canvas.board
    tiled = shared_board and end - start >= BOARD_CACHE_MIN  # the board pasted as a tile
    if palette and not tiled:
        target = _PaletteTarget(Image.new("P", size, 0))
        try:
            target.slot((255, 255, 255))  # index 0, a new picture's colour: white as in RGB
            _draw(target, canvas.items, k)
            return target.image()
        except TooManyColours:
            pass
    img = Image.new("RGB", size, (255, 255, 255))
    target = _RGBTarget(img)
    if not tiled:
        _draw(target, canvas.items, k)
        return img
    _draw(target, canvas.items[:start], k)
    x0, y0, x1, y1 = canvas.board_box
    px0, py0 = max(0, math.floor(x0 * k)), max(0, math.floor(y0 * k))
    w, h = min(size[0], math.ceil(x1 * k)) - px0, min(size[1], math.ceil(y1 * k)) - py0
    tile = _board_image(canvas.items[start:end], k, px0, py0, w, h)
    img.paste(tile, (px0, py0), tile)
    _draw(target, canvas.items[end:], k)
    return img


def _draw(target, items, k: float, dx: float = 0.0, dy: float = 0.0) -> None:
    """Draw canvas items at scale k, shifted by (-dx, -dy) pixels."""
    for it in items:
        _DRAW[type(it)](target, it, k, dx, dy)


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


def _poly(t, it, k, dx, dy):
    draw, ink = t.draw, t.ink
    pts = [(x * k - dx, y * k - dy) for x, y in it.points]
    w = max(1, int(round(it.width * k)))
    if not it.dashed:
        box = _axis_box(pts)
        if box is not None and (it.fill or w == 1):
            draw.rectangle(box, fill=ink(it.fill), outline=ink(it.stroke), width=w if it.stroke else 0)
            return
    if it.fill:
        draw.polygon(pts, fill=ink(it.fill))
    if it.stroke:
        if it.dashed:
            _dashed_polyline(draw, pts + [pts[0]], ink(it.stroke), w, 2.0 * w + 1, 1.5 * w + 1)
        else:
            draw.line(pts + [pts[0]], fill=ink(it.stroke), width=w, joint="curve")


def _circle(t, it, k, dx, dy):
    draw, ink = t.draw, t.ink
    box = [(it.cx - it.r) * k - dx, (it.cy - it.r) * k - dy, (it.cx + it.r) * k - dx, (it.cy + it.r) * k - dy]
    w = max(1, int(round(it.width * k)))
    if it.stroke and it.dashed:
        draw.ellipse(box, fill=ink(it.fill))
        n = 12
        for i in range(n):
            draw.arc(box, start=i * 360 / n, end=i * 360 / n + 360 / n * 0.55, fill=ink(it.stroke), width=w)
    else:
        draw.ellipse(box, fill=ink(it.fill), outline=ink(it.stroke), width=w if it.stroke else 0)


def _line(t, it, k, dx, dy):
    t.draw.line([(it.x1 * k - dx, it.y1 * k - dy), (it.x2 * k - dx, it.y2 * k - dy)], fill=t.ink(it.stroke), width=max(1, int(round(it.width * k))))


def _label(t, it, k, dx, dy):
    px = int(round(it.size * k))
    x, y, anchor = it.x * k - dx, it.y * k - dy, _ANCHOR[it.anchor]
    # bold from 14 px (titles); the small bold labels (a marker's letter) keep the regular
    # face, whose narrower glyphs fit their marker
    bold = it.bold and px >= 14
    if it.halo:
        t.text(x, y, it.text, px, anchor, max(1, int(round(1.25 * k))), it.halo, bold)
    t.text(x, y, it.text, px, anchor, 0, it.fill, bold)


def _grid(t, it, k, dx, dy):
    draw, ink, w = t.draw, t.ink(it.stroke), max(1, int(round(it.width * k)))
    top, bottom = it.ys[0] * k - dy, it.ys[-1] * k - dy
    left, right = it.xs[0] * k - dx, it.xs[-1] * k - dx
    for x in it.xs:
        draw.line([(x * k - dx, top), (x * k - dx, bottom)], fill=ink, width=w)
    for y in it.ys:
        draw.line([(left, y * k - dy), (right, y * k - dy)], fill=ink, width=w)


_DRAW = {Poly: _poly, Circle: _circle, Line: _line, Label: _label, Grid: _grid}


def png_bytes(spec: MapSpec, scale: float = DEFAULT_SCALE, canvas=None, shared_board: bool = True) -> bytes:
    return encode(_render(spec, scale, canvas, shared_board))


def encode(img) -> bytes:
    """PNG bytes of a map as a palette image (a third of the bytes of RGB, and much faster
    to compress): a palette drawing as it is, an RGB one through `_palette_image`."""
    buf = io.BytesIO()
    # named as a .png file: Pillow then loads its PNG writer alone, not the four other
    # formats it loads for a format given by name (GIF, JPEG, BMP, PPM: 20 ms of imports)
    buf.name = "map.png"
    # zlib level 3: within a third of level 6's size at half its time (maps are flat colour)
    (img if img.mode == "P" else _palette_image(img)).save(buf, compress_level=3)
    return buf.getvalue()


def _palette_image(img):
    """An RGB drawing (a shared board's map, or one of more than 256 colours) as a palette
    image: a palette of its own colours when it has at most 256, else an octree palette.
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


MAX_COMPARED_PIXELS = 64_000_000  # a decompression bomb is not a map gm drew


def pixel_difference(found: bytes, expected: bytes) -> Msg | None:
    """Why the PNG `found` does not show the same image as `expected` (None: it does).

    Compares decoded pixels, not bytes: the bytes of a PNG depend on the zlib and Pillow
    versions, its pixels do not; a repainted map changes them."""
    Image = _pil()[0]
    images = []
    for data in (found, expected):
        if data[:8] != b"\x89PNG\r\n\x1a\n":
            return Msg("png.not_png")
        try:
            with Image.open(io.BytesIO(data)) as im:
                if im.width * im.height > MAX_COMPARED_PIXELS:
                    return Msg("png.too_large", size=f"{im.width}x{im.height}")
                im.load()
                images.append(im.convert("RGBA"))
        except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as exc:
            return Msg("png.undecodable", why=str(exc))
    got, want = images
    if got.size != want.size:
        return Msg("png.size", found=f"{got.width}x{got.height}", expected=f"{want.width}x{want.height}")
    if got.tobytes() != want.tobytes():
        return Msg("png.pixels")
    return None
