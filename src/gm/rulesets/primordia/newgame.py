"""`gm init primordia DIR --factions N`: a map using all ten terrains, one settlement per
player at a random hex of its race's preferred terrain. Deterministic: keyed faces from
gm.dice.rng, never `random`."""

from __future__ import annotations

from gm.dice.rng import KeyedFaces
from gm.engine.state import GameState
from gm.geometry import hexgrid
from gm.rulesets.primordia.model import Board
from gm.rulesets.primordia.rules import RESOURCES, Rules

RACE_ORDER = ("tuarian", "marmoreos", "shellians", "terales", "ullux")
LAND = ("bosque", "desierto_exterior", "desierto_interior", "jungla", "llanura", "montana", "pantano", "playa", "tundra")


def make_map(rules: Rules, width: int, height: int, faces: KeyedFaces, offset: str) -> list[str]:
    """Sea on the west and east edges, beaches beside it, land inside drawn from the
    nine land terrains; each land terrain is guaranteed at least one hex."""
    codes = []
    for r in range(height):
        row = []
        for c in range(width):
            if c == 0 or c == width - 1:
                t = "mar"
            elif c == 1 or c == width - 2:
                t = "playa"
            else:
                t = LAND[faces.face(f"map/{c}/{r}", 0, 0, len(LAND) - 1)]
            row.append(t)
        codes.append(row)
    # every terrain at least once, on the diagonal of the interior
    for i, t in enumerate(LAND):
        c, r = 2 + i % max(1, width - 4), (i * 2) % height
        codes[r][c] = t
    return [" ".join(rules.terrains[t]["code"] for t in row) for row in codes]


def new_game(ruleset, factions: int, seed: str) -> GameState:
    if not 1 <= factions <= len(RACE_ORDER):
        raise ValueError(f"found {factions} factions, expected 1-{len(RACE_ORDER)}")
    settings = ruleset.settings({})
    rules = Rules.load(ruleset, settings)
    faces = KeyedFaces(seed)
    width, height = 8 + 2 * factions, 6 + 2 * factions
    offset = settings["map"]["offset"]
    terrain = make_map(rules, width, height, faces, offset)
    grid = Board(width, height, offset)
    def label(c: int, r: int) -> str:  # 0-based row, as world.terrain is indexed
        return hexgrid.label(hexgrid.Hex(c, r + 1))

    game = {"ruleset": "primordia", "turn": 1, "game_id": "primordia", "title": "Primordia",
            "world": {"width": width, "height": height, "terrain": terrain, "rivers": [], "roads": [], "deposits": {}, "next_deposit": 1}}
    out = {}
    taken: list[str] = []
    for _i, race in enumerate(RACE_ORDER[:factions]):
        info = rules.races[race]
        code = rules.terrains[info["terrain"]]["code"]
        spots = [label(c, r) for r in range(height) for c in range(width)
                 if terrain[r].split()[c] == code and all(grid.distance(label(c, r), t) >= 4 for t in taken)]
        if not spots:
            spots = [label(c, r) for r in range(height) for c in range(width)
                     if not rules.terrains[rules.terrain_by_code[terrain[r].split()[c]]].get("sea")
                     and all(grid.distance(label(c, r), t) >= 3 for t in taken)]
        where = spots[faces.face(f"place/{race}", 0, 0, len(spots) - 1)]
        taken.append(where)
        abilities = list(info["abilities"])
        first = faces.face(f"abilities/{race}", 0, 0, len(abilities) - 1)
        second = faces.face(f"abilities/{race}", 1, 0, len(abilities) - 2)
        rest = [a for j, a in enumerate(abilities) if j != first]
        chosen = sorted([abilities[first], rest[second]])
        out[race] = starting_faction(rules, race, info["name"], where, chosen, settings)
    # an example that validates and resolves: research, a project, the explorer waits
    orders = {"turn": 1, "factions": {fid: {"orders": [
        {"type": "investigar", "descubrimiento": "herramientas_rudimentarias"},
        {"type": "construir", "asentamiento": "s1", "unidad": "explorador"},
        {"type": "esperar", "unidad": "u1"}]} for fid in sorted(out)}}
    return GameState(game, out, orders)


def starting_faction(rules: Rules, fid: str, name: str, hex_label: str, abilities: list[str], settings: dict) -> dict:
    return rules.name_units({
        "id": fid, "name": name, "race": fid, "abilities": abilities, "government": "tribu", "allies": [],
        "capital": "s1", "next_id": 3,
        "pool": {r: (30 if r in ("comida", "madera", "piedra") else 10 if r == "oro" else 0) for r in RESOURCES},
        "discoveries": ["fuego_es_amigo"],
        "settlements": {"s1": {"name": f"Capital {name}", "hex": hex_label, "type": "aldea",
                               "population": settings["settlement"]["start_population"], "structures": [], "quiet_turns": 0}},
        "units": {"u1": {"type": "explorador", "hex": hex_label, "life": rules.units["explorador"]["vida"], "xp": 0, "upgrades": []},
                  "u2": {"type": "colonos", "hex": hex_label, "life": rules.units["colonos"]["vida"], "xp": 0, "upgrades": []}},
    })  # its first units named from data/names.toml
