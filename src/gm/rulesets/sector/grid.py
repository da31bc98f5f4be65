"""Square-grid helpers for a sector map: coordinates, Chebyshev distance, ranges.

A sector is named like a spreadsheet cell: column letters then row number ("A1" is the
top-left corner, "T20" the bottom-right of a 20x20 map). Internally a sector is a
0-based (col, row) pair. Eight neighbours per sector, so distance is Chebyshev
(a diagonal step costs 1), which matches "un planeta y sus 8 adyacentes".
Nothing here knows about the game: the lead may move it to a shared geometry module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

_NAME = re.compile(r"^([A-Z]+)([1-9][0-9]*)$")


def col_label(col: int) -> str:
    """0 -> "A", 25 -> "Z", 26 -> "AA" (bijective base 26)."""
    if col < 0:
        raise ValueError(f"negative column {col}")
    label = ""
    n = col + 1
    while n:
        n, rem = divmod(n - 1, 26)
        label = chr(ord("A") + rem) + label
    return label


def col_index(label: str) -> int:
    n = 0
    for ch in label:
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n - 1


@dataclass(frozen=True, order=True)
class Grid:
    """A width x height board of square sectors."""

    width: int = 20
    height: int = 20

    # -- names -------------------------------------------------------------
    def name(self, col: int, row: int) -> str:
        return f"{col_label(col)}{row + 1}"

    def parse(self, name: str) -> tuple[int, int] | None:
        """(col, row) for a sector name, or None if malformed or off the map."""
        m = _NAME.match(str(name).strip().upper())
        if not m:
            return None
        col, row = col_index(m.group(1)), int(m.group(2)) - 1
        return (col, row) if self.contains(col, row) else None

    def is_sector(self, name: str) -> bool:
        return self.parse(name) is not None

    def contains(self, col: int, row: int) -> bool:
        return 0 <= col < self.width and 0 <= row < self.height

    def _xy(self, name: str) -> tuple[int, int]:
        xy = self.parse(name)
        if xy is None:
            raise ValueError(f"not a sector of a {self.width}x{self.height} map: {name!r}")
        return xy

    # -- geometry ----------------------------------------------------------
    def distance(self, a: str, b: str) -> int:
        """Chebyshev distance: moves needed with 8-way steps."""
        (ax, ay), (bx, by) = self._xy(a), self._xy(b)
        return max(abs(ax - bx), abs(ay - by))

    def adjacent(self, a: str, b: str) -> bool:
        return self.distance(a, b) == 1

    def neighbours(self, name: str) -> list[str]:
        """The up to 8 sectors around `name`, row-major order."""
        return [s for s in self.within(name, 1) if s != name]

    def within(self, name: str, radius: int) -> list[str]:
        """Every sector at distance <= radius (including `name`), row-major order."""
        x, y = self._xy(name)
        out = []
        for row in range(max(0, y - radius), min(self.height, y + radius + 1)):
            for col in range(max(0, x - radius), min(self.width, x + radius + 1)):
                out.append(self.name(col, row))
        return out

    def all_sectors(self) -> Iterator[str]:
        for row in range(self.height):
            for col in range(self.width):
                yield self.name(col, row)

    def sort_key(self, name: str) -> tuple[int, int]:
        """Row-major order (reading order) for deterministic iteration."""
        x, y = self._xy(name)
        return (y, x)

    def sorted(self, names) -> list[str]:
        return sorted(names, key=self.sort_key)

    def step_toward(self, a: str, b: str) -> str:
        """The neighbour of `a` one step closer to `b` (diagonals first)."""
        (ax, ay), (bx, by) = self._xy(a), self._xy(b)
        dx = (bx > ax) - (bx < ax)
        dy = (by > ay) - (by < ay)
        return self.name(ax + dx, ay + dy)

    def line(self, a: str, b: str) -> list[str]:
        """A shortest path from a to b, excluding a, diagonals first."""
        path, cur = [], a
        while cur != b:
            cur = self.step_toward(cur, b)
            path.append(cur)
        return path
