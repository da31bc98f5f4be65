"""Eraide's board: terrain symbols and elevation over `gm.geometry.squaregrid`.

Squares, labels ("C5"), distances, straight lines and diagonals, line of sight and
cover are all `gm.geometry.squaregrid`'s (the maps use the same functions). This module
only knows what the board's symbols mean (data/terrain.toml: walk, sight, cover, jump,
impact), its elevation levels, its edges (deployment) and the jump table.

Range is measured "siempre en línea recta o en diagonal": an attack needs
`squaregrid.aligned(attacker, defender)`; along such a line squaregrid's `line` is the
straight row, column or diagonal.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Container, Iterator

from gm.geometry import squaregrid as sg
from gm.geometry.squaregrid import Square

EDGES = ("north", "south", "west", "east")


def offset(s: Square, dx: int, dy: int) -> Square:
    return Square(s.x + dx, s.y + dy)


def unit_step(frm: Square, to: Square) -> tuple[int, int]:
    """(dx, dy) each -1, 0 or 1: one 8-way step from frm towards to (a push's direction)."""
    return ((to.x > frm.x) - (to.x < frm.x), (to.y > frm.y) - (to.y < frm.y))


@dataclass
class Sight:
    """Line of fire from an attacker to a defender (squaregrid.sight on the board)."""
    aligned: bool          # on a straight line or diagonal
    blocked: bool          # total cover: a wall / large object / closed door on the line
    cover: bool            # +2: an object or character right before the defender on the line
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
        self._walls: frozenset[Square] | None = None
        self._cover: frozenset[Square] | None = None

    @property
    def bounds(self) -> tuple[int, int]:
        return (self.width, self.height)

    # --- terrain ---
    def in_bounds(self, sq: Square) -> bool:
        return sg.in_bounds(sq, self.bounds)

    def symbol(self, sq: Square) -> str:
        return self.terrain[sq.y][sq.x]  # type: ignore[index]

    def set_symbol(self, sq: Square, sym: str) -> None:
        self.terrain[sq.y][sq.x] = sym  # type: ignore[index]
        self._walls = self._cover = None   # a door opened: sight changes

    def prop(self, sq: Square, key: str):
        return self.symbols.get(self.symbol(sq), {}).get(key, False)

    def walkable(self, sq: Square) -> bool:
        return self.in_bounds(sq) and bool(self.prop(sq, "walk"))

    def blocks_sight(self, sq: Square) -> bool:
        return self.in_bounds(sq) and bool(self.prop(sq, "sight"))

    def gives_cover(self, sq: Square) -> bool:
        return self.in_bounds(sq) and bool(self.prop(sq, "cover"))

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
        row = self.levels[sq.y] if sq.y < len(self.levels) else ""
        ch = row[sq.x] if sq.x < len(row) else "0"
        return int(ch) if ch.isdigit() else 0

    def rows(self) -> list[str]:
        return ["".join(r) for r in self.terrain]  # type: ignore[arg-type]

    def squares(self) -> Iterator[Square]:
        return iter(sg.all_squares(self.bounds))

    def walls(self) -> frozenset[Square]:
        """Squares that block sight: walls, large objects, closed doors (kept until a symbol changes)."""
        if self._walls is None:
            self._walls = frozenset(s for s in self.squares() if self.blocks_sight(s))
        return self._walls

    def cover_squares(self) -> frozenset[Square]:
        """Squares whose symbol gives partial cover (objects) (kept until a symbol changes)."""
        if self._cover is None:
            self._cover = frozenset(s for s in self.squares() if self.gives_cover(s))
        return self._cover

    # --- edges ---
    def edge_distance(self, sq: Square, edge: str) -> int:
        """1 for the squares on the edge row/column, 2 for the next, ..."""
        return {"north": sq.y + 1, "south": self.height - sq.y,
                "west": sq.x + 1, "east": self.width - sq.x}[edge]

    # --- line of fire ---
    def sight(self, frm: Square, to: Square, occupied: Container[Square] = ()) -> Sight:
        """Line of fire along a straight line or diagonal: squaregrid.sight with the
        board's walls and its objects plus the `occupied` squares (characters, standing
        or fallen) as cover.

        squaregrid.sight only looks at the squares of the line and the corners of its
        diagonal steps, all inside the rectangle spanned by frm and to: only the walls
        and cover inside it are handed over, so a shot costs O(range²), not O(board)."""
        if not sg.aligned(frm, to):
            return Sight(False, False, False)
        walls, cover = self.walls(), self.cover_squares()
        box = [Square(x, y) for x in range(min(frm.x, to.x), max(frm.x, to.x) + 1)
               for y in range(min(frm.y, to.y), max(frm.y, to.y) + 1)]
        seen = sg.sight(frm, to, [s for s in box if s in walls],
                        [s for s in box if s in cover or s in occupied])
        return Sight(True, seen.cover == sg.TOTAL, seen.cover == sg.PARTIAL, seen.by)

    def adjacent_to_cover(self, sq: Square, occupied: Container[Square] = ()) -> bool:
        """Next to a wall, object, or character (ally, enemy or fallen): acechando may stay hidden.
        `occupied` is looked up, never copied (the battle's occupancy index will do: sq's
        own occupant is not among its neighbours)."""
        for n in sg.neighbours(sq, 8, bounds=self.bounds):
            if n in occupied or not self.walkable(n) and (self.blocks_sight(n) or self.gives_cover(n)):
                return True
        return False


def jump_capacity(agi: int, table: list[list[int]]) -> int:
    """Squares a character can clear: table rows [min_agi, squares], ascending."""
    best = 0
    for min_agi, squares in table:
        if agi >= min_agi:
            best = squares
    return best
