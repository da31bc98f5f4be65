"""Square grids (Eraide's tactical board): coordinates, distance, lines, sight, cover.

Coordinates
    `Square(x, y)`, both 0-based, x the column (A = 0) and y the row; written like a
    chess board or a spreadsheet, column letters then the row number from 1:
    `parse("C4") == Square(2, 3)`, `format(Square(2, 3)) == "C4"`. A1 is the top-left.

Distance
    4-way (Manhattan: a diagonal costs 2) or 8-way (Chebyshev: a diagonal costs 1).
    `aligned(a, b)`: b is on a's row, column or diagonal ("siempre en línea recta o en
    diagonal", Eraide's rule for range).

Lines
    `line(a, b)` is Bresenham's line, a and b included, made symmetric: it is traced
    from the smaller endpoint, so `line(b, a) == reversed(line(a, b))` and sight between
    two squares does not depend on who looks.

Line of sight and cover (`sight(a, b, walls, cover)`), the rule the maps and the rules share:
    1. The squares strictly between a and b on `line(a, b)` are examined.
    2. If one of them is in `walls` (walls and large objects: anything that fully blocks),
       or the line squeezes diagonally between two walls that touch at a corner, the
       target has TOTAL cover: not visible, cannot be targeted.
    3. Otherwise, if the square on the line right next to the target (the last one
       before it) is in `cover` (objects, characters, even fallen ones: "un objeto o
       personaje ... que interrumpe la línea de tiro"), the target has PARTIAL cover
       (Eraide: +2 to defence).
    4. Otherwise there is no cover. Cover squares farther from the target neither block
       nor give cover. Adjacent squares (nothing between) never have cover.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import AbstractSet, Iterable

from gm.geometry.letters import column_letters, split_label

NONE = "none"
PARTIAL = "partial"
TOTAL = "total"


@dataclass(frozen=True, order=True)
class Square:
    x: int
    y: int

    def __str__(self) -> str:
        return format(self)

    @property
    def label(self) -> str:
        return format(self)


Bounds = tuple[int, int]  # (columns, rows)


def parse(label: "str | Square | tuple[int, int]") -> Square:  # literal: a type annotation
    """'C4' -> Square(2, 3). A Square or an (x, y) tuple passes through."""
    if isinstance(label, Square):
        return label
    if isinstance(label, tuple) and len(label) == 2:
        return Square(int(label[0]), int(label[1]))
    if not isinstance(label, str):
        split_label(label)  # raises the documented ValueError
    return _parse(label)


@lru_cache(maxsize=65536)  # rules and maps parse the same sectors again and again
def _parse(label: str) -> Square:
    col, row = split_label(label)
    return Square(col, row - 1)


@lru_cache(maxsize=8)
def board_labels(width: int, height: int) -> tuple[tuple[tuple[str, ...], ...], dict[str, tuple[int, int]]]:
    """(labels[x][y], {label: (y, x)}) of a width x height board: computed once per size,
    so hot loops (sector's sensors, sorting in reading order, the maps' windows) look a
    label up instead of parsing it. (y, x) sorts in reading order."""
    labels = tuple(tuple(_format(x, y) for y in range(height)) for x in range(width))
    keys = {labels[x][y]: (y, x) for x in range(width) for y in range(height)}
    return labels, keys


def xy(label) -> tuple[int, int]:
    """parse(label) as an (x, y) tuple: 'C4' -> (2, 3)."""
    q = parse(label)
    return (q.x, q.y)


def format(s: Square) -> str:  # noqa: A001 - the documented name
    """Square(2, 3) -> 'C4'."""
    return _format(s.x, s.y)


@lru_cache(maxsize=65536)
def _format(x: int, y: int) -> str:
    return f"{column_letters(x)}{y + 1}"


def label_at(x: int, y: int) -> str:
    """format(Square(x, y)) without making the Square: 'C4' for (2, 3)."""
    return _format(x, y)


label = format


def in_bounds(s: Square, bounds: Bounds | None) -> bool:
    if bounds is None:
        return True
    return 0 <= s.x < bounds[0] and 0 <= s.y < bounds[1]


# -- distance ---------------------------------------------------------------------------
def manhattan(a, b) -> int:
    a, b = parse(a), parse(b)
    return abs(a.x - b.x) + abs(a.y - b.y)


def chebyshev(a, b) -> int:
    a, b = parse(a), parse(b)
    return max(abs(a.x - b.x), abs(a.y - b.y))


def distance(a, b, ways: int = 8) -> int:
    """4-way (Manhattan) or 8-way (Chebyshev) distance."""
    if ways == 8:
        return chebyshev(a, b)
    if ways == 4:
        return manhattan(a, b)
    raise ValueError("ways must be 4 or 8")


_DIRS4 = ((0, -1), (-1, 0), (1, 0), (0, 1))
_DIRS8 = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))


def neighbours(s, ways: int = 8, bounds: Bounds | None = None) -> tuple[Square, ...]:
    """The 4 or 8 squares around s (fewer at the edge when `bounds` is given), sorted."""
    s = parse(s)
    dirs = _DIRS8 if ways == 8 else _DIRS4 if ways == 4 else None
    if dirs is None:
        raise ValueError("ways must be 4 or 8")
    return tuple(sorted(Square(s.x + dx, s.y + dy) for dx, dy in dirs if in_bounds(Square(s.x + dx, s.y + dy), bounds)))


def aligned(a, b) -> bool:
    """b on a's row, column or diagonal (and not a itself): 'en línea recta o en diagonal'."""
    a, b = parse(a), parse(b)
    dx, dy = b.x - a.x, b.y - a.y
    if dx == 0 and dy == 0:
        return False
    return dx == 0 or dy == 0 or abs(dx) == abs(dy)


# -- lines ------------------------------------------------------------------------------
@lru_cache(maxsize=65536)
def _bresenham(a: Square, b: Square) -> tuple[Square, ...]:
    x0, y0, x1, y1 = a.x, a.y, b.x, b.y
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx = 1 if x0 < x1 else -1
    sy = 1 if y0 < y1 else -1
    err = dx + dy
    out = [Square(x0, y0)]
    while (x0, y0) != (x1, y1):
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy
        out.append(Square(x0, y0))
    return tuple(out)


def line(a, b) -> tuple[Square, ...]:
    """Bresenham's line from a to b, both included; symmetric (see the module doc)."""
    a, b = parse(a), parse(b)
    if b < a:
        return tuple(reversed(_bresenham(b, a)))
    return _bresenham(a, b)


@dataclass(frozen=True)
class Sight:
    """What `sight(a, b, ...)` found: `cover` is 'none', 'partial' or 'total';
    `visible` is False only with total cover; `by` is the square that blocks or covers."""

    visible: bool
    cover: str
    by: Square | None = None


def _as_set(cells: Iterable | None) -> frozenset[Square]:
    return frozenset(parse(c) for c in (cells or ()))


def sight(a, b, walls: AbstractSet | Iterable = (), cover: AbstractSet | Iterable = ()) -> Sight:
    """Line of sight from a to b and the target's cover (the rule is in the module doc)."""
    a, b = parse(a), parse(b)
    walls_s = _as_set(walls)
    cover_s = _as_set(cover)
    pts = line(a, b)
    between = pts[1:-1]
    for prev, cur in zip(pts, pts[1:]):
        if cur != b and cur in walls_s:
            return Sight(False, TOTAL, cur)
        if prev.x != cur.x and prev.y != cur.y:  # diagonal step: corner squeeze
            c1, c2 = Square(cur.x, prev.y), Square(prev.x, cur.y)
            if c1 in walls_s and c2 in walls_s:
                return Sight(False, TOTAL, min(c1, c2))
    if between and between[-1] in cover_s:
        return Sight(True, PARTIAL, between[-1])
    return Sight(True, NONE, None)


def cover(a, b, walls: Iterable = (), cover: Iterable = ()) -> str:  # noqa: F811
    """'none', 'partial' or 'total': the target b's cover against a."""
    return sight(a, b, walls, cover).cover


def within(s, n: int, ways: int = 8, bounds: Bounds | None = None) -> tuple[Square, ...]:
    """Every square at distance <= n (4- or 8-way) from s, s included, sorted."""
    s = parse(s)
    out = []
    for x in range(s.x - n, s.x + n + 1):
        for y in range(s.y - n, s.y + n + 1):
            q = Square(x, y)
            if in_bounds(q, bounds) and distance(s, q, ways) <= n:
                out.append(q)
    return tuple(sorted(out))


def all_squares(bounds: Bounds) -> tuple[Square, ...]:
    return tuple(Square(x, y) for y in range(bounds[1]) for x in range(bounds[0]))
