"""`gm generate primordia`: a large Primordia game of N races, valid and resolvable, with busy
orders. Deterministic: keyed faces. The map grows with N up to the largest world.width and
world.height the game schema allows (60x99: 7 blocks across, 16 down, so at most 112 races).

The map (newgame.make_map: seas on the west and east edges, the nine land terrains drawn
at random) is cut into blocks of BLOCK hexes, one per race, in a near-square grid. Each
race's block holds its capital (on its race's terrain) and a second village, an explorer,
settlers, two light infantry, a light cavalry and two sentinels, one on each side edge of
the block, so a sentinel stands beside its east neighbour's. The middle row of every block
is plain (llanura), so the marches along it are legal. The races cycle through the five
of data/races.toml (the first five keep the race's own id; the others are `<race>-<n>`).
Orders each race gives: research, a project in each settlement, the explorer and the
cavalry march east, the settlers walk two hexes and found a village, the infantry combine
into an army that entrenches, the west sentinel waits; every third race's east sentinel steps
onto its neighbour's and attacks it and every fifth declares an alliance with it.
"""

from __future__ import annotations

import math

from gm.dice.rng import KeyedFaces
from gm.engine.state import GameState
from gm.errors import Msg, UsageProblem
from gm.text.i18n import say
from gm.geometry import hexgrid

BLOCK = (8, 6)  # hexes across, down
RACES = ("tuarian", "marmoreos", "shellians", "terales", "ullux")


def _layout(n: int, max_width: int, max_height: int) -> tuple[int, int]:
    """Blocks across and down: near square, as wide as the map may be."""
    across = max(1, min(math.ceil(math.sqrt(n)), (max_width - 2) // BLOCK[0]))
    down = max(1, math.ceil(n / across))
    if down * BLOCK[1] > max_height:
        most = across * (max_height // BLOCK[1])
        raise UsageProblem(say("es", "pr.generate.too_many", "gm.rulesets.primordia", count=n, most=most, width=max_width, height=max_height))
    return across, down


def _label(c: int, r: int) -> str:
    return hexgrid.label(hexgrid.Hex(c, r + 1))  # r is 0-based, as world.terrain's rows


def build(n: int, seed: str, ruleset) -> GameState:
    from gm.rulesets.primordia.newgame import make_map
    from gm.rulesets.primordia.rules import Rules

    settings = ruleset.settings({})
    rules = Rules.load(ruleset, settings)
    size = ruleset.schema("game")["properties"]["world"]["properties"]
    across, down = _layout(n, size["width"]["maximum"], size["height"]["maximum"])
    width, height = across * BLOCK[0] + 2, down * BLOCK[1]  # +2: the sea columns at the edges
    faces = KeyedFaces(f"generate/primordia/{seed}")
    rows = [row.split() for row in make_map(rules, width, height, faces, settings["map"]["offset"])]
    ids = [RACES[i] if i < len(RACES) else f"{RACES[i % len(RACES)]}-{i}" for i in range(n)]
    factions, orders = {}, {}
    for i, fid in enumerate(ids):
        bx, by = 1 + (i % across) * BLOCK[0], (i // across) * BLOCK[1]
        race = RACES[i % len(RACES)]
        _shape_block(rules, rows, bx, by, race)
        east = ids[i + 1] if (i + 1) % across and i + 1 < n else None
        factions[fid] = _faction(rules, settings, faces, fid, race, i, bx, by)
        orders[fid] = {"orders": _orders(rules, faces, fid, i, bx, by, east)}
    game = {"ruleset": "primordia", "turn": 1, "game_id": f"generated-primordia-{seed}", "title": "Primordia (generada)",  # literal: the generated game's title, game data like a GM's
            "world": {"width": width, "height": height, "terrain": [" ".join(row) for row in rows],
                      "rivers": [], "roads": [], "deposits": {}, "next_deposit": 1}}
    state = GameState(game, factions, {"turn": 1, "factions": orders})
    state.describe = {"describe": Msg("pr.generated.describe", "gm.rulesets.primordia", races=n, width=width, height=height, units=7 * n),
                      "factions": n, "orders": sum(len(o["orders"]) for o in orders.values())}
    return state


def _shape_block(rules, rows: list[list[str]], bx: int, by: int, race: str) -> None:
    """The middle row plain, the capital on its race's terrain."""
    plain = rules.terrains["llanura"]["code"]
    mid = by + BLOCK[1] // 2
    for c in range(bx, bx + BLOCK[0]):
        rows[mid][c] = plain
    rows[mid][bx + BLOCK[0] // 2] = rules.terrains[rules.races[race]["terrain"]]["code"]


def _faction(rules, settings: dict, faces: KeyedFaces, fid: str, race: str, i: int, bx: int, by: int) -> dict:
    from gm.rulesets.primordia.newgame import starting_faction

    mid = by + BLOCK[1] // 2
    capital = _label(bx + BLOCK[0] // 2, mid)
    abilities = list(rules.races[race]["abilities"])
    first = faces.face(f"abilities/{fid}", 0, 0, len(abilities) - 1)
    rest = [a for j, a in enumerate(abilities) if j != first]
    chosen = sorted([abilities[first], rest[faces.face(f"abilities/{fid}", 1, 0, len(rest) - 1)]])
    name = rules.races[race]["name"] + (f" {i}" if i >= len(RACES) else "")
    f = starting_faction(rules, fid, name, capital, chosen, settings)
    f["race"] = race
    f["discoveries"] = ["fuego_es_amigo", "armas_rudimentarias", "domesticacion"]
    f["settlements"]["s2"] = {"name": f"Aldea {name}", "hex": _label(bx + 1, by + 1), "type": "aldea",
                              "population": settings["settlement"]["start_population"], "structures": [], "quiet_turns": 0}

    def unit(kind: str, c: int, r: int) -> dict:
        return {"type": kind, "hex": _label(c, r), "life": rules.units[kind]["vida"], "xp": 0, "upgrades": []}

    cx = bx + BLOCK[0] // 2
    f["units"].update({"u3": unit("infanteria_ligera", cx, mid), "u4": unit("infanteria_ligera", cx, mid),
                       "u5": unit("caballeria_ligera", cx, mid), "u6": unit("infanteria_ligera", bx, mid),
                       "u7": unit("infanteria_ligera", bx + BLOCK[0] - 1, mid)})
    f["next_id"] = 8
    return rules.name_units(f)  # data/names.toml


def _orders(rules, faces: KeyedFaces, fid: str, i: int, bx: int, by: int, east: str | None) -> list[dict]:
    from gm.rulesets.primordia.science import available

    mid = by + BLOCK[1] // 2
    cx = bx + BLOCK[0] // 2
    known = ["fuego_es_amigo", "armas_rudimentarias", "domesticacion"]
    options = available(rules, known)
    out = [{"type": "investigar", "descubrimiento": options[faces.face(f"research/{fid}", 0, 0, len(options) - 1)]},
           {"type": "construir", "asentamiento": "s1", "unidad": "infanteria_ligera"},
           {"type": "construir", "asentamiento": "s2", "unidad": "explorador"},
           {"type": "mover", "unidad": "u1", "ruta": [_label(cx + k, mid) for k in (1, 2, 3)]},
           {"type": "mover", "unidad": "u2", "ruta": [_label(cx - 1, mid), _label(cx - 2, mid)]},
           {"type": "fundar", "unidad": "u2", "nombre": f"Nueva {fid}"},
           {"type": "combinarse", "unidades": ["u3", "u4"], "ejercito": "hueste"},
           {"type": "atrincherarse", "unidad": "hueste"},
           {"type": "mover", "unidad": "u5", "ruta": [_label(cx + k, mid) for k in (1, 2)]},
           {"type": "esperar", "unidad": "u6"}]
    if east and i % 3 == 0:
        out += [{"type": "mover", "unidad": "u7", "ruta": [_label(bx + BLOCK[0], mid)]},
                {"type": "atacar", "unidad": "u7", "objetivo_faccion": east, "objetivo": "u6"}]
    if east and i % 5 == 0:
        out.append({"type": "alianza", "faccion": east})
    return out
