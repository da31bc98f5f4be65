"""`gm init sector DIR --factions N`: a generated 20x20 map, N empires (up to 4) and one
non-player race. Every random choice is a keyed face of gm.dice.rng (never `random`)."""

from __future__ import annotations

from gm.dice.rng import KeyedFaces
from gm.engine.state import GameState

from . import rules
from .sectormap import SectorMap
from .model import Model
from .rules import TECHS, TRAITS

EMPIRES = ("federacion", "klingon", "romulano", "cardasiano")
PREFIX = {"federacion": "fed", "klingon": "kli", "romulano": "rom", "cardasiano": "car",
          "ferengi": "fer", "breen": "bre", "tholiano": "tho"}


def slug(name: str) -> str:
    out = "".join(ch if ch.isalnum() else "-" for ch in name.lower().replace("'", ""))
    for a, b in (("á", "a"), ("é", "e"), ("í", "i"), ("ó", "o"), ("ú", "u"), ("ñ", "n")):
        out = out.replace(a, b)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


def empire_faction(fid: str, race: dict, home: str, sector: str, cfg: dict, npc: bool = False) -> dict:
    prefix = PREFIX.get(fid, fid[:3])
    traits = {t: int(race.get(t, 0)) for t in TRAITS}
    cloak = bool(race.get("cloak", False))
    ships = {f"{prefix}-{i}": {"sector": sector, **{t: 0 for t in TECHS}, "cloak": cloak, "cloaked": cloak,
                               "status": "active"}
             for i in range(1, int(cfg["start"]["ships"]) + 1)}
    for sid, name in zip(ships, rules.free_ship_names(fid, ships, len(ships))):   # named from data/names.toml
        ships[sid]["name"] = name
    f = {"id": fid, "name": race["name"], **({"genero": race["genero"]} if race.get("genero") else {}),
         "kind": "npc" if npc else "empire", "race": fid, "prefix": prefix,
         "home": home, "cloak": cloak, "dilitio": 0 if npc else int(cfg["start"]["dilitio"]),
         "next_id": len(ships) + 1, "traits": traits, "tech": {t: 0 for t in TECHS}, "ships": ships}
    return f


def home_system(race: dict, sector: str) -> dict:
    return {"name": race["home"], "sector": sector, "kind": "home", "dilitio": 10,
            "agresividad": int(race.get("agresividad", 0)), "comercio": int(race.get("comercio", 0)),
            "shipyard": True}


def finish_world(game: dict, factions: dict, cfg: dict) -> None:
    """Territory around owned systems and each faction's first known map."""
    from .phases.sensors import _sector_info, coverage
    m = Model.from_state(game, factions, cfg, int(game.get("turn", 1)))
    w = m.world
    for sid in sorted(w["systems"]):
        s = w["systems"][sid]
        if s.get("owner"):
            for sec in m.grid.within(s["sector"], int(cfg["map"]["territory_radius"])):
                w["territory"].setdefault(sec, s["owner"])
    for fid in m.faction_ids():
        seen, present = coverage(m, fid)
        m.factions[fid]["known"] = {s: _sector_info(m, s, s in present, {}) for s in m.grid.sorted(seen)}
    g, fs = m.to_state()
    game.clear()
    game.update(g)
    factions.clear()
    factions.update(fs)


class _Placer:
    """Keyed random sectors for the new map, each free and far enough from its anchors."""

    def __init__(self, grid: SectorMap, seed: str):
        self.grid = grid
        self.faces = KeyedFaces(f"sector-init/{seed}")
        self.taken: dict[str, str] = {}

    def die(self, key: str, lo: int, hi: int) -> int:
        return self.faces.stream(key)(lo, hi)

    def place(self, key: str, margin: int, spacing: int, anchors: list[str]) -> str:
        grid = self.grid
        for attempt in range(400):
            col = self.die(f"{key}/{attempt}/col", margin, grid.width - 1 - margin)
            row = self.die(f"{key}/{attempt}/row", margin, grid.height - 1 - margin)
            s = grid.name(col, row)
            need = spacing if attempt < 200 else max(1, spacing // 2)
            if s not in self.taken and all(grid.distance(s, a) >= need for a in anchors):
                return s
        for s in grid.all_sectors():  # a crowded tiny map: the first free sector
            if s not in self.taken:
                return s
        raise ValueError("map too small")


def _homes(placer: _Placer, count: int, cfg: dict, systems: dict) -> tuple[dict, list[str]]:
    """The chosen empires and the first non-player race, each at its home world."""
    races = cfg["races"]
    gen = cfg.get("generation", {})
    factions: dict[str, dict] = {}
    homes: list[str] = []
    npc_id = sorted(races.get("npc", {}))[0]
    for fid in list(EMPIRES[:count]) + [npc_id]:
        race = races[fid] if fid in races else races["npc"][fid]
        sector = placer.place(f"home/{fid}", 2, int(gen.get("home_spacing", 7)), homes)
        homes.append(sector)
        placer.taken[sector] = "home"
        home_id = slug(race["home"])
        sys_ = home_system(race, sector)
        sys_["owner"], sys_["status"] = fid, "home"
        systems[home_id] = sys_
        factions[fid] = empire_faction(fid, race, home_id, sector, cfg, npc=(fid == npc_id))
    return factions, homes


def _hazards(placer: _Placer, gen: dict, homes: list[str]) -> dict:
    """Nebulae anywhere, black holes apart from the homes; none next to a home."""
    sectors: dict[str, dict] = {}
    for kind, n, spacing in (("nebula", int(gen.get("nebulae", 14)), 0),
                             ("black_hole", int(gen.get("black_holes", 2)), 3)):
        for i in range(n):
            s = placer.place(f"{kind}/{i}", 0, max(spacing, 1), list(homes) if spacing else [])
            if any(placer.grid.distance(s, h) <= 1 for h in homes):
                continue  # keep hazards out of the home territories
            placer.taken[s] = kind
            sectors[s] = {"terrain": kind}
    return sectors


def _worlds(placer: _Placer, gen: dict, homes: list[str], systems: dict) -> None:
    """Native (inhabited) and free (uninhabited) worlds, named from data/names.toml."""
    names = list(rules.table("names")["systems"])
    die = placer.die
    for kind, n in (("inhabited", int(gen.get("inhabited", 10))), ("uninhabited", int(gen.get("uninhabited", 16)))):
        for i in range(n):
            s = placer.place(f"{kind}/{i}", 0, 2, homes)
            placer.taken[s] = kind
            name = names.pop(die(f"{kind}/{i}/name", 0, len(names) - 1)) if names else f"Sistema {kind[0]}{i}"
            lo, hi = (5, 20) if kind == "inhabited" else (1, 10)
            sys_ = {"name": name, "sector": s, "kind": kind, "dilitio": die(f"{kind}/{i}/dilitio", lo, hi)}
            if kind == "inhabited":
                sys_["agresividad"] = die(f"{kind}/{i}/agr", -2, 2)
                sys_["comercio"] = die(f"{kind}/{i}/com", -2, 2)
            sid = slug(name)
            while sid in systems:
                sid += "-b"
            systems[sid] = sys_


def new_game(count: int, seed: str, cfg: dict | None = None) -> GameState:
    cfg = cfg or rules.settings({})
    if not 1 <= count <= len(EMPIRES):
        from gm.errors import Msg, UsageProblem

        raise UsageProblem(Msg("sector.usage.factions", "gm.rulesets.sector", found=count, most=len(EMPIRES)))
    grid = SectorMap(int(cfg["map"]["width"]), int(cfg["map"]["height"]))
    placer = _Placer(grid, seed)
    gen = cfg.get("generation", {})
    systems: dict[str, dict] = {}
    factions, homes = _homes(placer, count, cfg, systems)
    sectors = _hazards(placer, gen, homes)
    _worlds(placer, gen, homes, systems)
    game = {"ruleset": "sector", "turn": 1, "game_id": "sector", "title": "Sector",
            "world": {"width": grid.width, "height": grid.height, "sectors": sectors, "systems": systems,
                      "territory": {}, "relations": {}}}
    finish_world(game, factions, cfg)
    return GameState(game, factions, example_orders(factions, grid))


def example_orders(factions: dict, grid: SectorMap) -> dict:
    """A first turn's orders that validate and resolve: research, a move out of home."""
    out = {"turn": 1, "factions": {}}
    for fid in sorted(factions):
        f = factions[fid]
        ships = sorted(f["ships"])
        if f.get("kind") == "npc":
            continue
        home = f["ships"][ships[0]]["sector"]
        col, row = grid.parse(home)
        to = grid.name(col + (1 if col < grid.width // 2 else -1), row)
        out["factions"][fid] = {"note": "ejemplo", "orders": [
            {"type": "move", "ship": ships[0], "to": to},
            {"type": "research", "tech": "propulsion"},
        ]}
    return out
