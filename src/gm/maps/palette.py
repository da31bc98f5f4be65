"""The map palette: colour keys -> colours that stay apart for colour-blind players.

Owners (gods, empires, sides) take the Okabe–Ito palette (Okabe & Ito, "Color Universal
Design", 2008): eight colours chosen to stay distinct under protanopia, deuteranopia and
tritanopia. They are handed out in `OWNER_ORDER`, most distinct pairs first (blue and
orange, then bluish green, vermillion ...). With more owners than eight colours, the
ninth owner reuses the first colour with a pattern (`faction_style`): colour + pattern,
and every owner also gets a letter in the legend and the text map, so no map depends
on colour alone.

Terrain tints are pale and spaced in lightness so that they stay distinguishable when
printed in greyscale or seen without colour; each terrain also has a default pattern
(`TERRAIN_PATTERN`) for the same reason. `test_palette` checks the spacing.

A colour key is one of the names below ("blue", "terrain.forest", "unknown" ...) or a
literal "#rrggbb". Anything else is an error (the renderers never write free text into
a colour attribute).
"""

from __future__ import annotations

from functools import lru_cache

import re
from dataclasses import dataclass

# Okabe–Ito
OKABE_ITO: dict[str, str] = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky": "#56B4E9",
    "green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "purple": "#CC79A7",
}
OWNER_ORDER: tuple[str, ...] = ("blue", "orange", "green", "vermillion", "sky", "purple", "yellow", "black")

# Terrain tints: lightness (greyscale) steps of at least ~7% apart, see test_palette.
TERRAIN: dict[str, str] = {
    "terrain.snow": "#FFFFFF",
    "terrain.desert": "#F2E3B3",
    "terrain.plains": "#E6EEC0",
    "terrain.water": "#A9D3F0",
    "terrain.hills": "#D2B48C",
    "terrain.grass": "#B5D98F",
    "terrain.swamp": "#9DB89A",
    "terrain.jungle": "#7FB27F",
    "terrain.forest": "#5F9E6E",
    "terrain.mountains": "#9A8F86",
    "terrain.space": "#D4D4E4",
    "terrain.rough": "#C8BBA0",
}
TERRAIN_PATTERN: dict[str, str | None] = {
    "terrain.snow": None,
    "terrain.desert": "dots",
    "terrain.plains": None,
    "terrain.water": "hlines",
    "terrain.hills": "hatch",
    "terrain.grass": None,
    "terrain.swamp": "hlines",
    "terrain.jungle": "backhatch",
    "terrain.forest": "dots",
    "terrain.mountains": "cross",
    "terrain.space": None,
    "terrain.rough": "dots",
}

SPECIAL: dict[str, str] = {
    "background": "#FFFFFF",
    "text": "#000000",
    "grid": "#6E6E6E",
    "unknown": "#2B2B2B",  # unexplored / not known: dark
    "wall": "#3A3A3A",
    "object": "#B8A58C",
    "door": "#8B5A2B",
    "pit": "#5A4A3A",
    "black_hole": "#000000",
    "ruins": "#8C8C8C",
    "neutral": "#D9D9D9",
    "white": "#FFFFFF",
    "grey": "#8C8C8C",
}

COLOURS: dict[str, str] = {**OKABE_ITO, **TERRAIN, **SPECIAL}

PATTERNS = ("hatch", "backhatch", "cross", "dots", "hlines", "vlines")
_EXTRA_PATTERNS = (None, "hatch", "dots", "backhatch", "cross", "vlines")

_HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")


def colour(key: str | None) -> str:
    """The '#RRGGBB' of a colour key (or of a literal '#rrggbb'). KeyError if unknown."""
    if key is None:
        return COLOURS["background"]
    if key in COLOURS:
        return COLOURS[key]
    if isinstance(key, str) and _HEX.match(key):
        return key.upper()
    raise KeyError(f"unknown colour key {key!r}: expected one of {', '.join(sorted(COLOURS))} or '#rrggbb'")


def is_colour(key: str | None) -> bool:
    try:
        colour(key)
    except KeyError:
        return False
    return True


@lru_cache(maxsize=512)
def rgb(key: str | None) -> tuple[int, int, int]:
    c = colour(key)
    return int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16)


@lru_cache(maxsize=512)
def luminance(key: str | None) -> float:
    """Relative luminance (WCAG), 0 (black) .. 1 (white)."""

    def lin(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = rgb(key)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


@lru_cache(maxsize=512)
def text_on(key: str | None) -> str:
    """Black or white, whichever reads better on this fill."""
    return "#000000" if luminance(key) > 0.22 else "#FFFFFF"


def pattern_ink(key: str | None) -> str:
    """The colour of pattern strokes on this fill: darker on light fills, lighter on dark."""
    return "#4D4D4D" if luminance(key) > 0.22 else "#D0D0D0"


@dataclass(frozen=True)
class FactionStyle:
    colour: str  # a colour key (Okabe–Ito name)
    pattern: str | None  # None for the first eight
    letter: str  # one or two letters for the legend and the text map


def faction_style(index: int, letter: str = "") -> FactionStyle:
    """The style of the index-th owner (0-based, in a stable order such as sorted ids)."""
    if index < 0:
        raise ValueError("index must be >= 0")
    col = OWNER_ORDER[index % len(OWNER_ORDER)]
    pat = _EXTRA_PATTERNS[(index // len(OWNER_ORDER)) % len(_EXTRA_PATTERNS)]
    return FactionStyle(col, pat, letter or _index_letter(index))


def owner_mark(style: "FactionStyle | None") -> str:
    """The corner mark of a cell ringed in an owner's colour: its letter from the ninth
    owner on, whose colour repeats an earlier one's (their pattern tells swatches apart;
    a ring has no room for a pattern), else nothing."""
    return style.letter if style is not None and style.pattern else ""


def _index_letter(i: int) -> str:
    from gm.geometry.letters import column_letters

    return column_letters(i)


def faction_styles(ids, letters: dict[str, str] | None = None) -> dict[str, FactionStyle]:
    """Styles for owners, in the order of sorted(ids). Letters default to each id's
    first letter made unique (upper case), falling back to A, B, C ..."""
    return dict(_faction_styles(tuple(sorted(ids)), tuple(sorted((letters or {}).items()))))


@lru_cache(maxsize=16)  # every map of a turn asks for the same factions' styles
def _faction_styles(ordered: tuple[str, ...], given: tuple[tuple[str, str], ...]) -> tuple:
    letters = dict(given)
    used: set[str] = set(letters.values())
    spare = 0  # the next fallback letter to try: A, B, C ... AA ...
    for fid in ordered:
        if fid in letters:
            continue
        cand = next((c.upper() for c in fid if c.isalnum() and c.isascii() and c.upper() not in used), "")
        if not cand:
            while _index_letter(spare) in used:
                spare += 1
            cand = _index_letter(spare)
        letters[fid] = cand
        used.add(cand)
    return tuple((fid, faction_style(i, letters[fid])) for i, fid in enumerate(ordered))
