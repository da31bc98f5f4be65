"""A large Nuevo Amanecer game: N gods on a near-square map of 3x3 territories (exactly
9 hexes per god: the map holds only the gods' blocks, so a last, shorter row of blocks
leaves off-map gaps rather than filler sea), 5 armies per god (one military advance
each), and per god a research, an army move inside its territory and, for every fourth
god, an army marching on its neighbour's border hex (battles and wars to resolve).
1,000 gods: 9,000 hexes, 5,000 armies on a 120 x 75 map (columns A .. DP)."""

from __future__ import annotations

import math

from gm.dice.rng import KeyedFaces
from gm.engine.state import GameState

ARMIES_PER_GOD = 5


MAX_COLUMNS, MAX_ROWS = 702, 999  # the game schema's limits (hex names A1 .. ZZ999)


def layout(n: int, settings: dict) -> tuple[int, int, int, int]:
    """Territory block (width, height) and blocks (across, down): 3x3 (9 hexes per god, the
    rules' size) while the map fits the schema's 702x999 (up to 77,922 gods), else
    smaller territories."""
    for bw, bh in ((3, 3), (2, 3), (2, 2), (1, 3), (1, 2)):
        amax, dmax = MAX_COLUMNS // bw, MAX_ROWS // bh
        if amax * dmax < n:
            continue
        across = min(amax, max(1, math.ceil(math.sqrt(n * 1.6))))
        down = math.ceil(n / across)
        if down > dmax:
            across = amax
            down = math.ceil(n / across)
        return bw, bh, across, down
    raise ValueError(f"{n} gods do not fit a {MAX_COLUMNS}x{MAX_ROWS} map")


def build(n: int, seed: str, ruleset) -> GameState:
    from gm.geometry import hexgrid
    from gm.rulesets.nuevo_amanecer import newgame

    settings = ruleset.settings({})
    faces = KeyedFaces(f"generate/{seed}")
    bw, bh, across, down = layout(n, settings)
    columns, rows = across * bw, down * bh
    land = [t for t in settings["race"]["terrains"] if t != settings["race"]["sea"]]
    hexes: dict[str, dict] = {}  # only the gods' blocks: exactly bw x bh hexes per god
    factions, orders = {}, {"turn": 1, "factions": {}}
    sites_per_god = int(settings["map"]["city_sites_per_god"])
    for i in range(n):
        bx, by = (i % across) * bw, (i // across) * bh
        fid = f"dios{i:04d}"
        levels, terrains = newgame.race(faces, i, settings)
        block = [hexgrid.label(hexgrid.Hex(bx + c, by + r + 1)) for c in range(bw) for r in range(bh)]
        centre = hexgrid.label(hexgrid.Hex(bx + bw // 2, by + bh // 2 + 1))
        near = [h for h in hexgrid.labels(hexgrid.neighbours(centre, hexgrid.NUEVO_AMANECER_PARITY, (columns, rows))) if h in block]
        others = near + [h for h in block if h != centre and h not in near]
        sites = [centre] + others[-(sites_per_god - 1):] if sites_per_god > 1 else [centre]
        for h in block:
            terrain = terrains[0] if h == centre else land[faces.face(f"map/{h}", 0, 1, len(land)) - 1]
            hexes[h] = {"terrain": terrain, "territory": fid}
            if h in sites:
                hexes[h]["city_site"] = True
        hexes[centre]["owner"] = fid
        advances = {
            "herramientas-basicas": {"kind": "tech", "name": "Herramientas básicas", "turn": 0},
            "hogar-ancestral": {"kind": "architectural", "name": "Hogar ancestral", "turn": 0, "supported_by": "herramientas-basicas"},
        }
        armies = {}
        for a in range(ARMIES_PER_GOD):
            adv = f"guerreros-{a + 1}"
            advances[adv] = {"kind": "military", "name": f"Guerreros {a + 1}", "turn": 0, "supported_by": "herramientas-basicas"}
            armies[f"ejercito-{a + 1}"] = {"name": f"Ejército {a + 1}", "hex": others[a % len(others)], "advances": [adv], "damage": 0}
        factions[fid] = {
            "id": fid, "name": f"Dios {i}", "race": newgame.RACES[i % len(newgame.RACES)], "alive": True,
            "amphibious": False, "terrains": terrains, "characteristics": levels,
            "resources": int(settings["resources"]["start"]), "debt": 0, "happiness": int(settings["happiness"]["start"]),
            "income_max": int(settings["resources"]["start"]),
            "advances": advances,
            "cities": {"capital": {"name": f"Capital {i}", "hex": centre, "advances": ["hogar-ancestral"], "damage": 0}},
            "armies": armies,
        }
        mine = [
            {"type": "research", "kind": "tech", "advance": "agricultura", "name": "Agricultura"},
            {"type": "move", "army": "ejercito-1", "to": centre},
        ]
        if i % 4 == 0 and (i % across) + 1 < across and i + 1 < n:
            # march on the neighbour's border: from this block's right edge into the next block
            edge = hexgrid.label(hexgrid.Hex(bx + bw - 1, by + 1))
            armies["ejercito-2"]["hex"] = edge
            into = [h for h in hexgrid.labels(hexgrid.neighbours(edge, hexgrid.NUEVO_AMANECER_PARITY, (columns, rows))) if hexgrid.parse(h).col == bx + bw]
            if into:
                mine.append({"type": "move", "army": "ejercito-2", "to": into[0]})
        orders["factions"][fid] = {"orders": mine}
    game = {
        "ruleset": "nuevo-amanecer", "turn": 1, "game_id": "generado", "title": f"Generated: {n} gods", "lang": "es",
        "world": {"columns": columns, "rows": rows, "hexes": hexes},
    }
    state = GameState(game, factions, orders)
    state.describe = {"describe": f"{n} gods, {len(hexes):,} hexes, {n * ARMIES_PER_GOD:,} armies"}
    return state
