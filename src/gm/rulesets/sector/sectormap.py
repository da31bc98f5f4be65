"""The sector map: a width x height board of sector names bound to `gm.geometry.squaregrid`.

A sector is named like a spreadsheet cell ("A1" top-left, "T20" the bottom-right of a
20x20 map). All geometry (parsing, Chebyshev distance, neighbours, lines) is
`gm.geometry.squaregrid`'s: this module only binds the map's size, keeps names strict
(canonical upper-case labels only, so a sector has one spelling in the state files) and
iterates in reading order (row-major) for deterministic reports. Eight neighbours per
sector, so distance is 8-way ("un planeta y sus 8 adyacentes").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from gm.geometry import squaregrid as sg


@dataclass(frozen=True, order=True)
class SectorMap:
    width: int = 20
    height: int = 20

    @property
    def bounds(self) -> tuple[int, int]:
        return (self.width, self.height)

    # -- names ---------------------------------------------------------------------
    def name(self, col: int, row: int) -> str:
        if 0 <= col < self.width and 0 <= row < self.height:
            return sg.board_labels(self.width, self.height)[0][col][row]
        return sg.format(sg.Square(col, row))

    def column(self, col: int) -> tuple[str, ...]:
        """The names of a column's sectors, top to bottom."""
        return sg.board_labels(self.width, self.height)[0][col]

    def square(self, name) -> sg.Square | None:
        """The square of a canonical sector name on this map, else None."""
        key = sg.board_labels(self.width, self.height)[1].get(name) if isinstance(name, str) else None
        if key is not None:  # the common case: a name as gm writes it, looked up
            return sg.Square(key[1], key[0])
        text = str(name).strip().upper()
        try:
            s = sg.parse(text)
        except ValueError:
            return None
        if sg.format(s) != text or not sg.in_bounds(s, self.bounds):
            return None
        return s

    def parse(self, name) -> tuple[int, int] | None:
        """(col, row) for a sector name, or None if malformed or off the map."""
        s = self.square(name)
        return None if s is None else (s.x, s.y)

    def is_sector(self, name) -> bool:
        if isinstance(name, str) and name in sg.board_labels(self.width, self.height)[1]:
            return True
        return self.square(name) is not None

    def _sq(self, name) -> sg.Square:
        s = self.square(name)
        if s is None:
            raise ValueError(f"not a sector of a {self.width}x{self.height} map: {name!r}")
        return s

    # -- geometry (squaregrid, 8-way) ------------------------------------------------
    def distance(self, a: str, b: str) -> int:
        return sg.distance(self._sq(a), self._sq(b), ways=8)

    def adjacent(self, a: str, b: str) -> bool:
        return self.distance(a, b) == 1

    def within(self, name: str, radius: int) -> list[str]:
        """Every sector at distance <= radius (including `name`), reading order."""
        return self.sorted(sg.format(s) for s in sg.within(self._sq(name), radius, ways=8, bounds=self.bounds))

    def area(self, name: str, radius: int) -> set[str]:
        """within() as an unordered set, from the board's name table (fast: no sorting)."""
        names, keys = sg.board_labels(self.width, self.height)
        key = keys.get(name)
        if key is None:
            key = (self._sq(name).y, self._sq(name).x)
        y, x = key
        out: set[str] = set()
        for cx in range(max(0, x - radius), min(self.width, x + radius + 1)):
            column = names[cx]
            out.update(column[max(0, y - radius):min(self.height, y + radius + 1)])
        return out

    def neighbours(self, name: str) -> list[str]:
        return self.sorted(sg.format(s) for s in sg.neighbours(self._sq(name), ways=8, bounds=self.bounds))

    def line(self, a: str, b: str) -> list[str]:
        """The sectors a ship crosses from a to b (a excluded): squaregrid's line, which
        with 8-way steps is a shortest path (one sector per step)."""
        return [sg.format(s) for s in sg.line(self._sq(a), self._sq(b))[1:]]

    # -- order -----------------------------------------------------------------------
    def all_sectors(self) -> Iterator[str]:
        for s in sg.all_squares(self.bounds):
            yield sg.format(s)

    def sort_key(self, name: str) -> tuple[int, int]:
        """Row-major order (reading order) for deterministic iteration."""
        key = sg.board_labels(self.width, self.height)[1].get(name)
        if key is not None:
            return key
        s = self._sq(name)
        return (s.y, s.x)

    def sorted(self, names) -> list[str]:
        keys = sg.board_labels(self.width, self.height)[1]
        try:
            return sorted(names, key=keys.__getitem__)  # canonical names: a plain lookup
        except KeyError:
            return sorted(names, key=self.sort_key)
