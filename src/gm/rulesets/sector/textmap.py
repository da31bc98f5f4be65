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


def render(grid: SectorMap, cell) -> str:
    """cell(sector) -> two characters."""
    width = len(str(grid.height))
    head = " " * (width + 1) + "".join(f"{col_label(c):<3}" for c in range(grid.width))
    lines = [head.rstrip()]
    for row in range(grid.height):
        cells = [cell(grid.name(col, row)) for col in range(grid.width)]
        lines.append(f"{row + 1:>{width}} " + " ".join(cells))
    return "\n".join(lines)


def faction_map(grid: SectorMap, known: dict, fid: str, own_units: set[str], foreign_units: set[str],
                signals: set[str], homes: set[str] = frozenset()) -> str:
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
            base = {"nebula": NEBULA, "black_hole": HOLE}.get(terrain, EMPTY)
        mine, theirs = s in own_units, s in foreign_units
        mark = BOTH if mine and theirs else OWN_UNIT if mine else FOREIGN_UNIT if theirs else \
            SIGNAL if s in signals else " "
        return base + mark
    return render(grid, cell)

