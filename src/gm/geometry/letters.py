"""Spreadsheet column letters: 0 -> A, 25 -> Z, 26 -> AA, 27 -> AB ... (bijective base 26)."""

from __future__ import annotations

import re
from functools import lru_cache

_LETTERS = re.compile(r"^[A-Z]+$")


@lru_cache(maxsize=1024)
def column_letters(index: int) -> str:
    """0-based column index -> letters, as a spreadsheet names them."""
    if not isinstance(index, int) or index < 0:
        raise ValueError(f"column index must be an int >= 0, got {index!r}")
    out = ""
    n = index + 1
    while n:
        n, rem = divmod(n - 1, 26)
        out = chr(ord("A") + rem) + out
    return out


@lru_cache(maxsize=1024)
def column_index(letters: str) -> int:
    """Letters -> 0-based column index ('A' -> 0, 'AA' -> 26). Case-insensitive."""
    s = letters.strip().upper() if isinstance(letters, str) else ""
    if not _LETTERS.match(s):
        raise ValueError(f"not column letters: {letters!r}")
    n = 0
    for ch in s:
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n - 1


_COORD = re.compile(r"^\s*([A-Za-z]{1,3})\s*([0-9]{1,4})\s*$")


def split_label(label: str) -> tuple[int, int]:
    """'B3' -> (1, 3): 0-based column index and the row NUMBER as written (1-based)."""
    if not isinstance(label, str):
        raise ValueError(f"not a coordinate like 'B3': {label!r}")
    return _split(label)


@lru_cache(maxsize=65536)  # maps and rules parse the same few thousand labels again and again
def _split(label: str) -> tuple[int, int]:
    m = _COORD.match(label)
    if not m or int(m.group(2)) < 1:
        raise ValueError(f"not a coordinate like 'B3': {label!r}")
    return column_index(m.group(1)), int(m.group(2))
