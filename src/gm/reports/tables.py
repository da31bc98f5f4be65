"""Plain-text tables for reports: the layout of tabulate's ``tablefmt="simple"`` with
``disable_numparse=True``, without its per-cell type inference and ANSI/wcwidth
machinery (a quarter of a large turn's report time went there).

What that tabulate call does with our cells (``str``, ``int`` and ``bool``), and so
what this module does:

- every column is left-aligned: with number parsing disabled, tabulate types ints as
  text (its "int" type needs number parsing), and text, bool and empty columns all
  take the string alignment, "left";
- cells are ``f"{value}"`` with leading and trailing whitespace stripped (``str.strip``);
  headers are ``str(header)`` and are *not* stripped;
- a column is as wide as its widest cell, and at least its header's width plus 2;
- columns are joined by two spaces, every line is ``rstrip()``-ed, and a rule of dashes
  as wide as each column follows the header line;
- without headers the rule goes above and below the rows; no headers and no rows is "".

Width. tabulate measures text with ``wcwidth.wcswidth`` when the ``wcwidth`` package is
importable and with ``len`` otherwise, so the same report came out differently on
machines with different packages installed. Here the width of a string never depends
on what is installed: pure ASCII text is ``len``; any other character counts 2 if
``unicodedata.east_asian_width`` is "W" or "F" (CJK, most emoji), 0 if its category is
Mn, Me or Cf (combining marks, zero-width joiners and other format characters), and
1 otherwise. For ASCII and Latin text (the overwhelmingly common case) that equals
``len``, which is what tabulate uses in the project's environment, so reports are
byte-identical to the tabulate ones.

Cases left to tabulate itself (rare in reports, and tricky to reproduce), in
``_fallback``: rows whose length differs from the header count (tabulate pads and
drops columns in its own ways), cells that are neither ``str`` nor ``int`` (tabulate
infers bytes, floats, dates), and text containing a line break ("\\n", "\\r": tabulate
lays out multi-line cells), an ESC ("\\x1b": ANSI colour codes are measured without
them) or "\\x01" (tabulate's separating-line marker). Only there does the width depend
on whether wcwidth is installed.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["simple_table", "text_width"]

# Characters that switch tabulate to code paths we do not reproduce (see docstring).
_SPECIAL = re.compile("[\n\r\x1b\x01]")


class _CharWidths(dict):
    """Display width of one non-ASCII character, computed once per character."""

    def __missing__(self, ch: str) -> int:
        if unicodedata.east_asian_width(ch) in ("W", "F"):
            w = 2
        elif unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            w = 0
        else:
            w = 1
        self[ch] = w
        return w


_WIDTHS = _CharWidths()
_char_width = _WIDTHS.__getitem__


def _all_narrow(s: str) -> bool:
    """True when every character is one column, so the width is len(s)."""
    # Below U+0300 (ASCII, Latin-1, Latin Extended-A/B, IPA) every character is one
    # column except the soft hyphen, a format character: Spanish text stays on len().
    return s.isascii() or (max(s) < "\u0300" and "\xad" not in s)


def text_width(s: str) -> int:
    """Columns the text takes in a monospaced font; independent of installed packages."""
    if _all_narrow(s):
        return len(s)
    return sum(map(_char_width, s))


class _Unsupported(Exception):
    pass


def _cell(value: object) -> str:
    t = type(value)
    if t is int or t is bool:
        return f"{value}"
    if isinstance(value, str):
        return f"{value}".strip()
    raise _Unsupported


def _fallback(headers: list, rows: list) -> str:
    # Rare shapes (see the module docstring): let tabulate decide, as it always did.
    from tabulate import tabulate

    return tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)


def simple_table(headers: list[str], rows: list[list[str | int]]) -> str:
    """``tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)``,
    byte for byte for the cells reports use, but with package-independent widths."""
    heads = [h if type(h) is str else str(h) for h in headers]
    ncols = len(heads) if heads else (len(rows[0]) if rows else 0)
    if not ncols:
        return "" if not rows else _fallback(headers, rows)
    try:
        cells = [[c.strip() if type(c) is str else f"{c}" if type(c) is int else _cell(c) for c in row] for row in rows]
    except _Unsupported:
        return _fallback(headers, rows)
    for row in cells:
        if len(row) != ncols:
            return _fallback(headers, rows)
    # One scan for both checks: the raw (unstripped) text of every header and cell.
    raw = "\t".join([*heads, *(f"{c}" for row in rows for c in row if isinstance(c, str))])
    if _SPECIAL.search(raw) is not None:
        return _fallback(headers, rows)

    cols = list(zip(*cells)) if cells else [()] * ncols
    if _all_narrow(raw):  # int cells are ASCII too: every width is len()
        if heads:
            widths = [max(len(h) + 2, max(map(len, col), default=0)) for h, col in zip(heads, cols)]
        else:
            widths = [max(map(len, col)) for col in cols]
        # "{:<w}" pads by len() like str.ljust: one format call per line.
        fmt = "  ".join([f"{{:<{w}}}" for w in widths])

        def line(values: list[str]) -> str:
            return fmt.format(*values).rstrip()
    else:
        # str.ljust pads by len(); pad by display width instead, measuring each text once.
        measured: dict[str, int] = {}
        for text in (*heads, *(c for row in cells for c in row)):
            if text not in measured:
                measured[text] = text_width(text)
        if heads:
            widths = [max(measured[h] + 2, max(map(measured.__getitem__, col), default=0)) for h, col in zip(heads, cols)]
        else:
            widths = [max(map(measured.__getitem__, col)) for col in cols]

        def line(values: list[str]) -> str:
            return "  ".join([v + " " * (w - measured[v]) for v, w in zip(values, widths)]).rstrip()

    rule = "  ".join(["-" * w for w in widths]).rstrip()
    if heads:
        lines = [line(heads), rule]
        lines.extend(map(line, cells))
    else:
        lines = [rule, *map(line, cells), rule]
    return "\n".join(lines)
