"""Sector: the square star map, with fog of war.

* `<faction>`: what that empire knows (its `known` sectors: terrain, systems, owners,
  territory as last seen), its own ships and stations, the foreign ships and stations
  its sensors hold now (the turn's `sensors.sightings` event for it) and the battles it
  fought (`battle.begun`). Every sector it has never seen is dark; the legend names only
  the empire itself and the factions it has contacted.
* `gm`: everything: the world, every ship and station (cloaked ships dashed).
* `public`: only when the game allows it (settings [maps] public = true): territory and
  systems, no ships.
"""

from __future__ import annotations

from functools import lru_cache

from gm.geometry import squaregrid
from gm.maps import palette
from gm.maps.builder_kit import event_items
from gm.text.i18n import say
from gm.maps.spec import Cell, LegendEntry, MapSpec, Marker

PACKAGE = "gm.rulesets.sector"
CROP_ABOVE = 60   # boards larger than this (either side): cropped private maps, no whole-board picture
DARK = Cell(dark=True)
TERRAIN = {"nebula": ("terrain.swamp", "hatch", "n"), "black_hole": ("black_hole", None, "@")}


def _key(s: str):
    return squaregrid.parse(s)


def _title(game: dict, what: str, lang: str) -> str:
    return say(lang, "sector.map.title", PACKAGE, title=str(game.get("title", "")), turn=str(game.get("turn", "")), what=what)


def _legend(factions, styles, lang, ships=True, dark=False, battles=False) -> list[LegendEntry]:
    out = [LegendEntry(factions[f].get("name", f), styles[f].colour, "border", styles[f].pattern, symbol=styles[f].letter) for f in sorted(factions)]
    out.append(LegendEntry(say(lang, "sector.map.system", PACKAGE), "neutral", "circle", symbol="o"))
    out.append(LegendEntry(say(lang, "sector.map.nebula", PACKAGE), "terrain.swamp", "swatch", "hatch", symbol="n"))
    out.append(LegendEntry(say(lang, "sector.map.black_hole", PACKAGE), "black_hole", "swatch", symbol="@"))
    if ships:
        out.append(LegendEntry(say(lang, "sector.map.ships", PACKAGE), "blue", "triangle"))
        out.append(LegendEntry(say(lang, "sector.map.station", PACKAGE), "blue", "square"))
    if battles:
        out.append(LegendEntry(say(lang, "sector.map.battle", PACKAGE), "vermillion", "star", symbol="*"))
    if dark:
        out.append(LegendEntry(say(lang, "sector.map.unexplored", PACKAGE), "unknown", "swatch"))
    return out


def _cell(terrain: str, territory: str | None, styles, name: str = "") -> Cell:
    fill, pattern, sym = TERRAIN.get(terrain, ("terrain.space", None, ""))
    style = styles.get(territory)
    border = style.colour if style else None
    code = (style.letter if style else "") + sym
    return Cell(fill, label=name, pattern=pattern, border=border, text=code, corner=palette.owner_mark(style))


def _units(markers, ships: dict[str, list], stations: dict[str, list], styles, dashed: set = frozenset()):
    for (sector, owner), ids in sorted(ships.items(), key=lambda kv: (_key(kv[0][0]), kv[0][1])):
        st = styles.get(owner)
        markers.append(Marker(sector, str(len(ids)), "triangle", st.colour if st else "grey", dashed=bool(set(ids) & dashed)))
    for (sector, owner), _ids in sorted(stations.items(), key=lambda kv: (_key(kv[0][0]), kv[0][1])):
        st = styles.get(owner)
        markers.append(Marker(sector, "E", "square", st.colour if st else "grey"))


def build_gm(game: dict, factions: dict[str, dict], events=(), lang: str = "es") -> MapSpec:
    world = game.get("world", {}) or {}
    styles = palette.faction_styles(factions)
    cells = _world_cells(world, styles)
    markers: list[Marker] = []
    _system_markers(markers, world, styles)
    ships: dict = {}
    stations: dict = {}
    cloaked: set = set()
    for fid in sorted(factions):
        for sid, s in sorted((factions[fid].get("ships") or {}).items()):
            if s.get("status", "active") != "active":
                continue
            ships.setdefault((s["sector"], fid), []).append(sid)
            if s.get("cloak") and s.get("cloaked"):
                cloaked.add(sid)
        for stid, s in sorted((factions[fid].get("stations") or {}).items()):
            stations.setdefault((s["sector"], fid), []).append(stid)
    _units(markers, ships, stations, styles, cloaked)
    battles = _battles(events, None)
    for b in battles:
        markers.append(Marker(b, "", "star", "vermillion", outline="black"))
    legend = _legend(factions, styles, lang, battles=bool(battles))
    if cloaked:
        legend.append(LegendEntry(say(lang, "sector.map.cloaked", PACKAGE), "grey", "triangle", dashed=True))
    return MapSpec("square", int(world.get("width", 20)), int(world.get("height", 20)), title=_title(game, say(lang, "sector.map.gm", PACKAGE), lang),
                   cells=cells, markers=markers, legend=legend)


def _world_cells(world, styles) -> dict[str, Cell]:
    territory = world.get("territory") or {}
    systems_at = {s["sector"]: s for s in (world.get("systems") or {}).values()}
    cells = {}
    w, h = int(world.get("width", 20)), int(world.get("height", 20))
    for x in range(w):
        for y in range(h):
            sec = squaregrid.format(squaregrid.Square(x, y))
            terrain = ((world.get("sectors") or {}).get(sec) or {}).get("terrain", "system" if sec in systems_at else "empty")
            if sec in systems_at:
                terrain = "system"
            name = systems_at[sec].get("name", "") if sec in systems_at else ""
            if terrain != "empty" or sec in territory:
                cells[sec] = _cell(terrain, territory.get(sec), styles, name)
    return cells


def _system_markers(markers, world, styles):
    for _sysid, s in sorted((world.get("systems") or {}).items(), key=lambda kv: (_key(kv[1]["sector"]), kv[0])):
        owner = s.get("owner")
        markers.append(Marker(s["sector"], styles[owner].letter if owner in styles else "", "circle", styles[owner].colour if owner in styles else "neutral"))


def _battles(events, fid: str | None) -> list[str]:
    out = set()
    for kind, p in event_items(events):
        if kind == "battle.begun" and p.get("sector") and (fid is None or fid in (p.get("attacker"), p.get("defender"))):
            out.add(p["sector"])
    return sorted(out, key=_key)


def crop_window(known, w: int, h: int, crop_above: int) -> tuple[int, int, int, int] | None:
    """(x0, y0, columns, rows) of the known area plus one sector around it, or None when
    the board is small enough to draw whole (both sides <= crop_above)."""
    if w <= crop_above and h <= crop_above:
        return None
    points = [(q.x, q.y) for q in map(squaregrid.parse, known)] or [(0, 0)]
    return _box(points, w, h)


def _box(points, w: int, h: int) -> tuple[int, int, int, int]:
    """(x0, y0, columns, rows) around (x, y) points, one sector of margin, on the board."""
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    x0, y0 = max(0, min(xs) - 1), max(0, min(ys) - 1)
    x1, y1 = min(w - 1, max(xs) + 1), min(h - 1, max(ys) + 1)
    return x0, y0, x1 - x0 + 1, y1 - y0 + 1


REGION_GAP = 4  # known sectors closer than this (either way) belong to one explored region
MOST_PICTURES = 8  # an empire's pictures per turn; further regions are in its text map only


def known_windows(known, w: int, h: int, crop_above: int, home: str | None = None,
                  gap: int = REGION_GAP) -> list[tuple[int, int, int, int] | None]:
    """The windows an empire's private map shows: [None] (the whole board) up to
    crop_above x crop_above sectors; beyond, the known area plus one sector around when
    that fits in crop_above x crop_above, else one window per explored region (known
    sectors closer than `gap` to each other, plus one sector around), overlapping
    windows merged. A ship thrown across the board by a random event would otherwise
    stretch one picture over 150 columns of dark sectors, with cells too small to read.
    The region holding `home` comes first, then the larger ones. All of them go to the
    text map; the first MOST_PICTURES are drawn."""
    if w <= crop_above and h <= crop_above:
        return [None]
    return list(_windows(frozenset(known), w, h, crop_above, home, gap))


@lru_cache(maxsize=256)  # the pictures and the text map of a report ask for the same windows
def _windows(known: frozenset, w: int, h: int, crop_above: int, home: str | None, gap: int) -> tuple:
    keys = squaregrid.board_labels(w, h)[1]  # label -> (y, x), without parsing
    points = {(k[1], k[0]) if k is not None else squaregrid.xy(s) for s, k in zip(known, map(keys.get, known))} or {(0, 0)}
    whole = _box(points, w, h)
    if whole[2] <= crop_above and whole[3] <= crop_above:
        return (whole,)
    boxes = _merge_overlapping([(_box(r, w, h), len(r)) for r in _regions(points, gap)])
    at = squaregrid.parse(home) if home else None

    def holds_home(box) -> bool:
        x0, y0, cw, ch = box
        return at is not None and x0 <= at.x < x0 + cw and y0 <= at.y < y0 + ch

    boxes.sort(key=lambda bn: (not holds_home(bn[0]), -bn[1], bn[0][1], bn[0][0]))
    return tuple(box for box, _ in boxes)


def _regions(points: set[tuple[int, int]], gap: int) -> list[list[tuple[int, int]]]:
    """Points grouped by a flood fill: two points less than `gap` apart either way are in
    one region."""
    near = [(dx, dy) for dx in range(-gap + 1, gap) for dy in range(-gap + 1, gap) if dx or dy]
    left = set(points)
    regions = []
    for start in sorted(points):
        if start not in left:
            continue
        left.discard(start)
        region, todo = [start], [start]
        while todo:
            x, y = todo.pop()
            for dx, dy in near:
                p = (x + dx, y + dy)
                if p in left:
                    left.discard(p)
                    region.append(p)
                    todo.append(p)
        regions.append(region)
    return regions


def _merge_overlapping(boxes: list) -> list:
    """[((x0, y0, columns, rows), count), ...] with every two overlapping boxes replaced
    by the box around both (counts added), until none overlap."""
    out = list(boxes)
    i = 0
    while i < len(out):
        (ax, ay, aw, ah), an = out[i]
        for j in range(i + 1, len(out)):
            (bx, by, bw, bh), bn = out[j]
            if ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah:
                x0, y0 = min(ax, bx), min(ay, by)
                x1, y1 = max(ax + aw, bx + bw), max(ay + ah, by + bh)
                out[i] = ((x0, y0, x1 - x0, y1 - y0), an + bn)
                del out[j]
                i = 0  # the grown box may now overlap one already passed
                break
        else:
            i += 1
    return out


def window_name(fid: str, index: int) -> str:
    """The map file of an empire's index-th window (0-based): `fid`, then `fid.2`, ..."""
    return fid if index == 0 else f"{fid}.{index + 1}"


def home_sector(game: dict, faction: dict) -> str | None:
    system = ((game.get("world") or {}).get("systems") or {}).get(faction.get("home") or "")
    return system.get("sector") if system else None


def _known_cells(known: dict, window: tuple[int, int, int, int], styles) -> tuple[dict[str, Cell], list[Marker]]:
    """The window's cells as the empire last saw them (dark where never seen), and a
    marker on each system it knows."""
    x0, y0, cw, ch = window
    cells: dict[str, Cell] = {}
    made: dict[tuple, Cell] = {}
    markers: list[Marker] = []
    for x in range(x0, x0 + cw):
        for y in range(y0, y0 + ch):
            loc = squaregrid.label_at(x, y)
            info = known.get(loc)
            if info is None:
                cells[loc] = DARK  # Cell is frozen: one instance serves every dark sector
                continue
            key = (info.get("terrain", "empty"), info.get("territory"), info.get("name", ""))
            cell = made.get(key)  # empty space looks the same everywhere: one Cell serves it
            if cell is None:
                cell = made[key] = _cell(key[0], key[1], styles, key[2])
            cells[loc] = cell
            if info.get("terrain") == "system":
                style = styles.get(info.get("owner"))
                markers.append(Marker(loc, style.letter if style else "", "circle", style.colour if style else "neutral"))
    return cells, markers


def _units_in_sight(me: dict, fid: str, events) -> tuple[dict, dict]:
    """(ships, stations) by (sector, owner): the empire's own, and the foreign ones its
    sensors hold now (its `sensors.sightings`)."""
    ships: dict = {}
    stations: dict = {}
    for sid, s in sorted((me.get("ships") or {}).items()):
        if s.get("status", "active") == "active":
            ships.setdefault((s["sector"], fid), []).append(sid)
    for stid, s in sorted((me.get("stations") or {}).items()):
        stations.setdefault((s["sector"], fid), []).append(stid)
    for kind, p in event_items(events):
        if kind != "sensors.sightings" or p.get("faction") != fid:
            continue
        for row in p.get("units") or ():
            if row.get("owner") != fid:
                bucket = ships if row.get("what") == "ship" else stations
                bucket.setdefault((row["sector"], row["owner"]), []).append(row["unit"])
    return ships, stations


def _window_notes(window, part: tuple[int, int], lang: str) -> list[str]:
    notes = [say(lang, "sector.map.note_fog", PACKAGE)]
    if window is None:
        return notes
    x0, y0, cw, ch = window
    first = squaregrid.format(squaregrid.Square(x0, y0))
    last = squaregrid.format(squaregrid.Square(x0 + cw - 1, y0 + ch - 1))
    n, of = part
    if of > 1:
        notes.append(say(lang, "sector.map.note_area", PACKAGE, n=n, of=of, first=first, last=last))
    else:
        notes.append(say(lang, "sector.map.note_cropped", PACKAGE, first=first, last=last))
    return notes


def build_private(game: dict, factions: dict[str, dict], fid: str, events=(), lang: str = "es",
                  crop_above: int = CROP_ABOVE, window: tuple[int, int, int, int] | None | str = "known",
                  part: tuple[int, int] = (1, 1)) -> MapSpec:
    """The empire's map; `window` (x0, y0, columns, rows), None for the whole board, or
    "known" for the bounding box of what it knows; `part` = (n, of) among its windows."""
    world = game.get("world", {}) or {}
    styles = palette.faction_styles(factions)
    me = factions[fid]
    known = me.get("known") or {}
    w, h = int(world.get("width", 20)), int(world.get("height", 20))
    if window == "known":
        window = crop_window(known, w, h, crop_above)
    x0, y0, cw, ch = window or (0, 0, w, h)
    cells, markers = _known_cells(known, (x0, y0, cw, ch), styles)
    unit_markers: list[Marker] = []
    _units(unit_markers, *_units_in_sight(me, fid, events), styles)
    battles = _battles(events, fid)
    unit_markers += [Marker(b, "", "star", "vermillion", outline="black") for b in battles]
    for mk in unit_markers:
        q = squaregrid.parse(mk.coord)
        if x0 <= q.x < x0 + cw and y0 <= q.y < y0 + ch:   # on the (possibly cropped) picture
            markers.append(mk)
    # nothing of what it does not know: drop any marker on a dark sector
    markers = [m for m in markers if m.coord in cells and not cells[m.coord].dark]
    return MapSpec("square", cw, ch, title=_title(game, me.get("name", fid), lang), cells=cells, markers=markers,
                   legend=_legend({f: factions[f] for f in contacted(game, factions, fid)}, styles, lang, dark=True, battles=bool(battles)),
                   notes=_window_notes(window, part, lang), origin=(x0, y0))


def contacted(game: dict, factions: dict[str, dict], fid: str) -> list[str]:
    """The empire itself and every faction it has met (a relation other than 'none'):
    the only names its private map's legend may show."""
    out = {fid}
    for key, rel in sorted(((game.get("world") or {}).get("relations") or {}).items()):
        pair = key.split("+")
        if fid in pair and (rel or {}).get("status", "none") != "none":
            out.update(p for p in pair if p in factions)
    return sorted(out)


def build_public(game: dict, factions: dict[str, dict], lang: str = "es") -> MapSpec:
    world = game.get("world", {}) or {}
    styles = palette.faction_styles(factions)
    markers: list[Marker] = []
    _system_markers(markers, world, styles)
    return MapSpec("square", int(world.get("width", 20)), int(world.get("height", 20)), title=_title(game, say(lang, "sector.map.public", PACKAGE), lang),
                   cells=_world_cells(world, styles), markers=markers, legend=_legend(factions, styles, lang, ships=False))


def public_allowed(settings: dict | None, game: dict) -> bool:
    s = (settings or {}).get("maps") or (game.get("settings") or {}).get("maps") or {}
    return bool(s.get("public", False))


def crop_above(settings: dict | None, game: dict) -> int:
    s = (settings or {}).get("maps") or (game.get("settings") or {}).get("maps") or {}
    return int(s.get("crop_above", CROP_ABOVE))


def whole_map_drawn(game: dict, settings: dict | None = None) -> bool:
    """The whole board (the GM's and the public picture) is drawn up to crop_above x
    crop_above sectors; beyond, the GM has the text map of his report only."""
    world = game.get("world", {}) or {}
    limit = crop_above(settings, game)
    return int(world.get("width", 20)) <= limit and int(world.get("height", 20)) <= limit


def build_maps(game: dict, factions: dict[str, dict], events=(), settings: dict | None = None, lang: str = "es") -> dict[str, MapSpec]:
    """{'gm': ..., '<faction>': ... for each empire, 'public': ... only if allowed}.

    Boards wider or taller than [settings.maps] crop_above (default 60) sectors: each
    private map shows the empire's known area, one picture per explored region
    (`known_windows`: '<faction>', '<faction>.2', ...), and no whole-board picture (gm,
    public) is drawn (gm.maps draws every cell of the board: 40,000 for 200x200)."""
    limit = crop_above(settings, game)
    whole = whole_map_drawn(game, settings)
    out = {"gm": build_gm(game, factions, events, lang)} if whole else {}
    # each empire's map reads only its own sightings and battles: sort the events once
    mine: dict[str, list[dict]] = {}
    for kind, p in event_items(events):
        if kind == "sensors.sightings":
            mine.setdefault(p.get("faction"), []).append({"kind": kind, "params": p})
        elif kind == "battle.begun":
            for who in {p.get("attacker"), p.get("defender")}:
                mine.setdefault(who, []).append({"kind": kind, "params": p})
    world = game.get("world", {}) or {}
    w, h = int(world.get("width", 20)), int(world.get("height", 20))
    for fid in sorted(factions):
        windows = known_windows(factions[fid].get("known") or {}, w, h, limit, home_sector(game, factions[fid]))
        drawn = windows[:MOST_PICTURES]
        for i, window in enumerate(drawn):
            spec = build_private(game, factions, fid, mine.get(fid, []), lang, limit, window, (i + 1, len(windows)))
            if i == len(drawn) - 1 and len(windows) > len(drawn):
                more = len(windows) - len(drawn)
                spec.notes.append(say(lang, "sector.map.note_more", PACKAGE, more=more))
            out[window_name(fid, i)] = spec
    if whole and public_allowed(settings, game):
        out["public"] = build_public(game, factions, lang)
    return out
