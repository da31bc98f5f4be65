"""Flat-top hex maps with lettered columns and numbered rows ("como una hoja de Excel").

Coordinates
    A hex is written `B3`: column letters (A..Z, AA, AB ...), then the row number from 1.
    `Hex(col, row)` keeps the 0-based column index (A = 0) and the row NUMBER as written
    (1-based), so `parse("B3") == Hex(1, 3)` and `format(Hex(1, 3)) == "B3"`.

Offset parity
    Hexes are flat-topped and stand in vertical columns; every other column is pushed
    half a hex down. Which ones is the parity, an explicit setting (Red Blob Games'
    names), judged on the 0-based column index (A = 0, B = 1, ...):

    * ``odd-q``:  odd columns (B, D, F ...) sit half a hex LOWER than their neighbours.
    * ``even-q``: even columns (A, C, E ...) sit half a hex lower.

    Nuevo Amanecer's own example ("from B3 ... B2, C3 ... A3, A4, B4, C4") makes B3's
    neighbours B2, B4, A3, A4, C3, C4: B (= 1, odd) is pushed down, so its side
    neighbours are rows 3 and 4. That is ``odd-q`` (that ruleset's `[map] offset`).

Neighbours, distance, lines and rings go through axial/cube coordinates
(q = column, r = row - shift), where distance = (|dq| + |dr| + |dq + dr|) / 2.

Every function is pure and cached; results are tuples in a fixed order (sorted by
column, then row) so callers iterate deterministically.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable

from gm.geometry.letters import column_letters, split_label

ODD_Q = "odd-q"
EVEN_Q = "even-q"
PARITIES = (ODD_Q, EVEN_Q)
DEFAULT_PARITY = ODD_Q

# axial directions (dq, dr), flat-top
_AXIAL_DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


@dataclass(frozen=True, order=True)
class Hex:
    """A hex: `col` 0-based (A = 0), `row` the row number as written (from 1)."""

    col: int
    row: int

    def __str__(self) -> str:  # "B3"
        return format(self)

    @property
    def label(self) -> str:
        return format(self)


Bounds = tuple[int, int]  # (columns, rows)


def _check_parity(parity: str) -> str:
    if parity not in PARITIES:
        raise ValueError(f"parity must be 'odd-q' or 'even-q', got {parity!r}")
    return parity


def parse(label: str | Hex) -> Hex:
    """'B3' -> Hex(1, 3); also 'b3', ' AA12 '. A Hex passes through. ValueError otherwise."""
    if isinstance(label, Hex):
        return label
    return _parse_label(label) if isinstance(label, str) else Hex(*split_label(label))


@lru_cache(maxsize=65536)
def _parse_label(label: str) -> Hex:
    # the same few hundred squares asked for again by every rule (a Hex is frozen: shared safely)
    col, row = split_label(label)
    return Hex(col, row)


def format(h: Hex) -> str:  # noqa: A001 - the documented name
    """Hex(1, 3) -> 'B3'."""
    return f"{column_letters(h.col)}{h.row}"


label = format


def in_bounds(h: Hex, bounds: Bounds | None) -> bool:
    """Inside a map of `bounds = (columns, rows)` (A1 is the top-left hex). None: unbounded."""
    if bounds is None:
        return True
    return 0 <= h.col < bounds[0] and 1 <= h.row <= bounds[1]


def is_shifted(col: int, parity: str = DEFAULT_PARITY) -> bool:
    """Whether column `col` (0-based) is drawn half a hex lower under `parity`."""
    _check_parity(parity)
    return (col & 1) == (1 if parity == ODD_Q else 0)


# -- axial / cube ---------------------------------------------------------------------
def to_axial(h: Hex, parity: str = DEFAULT_PARITY) -> tuple[int, int]:
    """Offset -> axial (q, r)."""
    _check_parity(parity)
    r0 = h.row - 1
    if parity == ODD_Q:
        return h.col, r0 - (h.col - (h.col & 1)) // 2
    return h.col, r0 - (h.col + (h.col & 1)) // 2


def from_axial(q: int, r: int, parity: str = DEFAULT_PARITY) -> Hex:
    """Axial (q, r) -> offset Hex."""
    _check_parity(parity)
    if parity == ODD_Q:
        return Hex(q, r + (q - (q & 1)) // 2 + 1)
    return Hex(q, r + (q + (q & 1)) // 2 + 1)


def to_cube(h: Hex, parity: str = DEFAULT_PARITY) -> tuple[int, int, int]:
    q, r = to_axial(h, parity)
    return q, r, -q - r


# -- neighbours and distance ----------------------------------------------------------
@lru_cache(maxsize=65536)
def _neighbours(h: Hex, parity: str) -> tuple[Hex, ...]:
    q, r = to_axial(h, parity)
    return tuple(sorted(from_axial(q + dq, r + dr, parity) for dq, dr in _AXIAL_DIRECTIONS))


def neighbours(h: Hex | str, parity: str = DEFAULT_PARITY, bounds: Bounds | None = None) -> tuple[Hex, ...]:
    """The six hexes around `h` (fewer at the edge when `bounds` is given), sorted."""
    h = parse(h)
    _check_parity(parity)
    out = _neighbours(h, parity)
    if bounds is not None:
        out = tuple(n for n in out if in_bounds(n, bounds))
    return out


@lru_cache(maxsize=65536)
def _distance(a: Hex, b: Hex, parity: str) -> int:
    aq, ar = to_axial(a, parity)
    bq, br = to_axial(b, parity)
    dq, dr = aq - bq, ar - br
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def distance(a: Hex | str, b: Hex | str, parity: str = DEFAULT_PARITY) -> int:
    """Hexes to walk from a to b on an open map."""
    _check_parity(parity)
    return _distance(parse(a), parse(b), parity)


@lru_cache(maxsize=65536)
def _axial(label: str | Hex, parity: str) -> tuple[int, int]:
    return to_axial(parse(label), parity)


def nearest(a: Iterable[Hex | str], b: Iterable[Hex | str], parity: str = DEFAULT_PARITY) -> int | None:
    """Fewest hexes between any hex of `a` and any of `b` (None if either is empty): one pass
    over axial pairs, not a cached distance per pair (a thousand gods ask it of every pair)."""
    _check_parity(parity)
    pa = [_axial(x, parity) for x in a]
    pb = [_axial(y, parity) for y in b]
    if not pa or not pb:
        return None
    return min((abs(q1 - q2) + abs(r1 - r2) + abs(q1 - q2 + r1 - r2)) // 2 for q1, r1 in pa for q2, r2 in pb)


# -- lines, paths, rings ----------------------------------------------------------------
def _cube_round(x: float, y: float, z: float) -> tuple[int, int, int]:
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return rx, ry, rz


@lru_cache(maxsize=16384)
def _line(a: Hex, b: Hex, parity: str) -> tuple[Hex, ...]:
    n = _distance(a, b, parity)
    ax, ay, az = to_cube(a, parity)
    bx, by, bz = to_cube(b, parity)
    # nudge so that lines along hex edges fall the same way every time
    ax, ay, az = ax + 1e-6, ay + 2e-6, az - 3e-6
    bx, by, bz = bx + 1e-6, by + 2e-6, bz - 3e-6
    out = []
    for i in range(n + 1):
        t = i / n if n else 0.0
        x, y, _z = _cube_round(ax + (bx - ax) * t, ay + (by - ay) * t, az + (bz - az) * t)
        out.append(from_axial(x, y, parity))
    return tuple(out)


def line(a: Hex | str, b: Hex | str, parity: str = DEFAULT_PARITY) -> tuple[Hex, ...]:
    """The hexes a straight line from a's centre to b's crosses, a and b included."""
    _check_parity(parity)
    return _line(parse(a), parse(b), parity)


def path(
    a: Hex | str,
    b: Hex | str,
    parity: str = DEFAULT_PARITY,
    bounds: Bounds | None = None,
    passable: Callable[[Hex], bool] | None = None,
) -> tuple[Hex, ...] | None:
    """A shortest walk from a to b (both included) through hexes for which `passable`
    is true (b need not be passable), inside `bounds`; None when there is none.
    Without obstacles it is `line(a, b)`. Ties are broken the same way every time."""
    a, b = parse(a), parse(b)
    _check_parity(parity)
    if passable is None and (bounds is None or (in_bounds(a, bounds) and in_bounds(b, bounds))):
        return line(a, b, parity)
    if a == b:
        return (a,)
    prev: dict[Hex, Hex | None] = {a: None}
    queue = deque([a])
    while queue:
        cur = queue.popleft()
        for n in neighbours(cur, parity, bounds):
            if n in prev:
                continue
            if n != b and passable is not None and not passable(n):
                continue
            prev[n] = cur
            if n == b:
                out = [b]
                while prev[out[-1]] is not None:
                    out.append(prev[out[-1]])
                return tuple(reversed(out))
            queue.append(n)
    return None


def ring(h: Hex | str, radius: int, parity: str = DEFAULT_PARITY, bounds: Bounds | None = None) -> tuple[Hex, ...]:
    """The hexes at exactly `radius` from h, sorted (radius 0: h itself)."""
    h = parse(h)
    _check_parity(parity)
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return (h,) if in_bounds(h, bounds) else ()
    q, r = to_axial(h, parity)
    out = []
    cq, cr = q + _AXIAL_DIRECTIONS[4][0] * radius, r + _AXIAL_DIRECTIONS[4][1] * radius
    for d in range(6):
        for _ in range(radius):
            out.append(from_axial(cq, cr, parity))
            cq, cr = cq + _AXIAL_DIRECTIONS[d][0], cr + _AXIAL_DIRECTIONS[d][1]
    return tuple(sorted(x for x in set(out) if in_bounds(x, bounds)))


def within(h: Hex | str, n: int, parity: str = DEFAULT_PARITY, bounds: Bounds | None = None) -> tuple[Hex, ...]:
    """Every hex at distance <= n from h (h included), sorted."""
    h = parse(h)
    _check_parity(parity)
    if n < 0:
        raise ValueError("n must be >= 0")
    return _within(h, n, parity, bounds)


@lru_cache(maxsize=65536)
def _within(h: Hex, n: int, parity: str, bounds: Bounds | None) -> tuple[Hex, ...]:
    # a unit's vision, asked again for each attack it might make (primordia: 2 s of a 10-race form)
    q, r = to_axial(h, parity)
    out = []
    for dq in range(-n, n + 1):
        for dr in range(max(-n, -dq - n), min(n, -dq + n) + 1):
            x = from_axial(q + dq, r + dr, parity)
            if in_bounds(x, bounds):
                out.append(x)
    return tuple(sorted(out))


def all_hexes(bounds: Bounds) -> tuple[Hex, ...]:
    """Every hex of a (columns, rows) map, column by column."""
    return tuple(Hex(c, r) for c in range(bounds[0]) for r in range(1, bounds[1] + 1))


@dataclass(frozen=True)
class HexGrid:
    """A bounded map with its parity: the same functions, with the settings bound."""

    columns: int
    rows: int
    parity: str = DEFAULT_PARITY

    def __post_init__(self) -> None:
        _check_parity(self.parity)

    @property
    def bounds(self) -> Bounds:
        return (self.columns, self.rows)

    def parse(self, label: str) -> Hex:
        return parse(label)

    def contains(self, h: Hex | str) -> bool:
        return in_bounds(parse(h), self.bounds)

    def neighbours(self, h: Hex | str) -> tuple[Hex, ...]:
        return neighbours(h, self.parity, self.bounds)

    def distance(self, a: Hex | str, b: Hex | str) -> int:
        return distance(a, b, self.parity)

    def line(self, a: Hex | str, b: Hex | str) -> tuple[Hex, ...]:
        return line(a, b, self.parity)

    def path(self, a: Hex | str, b: Hex | str, passable: Callable[[Hex], bool] | None = None) -> tuple[Hex, ...] | None:
        return path(a, b, self.parity, self.bounds, passable)

    def ring(self, h: Hex | str, radius: int) -> tuple[Hex, ...]:
        return ring(h, radius, self.parity, self.bounds)

    def within(self, h: Hex | str, n: int) -> tuple[Hex, ...]:
        return within(h, n, self.parity, self.bounds)

    def hexes(self) -> tuple[Hex, ...]:
        return all_hexes(self.bounds)


def labels(hexes: Iterable[Hex]) -> list[str]:
    """[Hex(1, 3), ...] -> ['B3', ...] (order kept)."""
    return [format(h) for h in hexes]
