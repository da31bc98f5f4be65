"""`gm init nuevo-amanecer DIR --factions N`: a shared map of 9 hexes per god, valid races,
a first city each and example orders. Deterministic: faces from gm.dice.rng keyed by the seed."""

from __future__ import annotations

from gm.dice.rng import KeyedFaces
from gm.engine.state import GameState
from gm.geometry import hexgrid

GOD_NAMES = ["Sigmar", "Gorkamorka", "Isha", "Khaine", "Asuryan", "Nagash", "Tzeentch", "Grungni",
             "Morrslieb", "Valaya", "Ulric", "Taal"]
RACES = ["Humanos", "Orkos", "Elfos", "Enanos", "Minotauros", "Ángeles", "Dragones", "Hombres lagarto",  # literal: names
         "Gigantes", "Gnomos", "Centauros", "Sirenas"]


def _pick(faces: KeyedFaces, key: str, options: list):
    return options[faces.face(key, 0, 1, len(options)) - 1]


def race(faces: KeyedFaces, i: int, settings: dict) -> tuple[dict, list[str]]:
    """Characteristics summing to 15 (1-5 each) and 3 normal land terrains."""
    names = list(settings["race"]["characteristics"])
    levels = {n: 3 for n in names}
    for k in range(3):  # three shifts of one point from one characteristic to another
        up = _pick(faces, f"init/race/{i}/up/{k}", names)
        down = _pick(faces, f"init/race/{i}/down/{k}", [n for n in names if n != up])
        if levels[up] < 5 and levels[down] > 1:
            levels[up] += 1
            levels[down] -= 1
    land = [t for t in settings["race"]["terrains"] if t != settings["race"]["sea"]]
    terrains: list[str] = []
    k = 0
    while len(terrains) < int(settings["race"]["normal_terrains"]):
        t = _pick(faces, f"init/race/{i}/terrain/{k}", [x for x in land if x not in terrains])
        terrains.append(t)
        k += 1
    return levels, sorted(terrains, key=land.index)


def new_game(n: int, seed: str, settings: dict) -> GameState:
    faces = KeyedFaces(seed)
    n = max(1, int(n))
    across = (n + 1) // 2 if n > 1 else 1
    down = 2 if n > 1 else 1
    columns = across * 4 - 1  # 3 columns per territory, a column of sea between them
    rows = down * 3
    land = [t for t in settings["race"]["terrains"] if t != settings["race"]["sea"]]
    hexes = {name: {"terrain": settings["race"]["sea"]} for name in hexgrid.labels(hexgrid.all_hexes((columns, rows)))}
    factions = {}
    orders = {"turn": 1, "factions": {}}
    for i in range(n):
        bx, by = (i % across) * 4, (i // across) * 3
        fid = GOD_NAMES[i % len(GOD_NAMES)].lower() + ("" if i < len(GOD_NAMES) else str(i))
        levels, terrains = race(faces, i, settings)
        block = [hexgrid.label(hexgrid.Hex(bx + c, by + r + 1)) for c in range(3) for r in range(3)]
        centre = hexgrid.label(hexgrid.Hex(bx + 1, by + 2))
        others = [h for h in block if h != centre]
        sites = [centre]
        while len(sites) < int(settings["map"]["city_sites_per_god"]):
            sites.append(_pick(faces, f"init/map/{fid}/site/{len(sites)}", [h for h in others if h not in sites]))
        for h in block:
            if h == centre:
                terrain = terrains[0]  # the race is at home around its first city
            else:
                terrain = _pick(faces, f"init/map/{h}", land)
            hexes[h] = {"terrain": terrain, "territory": fid}
            if h in sites:
                hexes[h]["city_site"] = True
        hexes[centre]["owner"] = fid
        factions[fid] = {
            "id": fid, "name": GOD_NAMES[i % len(GOD_NAMES)], "race": RACES[i % len(RACES)], "alive": True,
            "amphibious": False, "terrains": terrains, "characteristics": levels,
            "resources": int(settings["resources"]["start"]), "debt": 0, "happiness": int(settings["happiness"]["start"]),
            "income_max": int(settings["resources"]["start"]),
            "advances": {
                "herramientas-basicas": {"kind": "tech", "name": "Herramientas básicas", "turn": 0},  # literal: game data (names)
                "hogar-ancestral": {"kind": "architectural", "name": "Hogar ancestral", "turn": 0, "supported_by": "herramientas-basicas"},  # literal: game data
            },
            "cities": {"capital": {"name": f"Capital de {GOD_NAMES[i % len(GOD_NAMES)]}", "hex": centre,  # literal: a name (game data)
                                   "advances": ["hogar-ancestral"], "damage": 0}},
        }
        orders["factions"][fid] = {"orders": [
            {"type": "research", "kind": "tech", "advance": "agricultura", "name": "Agricultura"},
            {"type": "research", "kind": "military", "advance": "guerreros", "name": "Guerreros", "supported_by": "herramientas-basicas"},
            {"type": "create_army", "army": "exploradores", "name": "Exploradores", "city": "capital", "advances": ["guerreros"]},
        ]}
    game = {
        "ruleset": "nuevo-amanecer", "turn": 1, "game_id": "nuevo-amanecer", "title": "Creación: Nuevo Amanecer", "lang": "es",  # literal: the title
        "world": {"columns": columns, "rows": rows, "hexes": hexes},
    }
    return GameState(game, factions, orders)
