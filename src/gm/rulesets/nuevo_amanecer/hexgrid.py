"""Hex helpers for lettered-column maps ("B3"): parse, format, neighbours, distance.

Flat-top hexes in offset coordinates, as Nuevo Amanecer's own example draws them: from
B3 the neighbours are B2, B4, A3, A4, C3, C4. That is "odd-q" (odd columns, A = 0, are
shifted down half a hex); "even-q" is the mirror layout. The parity is a setting.
Internally we convert to axial coordinates for neighbours and distance (Red Blob Games).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEX = re.compile(r"^([A-Z]{1,2})([1-9][0-9]{0,2})$")
OFFSETS = ("odd-q", "even-q")


@dataclass(frozen=True, order=True)
class Hex:
    col: int  # 0-based: A = 0
    row: int  # 1-based, as written

    @property
    def name(self) -> str:
        return format_hex(self.col, self.row)


def column_letters(col: int) -> str:
    """0 -> A, 25 -> Z, 26 -> AA (spreadsheet style)."""
    out = ""
    col += 1
    while col:
        col, rem = divmod(col - 1, 26)
        out = chr(ord("A") + rem) + out
    return out


def column_index(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n - 1


def parse_hex(text: str) -> Hex:
    """"B3" -> Hex(1, 3). Raises ValueError on anything else (lower case is accepted)."""
    m = _HEX.match(str(text).strip().upper())
    if not m:
        raise ValueError(f"not a hex name: {text!r} (expected a column letter and a row number, like B3)")
    return Hex(column_index(m.group(1)), int(m.group(2)))


def is_hex(text: str) -> bool:
    try:
        parse_hex(text)
    except ValueError:
        return False
    return True


def format_hex(col: int, row: int) -> str:
    return f"{column_letters(col)}{row}"


def _to_axial(h: Hex, offset: str) -> tuple[int, int]:
    q = h.col
    if offset == "odd-q":
        r = h.row - (h.col - (h.col & 1)) // 2
    else:
        r = h.row - (h.col + (h.col & 1)) // 2
    return q, r


def _from_axial(q: int, r: int, offset: str) -> Hex:
    if offset == "odd-q":
        row = r + (q - (q & 1)) // 2
    else:
        row = r + (q + (q & 1)) // 2
    return Hex(q, row)


_AXIAL_DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def neighbours(name: str, offset: str = "odd-q", columns: int | None = None, rows: int | None = None) -> list[str]:
    """The six neighbours of a hex (sorted by name), clipped to the map if its size is given."""
    if offset not in OFFSETS:
        raise ValueError(f"unknown offset {offset!r}, expected one of {OFFSETS}")
    q, r = _to_axial(parse_hex(name), offset)
    out = []
    for dq, dr in _AXIAL_DIRS:
        h = _from_axial(q + dq, r + dr, offset)
        if h.col < 0 or h.row < 1:
            continue
        if columns is not None and h.col >= columns:
            continue
        if rows is not None and h.row > rows:
            continue
        out.append(h)
    return [h.name for h in sorted(out)]


def distance(a: str, b: str, offset: str = "odd-q") -> int:
    """Steps between two hexes: (|dq| + |dq + dr| + |dr|) / 2 in axial coordinates."""
    q1, r1 = _to_axial(parse_hex(a), offset)
    q2, r2 = _to_axial(parse_hex(b), offset)
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dq + dr) + abs(dr)) // 2


def all_hexes(columns: int, rows: int) -> list[str]:
    """Every hex name of a columns x rows map, column by column."""
    return [format_hex(c, r) for c in range(columns) for r in range(1, rows + 1)]


def sort_key(name: str) -> tuple[int, int]:
    h = parse_hex(name)
    return (h.col, h.row)
