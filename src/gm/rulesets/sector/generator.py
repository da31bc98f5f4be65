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

from gm.dice.rng import KeyedFaces
from gm.engine.state import GameState

SIZE = 200
SHIPS = 20
TECH = {"armamento": 1, "propulsion": 2, "energia": 1, "construccion": 1}


def _layout(n: int) -> tuple[int, int, int, int]:
    """(blocks across, blocks down, block width, block height)."""
    across = max(1, math.ceil(math.sqrt(n)))
    down = max(1, math.ceil(n / across))
    return across, down, SIZE // across, SIZE // down


def build(n: int, seed: str, ruleset) -> GameState:
    from gm.rulesets.sector.newgame import EMPIRES, PREFIX, finish_world
    from gm.rulesets.sector.rules import TRAITS
    from gm.rulesets.sector.sectormap import SectorMap

    cfg = ruleset.settings({})
    if n > 400:
        raise ValueError(f"{n} empires do not fit a {SIZE}x{SIZE} map (at most 400)")
    grid = SectorMap(SIZE, SIZE)
    faces = KeyedFaces(f"generate/sector/{seed}")
    races = cfg["races"]
    values = [int(v) for v in races.get("values", [2, 1, 0, 0, -1])]
    across, down, bw, bh = _layout(n)
    ids = [EMPIRES[i] if i < len(EMPIRES) else f"imperio{i:03d}" for i in range(n)]
    sectors: dict[str, dict] = {}
    systems: dict[str, dict] = {}
    factions: dict[str, dict] = {}
    orders: dict = {"turn": 1, "factions": {}}
    ship_sector: dict[str, dict[str, str]] = {}
    edge: dict[str, str] = {}      # the sector on the block's right border each empire sends a ship to

    def name(c: int, r: int) -> str:
        return grid.name(max(0, min(SIZE - 1, c)), max(0, min(SIZE - 1, r)))

    for i, fid in enumerate(ids):
        bx, by = (i % across) * bw, (i // across) * bh
        hc, hr = bx + bw // 2, by + bh // 2
        home_sector = name(hc, hr)
        die = faces.stream(f"empire/{fid}")
        if fid in races:
            race = races[fid]
            traits = {t: int(race.get(t, 0)) for t in TRAITS}
            fname, home_name, cloak = race["name"], race["home"], bool(race.get("cloak"))
        else:  # a custom empire: the same values distributed differently
            vals = list(values)
            for k in range(len(vals) - 1, 0, -1):
                j = die(0, k)
                vals[k], vals[j] = vals[j], vals[k]
            traits = dict(zip(TRAITS, vals))
            fname, home_name, cloak = f"Imperio {i}", f"Mundo {i}", i % 3 == 0
        prefix = PREFIX.get(fid, f"e{i:03d}")
        home_id = f"home-{fid}"
        systems[home_id] = {"name": home_name, "sector": home_sector, "kind": "home", "dilitio": 10,
                            "agresividad": traits["agresividad"], "comercio": traits["comercio"],
                            "owner": fid, "status": "home", "shipyard": True}
        # worlds around the home: natives at distance 3, free worlds at distance 5
        spots = [(-3, -3, "inhabited"), (3, -3, "inhabited"), (-3, 3, "inhabited"),
                 (5, 0, "uninhabited"), (0, 5, "uninhabited"), (-5, 0, "uninhabited")]
        worlds = []
        for k, (dc, dr, kind) in enumerate(spots):
            sid = f"s{i:03d}-{k}"
            s = {"name": f"Sistema {i}-{k}", "sector": name(hc + dc, hr + dr), "kind": kind,
                 "dilitio": die(5, 20) if kind == "inhabited" else die(1, 10)}
            if kind == "inhabited":
                s["agresividad"], s["comercio"] = die(-2, 2), die(-2, 2)
            systems[sid] = s
            worlds.append(sid)
        occupied = {home_sector} | {systems[w]["sector"] for w in worlds}
        # hazards: nebulae and a black hole away from the home and the worlds
        for k in range(max(4, bw * bh // 40)):
            c, r = die(bx, bx + bw - 1), die(by, by + bh - 1)
            s = name(c, r)
            if s in occupied or max(abs(c - hc), abs(r - hr)) <= 6:
                continue
            sectors[s] = {"terrain": "black_hole" if k == 0 else "nebula"}
        # 20 ships: around the home, two at the worlds (annex, trade), one at a free world
        # (colonize), one on the block's right border
        ships: dict[str, dict] = {}
        where: dict[str, str] = {}
        for k in range(SHIPS):
            sid = f"{prefix}-{k + 1}"
            if k == 0:
                s = systems[worlds[0]]["sector"]
            elif k == 1:
                s = systems[worlds[1]]["sector"]
            elif k == 2:
                s = systems[worlds[3]]["sector"]
            elif k == 3:
                s = name(bx + bw - 1, hr)
            else:
                s = name(hc + (k % 5) - 2, hr + (k // 5) - 2)
            where[sid] = s
            ships[sid] = {"sector": s, **TECH, "cloak": cloak, "cloaked": cloak, "status": "active"}
        edge[fid] = name(bx + bw - 1, hr)
        ship_sector[fid] = where
        factions[fid] = {"id": fid, "name": fname, "kind": "empire", "race": fid if fid in races else "custom",
                         "prefix": prefix, "home": home_id, "cloak": cloak, "dilitio": 200,
                         "next_id": SHIPS + 1, "traits": traits, "tech": dict(TECH), "ships": ships}

    for i, fid in enumerate(ids):
        prefix = factions[fid]["prefix"]
        col, row = grid.parse(ship_sector[fid][f"{prefix}-5"])
        right = ids[i + 1] if (i % across) + 1 < across and i + 1 < n else None
        mine: list[dict] = [
            {"type": "research", "tech": "propulsion"},
            {"type": "build_ship", "at": f"home-{fid}"},
            {"type": "diplomacy", "ship": f"{prefix}-1", "goal": "annex"},
            {"type": "trade", "ship": f"{prefix}-2"},
            {"type": "colonize", "ship": f"{prefix}-3"},
            {"type": "form_fleet", "fleet": "escuadra", "ships": [f"{prefix}-9", f"{prefix}-14", f"{prefix}-19"]},
        ]
        # the fleet's ships share a sector: put them together first
        for k in (9, 14, 19):
            factions[fid]["ships"][f"{prefix}-{k}"]["sector"] = name(col, row)
        mine.append({"type": "move", "fleet": "escuadra", "to": name(col - 4, row + 4)})
        for k in range(5, 15):
            if k in (9, 14):
                continue
            c, r = grid.parse(factions[fid]["ships"][f"{prefix}-{k}"]["sector"])
            dc, dr = ((4, 0), (0, 4), (-4, 0), (0, -4), (3, 3), (-3, -3), (3, -3), (-3, 3))[k % 8]
            mine.append({"type": "move", "ship": f"{prefix}-{k}", "to": name(c + dc, r + dr)})
        if right is not None:
            # the border ship crosses into the neighbour's block; the spy looks at the neighbour
            c, r = grid.parse(edge[fid])
            mine.append({"type": "move", "ship": f"{prefix}-4", "to": name(c + 3, r)})
            mine.append({"type": "spy", "action": "discover", "target": right})
            if i % 4 == 0:
                # war: the neighbour's ship 20 waits on this empire's border ship's sector
                rp = factions[right]["prefix"]
                factions[right]["ships"][f"{rp}-20"]["sector"] = edge[fid]
                mine.insert(0, {"type": "declare_war", "target": right})
                mine = [o for o in mine if not (o.get("type") == "move" and o.get("ship") == f"{prefix}-4")]
                mine.append({"type": "attack", "ships": [f"{prefix}-4"], "target": right})
        else:
            mine.append({"type": "spy", "action": "discover"})
        orders["factions"][fid] = {"note": "generado", "orders": mine}

    game = {"ruleset": "sector", "turn": 1, "game_id": "generado", "title": f"Generated: {n} empires",
            "lang": "es",
            "world": {"width": SIZE, "height": SIZE, "sectors": sectors, "systems": systems,
                      "territory": {}, "relations": {}}}
    finish_world(game, factions, ruleset.settings(game))
    state = GameState(game, factions, orders)
    ships = sum(len(f["ships"]) for f in factions.values())
    state.describe = {"describe": f"{n} empires, {ships:,} ships, {len(systems):,} systems, {SIZE}x{SIZE} map"}
    return state
