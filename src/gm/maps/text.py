"""MapSpec -> a plain-text map for a code block (forums and Discord without images).

ASCII for the board (letters, digits, '.', '#', '+'), so it survives any forum's code
tag; player text appears only in the legend. Each cell is a short token: the cell's
`text` (or the legend symbol of its fill, or '.'), then the first marker's text and
'+' when there are more markers. Unknown (dark) cells are '#'.

Hex maps print each row on two lines: the columns drawn higher first, then the
columns pushed half a hex down (odd-q: B, D, F ...; even-q: A, C, E ...), so the
stagger of the board shows in the text.
"""

from __future__ import annotations

from gm.geometry import hexgrid
from gm.maps.spec import MapSpec

MAX_TOKEN = 5


def _ascii(s: str) -> str:
    return "".join(ch if 33 <= ord(ch) < 127 else "?" for ch in s)


DARK = "\x00"  # placeholder for an unknown cell, drawn as '#' x token width


def tokens(spec: MapSpec) -> dict[str, str]:
    markers = spec.markers_at()
    out: dict[str, str] = {}
    for coord in spec.coords():
        cell = spec.cells.get(coord)
        if cell is not None and cell.dark:
            out[coord] = DARK
            continue
        base = ""
        if cell is not None:
            base = cell.text or (spec.symbol_of(cell.border) + spec.symbol_of(cell.fill))
        ms = markers.get(coord, [])
        if ms:
            base += (ms[0].text[:2] or "*") + ("+" if len(ms) > 1 else "")
        out[coord] = _ascii(base)[:MAX_TOKEN] or "."
    return out


def text_map(spec: MapSpec) -> str:
    toks = tokens(spec)
    w = max(2, max((len(t) for t in toks.values()), default=1))
    dark = any(v == DARK for v in toks.values())
    toks = {k: ("#" * w if v == DARK else v) for k, v in toks.items()}
    slot = w + 1
    gutter = len(spec.row_label(spec.rows - 1)) + 1
    lines: list[str] = []
    if spec.title:
        lines.append(spec.title)
        lines.append("")
    header = " " * gutter + "".join(spec.column_label(c).ljust(slot) for c in range(spec.columns))
    lines.append(header.rstrip())
    for r in range(spec.rows):
        if spec.kind == "square":
            row = spec.row_label(r).rjust(gutter - 1) + " " + "".join(toks[spec.label_of(c, r)].ljust(slot) for c in range(spec.columns))
            lines.append(row.rstrip())
            continue
        for shifted in (False, True):
            row = (spec.row_label(r) if not shifted else "").rjust(gutter - 1) + " "
            for c in range(spec.columns):
                if hexgrid.is_shifted(c, spec.parity) == shifted:
                    row += toks[spec.label_of(c, r)].ljust(slot)
                else:
                    row += " " * slot
            lines.append(row.rstrip())
    legend = [(le.symbol, le.label) for le in spec.legend if le.symbol]
    if legend or spec.notes or dark:
        lines.append("")
    for sym, label in legend:
        lines.append(f"{_ascii(sym)} = {' '.join(str(label).split())}")
    if dark:
        lines.append("#" * w + " = ?")
    for note in spec.notes:
        lines.append(" ".join(str(note).split()))
    return "\n".join(lines) + "\n"
