"""Nuevo Amanecer: the campaign hex map (one public map: the game has no fog of war).

Shows: every hex's terrain (tint + pattern), the living god that claims it (a thick ring
in the god's colour: the hex's `owner`; unclaimed land has no ring), city sites (a city with its level
= its architectural advances, or ruins where no city stands), settlements, armies (a
circle in the owner's colour with its letter and the army's level; neutral armies grey), and the
battles of the turn (a star, from `na.battle.fought` events).

Big boards (more than BIG_MAP_HEXES hexes: a 1,000-god game has 9,000) are drawn small,
so their cells carry no terrain pattern and no label ("Ciudad 2", "ruinas"): at a few
pixels a hex those are noise, and they are most of the drawing time. The text map keeps
every cell's code, and more than LEGEND_GODS_MAX gods share one legend line.
"""

from __future__ import annotations

from gm.geometry import hexgrid
from gm.maps import palette
from gm.maps.builder_kit import event_items
from gm.text.i18n import say
from gm.maps.spec import Cell, Edge, LegendEntry, MapSpec, Marker
from gm.rulesets.nuevo_amanecer.model import Model

TERRAIN_KEYS = {
    "montañas": "terrain.mountains",
    "desiertos": "terrain.desert",
    "praderas": "terrain.plains",
    "bosques": "terrain.forest",
    "pantanos": "terrain.swamp",
    "mares": "terrain.water",
}
TERRAIN_SYMBOL = {"montañas": "^", "desiertos": ":", "praderas": "_", "bosques": "f", "pantanos": "~", "mares": "="}


def _t(lang: str, key: str, **params) -> str:
    return say(lang, key, "gm.rulesets.nuevo_amanecer", **params)


LEGEND_GODS_MAX = 40  # more gods than this: one legend line for all of them, not one each
BIG_MAP_HEXES = 2000  # more hexes than this: no terrain patterns or cell labels


def build_public(game: dict, factions: dict[str, dict], events=(), settings: dict | None = None, lang: str = "es") -> MapSpec:
    world = game.get("world", {}) or {}
    parity = ((settings or {}).get("map", {}) or {}).get("offset", hexgrid.ODD_Q)  # data/settings.toml map.offset
    styles = palette.faction_styles(factions)  # linear in the gods, cached per turn
    big = len(world.get("hexes", {}) or {}) > BIG_MAP_HEXES
    hexes = world.get("hexes", {}) or {}

    cells, used_terrains = _cells(hexes, factions, styles, big, lang)

    markers: list[Marker] = []
    for fid in sorted(factions):
        for _aid, a in sorted((factions[fid].get("armies") or {}).items()):
            st = styles[fid]  # the god's letter and the level, as the legend says: "S2"
            markers.append(Marker(a["hex"], f"{st.letter}{Model.level(a)}", "circle", st.colour))
    for _nid, n in sorted((world.get("neutral") or {}).items()):
        markers.append(Marker(n["hex"], str(Model.level(n)), "circle", "neutral"))
    battles, borders = _battles(events)
    for h in battles:
        markers.append(Marker(h, "", "star", "vermillion", outline="black"))
    edges = [Edge(a, b, "vermillion") for a, b in borders]

    legend = _god_legend(factions, styles, lang)
    for t in sorted(used_terrains, key=lambda t: list(TERRAIN_KEYS).index(t)):
        legend.append(LegendEntry(_t(lang, f"na.terrain_name.{t}"), TERRAIN_KEYS[t], "swatch", palette.TERRAIN_PATTERN[TERRAIN_KEYS[t]], symbol=TERRAIN_SYMBOL[t]))
    legend.append(LegendEntry(_t(lang, "na.map.army"), "blue", "circle"))
    if world.get("neutral"):
        legend.append(LegendEntry(_t(lang, "na.map.neutral_army"), "neutral", "circle"))
    if battles:
        legend.append(LegendEntry(_t(lang, "na.map.battle"), "vermillion", "star", symbol="*"))
    if borders:
        legend.append(LegendEntry(_t(lang, "na.map.border_battle"), "vermillion", "edge"))
    notes = [
        _t(lang, "na.map.note_rings"),
        _t(lang, "na.map.note_cities"),
        _t(lang, "na.map.note_text", columns=_shifted(parity)),
    ]
    title = _t(lang, "na.map.title", title=str(game.get("title", "")), turn=str(game.get("turn", ""))).strip(" —")
    return MapSpec("hex", int(world.get("columns", 1)), int(world.get("rows", 1)), title=title, parity=parity,
                   cells=cells, markers=markers, edges=edges, legend=legend, notes=notes)


def _cells(hexes: dict, factions: dict[str, dict], styles: dict, big: bool, lang: str) -> tuple[dict[str, Cell], set[str]]:
    """Each hex's look (terrain, the ring of the living god that claims it, its city,
    settlement or ruins) and the terrains used (for the legend)."""
    cities: dict[str, tuple[str, int, str]] = {}  # hex -> (faction, level, name)
    for fid in sorted(factions):
        for cid, c in sorted((factions[fid].get("cities") or {}).items()):
            cities[c["hex"]] = (fid, Model.level(c), c.get("name", cid))
    settlements: dict[str, str] = {}
    for fid in sorted(factions):
        for h in sorted(factions[fid].get("settlements") or {}):
            settlements[h] = fid

    cells: dict[str, Cell] = {}
    used_terrains: set[str] = set()
    for h in sorted(hexes, key=lambda x: hexgrid.parse(x)):
        info = hexes[h]
        terrain = info.get("terrain", "")
        key = TERRAIN_KEYS.get(terrain)
        if key:
            used_terrains.add(terrain)
        god = _claimed_by(info, factions)
        border = styles[god].colour if god in styles else None
        letter = styles[god].letter if god in styles else ""
        label, code = "", letter + TERRAIN_SYMBOL.get(terrain, "")
        if h in cities:
            fid, level, name = cities[h]
            label = _t(lang, "na.map.city", level=level)
            code = f"{styles[fid].letter if fid in styles else '?'}C{level}"
        elif h in settlements:
            label = _t(lang, "na.map.settlement")
            code = f"{letter or '?'}s"
        elif info.get("city_site"):
            label = _t(lang, "na.map.ruins")
            code = f"{letter or '?'}r"
        elif info.get("pillaged_by"):
            label = _t(lang, "na.map.pillaged")
        if big:
            cells[h] = Cell(key, border=border, text=code)
        else:
            cells[h] = Cell(key, label=label, pattern=palette.TERRAIN_PATTERN.get(key) if key else None, border=border, text=code,
                            corner=palette.owner_mark(styles.get(god)))
    return cells, used_terrains


def _god_legend(factions: dict[str, dict], styles: dict, lang: str) -> list[LegendEntry]:
    """One line per god (its ring, letter, name and race; "muerto" once dead), or one line
    for all of them past LEGEND_GODS_MAX."""
    legend: list[LegendEntry] = []
    if len(factions) <= LEGEND_GODS_MAX:
        for fid in sorted(factions):
            f = factions[fid]
            name = f.get("name", fid) + (f" ({f['race']})" if f.get("race") else "")
            if not f.get("alive", True):
                name = _t(lang, "na.map.dead_god", name=name, gender=str(f.get("genero", "other")))
            legend.append(LegendEntry(name, styles[fid].colour, "border", pattern=styles[fid].pattern, symbol=styles[fid].letter))
    else:  # one line per god would make the legend taller than the map: say how to read it
        legend.append(LegendEntry(_t(lang, "na.map.many_gods", count=len(factions)), "neutral", "border"))
    return legend


def _claimed_by(info: dict, factions: dict[str, dict]) -> str:
    """The living god that owns the hex, or "" (unclaimed). Only `owner` claims a region:
    `territory` (where a god started) is not a claim, and a dead god claims nothing."""
    owner = info.get("owner") or ""
    return owner if owner in factions and factions[owner].get("alive", True) else ""


def _battles(events) -> tuple[list[str], list[tuple[str, str]]]:
    """The hexes of this turn's battles (a star each) and the borders of its border
    battles (a line along the shared side: their "hex" is a report name like "D2|E2")."""
    hexes, borders = set(), set()
    for k, p in event_items(events):
        if k != "na.battle.fought":
            continue
        border = p.get("border")
        if isinstance(border, (list, tuple)) and len(border) == 2:
            borders.add(tuple(sorted(border, key=hexgrid.parse)))
        elif p.get("hex"):
            hexes.add(p["hex"])
    return sorted(hexes, key=hexgrid.parse), sorted(borders, key=lambda ab: (hexgrid.parse(ab[0]), hexgrid.parse(ab[1])))


def _shifted(parity: str) -> str:
    return "B, D, F…" if parity == hexgrid.ODD_Q else "A, C, E…"  # column letters: the same in every language


def build_maps(game: dict, factions: dict[str, dict], events=(), settings: dict | None = None, lang: str = "es") -> dict[str, MapSpec]:
    """{'public': the campaign map}. Nuevo Amanecer has no hidden information on the map."""
    return {"public": build_public(game, factions, events, settings, lang)}
