"""Text maps (code blocks): a faction's known map, or the GM's whole map.

Two characters per sector: the terrain or system, then a marker for units.
"""

from __future__ import annotations

from gm.geometry.letters import column_letters as col_label

from .sectormap import SectorMap

UNKNOWN, EMPTY, NEBULA, HOLE = "?", ".", "~", "@"
# system symbols: own home, own world, foreign world, unowned world (known), unowned (unvisited)
OWN_HOME, OWN, FOREIGN, FREE = "H", "P", "X", "o"
OWN_UNIT, FOREIGN_UNIT, BOTH, SIGNAL = "*", "!", "#", "'"
_TERRAIN = {"nebula": NEBULA, "black_hole": HOLE}


def render(grid: SectorMap, cell, window: tuple[int, int, int, int] | None = None) -> str:
    """cell(sector) -> two characters. `window` = (x0, y0, columns, rows): only that part
    of the board, with its true sector labels."""
    x0, y0, w, h = window or (0, 0, grid.width, grid.height)
    width = len(str(y0 + h))
    head = " " * (width + 1) + "".join(f"{col_label(c):<3}" for c in range(x0, x0 + w))
    lines = [head.rstrip()]
    columns = [grid.column(col) for col in range(x0, x0 + w)]  # each column's sector names
    for row in range(y0, y0 + h):
        lines.append((f"{row + 1:>{width}} " + " ".join([cell(names[row]) for names in columns])).rstrip())
    return "\n".join(lines)


def faction_map(grid: SectorMap, known: dict, fid: str, own_units: set[str], foreign_units: set[str],
                signals: set[str], homes: set[str] = frozenset(), crop: int = 60, windows=None) -> str:
    """The empire's known map; on boards wider or taller than `crop`, only the known area
    (and one sector around it), with the true labels; `windows` (from
    gm.rulesets.sector.maps.known_windows): one block per explored region, as the pictures."""
    def cell(s: str) -> str:
        info = known.get(s)
        if info is None:
            return UNKNOWN + " "
        terrain = info.get("terrain", "empty")
        if terrain == "system":
            owner = info.get("owner")
            if owner == fid:
                base = OWN_HOME if s in homes else OWN
            elif owner:
                base = FOREIGN
            else:
                base = FREE
        else:
            base = _TERRAIN.get(terrain, EMPTY)
        mine, theirs = s in own_units, s in foreign_units
        mark = BOTH if mine and theirs else OWN_UNIT if mine else FOREIGN_UNIT if theirs else \
            SIGNAL if s in signals else " "
        return base + mark
    if windows is not None:
        return "\n\n".join(render(grid, cell, w) for w in windows)
    from gm.rulesets.sector.maps import crop_window
    return render(grid, cell, crop_window(known, grid.width, grid.height, crop))

