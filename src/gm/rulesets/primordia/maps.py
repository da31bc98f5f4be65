"""Primordia: the world map, with fog of war.

Maps:

* `gm`: everything — every hex's terrain (tint + pattern; eleven terrains, the ten of
  the map plus `yermo` left by magic), settlements (a square in the owner's colour, the
  owner's letter inside, the settlement's name), units (a circle in the owner's colour
  with how many units stand there; spies dashed) and the poder deposits (a diamond).
* `<faction>`: what that race sees this turn (`Model.visible_hexes`: each unit's Visión,
  each settlement's radius). Every other hex is dark and carries nothing: no terrain, no
  settlement, no unit. On a board wider or taller than CROP_ABOVE hexes the map is the
  box around what the race sees (one hex around it), with the board's own coordinates:
  a generated game of 100 races on 58x90 hexes drew the whole board dark for each race
  (101 maps, 97 MB of the turn's 109 MB; 383 of its 971 loop-units of resolve time, issue
  26), so that a map's cost grows with what it shows, not with the board. Foreign spies and the cargo inside foreign ships stay off the map,
  as in the report's vision list.
  Deposits are never on a race's map (the rules keep them for the GM).
* no `public` map: "Visión: ... eliminando la niebla de guerra" — the world is under fog
  for every race and the public report names no place, so a public map would leak what
  races have not explored.
"""

from __future__ import annotations

from dataclasses import dataclass

from gm.engine.state import copy_data
from gm.geometry import hexgrid
from gm.maps import palette
from gm.maps.spec import Cell, LegendEntry, MapSpec, Marker

CROP_ABOVE = 40  # boards larger than this (either side): a race's map is cropped to what it sees

# Primordia terrain id -> palette tint (every tint with its pattern in palette.TERRAIN_PATTERN)
TERRAIN_KEYS = {
    "bosque": "terrain.forest",
    "desierto_exterior": "terrain.desert",
    "desierto_interior": "terrain.rough",
    "jungla": "terrain.jungle",
    "llanura": "terrain.grass",
    "mar": "terrain.water",
    "montana": "terrain.mountains",
    "pantano": "terrain.swamp",
    "playa": "terrain.plains",
    "tundra": "terrain.snow",
    "yermo": "terrain.hills",
}


def _say(lang: str, key: str, **params) -> str:
    from gm.text.i18n import say

    return say(lang, f"pr.map.{key}", "gm.rulesets.primordia", **params)


def _model(game: dict, factions: dict, settings: dict | None):
    from gm.registry import get
    from gm.rulesets.primordia.model import Model
    from gm.rulesets.primordia.rules import Rules

    ruleset = get("primordia")
    settings = settings if settings is not None else ruleset.settings(game)
    # the model fills defaults into the dicts it reads: give it copies
    return Model(Rules.load(ruleset, settings), copy_data(game), copy_data(factions))


def _is_spy(m, fid: str, uid: str) -> bool:
    return "spy" in m.utype(fid, uid).get("specials", [])


@dataclass(frozen=True)
class _Shared:
    """What every map of a turn reads the same: made once, not once per race's map."""

    pos: object  # model.Positions
    players: frozenset
    shown: dict  # race -> the hexes where another race's map may show something of it


def _shared(m) -> _Shared:
    from gm.rulesets.primordia.model import Positions

    shown = {}
    for fid in m.faction_ids():
        mine = {s["hex"] for s in m.settlements(fid).values()}
        mine |= {u["hex"] for uid, u in m.units(fid).items() if not _is_spy(m, fid, uid) and not u.get("aboard")}
        shown[fid] = frozenset(mine)
    return _Shared(Positions(m), frozenset(m.players()), shown)


def _build(m, title: str, styles, lang: str, viewer: str | None, shared: _Shared) -> MapSpec:
    """viewer None: the GM's map (everything); else that race's map (its vision only)."""
    g = m.grid
    seen = set(g.labels()) if viewer is None else set(m.visible_hexes(viewer))
    pos = shared.pos
    window = _window(m, seen) if viewer is not None else None
    x0, y0, columns, rows = window or (0, 0, g.width, g.height)
    cells, used = _cells(m, pos, seen, styles, [hexgrid.label(hexgrid.Hex(c, r + 1)) for r in range(y0, y0 + rows) for c in range(x0, x0 + columns)])
    deposits = sorted(d["hex"] for d in m.world.get("deposits", {}).values()) if viewer is None else []
    markers = _settlement_markers(m, seen, styles) + _unit_markers(m, pos, seen, styles, viewer)
    markers += [Marker(h, "", "diamond", "yellow", outline="black") for h in deposits]
    legend = _legend(m, styles, used, lang, bool(deposits), viewer, seen, window is not None, shared)
    return MapSpec("hex", columns, rows, title=title, parity=m.rules.settings["map"]["offset"],
                   cells=cells, markers=markers, legend=legend, notes=_notes(m, lang, viewer), origin=(x0, y0))


def _window(m, seen: set[str]) -> tuple[int, int, int, int] | None:
    """(first column, first row, columns, rows), 0-based, of the box one hex around what a
    race sees; None when the board is drawn whole (both sides <= CROP_ABOVE). A hex
    window starts on an even column, so that its columns shift as the board's do."""
    g = m.grid
    if g.width <= CROP_ABOVE and g.height <= CROP_ABOVE:
        return None
    at = [hexgrid.parse(h) for h in seen] or [hexgrid.Hex(0, 1)]
    x0 = max(0, min(h.col for h in at) - 1)
    x0 -= x0 % 2
    y0 = max(0, min(h.row for h in at) - 2)  # rows are written from 1
    x1 = min(g.width - 1, max(h.col for h in at) + 1)
    y1 = min(g.height - 1, max(h.row for h in at))
    return x0, y0, x1 - x0 + 1, y1 - y0 + 1


DARK = Cell(dark=True)  # Cell is frozen: one serves every unseen hex


def _cells(m, pos, seen: set[str], styles, labels: list[str]) -> tuple[dict[str, Cell], set[str]]:
    """Each hex's terrain (dark when unseen), a settlement's name and its owner's border."""
    cells: dict[str, Cell] = {}
    used: set[str] = set()
    for h in labels:
        if h not in seen:
            cells[h] = DARK
            continue
        terrain = m.terrain(h)
        key = TERRAIN_KEYS.get(terrain, "grey")
        used.add(terrain)
        label, border = "", None
        at = pos.settlement_at(h)
        if at:
            label = m.settlements(at[0])[at[1]].get("name", at[1])
            border = styles[at[0]].colour
        cells[h] = Cell(key, pattern=palette.TERRAIN_PATTERN.get(key), border=border, label=label,
                        text=m.tinfo(h).get("code", ""))
    return cells, used


def _settlement_markers(m, seen: set[str], styles) -> list[Marker]:
    return [Marker(s["hex"], styles[fid].letter, "square", styles[fid].colour, outline="black")
            for fid in m.faction_ids() for _sid, s in sorted(m.settlements(fid).items()) if s["hex"] in seen]


def _unit_markers(m, pos, seen: set[str], styles, viewer: str | None) -> list[Marker]:
    """How many units of each race stand in a hex; the GM's map dashes a hex of spies only."""
    markers = []
    for h in sorted(seen, key=hexgrid.parse):
        by: dict[str, list[str]] = {}
        for fid, uid in pos.units_at(h):
            if viewer is not None and fid != viewer and (_is_spy(m, fid, uid) or m.units(fid)[uid].get("aboard")):
                continue  # a foreign spy is not seen, nor the cargo inside a foreign ship
            by.setdefault(fid, []).append(uid)
        for fid, uids in sorted(by.items()):
            hidden = all(_is_spy(m, fid, u) for u in uids)
            markers.append(Marker(h, str(len(uids)), "circle", styles[fid].colour, dashed=hidden and viewer is None))
    return markers


def _styles(m) -> dict:
    """The races' colours and letters from the races alone; the GM's rebels come after them,
    so their birth changes no race's colour on anyone's map."""
    players = m.players()
    styles = palette.faction_styles(players)
    used = {s.letter for s in styles.values()}
    for i, fid in enumerate(f for f in m.faction_ids() if f not in players):
        letter = next((c.upper() for c in fid if c.isascii() and c.isalpha() and c.upper() not in used), "")
        styles[fid] = palette.faction_style(len(players) + i, letter)
        used.add(styles[fid].letter)
    return styles


def _in_legend(fid: str, viewer: str | None, seen: set[str], cropped: bool, shared: _Shared) -> bool:
    """Every race; the GM's rebels only on a map that shows something of theirs. A cropped
    map (a large board) lists only the races it shows and its own: a legend of every race
    on each race's map grew with the races squared (100 races: 3,000-pixel-tall maps)."""
    if viewer is None or fid == viewer or (fid in shared.players and not cropped):
        return True
    return not shared.shown[fid].isdisjoint(seen)


def _legend(m, styles, used: set[str], lang: str, deposits: bool, viewer: str | None, seen: set[str],
            cropped: bool, shared: _Shared) -> list[LegendEntry]:
    legend: list[LegendEntry] = []
    for fid in (f for f in m.faction_ids() if _in_legend(f, viewer, seen, cropped, shared)):
        f = m.factions[fid]
        race = m.rules.races.get(f.get("race", ""), {}).get("name", "")
        name = f.get("name", fid) + (f" ({race})" if race and race != f.get("name") else "")
        legend.append(LegendEntry(name, styles[fid].colour, "square", pattern=styles[fid].pattern, symbol=styles[fid].letter))
    for t in sorted(used, key=list(TERRAIN_KEYS).index):
        info = m.rules.terrains[t]
        key = TERRAIN_KEYS[t]
        legend.append(LegendEntry(info.get("name", t), key, "swatch", palette.TERRAIN_PATTERN.get(key), symbol=info.get("code", "")))
    legend.append(LegendEntry(_say(lang, "settlement"), "grey", "square"))
    legend.append(LegendEntry(_say(lang, "units"), "grey", "circle"))
    if deposits:
        legend.append(LegendEntry(_say(lang, "deposit"), "yellow", "diamond"))
    if viewer is not None:
        legend.append(LegendEntry(_say(lang, "fog"), "unknown", "swatch"))
    return legend


def _notes(m, lang: str, viewer: str | None) -> list[str]:
    shifted = "B, D, F…" if m.rules.settings["map"]["offset"] == hexgrid.ODD_Q else "A, C, E…"
    notes = [_say(lang, "shifted", columns=shifted)]
    if viewer is not None:
        notes.insert(0, _say(lang, "note_private"))
    else:
        notes.insert(0, _say(lang, "note_gm"))
    return notes


def build_maps(game: dict, factions: dict[str, dict], events=(), settings: dict | None = None, lang: str = "es") -> dict[str, MapSpec]:
    """{'gm': everything, <faction id>: that race's fog-of-war map}."""
    m = _model(game, factions, settings)
    styles = _styles(m)
    title = f"{game.get('title', '')} — " + _say(lang, "turn", turn=game.get("turn", ""))
    shared = _shared(m)
    out = {"gm": _build(m, title.strip(" —"), styles, lang, None, shared)}
    for fid in m.faction_ids():
        name = m.factions[fid].get("name", fid)
        out[fid] = _build(m, f"{title} — {name}".strip(" —"), styles, lang, fid, shared)
    return out
