"""MapSpec: what a map shows, independent of how it is drawn.

A ruleset (its `maps` module: gm.rulesets.<id>.maps) turns its state into a MapSpec; the SVG,
PNG and text renderers draw the same MapSpec. Coordinates are labels ("B3") on both
kinds of board: hex (gm.geometry.hexgrid: flat-top, lettered columns, numbered rows)
and square (gm.geometry.squaregrid: A1 top-left). Colours are palette keys
(gm.maps.palette). Every text field may hold player text: renderers escape it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from gm.geometry import hexgrid, squaregrid
from gm.maps import palette

KINDS = ("hex", "square")
SHAPES = ("circle", "square", "triangle", "diamond", "star", "cross")
LEGEND_SHAPES = ("swatch", "border", "edge") + SHAPES


class MapSpecError(ValueError):
    pass


@dataclass(frozen=True)
class Cell:
    """One hex or square. `fill` is a colour key (terrain, owner); `border` a colour key
    for a thick inner ring (e.g. the owner of a territory over its terrain); `label` a
    short text under the centre ("Ciudad 2", "ruinas"); `corner` a tiny text in the upper
    left (elevation "+1"); `pattern` one of palette.PATTERNS; `dark`: unexplored / not
    known, drawn dark with nothing else; `text` the cell's code in the text map
    (defaults to the legend symbol of its fill)."""

    fill: str | None = None
    label: str = ""
    pattern: str | None = None
    dark: bool = False
    border: str | None = None
    corner: str = ""
    text: str = ""


@dataclass(frozen=True)
class Marker:
    """Something on a cell: an army, a ship, a character, a battle. `text` is drawn
    inside the shape (keep it to 1-3 characters); `outline` a colour key for the shape's
    outline (default: the text colour); `dashed` outlines it in dashes (hidden, only on
    its owner's map); `note` a small text under it ("N3", "POT 12")."""

    coord: str
    text: str = ""
    shape: str = "circle"
    colour: str = "blue"
    outline: str | None = None
    dashed: bool = False
    note: str = ""


@dataclass(frozen=True)
class Edge:
    """A wall (or river, border...) along the side shared by two adjacent cells."""

    a: str
    b: str
    colour: str = "wall"


@dataclass(frozen=True)
class LegendEntry:
    """One line of the legend. `shape`: 'swatch' (a filled cell), 'border', 'edge', or a
    marker shape; `symbol`: what stands for it in the text map and inside a marker."""

    label: str
    colour: str | None = None
    shape: str = "swatch"
    pattern: str | None = None
    symbol: str = ""
    dashed: bool = False


@dataclass
class MapSpec:
    kind: str  # "hex" | "square"
    columns: int
    rows: int
    title: str = ""
    parity: str = hexgrid.DEFAULT_PARITY  # hex maps only
    cells: dict[str, Cell] = field(default_factory=dict)
    markers: list[Marker] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)
    legend: list[LegendEntry] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # lines under the legend
    # Board column and row (0-based) of this map's first column and row: a map may be a
    # window on a larger board (an empire's explored corner of a 200x200 sector) and
    # still label every cell with its true coordinate.
    origin: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise MapSpecError(f"kind must be 'hex' or 'square', got {self.kind!r}")  # literal: a map builder's bug (MapSpecError is a ValueError)
        if not (1 <= self.columns <= 200 and 1 <= self.rows <= 200):
            raise MapSpecError(f"a map of {self.columns}x{self.rows}: expected 1..200 each way")  # literal: a map builder's bug (MapSpecError is a ValueError)
        if self.kind == "hex" and self.parity not in hexgrid.PARITIES:
            raise MapSpecError(f"parity must be 'odd-q' or 'even-q', got {self.parity!r}")  # literal: a map builder's bug (MapSpecError is a ValueError)
        if self.origin[0] < 0 or self.origin[1] < 0:
            raise MapSpecError(f"origin {self.origin}: expected column and row >= 0")  # literal: a map builder's bug (MapSpecError is a ValueError)
        if self.kind == "hex" and self.origin[0] % 2:
            raise MapSpecError("a hex map window must start on an even column (the offset parity would flip)")  # literal: a map builder's bug (MapSpecError is a ValueError)
        # the board's own labels: most labels a builder passes are already canonical
        self._positions = dict(self.grid())
        self.cells = {self.canonical(k): v for k, v in dict(self.cells).items()}
        self.markers = [m if m.coord == self.canonical(m.coord) else _replace(m, coord=self.canonical(m.coord)) for m in self.markers]
        self.edges = [Edge(self.canonical(e.a), self.canonical(e.b), e.colour) for e in self.edges]
        for c in {id(c): c for c in self.cells.values()}.values():  # builders share Cells
            _check_colour(c.fill)
            _check_colour(c.border)
            _check_pattern(c.pattern)
        for m in self.markers:
            _check_colour(m.colour)
            _check_colour(m.outline)
            if m.shape not in SHAPES:
                raise MapSpecError(f"marker shape {m.shape!r}: expected one of {', '.join(SHAPES)}")  # literal: a map builder's bug (MapSpecError is a ValueError)
        for e in self.edges:
            _check_colour(e.colour)
        for le in self.legend:
            _check_colour(le.colour)
            _check_pattern(le.pattern)
            if le.shape not in LEGEND_SHAPES:
                raise MapSpecError(f"legend shape {le.shape!r}: expected one of {', '.join(LEGEND_SHAPES)}")  # literal: a map builder's bug (MapSpecError is a ValueError)

    # -- coordinates ------------------------------------------------------------------
    @property
    def bounds(self) -> tuple[int, int]:
        return (self.columns, self.rows)

    def position(self, label: str) -> tuple[int, int]:
        """'B3' -> (column 0-based, row 0-based), checked against the map's bounds."""
        hit = self._positions.get(label) if isinstance(label, str) else None
        if hit is not None:
            return hit
        try:
            if self.kind == "hex":
                h = hexgrid.parse(label)
                col, row = h.col, h.row - 1
            else:
                s = squaregrid.parse(label)
                col, row = s.x, s.y
        except ValueError as exc:
            raise MapSpecError(str(exc)) from None
        col, row = col - self.origin[0], row - self.origin[1]
        if not (0 <= col < self.columns and 0 <= row < self.rows):
            raise MapSpecError(f"{label!r} is off a {self.columns}x{self.rows} map")  # literal: a map builder's bug (MapSpecError is a ValueError)
        return col, row

    def canonical(self, label: str) -> str:
        if isinstance(label, str) and label in self._positions:
            return label
        col, row = self.position(label)
        return self.label_of(col, row)

    def column_label(self, col: int) -> str:
        from gm.geometry.letters import column_letters

        return column_letters(col + self.origin[0])

    def row_label(self, row: int) -> str:
        return str(row + self.origin[1] + 1)

    def label_of(self, col: int, row: int) -> str:
        """The board coordinate of this map's (column, row), both 0-based."""
        return f"{self.column_label(col)}{self.row_label(row)}"

    def coords(self) -> list[str]:
        """Every coordinate of the board, column by column then row."""
        return [label for label, _ in self.grid()]

    def grid(self) -> list[tuple[str, tuple[int, int]]]:
        """(coordinate, (column, row)) of every cell, column by column: the renderers walk
        this instead of parsing each label back into a position."""
        cols = [self.column_label(c) for c in range(self.columns)]
        rows = [self.row_label(r) for r in range(self.rows)]
        return [(cols[c] + rows[r], (c, r)) for c in range(self.columns) for r in range(self.rows)]

    def sorted_markers(self) -> list[Marker]:
        """Markers by coordinate; on one cell, in the order given (stable)."""
        return sorted(self.markers, key=lambda m: self.position(m.coord))

    def markers_at(self) -> dict[str, list[Marker]]:
        out: dict[str, list[Marker]] = {}
        for m in self.sorted_markers():
            out.setdefault(m.coord, []).append(m)
        return out

    def symbol_of(self, colour: str | None) -> str:
        for le in self.legend:
            if le.colour == colour and le.shape in ("swatch", "border") and le.symbol:
                return le.symbol
        return ""


def _replace(m: Marker, **kw) -> Marker:
    from dataclasses import replace

    return replace(m, **kw)


def _check_colour(key: str | None) -> None:
    if key is not None and not palette.is_colour(key):
        raise MapSpecError(f"unknown colour key {key!r} (see gm.maps.palette)")  # literal: a map builder's bug (MapSpecError is a ValueError)


def _check_pattern(p: str | None) -> None:
    if p is not None and p not in palette.PATTERNS:
        raise MapSpecError(f"unknown pattern {p!r}: expected one of {', '.join(palette.PATTERNS)}")  # literal: a map builder's bug (MapSpecError is a ValueError)


def legend_from(items: Iterable[tuple[str, str]]) -> list[LegendEntry]:
    """[(colour key, label), ...] -> swatch legend entries (the issue's 'colour key -> label')."""
    return [LegendEntry(label, colour) for colour, label in items]
