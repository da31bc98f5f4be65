"""Square-grid geometry for eraide (no game rules, no dice).

Squares are (col, row), 0-based; players write them as chess-like labels "C5"
(column letter A-Z, row number from 1). Distances:
  * chebyshev: 8-way (a diagonal step costs 1), the distance for movement and range;
  * manhattan: 4-way.
Range is measured "siempre en línea recta o en diagonal": only squares on the same
row, column or diagonal are reachable by an attack (see `aligned`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Iterator

Square = tuple[int, int]

_LABEL = re.compile(r"^([A-Z])([1-9][0-9]?)$")
EDGES = ("north", "south", "west", "east")


def parse_square(label: str) -> Square:
    """'C5' -> (2, 4). Raises ValueError on a malformed label."""
    m = _LABEL.match(label.strip().upper()) if isinstance(label, str) else None
    if not m:
        raise ValueError(f"not a square: {label!r}")
    return (ord(m.group(1)) - ord("A"), int(m.group(2)) - 1)


def square_label(sq: Square) -> str:
    return f"{chr(ord('A') + sq[0])}{sq[1] + 1}"


def chebyshev(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def manhattan(a: Square, b: Square) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def distance(a: Square, b: Square, ways: int = 8) -> int:
    """4-way (manhattan) or 8-way (chebyshev) distance."""
    if ways == 8:
        return chebyshev(a, b)
    if ways == 4:
        return manhattan(a, b)
    raise ValueError("ways must be 4 or 8")


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


def direction(a: Square, b: Square) -> Square | None:
    """Unit step from a towards b if b is on a's row, column or diagonal."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if (dx, dy) == (0, 0):
        return None
    if dx == 0 or dy == 0 or abs(dx) == abs(dy):
        return (_sign(dx), _sign(dy))
    return None


def aligned(a: Square, b: Square) -> bool:
    """True if b is in a straight line or diagonal from a (and not a itself)."""
    return direction(a, b) is not None


def between(a: Square, b: Square) -> list[Square] | None:
    """Squares strictly between a and b on their straight/diagonal line, a-side first."""
    d = direction(a, b)
    if d is None:
        return None
    out = []
    cur = (a[0] + d[0], a[1] + d[1])
    while cur != b:
        out.append(cur)
        cur = (cur[0] + d[0], cur[1] + d[1])
    return out


def ray(start: Square, step: Square, n: int) -> list[Square]:
    """The n squares after start going in direction step."""
    return [(start[0] + step[0] * i, start[1] + step[1] * i) for i in range(1, n + 1)]


def neighbours(sq: Square, ways: int = 8) -> list[Square]:
    x, y = sq
    four = [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]
    if ways == 4:
        return four
    return four + [(x + 1, y - 1), (x + 1, y + 1), (x - 1, y + 1), (x - 1, y - 1)]


def away(frm: Square, target: Square) -> Square | None:
    """Push direction: from frm through target (8-way, sign of the difference)."""
    dx, dy = target[0] - frm[0], target[1] - frm[1]
    if (dx, dy) == (0, 0):
        return None
    return (_sign(dx), _sign(dy))


@dataclass
class Sight:
    """Line of fire from an attacker to a defender."""
    aligned: bool          # on a straight line or diagonal
    blocked: bool          # total cover: a wall / large object / closed door on the line
    cover: bool            # +2: an object or character adjacent to the defender on the line
    blocker: Square | None = None


@dataclass
class Board:
    """A square grid: terrain symbols and elevation levels, row 0 = north."""
    terrain: list[str]
    levels: list[str] | None
    symbols: dict[str, dict]
    width: int = field(init=False)
    height: int = field(init=False)

    def __post_init__(self) -> None:
        self.height = len(self.terrain)
        self.width = max((len(r) for r in self.terrain), default=0)
        self.terrain = [list(r.ljust(self.width, ".")) for r in self.terrain]  # type: ignore[misc]

    # --- terrain ---
    def in_bounds(self, sq: Square) -> bool:
        return 0 <= sq[0] < self.width and 0 <= sq[1] < self.height

    def symbol(self, sq: Square) -> str:
        return self.terrain[sq[1]][sq[0]]  # type: ignore[index]

    def set_symbol(self, sq: Square, sym: str) -> None:
        self.terrain[sq[1]][sq[0]] = sym  # type: ignore[index]

    def prop(self, sq: Square, key: str):
        return self.symbols.get(self.symbol(sq), {}).get(key, False)

    def walkable(self, sq: Square) -> bool:
        return self.in_bounds(sq) and bool(self.prop(sq, "walk"))

    def blocks_sight(self, sq: Square) -> bool:
        return bool(self.prop(sq, "sight"))

    def gives_cover(self, sq: Square) -> bool:
        return bool(self.prop(sq, "cover"))

    def jumpable(self, sq: Square) -> bool:
        return self.in_bounds(sq) and bool(self.prop(sq, "jump"))

    def impact(self, sq: Square) -> str:
        """What a push runs into at sq: 'wall', 'object' or '' (off the board is a wall)."""
        if not self.in_bounds(sq):
            return "wall"
        return str(self.prop(sq, "impact") or "")

    def level(self, sq: Square) -> int:
        if not self.levels:
            return 0
        row = self.levels[sq[1]] if sq[1] < len(self.levels) else ""
        ch = row[sq[0]] if sq[0] < len(row) else "0"
        return int(ch) if ch.isdigit() else 0

    def rows(self) -> list[str]:
        return ["".join(r) for r in self.terrain]  # type: ignore[arg-type]

    def squares(self) -> Iterator[Square]:
        for y in range(self.height):
            for x in range(self.width):
                yield (x, y)

    # --- edges ---
    def edge_distance(self, sq: Square, edge: str) -> int:
        """1 for the squares on the edge row/column, 2 for the next, ..."""
        x, y = sq
        return {"north": y + 1, "south": self.height - y,
                "west": x + 1, "east": self.width - x}[edge]

    # --- line of fire ---
    def sight(self, frm: Square, to: Square, occupied: Iterable[Square] = ()) -> Sight:
        """Line of fire along a straight line or diagonal.

        A wall / large object anywhere between gives total cover. An object or a
        character (standing or fallen) in the square next to the defender on the
        line gives cover (+2). Objects and characters farther away do not block.
        """
        mid = between(frm, to)
        if mid is None:
            return Sight(False, False, False)
        for sq in mid:
            if self.blocks_sight(sq):
                return Sight(True, True, False, sq)
        occ = set(occupied)
        cover = bool(mid) and (self.gives_cover(mid[-1]) or mid[-1] in occ)
        return Sight(True, False, cover)

    def adjacent_to_cover(self, sq: Square, occupied: Iterable[Square] = ()) -> bool:
        """Next to a wall, object, or character (ally, enemy or fallen): acechando may stay hidden."""
        occ = set(occupied)
        for n in neighbours(sq, 8):
            if not self.in_bounds(n):
                continue
            if n in occ or not self.walkable(n) and (self.blocks_sight(n) or self.gives_cover(n)):
                return True
        return False


def jump_capacity(agi: int, table: list[list[int]]) -> int:
    """Squares a character can clear: table rows [min_agi, squares], ascending."""
    best = 0
    for min_agi, squares in table:
        if agi >= min_agi:
            best = squares
    return best
