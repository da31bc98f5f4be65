"""Plain-text tables for reports: ``tabulate(rows, headers, tablefmt="simple",
disable_numparse=True)``, widths measured by wcwidth (a pinned dependency: a table never
changes with what else happens to be installed; a CJK or emoji name takes two columns).

Own code, kept for a figure (`make bench`, tables section of bench/results.md, 06:58 UTC
2026-12-01): the 1,000-faction nuevo-amanecer turn lays out 3,002 tables (once for every
forum format since they share their layouts), tabulate in 167 µs a table and this module
in 23 µs (7.3x); tabulate alone would add 0.43 s to that resolve, 13 times the bench's
one-million-step loop (32.8 ms in that run) against a budget of 75 such loops for the
whole turn (issue 26), which the turn (4.70 s, 143 loops) does not meet yet.
So the common case, where every text is narrow (U+0020-U+007E, U+00A0-U+02FF, U+2010-U+2027
and U+2030-U+205E: ASCII, Latin and the general punctuation (— “ ” …), each character one column for wcwidth as for len), is laid out here, byte for
byte as tabulate does; anything else goes to tabulate itself: a wide, combining or control
character, a cell that is neither text nor a whole number, rows of unequal length.
tests/test_tables.py compares the two.

What tabulate does with such cells, and so what the fast path does: every column is
left-aligned (without number parsing an int is typed as text); cells are ``f"{value}"``
stripped, headers are not stripped; a column is as wide as its widest cell and at least
its header plus 2; columns are joined by two spaces, lines ``rstrip()``-ed, and a rule of
dashes follows the header line (without headers the rule goes above and below the rows).
"""

from __future__ import annotations

import re

__all__ = ["compact_table", "simple_table", "text_width"]

# Any character outside the narrow ranges (see the docstring) sends the table to tabulate.
_NOT_NARROW = re.compile("[^\x20-\x7e\xa0-\u02ff\u2010-\u2027\u2030-\u205e]")


def _tabulate(headers: list, rows: list) -> str:
    from tabulate import tabulate  # imported only for the tables the fast path leaves

    return tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)


def _narrow_cells(rows: list, ncols: int) -> list[list[str]] | None:
    """Each cell as tabulate prints it, or None when a row or a cell is not a plain one."""
    cells = []
    for row in rows:
        if len(row) != ncols:
            return None
        line = []
        for c in row:
            t = type(c)
            if t is str:
                line.append(c.strip())
            elif t is int or t is bool:
                line.append(f"{c}")
            else:
                return None
        cells.append(line)
    return cells


def simple_table(headers: list[str], rows: list[list[str | int]]) -> str:
    """The table in tabulate's "simple" layout (see the module docstring)."""
    heads = [h if type(h) is str else str(h) for h in headers]
    ncols = len(heads) if heads else (len(rows[0]) if rows else 0)
    cells = _narrow_cells(rows, ncols) if ncols else None
    # one scan of the raw (unstripped) text of every header and cell
    raw = " ".join([*heads, *(c for row in rows for c in row if type(c) is str)])
    if cells is None or _NOT_NARROW.search(raw) is not None:
        return "" if not ncols and not rows else _tabulate(headers, rows)
    cols = list(zip(*cells)) if cells else [()] * ncols
    if heads:
        widths = [max(len(h) + 2, max(map(len, col), default=0)) for h, col in zip(heads, cols)]
    else:
        widths = [max(map(len, col)) for col in cols]
    fmt = "  ".join([f"{{:<{w}}}" for w in widths])  # pads by len(): right for narrow text
    rule = "  ".join(["-" * w for w in widths]).rstrip()
    body = [fmt.format(*row).rstrip() for row in cells]
    lines = [fmt.format(*heads).rstrip(), rule, *body] if heads else [rule, *body, rule]
    return "\n".join(lines)


def text_width(text: str) -> int:
    """The columns `text` takes, as wcwidth counts them: len() for narrow text (the fast
    path's alphabet, one column a character: wcwidth is not even imported, a third of a
    sample report's rendering, issue 26), else wcwidth's (len() where it finds none)."""
    if _NOT_NARROW.search(text) is None:
        return len(text)
    from wcwidth import wcswidth

    found = wcswidth(text)
    return found if found >= 0 else len(text)


def compact_table(headers: list, rows: list) -> str:
    """The "simple" layout without tabulate's two columns of padding beside each header: a
    column as wide as its widest cell or header. For a table that is too wide as it is
    (gm.reports.render splits it only when this is too wide as well)."""
    heads = [f"{h}" for h in headers]
    cells = [[f"{c}".strip() for c in row] for row in rows]
    widths = [max([text_width(h)] + [text_width(r[i]) for r in cells if i < len(r)]) for i, h in enumerate(heads)]

    def line(values: list[str]) -> str:
        return "  ".join(v + " " * (w - text_width(v)) for v, w in zip(values, widths)).rstrip()

    return "\n".join([line(heads), "  ".join("-" * w for w in widths).rstrip(), *(line(r) for r in cells)])
