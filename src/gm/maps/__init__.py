"""Maps of the board for every report: SVG, PNG and a text map from one MapSpec.

    from gm.maps import MapSpec, Cell, Marker, Edge, LegendEntry, render_maps, text_map
    files = render_maps({"public": spec, "sigmar": private_spec})
    # {"public.svg": b"<?xml ...", "public.png": b"\\x89PNG...", "sigmar.svg": ..., ...}

A ruleset's `maps(ctx)` hook returns those files; the engine writes them to OUT/maps/.
See docs/maps.md. Nothing here imports Pillow until a PNG is drawn.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from gm.maps.spec import Cell, Edge, LegendEntry, MapSpec, MapSpecError, Marker, legend_from
from gm.maps.text import text_map

__all__ = [
    "Cell",
    "Edge",
    "LegendEntry",
    "MapSpec",
    "MapSpecError",
    "Marker",
    "legend_from",
    "render_maps",
    "text_map",
    "image_path",
    "published_names",
    "published_stems",
    "report_blocks",
]

# a faction id, 'public' or 'gm'; '.2', '.3' ... for a faction's further windows
_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}(\.[0-9]{1,2})?$")


WIDE = 20  # columns a PNG shows at the default scale; wider boards get smaller cells


def png_scale(columns: int) -> float:
    """The default scale up to 20 columns (about 1,200 px wide: what a forum post shows
    unscaled), then smaller cells so that the picture stays at most that wide: forums
    shrink wider images anyway, a 27-column window at the default scale would be 1,500 px
    (twice the pixels to draw and compress), and a 100x100 board a 5,000 px square.
    The smaller scales go in steps of 10 % (1.125, 1.0125, 0.911 ...): the maps of a turn
    then share text sizes, and a text drawn for one is reused by the others."""
    from gm.maps.png import DEFAULT_SCALE

    if columns <= WIDE:
        return DEFAULT_SCALE
    fit = DEFAULT_SCALE * WIDE / columns
    steps = math.ceil(math.log(fit / DEFAULT_SCALE) / math.log(SCALE_STEP) - 1e-9)
    return round(DEFAULT_SCALE * SCALE_STEP ** steps, 4)


SCALE_STEP = 0.9


def render_maps(specs: dict[str, MapSpec], png: bool = True, scale: float | None = None) -> dict[str, bytes]:
    """{name: MapSpec} -> {"<name>.svg": bytes, "<name>.png": bytes}, names sorted.

    Names are file names under OUT/maps/: 'public', 'gm' or a faction id (lower-case
    letters, digits, '_' and '-'), maybe with '.2', '.3'... for a faction's further
    pictures. `png=False` (or Pillow missing) writes SVG only.
    """
    from gm.maps.layout import layout
    from gm.maps.svg import svg_bytes

    out: dict[str, bytes] = {}
    draw_png = png
    if draw_png:
        try:
            import PIL  # noqa: F401
        except ImportError:  # pragma: no cover
            draw_png = False
    canvases = {}
    for name in sorted(specs):
        if not isinstance(name, str) or not _NAME.match(name):
            raise MapSpecError(f"map name {name!r}: expected lower-case letters, digits, '_' or '-' (then maybe '.2', '.3' ...)")  # literal: a map builder's bug (MapSpecError is a ValueError)
        canvases[name] = layout(specs[name])  # one layout for both drawings
    # layout() hands maps on the same board the same tuple of board items
    boards = Counter(id(c.board_items) for c in canvases.values())
    for name, canvas in canvases.items():
        spec = specs[name]
        shared = boards[id(canvas.board_items)] > 1
        out[f"{name}.svg"] = svg_bytes(spec, canvas, shared)
        if draw_png:
            from gm.maps.png import png_bytes

            out[f"{name}.png"] = png_bytes(spec, scale or png_scale(spec.columns), canvas, shared)
    return out



# What a published private map's name carries: 12 hex digits no one outside the game can
# compute (gm.engine.seal.maps_key), so that a faction's map uploaded beside the public one is
# not found by guessing its address (image_base + "isha.png").
MAP_TAG = re.compile(r"\.[0-9a-f]{12}$")


def published_stems(stems, key: str) -> dict[str, str]:
    """{map name: the name it is written and linked under}. The public maps ('public',
    'public.2' ...) keep their names; a faction's and the GM's get a tag, 'isha.3fa9c1d2e4b5',
    from `key` and the map's name (so its SVG and its PNG share it)."""
    import hashlib

    out = {}
    for stem in stems:
        if stem == "public" or stem.startswith("public."):
            out[stem] = stem
        else:
            out[stem] = f"{stem}.{hashlib.sha256(f'gm-map/1:{key}:{stem}'.encode('utf-8')).hexdigest()[:12]}"
    return out


def published_names(files, key: str) -> dict[str, str]:
    """{map file name: its published name}: 'isha.png' -> 'isha.3fa9c1d2e4b5.png' (published_stems)."""
    files = list(files)
    stems = published_stems(sorted({f.rpartition(".")[0] for f in files}), key)
    return {f: f"{stems[f.rpartition('.')[0]]}.{f.rpartition('.')[2]}" for f in files}


def logical_name(file: str) -> str:
    """A published map's file name without its tag: 'isha.3fa9c1d2e4b5.png' -> 'isha.png'."""
    stem, _, suffix = file.rpartition(".")
    return f"{MAP_TAG.sub('', stem)}.{suffix}"


def image_path(name: str, private: bool = False) -> str:
    """The path of maps/<name>.png as written in a report: the public report and the GM
    report sit at OUT/, private reports at OUT/reports/ (hence '../maps/...')."""
    return f"../maps/{name}.png" if private else f"maps/{name}.png"


def report_blocks(name: str, spec: MapSpec, alt="", private: bool = False) -> list:
    """[Image(maps/<name>.png, alt), Code(text map)]: the picture and its text twin."""
    from gm.text.blocks import Code, Image

    return [Image(image_path(name, private), alt or spec.title), Code(text_map(spec))]
