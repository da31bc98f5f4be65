"""Flat-top hex grid with lettered columns and numbered rows ("B3").

Offset coordinates (col, row) are 0-based; the parity ("odd-q": odd columns pushed down,
"even-q": even columns pushed down) is a setting. Neighbours and distance go through
cube/axial coordinates (Red Blob Games, "Hexagonal Grids").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LABEL = re.compile(r"^([A-Z]{1,2})([1-9][0-9]{0,2})$")
OFFSETS = ("odd-q", "even-q")


def col_letters(col: int) -> str:
    """0 -> A, 25 -> Z, 26 -> AA."""
    if col < 26:
        return chr(ord("A") + col)
    return chr(ord("A") + col // 26 - 1) + chr(ord("A") + col % 26)


def parse(label: str) -> tuple[int, int]:
    """'B3' -> (1, 2). Raises ValueError for a malformed label."""
    m = _LABEL.match(str(label))
    if not m:
        raise ValueError(f"not a hex label: {label!r}")
    letters, number = m.groups()
    col = ord(letters[0]) - ord("A") if len(letters) == 1 else (ord(letters[0]) - ord("A") + 1) * 26 + ord(letters[1]) - ord("A")
    return col, int(number) - 1


def label(col: int, row: int) -> str:
    return f"{col_letters(col)}{row + 1}"


@dataclass(frozen=True)
class HexGrid:
    width: int
    height: int
    offset: str = "odd-q"

    def __post_init__(self):
        if self.offset not in OFFSETS:
            raise ValueError(f"hex offset must be one of {OFFSETS}, not {self.offset!r}")

    # -- coordinates ----------------------------------------------------------------
    def contains(self, hex_label: str) -> bool:
        try:
            c, r = parse(hex_label)
        except ValueError:
            return False
        return 0 <= c < self.width and 0 <= r < self.height

    def labels(self) -> list[str]:
        """Every hex, row by row (A1, B1, ... A2 ...)."""
        return [label(c, r) for r in range(self.height) for c in range(self.width)]

    def _to_cube(self, col: int, row: int) -> tuple[int, int, int]:
        q = col
        r = row - (col - (col & 1)) // 2 if self.offset == "odd-q" else row - (col + (col & 1)) // 2
        return q, r, -q - r

    def _from_cube(self, q: int, r: int) -> tuple[int, int]:
        col = q
        row = r + (q - (q & 1)) // 2 if self.offset == "odd-q" else r + (q + (q & 1)) // 2
        return col, row

    # -- queries -----------------------------------------------------------------------
    def neighbours(self, hex_label: str) -> list[str]:
        """The up to six on-map neighbours, sorted by label order (column, row)."""
        c, r = parse(hex_label)
        q, rr, _ = self._to_cube(c, r)
        out = []
        for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
            nc, nr = self._from_cube(q + dq, rr + dr)
            if 0 <= nc < self.width and 0 <= nr < self.height:
                out.append((nc, nr))
        return [label(nc, nr) for nc, nr in sorted(out)]

    def distance(self, a: str, b: str) -> int:
        q1, r1, s1 = self._to_cube(*parse(a))
        q2, r2, s2 = self._to_cube(*parse(b))
        return max(abs(q1 - q2), abs(r1 - r2), abs(s1 - s2))

    def within(self, hex_label: str, radius: int) -> list[str]:
        """Hexes at distance <= radius (including the centre), sorted."""
        c0, r0 = parse(hex_label)
        out = []
        for c in range(max(0, c0 - radius), min(self.width, c0 + radius + 1)):
            for r in range(max(0, r0 - radius - 1), min(self.height, r0 + radius + 2)):
                lab = label(c, r)
                if self.distance(hex_label, lab) <= radius:
                    out.append((c, r))
        return [label(c, r) for c, r in sorted(out)]

    def adjacent(self, a: str, b: str) -> bool:
        return self.distance(a, b) == 1


def sort_key(hex_label: str) -> tuple[int, int]:
    c, r = parse(hex_label)
    return (c, r)
