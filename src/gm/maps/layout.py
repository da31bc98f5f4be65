"""From a MapSpec to a display list: positioned shapes and texts, in drawing order.

Both renderers (svg.py, png.py) draw this same list, so the SVG and the PNG of a map
agree to the pixel layout. Units are SVG user units (the PNG multiplies by its scale).
Colours here are resolved '#RRGGBB' strings; texts are raw (each renderer escapes).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from gm.geometry import hexgrid
from gm.maps import palette
from gm.maps.spec import MapSpec, Marker

HEX_R = 30.0  # hex circumradius
SQUARE = 44.0  # square side
PAD = 10.0
COORD = 18.0  # band for coordinates on each side
TITLE_H = 30.0
FONT = 12.0
SMALL = 9.0
TITLE_FONT = 16.0
LEGEND_ROW = 22.0
CHAR_W = 0.62  # estimated glyph width / font size, for layout only (generous)
FIT_W = 0.56  # the same, for cutting labels to a cell
LABEL_CELLS = 2.6  # a cell's label (a settlement's, a system's name) may spread over this many cells' width
SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class Poly:
    points: tuple[tuple[float, float], ...]
    fill: str | None
    stroke: str | None = None
    width: float = 1.0
    dashed: bool = False


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float
    fill: str | None
    stroke: str | None = None
    width: float = 1.0
    dashed: bool = False


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str
    width: float = 1.0


@dataclass(frozen=True)
class Label:
    x: float
    y: float
    text: str
    size: float
    fill: str
    anchor: str = "middle"  # start | middle | end; vertically always centred
    bold: bool = False
    halo: str | None = None  # an outline of this colour around the glyphs (legible over patterns)


@dataclass(frozen=True)
class Grid:
    """The outlines of a square board's cells: one line along each column edge (at xs,
    from ys[0] to ys[-1]) and each row edge. The cells under it are filled as runs."""
    xs: tuple[float, ...]
    ys: tuple[float, ...]
    stroke: str
    width: float = 1.0


Item = Poly | Circle | Line | Label | Grid


@dataclass(frozen=True)
class Canvas:
    width: float
    height: float
    title: str
    items: tuple[Item, ...]
    # items[board[0]:board[1]] are the cells and walls, drawn inside board_box: the part of
    # a map that is often the same in every map of a turn, so renderers may reuse it
    board: tuple[int, int] = (0, 0)
    board_box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    # the board's items as layout() cached them: maps of one turn on the same board share
    # this very tuple (renderers compare it by identity, not element by element)
    board_items: tuple = ()


def text_width(text: str, size: float) -> float:
    return len(text) * size * CHAR_W


def fit(text: str, size: float, width: float) -> str:
    """Cut text to an estimated width, with an ellipsis (deterministic)."""
    n = max(1, int(width / (size * FIT_W)))
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: max(1, n - 1)] + "…"


_HEX_CORNERS = tuple((math.cos(math.radians(60 * i)), math.sin(math.radians(60 * i))) for i in range(6))


class Geometry:
    """Where each cell of a board is."""

    def __init__(self, spec: MapSpec, ox: float, oy: float):
        self.spec, self.ox, self.oy = spec, ox, oy
        if spec.kind == "hex":
            r = HEX_R
            self.cell_w = 1.5 * r
            shifted = any(hexgrid.is_shifted(c, spec.parity) for c in range(spec.columns))
            self.width = 1.5 * r * (spec.columns - 1) + 2 * r
            self.height = SQRT3 * r * spec.rows + (SQRT3 / 2 * r if shifted else 0.0)
            self.size = r
        else:
            self.cell_w = SQUARE * 0.92
            self.width = SQUARE * spec.columns
            self.height = SQUARE * spec.rows
            self.size = SQUARE / 2

    def centre(self, col: int, row: int) -> tuple[float, float]:
        if self.spec.kind == "hex":
            r = HEX_R
            x = self.ox + r + 1.5 * r * col
            y = self.oy + SQRT3 / 2 * r + SQRT3 * r * row
            if hexgrid.is_shifted(col, self.spec.parity):
                y += SQRT3 / 2 * r
            return x, y
        return self.ox + SQUARE * (col + 0.5), self.oy + SQUARE * (row + 0.5)

    def polygon(self, col: int, row: int, scale: float = 1.0) -> tuple[tuple[float, float], ...]:
        cx, cy = self.centre(col, row)
        if self.spec.kind == "hex":
            r = HEX_R * scale
            return tuple((cx + r * ux, cy + r * uy) for ux, uy in _HEX_CORNERS)
        h = SQUARE / 2 * scale
        return ((cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h))

    def side(self, a: tuple[int, int], b: tuple[int, int]) -> tuple[tuple[float, float], tuple[float, float]]:
        """The side of cell a that faces cell b."""
        pts = self.polygon(*a)
        bx, by = self.centre(*b)
        best = None
        for i in range(len(pts)):
            p, q = pts[i], pts[(i + 1) % len(pts)]
            mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
            d = (mx - bx) ** 2 + (my - by) ** 2
            if best is None or d < best[0] - 1e-9:
                best = (d, p, q)
        return best[1], best[2]


def _slash(offs: list[float], h: float):
    for c in offs:  # "/" : v = -u + c
        u1, u2 = max(-h, c - h), min(h, c + h)
        if u1 < u2:
            yield u1, c - u1, u2, c - u2


def _backslash(offs: list[float], h: float):
    for c in offs:  # "\" : v = u - c
        u1, u2 = max(-h, c - h), min(h, c + h)
        if u1 < u2:
            yield u1, u1 - c, u2, u2 - c


def _hlines(offs: list[float], h: float):
    for c in offs[2:-2]:
        yield -h, c, h, c


def _vlines(offs: list[float], h: float):
    for c in offs[2:-2]:
        yield c, -h, c, h


# pattern -> its families of strokes (segments u1, v1, u2, v2 around the centre), in drawing order
_STROKES = {"hatch": (_slash,), "backhatch": (_backslash,), "cross": (_slash, _backslash),
            "hlines": (_hlines,), "vlines": (_vlines,), "dots": ()}


def _pattern(kind: str, cx: float, cy: float, h: float, ink: str) -> list[Item]:
    """Pattern strokes inside the box [cx-h, cx+h] x [cy-h, cy+h] (inside any cell)."""
    step = h / 2
    offs = [k * step for k in range(-3, 4)]
    w = max(0.8, h / 14)
    out: list[Item] = [Line(cx + u1, cy + v1, cx + u2, cy + v2, ink, w)
                       for strokes in _STROKES.get(kind, ()) for u1, v1, u2, v2 in strokes(offs, h)
                       if abs(u1 - u2) > 1e-9 or abs(v1 - v2) > 1e-9]
    if kind == "dots":
        out += [Circle(cx + u, cy + v, max(1.0, h / 12), ink) for u in offs[1:-1] for v in offs[1:-1]]
    return out


def _shape(shape: str, x: float, y: float, r: float, fill: str, stroke: str, dashed: bool) -> Item:
    width = max(1.0, r / 6)
    if shape == "circle":
        return Circle(x, y, r, fill, stroke, width, dashed)
    if shape == "square":
        h = r * 0.85
        return Poly(((x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h)), fill, stroke, width, dashed)
    if shape == "triangle":
        return Poly(((x, y - r), (x + r * 0.95, y + r * 0.7), (x - r * 0.95, y + r * 0.7)), fill, stroke, width, dashed)
    if shape == "diamond":
        return Poly(((x, y - r), (x + r, y), (x, y + r), (x - r, y)), fill, stroke, width, dashed)
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.5
            a = math.radians(-90 + 36 * i)
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        return Poly(tuple(pts), fill, stroke, width, dashed)
    # cross: an X
    t = r * 0.3
    pts = []
    for k in range(4):
        a = math.radians(45 + 90 * k)
        ca, sa = math.cos(a), math.sin(a)
        # arm tip corners, then the inner corner towards the next arm
        for (u, v) in ((r, -t), (r, t)):
            pts.append((x + u * ca - v * sa, y + u * sa + v * ca))
        b = math.radians(90 + 90 * k)
        pts.append((x + t * SQRT3 / 1.2 * math.cos(b), y + t * SQRT3 / 1.2 * math.sin(b)))
    return Poly(tuple(pts), fill, stroke, width, dashed)


def layout(spec: MapSpec) -> Canvas:
    text_c, grid_c = palette.colour("text"), palette.colour("grid")
    title_h = TITLE_H if spec.title else 0.0
    ox, oy = PAD + COORD, PAD + title_h + COORD
    g = Geometry(spec, ox, oy)
    box = (ox, oy, ox + g.width, oy + g.height)  # the board's cells
    legend_top = box[3] + COORD + 10
    width, height = _canvas_size(spec, box[2], legend_top)
    items: list[Item] = [Poly(((0, 0), (width, 0), (width, height), (0, height)), palette.colour("background"))]
    if spec.title:
        items.append(Label(PAD, PAD + TITLE_H / 2, spec.title, TITLE_FONT, text_c, "start", True))
    items += _coordinates(spec, g, box, text_c)
    board = spec.grid()
    board_start = len(items)
    board_items = _board_items(spec, g, board, grid_c)
    items.extend(board_items)
    board_end = len(items)
    margin = max(8.0, g.size / 3)  # wide strokes and walls reach past the cells' edge
    board_box = (box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin)
    items += _cell_texts(spec, g, board, text_c, (PAD / 2, width - PAD / 2))
    items += _legend(spec, legend_top, text_c, grid_c)
    return Canvas(float(width), float(height), spec.title, tuple(items), (board_start, board_end), board_box, board_items)


def _canvas_size(spec: MapSpec, map_right: float, legend_top: float) -> tuple[int, int]:
    """Wide enough for the board, the legend and the title; tall enough for the legend."""
    lines = len(spec.legend) + len(spec.notes)
    legend_w = max([text_width(le.label, FONT) + 40 for le in spec.legend] + [text_width(n, SMALL + 1) for n in spec.notes] + [0.0])
    width = max(map_right + COORD + PAD, PAD + legend_w + PAD, PAD + text_width(spec.title, TITLE_FONT) + PAD)
    height = legend_top + lines * LEGEND_ROW + (PAD if lines else 0.0)
    return math.ceil(width), math.ceil(height)


def _coordinates(spec: MapSpec, g: Geometry, box: tuple, text_c: str) -> list[Item]:
    """The column and row names on all four sides of the board."""
    ox, oy, map_right, map_bottom = box
    items: list[Item] = []
    for c in range(spec.columns):
        x, _ = g.centre(c, 0)
        letters = spec.column_label(c)
        items.append(Label(x, oy - COORD / 2, letters, SMALL + 1, text_c))
        items.append(Label(x, map_bottom + COORD / 2, letters, SMALL + 1, text_c))
    for r in range(spec.rows):
        _, y = g.centre(0, r)
        items.append(Label(ox - 4, y, spec.row_label(r), SMALL + 1, text_c, "end"))
        _, y2 = g.centre(spec.columns - 1, r)
        items.append(Label(map_right + 4, y2, spec.row_label(r), SMALL + 1, text_c, "start"))
    return items


def _cell_label(text: str, cx: float, y: float, g: Geometry, on: str, fill: str, span: tuple[float, float]) -> Label:
    """A cell's label under its centre, whole up to LABEL_CELLS cells wide (a name cut to its
    cell read «Avanzad…», «Cardass…»), haloed in its cell's colour where it reaches past the
    cell, and moved inward where it would run past the image's edge (`span`: the x range)."""
    text = fit(text, SMALL, g.cell_w * LABEL_CELLS)
    half = len(text) * SMALL * FIT_W / 2
    x = min(max(cx, span[0] + half), span[1] - half)
    return Label(x, y, text, SMALL, on, "middle", False, fill if 2 * half > g.cell_w * 0.9 else None)


def _cell_texts(spec: MapSpec, g: Geometry, board, text_c: str, span: tuple[float, float]) -> list[Item]:
    """Each known cell's corner text, label and markers, over the board (`span`: the image's x range)."""
    items: list[Item] = []
    markers = spec.markers_at()
    for coord, (col, row) in board:
        cell = spec.cells.get(coord)
        if cell is not None and cell.dark:
            continue  # nothing shows on an unknown cell, whatever the builder put there
        cx, cy = g.centre(col, row)
        s = g.size
        fill_key = cell.fill if cell is not None and cell.fill else "background"
        on = palette.text_on(fill_key)
        halo = palette.colour(fill_key) if cell is not None and cell.pattern else None
        if cell is not None and cell.label:
            label = _cell_label(cell.label, cx, cy + s * 0.62, g, on, palette.colour(fill_key), span)
            items.append(label if label.halo or halo is None else Label(label.x, label.y, label.text, SMALL, on, "middle", False, halo))
        ms = markers.get(coord, [])
        if ms:
            items.extend(_markers(ms, cx, cy, s, g.cell_w, spec.kind, text_c, on, halo))
        if cell is not None and cell.corner:  # over a token on the cell (eraide's «+1» under a figure), haloed
            dx, dy = (0.42, 0.58) if spec.kind == "hex" else (0.85, 0.7)  # a square: in its corner, clear of a token
            items.append(Label(cx - s * dx, cy - s * dy, fit(cell.corner, SMALL, s * 0.6), SMALL, on, "start", True,
                               palette.colour(fill_key) if ms else halo))
    return items


def _legend(spec: MapSpec, top: float, text_c: str, grid_c: str) -> list[Item]:
    items: list[Item] = []
    y = top
    for le in spec.legend:
        items.extend(_legend_icon(le, PAD + 10, y + LEGEND_ROW / 2, text_c, grid_c))
        items.append(Label(PAD + 26, y + LEGEND_ROW / 2, le.label, FONT, text_c, "start"))
        y += LEGEND_ROW
    for note in spec.notes:
        items.append(Label(PAD, y + LEGEND_ROW / 2, note, SMALL + 1, text_c, "start"))
        y += LEGEND_ROW
    return items


_BOARDS: dict = {}  # the last few boards' cells and walls, by their shape, with what they hold


def _board_items(spec: MapSpec, g: "Geometry", board, grid_c: str) -> tuple:
    """The cells and walls: the same for every map of a turn drawn on the same board with
    the same cells (eraide's sides, the GM's), so computed once and reused. Looked up by
    the board's shape, then compared cell by cell only when the shape matches (hashing
    every cell of every map would cost more than it saves for sector's windows)."""
    shape = (spec.kind, spec.columns, spec.rows, spec.parity, spec.origin, g.ox, g.oy, grid_c,
             len(spec.cells), len(spec.edges))
    hit = _BOARDS.get(shape)
    if hit is not None and hit[0] == spec.cells and hit[1] == spec.edges:
        return hit[2]
    items = _compute_board(spec, g, board, grid_c)
    _BOARDS[shape] = (dict(spec.cells), list(spec.edges), items)
    while len(_BOARDS) > 4:
        del _BOARDS[next(iter(_BOARDS))]
    return items


def _compute_board(spec: MapSpec, g: "Geometry", board, grid_c: str) -> tuple:
    if spec.kind == "square":
        items = _square_cells(spec, g, board, grid_c)
    else:
        items = []
        for coord, (col, row) in board:
            items.append(Poly(g.polygon(col, row), _cell_colour(spec.cells.get(coord)), grid_c, 1.0))
            items.extend(_cell_extras(spec, g, spec.cells.get(coord), col, row))
    # edges (walls) over the cells
    for e in sorted(spec.edges, key=lambda e: (spec.position(e.a), spec.position(e.b), e.colour)):
        (x1, y1), (x2, y2) = g.side(spec.position(e.a), spec.position(e.b))
        items.append(Line(x1, y1, x2, y2, palette.colour(e.colour), max(3.0, g.size / 7)))
    return tuple(items)


def _cell_colour(cell) -> str:
    if cell is not None and cell.dark:
        return palette.colour("unknown")
    return palette.colour(cell.fill if cell is not None and cell.fill else "background")


def _square_cells(spec: MapSpec, g: "Geometry", board, grid_c: str) -> list[Item]:
    """A square board as each row's runs of one colour (one rectangle per run), then the
    grid over them, then each cell's pattern and border: a sector window of 27x19 cells
    is about 60 rectangles instead of 500 outlined squares, in the SVG and the PNG."""
    cells, rows, columns = spec.cells, spec.rows, spec.columns
    colours = []  # board order: column by column
    decorated = []
    for coord, pos in board:
        cell = cells.get(coord)
        colours.append(_cell_colour(cell))
        if cell is not None and not cell.dark and (cell.pattern or cell.border):
            decorated.append((cell, pos))
    h = SQUARE / 2
    items: list[Item] = []
    for row in range(rows):
        line = colours[row::rows]  # this row, left to right
        col = 0
        while col < columns:
            end = col
            while end + 1 < columns and line[end + 1] == line[col]:
                end += 1
            (x0, y0), x1 = g.centre(col, row), g.centre(end, row)[0]
            items.append(Poly(((x0 - h, y0 - h), (x1 + h, y0 - h), (x1 + h, y0 + h), (x0 - h, y0 + h)), line[col]))
            col = end + 1
    xs = tuple(g.centre(c, 0)[0] - h for c in range(columns)) + (g.centre(columns - 1, 0)[0] + h,)
    ys = tuple(g.centre(0, r)[1] - h for r in range(rows)) + (g.centre(0, rows - 1)[1] + h,)
    items.append(Grid(xs, ys, grid_c, 1.0))
    for cell, (col, row) in decorated:
        items.extend(_cell_extras(spec, g, cell, col, row))
    return items


def _cell_extras(spec: MapSpec, g: "Geometry", cell, col: int, row: int) -> list[Item]:
    """What a cell shows over its fill: its pattern and its border (none when unknown)."""
    if cell is None or cell.dark or not (cell.pattern or cell.border):
        return []
    items: list[Item] = []
    if cell.pattern:
        cx, cy = g.centre(col, row)
        items.extend(_pattern(cell.pattern, cx, cy, g.size * 0.55, palette.pattern_ink(cell.fill or "background")))
    if cell.border:
        items.append(Poly(g.polygon(col, row, 1 - 0.16 / 2 * 2), None, palette.colour(cell.border), g.size * 0.16))
    return items


def _markers(ms: list[Marker], cx: float, cy: float, s: float, cell_w: float, kind: str, text_c: str, on: str, halo: str | None) -> list[Item]:
    out: list[Item] = []
    k = len(ms)
    r = s * (0.3 if kind == "hex" else 0.46)
    avail = s * 1.5 if kind == "hex" else s * 1.8
    spacing = 2.1 * r
    if k * spacing > avail:
        spacing = avail / k
        r = spacing / 2.1
    y = cy - s * 0.1
    for i, m in enumerate(ms):
        x = cx + (i - (k - 1) / 2) * spacing
        fill = palette.colour(m.colour)
        stroke = palette.colour(m.outline) if m.outline else text_c
        out.append(_shape(m.shape, x, y, r, fill, stroke, m.dashed))
        if m.text:
            size = max(6.0, r * (1.15 if len(m.text) <= 1 else 0.95 if len(m.text) == 2 else 0.75))
            out.append(Label(x, y, fit(m.text, size, r * 2.2), size, palette.text_on(m.colour), "middle", True))
        if m.note:
            out.append(Label(x, y + r + 4.5, fit(m.note, SMALL - 1, spacing if k > 1 else cell_w), SMALL - 1, on, "middle", False, halo))
    return out


def _legend_icon(le, x: float, y: float, text_c: str, grid_c: str) -> list[Item]:
    h = 7.0
    box = ((x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h))
    col = palette.colour(le.colour) if le.colour else palette.colour("background")
    if le.shape == "swatch":
        out: list[Item] = [Poly(box, col, grid_c, 1.0)]
        if le.pattern:
            out.extend(_pattern(le.pattern, x, y, h, palette.pattern_ink(le.colour or "background")))
        return out
    if le.shape == "border":
        frame: list[Item] = [Poly(((x - h + 1.5, y - h + 1.5), (x + h - 1.5, y - h + 1.5), (x + h - 1.5, y + h - 1.5), (x - h + 1.5, y + h - 1.5)), None, col, 3.0)]
        if le.symbol:  # owners share colours from the ninth on: the letter tells them apart
            frame.append(Label(x, y, le.symbol[:2], 7.0 if len(le.symbol) <= 1 else 5.5, text_c, "middle", True))
        return frame
    if le.shape == "edge":
        return [Line(x - h, y, x + h, y, col, 4.0)]
    out = [_shape(le.shape, x, y, h, col, text_c, le.dashed)]
    if le.symbol and le.shape in ("circle", "square", "diamond"):
        out.append(Label(x, y, le.symbol[:2], 8.0 if len(le.symbol) <= 1 else 6.5, palette.text_on(le.colour), "middle", True))
    return out
