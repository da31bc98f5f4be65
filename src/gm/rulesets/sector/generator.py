"""A large Sector game: N empires with 20 ships each on a 200x200 map (the issue's "100
empires and 2,000 ships on a 200x200 map"), whatever N is (10 empires: the same map).

The map is cut into a near-square grid of blocks, one per empire: its home world in the
middle, three native worlds and three free worlds around it, nebulae and a black hole
in each block. The first four empires are the canonical ones (data/races.toml); the rest
are *custom empires* defined in their faction files the way a GM would (`race =
"custom"`, a name, `cloak`, and traits that are the same five values distributed
differently, which `gm validate` checks). Every empire starts with technology levels
1/2/1/1 (speed and sensor range 4) and gives busy orders: ten moves (two towards its
neighbour's border, so empires meet), a fleet formed and moved, research, a ship built,
an annexation attempt and a trade route at native worlds, a colony, espionage on its
neighbour, and every fourth empire declares war on its neighbour and attacks the ship its
neighbour left on the shared border.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from gm.dice.rng import KeyedFaces
from gm.engine.state import GameState
from gm.errors import Msg

from .newgame import EMPIRES, PREFIX, finish_world
from .rules import TRAITS, free_ship_names
from .sectormap import SectorMap

SIZE = 200
SHIPS = 20
TECH = {"armamento": 1, "propulsion": 2, "energia": 1, "construccion": 1}


def _layout(n: int) -> tuple[int, int, int, int]:
    """(blocks across, blocks down, block width, block height)."""
    across = max(1, math.ceil(math.sqrt(n)))
    down = max(1, math.ceil(n / across))
    return across, down, SIZE // across, SIZE // down


@dataclass
class _Sheet:
    """The map being drawn: its grid, the random faces and what is placed so far."""
    grid: SectorMap
    faces: KeyedFaces
    cfg: dict
    n: int
    across: int
    bw: int
    bh: int
    sectors: dict = field(default_factory=dict)
    systems: dict = field(default_factory=dict)
    factions: dict = field(default_factory=dict)
    ship_sector: dict = field(default_factory=dict)   # empire -> ship -> its starting sector
    edge: dict = field(default_factory=dict)          # the sector on the block's right border each empire sends a ship to

    def name(self, c: int, r: int) -> str:
        """The sector at (c, r), clamped to the map."""
        return self.grid.name(max(0, min(SIZE - 1, c)), max(0, min(SIZE - 1, r)))

    def block(self, i: int) -> tuple[int, int, int, int]:
        """(left column, top row, home column, home row) of empire i's block."""
        bx, by = (i % self.across) * self.bw, (i // self.across) * self.bh
        return bx, by, bx + self.bw // 2, by + self.bh // 2


def _identity(sheet: _Sheet, i: int, fid: str, die) -> tuple[dict, str, str, bool]:
    """(traits, faction name, home name, cloak): a canonical race's, or a custom empire's
    with the same values distributed differently."""
    races = sheet.cfg["races"]
    if fid in races:
        race = races[fid]
        return ({t: int(race.get(t, 0)) for t in TRAITS}, race["name"], race["home"], bool(race.get("cloak")))
    vals = [int(v) for v in races.get("values", [2, 1, 0, 0, -1])]
    for k in range(len(vals) - 1, 0, -1):
        j = die(0, k)
        vals[k], vals[j] = vals[j], vals[k]
    return dict(zip(TRAITS, vals)), f"Imperio {i}", f"Mundo {i}", i % 3 == 0


def _worlds(sheet: _Sheet, i: int, hc: int, hr: int, die) -> list[str]:
    """Natives at distance 3, free worlds at distance 5 around the home."""
    spots = [(-3, -3, "inhabited"), (3, -3, "inhabited"), (-3, 3, "inhabited"),
             (5, 0, "uninhabited"), (0, 5, "uninhabited"), (-5, 0, "uninhabited")]
    worlds = []
    for k, (dc, dr, kind) in enumerate(spots):
        sid = f"s{i:03d}-{k}"
        s = {"name": f"Sistema {i}-{k}", "sector": sheet.name(hc + dc, hr + dr), "kind": kind,
             "dilitio": die(5, 20) if kind == "inhabited" else die(1, 10)}
        if kind == "inhabited":
            s["agresividad"], s["comercio"] = die(-2, 2), die(-2, 2)
        sheet.systems[sid] = s
        worlds.append(sid)
    return worlds


def _hazards(sheet: _Sheet, i: int, occupied: set, die) -> None:
    """Nebulae and a black hole away from the home and the worlds."""
    bx, by, hc, hr = sheet.block(i)
    for k in range(max(4, sheet.bw * sheet.bh // 40)):
        c, r = die(bx, bx + sheet.bw - 1), die(by, by + sheet.bh - 1)
        s = sheet.name(c, r)
        if s in occupied or max(abs(c - hc), abs(r - hr)) <= 6:
            continue
        sheet.sectors[s] = {"terrain": "black_hole" if k == 0 else "nebula"}


def _fleet_of_twenty(sheet: _Sheet, i: int, prefix: str, worlds: list[str], cloak: bool) -> dict:
    """20 ships: two at the native worlds (annex, trade), one at a free world (colonize),
    one on the block's right border, the rest around the home."""
    bx, _by, hc, hr = sheet.block(i)
    firsts = [sheet.systems[worlds[0]]["sector"], sheet.systems[worlds[1]]["sector"],
              sheet.systems[worlds[3]]["sector"], sheet.name(bx + sheet.bw - 1, hr)]
    ships = {}
    for k in range(SHIPS):
        s = firsts[k] if k < len(firsts) else sheet.name(hc + (k % 5) - 2, hr + (k // 5) - 2)
        ships[f"{prefix}-{k + 1}"] = {"sector": s, **TECH, "cloak": cloak, "cloaked": cloak, "status": "active"}
    return ships


def _empire(sheet: _Sheet, i: int, fid: str) -> None:
    bx, _by, hc, hr = sheet.block(i)
    home_sector = sheet.name(hc, hr)
    die = sheet.faces.stream(f"empire/{fid}")
    traits, fname, home_name, cloak = _identity(sheet, i, fid, die)
    prefix = PREFIX.get(fid, f"e{i:03d}")
    home_id = f"home-{fid}"
    sheet.systems[home_id] = {"name": home_name, "sector": home_sector, "kind": "home", "dilitio": 10,
                              "agresividad": traits["agresividad"], "comercio": traits["comercio"],
                              "owner": fid, "status": "home", "shipyard": True}
    worlds = _worlds(sheet, i, hc, hr, die)
    _hazards(sheet, i, {home_sector} | {sheet.systems[w]["sector"] for w in worlds}, die)
    ships = _fleet_of_twenty(sheet, i, prefix, worlds, cloak)
    race = fid if fid in sheet.cfg["races"] else "custom"
    for sid, name in zip(ships, free_ship_names(race, ships, len(ships))):   # data/names.toml
        ships[sid]["name"] = name
    sheet.edge[fid] = sheet.name(bx + sheet.bw - 1, hr)
    sheet.ship_sector[fid] = {sid: ship["sector"] for sid, ship in ships.items()}
    sheet.factions[fid] = {"id": fid, "name": fname, "kind": "empire",
                           "genero": sheet.cfg["races"].get(fid, {}).get("genero", "masculine"),   # "el Imperio 7"
                           "race": race,
                           "prefix": prefix, "home": home_id, "cloak": cloak, "dilitio": 200,
                           "next_id": SHIPS + 1, "traits": traits, "tech": dict(TECH), "ships": ships}


def _home_orders(sheet: _Sheet, fid: str) -> list[dict]:
    """Research, a ship, an annexation, a trade route, a colony, a fleet formed and moved,
    and eight ships sent out."""
    prefix = sheet.factions[fid]["prefix"]
    ships = sheet.factions[fid]["ships"]
    col, row = sheet.grid.parse(sheet.ship_sector[fid][f"{prefix}-5"])
    mine: list[dict] = [
        {"type": "research", "tech": "propulsion"},
        {"type": "build_ship", "at": f"home-{fid}"},
        {"type": "diplomacy", "ship": f"{prefix}-1", "goal": "annex"},
        {"type": "trade", "ship": f"{prefix}-2"},
        {"type": "colonize", "ship": f"{prefix}-3"},
        {"type": "form_fleet", "fleet": "escuadra", "ships": [f"{prefix}-9", f"{prefix}-14", f"{prefix}-19"]},
    ]
    for k in (9, 14, 19):   # the fleet's ships share a sector: put them together first
        ships[f"{prefix}-{k}"]["sector"] = sheet.name(col, row)
    mine.append({"type": "move", "fleet": "escuadra", "to": sheet.name(col - 4, row + 4)})
    for k in range(5, 15):
        if k in (9, 14):
            continue
        c, r = sheet.grid.parse(ships[f"{prefix}-{k}"]["sector"])
        dc, dr = ((4, 0), (0, 4), (-4, 0), (0, -4), (3, 3), (-3, -3), (3, -3), (-3, 3))[k % 8]
        mine.append({"type": "move", "ship": f"{prefix}-{k}", "to": sheet.name(c + dc, r + dr)})
    return mine


def _border_orders(sheet: _Sheet, i: int, fid: str, right: str | None, mine: list[dict]) -> list[dict]:
    """The border ship crosses into the neighbour's block and the spy looks at the
    neighbour; every fourth empire declares war and attacks the neighbour's ship 20,
    which waits on this empire's border ship's sector."""
    if right is None:
        return mine + [{"type": "spy", "action": "discover"}]
    prefix = sheet.factions[fid]["prefix"]
    c, r = sheet.grid.parse(sheet.edge[fid])
    mine = mine + [{"type": "move", "ship": f"{prefix}-4", "to": sheet.name(c + 3, r)},
                   {"type": "spy", "action": "discover", "target": right}]
    if i % 4 != 0:
        return mine
    rp = sheet.factions[right]["prefix"]
    sheet.factions[right]["ships"][f"{rp}-20"]["sector"] = sheet.edge[fid]
    mine = [{"type": "declare_war", "target": right}] + [
        o for o in mine if not (o.get("type") == "move" and o.get("ship") == f"{prefix}-4")]
    return mine + [{"type": "attack", "ships": [f"{prefix}-4"], "target": right}]


def build(n: int, seed: str, ruleset) -> GameState:
    if n > 400:
        raise ValueError(f"{n} empires do not fit a {SIZE}x{SIZE} map (at most 400)")
    across, _down, bw, bh = _layout(n)
    sheet = _Sheet(SectorMap(SIZE, SIZE), KeyedFaces(f"generate/sector/{seed}"), ruleset.settings({}),
                   n, across, bw, bh)
    ids = [EMPIRES[i] if i < len(EMPIRES) else f"imperio{i:03d}" for i in range(n)]
    for i, fid in enumerate(ids):
        _empire(sheet, i, fid)
    orders: dict = {"turn": 1, "factions": {}}
    for i, fid in enumerate(ids):
        right = ids[i + 1] if (i % across) + 1 < across and i + 1 < n else None
        mine = _border_orders(sheet, i, fid, right, _home_orders(sheet, fid))
        orders["factions"][fid] = {"note": "generado", "orders": mine}
    game = {"ruleset": "sector", "turn": 1, "game_id": "generado", "title": f"Generated: {n} empires",
            "lang": "es",
            "world": {"width": SIZE, "height": SIZE, "sectors": sheet.sectors, "systems": sheet.systems,
                      "territory": {}, "relations": {}}}
    finish_world(game, sheet.factions, ruleset.settings(game))
    state = GameState(game, sheet.factions, orders)
    ships = sum(len(f["ships"]) for f in sheet.factions.values())
    state.describe = {"describe": Msg("sector.generated.describe", "gm.rulesets.sector", empires=n, ships=ships,
                                      systems=len(sheet.systems), size=SIZE)}
    return state
