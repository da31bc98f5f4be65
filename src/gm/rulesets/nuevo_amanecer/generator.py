"""A large Nuevo Amanecer game: N gods on a near-square map of 3x3 territories (exactly
9 hexes per god: the map holds only the gods' blocks, so a last, shorter row of blocks
leaves off-map gaps rather than filler sea), 5 armies per god (one military advance
each), and per god a research, an army move inside its territory and, for every fourth
god, an army marching on its neighbour's border hex (battles and wars to resolve).
1,000 gods: 9,000 hexes, 5,000 armies on a 120 x 75 map (columns A .. DP)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from gm.dice.rng import KeyedFaces
from gm.engine.state import GameState
from gm.errors import Msg
from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer import newgame

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
    settings = ruleset.settings({})
    faces = KeyedFaces(f"generate/{seed}")
    bw, bh, across, down = layout(n, settings)
    board = Board(settings, across * bw, down * bh, bw, bh, across)
    hexes: dict[str, dict] = {}  # only the gods' blocks: exactly bw x bh hexes per god
    factions, orders = {}, {"turn": 1, "factions": {}}
    for i in range(n):
        fid = f"dios{i:04d}"
        levels, terrains = newgame.race(faces, i, settings)
        block, centre, others = board.block(i)
        hexes.update(_territory(faces, settings, fid, block, centre, others, terrains))
        factions[fid] = _god(i, fid, settings, levels, terrains, centre, others)
        orders["factions"][fid] = {"orders": _orders(board, i, n, factions[fid]["armies"], centre)}
    game = {
        "ruleset": "nuevo-amanecer", "turn": 1, "game_id": "generado", "title": f"Partida generada: {n} dioses", "lang": "es",  # literal: game data, in the game's language
        "world": {"columns": board.columns, "rows": board.rows, "hexes": hexes},
    }
    state = GameState(game, factions, orders)
    state.describe = {"describe": Msg("na.generated.describe", "gm.rulesets.nuevo_amanecer", gods=n, hexes=len(hexes),
                                      armies=n * ARMIES_PER_GOD)}
    return state


@dataclass(frozen=True)
class Board:
    """The map's size and its blocks of bw x bh hexes, `across` to a row of blocks."""
    settings: dict
    columns: int
    rows: int
    bw: int
    bh: int
    across: int

    @property
    def parity(self) -> str:
        return str(self.settings["map"]["offset"])

    def origin(self, i: int) -> tuple[int, int]:
        return (i % self.across) * self.bw, (i // self.across) * self.bh

    def near(self, name: str) -> list[str]:
        return hexgrid.labels(hexgrid.neighbours(name, self.parity, (self.columns, self.rows)))

    def block(self, i: int) -> tuple[list[str], str, list[str]]:
        """God i's hexes, its centre (the first city), and the others, neighbours of the centre first."""
        bx, by = self.origin(i)
        block = [hexgrid.label(hexgrid.Hex(bx + c, by + r + 1)) for c in range(self.bw) for r in range(self.bh)]
        centre = hexgrid.label(hexgrid.Hex(bx + self.bw // 2, by + self.bh // 2 + 1))
        near = [h for h in self.near(centre) if h in block]
        return block, centre, near + [h for h in block if h != centre and h not in near]


def _territory(faces: KeyedFaces, settings: dict, fid: str, block: list[str], centre: str, others: list[str],
               terrains: list[str]) -> dict[str, dict]:
    """A god's hexes: its home terrain at the centre, random land around, its city sites."""
    land = [t for t in settings["race"]["terrains"] if t != settings["race"]["sea"]]
    sites_per_god = int(settings["map"]["city_sites_per_god"])
    sites = [centre] + others[-(sites_per_god - 1):] if sites_per_god > 1 else [centre]
    hexes = {}
    for h in block:
        terrain = terrains[0] if h == centre else land[faces.face(f"map/{h}", 0, 1, len(land)) - 1]
        hexes[h] = {"terrain": terrain, "territory": fid}
        if h in sites:
            hexes[h]["city_site"] = True
    hexes[centre]["owner"] = fid
    return hexes


def _god(i: int, fid: str, settings: dict, levels: dict, terrains: list[str], centre: str, others: list[str]) -> dict:
    """A god's faction file: a capital at the centre and ARMIES_PER_GOD armies of one advance each."""
    advances = {
        "herramientas-basicas": {"kind": "tech", "name": "Herramientas básicas", "turn": 0},  # literal: game data (names)
        "hogar-ancestral": {"kind": "architectural", "name": "Hogar ancestral", "turn": 0, "supported_by": "herramientas-basicas"},  # literal: game data
    }
    armies = {}
    for a in range(ARMIES_PER_GOD):
        adv = f"guerreros-{a + 1}"
        advances[adv] = {"kind": "military", "name": f"Guerreros {a + 1}", "turn": 0, "supported_by": "herramientas-basicas"}
        armies[f"ejercito-{a + 1}"] = {"name": f"Ejército {a + 1}", "hex": others[a % len(others)], "advances": [adv], "damage": 0}
    return {
        "id": fid, "name": f"Dios {i}", "race": newgame.RACES[i % len(newgame.RACES)], "alive": True,
        "amphibious": False, "terrains": terrains, "characteristics": levels,
        "resources": int(settings["resources"]["start"]), "debt": 0, "happiness": int(settings["happiness"]["start"]),
        "income_max": int(settings["resources"]["start"]),
        "advances": advances,
        "cities": {"capital": {"name": f"Capital {i}", "hex": centre, "advances": ["hogar-ancestral"], "damage": 0}},
        "armies": armies,
    }


def _orders(board: Board, i: int, n: int, armies: dict, centre: str) -> list[dict]:
    """A research and a move at home; every fourth god also marches on its neighbour's border
    (its second army is placed on this block's right edge, moving into the next block)."""
    mine = [
        {"type": "research", "kind": "tech", "advance": "agricultura", "name": "Agricultura"},
        {"type": "move", "army": "ejercito-1", "to": centre},
    ]
    if i % 4 == 0 and (i % board.across) + 1 < board.across and i + 1 < n:
        bx, by = board.origin(i)
        edge = hexgrid.label(hexgrid.Hex(bx + board.bw - 1, by + 1))
        armies["ejercito-2"]["hex"] = edge
        into = [h for h in board.near(edge) if hexgrid.parse(h).col == bx + board.bw]
        if into:
            mine.append({"type": "move", "army": "ejercito-2", "to": into[0]})
    return mine
