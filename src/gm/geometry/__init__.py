"""Board geometry shared by the rules and the maps: hex maps and square grids.

Pure functions over small frozen coordinates; no I/O, no Pillow, no game rules.
`gm.geometry.hexgrid` is the campaign hex map (lettered columns, numbered rows, flat-top
hexes, offset parity a setting); `gm.geometry.squaregrid` is the tactical square grid
(4- or 8-way distance, Bresenham lines, line of sight and cover).
"""

from __future__ import annotations

__all__ = ["hexgrid", "squaregrid", "column_letters", "column_index"]

from gm.geometry.letters import column_index, column_letters  # noqa: E402
from gm.geometry import hexgrid, squaregrid  # noqa: E402
